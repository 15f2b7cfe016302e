//! The files of games: reading a file that should be a saved game (size-limited, no pipes),
//! a saved game's text, the names of new files (`game-YYYYMMDD-HHMMSS`), and a failed save
//! told. Used by Save and Load (`saved_games`) and by the keeping of the games played here
//! (`keeping`).

use crate::game::core::i18n::{Arg, Tr};
use crate::game::core::log::Log;
use crate::game::core::messages::Notice;
use crate::game::core::state::Players;
use bevy::prelude::*;
use reversi_engine::rules::notation::transcript_sheet;
use reversi_engine::rules::record::{MAX_RECORD_BYTES, too_large, write_record};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Why a file could not be read as a saved game: in English for the log (`message`, with
/// the path) and as data for the player's words ([`ReadError::said`]).
#[derive(Debug)]
pub struct ReadError {
    pub kind: std::io::ErrorKind,
    pub message: String,
    pub problem: ReadProblem,
}

/// What kept a file from being read as text, as data: told in the player's language.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub enum ReadProblem {
    /// A file of this many bytes: over a saved game's limit.
    TooLarge(u64),
    /// More than a saved game's limit, found by reading (a file that grew).
    OverLimit,
    /// Not UTF-8 text: the offset of the first byte that is not.
    NotText(usize),
    /// A named pipe or a socket (opening one would wait for a writer).
    PipeOrSocket,
    /// A device (`/dev/zero`, `/dev/tty`: reading one may never end, or wait for a key).
    Device,
    Folder,
    NotFound,
    NoPermission,
    /// The system's own words (English or the system's language).
    Other(String),
}

impl ReadProblem {
    /// The problem in the player's words, the file named `file`.
    pub fn said(&self, file: &str) -> Tr {
        Tr::new("error-in-file")
            .with("file", file)
            .with("error", self.words())
    }

    /// The problem in the player's words, for a sentence that names the file itself.
    pub fn words(&self) -> Tr {
        use reversi_engine::rules::record::mib;
        let max = || Arg::decimal(mib(MAX_RECORD_BYTES), 1);
        match self {
            ReadProblem::TooLarge(bytes) => Tr::new("error-file-too-large")
                .with("size", over_limit_mib(*bytes))
                .with("max", max()),
            ReadProblem::OverLimit => Tr::new("error-file-over-limit").with("max", max()),
            // Counted from 1: the first byte is byte 1.
            ReadProblem::NotText(at) => Tr::new("error-file-not-text").with("n", *at as i64 + 1),
            ReadProblem::PipeOrSocket => Tr::new("error-file-pipe"),
            ReadProblem::Device => Tr::new("error-file-device"),
            ReadProblem::Folder => Tr::new("error-file-folder"),
            ReadProblem::NotFound => Tr::new("error-file-not-found"),
            ReadProblem::NoPermission => Tr::new("error-file-no-permission"),
            ReadProblem::Other(words) => Tr::verbatim(words.clone()),
        }
    }
}

