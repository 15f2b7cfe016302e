//! Picking input: a click on a square sends a `MoveRequest` (the rules decide); hovering a
//! legal square highlights it; refused clicks flash the square red. A press and release that
//! land in the same frame as the pointer's arrival are a click too ([`quick_clicks`]).

use crate::game::core::messages::{EarlyMove, MoveRefused, MoveRequest};
use crate::game::core::state::Hovered;
use crate::game::core::state::{CurrentGame, Phase};
use crate::game::world::squares::{BoardAssets, SquareCell};
use bevy::prelude::*;
use reversi_engine::rules::Square;

/// A square flashing red after a refused click.
#[derive(Component)]
pub struct Flash(pub Timer);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .add_observer(on_square_click)
        .add_observer(on_square_over)
        .add_observer(on_square_out)
        .add_systems(Update, (flash_refused, paint_squares).chain())
        // Picking's messages, for apps without picking (the headless tests).
        .add_message::<bevy::picking::pointer::PointerInput>()
        .add_message::<Pointer<Press>>()
        .add_message::<Pointer<Click>>()
        .add_systems(
            PreUpdate,
            quick_clicks.after(bevy::picking::PickingSystems::Hover),
        );
}

/// Bevy's picking sends a click on release to the entities hovered in the *previous* frame.
/// When the pointer arrives, presses and releases within one frame (a quick click, or the
/// first frame after the window slept), the entity got the press but no click. This turns
/// such a press, released in the same frame and not clicked, into the click it was, for every
/// button and square alike.
fn quick_clicks(
    mut inputs: MessageReader<bevy::picking::pointer::PointerInput>,
    mut presses: MessageReader<Pointer<Press>>,
    mut clicks: MessageReader<Pointer<Click>>,
    mut commands: Commands,
) {
    use bevy::picking::pointer::PointerAction;
    // Buttons pressed and then released within this frame, per pointer.
    let mut pressed = Vec::new();
    let mut released_after_press = Vec::new();
    for input in inputs.read() {
        match input.action {
            PointerAction::Press(b) => pressed.push((input.pointer_id, b)),
            PointerAction::Release(b) if pressed.contains(&(input.pointer_id, b)) => {
                released_after_press.push((input.pointer_id, b));
            }
            _ => {}
        }
    }
    let clicked: Vec<(Entity, PointerButton)> =
        clicks.read().map(|c| (c.entity, c.event.button)).collect();
    for press in presses.read() {
        let key = (press.pointer_id, press.event.button);
        if !released_after_press.contains(&key)
            || clicked.contains(&(press.entity, press.event.button))
        {
            continue;
        }
        commands.trigger(Pointer::new(
            press.pointer_id,
            press.pointer_location.clone(),
            Click {
                button: press.event.button,
                hit: press.event.hit.clone(),
                duration: std::time::Duration::ZERO,
                count: press.event.count,
            },
            press.entity,
        ));
    }
}

/// A person's move: played on their turn; asked while the previous move animates, kept for
/// when the turn comes (see [`send_move`]).
fn on_square_click(
    click: On<Pointer<Click>>,
    cells: Query<&SquareCell>,
    phase: Option<Res<State<Phase>>>,
    mut requests: MessageWriter<MoveRequest>,
    mut early: MessageWriter<EarlyMove>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    let Ok(cell) = cells.get(click.entity) else {
        return;
    };
    send_move(&phase, cell.0, &mut requests, &mut early);
}

/// A person's move request: on a human turn played now; while the discs of the previous move
/// move (or the turn is being decided), an [`EarlyMove`] the turn plugin keeps for the next
/// side if a person plays it; on the computer's turn, a pass notice or after the game,
/// ignored.
pub(crate) fn send_move(
    phase: &Option<Res<State<Phase>>>,
    square: Square,
    requests: &mut MessageWriter<MoveRequest>,
    early: &mut MessageWriter<EarlyMove>,
) {
    match phase.as_ref().map(|p| *p.get()) {
        Some(Phase::HumanTurn) => {
            requests.write(MoveRequest { square });
        }
        Some(Phase::Animating | Phase::Deciding) => {
            early.write(EarlyMove { square });
        }
        _ => {}
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
