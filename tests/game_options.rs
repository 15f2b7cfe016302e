//! The options and comforts of the game window, headless: every rule option's effect on play,
//! the clock, transcripts (paste, copy, save, load, resume), settings, keyboard, review,
//! sound and theme. Each test drives the real plugins with `app.update()`.

mod app;

use app::*;
use bevy::prelude::*;
use reversi_engine::rules::notation::{parse_board, transcript};
use reversi_engine::rules::{Game, GameOptions, Side, StartPosition, Supply, Variant};
use reversi3d::game::ClockText;
use reversi3d::game::PileDisc;
use reversi3d::game::SettingLabel;
use reversi3d::game::new_game_options;
use reversi3d::game::score_lines;
use reversi3d::game::{BoardAssets, palette};
use reversi3d::game::{CursorRing, HelpOverlay};
use reversi3d::game::{DisplaySettings, NewGameSetup, Phase, PlayerKind, Players, Theme};
use reversi3d::game::{Dropping, Leaving};
use reversi3d::game::{LastSaved, RecordRequest, Unfinished};
use reversi3d::game::{SettingsNotice, Storage};
use reversi3d::game::{SoundCue, SoundLog};

fn options(f: impl FnOnce(&mut GameOptions)) -> GameOptions {
    let mut o = GameOptions::default();
    f(&mut o);
    o
}

fn from_board(board: &str, o: GameOptions) -> Game {
    let p = parse_board(board).unwrap();
    Game::from_position(o, p.dark, p.light, p.to_move)
}

fn piles(app: &mut App, side: Side) -> usize {
    app.world_mut()
        .query::<&PileDisc>()
        .iter(app.world())
        .filter(|p| p.side == side)
        .count()
}

const YOU_VS_COMPUTER: Players = Players {
    dark: PlayerKind::Human,
    light: PlayerKind::Computer(0),
};

#[test]
fn every_start_position_is_set_up_and_played_from() {
    let mut app = new_app(HUMANS);
    for start in StartPosition::FOUR_DISC {
        start_with(&mut app, |s| s.options.start = start);
        let g = game(&app);
        assert_eq!((g.discs(Side::Dark), g.discs(Side::Light)), start.discs());
        assert_eq!(phase(&app), Some(Phase::HumanTurn), "{start:?}");
        assert_discs_match_rules(&mut app);
        // The first legal move is accepted and animated.
        let first = reversi_engine::rules::Bitboard(g.legal_moves())
            .squares()
            .next()
            .unwrap();
        play(&mut app, &first.to_string());
        assert_eq!(game(&app).history().len(), 1, "{start:?}");
        assert_discs_match_rules(&mut app);
    }
}

#[test]
fn the_empty_centre_opening_takes_the_centre_squares_first_without_captures() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.start = StartPosition::EmptyCentre);
    assert_eq!(
        game(&app).count(Side::Dark) + game(&app).count(Side::Light),
        0
    );
    assert!(all_text(&mut app).contains("place on the centre squares"));
    click(&mut app, sq("c3"));
    assert!(
        run_until(&mut app, 2, |a| !message(a).concat().is_empty()),
        "the refusal is told"
    );
    assert_eq!(game(&app).history().len(), 0, "c3 is refused");
    for (i, s) in ["d4", "e4", "e5", "d5"].into_iter().enumerate() {
        play(&mut app, s);
        let g = game(&app);
        assert_eq!(g.history().len(), i + 1);
        assert_eq!(g.history()[i].flips, 0, "no captures in the opening");
    }
    let g = game(&app);
    assert!(!g.in_centre_opening());
    assert_eq!(g.to_move(), Side::Dark);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
}

#[test]
fn a_random_start_is_one_of_the_four_disc_arrangements() {
    let setup = NewGameSetup {
        random_start: true,
        ..Default::default()
    };
    let mut seen = std::collections::HashSet::new();
    for seed in 0..60 {
        let s = new_game_options(&setup, seed).start;
        assert!(StartPosition::FOUR_DISC.contains(&s));
        seen.insert(s);
    }
    assert!(seen.len() >= 4, "random starts vary: {seen:?}");
}

/// Dark has all 32 of its discs on the board and a legal move (a6); Light can play e5.
const DARK_HAS_PLACED_32: &str = "XXXXXXXX XXXXXXXX XXXXOXXX XXXXXXXX O------- -------X \
                                  -------- -------- X";

#[test]
fn with_a_strict_supply_a_side_out_of_discs_passes_and_the_piles_show_what_is_left() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.supply = Supply::Strict32);
    assert_eq!(piles(&mut app, Side::Dark), 30);
    assert_eq!(piles(&mut app, Side::Light), 30);
    play(&mut app, "f5");
    assert_eq!(piles(&mut app, Side::Dark), 29, "the pile shrinks");
    assert_eq!(piles(&mut app, Side::Light), 30);

    let o = options(|o| o.supply = Supply::Strict32);
    let g = from_board(DARK_HAS_PLACED_32, o);
    assert_ne!(g.board().legal_moves(), 0, "a6 would be legal on the board");
    load_game(&mut app, g, HUMANS);
    assert_eq!(phase(&app), Some(Phase::PassNotice));
    assert!(all_text(&mut app).contains("Dark has no legal move and passes"));
    assert_eq!(piles(&mut app, Side::Dark), 0);
    assert!(run_until_phase(&mut app, 200, Phase::HumanTurn));
    assert_eq!(game(&app).to_move(), Side::Light);
}

