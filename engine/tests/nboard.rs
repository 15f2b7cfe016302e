//! The NBoard protocol, run as a GUI runs it: the built `reversi-engine nboard` with piped
//! standard input and output, one command at a time; and `match` playing NBoard engines
//! (two `reversi-engine nboard` processes, and broken ones).

use reversi_engine::ai::Engine;
use reversi_engine::rules::ggf::game_to_ggf;
use reversi_engine::rules::notation::replay;
use reversi_engine::rules::{Bitboard, Game, GameOptions, Side, Square, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_reversi-engine");

/// A full game (Light wins 32-31 with one empty square, recorded 31-33).
const FULL_GAME: &str = "f5d6c5f4e3c6d3f6e6b5c4f3d7c7b6e8a6e7c8a4b4e2d8b8f1d2g5c3b3c2e1g4f2h4g3h3a3a2f7d1c1b2b1f8g6h5h7b7a8a7g8g2h1g1h2a1h6g7a5";

/// A running `reversi-engine nboard` and the lines it has written.
struct Session {
    child: Child,
    /// `None` once closed.
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Everything exchanged, for failure messages.
    log: Vec<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        // `learn` writes the user's book: into a folder of the test's own, not the home's.
        let home = std::env::temp_dir().join(format!("reversi3d-nboard-{}", std::process::id()));
        let mut child = Command::new(BIN)
            .env("REVERSI3D_HOME", &home)
            .arg("nboard")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start reversi-engine nboard");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Session {
            child,
            stdin: Some(stdin),
            lines,
            log: Vec::new(),
        }
    }

    fn send(&mut self, line: &str) {
        self.log.push(format!("< {line}"));
        let w = self.stdin.as_mut().expect("input open");
        writeln!(w, "{line}").unwrap();
        w.flush().unwrap();
    }

    /// Closes the engine's input, as a GUI that exits does.
    fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The lines written up to and including the first that satisfies `done`; fails after
    /// `secs` seconds with the session so far.
    fn until(&mut self, secs: u64, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(secs);
        let mut out = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.log.push(format!("> {line}"));
                    let stop = done(&line);
                    out.push(line);
                    if stop {
                        return out;
                    }
                }
                Err(e) => panic!(
                    "no expected line within {secs} s ({e}); the session:\n{}",
                    self.log.join("\n")
                ),
            }
        }
    }

    /// Sends `ping n` and returns what came before `pong n`.
    fn sync(&mut self, n: u32) -> Vec<String> {
        self.send(&format!("ping {n}"));
        let pong = format!("pong {n}");
        let mut lines = self.until(30, |l| l == pong);
        lines.pop();
        lines
    }

    fn set_game(&mut self, game: &Game) {
        self.send(&format!("set game {}", game_to_ggf(game, "gui", "engine")));
    }

    /// `go`, and the move it answers (`None` for `=== PA`), with the lines before it.
    fn go(&mut self) -> (Option<Square>, Vec<String>) {
        self.send("go");
        let mut lines = self.until(60, |l| l.starts_with("=== "));
        let last = lines.pop().unwrap();
        let item = reversi_engine::nboard::MoveItem::parse(&last[4..])
            .unwrap_or_else(|e| panic!("{last}: {e}"));
        (item.square, lines)
    }

    /// `hint n`: the `search` lines it wrote, up to its closing empty `status`.
    fn hint(&mut self, n: usize) -> Vec<Hint> {
        self.send(&format!("hint {n}"));
        let lines = self.until(120, |l| l == "status");
        assert!(
            lines.iter().any(|l| l.starts_with("nodestats ")),
            "{lines:?}"
        );
        lines.iter().filter_map(|l| Hint::parse(l)).collect()
    }

    /// Waits for the process to exit; its status.
    fn exit_status(mut self, secs: u64) -> std::process::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                return s;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the engine did not exit within {secs} s");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `search <pv> <eval> 0 <depth>` line.
#[derive(Debug)]
struct Hint {
    pv: String,
    eval: f64,
    /// `None`: `100%` (exact).
    depth: Option<u32>,
    /// The selective search's confidence (`21@87%`: 87); `None` for a full-width one.
    confidence: Option<u32>,
}

