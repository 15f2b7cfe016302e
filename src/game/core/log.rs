//! The game's log: every line the game prints goes through one [`Log`] message and is
//! printed here, at the end of the frame, in the order sent. The window test and the tests
//! read these lines (`move 1: Dark f5`, `game over: …`, `saved: …`), so their text is part of
//! what the game promises.

use super::systems::GameSystems;
use bevy::prelude::*;

/// One line for the log.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Log {
    pub(crate) line: String,
    pub(crate) level: LogLevel,
}

/// Where a [`Log`] line goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LogLevel {
    /// Standard output, as it is.
    Info,
    /// Standard error, after `warning: `.
    Warning,
    /// Standard error, after `error: `.
    Error,
}

impl Log {
    /// A line on standard output.
    pub(crate) fn info(line: impl Into<String>) -> Log {
        Log {
            line: line.into(),
            level: LogLevel::Info,
        }
    }
    /// A warning on standard error (`warning: ` is added in front).
    pub(crate) fn warn(line: impl Into<String>) -> Log {
        Log {
            line: line.into(),
            level: LogLevel::Warning,
        }
    }
    /// An error on standard error (`error: ` is added in front).
    pub(crate) fn error(line: impl Into<String>) -> Log {
        Log {
            line: line.into(),
            level: LogLevel::Error,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Log>()
        .add_systems(Last, print_log.in_set(GameSystems::Log));
}

/// The one place the game prints. A line that cannot be written (the terminal that started the
/// game closed, an output piped to a reader gone) is dropped: the game plays on without it.
fn print_log(mut lines: MessageReader<Log>) {
    use std::io::Write as _;
    for l in lines.read() {
        let _ = match l.level {
            LogLevel::Info => writeln!(std::io::stdout().lock(), "{}", l.line),
            LogLevel::Warning => writeln!(std::io::stderr().lock(), "warning: {}", l.line),
            LogLevel::Error => writeln!(std::io::stderr().lock(), "error: {}", l.line),
        };
    }
}
