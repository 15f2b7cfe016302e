//! The Bevy app: a 3D board whose squares and discs are entities. This file holds the shared
//! vocabulary (screens, phases, the game's state and the messages between plugins); each
//! concern is a plugin in its own file, except `geometry` and `materials`, which are plain
//! functions the plugins call:
//!
//! - `app`: the plugin assembly and the window start-up
//! - `geometry`: where a square is in the world (not a plugin)
//! - `board`: board, squares, coordinates, discs, markers; redraws the discs at once
//! - `camera`: camera framing around the HUD (`HudInsets`), orbit and zoom
//! - `scene`: the table, the lights, the graphics quality; `materials`: procedural textures
//!   (not a plugin)
//! - `input`: picking observers (click, hover) → [`MoveRequest`]
//! - `keyboard`: the keyboard cursor, typed squares, toggles, the key list
//! - `turn`: owns [`CurrentGame`] and [`Phase`]: [`MoveRequest`] → rules → [`MovePlayed`];
//!   passes; game over; the changes other plugins ask for by [`GameChange`]
//! - `flip`: disc drop and flip animations; animated redraws
//! - `frames`: when the window draws (continuously, on a timer, or only on input)
//! - `ai_player`: the computer's search as a background job, cancelled when its turn ends
//! - `history`: undo and redo, and the review of a finished game (one cursor over its plies)
//! - `analysis`: the analysis of a finished game: progress, the evaluation graph, the worst
//!   moves, the best move and line on the reviewed position
//! - `hud`: whose turn, counts, move number, messages, pass notice
//! - `icon`: the window's icon, drawn in code and set through winit
//! - `menu_keys`: the start screen and the pause menu by keyboard (Tab, arrows, Enter)
//! - `widget`: the widget kit (panels, text, buttons that carry the message they send)
//! - `start_screen`: the start screen (choices for the next game, ways to play)
//! - `scoring`: the end-of-game scoring screen
//! - `count`: the end-of-game count (the discs slide into rows by colour)
//! - `placement`: the window's size and position, remembered
//! - `pause`: the pause menu (Esc): resume, new game, display options, quit
//! - `settings`: the choices (who plays, level, options), their changes, `settings.ron`
//! - `launch`: the window's command-line options and the test hooks
//! - `hints`: the engine's value of each legal move, on the squares
//! - `clock`: the clocks and the completion of a game lost on time
//! - `tasks`: background jobs (the computer's move, hints, the completion) tagged with the
//!   position they are for, and the engine they share code for
//! - `record`: copy, paste, save, load, the unfinished game
//! - `sound`, `supply`: sounds; the disc piles
//! - `log`: the one place the game prints (`Log`)
//!
//! Data flows one way: click (or the AI) → `MoveRequest` → rules → `MovePlayed` → flip
//! animation → next turn. The screen shows the rules' state; it never decides a rule. Each
//! piece of state has one owner; other plugins send it messages.

pub(crate) mod ai_player;
pub(crate) mod analysis;
pub(crate) mod app;
pub(crate) mod board;
pub(crate) mod camera;
pub(crate) mod clock;
pub(crate) mod count;
pub(crate) mod flip;
pub(crate) mod frames;
pub(crate) mod geometry;
pub(crate) mod hints;
pub(crate) mod history;
pub(crate) mod hud;
pub(crate) mod icon;
pub(crate) mod input;
pub(crate) mod keyboard;
pub(crate) mod launch;
pub(crate) mod log;
pub(crate) mod materials;
pub(crate) mod menu_keys;
pub(crate) mod pause;
pub(crate) mod placement;
pub(crate) mod record;
pub(crate) mod scene;
pub(crate) mod scoring;
pub(crate) mod settings;
pub(crate) mod sound;
pub(crate) mod start_screen;
pub(crate) mod supply;
pub(crate) mod tasks;
pub(crate) mod turn;
pub(crate) mod widget;

