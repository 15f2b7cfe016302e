//! The rows of settings shared by the start screen and the pause menu: a button that sends a
//! setting change and a label that follows the setting.

use crate::game::core::display::DisplaySettings;
use crate::game::core::display::Theme;
use crate::game::core::display::{
    level_description, level_name, speed_label, start_name, supply_name,
};
use crate::game::core::i18n::{Lang, Locale, Tr};
use crate::game::core::messages::SettingChange;
use crate::game::core::options::Launch;
use crate::game::core::state::NewGameSetup;
use crate::game::core::systems::GameSystems;
use crate::game::theme::widget::{button, choice_colours, small_button, text};
use bevy::prelude::*;
use reversi_engine::ai::LEVELS;
use reversi_engine::rules::Variant;

pub(super) fn plugin(app: &mut App) {
    // After the changes of this frame are applied (after the turn systems).
    app.add_systems(
        Update,
        (update_setting_labels, mark_language).after(GameSystems::Turn),
    );
}

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
    UiScale,
}

/// A button whose text shows a setting; a click changes it.
pub(crate) fn setting_button(
    name: &'static str,
    change: SettingChange,
    label: SettingLabel,
    width: f32,
) -> impl Bundle {
    (
        button(name, Tr::verbatim(String::new()), width, change),
        label,
    )
}

fn on_off(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

/// The message a setting's label shows (names of levels and options rendered in `locale`,
/// so the label is made again when the language changes).
pub(crate) fn setting_tr(
    label: SettingLabel,
    setup: &NewGameSetup,
    settings: &DisplaySettings,
    locale: &Locale,
) -> Tr {
    let level = setup.level.min(LEVELS.len() - 1);
    let o = &setup.options;
    match label {
        SettingLabel::Level => Tr::new("setting-level")
            .with("name", locale.render(&level_name(level)))
            .with("number", level + 1)
            .with("count", LEVELS.len()),
        SettingLabel::LevelDescription => level_description(level),
        SettingLabel::Variant => match o.variant {
            Variant::Classic => Tr::new("setting-variant-classic"),
            Variant::Reverse => Tr::new("setting-variant-reverse"),
        },
        SettingLabel::Start => {
            if setup.random_start {
                Tr::new("setting-start-random")
            } else {
                Tr::new("setting-start").with("name", locale.render(&start_name(o.start)))
            }
        }
        SettingLabel::Supply => {
            Tr::new("setting-supply").with("name", locale.render(&supply_name(o.supply)))
        }
        SettingLabel::Empties => {
            Tr::new("setting-empties").with("state", on_off(o.empties_to_winner))
        }
        SettingLabel::Clock => match o.clock_minutes() {
            0 => Tr::new("setting-clock-off"),
            m => Tr::new("setting-clock").with("minutes", m),
        },
        SettingLabel::Alternate => {
            Tr::new("setting-alternate").with("state", on_off(setup.alternate_colours))
        }
        SettingLabel::Speed => {
            Tr::new("setting-speed").with("name", locale.render(&speed_label(settings.anim_speed)))
        }
        SettingLabel::LegalDots => {
            Tr::new("setting-legal-dots").with("state", on_off(settings.show_legal))
        }
        SettingLabel::Sound => Tr::new("setting-sound").with("state", on_off(settings.sound)),
        SettingLabel::Theme => match settings.theme {
            Theme::Standard => Tr::new("setting-theme-standard"),
            Theme::HighContrast => Tr::new("setting-theme-high-contrast"),
        },
        SettingLabel::Quality => {
            Tr::new("setting-quality").with("name", locale.render(&settings.quality.label()))
        }
        SettingLabel::UiScale => Tr::new("setting-text-size").with("percent", settings.ui_scale),
    }
}

/// The text a setting's label shows in `locale`.
#[cfg(test)]
pub(crate) fn setting_text(
    label: SettingLabel,
    setup: &NewGameSetup,
    settings: &DisplaySettings,
    locale: &Locale,
) -> String {
    locale.render(&setting_tr(label, setup, settings, locale))
}

fn update_setting_labels(
    setup: Res<NewGameSetup>,
    settings: Res<DisplaySettings>,
    locale: Res<Locale>,
    labels: Query<(Entity, &SettingLabel, Option<&Children>)>,
    added: Query<(), Added<SettingLabel>>,
    mut trs: Query<&mut Tr>,
) {
    if !setup.is_changed() && !settings.is_changed() && !locale.is_changed() && added.is_empty() {
        return;
    }
    for (e, &label, children) in &labels {
        let want = setting_tr(label, &setup, &settings, &locale);
        // The label is the text itself, or a button whose first child is the text.
        let target = if trs.contains(e) {
            Some(e)
        } else {
            children.and_then(|c| c.first().copied())
        };
        if let Some(t) = target
            && let Ok(mut tr) = trs.get_mut(t)
            && *tr != want
        {
            *tr = want;
        }
    }
}

/// A language button's language (`None`: the system's).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct LangChoice(pub Option<Lang>);

/// A language button's name: `lang-system`, `lang-en`, … `lang-zh-Hans`.
pub(crate) fn lang_button_name(lang: Option<Lang>) -> &'static str {
    match lang {
        None => "lang-system",
        Some(Lang::English) => "lang-en",
        Some(Lang::French) => "lang-fr",
        Some(Lang::German) => "lang-de",
        Some(Lang::Spanish) => "lang-es",
        Some(Lang::Dutch) => "lang-nl",
        Some(Lang::Italian) => "lang-it",
        Some(Lang::Japanese) => "lang-ja",
        Some(Lang::Chinese) => "lang-zh-Hans",
    }
}

