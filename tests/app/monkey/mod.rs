//! A seeded monkey for the headless app: thousands of random actions (clicks on any square
//! or button, keys, typed squares, pastes, save and load, new games with random options,
//! window resizes, time steps of random length, quitting and starting again), with the
//! invariants a player relies on checked after every action and after the app settles.
//!
//! The same seed gives the same actions and, as far as the app is deterministic, the same
//! run: the computer plays at the three lowest levels (no time limits), its search and the
//! hint analysis run on a one-thread pool that the monkey waits for after each frame, and
//! random start arrangements (seeded by the wall clock) are left off: the monkey chooses the
//! start positions itself. A failure names its seed and action index; `SOAK_SEED=…
//! SOAK_ACTIONS=<index + 1> SOAK_VERBOSE=1` replays the run and prints every action.
//!
//! `SOAK_SKIP=a,b` skips invariant classes or input kinds (see [`Check`] and [`Input`]) while
//! known bugs are being fixed; by default everything is checked.
//!
//! The monkey in files:
//! - `harness`: the app as the player gets it (start screen first, a primary window, a
//!   one-thread pool for the computer and the hints) with a probe system recording the moves
//!   played in each frame and who played them;
//! - `frames`: stepping the app one frame at a time (waiting for the background tasks),
//!   settling, the input the monkey gives (keys held for a frame, clicks), and the app's
//!   state as the monkey reads it;
//! - `model`: what the monkey knows the app must keep (which unfinished game the file must
//!   hold, how long the app has been in its phase), updated after every frame;
//! - `random`: random games, options, players, pasted text, and the keys, chords and buttons
//!   the monkey chooses from;
//! - `actions`: choosing and performing one action (clicks, keys, typed squares, hints,
//!   buttons, waits, new games, pastes, save and load, resizes, quitting and starting again);
//! - `checks`: the invariants checked after every action (phase, discs, piles, hints, the
//!   camera, the unfinished file);
//! - `run`: the run of a whole configuration, the failures it records and its report.
//!
//! This file holds the settings ([`Config`], [`Check`], [`Input`]), the monkey itself and
//! [`soak`].

mod actions;
mod checks;
mod frames;
mod harness;
mod model;
mod random;
mod run;

// The driver's API for the test crates and the bench (each uses only some of it).
pub use harness::monkey_app;
#[allow(unused_imports)]
pub use random::many_moves_board;
#[allow(unused_imports)]
pub use run::Failure;
pub use run::Report;

use bevy::prelude::*;
use model::GameKey;
use rand::SeedableRng;
use rand::rngs::StdRng;
use reversi_engine::rules::GameOptions;
use reversi3d::game::Storage;
use reversi3d::game::{NewGameSetup, Phase, Players, StartNewGame};
use std::io::Write as _;
use std::path::PathBuf;

/// The invariant classes (names for `SOAK_SKIP`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Check {
    /// No panic in any frame.
    Panic,
    /// The phase agrees with the game (game over ⇔ scoring screen, whose turn, passes).
    Phase,
    /// When nothing animates, every disc entity shows the rules' board.
    Discs,
    /// The piles beside the board hold each side's remaining discs (32-each supplies).
    Piles,
    /// The unfinished file reads back to the unfinished game on screen, and an unfinished
    /// game is never lost (only its own end removes the file).
    Unfinished,
    /// A saved game reads back to the same start, moves and result.
    Saved,
    /// Hint values stand on the legal squares of the position shown.
    Hints,
    /// A person's moves come from their input on their turn; the computer's only on its turn.
    Moves,
    /// The camera stays a finite transform at every window size.
    Camera,
    /// The app never hangs in a phase (animations end, the computer moves, passes pass).
    Stuck,
}

impl Check {
    pub const ALL: [Check; 10] = [
        Check::Panic,
        Check::Phase,
        Check::Discs,
        Check::Piles,
        Check::Unfinished,
        Check::Saved,
        Check::Hints,
        Check::Moves,
        Check::Camera,
        Check::Stuck,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Check::Panic => "panic",
            Check::Phase => "phase",
            Check::Discs => "discs",
            Check::Piles => "piles",
            Check::Unfinished => "unfinished",
            Check::Saved => "saved",
            Check::Hints => "hints",
            Check::Moves => "moves",
            Check::Camera => "camera",
            Check::Stuck => "stuck",
        }
    }
}

/// Input kinds that can be left out (names for `SOAK_SKIP`), so that a known panic does not
/// hide everything after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Input {
    /// Animation speeds near zero (1e-30) and very large.
    ExtremeSpeed,
    /// Pasted boards where the side to move has more than 32 legal moves.
    ManyMoves,
    /// Pasted boards with very few discs.
    FewDiscs,
    /// Hint requests (slow: each is a deep analysis).
    HintKeys,
    /// Window sizes with a zero side.
    ZeroWindow,
}

impl Input {
    pub const ALL: [Input; 5] = [
        Input::ExtremeSpeed,
        Input::ManyMoves,
        Input::FewDiscs,
        Input::HintKeys,
        Input::ZeroWindow,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Input::ExtremeSpeed => "extreme-speed",
            Input::ManyMoves => "many-moves",
            Input::FewDiscs => "few-discs",
            Input::HintKeys => "hint-keys",
            Input::ZeroWindow => "zero-window",
        }
    }
}

