//! Playing on the board by clicks: a legal click plays and the discs follow the rules, an
//! illegal one is refused with its reason, a side without a move gets the pass notice, the
//! last move enters the scoring screen with the right score, a new game resets the board and
//! Esc leads back to the start screen, hover and last-move marks, legal-move dots, undo
//! between two players, clicks and typed squares given while the discs still move (kept for
//! when they stop, refused at once, dropped when the game is replaced), the Hint button
//! going once the game is over, and the opening's name on the status line and under the move
//! list.

use crate::app::*;
use crate::common;

use bevy::picking::backend::HitData;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use common::Rng;
use reversi_engine::rules::notation::replay;
use reversi_engine::rules::{Bitboard, Game, GameOptions, PlyKind, Side, Square};
use reversi3d::game::Flipping;
use reversi3d::game::SquareCell;
use reversi3d::game::score_lines;
use reversi3d::game::{PassBanner, pass_notice};
use reversi3d::game::{Phase, PlayerKind, Players, Screen, StartNewGame};

#[test]
fn a_click_on_a_legal_square_plays_it_and_the_discs_follow_the_rules() {
    let mut app = new_app(HUMANS);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
    click(&mut app, sq("f5"));
    assert!(run_until_phase(&mut app, 5, Phase::Animating));
    // The flip is animated (a half turn in progress), not an instant colour swap.
    run_secs(&mut app, 0.3);
    let flipping = app
        .world_mut()
        .query::<&Flipping>()
        .iter(app.world())
        .count();
    assert_eq!(flipping, 1, "e5 is turning over");
    assert!(run_until_phase(&mut app, 100, Phase::HumanTurn));
    let g = game(&app);
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.at(sq("e5")), Some(Side::Dark));
    assert_discs_match_rules(&mut app);
}

#[test]
fn an_illegal_click_changes_nothing_and_says_why() {
    let mut app = new_app(HUMANS);
    let before = game(&app);
    click(&mut app, sq("a1"));
    run_secs(&mut app, 0.1);
    let after = game(&app);
    assert_eq!(after.history().len(), 0);
    assert_eq!(after.board(), before.board());
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_eq!(message(&mut app), vec!["a1: no discs to flip".to_string()]);
    let flashing = app
        .world_mut()
        .query_filtered::<&SquareCell, With<reversi3d::game::Flash>>()
        .iter(app.world())
        .map(|c| c.0)
        .collect::<Vec<_>>();
    assert_eq!(flashing, vec![sq("a1")]);
    click(&mut app, sq("d4"));
    run_secs(&mut app, 0.1);
    assert_eq!(
        message(&mut app),
        vec!["d4: the square is taken".to_string()]
    );
    assert_eq!(game(&app).history().len(), 0);
}

/// A transcript prefix after which the side to move must pass (found by a seeded walk).
fn position_with_a_pass() -> String {
    let mut rng = Rng(12345);
    loop {
        let mut g = Game::new(GameOptions::default());
        let mut moves = String::new();
        while !g.is_over() {
            if g.must_pass() {
                return moves;
            }
            let m: Vec<Square> = Bitboard(g.legal_moves()).squares().collect();
            let mv = m[rng.below(m.len())];
            g.play(mv).unwrap();
            moves.push_str(&mv.to_string());
        }
    }
}

