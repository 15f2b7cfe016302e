//! The solver's selective passes: a pass cuts (it is cheaper than the exact solve), its
//! bounds are marked in the table with its width and neither a wider pass nor an exact solve
//! takes them (at the node or as a child's), the exact score after the passes is the exact
//! score with a move that scores it, a solve stopped after the passes keeps the last one's
//! move, and the root's windows find any score and end even when a selective search
//! contradicts itself.

mod common;

use common::{Rng, random_position};
use reversi_engine::ai::endgame::{SELECTIVE_PASSES, SELECTIVE_ROOT_FROM, Solver, aspiration};
use reversi_engine::ai::tt::{TranspositionTable, hash};
use reversi_engine::rules::{Board, Variant};

/// Fresh tables for a solver with the ordering search from 14 empties, so that positions of
/// a test's size use it (a pass's shallow searches need its table).
struct Tables {
    tt: TranspositionTable,
    order: TranspositionTable,
}

impl Tables {
    fn new() -> Tables {
        Tables {
            tt: TranspositionTable::with_bytes(8 << 20),
            order: TranspositionTable::with_bytes(1 << 20),
        }
    }

    fn solver(&mut self, threads: usize) -> Solver<'_> {
        let mut s = Solver::new(&self.tt, Variant::Classic);
        s.order_tt = Some(&self.order);
        s.order_from = 14;
        s.threads = threads;
        s
    }
}

fn exact(b: &Board) -> i32 {
    let mut t = Tables::new();
    t.solver(1).solve(b.player, b.opponent, -64, 64).unwrap()
}

#[test]
fn a_selective_pass_is_cheaper_and_an_exact_solve_after_it_in_the_same_table_is_exact() {
    let mut rng = Rng(2611);
    let (mut pass_nodes, mut exact_nodes) = (0, 0);
    for i in 0..10 {
        let b = random_position(&mut rng, 16 + (i % 3));
        let want = exact(&b);
        let mut fresh = Tables::new();
        let mut s = fresh.solver(1);
        s.solve(b.player, b.opponent, -64, 64).unwrap();
        exact_nodes += s.nodes;

        let mut t = Tables::new();
        let mut s = t.solver(1);
        // The narrowest pass (0.3 standard deviations), then an exact solve in its table.
        s.selectivity = 3;
        s.solve(b.player, b.opponent, -64, 64).unwrap();
        pass_nodes += s.nodes;
        s.selectivity = 0;
        assert_eq!(
            s.solve(b.player, b.opponent, -64, 64).unwrap(),
            want,
            "{b:?}"
        );
        // In windows too.
        assert_eq!(
            s.solve(b.player, b.opponent, want - 1, want + 1).unwrap(),
            want
        );
    }
    assert!(
        pass_nodes < exact_nodes,
        "the passes searched {pass_nodes} nodes, the exact solves {exact_nodes}"
    );
}

#[test]
fn a_passs_bounds_are_marked_and_only_a_pass_as_narrow_or_narrower_takes_them() {
    let mut rng = Rng(77);
    let b = random_position(&mut rng, 14);
    let want = exact(&b);
    let wrong = if want > 0 { want - 20 } else { want + 20 };
    let mut t = Tables::new();
    let key = hash(b.player, b.opponent);
    t.tt.store_selective(key, 14, 7, wrong, wrong, None);
    assert_eq!(t.tt.probe(key).unwrap().selectivity, 7);
    let mut s = t.solver(1);
    s.selectivity = 7;
    assert_eq!(s.solve(b.player, b.opponent, -64, 64).unwrap(), wrong);
    // A narrower pass cuts more, and trusts a wider one's bounds; a wider one does not.
    s.selectivity = 3;
    assert_eq!(s.solve(b.player, b.opponent, -64, 64).unwrap(), wrong);
    s.selectivity = 12;
    assert_ne!(s.solve(b.player, b.opponent, -64, 64).unwrap(), wrong);
    s.selectivity = 0;
    assert_eq!(s.solve(b.player, b.opponent, -64, 64).unwrap(), want);
    // The exact solve's bounds replace the pass's, unmarked.
    assert_eq!(t.tt.probe(key).unwrap().selectivity, 0);
}

