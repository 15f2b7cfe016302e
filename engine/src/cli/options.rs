//! What the commands share: the limits of the numeric options and their parsers, the
//! rules options, reading input files within a limit, and the number of threads.

use crate::rules::{GameOptions, StartPosition, Supply, Variant};
use clap::Args;

/// The limits of the numeric options. A value outside is refused with its limit named, before
/// anything runs (no overflow, no allocation that cannot succeed, no endless run).
pub mod limits {
    /// `perft` depth (depth 20 takes hours already).
    pub const PERFT_DEPTH: u64 = 20;
    /// `solve --tt-mb`: MiB for the transposition tables.
    pub const TT_MB: u64 = 8_192;
    /// `solve --nodes`.
    pub const NODES: u64 = 1_000_000_000_000_000;
    /// `match --games`, and `tournament` games in all (every game's record is kept).
    pub const GAMES: u64 = 100_000;
    /// `match --openings` (each is checked by a search).
    pub const OPENINGS: u64 = 10_000;
    /// `--threads` of every command (each match thread holds two engines' tables, 28 MiB).
    pub const THREADS: u64 = 64;
    /// `tournament --rounds`.
    pub const ROUNDS: u64 = 10_000;
    /// `train --exact`: empties labelled by an exact solve (20 takes minutes, each more
    /// empty about doubles it).
    pub const TRAIN_EXACT: u64 = 30;
    /// `train --epochs`.
    pub const EPOCHS: u64 = 100_000;
    /// `train --hold-out`.
    pub const HOLD_OUT: u64 = 1_000_000;
    /// `positions --count`.
    pub const POSITIONS: u64 = 100_000;
}

/// Parses a whole number in `LO..=HI` as `T`; the error names the limit (also for numbers too
/// large for any integer type).
pub(super) fn bounded<T: TryFrom<u64>, const LO: u64, const HI: u64>(s: &str) -> Result<T, String> {
    let t = s.trim();
    let out_of_range = || format!("must be a whole number from {LO} to {HI}");
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(out_of_range());
    }
    let v: u64 = t.parse().map_err(|_| out_of_range())?;
    if !(LO..=HI).contains(&v) {
        return Err(out_of_range());
    }
    T::try_from(v).map_err(|_| out_of_range())
}

/// Parses `--empties`: `N` or `LO-HI` with 1 <= LO <= HI <= 60.
pub(super) fn empties_band(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("'{s}' is not a number of empties or a band LO-HI, from 1 to 60");
    let num = |t: &str| -> Result<u32, String> {
        let t = t.trim();
        if t.is_empty() || t.len() > 2 || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        t.parse().map_err(|_| bad())
    };
    let (lo, hi) = match s.split_once('-') {
        Some((a, b)) => (num(a)?, num(b)?),
        None => (num(s)?, num(s)?),
    };
    if lo == 0 || hi > 60 || lo > hi {
        return Err(bad());
    }
    Ok((lo, hi))
}

#[derive(Args, Debug, Clone)]
pub struct RuleArgs {
    #[arg(long, value_enum, default_value = "classic")]
    pub variant: Variant,
    #[arg(long, value_enum, default_value = "standard")]
    pub start: StartPosition,
    #[arg(long, value_enum, default_value = "shared")]
    pub supply: Supply,
    /// Do not add empty squares to the winner's recorded score.
    #[arg(long)]
    pub no_empties_to_winner: bool,
}

impl RuleArgs {
    pub fn options(&self) -> GameOptions {
        GameOptions {
            variant: self.variant,
            start: self.start,
            supply: self.supply,
            empties_to_winner: !self.no_empties_to_winner,
            clock_ms: None,
        }
    }
}

/// The most `solve` and `replay` read from a file or standard input (positions and games are
/// a few dozen bytes a line).
pub(super) const MAX_INPUT_BYTES: u64 = 256 << 20;

/// Standard input's text, for a command given `-` (`replay -`, `opening -`, `solve -`): at
/// most [`MAX_INPUT_BYTES`]. Empty or only white space is an error naming standard input and
/// what it should hold, `expected` (`"transcripts, one a line"`): every command that reads it
/// says so alike, rather than answering nothing.
pub(super) fn read_stdin(expected: &str) -> Result<String, String> {
    let text = crate::rules::record::read_text_limited(
        std::io::stdin(),
        MAX_INPUT_BYTES,
        "standard input",
    )?;
    if text.trim().is_empty() {
        return Err(format!("standard input is empty: expected {expected}"));
    }
    Ok(text)
}