#[test]
fn with_borrowing_the_disc_flies_from_the_opponents_pile() {
    let mut app = new_app(HUMANS);
    let o = options(|o| o.supply = Supply::Borrow32);
    load_game(&mut app, from_board(DARK_HAS_PLACED_32, o), HUMANS);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    let light_before = piles(&mut app, Side::Light);
    click(&mut app, sq("a6"));
    let dropping = |a: &mut App| a.world_mut().query::<&Dropping>().iter(a.world()).count();
    assert!(run_until(&mut app, 2, |a| dropping(a) > 0), "a6 is placed");
    let g = game(&app);
    assert!(g.history()[0].borrowed);
    assert_eq!(piles(&mut app, Side::Light), light_before - 1);
    let from = app
        .world_mut()
        .query::<&Dropping>()
        .iter(app.world())
        .find_map(|d| d.from);
    let from = from.expect("the placed disc flies from a pile");
    assert!(from.x > 4.5, "from Light's pile on the right: {from}");
    assert!(run_until(&mut app, 200, turn_settled));
    assert_discs_match_rules(&mut app);
}

/// Dark 10, Light 0, the rest empty: the game is over at once.
const WIPEOUT: &str = "XXXXXXXXXX------------------------------------------------------ O";

#[test]
fn the_scoring_screen_says_who_wins_under_reverse_and_adds_empties_when_asked() {
    let mut app = new_app(HUMANS);
    let o = options(|o| o.variant = Variant::Reverse);
    load_game(&mut app, from_board(WIPEOUT, o), HUMANS);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    let text = all_text(&mut app);
    assert!(text.contains("Light wins"), "{text}");
    assert!(text.contains("fewer discs wins"), "{text}");
    assert!(
        text.contains("Reverse"),
        "the HUD names the variant: {text}"
    );

    for empties in [true, false] {
        let o = options(|o| o.empties_to_winner = empties);
        load_game(&mut app, from_board(WIPEOUT, o), HUMANS);
        let text = all_text(&mut app);
        assert!(text.contains("Dark wins"), "{text}");
        assert_eq!(
            text.contains("54 empty squares to the winner: 64 - 0"),
            empties,
            "{text}"
        );
    }
}

#[test]
fn the_clock_counts_down_and_a_flag_fall_loses_with_the_time_default_score() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.clock_ms = Some(60_000));
    run_secs(&mut app, 1.0);
    let left = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        (58_900..=59_100).contains(&left),
        "Dark's clock runs: {left}"
    );
    assert_eq!(game(&app).clock().unwrap().remaining(Side::Light), 60_000);
    let shown = |app: &mut App, side: Side| -> Vec<String> {
        app.world_mut()
            .query::<(&ClockText, &Text)>()
            .iter(app.world())
            .filter(|(c, _)| c.0 == side)
            .map(|(_, t)| t.0.clone())
            .collect()
    };
    assert_eq!(shown(&mut app, Side::Dark), ["0:59"], "Dark's card");
    assert_eq!(shown(&mut app, Side::Light), ["1:00"], "Light's card");

    start_with(&mut app, |s| s.options.clock_ms = Some(400));
    play(&mut app, "f5");
    // Light's 0.4 s run out (the clock counts real time).
    assert!(
        run_until_phase(&mut app, 3000, Phase::GameOver),
        "Light's flag never fell"
    );
    // The engine completes the game in the background.
    assert!(
        run_until(&mut app, 3000, |a| game(a).result().is_some()),
        "the game was never completed"
    );
    let g = game(&app);
    assert_eq!(g.lost_on_time(), Some(Side::Light));
    let td = g.result().expect("time default scored");
    assert_eq!(td.winner, Some(Side::Dark));
    assert!(td.recorded_dark > td.recorded_light);
    assert_eq!(
        td.dark + td.light + td.empties,
        64,
        "the engine completed the game"
    );
    let lines = score_lines(&g, &HUMANS).join("\n");
    assert!(lines.contains("Light lost on time"), "{lines}");
    assert!(all_text(&mut app).contains("Light lost on time"));
    // A flag fall cannot be undone.
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(game(&app).lost_on_time(), Some(Side::Light));
}

