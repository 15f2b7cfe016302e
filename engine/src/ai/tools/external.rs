//! An external engine as a player: `match` starts the program and speaks the GUI's side of the
//! NBoard protocol to it (see [`crate::nboard`]), so our levels can play Edax, NTest,
//! Egaroucid or another `reversi-engine nboard`; or the Go Text Protocol (GTP) as Othello
//! programs use it (GRhino's `gtp-rhino`, Quarry's engines).
//!
//! A GTP player is written `gtp:CMD ARGS` (`gtp:gtp-rhino -l 5`). For each game it gets
//! `boardsize 8`, `clear_board` (the standard start) and the opening as `play black d3`…, then
//! every move of either side as `play` (a pass as `play white pass`), and `genmove` on its turns
//! (never when it must pass). Every command carries a number, and the answer with that number
//! (`=N …` or `?N error`) is the one read.
//!
//! A player is written `nboard:CMD ARGS` (`nboard:edax -q`), or `nboard@D:CMD ARGS` to send it
//! `set depth D` first. The command is split at white space; `"…"` or `'…'` keep spaces in
//! one argument. For each game the engine gets `set game` (the start and the opening in GGF),
//! then `move` for every move and pass of either side, and `go` on its turns (never when it
//! must pass: the match passes for it and tells it `move PA`). Lines that are no NBoard message
//! are skipped, as the NBoard GUI skips them. Every wait has a limit, and a process that cannot
//! be started, exits, does not answer in time (the error quotes the lines it wrote that are no
//! NBoard message, if any), or answers `go` or `ping` with something that is not a move or its
//! number, is an error naming the engine, what it was asked and the line it answered (with the
//! end of its error output when it exited).

use crate::ai::tools::error::ToolError;
use crate::nboard::MoveItem;
use crate::rules::{Game, Side};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The protocol an external engine speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// NBoard (`nboard:`).
    Nboard,
    /// The Go Text Protocol on an 8×8 board (`gtp:`).
    Gtp,
}

impl Protocol {
    /// The prefix a player is written with: `nboard` or `gtp`.
    pub fn prefix(self) -> &'static str {
        match self {
            Protocol::Nboard => "nboard",
            Protocol::Gtp => "gtp",
        }
    }

    /// How messages name such an engine.
    fn noun(self) -> &'static str {
        match self {
            Protocol::Nboard => "NBoard engine",
            Protocol::Gtp => "GTP engine",
        }
    }
}

/// How an external engine is started and set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalSpec {
    pub protocol: Protocol,
    /// The command as written (for messages).
    pub command: String,
    pub program: String,
    pub args: Vec<String>,
    /// `set depth` to send to an NBoard engine, if any (else it plays at its own default).
    pub depth: Option<u32>,
}

/// The most a `nboard@D:` depth can be (as `set depth` of the protocol).
pub const MAX_DEPTH: u32 = 60;

impl ExternalSpec {
    /// `Some` when `text` names an external engine (`nboard:…`, `nboard@D:…` or `gtp:…`), with
    /// the parsed command or what is wrong with it; `None` for anything else (a level name).
    pub fn parse(text: &str) -> Option<Result<ExternalSpec, ToolError>> {
        let t = text.trim();
        let lower = t.to_ascii_lowercase();
        if lower.starts_with("nboard:") || lower.starts_with("nboard@") {
            Some(Self::parse_spec(t, Protocol::Nboard).map_err(ToolError::from))
        } else if lower.starts_with("gtp:") || lower.starts_with("gtp@") {
            Some(Self::parse_spec(t, Protocol::Gtp).map_err(ToolError::from))
        } else {
            None
        }
    }

    fn parse_spec(t: &str, protocol: Protocol) -> Result<ExternalSpec, String> {
        let Some((head, command)) = t.split_once(':') else {
            return Err(format!(
                "'{t}': expected nboard:CMD ARGS or nboard@DEPTH:CMD ARGS"
            ));
        };
        let depth = match head.split_once('@') {
            None => None,
            Some(_) if protocol == Protocol::Gtp => {
                return Err(format!(
                    "'{t}': a GTP engine takes no depth (gtp:CMD ARGS; set its strength with its own options)"
                ));
            }
            Some((_, d)) => Some(
                d.trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|d| (1..=MAX_DEPTH).contains(d))
                    .ok_or_else(|| {
                        format!(
                            "'{t}': the depth after nboard@ must be a whole number from 1 to {MAX_DEPTH}"
                        )
                    })?,
            ),
        };
        let words = split_command(command).map_err(|e| format!("'{t}': {e}"))?;
        let Some((program, args)) = words.split_first() else {
            return Err(format!("'{t}': no command after '{head}:'"));
        };
        Ok(ExternalSpec {
            protocol,
            command: command.trim().to_string(),
            program: program.clone(),
            args: args.to_vec(),
            depth,
        })
    }
}

