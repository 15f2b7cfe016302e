//! Keyboard navigation of the start screen and the pause menu (and of the list of saved games
//! over them: only the topmost screen's buttons): Tab and Shift+Tab go through the buttons in
//! reading order, the arrow keys to the nearest button in their direction, and
//! Enter or Space presses the focused button (it writes what a click writes). A ring marks the
//! focused button. On the volume bar, Left and Right step the volume. With no button focused,
//! Enter on the start screen still plays the last-used way (its own key, unchanged). A screen
//! rebuilt under the focus (the list of games after a row's action) keeps it on the button of
//! the same name, if there is one still; a screen the list of games covered gets its focus
//! back when the list closes (on the start screen, Resume again, so that Enter resumes as it
//! says).

use crate::game::core::messages::SettingChange;
use crate::game::core::state::{Phase, Screen};
use crate::game::core::systems::GameSystems;
use crate::game::theme::widget::ButtonName;
use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use std::time::Duration;

/// The focused button of the menu shown, if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MenuFocus(pub Option<Entity>);

/// The ring drawn around the focused button.
#[derive(Component)]
struct FocusRing;

/// The name of a focused button that went away, and for how many more frames its screen may
/// bring a button of that name back (a panel rebuilt by commands shows its new buttons a frame
/// or two after the old ones are gone).
#[derive(Default)]
struct LostFocus {
    name: Option<&'static str>,
    frames_left: u8,
}

/// Frames a lost focus waits for its button's namesake.
const REFOCUS_FRAMES: u8 = 3;

/// The focus ring's colour: a light blue, unlike the gold of a selected choice.
const FOCUS: Color = Color::srgb(0.45, 0.78, 1.0);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuFocus>().add_systems(
        Update,
        (navigate, press_focused, show_focus)
            .chain()
            .run_if(in_menu)
            .before(GameSystems::Keys),
    );
}

/// The start screen or the pause menu is shown.
fn in_menu(screen: Option<Res<State<Screen>>>, phase: Option<Res<State<Phase>>>) -> bool {
    screen.is_some_and(|s| *s.get() == Screen::Start)
        || phase.is_some_and(|p| *p.get() == Phase::Paused)
}

/// Where to go from `from` (a button's centre) for a direction (`dir`: a unit step in screen
/// coordinates, y down), among `others`: the nearest ahead within 45° of the direction,
/// favouring those in line; if none is that close to the line, the nearest ahead at all.
pub(crate) fn nearest_in_direction(
    from: Vec2,
    dir: Vec2,
    others: &[(Entity, Vec2)],
) -> Option<Entity> {
    let ahead: Vec<(Entity, f32, f32)> = others
        .iter()
        .filter_map(|&(e, p)| {
            let d = p - from;
            let along = d.dot(dir);
            (along > 4.0).then(|| (e, along, (d - dir * along).length()))
        })
        .collect();
    let best = |cone: bool| {
        ahead
            .iter()
            .filter(|(_, along, aside)| !cone || aside <= along)
            .min_by(|a, b| (a.1 + 2.0 * a.2).total_cmp(&(b.1 + 2.0 * b.2)))
            .map(|(e, ..)| *e)
    };
    best(true).or_else(|| best(false))
}

/// Whether `e` is shown: neither it nor a parent is hidden.
fn shown(e: Entity, nodes: &Query<(Option<&Visibility>, Option<&ChildOf>)>) -> bool {
    let mut at = Some(e);
    while let Some(x) = at {
        let Ok((vis, parent)) = nodes.get(x) else {
            return true;
        };
        if vis == Some(&Visibility::Hidden) {
            return false;
        }
        at = parent.map(ChildOf::parent);
    }
    true
}

/// The layer `e` is drawn in: the nearest [`GlobalZIndex`] of it or a parent (0 if none).
fn layer(
    e: Entity,
    nodes: &Query<(Option<&Visibility>, Option<&ChildOf>)>,
    z: &Query<&GlobalZIndex>,
) -> i32 {
    let mut at = Some(e);
    while let Some(x) = at {
        if let Ok(g) = z.get(x) {
            return g.0;
        }
        at = nodes.get(x).ok().and_then(|(_, p)| p.map(ChildOf::parent));
    }
    0
}

