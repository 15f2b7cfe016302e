//! The computer's turn: the search runs on the async compute pool with a stop flag while the
//! main loop keeps rendering; its move goes through the same `MoveRequest` a click sends,
//! after a short minimum delay so the player sees whose turn it is.

use super::{CurrentGame, MoveRequest, Phase, PlayerKind, Players, Screen, StartNewGame};
use crate::ai::{DEFAULT_TT_BYTES, Engine, LEVELS, SearchResult, choose_move};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The computer waits at least this long before its disc lands (seconds).
pub const MIN_AI_DELAY: f32 = 0.5;

/// The engine (kept between moves for its tables), the search in progress and its stop flag.
#[derive(Resource)]
pub struct AiPlayer {
    /// Created on the first search (its tables are large), then kept between moves.
    engine: Arc<Mutex<Option<Engine>>>,
    task: Option<Task<SearchResult>>,
    stop: Arc<AtomicBool>,
    result: Option<SearchResult>,
    started: f32,
    games: u64,
    moves: u64,
}

impl Default for AiPlayer {
    fn default() -> Self {
        AiPlayer {
            engine: Arc::new(Mutex::new(None)),
            task: None,
            stop: Arc::new(AtomicBool::new(false)),
            result: None,
            started: 0.0,
            games: 0,
            moves: 0,
        }
    }
}

impl AiPlayer {
    /// True while a search is running.
    pub fn is_thinking(&self) -> bool {
        self.task.is_some()
    }
    /// Stops the search in progress (it ends within milliseconds) and forgets it.
    pub fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.task = None;
        self.result = None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiPlayer>()
        .add_systems(OnEnter(Phase::AiTurn), start_search)
        .add_systems(
            Update,
            (
                cancel_on_new_game,
                poll_search.run_if(in_state(Phase::AiTurn)),
            ),
        )
        .add_systems(OnExit(Screen::Playing), |mut ai: ResMut<AiPlayer>| {
            ai.cancel()
        });
}

fn start_search(
    mut ai: ResMut<AiPlayer>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    time: Res<Time>,
) {
    let PlayerKind::Computer(level) = players.of(game.0.to_move()) else {
        return;
    };
    let level = LEVELS[level.min(LEVELS.len() - 1)];
    ai.cancel();
    let stop = Arc::new(AtomicBool::new(false));
    ai.stop = stop.clone();
    ai.started = time.elapsed_secs();
    ai.moves += 1;
    let seed = ai.games.wrapping_mul(1_000_003).wrapping_add(ai.moves);
    let engine = ai.engine.clone();
    let g = game.0.clone();
    ai.task = Some(AsyncComputeTaskPool::get().spawn(async move {
        let mut guard = engine.lock().unwrap_or_else(|p| p.into_inner());
        let engine = guard.get_or_insert_with(|| Engine::new(g.options.variant, DEFAULT_TT_BYTES));
        // The same engine serves the next game, which may be played under the other rules.
        engine.set_variant(g.options.variant);
        engine.set_stop_flag(stop);
        let mut rng = StdRng::seed_from_u64(seed);
        choose_move(engine, &g, &level, &mut rng)
    }));
}

fn poll_search(
    mut ai: ResMut<AiPlayer>,
    time: Res<Time>,
    mut requests: MessageWriter<MoveRequest>,
) {
    if let Some(task) = ai.task.as_mut()
        && let Some(r) = check_ready(task)
    {
        ai.task = None;
        ai.result = Some(r);
    }
    if ai.result.is_some()
        && time.elapsed_secs() - ai.started >= MIN_AI_DELAY
        && let Some(sq) = ai.result.take().and_then(|r| r.best)
    {
        requests.write(MoveRequest { square: sq });
    }
}

fn cancel_on_new_game(mut starts: MessageReader<StartNewGame>, mut ai: ResMut<AiPlayer>) {
    if starts.read().count() > 0 {
        ai.cancel();
        ai.games += 1;
    }
}
