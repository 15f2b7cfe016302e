//! The Bevy game without a window or GPU: build the App with MinimalPlugins, step it with
//! `app.update()`, click squares by triggering picking events, assert on the world.

mod app;
#[path = "../engine/tests/common/mod.rs"]
mod common;

use app::*;

use bevy::picking::backend::HitData;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use common::Rng;
use reversi_engine::rules::notation::replay;
use reversi_engine::rules::{Bitboard, Game, GameOptions, PlyKind, Side, Square};
use reversi3d::game::Flipping;
use reversi3d::game::SquareCell;
use reversi3d::game::score_lines;
use reversi3d::game::{PassBanner, StatusText, pass_notice};
use reversi3d::game::{Phase, PlayerKind, Players, Screen, StartNewGame};
use std::time::Duration;

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
    assert!(texts.contains(&pass_notice(passer)), "{texts:?}");
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
    let lines = score_lines(&g, &HUMANS);
    let winner = if want_d > want_l {
        "Dark wins"
    } else {
        "Light wins"
    };
    assert_eq!(lines[0], winner);
    assert!(
        lines.contains(&format!(
            "Discs on the board: Dark {want_d} - Light {want_l}"
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
fn the_computer_moves_off_the_main_thread_and_clicks_meanwhile_are_ignored() {
    let mut app = new_app(Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Computer(0),
    });
    click(&mut app, sq("f5"));
    assert!(run_until_phase(&mut app, 5, Phase::Animating));
    // During the animation a click is ignored.
    click(&mut app, sq("d6"));
    app.update();
    let mut frames = 0;
    let mut saw_ai_turn = false;
    let answered = run_until(&mut app, 3000, |app| {
        if game(app).history().len() >= 2 {
            return true;
        }
        if phase(app) == Some(Phase::AiTurn) {
            saw_ai_turn = true;
            let world = app.world_mut();
            let status: Vec<String> = world
                .query_filtered::<&Text, With<StatusText>>()
                .iter(world)
                .map(|t| t.0.clone())
                .collect();
            assert!(
                status[0].contains("Light (computer, Beginner) is thinking"),
                "{status:?}"
            );
            // A click during the computer's turn is ignored too.
            let g = game(app);
            if let Some(m) = Bitboard(g.legal_moves()).squares().next() {
                click(app, m);
            }
        }
        frames += 1;
        false
    });
    assert!(saw_ai_turn, "the computer's turn was entered");
    assert!(answered, "the computer answered");
    let g = game(&app);
    assert_eq!(g.history().len(), 2, "one reply, the clicks ignored");
    assert_eq!(g.history()[1].color, Side::Light);
    // The minimum delay: at least 0.5 s of game time passed on the computer's turn.
    assert!(
        frames >= 30,
        "the computer's disc landed after {frames} frames"
    );
    assert!(run_until_phase(&mut app, 200, Phase::HumanTurn));
    assert_eq!(
        game(&app).history().len(),
        2,
        "no extra move from ignored clicks"
    );
    assert_discs_match_rules(&mut app);
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

#[test]
fn undo_against_the_computer_takes_back_its_reply_and_your_move_and_redo_replays_them() {
    use reversi3d::game::{RedoRequest, UndoRequest};
    let mut app = new_app(Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Computer(0),
    });
    click(&mut app, sq("f5"));
    assert!(run_until(&mut app, 3000, |a| game(a).history().len() >= 2
        && phase(a) == Some(Phase::HumanTurn)));
    let after_reply = game(&app);
    assert_eq!(after_reply.history().len(), 2);
    app.world_mut().write_message(UndoRequest);
    assert!(run_until(&mut app, 100, |a| game(a).history().is_empty()
        && turn_settled(a)));
    let g = game(&app);
    assert_eq!(
        g.history().len(),
        0,
        "your move and the computer's reply are taken back"
    );
    assert_eq!(g.to_move(), Side::Dark);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
    app.world_mut().write_message(RedoRequest);
    assert!(run_until(&mut app, 100, |a| game(a).history().len() == 2
        && turn_settled(a)));
    let g = game(&app);
    assert_eq!(g.board(), after_reply.board());
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
}

fn ai(app: &App) -> &reversi3d::game::AiPlayer {
    app.world().resource::<reversi3d::game::AiPlayer>()
}

/// The Engine level (Light) searching an early midgame position: its search runs for up to
/// its time limit (4.5 s) unless it is stopped. (A position it settles too fast, under a
/// second on a fast machine with its selective search, is passed over for another.)
fn engine_searching() -> (App, Game) {
    (777..787)
        .find_map(engine_searching_at)
        .expect("the Engine settled every position tried in 0.1 s")
}

/// The app with the Engine level searching the position of a random walk of 17 plies from
/// `seed`, still searching 0.1 s after it started; `None` if that position does not suit
/// (Dark to move, a pass, too few empties) or the Engine settled it within 0.1 s.
fn engine_searching_at(seed: u64) -> Option<(App, Game)> {
    let mut g = Game::new(GameOptions::default());
    common::random_walk(&mut g, &mut Rng(seed), 17);
    if g.to_move() != Side::Light || g.must_pass() || g.board().empty_count() <= 40 {
        return None;
    }
    let players = Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Computer(6),
    };
    let mut app = new_app(players);
    load_game(&mut app, g.clone(), players);
    assert!(run_until(&mut app, 500, |a| phase(a) == Some(Phase::AiTurn)));
    // Let the search get going: on a loaded machine it may wait for a free thread of the
    // pool before it starts (a search stopped before it starts returns nothing).
    let t = std::time::Instant::now();
    while ai(&app).searches_working() == 0 && t.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(ai(&app).searches_working(), 1, "the search started");
    std::thread::sleep(Duration::from_millis(100));
    app.update();
    if ai(&app).is_thinking() && ai(&app).searches_working() == 1 {
        assert_eq!(ai(&app).searches_running(), 1);
        return Some((app, g));
    }
    None
}

/// Waits (real time) until no search of the computer runs; how long since `t` that took.
fn until_searches_end(app: &App, t: std::time::Instant) -> Duration {
    while ai(app).searches_running() > 0 && t.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(5));
    }
    t.elapsed()
}

