//! Selective passes before an exact solve, as Edax and Egaroucid solve: with many empties,
//! the root is first solved with Multi-ProbCut at increasing widths ([`SELECTIVE_PASSES`]),
//! each pass far cheaper than the exact one. The exact solve then starts from the last
//! pass's score (its window is right more often than one around a midgame estimate) and
//! finds, in the table, the moves the passes found best at the upper nodes, which it tries
//! first. The passes' bounds are marked in the table with their width
//! ([`crate::ai::tt::Entry::selectivity`]): a pass takes those of a pass at least as wide,
//! the exact solve none of them.
//!
//! A node of a pass with [`SELECTIVE_FROM`] empties or more is cut when a shallow midgame
//! search, the one Multi-ProbCut fitted for nodes searched as many moves deep as they have
//! empties, at most 14 (`engine/weights/mpc.txt`), puts its score beyond the window by more
//! than the pass's width in standard deviations of that fit's error. The root is never cut:
//! a pass cut there would end with a bound and no move.
//!
//! Measured on the held-out sets, one thread (`docs/records.md`): a quarter less time at
//! 27–28 empties and on FFO #40–44, a tenth less at 25–26, as fast at 20–22.

use super::{Order, Solver, Steps, Stopped, pvs};
use crate::ai::mpc::{MAX_DEPTH, MpcTable};
use crate::ai::tt::hash;
use crate::rules::Variant;

/// The passes' widths, in tenths of a standard deviation, narrowest (cheapest) first.
pub const SELECTIVE_PASSES: [u8; 3] = [3, 7, 12];
/// The passes run when the root has this many empties or more.
pub const SELECTIVE_ROOT_FROM: u32 = 20;
/// In a pass, nodes of this many empties or more may be cut.
pub const SELECTIVE_FROM: u32 = 12;

impl Solver<'_> {
    /// The exact score for `p` to move and a move that scores it, searched in windows around
    /// `guess` ([`aspiration`]), after the selective passes when the position has
    /// [`SELECTIVE_ROOT_FROM`] empties or more (under Classic, with an ordering table:
    /// [`Solver::order_tt`]; their nodes are counted in [`Solver::pass_nodes`] too). The move
    /// is the table's best after the last search that did not fail low; none when every
    /// search failed low (a score of -64), or when the root is not stored (fewer than 8
    /// empties, or the side to move must pass): the caller then solves move by move. The last
    /// pass that finished leaves its move and score in [`Solver::pass_best`] (none before
    /// one has).
    pub fn solve_around(
        &mut self,
        p: u64,
        o: u64,
        guess: i32,
    ) -> Result<(i32, Option<usize>), Stopped> {
        let n = (!(p | o)).count_ones();
        let selective =
            n >= SELECTIVE_ROOT_FROM && self.variant == Variant::Classic && self.order_tt.is_some();
        let mut g = guess;
        let key = hash(p, o);
        self.pass_best = None;
        if selective {
            for sel in SELECTIVE_PASSES {
                self.selectivity = sel;
                let before = self.nodes;
                let v = aspiration(
                    |lo, hi| {
                        let v = self.solve(p, o, lo, hi)?;
                        // The root's move as this pass stored it, or an exact entry's (the
                        // table outlives a solve: an older entry's move may be a fail-low's).
                        let mv = self.tt.probe(key).and_then(|e| {
                            let ours = e.selectivity == sel
                                || (e.selectivity == 0 && e.lower() == e.upper());
                            e.best_move().filter(|_| ours)
                        });
                        Ok((v, mv))
                    },
                    g,
                );
                self.selectivity = 0;
                self.pass_nodes += self.nodes - before;
                let (v, best) = v?;
                g = v;
                if let Some(m) = best {
                    self.pass_best = Some((m, v, sel));
                }
            }
        }
        aspiration(
            |lo, hi| {
                let v = self.solve(p, o, lo, hi)?;
                Ok((v, self.tt.probe(key).and_then(|e| e.best_move())))
            },
            g,
        )
    }
}

