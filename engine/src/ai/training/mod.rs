//! Training the pattern evaluation ([`super::pattern`]): positions from recorded games,
//! labelled with the game's final disc difference or, where the solver can find it, the exact
//! score; the label cache that keeps the exact labels between runs; and the fitting itself
//! ([`fit`]). The `train` command is a thin wrapper around this module.

pub mod fit;

pub use fit::{StageReport, train};

use super::endgame::Solver;
use super::tt::TranspositionTable;
use crate::rules::notation::play_transcript;
use crate::rules::{Color, Game, GameOptions, PlyKind, Variant};

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
pub fn read_recorded_games(text: &str) -> Result<Vec<RecordedGame>, String> {
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
            ));
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
        let (d, l) = (game.count(Color::Dark), game.count(Color::Light));
        if (d as i32, l as i32) != (dark, light) {
            return Err(format!(
                "line {line}: the moves end {d}-{l}, the file says {dark}-{light}"
            ));
        }
        let final_dark = match game.result() {
            Some(r) => r.recorded_dark as i32 - r.recorded_light as i32,
            // An unfinished game: its margin so far (empties are not handed out).
            None => d as i32 - l as i32,
        };
        game.rewind();
        let mut positions = Vec::with_capacity(60);
        while let Some(next) = game.redo_stack().last().copied() {
            if matches!(next.kind, PlyKind::Move(_)) {
                let b = game.board();
                let sign = if game.to_move() == Color::Dark { 1 } else { -1 };
                positions.push(Sample {
                    player: b.player,
                    opponent: b.opponent,
                    target: (sign * final_dark) as f32,
                });
            }
            game.redo();
        }
        games.push(RecordedGame { line, positions });
    }
    Ok(games)
}

/// Replaces the label of every position with at most `max_empties` empties by its exact
/// score, on `threads` threads. Returns how many were solved.
pub fn label_exact(samples: &mut [Sample], max_empties: u32, threads: usize) -> usize {
    let todo: Vec<&mut Sample> = samples
        .iter_mut()
        .filter(|s| (!(s.player | s.opponent)).count_ones() <= max_empties)
        .collect();
    let n = todo.len();
    let chunk = n.div_ceil(threads.max(1)).max(1);
    let mut todo = todo;
    std::thread::scope(|scope| {
        for part in todo.chunks_mut(chunk) {
            scope.spawn(move || {
                let mut tt = TranspositionTable::with_bytes(16 << 20);
                for s in part.iter_mut() {
                    let mut solver = Solver::new(&mut tt, Variant::Classic);
                    if let Ok(v) = solver.solve(s.player, s.opponent, -64, 64) {
                        s.target = v as f32;
                    }
                }
            });
        }
    });
    n
}

/// The positions to fit and the positions held out to measure the fit, from recorded games.
#[derive(Clone, Debug, Default)]
pub struct TrainingSet {
    /// Positions the weights are fitted to.
    pub fit: Vec<Sample>,
    /// Positions only measured (every `hold_out`th game's).
    pub held: Vec<Sample>,
    /// Games read.
    pub games: usize,
    /// Bytes of the recorded games' text (part of the label cache's tag).
    source_bytes: usize,
}

/// Where the exact labels of [`TrainingSet::label`] came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Labelled {
    /// Read from the cache file.
    FromCache,
    /// Solved now: this many positions.
    Solved(usize),
}

impl TrainingSet {
    /// Reads recorded games ([`read_recorded_games`]) and keeps every `hold_out`th game's
    /// positions apart (0: none held out). Each position is labelled with its game's final
    /// disc difference.
    pub fn from_recorded(text: &str, hold_out: usize) -> Result<TrainingSet, String> {
        let games = read_recorded_games(text)?;
        let mut set = TrainingSet {
            games: games.len(),
            source_bytes: text.len(),
            ..TrainingSet::default()
        };
        for (i, g) in games.iter().enumerate() {
            if hold_out > 0 && i % hold_out == hold_out - 1 {
                set.held.extend_from_slice(&g.positions);
            } else {
                set.fit.extend_from_slice(&g.positions);
            }
        }
        Ok(set)
    }

    /// What the label cache records about how the labels were made: the same games, split
    /// the same way, labelled exactly up to the same number of empties.
    fn cache_tag(&self, exact: u32) -> String {
        format!(
            "{exact} {} {} {}",
            self.source_bytes,
            self.fit.len(),
            self.held.len()
        )
    }

