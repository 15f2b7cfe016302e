//! Searches on several threads: the exact solver's scores are those of one thread, the
//! midgame search returns a legal move and a value in range, the stop flag stops every thread,
//! and levels and analyses take a thread count.

mod common;

use common::{Rng, assert_bounded_in_every_null_window, random_position};
use reversi_engine::ai::analysis::{AnalysisConfig, Analyst};
use reversi_engine::ai::endgame::Solver;
use reversi_engine::ai::levels::level_with_settings;
use reversi_engine::ai::limits::Limits;
use reversi_engine::ai::tt::TranspositionTable;
use reversi_engine::ai::{Engine, EvalKind, SearchConfig};
use reversi_engine::rules::notation::parse_obf;
use reversi_engine::rules::{Board, Side, Square, Variant};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// A solve of `b` in (alpha, beta) on `threads` threads, with the ordering search from 14
/// empties (so that split points order their moves with it too).
fn solve(b: &Board, variant: Variant, threads: usize, alpha: i32, beta: i32) -> (i32, u64) {
    let tt = TranspositionTable::with_bytes(4 << 20);
    let order = TranspositionTable::with_bytes(1 << 20);
    let mut s = Solver::new(&tt, variant);
    s.order_tt = Some(&order);
    s.order_from = 14;
    s.threads = threads;
    let v = s.solve(b.player, b.opponent, alpha, beta).unwrap();
    (v, s.nodes)
}

#[test]
fn the_parallel_solver_gives_the_scores_of_one_thread_on_random_positions() {
    let mut rng = Rng(4242);
    for variant in Variant::ALL {
        for i in 0..12 {
            let b = random_position(&mut rng, 14 + (i % 5));
            let (want, _) = solve(&b, variant, 1, -64, 64);
            for threads in [2, 3] {
                let (got, _) = solve(&b, variant, threads, -64, 64);
                assert_eq!(got, want, "{variant:?} {threads} threads: {b:?}");
                // Fail-soft bounds on each side of the score, and the score in a window
                // around it.
                let (lo, _) = solve(&b, variant, threads, want - 2, want - 1);
                assert!((want - 1..=want).contains(&lo), "fail high {lo} for {want}");
                let (hi, _) = solve(&b, variant, threads, want + 1, want + 2);
                assert!((want..=want + 1).contains(&hi), "fail low {hi} for {want}");
                let (v, _) = solve(&b, variant, threads, want - 3, want + 3);
                assert_eq!(v, want);
            }
        }
    }
}

#[test]
fn a_solve_in_a_pool_of_two_hands_moves_to_the_other_thread_and_one_thread_hands_none() {
    // The solver shares a split point's moves with tasks of its pool: on two threads the
    // other one searches some of them (counted in `helped`), on one none is shared, and the
    // scores are the same.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    let mut rng = Rng(77);
    let tt = TranspositionTable::with_bytes(4 << 20);
    let (mut helped, mut alone) = (0, 0);
    for _ in 0..6 {
        let b = random_position(&mut rng, 18);
        let mut scores = Vec::new();
        for threads in [1, 2] {
            tt.clear();
            let mut s = Solver::new(&tt, Variant::Classic);
            s.threads = threads;
            s.pool = Some(&pool);
            scores.push(s.solve(b.player, b.opponent, -64, 64).unwrap());
            if threads == 1 {
                alone += s.helped;
            } else {
                helped += s.helped;
            }
        }
        assert_eq!(scores[0], scores[1], "{b:?}");
    }
    assert_eq!(alone, 0);
    assert!(helped > 0, "no move shared in six solves of 18 empties");
}

#[test]
fn the_engine_solves_the_ffo_positions_40_to_44_on_two_threads() {
    let text = std::fs::read_to_string(common::data("ffo40-44.obf")).unwrap();
    let mut engine = Engine::new(Variant::Classic, 64 << 20);
    engine.set_threads(2);
    assert_eq!(engine.threads(), 2);
    for (line, obf) in parse_obf(&text).unwrap() {
        let p = obf.position;
        let b = match p.to_move {
            Side::Dark => Board::new(p.dark, p.light),
            Side::Light => Board::new(p.light, p.dark),
        };
        let cfg = SearchConfig {
            max_depth: 4,
            exact_from: 64,
            eval: EvalKind::Pattern,
            ..SearchConfig::default()
        };
        let r = engine.search(&b, &cfg);
        let want = obf.moves.iter().map(|m| m.1).max().unwrap();
        assert!(r.exact, "line {line}");
        assert_eq!(r.value / 100, want, "line {line}");
        let best = r.best.unwrap();
        let known = obf.moves.iter().find(|m| m.0 == Some(best));
        assert!(
            known.is_none_or(|m| m.1 == want),
            "line {line}: {best} is not a best move"
        );
    }
}