#[test]
fn the_computers_thinking_time_counts_on_its_clock() {
    let mut app = new_app(HUMANS);
    let computer_dark = Players {
        dark: PlayerKind::Computer(0),
        light: PlayerKind::Human,
    };
    start_with(&mut app, |s| {
        s.options.clock_ms = Some(60_000);
        s.players = computer_dark;
    });
    run_until(&mut app, 400, |a| game(a).history().len() == 1);
    assert_eq!(game(&app).history().len(), 1, "the computer moved");
    let left = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        left <= 59_500,
        "at least its 0.5 s delay was charged: {left}"
    );
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
    press(&mut app, &[KeyCode::Enter]);
    assert!(run_until(&mut app, 50, turn_decided));
    assert_eq!(transcript(&game(&app), false), "f5", "the game resumed");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn settings_are_remembered_and_a_corrupt_file_gives_defaults_with_a_notice() {
    let dir = temp_dir("settings");
    {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        quit_to_start(&mut app);
        for action in [
            "variant", "start", "supply", "clock", "theme", "sound", "level-up",
        ] {
            let e = entity_with(&mut app, action);
            trigger_click(&mut app, e);
            app.update();
        }
        let labels = texts_of::<SettingLabel>(&mut app).join(" | ");
        assert!(labels.contains("Rules: Reverse"), "{labels}");
        assert!(labels.contains("Start: Alternate"), "{labels}");
        assert!(labels.contains("Discs: 32 each (strict)"), "{labels}");
        assert!(labels.contains("Clock: 1 min each"), "{labels}");
    }
    let app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let setup = app.world().resource::<NewGameSetup>().clone();
    assert_eq!(setup.options.variant, Variant::Reverse);
    assert_eq!(setup.options.start, StartPosition::Alternate);
    assert_eq!(setup.options.supply, Supply::Strict32);
    assert_eq!(setup.options.clock_ms, Some(60_000));
    assert_eq!(setup.level, reversi_engine::ai::DEFAULT_LEVEL + 1);
    let display = app.world().resource::<DisplaySettings>().clone();
    assert_eq!(display.theme, Theme::HighContrast);
    assert!(!display.sound);
    drop(app);

    std::fs::write(
        dir.join("settings.ron"),
        "(variant: Sideways, clock_minutes: \"x\"",
    )
    .unwrap();
    let app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let notice = app.world().resource::<SettingsNotice>().0.clone();
    let notice = notice.expect("the problem is reported");
    assert!(notice.contains("settings.ron"), "{notice}");
    assert_eq!(
        app.world().resource::<NewGameSetup>().options,
        GameOptions::default()
    );
    assert!(
        dir.join("settings.ron.bad").exists(),
        "the bad file is kept"
    );
    let rewritten = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(
        reversi3d::game::SavedSettings::from_text(&rewritten).is_ok(),
        "replaced by defaults: {rewritten}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn play_again_alternates_colours_when_asked() {
    let mut app = new_app(YOU_VS_COMPUTER);
    app.world_mut()
        .resource_mut::<NewGameSetup>()
        .alternate_colours = true;
    app.world_mut().resource_mut::<NewGameSetup>().players = YOU_VS_COMPUTER;
    load_game(
        &mut app,
        from_board(WIPEOUT, GameOptions::default()),
        YOU_VS_COMPUTER,
    );
    assert_eq!(phase(&app), Some(Phase::GameOver));
    let again = entity_with(&mut app, "play-again");
    trigger_click(&mut app, again);
    run_secs(&mut app, 0.1);
    let p = *app.world().resource::<Players>();
    assert_eq!(p.dark, PlayerKind::Computer(0));
    assert_eq!(p.light, PlayerKind::Human);
}

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
fn sounds_follow_the_discs_and_m_mutes_them() {
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    let log = app.world().resource::<SoundLog>().0.clone();
    assert_eq!(log.iter().filter(|c| **c == SoundCue::Place).count(), 1);
    assert_eq!(
        log.iter().filter(|c| **c == SoundCue::Flip).count(),
        1,
        "f5 turns e5"
    );
    press(&mut app, &[KeyCode::KeyM]);
    assert!(!app.world().resource::<DisplaySettings>().sound);
    play(&mut app, "d6");
    assert_eq!(
        app.world().resource::<SoundLog>().0.len(),
        log.len(),
        "muted"
    );
}

/// The volume beside mute: the pause menu's − and + step it by 10%, a sound is played at the
/// volume set, it is remembered, and muting keeps it for when the sound comes back.
#[test]
fn the_volume_is_set_beside_mute_and_the_sounds_follow_it() {
    use reversi3d::game::{Storage, load_settings};
    let storage = Storage::under(temp_dir("volume"));
    let mut app = new_app_with(HUMANS, storage.clone());
    assert_eq!(app.world().resource::<DisplaySettings>().volume, 80);
    play(&mut app, "f5");
    assert_eq!(app.world().resource::<SoundLog>().1.last(), Some(&0.8));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::Paused)));
    assert!(all_text(&mut app).contains("Volume 80%"));
    for (button, want) in [("volume-down", 70), ("volume-down", 60), ("volume-up", 70)] {
        let b = entity_with(&mut app, button);
        trigger_click(&mut app, b);
        assert!(run_until(&mut app, 2, |a| a
            .world()
            .resource::<DisplaySettings>()
            .volume
            == want));
        let saved = load_settings(&storage.settings_file().unwrap())
            .unwrap()
            .unwrap();
        assert_eq!(saved.volume, want);
    }
    // The label follows a frame later.
    assert!(run_until(&mut app, 1, |a| all_text(a).contains("Volume 70%")));
    // The bar's own message (a press on it at 25% of its width).
    app.world_mut()
        .write_message(reversi3d::game::SettingChange::SetVolume(25));
    assert!(run_until(&mut app, 2, |a| all_text(a).contains("Volume 25%")));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::HumanTurn)));
    play(&mut app, "d6");
    assert_eq!(app.world().resource::<SoundLog>().1.last(), Some(&0.25));
    press(&mut app, &[KeyCode::KeyM]);
    press(&mut app, &[KeyCode::KeyM]);
    assert_eq!(
        app.world().resource::<DisplaySettings>().volume,
        25,
        "mute and unmute keep the volume"
    );
}

