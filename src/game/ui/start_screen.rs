//! The start screen, a game menu: the title, the four ways to play as large buttons (the
//! last used one marked, and Enter plays it), the computer's level as a row of named steps
//! with the chosen one's description and your record against it, the "Your games" button
//! (the list of saved games), then the secondary groups "Rules and options" and
//! "Display", resuming or loading a game, and the notes about the settings file and the
//! unfinished game. It wraps to narrow windows and scrolls (mouse wheel) when taller than the
//! window. Its buttons send messages ([`SettingChange`], [`Play`], [`RecordRequest`]) to the
//! settings and the saved games, which own what they change.

use super::setting_rows::SettingLabel;
use super::setting_rows::spawn_language_row;
use super::volume::volume_slider;
use crate::game::core::display::level_name;
use crate::game::core::display::player_tr;
use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::messages::{LibraryRequest, Notice, Play, RecordRequest, SettingChange};
use crate::game::core::options::Launch;
use crate::game::core::state::{GamesList, SettingsNotice, UnderGamesList};
use crate::game::core::state::{NewGameSetup, Screen, Seating};
use crate::game::core::storage::Storage;
use crate::game::core::systems::GameSystems;
use crate::game::input::menu_keys::MenuFocus;
use crate::game::play::keeping::{Unfinished, UnfinishedNotice};
use crate::game::play::library::Library;
use crate::game::play::saved_games::latest_saved;
use crate::game::theme::widget::{
    Fonts, SELECTED, TEXT_DIM, card_button, choice_colours, scroll_with_wheel, small_button, text,
};
use bevy::prelude::*;
use bevy::ui_widgets::observe;
use reversi_engine::ai::LEVELS;

/// The start screen's line for problems (a corrupt settings file).
#[derive(Component)]
pub(crate) struct NoticeText;

/// A play button's way to play: the last used one is marked.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
struct SeatingChoice(Seating);

/// A level step's level (an index into [`LEVELS`]): the chosen one is marked.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
struct LevelChoice(usize);

/// The line of your record against the chosen level.
#[derive(Component)]
struct RecordLine;

/// The menu's panel, sized to the window by [`fit_menu_to_window`].
#[derive(Component)]
struct MenuPanel;

/// The line of a play button that says it is the last used way to play.
#[derive(Component)]
struct LastUsedTag;

/// What the last used play button says under its subtitle ("Last used: press Enter").
fn last_used_tag() -> Tr {
    Tr::new("start-last-used")
}
/// What it says when Enter resumes the unfinished game instead ("Last used").
fn last_used_only_tag() -> Tr {
    Tr::new("start-last-used-only")
}
/// What the other play buttons say there.
fn no_tag() -> Tr {
    Tr::verbatim("")
}

/// The names of the level steps, weakest first: `level-` and the level's name in lower case.
pub(crate) const LEVEL_BUTTONS: [&str; LEVELS.len()] = [
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

/// The four ways to play: button name and seating.
const PLAY_CHOICES: [(&str, Seating); 4] = [
    ("play-dark", Seating::YouDark),
    ("play-light", Seating::YouLight),
    ("two-players", Seating::TwoPlayers),
    ("watch", Seating::Watch),
];

/// A way to play's title and subtitle.
fn play_words(seating: Seating) -> (Tr, Tr) {
    match seating {
        Seating::YouDark => (
            Tr::new("start-play-dark"),
            Tr::new("start-play-dark-subtitle"),
        ),
        Seating::YouLight => (
            Tr::new("start-play-light"),
            Tr::new("start-play-light-subtitle"),
        ),
        Seating::TwoPlayers => (
            Tr::new("start-two-players"),
            Tr::new("start-two-players-subtitle"),
        ),
        Seating::Watch => (Tr::new("start-watch"), Tr::new("start-watch-subtitle")),
    }
}

/// The rule options (name, change, label), a secondary group.
const RULE_OPTIONS: [(&str, SettingChange, SettingLabel); 6] = [
    ("variant", SettingChange::NextVariant, SettingLabel::Variant),
    ("start", SettingChange::NextStart, SettingLabel::Start),
    ("supply", SettingChange::NextSupply, SettingLabel::Supply),
    (
        "empties",
        SettingChange::ToggleEmpties,
        SettingLabel::Empties,
    ),
    ("clock", SettingChange::NextClock, SettingLabel::Clock),
    (
        "alternate",
        SettingChange::ToggleAlternate,
        SettingLabel::Alternate,
    ),
];

/// The display options (name, change, label), a secondary group.
const DISPLAY_OPTIONS: [(&str, SettingChange, SettingLabel); 6] = [
    ("speed", SettingChange::NextSpeed, SettingLabel::Speed),
    (
        "legal-dots",
        SettingChange::ToggleLegalDots,
        SettingLabel::LegalDots,
    ),
    ("sound", SettingChange::ToggleSound, SettingLabel::Sound),
    ("theme", SettingChange::ToggleTheme, SettingLabel::Theme),
    ("quality", SettingChange::NextQuality, SettingLabel::Quality),
    (
        "ui-scale",
        SettingChange::NextUiScale,
        SettingLabel::UiScale,
    ),
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Start),
        spawn_start_screen.after(GameSystems::FindUnfinished),
    )
    .add_systems(
        Update,
        (
            enter_plays_the_last_used_way
                .run_if(in_state(Screen::Start).and_then(in_state(GamesList::Closed)))
                .in_set(GameSystems::Keys),
            (
                show_start_notes,
                show_notices,
                mark_choices,
                show_record,
                fit_menu_to_window,
            )
                .chain()
                .run_if(in_state(Screen::Start))
                .after(GameSystems::Turn),
        ),
    );
}

