//! "Your games" and "Your record", headless: the list of saved games (newest first, filters,
//! a file that is not a game, delete into the trash and undo, review and resume from a row),
//! the index kept in step with the folder, and the record after finished, abandoned and
//! taken-back games. The real plugins, driven with `app.update()`; the screen's buttons are
//! clicked by their names.

#[path = "../app/mod.rs"]
mod app;
mod file_chooser;
mod trash;

use app::*;
use bevy::prelude::*;
use reversi_engine::ai::level_index;
use reversi_engine::rules::{Game, GameOptions, Side, Variant};
use reversi3d::game::Locale;
use reversi3d::game::{
    Entry, GamesList, LaunchOptions, Library, PlayerKind, Players, Record, Storage, gather,
    record_path, saved_text, scan,
};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

const YOU_VS_EXPERT: Players = Players {
    dark: PlayerKind::Human,
    light: PlayerKind::Computer(EXPERT),
};
const EXPERT: usize = level_index("Expert");

/// Writes `text` as `name` in `dir`, modified `age_secs` before now.
fn write_aged(dir: &Path, name: &str, text: &str, age_secs: u64) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    let f = std::fs::File::options().write(true).open(&p).unwrap();
    f.set_modified(SystemTime::now() - Duration::from_secs(age_secs))
        .unwrap();
    p
}

/// A finished game (random legal moves) in which Dark wins, or loses, as asked.
fn finished_where_dark(wins: bool, seed0: u64) -> Game {
    (seed0..)
        .map(|s| finished_game(GameOptions::default(), s))
        .find(|g| g.result().unwrap().winner == Some(if wins { Side::Dark } else { Side::Light }))
        .unwrap()
}

/// A game of `plies` random legal plies, not over.
fn unfinished(plies: usize) -> Game {
    let full = finished_game(GameOptions::default(), 3);
    full.after_plies(plies)
}

/// The app on the start screen with its files in `dir`.
fn app_in(dir: &Path) -> App {
    start_screen_app(
        Storage::under(dir.to_path_buf()),
        LaunchOptions::default(),
        false,
    )
}

/// Clicks the button named `name` and steps a frame.
fn press_button(app: &mut App, name: &str) {
    let b = entity_with(app, name);
    trigger_click(app, b);
    app.update();
}

/// Opens the list from the start screen and waits for its scan.
fn open_list(app: &mut App) {
    press_button(app, "games");
    // The scan runs off the main thread: on a loaded machine it may take seconds.
    assert!(
        run_until(app, 5000, |a| a.world().resource::<Library>().scanned
            && *a.world().resource::<State<GamesList>>().get()
                == GamesList::Open),
        "the list did not open"
    );
    // The rows are built the frame after the scan.
    frames(app, 2);
}

fn listed(app: &App) -> Vec<String> {
    let lib = app.world().resource::<Library>();
    lib.shown().iter().map(|r| r.name.clone()).collect()
}

fn button_names(app: &mut App) -> Vec<&'static str> {
    let world = app.world_mut();
    let mut q = world.query::<&reversi3d::game::ButtonName>();
    q.iter(world).map(|n| n.0).collect()
}

/// Three games and a file that is not one.
fn three_games_and_junk(games: &Path) {
    let won = finished_where_dark(true, 1);
    let lost = finished_where_dark(false, 1);
    write_aged(games, "won.txt", &saved_text(&won, &YOU_VS_EXPERT), 300);
    write_aged(games, "lost.txt", &saved_text(&lost, &YOU_VS_EXPERT), 200);
    let mut reverse = GameOptions::default();
    reverse.set_variant(Variant::Reverse);
    let two = finished_game(reverse, 9);
    write_aged(games, "two.txt", &saved_text(&two, &HUMANS), 100);
    write_aged(games, "notes.txt", "shopping: milk, eggs\n", 50);
}

