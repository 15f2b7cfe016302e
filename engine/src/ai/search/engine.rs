//! The midgame engine: its tables and threads, and the search of a position from the root:
//! iterative deepening (split between threads when there are several), then the exact solver
//! from a number of empties; the best move or every move's value, and the principal
//! variation from the tables.

use super::root::{deepen, root_pvs};
use super::searcher::{Evaluation, Searcher};
use super::settings::{EvalKind, MoveValue, SearchConfig, SearchResult};
use super::split::Threads;
use crate::ai::endgame::{SELECTIVE_ROOT_FROM, Solver};
use crate::ai::error::EngineError;
use crate::ai::eval::final_score;
use crate::ai::limits::Limits;
use crate::ai::mpc::{MIN_DEPTH as MPC_MIN_DEPTH, MpcTable};
use crate::ai::tt::{TranspositionTable, hash};
use crate::rules::{Board, Square, Variant};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A root the search will solve for its best move ([`SearchConfig::solves`]) is first
/// searched at most this many moves deep: enough to order its moves and guess its score for
/// the solve, which gets the rest of the time. Deeper, the midgame search took time the
/// solve then missed: at 24 empties, under the Engine level's 4.5 s, 25 of 40 positions
/// were solved after 21 moves deep, 28 after 12 (medians of three runs, `docs/records.md`).
pub const SOLVE_GUESS_DEPTH: u32 = 12;

/// A square index from a table as a legal move of `b` (a table's move may be stale).
fn legal_square(b: &Board, index: usize) -> Option<Square> {
    Square::new(index as u8).filter(|s| b.legal_moves() & s.bit() != 0)
}

/// The solver's last finished pass ([`Solver::pass_best`]) as a legal move of `b`, its score
/// and the pass's width (tenths of a standard deviation).
fn legal_pass(b: &Board, pass: Option<(usize, i32, u8)>) -> Option<(Square, i32, u8)> {
    let (m, v, sel) = pass?;
    legal_square(b, m).map(|sq| (sq, v, sel))
}

/// A search engine with its transposition tables; reuse it across moves.
pub struct Engine {
    pub variant: Variant,
    /// The midgame table, shared with the helper threads of a search's split points.
    tt: Arc<TranspositionTable>,
    tt_end: TranspositionTable,
    /// The exact solver's move-ordering search's table (many empties).
    tt_order: TranspositionTable,
    /// Search threads ([`Engine::set_threads`]).
    threads: usize,
    /// The pool the midgame search and the exact solver run in on several threads (`None`
    /// on one, or when the pool's threads could not be started: the search then runs on the
    /// caller's thread).
    pool: Option<rayon::ThreadPool>,
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
    pub fn try_new(variant: Variant, tt_bytes: usize) -> Result<Engine, EngineError> {
        let table = |bytes: usize| {
            TranspositionTable::try_with_bytes(bytes).map_err(|e| EngineError::Memory {
                mib: tt_bytes >> 20,
                reason: e.to_string(),
            })
        };
        Ok(Engine {
            variant,
            tt: Arc::new(table(tt_bytes / 4)?),
            tt_end: table(tt_bytes / 2)?,
            tt_order: table(tt_bytes / 8)?,
            threads: 1,
            pool: None,
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
        }
    }

    /// Searches on `threads` threads from now on (at least 1; 1, the default, searches on the
    /// caller's thread alone, and the same search gives the same result and node count at
    /// every run). With more, the midgame search and the exact solver split their nodes far
    /// from the leaves between the threads (Young Brothers Wait: a node's first move alone,
    /// its others shared): exact scores are the same, selective midgame values and node
    /// counts may vary from run to run (full-width values at a depth do not). The threads
    /// share the tables.
    pub fn set_threads(&mut self, threads: usize) {
        let threads = threads.max(1);
        if threads != self.threads || (threads > 1 && self.pool.is_none()) {
            self.pool = (threads > 1)
                .then(|| {
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .thread_name(|i| format!("search-{i}"))
                        // Room for a search 60 moves deep with tasks of other split points
                        // searched on top of it.
                        .stack_size(16 << 20)
                        .build()
                        .ok()
                })
                .flatten();
        }
        self.threads = threads;
    }

    /// The search threads ([`Engine::set_threads`]).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Memory of the transposition tables in bytes.
    pub fn table_bytes(&self) -> usize {
        self.tt.bytes() + self.tt_end.bytes() + self.tt_order.bytes()
    }

    /// An exact solver over the engine's tables and threads.
    fn solver<'a>(
        tt_end: &'a TranspositionTable,
        tt_order: &'a TranspositionTable,
        variant: Variant,
        threads: usize,
        pool: Option<&'a rayon::ThreadPool>,
    ) -> Solver<'a> {
        let mut solver = Solver::new(tt_end, variant);
        solver.order_tt = Some(tt_order);
        solver.threads = if pool.is_some() { threads } else { 1 };
        solver.pool = pool;
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