/// The buttons shown in the topmost layer (the list of saved games over the start screen or
/// the pause menu: only its buttons), in reading order (rows top to bottom, then left to
/// right).
fn buttons_in_order(
    buttons: &Query<(Entity, &ButtonName, &UiGlobalTransform)>,
    nodes: &Query<(Option<&Visibility>, Option<&ChildOf>)>,
    z: &Query<&GlobalZIndex>,
) -> Vec<(Entity, Vec2)> {
    let shown: Vec<(Entity, Vec2, i32)> = buttons
        .iter()
        .filter(|(e, _, _)| shown(*e, nodes))
        .map(|(e, _, t)| (e, t.translation, layer(e, nodes, z)))
        .collect();
    let top = shown.iter().map(|b| b.2).max().unwrap_or(0);
    let mut v: Vec<(Entity, Vec2)> = shown
        .into_iter()
        .filter(|b| b.2 == top)
        .map(|(e, p, _)| (e, p))
        .collect();
    // Rows: centres within 8 pixels of each other are one row.
    v.sort_by(|a, b| {
        if (a.1.y - b.1.y).abs() > 8.0 {
            a.1.y.total_cmp(&b.1.y)
        } else {
            a.1.x.total_cmp(&b.1.x)
        }
    });
    v
}

fn navigate(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Query<(Entity, &ButtonName, &UiGlobalTransform)>,
    nodes: Query<(Option<&Visibility>, Option<&ChildOf>)>,
    z: Query<&GlobalZIndex>,
    mut focus: ResMut<MenuFocus>,
    mut changes: MessageWriter<SettingChange>,
    mut lost: Local<LostFocus>,
    mut focused_name: Local<Option<&'static str>>,
    mut covered: Local<Option<Entity>>,
) {
    let order = buttons_in_order(&buttons, &nodes, &z);
    let in_order = |e: Entity| order.iter().any(|(x, _)| *x == e);
    // A focused button covered by the list of saved games (still there, not shown) gets the
    // focus back when the list closes.
    if let Some(f) = focus.0
        && !in_order(f)
        && buttons.contains(f)
    {
        *covered = Some(f);
        focus.0 = None;
    }
    if let Some(c) = *covered {
        if !buttons.contains(c) {
            *covered = None;
        } else if focus.0.is_none() && in_order(c) {
            focus.0 = Some(c);
            *covered = None;
        }
    }
    // A focus on a button that is gone is forgotten; if its screen was only rebuilt, the
    // button of the same name takes it (for a few frames: another screen's button of that
    // name, much later, does not).
    if focus.0.is_some_and(|f| !in_order(f)) {
        focus.0 = None;
        *lost = LostFocus {
            name: focused_name.take(),
            frames_left: REFOCUS_FRAMES,
        };
    }
    if focus.0.is_none()
        && let Some(name) = lost.name
    {
        let again = order
            .iter()
            .find(|(e, _)| buttons.get(*e).is_ok_and(|(_, n, _)| n.0 == name));
        if let Some((e, _)) = again {
            focus.0 = Some(*e);
            lost.name = None;
        } else if lost.frames_left == 0 {
            lost.name = None;
        } else {
            lost.frames_left -= 1;
        }
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let at = focus
        .0
        .and_then(|f| order.iter().position(|(e, _)| *e == f));
    let on_volume = focus
        .0
        .and_then(|f| buttons.get(f).ok())
        .is_some_and(|(_, name, ..)| name.0 == "volume-bar");
    for key in keys.get_just_pressed() {
        let next = match key {
            KeyCode::Tab if order.is_empty() => None,
            KeyCode::Tab => Some(match (at, shift) {
                (None, false) => order[0].0,
                (None, true) => order[order.len() - 1].0,
                (Some(i), false) => order[(i + 1) % order.len()].0,
                (Some(i), true) => order[(i + order.len() - 1) % order.len()].0,
            }),
            KeyCode::ArrowLeft | KeyCode::ArrowRight if on_volume => {
                changes.write(if *key == KeyCode::ArrowLeft {
                    SettingChange::QuieterSound
                } else {
                    SettingChange::LouderSound
                });
                None
            }
            KeyCode::ArrowUp | KeyCode::ArrowDown | KeyCode::ArrowLeft | KeyCode::ArrowRight => {
                let dir = match key {
                    KeyCode::ArrowUp => Vec2::NEG_Y,
                    KeyCode::ArrowDown => Vec2::Y,
                    KeyCode::ArrowLeft => Vec2::NEG_X,
                    _ => Vec2::X,
                };
                match at {
                    None => order.first().map(|(e, _)| *e),
                    Some(i) => nearest_in_direction(order[i].1, dir, &order),
                }
            }
            _ => None,
        };
        if next.is_some() {
            focus.0 = next;
            lost.name = None;
        }
    }
    *focused_name = focus
        .0
        .and_then(|f| buttons.get(f).ok())
        .map(|(_, n, _)| n.0);
}

/// Enter or Space presses the focused button: the same click a mouse gives it.
fn press_focused(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<MenuFocus>,
    buttons: Query<&ComputedNode, With<ButtonName>>,
) {
    let Some(f) = focus.0 else { return };
    if !keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        return;
    }
    if buttons.get(f).is_err() {
        return;
    }
    let click = Click {
        button: PointerButton::Primary,
        hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        duration: Duration::ZERO,
        count: 1,
    };
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1,
            height: 1,
        },
        position: Vec2::ZERO,
    };
    commands.trigger(Pointer::new(PointerId::Mouse, location, click, f));
}