#[test]
fn the_list_is_newest_first_filters_and_lists_a_foreign_file_with_its_reason() {
    let dir = temp_dir("library-list");
    let games = dir.join("games");
    three_games_and_junk(&games);
    let mut app = app_in(&dir);
    open_list(&mut app);
    assert_eq!(
        listed(&app),
        ["notes.txt", "two.txt", "lost.txt", "won.txt"]
    );
    let lib = app.world().resource::<Library>();
    let Entry::Unreadable { why, .. } = &lib.rows[0].entry else {
        panic!("notes.txt is not a game: {:?}", lib.rows[0].entry)
    };
    assert!(why.contains("line 1"), "the reason names the line: {why}");
    let text = all_text(&mut app);
    assert!(text.contains("Not a game: notes.txt"), "{text}");
    // The count is of games: the file that is not one is listed, not counted.
    assert!(
        text.contains("3 games") && !text.contains("4 games"),
        "{text}"
    );
    assert!(text.contains("Two players"), "{text}");
    assert!(text.contains("Reverse"), "{text}");
    assert!(
        text.contains("You (Dark) vs Computer\u{a0}· Expert"),
        "{text}"
    );
    let names = button_names(&mut app);
    for n in [
        "game1-delete",
        "game2-review",
        "game3-review",
        "games-close",
    ] {
        assert!(names.contains(&n), "{n} in {names:?}");
    }
    assert!(
        !names.contains(&"game1-review"),
        "no review for a file that is no game"
    );

    // Result: any → won.
    press_button(&mut app, "games-result");
    frames(&mut app, 1);
    assert_eq!(listed(&app), ["won.txt"]);
    assert!(all_text(&mut app).contains("1 of 3 games"));
    // → drawn → lost.
    press_button(&mut app, "games-result");
    press_button(&mut app, "games-result");
    assert_eq!(listed(&app), ["lost.txt"]);
    // → unfinished → any result.
    press_button(&mut app, "games-result");
    press_button(&mut app, "games-result");
    // Variant: any → Classic → Reverse.
    press_button(&mut app, "games-variant");
    press_button(&mut app, "games-variant");
    assert_eq!(listed(&app), ["two.txt"]);
    press_button(&mut app, "games-variant");
    // Opponent: anyone → Beginner … Expert.
    for _ in 0..=EXPERT {
        press_button(&mut app, "games-opponent");
    }
    assert_eq!(listed(&app), ["lost.txt", "won.txt"]);

    // Esc closes the list and leaves the start screen as it was.
    press(&mut app, &[KeyCode::Escape]);
    frames(&mut app, 1);
    assert_eq!(
        *app.world().resource::<State<GamesList>>().get(),
        GamesList::Closed
    );
    assert_eq!(
        *app.world()
            .resource::<State<reversi3d::game::Screen>>()
            .get(),
        reversi3d::game::Screen::Start
    );
}

#[test]
fn delete_moves_the_file_to_the_trash_and_undo_puts_it_back() {
    let dir = temp_dir("library-delete");
    let games = dir.join("games");
    three_games_and_junk(&games);
    let mut app = app_in(&dir);
    // Each change rescans the folder off the main thread: seconds on a loaded machine.
    open_list(&mut app);
    // The second row is two.txt.
    press_button(&mut app, "game2-delete");
    assert!(!games.join("two.txt").exists());
    assert!(
        games.join("trash").join("two.txt").exists(),
        "kept in the trash"
    );
    assert!(run_until(&mut app, 5000, |a| !listed(a)
        .contains(&"two.txt".to_string())));
    assert!(all_text(&mut app).contains("Deleted two.txt"));
    press_button(&mut app, "games-undo");
    assert!(games.join("two.txt").exists(), "put back");
    assert!(!games.join("trash").join("two.txt").exists());
    assert!(run_until(&mut app, 5000, |a| listed(a).len() == 4));
    assert_eq!(listed(&app)[1], "two.txt");
    // The trash folder is not listed.
    press_button(&mut app, "game1-delete");
    assert!(run_until(&mut app, 5000, |a| listed(a).len() == 3
        && a.world().resource::<Library>().scanned));
    assert!(
        !listed(&app)
            .iter()
            .any(|n| n == "trash" || n == "notes.txt")
    );
}

/// The visibility of the screen named `name` (the start screen, the pause menu), if it is up.
fn screen_visibility(app: &mut App, name: &str) -> Option<Visibility> {
    let world = app.world_mut();
    let mut q = world.query::<(&Name, &Visibility)>();
    q.iter(world)
        .find(|(n, _)| n.as_str() == name)
        .map(|(_, v)| *v)
}