    /// Exact solve of each root move, or just the best when `all` is false (values in
    /// discs). Stopped: `Err` with the move, score and width of the solve's last selective
    /// pass that finished, if one did (a search to the end, selective:
    /// [`Solver::solve_around`]).
    fn root_exact(
        &mut self,
        b: &Board,
        order: &[Square],
        all: bool,
        guess: i32,
    ) -> Result<Vec<(Square, i32)>, Option<(Square, i32, u8)>> {
        let mut solver = Engine::solver(
            &self.tt_end,
            &self.tt_order,
            self.variant,
            self.threads,
            self.pool.as_ref(),
        );
        solver.limits = self.limits.after(self.nodes);
        let mut pass = None;
        if !all {
            // Windows around the midgame estimate, after selective passes with many empties.
            let Ok((v, best)) = solver.solve_around(b.player, b.opponent, guess) else {
                self.nodes += solver.nodes;
                self.stopped = true;
                return Err(legal_pass(b, solver.pass_best));
            };
            pass = solver.pass_best;
            self.nodes += solver.nodes;
            if let Some(sq) = best.and_then(|i| legal_square(b, i)) {
                // Only the best move's value is known (and asked for).
                return Ok(vec![(sq, v)]);
            }
            // No best move in the table (overwritten): fall back to the move-by-move solve.
            solver = Engine::solver(
                &self.tt_end,
                &self.tt_order,
                self.variant,
                self.threads,
                self.pool.as_ref(),
            );
            solver.limits = self.limits.after(self.nodes);
        }
        // Stopped from here on, the passes' move is still the one to play.
        let pass = legal_pass(b, pass);
        let mut out = Vec::new();
        let mut alpha = -65;
        for &sq in order {
            let c = b.play(sq).ok_or(pass)?;
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
                return Err(pass);
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
        Ok(out)
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
        let mut m = Searcher::new(&self.tt, self.nodes, self.limits.clone(), self.evaluation());
        for depth in 1..=max_depth.min(b.empty_count()) {
            let Ok((best, v)) = root_pvs(&mut m, b, &order, depth) else {
                break;
            };
            order.retain(|&s| s != best);
            order.insert(0, best);
            values.push(v);
        }
        self.nodes = m.nodes;
        self.stopped = m.stopped;
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

    /// Like [`Engine::search`] among the legal moves of `b` in `among` only (the opening
    /// book's leaves: the best move not in the book). `among` must hold a legal move.
    pub fn search_among(&mut self, b: &Board, cfg: &SearchConfig, among: u64) -> SearchResult {
        self.run_among(b, cfg, false, among)
    }

    fn run(&mut self, b: &Board, cfg: &SearchConfig, all: bool) -> SearchResult {
        self.run_among(b, cfg, all, !0)
    }

    fn run_among(&mut self, b: &Board, cfg: &SearchConfig, all: bool, among: u64) -> SearchResult {
        let start = Instant::now();
        self.begin(cfg, start);
        let mut res = SearchResult::default();
        let moves: Vec<Square> = crate::rules::Bitboard(b.legal_moves() & among)
            .squares()
            .collect();
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
        let tt = self.tt.clone();
        let mut main = Searcher::new(&tt, self.nodes, self.limits.clone(), self.evaluation());
        // A root to be solved for its best move is searched only to order its moves and
        // guess its score: the time is the solve's. Not where the solve makes no selective
        // pass whose move it could play if stopped (Reverse, from 20 empties).
        let shallow = cfg.solves(empties)
            && !all
            && (self.variant == Variant::Classic || empties < SELECTIVE_ROOT_FROM);
        let deepening_cfg = SearchConfig {
            max_depth: if shallow {
                cfg.max_depth.min(SOLVE_GUESS_DEPTH)
            } else {
                cfg.max_depth
            },
            ..*cfg
        };
        let mut deepening = || {
            let threads = Threads::new(if self.pool.is_some() { self.threads } else { 1 });
            deepen(
                &mut main,
                &threads,
                b,
                &deepening_cfg,
                all,
                start,
                &mut res,
                &mut order,
                &mut values,
            )
        };
        match &self.pool {
            Some(pool) => pool.install(deepening),
            None => deepening(),
        }
        self.nodes = main.nodes;
        self.stopped = main.stopped;
        // Multi-ProbCut cuts null-window nodes from MIN_DEPTH moves deep: the root's later
        // moves from one more, every move's value (full windows at the root's children) from
        // two more. A shallower search cut nothing.
        res.selectivity = self
            .mpc
            .filter(|_| res.depth > MPC_MIN_DEPTH + u32::from(all))
            .map(|(width, _)| width);
        let mut from_passes = false;
        if cfg.solves(empties) && !self.stopped {
            match self.root_exact(b, &order, all, values.first().map_or(0, |v| v.1 / 100)) {
                Ok(vals) => {
                    values = vals.into_iter().map(|(s, v)| (s, v * 100)).collect();
                    res.exact = true;
                    res.depth = empties;
                    res.selectivity = None;
                }
                // Stopped after a selective pass to the end: its move, not the shallow
                // search's.
                Err(Some((sq, v, sel))) => {
                    values = vec![(sq, v * 100)];
                    res.depth = empties;
                    res.selectivity = Some(f32::from(sel) / 10.0);
                    from_passes = true;
                }
                Err(None) => {}
            }
        }
        if values.is_empty() {
            // Not even depth 1 finished: fall back to the one-ply order.
            values = vec![(order[0], 0)];
        }
        res.best = Some(values[0].0);
        res.value = values[0].1;
        // The exact solve's table holds the passes' lines too.
        res.pv = self.pv(b, values[0].0, res.exact || from_passes);
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
            &self.tt_order,
            self.variant,
            self.threads,
            self.pool.as_ref(),
        );
        solver.limits.stop = self.limits.stop.clone();
        let v = solver.solve(b.player, b.opponent, -64, 64).unwrap_or(0);
        (v, solver.nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::super::pvs::INF;
    use super::super::searcher::eval_with;
    use super::*;
    use crate::ai::pattern::{PatternKernels, Weights, child_base};
    use crate::rules::board::{flips, legal_moves};
    #[cfg(target_arch = "x86_64")]
    use crate::rules::kernels::Avx2;
    use crate::rules::kernels::Portable;
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
        let w = Weights::builtin();
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
