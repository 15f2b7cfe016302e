//! Evaluation of midgame positions, in centi-discs from the side to move's point of view
//! (100 = one disc of predicted final margin). Classic and Reverse have their own weights:
//! Reverse is not the negated classic one (corners and stable discs hurt, X-squares that
//! hand the opponent a corner help, fewer discs are good late).

use crate::rules::Board;
use crate::rules::Variant;
use crate::rules::board::legal_moves;

const CORNERS: u64 = 0x8100_0000_0000_0081;
/// b2, g2, b7, g7 and the corner each touches.
const X_SQUARES: [(u64, u64); 4] = [
    (1 << 9, 1),
    (1 << 14, 1 << 7),
    (1 << 49, 1 << 56),
    (1 << 54, 1 << 63),
];
/// C-squares (next to a corner on an edge) and their corner.
const C_SQUARES: [(u64, u64); 4] = [
    ((1 << 1) | (1 << 8), 1),
    ((1 << 6) | (1 << 15), 1 << 7),
    ((1 << 48) | (1 << 57), 1 << 56),
    ((1 << 55) | (1 << 62), 1 << 63),
];

/// The classic square-weight table of simple Reversi programs (a1..h8), used by the
/// reference opponent and the Beginner level.
pub const SQUARE_WEIGHTS: [i32; 64] = [
    100, -20, 10, 5, 5, 10, -20, 100, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    10, -2, -1, -1, -1, -1, -2, 10, //
    5, -2, -1, -1, -1, -1, -2, 5, //
    5, -2, -1, -1, -1, -1, -2, 5, //
    10, -2, -1, -1, -1, -1, -2, 10, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    100, -20, 10, 5, 5, 10, -20, 100,
];

/// Square-weight sum, player minus opponent.
pub fn square_weights(b: &Board) -> i32 {
    let mut s = 0;
    let mut p = b.player;
    while p != 0 {
        s += SQUARE_WEIGHTS[p.trailing_zeros() as usize];
        p &= p - 1;
    }
    let mut o = b.opponent;
    while o != 0 {
        s -= SQUARE_WEIGHTS[o.trailing_zeros() as usize];
        o &= o - 1;
    }
    s
}

/// Empty squares next to any disc of `x` (8 directions).
#[inline]
pub fn neighbours(x: u64) -> u64 {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let e = (x << 1) & NOT_A;
    let w = (x >> 1) & NOT_H;
    let h = x | e | w;
    (h << 8) | (h >> 8) | e | w
}

/// Discs of `x` stable along the edges: runs from an owned corner along each edge, and every
/// disc on a full edge.
pub fn edge_stable(x: u64, occupied: u64) -> u64 {
    const EDGES: [u64; 4] = [
        0xff,
        0xff00_0000_0000_0000,
        0x0101_0101_0101_0101,
        0x8080_8080_8080_8080,
    ];
    let mut s = 0u64;
    for edge in EDGES {
        if occupied & edge == edge {
            s |= x & edge;
        }
    }
    // Runs from corners: (corner, step) along each edge.
    const RUNS: [(i32, i32); 8] = [
        (0, 1),
        (0, 8),
        (7, -1),
        (7, 8),
        (56, 1),
        (56, -8),
        (63, -1),
        (63, -8),
    ];
    for (start, step) in RUNS {
        let mut i = start;
        for _ in 0..8 {
            if x >> i & 1 == 0 {
                break;
            }
            s |= 1 << i;
            i += step;
        }
    }
    s
}

/// The evaluation of a position that is not over, centi-discs for the side to move.
pub fn evaluate(b: &Board, variant: Variant) -> i32 {
    let (p, o) = (b.player, b.opponent);
    let empties = b.empties();
    let n_empty = empties.count_ones() as i32;
    let mp = legal_moves(p, o).count_ones() as i32;
    let mo = legal_moves(o, p).count_ones() as i32;
    let pot_p = (neighbours(o) & empties).count_ones() as i32;
    let pot_o = (neighbours(p) & empties).count_ones() as i32;
    let corners = (p & CORNERS).count_ones() as i32 - (o & CORNERS).count_ones() as i32;
    let mut x_sq = 0;
    for (x, c) in X_SQUARES {
        if empties & c != 0 {
            x_sq += (p & x != 0) as i32 - (o & x != 0) as i32;
        }
    }
    let mut c_sq = 0;
    for (cs, c) in C_SQUARES {
        if empties & c != 0 {
            c_sq += (p & cs).count_ones() as i32 - (o & cs).count_ones() as i32;
        }
    }
    let occ = p | o;
    let stable = edge_stable(p, occ).count_ones() as i32 - edge_stable(o, occ).count_ones() as i32;
    let discs = p.count_ones() as i32 - o.count_ones() as i32;
    // Phase: 0 at the start (60 empties) .. 60 at the end.
    let phase = 60 - n_empty;
    let parity = if n_empty % 2 == 1 { 1 } else { -1 };
    match variant {
        Variant::Classic => {
            let mob = 100 * (mp - mo) * 10 / (mp + mo + 4);
            let w_pot = 6;
            let disc_w = if phase > 40 { (phase - 40) * 2 } else { -2 };
            mob * (80 - phase / 2) / 60 + w_pot * (pot_p - pot_o) + 350 * corners
                - 180 * x_sq
                - 45 * c_sq
                + 60 * stable
                + disc_w * discs
                + 30 * parity
        }
        Variant::Reverse => {
            let mob = 100 * (mp - mo) * 8 / (mp + mo + 4);
            let disc_w = if phase > 30 { -(phase - 30) * 3 } else { -3 };
            mob + 4 * (pot_p - pot_o) - 300 * corners + 120 * x_sq + 25 * c_sq - 50 * stable
                + disc_w * discs
                - 30 * parity
        }
    }
}

/// The exact final score of a finished position for the side to move, in discs, with the
/// empty squares given to the winner. Under Reverse, fewer discs is better: the value is the
/// opponent's discs minus the player's.
#[inline]
pub fn final_score(p: u64, o: u64, variant: Variant) -> i32 {
    let (np, no) = (p.count_ones() as i32, o.count_ones() as i32);
    let e = 64 - np - no;
    let d = match variant {
        Variant::Classic => np - no,
        Variant::Reverse => no - np,
    };
    if d > 0 {
        d + e
    } else if d < 0 {
        d - e
    } else {
        0
    }
}
