//! A game finished by play is saved in "Your games" on its own, once: Save names that file,
//! reviewing it saves nothing, another game with the same moves is its own file, and a second
//! window finishes its game in the file that kept it. An unfinished game saved by hand in a
//! window is not copied again when another game takes its place there.

use crate::app::*;
use bevy::prelude::*;
use reversi_engine::rules::notation::transcript;
use reversi_engine::rules::record::parse_record;
use reversi_engine::rules::{Game, GameOptions, PlyKind};
use reversi3d::game::{LastSaved, RecordRequest, RedoRequest, Storage, UndoRequest};

/// The files of the games folder, sorted.
fn saved(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir.join("games"))
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p: &std::path::PathBuf| p.is_file());
    v.sort();
    v
}

fn moves_in(path: &std::path::Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let g = parse_record(&text).unwrap().game;
    assert!(g.is_over(), "{}: the finished game", path.display());
    transcript(&g, false)
}

/// A finished game between two players whose last `n` plies are moves, and those moves.
fn ending_on_moves(n: usize) -> (Game, Vec<String>) {
    (1..)
        .map(|s| finished_game(GameOptions::default(), s))
        .find_map(|g| {
            let tail = &g.history()[g.history().len() - n..];
            let squares: Option<Vec<String>> = tail
                .iter()
                .map(|p| match p.kind {
                    PlyKind::Move(sq) => Some(sq.to_string()),
                    PlyKind::Pass => None,
                })
                .collect();
            Some((g.clone(), squares?))
        })
        .unwrap()
}

