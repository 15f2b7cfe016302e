//! The engine command line under hostile use (issue 25): closed pipes and full disks, readers
//! given devices, pipes and huge files, output paths that cannot be written, damaged input.
//! Every input gets an answer in bounded time and memory, and the answer names what was wrong.

mod common;
mod hostile;

use hostile::*;
use std::process::{Command, Stdio};

/// Runs the engine with its output closed before it writes (as `| head -0`, or `head` gone
/// after its line): it must end quietly, with success.
fn with_closed_output(args: &[&str]) -> Ended {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    wait_limited(child, 120, &args.join(" "))
}

/// Runs the engine with its output to `/dev/full`.
#[cfg(target_os = "linux")]
fn with_full_disk(args: &[&str]) -> Ended {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_limited(child, 120, &args.join(" "))
}

/// Commands that print, one of each kind of output.
fn printing_commands() -> Vec<Vec<String>> {
    let obf = common::data("ffo40-44.obf").display().to_string();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<String>>();
    vec![
        s(&["perft", "9"]),
        s(&["perft", "3"]),
        s(&["replay", "f5d6c3d3c4f4", "--sheet"]),
        s(&["analyse", "f5d6c3", "--depth", "2"]),
        s(&["review", "f5d6c3d3c4", "--depth", "2"]),
        s(&["solve", &obf, "--nodes", "1000"]),
        s(&[
            "match",
            "--black",
            "beginner",
            "--white",
            "beginner",
            "--games",
            "2",
            "--threads",
            "1",
        ]),
    ]
}