#[test]
fn a_side_without_a_move_gets_the_pass_notice_and_the_turn_passes() {
    let mut app = new_app(HUMANS);
    let g = replay(GameOptions::default(), &position_with_a_pass()).unwrap();
    let passer = g.to_move();
    assert!(g.must_pass());
    load(&mut app, g);
    assert_eq!(phase(&app), Some(Phase::PassNotice));
    let world = app.world_mut();
    let vis: Vec<Visibility> = world
        .query_filtered::<&Visibility, With<PassBanner>>()
        .iter(world)
        .copied()
        .collect();
    assert_eq!(vis, vec![Visibility::Inherited]);
    let texts: Vec<String> = world
        .query::<&Text>()
        .iter(world)
        .map(|t| t.0.clone())
        .collect();
    assert!(
        texts.contains(&pass_notice(passer, &reversi3d::game::Locale::default())),
        "{texts:?}"
    );
    // The notice stays up long enough to read, then the pass is played.
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::PassNotice));
    assert!(run_until_phase(&mut app, 100, Phase::HumanTurn));
    let g = game(&app);
    assert_eq!(
        g.last_ply().map(|p| (p.kind, p.color)),
        Some((PlyKind::Pass, passer))
    );
    assert_eq!(g.to_move(), passer.opposite());
}

#[test]
fn the_last_move_enters_game_over_with_the_right_score() {
    let text = std::fs::read_to_string(common::data("recorded-games.tsv")).unwrap();
    // A game that ends before the board is full, so the empties rule shows.
    let line = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let (d, li): (u32, u32) = (f[1].parse().unwrap(), f[2].parse().unwrap());
            d + li < 64 && d != li
        })
        .unwrap();
    let f: Vec<&str> = line.split('\t').collect();
    let moves = f[0];
    let (want_d, want_l): (u32, u32) = (f[1].parse().unwrap(), f[2].parse().unwrap());
    let (prefix, last) = moves.split_at(moves.len() - 2);
    let mut app = new_app(HUMANS);
    let mut g = replay(GameOptions::default(), prefix).unwrap();
    if g.must_pass() {
        g.pass().unwrap();
    }
    load(&mut app, g);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    click(&mut app, sq(last));
    assert!(run_until_phase(&mut app, 100, Phase::GameOver));
    let g = game(&app);
    let r = g.result().unwrap();
    assert_eq!((r.dark, r.light), (want_d, want_l));
    let lines = score_lines(&g, &HUMANS, &reversi3d::game::Locale::default());
    let winner = if want_d > want_l {
        "Dark wins"
    } else {
        "Light wins"
    };
    assert_eq!(lines[0], winner);
    assert!(
        lines.contains(&format!(
            "Discs on the board: Dark\u{a0}{want_d} - Light\u{a0}{want_l}"
        )),
        "{lines:?}"
    );
    let empties = 64 - want_d - want_l;
    assert!(
        lines
            .iter()
            .any(|l| l.contains(&format!("{empties} empty square"))),
        "{lines:?}"
    );
    let world = app.world_mut();
    let names: Vec<String> = world
        .query::<&Name>()
        .iter(world)
        .map(|n| n.to_string())
        .collect();
    assert!(names.contains(&"Scoring screen".to_string()));
    // Clicks after the end change nothing.
    let before = game(&app).history().len();
    let empty = Bitboard(!(g.discs(Side::Dark) | g.discs(Side::Light)))
        .squares()
        .next();
    if let Some(e) = empty {
        click(&mut app, e);
        run_secs(&mut app, 0.2);
    }
    assert_eq!(game(&app).history().len(), before);
}

#[test]
fn a_new_game_resets_the_board_and_escape_goes_back_to_the_start_screen() {
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    app.world_mut().write_message(StartNewGame);
    assert!(run_until(&mut app, 10, |a| game(a).history().is_empty()
        && turn_settled(a)));
    assert_discs_match_rules(&mut app);
    assert_eq!(
        app.world().resource::<State<Screen>>().get(),
        &Screen::Playing
    );
    // Esc, then the pause menu's Quit: back to the start screen, whose buttons start a game
    // again.
    quit_to_start(&mut app);
    assert_eq!(phase(&app), None, "no turn phase outside a game");
    let two_players = entity_with(&mut app, "two-players");
    trigger_click(&mut app, two_players);
    assert!(run_until_phase(&mut app, 10, Phase::HumanTurn));
    assert_eq!(
        app.world().resource::<State<Screen>>().get(),
        &Screen::Playing
    );
    let players = *app.world().resource::<Players>();
    assert_eq!(
        (players.dark, players.light),
        (PlayerKind::Human, PlayerKind::Human)
    );
}

