//! The options and comforts of the game window, headless: every rule option's effect on play,
//! the clock, transcripts (paste, copy, save, load, resume), settings, keyboard, review,
//! sound and theme. Each test drives the real plugins with `app.update()`.

mod app;

use app::*;
use bevy::prelude::*;
use reversi3d::game::board::{BoardAssets, palette};
use reversi3d::game::clock::ClockText;
use reversi3d::game::flip::{Dropping, Leaving};
use reversi3d::game::keyboard::{CursorRing, HelpOverlay};
use reversi3d::game::record::{LastSaved, RecordRequest, Unfinished};
use reversi3d::game::screens::{ButtonAction, SettingLabel, score_lines};
use reversi3d::game::settings::{SettingsNotice, Storage};
use reversi3d::game::sound::{SoundCue, SoundLog};
use reversi3d::game::supply::PileDisc;
use reversi3d::game::turn::new_game_options;
use reversi3d::game::{DisplaySettings, NewGameSetup, Phase, PlayerKind, Players, Screen, Theme};
use reversi3d::rules::notation::{parse_board, transcript};
use reversi3d::rules::{Color as Side, Game, GameOptions, StartPosition, Supply, Variant};

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
        let first = reversi3d::rules::Bitboard(g.legal_moves())
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
    app.update();
    app.update();
    assert_eq!(game(&app).history().len(), 0, "c3 is refused");
    assert!(
        !message(&mut app).concat().is_empty(),
        "the refusal is told"
    );
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
    run_secs(&mut app, 2.0);
    assert_eq!(game(&app).to_move(), Side::Light);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
}

#[test]
fn with_borrowing_the_disc_flies_from_the_opponents_pile() {
    let mut app = new_app(HUMANS);
    let o = options(|o| o.supply = Supply::Borrow32);
    load_game(&mut app, from_board(DARK_HAS_PLACED_32, o), HUMANS);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    let light_before = piles(&mut app, Side::Light);
    click(&mut app, sq("a6"));
    app.update();
    app.update();
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
    run_secs(&mut app, 1.6);
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
    let shown = texts_of::<ClockText>(&mut app).join(" ");
    assert!(shown.contains("Dark 0:59"), "{shown}");
    assert!(shown.contains("Light 1:00"), "{shown}");

    start_with(&mut app, |s| s.options.clock_ms = Some(400));
    play(&mut app, "f5");
    run_secs(&mut app, 0.6);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    // The engine completes the game in the background.
    let mut frames = 0;
    while game(&app).result().is_none() && frames < 3000 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        frames += 1;
    }
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
    for _ in 0..400 {
        app.update();
        if game(&app).history().len() == 1 {
            break;
        }
    }
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
    run_secs(&mut app, 0.2);
    assert_eq!(transcript(&game(&app), false), "f5d6c3");
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
    assert!(
        all_text(&mut app).contains("1. f5 d6\n2. c3"),
        "the move list"
    );

    app.world_mut()
        .write_message(RecordRequest::Paste("f5 d6 c3 z9".into()));
    app.update();
    app.update();
    let msg = message(&mut app).concat();
    assert!(msg.contains("move 4") && msg.contains("z9"), "{msg}");
    assert_eq!(transcript(&game(&app), false), "f5d6c3", "nothing lost");

    app.world_mut().write_message(RecordRequest::Paste(
        "---------------------------OX------XO--------------------------- O".into(),
    ));
    run_secs(&mut app, 0.2);
    assert_eq!(game(&app).to_move(), Side::Light);
    assert_eq!(game(&app).count(Side::Dark), 2);
    assert_discs_match_rules(&mut app);

    app.world_mut().write_message(RecordRequest::Copy);
    app.update();
    app.update();
    assert!(
        message(&mut app).concat().contains("OX"),
        "a board is copied when no move was played"
    );
}

