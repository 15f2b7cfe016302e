//! Training data: WTHOR `.wtb` databases read and written (the recorded games round-trip
//! through one; damaged files are errors naming the file, record and move, never a panic),
//! and `train`'s sources (recorded, self-play and WTHOR files recognised by their content,
//! held out game by game in each, self-play labels kept as they are).

mod common;

use common::{data, exact_near_end};
use proptest::prelude::*;
use reversi_engine::ai::tools::selfplay::{SelfplayConfig, read_games, run};
use reversi_engine::ai::tools::training::sources::{SourceKind, detect, read_source};
use reversi_engine::ai::tools::training::wthor::{
    HEADER_BYTES, RECORD_BYTES, WthorGame, WthorHeader, read_wtb, record_of, write_wtb,
};
use reversi_engine::ai::tools::training::{Sample, TrainingSet, read_recorded_games};
use reversi_engine::rules::notation::play_transcript;
use reversi_engine::rules::{Game, GameOptions};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

/// The recorded games' text.
fn recorded_text() -> &'static str {
    static T: OnceLock<String> = OnceLock::new();
    T.get_or_init(|| std::fs::read_to_string(data("recorded-games.tsv")).unwrap())
}

/// The recorded games as WTHOR records, with made-up ids.
fn recorded_as_wthor(n: usize) -> Vec<WthorGame> {
    recorded_text()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .take(n)
        .enumerate()
        .map(|(i, l)| {
            let mut g = Game::new(GameOptions::default());
            play_transcript(&mut g, l.split('\t').next().unwrap()).unwrap();
            let mut w = record_of(&g);
            w.tournament = (i % 7) as u16;
            w.black = (i % 300) as u16;
            w.white = (i % 301 + 1) as u16;
            w
        })
        .collect()
}

/// A small `.wtb` of the first recorded games (header, 68-byte records).
fn small_wtb() -> &'static [u8] {
    static B: OnceLock<Vec<u8>> = OnceLock::new();
    B.get_or_init(|| write_wtb(WthorHeader::new(0, 2025), &recorded_as_wthor(40)))
}

