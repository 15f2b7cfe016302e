//! Our engine's side of the NBoard protocol (`reversi-engine nboard`, `reversi3d nboard`).
//!
//! Commands are read on their own thread, so that `ping` (and `quit`, and the end of the
//! input) sets the search's stop flag at once while the session thread is still searching; the
//! session thread then finishes the command it was on (its output comes first, from the best
//! move found so far) and answers `pong N`. Every line out is flushed. Unknown commands and
//! unknown `set` variables are ignored; a known command that is malformed or not legal (a bad
//! move, a bad depth, a game that does not parse) is reported on standard error and as a
//! `status` line, naming the input line, and changes nothing; but a `set game` whose clock
//! (`TI`) is not a time sets the game, with no clock, and is reported so.
//!
//! | GUI → engine | answer |
//! |---|---|
//! | `nboard <version>` | `set myname reversi3d` |
//! | `set depth N` (1–60) | midgame depth N and exact from [`exact_from_for_depth`] empties, no time limit; until it is sent, the `--level` decides |
//! | `set game <GGF>` | the position at the end of the game |
//! | `set contempt N`, other `set` | ignored |
//! | `move F5[/eval[/time]]`, `move PA` | the move (or pass) is played; a pass the mover must make before it is played for it |
//! | `hint N` | `search <pv> <eval> 0 <depth>` for the N best moves at each depth as the search deepens, depth `100%` once exact, `21@87%` for a selective search (depth and confidence in its cuts); then `nodestats`, then an empty `status` |
//! | `go` | `search` line of the move, `nodestats`, `=== F5/<eval>/<seconds>`; `=== PA` when the mover must pass; at game over a `status game over: …` line and `=== PA` (there is no move; a GUI waiting for `===` is not left hanging) |
//! | `analyze` | `analysis <plies> <eval>` for each position of the game, from the last back to the start, then `nodestats` and an empty `status` |
//! | `ping N` | `pong N`, after the output of the search it stopped |
//! | `learn` | adds the game to the book file in use ([`Options::book`], else the user's book) and answers `learned` |
//! | `quit`, end of input | the engine exits |
//!
//! Evaluations are in discs from the side to move's point of view, a whole number when exact.
//! When the GGF of `set game` has a clock (`TI`), `go` thinks at most an even share of the
//! mover's time left (the times of its moves in the GGF and of later `move` commands are
//! spent) over its moves to come, keeping a tenth in reserve; `hint` and `analyze` are not
//! limited by the clock (the protocol's rule). A main time of zero (`TI[0//0]`) is no clock,
//! and a clock too large for a deadline (`TI[1e21]`) no limit.

