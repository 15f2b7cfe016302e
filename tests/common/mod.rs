//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod reference;

use reversi3d::rules::{Bitboard, Game, Square};
use std::path::PathBuf;

/// A file of the test data vendored in `tests/data/` (see `tests/data/README.md`).
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("data")
        .join(name)
}

/// A small deterministic generator (xorshift) for tests that walk random games.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Plays up to `plies` random legal moves (passing when forced) from `game`.
pub fn random_walk(game: &mut Game, rng: &mut Rng, plies: usize) {
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        if game.must_pass() {
            game.pass().unwrap();
            continue;
        }
        let moves: Vec<Square> = Bitboard(game.legal_moves()).squares().collect();
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
}
