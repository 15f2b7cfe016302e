//! Playing and looking back by keyboard: the cursor and typed squares (also within one slow
//! frame, read in the order typed; a new game forgets them), the key list (F1, ?) and Esc
//! closing only it, the arrows stepping through a finished game's moves, and Ctrl+Z animating
//! the discs back.

use crate::app::*;
use bevy::prelude::*;
use reversi_engine::rules::GameOptions;
use reversi_engine::rules::notation::transcript;
use reversi3d::game::Leaving;
use reversi3d::game::Phase;
use reversi3d::game::{CursorRing, HelpOverlay};

#[test]
fn keyboard_play_with_the_cursor_and_typed_squares() {
    let mut app = new_app(HUMANS);
    press(&mut app, &[KeyCode::ArrowDown]);
    // The first arrow shows the cursor on the first legal square, d3.
    assert_eq!(
        app.world().resource::<reversi3d::game::KeyCursor>().0,
        Some(sq("d3"))
    );
    press(&mut app, &[KeyCode::ArrowRight]);
    press(&mut app, &[KeyCode::ArrowLeft]);
    let ring = app
        .world_mut()
        .query_filtered::<&Transform, With<CursorRing>>()
        .single(app.world())
        .unwrap()
        .translation;
    let d3 = reversi3d::game::square_to_world(sq("d3"));
    assert!((ring.x - d3.x).abs() < 1e-4 && (ring.z - d3.z).abs() < 1e-4);
    press(&mut app, &[KeyCode::Enter]);
    assert!(run_until(&mut app, 200, |a| game(a).history().len() == 1
        && turn_settled(a)));
    assert_eq!(transcript(&game(&app), false), "d3");
    press(&mut app, &[KeyCode::KeyC]);
    press(&mut app, &[KeyCode::Digit3]);
    assert!(run_until(&mut app, 200, |a| game(a).history().len() == 2
        && turn_settled(a)));
    assert_eq!(transcript(&game(&app), false), "d3c3");
    assert_discs_match_rules(&mut app);
}

#[test]
fn a_square_typed_within_one_slow_frame_still_plays() {
    let mut app = new_app(HUMANS);
    press(&mut app, &[KeyCode::KeyF, KeyCode::Digit5]);
    assert!(run_until(&mut app, 200, |a| game(a).history().len() == 1
        && turn_settled(a)));
    assert_eq!(transcript(&game(&app), false), "f5");
    // H alone asks for hints once no digit follows in time.
    press(&mut app, &[KeyCode::KeyH]);
    run_secs(&mut app, 1.0);
    let computing = app
        .world()
        .resource::<reversi3d::game::Hints>()
        .is_computing();
    let shown = app
        .world_mut()
        .query::<&reversi3d::game::HintLabel>()
        .iter(app.world())
        .count();
    assert!(computing || shown > 0, "H asked for hints");
}

#[test]
fn keys_that_arrive_together_are_read_in_the_order_they_were_typed() {
    let mut app = new_app(HUMANS);
    // A slow frame brings the first square's digit and the next square's letter together.
    press(&mut app, &[KeyCode::KeyF]);
    press(&mut app, &[KeyCode::Digit5, KeyCode::KeyD]);
    press(&mut app, &[KeyCode::Digit6]);
    assert!(run_until(&mut app, 300, |a| game(a).history().len() == 2
        && turn_settled(a)));
    assert_eq!(transcript(&game(&app), false), "f5d6");
    // Two whole squares in one frame: both are played, in order.
    press(
        &mut app,
        &[
            KeyCode::KeyC,
            KeyCode::Digit3,
            KeyCode::KeyD,
            KeyCode::Digit3,
        ],
    );
    assert!(run_until(&mut app, 300, |a| game(a).history().len() == 4
        && turn_settled(a)));
    assert_eq!(transcript(&game(&app), false), "f5d6c3d3");
    // Two players typing a line ahead, a square a frame while the discs turn: each is played
    // in its turn, in the order typed.
    for keys in [
        [KeyCode::KeyC, KeyCode::Digit4],
        [KeyCode::KeyF, KeyCode::Digit4],
        [KeyCode::KeyF, KeyCode::Digit6],
        [KeyCode::KeyF, KeyCode::Digit3],
    ] {
        press(&mut app, &keys);
    }
    assert!(run_until(&mut app, 600, |a| game(a).history().len() == 8
        && turn_settled(a)));
    assert_eq!(transcript(&game(&app), false), "f5d6c3d3c4f4f6f3");
    assert_discs_match_rules(&mut app);
}

