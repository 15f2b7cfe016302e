//! The start screen as a game menu: the level steps set the level and mark it with its
//! description, each play button starts its seating against the chosen level, the last used
//! way to play is marked after a restart and Enter plays it, every option button changes its
//! option, and Tab and Enter work the start screen and the pause menu.

use super::YOU_VS_COMPUTER;
use crate::app::*;
use bevy::prelude::*;
use reversi_engine::rules::Variant;
use reversi3d::game::SettingLabel;
use reversi3d::game::Storage;
use reversi3d::game::{DisplaySettings, NewGameSetup, Phase, PlayerKind, Players, RecordRequest};

/// The level steps, weakest first, as the start screen names them.
const LEVEL_STEPS: [&str; 14] = [
    "level-beginner",
    "level-novice",
    "level-casual",
    "level-improver",
    "level-intermediate",
    "level-skilled",
    "level-club",
    "level-advanced",
    "level-expert",
    "level-master",
    "level-tournament",
    "level-grandmaster",
    "level-champion",
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
fn a_game_pasted_on_the_start_screen_is_played_against_the_level_chosen_there() {
    let mut app = new_app(YOU_VS_COMPUTER);
    quit_to_start(&mut app);
    // The last game was against Beginner; Novice is chosen now.
    let novice = entity_with(&mut app, "level-novice");
    trigger_click(&mut app, novice);
    app.update();
    app.world_mut()
        .write_message(RecordRequest::Paste("f5d6c3".into()));
    assert!(run_until(&mut app, 50, |a| game(a).history().len() == 3
        && turn_decided(a)));
    assert_eq!(
        *app.world().resource::<Players>(),
        Players {
            dark: PlayerKind::Human,
            light: PlayerKind::Computer(1),
        },
        "seated as the last game, against the level chosen"
    );
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