/// Splits a command line at white space; single or double quotes keep spaces in a word.
fn split_command(text: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => word.push(c),
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                in_word = true;
            }
            None if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            None => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if let Some(q) = quote {
        return Err(format!("a {q} quote is not closed"));
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// A player's name as a GGF property other engines read safely: letters, digits and `.-_@:`
/// (a space for anything else, so no `]` or `\` to escape), at most 31 characters (Edax keeps
/// 31 and refuses values over 255).
fn ggf_name(name: &str) -> String {
    let keep = |c: char| c.is_ascii_alphanumeric() || ".-_@:".contains(c);
    let cleaned: String = name
        .chars()
        .map(|c| if keep(c) { c } else { ' ' })
        .collect();
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    words
        .join(" ")
        .chars()
        .take(31)
        .collect::<String>()
        .trim()
        .to_string()
}

/// How long to wait for an engine.
#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    /// For the answer to `ping` (start-up, a new game).
    pub reply: Duration,
    /// For a move after `go`.
    pub moves: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts {
            reply: Duration::from_secs(10),
            moves: Duration::from_secs(60),
        }
    }
}

/// A line of the engine's output, or its end.
enum Out {
    Line(String),
    End(Option<String>),
}

/// Lines of error output kept for messages.
const STDERR_LINES: usize = 5;
/// The longest output line read from an engine (NBoard and GTP lines are a few dozen bytes);
/// the rest of a longer line is skipped.
const MAX_LINE: u64 = 64 << 10;
/// Output lines read ahead of the match: an engine that writes faster than the match reads
/// waits (its pipe fills), so a flooding engine holds at most this many lines of memory.
const QUEUE_LINES: usize = 64;
/// Lines to the engine not yet written: an engine that does not read its input is an error
/// once this many are waiting (and its pipe is full), not a match that waits for ever.
const INPUT_LINES: usize = 256;

/// Reads a line of at most [`MAX_LINE`] bytes (without its end of line, `\r\n` or `\n`): the
/// rest of a longer line is read and dropped, and the line ends with `…`. `None` at the end.
fn read_line_limited(r: &mut impl BufRead) -> std::io::Result<Option<String>> {
    let mut buf = Vec::new();
    if r.take(MAX_LINE).read_until(b'\n', &mut buf)? == 0 {
        return Ok(None);
    }
    let mut long = false;
    if buf.last() != Some(&b'\n') && buf.len() as u64 == MAX_LINE {
        long = true;
        let mut skipped = Vec::new();
        loop {
            skipped.clear();
            let n = r.take(MAX_LINE).read_until(b'\n', &mut skipped)?;
            if n == 0 || skipped.last() == Some(&b'\n') {
                break;
            }
        }
    }
    let mut text = String::from_utf8_lossy(&buf)
        .trim_end_matches(['\r', '\n'])
        .to_string();
    if long {
        text.push('…');
    }
    Ok(Some(text))
}

/// The end of an engine's error output.
#[derive(Default)]
struct ErrorTail {
    /// The last lines.
    lines: VecDeque<String>,
    /// The output has ended (the process closed it).
    ended: bool,
}

/// A running external engine.
pub struct ExternalPlayer {
    spec: ExternalSpec,
    /// The name it gave (`set myname`), if any.
    name: Option<String>,
    child: Child,
    /// Lines to write to the engine's input (a thread writes them; see [`INPUT_LINES`]).
    stdin: Option<SyncSender<String>>,
    lines: Receiver<Out>,
    stderr: Arc<Mutex<ErrorTail>>,
    /// The number of the last `ping` (NBoard) or command (GTP) sent.
    ping: u64,
    timeouts: Timeouts,
    /// Protocol lines exchanged lately, for messages.
    recent: VecDeque<String>,
    /// Lines of the current exchange that are no NBoard message, for messages.
    unknown: VecDeque<String>,
    /// GTP: the engine's own move from `genmove`, already on its board (not told again).
    own_move: bool,
}

