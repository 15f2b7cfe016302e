//! The trash folder: moves into it and out of it never replace a file, even one that appears
//! between a check and the move; files trashed more than 30 days ago are removed at start, and
//! nothing else is. A file that is not a game is listed with its name, not its path, and a
//! damaged game's reason in the player's language; "Load the last saved game" names the newer
//! files that are not games it passed over, and that notice stays readable when the unfinished
//! game's set-aside notice follows it.

use super::*;
use reversi3d::game::{
    MoveRefused, Notice, TRASH_DAYS, Tr, empty_old_trash, move_no_clobber, move_to_trash, restore,
};
use std::time::SystemTime;

#[test]
fn moves_into_and_out_of_the_trash_never_replace_a_file() {
    let dir = temp_dir("trash-no-clobber");
    let games = dir.join("games");
    let a = write_aged(&games, "a.txt", "first", 10);
    let t = move_to_trash(&a).unwrap();
    assert_eq!(t.in_trash, games.join("trash").join("a.txt"));
    // Another a.txt trashed: a numbered name, the first one kept.
    write_aged(&games, "a.txt", "second", 10);
    let t2 = move_to_trash(&a).unwrap();
    assert_eq!(t2.in_trash, games.join("trash").join("2-a.txt"));
    assert_eq!(std::fs::read_to_string(&t.in_trash).unwrap(), "first");
    assert_eq!(std::fs::read_to_string(&t2.in_trash).unwrap(), "second");
    // A name in the trash taken behind the list's back: the next number.
    write_aged(&games.join("trash"), "3-a.txt", "someone else's", 10);
    write_aged(&games, "a.txt", "third", 10);
    let t3 = move_to_trash(&a).unwrap();
    assert_eq!(t3.in_trash, games.join("trash").join("4-a.txt"));
    assert_eq!(
        std::fs::read_to_string(games.join("trash").join("3-a.txt")).unwrap(),
        "someone else's"
    );

    // Undo with a new a.txt in the folder: refused, both files as they were.
    write_aged(&games, "a.txt", "new", 10);
    let e = restore(&t3).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists);
    assert!(e.to_string().contains("exists again"), "{e}");
    assert_eq!(std::fs::read_to_string(&a).unwrap(), "new");
    assert_eq!(std::fs::read_to_string(&t3.in_trash).unwrap(), "third");
    std::fs::remove_file(&a).unwrap();
    restore(&t3).unwrap();
    assert_eq!(std::fs::read_to_string(&a).unwrap(), "third");
    assert!(!t3.in_trash.exists());

    // The move itself: refused onto a file, done onto a free name.
    let x = write_aged(&dir, "x", "x", 0);
    let y = write_aged(&dir, "y", "y", 0);
    let e = move_no_clobber(&x, &y).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists);
    assert_eq!(std::fs::read_to_string(&y).unwrap(), "y");
    assert!(x.exists());
    move_no_clobber(&x, &dir.join("z")).unwrap();
    assert!(!x.exists());
    assert_eq!(std::fs::read_to_string(dir.join("z")).unwrap(), "x");
    // A file that is not there is an error, and nothing is made.
    assert!(move_no_clobber(&dir.join("gone"), &dir.join("w")).is_err());
    assert!(!dir.join("w").exists());
}