/// The way the last game was played (the one "Play again" repeats).
fn last_used(setup: &NewGameSetup) -> Seating {
    Seating::of(&setup.players)
}

/// Enter (or the keypad's) on the start screen plays the last used way, as its button would.
fn enter_plays_the_last_used_way(
    keys: Res<ButtonInput<KeyCode>>,
    setup: Res<NewGameSetup>,
    focus: Res<MenuFocus>,
    mut plays: MessageWriter<Play>,
) {
    // With a button focused by the keyboard, Enter presses that button instead.
    if focus.0.is_none() && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        plays.write(Play::As(last_used(&setup)));
    }
}

/// The widest the menu grows (logical pixels).
const MENU_WIDTH: f32 = 900.0;
/// The space around the menu (logical pixels).
const MARGIN: f32 = 6.0;
/// A play button's width: four fit in a row in an 800-pixel window, two in a 600-pixel one.
const CARD: f32 = 172.0;
/// A level step's width.
const STEP: f32 = 100.0;
/// An option button's width: three fit in a row in an 800-pixel window.
const OPTION: f32 = 240.0;
/// The text size of the level steps and the level's description.
const SMALL: f32 = 15.0;
/// The text size of the option buttons (each label fits one line of an option button).
const OPTION_TEXT: f32 = 14.0;

/// The start screen's standing notes: a settings file problem, another window keeping the
/// unfinished game.
fn start_notes(
    settings: &SettingsNotice,
    unfinished: &UnfinishedNotice,
    locale: &Locale,
) -> String {
    [
        settings.0.as_ref().map(|t| locale.render(t)),
        unfinished.0.as_ref().map(|t| locale.render(t)),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join("\n")
}

/// Shows the notes when they change while the start screen is up (the first start screen is
/// built before the settings are read).
fn show_start_notes(
    settings: Res<SettingsNotice>,
    unfinished: Res<UnfinishedNotice>,
    locale: Res<Locale>,
    mut text: Query<&mut Tr, With<NoticeText>>,
) {
    if !settings.is_changed() && !unfinished.is_changed() && !locale.is_changed() {
        return;
    }
    let notes = Tr::verbatim(start_notes(&settings, &unfinished, &locale));
    for mut t in &mut text {
        *t = notes.clone();
    }
}

/// Children side by side, wrapping onto more lines when the window is narrow, centred.
fn wrapping_row(gap: f32) -> Node {
    Node {
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Stretch,
        column_gap: px(gap),
        row_gap: px(gap),
        max_width: percent(100),
        ..default()
    }
}

/// A secondary group of options: a thin frame, a small heading, the buttons wrapping.
fn group(commands: &mut Commands, parent: Entity, heading: Tr) -> Entity {
    let g = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                width: percent(100),
                row_gap: px(6),
                padding: UiRect::all(px(8)),
                border: UiRect::all(px(1)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BorderColor::all(Color::srgb(0.2, 0.23, 0.27)),
            ChildOf(parent),
        ))
        .id();
    commands.spawn((
        Text::default(),
        heading,
        TextFont::from_font_size(SMALL),
        TextColor(TEXT_DIM),
        Pickable::IGNORE,
        ChildOf(g),
    ));
    commands.spawn((wrapping_row(6.0), ChildOf(g))).id()
}

