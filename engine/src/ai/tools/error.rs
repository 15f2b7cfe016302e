//! The tooling's error: a level or an engine that cannot be had, a transcript or record that
//! does not parse, or a file, a line, a game or an external engine's answer that is not what
//! it should be. Its text names the file, line, game or engine concerned; the command line
//! prints it as it is.

use crate::ai::error::EngineError;
use crate::rules::NotationError;
use thiserror::Error;

/// What went wrong in training, self-play, validation sets, matches or an external engine.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ToolError {
    /// A level (or its weights file), or an engine's tables.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// A transcript, board string or record.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// A file, a line of one, a game or an external engine's answer is not what it should
    /// be, or cannot be read or written; the message says which and where (input it quotes
    /// has its control characters escaped, so the message stays one line).
    #[error("{}", crate::rules::notation::escape_controls(.0))]
    Invalid(String),
}

impl From<String> for ToolError {
    fn from(message: String) -> Self {
        ToolError::Invalid(message)
    }
}

impl From<&str> for ToolError {
    fn from(message: &str) -> Self {
        ToolError::Invalid(message.to_string())
    }
}

/// The command line prints a tool's error as its message.
impl From<ToolError> for String {
    fn from(e: ToolError) -> String {
        e.to_string()
    }
}
