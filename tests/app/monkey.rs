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

use super::pointer_location;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::tasks::{AsyncComputeTaskPool, TaskPoolBuilder};
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowResized};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reversi_engine::rules::notation::{format_board, transcript};
use reversi_engine::rules::record::{move_list, parse_record, write_record};
use reversi_engine::rules::{
    Bitboard, Game, GameOptions, PlyKind, Side, Square, StartPosition, Supply, Variant,
};
use reversi3d::game::AiPlayer;
use reversi3d::game::Completion;
use reversi3d::game::Disc;
use reversi3d::game::Orbit;
use reversi3d::game::PileDisc;
use reversi3d::game::Review;
use reversi3d::game::Storage;
use reversi3d::game::{
    CurrentGame, DisplaySettings, LoadGame, MovePlayed, NewGameSetup, Phase, PlayerKind, Players,
    QueuedMove, Redraw, Screen, StartNewGame,
};
use reversi3d::game::{Dropping, Flipping};
use reversi3d::game::{HintLabel, Hints};
use reversi3d::game::{LastSaved, RecordRequest};
use std::fmt::Write as _;
use std::io::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::time::{Duration, Instant};

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

/// An invariant that did not hold.
#[derive(Clone, Debug)]
pub struct Failure {
    pub seed: u64,
    /// Index of the action after which it was found.
    pub index: usize,
    pub check: Check,
    pub message: String,
    /// The last actions up to this one, oldest first.
    pub tail: Vec<String>,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "[{}] seed {} action {}: {}",
            self.check.name(),
            self.seed,
            self.index,
            self.message
        )?;
        writeln!(
            f,
            "  replay: SOAK_SEED={} SOAK_ACTIONS={} SOAK_VERBOSE=1",
            self.seed,
            self.index + 1
        )?;
        for t in &self.tail {
            writeln!(f, "    {t}")?;
        }
        Ok(())
    }
}

/// What a run did.
#[derive(Debug, Default)]
pub struct Report {
    pub seed: u64,
    pub actions: usize,
    pub frames: u64,
    pub games_started: u64,
    pub moves_played: u64,
    pub games_over: u64,
    pub saves_checked: u64,
    pub settles: u64,
    pub elapsed: Duration,
    /// Distinct failures (same check and message shape counted once), first seen first.
    pub failures: Vec<Failure>,
    /// How often each distinct failure was seen.
    pub repeats: Vec<usize>,
}

