//! Writes the generated files of `packaging/` (icons, man pages, shell completions; see
//! `reversi3d::packaging` and docs/install.md) from the code:
//!
//! ```sh
//! cargo run --release --example packaging            # into this checkout's packaging/
//! cargo run --release --example packaging -- DIR     # into DIR
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let dir = args
        .next()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("packaging"));
    if args.next().is_some() {
        eprintln!("usage: packaging [DIR]  (default: the checkout's packaging/ folder)");
        return ExitCode::from(2);
    }
    match reversi3d::packaging::write_all(&dir) {
        Ok(written) => {
            println!("wrote {} files under {}", written.len(), dir.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: writing under {}: {e}", dir.display());
            ExitCode::FAILURE
        }
    }
}