/// The language choice under `parent`: a heading, then "System (Deutsch)" and each language
/// in its own name; a click switches at once ([`SettingChange::SetLanguage`]). `system` is
/// the system's language. The chosen one is marked by [`mark_language`].
pub(crate) fn spawn_language_row(
    commands: &mut Commands,
    parent: Entity,
    system: Lang,
    heading_size: f32,
    text_size: f32,
) {
    commands.spawn((text(Tr::new("language"), heading_size), ChildOf(parent)));
    let row = commands
        .spawn((
            Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(6),
                row_gap: px(6),
                max_width: percent(100),
                ..default()
            },
            ChildOf(parent),
        ))
        .id();
    let choices = std::iter::once(None).chain(Lang::ALL.into_iter().map(Some));
    for choice in choices {
        let label = match choice {
            None => Tr::new("language-system").with("name", system.native_name()),
            Some(lang) => Tr::verbatim(lang.native_name()),
        };
        let width = if choice.is_none() { 170.0 } else { 104.0 };
        commands.spawn((
            small_button(
                lang_button_name(choice),
                label,
                width,
                text_size,
                SettingChange::SetLanguage(choice),
            ),
            LangChoice(choice),
            Outline::new(px(2), px(2), Color::NONE),
            ChildOf(row),
        ));
    }
}

/// The choice to mark: the one remembered, unless another language is in use (`--lang` for
/// this run), which is then marked instead.
fn marked_choice(remembered: Option<Lang>, system: Option<Lang>, in_use: Lang) -> Option<Lang> {
    if remembered.or(system).unwrap_or_default() == in_use {
        remembered
    } else {
        Some(in_use)
    }
}

/// Marks the chosen language's button (outline and text colour), as the chosen level is.
fn mark_language(
    settings: Res<DisplaySettings>,
    locale: Res<Locale>,
    launch: Option<Res<Launch>>,
    mut buttons: Query<(&LangChoice, &mut Outline, &Children)>,
    mut colours: Query<&mut TextColor>,
) {
    let system = launch.and_then(|l| l.0.system_language);
    let marked = marked_choice(settings.language, system, locale.lang());
    for (choice, mut outline, children) in &mut buttons {
        let selected = choice.0 == marked;
        let (colour, text_colour) = choice_colours(selected);
        if outline.color != colour {
            outline.color = colour;
        }
        if let Some(&c) = children.first()
            && let Ok(mut tc) = colours.get_mut(c)
            && tc.0 != text_colour
        {
            tc.0 = text_colour;
        }
    }
}
