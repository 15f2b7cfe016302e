//! The 3D world: the table and the board, the squares and discs with their markers, the
//! camera, the disc animations, the end-of-game count, the disc piles, the ghost discs of
//! reviews and hints, and the sounds. It shows the rules' state; it never decides a rule.
//!
//! May import: `core`, `theme`.

pub(crate) mod camera;
pub(crate) mod count;
pub(crate) mod flip;
pub(crate) mod geometry;
pub(crate) mod ghost;
pub(crate) mod materials;
pub(crate) mod scene;
pub(crate) mod sound;
pub(crate) mod squares;
pub(crate) mod supply;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        squares::plugin,
        camera::plugin,
        scene::plugin,
        flip::plugin,
        sound::plugin,
        supply::plugin,
        count::plugin,
        ghost::plugin,
    ));
}
