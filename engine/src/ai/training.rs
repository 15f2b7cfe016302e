//! Training data for the pattern evaluation: positions from recorded games, labelled with the
//! game's final disc difference, or with the exact score where the solver can find it.

use super::endgame::Solver;
use super::pattern::Sample;
use super::tt::TranspositionTable;
use crate::rules::notation::play_transcript;
use crate::rules::{Color, Game, GameOptions, PlyKind, Variant};

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
