//! The board: a bevelled wooden frame with the coordinates printed on it, 64 felt squares
//! between dark grid lines with the four dots of the centre, the discs and the markers. A
//! [`Redraw`] that is not animated replaces every disc at once (a new or loaded game).

use super::geometry::square_to_world;
use super::materials::{FRAME_INNER, felt, frame_wood};
use super::scene::{SceneTextures, TABLE_Y, disc_half, frame_mesh};
use crate::game::core::display::{DisplaySettings, Theme};
use crate::game::core::messages::{MovePlayed, Redraw};
use crate::game::core::state::{CurrentGame, Phase, Review};
use crate::game::core::systems::GameSystems;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use reversi_engine::rules::Bitboard;
use reversi_engine::rules::{PlyKind, Side, Square};
use std::f32::consts::PI;

/// A square of the board; clicks on it request a move.
#[derive(Component, Clone, Copy, Debug)]
pub struct SquareCell(pub Square);

/// A disc on the board. `side` is the colour the rules give it; its rotation shows that
/// colour once animations finish (identity: dark face up).
#[derive(Component, Clone, Copy, Debug)]
pub struct Disc {
    pub square: Square,
    pub side: Side,
}

/// Marks a legal square: a dot in the colour of the side to move.
#[derive(Component)]
pub struct LegalMarker;

/// Marks the last move played.
#[derive(Component)]
pub struct LastMoveMarker;

/// A label (a hint's value) kept over a world point.
#[derive(Component)]
pub(crate) struct CoordLabel(pub Vec3);

/// Meshes and materials shared by the board's entities.
#[derive(Resource, Clone)]
pub struct BoardAssets {
    pub square_mesh: Handle<Mesh>,
    pub square: Handle<StandardMaterial>,
    pub square_hover: Handle<StandardMaterial>,
    pub square_flash: Handle<StandardMaterial>,
    /// One half of a disc (a flat face with a rounded rim); a disc is two, one turned over.
    pub disc_body: Handle<Mesh>,
    pub dark: Handle<StandardMaterial>,
    pub light: Handle<StandardMaterial>,
    pub marker_mesh: Handle<Mesh>,
    /// The legal squares' dots when Dark is to move.
    pub marker: Handle<StandardMaterial>,
    /// The legal squares' dots when Light is to move.
    pub marker_light: Handle<StandardMaterial>,
    pub last_move: Handle<StandardMaterial>,
    pub cursor: Handle<StandardMaterial>,
    pub grid: Handle<StandardMaterial>,
    pub tray: Handle<StandardMaterial>,
}

/// Disc geometry: radius, half thickness, and the height of its centre above the board.
pub(crate) const DISC_RADIUS: f32 = 0.42;
pub(crate) const DISC_HALF: f32 = 0.048;
pub(crate) const DISC_REST_Y: f32 = DISC_HALF + 0.001;
/// Width of a square's felt; the rest of the unit between squares is the grid line.
const SQUARE_SIZE: f32 = 0.955;

/// The rotation that shows `side` face up.
pub(crate) fn face_up(side: Side) -> Quat {
    match side {
        Side::Dark => Quat::IDENTITY,
        Side::Light => Quat::from_rotation_z(PI),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (setup_assets, spawn_board).chain())
        .add_systems(
            Update,
            (
                (reset_discs, update_last_move_marker)
                    .after(GameSystems::Turn)
                    .after(GameSystems::ForgetReview),
                place_coordinate_labels,
                update_legal_markers,
                apply_theme,
            ),
        );
}

/// The colours of a theme.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub square: Color,
    pub square_hover: Color,
    pub square_flash: Color,
    pub grid: Color,
    pub dark: Color,
    pub light: Color,
    /// The legal squares' dots, Dark then Light to move.
    pub marker: Color,
    pub marker_light: Color,
    pub last_move: Color,
    pub cursor: Color,
    /// Hint values: the best move, the others.
    pub hint_best: Color,
    pub hint_other: Color,
}

