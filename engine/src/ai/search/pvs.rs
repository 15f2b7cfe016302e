//! The principal variation search (PVS) the midgame engine and the exact solver share: its
//! body written once over the bitboard kernels, an entry point compiled per kernel set
//! ([`MidgameSteps`]), move ordering, Multi-ProbCut at null-window nodes, and the node one
//! move from the leaves. Whoever runs it provides node counting, the table and the evaluation
//! through [`Midgame`]: the engine's threads (a `Searcher` each; the split points of `split`
//! share [`enter`], [`ordered_moves`] and [`leave`] with the PVS), and the solver's
//! move-ordering search.

use crate::ai::eval::neighbours;
use crate::ai::mpc::{Cut, MIN_DEPTH as MPC_MIN_DEPTH};
use crate::ai::pattern::{IndexVec, PatternKernels};
use crate::ai::tt::{TranspositionTable, hash};
use crate::rules::board::MAX_MOVES;
#[cfg(target_arch = "x86_64")]
use crate::rules::kernels::Avx2;
use crate::rules::kernels::Portable;

pub(crate) const INF: i32 = 1_000_000;
/// No value is beyond this (64 discs, in centi-discs).
const MAX_VALUE: i32 = 6_400;

/// What the midgame search needs from whoever runs it: node counting and stopping, a table
/// and the evaluation (centi-discs). The engine runs it to choose moves; the exact solver
/// runs it to order the moves of positions with many empties.
pub(crate) trait Midgame {
    /// Counts a node; true when the search must stop.
    fn count_node(&mut self) -> bool;
    /// The search was stopped (the values since are meaningless).
    fn stopped(&self) -> bool;
    fn table(&mut self) -> &TranspositionTable;
    /// The value of a position for the side to move, in centi-discs, evaluated with the
    /// kernels `k` (the search's); `moves` are the legal moves of `p`.
    fn eval<K: PatternKernels>(&self, k: K, p: u64, o: u64, moves: u64) -> i32;
    /// The value of a finished game for the side to move, in centi-discs.
    fn final_value(&self, p: u64, o: u64) -> i32;
    /// Multi-ProbCut's statistics for a node with `empties` empties searched `depth` moves
    /// deep, and how many standard deviations a cut needs; `None`: search it full width.
    #[inline]
    fn probcut(&self, empties: u32, depth: u32) -> Option<(Cut, f32)> {
        let _ = (empties, depth);
        None
    }
    /// What [`Midgame::eval_child`] needs to evaluate the children of (`p`, `o`); `None`
    /// when the evaluation has no such shortcut.
    #[inline(always)]
    fn child_base<K: PatternKernels>(&self, k: K, p: u64, o: u64) -> Option<IndexVec> {
        let _ = (k, p, o);
        None
    }

    /// [`Midgame::eval`] of the child (`np`, `no`) of a position with [`Midgame::child_base`]
    /// `base`, after the move to `sq` that turned `f`; `theirs` are `np`'s legal moves.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn eval_child<K: PatternKernels>(
        &self,
        k: K,
        base: &IndexVec,
        sq: usize,
        f: u64,
        np: u64,
        no: u64,
        theirs: u64,
    ) -> i32 {
        let _ = (base, sq, f);
        self.eval(k, np, no, theirs)
    }

    /// The root searches run the portable kernels even where the AVX2 ones are available
    /// (tests compare the two).
    fn portable_only(&self) -> bool {
        false
    }
}

/// Negamax principal variation search of `depth` moves, fail-soft, with the table (from 2
/// moves deep) and the moves ordered by the table move, then by the evaluation after each
/// (from [`EVAL_ORDER_FROM`] moves deep; nearer the leaves by the opponent's mobility); a
/// node one move deep evaluates its children directly ([`depth_one`]).
/// Compiled once per kernel set and caller ([`MidgameSteps::pvs`]).
#[inline(always)]
pub(crate) fn pvs<K: MidgameSteps, M: Midgame>(
    k: K,
    m: &mut M,
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    passed: bool,
) -> i32 {
    k.pvs(m, p, o, depth, alpha, beta, passed)
}

/// The midgame search as an entry point compiled for a kernel set: [`pvs_body`] is written
/// once, generic over the kernels, and a kernel set's [`MidgameSteps::pvs`] runs it compiled
/// with the set's CPU features, so the kernels inline into it; its recursive calls are plain
/// calls (arguments in registers) to that one compiled body.
pub(crate) trait MidgameSteps: PatternKernels {
    /// [`pvs_body`].
    fn pvs<M: Midgame>(
        self,
        m: &mut M,
        p: u64,
        o: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32;
}

impl MidgameSteps for Portable {
    fn pvs<M: Midgame>(
        self,
        m: &mut M,
        p: u64,
        o: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        pvs_body(self, m, p, o, depth, alpha, beta, passed)
    }
}

#[cfg(target_arch = "x86_64")]
impl MidgameSteps for Avx2 {
    #[inline(always)]
    fn pvs<M: Midgame>(
        self,
        m: &mut M,
        p: u64,
        o: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        // SAFETY: an `Avx2` value exists only on a CPU with the features (`Avx2::detect`).
        unsafe { pvs_avx2(self, m, p, o, depth, alpha, beta, passed) }
    }
}

/// [`pvs_body`] compiled with the AVX2 kernels' features.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn pvs_avx2<M: Midgame>(
    k: Avx2,
    m: &mut M,
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    passed: bool,
) -> i32 {
    pvs_body(k, m, p, o, depth, alpha, beta, passed)
}