impl Report {
    pub fn actions_per_sec(&self) -> f64 {
        self.actions as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
    pub fn summary(&self) -> String {
        let mut s = format!(
            "soak seed {}: {} actions, {} frames, {} games started, {} moves, {} games over, \
             {} saves checked, {} settles in {:.1} s: {:.0} actions/s, {} distinct failure(s)\n",
            self.seed,
            self.actions,
            self.frames,
            self.games_started,
            self.moves_played,
            self.games_over,
            self.saves_checked,
            self.settles,
            self.elapsed.as_secs_f64(),
            self.actions_per_sec(),
            self.failures.len()
        );
        for (f, n) in self.failures.iter().zip(&self.repeats) {
            let _ = write!(s, "({n}x) {f}");
        }
        s
    }
}

/// Writes straight to the process's stderr (not captured by the test harness), so that the
/// progress and replay lines of a long run show as they happen.
pub fn say(s: &str) {
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(s.as_bytes());
    let _ = e.flush();
}

/// The test's record of each frame: whether the monkey gave input in it, and moves played
/// by the wrong side or at the wrong time.
#[derive(Resource, Default)]
struct Probe {
    input_frame: bool,
    /// The move the monkey asked for early (during an animation), kept by the game to be
    /// played when the person's turn comes: it is played in a frame without input.
    early: Option<Square>,
    /// A game was started, loaded, pasted or resumed in this frame.
    replaced: bool,
    moves: u64,
    violations: Vec<String>,
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

/// Start, moves and options: what a saved or unfinished game must read back to.
#[derive(Clone, PartialEq, Eq, Debug)]
struct GameKey {
    start: (u64, u64, Side),
    plies: Vec<(Side, PlyKind)>,
    options: GameOptions,
}

fn key_of(g: &Game) -> GameKey {
    GameKey {
        start: g.start_position(),
        plies: g.history().iter().map(|p| (p.color, p.kind)).collect(),
        options: g.options,
    }
}

fn describe_key(k: &GameKey) -> String {
    let moves: Vec<String> = k
        .plies
        .iter()
        .map(|(_, p)| match p {
            PlyKind::Move(s) => s.to_string(),
            PlyKind::Pass => "pa".into(),
        })
        .collect();
    format!("{} plies [{}]", moves.len(), moves.join(" "))
}

/// A random game from a new one with `options`: `plies` plies, or to the end.
fn random_game(rng: &mut StdRng, options: GameOptions, plies: Option<usize>) -> Game {
    let mut g = Game::new(options);
    while !g.is_over() && plies.is_none_or(|n| g.history().len() < n) {
        if g.must_pass() {
            let _ = g.pass();
            continue;
        }
        let legal: Vec<Square> = Bitboard(g.legal_moves()).squares().collect();
        let s = legal[rng.random_range(0..legal.len())];
        g.play(s).expect("a legal move");
    }
    g
}

fn random_options(rng: &mut StdRng) -> GameOptions {
    let mut o = GameOptions::default();
    o.set_variant(Variant::ALL[rng.random_range(0..2)]);
    o.start = StartPosition::ALL[rng.random_range(0..StartPosition::ALL.len())];
    o.supply = Supply::ALL[rng.random_range(0..3)];
    if rng.random_bool(0.3) {
        o.empties_to_winner = !o.empties_to_winner;
    }
    // Clocks are whole minutes, as the game offers them; short ones are set by
    // [`short_clock`] once the game has started, as if most of the time were used.
    o.clock_ms = match rng.random_range(0..10) {
        0..=4 => None,
        5..=8 => Some(60_000),
        _ => Some(60_000 * rng.random_range(2..=30)),
    };
    o
}

/// Each side's time left in a game with a clock: often a few seconds, so that flags fall.
fn short_clock(rng: &mut StdRng, total: u64) -> [u64; 2] {
    [(); 2].map(|_| match rng.random_range(0..5) {
        0 => 800,
        1 => 2_500,
        2 => 8_000,
        _ => rng.random_range(1..=total),
    })
}

fn random_players(rng: &mut StdRng) -> Players {
    let kind = |rng: &mut StdRng| {
        if rng.random_bool(0.55) {
            PlayerKind::Human
        } else {
            PlayerKind::Computer(rng.random_range(0..3))
        }
    };
    Players {
        dark: kind(rng),
        light: kind(rng),
    }
}

/// A board whose side to move has many legal moves (hill climbing on the rules' count).
pub fn many_moves_board(rng: &mut StdRng) -> (u64, u64) {
    let mobility = |d: u64, l: u64| Game::from_position(GameOptions::default(), d, l, Side::Dark);
    let mut d: u64 = rng.random::<u64>() & rng.random::<u64>();
    let mut l: u64 = rng.random::<u64>() & !d;
    let score = |d: u64, l: u64| mobility(d, l).legal_moves().count_ones();
    let mut best = score(d, l);
    for _ in 0..6_000 {
        let bit = 1u64 << rng.random_range(0..64);
        let (nd, nl) = match rng.random_range(0..3) {
            0 => (d | bit, l & !bit),
            1 => (d & !bit, l | bit),
            _ => (d & !bit, l & !bit),
        };
        let s = score(nd, nl);
        if s >= best {
            (d, l, best) = (nd, nl, s);
        }
        if best > 36 {
            break;
        }
    }
    (d, l)
}

/// Text a player might paste (or a file might hold): valid transcripts, move lists, saved
/// games and board strings, garbage, and valid text with a few characters changed.
fn random_text(rng: &mut StdRng, setup: &GameOptions, skip: &[Input]) -> (String, &'static str) {
    let names = [
        "you",
        "player",
        "computer, Beginner",
        "computer, Novice",
        "computer, Casual",
        "Alice",
    ];
    let kind = rng.random_range(0..12);
    match kind {
        0 | 1 => {
            let n = rng.random_range(0..64);
            let g = random_game(rng, *setup, Some(n));
            let passes = rng.random_bool(0.5);
            (transcript(&g, passes), "transcript")
        }
        2 => {
            let n = rng.random_range(0..64);
            let g = random_game(rng, *setup, Some(n));
            (move_list(&g), "move list")
        }
        3 | 4 => {
            let o = random_options(rng);
            let finished = rng.random_bool(0.4);
            let n = rng.random_range(0..64);
            let g = random_game(rng, o, (!finished).then_some(n));
            let d = names[rng.random_range(0..names.len())];
            let l = names[rng.random_range(0..names.len())];
            (write_record(&g, d, l), "saved game")
        }
        5 | 6 => {
            let density = rng.random_range(0.05..0.95);
            let mut d = 0u64;
            let mut l = 0u64;
            for i in 0..64 {
                if rng.random_bool(density) {
                    if rng.random_bool(0.5) {
                        d |= 1 << i;
                    } else {
                        l |= 1 << i;
                    }
                }
            }
            let side = if rng.random_bool(0.5) {
                Side::Dark
            } else {
                Side::Light
            };
            (format_board(d, l, side), "board")
        }
        7 if !skip.contains(&Input::FewDiscs) => {
            let mut d = 0u64;
            let mut l = 0u64;
            for _ in 0..rng.random_range(0..4) {
                d |= 1 << rng.random_range(0..64);
            }
            for _ in 0..rng.random_range(0..4) {
                l |= 1 << rng.random_range(0..64);
            }
            (format_board(d, l & !d, Side::Dark), "board, few discs")
        }
        8 if !skip.contains(&Input::ManyMoves) => {
            let (d, l) = many_moves_board(rng);
            (format_board(d, l, Side::Dark), "board, many moves")
        }
        9 | 10 => {
            let (base, _) = random_text(rng, setup, skip);
            let mut chars: Vec<char> = base.chars().collect();
            for _ in 0..rng.random_range(1..4) {
                let at = rng.random_range(0..=chars.len());
                let pool = "abcdefghijpa0123456789 .-XO*[]\"\n#é";
                let c = pool.chars().nth(rng.random_range(0..pool.chars().count()));
                match (rng.random_range(0..3), c) {
                    (0, _) if at < chars.len() => {
                        chars.remove(at);
                    }
                    (1, Some(c)) => chars.insert(at, c),
                    (_, Some(c)) if at < chars.len() => chars[at] = c,
                    _ => {}
                }
            }
            (chars.into_iter().collect(), "changed text")
        }
        _ => {
            let pool = "abcdefghpa12345678 9.-XO*[]\"\n#%é\t";
            let n = rng.random_range(0..90);
            let s: String = (0..n)
                .filter_map(|_| pool.chars().nth(rng.random_range(0..pool.chars().count())))
                .collect();
            (s, "garbage")
        }
    }
}

const KEYS: &[KeyCode] = &[
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::Enter,
    KeyCode::Space,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::PageUp,
    KeyCode::PageDown,
    KeyCode::Escape,
    KeyCode::KeyL,
    KeyCode::KeyM,
    KeyCode::KeyT,
    KeyCode::F1,
    KeyCode::KeyA,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Numpad4,
];

/// Ctrl chords and other combinations.
const CHORDS: &[&[KeyCode]] = &[
    &[KeyCode::ControlLeft, KeyCode::KeyZ],
    &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ],
    &[KeyCode::ControlRight, KeyCode::KeyY],
    &[KeyCode::ControlLeft, KeyCode::KeyC],
    &[KeyCode::ControlLeft, KeyCode::KeyV],
    &[KeyCode::ControlLeft, KeyCode::KeyS],
    &[KeyCode::AltLeft, KeyCode::ArrowLeft],
    &[KeyCode::AltLeft, KeyCode::ArrowRight],
    &[KeyCode::ShiftLeft, KeyCode::Slash],
    &[KeyCode::KeyF, KeyCode::Digit5],
];

const BUTTONS: &[&str] = &[
    "play-dark",
    "play-light",
    "two-players",
    "watch",
    "level-down",
    "level-up",
    "variant",
    "start",
    "supply",
    "empties",
    "clock",
    "alternate",
    "speed",
    "legal-dots",
    "sound",
    "theme",
    "play-again",
    "to-start",
    "undo",
    "redo",
    "hint",
    "resume",
    "load-last",
    "copy",
    "save",
];

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