#[test]
fn files_trashed_over_30_days_ago_are_removed_and_nothing_else() {
    let dir = temp_dir("trash-empty");
    let games = dir.join("games");
    let old = write_aged(&games, "old.txt", "a game", 0);
    move_to_trash(&old).unwrap();
    // Beside the trash, and in folders and links within it: never removed.
    let kept = write_aged(&games, "kept.txt", "a game", 0);
    let outside = write_aged(&dir, "outside.txt", "not in the trash", 0);
    write_aged(
        &games.join("trash").join("folder"),
        "inner.txt",
        "in a folder",
        0,
    );
    #[cfg(unix)]
    std::os::unix::fs::symlink(&outside, games.join("trash").join("link.txt")).unwrap();

    let day = std::time::Duration::from_secs(86_400);
    let now = SystemTime::now();
    assert_eq!(TRASH_DAYS, 30);
    assert_eq!(empty_old_trash(&games, now), 0, "trashed just now");
    assert_eq!(empty_old_trash(&games, now + 29 * day), 0, "29 days on");
    assert!(games.join("trash").join("old.txt").exists());
    assert_eq!(empty_old_trash(&games, now + 31 * day), 1, "31 days on");
    assert!(!games.join("trash").join("old.txt").exists());
    assert!(kept.exists());
    assert!(outside.exists());
    assert!(
        games
            .join("trash")
            .join("folder")
            .join("inner.txt")
            .exists()
    );
    #[cfg(unix)]
    assert!(
        games
            .join("trash")
            .join("link.txt")
            .symlink_metadata()
            .is_ok(),
        "a link is left alone"
    );
    // No trash folder, no games folder: nothing to do.
    assert_eq!(empty_old_trash(&dir.join("none"), now + 31 * day), 0);
}

#[test]
fn an_unreadable_file_s_reason_names_the_file_not_its_path() {
    let dir = temp_dir("trash-reason");
    let games = dir.join("games");
    // Over the 1 MiB a saved game can be: refused with its size, by the read itself.
    write_aged(&games, "huge.txt", &"x".repeat(1_100_000), 0);
    let (rows, _) = scan(&games);
    let Entry::Unreadable { why, .. } = &rows[0].entry else {
        panic!("{:?}", rows[0].entry)
    };
    assert!(why.starts_with("huge.txt: "), "{why}");
    assert!(!why.contains(&*dir.to_string_lossy()), "{why}");
}

/// A saved game whose move line went bad is listed with its reason in the player's language,
/// naming the line and the move: the same words as loading it would say.
#[test]
fn a_damaged_games_reason_is_listed_in_the_players_language() {
    use reversi3d::game::{Lang, SettingChange};
    let dir = temp_dir("library-reason-language");
    let games = dir.join("games");
    let game = reversi_engine::rules::notation::replay(GameOptions::default(), "f5 d6").unwrap();
    let bad = saved_text(&game, &YOU_VS_EXPERT).replace("d6", "d6 a1");
    let line = bad.lines().position(|l| l.contains("a1")).unwrap() + 1;
    write_aged(&games, "bad.txt", &bad, 0);
    let mut app = app_in(&dir);
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::German)));
    open_list(&mut app);
    let text = all_text(&mut app);
    let reason = format!(
        "Zeile {line}: Zug 3: a1 ist für Schwarz nicht legal (a1: keine Steine zum Umdrehen)"
    );
    assert!(text.contains("Keine Partie: bad.txt"), "{text}");
    assert!(text.contains(&reason), "{reason} in {text}");
    // A file that is not text: the reader's reason in German too.
    std::fs::write(games.join("bytes.txt"), b"\x00\xff").unwrap();
    press_button(&mut app, "games-close");
    open_list(&mut app);
    let text = all_text(&mut app);
    assert!(text.contains("kein Text: Byte 2 ist kein UTF-8"), "{text}");
    let _ = std::fs::remove_dir_all(dir);
}

