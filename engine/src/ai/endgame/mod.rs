//! Exact endgame solver: the final disc difference (empties to the winner) under perfect play,
//! for Classic and Reverse. By empties:
//! - 8 and more (`deep`): transposition table (children's slots prefetched), fastest-first
//!   order (the opponent's mobility and potential mobility, corners and X-squares, odd
//!   quadrants; from 12 up the evaluation joins mobility, its centi-discs / 6 against 64 a
//!   move of the opponent's mobility; from 17 up a midgame search of each move,
//!   `empties - 17` deep (at least 2, and 2 more at the solve's root) with its own table,
//!   outweighs mobility), stability cutoff from 8 (the opponent's stable discs cap the score;
//!   with beta far below 0, ours after each move are checked against it before any move is
//!   searched) and enhanced transposition cutoff from 14;
//! - 6 and 7 (`ordered`): the opponent's mobility, quadrant parity breaking ties, no table;
//! - 5 (`shallow`): no move generation, squares in odd quadrants first;
//! - 1 to 4 (`last`, in `endgame/last.rs`): the squares passed down in parity order,
//!   specialised code for two empties and a counted (not computed) flip for the last one.
//!
//! On several threads, nodes of 12 empties or more split Young Brothers Wait style
//! (`endgame/parallel.rs`). From 20 empties, [`Solver::solve_around`] first solves with
//! Multi-ProbCut at increasing widths, then exactly (`endgame/selective.rs`).
//!
//! Each step is written once, generic over the bitboard kernels ([`crate::rules::kernels`]),
//! as an `#[inline(always)]` body; `Steps` gives each kernel set one compiled entry point
//! per step (for AVX2, a `#[target_feature]` function taking the step's arguments as plain
//! values, so they travel in registers and the kernels inline into it), and the steps call
//! each other through it. [`Solver::solve`] picks the kernels at run time.

mod last;
mod parallel;
mod selective;
mod stability;
mod steps;

use super::eval::{evaluate, final_score, neighbours};
use super::limits::Limits;
use super::mpc::{Cut, MpcTable};
use super::pattern::{IndexVec, PatternKernels, Weights, child_base};
use super::search::pvs::{INF, Midgame, MidgameSteps, pvs};
use super::tt::{TranspositionTable, hash};
use crate::rules::board::MAX_MOVES;
#[cfg(target_arch = "x86_64")]
use crate::rules::kernels::Avx2;
use crate::rules::kernels::Portable;
use crate::rules::{Board, Variant};
use last::last;
use selective::probcut;
pub use selective::{SELECTIVE_FROM, SELECTIVE_PASSES, SELECTIVE_ROOT_FROM, aspiration};
pub use stability::stable_discs;
use stability::stable_discs_up_to;

/// Below this many empties the solver skips move generation and the table.
const SHALLOW: u32 = 6;
/// From this many empties up, the evaluation joins the mobility ordering.
const EVAL_ORDER_FROM: u32 = 12;
/// The evaluation's weight there: its centi-discs divided by this, against 64 a move of the
/// opponent's mobility.
const EVAL_ORDER_DIVISOR: i32 = 6;
/// From this many empties up (by default, [`Solver::order_from`]), the moves are ordered by a
/// midgame search of each, when the caller gives the solver an ordering table
/// ([`Solver::order_tt`]); it looks `empties - ORDER_SEARCH_SHORTER` moves ahead (at least 2),
/// and `ORDER_SEARCH_ROOT` more at the solve's root, whose order matters most.
pub const ORDER_SEARCH_FROM: u32 = 17;
const ORDER_SEARCH_SHORTER: u32 = 17;
const ORDER_SEARCH_ROOT: u32 = 2;
/// The ordering's bonus for a move in a quadrant with an odd number of empties, against 16 a
/// move of mobility: it leaves the region even, so its last move tends to be ours (parity).
const PARITY_ORDER: i32 = 4;
/// The ordering search's Multi-ProbCut width (standard deviations; `None`: full width).
/// Under Classic only: its statistics were fitted with the pattern evaluation.
const ORDER_MPC: Option<f32> = Some(1.5);

/// From this many empties up, the table is used (and the moves are ordered by mobility,
/// potential mobility, square and parity; below, by mobility alone, parity breaking ties).
const TT_FROM: u32 = 8;

const CORNERS: u64 = 0x8100_0000_0000_0081;
const X_SQUARES: u64 = 0x0042_0000_0000_4200;

