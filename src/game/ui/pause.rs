//! The pause menu. Esc during a game asks the turn plugin to pause ([`GameChange::Pause`]);
//! while the game is paused ([`Phase::Paused`]) the clock stands still and the computer does
//! not think (leaving its turn stops its search; resuming decides the turn again, which
//! starts a new one). The menu: Resume (or Esc again), New game, Your games (the list of
//! saved games), the display options, the language, and Quit to the start screen.
//! The hints' strength (quick, normal, deep) and the search threads of the computer, the
//! hints and the analysis (all cores but one, or a number) are chosen here too.

use super::setting_rows::{SettingLabel, setting_button, spawn_language_row};
use super::volume::volume_slider;
use crate::game::core::display::DisplaySettings;
use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::messages::{
    GameChange, LibraryRequest, OpenStartScreen, Play, SettingChange,
};
use crate::game::core::options::Launch;
use crate::game::core::state::{Phase, UnderGamesList};
use crate::game::theme::widget::{Fonts, PANEL, button, column, scroll_with_wheel, text};
use bevy::prelude::*;
use bevy::ui_widgets::observe;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Phase::Paused), spawn_pause_menu)
        .add_systems(
            Update,
            (spawn_language_choice, show_hint_strength, show_threads)
                .run_if(in_state(Phase::Paused)),
        );
}

/// The button that steps the search threads.
#[derive(Component)]
struct ThreadsButton;

/// What the threads button says: `Threads: all cores but one (3)`, `Threads: 2`.
pub(crate) fn threads_label(settings: &DisplaySettings) -> Tr {
    match settings.search_threads {
        0 => Tr::new("setting-threads-auto").with("count", settings.threads()),
        _ => Tr::new("setting-threads").with("count", settings.threads()),
    }
}

/// The threads button's label follows the setting.
fn show_threads(
    settings: Res<DisplaySettings>,
    buttons: Query<&Children, With<ThreadsButton>>,
    mut texts: Query<&mut Tr>,
) {
    let want = threads_label(&settings);
    for children in &buttons {
        for &c in children {
            if let Ok(mut t) = texts.get_mut(c)
                && *t != want
            {
                *t = want.clone();
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
    locale: Res<Locale>,
    buttons: Query<&Children, With<HintStrengthButton>>,
    mut texts: Query<&mut Tr>,
) {
    let want =
        Tr::new("setting-hints").with("name", locale.render(&settings.hint_strength.label()));
    for children in &buttons {
        for &c in children {
            if let Ok(mut t) = texts.get_mut(c)
                && *t != want
            {
                *t = want.clone();
            }
        }
    }
}

const WIDE: f32 = 300.0;
/// An option button's width: two side by side.
const HALF: f32 = 300.0;

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
        UnderGamesList,
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
        observe(scroll_with_wheel),
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
                        Text::default(),
                        Tr::new("pause-title"),
                        fonts.bold(30.0),
                        TextColor(Color::WHITE),
                        Pickable::IGNORE,
                    ),
                    text(Tr::new("pause-waiting"), 15.0),
                    button(
                        "pause-resume",
                        Tr::new("pause-resume"),
                        WIDE,
                        GameChange::Resume
                    ),
                    button("new-game", Tr::new("pause-new-game"), WIDE, Play::Again),
                    button(
                        "pause-games",
                        Tr::new("pause-your-games"),
                        WIDE,
                        LibraryRequest::Open
                    ),
                    text(Tr::new("pause-options"), 17.0),
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
                                    Tr::verbatim(""),
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
                            Tr::verbatim(""),
                            2.0 * HALF + 8.0,
                            SettingChange::NextThreads
                        )
                    ),
                    button(
                        "quit-to-start",
                        Tr::new("pause-quit"),
                        WIDE,
                        OpenStartScreen
                    ),
                    (
                        LanguageSlot,
                        Node {
                            max_width: px(2.0 * HALF + 8.0),
                            ..column()
                        }
                    ),
                    text(Tr::new("pause-esc"), 14.0),
                ],
            )],
        )],
    ));
}

/// Where the pause menu's language choice goes.
#[derive(Component)]
struct LanguageSlot;

/// The language choice, the same row of buttons as the start screen's.
fn spawn_language_choice(
    mut commands: Commands,
    slots: Query<Entity, Added<LanguageSlot>>,
    launch: Res<Launch>,
) {
    for slot in &slots {
        let system = launch.0.system_language.unwrap_or_default();
        spawn_language_row(&mut commands, slot, system, 17.0, 15.0);
    }
}