use super::clock::GameClock;
use super::{MoveItem, eval_text, pv_text, square_text};
use crate::ai::book::{OpeningBook, embedded, user_book_path};
use crate::ai::error::EngineError;
use crate::ai::eval::final_score;
use crate::ai::{
    DEFAULT_TT_BYTES, Engine, EvalKind, Level, SearchConfig, SearchResult, book_move,
    choose_move_with_book, confidence,
};
use crate::rules::{Board, Game, GameOptions, Side, Variant};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::io::{BufRead, Read, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The name the engine gives itself (`set myname`).
pub const NAME: &str = "reversi3d";
/// The deepest `set depth` accepted.
pub const MAX_DEPTH: u32 = 60;
/// Longest input line read (a GGF game is a few hundred bytes); longer ones are skipped.
pub const MAX_LINE_BYTES: usize = 1 << 20;
/// Input lines read ahead of the session (`ping` read ahead stops a search at once).
const INPUT_QUEUE: usize = 64;

/// How the engine plays before the GUI sends `set depth`.
#[derive(Clone, Debug)]
pub struct Options {
    /// The level of `go`, `hint` and `analyze` until `set depth` replaces it.
    pub level: Level,
    /// Search threads of every search ([`Engine::set_threads`]).
    pub threads: usize,
    /// Seed of the random choices of the lower levels.
    pub seed: u64,
    /// The book file played from and learnt into (`learn`); `None`: the user's book
    /// ([`user_book_path`]) when it exists, else the built-in one, and `learn` writes the
    /// user's book.
    pub book: Option<PathBuf>,
}

/// The empties from which a search of `set depth N` solves exactly: 2N up to depth 8, then
/// N + 8 (depth 12 solves from 20 empties; the Engine level solves from 24).
pub fn exact_from_for_depth(depth: u32) -> u32 {
    (2 * depth).min(depth + 8)
}

/// Why an NBoard session ended in error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The thread that reads the input could not be started.
    #[error("cannot start the input thread: {0}")]
    InputThread(std::io::Error),
    /// The input could not be read.
    #[error("standard input: {0}")]
    Input(String),
    /// The engine's tables cannot be allocated.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The book file cannot be read.
    #[error(transparent)]
    Book(#[from] crate::ai::book::BookError),
}

/// Runs a session: reads commands from `input` (on a thread of its own) and writes the
/// answers to `output`, flushing each line, until `quit`, the end of the input, or an output
/// that can no longer be written (the GUI is gone). `Err` only when the input cannot be read
/// or the engine's tables cannot be allocated.
pub fn serve<R, W>(input: R, output: W, options: &Options) -> Result<(), ServeError>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    let interrupts = Arc::new(Interrupts::default());
    // Bounded: a GUI that sends faster than the session answers waits (at most this many lines
    // of at most MAX_LINE_BYTES are held).
    let (tx, rx) = mpsc::sync_channel(INPUT_QUEUE);
    let reader_interrupts = interrupts.clone();
    std::thread::Builder::new()
        .name("nboard-input".into())
        .spawn(move || read_commands(input, tx, &reader_interrupts))
        .map_err(ServeError::InputThread)?;
    let mut engine = Engine::try_new(Variant::Classic, DEFAULT_TT_BYTES)?;
    engine.set_stop_flag(interrupts.stop.clone());
    engine.set_threads(options.threads);
    let book_path = options.book.clone().or_else(user_book_path);
    let book = match &book_path {
        Some(p) if p.exists() => OpeningBook::read_file(p)?,
        _ => embedded().clone(),
    };
    let mut session = Session {
        book,
        book_path,
        out: Out {
            w: output,
            broken: false,
        },
        game: Game::new(GameOptions::default()),
        level: Level {
            threads: options.threads.max(1),
            ..options.level
        },
        depth: None,
        clock: GameClock::default(),
        clock_problems: Vec::new(),
        engine,
        rng: StdRng::seed_from_u64(options.seed),
        interrupts,
    };
    for input in rx {
        match input {
            Input::Line { number, text } => match session.handle(number, &text) {
                Ok(Flow::Quit) => break,
                Ok(Flow::Continue) => {}
                Err(e) => session.error(number, &e),
            },
            Input::TooLong { number } => session.error(
                number,
                &format!("longer than {} bytes; ignored", MAX_LINE_BYTES),
            ),
            Input::End(None) => break,
            Input::End(Some(e)) => return Err(ServeError::Input(e)),
        }
        if session.out.broken {
            break;
        }
    }
    Ok(())
}

/// What the input thread passes on.
enum Input {
    Line {
        number: usize,
        text: String,
    },
    TooLong {
        number: usize,
    },
    /// The end of the input, or the error that ended it.
    End(Option<String>),
}

/// The stop flag the searches watch, raised by the input thread for each `ping` (and for
/// `quit` and the end of the input) and lowered once the session has answered every `ping`
/// read so far: a search started after a `ping` was read but before it was answered stops at
/// once, as its result would be stale.
#[derive(Default)]
struct Interrupts {
    /// Pings read and not yet answered.
    pending: Mutex<usize>,
    stop: Arc<AtomicBool>,
}

impl Interrupts {
    fn raise(&self) {
        let mut p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        *p += 1;
        self.stop.store(true, Ordering::SeqCst);
    }

    fn settle(&self) {
        let mut p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        *p = p.saturating_sub(1);
        if *p == 0 {
            self.stop.store(false, Ordering::SeqCst);
        }
    }

    fn raised(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }
}

