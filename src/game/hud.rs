//! The HUD: whose turn it is and who plays it, disc counts, move number, the computer's
//! "thinking…" indicator, short messages (refused clicks), the pass notice and the move list.
//! During review the status line and the counts are those of the position shown, and the move
//! list shows the whole game with the reviewed ply in brackets.

use super::ai_player::AiPlayer;
use super::hints::HintRequest;
use super::history::Review;
use super::record::RecordRequest;
use super::widget::button;
use super::{CurrentGame, MoveRefused, Notice, Phase, Players, Screen};
use super::{RedoRequest, UndoRequest};
use bevy::prelude::*;
use reversi_engine::rules::Color as Side;

/// The status line: turn, players, counts, move number.
#[derive(Component)]
pub struct StatusText;

/// A short message (refused click), cleared after a few seconds.
#[derive(Component)]
pub struct MessageText;

/// The move list on the right (`1. f5 d6` a line; the last lines when the game is long; in
/// review, the lines around the reviewed ply, which is shown in brackets: `1. f5 [d6]`).
#[derive(Component)]
pub struct MoveListText;

/// The move list's panel (hidden while the scoring screen shows the transcript sheet).
#[derive(Component)]
pub(crate) struct MoveListPanel;

/// Lines of the move list shown at once.
pub(crate) const MOVE_LIST_LINES: usize = 24;

/// The pass notice banner.
#[derive(Component)]
pub struct PassBanner;

#[derive(Resource, Default)]
struct MessageTimer(Timer);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MessageTimer>()
        .add_systems(OnEnter(Screen::Playing), spawn_hud)
        .add_systems(
            Update,
            (
                update_status,
                show_refusals,
                update_pass_banner,
                update_move_list,
            )
                .run_if(in_state(Screen::Playing)),
        );
}

fn panel_color() -> Color {
    Color::srgba(0.05, 0.06, 0.08, 0.82)
}

fn spawn_hud(mut commands: Commands) {
    commands.spawn((
        Name::new("HUD"),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(0),
            width: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(16), px(8)),
            row_gap: px(4),
            ..default()
        },
        Pickable::IGNORE,
        children![
            (
                StatusText,
                Text::new(""),
                TextFont::from_font_size(24.0),
                TextColor(Color::WHITE),
                Node {
                    padding: UiRect::axes(px(14), px(6)),
                    border_radius: BorderRadius::all(px(8)),
                    ..default()
                },
                BackgroundColor(panel_color()),
                Pickable::IGNORE,
            ),
            (
                MessageText,
                Text::new(""),
                TextFont::from_font_size(20.0),
                TextColor(Color::srgb(1.0, 0.75, 0.6)),
                Pickable::IGNORE,
            ),
        ],
    ));
    commands.spawn((
        Name::new("Undo and redo"),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            left: px(12),
            bottom: px(12),
            column_gap: px(8),
            ..default()
        },
        children![
            button("undo", "Undo", 100.0, UndoRequest),
            button("redo", "Redo", 100.0, RedoRequest),
            button("hint", "Hint", 100.0, HintRequest),
            button("copy", "Copy", 100.0, RecordRequest::Copy),
            button("save", "Save", 100.0, RecordRequest::Save),
        ],
    ));
    commands.spawn((
        Name::new("Move list"),
        MoveListPanel,
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            right: px(12),
            top: px(96),
            width: px(170),
            flex_direction: FlexDirection::Column,
            padding: UiRect::axes(px(12), px(8)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(panel_color()),
        Pickable::IGNORE,
        children![
            (
                Text::new("Moves"),
                TextFont::from_font_size(18.0),
                TextColor(Color::srgb(0.95, 0.88, 0.7)),
                Pickable::IGNORE,
            ),
            (
                MoveListText,
                Text::new(""),
                TextFont::from_font_size(16.0),
                TextColor(Color::WHITE),
                Pickable::IGNORE,
            ),
        ],
    ));
    commands.spawn((
        Name::new("Pass notice"),
        PassBanner,
        DespawnOnExit(Screen::Playing),
        GlobalZIndex(5),
        Visibility::Hidden,
        Node {
            position_type: PositionType::Absolute,
            top: percent(42),
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            Text::new(""),
            TextFont::from_font_size(34.0),
            TextColor(Color::srgb(1.0, 0.93, 0.6)),
            Node {
                padding: UiRect::axes(px(28), px(16)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.05, 0.05, 0.08, 0.9)),
            Pickable::IGNORE,
        )],
    ));
}

