//! The computer's turn and the engine's background work: the computer moves off the main
//! thread and clicks meanwhile are ignored; undo against it takes back its reply and your
//! move (and redo replays them); an undo, leaving for the start screen or the pause menu
//! stops its search; a move arriving in the frame of an undo or a paste never reaches the
//! new game; the search threads chosen in the pause menu are used; hints show the engine's
//! values and never those of a position taken back; the hint strength is remembered; a flag
//! fall is completed in the background and the save has the screen's score.

use crate::app::*;
use crate::common;

use super::{ai, engine_searching, until_searches_end};
use bevy::prelude::*;
use common::Rng;
use reversi_engine::rules::notation::replay;
use reversi_engine::rules::{Bitboard, Game, GameOptions, Side, Square};
use reversi3d::game::StatusText;
use reversi3d::game::score_lines;
use reversi3d::game::{Phase, PlayerKind, Players};
use std::time::Duration;

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
    // A middle game position, eleven moves to value: its analysis takes long enough (about
    // 0.2 s: `reversi-engine analyse f5d6c3d3c4f4f6f3e6e7 --depth 8 --exact-from 16`) that
    // it is still running the frame after it is asked for, with a wide margin over a pause of
    // the test's thread (after f5 alone, about 0.01 s, it finished within that frame once, on
    // a loaded machine).
    for m in ["f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"] {
        play(&mut app, m);
    }
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
    assert_eq!(game(&app).history().len(), 9);
    assert!(!hints_busy(&app));

    // Hints shown, then an undo: they go with the position.
    play(&mut app, "e7");
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
        let waiting = score_lines(&g, &HUMANS, &reversi3d::game::Locale::default()).join("\n");
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
        // Saved when it finished and by hand: one file.
        let files = std::fs::read_dir(dir.join("games")).unwrap().count();
        assert_eq!(files, 1, "{start:?}: the finished game saved once");
        let _ = std::fs::remove_dir_all(dir);
    }
}
