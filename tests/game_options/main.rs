//! The options and comforts of the game window, headless: every rule option's effect on play,
//! the clock, transcripts (paste, copy, save, load, resume), the files, settings, keyboard,
//! review, sound, theme and the start screen. Each test drives the real plugins with
//! `app.update()`.
//!
//! One test binary, in modules by theme:
//! - `rules`: start positions, disc supplies and piles, Reverse and empties scoring, the
//!   clock (flag fall, the computer's time, standing still while paused), alternating
//!   colours;
//! - `files`: paste, copy, save and load, the unfinished game kept and offered back, atomic
//!   writes, saved-game names, two windows on the same files, failed writes told, size
//!   limits, checked tags, closing the window (issue #12);
//! - `finished`: a game finished by play saved in "Your games" once, Save naming that file,
//!   a second window finishing its game in its own file;
//! - `faults`: a full disk during saves, a read-only config folder, `kill -9` in the middle
//!   of a save, the clock kept by a quit signal coming back on resume (issue #25);
//! - `settings`: settings remembered, settings files that do not parse, cannot be read or
//!   are too large, one-run command-line options, animation speed limits, graphics quality,
//!   sound and volume, text scale, the high-contrast theme;
//! - `keyboard`: keyboard play (cursor, typed squares), the key list, review with the arrows
//!   after a game, animated undo;
//! - `start_screen`: the start screen as a game menu (level steps, play buttons, the last
//!   used way to play, option buttons, Tab and Enter);
//! - `language`: the language choice on the start screen and in the pause menu, remembered,
//!   "System", `--lang` (issue #28).
//!
//! The positions and helpers used by more than one of them are here; the headless app
//! driver is `tests/app/`.

#[path = "../app/mod.rs"]
mod app;
// Child processes under `prlimit`, `mount`, `kill -9`: Linux tools.
#[cfg(target_os = "linux")]
mod faults;
mod files;
mod finished;
mod keyboard;
mod language;
mod rules;
mod settings;
mod start_screen;

use app::*;
use bevy::prelude::*;
use reversi_engine::rules::notation::parse_board;
use reversi_engine::rules::{Game, GameOptions};
use reversi3d::game::{PlayerKind, Players};

fn from_board(board: &str, o: GameOptions) -> Game {
    let p = parse_board(board).unwrap();
    Game::from_position(o, p.dark, p.light, p.to_move)
}

const YOU_VS_COMPUTER: Players = Players {
    dark: PlayerKind::Human,
    light: PlayerKind::Computer(0),
};

/// Dark 10, Light 0, the rest empty: the game is over at once.
const WIPEOUT: &str = "XXXXXXXXXX------------------------------------------------------ O";

fn escape_to_start(app: &mut App) {
    quit_to_start(app);
}
