//! When a search must stop: a node budget, a deadline and a stop flag another thread can set.
//! The midgame engine ([`super::Engine`]) and the exact solver ([`super::endgame::Solver`])
//! each hold one and check it as they count nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// The flag and the budget are looked at once every this many nodes.
const CHECK_EVERY: u64 = 1024;
/// The clock is read once every this many nodes (a multiple of [`CHECK_EVERY`]).
const CLOCK_EVERY: u64 = 4096;

/// The limits of one search. The default has none: no node budget, no deadline and a fresh
/// stop flag nobody else holds.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Stop at this instant.
    pub deadline: Option<Instant>,
    /// Setting this flag (from any thread) stops the search within milliseconds.
    pub stop: Arc<AtomicBool>,
    /// How this thread counts its nodes against the limits: when it looks at them next, and
    /// the count the threads of a split point share ([`Limits::share`]). Internal to the
    /// search: leave it at its default.
    pub count: NodeCount,
}

/// How one thread of a search counts its nodes against the limits. The limits are looked at
/// once the count has passed the next multiple of [`CHECK_EVERY`], even when it passed it
/// in a bulk addition or at a node that does not check (the solver's last empties), so the
/// checks stay regular. With a node budget on several threads, the threads of a split point
/// report their nodes to one total, so that the budget is the whole search's.
#[derive(Clone, Debug, Default)]
pub struct NodeCount {
    /// The multiple of [`CHECK_EVERY`] at or below the count at the last check.
    checked: u64,
    /// Checks since the clock was last read.
    checks: u32,
    /// The nodes all the threads have reported; none on one thread.
    total: Option<Arc<AtomicU64>>,
    /// The part of this thread's count already added to `total`.
    reported: u64,
}

impl NodeCount {
    /// Whether a count of `nodes` calls for a check: [`CHECK_EVERY`] nodes or more past the
    /// last one (or a count that went back, a search counting afresh with these limits).
    #[inline(always)]
    fn due(&self, nodes: u64) -> bool {
        nodes.wrapping_sub(self.checked) >= CHECK_EVERY
    }

    /// Marks a check at `nodes`; whether the clock is to be read at it (every
    /// [`CLOCK_EVERY`] / [`CHECK_EVERY`] checks).
    fn check(&mut self, nodes: u64) -> bool {
        self.checked = nodes - nodes % CHECK_EVERY;
        self.checks += 1;
        if u64::from(self.checks) >= CLOCK_EVERY / CHECK_EVERY {
            self.checks = 0;
            true
        } else {
            false
        }
    }

    /// The search's count, this thread's `nodes` reported first (this thread's own count
    /// without a shared one).
    fn spent(&mut self, nodes: u64) -> u64 {
        match &self.total {
            None => nodes,
            Some(total) => {
                let new = nodes.saturating_sub(self.reported);
                self.reported = nodes;
                total.fetch_add(new, Ordering::Relaxed) + new
            }
        }
    }
}

impl Limits {
    /// A search's check as it counts: a limit reached, or one of the split points' abort
    /// `flags` set (a thread searching under split points of a parallel search). Cheap: it
    /// looks once the count has passed each multiple of 1024 (the clock every fourth time),
    /// even if it passed it without a check ([`NodeCount`]), so a search may run that many
    /// nodes past a limit. With a count shared by the threads of a split point, this
    /// thread's nodes are reported to it at each check and the budget is compared with the
    /// total.
    #[inline]
    pub(crate) fn reached_or_aborted(&mut self, nodes: u64, flags: &[Arc<AtomicBool>]) -> bool {
        self.count.due(nodes) && (self.reached_now(nodes) || aborted(flags))
    }

    /// Whether any limit is reached now, the clock read whatever the count: what a thread
    /// asks after its helpers have ended (a helper stopped by the deadline left its move
    /// unsearched, and the count alone would not read the clock).
    pub(crate) fn reached_any(&self, nodes: u64) -> bool {
        let shared = self.count.total.as_ref();
        self.stop.load(Ordering::Relaxed)
            || self.nodes.is_some_and(|n| {
                nodes >= n || shared.is_some_and(|t| t.load(Ordering::Relaxed) >= n)
            })
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    #[cold]
    fn reached_now(&mut self, nodes: u64) -> bool {
        let clock = self.count.check(nodes);
        let spent = match self.nodes {
            Some(_) => self.count.spent(nodes),
            None => nodes,
        };
        self.reached_at(spent, clock)
    }

    /// Whether a limit is reached with `spent` nodes spent by the search (the clock read if
    /// `clock`).
    fn reached_at(&self, spent: u64, clock: bool) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.nodes.is_some_and(|n| spent >= n)
            || (clock && self.deadline.is_some_and(|d| Instant::now() >= d))
    }

