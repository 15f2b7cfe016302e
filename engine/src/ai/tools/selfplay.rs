//! Self-play training data: games the engine plays against itself from random balanced
//! openings, every position after the opening labelled with its value, written one game a
//! line to a text file that grows by appending and can be resumed after a kill.
//!
//! # How a game is played
//! Game `i` of a run is fully determined by `(seed, i)` (its own random generator and a fresh
//! engine, so its tables hold nothing from other games): the file is the same whatever the
//! number of threads. It starts from a random balanced opening of 6–10 moves
//! ([`balanced_openings`] with the game's own seed). Then both sides search every move to
//! `depth` with the pattern evaluation. `random` percent of the moves (drawn at random) are
//! chosen among the moves within `margin` centi-discs of the best with probability
//! ∝ exp((value − best) / `temperature`) (the lower levels' randomness, [`choose_move`],
//! which needs every move's value: about four times the search of the best move alone); the
//! others are the search's best move.
//!
//! # Labels
//! Every position after the opening where the side to move has a move is labelled with the
//! final disc difference (empties to the winner) for the side to move:
//! - **at `exact` empties or fewer**: its exact value, solved by the exact solver (whatever
//!   move is then played: the endgame is still played with the same randomness, so the
//!   labelled endgame positions are not only those of perfect play);
//! - **above that**: the exact value of the first labelled position at `exact` empties or
//!   fewer, propagated back through the played moves (its sign changes with the side to
//!   move). This is the result of the game as played up to there and perfectly after it. We
//!   chose it over a deeper search because it costs nothing and is not biased by the
//!   evaluation it will train (a deeper search with today's weights would teach the weights
//!   their own errors); its noise, the small losses of the randomised moves that follow,
//!   averages out over many games. A game that ends before reaching `exact` empties takes its
//!   final score. The depth-`depth` search value of every position is kept beside the label,
//!   so a trainer can blend the two if it wants.
//!
//! Symmetries are applied at training time: [`crate::ai::tools::training::train`] fits each
//! position in its 8 board symmetries, so the file stores each position once.
//!
//! # File format (`#selfplay v1`)
//! UTF-8 text. The first line is the header naming how the games are made, e.g.
//! `#selfplay v1 seed=1 depth=8 exact=20 margin=150 temperature=60 random=10`; a run resumes a file
//! only with the same header. Then one game a line, in index order, six tab-separated
//! columns:
//!
//! `index  opening  moves  dark-light  labels  search`
//!
//! - `index`: the game's index (0, 1, 2, …);
//! - `opening`: how many of the moves are the random opening;
//! - `moves`: the whole game from the standard start, `f5d6c3…`, passes left out (a side
//!   with no legal move passes; the rules replay it);
//! - `dark-light`: the discs on the board at the end, e.g. `36-28`;
//! - `labels`: a comma list, one label per move after the opening, in discs for the side
//!   about to play that move (the position before it), as described above;
//! - `search`: a comma list aligned with `labels`: the value of the position's best move at
//!   the search depth, in centi-discs for the side to move.
//!
//! [`read_games`] reads and checks such a file ([`scan`] line by line, for files larger than
//! memory would like); [`SelfplayGame::samples`] (in the trainer's
//! [`crate::ai::tools::training::sources`]) turns a game into training samples.
//!
//! # Cost
//! Measured on a 2-core machine, one thread: depth 8 with exact labels from 20 empties took
//! about 2.9 s a game on a busy machine (the exact labels about 0.5 s of it; from 22 empties
//! about 3 s more; depth 10 about three times as long), and with today's search about
//! 0.27 s a game (from 24 empties, 2.2 s: docs/records.md), so the defaults (depth 8,
//! exact 20) make 2,000–15,000 games an hour on two cores, busy or not.

