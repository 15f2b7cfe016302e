//! The window's icon: drawn here (a disc of each colour on a green square with a wooden rim),
//! set on the window through winit once the window exists. Headless apps have no winit
//! window: nothing happens there. The same design gives the packaged icons (PNGs at every
//! size and an SVG: `crate::packaging`).

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The icon's side in pixels on the window.
pub(crate) const ICON_SIZE: u32 = 64;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}

/// One shape of the icon's design, in units of the icon's side, centred on the icon's centre
/// (x to the right, y down).
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// A square of half-side `half` whose corners are rounded with radius `radius`.
    RoundedSquare { half: f32, radius: f32 },
    /// A disc of radius `r` centred at (`x`, `y`).
    Disc { x: f32, y: f32, r: f32 },
}

/// The design, painted in order (each shape over the ones before): a green square with rounded
/// corners and a wooden rim, a dark disc at the upper left and a light one at the lower right
/// (as on the board's centre), each with a soft rim 1/32 of the side wide. The window's icon
/// ([`icon_rgba`]), the packaged PNGs ([`icon_rgba_at`]) and the SVG ([`icon_svg`]) are all
/// drawn from this list.
const DESIGN: [(Shape, [u8; 3]); 6] = {
    const DISC_R: f32 = 0.21;
    const DISC_RIM: f32 = 1.0 / 32.0;
    const OFF: f32 = 0.17;
    [
        // The wooden rim.
        (
            Shape::RoundedSquare {
                half: 0.5,
                radius: 0.16,
            },
            [124, 78, 40],
        ),
        // The felt.
        (
            Shape::RoundedSquare {
                half: 0.43,
                radius: 0.1,
            },
            [30, 122, 62],
        ),
        // The dark disc: its rim, then its face.
        (
            Shape::Disc {
                x: -OFF,
                y: -OFF,
                r: DISC_R,
            },
            [70, 70, 76],
        ),
        (
            Shape::Disc {
                x: -OFF,
                y: -OFF,
                r: DISC_R - DISC_RIM,
            },
            [22, 22, 26],
        ),
        // The light disc.
        (
            Shape::Disc {
                x: OFF,
                y: OFF,
                r: DISC_R,
            },
            [190, 188, 180],
        ),
        (
            Shape::Disc {
                x: OFF,
                y: OFF,
                r: DISC_R - DISC_RIM,
            },
            [240, 238, 230],
        ),
    ]
};

impl Shape {
    /// Whether the point (`x`, `y`), in units of the side from the centre, is inside.
    fn contains(self, x: f32, y: f32) -> bool {
        match self {
            Shape::RoundedSquare { half, radius } => {
                let dx = (x.abs() - (half - radius)).max(0.0);
                let dy = (y.abs() - (half - radius)).max(0.0);
                dx * dx + dy * dy <= radius * radius
            }
            Shape::Disc { x: cx, y: cy, r } => (x - cx).powi(2) + (y - cy).powi(2) <= r * r,
        }
    }
}

/// The window's icon: [`icon_rgba_at`] at [`ICON_SIZE`].
pub(crate) fn icon_rgba() -> Vec<u8> {
    icon_rgba_at(ICON_SIZE)
}

/// The icon's pixels at `size` pixels on a side, RGBA (not premultiplied), row by row from the
/// top: [`DESIGN`] sampled at 4 × 4 points in each pixel, so edges are smooth at every size.
pub(crate) fn icon_rgba_at(size: u32) -> Vec<u8> {
    const SUB: u32 = 4;
    let n = size as f32;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for py in 0..size {
        for px in 0..size {
            let mut sum = [0u32; 3];
            let mut covered = 0u32;
            for sy in 0..SUB {
                for sx in 0..SUB {
                    let x = (px as f32 + (sx as f32 + 0.5) / SUB as f32) / n - 0.5;
                    let y = (py as f32 + (sy as f32 + 0.5) / SUB as f32) / n - 0.5;
                    if let Some((_, c)) = DESIGN.iter().rev().find(|(s, _)| s.contains(x, y)) {
                        covered += 1;
                        for (total, v) in sum.iter_mut().zip(c) {
                            *total += u32::from(*v);
                        }
                    }
                }
            }
            // The colour is the mean of the covered samples (none covered: a clear pixel), the
            // alpha the share of samples covered.
            let mut c = [0u8; 4];
            for (v, total) in c.iter_mut().zip(sum) {
                *v = (total + covered / 2).checked_div(covered).unwrap_or(0) as u8;
            }
            c[3] = ((covered * 255 + SUB * SUB / 2) / (SUB * SUB)) as u8;
            out.extend_from_slice(&c);
        }
    }
    out
}

