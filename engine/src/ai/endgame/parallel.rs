//! The exact solver on several threads: Young Brothers Wait (YBWC), with the split points'
//! moves shared by tasks of a pool, as the midgame search does ([`crate::ai::search`]).
//!
//! Nodes with at least [`SPLIT_FROM`] empties are searched here (below, the sequential steps
//! take over). Such a node probes the shared table, orders its moves as [`super::deep`]
//! does, and searches its first move alone (its subtree may split in turn). If that does not
//! cut, the node becomes a split point: the remaining moves are taken one at a time, through
//! an atomic counter, by this thread and by helper tasks started for it, each with its own
//! solver over the shared tables (the solver's and its ordering search's: a helper orders
//! its moves with what the others' ordering searches found), under the node's alpha (an
//! atomic raised by whoever proves a better move). A move that cuts sets the split point's
//! abort flag, which every thread under the split point checks with its other limits (so it
//! stops within about a thousand nodes), and the node returns the cut.
//!
//! The threads are a work-stealing pool's ([`rayon`]: the solver's [`Solver::pool`], else
//! the pool the caller runs in): a split point hands its moves to as many helper tasks as
//! the solver has other threads, and a thread done with its share of a split point does not
//! wait idle for the others: it searches pending tasks meanwhile, those of split points
//! below too.

use super::{INF, Solver, Steps, score};
use crate::ai::limits::{Limits, aborted};
use crate::ai::tt::TranspositionTable;
use crate::rules::Variant;
use crate::rules::board::MAX_MOVES;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Nodes with this many empties or more may split; smaller subtrees are not worth a thread.
pub(super) const SPLIT_FROM: u32 = 12;

/// [`Solver::solve`] on the solver's threads, for a position of `n` empties.
pub(super) fn solve<'a, K: Steps + Send + Sync, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'a>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    n: u32,
) -> i32 {
    match sv.pool {
        Some(pool) => pool.install(|| node::<K, REVERSE>(k, sv, p, o, alpha, beta, n, false)),
        None => node::<K, REVERSE>(k, sv, p, o, alpha, beta, n, false),
    }
}

/// A node of `n` >= [`SPLIT_FROM`] empties searched by the solve's threads (below, by the
/// sequential steps): fail-soft, like [`super::deep`].
fn node<'a, K: Steps + Send + Sync, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'a>,
    p: u64,
    o: u64,
    mut alpha: i32,
    mut beta: i32,
    n: u32,
    passed: bool,
) -> i32 {
    if n < SPLIT_FROM {
        return k.search::<REVERSE>(sv, p, o, alpha, beta, n, passed);
    }
    sv.nodes += 1;
    if sv.check_stop() {
        return 0;
    }
    let moves = k.legal_moves(p, o);
    if moves == 0 {
        if passed || k.legal_moves(o, p) == 0 {
            return score::<REVERSE>(p, o);
        }
        return -node::<K, REVERSE>(k, sv, o, p, -beta, -alpha, n, true);
    }
    let (key, tt_move) = match super::bound_node::<REVERSE>(sv, p, o, &mut alpha, &mut beta, n) {
        Ok(found) => found,
        Err(v) => return v,
    };
    if let Some(v) = super::probcut::<K, REVERSE>(k, sv, p, o, alpha, beta, n) {
        return v;
    }
    let alpha0 = alpha;
    let mut list = [(0, 0, 0); MAX_MOVES];
    let len = match super::ordered_moves::<K, REVERSE>(
        k,
        sv,
        key,
        p,
        o,
        k.legal_moves(p, o),
        beta,
        n,
        tt_move,
        &mut list,
    ) {
        Ok(len) => len,
        Err(v) => return v,
    };
    if sv.stopped {
        return 0;
    }
    // The eldest brother alone.
    let (_, sq, f) = list[0];
    let mut best_sq = Some(sq as usize);
    let mut best =
        -node::<K, REVERSE>(k, sv, o ^ f, p ^ f ^ (1 << sq), -beta, -alpha, n - 1, false);
    if sv.stopped {
        return 0;
    }
    alpha = alpha.max(best);
    if best < beta && len > 1 {
        let rest = &list[1..len];
        let helpers = (sv.threads - 1).min(rest.len() - 1);
        let (v, sq) = if helpers > 0 {
            split::<K, REVERSE>(k, sv, p, o, alpha, beta, n, rest, helpers)
        } else {
            siblings::<K, REVERSE>(k, sv, p, o, alpha, beta, n, rest)
        };
        if sv.stopped {
            return 0;
        }
        if v > best {
            best = v;
            best_sq = sq;
        }
    }
    super::store_node(sv, key, n, alpha0, beta, best, best_sq);
    best
}