/// Ctrl+= and Ctrl+- step the size of text and panels through the offered sizes (held at
/// either end), Ctrl+0 goes back to 100%; Bevy's UiScale follows and the choice is remembered.
#[test]
fn ctrl_plus_and_minus_scale_the_text_and_panels() {
    use reversi3d::game::{Storage, load_settings};
    let storage = Storage::under(temp_dir("ui-scale"));
    let mut app = new_app_with(HUMANS, storage.clone());
    let scale = |app: &App| {
        (
            app.world().resource::<DisplaySettings>().ui_scale,
            app.world().resource::<UiScale>().0,
        )
    };
    assert_eq!(scale(&app), (100, 1.0));
    let ctrl = |app: &mut App, key: KeyCode| {
        press(app, &[KeyCode::ControlLeft, key]);
        app.update();
    };
    for want in [125, 150, 175, 200, 200] {
        ctrl(&mut app, KeyCode::Equal);
        assert_eq!(scale(&app), (want, want as f32 / 100.0));
    }
    let saved = load_settings(&storage.settings_file().unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(saved.ui_scale, 200);
    ctrl(&mut app, KeyCode::Minus);
    assert_eq!(scale(&app).0, 175);
    ctrl(&mut app, KeyCode::Digit0);
    assert_eq!(scale(&app), (100, 1.0));
    for want in [80, 80] {
        ctrl(&mut app, KeyCode::Minus);
        assert_eq!(scale(&app).0, want);
    }
    // A hand-edited size is brought to the nearest offered one.
    assert_eq!(DisplaySettings::sane_ui_scale(130), 125);
    assert_eq!(DisplaySettings::sane_ui_scale(5000), 200);
}

#[test]
fn the_high_contrast_theme_recolours_the_board() {
    let mut app = new_app(HUMANS);
    press(&mut app, &[KeyCode::KeyT]);
    app.update();
    let assets = app.world().resource::<BoardAssets>().clone();
    let mats = app.world().resource::<Assets<StandardMaterial>>();
    let hc = palette(Theme::HighContrast);
    assert_eq!(mats.get(&assets.dark).unwrap().base_color, hc.dark);
    assert_eq!(mats.get(&assets.light).unwrap().base_color, hc.light);
    assert_eq!(mats.get(&assets.square).unwrap().base_color, hc.square);
    // Dark and light discs differ in lightness, not only in hue.
    let l = |c: Color| c.to_linear().luminance();
    assert!(l(hc.light) - l(hc.dark) > 0.9);
    assert!((l(hc.square) - l(hc.dark)).abs() > 0.2 && (l(hc.light) - l(hc.square)).abs() > 0.2);
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

// Files: atomic writes, saved-game names, the unfinished game, settings, limits (issue #12).

use reversi_engine::rules::record::parse_record;
use reversi3d::game::LaunchOptions;
use reversi3d::game::Seating;
use reversi3d::game::{SavedSettings, write_atomically, write_new};

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

fn escape_to_start(app: &mut App) {
    quit_to_start(app);
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

    // Two saves from the window within the same second: two files.
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    play(&mut app, "f5");
    let mut saved = Vec::new();
    for _ in 0..2 {
        app.world_mut().write_message(RecordRequest::Save);
        app.update();
        saved.push(app.world().resource::<LastSaved>().0.clone().unwrap());
    }
    assert_ne!(saved[0], saved[1]);
    assert!(saved.iter().all(|p| p.exists()));
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
    let notice = app.world().resource::<SettingsNotice>().0.clone().unwrap();
    assert!(notice.contains("settings.ron"), "{notice}");

    std::fs::write(dir.join("games"), "a file where the folder should be").unwrap();
    app.world_mut().write_message(RecordRequest::Save);
    let msg = until_message(&mut app, 2, "Could not save the game");
    assert!(msg.contains("Could not save the game"), "{msg}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_settings_file_that_does_not_parse_is_kept_aside_without_replacing_an_older_one() {
    let dir = temp_dir("bad-settings");
    for (i, bad) in ["(variant: Sideways", "(clock_minutes: \"x\")"]
        .into_iter()
        .enumerate()
    {
        std::fs::write(dir.join("settings.ron"), bad).unwrap();
        let app = new_app_with(HUMANS, Storage::under(dir.clone()));
        let notice = app.world().resource::<SettingsNotice>().0.clone().unwrap();
        let kept = if i == 0 {
            "settings.ron.bad"
        } else {
            "settings.ron.bad-2"
        };
        assert!(notice.contains(kept), "{notice}");
        assert_eq!(std::fs::read_to_string(dir.join(kept)).unwrap(), bad);
        let now = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
        assert!(SavedSettings::from_text(&now).is_ok(), "replaced: {now}");
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.ron.bad")).unwrap(),
        "(variant: Sideways",
        "the older kept file is intact"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_settings_file_that_cannot_be_read_is_reported_and_left_alone() {
    let dir = temp_dir("unreadable-settings");
    let bytes = b"(theme: HighContrast, sound: \xff\xfe)".to_vec();
    std::fs::write(dir.join("settings.ron"), &bytes).unwrap();
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let notice = app.world().resource::<SettingsNotice>().0.clone().unwrap();
    assert!(
        notice.contains("UTF-8") && notice.contains("left"),
        "{notice}"
    );
    // A choice made in this run does not write over it.
    press(&mut app, &[KeyCode::KeyT]);
    press(&mut app, &[KeyCode::KeyM]);
    run_secs(&mut app, 0.1);
    assert_eq!(std::fs::read(dir.join("settings.ron")).unwrap(), bytes);
    assert!(!dir.join("settings.ron.bad").exists());
    escape_to_start(&mut app);
    assert!(
        all_text(&mut app).contains("UTF-8"),
        "shown on the start screen"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn game_options_from_the_command_line_apply_to_that_run_only() {
    let dir = temp_dir("one-off");
    drop(new_app_with(HUMANS, Storage::under(dir.clone())));
    let remembered = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    let launch = LaunchOptions {
        players: Some(Seating::TwoPlayers),
        variant: Some(reversi_engine::rules::Variant::Reverse),
        start: Some(reversi_engine::rules::StartPosition::Alternate),
        supply: Some(reversi_engine::rules::Supply::Borrow32),
        level: Some("expert".into()),
        clock: Some(5),
        anim_speed: Some(0.0),
        ..Default::default()
    };
    let mut app = new_app_launched(HUMANS, Storage::under(dir.clone()), launch, false);
    let setup = app.world().resource::<NewGameSetup>().clone();
    assert_eq!(setup.options.variant, Variant::Reverse);
    assert_eq!(setup.options.clock_ms, Some(300_000));
    assert_eq!(game(&app).options.supply, Supply::Borrow32, "they apply");
    assert_eq!(app.world().resource::<DisplaySettings>().anim_speed, 0.0);
    run_secs(&mut app, 0.1);
    let saved = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert_eq!(saved, remembered, "not remembered");

    // A choice made in the window is remembered; the command line's still are not.
    press(&mut app, &[KeyCode::KeyT]);
    let saved =
        SavedSettings::from_text(&std::fs::read_to_string(dir.join("settings.ron")).unwrap())
            .unwrap();
    assert_eq!(saved.theme, Theme::HighContrast);
    let want = SavedSettings {
        theme: Theme::HighContrast,
        ..SavedSettings::from_text(&remembered).unwrap()
    };
    assert_eq!(saved, want);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn tiny_or_odd_animation_speeds_are_held_to_a_sane_range_from_both_sources() {
    // The command line: 1e-30 made a timer of 1e30 seconds, which panicked on the first move.
    let launch = LaunchOptions {
        anim_speed: Some(1e-30),
        ..Default::default()
    };
    let mut app = new_app_launched(HUMANS, Storage::default(), launch, false);
    assert_eq!(app.world().resource::<DisplaySettings>().anim_speed, 0.1);
    click(&mut app, sq("f5"));
    run_secs(&mut app, 12.0);
    assert_eq!(phase(&app), Some(Phase::HumanTurn), "the slowest flip ends");
    assert_discs_match_rules(&mut app);

    // The settings file.
    for (written, used) in [
        ("1e-30", 0.1),
        ("1e-6", 0.1),
        ("NaN", 1.0),
        ("inf", 10.0),
        ("-2.0", 0.0),
        ("1e9", 10.0),
        ("2.0", 2.0),
    ] {
        let dir = temp_dir(&format!("speed-{written}"));
        std::fs::write(dir.join("settings.ron"), format!("(anim_speed: {written})")).unwrap();
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        assert_eq!(
            app.world().resource::<DisplaySettings>().anim_speed,
            used,
            "{written}"
        );
        play(&mut app, "f5");
        let _ = std::fs::remove_dir_all(dir);
    }
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

    // A device that never ends and reports no size.
    app.world_mut()
        .write_message(RecordRequest::Load("/dev/zero".into()));
    let msg = until_message(&mut app, 2, "/dev/zero");
    assert!(
        msg.contains("/dev/zero") && msg.contains("1.0 MiB"),
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
        text.contains("Cannot load /dev/zero") && text.contains("1.0 MiB"),
        "{text}"
    );
    assert!(game(&start).history().is_empty());

    app.world_mut()
        .write_message(RecordRequest::Paste("f5 ".repeat(700_000)));
    let msg = until_message(&mut app, 2, "pasted text is 2.0 MiB");
    assert!(msg.contains("pasted text is 2.0 MiB"), "{msg}");
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
        text.contains("Resume the unfinished game (move 2"),
        "{text}"
    );
    assert!(text.contains("settings.ron.bad"), "{text}");
    drop(app);
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    escape_to_start(&mut app);
    assert!(all_text(&mut app).contains("Resume the unfinished game (move 2"));
    // A new game B is played, then Esc: the offer is B, and resuming it plays on from B.
    let two = entity_with(&mut app, "two-players");
    trigger_click(&mut app, two);
    run_secs(&mut app, 0.1);
    play(&mut app, "d3");
    play(&mut app, "c3");
    escape_to_start(&mut app);
    assert!(all_text(&mut app).contains("Resume the unfinished game (move 3"));
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
    // Step as the real runner does: it stops after the frame that asks to exit.
    let mut frames = 0;
    while app.should_exit().is_none() {
        app.update();
        frames += 1;
        assert!(frames < 10, "the close request ends the app");
    }
    let text = std::fs::read_to_string(dir.join("unfinished.txt")).unwrap();
    let kept = parse_record(&text).unwrap().game;
    assert_eq!(transcript(&kept, false), "f5");
    let light = kept.clock().unwrap().remaining(Side::Light);
    assert_eq!(light, game(&app).clock().unwrap().remaining(Side::Light));
    assert!(
        light < 59_100,
        "Light's second before the close is kept: {light}"
    );
    let _ = std::fs::remove_dir_all(dir);
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

#[test]
fn an_oversized_settings_file_is_reported_and_left_alone() {
    let dir = temp_dir("big-settings");
    let path = dir.join("settings.ron");
    std::fs::write(&path, vec![b' '; 2 << 20]).unwrap();
    let e = reversi3d::game::load_settings(&path).expect_err("not a settings file");
    let text = e.to_string();
    assert!(
        text.contains("settings.ron") && text.contains("1.0 MiB"),
        "{text}"
    );
    assert!(matches!(e, reversi3d::game::SettingsError::Unreadable(_)));
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 2 << 20);
    let _ = std::fs::remove_dir_all(dir);
}

/// While the pause menu is open the clock stands still; Esc resumes and it runs again.
#[test]
fn the_clock_stands_still_while_the_game_is_paused() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.clock_ms = Some(60_000));
    run_secs(&mut app, 1.0);
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::Paused)));
    let left = game(&app).clock().unwrap().remaining(Side::Dark);
    run_secs(&mut app, 5.0);
    assert_eq!(game(&app).clock().unwrap().remaining(Side::Dark), left);
    assert!(all_text(&mut app).contains("Paused"), "the menu shows");
    // The window slept while paused: the frames that resume come 30 s after each other, and
    // none of that time is Dark's.
    use bevy::time::TimeUpdateStrategy;
    let step = |d: u64| TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(d));
    app.insert_resource(step(30_000));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::HumanTurn)));
    let resumed = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        left - resumed <= 100,
        "the time asleep is not charged: {left} then {resumed}"
    );
    app.insert_resource(step(16));
    run_secs(&mut app, 1.0);
    let now = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        (resumed - 1_100..=resumed - 900).contains(&now),
        "the clock runs again: {resumed} then {now}"
    );
}

