//! Saved games: a transcript with the options used in a header, the move list as players
//! write it (`1. f5 d6 2. c3 …`), and reading whatever a player pastes (a saved game, a GGF
//! game, a transcript or a board string). Errors name the line and the move.
//!
//! ```text
//! [Game "reversi3d"]
//! [Variant "Classic"]
//! [Start "Standard"]
//! [Supply "Shared"]
//! [EmptiesToWinner "yes"]
//! [Clock "5"]
//! [Dark "you"]
//! [Light "computer, Club"]
//! [Result "36-28"]
//!
//! f5 d6 c3 d3 c4 f4 …
//! ```
//!
//! A game that started from a pasted board has `[Position "<board string>"]`; a game saved
//! while its clock ran has `[ClockLeft "<dark ms> <light ms>"]`; a game lost on time has the
//! counts of the engine's completion, `[Completed "<dark> <light>"]`, which its recorded
//! result is scored from. A game whose first plies were pasted (or read from another
//! program's game) before its players sat down has `[Imported "<plies>"]`: the players named
//! did not play those. Unknown tags are ignored.
//!
//! Every known tag is checked when read: the clock is 1 to 600 minutes, `ClockLeft` needs a
//! `Clock` and is no more than it, `Imported` is no more than the plies written, and a
//! `Result` is `*` or two disc counts that match a game over on the board. Text longer than
//! [`MAX_RECORD_BYTES`] is refused, and an error quotes at most a short excerpt of the
//! offending text.

use super::game::{Game, GameOptions, PlyKind, Side, StartPosition, Supply, Variant};
use super::notation::{
    NotationError, board_cell, excerpt, format_board, is_no_transcript, parse_board,
    parse_transcript, play_transcript,
};

/// The most a saved game (or pasted text) can be: a game with its sheet is a few kilobytes,
/// so anything larger is not one and is refused before it is read.
pub const MAX_RECORD_BYTES: u64 = 1 << 20;

/// The range of a saved game's clock, in minutes per player (as the game offers it).
const CLOCK_MINUTES: std::ops::RangeInclusive<f64> = 1.0..=600.0;

/// `bytes` in MiB (2^20 bytes), as [`size_text`] gives a size of a mebibyte or more.
pub fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1u64 << 20) as f64
}

/// The tag of a record's clock's time left, written while the clock runs.
const CLOCK_LEFT_TAG: &str = "ClockLeft";

/// Whether two records hold the same game but, maybe, their clock's time left (a game kept
/// when the window closed has the time thought since it was saved); line ends and trailing
/// spaces aside.
pub fn same_game_but_clock(a: &str, b: &str) -> bool {
    fn lines(text: &str) -> Vec<&str> {
        text.lines()
            .filter(|l| {
                let tag = l
                    .strip_prefix('[')
                    .and_then(|l| l.strip_prefix(CLOCK_LEFT_TAG));
                !tag.is_some_and(|rest| rest.starts_with(' '))
            })
            .map(str::trim_end)
            .collect()
    }
    lines(a) == lines(b)
}

/// "1.2 MiB", "512 KiB", "300 bytes": a size for a message.
pub fn size_text(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{:.1} MiB", mib(bytes))
    } else if bytes >= 1 << 10 {
        format!("{:.1} KiB", bytes as f64 / 1024.0)
    } else {
        format!("{bytes} bytes")
    }
}

/// Reads text from `reader`, at most `limit` bytes: more is an error naming `what` and the
/// limit, found after reading one byte past it (so `/dev/zero` or an endless pipe end
/// promptly), as is text that is not UTF-8. For inputs with no size of their own to check.
pub fn read_text_limited<R: std::io::Read>(
    reader: R,
    limit: u64,
    what: &str,
) -> Result<String, TextReadError> {
    use std::io::Read as _;
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| TextReadError {
            what: what.to_string(),
            why: TextProblem::Io(e.to_string()),
        })?;
    if bytes.len() as u64 > limit {
        return Err(TextReadError {
            what: what.to_string(),
            why: TextProblem::OverLimit(limit),
        });
    }
    String::from_utf8(bytes).map_err(|e| TextReadError {
        what: what.to_string(),
        why: TextProblem::NotText {
            at: e.utf8_error().valid_up_to(),
        },
    })
}

