//! Command-line launch options: skip the start screen, and the hooks the end-to-end window
//! test uses (print legal squares' screen positions, save a screenshot, quit). The game
//! options given here apply to this run only: they are not remembered in the settings.
//! The binary's command line (`crate::cli`) takes them as its options when no engine command
//! is given.

use super::settings::{OneOffOptions, SavedSettings};
use crate::game::core::display::DisplaySettings;
use crate::game::core::i18n::Tr;
use crate::game::core::log::Log;
use crate::game::core::messages::{Notice, StartNewGame};
use crate::game::core::options::Launch;
use crate::game::core::state::{CurrentGame, NewGameSetup, Phase};
use crate::game::core::storage::{Storage, free_name, shown_path};
use crate::game::play::game_files::dated_name;
use crate::game::theme::widget::ButtonName;
use crate::game::world::geometry::square_to_world;
use bevy::prelude::*;
use reversi_engine::ai::level_by_name;
use reversi_engine::rules::{Bitboard, Square};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BlankShot>()
        .add_systems(Startup, apply_launch_options)
        .add_systems(
            Update,
            (
                print_legal_squares.run_if(in_state(Phase::HumanTurn)),
                screenshot_after_first_move,
                screenshot_on_f12,
            ),
        )
        .add_systems(PostUpdate, print_buttons.after(bevy::ui::UiSystems::Layout));
}

fn apply_launch_options(
    launch: Res<Launch>,
    mut setup: ResMut<NewGameSetup>,
    mut settings: ResMut<DisplaySettings>,
    mut one_off: ResMut<OneOffOptions>,
    mut starts: MessageWriter<StartNewGame>,
    mut log: MessageWriter<Log>,
) {
    let before = SavedSettings::from_resources(&setup, &settings);
    let l = &launch.0;
    if let Some(v) = l.variant {
        setup.options.set_variant(v);
    }
    if let Some(s) = l.start {
        setup.options.start = s;
    }
    if let Some(s) = l.supply {
        setup.options.supply = s;
    }
    if let Some(name) = &l.level {
        match level_by_name(name) {
            Ok(level) => {
                if let Some(i) = reversi_engine::ai::LEVELS
                    .iter()
                    .position(|x| x.name == level.name)
                {
                    setup.level = i;
                }
            }
            Err(e) => {
                log.write(Log::warn(format!(
                    "--level: {e}; using {}",
                    reversi_engine::ai::LEVELS[setup.level].name
                )));
            }
        }
    }
    if let Some(m) = l.clock {
        setup.options.set_clock_minutes(m);
    }
    if let Some(q) = l.quality {
        settings.quality = q;
    }
    if let Some(s) = l.anim_speed {
        settings.anim_speed = DisplaySettings::sane_anim_speed(s);
    }
    if let Some(seating) = l.players {
        setup.players = seating.players(setup.level);
        starts.write(StartNewGame);
    }
    one_off.record(before, SavedSettings::from_resources(&setup, &settings));
}

/// With `--print-squares`: "legal squares: d3@412,233 c4@…" (window pixels) at each human turn.
fn print_legal_squares(
    launch: Res<Launch>,
    game: Res<CurrentGame>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    mut last: Local<String>,
    mut log: MessageWriter<Log>,
) {
    if !launch.0.print_squares {
        return;
    }
    let Ok((camera, cam_t)) = camera.single() else {
        return;
    };
    let parts: Vec<String> = Bitboard(game.0.legal_moves())
        .squares()
        .filter_map(|sq: Square| {
            let p = camera.world_to_viewport(cam_t, square_to_world(sq)).ok()?;
            Some(format!("{sq}@{:.0},{:.0}", p.x, p.y))
        })
        .collect();
    let line = format!("legal squares: {}", parts.join(" "));
    if *last != line {
        log.write(Log::info(line.clone()));
        *last = line;
    }
}

