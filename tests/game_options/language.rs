//! The language choice (issue #28): the start screen's row of languages switches every word
//! at once and is remembered in `settings.ron`; "System" forgets the pick and follows the
//! system's language; `--lang` beats the system and the settings until a language is picked
//! in the window; the pause menu and the list of saved games switch too.

use crate::app::*;
use bevy::prelude::*;
use reversi3d::game::{
    DisplaySettings, GamesList, Lang, LaunchOptions, Locale, SettingChange, Storage,
};

/// The language in use.
fn lang(app: &App) -> Lang {
    app.world().resource::<Locale>().lang()
}

/// Whether the button named `name` is marked as the chosen one.
fn marked(app: &mut App, name: &str) -> bool {
    let e = entity_with(app, name);
    app.world()
        .get::<Outline>(e)
        .is_some_and(|o| o.color != Color::NONE)
}

/// The start screen with the system's language `system` and `--lang` `lang`, keeping its
/// files in `dir`.
fn start_screen(dir: &std::path::Path, system: Option<Lang>, lang: Option<Lang>) -> App {
    let launch = LaunchOptions {
        system_language: system,
        lang,
        ..LaunchOptions::default()
    };
    let mut app = start_screen_app(Storage::under(dir.to_path_buf()), launch, false);
    frames(&mut app, 2);
    app
}

fn settings_file(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("settings.ron")).unwrap_or_default()
}

