//! The window's icon: drawn here (a disc of each colour on a green square with a wooden rim),
//! set on the window through winit once the window exists. Headless apps have no winit
//! window: nothing happens there.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The icon's side in pixels.
pub(crate) const ICON_SIZE: u32 = 64;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}

/// The icon's pixels, RGBA, row by row from the top, [`ICON_SIZE`] on a side: a green square
/// with rounded corners and a wooden rim, a dark disc at the upper left and a light one at the
/// lower right (as on the board's centre), each with a soft rim.
pub(crate) fn icon_rgba() -> Vec<u8> {
    let n = ICON_SIZE as f32;
    let mut out = Vec::with_capacity((ICON_SIZE * ICON_SIZE * 4) as usize);
    // Inside a rounded square of half-side `h` and corner radius `r` (centred).
    let rounded = |x: f32, y: f32, h: f32, r: f32| {
        let dx = (x.abs() - (h - r)).max(0.0);
        let dy = (y.abs() - (h - r)).max(0.0);
        dx * dx + dy * dy <= r * r
    };
    for py in 0..ICON_SIZE {
        for px in 0..ICON_SIZE {
            let x = px as f32 + 0.5 - n / 2.0;
            let y = py as f32 + 0.5 - n / 2.0;
            let mut c: [u8; 4] = [0, 0, 0, 0];
            if rounded(x, y, n / 2.0, n * 0.16) {
                c = [124, 78, 40, 255]; // the wooden rim
            }
            if rounded(x, y, n / 2.0 - n * 0.07, n * 0.1) {
                c = [30, 122, 62, 255]; // the felt
            }
            let disc = |cx: f32, cy: f32| ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
            let r = n * 0.21;
            let d = disc(-n * 0.17, -n * 0.17);
            if d <= r {
                c = if d > r - 2.0 {
                    [70, 70, 76, 255]
                } else {
                    [22, 22, 26, 255]
                };
            }
            let d = disc(n * 0.17, n * 0.17);
            if d <= r {
                c = if d > r - 2.0 {
                    [190, 188, 180, 255]
                } else {
                    [240, 238, 230, 255]
                };
            }
            out.extend_from_slice(&c);
        }
    }
    out
}

/// Sets the icon on the primary window once winit has made it (on the main thread, where
/// winit's windows live).
fn set_window_icon(
    _main_thread: NonSendMarker,
    mut done: Local<bool>,
    windows: Query<Entity, With<PrimaryWindow>>,
) {
    if *done {
        return;
    }
    let Ok(entity) = windows.single() else {
        return;
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|winit_windows| {
        let Some(window) = winit_windows.get_window(entity) else {
            return;
        };
        if let Ok(icon) = winit::window::Icon::from_rgba(icon_rgba(), ICON_SIZE, ICON_SIZE) {
            window.set_window_icon(Some(icon));
        }
        *done = true;
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(rgba: &[u8], x: u32, y: u32) -> [u8; 4] {
        let i = ((y * ICON_SIZE + x) * 4) as usize;
        rgba[i..i + 4].try_into().unwrap()
    }

    #[test]
    fn the_icon_shows_a_dark_and_a_light_disc_on_green_with_clear_corners() {
        let rgba = icon_rgba();
        assert_eq!(rgba.len(), (ICON_SIZE * ICON_SIZE * 4) as usize);
        let s = ICON_SIZE;
        // The corners are see-through (the square's corners are rounded).
        assert_eq!(pixel(&rgba, 0, 0)[3], 0);
        assert_eq!(pixel(&rgba, s - 1, s - 1)[3], 0);
        // The discs' centres: dark at the upper left, light at the lower right.
        let dark = pixel(&rgba, s / 2 - s * 17 / 100, s / 2 - s * 17 / 100);
        let light = pixel(&rgba, s / 2 + s * 17 / 100, s / 2 + s * 17 / 100);
        assert!(
            dark[..3].iter().all(|&v| v < 40) && dark[3] == 255,
            "{dark:?}"
        );
        assert!(
            light[..3].iter().all(|&v| v > 220) && light[3] == 255,
            "{light:?}"
        );
        // Felt between them, on the other diagonal.
        let felt = pixel(&rgba, s * 3 / 4, s / 4);
        assert!(felt[1] > felt[0] && felt[1] > felt[2], "{felt:?}");
    }
}
