//! Midgame search: negamax PVS with iterative deepening, a transposition table, move
//! ordering (table move, then a one-ply evaluation, or mobility near the leaves), Multi-ProbCut when the configuration
//! asks for it ([`super::mpc`]), time, node and stop-flag limits; the exact solver takes over
//! at the root from a number of empties; analysis of every move.

use super::endgame::Solver;
use super::eval::{evaluate, final_score, square_weights};
use super::limits::Limits;
use super::mpc::{Cut, MIN_DEPTH as MPC_MIN_DEPTH, MpcTable};
use super::pattern::{IndexVec, PatternKernels, Weights, child_base};
use super::tt::{TranspositionTable, hash};
use crate::rules::board::MAX_MOVES;
#[cfg(target_arch = "x86_64")]
use crate::rules::kernels::Avx2;
use crate::rules::kernels::Portable;
use crate::rules::{Board, Square, Variant};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub(crate) const INF: i32 = 1_000_000;
/// Evaluations are clamped inside this, so exact results (±100 per disc) dominate.
const EVAL_CAP: i32 = 6_300;
/// No value is beyond this (64 discs, in centi-discs).
const MAX_VALUE: i32 = 6_400;

/// Which evaluation the leaves use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EvalKind {
    /// Mobility, potential mobility, corners, X/C-squares, edge stability, parity, discs.
    Full,
    /// The classic square-weight table only (simple Reversi programs; Beginner).
    SquareWeights,
    /// Learned pattern weights (`engine/weights/classic.bin`) under Classic scoring; the
    /// Reverse evaluation under Reverse (the recorded games are all Classic).
    Pattern,
    /// [`EvalKind::Pattern`] with other weights (a weights file given to `match` as
    /// `LEVEL@FILE`, to measure new weights against the built-in ones).
    PatternWith(&'static super::pattern::Weights),
}

/// How deep and how long to search.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    pub max_depth: u32,
    /// Solve exactly at the root from this many empties down (0: never).
    pub exact_from: u32,
    pub time_limit: Option<Duration>,
    pub node_limit: Option<u64>,
    pub eval: EvalKind,
    /// Multi-ProbCut ([`super::mpc`]): at null-window nodes from 3 moves deep, a shallow
    /// search whose value lies this many standard deviations beyond the window cuts the
    /// node. `None`: full width. Its statistics were fitted with the pattern evaluation: other
    /// evaluations, and Reverse, search full width whatever this says.
    pub mpc: Option<f32>,
}

impl SearchConfig {
    /// Whether a root with `empties` empty squares is solved exactly.
    pub fn solves(&self, empties: u32) -> bool {
        self.exact_from > 0 && empties <= self.exact_from
    }

    /// Multi-ProbCut's width as the search applies it under `variant`: its statistics hold
    /// for the pattern evaluation, which only Classic uses; `None`: full width.
    pub fn selective_width(&self, variant: Variant) -> Option<f32> {
        let fitted = variant == Variant::Classic
            && matches!(self.eval, EvalKind::Pattern | EvalKind::PatternWith(_));
        self.mpc.filter(|_| fitted)
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            max_depth: 8,
            exact_from: 16,
            time_limit: None,
            node_limit: None,
            eval: EvalKind::Full,
            mpc: None,
        }
    }
}

/// The value of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveValue {
    pub mv: Square,
    /// Predicted final disc difference for the side to move, in centi-discs (exact when
    /// `exact`: then a multiple of 100). Under Reverse, positive means winning (fewer discs).
    pub value: i32,
    pub exact: bool,
    pub depth: u32,
    pub pv: Vec<Square>,
}