/// The input thread: passes each line on, raising the stop flag first for `ping` and `quit`.
fn read_commands<R: BufRead>(mut input: R, tx: mpsc::SyncSender<Input>, interrupts: &Interrupts) {
    let mut number = 0;
    loop {
        let mut buf = Vec::new();
        let read = (&mut input)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut buf);
        match read {
            Err(e) => {
                interrupts.raise();
                let _ = tx.send(Input::End(Some(e.to_string())));
                return;
            }
            Ok(0) => {
                interrupts.raise();
                let _ = tx.send(Input::End(None));
                return;
            }
            Ok(_) => {}
        }
        number += 1;
        if buf.len() > MAX_LINE_BYTES && buf.last() != Some(&b'\n') {
            // Skip the rest of the line.
            loop {
                buf.clear();
                match (&mut input)
                    .take(MAX_LINE_BYTES as u64)
                    .read_until(b'\n', &mut buf)
                {
                    Ok(0) | Err(_) => break,
                    Ok(_) if buf.last() == Some(&b'\n') => break,
                    Ok(_) => {}
                }
            }
            if tx.send(Input::TooLong { number }).is_err() {
                return;
            }
            continue;
        }
        let text = String::from_utf8_lossy(&buf)
            .trim_end_matches(['\r', '\n'])
            .to_string();
        let word = text.split_whitespace().next().unwrap_or("");
        if word == "ping" || word == "quit" {
            interrupts.raise();
        }
        if tx.send(Input::Line { number, text }).is_err() {
            return;
        }
    }
}

/// Lines out, each flushed. Once a write fails (the GUI closed the pipe) nothing more is
/// written and the session ends.
struct Out<W: Write> {
    w: W,
    broken: bool,
}

impl<W: Write> Out<W> {
    fn line(&mut self, text: &str) {
        if self.broken {
            return;
        }
        if writeln!(self.w, "{text}")
            .and_then(|_| self.w.flush())
            .is_err()
        {
            self.broken = true;
        }
    }
}

enum Flow {
    Continue,
    Quit,
}

struct Session<W: Write> {
    /// The book played from, and where `learn` writes it.
    book: OpeningBook,
    book_path: Option<PathBuf>,
    out: Out<W>,
    game: Game,
    level: Level,
    /// `set depth`, once sent.
    depth: Option<u32>,
    /// The game's clock, when its GGF has one.
    clock: GameClock,
    /// The clock's problems reported since the game began (a `TI` or a move's time that is not
    /// a time): a `set game` that goes on with that game does not report them again.
    clock_problems: Vec<String>,
    engine: Engine,
    rng: StdRng,
    interrupts: Arc<Interrupts>,
}

impl<W: Write> Session<W> {
    fn error(&mut self, line: usize, message: &str) {
        let message = &crate::rules::notation::escape_controls(message);
        eprintln!("nboard: input line {line}: {message}");
        self.out
            .line(&format!("status error: input line {line}: {message}"));
    }