#[test]
fn solving_around_a_guess_after_the_passes_is_exact_on_one_thread_and_on_two() {
    let mut rng = Rng(909);
    for i in 0..4 {
        let b = random_position(&mut rng, SELECTIVE_ROOT_FROM);
        let want = exact(&b);
        for threads in [1, 2] {
            let mut t = Tables::new();
            let mut s = t.solver(threads);
            // A guess far off, and one right.
            let guess = if i % 2 == 0 { -want } else { want };
            let (v, best) = s.solve_around(b.player, b.opponent, guess).unwrap();
            assert_eq!(v, want, "{threads} threads, {b:?}");
            assert_eq!(s.selectivity, 0, "the solver is left exact");
            // The move returned scores the score.
            let sq = reversi_engine::rules::Square::new(best.unwrap() as u8).unwrap();
            let child = b.play(sq).unwrap();
            assert_eq!(
                -exact(&child),
                want,
                "{threads} threads, best move of {b:?}"
            );
            // The passes ran.
            assert!(s.pass_nodes > 0 && s.pass_nodes < s.nodes, "{b:?}");
        }
    }
    // Below their empties, and under Reverse (whose evaluation has no statistics), none.
    let b = random_position(&mut rng, SELECTIVE_ROOT_FROM - 1);
    let mut t = Tables::new();
    let mut s = t.solver(1);
    s.solve_around(b.player, b.opponent, 0).unwrap();
    assert_eq!(s.pass_nodes, 0);
    let b = random_position(&mut rng, SELECTIVE_ROOT_FROM);
    let mut s = Solver::new(&t.tt, Variant::Reverse);
    s.order_tt = Some(&t.order);
    s.solve_around(b.player, b.opponent, 0).unwrap();
    assert_eq!(s.pass_nodes, 0);
}

#[test]
fn a_solve_stopped_after_its_passes_leaves_the_last_passs_move_and_score() {
    let mut rng = Rng(4401);
    let mut checked = 0;
    for _ in 0..6 {
        let b = random_position(&mut rng, SELECTIVE_ROOT_FROM);
        // The whole solve: its passes' nodes and the last pass's move and score.
        let mut t = Tables::new();
        let mut s = t.solver(1);
        s.solve_around(b.player, b.opponent, 0).unwrap();
        let (passes, total, last) = (s.pass_nodes, s.nodes, s.pass_best);
        let (m, _, width) = last.expect("the passes name a move");
        assert_eq!(width, *SELECTIVE_PASSES.last().unwrap());
        assert!(b.legal_moves() >> m & 1 != 0, "{m} is not legal in {b:?}");
        // Stopped within the exact solve (one thread: the passes repeat node for node), the
        // solver still holds the last pass's move and score.
        if total < passes + 4_096 {
            continue;
        }
        let mut t = Tables::new();
        let mut s = t.solver(1);
        s.limits.nodes = Some(passes + (total - passes) / 2);
        assert!(s.solve_around(b.player, b.opponent, 0).is_err());
        assert_eq!(s.pass_best, last, "{b:?}");
        // Stopped within the first pass on another position, the same solver holds none.
        let other = random_position(&mut rng, SELECTIVE_ROOT_FROM + 2);
        s.nodes = 0;
        s.limits.nodes = Some(1_024);
        assert!(s.solve_around(other.player, other.opponent, 0).is_err());
        assert_eq!(s.pass_best, None);
        checked += 1;
    }
    assert!(
        checked >= 3,
        "only {checked} solves were long enough to stop"
    );
}

fn children(b: &Board) -> Vec<Board> {
    let m = b.legal_moves();
    (0..64u8)
        .filter(|i| m >> i & 1 != 0)
        .filter_map(|i| b.play(reversi_engine::rules::Square::new(i)?))
        .collect()
}

