//! The window's layout: the panels at the sides and the bar, fitted to the window's size.

use crate::game::core::state::Phase;
use crate::game::world::camera::HudInsets;
use bevy::prelude::*;

/// A panel on the right edge that the camera keeps the board clear of (the scoring screen).
#[derive(Component)]
pub(crate) struct RightPanel;

/// A part of a panel left out of a narrow or low window (the transcript sheet).
#[derive(Component)]
pub(crate) struct HideWhenSmall;

/// Below this height the transcript sheet is left out.
const LOW: f32 = 700.0;

/// The analysis panel's top edge, below the side cards (UI pixels).
pub(crate) const PANEL_TOP: f32 = 104.0;

/// The tallest the analysis panel may be in a window `window_height` logical pixels high,
/// with the text size `ui_scale` and a button bar `bar_height` UI pixels high: from its top
/// down to the window's height less the bar's and 12 px (the bar's margin), so that the panel's
/// last lines are cut off rather than drawn over the buttons (at least 120 px, in a window too low
/// for even that).
pub(crate) fn panel_max_height(window_height: f32, ui_scale: f32, bar_height: f32) -> f32 {
    (window_height / ui_scale.max(f32::EPSILON) - PANEL_TOP - bar_height - 12.0).max(120.0)
}

/// Below this window width (logical pixels) the move list makes way for the board.
const NARROW: f32 = 960.0;

/// Below this width the status line (the move number, whose turn, the opening's name) makes
/// way too: the two cards (256 pixels each) would leave it less than about 200 between them,
/// where it wraps. The cards still say whose turn it is.
const STATUS_NARROW: f32 = 760.0;

/// A window too narrow for the panels beside the board (the move list, the analysis beside
/// the scoring screen): its width in the UI's pixels, after the text size (`UiScale`: at 175%
/// a 1280-pixel window is 731 of them wide).
pub(crate) fn narrow(window: &Window, scale: Option<&UiScale>) -> bool {
    ui_width(window, scale) < NARROW
}

/// The window's width in the UI's pixels (after the text size).
fn ui_width(window: &Window, scale: Option<&UiScale>) -> f32 {
    window.width() / scale.map_or(1.0, |s| s.0).max(0.01)
}

/// Whether the analysis panel shows: not in a narrow window on the scoring screen (there is no
/// room beside it; it shows in review, a step back).
pub(crate) fn analysis_display(narrow: bool, phase: Option<&State<Phase>>) -> Display {
    let over = phase.is_some_and(|p| *p.get() == Phase::GameOver);
    if narrow && over {
        Display::None
    } else {
        Display::Flex
    }
}

