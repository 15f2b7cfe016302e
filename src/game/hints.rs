//! Hints (H key or the HUD button): the engine's value of every legal move, as the predicted
//! final disc difference for the side to move, shown on the squares. Computed as a background
//! job tagged with the position; the labels (and a job still running) go as soon as the game
//! is at another position (a move, an undo, a new game). The analysis runs on the same
//! background-job helper and engine code as the computer's move ([`Background`],
//! [`EngineSlot`]), with an engine of its own.

use super::board::CoordLabel;
use super::geometry::square_to_world;
use super::tasks::{
    Background, EngineSlot, GameGeneration, GameTag, GenerationSet, Polled, current_tag,
};
use super::{CurrentGame, Phase};
use bevy::prelude::*;
use reversi_engine::ai::SearchResult;
use reversi_engine::ai::levels::hint_config;
use reversi_engine::rules::Square;

/// The hint engine's transposition table.
const HINT_TABLE_BYTES: usize = 16 << 20;

/// Ask for hints on the current position.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// A value shown over a square.
#[derive(Component, Clone, Debug)]
pub struct HintLabel {
    pub square: Square,
    /// Centi-discs for the side to move.
    pub value: i32,
    pub exact: bool,
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
            (clear_stale_hints, start_hints, show_hints)
                .chain()
                .after(super::turn::TurnSet)
                .after(GenerationSet),
        );
}

fn start_hints(
    mut requests: MessageReader<HintRequest>,
    mut hints: ResMut<Hints>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    phase: Option<Res<State<Phase>>>,
    wake: Res<super::frames::Wake>,
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
    hints.analysis.spawn(tag, &wake, move |stop| {
        engine.search(variant, stop, |engine| {
            engine.analyze(&board, &hint_config())
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
    settings: Res<super::DisplaySettings>,
    mut log: MessageWriter<super::Log>,
    fonts: Res<super::widget::Fonts>,
) {
    let tag = current_tag(&generation, &game);
    let Polled::Ready(result) = hints.analysis.poll(tag) else {
        return;
    };
    hints.shown_for = Some(tag);
    log.write(super::Log::info(format!(
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
    let palette = super::board::palette(settings.theme);
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
            },
            CoordLabel(square_to_world(m.mv) + Vec3::new(-0.25, 0.05, 0.0)),
            Text::new(hint_text(m.value)),
            font,
            TextColor(color),
            Node {
                position_type: PositionType::Absolute,
                ..default()
            },
            Pickable::IGNORE,
        ));
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