#[test]
fn undo_during_the_computers_turn_stops_its_search() {
    use reversi3d::game::UndoRequest;
    let (mut app, g) = engine_searching();
    let undone = std::time::Instant::now();
    app.world_mut().write_message(UndoRequest);
    assert!(
        run_until(&mut app, 2, |a| !ai(a).is_thinking()),
        "the computer's turn is over"
    );
    // The engine sees its stop flag within milliseconds, long before its time limit (4.5 s
    // from its start): the bound leaves room for a thread starved of CPU on a loaded machine;
    // `stopped` below says the engine was cut short.
    let took = until_searches_end(&app, undone);
    println!("the search ended {took:?} after the undo");
    assert_eq!(ai(&app).searches_running(), 0);
    assert!(
        took < Duration::from_millis(3500),
        "the search ended {took:?} after the undo"
    );
    let stopped = ai(&app)
        .take_last_stopped_search()
        .expect("the search returned after its stop flag was set");
    assert!(stopped.stopped, "the engine reports it was cut short");
    // Its move never lands: the human's last move is taken back and it is their turn.
    run_secs(&mut app, 1.5);
    let now = game(&app);
    assert_eq!(now.history().len(), g.history().len() - 1);
    assert_eq!(now.to_move(), Side::Dark);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
}

#[test]
fn leaving_for_the_start_screen_stops_the_computers_search() {
    let (mut app, _) = engine_searching();
    let left = std::time::Instant::now();
    quit_to_start(&mut app);
    assert!(!ai(&app).is_thinking());
    let took = until_searches_end(&app, left);
    assert!(
        took < Duration::from_millis(3500),
        "the search ended {took:?} after leaving"
    );
    let stopped = ai(&app).take_last_stopped_search().expect("stopped");
    assert!(stopped.stopped);
}