use super::matches::balanced_openings;
use super::pool;
use crate::ai::search::{Engine, EvalKind, SearchConfig};
use crate::ai::tools::error::ToolError;
use crate::ai::{Level, choose_move};
use crate::rules::{Board, Game, GameOptions, Side, Square, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;
use std::io::{Read, Seek, SeekFrom, Write};
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

/// The most games a run may ask for (the file grows by about 250 bytes a game).
pub const MAX_GAMES: u64 = 1_000_000_000;
/// The deepest midgame search allowed for the moves.
pub const MAX_DEPTH: u32 = 20;
/// The most empties labelled exactly (each more empty about doubles a solve's time).
pub const MAX_EXACT: u32 = 30;
/// The widest `margin` (centi-discs).
pub const MAX_MARGIN: i32 = 6_400;
/// Memory of each game's engine tables (half of it for the exact solver).
const ENGINE_BYTES: usize = 64 << 20;

/// How the games are made: everything that decides their content (written in the header).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SelfplayConfig {
    pub seed: u64,
    /// Midgame search depth of every move.
    pub depth: u32,
    /// Positions with this many empties or fewer are labelled by an exact solve.
    pub exact: u32,
    /// Moves within this many centi-discs of the best may be played (0: always the best).
    pub margin: i32,
    /// Softmax temperature over the move values (centi-discs).
    pub temperature: u32,
    /// Percent of the moves after the opening that are chosen among the near-best ones; the
    /// others are the search's best move.
    pub random: u32,
}

impl SelfplayConfig {
    /// The file's first line (without the newline).
    pub fn header(&self) -> String {
        format!(
            "#selfplay v1 seed={} depth={} exact={} margin={} temperature={} random={}",
            self.seed, self.depth, self.exact, self.margin, self.temperature, self.random
        )
    }

    /// Reads a header written by [`SelfplayConfig::header`].
    pub fn from_header(line: &str) -> Result<SelfplayConfig, ToolError> {
        let bad = || format!("'{line}' is not a '#selfplay v1' header");
        let rest = line.strip_prefix("#selfplay v1 ").ok_or_else(bad)?;
        let mut fields = BTreeMap::new();
        for kv in rest.split(' ') {
            let (k, v) = kv.split_once('=').ok_or_else(bad)?;
            fields.insert(k, v);
        }
        let num = |k: &str| -> Result<u64, String> {
            fields
                .get(k)
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("header '{line}': no valid {k}="))
        };
        let cfg = SelfplayConfig {
            seed: num("seed")?,
            depth: num("depth")? as u32,
            exact: num("exact")? as u32,
            margin: num("margin")? as i32,
            temperature: num("temperature")? as u32,
            random: num("random")? as u32,
        };
        if cfg.header() != line {
            return Err(bad().into());
        }
        Ok(cfg)
    }

    /// The move choice: near-best moves at random, or the best (`margin` 0).
    fn level(&self, margin: i32) -> Level {
        Level {
            name: "Self-play",
            description: "self-play data generation",
            depth: self.depth.max(1),
            exact_from: 0,
            time_ms: None,
            margin,
            temperature: self.temperature.max(1) as f64,
            eval: EvalKind::Pattern,
            mpc: None,
            threads: 1,
            book: None,
        }
    }
}

/// One self-play game with its labels (see the module documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct SelfplayGame {
    pub index: u64,
    /// How many of `moves` are the random opening.
    pub opening: usize,
    /// Every move from the standard start (passes left out).
    pub moves: Vec<Square>,
    /// Discs on the board at the end.
    pub dark: u32,
    pub light: u32,
    /// One per move after the opening: the value in discs for the side about to play it.
    pub labels: Vec<i32>,
    /// Aligned with `labels`: the search value of the position (centi-discs).
    pub search: Vec<i32>,
}