impl Hint {
    fn parse(line: &str) -> Option<Hint> {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.first() != Some(&"search") {
            return None;
        }
        assert_eq!(w.len(), 5, "search <pv> <eval> 0 <depth>: {line}");
        assert_eq!(w[3], "0", "{line}");
        Some(Hint {
            pv: w[1].to_string(),
            eval: w[2].parse().unwrap_or_else(|_| panic!("eval of {line}")),
            depth: if w[4] == "100%" {
                None
            } else {
                let d = w[4].split('@').next().unwrap();
                Some(d.parse().unwrap_or_else(|_| panic!("depth of {line}")))
            },
            confidence: w[4].split_once('@').map(|(_, c)| {
                let c = c.strip_suffix('%').unwrap_or_else(|| panic!("% in {line}"));
                c.parse().unwrap_or_else(|_| panic!("confidence of {line}"))
            }),
        })
    }

    /// The move the line is about (its first two characters).
    fn first(&self) -> Option<Square> {
        if self.pv.starts_with("PA") {
            None
        } else {
            Some(Square::parse(&self.pv[..2]).unwrap())
        }
    }
}

fn legal(game: &Game) -> Vec<Square> {
    Bitboard(game.legal_moves()).squares().collect()
}

fn game_of(moves: &str) -> Game {
    replay(GameOptions::default(), moves).unwrap()
}

/// Light to move and no move for Light (its two discs have only Dark's edge discs beside
/// them); Dark can take either with c1 or c8.
fn light_must_pass() -> Game {
    let p = reversi_engine::rules::notation::parse_board(
        "XO------ -------- -------- -------- -------- -------- -------- XO------ O",
    )
    .unwrap();
    Game::from_position(GameOptions::default(), p.dark, p.light, Side::Light)
}

#[test]
fn a_scripted_session_covers_every_command() {
    let mut s = Session::start(&[]);
    s.send("nboard 2");
    assert_eq!(s.until(10, |_| true), ["set myname reversi3d"]);
    // Settings, unknown commands and the protocol-1 bare move say nothing.
    s.send("set depth 4");
    s.send("set contempt 0");
    s.send("set frobnicate 3");
    s.send("frobnicate");
    assert!(s.sync(1).is_empty(), "{:?}", s.log);

    // hint: the N best moves at each depth, all legal, deepening to the set depth.
    let g = game_of("f5d6c3");
    s.set_game(&g);
    let hints = s.hint(3);
    let moves = legal(&g);
    assert!(
        hints
            .iter()
            .all(|h| h.first().is_some_and(|m| moves.contains(&m))),
        "{hints:?}"
    );
    for d in 1..=4 {
        let at: Vec<&Hint> = hints.iter().filter(|h| h.depth == Some(d)).collect();
        assert_eq!(at.len(), 3, "three lines at depth {d}: {hints:?}");
        assert!(
            at.windows(2).all(|w| w[0].eval >= w[1].eval),
            "best first: {at:?}"
        );
    }
    assert!(
        hints.iter().all(|h| h.depth.is_some()),
        "not exact at 57 empties"
    );
    assert!(
        hints.iter().all(|h| h.confidence.is_none()),
        "set depth searches full width: {hints:?}"
    );

    // go: a legal move, with its evaluation and time; the board does not change until the
    // GUI sends the move.
    let (mv, before) = s.go();
    let mv = mv.expect("a move");
    assert!(moves.contains(&mv), "{mv} in {moves:?}");
    assert!(
        before.iter().any(|l| l.starts_with("search ")),
        "{before:?}"
    );
    let (again, _) = s.go();
    assert!(
        again.is_some_and(|m| moves.contains(&m)),
        "still the same position"
    );
    s.send(&format!("move {}/0.50/1.25", mv.to_string().to_uppercase()));
    let mut after = g.clone();
    after.play(mv).unwrap();
    let (reply, _) = s.go();
    assert!(
        reply.is_some_and(|m| legal(&after).contains(&m)),
        "{reply:?} after {mv}"
    );

    // A move that is not legal is refused and changes nothing.
    s.send("move a1");
    let refused = s.sync(2);
    assert!(
        refused
            .iter()
            .any(|l| l.starts_with("status error:") && l.contains("A1")),
        "{refused:?}"
    );
    let (still, _) = s.go();
    assert!(still.is_some_and(|m| legal(&after).contains(&m)));

    // learn, analyze: every position from the last back to the start.
    s.send("learn");
    let learned = s.until(60, |l| l == "learned");
    assert!(
        learned[..learned.len() - 1]
            .iter()
            .all(|l| l.starts_with("status")),
        "{learned:?}"
    );
    s.send("analyze");
    let lines = s.until(60, |l| l == "status");
    let plies: Vec<usize> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("analysis "))
        .map(|r| {
            let w: Vec<&str> = r.split_whitespace().collect();
            assert_eq!(w.len(), 2, "analysis <plies> <eval>: {r}");
            w[1].parse::<f64>().unwrap();
            w[0].parse().unwrap()
        })
        .collect();
    assert_eq!(plies, [4, 3, 2, 1, 0], "{lines:?}");

    // quit ends the process.
    s.send("quit");
    assert!(s.exit_status(10).success());
}

