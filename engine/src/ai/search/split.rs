//! The midgame search on several threads: Young Brothers Wait (YBWC), as the exact solver
//! does ([`crate::ai::endgame`]), with the split points' moves shared by tasks of a pool.
//!
//! Nodes at least [`SPLIT_FROM`] moves from the leaves are searched here (below, the
//! sequential [`pvs`] takes over). Such a node does what a PVS node does before its moves
//! (the table, then Multi-ProbCut: [`enter`]), orders them the same way, and searches its
//! first move alone (its subtree may split in turn). If that does not cut, the node becomes
//! a split point: the remaining moves are taken one at a time, through an atomic counter, by
//! this thread and by helper tasks started for it, each with its own
//! [`Searcher`] over the shared table, by a null window on the node's alpha (an atomic raised
//! by whoever proves a better move) and a re-search when one fails high. A move that cuts sets
//! the split point's abort flag, which every thread under it checks with its other limits (so
//! it stops within about a thousand nodes), and the node returns the cut.
//!
//! The threads are a work-stealing pool's ([`rayon`]; the engine runs the whole search in
//! it): a split point hands its moves to as many helper tasks as the pool has other threads,
//! and a thread done with its share of a split point does not wait idle for the others: it
//! searches pending tasks meanwhile, those of split points below too. The root splits too:
//! its first move alone, the others shared, or with every move's value wanted, every move
//! shared with a full window.

use super::pvs::{INF, Midgame, MidgameSteps, enter, leave, ordered_moves, pvs};
use super::searcher::{Evaluation, Searcher};
use super::settings::Partial;
use crate::ai::limits::{Limits, aborted};
use crate::ai::tt::{TranspositionTable, hash};
use crate::rules::board::MAX_MOVES;
#[cfg(target_arch = "x86_64")]
use crate::rules::kernels::Avx2;
use crate::rules::kernels::Portable;
use crate::rules::{Board, Square};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Nodes this many moves from the leaves or more may split; smaller subtrees are not worth a
/// thread.
const SPLIT_FROM: u32 = 4;

/// The threads of one search (the pool it runs in).
pub(super) struct Threads {
    threads: usize,
}

impl Threads {
    /// A search on `threads` threads (this one included), run in a pool of that many.
    pub(super) fn new(threads: usize) -> Threads {
        Threads {
            threads: threads.max(1),
        }
    }

    /// More than one thread: the search splits.
    pub(super) fn parallel(&self) -> bool {
        self.threads > 1
    }

    /// How many helper tasks a split point of `moves` moves hands them to: one per other
    /// thread, and no more than the moves after the one this thread takes.
    fn helpers(&self, moves: usize) -> usize {
        (self.threads - 1).min(moves.saturating_sub(1))
    }
}

/// The root of a search `depth` moves deep on the threads of `th`, over the root moves in
/// the given order: with `all`, every move's value (a full window each, the moves shared
/// between the threads), best first, as `root`'s `root_values`; otherwise PVS, the first
/// move alone and the others shared, giving the best move and its value (stored in the
/// table), as `root`'s `root_pvs`. When stopped, `Err` with what it had proved (always
/// `None` with `all`; see [`Partial`]).
pub(super) fn root(
    th: &Threads,
    s: &mut Searcher<'_>,
    b: &Board,
    order: &[Square],
    depth: u32,
    all: bool,
) -> Result<Vec<(Square, i32)>, Partial> {
    #[cfg(target_arch = "x86_64")]
    if !s.portable_only()
        && let Some(k) = Avx2::detect()
    {
        return root_with(k, th, s, b, order, depth, all);
    }
    root_with(Portable, th, s, b, order, depth, all)
}

