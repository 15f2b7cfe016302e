//! Training the pattern evaluation ([`crate::ai::pattern`]): labelled positions from recorded
//! games, self-play files and WTHOR databases ([`sources`], [`wthor`]); recorded and WTHOR
//! positions are labelled with the game's final disc difference or, where the solver can
//! find it, the exact score; the label cache that keeps the exact scores between runs; and
//! the fitting itself ([`fit`]); and the fit of Multi-ProbCut's statistics ([`mpc`]). The `train`
//! command is a thin wrapper around this module.

pub mod fit;
pub mod mpc;
pub mod sources;
pub mod wthor;

use crate::ai::tools::error::ToolError;
pub use fit::{Fit, StageReport, train};
use sources::{SourceKind, read_source};
use std::collections::HashMap;

use super::pool;
use crate::ai::endgame::Solver;
use crate::ai::tt::TranspositionTable;
use crate::rules::notation::play_transcript;
use crate::rules::{Game, GameOptions, PlyKind, Side, Variant};

/// A training position: the side to move's discs, the opponent's, and the final disc
/// difference for the side to move (empties to the winner).
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub player: u64,
    pub opponent: u64,
    pub target: f32,
}

/// The positions of one recorded game, before each move, with the side to move's final disc
/// difference (empties to the winner).
pub struct RecordedGame {
    pub line: usize,
    pub positions: Vec<Sample>,
}

/// Reads a tab-separated file of recorded games (`moves<TAB>dark discs<TAB>light discs…`,
/// `#` lines are comments), replays each game and checks its final counts. The error names
/// the line and the move.
pub fn read_recorded_games(text: &str) -> Result<Vec<RecordedGame>, ToolError> {
    let mut games = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let row = raw.trim_end_matches('\r');
        if row.trim().is_empty() || row.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = row.split('\t').collect();
        if cols.len() < 3 {
            return Err(format!(
                "line {line}: expected moves, dark count and light count separated by tabs"
            )
            .into());
        }
        let count = |s: &str, what: &str| {
            s.trim()
                .parse::<i32>()
                .map_err(|_| format!("line {line}: {what} count '{s}' is not a number"))
        };
        let (dark, light) = (count(cols[1], "dark")?, count(cols[2], "light")?);
        // The rules replay the game (passes written or left out), then step through it.
        let mut game = Game::new(GameOptions::default());
        play_transcript(&mut game, cols[0]).map_err(|e| format!("line {line}: {e}"))?;
        let (d, l) = (game.count(Side::Dark), game.count(Side::Light));
        if (d as i32, l as i32) != (dark, light) {
            return Err(format!(
                "line {line}: the moves end {d}-{l}, the file says {dark}-{light}"
            )
            .into());
        }
        let final_dark = match game.result() {
            Some(r) => r.recorded_dark as i32 - r.recorded_light as i32,
            // An unfinished game: its margin so far (empties are not handed out).
            None => d as i32 - l as i32,
        };
        let positions = game_samples(game, final_dark);
        games.push(RecordedGame { line, positions });
    }
    Ok(games)
}

/// The positions of a replayed game before each move (passes left out), each labelled with
/// `final_dark`, Dark's final disc difference, seen from the side to move.
pub fn game_samples(mut game: Game, final_dark: i32) -> Vec<Sample> {
    game.rewind();
    let mut positions = Vec::with_capacity(60);
    while let Some(next) = game.redo_stack().last().copied() {
        if matches!(next.kind, PlyKind::Move(_)) {
            let b = game.board();
            let sign = if game.to_move() == Side::Dark { 1 } else { -1 };
            positions.push(Sample {
                player: b.player,
                opponent: b.opponent,
                target: (sign * final_dark) as f32,
            });
        }
        game.redo();
    }
    positions
}

/// Replaces the label of every position with at most `max_empties` empties by its exact
/// score, on `threads` threads. Returns how many were solved.
pub fn label_exact(samples: &mut [Sample], max_empties: u32, threads: usize) -> usize {
    let mut todo: Vec<&mut Sample> = samples
        .iter_mut()
        .filter(|s| (!(s.player | s.opponent)).count_ones() <= max_empties)
        .collect();
    let boards: Vec<(u64, u64)> = todo.iter().map(|s| (s.player, s.opponent)).collect();
    let values = pool::map(threads, boards.len(), solver_table, |tt, i| {
        let (p, o) = boards[i];
        Solver::new(tt, Variant::Classic).solve(p, o, -64, 64).ok()
    });
    for (s, v) in todo.iter_mut().zip(values) {
        if let Some(v) = v {
            s.target = v as f32;
        }
    }
    todo.len()
}