/// A selective search's depth says how sure its cuts are, as Edax's does: the Engine level
/// cuts with Multi-ProbCut at 1.5 standard deviations, `6@87%` (from 4 moves deep, where a
/// cut can apply).
#[test]
fn a_selective_hint_gives_its_depth_and_confidence() {
    let full = game_of(FULL_GAME);
    let g = full.after_plies(24);
    let mut s = Session::start(&["--level", "engine+depth=6+book=off"]);
    s.send("nboard 2");
    s.until(10, |_| true);
    s.set_game(&g);
    let hints = s.hint(1);
    let last = hints.last().expect("hints");
    assert_eq!(
        (last.depth, last.confidence),
        (Some(6), Some(87)),
        "{hints:?}"
    );
    // Up to 3 moves deep nothing can be cut: the plain depth.
    assert!(
        hints
            .iter()
            .all(|h| h.confidence.is_some() == (h.depth > Some(3))),
        "{hints:?}"
    );
    // Several moves' values are searched with full windows at the root's children: cuts
    // start a move deeper.
    let hints = s.hint(3);
    assert!(hints.iter().any(|h| h.depth == Some(6)), "{hints:?}");
    assert!(
        hints
            .iter()
            .all(|h| h.confidence.is_some() == (h.depth > Some(4))),
        "{hints:?}"
    );
    let (_, before) = s.go();
    let line = before
        .iter()
        .rev()
        .find(|l| l.starts_with("search "))
        .expect("go's search line");
    let go = Hint::parse(line).unwrap();
    assert_eq!((go.depth, go.confidence), (Some(6), Some(87)), "{line}");
}

#[test]
fn an_exact_hint_says_100_percent_and_gives_the_solved_score() {
    let full = game_of(FULL_GAME);
    let g = full.after_plies(full.history().len() - 12);
    let mut s = Session::start(&[]);
    s.send("nboard 2");
    s.send("set depth 8");
    s.set_game(&g);
    let hints = s.hint(1);
    let exact: Vec<&Hint> = hints.iter().filter(|h| h.depth.is_none()).collect();
    assert_eq!(exact.len(), 1, "{hints:?}");
    let (value, _) = Engine::new(Variant::Classic, 16 << 20).solve_exact(&g.board());
    assert_eq!(exact[0].eval, value as f64, "{hints:?}");
    assert!(legal(&g).contains(&exact[0].first().unwrap()));
    // go plays a best move: its evaluation is the exact score.
    s.send("go");
    let line = s.until(60, |l| l.starts_with("=== ")).pop().unwrap();
    let item = reversi_engine::nboard::MoveItem::parse(&line[4..]).unwrap();
    assert_eq!(item.eval, Some(value as f64), "{line}");
}

