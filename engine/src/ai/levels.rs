//! The computer's levels, from Beginner to Engine, and the reference opponent.

use super::error::EngineError;
use super::search::{EvalKind, SearchConfig};
use std::time::Duration;

/// A level: how deep and how long the computer searches, where it starts solving exactly,
/// and how much it strays from the best move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub name: &'static str,
    pub description: &'static str,
    pub depth: u32,
    /// Exact solving from this many empties (0: never).
    pub exact_from: u32,
    /// Time limit per move (ms).
    pub time_ms: Option<u64>,
    /// Moves within this many centi-discs of the best may be chosen...
    pub margin: i32,
    /// ...with probability ∝ exp((value − best) / temperature) (centi-discs).
    pub temperature: f64,
    pub eval: EvalKind,
    /// Multi-ProbCut's width in standard deviations (`None`: full-width search); see
    /// [`SearchConfig::mpc`].
    pub mpc: Option<f32>,
    /// Search threads ([`super::Engine::set_threads`]; [`super::choose_move`] sets them).
    /// Every level has 1, so that its play is the same at every run; a program that gives
    /// the computer more cores sets it (e.g. to [`super::all_cores_but_one`]).
    pub threads: usize,
    /// The opening book ([`super::book`]): `Some(v)`, a position of the built-in book is
    /// answered at once with one of its moves within `v` centi-discs of the best (weighted,
    /// drawn with the game's generator: the same seed, the same opening); `None`: no book.
    pub book: Option<i32>,
}

impl Level {
    pub fn config(&self) -> SearchConfig {
        SearchConfig {
            max_depth: self.depth,
            exact_from: self.exact_from,
            time_limit: self.time_ms.map(Duration::from_millis),
            node_limit: None,
            eval: self.eval,
            mpc: self.mpc,
        }
    }
    /// Chooses among near-best moves (needs every move's value).
    pub fn is_randomised(&self) -> bool {
        self.margin > 0
    }
}

/// The levels, weakest first. The default is [`DEFAULT_LEVEL`].
pub const LEVELS: [Level; 14] = [
    Level {
        name: "Beginner",
        description: "Looks one move ahead with a simple square table; often strays",
        depth: 1,
        exact_from: 0,
        time_ms: None,
        margin: 400,
        temperature: 150.0,
        eval: EvalKind::SquareWeights,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Novice",
        description: "Two moves ahead, knows mobility and corners; often strays",
        depth: 2,
        exact_from: 6,
        time_ms: None,
        margin: 550,
        temperature: 200.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Casual",
        description: "Three moves ahead, solves the last 8 squares; strays fairly often",
        depth: 3,
        exact_from: 8,
        time_ms: None,
        margin: 300,
        temperature: 150.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Improver",
        description: "Three moves ahead, solves the last 8 squares; sometimes strays",
        depth: 3,
        exact_from: 8,
        time_ms: None,
        margin: 150,
        temperature: 70.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Intermediate",
        description: "Four moves ahead, solves the last 10 squares; sometimes strays",
        depth: 4,
        exact_from: 10,
        time_ms: None,
        margin: 160,
        temperature: 70.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Skilled",
        description: "Five moves ahead, perfect over the last 12 squares; strays a little",
        depth: 5,
        exact_from: 12,
        time_ms: Some(1_000),
        margin: 140,
        temperature: 60.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Club",
        description: "Five moves ahead, perfect over the last 12 squares; rarely strays",
        depth: 5,
        exact_from: 12,
        time_ms: Some(1_000),
        margin: 20,
        temperature: 10.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Advanced",
        description: "Six moves ahead, perfect over the last 13 squares",
        depth: 6,
        exact_from: 13,
        time_ms: Some(1_500),
        margin: 0,
        temperature: 1.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Expert",
        description: "Eight moves ahead, perfect over the last 14 squares",
        depth: 8,
        exact_from: 14,
        time_ms: Some(2_000),
        margin: 0,
        temperature: 1.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: None,
    },
    Level {
        name: "Master",
        description: "Nine moves ahead, perfect over the last 18 squares",
        depth: 9,
        exact_from: 18,
        time_ms: Some(3_000),
        margin: 0,
        temperature: 1.0,
        eval: EvalKind::Full,
        mpc: None,
        threads: 1,
        book: Some(200),
    },
    Level {
        name: "Tournament",
        description: "Six moves ahead with the learned evaluation, perfect over the last 18 squares",
        depth: 6,
        exact_from: 18,
        time_ms: Some(3_000),
        margin: 0,
        temperature: 1.0,
        eval: EvalKind::Pattern,
        mpc: Some(1.5),
        threads: 1,
        book: Some(150),
    },
    Level {
        name: "Grandmaster",
        description: "Eight moves ahead with the learned evaluation, perfect over the last 18 squares",
        depth: 8,
        exact_from: 18,
        time_ms: Some(3_500),
        margin: 0,
        temperature: 1.0,
        eval: EvalKind::Pattern,
        mpc: Some(1.5),
        threads: 1,
        book: Some(150),
    },
    Level {
        name: "Champion",
        description: "Twelve moves ahead with the learned evaluation, perfect over the last 20 squares",
        depth: 12,
        exact_from: 20,
        time_ms: Some(4_000),
        margin: 0,
        temperature: 1.0,
        eval: EvalKind::Pattern,
        mpc: Some(1.5),
        threads: 1,
        book: Some(100),
    },
    Level {
        name: "Engine",
        description: "Full strength: selective search 22 moves ahead, up to 4.5 s a move, perfect over the last 24 squares",
        depth: 22,
        exact_from: 24,
        time_ms: Some(4_500),
        margin: 0,
        temperature: 1.0,
        eval: EvalKind::Pattern,
        mpc: Some(1.5),
        threads: 1,
        book: Some(100),
    },
];