/// The random seed of game `index` of a run with `seed` (a SplitMix64 step, so that
/// neighbouring indices get unrelated streams).
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(index.wrapping_add(1).wrapping_mul(0xbf58_476d_1ce4_e5b9));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays and labels game `index` of the run `cfg`. Deterministic given `(cfg, index)`.
/// Every move is checked against the rules; a move the engine gets wrong is an error naming
/// the game and the move (never a silent substitute).
pub fn play_game(cfg: &SelfplayConfig, index: u64) -> Result<SelfplayGame, ToolError> {
    let options = GameOptions::default();
    let gs = game_seed(cfg.seed, index);
    let opening = balanced_openings(1, gs, options)
        .pop()
        .ok_or_else(|| format!("game {index}: no opening"))?;
    let mut g = Game::new(options);
    let mut moves = Vec::with_capacity(60);
    for &sq in &opening {
        if g.must_pass() {
            let _ = g.pass();
        }
        g.play(sq)
            .map_err(|e| format!("game {index}: opening move {sq} refused ({e})"))?;
        moves.push(sq);
    }
    let (strays, best) = (cfg.level(cfg.margin), cfg.level(0));
    let exact_cfg = SearchConfig {
        max_depth: 4,
        exact_from: 64,
        time_limit: None,
        node_limit: None,
        eval: EvalKind::Pattern,
        mpc: None,
    };
    let mut engine = Engine::new(Variant::Classic, ENGINE_BYTES);
    let mut rng = StdRng::seed_from_u64(gs ^ 0x5e1f_91a7);
    // Per position after the opening: side to move, search value, exact value.
    let mut positions: Vec<(Side, i32, Option<i32>)> = Vec::with_capacity(60);
    while !g.is_over() {
        if g.must_pass() {
            g.pass()
                .map_err(|e| format!("game {index}: pass refused ({e})"))?;
            continue;
        }
        let b: Board = g.board();
        let mover = g.to_move();
        let level = if rng.random_range(0..100) < cfg.random {
            &strays
        } else {
            &best
        };
        let r = choose_move(&mut engine, &g, level, &mut rng);
        let value = r.moves.first().map_or(r.value, |m| m.value);
        let exact = if b.empty_count() <= cfg.exact {
            let e = engine.search(&b, &exact_cfg);
            if !e.exact {
                return Err(format!(
                    "game {index}, move {}: the exact solve did not finish",
                    moves.len() + 1
                )
                .into());
            }
            Some(e.value / 100)
        } else {
            None
        };
        let Some(sq) = r.best else {
            return Err(format!(
                "game {index}, move {}: the engine returned no move where there are legal moves",
                moves.len() + 1
            )
            .into());
        };
        g.play(sq).map_err(|e| {
            format!(
                "game {index}, move {}: the engine chose {sq}, which is refused ({e})",
                moves.len() + 1
            )
        })?;
        positions.push((mover, value, exact));
        moves.push(sq);
    }
    let res = g
        .result()
        .ok_or_else(|| format!("game {index}: the game ended without a result"))?;
    // The anchor, from Dark's view: the first exact value, else the final score.
    let dark_view = |c: Side, v: i32| if c == Side::Dark { v } else { -v };
    let anchor = positions
        .iter()
        .find_map(|&(c, _, e)| e.map(|v| dark_view(c, v)))
        .unwrap_or(res.recorded_dark as i32 - res.recorded_light as i32);
    let labels = positions
        .iter()
        .map(|&(c, _, e)| e.unwrap_or_else(|| dark_view(c, anchor)))
        .collect();
    Ok(SelfplayGame {
        index,
        opening: opening.len(),
        moves,
        dark: g.count(Side::Dark),
        light: g.count(Side::Light),
        labels,
        search: positions.iter().map(|p| p.1).collect(),
    })
}

fn comma_list(v: &[i32]) -> String {
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    s.join(",")
}

impl SelfplayGame {
    /// The game's line in the file (with its newline).
    pub fn to_line(&self) -> String {
        let moves: String = self.moves.iter().map(|s| s.to_string()).collect();
        format!(
            "{}\t{}\t{}\t{}-{}\t{}\t{}\n",
            self.index,
            self.opening,
            moves,
            self.dark,
            self.light,
            comma_list(&self.labels),
            comma_list(&self.search)
        )
    }