/// Why [`read_text_limited`] gave no text: `what` names the input (a file, standard input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextReadError {
    pub what: String,
    pub why: TextProblem,
}

/// See [`TextReadError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextProblem {
    /// The reader's own error, as the system says it.
    Io(String),
    /// More than this many bytes, the limit.
    OverLimit(u64),
    /// Not UTF-8: the offset of the first byte that is not.
    NotText { at: usize },
}

impl std::fmt::Display for TextReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = &self.what;
        match &self.why {
            TextProblem::Io(e) => write!(f, "{what}: {e}"),
            TextProblem::OverLimit(limit) => write!(
                f,
                "{what}: more than {}, the most this reads",
                size_text(*limit)
            ),
            TextProblem::NotText { at } => {
                write!(f, "{what}: not text (invalid UTF-8 at byte {at})")
            }
        }
    }
}

impl std::error::Error for TextReadError {}

impl From<TextReadError> for String {
    fn from(e: TextReadError) -> String {
        e.to_string()
    }
}

/// Reads the file at `path`, at most `limit` bytes, refusing before reading anything that is
/// not a regular file (a device such as `/dev/zero`, a pipe, a folder) or whose size is over
/// the limit; a file that grows while it is read stops at one byte past the limit. Every file
/// the engine reads goes through here. Errors name the file and the limit.
pub fn read_file_bytes(path: &str, limit: u64) -> Result<Vec<u8>, NotationError> {
    if path.is_empty() {
        return Err(NotationError::plain("the file name is empty"));
    }
    file_bytes(path, limit).map_err(|problem| NotationError::plain(format!("{path}: {problem}")))
}

/// [`read_file_bytes`], its error the problem alone (without the path), for callers whose
/// error names the file in their own way (a weights file's).
pub(crate) fn file_bytes(path: &str, limit: u64) -> Result<Vec<u8>, String> {
    read_file_limited(std::path::Path::new(path), limit).map_err(|e| e.to_string())
}

/// Why [`read_file_limited`] read no file, as data: each caller says it in its own words
/// (the engine's commands in English, the game in the player's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// The system's error on looking at, opening or reading it (not found, not allowed, …).
    Io(std::io::ErrorKind, String),
    Folder,
    /// A named pipe or a socket: opening one waits for a writer. Never opened.
    PipeOrSocket,
    /// A device or another file that is not a regular one (`/dev/zero`, `/dev/tty`).
    Device,
    /// A file of this many bytes, over the limit (the second): refused before reading.
    TooLarge(u64, u64),
    /// More than this limit, found by reading one byte past it (a file that grew).
    OverLimit(u64),
}

/// The problem in English, without the file's name ("not a regular file", sizes in MiB).
impl std::fmt::Display for FileProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileProblem::Io(_, words) => f.write_str(words),
            FileProblem::Folder | FileProblem::PipeOrSocket | FileProblem::Device => {
                f.write_str("not a regular file")
            }
            FileProblem::TooLarge(bytes, limit) => write!(
                f,
                "{} is more than {}, the most this reads",
                size_text(*bytes),
                size_text(*limit)
            ),
            FileProblem::OverLimit(limit) => {
                write!(f, "more than {}, the most this reads", size_text(*limit))
            }
        }
    }
}

