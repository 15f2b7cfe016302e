//! Picking input: a click on a square sends a `MoveRequest` (the rules decide); hovering a
//! legal square highlights it; refused clicks flash the square red.

use super::board::{BoardAssets, SquareCell};
use super::{CurrentGame, MoveRefused, MoveRequest, Phase};
use bevy::prelude::*;

/// A square flashing red after a refused click.
#[derive(Component)]
pub struct Flash(pub Timer);

/// The square under the pointer.
#[derive(Resource, Default, Debug)]
pub(crate) struct Hovered(pub Option<Entity>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .add_observer(on_square_click)
        .add_observer(on_square_over)
        .add_observer(on_square_out)
        .add_systems(Update, (flash_refused, paint_squares).chain());
}

/// Only human turns take clicks; clicks during animations, the computer's turn or after the
/// game are ignored.
fn on_square_click(
    click: On<Pointer<Click>>,
    cells: Query<&SquareCell>,
    phase: Option<Res<State<Phase>>>,
    mut requests: MessageWriter<MoveRequest>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    let Ok(cell) = cells.get(click.entity) else {
        return;
    };
    if phase.is_some_and(|p| *p.get() == Phase::HumanTurn) {
        requests.write(MoveRequest { square: cell.0 });
    }
}

fn on_square_over(
    over: On<Pointer<Over>>,
    cells: Query<(), With<SquareCell>>,
    mut hovered: ResMut<Hovered>,
) {
    if cells.contains(over.entity) {
        hovered.0 = Some(over.entity);
    }
}

fn on_square_out(out: On<Pointer<Out>>, mut hovered: ResMut<Hovered>) {
    if hovered.0 == Some(out.entity) {
        hovered.0 = None;
    }
}

fn flash_refused(
    mut commands: Commands,
    mut refused: MessageReader<MoveRefused>,
    cells: Query<(Entity, &SquareCell)>,
    mut flashing: Query<(Entity, &mut Flash)>,
    time: Res<Time>,
) {
    for r in refused.read() {
        if let Some((e, _)) = cells.iter().find(|(_, c)| c.0 == r.square) {
            commands
                .entity(e)
                .insert(Flash(Timer::from_seconds(0.45, TimerMode::Once)));
        }
    }
    for (e, mut f) in &mut flashing {
        if f.0.tick(time.delta()).is_finished() {
            commands.entity(e).remove::<Flash>();
        }
    }
}

/// Square colours: red while flashing, highlighted when hovered and legal on a human turn.
fn paint_squares(
    assets: Option<Res<BoardAssets>>,
    hovered: Res<Hovered>,
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
    mut cells: Query<(
        Entity,
        &SquareCell,
        &mut MeshMaterial3d<StandardMaterial>,
        Has<Flash>,
    )>,
) {
    let Some(assets) = assets else { return };
    let human = phase.is_some_and(|p| *p.get() == Phase::HumanTurn);
    let legal = game.0.legal_moves();
    for (e, cell, mut mat, flash) in &mut cells {
        let want = if flash {
            &assets.square_flash
        } else if human && hovered.0 == Some(e) && legal & cell.0.bit() != 0 {
            &assets.square_hover
        } else {
            &assets.square
        };
        if mat.0 != *want {
            mat.0 = want.clone();
        }
    }
}