/// What a search found.
#[derive(Clone, Debug, Default)]
pub struct SearchResult {
    /// `None`: the side to move has no legal move (pass) or the game is over. After a forced
    /// pass, `value` is still from the passing side's view and `pv` starts with the
    /// opponent's reply.
    pub best: Option<Square>,
    pub value: i32,
    pub exact: bool,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Square>,
    pub elapsed: Duration,
    /// Every legal move's value (filled by [`Engine::analyze`]).
    pub moves: Vec<MoveValue>,
    /// The search was cut short by the stop flag.
    pub stopped: bool,
}

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
    mut alpha: i32,
    mut beta: i32,
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
    let key = hash(p, o);
    let mut tt_move = None;
    if let Some(e) = m.table().probe(key) {
        tt_move = e.best_move();
        if e.depth as u32 >= depth {
            match e.cutoff(alpha, beta) {
                Err(v) => return v,
                Ok(w) => (alpha, beta) = w,
            }
        }
    }
    // Multi-ProbCut, at null-window nodes only (the principal variation is searched full
    // width): when a shallow search's value predicts the deep one beyond the window by more
    // than the margin, take the cut.
    if depth >= MPC_MIN_DEPTH
        && beta == alpha + 1
        && let Some((c, t)) = m.probcut(64 - (p | o).count_ones(), depth)
    {
        let margin = t * c.sigma;
        let hi = ((beta as f32 + margin - c.b) / c.a).ceil() as i32;
        if hi <= MAX_VALUE {
            let v = pvs(k, m, p, o, c.shallow, hi - 1, hi, false);
            if m.stopped() {
                return 0;
            }
            if v >= hi {
                return beta;
            }
        }
        let lo = ((alpha as f32 - margin - c.b) / c.a).floor() as i32;
        if lo >= -MAX_VALUE {
            let v = pvs(k, m, p, o, c.shallow, lo, lo + 1, false);
            if m.stopped() {
                return 0;
            }
            if v <= lo {
                return alpha;
            }
        }
    }
    let alpha0 = alpha;
    let mut list: [(i32, u8, u64); MAX_MOVES] = [(0, 0, 0); MAX_MOVES];
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
    let mut best = -INF;
    let mut best_sq = None;
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
    let (lo, hi) = if best <= alpha0 {
        (-INF, best)
    } else if best >= beta {
        (best, INF)
    } else {
        (best, best)
    };
    m.table().store(key, depth as u8, lo, hi, best_sq);
    best
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
    s + (super::eval::neighbours(no) & !(np | no)).count_ones() as i32
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

/// The evaluation side of a midgame search (the [`Midgame`] methods the engine and its
/// lazy-SMP helpers share): which evaluation under which rules, Multi-ProbCut's width and
/// statistics, and whether to stay on the portable kernels.
#[derive(Clone, Copy)]
struct Evaluation {
    variant: Variant,
    kind: EvalKind,
    mpc: Option<(f32, &'static MpcTable)>,
    portable_only: bool,
}

impl Evaluation {
    #[inline(always)]
    fn eval<K: PatternKernels>(&self, k: K, p: u64, o: u64, moves: u64) -> i32 {
        eval_with(k, self.kind, self.variant, p, o, moves)
    }

    #[inline(always)]
    fn child_base<K: PatternKernels>(&self, k: K, p: u64, o: u64) -> Option<IndexVec> {
        pattern_weights(self.kind, self.variant).map(|_| child_base(k, p, o))
    }

    /// The pattern evaluation of a child from its parent's indices, capped like
    /// [`eval_with`]'s; other evaluations evaluate the child whole.
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
        match pattern_weights(self.kind, self.variant) {
            Some(w) => w
                .evaluate_child(k, base, sq, f, np, no, theirs)
                .clamp(-EVAL_CAP, EVAL_CAP),
            None => self.eval(k, np, no, theirs),
        }
    }

    #[inline]
    fn final_value(&self, p: u64, o: u64) -> i32 {
        final_score(p, o, self.variant) * 100
    }

    #[inline]
    fn probcut(&self, empties: u32, depth: u32) -> Option<(Cut, f32)> {
        let (t, table) = self.mpc?;
        Some((table.cut(empties, depth)?, t))
    }
}

impl Midgame for Engine {
    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        self.check_stop()
    }

    #[inline]
    fn stopped(&self) -> bool {
        self.stopped
    }

    #[inline]
    fn table(&mut self) -> &TranspositionTable {
        &self.tt
    }

    #[inline(always)]
    fn eval<K: PatternKernels>(&self, k: K, p: u64, o: u64, moves: u64) -> i32 {
        self.evaluation().eval(k, p, o, moves)
    }

    #[inline(always)]
    fn child_base<K: PatternKernels>(&self, k: K, p: u64, o: u64) -> Option<IndexVec> {
        self.evaluation().child_base(k, p, o)
    }

    #[inline(always)]
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
        self.evaluation().eval_child(k, base, sq, f, np, no, theirs)
    }

    #[inline]
    fn final_value(&self, p: u64, o: u64) -> i32 {
        self.evaluation().final_value(p, o)
    }

    #[inline]
    fn probcut(&self, empties: u32, depth: u32) -> Option<(Cut, f32)> {
        self.evaluation().probcut(empties, depth)
    }

    fn portable_only(&self) -> bool {
        self.evaluation().portable_only
    }
}

/// A helper thread of a midgame search (lazy SMP, see [`Engine::set_threads`]): its own
/// node count and limits, the engine's midgame table.
struct Helper<'t> {
    tt: &'t TranspositionTable,
    nodes: u64,
    limits: Limits,
    stopped: bool,
    ev: Evaluation,
}