/// Reads the file at `path`, at most `limit` bytes. Anything but a regular file (a folder, a
/// pipe, a socket, a device) is refused before it is opened: opening a pipe waits for a
/// writer, reading `/dev/tty` waits for a key and `/dev/zero` never ends. A size over the
/// limit is refused before reading, and a file that grows while it is read stops one byte past
/// it. The one reader of files the engine and the game share.
pub fn read_file_limited(path: &std::path::Path, limit: u64) -> Result<Vec<u8>, FileProblem> {
    use std::io::Read as _;
    let io = |e: std::io::Error| FileProblem::Io(e.kind(), e.to_string());
    let kind = |meta: &std::fs::Metadata| {
        let t = meta.file_type();
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt as _;
            if t.is_fifo() || t.is_socket() {
                return Err(FileProblem::PipeOrSocket);
            }
        }
        if t.is_dir() {
            Err(FileProblem::Folder)
        } else if !t.is_file() {
            Err(FileProblem::Device)
        } else {
            Ok(())
        }
    };
    // Looked at before opening, so that a device is never opened (opening one can act), and
    // again once open: the file opened is the one judged, even if another was put in its
    // place between the two.
    kind(&std::fs::metadata(path).map_err(io)?)?;
    let file = open_without_waiting(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    kind(&meta)?;
    if meta.len() > limit {
        return Err(FileProblem::TooLarge(meta.len(), limit));
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(FileProblem::OverLimit(limit));
    }
    Ok(bytes)
}

/// Opens `path` to read. On Unix the open never waits (a pipe put in place of the file opens
/// at once, where a plain open would wait for a writer) and never makes a terminal the
/// process's own; a regular file then reads as usual.
fn open_without_waiting(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options.open(path)
}

/// The error for text over [`MAX_RECORD_BYTES`]; `what` names it ("the pasted text").
pub fn too_large(what: &str, bytes: u64) -> String {
    format!(
        "{what} is {}; a saved game is at most {}",
        size_text(bytes),
        size_text(MAX_RECORD_BYTES)
    )
}

/// A saved game: its options, who played, and the game itself.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub game: Game,
    /// Who played Dark and Light, as written (free text).
    pub dark: String,
    pub light: String,
    /// Each side's time left when the game was saved (a game with a clock).
    pub clock_left: Option<[u64; 2]>,
}

fn err(line: usize, message: impl Into<String>) -> NotationError {
    NotationError {
        line: Some(line),
        move_no: None,
        message: message.into(),
        problem: None,
    }
}

/// The move list as players write it: `1. f5 d6 2. c3 d3 …`, a pass written `pass`.
pub fn move_list(game: &Game) -> String {
    move_list_lines(game).join(" ")
}

/// The move list, one numbered pair a line: `1. f5 d6`, `2. c3 pass`. A game whose first
/// ply is the second side's starts `1. ... d3`.
pub fn move_list_lines(game: &Game) -> Vec<String> {
    // Each numbered line is Dark's ply then Light's.
    let first = Side::Dark;
    let mut lines: Vec<String> = Vec::new();
    for (i, p) in game.history().iter().enumerate() {
        let word = match p.kind {
            PlyKind::Move(sq) => sq.to_string(),
            PlyKind::Pass => "pass".to_string(),
        };
        if p.color == first || i == 0 {
            let n = lines.len() + 1;
            lines.push(if p.color == first {
                format!("{n}. {word}")
            } else {
                format!("{n}. ... {word}")
            });
        } else if let Some(l) = lines.last_mut() {
            l.push(' ');
            l.push_str(&word);
        }
    }
    lines
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// Writes a game with its header. Passes are written (`pa`) so that a reader needs no
/// inference; a record reads back to the same game.
pub fn write_record(game: &Game, dark: &str, light: &str) -> String {
    let o = &game.options;
    let mut s = String::new();
    let mut tag = |k: &str, v: &str| s.push_str(&format!("[{k} \"{}\"]\n", v.replace('"', "'")));
    tag("Game", "reversi3d");
    tag("Variant", o.variant.name());
    tag("Start", start_key(o.start));
    tag("Supply", supply_key(o.supply));
    tag("EmptiesToWinner", yes_no(o.empties_to_winner));
    match o.clock_ms {
        Some(ms) => tag("Clock", &format!("{}", ms as f64 / 60_000.0)),
        None => tag("Clock", "off"),
    }
    let (sd, sl, side) = game.start_position();
    if (sd, sl) != o.start.discs() || side != Side::Dark {
        tag("Position", &format_board(sd, sl, side));
    }
    if let Some(c) = game.clock() {
        tag(
            CLOCK_LEFT_TAG,
            &format!("{} {}", c.remaining(Side::Dark), c.remaining(Side::Light)),
        );
    }
    tag("Dark", dark);
    tag("Light", light);
    if game.imported_plies() > 0 {
        tag("Imported", &game.imported_plies().to_string());
    }
    if let Some(r) = game.result() {
        tag(
            "Result",
            &format!("{}-{}", r.recorded_dark, r.recorded_light),
        );
        if let Some(l) = r.lost_on_time {
            tag("Termination", &format!("{l} lost on time"));
        }
        if let Some((d, l)) = game.completed_counts() {
            tag("Completed", &format!("{d} {l}"));
        }
    } else {
        tag("Result", "*");
    }
    s.push('\n');
    let mut line = String::new();
    for p in game.history() {
        let w = match p.kind {
            PlyKind::Move(sq) => sq.to_string(),
            PlyKind::Pass => "pa".into(),
        };
        if line.len() + w.len() + 1 > 60 {
            s.push_str(line.trim_end());
            s.push('\n');
            line.clear();
        }
        line.push_str(&w);
        line.push(' ');
    }
    s.push_str(line.trim_end());
    s.push('\n');
    s
}

/// The name a start position has in a record.
pub fn start_key(s: StartPosition) -> &'static str {
    match s {
        StartPosition::Standard => "Standard",
        StartPosition::Alternate => "Alternate",
        StartPosition::DarkTop => "DarkTop",
        StartPosition::DarkBottom => "DarkBottom",
        StartPosition::DarkLeft => "DarkLeft",
        StartPosition::DarkRight => "DarkRight",
        StartPosition::EmptyCentre => "EmptyCentre",
    }
}

