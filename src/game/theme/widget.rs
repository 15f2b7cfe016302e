//! The widget kit of the game's screens: panels, rows, columns, text, and buttons that carry their
//! own action. A button is made with the message it writes when clicked (`row_button("undo",
//! Tr::new("hud-undo"), UndoRequest)`), so keys and buttons send the same messages and no central
//! dispatcher has to know every button. Hover colours and the typefaces live here: Inter for all
//! text (it replaces Bevy's built-in monospace face as the default font), Inter SemiBold for
//! emphasis, Noto Sans Mono where digits must line up (clocks). They are built into the binary
//! (`assets/fonts/`, SIL Open Font License).
//!
//! Every label is a message ([`Tr`]): the widgets show it in the language in use, and again
//! when the language changes. A system that changes a label later changes its `Tr`, never its
//! `Text` (the `Tr` would write over it at the next switch).

use crate::game::core::i18n::Tr;
use bevy::input::mouse::MouseScrollUnit;
use bevy::prelude::*;
use bevy::ui_widgets::observe;

/// A button's stable name (`"undo"`, `"play-dark"`, …): what tests and tools look a button up
/// by, whatever its label says.
#[derive(Component, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ButtonName(pub &'static str);

/// A button's colour at rest.
pub(crate) const BUTTON: Color = Color::srgb(0.16, 0.3, 0.22);
/// The colour of a button that cannot be pressed.
pub(crate) const BUTTON_DIMMED: Color = Color::srgb(0.11, 0.15, 0.13);
/// A button's colour under the pointer.
pub(crate) const BUTTON_HOVER: Color = Color::srgb(0.22, 0.42, 0.3);
/// The colour of plain text on a panel.
pub(crate) const TEXT: Color = Color::srgb(0.92, 0.92, 0.9);
/// The colour of secondary text (headings of lesser groups, notes).
pub(crate) const TEXT_DIM: Color = Color::srgb(0.66, 0.68, 0.7);
/// The colour that marks the selected one of a set of buttons (its outline and text).
pub(crate) const SELECTED: Color = Color::srgb(0.98, 0.8, 0.34);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Fonts>()
        .init_resource::<WheelOverUi>()
        .add_systems(PreStartup, install_fonts)
        .add_systems(Last, |mut w: ResMut<WheelOverUi>| w.0 = false)
        .add_observer(on_button_over)
        .add_observer(on_button_out);
}

const INTER_REGULAR: &[u8] = include_bytes!("../../../assets/fonts/Inter-Regular.otf");
const INTER_SEMIBOLD: &[u8] = include_bytes!("../../../assets/fonts/Inter-SemiBold.otf");
const NOTO_SANS_MONO: &[u8] = include_bytes!("../../../assets/fonts/NotoSansMono-Regular.ttf");

/// The game's typefaces besides the default one (Inter Regular, installed as Bevy's default
/// font, so plain `TextFont`s use it).
///
/// Their handles are fixed, so they are right before the faces are installed: the first
/// screen is made on entering the first state, before the start-up systems run.
#[derive(Resource, Clone)]
pub(crate) struct Fonts {
    /// Inter SemiBold: names, counts, titles.
    pub(crate) bold: Handle<Font>,
    /// Noto Sans Mono: clocks.
    pub(crate) mono: Handle<Font>,
}

impl Default for Fonts {
    fn default() -> Self {
        Fonts {
            bold: bevy::asset::uuid_handle!("5c0b7a8e-2f4d-4f3e-9a61-3d2f8c1e7b90"),
            mono: bevy::asset::uuid_handle!("a4e1c9d2-6b3f-4c8a-8e57-1f0d2b9c6a34"),
        }
    }
}

impl Fonts {
    /// A text style in the bold face.
    pub(crate) fn bold(&self, size: f32) -> TextFont {
        TextFont {
            font: self.bold.clone().into(),
            ..TextFont::from_font_size(size)
        }
    }
    /// A text style in the monospace face.
    pub(crate) fn mono(&self, size: f32) -> TextFont {
        TextFont {
            font: self.mono.clone().into(),
            ..TextFont::from_font_size(size)
        }
    }
}

/// Makes Inter the default font and loads the other faces (nothing without a text renderer,
/// as in the headless tests).
pub(crate) fn install_fonts(assets: Option<ResMut<Assets<Font>>>, fonts: Res<Fonts>) {
    let Some(mut assets) = assets else { return };
    let _ = assets.insert(AssetId::default(), Font::from_bytes(INTER_REGULAR.to_vec()));
    let _ = assets.insert(fonts.bold.id(), Font::from_bytes(INTER_SEMIBOLD.to_vec()));
    let _ = assets.insert(fonts.mono.id(), Font::from_bytes(NOTO_SANS_MONO.to_vec()));
}

