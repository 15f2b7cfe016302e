//! The list of saved games with 5,000 games: the first scan (every file read and the index
//! written), then the scan the list does each time it opens (sizes and times compared with
//! the index, nothing read), the record gathered, the filter and the first page. Prints the
//! times; run with `cargo bench --bench games_list`.

use reversi_engine::rules::{Game, GameOptions};
use reversi3d::game::{Filter, PlayerKind, Players, Record, filtered, gather, saved_text, scan};
use std::time::Instant;

const GAMES: usize = 5_000;

/// A finished game of random legal moves (xorshift from `seed`).
fn random_game(seed: u64) -> Game {
    let mut g = Game::new(GameOptions::default());
    let mut rng = seed.max(1);
    while !g.is_over() {
        if g.must_pass() {
            g.pass().unwrap();
            continue;
        }
        let m: Vec<_> = reversi_engine::rules::Bitboard(g.legal_moves())
            .squares()
            .collect();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        g.play(m[(rng % m.len() as u64) as usize]).unwrap();
    }
    g
}

fn main() {
    let dir = std::env::temp_dir().join(format!("reversi3d-bench-games-{}", std::process::id()));
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let players = Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Computer(reversi_engine::ai::level_index("Expert")),
    };
    for i in 0..GAMES {
        let text = saved_text(&random_game(i as u64 + 1), &players);
        std::fs::write(games.join(format!("game-{i:05}.txt")), text).unwrap();
    }
    let t = Instant::now();
    let (rows, first) = scan(&games);
    let first_time = t.elapsed();
    assert_eq!((rows.len(), first.read), (GAMES, GAMES));
    let mut opens = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let (rows, again) = scan(&games);
        let record = Record::of(&gather(&games, &rows));
        let shown = filtered(&rows, &Filter::default());
        let page: Vec<_> = shown.iter().take(10).collect();
        opens.push(t.elapsed());
        assert_eq!((again.read, again.from_index), (0, GAMES));
        assert_eq!(page.len(), 10);
        assert_eq!(record.total() as usize, GAMES);
    }
    opens.sort();
    eprintln!(
        "{GAMES} games: first scan (every file read, index written) {:.2} s; \
         opening the list after it (scan against the index, record, filter, first page): \
         median {:.0} ms, slowest {:.0} ms of 5",
        first_time.as_secs_f64(),
        opens[2].as_secs_f64() * 1000.0,
        opens[4].as_secs_f64() * 1000.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}
