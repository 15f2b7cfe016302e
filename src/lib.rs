//! reversi3d: Reversi on a 3D board (Bevy). The rules, the AI and the engine commands are the
//! `reversi-engine` crate (no Bevy); this crate is the game window and its command line.
//!
//! - [`cli`]: the `reversi3d` command line (the window's options, or an engine command).
//! - [`game`]: the Bevy app.
//! - [`packaging`]: the installed files made from the code (icons, man pages, completions).

#![forbid(unsafe_code)]

pub mod cli;
pub mod game;
pub mod packaging;