/// The name a disc supply has in a record.
pub fn supply_key(s: Supply) -> &'static str {
    match s {
        Supply::Shared => "Shared",
        Supply::Strict32 => "Strict32",
        Supply::Borrow32 => "Borrow32",
    }
}

fn parse_tag(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (k, v) = inner.split_once(char::is_whitespace)?;
    let v = v.trim();
    let v = v.strip_prefix('"')?.strip_suffix('"')?;
    Some((k, v))
}

/// True if the text looks like a saved game (starts with a `[Tag "value"]` line).
pub fn is_record(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .is_some_and(|l| l.starts_with('['))
}

/// Reads a saved game. Errors name the line (and the move for a bad move).
pub fn parse_record(text: &str) -> Result<GameRecord, NotationError> {
    let mut options = GameOptions::default();
    let mut position = None;
    let mut clock_left = None;
    let mut clock_left_line = 0;
    let mut result_tag: Option<(usize, Option<(u32, u32)>)> = None;
    let mut completed = None;
    let mut imported: Option<(usize, usize)> = None;
    let (mut dark, mut light) = (String::new(), String::new());
    let mut moves = Vec::new();
    let mut empties_given = false;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with('%') {
            continue;
        }
        if line.starts_with('[') {
            if !moves.is_empty() {
                return Err(err(n, "a header line after the moves"));
            }
            let (k, v) = parse_tag(line).ok_or_else(|| {
                err(
                    n,
                    format!("'{}' is not a [Tag \"value\"] line", excerpt(line)),
                )
            })?;
            let shown = excerpt(v);
            match k {
                "Variant" => {
                    options.variant = Variant::ALL
                        .into_iter()
                        .find(|x| x.name().eq_ignore_ascii_case(v))
                        .ok_or_else(|| {
                            err(n, format!("variant '{shown}' is not Classic or Reverse"))
                        })?
                }
                "Start" => {
                    options.start = StartPosition::ALL
                        .into_iter()
                        .find(|x| start_key(*x).eq_ignore_ascii_case(v))
                        .ok_or_else(|| err(n, format!("start position '{shown}' is not known")))?
                }
                "Supply" => {
                    options.supply = Supply::ALL
                        .into_iter()
                        .find(|x| supply_key(*x).eq_ignore_ascii_case(v))
                        .ok_or_else(|| {
                            err(
                                n,
                                format!("supply '{shown}' is not Shared, Strict32 or Borrow32"),
                            )
                        })?
                }
                "EmptiesToWinner" => {
                    empties_given = true;
                    options.empties_to_winner = match v.to_ascii_lowercase().as_str() {
                        "yes" | "on" | "true" => true,
                        "no" | "off" | "false" => false,
                        _ => {
                            return Err(err(
                                n,
                                format!("EmptiesToWinner '{shown}' is not yes or no"),
                            ));
                        }
                    }
                }
                "Clock" => {
                    options.clock_ms = if v.eq_ignore_ascii_case("off") || v.is_empty() {
                        None
                    } else {
                        let m: f64 = v.parse().map_err(|_| {
                            err(n, format!("clock '{shown}' is not off or minutes (e.g. 5)"))
                        })?;
                        if !CLOCK_MINUTES.contains(&m) {
                            return Err(err(
                                n,
                                format!(
                                    "clock '{shown}' is out of range: {} to {} minutes a player",
                                    CLOCK_MINUTES.start(),
                                    CLOCK_MINUTES.end()
                                ),
                            ));
                        }
                        Some((m * 60_000.0).round() as u64)
                    }
                }
                CLOCK_LEFT_TAG => {
                    let parts: Vec<Option<u64>> =
                        v.split_whitespace().map(|x| x.parse().ok()).collect();
                    match parts[..] {
                        [Some(d), Some(l)] => {
                            clock_left = Some([d, l]);
                            clock_left_line = n;
                        }
                        _ => {
                            return Err(err(
                                n,
                                format!("ClockLeft '{shown}' is not two numbers of milliseconds"),
                            ));
                        }
                    }
                }
                "Completed" => {
                    let c: Vec<Option<u32>> =
                        v.split_whitespace().map(|x| x.parse().ok()).collect();
                    match c[..] {
                        [Some(d), Some(l)] if d + l <= 64 => completed = Some((d, l)),
                        _ => {
                            return Err(err(
                                n,
                                format!("Completed '{shown}' is not two disc counts"),
                            ));
                        }
                    }
                }
                "Position" => position = Some(parse_board(v).map_err(|e| e.on_line(n))?),
                "Result" => {
                    let counts = if v == "*" {
                        None
                    } else {
                        let parsed = v
                            .split_once('-')
                            .and_then(|(d, l)| {
                                Some((d.trim().parse().ok()?, l.trim().parse().ok()?))
                            })
                            .filter(|&(d, l): &(u32, u32)| d + l <= 64);
                        Some(parsed.ok_or_else(|| {
                            err(
                                n,
                                format!(
                                    "Result '{shown}' is not * or two disc counts (e.g. 36-28)"
                                ),
                            )
                        })?)
                    };
                    result_tag = Some((n, counts));
                }
                "Dark" => dark = v.to_string(),
                "Light" => light = v.to_string(),
                "Imported" => {
                    let plies = v.parse().map_err(|_| {
                        err(n, format!("Imported '{shown}' is not a number of plies"))
                    })?;
                    imported = Some((n, plies));
                }
                _ => {}
            }
        } else {
            moves.push((n, line));
        }
    }
    if !empties_given {
        options.empties_to_winner = options.variant.empties_to_winner_by_default();
    }
    let mut game = match position {
        Some(p) => Game::from_position(options, p.dark, p.light, p.to_move),
        None => Game::new(options),
    };
    for (n, line) in moves {
        // Move numbers count from the first move of the game, not of the line.
        let before = game.history().len();
        play_transcript(&mut game, line).map_err(|e| NotationError {
            line: Some(n),
            move_no: e.move_no.map(|m| m + before),
            ..e
        })?;
    }
    if let Some((n, plies)) = imported {
        if plies > game.history().len() {
            return Err(err(
                n,
                format!(
                    "Imported '{plies}' is more plies than the game's {}",
                    game.history().len()
                ),
            ));
        }
        game.set_imported_plies(plies);
    }
    if let Some(left) = clock_left {
        let Some(total) = options.clock_ms else {
            return Err(err(
                clock_left_line,
                "ClockLeft is given but the Clock is off",
            ));
        };
        if left.iter().any(|&ms| ms > total) {
            return Err(err(
                clock_left_line,
                format!(
                    "ClockLeft '{} {}' is more than the clock's {total} ms",
                    left[0], left[1]
                ),
            ));
        }
        game.set_clock_left(left);
        // The side to move with no time left lost on time; the completion scores it.
        if game
            .clock()
            .is_some_and(|c| c.remaining(game.to_move()) == 0)
        {
            game.set_lost_on_time();
            if let Some((d, l)) = completed {
                game.set_completed_counts(d, l);
            }
        }
    }
    if let Some((n, Some((d, l)))) = result_tag
        && game.lost_on_time().is_none()
        && !game.is_over()
    {
        return Err(err(
            n,
            format!(
                "Result '{d}-{l}' for a game that is not over (move {}; an unfinished game has \
                 no Result, or '*')",
                game.move_number()
            ),
        ));
    }
    if let Some((n, Some((d, l)))) = result_tag
        && game.lost_on_time().is_none()
        && let Some(r) = game.result()
        && (r.recorded_dark, r.recorded_light) != (d, l)
    {
        return Err(err(
            n,
            format!(
                "Result '{d}-{l}' does not match the game, which ends {}-{}",
                r.recorded_dark, r.recorded_light
            ),
        ));
    }
    Ok(GameRecord {
        game,
        dark,
        light,
        clock_left,
    })
}