/// The ring around the focused button.
fn show_focus(
    mut commands: Commands,
    focus: Res<MenuFocus>,
    rings: Query<(Entity, &ChildOf), With<FocusRing>>,
) {
    if !focus.is_changed() {
        return;
    }
    for (ring, parent) in &rings {
        if Some(parent.parent()) != focus.0 {
            commands.entity(ring).despawn();
        }
    }
    if let Some(f) = focus.0
        && !rings.iter().any(|(_, p)| p.parent() == f)
    {
        commands.entity(f).with_child((
            FocusRing,
            Node {
                position_type: PositionType::Absolute,
                left: px(-4),
                right: px(-4),
                top: px(-4),
                bottom: px(-4),
                border: UiRect::all(px(3)),
                border_radius: BorderRadius::all(px(11)),
                ..default()
            },
            BorderColor::all(FOCUS),
            Pickable::IGNORE,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrows_go_to_the_nearest_button_in_their_direction() {
        let mut w = World::new();
        let [a, b, c, d] = [(); 4].map(|_| w.spawn_empty().id());
        // a b
        // c d   (d a little lower and to the right)
        let grid = [
            (a, Vec2::new(100.0, 100.0)),
            (b, Vec2::new(300.0, 100.0)),
            (c, Vec2::new(100.0, 160.0)),
            (d, Vec2::new(320.0, 170.0)),
        ];
        let go = |from: Vec2, dir: Vec2| nearest_in_direction(from, dir, &grid);
        assert_eq!(go(grid[0].1, Vec2::X), Some(b));
        assert_eq!(go(grid[0].1, Vec2::Y), Some(c));
        assert_eq!(go(grid[1].1, Vec2::Y), Some(d));
        assert_eq!(go(grid[3].1, Vec2::NEG_X), Some(c));
        assert_eq!(go(grid[2].1, Vec2::NEG_Y), Some(a));
        // Nothing near the line: the nearest ahead at all (d is a little to b's right).
        assert_eq!(go(grid[1].1, Vec2::X), Some(d));
        // Nothing further that way: the focus stays.
        assert_eq!(go(grid[0].1, Vec2::NEG_Y), None);
        assert_eq!(go(grid[2].1, Vec2::NEG_X), None);
    }
}
