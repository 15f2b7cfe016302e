//! The look of the interface: the widget kit (panels, text, buttons that carry the message
//! they send), its fonts (with the Japanese and Chinese faces, `cjk`) and colours.
//!
//! May import: `core`.

pub(crate) mod cjk;
pub(crate) mod widget;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((widget::plugin, cjk::plugin));
}
