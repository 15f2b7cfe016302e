//! `reversi-engine`: the engine's commands without the game window (and without Bevy).

use reversi_engine::cli::{EngineCli, finish, parse, run};

fn main() {
    let cli: EngineCli = parse();
    finish(run(cli.command));
}