/// The transcripts of standard input (`replay -`, `opening -`), one a line, as (line number,
/// transcript): the text after a tab is ignored, and blank lines and lines starting with `#`
/// (after any white space) are skipped. Empty input, or input with no transcript, is an error.
pub(super) fn stdin_transcripts() -> Result<Vec<(usize, String)>, String> {
    let text = read_stdin("transcripts, one a line")?;
    let lines: Vec<(usize, String)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('\t').next().unwrap_or("").trim().to_string()))
        .filter(|(_, t)| !t.is_empty() && !t.starts_with('#'))
        .collect();
    if lines.is_empty() {
        return Err("standard input holds no transcript (one a line; `#` starts a comment)".into());
    }
    Ok(lines)
}

/// The most `train` reads of each training file.
pub(super) const MAX_TRAINING_BYTES: u64 = 1 << 30;

/// A file's text: a regular file of at most `limit` bytes (see
/// [`crate::rules::record::read_file_bytes`]); errors name the file.
pub(super) fn read_file_limited(path: &str, limit: u64) -> Result<String, String> {
    let bytes = crate::rules::record::read_file_bytes(path, limit).map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{path}: not text (invalid UTF-8 at byte {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// The position of `--board SQUARES SIDE`: 64 squares, and a side that is one letter, X or O
/// (not left out, nor run into the squares). Errors start with `--board:`.
pub(super) fn board_option(v: &[String]) -> Result<crate::rules::notation::Position, String> {
    use crate::rules::notation::{excerpt, parse_board};
    let [squares, side] = v else {
        return Err("--board: expected 64 squares and the side to move".into());
    };
    let n = squares.chars().filter(|c| !c.is_whitespace()).count();
    if n != 64 {
        return Err(format!("--board: board has {n} squares; expected 64"));
    }
    let side = side.trim();
    if side.chars().count() != 1 {
        return Err(format!(
            "--board: the side to move '{}' is not X or O",
            excerpt(side)
        ));
    }
    parse_board(&format!("{squares} {side}")).map_err(|e| format!("--board: {e}"))
}

/// Checks, before a long job, that the file `path` (given as `option`) can be written at its
/// end: it is not a folder, its folder exists, and it can be written (an existing file is
/// opened for writing without changing it; for a new one a probe file is made in the folder
/// and removed). Nothing is left behind. The error names the option and the path.
pub(super) fn check_output(option: &str, path: &str) -> Result<(), String> {
    use std::path::Path;
    let p = Path::new(path);
    let bad = |why: String| Err(format!("{option} {path}: {why}"));
    if p.is_dir() {
        return bad("is a folder, not a file".into());
    }
    let dir = match p.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return bad(format!("the folder {} does not exist", dir.display()));
    }
    if p.exists() {
        return match std::fs::OpenOptions::new().append(true).open(p) {
            Ok(_) => Ok(()),
            Err(e) => bad(format!("cannot be written ({e})")),
        };
    }
    let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("out");
    let probe = dir.join(format!(".{name}.{}.probe", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => bad(format!("cannot write in {} ({e})", dir.display())),
    }
}

/// Checks that the file `out` (given as `option`) is none of the files the command reads
/// (`inputs`, named by their options): writing it would replace an input, its games lost.
/// Paths are compared as the files they name (links and `./` resolved).
pub(super) fn check_not_input(
    option: &str,
    out: &str,
    inputs: &[(&str, &str)],
) -> Result<(), String> {
    let Ok(target) = std::fs::canonicalize(out) else {
        return Ok(()); // Not there yet: no input can be it.
    };
    for (what, input) in inputs {
        if std::fs::canonicalize(input).is_ok_and(|i| i == target) {
            return Err(format!(
                "{option} {out}: is also the {what} file read; writing it would replace it"
            ));
        }
    }
    Ok(())
}

/// A `--threads` of search threads: 0 is all cores.
pub(crate) fn search_threads(n: usize) -> usize {
    if n == 0 { crate::ai::all_cores() } else { n }
}

pub(super) fn threads(n: Option<usize>) -> usize {
    n.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    })
    .max(1)
}

/// The last part of a path, naming a source file in the positions drawn from it.
pub(super) fn file_name(path: &str) -> &str {
    std::path::Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(path)
}
