//! Criterion benchmarks of the engine: perft from the start, exact endgame solving, naming
//! a game's opening (the window names it at every frame of the status line), and a move from
//! the opening book (a level answers it with no search).
//! The CLI gives the headline figures too: `reversi-engine perft 12 --last`,
//! `reversi-engine solve engine/tests/data/ffo40-44.obf`.

use criterion::{Criterion, criterion_group, criterion_main};
use reversi_engine::ai::Engine;
use reversi_engine::rules::kernels::{perft, perft_portable};
use reversi_engine::rules::notation::parse_obf;
use reversi_engine::rules::{Board, Side, Variant};
use std::hint::black_box;

fn perft_bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    g.bench_function("perft 9 (kernels chosen at run time)", |b| {
        b.iter(|| perft(black_box(&Board::start()), 9))
    });
    g.bench_function("perft 9 portable", |b| {
        b.iter(|| perft_portable(black_box(&Board::start()), 9))
    });
    g.finish();
}

fn solve_bench(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/ffo40-44.obf");
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("{path} not found: skipping the solver benchmark");
        return;
    };
    let lines = parse_obf(&text).expect("a valid OBF file");
    let (_, first) = &lines[0];
    let p = first.position;
    let board = if p.to_move == Side::Dark {
        Board::new(p.dark, p.light)
    } else {
        Board::new(p.light, p.dark)
    };
    let mut g = c.benchmark_group("solve");
    g.sample_size(10);
    g.bench_function("FFO #40 exact (20 empties)", |b| {
        b.iter(|| {
            let mut engine = Engine::new(Variant::Classic, 64 << 20);
            engine.solve_exact(black_box(&board))
        })
    });
    g.finish();
}

fn opening_bench(c: &mut Criterion) {
    use reversi_engine::rules::notation::replay;
    use reversi_engine::rules::openings::opening_of;
    // The Mainline Tiger (18 plies, all in the book), and a game that leaves the book at its
    // third move.
    let deep =
        replay(Default::default(), "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3").expect("a legal line");
    let short = replay(Default::default(), "f5f4e3f6d3").expect("a legal line");
    let mut g = c.benchmark_group("openings");
    g.bench_function("opening_of, 18 plies in the book", |b| {
        b.iter(|| opening_of(black_box(&deep)))
    });
    g.bench_function("opening_of, left at move 3", |b| {
        b.iter(|| opening_of(black_box(&short)))
    });
    g.finish();
}

fn book_bench(c: &mut Criterion) {
    use rand::SeedableRng;
    use reversi_engine::ai::book::embedded;
    use reversi_engine::ai::{LEVELS, book_move};
    use reversi_engine::rules::notation::replay;
    let book = embedded();
    let tiger = replay(Default::default(), "f5d6c3d3c4f4").expect("a legal line");
    let variety = LEVELS[LEVELS.len() - 1].book.unwrap_or(100);
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let mut g = c.benchmark_group("book");
    g.bench_function("book move, the Engine level's variety", |b| {
        b.iter(|| book_move(book, black_box(&tiger), variety, &mut rng))
    });
    g.finish();
}

criterion_group!(benches, perft_bench, solve_bench, opening_bench, book_bench);
criterion_main!(benches);
