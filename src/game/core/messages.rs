//! The messages between plugins: requests to the owner of a piece of state, and what happened.

use super::display::WindowPlacement;
use super::i18n::{Lang, Tr};
use super::state::GameTag;
use super::state::Players;
use super::state::Seating;
use bevy::prelude::*;
use reversi_engine::rules::Game;
use reversi_engine::rules::Ply;
use reversi_engine::rules::Square;
use std::path::PathBuf;

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
    pub reason: Tr,
}

/// Start a new game with the setup on [`NewGameSetup`](super::state::NewGameSetup).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct StartNewGame;

/// Play on from this game (loaded, pasted or resumed) with these players.
#[derive(Message, Clone, Debug)]
pub struct LoadGame {
    pub game: Game,
    pub players: Players,
}

/// A short message for the player (copied, saved, a paste refused…), shown on the HUD's
/// message line or on the start screen, in the language in use (and in the next one if the
/// language changes while it shows).
#[derive(Message, Clone, Debug)]
pub struct Notice(pub Tr);

/// Redraw the discs from the position shown (the game's, or the reviewed one): at once
/// (`animate: false`, a new or loaded game: every disc is replaced) or animated (undo, redo,
/// review: discs taken back lift away, discs turned back turn over, discs played again
/// drop). Move requests in a frame with a redraw were meant for the board before: they are
/// dropped. Every job tagged before a redraw is for another game (`tasks::GameGeneration`).
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

/// Go back to the start screen: sent by Esc and the scoring screen's "Start screen" button.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct OpenStartScreen;

/// A change to one of the choices for the next game or the display: what the start screen's
/// setting buttons and the M, T and L keys send. Applied (and remembered) by the settings
/// plugin (`app::settings`) only.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingChange {
    LevelDown,
    LevelUp,
    /// The level at this index into [`LEVELS`](reversi_engine::ai::LEVELS) (the start screen's
    /// named steps); held to the last level.
    SetLevel(usize),
    NextVariant,
    NextStart,
    NextSupply,
    ToggleEmpties,
    NextClock,
    ToggleAlternate,
    NextSpeed,
    ToggleLegalDots,
    ToggleSound,
    ToggleTheme,
    NextQuality,
    NextHintStrength,
    /// Search threads: all cores but one, then 1, 2, … up to the machine's cores.
    NextThreads,
    /// Text and panels: the next size up, round to the smallest after the largest (the
    /// button), one size larger or smaller, or back to 100% (Ctrl+=, Ctrl+-, Ctrl+0).
    NextUiScale,
    LargerUi,
    SmallerUi,
    ResetUi,
    /// The sounds' volume, 0–100 % (the volume bar), or a step down or up.
    SetVolume(u8),
    QuieterSound,
    LouderSound,
    /// The window's size and place, once a resize or a move has settled.
    WindowPlaced(WindowPlacement),
    /// The language of the game's words (`None`: the system's), from the language choice.
    SetLanguage(Option<Lang>),
}

/// Start a game: seated so (the start screen's buttons), or again with the last seating,
/// colours swapped when "alternate colours" is on against the computer (Play again).
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Play {
    As(Seating),
    Again,
}

/// What the player asked for.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum RecordRequest {
    /// Copy the transcript to the clipboard.
    Copy,
    /// Start from this text (a saved game, a transcript or a board string).
    Paste(String),
    /// Save the game to the games folder.
    Save,
    /// Save the game to the games folder as GGF (the format of game servers and NBoard).
    SaveGgf,
    /// Load a saved game file.
    Load(PathBuf),
    /// Load the most recently saved game.
    LoadLast,
    /// Resume the unfinished game.
    Resume,
}

/// "Open…": ask the desktop's file chooser for a game file (the games screen's button,
/// Ctrl+O), or stop waiting for it (the button "Stop waiting" while it is open). Answered by
/// the file chooser plugin (`play::file_chooser`), which loads the chosen file as a dropped
/// one is loaded.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OpenFileRequest {
    #[default]
    Ask,
    /// Close the chooser (if the desktop still shows it) and load nothing from it.
    Cancel,
}

/// Take back moves (a key or the Undo button). After the game: a review step back.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct UndoRequest;

/// Play again moves taken back (a key or the Redo button). After the game: a review step
/// forward.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct RedoRequest;

/// A step through the moves of a finished game.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ReviewStep {
    Back,
    Forward,
    ToStart,
    ToEnd,
    /// To the position after this many plies (the analysis graph, the mistakes list).
    To(usize),
}

/// Ask for hints on the current position.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// What the player asks of the analysis (buttons and keys).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisRequest {
    /// Analyse the game (nothing if it is analysed or being analysed).
    Start,
    /// Stop the analysis in progress.
    Stop,
    /// Show or hide the best line of the reviewed position on the board.
    ToggleLine,
}

/// A person's move asked while the previous move still animates (a click, a typed square,
/// Enter on the cursor): kept by [`QueuedMove`](crate::game::play::turn::QueuedMove) and played
/// when the turn comes.
#[derive(Message, Clone, Copy, Debug)]
pub struct EarlyMove {
    pub square: Square,
}

/// What the list of saved games ("Your games") asks of the library plugin
/// (`play::library`), which owns the list, its filters and [`GamesList`](super::state::GamesList).
/// A row's file is named by its path.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum LibraryRequest {
    /// Open the list (the start screen's and the pause menu's button).
    Open,
    /// Close it (its button, Esc).
    Close,
    /// Load a finished game and review it with the analysis.
    Review(PathBuf),
    /// Load an unfinished game to play on.
    Resume(PathBuf),
    /// Copy the game's moves to the clipboard.
    CopyMoves(PathBuf),
    /// Write the game as GGF in a new file beside it.
    ExportGgf(PathBuf),
    /// Move the file to the trash folder.
    Delete(PathBuf),
    /// Put back the file deleted last.
    UndoDelete,
    NextPage,
    PreviousPage,
    /// Step the result filter (any, won, drawn, lost, unfinished).
    NextResult,
    /// Step the opponent filter (anyone, each level, two players).
    NextOpponent,
    /// Step the variant filter (any, Classic, Reverse).
    NextVariant,
}