impl Midgame for Helper<'_> {
    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped && self.limits.reached(self.nodes) {
            self.stopped = true;
        }
        self.stopped
    }

    #[inline]
    fn stopped(&self) -> bool {
        self.stopped
    }

    #[inline]
    fn table(&mut self) -> &TranspositionTable {
        self.tt
    }

    #[inline(always)]
    fn eval<K: PatternKernels>(&self, k: K, p: u64, o: u64, moves: u64) -> i32 {
        self.ev.eval(k, p, o, moves)
    }

    #[inline(always)]
    fn child_base<K: PatternKernels>(&self, k: K, p: u64, o: u64) -> Option<IndexVec> {
        self.ev.child_base(k, p, o)
    }

    #[inline(always)]
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
        self.ev.eval_child(k, base, sq, f, np, no, theirs)
    }

    #[inline]
    fn final_value(&self, p: u64, o: u64) -> i32 {
        self.ev.final_value(p, o)
    }

    #[inline]
    fn probcut(&self, empties: u32, depth: u32) -> Option<(Cut, f32)> {
        self.ev.probcut(empties, depth)
    }

    fn portable_only(&self) -> bool {
        self.ev.portable_only
    }
}

/// A helper's iterative deepening over the root moves `order` (rotated by its number, and
/// every other helper a move deeper): it fills the shared table for the main thread, whose
/// result alone is used, until its limits stop it. When the main thread values every move
/// (`all`), so does the helper, a full window for each. Returns its nodes.
fn lazy_helper(
    mut h: Helper<'_>,
    id: usize,
    b: &Board,
    mut order: Vec<Square>,
    max: u32,
    all: bool,
) -> u64 {
    let len = order.len();
    order.rotate_left(id % len);
    let mut depth = 1 + (id as u32 & 1);
    while depth <= max {
        if all {
            if root_values(&mut h, b, &order, depth).is_none() {
                break;
            }
        } else {
            let Some((best, _)) = root_pvs(&mut h, b, &order, depth) else {
                break;
            };
            order.retain(|&s| s != best);
            order.insert(0, best);
        }
        depth += 1;
    }
    h.nodes
}

/// The value of every root move of `order` at `depth` (full window each), best first.
fn root_values<M: Midgame>(
    m: &mut M,
    b: &Board,
    order: &[Square],
    depth: u32,
) -> Option<Vec<(Square, i32)>> {
    #[cfg(target_arch = "x86_64")]
    if !m.portable_only()
        && let Some(k) = Avx2::detect()
    {
        return root_values_with(k, m, b, order, depth);
    }
    root_values_with(Portable, m, b, order, depth)
}

/// [`root_values`] with the kernels `k`.
fn root_values_with<K: MidgameSteps, M: Midgame>(
    k: K,
    m: &mut M,
    b: &Board,
    order: &[Square],
    depth: u32,
) -> Option<Vec<(Square, i32)>> {
    let mut out = Vec::new();
    for &sq in order {
        let c = b.play(sq)?;
        let v = -pvs(k, m, c.player, c.opponent, depth - 1, -INF, INF, false);
        if m.stopped() {
            return None;
        }
        out.push((sq, v));
    }
    out.sort_by_key(|x| -x.1);
    Some(out)
}

/// PVS over the root moves in the given order; returns (best move, value), or `None` when
/// stopped. Stores the root's value and move in the table.
fn root_pvs<M: Midgame>(
    m: &mut M,
    b: &Board,
    order: &[Square],
    depth: u32,
) -> Option<(Square, i32)> {
    #[cfg(target_arch = "x86_64")]
    if !m.portable_only()
        && let Some(k) = Avx2::detect()
    {
        return root_pvs_with(k, m, b, order, depth);
    }
    root_pvs_with(Portable, m, b, order, depth)
}

/// [`root_pvs`] with the kernels `k`.
fn root_pvs_with<K: MidgameSteps, M: Midgame>(
    k: K,
    m: &mut M,
    b: &Board,
    order: &[Square],
    depth: u32,
) -> Option<(Square, i32)> {
    let (mut alpha, beta) = (-INF, INF);
    let mut best = None;
    for (i, &sq) in order.iter().enumerate() {
        let c = b.play(sq)?;
        let v = if i == 0 {
            -pvs(k, m, c.player, c.opponent, depth - 1, -beta, -alpha, false)
        } else {
            let mut v = -pvs(
                k,
                m,
                c.player,
                c.opponent,
                depth - 1,
                -alpha - 1,
                -alpha,
                false,
            );
            if v > alpha && !m.stopped() {
                v = -pvs(k, m, c.player, c.opponent, depth - 1, -beta, -v, false);
            }
            v
        };
        if m.stopped() {
            return None;
        }
        if v > alpha {
            alpha = v;
            best = Some((sq, v));
        }
    }
    if let Some((sq, v)) = best {
        m.table().store(
            hash(b.player, b.opponent),
            depth as u8,
            v,
            v,
            Some(sq.index()),
        );
    }
    best
}