#[test]
fn the_start_screen_is_hidden_under_the_list_and_shown_when_it_closes() {
    let dir = temp_dir("library-under");
    three_games_and_junk(&dir.join("games"));
    let mut app = app_in(&dir);
    assert_eq!(
        screen_visibility(&mut app, "Start screen"),
        Some(Visibility::Inherited)
    );
    open_list(&mut app);
    assert_eq!(
        screen_visibility(&mut app, "Start screen"),
        Some(Visibility::Hidden),
        "nothing of it shows through the list"
    );
    press_button(&mut app, "games-close");
    frames(&mut app, 2);
    assert_eq!(
        screen_visibility(&mut app, "Start screen"),
        Some(Visibility::Inherited)
    );
}

#[test]
fn an_undo_that_cannot_put_the_file_back_can_be_tried_again() {
    let dir = temp_dir("library-undo-retry");
    let games = dir.join("games");
    three_games_and_junk(&games);
    let mut app = app_in(&dir);
    open_list(&mut app);
    let two = std::fs::read_to_string(games.join("two.txt")).unwrap();
    press_button(&mut app, "game2-delete");
    assert!(games.join("trash").join("two.txt").exists());
    // Another file takes the name meanwhile: the undo is refused and nothing is replaced.
    std::fs::write(games.join("two.txt"), "someone else's file").unwrap();
    press_button(&mut app, "games-undo");
    let status = app.world().resource::<Library>().status.clone();
    let status = Locale::default().render(&status.expect("a status"));
    assert!(status.contains("exists again"), "{status}");
    assert_eq!(
        std::fs::read_to_string(games.join("two.txt")).unwrap(),
        "someone else's file"
    );
    assert!(games.join("trash").join("two.txt").exists(), "still kept");
    assert_eq!(app.world().resource::<Library>().trashed.len(), 1);
    assert!(
        all_text(&mut app).contains("Undo delete"),
        "the Undo button stays"
    );
    // The name is free again: the same Undo puts the game back.
    std::fs::remove_file(games.join("two.txt")).unwrap();
    press_button(&mut app, "games-undo");
    assert!(!games.join("trash").join("two.txt").exists());
    assert_eq!(
        std::fs::read_to_string(games.join("two.txt")).unwrap(),
        two,
        "the game is back"
    );
    assert!(app.world().resource::<Library>().trashed.is_empty());
}

#[test]
fn review_and_resume_from_a_row() {
    let dir = temp_dir("library-open");
    let games = dir.join("games");
    let won = finished_where_dark(true, 1);
    let open = unfinished(21);
    write_aged(&games, "won.txt", &saved_text(&won, &YOU_VS_EXPERT), 200);
    write_aged(&games, "open.txt", &saved_text(&open, &HUMANS), 100);
    let mut app = app_in(&dir);
    open_list(&mut app);
    assert_eq!(listed(&app), ["open.txt", "won.txt"]);
    let names = button_names(&mut app);
    assert!(names.contains(&"game1-resume") && !names.contains(&"game1-review"));
    assert!(names.contains(&"game2-review") && !names.contains(&"game2-resume"));

    press_button(&mut app, "game2-review");
    assert!(
        run_until(&mut app, 200, |a| phase(a)
            == Some(reversi3d::game::Phase::GameOver)),
        "the finished game is shown on the scoring screen"
    );
    assert_eq!(game(&app).history(), won.history());
    assert_eq!(
        *app.world().resource::<State<GamesList>>().get(),
        GamesList::Closed
    );
    // Its analysis starts by itself.
    assert!(
        run_until(&mut app, 300, |a| {
            let an = a.world().resource::<reversi3d::game::Analysis>();
            an.is_running() || an.result().is_some()
        }),
        "the review starts the analysis"
    );

    // Back to the list from the start screen; resume the unfinished game.
    quit_to_start(&mut app);
    open_list(&mut app);
    press_button(&mut app, "game1-resume");
    assert!(run_until(&mut app, 200, turn_settled));
    assert_eq!(game(&app).history(), open.history());
    assert_eq!(*app.world().resource::<Players>(), HUMANS);
    assert!(!game(&app).is_over());
}

