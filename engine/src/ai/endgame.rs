//! Exact endgame solver: the final disc difference (empties to the winner) under perfect play,
//! for Classic and Reverse. By empties:
//! - 8 and more (`deep`): transposition table (children's slots prefetched), fastest-first
//!   order (the opponent's mobility and potential mobility, corners and X-squares; from 14 up
//!   the evaluation breaks ties; from 20 up a midgame search of each move, `empties - 15`
//!   deep with its own table, outweighs mobility), stability cutoff from 14 and enhanced
//!   transposition cutoff from 16;
//! - 6 and 7 (`ordered`): the opponent's mobility, quadrant parity breaking ties, no table;
//! - 5 (`shallow`): no move generation, squares in odd quadrants first;
//! - 1 to 4 (`last`): the squares passed down in parity order, specialised code for two
//!   empties and a counted (not computed) flip for the last one.

use super::eval::{evaluate, final_score, neighbours};
use super::tt::{TranspositionTable, hash};
use crate::rules::Board;
use crate::rules::Variant;
use crate::rules::board::MAX_MOVES;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Below this many empties the solver skips move generation and the table.
const SHALLOW: u32 = 6;
/// From this many empties up, the evaluation breaks the mobility ordering's ties.
const EVAL_ORDER_FROM: u32 = 14;
/// From this many empties up (by default, [`Solver::order_from`]), the moves are ordered by a
/// midgame search of each, when the caller gives the solver an ordering table
/// ([`Solver::order_tt`]); it looks `empties - ORDER_SEARCH_SHORTER` moves ahead (at least 2).
pub const ORDER_SEARCH_FROM: u32 = 20;
const ORDER_SEARCH_SHORTER: u32 = 15;

/// From this many empties up, the table is used (and the moves are ordered by mobility,
/// potential mobility and square; below, by mobility alone).
const TT_FROM: u32 = 8;

const CORNERS: u64 = 0x8100_0000_0000_0081;
const X_SQUARES: u64 = 0x0042_0000_0000_4200;

/// From this many empties up, a position whose score cannot reach alpha because of the
/// opponent's stable discs is cut off (Classic scoring only).
const STABILITY_FROM: u32 = 14;

/// From this many empties up, the children are looked up in the table before any is searched
/// (enhanced transposition cutoff).
const ETC_FROM: u32 = 16;

/// The 42 lines through the board (8 rows, 8 columns, 26 diagonals of 2 or more squares).
const LINES: [u64; 42] = lines();

const fn lines() -> [u64; 42] {
    let mut out = [0u64; 42];
    let mut n = 0;
    let mut i = 0;
    while i < 8 {
        out[n] = 0xffu64 << (8 * i);
        out[n + 1] = 0x0101_0101_0101_0101u64 << i;
        n += 2;
        i += 1;
    }
    // Diagonals (down-right) and anti-diagonals (down-left), by their start square.
    let mut d = -6i32;
    while d <= 6 {
        let (mut a, mut b) = (0u64, 0u64);
        let mut r = 0;
        while r < 8 {
            let c = r + d;
            if c >= 0 && c < 8 {
                a |= 1u64 << (r * 8 + c);
                b |= 1u64 << (r * 8 + (7 - c));
            }
            r += 1;
        }
        out[n] = a;
        out[n + 1] = b;
        n += 2;
        d += 1;
    }
    out
}

/// Squares every line through which is full: no move can ever flip a disc there.
#[inline]
fn full_lines(occupied: u64) -> u64 {
    // Start from all squares and remove those on a line that is not full.
    let mut s = occupied;
    for l in LINES {
        if occupied & l != l {
            s &= !l;
        }
    }
    s
}

/// Discs of `x` that can never be flipped (a lower bound): on full lines, or stable along
/// an edge.
#[inline]
pub fn stable_discs(x: u64, occupied: u64) -> u64 {
    (full_lines(occupied) & x) | super::eval::edge_stable(x, occupied)
}

