//! The window's size and position, remembered: a resize or a move is noted once it has
//! settled for a second (a drag sends many) into [`DisplaySettings::window`], which the
//! settings plugin writes to `settings.ron`; the next start opens the window so.

use crate::game::core::display::DisplaySettings;
use crate::game::core::display::WindowPlacement;
use crate::game::core::messages::SettingChange;
use crate::game::core::redraw::Deadlines;
use bevy::prelude::*;
use bevy::window::{WindowMoved, WindowResized};
use std::time::Duration;

/// How long a resize or a move must have settled before it is remembered (seconds).
const SETTLE_SECS: f32 = 1.0;
/// The latest placement seen and when (real time), until it is remembered.
#[derive(Resource, Default)]
struct Pending(Option<(WindowPlacement, f32)>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<WindowResized>()
        .add_message::<WindowMoved>()
        .init_resource::<Pending>()
        .add_systems(Update, remember_placement);
}

fn remember_placement(
    time: Res<Time<Real>>,
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    mut pending: ResMut<Pending>,
    display: Res<DisplaySettings>,
    mut changes: MessageWriter<SettingChange>,
    mut deadlines: ResMut<Deadlines>,
) {
    let now = time.elapsed_secs();
    let mut next = pending
        .0
        .map(|(p, _)| p)
        .or(display.window)
        .unwrap_or(WindowPlacement {
            width: 1280,
            height: 720,
            x: None,
            y: None,
        });
    let mut changed = false;
    for r in resized.read() {
        next.width = r.width.round().max(1.0) as u32;
        next.height = r.height.round().max(1.0) as u32;
        changed = true;
    }
    for m in moved.read() {
        next.x = Some(m.position.x);
        next.y = Some(m.position.y);
        changed = true;
    }
    if changed {
        pending.0 = Some((next, now));
    }
    if let Some((p, at)) = pending.0 {
        if now - at >= SETTLE_SECS {
            pending.0 = None;
            if display.window != Some(p) {
                changes.write(SettingChange::WindowPlaced(p));
            }
        } else {
            // An idle window draws no frame until something happens: ask for one when the
            // placement has settled, so it is remembered even if nothing else comes.
            deadlines.within(Duration::from_secs_f32(SETTLE_SECS - (now - at)));
        }
    }
}