#[test]
fn copy_moves_and_export_ggf_from_a_row() {
    let dir = temp_dir("library-copy");
    let games = dir.join("games");
    let won = finished_where_dark(true, 1);
    write_aged(&games, "won.txt", &saved_text(&won, &YOU_VS_EXPERT), 200);
    let mut app = app_in(&dir);
    open_list(&mut app);
    press_button(&mut app, "game1-copy");
    let moves = reversi_engine::rules::record::move_list(&won);
    let status = app.world().resource::<Library>().status.clone();
    let status = Locale::default().render(&status.expect("a status"));
    assert!(status.contains(&moves), "{status}");
    press_button(&mut app, "game1-ggf");
    let ggf = std::fs::read_to_string(games.join("won.ggf")).expect("won.ggf written");
    let back = reversi_engine::rules::ggf::parse_ggf_game(&ggf).unwrap();
    assert_eq!(back.history(), won.history());
    assert!(run_until(&mut app, 500, |a| listed(a).len() == 2
        && a.world().resource::<Library>().scanned));
    // Pressed again, on the game or on its export: the export there is named, none is added.
    for button in ["game1-ggf", "game2-ggf"] {
        press_button(&mut app, button);
        let status = app.world().resource::<Library>().status.clone();
        let status = Locale::default().render(&status.expect("a status"));
        assert_eq!(status, "Already exported as GGF: won.ggf", "{button}");
        frames(&mut app, 20);
        assert_eq!(listed(&app), ["won.txt", "won.ggf"], "{button}");
    }
    let exports: Vec<String> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ggf"))
        .collect();
    assert_eq!(exports, ["won.ggf"]);
}

#[test]
fn the_index_follows_files_changed_behind_its_back() {
    let dir = temp_dir("library-index");
    let games = dir.join("games");
    three_games_and_junk(&games);
    let (rows, first) = scan(&games);
    assert_eq!((rows.len(), first.read, first.from_index), (4, 4, 0));
    assert!(first.index_written);
    let (again, second) = scan(&games);
    assert_eq!((second.read, second.from_index), (0, 4));
    assert!(!second.index_written, "nothing changed, nothing written");
    assert_eq!(again, rows);

    // One file replaced by another game, one removed, one added.
    let other = finished_where_dark(false, 40);
    write_aged(&games, "won.txt", &saved_text(&other, &HUMANS), 10);
    std::fs::remove_file(games.join("notes.txt")).unwrap();
    write_aged(&games, "new.txt", &saved_text(&unfinished(8), &HUMANS), 5);
    let (rows, third) = scan(&games);
    assert_eq!((third.read, third.from_index), (2, 2));
    assert!(third.index_written);
    let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["new.txt", "won.txt", "two.txt", "lost.txt"]);
    let Entry::Game(s) = &rows[1].entry else {
        panic!()
    };
    assert_eq!(
        s.players_text(&Locale::default()),
        "Two players",
        "read again, not taken from the index"
    );

    // A damaged index is rebuilt from the files.
    std::fs::write(reversi3d::game::index_path(&games), "(garbage").unwrap();
    let (rebuilt, fourth) = scan(&games);
    assert_eq!((fourth.read, fourth.from_index), (4, 0));
    assert_eq!(rebuilt, rows);
}

/// The game `g` with its last `n` plies taken back.
fn without_last(g: &Game, n: usize) -> Game {
    g.after_plies(g.history().len() - n)
}

