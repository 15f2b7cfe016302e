//! The player's hands: the pointer on the board (click, hover), the keyboard (the cursor,
//! typed squares, shortcuts, the key list) and the menus by keyboard. Input becomes messages
//! ([`MoveRequest`](crate::game::core::messages::MoveRequest) and the rest); it changes no
//! state it does not own.
//!
//! May import: `core`, `theme`, `world`.

pub(crate) mod keyboard;
pub(crate) mod menu_keys;
pub(crate) mod pointer;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((pointer::plugin, keyboard::plugin, menu_keys::plugin));
}
