use clap::Parser;
use clap::error::ErrorKind;
use reversi3d::cli::{Cli, run};

fn main() {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // A value out of its limits: one line naming the option, the value and the limit
        // (without clap's usage hint after it).
        Err(e) if e.kind() == ErrorKind::ValueValidation => {
            let text = e.to_string();
            eprintln!("{}", text.lines().next().unwrap_or("error: invalid value"));
            std::process::exit(2);
        }
        Err(e) => e.exit(),
    };
    let result = match cli.command {
        Some(cmd) => run(cmd),
        None => reversi3d::game::run_with(cli.launch),
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