    /// Reads one game line (without its newline) and checks it: the moves replay legally to
    /// the end of the game, the counts match, one label and one search value per move after
    /// the opening, labels within ±64. The error says what is wrong.
    pub fn parse_line(row: &str) -> Result<SelfplayGame, ToolError> {
        let cols: Vec<&str> = row.split('\t').collect();
        if cols.len() != 6 {
            return Err(format!(
                "{} tab-separated columns; expected 6 (index, opening, moves, dark-light, labels, search)",
                cols.len()
            ).into());
        }
        let index: u64 = cols[0]
            .parse()
            .map_err(|_| format!("index '{}' is not a number", cols[0]))?;
        let opening: usize = cols[1]
            .parse()
            .map_err(|_| format!("opening '{}' is not a number", cols[1]))?;
        let mut g = Game::new(GameOptions::default());
        crate::rules::notation::play_transcript(&mut g, cols[2]).map_err(|e| e.to_string())?;
        if !g.is_over() {
            return Err("the moves do not finish the game".into());
        }
        let moves: Vec<Square> = g
            .history()
            .iter()
            .filter_map(|p| match p.kind {
                crate::rules::PlyKind::Move(sq) => Some(sq),
                crate::rules::PlyKind::Pass => None,
            })
            .collect();
        let (d, l) = (g.count(Side::Dark), g.count(Side::Light));
        if cols[3] != format!("{d}-{l}") {
            return Err(format!("the moves end {d}-{l}, the line says {}", cols[3]).into());
        }
        let list = |s: &str, what: &str| -> Result<Vec<i32>, String> {
            if s.is_empty() {
                return Ok(Vec::new());
            }
            s.split(',')
                .map(|x| {
                    x.parse::<i32>()
                        .map_err(|_| format!("{what} '{x}' is not a number"))
                })
                .collect()
        };
        let labels = list(cols[4], "label")?;
        let search = list(cols[5], "search value")?;
        let after = moves.len().checked_sub(opening).ok_or_else(|| {
            format!(
                "opening of {opening} moves in a game of {} moves",
                moves.len()
            )
        })?;
        if labels.len() != after || search.len() != after {
            return Err(format!(
                "{} labels and {} search values for {after} moves after the opening",
                labels.len(),
                search.len()
            )
            .into());
        }
        if let Some(v) = labels.iter().find(|v| v.abs() > 64) {
            return Err(format!("label {v} is beyond ±64").into());
        }
        Ok(SelfplayGame {
            index,
            opening,
            moves,
            dark: d,
            light: l,
            labels,
            search,
        })
    }

    /// The labelled positions, in order: (position before the move, side to move as player;
    /// label in discs for the side to move).
    pub fn positions(&self) -> Vec<(Board, i32)> {
        let mut g = Game::new(GameOptions::default());
        let mut out = Vec::with_capacity(self.labels.len());
        for (k, &sq) in self.moves.iter().enumerate() {
            if g.must_pass() {
                let _ = g.pass();
            }
            if k >= self.opening {
                out.push((g.board(), self.labels[k - self.opening]));
            }
            if g.play(sq).is_err() {
                break;
            }
        }
        out
    }
}

/// A self-play file's content: how it was made, its games, and the length in bytes of its
/// complete lines (a last line without its newline is torn: a run killed while writing it).
#[derive(Debug)]
pub struct SelfplayFile {
    pub config: SelfplayConfig,
    pub games: Vec<SelfplayGame>,
    pub complete_bytes: u64,
    /// A torn last line was left out.
    pub torn: bool,
}

/// Reads and checks a self-play file: the header, then games with indices 0, 1, 2, … in
/// order. A torn last line (no newline) is left out and reported in `torn`; any other bad
/// line is an error naming its line number.
pub fn read_games(text: &str) -> Result<SelfplayFile, ToolError> {
    let mut games = Vec::new();
    let (config, complete_bytes, torn) = scan(text.as_bytes(), |g| games.push(g))?;
    Ok(SelfplayFile {
        config,
        games,
        complete_bytes,
        torn,
    })
}

/// The longest line [`scan`] reads (a game's line is under 1 KiB).
const MAX_LINE_BYTES: u64 = 64 << 10;

