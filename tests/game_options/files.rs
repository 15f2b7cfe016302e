//! Games in text and on disk: a pasted transcript or board, copy, save and load (the saved
//! game's name in the message, its options, players and sheet read back, a damaged file
//! refused by line), the unfinished game kept and offered back (resumed by button or Enter,
//! kept with its clock when the window closes, set aside as a saved game when another is
//! played, never lost by showing a finished game or by a paste in the frame of a resume,
//! gone once finished by play or taken back), and the files themselves: atomic writes, saved
//! games never overwriting each other, two windows on the same files, failed writes told in
//! the window, files and pastes too large, short error excerpts, impossible clocks or results
//! refused, named pipes (issue #12); a quit signal keeps the clock (issue #25).

use crate::app::*;
use bevy::prelude::*;
use reversi_engine::rules::notation::transcript;
use reversi_engine::rules::{GameOptions, Side, StartPosition, Variant};
use reversi3d::game::{LastSaved, QuitSignal, RecordRequest, Unfinished};
use reversi3d::game::{Phase, PlayerKind, Players};
use reversi3d::game::{SettingsNotice, Storage};

use super::{WIPEOUT, YOU_VS_COMPUTER, escape_to_start, from_board};
use reversi_engine::rules::record::parse_record;
use reversi3d::game::LaunchOptions;
use reversi3d::game::{write_atomically, write_new};

/// The names in a folder, sorted.
fn names_in(dir: &std::path::Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn unfinished_moves(dir: &std::path::Path) -> String {
    let text = std::fs::read_to_string(dir.join("unfinished.txt")).expect("unfinished.txt");
    transcript(&parse_record(&text).unwrap().game, false)
}

#[test]
fn a_pasted_transcript_or_board_starts_the_game_from_it_and_bad_input_says_where() {
    let mut app = new_app(HUMANS);
    app.world_mut()
        .write_message(RecordRequest::Paste("1. f5 d6 2. c3".into()));
    assert!(run_until(&mut app, 20, |a| game(a).history().len() == 3
        && turn_settled(a)));
    assert_eq!(transcript(&game(&app), false), "f5d6c3");
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
    assert!(
        all_text(&mut app).contains("1. f5 d6\n2. c3"),
        "the move list"
    );

    app.world_mut()
        .write_message(RecordRequest::Paste("f5 d6 c3 z9".into()));
    assert!(run_until(&mut app, 2, |a| message(a)
        .concat()
        .contains("z9")));
    let msg = message(&mut app).concat();
    assert!(msg.contains("move 4") && msg.contains("z9"), "{msg}");
    assert_eq!(transcript(&game(&app), false), "f5d6c3", "nothing lost");

    app.world_mut().write_message(RecordRequest::Paste(
        "---------------------------OX------XO--------------------------- O".into(),
    ));
    assert!(run_until(&mut app, 20, |a| game(a).history().is_empty()
        && turn_settled(a)));
    assert_eq!(game(&app).to_move(), Side::Light);
    assert_eq!(game(&app).count(Side::Dark), 2);
    assert_discs_match_rules(&mut app);

    app.world_mut().write_message(RecordRequest::Copy);
    assert!(
        run_until(&mut app, 2, |a| message(a).concat().contains("OX")),
        "a board is copied when no move was played"
    );
}

#[test]
fn the_save_message_names_the_file_not_its_folder() {
    let dir = temp_dir("save-message");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut app, "f5");
    save_and_read(&mut app);
    let path = app.world().resource::<LastSaved>().0.clone().unwrap();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    app.update();
    assert_eq!(message(&mut app), vec![format!("Saved as {name}")]);
    app.world_mut().write_message(RecordRequest::SaveGgf);
    let shown = until_message(&mut app, 5, "GGF");
    assert!(shown.starts_with("Saved as GGF: game-"), "{shown}");
    assert!(!shown.contains('/'), "{shown}");
}

