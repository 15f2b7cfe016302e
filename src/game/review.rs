//! Review: after a game, Left / Right step back and forward through the moves (Home / End
//! jump to the start / the end) with the discs animating; the scoring screen comes back at
//! the end. In a two-player game, Page Up / Page Down (or Alt+Left / Alt+Right) step back and
//! forward at any time: the game goes on from the position shown.

use super::flip::BoardSync;
use super::turn::TurnSet;
use super::undo::{RedoRequest, UndoRequest};
use super::{CurrentGame, Notice, Phase, PlayerKind, Players};
use bevy::prelude::*;

/// A step through the moves.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewStep {
    Back,
    Forward,
    ToStart,
    ToEnd,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReviewStep>()
        .add_systems(Update, (review_keys, apply_review).chain().before(TurnSet));
}

fn review_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    phase: Option<Res<State<Phase>>>,
    players: Res<Players>,
    mut steps: MessageWriter<ReviewStep>,
    mut undo: MessageWriter<UndoRequest>,
    mut redo: MessageWriter<RedoRequest>,
) {
    let (Some(k), Some(p)) = (keys, phase.map(|p| *p.get())) else {
        return;
    };
    let alt = k.any_pressed([KeyCode::AltLeft, KeyCode::AltRight]);
    match p {
        Phase::GameOver | Phase::Review if !alt => {
            for (key, step) in [
                (KeyCode::ArrowLeft, ReviewStep::Back),
                (KeyCode::ArrowRight, ReviewStep::Forward),
                (KeyCode::Home, ReviewStep::ToStart),
                (KeyCode::End, ReviewStep::ToEnd),
            ] {
                if k.just_pressed(key) {
                    steps.write(step);
                }
            }
        }
        Phase::HumanTurn
            if players.dark == PlayerKind::Human && players.light == PlayerKind::Human =>
        {
            if k.just_pressed(KeyCode::PageUp) || (alt && k.just_pressed(KeyCode::ArrowLeft)) {
                undo.write(UndoRequest);
            }
            if k.just_pressed(KeyCode::PageDown) || (alt && k.just_pressed(KeyCode::ArrowRight)) {
                redo.write(RedoRequest);
            }
        }
        _ => {}
    }
}

fn apply_review(
    mut steps: MessageReader<ReviewStep>,
    phase: Option<Res<State<Phase>>>,
    mut next: ResMut<NextState<Phase>>,
    mut game: ResMut<CurrentGame>,
    mut syncs: MessageWriter<BoardSync>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(p) = phase.map(|p| *p.get()) else {
        steps.clear();
        return;
    };
    if !matches!(p, Phase::GameOver | Phase::Review) {
        steps.clear();
        return;
    }
    let mut changed = false;
    for &s in steps.read() {
        if game.0.lost_on_time().is_some() {
            notices.write(Notice(
                "A game lost on time ends where the flag fell; copy or save it to study it".into(),
            ));
            break;
        }
        let g = &mut game.0;
        let moved = match s {
            ReviewStep::Back => g.undo().is_some(),
            ReviewStep::Forward => g.redo().is_some(),
            ReviewStep::ToStart => {
                let any = !g.history().is_empty();
                g.rewind();
                any
            }
            ReviewStep::ToEnd => {
                let mut any = false;
                while g.redo().is_some() {
                    any = true;
                }
                any
            }
        };
        changed |= moved;
    }
    if !changed {
        return;
    }
    syncs.write(BoardSync);
    let g = &game.0;
    println!(
        "review: {} of {} plies",
        g.history().len(),
        g.history().len() + g.redo_stack().len()
    );
    if g.redo_stack().is_empty() {
        // Back at the end: the scoring screen again.
        next.set(Phase::Deciding);
    } else if p != Phase::Review {
        next.set(Phase::Review);
    }
}
