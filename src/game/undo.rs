//! Undo and redo (Ctrl+Z; Ctrl+Shift+Z or Ctrl+Y; HUD buttons). Against the computer, undo
//! takes back the computer's reply and your move; a search in progress is stopped. The rules'
//! history does the work; the board is redrawn from it.
//!
//! A finished game is never undone: its record stays whole. After the game (scoring screen or
//! review), undo and redo step the review back and forward instead (see `review`).

use super::flip::BoardSync;
use super::review::ReviewStep;
use super::turn::TurnSet;
use super::{CurrentGame, Notice, Phase, PlayerKind, Players};
use bevy::prelude::*;
use reversi_engine::rules::{Game, PlyKind};

/// Take back moves.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct UndoRequest;

/// Play again moves taken back.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct RedoRequest;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UndoRequest>()
        .add_message::<RedoRequest>()
        .add_systems(Update, (undo_keys, apply_undo_redo).chain().before(TurnSet));
}

/// True if `side`'s player is a person.
fn human(players: &Players, side: reversi_engine::rules::Color) -> bool {
    players.of(side) == PlayerKind::Human
}

/// Takes back plies until a person is to move after taking back one of their own moves (or
/// the start is reached). Returns how many plies were taken back.
pub fn undo_for(game: &mut Game, players: &Players) -> usize {
    let mut n = 0;
    while let Some(ply) = game.undo() {
        n += 1;
        let own_move = matches!(ply.kind, PlyKind::Move(_)) && human(players, ply.color);
        let nobody_human = !human(players, reversi_engine::rules::Color::Dark)
            && !human(players, reversi_engine::rules::Color::Light);
        if own_move || (nobody_human && matches!(ply.kind, PlyKind::Move(_))) {
            break;
        }
    }
    n
}

/// Plays again taken-back plies until a person is to move again (or nothing is left).
pub fn redo_for(game: &mut Game, players: &Players) -> usize {
    let mut n = 0;
    while game.redo().is_some() {
        n += 1;
        if game.redo_stack().is_empty() || (human(players, game.to_move()) && !game.must_pass()) {
            break;
        }
    }
    n
}

fn undo_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut undo: MessageWriter<UndoRequest>,
    mut redo: MessageWriter<RedoRequest>,
) {
    let Some(k) = keys else { return };
    // Held, or released in this same frame (a quick chord on a slow frame).
    let held = |a: KeyCode, b: KeyCode| k.any_pressed([a, b]) || k.any_just_released([a, b]);
    let ctrl = held(KeyCode::ControlLeft, KeyCode::ControlRight);
    let shift = held(KeyCode::ShiftLeft, KeyCode::ShiftRight);
    if ctrl && k.just_pressed(KeyCode::KeyZ) {
        if shift {
            redo.write(RedoRequest);
        } else {
            undo.write(UndoRequest);
        }
    }
    if ctrl && k.just_pressed(KeyCode::KeyY) {
        redo.write(RedoRequest);
    }
}

/// The messages undo and redo send.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct UndoOutput<'w> {
    syncs: MessageWriter<'w, BoardSync>,
    steps: MessageWriter<'w, ReviewStep>,
    notices: MessageWriter<'w, Notice>,
}

#[allow(clippy::too_many_arguments)]
pub(super) fn apply_undo_redo(
    mut undo: MessageReader<UndoRequest>,
    mut redo: MessageReader<RedoRequest>,
    phase: Option<Res<State<Phase>>>,
    mut next: ResMut<NextState<Phase>>,
    mut game: ResMut<CurrentGame>,
    players: Res<Players>,
    mut out: UndoOutput,
) {
    let wants_undo = undo.read().count() > 0;
    let wants_redo = redo.read().count() > 0;
    if !wants_undo && !wants_redo {
        return;
    }
    // Not while discs are turning (the request is dropped), nor outside a game.
    let Some(p) = phase.map(|p| *p.get()) else {
        return;
    };
    if p == Phase::Animating {
        return;
    }
    // A finished game keeps its record: undo and redo step the review instead.
    if matches!(p, Phase::GameOver | Phase::Review) || game.0.is_over() {
        out.steps.write(if wants_undo {
            ReviewStep::Back
        } else {
            ReviewStep::Forward
        });
        if wants_undo && p == Phase::GameOver && !game.0.history().is_empty() {
            out.notices.write(Notice(
                "The game is over and kept as played: reviewing it (Left / Right, End)".into(),
            ));
        }
        return;
    }
    let changed = if wants_undo {
        undo_for(&mut game.0, &players)
    } else {
        redo_for(&mut game.0, &players)
    };
    if changed == 0 {
        return;
    }
    println!(
        "{}: {changed} {}, move {} next",
        if wants_undo { "undo" } else { "redo" },
        if changed == 1 { "ply" } else { "plies" },
        game.0.move_number()
    );
    // The discs animate back (or forward); the turn is decided when they are done.
    out.syncs.write(BoardSync);
    next.set(Phase::Animating);
}