/// Secondary text of `size` pixels, centred when it wraps; clicks pass through.
fn dim_text(s: Tr, size: f32) -> impl Bundle {
    (
        Text::default(),
        s,
        TextFont::from_font_size(size),
        TextColor(TEXT_DIM),
        TextLayout::justify(Justify::Center),
        Pickable::IGNORE,
    )
}

/// An outline that shows when its button is the selected one (hidden until then).
fn selection_outline() -> Outline {
    Outline::new(px(2), px(2), Color::NONE)
}

fn spawn_start_screen(
    mut commands: Commands,
    notice: Res<SettingsNotice>,
    unfinished_notice: Res<UnfinishedNotice>,
    locale: Res<Locale>,
    unfinished: Res<Unfinished>,
    storage: Res<Storage>,
    setup: Res<NewGameSetup>,
    fonts: Res<Fonts>,
    launch: Res<Launch>,
    mut focus: ResMut<MenuFocus>,
) {
    let root = commands
        .spawn((
            Name::new("Start screen"),
            UnderGamesList,
            DespawnOnExit(Screen::Start),
            GlobalZIndex(10),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(MARGIN)),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            ScrollPosition::default(),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.35)),
            observe(scroll_with_wheel),
        ))
        .id();
    // The menu: centred while it fits, from the top (and scrolled) when it does not.
    let p = commands
        .spawn((
            MenuPanel,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                flex_shrink: 0.0,
                width: px(MENU_WIDTH),
                margin: UiRect::vertical(Val::Auto),
                row_gap: px(8),
                padding: UiRect::all(px(14)),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.04, 0.05, 0.07, 0.99)),
            ChildOf(root),
        ))
        .id();
    commands.spawn((
        Text::default(),
        Tr::new("start-title"),
        fonts.bold(36.0),
        TextColor(Color::WHITE),
        Pickable::IGNORE,
        ChildOf(p),
    ));
    commands.spawn((
        NoticeText,
        Text::default(),
        Tr::verbatim(start_notes(&notice, &unfinished_notice, &locale)),
        TextFont::from_font_size(16.0),
        TextColor(Color::srgb(1.0, 0.7, 0.5)),
        // A long notice wraps under the title as the menu's other lines do: centred.
        TextLayout::justify(Justify::Center),
        Node {
            max_width: percent(100),
            ..default()
        },
        Pickable::IGNORE,
        ChildOf(p),
    ));

    // The four ways to play, in two pairs: four in a row, or two rows of two.
    let plays = commands.spawn((wrapping_row(10.0), ChildOf(p))).id();
    let last = last_used(&setup);
    for pair in PLAY_CHOICES.chunks(2) {
        let row = commands
            .spawn((
                Node {
                    column_gap: px(10),
                    align_items: AlignItems::Stretch,
                    ..default()
                },
                ChildOf(plays),
            ))
            .id();
        for &(name, seating) in pair {
            let selected = seating == last;
            let (title, subtitle) = play_words(seating);
            let card = commands
                .spawn((
                    card_button(
                        name,
                        title,
                        subtitle,
                        CARD,
                        fonts.bold(22.0),
                        Play::As(seating),
                    ),
                    SeatingChoice(seating),
                    Outline {
                        color: if selected { SELECTED } else { Color::NONE },
                        ..selection_outline()
                    },
                    ChildOf(row),
                ))
                .id();
            commands.spawn((
                LastUsedTag,
                Text::default(),
                match (selected, unfinished.0.is_some()) {
                    (false, _) => no_tag(),
                    (true, false) => last_used_tag(),
                    (true, true) => last_used_only_tag(),
                },
                TextFont::from_font_size(13.0),
                TextColor(SELECTED),
                // Centred like the card's other lines, when it wraps too (German).
                TextLayout::justify(Justify::Center),
                Pickable::IGNORE,
                ChildOf(card),
            ));
        }
    }

    // An unfinished game to resume (the keyboard's default) and the last saved game, under
    // the ways to play, where they show without scrolling.
    let resume = unfinished.0.as_ref().map(|u| {
        Tr::new("start-resume")
            .with("move", u.game.move_number())
            .with("dark", player_tr(&u.dark))
            .with("light", player_tr(&u.light))
    });
    let last_saved = latest_saved(&storage).is_some();
    if resume.is_some() || last_saved {
        let r = commands.spawn((wrapping_row(8.0), ChildOf(p))).id();
        if let Some(label) = resume {
            // The keyboard's default: the focus (its ring) is on it, so Enter resumes.
            let button = commands
                .spawn((
                    small_button("resume", label, 470.0, 16.0, RecordRequest::Resume),
                    ChildOf(r),
                ))
                .id();
            focus.0 = Some(button);
            commands.spawn((
                Text::default(),
                Tr::new("start-press-enter"),
                TextFont::from_font_size(13.0),
                TextColor(SELECTED),
                Node {
                    align_self: AlignSelf::Center,
                    ..default()
                },
                Pickable::IGNORE,
                ChildOf(r),
            ));
        }
        if last_saved {
            commands.spawn((
                small_button(
                    "load-last",
                    Tr::new("start-load-last"),
                    260.0,
                    16.0,
                    RecordRequest::LoadLast,
                ),
                ChildOf(r),
            ));
        }
    }

    // The computer's level: a row of named steps between the arrows, and what it does.
    commands.spawn((
        SettingLabel::Level,
        text(Tr::verbatim(""), 17.0),
        ChildOf(p),
    ));
    let level_row = commands
        .spawn((
            Node {
                column_gap: px(8),
                align_items: AlignItems::Center,
                max_width: percent(100),
                ..default()
            },
            ChildOf(p),
        ))
        .id();
    commands.spawn((
        small_button(
            "level-down",
            Tr::verbatim("<"),
            36.0,
            18.0,
            SettingChange::LevelDown,
        ),
        ChildOf(level_row),
    ));
    let steps = commands
        .spawn((
            Node {
                flex_shrink: 1.0,
                ..wrapping_row(6.0)
            },
            ChildOf(level_row),
        ))
        .id();
    for (i, &name) in LEVEL_BUTTONS.iter().enumerate() {
        commands.spawn((
            small_button(name, level_name(i), STEP, SMALL, SettingChange::SetLevel(i)),
            LevelChoice(i),
            selection_outline(),
            ChildOf(steps),
        ));
    }
    commands.spawn((
        small_button(
            "level-up",
            Tr::verbatim(">"),
            36.0,
            18.0,
            SettingChange::LevelUp,
        ),
        ChildOf(level_row),
    ));
    commands.spawn((
        SettingLabel::LevelDescription,
        dim_text(Tr::verbatim(""), SMALL),
        ChildOf(p),
    ));
    commands.spawn((RecordLine, dim_text(Tr::verbatim(""), SMALL), ChildOf(p)));
    // The saved games and the whole record, a large button under the level's line.
    commands.spawn((
        card_button(
            "games",
            Tr::new("start-your-games"),
            Tr::new("start-your-games-subtitle"),
            2.0 * CARD + 10.0,
            fonts.bold(22.0),
            LibraryRequest::Open,
        ),
        ChildOf(p),
    ));

    // The secondary groups.
    for (heading, options, display) in [
        (Tr::new("start-rules-group"), &RULE_OPTIONS[..], false),
        (Tr::new("start-display-group"), &DISPLAY_OPTIONS[..], true),
    ] {
        let g = group(&mut commands, p, heading);
        for &(name, change, label) in options {
            commands.spawn((
                small_button(name, Tr::verbatim(""), OPTION, OPTION_TEXT, change),
                label,
                ChildOf(g),
            ));
        }
        if display {
            // Beside the sound's on and off, how loud.
            commands.spawn((volume_slider(170.0), ChildOf(g)));
        }
    }

    commands.spawn((dim_text(Tr::new("start-paste-help"), 14.0), ChildOf(p)));
    // The language: a row of buttons, each language in its own name.
    let system = launch.0.system_language.unwrap_or_default();
    let lang = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(6),
                max_width: percent(100),
                ..default()
            },
            ChildOf(p),
        ))
        .id();
    spawn_language_row(&mut commands, lang, system, SMALL, OPTION_TEXT);
}

