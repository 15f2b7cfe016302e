//! The rules of Reversi: pure Rust, no Bevy. The only implementation of the rules; the game
//! window, the AI and the command line all call into this module.

pub mod bitboard;
pub mod board;
pub mod game;
pub mod kernels;
pub mod notation;
pub mod record;
#[cfg(target_arch = "x86_64")]
pub mod simd;
pub mod square;
pub mod tournament;

pub use bitboard::Bitboard;
pub use board::Board;
pub use game::{
    Clock, Color, Game, GameOptions, GameResult, Ply, PlyKind, StartPosition, Supply, Variant,
};
pub use notation::NotationError;
pub use square::Square;
