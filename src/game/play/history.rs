//! The game's history, one cursor over its plies: undo and redo while the game is on, and the
//! review of a finished game.
//!
//! - **Undo / redo** (Ctrl+Z; Ctrl+Shift+Z or Ctrl+Y; the HUD buttons; Page Up / Page Down or
//!   Alt+Left / Alt+Right in a two-player game): against the computer, undo takes back the
//!   computer's reply and your move (see [`plies_to_undo`]). The turn plugin, which owns the
//!   game, is asked to take the plies back ([`GameChange::TakeBack`]); the discs animate back,
//!   and the computer's search stops as its turn ends.
//! - **Review** (after the game: Left / Right, Home / End; undo and redo do the same then):
//!   the position shown is the cursor [`Review`], the number of plies shown. Review never
//!   changes the game: the board, the piles and the HUD draw the game as it stood there, and
//!   saving, copying or closing the window during review keeps the whole game. The turn plugin
//!   shows the review phase while the cursor is before the end, and the scoring screen again
//!   at the end.
//!
//! A finished game is never undone: its record stays whole.

use crate::game::core::i18n::Tr;
use crate::game::core::log::Log;
use crate::game::core::messages::RedoRequest;
use crate::game::core::messages::ReviewStep;
use crate::game::core::messages::UndoRequest;
use crate::game::core::messages::{GameChange, LoadGame, Notice, Redraw, StartNewGame};
use crate::game::core::state::Review;
use crate::game::core::state::{CurrentGame, Phase, PlayerKind, Players};
use crate::game::core::systems::GameSystems;
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use reversi_engine::rules::{Game, PlyKind, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UndoRequest>()
        .add_message::<RedoRequest>()
        .add_message::<ReviewStep>()
        .init_resource::<Review>()
        .add_systems(
            Update,
            (
                (history_keys, apply_undo_redo, apply_review)
                    .chain()
                    .in_set(GameSystems::History),
                forget_review_on_new_game.in_set(GameSystems::ForgetReview),
            ),
        )
        .add_systems(OnExit(Phase::Review), |mut review: ResMut<Review>| {
            review.0 = None;
        });
}

/// True if `side`'s player is a person.
fn human(players: &Players, side: Side) -> bool {
    players.of(side) == PlayerKind::Human
}

/// How many plies an undo takes back: until a person is to move after taking back one of
/// their own moves (or, with nobody human, one move), or the start is reached.
pub(crate) fn plies_to_undo(game: &Game, players: &Players) -> usize {
    let nobody_human = !human(players, Side::Dark) && !human(players, Side::Light);
    let mut n = 0;
    for ply in game.history().iter().rev() {
        n += 1;
        let is_move = matches!(ply.kind, PlyKind::Move(_));
        if is_move && (nobody_human || human(players, ply.color)) {
            break;
        }
    }
    n
}

/// How many taken-back plies a redo plays again: until a person is to move again (and not to
/// pass), or nothing is left.
pub(crate) fn plies_to_redo(game: &Game, players: &Players) -> usize {
    let mut g = game.clone();
    let mut n = 0;
    while g.redo().is_some() {
        n += 1;
        if g.redo_stack().is_empty() || (human(players, g.to_move()) && !g.must_pass()) {
            break;
        }
    }
    n
}

/// Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y; after the game the review keys; in a live two-player game
/// Page Up / Page Down (or Alt+Left / Alt+Right).
fn history_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut typed: MessageReader<KeyboardInput>,
    phase: Option<Res<State<Phase>>>,
    players: Res<Players>,
    mut steps: MessageWriter<ReviewStep>,
    mut undo: MessageWriter<UndoRequest>,
    mut redo: MessageWriter<RedoRequest>,
) {
    let k = &*keys;
    // Held, or released in this same frame (a quick chord on a slow frame).
    let held = |a: KeyCode, b: KeyCode| k.any_pressed([a, b]) || k.any_just_released([a, b]);
    let ctrl = held(KeyCode::ControlLeft, KeyCode::ControlRight);
    let shift = held(KeyCode::ShiftLeft, KeyCode::ShiftRight);
    // Each press counts, also two in one slow frame, where `just_pressed` says one (the
    // window's own key repeat, a key held down, is not a press).
    let typed: Vec<KeyCode> = typed
        .read()
        .filter(|e| e.state == ButtonState::Pressed && !e.repeat)
        .map(|e| e.key_code)
        .collect();
    let presses = |key: KeyCode| match k.just_pressed(key) {
        true => typed.iter().filter(|&&c| c == key).count().max(1),
        false => 0,
    };
    if ctrl {
        for _ in 0..presses(KeyCode::KeyZ) {
            if shift {
                redo.write(RedoRequest);
            } else {
                undo.write(UndoRequest);
            }
        }
        for _ in 0..presses(KeyCode::KeyY) {
            redo.write(RedoRequest);
        }
    }
    let Some(p) = phase.map(|p| *p.get()) else {
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
                for _ in 0..presses(key) {
                    steps.write(step);
                }
            }
        }
        // Undo and redo of a live two-player game; never reached once the game is over.
        Phase::HumanTurn if human(&players, Side::Dark) && human(&players, Side::Light) => {
            let arrows = |key: KeyCode| if alt { presses(key) } else { 0 };
            for _ in 0..presses(KeyCode::PageUp) + arrows(KeyCode::ArrowLeft) {
                undo.write(UndoRequest);
            }
            for _ in 0..presses(KeyCode::PageDown) + arrows(KeyCode::ArrowRight) {
                redo.write(RedoRequest);
            }
        }
        _ => {}
    }
}