/// Fits the HUD to the window: a narrow window hides the move list, a narrower one the status
/// line too; the camera is told how much of each edge the HUD covers ([`HudInsets`]).
pub(super) fn fit_hud(
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut status: Query<&mut Node, (With<StatusText>, Without<MoveListPanel>)>,
    mut list: Query<(&mut Node, &ComputedNode, &Visibility), With<MoveListPanel>>,
    top: Query<&ComputedNode, With<TopBar>>,
    bar: Query<&ComputedNode, With<ButtonBar>>,
    mut analysis: Query<
        (&mut Node, &ComputedNode, &Visibility),
        (
            With<AnalysisPanel>,
            Without<StatusText>,
            Without<MoveListPanel>,
            Without<HideWhenSmall>,
        ),
    >,
    phase: Option<Res<State<Phase>>>,
    sheets: Query<&ComputedNode, With<RightPanel>>,
    mut parts: Query<
        &mut Node,
        (
            With<HideWhenSmall>,
            Without<MoveListPanel>,
            Without<StatusText>,
        ),
    >,
    mut toast: Query<
        &mut Node,
        (
            With<Toast>,
            Without<StatusText>,
            Without<MoveListPanel>,
            Without<AnalysisPanel>,
            Without<HideWhenSmall>,
        ),
    >,
    mut insets: ResMut<HudInsets>,
    scale: Option<Res<UiScale>>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    // The button bar's height in UI pixels, however many rows it wrapped to (0 before the
    // first layout).
    let bar_height = bar
        .iter()
        .map(|c| c.size().y * c.inverse_scale_factor)
        .fold(0.0, f32::max);
    // The toast stands above the button bar.
    if bar_height > 0.0 {
        for mut node in &mut toast {
            let want = px((bar_height + 24.0).round());
            if node.bottom != want {
                node.bottom = want;
            }
        }
    }
    // The camera works in the window's logical pixels; the nodes' sizes are physical pixels
    // (Bevy's layout includes the window's scale factor and the text size, `UiScale`).
    let px = window.scale_factor().max(f32::EPSILON);
    let width = |c: &ComputedNode| c.size().x / px;
    let narrow = narrow(window, scale.as_deref());
    let display = if narrow { Display::None } else { Display::Flex };
    let status_display = if ui_width(window, scale.as_deref()) < STATUS_NARROW {
        Display::None
    } else {
        Display::Flex
    };
    for mut node in &mut status {
        if node.display != status_display {
            node.display = status_display;
        }
    }
    // A narrow window has no room for the analysis beside the scoring screen: it shows in
    // review (a step back), where the scoring screen is gone.
    let panel_display = analysis_display(narrow, phase.as_deref());
    let panel_height = Val::Px(
        panel_max_height(
            window.height(),
            scale.as_deref().map_or(1.0, |s| s.0),
            bar_height,
        )
        .round(),
    );
    let mut left: f32 = 0.0;
    for (mut node, computed, visibility) in &mut analysis {
        if node.display != panel_display {
            node.display = panel_display;
        }
        if node.max_height != panel_height {
            node.max_height = panel_height;
        }
        if panel_display == Display::Flex && *visibility != Visibility::Hidden {
            left = left.max(width(computed) + 12.0);
        }
    }
    let small = narrow || window.height() < LOW;
    for mut node in &mut parts {
        let want = if small { Display::None } else { Display::Flex };
        if node.display != want {
            node.display = want;
        }
    }
    let mut right: f32 = 0.0;
    for computed in &sheets {
        right = right.max(width(computed) + 12.0);
    }
    for (mut node, computed, visibility) in &mut list {
        if node.display != display {
            node.display = display;
        }
        if !narrow && *visibility != Visibility::Hidden {
            right = right.max(width(computed) + 12.0);
        }
    }
    let height = |c: &ComputedNode| c.size().y / px;
    let want = HudInsets {
        top: top.iter().map(height).fold(0.0, f32::max),
        bottom: bar.iter().map(|c| height(c) + 12.0).fold(0.0, f32::max),
        left,
        right,
    };
    // Before the first layout the nodes have no size: keep the estimate until then.
    if want.top > 0.0 && *insets != want {
        *insets = want;
    }
}

/// The review panel (left).
#[derive(Component)]
pub struct AnalysisPanel;

/// The status line: turn, players, counts, move number.
#[derive(Component)]
pub struct StatusText;

/// The move list's panel (hidden while the scoring screen shows the transcript sheet).
#[derive(Component)]
pub(crate) struct MoveListPanel;

/// The top bar (the cards and the status line between them).
#[derive(Component)]
pub(super) struct TopBar;

/// The button bar at the bottom.
#[derive(Component)]
pub(super) struct ButtonBar;

/// The toast that holds [`MessageText`](super::hud::MessageText) (hidden when there is no message).
#[derive(Component)]
pub(super) struct Toast;

/// A headless app that lays out nodes the way the game does (text in the game's fonts) in a
/// `width`×`height` window, and the root node that stands for the window (without a renderer
/// the camera has no size); the UI's systems that need the renderer are skipped. For the
/// tests of the layout.
#[cfg(test)]
pub(super) fn layout_app(width: u32, height: u32) -> (App, Entity) {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::asset::AssetPlugin::default(),
        bevy::window::WindowPlugin {
            primary_window: Some(Window {
                resolution: bevy::window::WindowResolution::new(width, height),
                ..Default::default()
            }),
            ..Default::default()
        },
        bevy::input::InputPlugin,
        bevy::image::ImagePlugin::default(),
        bevy::camera::CameraPlugin,
        bevy::text::TextPlugin,
        bevy::ui::UiPlugin,
    ));
    app.set_error_handler(bevy::ecs::error::ignore);
    // The texts in the language in use, and the Japanese and Chinese faces, set as the
    // fallbacks for it.
    app.add_plugins((
        crate::game::core::i18n::plugin,
        crate::game::theme::cjk::plugin,
    ));
    // The game's faces: Inter as the default, the bold and monospace ones.
    app.init_resource::<crate::game::theme::widget::Fonts>()
        .add_systems(PreStartup, crate::game::theme::widget::install_fonts);
    app.world_mut().spawn(Camera2d);
    let screen = app
        .world_mut()
        .spawn(Node {
            width: px(width),
            height: px(height),
            ..default()
        })
        .id();
    (app, screen)
}

