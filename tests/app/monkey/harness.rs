//! The app the monkey drives: the game as the player gets it (start screen first) with a
//! primary window entity, the input resources set by the monkey itself, and the async
//! compute pool with one thread (so that waiting for it waits for the computer's search and
//! the hints); and the probe system recording, each frame, the moves played and whether the
//! side and the moment were right.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::tasks::{AsyncComputeTaskPool, TaskPoolBuilder};
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowResized};
use reversi_engine::rules::{PlyKind, Square};
use reversi3d::game::Storage;
use reversi3d::game::{
    LoadGame, MovePlayed, Phase, PlayerKind, Players, QueuedMove, Redraw, StartNewGame,
};
use std::time::Duration;

/// The test's record of each frame: whether the monkey gave input in it, and moves played
/// by the wrong side or at the wrong time.
#[derive(Resource, Default)]
pub(super) struct Probe {
    pub(super) input_frame: bool,
    /// The move the monkey asked for early (during an animation), kept by the game to be
    /// played when the person's turn comes: it is played in a frame without input.
    early: Option<Square>,
    /// A game was started, loaded, pasted or resumed in this frame.
    pub(super) replaced: bool,
    pub(super) moves: u64,
    pub(super) violations: Vec<String>,
}

fn probe_moves(
    mut played: MessageReader<MovePlayed>,
    mut redraws: MessageReader<Redraw>,
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    phase: Option<Res<State<Phase>>>,
    players: Res<Players>,
    queued: Res<QueuedMove>,
    mut probe: ResMut<Probe>,
) {
    if starts.read().count() + loads.read().count() > 0 {
        probe.replaced = true;
    }
    let phase = phase.map(|p| *p.get());
    // A new game, a load or paste (reset), or moves taken back or replayed (sync) in the
    // same frame as a move: the move was meant for the position before.
    let redraws: Vec<Redraw> = redraws.read().copied().collect();
    let replaced = redraws.iter().any(|r| !r.animate);
    let taken_back = redraws.iter().any(|r| r.animate);
    for m in played.read() {
        probe.moves += 1;
        if replaced || taken_back {
            probe.violations.push(format!(
                "{}'s {:?} was played in the frame the game was {}",
                m.ply.color,
                m.ply.kind,
                if replaced {
                    "replaced (new game, load or paste)"
                } else {
                    "taken back or replayed (undo, redo, review)"
                }
            ));
            continue;
        }
        let who = players.of(m.ply.color);
        let bad = match (m.ply.kind, who) {
            (PlyKind::Pass, _) => (phase != Some(Phase::PassNotice))
                .then(|| format!("a pass by {} in phase {phase:?}", m.ply.color)),
            (PlyKind::Move(s), PlayerKind::Human) => {
                if phase != Some(Phase::HumanTurn) {
                    Some(format!(
                        "{}'s (a person's) move {s} played in phase {phase:?}",
                        m.ply.color
                    ))
                } else if !probe.input_frame && probe.early.take() != Some(s) {
                    Some(format!(
                        "{}'s (a person's) move {s} played in a frame without their input",
                        m.ply.color
                    ))
                } else {
                    None
                }
            }
            (PlyKind::Move(s), PlayerKind::Computer(_)) => {
                (phase != Some(Phase::AiTurn)).then(|| {
                    format!(
                        "the computer's ({}) move {s} played in phase {phase:?}",
                        m.ply.color
                    )
                })
            }
        };
        if let Some(b) = bad {
            probe.violations.push(b);
        }
    }
    // The move kept for later: asked for by the monkey's input of this frame, or kept since.
    let kept = queued.square();
    if kept.is_some() && kept != probe.early && !probe.input_frame {
        probe
            .violations
            .push(format!("{kept:?} kept for later in a frame without input"));
    }
    probe.early = kept;
}

/// The async compute pool with one thread, so that waiting for an empty task there waits
/// for the search or analysis queued before it.
fn one_thread_pool() {
    AsyncComputeTaskPool::get_or_init(|| {
        TaskPoolBuilder::new()
            .num_threads(1)
            .thread_name("soak compute".into())
            .build()
    });
}

/// The app as the player gets it (start screen first), with its files in `storage` and a
/// primary window entity (resized by the monkey; the camera frames the board from it).
pub fn monkey_app(storage: Storage) -> App {
    one_thread_pool();
    let mut app = App::new();
    app.insert_resource(storage);
    app.add_plugins((MinimalPlugins, AssetPlugin::default(), StatesPlugin));
    app.init_asset::<Mesh>().init_asset::<StandardMaterial>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    // The input resources the game reads, set by the monkey itself (no input plugin, so a
    // key pressed here is seen as just pressed in the next frame).
    app.insert_resource(ButtonInput::<KeyCode>::default());
    app.insert_resource(ButtonInput::<MouseButton>::default());
    app.init_resource::<bevy::input::mouse::AccumulatedMouseMotion>();
    app.init_resource::<bevy::input::mouse::AccumulatedMouseScroll>();
    app.add_message::<WindowResized>();
    app.world_mut().spawn((
        Window {
            resolution: (1280, 720).into(),
            ..default()
        },
        PrimaryWindow,
    ));
    app.init_resource::<Probe>();
    app.add_systems(PostUpdate, probe_moves);
    app.add_plugins(reversi3d::game::plugin);
    app.update();
    app
}
