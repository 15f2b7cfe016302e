//! The errors of the AI's library API: choosing a level and making an engine
//! ([`EngineError`]), and reading the data files the evaluation and the search are built
//! from ([`DataError`]). Their text is what the command line and the game print.

use thiserror::Error;

/// A level that cannot be had (an unknown name, a bad `+KEY=VALUE` setting, a weights file
/// that cannot be read), or an engine whose tables cannot be allocated.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EngineError {
    /// No level has this name or number; `known` lists the names.
    #[error("unknown level '{name}' (levels: {known}, 1-{count}, or weights3)")]
    UnknownLevel {
        name: String,
        known: String,
        count: usize,
    },
    /// A level setting (`part`, as written) is malformed or out of its range.
    #[error("'{part}': {problem}")]
    Setting { part: String, problem: String },
    /// The weights file of `LEVEL@FILE` cannot be read or is no weights file.
    #[error("{file}: {problem}")]
    WeightsFile { file: String, problem: String },
    /// The transposition tables' memory cannot be had.
    #[error("cannot allocate {mib} MiB for the transposition tables ({reason})")]
    Memory { mib: usize, reason: String },
}

/// A data file of the evaluation or the search that is not what it should be: a weights
/// file (`engine/weights/classic.bin`'s format) or Multi-ProbCut statistics
/// (`engine/weights/mpc.txt`'s).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DataError {
    /// The weights file's content is wrong: `problem` says how.
    #[error("{0}")]
    Weights(String),
    /// A line of a statistics file is wrong.
    #[error("line {line}: {problem}")]
    Line { line: usize, problem: String },
}