#[test]
fn a_game_finished_by_play_is_saved_in_your_games_once() {
    let dir = temp_dir("finished-saved");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let (full, last) = ending_on_moves(1);
    load_game(&mut app, full.after_plies(full.history().len() - 1), HUMANS);
    assert!(saved(&dir).is_empty(), "a game only shown is not saved");
    play(&mut app, &last[0]);
    assert!(game(&app).is_over());
    let shown = until_message(&mut app, 5, "Your games");
    let files = saved(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(shown, format!("Game saved in Your games as {name}"));
    assert_eq!(moves_in(&files[0]), transcript(&full, false));

    // Saved by hand: the file that holds it is named, and no other is written.
    app.world_mut().write_message(RecordRequest::Save);
    until_message(&mut app, 5, "Saved as");
    assert_eq!(message(&mut app), vec![format!("Saved as {name}")]);
    assert_eq!(
        app.world().resource::<LastSaved>().0.as_deref(),
        Some(files[0].as_path())
    );
    assert_eq!(saved(&dir), files);

    // Reviewed after the game (Ctrl+Z and Ctrl+Y step through it): not saved again.
    app.world_mut().write_message(UndoRequest);
    frames(&mut app, 30);
    app.world_mut().write_message(RedoRequest);
    frames(&mut app, 30);
    assert!(game(&app).is_over());
    assert_eq!(saved(&dir), files, "reviewing saves nothing");

    // The same moves in another game: a game of its own, in a file of its own.
    load_game(&mut app, full.after_plies(full.history().len() - 1), HUMANS);
    play(&mut app, &last[0]);
    frames(&mut app, 3);
    let files = saved(&dir);
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(
        files
            .iter()
            .all(|f| moves_in(f) == transcript(&full, false))
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_second_window_finishes_its_game_in_the_file_that_kept_it() {
    let dir = temp_dir("finished-second-window");
    let mut first = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut first, "f5");
    let mut second = new_app_with(HUMANS, Storage::under(dir.clone()));
    let (full, last) = ending_on_moves(2);
    load_game(
        &mut second,
        full.after_plies(full.history().len() - 2),
        HUMANS,
    );
    play(&mut second, &last[0]);
    let kept = saved(&dir);
    assert_eq!(kept.len(), 1, "the second window keeps its game: {kept:?}");
    play(&mut second, &last[1]);
    assert!(game(&second).is_over());
    frames(&mut second, 3);
    assert_eq!(saved(&dir), kept, "finished in the same file");
    assert_eq!(moves_in(&kept[0]), transcript(&full, false));
    drop(first);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn saving_a_saved_game_loaded_from_its_file_names_that_file() {
    let dir = temp_dir("finished-loaded");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let (full, _) = ending_on_moves(1);
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let path = games.join("earlier.txt");
    std::fs::write(&path, reversi3d::game::saved_text(&full, &HUMANS)).unwrap();
    app.world_mut()
        .write_message(RecordRequest::Load(path.clone()));
    frames(&mut app, 5);
    assert!(game(&app).is_over());
    app.world_mut().write_message(RecordRequest::Save);
    until_message(&mut app, 5, "Saved as");
    assert_eq!(message(&mut app), vec!["Saved as earlier.txt".to_string()]);
    assert_eq!(saved(&dir), vec![path]);
    let _ = std::fs::remove_dir_all(dir);
}

/// Save mid-game, then another game: the unfinished game is not set aside in a second file,
/// and the message names the file that holds it; with a clock too, whose time left the saved
/// file and the kept one share; and in the next run, after the window was closed.
#[test]
fn an_unfinished_game_saved_by_hand_is_not_saved_again_when_another_game_is_played() {
    let dir = temp_dir("unfinished-saved");
    let files = |d: &std::path::Path| {
        let mut v: Vec<_> = std::fs::read_dir(d.join("games"))
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        v.sort();
        v
    };
    let name_of = |p: &std::path::Path| p.file_name().unwrap().to_string_lossy().into_owned();
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    // Untimed, timed, and timed with the window closed a while after the save (closing
    // writes the unfinished game with the time thought since: the next run names it too).
    for (clock, closed) in [(false, false), (true, false), (true, true)] {
        if clock {
            start_with(&mut app, |s| s.options.set_clock_minutes(1));
        } else {
            start_with(&mut app, |_| {});
        }
        play(&mut app, "f5");
        play(&mut app, "d6");
        // Time passes on the clock after the last move, before the save.
        run_secs(&mut app, 1.5);
        save_and_read(&mut app);
        let saved = files(&dir);
        let newest = app
            .world()
            .resource::<LastSaved>()
            .0
            .clone()
            .expect("saved");
        if closed {
            run_secs(&mut app, 1.0);
            app.world_mut().write_message(AppExit::Success);
            app.update();
            drop(app);
            app = new_app_with(HUMANS, Storage::under(dir.clone()));
        }
        // A new game: its first move sets the kept game aside.
        start_with(&mut app, |_| {});
        play(&mut app, "d3");
        assert_eq!(
            files(&dir),
            saved,
            "no copy of the saved game (clock: {clock}, closed: {closed})"
        );
        let msg = message(&mut app).concat();
        assert!(
            msg.contains(&format!("is saved as {}", name_of(&newest))),
            "{msg}"
        );
        assert!(
            !dir.join("unfinished-saved-as.txt").exists(),
            "its note is gone"
        );
    }
    // Without a save, the game before is set aside as before.
    let before = files(&dir).len();
    start_with(&mut app, |_| {});
    play(&mut app, "c4");
    assert_eq!(files(&dir).len(), before + 1, "the d3 game set aside");
    let _ = std::fs::remove_dir_all(dir);
}

/// The note of the file an unfinished game was saved in is trusted only for a file of the
/// games folder: a note naming another file that holds the game (`../unfinished.txt`), or a
/// pipe in its place, sets the game aside in a file of its own, and the window does not wait.
#[test]
fn a_note_naming_a_file_outside_the_games_folder_or_a_pipe_is_not_trusted() {
    let dir = temp_dir("unfinished-saved-note");
    let note = dir.join("unfinished-saved-as.txt");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let cases: &[&str] = if cfg!(unix) {
        &["outside", "pipe"]
    } else {
        &["outside"]
    };
    for case in cases {
        start_with(&mut app, |_| {});
        play(&mut app, "f5");
        save_and_read(&mut app);
        let newest = app
            .world()
            .resource::<LastSaved>()
            .0
            .clone()
            .expect("saved");
        assert!(note.is_file(), "Save notes the file");
        std::fs::remove_file(&note).unwrap();
        if *case == "outside" {
            // `unfinished.txt` holds the very game being set aside.
            std::fs::write(&note, "../unfinished.txt\n").unwrap();
        } else {
            let made = std::process::Command::new("mkfifo").arg(&note).status();
            assert!(made.is_ok_and(|s| s.success()), "mkfifo");
            // Were the pipe read, this writer would answer with the saved file's name
            // (and the game would be named, not set aside): the test fails, not hangs.
            let (pipe, name) = (note.clone(), newest.file_name().unwrap().to_owned());
            std::thread::spawn(move || {
                std::thread::sleep(std::time::Duration::from_secs(2));
                if let Ok(mut w) = std::fs::OpenOptions::new().write(true).open(&pipe) {
                    use std::io::Write as _;
                    let _ = writeln!(w, "{}", name.to_string_lossy());
                }
            });
        }
        let before = saved(&dir);
        start_with(&mut app, |_| {});
        play(&mut app, "d3");
        let after = saved(&dir);
        assert_eq!(
            after.len(),
            before.len() + 1,
            "{case}: set aside in a file of its own"
        );
        let msg = message(&mut app).concat();
        let set_aside = after.iter().find(|p| !before.contains(p)).unwrap();
        let named = |p: &std::path::Path| p.file_name().unwrap().to_string_lossy().into_owned();
        assert!(msg.contains(&named(set_aside)), "{case}: {msg}");
        assert!(!msg.contains(&named(&newest)), "{case}: {msg}");
        assert!(!msg.contains("unfinished.txt"), "{case}: {msg}");
        let _ = std::fs::remove_file(&note);
    }
    let _ = std::fs::remove_dir_all(dir);
}