/// The ladder: each level's score against the level below it (Novice over Beginner first),
/// over 200 games from 100 random balanced openings, each played with both colours:
/// `reversi-engine match --black LEVEL --white BELOW --games 200 --seed 21` (docs/records.md,
/// "The ladder"). [`ladder_ratings`] lays the levels out on one Elo scale from it.
pub const LADDER_SCORES: [f64; LEVELS.len() - 1] = [
    0.742, 0.778, 0.772, 0.782, 0.795, 0.715, 0.740, 0.765, 0.768, 0.700, 0.670, 0.775, 0.720,
];

/// Where the ladder's scale is anchored: Beginner's rating.
pub const BEGINNER_RATING: f64 = 600.0;

/// The Elo difference that a score `p` (0 < p < 1) stands for: `400·log10(p / (1 − p))`.
pub fn elo_difference(p: f64) -> f64 {
    400.0 * (p / (1.0 - p)).log10()
}

/// Each level's rating on one Elo scale, weakest first: Beginner at [`BEGINNER_RATING`], each
/// next level the Elo difference of its [`LADDER_SCORES`] score above the one before.
pub fn ladder_ratings() -> [f64; LEVELS.len()] {
    let mut r = [BEGINNER_RATING; LEVELS.len()];
    for i in 1..LEVELS.len() {
        r[i] = r[i - 1] + elo_difference(LADDER_SCORES[i - 1]);
    }
    r
}

/// The index in [`LEVELS`] of the level named `name` (exactly as spelled there), usable in
/// constants: `level_index("Club")`. Panics (at compile time in a constant) on an unknown name,
/// so a renamed or removed level fails the build of whatever names it.
pub const fn level_index(name: &str) -> usize {
    let want = name.as_bytes();
    let mut i = 0;
    while i < LEVELS.len() {
        let have = LEVELS[i].name.as_bytes();
        if have.len() == want.len() {
            let mut j = 0;
            while j < have.len() && have[j] == want[j] {
                j += 1;
            }
            if j == have.len() {
                return i;
            }
        }
        i += 1;
    }
    panic!("no level of that name")
}