#[test]
fn a_pass_and_a_finished_game() {
    let mut s = Session::start(&["--level", "expert"]);
    s.send("nboard 2");
    s.until(10, |_| true);

    // The side to move must pass: go answers PA, the hint is the pass and its value.
    let g = light_must_pass();
    s.set_game(&g);
    let (mv, _) = s.go();
    assert_eq!(mv, None, "{:?}", s.log);
    let hints = s.hint(2);
    assert_eq!(hints.len(), 1, "{hints:?}");
    assert!(hints[0].pv.starts_with("PA-C"), "{hints:?}");
    // Dark takes one disc, Light passes again, Dark takes the other: Light is wiped out.
    assert_eq!(hints[0].eval, -64.0, "{hints:?}");
    s.send("move PA");
    let (mv, _) = s.go();
    let c1 = Square::parse("c1").unwrap();
    let c8 = Square::parse("c8").unwrap();
    assert!(mv == Some(c1) || mv == Some(c8), "{mv:?}");
    // A pass when there is a move is refused.
    s.send("move PA");
    assert!(
        s.sync(3).iter().any(|l| l.starts_with("status error:")),
        "{:?}",
        s.log
    );

    // A finished game: go says so and answers PA; hint has no move; analyze starts from the
    // final score.
    let full = game_of(FULL_GAME);
    assert!(full.is_over());
    s.set_game(&full);
    let (mv, before) = s.go();
    assert_eq!(mv, None);
    assert!(
        before
            .iter()
            .any(|l| l.starts_with("status game over: Dark 31 - Light 32")),
        "{before:?}"
    );
    assert!(s.hint(3).is_empty());
    s.send("analyze");
    let first = s.until(60, |l| l.starts_with("analysis ")).pop().unwrap();
    let plies = full.history().len();
    // Light won 32-31 with one empty: +2 for Light, the side to move at the end.
    let to_move = full.to_move();
    let expected = if to_move == Side::Light { 2 } else { -2 };
    assert_eq!(first, format!("analysis {plies} {expected}"));
    s.sync(4);
}

#[test]
fn ping_stops_a_search_and_answers_after_its_output() {
    let mut s = Session::start(&[]);
    s.send("nboard 2");
    s.until(10, |_| true);
    s.send("set depth 40");
    s.set_game(&game_of("f5d6c3d3c4"));
    // hint: deepening without end in sight; the ping comes once it has printed a line.
    s.send("hint 1");
    s.until(30, |l| l.starts_with("search "));
    let t = Instant::now();
    let before = s.sync(7);
    assert!(
        t.elapsed() < Duration::from_secs(5),
        "stopped in {:?}",
        t.elapsed()
    );
    assert_eq!(
        before.last().map(String::as_str),
        Some("status"),
        "the hint's output ends before pong: {before:?}"
    );
    // go: answers a legal move before the pong.
    s.send("go");
    std::thread::sleep(Duration::from_millis(300));
    let t = Instant::now();
    let before = s.sync(8);
    assert!(t.elapsed() < Duration::from_secs(5));
    let answer = before
        .iter()
        .find_map(|l| l.strip_prefix("=== "))
        .unwrap_or_else(|| panic!("no move before the pong: {before:?}"));
    let mv = reversi_engine::nboard::MoveItem::parse(answer).unwrap();
    assert!(legal(&game_of("f5d6c3d3c4")).contains(&mv.square.unwrap()));
    // The engine is not left stopped: the next search runs.
    s.send("set depth 3");
    let hints = s.hint(1);
    assert!(hints.iter().any(|h| h.depth == Some(3)), "{hints:?}");
    // The end of the input ends the engine, even mid-search.
    s.send("set depth 40");
    s.send("hint 1");
    s.until(30, |l| l.starts_with("search "));
    s.close_input();
    assert!(s.exit_status(10).success());
}

#[test]
fn go_keeps_to_the_time_left_on_the_games_clock() {
    let mut s = Session::start(&[]);
    s.send("nboard 2");
    s.until(10, |_| true);
    // Depth 30 takes far longer than a few seconds from here...
    s.send("set depth 30");
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    // ...but Dark has 5 s for its 29 or so moves to come: about 0.15 s for this one.
    s.send(&format!(
        "set game (;GM[Othello]TI[0:05]{start}B[f5//0.1]W[d6//0.1]B[c3//0.1]W[d3//0.1];)"
    ));
    let t = Instant::now();
    let (mv, _) = s.go();
    assert!(mv.is_some());
    assert!(
        t.elapsed() < Duration::from_secs(2),
        "{:?} with 5 s for the game",
        t.elapsed()
    );
    // Time spent by `move` counts too: Dark used all of it, so the next move gets the least.
    s.send(&format!("move {}//4.90", mv.unwrap()));
    s.send("move PA");
    assert!(
        s.sync(1).iter().any(|l| l.starts_with("status error:")),
        "Light has a move: the pass is refused"
    );
    let t = Instant::now();
    let (light, _) = s.go();
    assert!(light.is_some());
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
}

