//! The pause menu. Esc during a game asks the turn plugin to pause ([`GameChange::Pause`]);
//! while the game is paused ([`Phase::Paused`]) the clock stands still and the computer does
//! not think (leaving its turn stops its search; resuming decides the turn again, which
//! starts a new one). The menu: Resume (or Esc again), New game, Your games (the list of
//! saved games), the display options, and Quit to the start screen.
//! The hints' strength (quick, normal, deep) and the search threads of the computer, the
//! hints and the analysis (all cores but one, or a number) are chosen here too.

use super::setting_rows::{SettingLabel, scroll_start_screen, setting_button};
use super::volume::volume_slider;
use crate::game::core::display::DisplaySettings;
use crate::game::core::messages::{
    GameChange, LibraryRequest, OpenStartScreen, Play, SettingChange,
};
use crate::game::core::state::Phase;
use crate::game::theme::widget::{Fonts, PANEL, button, column, text};
use bevy::prelude::*;
use bevy::ui_widgets::observe;

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
pub(crate) fn threads_label(settings: &DisplaySettings) -> String {
    match settings.search_threads {
        0 => format!("Threads: all cores but one ({})", settings.threads()),
        _ => format!("Threads: {}", settings.threads()),
    }
}

/// The threads button's label follows the setting.
fn show_threads(
    settings: Res<DisplaySettings>,
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
    settings: Res<DisplaySettings>,
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
/// An option button's width: two side by side.
const HALF: f32 = 264.0;

fn options_grid() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        column_gap: px(8),
        row_gap: px(8),
        max_width: px(2.0 * HALF + 8.0),
        ..default()
    }
}

fn spawn_pause_menu(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        Name::new("Pause menu"),
        DespawnOnExit(Phase::Paused),
        GlobalZIndex(20),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(6)),
            // Taller than the window (large text, a small window): it scrolls.
            overflow: Overflow::scroll_y(),
            ..default()
        },
        ScrollPosition::default(),
        observe(scroll_start_screen),
        // Dims the board and keeps clicks off it.
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
        children![(
            BackgroundColor(PANEL),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                flex_shrink: 0.0,
                margin: UiRect::vertical(Val::Auto),
                row_gap: px(8),
                padding: UiRect::all(px(20)),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
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
                    button("pause-games", "Your games", WIDE, LibraryRequest::Open),
                    text("Options", 17.0),
                    (
                        options_grid(),
                        children![
                            setting_button(
                                "speed",
                                SettingChange::NextSpeed,
                                SettingLabel::Speed,
                                HALF
                            ),
                            setting_button(
                                "legal-dots",
                                SettingChange::ToggleLegalDots,
                                SettingLabel::LegalDots,
                                HALF
                            ),
                            setting_button(
                                "sound",
                                SettingChange::ToggleSound,
                                SettingLabel::Sound,
                                HALF
                            ),
                            setting_button(
                                "theme",
                                SettingChange::ToggleTheme,
                                SettingLabel::Theme,
                                HALF
                            ),
                        ]
                    ),
                    volume_slider(150.0),
                    (
                        options_grid(),
                        children![
                            setting_button(
                                "ui-scale",
                                SettingChange::NextUiScale,
                                SettingLabel::UiScale,
                                HALF
                            ),
                            (
                                HintStrengthButton,
                                button(
                                    "hint-strength",
                                    "Hints: normal",
                                    HALF,
                                    SettingChange::NextHintStrength
                                )
                            ),
                        ]
                    ),
                    (
                        ThreadsButton,
                        button(
                            "search-threads",
                            "Threads",
                            2.0 * HALF + 8.0,
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
