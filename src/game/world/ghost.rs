//! Translucent discs and labels on the board: the best move and line of a reviewed position,
//! and a hint's line.

use super::geometry::square_to_world;
use super::squares::BoardAssets;
use super::squares::DISC_REST_Y;
use super::squares::board_label;
use crate::game::core::state::Screen;
use crate::game::theme::widget::Fonts;
use bevy::prelude::*;
use reversi_engine::rules::Side;
use reversi_engine::rules::Square;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_ghost_materials);
}

/// A translucent disc on the board: the best move of the reviewed position (number 0), or a
/// move of its best line (numbers from 1).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GhostDisc {
    pub square: Square,
    pub side: Side,
    pub number: usize,
}

/// Marks the ghosts and labels of a hint's line (the hints plugin's, not the review's).
#[derive(Component)]
pub(crate) struct HintLine;

/// The translucent materials of the ghost discs.
#[derive(Resource)]
pub(crate) struct GhostMaterials {
    dark: Handle<StandardMaterial>,
    light: Handle<StandardMaterial>,
}

fn make_ghost_materials(
    mut commands: Commands,
    materials: Option<ResMut<Assets<StandardMaterial>>>,
) {
    let Some(mut materials) = materials else {
        return;
    };
    let ghost = |c: Color| StandardMaterial {
        base_color: c,
        alpha_mode: AlphaMode::Blend,
        perceptual_roughness: 0.4,
        ..default()
    };
    commands.insert_resource(GhostMaterials {
        dark: materials.add(ghost(Color::srgba(0.02, 0.02, 0.03, 0.78))),
        light: materials.add(ghost(Color::srgba(0.95, 0.94, 0.9, 0.6))),
    });
}

/// The moves of a best line from `board` (`mover` to move) as (square, side, number from 1),
/// at most `max`: the sides take turns, and a side with no move passes (the engine's lines
/// do not write passes). The line stops at a move that is not legal.
pub(crate) fn line_ghosts(
    mut board: reversi_engine::rules::Board,
    mover: Side,
    pv: &[Square],
    max: usize,
) -> Vec<(Square, Side, usize)> {
    let mut side = mover;
    let mut out = Vec::new();
    for (i, &sq) in pv.iter().take(max).enumerate() {
        if !board.is_legal(sq) {
            board = board.pass();
            side = side.opposite();
        }
        let Some(next) = board.play(sq) else { break };
        board = next;
        out.push((sq, side, i + 1));
        side = side.opposite();
    }
    out
}

/// What it takes to put a translucent disc and a label on the board (the meshes and
/// materials exist only where something renders).
pub(crate) struct GhostParts<'a> {
    pub(crate) assets: Option<&'a BoardAssets>,
    pub(crate) materials: Option<&'a GhostMaterials>,
    pub(crate) fonts: &'a Fonts,
}

impl GhostParts<'_> {
    /// A translucent disc of `side` on `square`, with `extra` components.
    pub(crate) fn ghost(
        &self,
        commands: &mut Commands,
        square: Square,
        side: Side,
        number: usize,
        extra: impl Bundle,
    ) {
        let mut e = commands.spawn((
            Name::new(format!("Ghost {square}")),
            GhostDisc {
                square,
                side,
                number,
            },
            Transform::from_translation(square_to_world(square) + Vec3::Y * DISC_REST_Y),
            Visibility::default(),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Playing),
            extra,
        ));
        if let (Some(assets), Some(m)) = (self.assets, self.materials) {
            let material = match side {
                Side::Dark => m.dark.clone(),
                Side::Light => m.light.clone(),
            };
            e.insert((Mesh3d(assets.disc_body.clone()), MeshMaterial3d(material)));
        }
    }

    /// A label over `square`, with `extra` components.
    pub(crate) fn label(
        &self,
        commands: &mut Commands,
        square: Square,
        text: String,
        color: Color,
        extra: impl Bundle,
    ) {
        commands.spawn((
            Name::new(format!("Review label {square}")),
            ReviewLabel {
                square,
                text: text.clone(),
            },
            board_label(
                square_to_world(square) + Vec3::Y * 0.12,
                text,
                self.fonts.bold(16.0),
                color,
            ),
            DespawnOnExit(Screen::Playing),
            extra,
        ));
    }
}

/// A label over a square of the reviewed position (the values of the best and the played
/// move, the numbers of the best line).
#[derive(Component, Clone, Debug)]
pub struct ReviewLabel {
    pub square: Square,
    pub text: String,
}