/// Index of the default level (Club).
pub const DEFAULT_LEVEL: usize = level_index("Club");

/// The reference opponent: a classic square-weight table with a depth-3 alpha-beta, as many
/// simple Reversi programs play.
pub const REFERENCE: Level = Level {
    name: "Weights3",
    description: "Reference: square-weight table, depth-3 alpha-beta",
    depth: 3,
    exact_from: 0,
    time_ms: None,
    margin: 0,
    temperature: 1.0,
    eval: EvalKind::SquareWeights,
    mpc: None,
    threads: 1,
    book: None,
};

/// The largest weights file [`level_with_weights`] reads (the shipped one is under 2 MiB).
const MAX_WEIGHTS_BYTES: u64 = 64 << 20;

/// The weights file `file` (`LEVEL@FILE`, `train --evaluate`): a regular file of at most
/// [`MAX_WEIGHTS_BYTES`], refused before it is read otherwise. Errors name the file.
pub fn read_weights(file: &str) -> Result<super::pattern::Weights, EngineError> {
    let bad = |problem: String| EngineError::WeightsFile {
        file: file.to_string(),
        problem,
    };
    let bytes = crate::rules::record::file_bytes(file, MAX_WEIGHTS_BYTES).map_err(bad)?;
    super::pattern::Weights::from_bytes(&bytes).map_err(|e| bad(e.to_string()))
}

/// A level for `match`: [`level_with_settings`], or `LEVEL@FILE`, that level searching with
/// the pattern evaluation of the weights file `FILE` (to measure trained weights against the
/// built-in ones at equal settings). Only the command line takes a file this way: saved
/// games and settings name levels with [`level_by_name`].
pub fn level_with_weights(s: &str) -> Result<Level, EngineError> {
    let Some((name, file)) = s.trim().split_once('@') else {
        return level_with_settings(s);
    };
    let mut level = level_with_settings(name)?;
    if file.trim().is_empty() {
        return Err(EngineError::Setting {
            part: s.trim().to_string(),
            problem: "no weights file after the @ (LEVEL@FILE)".into(),
        });
    }
    let w = read_weights(file)?;
    // One per command line: leaked so the level stays `Copy`.
    level.eval = EvalKind::PatternWith(Box::leak(Box::new(w)));
    level.name = Box::leak(format!("{}@{file}", level.name).into_boxed_str());
    Ok(level)
}

