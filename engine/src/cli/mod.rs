//! The engine command line: `perft`, `replay`, `solve`, `match`, `tournament`, `train`,
//! `selfplay`, `analyse`, `review`, `opening`, `nboard`, `positions`, `mpc`, `book`. Thin wrappers
//! that parse arguments, call `rules` and `ai`, and print results. No window opens.
//!
//! One file per command, holding its arguments and its body: [`perft`], [`replay`],
//! [`solve`], [`matches`](mod@matches) (`match`), [`tournament`], [`train`], [`selfplay`],
//! [`review`] (`analyse` and `review`), [`opening`], [`nboard`], [`positions`], [`mpc`],
//! [`book`](mod@book); `graph` draws the review's evaluation graph (`review --graph`).
//! [`options`] holds what they share (the limits of the numeric options, the rules options,
//! reading files, threads); the command files import only from it, and this module only
//! assembles them into [`Command`].

// The commands' output. In this module and every module declared below (`mod` items must come
// after these macros), `println!` and `print!` are these: they write to standard output as
// the standard ones do, but a write that fails ends the process through [`output_failed`]
// instead of panicking. So no command body handles output errors.
macro_rules! println {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout().lock(), $($arg)*) {
            $crate::cli::output_failed(e);
        }
    }};
}
macro_rules! print {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = write!(std::io::stdout().lock(), $($arg)*) {
            $crate::cli::output_failed(e);
        }
    }};
}

/// Ends the process when a command's output cannot be written: quietly (exit status 0) when
/// the reader is gone (`reversi-engine perft 9 | head -1`: a closed pipe means nothing more is
/// wanted); otherwise (a full disk, `> /dev/full`) with one line naming the error, exit
/// status 1, as [`finish`] ends on an error. The work in progress is dropped.
pub fn output_failed(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr(), "error: standard output: {e}");
    std::process::exit(1);
}

pub mod book;
mod graph;
pub mod matches;
pub mod mpc;
pub mod nboard;
pub mod opening;
pub mod options;
pub mod perft;
pub mod positions;
pub mod replay;
pub mod review;
pub mod selfplay;
pub mod solve;
pub mod tournament;
pub mod train;

pub use book::BookArgs;
use clap::{Parser, Subcommand};
pub use matches::MatchArgs;
pub use mpc::MpcArgs;
pub use nboard::NboardArgs;
pub use opening::OpeningArgs;
pub use options::{RuleArgs, limits};
pub use perft::PerftArgs;
pub use positions::PositionsArgs;
pub use replay::ReplayArgs;
pub use review::{AnalyseArgs, DepthArgs, ReviewArgs};
pub use selfplay::SelfplayArgs;
pub use solve::SolveArgs;
pub use tournament::TournamentArgs;
pub use train::TrainArgs;

/// The engine binary's command line (`reversi-engine <command>`). The game binary has its own
/// (`reversi3d [command]`, no command opens the window) with the same [`Command`]s.
#[derive(Parser, Debug)]
#[command(
    name = "reversi-engine",
    version,
    about = "The reversi3d engine: perft, replay, solve, match, tournament, train, selfplay, analyse, review, opening, nboard, positions, mpc, book."
)]
pub struct EngineCli {
    #[command(subcommand)]
    pub command: Command,
}

/// Parses the process's arguments as `P`. A value out of its limits is reported on one line
/// naming the option, the value and the limit (without clap's usage hint), exit status 2;
/// other errors, `--help` and `--version` as clap does.
pub fn parse<P: Parser>() -> P {
    match P::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.kind() == clap::error::ErrorKind::ValueValidation => {
            let text = e.to_string();
            eprintln!("{}", text.lines().next().unwrap_or("error: invalid value"));
            std::process::exit(2);
        }
        Err(e) => e.exit(),
    }
}

/// Ends the process after a command: an error is printed as `error: <message>`, exit status 1.
/// Output still buffered (a `print!` without a line end) is written first: an error there
/// ends as [`output_failed`] says.
pub fn finish(result: Result<(), String>) {
    use std::io::Write as _;
    let flushed = std::io::stdout().flush();
    if let Err(e) = result {
        // Errors quote input: its control characters are shown, not sent to the terminal.
        eprintln!("error: {}", crate::rules::notation::escape_controls(&e));
        std::process::exit(1);
    }
    if let Err(e) = flushed {
        output_failed(e);
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Counts the leaves of the move tree (a pass is a ply; a finished game is one leaf).
    Perft(PerftArgs),
    /// Replays a transcript and prints the final board, the counts and the result.
    Replay(ReplayArgs),
    /// Solves the positions of an OBF file exactly (with --level: searches them as a level chooses
    /// its move).
    Solve(SolveArgs),
    /// Plays computer levels against each other.
    Match(MatchArgs),
    /// A round robin between levels, ranked by points then Brightwell Quotient.
    Tournament(TournamentArgs),
    /// Trains the pattern evaluation from recorded games and writes the weights file.
    Train(TrainArgs),
    /// Plays the engine against itself and writes labelled games for training (resumable).
    Selfplay(SelfplayArgs),
    /// Values every legal move of a position (a board, a transcript's or a game's end).
    Analyse(AnalyseArgs),
    /// Reviews a game: each ply's best move, values, loss and class; totals; a graph.
    Review(ReviewArgs),
    /// Names the opening of a game (Tiger, Rose, …) in any orientation: the named line and
    /// the move where the game left the book.
    Opening(OpeningArgs),
    /// Speaks the NBoard protocol on standard input and output (for NBoard and other GUIs
    /// and match runners).
    Nboard(NboardArgs),
    /// Draws positions at chosen empties from recorded and self-play games and writes them as
    /// an OBF file (the solver's validation sets), with their exact scores if asked.
    Positions(PositionsArgs),
    /// Fits Multi-ProbCut's statistics (shallow against deep search values, per stage and
    /// depth) from positions of recorded games and writes them (`engine/weights/mpc.txt`).
    Mpc(MpcArgs),
    /// The opening book: build one from games, show a position's book moves, add games.
    Book(BookArgs),
}

/// Runs a command; `Err` is a one-line message for the user.
pub fn run(cmd: Command) -> Result<(), String> {
    match cmd {
        Command::Perft(a) => perft::cmd_perft(a),
        Command::Replay(a) => replay::cmd_replay(a),
        Command::Solve(a) => solve::cmd_solve(a),
        Command::Match(a) => matches::cmd_match(a),
        Command::Tournament(a) => tournament::cmd_tournament(a),
        Command::Train(a) => train::cmd_train(a),
        Command::Selfplay(a) => selfplay::cmd_selfplay(a),
        Command::Analyse(a) => review::cmd_analyse(a),
        Command::Review(a) => review::cmd_review(a),
        Command::Opening(a) => opening::cmd_opening(a),
        Command::Nboard(a) => nboard::cmd_nboard(a),
        Command::Positions(a) => positions::cmd_positions(a),
        Command::Mpc(a) => mpc::cmd_mpc(a),
        Command::Book(a) => book::cmd_book(a),
    }
}
