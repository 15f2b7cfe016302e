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
