//! The names of the openings (Tiger, Rose, Buffalo, Heath, Cow, …): the catalogue of named
//! lines in `openings.txt` (compiled in, its sources in its header) and the matching of a game
//! against it.
//!
//! The catalogue writes every line with Dark's first move on f5. A game from the standard
//! start is matched in whichever of the four orientations that keep the start its first move
//! chose (f5, e6, d3 or c4 first): its moves are turned into the f5 orientation and replayed,
//! and each position reached is looked up among the positions of the catalogue's lines. So a
//! game reaching a named position by another move order (a transposition) gets its name too.
//! The game follows the book while every position it reaches is one of a line's; its opening
//! is the deepest named position it reached, and it left the book at the first move whose
//! position no line has. Games from another start have no opening name.

use super::bitboard::transform;
use super::board::Board;
use super::game::{Game, PlyKind, Side, StartPosition};
use super::notation::{Token, parse_transcript};
use super::square::Square;
use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::fmt;
use std::sync::OnceLock;

/// The catalogue of named lines, as compiled into the engine.
pub const CATALOGUE: &str = include_str!("openings.txt");

/// The symmetries of the board that keep the standard start (see
/// [`transform`](super::bitboard::transform)): the identity, the half turn, and the two
/// diagonal mirrors. Each is its own inverse.
pub const START_SYMMETRIES: [u8; 4] = [0, 3, 4, 7];

/// One row of the catalogue: a name (aliases separated by ` / `) and its moves from the
/// standard start, Dark's first move on f5.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NamedLine {
    pub name: String,
    pub moves: Vec<Square>,
    /// The catalogue's line the row is on (1-based).
    pub line: usize,
}

/// A catalogue of named lines, ready for matching: every position along every line.
#[derive(Debug, Default)]
pub struct Book {
    lines: Vec<NamedLine>,
    /// (dark, light) after some moves of a line, as [`canonical`] keys it → the row named
    /// there, if any.
    positions: HashMap<(u64, u64), Option<usize>>,
}

/// The opening a game follows: the deepest named line it reached and where it left the book.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OpeningMatch {
    /// The name (aliases separated by ` / `, as the catalogue writes them).
    pub name: String,
    /// The named line as the game played it: the game's moves up to the named position, so
    /// in the game's orientation and move order (`f5d6c3d3c4` for a Tiger that began f5,
    /// `e6f4c3c4d3` for one that began e6).
    pub line: Vec<Square>,
    /// The last ply of the game whose position is one of the catalogue's (at least the named
    /// line's length; more when the game went on along a longer line).
    pub in_book: usize,
    /// The ply after it (1-based, the move number: the book has no passes), where the game
    /// left the named lines for good; `None` while the game is still in the book.
    pub left_at: Option<usize>,
}

impl OpeningMatch {
    /// The first of the name's aliases (`Heath` for `Heath / Tobidashi`), for a short label.
    pub fn short_name(&self) -> &str {
        self.name.split(" / ").next().unwrap_or(&self.name)
    }

    /// The named line as a transcript (`f5d6c3d3c4`).
    pub fn line_text(&self) -> String {
        self.line.iter().map(|s| s.to_string()).collect()
    }

    /// The name, the line and where the game left the book, for the command line:
    /// `Tiger (f5d6c3d3c4), left the book at move 6`, or `…, in the book after 5 moves`.
    pub fn describe(&self) -> String {
        match self.left_at {
            Some(n) => format!(
                "{} ({}), left the book at move {n}",
                self.name,
                self.line_text()
            ),
            None => format!(
                "{} ({}), in the book after {} moves",
                self.name,
                self.line_text(),
                self.in_book
            ),
        }
    }

    /// Where the game stands with the book: `left the book at move 7`, or `in book`.
    pub fn book_state(&self) -> String {
        match self.left_at {
            Some(m) => format!("left the book at move {m}"),
            None => "in book".to_string(),
        }
    }

    /// One short line for the screen: `Tiger · left the book at move 7`, or `Tiger · in book`.
    pub fn summary(&self) -> String {
        format!("{} · {}", self.short_name(), self.book_state())
    }
}

/// What is wrong with a catalogue, and on which line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BookError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "openings line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for BookError {}

/// The key of a position (dark, light) in the book: the same for the position in each of the
/// four orientations that keep the standard start, so a named line matches a game that plays
/// it mirrored, from any first move and through any transposition.
fn canonical((dark, light): (u64, u64)) -> (u64, u64) {
    START_SYMMETRIES
        .into_iter()
        .map(|s| (transform(dark, s), transform(light, s)))
        .min()
        .unwrap_or((dark, light))
}

/// The positions after each of `moves` played from the standard start, as (dark, light);
/// `Err` gives the first move (its 1-based number and square) that is not legal.
fn replay_line(moves: &[Square]) -> Result<Vec<(u64, u64)>, (usize, Square)> {
    let mut board = Board::start();
    let mut side = Side::Dark;
    let mut out = Vec::with_capacity(moves.len());
    for (i, &sq) in moves.iter().enumerate() {
        board = board.play(sq).ok_or((i + 1, sq))?;
        side = side.opposite();
        out.push(match side {
            Side::Dark => (board.player, board.opponent),
            Side::Light => (board.opponent, board.player),
        });
    }
    Ok(out)
}