/// The theme's colours. High contrast: light grey squares on black lines, pure black and
/// white discs and legal-move dots, marks in blue and orange (told apart by people with
/// red-green colour blindness, unlike red and green).
pub fn palette(theme: Theme) -> Palette {
    match theme {
        Theme::Standard => Palette {
            square: Color::srgb(0.05, 0.34, 0.18),
            square_hover: Color::srgb(0.14, 0.5, 0.3),
            square_flash: Color::srgb(0.75, 0.12, 0.1),
            grid: Color::srgb(0.01, 0.08, 0.04),
            dark: Color::srgb(0.06, 0.06, 0.07),
            light: Color::srgb(0.93, 0.92, 0.88),
            marker: Color::srgba(0.0, 0.0, 0.0, 0.8),
            marker_light: Color::srgba(1.0, 1.0, 0.97, 0.6),
            last_move: Color::srgb(0.9, 0.15, 0.1),
            cursor: Color::srgb(1.0, 0.85, 0.2),
            hint_best: Color::srgb(0.45, 1.0, 0.45),
            hint_other: Color::srgb(1.0, 1.0, 1.0),
        },
        Theme::HighContrast => Palette {
            square: Color::srgb(0.6, 0.62, 0.64),
            square_hover: Color::srgb(0.95, 0.85, 0.35),
            square_flash: Color::srgb(1.0, 0.5, 0.0),
            grid: Color::srgb(0.0, 0.0, 0.0),
            dark: Color::srgb(0.0, 0.0, 0.0),
            light: Color::srgb(1.0, 1.0, 1.0),
            marker: Color::srgba(0.0, 0.0, 0.0, 0.9),
            marker_light: Color::srgb(1.0, 1.0, 1.0),
            last_move: Color::srgb(0.0, 0.35, 1.0),
            cursor: Color::srgb(1.0, 0.45, 0.0),
            hint_best: Color::srgb(0.3, 0.75, 1.0),
            hint_other: Color::srgb(1.0, 0.95, 0.6),
        },
    }
}

fn apply_theme(
    settings: Res<DisplaySettings>,
    assets: Option<Res<BoardAssets>>,
    mut materials: Option<ResMut<Assets<StandardMaterial>>>,
    mut applied: Local<Option<Theme>>,
) {
    let (Some(assets), Some(materials)) = (assets, materials.as_mut()) else {
        return;
    };
    if *applied == Some(settings.theme) {
        return;
    }
    *applied = Some(settings.theme);
    let p = palette(settings.theme);
    for (h, c) in [
        (&assets.square, p.square),
        (&assets.square_hover, p.square_hover),
        (&assets.square_flash, p.square_flash),
        (&assets.grid, p.grid),
        (&assets.dark, p.dark),
        (&assets.light, p.light),
        (&assets.marker, p.marker),
        (&assets.marker_light, p.marker_light),
        (&assets.last_move, p.last_move),
        (&assets.cursor, p.cursor),
    ] {
        if let Some(mut m) = materials.get_mut(h) {
            m.base_color = c;
            if m.emissive != LinearRgba::BLACK {
                m.emissive = c.to_linear() * 0.6;
            }
        }
    }
}