#[test]
fn a_saved_game_loads_back_with_its_options_players_and_sheet() {
    let dir = temp_dir("save");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    start_with(&mut app, |s| {
        s.options.variant = Variant::Reverse;
        s.options.start = StartPosition::Alternate;
    });
    let first = reversi_engine::rules::Bitboard(game(&app).legal_moves())
        .squares()
        .next()
        .unwrap();
    play(&mut app, &first.to_string());
    let text = save_and_read(&mut app);
    let path = app.world().resource::<LastSaved>().0.clone().unwrap();
    assert!(text.contains("[Variant \"Reverse\"]"), "{text}");
    assert!(text.contains("[Start \"Alternate\"]"), "{text}");
    assert!(text.contains("# Transcript sheet"), "{text}");
    assert!(text.contains(&first.to_string()), "{text}");

    let mut other = new_app_with(YOU_VS_COMPUTER, Storage::under(dir.clone()));
    other
        .world_mut()
        .write_message(RecordRequest::Load(path.clone()));
    run_secs(&mut other, 0.2);
    let g = game(&other);
    assert_eq!(g.options.variant, Variant::Reverse);
    assert_eq!(g.options.start, StartPosition::Alternate);
    assert_eq!(transcript(&g, true), first.to_string());
    assert_eq!(*other.world().resource::<Players>(), HUMANS);
    assert_discs_match_rules(&mut other);

    // A damaged file is refused with its line, and the game in progress is kept.
    std::fs::write(&path, "[Variant \"Classic\"]\n\nf5 d6 q7\n").unwrap();
    other.world_mut().write_message(RecordRequest::Load(path));
    let msg = until_message(&mut other, 2, "line 3");
    assert!(msg.contains("line 3") && msg.contains("move 3"), "{msg}");
    assert_eq!(transcript(&game(&other), true), first.to_string());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_unfinished_game_is_kept_and_offered_back_at_the_next_start() {
    let dir = temp_dir("unfinished");
    {
        let mut app = new_app_with(YOU_VS_COMPUTER, Storage::under(dir.clone()));
        play(&mut app, "f5");
        assert!(dir.join("unfinished.txt").exists());
    }
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let kept = app
        .world()
        .resource::<Unfinished>()
        .0
        .clone()
        .expect("kept");
    assert_eq!(transcript(&kept.game, false)[..2], *"f5");
    quit_to_start(&mut app);
    assert!(all_text(&mut app).contains("Resume the unfinished game"));
    let resume = entity_with(&mut app, "resume");
    trigger_click(&mut app, resume);
    run_secs(&mut app, 0.2);
    assert_eq!(game(&app).history()[0].kind, kept.game.history()[0].kind);
    assert_eq!(
        app.world().resource::<Players>().light,
        PlayerKind::Computer(0),
        "the players come back too"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn with_an_unfinished_game_offered_enter_resumes_it() {
    use reversi3d::game::MenuFocus;
    let dir = temp_dir("unfinished-enter");
    {
        let mut app = new_app_with(YOU_VS_COMPUTER, Storage::under(dir.clone()));
        play(&mut app, "f5");
    }
    let mut app = start_screen_app(
        Storage::under(dir.clone()),
        reversi3d::game::LaunchOptions::default(),
        false,
    );
    app.update();
    let resume = entity_with(&mut app, "resume");
    assert_eq!(
        app.world().resource::<MenuFocus>().0,
        Some(resume),
        "the focus ring is on Resume"
    );
    let text = all_text(&mut app);
    assert!(!text.contains("Last used: press Enter"), "{text}");
    assert!(text.contains("press Enter"), "{text}");
    // "Your games" opened over it and closed again: the focus is back on Resume.
    let games = entity_with(&mut app, "games");
    trigger_click(&mut app, games);
    let list = |a: &App| {
        *a.world()
            .resource::<State<reversi3d::game::GamesList>>()
            .get()
    };
    assert!(run_until(&mut app, 100, |a| list(a)
        == reversi3d::game::GamesList::Open));
    frames(&mut app, 2);
    assert_ne!(app.world().resource::<MenuFocus>().0, Some(resume));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 100, |a| list(a)
        == reversi3d::game::GamesList::Closed));
    frames(&mut app, 2);
    assert_eq!(
        app.world().resource::<MenuFocus>().0,
        Some(resume),
        "the focus ring is on Resume again"
    );
    press(&mut app, &[KeyCode::Enter]);
    assert!(run_until(&mut app, 50, turn_decided));
    assert_eq!(transcript(&game(&app), false), "f5", "the game resumed");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn closing_the_window_keeps_the_unfinished_game_with_its_clock() {
    let dir = temp_dir("exit");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    start_with(&mut app, |s| s.options.set_clock_minutes(1));
    play(&mut app, "f5");
    // Light thinks for a second, then the window closes.
    run_secs(&mut app, 1.0);
    app.world_mut().write_message(AppExit::Success);
    app.update();
    let text = std::fs::read_to_string(dir.join("unfinished.txt")).unwrap();
    let kept = reversi_engine::rules::record::parse_record(&text)
        .unwrap()
        .game;
    assert_eq!(transcript(&kept, false), "f5");
    let clock = kept.clock().expect("the clock is kept");
    let light = clock.remaining(Side::Light);
    assert!(
        light < 59_100,
        "Light's thinking before the close is kept: {light}"
    );
    assert_eq!(
        clock.remaining(Side::Light),
        game(&app).clock().unwrap().remaining(Side::Light)
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_write_replaces_a_file_whole_and_a_failed_one_leaves_no_temporary_file() {
    let dir = temp_dir("atomic");
    // A file that happens to have the old fixed temporary name is not touched.
    std::fs::write(dir.join("notes.tmp"), "mine").unwrap();
    write_atomically(&dir.join("notes.txt"), "first").unwrap();
    write_atomically(&dir.join("notes.txt"), "second").unwrap();
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.txt")).unwrap(),
        "second"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.tmp")).unwrap(),
        "mine"
    );
    assert_eq!(names_in(&dir), ["notes.tmp", "notes.txt"]);

    // The rename fails (a folder of that name is in the way): an error, and nothing left over.
    std::fs::create_dir_all(dir.join("blocked.txt").join("inside")).unwrap();
    assert!(write_atomically(&dir.join("blocked.txt"), "text").is_err());
    assert_eq!(names_in(&dir), ["blocked.txt", "notes.tmp", "notes.txt"]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn saved_games_never_overwrite_each_other_even_when_saved_at_once() {
    let dir = temp_dir("names");
    let threads: Vec<_> = (0..8)
        .map(|i| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                write_new(&dir, "game-20261123-120000", "txt", &format!("game {i}")).unwrap()
            })
        })
        .collect();
    let paths: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let mut texts: Vec<String> = paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    texts.sort();
    let want: Vec<String> = (0..8).map(|i| format!("game {i}")).collect();
    assert_eq!(texts, want, "every save kept its own file: {paths:?}");
    assert_eq!(
        names_in(&dir).len(),
        8,
        "and nothing else: {:?}",
        names_in(&dir)
    );

    // Two saves from the window, a move apart, within the same second: two files.
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let mut saved = Vec::new();
    for square in ["f5", "d6"] {
        play(&mut app, square);
        app.world_mut().write_message(RecordRequest::Save);
        app.update();
        saved.push(app.world().resource::<LastSaved>().0.clone().unwrap());
    }
    assert_ne!(saved[0], saved[1]);
    assert!(saved.iter().all(|p| p.exists()));
    // The same game saved again: the file that holds it is named, no other is written.
    app.world_mut().write_message(RecordRequest::Save);
    app.update();
    assert_eq!(
        app.world().resource::<LastSaved>().0.as_ref(),
        Some(&saved[1])
    );
    assert_eq!(names_in(&dir.join("games")).len(), 2);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_second_window_neither_offers_nor_overwrites_the_first_windows_unfinished_game() {
    let dir = temp_dir("windows");
    let mut first = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut first, "f5");
    assert_eq!(unfinished_moves(&dir), "f5");

    let mut second = new_app_with(HUMANS, Storage::under(dir.clone()));
    escape_to_start(&mut second);
    assert!(second.world().resource::<Unfinished>().0.is_none());
    let text = all_text(&mut second);
    assert!(!text.contains("Resume"), "{text}");
    assert!(text.contains("Another reversi3d window"), "{text}");
    let two = entity_with(&mut second, "two-players");
    trigger_click(&mut second, two);
    run_secs(&mut second, 0.1);
    play(&mut second, "d3");
    second.world_mut().write_message(AppExit::Success);
    second.update();
    assert_eq!(
        unfinished_moves(&dir),
        "f5",
        "the first window's game is intact"
    );
    // The second window's game is kept as a saved game.
    let own = reversi3d::game::latest_saved(&Storage::under(dir.clone())).unwrap();
    let own = parse_record(&std::fs::read_to_string(own).unwrap()).unwrap();
    assert_eq!(transcript(&own.game, false), "d3");
    drop(second);

    // The first window still keeps its game; once it is gone, the next window offers it.
    play(&mut first, "d6");
    assert_eq!(unfinished_moves(&dir), "f5d6");
    drop(first);
    let mut next = new_app_with(HUMANS, Storage::under(dir.clone()));
    escape_to_start(&mut next);
    let offered = next.world().resource::<Unfinished>().0.clone().unwrap();
    assert_eq!(transcript(&offered.game, false), "f5d6");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_write_that_fails_is_told_in_the_window() {
    let dir = temp_dir("failing");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    // Folders in the way make every write fail, whoever runs the test.
    std::fs::create_dir_all(dir.join("unfinished.txt").join("x")).unwrap();
    play(&mut app, "f5");
    let msg = message(&mut app).concat();
    assert!(msg.contains("Could not keep the unfinished game"), "{msg}");

    std::fs::remove_file(dir.join("settings.ron")).unwrap();
    std::fs::create_dir_all(dir.join("settings.ron").join("x")).unwrap();
    press(&mut app, &[KeyCode::KeyT]);
    let msg = message(&mut app).concat();
    assert!(msg.contains("The settings could not be saved"), "{msg}");
    let notice = reversi3d::game::Locale::default()
        .render(&app.world().resource::<SettingsNotice>().0.clone().unwrap());
    assert!(notice.contains("settings.ron"), "{notice}");

    std::fs::write(dir.join("games"), "a file where the folder should be").unwrap();
    app.world_mut().write_message(RecordRequest::Save);
    let msg = until_message(&mut app, 2, "Could not save the game");
    assert!(msg.contains("Could not save the game"), "{msg}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_file_or_paste_larger_than_a_saved_game_is_refused_with_its_size() {
    let dir = temp_dir("large");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut app, "f5");
    let big = dir.join("big.txt");
    std::fs::write(&big, "f5 ".repeat(700_000)).unwrap();
    app.world_mut().write_message(RecordRequest::Load(big));
    let msg = until_message(&mut app, 2, "2.0 MiB");
    assert!(
        msg.contains("2.0 MiB") && msg.contains("at most 1.0 MiB"),
        "{msg}"
    );
    assert_eq!(transcript(&game(&app), false), "f5", "nothing lost");

    // A device that never ends and reports no size: refused before it is opened.
    app.world_mut()
        .write_message(RecordRequest::Load("/dev/zero".into()));
    let msg = until_message(&mut app, 2, "/dev/zero");
    assert!(
        msg.contains("/dev/zero") && msg.contains("a device, not a file"),
        "{msg}"
    );

    // The same from the command line: the window opens with the refusal on its start screen.
    let launch = LaunchOptions {
        load: Some("/dev/zero".into()),
        ..Default::default()
    };
    let mut start = start_screen_app(Storage::default(), launch, false);
    start.update();
    let text = all_text(&mut start);
    assert!(
        text.contains("Cannot load /dev/zero") && text.contains("a device"),
        "{text}"
    );
    assert!(game(&start).history().is_empty());

    app.world_mut()
        .write_message(RecordRequest::Paste("f5 ".repeat(700_000)));
    let msg = until_message(&mut app, 2, "Cannot paste: the text is 2.0\u{a0}MiB");
    assert!(msg.ends_with("is at most 1.0\u{a0}MiB"), "{msg}");
    assert_eq!(transcript(&game(&app), false), "f5");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_error_quotes_only_a_short_excerpt_of_a_long_line() {
    let long = format!("[Variant \"{}\"]\n", "é".repeat(50_000));
    let e = parse_record(&long).unwrap_err().to_string();
    assert!(e.starts_with("line 1: variant 'éééé"), "{e}");
    assert!(e.chars().count() < 120, "{} characters", e.chars().count());
    let long = format!("[Dark \"you\"]\n[{}\n", "ü".repeat(50_000));
    let e = parse_record(&long).unwrap_err().to_string();
    assert!(e.starts_with("line 2:") && e.contains('…'), "{e}");
    assert!(e.chars().count() < 120, "{} characters", e.chars().count());
    let e = reversi_engine::rules::notation::parse_obf_line(&format!(
        "{} X; {}",
        "-".repeat(64),
        "ß".repeat(5_000)
    ))
    .unwrap_err()
    .to_string();
    assert!(e.chars().count() < 120, "{e}");
}

#[test]
fn a_saved_game_with_an_impossible_clock_or_result_is_refused_naming_the_line() {
    let with = |tags: &str| parse_record(&format!("[Game \"reversi3d\"]\n{tags}\nf5 d6\n"));
    for (tags, line, says) in [
        ("[Clock \"0.000001\"]", 2, "out of range"),
        ("[Clock \"0\"]", 2, "out of range"),
        ("[Clock \"601\"]", 2, "out of range"),
        ("[Clock \"NaN\"]", 2, "out of range"),
        ("[Clock \"soon\"]", 2, "not off or minutes"),
        (
            "[Clock \"1\"]\n[ClockLeft \"70000 1000\"]",
            3,
            "more than the clock",
        ),
        ("[ClockLeft \"1000 1000\"]", 2, "Clock is off"),
        ("[Result \"70-3\"]", 2, "not * or two disc counts"),
    ] {
        let e = with(tags).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!("line {line}:")) && e.contains(says),
            "{tags}: {e}"
        );
    }
    let ok = with("[Clock \"1.5\"]\n[ClockLeft \"90000 1000\"]").unwrap();
    assert_eq!(ok.game.clock().unwrap().remaining(Side::Light), 1000);
    // A finished game's result must be the game's.
    let g = finished_game(GameOptions::default(), 11);
    let r = g.result().unwrap();
    let good = reversi3d::game::saved_text(&g, &HUMANS);
    let real = format!("[Result \"{}-{}\"]", r.recorded_dark, r.recorded_light);
    assert!(
        good.contains(&real) && parse_record(&good).is_ok(),
        "{good}"
    );
    let wrong = "[Result \"0-0\"]";
    let e = parse_record(&good.replace(&real, wrong))
        .unwrap_err()
        .to_string();
    assert!(e.contains("does not match"), "{e}");
}

#[test]
fn showing_a_finished_game_keeps_the_unfinished_one() {
    let dir = temp_dir("shown");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut app, "f5");
    assert_eq!(unfinished_moves(&dir), "f5");
    // A finished game saved earlier is loaded, looked at, and the window closed.
    let finished = from_board(WIPEOUT, GameOptions::default());
    let path = dir.join("finished.txt");
    std::fs::write(&path, reversi3d::game::saved_text(&finished, &HUMANS)).unwrap();
    app.world_mut().write_message(RecordRequest::Load(path));
    run_secs(&mut app, 0.2);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    assert_eq!(
        unfinished_moves(&dir),
        "f5",
        "loading a finished game keeps it"
    );
    // A finished transcript pasted.
    app.world_mut()
        .write_message(RecordRequest::Paste(transcript(
            &finished_game(GameOptions::default(), 5),
            true,
        )));
    run_secs(&mut app, 0.2);
    assert!(game(&app).is_over());
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert_eq!(unfinished_moves(&dir), "f5", "pasting one keeps it too");

    // Finished by play, the game the file holds is gone from it.
    let near_end = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- X";
    load_game(
        &mut app,
        from_board(near_end, GameOptions::default()),
        HUMANS,
    );
    assert_eq!(unfinished_moves(&dir), "f5", "only shown: not kept yet");
    escape_to_start(&mut app);
    let resume = entity_with(&mut app, "resume");
    trigger_click(&mut app, resume);
    run_secs(&mut app, 0.2);
    play(&mut app, "d6");
    assert_eq!(unfinished_moves(&dir), "f5d6");
    load_game(
        &mut app,
        from_board(near_end, GameOptions::default()),
        HUMANS,
    );
    play(&mut app, "g8");
    assert_eq!(
        unfinished_moves(&dir),
        "f5d6",
        "another game was played, not that one"
    );
    // The file's game finished by play.
    let full = finished_game(GameOptions::default(), 9);
    let mut g = full.clone();
    g.undo().unwrap();
    let last = match full.last_ply().unwrap().kind {
        reversi_engine::rules::PlyKind::Move(sq) => sq.to_string(),
        reversi_engine::rules::PlyKind::Pass => unreachable!("a game ends on a move"),
    };
    let kept = reversi3d::game::saved_text(&g, &HUMANS);
    std::fs::write(dir.join("unfinished.txt"), kept).unwrap();
    escape_to_start(&mut app);
    let resume = entity_with(&mut app, "resume");
    trigger_click(&mut app, resume);
    run_secs(&mut app, 0.2);
    play(&mut app, &last);
    assert!(game(&app).is_over());
    assert!(!dir.join("unfinished.txt").exists(), "finished by play");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_resume_offer_is_the_unfinished_game_as_it_is_when_the_start_screen_is_shown() {
    let dir = temp_dir("offer");
    {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        play(&mut app, "f5");
    }
    // The very first start screen offers it, and shows a settings problem.
    std::fs::write(dir.join("settings.ron"), "(theme: Plaid)").unwrap();
    let mut app = start_screen_app(Storage::under(dir.clone()), LaunchOptions::default(), false);
    app.update();
    let text = all_text(&mut app);
    assert!(
        text.contains("Resume the unfinished game\n(move 2"),
        "{text}"
    );
    assert!(text.contains("settings.ron.bad"), "{text}");
    drop(app);
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    escape_to_start(&mut app);
    assert!(all_text(&mut app).contains("Resume the unfinished game\n(move 2"));
    // A new game B is played, then Esc: the offer is B, and resuming it plays on from B.
    let two = entity_with(&mut app, "two-players");
    trigger_click(&mut app, two);
    run_secs(&mut app, 0.1);
    play(&mut app, "d3");
    play(&mut app, "c3");
    escape_to_start(&mut app);
    assert!(all_text(&mut app).contains("Resume the unfinished game\n(move 3"));
    let resume = entity_with(&mut app, "resume");
    trigger_click(&mut app, resume);
    run_secs(&mut app, 0.2);
    assert_eq!(transcript(&game(&app), false), "d3c3");
    play(&mut app, "c4");
    assert_eq!(unfinished_moves(&dir), "d3c3c4");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn closing_the_window_with_its_close_button_keeps_the_time_since_the_last_move() {
    let dir = temp_dir("close-button");
    let mut app = new_app_launched(
        HUMANS,
        Storage::under(dir.clone()),
        LaunchOptions::default(),
        true,
    );
    start_with(&mut app, |s| s.options.set_clock_minutes(1));
    play(&mut app, "f5");
    run_secs(&mut app, 1.0);
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    app.world_mut()
        .write_message(bevy::window::WindowCloseRequested { window });
    exits_keeping_the_clock(&mut app, &dir, "the close request");
}

/// Steps `app` as the real runner does (it stops after the frame that asks to exit), which
/// `what` must make it do, then checks that the unfinished game f5 was kept with Light's
/// clock as it was at the exit: the second Light thought before it is charged.
fn exits_keeping_the_clock(app: &mut App, dir: &std::path::Path, what: &str) {
    let mut frames = 0;
    while app.should_exit().is_none() {
        app.update();
        frames += 1;
        assert!(frames < 10, "{what} ends the app");
    }
    let text = std::fs::read_to_string(dir.join("unfinished.txt")).unwrap();
    let kept = parse_record(&text).unwrap().game;
    assert_eq!(transcript(&kept, false), "f5");
    let light = kept.clock().unwrap().remaining(Side::Light);
    assert_eq!(light, game(app).clock().unwrap().remaining(Side::Light));
    assert!(
        light < 59_100,
        "Light's second before {what} is kept: {light}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// SIGTERM, SIGINT or SIGHUP (raised here as the signal thread of the real window raises it)
/// close the game as the close button does: the time since the last move is kept.
#[test]
fn a_quit_signal_keeps_the_unfinished_game_with_the_time_since_the_last_move() {
    let dir = temp_dir("signal");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    start_with(&mut app, |s| s.options.set_clock_minutes(1));
    play(&mut app, "f5");
    run_secs(&mut app, 1.0);
    let signal = app.world().resource::<QuitSignal>().clone();
    assert!(signal.raise(), "the first signal");
    assert!(
        !signal.raise(),
        "a second signal is told apart (it ends the process)"
    );
    exits_keeping_the_clock(&mut app, &dir, "the signal");
}

#[test]
fn a_new_game_played_instead_of_the_offered_one_sets_that_one_aside_as_a_saved_game() {
    let dir = temp_dir("aside");
    {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        play(&mut app, "f5");
        assert_eq!(unfinished_moves(&dir), "f5");
        app.world_mut().write_message(AppExit::Success);
        app.update();
    }
    // The next window offers f5; a new game is played instead.
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut app, "d3");
    assert_eq!(unfinished_moves(&dir), "d3");
    let saved: Vec<std::path::PathBuf> = std::fs::read_dir(dir.join("games"))
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    assert_eq!(saved.len(), 1, "the offered game is kept as a saved game");
    let text = std::fs::read_to_string(&saved[0]).unwrap();
    assert_eq!(transcript(&parse_record(&text).unwrap().game, false), "f5");
    let msg = message(&mut app).concat();
    assert!(
        msg.contains("unfinished game from before is saved"),
        "{msg}"
    );
    // Its next moves keep the file without setting anything else aside.
    play(&mut app, "c3");
    assert_eq!(unfinished_moves(&dir), "d3c3");
    assert_eq!(std::fs::read_dir(dir.join("games")).unwrap().count(), 1);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn taking_back_every_move_leaves_no_unfinished_game_to_offer() {
    let dir = temp_dir("undo-all");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut app, "f5");
    assert_eq!(unfinished_moves(&dir), "f5");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    run_secs(&mut app, 1.0);
    assert!(game(&app).history().is_empty());
    assert!(
        !dir.join("unfinished.txt").exists(),
        "a game taken back to its start is not offered"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_without_waiting_for_a_writer() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe.txt");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("skipped: mkfifo is not available");
        return;
    }
    let (tx, rx) = std::sync::mpsc::channel();
    let path = fifo.clone();
    std::thread::spawn(move || {
        let r = reversi3d::game::read_limited(&path).map(|_| ());
        let _ = tx.send(r.map_err(|e| e.to_string()));
    });
    let r = rx
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("answered at once, without waiting for a writer");
    let e = r.expect_err("a pipe is not a saved game");
    assert!(e.contains("pipe.txt") && e.contains("pipe"), "{e}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_second_window_keeps_the_unfinished_game_once_the_first_is_closed() {
    let dir = temp_dir("takeover");
    let mut first = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut first, "f5");
    let mut second = new_app_with(HUMANS, Storage::under(dir.clone()));
    escape_to_start(&mut second);
    assert!(second.world().resource::<Unfinished>().0.is_none());
    drop(first);
    // The next time the second window shows its start screen, it offers the game.
    second
        .world_mut()
        .write_message(reversi3d::game::StartNewGame);
    run_secs(&mut second, 0.2);
    escape_to_start(&mut second);
    let offered = second.world().resource::<Unfinished>().0.clone();
    assert_eq!(
        offered.map(|r| transcript(&r.game, false)).as_deref(),
        Some("f5")
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue #25 (the monkey, seed 4242): Resume and a paste reach the game in the same frame
/// (Enter on the start screen is read a frame late). The pasted game is the one shown, and it
/// is only shown, not resumed: finished by its first move, it leaves the unfinished game in
/// its file; played on, it sets that game aside first instead of writing over it.
#[test]
fn a_game_pasted_in_the_frame_of_a_resume_is_shown_not_resumed() {
    use reversi3d::game::NewGameSetup;
    let dir = temp_dir("resume-and-paste");
    {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        play(&mut app, "f5");
        play(&mut app, "d6");
    }
    let mut app = start_screen_app(Storage::under(dir.clone()), LaunchOptions::default(), false);
    app.world_mut().resource_mut::<NewGameSetup>().players = HUMANS;
    let resume_and_paste = |app: &mut App, text: &str| {
        assert!(app.world().resource::<Unfinished>().0.is_some(), "offered");
        app.world_mut().write_message(RecordRequest::Resume);
        app.world_mut()
            .write_message(RecordRequest::Paste(text.into()));
        frames(app, 2);
        assert!(run_until(app, 50, turn_decided), "the game was not shown");
    };
    // Dark's f2 turns e2, and then neither side has a move: the pasted game ends at once.
    let board = "-----------XO--O------------------------------------X----------- X";
    resume_and_paste(&mut app, board);
    assert!(game(&app).history().is_empty(), "the pasted board is shown");
    play(&mut app, "f2");
    assert!(game(&app).is_over());
    assert_eq!(
        unfinished_moves(&dir),
        "f5d6",
        "the pasted game finished; the unfinished one is still kept"
    );
    let set_aside = || {
        std::fs::read_dir(dir.join("games"))
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default()
    };
    // The pasted game, finished by play, is saved; the unfinished game is not set aside.
    let finished: Vec<std::path::PathBuf> = set_aside();
    let moves = |p: &std::path::PathBuf| {
        let text = std::fs::read_to_string(p).unwrap();
        transcript(&parse_record(&text).unwrap().game, false)
    };
    assert_eq!(
        finished.iter().map(moves).collect::<Vec<_>>(),
        ["f2"],
        "nothing set aside"
    );

    // A pasted game that goes on: its first move sets the unfinished game aside.
    escape_to_start(&mut app);
    resume_and_paste(&mut app, "f5");
    assert_eq!(transcript(&game(&app), false), "f5", "the paste is shown");
    play(&mut app, "f6");
    assert_eq!(unfinished_moves(&dir), "f5f6");
    let saved: Vec<std::path::PathBuf> = set_aside()
        .into_iter()
        .filter(|p| !finished.contains(p))
        .collect();
    assert_eq!(
        saved.iter().map(moves).collect::<Vec<_>>(),
        ["f5d6"],
        "the unfinished game is set aside"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A new game in which only the computer has moved (its first move, the person yet to play) is
/// not kept: the unfinished game before stays in its file and is not set aside. The person's
/// first move then keeps it, and sets the game before aside, as for any new game.
#[test]
fn a_game_only_the_computer_has_moved_in_is_not_kept() {
    let dir = temp_dir("computer-only");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut app, "f5");
    play(&mut app, "d6");
    assert_eq!(unfinished_moves(&dir), "f5d6");
    // Light against the computer, which moves first.
    start_with(&mut app, |s| {
        s.players = Players {
            dark: PlayerKind::Computer(0),
            light: PlayerKind::Human,
        }
    });
    assert!(run_until(&mut app, 500, |a| game(a).history().len() == 1
        && turn_settled(a)));
    frames(&mut app, 5);
    assert_eq!(unfinished_moves(&dir), "f5d6", "the game before stays");
    assert!(!dir.join("games").exists(), "nothing set aside");
    let reply = reversi_engine::rules::Bitboard(game(&app).legal_moves())
        .squares()
        .next()
        .unwrap();
    play(&mut app, &reply.to_string());
    let now = transcript(&game(&app), false);
    assert_eq!(now.len(), 4, "the computer's move and the person's");
    assert_eq!(unfinished_moves(&dir), now, "kept from the person's move");
    let saved: Vec<String> = names_in(&dir.join("games"))
        .iter()
        .map(|n| {
            let text = std::fs::read_to_string(dir.join("games").join(n)).unwrap();
            transcript(&parse_record(&text).unwrap().game, false)
        })
        .collect();
    assert_eq!(saved, ["f5d6"], "the game before is set aside");
    // Taken back to the computer's move alone: nothing is left to offer, and closing the
    // window does not write it again.
    assert!(run_until_phase(&mut app, 500, Phase::HumanTurn));
    assert_eq!(game(&app).history().len(), 3, "the computer replied");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert!(run_until(&mut app, 500, |a| game(a).history().len() == 1
        && phase(a) == Some(Phase::HumanTurn)));
    assert!(!dir.join("unfinished.txt").exists(), "removed");
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert!(
        !dir.join("unfinished.txt").exists(),
        "not written on closing"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_last_saved_game_is_the_newest_file_that_is_a_game() {
    use reversi3d::game::{latest_saved, saved_text};
    let dir = temp_dir("latest-game");
    let storage = Storage::under(dir.clone());
    let games = storage.games.clone().unwrap();
    std::fs::create_dir_all(&games).unwrap();
    let g = reversi_engine::rules::notation::replay(GameOptions::default(), "f5d6c3").unwrap();
    std::fs::write(games.join("game.txt"), saved_text(&g, &HUMANS)).unwrap();
    // Newer, but a note: passed over.
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(games.join("notes.txt"), "remember the milk\n").unwrap();
    assert_eq!(latest_saved(&storage), Some(games.join("game.txt")));
    std::fs::remove_file(games.join("game.txt")).unwrap();
    assert_eq!(latest_saved(&storage), None, "no game in the folder");
    let _ = std::fs::remove_dir_all(dir);
}
