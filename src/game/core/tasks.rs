//! Work off the main thread: the computer's move, the hints and the completion of a game lost
//! on time each run as a [`Background`] job on the async compute pool, with a stop flag the
//! work watches, tagged with the game and position it is computed for ([`GameTag`]). A result
//! whose tag no longer matches the current game is dropped, so a search started before an
//! undo, a paste or a new game never reaches the board. The searches share their engine code
//! through [`EngineSlot`].

use super::messages::Redraw;
use super::redraw::Wake;
use super::state::CurrentGame;
use super::state::GameTag;
use super::systems::GameSystems;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use reversi_engine::ai::Engine;
use reversi_engine::rules::Variant;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Counts the games: bumped on every [`Redraw`], i.e. whenever the current game is replaced
/// (new game, load, paste, resume) or changes other than by a move played forward (undo,
/// redo, review). Part of every [`GameTag`].
#[derive(Resource, Default, Clone, Copy, Debug)]
pub(crate) struct GameGeneration(pub u64);

/// The current game's tag (the one a job's result must carry to be used).
pub(crate) fn current_tag(generation: &GameGeneration, game: &CurrentGame) -> GameTag {
    GameTag::of(generation.0, &game.0)
}

/// Keeps the generation: runs after the turn systems, which replace the game.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameGeneration>()
        .add_systems(Update, bump_generation.in_set(GameSystems::Generation));
}

fn bump_generation(mut redraws: MessageReader<Redraw>, mut generation: ResMut<GameGeneration>) {
    if redraws.read().count() > 0 {
        generation.0 += 1;
    }
}

/// An engine for background searches, created by the first job (its tables are large) and
/// kept between jobs. One job uses it at a time (a job stopped for a new one still holds it
/// for the few milliseconds it takes to notice its flag).
#[derive(Clone)]
pub(crate) struct EngineSlot {
    engine: Arc<Mutex<Option<Engine>>>,
    table_bytes: usize,
}

impl EngineSlot {
    /// A slot whose engine gets a transposition table of `table_bytes`.
    pub(crate) fn new(table_bytes: usize) -> EngineSlot {
        EngineSlot {
            engine: Arc::new(Mutex::new(None)),
            table_bytes,
        }
    }

    /// The search threads the engine is set to (`None` before it is made).
    pub(crate) fn threads(&self) -> Option<usize> {
        let guard = self.engine.lock().unwrap_or_else(|p| p.into_inner());
        guard.as_ref().map(Engine::threads)
    }

    /// Runs `search` on the slot's engine, set up for `variant` and watching `stop` (on the
    /// job's thread: call it from the work given to [`Background::spawn`]).
    pub(crate) fn search<R>(
        &self,
        variant: Variant,
        stop: Arc<AtomicBool>,
        search: impl FnOnce(&mut Engine) -> R,
    ) -> R {
        let mut guard = self.engine.lock().unwrap_or_else(|p| p.into_inner());
        let engine = guard.get_or_insert_with(|| Engine::new(variant, self.table_bytes));
        // The same engine serves the next game, which may be played under the other rules.
        engine.set_variant(variant);
        engine.set_stop_flag(stop);
        search(engine)
    }
}

/// One job: the task (`None` from a job that was stopped), its stop flag and its tag.
struct Job<T> {
    task: Task<Option<T>>,
    stop: Arc<AtomicBool>,
    tag: GameTag,
}

/// What [`Background::poll`] found.
#[derive(Debug, PartialEq)]
pub(crate) enum Polled<T> {
    /// No job.
    Idle,
    /// The job is still working.
    Working,
    /// The job finished for the current game: its result.
    Ready(T),
    /// The job was for another game or position: it was stopped and its result dropped.
    Stale,
}

/// A slot for one background job of a kind. Starting a job stops the previous one; a stopped
/// job's work ends within milliseconds (it watches its stop flag) and its result is never
/// used.
pub(crate) struct Background<T> {
    job: Option<Job<T>>,
    /// Jobs of this slot whose work has not returned yet (stopped ones included).
    running: Arc<AtomicUsize>,
    /// Jobs of this slot whose work has started and not returned yet (a job waits for a
    /// free thread of the pool before it starts).
    working: Arc<AtomicUsize>,
    /// The value the last stopped job returned (what it had when it saw the flag).
    last_stopped: Arc<Mutex<Option<T>>>,
}

