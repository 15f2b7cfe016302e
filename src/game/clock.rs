//! The clock: each side's time left, counting down on its turn (the computer's thinking time
//! counts), shown under the status line. A flag fall ends the game: the engine completes the
//! game for both sides and the time-default rule gives the recorded score.

use super::ai_player::AiPlayer;
use super::{CurrentGame, LoadGame, Phase, Screen, StartNewGame};
use crate::ai::{LEVELS, time_default_result};
use crate::rules::{Color as Side, GameResult};
use bevy::prelude::*;

/// The level that completes a game lost on time (fast, and plays sensibly).
pub const COMPLETION_LEVEL: usize = 3;

/// The recorded result of a game lost on time, once the engine has completed it.
#[derive(Resource, Default, Clone, Debug)]
pub struct TimeDefault(pub Option<GameResult>);

/// A side's clock on the HUD.
#[derive(Component, Clone, Copy)]
pub struct ClockText(pub Side);

/// Milliseconds not yet charged (frames are not whole milliseconds).
#[derive(Resource, Default)]
struct Carry(f64);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TimeDefault>()
        .init_resource::<Carry>()
        .add_systems(OnEnter(Screen::Playing), spawn_clocks)
        .add_systems(
            Update,
            (
                clear_on_new_game,
                run_clock
                    .run_if(in_state(Phase::HumanTurn).or_else(in_state(Phase::AiTurn)))
                    .after(super::turn::TurnSet),
                show_clocks.run_if(in_state(Screen::Playing)),
            ),
        );
}

/// "4:05", or "9.4" under twenty seconds.
pub fn format_clock(ms: u64) -> String {
    if ms < 20_000 {
        format!("{}.{}", ms / 1000, ms % 1000 / 100)
    } else {
        let s = ms.div_ceil(1000);
        format!("{}:{:02}", s / 60, s % 60)
    }
}

fn clear_on_new_game(
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    mut td: ResMut<TimeDefault>,
    mut carry: ResMut<Carry>,
) {
    if starts.read().count() + loads.read().count() > 0 {
        td.0 = None;
        carry.0 = 0.0;
    }
}

fn run_clock(
    time: Res<Time>,
    mut carry: ResMut<Carry>,
    mut game: ResMut<CurrentGame>,
    mut ai: ResMut<AiPlayer>,
    mut td: ResMut<TimeDefault>,
    mut phase: ResMut<NextState<Phase>>,
) {
    if game.0.clock().is_none() {
        return;
    }
    carry.0 += time.delta_secs_f64() * 1000.0;
    let ms = carry.0.floor();
    carry.0 -= ms;
    if ms < 1.0 || !game.0.charge_time(ms as u64) {
        return;
    }
    ai.cancel();
    let loser = game.0.to_move();
    println!("flag fall: {loser} lost on time");
    let seed = game.0.history().len() as u64;
    td.0 = time_default_result(&game.0, &LEVELS[COMPLETION_LEVEL], seed);
    if let Some(r) = &td.0 {
        println!(
            "time default: completed by the engine, recorded {}-{}",
            r.recorded_dark, r.recorded_light
        );
    }
    phase.set(Phase::GameOver);
}

fn spawn_clocks(mut commands: Commands) {
    commands.spawn((
        Name::new("Clocks"),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            top: px(52),
            width: percent(100),
            justify_content: JustifyContent::Center,
            column_gap: px(16),
            ..default()
        },
        Pickable::IGNORE,
        children![clock_box(Side::Dark), clock_box(Side::Light)],
    ));
}

fn clock_box(side: Side) -> impl Bundle {
    (
        ClockText(side),
        Text::new(""),
        TextFont::from_font_size(22.0),
        TextColor(Color::WHITE),
        Node {
            padding: UiRect::axes(px(12), px(4)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(Color::NONE),
        Visibility::Hidden,
        Pickable::IGNORE,
    )
}

fn show_clocks(
    game: Res<CurrentGame>,
    mut q: Query<(
        &ClockText,
        &mut Text,
        &mut Visibility,
        &mut BackgroundColor,
        &mut TextColor,
    )>,
) {
    let g = &game.0;
    for (c, mut text, mut vis, mut bg, mut fg) in &mut q {
        let Some(clock) = g.clock() else {
            if *vis != Visibility::Hidden {
                *vis = Visibility::Hidden;
            }
            continue;
        };
        let left = clock.remaining(c.0);
        let s = format!("{} {}", c.0, format_clock(left));
        if text.0 != s {
            text.0 = s;
        }
        if *vis != Visibility::Inherited {
            *vis = Visibility::Inherited;
        }
        let running = !g.is_over() && g.to_move() == c.0;
        let flagged = g.lost_on_time() == Some(c.0);
        bg.0 = if flagged {
            Color::srgba(0.6, 0.08, 0.05, 0.9)
        } else if running {
            Color::srgba(0.95, 0.85, 0.4, 0.92)
        } else {
            Color::srgba(0.05, 0.06, 0.08, 0.82)
        };
        fg.0 = if running && !flagged {
            Color::BLACK
        } else if left < 10_000 {
            Color::srgb(1.0, 0.5, 0.4)
        } else {
            Color::WHITE
        };
    }
}
