//! The start screen: the choices for the next game (level, rules, start position, supply,
//! clock, …) and the display, the four ways to play, resuming or loading a game, and the
//! notes about the settings file and the unfinished game. Its buttons send the messages of
//! [`super::settings`] ([`SettingChange`], [`Play`]) and of [`super::record`].

use super::record::RecordRequest;
use super::settings::{Play, Seating, SettingChange, speed_name};
use super::widget::{button, column, panel, row, text};
use super::{DisplaySettings, NewGameSetup, Screen, Theme};
use bevy::prelude::*;
use reversi_engine::ai::LEVELS;
use reversi_engine::rules::Variant;

/// A label that shows a setting (updated from [`NewGameSetup`] and [`DisplaySettings`]).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingLabel {
    Level,
    LevelDescription,
    Variant,
    Start,
    Supply,
    Empties,
    Clock,
    Alternate,
    Speed,
    LegalDots,
    Sound,
    Theme,
    Quality,
}

/// The start screen's line for problems (a corrupt settings file).
#[derive(Component)]
pub(crate) struct NoticeText;

/// Go back to the start screen: sent by Esc and the scoring screen's "Start screen" button.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct OpenStartScreen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenStartScreen>()
        .add_systems(
            OnEnter(Screen::Start),
            spawn_start_screen.after(super::record::refresh_unfinished),
        )
        .add_systems(
            Update,
            (
                open_start_screen.after(super::keyboard::KeyActions),
                update_setting_labels,
                (show_start_notes, show_notices)
                    .chain()
                    .run_if(in_state(Screen::Start)),
            ),
        );
}

fn open_start_screen(
    mut asked: MessageReader<OpenStartScreen>,
    mut screen: ResMut<NextState<Screen>>,
) {
    if asked.read().count() > 0 {
        screen.set(Screen::Start);
    }
}

/// A button whose text shows a setting; a click changes it.
pub(crate) fn setting_button(
    name: &'static str,
    change: SettingChange,
    label: SettingLabel,
    width: f32,
) -> impl Bundle {
    (button(name, "", width, change), label)
}

const COL: f32 = 420.0;

/// The start screen's standing notes: a settings file problem, another window keeping the
/// unfinished game.
fn start_notes(
    settings: &super::settings::SettingsNotice,
    unfinished: &super::record::UnfinishedNotice,
) -> String {
    [&settings.0, &unfinished.0]
        .into_iter()
        .flatten()
        .cloned()
        .collect::<Vec<_>>()
        .join("\n")
}

/// Shows the notes when they change while the start screen is up (the first start screen is
/// built before the settings are read).
fn show_start_notes(
    settings: Res<super::settings::SettingsNotice>,
    unfinished: Res<super::record::UnfinishedNotice>,
    mut text: Query<&mut Text, With<NoticeText>>,
) {
    if !settings.is_changed() && !unfinished.is_changed() {
        return;
    }
    let notes = start_notes(&settings, &unfinished);
    for mut t in &mut text {
        t.0 = notes.clone();
    }
}