#[test]
fn the_graphics_quality_is_chosen_remembered_and_applied_and_a_launch_choice_is_for_one_run() {
    use reversi3d::game::{LaunchOptions, Quality, SavedSettings};
    let dir = temp_dir("quality");
    let quality = |app: &App| app.world().resource::<DisplaySettings>().quality;
    // What the renderer is told: antialiasing on the camera, shadows from the lights.
    let applied = |app: &mut App| {
        let msaa = *app
            .world_mut()
            .query_filtered::<&bevy::render::view::Msaa, With<Camera3d>>()
            .single(app.world())
            .expect("the camera's antialiasing");
        let shadows = app
            .world_mut()
            .query::<&DirectionalLight>()
            .iter(app.world())
            .any(|l| l.shadow_maps_enabled);
        (msaa, shadows)
    };
    {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        assert_eq!(quality(&app), Quality::High, "the default");
        assert_eq!(applied(&mut app), (bevy::render::view::Msaa::Sample4, true));
        quit_to_start(&mut app);
        let e = entity_with(&mut app, "quality");
        trigger_click(&mut app, e);
        app.update();
        app.update();
        assert_eq!(quality(&app), Quality::Low, "high → low");
        let labels = texts_of::<SettingLabel>(&mut app).join(" | ");
        assert!(labels.contains("Graphics: low"), "{labels}");
        assert_eq!(
            applied(&mut app),
            (bevy::render::view::Msaa::Off, false),
            "low: no antialiasing, no shadows"
        );
    }
    let text = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert_eq!(
        SavedSettings::from_text(&text).unwrap().quality,
        Quality::Low,
        "{text}"
    );
    let app = new_app_with(HUMANS, Storage::under(dir.clone()));
    assert_eq!(quality(&app), Quality::Low, "remembered");
    drop(app);
    let launch = LaunchOptions {
        quality: Some(Quality::Medium),
        ..Default::default()
    };
    let mut app = new_app_launched(HUMANS, Storage::under(dir.clone()), launch, false);
    assert_eq!(quality(&app), Quality::Medium, "--quality medium");
    assert_eq!(applied(&mut app), (bevy::render::view::Msaa::Sample4, true));
    drop(app);
    let app = new_app_with(HUMANS, Storage::under(dir.clone()));
    assert_eq!(
        quality(&app),
        Quality::Low,
        "the launch option is not remembered"
    );
    // An older settings file without the field reads as the default.
    assert_eq!(
        SavedSettings::from_text("(theme: Standard)")
            .unwrap()
            .quality,
        Quality::High
    );
    let _ = std::fs::remove_dir_all(dir);
}

