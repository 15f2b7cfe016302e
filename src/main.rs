#![forbid(unsafe_code)]

use reversi_engine::cli::{finish, parse, run};
use reversi3d::cli::Cli;

fn main() {
    let mut cli: Cli = parse();
    cli.launch.system_language = reversi3d::game::system_language_now();
    finish(match cli.command {
        Some(cmd) => run(cmd),
        None => reversi3d::game::run_with(cli.launch),
    });
}