/// The pattern weights the evaluation `kind` uses under `variant`, if any.
#[inline(always)]
fn pattern_weights(kind: EvalKind, variant: Variant) -> Option<&'static Weights> {
    match (kind, variant) {
        (EvalKind::Pattern, Variant::Classic) => Some(Weights::builtin()),
        (EvalKind::PatternWith(w), Variant::Classic) => Some(w),
        _ => None,
    }
}

/// The evaluation `kind` of a position under `variant`, for the side to move (centi-discs,
/// clamped), with the kernels `k`; `moves` are the legal moves of `p`.
#[inline(always)]
fn eval_with<K: PatternKernels>(
    k: K,
    kind: EvalKind,
    variant: Variant,
    p: u64,
    o: u64,
    moves: u64,
) -> i32 {
    let b = Board::new(p, o);
    let v = match kind {
        EvalKind::Full => evaluate(&b, variant),
        EvalKind::Pattern => match variant {
            Variant::Classic => super::pattern::Weights::builtin().evaluate_moves(k, p, o, moves),
            Variant::Reverse => evaluate(&b, variant),
        },
        EvalKind::PatternWith(w) => match variant {
            Variant::Classic => w.evaluate_moves(k, p, o, moves),
            Variant::Reverse => evaluate(&b, variant),
        },
        EvalKind::SquareWeights => match variant {
            Variant::Classic => square_weights(&b) * 10,
            Variant::Reverse => -square_weights(&b) * 10,
        },
    };
    v.clamp(-EVAL_CAP, EVAL_CAP)
}

/// The midgame search starts helper threads only for iterative deepenings this deep.
const LAZY_FROM_DEPTH: u32 = 4;

/// The number of search threads a program gives its engine when it leaves one core to the
/// rest of the program (the game's default for the computer and the analysis): all cores
/// but one, at least 1.
pub fn all_cores_but_one() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .saturating_sub(1)
        .max(1)
}

/// The number of cores (at least 1).
pub fn all_cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

/// A search engine with its transposition tables; reuse it across moves.
pub struct Engine {
    pub variant: Variant,
    /// The midgame table, shared with the helper threads of a search.
    tt: Arc<TranspositionTable>,
    tt_end: TranspositionTable,
    /// The exact solver's move-ordering search's table (many empties).
    tt_order: TranspositionTable,
    /// Search threads ([`Engine::set_threads`]).
    threads: usize,
    /// The ordering tables of the solver's helper threads (`threads - 1`).
    helper_order: Vec<TranspositionTable>,
    nodes: u64,
    /// The running search's limits (its stop flag outlives the search: see
    /// [`Engine::set_stop_flag`]).
    limits: Limits,
    stopped: bool,
    eval_kind: EvalKind,
    /// The running search's Multi-ProbCut width and statistics.
    mpc: Option<(f32, &'static MpcTable)>,
    /// Search with the portable kernels even on a CPU with AVX2 (tests compare the two).
    pub(crate) portable_only: bool,
}

impl Engine {
    /// An engine whose tables use at most `tt_bytes` in all: half for the exact solver, a
    /// quarter for the midgame search, an eighth for the solver's ordering search.
    pub fn new(variant: Variant, tt_bytes: usize) -> Engine {
        Engine::try_new(variant, tt_bytes).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Like [`Engine::new`], but memory that cannot be had is an error naming the size.
    pub fn try_new(variant: Variant, tt_bytes: usize) -> Result<Engine, String> {
        let table = |bytes: usize| {
            TranspositionTable::try_with_bytes(bytes).map_err(|e| {
                format!(
                    "cannot allocate {} MiB for the transposition tables ({e})",
                    tt_bytes >> 20
                )
            })
        };
        Ok(Engine {
            variant,
            tt: Arc::new(table(tt_bytes / 4)?),
            tt_end: table(tt_bytes / 2)?,
            tt_order: table(tt_bytes / 8)?,
            threads: 1,
            helper_order: Vec::new(),
            nodes: 0,
            limits: Limits::default(),
            stopped: false,
            eval_kind: EvalKind::Full,
            mpc: None,
            portable_only: false,
        })
    }

    /// The running search's evaluation settings.
    #[inline(always)]
    fn evaluation(&self) -> Evaluation {
        Evaluation {
            variant: self.variant,
            kind: self.eval_kind,
            mpc: self.mpc,
            portable_only: self.portable_only,
        }
    }

    /// Plays under `variant` from now on; the tables are cleared when it changes (their
    /// values were for the other scoring).
    pub fn set_variant(&mut self, variant: Variant) {
        if self.variant != variant {
            self.variant = variant;
            self.tt.clear();
            self.tt_end.clear();
            self.tt_order.clear();
            self.helper_order.iter().for_each(|t| t.clear());
        }
    }

    /// Searches on `threads` threads from now on (at least 1; 1, the default, searches on the
    /// caller's thread alone, and the same search gives the same result and node count at
    /// every run). With more, the midgame search runs lazy SMP (helper threads search the
    /// same iterative deepening, a move deeper or in another order, and share the midgame
    /// table; the main thread's result is used) and the exact solver splits its nodes of
    /// many empties between the threads (Young Brothers Wait): exact scores are the same,
    /// midgame values and node counts may vary from run to run. Each extra thread adds an
    /// ordering table of a 32nd of the engine's memory.
    pub fn set_threads(&mut self, threads: usize) {
        let threads = threads.max(1);
        self.threads = threads;
        let bytes = (self.tt_order.bytes() / 4).max(1 << 20);
        self.helper_order.truncate(threads - 1);
        while self.helper_order.len() < threads - 1 {
            match TranspositionTable::try_with_bytes(bytes) {
                Ok(t) => self.helper_order.push(t),
                // Helpers without a table order their moves without the ordering search.
                Err(_) => break,
            }
        }
    }

    /// The search threads ([`Engine::set_threads`]).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Memory of the transposition tables in bytes.
    pub fn table_bytes(&self) -> usize {
        self.tt.bytes()
            + self.tt_end.bytes()
            + self.tt_order.bytes()
            + self.helper_order.iter().map(|t| t.bytes()).sum::<usize>()
    }

    /// An exact solver over the engine's tables and threads.
    fn solver<'a>(
        tt_end: &'a TranspositionTable,
        tt_order: &'a mut TranspositionTable,
        helper_order: &'a mut [TranspositionTable],
        variant: Variant,
        threads: usize,
    ) -> Solver<'a> {
        let mut solver = Solver::new(tt_end, variant);
        solver.order_tt = Some(tt_order);
        solver.threads = threads;
        solver.helper_order_tts = helper_order.iter_mut().collect();
        solver
    }

