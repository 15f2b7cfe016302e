//! The Bevy app: a 3D board whose squares and discs are entities. One plugin per concern:
//!
//! - `board`: board, squares, coordinates, discs, markers
//! - `camera`: lights, camera framing, orbit and zoom
//! - `input`: picking observers (click, hover) → [`MoveRequest`]
//! - `turn`: [`MoveRequest`] → rules → [`MovePlayed`]; passes; game over
//! - `flip`: disc drop and flip animations
//! - `ai_player`: the computer's search on the async compute pool, with a stop flag
//! - `hud`: whose turn, counts, move number, messages, pass notice
//! - `widget`: the widget kit (panels, text, buttons that carry the message they send)
//! - `start_screen`: the start screen (choices for the next game, ways to play)
//! - `scoring`: the end-of-game scoring screen
//! - `settings`: the choices (who plays, level, options), their changes, `settings.ron`
//! - `keyboard`: keys, each sending the message of its button
//! - `undo`: undo and redo (keys and buttons)
//! - `hints`: the engine's value of each legal move, on the squares
//! - `tasks`: background jobs (the computer's move, hints, completing a game lost on time)
//!   tagged with the position they are for
//!
//! Data flows one way: click (or the AI) → `MoveRequest` → rules → `MovePlayed` → flip
//! animation → next turn. The screen shows the rules' state; it never decides a rule.

pub mod ai_player;
pub mod board;
pub mod camera;
pub mod clock;
pub mod flip;
pub mod hints;
pub mod hud;
pub mod input;
pub mod keyboard;
pub mod launch;
pub mod record;
pub mod review;
pub mod scoring;
pub mod settings;
pub mod sound;
pub mod start_screen;
pub mod supply;
pub mod tasks;
pub mod turn;
pub mod undo;
pub mod widget;

use bevy::prelude::*;
pub use launch::LaunchOptions;
use reversi_engine::ai::{DEFAULT_LEVEL, LEVELS};
use reversi_engine::rules::{Color as Side, Game, GameOptions, Ply, Square};

/// Which screen is shown.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Screen {
    #[default]
    Start,
    Playing,
}

/// What the game is waiting for while playing.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum Phase {
    /// Deciding what comes next (right after a move's animation).
    #[default]
    Deciding,
    /// A human player's move: clicks are accepted.
    HumanTurn,
    /// The computer is thinking.
    AiTurn,
    /// Discs are dropping and turning over.
    Animating,
    /// A side has no legal move; the notice is shown, then it passes.
    PassNotice,
    /// The game is over: the scoring screen is shown.
    GameOver,
    /// After the game: stepping through its moves.
    Review,
}

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayerKind {
    Human,
    /// The computer at this level (index into [`LEVELS`]).
    Computer(usize),
}

/// The players of the current game.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Players {
    pub dark: PlayerKind,
    pub light: PlayerKind,
}

impl Players {
    pub fn of(&self, side: Side) -> PlayerKind {
        match side {
            Side::Dark => self.dark,
            Side::Light => self.light,
        }
    }
    /// A line for the HUD: "you", "the other player", "computer (Club)".
    pub fn describe(&self, side: Side) -> String {
        let both_human = self.dark == PlayerKind::Human && self.light == PlayerKind::Human;
        match self.of(side) {
            PlayerKind::Human if both_human => "player".to_string(),
            PlayerKind::Human => "you".to_string(),
            PlayerKind::Computer(l) => {
                format!("computer, {}", LEVELS[l.min(LEVELS.len() - 1)].name)
            }
        }
    }
}

impl Default for Players {
    fn default() -> Self {
        Players {
            dark: PlayerKind::Human,
            light: PlayerKind::Computer(DEFAULT_LEVEL),
        }
    }
}

/// The game being played: the rules engine's state. The only source of truth for the board.
#[derive(Resource, Clone, Debug)]
pub struct CurrentGame(pub Game);

impl Default for CurrentGame {
    fn default() -> Self {
        CurrentGame(Game::new(GameOptions::default()))
    }
}

/// Options chosen on the start screen for the next game.
#[derive(Resource, Clone, Debug)]
pub struct NewGameSetup {
    pub options: GameOptions,
    pub players: Players,
    pub level: usize,
    /// Each game starts from one of the six four-disc arrangements, chosen at random.
    pub random_start: bool,
    /// Against the computer, "Play again" swaps colours, so the first move alternates.
    pub alternate_colours: bool,
}

impl Default for NewGameSetup {
    fn default() -> Self {
        NewGameSetup {
            options: GameOptions::default(),
            players: Players::default(),
            level: DEFAULT_LEVEL,
            random_start: false,
            alternate_colours: false,
        }
    }
}

