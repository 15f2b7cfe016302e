//! The volume slider (start screen and pause menu): press or drag to set the volume.

use crate::game::core::display::DisplaySettings;
use crate::game::core::i18n::Tr;
use crate::game::core::messages::SettingChange;
use crate::game::theme::widget::ButtonName;
use crate::game::theme::widget::SELECTED;
use crate::game::theme::widget::TEXT;
use crate::game::theme::widget::small_button;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (volume_bar_pointer, show_volume));
}

/// The volume bar: a press or a drag on it sets the volume of that point.
#[derive(Component)]
pub(crate) struct VolumeBar;

/// The bar's filled part, as wide as the volume.
#[derive(Component)]
struct VolumeFill;

/// The volume's figure beside the bar.
#[derive(Component)]
struct VolumeFigure;

/// The volume a point of the bar stands for, in percent: 0 at its left end (`x` = −0.5 in the
/// bar's normalised coordinates), 100 at its right end (0.5).
pub(crate) fn volume_at(x: f32) -> u8 {
    ((x + 0.5).clamp(0.0, 1.0) * 100.0).round() as u8
}

/// The volume control beside mute: a − button, the bar (`bar_width` logical pixels), a +
/// button and the figure.
pub(crate) fn volume_slider(bar_width: f32) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: px(8),
            ..default()
        },
        children![
            small_button(
                "volume-down",
                Tr::verbatim("−"),
                34.0,
                16.0,
                SettingChange::QuieterSound
            ),
            (
                VolumeBar,
                ButtonName("volume-bar"),
                Node {
                    width: px(bar_width),
                    height: px(16),
                    border: UiRect::all(px(1)),
                    border_radius: BorderRadius::all(px(8)),
                    overflow: Overflow::clip(),
                    ..default()
                },
                BorderColor::all(TEXT.with_alpha(0.5)),
                BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.45)),
                children![(
                    VolumeFill,
                    Node {
                        width: percent(80),
                        height: percent(100),
                        // Rounded as the bar is (the bar's clip is square): its ends follow
                        // the bar's inside.
                        border_radius: BorderRadius::all(px(7)),
                        ..default()
                    },
                    BackgroundColor(SELECTED),
                    Pickable::IGNORE,
                )],
            ),
            small_button(
                "volume-up",
                Tr::verbatim("+"),
                34.0,
                16.0,
                SettingChange::LouderSound
            ),
            (
                VolumeFigure,
                Text::default(),
                volume_label(&DisplaySettings::default()),
                TextFont::from_font_size(14.0),
                TextColor(TEXT),
                Node {
                    min_width: px(110),
                    ..default()
                },
                Pickable::IGNORE,
            ),
        ],
    )
}

/// The volume's figure: `Volume 80%`, `Volume 80% (off)` while the sound is off.
fn volume_label(settings: &DisplaySettings) -> Tr {
    if settings.sound {
        Tr::new("setting-volume").with("percent", settings.volume)
    } else {
        Tr::new("setting-volume-off").with("percent", settings.volume)
    }
}

/// The bar and the figure follow the setting (dimmed while the sound is off).
fn show_volume(
    settings: Res<DisplaySettings>,
    mut fills: Query<(&mut Node, &mut BackgroundColor), With<VolumeFill>>,
    mut figures: Query<&mut Tr, With<VolumeFigure>>,
) {
    let colour = if settings.sound {
        SELECTED
    } else {
        SELECTED.with_alpha(0.35)
    };
    for (mut node, mut bg) in &mut fills {
        let want = percent(settings.volume as f32);
        if node.width != want {
            node.width = want;
        }
        if bg.0 != colour {
            bg.0 = colour;
        }
    }
    let want = volume_label(&settings);
    for mut t in &mut figures {
        if *t != want {
            *t = want.clone();
        }
    }
}

/// A press on the bar sets the volume under the pointer, and so does a drag that started on
/// it (read from the mouse and the cursor, so a quick click in a slow frame is not missed).
fn volume_bar_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    bars: Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility), With<VolumeBar>>,
    mut changes: MessageWriter<SettingChange>,
    mut dragging: Local<bool>,
    mut last: Local<Option<u8>>,
) {
    let left = MouseButton::Left;
    let Some(cursor) = windows
        .single()
        .ok()
        .and_then(|w| w.physical_cursor_position())
    else {
        return;
    };
    // The pointer's place along a visible bar, and whether it is on the bar.
    let at = bars
        .iter()
        .filter(|(_, _, v)| v.get())
        .find_map(|(node, t, _)| {
            let p = node.normalize_point(*t, cursor)?;
            Some((p.x, p.x.abs() <= 0.5 && p.y.abs() <= 0.5))
        });
    if buttons.just_pressed(left) {
        *dragging = at.is_some_and(|(_, on)| on);
        *last = None;
    }
    let held = buttons.pressed(left) || buttons.just_released(left);
    if *dragging
        && held
        && let Some((x, _)) = at
    {
        let v = volume_at(x);
        if *last != Some(v) {
            *last = Some(v);
            changes.write(SettingChange::SetVolume(v));
        }
    }
    if !buttons.pressed(left) {
        *dragging = false;
    }
}

#[cfg(test)]
mod tests {
    use super::volume_at;

    #[test]
    fn the_bar_reads_from_silent_at_its_left_end_to_full_at_its_right_end() {
        assert_eq!(volume_at(-0.5), 0);
        assert_eq!(volume_at(0.0), 50);
        assert_eq!(volume_at(0.25), 75);
        assert_eq!(volume_at(0.5), 100);
        // A drag past either end holds there.
        assert_eq!(volume_at(-3.0), 0);
        assert_eq!(volume_at(2.0), 100);
    }
}