/// The status line text for a game state.
pub(crate) fn status_line(
    game: &reversi_engine::rules::Game,
    players: &Players,
    phase: Option<Phase>,
    thinking: bool,
) -> String {
    let (d, l) = (game.count(Side::Dark), game.count(Side::Light));
    let variant = game.options.variant.name();
    let counts = format!("Dark {d} - Light {l}");
    if phase == Some(Phase::Review) {
        return format!(
            "{variant} | reviewing: move {} of {} | Left / Right, Home / End | {counts}",
            game.move_number() - 1,
            game.move_number() - 1
                + game
                    .redo_stack()
                    .iter()
                    .filter(|p| matches!(p.kind, reversi_engine::rules::PlyKind::Move(_)))
                    .count()
        );
    }
    if game.is_over() {
        return format!("{variant} | game over | {counts}");
    }
    let side = game.to_move();
    let who = players.describe(side);
    let mut turn = format!("{side} to move ({who})");
    if thinking || phase == Some(Phase::AiTurn) {
        turn = format!("{side} ({who}) is thinking...");
    }
    if game.in_centre_opening() {
        turn.push_str(" | place on the centre squares");
    }
    format!(
        "{variant} | move {} | {turn} | {counts}",
        game.move_number()
    )
}

fn update_status(
    game: Res<CurrentGame>,
    review: Res<Review>,
    players: Res<Players>,
    phase: Option<Res<State<Phase>>>,
    ai: Res<AiPlayer>,
    mut text: Query<&mut Text, With<StatusText>>,
) {
    let line = status_line(
        &review.shown(&game.0),
        &players,
        phase.map(|p| *p.get()),
        ai.is_thinking(),
    );
    for mut t in &mut text {
        if t.0 != line {
            t.0 = line.clone();
        }
    }
}

fn show_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut notices: MessageReader<Notice>,
    mut timer: ResMut<MessageTimer>,
    time: Res<Time>,
    mut text: Query<&mut Text, With<MessageText>>,
) {
    let mut new = None;
    for r in refused.read() {
        new = Some(r.reason.clone());
    }
    for n in notices.read() {
        new = Some(n.0.clone());
    }
    if let Some(msg) = new {
        timer.0 = Timer::from_seconds(if msg.len() > 40 { 5.0 } else { 2.5 }, TimerMode::Once);
        for mut t in &mut text {
            t.0 = msg.clone();
        }
    } else if timer.0.tick(time.delta()).just_finished() {
        for mut t in &mut text {
            t.0.clear();
        }
    }
}

/// The text of the pass notice for the side that must pass.
pub fn pass_notice(side: Side) -> String {
    format!("{side} has no legal move and passes")
}

fn update_pass_banner(
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
    mut banner: Query<(&mut Visibility, &Children), With<PassBanner>>,
    mut texts: Query<&mut Text>,
) {
    let showing = phase.is_some_and(|p| *p.get() == Phase::PassNotice);
    for (mut vis, children) in &mut banner {
        let want = if showing {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != want {
            *vis = want;
        }
        if showing {
            for c in children.iter() {
                if let Ok(mut t) = texts.get_mut(c) {
                    let s = pass_notice(game.0.to_move());
                    if t.0 != s {
                        t.0 = s;
                    }
                }
            }
        }
    }
}

/// The move list's text with the position after `reviewed` plies marked: the ply that led to
/// it is in brackets (`12. f5 [d6]`), and the lines shown are those around it. `None` (or the
/// whole game): the last [`MOVE_LIST_LINES`] lines, nothing marked.
pub(crate) fn move_list_text_at(
    game: &reversi_engine::rules::Game,
    reviewed: Option<usize>,
) -> String {
    use reversi_engine::rules::record::move_list_lines;
    let mut lines = move_list_lines(game);
    let mut skip = lines.len().saturating_sub(MOVE_LIST_LINES);
    if let Some(k) = reviewed.filter(|&k| k < game.history().len()) {
        // The lines of the game up to the reviewed ply are a prefix of the whole game's; the
        // last of them ends with that ply.
        let before = move_list_lines(&game.after_plies(k));
        if let Some((i, head)) = before.len().checked_sub(1).zip(before.last()) {
            let rest = lines[i][head.len()..].to_string();
            let (num, word) = head.rsplit_once(' ').unwrap_or(("", head));
            lines[i] = format!("{num} [{word}]{rest}");
            skip = skip.min(i.saturating_sub(MOVE_LIST_LINES / 2));
        } else {
            skip = 0;
        }
    }
    let end = (skip + MOVE_LIST_LINES).min(lines.len());
    let mut s = if skip > 0 {
        String::from("...\n")
    } else {
        String::new()
    };
    s.push_str(&lines[skip..end].join("\n"));
    if end < lines.len() {
        s.push_str("\n...");
    }
    if lines.is_empty() {
        s.push_str("(none yet)");
    }
    s
}

fn update_move_list(
    game: Res<CurrentGame>,
    review: Res<Review>,
    phase: Option<Res<State<Phase>>>,
    mut text: Query<&mut Text, With<MoveListText>>,
    mut panel: Query<&mut Visibility, With<MoveListPanel>>,
) {
    let over = phase.is_some_and(|p| *p.get() == Phase::GameOver);
    for mut v in &mut panel {
        let want = if over {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
        if *v != want {
            *v = want;
        }
    }
    for mut t in &mut text {
        if !game.is_changed() && !review.is_changed() && !t.0.is_empty() {
            continue;
        }
        let s = move_list_text_at(&game.0, review.0);
        if t.0 != s {
            t.0 = s;
        }
    }
}