#[test]
fn a_new_game_starts_without_the_keyboard_cursor_of_the_game_before() {
    let mut app = new_app(HUMANS);
    press(&mut app, &[KeyCode::KeyF, KeyCode::Digit5]);
    assert!(run_until(&mut app, 200, |a| game(a).history().len() == 1
        && turn_settled(a)));
    let cursor = |app: &App| app.world().resource::<reversi3d::game::KeyCursor>().0;
    assert_eq!(cursor(&app), Some(sq("f5")));
    start_with(&mut app, |_| {});
    assert_eq!(game(&app).history().len(), 0);
    assert_eq!(cursor(&app), None, "the cursor of the game before is gone");
    frames(&mut app, 2);
    let ring = app
        .world_mut()
        .query_filtered::<&Visibility, With<CursorRing>>()
        .single(app.world())
        .ok()
        .copied();
    assert_eq!(ring, Some(Visibility::Hidden), "and its ring");
    // A letter typed in the game before does not complete a square in the new one.
    press(&mut app, &[KeyCode::KeyE]);
    start_with(&mut app, |_| {});
    press(&mut app, &[KeyCode::Digit6]);
    frames(&mut app, 20);
    assert_eq!(game(&app).history().len(), 0);
}

#[test]
fn help_lists_the_keys_and_closes_again() {
    let mut app = new_app(HUMANS);
    press(&mut app, &[KeyCode::F1]);
    let text = all_text(&mut app);
    assert!(text.contains("Ctrl+Z") && text.contains("Ctrl+V") && text.contains("F1 or ?"));
    press(&mut app, &[KeyCode::ShiftLeft, KeyCode::Slash]);
    let open = app
        .world_mut()
        .query::<&HelpOverlay>()
        .iter(app.world())
        .count();
    assert_eq!(open, 0);
    // A click on the list closes it too. (That it reaches nothing under it is picking's work,
    // in the real window: the overlay is pickable and stops the click.)
    press(&mut app, &[KeyCode::F1]);
    let list = app
        .world_mut()
        .query_filtered::<Entity, With<HelpOverlay>>()
        .single(app.world())
        .expect("the key list");
    assert!(
        app.world()
            .get::<Pickable>(list)
            .is_none_or(|p| p.should_block_lower),
        "the key list stops clicks"
    );
    trigger_click(&mut app, list);
    frames(&mut app, 2);
    let open = app
        .world_mut()
        .query::<&HelpOverlay>()
        .iter(app.world())
        .count();
    assert_eq!(open, 0, "a click closed the key list");
}

#[test]
fn escape_with_the_help_open_closes_only_the_help() {
    let help_open = |app: &mut App| {
        app.world_mut()
            .query::<&HelpOverlay>()
            .iter(app.world())
            .count()
    };
    let mut app = new_app(HUMANS);
    press(&mut app, &[KeyCode::F1]);
    assert_eq!(help_open(&mut app), 1);
    press(&mut app, &[KeyCode::Escape]);
    frames(&mut app, 2);
    assert_eq!(help_open(&mut app), 0, "Esc closed the key list");
    assert_eq!(
        phase(&app),
        Some(Phase::HumanTurn),
        "and opened no pause menu"
    );
    press(&mut app, &[KeyCode::Escape]);
    assert!(
        run_until_phase(&mut app, 5, Phase::Paused),
        "the next Esc pauses"
    );
}

#[test]
fn after_the_game_the_arrows_step_through_the_moves() {
    let mut app = new_app(HUMANS);
    // A short finished game: a known 9-move wipe-out is not needed; play out a real game.
    let g = finished_game(GameOptions::default(), 7);
    let plies = g.history().len();
    load_game(&mut app, g.clone(), HUMANS);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    // The scoring screen shows the transcript sheet: each move's number on its square.
    let text = all_text(&mut app);
    assert!(text.contains("Transcript sheet"), "{text}");
    let moves = g
        .history()
        .iter()
        .filter(|p| matches!(p.kind, reversi_engine::rules::PlyKind::Move(_)))
        .count();
    let numbers: std::collections::HashSet<usize> =
        text.lines().filter_map(|l| l.trim().parse().ok()).collect();
    assert!(
        (1..=moves).all(|n| numbers.contains(&n)),
        "every move number is on the sheet"
    );
    press(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(phase(&app), Some(Phase::Review));
    // Review shows earlier positions; the game itself stays whole (tests/game_review.rs).
    assert_eq!(game(&app).history().len(), plies);
    assert!(all_text(&mut app).contains("reviewing"));
    run_secs(&mut app, 1.0);
    assert_discs_match(&mut app, &g.after_plies(plies - 1));
    press(&mut app, &[KeyCode::Home]);
    run_secs(&mut app, 1.0);
    assert_discs_match(&mut app, &g.after_plies(0));
    press(&mut app, &[KeyCode::End]);
    run_secs(&mut app, 1.0);
    assert_eq!(game(&app).history().len(), plies);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    assert_discs_match_rules(&mut app);
}

#[test]
fn undo_animates_the_discs_back() {
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(game(&app).history().len(), 0);
    let leaving = app
        .world_mut()
        .query::<&Leaving>()
        .iter(app.world())
        .count();
    assert_eq!(leaving, 1, "f5's disc lifts away");
    let turning = app
        .world_mut()
        .query::<&reversi3d::game::Flipping>()
        .iter(app.world())
        .count();
    assert_eq!(turning, 1, "e5 turns back");
    assert!(run_until(&mut app, 100, turn_settled));
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
    assert_eq!(
        app.world_mut()
            .query::<&Leaving>()
            .iter(app.world())
            .count(),
        0
    );
}