/// A fresh path in the temporary directory for this test.
fn temp(name: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("training-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

fn targets(s: &[Sample]) -> Vec<(u64, u64, f32)> {
    s.iter().map(|s| (s.player, s.opponent, s.target)).collect()
}

#[test]
fn the_recorded_games_round_trip_through_a_wtb_file() {
    let games = recorded_as_wthor(usize::MAX);
    assert_eq!(games.len(), 4121);
    let bytes = write_wtb(WthorHeader::new(0, 2025), &games);
    assert_eq!(bytes.len(), HEADER_BYTES + RECORD_BYTES * games.len());
    let file = read_wtb("all.wtb", &bytes).unwrap();
    assert_eq!(file.header.records as usize, games.len());
    assert_eq!((file.header.year, file.header.board_size), (2025, 8));
    assert_eq!(file.games, games);
    // The first recorded game: f5 is byte 56, d6 is 64.
    assert_eq!(&bytes[HEADER_BYTES + 8..HEADER_BYTES + 10], &[56, 64]);

    // As training data the WTHOR file gives the recorded file's positions and labels (the
    // final result, empties to the winner) game by game, held out alike.
    let wtb = temp("all.wtb");
    std::fs::write(&wtb, &bytes).unwrap();
    let from_wtb = TrainingSet::from_files(&[wtb.display().to_string()], 10, 1 << 30).unwrap();
    let from_tsv = TrainingSet::from_recorded(recorded_text(), 10).unwrap();
    assert_eq!(from_wtb.sources[0].kind, SourceKind::Wthor);
    assert_eq!(from_wtb.games, 4121);
    assert_eq!(from_wtb.fit.len(), from_tsv.fit.len());
    assert_eq!(from_wtb.held.len(), from_tsv.held.len());
    // Unfinished games are labelled with the record's disc count (Black's against the rest of
    // the 64), so compare the finished ones.
    let tsv_games = read_recorded_games(recorded_text()).unwrap();
    let mut finished = 0;
    for (w, t) in games.iter().zip(&tsv_games) {
        let g = w.replay().unwrap();
        let margin = w.final_black_margin(&g);
        let wg = reversi_engine::ai::tools::training::game_samples(g.clone(), margin);
        if g.is_over() {
            assert_eq!(targets(&wg), targets(&t.positions), "line {}", t.line);
            finished += 1;
        } else {
            assert_eq!(margin, 2 * w.black_discs as i32 - 64);
            assert!(wg.iter().all(|s| s.target.abs() == margin.abs() as f32));
        }
    }
    assert!(finished > 4000, "{finished} finished games");
    let _ = std::fs::remove_file(&wtb);
}

/// `bytes` with the byte at `at` set to `v`.
fn with(bytes: &[u8], at: usize, v: u8) -> Vec<u8> {
    let mut b = bytes.to_vec();
    b[at] = v;
    b
}

#[test]
fn damaged_wtb_files_are_errors_naming_the_file_record_and_move() {
    let good = small_wtb();
    let rec = |n: usize| HEADER_BYTES + RECORD_BYTES * (n - 1);
    let err = |b: &[u8]| read_wtb("x.wtb", b).unwrap_err().to_string();
    // Cut short, or one byte too many.
    let e = err(&good[..good.len() - 1]);
    assert!(e.starts_with("x.wtb: the header counts 40 games"), "{e}");
    assert!(e.contains("not a whole number of 68-byte records"), "{e}");
    let mut longer = good.to_vec();
    longer.extend_from_slice(&[0; RECORD_BYTES]);
    let e = err(&longer);
    assert!(
        e.contains("counts 40 games") && e.contains("(41 games)"),
        "{e}"
    );
    let e = err(&good[..10]);
    assert!(e.contains("shorter than a WTHOR header"), "{e}");
    // A header count far beyond the file (nothing is allocated for it).
    let mut huge = good.to_vec();
    huge[4..8].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(err(&huge).contains("counts 4294967295 games"));
    // 10×10 boards and solitaires.
    assert!(err(&with(good, 12, 10)).contains("board size 10"));
    assert!(
        read_wtb("x.wtb", &with(good, 12, 0)).is_ok(),
        "0 also means 8×8"
    );
    assert!(err(&with(good, 13, 1)).contains("game type 1"));
    // Record 3, move 5: not a square, an illegal move, a move after the end.
    assert_eq!(
        err(&with(good, rec(3) + 8 + 4, 90)),
        "x.wtb: record 3: move 5: byte 90 is not a square (11..88)"
    );
    let e = err(&with(good, rec(3) + 8 + 4, 11));
    assert!(
        e.starts_with("x.wtb: record 3: move 5: a1 is not legal"),
        "{e}"
    );
    let mut ended = with(good, rec(3) + 8 + 4, 0);
    ended[rec(3) + 8 + 5] = 56;
    assert_eq!(
        err(&ended),
        "x.wtb: record 3: move 6: byte 56 after the game ended at move 5 (a 0)"
    );
    // A short game (a 0 ends it) is fine.
    let mut short = good.to_vec();
    short[rec(2) + 8 + 20..rec(2) + RECORD_BYTES].fill(0);
    let f = read_wtb("x.wtb", &short).unwrap();
    assert_eq!(f.games[1].moves.len(), 20);
    // Disc counts: beyond 64, or not the finished game's.
    assert!(err(&with(good, rec(2) + 6, 65)).contains("record 2: Black's disc count 65"));
    assert!(err(&with(good, rec(2) + 7, 200)).contains("record 2: theoretical score 200"));
    let g2 = &f.games[1];
    let replayed = recorded_as_wthor(2)[1].replay().unwrap();
    assert!(replayed.is_over());
    let e = err(&with(good, rec(2) + 6, g2.black_discs.wrapping_add(1) % 64)).to_string();
    assert!(e.starts_with("x.wtb: record 2: the moves end"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        if let Err(e) = read_wtb("r.wtb", &bytes) {
            prop_assert!(e.to_string().starts_with("r.wtb: "), "{}", e);
        }
        let kind = detect("r.bin", bytes.len() as u64, &bytes);
        prop_assert!(kind.is_ok() || kind.unwrap_err().to_string().starts_with("r.bin: not a training file"));
    }

    #[test]
    fn damaged_files_never_panic_and_what_reads_replays(
        edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..6),
        cut in proptest::option::of(any::<usize>()),
    ) {
        let mut b = small_wtb().to_vec();
        for (at, v) in edits {
            let i = at % b.len();
            b[i] = v;
        }
        if let Some(c) = cut {
            b.truncate(c % (b.len() + 1));
        }
        match read_wtb("m.wtb", &b) {
            Ok(f) => {
                prop_assert_eq!(f.games.len(), f.header.records as usize);
                for g in &f.games {
                    prop_assert!(g.replay().is_ok());
                    prop_assert!(g.black_discs <= 64);
                }
            }
            Err(e) => prop_assert!(e.to_string().starts_with("m.wtb: "), "{}", e),
        }
    }
}

/// Small self-play games (shallow search, exact labels from 10 empties).
fn selfplay_file(path: &PathBuf, games: u64) -> String {
    let cfg = SelfplayConfig {
        seed: 3,
        depth: 2,
        exact: 10,
        margin: 300,
        temperature: 100,
        random: 30,
    };
    run(
        &cfg,
        games,
        2,
        path.to_str().unwrap(),
        Duration::from_secs(60),
        |_| {},
    )
    .unwrap_or_else(|e| panic!("{e}"));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn train_reads_every_kind_of_file_and_holds_out_games_in_each() {
    let (tsv, sp, wtb, other) = (
        temp("games.tsv"),
        temp("selfplay.txt"),
        temp("db.wtb"),
        temp("other.txt"),
    );
    let some: String = recorded_text()
        .lines()
        .take(31)
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&tsv, &some).unwrap();
    let sp_text = selfplay_file(&sp, 8);
    // Every label of the self-play file set to 7: they must be used as they are.
    let seven: String = sp_text
        .lines()
        .map(|l| {
            if l.starts_with('#') {
                return format!("{l}\n");
            }
            let mut cols: Vec<String> = l.split('\t').map(str::to_string).collect();
            cols[4] = cols[4]
                .split(',')
                .map(|_| "7")
                .collect::<Vec<_>>()
                .join(",");
            format!("{}\n", cols.join("\t"))
        })
        .collect();
    std::fs::write(&sp, &seven).unwrap();
    // A WTHOR file under another name: recognised by its size.
    std::fs::write(&wtb, small_wtb()).unwrap();
    let wtb_named = temp("db.bin");
    std::fs::write(&wtb_named, small_wtb()).unwrap();
    let paths: Vec<String> = [&tsv, &sp, &wtb_named]
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    let mut set = TrainingSet::from_files(&paths, 4, 1 << 30).unwrap();
    let kinds: Vec<SourceKind> = set.sources.iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        [
            SourceKind::Recorded,
            SourceKind::Selfplay,
            SourceKind::Wthor
        ]
    );
    let sp_games = read_games(&seven).unwrap().games;
    assert_eq!(set.games, 30 + 8 + 40);
    // Every 4th game of each file held out: 7 of 30, 2 of 8, 10 of 40.
    let tsv_games = read_recorded_games(&some).unwrap();
    let held_tsv: usize = tsv_games
        .iter()
        .skip(3)
        .step_by(4)
        .map(|g| g.positions.len())
        .sum();
    assert_eq!(set.sources[0].held.len(), held_tsv);
    let held_sp: usize = sp_games
        .iter()
        .skip(3)
        .step_by(4)
        .map(|g| g.labels.len())
        .sum();
    assert_eq!(set.sources[1].held.len(), held_sp);
    let all_sp: usize = sp_games.iter().map(|g| g.labels.len()).sum();
    assert_eq!(set.sources[1].fit + held_sp, all_sp);
    // The same file alone is split the same way.
    let alone = TrainingSet::from_files(&paths[1..2], 4, 1 << 30).unwrap();
    assert_eq!(
        targets(&alone.held),
        targets(&set.held[set.sources[1].held.clone()])
    );

    // Exact labels replace the recorded and WTHOR games' results near the end; the self-play
    // labels stay 7.
    let before = targets(&set.held);
    let l = set.label(8, 2, None).unwrap();
    assert!(l.solved > 50, "{l:?}");
    let sp_range = set.sources[1].held.clone();
    assert!(set.held[sp_range.clone()].iter().all(|s| s.target == 7.0));
    let changed = |r: std::ops::Range<usize>| {
        before[r.clone()]
            .iter()
            .zip(&set.held[r])
            .filter(|(a, b)| a.2 != b.target)
            .count()
    };
    assert!(changed(set.sources[0].held.clone()) > 0);
    assert!(changed(set.sources[2].held.clone()) > 0);
    assert_eq!(changed(sp_range), 0);

    // Anything else is an error naming the file.
    std::fs::write(&other, "just some notes\nno tabs here\n").unwrap();
    let bad = other.display().to_string();
    let e = TrainingSet::from_files(&[paths[0].clone(), bad.clone()], 4, 1 << 30)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with(&format!("{bad}: not a training file")), "{e}");
    // A damaged file of a known kind: the file and the place.
    let mut broken = small_wtb().to_vec();
    broken[HEADER_BYTES + 8] = 11;
    std::fs::write(&wtb, &broken).unwrap();
    let name = wtb.display().to_string();
    let e = read_source(&name, 1 << 30).unwrap_err().to_string();
    assert!(
        e.starts_with(&format!("{name}: record 1: move 1: a1 is not legal")),
        "{e}"
    );
    let e = read_source(&name, 100).unwrap_err().to_string();
    assert!(e.contains("the most this reads"), "{e}");
    for p in [tsv, sp, wtb, wtb_named, other] {
        let _ = std::fs::remove_file(p);
    }
}