/// Reads a self-play file line by line (it may be larger than memory would like), checking
/// every game as [`read_games`] does and handing each to `each`. Returns the header's
/// configuration, the length of the complete lines and whether a torn last line was left
/// out.
pub fn scan(
    input: impl std::io::Read,
    mut each: impl FnMut(SelfplayGame),
) -> Result<(SelfplayConfig, u64, bool), ToolError> {
    use std::io::BufRead;
    let mut reader = std::io::BufReader::with_capacity(1 << 16, input);
    let mut buf = Vec::new();
    let mut complete = 0u64;
    let mut line_no = 0usize;
    let mut config = None;
    let mut expected = 0u64;
    loop {
        buf.clear();
        let n = (&mut reader)
            .take(MAX_LINE_BYTES)
            .read_until(b'\n', &mut buf)
            .map_err(|e| format!("line {}: {e}", line_no + 1))?;
        if n == 0 {
            break;
        }
        line_no += 1;
        if buf.last() != Some(&b'\n') && n as u64 == MAX_LINE_BYTES {
            // Longer than any game's line: read on to its end without keeping it. At the end
            // of the file it is torn (a run killed while writing, or junk after it), below;
            // before another line, an error.
            let ended = loop {
                buf.clear();
                let k = (&mut reader)
                    .take(MAX_LINE_BYTES)
                    .read_until(b'\n', &mut buf)
                    .map_err(|e| format!("line {line_no}: {e}"))?;
                if k == 0 || buf.last() == Some(&b'\n') {
                    break k > 0;
                }
            };
            if ended {
                return Err(format!(
                    "line {line_no}: longer than {}, more than any game's line",
                    crate::rules::record::size_text(MAX_LINE_BYTES)
                )
                .into());
            }
        }
        if buf.last() != Some(&b'\n') {
            // Torn: a run was killed while writing this line.
            return match config {
                Some(c) => Ok((c, complete, true)),
                None => Err("no complete header line".into()),
            };
        }
        let row = std::str::from_utf8(&buf[..n - 1])
            .map_err(|_| format!("line {line_no}: not UTF-8 text"))?
            .trim_end_matches('\r');
        match config {
            None => {
                config =
                    Some(SelfplayConfig::from_header(row).map_err(|e| format!("line 1: {e}"))?);
            }
            Some(_) => {
                let game =
                    SelfplayGame::parse_line(row).map_err(|e| format!("line {line_no}: {e}"))?;
                if game.index != expected {
                    return Err(format!(
                        "line {line_no}: game {} where game {expected} was expected",
                        game.index
                    )
                    .into());
                }
                expected += 1;
                each(game);
            }
        }
        complete += n as u64;
    }
    let config = config.ok_or_else(|| "no complete header line".to_string())?;
    Ok((config, complete, false))
}

/// How a run is going, for progress reports.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Games in the file (including those of earlier runs).
    pub done: u64,
    pub total: u64,
    /// Games and labelled positions written by this run, and for how long it has run.
    pub run_games: u64,
    pub run_positions: u64,
    pub elapsed: Duration,
}

impl Progress {
    /// One line: games done/total, positions/s, games/hour, time left.
    pub fn line(&self) -> String {
        let s = self.elapsed.as_secs_f64().max(1e-9);
        let eta = if self.run_games > 0 {
            let left = self.total.saturating_sub(self.done) as f64;
            let secs = left * s / self.run_games as f64;
            format_duration(secs)
        } else {
            "unknown".into()
        };
        format!(
            "selfplay: {}/{} games, {} positions this run in {}, {:.1} positions/s, {:.0} games/hour, ETA {eta}",
            self.done,
            self.total,
            self.run_positions,
            format_duration(s),
            self.run_positions as f64 / s,
            self.run_games as f64 * 3600.0 / s
        )
    }
}

fn format_duration(secs: f64) -> String {
    let s = secs.max(0.0) as u64;
    if s >= 86_400 {
        format!("{}d{:02}h", s / 86_400, (s % 86_400) / 3600)
    } else if s >= 3600 {
        format!("{}h{:02}m", s / 3600, (s % 3600) / 60)
    } else {
        format!("{}m{:02}s", s / 60, s % 60)
    }
}

