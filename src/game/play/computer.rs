//! The computer's turn: the search runs as a background job ([`Background`]) while the main
//! loop keeps rendering; its move goes through the same `MoveRequest` a click sends, after a
//! short minimum delay so the player sees whose turn it is. The search is tagged with the
//! position it was started for: a result for another position or game (after an undo, a
//! paste, a new game) is dropped. The player cancels its own search when the computer's turn
//! ends (its move, an undo, a new game, a flag fall, the start screen) and on any redraw of
//! the board: no other plugin reaches into it.

use crate::game::core::display::DisplaySettings;
use crate::game::core::messages::{MoveRequest, Redraw, StartNewGame};
use crate::game::core::redraw::Wake;
use crate::game::core::state::GameTag;
use crate::game::core::state::{CurrentGame, Phase, PlayerKind, Players};
use crate::game::core::systems::GameSystems;
use crate::game::core::tasks::{Background, EngineSlot, GameGeneration, Polled, current_tag};
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use reversi_engine::ai::{DEFAULT_TT_BYTES, LEVELS, SearchResult, choose_move};

/// The computer waits at least this long before its disc lands (seconds).
pub(crate) const MIN_AI_DELAY: f32 = 0.5;

/// The engine (kept between moves for its tables) and the search in progress.
#[derive(Resource)]
pub struct AiPlayer {
    /// Created on the first search (its tables are large), then kept between moves.
    engine: EngineSlot,
    search: Background<SearchResult>,
    /// A finished search's result and the position it is for, waiting out the delay.
    result: Option<(SearchResult, GameTag)>,
    started: f32,
    games: u64,
    moves: u64,
}

