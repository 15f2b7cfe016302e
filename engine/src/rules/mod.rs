//! The rules of Reversi: pure Rust, no Bevy. The only implementation of the rules; the game
//! window, the AI and the command line all call into this module.
//!
//! - [`square`]: squares `a1`..`h8` and their indices.
//! - [`bitboard`]: a set of squares as a `u64`, the 8 symmetries of the board, and the ray
//!   tables the flip kernels read.
//! - [`board`]: a position as two bitboards: legal moves, flips, play, pass (the portable
//!   kernels; the engine's hot path).
//! - [`simd`] (x86-64): the AVX2 and BMI2 versions of move generation, flips and the last
//!   move's flip count.
//! - [`kernels`]: the [`kernels::Kernels`] trait over those two kernel sets, which perft and
//!   the AI's searches are written against once, the means to run a search with a set's
//!   CPU features, and perft itself.
//! - [`error`]: the rules' parsing error ([`NotationError`]).
//! - [`game`]: a game with its options, history, undo and redo, supply, clock and result.
//! - [`scoring`]: a game's scoring: who won under the variant, and why the recorded score
//!   stands.
//! - [`notation`]: transcripts, board strings, OBF lines and the transcript sheet.
//! - [`openings`]: the named openings (Tiger, Rose, …): the catalogue and a game's match in it.
//! - [`ggf`]: GGF games (the game servers' format): reading one or many, writing.
//! - [`record`]: saved games, the move list, reading pasted text.
//! - [`tournament`]: round-robin standings with the Brightwell Quotient.

pub mod bitboard;
pub mod board;
pub mod error;
pub mod game;
pub mod ggf;
pub mod kernels;
pub mod notation;
pub mod openings;
pub mod record;
pub mod scoring;
#[cfg(target_arch = "x86_64")]
pub mod simd;
pub mod square;
pub mod tournament;

pub use bitboard::Bitboard;
pub use board::Board;
pub use game::{
    Clock, Game, GameOptions, GameResult, Ply, PlyKind, Side, StartPosition, Supply, Variant,
};
pub use notation::NotationError;
pub use square::Square;
