//! The command-line options of the window, as a resource the test hooks read.

use super::display::Quality;
use super::i18n::Lang;
use super::state::Seating;
use bevy::prelude::*;
use clap::Args;
use reversi_engine::rules::StartPosition;
use reversi_engine::rules::Supply;
use reversi_engine::rules::Variant;

/// The launch options as a resource (test hooks read it).
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch(pub LaunchOptions);

/// Command-line options of the game window (`reversi3d` with no command).
#[derive(Args, Debug, Clone, Default)]
pub struct LaunchOptions {
    /// Skip the start screen: who plays Dark and Light.
    #[arg(long, value_enum)]
    pub players: Option<Seating>,
    /// Rules: classic or reverse.
    #[arg(long, value_enum)]
    pub variant: Option<Variant>,
    /// Start position.
    #[arg(long, value_enum)]
    pub start: Option<StartPosition>,
    /// Disc supply.
    #[arg(long, value_enum)]
    pub supply: Option<Supply>,
    /// Computer level (name or 1-14).
    #[arg(long)]
    pub level: Option<String>,
    /// Save a screenshot (PNG) after the first move has been played and animated.
    #[arg(long)]
    pub screenshot: Option<std::path::PathBuf>,
    /// Quit after the screenshot is saved (for tests).
    #[arg(long)]
    pub quit_after_screenshot: bool,
    /// Print the screen position of each legal square at every human turn, and of each
    /// visible button when the buttons change (`button undo@61,689`), for tests.
    #[arg(long)]
    pub print_squares: bool,
    /// Animation speed: 0 instant, 1 normal, 2 twice as fast (0.1 to 10). Like the other
    /// game options here, it applies to this run only and is not remembered.
    #[arg(long)]
    pub anim_speed: Option<f32>,
    /// Clock: minutes per player (0: no clock).
    #[arg(long)]
    pub clock: Option<u32>,
    /// Open a saved game file.
    #[arg(long)]
    pub load: Option<std::path::PathBuf>,
    /// Graphics quality: low (no shadows, no antialiasing: fastest), medium or high.
    #[arg(long, value_enum)]
    pub quality: Option<Quality>,
    /// Print the frames per second of each move's animation (for measuring).
    #[arg(long)]
    pub print_fps: bool,
    /// The language of the game's words for this run (en, fr, de, es, nl, it, ja, zh-Hans);
    /// by default the one chosen in the window, else the system's (LANGUAGE, LC_ALL,
    /// LC_MESSAGES, LANG).
    #[arg(long, value_name = "LANGUAGE")]
    pub lang: Option<Lang>,
    /// The language the system's locale asks for, read by the binary at start-up (not an
    /// option: the tests' apps leave it unset, so they speak English).
    #[arg(skip)]
    pub system_language: Option<Lang>,
}
