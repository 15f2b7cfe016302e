//! `nboard`: the NBoard protocol on standard input and output.

use super::options::limits::*;
use super::options::{bounded, search_threads};
use clap::Args;

#[derive(Args, Debug)]
pub struct NboardArgs {
    /// The level that plays until the GUI sends `set depth`: a name or 1-14, with settings as
    /// in `match` (`engine+ms=200`, `expert+depth=9+exact=16`).
    #[arg(long, default_value = "club")]
    pub level: String,
    /// Search threads of `go`, `hint` and `analyze` (0: all cores).
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 0, THREADS>)]
    pub threads: usize,
    /// Seed of the random choices of the lower levels (Beginner to Club choose among
    /// near-best moves).
    #[arg(long, default_value_t = 1, value_parser = bounded::<u64, 0, { u64::MAX }>)]
    pub seed: u64,
    /// The opening book file played from and added to by `learn` (default: the user's book,
    /// `book.bin` in the data folder, when it exists, else the built-in book; `learn` then
    /// writes the user's book). Only levels with a book play from it (Engine, Master,
    /// `LEVEL+book=V`).
    #[arg(long)]
    pub book: Option<std::path::PathBuf>,
}

pub(super) fn cmd_nboard(a: NboardArgs) -> Result<(), String> {
    let level =
        crate::ai::levels::level_with_settings(&a.level).map_err(|e| format!("--level: {e}"))?;
    let options = crate::nboard::engine::Options {
        level,
        threads: search_threads(a.threads),
        seed: a.seed,
        book: a.book,
    };
    crate::nboard::engine::serve(
        std::io::BufReader::new(std::io::stdin()),
        std::io::stdout(),
        &options,
    )
    .map_err(|e| e.to_string())
}