/// The younger brothers on this thread alone: PVS, each move by a null window first; returns
/// the best value and move (value `-INF` for none).
fn siblings<'a, K: Steps + Send + Sync, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'a>,
    p: u64,
    o: u64,
    mut alpha: i32,
    beta: i32,
    n: u32,
    moves: &[(i32, u8, u64)],
) -> (i32, Option<usize>) {
    let (mut best, mut best_sq) = (-INF, None);
    for &(_, sq, f) in moves {
        let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
        let mut v = -node::<K, REVERSE>(k, sv, np, no, -alpha - 1, -alpha, n - 1, false);
        if v > alpha && v < beta && !sv.stopped {
            v = -node::<K, REVERSE>(k, sv, np, no, -beta, -v, n - 1, false);
        }
        if sv.stopped {
            break;
        }
        if v > best {
            (best, best_sq) = (v, Some(sq as usize));
            if v > alpha {
                alpha = v;
                if v >= beta {
                    break;
                }
            }
        }
    }
    (best, best_sq)
}

/// A split point: the younger brothers, shared between threads.
struct Split<'m> {
    moves: &'m [(i32, u8, u64)],
    /// The next move to take.
    next: AtomicUsize,
    /// The best value proved so far (alpha of the next null windows).
    alpha: AtomicI32,
    beta: i32,
    best: Mutex<(i32, Option<usize>)>,
    /// Set when a move cuts: the threads still searching the others stop.
    abort: Arc<AtomicBool>,
}

/// Searches `moves` on this thread and by `helpers` tasks of the pool.
fn split<'a, K: Steps + Send + Sync, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'a>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    n: u32,
    moves: &[(i32, u8, u64)],
    helpers: usize,
) -> (i32, Option<usize>) {
    let sp = Split {
        moves,
        next: AtomicUsize::new(0),
        alpha: AtomicI32::new(alpha),
        beta,
        best: Mutex::new((-INF, None)),
        abort: Arc::new(AtomicBool::new(false)),
    };
    // The helpers stop with this solver's limits (their nodes and this thread's counted
    // together against a node budget) and flags.
    let settings = Helpers::of(sv);
    let (limits, made) = sv.limits.share(sv.nodes);
    let mut flags = sv.aborts.clone();
    flags.push(sp.abort.clone());
    let (helper_nodes, helper_moves) = (AtomicU64::new(0), AtomicU64::new(0));
    rayon::in_place_scope(|scope| {
        for _ in 0..helpers {
            let (sp, limits, flags) = (&sp, limits.clone(), flags.clone());
            let (helper_nodes, helper_moves) = (&helper_nodes, &helper_moves);
            scope.spawn(move |_| {
                let (nodes, moves) = help::<K, REVERSE>(k, settings, sp, p, o, n, limits, flags);
                helper_nodes.fetch_add(nodes, Ordering::Relaxed);
                helper_moves.fetch_add(moves, Ordering::Relaxed);
            });
        }
        sv.aborts.push(sp.abort.clone());
        work::<K, REVERSE>(k, sv, &sp, p, o, n);
        sv.aborts.pop();
        // Leaving the scope waits for the tasks, searching pending ones meanwhile.
    });
    let helper_nodes = helper_nodes.into_inner();
    sv.nodes += helper_nodes;
    sv.limits.unshare(made, helper_nodes);
    sv.helped += helper_moves.into_inner();
    // Stopped by the split point's own abort (a cut) is no stop of this node; by any other
    // limit, it is.
    sv.stopped = aborted(&sv.aborts) || sv.limits.reached_any(sv.nodes);
    sp.best.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// What a helper task's solver takes from the solver of its split point.
#[derive(Clone, Copy)]
struct Helpers<'a> {
    tt: &'a TranspositionTable,
    variant: Variant,
    order_tt: Option<&'a TranspositionTable>,
    order_from: u32,
    threads: usize,
    root_empties: u32,
    selectivity: u8,
}

impl<'a> Helpers<'a> {
    fn of(sv: &Solver<'a>) -> Self {
        Helpers {
            tt: sv.tt,
            variant: sv.variant,
            order_tt: sv.order_tt,
            order_from: sv.order_from,
            threads: sv.threads,
            root_empties: sv.root_empties,
            selectivity: sv.selectivity,
        }
    }

    /// A helper's solver, under the helpers' `limits` and the split points' abort `flags`.
    fn solver(self, limits: Limits, flags: Vec<Arc<AtomicBool>>) -> Solver<'a> {
        let mut h = Solver::new(self.tt, self.variant);
        h.limits = limits;
        h.aborts = flags;
        h.order_tt = self.order_tt;
        h.order_from = self.order_from;
        h.threads = self.threads;
        h.root_empties = self.root_empties;
        h.selectivity = self.selectivity;
        h
    }
}

