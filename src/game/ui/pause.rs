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
const HALF: f32 = 320.0;

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
                max_width: percent(100),
                margin: UiRect::vertical(Val::Auto),
                row_gap: px(8),
                padding: UiRect::all(px(20)),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            children![(
                Node {
                    max_width: percent(100),
                    ..column()
                },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::core::display::{HintStrength, Theme};
    use crate::game::core::i18n::Lang;
    use crate::game::core::state::NewGameSetup;
    use crate::game::theme::widget::ButtonName;
    use crate::game::ui::setting_rows::setting_text;

    /// Every text the buttons of the options' two columns can show in `locale`: each state of
    /// the animations, the dots, the sound, the theme, the text size and the hints.
    fn option_labels(locale: &Locale) -> Vec<String> {
        let setup = NewGameSetup::default();
        let mut out = Vec::new();
        let mut settings = DisplaySettings::default();
        for speed in [0.0, 0.5, 1.0, 2.0] {
            settings.anim_speed = speed;
            out.push(setting_text(SettingLabel::Speed, &setup, &settings, locale));
        }
        for on in [false, true] {
            settings.show_legal = on;
            settings.sound = on;
            out.push(setting_text(
                SettingLabel::LegalDots,
                &setup,
                &settings,
                locale,
            ));
            out.push(setting_text(SettingLabel::Sound, &setup, &settings, locale));
        }
        for theme in [Theme::Standard, Theme::HighContrast] {
            settings.theme = theme;
            out.push(setting_text(SettingLabel::Theme, &setup, &settings, locale));
        }
        for percent in DisplaySettings::UI_SCALES {
            settings.ui_scale = percent;
            out.push(setting_text(
                SettingLabel::UiScale,
                &setup,
                &settings,
                locale,
            ));
        }
        for strength in [
            HintStrength::Quick,
            HintStrength::Normal,
            HintStrength::Deep,
        ] {
            let name = locale.render(&strength.label());
            out.push(locale.render(&Tr::new("setting-hints").with("name", name)));
        }
        out
    }

    /// Bevy's layout, with the game's fonts for `lang`, of one option button (`HALF` wide) for
    /// each of `labels`: each label's text box height in pixels.
    fn laid_out(lang: Lang, labels: &[String]) -> Vec<f32> {
        let (mut app, screen) = crate::game::ui::layout::layout_app(1280, 720);
        app.world_mut().resource_mut::<Locale>().set_lang(lang);
        app.world_mut()
            .get_mut::<Node>(screen)
            .unwrap()
            .flex_direction = FlexDirection::Column;
        let mut texts = Vec::new();
        for label in labels {
            let b = app
                .world_mut()
                .spawn((
                    button(
                        "option",
                        Tr::verbatim(label.clone()),
                        HALF,
                        SettingChange::ToggleSound,
                    ),
                    ChildOf(screen),
                ))
                .id();
            texts.push(app.world().get::<Children>(b).unwrap()[0]);
        }
        // The CJK faces are registered a frame or two after start-up, then laid out again.
        for _ in 0..4 {
            app.update();
        }
        texts
            .iter()
            .map(|&t| app.world().get::<ComputedNode>(t).unwrap().size().y)
            .collect()
    }

    #[test]
    fn every_option_label_fits_its_button_on_one_line_in_each_language() {
        for lang in Lang::ALL {
            let mut locale = Locale::default();
            locale.set_lang(lang);
            // One line in that language's script: its longest label wraps where it is too long.
            let mut labels = vec![locale.t("pause-options")];
            labels.extend(option_labels(&locale));
            let heights = laid_out(lang, &labels);
            let line = heights[0];
            assert!(line > 10.0, "one line of 20-pixel text is laid out: {line}");
            for (label, height) in labels.iter().zip(heights).skip(1) {
                assert!(
                    height < 1.5 * line,
                    "{}: '{label}' is laid out {height} px high in a {HALF}-pixel button, \
                     so on more than one line (one line is {line} px high)",
                    lang.code()
                );
            }
        }
    }

    /// A box of the laid-out pause menu: what it is (the button's name or the text's words
    /// where it has one) and its edges in window pixels.
    struct Laid {
        name: String,
        left: f32,
        right: f32,
        top: f32,
    }

    /// Bevy's layout of the whole pause menu, with its labels, in `lang`, in a window `width`
    /// of the UI's pixels wide (a 1280-pixel window at 200% text is 640): each box that is
    /// shown.
    fn pause_menu_layout(lang: Lang, width: u32) -> Vec<Laid> {
        use bevy::ecs::system::RunSystemOnce;
        let (mut app, screen) = crate::game::ui::layout::layout_app(width, 720);
        app.world_mut().resource_mut::<Locale>().set_lang(lang);
        app.init_resource::<Launch>()
            .init_resource::<DisplaySettings>()
            .init_resource::<NewGameSetup>()
            .add_plugins(super::super::setting_rows::plugin)
            .add_systems(
                Update,
                (spawn_language_choice, show_threads, show_hint_strength),
            );
        app.world_mut().run_system_once(spawn_pause_menu).unwrap();
        // Laid out in the test's screen node, the size of the window (the headless app has no
        // viewport for a root node).
        let world = app.world_mut();
        let menu = world
            .query_filtered::<Entity, With<UnderGamesList>>()
            .single(world)
            .unwrap();
        world.entity_mut(menu).insert(ChildOf(screen));
        // The CJK faces are registered a frame or two after start-up, then laid out again.
        for _ in 0..5 {
            app.update();
        }
        let world = app.world_mut();
        let mut q = world.query::<(
            Entity,
            &ComputedNode,
            &bevy::ui::UiGlobalTransform,
            Option<&ButtonName>,
            Option<&Text>,
        )>();
        q.iter(world)
            .filter(|(_, c, ..)| c.size().x > 0.0)
            .map(|(e, c, t, button, text)| {
                let half = c.size() / 2.0;
                let name = match (button, text) {
                    (Some(b), _) => b.0.to_string(),
                    (None, Some(t)) => t.0.clone(),
                    (None, None) => format!("{e}"),
                };
                Laid {
                    name,
                    left: t.translation.x - half.x,
                    right: t.translation.x + half.x,
                    top: t.translation.y - half.y,
                }
            })
            .collect()
    }

    /// The box named `name` in `boxes`.
    fn named<'a>(boxes: &'a [Laid], name: &str) -> &'a Laid {
        boxes.iter().find(|b| b.name == name).unwrap()
    }

    #[test]
    fn the_pause_menu_fits_the_width_of_a_window_at_large_text() {
        for lang in Lang::ALL {
            let boxes = pause_menu_layout(lang, 640);
            let code = lang.code();
            assert!(boxes.len() > 30, "{code}: {} boxes laid out", boxes.len());
            let mut locale = Locale::default();
            locale.set_lang(lang);
            let label = setting_text(
                SettingLabel::Speed,
                &NewGameSetup::default(),
                &DisplaySettings::default(),
                &locale,
            );
            // The options' labels, and the title in the bold face, are laid out and checked.
            for text in [label, locale.t("pause-title")] {
                assert!(
                    boxes.iter().any(|b| b.name == text),
                    "{code}: '{text}' is laid out"
                );
            }
            for b in &boxes {
                assert!(
                    b.left >= -0.5 && b.right <= 640.5,
                    "{code}: '{}' is laid out at {}..{}, outside a 640-pixel-wide UI",
                    b.name,
                    b.left,
                    b.right
                );
            }
            // The options stand one under the other, each its full width.
            let (speed, dots) = (named(&boxes, "speed"), named(&boxes, "legal-dots"));
            assert!(
                (speed.right - speed.left - HALF).abs() < 0.5,
                "{code}: full width"
            );
            assert!(dots.top > speed.top, "{code}: one column");
        }
        // In a wide window the options stand two side by side, and the threads button spans
        // both.
        let boxes = pause_menu_layout(Lang::English, 1280);
        let (speed, dots) = (named(&boxes, "speed"), named(&boxes, "legal-dots"));
        assert!((speed.right - speed.left - HALF).abs() < 0.5);
        assert!(
            dots.left > speed.right && (dots.top - speed.top).abs() < 0.5,
            "two columns"
        );
        let threads = named(&boxes, "search-threads");
        assert!(
            (threads.left - speed.left).abs() < 0.5 && (threads.right - dots.right).abs() < 0.5
        );
    }
}