#[test]
fn hovering_a_legal_square_highlights_it_and_the_last_move_is_marked() {
    use reversi3d::game::{BoardAssets, LastMoveMarker};
    let mut app = new_app(HUMANS);
    let hover = |app: &mut App, square: Square| {
        let e = square_entity(app, square);
        let over = Over {
            hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        };
        app.world_mut()
            .trigger(Pointer::new(PointerId::Mouse, pointer_location(), over, e));
        app.update();
        let mat = app
            .world()
            .get::<MeshMaterial3d<StandardMaterial>>(e)
            .unwrap()
            .0
            .clone();
        let assets = app.world().resource::<BoardAssets>();
        (mat == assets.square_hover, mat == assets.square)
    };
    assert_eq!(
        hover(&mut app, sq("f5")),
        (true, false),
        "a legal square lights up"
    );
    assert_eq!(
        hover(&mut app, sq("a1")),
        (false, true),
        "an illegal one does not"
    );
    let world = app.world_mut();
    let vis = *world
        .query_filtered::<&Visibility, With<LastMoveMarker>>()
        .single(world)
        .unwrap();
    assert_eq!(vis, Visibility::Hidden, "no last move at the start");
    play(&mut app, "f5");
    let world = app.world_mut();
    let (t, vis) = world
        .query_filtered::<(&Transform, &Visibility), With<LastMoveMarker>>()
        .single(world)
        .unwrap();
    assert_eq!(*vis, Visibility::Inherited);
    let at = reversi3d::game::square_to_world(sq("f5"));
    assert!(
        (t.translation.x - at.x).abs() < 1e-4 && (t.translation.z - at.z).abs() < 1e-4,
        "marker on f5"
    );
}

#[test]
fn legal_squares_carry_dots_that_can_be_turned_off() {
    use reversi3d::game::DisplaySettings;
    use reversi3d::game::LegalMarker;
    let mut app = new_app(HUMANS);
    let count = |app: &mut App| {
        app.world_mut()
            .query_filtered::<(), With<LegalMarker>>()
            .iter(app.world())
            .count()
    };
    assert_eq!(count(&mut app), 4, "Dark's four first moves are marked");
    app.world_mut().resource_mut::<DisplaySettings>().show_legal = false;
    assert!(run_until(&mut app, 2, |a| count(a) == 0));
    app.world_mut().resource_mut::<DisplaySettings>().show_legal = true;
    assert!(run_until(&mut app, 2, |a| count(a) == 4));
    // No dots while the discs turn over.
    click(&mut app, sq("f5"));
    assert!(run_until_phase(&mut app, 5, Phase::Animating));
    app.update();
    assert_eq!(count(&mut app), 0);
}

/// The dots take the colour of the side to move, so that in a game of two players the board
/// says whose turn it is.
#[test]
fn legal_dots_are_in_the_colour_of_the_side_to_move() {
    use reversi3d::game::{BoardAssets, LegalMarker};
    let mut app = new_app(HUMANS);
    let materials = |app: &mut App| {
        app.world_mut()
            .query_filtered::<&MeshMaterial3d<StandardMaterial>, With<LegalMarker>>()
            .iter(app.world())
            .map(|m| m.0.id())
            .collect::<Vec<_>>()
    };
    let assets = app.world().resource::<BoardAssets>().clone();
    assert_ne!(assets.marker.id(), assets.marker_light.id());
    let dark = materials(&mut app);
    assert_eq!(dark.len(), 4);
    assert!(dark.iter().all(|&m| m == assets.marker.id()), "Dark's dots");
    play(&mut app, "f5");
    assert!(run_until(&mut app, 3, |a| materials(a).len() == 3));
    let light = materials(&mut app);
    assert!(
        light.iter().all(|&m| m == assets.marker_light.id()),
        "Light's dots"
    );
}

