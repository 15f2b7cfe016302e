//! Hints (H key or the HUD button): the engine's value of every legal move, as the predicted
//! final disc difference for the side to move, shown on the squares. Computed as a background
//! job tagged with the position; the labels (and a job still running) go as soon as the game
//! is at another position (a move, an undo, a new game). The analysis runs on the same
//! background-job helper and engine code as the computer's move ([`Background`],
//! [`EngineSlot`]), with an engine of its own.

use crate::game::core::display::DisplaySettings;
use crate::game::core::log::Log;
use crate::game::core::messages::HintRequest;
use crate::game::core::redraw::Wake;
use crate::game::core::state::GameTag;
use crate::game::core::state::{CurrentGame, Hovered, KeyCursor, Phase};
use crate::game::core::systems::GameSystems;
use crate::game::core::tasks::{Background, EngineSlot, GameGeneration, Polled, current_tag};
use crate::game::theme::widget::Fonts;
use crate::game::world::geometry::square_to_world;
use crate::game::world::ghost::{GhostMaterials, GhostParts, HintLine, line_ghosts};
use crate::game::world::squares::{BoardAssets, SquareCell, board_label, palette};
use bevy::prelude::*;
use reversi_engine::ai::SearchResult;
use reversi_engine::rules::Square;

/// The hint engine's transposition table.
const HINT_TABLE_BYTES: usize = 16 << 20;

/// A value shown over a square.
#[derive(Component, Clone, Debug)]
pub struct HintLabel {
    pub square: Square,
    /// Centi-discs for the side to move.
    pub value: i32,
    pub exact: bool,
    /// The best line after this move (starting with it).
    pub pv: Vec<Square>,
}

/// The analysis in progress, and the position the labels on screen are for.
#[derive(Resource)]
pub struct Hints {
    engine: EngineSlot,
    analysis: Background<SearchResult>,
    shown_for: Option<GameTag>,
}

impl Default for Hints {
    fn default() -> Self {
        Hints {
            engine: EngineSlot::new(HINT_TABLE_BYTES),
            analysis: Background::default(),
            shown_for: None,
        }
    }
}