#[test]
fn a_closed_pipe_ends_a_command_quietly() {
    for args in printing_commands() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let e = with_closed_output(&args);
        assert!(
            e.status.success() && e.err.is_empty(),
            "{args:?}: {:?} {}",
            e.status,
            e.err
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_one_line_naming_the_error() {
    for args in printing_commands() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let e = with_full_disk(&args);
        assert_eq!(e.status.code(), Some(1), "{args:?}: {}", e.err);
        assert_eq!(e.err.lines().count(), 1, "{args:?}: {}", e.err);
        assert!(
            e.err
                .starts_with("error: standard output: No space left on device"),
            "{args:?}: {}",
            e.err
        );
    }
}

/// Runs the engine with its standard error to `/dev/full`, so every diagnostic line fails to be
/// written, and `input` on its standard input.
#[cfg(target_os = "linux")]
fn with_full_stderr(args: &[&str], input: &str) -> Ended {
    use std::io::Write as _;
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(full)
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    wait_limited(child, 120, &args.join(" "))
}

#[cfg(target_os = "linux")]
#[test]
fn a_lost_diagnostic_never_ends_a_run_nor_loses_its_work() {
    // Self-play reports its progress on standard error: the run goes on and writes every game.
    let out = temp_path("selfplay-no-stderr.txt");
    let out_s = out.display().to_string();
    let e = with_full_stderr(
        &[
            "selfplay",
            "--games",
            "6",
            "--seed",
            "1",
            "--out",
            &out_s,
            "--depth",
            "2",
            "--exact",
            "6",
            "--threads",
            "1",
            "--progress",
            "1",
        ],
        "",
    );
    assert!(
        e.status.success() && !e.panicked(),
        "{:?} {}",
        e.status,
        e.out
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let games: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(games.len(), 6, "{text}");
    assert!(games[5].starts_with("5\t"), "{text}");
    let _ = std::fs::remove_file(&out);

    // An error that cannot be said still ends with the error's status, not a crash.
    let e = with_full_stderr(&["replay", "zz"], "");
    assert_eq!(e.status.code(), Some(1), "{:?}", e.status);

    // `opening -` answers the good lines though the bad ones cannot be reported.
    let e = with_full_stderr(&["opening", "-"], "zz\nf5d6c3d3c4\n");
    assert!(!e.panicked(), "{:?}", e.status);
    assert!(e.out.contains("Tiger"), "{}", e.out);

    // An NBoard engine whose standard error is gone still answers after a bad command.
    let e = with_full_stderr(&["nboard"], "nboard 2\nmove zz\nping 1\n");
    assert!(!e.panicked(), "{:?}", e.status);
    assert!(e.out.contains("status error: input line 2"), "{}", e.out);
    assert!(e.out.contains("pong 1"), "{}", e.out);
}

/// A recorded-games file of two short games, for `train`.
fn tiny_games() -> std::path::PathBuf {
    let path = temp_path("tiny.tsv");
    let text = std::fs::read_to_string(common::data("recorded-games.tsv")).unwrap();
    let games: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(2)
        .collect();
    std::fs::write(&path, games.join("\n") + "\n").unwrap();
    path
}

/// Memory a refused or bounded read may cost at most.
const READ_MIB: u64 = 200;

#[cfg(target_os = "linux")]
#[test]
fn every_reader_refuses_what_is_not_a_regular_file_before_reading() {
    let games = tiny_games().display().to_string();
    let out = temp_path("never-written.bin").display().to_string();
    let commands: Vec<Vec<&str>> = vec![
        vec![
            "train",
            "--games",
            &games,
            "--exact",
            "0",
            "--evaluate",
            "/dev/zero",
        ],
        vec![
            "train",
            "--games",
            &games,
            "--exact",
            "0",
            "--cache",
            "/dev/zero",
            "--out",
            &out,
        ],
        vec![
            "train",
            "--games",
            "/dev/zero",
            "--exact",
            "0",
            "--out",
            &out,
        ],
        vec!["solve", "/dev/zero"],
        vec!["review", "/dev/zero"],
        vec!["analyse", "--game", "/dev/zero"],
        vec![
            "positions",
            "--recorded",
            "/dev/zero",
            "--empties",
            "20",
            "--count",
            "1",
            "--out",
            &out,
        ],
        vec!["match", "--black", "novice@/dev/zero", "--white", "novice"],
    ];
    for args in commands {
        let e = run_limited(&args, 60);
        assert!(!e.status.success() && !e.panicked(), "{args:?}: {}", e.err);
        assert!(
            e.err.contains("/dev/zero: not a regular file"),
            "{args:?}: {}",
            e.err
        );
        assert!(
            e.peak_kib >> 10 < READ_MIB,
            "{args:?}: {} MiB",
            e.peak_kib >> 10
        );
    }
}

#[test]
fn a_label_cache_over_its_limit_is_refused_before_reading() {
    let games = tiny_games().display().to_string();
    let cache = temp_path("huge-cache.txt");
    let f = std::fs::File::create(&cache).unwrap();
    // Sparse: nothing is written; the size alone is over the limit.
    f.set_len(4 << 30).unwrap();
    drop(f);
    let out = temp_path("never-written-2.bin").display().to_string();
    let e = run_limited(
        &[
            "train",
            "--games",
            &games,
            "--exact",
            "0",
            "--cache",
            &cache.display().to_string(),
            "--out",
            &out,
        ],
        60,
    );
    let _ = std::fs::remove_file(&cache);
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(
        e.err.contains("4096.0 MiB is more than") && e.err.contains("the most this reads"),
        "{}",
        e.err
    );
    assert!(e.peak_kib >> 10 < READ_MIB, "{} MiB", e.peak_kib >> 10);
}

#[test]
fn selfplay_resumes_past_a_huge_torn_tail_in_bounded_memory() {
    let file = temp_path("torn-tail.txt");
    let _ = std::fs::remove_file(&file);
    let path = file.display().to_string();
    let selfplay = |games: &str| {
        run_limited(
            &[
                "selfplay",
                "--games",
                games,
                "--seed",
                "1",
                "--out",
                &path,
                "--depth",
                "1",
                "--exact",
                "0",
                "--threads",
                "1",
            ],
            120,
        )
    };
    let e = selfplay("1");
    assert!(e.status.success(), "{}", e.err);
    let whole = std::fs::metadata(&file).unwrap().len();
    // A torn tail of 1 GiB (zeros, no line end), as a disk full or a crash may leave.
    let f = std::fs::OpenOptions::new().write(true).open(&file).unwrap();
    f.set_len(whole + (1 << 30)).unwrap();
    drop(f);
    let e = selfplay("2");
    let len = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
    let text = std::fs::read(&file).unwrap_or_default();
    let _ = std::fs::remove_file(&file);
    assert!(e.status.success() && !e.panicked(), "{}", e.err);
    assert!(e.peak_kib >> 10 < READ_MIB, "{} MiB", e.peak_kib >> 10);
    assert!(len < 1 << 20, "the torn tail is cut off: {len} bytes");
    assert_eq!(
        text.iter().filter(|&&b| b == b'\n').count(),
        3,
        "header and two games"
    );
}

#[cfg(unix)]
#[test]
fn review_of_a_fifo_names_the_file() {
    let fifo = temp_path("FIFO");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("mkfifo is not available: skipped");
        return;
    }
    // From the folder of the FIFO, by its bare name (no path separator in it).
    let e = {
        let child = Command::new(BIN)
            .args(["review", "FIFO"])
            .current_dir(fifo.parent().unwrap())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        wait_limited(child, 30, "review FIFO")
    };
    let _ = std::fs::remove_file(&fifo);
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(e.err.contains("FIFO: not a regular file"), "{}", e.err);
}

#[test]
fn solve_reads_standard_input_given_as_a_dash() {
    let obf = std::fs::read_to_string(common::data("ffo40-44.obf")).unwrap();
    let e = fed(&["solve", "-", "--nodes", "1000"], &obf, 60);
    assert!(e.status.success(), "{}", e.err);
    assert!(e.out.contains("total 5 positions"), "{}", e.out);
}

#[test]
fn an_output_that_is_also_an_input_is_refused_and_the_input_kept() {
    // A file of this test's own (the other tests share `tiny_games`' file).
    let games = temp_path("same-as-input.tsv");
    std::fs::copy(tiny_games(), &games).unwrap();
    let before = std::fs::read(&games).unwrap();
    let g = games.display().to_string();
    let book_out = temp_path("same-as-input-book.bin").display().to_string();
    // The same file by another path: the folder's `.` in it.
    let dotted = games
        .parent()
        .unwrap()
        .join(".")
        .join(games.file_name().unwrap())
        .display()
        .to_string();
    let commands: Vec<Vec<&str>> = vec![
        vec!["train", "--games", &g, "--exact", "0", "--out", &dotted],
        vec![
            "train",
            "--games",
            &g,
            "--exact",
            "0",
            "--cache",
            &g,
            "--out",
            "/dev/null",
        ],
        vec![
            "positions",
            "--empties",
            "12",
            "--count",
            "1",
            "--recorded",
            &g,
            "--out",
            &dotted,
        ],
        vec![
            "book",
            "build",
            &g,
            "--max-ply",
            "2",
            "--depth",
            "1",
            "--out",
            &dotted,
        ],
        vec![
            "book",
            "build",
            &g,
            "--max-ply",
            "2",
            "--depth",
            "1",
            "--cache",
            &g,
            "--out",
            &book_out,
        ],
        vec![
            "mpc",
            "--empties",
            "20",
            "--count",
            "1",
            "--recorded",
            &g,
            "--out",
            &dotted,
        ],
    ];
    for args in commands {
        let e = run_limited(&args, 60);
        assert!(!e.status.success() && !e.panicked(), "{args:?}: {}", e.err);
        assert!(
            e.err.contains("writing it would replace it"),
            "{args:?}: {}",
            e.err
        );
        assert_eq!(std::fs::read(&games).unwrap(), before, "{args:?}");
    }
    let _ = std::fs::remove_file(&games);
}

#[test]
fn output_paths_are_checked_before_the_work() {
    let games = tiny_games().display().to_string();
    let missing = temp_path("no-such-folder").join("sub");
    let out = |name: &str| missing.join(name).display().to_string();
    let (png, bin, obf, mpc) = (out("x.png"), out("w.bin"), out("p.obf"), out("mpc.txt"));
    let writable = temp_path("writable-w.bin").display().to_string();
    let commands: Vec<(&str, Vec<&str>)> = vec![
        (
            "--graph",
            vec!["review", "f5d6c3d3c4", "--depth", "2", "--graph", &png],
        ),
        (
            "--out",
            vec!["train", "--games", &games, "--exact", "0", "--out", &bin],
        ),
        (
            "--cache",
            vec![
                "train", "--games", &games, "--exact", "0", "--cache", &bin, "--out", &writable,
            ],
        ),
        (
            "--out",
            vec![
                "positions",
                "--empties",
                "12",
                "--count",
                "2",
                "--score",
                "--out",
                &obf,
            ],
        ),
        (
            "--out",
            vec!["mpc", "--empties", "20", "--count", "1", "--out", &mpc],
        ),
    ];
    for (option, args) in commands {
        let e = run_limited(&args, 60);
        assert!(!e.status.success() && !e.panicked(), "{args:?}: {}", e.err);
        assert!(
            e.err.contains(option) && e.err.contains("does not exist"),
            "{args:?}: {}",
            e.err
        );
        // Nothing was done: no line of the job's output.
        assert!(e.out.is_empty(), "{args:?}: {}", e.out);
    }
}

#[test]
fn errors_say_what_is_wrong_and_nothing_is_silently_accepted() {
    let board = START.replace('*', "X");
    let empty = temp_path("empty.ggf");
    std::fs::write(&empty, "").unwrap();
    let empty = empty.display().to_string();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["analyse", ""], "empty: no game, transcript or board"),
        (
            vec!["review", &empty],
            "empty: no game, transcript or board",
        ),
        (
            vec!["perft", "3", "--board", &board, "XO"],
            "the side to move 'XO' is not X or O",
        ),
        (
            vec!["perft", "3", "--board", &board, ""],
            "the side to move '' is not X or O",
        ),
        (
            vec!["analyse", "--board", &board, "XO"],
            "the side to move 'XO' is not X or O",
        ),
    ];
    for (args, says) in cases {
        let e = run_limited(&args, 60);
        assert!(!e.status.success() && !e.panicked(), "{args:?}: {}", e.err);
        assert!(e.err.contains(says), "{args:?}: {}", e.err);
    }
    // OBF answers that are not moves of the position.
    let obf = |answers: &str| {
        let path = temp_path("answers.obf");
        std::fs::write(&path, format!("{board} X; {answers}\n")).unwrap();
        let e = run_limited(
            &["solve", &path.display().to_string(), "--nodes", "1000"],
            60,
        );
        (e.status.success(), e.err)
    };
    for (answers, says) in [
        ("H8:+1;", "h8 is not a legal move for X"),
        ("PA:+26;", "PA (a pass) while X has legal moves"),
        ("F5:+0; F5:+0;", "F5 is given twice"),
    ] {
        let (ok, err) = obf(answers);
        assert!(!ok && err.contains(says), "{answers}: {err}");
    }
    assert!(obf("F5:+0; E6:+0;").0, "legal answers are taken");
    // A line of the recorded games, tab fields and all, reviews as replay reads it.
    let text = std::fs::read_to_string(common::data("recorded-games.tsv")).unwrap();
    let line = text.lines().nth(1).unwrap();
    let e = run_limited(
        &["review", line, "--depth", "1", "--exact-from", "0", "--tsv"],
        60,
    );
    assert!(e.status.success(), "{}", e.err);
}