/// Plays games until `path` holds `games` games made with `cfg`, on `threads` threads.
/// Resumes: an existing file must have `cfg`'s header (else an error naming both); its games
/// are kept, a torn last line is cut off and redone, and the missing games are appended in
/// index order, each line written whole as soon as it and every game before it is done (a
/// kill loses at most the games in progress). `progress` is called about every
/// `progress_every` and at the end. Returns the final progress.
pub fn run(
    cfg: &SelfplayConfig,
    games: u64,
    threads: usize,
    path: &str,
    progress_every: Duration,
    mut progress: impl FnMut(&Progress),
) -> Result<Progress, ToolError> {
    let header = cfg.header();
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|e| format!("{path}: {e}"))?;
    let len = file.metadata().map_err(|e| format!("{path}: {e}"))?.len();
    let mut head = vec![0u8; (len.min(header.len() as u64 + 1)) as usize];
    file.read_exact(&mut head)
        .map_err(|e| format!("{path}: {e}"))?;
    let start_index = if !head.contains(&b'\n') && header.as_bytes().starts_with(&head) {
        // New, or killed while writing the header.
        file.set_len(0).map_err(|e| format!("{path}: {e}"))?;
        file.seek(SeekFrom::Start(0))
            .map_err(|e| format!("{path}: {e}"))?;
        file.write_all(format!("{header}\n").as_bytes())
            .map_err(|e| format!("{path}: {e}"))?;
        0
    } else {
        file.seek(SeekFrom::Start(0))
            .map_err(|e| format!("{path}: {e}"))?;
        let mut first = Vec::new();
        std::io::BufRead::read_until(
            &mut std::io::BufReader::new((&mut file).take(4096)),
            b'\n',
            &mut first,
        )
        .map_err(|e| format!("{path}: {e}"))?;
        let first = String::from_utf8_lossy(&first);
        let first = first.trim_end();
        if !first.starts_with("#selfplay ") {
            return Err(format!(
                "{path}: not a self-play file (its first line is not a #selfplay header); it is left as it is: choose another --out"
            )
            .into());
        }
        if first != header {
            return Err(format!(
                "{path}: made with '{first}', this run is '{header}': use the same options to resume it, or another --out"
            ).into());
        }
        file.seek(SeekFrom::Start(0))
            .map_err(|e| format!("{path}: {e}"))?;
        let mut count = 0u64;
        let (_, complete, torn) =
            scan(&mut file, |_| count += 1).map_err(|e| format!("{path}: {e}"))?;
        if torn {
            file.set_len(complete).map_err(|e| format!("{path}: {e}"))?;
        }
        count
    };
    file.seek(SeekFrom::End(0))
        .map_err(|e| format!("{path}: {e}"))?;

    let start = Instant::now();
    let mut p = Progress {
        done: start_index,
        total: games,
        run_games: 0,
        run_positions: 0,
        elapsed: Duration::ZERO,
    };
    if start_index >= games {
        progress(&p);
        return Ok(p);
    }
    let threads = threads.clamp(1, (games - start_index).min(1024) as usize);
    // Job `j` is game `start_index + j`; the games are written in index order as they come.
    let jobs = (games - start_index) as usize;
    let play = |_: &mut (), j: usize| play_game(cfg, start_index + j as u64);
    pool::run(
        threads,
        jobs,
        || (),
        play,
        |done| {
            let mut pending: BTreeMap<u64, SelfplayGame> = BTreeMap::new();
            let mut last_report = Instant::now();
            loop {
                match done.next_within(Duration::from_millis(200)) {
                    Ok((j, Ok(g))) => {
                        pending.insert(start_index + j as u64, g);
                    }
                    // The workers start no game after this (their games in progress are lost).
                    Ok((_, Err(e))) => return Err(e),
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => return Ok(()),
                }
                while let Some(g) = pending.remove(&p.done) {
                    file.write_all(g.to_line().as_bytes())
                        .and_then(|_| file.flush())
                        .map_err(|e| format!("{path}: {e}"))?;
                    p.done += 1;
                    p.run_games += 1;
                    p.run_positions += g.labels.len() as u64;
                }
                if last_report.elapsed() >= progress_every {
                    p.elapsed = start.elapsed();
                    progress(&p);
                    last_report = Instant::now();
                }
            }
        },
    )?;
    p.elapsed = start.elapsed();
    progress(&p);
    if p.done < games {
        return Err(format!("{path}: stopped after {} of {games} games", p.done).into());
    }
    Ok(p)
}
