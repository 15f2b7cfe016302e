//! The window around the game: a minimised window leaves the camera where it was, the window
//! sleeps while waiting for a move and draws while discs move, a running clock and the
//! computer thinking wake it on time, and its size and place are remembered once they
//! settle.

use crate::app::*;

use super::{ai, engine_searching_at};
use bevy::prelude::*;
use reversi3d::game::Phase;
use std::time::Duration;

#[test]
fn a_minimised_window_leaves_the_camera_where_it_was() {
    use bevy::window::{PrimaryWindow, WindowResolution};
    use reversi3d::game::{Orbit, fit_distance};
    for aspect in [0.0, -1.0, f32::NAN, f32::INFINITY] {
        assert!(fit_distance(5.0, aspect).is_finite(), "aspect {aspect}");
    }
    let mut app = new_app(HUMANS);
    let window = app
        .world_mut()
        .spawn((
            Window {
                resolution: WindowResolution::new(1280, 720),
                ..default()
            },
            PrimaryWindow,
        ))
        .id();
    app.update();
    let camera = |app: &mut App| {
        *app.world_mut()
            .query_filtered::<&Transform, With<Orbit>>()
            .single(app.world())
            .unwrap()
    };
    let framed = camera(&mut app);
    for (w, h) in [(0, 0), (0, 720), (1280, 0)] {
        app.world_mut()
            .get_mut::<Window>(window)
            .unwrap()
            .resolution = WindowResolution::new(w, h);
        app.update();
        let t = camera(&mut app);
        assert!(
            t.translation.is_finite() && t.rotation.is_finite(),
            "{w}x{h}: {t:?}"
        );
        assert!(t.translation.length() < 100.0, "{w}x{h}: {t:?}");
    }
    app.world_mut()
        .get_mut::<Window>(window)
        .unwrap()
        .resolution = WindowResolution::new(1280, 720);
    app.update();
    assert_eq!(
        camera(&mut app),
        framed,
        "restored, the board is framed as before"
    );
}

fn pace(app: &App) -> reversi3d::game::Pace {
    *app.world().resource::<reversi3d::game::Pace>()
}

fn window_mode(app: &App) -> bevy::winit::UpdateMode {
    app.world()
        .resource::<bevy::winit::WinitSettings>()
        .focused_mode
}

/// Waiting for a person's move with no clock, the window draws nothing until the next input;
/// a move's animation draws continuously; then it sleeps again.
#[test]
fn the_window_sleeps_while_waiting_for_a_move_and_draws_while_discs_move() {
    use bevy::winit::UpdateMode;
    use reversi3d::game::Pace;
    let mut app = new_app(HUMANS);
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    // While the renderer may still be compiling its shaders, a frame twice a second.
    assert_eq!(pace(&app), Pace::Every(Duration::from_millis(500)));
    run_secs(&mut app, reversi3d::game::WARM_UP_SECS);
    assert_eq!(pace(&app), Pace::Idle);
    assert!(
        matches!(window_mode(&app), UpdateMode::Reactive { wait, .. } if wait >= Duration::from_secs(10)),
        "{:?}",
        window_mode(&app)
    );
    click(&mut app, sq("f5"));
    assert!(run_until(&mut app, 5, |a| phase(a) == Some(Phase::Animating)));
    assert_eq!(pace(&app), Pace::Continuous);
    assert_eq!(window_mode(&app), UpdateMode::Continuous);
    assert!(run_until(&mut app, 200, |a| phase(a) == Some(Phase::HumanTurn)));
    run_secs(&mut app, 1.0);
    assert_eq!(pace(&app), Pace::Idle);
}

/// A running clock wakes the window each second (ten times a second in its last 20 s); the
/// computer thinking ticks a few times a second.
#[test]
fn a_running_clock_and_the_computer_thinking_wake_the_window_on_time() {
    use reversi3d::game::Pace;
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.set_clock_minutes(1));
    run_secs(&mut app, 1.0);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    let Pace::Every(wait) = pace(&app) else {
        panic!("a running clock must wake the window: {:?}", pace(&app));
    };
    assert!(wait <= Duration::from_secs(1), "{wait:?}");
    // Dark's clock down to its last 20 s: ten frames a second.
    run_secs(&mut app, 41.0);
    assert_eq!(pace(&app), Pace::Every(Duration::from_millis(100)));

    // The computer thinking, once the busy frames after the move are over (a second): a frame
    // every THINKING_TICK. The Engine level settles many positions well within that second,
    // so positions are tried until one keeps it thinking that long.
    let mut thinking = 0;
    for seed in 777..837 {
        let Some((mut app, _)) = engine_searching_at(seed) else {
            continue;
        };
        run_secs(&mut app, 1.0);
        if phase(&app) == Some(Phase::AiTurn) && ai(&app).is_thinking() {
            assert_eq!(pace(&app), Pace::Every(reversi3d::game::THINKING_TICK));
            thinking += 1;
            if thinking == 2 {
                return;
            }
        }
    }
    assert!(
        thinking > 0,
        "no position kept the Engine thinking for a second"
    );
}

/// The window's size and position, once a resize or a move has settled, go into the settings
/// file (and so open the next window so); a drag's many steps are written once.
#[test]
fn the_windows_size_and_place_are_remembered_once_they_settle() {
    use bevy::window::{PrimaryWindow, WindowMoved, WindowResized};
    use reversi3d::game::{LaunchOptions, Storage, WindowPlacement, load_settings};
    let dir = temp_dir("placement");
    let storage = Storage::under(dir.clone());
    let mut app = new_app_launched(HUMANS, storage.clone(), LaunchOptions::default(), true);
    let window = {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<PrimaryWindow>>()
            .single(world)
            .expect("a primary window")
    };
    let file = storage.settings_file().unwrap();
    let remembered = || load_settings(&file).ok().flatten().and_then(|s| s.window);
    for width in [700.0, 800.0, 900.0] {
        app.world_mut().write_message(WindowResized {
            window,
            width,
            height: 650.0,
        });
        app.update();
    }
    app.world_mut().write_message(WindowMoved {
        window,
        position: IVec2::new(40, 30),
    });
    app.update();
    run_secs(&mut app, 0.5);
    assert_eq!(remembered(), None, "not while it is still moving");
    run_secs(&mut app, 1.0);
    assert_eq!(
        remembered(),
        Some(WindowPlacement {
            width: 900,
            height: 650,
            x: Some(40),
            y: Some(30)
        })
    );
}