fn spawn_start_screen(
    mut commands: Commands,
    notice: Res<super::settings::SettingsNotice>,
    unfinished_notice: Res<super::record::UnfinishedNotice>,
    unfinished: Res<super::record::Unfinished>,
    storage: Res<super::settings::Storage>,
) {
    let root = commands
        .spawn((
            Name::new("Start screen"),
            DespawnOnExit(Screen::Start),
            GlobalZIndex(10),
            Node {
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        ))
        .id();
    let p = commands.spawn((panel(), ChildOf(root))).id();
    commands.spawn((text("reversi3d", 40.0), ChildOf(p)));
    commands.spawn((
        NoticeText,
        Text::new(start_notes(&notice, &unfinished_notice)),
        TextFont::from_font_size(16.0),
        TextColor(Color::srgb(1.0, 0.7, 0.5)),
        Node {
            max_width: px(860),
            ..default()
        },
        Pickable::IGNORE,
        ChildOf(p),
    ));
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            (
                column(),
                children![
                    text("Game", 18.0),
                    (
                        Node {
                            column_gap: px(10),
                            align_items: AlignItems::Center,
                            ..default()
                        },
                        children![
                            button("level-down", "<", 44.0, SettingChange::LevelDown),
                            (
                                SettingLabel::Level,
                                text("", 20.0),
                                Node {
                                    width: px(COL - 108.0),
                                    justify_content: JustifyContent::Center,
                                    ..default()
                                }
                            ),
                            button("level-up", ">", 44.0, SettingChange::LevelUp),
                        ]
                    ),
                    (
                        SettingLabel::LevelDescription,
                        text("", 15.0),
                        Node {
                            max_width: px(COL),
                            ..default()
                        }
                    ),
                    setting_button(
                        "variant",
                        SettingChange::NextVariant,
                        SettingLabel::Variant,
                        COL
                    ),
                    setting_button("start", SettingChange::NextStart, SettingLabel::Start, COL),
                    setting_button(
                        "supply",
                        SettingChange::NextSupply,
                        SettingLabel::Supply,
                        COL
                    ),
                    setting_button(
                        "empties",
                        SettingChange::ToggleEmpties,
                        SettingLabel::Empties,
                        COL
                    ),
                    setting_button("clock", SettingChange::NextClock, SettingLabel::Clock, COL),
                ]
            ),
            (
                column(),
                children![
                    text("Play and display", 18.0),
                    setting_button(
                        "alternate",
                        SettingChange::ToggleAlternate,
                        SettingLabel::Alternate,
                        COL
                    ),
                    setting_button("speed", SettingChange::NextSpeed, SettingLabel::Speed, COL),
                    setting_button(
                        "legal-dots",
                        SettingChange::ToggleLegalDots,
                        SettingLabel::LegalDots,
                        COL
                    ),
                    setting_button(
                        "sound",
                        SettingChange::ToggleSound,
                        SettingLabel::Sound,
                        COL
                    ),
                    setting_button(
                        "theme",
                        SettingChange::ToggleTheme,
                        SettingLabel::Theme,
                        COL
                    ),
                    setting_button(
                        "quality",
                        SettingChange::NextQuality,
                        SettingLabel::Quality,
                        COL
                    ),
                    text("F1 or ? in a game lists the keys", 15.0),
                ]
            ),
        ],
    ));
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            button(
                "play-dark",
                "Play Dark (you move first)",
                COL,
                Play::As(Seating::YouDark)
            ),
            button(
                "play-light",
                "Play Light (computer moves first)",
                COL,
                Play::As(Seating::YouLight)
            ),
        ],
    ));
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            button(
                "two-players",
                "Two players",
                COL,
                Play::As(Seating::TwoPlayers)
            ),
            button(
                "watch",
                "Watch the computer play itself",
                COL,
                Play::As(Seating::Watch)
            ),
        ],
    ));
    let resume = unfinished.0.as_ref().map(|u| {
        format!(
            "Resume the unfinished game (move {}, {} vs {})",
            u.game.move_number(),
            u.dark,
            u.light
        )
    });
    let last_saved = super::record::latest_saved(&storage).is_some();
    if resume.is_some() || last_saved {
        let r = commands.spawn((row(), ChildOf(p))).id();
        if let Some(label) = resume {
            commands.spawn((
                button("resume", label, COL, RecordRequest::Resume),
                ChildOf(r),
            ));
        }
        if last_saved {
            commands.spawn((
                button(
                    "load-last",
                    "Load the last saved game",
                    COL,
                    RecordRequest::LoadLast,
                ),
                ChildOf(r),
            ));
        }
    }
    commands.spawn((
        text(
            "Paste a transcript or board with Ctrl+V, or drop a saved game on the window",
            15.0,
        ),
        ChildOf(p),
    ));
}

fn show_notices(
    mut notices: MessageReader<super::Notice>,
    mut text: Query<&mut Text, With<NoticeText>>,
) {
    if let Some(n) = notices.read().last() {
        for mut t in &mut text {
            t.0 = n.0.clone();
        }
    }
}