/// The body of [`pvs`], written once over the kernels.
#[inline(always)]
fn pvs_body<K: MidgameSteps, M: Midgame>(
    k: K,
    m: &mut M,
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    passed: bool,
) -> i32 {
    if m.count_node() {
        return 0;
    }
    let moves = k.legal_moves(p, o);
    if moves == 0 {
        if passed || k.legal_moves(o, p) == 0 {
            return m.final_value(p, o);
        }
        return -pvs(k, m, o, p, depth, -beta, -alpha, true);
    }
    if depth == 0 {
        return m.eval(k, p, o, moves);
    }
    if depth == 1 {
        return depth_one(k, m, p, o, moves, alpha, beta);
    }
    let probe = |m: &mut M, depth, alpha, beta| pvs(k, m, p, o, depth, alpha, beta, false);
    let (key, tt_move, alpha, beta) = match enter(m, p, o, depth, alpha, beta, probe) {
        Ok(node) => node,
        Err(v) => return v,
    };
    let alpha0 = alpha;
    let mut list: [(i32, u8, u64); MAX_MOVES] = [(0, 0, 0); MAX_MOVES];
    let len = ordered_moves(k, m, p, o, moves, depth, tt_move, &mut list);
    let (mut alpha, mut best, mut best_sq) = (alpha, -INF, None);
    for (i, &(_, sq, f)) in list[..len].iter().enumerate() {
        let sq = sq as usize;
        let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
        let v = if i == 0 {
            -pvs(k, m, np, no, depth - 1, -beta, -alpha, false)
        } else {
            let mut v = -pvs(k, m, np, no, depth - 1, -alpha - 1, -alpha, false);
            if v > alpha && v < beta {
                v = -pvs(k, m, np, no, depth - 1, -beta, -v, false);
            }
            v
        };
        if m.stopped() {
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
    leave(m, key, depth, alpha0, beta, best, best_sq);
    best
}

/// A node's work before its moves (at least 2 moves deep, with moves): the table's bounds
/// and move, then Multi-ProbCut at null-window nodes (the principal variation is searched
/// full width: when a shallow search's value predicts the deep one beyond the window by more
/// than the margin, the cut is taken; `probe(m, depth, alpha, beta)` searches the node's
/// position that shallow). `Ok((key, table move, alpha, beta))`, the window narrowed by the
/// table; `Err(value)` when the node is decided (0 when stopped).
#[inline(always)]
#[allow(clippy::type_complexity)]
pub(super) fn enter<M: Midgame>(
    m: &mut M,
    p: u64,
    o: u64,
    depth: u32,
    mut alpha: i32,
    mut beta: i32,
    mut probe: impl FnMut(&mut M, u32, i32, i32) -> i32,
) -> Result<(u64, Option<usize>, i32, i32), i32> {
    let key = hash(p, o);
    let mut tt_move = None;
    if let Some(e) = m.table().probe(key) {
        tt_move = e.best_move();
        if e.depth as u32 >= depth {
            match e.cutoff(alpha, beta) {
                Err(v) => return Err(v),
                Ok(w) => (alpha, beta) = w,
            }
        }
    }
    if depth >= MPC_MIN_DEPTH
        && beta == alpha + 1
        && let Some((c, t)) = m.probcut(64 - (p | o).count_ones(), depth)
    {
        let margin = t * c.sigma;
        let hi = ((beta as f32 + margin - c.b) / c.a).ceil() as i32;
        if hi <= MAX_VALUE {
            let v = probe(m, c.shallow, hi - 1, hi);
            if m.stopped() {
                return Err(0);
            }
            if v >= hi {
                return Err(beta);
            }
        }
        let lo = ((alpha as f32 - margin - c.b) / c.a).floor() as i32;
        if lo >= -MAX_VALUE {
            let v = probe(m, c.shallow, lo, lo + 1);
            if m.stopped() {
                return Err(0);
            }
            if v <= lo {
                return Err(alpha);
            }
        }
    }
    Ok((key, tt_move, alpha, beta))
}

/// The `moves` of a node `depth` moves deep into `list`, in the order to search them: the
/// table move first, then by the evaluation after each (from [`EVAL_ORDER_FROM`] moves deep;
/// nearer the leaves by [`mobility_key`]). Entries are (key, square, flips); returns how
/// many.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn ordered_moves<K: MidgameSteps, M: Midgame>(
    k: K,
    m: &mut M,
    p: u64,
    o: u64,
    moves: u64,
    depth: u32,
    tt_move: Option<usize>,
    list: &mut [(i32, u8, u64); MAX_MOVES],
) -> usize {
    let mut len = 0;
    let mut mv = moves;
    while mv != 0 {
        let sq = mv.trailing_zeros() as usize;
        mv &= mv - 1;
        let f = k.flips(p, o, sq);
        let order_key = if Some(sq) == tt_move {
            -INF
        } else {
            let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
            let theirs = k.legal_moves(np, no);
            if depth >= EVAL_ORDER_FROM {
                // One-ply evaluation from the opponent's side: lower is better for us.
                m.eval(k, np, no, theirs)
            } else {
                mobility_key(sq, np, no, theirs)
            }
        };
        list[len] = (order_key, sq as u8, f);
        len += 1;
    }
    list[..len].sort_unstable_by_key(|x| x.0);
    len
}

/// A node's work after its moves: stores the value `best` (move `best_sq`) of a search
/// `depth` moves deep in the window (`alpha0`, `beta`) as the bound it is.
#[inline(always)]
pub(super) fn leave<M: Midgame>(
    m: &mut M,
    key: u64,
    depth: u32,
    alpha0: i32,
    beta: i32,
    best: i32,
    best_sq: Option<usize>,
) {
    let (lo, hi) = if best <= alpha0 {
        (-INF, best)
    } else if best >= beta {
        (best, INF)
    } else {
        (best, best)
    };
    m.table().store(key, depth as u8, lo, hi, best_sq);
}

/// Nodes this many moves deep or more order their moves by the evaluation after each;
/// shallower ones by [`mobility_key`], which costs a fraction of an evaluation and, so near
/// the leaves, orders as well (fewer nodes to the same depth, full width).
const EVAL_ORDER_FROM: u32 = 4;

const CORNERS: u64 = 0x8100_0000_0000_0081;
/// b2, g2, b7, g7.
const X_SQUARES: u64 = 0x0042_0000_0000_4200;
/// The edge squares next to a corner.
const C_SQUARES: u64 = 0x4281_0000_0000_8142;

/// A cheap ordering key for the move to `sq` (lower first), from the position after it
/// (`np` to move, with the legal moves `theirs`): the opponent's mobility, its corners
/// counted twice, our potential mobility; corners earlier, X-squares later.
#[inline(always)]
fn mobility_key(sq: usize, np: u64, no: u64, theirs: u64) -> i32 {
    let mut s = (theirs.count_ones() as i32) * 16 + (theirs & CORNERS).count_ones() as i32 * 8;
    if (1u64 << sq) & CORNERS != 0 {
        s -= 12;
    }
    if (1u64 << sq) & X_SQUARES != 0 {
        s += 8;
    }
    s + (neighbours(no) & !(np | no)).count_ones() as i32
}

/// The squares in the order a node one move from the leaves tries them: corners, then the
/// edges and the centre, then the C-squares, the X-squares last.
const SQUARE_ORDER: [u64; 4] = [
    CORNERS,
    !(CORNERS | X_SQUARES | C_SQUARES),
    C_SQUARES,
    X_SQUARES,
];

/// A node one move from the leaves ([`pvs_body`] at depth 1): each move's value is the
/// evaluation after it, so there is no table, no ordering and no re-search; the children
/// count as nodes as they would as calls.
#[inline(always)]
fn depth_one<K: MidgameSteps, M: Midgame>(
    k: K,
    m: &mut M,
    p: u64,
    o: u64,
    moves: u64,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    let mut best = -INF;
    // The children after the first are evaluated from the indices of the position.
    let mut first = true;
    let mut base = None;
    for g in SQUARE_ORDER {
        let mut mv = moves & g;
        while mv != 0 {
            let sq = mv.trailing_zeros() as usize;
            mv &= mv - 1;
            let f = k.flips(p, o, sq);
            let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
            if m.count_node() {
                return 0;
            }
            let theirs = k.legal_moves(np, no);
            let v = if theirs != 0 {
                if std::mem::take(&mut first) {
                    -m.eval(k, np, no, theirs)
                } else {
                    match base.get_or_insert_with(|| m.child_base(k, p, o)) {
                        Some(b) => -m.eval_child(k, b, sq, f, np, no, theirs),
                        None => -m.eval(k, np, no, theirs),
                    }
                }
            } else if k.legal_moves(no, np) == 0 {
                -m.final_value(np, no)
            } else {
                // The opponent passes: the leaf is the position after the pass.
                pvs(k, m, no, np, 0, alpha, beta, true)
            };
            if m.stopped() {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        return best;
                    }
                }
            }
        }
    }
    best
}
