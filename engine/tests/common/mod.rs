//! Helpers shared by the integration tests.
#![allow(dead_code, unreachable_pub)]

pub mod reference;

use reversi_engine::rules::{Bitboard, Board, Game, Square};
use std::path::PathBuf;

/// A file of the test data vendored in `engine/tests/data/` (see its README). The game's tests
/// include this module too; their manifest directory is the workspace root.
pub fn data(name: &str) -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let engine = if manifest.join("engine").join("Cargo.toml").is_file() {
        manifest.join("engine")
    } else {
        manifest
    };
    engine.join("tests").join("data").join(name)
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

/// A synthetic board (side to move's discs, opponent's discs) on which the side to move has
/// at least `min_moves` legal moves, found by hill climbing from `seed`: one square at a
/// time is set to empty, a disc of either side, and the change is kept when the mobility does
/// not drop (now and then when it drops by at most 2, to leave local maxima). Real games reach
/// at most 33 moves; `min_moves` up to 35 is found within a few thousand steps.
pub fn high_mobility_board(seed: u64, min_moves: u32) -> (u64, u64) {
    use reversi_engine::rules::board::legal_moves;
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let (mut p, mut o) = (0u64, 0u64);
    let mut best = 0;
    for _ in 0..2_000_000 {
        let bit = 1u64 << (rng.next() % 64);
        let (mut np, mut no) = (p & !bit, o & !bit);
        match rng.next() % 3 {
            1 => np |= bit,
            2 => no |= bit,
            _ => {}
        }
        let m = legal_moves(np, no).count_ones();
        if m >= min_moves {
            return (np, no);
        }
        if m >= best || (rng.next().is_multiple_of(1000) && m + 2 >= best) {
            best = m;
            (p, o) = (np, no);
        }
    }
    panic!("no board with {min_moves} moves from seed {seed} (best {best})");
}

/// A game as a server writes it (the first recorded game of `recorded-games.tsv`, with the
/// server's properties, evaluations and times).
pub const SERVER_GAME: &str = "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[alpha]PW[beta]\
RB[2197.01]RW[2199.72]TI[05:00//02:00]TY[8]RE[-2.000]\
BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]\
B[f5//0.01]W[d6/-1.50/0.02]B[c5]W[F4]B[e3/+2/1.5]W[c6]B[d3]W[f6]B[e6]W[b5]B[c4]W[f3]\
B[d7]W[c7]B[b6]W[e8]B[a6]W[e7]B[c8]W[a4]B[b4]W[e2]B[d8]W[b8]B[f1]W[d2]B[g5]W[c3]B[b3]\
W[c2]B[e1]W[g4]B[f2]W[h4]B[g3]W[h3]B[a3]W[a2]B[f7]W[d1]B[c1]W[b2]B[b1]W[f8]B[g6]W[h5]\
B[h7]W[b7]B[a8]W[a7]B[g8]W[g2]B[h1]W[g1]B[h2]W[a1]B[h6]W[g7]B[PA]W[a5];)";

pub const SERVER_MOVES: &str = "f5d6c5f4e3c6d3f6e6b5c4f3d7c7b6e8a6e7c8a4b4e2d8b8f1d2g5c3b3c2e1g4f2h4g3h3a3a2f7d1c1b2b1f8g6h5h7b7a8a7g8g2h1g1h2a1h6g7a5";

/// A random position with `empties` empty squares reached by random play, the side to move
/// having a move.
pub fn random_position(rng: &mut Rng, empties: u32) -> Board {
    loop {
        let mut b = Board::start();
        while b.empty_count() > empties {
            let m = b.legal_moves();
            if m == 0 {
                if b.pass().legal_moves() == 0 {
                    break;
                }
                b = b.pass();
                continue;
            }
            let list: Vec<Square> = Bitboard(m).squares().collect();
            b = b.play(list[rng.below(list.len())]).unwrap();
        }
        if b.empty_count() == empties && b.legal_moves() != 0 {
            return b;
        }
    }
}

/// In every null window from -64 to 64 (odd ends: scores are even), `s` solves `b` to a
/// fail-soft bound on the right side of the score `want`, and inside the window to `want`.
pub fn assert_bounded_in_every_null_window(
    s: &mut reversi_engine::ai::endgame::Solver<'_>,
    b: &Board,
    want: i32,
) {
    for alpha in (-65..=63).step_by(2) {
        let beta = alpha + 2;
        let v = s.solve(b.player, b.opponent, alpha, beta).unwrap();
        let at = format!("window ({alpha}, {beta}), score {want}, got {v}: {b:?}");
        if v <= alpha {
            assert!(want <= v, "fail-low bound under the score: {at}");
        } else if v >= beta {
            assert!(want >= v, "fail-high bound over the score: {at}");
        } else {
            assert_eq!(v, want, "{at}");
        }
    }
}

/// The positions at 8 to 11 empties of the recorded games numbered `games`, labelled with their
/// exact scores: small, exact training data for the fit's tests.
pub fn exact_near_end(
    games: std::ops::Range<usize>,
) -> Vec<reversi_engine::ai::tools::training::Sample> {
    use reversi_engine::ai::tools::training::{label_exact, read_recorded_games};
    let text = std::fs::read_to_string(data("recorded-games.tsv")).unwrap();
    let all = read_recorded_games(&text).unwrap();
    let mut s: Vec<_> = all[games]
        .iter()
        .flat_map(|g| {
            g.positions
                .iter()
                .filter(|s| (8..=11).contains(&(!(s.player | s.opponent)).count_ones()))
                .copied()
                .collect::<Vec<_>>()
        })
        .collect();
    label_exact(&mut s, 11, 2);
    s
}
