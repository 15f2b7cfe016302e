//! The game app without a window or GPU, for the headless tests: build it with
//! MinimalPlugins and Bevy's `InputPlugin`, step it with `app.update()` or [`run_until`],
//! click squares and buttons by triggering picking events, press keys by sending the
//! keyboard messages a window sends.
#![allow(dead_code, unreachable_pub)]

pub mod monkey;

use bevy::camera::NormalizedRenderTarget;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerId};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use reversi_engine::rules::{Game, Side, Square};
use reversi3d::game::ButtonName;
use reversi3d::game::LaunchOptions;
use reversi3d::game::Storage;
use reversi3d::game::{
    CurrentGame, Launch, NewGameSetup, Phase, PlayerKind, Players, Screen, StartNewGame,
};
use reversi3d::game::{Disc, SquareCell};
use reversi3d::game::{EarlierMessageText, MessageText};
use std::time::Duration;

pub const HUMANS: Players = Players {
    dark: PlayerKind::Human,
    light: PlayerKind::Human,
};

pub fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

pub fn new_app(players: Players) -> App {
    new_app_with(players, Storage::default())
}

/// The app keeping its files (settings, unfinished game, saved games) in `storage`.
pub fn new_app_with(players: Players, storage: Storage) -> App {
    new_app_launched(players, storage, LaunchOptions::default(), false)
}

/// The app started with these command-line options; with `window`, Bevy's window plugin is
/// added too (a primary window entity with its close handling, but nothing on screen).
pub fn new_app_launched(
    players: Players,
    storage: Storage,
    launch: LaunchOptions,
    window: bool,
) -> App {
    let mut app = start_screen_app(storage, launch, window);
    app.world_mut().resource_mut::<NewGameSetup>().players = players;
    app.world_mut().write_message(StartNewGame);
    assert!(
        run_until(&mut app, 50, turn_decided),
        "the game did not start"
    );
    app
}

/// Steps frames (sleeping a little so background jobs get the CPU) until `done` or `limit`
/// frames; true if `done` held.
pub fn run_until(app: &mut App, limit: usize, mut done: impl FnMut(&mut App) -> bool) -> bool {
    for _ in 0..limit {
        if done(app) {
            return true;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    done(app)
}

/// A game is on and its turn decided: someone is to move (or pass), or it is over.
pub fn turn_decided(app: &mut App) -> bool {
    matches!(
        phase(app),
        Some(Phase::HumanTurn | Phase::AiTurn | Phase::PassNotice | Phase::GameOver)
    )
}

/// The turn is decided and no change of phase waits for the next frame (a move applied this
/// frame has its animation still to come).
pub fn turn_settled(app: &mut App) -> bool {
    let pending = app
        .world()
        .get_resource::<NextState<Phase>>()
        .is_some_and(|n| !matches!(n, NextState::Unchanged));
    !pending && turn_decided(app)
}

/// Steps frames until the phase is `want` (at most `limit` frames); true if it got there.
pub fn run_until_phase(app: &mut App, limit: usize, want: Phase) -> bool {
    run_until(app, limit, |a| phase(a) == Some(want))
}

/// Steps `n` frames: for what takes a fixed number of frames (a message read the frame after
/// it is sent, a state change applied the frame after it is asked for).
pub fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// The app after its first frame, on the start screen as the player first sees it.
pub fn start_screen_app(storage: Storage, launch: LaunchOptions, window: bool) -> App {
    let mut app = App::new();
    app.insert_resource(storage);
    app.insert_resource(Launch(launch));
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin::default(),
        StatesPlugin,
        bevy::input::InputPlugin,
    ));
    if window {
        app.add_plugins(bevy::window::WindowPlugin::default());
    }
    app.init_asset::<Mesh>().init_asset::<StandardMaterial>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    // "Open…" never reaches the desktop's file chooser from a test (a test that wants a
    // portal sets its own bus).
    app.insert_resource(reversi3d::game::SessionBus(Some(
        "unix:path=/nonexistent/reversi3d-headless-test".into(),
    )));
    app.add_plugins(reversi3d::game::plugin);
    app.update();
    app
}

pub fn phase(app: &App) -> Option<Phase> {
    app.world().get_resource::<State<Phase>>().map(|s| *s.get())
}

