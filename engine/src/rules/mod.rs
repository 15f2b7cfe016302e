//! The rules of Reversi: pure Rust, no Bevy. The only implementation of the rules; the game
//! window, the AI and the command line all call into this module.

/// Perft in the standard convention (a pass is a ply; a finished game is one leaf at every
/// depth from where it ends), written once and instantiated for each set of kernels (the
/// portable ones in `board`, the AVX2 ones in `simd`) so the kernels inline. At depth 2 the
/// replies are counted, not played. Expects `legal_moves(p, o)` and `flips(p, o, sq)` in scope.
macro_rules! perft_function {
    ($(#[$attr:meta])* $vis:vis fn $name:ident) => {
        $(#[$attr])*
        $vis fn $name(b: &Board, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            let moves = legal_moves(b.player, b.opponent);
            if moves == 0 {
                if depth == 1 || legal_moves(b.opponent, b.player) == 0 {
                    return 1;
                }
                return $name(&b.pass(), depth - 1);
            }
            if depth == 1 {
                return moves.count_ones() as u64;
            }
            let mut total = 0;
            let mut m = moves;
            while m != 0 {
                let sq = m.trailing_zeros() as usize;
                m &= m - 1;
                let f = flips(b.player, b.opponent, sq);
                if depth == 2 {
                    let (np, no) = (b.opponent ^ f, b.player ^ f ^ (1u64 << sq));
                    let r = legal_moves(np, no);
                    total += if r != 0 { r.count_ones() as u64 } else { 1 };
                } else {
                    total += $name(&b.play_flips(sq, f), depth - 1);
                }
            }
            total
        }
    };
}

pub mod bitboard;
pub mod board;
pub mod game;
pub mod notation;
pub mod record;
pub mod scoring;
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
