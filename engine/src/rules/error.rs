//! The rules' parsing error: what is wrong with a square, a move, a transcript, a board
//! string, an OBF line or a record, and where.

use std::fmt;

/// What was wrong with a piece of text, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotationError {
    /// 1-based line of a multi-line input.
    pub line: Option<usize>,
    /// 1-based number of the move in the transcript as written.
    pub move_no: Option<usize>,
    pub message: String,
}

impl NotationError {
    pub(crate) fn at_move(move_no: usize, message: impl Into<String>) -> Self {
        NotationError {
            line: None,
            move_no: Some(move_no),
            message: message.into(),
        }
    }
    pub(crate) fn plain(message: impl Into<String>) -> Self {
        NotationError {
            line: None,
            move_no: None,
            message: message.into(),
        }
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
        f.write_str(&self.message)
    }
}

impl std::error::Error for NotationError {}