fn setup_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    images: Option<ResMut<Assets<Image>>>,
    mut textures: ResMut<SceneTextures>,
) {
    // The colours are the standard theme's; `apply_theme` sets them from the palette.
    let p = palette(Theme::Standard);
    // Textures exist only where something renders (not in the headless tests).
    let felt_texture = images.map(|mut images| images.add(felt()));
    textures.0.extend(felt_texture.clone());
    let felt = |c: Color| StandardMaterial {
        base_color: c,
        base_color_texture: felt_texture.clone(),
        perceptual_roughness: 0.95,
        reflectance: 0.08,
        ..default()
    };
    let assets = BoardAssets {
        square_mesh: meshes.add(Cuboid::new(SQUARE_SIZE, 0.04, SQUARE_SIZE)),
        square: materials.add(felt(p.square)),
        square_hover: materials.add(felt(p.square_hover)),
        square_flash: materials.add(felt(p.square_flash)),
        disc_body: meshes.add(disc_half(DISC_RADIUS, DISC_HALF, 32)),
        dark: materials.add(StandardMaterial {
            base_color: p.dark,
            perceptual_roughness: 0.3,
            reflectance: 0.5,
            ..default()
        }),
        light: materials.add(StandardMaterial {
            base_color: p.light,
            perceptual_roughness: 0.36,
            reflectance: 0.45,
            ..default()
        }),
        // A third of a disc across: seen at a glance on the felt, yet plainly no disc.
        marker_mesh: meshes.add(Cylinder::new(0.14, 0.01)),
        marker: materials.add(StandardMaterial {
            base_color: p.marker,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
        marker_light: materials.add(StandardMaterial {
            base_color: p.marker_light,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
        last_move: materials.add(StandardMaterial {
            base_color: p.last_move,
            emissive: LinearRgba::rgb(0.6, 0.05, 0.02),
            ..default()
        }),
        cursor: materials.add(StandardMaterial {
            base_color: p.cursor,
            emissive: LinearRgba::rgb(0.8, 0.6, 0.1),
            ..default()
        }),
        grid: materials.add(StandardMaterial {
            base_color: p.grid,
            perceptual_roughness: 0.9,
            ..default()
        }),
        tray: materials.add(StandardMaterial {
            base_color: Color::srgb(0.5, 0.3, 0.16),
            perceptual_roughness: 0.55,
            ..default()
        }),
    };
    commands.insert_resource(assets);
}

fn spawn_board(
    mut commands: Commands,
    assets: Res<BoardAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    images: Option<ResMut<Assets<Image>>>,
    mut textures: ResMut<SceneTextures>,
) {
    let wood = images.map(|mut images| images.add(frame_wood()));
    textures.0.extend(wood.clone());
    commands.spawn((
        Name::new("Frame"),
        Mesh3d(meshes.add(frame_mesh())),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: wood,
            perceptual_roughness: 0.42,
            reflectance: 0.4,
            ..default()
        })),
        Pickable::IGNORE,
    ));
    // The bed under the squares: its dark top shows between them as the grid lines.
    let bed_top = -0.02;
    commands.spawn((
        Name::new("Grid"),
        Mesh3d(meshes.add(Cuboid::new(
            2.0 * FRAME_INNER,
            bed_top - TABLE_Y,
            2.0 * FRAME_INNER,
        ))),
        MeshMaterial3d(assets.grid.clone()),
        Transform::from_xyz(0.0, (bed_top + TABLE_Y) / 2.0, 0.0),
        NotShadowCaster,
        Pickable::IGNORE,
    ));
    // The four dots at the corners of the centre 4×4, where the lines cross.
    let dot = meshes.add(Cylinder::new(0.085, 0.01));
    for (x, z) in [(-2.0, -2.0), (2.0, -2.0), (-2.0, 2.0), (2.0, 2.0)] {
        commands.spawn((
            Name::new("Centre dot"),
            Mesh3d(dot.clone()),
            MeshMaterial3d(assets.grid.clone()),
            Transform::from_xyz(x, 0.0, z),
            NotShadowCaster,
            Pickable::IGNORE,
        ));
    }
    for sq in Square::all() {
        commands.spawn(square_cell(sq, &assets));
    }
    commands.spawn((
        Name::new("Last move"),
        LastMoveMarker,
        Mesh3d(meshes.add(Cylinder::new(0.07, 0.012))),
        MeshMaterial3d(assets.last_move.clone()),
        Transform::from_xyz(0.0, 0.0, 0.0),
        Visibility::Hidden,
        NotShadowCaster,
        Pickable::IGNORE,
    ));
}

fn square_cell(sq: Square, assets: &BoardAssets) -> impl Bundle {
    (
        Name::new(format!("Square {sq}")),
        SquareCell(sq),
        Mesh3d(assets.square_mesh.clone()),
        MeshMaterial3d(assets.square.clone()),
        Transform::from_translation(square_to_world(sq) - Vec3::Y * 0.02),
        NotShadowCaster,
    )
}

/// A disc lying on `sq` showing `side`: a dark half and a light half, each a face with a
/// rounded rim, so that a half turn shows the other colour.
pub(crate) fn disc(sq: Square, side: Side, assets: &BoardAssets) -> impl Bundle {
    (
        Name::new(format!("Disc {sq}")),
        Disc { square: sq, side },
        Transform::from_translation(square_to_world(sq) + Vec3::Y * DISC_REST_Y)
            .with_rotation(face_up(side)),
        Visibility::default(),
        children![
            (
                Mesh3d(assets.disc_body.clone()),
                MeshMaterial3d(assets.dark.clone()),
                Transform::IDENTITY,
                Pickable::IGNORE
            ),
            (
                Mesh3d(assets.disc_body.clone()),
                MeshMaterial3d(assets.light.clone()),
                Transform::from_rotation(Quat::from_rotation_z(PI)),
                Pickable::IGNORE
            ),
        ],
    )
}

/// On a [`Redraw`] that is not animated: despawn every disc and spawn the discs of the
/// position shown again (see [`Review`]).
fn reset_discs(
    mut commands: Commands,
    mut redraws: MessageReader<Redraw>,
    discs: Query<Entity, With<Disc>>,
    game: Res<CurrentGame>,
    review: Res<Review>,
    assets: Option<Res<BoardAssets>>,
) {
    if !redraws.read().any(|r| !r.animate) {
        return;
    }
    let Some(assets) = assets else { return };
    for e in &discs {
        commands.entity(e).despawn();
    }
    let position = review.shown(&game.0);
    for sq in Square::all() {
        if let Some(side) = position.at(sq) {
            commands.spawn(disc(sq, side, &assets));
        }
    }
}

fn update_last_move_marker(
    mut played: MessageReader<MovePlayed>,
    mut redraws: MessageReader<Redraw>,
    game: Res<CurrentGame>,
    review: Res<Review>,
    mut marker: Query<(&mut Transform, &mut Visibility), With<LastMoveMarker>>,
) {
    let moved = played
        .read()
        .any(|m| matches!(m.ply.kind, PlyKind::Move(_)));
    let reset = redraws.read().count() > 0;
    if !moved && !reset {
        return;
    }
    let last = review.shown(&game.0).last_move();
    for (mut t, mut v) in &mut marker {
        match last {
            Some(sq) => {
                t.translation = square_to_world(sq) + Vec3::Y * (DISC_REST_Y + DISC_HALF + 0.012);
                *v = Visibility::Inherited;
            }
            None => *v = Visibility::Hidden,
        }
    }
}

/// A label over a world point of the board (a hint's value, a reviewed move's value, a best
/// line's number, a count): `text` on a dark pill, readable on the felt and over a disc,
/// kept centred on `at` (see [`CoordLabel`]); clicks pass through. It is spawned hidden and
/// shows once [`place_coordinate_labels`] has put it in place (not a frame at the window's
/// top-left corner first).
pub(crate) fn board_label(
    at: Vec3,
    text: impl Into<String>,
    font: TextFont,
    color: Color,
) -> impl Bundle {
    (
        CoordLabel(at),
        Text::new(text),
        font,
        TextColor(color),
        Node {
            position_type: PositionType::Absolute,
            padding: UiRect::axes(px(6), px(1)),
            border_radius: BorderRadius::all(px(9)),
            ..default()
        },
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.62)),
        Pickable::IGNORE,
        Visibility::Hidden,
    )
}

