//! The engine under hostile use (issue 25), its engines and sessions: NBoard and GTP engines
//! that flood the match runner, a failed game in a long match (it stops at once and keeps
//! the games before it), clocks too large to mean anything or not a time, an NBoard GUI that
//! closes its pipes or starts from the empty centre,
//! review at depth 1, Reverse's recorded score, a huge transposition table, control characters in
//! `pong`. Every input gets an answer in bounded time and memory.

mod common;
mod hostile;

use hostile::*;
use std::io::Write;
use std::process::{Child, Command, Stdio};
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

#[cfg(unix)]
#[test]
fn a_match_stopped_by_a_failed_game_reports_the_games_before_it() {
    // A working engine (this binary at Beginner) whose answers are cut off after 400 lines,
    // a few games in: the games it finished are results, printed with their score before
    // the error (a long match is not lost to one engine's failure).
    let black = format!(
        "nboard:sh -c '{BIN} nboard --level beginner | while read -r l; do echo \"$l\"; n=$((n+1)); [ $n -ge 400 ] && exit; done'"
    );
    let e = run_limited(
        &[
            "match",
            "--black",
            &black,
            "--white",
            "novice",
            "--games",
            "40",
            "--threads",
            "1",
            "--move-timeout",
            "5",
            "--verbose",
        ],
        120,
    );
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    let stopped_at: u32 = e
        .out
        .lines()
        .find_map(|l| l.strip_prefix("the match stopped at game "))
        .and_then(|l| l.split(';').next())
        .and_then(|k| k.parse().ok())
        .unwrap_or_else(|| panic!("no partial results in: {}", e.out));
    let before = stopped_at - 1;
    assert!(before >= 1, "{}", e.out);
    assert!(e.err.contains(&format!("game {stopped_at}:")), "{}", e.err);
    let listed = e.out.lines().filter(|l| l.starts_with("game ")).count();
    assert_eq!(listed as u32, before, "{}", e.out);
    assert!(
        e.out.contains(&format!(": {before} games, ")) && e.out.contains("Elo difference"),
        "{}",
        e.out
    );
    // A match that fails in its first game has no results to give.
    let e = match_against("nboard:yes", "2");
    assert!(!e.out.contains("the match stopped"), "{}", e.out);
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
fn a_clock_that_is_not_a_time_is_named_on_both_channels_and_the_game_still_set() {
    let game = |ti: &str| format!("set game (;GM[Othello]TI[{ti}]BO[8 {START} *]B[f5];)");
    for ti in ["abc", "5:xx", "-3", "inf", "1:"] {
        let e = nboard_session(
            &["--level", "novice"],
            &format!("nboard 2\nset depth 1\n{}\ngo\nping 1\n", game(ti)),
        );
        assert!(e.status.success() && !e.panicked(), "TI[{ti}]: {}", e.err);
        let says = format!("input line 3: set game: the game's TI clock '{ti}' is not a time");
        let named = |prefix: &str, text: &str| {
            text.lines().any(|l| {
                l.starts_with(&format!("{prefix}{says}")) && l.ends_with("playing without a clock")
            })
        };
        assert!(named("nboard: ", &e.err), "TI[{ti}]: {}", e.err);
        assert!(named("status error: ", &e.out), "TI[{ti}]: {}", e.out);
        // The game was set all the same: `go` answers for Light after f5; the session goes on.
        let answer = e.out.lines().find_map(|l| l.strip_prefix("=== "));
        assert!(
            answer.is_some_and(|a| ["F4", "D6", "F6"].iter().any(|m| a.starts_with(m))),
            "TI[{ti}]: {}",
            e.out
        );
        assert!(e.out.contains("pong 1"), "TI[{ti}]: {}", e.out);
    }
    // A main time of zero is no clock, a huge one no limit: neither is reported.
    for ti in ["0//0", "00:00//00:00", "", "1e21", "1e400"] {
        let e = nboard_session(
            &["--level", "novice"],
            &format!("nboard 2\nset depth 1\n{}\ngo\nping 1\n", game(ti)),
        );
        assert!(e.status.success() && !e.panicked(), "TI[{ti}]: {}", e.err);
        assert!(
            !e.out.contains("status error") && e.err.is_empty(),
            "TI[{ti}]: {}{}",
            e.out,
            e.err
        );
        assert!(
            e.out.contains("=== ") && e.out.contains("pong 1"),
            "TI[{ti}]: {}",
            e.out
        );
    }
}

#[test]
fn nboard_ends_quietly_when_the_gui_closes_its_output() {
    // The GUI is gone before the first answer: the write fails, the session ends (its input
    // still open).
    let mut child = spawn_piped(&["nboard"]);
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
    let mut child = spawn_piped(&["nboard"]);
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

/// An NBoard session to talk to line by line.
struct Gui {
    child: Child,
    input: std::process::ChildStdin,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Gui {
    fn start() -> Gui {
        let mut child = Command::new(BIN)
            .args(["nboard", "--level", "novice"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for l in std::io::BufReader::new(out).lines() {
                let Ok(l) = l else { break };
                if tx.send(l).is_err() {
                    break;
                }
            }
        });
        Gui {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The lines up to and including the first that `done` accepts.
    fn until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let mut got = Vec::new();
        loop {
            let l = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no answer; so far: {got:?}"));
            let end = done(&l);
            got.push(l);
            if end {
                return got;
            }
        }
    }

    /// `go`: the move answered (`None` for `PA`), and the lines before it.
    fn go(&mut self) -> (Option<reversi_engine::rules::Square>, Vec<String>) {
        self.send("go");
        let lines = self.until(|l| l.starts_with("==="));
        let answer = lines.last().unwrap()[3..].trim().to_string();
        let square = answer
            .split('/')
            .next()
            .unwrap()
            .trim()
            .to_ascii_lowercase();
        (
            (square != "pa").then(|| square.parse().unwrap_or_else(|_| panic!("{answer}"))),
            lines,
        )
    }
}

impl Drop for Gui {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

#[test]
fn nboard_plays_the_empty_centre_placements_by_the_rules() {
    use reversi_engine::rules::{Game, GameOptions, StartPosition};
    let empty = "-".repeat(64);
    for depth in [None, Some(3), Some(12)] {
        let mut gui = Gui::start();
        let mut game = Game::new(GameOptions {
            start: StartPosition::EmptyCentre,
            ..GameOptions::default()
        });
        gui.send("nboard 2");
        gui.send(&format!("set game (;GM[Othello]BO[8 {empty} *];)"));
        // The GUI's own placements, then the engine's, then on into the game.
        for sq in ["e5", "d4"] {
            gui.send(&format!("move {sq}"));
            game.play(sq.parse().unwrap()).unwrap();
        }
        if let Some(d) = depth {
            gui.send(&format!("set depth {d}"));
        }
        for _ in 0..6 {
            let (answer, lines) = gui.go();
            if game.must_pass() {
                assert_eq!(answer, None, "{lines:?}");
                game.pass().unwrap();
                gui.send("move PA");
                continue;
            }
            let sq = answer.unwrap_or_else(|| panic!("a pass where moves exist: {lines:?}"));
            assert!(
                game.is_legal(sq),
                "depth {depth:?}: {sq} is not legal after {} ({lines:?})",
                reversi_engine::rules::notation::transcript(&game, false)
            );
            game.play(sq).unwrap();
            gui.send(&format!("move {sq}"));
        }
        // The engine took every move it answered.
        gui.send("ping 7");
        let lines = gui.until(|l| l.starts_with("pong"));
        assert!(
            !lines.iter().any(|l| l.contains("status error")),
            "{lines:?}"
        );
    }
}

#[test]
fn review_values_equal_moves_equally_at_every_depth() {
    // The four first moves are one move turned: none loses anything against another.
    for first in ["f5", "d3", "c4", "e6"] {
        for depth in 1..=4 {
            let d = depth.to_string();
            let e = run_limited(
                &["review", first, "--depth", &d, "--exact-from", "0", "--tsv"],
                60,
            );
            assert!(e.status.success(), "{}", e.err);
            let row: Vec<&str> = e
                .out
                .lines()
                .find(|l| l.starts_with("1\t"))
                .unwrap_or_else(|| panic!("{}", e.out))
                .split('\t')
                .collect();
            // ply side move best-move best-value played-value loss exact
            assert_eq!(row[4], row[5], "{first} depth {depth}: {}", e.out);
            assert_eq!(row[6], "0", "{first} depth {depth}: {}", e.out);
        }
    }
}

#[test]
fn under_reverse_the_recorded_score_shows_who_won_and_by_how_much() {
    use reversi_engine::ai::eval::final_score;
    use reversi_engine::rules::notation::replay;
    use reversi_engine::rules::{GameOptions, Side, Variant};
    let text = std::fs::read_to_string(common::data("recorded-games.tsv")).unwrap();
    let options = GameOptions {
        variant: Variant::Reverse,
        empties_to_winner: true,
        ..GameOptions::default()
    };
    let mut with_empties = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')).take(300) {
        let moves = line.split('\t').next().unwrap();
        let g = replay(options, moves).unwrap();
        let r = g.result().unwrap();
        with_empties += usize::from(r.empties > 0);
        // The recorded score names the same winner as the discs on the board ...
        assert_eq!(
            Variant::Reverse.winner(r.recorded_dark, r.recorded_light),
            r.winner,
            "{moves}: {r:?}"
        );
        // ... by the margin the engine gives the final position (empties to the winner).
        let b = g.board();
        let mover_value = final_score(b.player, b.opponent, Variant::Reverse);
        let dark_value = if g.to_move() == Side::Dark {
            mover_value
        } else {
            -mover_value
        };
        assert_eq!(
            r.recorded_light as i32 - r.recorded_dark as i32,
            dark_value,
            "{moves}: {r:?}"
        );
    }
    assert!(with_empties > 0, "some games end with empty squares");
    // The case: line 2 of the recorded games, Dark 31 - Light 32 with one empty.
    let first = text.lines().nth(1).unwrap().split('\t').next().unwrap();
    let e = run_limited(&["replay", first, "--variant", "reverse"], 60);
    assert!(e.status.success(), "{}", e.err);
    assert!(
        e.out
            .contains("Dark 31 - Light 32: Dark wins, recorded 31-33"),
        "{}",
        e.out
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_large_table_costs_only_what_the_search_uses() {
    let obf = common::data("ffo40-44.obf").display().to_string();
    let e = run_limited(&["solve", &obf, "--tt-mb", "8192", "--nodes", "1000"], 120);
    if e.err.contains("cannot allocate") {
        eprintln!(
            "this machine does not lend 8 GiB of address space: skipped ({})",
            e.err
        );
        return;
    }
    assert!(e.status.success(), "{}", e.err);
    assert!(e.out.contains("total 5 positions"), "{}", e.out);
    // 8 GiB asked for; the pages of a 1,000-node search are all that is touched.
    assert!(e.peak_kib >> 10 < 512, "{} MiB resident", e.peak_kib >> 10);
}

#[test]
fn control_characters_in_input_are_escaped_in_errors_and_pong() {
    // ESC [2J would clear the terminal that shows the error.
    let e = run_limited(&["replay", "f5\u{1b}[2J"], 30);
    assert!(!e.status.success() && !e.panicked(), "{}", e.err);
    assert!(!e.err.contains('\u{1b}'), "{:?}", e.err);
    assert!(e.err.contains("\\u{1b}"), "{:?}", e.err);
    let e = nboard_session(&[], "nboard 2\nping 1\u{0}x\nmove z9\u{1b}\n");
    assert!(e.status.success(), "{}", e.err);
    assert!(
        !e.out.contains('\u{0}') && !e.out.contains('\u{1b}'),
        "{:?}",
        e.out
    );
    assert!(e.out.contains("pong 1\\u{0}x"), "{:?}", e.out);
    assert!(!e.err.contains('\u{1b}'), "{:?}", e.err);
}
