//! The start screen (who plays, computer level, variant, animation speed) and the
//! end-of-game scoring screen (counts, winner, recorded score, play again / start screen).

use super::{
    CurrentGame, DisplaySettings, NewGameSetup, Phase, PlayerKind, Players, Screen, StartNewGame,
};
use crate::ai::LEVELS;
use crate::rules::{Color as Side, Variant};
use bevy::prelude::*;

/// What a menu button does.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ButtonAction {
    PlayDark,
    PlayLight,
    TwoPlayers,
    Watch,
    LevelDown,
    LevelUp,
    ToggleVariant,
    CycleSpeed,
    ToggleLegalDots,
    PlayAgain,
    ToStart,
    Undo,
    Redo,
    Hint,
}

/// A label that shows a setting (updated from [`NewGameSetup`]).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingLabel {
    Level,
    LevelDescription,
    Variant,
    Speed,
    LegalDots,
}

const BUTTON: Color = Color::srgb(0.16, 0.3, 0.22);
const BUTTON_HOVER: Color = Color::srgb(0.22, 0.42, 0.3);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Start), spawn_start_screen)
        .add_systems(OnEnter(Phase::GameOver), spawn_game_over)
        .add_systems(Update, update_setting_labels)
        .add_observer(on_button_click)
        .add_observer(on_button_over)
        .add_observer(on_button_out);
}

fn panel() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(10),
            padding: UiRect::all(px(24)),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(Color::srgba(0.04, 0.05, 0.07, 0.88)),
    )
}

pub(super) fn button(label: impl Into<String>, action: ButtonAction, width: f32) -> impl Bundle {
    (
        action,
        Node {
            width: px(width),
            padding: UiRect::axes(px(12), px(8)),
            justify_content: JustifyContent::Center,
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![(
            Text::new(label),
            TextFont::from_font_size(22.0),
            TextColor(Color::WHITE),
            Pickable::IGNORE
        )],
    )
}

fn text(s: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(s),
        TextFont::from_font_size(size),
        TextColor(Color::srgb(0.92, 0.92, 0.9)),
        Pickable::IGNORE,
    )
}

fn spawn_start_screen(mut commands: Commands) {
    commands.spawn((
        Name::new("Start screen"),
        DespawnOnExit(Screen::Start),
        GlobalZIndex(10),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        children![(
            panel(),
            children![
                text("reversi3d", 48.0),
                text("Reversi on a 3D board", 20.0),
                (
                    Node {
                        column_gap: px(10),
                        align_items: AlignItems::Center,
                        ..default()
                    },
                    children![
                        button("<", ButtonAction::LevelDown, 44.0),
                        (
                            SettingLabel::Level,
                            text("", 24.0),
                            Node {
                                width: px(260),
                                justify_content: JustifyContent::Center,
                                ..default()
                            }
                        ),
                        button(">", ButtonAction::LevelUp, 44.0),
                    ]
                ),
                (SettingLabel::LevelDescription, text("", 17.0)),
                (
                    Node {
                        column_gap: px(10),
                        ..default()
                    },
                    children![
                        (
                            button("", ButtonAction::ToggleVariant, 330.0),
                            SettingLabel::Variant
                        ),
                        (
                            button("", ButtonAction::CycleSpeed, 330.0),
                            SettingLabel::Speed
                        ),
                    ]
                ),
                (
                    button("", ButtonAction::ToggleLegalDots, 670.0),
                    SettingLabel::LegalDots
                ),
                button("Play Dark (you move first)", ButtonAction::PlayDark, 670.0),
                button(
                    "Play Light (computer moves first)",
                    ButtonAction::PlayLight,
                    670.0
                ),
                button("Two players", ButtonAction::TwoPlayers, 670.0),
                button("Watch the computer play itself", ButtonAction::Watch, 670.0),
            ]
        )],
    ));
}