impl Book {
    /// Reads a catalogue: a row is `moves name` (see `openings.txt`); `#` starts a comment
    /// line. Every line must be legal from the standard start without passes and begin f5;
    /// no two rows may share a name or reach the same position.
    pub fn parse(text: &str) -> Result<Book, BookError> {
        let mut book = Book::default();
        let mut names: HashMap<&str, usize> = HashMap::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let err = |message: String| BookError { line, message };
            let row = raw.trim();
            if row.is_empty() || row.starts_with('#') {
                continue;
            }
            let (moves_text, name) = row
                .split_once(char::is_whitespace)
                .map(|(m, n)| (m, n.trim()))
                .ok_or_else(|| err(format!("{row}: no name after the moves")))?;
            let mut moves = Vec::new();
            for t in parse_transcript(moves_text).map_err(|e| err(e.to_string()))? {
                match t {
                    Token::Square(s) => moves.push(s),
                    Token::Pass => return Err(err("a named line has no passes".into())),
                }
            }
            if moves.first().map(|s| s.to_string()).as_deref() != Some("f5") {
                return Err(err(format!(
                    "{moves_text}: a line begins f5 (the catalogue's orientation)"
                )));
            }
            let positions = replay_line(&moves).map_err(|(n, sq)| {
                err(format!(
                    "move {n}: {sq} is not legal in {moves_text} (the side to move has no flip there)"
                ))
            })?;
            let index = book.lines.len();
            for alias in name.split(" / ") {
                if alias.trim().is_empty() {
                    return Err(err(format!("{name}: an empty name")));
                }
                if let Some(first) = names.insert(alias, line) {
                    return Err(err(format!("{alias} is also a name on line {first}")));
                }
            }
            for (k, key) in positions.iter().enumerate() {
                let last = k + 1 == positions.len();
                match book.positions.entry(canonical(*key)) {
                    Entry::Vacant(v) => {
                        v.insert(last.then_some(index));
                    }
                    Entry::Occupied(mut o) => {
                        if !last {
                            continue;
                        }
                        if let Some(other) = *o.get() {
                            let other = &book.lines[other];
                            return Err(err(format!(
                                "{name} reaches the same position as {} (line {}); aliases share one row",
                                other.name, other.line
                            )));
                        }
                        o.insert(Some(index));
                    }
                }
            }
            book.lines.push(NamedLine {
                name: name.to_string(),
                moves,
                line,
            });
        }
        Ok(book)
    }

    /// The catalogue compiled into the engine (`openings.txt`; the engine's tests check that
    /// it reads without error, so it is never empty in a build that passed them).
    pub fn builtin() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        BOOK.get_or_init(|| Book::parse(CATALOGUE).unwrap_or_default())
    }

    /// The named lines, in the catalogue's order.
    pub fn lines(&self) -> &[NamedLine] {
        &self.lines
    }

    /// The opening of a game from the standard start whose plies are `plies` (`None`: a pass),
    /// in any orientation. `None` when no named position was reached (fewer than two moves, or
    /// a first move that is not one of the four).
    pub fn find(&self, plies: impl IntoIterator<Item = Option<Square>>) -> Option<OpeningMatch> {
        let plies: Vec<Option<Square>> = plies.into_iter().collect();
        (*plies.first()?)?;
        // A position of the book has as many discs as a line's length allows: no game comes
        // back to the book after that many plies.
        let longest = self.lines.iter().map(|l| l.moves.len()).max().unwrap_or(0);
        let mut board = Board::start();
        let mut side = Side::Dark;
        let mut played = Vec::new();
        let mut named = None;
        let mut in_book = 0;
        // Every ply up to the longest line, not only up to the first one out of the book: a
        // game may come back to a named position by another move order.
        for (i, &ply) in plies.iter().enumerate().take(longest) {
            // A pass or a move that is not legal: the book has neither, and no game reaches
            // the book again after one.
            let Some((sq, b)) = ply.and_then(|sq| Some((sq, board.play(sq)?))) else {
                break;
            };
            let key = match side {
                Side::Dark => (b.opponent, b.player),
                Side::Light => (b.player, b.opponent),
            };
            board = b;
            side = side.opposite();
            played.push(sq);
            if let Some(&name) = self.positions.get(&canonical(key)) {
                in_book = i + 1;
                if let Some(n) = name {
                    named = Some((n, in_book));
                }
            }
        }
        let (row, plies_named) = named?;
        Some(OpeningMatch {
            name: self.lines[row].name.clone(),
            line: played[..plies_named].to_vec(),
            in_book,
            left_at: (plies.len() > in_book).then_some(in_book + 1),
        })
    }
}

/// The opening of a game given by its moves from the standard start (`f5d6c3d3c4` as
/// squares), in the built-in catalogue. A move that is not legal leaves the book there.
pub fn opening_name(moves: &[Square]) -> Option<OpeningMatch> {
    Book::builtin().find(moves.iter().map(|&m| Some(m)))
}

/// The opening of a game (its moves played so far, not its redo stack), in the built-in
/// catalogue; `None` for a game that did not begin at the standard start with Dark to move.
pub fn opening_of(game: &Game) -> Option<OpeningMatch> {
    let (dark, light) = StartPosition::Standard.discs();
    if game.start_position() != (dark, light, Side::Dark) {
        return None;
    }
    Book::builtin().find(game.history().iter().map(|p| match p.kind {
        PlyKind::Move(sq) => Some(sq),
        PlyKind::Pass => None,
    }))
}