/// One run's settings.
#[derive(Clone, Debug)]
pub struct Config {
    pub seed: u64,
    pub actions: usize,
    /// Print every action (a replay).
    pub verbose: bool,
    pub skip_checks: Vec<Check>,
    pub skip_inputs: Vec<Input>,
    /// Stop at the first failure (else the app is rebuilt and the run goes on).
    pub stop_at_first: bool,
}

impl Config {
    /// `SOAK_SEED`, `SOAK_ACTIONS`, `SOAK_VERBOSE`, `SOAK_SKIP`, `SOAK_STOP`, with these
    /// defaults.
    pub fn from_env(seed: u64, actions: usize) -> Config {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let skip: Vec<String> = var("SOAK_SKIP")
            .map(|s| s.split(',').map(|x| x.trim().to_string()).collect())
            .unwrap_or_default();
        for s in &skip {
            let known = Check::ALL.iter().any(|c| c.name() == s)
                || Input::ALL.iter().any(|i| i.name() == s);
            assert!(known, "SOAK_SKIP: '{s}' is not a check or an input kind");
        }
        Config {
            seed: var("SOAK_SEED").map_or(seed, |s| s.parse().expect("SOAK_SEED: a number")),
            actions: var("SOAK_ACTIONS").map_or(actions, |s| {
                s.replace('_', "").parse().expect("SOAK_ACTIONS: a number")
            }),
            verbose: var("SOAK_VERBOSE").is_some_and(|v| v != "0"),
            skip_checks: Check::ALL
                .into_iter()
                .filter(|c| skip.iter().any(|s| s == c.name()))
                .collect(),
            skip_inputs: Input::ALL
                .into_iter()
                .filter(|i| skip.iter().any(|s| s == i.name()))
                .collect(),
            stop_at_first: var("SOAK_STOP").is_some_and(|v| v != "0"),
        }
    }
}

/// Writes straight to the process's stderr (not captured by the test harness), so that the
/// progress and replay lines of a long run show as they happen.
pub fn say(s: &str) {
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(s.as_bytes());
    let _ = e.flush();
}

/// A failed check, before it gets its seed and index.
type Violation = (Check, String);

/// The monkey: its app, its random source, and what it knows the app must keep.
pub struct Monkey {
    cfg: Config,
    rng: StdRng,
    dir: PathBuf,
    app: App,
    /// Descriptions of the actions so far (the tail is printed with a failure).
    log: Vec<String>,
    /// The last unfinished game played in the window (a move played on it, or resumed),
    /// which the unfinished file must hold.
    kept: Option<GameKey>,
    /// The game on the board is the kept one (played on here, or resumed): a game only the
    /// computer has moved in replaces it only then.
    kept_on_board: bool,
    /// The game as it was shown (started, loaded or pasted), until a move changes it: a
    /// game only shown does not replace the unfinished one.
    shown: Option<GameKey>,
    /// The phase and since when (virtual seconds), for the hang check.
    phase_since: (Option<Phase>, f64),
    report: Report,
    files: usize,
    /// Each side's supply before the last frame.
    supply_before: [u32; 2],
}

impl Monkey {
    pub fn new(cfg: Config) -> Monkey {
        let dir = std::env::temp_dir().join(format!(
            "reversi3d-soak-{}-{}",
            cfg.seed,
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temp dir");
        let app = monkey_app(Storage::under(dir.clone()));
        Monkey {
            rng: StdRng::seed_from_u64(cfg.seed),
            report: Report {
                seed: cfg.seed,
                ..default()
            },
            cfg,
            dir,
            app,
            log: Vec::new(),
            kept: None,
            kept_on_board: false,
            shown: None,
            phase_since: (None, 0.0),
            files: 0,
            supply_before: [0; 2],
        }
    }

    /// The app under test (for the test that breaks it on purpose).
    pub fn app_mut(&mut self) -> &mut App {
        &mut self.app
    }

    /// One frame of 16 ms, with the per-frame checks.
    pub fn step(&mut self) -> Result<(), (Check, String)> {
        self.frame()
    }

    /// Every invariant that holds after any action.
    pub fn check(&mut self) -> Result<(), (Check, String)> {
        self.check_now()
    }

    /// Starts a new game with these players and options, and lets it settle.
    pub fn start(&mut self, players: Players, options: GameOptions) -> Result<(), (Check, String)> {
        let world = self.app.world_mut();
        {
            let mut setup = world.resource_mut::<NewGameSetup>();
            setup.options = options;
            setup.players = players;
        }
        world.write_message(StartNewGame);
        self.frame()?;
        self.settle(300)
    }

    fn checks(&self, c: Check) -> bool {
        !self.cfg.skip_checks.contains(&c)
    }

    fn avoids(&self, i: Input) -> bool {
        self.cfg.skip_inputs.contains(&i)
    }
}

impl Drop for Monkey {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs a monkey with `cfg` and returns its report.
pub fn soak(cfg: Config) -> Report {
    Monkey::new(cfg).run()
}