impl Hints {
    /// True while an analysis is running.
    pub fn is_computing(&self) -> bool {
        self.analysis.is_busy()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hints>()
        .add_message::<HintRequest>()
        .add_systems(
            Update,
            (
                clear_stale_hints,
                start_hints,
                show_hints,
                show_hovered_line,
            )
                .chain()
                .after(GameSystems::Turn)
                .after(GameSystems::Generation),
        );
}

fn start_hints(
    mut requests: MessageReader<HintRequest>,
    mut hints: ResMut<Hints>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    phase: Option<Res<State<Phase>>>,
    wake: Res<Wake>,
    settings: Res<DisplaySettings>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let tag = current_tag(&generation, &game);
    // Already computing or shown for this position.
    if hints.analysis.tag() == Some(tag) || hints.shown_for == Some(tag) {
        return;
    }
    if !phase.is_some_and(|p| *p.get() == Phase::HumanTurn) || game.0.in_centre_opening() {
        return;
    }
    let board = game.0.board();
    let variant = game.0.options.variant;
    let engine = hints.engine.clone();
    let config = settings.hint_strength.config();
    let threads = settings.threads();
    hints.analysis.spawn(tag, &wake, move |stop| {
        engine.search(variant, stop, |engine| {
            engine.set_threads(threads);
            engine.analyze(&board, &config)
        })
    });
}

/// The text of a hint: the disc difference the move leads to, in whole discs, signed (`+4`,
/// `−2`, `0`). Exact values and estimates read the same; they are told apart by their style
/// (exact: bold and solid; estimate: regular and lighter), as the help explains.
pub(crate) fn hint_text(value: i32) -> String {
    let discs = (value as f32 / 100.0).round() as i32;
    match discs {
        0 => "0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("\u{2212}{}", -d),
    }
}

fn show_hints(
    mut commands: Commands,
    mut hints: ResMut<Hints>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    settings: Res<DisplaySettings>,
    mut log: MessageWriter<Log>,
    fonts: Res<Fonts>,
) {
    let tag = current_tag(&generation, &game);
    let Polled::Ready(result) = hints.analysis.poll(tag) else {
        return;
    };
    hints.shown_for = Some(tag);
    log.write(Log::info(format!(
        "hints shown: {}",
        result
            .moves
            .iter()
            .map(|m| {
                let kind = if m.exact { "exact" } else { "estimate" };
                format!("{} {} ({kind})", m.mv, hint_text(m.value))
            })
            .collect::<Vec<_>>()
            .join(", ")
    )));
    let best = result.moves.first().map(|m| m.value);
    let palette = palette(settings.theme);
    for m in &result.moves {
        let color = if Some(m.value) == best {
            palette.hint_best
        } else {
            palette.hint_other
        };
        // Estimates are lighter and regular; exact values bold and solid.
        let (font, color) = if m.exact {
            (fonts.bold(19.0), color)
        } else {
            (TextFont::from_font_size(17.0), color.with_alpha(0.72))
        };
        commands.spawn((
            Name::new(format!("Hint {}", m.mv)),
            HintLabel {
                square: m.mv,
                value: m.value,
                exact: m.exact,
                pv: m.pv.clone(),
            },
            board_label(
                square_to_world(m.mv) + Vec3::Y * 0.05,
                hint_text(m.value),
                font,
                color,
            ),
        ));
    }
}

/// The moves of a hint's line shown on the board (numbered translucent discs).
const LINE_SHOWN: usize = 6;

/// While the pointer (or the keyboard cursor) is on a square with a hint, that move's best
/// line stands on the board as numbered translucent discs.
fn show_hovered_line(
    mut commands: Commands,
    hovered: Res<Hovered>,
    cells: Query<&SquareCell>,
    cursor: Res<KeyCursor>,
    labels: Query<&HintLabel>,
    game: Res<CurrentGame>,
    assets: Option<Res<BoardAssets>>,
    materials: Option<Res<GhostMaterials>>,
    fonts: Res<Fonts>,
    old: Query<Entity, With<HintLine>>,
    mut shown: Local<Option<(Square, Vec<Square>)>>,
) {
    let square = hovered
        .0
        .and_then(|e| cells.get(e).ok())
        .map(|c| c.0)
        .or(cursor.0);
    let want = square.and_then(|sq| {
        labels
            .iter()
            .find(|l| l.square == sq)
            .map(|l| (sq, l.pv.clone()))
    });
    if want == *shown {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    *shown = want.clone();
    let Some((_, pv)) = want else { return };
    let parts = GhostParts {
        assets: assets.as_deref(),
        materials: materials.as_deref(),
        fonts: &fonts,
    };
    let line = line_ghosts(game.0.board(), game.0.to_move(), &pv, LINE_SHOWN);
    for (square, side, number) in line {
        parts.ghost(&mut commands, square, side, number, HintLine);
        // The first move is the hinted square itself: its value is written there; a square
        // with a hint's value keeps it readable (the translucent disc still shows the move).
        if number == 1 || labels.iter().any(|l| l.square == square) {
            continue;
        }
        parts.label(
            &mut commands,
            square,
            number.to_string(),
            Color::srgb(1.0, 0.85, 0.4),
            HintLine,
        );
    }
}

/// Takes the labels away (and stops an analysis) once the game is at another position.
fn clear_stale_hints(
    mut commands: Commands,
    mut hints: ResMut<Hints>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    labels: Query<Entity, With<HintLabel>>,
) {
    let tag = current_tag(&generation, &game);
    if hints.analysis.tag().is_some_and(|t| t != tag) {
        hints.analysis.stop();
    }
    if hints.shown_for.is_some_and(|t| t != tag) {
        hints.shown_for = None;
        for e in &labels {
            commands.entity(e).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::hint_text;

    /// Hints read as whole discs with a sign; a value is rounded to the nearest disc.
    #[test]
    fn hint_values_read_as_signed_whole_discs() {
        assert_eq!(hint_text(400), "+4");
        assert_eq!(hint_text(-200), "\u{2212}2");
        assert_eq!(hint_text(0), "0");
        assert_eq!(hint_text(351), "+4");
        assert_eq!(hint_text(-149), "\u{2212}1");
        assert_eq!(hint_text(40), "0");
    }
}