impl<T> Default for Background<T> {
    fn default() -> Self {
        Background {
            job: None,
            running: Arc::new(AtomicUsize::new(0)),
            working: Arc::new(AtomicUsize::new(0)),
            last_stopped: Arc::new(Mutex::new(None)),
        }
    }
}

/// Counts a job's work as running until it returns (or is dropped before it starts).
struct RunningGuard(Arc<AtomicUsize>);

impl Drop for RunningGuard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl<T: Send + 'static> Background<T> {
    /// Stops the job in progress and starts `work` on the async compute pool for the game
    /// tagged `tag`. `work` gets the stop flag to watch.
    /// `wake` is called when the work returns (the window may be asleep).
    pub(crate) fn spawn(
        &mut self,
        tag: GameTag,
        wake: &Wake,
        work: impl FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
    ) {
        let wake = wake.clone();
        self.stop();
        let stop = Arc::new(AtomicBool::new(false));
        self.running.fetch_add(1, Ordering::SeqCst);
        let guard = RunningGuard(self.running.clone());
        let working = self.working.clone();
        let last_stopped = self.last_stopped.clone();
        let flag = stop.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let _guard = guard;
            working.fetch_add(1, Ordering::SeqCst);
            let working = RunningGuard(working);
            let value = work(flag.clone());
            drop(working);
            wake.wake();
            if flag.load(Ordering::SeqCst) {
                *last_stopped.lock().unwrap_or_else(|p| p.into_inner()) = Some(value);
                return None;
            }
            Some(value)
        });
        self.job = Some(Job { task, stop, tag });
    }

    /// Stops the job in progress (its work ends within milliseconds) and forgets it.
    pub(crate) fn stop(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.store(true, Ordering::SeqCst);
        }
    }

    /// True while a job is in progress.
    pub(crate) fn is_busy(&self) -> bool {
        self.job.is_some()
    }

    /// The tag of the job in progress.
    pub(crate) fn tag(&self) -> Option<GameTag> {
        self.job.as_ref().map(|j| j.tag)
    }

    /// Checks the job against the current game's tag: a job for another game or position is
    /// stopped and dropped; a finished one gives its result.
    pub(crate) fn poll(&mut self, current: GameTag) -> Polled<T> {
        let Some(job) = self.job.as_mut() else {
            return Polled::Idle;
        };
        if job.tag != current {
            self.stop();
            return Polled::Stale;
        }
        match check_ready(&mut job.task) {
            None => Polled::Working,
            Some(r) => {
                self.job = None;
                match r {
                    Some(v) => Polled::Ready(v),
                    None => Polled::Stale,
                }
            }
        }
    }

    /// How many jobs of this slot are still working, stopped ones included (0 once every
    /// stopped job has noticed its flag and returned). For the tests' hooks on
    /// [`AiPlayer`](crate::game::play::computer::AiPlayer).
    pub(crate) fn running(&self) -> usize {
        self.running.load(Ordering::SeqCst)
    }

    /// How many jobs of this slot are inside their work now (started, not returned). For the
    /// tests' hooks on [`AiPlayer`](crate::game::play::computer::AiPlayer).
    pub(crate) fn working(&self) -> usize {
        self.working.load(Ordering::SeqCst)
    }

    /// What the last stopped job returned when it saw its stop flag. For the tests' hooks on
    /// [`AiPlayer`](crate::game::play::computer::AiPlayer).
    pub(crate) fn take_last_stopped(&self) -> Option<T> {
        self.last_stopped
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
    }
}

#[cfg(test)]
mod tests {
    //! The job slot with work that waits for its stop flag or a gate, and the generation kept
    //! by the plugin in a small app.
    use super::super::state::GameTag;
    use super::*;
    use bevy::tasks::TaskPool;
    use reversi_engine::rules::Game;
    use reversi_engine::rules::GameOptions;
    use std::time::{Duration, Instant};

    fn pool() {
        AsyncComputeTaskPool::get_or_init(TaskPool::new);
    }

    fn tag(generation: u64) -> GameTag {
        GameTag::of(generation, &Game::new(GameOptions::default()))
    }

