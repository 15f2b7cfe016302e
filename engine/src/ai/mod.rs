//! The AI: evaluation, transposition table, midgame search, exact endgame solver, levels,
//! and the pieces the game, the CLI and the tests share (choosing a move, completing a
//! defaulted game, balanced openings, AI-vs-AI matches). Pure Rust, no Bevy; deterministic
//! given a seed when no time limit binds.
//!
//! The search core:
//! - [`error`]: the errors of levels, engines and data files.
//! - [`eval`]: the hand-written Classic and Reverse evaluations, the final score.
//! - [`pattern`]: the learned pattern evaluation (Classic) and its weights file.
//! - [`tt`]: the transposition table.
//! - [`limits`]: when a search stops (node budget, deadline, stop flag), for the engine and
//!   the solver alike.
//! - [`mpc`]: Multi-ProbCut's statistics (the selective cuts of the midgame search, of the
//!   solver's ordering search and of its selective passes).
//! - [`search`]: the midgame engine: PVS with iterative deepening, analysis of every move; its
//!   PVS also orders the exact solver's moves.
//! - [`endgame`]: the exact solver (`endgame/last.rs`: its last four empties;
//!   `endgame/parallel.rs`: its split points on several threads; `endgame/selective.rs`:
//!   its selective passes before an exact solve of 20 empties or more).
//! - [`book`]: the opening book: positions keyed over the 8 symmetries, negamax values, the
//!   file format, the choice of a book move with variety; the book built into the engine.
//! - [`levels`]: the computer's levels, Beginner to Engine, and the reference opponent.
//! - [`analysis`]: game review: every ply's best move, value and loss, its class, each side's
//!   totals, the evaluation graph; every move of a position.
//! - this module: choosing a move at a level, completing a game lost on time.
//!
//! The tooling, on top of the core and never used by it ([`tools`]): training, self-play,
//! validation sets, matches, external engines, and the thread pool they share.

pub mod analysis;
pub mod book;
pub mod endgame;
pub mod error;
pub mod eval;
pub mod levels;
pub mod limits;
pub mod mpc;
pub mod pattern;
pub mod search;
pub mod tools;
pub mod tt;

pub use book::OpeningBook;
pub use error::{DataError, EngineError};
pub use levels::{DEFAULT_LEVEL, LEVELS, Level, REFERENCE, level_by_name, level_index};
pub use search::{
    Engine, EvalKind, MoveValue, SearchConfig, SearchResult, all_cores, all_cores_but_one,
    confidence,
};

use crate::rules::{Game, GameResult, Side, Square};
use rand::Rng;
use rand::rngs::StdRng;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Default transposition-table memory for the game and the CLI (all three tables together).
pub const DEFAULT_TT_BYTES: usize = 64 << 20;

/// The move a level plays in `game` (`None`: the side must pass, or the game is over).
/// Lower levels choose among near-best moves with `rng`; the stop flag cuts the search short.
/// The engine searches on the level's [`Level::threads`].
/// A level with [`Level::book`] plays from the built-in book ([`book::embedded`]) while the
/// game is in it, at once, with no search.
pub fn choose_move(
    engine: &mut Engine,
    game: &Game,
    level: &Level,
    rng: &mut StdRng,
) -> SearchResult {
    choose_move_with_book(engine, game, level, rng, book::embedded())
}