/// Gives the menu a definite width: the window's less the margins, at most [`MENU_WIDTH`]
/// (a width the layout resolves late would let the panel be measured with unwrapped text,
/// shorter than its contents).
fn fit_menu_to_window(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    mut menus: Query<&mut Node, With<MenuPanel>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let scale = scale.map_or(1.0, |s| s.0).max(0.01);
    let width = px((window.width() / scale - 2.0 * MARGIN).clamp(0.0, MENU_WIDTH));
    for mut node in &mut menus {
        if node.width != width {
            node.width = width;
        }
    }
}

/// Marks the last used way to play (outline and "Last used" line) and the chosen level
/// (outline and text colour).
fn mark_choices(
    setup: Res<NewGameSetup>,
    mut seats: Query<(&SeatingChoice, &mut Outline, &Children)>,
    mut levels: Query<(&LevelChoice, &mut Outline, &Children), Without<SeatingChoice>>,
    mut texts: Query<(&mut Tr, &mut TextColor, Has<LastUsedTag>)>,
    unfinished: Res<Unfinished>,
) {
    let last = last_used(&setup);
    // With an unfinished game offered, Enter resumes it: the card only says it was used last.
    let tag = if unfinished.0.is_some() {
        last_used_only_tag()
    } else {
        last_used_tag()
    };
    for (choice, mut outline, children) in &mut seats {
        let selected = choice.0 == last;
        let colour = if selected { SELECTED } else { Color::NONE };
        if outline.color != colour {
            outline.color = colour;
        }
        for &c in children {
            if let Ok((mut t, _, true)) = texts.get_mut(c) {
                let want = if selected { tag.clone() } else { no_tag() };
                if *t != want {
                    *t = want;
                }
            }
        }
    }
    for (choice, mut outline, children) in &mut levels {
        let selected = choice.0 == setup.level;
        let (colour, text_colour) = choice_colours(selected);
        if outline.color != colour {
            outline.color = colour;
        }
        if let Some(&c) = children.first()
            && let Ok((_, mut tc, _)) = texts.get_mut(c)
            && tc.0 != text_colour
        {
            tc.0 = text_colour;
        }
    }
}

