//! Criterion benchmarks of the engine: perft from the start and exact endgame solving.
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

criterion_group!(benches, perft_bench, solve_bench);
criterion_main!(benches);