#[test]
fn a_clock_that_is_not_a_time_is_reported_and_the_game_played_with_no_clock() {
    // Novice has no book: its `go` searches.
    let mut s = Session::start(&["--level", "novice"]);
    s.send("nboard 2");
    s.until(10, |_| true);
    s.send("set depth 30");
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    // A game with 5 s on its clock, then one whose clock is not a time.
    s.send(&format!("set game (;GM[Othello]TI[0:05]{start};)"));
    s.send(&format!(
        "set game (;GM[Othello]TI[0:xx]{start}B[f5//0.1];)"
    ));
    let lines = s.sync(1);
    assert!(
        lines.len() == 1
            && lines[0].starts_with(
                "status error: input line 4: set game: the game's TI clock '0:xx' is not a time"
            )
            && lines[0].ends_with("; playing without a clock"),
        "{lines:?}"
    );
    // The game is set, with no clock: not the 5 s of the game before (about 0.15 s for
    // this move), so depth 30 searches on until it is stopped.
    s.send("go");
    let deadline = Instant::now() + Duration::from_secs(2);
    while let Ok(line) = s
        .lines
        .recv_timeout(deadline.saturating_duration_since(Instant::now()))
    {
        assert!(!line.starts_with("=== "), "{line} within 2 s");
        s.log.push(format!("> {line}"));
    }
    let lines = s.sync(2);
    let answer = lines
        .iter()
        .find_map(|l| l.strip_prefix("=== "))
        .unwrap_or_else(|| panic!("no move: {lines:?}"));
    let mv = reversi_engine::nboard::MoveItem::parse(answer).unwrap();
    assert!(
        legal(&game_of("f5")).contains(&mv.square.unwrap()),
        "{answer}"
    );
}

#[test]
fn a_moves_time_that_is_not_a_time_is_reported_and_not_counted() {
    let mut s = Session::start(&["--level", "novice"]);
    s.send("nboard 2");
    s.until(10, |_| true);
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    s.send(&format!(
        "set game (;GM[Othello]TI[5:00]{start}B[f5//abc]W[d6//0.5];)"
    ));
    let lines = s.sync(1);
    assert_eq!(
        lines,
        [
            "status error: input line 2: set game: the time 'abc' of move 1 (f5) is not a time: \
             'abc' is not a number; not counted"
        ],
        "one line naming the move and its text"
    );
    // The game is set all the same: Dark's answer is a legal move after f5 d6.
    let (mv, _) = s.go();
    assert!(
        legal(&game_of("f5d6")).contains(&mv.expect("a move")),
        "{mv:?}"
    );
}

#[test]
fn a_bad_time_is_reported_once_while_the_gui_sends_the_same_game_again() {
    let mut s = Session::start(&["--level", "novice"]);
    s.send("nboard 2");
    s.until(10, |_| true);
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    let game = |moves: &str| format!("set game (;GM[Othello]TI[5:00]{start}{moves};)");
    s.send(&game("B[f5//abc]W[d6//0.5]"));
    assert_eq!(
        s.sync(1).len(),
        1,
        "the bad time is reported when the game is set"
    );
    // A GUI that sends the whole game after each move, or after a move taken back.
    s.send(&game("B[f5//abc]W[d6//0.5]B[c3//1]"));
    s.send(&game("B[f5//abc]"));
    assert_eq!(
        s.sync(2),
        Vec::<String>::new(),
        "the same game again: already reported"
    );
    // A new problem in that game is reported, and only it.
    s.send(&game("B[f5//abc]W[d6//x1]"));
    let lines = s.sync(3);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("'x1' of move 2 (d6)"), "{lines:?}");
    // Taken back past that move and played again: the same problem, already told.
    s.send(&game("B[f5//abc]"));
    s.send(&game("B[f5//abc]W[d6//x1]"));
    // The moves played with `move` are the game's too.
    s.send("move c3");
    s.send(&game("B[f5//abc]W[d6//x1]B[c3//2]W[d3//1]"));
    assert_eq!(s.sync(4), Vec::<String>::new(), "already told");
    // Another game (another first move) with a bad time is told again.
    s.send(&game("B[d3//abc]"));
    let lines = s.sync(5);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("'abc' of move 1 (d3)"), "{lines:?}");
    // The same moves from another start (a light disc more, in a1) are another game.
    let other = "BO[8 O--------------------------O*------*O--------------------------- *]";
    s.send(&format!(
        "set game (;GM[Othello]TI[5:00]{other}B[d3//abc];)"
    ));
    assert_eq!(s.sync(6).len(), 1, "another start: told again");
    // The same moves from that start under other rules (anti) are another game.
    s.send(&format!(
        "set game (;GM[Othello]TY[8a]TI[5:00]{other}B[d3//abc];)"
    ));
    assert_eq!(s.sync(7).len(), 1, "other rules: told again");
}