fn on_off(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

/// The text a setting's label shows.
pub(crate) fn setting_text(
    label: SettingLabel,
    setup: &NewGameSetup,
    settings: &DisplaySettings,
) -> String {
    let level = &LEVELS[setup.level.min(LEVELS.len() - 1)];
    let o = &setup.options;
    match label {
        SettingLabel::Level => format!(
            "Computer: {} ({}/{})",
            level.name,
            setup.level + 1,
            LEVELS.len()
        ),
        SettingLabel::LevelDescription => level.description.to_string(),
        SettingLabel::Variant => match o.variant {
            Variant::Classic => "Rules: Classic (most discs wins)".to_string(),
            Variant::Reverse => "Rules: Reverse (fewest discs wins)".to_string(),
        },
        SettingLabel::Start => {
            if setup.random_start {
                "Start: random arrangement".to_string()
            } else {
                format!("Start: {}", o.start.name())
            }
        }
        SettingLabel::Supply => format!("Discs: {}", o.supply.name()),
        SettingLabel::Empties => format!(
            "Empty squares to the winner: {}",
            on_off(o.empties_to_winner)
        ),
        SettingLabel::Clock => match o.clock_minutes() {
            0 => "Clock: off".to_string(),
            m => format!("Clock: {m} min each"),
        },
        SettingLabel::Alternate => format!(
            "Alternate colours each game: {}",
            on_off(setup.alternate_colours)
        ),
        SettingLabel::Speed => format!("Animations: {}", speed_name(settings.anim_speed)),
        SettingLabel::LegalDots => {
            format!("Dots on legal squares: {} (L)", on_off(settings.show_legal))
        }
        SettingLabel::Sound => format!("Sound: {} (M)", on_off(settings.sound)),
        SettingLabel::Theme => match settings.theme {
            Theme::Standard => "Theme: standard (T)".to_string(),
            Theme::HighContrast => "Theme: high contrast (T)".to_string(),
        },
        SettingLabel::Quality => format!("Graphics: {}", settings.quality.name()),
    }
}

fn update_setting_labels(
    setup: Res<NewGameSetup>,
    settings: Res<DisplaySettings>,
    labels: Query<(Entity, &SettingLabel)>,
    children: Query<&Children>,
    mut texts: Query<&mut Text>,
) {
    if !setup.is_changed()
        && !settings.is_changed()
        && labels.iter().all(|(e, _)| {
            texts.get(e).is_ok_and(|t| !t.0.is_empty())
                || children
                    .get(e)
                    .ok()
                    .and_then(|c| c.first().copied())
                    .is_some_and(|c| texts.get(c).is_ok_and(|t| !t.0.is_empty()))
        })
    {
        return;
    }
    for (e, &label) in &labels {
        let s = setting_text(label, &setup, &settings);
        // The label is the text itself, or a button whose first child is the text.
        let target = if texts.contains(e) {
            Some(e)
        } else {
            children.get(e).ok().and_then(|c| c.first().copied())
        };
        if let Some(t) = target
            && let Ok(mut text) = texts.get_mut(t)
            && text.0 != s
        {
            text.0 = s;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::record::UnfinishedNotice;
    use crate::game::settings::SettingsNotice;

    #[test]
    fn the_start_notes_are_each_problem_on_its_line() {
        let settings = SettingsNotice(Some("settings: bad".into()));
        let other = UnfinishedNotice(Some("another window".into()));
        assert_eq!(
            start_notes(&settings, &other),
            "settings: bad\nanother window"
        );
        assert_eq!(start_notes(&SettingsNotice(None), &other), "another window");
        assert_eq!(
            start_notes(&SettingsNotice(None), &UnfinishedNotice(None)),
            ""
        );
    }

    #[test]
    fn a_setting_button_shows_its_setting_and_says_its_key() {
        let mut setup = NewGameSetup::default();
        let mut display = DisplaySettings::default();
        let before = setting_text(SettingLabel::Theme, &setup, &display);
        assert_eq!(before, "Theme: standard (T)");
        SettingChange::ToggleTheme.apply(&mut setup, &mut display);
        assert_eq!(
            setting_text(SettingLabel::Theme, &setup, &display),
            "Theme: high contrast (T)"
        );
    }
}