#[test]
fn an_exact_solve_takes_no_passs_bound_for_a_child_either() {
    // The enhanced transposition cutoff reads the children's entries before searching them:
    // a pass's bound there must not decide an exact solve.
    let mut rng = Rng(31);
    let b = random_position(&mut rng, 16);
    let want = exact(&b);
    assert_ne!(want, 64);
    let mut t = Tables::new();
    // A wrong pass's bound on one child: its score at most -64, so ours at least 64.
    let c = children(&b)[0];
    t.tt.store_selective(hash(c.player, c.opponent), 15, 12, -64, -64, None);
    let mut s = t.solver(1);
    s.selectivity = 12;
    assert_eq!(s.solve(b.player, b.opponent, -64, 64).unwrap(), 64);
    s.selectivity = 0;
    assert_eq!(s.solve(b.player, b.opponent, -64, 64).unwrap(), want);
}

#[test]
fn the_windows_find_the_score_from_any_guess_with_a_move_that_scores_it() {
    for score in (-64..=64).step_by(2) {
        for guess in (-64..=64).step_by(2) {
            // Fail-soft searches that return the exact score when it is outside the window
            // (the most they can say), and fail-hard ones that return the window's end. A
            // search naming its move names the right one (1) unless it failed low (2).
            for hard in [false, true] {
                let mut calls = 0;
                let v = aspiration(
                    |lo, hi| {
                        calls += 1;
                        assert!(lo < hi && lo % 2 != 0 && hi % 2 != 0, "({lo}, {hi})");
                        assert!(calls <= 8, "{calls} searches for {score} from {guess}");
                        let v = if hard { score.clamp(lo, hi) } else { score };
                        Ok((v, Some(if score > lo { 1 } else { 2 })))
                    },
                    guess,
                );
                let (got, m) = v.unwrap();
                assert_eq!(got, score, "guess {guess}, fail-hard {hard}");
                // The move of a search that failed low is never the answer's; only a score of
                // -64, where every search may fail low, may come without one.
                assert!(
                    m == Some(1) || (score == -64 && m.is_none()),
                    "{m:?} for {score} from {guess}, fail-hard {hard}"
                );
            }
        }
    }
}

#[test]
fn the_windows_end_when_a_selective_search_contradicts_itself() {
    // A search that fails high on every window starting under 10 and low on every other: it
    // proves the score both at least and at most 10-something.
    let mut calls = 0;
    let (v, _) = aspiration(
        |lo, hi| {
            calls += 1;
            assert!(calls < 100, "the windows never end");
            Ok((if lo < 10 { hi } else { lo }, None::<u8>))
        },
        0,
    )
    .unwrap();
    // The answer is a bound the search gave.
    assert!((7..=17).contains(&v), "{v}");
}

/// A pass is never cut at its root, however narrow: it ends with the root stored, its move
/// named, in windows its shallow search would have cut.
#[test]
fn a_pass_searches_its_root_and_names_a_move() {
    let mut rng = Rng(4402);
    let mut named = 0;
    for _ in 0..4 {
        let b = random_position(&mut rng, SELECTIVE_ROOT_FROM);
        if b.legal_moves() == 0 {
            continue;
        }
        for (lo, hi) in [(-11, -7), (-3, 3), (7, 11)] {
            let mut t = Tables::new();
            let mut s = t.solver(1);
            s.selectivity = 1;
            let v = s.solve(b.player, b.opponent, lo, hi).unwrap();
            let e = t.tt.probe(hash(b.player, b.opponent));
            let e = e.unwrap_or_else(|| panic!("the root is stored: {b:?} in ({lo}, {hi})"));
            assert_eq!(e.selectivity, 1);
            // A search failing low proves no move; any other names one.
            if v > lo {
                let m = e.best_move().expect("the pass names a move");
                assert!(b.legal_moves() >> m & 1 != 0, "{m} is not legal in {b:?}");
                named += 1;
            }
        }
    }
    assert!(named >= 4, "{named} searches named a move");
}
