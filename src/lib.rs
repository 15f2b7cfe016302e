//! reversi3d: Reversi on a 3D board (Bevy), with a rules engine, an AI from Beginner to
//! Engine strength, and an engine command line in the same binary.
//!
//! - [`rules`]: the rules, pure Rust (bitboards, options, notation, tournament tie-break).
//! - [`ai`]: evaluation, search, exact endgame solver, levels, matches. Pure Rust.
//! - [`cli`]: the `perft`, `replay`, `solve`, `match`, `tournament` commands.
//! - [`game`]: the Bevy app.

pub mod ai;
pub mod cli;
pub mod game;
pub mod rules;