#[test]
fn undo_between_two_players_takes_back_one_move() {
    use reversi3d::game::UndoRequest;
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    play(&mut app, "d6");
    assert_eq!(game(&app).history().len(), 2);
    app.world_mut().write_message(UndoRequest);
    assert!(run_until(&mut app, 100, |a| game(a).history().len() == 1
        && turn_settled(a)));
    let g = game(&app);
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.to_move(), Side::Light);
    assert_discs_match_rules(&mut app);
}

/// Two players: after f5, steps into the flip (0.4 s) with Light to move next.
fn mid_animation_after_f5() -> App {
    let mut app = new_app(HUMANS);
    click(&mut app, sq("f5"));
    assert!(run_until_phase(&mut app, 5, Phase::Animating));
    run_secs(&mut app, 0.4);
    assert_eq!(phase(&app), Some(Phase::Animating), "the discs still move");
    app
}

#[test]
fn a_click_for_the_next_player_during_the_animation_is_played_when_it_ends() {
    let mut app = mid_animation_after_f5();
    click(&mut app, sq("d6"));
    app.update();
    assert_eq!(
        game(&app).history().len(),
        1,
        "not played before the discs stop"
    );
    assert!(
        run_until(&mut app, 300, |a| game(a).history().len() == 2),
        "the click was lost"
    );
    let g = game(&app);
    assert_eq!(g.history()[1].color, Side::Light);
    assert_eq!(g.history()[1].kind, PlyKind::Move(sq("d6")));
    assert!(run_until_phase(&mut app, 5, Phase::Animating));
    assert!(run_until_phase(&mut app, 300, Phase::HumanTurn));
    assert_eq!(game(&app).history().len(), 2);
    assert_discs_match_rules(&mut app);
}

#[test]
fn a_square_typed_during_the_animation_is_played_when_it_ends() {
    let mut app = mid_animation_after_f5();
    press(&mut app, &[KeyCode::KeyF]);
    press(&mut app, &[KeyCode::Digit4]);
    assert!(run_until(&mut app, 300, |a| game(a).history().len() == 2));
    assert_eq!(game(&app).history()[1].kind, PlyKind::Move(sq("f4")));
}

#[test]
fn an_illegal_click_during_the_animation_is_refused_at_once() {
    let mut app = mid_animation_after_f5();
    click(&mut app, sq("a1"));
    assert_eq!(
        until_message(&mut app, 5, "a1"),
        "a1: no discs to flip",
        "feedback while the discs still move"
    );
    assert!(run_until_phase(&mut app, 300, Phase::HumanTurn));
    assert_eq!(game(&app).history().len(), 1);
}

#[test]
fn an_early_click_is_dropped_when_the_game_is_replaced_meanwhile() {
    let mut app = mid_animation_after_f5();
    click(&mut app, sq("d6"));
    app.update();
    load(&mut app, Game::new(GameOptions::default()));
    assert!(run_until(&mut app, 300, turn_settled));
    run_secs(&mut app, 0.5);
    assert!(
        game(&app).history().is_empty(),
        "d6 was meant for the old game"
    );
}

#[test]
fn against_the_computer_a_click_during_its_animation_is_kept_for_your_move() {
    let mut app = new_app(Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Computer(0),
    });
    click(&mut app, sq("f5"));
    assert!(run_until(&mut app, 3000, |a| game(a).history().len() == 2
        && phase(a) == Some(Phase::Animating)));
    let g = game(&app);
    let mine = Bitboard(g.legal_moves()).squares().next().unwrap();
    click(&mut app, mine);
    assert!(
        run_until(&mut app, 300, |a| game(a).history().len() == 3),
        "the click during the computer's animation was lost"
    );
    assert_eq!(game(&app).history()[2].kind, PlyKind::Move(mine));
}