#[test]
fn a_saved_game_loads_back_with_its_options_players_and_sheet() {
    let dir = temp_dir("save");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    start_with(&mut app, |s| {
        s.options.variant = Variant::Reverse;
        s.options.start = StartPosition::Alternate;
    });
    let first = reversi3d::rules::Bitboard(game(&app).legal_moves())
        .squares()
        .next()
        .unwrap();
    play(&mut app, &first.to_string());
    app.world_mut().write_message(RecordRequest::Save);
    app.update();
    let path = app
        .world()
        .resource::<LastSaved>()
        .0
        .clone()
        .expect("saved");
    let text = std::fs::read_to_string(&path).unwrap();
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
    other.update();
    other.update();
    let msg = message(&mut other).concat();
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
    press(&mut app, &[KeyCode::Escape]);
    assert_eq!(
        app.world().resource::<State<Screen>>().get(),
        &Screen::Start
    );
    assert!(all_text(&mut app).contains("Resume the unfinished game"));
    let resume = entity_with(&mut app, ButtonAction::Resume);
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
fn settings_are_remembered_and_a_corrupt_file_gives_defaults_with_a_notice() {
    let dir = temp_dir("settings");
    {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        press(&mut app, &[KeyCode::Escape]);
        for action in [
            ButtonAction::ToggleVariant,
            ButtonAction::CycleStart,
            ButtonAction::CycleSupply,
            ButtonAction::CycleClock,
            ButtonAction::ToggleTheme,
            ButtonAction::ToggleSound,
            ButtonAction::LevelUp,
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
    assert_eq!(setup.level, reversi3d::ai::DEFAULT_LEVEL + 1);
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
        reversi3d::game::settings::SavedSettings::from_text(&rewritten).is_ok(),
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
    let again = entity_with(&mut app, ButtonAction::PlayAgain);
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
        app.world()
            .resource::<reversi3d::game::keyboard::KeyCursor>()
            .0,
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
    run_secs(&mut app, 1.6);
    assert_eq!(transcript(&game(&app), false), "d3");
    press(&mut app, &[KeyCode::KeyC]);
    press(&mut app, &[KeyCode::Digit3]);
    run_secs(&mut app, 1.6);
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
    let mut g = Game::new(GameOptions::default());
    let mut rng = 7u64;
    while !g.is_over() {
        if g.must_pass() {
            g.pass().unwrap();
            continue;
        }
        let m: Vec<_> = reversi3d::rules::Bitboard(g.legal_moves())
            .squares()
            .collect();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        g.play(m[(rng % m.len() as u64) as usize]).unwrap();
    }
    let plies = g.history().len();
    load_game(&mut app, g.clone(), HUMANS);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    // The scoring screen shows the transcript sheet: each move's number on its square.
    let text = all_text(&mut app);
    assert!(text.contains("Transcript sheet"), "{text}");
    let moves = g
        .history()
        .iter()
        .filter(|p| matches!(p.kind, reversi3d::rules::PlyKind::Move(_)))
        .count();
    let numbers: std::collections::HashSet<usize> =
        text.lines().filter_map(|l| l.trim().parse().ok()).collect();
    assert!(
        (1..=moves).all(|n| numbers.contains(&n)),
        "every move number is on the sheet"
    );
    press(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(phase(&app), Some(Phase::Review));
    assert_eq!(game(&app).history().len(), plies - 1);
    assert!(all_text(&mut app).contains("reviewing"));
    run_secs(&mut app, 1.0);
    assert_discs_match_rules(&mut app);
    press(&mut app, &[KeyCode::Home]);
    run_secs(&mut app, 1.0);
    assert_eq!(game(&app).history().len(), 0);
    assert_discs_match_rules(&mut app);
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
        .query::<&reversi3d::game::flip::Flipping>()
        .iter(app.world())
        .count();
    assert_eq!(turning, 1, "e5 turns back");
    run_secs(&mut app, 1.2);
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
    run_secs(&mut app, 1.6);
    assert_eq!(transcript(&game(&app), false), "f5");
    // H alone asks for hints once no digit follows in time.
    press(&mut app, &[KeyCode::KeyH]);
    run_secs(&mut app, 1.0);
    let computing = app
        .world()
        .resource::<reversi3d::game::hints::Hints>()
        .is_computing();
    let shown = app
        .world_mut()
        .query::<&reversi3d::game::hints::HintLabel>()
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
    let kept = reversi3d::rules::record::parse_record(&text).unwrap().game;
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