#[test]
fn a_language_button_switches_the_start_screen_at_once_and_is_remembered() {
    let dir = temp_dir("language-pick");
    let mut app = start_screen(&dir, Some(Lang::German), None);
    assert_eq!(lang(&app), Lang::German, "the system's language by default");
    let text = all_text(&mut app);
    assert!(text.contains("Schwarz spielen"), "{text}");
    assert!(text.contains("System (Deutsch)"), "{text}");
    assert!(marked(&mut app, "lang-system"), "no language picked yet");
    for name in [
        "lang-en",
        "lang-fr",
        "lang-de",
        "lang-es",
        "lang-nl",
        "lang-it",
        "lang-ja",
        "lang-zh-Hans",
    ] {
        entity_with(&mut app, name);
    }

    let fr = entity_with(&mut app, "lang-fr");
    trigger_click(&mut app, fr);
    frames(&mut app, 2);
    assert_eq!(lang(&app), Lang::French);
    let text = all_text(&mut app);
    assert!(text.contains("Jouer Noir"), "{text}");
    assert!(text.contains("Niveau de l’ordinateur"), "{text}");
    assert!(!text.contains("Schwarz spielen"), "{text}");
    assert!(marked(&mut app, "lang-fr") && !marked(&mut app, "lang-system"));
    assert!(
        settings_file(&dir).contains("language: Some(\"fr\")"),
        "{}",
        settings_file(&dir)
    );
    drop(app);

    // The next run speaks French, whatever the system says.
    let mut app = start_screen(&dir, Some(Lang::German), None);
    assert_eq!(lang(&app), Lang::French, "remembered");
    assert!(all_text(&mut app).contains("Jouer Noir"));

    // "System" forgets the pick: back to the system's language, at once.
    let system = entity_with(&mut app, "lang-system");
    trigger_click(&mut app, system);
    frames(&mut app, 2);
    assert_eq!(lang(&app), Lang::German);
    assert!(all_text(&mut app).contains("Schwarz spielen"));
    assert_eq!(app.world().resource::<DisplaySettings>().language, None);
    assert!(!settings_file(&dir).contains("Some(\"fr\")"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn lang_on_the_command_line_beats_the_system_and_the_settings_until_a_pick() {
    let dir = temp_dir("language-override");
    std::fs::write(dir.join("settings.ron"), "(language: Some(\"it\"))").unwrap();
    // The settings beat the system.
    let mut app = start_screen(&dir, Some(Lang::German), None);
    assert_eq!(lang(&app), Lang::Italian);
    assert!(all_text(&mut app).contains("Gioca col nero"));
    drop(app);

    // --lang beats both.
    let mut app = start_screen(&dir, Some(Lang::German), Some(Lang::Spanish));
    assert_eq!(lang(&app), Lang::Spanish);
    assert!(all_text(&mut app).contains("Jugar con negras"));
    // The row marks the language in use, not the one remembered.
    assert!(marked(&mut app, "lang-es"), "--lang's language is marked");
    assert!(!marked(&mut app, "lang-it"));
    // A pick in the window replaces it for the rest of the run.
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::Japanese)));
    frames(&mut app, 2);
    assert_eq!(lang(&app), Lang::Japanese);
    assert!(all_text(&mut app).contains("黒で対局"));
    drop(app);

    // Without settings or --lang: the system's; without a system language: English.
    let _ = std::fs::remove_file(dir.join("settings.ron"));
    let app = start_screen(&dir, Some(Lang::Dutch), None);
    assert_eq!(lang(&app), Lang::Dutch);
    let mut app = start_screen(&dir, None, None);
    assert_eq!(lang(&app), Lang::English);
    assert!(all_text(&mut app).contains("Play Dark"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_pause_menu_and_the_games_list_switch_language_too() {
    let dir = temp_dir("language-pause");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until_phase(
        &mut app,
        200,
        reversi3d::game::Phase::Paused
    ));
    frames(&mut app, 2);
    assert!(all_text(&mut app).contains("Paused"));
    let ja = entity_with(&mut app, "lang-ja");
    trigger_click(&mut app, ja);
    frames(&mut app, 2);
    let text = all_text(&mut app);
    assert!(
        text.contains("一時停止") && !text.contains("Paused"),
        "{text}"
    );
    assert!(marked(&mut app, "lang-ja"));
    // The game beside the menu switches too: its status line and the players' cards.
    assert!(
        text.contains("黒の番") && !text.contains("to move") && !text.contains("Player"),
        "{text}"
    );

    // The list of saved games, switched while it is open.
    let games = entity_with(&mut app, "pause-games");
    trigger_click(&mut app, games);
    assert!(run_until(&mut app, 200, |a| {
        *a.world().resource::<State<GamesList>>().get() == GamesList::Open
            && all_text(a).contains("対局の記録")
    }));
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::German)));
    frames(&mut app, 3);
    let text = all_text(&mut app);
    assert!(
        text.contains("Ihre Partien") && !text.contains("対局の記録"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Text pasted that is no game at all is told so in words, in the player's language, and the
/// toast follows a switch of language while it is up.
#[test]
fn a_paste_that_is_no_game_is_told_in_the_players_language() {
    let mut app = new_app(HUMANS);
    app.world_mut()
        .write_message(reversi3d::game::RecordRequest::Paste("garbage".into()));
    let shown = until_message(&mut app, 5, "Cannot paste");
    assert_eq!(
        shown,
        "Cannot paste: this is not a list of moves (f5 d6 c3 …), a saved game, a GGF game or a \
         board"
    );
    assert!(game(&app).history().is_empty(), "the game is as it was");
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::German)));
    let shown = until_message(&mut app, 5, "Einfügen nicht möglich");
    assert!(shown.contains("keine Zugliste"), "{shown}");
}

/// An empty clipboard and a text too large to be a game are told in the player's language too,
/// the size with the language's decimal sign, and the game is left as it was.
#[test]
fn an_empty_or_too_large_paste_is_told_in_the_players_language() {
    let mut app = new_app(HUMANS);
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::German)));
    app.world_mut()
        .write_message(reversi3d::game::RecordRequest::Paste(" \n\t ".into()));
    let shown = until_message(&mut app, 5, "Nichts einzufügen");
    assert_eq!(
        shown,
        "Nichts einzufügen: Die Zwischenablage ist leer oder enthält nur Leerzeichen"
    );
    // Two bytes over the limit: the size still reads as more than the limit.
    let huge = "f5 ".repeat(349_526);
    assert_eq!(huge.len(), (1 << 20) + 2);
    app.world_mut()
        .write_message(reversi3d::game::RecordRequest::Paste(huge));
    let shown = until_message(&mut app, 5, "Einfügen nicht möglich");
    assert_eq!(
        shown,
        "Einfügen nicht möglich: Der Text ist 1,1\u{a0}MiB groß; eine gespeicherte Partie ist \
         höchstens 1,0\u{a0}MiB groß"
    );
    assert!(game(&app).history().is_empty(), "the game is as it was");
}

