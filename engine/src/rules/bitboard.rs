//! A set of squares as one `u64` (bit `row * 8 + column`), and the 8 symmetries of the board.

use super::square::Square;

/// A set of squares. Bit `i` is the square with index `i` (see [`Square`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }
    /// The squares in index order (a1 first).
    pub fn squares(self) -> SquareIter {
        SquareIter(self.0)
    }
    /// This set under one of the 8 symmetries (see [`transform_square`]).
    pub fn transform(self, symmetry: u8) -> Bitboard {
        Bitboard(transform(self.0, symmetry))
    }
}

impl From<u64> for Bitboard {
    fn from(v: u64) -> Self {
        Bitboard(v)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = SquareIter;
    fn into_iter(self) -> SquareIter {
        SquareIter(self.0)
    }
}

/// Iterates the squares of a bitboard, lowest index first.
pub struct SquareIter(u64);

impl Iterator for SquareIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::new(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareIter {}

/// Mirror left-right (a1 <-> h1).
pub const fn mirror_horizontal(x: u64) -> u64 {
    // Reverse the bits inside each byte (each row).
    let x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
    let x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
    ((x >> 4) & 0x0f0f_0f0f_0f0f_0f0f) | ((x & 0x0f0f_0f0f_0f0f_0f0f) << 4)
}

/// Mirror top-bottom (a1 <-> a8).
pub const fn flip_vertical(x: u64) -> u64 {
    x.swap_bytes()
}

/// Transpose along the a1–h8 diagonal (b1 <-> a2).
pub const fn transpose(x: u64) -> u64 {
    let k1 = 0x5500_5500_5500_5500u64;
    let k2 = 0x3333_0000_3333_0000u64;
    let k4 = 0x0f0f_0f0f_0000_0000u64;
    let mut x = x;
    let t = k4 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = k2 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = k1 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// Symmetry `s` (0..8) of a bitboard: bit 0 mirrors left-right, bit 1 mirrors top-bottom,
/// bit 2 transposes first. 0 is the identity. Each maps the standard start to a start
/// position of the same shape and legal moves to legal moves.
pub const fn transform(x: u64, s: u8) -> u64 {
    let mut x = x;
    if s & 4 != 0 {
        x = transpose(x);
    }
    if s & 1 != 0 {
        x = mirror_horizontal(x);
    }
    if s & 2 != 0 {
        x = flip_vertical(x);
    }
    x
}

/// Symmetry `s` applied to one square (same convention as [`transform`]).
pub fn transform_square(sq: Square, s: u8) -> Square {
    let (mut c, mut r) = (sq.col(), sq.row());
    if s & 4 != 0 {
        std::mem::swap(&mut c, &mut r);
    }
    if s & 1 != 0 {
        c = 7 - c;
    }
    if s & 2 != 0 {
        r = 7 - r;
    }
    Square::from_col_row(c, r).expect("symmetry keeps squares on the board")
}

/// The squares from `sq` (exclusive) to the board's edge in direction (`dc`, `dr`).
pub(crate) const fn ray(sq: usize, dc: i32, dr: i32) -> u64 {
    let mut c = (sq % 8) as i32 + dc;
    let mut r = (sq / 8) as i32 + dr;
    let mut m = 0u64;
    while c >= 0 && c < 8 && r >= 0 && r < 8 {
        m |= 1u64 << (r * 8 + c);
        c += dc;
        r += dr;
    }
    m
}

/// Rays from each square in `dirs` (column step, row step).
pub(crate) const fn ray_table<const N: usize>(dirs: [(i32, i32); N]) -> [[u64; N]; 64] {
    let mut rays = [[0u64; N]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < N {
            rays[sq][d] = ray(sq, dirs[d].0, dirs[d].1);
            d += 1;
        }
        sq += 1;
    }
    rays
}