/// [`choose_move`] with another opening book (a user's book file, NBoard's).
pub fn choose_move_with_book(
    engine: &mut Engine,
    game: &Game,
    level: &Level,
    rng: &mut StdRng,
    opening_book: &OpeningBook,
) -> SearchResult {
    engine.variant = game.options.variant;
    engine.set_threads(level.threads);
    let legal = game.legal_moves();
    if legal == 0 {
        return SearchResult::default();
    }
    // Empty-centre opening and supply rules restrict moves beyond the board: the rules
    // decide the moves; the board search only ranks them.
    if game.in_centre_opening() {
        let squares: Vec<Square> = crate::rules::Bitboard(legal).squares().collect();
        let pick = squares[rng.random_range(0..squares.len())];
        return SearchResult {
            best: Some(pick),
            ..SearchResult::default()
        };
    }
    let b = game.board();
    if let Some(variety) = level.book
        && let Some(r) = book_move(opening_book, game, variety, rng)
    {
        return r;
    }
    let cfg = level.config();
    if !level.is_randomised() {
        return engine.search(&b, &cfg);
    }
    let mut res = engine.analyze(&b, &cfg);
    if res.moves.len() > 1 && !res.stopped {
        let best = res.moves[0].value;
        let cands: Vec<(Square, f64)> = res
            .moves
            .iter()
            .filter(|m| m.value >= best - level.margin)
            .map(|m| (m.mv, ((m.value - best) as f64 / level.temperature).exp()))
            .collect();
        let total: f64 = cands.iter().map(|c| c.1).sum();
        let mut x = rng.random::<f64>() * total;
        let mut pick = cands[0].0;
        for (sq, w) in &cands {
            if x < *w {
                pick = *sq;
                break;
            }
            x -= w;
        }
        if let Some(mv) = res.moves.iter().find(|m| m.mv == pick) {
            res.value = mv.value;
            res.pv = mv.pv.clone();
        }
        res.best = Some(pick);
    }
    res
}

/// The book's move for `game` (`None`: not a Classic game, or its position is not in
/// `book`): one of the moves within `variety` centi-discs of the best ([`OpeningBook::choose`]),
/// answered at once with no search. The supply rules may forbid a board move: the book is
/// used only when its move is legal in the game.
pub fn book_move(
    book: &OpeningBook,
    game: &Game,
    variety: i32,
    rng: &mut StdRng,
) -> Option<SearchResult> {
    if game.options.variant != crate::rules::Variant::Classic || game.in_centre_opening() {
        return None;
    }
    let start = std::time::Instant::now();
    let m = book.choose(&game.board(), variety, rng)?;
    if game.legal_moves() & m.square.bit() == 0 {
        return None;
    }
    Some(SearchResult {
        best: Some(m.square),
        value: m.value,
        pv: vec![m.square],
        book: true,
        elapsed: start.elapsed(),
        ..SearchResult::default()
    })
}

/// Plays the game out from its position with `level` for both sides (passes included);
/// returns the final (dark, light) counts. Used to score a time default.
pub fn complete_game(game: &Game, level: &Level, seed: u64) -> (u32, u32) {
    complete_game_until_stopped(game, level, seed, stop_flag()).expect("the stop flag is never set")
}

/// [`complete_game`] that gives up (`None`) within milliseconds once `stop` is set.
pub fn complete_game_until_stopped(
    game: &Game,
    level: &Level,
    seed: u64,
    stop: Arc<AtomicBool>,
) -> Option<(u32, u32)> {
    use rand::SeedableRng;
    use std::sync::atomic::Ordering;
    let mut g = game.resumed_after_time_default();
    let mut engine = Engine::new(g.options.variant, 16 << 20);
    engine.set_stop_flag(stop.clone());
    let mut rng = StdRng::seed_from_u64(seed);
    while !g.is_over() {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        if g.must_pass() {
            let _ = g.pass();
            continue;
        }
        let r = choose_move(&mut engine, &g, level, &mut rng);
        match r.best {
            Some(sq) if g.play(sq).is_ok() => {}
            _ => {
                // Fall back to the first legal move (a search stopped before its first move).
                let sq = crate::rules::Bitboard(g.legal_moves()).squares().next();
                match sq {
                    Some(s) => {
                        let _ = g.play(s);
                    }
                    None => break,
                }
            }
        }
    }
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    Some((g.count(Side::Dark), g.count(Side::Light)))
}

/// The recorded result of a game lost on time: both sides' remaining moves are completed by
/// the engine, and the winner is credited the greater of that result or the narrowest win
/// (the game's own [`Game::result`] once the completed counts are recorded).
pub fn time_default_result(game: &Game, level: &Level, seed: u64) -> Option<GameResult> {
    game.lost_on_time()?;
    let (d, l) = complete_game(game, level, seed);
    let mut g = game.clone();
    g.set_completed_counts(d, l);
    g.result()
}

/// A fresh stop flag.
pub fn stop_flag() -> Arc<AtomicBool> {
    Arc::new(AtomicBool::new(false))
}