/// Your record against the chosen level, one line under its description.
fn show_record(
    library: Res<Library>,
    setup: Res<NewGameSetup>,
    locale: Res<Locale>,
    mut lines: Query<&mut Tr, With<RecordLine>>,
) {
    let want = library.record.short_line(setup.level, &locale);
    for mut t in &mut lines {
        if *t != want {
            *t = want.clone();
        }
    }
}

fn show_notices(mut notices: MessageReader<Notice>, mut text: Query<&mut Tr, With<NoticeText>>) {
    if let Some(n) = notices.read().last() {
        for mut t in &mut text {
            *t = n.0.clone();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::setting_rows::setting_text;
    use super::*;
    use crate::game::core::display::DisplaySettings;
    use crate::game::core::state::SettingsNotice;
    use crate::game::play::keeping::UnfinishedNotice;

    #[test]
    fn the_start_notes_are_each_problem_on_its_line() {
        let locale = Locale::default();
        let settings = SettingsNotice(Some(Tr::verbatim("settings: bad")));
        let other = UnfinishedNotice(Some(Tr::verbatim("another window")));
        assert_eq!(
            start_notes(&settings, &other, &locale),
            "settings: bad\nanother window"
        );
        assert_eq!(
            start_notes(&SettingsNotice(None), &other, &locale),
            "another window"
        );
        assert_eq!(
            start_notes(&SettingsNotice(None), &UnfinishedNotice(None), &locale),
            ""
        );
    }

    #[test]
    fn each_level_step_is_named_after_its_level() {
        for (name, level) in LEVEL_BUTTONS.iter().zip(LEVELS.iter()) {
            assert_eq!(*name, format!("level-{}", level.name.to_lowercase()));
        }
    }

    #[test]
    fn a_setting_button_shows_its_setting_and_says_its_key() {
        let mut setup = NewGameSetup::default();
        let mut display = DisplaySettings::default();
        let locale = Locale::default();
        let before = setting_text(SettingLabel::Theme, &setup, &display, &locale);
        assert_eq!(before, "Theme: standard (T)");
        SettingChange::ToggleTheme.apply(&mut setup, &mut display);
        assert_eq!(
            setting_text(SettingLabel::Theme, &setup, &display, &locale),
            "Theme: high contrast (T)"
        );
        let mut french = Locale::default();
        french.set_lang(crate::game::core::i18n::Lang::French);
        assert_ne!(
            setting_text(SettingLabel::Theme, &setup, &display, &french),
            "Theme: high contrast (T)",
            "in French"
        );
    }
}