#[test]
fn the_record_counts_games_finished_against_the_computer_only() {
    let dir = temp_dir("library-record");
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    // A won game, its last move left for you to play (you are Dark against Expert).
    let won = (1..)
        .map(|s| finished_game(GameOptions::default(), s))
        .find(|g| {
            let last = g.history().last().unwrap();
            last.color == Side::Dark
                && matches!(last.kind, reversi_engine::rules::PlyKind::Move(_))
                && g.result().unwrap().winner == Some(Side::Dark)
        })
        .unwrap();
    let last_square = match won.history().last().unwrap().kind {
        reversi_engine::rules::PlyKind::Move(s) => s.to_string(),
        _ => unreachable!(),
    };
    let mut app = new_app_launched(
        YOU_VS_EXPERT,
        Storage::under(dir.clone()),
        LaunchOptions::default(),
        false,
    );
    // Finished by play in the window: counts.
    load_game(&mut app, without_last(&won, 1), YOU_VS_EXPERT);
    play(&mut app, &last_square);
    assert!(game(&app).is_over());
    frames(&mut app, 2);
    let record = |dir: &Path| {
        let (rows, _) = scan(&dir.join("games"));
        Record::of(&gather(&dir.join("games"), &rows))
    };
    let r = record(&dir);
    assert_eq!(
        (r.levels[EXPERT].games, r.levels[EXPERT].wins),
        (1, 1),
        "{r:?}"
    );

    // The same game loaded finished (not played here): not counted again, nor as a new one.
    load_game(&mut app, won.clone(), YOU_VS_EXPERT);
    frames(&mut app, 3);
    assert_eq!(record(&dir).total(), 1);

    // Abandoned: taken back to its start, then a new game.
    load_game(&mut app, without_last(&won, 1), YOU_VS_EXPERT);
    while !game(&app).history().is_empty() {
        let before = game(&app).history().len();
        app.world_mut().write_message(reversi3d::game::UndoRequest);
        assert!(run_until(&mut app, 300, |a| game(a).history().len()
            < before
            && turn_settled(a)));
    }
    start_with(&mut app, |_| {});
    assert_eq!(record(&dir).total(), 1);

    // Pasted one move from its end and won there: you did not play its moves, so it does not
    // count.
    let pasted = reversi_engine::rules::record::move_list(&without_last(&won, 1));
    app.world_mut()
        .write_message(reversi3d::game::RecordRequest::Paste(pasted));
    frames(&mut app, 2);
    assert!(run_until(&mut app, 50, turn_decided));
    let seated = *app.world().resource::<Players>();
    assert!(
        seated.dark == PlayerKind::Human && matches!(seated.light, PlayerKind::Computer(_)),
        "you against the computer: {seated:?}"
    );
    play(&mut app, &last_square);
    assert!(game(&app).is_over());
    frames(&mut app, 2);
    assert_eq!(record(&dir).total(), 1);

    // A lost game saved by hand and a two-player game in the folder: the loss counts, the
    // two-player game does not; an unfinished one does not.
    let lost = finished_where_dark(false, 1);
    write_aged(&games, "lost.txt", &saved_text(&lost, &YOU_VS_EXPERT), 10);
    write_aged(
        &games,
        "lost-again.txt",
        &saved_text(&lost, &YOU_VS_EXPERT),
        9,
    );
    write_aged(&games, "two.txt", &saved_text(&won, &HUMANS), 8);
    write_aged(
        &games,
        "open.txt",
        &saved_text(&unfinished(30), &YOU_VS_EXPERT),
        7,
    );
    let r = record(&dir);
    assert_eq!(
        (
            r.levels[EXPERT].games,
            r.levels[EXPERT].wins,
            r.levels[EXPERT].losses
        ),
        (2, 1, 1),
        "the same game in two files counts once: {r:?}"
    );
    assert!(r.rating.is_some());

    // The record file lost: rebuilt from the saved games, the game finished here among them
    // (saved when it finished).
    std::fs::remove_file(record_path(&games)).unwrap();
    let r = record(&dir);
    assert_eq!(
        (
            r.levels[EXPERT].games,
            r.levels[EXPERT].wins,
            r.levels[EXPERT].losses
        ),
        (2, 1, 1)
    );
    assert!(record_path(&games).exists(), "written again");
}