/// The most undo and redo requests kept while discs turn.
const MAX_QUEUED: usize = 8;

/// Undo and redo: of the live game, asked of the turn plugin; after the game, review steps.
/// Asked while discs turn, they wait, in order, and are applied one at a time once the discs
/// stop (Ctrl+Z pressed three times quickly takes back three moves, each animated). A new
/// game, a game loaded or the pause menu forgets them, and none is applied while paused.
fn apply_undo_redo(
    mut undo: MessageReader<UndoRequest>,
    mut redo: MessageReader<RedoRequest>,
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    phase: Option<Res<State<Phase>>>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    mut queued: Local<std::collections::VecDeque<bool>>,
    mut changes: MessageWriter<GameChange>,
    mut steps: MessageWriter<ReviewStep>,
    mut notices: MessageWriter<Notice>,
) {
    if starts.read().count() + loads.read().count() > 0 {
        queued.clear();
    }
    // `true` an undo, `false` a redo (an undo and a redo in one frame: the undo first).
    queued.extend(undo.read().map(|_| true).chain(redo.read().map(|_| false)));
    queued.truncate(MAX_QUEUED);
    if queued.is_empty() {
        return;
    }
    // Not outside a game; while discs are turning, or the turn after them is being decided
    // (its decision would overrule the undo's animation), they wait.
    // While paused, none: the pause menu is up and the game stands still (undos waiting
    // from before it are dropped, not applied behind it).
    let Some(p) = phase.map(|p| *p.get()).filter(|&p| p != Phase::Paused) else {
        queued.clear();
        return;
    };
    if matches!(p, Phase::Animating | Phase::Deciding) {
        return;
    }
    let wants_undo = queued.pop_front() == Some(true);
    // A finished game keeps its record: undo and redo step the review instead.
    if matches!(p, Phase::GameOver | Phase::Review) || game.0.is_over() {
        steps.write(if wants_undo {
            ReviewStep::Back
        } else {
            ReviewStep::Forward
        });
        if wants_undo && p == Phase::GameOver && !game.0.history().is_empty() {
            notices.write(Notice(Tr::new("notice-game-over-reviewing")));
        }
        return;
    }
    let change = if wants_undo {
        GameChange::TakeBack(plies_to_undo(&game.0, &players))
    } else {
        GameChange::PlayAgain(plies_to_redo(&game.0, &players))
    };
    if !matches!(change, GameChange::TakeBack(0) | GameChange::PlayAgain(0)) {
        changes.write(change);
    }
}

/// The ply count shown after `step` from `at`, in a game of `total` plies.
fn stepped(at: usize, total: usize, step: ReviewStep) -> usize {
    match step {
        ReviewStep::Back => at.saturating_sub(1),
        ReviewStep::Forward => (at + 1).min(total),
        ReviewStep::ToStart => 0,
        ReviewStep::ToEnd => total,
        ReviewStep::To(plies) => plies.min(total),
    }
}

/// Moves the review cursor; the discs animate to the position shown.
fn apply_review(
    mut steps: MessageReader<ReviewStep>,
    phase: Option<Res<State<Phase>>>,
    game: Res<CurrentGame>,
    mut review: ResMut<Review>,
    mut redraws: MessageWriter<Redraw>,
    mut log: MessageWriter<Log>,
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
    redraws.write(Redraw { animate: true });
    log.write(Log::info(format!("review: {at} of {total} plies")));
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

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::rules::{GameOptions, Square};

    fn game_of(moves: &[&str]) -> Game {
        let mut g = Game::new(GameOptions::default());
        for m in moves {
            g.play(Square::parse(m).unwrap()).unwrap();
        }
        g
    }

    #[test]
    fn against_the_computer_undo_takes_back_its_reply_and_your_move() {
        let players = Players::default(); // Dark: a person, Light: the computer
        let g = game_of(&["f5", "d6", "c3"]);
        // The person's own move is the last: it alone is taken back.
        assert_eq!(plies_to_undo(&g, &players), 1);
        let g = game_of(&["f5", "d6"]);
        assert_eq!(plies_to_undo(&g, &players), 2);
        assert_eq!(plies_to_undo(&game_of(&[]), &players), 0);
    }

    #[test]
    fn redo_plays_again_up_to_the_persons_next_turn() {
        let players = Players::default();
        let mut g = game_of(&["f5", "d6", "c3", "d3"]);
        for _ in 0..4 {
            assert!(g.undo().is_some());
        }
        assert_eq!(plies_to_redo(&g, &players), 2);
        assert_eq!(plies_to_redo(&game_of(&["f5"]), &players), 0);
    }

    #[test]
    fn review_steps_stay_within_the_game() {
        assert_eq!(stepped(0, 5, ReviewStep::Back), 0);
        assert_eq!(stepped(5, 5, ReviewStep::Forward), 5);
        assert_eq!(stepped(3, 5, ReviewStep::ToStart), 0);
        assert_eq!(stepped(3, 5, ReviewStep::ToEnd), 5);
        assert_eq!(stepped(3, 5, ReviewStep::To(1)), 1);
        assert_eq!(stepped(3, 5, ReviewStep::To(9)), 5);
    }
}
