//! The solver's selective passes: a pass cuts (it is cheaper than the exact solve), its
//! bounds are marked in the table with its width and neither a wider pass nor an exact
//! solve takes them, the exact score
//! after the passes is the exact score, and the root's windows end even when a selective
//! search contradicts itself.

mod common;

use common::{Rng, random_position};
use reversi_engine::ai::endgame::{SELECTIVE_ROOT_FROM, Solver, aspiration};
use reversi_engine::ai::tt::{TranspositionTable, hash};
use reversi_engine::rules::{Board, Variant};

/// Fresh tables for a solver with the ordering search from 14 empties, so that positions of
/// a test's size use it (a pass's shallow searches need its table).
struct Tables {
    tt: TranspositionTable,
    order: TranspositionTable,
    helpers: Vec<TranspositionTable>,
}

impl Tables {
    fn new(threads: usize) -> Tables {
        Tables {
            tt: TranspositionTable::with_bytes(8 << 20),
            order: TranspositionTable::with_bytes(1 << 20),
            helpers: (1..threads)
                .map(|_| TranspositionTable::with_bytes(1 << 20))
                .collect(),
        }
    }

    fn solver(&mut self, threads: usize) -> Solver<'_> {
        let mut s = Solver::new(&self.tt, Variant::Classic);
        s.order_tt = Some(&mut self.order);
        s.order_from = 14;
        s.threads = threads;
        s.helper_order_tts = self.helpers.iter_mut().collect();
        s
    }
}

fn exact(b: &Board) -> i32 {
    let mut t = Tables::new(1);
    t.solver(1).solve(b.player, b.opponent, -64, 64).unwrap()
}

#[test]
fn a_selective_pass_is_cheaper_and_an_exact_solve_after_it_in_the_same_table_is_exact() {
    let mut rng = Rng(2611);
    let (mut pass_nodes, mut exact_nodes) = (0, 0);
    for i in 0..10 {
        let b = random_position(&mut rng, 16 + (i % 3));
        let want = exact(&b);
        let mut fresh = Tables::new(1);
        let mut s = fresh.solver(1);
        s.solve(b.player, b.opponent, -64, 64).unwrap();
        exact_nodes += s.nodes;

        let mut t = Tables::new(1);
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
    let mut t = Tables::new(1);
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
            let mut t = Tables::new(threads);
            let mut s = t.solver(threads);
            // A guess far off, and one right.
            let guess = if i % 2 == 0 { -want } else { want };
            assert_eq!(
                s.solve_around(b.player, b.opponent, guess).unwrap(),
                want,
                "{threads} threads, {b:?}"
            );
            assert_eq!(s.selectivity, 0, "the solver is left exact");
            // The root's best move is in the table, and it scores the exact score.
            let best = t.tt.probe(hash(b.player, b.opponent)).unwrap();
            let sq = reversi_engine::rules::Square::new(best.best_move().unwrap() as u8);
            let child = b.play(sq.unwrap()).unwrap();
            assert_eq!(
                -exact(&child),
                want,
                "{threads} threads, best move of {b:?}"
            );
        }
    }
}

#[test]
fn the_windows_find_the_score_from_any_guess() {
    for score in (-64..=64).step_by(2) {
        for guess in (-64..=64).step_by(6) {
            let mut calls = 0;
            // A fail-soft search of a position whose score is `score`.
            let v = aspiration(
                |lo, hi| {
                    calls += 1;
                    assert!(lo < hi);
                    Ok(score)
                },
                guess,
            );
            assert_eq!(v, Ok(score), "guess {guess}");
            assert!(calls <= 8, "{calls} searches for {score} from {guess}");
        }
    }
}

#[test]
fn the_windows_end_when_a_selective_search_contradicts_itself() {
    // A search that fails high on every window starting under 10 and low on every other: it
    // proves the score both at least and at most 10-something.
    let mut calls = 0;
    let v = aspiration(
        |lo, hi| {
            calls += 1;
            assert!(calls < 100, "the windows never end");
            Ok(if lo < 10 { hi } else { lo })
        },
        0,
    )
    .unwrap();
    // The answer is a bound the search gave.
    assert!((7..=17).contains(&v), "{v}");
}
