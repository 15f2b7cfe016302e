//! The engine of reversi3d: the rules, the AI and the engine command line, in plain Rust with
//! no Bevy (its dependency tree has none, so the compiler keeps the boundary). The game
//! window, its tests and this crate's own binary all call into it.
//!
//! - [`rules`]: the rules (bitboards, move generation and its AVX2 kernels, options, notation,
//!   records, tournament tie-break); its module list is in [`rules`].
//! - [`ai`]: evaluation, search, exact endgame solver, limits, levels, matches, training, game
//!   analysis; its module list is in [`ai`].
//! - [`cli`]: the `perft`, `replay`, `solve`, `match`, `tournament`, `train`, `selfplay`,
//!   `analyse`, `review`, `opening`, `nboard`, `positions`, `mpc` commands, thin wrappers that
//!   parse arguments and print (only with the `cli` feature, on by default).
//! - [`nboard`]: the NBoard protocol (our engine's side; `match` plays NBoard engines).

// Every `unsafe` block says why it is sound (a `// SAFETY:` comment of its own).
#![warn(clippy::undocumented_unsafe_blocks)]

// Diagnostics. In every module of the crate (the `mod` items must come after it), `eprintln!`
// is this: it writes to standard error as the standard one does, but a write that fails
// (standard error closed by a reader gone, or `2>/dev/full`) is dropped instead of panicking.
// A lost progress or warning line then never ends a run, nor loses the work it was doing.
macro_rules! eprintln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr().lock(), $($arg)*);
    }};
}

pub mod ai;
#[cfg(feature = "cli")]
pub mod cli;
pub mod nboard;
pub mod rules;