/// A button named `name`, `width` pixels wide (or as wide as its container, if that is less),
/// showing `label`; a primary click writes `message`.
pub(crate) fn button<M: Message + Clone>(
    name: &'static str,
    label: impl Into<Tr>,
    width: f32,
    message: M,
) -> impl Bundle {
    let node = Node {
        width: px(width),
        ..button_node()
    };
    button_in(name, node, label, 20.0, TextLayout::default(), message)
}

/// A [`button`] in a row of buttons (the bar under the board): at least 100 px wide, and
/// wider when its label on one line needs it (a longer word in another language), so that
/// the label never touches its edges.
pub(crate) fn row_button<M: Message + Clone>(
    name: &'static str,
    label: impl Into<Tr>,
    message: M,
) -> impl Bundle {
    let node = Node {
        min_width: px(100),
        flex_shrink: 0.0,
        ..button_node()
    };
    button_in(name, node, label, 20.0, TextLayout::no_wrap(), message)
}

/// The box of a [`button`], but for its width.
fn button_node() -> Node {
    Node {
        // Never wider than where it stands (large text in a small window).
        max_width: percent(100),
        padding: UiRect::axes(px(12), px(7)),
        justify_content: JustifyContent::Center,
        border_radius: BorderRadius::all(px(8)),
        ..default()
    }
}

/// A button (or a small one) in the box `node`, its label in `size`-pixel text laid out by
/// `layout`.
fn button_in<M: Message + Clone>(
    name: &'static str,
    node: Node,
    label: impl Into<Tr>,
    size: f32,
    layout: TextLayout,
    message: M,
) -> impl Bundle {
    (
        ButtonName(name),
        node,
        BackgroundColor(BUTTON),
        write_on_click(message),
        children![(
            Text::default(),
            label.into(),
            TextFont::from_font_size(size),
            TextColor(Color::WHITE),
            layout,
            Pickable::IGNORE
        )],
    )
}

/// What a click on a button writes: `message`, on a primary click only.
fn write_on_click<M: Message + Clone>(message: M) -> impl Bundle {
    observe(
        move |click: On<Pointer<Click>>, mut out: MessageWriter<M>| {
            if click.button == PointerButton::Primary {
                out.write(message.clone());
            }
        },
    )
}

/// A compact button for secondary choices: `label` in `size`-pixel text (wrapped to the
/// button's `width` if it must be), named `name`; a primary click writes `message`.
pub(crate) fn small_button<M: Message + Clone>(
    name: &'static str,
    label: impl Into<Tr>,
    width: f32,
    size: f32,
    message: M,
) -> impl Bundle {
    button_in(
        name,
        small_node(width),
        label,
        size,
        TextLayout::justify(Justify::Center),
        message,
    )
}

/// A [`small_button`] in a row of them (a game's buttons in the games list): at least `width`
/// pixels wide, and wider when its label on one line needs it.
pub(crate) fn row_small_button<M: Message + Clone>(
    name: &'static str,
    label: impl Into<Tr>,
    width: f32,
    size: f32,
    message: M,
) -> impl Bundle {
    let node = Node {
        width: Val::Auto,
        min_width: px(width),
        flex_shrink: 0.0,
        ..small_node(0.0)
    };
    button_in(name, node, label, size, TextLayout::no_wrap(), message)
}

/// The box of a [`small_button`] (and of its dimmed twin), `width` pixels wide.
fn small_node(width: f32) -> Node {
    Node {
        width: px(width),
        padding: UiRect::axes(px(8), px(6)),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border_radius: BorderRadius::all(px(7)),
        ..default()
    }
}

/// The outline and text colours of one of a set of buttons: the chosen one is marked (the
/// level steps, the language buttons).
pub(crate) fn choice_colours(selected: bool) -> (Color, Color) {
    if selected {
        (SELECTED, SELECTED)
    } else {
        (Color::NONE, Color::WHITE)
    }
}

/// A [`small_button`] as wide as its label on one line, which it never wraps, and which its
/// row never squeezes (Undo delete, Close and the like in the games list's header).
pub(crate) fn one_line_small_button<M: Message + Clone>(
    name: &'static str,
    label: impl Into<Tr>,
    size: f32,
    message: M,
) -> impl Bundle {
    row_small_button(name, label, 0.0, size, message)
}

