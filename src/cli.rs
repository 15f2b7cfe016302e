//! The game binary's command line: `reversi3d` opens the window (with the options of
//! [`LaunchOptions`]); `reversi3d <command>` runs one of the engine's commands, the same
//! implementation as the engine's own binary (`reversi-engine`).

use clap::{Args, Parser};
use reversi_engine::cli::Command;
use reversi_engine::rules::{StartPosition, Supply, Variant};

#[derive(Parser, Debug)]
#[command(
    name = "reversi3d",
    version,
    about = "Reversi on a 3D board. With no command, opens the game window."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of the game window (used when no command is given).
    #[command(flatten)]
    pub launch: LaunchOptions,
}

/// Command-line options of the game window (`reversi3d` with no command).
#[derive(Args, Debug, Clone, Default)]
pub struct LaunchOptions {
    /// Skip the start screen: who plays Dark and Light.
    #[arg(long, value_enum)]
    pub players: Option<PlayersArg>,
    /// Rules: classic or reverse.
    #[arg(long, value_enum)]
    pub variant: Option<Variant>,
    /// Start position.
    #[arg(long, value_enum)]
    pub start: Option<StartPosition>,
    /// Disc supply.
    #[arg(long, value_enum)]
    pub supply: Option<Supply>,
    /// Computer level (name or 1-7).
    #[arg(long)]
    pub level: Option<String>,
    /// Save a screenshot (PNG) after the first move has been played and animated.
    #[arg(long)]
    pub screenshot: Option<std::path::PathBuf>,
    /// Quit after the screenshot is saved (for tests).
    #[arg(long)]
    pub quit_after_screenshot: bool,
    /// Print the screen position of each legal square at every human turn (for tests).
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
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum PlayersArg {
    /// You play Dark against the computer.
    HumanComputer,
    /// The computer plays Dark; you play Light.
    ComputerHuman,
    /// Two players at one screen.
    HumanHuman,
    /// Watch the computer play itself.
    ComputerComputer,
}
