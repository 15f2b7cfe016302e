//! Review never changes the game's record: stepping through a finished game shows earlier
//! positions (discs, piles, last-move mark, counts, move list) while the game itself, and so
//! what is saved, copied or kept at closing, stays whole. Headless, with the real plugins.

mod app;

use app::*;
use bevy::prelude::*;
use reversi_engine::rules::notation::transcript;
use reversi_engine::rules::record::parse_record;
use reversi_engine::rules::{Bitboard, Game, GameOptions, PlyKind, Side, Supply};
use reversi3d::game::LastMoveMarker;
use reversi3d::game::PileDisc;
use reversi3d::game::Review;
use reversi3d::game::Storage;
use reversi3d::game::{CardCount, MoveListText, StatusText};
use reversi3d::game::{LastSaved, Unfinished};
use reversi3d::game::{Phase, PlayerKind, Players, square_to_world};

const YOU_VS_COMPUTER: Players = Players {
    dark: PlayerKind::Human,
    light: PlayerKind::Computer(0),
};

/// The first `k` plies of `g` played again on a fresh game: the position review should show,
/// found without the review code.
fn replayed(g: &Game, k: usize) -> Game {
    let (d, l, side) = g.start_position();
    let mut r = Game::from_position(g.options, d, l, side);
    for p in &g.history()[..k] {
        match p.kind {
            PlyKind::Move(sq) => r.play(sq).unwrap(),
            PlyKind::Pass => r.pass().unwrap(),
        };
    }
    r
}

/// The moves of a game, as the record keeps them.
fn plies(g: &Game) -> Vec<PlyKind> {
    g.history().iter().map(|p| p.kind).collect()
}

/// The game in the app is still `g`, whole and finished.
fn assert_whole(app: &App, g: &Game) {
    let now = game(app);
    assert_eq!(plies(&now), plies(g), "the game's moves are unchanged");
    assert!(now.is_over(), "the game is still finished");
    assert_eq!(now.result(), g.result());
}

fn reviewed(app: &App) -> Option<usize> {
    app.world().resource::<Review>().0
}

fn one_text<C: Component>(app: &mut App) -> String {
    texts_of::<C>(app).concat()
}

/// A finished two-player game loaded into a new app, showing its scoring screen.
fn finished_app(storage: Storage, g: &Game) -> App {
    let mut app = new_app_with(HUMANS, storage);
    load_game(&mut app, g.clone(), HUMANS);
    run_secs(&mut app, 0.5);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    app
}

#[test]
fn after_plies_is_the_game_replayed_to_that_ply_and_leaves_the_game_alone() {
    let g = finished_game(GameOptions::default(), 11);
    let n = g.history().len();
    for k in [0, 1, 2, n / 2, n - 1, n, n + 5] {
        let a = g.after_plies(k);
        let r = replayed(&g, k.min(n));
        for side in [Side::Dark, Side::Light] {
            assert_eq!(a.discs(side), r.discs(side), "after {k} plies");
        }
        assert_eq!(a.to_move(), r.to_move(), "after {k} plies");
        assert_eq!(a.move_number(), r.move_number(), "after {k} plies");
        // The rest waits on the redo stack: the copy can be stepped forward to the end.
        assert_eq!(a.history().len() + a.redo_stack().len(), n);
    }
    assert_eq!(g.history().len(), n, "the game itself is not changed");
}