/// A [`small_button`] that cannot be pressed where it stands (the pager's "Newer" on the first
/// page): the same size, dimmed, with no name (Tab passes it by, the tools do not list it) and
/// no action.
pub(crate) fn dimmed_small_button(label: impl Into<Tr>, width: f32, size: f32) -> impl Bundle {
    (
        small_node(width),
        BackgroundColor(BUTTON_DIMMED),
        Pickable::IGNORE,
        children![(
            Text::default(),
            label.into(),
            TextFont::from_font_size(size),
            TextColor(TEXT_DIM),
            TextLayout::justify(Justify::Center),
            Pickable::IGNORE
        )],
    )
}

/// A large button: `title` in `title_font` over a line or two of explanation (`subtitle`),
/// `width` pixels wide, named `name`; its children stack in a column, so more lines can be
/// added below. A primary click writes `message`.
pub(crate) fn card_button<M: Message + Clone>(
    name: &'static str,
    title: impl Into<Tr>,
    subtitle: impl Into<Tr>,
    width: f32,
    title_font: TextFont,
    message: M,
) -> impl Bundle {
    (
        ButtonName(name),
        Node {
            width: px(width),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(3),
            padding: UiRect::axes(px(10), px(10)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(BUTTON),
        write_on_click(message),
        children![
            (
                Text::default(),
                title.into(),
                title_font,
                TextColor(Color::WHITE),
                Pickable::IGNORE
            ),
            (
                Text::default(),
                subtitle.into(),
                TextFont::from_font_size(14.0),
                TextColor(Color::srgb(0.82, 0.88, 0.84)),
                TextLayout::justify(Justify::Center),
                Pickable::IGNORE
            ),
        ],
    )
}

/// A panel's colour.
pub(crate) const PANEL: Color = Color::srgba(0.04, 0.05, 0.07, 0.99);

/// A line of text of `size` pixels that clicks pass through, showing message `s` in the
/// language in use.
pub(crate) fn text(s: impl Into<Tr>, size: f32) -> impl Bundle {
    (
        Text::default(),
        s.into(),
        TextFont::from_font_size(size),
        TextColor(TEXT),
        Pickable::IGNORE,
    )
}

/// Children stacked and centred.
pub(crate) fn column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(8),
        ..default()
    }
}

fn on_button_over(over: On<Pointer<Over>>, mut q: Query<&mut BackgroundColor, With<ButtonName>>) {
    if let Ok(mut bg) = q.get_mut(over.entity) {
        bg.0 = BUTTON_HOVER;
    }
}

fn on_button_out(out: On<Pointer<Out>>, mut q: Query<&mut BackgroundColor, With<ButtonName>>) {
    if let Ok(mut bg) = q.get_mut(out.entity) {
        bg.0 = BUTTON;
    }
}

/// The mouse wheel turned over an area that scrolls, this frame: it is that area's, and the
/// camera does not zoom with it. Cleared at the end of each frame.
#[derive(Resource, Default)]
pub(crate) struct WheelOverUi(pub(crate) bool);

