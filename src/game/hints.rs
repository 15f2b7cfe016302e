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
    hints.analysis.spawn(tag, move |stop| {
        engine.search(variant, stop, |engine| {
            engine.analyze(&board, &hint_config())
        })
    });
}

/// The text of a hint: exact values as `+4`, estimates as `~+3.5`.
pub(crate) fn hint_text(value: i32, exact: bool) -> String {
    if exact {
        format!("{:+}", value / 100)
    } else {
        format!("~{:+.1}", value as f32 / 100.0)
    }
}

fn show_hints(
    mut commands: Commands,
    mut hints: ResMut<Hints>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    settings: Res<super::DisplaySettings>,
) {
    let tag = current_tag(&generation, &game);
    let Polled::Ready(result) = hints.analysis.poll(tag) else {
        return;
    };
    hints.shown_for = Some(tag);
    let best = result.moves.first().map(|m| m.value);
    let palette = super::board::palette(settings.theme);
    for m in &result.moves {
        let color = if Some(m.value) == best {
            palette.hint_best
        } else {
            palette.hint_other
        };
        commands.spawn((
            Name::new(format!("Hint {}", m.mv)),
            HintLabel {
                square: m.mv,
                value: m.value,
                exact: m.exact,
            },
            CoordLabel(square_to_world(m.mv) + Vec3::new(-0.25, 0.05, 0.0)),
            Text::new(hint_text(m.value, m.exact)),
            TextFont::from_font_size(17.0),
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