    /// The limits of the helper threads of a split point, this thread having counted `nodes`
    /// nodes: the same deadline and flag, and with a node budget a count the helpers and this
    /// thread share, made here (from `nodes`) unless a split point above made it. The second
    /// value says whether it was made here: pass it to [`Limits::unshare`] when the helpers
    /// have ended.
    pub(crate) fn share(&mut self, nodes: u64) -> (Limits, bool) {
        let made = self.nodes.is_some() && self.count.total.is_none();
        if made {
            self.count.total = Some(Arc::new(AtomicU64::new(nodes)));
            self.count.reported = nodes;
        } else if self.nodes.is_some() {
            // This thread's count now waits on its stack while the thread searches its share
            // and other tasks: reported first, so that the total is not behind by the counts
            // of every split point a thread is under.
            self.count.spent(nodes);
        }
        let helpers = Limits {
            count: NodeCount {
                total: self.count.total.clone(),
                ..NodeCount::default()
            },
            ..self.clone()
        };
        (helpers, made)
    }

    /// A helper thread's last nodes reported to the shared count, at its end (it reports
    /// only at its checks).
    pub(crate) fn report(&mut self, nodes: u64) {
        if self.nodes.is_some() {
            self.count.spent(nodes);
        }
    }

    /// After the helpers of a split point have ended and this thread's count has taken their
    /// `helper_nodes` (already reported by them): the shared count dropped if [`share`] made
    /// it (`made`), or those nodes marked as reported.
    ///
    /// [`share`]: Limits::share
    pub(crate) fn unshare(&mut self, made: bool, helper_nodes: u64) {
        if made {
            self.count.total = None;
            self.count.reported = 0;
        } else {
            self.count.reported += helper_nodes;
        }
    }

    /// The same flag and deadline with `used` nodes of the budget spent: the limits of a
    /// search that continues one that has counted `used` nodes with its own count from 0.
    pub fn after(&self, used: u64) -> Limits {
        Limits {
            nodes: self.nodes.map(|n| n.saturating_sub(used)),
            deadline: self.deadline,
            stop: self.stop.clone(),
            count: NodeCount::default(),
        }
    }
}