    /// Labels every position with at most `exact` empties with its exact score, on `threads`
    /// threads. With a `cache` file made the same way, its labels are read instead; without
    /// one (or with one made otherwise, or unreadable), the labels are solved and written to
    /// it. The error names the cache file it could not write.
    pub fn label(
        &mut self,
        exact: u32,
        threads: usize,
        cache: Option<&str>,
    ) -> Result<Labelled, String> {
        let tag = self.cache_tag(exact);
        if let Some((fit, held)) = cache.and_then(|c| read_label_cache(c, &tag)) {
            (self.fit, self.held) = (fit, held);
            return Ok(Labelled::FromCache);
        }
        let n = label_exact(&mut self.fit, exact, threads)
            + label_exact(&mut self.held, exact, threads);
        if let Some(c) = cache {
            write_label_cache(c, &tag, &self.fit, &self.held)?;
        }
        Ok(Labelled::Solved(n))
    }
}

/// The label cache: a first line naming how it was made, then one `player opponent target`
/// line per position (hex bitboards), training positions first.
fn write_label_cache(path: &str, tag: &str, fit: &[Sample], held: &[Sample]) -> Result<(), String> {
    use std::fmt::Write;
    let mut out = format!("reversi3d labels {tag}\n");
    for s in fit.iter().chain(held) {
        let _ = writeln!(out, "{:016x} {:016x} {}", s.player, s.opponent, s.target);
    }
    std::fs::write(path, out).map_err(|e| format!("{path}: {e}"))
}

/// Reads [`write_label_cache`]'s file if it was made the same way (`None` otherwise): the
/// training positions and the held-out ones.
fn read_label_cache(path: &str, tag: &str) -> Option<(Vec<Sample>, Vec<Sample>)> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    if lines.next()? != format!("reversi3d labels {tag}") {
        return None;
    }
    let mut counts = tag.split(' ').skip(2).map(|n| n.parse::<usize>().ok());
    let (n_fit, n_held) = (counts.next()??, counts.next()??);
    let mut all = Vec::with_capacity(n_fit + n_held);
    for l in lines {
        let mut w = l.split(' ');
        all.push(Sample {
            player: u64::from_str_radix(w.next()?, 16).ok()?,
            opponent: u64::from_str_radix(w.next()?, 16).ok()?,
            target: w.next()?.parse().ok()?,
        });
    }
    if all.len() != n_fit + n_held {
        // A cut-short file: solve again.
        return None;
    }
    let held = all.split_off(n_fit);
    Some((all, held))
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

    #[test]
    fn the_label_cache_is_read_back_only_when_made_the_same_way() {
        let dir = std::env::temp_dir().join(format!("reversi3d-labels-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("labels.txt");
        let path = path.to_str().unwrap();
        let mut set = TrainingSet::from_recorded(GAMES, 2).unwrap();
        // Exact labels from 0 empties: none of these positions, so the game labels stay.
        assert_eq!(set.label(0, 1, Some(path)).unwrap(), Labelled::Solved(0));
        let mut again = TrainingSet::from_recorded(GAMES, 2).unwrap();
        for s in again.fit.iter_mut().chain(again.held.iter_mut()) {
            s.target = 99.0;
        }
        assert_eq!(again.label(0, 1, Some(path)).unwrap(), Labelled::FromCache);
        let targets = |t: &TrainingSet| -> Vec<(u64, u64, f32)> {
            t.fit
                .iter()
                .chain(&t.held)
                .map(|s| (s.player, s.opponent, s.target))
                .collect()
        };
        assert_eq!(targets(&again), targets(&set));
        // Another --exact, another split, or a cut-short file: solved again.
        let mut other = TrainingSet::from_recorded(GAMES, 2).unwrap();
        assert_eq!(other.label(1, 1, Some(path)).unwrap(), Labelled::Solved(0));
        let tag = set.cache_tag(0);
        assert!(
            read_label_cache(path, &tag).is_none(),
            "rewritten with --exact 1"
        );
        write_label_cache(path, &tag, &set.fit, &set.held).unwrap();
        assert!(read_label_cache(path, &tag).is_some());
        let text = std::fs::read_to_string(path).unwrap();
        let cut: String = text.lines().take(3).map(|l| format!("{l}\n")).collect();
        std::fs::write(path, cut).unwrap();
        assert!(read_label_cache(path, &tag).is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