#[test]
fn the_midgame_search_on_two_threads_returns_a_legal_move_and_a_value_in_range() {
    let mut rng = Rng(77);
    let mut engine = Engine::new(Variant::Classic, 16 << 20);
    engine.set_threads(2);
    for i in 0..8 {
        let b = random_position(&mut rng, 40 - i);
        let cfg = SearchConfig {
            max_depth: 7,
            exact_from: 0,
            eval: EvalKind::Pattern,
            mpc: (i % 2 == 0).then_some(1.5),
            ..SearchConfig::default()
        };
        let r = engine.search(&b, &cfg);
        let best = r.best.expect("a move");
        assert!(b.legal_moves() & best.bit() != 0, "{best} is not legal");
        assert!(r.value.abs() <= 6400, "value {}", r.value);
        assert_eq!(r.depth, 7);
        assert!(!r.stopped);
        // Every move valued by the analysis.
        let a = engine.analyze(&b, &cfg);
        assert_eq!(a.moves.len(), b.legal_moves().count_ones() as usize);
        assert!(a.moves.iter().all(|m| m.value.abs() <= 6400));
    }
    // One thread: the same search gives the same result and node count.
    let b = random_position(&mut rng, 36);
    let cfg = SearchConfig {
        max_depth: 6,
        exact_from: 0,
        ..SearchConfig::default()
    };
    let mut one = Engine::new(Variant::Classic, 16 << 20);
    let (r1, r2) = (
        one.search(&b, &cfg),
        Engine::new(Variant::Classic, 16 << 20).search(&b, &cfg),
    );
    assert_eq!((r1.best, r1.value, r1.nodes), (r2.best, r2.value, r2.nodes));
}

/// Full width, a search's value at a depth is the negamax value whatever the order the moves
/// are searched in (a unit test checks it on one thread), so split points on two or three
/// threads must give one thread's values: the best move's and every move's.
#[test]
fn the_midgame_split_points_give_the_full_width_values_of_one_thread() {
    let mut rng = Rng(31);
    for i in 0..10 {
        let b = random_position(&mut rng, [24, 30, 36, 44, 52][i % 5]);
        let cfg = SearchConfig {
            max_depth: 8,
            exact_from: 0,
            eval: EvalKind::Pattern,
            mpc: None,
            ..SearchConfig::default()
        };
        let run = |threads: usize| {
            let mut e = Engine::new(Variant::Classic, 16 << 20);
            e.set_threads(threads);
            let r = e.search(&b, &cfg);
            let mut a = Engine::new(Variant::Classic, 16 << 20);
            a.set_threads(threads);
            let mut values: Vec<(Square, i32)> = a
                .analyze(&b, &cfg)
                .moves
                .iter()
                .map(|m| (m.mv, m.value))
                .collect();
            values.sort();
            (r.value, r.depth, values)
        };
        let one = run(1);
        assert_eq!(one.1, 8);
        for threads in [2, 3] {
            assert_eq!(run(threads), one, "{threads} threads: {b:?}");
        }
    }
}

#[test]
fn the_stop_flag_stops_every_thread_promptly() {
    let mut rng = Rng(5);
    for (empties, exact) in [(40, false), (30, true)] {
        let b = random_position(&mut rng, empties);
        let mut engine = Engine::new(Variant::Classic, 16 << 20);
        engine.set_threads(2);
        let stop = engine.stop_flag();
        let cfg = SearchConfig {
            max_depth: if exact { 4 } else { 40 },
            exact_from: if exact { 64 } else { 0 },
            eval: EvalKind::Pattern,
            ..SearchConfig::default()
        };
        let setter = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            stop.store(true, Ordering::Relaxed);
            Instant::now()
        });
        let r = engine.search(&b, &cfg);
        let done = Instant::now();
        let set_at = setter.join().unwrap();
        assert!(r.stopped, "{empties} empties: stopped");
        assert!(
            done.duration_since(set_at) < Duration::from_millis(500),
            "{empties} empties: stopped {:?} after the flag",
            done.duration_since(set_at)
        );
        assert!(b.legal_moves() & r.best.unwrap().bit() != 0);
        // A deadline stops the threads too.
        engine.stop_flag().store(false, Ordering::Relaxed);
        let t = Instant::now();
        let r = engine.search(
            &b,
            &SearchConfig {
                time_limit: Some(Duration::from_millis(200)),
                ..cfg
            },
        );
        assert!(
            t.elapsed() < Duration::from_millis(900),
            "{:?}",
            t.elapsed()
        );
        assert!(b.legal_moves() & r.best.unwrap().bit() != 0);
    }
}