/// A game whose first moves were pasted (kept as a saved game, or exported as GGF) or which
/// began from a pasted board is listed as imported, and your record leaves it out.
#[test]
fn a_pasted_game_is_listed_as_imported_and_left_out_of_the_record() {
    use reversi_engine::rules::ggf::{GgfGame, write_ggf};
    use reversi_engine::rules::record::{move_list, parse_paste};
    use reversi_engine::rules::{Ply, PlyKind};
    let dir = temp_dir("library-imported");
    let games = dir.join("games");
    let played = finished_where_dark(true, 1);
    let other = finished_where_dark(true, 100);
    let third = finished_where_dark(true, 200);
    assert!(other.history() != played.history() && third.history() != played.history());
    let play_out = |g: &mut Game, plies: &[Ply]| {
        for p in plies {
            match p.kind {
                PlyKind::Move(s) => g.play(s).map(|_| ()),
                PlyKind::Pass => g.pass().map(|_| ()),
            }
            .unwrap();
        }
        assert!(g.is_over());
    };
    // Pasted at its 50th ply, then played to its end.
    let mut pasted =
        parse_paste(&move_list(&other.after_plies(50)), GameOptions::default()).unwrap();
    play_out(&mut pasted, &other.history()[50..]);
    // Its position at the 50th ply pasted as a board, then played to its end.
    let at = third.after_plies(50);
    let mut set_up = Game::from_position(
        GameOptions::default(),
        at.discs(Side::Dark),
        at.discs(Side::Light),
        at.to_move(),
    );
    play_out(&mut set_up, &third.history()[50..]);
    write_aged(
        &games,
        "played.txt",
        &saved_text(&played, &YOU_VS_EXPERT),
        40,
    );
    write_aged(
        &games,
        "pasted.txt",
        &saved_text(&pasted, &YOU_VS_EXPERT),
        30,
    );
    let ggf = write_ggf(&[GgfGame::from_game(&pasted, "you", "computer, Expert")]);
    write_aged(&games, "pasted.ggf", &ggf, 20);
    write_aged(
        &games,
        "set-up.txt",
        &saved_text(&set_up, &YOU_VS_EXPERT),
        10,
    );
    let mut app = app_in(&dir);
    open_list(&mut app);
    let mut names = listed(&app);
    names.sort();
    assert_eq!(
        names,
        ["pasted.ggf", "pasted.txt", "played.txt", "set-up.txt"]
    );
    let text = all_text(&mut app);
    assert_eq!(
        text.matches("imported, not in your record").count(),
        3,
        "{text}"
    );
    let r = &app.world().resource::<Library>().record;
    assert_eq!(
        (r.levels[EXPERT].games, r.levels[EXPERT].wins),
        (1, 1),
        "only the game played from its start counts: {r:?}"
    );
}

#[test]
fn the_start_screen_shows_the_record_beside_the_chosen_level() {
    let dir = temp_dir("library-start");
    let games = dir.join("games");
    let lost = finished_where_dark(false, 1);
    write_aged(&games, "lost.txt", &saved_text(&lost, &YOU_VS_EXPERT), 10);
    let mut app = app_in(&dir);
    app.world_mut()
        .resource_mut::<reversi3d::game::NewGameSetup>()
        .level = level_index("Expert");
    assert!(
        run_until(&mut app, 300, |a| all_text(a)
            .contains("You vs Expert: 0–0–1")),
        "{}",
        all_text(&mut app)
    );
}

#[test]
fn the_pause_menu_opens_the_list_and_esc_goes_back_to_the_pause_menu() {
    let dir = temp_dir("library-pause");
    let games = dir.join("games");
    let won = finished_where_dark(true, 1);
    write_aged(&games, "won.txt", &saved_text(&won, &YOU_VS_EXPERT), 200);
    let mut app = new_app_launched(
        HUMANS,
        Storage::under(dir.clone()),
        LaunchOptions::default(),
        false,
    );
    play(&mut app, "f5");
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 200, |a| phase(a)
        == Some(reversi3d::game::Phase::Paused)));
    press_button(&mut app, "pause-games");
    assert!(run_until(&mut app, 500, |a| a
        .world()
        .resource::<Library>()
        .scanned
        && *a.world().resource::<State<GamesList>>().get()
            == GamesList::Open));
    assert_eq!(listed(&app), ["won.txt"]);
    // Esc closes the list only: the game stays paused under it.
    press(&mut app, &[KeyCode::Escape]);
    frames(&mut app, 2);
    assert_eq!(
        *app.world().resource::<State<GamesList>>().get(),
        GamesList::Closed
    );
    assert_eq!(phase(&app), Some(reversi3d::game::Phase::Paused));
    assert_eq!(game(&app).history().len(), 1);
}