/// "Load the last game" loads the newest file that is a game, and says which newer files it
/// passed over (a damaged save, a note) rather than skip them unsaid.
#[test]
fn load_last_names_the_newer_files_it_passed_over() {
    let dir = temp_dir("library-load-last-passed-over");
    let games = dir.join("games");
    let saved = unfinished(6);
    write_aged(&games, "game.txt", &saved_text(&saved, &YOU_VS_EXPERT), 300);
    let newer = reversi_engine::rules::notation::replay(GameOptions::default(), "f5 d6").unwrap();
    let bad = saved_text(&newer, &YOU_VS_EXPERT).replace("d6", "d6 a1");
    write_aged(&games, "bad.txt", &bad, 100);
    let mut app = app_in(&dir);
    press_button(&mut app, "load-last");
    let said = until_message(&mut app, 200, "bad.txt");
    assert_eq!(
        said,
        "Loaded game.txt, the newest game; the newer file bad.txt is not a game"
    );
    // It replaces the plain "Loaded game.txt" of the same moment, which it repeats.
    assert_eq!(earlier_message(&mut app), "");
    assert_eq!(game(&app).history(), saved.history());

    // Two newer files: counted, the newest named. A folder is not a file passed over.
    write_aged(&games, "notes.txt", "remember the milk\n", 0);
    std::fs::create_dir_all(games.join("folder.txt")).unwrap();
    quit_to_start(&mut app);
    press_button(&mut app, "load-last");
    let said = until_message(&mut app, 200, "notes.txt");
    assert_eq!(
        said,
        "Loaded game.txt, the newest game; 2 newer files are not games; the newest is notes.txt"
    );
    // In Japanese, where one file is its own wording (Japanese has no singular to select).
    use reversi3d::game::{Lang, SettingChange};
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::Japanese)));
    quit_to_start(&mut app);
    press_button(&mut app, "load-last");
    let said = until_message(&mut app, 200, "notes.txt");
    assert_eq!(
        said,
        "読み込みました：game.txt · 対局ではないファイル（2）：notes.txt など"
    );
    std::fs::remove_file(games.join("notes.txt")).unwrap();
    quit_to_start(&mut app);
    press_button(&mut app, "load-last");
    let said = until_message(&mut app, 200, "bad.txt");
    assert_eq!(
        said,
        "読み込みました：game.txt · 対局ではないファイル：bad.txt"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// "Load the last game" with an unfinished game kept, and a move played at once: the game's
/// notice is followed by the unfinished one's being set aside before it could be read. The
/// newest shows at once, and the one it replaced stays above it instead of vanishing unread.
#[test]
fn two_notices_at_once_both_stay_readable() {
    let dir = temp_dir("library-two-notices");
    let games = dir.join("games");
    write_aged(
        &games,
        "game.txt",
        &saved_text(&unfinished(6), &YOU_VS_EXPERT),
        300,
    );
    let kept = unfinished(9);
    std::fs::write(
        dir.join("unfinished.txt"),
        saved_text(&kept, &YOU_VS_EXPERT),
    )
    .unwrap();
    let mut app = app_in(&dir);
    press_button(&mut app, "load-last");
    until_message(&mut app, 200, "Loaded game.txt");
    // The player's first move at once: the game kept before is set aside.
    assert!(
        run_until(&mut app, 60, turn_settled),
        "the loaded game's turn"
    );
    let first = game(&app).legal_moves().trailing_zeros() as u8;
    click(&mut app, reversi_engine::rules::Square::new(first).unwrap());
    let said = until_message(&mut app, 30, "unfinished game from before");
    assert!(said.contains("is saved as"), "{said}");
    assert_eq!(earlier_message(&mut app), "Loaded game.txt");
    // A notice after the last was up long enough to be read replaces the line alone.
    run_secs(&mut app, 2.1);
    let say = |app: &mut App, words: &str| {
        app.world_mut().write_message(Notice(Tr::verbatim(words)));
        until_message(app, 5, words)
    };
    assert_eq!(say(&mut app, "third"), "third");
    assert_eq!(earlier_message(&mut app), "");
    // One soon after it is stacked again; both go when the toast does.
    assert_eq!(say(&mut app, "fourth"), "fourth");
    assert_eq!(earlier_message(&mut app), "third");
    run_secs(&mut app, 5.1);
    assert_eq!(message(&mut app).concat(), "");
    assert_eq!(earlier_message(&mut app), "");
    // A refused move is not kept above the notice that follows it at once: it is stale.
    let a1 = reversi_engine::rules::Square::new(0).unwrap();
    app.world_mut().write_message(MoveRefused {
        square: a1,
        reason: Tr::verbatim("refused"),
    });
    until_message(&mut app, 5, "refused");
    assert_eq!(say(&mut app, "fifth"), "fifth");
    assert_eq!(earlier_message(&mut app), "");
    let _ = std::fs::remove_dir_all(dir);
}