#[test]
fn levels_and_analyses_take_a_thread_count() {
    let l = level_with_settings("engine+ms=100+threads=2").unwrap();
    assert_eq!(l.threads, 2);
    assert_eq!(level_with_settings("engine").unwrap().threads, 1);
    assert!(level_with_settings("engine+threads=0").is_err());
    let mut an = Analyst::new(
        Variant::Classic,
        AnalysisConfig {
            depth: 6,
            exact_from: 14,
            tt_bytes: 16 << 20,
            threads: 2,
        },
    )
    .unwrap();
    let mut rng = Rng(9);
    let b = random_position(&mut rng, 14);
    let two = an.analyse_position(&b, &Limits::default()).unwrap();
    an.set_threads(1);
    assert_eq!(an.config().threads, 1);
    let one = an.analyse_position(&b, &Limits::default()).unwrap();
    let values = |a: &reversi_engine::ai::analysis::PositionAnalysis| {
        let mut v: Vec<(Square, i32)> = a.moves.iter().map(|m| (m.mv, m.value)).collect();
        v.sort_by_key(|x| x.0.index());
        v
    };
    assert_eq!(
        values(&two),
        values(&one),
        "exact values on 1 and 2 threads"
    );
}

#[test]
fn an_engine_keeps_to_its_memory_on_any_number_of_threads() {
    // The threads share the engine's tables: more threads take no more table memory.
    let budget = 64 << 20;
    let mut e = Engine::new(Variant::Classic, budget);
    let one = e.table_bytes();
    assert!(one <= budget, "{one} bytes on one thread");
    for threads in [2, 8] {
        e.set_threads(threads);
        assert_eq!(e.table_bytes(), one, "{threads} threads");
    }
    // And they still solve: a position of 16 empties on 8 threads, as a fresh engine on one.
    let b = random_position(&mut Rng(77), 16);
    let (eight, _) = e.solve_exact(&b);
    assert_eq!(
        eight,
        Engine::new(Variant::Classic, budget).solve_exact(&b).0
    );
}

/// Lopsided positions, where the stability cutoffs decide most windows, on two threads: in
/// every null window from -64 to 64 the fail-soft bound is on the right side of the score one
/// thread finds, and inside the window it is that score.
#[test]
fn lopsided_endgames_are_bounded_right_in_every_window_on_two_threads() {
    let mut rng = Rng(1358);
    let mut found = 0;
    while found < 6 {
        let b = random_position(&mut rng, 13);
        let (want, _) = solve(&b, Variant::Classic, 1, -64, 64);
        if want.abs() < 24 {
            continue;
        }
        found += 1;
        let tt = TranspositionTable::with_bytes(4 << 20);
        let order = TranspositionTable::with_bytes(1 << 20);
        let mut s = Solver::new(&tt, Variant::Classic);
        s.order_tt = Some(&order);
        s.order_from = 14;
        s.threads = 2;
        assert_bounded_in_every_null_window(&mut s, &b, want);
    }
}

/// A node budget is the whole search's on several threads as on one: the threads of a split
/// point count their nodes together, so the search stops within a few checks (every 1024
/// nodes) of the budget however its work was shared, in the midgame and in the solve.
#[test]
fn a_node_budget_is_the_whole_searchs_on_several_threads() {
    let mut rng = Rng(611);
    let budget = 400_000;
    for (empties, exact) in [(44, false), (36, false), (26, true)] {
        let b = random_position(&mut rng, empties);
        for threads in [1, 2, 3] {
            let mut engine = Engine::new(Variant::Classic, 16 << 20);
            engine.set_threads(threads);
            let cfg = SearchConfig {
                max_depth: if exact { 4 } else { 30 },
                exact_from: if exact { 64 } else { 0 },
                node_limit: Some(budget),
                eval: EvalKind::Pattern,
                ..SearchConfig::default()
            };
            let r = engine.search(&b, &cfg);
            let what = format!("{empties} empties, {threads} threads");
            assert!(!r.exact && r.depth < 30, "{what}: the search was cut short");
            assert!(
                (budget..budget + 16 * 1024).contains(&r.nodes),
                "{what}: {} nodes for a budget of {budget}",
                r.nodes
            );
            assert!(b.legal_moves() & r.best.expect("a move").bit() != 0);
        }
    }
}