/// Keeps the labels centred on their world points (any window size, any camera); before
/// its first layout a label is placed as a single character would be. A label spawned hidden
/// shows once it has a place.
fn place_coordinate_labels(
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    mut labels: Query<(
        &CoordLabel,
        &mut Node,
        Option<&ComputedNode>,
        &mut Visibility,
    )>,
) {
    let Ok((camera, cam_t)) = camera.single() else {
        return;
    };
    for (label, mut node, computed, mut visibility) in &mut labels {
        if let Ok(p) = camera.world_to_viewport(cam_t, label.0) {
            if *visibility == Visibility::Hidden {
                *visibility = Visibility::Inherited;
            }
            let half = computed
                .map(|c| c.size() * c.inverse_scale_factor / 2.0)
                .filter(|h| h.x > 0.0)
                .unwrap_or(Vec2::new(6.0, 12.0));
            let (left, top) = (px(p.x - half.x), px(p.y - half.y));
            if node.left != left || node.top != top {
                node.left = left;
                node.top = top;
            }
        }
    }
}

/// Dots on the legal squares during a human turn (when the setting is on), in the colour of
/// the side to move.
fn update_legal_markers(
    mut commands: Commands,
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
    settings: Res<DisplaySettings>,
    assets: Option<Res<BoardAssets>>,
    markers: Query<Entity, With<LegalMarker>>,
    mut shown: Local<Option<(u64, Side)>>,
) {
    let Some(assets) = assets else { return };
    let human = phase.is_some_and(|p| *p.get() == Phase::HumanTurn);
    let want = if human && settings.show_legal {
        game.0.legal_moves()
    } else {
        0
    };
    let side = game.0.to_move();
    if *shown == Some((want, side)) {
        return;
    }
    *shown = Some((want, side));
    let material = match side {
        Side::Dark => &assets.marker,
        Side::Light => &assets.marker_light,
    };
    for e in &markers {
        commands.entity(e).despawn();
    }
    for sq in Bitboard(want) {
        commands.spawn((
            Name::new(format!("Legal {sq}")),
            LegalMarker,
            Mesh3d(assets.marker_mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(square_to_world(sq) + Vec3::Y * 0.006),
            NotShadowCaster,
            Pickable::IGNORE,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A label is not drawn before it is placed: with no camera to place it by, a freshly
    /// spawned label stays hidden (it would show at the window's top-left corner).
    #[test]
    fn a_board_label_stays_hidden_until_it_is_placed() {
        let mut app = App::new();
        app.add_systems(Update, place_coordinate_labels);
        let e = app
            .world_mut()
            .spawn(board_label(
                Vec3::ZERO,
                "26",
                TextFont::default(),
                Color::WHITE,
            ))
            .id();
        app.update();
        assert_eq!(app.world().get::<Visibility>(e), Some(&Visibility::Hidden));
        assert_eq!(app.world().get::<Node>(e).unwrap().left, Val::Auto);
    }
}