fn speed_name(speed: f32) -> &'static str {
    if speed <= 0.0 {
        "instant"
    } else if speed < 0.9 {
        "slow"
    } else if speed < 1.5 {
        "normal"
    } else {
        "fast"
    }
}

fn update_setting_labels(
    setup: Res<NewGameSetup>,
    settings: Res<DisplaySettings>,
    labels: Query<(Entity, &SettingLabel)>,
    children: Query<&Children>,
    mut texts: Query<&mut Text>,
) {
    if !setup.is_changed()
        && !settings.is_changed()
        && labels
            .iter()
            .all(|(e, _)| texts.get(e).is_ok_and(|t| !t.0.is_empty()))
    {
        return;
    }
    let level = &LEVELS[setup.level.min(LEVELS.len() - 1)];
    for (e, label) in &labels {
        let s = match label {
            SettingLabel::Level => format!("Computer: {}", level.name),
            SettingLabel::LevelDescription => level.description.to_string(),
            SettingLabel::Variant => match setup.options.variant {
                Variant::Classic => "Rules: Classic (most discs)".to_string(),
                Variant::Reverse => "Rules: Reverse (fewest discs)".to_string(),
            },
            SettingLabel::Speed => format!("Animations: {}", speed_name(settings.anim_speed)),
            SettingLabel::LegalDots => {
                format!(
                    "Dots on legal squares: {} (key L)",
                    if settings.show_legal { "on" } else { "off" }
                )
            }
        };
        // The label is the text itself, or a button whose first child is the text.
        let target = if texts.contains(e) {
            Some(e)
        } else {
            children.get(e).ok().and_then(|c| c.first().copied())
        };
        if let Some(t) = target
            && let Ok(mut text) = texts.get_mut(t)
            && text.0 != s
        {
            text.0 = s;
        }
    }
}

/// The messages menu buttons send.
#[derive(bevy::ecs::system::SystemParam)]
struct ButtonMessages<'w> {
    starts: MessageWriter<'w, StartNewGame>,
    undo: MessageWriter<'w, super::undo::UndoRequest>,
    redo: MessageWriter<'w, super::undo::RedoRequest>,
    hint: MessageWriter<'w, super::hints::HintRequest>,
}

fn on_button_click(
    click: On<Pointer<Click>>,
    buttons: Query<&ButtonAction>,
    mut setup: ResMut<NewGameSetup>,
    mut settings: ResMut<DisplaySettings>,
    mut screen: ResMut<NextState<Screen>>,
    mut send: ButtonMessages,
) {
    let Ok(&action) = buttons.get(click.entity) else {
        return;
    };
    let level = PlayerKind::Computer(setup.level);
    match action {
        ButtonAction::PlayDark => {
            setup.players = Players {
                dark: PlayerKind::Human,
                light: level,
            }
        }
        ButtonAction::PlayLight => {
            setup.players = Players {
                dark: level,
                light: PlayerKind::Human,
            }
        }
        ButtonAction::TwoPlayers => {
            setup.players = Players {
                dark: PlayerKind::Human,
                light: PlayerKind::Human,
            }
        }
        ButtonAction::Watch => {
            setup.players = Players {
                dark: level,
                light: level,
            }
        }
        ButtonAction::LevelDown => setup.level = setup.level.saturating_sub(1),
        ButtonAction::LevelUp => setup.level = (setup.level + 1).min(LEVELS.len() - 1),
        ButtonAction::ToggleVariant => {
            setup.options.variant = match setup.options.variant {
                Variant::Classic => Variant::Reverse,
                Variant::Reverse => Variant::Classic,
            };
            // Empties to the winner is the classic tournament rule.
            setup.options.empties_to_winner = setup.options.variant == Variant::Classic;
        }
        ButtonAction::CycleSpeed => {
            settings.anim_speed = match speed_name(settings.anim_speed) {
                "normal" => 2.0,
                "fast" => 0.0,
                "instant" => 0.6,
                _ => 1.0,
            }
        }
        ButtonAction::ToggleLegalDots => settings.show_legal = !settings.show_legal,
        ButtonAction::PlayAgain => {
            send.starts.write(StartNewGame);
        }
        ButtonAction::ToStart => screen.set(Screen::Start),
        ButtonAction::Undo => {
            send.undo.write(super::undo::UndoRequest);
        }
        ButtonAction::Hint => {
            send.hint.write(super::hints::HintRequest);
        }
        ButtonAction::Redo => {
            send.redo.write(super::undo::RedoRequest);
        }
    }
    if matches!(
        action,
        ButtonAction::PlayDark
            | ButtonAction::PlayLight
            | ButtonAction::TwoPlayers
            | ButtonAction::Watch
    ) {
        send.starts.write(StartNewGame);
    }
}