/// The squares next to each square.
const NEIGHBOUR: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (r, c) = ((sq / 8) as i32, (sq % 8) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (rr, cc) = (r + dr, c + dc);
                if (dr != 0 || dc != 0) && rr >= 0 && rr < 8 && cc >= 0 && cc < 8 {
                    t[sq] |= 1u64 << (rr * 8 + cc);
                }
                dc += 1;
            }
            dr += 1;
        }
        sq += 1;
    }
    t
};

/// The mask of the quadrants holding an odd number of `empties`: the bits are folded onto
/// each quadrant's first square (columns, then rows) and the four parity bits spread back
/// over their quadrants by one multiplication.
#[inline(always)]
fn odd_quadrants(empties: u64) -> u64 {
    let mut x = empties ^ (empties >> 2);
    x ^= x >> 1;
    x ^= x >> 16;
    x ^= x >> 8;
    (x & 0x0000_0011_0000_0011).wrapping_mul(0x0f0f_0f0f)
}

/// Up to four empty squares, those in odd quadrants first.
#[inline(always)]
fn parity_order(empties: u64) -> [u8; 4] {
    let mut out = [0u8; 4];
    let mut k = 0;
    let odd = odd_quadrants(empties);
    for set in [empties & odd, empties & !odd] {
        let mut m = set;
        while m != 0 && k < 4 {
            out[k] = m.trailing_zeros() as u8;
            m &= m - 1;
            k += 1;
        }
    }
    out
}

/// Moves `list[i..]`'s entry with the smallest key to `i` and returns it. Most nodes cut on
/// their first move, so picking moves one at a time beats sorting them all.
#[inline(always)]
fn select_next<K: PartialOrd + Copy>(list: &mut [(K, u8, u64)], i: usize) -> (K, u8, u64) {
    let mut k = i;
    for j in i + 1..list.len() {
        if list[j].0 < list[k].0 {
            k = j;
        }
    }
    list.swap(i, k);
    list[i]
}

/// The search was stopped (stop flag, deadline or node limit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped;

pub struct Solver<'a> {
    pub tt: &'a mut TranspositionTable,
    pub nodes: u64,
    pub variant: Variant,
    pub stop: Option<Arc<AtomicBool>>,
    pub deadline: Option<Instant>,
    pub node_limit: Option<u64>,
    /// Use the portable kernels even where AVX2 is available (tests, benchmarks).
    pub portable_only: bool,
    /// The ordering search's own table (values in centi-discs by depth); without one, the
    /// moves are ordered without it.
    pub order_tt: Option<&'a mut TranspositionTable>,
    /// The ordering search runs from this many empties up ([`ORDER_SEARCH_FROM`]; tests
    /// lower it).
    pub order_from: u32,
    stopped: bool,
}

impl<'a> Solver<'a> {
    pub fn new(tt: &'a mut TranspositionTable, variant: Variant) -> Self {
        Solver {
            tt,
            nodes: 0,
            variant,
            stop: None,
            deadline: None,
            node_limit: None,
            portable_only: false,
            order_tt: None,
            order_from: ORDER_SEARCH_FROM,
            stopped: false,
        }
    }