/// With `--print-squares`: one line per visible button, `button undo@61,689` (the centre, in
/// window pixels), printed again whenever the set of buttons or their places change.
fn print_buttons(
    launch: Res<Launch>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    buttons: Query<(
        &ButtonName,
        &ComputedNode,
        &bevy::ui::UiGlobalTransform,
        &InheritedVisibility,
    )>,
    mut last: Local<Vec<String>>,
    mut log: MessageWriter<Log>,
) {
    if !launch.0.print_squares {
        return;
    }
    // Layout positions are physical pixels (the window's scale factor and `UiScale` in them).
    let px = window
        .single()
        .map_or(1.0, |w| w.scale_factor().max(f32::EPSILON));
    let mut lines: Vec<String> = buttons
        .iter()
        .filter(|(_, node, _, visible)| visible.get() && node.size().min_element() > 0.0)
        .map(|(name, _, at, _)| {
            let centre = at.translation / px;
            format!("button {}@{:.0},{:.0}", name.0, centre.x, centre.y)
        })
        .collect();
    lines.sort();
    if *last != lines {
        for line in lines.iter().filter(|l| !last.contains(l)) {
            log.write(Log::info(line.clone()));
        }
        *last = lines;
    }
}

#[derive(Default)]
struct ShotState {
    requested: bool,
    frames_since: u32,
}

/// Set by the screenshot's observer when the frame it caught was one colour: the window had
/// not drawn yet (software Vulkan under load compiles the first pipelines for seconds), so
/// another frame is caught instead of writing a blank picture.
#[derive(Resource, Default)]
struct BlankShot(bool);

/// Whether a captured frame is one colour (every pixel as the first).
fn is_blank(image: &Image) -> bool {
    let Some(data) = image.data.as_deref() else {
        return true;
    };
    let first = data.get(..4).unwrap_or_default();
    data.chunks_exact(4).all(|px| px == first)
}

/// Catches the primary window's next frame for `--screenshot`: written to `path` unless it is
/// blank, which sets [`BlankShot`] for another try.
fn request_screenshot(commands: &mut Commands, path: std::path::PathBuf) {
    let mut save = bevy::render::view::screenshot::save_to_disk(path);
    commands
        .spawn(bevy::render::view::screenshot::Screenshot::primary_window())
        .observe(
            move |captured: On<bevy::render::view::screenshot::ScreenshotCaptured>,
                  mut blank: ResMut<BlankShot>| {
                if is_blank(&captured.image) {
                    blank.0 = true;
                } else {
                    save(captured);
                }
            },
        );
}

fn screenshot_after_first_move(
    mut commands: Commands,
    launch: Res<Launch>,
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
    mut state: Local<ShotState>,
    mut blank: ResMut<BlankShot>,
    mut exit: MessageWriter<AppExit>,
    mut log: MessageWriter<Log>,
) {
    let Some(path) = launch.0.screenshot.clone() else {
        return;
    };
    if !state.requested {
        let settled = phase
            .is_some_and(|p| matches!(p.get(), Phase::HumanTurn | Phase::AiTurn | Phase::GameOver));
        if settled && !game.0.history().is_empty() {
            state.requested = true;
            log.write(Log::info(format!("taking screenshot: {}", path.display())));
            request_screenshot(&mut commands, path);
        }
        return;
    }
    state.frames_since += 1;
    if std::mem::take(&mut blank.0) && state.frames_since <= 900 {
        log.write(Log::info("the frame caught was blank: catching another"));
        request_screenshot(&mut commands, path.clone());
    }
    if launch.0.quit_after_screenshot {
        let written = std::fs::metadata(&path).is_ok_and(|m| m.len() > 0);
        if written && state.frames_since > 3 {
            log.write(Log::info(format!("screenshot saved: {}", path.display())));
            exit.write(AppExit::Success);
        } else if state.frames_since > 900 {
            log.write(Log::error(
                "the screenshot was not written after 900 frames",
            ));
            exit.write(AppExit::error());
        }
    }
}

