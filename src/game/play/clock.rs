//! The clock: each side's time left, counting down on its turn (the computer's thinking time
//! counts), shown under the status line. A flag fall ends the game: the engine completes the
//! game for both sides as a background job (the window keeps running; the scoring screen says
//! the game is being completed), and the time-default rule gives the recorded score, which the
//! rules' game then holds (`Game::result`). The game belongs to the turn plugin: the clock
//! sends it the time that ran ([`GameChange::ChargeTime`]) and the completed counts
//! ([`GameChange::Completed`]).

use crate::game::core::i18n::Locale;
use crate::game::core::messages::{GameChange, LoadGame, StartNewGame};
use crate::game::core::redraw::Wake;
use crate::game::core::state::{CurrentGame, Phase, Screen};
use crate::game::core::systems::GameSystems;
use crate::game::core::tasks::{Background, GameGeneration, Polled, current_tag};
use crate::game::theme::widget::Fonts;
use bevy::prelude::*;
use reversi_engine::ai::{LEVELS, complete_game_until_stopped};
use reversi_engine::rules::Side;

/// The level that completes a game lost on time (fast, and plays sensibly).
pub(crate) const COMPLETION_LEVEL: usize = reversi_engine::ai::level_index("Club");

/// The completion of a game lost on time, in progress: the (dark, light) counts of the
/// completed game, `None` if it was stopped.
#[derive(Resource, Default)]
pub struct Completion(Background<Option<(u32, u32)>>);

impl Completion {
    /// True while the engine is completing a game lost on time.
    pub fn is_running(&self) -> bool {
        self.0.is_busy()
    }
}

/// A side's clock on the HUD.
#[derive(Component, Clone, Copy)]
pub struct ClockText(pub Side);

/// Milliseconds not yet charged (frames are not whole milliseconds).
#[derive(Resource, Default)]
struct Carry(f64);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Completion>()
        .init_resource::<Carry>()
        .add_systems(
            Update,
            (
                (clear_on_new_game, run_clock, complete_time_default)
                    .chain()
                    .before(GameSystems::Turn),
                show_clocks
                    .run_if(in_state(Screen::Playing))
                    .after(GameSystems::Turn),
            ),
        );
}

/// "4:05", or "9.4" under twenty seconds (with the language's decimal sign: "9,4").
pub(crate) fn format_clock(ms: u64, locale: &Locale) -> String {
    if ms < 20_000 {
        locale.number((ms / 100) as f64 / 10.0, 1)
    } else {
        let s = ms.div_ceil(1000);
        format!("{}:{:02}", s / 60, s % 60)
    }
}

fn clear_on_new_game(
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    mut carry: ResMut<Carry>,
) {
    if starts.read().count() + loads.read().count() > 0 {
        carry.0 = 0.0;
    }
}

/// The most a turn's first frame is charged (the frame before it was not the turn's).
const FIRST_FRAME_MAX_SECS: f64 = 0.1;

/// The time since the last frame, in whole milliseconds, for the side to move while a turn
/// runs (the turn plugin charges it after this frame's move, and ends the game on a flag
/// fall). Wall-clock time, measured from the turn's previous frame only: the window may
/// sleep a second between a clock's frames (longer than the game time's longest step), and
/// much longer outside a turn (scoring screen, pause), which is never charged.
fn run_clock(
    time: Res<Time<Real>>,
    phase: Option<Res<State<Phase>>>,
    mut carry: ResMut<Carry>,
    mut since: Local<Option<f64>>,
    game: Res<CurrentGame>,
    mut changes: MessageWriter<GameChange>,
) {
    let running = phase.is_some_and(|p| matches!(p.get(), Phase::HumanTurn | Phase::AiTurn));
    let now = time.elapsed_secs_f64();
    let last = std::mem::replace(&mut *since, running.then_some(now));
    if game.0.clock().is_none() || !running {
        return;
    }
    // A turn's first frame: its own time, but never a long sleep before it.
    let elapsed = last.map_or(time.delta_secs_f64().min(FIRST_FRAME_MAX_SECS), |l| now - l);
    carry.0 += elapsed * 1000.0;
    let ms = carry.0.floor();
    carry.0 -= ms;
    if ms >= 1.0 {
        changes.write(GameChange::ChargeTime(ms as u64));
    }
}

/// A game lost on time and not yet completed gets the engine's completion as a background
/// job; its counts go to the turn plugin when it is done, for this same game only.
fn complete_time_default(
    mut completion: ResMut<Completion>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    mut changes: MessageWriter<GameChange>,
    wake: Res<Wake>,
) {
    let tag = current_tag(&generation, &game);
    if !game.0.awaiting_completion() {
        if completion.0.is_busy() {
            completion.0.stop();
        }
        return;
    }
    match completion.0.poll(tag) {
        Polled::Ready(Some((dark, light))) => {
            changes.write(GameChange::Completed { tag, dark, light });
        }
        Polled::Working => {}
        Polled::Idle | Polled::Stale | Polled::Ready(None) => {
            let g = game.0.clone();
            let seed = g.history().len() as u64;
            completion.0.spawn(tag, &wake, move |stop| {
                complete_game_until_stopped(&g, &LEVELS[COMPLETION_LEVEL], seed, stop)
            });
        }
    }
}

