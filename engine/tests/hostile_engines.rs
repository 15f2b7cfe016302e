//! The engine under hostile use (issue 25), its engines and sessions: NBoard and GTP engines
//! that flood the match runner, a failed game in a long match, clocks too large to mean
//! anything, an NBoard GUI that closes its pipes or starts from the empty centre, review at
//! depth 1, Reverse's recorded score, a huge transposition table, control characters in
//! `pong`. Every input gets an answer in bounded time and memory.

mod common;
mod hostile;

use hostile::*;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

/// `match` between `black` (an external engine) and Novice, one game on one thread.
fn match_against(black: &str, move_timeout: &str) -> Ended {
    run_limited(
        &[
            "match",
            "--black",
            black,
            "--white",
            "novice",
            "--games",
            "1",
            "--threads",
            "1",
            "--move-timeout",
            move_timeout,
        ],
        90,
    )
}

/// Memory a flooding engine may cost the runner at most (the runner itself, its tables and
/// the bounded queue of the engine's lines).
const FLOOD_MIB: u64 = 400;

#[cfg(unix)]
#[test]
fn an_nboard_engine_that_writes_without_end_is_stopped_at_the_deadline() {
    // `yes` as the engine: it never answers `ping`, it only writes.
    let e = match_against("nboard:yes", "2");
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(
        e.err.contains("game 1") && e.err.contains("did not answer within"),
        "{}",
        e.err
    );
    assert!(e.peak_kib >> 10 < FLOOD_MIB, "{} MiB", e.peak_kib >> 10);
    // An engine that answers `ping` and floods on `go`: stopped at the move's deadline, the
    // error names the game and the move.
    let e = match_against(
        "nboard:sh -c 'while read c a; do case $c in ping) echo pong $a;; go) exec yes;; esac; done'",
        "2",
    );
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(
        e.err.contains("game 1")
            && e.err
                .contains("did not answer within 2.0 s while choosing move"),
        "{}",
        e.err
    );
    assert!(e.elapsed < Duration::from_secs(30), "{:?}", e.elapsed);
    assert!(e.peak_kib >> 10 < FLOOD_MIB, "{} MiB", e.peak_kib >> 10);
    // One line without end (100 MB of `x`): read in bounded memory.
    let e = match_against(
        "nboard:sh -c 'while read c a; do case $c in ping) echo pong $a;; go) head -c 100000000 /dev/zero | tr \"\\\\0\" x; sleep 30;; esac; done'",
        "2",
    );
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(
        e.err
            .contains("did not answer within 2.0 s while choosing move"),
        "{}",
        e.err
    );
    assert!(e.peak_kib >> 10 < FLOOD_MIB, "{} MiB", e.peak_kib >> 10);
}

#[cfg(unix)]
#[test]
fn a_gtp_engine_that_writes_without_end_is_stopped_at_the_deadline() {
    let e = match_against("gtp:yes", "2");
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(
        e.err.contains("game 1") && e.err.contains("did not answer within"),
        "{}",
        e.err
    );
    assert!(e.peak_kib >> 10 < FLOOD_MIB, "{} MiB", e.peak_kib >> 10);
}

#[cfg(unix)]
#[test]
fn a_failed_game_stops_the_match_at_once() {
    // Two threads, each with its own engine process. The first process started answers an
    // illegal move; the other is a working engine (this binary) whose moves are counted.
    let log = temp_path("moves-after-failure.log");
    let lock = temp_path("first-engine.lock");
    let _ = std::fs::remove_file(&log);
    let _ = std::fs::remove_dir(&lock);
    let script = format!(
        "if mkdir {lock}; then while read c a; do case $c in ping) echo pong $a;; go) echo === A1;; esac; done; \
         else {BIN} nboard --level beginner | tee -a {log}; fi",
        lock = lock.display(),
        log = log.display()
    );
    let script_path = temp_path("half-broken-engine.sh");
    std::fs::write(&script_path, script).unwrap();
    let games = 400;
    let e = run_limited(
        &[
            "match",
            "--black",
            &format!("nboard:sh {}", script_path.display()),
            "--white",
            "beginner",
            "--games",
            &games.to_string(),
            "--threads",
            "2",
        ],
        300,
    );
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(e.err.contains("chose a1, which is not legal"), "{}", e.err);
    let moves = std::fs::read_to_string(&log)
        .unwrap_or_default()
        .lines()
        .filter(|l| l.starts_with("==="))
        .count();
    // The working engine's thread would play half the games (about 15 moves each) if the
    // failure were only seen at the end; it stops within a game or so.
    assert!(
        moves < 30 * 4,
        "the working engine played {moves} moves after the other game failed"
    );
}

#[test]
fn a_clock_too_large_to_mean_anything_is_no_limit() {
    for ti in [
        "1e21",
        "1:0:0:0:0:0:0:0:0:0:0:0:0",
        "1e300:0:0",
        "100000000000:0",
    ] {
        let game = format!("set game (;GM[Othello]TI[{ti}]BO[8 {START} *];)");
        for depth in ["", "set depth 3\n"] {
            let e = nboard_session(
                &["--level", "novice"],
                &format!("nboard 2\n{depth}{game}\ngo\nping 1\n"),
            );
            assert!(
                e.status.success() && !e.panicked(),
                "TI[{ti}] {depth}: {}",
                e.err
            );
            assert!(
                e.out.lines().any(|l| l.starts_with("=== ")) && e.out.contains("pong 1"),
                "TI[{ti}] {depth}: {}",
                e.out
            );
        }
    }
}

#[test]
fn nboard_ends_quietly_when_the_gui_closes_its_output() {
    // The GUI is gone before the first answer: the write fails, the session ends (its input
    // still open).
    let mut child = Command::new(BIN)
        .arg("nboard")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"nboard 2\nping 1\n").unwrap();
    let e = wait_limited(child, 60, "nboard with its output closed");
    drop(input);
    assert!(
        e.status.success() && e.err.is_empty(),
        "{:?} {}",
        e.status,
        e.err
    );
}

#[test]
fn nboard_ends_quietly_when_the_gui_closes_its_input_during_a_search() {
    let mut child = Command::new(BIN)
        .arg("nboard")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // Depth 40 from the start: a search far longer than this test.
    input.write_all(b"nboard 2\nset depth 40\ngo\n").unwrap();
    std::thread::sleep(Duration::from_millis(500));
    drop(input);
    let e = wait_limited(child, 60, "nboard with its input closed in a search");
    assert!(
        e.status.success() && !e.panicked(),
        "{:?} {}",
        e.status,
        e.err
    );
    assert!(e.elapsed < Duration::from_secs(30), "{:?}", e.elapsed);
}
