//! The screens and panels: the window's layout, the HUD (cards, status, move list, the
//! opening's name), the bar of buttons under the board, the start screen, the pause menu, the
//! scoring screen, the analysis panel, the list of saved games, and the rows of settings and
//! the volume slider they share. Screens switch by state and never call each other; they send
//! requests as messages.
//!
//! May import: `core`, `theme`, `world`, `play` (to read what a panel shows), `input` (the
//! menus' keyboard focus).

pub(crate) mod analysis_panel;
pub(crate) mod button_bar;
pub(crate) mod games_screen;
pub(crate) mod hud;
pub(crate) mod layout;
pub(crate) mod opening;
pub(crate) mod pause;
pub(crate) mod score_screen;
pub(crate) mod setting_rows;
pub(crate) mod start_screen;
pub(crate) mod volume;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        hud::plugin,
        button_bar::plugin,
        opening::plugin,
        start_screen::plugin,
        score_screen::plugin,
        pause::plugin,
        analysis_panel::plugin,
        setting_rows::plugin,
        volume::plugin,
        games_screen::plugin,
    ));
}