#[test]
fn formats_are_recognised_by_content_and_name() {
    let wtb = small_wtb();
    assert_eq!(
        detect("a.txt", wtb.len() as u64, &wtb[..64]),
        Ok(SourceKind::Wthor)
    );
    assert_eq!(detect("a.WTB", 3, b"abc"), Ok(SourceKind::Wthor));
    assert_eq!(
        detect("s.txt", 100, b"#selfplay v1 seed=1 depth=8"),
        Ok(SourceKind::Selfplay)
    );
    assert_eq!(
        detect("g.tsv", 100, b"# moves\tdark\tlight\nf5d6\t3\t3\n"),
        Ok(SourceKind::Recorded)
    );
    let e = detect("n.txt", 5, b"hello").unwrap_err().to_string();
    assert!(e.starts_with("n.txt: not a training file"), "{e}");
}

/// Runs the engine binary: (success, stdout, stderr).
fn run_engine(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_train_command_reads_several_files_and_measures_weights_on_their_held_out_games() {
    let (tsv, wtb, sp, w) = (
        temp("cmd.tsv"),
        temp("cmd.wtb"),
        temp("cmd-selfplay.txt"),
        temp("cmd-w.bin"),
    );
    let some: String = recorded_text()
        .lines()
        .skip(100)
        .take(60)
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&tsv, &some).unwrap();
    std::fs::write(&wtb, small_wtb()).unwrap();
    selfplay_file(&sp, 6);
    let (tsv, wtb, sp, w) = (
        tsv.display().to_string(),
        wtb.display().to_string(),
        sp.display().to_string(),
        w.display().to_string(),
    );
    let common = ["--exact", "8", "--hold-out", "3"];
    // `--games` repeated, and a list after one `--games`.
    let mut args = vec![
        "train", "--games", &tsv, "--games", &wtb, &sp, "--epochs", "5",
    ];
    args.extend(common);
    args.extend(["--out", &w]);
    let (ok, out, err) = run_engine(&args);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains(&format!("{tsv}: 60 games (recorded games)")),
        "{out}"
    );
    assert!(
        out.contains(&format!("{wtb}: 40 games (WTHOR games)")),
        "{out}"
    );
    assert!(
        out.contains(&format!("{sp}: 6 games (self-play games)")),
        "{out}"
    );
    assert!(out.contains("106 games"), "{out}");
    // The held-out error, file by file, of the weights written...
    let errors = |out: &str| -> Vec<String> {
        out.lines()
            .skip_while(|l| !l.starts_with("held-out error"))
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .map(str::to_string)
            .collect()
    };
    let trained = errors(&out);
    assert_eq!(trained.len(), 3, "{out}");
    assert!(trained[0].starts_with(&format!("  {tsv}: ")), "{out}");
    // ...is what measuring that file on the same games gives.
    let mut args = vec!["train", "--games", &tsv, &wtb, &sp, "--evaluate", &w];
    args.extend(common);
    let (ok, out, err) = run_engine(&args);
    assert!(ok, "{out}{err}");
    assert!(out.contains("nothing trained or written"), "{out}");
    assert_eq!(errors(&out), trained);
    // A file of no known kind: the error names it.
    let (ok, _, err) = run_engine(&["train", "--games", &tsv, "--games", "Cargo.toml"]);
    assert!(!ok);
    assert!(err.contains("Cargo.toml: not a training file"), "{err}");
    for p in [tsv, wtb, sp, w] {
        let _ = std::fs::remove_file(p);
    }
}