/// A side's clock, shown on its player's card (hidden when the game has no clock).
pub(crate) fn clock_text(side: Side, fonts: &Fonts) -> impl Bundle {
    (
        ClockText(side),
        Text::new(""),
        fonts.mono(18.0),
        TextColor(Color::WHITE),
        Node {
            padding: UiRect::axes(px(8), px(1)),
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
    locale: Res<Locale>,
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
        let s = format_clock(left, &locale);
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
            Color::NONE
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

#[cfg(test)]
mod tests {
    //! The clock's systems in a small app, with the real time stepped by hand.
    use super::*;
    use crate::game::Redraw;
    use crate::game::core::redraw::Wake;
    use bevy::ecs::message::MessageCursor;
    use bevy::state::app::StatesPlugin;
    use bevy::tasks::{AsyncComputeTaskPool, TaskPool};
    use reversi_engine::rules::{Game, GameOptions};
    use std::time::{Duration, Instant};

    /// A one-minute game in the state `phase`, with the clock's systems and the time stepped
    /// by [`step`].
    fn app(phase: Phase) -> App {
        AsyncComputeTaskPool::get_or_init(TaskPool::new);
        let options = GameOptions {
            clock_ms: Some(60_000),
            ..GameOptions::default()
        };
        let mut app = App::new();
        app.add_plugins(StatesPlugin)
            .insert_state(Screen::Playing)
            .add_sub_state::<Phase>()
            .insert_resource(Time::<Real>::new(Instant::now()))
            .insert_resource(CurrentGame(Game::new(options)))
            .init_resource::<GameGeneration>()
            .init_resource::<Wake>()
            .init_resource::<Locale>()
            .add_message::<GameChange>()
            .add_message::<StartNewGame>()
            .add_message::<LoadGame>()
            .add_message::<Redraw>()
            .add_plugins(plugin);
        // The real time's first update only sets its start.
        step(&mut app, 0);
        app.world_mut()
            .resource_mut::<NextState<Phase>>()
            .set(phase);
        app.update();
        app
    }

    /// One frame, `ms` of real time after the one before.
    fn step(app: &mut App, ms: u64) {
        app.world_mut()
            .resource_mut::<Time<Real>>()
            .update_with_duration(Duration::from_millis(ms));
        app.update();
    }

    fn changes(app: &App, cursor: &mut MessageCursor<GameChange>) -> Vec<GameChange> {
        cursor
            .read(app.world().resource::<Messages<GameChange>>())
            .copied()
            .collect()
    }

    #[test]
    fn the_time_of_a_turn_is_sent_to_be_charged_to_the_side_to_move() {
        let mut app = app(Phase::HumanTurn);
        let mut cursor = app.world().resource::<Messages<GameChange>>().get_cursor();
        changes(&app, &mut cursor);
        step(&mut app, 1_500);
        assert_eq!(changes(&app, &mut cursor), [GameChange::ChargeTime(1_500)]);
    }

    #[test]
    fn time_outside_a_turn_is_never_charged() {
        let mut app = app(Phase::Paused);
        let mut cursor = app.world().resource::<Messages<GameChange>>().get_cursor();
        step(&mut app, 5_000);
        assert_eq!(changes(&app, &mut cursor), []);
        // Back on the turn, its first frame is charged at most 0.1 s of the pause.
        app.world_mut()
            .resource_mut::<NextState<Phase>>()
            .set(Phase::HumanTurn);
        step(&mut app, 3_000);
        assert_eq!(changes(&app, &mut cursor), [GameChange::ChargeTime(100)]);
    }

    #[test]
    fn a_game_lost_on_time_is_completed_and_its_counts_reported() {
        let mut app = app(Phase::GameOver);
        let mut cursor = app.world().resource::<Messages<GameChange>>().get_cursor();
        {
            let mut game = app.world_mut().resource_mut::<CurrentGame>();
            game.0.set_clock_left([100, 60_000]);
            assert!(game.0.charge_time(100), "Dark's flag falls");
        }
        let tag = current_tag(
            app.world().resource::<GameGeneration>(),
            app.world().resource::<CurrentGame>(),
        );
        let t = Instant::now();
        let mut reported = Vec::new();
        while reported.is_empty() && t.elapsed() < Duration::from_secs(20) {
            step(&mut app, 16);
            std::thread::sleep(Duration::from_millis(2));
            reported = changes(&app, &mut cursor);
        }
        let [
            GameChange::Completed {
                tag: got,
                dark,
                light,
            },
        ] = reported[..]
        else {
            panic!("no completion reported: {reported:?}");
        };
        assert_eq!(got, tag, "for the game lost on time");
        assert!(dark + light > 4, "the engine played it out: {dark}-{light}");
    }
}
