//! Review: after a game, Left / Right step back and forward through the moves (Home / End
//! jump to the start / the end) with the discs animating; the scoring screen comes back at
//! the end. Undo and redo (keys or buttons) after the game step back and forward the same way.
//!
//! Review never changes the game: the position shown is a cursor of its own ([`Review`], the
//! number of plies shown), and the board, the piles and the HUD draw the game as it stood
//! there. Saving, copying or closing the window during review keeps the whole game.
//!
//! In a two-player game, Page Up / Page Down (or Alt+Left / Alt+Right) are undo and redo of
//! the live game (the game goes on from the position shown); they do nothing once it is over.

use super::flip::BoardSync;
use super::turn::TurnSet;
use super::undo::{RedoRequest, UndoRequest};
use super::{CurrentGame, LoadGame, Phase, PlayerKind, Players, StartNewGame};
use bevy::prelude::*;
use reversi_engine::rules::Game;
use std::borrow::Cow;

/// A step through the moves.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewStep {
    Back,
    Forward,
    ToStart,
    ToEnd,
}

/// The position shown while reviewing a finished game: `Some(k)` shows the game after its
/// first `k` plies; `None` (not reviewing) shows the game as it is. Owned by the review
/// plugin; other plugins send [`ReviewStep`]. The game itself is never changed by review.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Review(pub Option<usize>);

impl Review {
    /// The position the board and the HUD show: the reviewed one, or the game itself.
    pub fn shown<'a>(&self, game: &'a Game) -> Cow<'a, Game> {
        match self.0 {
            Some(k) if k < game.history().len() => Cow::Owned(game.after_plies(k)),
            _ => Cow::Borrowed(game),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReviewStep>()
        .init_resource::<Review>()
        .add_systems(
            Update,
            (
                (review_keys, apply_review)
                    .chain()
                    .after(super::undo::apply_undo_redo)
                    .before(TurnSet),
                forget_review_on_new_game.after(TurnSet),
            ),
        )
        .add_systems(OnExit(Phase::Review), |mut review: ResMut<Review>| {
            review.0 = None;
        });
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
        // Undo and redo of a live two-player game; never reached once the game is over.
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

/// The ply count shown after `step` from `at`, in a game of `total` plies.
fn stepped(at: usize, total: usize, step: ReviewStep) -> usize {
    match step {
        ReviewStep::Back => at.saturating_sub(1),
        ReviewStep::Forward => (at + 1).min(total),
        ReviewStep::ToStart => 0,
        ReviewStep::ToEnd => total,
    }
}

fn apply_review(
    mut steps: MessageReader<ReviewStep>,
    phase: Option<Res<State<Phase>>>,
    mut next: ResMut<NextState<Phase>>,
    game: Res<CurrentGame>,
    mut review: ResMut<Review>,
    mut syncs: MessageWriter<BoardSync>,
) {
    let Some(p) = phase.map(|p| *p.get()) else {
        steps.clear();
        return;
    };
    if !matches!(p, Phase::GameOver | Phase::Review) {
        steps.clear();
        return;
    }
    let total = game.0.history().len();
    let before = review.0.unwrap_or(total).min(total);
    let mut at = before;
    // A game lost on time is reviewed like any other: review never changes the game.
    for &s in steps.read() {
        at = stepped(at, total, s);
    }
    if at == before {
        return;
    }
    review.0 = (at < total).then_some(at);
    syncs.write(BoardSync);
    println!("review: {at} of {total} plies");
    if at == total {
        // Back at the end: the scoring screen again.
        next.set(Phase::GameOver);
    } else if p != Phase::Review {
        next.set(Phase::Review);
    }
}

/// A new or loaded game ends the review at once, before the board draws the new game (the
/// phase change that also ends it takes effect only on the next frame).
pub(super) fn forget_review_on_new_game(
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    mut review: ResMut<Review>,
) {
    if starts.read().count() + loads.read().count() > 0 && review.0.is_some() {
        review.0 = None;
    }
}