/// From this many empties up, a position whose score cannot reach alpha because of the
/// opponent's stable discs is cut off (Classic scoring only).
const STABILITY_FROM: u32 = 8;

/// From this many empties up, the children are looked up in the table before any is searched
/// (enhanced transposition cutoff).
const ETC_FROM: u32 = 14;

/// The enhanced stability cutoff (Classic, from [`TT_FROM`] empties): before the moves of a
/// node are ordered or searched, whether our stable discs after one of them already bring
/// our score to beta. Asked only when beta is at most this many discs an empty square below
/// 0, where a few stable discs reach it; nearer 0 it takes so many that the check seldom
/// pays for itself (the threshold measured on node counts and time: `docs/records.md`, "The
/// enhanced stability cutoff").
const ESC_FROM_EMPTY: i32 = 2;

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

/// The exact solver: its table, its node count and limits, and how it orders moves.
pub struct Solver<'a> {
    /// The table (shared with the other threads of a parallel solve).
    pub tt: &'a TranspositionTable,
    pub nodes: u64,
    pub variant: Variant,
    /// When to stop (none by default); a stopped solve is `Err(Stopped)`.
    pub limits: Limits,
    /// Use the portable kernels even where AVX2 is available (tests, benchmarks).
    pub portable_only: bool,
    /// The ordering search's own table (values in centi-discs by depth), shared by the
    /// threads of a parallel solve as the solver's table is; without one, the moves are
    /// ordered without it, and [`Solver::solve_around`] makes no selective pass (their
    /// shallow searches share it).
    pub order_tt: Option<&'a TranspositionTable>,
    /// The ordering search runs from this many empties up ([`ORDER_SEARCH_FROM`]; tests
    /// lower it).
    pub order_from: u32,
    /// Threads of a solve (1 by default: the solve is then the same, node for node, at every
    /// run). With more, nodes with many empties share their moves after the first with
    /// tasks of a pool's other threads ([`Solver::pool`], `parallel.rs`); the score is the
    /// same, the node count varies.
    pub threads: usize,
    /// Moves of split points searched by helper tasks in this solver's solves (the helpers'
    /// own helpers included): 0 on one thread, and more than 0 when other threads took part.
    pub helped: u64,
    /// The pool a solve on several threads runs in (`parallel.rs`; without one, the pool
    /// the caller runs in, or rayon's global pool).
    pub pool: Option<&'a rayon::ThreadPool>,
    /// The abort flags of the parallel split points this solver searches under: one set
    /// stops it like [`Solver::limits`]' flag.
    aborts: Vec<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    stopped: bool,
    /// The empties of the position [`Solver::solve`] was given (its helpers' too).
    root_empties: u32,
    /// 0 (the default): the solve is exact. Else a selective pass ([`Solver::solve`]
    /// then estimates the score, `endgame/selective.rs`): nodes of [`SELECTIVE_FROM`]
    /// empties or more are cut when a shallow search says their score is beyond the window
    /// by more than this many tenths of a standard deviation of its error. Its bounds go in
    /// the table marked so: an exact solve takes only their moves, to try first.
    pub selectivity: u8,
    /// Nodes of the selective passes of [`Solver::solve_around`] (counted in `nodes` too).
    pub pass_nodes: u64,
    /// The move and score of the last selective pass of [`Solver::solve_around`] that
    /// finished, with its width: what a stopped solve leaves to play.
    pub pass_best: Option<(usize, i32, u8)>,
}

impl<'a> Solver<'a> {
    pub fn new(tt: &'a TranspositionTable, variant: Variant) -> Self {
        Solver {
            tt,
            nodes: 0,
            variant,
            limits: Limits::default(),
            portable_only: false,
            order_tt: None,
            order_from: ORDER_SEARCH_FROM,
            threads: 1,
            helped: 0,
            pool: None,
            aborts: Vec::new(),
            stopped: false,
            root_empties: 0,
            selectivity: 0,
            pass_nodes: 0,
            pass_best: None,
        }
    }

    /// Whether this solve may take the bounds of a table entry: an exact one's always, a
    /// selective one's only in a pass at least as selective.
    #[inline(always)]
    fn trusts(&self, e: &super::tt::Entry) -> bool {
        e.selectivity == 0 || (self.selectivity != 0 && e.selectivity >= self.selectivity)
    }

