#![forbid(unsafe_code)]

use reversi_engine::cli::{finish, parse, run};
use reversi3d::cli::Cli;

fn main() {
    let cli: Cli = parse();
    finish(match cli.command {
        Some(cmd) => run(cmd),
        None => reversi3d::game::run_with(cli.launch),
    });
}
