//! Hints (H key or the HUD button): the engine's value of every legal move, as the predicted
//! final disc difference for the side to move, shown on the squares. Computed on the async
//! compute pool; cleared when a move is played.

use super::board::{BoardReset, CoordLabel};
use super::{CurrentGame, MovePlayed, Phase, square_to_world};
use crate::ai::{Engine, EvalKind, SearchConfig, SearchResult};
use crate::rules::Square;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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

/// The analysis in progress.
#[derive(Resource, Default)]
pub struct Hints {
    task: Option<Task<SearchResult>>,
    stop: Arc<AtomicBool>,
}

impl Hints {
    pub fn is_computing(&self) -> bool {
        self.task.is_some()
    }
}

/// How hard the hint analysis looks: every move to depth 8, exact from 16 empties, ≤ 3 s.
pub fn hint_config() -> SearchConfig {
    SearchConfig {
        max_depth: 8,
        exact_from: 16,
        time_limit: Some(std::time::Duration::from_secs(3)),
        node_limit: None,
        eval: EvalKind::Full,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hints>()
        .add_message::<HintRequest>()
        .add_systems(
            Update,
            (start_hints, show_hints, clear_hints)
                .chain()
                .after(super::turn::TurnSet),
        );
}

fn start_hints(
    mut requests: MessageReader<HintRequest>,
    mut hints: ResMut<Hints>,
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
) {
    if requests.read().count() == 0 || hints.task.is_some() {
        return;
    }
    if !phase.is_some_and(|p| *p.get() == Phase::HumanTurn) || game.0.in_centre_opening() {
        return;
    }
    let board = game.0.board();
    let variant = game.0.options.variant;
    let stop = Arc::new(AtomicBool::new(false));
    hints.stop = stop.clone();
    hints.task = Some(AsyncComputeTaskPool::get().spawn(async move {
        let mut engine = Engine::new(variant, 16 << 20);
        engine.set_stop_flag(stop);
        engine.analyze(&board, &hint_config())
    }));
}

/// The text of a hint: exact values as `+4`, estimates as `~+3.5`.
pub fn hint_text(value: i32, exact: bool) -> String {
    if exact {
        format!("{:+}", value / 100)
    } else {
        format!("~{:+.1}", value as f32 / 100.0)
    }
}

fn show_hints(
    mut commands: Commands,
    mut hints: ResMut<Hints>,
    settings: Res<super::DisplaySettings>,
) {
    let Some(task) = hints.task.as_mut() else {
        return;
    };
    let Some(result) = check_ready(task) else {
        return;
    };
    hints.task = None;
    if hints.stop.load(Ordering::Relaxed) {
        return;
    }
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

fn clear_hints(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    mut resets: MessageReader<BoardReset>,
    mut hints: ResMut<Hints>,
    labels: Query<Entity, With<HintLabel>>,
) {
    let moved = played.read().count() > 0;
    let reset = resets.read().count() > 0;
    if !moved && !reset {
        return;
    }
    hints.stop.store(true, Ordering::Relaxed);
    hints.task = None;
    for e in &labels {
        commands.entity(e).despawn();
    }
}