fn on_button_over(over: On<Pointer<Over>>, mut q: Query<&mut BackgroundColor, With<ButtonAction>>) {
    if let Ok(mut bg) = q.get_mut(over.entity) {
        bg.0 = BUTTON_HOVER;
    }
}

fn on_button_out(out: On<Pointer<Out>>, mut q: Query<&mut BackgroundColor, With<ButtonAction>>) {
    if let Ok(mut bg) = q.get_mut(out.entity) {
        bg.0 = BUTTON;
    }
}

/// The lines of the scoring screen for a finished game.
pub fn score_lines(game: &crate::rules::Game, players: &Players) -> Vec<String> {
    let Some(r) = game.result() else {
        return vec!["The game is not over".into()];
    };
    let variant = game.options.variant;
    let mut lines = Vec::new();
    lines.push(match r.winner {
        Some(c) => format!("{c} wins"),
        None => "A tie".to_string(),
    });
    let human_vs_computer =
        (players.dark == PlayerKind::Human) != (players.light == PlayerKind::Human);
    if human_vs_computer {
        let you = if players.dark == PlayerKind::Human {
            Side::Dark
        } else {
            Side::Light
        };
        lines.push(match r.winner {
            Some(w) if w == you => "You win!".to_string(),
            Some(_) => "The computer wins".to_string(),
            None => "Nobody wins".to_string(),
        });
    }
    lines.push(format!(
        "{} rules: {}",
        variant.name(),
        match variant {
            Variant::Classic => "more discs wins",
            Variant::Reverse => "fewer discs wins",
        }
    ));
    lines.push(format!(
        "Discs on the board: Dark {} - Light {}",
        r.dark, r.light
    ));
    if let Some(loser) = r.lost_on_time {
        lines.push(format!("{loser} lost on time"));
    }
    if (r.recorded_dark, r.recorded_light) != (r.dark, r.light) {
        lines.push(format!(
            "Recorded score, {} empty square{} to the winner: {} - {}",
            r.empties,
            if r.empties == 1 { "" } else { "s" },
            r.recorded_dark,
            r.recorded_light
        ));
    }
    lines
}

fn spawn_game_over(mut commands: Commands, game: Res<CurrentGame>, players: Res<Players>) {
    let lines = score_lines(&game.0, &players);
    let root = commands
        .spawn((
            Name::new("Scoring screen"),
            DespawnOnExit(Phase::GameOver),
            GlobalZIndex(10),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                bottom: px(24),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    let p = commands.spawn((panel(), ChildOf(root))).id();
    for (i, l) in lines.iter().enumerate() {
        commands.spawn((
            text(l.clone(), if i == 0 { 40.0 } else { 21.0 }),
            ChildOf(p),
        ));
    }
    let row = commands
        .spawn((
            Node {
                column_gap: px(12),
                margin: UiRect::top(px(8)),
                ..default()
            },
            ChildOf(p),
        ))
        .id();
    commands.spawn((
        button("Play again", ButtonAction::PlayAgain, 200.0),
        ChildOf(row),
    ));
    commands.spawn((
        button("Start screen", ButtonAction::ToStart, 200.0),
        ChildOf(row),
    ));
}