/// Lays out what the test spawned in `app` (five frames: the CJK faces are registered a frame
/// or two after start-up, then laid out again), then each button whose label does not fit it
/// with `padding` pixels on either side: (button, label width, button width). Also the
/// number of buttons laid out.
#[cfg(test)]
pub(super) fn cramped_buttons(
    app: &mut App,
    padding: f32,
) -> (usize, Vec<(&'static str, f32, f32)>) {
    for _ in 0..5 {
        app.update();
    }
    let world = app.world_mut();
    let mut buttons = world.query::<(
        &crate::game::theme::widget::ButtonName,
        &ComputedNode,
        &Children,
    )>();
    let mut n = 0;
    let mut cramped = Vec::new();
    for (name, node, children) in buttons.iter(world) {
        let label = world.get::<ComputedNode>(children[0]).unwrap();
        n += 1;
        let room = node.size().x - 2.0 * padding / node.inverse_scale_factor;
        if label.size().x > room + 0.5 || label.size().x < 1.0 {
            cramped.push((name.0, label.size().x, node.size().x));
        }
    }
    (n, cramped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;
    use bevy::window::{PrimaryWindow, WindowResolution};

    /// The status line's and the move list's display after `fit_hud` in a `width`×600 window
    /// at the text size `scale`.
    fn shown_at(width: u32, scale: f32) -> (Display, Display) {
        let mut app = App::new();
        app.add_plugins(StatesPlugin)
            .init_resource::<HudInsets>()
            .insert_resource(UiScale(scale))
            .add_systems(Update, fit_hud);
        app.world_mut().spawn((
            Window {
                resolution: WindowResolution::new(width, 600),
                ..Default::default()
            },
            PrimaryWindow,
        ));
        let status = app.world_mut().spawn((StatusText, Node::default())).id();
        let list = app
            .world_mut()
            .spawn((
                MoveListPanel,
                Node::default(),
                Visibility::Inherited,
                ComputedNode::default(),
            ))
            .id();
        app.update();
        let display = |e: Entity| app.world().get::<Node>(e).unwrap().display;
        (display(status), display(list))
    }

    #[test]
    fn the_status_line_stays_in_an_800_pixel_window_where_the_move_list_makes_way() {
        use Display::{Flex, None};
        assert_eq!(shown_at(1280, 1.0), (Flex, Flex), "room for both");
        assert_eq!(
            shown_at(800, 1.0),
            (Flex, None),
            "800x600: the status line stays"
        );
        assert_eq!(
            shown_at(1280, 1.5),
            (Flex, None),
            "1280 at 150% text is 853 of the UI's pixels"
        );
        assert_eq!(
            shown_at(700, 1.0),
            (None, None),
            "no room between the cards"
        );
        assert_eq!(shown_at(1280, 2.0), (None, None), "640 of the UI's pixels");
    }

    /// A panel taller than the room beside the board (long lines in German, a small window,
    /// large text) ends above the button bar: its last lines are cut off, the buttons stay
    /// clickable.
    #[test]
    fn a_tall_analysis_panel_ends_above_the_button_bar() {
        for (height, scale) in [(720, 1.0), (720, 1.5), (600, 1.0)] {
            let (mut app, screen) = layout_app(1280, height);
            app.init_resource::<HudInsets>()
                .insert_resource(UiScale(scale))
                .add_systems(Update, fit_hud);
            let ui_height = height as f32 / scale;
            app.world_mut().spawn((
                ButtonBar,
                Node {
                    position_type: PositionType::Absolute,
                    bottom: px(12),
                    height: px(48),
                    width: px(400),
                    ..default()
                },
                ChildOf(screen),
            ));
            let panel = app
                .world_mut()
                .spawn((
                    AnalysisPanel,
                    Node {
                        position_type: PositionType::Absolute,
                        left: px(12),
                        top: px(PANEL_TOP),
                        width: px(320),
                        overflow: Overflow::clip_y(),
                        flex_direction: FlexDirection::Column,
                        ..default()
                    },
                    Visibility::Inherited,
                    ChildOf(screen),
                ))
                .id();
            app.world_mut().spawn((
                Node {
                    width: px(100),
                    height: px(900),
                    flex_shrink: 0.0,
                    ..default()
                },
                ChildOf(panel),
            ));
            for _ in 0..4 {
                app.update();
            }
            let c = app.world().get::<ComputedNode>(panel).unwrap();
            let h = c.size().y * c.inverse_scale_factor;
            let bottom = if ui_height - PANEL_TOP - 48.0 - 12.0 >= 120.0 {
                ui_height - 48.0 - 12.0
            } else {
                PANEL_TOP + 120.0
            };
            assert!(
                h >= 100.0 && PANEL_TOP + h <= bottom + 0.5,
                "{height} px at {scale}: the panel ends at {} (the window less the bar and 12 px is {})",
                PANEL_TOP + h,
                ui_height - 48.0 - 12.0
            );
        }
    }
}