// The start screen as a game menu.

/// The level steps, weakest first, as the start screen names them.
const LEVEL_STEPS: [&str; 7] = [
    "level-beginner",
    "level-novice",
    "level-casual",
    "level-club",
    "level-expert",
    "level-master",
    "level-engine",
];

/// Whether the button named `name` is marked as the selected one (its outline shows).
fn marked(app: &mut App, name: &str) -> bool {
    let e = entity_with(app, name);
    app.world()
        .get::<Outline>(e)
        .is_some_and(|o| o.color != Color::NONE)
}

/// The texts inside the button named `name`.
fn button_text(app: &mut App, name: &str) -> String {
    let e = entity_with(app, name);
    let world = app.world();
    world
        .get::<Children>(e)
        .map(|c| {
            c.iter()
                .filter_map(|c| world.get::<Text>(c).map(|t| t.0.clone()))
                .collect::<Vec<_>>()
                .join(" / ")
        })
        .unwrap_or_default()
}

fn on_screen(app: &App) -> reversi3d::game::Screen {
    *app.world()
        .resource::<State<reversi3d::game::Screen>>()
        .get()
}

#[test]
fn the_level_steps_set_the_level_and_mark_it_with_its_description() {
    use reversi_engine::ai::LEVELS;
    let mut app = new_app(HUMANS);
    quit_to_start(&mut app);
    assert_eq!(LEVEL_STEPS.len(), LEVELS.len(), "one step per level");
    // Strongest first, so each click is a change.
    for (i, name) in LEVEL_STEPS.iter().enumerate().rev() {
        let e = entity_with(&mut app, name);
        trigger_click(&mut app, e);
        app.update();
        assert_eq!(app.world().resource::<NewGameSetup>().level, i, "{name}");
        assert!(button_text(&mut app, name).contains(LEVELS[i].name));
        for other in LEVEL_STEPS {
            assert_eq!(
                marked(&mut app, other),
                other == *name,
                "{other} after {name}"
            );
        }
        let labels = texts_of::<SettingLabel>(&mut app).join(" | ");
        assert!(labels.contains(LEVELS[i].description), "{labels}");
        assert!(
            labels.contains(&format!("Computer level: {}", LEVELS[i].name)),
            "{labels}"
        );
    }
    // The arrows at the row's ends still step, and the mark follows.
    let up = entity_with(&mut app, "level-up");
    trigger_click(&mut app, up);
    app.update();
    assert_eq!(app.world().resource::<NewGameSetup>().level, 1);
    assert!(marked(&mut app, "level-novice"));
    assert!(!marked(&mut app, "level-beginner"));
    let down = entity_with(&mut app, "level-down");
    trigger_click(&mut app, down);
    trigger_click(&mut app, down);
    app.update();
    assert_eq!(
        app.world().resource::<NewGameSetup>().level,
        0,
        "held at the first"
    );
}

