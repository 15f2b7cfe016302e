//! Disc supplies (32 each, strict or borrow): each side's discs not yet placed stand as piles
//! beside the board, Dark's on the left and Light's on the right, and shrink as discs are
//! placed. A borrowed disc flies from the opponent's pile to its square (see `flip`).

use super::scene::TABLE_Y;
use super::squares::{BoardAssets, DISC_HALF, DISC_RADIUS, face_up};
use crate::game::core::state::{CurrentGame, Review, Screen};
use crate::game::core::systems::GameSystems;
use bevy::prelude::*;
use reversi_engine::rules::Side;

/// One disc of a side's pile; `index` 0 is the bottom one.
#[derive(Component, Clone, Copy, Debug)]
pub struct PileDisc {
    pub side: Side,
    pub index: u32,
}

/// Discs per stack; a side's discs stand in four stacks on a tray.
pub(crate) const PILE_COLUMN: u32 = 8;
/// Thickness of a disc in a pile (with a hair of space so single discs show).
pub(crate) const PILE_DISC: f32 = 2.0 * DISC_HALF + 0.004;

/// Half the width of a tray.
pub(crate) const TRAY_HALF: f32 = 1.0;
/// Thickness of a tray.
const TRAY_THICKNESS: f32 = 0.1;

/// The tray a side's pile stands on (shown with 32-each supplies).
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct PileTray;

/// Centre of a side's tray.
fn tray_centre(side: Side) -> Vec3 {
    let sign = match side {
        Side::Dark => -1.0,
        Side::Light => 1.0,
    };
    Vec3::new(sign * 6.2, TABLE_Y + TRAY_THICKNESS / 2.0, 1.6)
}

pub(super) fn plugin(app: &mut App) {
    // After the turn and the review step of the frame, so the piles show this frame's position.
    app.add_systems(Update, update_piles.after(GameSystems::Turn))
        .add_systems(OnExit(Screen::Playing), clear_piles);
}

/// Where the `index`th disc of `side`'s pile stands (its centre).
pub(crate) fn pile_slot(side: Side, index: u32) -> Vec3 {
    let stack = index / PILE_COLUMN;
    let h = (index % PILE_COLUMN) as f32;
    let step = DISC_RADIUS + 0.05;
    let dx = if stack.is_multiple_of(2) { -step } else { step };
    let dz = if stack < 2 { -step } else { step };
    tray_centre(side) + Vec3::new(dx, TRAY_THICKNESS / 2.0 + PILE_DISC * (h + 0.5), dz)
}

/// The top of a side's pile (where a borrowed disc comes from).
pub(crate) fn pile_top(game: &reversi_engine::rules::Game, side: Side) -> Vec3 {
    let n = game.supply(side).unwrap_or(1).max(1);
    pile_slot(side, n - 1) + Vec3::Y * PILE_DISC
}

fn update_piles(
    mut commands: Commands,
    game: Res<CurrentGame>,
    review: Res<Review>,
    screen: Option<Res<State<Screen>>>,
    assets: Option<Res<BoardAssets>>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    piles: Query<(Entity, &PileDisc)>,
    trays: Query<(Entity, &PileTray)>,
) {
    let Some(assets) = assets else { return };
    let playing = screen.is_some_and(|s| *s.get() == Screen::Playing);
    let per_player = playing && game.0.options.supply.is_per_player();
    for (e, _) in &trays {
        if !per_player {
            commands.entity(e).despawn();
        }
    }
    if per_player
        && trays.is_empty()
        && let Some(meshes) = meshes.as_mut()
    {
        let tray = meshes.add(Cuboid::new(
            2.0 * TRAY_HALF,
            TRAY_THICKNESS,
            2.0 * TRAY_HALF,
        ));
        for side in [Side::Dark, Side::Light] {
            commands.spawn((
                Name::new(format!("{side} tray")),
                PileTray,
                Mesh3d(tray.clone()),
                MeshMaterial3d(assets.tray.clone()),
                Transform::from_translation(tray_centre(side)),
                Pickable::IGNORE,
            ));
        }
    }
    // The piles of the position shown (the reviewed one during review).
    let shown = review.shown(&game.0);
    for side in [Side::Dark, Side::Light] {
        let want = if playing {
            shown.supply(side).unwrap_or(0)
        } else {
            0
        };
        let mut have = 0;
        for (e, p) in &piles {
            if p.side != side {
                continue;
            }
            if p.index >= want {
                commands.entity(e).despawn();
            } else {
                have += 1;
            }
        }
        if have == want {
            continue;
        }
        let present: Vec<u32> = piles
            .iter()
            .filter(|(_, p)| p.side == side)
            .map(|(_, p)| p.index)
            .collect();
        for index in 0..want {
            if present.contains(&index) {
                continue;
            }
            // A disc of the pile shows its side's colour on top and both on its edge.
            commands.spawn((
                Name::new(format!("{side} pile disc {index}")),
                PileDisc { side, index },
                Transform::from_translation(pile_slot(side, index)).with_rotation(face_up(side)),
                Visibility::default(),
                Pickable::IGNORE,
                children![
                    (
                        Mesh3d(assets.disc_body.clone()),
                        MeshMaterial3d(assets.dark.clone()),
                        Pickable::IGNORE
                    ),
                    (
                        Mesh3d(assets.disc_body.clone()),
                        MeshMaterial3d(assets.light.clone()),
                        Transform::from_rotation(Quat::from_rotation_z(std::f32::consts::PI)),
                        Pickable::IGNORE
                    ),
                ],
            ));
        }
    }
}

/// A pile disc or a tray.
type PileEntity = Or<(With<PileDisc>, With<PileTray>)>;

fn clear_piles(mut commands: Commands, piles: Query<Entity, PileEntity>) {
    for e in &piles {
        commands.entity(e).despawn();
    }
}