#[test]
fn a_bad_clock_is_told_for_each_new_game_and_once_in_a_game() {
    let mut s = Session::start(&["--level", "novice"]);
    s.send("nboard 2");
    s.until(10, |_| true);
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    let game = |moves: &str| format!("set game (;GM[Othello]TI[5:xx]{start}{moves};)");
    // A GUI starting a game sends it with no move: a new game each time, each told.
    for n in [1, 2] {
        s.send(&game(""));
        let lines = s.sync(n);
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].contains("TI clock '5:xx'"), "{lines:?}");
    }
    // The game going on is not told again.
    s.send(&game("B[f5]"));
    s.send(&game("B[f5]W[d6]"));
    assert_eq!(s.sync(3), Vec::<String>::new(), "already told");
}

#[test]
fn bad_commands_are_reported_and_the_session_goes_on() {
    let mut s = Session::start(&[]);
    s.send("nboard 2");
    s.until(10, |_| true);
    for bad in [
        "set depth 0",
        "set depth 61",
        "set depth deep",
        "set game (;GM[Othello]BO[8 nonsense];)",
        "move z9",
        "move f5/x",
        "hint 0",
        "hint many",
    ] {
        s.send(bad);
        let lines = s.sync(1);
        assert!(
            lines.len() == 1 && lines[0].starts_with("status error: input line"),
            "{bad}: {lines:?}"
        );
    }
    // Still at the start, still answering.
    let (mv, _) = s.go();
    assert!(legal(&Game::new(GameOptions::default())).contains(&mv.unwrap()));
}

fn run_engine(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(BIN).args(args).output().expect("run");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn match_plays_two_nboard_engines_and_a_level_against_one() {
    let black = format!("nboard:{BIN} nboard --level novice");
    let white = format!("nboard@2:{BIN} nboard");
    let (ok, out, err) = run_engine(&[
        "match",
        "--black",
        &black,
        "--white",
        &white,
        "--games",
        "4",
        "--threads",
        "2",
        "--verbose",
    ]);
    assert!(ok, "{out}{err}");
    assert!(out.contains("4 games"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("game ")).count(),
        4,
        "{out}"
    );
    // Every game is a whole legal game.
    for l in out.lines().filter(|l| l.starts_with("game ")) {
        let moves = l.split_whitespace().last().unwrap();
        let g = game_of(moves);
        assert!(g.is_over(), "{l}");
    }
    let (ok, out, err) = run_engine(&[
        "match", "--black", "casual", "--white", &black, "--games", "2",
    ]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains(&format!("Casual vs {black}: 2 games")),
        "{out}"
    );
}

/// A process at `process_level` plays `level` (no time limit, no randomness) in `match`: each
/// opening's two games (colours swapped) must be the same game, move for move.
fn plays_as_the_level(process_level: &str, level: &str, games: usize, seed: &str) {
    let black = format!("nboard:{BIN} nboard --level {process_level}");
    let (ok, out, err) = run_engine(&[
        "match",
        "--black",
        &black,
        "--white",
        level,
        "--games",
        &games.to_string(),
        "--seed",
        seed,
        "--verbose",
    ]);
    assert!(ok, "{out}{err}");
    let played: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| l.split_whitespace().last().unwrap())
        .collect();
    assert_eq!(played.len(), games, "{out}");
    for pair in played.chunks(2) {
        assert_eq!(pair[0], pair[1], "{out}");
    }
    assert!(out.contains("score 50.0%"), "{out}");
}

#[test]
fn an_nboard_process_plays_as_its_level_plays() {
    // Weights3 has no time limit and no randomness: the process at that level, told the game
    // by set game and move, must choose every move the level itself chooses.
    plays_as_the_level("weights3", "weights3", 4, "5");
}

