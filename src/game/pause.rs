//! The pause menu. Esc during a game asks the turn plugin to pause ([`GameChange::Pause`]);
//! while the game is paused ([`Phase::Paused`]) the clock stands still and the computer does
//! not think (leaving its turn stops its search; resuming decides the turn again, which
//! starts a new one). The menu: Resume (or Esc again), New game, the display options, and
//! Quit to the start screen.
//! The hints' strength (quick, normal, deep) and the search threads of the computer, the
//! hints and the analysis (all cores but one, or a number) are chosen here too.

use super::settings::{Play, SettingChange};
use super::start_screen::{OpenStartScreen, SettingLabel, setting_button};
use super::widget::{Fonts, button, column, panel, text};
use super::{GameChange, Phase};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Phase::Paused), spawn_pause_menu)
        .add_systems(
            Update,
            (show_hint_strength, show_threads).run_if(in_state(Phase::Paused)),
        );
}

/// The button that steps the search threads.
#[derive(Component)]
struct ThreadsButton;

/// What the threads button says: `Threads: all cores but one (3)`, `Threads: 2`.
pub(crate) fn threads_label(settings: &super::DisplaySettings) -> String {
    match settings.search_threads {
        0 => format!("Threads: all cores but one ({})", settings.threads()),
        _ => format!("Threads: {}", settings.threads()),
    }
}

/// The threads button's label follows the setting.
fn show_threads(
    settings: Res<super::DisplaySettings>,
    buttons: Query<&Children, With<ThreadsButton>>,
    mut texts: Query<&mut Text>,
) {
    let want = threads_label(&settings);
    for children in &buttons {
        for &c in children {
            if let Ok(mut t) = texts.get_mut(c)
                && t.0 != want
            {
                t.0 = want.clone();
            }
        }
    }
}

/// The button that steps the hints' strength (quick, normal, deep).
#[derive(Component)]
struct HintStrengthButton;

/// The button's label follows the setting.
fn show_hint_strength(
    settings: Res<super::DisplaySettings>,
    buttons: Query<&Children, With<HintStrengthButton>>,
    mut texts: Query<&mut Text>,
) {
    let want = format!("Hints: {}", settings.hint_strength.name());
    for children in &buttons {
        for &c in children {
            if let Ok(mut t) = texts.get_mut(c)
                && t.0 != want
            {
                t.0 = want.clone();
            }
        }
    }
}

const WIDE: f32 = 300.0;

fn spawn_pause_menu(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        Name::new("Pause menu"),
        DespawnOnExit(Phase::Paused),
        GlobalZIndex(20),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        // Dims the board and keeps clicks off it.
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
        children![(
            panel(),
            children![(
                column(),
                children![
                    (
                        Text::new("Paused"),
                        fonts.bold(30.0),
                        TextColor(Color::WHITE),
                        Pickable::IGNORE,
                    ),
                    text("The clock and the computer wait.", 15.0),
                    button("pause-resume", "Resume", WIDE, GameChange::Resume),
                    button("new-game", "New game", WIDE, Play::Again),
                    text("Options", 17.0),
                    setting_button("speed", SettingChange::NextSpeed, SettingLabel::Speed, WIDE),
                    setting_button(
                        "legal-dots",
                        SettingChange::ToggleLegalDots,
                        SettingLabel::LegalDots,
                        WIDE
                    ),
                    setting_button(
                        "sound",
                        SettingChange::ToggleSound,
                        SettingLabel::Sound,
                        WIDE
                    ),
                    setting_button(
                        "theme",
                        SettingChange::ToggleTheme,
                        SettingLabel::Theme,
                        WIDE
                    ),
                    (
                        HintStrengthButton,
                        button(
                            "hint-strength",
                            "Hints: normal",
                            WIDE,
                            SettingChange::NextHintStrength
                        )
                    ),
                    (
                        ThreadsButton,
                        button(
                            "search-threads",
                            "Threads",
                            WIDE,
                            SettingChange::NextThreads
                        )
                    ),
                    button(
                        "quit-to-start",
                        "Quit to start screen",
                        WIDE,
                        OpenStartScreen
                    ),
                    text("Esc: resume", 14.0),
                ],
            )],
        )],
    ));
}