    #[inline]
    fn check_stop(&mut self) -> bool {
        if !self.stopped && self.limits.reached_or_aborted(self.nodes, &self.aborts) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The exact score of the position for the side to move, within (alpha, beta): a fail-soft
    /// alpha-beta value. `Err(Stopped)` if stopped.
    pub fn solve(&mut self, p: u64, o: u64, alpha: i32, beta: i32) -> Result<i32, Stopped> {
        #[cfg(target_arch = "x86_64")]
        if !self.portable_only
            && let Some(k) = Avx2::detect()
        {
            return self.solve_with(k, p, o, alpha, beta);
        }
        self.solve_with(Portable, p, o, alpha, beta)
    }

    /// [`Solver::solve`] with the kernels `k`.
    fn solve_with<K: Steps + Send + Sync>(
        &mut self,
        k: K,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Stopped> {
        self.stopped = false;
        let n = (!(p | o)).count_ones();
        self.root_empties = n;
        if self.threads > 1 && n >= parallel::SPLIT_FROM {
            let v = match self.variant {
                Variant::Classic => parallel::solve::<K, false>(k, self, p, o, alpha, beta, n),
                Variant::Reverse => parallel::solve::<K, true>(k, self, p, o, alpha, beta, n),
            };
            return if self.stopped { Err(Stopped) } else { Ok(v) };
        }
        let v = match self.variant {
            Variant::Classic => k.search::<false>(self, p, o, alpha, beta, n, false),
            Variant::Reverse => k.search::<true>(self, p, o, alpha, beta, n, false),
        };
        if self.stopped { Err(Stopped) } else { Ok(v) }
    }
}

/// The solver's steps as entry points compiled for a kernel set: each step's body is written
/// once (the `#[inline(always)]` functions of the same name below and in `last.rs`, generic
/// over the kernels), and a kernel set's method runs it compiled with the set's CPU features,
/// so the kernels inline into it. The steps call each other through these methods: a
/// recursive call is a plain call (arguments in registers) to the step's one compiled body.
/// (The last four empties' steps call each other's bodies directly: see `last.rs`.)
pub(crate) trait Steps: PatternKernels + MidgameSteps {
    /// [`search`]: the step for the number of empties.
    fn search<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32;
    /// [`shallow`].
    fn shallow<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32;
    /// [`ordered`].
    fn ordered<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32;
    /// [`deep`].
    fn deep<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32;
    /// [`last::last2`].
    fn last2<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        a: usize,
        b: usize,
    ) -> i32;
    /// [`last::last34`].
    fn last34<const REVERSE: bool, const N: usize>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        sq: [usize; N],
    ) -> i32;
}

/// The final score of a finished game for `p`, under Reverse scoring when `REVERSE`.
#[inline(always)]
fn score<const REVERSE: bool>(p: u64, o: u64) -> i32 {
    final_score(
        p,
        o,
        if REVERSE {
            Variant::Reverse
        } else {
            Variant::Classic
        },
    )
}

/// The exact score for `p` to move with `n` empties, within (alpha, beta), fail-soft: the
/// step for the number of empties. `passed`: the other side has just passed.
#[inline(always)]
fn search<K: Steps, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    n: u32,
    passed: bool,
) -> i32 {
    if n <= 4 {
        return last::<K, REVERSE>(k, sv, p, o, alpha, beta, n);
    }
    if n < SHALLOW {
        return k.shallow::<REVERSE>(sv, p, o, alpha, beta, n, passed);
    }
    if n < TT_FROM {
        return k.ordered::<REVERSE>(sv, p, o, alpha, beta, n, passed);
    }
    k.deep::<REVERSE>(sv, p, o, alpha, beta, n, passed)
}

/// Few empties: try the empty squares in parity order, no move generation.
#[inline(always)]
fn shallow<K: Steps, const REVERSE: bool>(
    k: K,
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
            let f = k.flips(p, o, sq);
            if f == 0 {
                continue;
            }
            moved = true;
            let np = o ^ f;
            let no = p ^ f ^ (1u64 << sq);
            let v = -k.search::<REVERSE>(sv, np, no, -beta, -alpha, n - 1, false);
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
            return score::<REVERSE>(p, o);
        }
        return -k.shallow::<REVERSE>(sv, o, p, -beta, -alpha, n, true);
    }
    best
}