/// Reads what a player pasted: a saved game, a GGF game, a board string (64 squares and the
/// side to move), or a transcript played from a new game with `options`. The pasted game's
/// plies are marked imported ([`Game::imported_plies`]): whoever sits down to it did not play
/// them.
pub fn parse_paste(text: &str, options: GameOptions) -> Result<Game, NotationError> {
    read_paste(text, options).1
}

/// [`parse_paste`], with the kind the text was read as ([`paste_kind`]): the text is read
/// once for both, so that a caller can word an error by its kind.
pub fn read_paste(text: &str, options: GameOptions) -> (PasteKind, Result<Game, NotationError>) {
    let kind = paste_kind(text);
    let game = parse_pasted(kind, text, options).map(|mut game| {
        game.set_imported_plies(game.history().len());
        game
    });
    (kind, game)
}

/// What a pasted text is taken for ([`paste_kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PasteKind {
    /// Larger than a saved game can be ([`MAX_RECORD_BYTES`]).
    TooLarge,
    /// Nothing but white space.
    Empty,
    /// A saved game, as Save writes it.
    Record,
    /// A GGF game.
    Ggf,
    /// A board string: the squares, then the side to move.
    Board,
    /// A transcript or move list (`f5d6c3…`, `1. f5 d6 2. c3 …`).
    Transcript,
    /// None of these: not even its first word is a move ([`is_no_transcript`]).
    NoGame,
}