    /// Searches use this flag: setting it stops a running search within milliseconds.
    pub fn set_stop_flag(&mut self, stop: Arc<AtomicBool>) {
        self.limits.stop = stop;
    }

    /// The flag that stops this engine's searches.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.limits.stop.clone()
    }

    fn begin(&mut self, cfg: &SearchConfig, start: Instant) {
        self.nodes = 0;
        self.stopped = false;
        self.limits.deadline = cfg.time_limit.map(|t| start + t);
        self.limits.nodes = cfg.node_limit;
        self.eval_kind = cfg.eval;
        self.mpc = cfg
            .selective_width(self.variant)
            .map(|t| (t, MpcTable::builtin()));
        self.tt.new_search();
        self.tt_end.new_search();
        self.tt_order.new_search();
    }

    #[inline]
    fn check_stop(&mut self) -> bool {
        if !self.stopped && self.limits.reached(self.nodes) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The principal variation from the tables.
    fn pv(&self, b: &Board, first: Square, exact: bool) -> Vec<Square> {
        let mut pv = vec![first];
        let mut cur = b.play(first).unwrap_or(*b);
        for _ in 0..20 {
            if cur.legal_moves() == 0 {
                if cur.pass().legal_moves() == 0 {
                    break;
                }
                cur = cur.pass();
            }
            let table = if exact { &self.tt_end } else { &*self.tt };
            let Some(e) = table.probe(hash(cur.player, cur.opponent)) else {
                break;
            };
            let Some(sq) = e.best_move().and_then(|s| Square::new(s as u8)) else {
                break;
            };
            let Some(next) = cur.play(sq) else { break };
            pv.push(sq);
            cur = next;
        }
        pv
    }

    /// The value of every root move at `depth` (full window each), best first.
    fn root_values(&mut self, b: &Board, depth: u32) -> Option<Vec<(Square, i32)>> {
        let order: Vec<Square> = crate::rules::Bitboard(b.legal_moves()).squares().collect();
        root_values(self, b, &order, depth)
    }

    /// PVS over the root moves in the given order; returns (best move, value).
    fn root_pvs(&mut self, b: &Board, order: &[Square], depth: u32) -> Option<(Square, i32)> {
        root_pvs(self, b, order, depth)
    }

    /// Exact solve of each root move, or just the best when `all` is false.
    fn root_exact(
        &mut self,
        b: &Board,
        order: &[Square],
        all: bool,
        guess: i32,
    ) -> Option<Vec<(Square, i32)>> {
        let mut solver = Engine::solver(
            &self.tt_end,
            &mut self.tt_order,
            &mut self.helper_order,
            self.variant,
            self.threads,
        );
        solver.limits = self.limits.after(self.nodes);
        if !all {
            // Aspiration: solve the root in a narrow window around the midgame estimate,
            // widening it on failure. Scores are even, so (g-1, g+1) proves g exactly when it
            // falls inside. The solver's table then holds the root's best move.
            let g = (guess.clamp(-64, 64) / 2) * 2;
            let (mut lo, mut hi) = (g - 3, g + 3);
            let mut step = 4;
            let v = loop {
                let Ok(v) = solver.solve(b.player, b.opponent, lo, hi) else {
                    self.nodes += solver.nodes;
                    self.stopped = true;
                    return None;
                };
                // A failed search bounds the score by `v`; the next window starts just past
                // it and reaches `step` further, with odd ends (scores are even).
                if v <= lo && lo > -65 {
                    hi = v + 1;
                    lo = (v - 1 - step).max(-65);
                } else if v >= hi && hi < 65 {
                    lo = v - 1;
                    hi = (v + 1 + step).min(65);
                } else {
                    break v;
                }
                step *= 2;
            };
            self.nodes += solver.nodes;
            let best = self
                .tt_end
                .probe(hash(b.player, b.opponent))
                .and_then(|e| e.best_move())
                .and_then(|i| Square::new(i as u8))
                .filter(|s| b.legal_moves() & s.bit() != 0);
            if let Some(sq) = best {
                // Only the best move's value is known (and asked for).
                return Some(vec![(sq, v)]);
            }
            // No best move in the table (overwritten): fall back to the move-by-move solve.
            solver = Engine::solver(
                &self.tt_end,
                &mut self.tt_order,
                &mut self.helper_order,
                self.variant,
                self.threads,
            );
            solver.limits = self.limits.after(self.nodes);
        }
        let mut out = Vec::new();
        let mut alpha = -65;
        for &sq in order {
            let c = b.play(sq)?;
            let v = if all {
                solver.solve(c.player, c.opponent, -64, 64).map(|v| -v)
            } else {
                // Null window first: only a better move needs its exact value.
                match solver.solve(c.player, c.opponent, -alpha - 1, -alpha) {
                    Ok(v) if -v > alpha => solver.solve(c.player, c.opponent, -64, v).map(|v| -v),
                    Ok(v) => Ok(-v),
                    Err(e) => Err(e),
                }
            };
            let Ok(v) = v else {
                self.nodes += solver.nodes;
                self.stopped = true;
                return None;
            };
            if v > alpha {
                alpha = v;
            }
            out.push((sq, v));
        }
        self.nodes += solver.nodes;
        out.sort_by_key(|x| -x.1);
        if let Some(&(sq, v)) = out.first() {
            self.tt_end
                .store(hash(b.player, b.opponent), 64, v, v, Some(sq.index()));
        }
        Some(out)
    }

    /// The root value of each depth of an iterative deepening from 1 to `max_depth` moves
    /// (at most the empties), full width with `eval`, from an empty midgame table, until
    /// `nodes` nodes: `values[d - 1]` is the `d`-move value (centi-discs). Fits Multi-ProbCut.
    pub fn depth_values(
        &mut self,
        b: &Board,
        max_depth: u32,
        nodes: u64,
        eval: EvalKind,
    ) -> Vec<i32> {
        let cfg = SearchConfig {
            max_depth,
            exact_from: 0,
            time_limit: None,
            node_limit: Some(nodes),
            eval,
            mpc: None,
        };
        self.begin(&cfg, Instant::now());
        self.tt.clear();
        let mut order: Vec<Square> = crate::rules::Bitboard(b.legal_moves()).squares().collect();
        let mut values = Vec::new();
        if order.is_empty() {
            return values;
        }
        for depth in 1..=max_depth.min(b.empty_count()) {
            let Some((best, v)) = self.root_pvs(b, &order, depth) else {
                break;
            };
            order.retain(|&s| s != best);
            order.insert(0, best);
            values.push(v);
        }
        values
    }

    /// Finds the best move of `b` within the limits of `cfg`.
    pub fn search(&mut self, b: &Board, cfg: &SearchConfig) -> SearchResult {
        self.run(b, cfg, false)
    }

    /// Like [`Engine::search`], and gives a value for every legal move (hints, analysis).
    pub fn analyze(&mut self, b: &Board, cfg: &SearchConfig) -> SearchResult {
        self.run(b, cfg, true)
    }

    /// The main thread's iterative deepening of [`Engine::run`]: fills `values` (best
    /// first), `order` (the root moves, best first) and `res.depth`.
    fn deepen(
        &mut self,
        b: &Board,
        cfg: &SearchConfig,
        all: bool,
        start: Instant,
        res: &mut SearchResult,
        order: &mut Vec<Square>,
        values: &mut Vec<(Square, i32)>,
    ) {
        let max_depth = cfg.max_depth.max(1);
        for depth in 1..=max_depth.min(b.empty_count()) {
            let r = if all {
                self.root_values(b, depth)
            } else {
                self.root_pvs(b, order, depth).map(|(sq, v)| vec![(sq, v)])
            };
            let Some(vals) = r else { break };
            // Keep the rest of the order; the best first.
            let best = vals[0].0;
            order.retain(|&s| s != best);
            order.insert(0, best);
            if all {
                *order = vals.iter().map(|x| x.0).collect();
            }
            *values = vals;
            res.depth = depth;
            if let Some(t) = cfg.time_limit
                && start.elapsed() * 3 > t
            {
                break;
            }
        }
    }

    fn run(&mut self, b: &Board, cfg: &SearchConfig, all: bool) -> SearchResult {
        let start = Instant::now();
        self.begin(cfg, start);
        let mut res = SearchResult::default();
        let moves: Vec<Square> = crate::rules::Bitboard(b.legal_moves()).squares().collect();
        if moves.is_empty() {
            if b.pass().legal_moves() == 0 {
                res.value = final_score(b.player, b.opponent, self.variant) * 100;
                res.exact = true;
            } else {
                // A forced pass: the value is the opponent's, seen from this side; the
                // principal variation starts with the opponent's reply to the pass.
                res = self.run(&b.pass(), cfg, false);
                res.value = -res.value;
                res.best = None;
                res.moves.clear();
            }
            res.elapsed = start.elapsed();
            return res;
        }
        let empties = b.empty_count();
        let mut order = moves.clone();
        let mut values: Vec<(Square, i32)> = Vec::new();
        let max_depth = cfg.max_depth.max(1);
        let id_depth = max_depth.min(empties);
        let tt = self.tt.clone();
        // Lazy SMP: helpers search the same tree into the shared table until the main
        // thread's iterative deepening ends (their `done` flag).
        let done = Arc::new(AtomicBool::new(false));
        let helpers = if self.threads > 1 && id_depth >= LAZY_FROM_DEPTH {
            self.threads - 1
        } else {
            0
        };
        let helper = |_| Helper {
            tt: &tt,
            nodes: 0,
            limits: Limits {
                nodes: None,
                deadline: self.limits.deadline,
                stop: done.clone(),
            },
            stopped: false,
            ev: self.evaluation(),
        };
        let helpers: Vec<Helper<'_>> = (0..helpers).map(helper).collect();
        std::thread::scope(|s| {
            let handles: Vec<_> = helpers
                .into_iter()
                .enumerate()
                .map(|(i, h)| {
                    let moves = moves.clone();
                    s.spawn(move || lazy_helper(h, i + 1, b, moves, id_depth, all))
                })
                .collect();
            self.deepen(b, cfg, all, start, &mut res, &mut order, &mut values);
            done.store(true, Ordering::Relaxed);
            for h in handles {
                self.nodes += h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            }
        });
        if cfg.solves(empties)
            && !self.stopped
            && let Some(vals) =
                self.root_exact(b, &order, all, values.first().map_or(0, |v| v.1 / 100))
        {
            values = vals.into_iter().map(|(s, v)| (s, v * 100)).collect();
            res.exact = true;
            res.depth = empties;
        }
        if values.is_empty() {
            // Not even depth 1 finished: fall back to the one-ply order.
            values = vec![(order[0], 0)];
        }
        res.best = Some(values[0].0);
        res.value = values[0].1;
        res.pv = self.pv(b, values[0].0, res.exact);
        if all {
            res.moves = values
                .iter()
                .map(|&(sq, v)| MoveValue {
                    mv: sq,
                    value: v,
                    exact: res.exact,
                    depth: res.depth,
                    pv: self.pv(b, sq, res.exact),
                })
                .collect();
        }
        res.nodes = self.nodes;
        res.stopped = self.limits.stop.load(Ordering::Relaxed);
        res.elapsed = start.elapsed();
        res
    }

    /// The exact value of a position for the side to move (discs), with node count.
    pub fn solve_exact(&mut self, b: &Board) -> (i32, u64) {
        let mut solver = Engine::solver(
            &self.tt_end,
            &mut self.tt_order,
            &mut self.helper_order,
            self.variant,
            self.threads,
        );
        solver.limits.stop = self.limits.stop.clone();
        let v = solver.solve(b.player, b.opponent, -64, 64).unwrap_or(0);
        (v, solver.nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::{flips, legal_moves};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// A position with `empties` empties reached by random play, the side to move having a
    /// move.
    fn random_position(rng: &mut StdRng, empties: u32) -> Board {
        loop {
            let mut b = Board::start();
            while b.empty_count() > empties {
                let m = b.legal_moves();
                if m == 0 {
                    if b.pass().legal_moves() == 0 {
                        break;
                    }
                    b = b.pass();
                    continue;
                }
                let list: Vec<Square> = crate::rules::Bitboard(m).squares().collect();
                b = b.play(list[rng.random_range(0..list.len())]).unwrap();
            }
            if b.empty_count() == empties && b.legal_moves() != 0 {
                return b;
            }
        }
    }

    /// Plain negamax of `depth` moves with the search's conventions (a pass is not a move;
    /// finished games are exact), no pruning, no table.
    fn negamax(kind: EvalKind, p: u64, o: u64, depth: u32, passed: bool) -> i32 {
        let moves = legal_moves(p, o);
        if moves == 0 {
            if passed || legal_moves(o, p) == 0 {
                return final_score(p, o, Variant::Classic) * 100;
            }
            return -negamax(kind, o, p, depth, true);
        }
        if depth == 0 {
            return eval_with(Portable, kind, Variant::Classic, p, o, moves);
        }
        let mut best = -INF;
        let mut m = moves;
        while m != 0 {
            let sq = m.trailing_zeros() as usize;
            m &= m - 1;
            let f = flips(p, o, sq);
            best = best.max(-negamax(kind, o ^ f, p ^ f ^ (1 << sq), depth - 1, false));
        }
        best
    }

    /// The evaluation given the side to move's moves is the evaluation, with either kernel
    /// set.
    #[test]
    fn the_evaluation_given_the_moves_is_the_evaluation() {
        let mut rng = StdRng::seed_from_u64(17);
        let w = super::super::pattern::Weights::builtin();
        for i in 0..2_000 {
            let b = random_position(&mut rng, 1 + i % 59);
            let (p, o) = (b.player, b.opponent);
            let want = w.evaluate(p, o);
            let moves = legal_moves(p, o);
            assert_eq!(w.evaluate_moves(Portable, p, o, moves), want, "{b:?}");
            #[cfg(target_arch = "x86_64")]
            if let Some(k) = Avx2::detect() {
                assert_eq!(w.evaluate_moves(k, p, o, moves), want, "{b:?}");
            }
        }
    }

    /// A child evaluated from its parent's indices and the move's changes has the
    /// evaluation of the child made from the board, with either kernel set.
    #[test]
    fn children_evaluated_from_the_parents_indices_have_their_own_evaluation() {
        fn check<K: PatternKernels>(k: K, rng: &mut StdRng) {
            let w = Weights::builtin();
            for i in 0..1_000 {
                let b = random_position(rng, 1 + i % 59);
                let (p, o) = (b.player, b.opponent);
                let base = child_base(k, p, o);
                let mut m = legal_moves(p, o);
                while m != 0 {
                    let sq = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let f = flips(p, o, sq);
                    let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
                    let theirs = legal_moves(np, no);
                    assert_eq!(
                        w.evaluate_child(k, &base, sq, f, np, no, theirs),
                        w.evaluate(np, no),
                        "{b:?} move {sq}"
                    );
                }
            }
        }
        let mut rng = StdRng::seed_from_u64(23);
        check(Portable, &mut rng);
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = Avx2::detect() {
            check(k, &mut rng);
        }
    }

    /// Each iteration of a full-width deepening from an empty table gives the plain negamax
    /// value of its depth: the ordering, the one-move-deep path and the cutoffs change the
    /// work, never the value.
    #[test]
    fn full_width_values_are_plain_negamax() {
        let mut rng = StdRng::seed_from_u64(5);
        let mut engine = Engine::new(Variant::Classic, 1 << 22);
        for i in 0..24 {
            let b = random_position(&mut rng, [6, 9, 14, 22, 30, 40][i % 6]);
            for kind in [EvalKind::Pattern, EvalKind::Full] {
                let values = engine.depth_values(&b, 4, u64::MAX, kind);
                for (d, &v) in values.iter().enumerate() {
                    let want = negamax(kind, b.player, b.opponent, d as u32 + 1, false);
                    assert_eq!(v, want, "{kind:?} depth {} of {b:?}", d + 1);
                }
            }
        }
    }

    /// The portable kernels and the AVX2 ones search the same tree: same move, value and
    /// nodes, full width and with Multi-ProbCut.
    #[test]
    fn both_kernel_sets_search_the_same_tree() {
        let mut rng = StdRng::seed_from_u64(8);
        for i in 0..6 {
            let b = random_position(&mut rng, 24 + 4 * i);
            for mpc in [None, Some(1.5)] {
                let cfg = SearchConfig {
                    max_depth: 7,
                    exact_from: 0,
                    eval: EvalKind::Pattern,
                    mpc,
                    ..SearchConfig::default()
                };
                let run = |portable: bool| {
                    let mut e = Engine::new(Variant::Classic, 1 << 22);
                    e.portable_only = portable;
                    let r = e.search(&b, &cfg);
                    (r.best, r.value, r.nodes)
                };
                assert_eq!(run(true), run(false), "{b:?} {mpc:?}");
            }
        }
    }
}