impl ExternalPlayer {
    /// Starts the engine and checks that it speaks the protocol. NBoard: `nboard 2`, `set
    /// depth` if asked, then `ping` answered by `pong` within the reply limit. GTP: `name`
    /// (kept as its name) and `boardsize 8`, each answered within the reply limit.
    pub fn start(spec: &ExternalSpec, timeouts: Timeouts) -> Result<ExternalPlayer, ToolError> {
        let mut child = Command::new(&spec.program)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                format!(
                    "{} '{}': cannot start it: {e}",
                    spec.protocol.noun(),
                    spec.command
                )
            })?;
        let stdout = child.stdout.take();
        let stderr_pipe = child.stderr.take();
        let (tx, lines) = mpsc::sync_channel(QUEUE_LINES);
        if let Some(out) = stdout {
            std::thread::spawn(move || {
                let mut r = BufReader::new(out);
                loop {
                    match read_line_limited(&mut r) {
                        Ok(None) => {
                            let _ = tx.send(Out::End(None));
                            return;
                        }
                        Ok(Some(text)) => {
                            // Fails once the player is gone (the match stopped reading).
                            if tx.send(Out::Line(text)).is_err() {
                                return;
                            }
                        }
                        Err(e) => {
                            let _ = tx.send(Out::End(Some(e.to_string())));
                            return;
                        }
                    }
                }
            });
        }
        let stderr = Arc::new(Mutex::new(ErrorTail::default()));
        if let Some(err) = stderr_pipe {
            let keep = stderr.clone();
            std::thread::spawn(move || {
                let mut r = BufReader::new(err);
                while let Ok(Some(line)) = read_line_limited(&mut r) {
                    let line = crate::rules::notation::excerpt(&line);
                    let mut k = keep.lock().unwrap_or_else(|e| e.into_inner());
                    if k.lines.len() == STDERR_LINES {
                        k.lines.pop_front();
                    }
                    k.lines.push_back(line);
                }
                keep.lock().unwrap_or_else(|e| e.into_inner()).ended = true;
            });
        }
        let stdin = child.stdin.take().map(|mut w| {
            let (tx, rx) = mpsc::sync_channel::<String>(INPUT_LINES);
            // Ends when the player is gone (after `quit`) or the engine's input is closed.
            std::thread::spawn(move || {
                for line in rx {
                    if writeln!(w, "{line}").and_then(|_| w.flush()).is_err() {
                        return;
                    }
                }
            });
            tx
        });
        let mut p = ExternalPlayer {
            spec: spec.clone(),
            name: None,
            child,
            stdin,
            lines,
            stderr,
            ping: 0,
            timeouts,
            recent: VecDeque::new(),
            unknown: VecDeque::new(),
            own_move: false,
        };
        match spec.protocol {
            Protocol::Nboard => {
                p.send("nboard 2")?;
                if let Some(d) = spec.depth {
                    p.send(&format!("set depth {d}"))?;
                }
                p.sync("starting")?;
            }
            Protocol::Gtp => {
                let name = p.gtp("name", "starting")?;
                if !name.is_empty() {
                    p.name = Some(name);
                }
                p.gtp("boardsize 8", "starting")?;
            }
        }
        Ok(p)
    }

    /// The engine's name: the one it gave, else its command.
    pub fn name(&self) -> String {
        match &self.name {
            Some(n) => n.clone(),
            None => self.spec.command.clone(),
        }
    }

    /// The lines exchanged lately (`< ` to the engine, `> ` from it), for messages.
    pub fn recent_lines(&self) -> String {
        let recent: Vec<&str> = self.recent.iter().map(String::as_str).collect();
        recent.join(" | ")
    }

    /// How messages name it: `NBoard engine 'edax -q' (Edax)`, `GTP engine 'gtp-rhino'`.
    pub fn label(&self) -> String {
        let noun = self.spec.protocol.noun();
        match &self.name {
            Some(n) if *n != self.spec.command => {
                format!("{noun} '{}' ({n})", self.spec.command)
            }
            _ => format!("{noun} '{}'", self.spec.command),
        }
    }

    fn remember(&mut self, line: String) {
        if self.recent.len() == 6 {
            self.recent.pop_front();
        }
        self.recent.push_back(line);
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        self.remember(format!("< {line}"));
        self.unknown.clear();
        let sent = match &self.stdin {
            Some(w) => w.try_send(line.to_string()),
            None => Err(TrySendError::Disconnected(String::new())),
        };
        match sent {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(_)) => Err(format!(
                "{} does not read its input: {INPUT_LINES} lines wait to be written to it, \
                 at '{}'",
                self.label(),
                crate::rules::notation::excerpt(line)
            )),
            Err(TrySendError::Disconnected(_)) => Err(self.died(&format!("sending '{line}'"))),
        }
    }

    /// The error for an engine whose output ended or that could not be written to: its exit
    /// status and the end of its error output.
    fn died(&mut self, doing: &str) -> String {
        // Give it a moment to finish exiting.
        let mut status = None;
        for _ in 0..50 {
            if let Ok(Some(s)) = self.child.try_wait() {
                status = Some(s);
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let how = match status {
            Some(s) => format!("exited ({s})"),
            None => "closed its output".to_string(),
        };
        // And its last words a moment to be read.
        for _ in 0..50 {
            if self.stderr.lock().unwrap_or_else(|e| e.into_inner()).ended {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let err: Vec<String> = self
            .stderr
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .lines
            .iter()
            .cloned()
            .collect();
        let tail = if err.is_empty() {
            String::new()
        } else {
            format!("; its error output ends: {}", err.join(" | "))
        };
        format!("{} {how} while {doing}{tail}", self.label())
    }

    /// The next line, within `limit` of `since`.
    fn next_line(
        &mut self,
        since: Instant,
        limit: Duration,
        doing: &str,
    ) -> Result<String, String> {
        let left = limit.saturating_sub(since.elapsed());
        // Past the limit, lines already waiting are not taken: an engine that writes without
        // end is stopped at the limit too.
        let next = if left.is_zero() {
            Err(RecvTimeoutError::Timeout)
        } else {
            self.lines.recv_timeout(left)
        };
        match next {
            Ok(Out::Line(l)) => {
                self.remember(format!("> {l}"));
                Ok(l)
            }
            Ok(Out::End(e)) => {
                let mut msg = self.died(doing);
                if let Some(e) = e {
                    msg.push_str(&format!(" (reading its output: {e})"));
                }
                Err(msg)
            }
            Err(RecvTimeoutError::Timeout) => {
                let what = if self.unknown.is_empty() {
                    format!("the last lines were: {}", self.recent_lines())
                } else {
                    let unknown: Vec<String> =
                        self.unknown.iter().map(|l| format!("'{l}'")).collect();
                    format!(
                        "it wrote lines that are not {} messages: {}",
                        match self.spec.protocol {
                            Protocol::Nboard => "NBoard",
                            Protocol::Gtp => "GTP",
                        },
                        unknown.join(", ")
                    )
                };
                Err(format!(
                    "{} did not answer within {:.1} s while {doing}; {what}",
                    self.label(),
                    limit.as_secs_f64(),
                ))
            }
            Err(RecvTimeoutError::Disconnected) => Err(self.died(doing)),
        }
    }

    /// Reads the next line. The name of `set myname` is kept; lines that are no NBoard
    /// message are passed on too (the callers skip them, as the NBoard GUI does) but also
    /// kept, for the error if the answer never comes.
    fn message(&mut self, since: Instant, limit: Duration, doing: &str) -> Result<String, String> {
        let line = self.next_line(since, limit, doing)?;
        let mut words = line.split_whitespace();
        let word = words.next().unwrap_or("");
        if self.spec.protocol == Protocol::Gtp {
            // Answers start with `=` or `?`; a multi-line answer's other lines and the empty
            // line that ends each answer are skipped by the callers too.
            if !(word.is_empty() || word.starts_with('=') || word.starts_with('?')) {
                self.keep_unknown(&line);
            }
            return Ok(line);
        }
        match word {
            "set" => {
                if words.next() == Some("myname") {
                    let name: Vec<&str> = words.collect();
                    if !name.is_empty() {
                        self.name = Some(name.join(" "));
                    }
                }
            }
            "" | "pong" | "status" | "===" | "search" | "book" | "nodestats" | "learned"
            | "learn" | "analysis" | "warning" => {}
            _ => self.keep_unknown(&line),
        }
        Ok(line)
    }

    /// Keeps a line that is no message of the protocol, for the error if no answer comes.
    fn keep_unknown(&mut self, line: &str) {
        if self.unknown.len() == 3 {
            self.unknown.pop_front();
        }
        self.unknown
            .push_back(crate::rules::notation::excerpt(line));
    }

    /// Sends the GTP command `N command` and returns the text of its answer `=N text` (the
    /// first line), within the reply limit (`genmove`: the move limit). `?N error` is an
    /// error quoting the command and the answer. An engine that answers without the number
    /// (`= text`) is understood too.
    fn gtp(&mut self, command: &str, doing: &str) -> Result<String, String> {
        let (accepted, text) = self.gtp_exchange(command, doing)?;
        if accepted {
            Ok(text)
        } else {
            Err(format!(
                "{} refused '{command}' while {doing}: '?{}'",
                self.label(),
                crate::rules::notation::excerpt(&text)
            ))
        }
    }

    /// [`Self::gtp`]'s exchange: whether the command was accepted (`=`, else `?`), and the
    /// answer's text; `Err` when no answer came.
    fn gtp_exchange(&mut self, command: &str, doing: &str) -> Result<(bool, String), String> {
        self.ping += 1;
        let n = self.ping;
        self.send(&format!("{n} {command}"))?;
        let since = Instant::now();
        let limit = if command.starts_with("genmove") {
            self.timeouts.moves
        } else {
            self.timeouts.reply
        };
        loop {
            let line = self.message(since, limit, doing)?;
            let Some(mark) = line.chars().next().filter(|c| *c == '=' || *c == '?') else {
                continue;
            };
            let rest = &line[1..];
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let (id, text) = rest.split_at(digits);
            match id.parse::<u64>() {
                Ok(k) if k == n => {}
                Err(_) if id.is_empty() => {}
                _ => continue,
            }
            return Ok((mark == '=', text.trim().to_string()));
        }
    }

    /// Sends `ping N` and reads up to `pong N`.
    fn sync(&mut self, doing: &str) -> Result<(), String> {
        self.ping += 1;
        let n = self.ping;
        self.send(&format!("ping {n}"))?;
        let since = Instant::now();
        let limit = self.timeouts.reply;
        loop {
            let line = self.message(since, limit, doing)?;
            let mut w = line.split_whitespace();
            if w.next() == Some("pong") {
                match w.next().map(str::parse::<u64>) {
                    Some(Ok(k)) if k == n => return Ok(()),
                    Some(Ok(k)) if k < n => continue,
                    _ => {
                        return Err(format!(
                            "{} answered '{line}' to 'ping {n}' while {doing}",
                            self.label()
                        ));
                    }
                }
            }
        }
    }

    /// Starts a new game at `game`'s position (start position and moves so far) between the
    /// players named `black` and `white`.
    /// (A GTP engine gets `clear_board` and the moves so far: it knows the standard start only.)
    pub fn new_game(&mut self, game: &Game, black: &str, white: &str) -> Result<(), ToolError> {
        if self.spec.protocol == Protocol::Gtp {
            self.own_move = false;
            self.gtp("clear_board", "setting up a game")?;
            for ply in game.history() {
                let item = MoveItem {
                    square: match ply.kind {
                        crate::rules::PlyKind::Move(sq) => Some(sq),
                        crate::rules::PlyKind::Pass => None,
                    },
                    eval: None,
                    seconds: None,
                };
                self.tell(&item, ply.color)?;
            }
            return Ok(());
        }
        let ggf = crate::rules::ggf::game_to_ggf(game, &ggf_name(black), &ggf_name(white));
        self.send(&format!("set game {}", ggf.trim()))?;
        Ok(self.sync("setting up a game")?)
    }

    /// Tells the engine the move `by` just played; `item.square` `None` a pass. (A GTP engine's
    /// own move is on its board since its `genmove`: it is not sent again.)
    pub fn tell(&mut self, item: &MoveItem, by: Side) -> Result<(), ToolError> {
        match self.spec.protocol {
            Protocol::Nboard => Ok(self.send(&format!("move {item}"))?),
            Protocol::Gtp if std::mem::take(&mut self.own_move) => Ok(()),
            Protocol::Gtp => match item.square {
                Some(sq) => self
                    .gtp(&format!("play {} {sq}", gtp_color(by)), "telling it a move")
                    .map(drop)
                    .map_err(ToolError::from),
                // Some engines (GRhino) pass for a side on their own and refuse the pass:
                // a refusal is fine, a missing answer is not.
                None => self
                    .gtp_exchange(&format!("play {} pass", gtp_color(by)), "telling it a pass")
                    .map(drop)
                    .map_err(ToolError::from),
            },
        }
    }

    /// Asks for `to_move`'s move (`go`, GTP `genmove`) and returns the engine's answer (not
    /// checked against the rules here: the match does that).
    pub fn go(&mut self, to_move: Side, doing: &str) -> Result<MoveItem, ToolError> {
        if self.spec.protocol == Protocol::Gtp {
            let answer = self.gtp(&format!("genmove {}", gtp_color(to_move)), doing)?;
            self.own_move = true;
            if answer.eq_ignore_ascii_case("resign") {
                return Err(format!("{} resigned while {doing}", self.label()).into());
            }
            return MoveItem::parse(&answer).map_err(|e| {
                ToolError::Invalid(format!(
                    "{} answered '{}' to genmove while {doing}: {e}",
                    self.label(),
                    crate::rules::notation::excerpt(&answer)
                ))
            });
        }
        self.send("go")?;
        let since = Instant::now();
        let limit = self.timeouts.moves;
        loop {
            let line = self.message(since, limit, doing)?;
            if let Some(rest) = line.strip_prefix("===") {
                return MoveItem::parse(rest).map_err(|e| {
                    ToolError::Invalid(format!(
                        "{} answered '{}' to go while {doing}: {e}",
                        self.label(),
                        crate::rules::notation::excerpt(&line)
                    ))
                });
            }
        }
    }
}

/// A colour as GTP writes it: Dark moves first, as Black does.
fn gtp_color(c: Side) -> &'static str {
    match c {
        Side::Dark => "black",
        Side::Light => "white",
    }
}

impl Drop for ExternalPlayer {
    /// Asks the engine to quit, and ends it if it has not within a second.
    fn drop(&mut self) {
        // The writing thread sends `quit` and closes the engine's input, unless the engine
        // does not read it: then it is ended below.
        if let Some(w) = self.stdin.take() {
            let _ = w.try_send("quit".to_string());
        }
        for _ in 0..100 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_the_command_and_the_depth() {
        assert!(ExternalSpec::parse("club").is_none());
        let s = ExternalSpec::parse("nboard:edax -q --level 10")
            .unwrap()
            .unwrap();
        assert_eq!(s.program, "edax");
        assert_eq!(s.args, ["-q", "--level", "10"]);
        assert_eq!(s.depth, None);
        let s = ExternalSpec::parse("nboard@12:'/opt/my engine/run' nboard")
            .unwrap()
            .unwrap();
        assert_eq!(s.program, "/opt/my engine/run");
        assert_eq!(s.args, ["nboard"]);
        assert_eq!(s.depth, Some(12));
        assert_eq!(s.command, "'/opt/my engine/run' nboard");
    }

    #[test]
    fn gtp_specs_name_the_protocol_and_take_no_depth() {
        let s = ExternalSpec::parse("GTP:gtp-rhino -l 5").unwrap().unwrap();
        assert_eq!(s.protocol, Protocol::Gtp);
        assert_eq!(s.program, "gtp-rhino");
        assert_eq!(s.args, ["-l", "5"]);
        assert_eq!(
            ExternalSpec::parse("nboard:edax")
                .unwrap()
                .unwrap()
                .protocol,
            Protocol::Nboard
        );
        let e = ExternalSpec::parse("gtp@4:gtp-rhino")
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(e.contains("takes no depth"), "{e}");
        assert!(ExternalSpec::parse("gtpx").is_none());
    }

    #[test]
    fn ggf_names_are_short_and_need_no_escapes() {
        assert_eq!(ggf_name("Casual"), "Casual");
        assert_eq!(
            ggf_name("NBoard engine '/opt/edax/bin/lEdax-x64-modern' (Edax4.4)"),
            "NBoard engine opt edax bin lEda"
        );
        assert_eq!(ggf_name("a]b\\c"), "a b c");
    }

    #[test]
    fn bad_specs_say_what_is_wrong() {
        let e = ExternalSpec::parse("nboard:")
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(e.contains("no command"), "{e}");
        let e = ExternalSpec::parse("nboard@0:edax")
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(e.contains("from 1 to 60"), "{e}");
        let e = ExternalSpec::parse("nboard@x:edax")
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(e.contains("from 1 to 60"), "{e}");
        let e = ExternalSpec::parse("nboard:edax \"-l 3")
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(e.contains("quote is not closed"), "{e}");
    }
}
