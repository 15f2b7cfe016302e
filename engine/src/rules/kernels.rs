//! The bitboard kernels the searches are written over (perft here, the midgame search and the
//! exact solver in `ai`): one generic search, compiled once per kernel set.
//!
//! A kernel set is a zero-sized value of a type implementing [`Kernels`]: [`Portable`] runs
//! on any CPU; [`Avx2`] (x86-64) uses AVX2 and BMI2 and can only be had from
//! [`Avx2::detect`], so holding one proves the CPU has its features. Perft and the pattern
//! evaluation write their bodies as an `#[inline(always)]` closure passed to
//! [`Kernels::run`], which compiles it inside a `#[target_feature]` entry point: the kernels
//! (`#[inline(always)]` methods) then inline into it. (Without `#[inline(always)]` on the
//! closure the compiler may leave a large recursive closure as a function of its own,
//! compiled without the features.) A closure's captures reach the entry point through
//! memory, which cost the exact solver several percent, so the solver and the midgame
//! search give each step an entry point of its own taking plain arguments instead (`Steps`
//! in `ai::endgame`, `MidgameSteps` in `ai::search`).

use super::board::{self, Board};

/// A set of bitboard kernels: move generation, flips, and the means to run a search with the
/// set's CPU features.
pub trait Kernels: Copy {
    /// Runs `f` with this set's CPU features enabled, so the kernels inline into it. Each
    /// closure is compiled once per kernel set; a search step that wraps its body in `run`
    /// (as an `#[inline(always)]` closure) and calls itself recurses into that one compiled
    /// body.
    fn run<T>(self, f: impl FnOnce(Self) -> T) -> T;

    /// The legal moves of `p` against `o` (see [`board::legal_moves`]).
    fn legal_moves(self, p: u64, o: u64) -> u64;

    /// The discs of `o` turned over by a `p` disc on `sq` (see [`board::flips`]).
    fn flips(self, p: u64, o: u64, sq: usize) -> u64;

    /// The number of discs turned over when `sq` is the board's only empty square (see
    /// [`board::last_flip_count`]).
    fn last_flip_count(self, p: u64, sq: usize) -> u32;
}

/// The kernels of [`board`], for any CPU.
#[derive(Clone, Copy, Debug, Default)]
pub struct Portable;

impl Kernels for Portable {
    #[inline(always)]
    fn run<T>(self, f: impl FnOnce(Self) -> T) -> T {
        f(self)
    }

    #[inline(always)]
    fn legal_moves(self, p: u64, o: u64) -> u64 {
        board::legal_moves(p, o)
    }

    #[inline(always)]
    fn flips(self, p: u64, o: u64, sq: usize) -> u64 {
        board::flips(p, o, sq)
    }

    #[inline(always)]
    fn last_flip_count(self, p: u64, sq: usize) -> u32 {
        board::last_flip_count(p, sq)
    }
}

/// The AVX2 and BMI2 kernels of [`super::simd`]. A value exists only on a CPU with
/// [`super::simd::fast_kernels_available`]'s features.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug)]
pub struct Avx2(());

#[cfg(target_arch = "x86_64")]
impl Avx2 {
    /// The AVX2 kernels, if the CPU has AVX2, BMI1, BMI2, POPCNT and LZCNT.
    pub fn detect() -> Option<Avx2> {
        super::simd::fast_kernels_available().then_some(Avx2(()))
    }
}

/// Runs `f` compiled with the fast kernels' features.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn run_avx2<T>(k: Avx2, f: impl FnOnce(Avx2) -> T) -> T {
    f(k)
}

#[cfg(target_arch = "x86_64")]
impl Kernels for Avx2 {
    #[inline(always)]
    fn run<T>(self, f: impl FnOnce(Self) -> T) -> T {
        // SAFETY: an `Avx2` value exists only on a CPU with these features (`Avx2::detect`).
        unsafe { run_avx2(self, f) }
    }

    #[inline(always)]
    fn legal_moves(self, p: u64, o: u64) -> u64 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with AVX2, BMI1, BMI2,
        // POPCNT and LZCNT (`Avx2::detect`), the features the function needs.
        unsafe { super::simd::legal_moves(p, o) }
    }

    #[inline(always)]
    fn flips(self, p: u64, o: u64, sq: usize) -> u64 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with AVX2, BMI1, BMI2,
        // POPCNT and LZCNT (`Avx2::detect`), the features the function needs.
        unsafe { super::simd::flips(p, o, sq) }
    }

    #[inline(always)]
    fn last_flip_count(self, p: u64, sq: usize) -> u32 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with AVX2, BMI1, BMI2,
        // POPCNT and LZCNT (`Avx2::detect`), the features the function needs.
        unsafe { super::simd::last_flip_count(p, sq) }
    }
}

/// Perft in the standard convention (a pass is a ply; a finished game is one leaf at every
/// depth from where it ends), written once over the kernels. At depth 2 the replies are
/// counted, not played.
#[inline]
pub fn perft_with<K: Kernels>(k: K, b: &Board, depth: u32) -> u64 {
    k.run(
        #[inline(always)]
        |k| {
            if depth == 0 {
                return 1;
            }
            let moves = k.legal_moves(b.player, b.opponent);
            if moves == 0 {
                if depth == 1 || k.legal_moves(b.opponent, b.player) == 0 {
                    return 1;
                }
                return perft_with(k, &b.pass(), depth - 1);
            }
            if depth == 1 {
                return moves.count_ones() as u64;
            }
            let mut total = 0;
            let mut m = moves;
            while m != 0 {
                let sq = m.trailing_zeros() as usize;
                m &= m - 1;
                let f = k.flips(b.player, b.opponent, sq);
                if depth == 2 {
                    let (np, no) = (b.opponent ^ f, b.player ^ f ^ (1u64 << sq));
                    let r = k.legal_moves(np, no);
                    total += if r != 0 { r.count_ones() as u64 } else { 1 };
                } else {
                    total += perft_with(k, &b.play_flips(sq, f), depth - 1);
                }
            }
            total
        },
    )
}

/// Perft in the standard convention: a pass is a ply; a finished game is one leaf at every
/// depth from where it ends. The last ply's moves are counted, not played. Uses the AVX2
/// kernels when the CPU has them.
pub fn perft(b: &Board, depth: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(k) = Avx2::detect() {
        return perft_with(k, b, depth);
    }
    perft_portable(b, depth)
}

/// [`perft`] with the portable kernels only.
pub fn perft_portable(b: &Board, depth: u32) -> u64 {
    perft_with(Portable, b, depth)
}