/// The icon as SVG, from [`DESIGN`]: a 64 × 64 view box, one element per shape.
pub(crate) fn icon_svg() -> String {
    const SIDE: f32 = ICON_SIZE as f32;
    let f = |v: f32| {
        let s = format!("{:.3}", v * SIDE);
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    };
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{s}\" height=\"{s}\" viewBox=\"0 0 {s} {s}\">\n",
        s = ICON_SIZE
    );
    for (shape, [r, g, b]) in DESIGN {
        let fill = format!("#{r:02x}{g:02x}{b:02x}");
        svg += &match shape {
            Shape::RoundedSquare { half, radius } => format!(
                "  <rect x=\"{o}\" y=\"{o}\" width=\"{w}\" height=\"{w}\" rx=\"{rx}\" fill=\"{fill}\"/>\n",
                o = f(0.5 - half),
                w = f(2.0 * half),
                rx = f(radius),
            ),
            Shape::Disc { x, y, r } => format!(
                "  <circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\" fill=\"{fill}\"/>\n",
                cx = f(x + 0.5),
                cy = f(y + 0.5),
                r = f(r),
            ),
        };
    }
    svg += "</svg>\n";
    svg
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

    fn pixel(rgba: &[u8], size: u32, x: u32, y: u32) -> [u8; 4] {
        let i = ((y * size + x) * 4) as usize;
        rgba[i..i + 4].try_into().unwrap()
    }

    #[test]
    fn the_icon_shows_a_dark_and_a_light_disc_on_green_with_clear_corners_at_every_size() {
        assert_eq!(icon_rgba(), icon_rgba_at(ICON_SIZE));
        for s in [48, 64, 128, 256, 512] {
            let rgba = icon_rgba_at(s);
            assert_eq!(rgba.len(), (s * s * 4) as usize);
            // The corners are see-through (the square's corners are rounded).
            assert_eq!(pixel(&rgba, s, 0, 0)[3], 0, "{s}");
            assert_eq!(pixel(&rgba, s, s - 1, s - 1)[3], 0, "{s}");
            // The middle of each edge is the wooden rim, opaque.
            let rim = pixel(&rgba, s, s / 2, 0);
            assert_eq!(rim, [124, 78, 40, 255], "{s}");
            // The discs' centres: dark at the upper left, light at the lower right.
            let dark = pixel(&rgba, s, s / 2 - s * 17 / 100, s / 2 - s * 17 / 100);
            let light = pixel(&rgba, s, s / 2 + s * 17 / 100, s / 2 + s * 17 / 100);
            assert!(
                dark[..3].iter().all(|&v| v < 40) && dark[3] == 255,
                "{s}: {dark:?}"
            );
            assert!(
                light[..3].iter().all(|&v| v > 220) && light[3] == 255,
                "{s}: {light:?}"
            );
            // Felt between them, on the other diagonal.
            let felt = pixel(&rgba, s, s * 3 / 4, s / 4);
            assert!(felt[1] > felt[0] && felt[1] > felt[2], "{s}: {felt:?}");
            // Edges are smoothed: some pixels are partly covered.
            assert!(rgba.chunks(4).any(|p| p[3] > 0 && p[3] < 255), "{s}");
        }
    }

    #[test]
    fn the_svg_draws_each_shape_of_the_design_in_order() {
        let svg = icon_svg();
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            "{svg}"
        );
        let shapes: Vec<&str> = svg
            .lines()
            .filter(|l| {
                l.trim_start().starts_with("<rect") || l.trim_start().starts_with("<circle")
            })
            .collect();
        assert_eq!(shapes.len(), DESIGN.len(), "{svg}");
        // The rim fills the whole view box with the corner radius of the design (0.16 × 64).
        assert_eq!(
            shapes[0].trim(),
            "<rect x=\"0\" y=\"0\" width=\"64\" height=\"64\" rx=\"10.24\" fill=\"#7c4e28\"/>"
        );
        // The dark disc's face, centred 0.17 × 64 up and left of the centre.
        assert_eq!(
            shapes[3].trim(),
            "<circle cx=\"21.12\" cy=\"21.12\" r=\"11.44\" fill=\"#16161a\"/>"
        );
        assert!(svg.trim_end().ends_with("</svg>"));
    }
}
