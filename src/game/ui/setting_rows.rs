//! The rows of settings shared by the start screen and the pause menu: a button that sends a
//! setting change and a label that follows the setting.

use crate::game::core::display::DisplaySettings;
use crate::game::core::display::Theme;
use crate::game::core::display::speed_name;
use crate::game::core::messages::SettingChange;
use crate::game::core::state::NewGameSetup;
use crate::game::core::systems::GameSystems;
use crate::game::theme::widget::button;
use bevy::input::mouse::MouseScrollUnit;
use bevy::prelude::*;
use reversi_engine::ai::LEVELS;
use reversi_engine::rules::Variant;

pub(super) fn plugin(app: &mut App) {
    // After the changes of this frame are applied (after the turn systems).
    app.add_systems(Update, update_setting_labels.after(GameSystems::Turn));
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
    (button(name, "", width, change), label)
}

/// Scrolls the start screen (and the pause menu) with the mouse wheel when it is taller than
/// the window.
pub(crate) fn scroll_start_screen(
    mut scroll: On<Pointer<Scroll>>,
    mut areas: Query<(&ComputedNode, &mut ScrollPosition)>,
) {
    let Ok((node, mut at)) = areas.get_mut(scroll.entity) else {
        return;
    };
    scroll.propagate(false);
    let step = match scroll.unit {
        MouseScrollUnit::Line => MouseScrollUnit::SCROLL_UNIT_CONVERSION_FACTOR,
        MouseScrollUnit::Pixel => 1.0,
    };
    let visible = node.size().y * node.inverse_scale_factor;
    let content = node.content_size().y * node.inverse_scale_factor;
    let max = (content - visible).max(0.0);
    at.y = (at.y - scroll.y * step).clamp(0.0, max);
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
            "Computer level: {} ({} of {})",
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
        SettingLabel::UiScale => {
            format!("Text size: {}%", settings.ui_scale)
        }
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