/// Searches a score in a narrow window around `guess` (disc difference), widening it on
/// failure: `search(lo, hi)` is a fail-soft search in (lo, hi). Scores are even, so the
/// windows have odd ends. A failed search proves a bound: the next window starts just past
/// it, so that the bound is not proved again (after a search proving the score at least 58,
/// the next asks whether it is at least 60), and when the bounds meet, they are the score.
/// A selective search may contradict a bound it gave before (its cuts depend on the
/// window): that bound is then the answer.
///
/// `search` also gives the move it found best; the answer's move is that of the last search
/// that did not fail low (a search failing low proves no move, and may name any).
pub fn aspiration<M: Copy>(
    mut search: impl FnMut(i32, i32) -> Result<(i32, Option<M>), Stopped>,
    guess: i32,
) -> Result<(i32, Option<M>), Stopped> {
    let g = (guess.clamp(-64, 64) / 2) * 2;
    let (mut lo, mut hi) = (g - 3, g + 3);
    // The bounds proved so far (even).
    let (mut floor, mut ceil) = (-64, 64);
    let mut step = 4;
    let mut best = None;
    loop {
        let (v, m) = search(lo, hi)?;
        if v > lo {
            best = m;
        }
        if lo < v && v < hi {
            return Ok((v, best));
        }
        let failed_low = v <= lo;
        if failed_low {
            let c = v - v.rem_euclid(2);
            if c < floor {
                return Ok((floor, best));
            }
            ceil = c;
        } else {
            let f = v + v.rem_euclid(2);
            if f > ceil {
                return Ok((ceil, best));
            }
            floor = f;
        }
        if floor == ceil {
            return Ok((floor, best));
        }
        // `step` further than the last window, on the side that failed.
        if failed_low {
            hi = ceil - 1;
            lo = (ceil - 3 - step).max(floor - 1);
        } else {
            lo = floor + 1;
            hi = (floor + 3 + step).min(ceil + 1);
        }
        step *= 2;
    }
}

/// In a selective pass ([`Solver::selectivity`]), a node of [`SELECTIVE_FROM`] empties or
/// more whose shallow search puts its score beyond the window: `Some(beta)` or
/// `Some(alpha)` (`Some(0)` if stopped). Classic only (the statistics are the pattern
/// evaluation's), and only with an ordering table, which the shallow search shares with the
/// ordering search (the same evaluation, values and depths).
#[inline(always)]
pub(super) fn probcut<K: Steps, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    n: u32,
) -> Option<i32> {
    // Not at the root: a pass cut there would end with a bound and no move.
    if REVERSE || sv.selectivity == 0 || n < SELECTIVE_FROM || n >= sv.root_empties {
        return None;
    }
    let cut = MpcTable::builtin()
        .cut(n, n.min(MAX_DEPTH))
        .filter(|c| c.a > 0.0)?;
    let table = sv.order_tt?;
    // The margin, in centi-discs of the deep value.
    let width = sv.selectivity as f32 / 10.0 * cut.sigma;
    let mut cx = Order::<K, REVERSE> {
        k,
        sv: &mut *sv,
        table,
    };
    let mut found = None;
    // The shallow value (centi-discs) from which the score is at least beta.
    let high = ((beta as f32 * 100.0 + width - cut.b) / cut.a).ceil() as i32;
    if beta < 64 && high < 6400 {
        let v = pvs(k, &mut cx, p, o, cut.shallow, high - 1, high, false);
        if v >= high {
            found = Some(beta);
        }
    }
    // The shallow value up to which the score is at most alpha.
    let low = ((alpha as f32 * 100.0 - width - cut.b) / cut.a).floor() as i32;
    if found.is_none() && !cx.sv.stopped && alpha > -64 && low > -6400 {
        let v = pvs(k, &mut cx, p, o, cut.shallow, low, low + 1, false);
        if v <= low {
            found = Some(alpha);
        }
    }
    if sv.stopped { Some(0) } else { found }
}