/// F12 saves a screenshot in the screenshots folder (`~/Pictures/reversi3d/` on Linux:
/// [`Storage`]), named by the time (`reversi3d-20261129-081502.png`, `…-2.png` when taken),
/// and says where on the message line.
fn screenshot_on_f12(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    storage: Res<Storage>,
    mut given: Local<std::collections::HashSet<std::path::PathBuf>>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    let Some(dir) = storage.screenshots.clone() else {
        log.write(Log::warn("screenshot: no folder to write it in"));
        return;
    };
    // Names handed out this run count as taken: a file is written only once its frame is
    // caught, frames later, and two presses in one second share the time in their names.
    let path = match free_name(&dir, &dated_name("reversi3d"), "png", |p| given.contains(p)) {
        Ok(p) => p,
        Err(e) => {
            log.write(Log::warn(format!(
                "screenshot: cannot write in {}: {e}",
                dir.display()
            )));
            notices.write(Notice(
                Tr::new("notice-screenshot-failed")
                    .with("folder", shown_path(&dir))
                    .with("error", e.to_string()),
            ));
            return;
        }
    };
    given.insert(path.clone());
    log.write(Log::info(format!("screenshot: {}", path.display())));
    // Told once the frame is caught and written, so that the message is not in the picture.
    let mut save = bevy::render::view::screenshot::save_to_disk(path.clone());
    // Drawn continuously until it is caught (Bevy despawns the entity then): a still window
    // would otherwise draw that frame only at its next input.
    commands
        .spawn((
            bevy::render::view::screenshot::Screenshot::primary_window(),
            crate::game::core::redraw::Animated,
        ))
        .observe(
            move |captured: On<bevy::render::view::screenshot::ScreenshotCaptured>,
                  mut notices: MessageWriter<Notice>| {
                save(captured);
                notices.write(Notice(if path.is_file() {
                    Tr::new("notice-screenshot").with("path", shown_path(&path))
                } else {
                    Tr::new("notice-screenshot-not-written").with("path", shown_path(&path))
                }));
            },
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::core::options::LaunchOptions;
    use bevy::ecs::message::MessageCursor;
    use bevy::window::{PrimaryWindow, WindowResolution};

    /// `--screenshot` catches another frame when the one it caught is a single colour (the
    /// window had drawn nothing yet), and writes a frame with anything drawn on it.
    #[test]
    fn a_frame_of_one_colour_is_blank_and_one_with_a_drawn_pixel_is_not() {
        use bevy::asset::RenderAssetUsages;
        use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
        let size = Extent3d {
            width: 4,
            height: 3,
            depth_or_array_layers: 1,
        };
        let mut image = Image::new_fill(
            size,
            TextureDimension::D2,
            &[12, 34, 56, 255],
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        );
        assert!(is_blank(&image));
        image.data.as_mut().unwrap()[4 * 7] = 200;
        assert!(!is_blank(&image));
    }

    /// The button line `print_buttons` writes for a button whose centre Bevy's layout put at
    /// `physical` (window pixels × UiScale's layout), laid out at `scale`.
    fn printed(physical: Vec2, scale: f32) -> Vec<String> {
        let mut app = App::new();
        app.insert_resource(Launch(LaunchOptions {
            print_squares: true,
            ..Default::default()
        }))
        .add_message::<crate::game::core::log::Log>()
        .add_systems(Update, print_buttons);
        app.world_mut().spawn((
            Window {
                resolution: WindowResolution::new(1280, 720),
                ..Default::default()
            },
            PrimaryWindow,
        ));
        app.world_mut().spawn((
            crate::game::theme::widget::ButtonName("undo"),
            ComputedNode {
                size: Vec2::new(80.0, 36.0) * scale,
                inverse_scale_factor: 1.0 / scale,
                ..Default::default()
            },
            bevy::ui::UiGlobalTransform::from_translation(physical),
            InheritedVisibility::VISIBLE,
        ));
        let mut cursor: MessageCursor<crate::game::core::log::Log> = app
            .world()
            .resource::<Messages<crate::game::core::log::Log>>()
            .get_cursor();
        app.update();
        cursor
            .read(
                app.world()
                    .resource::<Messages<crate::game::core::log::Log>>(),
            )
            .map(|l| l.line.clone())
            .collect()
    }

    #[test]
    fn button_positions_are_window_pixels_at_any_text_size() {
        assert_eq!(printed(Vec2::new(62.0, 674.0), 1.0), ["button undo@62,674"]);
        assert_eq!(printed(Vec2::new(93.0, 674.0), 1.5), ["button undo@93,674"]);
        assert_eq!(
            printed(Vec2::new(124.0, 660.0), 2.0),
            ["button undo@124,660"]
        );
    }
}