/// Between the shallow range and the table: the moves in order of the opponent's mobility
/// after them (corners counted twice), picked one at a time.
#[inline(always)]
fn ordered<K: Steps, const REVERSE: bool>(
    k: K,
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
    let moves = k.legal_moves(p, o);
    if moves == 0 {
        if passed || k.legal_moves(o, p) == 0 {
            return score::<REVERSE>(p, o);
        }
        return -k.ordered::<REVERSE>(sv, o, p, -beta, -alpha, n, true);
    }
    let odd = odd_quadrants(!(p | o));
    // Fewer than `TT_FROM` empties here, so fewer moves.
    let mut list: [(u32, u8, u64); TT_FROM as usize] = [(0, 0, 0); TT_FROM as usize];
    let mut len = 0;
    let mut m = moves;
    while m != 0 {
        let sq = m.trailing_zeros() as usize;
        m &= m - 1;
        let f = k.flips(p, o, sq);
        let mob = k.legal_moves(o ^ f, p ^ f ^ (1 << sq));
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
        let v = -k.search::<REVERSE>(sv, o ^ f, p ^ f ^ (1 << sq), -beta, -alpha, n - 1, false);
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

/// The evaluation for the move ordering (centi-discs): the learned one under Classic, the
/// hand-written Reverse one under Reverse.
#[inline(always)]
fn order_eval<K: Steps, const REVERSE: bool>(k: K, p: u64, o: u64) -> i32 {
    if REVERSE {
        evaluate(&Board::new(p, o), Variant::Reverse)
    } else {
        Weights::builtin().evaluate_with_kernels(k, p, o)
    }
}

/// The solver as the caller of the midgame search that orders the moves of positions with
/// many empties: its nodes count with the solver's.
struct Order<'s, 'a, 't, K, const REVERSE: bool> {
    k: K,
    sv: &'s mut Solver<'a>,
    table: &'t TranspositionTable,
}

impl<K: Steps, const REVERSE: bool> Midgame for Order<'_, '_, '_, K, REVERSE> {
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
    fn table(&mut self) -> &TranspositionTable {
        self.table
    }

    #[inline(always)]
    fn eval<J: PatternKernels>(&self, _: J, p: u64, o: u64, moves: u64) -> i32 {
        // `J` is `K`: the search runs with the solver's kernels.
        if REVERSE {
            evaluate(&Board::new(p, o), Variant::Reverse)
        } else {
            Weights::builtin().evaluate_moves(self.k, p, o, moves)
        }
    }

    #[inline(always)]
    fn child_base<J: PatternKernels>(&self, _: J, p: u64, o: u64) -> Option<IndexVec> {
        (!REVERSE).then(|| child_base(self.k, p, o))
    }

    #[inline(always)]
    fn eval_child<J: PatternKernels>(
        &self,
        k: J,
        base: &IndexVec,
        sq: usize,
        f: u64,
        np: u64,
        no: u64,
        theirs: u64,
    ) -> i32 {
        if REVERSE {
            self.eval(k, np, no, theirs)
        } else {
            Weights::builtin().evaluate_child(self.k, base, sq, f, np, no, theirs)
        }
    }

    #[inline]
    fn final_value(&self, p: u64, o: u64) -> i32 {
        score::<REVERSE>(p, o) * 100
    }

    #[inline]
    fn probcut(&self, empties: u32, depth: u32) -> Option<(Cut, f32)> {
        let t = ORDER_MPC.filter(|_| !REVERSE)?;
        Some((MpcTable::builtin().cut(empties, depth)?, t))
    }
}