#[test]
fn match_plays_a_level_with_the_weights_of_a_file_and_only_match_reads_one() {
    use reversi_engine::ai::level_by_name;
    use reversi_engine::ai::levels::level_with_weights;
    let w = temp("match-w.bin");
    std::fs::write(
        &w,
        reversi_engine::ai::pattern::Weights::builtin().to_bytes(),
    )
    .unwrap();
    let spec = format!("casual@{}", w.display());
    let (ok, out, err) = run_engine(&[
        "match", "--black", &spec, "--white", "casual", "--games", "2", "--seed", "3",
    ]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains(&format!("Casual@{} vs Casual: 2 games", w.display())),
        "{out}"
    );
    let level = level_with_weights(&spec).unwrap();
    assert_eq!(level.depth, level_by_name("casual").unwrap().depth);
    // Not a weights file, a device, or no file: one line naming it.
    let (ok, _, err) = run_engine(&["match", "--black", "casual@Cargo.toml", "--white", "casual"]);
    assert!(
        !ok && err.contains("--black: Cargo.toml: not a reversi3d weights file"),
        "{err}"
    );
    let e = level_with_weights("casual@/dev/zero")
        .unwrap_err()
        .to_string();
    assert!(e.contains("/dev/zero: not a regular file"), "{e}");
    // Saved games and settings name levels only: a file is never read from them.
    assert!(level_by_name("casual@/dev/zero").is_err());
    let _ = std::fs::remove_file(w);
}

