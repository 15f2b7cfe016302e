//! The camera: framing that keeps the whole board and its frame (and the disc trays, when
//! shown) in the part of the window the HUD leaves free ([`HudInsets`]), at any window size
//! and aspect ratio, and an optional orbit (right mouse drag) and zoom (wheel); V or a middle
//! click brings the first view back.

use super::materials::{FRAME_OUTER, FRAME_PROFILE};
use super::supply::{PileTray, TRAY_HALF};
use crate::game::core::log::Log;
use crate::game::core::options::Launch;
use crate::game::core::state::{GamesList, Phase, Screen};
use crate::game::theme::widget::WheelOverUi;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::f32::consts::PI;

/// The camera's orbit around the board's centre.
#[derive(Component, Clone, Copy, Debug)]
pub struct Orbit {
    /// Rotation around the vertical axis (0: looking from the side of row 8).
    pub yaw: f32,
    /// Elevation above the board plane.
    pub pitch: f32,
    /// Multiplies the distance that just fits the board (1: fit).
    pub zoom: f32,
}

impl Default for Orbit {
    fn default() -> Self {
        Orbit {
            yaw: 0.0,
            pitch: 62f32.to_radians(),
            zoom: 1.0,
        }
    }
}

/// The window's edges the HUD covers, in logical pixels: the camera fits the board and its
/// frame into the rest. The HUD writes it when its panels change (the defaults match the
/// status line at the top, the button bar at the bottom and the move list on the right).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub(crate) struct HudInsets {
    pub(crate) top: f32,
    pub(crate) bottom: f32,
    pub(crate) left: f32,
    pub(crate) right: f32,
}

impl Default for HudInsets {
    fn default() -> Self {
        HudInsets {
            top: 84.0,
            bottom: 64.0,
            left: 0.0,
            right: 190.0,
        }
    }
}