/// Each solving thread's table.
fn solver_table() -> TranspositionTable {
    TranspositionTable::with_bytes(16 << 20)
}

/// One source file of a [`TrainingSet`]: its name, kind, how many games and positions it gave
/// (training and held out), and where its held-out positions are in [`TrainingSet::held`].
#[derive(Clone, Debug)]
pub struct SourceSummary {
    pub name: String,
    pub kind: SourceKind,
    pub games: usize,
    pub fit: usize,
    pub held: std::ops::Range<usize>,
    /// Something worth saying about how it was read (a torn last line).
    pub note: Option<String>,
}

/// The positions to fit and the positions held out to measure the fit, from any number of
/// source files.
#[derive(Clone, Debug, Default)]
pub struct TrainingSet {
    /// Positions the weights are fitted to.
    pub fit: Vec<Sample>,
    /// Positions only measured (every `hold_out`th game's of each source).
    pub held: Vec<Sample>,
    /// Games read.
    pub games: usize,
    /// The source files, in the order they were added.
    pub sources: Vec<SourceSummary>,
    /// Aligned with `fit` and `held`: whether the position's label is its game's final result,
    /// to be replaced by the exact score when it has few empties (recorded and WTHOR games),
    /// or final as it is (self-play).
    relabel_fit: Vec<bool>,
    relabel_held: Vec<bool>,
}

/// How the exact labels of [`TrainingSet::label`] were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Labelled {
    /// Positions whose exact score the cache file had.
    pub from_cache: usize,
    /// Positions solved now (each distinct position once).
    pub solved: usize,
}

/// The held-out error of weights on one source: mean absolute error in discs over all its
/// held-out positions and by game phase.
#[derive(Clone, Debug)]
pub struct SourceError {
    pub name: String,
    pub positions: usize,
    pub mae: f64,
    /// (empties range, positions, MAE) for 0–20, 21–40 and 41–60 empties.
    pub bands: Vec<(std::ops::RangeInclusive<u32>, usize, f64)>,
}

impl TrainingSet {
    /// Reads recorded games ([`read_recorded_games`]) and keeps every `hold_out`th game's
    /// positions apart (0: none held out). Each position is labelled with its game's final
    /// disc difference.
    pub fn from_recorded(text: &str, hold_out: usize) -> Result<TrainingSet, ToolError> {
        let games = read_recorded_games(text)?;
        let mut set = TrainingSet::default();
        set.add(
            "recorded games",
            SourceKind::Recorded,
            games.into_iter().map(|g| g.positions).collect(),
            hold_out,
            None,
        );
        Ok(set)
    }

    /// Reads every file (its format recognised, [`sources::detect`]; at most `limit` bytes
    /// each) and adds its games, every `hold_out`th game of each file held out.
    pub fn from_files(
        paths: &[String],
        hold_out: usize,
        limit: u64,
    ) -> Result<TrainingSet, ToolError> {
        let mut set = TrainingSet::default();
        for p in paths {
            let src = read_source(p, limit)?;
            set.add(p, src.kind, src.games, hold_out, src.note);
        }
        Ok(set)
    }

    /// Adds one source's games: every `hold_out`th game (counted within this source, so a
    /// file's split is the same whatever else is read with it) is held out whole.
    pub fn add(
        &mut self,
        name: &str,
        kind: SourceKind,
        games: Vec<Vec<Sample>>,
        hold_out: usize,
        note: Option<String>,
    ) {
        let (fit0, held0) = (self.fit.len(), self.held.len());
        for (i, g) in games.iter().enumerate() {
            if hold_out > 0 && i % hold_out == hold_out - 1 {
                self.held.extend_from_slice(g);
                self.relabel_held.extend(g.iter().map(|_| kind.relabel()));
            } else {
                self.fit.extend_from_slice(g);
                self.relabel_fit.extend(g.iter().map(|_| kind.relabel()));
            }
        }
        self.games += games.len();
        self.sources.push(SourceSummary {
            name: name.to_string(),
            kind,
            games: games.len(),
            fit: self.fit.len() - fit0,
            held: held0..self.held.len(),
            note,
        });
    }