/// The display of the button named `name`.
fn button_display(app: &mut App, name: &str) -> Display {
    let e = entity_with(app, name);
    app.world().get::<Node>(e).unwrap().display
}

#[test]
fn the_hint_button_goes_when_the_game_is_over() {
    let mut app = new_app(HUMANS);
    assert_eq!(button_display(&mut app, "hint"), Display::Flex);
    load(&mut app, finished_game(GameOptions::default(), 7));
    assert!(run_until_phase(&mut app, 50, Phase::GameOver));
    app.update();
    assert_eq!(button_display(&mut app, "hint"), Display::None);
    press(&mut app, &[KeyCode::ArrowLeft]);
    assert!(run_until_phase(&mut app, 50, Phase::Review));
    app.update();
    assert_eq!(button_display(&mut app, "hint"), Display::None, "in review");
    app.world_mut().write_message(StartNewGame);
    assert!(run_until_phase(&mut app, 50, Phase::HumanTurn));
    app.update();
    assert_eq!(
        button_display(&mut app, "hint"),
        Display::Flex,
        "a new game"
    );
}

/// The status line's first line and the line under the move list.
fn opening_texts(app: &mut App) -> (String, String) {
    app.update();
    let status = texts_of::<reversi3d::game::StatusText>(app).join("\n");
    let first = status.lines().next().unwrap_or("").to_string();
    let line = texts_of::<reversi3d::game::OpeningText>(app).join("\n");
    (first, line)
}

#[test]
fn the_status_and_the_move_list_name_the_opening_as_moves_are_played_and_undone() {
    use reversi3d::game::UndoRequest;
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    assert_eq!(opening_texts(&mut app), ("move 2".into(), String::new()));
    play(&mut app, "d6");
    assert_eq!(
        opening_texts(&mut app),
        (
            "move 3 · Perpendicular".into(),
            "Perpendicular\nin book".into()
        )
    );
    for m in ["c3", "d3", "c4"] {
        play(&mut app, m);
    }
    assert_eq!(
        opening_texts(&mut app),
        ("move 6 · Tiger".into(), "Tiger\nin book".into())
    );
    // A move the book does not have (it goes on with b3 or f4): the name stays, with the move.
    let out = Bitboard(game(&app).legal_moves())
        .squares()
        .find(|s| !["b3", "f4"].contains(&s.to_string().as_str()))
        .unwrap();
    play(&mut app, &out.to_string());
    assert_eq!(
        opening_texts(&mut app),
        (
            "move 7 · Tiger".into(),
            "Tiger\nleft the book at move 6".into()
        )
    );
    app.world_mut().write_message(UndoRequest);
    assert!(run_until(&mut app, 100, |a| game(a).history().len() == 5
        && turn_settled(a)));
    assert_eq!(opening_texts(&mut app).1, "Tiger\nin book");
    // The Tiger begun on e6, loaded: the same name; from another start, none.
    let mut g = replay(GameOptions::default(), "e6f4c3c4d3").unwrap();
    let out = Bitboard(g.legal_moves())
        .squares()
        .find(|s| !["c2", "d6"].contains(&s.to_string().as_str()))
        .unwrap();
    g.play(out).unwrap();
    load_game(&mut app, g, HUMANS);
    assert_eq!(
        opening_texts(&mut app),
        (
            "move 7 · Tiger".into(),
            "Tiger\nleft the book at move 6".into()
        )
    );
    let other = GameOptions {
        start: reversi_engine::rules::StartPosition::Alternate,
        ..GameOptions::default()
    };
    let mut g = Game::new(other);
    common::random_walk(&mut g, &mut Rng(7), 6);
    load_game(&mut app, g, HUMANS);
    let (status, line) = opening_texts(&mut app);
    assert!(
        status.starts_with("move ") && !status.contains('·'),
        "{status}"
    );
    assert_eq!(line, "");
}