/// Which of the forms a paste takes `text` is read as (how [`parse_paste`] reads it; a text
/// of a form may still hold errors).
pub fn paste_kind(text: &str) -> PasteKind {
    if text.len() as u64 > MAX_RECORD_BYTES {
        return PasteKind::TooLarge;
    }
    let t = text.trim();
    if t.is_empty() {
        PasteKind::Empty
    } else if is_record(t) {
        PasteKind::Record
    } else if super::ggf::is_ggf(t) {
        PasteKind::Ggf
    } else if looks_like_board(t) {
        PasteKind::Board
    } else if is_no_transcript(t) {
        PasteKind::NoGame
    } else {
        PasteKind::Transcript
    }
}

/// Squares and sides only (a transcript has digits), or 64 squares then something: a board,
/// whose errors (too few squares, a side that is not X or O) are a board's.
fn looks_like_board(t: &str) -> bool {
    let cells: Vec<char> = t.chars().filter(|c| !c.is_whitespace()).collect();
    (cells.len() >= 16 && cells.iter().all(|&c| board_cell(c).is_some()))
        || (cells.len() >= 64 && cells[..64].iter().all(|&c| board_cell(c).is_some()))
}

fn parse_pasted(kind: PasteKind, text: &str, options: GameOptions) -> Result<Game, NotationError> {
    let t = text.trim();
    match kind {
        PasteKind::TooLarge => Err(NotationError::plain(too_large(
            "the pasted text",
            text.len() as u64,
        ))),
        PasteKind::Empty => Err(NotationError::plain("the clipboard is empty")),
        PasteKind::Record => parse_record(t).map(|r| r.game),
        PasteKind::Ggf => super::ggf::parse_ggf_game(t),
        PasteKind::Board => {
            let p = parse_board(t)?;
            let mut o = options;
            if o.start == StartPosition::EmptyCentre {
                o.start = StartPosition::Standard;
            }
            Ok(Game::from_position(o, p.dark, p.light, p.to_move))
        }
        // What stopped the reading of its first word is said after what a paste may be.
        PasteKind::NoGame => {
            let e = parse_transcript(t).err().map(|e| format!(" ({e})"));
            Err(NotationError::plain(format!(
                "not a list of moves (f5 d6 c3 …), a saved game, a GGF game or a board{}",
                e.unwrap_or_default()
            )))
        }
        PasteKind::Transcript => {
            let mut g = Game::new(options);
            play_transcript(&mut g, t)?;
            Ok(g)
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// The guard for a pipe put in a file's place after it was looked at: the open itself
    /// returns at once, and the opened file is judged a pipe. A plain open would wait here for
    /// a writer; the test then writes to the pipe itself and fails rather than hangs.
    #[test]
    fn a_pipe_opened_in_a_files_place_is_refused_without_waiting() {
        let dir = std::env::temp_dir().join(format!("reversi-open-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pipe = dir.join("swapped.txt");
        let _ = std::fs::remove_file(&pipe);
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        let (tx, rx) = std::sync::mpsc::channel();
        let path = pipe.clone();
        std::thread::spawn(move || {
            let opened = open_without_waiting(&path).and_then(|f| f.metadata());
            let _ = tx.send(opened.map(|m| m.file_type()));
        });
        let got = rx.recv_timeout(std::time::Duration::from_secs(10));
        if got.is_err() {
            // Let the waiting open go before failing.
            let _ = std::fs::OpenOptions::new().write(true).open(&pipe);
        }
        let _ = std::fs::remove_dir_all(&dir);
        use std::os::unix::fs::FileTypeExt as _;
        let kind = got
            .expect("opening a pipe waited for a writer")
            .expect("opened");
        assert!(kind.is_fifo(), "{kind:?}");
        // And the reader as a whole says what it is.
        let dir2 = std::env::temp_dir().join(format!("reversi-open2-{}", std::process::id()));
        std::fs::create_dir_all(&dir2).unwrap();
        let file = dir2.join("game.txt");
        std::fs::write(&file, "f5 d6").unwrap();
        assert_eq!(read_file_limited(&file, 100).unwrap(), b"f5 d6");
        assert_eq!(
            read_file_limited(&file, 3),
            Err(FileProblem::TooLarge(5, 3))
        );
        let _ = std::fs::remove_dir_all(&dir2);
    }

    /// A file whose size says less than it holds (Linux's `/proc` files say 0, as does a file
    /// that grows while it is read) stops one byte past the limit: never read without end.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_file_longer_than_its_size_says_stops_at_the_limit() {
        let path = std::path::Path::new("/proc/self/maps");
        assert_eq!(std::fs::metadata(path).unwrap().len(), 0, "its size says 0");
        assert_eq!(read_file_limited(path, 16), Err(FileProblem::OverLimit(16)));
        let whole = read_file_limited(path, 1 << 24).unwrap();
        assert!(whole.len() > 16, "{} bytes", whole.len());
    }
}