#[test]
fn each_play_button_starts_its_seating_against_the_chosen_level() {
    let (h, c) = (PlayerKind::Human, PlayerKind::Computer(0));
    let mut app = new_app(HUMANS);
    quit_to_start(&mut app);
    let beginner = entity_with(&mut app, "level-beginner");
    trigger_click(&mut app, beginner);
    app.update();
    for (name, dark, light) in [
        ("play-dark", h, c),
        ("play-light", c, h),
        ("two-players", h, h),
        ("watch", c, c),
    ] {
        let e = entity_with(&mut app, name);
        trigger_click(&mut app, e);
        app.update();
        assert!(run_until(&mut app, 50, turn_decided), "{name}: no game");
        assert_eq!(
            *app.world().resource::<Players>(),
            Players { dark, light },
            "{name}"
        );
        assert_eq!(game(&app).history().len(), 0, "{name}: a new game");
        quit_to_start(&mut app);
        assert!(marked(&mut app, name), "{name} is now the last used");
        assert!(button_text(&mut app, name).contains("Last used"), "{name}");
    }
}

#[test]
fn the_last_used_way_to_play_is_marked_after_a_restart_and_enter_plays_it() {
    use reversi3d::game::LaunchOptions;
    let dir = temp_dir("last-used");
    {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        quit_to_start(&mut app);
        assert!(marked(&mut app, "two-players"), "the game just played");
        let e = entity_with(&mut app, "play-light");
        trigger_click(&mut app, e);
        app.update();
        assert!(run_until(&mut app, 50, turn_decided), "no game");
        app.update();
    }
    let mut app = start_screen_app(Storage::under(dir.clone()), LaunchOptions::default(), false);
    assert_eq!(on_screen(&app), reversi3d::game::Screen::Start);
    for name in ["play-dark", "play-light", "two-players", "watch"] {
        let last = name == "play-light";
        assert_eq!(marked(&mut app, name), last, "{name}");
        assert_eq!(
            button_text(&mut app, name).contains("Last used"),
            last,
            "{name}: {}",
            button_text(&mut app, name)
        );
    }
    press(&mut app, &[KeyCode::Enter]);
    assert!(run_until(&mut app, 50, turn_decided), "Enter starts a game");
    assert_eq!(on_screen(&app), reversi3d::game::Screen::Playing);
    let p = *app.world().resource::<Players>();
    assert!(
        matches!(
            (p.dark, p.light),
            (PlayerKind::Computer(_), PlayerKind::Human)
        ),
        "Enter plays Light again: {p:?}"
    );
    drop(app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn every_option_button_of_the_rules_and_display_groups_changes_its_option() {
    use reversi3d::game::SavedSettings;
    let mut app = new_app(HUMANS);
    quit_to_start(&mut app);
    let saved = |app: &App| {
        SavedSettings::from_resources(
            app.world().resource::<NewGameSetup>(),
            app.world().resource::<DisplaySettings>(),
        )
    };
    for name in [
        "variant",
        "start",
        "supply",
        "empties",
        "clock",
        "alternate",
        "speed",
        "legal-dots",
        "sound",
        "theme",
        "quality",
        "ui-scale",
    ] {
        let (text_before, before) = (button_text(&mut app, name), saved(&app));
        assert!(!text_before.is_empty(), "{name} shows its setting");
        let e = entity_with(&mut app, name);
        trigger_click(&mut app, e);
        app.update();
        let after = saved(&app);
        assert_ne!(after, before, "{name} changes a setting");
        assert_ne!(button_text(&mut app, name), text_before, "{name} shows it");
    }
    let s = saved(&app);
    assert_eq!(s.variant, Variant::Reverse);
    assert!(s.empties_to_winner && s.alternate_colours);
    assert_eq!(s.clock_minutes, 1);
}

/// The start screen by keyboard: Tab goes through every button and comes round again,
/// Shift+Tab goes back, Enter presses the focused button (the sound's, here) instead of
/// playing; the pause menu takes Tab and Enter too.
#[test]
fn tab_and_enter_work_the_start_screen_and_the_pause_menu() {
    use reversi3d::game::MenuFocus;
    let mut app = new_app(HUMANS);
    quit_to_start(&mut app);
    let focus = |app: &App| app.world().resource::<MenuFocus>().0;
    assert_eq!(focus(&app), None);
    let sound = entity_with(&mut app, "sound");
    let mut seen = std::collections::HashSet::new();
    let mut tabs = 0;
    while focus(&app) != Some(sound) {
        press(&mut app, &[KeyCode::Tab]);
        seen.insert(focus(&app).expect("Tab focuses a button"));
        tabs += 1;
        assert!(tabs < 200, "Tab never reached the sound button");
    }
    // Round the whole menu and back to the sound button.
    let buttons = app
        .world_mut()
        .query::<&reversi3d::game::ButtonName>()
        .iter(app.world())
        .count();
    for _ in 0..buttons {
        press(&mut app, &[KeyCode::Tab]);
        seen.insert(focus(&app).unwrap());
    }
    assert_eq!(focus(&app), Some(sound), "Tab comes round");
    assert_eq!(seen.len(), buttons, "Tab visits every button");
    press(&mut app, &[KeyCode::ShiftLeft, KeyCode::Tab]);
    assert_ne!(focus(&app), Some(sound), "Shift+Tab goes back");
    press(&mut app, &[KeyCode::Tab]);
    assert_eq!(focus(&app), Some(sound));
    assert!(app.world().resource::<DisplaySettings>().sound);
    press(&mut app, &[KeyCode::Enter]);
    app.update();
    assert!(
        !app.world().resource::<DisplaySettings>().sound,
        "Enter pressed the sound button"
    );
    assert_eq!(
        on_screen(&app),
        reversi3d::game::Screen::Start,
        "Enter did not play"
    );
    // Space presses the focused button too: a play button starts a game; then the pause
    // menu takes Tab and Enter.
    let play = entity_with(&mut app, "two-players");
    let mut tabs = 0;
    while focus(&app) != Some(play) {
        press(&mut app, &[KeyCode::Tab]);
        tabs += 1;
        assert!(tabs < 200);
    }
    press(&mut app, &[KeyCode::Space]);
    assert!(run_until(&mut app, 50, turn_decided), "Space played");
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::Paused)));
    let resume = entity_with(&mut app, "pause-resume");
    let mut tabs = 0;
    while focus(&app) != Some(resume) {
        press(&mut app, &[KeyCode::Tab]);
        tabs += 1;
        assert!(tabs < 200);
    }
    press(&mut app, &[KeyCode::Enter]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::HumanTurn)));
}
