//! The files `train` learns from, each recognised by its content:
//! - **recorded games** (`engine/tests/data/recorded-games.tsv`): text, one game a line,
//!   `moves<TAB>dark discs<TAB>light discs`, `#` comment lines ([`super::read_recorded_games`]);
//! - **self-play games**: text whose first line is a `#selfplay` header
//!   ([`crate::ai::tools::selfplay`]); their positions come with their labels;
//! - **WTHOR databases** (`.wtb`, [`super::wthor`]): binary, a 16-byte header whose record
//!   count gives the file's length.
//!
//! Recorded and WTHOR games are labelled with their final result (and later, up to `--exact`
//! empties, with the exact score); self-play positions keep the labels they were written with.

use super::Sample;
use super::wthor::{HEADER_BYTES, RECORD_BYTES, read_wtb};
use crate::ai::tools::error::ToolError;
use crate::ai::tools::selfplay;

/// What a training file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceKind {
    /// Recorded games as text (moves, dark and light counts).
    Recorded,
    /// A self-play file (`#selfplay` header), labels included.
    Selfplay,
    /// A WTHOR `.wtb` database.
    Wthor,
}

impl SourceKind {
    /// Its name in reports.
    pub fn name(self) -> &'static str {
        match self {
            SourceKind::Recorded => "recorded games",
            SourceKind::Selfplay => "self-play games",
            SourceKind::Wthor => "WTHOR games",
        }
    }

    /// Whether positions with few empties get exact labels (the labels of self-play files
    /// are used as they are).
    pub fn relabel(self) -> bool {
        self != SourceKind::Selfplay
    }
}

/// One game's labelled positions, before each move (side to move's view).
pub type GameSamples = Vec<Sample>;

/// A source file read: its kind, its games, and a note for the report (a torn last line of a
/// self-play file still being written, for instance).
#[derive(Debug)]
pub struct SourceFile {
    pub kind: SourceKind,
    pub games: Vec<GameSamples>,
    pub note: Option<String>,
}

/// Recognises a file's format from its name, its length and its first bytes `head` (the
/// first few hundred bytes are enough). The error names the file and the three formats.
pub fn detect(path: &str, len: u64, head: &[u8]) -> Result<SourceKind, ToolError> {
    let wtb_name = path.to_ascii_lowercase().ends_with(".wtb");
    let wtb_size = head.len() >= HEADER_BYTES && {
        let n = u32::from_le_bytes([head[4], head[5], head[6], head[7]]) as u64;
        len == HEADER_BYTES as u64 + n * RECORD_BYTES as u64
    };
    if head.starts_with(b"#selfplay") {
        return Ok(SourceKind::Selfplay);
    }
    if wtb_name || wtb_size {
        return Ok(SourceKind::Wthor);
    }
    // Recorded games: text whose first line that is not blank or a comment has tabs.
    let text = match std::str::from_utf8(head) {
        Ok(t) => Some(t),
        // The head may end inside a character.
        Err(e) if e.error_len().is_none() => std::str::from_utf8(&head[..e.valid_up_to()]).ok(),
        Err(_) => None,
    };
    if let Some(t) = text {
        let first = t
            .lines()
            .map(|l| l.trim_end_matches('\r'))
            .find(|l| !l.trim().is_empty() && !l.starts_with('#'));
        if first.is_some_and(|l| l.split('\t').count() >= 3) {
            return Ok(SourceKind::Recorded);
        }
    }
    Err(format!(
        "{path}: not a training file: neither recorded games (moves<TAB>dark<TAB>light a line), \
         a self-play file (a '#selfplay' first line) nor a WTHOR database (.wtb: a 16-byte header, \
         then 68-byte records)"
    )
    .into())
}

/// Reads a training file of any of the three kinds (at most `limit` bytes) and turns its games
/// into labelled positions. Errors name the file (and the line, record or move).
pub fn read_source(path: &str, limit: u64) -> Result<SourceFile, ToolError> {
    let bytes = crate::rules::record::read_file_bytes(path, limit)?;
    let head = &bytes[..bytes.len().min(512)];
    let kind = detect(path, bytes.len() as u64, head)?;
    let mut note = None;
    let games = match kind {
        SourceKind::Wthor => read_wtb(path, &bytes)?
            .games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let game = g
                    .replay()
                    .map_err(|e| format!("{path}: record {}: {e}", i + 1))?;
                let margin = g.final_black_margin(&game);
                Ok(super::game_samples(game, margin))
            })
            .collect::<Result<Vec<_>, String>>()?,
        SourceKind::Selfplay => {
            let mut games = Vec::new();
            let (_, _, torn) = selfplay::scan(bytes.as_slice(), |g| games.push(g.samples()))
                .map_err(|e| format!("{path}: {e}"))?;
            if torn {
                note = Some("a torn last line (a run still writing) left out".to_string());
            }
            games
        }
        SourceKind::Recorded => {
            let text = String::from_utf8(bytes).map_err(|e| {
                format!(
                    "{path}: not text (invalid UTF-8 at byte {})",
                    e.utf8_error().valid_up_to()
                )
            })?;
            super::read_recorded_games(&text)
                .map_err(|e| format!("{path}: {e}"))?
                .into_iter()
                .map(|g| g.positions)
                .collect()
        }
    };
    Ok(SourceFile { kind, games, note })
}

impl selfplay::SelfplayGame {
    /// The training samples of the game (one per labelled position; the trainer adds the
    /// symmetries).
    pub fn samples(&self) -> Vec<Sample> {
        self.positions()
            .into_iter()
            .map(|(b, v)| Sample {
                player: b.player,
                opponent: b.opponent,
                target: v as f32,
            })
            .collect()
    }
}
