//! Iterative deepening cut short: a search stopped in the middle of a depth plays what that
//! depth had already proved (the best move of the depth before, or a move proved better),
//! never a move that depth had not searched; a root to be solved is searched shallow, and a
//! solve cut short plays the move of its last selective pass.

mod common;

use common::{Rng, random_position};
use reversi_engine::ai::*;
use reversi_engine::rules::*;

/// The search a level makes, full width so that every move's value at a depth is one number.
fn config(depth: u32, node_limit: Option<u64>) -> SearchConfig {
    SearchConfig {
        max_depth: depth,
        exact_from: 0,
        node_limit,
        eval: EvalKind::Pattern,
        mpc: None,
        ..SearchConfig::default()
    }
}

/// One search of `b` by a new engine (one thread: the same nodes in the same order each time).
fn search(b: &Board, depth: u32, node_limit: Option<u64>) -> SearchResult {
    let mut engine = Engine::new(Variant::Classic, 16 << 20);
    engine.search(b, &config(depth, node_limit))
}

/// Stopped at node budgets spread over the last depth of a search, the engine plays the best
/// move of the depth before or a move worth more at the last depth, with a value that proved
/// it; and in some positions, before that depth ends, the move it found better there.
#[test]
fn a_search_stopped_within_a_depth_plays_what_that_depth_proved() {
    const DEPTH: u32 = 7;
    let mut rng = Rng(2026);
    let (mut changed, mut switched_early) = (0, 0);
    for _ in 0..40 {
        let b = random_position(&mut rng, 36);
        if b.legal_moves().count_ones() < 4 {
            continue;
        }
        let before = search(&b, DEPTH - 1, None);
        let whole = search(&b, DEPTH, None);
        let first = before.best.unwrap();
        // Every move's value at the last depth (full window each).
        let mut engine = Engine::new(Variant::Classic, 16 << 20);
        let values = engine.analyze(&b, &config(DEPTH, None)).moves;
        let value = |mv: Square| values.iter().find(|m| m.mv == mv).unwrap().value;
        if whole.best != Some(first) {
            changed += 1;
        }
        // Budgets within the last depth: past the depth before (depths 1 to 6 of the search
        // repeat it node for node), and short of the whole search by more than the 1,024
        // nodes a search may run past its budget between two checks.
        let (lo, hi) = (before.nodes + 1_100, whole.nodes.saturating_sub(1_100));
        if lo >= hi {
            continue;
        }
        for i in 0..24 {
            let limit = lo + (hi - lo) * i / 23;
            let r = search(&b, DEPTH, Some(limit));
            let mv = r.best.unwrap();
            assert!(
                r.nodes < whole.nodes,
                "{b:?}: budget {limit} did not stop it"
            );
            assert!(
                value(mv) >= value(first),
                "{b:?}: budget {limit}: played {mv} worth {} at depth {DEPTH}, \
                 below {first} of depth {} worth {}",
                value(mv),
                DEPTH - 1,
                value(first)
            );
            if mv != first {
                // The value that proved it better: above the first move's, and no more than
                // its own (a lower bound when only its null window had finished).
                assert!(
                    r.value > value(first) && r.value <= value(mv),
                    "{b:?}: budget {limit}: {mv} played with value {}, worth {} against {}",
                    r.value,
                    value(mv),
                    value(first)
                );
                if whole.best == Some(mv) {
                    switched_early += 1;
                }
            }
        }
    }
    assert!(
        changed >= 5,
        "only {changed} positions change their move at the last depth"
    );
    assert!(
        switched_early > 0,
        "no stopped search played the move its last depth had found better"
    );
}

/// A root the engine solves is searched only [`SOLVE_GUESS_DEPTH`] moves deep before the
/// solve, so that the time is the solve's; a search stopped within the solve, after its
/// selective passes to the end, plays the last pass's move (a search as deep as the empties,
/// not exact), not the shallow search's.
#[test]
fn a_root_to_solve_is_searched_shallow_and_a_stopped_solve_plays_its_passs_move() {
    use reversi_engine::ai::endgame::SELECTIVE_PASSES;
    use reversi_engine::ai::mpc::MIN_DEPTH;
    use reversi_engine::ai::search::engine::SOLVE_GUESS_DEPTH;
    const EMPTIES: u32 = 22;
    let cfg = |node_limit| SearchConfig {
        max_depth: 21,
        exact_from: EMPTIES,
        node_limit,
        eval: EvalKind::Pattern,
        mpc: Some(1.5),
        ..SearchConfig::default()
    };
    let mut rng = Rng(2211);
    let mut passes = 0;
    for _ in 0..4 {
        let b = random_position(&mut rng, EMPTIES);
        let whole = Engine::new(Variant::Classic, 16 << 20).search(&b, &cfg(None));
        assert!(whole.exact && whole.depth == EMPTIES, "{b:?}");
        assert_eq!(
            whole.selectivity, None,
            "an exact value is no selective search's"
        );
        for i in 1..8 {
            let limit = whole.nodes * i / 8;
            let r = Engine::new(Variant::Classic, 16 << 20).search(&b, &cfg(Some(limit)));
            let mv = r.best.unwrap();
            assert!(b.legal_moves() & mv.bit() != 0, "{b:?}: {mv}");
            if r.exact {
                continue;
            }
            // Stopped: the shallow search's move (Multi-ProbCut's width), or the pass's (a
            // score in whole discs, the pass's width).
            if r.depth == EMPTIES {
                assert_eq!(r.value % 100, 0, "{b:?}: budget {limit}");
                let width = r.selectivity.expect("a pass's move is selective");
                assert!(
                    SELECTIVE_PASSES
                        .iter()
                        .any(|&w| f32::from(w) / 10.0 == width),
                    "{b:?}: budget {limit}: width {width} is no pass's"
                );
                passes += 1;
            } else {
                assert!(
                    r.depth <= SOLVE_GUESS_DEPTH,
                    "{b:?}: budget {limit}: searched {} deep before the solve",
                    r.depth
                );
                // Multi-ProbCut's width once a cut could apply (from 4 moves deep).
                let width = (r.depth > MIN_DEPTH).then_some(1.5);
                assert_eq!(r.selectivity, width, "{b:?}: budget {limit}");
            }
        }
    }
    assert!(passes > 0, "no stopped solve played its pass's move");
}