#[test]
fn the_keyboard_goes_through_the_lists_buttons_only() {
    let dir = temp_dir("library-keys");
    let games = dir.join("games");
    let open = unfinished(12);
    write_aged(&games, "open.txt", &saved_text(&open, &HUMANS), 100);
    let mut app = app_in(&dir);
    open_list(&mut app);
    let focused = |app: &mut App| {
        let f = app.world().resource::<reversi3d::game::MenuFocus>().0?;
        app.world()
            .get::<reversi3d::game::ButtonName>(f)
            .map(|n| n.0)
    };
    let mut seen = Vec::new();
    for _ in 0..8 {
        press(&mut app, &[KeyCode::Tab]);
        seen.push(focused(&mut app).expect("a button is focused"));
    }
    assert!(
        seen.iter()
            .all(|n| n.starts_with("game") || *n == "open-file"),
        "only the list's buttons: {seen:?}"
    );
    assert!(seen.contains(&"game1-resume"), "{seen:?}");
    // Enter presses the focused button: Resume plays on from the game.
    while focused(&mut app) != Some("game1-resume") {
        press(&mut app, &[KeyCode::Tab]);
    }
    press(&mut app, &[KeyCode::Enter]);
    assert!(run_until(&mut app, 200, turn_settled));
    assert_eq!(game(&app).history(), open.history());
}

#[test]
fn the_focus_stays_on_its_button_when_a_row_s_action_rebuilds_the_list() {
    let dir = temp_dir("library-focus");
    let games = dir.join("games");
    three_games_and_junk(&games);
    let mut app = app_in(&dir);
    open_list(&mut app);
    let focused = |app: &mut App| {
        let f = app.world().resource::<reversi3d::game::MenuFocus>().0?;
        app.world()
            .get::<reversi3d::game::ButtonName>(f)
            .map(|n| (f, n.0))
    };
    let mut tabs = 0;
    while focused(&mut app).map(|f| f.1) != Some("game2-copy") {
        press(&mut app, &[KeyCode::Tab]);
        tabs += 1;
        assert!(tabs < 60, "no game2-copy in the Tab order");
    }
    let (before, _) = focused(&mut app).unwrap();
    // Copy says what it copied: the panel is built again, with new buttons.
    press(&mut app, &[KeyCode::Enter]);
    frames(&mut app, 3);
    assert!(app.world().resource::<Library>().status.is_some());
    assert!(
        app.world().get_entity(before).is_err(),
        "the panel was rebuilt"
    );
    assert_eq!(
        focused(&mut app).map(|f| f.1),
        Some("game2-copy"),
        "the focus is on the same button"
    );
    // A row deleted: its place's button keeps the focus (the next row's now).
    while focused(&mut app).map(|f| f.1) != Some("game2-delete") {
        press(&mut app, &[KeyCode::Tab]);
    }
    press(&mut app, &[KeyCode::Enter]);
    assert!(run_until(&mut app, 200, |a| listed(a).len() == 3));
    // The rescan the delete starts rebuilds the panel once more when it lands, in whatever
    // frame: each time, the focus comes back to the same place a frame or two later.
    let on_delete = |a: &mut App| focused(a).map(|f| f.1) == Some("game2-delete");
    assert!(
        run_until(&mut app, 200, on_delete),
        "{:?}",
        focused(&mut app)
    );
    frames(&mut app, 30);
    assert!(
        run_until(&mut app, 10, on_delete),
        "{:?}",
        focused(&mut app)
    );
}

#[test]
fn a_reverse_win_is_a_lead_in_the_record() {
    let dir = temp_dir("library-reverse-margin");
    let games = dir.join("games");
    let mut reverse = GameOptions::default();
    reverse.set_variant(Variant::Reverse);
    let won = (1..)
        .map(|s| finished_game(reverse, s))
        .find(|g| {
            let r = g.result().unwrap();
            r.winner == Some(Side::Dark) && r.recorded_dark != r.recorded_light
        })
        .unwrap();
    write_aged(&games, "won.txt", &saved_text(&won, &YOU_VS_EXPERT), 10);
    let (rows, _) = scan(&games);
    let record = gather(&games, &rows);
    assert_eq!(record.len(), 1);
    assert_eq!(record[0].outcome, 1, "won");
    assert!(
        record[0].margin > 0,
        "a win is a lead: {}",
        record[0].margin
    );
}