    fn phase(&self) -> Option<Phase> {
        self.app
            .world()
            .get_resource::<State<Phase>>()
            .map(|s| *s.get())
    }

    fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    fn game(&self) -> &Game {
        &self.app.world().resource::<CurrentGame>().0
    }

    /// No state change is waiting for the next frame.
    fn transitions_done(&self) -> bool {
        let w = self.app.world();
        let phase_done = w
            .get_resource::<NextState<Phase>>()
            .is_none_or(|n| matches!(n, NextState::Unchanged));
        let screen_done = matches!(w.resource::<NextState<Screen>>(), NextState::Unchanged);
        phase_done && screen_done
    }

    fn animating(&mut self) -> bool {
        let w = self.app.world_mut();
        let busy = w
            .query_filtered::<(), Or<(With<Dropping>, With<Flipping>)>>()
            .iter(w)
            .next()
            .is_some();
        busy || self.phase() == Some(Phase::Animating)
    }

    /// One frame of `step`; then waits for the computer's search and the hint analysis to
    /// finish (so that the run does not depend on the machine's speed) and checks the
    /// moves played in it.
    fn frame_with(&mut self, step: Duration) -> Result<(), Violation> {
        let g = self.game();
        let shown = self.app.world().resource::<Review>().shown(g);
        self.supply_before = [Side::Dark, Side::Light].map(|s| shown.supply(s).unwrap_or(0));
        self.app
            .insert_resource(TimeUpdateStrategy::ManualDuration(step));
        let r = catch_unwind(AssertUnwindSafe(|| self.app.update()));
        self.report.frames += 1;
        if let Err(p) = r {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "(no message)".into());
            return Err((Check::Panic, format!("panic in a frame: {msg}")));
        }
        let w = self.app.world();
        let busy = w.resource::<AiPlayer>().is_thinking()
            || w.resource::<Hints>().is_computing()
            || w.resource::<Completion>().is_running();
        if busy {
            // Tasks run in order on the one thread: this one runs after theirs.
            bevy::tasks::block_on(AsyncComputeTaskPool::get().spawn(async {}));
        }
        let mut probe = self.app.world_mut().resource_mut::<Probe>();
        let v = std::mem::take(&mut probe.violations);
        probe.input_frame = false;
        if let Some(v) = v.into_iter().next()
            && self.checks(Check::Moves)
        {
            return Err((Check::Moves, v));
        }
        self.track_frame()
    }

    fn frame(&mut self) -> Result<(), Violation> {
        self.frame_with(Duration::from_millis(16))
    }

    /// Frames (each with its checks) until `done` holds, or `limit` frames; true if `done`
    /// held (the monkey's [`run_until`](super::run_until)).
    fn frames_until(
        &mut self,
        limit: usize,
        mut done: impl FnMut(&mut Self) -> bool,
    ) -> Result<bool, Violation> {
        for _ in 0..limit {
            if done(self) {
                return Ok(true);
            }
            self.frame()?;
        }
        Ok(done(self))
    }

    /// After each frame: the hang check and the unfinished-game model.
    fn track_frame(&mut self) -> Result<(), Violation> {
        let now = self.app.world().resource::<Time>().elapsed_secs_f64();
        let phase = if self.screen() == Screen::Playing {
            self.phase()
        } else {
            None
        };
        if phase != self.phase_since.0 {
            self.phase_since = (phase, now);
            if phase == Some(Phase::GameOver) {
                self.report.games_over += 1;
            }
        }
        let stuck_after = match phase {
            Some(Phase::Animating) => {
                let speed = self.app.world().resource::<DisplaySettings>().anim_speed;
                (speed >= 0.25).then_some(30.0)
            }
            Some(Phase::AiTurn) => Some(30.0),
            Some(Phase::PassNotice) => Some(10.0),
            Some(Phase::Deciding) => Some(2.0),
            _ => None,
        };
        if let Some(limit) = stuck_after
            && now - self.phase_since.1 > limit
            && self.checks(Check::Stuck)
        {
            return Err((
                Check::Stuck,
                format!(
                    "{:?} for {:.1} s of game time",
                    phase.unwrap(),
                    now - self.phase_since.1
                ),
            ));
        }
        // The model of the unfinished file: the last unfinished game shown with a move
        // (not in review, where the game is rewound), until that same game ends.
        let replaced = std::mem::take(&mut self.app.world_mut().resource_mut::<Probe>().replaced);
        if replaced {
            self.shown = Some(key_of(self.game()));
        }
        if self.screen() == Screen::Playing {
            let g = self.game().clone();
            let p = self.phase();
            // A flag fall ends a game without a move: it is no longer only shown then.
            let only_shown = self.shown.as_ref() == Some(&key_of(&g)) && !g.is_over();
            if !only_shown {
                self.shown = None;
            }
            if only_shown {
                // Shown, not played: the unfinished file keeps the game it holds.
            } else if !g.is_over()
                && !g.history().is_empty()
                && !matches!(p, Some(Phase::Review) | Some(Phase::GameOver))
            {
                self.kept = Some(key_of(&g));
            } else if g.is_over()
                && let Some(k) = &self.kept
            {
                let now = key_of(&g);
                let continues = now.start == k.start
                    && now.options == k.options
                    && now.plies.starts_with(&k.plies);
                if continues {
                    self.kept = None;
                }
            } else if g.history().is_empty()
                && let Some(k) = &self.kept
                && k.start == g.start_position()
                && k.options == g.options
            {
                // Every move of the kept game taken back: nothing is left to offer.
                self.kept = None;
            }
        }
        Ok(())
    }

    /// Frames until the app rests (a person's turn, the scoring screen, review, the start
    /// screen), or `max` frames.
    fn settle(&mut self, max: usize) -> Result<(), Violation> {
        self.report.settles += 1;
        for _ in 0..max {
            if self.resting() {
                break;
            }
            self.frame()?;
            self.check_now()?;
        }
        Ok(())
    }

    fn resting(&mut self) -> bool {
        if self.screen() == Screen::Start {
            return self.transitions_done();
        }
        self.transitions_done()
            && !self.animating()
            && matches!(
                self.phase(),
                Some(Phase::HumanTurn) | Some(Phase::GameOver) | Some(Phase::Review)
            )
    }

    /// Presses `keys` for one frame, then releases them.
    fn keys(&mut self, keys: &[KeyCode]) -> Result<(), Violation> {
        {
            let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            for k in keys {
                input.press(*k);
            }
        }
        self.app.world_mut().resource_mut::<Probe>().input_frame = true;
        let r = self.frame();
        let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for k in keys {
            input.release(*k);
        }
        input.clear();
        r
    }

    fn click_entity(&mut self, entity: Entity) -> Result<(), Violation> {
        let click = Click {
            button: PointerButton::Primary,
            hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
            duration: Duration::from_millis(50),
            count: 1,
        };
        let r = catch_unwind(AssertUnwindSafe(|| {
            self.app.world_mut().trigger(Pointer::new(
                PointerId::Mouse,
                pointer_location(),
                click,
                entity,
            ))
        }));
        if r.is_err() {
            return Err((Check::Panic, "panic in a click".into()));
        }
        self.app.world_mut().resource_mut::<Probe>().input_frame = true;
        self.frame()
    }

    fn square_entity(&mut self, s: Square) -> Option<Entity> {
        let w = self.app.world_mut();
        w.query::<(Entity, &reversi3d::game::SquareCell)>()
            .iter(w)
            .find(|(_, c)| c.0 == s)
            .map(|(e, _)| e)
    }

    fn button_entity(&mut self, name: &str) -> Option<Entity> {
        let w = self.app.world_mut();
        w.query::<(Entity, &reversi3d::game::ButtonName)>()
            .iter(w)
            .find(|(_, n)| n.0 == name)
            .map(|(e, _)| e)
    }

    fn write_file(&mut self, text: &str) -> PathBuf {
        self.files += 1;
        let p = self.dir.join(format!("load-{}.txt", self.files));
        std::fs::write(&p, text).expect("a test file");
        p
    }

    /// Chooses and performs one action; returns its description.
    fn act(&mut self) -> Result<String, (String, Violation)> {
        // The setup the start screen would use stays at the low levels, with the monkey's
        // own start positions (a random arrangement is seeded by the wall clock).
        {
            let mut setup = self.app.world_mut().resource_mut::<NewGameSetup>();
            setup.level = setup.level.min(2);
            setup.random_start = false;
            let low = |p: PlayerKind| match p {
                PlayerKind::Computer(l) => PlayerKind::Computer(l.min(2)),
                h => h,
            };
            setup.players = Players {
                dark: low(setup.players.dark),
                light: low(setup.players.light),
            };
        }
        let mut roll = self.rng.random_range(0..1000);
        // After a game, the arrows (review) are pressed more often.
        if matches!(self.phase(), Some(Phase::GameOver) | Some(Phase::Review))
            && self.rng.random_bool(0.3)
        {
            roll = 1000;
        }
        let mut desc = String::new();
        let r = self.perform(roll, &mut desc);
        match r {
            Ok(()) => Ok(desc),
            Err(v) => Err((desc, v)),
        }
    }

    fn perform(&mut self, roll: u32, desc: &mut String) -> Result<(), Violation> {
        match roll {
            // A legal square (when there is one), clicked.
            0..=219 => {
                let legal: Vec<Square> = Bitboard(self.game().legal_moves()).squares().collect();
                let s = if legal.is_empty() {
                    Square::from_col_row(self.rng.random_range(0..8), self.rng.random_range(0..8))
                        .unwrap()
                } else {
                    legal[self.rng.random_range(0..legal.len())]
                };
                *desc = format!("click {s} (legal: {})", !legal.is_empty());
                let e = self.square_entity(s).expect("the square");
                self.click_entity(e)
            }
            // Any square.
            220..=299 => {
                let s =
                    Square::from_col_row(self.rng.random_range(0..8), self.rng.random_range(0..8))
                        .unwrap();
                *desc = format!("click {s}");
                let e = self.square_entity(s).expect("the square");
                self.click_entity(e)
            }
            // A key.
            300..=469 => {
                let k = KEYS[self.rng.random_range(0..KEYS.len())];
                *desc = format!("key {k:?}");
                self.keys(&[k])
            }
            // A chord.
            470..=529 => {
                let c = CHORDS[self.rng.random_range(0..CHORDS.len())];
                *desc = format!("keys {c:?}");
                self.keys(c)
            }
            // H (hints), or the Hint button.
            530..=534 => {
                if self.avoids(Input::HintKeys) {
                    *desc = "no hint (skipped)".into();
                    return self.frame();
                }
                if self.rng.random_bool(0.5) {
                    *desc = "key H, then wait for the hints".into();
                    self.keys(&[KeyCode::KeyH])?;
                    // (No hints come when no person is to move: then 45 frames pass.)
                    self.frames_until(45, |m| {
                        let w = m.app.world_mut();
                        w.query::<&HintLabel>().iter(w).next().is_some()
                    })?;
                    Ok(())
                } else {
                    *desc = "button Hint".into();
                    match self.button_entity("hint") {
                        Some(e) => self.click_entity(e),
                        None => self.frame(),
                    }
                }
            }
            // A typed square: its letter, then its digit a frame later.
            535..=589 => {
                let legal: Vec<Square> = Bitboard(self.game().legal_moves()).squares().collect();
                let s = if !legal.is_empty() && self.rng.random_bool(0.6) {
                    legal[self.rng.random_range(0..legal.len())]
                } else {
                    Square::from_col_row(self.rng.random_range(0..8), self.rng.random_range(0..8))
                        .unwrap()
                };
                *desc = format!("type {s}");
                let name = s.to_string();
                let letter = match name.as_bytes()[0] {
                    b'a' => KeyCode::KeyA,
                    b'b' => KeyCode::KeyB,
                    b'c' => KeyCode::KeyC,
                    b'd' => KeyCode::KeyD,
                    b'e' => KeyCode::KeyE,
                    b'f' => KeyCode::KeyF,
                    b'g' => KeyCode::KeyG,
                    _ => KeyCode::KeyH,
                };
                let digit = [
                    KeyCode::Digit1,
                    KeyCode::Digit2,
                    KeyCode::Digit3,
                    KeyCode::Digit4,
                    KeyCode::Digit5,
                    KeyCode::Digit6,
                    KeyCode::Digit7,
                    KeyCode::Digit8,
                ][(name.as_bytes()[1] - b'1') as usize];
                self.keys(&[letter])?;
                self.keys(&[digit])
            }
            // A button (when it is on screen).
            590..=689 => {
                let a = BUTTONS[self.rng.random_range(0..BUTTONS.len())];
                match self.button_entity(a) {
                    Some(e) => {
                        *desc = format!("button {a}");
                        self.click_entity(e)
                    }
                    None => {
                        *desc = format!("button {a} (not shown)");
                        self.frame()
                    }
                }
            }
            // Time passes.
            690..=839 => {
                let step = [1, 8, 16, 16, 16, 33, 100, 250, 1000][self.rng.random_range(0..9)];
                let frames = [1, 2, 5, 10, 30, 60, 120][self.rng.random_range(0..7)];
                *desc = format!("wait {frames} frames of {step} ms");
                for _ in 0..frames {
                    self.frame_with(Duration::from_millis(step))?;
                    self.check_now()?;
                }
                Ok(())
            }
            // A new game with random options.
            840..=879 => self.new_game(desc),
            // Paste.
            880..=919 => {
                let options = self.app.world().resource::<NewGameSetup>().options;
                let skip = self.cfg.skip_inputs.clone();
                let (text, kind) = random_text(&mut self.rng, &options, &skip);
                *desc = format!("paste {kind}: {:?}", short(&text));
                self.app
                    .world_mut()
                    .write_message(RecordRequest::Paste(text));
                self.frame()
            }
            // Save, and read the file back.
            920..=944 => {
                *desc = "save".into();
                self.save_and_check()
            }
            // Load the last saved game, or a file.
            945..=964 => {
                if self.rng.random_bool(0.4) {
                    *desc = "load the last saved game".into();
                    self.app.world_mut().write_message(RecordRequest::LoadLast);
                } else {
                    let options = self.app.world().resource::<NewGameSetup>().options;
                    let skip = self.cfg.skip_inputs.clone();
                    let path = match self.rng.random_range(0..6) {
                        0 => self.dir.join("no-such-file.txt"),
                        1 => self.dir.clone(),
                        _ => {
                            let (t, kind) = random_text(&mut self.rng, &options, &skip);
                            let _ = write!(desc, "{kind} {:?} ", short(&t));
                            self.write_file(&t)
                        }
                    };
                    *desc = format!("load file {}{desc}", path.display());
                    self.app
                        .world_mut()
                        .write_message(RecordRequest::Load(path));
                }
                self.frame()
            }
            // The window is resized.
            965..=984 => {
                let sizes: &[(f32, f32)] = &[
                    (1280.0, 720.0),
                    (800.0, 600.0),
                    (640.0, 1000.0),
                    (3840.0, 400.0),
                    (1.0, 1.0),
                    (200.0, 2000.0),
                    (0.0, 0.0),
                    (0.0, 720.0),
                    (1280.0, 0.0),
                ];
                let mut i = self.rng.random_range(0..sizes.len());
                if self.avoids(Input::ZeroWindow) {
                    i %= 6;
                }
                let (w, h) = sizes[i];
                *desc = format!("resize the window to {w}x{h}");
                let world = self.app.world_mut();
                let (e, mut win) = world
                    .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>()
                    .single_mut(world)
                    .expect("the window");
                win.resolution.set(w, h);
                world.write_message(WindowResized {
                    window: e,
                    width: w,
                    height: h,
                });
                self.frame()
            }
            // Quit (the window closes) and start again on the same files.
            985..=991 => {
                *desc = "quit and start again".into();
                self.restart()
            }
            // Review keys.
            1000 => {
                let k = [
                    KeyCode::ArrowLeft,
                    KeyCode::ArrowLeft,
                    KeyCode::ArrowRight,
                    KeyCode::Home,
                    KeyCode::End,
                ][self.rng.random_range(0..5)];
                *desc = format!("key {k:?} (review)");
                self.keys(&[k])
            }
            // Alt-tab style pause: a long single frame.
            _ => {
                let ms = self.rng.random_range(1_000..20_000);
                *desc = format!("one frame of {ms} ms");
                self.frame_with(Duration::from_millis(ms))
            }
        }
    }

    fn new_game(&mut self, desc: &mut String) -> Result<(), Violation> {
        let options = random_options(&mut self.rng);
        let players = random_players(&mut self.rng);
        let extreme = !self.avoids(Input::ExtremeSpeed);
        let speeds: &[f32] = if extreme {
            &[0.0, 0.6, 1.0, 1.0, 2.0, 4.0, 1e-30, 1e6]
        } else {
            &[0.0, 0.6, 1.0, 1.0, 2.0, 4.0]
        };
        let speed = speeds[self.rng.random_range(0..speeds.len())];
        let alternate = self.rng.random_bool(0.3);
        *desc = format!(
            "new game: {:?} {:?} {:?} empties {} clock {:?} ms, {:?} vs {:?}, speed {speed}, \
             alternate {alternate}",
            options.variant,
            options.start,
            options.supply,
            options.empties_to_winner,
            options.clock_ms,
            players.dark,
            players.light
        );
        let world = self.app.world_mut();
        {
            let mut setup = world.resource_mut::<NewGameSetup>();
            setup.options = options;
            setup.players = players;
            setup.random_start = false;
            setup.alternate_colours = alternate;
        }
        world.resource_mut::<DisplaySettings>().anim_speed = speed;
        world.write_message(StartNewGame);
        self.report.games_started += 1;
        self.frame()?;
        if let Some(total) = options.clock_ms {
            let left = short_clock(&mut self.rng, total);
            self.app
                .world_mut()
                .resource_mut::<CurrentGame>()
                .0
                .set_clock_left(left);
            *desc = format!("{desc}, time left {left:?} ms");
        }
        Ok(())
    }

    /// Saves (when the phase is known for the frame) and reads the file back: the same
    /// start, moves, options and result as the game (the whole game during review).
    fn save_and_check(&mut self) -> Result<(), Violation> {
        let known = self.transitions_done();
        let review = self.phase() == Some(Phase::Review);
        let g = self.game().clone();
        let before = self.app.world().resource::<LastSaved>().0.clone();
        self.app.world_mut().write_message(RecordRequest::Save);
        self.frame()?;
        // A game lost on time is saved once the engine has completed it (with its score).
        let mut g = g;
        if g.awaiting_completion() {
            self.frames_until(600, |m| !m.game().awaiting_completion())?;
            g = self.game().clone();
            // The save is made in the frame after the completion lands.
            self.frame()?;
        }
        if !known || !self.checks(Check::Saved) {
            return Ok(());
        }
        let after = self.app.world().resource::<LastSaved>().0.clone();
        let Some(path) = after.filter(|p| Some(p) != before.as_ref()) else {
            return Err((Check::Saved, "Save wrote no file".into()));
        };
        self.report.saves_checked += 1;
        let text = std::fs::read_to_string(&path).map_err(|e| {
            (
                Check::Saved,
                format!("the saved file {} cannot be read: {e}", path.display()),
            )
        })?;
        let rec = parse_record(&text).map_err(|e| {
            (
                Check::Saved,
                format!("the saved file does not read back: {e}\n{text}"),
            )
        })?;
        // Review never changes the game: the file holds the whole game, in review or not.
        let want = g.clone();
        let (got_k, want_k) = (key_of(&rec.game), key_of(&want));
        if got_k != want_k {
            return Err((
                Check::Saved,
                format!(
                    "saved {}, the file reads back as {}; the game is {}",
                    if review { "during review" } else { "in play" },
                    describe_key(&got_k),
                    describe_key(&want_k)
                ),
            ));
        }
        let shown = if want.is_over() {
            want.result()
                .map(|r| format!("{}-{}", r.recorded_dark, r.recorded_light))
        } else {
            None
        };
        let tag = text
            .lines()
            .find_map(|l| l.strip_prefix("[Result \"")?.strip_suffix("\"]"))
            .map(str::to_string);
        let want_tag = shown.clone().unwrap_or_else(|| "*".into());
        if tag.as_deref() != Some(want_tag.as_str()) {
            return Err((
                Check::Saved,
                format!(
                    "saved result {tag:?}, the game's result is {want_tag} (lost on time: {:?})",
                    want.lost_on_time()
                ),
            ));
        }
        Ok(())
    }

    fn restart(&mut self) -> Result<(), Violation> {
        self.app.world_mut().write_message(AppExit::Success);
        self.frame()?;
        self.check_now()?;
        let window = {
            let w = self.app.world_mut();
            w.query_filtered::<&Window, With<PrimaryWindow>>()
                .single(w)
                .map(|w| (w.width(), w.height()))
                .unwrap_or((1280.0, 720.0))
        };
        let storage = Storage::under(self.dir.clone());
        // The old window is closed before the new one opens (it holds the unfinished game).
        self.report.moves_played += self.app.world().resource::<Probe>().moves;
        self.app = App::new();
        let r = catch_unwind(AssertUnwindSafe(|| monkey_app(storage)));
        match r {
            Ok(mut app) => {
                let w = app.world_mut();
                if let Ok(mut win) = w
                    .query_filtered::<&mut Window, With<PrimaryWindow>>()
                    .single_mut(w)
                {
                    win.resolution.set(window.0, window.1);
                }
                self.app = app;
                self.phase_since = (None, 0.0);
                Ok(())
            }
            Err(_) => Err((Check::Panic, "panic while starting the app".into())),
        }
    }

    /// The invariants that hold after any frame.
    fn check_now(&mut self) -> Result<(), Violation> {
        if self.checks(Check::Camera) {
            let w = self.app.world_mut();
            for t in w.query_filtered::<&Transform, With<Orbit>>().iter(w) {
                if !(t.translation.is_finite() && t.rotation.is_finite()) {
                    return Err((
                        Check::Camera,
                        format!("the camera's transform is not finite: {t:?}"),
                    ));
                }
            }
        }
        self.check_unfinished()?;
        if self.screen() != Screen::Playing || !self.transitions_done() {
            return Ok(());
        }
        let g = self.game().clone();
        let players = *self.app.world().resource::<Players>();
        let phase = self.phase();
        if self.checks(Check::Phase) {
            self.check_phase(&g, &players, phase)?;
        }
        if !self.animating() {
            // In review the board shows the reviewed position; the game stays whole.
            let shown = self.app.world().resource::<Review>().shown(&g).into_owned();
            if self.checks(Check::Discs) {
                self.check_discs(&shown)?;
            }
            // The piles may show the supply as it was before the last frame (the pile
            // system is not ordered after a review step); any other count is wrong.
            if self.checks(Check::Piles) {
                self.check_piles(&shown)?;
            }
        }
        if self.checks(Check::Hints) && phase == Some(Phase::HumanTurn) {
            let w = self.app.world_mut();
            let shown: u64 = w
                .query::<&HintLabel>()
                .iter(w)
                .fold(0, |acc, h| acc | h.square.bit());
            let legal = g.legal_moves();
            if shown != 0 && shown != legal {
                let names = |b: u64| {
                    Bitboard(b)
                        .squares()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                return Err((
                    Check::Hints,
                    format!(
                        "hints on [{}] but the legal moves are [{}]",
                        names(shown),
                        names(legal)
                    ),
                ));
            }
        }
        Ok(())
    }

    fn check_phase(
        &mut self,
        g: &Game,
        players: &Players,
        phase: Option<Phase>,
    ) -> Result<(), Violation> {
        let Some(p) = phase else {
            return Err((Check::Phase, "playing without a phase".into()));
        };
        let err = |m: String| Err((Check::Phase, m));
        let who = players.of(g.to_move());
        match p {
            Phase::HumanTurn if g.is_over() => {
                return err("a person's turn in a finished game".into());
            }
            Phase::HumanTurn if g.legal_moves() == 0 => {
                return err(format!("{}'s turn without a legal move", g.to_move()));
            }
            Phase::HumanTurn if who != PlayerKind::Human => {
                return err(format!("a person's turn, but {} is {who:?}", g.to_move()));
            }
            Phase::AiTurn if g.is_over() || g.legal_moves() == 0 => {
                return err("the computer's turn without a legal move".into());
            }
            Phase::AiTurn if who == PlayerKind::Human => {
                return err(format!(
                    "the computer's turn, but {} is a person",
                    g.to_move()
                ));
            }
            Phase::PassNotice if !g.must_pass() => {
                return err(format!(
                    "a pass notice, but {} can move or the game is over",
                    g.to_move()
                ));
            }
            Phase::GameOver if !g.is_over() => {
                return err(format!(
                    "the scoring screen for a game that is not over ({} to move, {} plies)",
                    g.to_move(),
                    g.history().len()
                ));
            }
            Phase::Review if !g.is_over() => {
                return err("review of a game that is not over".into());
            }
            Phase::Review
                if !matches!(
                    self.app.world().resource::<Review>().0,
                    Some(k) if k < g.history().len()
                ) =>
            {
                return err(
                    "review at the end of the game (the scoring screen should show)".into(),
                );
            }
            _ => {}
        }
        if g.is_over() && !matches!(p, Phase::GameOver | Phase::Review | Phase::Animating) {
            return err(format!("the game is over but the phase is {p:?}"));
        }
        let w = self.app.world_mut();
        let scoring = w
            .query::<&Name>()
            .iter(w)
            .any(|n| n.as_str() == "Scoring screen");
        if scoring != (p == Phase::GameOver) {
            return err(format!("scoring screen shown: {scoring}, phase {p:?}"));
        }
        Ok(())
    }

    fn check_discs(&mut self, g: &Game) -> Result<(), Violation> {
        let w = self.app.world_mut();
        let mut seen = 0u64;
        for (d, t) in w.query::<(&Disc, &Transform)>().iter(w) {
            let Some(want) = g.at(d.square) else {
                return Err((Check::Discs, format!("a disc entity on empty {}", d.square)));
            };
            if d.side != want {
                return Err((
                    Check::Discs,
                    format!(
                        "the disc on {} is {} but the rules say {want}",
                        d.square, d.side
                    ),
                ));
            }
            let Some(shown) = super::face_shown(t) else {
                let up = (t.rotation * Vec3::Y).y;
                return Err((
                    Check::Discs,
                    format!("the disc on {} rests mid-turn (up {up:.2})", d.square),
                ));
            };
            if shown != want {
                return Err((
                    Check::Discs,
                    format!(
                        "the disc on {} shows {shown}, the rules say {want}",
                        d.square
                    ),
                ));
            }
            if seen & d.square.bit() != 0 {
                return Err((Check::Discs, format!("two disc entities on {}", d.square)));
            }
            seen |= d.square.bit();
        }
        let want = g.discs(Side::Dark) | g.discs(Side::Light);
        if seen != want {
            let missing: Vec<String> = Bitboard(want & !seen)
                .squares()
                .map(|s| s.to_string())
                .collect();
            return Err((
                Check::Discs,
                format!("no disc entity on [{}]", missing.join(" ")),
            ));
        }
        Ok(())
    }

    fn check_piles(&mut self, g: &Game) -> Result<(), Violation> {
        let w = self.app.world_mut();
        let mut count = [0u32; 2];
        for p in w.query::<&PileDisc>().iter(w) {
            count[p.side.index()] += 1;
        }
        for side in [Side::Dark, Side::Light] {
            let want = g.supply(side).unwrap_or(0);
            let before = self.supply_before[side.index()];
            if count[side.index()] != want && count[side.index()] != before {
                return Err((
                    Check::Piles,
                    format!(
                        "{side}'s pile shows {} discs, the supply is {want}",
                        count[side.index()]
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The unfinished file, when present, reads back; it holds the unfinished game shown,
    /// and an unfinished game is not lost by showing another game.
    fn check_unfinished(&mut self) -> Result<(), Violation> {
        if !self.checks(Check::Unfinished) {
            return Ok(());
        }
        let path = self.dir.join("unfinished.txt");
        let text = std::fs::read_to_string(&path).ok();
        let file = match &text {
            Some(t) => Some(parse_record(t).map_err(|e| {
                (
                    Check::Unfinished,
                    format!("the unfinished file does not read back: {e}"),
                )
            })?),
            None => None,
        };
        match (&self.kept, &file) {
            (None, _) => Ok(()),
            (Some(k), None) => Err((
                Check::Unfinished,
                format!(
                    "the unfinished game ({}) is lost: no unfinished file",
                    describe_key(k)
                ),
            )),
            (Some(k), Some(r)) => {
                let got = key_of(&r.game);
                if got != *k {
                    Err((
                        Check::Unfinished,
                        format!(
                            "the unfinished file holds {}, the unfinished game is {}",
                            describe_key(&got),
                            describe_key(k)
                        ),
                    ))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Runs the configured number of actions; every failure is recorded (the app is built
    /// again after one, on fresh files) unless the run stops at the first.
    pub fn run(mut self) -> Report {
        let start = Instant::now();
        let mut last_progress = Instant::now();
        for index in 0..self.cfg.actions {
            let result = self.act().and_then(|desc| {
                self.log.push(format!("#{index} {desc}"));
                self.check_now().map_err(|v| (String::new(), v))?;
                if index % 97 == 96 {
                    self.settle(600).map_err(|v| (String::new(), v))?;
                    self.check_now().map_err(|v| (String::new(), v))?;
                }
                Ok(())
            });
            if self.cfg.verbose
                && result.is_ok()
                && let Some(l) = self.log.last()
            {
                say(&format!("{l}\n"));
            }
            if let Err((desc, (check, message))) = result {
                if !desc.is_empty() {
                    self.log.push(format!("#{index} {desc}"));
                    if self.cfg.verbose {
                        say(&format!("#{index} {desc}\n"));
                    }
                }
                let failure = Failure {
                    seed: self.cfg.seed,
                    index,
                    check,
                    message,
                    tail: self.log[self.log.len().saturating_sub(14)..].to_vec(),
                };
                if self.cfg.verbose {
                    say(&format!("FAILED {failure}"));
                }
                self.record(failure);
                if self.cfg.stop_at_first {
                    self.report.actions = index + 1;
                    break;
                }
                self.rebuild();
            }
            self.report.actions = index + 1;
            if last_progress.elapsed() > Duration::from_secs(30) {
                last_progress = Instant::now();
                say(&format!(
                    "soak seed {}: {} actions, {:.0}/s, {} distinct failures\n",
                    self.cfg.seed,
                    index + 1,
                    (index + 1) as f64 / start.elapsed().as_secs_f64(),
                    self.report.failures.len()
                ));
            }
        }
        if self.report.failures.is_empty() || !self.cfg.stop_at_first {
            let index = self.report.actions;
            if let Err((check, message)) = self.settle(4_000).and_then(|_| self.check_now()) {
                let tail = self.log[self.log.len().saturating_sub(14)..].to_vec();
                self.record(Failure {
                    seed: self.cfg.seed,
                    index,
                    check,
                    message: format!("after settling at the end: {message}"),
                    tail,
                });
            }
        }
        self.report.moves_played += self.app.world().resource::<Probe>().moves;
        self.report.elapsed = start.elapsed();
        std::mem::take(&mut self.report)
    }

    fn record(&mut self, f: Failure) {
        // The same check and message, leaving out numbers, squares and bracketed lists.
        let shape = |f: &Failure| {
            let mut m = String::new();
            let mut depth = 0;
            for c in f.message.chars() {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    c if depth == 0 => m.push(c),
                    _ => {}
                }
            }
            let m: String = m
                .split_whitespace()
                .filter(|w| Square::parse(w.trim_matches(|c: char| !c.is_alphanumeric())).is_err())
                .map(|w| w.replace(|c: char| c.is_ascii_digit(), ""))
                .take(12)
                .collect::<Vec<_>>()
                .join(" ");
            (f.check, m)
        };
        let s = shape(&f);
        match self.report.failures.iter().position(|x| shape(x) == s) {
            Some(i) => self.report.repeats[i] += 1,
            None => {
                say(&format!("new failure: {f}"));
                self.report.failures.push(f);
                self.report.repeats.push(1);
            }
        }
    }

    /// A fresh app on fresh files after a failure.
    fn rebuild(&mut self) {
        let moves = self
            .app
            .world()
            .get_resource::<Probe>()
            .map_or(0, |p| p.moves);
        self.report.moves_played += moves;
        self.app = App::new();
        let _ = std::fs::remove_dir_all(&self.dir);
        let _ = std::fs::create_dir_all(&self.dir);
        self.app = monkey_app(Storage::under(self.dir.clone()));
        self.kept = None;
        self.phase_since = (None, 0.0);
        self.log.push("(a fresh app after the failure)".into());
    }
}

impl Drop for Monkey {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn short(s: &str) -> String {
    let t: String = s.chars().take(70).collect();
    if t.len() < s.len() {
        format!("{t}…")
    } else {
        t
    }
}

/// Runs a monkey with `cfg` and returns its report.
pub fn soak(cfg: Config) -> Report {
    Monkey::new(cfg).run()
}