#[test]
fn game_files_get_the_error_that_names_what_is_wrong() {
    let file = |name: &str, text: &str| {
        let p = temp_path(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let board63 = &START[1..];
    let cases = [
        (file("parens.ggf", "(((("), "GGF"),
        (
            file("bo63.ggf", &format!("(;GM[Othello]BO[8 {board63} *];)")),
            "expected 65: 64 squares and the side to move",
        ),
        (
            file(
                "eval.ggf",
                &format!("(;GM[Othello]BO[8 {START} *]B[f5/1e400];)"),
            ),
            "evaluation '1e400' is out of range",
        ),
        (
            file(
                "result.txt",
                "[Game \"reversi3d\"]\n[Result \"64-0\"]\n\nf5 d6 c3\n",
            ),
            "Result '64-0' for a game that is not over",
        ),
    ];
    for (path, says) in cases {
        let e = run_limited(&["review", &path, "--depth", "1"], 60);
        assert!(!e.status.success() && !e.panicked(), "{path}: {}", e.err);
        assert!(e.err.contains(says), "{path}: {}", e.err);
        assert!(!e.err.contains("not a square"), "{path}: {}", e.err);
    }
}

#[test]
fn a_damaged_later_game_does_not_hide_an_earlier_one() {
    let good = format!("(;GM[Othello]BO[8 {START} *]B[f5]W[d6];)");
    let path = temp_path("two-games.ggf");
    std::fs::write(
        &path,
        format!("{good}\n(;GM[Othello]BO[8 {START} *]B[f5/x\n"),
    )
    .unwrap();
    let path = path.display().to_string();
    let e = run_limited(
        &["review", &path, "--number", "1", "--depth", "1", "--tsv"],
        60,
    );
    assert!(e.status.success(), "{}", e.err);
    assert!(e.out.lines().any(|l| l.starts_with("2\t")), "{}", e.out);
    // The damaged game itself is still an error naming it.
    let e = run_limited(&["review", &path, "--number", "2", "--depth", "1"], 60);
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(e.err.contains("game 2"), "{}", e.err);
}

#[test]
fn a_measure_over_no_held_out_position_says_so() {
    // Two games: none of them held out (one in 10 is), so no error to show, not a 0.00.
    let games = tiny_games().display().to_string();
    let weights = common::data("../../weights/classic.bin")
        .display()
        .to_string();
    let e = run_limited(
        &[
            "train",
            "--games",
            &games,
            "--exact",
            "0",
            "--evaluate",
            &weights,
        ],
        60,
    );
    assert!(e.status.success(), "{}", e.err);
    assert!(e.out.contains("no held-out positions"), "{}", e.out);
    assert!(!e.out.contains("0.00 over 0"), "{}", e.out);
    let e = run_limited(
        &[
            "train",
            "--games",
            &games,
            "--exact",
            "0",
            "--evaluate",
            &weights,
            "--hold-out",
            "0",
        ],
        60,
    );
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(e.err.contains("--hold-out 0 holds none out"), "{}", e.err);
}

#[test]
fn mpc_refuses_a_bad_width_an_unused_output_and_an_empty_fit() {
    let e = run_limited(
        &["mpc", "--compare", "2", "--width", "nan", "--count", "1"],
        60,
    );
    assert_eq!(e.status.code(), Some(2), "{}", e.err);
    assert!(e.out.is_empty(), "checked before any search: {}", e.out);
    let out = temp_path("mpc-none.txt");
    let o = out.display().to_string();
    let e = run_limited(&["mpc", "--compare", "2", "--count", "1", "--out", &o], 60);
    assert!(
        !e.status.success() && e.err.contains("leave out --out"),
        "{}",
        e.err
    );
    // Two positions, each searched 4 deep: no pair of depths to fit, and no file replaced by
    // an empty one (which would turn Multi-ProbCut off).
    std::fs::write(&out, "kept\n").unwrap();
    let recorded = common::data("recorded-games.tsv").display().to_string();
    let e = run_limited(
        &[
            "mpc",
            "--recorded",
            &recorded,
            "--empties",
            "20-21",
            "--count",
            "1",
            "--depth",
            "4",
            "--out",
            &o,
        ],
        120,
    );
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(e.err.contains("no pair of depths"), "{}", e.err);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "kept\n");
    let _ = std::fs::remove_file(&out);
}

#[test]
fn an_empty_file_name_is_named_as_empty() {
    let e = run_limited(&["solve", ""], 30);
    assert_eq!(e.err.trim(), "error: the file name is empty");
    let obf = common::data("ffo40-44.obf").display().to_string();
    let e = run_limited(&["solve", &obf, "--level", "engine@", "--nodes", "10"], 30);
    assert!(!e.status.success(), "{}", e.out);
    assert!(
        e.err.contains("'engine@': no weights file after the @"),
        "{}",
        e.err
    );
}