    /// Runs the command of input line `line`; `Err` is reported ([`Session::error`]) and the
    /// command changes nothing.
    fn handle(&mut self, line: usize, text: &str) -> Result<Flow, String> {
        let text = text.trim();
        let Some(command) = text.split_whitespace().next() else {
            return Ok(Flow::Continue);
        };
        let rest = text[command.len()..].trim();
        match command {
            "nboard" => self.out.line(&format!("set myname {NAME}")),
            "set" => self.set(line, rest)?,
            "move" => self.play(rest)?,
            "hint" => {
                let n = rest
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| {
                        format!("hint '{rest}': expected a number of moves, 1 or more")
                    })?;
                self.hint(n);
            }
            "go" => self.go(),
            "analyze" => self.analyze(),
            "ping" => {
                self.interrupts.settle();
                let rest = crate::rules::notation::escape_controls(rest);
                self.out.line(format!("pong {rest}").trim_end());
            }
            "learn" => self.learn(),
            "quit" => return Ok(Flow::Quit),
            // Protocol version 1 sent a bare move ("F5").
            _ if rest.is_empty() && command.len() == 2 && MoveItem::parse(command).is_ok() => {
                self.play(command)?
            }
            _ => {}
        }
        Ok(Flow::Continue)
    }

    fn set(&mut self, line: usize, rest: &str) -> Result<(), String> {
        let variable = rest.split_whitespace().next().unwrap_or("");
        let value = rest[variable.len()..].trim();
        match variable {
            "depth" => {
                let d = value
                    .parse::<u32>()
                    .ok()
                    .filter(|d| (1..=MAX_DEPTH).contains(d))
                    .ok_or_else(|| {
                        format!("set depth '{value}': must be a whole number from 1 to {MAX_DEPTH}")
                    })?;
                self.depth = Some(d);
            }
            "game" => {
                let (game, clock) = game_from_ggf(value).map_err(|e| format!("set game: {e}"))?;
                let previous = std::mem::replace(&mut self.game, game);
                // An anti game (`TY[8a]`) is played under Reverse.
                self.engine.set_variant(self.game.options.variant);
                // A clock that is not a time (`TI[5:xx]`) does not refuse the game: the GUI
                // plays on from this position, and an engine left at another would answer
                // `go` with a move the GUI cannot play. It is reported as any bad command is,
                // and the game is played with no clock, as a game without `TI` is: at the
                // level or `set depth` the user chose. Not with the clock of the game before:
                // `set game` starts a game (a new one, a game loaded, moves taken back), which
                // may have another time control, and its moves' times are this game's.
                // A move's time that is not one is reported too, and not counted.
                // A GUI that sends the whole game again after each move (moves added or
                // taken back) is told of each problem once, not at every move.
                let (clock, problems) = clock;
                if !same_line(&previous, &self.game) {
                    self.clock_problems.clear();
                }
                for problem in problems {
                    if !self.clock_problems.contains(&problem) {
                        self.error(line, &format!("set game: {problem}"));
                        self.clock_problems.push(problem);
                    }
                }
                self.clock = clock;
            }
            // Contempt (the value of a book draw) and anything else: nothing to do.
            _ => {}
        }
        Ok(())
    }

    /// `move <item>`: plays the move or pass; a pass the mover must make first is played for
    /// it (GUIs that leave passes out). Nothing changes when it is not legal.
    fn play(&mut self, text: &str) -> Result<(), String> {
        let item = MoveItem::parse(text).map_err(|e| format!("move: {e}"))?;
        let mut g = self.game.clone();
        let side = g.to_move();
        match item.square {
            None => {
                g.pass()
                    .map_err(|e| format!("move PA: {side} cannot pass ({e})"))?;
            }
            Some(sq) => {
                if g.must_pass() {
                    let _ = g.pass();
                }
                g.check_move(sq).map_err(|e| {
                    format!(
                        "move {}: not legal for {} ({e})",
                        square_text(Some(sq)),
                        g.to_move()
                    )
                })?;
                g.play(sq).map_err(|e| format!("move {sq}: {e}"))?;
            }
        }
        if let Some(t) = item.seconds {
            let mover = self.game.to_move();
            let mover = if item.square.is_some() && self.game.must_pass() {
                mover.opposite()
            } else {
                mover
            };
            self.clock.used[mover.index()] += t.max(0.0);
        }
        self.game = g;
        Ok(())
    }

    /// The most `go` may think when the game has a clock: an even share of the mover's time
    /// left (less a tenth kept in reserve) over its moves to come, at least 50 ms. A clock too
    /// large for a deadline (`TI[1e21]`) is no limit.
    fn time_budget(&self) -> Option<Duration> {
        let start = self.clock.start?;
        let left = (start - self.clock.used[self.game.to_move().index()]).max(0.0);
        let moves_to_come = self.game.board().empty_count().div_ceil(2).max(1);
        let share = 0.9 * left / moves_to_come as f64;
        Duration::try_from_secs_f64(share.max(0.05))
            .ok()
            .filter(|&d| Instant::now().checked_add(d).is_some())
    }

    /// The search settings: `set depth` once sent, else the level's.
    fn config(&self) -> SearchConfig {
        match self.depth {
            Some(d) => SearchConfig {
                max_depth: d,
                exact_from: exact_from_for_depth(d),
                time_limit: None,
                node_limit: None,
                eval: EvalKind::Pattern,
                mpc: None,
            },
            None => self.level.config(),
        }
    }

    fn game_over_status(&mut self) {
        let (d, l) = (self.game.count(Side::Dark), self.game.count(Side::Light));
        let text = match self.game.result().and_then(|r| r.winner) {
            Some(w) => format!("status game over: Dark {d} - Light {l}, {w} wins"),
            None => format!("status game over: Dark {d} - Light {l}, a draw"),
        };
        self.out.line(&text);
    }

    fn nodestats(&mut self, nodes: u64, start: Instant) {
        self.out.line(&format!(
            "nodestats {nodes} {:.2}",
            start.elapsed().as_secs_f64()
        ));
    }

    fn go(&mut self) {
        if self.game.is_over() {
            self.game_over_status();
            self.out.line("=== PA");
            return;
        }
        if self.game.must_pass() {
            self.out.line("=== PA");
            return;
        }
        if self.game.in_centre_opening() {
            // The placements of the empty-centre opening: the search knows the board rules
            // only, so the rules give the moves and one is chosen as the levels choose it,
            // with no search (and no `search` line), at any depth.
            self.out
                .line("status the empty-centre placements are not searched");
            let res = choose_move_with_book(
                &mut self.engine,
                &self.game,
                &self.level,
                &mut self.rng,
                &self.book,
            );
            let item = MoveItem {
                square: res.best,
                eval: None,
                seconds: Some(0.0),
            };
            self.out.line(&format!("=== {item}"));
            return;
        }
        self.out.line(&format!("status {NAME} is thinking"));
        let start = Instant::now();
        let board = self.game.board();
        let budget = self.time_budget();
        // A level with a book plays from it at once, `set depth` or not.
        let book = self
            .level
            .book
            .and_then(|v| book_move(&self.book, &self.game, v, &mut self.rng));
        let res = match (book, self.depth) {
            (Some(r), _) => r,
            (None, Some(_)) => {
                let mut cfg = self.config();
                cfg.time_limit = min_time(cfg.time_limit, budget);
                self.engine.search(&board, &cfg)
            }
            (None, None) => {
                let mut level = self.level;
                level.time_ms = min_time(level.time_ms.map(Duration::from_millis), budget)
                    .and_then(|t| u64::try_from(t.as_millis().max(1)).ok());
                choose_move_with_book(
                    &mut self.engine,
                    &self.game,
                    &level,
                    &mut self.rng,
                    &self.book,
                )
            }
        };
        let seconds = start.elapsed().as_secs_f64();
        // A search stopped before its first move still names one (the first in its order);
        // the fallback to the first legal move is for a result with none.
        let best = res.best.or_else(|| {
            crate::rules::Bitboard(self.game.legal_moves())
                .squares()
                .next()
        });
        if res.best.is_some() {
            let pv = if res.pv.first() == res.best.as_ref() {
                res.pv.clone()
            } else {
                res.best.into_iter().collect()
            };
            let depth = depth_text(&res);
            self.out.line(&format!(
                "search {} {} 0 {depth}",
                pv_text(&board, &pv),
                eval_text(res.value, res.exact)
            ));
        }
        self.nodestats(res.nodes, start);
        let item = MoveItem {
            square: best,
            eval: res.best.map(|_| {
                if res.exact {
                    (res.value / 100) as f64
                } else {
                    res.value as f64 / 100.0
                }
            }),
            seconds: Some(seconds),
        };
        self.out.line(&format!("=== {item}"));
    }

    /// `learn`: the game goes into the book file (its new positions searched at `set depth`,
    /// else at the book's depth), which is played from at once; then `learned`.
    fn learn(&mut self) {
        let Some(path) = self.book_path.clone() else {
            self.out
                .line("status error: learn: no book file (give --book; HOME is not set)");
            self.out.line("learned");
            return;
        };
        let depth = self
            .depth
            .unwrap_or(match self.book.info.depth {
                0 => 14,
                d => d as u32,
            })
            .min(30);
        match crate::ai::tools::book::learn_game(&path, &self.book, &self.game, depth) {
            Ok((book, report)) => {
                self.book = book;
                self.out.line(&format!(
                    "status learned: {} new positions, {} in the book",
                    report.from_games,
                    self.book.len()
                ));
            }
            Err(e) => {
                eprintln!("nboard: learn: {e}");
                self.out.line(&format!("status error: learn: {e}"));
            }
        }
        self.out.line("learned");
    }

    fn hint(&mut self, n: usize) {
        self.out.line(&format!("status {NAME} is thinking"));
        let start = Instant::now();
        let mut nodes = 0;
        if self.game.is_over() {
            self.game_over_status();
        } else if self.game.in_centre_opening() {
            // No search of the placements (see `go`): no hints.
            self.out
                .line("status the empty-centre placements are not searched");
        } else {
            nodes = self.hint_lines(n, start);
        }
        self.nodestats(nodes, start);
        self.out.line("status");
    }

    /// The `search` lines of `hint n`; returns the nodes searched.
    fn hint_lines(&mut self, n: usize, start: Instant) -> u64 {
        let board = self.game.board();
        let cfg = self.config();
        let deadline = cfg.time_limit.map(|t| start + t);
        let remaining = || deadline.map(|d| d.saturating_duration_since(Instant::now()));
        let out_of_time = || remaining() == Some(Duration::ZERO);
        let mut nodes = 0;
        if board.legal_moves() == 0 {
            // The mover must pass: one line, the pass, valued by the opponent's search.
            let res = self.engine.search(
                &board,
                &SearchConfig {
                    time_limit: remaining(),
                    ..cfg
                },
            );
            if !res.stopped && res.depth > 0 {
                let pv = pv_text(&board.pass(), &res.pv);
                let pv = if pv.is_empty() {
                    "PA".to_string()
                } else {
                    format!("PA-{pv}")
                };
                self.out.line(&format!(
                    "search {pv} {} 0 {}",
                    eval_text(res.value, res.exact),
                    depth_text(&res)
                ));
            }
            return res.nodes;
        }
        let empties = board.empty_count();
        let max_depth = cfg.max_depth.clamp(1, empties.max(1));
        // Iterative deepening, a line per move at each depth completed.
        for d in 1..=max_depth {
            if out_of_time() || self.interrupts.raised() {
                break;
            }
            let c = SearchConfig {
                max_depth: d,
                exact_from: 0,
                time_limit: remaining(),
                ..cfg
            };
            let res = self.search_n(&board, &c, n);
            nodes += res.nodes;
            if res.depth < d {
                break;
            }
            self.search_lines(&board, &res, n);
        }
        if cfg.solves(empties) && !out_of_time() && !self.interrupts.raised() {
            let c = SearchConfig {
                max_depth: max_depth.min(6),
                exact_from: empties,
                time_limit: remaining(),
                ..cfg
            };
            let res = self.search_n(&board, &c, n);
            nodes += res.nodes;
            if res.exact && !res.stopped {
                self.search_lines(&board, &res, n);
            }
        }
        nodes
    }

    /// The best move (n = 1) or the value of every move (more).
    fn search_n(&mut self, board: &Board, cfg: &SearchConfig, n: usize) -> SearchResult {
        if n == 1 {
            self.engine.search(board, cfg)
        } else {
            self.engine.analyze(board, cfg)
        }
    }

    fn search_lines(&mut self, board: &Board, res: &SearchResult, n: usize) {
        let depth = depth_text(res);
        if res.moves.is_empty() {
            if res.best.is_some() {
                self.out.line(&format!(
                    "search {} {} 0 {depth}",
                    pv_text(board, &res.pv),
                    eval_text(res.value, res.exact)
                ));
            }
            return;
        }
        for m in res.moves.iter().take(n) {
            self.out.line(&format!(
                "search {} {} 0 {depth}",
                pv_text(board, &m.pv),
                eval_text(m.value, m.exact)
            ));
        }
    }

    /// `analyze`: every position of the game from the last back to the start.
    fn analyze(&mut self) {
        self.out
            .line(&format!("status {NAME} is analysing the game"));
        let start = Instant::now();
        let cfg = self.config();
        let mut nodes = 0;
        for plies in (0..=self.game.history().len()).rev() {
            if self.interrupts.raised() {
                break;
            }
            let g = self.game.after_plies(plies);
            if g.in_centre_opening() {
                // A placement of the empty-centre opening: not searched (see `go`).
                continue;
            }
            let b = g.board();
            let (value, exact) = if g.is_over() {
                (
                    final_score(b.player, b.opponent, g.options.variant) * 100,
                    true,
                )
            } else {
                let res = self.engine.search(&b, &cfg);
                nodes += res.nodes;
                if res.stopped {
                    break;
                }
                (res.value, res.exact)
            };
            self.out
                .line(&format!("analysis {plies} {}", eval_text(value, exact)));
        }
        self.nodestats(nodes, start);
        self.out.line("status");
    }
}