pub fn game(app: &App) -> Game {
    app.world().resource::<CurrentGame>().0.clone()
}

pub fn click(app: &mut App, square: Square) {
    let entity = square_entity(app, square);
    trigger_click(app, entity);
}

pub fn run_secs(app: &mut App, secs: f32) {
    for _ in 0..(secs / 0.016).ceil() as usize {
        app.update();
    }
}

/// Every disc entity shows the colour the rules give its square, and every disc of the
/// rules has exactly one entity.
pub fn assert_discs_match_rules(app: &mut App) {
    let g = game(app);
    assert_discs_match(app, &g);
}

/// The discs on the board are exactly those of `g` (each at rest, showing its colour): for a
/// position other than the game's own, e.g. the one shown in review.
pub fn assert_discs_match(app: &mut App, g: &Game) {
    let world = app.world_mut();
    let mut q = world.query::<(&Disc, &Transform)>();
    let mut seen = 0u64;
    for (d, t) in q.iter(world) {
        let want = g.at(d.square).expect("a disc entity on an empty square");
        assert_eq!(d.side, want, "disc on {}", d.square);
        let shown = face_shown(t).unwrap_or_else(|| panic!("disc on {} is mid-turn", d.square));
        assert_eq!(shown, want, "disc on {} shows the wrong face", d.square);
        assert_eq!(seen & d.square.bit(), 0, "two discs on {}", d.square);
        seen |= d.square.bit();
    }
    assert_eq!(seen, g.discs(Side::Dark) | g.discs(Side::Light));
}

/// The HUD's message line.
pub fn message(app: &mut App) -> Vec<String> {
    app.world_mut()
        .query_filtered::<&Text, With<MessageText>>()
        .iter(app.world())
        .map(|t| t.0.clone())
        .collect()
}

/// The message the newest replaced before it could be read, shown above it ("" if none).
pub fn earlier_message(app: &mut App) -> String {
    app.world_mut()
        .query_filtered::<(&Text, &Node), With<EarlierMessageText>>()
        .iter(app.world())
        .filter(|(_, n)| n.display != Display::None)
        .map(|(t, _)| t.0.clone())
        .collect()
}

/// Steps frames (at most `limit`) until the HUD's message line says `part`; the line then.
pub fn until_message(app: &mut App, limit: usize, part: &str) -> String {
    run_until(app, limit, |a| message(a).concat().contains(part));
    message(app).concat()
}

/// Plays on from `g` with the same players (as a paste does).
pub fn load(app: &mut App, g: Game) {
    let players = *app.world().resource::<Players>();
    load_game(app, g, players);
}

/// The entity of the button named `name` (its [`ButtonName`]).
pub fn entity_with(app: &mut App, name: &str) -> Entity {
    let world = app.world_mut();
    let mut q = world.query::<(Entity, &ButtonName)>();
    q.iter(world)
        .find(|(_, n)| n.0 == name)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no button named {name}"))
}

pub fn pointer_location() -> Location {
    Location {
        target: NormalizedRenderTarget::None {
            width: 800,
            height: 600,
        },
        position: Vec2::ZERO,
    }
}

pub fn trigger_click(app: &mut App, entity: Entity) {
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let click = Click {
        button: PointerButton::Primary,
        hit,
        duration: Duration::from_millis(50),
        count: 1,
    };
    app.world_mut().trigger(Pointer::new(
        PointerId::Mouse,
        pointer_location(),
        click,
        entity,
    ));
}

pub fn square_entity(app: &mut App, square: Square) -> Entity {
    let world = app.world_mut();
    let mut q = world.query::<(Entity, &SquareCell)>();
    q.iter(world)
        .find(|(_, c)| c.0 == square)
        .map(|(e, _)| e)
        .expect("square entity")
}