/// A helper task of a split point: its share searched by a solver of its own (`settings`'),
/// under the helpers' `limits` and the split points' abort `flags`; returns its nodes
/// (reported to a shared count) and the moves it and its own helpers searched. A task that
/// starts after the moves are gone (every thread was busy), after a cut or after the search's
/// limits are reached ends at once without taking a move.
#[allow(clippy::too_many_arguments)]
fn help<K: Steps + Send + Sync, const REVERSE: bool>(
    k: K,
    settings: Helpers<'_>,
    sp: &Split<'_>,
    p: u64,
    o: u64,
    n: u32,
    limits: Limits,
    flags: Vec<Arc<AtomicBool>>,
) -> (u64, u64) {
    if sp.next.load(Ordering::Relaxed) >= sp.moves.len()
        || sp.abort.load(Ordering::Relaxed)
        || limits.reached_any(0)
    {
        return (0, 0);
    }
    let mut h = settings.solver(limits, flags);
    let moves = work::<K, REVERSE>(k, &mut h, sp, p, o, n);
    h.limits.report(h.nodes);
    (h.nodes, moves + h.helped)
}

/// One thread's share of a split point: takes moves until none is left or the point aborts;
/// returns how many it took.
fn work<'a, K: Steps + Send + Sync, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'a>,
    sp: &Split<'_>,
    p: u64,
    o: u64,
    n: u32,
) -> u64 {
    let mut taken = 0;
    loop {
        let i = sp.next.fetch_add(1, Ordering::Relaxed);
        if i >= sp.moves.len() || sp.abort.load(Ordering::Relaxed) {
            return taken;
        }
        taken += 1;
        let (_, sq, f) = sp.moves[i];
        let (np, no) = (o ^ f, p ^ f ^ (1 << sq));
        let alpha = sp.alpha.load(Ordering::Relaxed);
        if alpha >= sp.beta {
            return taken;
        }
        let mut v = -node::<K, REVERSE>(k, sv, np, no, -alpha - 1, -alpha, n - 1, false);
        if v > alpha && v < sp.beta && !sv.stopped {
            v = -node::<K, REVERSE>(k, sv, np, no, -sp.beta, -v, n - 1, false);
        }
        if sv.stopped {
            return taken;
        }
        let mut best = sp.best.lock().unwrap_or_else(|e| e.into_inner());
        if v > best.0 {
            *best = (v, Some(sq as usize));
        }
        drop(best);
        sp.alpha.fetch_max(v, Ordering::Relaxed);
        if v >= sp.beta {
            sp.abort.store(true, Ordering::Relaxed);
            return taken;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Board;
    use crate::rules::kernels::{Kernels, Portable};

    /// A helper task that starts once the solve's limits are reached takes no move of its
    /// split point and counts no node: stopped by the flag, or by a node budget the other
    /// threads have spent; nor one that starts after a cut. Started in time, it solves every
    /// move.
    #[test]
    fn a_helper_task_started_after_the_limits_are_reached_takes_no_move() {
        // The first legal move each turn, down to 14 empties.
        let mut b = Board::start();
        while b.empty_count() > 14 {
            let m = b.legal_moves();
            b = if m == 0 {
                b.pass()
            } else {
                let sq = m.trailing_zeros() as usize;
                b.play_flips(sq, Portable.flips(b.player, b.opponent, sq))
            };
        }
        assert!(b.legal_moves().count_ones() >= 2, "{b:?}");
        let n = b.empty_count();
        let (p, o) = (b.player, b.opponent);
        let mut moves = Vec::new();
        let mut m = b.legal_moves();
        while m != 0 {
            let sq = m.trailing_zeros() as usize;
            m &= m - 1;
            moves.push((0, sq as u8, Portable.flips(p, o, sq)));
        }
        let tt = TranspositionTable::with_bytes(1 << 20);
        let settings = Helpers::of(&Solver::new(&tt, Variant::Classic));
        let help_with = |limits: Limits, cut: bool| {
            let sp = Split {
                moves: &moves,
                next: AtomicUsize::new(0),
                alpha: AtomicI32::new(-INF),
                beta: INF,
                best: Mutex::new((-INF, None)),
                abort: Arc::new(AtomicBool::new(cut)),
            };
            let (nodes, taken) = help::<_, false>(Portable, settings, &sp, p, o, n, limits, vec![]);
            (
                nodes,
                taken,
                sp.next.into_inner(),
                sp.best.into_inner().unwrap().1,
            )
        };

        let stopped = Limits::default();
        stopped.stop.store(true, Ordering::Relaxed);
        assert_eq!(
            help_with(stopped, false),
            (0, 0, 0, None),
            "stopped by the flag"
        );
        assert_eq!(
            help_with(Limits::default(), true),
            (0, 0, 0, None),
            "after a cut"
        );

        // The solve's thread shares its count at the budget: the helpers' limits are reached.
        let mut solve = Limits {
            nodes: Some(50_000),
            ..Limits::default()
        };
        let (spent, _) = solve.share(50_000);
        assert_eq!(help_with(spent, false), (0, 0, 0, None), "the budget spent");

        let (nodes, taken, next, best) = help_with(Limits::default(), false);
        assert!(nodes > 0);
        assert_eq!(taken, moves.len() as u64, "every move solved");
        assert!(next > moves.len());
        assert!(best.is_some());
    }
}
