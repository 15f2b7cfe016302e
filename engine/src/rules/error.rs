//! The rules' parsing error: what is wrong with a square, a move, a transcript, a board
//! string, an OBF line or a record, and where.

use super::game::{MoveError, Side};
use super::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What was wrong with a piece of text, and where.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct NotationError {
    /// 1-based line of a multi-line input.
    pub line: Option<usize>,
    /// 1-based number of the move in the transcript as written.
    pub move_no: Option<usize>,
    /// What was wrong, in English.
    pub message: String,
    /// The same as data, for a caller that says it in its own words (the game, in the
    /// player's language): set for the errors of transcripts, moves and board strings, which
    /// are what a player pastes; `None` for the rest (a saved game's tags, OBF, GGF), whose
    /// message is all there is.
    pub problem: Option<Problem>,
}

/// What was wrong with a transcript, a move or a board string, as data ([`NotationError`]'s
/// `problem`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Problem {
    /// This text stands where a square (`a1`..`h8`) was expected.
    NotASquare(String),
    /// A square the side to move may not play, and why.
    Illegal {
        square: Square,
        side: Side,
        why: MoveError,
    },
    /// A square played after the game is over.
    AfterGameOver(Square),
    /// A pass or move the rules refused.
    Refused(MoveError),
    /// A board string of this many squares (64 are needed).
    BoardSquares(usize),
    /// A board string of this many characters: more than 64 squares and the side to move.
    BoardTooLong(usize),
    /// A board string whose side to move comes after this many squares, not 64.
    SquaresBeforeSide(usize),
    /// A board string's square holding a character that is not a disc or an empty square.
    BoardCell { square: Square, found: char },
    /// A board string's side to move that is neither `X` nor `O`.
    SideToMove(char),
}

impl NotationError {
    pub(crate) fn at_move(move_no: usize, message: impl Into<String>) -> Self {
        NotationError {
            line: None,
            move_no: Some(move_no),
            message: message.into(),
            problem: None,
        }
    }
    pub(crate) fn plain(message: impl Into<String>) -> Self {
        NotationError {
            line: None,
            move_no: None,
            message: message.into(),
            problem: None,
        }
    }
    /// The same error, with what was wrong as data.
    pub(crate) fn because(mut self, problem: Problem) -> Self {
        self.problem = Some(problem);
        self
    }
    /// The same error, located on a line.
    pub fn on_line(mut self, line: usize) -> Self {
        self.line = Some(line);
        self
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(l) = self.line {
            write!(f, "line {l}: ")?;
        }
        if let Some(m) = self.move_no {
            write!(f, "move {m}: ")?;
        }
        // Quoted input may hold control characters (a carriage return inside a line): the
        // message stays one line that cannot drive a terminal.
        f.write_str(&escape_controls(&self.message))
    }
}

impl std::error::Error for NotationError {}

/// `text` with its control characters (ESC, NUL, line ends, …) written as escapes (`\u{1b}`,
/// `\u{0}`, `\n`), so that quoting input in a message cannot drive the terminal or break a
/// protocol line.
pub fn escape_controls(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}
