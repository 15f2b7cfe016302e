//! One thread's midgame search: the table it shares, its node count and limits, and the
//! evaluation at its leaves. The engine's main thread and each helper thread of its split
//! points run one; it is what [`Midgame`] asks of whoever runs the PVS.

use super::pvs::Midgame;
use super::settings::EvalKind;
use crate::ai::eval::{evaluate, final_score, square_weights};
use crate::ai::limits::Limits;
use crate::ai::mpc::{Cut, MpcTable};
use crate::ai::pattern::{IndexVec, PatternKernels, Weights, child_base};
use crate::ai::tt::TranspositionTable;
use crate::rules::{Board, Variant};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Evaluations are clamped inside this, so exact results (±100 per disc) dominate.
const EVAL_CAP: i32 = 6_300;

/// The evaluation a midgame search runs with: which evaluation under which rules,
/// Multi-ProbCut's width and statistics, and whether to stay on the portable kernels.
#[derive(Clone, Copy)]
pub(super) struct Evaluation {
    pub(super) variant: Variant,
    pub(super) kind: EvalKind,
    pub(super) mpc: Option<(f32, &'static MpcTable)>,
    pub(super) portable_only: bool,
}

/// One thread's midgame search (the engine's main thread, or a helper of a split point): the
/// engine's midgame table, its own node count and limits, and the evaluation.
pub(super) struct Searcher<'t> {
    pub(super) tt: &'t TranspositionTable,
    pub(super) nodes: u64,
    pub(super) limits: Limits,
    pub(super) stopped: bool,
    pub(super) ev: Evaluation,
    /// The abort flags of the split points this thread searches under
    /// ([`super::split`]); empty on one thread.
    pub(super) aborts: Vec<Arc<AtomicBool>>,
}

impl<'t> Searcher<'t> {
    /// A search over `tt` that has counted `nodes` nodes so far.
    pub(super) fn new(
        tt: &'t TranspositionTable,
        nodes: u64,
        limits: Limits,
        ev: Evaluation,
    ) -> Self {
        Searcher {
            tt,
            nodes,
            limits,
            stopped: false,
            ev,
            aborts: Vec::new(),
        }
    }
}

impl Midgame for Searcher<'_> {
    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped && self.limits.reached_or_aborted(self.nodes, &self.aborts) {
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
        eval_with(k, self.ev.kind, self.ev.variant, p, o, moves)
    }

    #[inline(always)]
    fn child_base<K: PatternKernels>(&self, k: K, p: u64, o: u64) -> Option<IndexVec> {
        pattern_weights(self.ev.kind, self.ev.variant).map(|_| child_base(k, p, o))
    }

    /// The pattern evaluation of a child from its parent's indices, capped like
    /// [`eval_with`]'s; other evaluations evaluate the child whole.
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
        match pattern_weights(self.ev.kind, self.ev.variant) {
            Some(w) => w
                .evaluate_child(k, base, sq, f, np, no, theirs)
                .clamp(-EVAL_CAP, EVAL_CAP),
            None => self.eval(k, np, no, theirs),
        }
    }

    #[inline]
    fn final_value(&self, p: u64, o: u64) -> i32 {
        final_score(p, o, self.ev.variant) * 100
    }

    #[inline]
    fn probcut(&self, empties: u32, depth: u32) -> Option<(Cut, f32)> {
        let (t, table) = self.ev.mpc?;
        Some((table.cut(empties, depth)?, t))
    }

    fn portable_only(&self) -> bool {
        self.ev.portable_only
    }
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
pub(super) fn eval_with<K: PatternKernels>(
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
            Variant::Classic => Weights::builtin().evaluate_moves(k, p, o, moves),
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