/// [`root`] with the kernels `k`.
fn root_with<K: MidgameSteps + Send + Sync>(
    k: K,
    th: &Threads,
    s: &mut Searcher<'_>,
    b: &Board,
    order: &[Square],
    depth: u32,
    all: bool,
) -> Result<Vec<(Square, i32)>, Partial> {
    let list = root_list(k, b, order);
    let square = |sq: usize| Square::new(sq as u8);
    if !all {
        let (v, sq, eldest_done) =
            brothers(k, th, s, b.player, b.opponent, depth, -INF, INF, &list);
        let best = sq.and_then(|sq| Some((square(sq)?, v)));
        if s.stopped {
            // The best of the moves searched to their end, if the first was (a younger
            // move replaces it only once searched).
            return Err(best.filter(|_| eldest_done));
        }
        let Some((sq, v)) = best else {
            return Err(None);
        };
        s.table().store(
            hash(b.player, b.opponent),
            depth as u8,
            v,
            v,
            Some(sq.index()),
        );
        return Ok(vec![(sq, v)]);
    }
    let helpers = th.helpers(list.len());
    let values = Mutex::new(Vec::with_capacity(list.len()));
    let sp = Split::new(&list, -INF, INF, Some(&values));
    run_split(k, th, s, &sp, b.player, b.opponent, depth, helpers);
    if s.stopped {
        return Err(None);
    }
    let mut out: Vec<(Square, i32)> = values
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .filter_map(|(sq, v)| Some((Square::new(sq as u8)?, v)))
        .collect();
    // Best first, ties in the order given (as on one thread).
    let rank = |sq: Square| order.iter().position(|&x| x == sq);
    out.sort_by_key(|&(sq, v)| (-v, rank(sq)));
    Ok(out)
}

/// The root moves `order` as a node's move list: (order key, square, flips).
fn root_list<K: MidgameSteps>(k: K, b: &Board, order: &[Square]) -> Vec<(i32, u8, u64)> {
    order
        .iter()
        .map(|&sq| {
            let i = sq.index();
            (0, i as u8, k.flips(b.player, b.opponent, i))
        })
        .collect()
}

/// A node `depth` moves from the leaves searched by the search's threads (below
/// [`SPLIT_FROM`], by the sequential [`pvs`]): fail-soft, like [`pvs`].
#[allow(clippy::too_many_arguments)]
fn node<K: MidgameSteps + Send + Sync>(
    k: K,
    th: &Threads,
    s: &mut Searcher<'_>,
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    passed: bool,
) -> i32 {
    if depth < SPLIT_FROM {
        return pvs(k, s, p, o, depth, alpha, beta, passed);
    }
    if s.count_node() {
        return 0;
    }
    let moves = k.legal_moves(p, o);
    if moves == 0 {
        if passed || k.legal_moves(o, p) == 0 {
            return s.final_value(p, o);
        }
        return -node(k, th, s, o, p, depth, -beta, -alpha, true);
    }
    // Multi-ProbCut's shallow searches split too.
    let probe =
        |s: &mut Searcher<'_>, depth, alpha, beta| node(k, th, s, p, o, depth, alpha, beta, false);
    let (key, tt_move, alpha, beta) = match enter(s, p, o, depth, alpha, beta, probe) {
        Ok(node) => node,
        Err(v) => return v,
    };
    let mut list = [(0, 0, 0); MAX_MOVES];
    let len = ordered_moves(k, s, p, o, moves, depth, tt_move, &mut list);
    let (best, best_sq, _) = brothers(k, th, s, p, o, depth, alpha, beta, &list[..len]);
    if s.stopped {
        return 0;
    }
    leave(s, key, depth, alpha, beta, best, best_sq);
    best
}

/// The moves `list` of a node: the eldest alone with the full window, then, if it does not
/// cut, the younger ones, shared with helper tasks. Returns the best value and move
/// (meaningless when `s` stopped, unless the eldest was searched to its end: then they are
/// the best of the moves searched to their end), and whether the eldest was.
#[allow(clippy::too_many_arguments)]
fn brothers<K: MidgameSteps + Send + Sync>(
    k: K,
    th: &Threads,
    s: &mut Searcher<'_>,
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    list: &[(i32, u8, u64)],
) -> (i32, Option<usize>, bool) {
    let (_, sq, f) = list[0];
    let mut best = -node(
        k,
        th,
        s,
        o ^ f,
        p ^ f ^ (1 << sq),
        depth - 1,
        -beta,
        -alpha,
        false,
    );
    let mut best_sq = Some(sq as usize);
    if s.stopped {
        return (best, best_sq, false);
    }
    if best >= beta || list.len() == 1 {
        return (best, best_sq, true);
    }
    let rest = &list[1..];
    let helpers = th.helpers(rest.len());
    let sp = Split::new(rest, alpha.max(best), beta, None);
    run_split(k, th, s, &sp, p, o, depth, helpers);
    let (v, sq) = sp.best.into_inner().unwrap_or_else(|e| e.into_inner());
    if v > best {
        (best, best_sq) = (v, sq);
    }
    (best, best_sq, true)
}