/// A fresh, empty folder for one test's files.
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("reversi3d-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Presses the keys together for one frame, then releases them (one more frame).
pub fn press(app: &mut App, keys: &[KeyCode]) {
    send_keys(app, keys, ButtonState::Pressed);
    app.update();
    send_keys(app, keys, ButtonState::Released);
    app.update();
}

/// Sends the keyboard messages a window sends when `keys` go down or up; Bevy's input
/// plugin turns them into `ButtonInput<KeyCode>` on the next frame.
pub fn send_keys(app: &mut App, keys: &[KeyCode], state: ButtonState) {
    for &key_code in keys {
        app.world_mut().write_message(KeyboardInput {
            key_code,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
    }
}

/// The texts of the entities with component `C` (or of their children).
pub fn texts_of<C: Component>(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut q = world.query_filtered::<Entity, With<C>>();
    let ents: Vec<Entity> = q.iter(world).collect();
    let mut out = Vec::new();
    for e in ents {
        if let Some(t) = world.get::<Text>(e) {
            out.push(t.0.clone());
        }
        if let Some(children) = world.get::<Children>(e) {
            for c in children.iter() {
                if let Some(t) = world.get::<Text>(c) {
                    out.push(t.0.clone());
                }
            }
        }
    }
    out
}

/// Every text on screen, joined by new lines.
pub fn all_text(app: &mut App) -> String {
    let world = app.world_mut();
    let mut q = world.query::<&Text>();
    q.iter(world)
        .map(|t| t.0.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Plays a move and waits for its animation and the turn after it.
pub fn play(app: &mut App, square: &str) {
    let before = game(app).history().len();
    click(app, sq(square));
    assert!(
        run_until(app, 500, |a| game(a).history().len() > before
            && turn_settled(a)),
        "{square} was not played, or the turn after it never came (phase {:?})",
        phase(app)
    );
}

/// Starts a new game with the setup changed by `f` (as the options screen would).
pub fn start_with(app: &mut App, f: impl FnOnce(&mut NewGameSetup)) {
    f(&mut app.world_mut().resource_mut::<NewGameSetup>());
    app.world_mut().write_message(StartNewGame);
    // Past the frames of the start (the phase before it may already look decided).
    frames(app, 2);
    assert!(run_until(app, 50, turn_decided), "the game did not start");
}

/// Plays on from `g` with `players`, as a load, paste or resume does.
pub fn load_game(app: &mut App, g: Game, players: Players) {
    app.world_mut()
        .write_message(reversi3d::game::LoadGame { game: g, players });
    // Past the frames of the load (the phase before it may already look decided).
    frames(app, 2);
    assert!(run_until(app, 50, turn_decided), "the game was not loaded");
}

/// A finished game played with random legal moves (xorshift from `seed`).
pub fn finished_game(options: reversi_engine::rules::GameOptions, seed: u64) -> Game {
    let mut g = Game::new(options);
    let mut rng = seed.max(1);
    while !g.is_over() {
        if g.must_pass() {
            g.pass().unwrap();
            continue;
        }
        let m: Vec<_> = reversi_engine::rules::Bitboard(g.legal_moves())
            .squares()
            .collect();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        g.play(m[(rng % m.len() as u64) as usize]).unwrap();
    }
    g
}

/// The side a disc shows face up, from its rotation; `None` while it is turning over.
pub fn face_shown(t: &Transform) -> Option<Side> {
    let up = (t.rotation * Vec3::Y).y;
    if up > 0.99 {
        Some(Side::Dark)
    } else if up < -0.99 {
        Some(Side::Light)
    } else {
        None
    }
}

/// Saves the game (as Ctrl+S does) and returns the saved file's text.
pub fn save_and_read(app: &mut App) -> String {
    app.world_mut()
        .write_message(reversi3d::game::RecordRequest::Save);
    app.update();
    let path = app
        .world()
        .resource::<reversi3d::game::LastSaved>()
        .0
        .clone()
        .expect("saved");
    std::fs::read_to_string(path).unwrap()
}

/// Leaves the game for the start screen as a player does: Esc (during a game it opens the
/// pause menu, whose "Quit to start screen" button leaves; after the game it leaves at once).
pub fn quit_to_start(app: &mut App) {
    let after_game = matches!(phase(app), Some(Phase::GameOver | Phase::Review));
    press(app, &[KeyCode::Escape]);
    if !after_game {
        assert!(
            run_until(app, 200, |a| phase(a) == Some(Phase::Paused)),
            "Esc opens the pause menu (phase {:?})",
            phase(app)
        );
        let quit = entity_with(app, "quit-to-start");
        trigger_click(app, quit);
    }
    assert!(
        run_until(app, 5, |a| a.world().resource::<State<Screen>>().get()
            == &Screen::Start),
        "not back on the start screen"
    );
}