/// A level for `match` with changed settings: `LEVEL+KEY=VALUE+…` ([`level_by_name`], then
/// each setting): `depth=N` (1-60), `ms=N` (time per move, 1-3600000; `ms=0`: none),
/// `exact=N` (0-60), `mpc=T` (Multi-ProbCut's width, 0.1-10 standard deviations;
/// `mpc=off`: full width), `threads=N` (search threads, 1-64), `book=V` (play from the
/// opening book with a variety of V discs, 0-64, decimals allowed; `book=off`: no book), and
/// `margin=D` and `temperature=T` (the level's strays: moves within D discs of the best, with
/// probability ∝ exp((value − best) / T), T in discs; `margin=0`: always the best). E.g.
/// `engine+mpc=off` against `engine`, `engine+book=off` against `engine`, or
/// `engine+ms=200+threads=2` against `engine+ms=200`.
pub fn level_with_settings(s: &str) -> Result<Level, EngineError> {
    let mut parts = s.trim().split('+');
    let mut level = level_by_name(parts.next().unwrap_or(""))?;
    let mut renamed = level.name.to_string();
    for part in parts {
        let bad = |problem: String| EngineError::Setting {
            part: part.to_string(),
            problem,
        };
        let (key, value) = part.split_once('=').ok_or_else(|| {
            bad("a setting is KEY=VALUE (depth, ms, exact, mpc, threads, book, margin, temperature)".into())
        })?;
        let int = |lo: u64, hi: u64| match value.trim().parse::<u64>() {
            Ok(n) if (lo..=hi).contains(&n) => Ok(n),
            _ => Err(bad(format!(
                "{key} must be a whole number from {lo} to {hi}"
            ))),
        };
        match key.trim() {
            "depth" => level.depth = int(1, 60)? as u32,
            "exact" => level.exact_from = int(0, 60)? as u32,
            "ms" => level.time_ms = Some(int(0, 3_600_000)?).filter(|&n| n > 0),
            "threads" => level.threads = int(1, 64)? as usize,
            "margin" | "temperature" => match value.trim().parse::<f64>() {
                Ok(v) if (0.0..=64.0).contains(&v) => {
                    let centi = v * 100.0;
                    if key.trim() == "margin" {
                        level.margin = centi.round() as i32;
                    } else {
                        level.temperature = centi.max(1.0);
                    }
                }
                _ => return Err(bad(format!("{key} must be from 0 to 64 discs"))),
            },
            "book" if value.trim() == "off" => level.book = None,
            "book" => match value.trim().parse::<f64>() {
                Ok(v) if (0.0..=64.0).contains(&v) => level.book = Some((v * 100.0).round() as i32),
                _ => {
                    return Err(bad(
                        "book must be off or a variety from 0 to 64 discs".into()
                    ));
                }
            },
            "mpc" if value.trim() == "off" => level.mpc = None,
            "mpc" => match value.trim().parse::<f32>() {
                Ok(t) if (0.1..=10.0).contains(&t) => level.mpc = Some(t),
                _ => return Err(bad("mpc must be off or from 0.1 to 10".into())),
            },
            _ => {
                return Err(bad(format!(
                    "unknown setting '{key}' (depth, ms, exact, mpc, threads, book, margin, temperature)"
                )));
            }
        }
        renamed.push('+');
        renamed.push_str(part.trim());
    }
    if renamed != level.name {
        // One per command line: leaked so the level stays `Copy`.
        level.name = Box::leak(renamed.into_boxed_str());
    }
    Ok(level)
}

/// A level by name (case-insensitive), by number (1 for Beginner up to the number of
/// levels), or `weights3` for the reference.
pub fn level_by_name(s: &str) -> Result<Level, EngineError> {
    let t = s.trim();
    if let Ok(n) = t.parse::<usize>()
        && (1..=LEVELS.len()).contains(&n)
    {
        return Ok(LEVELS[n - 1]);
    }
    if t.eq_ignore_ascii_case(REFERENCE.name) || t.eq_ignore_ascii_case("reference") {
        return Ok(REFERENCE);
    }
    LEVELS
        .iter()
        .find(|l| l.name.eq_ignore_ascii_case(t))
        .copied()
        .ok_or_else(|| {
            // `LEVEL+KEY=VALUE` or `LEVEL@FILE` where only a level's name is taken.
            if let Some(i) = t.find(['+', '@'])
                && level_by_name(&t[..i]).is_ok()
            {
                let problem = if t[i..].starts_with('@') {
                    "a weights file (LEVEL@FILE) is not taken here"
                } else {
                    "settings (LEVEL+KEY=VALUE) are not taken here, only a level's name"
                };
                return EngineError::Setting {
                    part: t.to_string(),
                    problem: problem.into(),
                };
            }
            let names: Vec<&str> = LEVELS.iter().map(|l| l.name).collect();
            EngineError::UnknownLevel {
                name: t.to_string(),
                known: names.join(", "),
                count: LEVELS.len(),
            }
        })
}
/// How hard the hint analysis looks: every move to depth 8, exact from 16 empties, ≤ 3 s.
pub fn hint_config() -> SearchConfig {
    SearchConfig {
        max_depth: 8,
        exact_from: 16,
        time_limit: Some(std::time::Duration::from_secs(3)),
        node_limit: None,
        eval: EvalKind::Full,
        mpc: None,
    }
}
