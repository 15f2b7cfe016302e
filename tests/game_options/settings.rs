//! Settings: remembered across runs, a corrupt file giving defaults with a notice (kept aside
//! without replacing an older one), an unreadable or oversized file reported and left alone,
//! command-line options applying to one run only, animation speeds held to a sane range,
//! the graphics quality chosen, remembered and applied; and the comforts they hold: sounds
//! and muting, the volume, Ctrl+plus and minus scaling text and panels, the high-contrast
//! theme.

use crate::app::*;
use bevy::prelude::*;
use reversi_engine::rules::{GameOptions, StartPosition, Supply, Variant};
use reversi3d::game::SettingLabel;
use reversi3d::game::{BoardAssets, palette};
use reversi3d::game::{DisplaySettings, NewGameSetup, Phase, Theme};
use reversi3d::game::{Locale, SettingsNotice, Storage, Tr};
use reversi3d::game::{SoundCue, SoundLog};

use super::escape_to_start;
use reversi3d::game::LaunchOptions;
use reversi3d::game::SavedSettings;
use reversi3d::game::Seating;

/// A notice as the English player reads it.
fn english(t: &Tr) -> String {
    Locale::default().render(t)
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
    let notice = english(&notice.expect("the problem is reported"));
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
fn a_settings_file_that_does_not_parse_is_kept_aside_without_replacing_an_older_one() {
    let dir = temp_dir("bad-settings");
    for (i, bad) in ["(variant: Sideways", "(clock_minutes: \"x\")"]
        .into_iter()
        .enumerate()
    {
        std::fs::write(dir.join("settings.ron"), bad).unwrap();
        let app = new_app_with(HUMANS, Storage::under(dir.clone()));
        let notice = english(&app.world().resource::<SettingsNotice>().0.clone().unwrap());
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
    let notice = english(&app.world().resource::<SettingsNotice>().0.clone().unwrap());
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
    assert!(matches!(e, reversi3d::game::SettingsError::Unreadable(..)));
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 2 << 20);
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

/// `settings.ron` under a structured generator (fuzzing it with libFuzzer would instrument all
/// of Bevy, which the game's crate cannot be built without: see docs/fuzzing.md): a valid
/// file with random edits (pieces of RON syntax, numbers out of range, control characters
/// inserted; spans deleted or repeated; the file cut short) never panics; it reads as
/// settings that apply within their bounds, or as a one-line error that names the place.
/// Deep nesting is an error, not a stack overflow.
#[test]
fn any_settings_text_gives_settings_within_bounds_or_a_one_line_error() {
    use rand::{Rng, SeedableRng};
    use reversi3d::game::WindowPlacement;
    let valid = SavedSettings {
        window: Some(WindowPlacement {
            width: 1280,
            height: 720,
            x: Some(10),
            y: None,
        }),
        ..SavedSettings::default()
    }
    .to_text();
    let pieces = [
        "(",
        ")",
        "[",
        "]",
        ",",
        ":",
        "\"",
        "\\",
        "Some(",
        "None",
        "-",
        "1e309",
        "NaN",
        "inf",
        "4294967296",
        "-1",
        "0",
        "0.0",
        "true",
        "\0",
        "\r",
        "\n",
        "\u{1b}[2J",
        "/*",
        "*/",
        "//",
        "é",
        "r#\"",
        "'",
        "level: \"x\"",
        "ui_scale: 7",
        "anim_speed: -inf",
    ];
    let mut rng = rand::rngs::StdRng::seed_from_u64(25);
    let (mut parsed, mut refused) = (0, 0);
    for round in 0..3_000 {
        let mut t: Vec<char> = valid.chars().collect();
        for _ in 0..rng.random_range(1..4) {
            let at = rng.random_range(0..=t.len());
            let end = (at + rng.random_range(0..20)).min(t.len());
            match rng.random_range(0..5) {
                0 | 1 => {
                    let p = pieces[rng.random_range(0..pieces.len())];
                    t.splice(at..at, p.chars());
                }
                2 => {
                    t.drain(at..end);
                }
                3 => {
                    let span: Vec<char> = t[at..end].to_vec();
                    t.splice(at..at, span);
                }
                _ => t.truncate(at),
            }
        }
        let text: String = t.into_iter().collect();
        match SavedSettings::from_text(&text) {
            Ok(s) => {
                parsed += 1;
                let mut setup = NewGameSetup::default();
                let mut display = DisplaySettings::default();
                s.apply(&mut setup, &mut display);
                assert!(
                    DisplaySettings::UI_SCALES.contains(&display.ui_scale)
                        && display.volume <= 100
                        && display.search_threads <= 1024
                        && (display.anim_speed == 0.0
                            || DisplaySettings::ANIM_SPEEDS.contains(&display.anim_speed))
                        && setup.options.clock_minutes() <= 600
                        && setup.level < reversi_engine::ai::LEVELS.len(),
                    "round {round}: {text:?} applied out of bounds"
                );
                if let Some(w) = display.window {
                    let (width, height) = w.size();
                    assert!((480..=16_384).contains(&width) && (360..=16_384).contains(&height));
                }
            }
            Err(e) => {
                refused += 1;
                assert!(
                    !e.is_empty() && !e.chars().any(char::is_control),
                    "round {round}: {text:?} gave the error {e:?}"
                );
                assert!(
                    e.starts_with(|c: char| c.is_ascii_digit()),
                    "round {round}: the error names the line: {e:?}"
                );
            }
        }
    }
    assert!(
        parsed > 100 && refused > 100,
        "{parsed} read, {refused} refused"
    );
    for deep in [
        "(".repeat(100_000),
        format!("(window: {}", "Some(".repeat(100_000)),
    ] {
        let e = SavedSettings::from_text(&deep).unwrap_err();
        assert!(!e.contains('\n'), "{e}");
    }
}
