//! Lights and the camera: framing that shows the whole board at any window size, and an
//! optional orbit (right mouse drag) and zoom (wheel) that always keeps the board in view.

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
            pitch: 66f32.to_radians(),
            zoom: 1.0,
        }
    }
}

/// Radius of a sphere around the board, frame and labels, that the view must contain.
const BOARD_RADIUS: f32 = 5.0;
const FOV: f32 = PI / 4.0;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.11, 0.12, 0.15)))
        .insert_resource(GlobalAmbientLight {
            color: Color::WHITE,
            brightness: 350.0,
            ..default()
        })
        .add_systems(Startup, spawn_camera_and_lights)
        .add_systems(Update, (orbit_input, frame_board).chain());
}

fn spawn_camera_and_lights(mut commands: Commands) {
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
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-6.0, 9.0, 3.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// The aspect ratio used when the window has no usable size (minimised, zero-size viewport).
const FALLBACK_ASPECT: f32 = 16.0 / 9.0;

/// The window's aspect ratio (width/height), or the fallback when either side is zero or
/// not a number (a minimised window): the camera keeps its last good framing.
pub(crate) fn window_aspect(width: f32, height: f32) -> f32 {
    let aspect = width / height;
    if width >= 1.0 && height >= 1.0 && aspect.is_finite() {
        aspect
    } else {
        FALLBACK_ASPECT
    }
}

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

fn orbit_input(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    mut orbit: Query<&mut Orbit>,
) {
    let Ok(mut o) = orbit.single_mut() else {
        return;
    };
    if buttons.pressed(MouseButton::Right) {
        o.yaw -= motion.delta.x * 0.005;
        o.pitch = (o.pitch + motion.delta.y * 0.005).clamp(25f32.to_radians(), 89f32.to_radians());
    }
    if scroll.delta.y != 0.0 {
        o.zoom = (o.zoom * (1.0 - scroll.delta.y.signum() * 0.08)).clamp(0.55, 1.8);
    }
}

fn frame_board(
    window: Query<&Window, With<PrimaryWindow>>,
    mut cam: Query<(&Orbit, &mut Transform)>,
) {
    let aspect = window
        .single()
        .map(|w| window_aspect(w.width(), w.height()))
        .unwrap_or(FALLBACK_ASPECT);
    for (o, mut t) in &mut cam {
        let d = fit_distance(BOARD_RADIUS, aspect) * o.zoom;
        if !d.is_finite() {
            continue;
        }
        let dir = Vec3::new(
            o.yaw.sin() * o.pitch.cos(),
            o.pitch.sin(),
            o.yaw.cos() * o.pitch.cos(),
        );
        // Aim a little towards the player so the HUD bar at the top does not cover row 1.
        let target = Vec3::new(0.0, 0.0, -0.3);
        let want = Transform::from_translation(target + dir * d).looking_at(target, Vec3::Y);
        if *t != want {
            *t = want;
        }
    }
}