    /// True once `done` holds (real time, at most 5 s: the work runs on the pool's threads).
    fn wait_for(mut done: impl FnMut() -> bool) -> bool {
        let t = Instant::now();
        while !done() {
            if t.elapsed() > Duration::from_secs(5) {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        true
    }

    /// Work that runs until its stop flag is set, then returns `value`.
    fn until_stopped(value: u32) -> impl FnOnce(Arc<AtomicBool>) -> u32 + Send + 'static {
        move |stop| {
            while !stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(1));
            }
            value
        }
    }

    #[test]
    fn a_finished_job_for_the_current_game_gives_its_result_once() {
        pool();
        let mut bg = Background::default();
        bg.spawn(tag(1), &Wake::default(), |_| 42);
        assert!(bg.is_busy());
        let mut polled = Polled::Working;
        assert!(wait_for(|| {
            polled = bg.poll(tag(1));
            polled != Polled::Working
        }));
        assert_eq!(polled, Polled::Ready(42));
        assert!(!bg.is_busy());
        assert_eq!(bg.poll(tag(1)), Polled::Idle);
    }

    #[test]
    fn a_job_for_another_position_is_reported_stale_stopped_and_its_result_dropped() {
        pool();
        let mut bg = Background::default();
        bg.spawn(tag(1), &Wake::default(), until_stopped(7));
        // (A job stopped before a thread of the pool takes it up never runs.)
        assert!(wait_for(|| bg.working() == 1), "the work never started");
        assert_eq!(bg.poll(tag(2)), Polled::Stale);
        assert!(!bg.is_busy(), "forgotten once stale");
        // Its work saw the stop flag and returned; the value went to the stopped slot only.
        assert!(wait_for(|| bg.running() == 0), "the work never returned");
        assert_eq!(bg.take_last_stopped(), Some(7));
        assert_eq!(bg.poll(tag(2)), Polled::Idle);
    }

    #[test]
    fn stop_drops_the_result_and_running_counts_the_work_until_it_returns() {
        pool();
        let gate = Arc::new(AtomicBool::new(false));
        let open = gate.clone();
        let mut bg = Background::default();
        assert_eq!(bg.running(), 0);
        bg.spawn(tag(1), &Wake::default(), move |_| {
            while !open.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(1));
            }
            5
        });
        assert_eq!(bg.running(), 1);
        assert!(wait_for(|| bg.working() == 1), "the work never started");
        bg.stop();
        assert!(!bg.is_busy());
        assert_eq!(bg.running(), 1, "stopped, its work has not returned yet");
        gate.store(true, Ordering::SeqCst);
        assert!(wait_for(|| bg.running() == 0), "the work never returned");
        assert_eq!(bg.working(), 0);
        assert_eq!(bg.poll(tag(1)), Polled::Idle, "no result after a stop");
        assert_eq!(bg.take_last_stopped(), Some(5));
    }

    #[test]
    fn a_new_job_stops_the_one_before() {
        pool();
        let mut bg = Background::default();
        bg.spawn(tag(1), &Wake::default(), until_stopped(1));
        assert!(wait_for(|| bg.working() == 1), "the work never started");
        bg.spawn(tag(1), &Wake::default(), |_| 2);
        let mut polled = Polled::Working;
        assert!(wait_for(|| {
            polled = bg.poll(tag(1));
            polled != Polled::Working
        }));
        assert_eq!(polled, Polled::Ready(2));
        assert!(
            wait_for(|| bg.running() == 0),
            "the first job never returned"
        );
        assert_eq!(bg.take_last_stopped(), Some(1));
    }

    #[test]
    fn a_redraw_makes_a_job_of_the_game_before_stale() {
        pool();
        let mut app = App::new();
        app.add_message::<Redraw>()
            .init_resource::<CurrentGame>()
            .add_plugins(plugin);
        app.update();
        let current = |app: &App| {
            current_tag(
                app.world().resource::<GameGeneration>(),
                app.world().resource::<CurrentGame>(),
            )
        };
        let mut bg = Background::default();
        bg.spawn(current(&app), &Wake::default(), until_stopped(0));
        app.update();
        assert_eq!(bg.poll(current(&app)), Polled::Working, "same game");
        app.world_mut().write_message(Redraw { animate: false });
        app.update();
        assert_eq!(bg.poll(current(&app)), Polled::Stale);
        assert!(wait_for(|| bg.running() == 0), "the work never returned");
    }
}
