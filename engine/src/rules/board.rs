//! `Board { player, opponent }`: the position from the side to move's point of view, with
//! legal-move generation, flips, play and pass on bitboards. This is the engine's hot path.

use super::bitboard::ray_table;
use super::square::Square;

/// Room for every legal move of any position: a move is an empty square, so no board, even
/// a synthetic one, has more than 64 (positions reached in play have at most 33). Every
/// fixed-size move list is this long.
pub const MAX_MOVES: usize = 64;

/// Squares of columns b–g: a disc there can be the inside of a horizontal or diagonal line.
const INNER_COLS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// A position: the discs of the side to move and of its opponent.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    pub player: u64,
    pub opponent: u64,
}

#[inline(always)]
fn line_moves(p: u64, mask: u64, s: u32) -> u64 {
    // Discs of `mask` in a run that starts next to a disc of `p`, grown by doubling.
    let mut fl = mask & (p << s);
    fl |= mask & (fl << s);
    let pre = mask & (mask << s);
    fl |= pre & (fl << (2 * s));
    fl |= pre & (fl << (2 * s));
    let mut fr = mask & (p >> s);
    fr |= mask & (fr >> s);
    let prer = mask & (mask >> s);
    fr |= prer & (fr >> (2 * s));
    fr |= prer & (fr >> (2 * s));
    (fl << s) | (fr >> s)
}

/// The legal moves of `p` against `o`: empty squares from which a line of one or more `o`
/// discs in some direction ends at a `p` disc.
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let inner = o & INNER_COLS;
    let m = line_moves(p, inner, 1)
        | line_moves(p, o, 8)
        | line_moves(p, inner, 7)
        | line_moves(p, inner, 9);
    m & !(p | o)
}

/// Rays from each square, in 8 directions: 0..4 go to higher indices (E, S, SE, SW), 4..8
/// to lower (W, N, NW, NE). The square itself is not on its rays.
const RAYS: [[u64; 8]; 64] = ray_table([
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
]);

/// The discs of `o` that a `p` disc placed on square index `sq` turns over (0 if none).
/// Does not check that the square is empty.
#[inline]
pub fn flips(p: u64, o: u64, sq: usize) -> u64 {
    let rays = &RAYS[sq];
    let mut f = 0u64;
    // Rays towards higher indices: the first square that is not an `o` disc is the lowest
    // set bit of `ray & !o`; if it is a `p` disc, everything before it on the ray flips.
    let mut d = 0;
    while d < 4 {
        let ray = rays[d];
        let b = ray & !o;
        let outflank = b & b.wrapping_neg() & p;
        f |= outflank.wrapping_sub((outflank != 0) as u64) & ray;
        d += 1;
    }
    // Rays towards lower indices: the first blocker is the highest set bit.
    while d < 8 {
        let ray = rays[d];
        let b = ray & !o;
        let outflank = if b == 0 {
            0
        } else {
            (1u64 << (63 - b.leading_zeros())) & p
        };
        f |= ray & !((outflank << 1).wrapping_sub(1)) & ((outflank != 0) as u64).wrapping_neg();
        d += 1;
    }
    f
}

/// The number of discs a disc of `p` on `sq` turns over when `sq` is the only empty square
/// (every other square is `p`'s or the opponent's): the solver's last move.
#[inline]
pub fn last_flip_count(p: u64, sq: usize) -> u32 {
    flips(p, !(p | (1u64 << sq)), sq).count_ones()
}

impl Board {
    /// The standard start with Dark to move (d5, e4 dark; d4, e5 light).
    pub const fn start() -> Board {
        // d4 = 27, e4 = 28, d5 = 35, e5 = 36
        Board {
            player: (1 << 28) | (1 << 35),
            opponent: (1 << 27) | (1 << 36),
        }
    }

    pub const fn new(player: u64, opponent: u64) -> Board {
        Board { player, opponent }
    }

    #[inline]
    pub fn legal_moves(&self) -> u64 {
        legal_moves(self.player, self.opponent)
    }

    #[inline]
    pub fn flips(&self, sq: Square) -> u64 {
        flips(self.player, self.opponent, sq.index())
    }

    pub fn is_legal(&self, sq: Square) -> bool {
        self.legal_moves() & sq.bit() != 0
    }

    /// Plays a move given its flips (from [`Board::flips`]); the result is from the other
    /// side's point of view.
    #[inline]
    pub fn play_flips(&self, sq: usize, f: u64) -> Board {
        Board {
            player: self.opponent ^ f,
            opponent: self.player ^ f ^ (1u64 << sq),
        }
    }

    /// Plays a legal move; returns `None` if the move is not legal.
    pub fn play(&self, sq: Square) -> Option<Board> {
        if (self.player | self.opponent) & sq.bit() != 0 {
            return None;
        }
        let f = self.flips(sq);
        if f == 0 {
            None
        } else {
            Some(self.play_flips(sq.index(), f))
        }
    }

    /// The same discs with the other side to move.
    #[inline]
    pub const fn pass(&self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
        }
    }

    pub const fn empties(&self) -> u64 {
        !(self.player | self.opponent)
    }

    pub const fn empty_count(&self) -> u32 {
        self.empties().count_ones()
    }

    /// The side to move has no move but the other side has: it must pass.
    pub fn must_pass(&self) -> bool {
        self.legal_moves() == 0 && legal_moves(self.opponent, self.player) != 0
    }

    /// Player discs minus opponent discs.
    pub fn disc_diff(&self) -> i32 {
        self.player.count_ones() as i32 - self.opponent.count_ones() as i32
    }

    /// The position under one of the 8 board symmetries.
    pub fn transform(&self, s: u8) -> Board {
        use super::bitboard::transform;
        Board {
            player: transform(self.player, s),
            opponent: transform(self.opponent, s),
        }
    }
}
