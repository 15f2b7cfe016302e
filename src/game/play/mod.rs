//! The game being played: the turn (the owner of the current game and its phase), undo, redo
//! and review, the computer's moves, the clocks, the saved and unfinished games, the hints and
//! the analysis job, the library of saved games ("Your games") with your record, and "Open…"
//! through the desktop's file chooser.
//!
//! May import: `core`, `theme`, `world`.

pub(crate) mod clock;
pub(crate) mod computer;
pub(crate) mod file_chooser;
pub(crate) mod game_analysis;
pub(crate) mod game_files;
pub(crate) mod game_list;
pub(crate) mod hints;
pub(crate) mod history;
pub(crate) mod keeping;
pub(crate) mod library;
pub(crate) mod player_record;
pub(crate) mod saved_games;
pub(crate) mod turn;
pub(crate) mod words;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        turn::plugin,
        computer::plugin,
        history::plugin,
        hints::plugin,
        saved_games::plugin,
        keeping::plugin,
        clock::plugin,
        game_analysis::plugin,
        library::plugin,
        file_chooser::plugin,
    ));
}