/// A pasted or loaded game's bad move or board is told in the player's language, with where it
/// is (the move, the line of a file), and follows a switch of language while it is up; the
/// game is left as it was.
#[test]
fn a_bad_move_or_board_in_a_pasted_or_loaded_game_is_told_in_the_players_language() {
    use reversi_engine::rules::{GameOptions, notation::replay};
    let dir = temp_dir("language-paste-errors");
    let mut app = new_app(HUMANS);
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::French)));
    let paste = |app: &mut App, text: &str, part: &str| {
        app.world_mut()
            .write_message(reversi3d::game::RecordRequest::Paste(text.into()));
        until_message(app, 5, part)
    };
    let shown = paste(&mut app, "f5 d6 zz", "zz");
    assert_eq!(
        shown,
        "Impossible de coller\u{a0}: coup 3\u{a0}: zz n’est pas une case (un coup est une lettre \
         de a à h et un chiffre de 1 à 8)"
    );
    let shown = paste(&mut app, "f5 f5", "f5 n’est");
    assert_eq!(
        shown,
        "Impossible de coller\u{a0}: coup 2\u{a0}: f5 n’est pas jouable pour Blanc (f5\u{a0}: la \
         case est occupée)"
    );
    // The side's name and the reason follow the language too.
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::Japanese)));
    let shown = until_message(&mut app, 5, "貼り付けできません");
    assert_eq!(
        shown,
        "貼り付けできません：2手目：f5 は白の打てる手ではありません（f5：すでに石があります）"
    );
    let shown = paste(&mut app, "f5 pass", "パス");
    assert_eq!(
        shown,
        "貼り付けできません：2手目：白は打てる手があるのでパスできません"
    );
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::German)));
    let shown = paste(&mut app, &"-".repeat(63), "Stellung");
    assert_eq!(
        shown,
        "Einfügen nicht möglich: die Stellung hat 63 Felder; nötig sind 64"
    );
    let shown = paste(&mut app, &format!("{} Z", "-".repeat(64)), "Seite am Zug");
    assert_eq!(
        shown,
        "Einfügen nicht möglich: die Seite am Zug, Z, ist weder X noch O"
    );
    assert!(game(&app).history().is_empty(), "the game is as it was");
    // A saved game with a bad move on its line of moves: the file, its line and the move.
    let good =
        reversi3d::game::saved_text(&replay(GameOptions::default(), "f5 d6").unwrap(), &HUMANS);
    let bad = good.replace("d6", "d6 c9");
    let line = bad.lines().position(|l| l.contains("c9")).unwrap() + 1;
    let path = dir.join("bad.txt");
    std::fs::write(&path, bad).unwrap();
    app.world_mut()
        .write_message(reversi3d::game::RecordRequest::Load(path.clone()));
    let shown = until_message(&mut app, 5, "c9");
    assert_eq!(
        shown,
        format!(
            "Laden nicht möglich: {}: Zeile {line}: Zug 3: c9 ist kein Feld (ein Zug ist ein \
             Buchstabe a–h und eine Ziffer 1–8)",
            path.display()
        )
    );
    assert!(game(&app).history().is_empty(), "the game is as it was");
    let _ = std::fs::remove_dir_all(dir);
}