#[test]
fn a_ggf_export_is_listed_below_its_game_and_no_row_above_moves() {
    let dir = temp_dir("library-export-order");
    let games = dir.join("games");
    three_games_and_junk(&games);
    let mut app = app_in(&dir);
    open_list(&mut app);
    assert_eq!(
        listed(&app),
        ["notes.txt", "two.txt", "lost.txt", "won.txt"]
    );
    press_button(&mut app, "game3-ggf");
    assert!(games.join("lost.ggf").exists());
    assert!(run_until(&mut app, 500, |a| listed(a).len() == 5));
    assert_eq!(
        listed(&app),
        ["notes.txt", "two.txt", "lost.txt", "lost.ggf", "won.txt"],
        "the export takes its game's date"
    );
}

#[test]
fn the_same_moves_in_two_games_count_twice_and_a_game_saved_twice_once() {
    let dir = temp_dir("library-record-twice");
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let won = (1..)
        .map(|s| finished_game(GameOptions::default(), s))
        .find(|g| {
            let last = g.history().last().unwrap();
            last.color == Side::Dark
                && matches!(last.kind, reversi_engine::rules::PlyKind::Move(_))
                && g.result().unwrap().winner == Some(Side::Dark)
        })
        .unwrap();
    let last_square = match won.history().last().unwrap().kind {
        reversi_engine::rules::PlyKind::Move(s) => s.to_string(),
        _ => unreachable!(),
    };
    let mut app = new_app_launched(
        YOU_VS_EXPERT,
        Storage::under(dir.clone()),
        LaunchOptions::default(),
        false,
    );
    let record = |dir: &Path| {
        let (rows, _) = scan(&dir.join("games"));
        Record::of(&gather(&dir.join("games"), &rows))
    };
    // Two games that end the same way, each finished by play here.
    for n in 1..=2 {
        load_game(&mut app, without_last(&won, 1), YOU_VS_EXPERT);
        play(&mut app, &last_square);
        assert!(game(&app).is_over());
        frames(&mut app, 2);
        // The second one saved by hand twice more: still two games.
        if n == 2 {
            press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyS]);
            press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyS]);
        }
        let r = record(&dir);
        assert_eq!(
            (r.levels[EXPERT].games, r.levels[EXPERT].wins),
            (n, n),
            "{r:?}"
        );
    }
    let saved = std::fs::read_dir(&games)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().is_file())
        .count();
    assert_eq!(
        saved, 2,
        "each game saved once when it finished; saving it by hand names that file"
    );
    assert_eq!(record(&dir).levels[EXPERT].games, 2);
}

#[test]
fn the_pager_s_buttons_are_dimmed_at_the_ends() {
    let dir = temp_dir("library-pager");
    let games = dir.join("games");
    let won = finished_where_dark(true, 1);
    let text = saved_text(&won, &YOU_VS_EXPERT);
    for i in 0..reversi3d::game::PAGE + 2 {
        write_aged(&games, &format!("g{i:02}.txt"), &text, 100 + i as u64);
    }
    let mut app = app_in(&dir);
    open_list(&mut app);
    let names = button_names(&mut app);
    assert!(!names.contains(&"games-previous"), "first page: {names:?}");
    assert!(names.contains(&"games-next"), "{names:?}");
    assert!(all_text(&mut app).contains("< Newer"), "shown, dimmed");
    press_button(&mut app, "games-next");
    frames(&mut app, 1);
    assert_eq!(app.world().resource::<Library>().page, 1);
    let names = button_names(&mut app);
    assert!(names.contains(&"games-previous"), "{names:?}");
    assert!(!names.contains(&"games-next"), "last page: {names:?}");
    assert!(all_text(&mut app).contains("Older >"), "shown, dimmed");
    press_button(&mut app, "games-previous");
    frames(&mut app, 1);
    assert_eq!(app.world().resource::<Library>().page, 0);
}
