//! Self-play data generation: the file is decided by the seed alone, resumes to the same file,
//! refuses another run's file, and holds legal games with correct labels.

use reversi_engine::ai::tools::selfplay::{SelfplayConfig, read_games, run};
use reversi_engine::ai::tools::training::Sample;
use reversi_engine::ai::tools::training::label_exact;
use reversi_engine::rules::notation::play_transcript;
use reversi_engine::rules::{Game, GameOptions, Side};
use std::path::PathBuf;
use std::time::Duration;

/// Small games: shallow search, exact labels from 10 empties, plenty of random moves.
fn quick(seed: u64) -> SelfplayConfig {
    SelfplayConfig {
        seed,
        depth: 2,
        exact: 10,
        margin: 300,
        temperature: 100,
        random: 30,
    }
}

/// A fresh path in the temporary directory for this test.
fn temp(name: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("selfplay-test-{}-{name}.txt", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

fn generate(cfg: &SelfplayConfig, games: u64, threads: usize, path: &PathBuf) -> String {
    run(
        cfg,
        games,
        threads,
        path.to_str().unwrap(),
        Duration::from_secs(60),
        |_| {},
    )
    .unwrap_or_else(|e| panic!("{e}"));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn the_file_depends_on_the_seed_not_on_the_threads() {
    let (a, b, c) = (temp("one"), temp("two"), temp("other-seed"));
    let one = generate(&quick(5), 6, 1, &a);
    let two = generate(&quick(5), 6, 2, &b);
    assert_eq!(one, two, "1 and 2 threads must write the same file");
    let file = read_games(&one).unwrap();
    assert_eq!(file.games.len(), 6);
    let indices: Vec<u64> = file.games.iter().map(|g| g.index).collect();
    assert_eq!(indices, (0..6).collect::<Vec<_>>(), "games in index order");
    let other = generate(&quick(6), 6, 2, &c);
    assert_ne!(
        one.lines().skip(1).collect::<Vec<_>>(),
        other.lines().skip(1).collect::<Vec<_>>(),
        "another seed plays other games"
    );
    for p in [a, b, c] {
        let _ = std::fs::remove_file(p);
    }
}

#[test]
fn a_run_resumed_after_a_kill_writes_the_same_file() {
    let full_path = temp("full");
    let full = generate(&quick(9), 5, 2, &full_path);
    let first_nl = full.find('\n').unwrap();
    let third_line_end = full.match_indices('\n').nth(2).unwrap().0;
    // A kill may leave the file cut anywhere: in the header, at the end of a line, or in the
    // middle of a game's line.
    for cut in [
        0,
        first_nl / 2,
        first_nl + 1,
        first_nl + 20,
        third_line_end + 1,
        third_line_end - 7,
        full.len() - 1,
    ] {
        let p = temp(&format!("cut-{cut}"));
        std::fs::write(&p, &full.as_bytes()[..cut]).unwrap();
        let resumed = generate(&quick(9), 5, 2, &p);
        assert_eq!(resumed, full, "resumed from the first {cut} bytes");
        let _ = std::fs::remove_file(p);
    }
    // A file already holding the games is left as it is; asking for more appends them.
    let again = generate(&quick(9), 5, 1, &full_path);
    assert_eq!(again, full);
    let more = generate(&quick(9), 7, 1, &full_path);
    assert!(more.starts_with(&full));
    assert_eq!(read_games(&more).unwrap().games.len(), 7);
    let _ = std::fs::remove_file(full_path);
}

#[test]
fn another_runs_file_is_refused_and_left_alone() {
    let p = temp("mismatch");
    let before = generate(&quick(3), 2, 1, &p);
    let mut other = quick(3);
    other.depth = 3;
    let err = run(
        &other,
        4,
        1,
        p.to_str().unwrap(),
        Duration::from_secs(60),
        |_| {},
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains(p.to_str().unwrap()), "names the file: {err}");
    assert!(err.contains(&quick(3).header()), "names its header: {err}");
    assert!(err.contains(&other.header()), "names this run's: {err}");
    assert_eq!(
        std::fs::read_to_string(&p).unwrap(),
        before,
        "file untouched"
    );

    // A damaged line (not torn) is an error naming the line, and nothing is cut off.
    let damaged = before.replacen("\t", "\tx", 2);
    std::fs::write(&p, &damaged).unwrap();
    let err = run(
        &quick(3),
        4,
        1,
        p.to_str().unwrap(),
        Duration::from_secs(60),
        |_| {},
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("line 2"), "{err}");
    assert_eq!(std::fs::read_to_string(&p).unwrap(), damaged);

    // Not a self-play file at all.
    std::fs::write(&p, "f5d6c3\t33\t31\n").unwrap();
    let err = run(
        &quick(3),
        4,
        1,
        p.to_str().unwrap(),
        Duration::from_secs(60),
        |_| {},
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("not a self-play file"), "{err}");
    assert_eq!(std::fs::read_to_string(&p).unwrap(), "f5d6c3\t33\t31\n");
    let _ = std::fs::remove_file(p);
}

#[test]
fn header_round_trips_and_bad_headers_are_named() {
    let cfg = quick(u64::MAX);
    assert_eq!(SelfplayConfig::from_header(&cfg.header()), Ok(cfg));
    let err = SelfplayConfig::from_header("#selfplay v1 seed=1 depth=8")
        .unwrap_err()
        .to_string();
    assert!(err.contains("exact"), "{err}");
    assert!(SelfplayConfig::from_header("#selfplay v2 seed=1").is_err());
}

#[test]
fn games_replay_legally_and_labels_are_exact_or_propagated() {
    let p = temp("labels");
    let cfg = quick(11);
    let text = generate(&cfg, 8, 2, &p);
    let file = read_games(&text).unwrap();
    assert_eq!(file.config, cfg);
    assert!(!file.torn);
    let mut endgame: Vec<Sample> = Vec::new();
    for (line, row) in text.lines().skip(1).enumerate() {
        let cols: Vec<&str> = row.split('\t').collect();
        // The transcript replays under the rules to the end, with the counts of the line.
        let mut g = Game::new(GameOptions::default());
        play_transcript(&mut g, cols[2]).unwrap_or_else(|e| panic!("game {line}: {e}"));
        assert!(g.is_over(), "game {line} is finished");
        assert_eq!(
            cols[3],
            format!("{}-{}", g.count(Side::Dark), g.count(Side::Light))
        );
        let game = &file.games[line];
        assert!((6..=10).contains(&game.opening), "a 6-10 move opening");
        let positions = game.positions();
        assert_eq!(positions.len(), game.moves.len() - game.opening);
        // Above the exact depth, every label is the first exact one, seen from the side to
        // move (the side changes with each move, and not across a pass).
        let first_exact = positions
            .iter()
            .position(|(b, _)| b.empty_count() <= cfg.exact)
            .expect("the games reach the exact depth");
        let (anchor_board, anchor) = positions[first_exact];
        let mut replay = Game::new(GameOptions::default());
        let mut anchor_side = None;
        let mut sides = Vec::new();
        for (k, &sq) in game.moves.iter().enumerate() {
            if replay.must_pass() {
                replay.pass().unwrap();
            }
            if k >= game.opening {
                sides.push(replay.to_move());
                if k - game.opening == first_exact {
                    anchor_side = Some(replay.to_move());
                    assert_eq!(replay.board(), anchor_board);
                }
            }
            replay.play(sq).unwrap();
        }
        for (k, (b, label)) in positions.iter().enumerate() {
            if b.empty_count() > cfg.exact {
                let expect = if Some(sides[k]) == anchor_side {
                    anchor
                } else {
                    -anchor
                };
                assert_eq!(*label, expect, "game {line}, position {k}: propagated");
            } else {
                endgame.push(Sample {
                    player: b.player,
                    opponent: b.opponent,
                    target: *label as f32,
                });
            }
        }
    }
    // Every label at the exact depth or below is the exact solver's value (solved again
    // here, from scratch, on the side).
    let mut solved = endgame.clone();
    for s in &mut solved {
        s.target = 99.0;
    }
    assert_eq!(label_exact(&mut solved, cfg.exact, 2), endgame.len());
    assert!(endgame.len() > 50, "{} endgame positions", endgame.len());
    for (a, b) in endgame.iter().zip(&solved) {
        assert_eq!(a.target, b.target, "{:016x} {:016x}", a.player, a.opponent);
    }
    // The training samples are the labelled positions.
    let samples: usize = file.games.iter().map(|g| g.samples().len()).sum();
    let labels: usize = file.games.iter().map(|g| g.labels.len()).sum();
    assert_eq!(samples, labels);
    let _ = std::fs::remove_file(p);
}

#[test]
fn the_command_line_resumes_and_refuses_another_runs_file() {
    let p = temp("cli");
    let path = p.to_str().unwrap();
    let cmd = |seed: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
            .args([
                "selfplay",
                "--games",
                "3",
                "--seed",
                seed,
                "--out",
                path,
                "--depth",
                "2",
                "--exact",
                "8",
                "--threads",
                "2",
            ])
            .output()
            .unwrap()
    };
    let out = cmd("4");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("3/3 games"), "progress on stderr: {err}");
    assert!(err.contains("positions/s"), "{err}");
    let whole = std::fs::read_to_string(&p).unwrap();
    assert_eq!(read_games(&whole).unwrap().games.len(), 3);
    // Killed in the middle of the last game's line: the same command finishes the file.
    std::fs::write(&p, &whole[..whole.len() - 5]).unwrap();
    let out = cmd("4");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&p).unwrap(), whole);
    let out = cmd("5");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    let last = err.lines().last().unwrap_or("");
    assert!(
        last.starts_with("error: ") && last.contains("seed=4") && last.contains("seed=5"),
        "{err}"
    );
    let _ = std::fs::remove_file(p);
}