/// Two players after f5 d6 c3, an undo asked: c3 is taken back and its discs turn.
fn taking_back_c3() -> App {
    use reversi3d::game::UndoRequest;
    let mut app = new_app(HUMANS);
    for m in ["f5", "d6", "c3"] {
        play(&mut app, m);
    }
    app.world_mut().write_message(UndoRequest);
    assert!(run_until_phase(&mut app, 5, Phase::Animating));
    assert_eq!(game(&app).history().len(), 2);
    app
}

/// Ctrl+Z pressed again while the discs of the first undo still turn is not lost: it is
/// applied once they stop, so two quick presses take back two moves.
#[test]
fn an_undo_asked_while_the_discs_turn_back_waits_for_them() {
    use reversi3d::game::UndoRequest;
    let mut app = taking_back_c3();
    app.world_mut().write_message(UndoRequest);
    app.update();
    assert_eq!(phase(&app), Some(Phase::Animating), "the discs still turn");
    assert_eq!(game(&app).history().len(), 2, "the second waits");
    assert!(run_until(&mut app, 300, |a| game(a).history().len() == 1
        && turn_settled(a)));
    assert_eq!(
        reversi_engine::rules::notation::transcript(&game(&app), false),
        "f5"
    );
    assert_discs_match_rules(&mut app);
}

/// Two Ctrl+Z pressed within one frame (a slow frame, as under software drawing) are two
/// undos, not one: the window reports each press, though the key reads "just pressed" once.
#[test]
fn two_presses_of_ctrl_z_or_ctrl_y_within_one_frame_count_twice() {
    use bevy::input::ButtonState;
    let mut app = new_app(HUMANS);
    for m in ["f5", "d6", "c3"] {
        play(&mut app, m);
    }
    send_keys(&mut app, &[KeyCode::ControlLeft], ButtonState::Pressed);
    for _ in 0..2 {
        send_keys(&mut app, &[KeyCode::KeyZ], ButtonState::Pressed);
        send_keys(&mut app, &[KeyCode::KeyZ], ButtonState::Released);
    }
    app.update();
    send_keys(&mut app, &[KeyCode::ControlLeft], ButtonState::Released);
    assert!(run_until(&mut app, 300, |a| game(a).history().len() == 1
        && turn_settled(a)));
    frames(&mut app, 10);
    assert_eq!(
        reversi_engine::rules::notation::transcript(&game(&app), false),
        "f5",
        "two presses, two moves taken back, and no more"
    );
    assert_discs_match_rules(&mut app);
    // Two Ctrl+Y in one frame play both moves again.
    send_keys(&mut app, &[KeyCode::ControlLeft], ButtonState::Pressed);
    for _ in 0..2 {
        send_keys(&mut app, &[KeyCode::KeyY], ButtonState::Pressed);
        send_keys(&mut app, &[KeyCode::KeyY], ButtonState::Released);
    }
    app.update();
    send_keys(&mut app, &[KeyCode::ControlLeft], ButtonState::Released);
    assert!(run_until(&mut app, 300, |a| game(a).history().len() == 3
        && turn_settled(a)));
    assert_discs_match_rules(&mut app);
}

/// An undo waiting for the discs is dropped when the game is paused meanwhile: the pause
/// menu stays up and the game stands still behind it.
#[test]
fn an_undo_waiting_for_the_discs_is_dropped_by_a_pause() {
    use reversi3d::game::{GameChange, UndoRequest};
    let mut app = taking_back_c3();
    app.world_mut().write_message(UndoRequest);
    app.world_mut().write_message(GameChange::Pause);
    assert!(run_until_phase(&mut app, 300, Phase::Paused));
    frames(&mut app, 10);
    assert_eq!(phase(&app), Some(Phase::Paused), "still paused");
    assert_eq!(game(&app).history().len(), 2, "the waiting undo is dropped");
}