/// You (Dark) against the Beginner after 1. f5: steps until the computer's move has been found
/// and goes out in the next frame.
fn computer_move_due_next_frame() -> App {
    let players = Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Computer(0),
    };
    let mut app = new_app(players);
    click(&mut app, sq("f5"));
    assert!(run_until(&mut app, 500, |a| phase(a) == Some(Phase::AiTurn)));
    // Game time stands still until the search is done (however long the machine takes).
    let frame = 0.016;
    let time_step = |app: &mut App, secs: f32| {
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            Duration::from_secs_f32(secs),
        ));
    };
    time_step(&mut app, 0.0);
    assert!(run_until(&mut app, 3000, |a| ai(a).move_due_at().is_some()));
    time_step(&mut app, frame);
    let due = ai(&app).move_due_at().unwrap();
    while app.world().resource::<Time>().elapsed_secs() + frame < due - 1e-4 {
        app.update();
    }
    assert_eq!(
        game(&app).history().len(),
        1,
        "the move has not gone out yet"
    );
    app
}

#[test]
fn an_undo_in_the_frame_the_computers_move_arrives_keeps_it_off_the_board() {
    use reversi3d::game::UndoRequest;
    let mut app = computer_move_due_next_frame();
    app.world_mut().write_message(UndoRequest);
    app.update();
    run_secs(&mut app, 0.3);
    let g = game(&app);
    assert_eq!(g.history().len(), 0, "f5 is taken back, no reply is played");
    assert_eq!(
        message(&mut app).concat(),
        "",
        "no stale move reached the rules"
    );
    assert!(run_until_phase(&mut app, 100, Phase::HumanTurn));
    assert_eq!(game(&app).history().len(), 0);
    assert_discs_match_rules(&mut app);
}