#[test]
fn momentum_fits_the_training_positions_closer_in_the_same_passes() {
    use reversi_engine::ai::tools::training::{Fit, train};
    let fit = exact_near_end(0..800);
    let run = |momentum| {
        let settings = Fit {
            epochs: 40,
            momentum,
            ridge: 0.0,
        };
        train(&fit, &[], settings, &[], 2, |_| {}).1[2].train_mae
    };
    let (without, with) = (run(0.0), run(0.9));
    assert!(
        with < 0.9 * without,
        "40 passes: {with:.2} discs with momentum, {without:.2} without"
    );
}

#[test]
fn a_ridge_penalty_keeps_the_weights_small_and_the_fit_looser() {
    use reversi_engine::ai::tools::training::{Fit, train};
    let fit = exact_near_end(0..800);
    let run = |ridge| {
        let settings = Fit {
            ridge,
            ..Fit::default()
        };
        // The patterns alone (the scalar terms left out, whose sums of squares dwarf the
        // penalty), so that the spread below is theirs.
        let names = reversi_engine::ai::pattern::feature_names();
        let scalars: Vec<usize> = (names.len() - 3..names.len()).collect();
        let (w, reports) = train(&fit, &[], settings, &scalars, 2, |_| {});
        // The spread of the values about their mean.
        let values: Vec<f64> = fit
            .iter()
            .map(|s| w.evaluate(s.player, s.opponent) as f64)
            .collect();
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        let spread =
            (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64).sqrt();
        (reports[2].train_mae, spread)
    };
    let (loose, tight) = (run(0.0), run(10_000.0));
    assert!(
        tight.0 > loose.0,
        "training error {tight:?} against {loose:?}"
    );
    assert!(
        tight.1 < 0.5 * loose.1,
        "values {tight:?} against {loose:?}"
    );
}

#[test]
fn the_ridge_penalty_shrinks_a_weight_to_its_closed_form() {
    use reversi_engine::ai::pattern::feature_names;
    use reversi_engine::ai::tools::training::{Fit, train};
    let fit = exact_near_end(0..400);
    // Only the parity bias learns: at 8-11 empties it is one weight for each parity, whose
    // penalised least-squares value is 8 * sum(labels) / (8 * n + ridge) (8 symmetric copies).
    let names = feature_names();
    let parity = names.iter().position(|n| *n == "parity").unwrap();
    let without: Vec<usize> = (0..names.len()).filter(|&f| f != parity).collect();
    for ridge in [0.0f64, 4000.0] {
        let settings = Fit {
            epochs: 60,
            momentum: 0.0,
            ridge: ridge as f32,
        };
        let (w, _) = train(&fit, &[], settings, &without, 2, |_| {});
        for odd in [0, 1] {
            let of: Vec<&Sample> = fit
                .iter()
                .filter(|s| (!(s.player | s.opponent)).count_ones() % 2 == odd)
                .collect();
            let n = of.len() as f64;
            let sum: f64 = of.iter().map(|s| s.target as f64).sum();
            let expected = 100.0 * 8.0 * sum / (8.0 * n + ridge);
            let got = w.evaluate(of[0].player, of[0].opponent) as f64;
            assert!(
                (got - expected).abs() <= 1.0,
                "ridge {ridge}, {} empties: {got} centi-discs, expected {expected:.1}",
                if odd == 1 { "odd" } else { "even" }
            );
        }
    }
}
