//! Lazy SMP: helper threads run the main thread's iterative deepening, a move deeper or in
//! another order, and fill the midgame table the main thread reads; the main thread's result
//! alone is used.

use super::root::{root_pvs, root_values};
use super::searcher::{Evaluation, Searcher};
use crate::ai::limits::Limits;
use crate::ai::tt::TranspositionTable;
use crate::rules::{Board, Square};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The midgame search starts helper threads only for iterative deepenings this deep.
const LAZY_FROM_DEPTH: u32 = 4;

/// What the helpers of one search share with its main thread.
pub(super) struct Helpers<'a> {
    /// Search threads in all (the main thread and `threads - 1` helpers).
    pub(super) threads: usize,
    /// The midgame table.
    pub(super) tt: &'a TranspositionTable,
    pub(super) ev: Evaluation,
    pub(super) deadline: Option<Instant>,
}

impl Helpers<'_> {
    /// Runs `main`, the main thread's iterative deepening of `b` to `id_depth` over the root
    /// `moves` (every move's value when `all`), with the helper threads searching beside it
    /// until it returns (none when the deepening is shallower than [`LAZY_FROM_DEPTH`]);
    /// returns what `main` returned and the helpers' nodes.
    pub(super) fn run<T>(
        &self,
        b: &Board,
        moves: &[Square],
        id_depth: u32,
        all: bool,
        main: impl FnOnce() -> T,
    ) -> (T, u64) {
        let helpers = if self.threads > 1 && id_depth >= LAZY_FROM_DEPTH {
            self.threads - 1
        } else {
            0
        };
        // The helpers search until the main thread's iterative deepening ends (`done`).
        let done = Arc::new(AtomicBool::new(false));
        let helper = |_| {
            let limits = Limits {
                nodes: None,
                deadline: self.deadline,
                stop: done.clone(),
            };
            Searcher::new(self.tt, 0, limits, self.ev)
        };
        let helpers: Vec<Searcher<'_>> = (0..helpers).map(helper).collect();
        std::thread::scope(|s| {
            let handles: Vec<_> = helpers
                .into_iter()
                .enumerate()
                .map(|(i, h)| {
                    let moves = moves.to_vec();
                    s.spawn(move || lazy_helper(h, i + 1, b, moves, id_depth, all))
                })
                .collect();
            let out = main();
            done.store(true, Ordering::Relaxed);
            let mut nodes = 0;
            for h in handles {
                nodes += h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            }
            (out, nodes)
        })
    }
}

/// A helper's iterative deepening over the root moves `order` (rotated by its number, and
/// every other helper a move deeper): it fills the shared table for the main thread, whose
/// result alone is used, until its limits stop it. When the main thread values every move
/// (`all`), so does the helper, a full window for each. Returns its nodes.
fn lazy_helper(
    mut h: Searcher<'_>,
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