/// Many empties: move generation, fastest-first ordering, transposition table.
#[inline(always)]
fn deep<K: Steps, const REVERSE: bool>(
    k: K,
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
    let moves = k.legal_moves(p, o);
    if moves == 0 {
        if passed || k.legal_moves(o, p) == 0 {
            return score::<REVERSE>(p, o);
        }
        return -k.deep::<REVERSE>(sv, o, p, -beta, -alpha, n, true);
    }
    let (key, tt_move) = match bound_node::<REVERSE>(sv, p, o, &mut alpha, &mut beta, n) {
        Ok(found) => found,
        Err(v) => return v,
    };
    if let Some(v) = probcut::<K, REVERSE>(k, sv, p, o, alpha, beta, n) {
        return v;
    }
    let alpha0 = alpha;
    let mut list: [(i32, u8, u64); MAX_MOVES] = [(0, 0, 0); MAX_MOVES];
    let len =
        match ordered_moves::<K, REVERSE>(k, sv, key, p, o, moves, beta, n, tt_move, &mut list) {
            Ok(len) => len,
            Err(v) => return v,
        };
    if sv.stopped {
        return 0;
    }
    let mut best = -1000;
    let mut best_sq = None;
    for (i, &(_, sq, f)) in list[..len].iter().enumerate() {
        let sq = sq as usize;
        let np = o ^ f;
        let no = p ^ f ^ (1 << sq);
        let v = if i == 0 {
            -k.search::<REVERSE>(sv, np, no, -beta, -alpha, n - 1, false)
        } else {
            let mut v = -k.search::<REVERSE>(sv, np, no, -alpha - 1, -alpha, n - 1, false);
            if v > alpha && v < beta {
                v = -k.search::<REVERSE>(sv, np, no, -beta, -v, n - 1, false);
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
        store_node(sv, key, n, alpha0, beta, best, best_sq);
    }
    best
}

/// A deep node's bounds before its moves: the stability cutoff (Classic: the opponent's
/// stable discs cap our score) and the table's entry (its bounds, and its move to try first).
/// `Err(value)` when they settle the node; else the node's key and the table's move, with
/// `alpha` and `beta` narrowed. The sequential search and the threads' split points share it.
#[inline(always)]
fn bound_node<const REVERSE: bool>(
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    alpha: &mut i32,
    beta: &mut i32,
    n: u32,
) -> Result<(u64, Option<usize>), i32> {
    // The opponent keeps its stable discs: our score is at most 64 less twice their number,
    // which is looked at only when the opponent's discs alone could bring it under `beta`.
    if !REVERSE && n >= STABILITY_FROM && 64 - 2 * (o.count_ones() as i32) < *beta {
        let upper = 64 - 2 * stable_discs(o, p | o).count_ones() as i32;
        if upper <= *alpha {
            return Err(upper);
        }
        *beta = (*beta).min(upper);
    }
    let key = hash(p, o);
    let mut tt_move = None;
    if n >= TT_FROM
        && let Some(e) = sv.tt.probe(key)
    {
        tt_move = e.best_move();
        if sv.trusts(&e) {
            match e.cutoff(*alpha, *beta) {
                Err(v) => return Err(v),
                Ok(w) => (*alpha, *beta) = w,
            }
        }
    }
    Ok((key, tt_move))
}

/// Stores a searched deep node: `best` is exact inside (`alpha0`, `beta`), an upper bound at
/// or below `alpha0`, a lower bound at or above `beta` (fail-soft).
#[inline(always)]
fn store_node(
    sv: &mut Solver<'_>,
    key: u64,
    n: u32,
    alpha0: i32,
    beta: i32,
    best: i32,
    best_sq: Option<usize>,
) {
    let (lo, hi) = if best <= alpha0 {
        (-64, best)
    } else if best >= beta {
        (best, 64)
    } else {
        (best, best)
    };
    sv.tt
        .store_selective(key, n as u8, sv.selectivity, lo, hi, best_sq);
}

/// The moves of a deep node in search order, into `list` (the count is returned): the table
/// move first, then by the opponent's mobility after the move (fewest first), corners early,
/// X-squares late, moves into odd quadrants a little earlier; with many empties the
/// evaluation joins mobility, and with the most a midgame search of each move outweighs it.
/// `Err(value)` when a child already refutes the node: by its table entry (enhanced
/// transposition cutoff) or by our stable discs after the move (enhanced stability cutoff);
/// the node's bound is then stored under `key`, its hash. The sequential search and the
/// split points of several threads both order so.
#[inline(always)]
fn ordered_moves<K: Steps, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'_>,
    key: u64,
    p: u64,
    o: u64,
    moves: u64,
    beta: i32,
    n: u32,
    tt_move: Option<usize>,
    list: &mut [(i32, u8, u64); MAX_MOVES],
) -> Result<usize, i32> {
    // The ordering search's table, from its range up.
    let order_tt = sv.order_tt.filter(|_| n >= sv.order_from);
    // The evaluation of the children, from this node's indices (Classic, wherever the
    // evaluation orders: from its range up where the ordering search does not run).
    let base =
        (!REVERSE && order_tt.is_none() && n >= EVAL_ORDER_FROM).then(|| child_base(k, p, o));
    let odd = odd_quadrants(!(p | o));
    let mut len = 0;
    let mut m = moves;
    while m != 0 {
        let sq = m.trailing_zeros() as usize;
        m &= m - 1;
        let f = k.flips(p, o, sq);
        let np = o ^ f;
        let no = p ^ f ^ (1 << sq);
        if !REVERSE
            && -beta >= ESC_FROM_EMPTY * n as i32
            && 2 * (no.count_ones() as i32) - 64 >= beta
        {
            // Enhanced stability cutoff: our stable discs after the move already bring our
            // score to beta (the child's stability cutoff, seen before the moves are ordered
            // or searched).
            let enough = ((64 + beta + 1) / 2).max(0) as u32;
            if stable_discs_up_to(no, np | no, enough).count_ones() >= enough {
                let v = 2 * (stable_discs(no, np | no).count_ones() as i32) - 64;
                sv.tt
                    .store_selective(key, n as u8, sv.selectivity, v, 64, Some(sq));
                return Err(v);
            }
        }
        if n > TT_FROM && n < ETC_FROM {
            // The child probes its slot soon: start fetching it now.
            sv.tt.prefetch(hash(np, no));
        }
        if n >= ETC_FROM
            && let Some(e) = sv.tt.probe(hash(np, no))
            && -e.upper() >= beta
            && sv.trusts(&e)
        {
            // Enhanced transposition cutoff: a child already known to refute. The node's
            // bound is stored with the move, which a root's caller may read.
            let v = -e.upper();
            sv.tt
                .store_selective(key, n as u8, sv.selectivity, v, 64, Some(sq));
            return Err(v);
        }
        let key_score = if Some(sq) == tt_move {
            -100_000
        } else {
            let mob = k.legal_moves(np, no);
            let mut s = (mob.count_ones() as i32) * 16 + (mob & CORNERS).count_ones() as i32 * 8;
            if (1u64 << sq) & CORNERS != 0 {
                s -= 12;
            }
            if (1u64 << sq) & X_SQUARES != 0 {
                s += 8;
            }
            // The opponent's potential mobility: empties next to our discs.
            s += (neighbours(no) & !(np | no)).count_ones() as i32;
            if (1u64 << sq) & odd != 0 {
                s -= PARITY_ORDER;
            }
            if let Some(table) = order_tt {
                // The most empties: a midgame search after the move (from the
                // opponent's side) outweighs mobility.
                let mut d = n.saturating_sub(ORDER_SEARCH_SHORTER).max(2);
                if n == sv.root_empties {
                    d += ORDER_SEARCH_ROOT;
                }
                let mut cx = Order::<K, REVERSE> {
                    k,
                    sv: &mut *sv,
                    table,
                };
                s = s * 4 + pvs(k, &mut cx, np, no, d, -INF, INF, false);
            } else if n >= EVAL_ORDER_FROM {
                // Many empties: the evaluation after the move (from the opponent's
                // side) joins mobility.
                let e = match &base {
                    Some(base) => Weights::builtin().evaluate_child(k, base, sq, f, np, no, mob),
                    None => order_eval::<K, REVERSE>(k, np, no),
                };
                s = s * 4 + e / EVAL_ORDER_DIVISOR;
            }
            s
        };
        list[len] = (key_score, sq as u8, f);
        len += 1;
    }
    list[..len].sort_unstable_by_key(|x| x.0);
    Ok(len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_quadrants_marks_the_quadrants_with_an_odd_number_of_empties() {
        let quadrant = |sq: u32| (sq / 32) * 2 + (sq % 8) / 4;
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let empties = x & x.rotate_left(23);
            let odd = odd_quadrants(empties);
            for sq in 0..64 {
                let q = quadrant(sq);
                let n = (0..64)
                    .filter(|&s| quadrant(s) == q && empties >> s & 1 != 0)
                    .count();
                assert_eq!(odd >> sq & 1 == 1, n % 2 == 1, "{empties:#x} square {sq}");
            }
        }
    }

    #[test]
    fn stopped_by_the_node_budget_and_by_the_flag() {
        // The start: far too many nodes to solve.
        let (p, o) = (Board::start().player, Board::start().opponent);
        let tt = TranspositionTable::with_bytes(1 << 20);
        let mut sv = Solver::new(&tt, Variant::Classic);
        sv.limits.nodes = Some(2000);
        assert_eq!(sv.solve(p, o, -64, 64), Err(Stopped));
        assert!(sv.nodes >= 2000, "ran to the budget");
        sv.limits = Limits::default();
        sv.limits
            .stop
            .store(true, std::sync::atomic::Ordering::Relaxed);
        sv.nodes = 0;
        assert_eq!(sv.solve(p, o, -64, 64), Err(Stopped));
    }
}