#[test]
fn saving_and_copying_during_review_keep_the_whole_game_with_its_result() {
    let dir = temp_dir("review-save");
    let g = finished_game(GameOptions::default(), 7);
    let r = g.result().unwrap();
    let mut app = finished_app(Storage::under(dir.clone()), &g);
    for _ in 0..3 {
        press(&mut app, &[KeyCode::ArrowLeft]);
    }
    assert_eq!(phase(&app), Some(Phase::Review));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyS]);
    let path = app
        .world()
        .resource::<LastSaved>()
        .0
        .clone()
        .expect("Ctrl+S saved the game");
    let text = std::fs::read_to_string(&path).unwrap();
    let result = format!("[Result \"{}-{}\"]", r.recorded_dark, r.recorded_light);
    assert!(text.contains(&result), "{result} in:\n{text}");
    let saved = parse_record(&text).unwrap().game;
    assert_eq!(plies(&saved), plies(&g), "every move is saved");
    assert!(saved.is_over());
    // The Save button of the HUD saves the same: the game saved already, that file is named.
    let save = entity_with(&mut app, "save");
    trigger_click(&mut app, save);
    app.update();
    let again = app.world().resource::<LastSaved>().0.clone().unwrap();
    assert_eq!(again, path);
    assert_eq!(std::fs::read_dir(dir.join("games")).unwrap().count(), 1);
    assert_eq!(
        plies(
            &parse_record(&std::fs::read_to_string(&again).unwrap())
                .unwrap()
                .game
        ),
        plies(&g)
    );
    // Ctrl+C copies the whole transcript (no clipboard here: it is on the message line).
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyC]);
    let msg = message(&mut app).concat();
    assert!(msg.contains(&transcript(&g, true)), "{msg}");
    assert_eq!(phase(&app), Some(Phase::Review));
    assert_whole(&app, &g);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn closing_the_window_during_review_offers_no_finished_game_to_resume() {
    let dir = temp_dir("review-exit");
    let g = finished_game(GameOptions::default(), 5);
    let n = g.history().len();
    let last = match g.history()[n - 1].kind {
        PlyKind::Move(sq) => sq.to_string(),
        PlyKind::Pass => unreachable!("a game ends on a move"),
    };
    {
        // Played to the end in the window: the unfinished game is kept until the last move.
        let second_last = match g.history()[n - 2].kind {
            PlyKind::Move(sq) => sq.to_string(),
            PlyKind::Pass => unreachable!("this game's last two plies are moves"),
        };
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        load_game(&mut app, replayed(&g, n - 2), HUMANS);
        run_secs(&mut app, 0.2);
        play(&mut app, &second_last);
        run_secs(&mut app, 0.2);
        assert!(dir.join("unfinished.txt").exists());
        play(&mut app, &last);
        assert_eq!(phase(&app), Some(Phase::GameOver));
        assert!(
            !dir.join("unfinished.txt").exists(),
            "a finished game is not kept"
        );
        for _ in 0..4 {
            press(&mut app, &[KeyCode::ArrowLeft]);
        }
        assert_eq!(phase(&app), Some(Phase::Review));
        run_secs(&mut app, 0.5);
        app.world_mut().write_message(AppExit::Success);
        app.update();
        assert!(
            !dir.join("unfinished.txt").exists(),
            "closing during review keeps no unfinished game"
        );
        assert_whole(&app, &g);
    }
    let app = new_app_with(HUMANS, Storage::under(dir.clone()));
    assert!(
        app.world().resource::<Unfinished>().0.is_none(),
        "nothing is offered to resume"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn undo_during_review_steps_back_and_nothing_after_it_can_truncate_the_game() {
    let g = finished_game(GameOptions::default(), 3);
    let n = g.history().len();
    let mut app = finished_app(Storage::default(), &g);
    press(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(reviewed(&app), Some(n - 1));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    run_secs(&mut app, 1.0);
    assert_eq!(
        phase(&app),
        Some(Phase::Review),
        "undo does not resume play"
    );
    assert_eq!(reviewed(&app), Some(n - 2), "undo steps the review back");
    assert_whole(&app, &g);
    assert_discs_match(&mut app, &replayed(&g, n - 2));

    // Everything that plays or undoes in a live game: a click on a square that is legal in
    // the position shown, a typed square, Enter, the Undo and Redo buttons, Page Up / Down.
    let shown = replayed(&g, n - 2);
    let other = Bitboard(shown.legal_moves())
        .squares()
        .find(|s| g.history()[n - 2].kind != PlyKind::Move(*s))
        .or_else(|| Bitboard(shown.legal_moves()).squares().next());
    if let Some(s) = other {
        click(&mut app, s);
        run_secs(&mut app, 1.0);
        let name = s.to_string();
        let key = |c: char| match c {
            'a' => KeyCode::KeyA,
            'b' => KeyCode::KeyB,
            'c' => KeyCode::KeyC,
            'd' => KeyCode::KeyD,
            'e' => KeyCode::KeyE,
            'f' => KeyCode::KeyF,
            'g' => KeyCode::KeyG,
            'h' => KeyCode::KeyH,
            d => [
                KeyCode::Digit1,
                KeyCode::Digit2,
                KeyCode::Digit3,
                KeyCode::Digit4,
                KeyCode::Digit5,
                KeyCode::Digit6,
                KeyCode::Digit7,
                KeyCode::Digit8,
            ][d as usize - '1' as usize],
        };
        let mut chars = name.chars();
        press(&mut app, &[key(chars.next().unwrap())]);
        press(&mut app, &[key(chars.next().unwrap())]);
        press(&mut app, &[KeyCode::Enter]);
        run_secs(&mut app, 1.0);
    }
    assert_whole(&app, &g);
    for action in ["undo", "redo", "undo"] {
        let e = entity_with(&mut app, action);
        trigger_click(&mut app, e);
        run_secs(&mut app, 0.3);
        assert_whole(&app, &g);
    }
    assert_eq!(reviewed(&app), Some(n - 3), "the buttons step the review");
    press(&mut app, &[KeyCode::PageUp]);
    press(&mut app, &[KeyCode::PageDown]);
    press(
        &mut app,
        &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ],
    );
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    run_secs(&mut app, 1.0);
    assert_whole(&app, &g);
    assert_eq!(reviewed(&app), Some(n - 1), "redo steps the review forward");
    assert_eq!(phase(&app), Some(Phase::Review));
    // Forward to the end: the scoring screen with the whole game.
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    assert_eq!(reviewed(&app), None);
    assert_whole(&app, &g);
    assert_discs_match_rules(&mut app);
}

#[test]
fn undo_on_the_scoring_screen_reviews_instead_of_taking_the_move_back() {
    // Against the computer, where undo would take back two plies and hand the move back.
    let g = finished_game(GameOptions::default(), 9);
    let n = g.history().len();
    let mut app = new_app(YOU_VS_COMPUTER);
    load_game(&mut app, g.clone(), YOU_VS_COMPUTER);
    run_secs(&mut app, 0.5);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    run_secs(&mut app, 1.5);
    assert_eq!(phase(&app), Some(Phase::Review));
    assert_eq!(reviewed(&app), Some(n - 1));
    assert_whole(&app, &g);
    assert_discs_match(&mut app, &replayed(&g, n - 1));
    assert!(message(&mut app).concat().contains("kept as played"));
    press(&mut app, &[KeyCode::End]);
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    assert!(
        all_text(&mut app).contains("Play again"),
        "the scoring screen is back"
    );
    assert_whole(&app, &g);
    assert_discs_match_rules(&mut app);
}

#[test]
fn review_steps_show_the_reviewed_position_while_the_game_stays_whole() {
    // With 32 discs each (borrow), so that the piles follow the review too.
    let options = GameOptions {
        supply: Supply::Borrow32,
        ..GameOptions::default()
    };
    let g = finished_game(options, 13);
    let n = g.history().len();
    let mut app = finished_app(Storage::default(), &g);
    let piles = |app: &mut App, side: Side| {
        app.world_mut()
            .query::<&PileDisc>()
            .iter(app.world())
            .filter(|p| p.side == side)
            .count() as u32
    };
    let check = |app: &mut App, k: usize| {
        let want = replayed(&g, k);
        assert_discs_match(app, &want);
        assert_whole(app, &g);
        for side in [Side::Dark, Side::Light] {
            assert_eq!(piles(app, side), want.supply(side).unwrap(), "{side} pile");
        }
        for side in [Side::Dark, Side::Light] {
            let shown: Vec<String> = app
                .world_mut()
                .query::<(&CardCount, &Text)>()
                .iter(app.world())
                .filter(|(c, _)| c.0 == side)
                .map(|(_, t)| t.0.clone())
                .collect();
            assert_eq!(
                shown,
                vec![want.count(side).to_string()],
                "{side}'s card after {k} plies"
            );
        }
        let marker = app
            .world_mut()
            .query_filtered::<(&Transform, &Visibility), With<LastMoveMarker>>()
            .single(app.world())
            .map(|(t, v)| (t.translation, *v))
            .unwrap();
        // At the end the discs are counted into rows: no mark on any of them.
        let counting = phase(app) == Some(Phase::GameOver);
        match want.last_move() {
            Some(_) if counting => assert_eq!(marker.1, Visibility::Hidden, "while counting"),
            Some(sq) => {
                let at = square_to_world(sq);
                assert_ne!(marker.1, Visibility::Hidden, "after {k} plies");
                assert!(
                    (marker.0.x - at.x).abs() < 1e-4 && (marker.0.z - at.z).abs() < 1e-4,
                    "the last-move mark is on {sq} after {k} plies"
                );
            }
            None => assert_eq!(marker.1, Visibility::Hidden, "after {k} plies"),
        }
    };
    press(&mut app, &[KeyCode::ArrowLeft]);
    run_secs(&mut app, 1.0);
    check(&mut app, n - 1);
    press(&mut app, &[KeyCode::ArrowLeft]);
    press(&mut app, &[KeyCode::ArrowLeft]);
    run_secs(&mut app, 1.0);
    check(&mut app, n - 3);
    press(&mut app, &[KeyCode::Home]);
    run_secs(&mut app, 1.0);
    check(&mut app, 0);
    press(&mut app, &[KeyCode::ArrowRight]);
    press(&mut app, &[KeyCode::ArrowRight]);
    run_secs(&mut app, 1.0);
    check(&mut app, 2);
    press(&mut app, &[KeyCode::End]);
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    check(&mut app, n);
}

#[test]
fn the_move_list_in_review_shows_the_whole_game_and_marks_the_reviewed_ply() {
    let g = finished_game(GameOptions::default(), 17);
    let n = g.history().len();
    let mut app = finished_app(Storage::default(), &g);
    let word = |k: usize| match g.history()[k].kind {
        PlyKind::Move(sq) => sq.to_string(),
        PlyKind::Pass => "pass".to_string(),
    };
    press(&mut app, &[KeyCode::ArrowLeft]);
    press(&mut app, &[KeyCode::ArrowLeft]);
    app.update();
    let list = one_text::<MoveListText>(&mut app);
    // The last move of the game is still listed, and the ply leading to the position shown
    // (the game's (n-2)th) is in brackets.
    let last_line = list.lines().last().unwrap();
    assert!(last_line.ends_with(&word(n - 1)), "{list}");
    let marked: Vec<&str> = list.lines().filter(|l| l.contains('[')).collect();
    assert_eq!(marked.len(), 1, "{list}");
    assert!(marked[0].contains(&format!("[{}]", word(n - 3))), "{list}");
    let status = one_text::<StatusText>(&mut app);
    let moves = |k: usize| {
        g.history()[..k]
            .iter()
            .filter(|p| matches!(p.kind, PlyKind::Move(_)))
            .count()
    };
    let want = format!("reviewing: move {} of {}", moves(n - 2), moves(n));
    assert!(status.contains(&want), "{want} in {status}");
    // The opening's name is the one of the game shown (from the standard start, named).
    let shown = g.after_plies(n - 2);
    let opening = reversi_engine::rules::openings::opening_of(&shown).expect("a named opening");
    let want = format!("{want} · {}\n", opening.short_name());
    assert!(status.starts_with(&want), "{want} in {status}");
    // At the start nothing is marked and the first moves are listed.
    press(&mut app, &[KeyCode::Home]);
    app.update();
    let list = one_text::<MoveListText>(&mut app);
    assert!(!list.contains('['), "{list}");
    assert!(list.starts_with(&format!("1. {}", word(0))), "{list}");
}

#[test]
fn a_game_pasted_or_started_during_review_is_shown_whole() {
    let g = finished_game(GameOptions::default(), 21);
    let mut app = finished_app(Storage::default(), &g);
    for _ in 0..5 {
        press(&mut app, &[KeyCode::ArrowLeft]);
    }
    assert_eq!(phase(&app), Some(Phase::Review));
    // A pasted game arrives as a load.
    let other = replayed(&finished_game(GameOptions::default(), 23), 20);
    load_game(&mut app, other.clone(), HUMANS);
    run_secs(&mut app, 0.5);
    assert_eq!(reviewed(&app), None);
    assert!(
        matches!(phase(&app), Some(Phase::HumanTurn | Phase::PassNotice)),
        "{:?}",
        phase(&app)
    );
    assert_eq!(plies(&game(&app)), plies(&other));
    assert_discs_match_rules(&mut app);
    // A new game after a review.
    load_game(&mut app, g.clone(), HUMANS);
    run_secs(&mut app, 0.5);
    press(&mut app, &[KeyCode::Home]);
    assert_eq!(phase(&app), Some(Phase::Review));
    start_with(&mut app, |_| {});
    run_secs(&mut app, 0.5);
    assert_eq!(reviewed(&app), None);
    assert_eq!(game(&app).history().len(), 0);
    assert_discs_match_rules(&mut app);
}

#[test]
fn page_up_and_down_step_a_live_two_player_game_and_leave_a_finished_one_alone() {
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    play(&mut app, "d6");
    press(&mut app, &[KeyCode::PageUp]);
    run_secs(&mut app, 1.0);
    assert_eq!(transcript(&game(&app), false), "f5");
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
    press(&mut app, &[KeyCode::PageDown]);
    run_secs(&mut app, 1.0);
    assert_eq!(transcript(&game(&app), false), "f5d6");
    assert_discs_match_rules(&mut app);
    // Once the game is over they do nothing: the record stays whole, nothing is reviewed.
    let g = finished_game(GameOptions::default(), 29);
    load_game(&mut app, g.clone(), HUMANS);
    run_secs(&mut app, 0.5);
    press(&mut app, &[KeyCode::PageUp]);
    press(&mut app, &[KeyCode::AltLeft, KeyCode::ArrowLeft]);
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    assert_eq!(reviewed(&app), None);
    assert_whole(&app, &g);
    assert_discs_match_rules(&mut app);
}

#[test]
fn a_game_lost_on_time_is_reviewed_like_any_other() {
    let options = GameOptions {
        clock_ms: Some(60_000),
        ..GameOptions::default()
    };
    let mut g = replayed(&finished_game(options, 3), 12);
    assert!(g.charge_time(60_000), "the flag falls");
    g.set_completed_counts(g.count(Side::Dark), g.count(Side::Light));
    assert!(g.result().is_some());
    let mut app = finished_app(Storage::default(), &g);
    press(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(reviewed(&app), Some(11));
    assert_eq!(phase(&app), Some(Phase::Review));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    run_secs(&mut app, 0.5);
    assert_eq!(
        reviewed(&app),
        Some(10),
        "undo after the game steps the review"
    );
    assert_whole(&app, &g);
    assert_eq!(game(&app).lost_on_time(), g.lost_on_time());
}

/// At the end the discs slide into rows by colour (Dark's from a1 on, Light's from h8 back),
/// each side's number beside its rows; the board's own discs are hidden meanwhile and come
/// back, unchanged, for review.
#[test]
fn the_count_at_the_end_slides_each_sides_discs_into_rows() {
    use reversi3d::game::{CountLabel, CountedDisc, Disc, LastMoveMarker, count_squares};
    let g = finished_game(GameOptions::default(), 9);
    let mut app = new_app(HUMANS);
    load_game(&mut app, g.clone(), HUMANS);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    run_secs(&mut app, 4.0);
    for side in [Side::Dark, Side::Light] {
        let world = app.world_mut();
        let mut placed: Vec<_> = world
            .query::<(&CountedDisc, &Transform)>()
            .iter(world)
            .filter(|(d, _)| d.side == side)
            .map(|(d, t)| {
                let at = square_to_world(d.to);
                assert!(
                    (t.translation.x - at.x).abs() < 1e-3 && (t.translation.z - at.z).abs() < 1e-3,
                    "{side}'s disc for {} rests on its square",
                    d.to
                );
                assert_eq!(g.at(d.from), Some(side), "it comes from a {side} disc");
                d.to
            })
            .collect();
        placed.sort();
        let mut want = count_squares(side, g.count(side) as usize);
        want.sort();
        assert_eq!(placed, want, "{side}'s discs fill its rows");
        let labels: Vec<usize> = world
            .query::<&CountLabel>()
            .iter(world)
            .filter(|l| l.side == side)
            .map(|l| l.count)
            .collect();
        assert_eq!(labels, vec![g.count(side) as usize]);
    }
    let hidden = {
        let world = app.world_mut();
        world
            .query_filtered::<&Visibility, With<Disc>>()
            .iter(world)
            .all(|v| *v == Visibility::Hidden)
    };
    assert!(hidden, "the board's discs are hidden during the count");
    let marks = |app: &mut App| {
        let world = app.world_mut();
        world
            .query_filtered::<&Visibility, With<LastMoveMarker>>()
            .iter(world)
            .map(|v| *v != Visibility::Hidden)
            .collect::<Vec<bool>>()
    };
    assert_eq!(
        marks(&mut app),
        [false],
        "no last-move mark on a counted disc"
    );
    assert_discs_match(&mut app, &g);
    // A step back: the count goes, the discs are back and show the position before.
    press(&mut app, &[KeyCode::ArrowLeft]);
    run_secs(&mut app, 1.5);
    assert_eq!(phase(&app), Some(Phase::Review));
    let world = app.world_mut();
    assert_eq!(world.query::<&CountedDisc>().iter(world).count(), 0);
    assert!(
        world
            .query_filtered::<&Visibility, With<Disc>>()
            .iter(world)
            .all(|v| *v != Visibility::Hidden)
    );
    assert_discs_match(&mut app, &g.after_plies(g.history().len() - 1));
    assert_eq!(marks(&mut app), [true], "the mark is back in review");
}