impl Default for AiPlayer {
    fn default() -> Self {
        AiPlayer {
            engine: EngineSlot::new(DEFAULT_TT_BYTES),
            search: Background::default(),
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
        self.search.is_busy()
    }
    /// Stops the search in progress (it ends within milliseconds) and forgets its result.
    fn cancel(&mut self) {
        self.search.stop();
        self.result = None;
    }
    /// When a finished search's move is sent (game time, seconds), if one is waiting out
    /// the minimum delay. A hook for the tests (`tests/game_headless/computer.rs`); the game does
    /// not call it.
    pub fn move_due_at(&self) -> Option<f32> {
        self.result.as_ref().map(|_| self.started + MIN_AI_DELAY)
    }
    /// Searches whose work has not returned yet, stopped ones included. A hook for the tests
    /// (`tests/game_headless/computer.rs`); the game does not call it.
    pub fn searches_running(&self) -> usize {
        self.search.running()
    }
    /// Searches that have started on a thread of the pool and not returned yet (a search
    /// waits for a free thread before it starts). A hook for the tests
    /// (`tests/game_headless/computer.rs`); the game does not call it.
    pub fn searches_working(&self) -> usize {
        self.search.working()
    }
    /// The search threads the computer's engine was last set to (`None` before its first
    /// search). A hook for the tests (`tests/game_headless/computer.rs`); the game does not
    /// call it.
    pub fn engine_threads(&self) -> Option<usize> {
        self.engine.threads()
    }
    /// What the last stopped search returned when it saw its stop flag (`stopped` is set if
    /// the engine cut the search short). A hook for the tests (`tests/game_headless/computer.rs`);
    /// the game does not call it.
    pub fn take_last_stopped_search(&self) -> Option<SearchResult> {
        self.search.take_last_stopped()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiPlayer>()
        .add_systems(OnEnter(Phase::AiTurn), start_search)
        // Whatever ends the computer's turn (its move, an undo, a new game, a flag fall, the
        // start screen) stops its search.
        .add_systems(OnExit(Phase::AiTurn), |mut ai: ResMut<AiPlayer>| {
            ai.cancel()
        })
        .add_systems(
            Update,
            (
                count_games,
                // A redraw (new game, undo, review) is another position: the search for the
                // one before is of no use.
                cancel_on_redraw.after(GameSystems::Turn),
                // Before the turn systems apply the request, in the same frame.
                poll_search
                    .run_if(in_state(Phase::AiTurn))
                    .before(GameSystems::Turn),
            ),
        );
}

fn start_search(
    mut ai: ResMut<AiPlayer>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    players: Res<Players>,
    time: Res<Time>,
    wake: Res<Wake>,
    settings: Res<DisplaySettings>,
) {
    let tag = current_tag(&generation, &game);
    let threads = settings.threads();
    spawn_search(
        &mut ai,
        &game.0,
        tag,
        &players,
        time.elapsed_secs(),
        &wake,
        threads,
    );
}

/// Starts the search for the computer to move in `game` (nothing if a person is to move).
fn spawn_search(
    ai: &mut AiPlayer,
    game: &reversi_engine::rules::Game,
    tag: GameTag,
    players: &Players,
    now: f32,
    wake: &Wake,
    threads: usize,
) {
    let PlayerKind::Computer(level) = players.of(game.to_move()) else {
        return;
    };
    let mut level = LEVELS[level.min(LEVELS.len() - 1)];
    level.threads = threads;
    ai.cancel();
    ai.started = now;
    ai.moves += 1;
    let seed = ai.games.wrapping_mul(1_000_003).wrapping_add(ai.moves);
    let engine = ai.engine.clone();
    let g = game.clone();
    ai.search.spawn(tag, wake, move |stop| {
        engine.search(g.options.variant, stop, |engine| {
            let mut rng = StdRng::seed_from_u64(seed);
            choose_move(engine, &g, &level, &mut rng)
        })
    });
}

fn poll_search(
    mut ai: ResMut<AiPlayer>,
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    players: Res<Players>,
    time: Res<Time>,
    wake: Res<Wake>,
    settings: Res<DisplaySettings>,
    mut requests: MessageWriter<MoveRequest>,
) {
    let now = current_tag(&generation, &game);
    match ai.search.poll(now) {
        Polled::Ready(r) => ai.result = Some((r, now)),
        // Searched for another position: still the computer's turn here, so search again.
        Polled::Stale => {
            let threads = settings.threads();
            spawn_search(
                &mut ai,
                &game.0,
                now,
                &players,
                time.elapsed_secs(),
                &wake,
                threads,
            )
        }
        Polled::Idle | Polled::Working => {}
    }
    if ai.result.as_ref().is_some_and(|(_, tag)| *tag != now) {
        ai.result = None;
    }
    let computer_to_move = matches!(players.of(game.0.to_move()), PlayerKind::Computer(_));
    if ai.result.is_some()
        && computer_to_move
        && time.elapsed_secs() - ai.started >= MIN_AI_DELAY
        && let Some(sq) = ai.result.take().and_then(|(r, _)| r.best)
    {
        requests.write(MoveRequest { square: sq });
    }
}

/// Each game gets its own seeds for the randomised levels.
fn count_games(mut starts: MessageReader<StartNewGame>, mut ai: ResMut<AiPlayer>) {
    if starts.read().count() > 0 {
        ai.games += 1;
    }
}

fn cancel_on_redraw(mut redraws: MessageReader<Redraw>, mut ai: ResMut<AiPlayer>) {
    if redraws.read().count() > 0 && (ai.is_thinking() || ai.result.is_some()) {
        ai.cancel();
    }
}

#[cfg(test)]
mod tests {
    //! The plugin in a small app: the computer's turn entered, then left.
    use super::*;
    use crate::game::Screen;
    use bevy::state::app::StatesPlugin;
    use bevy::tasks::{AsyncComputeTaskPool, TaskPool};
    use std::time::{Duration, Instant};

    /// True once `done` holds (real time, at most `secs`).
    fn wait_for(secs: u64, mut done: impl FnMut() -> bool) -> bool {
        let t = Instant::now();
        while !done() {
            if t.elapsed() > Duration::from_secs(secs) {
                return false;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        true
    }

    #[test]
    fn leaving_the_computers_turn_stops_its_search() {
        AsyncComputeTaskPool::get_or_init(TaskPool::new);
        let mut app = App::new();
        // The Engine level (its search runs seconds unless stopped), one thread.
        let computers = Players {
            dark: PlayerKind::Computer(LEVELS.len() - 1),
            light: PlayerKind::Computer(LEVELS.len() - 1),
        };
        let settings = DisplaySettings {
            search_threads: 1,
            ..DisplaySettings::default()
        };
        app.add_plugins(StatesPlugin)
            .insert_state(Screen::Playing)
            .add_sub_state::<Phase>()
            .init_resource::<Time>()
            .init_resource::<CurrentGame>()
            .init_resource::<GameGeneration>()
            .init_resource::<Wake>()
            .insert_resource(computers)
            .insert_resource(settings)
            .add_message::<MoveRequest>()
            .add_message::<StartNewGame>()
            .add_message::<Redraw>()
            .add_plugins(plugin);
        // An early midgame (44 empty squares): far from settled in the time it is given.
        let mut g = reversi_engine::rules::Game::new(Default::default());
        for i in 0..20 {
            let moves: Vec<_> = reversi_engine::rules::Bitboard(g.legal_moves())
                .squares()
                .collect();
            g.play(moves[i * 7 % moves.len()]).unwrap();
        }
        assert!(!g.must_pass());
        app.insert_resource(CurrentGame(g));
        app.update();
        fn ai(app: &App) -> &AiPlayer {
            app.world().resource::<AiPlayer>()
        }
        app.world_mut()
            .resource_mut::<NextState<Phase>>()
            .set(Phase::AiTurn);
        app.update();
        assert!(ai(&app).is_thinking(), "its turn starts the search");
        assert!(
            wait_for(20, || ai(&app).searches_working() == 1),
            "the search never started"
        );

        app.world_mut()
            .resource_mut::<NextState<Phase>>()
            .set(Phase::Paused);
        app.update();
        assert!(!ai(&app).is_thinking(), "OnExit(AiTurn) cancelled it");
        // The engine sees its stop flag long before its time limit.
        assert!(
            wait_for(4, || ai(&app).searches_running() == 0),
            "the search ran on after its turn ended"
        );
        let stopped = ai(&app).take_last_stopped_search().expect("it returned");
        assert!(stopped.stopped, "the engine was cut short");
        assert_eq!(ai(&app).move_due_at(), None, "no move waits to go out");
    }
}