#[test]
fn an_nboard_process_takes_a_level_with_settings() {
    // `--level` takes the settings `match` takes: a process at Weights3 searching 2 deep (not
    // its own 3) must play exactly as the level with the same setting.
    plays_as_the_level("weights3+depth=2", "weights3+depth=2", 2, "9");
    // A setting it does not know is a one-line error naming it.
    let (ok, out, err) = run_engine(&["nboard", "--level", "engine+speed=2"]);
    assert!(!ok, "{out}");
    assert!(err.contains("--level") && err.contains("speed"), "{err}");
}

#[test]
fn match_refuses_what_an_nboard_engine_cannot_play() {
    let black = format!("nboard:{BIN} nboard");
    let (ok, _, err) = run_engine(&[
        "match",
        "--black",
        &black,
        "--white",
        "casual",
        "--variant",
        "reverse",
    ]);
    assert!(!ok);
    assert!(err.contains("NBoard engines play Classic"), "{err}");
    let (ok, _, err) = run_engine(&[
        "match",
        "--black",
        &black,
        "--white",
        "casual",
        "--move-timeout",
        "0",
    ]);
    assert!(!ok);
    assert!(err.contains("from 1 to 86400"), "{err}");
    let (ok, _, err) = run_engine(&["match", "--black", "nboard:", "--white", "casual"]);
    assert!(!ok);
    assert!(
        err.contains("--black") && err.contains("no command"),
        "{err}"
    );
    let (ok, _, err) = run_engine(&[
        "match",
        "--black",
        "nboard:/no/such/engine",
        "--white",
        "casual",
        "--games",
        "1",
    ]);
    assert!(!ok);
    assert!(
        err.contains("NBoard engine '/no/such/engine': cannot start it"),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn match_names_an_engine_that_dies_hangs_or_answers_garbage() {
    // Each fake engine is a shell loop; `ping N` is answered unless said otherwise.
    let fake = |on_go: &str| {
        format!(
            "nboard:sh -c 'while read c a; do case $c in ping) echo pong $a;; go) {on_go};; esac; done'"
        )
    };
    let play = |black: &str| {
        run_engine(&[
            "match",
            "--black",
            black,
            "--white",
            "casual",
            "--games",
            "1",
            "--threads",
            "1",
            "--move-timeout",
            "1",
        ])
    };
    let (ok, _, err) = play(&fake("echo === A1"));
    assert!(!ok);
    assert!(
        err.contains("chose a1, which is not legal") && err.contains("game 1"),
        "{err}"
    );
    let (ok, _, err) = play(&fake("echo hello there"));
    assert!(!ok);
    assert!(
        err.contains("did not answer within 1.0 s while choosing move")
            && err.contains("lines that are not NBoard messages: 'hello there'"),
        "{err}"
    );
    let (ok, _, err) = play(&fake("echo === Q9"));
    assert!(!ok);
    assert!(err.contains("answered '=== Q9' to go"), "{err}");
    let (ok, _, err) = play(&fake("echo giving up >&2; exit 3"));
    assert!(!ok);
    assert!(
        err.contains("exited (exit status: 3) while choosing move") && err.contains("giving up"),
        "{err}"
    );
    let (ok, _, err) = play(&fake("sleep 5"));
    assert!(!ok);
    assert!(
        err.contains("did not answer within 1.0 s while choosing move"),
        "{err}"
    );
    let (ok, _, err) = play("nboard:sh -c 'read line; read line; echo pong x'");
    assert!(!ok);
    assert!(err.contains("answered 'pong x' to 'ping 1'"), "{err}");
}

#[test]
fn exact_depth_table_follows_the_documented_rule() {
    use reversi_engine::ai::LEVELS;
    use reversi_engine::nboard::engine::exact_from_for_depth;
    // `set depth N` solves from 2N empties up to depth 8 and from N + 8 above
    // (docs/engine-cli.md): depth 12, the full-width depth the selective Engine level
    // replaced, from 20, never further out than the Engine level itself.
    for d in 1..=60 {
        assert_eq!(exact_from_for_depth(d), (2 * d).min(d + 8), "depth {d}");
    }
    assert_eq!(exact_from_for_depth(12), 20);
    let engine = LEVELS.iter().find(|l| l.name == "Engine").unwrap();
    assert!(exact_from_for_depth(12) <= engine.exact_from);
    assert!((1..60).all(|d| exact_from_for_depth(d) <= exact_from_for_depth(d + 1)));
}