    /// Labels every recorded or WTHOR position with at most `exact` empties with its exact
    /// score, on `threads` threads (self-play labels stay as they are). With a `cache` file,
    /// the exact scores it holds are used and only the positions it lacks are solved; the
    /// cache then gains them (it is keyed by position, so it serves any set of games and any
    /// `--exact`). A file that is not a label cache is refused rather than written over; the
    /// error names it.
    pub fn label(
        &mut self,
        exact: u32,
        threads: usize,
        cache: Option<&str>,
    ) -> Result<Labelled, ToolError> {
        let mut known = match cache {
            Some(c) => read_label_cache(c)?,
            None => LabelCache::default(),
        };
        let wanted = |s: &Sample| (!(s.player | s.opponent)).count_ones() <= exact;
        let mut todo: Vec<(u64, u64)> = Vec::new();
        let mut from_cache = 0;
        {
            let mut seen = std::collections::HashSet::new();
            for (s, &r) in self
                .fit
                .iter()
                .zip(&self.relabel_fit)
                .chain(self.held.iter().zip(&self.relabel_held))
            {
                if !r || !wanted(s) {
                    continue;
                }
                if known.values.contains_key(&(s.player, s.opponent)) {
                    from_cache += 1;
                } else if seen.insert((s.player, s.opponent)) {
                    todo.push((s.player, s.opponent));
                }
            }
        }
        let solved = solve_positions(&todo, threads);
        let n_solved = solved.len();
        for (k, v) in todo.into_iter().zip(solved) {
            known.values.insert(k, v);
        }
        for (s, &r) in self
            .fit
            .iter_mut()
            .zip(&self.relabel_fit)
            .chain(self.held.iter_mut().zip(&self.relabel_held))
        {
            if r && wanted(s)
                && let Some(&v) = known.values.get(&(s.player, s.opponent))
            {
                s.target = v as f32;
            }
        }
        if let Some(c) = cache
            && (n_solved > 0 || known.rewrite)
        {
            write_label_cache(c, &known.values)?;
        }
        Ok(Labelled {
            from_cache,
            solved: n_solved,
        })
    }

    /// The held-out error of `weights` source by source.
    pub fn held_out_errors(&self, weights: &crate::ai::pattern::Weights) -> Vec<SourceError> {
        let bands = [0..=20u32, 21..=40, 41..=60];
        self.sources
            .iter()
            .map(|src| {
                let mut sums = vec![(0usize, 0f64); bands.len()];
                for s in &self.held[src.held.clone()] {
                    let n = (!(s.player | s.opponent)).count_ones();
                    let e = (weights.evaluate(s.player, s.opponent) as f64 / 100.0
                        - s.target as f64)
                        .abs();
                    if let Some(b) = bands.iter().position(|r| r.contains(&n)) {
                        sums[b].0 += 1;
                        sums[b].1 += e;
                    }
                }
                let positions: usize = sums.iter().map(|s| s.0).sum();
                let total: f64 = sums.iter().map(|s| s.1).sum();
                let mean = |n: usize, sum: f64| if n > 0 { sum / n as f64 } else { 0.0 };
                SourceError {
                    name: src.name.clone(),
                    positions,
                    mae: mean(positions, total),
                    bands: bands
                        .iter()
                        .zip(&sums)
                        .map(|(r, &(n, sum))| (r.clone(), n, mean(n, sum)))
                        .collect(),
                }
            })
            .collect()
    }
}

/// Solves every position (side to move's discs, opponent's) exactly on `threads` threads:
/// its final disc difference with perfect play for the side to move.
fn solve_positions(todo: &[(u64, u64)], threads: usize) -> Vec<i8> {
    // Jobs of 16 positions: a position of few empties takes less than a job's hand-out.
    const CHUNK: usize = 16;
    let chunks = pool::map(
        threads,
        todo.len().div_ceil(CHUNK),
        solver_table,
        |tt, c| {
            todo[c * CHUNK..((c + 1) * CHUNK).min(todo.len())]
                .iter()
                .map(|&(p, o)| {
                    // An unbounded solve always finishes; 0 would only stand for a failure it
                    // cannot have.
                    Solver::new(tt, Variant::Classic)
                        .solve(p, o, -64, 64)
                        .unwrap_or(0) as i8
                })
                .collect::<Vec<i8>>()
        },
    );
    chunks.concat()
}

/// The exact scores known from a cache file, and whether the file should be written again
/// (it was in the older format).
#[derive(Default)]
struct LabelCache {
    values: HashMap<(u64, u64), i8>,
    rewrite: bool,
}

