//! The window's size and position, remembered: a resize or a move is noted once it has
//! settled for a second (a drag sends many) into [`DisplaySettings::window`], which the
//! settings plugin writes to `settings.ron`; the next start opens the window so.

use super::DisplaySettings;
use super::frames::Deadlines;
use super::settings::SettingChange;
use bevy::prelude::*;
use bevy::window::{WindowMoved, WindowResized};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// How long a resize or a move must have settled before it is remembered (seconds).
const SETTLE_SECS: f32 = 1.0;
/// The smallest and largest remembered sizes (logical pixels).
const MIN_SIZE: (u32, u32) = (480, 360);
const MAX_SIDE: u32 = 16_384;

/// Where the window was and how large (logical pixels; the position in screen pixels, when the
/// platform tells it).
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
pub struct WindowPlacement {
    pub width: u32,
    pub height: u32,
    pub x: Option<i32>,
    pub y: Option<i32>,
}

impl WindowPlacement {
    /// The size to open the window at: held within sane bounds (a hand-edited file cannot
    /// open a window of 1 or of a million pixels).
    pub fn size(&self) -> (u32, u32) {
        (
            self.width.clamp(MIN_SIZE.0, MAX_SIDE),
            self.height.clamp(MIN_SIZE.1, MAX_SIDE),
        )
    }

    /// The position to open the window at, if both coordinates are known.
    pub fn position(&self) -> Option<IVec2> {
        Some(IVec2::new(self.x?, self.y?))
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_remembered_size_is_held_within_bounds() {
        let p = |width, height| WindowPlacement {
            width,
            height,
            x: Some(10),
            y: None,
        };
        assert_eq!(p(1024, 700).size(), (1024, 700));
        assert_eq!(p(1, 1).size(), MIN_SIZE);
        assert_eq!(p(1 << 30, 500).size(), (MAX_SIDE, 500));
        assert_eq!(
            p(800, 600).position(),
            None,
            "one coordinate is not a position"
        );
    }
}