#[test]
fn a_paste_when_the_computers_move_arrives_plays_from_the_pasted_game_only() {
    use reversi3d::game::LoadGame;
    // The same position pasted (so the stale square would be legal on it), in the frame the
    // move goes out and in the frame after.
    for late in [false, true] {
        let mut app = computer_move_due_next_frame();
        if late {
            app.update();
        }
        let pasted = replay(GameOptions::default(), "f5").unwrap();
        let players = *app.world().resource::<Players>();
        app.world_mut().write_message(LoadGame {
            game: pasted.clone(),
            players,
        });
        // The frame the load is read in, and the frame its phase changes in.
        frames(&mut app, 2);
        let g = game(&app);
        assert_eq!(
            g.history(),
            pasted.history(),
            "the pasted game as pasted (late: {late})"
        );
        assert_eq!(message(&mut app).concat(), "", "late: {late}");
        // The computer then answers on the pasted game.
        assert!(run_until(&mut app, 3000, |a| game(a).history().len() == 2));
        assert!(run_until_phase(&mut app, 100, Phase::HumanTurn));
        assert_discs_match_rules(&mut app);
    }
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

#[test]
fn hints_show_the_engines_value_of_every_legal_move() {
    use reversi_engine::ai::Engine;
    use reversi_engine::ai::levels::hint_config;
    use reversi3d::game::{HintLabel, HintRequest};
    // A late position, so the hint values are exact and comparable with the solver.
    let mut g = Game::new(GameOptions::default());
    common::random_walk(&mut g, &mut Rng(4242), 48);
    if g.must_pass() {
        g.pass().unwrap();
    }
    assert!(!g.is_over() && g.board().empty_count() <= 16);
    let mut app = new_app(HUMANS);
    load(&mut app, g.clone());
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    app.world_mut().write_message(HintRequest);
    let labels_of = |app: &mut App| -> Vec<HintLabel> {
        app.world_mut()
            .query::<&HintLabel>()
            .iter(app.world())
            .cloned()
            .collect()
    };
    assert!(
        run_until(&mut app, 5000, |a| !labels_of(a).is_empty()),
        "no hints shown"
    );
    let labels = labels_of(&mut app);
    let want = Engine::new(g.options.variant, 16 << 20).analyze(&g.board(), &hint_config());
    assert_eq!(labels.len(), Bitboard(g.legal_moves()).count() as usize);
    for m in &want.moves {
        let l = labels
            .iter()
            .find(|l| l.square == m.mv)
            .expect("a label on every legal square");
        assert!(l.exact);
        assert_eq!(l.value, m.value, "{}", m.mv);
    }
    // Playing a move clears them.
    let mv = want.moves[0].mv;
    click(&mut app, mv);
    assert!(
        run_until(&mut app, 6, |a| labels_of(a).is_empty()),
        "the hints stay after a move"
    );
}

#[test]
fn hints_for_a_position_taken_back_are_never_shown_on_the_new_board() {
    use reversi3d::game::UndoRequest;
    use reversi3d::game::{HintLabel, HintRequest};
    let labels = |app: &mut App| -> Vec<HintLabel> {
        app.world_mut()
            .query::<&HintLabel>()
            .iter(app.world())
            .cloned()
            .collect()
    };
    let hints_busy = |app: &App| {
        app.world()
            .resource::<reversi3d::game::Hints>()
            .is_computing()
    };
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    // H, then Ctrl+Z before the analysis is done.
    app.world_mut().write_message(HintRequest);
    app.update();
    assert!(hints_busy(&app));
    app.world_mut().write_message(UndoRequest);
    app.update();
    // Until well past the analysis's 3 s limit (real time) nothing of the old position
    // appears.
    let undone = std::time::Instant::now();
    let past_limit = run_until(&mut app, 100_000, |a| {
        assert!(labels(a).is_empty(), "hints of the old position shown");
        undone.elapsed() > Duration::from_secs(4)
    });
    assert!(past_limit);
    assert_eq!(game(&app).history().len(), 0);
    assert!(!hints_busy(&app));

    // Hints shown, then an undo: they go with the position.
    play(&mut app, "f5");
    app.world_mut().write_message(HintRequest);
    assert!(run_until(&mut app, 5000, |a| !labels(a).is_empty()));
    app.world_mut().write_message(UndoRequest);
    assert!(
        run_until(&mut app, 2, |a| labels(a).is_empty()),
        "hints cleared by the undo"
    );

    // Asked again (once the undo's discs are back), they are the new position's.
    assert!(run_until(&mut app, 100, turn_settled));
    app.world_mut().write_message(HintRequest);
    assert!(run_until(&mut app, 5000, |a| !labels(a).is_empty()));
    let g = game(&app);
    let mut shown: Vec<Square> = labels(&mut app).iter().map(|l| l.square).collect();
    let mut legal: Vec<Square> = Bitboard(g.legal_moves()).squares().collect();
    shown.sort_by_key(|s| s.index());
    legal.sort_by_key(|s| s.index());
    assert_eq!(shown, legal);
}

#[test]
fn a_flag_fall_completes_the_game_in_the_background_and_the_save_has_the_screens_score() {
    use reversi_engine::rules::StartPosition;
    use reversi3d::game::COMPLETING;
    use reversi3d::game::Completion;
    use reversi3d::game::Storage;
    use reversi3d::game::{LastSaved, RecordRequest};
    for start in [StartPosition::Standard, StartPosition::EmptyCentre] {
        let dir = temp_dir(&format!("flag-{start:?}"));
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        start_with(&mut app, |s| {
            s.options.start = start;
            s.options.clock_ms = Some(60_000);
        });
        // A one-minute game with Dark's time nearly gone.
        app.world_mut()
            .resource_mut::<reversi3d::game::CurrentGame>()
            .0
            .set_clock_left([400, 60_000]);
        // Dark's flag falls on the first move.
        assert!(run_until(&mut app, 100, |a| game(a)
            .lost_on_time()
            .is_some()));
        // The frame of the flag fall returned with the completion still to come.
        let g = game(&app);
        assert_eq!(g.lost_on_time(), Some(Side::Dark));
        assert_eq!(
            g.result(),
            None,
            "not scored before the engine completes it"
        );
        // The engine's completion starts at the latest on the next frame.
        assert!(run_until(&mut app, 1, |a| a
            .world()
            .resource::<Completion>()
            .is_running()));
        assert_eq!(game(&app).result(), None, "still not scored");
        let waiting = score_lines(&g, &HUMANS).join("\n");
        assert!(waiting.contains(COMPLETING), "{waiting}");
        assert!(waiting.contains("Light wins on time"), "{waiting}");
        // Saved while the engine completes it: written once its score is known.
        app.world_mut().write_message(RecordRequest::Save);
        app.update();
        assert!(
            app.world().resource::<LastSaved>().0.is_none(),
            "not saved before the score is known"
        );
        let fell = std::time::Instant::now();
        assert!(run_until(&mut app, 5000, |a| game(a).result().is_some()));
        println!(
            "{start:?}: completed {:?} after the flag fall",
            fell.elapsed()
        );
        // The next frames: the save waiting for the score is written, the screen shows it.
        assert!(run_until(&mut app, 2, |a| a
            .world()
            .resource::<LastSaved>()
            .0
            .is_some()
            && !all_text(a).contains(COMPLETING)));
        assert_eq!(phase(&app), Some(Phase::GameOver));
        let g = game(&app);
        let r = g.result().unwrap();
        assert_eq!(r.winner, Some(Side::Light));
        assert!(r.recorded_light > r.recorded_dark && r.recorded_light <= 64);
        let (d, l) = g.completed_counts().unwrap();
        assert!(d + l > 4, "the engine played the game out ({d}-{l})");
        let score = format!("{} - {}", r.recorded_dark, r.recorded_light);
        let screen = all_text(&mut app);
        assert!(
            screen.contains(&format!("Recorded score (time default: the completed result, at least a one-disc win): {score}")),
            "{screen}"
        );
        assert!(!screen.contains(COMPLETING), "{screen}");
        let early = app.world().resource::<LastSaved>().0.clone();
        let early = std::fs::read_to_string(early.expect("saved once completed")).unwrap();
        let tag = format!("[Result \"{}-{}\"]", r.recorded_dark, r.recorded_light);
        assert!(early.contains(&tag), "{start:?}: {early}");
        let text = save_and_read(&mut app);
        let tag = format!("[Result \"{}-{}\"]", r.recorded_dark, r.recorded_light);
        assert!(text.contains(&tag), "{start:?}: {text}");
        let back = reversi_engine::rules::record::parse_record(&text)
            .unwrap()
            .game;
        assert_eq!(
            back.result(),
            Some(r),
            "{start:?}: the saved game keeps its result"
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn a_minimised_window_leaves_the_camera_where_it_was() {
    use bevy::window::{PrimaryWindow, WindowResolution};
    use reversi3d::game::{Orbit, fit_distance};
    for aspect in [0.0, -1.0, f32::NAN, f32::INFINITY] {
        assert!(fit_distance(5.0, aspect).is_finite(), "aspect {aspect}");
    }
    let mut app = new_app(HUMANS);
    let window = app
        .world_mut()
        .spawn((
            Window {
                resolution: WindowResolution::new(1280, 720),
                ..default()
            },
            PrimaryWindow,
        ))
        .id();
    app.update();
    let camera = |app: &mut App| {
        *app.world_mut()
            .query_filtered::<&Transform, With<Orbit>>()
            .single(app.world())
            .unwrap()
    };
    let framed = camera(&mut app);
    for (w, h) in [(0, 0), (0, 720), (1280, 0)] {
        app.world_mut()
            .get_mut::<Window>(window)
            .unwrap()
            .resolution = WindowResolution::new(w, h);
        app.update();
        let t = camera(&mut app);
        assert!(
            t.translation.is_finite() && t.rotation.is_finite(),
            "{w}x{h}: {t:?}"
        );
        assert!(t.translation.length() < 100.0, "{w}x{h}: {t:?}");
    }
    app.world_mut()
        .get_mut::<Window>(window)
        .unwrap()
        .resolution = WindowResolution::new(1280, 720);
    app.update();
    assert_eq!(
        camera(&mut app),
        framed,
        "restored, the board is framed as before"
    );
}

fn pace(app: &App) -> reversi3d::game::Pace {
    *app.world().resource::<reversi3d::game::Pace>()
}

fn window_mode(app: &App) -> bevy::winit::UpdateMode {
    app.world()
        .resource::<bevy::winit::WinitSettings>()
        .focused_mode
}

/// Waiting for a person's move with no clock, the window draws nothing until the next input;
/// a move's animation draws continuously; then it sleeps again.
#[test]
fn the_window_sleeps_while_waiting_for_a_move_and_draws_while_discs_move() {
    use bevy::winit::UpdateMode;
    use reversi3d::game::Pace;
    let mut app = new_app(HUMANS);
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    // While the renderer may still be compiling its shaders, a frame twice a second.
    assert_eq!(pace(&app), Pace::Every(Duration::from_millis(500)));
    run_secs(&mut app, reversi3d::game::WARM_UP_SECS);
    assert_eq!(pace(&app), Pace::Idle);
    assert!(
        matches!(window_mode(&app), UpdateMode::Reactive { wait, .. } if wait >= Duration::from_secs(10)),
        "{:?}",
        window_mode(&app)
    );
    click(&mut app, sq("f5"));
    assert!(run_until(&mut app, 5, |a| phase(a) == Some(Phase::Animating)));
    assert_eq!(pace(&app), Pace::Continuous);
    assert_eq!(window_mode(&app), UpdateMode::Continuous);
    assert!(run_until(&mut app, 200, |a| phase(a) == Some(Phase::HumanTurn)));
    run_secs(&mut app, 1.0);
    assert_eq!(pace(&app), Pace::Idle);
}

/// A running clock wakes the window each second (ten times a second in its last 20 s); the
/// computer thinking ticks a few times a second.
#[test]
fn a_running_clock_and_the_computer_thinking_wake_the_window_on_time() {
    use reversi3d::game::Pace;
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.set_clock_minutes(1));
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    let Pace::Every(wait) = pace(&app) else {
        panic!("a running clock must wake the window: {:?}", pace(&app));
    };
    assert!(wait <= Duration::from_secs(1), "{wait:?}");
    // Dark's clock down to its last 20 s: ten frames a second.
    run_secs(&mut app, 41.0);
    assert_eq!(pace(&app), Pace::Every(Duration::from_millis(100)));

    // The computer thinking, once the busy frames after the move are over (a second): a frame
    // every THINKING_TICK. The Engine level settles many positions well within that second,
    // so positions are tried until one keeps it thinking that long.
    let mut thinking = 0;
    for seed in 777..837 {
        let Some((mut app, _)) = engine_searching_at(seed) else {
            continue;
        };
        run_secs(&mut app, 1.0);
        if phase(&app) == Some(Phase::AiTurn) && ai(&app).is_thinking() {
            assert_eq!(pace(&app), Pace::Every(reversi3d::game::THINKING_TICK));
            thinking += 1;
            if thinking == 2 {
                return;
            }
        }
    }
    assert!(
        thinking > 0,
        "no position kept the Engine thinking for a second"
    );
}

/// The pause menu stops the computer (its search ends) and resuming starts it again.
#[test]
fn pausing_stops_the_computers_search_and_resuming_restarts_it() {
    use reversi3d::game::GameChange;
    let (mut app, g) = engine_searching();
    let paused = std::time::Instant::now();
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::Paused)));
    assert!(!ai(&app).is_thinking());
    let took = until_searches_end(&app, paused);
    assert!(
        took < Duration::from_millis(3500),
        "the search ended {took:?} after the pause"
    );
    run_secs(&mut app, 2.0);
    assert_eq!(game(&app).history(), g.history(), "nothing was played");
    app.world_mut().write_message(GameChange::Resume);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::AiTurn)));
    app.update();
    assert!(ai(&app).is_thinking(), "the computer thinks again");
}

