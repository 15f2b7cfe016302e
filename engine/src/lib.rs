//! The engine of reversi3d: the rules, the AI and the engine command line, in plain Rust with
//! no Bevy (its dependency tree has none, so the compiler keeps the boundary). The game
//! window, its tests and this crate's own binary all call into it.
//!
//! - [`rules`]: the rules (bitboards, options, notation, records, tournament tie-break).
//! - [`ai`]: evaluation, search, exact endgame solver, levels, matches, training.
//! - [`cli`]: the `perft`, `replay`, `solve`, `match`, `tournament`, `train` commands.

pub mod ai;
#[cfg(feature = "cli")]
pub mod cli;
pub mod rules;
