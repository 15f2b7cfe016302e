//! The engine command line, run as a user would: output, errors, exit codes.

mod common;

use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .expect("run reversi3d");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// Runs `reversi-engine ARGS` with `input` on its standard input: (success, stdout, stderr).
fn run_with_stdin(args: &[&str], input: &[u8]) -> (bool, String, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn perft_prints_the_standard_counts() {
    let (ok, out, _) = run(&["perft", "6"]);
    assert!(ok);
    for (d, n) in [(1, 4), (2, 12), (3, 56), (4, 244), (5, 1396), (6, 8200)] {
        assert!(
            out.lines()
                .any(|l| l.starts_with(&format!("perft {d:2}:"))
                    && l.contains(&format!(" {n} leaves"))),
            "{out}"
        );
    }
    assert!(out.contains("M leaves/s"));
    let board = "---------------------------OX------XO---------------------------";
    let (ok, out, _) = run(&["perft", "3", "--board", board, "X", "--last"]);
    assert!(ok, "{out}");
    assert!(
        out.contains(" 56 leaves"),
        "the standard start as a board string, 3 plies: {out}"
    );
    let (ok, _, err) = run(&["perft", "3", "--board", &board[1..], "X"]);
    assert!(!ok);
    assert!(err.contains("63 squares"), "{err}");
}

#[test]
fn replay_prints_the_board_and_result_and_names_a_bad_move() {
    let game = "f5d6c5f4e3c6d3f6e6b5c4f3d7c7b6e8a6e7c8a4b4e2d8b8f1d2g5c3b3c2e1g4f2h4g3h3a3a2f7d1c1b2b1f8g6h5h7b7a8a7g8g2h1g1h2a1h6g7a5";
    let (ok, out, _) = run(&["replay", game, "--sheet"]);
    assert!(ok);
    assert!(out.contains("Dark 31 - Light 32: Light wins"), "{out}");
    assert!(out.contains("  a b c d e f g h"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("5 ") && l.contains("  1")),
        "the sheet has move 1 on f5: {out}"
    );
    let (ok, _, err) = run(&["replay", "f5d6c3d3c4f4c5b3c2e3d2c6b4a4g9"]);
    assert!(!ok);
    assert_eq!(err.trim(), "error: move 15: g9 is not a square");
    let (ok, _, err) = run(&["replay", "f5d6c3d3c4f4a1"]);
    assert!(!ok);
    assert!(err.contains("move 7: a1 is not legal for Dark"), "{err}");
}

#[test]
fn replay_reads_transcripts_from_standard_input() {
    let (ok, stdout, stderr) = run_with_stdin(&["replay", "-"], b"f5d6c3\n\nf5f6e6f4\nf5 zz\n");
    assert!(
        stdout.contains("line 1: Dark 5 - Light 2, game not over (Light to move)"),
        "{stdout}"
    );
    assert!(stdout.contains("line 3:"), "{stdout}");
    assert!(!ok);
    assert!(
        stderr.contains("line 4: move 2: zz is not a square"),
        "{stderr}"
    );
}

#[test]
fn opening_names_the_line_in_the_games_orientation_and_where_it_left_the_book() {
    // The Tiger begun on e6: named, its line written as the game played it.
    let (ok, out, err) = run(&["opening", "e6f4c3c4d3"]);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "opening: Tiger\nline: e6 f4 c3 c4 d3 (5 moves)\nin the book after 5 moves\n"
    );
    // The Brightwell (f5 d6 c3 d3 c4 f4 e3), then f3 is not a book move: the game left the book at
    // move 8.
    let (ok, out, err) = run(&["opening", "1. f5 d6 2. c3 d3 3. c4 f4 4. e3 f3"]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "opening: Brightwell");
    assert_eq!(lines[1], "line: f5 d6 c3 d3 c4 f4 e3 (7 moves)");
    assert_eq!(lines[2], "left the book at move 8 (f3)");
    let (ok, out, _) = run(&["opening", "f5"]);
    assert!(ok);
    assert_eq!(out.trim(), "no named opening (fewer than two moves)");
    // A bad move: one line naming it, nothing printed.
    let (ok, out, err) = run(&["opening", "f5d6a1"]);
    assert!(!ok && out.is_empty());
    assert!(err.contains("move 3: a1 is not legal for Dark"), "{err}");
}