/// A split point: moves of one node, shared between threads.
struct Split<'m> {
    moves: &'m [(i32, u8, u64)],
    /// The next move to take.
    next: AtomicUsize,
    /// The best value proved so far (alpha of the next null windows).
    alpha: AtomicI32,
    beta: i32,
    best: Mutex<(i32, Option<usize>)>,
    /// When set, each move is searched with the full window and its value kept here (the
    /// root's every-move values).
    values: Option<&'m Mutex<Vec<(usize, i32)>>>,
    /// Set when a move cuts: the threads still searching the others stop.
    abort: Arc<AtomicBool>,
}

impl<'m> Split<'m> {
    fn new(
        moves: &'m [(i32, u8, u64)],
        alpha: i32,
        beta: i32,
        values: Option<&'m Mutex<Vec<(usize, i32)>>>,
    ) -> Self {
        Split {
            moves,
            next: AtomicUsize::new(0),
            alpha: AtomicI32::new(alpha),
            beta,
            best: Mutex::new((-INF, None)),
            values,
            abort: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// Searches the moves of `sp` on this thread and in `helpers` tasks of the pool; afterwards
/// `s` has their nodes and is stopped if a limit of the search was reached (not by the split
/// point's own cut).
#[allow(clippy::too_many_arguments)]
fn run_split<K: MidgameSteps + Send + Sync>(
    k: K,
    th: &Threads,
    s: &mut Searcher<'_>,
    sp: &Split<'_>,
    p: u64,
    o: u64,
    depth: u32,
    helpers: usize,
) {
    if helpers == 0 {
        work(k, th, s, sp, p, o, depth);
        return;
    }
    // The helpers stop with this search's limits (their nodes and this thread's counted
    // together against a node budget), and with the abort flags of the split points above
    // and this one.
    let (limits, made) = s.limits.share(s.nodes);
    let mut flags = s.aborts.clone();
    flags.push(sp.abort.clone());
    let (tt, ev) = (s.tt, s.ev);
    let helper_nodes = AtomicU64::new(0);
    rayon::in_place_scope(|scope| {
        for _ in 0..helpers {
            let (limits, flags, helper_nodes) = (limits.clone(), flags.clone(), &helper_nodes);
            scope.spawn(move |_| {
                let nodes = help(k, th, sp, p, o, depth, tt, ev, limits, flags);
                helper_nodes.fetch_add(nodes, Ordering::Relaxed);
            });
        }
        s.aborts.push(sp.abort.clone());
        work(k, th, s, sp, p, o, depth);
        s.aborts.pop();
        // Leaving the scope waits for the tasks, searching pending ones meanwhile.
    });
    let helper_nodes = helper_nodes.into_inner();
    s.nodes += helper_nodes;
    s.limits.unshare(made, helper_nodes);
    // Stopped by the split point's own abort (a cut) is no stop of this node; by any other
    // limit, it is (a helper stopped by one left its move unsearched).
    s.stopped = aborted(&s.aborts) || s.limits.reached_any(s.nodes);
}

/// A helper task of a split point: its share searched by a searcher of its own over the
/// search's table `tt` with its evaluation `ev`, under the helpers' `limits` and the split
/// points' abort `flags`; returns its nodes (reported to a shared count). A task that starts
/// after the moves are gone (every thread was busy), after a cut or after the search's limits
/// are reached ends at once without taking a move.
#[allow(clippy::too_many_arguments)]
fn help<K: MidgameSteps + Send + Sync>(
    k: K,
    th: &Threads,
    sp: &Split<'_>,
    p: u64,
    o: u64,
    depth: u32,
    tt: &TranspositionTable,
    ev: Evaluation,
    limits: Limits,
    flags: Vec<Arc<AtomicBool>>,
) -> u64 {
    if sp.next.load(Ordering::Relaxed) >= sp.moves.len()
        || sp.abort.load(Ordering::Relaxed)
        || limits.reached_any(0)
    {
        return 0;
    }
    let mut h = Searcher::new(tt, 0, limits, ev);
    h.aborts = flags;
    work(k, th, &mut h, sp, p, o, depth);
    h.limits.report(h.nodes);
    h.nodes
}

/// One thread's share of a split point: takes moves until none is left or the point aborts.
fn work<K: MidgameSteps + Send + Sync>(
    k: K,
    th: &Threads,
    s: &mut Searcher<'_>,
    sp: &Split<'_>,
    p: u64,
    o: u64,
    depth: u32,
) {
    loop {
        let i = sp.next.fetch_add(1, Ordering::Relaxed);
        if i >= sp.moves.len() || sp.abort.load(Ordering::Relaxed) {
            return;
        }
        let (_, sq, f) = sp.moves[i];
        let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
        let v = if let Some(values) = sp.values {
            let v = -node(k, th, s, np, no, depth - 1, -INF, INF, false);
            if s.stopped {
                return;
            }
            values
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((sq as usize, v));
            v
        } else {
            let alpha = sp.alpha.load(Ordering::Relaxed);
            if alpha >= sp.beta {
                return;
            }
            let mut v = -node(k, th, s, np, no, depth - 1, -alpha - 1, -alpha, false);
            if v > alpha && v < sp.beta && !s.stopped {
                v = -node(k, th, s, np, no, depth - 1, -sp.beta, -v, false);
            }
            if s.stopped {
                return;
            }
            v
        };
        let mut best = sp.best.lock().unwrap_or_else(|e| e.into_inner());
        if v > best.0 {
            *best = (v, Some(sq as usize));
        }
        drop(best);
        sp.alpha.fetch_max(v, Ordering::Relaxed);
        if v >= sp.beta {
            sp.abort.store(true, Ordering::Relaxed);
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::settings::EvalKind;
    use super::*;
    use crate::rules::{Bitboard, Variant};

    /// A helper task that starts once the search's limits are reached takes no move of its
    /// split point and counts no node: stopped by the flag, or by a node budget the other
    /// threads have spent; nor one that starts after a cut. Started in time, it searches
    /// every move.
    #[test]
    fn a_helper_task_started_after_the_limits_are_reached_takes_no_move() {
        let b = ["f5", "d6", "c3", "d3", "c4", "f4", "f6"]
            .iter()
            .fold(Board::start(), |b, m| {
                b.play(Square::parse(m).unwrap()).unwrap()
            });
        let order: Vec<Square> = Bitboard(b.legal_moves()).squares().collect();
        assert!(order.len() > 2);
        let moves = root_list(Portable, &b, &order);
        let tt = TranspositionTable::with_bytes(1 << 20);
        let ev = Evaluation {
            variant: Variant::Classic,
            kind: EvalKind::Pattern,
            mpc: None,
            portable_only: true,
        };
        let th = Threads::new(2);
        let help_with = |limits: Limits, cut: bool| {
            let sp = Split::new(&moves, -INF, INF, None);
            sp.abort.store(cut, Ordering::Relaxed);
            let nodes = help(
                Portable,
                &th,
                &sp,
                b.player,
                b.opponent,
                5,
                &tt,
                ev,
                limits,
                vec![],
            );
            (nodes, sp.next.into_inner(), sp.best.into_inner().unwrap().1)
        };

        let stopped = Limits::default();
        stopped.stop.store(true, Ordering::Relaxed);
        assert_eq!(
            help_with(stopped, false),
            (0, 0, None),
            "stopped by the flag"
        );
        assert_eq!(
            help_with(Limits::default(), true),
            (0, 0, None),
            "after a cut"
        );

        // The search's thread shares its count at the budget: the helpers' limits are reached.
        let mut search = Limits {
            nodes: Some(50_000),
            ..Limits::default()
        };
        let (spent, _) = search.share(50_000);
        assert_eq!(help_with(spent, false), (0, 0, None), "the budget spent");

        let (nodes, next, best) = help_with(Limits::default(), false);
        assert!(nodes > 0);
        assert!(next > moves.len(), "every move taken");
        assert!(best.is_some());
    }
}