/// The window's size and position, once a resize or a move has settled, go into the settings
/// file (and so open the next window so); a drag's many steps are written once.
#[test]
fn the_windows_size_and_place_are_remembered_once_they_settle() {
    use bevy::window::{PrimaryWindow, WindowMoved, WindowResized};
    use reversi3d::game::{LaunchOptions, Storage, WindowPlacement, load_settings};
    let dir = temp_dir("placement");
    let storage = Storage::under(dir.clone());
    let mut app = new_app_launched(HUMANS, storage.clone(), LaunchOptions::default(), true);
    let window = {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<PrimaryWindow>>()
            .single(world)
            .expect("a primary window")
    };
    let file = storage.settings_file().unwrap();
    let remembered = || load_settings(&file).ok().flatten().and_then(|s| s.window);
    for width in [700.0, 800.0, 900.0] {
        app.world_mut().write_message(WindowResized {
            window,
            width,
            height: 650.0,
        });
        app.update();
    }
    app.world_mut().write_message(WindowMoved {
        window,
        position: IVec2::new(40, 30),
    });
    app.update();
    run_secs(&mut app, 0.5);
    assert_eq!(remembered(), None, "not while it is still moving");
    run_secs(&mut app, 1.0);
    assert_eq!(
        remembered(),
        Some(WindowPlacement {
            width: 900,
            height: 650,
            x: Some(40),
            y: Some(30)
        })
    );
}

