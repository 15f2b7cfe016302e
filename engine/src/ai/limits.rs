//! When a search must stop: a node budget, a deadline and a stop flag another thread can set.
//! The midgame engine ([`super::Engine`]) and the exact solver ([`super::endgame::Solver`])
//! each hold one and check it as they count nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
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
}

impl Limits {
    /// True when a search that has counted `nodes` nodes must stop. Cheap: it only looks at
    /// the flag and the budget every 1024 nodes and at the clock every 4096, so a search may
    /// run that many nodes past a limit.
    #[inline]
    pub fn reached(&self, nodes: u64) -> bool {
        nodes.is_multiple_of(CHECK_EVERY) && self.reached_now(nodes)
    }

    /// [`Limits::reached`], or one of the split points' abort `flags` set (a thread searching
    /// under split points of a parallel search, looked at as often as the stop flag).
    #[inline]
    pub(crate) fn reached_or_aborted(&self, nodes: u64, flags: &[Arc<AtomicBool>]) -> bool {
        nodes.is_multiple_of(CHECK_EVERY) && (self.reached_now(nodes) || aborted(flags))
    }

    /// Whether any limit is reached now, the clock read whatever the count: what a thread
    /// asks after its helpers have ended (a helper stopped by the deadline left its move
    /// unsearched, and the count alone would not read the clock).
    pub(crate) fn reached_any(&self, nodes: u64) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.nodes.is_some_and(|n| nodes >= n)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    #[cold]
    pub(crate) fn reached_now(&self, nodes: u64) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.nodes.is_some_and(|n| nodes >= n)
            || (nodes.is_multiple_of(CLOCK_EVERY)
                && self.deadline.is_some_and(|d| Instant::now() >= d))
    }

    /// The same flag and deadline with `used` nodes of the budget spent: the limits of a
    /// search that continues one that has counted `used` nodes with its own count from 0.
    pub fn after(&self, used: u64) -> Limits {
        Limits {
            nodes: self.nodes.map(|n| n.saturating_sub(used)),
            deadline: self.deadline,
            stop: self.stop.clone(),
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
        let l = Limits::default();
        assert!((0..100_000).all(|n| !l.reached(n)));
    }

    #[test]
    fn the_node_budget_stops_at_the_first_check_past_it() {
        let l = Limits {
            nodes: Some(3000),
            ..Limits::default()
        };
        let first = (0..10_000).find(|&n| l.reached(n));
        assert_eq!(first, Some(3072), "the first multiple of 1024 from 3000 up");
    }

    #[test]
    fn the_stop_flag_stops_from_another_handle() {
        let l = Limits::default();
        let flag = l.stop.clone();
        assert!(!l.reached(1024));
        flag.store(true, Ordering::Relaxed);
        assert!(l.reached(1024));
        assert!(!l.reached(1025), "only looked at every 1024 nodes");
    }

    #[test]
    fn a_past_deadline_stops_when_the_clock_is_read() {
        let l = Limits {
            deadline: Some(Instant::now() - Duration::from_millis(1)),
            ..Limits::default()
        };
        assert!(!l.reached(1024), "the clock is not read at every check");
        assert!(l.reached(4096));
        let later = Limits {
            deadline: Some(Instant::now() + Duration::from_secs(3600)),
            ..Limits::default()
        };
        assert!(!later.reached(4096));
    }

    #[test]
    fn an_abort_flag_stops_at_a_check_and_reached_any_reads_the_clock() {
        let l = Limits::default();
        let flag = Arc::new(AtomicBool::new(false));
        let flags = [flag.clone()];
        assert!(!l.reached_or_aborted(1024, &flags));
        flag.store(true, Ordering::Relaxed);
        assert!(l.reached_or_aborted(1024, &flags));
        assert!(
            !l.reached_or_aborted(1025, &flags),
            "only looked at every 1024 nodes"
        );
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
        let rest = l.after(4000);
        assert_eq!(rest.nodes, Some(1000));
        assert_eq!(l.after(9000).nodes, Some(0));
        l.stop.store(true, Ordering::Relaxed);
        assert!(rest.reached(1024), "the continuation sees the same flag");
    }
}