/// `100%` for an exact value, `book` for a book move, else the depth searched, with a
/// selective search's confidence in its cuts as Edax gives it (`21@87%`; a solve stopped
/// after a selective pass: the empties and the pass's, `24@77%`).
fn depth_text(res: &SearchResult) -> String {
    if res.book {
        "book".into()
    } else if res.exact {
        "100%".into()
    } else if let Some(width) = res.selectivity {
        format!("{}@{}%", res.depth, confidence(width))
    } else {
        res.depth.to_string()
    }
}

/// The shorter of two time limits (`None`: no limit).
fn min_time(a: Option<Duration>, b: Option<Duration>) -> Option<Duration> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// Whether `next` goes on with the game `before` (a GUI sending the game again): the same
/// start and variant, and one's moves the other's first moves (moves added or taken back).
/// A game with no move yet is a new one (a GUI starting a game sends it so).
fn same_line(before: &Game, next: &Game) -> bool {
    let (a, b) = (before.history(), next.history());
    let n = a.len().min(b.len());
    !b.is_empty()
        && before.start_position() == next.start_position()
        && before.options.variant == next.options.variant
        && a[..n] == b[..n]
}

/// The game of a `set game` command, with its clock and what in the clock is not a time (a
/// `TI`, a move's time: [`GameClock::of_ggf`]), the game being good all the same. `Err`: the
/// GGF itself is not one game.
fn game_from_ggf(text: &str) -> Result<(Game, (GameClock, Vec<String>)), String> {
    let games = crate::rules::ggf::parse_ggf(text).map_err(|e| e.to_string())?;
    let [ggf] = games.as_slice() else {
        return Err(format!(
            "the GGF text holds {} games; expected one",
            games.len()
        ));
    };
    let game = ggf.to_game(1).map_err(|e| e.to_string())?;
    Ok((game, GameClock::of_ggf(ggf)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stop_flag_stays_up_until_every_ping_read_is_answered() {
        let i = Interrupts::default();
        assert!(!i.raised());
        i.raise();
        i.raise();
        assert!(i.raised());
        i.settle();
        assert!(i.raised(), "a second ping is still waiting for its pong");
        i.settle();
        assert!(!i.raised());
        i.settle();
        assert!(!i.raised(), "an extra answer does not go below zero");
        i.raise();
        assert!(i.raised());
    }

    #[test]
    fn a_ggf_game_gives_its_game_and_its_clock_or_why_the_clock_is_none() {
        let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
        let (g, clock) =
            game_from_ggf(&format!("(;GM[Othello]TI[5:00]{start}B[f5//10.5];)")).unwrap();
        assert_eq!(g.history().len(), 1);
        assert_eq!(clock.0.start, Some(300.0));
        assert!(clock.1.is_empty(), "{:?}", clock.1);
        // A clock that is not a time: the game still, no clock, and the error naming it.
        let (g, (clock, problems)) =
            game_from_ggf(&format!("(;GM[Othello]TI[5:xx]{start}B[f5];)")).unwrap();
        assert_eq!(g.history().len(), 1);
        assert_eq!(clock.start, None);
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("TI clock '5:xx'"), "{problems:?}");
        let one = format!("(;GM[Othello]{start};)");
        let e = game_from_ggf(&format!("{one}{one}")).unwrap_err();
        assert!(e.contains("2 games"), "{e}");
    }

    #[test]
    fn set_depth_solves_from_twice_the_depth_then_eight_more() {
        assert_eq!(exact_from_for_depth(1), 2);
        assert_eq!(exact_from_for_depth(8), 16);
        assert_eq!(exact_from_for_depth(12), 20);
        assert_eq!(exact_from_for_depth(60), 68);
    }
}