/// Vertical field of view.
pub(crate) const FOV: f32 = PI / 4.0;
/// Free space kept between the board's frame and the HUD or the window's edge, in pixels.
const MARGIN: f32 = 10.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudInsets>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                // The start screen, the pause menu and the games list scroll with the wheel:
                // the board behind them stays put.
                orbit_input.run_if(
                    in_state(Screen::Playing)
                        .and_then(not(in_state(Phase::Paused)))
                        .and_then(in_state(GamesList::Closed)),
                ),
                frame_board,
            )
                .chain(),
        )
        // Once the camera's projection and transform are up to date for this frame.
        .add_systems(
            PostUpdate,
            print_board_frame
                .after(bevy::transform::TransformSystems::Propagate)
                .after(bevy::camera::CameraUpdateSystems),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV,
            ..default()
        }),
        Orbit::default(),
        Transform::from_xyz(0.0, 10.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// The aspect ratio used when the window has no usable size (minimised, zero-size viewport).
const FALLBACK_ASPECT: f32 = 16.0 / 9.0;

/// The distance from which a sphere of `radius` just fits a view of `aspect` (width/height).
/// Always finite: an aspect of zero, a negative one or NaN is framed as the fallback.
pub fn fit_distance(radius: f32, aspect: f32) -> f32 {
    let aspect = if aspect.is_finite() && aspect > 0.0 {
        aspect
    } else {
        FALLBACK_ASPECT
    };
    let half_v = FOV / 2.0;
    let half_h = (half_v.tan() * aspect).atan();
    radius / half_v.min(half_h).sin()
}

/// The corners of the board with its frame: the top and the foot of the frame's outer edge.
pub(crate) fn board_corners() -> [Vec3; 8] {
    let top = FRAME_PROFILE.iter().map(|p| p.1).fold(f32::MIN, f32::max);
    let foot = FRAME_PROFILE[FRAME_PROFILE.len() - 1].1;
    let o = FRAME_OUTER;
    let mut out = [Vec3::ZERO; 8];
    for (i, c) in out.iter_mut().enumerate() {
        let x = if i & 1 == 0 { -o } else { o };
        let z = if i & 2 == 0 { -o } else { o };
        let y = if i & 4 == 0 { top } else { foot };
        *c = Vec3::new(x, y, z);
    }
    out
}

/// The camera's place for `orbit` in a window of `size` (logical pixels) with the HUD
/// covering `insets`: the points all project inside the free part, as large as fits, centred
/// in it (at zoom 1; the zoom moves the camera nearer or farther from there). `None` when the
/// window has no usable size (minimised): the camera keeps its last framing.
pub(crate) fn framing(
    orbit: &Orbit,
    size: Vec2,
    insets: HudInsets,
    points: &[Vec3],
) -> Option<Transform> {
    if !(size.x >= 1.0 && size.y >= 1.0 && size.is_finite()) || points.is_empty() {
        return None;
    }
    let dir = Vec3::new(
        orbit.yaw.sin() * orbit.pitch.cos(),
        orbit.pitch.sin(),
        orbit.yaw.cos() * orbit.pitch.cos(),
    );
    let rotation = Transform::from_translation(dir)
        .looking_at(Vec3::ZERO, Vec3::Y)
        .rotation;
    let (right, up, back) = (rotation * Vec3::X, rotation * Vec3::Y, rotation * Vec3::Z);
    // The free part of the window in normalised device coordinates (y up). If the HUD would
    // leave less than a third of a side, its insets are scaled down so the board still shows.
    let ndc = |near: f32, far: f32, len: f32| {
        let (near, far) = (near.max(0.0), far.max(0.0));
        let covered = near + far;
        let limit = len * 2.0 / 3.0;
        let scale = if covered > limit {
            limit / covered
        } else {
            1.0
        };
        let (near, far) = (near * scale + MARGIN, far * scale + MARGIN);
        let (near, far) = if near + far >= len {
            (0.0, 0.0)
        } else {
            (near, far)
        };
        (-1.0 + 2.0 * near / len, 1.0 - 2.0 * far / len)
    };
    let (lo_x, hi_x) = ndc(insets.left, insets.right, size.x);
    let (lo_y, hi_y) = ndc(insets.bottom, insets.top, size.y);
    let ky = (FOV / 2.0).tan();
    let kx = ky * size.x / size.y;
    // In the camera's axes: a point p at (px, py, pz) from the board's centre, the camera at
    // (a, b, d). The point shows inside [lo, hi] horizontally when
    // px - hi·kx·(d - pz) ≤ a ≤ px - lo·kx·(d - pz): linear in a and d, so the least d for
    // which some a fits comes from the pairs of points (the same holds for b vertically).
    let view: Vec<Vec3> = points
        .iter()
        .map(|p| Vec3::new(p.dot(right), p.dot(up), p.dot(back)))
        .collect();
    let least = |coord: fn(&Vec3) -> f32, k: f32, lo: f32, hi: f32| {
        let mut d = f32::MIN;
        for i in &view {
            for j in &view {
                let need = (coord(i) - coord(j) + k * (hi * i.z - lo * j.z)) / (k * (hi - lo));
                d = d.max(need);
            }
        }
        d
    };
    let fit = least(|v| v.x, kx, lo_x, hi_x).max(least(|v| v.y, ky, lo_y, hi_y));
    let nearest = view.iter().map(|v| v.z).fold(f32::MIN, f32::max);
    let d = (fit * orbit.zoom.clamp(0.3, 3.0)).max(nearest + 0.5);
    let centre = |coord: fn(&Vec3) -> f32, k: f32, lo: f32, hi: f32| {
        let low = view
            .iter()
            .map(|v| coord(v) - hi * k * (d - v.z))
            .fold(f32::MIN, f32::max);
        let high = view
            .iter()
            .map(|v| coord(v) - lo * k * (d - v.z))
            .fold(f32::MAX, f32::min);
        (low + high) / 2.0
    };
    let a = centre(|v| v.x, kx, lo_x, hi_x);
    let b = centre(|v| v.y, ky, lo_y, hi_y);
    let t = Transform {
        translation: right * a + up * b + back * d,
        rotation,
        ..default()
    };
    (t.translation.is_finite() && t.rotation.is_finite()).then_some(t)
}

fn orbit_input(
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    over_ui: Res<WheelOverUi>,
    mut orbit: Query<&mut Orbit>,
) {
    let Ok(mut o) = orbit.single_mut() else {
        return;
    };
    // V (not Ctrl+V, which pastes) or a middle click: the view as it was at the start.
    // (Ctrl pressed and released within one slow frame still makes Ctrl+V, as for the paste.)
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
        || keys.any_just_released([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if buttons.just_pressed(MouseButton::Middle) || (keys.just_pressed(KeyCode::KeyV) && !ctrl) {
        *o = Orbit::default();
        return;
    }
    if buttons.pressed(MouseButton::Right) && motion.delta != Vec2::ZERO {
        o.yaw -= motion.delta.x * 0.005;
        o.pitch = (o.pitch + motion.delta.y * 0.005).clamp(25f32.to_radians(), 89f32.to_radians());
    }
    if scroll.delta.y != 0.0 && !over_ui.0 {
        o.zoom = (o.zoom * (1.0 - scroll.delta.y.signum() * 0.08)).clamp(0.55, 1.8);
    }
}

/// What the camera frames: the board with its frame, and the trays when they are shown.
fn framed_points(trays: &Query<&Transform, With<PileTray>>) -> Vec<Vec3> {
    let mut points = board_corners().to_vec();
    for t in trays {
        for (dx, dz) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            points.push(t.translation + Vec3::new(dx * TRAY_HALF, 0.0, dz * TRAY_HALF));
        }
    }
    points
}

fn frame_board(
    window: Query<&Window, With<PrimaryWindow>>,
    insets: Res<HudInsets>,
    trays: Query<&Transform, With<PileTray>>,
    mut cam: Query<(&Orbit, &mut Transform), Without<PileTray>>,
) {
    let Ok(w) = window.single() else {
        return;
    };
    let size = Vec2::new(w.width(), w.height());
    let points = framed_points(&trays);
    for (o, mut t) in &mut cam {
        if let Some(want) = framing(o, size, *insets, &points)
            && *t != want
        {
            *t = want;
        }
    }
}

/// With `--print-squares`: "board frame: 1280x720 insets 84,64,0,190 corners x,y x,y …"
/// (the window's size, the [`HudInsets`] top, bottom, left, right, and the window pixels of
/// the frame's corners, see [`board_corners`], as the camera projects them) when it changes.
fn print_board_frame(
    launch: Res<Launch>,
    insets: Res<HudInsets>,
    window: Query<&Window, With<PrimaryWindow>>,
    cam: Query<(&Camera, &GlobalTransform), With<Orbit>>,
    mut last: Local<String>,
    mut log: MessageWriter<Log>,
) {
    if !launch.0.print_squares {
        return;
    }
    let (Ok(w), Ok((camera, t))) = (window.single(), cam.single()) else {
        return;
    };
    let corners: Vec<String> = board_corners()
        .iter()
        .filter_map(|&p| camera.world_to_viewport(t, p).ok())
        .map(|p| format!("{:.0},{:.0}", p.x, p.y))
        .collect();
    let i = *insets;
    let line = format!(
        "board frame: {}x{} insets {},{},{},{} corners {}",
        w.width(),
        w.height(),
        i.top,
        i.bottom,
        i.left,
        i.right,
        corners.join(" ")
    );
    if *last != line {
        log.write(Log::info(line.clone()));
        *last = line;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::camera::CameraProjection;

    /// The wheel turned once, over a scrolling menu or not: the zoom it leaves.
    fn zoom_after_wheel(over_menu: bool) -> f32 {
        let mut app = App::new();
        app.init_resource::<ButtonInput<MouseButton>>()
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<AccumulatedMouseMotion>()
            .insert_resource(AccumulatedMouseScroll {
                delta: Vec2::new(0.0, 1.0),
                ..default()
            })
            .insert_resource(WheelOverUi(over_menu))
            .add_systems(Update, orbit_input);
        let camera = app.world_mut().spawn(Orbit::default()).id();
        app.update();
        app.world().get::<Orbit>(camera).unwrap().zoom
    }

    #[test]
    fn v_or_a_middle_click_brings_the_first_view_back_and_ctrl_v_does_not() {
        let view_after = |key: Option<KeyCode>, ctrl: bool, middle: bool| {
            let mut app = App::new();
            let mut keys = ButtonInput::<KeyCode>::default();
            if ctrl {
                keys.press(KeyCode::ControlLeft);
            }
            if let Some(k) = key {
                keys.press(k);
            }
            let mut buttons = ButtonInput::<MouseButton>::default();
            if middle {
                buttons.press(MouseButton::Middle);
            }
            app.insert_resource(buttons)
                .insert_resource(keys)
                .init_resource::<AccumulatedMouseMotion>()
                .init_resource::<AccumulatedMouseScroll>()
                .insert_resource(WheelOverUi(false))
                .add_systems(Update, orbit_input);
            let turned = Orbit {
                yaw: 1.0,
                pitch: 0.6,
                zoom: 1.5,
            };
            let camera = app.world_mut().spawn(turned).id();
            app.update();
            *app.world().get::<Orbit>(camera).unwrap()
        };
        let first = Orbit::default();
        for v in [
            view_after(Some(KeyCode::KeyV), false, false),
            view_after(None, false, true),
        ] {
            assert_eq!(
                (v.yaw, v.pitch, v.zoom),
                (first.yaw, first.pitch, first.zoom)
            );
        }
        let pasted = view_after(Some(KeyCode::KeyV), true, false);
        assert_eq!((pasted.yaw, pasted.zoom), (1.0, 1.5), "Ctrl+V pastes");
        let other = view_after(Some(KeyCode::KeyB), false, false);
        assert_eq!((other.yaw, other.zoom), (1.0, 1.5));
    }

    #[test]
    fn the_wheel_zooms_the_board_but_not_when_it_scrolls_a_menu() {
        assert!(
            zoom_after_wheel(false) < 1.0,
            "a turn up brings the board nearer"
        );
        assert_eq!(zoom_after_wheel(true), 1.0);
    }

    /// Where a world point shows in a window of `size` seen by a camera at `camera` (the
    /// [`FOV`] projection), in window pixels from the top left; `None` behind the camera.
    fn project(camera: &Transform, size: Vec2, p: Vec3) -> Option<Vec2> {
        let proj = PerspectiveProjection {
            fov: FOV,
            aspect_ratio: size.x / size.y,
            ..default()
        };
        let clip = proj.get_clip_from_view() * camera.to_matrix().inverse() * p.extend(1.0);
        if clip.w <= 0.0 {
            return None;
        }
        let ndc = clip.truncate() / clip.w;
        Some(Vec2::new(
            (ndc.x + 1.0) / 2.0 * size.x,
            (1.0 - ndc.y) / 2.0 * size.y,
        ))
    }

    /// The corners' pixel positions for a framing, and the free rectangle they must stay in.
    fn check(orbit: Orbit, w: f32, h: f32, insets: HudInsets) -> (f32, f32) {
        let size = Vec2::new(w, h);
        let t = framing(&orbit, size, insets, &board_corners()).expect("a framing");
        let pts: Vec<Vec2> = board_corners()
            .iter()
            .map(|&p| project(&t, size, p).expect("in front of the camera"))
            .collect();
        for p in &pts {
            assert!(
                p.x >= insets.left - 0.5
                    && p.x <= w - insets.right + 0.5
                    && p.y >= insets.top - 0.5
                    && p.y <= h - insets.bottom + 0.5,
                "{w}x{h} {orbit:?}: corner at {p} outside the free part {insets:?}"
            );
        }
        let min = pts.iter().fold(Vec2::MAX, |a, &b| a.min(b));
        let max = pts.iter().fold(Vec2::MIN, |a, &b| a.max(b));
        let free = Vec2::new(
            w - insets.left - insets.right,
            h - insets.top - insets.bottom,
        );
        let used = (max - min) / free;
        (used.x, used.y)
    }

    #[test]
    fn the_board_fills_the_free_part_of_the_window_at_every_size() {
        for (w, h) in [
            (1280.0, 720.0),
            (1920.0, 1080.0),
            (800.0, 600.0),
            (600.0, 900.0),
        ] {
            let (ux, uy) = check(Orbit::default(), w, h, HudInsets::default());
            // As large as fits: it touches the free part's margins on one axis.
            assert!(
                ux.max(uy) > 0.9,
                "{w}x{h}: the board uses {ux:.2} x {uy:.2} of the free part"
            );
        }
    }

    #[test]
    fn the_board_stays_clear_of_any_hud_and_any_orbit() {
        let insets = [
            HudInsets::default(),
            HudInsets {
                top: 120.0,
                bottom: 90.0,
                left: 260.0,
                right: 0.0,
            },
            HudInsets {
                top: 0.0,
                bottom: 0.0,
                left: 0.0,
                right: 0.0,
            },
        ];
        for i in insets {
            for yaw in [0.0, 0.7, PI / 2.0, 2.5, -1.2] {
                for pitch in [25f32, 45.0, 62.0, 89.0] {
                    let o = Orbit {
                        yaw,
                        pitch: pitch.to_radians(),
                        zoom: 1.0,
                    };
                    for (w, h) in [(1280.0, 720.0), (600.0, 900.0), (800.0, 600.0)] {
                        check(o, w, h, i);
                    }
                }
            }
        }
    }

    #[test]
    fn a_hud_taller_than_the_window_still_leaves_the_board_a_third() {
        let huge = HudInsets {
            top: 500.0,
            bottom: 500.0,
            left: 0.0,
            right: 0.0,
        };
        let size = Vec2::new(800.0, 600.0);
        let t = framing(&Orbit::default(), size, huge, &board_corners()).unwrap();
        for p in board_corners() {
            let s = project(&t, size, p).unwrap();
            assert!(s.y > 0.0 && s.y < 600.0, "{s}");
        }
    }

    #[test]
    fn no_framing_for_a_window_without_size() {
        for (w, h) in [(0.0, 0.0), (0.0, 720.0), (1280.0, 0.0), (f32::NAN, 600.0)] {
            let got = framing(
                &Orbit::default(),
                Vec2::new(w, h),
                HudInsets::default(),
                &board_corners(),
            );
            assert!(got.is_none(), "{w}x{h}");
        }
    }
}