/// Scrolls a screen taller than the window with the mouse wheel (the start screen, the pause
/// menu, the games list, the key list): observed on the node that scrolls (`Overflow::scroll_y`
/// with a [`ScrollPosition`]).
pub(crate) fn scroll_with_wheel(
    mut scroll: On<Pointer<Scroll>>,
    mut areas: Query<(&ComputedNode, &mut ScrollPosition)>,
    mut over_ui: ResMut<WheelOverUi>,
) {
    let Ok((node, mut at)) = areas.get_mut(scroll.entity) else {
        return;
    };
    scroll.propagate(false);
    // Even at the end of its scroll: the wheel was meant for this area, not the board.
    over_ui.0 = true;
    let step = match scroll.unit {
        MouseScrollUnit::Line => MouseScrollUnit::SCROLL_UNIT_CONVERSION_FACTOR,
        MouseScrollUnit::Pixel => 1.0,
    };
    let visible = node.size().y * node.inverse_scale_factor;
    let content = node.content_size().y * node.inverse_scale_factor;
    let max = (content - visible).max(0.0);
    at.y = (at.y - scroll.y * step).clamp(0.0, max);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Message, Clone, PartialEq, Debug)]
    struct Pressed(&'static str);

    fn click(app: &mut App, entity: Entity, button: PointerButton) {
        use bevy::camera::NormalizedRenderTarget;
        use bevy::picking::backend::HitData;
        use bevy::picking::pointer::{Location, PointerId};
        let location = Location {
            target: NormalizedRenderTarget::None {
                width: 800,
                height: 600,
            },
            position: Vec2::ZERO,
        };
        let click = Click {
            button,
            hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
            duration: std::time::Duration::from_millis(50),
            count: 1,
        };
        app.world_mut()
            .trigger(Pointer::new(PointerId::Mouse, location, click, entity));
    }

    fn pressed(app: &mut App) -> Vec<Pressed> {
        app.world_mut()
            .resource_mut::<Messages<Pressed>>()
            .drain()
            .collect()
    }

    /// One click in, the button's own message out; a right click writes nothing.
    #[test]
    fn a_click_writes_the_buttons_message_once() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<Pressed>()
            .add_plugins(plugin);
        let a = app
            .world_mut()
            .spawn(button("a", Tr::verbatim("A"), 80.0, Pressed("a")))
            .id();
        let b = app
            .world_mut()
            .spawn(button("b", Tr::verbatim("B"), 80.0, Pressed("b")))
            .id();
        app.update();
        click(&mut app, b, PointerButton::Primary);
        assert_eq!(pressed(&mut app), vec![Pressed("b")]);
        click(&mut app, a, PointerButton::Secondary);
        assert_eq!(pressed(&mut app), vec![]);
        assert_eq!(app.world().get::<ButtonName>(a), Some(&ButtonName("a")));
    }

    #[test]
    fn hover_colours_the_button_and_leaving_restores_it() {
        use bevy::picking::backend::HitData;
        use bevy::picking::pointer::PointerId;
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<Pressed>()
            .add_plugins(plugin);
        let b = app
            .world_mut()
            .spawn(button("b", Tr::verbatim("B"), 80.0, Pressed("b")))
            .id();
        let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
        let location = bevy::picking::pointer::Location {
            target: bevy::camera::NormalizedRenderTarget::None {
                width: 800,
                height: 600,
            },
            position: Vec2::ZERO,
        };
        let colour = |app: &App| app.world().get::<BackgroundColor>(b).unwrap().0;
        app.world_mut().trigger(Pointer::new(
            PointerId::Mouse,
            location.clone(),
            Over { hit: hit.clone() },
            b,
        ));
        assert_eq!(colour(&app), BUTTON_HOVER);
        app.world_mut()
            .trigger(Pointer::new(PointerId::Mouse, location, Out { hit }, b));
        assert_eq!(colour(&app), BUTTON);
    }

    #[test]
    fn the_wheel_over_an_area_that_scrolls_is_that_areas() {
        use bevy::picking::backend::HitData;
        use bevy::picking::pointer::PointerId;
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).add_plugins(plugin);
        let area = app
            .world_mut()
            .spawn((Node::default(), ScrollPosition::default()))
            .observe(scroll_with_wheel)
            .id();
        app.update();
        assert!(!app.world().resource::<WheelOverUi>().0);
        let scroll = Scroll {
            unit: MouseScrollUnit::Line,
            x: 0.0,
            y: -1.0,
            phase: bevy::input::touch::TouchPhase::Moved,
            hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        };
        let location = bevy::picking::pointer::Location {
            target: bevy::camera::NormalizedRenderTarget::None {
                width: 800,
                height: 600,
            },
            position: Vec2::ZERO,
        };
        app.world_mut()
            .trigger(Pointer::new(PointerId::Mouse, location, scroll, area));
        assert!(
            app.world().resource::<WheelOverUi>().0,
            "the camera is told not to zoom"
        );
        app.update();
        assert!(
            !app.world().resource::<WheelOverUi>().0,
            "for this frame only"
        );
    }

    /// The first screen is made on entering the first state, which Bevy does before the
    /// start-up systems that install the faces: its headings must still be in the bold face.
    #[test]
    fn a_heading_made_before_the_faces_are_installed_is_drawn_in_the_bold_face() {
        #[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        struct First;
        #[derive(Resource)]
        struct Taken(Handle<Font>);
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            bevy::asset::AssetPlugin::default(),
            bevy::state::app::StatesPlugin,
        ))
        .init_asset::<Font>()
        .add_systems(PreStartup, install_fonts)
        .init_resource::<Fonts>()
        .init_state::<First>()
        .add_systems(
            OnEnter(First),
            |fonts: Res<Fonts>, mut commands: Commands| {
                commands.insert_resource(Taken(fonts.bold.clone()));
            },
        );
        app.update();
        let taken = app.world().resource::<Taken>().0.id();
        let fonts = app.world().resource::<Fonts>().clone();
        let assets = app.world().resource::<Assets<Font>>();
        assert_eq!(taken, fonts.bold.id(), "the face the heading was given");
        assert!(assets.get(taken).is_some(), "is installed");
        assert_ne!(taken, AssetId::default(), "and is not the regular face");
        assert!(assets.get(fonts.mono.id()).is_some());
    }
}
