//! The Bevy game without a window or GPU: build the App with MinimalPlugins, step it with
//! `app.update()`, click squares by triggering picking events, assert on the world.
//!
//! One test binary, in modules by theme:
//! - `play`: clicks and the rules on screen (flips, refusals, passes, game over, a new game,
//!   hover, legal-move dots, undo between two players, input given during an animation, the
//!   Hint button's visibility);
//! - `computer`: the computer's turn (off the main thread, its search stopped by an undo, by
//!   leaving or by pausing, stale moves after an undo or a paste, its threads), hints, and a
//!   game lost on time completed in the background;
//! - `window`: a minimised window and the camera, when the window draws (idle, animating,
//!   clock, thinking), the window's size and place remembered.
//!
//! The Engine-level search fixtures shared by `computer` and `window` are here; the headless
//! app driver is `tests/app/`.

#[path = "../app/mod.rs"]
mod app;
#[path = "../../engine/tests/common/mod.rs"]
mod common;
mod computer;
mod language;
mod play;
mod window;

use app::*;

use bevy::prelude::*;
use common::Rng;
use reversi_engine::rules::{Game, GameOptions, Side};
use reversi3d::game::{Phase, PlayerKind, Players};
use std::time::Duration;

fn ai(app: &App) -> &reversi3d::game::AiPlayer {
    app.world().resource::<reversi3d::game::AiPlayer>()
}

/// The Engine level (Light) searching an early midgame position: its search runs for up to
/// its time limit (4.5 s) unless it is stopped. (A position it settles too fast, under a
/// second on a fast machine with its selective search, is passed over for another.)
fn engine_searching() -> (App, Game) {
    (777..787)
        .find_map(engine_searching_at)
        .expect("the Engine settled every position tried in 0.1 s")
}

/// The app with the Engine level searching the position of a random walk of 17 plies from
/// `seed`, still searching 0.1 s after it started; `None` if that position does not suit
/// (Dark to move, a pass, too few empties) or the Engine settled it within 0.1 s.
fn engine_searching_at(seed: u64) -> Option<(App, Game)> {
    let mut g = Game::new(GameOptions::default());
    common::random_walk(&mut g, &mut Rng(seed), 17);
    if g.to_move() != Side::Light || g.must_pass() || g.board().empty_count() <= 40 {
        return None;
    }
    let players = Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Computer(reversi_engine::ai::LEVELS.len() - 1),
    };
    let mut app = new_app(players);
    load_game(&mut app, g.clone(), players);
    assert!(run_until(&mut app, 500, |a| phase(a) == Some(Phase::AiTurn)));
    // Let the search get going: on a loaded machine it may wait for a free thread of the
    // pool before it starts (a search stopped before it starts returns nothing).
    let t = std::time::Instant::now();
    while ai(&app).searches_working() == 0 && t.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(ai(&app).searches_working(), 1, "the search started");
    std::thread::sleep(Duration::from_millis(100));
    app.update();
    if ai(&app).is_thinking() && ai(&app).searches_working() == 1 {
        assert_eq!(ai(&app).searches_running(), 1);
        return Some((app, g));
    }
    None
}

/// Waits (real time) until no search of the computer runs; how long since `t` that took.
fn until_searches_end(app: &App, t: std::time::Instant) -> Duration {
    while ai(app).searches_running() > 0 && t.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(5));
    }
    t.elapsed()
}