// What the binary and the tests drive the game with; everything else stays inside the crate.
pub use ai_player::AiPlayer;
pub use analysis::{
    Analysis, AnalysisPanel, AnalysisRequest, GhostDisc, GraphColumn, MistakeEntry, ReviewLabel,
    ReviewedLine,
};
pub use app::{plugin, run_with};
use bevy::prelude::*;
pub use board::{BoardAssets, Disc, LastMoveMarker, LegalMarker, SquareCell, palette};
pub use camera::{Orbit, fit_distance};
pub use clock::{ClockText, Completion};
pub use count::{CountLabel, CountedDisc, count_squares};
pub use flip::{Dropping, Flipping, Leaving};
pub use frames::{Pace, THINKING_TICK, WARM_UP_SECS};
pub use geometry::square_to_world;
pub use hints::{HintLabel, HintRequest, HintStrength, Hints};
pub use history::Review;
pub use history::{RedoRequest, UndoRequest};
pub use hud::{CardCount, MessageText, MoveListText, PassBanner, StatusText, pass_notice};
pub use input::Flash;
pub use keyboard::{CursorRing, HelpOverlay, KeyCursor};
pub use launch::LaunchOptions;
use log::Log;
pub use menu_keys::MenuFocus;
pub use placement::WindowPlacement;
pub use record::{LastSaved, RecordRequest, Unfinished, latest_saved, read_limited, saved_text};
use reversi_engine::ai::{DEFAULT_LEVEL, LEVELS};
use reversi_engine::rules::{Color as Side, Game, GameOptions, Ply, Square};
pub use scene::Quality;
pub use scoring::{COMPLETING, score_lines};
pub use settings::{
    SavedSettings, Seating, SettingChange, SettingsError, SettingsNotice, Storage,
    load as load_settings, write_atomically, write_new,
};
pub use sound::{SoundCue, SoundLog};
pub use start_screen::SettingLabel;
pub use supply::PileDisc;
use tasks::GameTag;
pub use turn::{EarlyMove, QueuedMove, new_game_options};
pub use widget::ButtonName;

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
    /// The pause menu is open: the clock and the computer wait.
    Paused,
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

impl PlayerKind {
    /// The player a record's name stands for: `computer, LEVEL` (as [`Players::describe`]
    /// writes it) is the computer at that level (the default level if it names none we
    /// know); any other name is a person.
    pub(crate) fn from_description(s: &str) -> PlayerKind {
        match s.strip_prefix("computer") {
            Some(rest) => {
                let name = rest.trim_start_matches([',', ' ']);
                let level = reversi_engine::ai::level_by_name(name)
                    .ok()
                    .and_then(|l| LEVELS.iter().position(|x| x.name == l.name))
                    .unwrap_or(DEFAULT_LEVEL);
                PlayerKind::Computer(level)
            }
            None => PlayerKind::Human,
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
/// Owned by the `turn` plugin: other plugins read it and ask for changes by [`GameChange`].
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
    /// Graphics quality (shadows, antialiasing).
    pub quality: Quality,
    /// How hard the hints look.
    pub hint_strength: HintStrength,
    /// Search threads of the computer's moves, the hints and the analysis; 0: all cores but
    /// one (see [`DisplaySettings::threads`]).
    pub search_threads: u32,
    /// Size of the text and panels, in percent: one of [`DisplaySettings::UI_SCALES`].
    pub ui_scale: u32,
    /// Loudness of the sounds, 0–100 % (mute is [`DisplaySettings::sound`]).
    pub volume: u32,
    /// The window's size and position when last changed.
    pub window: Option<WindowPlacement>,
}

impl Default for DisplaySettings {
    fn default() -> Self {
        DisplaySettings {
            show_legal: true,
            anim_speed: 1.0,
            sound: true,
            theme: Theme::Standard,
            quality: Quality::default(),
            hint_strength: HintStrength::default(),
            search_threads: 0,
            ui_scale: 100,
            volume: 80,
            window: None,
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

/// Redraw the discs from the position shown (the game's, or the reviewed one): at once
/// (`animate: false`, a new or loaded game: every disc is replaced) or animated (undo, redo,
/// review: discs taken back lift away, discs turned back turn over, discs played again
/// drop). Move requests in a frame with a redraw were meant for the board before: they are
/// dropped. Every job tagged before a redraw is for another game ([`tasks::GameGeneration`]).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Redraw {
    pub animate: bool,
}

/// A change to the current game or its phase that another plugin asks of the `turn` plugin,
/// which owns both.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChange {
    /// Undo: take back this many plies (the discs animate back).
    TakeBack(usize),
    /// Redo: play again this many taken-back plies (the discs animate forward).
    PlayAgain(usize),
    /// The clock ran this many milliseconds for the side to move (a flag fall ends the game).
    ChargeTime(u64),
    /// The engine completed the game lost on time: the final counts, for the game tagged.
    Completed { tag: GameTag, dark: u32, light: u32 },
    /// The discs have stopped moving: the turn goes on.
    AnimationsDone,
    /// Open the pause menu (Esc): at once on a turn or pass notice, after the discs stop
    /// moving otherwise.
    Pause,
    /// Close the pause menu: the turn is decided again.
    Resume,
}
