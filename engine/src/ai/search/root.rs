//! The root of a midgame search: PVS over the root moves (the best move and its value) or a
//! full window for each (every move's value), and the iterative deepening over them, on one
//! thread or on several ([`super::split`]).

use super::pvs::{INF, Midgame, MidgameSteps, pvs};
use super::searcher::Searcher;
use super::settings::{Partial, SearchConfig, SearchResult};
use super::split::{self, Threads};
use crate::ai::tt::hash;
use crate::rules::Board;
use crate::rules::Square;
#[cfg(target_arch = "x86_64")]
use crate::rules::kernels::Avx2;
use crate::rules::kernels::Portable;
use std::time::Instant;

/// The value of every root move of `order` at `depth` (full window each), best first.
pub(super) fn root_values<M: Midgame>(
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

/// PVS over the root moves in the given order; returns `Ok((best move, value))` and stores
/// them in the table. When stopped, `Err` with what the search had proved at this depth
/// ([`Partial`]).
pub(super) fn root_pvs<M: Midgame>(
    m: &mut M,
    b: &Board,
    order: &[Square],
    depth: u32,
) -> Result<(Square, i32), Partial> {
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
) -> Result<(Square, i32), Partial> {
    let (mut alpha, beta) = (-INF, INF);
    let mut best = None;
    for (i, &sq) in order.iter().enumerate() {
        let Some(c) = b.play(sq) else {
            return Err(None);
        };
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
            if m.stopped() {
                return Err(best);
            }
            if v > alpha {
                // Better than the best so far: proved by the null window, whatever the
                // re-search for its value finds.
                let bound = v;
                v = -pvs(k, m, c.player, c.opponent, depth - 1, -beta, -v, false);
                if m.stopped() {
                    return Err(Some((sq, bound)));
                }
            }
            v
        };
        if m.stopped() {
            return Err(None);
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
    best.ok_or(None)
}

/// The iterative deepening of a search of `b` from 1 to `cfg.max_depth` moves (at most the
/// empties), on the threads of `th` (split points when there are several): fills `values`
/// (best first), `order` (the root moves, best first) and `res.depth`, the last depth searched
/// to its end. With `all`, every move's value; otherwise the best move's, which a depth stopped
/// in the middle may replace by a move it proved better ([`Partial`]).
#[allow(clippy::too_many_arguments)]
pub(super) fn deepen(
    m: &mut Searcher<'_>,
    th: &Threads,
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
            let moves: Vec<Square> = crate::rules::Bitboard(b.legal_moves()).squares().collect();
            if th.parallel() {
                split::root(th, m, b, &moves, depth, true)
            } else {
                root_values(m, b, &moves, depth).ok_or(None)
            }
        } else if th.parallel() {
            split::root(th, m, b, order, depth, false)
        } else {
            root_pvs(m, b, order, depth).map(|(sq, v)| vec![(sq, v)])
        };
        let vals = match r {
            Ok(vals) => vals,
            Err(partial) => {
                // Stopped: a move the unfinished depth proved better than the best of the
                // depth before is played, with the value that proved it there (a lower bound
                // when only its null window finished); `res.depth` stays the last depth
                // searched to its end. The same best move keeps that depth's value.
                if let Some((sq, v)) = partial
                    && values.first().is_some_and(|&(best, _)| best != sq)
                {
                    order.retain(|&s| s != sq);
                    order.insert(0, sq);
                    *values = vec![(sq, v)];
                }
                break;
            }
        };
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
