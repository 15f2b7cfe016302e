//! The game binary's command line: `reversi3d` opens the window (with the options of
//! [`LaunchOptions`], defined by the game); `reversi3d <command>` runs one of the engine's
//! commands, the same implementation as the engine's own binary (`reversi-engine`).

use crate::game::LaunchOptions;
use clap::Parser;
use reversi_engine::cli::Command;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Seating;

    #[test]
    fn players_keeps_its_four_command_line_names() {
        for (name, seating) in [
            ("human-computer", Seating::YouDark),
            ("computer-human", Seating::YouLight),
            ("human-human", Seating::TwoPlayers),
            ("computer-computer", Seating::Watch),
        ] {
            let cli = Cli::try_parse_from(["reversi3d", "--players", name])
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(cli.launch.players, Some(seating), "{name}");
        }
        let e = Cli::try_parse_from(["reversi3d", "--players", "you-dark"]).unwrap_err();
        assert!(e.to_string().contains("human-computer"), "{e}");
    }
}
