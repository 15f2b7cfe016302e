//! App start-up: the game's plugins and state ([`plugin`], shared by the window and the
//! headless tests) and the window around them ([`run_with`]).

use super::quit_signal::{self, QuitSignal};
use super::{icon, language, launch, redraw, settings, window};
use crate::game::core::options::{Launch, LaunchOptions};
use crate::game::core::redraw::Wake;
use crate::game::core::storage::Storage;
use crate::game::{core, input, play, theme, ui, world};
use bevy::prelude::*;

/// The game's plugins and state, without window or rendering: the real app adds
/// `DefaultPlugins` around it, tests add `MinimalPlugins` and Bevy's `InputPlugin`. The
/// layers from the bottom up; each plugin registers its own systems.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        core::plugin,
        theme::plugin,
        world::plugin,
        play::plugin,
        input::plugin,
        ui::plugin,
        settings::plugin,
        language::plugin,
        launch::plugin,
        redraw::plugin,
        window::plugin,
        icon::plugin,
        quit_signal::plugin,
    ));
}

/// Opens the game window. Errors (no display, no GPU) come back as a readable message.
pub fn run_with(launch: LaunchOptions) -> Result<(), String> {
    if cfg!(target_os = "linux")
        && std::env::var_os("DISPLAY").is_none()
        && std::env::var_os("WAYLAND_DISPLAY").is_none()
    {
        return Err(
            "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). The game needs a \
                    desktop session; the engine commands work without one: reversi3d --help"
                .into(),
        );
    }
    install_readable_panic_messages();
    let storage = Storage::platform();
    // The size and place the window had last time (a bad file is reported later, by the
    // settings plugin).
    let placement = storage
        .settings_file()
        .and_then(|f| settings::load(&f).ok().flatten())
        .and_then(|s| s.window);
    let mut app = App::new();
    let defaults = DefaultPlugins.build();
    // SIGINT is one of the quit signals read by `quit_signal`, with SIGTERM and SIGHUP.
    #[cfg(unix)]
    let defaults = defaults.disable::<bevy::app::TerminalCtrlCHandlerPlugin>();
    app.add_plugins((
        defaults
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "reversi3d — Reversi".into(),
                    // The Wayland app id (X11's WM_CLASS), matched to packaging/reversi3d.desktop.
                    name: Some("reversi3d".into()),
                    resolution: placement.map_or((1280, 720), |p| p.size()).into(),
                    position: placement
                        .and_then(|p| p.position())
                        .map_or(WindowPosition::Automatic, WindowPosition::At),
                    ..default()
                }),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn".into(),
                ..default()
            }),
        MeshPickingPlugin,
    ));
    app.insert_resource(Launch(launch));
    app.insert_resource(storage);
    app.add_plugins(plugin);
    quit_signal::listen(app.world().resource::<QuitSignal>().clone());
    app.add_systems(Startup, connect_wake);
    app.run();
    Ok(())
}

/// Lets background jobs and quit signals wake the sleeping window.
fn connect_wake(
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    mut wake: ResMut<Wake>,
    signal: Res<QuitSignal>,
) {
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        *wake = Wake::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        });
        signal.set_wake(wake.clone());
    }
}

/// Turns the renderer's panics about a missing GPU or display into a plain message. (Printed
/// directly: the app and its log are gone by then.)
fn install_readable_panic_messages() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let msg = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        let lower = msg.to_lowercase();
        if lower.contains("gpu") || lower.contains("adapter") || lower.contains("vulkan") {
            eprintln!(
                "error: no usable graphics device was found ({msg}).\n\
                 The game needs a GPU with Vulkan, Metal or DirectX 12 drivers; on Linux without \
                 a GPU, Mesa's software Vulkan works (Debian: mesa-vulkan-drivers libvulkan1).\n\
                 The engine commands need no GPU: reversi3d --help"
            );
            std::process::exit(1);
        }
        if lower.contains("display") || lower.contains("x11") || lower.contains("wayland") {
            eprintln!("error: could not open a window ({msg}). Is a desktop session running?");
            std::process::exit(1);
        }
        default_hook(info);
    }));
}