/// A size over a saved game's limit, in MiB to a tenth, never shown as the limit itself
/// (1.04 MiB reads "1.1", not "1.0" beside a limit of "1.0").
pub(crate) fn over_limit_mib(bytes: u64) -> Arg {
    use reversi_engine::rules::record::mib;
    Arg::decimal(mib(bytes).max(mib(MAX_RECORD_BYTES) + 0.1), 1)
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl ReadError {
    /// Why, in the player's words, the file named `file` (its name or its path).
    pub fn said(&self, file: &str) -> Tr {
        self.problem.said(file)
    }
}

/// Reads a file that should be a saved game: one larger than [`MAX_RECORD_BYTES`] is refused
/// with its size, without being read (its size is checked first, and the read stops one byte
/// past the limit, which also catches a file that grows); a folder, a pipe, a socket or a
/// device is refused before it is opened (opening a pipe, or reading `/dev/tty`, would freeze
/// the window).
pub fn read_limited(path: &Path) -> Result<String, ReadError> {
    read_limited_to(path, MAX_RECORD_BYTES)
}

/// [`read_limited`] with another limit: for the game's own files (the games list's index, the
/// record), so that a pipe or a device in their place is never waited on or read without end.
pub(crate) fn read_limited_to(path: &Path, limit: u64) -> Result<String, ReadError> {
    use reversi_engine::rules::record::{FileProblem, read_file_limited};
    let shown = path.display();
    let bytes = read_file_limited(path, limit).map_err(|e| {
        let english = e.to_string();
        let (kind, message, problem) = match e {
            FileProblem::Io(kind, words) => {
                let problem = match kind {
                    std::io::ErrorKind::NotFound => ReadProblem::NotFound,
                    std::io::ErrorKind::PermissionDenied => ReadProblem::NoPermission,
                    _ => ReadProblem::Other(words.clone()),
                };
                (kind, format!("{shown}: {words}"), problem)
            }
            FileProblem::Folder => (
                std::io::ErrorKind::InvalidInput,
                format!("{shown}: a folder, not a file"),
                ReadProblem::Folder,
            ),
            FileProblem::PipeOrSocket => (
                std::io::ErrorKind::InvalidInput,
                format!("{shown}: a pipe or socket, not a file"),
                ReadProblem::PipeOrSocket,
            ),
            FileProblem::Device => (
                std::io::ErrorKind::InvalidInput,
                format!("{shown}: a device, not a file"),
                ReadProblem::Device,
            ),
            FileProblem::TooLarge(bytes, _) => (
                std::io::ErrorKind::InvalidData,
                format!("{shown}: {}", too_large("the file", bytes)),
                ReadProblem::TooLarge(bytes),
            ),
            FileProblem::OverLimit(_) => (
                std::io::ErrorKind::InvalidData,
                format!("{shown}: {english}"),
                ReadProblem::OverLimit,
            ),
        };
        ReadError {
            kind,
            message,
            problem,
        }
    })?;
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        ReadError {
            kind: std::io::ErrorKind::InvalidData,
            message: format!("{shown}: not text (invalid UTF-8 at byte {at})"),
            problem: ReadProblem::NotText(at),
        }
    })
}

/// The most [`read_limited_to`] reads of the games list's index or the record (a record of
/// tens of thousands of games is a few MiB).
pub(crate) const OWN_FILE_LIMIT: u64 = 64 << 20;

/// Days since 1970-01-01 → (year, month, day), proleptic Gregorian.
pub(crate) fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The name of a saved game, from the current time (UTC): `game-20261121-142501` (the file
/// is `game-20261121-142501.txt`, or `…-2.txt` when that is taken).
pub(crate) fn save_name() -> String {
    dated_name("game")
}

/// `PREFIX-YYYYMMDD-HHMMSS`, the current time in UTC: saved games' and screenshots' names.
pub(crate) fn dated_name(prefix: &str) -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    let t = secs.rem_euclid(86_400);
    format!(
        "{prefix}-{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        t / 3600,
        t / 60 % 60,
        t % 60
    )
}

/// A saved game's text: the record, then the transcript sheet as comment lines.
pub fn saved_text(game: &reversi_engine::rules::Game, players: &Players) -> String {
    use reversi_engine::rules::Side;
    let mut s = write_record(
        game,
        &players.describe(Side::Dark),
        &players.describe(Side::Light),
    );
    s.push_str("\n# Transcript sheet (the number of the move played on each square)\n");
    for line in transcript_sheet(game).lines() {
        s.push_str("# ");
        s.push_str(line);
        s.push('\n');
    }
    s
}

/// A file's name without its folder, for the message line (the folders are in docs/playing.md
/// and the key list).
pub(crate) fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Tells a save that failed, in the window and in the log.
pub(crate) fn save_failed(
    dir: &Path,
    e: &std::io::Error,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) {
    log.write(Log::warn(format!(
        "could not save in {}: {e}",
        dir.display()
    )));
    notices.write(Notice(
        Tr::new("notice-save-failed")
            .with("folder", dir.display().to_string())
            .with("error", e.to_string()),
    ));
}