/// Display settings.
#[derive(Resource, Clone, Debug)]
pub struct DisplaySettings {
    /// Show a marker on legal squares.
    pub show_legal: bool,
    /// Animation time multiplier: 1 normal, 0 instant; always 0 or within
    /// [`DisplaySettings::ANIM_SPEEDS`] (set it through [`DisplaySettings::sane_anim_speed`]).
    pub anim_speed: f32,
    /// Sounds on.
    pub sound: bool,
    pub theme: Theme,
}

impl Default for DisplaySettings {
    fn default() -> Self {
        DisplaySettings {
            show_legal: true,
            anim_speed: 1.0,
            sound: true,
            theme: Theme::Standard,
        }
    }
}

impl DisplaySettings {
    /// The animation speeds other than 0 (instant): slower than a tenth would leave a move
    /// animating for minutes, and a tiny speed makes a timer of years that panics.
    pub const ANIM_SPEEDS: std::ops::RangeInclusive<f32> = 0.1..=10.0;

    /// The animation speed to use for `speed` from the command line or the settings file:
    /// 0 or less is instant, anything else is held within [`Self::ANIM_SPEEDS`] (infinity is
    /// the fastest), and a value that is not a number is the normal speed.
    pub fn sane_anim_speed(speed: f32) -> f32 {
        if speed.is_nan() {
            1.0
        } else if speed <= 0.0 {
            0.0
        } else {
            speed.clamp(*Self::ANIM_SPEEDS.start(), *Self::ANIM_SPEEDS.end())
        }
    }
}

/// Colours of the board and its marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Green felt, black and white discs, red marks.
    #[default]
    Standard,
    /// Light grey board with black lines, pure black and white discs with a rim of the other
    /// colour, and blue / orange marks (safe for red-green colour blindness).
    HighContrast,
}

/// A request to play a square: sent by a click and by the computer alike.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveRequest {
    pub square: Square,
}

/// A ply the rules accepted (a move or a pass).
#[derive(Message, Clone, Copy, Debug)]
pub struct MovePlayed {
    pub ply: Ply,
    /// Number of the move (discs placed so far, this one included).
    pub number: usize,
}

/// A refused click, for feedback ("d3: no discs to flip").
#[derive(Message, Clone, Debug)]
pub struct MoveRefused {
    pub square: Square,
    pub reason: String,
}

/// Start a new game with the setup on [`NewGameSetup`].
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct StartNewGame;

/// Play on from this game (loaded, pasted or resumed) with these players.
#[derive(Message, Clone, Debug)]
pub struct LoadGame {
    pub game: Game,
    pub players: Players,
}

/// A short message for the player (copied, saved, a paste refused…), shown on the HUD's
/// message line or on the start screen.
#[derive(Message, Clone, Debug)]
pub struct Notice(pub String);

/// The launch options as a resource (test hooks read it).
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch(pub LaunchOptions);

/// Square (column, row) → world position of its centre on the board surface. `a1` is at the
/// far left as seen from the default camera (which looks from +z towards -z).
pub fn square_to_world(sq: Square) -> Vec3 {
    Vec3::new(sq.col() as f32 - 3.5, 0.0, sq.row() as f32 - 3.5)
}

/// The game's plugins and state, without window or rendering: the real app adds
/// `DefaultPlugins` around it, tests add `MinimalPlugins`.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<Phase>()
        .init_resource::<CurrentGame>()
        .init_resource::<Players>()
        .init_resource::<NewGameSetup>()
        .init_resource::<DisplaySettings>()
        .init_resource::<Launch>()
        .add_message::<MoveRequest>()
        .add_message::<MovePlayed>()
        .add_message::<MoveRefused>()
        .add_message::<StartNewGame>()
        .add_message::<LoadGame>()
        .add_message::<Notice>()
        .add_plugins((
            board::plugin,
            camera::plugin,
            input::plugin,
            launch::plugin,
            turn::plugin,
            flip::plugin,
            ai_player::plugin,
            hud::plugin,
            start_screen::plugin,
            scoring::plugin,
            undo::plugin,
            hints::plugin,
        ))
        .add_plugins((
            settings::plugin,
            record::plugin,
            clock::plugin,
            review::plugin,
            keyboard::plugin,
            sound::plugin,
            supply::plugin,
            tasks::plugin,
            widget::plugin,
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
    let mut app = App::new();
    app.add_plugins((
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "reversi3d".into(),
                    resolution: (1280, 720).into(),
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
    app.insert_resource(settings::Storage::platform());
    app.add_plugins(plugin);
    app.run();
    Ok(())
}

/// Opens the game with default launch options.
pub fn run() -> Result<(), String> {
    run_with(LaunchOptions::default())
}

/// Turns the renderer's panics about a missing GPU or display into a plain message.
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