/// The pause menu's hint strength button steps quick → normal → deep, and the choice is
/// remembered in the settings file.
#[test]
fn the_hint_strength_is_chosen_in_the_pause_menu_and_remembered() {
    use reversi3d::game::{DisplaySettings, HintStrength, Storage, load_settings};
    let dir = temp_dir("hint-strength");
    let storage = Storage::under(dir);
    let mut app = new_app_with(HUMANS, storage.clone());
    assert_eq!(
        app.world().resource::<DisplaySettings>().hint_strength,
        HintStrength::Normal
    );
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::Paused)));
    for want in [HintStrength::Deep, HintStrength::Quick] {
        let b = entity_with(&mut app, "hint-strength");
        trigger_click(&mut app, b);
        assert!(run_until(&mut app, 2, |a| a
            .world()
            .resource::<DisplaySettings>()
            .hint_strength
            == want));
        let saved = load_settings(&storage.settings_file().unwrap())
            .unwrap()
            .unwrap();
        assert_eq!(saved.hint_strength, want);
    }
    // The button's label follows a frame later.
    assert!(run_until(&mut app, 1, |a| all_text(a).contains("Hints: quick")));
}

/// The pause menu's threads button steps all cores but one → 1 → … → the machine's cores →
/// all cores but one; the choice is remembered, and the computer's search runs with it.
#[test]
fn the_search_threads_are_chosen_in_the_pause_menu_and_used_by_the_computer() {
    use reversi3d::game::{AiPlayer, DisplaySettings, Storage, load_settings};
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let storage = Storage::under(temp_dir("threads"));
    let mut app = new_app_with(
        Players {
            dark: PlayerKind::Human,
            light: PlayerKind::Computer(1),
        },
        storage.clone(),
    );
    let settings = |app: &App| app.world().resource::<DisplaySettings>().clone();
    assert_eq!(settings(&app).search_threads, 0, "all cores but one");
    assert_eq!(settings(&app).threads(), (cores as usize - 1).max(1));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::Paused)));
    assert!(
        all_text(&mut app).contains("Threads: all cores but one"),
        "{}",
        all_text(&mut app)
    );
    let steps: Vec<u32> = (1..=cores).chain([0]).chain(1..=cores).collect();
    for want in steps {
        let b = entity_with(&mut app, "search-threads");
        trigger_click(&mut app, b);
        assert!(run_until(&mut app, 2, |a| settings(a).search_threads == want));
        let saved = load_settings(&storage.settings_file().unwrap())
            .unwrap()
            .unwrap();
        assert_eq!(saved.search_threads, want);
    }
    // The button's label follows a frame later.
    assert!(run_until(&mut app, 1, |a| all_text(a)
        .contains(&format!("Threads: {cores}"))));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::HumanTurn)));
    click(&mut app, sq("f5"));
    assert!(
        run_until(&mut app, 3000, |a| game(a).history().len() >= 2),
        "the computer did not move"
    );
    assert_eq!(
        app.world().resource::<AiPlayer>().engine_threads(),
        Some(cores as usize)
    );
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
