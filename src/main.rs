use clap::Parser;
use reversi3d::cli::{Cli, run};

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(cmd) => run(cmd),
        None => reversi3d::game::run_with(cli.launch),
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