/// True when one of the flags is set (the abort flags of the split points a thread searches
/// under).
pub(crate) fn aborted(flags: &[Arc<AtomicBool>]) -> bool {
    flags.iter().any(|f| f.load(Ordering::Relaxed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn no_limits_never_stop() {
        let mut l = Limits::default();
        assert!((0..100_000).all(|n| !l.reached_or_aborted(n, &[])));
    }

    #[test]
    fn the_node_budget_stops_at_the_first_check_past_it() {
        let mut l = Limits {
            nodes: Some(3000),
            ..Limits::default()
        };
        let first = (0..10_000).find(|&n| l.reached_or_aborted(n, &[]));
        assert_eq!(first, Some(3072), "the first multiple of 1024 from 3000 up");
    }

    #[test]
    fn the_stop_flag_stops_from_another_handle() {
        let mut l = Limits::default();
        let flag = l.stop.clone();
        assert!(!l.reached_or_aborted(1024, &[]));
        flag.store(true, Ordering::Relaxed);
        assert!(
            !l.reached_or_aborted(1025, &[]),
            "only looked at every 1024 nodes"
        );
        assert!(l.reached_or_aborted(2048, &[]));
    }

    #[test]
    fn a_past_deadline_stops_when_the_clock_is_read() {
        let mut l = Limits {
            deadline: Some(Instant::now() - Duration::from_millis(1)),
            ..Limits::default()
        };
        // Counts past each multiple, as a search's are: the first three checks do not read
        // the clock, the fourth does.
        let first = (1..=8).find(|&k| l.reached_or_aborted(k * 1024 + 7, &[]));
        assert_eq!(first, Some(4), "the clock is read at every fourth check");
        let mut later = Limits {
            deadline: Some(Instant::now() + Duration::from_secs(3600)),
            ..Limits::default()
        };
        assert!((1..=4).all(|k| !later.reached_or_aborted(k * 1024, &[])));
    }

    #[test]
    fn an_abort_flag_stops_at_a_check_and_reached_any_reads_the_clock() {
        let mut l = Limits::default();
        let flag = Arc::new(AtomicBool::new(false));
        let flags = [flag.clone()];
        assert!(!l.reached_or_aborted(1024, &flags));
        flag.store(true, Ordering::Relaxed);
        assert!(
            !l.reached_or_aborted(1025, &flags),
            "only looked at every 1024 nodes"
        );
        assert!(l.reached_or_aborted(2048, &flags));
        let past = Limits {
            deadline: Some(Instant::now() - Duration::from_millis(1)),
            ..Limits::default()
        };
        assert!(past.reached_any(1), "the clock is read at any count");
        assert!(!Limits::default().reached_any(1));
    }

    #[test]
    fn after_spends_the_budget_and_keeps_the_flag() {
        let l = Limits {
            nodes: Some(5000),
            ..Limits::default()
        };
        let mut rest = l.after(4000);
        assert_eq!(rest.nodes, Some(1000));
        assert_eq!(l.after(9000).nodes, Some(0));
        l.stop.store(true, Ordering::Relaxed);
        assert!(
            rest.reached_or_aborted(1024, &[]),
            "the continuation sees the same flag"
        );
    }

    #[test]
    fn the_threads_of_a_split_point_spend_one_budget() {
        let mut main = Limits {
            nodes: Some(10_000),
            ..Limits::default()
        };
        // This thread has counted 4096 nodes when it splits; its helper counts from 0.
        let (mut helper, made) = main.share(4096);
        assert!(made);
        let flags = [];
        assert!(!helper.reached_or_aborted(3072, &flags), "4096 + 3072");
        assert!(!main.reached_or_aborted(5120, &flags), "4096 + 3072 + 1024");
        assert!(helper.reached_or_aborted(5120, &flags), "2048 more: 10,240");
        assert!(main.reached_or_aborted(6144, &flags), "1024 more: 11,264");
        // A split point below shares the same count and makes none; the helper's count is
        // reported as it splits (11,264 + 480), before it waits on its own helpers.
        let (mut below, made_below) = helper.share(5600);
        assert!(!made_below);
        let budget_between = Limits {
            nodes: Some(11_500),
            ..below.clone()
        };
        assert!(budget_between.reached_any(0), "11,744 reported");
        assert!(below.reached_or_aborted(1024, &flags));
        // The helper's last nodes are reported at its end; this thread takes the helper's
        // count and drops the shared one, and then counts alone again.
        helper.report(5800);
        main.unshare(made, 5800);
        assert!(
            !main.reached_or_aborted(8192, &flags),
            "its own count alone"
        );
        assert!(main.reached_any(6144 + 5800), "its count with the helper's");
        // Without a budget nothing is shared.
        let mut free = Limits::default();
        let (h, made) = free.share(0);
        assert!(!made && h.nodes.is_none());
    }

    #[test]
    fn a_count_that_passes_a_multiple_without_a_check_is_checked_at_the_next_node() {
        // The solver counts some nodes without checking (its last empties): a count that
        // jumps from 1000 to 1500 is checked at 1500, and then not before 2048.
        let mut l = Limits {
            nodes: Some(1200),
            ..Limits::default()
        };
        assert!(!l.reached_or_aborted(1000, &[]));
        assert!(l.reached_or_aborted(1500, &[]), "past the budget at 1500");
        let mut l = Limits::default();
        assert!(!l.reached_or_aborted(1500, &[]));
        l.stop.store(true, Ordering::Relaxed);
        assert!(!l.reached_or_aborted(2047, &[]));
        assert!(l.reached_or_aborted(2300, &[]));
        // A count that went back (another search with these limits, counting from 0) is
        // checked at once, not only once it passes where the last one stopped.
        let mut again = l.clone();
        assert!(again.reached_or_aborted(1, &[]));
    }
}