/// The first line of a label cache.
const CACHE_HEADER: &str = "reversi3d exact labels v1";
/// The largest label cache read (a line a position, about 40 bytes: some 27 million
/// positions); a larger file, or one that is not a regular file, is refused before reading.
const MAX_CACHE_BYTES: u64 = 1 << 30;

/// The label cache: [`CACHE_HEADER`], then one `player opponent score` line per solved
/// position (hex bitboards of the side to move and the opponent, the exact final disc
/// difference for the side to move), sorted, so the same positions make the same file.
/// Written to a temporary file that is then renamed over it (a kill never leaves half a file).
fn write_label_cache(path: &str, values: &HashMap<(u64, u64), i8>) -> Result<(), String> {
    use std::fmt::Write;
    let mut keys: Vec<_> = values.iter().collect();
    keys.sort_unstable();
    let mut out = String::with_capacity(40 * keys.len() + 32);
    out.push_str(CACHE_HEADER);
    out.push('\n');
    for ((p, o), v) in keys {
        let _ = writeln!(out, "{p:016x} {o:016x} {v}");
    }
    let tmp = format!("{path}.tmp");
    std::fs::write(&tmp, out).map_err(|e| format!("{tmp}: {e}"))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{path}: {e}"))
}

/// Reads a label cache. A missing file is an empty cache. The older format (`reversi3d labels
/// <exact> …`, every position of one training run with its label) is read too, keeping the
/// positions with at most `<exact>` empties (the solved ones). A line that does not read
/// (a file cut short) ends the reading: the positions before it are kept. A file that is not a
/// label cache at all is an error naming it.
fn read_label_cache(path: &str) -> Result<LabelCache, String> {
    if std::fs::metadata(path).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound) {
        return Ok(LabelCache::default());
    }
    let text =
        crate::rules::record::read_file_bytes(path, MAX_CACHE_BYTES).map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&text);
    // A last line without its newline was cut short: left out.
    let complete = text.rfind('\n').map_or("", |i| &text[..=i]);
    let mut lines = complete.lines();
    let first = lines.next().unwrap_or("");
    let (old_exact, rewrite) = if first == CACHE_HEADER {
        (None, false)
    } else if let Some(rest) = first.strip_prefix("reversi3d labels ")
        && let Some(Ok(e)) = rest.split(' ').next().map(str::parse::<u32>)
    {
        (Some(e), true)
    } else {
        return Err(format!(
            "{path}: not a label cache (its first line is not '{CACHE_HEADER}'); give --cache a new file or a cache"
        ));
    };
    let mut values = HashMap::new();
    for l in lines {
        let mut w = l.split(' ');
        let entry = (|| {
            let p = u64::from_str_radix(w.next()?, 16).ok()?;
            let o = u64::from_str_radix(w.next()?, 16).ok()?;
            let v: f32 = w.next()?.parse().ok()?;
            (p & o == 0 && v.abs() <= 64.0 && v.fract() == 0.0 && w.next().is_none())
                .then_some((p, o, v as i8))
        })();
        let Some((p, o, v)) = entry else { break };
        if old_exact.is_none_or(|e| (!(p | o)).count_ones() <= e) {
            values.insert((p, o), v);
        }
    }
    Ok(LabelCache { values, rewrite })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two unfinished recorded games of four moves: 4-4 and 3-5.
    const GAMES: &str = "# two games\nf5d6c3d3\t4\t4\nf5f6e6f4\t3\t5\n";

    #[test]
    fn every_nth_game_is_held_out() {
        let set = TrainingSet::from_recorded(GAMES, 2).unwrap();
        assert_eq!(set.games, 2);
        assert_eq!((set.fit.len(), set.held.len()), (4, 4));
        // Each position's label is its game's margin from the side to move: 0 in the first
        // game; in the second, -2 for Dark (to move first) and +2 for Light.
        assert!(set.fit.iter().all(|s| s.target == 0.0));
        let held: Vec<f32> = set.held.iter().map(|s| s.target).collect();
        assert_eq!(held, [-2.0, 2.0, -2.0, 2.0]);
        let all = TrainingSet::from_recorded(GAMES, 0).unwrap();
        assert_eq!((all.fit.len(), all.held.len()), (8, 0));
    }

    /// The first `n` recorded games of the test data.
    fn recorded(n: usize) -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/recorded-games.tsv");
        let text = std::fs::read_to_string(path).unwrap();
        text.lines().take(n).map(|l| format!("{l}\n")).collect()
    }

    fn targets(t: &TrainingSet) -> Vec<(u64, u64, f32)> {
        t.fit
            .iter()
            .chain(&t.held)
            .map(|s| (s.player, s.opponent, s.target))
            .collect()
    }

    #[test]
    fn the_label_cache_gives_the_solved_scores_back_by_position() {
        let dir = std::env::temp_dir().join(format!("reversi3d-labels-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("labels.txt");
        let path = path.to_str().unwrap();
        let _ = std::fs::remove_file(path);
        let games = recorded(6);
        let mut set = TrainingSet::from_recorded(&games, 2).unwrap();
        let first = set.label(8, 2, Some(path)).unwrap();
        // Six games, each with its 8 last positions before a move (fewer if passes), solved
        // once each.
        assert!(first.solved > 30 && first.from_cache == 0, "{first:?}");
        let solved = targets(&set);
        // The same positions labelled without a cache: the same scores.
        let mut plain = TrainingSet::from_recorded(&games, 2).unwrap();
        assert_eq!(plain.label(8, 2, None).unwrap().solved, first.solved);
        assert_eq!(targets(&plain), solved);
        // Read back: nothing solved, the same labels.
        let mut again = TrainingSet::from_recorded(&games, 2).unwrap();
        let second = again.label(8, 2, Some(path)).unwrap();
        assert_eq!((second.solved, second.from_cache), (0, first.solved));
        assert_eq!(targets(&again), solved);
        // Other games and another split: only their new positions are solved, and the cache
        // gains them.
        let more = recorded(9);
        let mut other = TrainingSet::from_recorded(&more, 3).unwrap();
        let third = other.label(8, 2, Some(path)).unwrap();
        assert_eq!(third.from_cache, first.solved);
        assert!(third.solved > 0);
        // A deeper --exact solves the positions with 9 and 10 empties only.
        let mut deeper = TrainingSet::from_recorded(&more, 3).unwrap();
        let fourth = deeper.label(10, 2, Some(path)).unwrap();
        assert_eq!(fourth.from_cache, first.solved + third.solved);
        // A cut-short cache keeps its complete lines; a torn line is not read as a score.
        let text = std::fs::read_to_string(path).unwrap();
        let cut = &text[..text.len() - 3];
        std::fs::write(path, cut).unwrap();
        let lines = cut.lines().count();
        let mut torn = TrainingSet::from_recorded(&more, 3).unwrap();
        let fifth = torn.label(10, 2, Some(path)).unwrap();
        assert_eq!((fifth.from_cache, fifth.solved), (lines - 2, 1));
        assert_eq!(targets(&torn), targets(&deeper));
        // A file that is not a cache is not written over.
        std::fs::write(path, "f5d6\t3\t3\n").unwrap();
        let e = torn.label(10, 2, Some(path)).unwrap_err().to_string();
        assert!(e.contains("not a label cache") && e.contains(path), "{e}");
        assert_eq!(std::fs::read_to_string(path).unwrap(), "f5d6\t3\t3\n");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_older_cache_format_is_read_for_its_solved_positions() {
        let dir = std::env::temp_dir().join(format!("reversi3d-oldcache-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("old.txt");
        let path = path.to_str().unwrap();
        let mut set = TrainingSet::from_recorded(&recorded(4), 0).unwrap();
        set.label(6, 2, None).unwrap();
        // The older format: "reversi3d labels <exact> <bytes> <fit> <held>", then every
        // position with its label (exact at <exact> empties or fewer, the result above).
        let mut old = format!("reversi3d labels 6 0 {} 0\n", set.fit.len());
        for s in &set.fit {
            old.push_str(&format!(
                "{:016x} {:016x} {}\n",
                s.player, s.opponent, s.target
            ));
        }
        std::fs::write(path, old).unwrap();
        let mut again = TrainingSet::from_recorded(&recorded(4), 0).unwrap();
        let l = again.label(6, 2, Some(path)).unwrap();
        let few = set
            .fit
            .iter()
            .filter(|s| (!(s.player | s.opponent)).count_ones() <= 6)
            .count();
        assert_eq!((l.from_cache, l.solved), (few, 0));
        assert_eq!(targets(&again), targets(&set));
        // Rewritten in the current format.
        let text = std::fs::read_to_string(path).unwrap();
        assert!(text.starts_with(CACHE_HEADER), "{text}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