#[test]
fn opening_reads_transcripts_from_standard_input() {
    let (ok, stdout, stderr) = run_with_stdin(&["opening", "-"], b"c4c3d3c5f6\tsaved\n\nf5f4e3\nd3\nf5 q1\n  # indented comment\n\tonly a note\nf5d6c3d3c4\n");
    // The bad line 5 is named on standard error; the lines after it are still answered, and
    // comments (indented too) and lines of only a tab's note are skipped.
    assert_eq!(
        stdout,
        "line 1: Buffalo / Kenichi Variation (c4c3d3c5f6), in the book after 5 moves\n\
         line 3: Parallel (f5f4), left the book at move 3\n\
         line 4: no named opening (fewer than two moves)\n\
         line 8: Tiger (f5d6c3d3c4), in the book after 5 moves\n"
    );
    assert!(!ok);
    assert!(
        stderr.contains("line 5: move 2: q1 is not a square"),
        "{stderr}"
    );
    assert!(stderr.contains("1 of 5 transcripts"), "{stderr}");
}

#[test]
fn opening_refuses_standard_input_with_no_transcript() {
    let (ok, stdout, stderr) = run_with_stdin(&["opening", "-"], b"# only\n\n");
    assert!(!ok);
    assert!(stdout.is_empty());
    assert!(stderr.contains("no transcript"), "{stderr}");
}

#[test]
fn empty_standard_input_is_an_error_naming_it_for_every_command_that_reads_it() {
    for (command, expected) in [
        ("replay", "transcripts, one a line"),
        ("opening", "transcripts, one a line"),
        ("solve", "OBF positions, one a line"),
    ] {
        let want = format!("error: standard input is empty: expected {expected}");
        // `</dev/null`: no input at all.
        let (code, out, err) = run_code_stdin(&[command, "-"], None);
        assert_eq!(code, Some(1), "{command} - </dev/null: {err}");
        assert!(out.is_empty(), "{command} - </dev/null printed: {out}");
        assert_eq!(err.trim_end(), want, "{command} - </dev/null");
        // An empty pipe, and one of white space only.
        for input in ["", " \n\n\t\r\n  "] {
            let (code, out, err) = run_code_stdin(&[command, "-"], Some(input.as_bytes()));
            assert_eq!(code, Some(1), "{command} - <<< {input:?}: {err}");
            assert!(out.is_empty(), "{command} - <<< {input:?} printed: {out}");
            assert_eq!(err.trim_end(), want, "{command} - <<< {input:?}");
        }
    }
    // Comments only: nothing to read either, said as such.
    for (command, comment, want) in [
        (
            "replay",
            "# a note\n",
            "error: standard input holds no transcript",
        ),
        (
            "opening",
            "  # a note\n",
            "error: standard input holds no transcript",
        ),
        (
            "solve",
            "% a note\n",
            "error: standard input holds no position",
        ),
    ] {
        let (code, out, err) = run_code_stdin(&[command, "-"], Some(comment.as_bytes()));
        assert_eq!(code, Some(1), "{command}: {err}");
        assert!(out.is_empty(), "{command} printed: {out}");
        assert!(err.starts_with(want), "{command}: {err}");
    }
}