    #[inline]
    fn check_stop(&mut self) -> bool {
        if self.nodes & 1023 == 0 {
            if let Some(s) = &self.stop
                && s.load(Ordering::Relaxed)
            {
                self.stopped = true;
            }
            if let Some(d) = self.deadline
                && self.nodes & 4095 == 0
                && Instant::now() >= d
            {
                self.stopped = true;
            }
            if let Some(n) = self.node_limit
                && self.nodes >= n
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// The exact score of the position for the side to move, within (alpha, beta): a fail-soft
    /// alpha-beta value. `Err(Stopped)` if stopped.
    pub fn solve(&mut self, p: u64, o: u64, alpha: i32, beta: i32) -> Result<i32, Stopped> {
        self.stopped = false;
        let empties = (!(p | o)).count_ones();
        let reverse = self.variant == Variant::Reverse;
        #[cfg(target_arch = "x86_64")]
        let v = if !self.portable_only && crate::rules::simd::fast_kernels_available() {
            // SAFETY: the CPU supports these features (checked just above).
            unsafe {
                if reverse {
                    avx2::search::<true>(self, p, o, alpha, beta, empties, false)
                } else {
                    avx2::search::<false>(self, p, o, alpha, beta, empties, false)
                }
            }
        } else if reverse {
            portable::search::<true>(self, p, o, alpha, beta, empties, false)
        } else {
            portable::search::<false>(self, p, o, alpha, beta, empties, false)
        };
        #[cfg(not(target_arch = "x86_64"))]
        let v = if reverse {
            portable::search::<true>(self, p, o, alpha, beta, empties, false)
        } else {
            portable::search::<false>(self, p, o, alpha, beta, empties, false)
        };
        if self.stopped { Err(Stopped) } else { Ok(v) }
    }
}

/// The solver's recursive functions, instantiated once per set of bitboard kernels: the
/// portable ones, and (x86-64) the AVX2 ones, compiled with AVX2 enabled so the kernels
/// inline. `Solver::solve` picks one at run time.
macro_rules! solver_functions {
    ($module:ident, $kernels:ident, $mid:ident, $eval:path, [$($attr:meta),*]) => {
        mod $module {
            use super::*;
            use super::super::search::{$mid, INF, Midgame};
            use crate::rules::$kernels::{flips, last_flip_count, legal_moves};

            #[inline(always)]
            pub(super) fn score<const R: bool>(p: u64, o: u64) -> i32 {
                final_score(
                    p,
                    o,
                    if R {
                        Variant::Reverse
                    } else {
                        Variant::Classic
                    },
                )
            }

            $(#[$attr])*
            pub(super) fn search<const R: bool>(
                sv: &mut Solver<'_>,
                p: u64,
                o: u64,
                alpha: i32,
                beta: i32,
                n: u32,
                passed: bool,
            ) -> i32 {
                if n <= 4 {
                    return last::<R>(sv, p, o, alpha, beta, n);
                }
                if n < SHALLOW {
                    return shallow::<R>(sv, p, o, alpha, beta, n, passed);
                }
                if n < TT_FROM {
                    return ordered::<R>(sv, p, o, alpha, beta, n, passed);
                }
                deep::<R>(sv, p, o, alpha, beta, n, passed)
            }

            /// Few empties: try the empty squares in parity order, no move generation.
            $(#[$attr])*
            pub(super) fn shallow<const R: bool>(
                sv: &mut Solver<'_>,
                p: u64,
                o: u64,
                mut alpha: i32,
                beta: i32,
                n: u32,
                passed: bool,
            ) -> i32 {
                sv.nodes += 1;
                let empties = !(p | o);
                let mut best = -1000;
                let mut moved = false;
                // Squares in quadrants with an odd number of empties first.
                let odd = odd_quadrants(empties);
                for set in [empties & odd, empties & !odd] {
                    let mut m = set;
                    while m != 0 {
                        let sq = m.trailing_zeros() as usize;
                        m &= m - 1;
                        if NEIGHBOUR[sq] & o == 0 {
                            continue;
                        }
                        let f = flips(p, o, sq);
                        if f == 0 {
                            continue;
                        }
                        moved = true;
                        let np = o ^ f;
                        let no = p ^ f ^ (1u64 << sq);
                        let v = -search::<R>(sv, np, no, -beta, -alpha, n - 1, false);
                        if v > best {
                            best = v;
                            if v > alpha {
                                alpha = v;
                                if v >= beta {
                                    return v;
                                }
                            }
                        }
                    }
                }
                if !moved {
                    if passed {
                        return score::<R>(p, o);
                    }
                    return -shallow::<R>(sv, o, p, -beta, -alpha, n, true);
                }
                best
            }

            /// The score of a full board where the side to move owns `own` discs.
            #[inline(always)]
            fn full<const R: bool>(own: u32) -> i32 {
                let d = 2 * own as i32 - 64;
                if R { -d } else { d }
            }

            /// One empty square `sq`: whoever can play it does (the side to move first).
            $(#[$attr])*
            fn last1<const R: bool>(sv: &mut Solver<'_>, p: u64, o: u64, sq: usize) -> i32 {
                sv.nodes += 1;
                let f = last_flip_count(p, sq);
                if f != 0 {
                    return full::<R>(p.count_ones() + 1 + f);
                }
                let f = last_flip_count(o, sq);
                if f != 0 {
                    return -full::<R>(o.count_ones() + 1 + f);
                }
                score::<R>(p, o)
            }

            /// Two empty squares `a` and `b`.
            $(#[$attr])*
            fn last2<const R: bool>(
                sv: &mut Solver<'_>,
                p: u64,
                o: u64,
                alpha: i32,
                beta: i32,
                a: usize,
                b: usize,
            ) -> i32 {
                sv.nodes += 1;
                let mut best = -1000;
                if NEIGHBOUR[a] & o != 0 {
                    let f = flips(p, o, a);
                    if f != 0 {
                        best = -last1::<R>(sv, o ^ f, p ^ f ^ (1 << a), b);
                        if best >= beta {
                            return best;
                        }
                    }
                }
                if NEIGHBOUR[b] & o != 0 {
                    let f = flips(p, o, b);
                    if f != 0 {
                        let v = -last1::<R>(sv, o ^ f, p ^ f ^ (1 << b), a);
                        return v.max(best);
                    }
                }
                if best > -1000 {
                    return best;
                }
                // The side to move passes.
                let mut best = 1000;
                if NEIGHBOUR[a] & p != 0 {
                    let f = flips(o, p, a);
                    if f != 0 {
                        best = last1::<R>(sv, p ^ f, o ^ f ^ (1 << a), b);
                        if best <= alpha {
                            return best;
                        }
                    }
                }
                if NEIGHBOUR[b] & p != 0 {
                    let f = flips(o, p, b);
                    if f != 0 {
                        let v = last1::<R>(sv, p ^ f, o ^ f ^ (1 << b), a);
                        return v.min(best);
                    }
                }
                if best < 1000 { best } else { score::<R>(p, o) }
            }

            /// Three or four empty squares `sq` (in the order to try them): each move leads
            /// to the same search on the other squares, in the same order.
            $(#[$attr])*
            fn last34<const R: bool, const K: usize>(
                sv: &mut Solver<'_>,
                p: u64,
                o: u64,
                mut alpha: i32,
                beta: i32,
                sq: [usize; K],
            ) -> i32 {
                sv.nodes += 1;
                let mut best = -1000;
                for i in 0..K {
                    let x = sq[i];
                    if NEIGHBOUR[x] & o == 0 {
                        continue;
                    }
                    let f = flips(p, o, x);
                    if f == 0 {
                        continue;
                    }
                    let v = -rest::<R, K>(sv, o ^ f, p ^ f ^ (1 << x), -beta, -alpha, sq, i);
                    if v > best {
                        best = v;
                        if v > alpha {
                            alpha = v;
                            if v >= beta {
                                return v;
                            }
                        }
                    }
                }
                if best > -1000 {
                    return best;
                }
                // Pass: the opponent moves, or the game is over.
                let mut best = 1000;
                let mut beta2 = beta;
                for i in 0..K {
                    let x = sq[i];
                    if NEIGHBOUR[x] & p == 0 {
                        continue;
                    }
                    let f = flips(o, p, x);
                    if f == 0 {
                        continue;
                    }
                    // Value for p after the opponent's move with p to move.
                    let v = rest::<R, K>(sv, p ^ f, o ^ f ^ (1 << x), alpha, beta2, sq, i);
                    if v < best {
                        best = v;
                        if v < beta2 {
                            beta2 = v;
                            if v <= alpha {
                                return v;
                            }
                        }
                    }
                }
                if best < 1000 { best } else { score::<R>(p, o) }
            }

            /// The search on the squares of `sq` other than `sq[i]`.
            $(#[$attr])*
            fn rest<const R: bool, const K: usize>(
                sv: &mut Solver<'_>,
                p: u64,
                o: u64,
                alpha: i32,
                beta: i32,
                sq: [usize; K],
                i: usize,
            ) -> i32 {
                let mut r = [0usize; 3];
                let mut k = 0;
                for (j, &x) in sq.iter().enumerate() {
                    if j != i && k < 3 {
                        r[k] = x;
                        k += 1;
                    }
                }
                if K == 4 {
                    // The played square changed its quadrant's parity: the lone square first.
                    let odd = odd_quadrants((1u64 << r[0]) | (1u64 << r[1]) | (1u64 << r[2]));
                    if (1u64 << r[0]) & odd == 0 {
                        if (1u64 << r[1]) & odd != 0 {
                            r.swap(0, 1);
                        } else if (1u64 << r[2]) & odd != 0 {
                            r.swap(0, 2);
                        }
                    }
                    last34::<R, 3>(sv, p, o, alpha, beta, r)
                } else {
                    last2::<R>(sv, p, o, alpha, beta, r[0], r[1])
                }
            }

            /// The last 0–4 empties: the squares in quadrant-parity order (squares alone in
            /// an odd quadrant first), no move generation, no table.
            $(#[$attr])*
            pub(super) fn last<const R: bool>(sv: &mut Solver<'_>, p: u64, o: u64, alpha: i32, beta: i32, n: u32) -> i32 {
                let empties = !(p | o);
                match n {
                    0 => {
                        sv.nodes += 1;
                        score::<R>(p, o)
                    }
                    1 => last1::<R>(sv, p, o, empties.trailing_zeros() as usize),
                    2 => {
                        let a = empties.trailing_zeros() as usize;
                        let b = 63 - empties.leading_zeros() as usize;
                        last2::<R>(sv, p, o, alpha, beta, a, b)
                    }
                    3 => {
                        let s = parity_order(empties);
                        last34::<R, 3>(sv, p, o, alpha, beta, [s[0] as usize, s[1] as usize, s[2] as usize])
                    }
                    _ => {
                        let s = parity_order(empties).map(|x| x as usize);
                        last34::<R, 4>(sv, p, o, alpha, beta, s)
                    }
                }
            }

            /// Between the shallow range and the table: the moves in order of the opponent's
            /// mobility after them (corners counted twice), picked one at a time.
            $(#[$attr])*
            pub(super) fn ordered<const R: bool>(
                sv: &mut Solver<'_>,
                p: u64,
                o: u64,
                mut alpha: i32,
                beta: i32,
                n: u32,
                passed: bool,
            ) -> i32 {
                sv.nodes += 1;
                if sv.check_stop() {
                    return 0;
                }
                let moves = legal_moves(p, o);
                if moves == 0 {
                    if passed || legal_moves(o, p) == 0 {
                        return score::<R>(p, o);
                    }
                    return -ordered::<R>(sv, o, p, -beta, -alpha, n, true);
                }
                let odd = odd_quadrants(!(p | o));
                // Fewer than `TT_FROM` empties here, so fewer moves.
                let mut list: [(u32, u8, u64); TT_FROM as usize] = [(0, 0, 0); TT_FROM as usize];
                let mut len = 0;
                let mut m = moves;
                while m != 0 {
                    let sq = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let f = flips(p, o, sq);
                    let mob = legal_moves(o ^ f, p ^ f ^ (1 << sq));
                    list[len] = (
                        (mob.count_ones() + (mob & CORNERS).count_ones()) * 2
                            + ((1u64 << sq) & odd == 0) as u32,
                        sq as u8,
                        f,
                    );
                    len += 1;
                }
                let mut best = -1000;
                for i in 0..len {
                    let (_, sq, f) = select_next(&mut list[..len], i);
                    let sq = sq as usize;
                    let v = -search::<R>(sv, o ^ f, p ^ f ^ (1 << sq), -beta, -alpha, n - 1, false);
                    if sv.stopped {
                        return 0;
                    }
                    if v > best {
                        best = v;
                        if v > alpha {
                            alpha = v;
                            if v >= beta {
                                break;
                            }
                        }
                    }
                }
                best
            }

            /// The evaluation for the move ordering (centi-discs): the learned one under
            /// Classic, the hand-written Reverse one under Reverse.
            $(#[$attr])*
            fn order_eval<const R: bool>(p: u64, o: u64) -> i32 {
                if R {
                    evaluate(&Board::new(p, o), Variant::Reverse)
                } else {
                    $eval(p, o)
                }
            }

            /// The solver as the caller of the midgame search that orders the moves of
            /// positions with many empties: its nodes count with the solver's.
            struct Order<'s, 'a, 't, const R: bool> {
                sv: &'s mut Solver<'a>,
                table: &'t mut TranspositionTable,
            }

            #[allow(unused_unsafe)]
            impl<const R: bool> Midgame for Order<'_, '_, '_, R> {
                #[inline]
                fn count_node(&mut self) -> bool {
                    self.sv.nodes += 1;
                    self.sv.check_stop()
                }

                #[inline]
                fn stopped(&self) -> bool {
                    self.sv.stopped
                }

                #[inline]
                fn table(&mut self) -> &mut TranspositionTable {
                    self.table
                }

                #[inline]
                fn eval(&self, p: u64, o: u64) -> i32 {
                    // SAFETY: this module's code runs only on CPUs with its features.
                    unsafe { order_eval::<R>(p, o) }
                }

                #[inline]
                fn final_value(&self, p: u64, o: u64) -> i32 {
                    score::<R>(p, o) * 100
                }

                #[inline]
                fn legal_moves(p: u64, o: u64) -> u64 {
                    // SAFETY: as above.
                    unsafe { legal_moves(p, o) }
                }

                #[inline]
                fn flips(p: u64, o: u64, sq: usize) -> u64 {
                    // SAFETY: as above.
                    unsafe { flips(p, o, sq) }
                }
            }

            /// Many empties: move generation, fastest-first ordering, transposition table.
            $(#[$attr])*
            pub(super) fn deep<const R: bool>(
                sv: &mut Solver<'_>,
                p: u64,
                o: u64,
                mut alpha: i32,
                mut beta: i32,
                n: u32,
                passed: bool,
            ) -> i32 {
                sv.nodes += 1;
                if sv.check_stop() {
                    return 0;
                }
                let moves = legal_moves(p, o);
                if moves == 0 {
                    if passed || legal_moves(o, p) == 0 {
                        return score::<R>(p, o);
                    }
                    return -deep::<R>(sv, o, p, -beta, -alpha, n, true);
                }
                if !R && n >= STABILITY_FROM {
                    // The opponent keeps its stable discs: our score is at most this.
                    let upper = 64 - 2 * stable_discs(o, p | o).count_ones() as i32;
                    if upper <= alpha {
                        return upper;
                    }
                    beta = beta.min(upper);
                }
                let key = hash(p, o);
                let mut tt_move = None;
                if n >= TT_FROM
                    && let Some(e) = sv.tt.probe(key)
                {
                    tt_move = e.best_move();
                    match e.cutoff(alpha, beta) {
                        Err(v) => return v,
                        Ok(w) => (alpha, beta) = w,
                    }
                }
                let alpha0 = alpha;
                // The ordering search's table, taken for the ordering (put back below).
                let mut order_tt = if n >= sv.order_from { sv.order_tt.take() } else { None };
                // Order: table move first, then by the opponent's mobility after the move (fewest
                // first), corners early, X-squares late.
                let mut list: [(i32, u8, u64); MAX_MOVES] = [(0, 0, 0); MAX_MOVES];
                let mut len = 0;
                let mut m = moves;
                while m != 0 {
                    let sq = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let f = flips(p, o, sq);
                    let np = o ^ f;
                    let no = p ^ f ^ (1 << sq);
                    let key_score = if Some(sq) == tt_move {
                        -100_000
                    } else {
                        let mob = legal_moves(np, no);
                        let mut s =
                            (mob.count_ones() as i32) * 16 + (mob & CORNERS).count_ones() as i32 * 8;
                        if (1u64 << sq) & CORNERS != 0 {
                            s -= 12;
                        }
                        if (1u64 << sq) & X_SQUARES != 0 {
                            s += 8;
                        }
                        // The opponent's potential mobility: empties next to our discs.
                        s += (neighbours(no) & !(np | no)).count_ones() as i32;
                        if let Some(table) = order_tt.as_deref_mut() {
                            // The most empties: a midgame search after the move (from the
                            // opponent's side) outweighs mobility.
                            let d = n.saturating_sub(ORDER_SEARCH_SHORTER).max(2);
                            let mut cx = Order::<R> { sv: &mut *sv, table };
                            s = s * 4 + $mid::pvs(&mut cx, np, no, d, -INF, INF, false);
                        } else if n >= EVAL_ORDER_FROM {
                            // Many empties: the evaluation after the move (from the opponent's
                            // side) breaks ties between moves of equal mobility.
                            s = s * 4 + order_eval::<R>(np, no) / 12;
                        }
                        s
                    };
                    if n > TT_FROM && n < ETC_FROM {
                        // The child probes its slot soon: start fetching it now.
                        sv.tt.prefetch(hash(np, no));
                    }
                    if n >= ETC_FROM
                        && let Some(e) = sv.tt.probe(hash(np, no))
                        && -e.upper() >= beta
                    {
                        // Enhanced transposition cutoff: a child already known to refute.
                        let v = -e.upper();
                        if order_tt.is_some() {
                            sv.order_tt = order_tt;
                        }
                        return v;
                    }
                    list[len] = (key_score, sq as u8, f);
                    len += 1;
                }
                if order_tt.is_some() {
                    sv.order_tt = order_tt;
                }
                if sv.stopped {
                    return 0;
                }
                list[..len].sort_unstable_by_key(|x| x.0);
                let mut best = -1000;
                let mut best_sq = None;
                for (i, &(_, sq, f)) in list[..len].iter().enumerate() {
                    let sq = sq as usize;
                    let np = o ^ f;
                    let no = p ^ f ^ (1 << sq);
                    let v = if i == 0 {
                        -search::<R>(sv, np, no, -beta, -alpha, n - 1, false)
                    } else {
                        let mut v = -search::<R>(sv, np, no, -alpha - 1, -alpha, n - 1, false);
                        if v > alpha && v < beta {
                            v = -search::<R>(sv, np, no, -beta, -v, n - 1, false);
                        }
                        v
                    };
                    if sv.stopped {
                        return 0;
                    }
                    if v > best {
                        best = v;
                        best_sq = Some(sq);
                        if v > alpha {
                            alpha = v;
                            if v >= beta {
                                break;
                            }
                        }
                    }
                }
                if n >= TT_FROM {
                    let (lo, hi) = if best <= alpha0 {
                        (-64, best)
                    } else if best >= beta {
                        (best, 64)
                    } else {
                        (best, best)
                    };
                    sv.tt.store(key, n as u8, lo, hi, best_sq);
                }
                best
            }
        }
    };
}

/// The learned evaluation for the move ordering, portable.
fn pattern_eval(p: u64, o: u64) -> i32 {
    super::pattern::Weights::builtin().evaluate(p, o)
}

/// The learned evaluation for the move ordering, with the fast kernels.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn pattern_eval_fast(p: u64, o: u64) -> i32 {
    super::pattern::Weights::builtin().evaluate_fast(p, o)
}

solver_functions!(portable, board, mid_portable, pattern_eval, [inline]);
#[cfg(target_arch = "x86_64")]
solver_functions!(
    avx2,
    simd,
    mid_fast,
    pattern_eval_fast,
    [target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
);
