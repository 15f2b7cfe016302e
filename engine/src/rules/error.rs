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