#[test]
fn solving_a_file_with_no_position_is_an_error_naming_the_file() {
    let dir = std::env::temp_dir().join(format!("reversi3d-cli-empty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in [("empty.obf", ""), ("comments.obf", "% FFO\n# none yet\n\n")] {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let path = path.to_str().unwrap();
        let (code, out, err) = run_code(&["solve", path]);
        assert_eq!(code, Some(1), "{name}: {err}");
        assert!(out.is_empty(), "{name}: an empty table was printed: {out}");
        assert!(
            err.starts_with(&format!("error: {path} holds no position")),
            "{name}: {err}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs `reversi-engine ARGS` with `input` piped to it, or with `/dev/null` for `None`:
/// (exit code, stdout, stderr).
fn run_code_stdin(args: &[&str], input: Option<&[u8]>) -> (Option<i32>, String, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(args)
        .env_remove("DISPLAY")
        .stdin(input.map_or_else(Stdio::null, |_| Stdio::piped()))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let (Some(input), Some(mut stdin)) = (input, child.stdin.take()) {
        // The engine may refuse before reading it all: a closed pipe is not a failure here.
        let _ = stdin.write_all(input);
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn replay_from_standard_input_skips_comments_and_notes_as_opening_does() {
    // An indented comment and a line of only a tab's note are no transcripts.
    let (ok, out, err) = run_with_stdin(&["replay", "-"], b"f5d6\n  # a note\n\tsaved\nf5\n");
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "line 1: Dark 3 - Light 3, game not over (Dark to move)\n\
         line 4: Dark 4 - Light 1, game not over (Light to move)\n"
    );
}

#[test]
fn solve_gives_the_exact_score_and_names_a_malformed_line() {
    let dir = std::env::temp_dir().join(format!("reversi3d-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ffo = std::fs::read_to_string(common::data("ffo40-44.obf")).unwrap();
    let first = dir.join("ffo40.obf");
    std::fs::write(&first, format!("{}\n", ffo.lines().next().unwrap())).unwrap();
    let (ok, out, err) = run(&["solve", first.to_str().unwrap(), "--all-moves"]);
    assert!(ok, "{out}{err}");
    assert!(
        out.lines().any(|l| l.contains(" a2 ") && l.contains("+38")),
        "{out}"
    );
    assert!(out.contains("a2:+38"), "{out}");
    assert!(out.contains("total 1 positions"), "{out}");
    let bad = dir.join("bad.obf");
    std::fs::write(
        &bad,
        format!(
            "{}\n{} X; A1:+2;\n",
            ffo.lines().next().unwrap(),
            "-".repeat(62)
        ),
    )
    .unwrap();
    let (ok, _, err) = run(&["solve", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("line 2: board has 62 squares"), "{err}");
    let (ok, _, err) = run(&["solve", "/nonexistent/file.obf"]);
    assert!(!ok);
    assert!(err.contains("/nonexistent/file.obf"), "{err}");
}

#[test]
fn solve_with_a_level_searches_as_the_level_chooses_its_move() {
    let dir = std::env::temp_dir().join(format!("reversi3d-cli-level-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ffo = std::fs::read_to_string(common::data("ffo40-44.obf")).unwrap();
    let end = dir.join("ffo40.obf");
    std::fs::write(&end, format!("{}\n", ffo.lines().next().unwrap())).unwrap();
    // 20 empties: the Engine level solves them; Master (exact from 18) searches them, here 6
    // moves deep.
    let (ok, out, err) = run(&["solve", end.to_str().unwrap(), "--level", "engine"]);
    assert!(ok, "{out}{err}");
    assert!(
        out.lines()
            .any(|l| l.contains(" a2 ") && l.contains("+38") && l.contains("exact")),
        "{out}"
    );
    assert!(
        out.contains("searched as Engine chooses a move: depth 22"),
        "{out}"
    );
    let (ok, out, err) = run(&["solve", end.to_str().unwrap(), "--level", "master+depth=6"]);
    assert!(ok, "{out}{err}");
    let row = out
        .lines()
        .find(|l| l.trim_start().starts_with("1 "))
        .unwrap();
    let cols: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(cols[3], "6", "searched 6 deep, not exact: {row}");
    assert!(cols[2].contains('.'), "a midgame value in discs: {row}");
    // No time limit: the same nodes at every run.
    let (_, again, _) = run(&["solve", end.to_str().unwrap(), "--level", "master+depth=6"]);
    let row2 = again
        .lines()
        .find(|l| l.trim_start().starts_with("1 "))
        .unwrap();
    assert_eq!(cols[..5], row2.split_whitespace().collect::<Vec<_>>()[..5]);
    // Another weights file (`@FILE`) for a level with the learned evaluation: the shipped one
    // gives the same search as the built-in weights, node for node.
    let first_row = |out: &str| -> Vec<String> {
        let row = out.lines().find(|l| l.trim_start().starts_with("1 "));
        let row = row.unwrap_or_else(|| panic!("{out}"));
        row.split_whitespace().take(5).map(String::from).collect()
    };
    let learned = "engine+depth=6+exact=0";
    let (ok, built_in, err) = run(&["solve", end.to_str().unwrap(), "--level", learned]);
    assert!(ok, "{built_in}{err}");
    let shipped = format!(
        "{learned}@{}",
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("weights/classic.bin")
            .display()
    );
    let (ok, same, err) = run(&["solve", end.to_str().unwrap(), "--level", &shipped]);
    assert!(ok, "{same}{err}");
    assert_eq!(first_row(&built_in), first_row(&same));
    assert_eq!(first_row(&same)[3], "6", "{same}");
    let missing = dir.join("no-such-weights.bin");
    let (ok, _, err) = run(&[
        "solve",
        end.to_str().unwrap(),
        "--level",
        &format!("master+depth=6@{}", missing.display()),
    ]);
    assert!(!ok);
    assert!(err.contains("no-such-weights.bin"), "{err}");
    // Every move's midgame value, in discs like the row's.
    let (ok, out, err) = run(&[
        "solve",
        end.to_str().unwrap(),
        "--level",
        "master+depth=6",
        "--all-moves",
    ]);
    assert!(ok, "{out}{err}");
    let all = out.lines().find(|l| l.contains(':')).unwrap();
    assert!(
        all.split_whitespace()
            .all(|m| m.split(':').nth(1).is_some_and(|v| v.contains('.'))),
        "{all}"
    );
    // A node limit that cuts the level's search short is reported, not passed off as its move.
    let (ok, out, err) = run(&[
        "solve",
        end.to_str().unwrap(),
        "--level",
        "engine",
        "--nodes",
        "1000",
    ]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains(
            "1 positions stopped at the node limit (--nodes) before the level's full search"
        ),
        "{out}"
    );
    let (ok, _, err) = run(&["solve", end.to_str().unwrap(), "--level", "overlord"]);
    assert!(!ok);
    assert!(err.contains("--level: unknown level 'overlord'"), "{err}");
    // A time limit would make the nodes depend on the machine.
    let (ok, _, err) = run(&["solve", end.to_str().unwrap(), "--level", "engine+ms =100"]);
    assert!(!ok);
    assert!(err.contains("'ms' is not taken here"), "{err}");
    let (ok, _, err) = run(&[
        "solve",
        end.to_str().unwrap(),
        "--level",
        "engine+threads=2",
    ]);
    assert!(!ok);
    assert!(
        err.contains("'threads' is not taken here: use --threads"),
        "{err}"
    );
}

#[test]
fn solve_timed_judges_a_levels_moves_by_a_set_scored_on_every_move() {
    let dir = std::env::temp_dir().join(format!("reversi3d-cli-timed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let set = dir.join("set.obf");
    let recorded = common::data("recorded-games.tsv");
    let (recorded, set_path) = (recorded.to_str().unwrap(), set.to_str().unwrap());
    let draw = [
        "positions",
        "--recorded",
        recorded,
        "--empties",
        "14",
        "--count",
        "3",
        "--seed",
        "3",
        "--score",
    ];
    // Every move's score needs the solve.
    let (ok, _, err) = run(&[&draw[..9], &["--all-moves", "--out", set_path]].concat());
    assert!(!ok);
    assert!(err.contains("--score"), "{err}");
    let (ok, out, err) = run(&[&draw[..], &["--all-moves", "--out", set_path]].concat());
    assert!(ok, "{out}{err}");
    let text = std::fs::read_to_string(&set).unwrap();
    // Each position's moves by the file: (line, move, score).
    let scores: Vec<(usize, Vec<(String, i32)>)> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('%'))
        .map(|(i, l)| {
            let moves = l
                .split(';')
                .skip(1)
                .filter_map(|m| m.trim().split_once(':'))
                .map(|(mv, v)| (mv.to_lowercase(), v.parse().unwrap()))
                .collect();
            (i + 1, moves)
        })
        .collect();
    assert_eq!(scores.len(), 3);
    assert!(scores.iter().all(|(_, m)| m.len() > 1), "{text}");
    // A level that searches one move deep and never solves, with a time limit (taken with
    // --timed): each move's loss by the file, and the total.
    let level = "engine+depth=1+exact=0+book=off+ms=2000";
    let (ok, out, err) = run(&["solve", set_path, "--level", level, "--timed"]);
    assert!(ok, "{out}{err}");
    let (mut lossy, mut total) = (0, 0);
    for (line, moves) in &scores {
        let row = out
            .lines()
            .find(|l| l.split_whitespace().next() == Some(&line.to_string()))
            .unwrap_or_else(|| panic!("line {line} in {out}"));
        let mv = row.split_whitespace().nth(1).unwrap();
        let best = moves.iter().map(|m| m.1).max().unwrap();
        let loss = best - moves.iter().find(|m| m.0 == mv).unwrap().1;
        assert!(
            row.contains(&format!("  {loss} below the file's best")),
            "{row}"
        );
        lossy += usize::from(loss > 0);
        total += loss;
    }
    assert!(
        out.contains(&format!(
            "3 moves judged by the file's exact scores: {lossy} below its best, {total} discs in all"
        )),
        "{out}"
    );
    assert!(out.contains("0 of 3 positions solved exactly"), "{out}");
    assert!(out.contains("its time limit of 2.0 s"), "{out}");
    // A file that gives the best move's score alone judges no move.
    let best_only = dir.join("best.obf");
    let best_path = best_only.to_str().unwrap();
    let (ok, out, err) = run(&[&draw[..], &["--out", best_path]].concat());
    assert!(ok, "{out}{err}");
    let (ok, out, err) = run(&["solve", best_path, "--level", level, "--timed"]);
    assert!(ok, "{out}{err}");
    assert!(!out.contains("judged") && !out.contains("below"), "{out}");
    // --timed is a level's, and not with a node limit.
    let (ok, _, err) = run(&[
        "solve", set_path, "--level", level, "--timed", "--nodes", "5000",
    ]);
    assert!(!ok);
    assert!(err.contains("--nodes"), "{err}");
    let (ok, _, err) = run(&["solve", set_path, "--timed"]);
    assert!(!ok);
    assert!(err.contains("--level"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn match_and_tournament_report_results() {
    let (ok, out, err) = run(&[
        "match", "--black", "casual", "--white", "beginner", "--games", "4", "--seed", "3",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("Casual vs Beginner: 4 games"), "{out}");
    assert!(out.contains("Elo difference"), "{out}");
    let (ok, _, err) = run(&["match", "--black", "overlord", "--white", "beginner"]);
    assert!(!ok);
    assert!(err.contains("--black: unknown level 'overlord'"), "{err}");
    // A known level with what only `match` takes: said so, not "unknown".
    let (ok, _, err) = run(&["tournament", "--levels", "novice+depth=2,beginner"]);
    assert!(!ok);
    assert!(
        err.contains("'novice+depth=2': settings (LEVEL+KEY=VALUE) are not taken here"),
        "{err}"
    );
    let (ok, out, err) = run(&[
        "tournament",
        "--levels",
        "beginner,novice,weights3",
        "--rounds",
        "2",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("BQ"), "{out}");
    assert_eq!(
        out.lines()
            .filter(|l| l.contains("Beginner") || l.contains("Novice") || l.contains("Weights3"))
            .count(),
        3,
        "{out}"
    );
    assert!(out.contains("6 games"), "{out}");
}

#[test]
fn the_engine_binary_without_a_command_shows_its_usage() {
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "no command is a usage error");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Usage:") && err.contains("<COMMAND>"), "{err}");
}

#[test]
fn train_writes_weights_the_engine_can_read_and_names_a_bad_game() {
    let dir = std::env::temp_dir().join(format!("reversi3d-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The first 200 recorded games.
    let all = std::fs::read_to_string(common::data("recorded-games.tsv")).unwrap();
    let some: String = all.lines().take(201).map(|l| format!("{l}\n")).collect();
    let games = dir.join("games.tsv");
    std::fs::write(&games, &some).unwrap();
    let out_file = dir.join("w.bin");
    let cache = dir.join("labels.txt");
    let args = |out: &std::path::Path| {
        vec![
            "train".to_string(),
            "--games".into(),
            games.display().to_string(),
            "--out".into(),
            out.display().to_string(),
            "--exact".into(),
            "10".into(),
            "--epochs".into(),
            "10".into(),
            "--cache".into(),
            cache.display().to_string(),
        ]
    };
    let a = args(&out_file);
    let (ok, out, err) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(ok, "{out}{err}");
    assert!(out.contains("200 games"), "{out}");
    assert!(out.contains("held MAE") && out.contains("wrote"), "{out}");
    let w = reversi_engine::ai::pattern::Weights::from_bytes(&std::fs::read(&out_file).unwrap());
    assert!(w.is_ok(), "{:?}", w.err());
    // A second run reads the cached labels and writes the same weights.
    let again = dir.join("w2.bin");
    let a = args(&again);
    let (ok, out, _) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(ok && out.contains("read the labels"), "{out}");
    assert_eq!(
        std::fs::read(&out_file).unwrap(),
        std::fs::read(&again).unwrap()
    );
    // A game with an illegal move: the line and the move.
    std::fs::write(&games, format!("{some}f5f5\t1\t1\n")).unwrap();
    let a = args(&out_file);
    let (ok, _, err) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(!ok);
    assert!(err.contains("line 202: move 2: f5 is not legal"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs the binary: (exit code, or `None` if killed by a signal such as an abort; stdout;
/// stderr).
fn run_code(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .expect("run reversi3d");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn numbers_beyond_their_limits_are_one_line_errors_naming_the_limit() {
    let dir = std::env::temp_dir().join(format!("reversi3d-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ffo = std::fs::read_to_string(common::data("ffo40-44.obf")).unwrap();
    let file = dir.join("one.obf");
    std::fs::write(&file, format!("{}\n", ffo.lines().next().unwrap())).unwrap();
    let f = file.to_str().unwrap();
    let pair = ["--black", "beginner", "--white", "beginner"];
    let m = |extra: &[&'static str]| -> Vec<&str> {
        let mut v = vec!["match"];
        v.extend_from_slice(&pair);
        v.extend_from_slice(extra);
        v
    };
    let tour = |extra: &[&'static str]| -> Vec<&str> {
        let mut v = vec!["tournament", "--levels", "beginner,novice"];
        v.extend_from_slice(extra);
        v
    };
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (
            vec!["solve", f, "--tt-mb", "18446744073709551615"],
            "--tt-mb",
            "1 to 8192",
        ),
        (
            vec!["solve", f, "--tt-mb", "100000"],
            "--tt-mb",
            "1 to 8192",
        ),
        (vec!["solve", f, "--tt-mb", "0"], "--tt-mb", "1 to 8192"),
        (
            vec!["solve", f, "--nodes", "99999999999999999999999"],
            "--nodes",
            "1 to ",
        ),
        (m(&["--games", "4000000000"]), "--games", "1 to 100000"),
        (m(&["--games", "0"]), "--games", "1 to 100000"),
        (
            m(&["--seed", "18446744073709551616"]),
            "--seed",
            "0 to 18446744073709551615",
        ),
        (m(&["--threads", "100000"]), "--threads", "1 to 64"),
        (
            m(&["--openings", "18446744073709551616"]),
            "--openings",
            "1 to 10000",
        ),
        (m(&["--openings", "4000000000"]), "--openings", "1 to 10000"),
        (vec!["perft", "21"], "DEPTH", "1 to 20"),
        (vec!["perft", "0"], "DEPTH", "1 to 20"),
        (tour(&["--rounds", "4294967296"]), "--rounds", "1 to 10000"),
        (tour(&["--threads", "0"]), "--threads", "1 to 64"),
        (vec!["train", "--exact", "65"], "--exact", "0 to 30"),
        (vec!["train", "--epochs", "0"], "--epochs", "1 to 100000"),
        (
            vec!["train", "--momentum", "1"],
            "--momentum",
            "from 0 to 0.99",
        ),
        (
            vec!["train", "--momentum", "NaN"],
            "--momentum",
            "from 0 to 0.99",
        ),
        (
            vec!["train", "--ridge", "2000000"],
            "--ridge",
            "from 0 to 1000000",
        ),
        (
            vec!["train", "--hold-out", "99999999999"],
            "--hold-out",
            "0 to 1000000",
        ),
        (vec!["train", "--threads", "100000"], "--threads", "1 to 64"),
        (
            vec!["train", "--without", "corner2x5,bogus"],
            "--without",
            "unknown feature 'bogus' (the features: line2,",
        ),
        (
            vec!["train", "--without", "mobility", "--evaluate", "w.bin"],
            "--without",
            "--evaluate trains nothing",
        ),
    ];
    for (args, option, limit) in cases {
        let (code, _, err) = run_code(&args);
        assert!(
            code.is_some_and(|c| c != 0),
            "{args:?}: exit {code:?} (None: killed, e.g. an abort)\n{err}"
        );
        let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
        assert_eq!(lines.len(), 1, "{args:?}: one line expected:\n{err}");
        assert!(
            lines[0].starts_with("error: ")
                && lines[0].contains(option)
                && lines[0].contains(limit),
            "{args:?}: the error names {option} and its limit {limit}: {err}"
        );
    }
    // All the games of a tournament count against the games limit.
    let (code, _, err) = run_code(&[
        "tournament",
        "--levels",
        "beginner,novice,casual,club,expert,master,engine,weights3",
        "--rounds",
        "10000",
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(
        err.trim(),
        "error: 8 levels with --rounds 10000 is 280000 games; the limit is 100000"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_takes_a_position_with_more_than_32_moves() {
    use reversi_engine::rules::{Bitboard, Side, Square, notation};
    let dir = std::env::temp_dir().join(format!("reversi3d-many-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // 35 legal moves for Dark, 35 empties: far too many to solve, so a node limit stops it.
    let (p, o) = common::high_mobility_board(3, 35);
    let file = dir.join("many.obf");
    std::fs::write(
        &file,
        format!("{};\n", notation::format_board(p, o, Side::Dark)),
    )
    .unwrap();
    let legal = reversi_engine::rules::board::legal_moves(p, o);
    assert!(legal.count_ones() >= 35);
    for all in [false, true] {
        let mut args = vec!["solve", file.to_str().unwrap(), "--nodes", "3000000"];
        if all {
            args.push("--all-moves");
        }
        let (code, out, err) = run_code(&args);
        assert_eq!(code, Some(0), "{out}{err}");
        assert!(!err.contains("panicked"), "{err}");
        let line = out.lines().nth(1).expect("the position's line");
        assert!(line.contains("stopped at the node limit"), "{out}");
        let best: Square = line.split_whitespace().nth(1).unwrap().parse().unwrap();
        assert!(legal & best.bit() != 0, "{best} is not legal: {out}");
        if all {
            let valued: Vec<Square> = out
                .lines()
                .nth(2)
                .unwrap()
                .split_whitespace()
                .map(|w| w.split(':').next().unwrap().parse().unwrap())
                .collect();
            let mut sorted = valued.clone();
            sorted.sort_by_key(|s| s.index());
            let want: Vec<Square> = Bitboard(legal).squares().collect();
            assert_eq!(sorted, want, "every move valued: {out}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn match_plays_every_start_and_supply() {
    let (code, out, err) = run_code(&[
        "match",
        "--black",
        "novice",
        "--white",
        "beginner",
        "--games",
        "2",
        "--variant",
        "reverse",
        "--start",
        "empty-centre",
        "--supply",
        "strict32",
        "--no-empties-to-winner",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Novice vs Beginner: 2 games"), "{out}");
    assert!(out.contains("EmptyCentre start, Strict32 supply"), "{out}");
}

#[test]
fn endless_or_oversized_input_is_a_one_line_error_not_a_memory_blowup() {
    if !std::path::Path::new("/dev/zero").exists() {
        eprintln!("skipped: no /dev/zero");
        return;
    }
    // A file with no size of its own (a device) is refused before reading.
    let (code, _, err) = run_code(&["solve", "/dev/zero"]);
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("/dev/zero: not a regular file"), "{err}");
    // Standard input without end, likewise.
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(["replay", "-"])
        .env_remove("DISPLAY")
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .output()
        .expect("run reversi3d");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("standard input") && err.contains("256.0 MiB"),
        "{err}"
    );
}

#[test]
fn positions_draws_a_scored_set_that_solve_confirms_and_names_a_bad_band() {
    let dir = std::env::temp_dir().join(format!("reversi3d-positions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_file = dir.join("set.obf");
    let out_path = out_file.display().to_string();
    let recorded = common::data("recorded-games.tsv").display().to_string();
    let selfplay = common::data("selfplay-sample.txt").display().to_string();
    let args = [
        "positions",
        "--recorded",
        &recorded,
        "--selfplay",
        &selfplay,
        "--empties",
        "10-11",
        "--count",
        "2",
        "--seed",
        "5",
        "--score",
        "--out",
        &out_path,
    ];
    let (ok, out, err) = run(&args);
    assert!(ok, "{out}{err}");
    assert!(out.contains("wrote 8 positions"), "{out}");
    let first = std::fs::read_to_string(&out_file).unwrap();
    // Two positions per empties from each file; `solve` finds the scores the file gives.
    let (ok, out, err) = run(&["solve", &out_path]);
    assert!(ok, "{out}{err}");
    assert!(out.contains("total 8 positions"), "{out}");
    assert!(!out.contains("MISMATCH"), "{out}");
    // The same draw again is the same file.
    let (ok, _, _) = run(&args);
    assert!(ok);
    assert_eq!(std::fs::read_to_string(&out_file).unwrap(), first);
    let (ok, _, err) = run(&[
        "positions",
        "--empties",
        "30-20",
        "--count",
        "1",
        "--out",
        &out_path,
    ]);
    assert!(!ok);
    assert!(err.contains("not a number of empties or a band"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