/// A file that cannot be read as a game's text (not text, too large, a folder, missing, a pipe,
/// a device) is told in the player's language too, naming the file: not in the reader's
/// English.
#[test]
fn a_file_that_is_not_text_or_too_large_is_told_in_the_players_language() {
    let dir = temp_dir("language-read-errors");
    let mut app = new_app(HUMANS);
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::Spanish)));
    let load = |app: &mut App, path: &std::path::Path, part: &str| {
        app.world_mut()
            .write_message(reversi3d::game::RecordRequest::Load(path.to_path_buf()));
        until_message(app, 5, part)
    };
    let binary = dir.join("picture.txt");
    std::fs::write(&binary, b"f5 d6 \xff\xfe").unwrap();
    assert_eq!(
        load(&mut app, &binary, "UTF-8"),
        format!(
            "No se puede cargar {}: no es texto: el byte 7 no es UTF-8",
            binary.display()
        )
    );
    let huge = dir.join("huge.txt");
    std::fs::write(&huge, "f5".repeat(600_000)).unwrap();
    assert_eq!(
        load(&mut app, &huge, "MiB"),
        format!(
            "No se puede cargar {}: el archivo ocupa 1,1 MiB; una partida guardada ocupa como \
             máximo 1,0 MiB",
            huge.display()
        )
    );
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::Dutch)));
    assert_eq!(
        load(&mut app, &dir, "map"),
        format!("Kan niet laden: {}: een map, geen bestand", dir.display())
    );
    let gone = dir.join("gone.txt");
    assert_eq!(
        load(&mut app, &gone, "bestaat"),
        format!(
            "Kan niet laden: {}: dit bestand bestaat niet",
            gone.display()
        )
    );
    // A pipe or a device is refused before it is opened (opening a pipe waits for a writer,
    // reading /dev/tty for a key, /dev/zero never ends: the window would freeze).
    if cfg!(unix) {
        let pipe = dir.join("pipe.txt");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        // Were the pipe opened, this writer would end the wait: the test fails, not hangs.
        let writer = pipe.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs(2));
            let _ = std::fs::write(&writer, "f5");
        });
        assert_eq!(
            load(&mut app, &pipe, "pipe"),
            format!(
                "Kan niet laden: {}: een pipe of socket, geen bestand",
                pipe.display()
            )
        );
        assert_eq!(
            load(&mut app, std::path::Path::new("/dev/zero"), "apparaat"),
            "Kan niet laden: /dev/zero: een apparaat, geen bestand"
        );
    }
    assert!(game(&app).history().is_empty(), "the game is as it was");
    let _ = std::fs::remove_dir_all(dir);
}

/// A finished game pasted is told as such (not as a move and a side to move), and its scoring
/// says which side won without "You win!": the person did not play it.
#[test]
fn a_finished_game_pasted_says_it_is_over_and_who_won() {
    let mut app = new_app(reversi3d::game::Players {
        dark: reversi3d::game::PlayerKind::Human,
        light: reversi3d::game::PlayerKind::Computer(0),
    });
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(Lang::French)));
    app.world_mut()
        .write_message(reversi3d::game::RecordRequest::Paste(
            "e6f4e3f6g5d6e7f5c5".into(),
        ));
    assert_eq!(
        until_message(&mut app, 20, "Collé"),
        "Collé\u{a0}: la partie est terminée"
    );
    assert!(game(&app).is_over());
    assert!(run_until_phase(
        &mut app,
        300,
        reversi3d::game::Phase::GameOver
    ));
    frames(&mut app, 2);
    let text = all_text(&mut app);
    assert!(text.contains("Noir gagne"), "{text}");
    assert!(!text.contains("Vous gagnez"), "{text}");
}

/// A settings file that cannot be read (a folder or a pipe in its place) is told in the
/// player's language, its reason too: not in the reader's English.
#[test]
fn an_unreadable_settings_file_is_told_in_the_players_language() {
    let dir = temp_dir("language-settings-folder");
    std::fs::create_dir_all(dir.join("settings.ron").join("x")).unwrap();
    let app = new_app_with(HUMANS, reversi3d::game::Storage::under(dir.clone()));
    let notice = app
        .world()
        .resource::<reversi3d::game::SettingsNotice>()
        .0
        .clone()
        .expect("the settings file is told");
    let mut locale = reversi3d::game::Locale::default();
    locale.set_lang(Lang::French);
    let said = locale.render(&notice);
    assert!(
        said.starts_with("Le fichier de réglages n’a pas pu être lu (")
            && said.contains("settings.ron\u{a0}: un dossier, pas un fichier)"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(dir);
}
