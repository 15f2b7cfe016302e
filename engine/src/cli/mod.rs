//! The engine command line: `perft`, `replay`, `solve`, `match`, `tournament`, `train`, `selfplay`, `analyse`, `review`, `nboard`, `positions`, `mpc`.
//! Thin wrappers that parse arguments, call `rules` and `ai`, and print results. No window
//! opens.
//!
//! - `review`: the `analyse` and `review` commands (every move of a position, every ply of a
//!   game with its totals).
//! - `graph`: the review's evaluation graph as a PNG or SVG image (`review --graph`).
//! - this module: the other commands, the options they share and the limits of their values.

use crate::ai::external::Timeouts;
use crate::ai::matches::{MatchStats, Player, run_match, run_players_match};
use crate::ai::{Engine, SearchConfig, level_by_name};
use crate::rules::board::perft;
use crate::rules::notation::{self, parse_board, parse_obf, play_transcript, transcript_sheet};
use crate::rules::record::read_text_limited;
use crate::rules::tournament::{TournamentGame, standings};
use crate::rules::{Board, Color, Game, GameOptions, StartPosition, Supply, Variant};
use clap::{Args, Parser, Subcommand};
use limits::*;

use std::time::{Duration, Instant};

mod graph;
mod review;
pub use review::{AnalyseArgs, DepthArgs, ReviewArgs};

/// The limits of the numeric options. A value outside is refused with its limit named, before
/// anything runs (no overflow, no allocation that cannot succeed, no endless run).
pub mod limits {
    /// `perft` depth (depth 20 takes hours already).
    pub const PERFT_DEPTH: u64 = 20;
    /// `solve --tt-mb`: MiB for the transposition tables.
    pub const TT_MB: u64 = 8_192;
    /// `solve --nodes`.
    pub const NODES: u64 = 1_000_000_000_000_000;
    /// `match --games`, and `tournament` games in all (every game's record is kept).
    pub const GAMES: u64 = 100_000;
    /// `match --openings` (each is checked by a search).
    pub const OPENINGS: u64 = 10_000;
    /// `--threads` of every command (each match thread holds two engines' tables, 28 MiB).
    pub const THREADS: u64 = 64;
    /// `tournament --rounds`.
    pub const ROUNDS: u64 = 10_000;
    /// `train --exact`: empties labelled by an exact solve (20 takes minutes, each more
    /// empty about doubles it).
    pub const TRAIN_EXACT: u64 = 30;
    /// `train --epochs`.
    pub const EPOCHS: u64 = 100_000;
    /// `train --hold-out`.
    pub const HOLD_OUT: u64 = 1_000_000;
    /// `positions --count`.
    pub const POSITIONS: u64 = 100_000;
}

/// Parses a whole number in `LO..=HI` as `T`; the error names the limit (also for numbers too
/// large for any integer type).
fn bounded<T: TryFrom<u64>, const LO: u64, const HI: u64>(s: &str) -> Result<T, String> {
    let t = s.trim();
    let out_of_range = || format!("must be a whole number from {LO} to {HI}");
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(out_of_range());
    }
    let v: u64 = t.parse().map_err(|_| out_of_range())?;
    if !(LO..=HI).contains(&v) {
        return Err(out_of_range());
    }
    T::try_from(v).map_err(|_| out_of_range())
}

/// The engine binary's command line (`reversi-engine <command>`). The game binary has its own
/// (`reversi3d [command]`, no command opens the window) with the same [`Command`]s.
#[derive(Parser, Debug)]
#[command(
    name = "reversi-engine",
    version,
    about = "The reversi3d engine: perft, replay, solve, match, tournament, train, selfplay, analyse, review, nboard, positions, mpc."
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
pub fn finish(result: Result<(), String>) {
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Counts the leaves of the move tree (a pass is a ply; a finished game is one leaf).
    Perft(PerftArgs),
    /// Replays a transcript and prints the final board, the counts and the result.
    Replay(ReplayArgs),
    /// Solves the positions of an OBF file exactly (with --level: searches them as a level chooses its move).
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
    /// Speaks the NBoard protocol on standard input and output (for NBoard and other GUIs
    /// and match runners).
    Nboard(NboardArgs),
    /// Draws positions at chosen empties from recorded and self-play games and writes them as
    /// an OBF file (the solver's validation sets), with their exact scores if asked.
    Positions(PositionsArgs),
    /// Fits Multi-ProbCut's statistics (shallow against deep search values, per stage and
    /// depth) from positions of recorded games and writes them (`engine/weights/mpc.txt`).
    Mpc(MpcArgs),
}

#[derive(Args, Debug)]
pub struct MpcArgs {
    /// Recorded games: `moves<TAB>dark discs<TAB>light discs` per line.
    #[arg(long, default_value = "engine/tests/data/recorded-games.tsv")]
    pub recorded: String,
    /// Empties of the positions: one number or a band `LO-HI`, from 1 to 60.
    #[arg(long, value_parser = empties_band, default_value = "14-58")]
    pub empties: (u32, u32),
    /// Positions drawn for each number of empties.
    #[arg(long, default_value_t = 4, value_parser = bounded::<usize, 1, POSITIONS>)]
    pub count: usize,
    /// Seed of the draw.
    #[arg(long, default_value_t = 1, value_parser = bounded::<u64, 0, { u64::MAX }>)]
    pub seed: u64,
    /// The deepest search (the deepest pair fitted).
    #[arg(long, default_value_t = 14, value_parser = bounded::<u32, 3, 14>)]
    pub depth: u32,
    /// Each position's search stops after about this many nodes (its deeper pairs are then
    /// left out of the fit).
    #[arg(long, default_value_t = 100_000_000, value_parser = bounded::<u64, 1, NODES>)]
    pub nodes: u64,
    /// Worker threads (the result does not depend on them).
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 1, THREADS>)]
    pub threads: usize,
    /// The statistics file to write (not with --compare).
    #[arg(long, required_unless_present = "compare")]
    pub out: Option<String>,
    /// Instead of fitting: search each drawn position this many moves deep with and without
    /// Multi-ProbCut (the built-in statistics, width --width) and print nodes, time, values.
    #[arg(long, value_parser = bounded::<u32, 1, 60>)]
    pub compare: Option<u32>,
    /// Multi-ProbCut's width for --compare, in standard deviations.
    #[arg(long, default_value_t = 1.5)]
    pub width: f32,
}

#[derive(Args, Debug)]
pub struct NboardArgs {
    /// The level that plays until the GUI sends `set depth`: a name or 1-7, with settings as
    /// in `match` (`engine+ms=200`, `expert+depth=9+exact=16`).
    #[arg(long, default_value = "club")]
    pub level: String,
    /// Search threads of `go`, `hint` and `analyze` (0: all cores).
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 0, THREADS>)]
    pub threads: usize,
    /// Seed of the random choices of the lower levels (Beginner to Club choose among
    /// near-best moves).
    #[arg(long, default_value_t = 1, value_parser = bounded::<u64, 0, { u64::MAX }>)]
    pub seed: u64,
}

#[derive(Args, Debug)]
pub struct PositionsArgs {
    /// Recorded games: `moves<TAB>dark discs<TAB>light discs` per line.
    #[arg(long, default_value = "engine/tests/data/recorded-games.tsv")]
    pub recorded: String,
    /// Also draw from this self-play file (as many positions again; its exact labels are
    /// checked when `--score` solves them).
    #[arg(long)]
    pub selfplay: Option<String>,
    /// Empties of the positions: one number or a band `LO-HI`, from 1 to 60.
    #[arg(long, value_parser = empties_band)]
    pub empties: (u32, u32),
    /// Positions drawn for each number of empties from each file.
    #[arg(long, value_parser = bounded::<usize, 1, POSITIONS>)]
    pub count: usize,
    /// Seed of the draw: the same files, band, count and seed give the same positions.
    #[arg(long, default_value_t = 1, value_parser = bounded::<u64, 0, { u64::MAX }>)]
    pub seed: u64,
    /// Solve each position and write its best move and exact score.
    #[arg(long)]
    pub score: bool,
    /// The OBF file to write.
    #[arg(long)]
    pub out: String,
}

/// Parses `--empties`: `N` or `LO-HI` with 1 <= LO <= HI <= 60.
fn empties_band(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("'{s}' is not a number of empties or a band LO-HI, from 1 to 60");
    let num = |t: &str| -> Result<u32, String> {
        let t = t.trim();
        if t.is_empty() || t.len() > 2 || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        t.parse().map_err(|_| bad())
    };
    let (lo, hi) = match s.split_once('-') {
        Some((a, b)) => (num(a)?, num(b)?),
        None => (num(s)?, num(s)?),
    };
    if lo == 0 || hi > 60 || lo > hi {
        return Err(bad());
    }
    Ok((lo, hi))
}

#[derive(Args, Debug)]
pub struct SelfplayArgs {
    /// How many games the file should hold (games already in it count).
    #[arg(long, value_parser = bounded::<u64, 1, { crate::ai::selfplay::MAX_GAMES }>)]
    pub games: u64,
    /// Seed of the run: game i is decided by (seed, i) alone.
    #[arg(long, value_parser = bounded::<u64, 0, { u64::MAX }>)]
    pub seed: u64,
    /// The file to write, or to resume when it exists (same options needed).
    #[arg(long)]
    pub out: String,
    /// Worker threads (default: all cores). The file does not depend on it.
    #[arg(long, value_parser = bounded::<usize, 1, THREADS>)]
    pub threads: Option<usize>,
    /// Midgame search depth of every move.
    #[arg(long, default_value_t = 8, value_parser = bounded::<u32, 1, { crate::ai::selfplay::MAX_DEPTH as u64 }>)]
    pub depth: u32,
    /// Label positions with at most this many empties by an exact solve; those above take
    /// the first exact value, propagated back through the played moves.
    #[arg(long, default_value_t = 20, value_parser = bounded::<u32, 0, { crate::ai::selfplay::MAX_EXACT as u64 }>)]
    pub exact: u32,
    /// Moves within this many centi-discs of the best may be played (0: always the best).
    #[arg(long, default_value_t = 150, value_parser = bounded::<i32, 0, { crate::ai::selfplay::MAX_MARGIN as u64 }>)]
    pub margin: i32,
    /// Softmax temperature over the move values, in centi-discs.
    #[arg(long, default_value_t = 60, value_parser = bounded::<u32, 1, 10_000>)]
    pub temperature: u32,
    /// Percent of the moves after the opening chosen among the near-best ones (the others
    /// are the best move).
    #[arg(long, default_value_t = 10, value_parser = bounded::<u32, 0, 100>)]
    pub random: u32,
    /// Seconds between progress lines on standard error.
    #[arg(long, default_value_t = 10, value_parser = bounded::<u64, 1, 86_400>)]
    pub progress: u64,
}

#[derive(Args, Debug)]
pub struct TrainArgs {
    /// Training files, each recognised by its content: recorded games (`moves<TAB>dark
    /// discs<TAB>light discs` a line), self-play files (`#selfplay` first line, labels used as
    /// they are) or WTHOR databases (`.wtb`). Repeat the option or list several after it.
    #[arg(long, num_args = 1.., default_value = "engine/tests/data/recorded-games.tsv")]
    pub games: Vec<String>,
    /// Where to write the weights (built into the engine from `engine/weights/classic.bin`; paths are from the repository root).
    #[arg(long, default_value = "engine/weights/classic.bin")]
    pub out: String,
    /// Label the positions of recorded and WTHOR games with at most this many empties by
    /// their exact score (20 takes about 23 minutes on two cores for the recorded games; see
    /// `--cache`).
    #[arg(long, default_value_t = 20, value_parser = bounded::<u32, 0, TRAIN_EXACT>)]
    pub exact: u32,
    /// Passes of gradient descent per stage (more fit the training games better and the
    /// held-out ones worse).
    #[arg(long, default_value_t = 40, value_parser = bounded::<usize, 1, EPOCHS>)]
    pub epochs: usize,
    /// Keep the exact scores in this file, position by position, and reuse them: only the
    /// positions it lacks are solved (whatever the games and `--exact`), then added to it.
    #[arg(long)]
    pub cache: Option<String>,
    /// Every Nth game of each file is held out to measure the error (0: none).
    #[arg(long, default_value_t = 10, value_parser = bounded::<usize, 0, HOLD_OUT>)]
    pub hold_out: usize,
    /// Worker threads (default: all cores).
    #[arg(long, value_parser = bounded::<usize, 1, THREADS>)]
    pub threads: Option<usize>,
    /// Train nothing: measure this weights file on the held-out games (the same split and
    /// labels), to compare weights trained from other data or with other features.
    #[arg(long, value_name = "WEIGHTS")]
    pub evaluate: Option<String>,
    /// Leave these features out (their weights stay 0), to measure what each brings: pattern
    /// names (line2, line3, line4, diag8, diag7, diag6, diag5, diag4, edge+2x, corner3x3,
    /// corner2x5) or parity (the stage's constant term, one for an even and one for an odd
    /// number of empties), mobility, potential; several separated by commas.
    #[arg(long, value_delimiter = ',', value_name = "FEATURES")]
    pub without: Vec<String>,
}

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Depth (plies), 1 to 20.
    #[arg(value_parser = bounded::<u32, 1, PERFT_DEPTH>)]
    pub depth: u32,
    /// Start from a board: 64 squares (X dark, O light, - empty) and the side to move.
    #[arg(long, num_args = 2, value_names = ["SQUARES", "SIDE"], allow_hyphen_values = true)]
    pub board: Option<Vec<String>>,
    /// Print only the last depth.
    #[arg(long)]
    pub last: bool,
}

#[derive(Args, Debug, Clone)]
pub struct RuleArgs {
    #[arg(long, value_enum, default_value = "classic")]
    pub variant: Variant,
    #[arg(long, value_enum, default_value = "standard")]
    pub start: StartPosition,
    #[arg(long, value_enum, default_value = "shared")]
    pub supply: Supply,
    /// Do not add empty squares to the winner's recorded score.
    #[arg(long)]
    pub no_empties_to_winner: bool,
}

impl RuleArgs {
    pub fn options(&self) -> GameOptions {
        GameOptions {
            variant: self.variant,
            start: self.start,
            supply: self.supply,
            empties_to_winner: !self.no_empties_to_winner,
            clock_ms: None,
        }
    }
}

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The moves (`f5d6c3…`; `pa` for a pass, or leave passes out), or `-` to read one
    /// transcript per line from standard input (text after a tab is ignored).
    pub transcript: String,
    /// Also print the transcript sheet (8×8 grid of move numbers).
    #[arg(long)]
    pub sheet: bool,
    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// An OBF file: `<64 squares> <side>; <move>:<score>; …` per line.
    pub file: String,
    /// Give the value of every legal move (exact, or with --level the level's midgame value
    /// in discs where it does not solve the position).
    #[arg(long)]
    pub all_moves: bool,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 128, value_parser = bounded::<usize, 1, TT_MB>)]
    pub tt_mb: usize,
    /// Stop each position's search after about this many nodes; a position not solved by
    /// then is reported `stopped` with the best move found so far.
    #[arg(long, value_parser = bounded::<u64, 1, NODES>)]
    pub nodes: Option<u64>,
    #[arg(long, value_enum, default_value = "classic")]
    pub variant: Variant,
    /// Search threads (0: all cores). With 1, the default, node counts are the same at every
    /// run; with more, the scores are the same and the node counts vary.
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 0, THREADS>)]
    pub threads: usize,
    /// Instead of solving, search each position as this level chooses a move (its depth,
    /// exact range, evaluation and selective search; a level name or number with `match`'s
    /// `+KEY=VALUE` settings, e.g. `engine+depth=18`) without its time limit, so that the
    /// nodes are the same on any machine: a benchmark of the midgame search. The threads are
    /// --threads' (a `threads=` or `ms=` setting is refused); the tables are kept from one
    /// position to the next, as without --level.
    #[arg(long)]
    pub level: Option<String>,
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Player with Dark in odd games: a level (name or 1-7, or weights3, the reference
    /// opponent; `LEVEL@FILE`: that level with the pattern evaluation of the weights file
    /// FILE), an NBoard engine: `nboard:CMD ARGS` (`nboard@DEPTH:CMD ARGS` sends it
    /// `set depth DEPTH`), e.g. "nboard:reversi-engine nboard --level expert", or a GTP
    /// engine: `gtp:CMD ARGS`, e.g. "gtp:gtp-rhino -l 5".
    #[arg(long)]
    pub black: String,
    /// Player with Light in odd games (as --black).
    #[arg(long)]
    pub white: String,
    /// Seconds an external engine may take for a move before the match stops with an error.
    #[arg(long, default_value_t = 60, value_parser = bounded::<u64, 1, 86_400>)]
    pub move_timeout: u64,
    #[arg(long, default_value_t = 20, value_parser = bounded::<u32, 1, GAMES>)]
    pub games: u32,
    #[arg(long, default_value_t = 1, value_parser = bounded::<u64, 0, { u64::MAX }>)]
    pub seed: u64,
    /// Number of distinct balanced openings (default: one per pair of games, at most 10000).
    #[arg(long, value_parser = bounded::<usize, 1, OPENINGS>)]
    pub openings: Option<usize>,
    /// Games played at once, each on a thread of its own (default: all cores). The levels'
    /// own search threads are a level setting: `LEVEL+threads=N` (see --black).
    #[arg(long, value_parser = bounded::<usize, 1, THREADS>)]
    pub threads: Option<usize>,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Print each game's transcript and score.
    #[arg(long)]
    pub verbose: bool,
}

#[derive(Args, Debug)]
pub struct TournamentArgs {
    /// Comma-separated levels, e.g. `beginner,novice,casual`.
    #[arg(long, value_delimiter = ',')]
    pub levels: Vec<String>,
    /// Games per pair (colours alternate).
    #[arg(long, default_value_t = 2, value_parser = bounded::<u32, 1, ROUNDS>)]
    pub rounds: u32,
    #[arg(long, default_value_t = 1, value_parser = bounded::<u64, 0, { u64::MAX }>)]
    pub seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long, value_parser = bounded::<usize, 1, THREADS>)]
    pub threads: Option<usize>,
}

/// Runs a command; `Err` is a one-line message for the user.
pub fn run(cmd: Command) -> Result<(), String> {
    match cmd {
        Command::Perft(a) => cmd_perft(a),
        Command::Replay(a) => cmd_replay(a),
        Command::Solve(a) => cmd_solve(a),
        Command::Match(a) => cmd_match(a),
        Command::Tournament(a) => cmd_tournament(a),
        Command::Train(a) => cmd_train(a),
        Command::Selfplay(a) => cmd_selfplay(a),
        Command::Analyse(a) => review::cmd_analyse(a),
        Command::Review(a) => review::cmd_review(a),
        Command::Nboard(a) => cmd_nboard(a),
        Command::Positions(a) => cmd_positions(a),
        Command::Mpc(a) => cmd_mpc(a),
    }
}

fn cmd_perft(a: PerftArgs) -> Result<(), String> {
    let board = match &a.board {
        None => Board::start(),
        Some(v) => {
            let p =
                parse_board(&format!("{} {}", v[0], v[1])).map_err(|e| format!("--board: {e}"))?;
            if v[0].chars().filter(|c| !c.is_whitespace()).count() != 64 {
                return Err(format!(
                    "--board: board has {} squares; expected 64",
                    v[0].chars().count()
                ));
            }
            match p.to_move {
                Color::Dark => Board::new(p.dark, p.light),
                Color::Light => Board::new(p.light, p.dark),
            }
        }
    };
    let from = if a.last { a.depth } else { 1 };
    let mut total_time = Duration::ZERO;
    for d in from..=a.depth {
        let t = Instant::now();
        let n = perft(&board, d);
        let e = t.elapsed();
        total_time += e;
        println!(
            "perft {d:2}: {n:>15} leaves  {:>9.3} s  {:>8.1} M leaves/s",
            e.as_secs_f64(),
            n as f64 / e.as_secs_f64().max(1e-9) / 1e6
        );
    }
    if !a.last {
        println!("total time {:.3} s", total_time.as_secs_f64());
    }
    Ok(())
}

fn result_line(g: &Game) -> String {
    let (d, l) = (g.count(Color::Dark), g.count(Color::Light));
    match g.result() {
        None => format!(
            "Dark {d} - Light {l}, game not over ({} to move)",
            g.to_move()
        ),
        Some(r) => {
            let who = match r.winner {
                Some(c) => format!("{c} wins"),
                None => "tie".to_string(),
            };
            if (r.recorded_dark, r.recorded_light) != (d, l) {
                format!(
                    "Dark {d} - Light {l}: {who}, recorded {}-{}",
                    r.recorded_dark, r.recorded_light
                )
            } else {
                format!("Dark {d} - Light {l}: {who}")
            }
        }
    }
}

/// The most `solve` and `replay` read from a file or standard input (positions and games are
/// a few dozen bytes a line).
const MAX_INPUT_BYTES: u64 = 256 << 20;
/// The most `train` reads of each training file.
const MAX_TRAINING_BYTES: u64 = 1 << 30;

/// A file's text, at most `limit` bytes (see [`read_text_limited`]); errors name the file.
fn read_file_limited(path: &str, limit: u64) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    if let Ok(meta) = file.metadata()
        && meta.len() > limit
    {
        return Err(format!(
            "{path}: {} is more than {}, the most this reads",
            crate::rules::record::size_text(meta.len()),
            crate::rules::record::size_text(limit)
        ));
    }
    read_text_limited(file, limit, path)
}

fn cmd_replay(a: ReplayArgs) -> Result<(), String> {
    let opts = a.rules.options();
    let inputs: Vec<(Option<usize>, String)> = if a.transcript == "-" {
        let s = read_text_limited(std::io::stdin(), MAX_INPUT_BYTES, "standard input")?;
        s.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|(i, l)| (Some(i + 1), l.split('\t').next().unwrap_or("").to_string()))
            .collect()
    } else {
        vec![(None, a.transcript.clone())]
    };
    for (line, text) in inputs {
        let mut g = Game::new(opts);
        play_transcript(&mut g, &text).map_err(|e| match line {
            Some(l) => e.on_line(l).to_string(),
            None => e.to_string(),
        })?;
        if let Some(l) = line {
            println!("line {l}: {}", result_line(&g));
            continue;
        }
        print!(
            "{}",
            notation::board_picture(g.discs(Color::Dark), g.discs(Color::Light))
        );
        println!(
            "{}",
            notation::format_board(g.discs(Color::Dark), g.discs(Color::Light), g.to_move())
        );
        println!("{}", result_line(&g));
        if a.sheet {
            print!("{}", transcript_sheet(&g));
        }
    }
    Ok(())
}

fn cmd_solve(a: SolveArgs) -> Result<(), String> {
    let text = read_file_limited(&a.file, MAX_INPUT_BYTES)?;
    let lines = parse_obf(&text).map_err(|e| format!("{}: {e}", a.file))?;
    let variant = a.variant;
    let mut engine =
        Engine::try_new(variant, a.tt_mb << 20).map_err(|e| format!("--tt-mb {}: {e}", a.tt_mb))?;
    engine.set_threads(search_threads(a.threads));
    let level = a
        .level
        .as_deref()
        .map(|l| {
            let level =
                crate::ai::levels::level_with_settings(l).map_err(|e| format!("--level: {e}"))?;
            // The settings as the level's parser reads them: `+KEY=VALUE`, spaces trimmed.
            for key in l.split('+').skip(1).filter_map(|p| p.split('=').next()) {
                match key.trim() {
                    "ms" => {
                        return Err(format!(
                            "--level: '{l}': 'ms' is not taken here: the search runs without a \
                             time limit, so that its nodes are the same on any machine"
                        ));
                    }
                    "threads" => {
                        return Err(format!(
                            "--level: '{l}': 'threads' is not taken here: use --threads"
                        ));
                    }
                    _ => {}
                }
            }
            Ok(level)
        })
        .transpose()?;
    let (mut total_nodes, mut total_time, mut mismatches) = (0u64, Duration::ZERO, 0);
    let mut stopped = 0;
    println!(
        "{:>4}  {:>4}  {:>6}  {:>5}  {:>13}  {:>9}  {:>10}",
        "line", "best", "score", "depth", "nodes", "time s", "M nodes/s"
    );
    for (line, obf) in &lines {
        let p = obf.position;
        let b = match p.to_move {
            Color::Dark => Board::new(p.dark, p.light),
            Color::Light => Board::new(p.light, p.dark),
        };
        let cfg = match &level {
            Some(l) => SearchConfig {
                time_limit: None,
                node_limit: a.nodes,
                ..l.config()
            },
            None => SearchConfig {
                max_depth: 4,
                exact_from: 64,
                eval: crate::ai::EvalKind::Pattern,
                node_limit: a.nodes,
                ..SearchConfig::default()
            },
        };
        let r = if a.all_moves {
            engine.analyze(&b, &cfg)
        } else {
            engine.search(&b, &cfg)
        };
        total_nodes += r.nodes;
        total_time += r.elapsed;
        let score = r.value / 100;
        let best = r
            .best
            .map(|s| s.to_string())
            .unwrap_or_else(|| "pass".into());
        // Cut short by --nodes: not solved where it should be, or not as deep as the level.
        let cut = !r.exact
            && match &level {
                None => true,
                Some(l) => {
                    let empties = b.empty_count();
                    cfg.solves(empties) || r.depth < l.depth.min(empties)
                }
            };
        // Check against the file's scores where it gives them.
        let mut note = String::new();
        if cut || r.stopped {
            stopped += 1;
            note = if level.is_some() {
                "  stopped at the node limit (--nodes): not the level's full search".into()
            } else {
                "  stopped at the node limit: not exact".into()
            };
        } else if !r.exact {
            // A level's midgame value: nothing to check.
        } else if let Some(best_known) = obf.moves.iter().map(|m| m.1).max() {
            if best_known != score {
                mismatches += 1;
                note = format!("  MISMATCH: file says {best_known:+}");
            } else if let Some(&(_, s)) = obf.moves.iter().find(|m| m.0 == r.best)
                && s != score
            {
                mismatches += 1;
                note = format!("  MISMATCH: file says {best} is {s:+}");
            }
        }
        let value = if r.exact {
            format!("{score:+}")
        } else {
            format!("{:+.2}", r.value as f64 / 100.0)
        };
        let depth = if r.exact {
            "exact".to_string()
        } else {
            r.depth.to_string()
        };
        println!(
            "{line:>4}  {best:>4}  {value:>6}  {depth:>5}  {:>13}  {:>9.3}  {:>10.1}{note}",
            r.nodes,
            r.elapsed.as_secs_f64(),
            r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9) / 1e6
        );
        if a.all_moves && !r.moves.is_empty() {
            let all: Vec<String> = r
                .moves
                .iter()
                .map(|m| {
                    if r.exact {
                        format!("{}:{:+}", m.mv, m.value / 100)
                    } else {
                        format!("{}:{:+.2}", m.mv, m.value as f64 / 100.0)
                    }
                })
                .collect();
            println!("      {}", all.join(" "));
        }
    }
    println!(
        "total {} positions, {} nodes, {:.3} s, {:.1} M nodes/s{}",
        lines.len(),
        total_nodes,
        total_time.as_secs_f64(),
        total_nodes as f64 / total_time.as_secs_f64().max(1e-9) / 1e6,
        if mismatches > 0 {
            format!(", {mismatches} MISMATCHES")
        } else {
            String::new()
        }
    );
    if stopped > 0 {
        println!(
            "{stopped} positions stopped at the node limit (--nodes) before {}",
            if level.is_some() {
                "the level's full search"
            } else {
                "being solved"
            }
        );
    }
    if let Some(l) = &level {
        let selective = match l.config().selective_width(variant) {
            Some(w) => format!("Multi-ProbCut width {w}"),
            None => "full width".to_string(),
        };
        let exact = if l.exact_from == 0 {
            "never exact".to_string()
        } else {
            format!("exact from {} empties", l.exact_from)
        };
        println!(
            "(searched as {} chooses a move: depth {}, {exact}, {selective}; no time limit, {} thread{})",
            l.name,
            l.depth,
            engine.threads(),
            if engine.threads() == 1 { "" } else { "s" }
        );
    }
    if mismatches > 0 {
        return Err(format!(
            "{mismatches} positions solved to a different score than the file gives"
        ));
    }
    Ok(())
}

fn time_summary(times: &[Duration]) -> String {
    if times.is_empty() {
        return "no moves".into();
    }
    let sum: Duration = times.iter().sum();
    let max = times.iter().max().copied().unwrap_or_default();
    format!(
        "avg {:.3} s, max {:.3} s per move",
        sum.as_secs_f64() / times.len() as f64,
        max.as_secs_f64()
    )
}

fn print_stats(a: &str, b: &str, st: &MatchStats) {
    let (lo, elo, hi) = st.elo();
    println!(
        "{a} vs {b}: {} games, {} wins, {} draws, {} losses, score {:.1}% , discs {}-{}",
        st.games,
        st.wins,
        st.draws,
        st.losses,
        100.0 * st.score(),
        st.discs_a,
        st.discs_b
    );
    println!("Elo difference {elo:+.0} (95% interval {lo:+.0} .. {hi:+.0})");
    println!("{a}: {}", time_summary(&st.times_a));
    println!("{b}: {}", time_summary(&st.times_b));
}

/// A `--threads` of search threads: 0 is all cores.
pub(crate) fn search_threads(n: usize) -> usize {
    if n == 0 { crate::ai::all_cores() } else { n }
}

fn threads(n: Option<usize>) -> usize {
    n.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    })
    .max(1)
}

fn cmd_match(a: MatchArgs) -> Result<(), String> {
    let pa = Player::parse(&a.black).map_err(|e| format!("--black: {e}"))?;
    let pb = Player::parse(&a.white).map_err(|e| format!("--white: {e}"))?;
    let (na, nb) = (pa.name(), pb.name());
    let opts = a.rules.options();
    let n_open = a
        .openings
        .unwrap_or((a.games as usize).div_ceil(2).min(OPENINGS as usize));
    let t = Instant::now();
    let timeouts = Timeouts {
        moves: Duration::from_secs(a.move_timeout),
        ..Timeouts::default()
    };
    let (st, games) = run_players_match(
        &pa,
        &pb,
        a.games,
        a.seed,
        n_open,
        opts,
        threads(a.threads),
        timeouts,
    )?;
    if a.verbose {
        for (i, g) in games.iter().enumerate() {
            let (d, l) = if i % 2 == 0 { (&na, &nb) } else { (&nb, &na) };
            println!(
                "game {}: {d} (Dark) {}-{} {l} (Light)  {}",
                i + 1,
                g.recorded_dark,
                g.recorded_light,
                g.transcript
            );
        }
    }
    print_stats(&na, &nb, &st);
    println!(
        "{} openings from seed {}, {} start, {} supply, {:.1} s",
        n_open,
        a.seed,
        crate::rules::record::start_key(opts.start),
        crate::rules::record::supply_key(opts.supply),
        t.elapsed().as_secs_f64()
    );
    Ok(())
}

fn cmd_tournament(a: TournamentArgs) -> Result<(), String> {
    if a.levels.len() < 2 {
        return Err("--levels needs at least two levels, comma-separated".into());
    }
    let levels = a
        .levels
        .iter()
        .map(|s| level_by_name(s))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("--levels: {e}"))?;
    let pairs = levels.len() * (levels.len() - 1) / 2;
    if pairs as u64 * a.rounds as u64 > GAMES {
        return Err(format!(
            "{} levels with --rounds {} is {} games; the limit is {GAMES}",
            levels.len(),
            a.rounds,
            pairs as u64 * a.rounds as u64
        ));
    }
    let opts = GameOptions::default();
    let mut games = Vec::new();
    for i in 0..levels.len() {
        for j in i + 1..levels.len() {
            let seed = a.seed.wrapping_add((i * 31 + j) as u64);
            let (_, played) = run_match(
                &levels[i],
                &levels[j],
                a.rounds,
                seed,
                (a.rounds as usize).div_ceil(2),
                opts,
                threads(a.threads),
            )?;
            for (k, g) in played.iter().enumerate() {
                let (da, db) = if k % 2 == 0 {
                    (g.recorded_dark, g.recorded_light)
                } else {
                    (g.recorded_light, g.recorded_dark)
                };
                games.push(TournamentGame {
                    a: i,
                    b: Some(j),
                    discs_a: da,
                    discs_b: db,
                });
            }
        }
    }
    let rounds = (levels.len() as u32 - 1) * a.rounds;
    println!(
        "{:<3} {:<10} {:>6} {:>4} {:>4} {:>4} {:>6} {:>8}",
        "#", "level", "points", "won", "drew", "lost", "discs", "BQ"
    );
    for (rank, s) in standings(levels.len(), &games, rounds).iter().enumerate() {
        println!(
            "{:<3} {:<10} {:>6.1} {:>4} {:>4} {:>4} {:>6} {:>8.1}",
            rank + 1,
            levels[s.player].name,
            s.points,
            s.wins,
            s.draws,
            s.losses,
            s.discs,
            s.bq
        );
    }
    println!("{} games, {} rounds each", games.len(), rounds);
    Ok(())
}

fn cmd_train(a: TrainArgs) -> Result<(), String> {
    use crate::ai::training::{TrainingSet, train};
    let names = crate::ai::pattern::feature_names();
    let without = a
        .without
        .iter()
        .map(|w| {
            let w = w.trim().to_ascii_lowercase();
            names.iter().position(|n| *n == w).ok_or_else(|| {
                format!(
                    "--without: unknown feature '{w}' (the features: {})",
                    names.join(", ")
                )
            })
        })
        .collect::<Result<Vec<usize>, String>>()?;
    let mut without = without;
    without.sort_unstable();
    without.dedup();
    if !without.is_empty() && a.evaluate.is_some() {
        return Err("--without trains without features; --evaluate trains nothing".into());
    }
    let given = match &a.evaluate {
        Some(f) => Some(
            crate::ai::pattern::Weights::from_bytes(
                &std::fs::read(f).map_err(|e| format!("{f}: {e}"))?,
            )
            .map_err(|e| format!("{f}: {e}"))?,
        ),
        None => None,
    };
    let mut set = TrainingSet::from_files(&a.games, a.hold_out, MAX_TRAINING_BYTES)?;
    for s in &set.sources {
        println!(
            "{}: {} games ({}): {} training positions, {} held out{}",
            s.name,
            s.games,
            s.kind.name(),
            s.fit,
            s.held.len(),
            s.note
                .as_ref()
                .map(|n| format!("; {n}"))
                .unwrap_or_default()
        );
    }
    println!(
        "{} games: {} training positions, {} held out",
        set.games,
        set.fit.len(),
        set.held.len()
    );
    let t = Instant::now();
    let l = set.label(a.exact, threads(a.threads), a.cache.as_deref())?;
    if l.from_cache > 0 {
        println!(
            "read the labels of {} positions with <= {} empties from {}",
            l.from_cache,
            a.exact,
            a.cache.as_deref().unwrap_or("")
        );
    }
    if l.solved > 0 || l.from_cache == 0 {
        println!(
            "labelled {} positions with <= {} empties exactly in {:.1} s",
            l.solved,
            a.exact,
            t.elapsed().as_secs_f64()
        );
    }
    let held_out_errors = |weights: &crate::ai::pattern::Weights| {
        println!("held-out error (mean absolute, discs), file by file:");
        for e in set.held_out_errors(weights) {
            let bands: Vec<String> = e
                .bands
                .iter()
                .map(|(r, n, m)| format!("{}-{} empties {m:.2} ({n})", r.start(), r.end()))
                .collect();
            println!(
                "  {}: {:.2} over {} positions; {}",
                e.name,
                e.mae,
                e.positions,
                bands.join(", ")
            );
        }
    };
    if let (Some(w), Some(f)) = (&given, &a.evaluate) {
        println!("{f}, measured (nothing trained or written):");
        held_out_errors(w);
        return Ok(());
    }
    let t = Instant::now();
    if !without.is_empty() {
        let left: Vec<&str> = without.iter().map(|&f| names[f]).collect();
        println!("without: {}", left.join(", "));
    }
    println!(
        "{:>5}  {:>7}  {:>8}  {:>9}  {:>9}  {:>9}",
        "stage", "empties", "held out", "train MAE", "held MAE", "mean MAE"
    );
    let (weights, _) = train(&set.fit, &set.held, a.epochs, &without, |r| {
        println!(
            "{:>5}  {:>3}-{:<3}  {:>8}  {:>9.2}  {:>9.2}  {:>9.2}",
            r.stage,
            4 * r.stage,
            4 * r.stage + 3,
            r.held_out,
            r.train_mae,
            r.held_out_mae,
            r.baseline_mae
        );
    });
    if a.hold_out > 0 {
        held_out_errors(&weights);
    }
    let bytes = weights.to_bytes();
    std::fs::write(&a.out, &bytes).map_err(|e| format!("{}: {e}", a.out))?;
    println!(
        "trained in {:.1} s; wrote {} ({} bytes)",
        t.elapsed().as_secs_f64(),
        a.out,
        bytes.len()
    );
    Ok(())
}

fn cmd_selfplay(a: SelfplayArgs) -> Result<(), String> {
    use crate::ai::selfplay::{SelfplayConfig, run};
    let cfg = SelfplayConfig {
        seed: a.seed,
        depth: a.depth,
        exact: a.exact,
        margin: a.margin,
        temperature: a.temperature,
        random: a.random,
    };
    let t = threads(a.threads);
    eprintln!(
        "{}: {} games, {t} threads, {}",
        a.out,
        a.games,
        cfg.header()
    );
    let p = run(
        &cfg,
        a.games,
        t,
        &a.out,
        Duration::from_secs(a.progress),
        |p| eprintln!("{}", p.line()),
    )?;
    println!(
        "{}: {} games ({} written by this run, {} positions, {:.1} s)",
        a.out,
        p.done,
        p.run_games,
        p.run_positions,
        p.elapsed.as_secs_f64()
    );
    Ok(())
}

fn cmd_nboard(a: NboardArgs) -> Result<(), String> {
    let level =
        crate::ai::levels::level_with_settings(&a.level).map_err(|e| format!("--level: {e}"))?;
    let options = crate::nboard::engine::Options {
        level,
        threads: search_threads(a.threads),
        seed: a.seed,
    };
    crate::nboard::engine::serve(
        std::io::BufReader::new(std::io::stdin()),
        std::io::stdout(),
        &options,
    )
}

fn cmd_positions(a: PositionsArgs) -> Result<(), String> {
    use crate::ai::validation::{Drawn, draw, recorded_games, score, selfplay_games, to_obf};
    let (lo, hi) = a.empties;
    let mut seen = std::collections::HashSet::new();
    let text = read_file_limited(&a.recorded, MAX_TRAINING_BYTES)?;
    let games = recorded_games(&text, file_name(&a.recorded))?;
    let mut drawn: Vec<Drawn> = draw(&games, lo..=hi, a.count, a.seed, &mut seen);
    let mut command = format!(
        "reversi-engine positions --recorded {} --empties {lo}-{hi} --count {} --seed {}",
        a.recorded, a.count, a.seed
    );
    if let Some(path) = &a.selfplay {
        let text = read_file_limited(path, MAX_TRAINING_BYTES)?;
        let games = selfplay_games(&text, file_name(path))?;
        drawn.extend(draw(&games, lo..=hi, a.count, a.seed, &mut seen));
        command.push_str(&format!(" --selfplay {path}"));
    }
    if a.score {
        command.push_str(" --score");
    }
    command.push_str(&format!(" --out {}", a.out));
    let header = vec![
        format!(
            "{} positions at {lo}-{hi} empties drawn from recorded and self-play games (seed {})",
            drawn.len(),
            a.seed
        ),
        format!("made by: {command}"),
    ];
    let scores = if a.score {
        let mut engine = Engine::new(Variant::Classic, 128 << 20);
        let mut out = Vec::with_capacity(drawn.len());
        let (mut nodes, t) = (0u64, Instant::now());
        for (i, d) in drawn.iter().enumerate() {
            let s = score(&mut engine, d)?;
            nodes += s.nodes;
            println!(
                "{:>4}  {:>2} empties  {:>+4}  {:>12} nodes  {}",
                i + 1,
                d.position.empties(),
                s.score,
                s.nodes,
                d.source
            );
            out.push(s);
        }
        println!(
            "solved {} positions, {nodes} nodes, {:.1} s",
            drawn.len(),
            t.elapsed().as_secs_f64()
        );
        Some(out)
    } else {
        None
    };
    std::fs::write(&a.out, to_obf(&header, &drawn, scores.as_deref()))
        .map_err(|e| format!("{}: {e}", a.out))?;
    println!("wrote {} positions to {}", drawn.len(), a.out);
    Ok(())
}

fn cmd_mpc(a: MpcArgs) -> Result<(), String> {
    use crate::ai::mpc::{STAGES, Sample, fit, sample};
    use crate::ai::validation::{draw, recorded_games};
    let (lo, hi) = a.empties;
    let text = read_file_limited(&a.recorded, MAX_TRAINING_BYTES)?;
    let games = recorded_games(&text, file_name(&a.recorded))?;
    let drawn = draw(
        &games,
        lo..=hi,
        a.count,
        a.seed,
        &mut std::collections::HashSet::new(),
    );
    let boards: Vec<Board> = drawn
        .iter()
        .map(|d| d.position.board())
        .filter(|b| b.legal_moves() != 0)
        .collect();
    if boards.is_empty() {
        return Err(format!("{}: no positions at {lo}-{hi} empties", a.recorded));
    }
    println!(
        "{} positions at {lo}-{hi} empties, searched to depth {} or {} nodes each",
        boards.len(),
        a.depth,
        a.nodes
    );
    if let Some(depth) = a.compare {
        return mpc_compare(&boards, depth, a.width);
    }
    let out = a.out.unwrap_or_default();
    let t = Instant::now();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::Mutex::new(vec![None; boards.len()]);
    std::thread::scope(|s| {
        for _ in 0..a.threads.min(boards.len()) {
            s.spawn(|| {
                let mut engine = Engine::new(Variant::Classic, 64 << 20);
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(b) = boards.get(i) else { break };
                    let smp = sample(&mut engine, b, a.depth, a.nodes);
                    println!(
                        "{:>4}  {:>2} empties  depth {:>2}  {:.0} s",
                        i + 1,
                        smp.empties,
                        smp.values.len(),
                        t.elapsed().as_secs_f64()
                    );
                    if let Ok(mut d) = done.lock() {
                        d[i] = Some(smp);
                    }
                }
            });
        }
    });
    let samples: Vec<Sample> = done
        .into_inner()
        .map_err(|_| "a worker thread failed".to_string())?
        .into_iter()
        .flatten()
        .collect();
    let secs = t.elapsed().as_secs_f64();
    let header = vec![
        "Multi-ProbCut statistics: deep ≈ a * shallow + b, residual sigma (centi-discs)".into(),
        format!(
            "made by: reversi-engine mpc --recorded {} --empties {lo}-{hi} --count {} --seed {} \
             --depth {} --nodes {} --out {}",
            a.recorded, a.count, a.seed, a.depth, a.nodes, out
        ),
        format!(
            "{} positions, {:.0} s with {} threads",
            samples.len(),
            secs,
            a.threads
        ),
    ];
    let table = fit(&samples, header);
    std::fs::write(&out, table.to_text()).map_err(|e| format!("{out}: {e}"))?;
    for p in &table.pairs {
        let (lo, hi) = STAGES[p.stage];
        println!(
            "{lo:>2}-{hi:<2} empties  depth {:>2} from {:>2}: a {:.3} b {:+6.1} sigma {:6.1} ({} positions)",
            p.deep, p.shallow, p.a, p.b, p.sigma, p.samples
        );
    }
    println!(
        "wrote {} pairs to {} ({:.0} s)",
        table.pairs.len(),
        out,
        secs
    );
    Ok(())
}

/// `mpc --compare`: each position searched `depth` moves deep full width, then with
/// Multi-ProbCut of width `t` (pattern evaluation, no exact solving, fresh 64 MiB tables).
fn mpc_compare(boards: &[Board], depth: u32, t: f32) -> Result<(), String> {
    if !(0.1..=10.0).contains(&t) {
        return Err(format!("--width {t}: from 0.1 to 10 standard deviations"));
    }
    println!(
        "{:>4}  {:>7}  {:>12}  {:>12}  {:>8}  {:>8}  {:>6}  {:>6}  same",
        "pos", "empties", "nodes full", "nodes mpc", "s full", "s mpc", "v full", "v mpc"
    );
    let (mut nodes, mut secs, mut same, mut diff) = ([0u64; 2], [0f64; 2], 0, 0i64);
    for (i, b) in boards.iter().enumerate() {
        let mut r = Vec::new();
        for mpc in [None, Some(t)] {
            let mut engine = Engine::new(Variant::Classic, 64 << 20);
            let cfg = SearchConfig {
                max_depth: depth,
                exact_from: 0,
                eval: crate::ai::EvalKind::Pattern,
                mpc,
                ..SearchConfig::default()
            };
            r.push(engine.search(b, &cfg));
        }
        for k in 0..2 {
            nodes[k] += r[k].nodes;
            secs[k] += r[k].elapsed.as_secs_f64();
        }
        same += usize::from(r[0].best == r[1].best);
        diff += i64::from((r[0].value - r[1].value).abs());
        println!(
            "{:>4}  {:>7}  {:>12}  {:>12}  {:>8.3}  {:>8.3}  {:>+6}  {:>+6}  {}",
            i + 1,
            b.empty_count(),
            r[0].nodes,
            r[1].nodes,
            r[0].elapsed.as_secs_f64(),
            r[1].elapsed.as_secs_f64(),
            r[0].value,
            r[1].value,
            if r[0].best == r[1].best { "yes" } else { "no" }
        );
    }
    let n = boards.len();
    println!(
        "depth {depth}, width {t}: {n} positions; nodes {} full, {} mpc ({:.2}x fewer); \
         time {:.2} s full, {:.2} s mpc ({:.2}x faster); same move {same}/{n}; \
         mean |value difference| {:.0} centi-discs",
        nodes[0],
        nodes[1],
        nodes[0] as f64 / nodes[1].max(1) as f64,
        secs[0],
        secs[1],
        secs[0] / secs[1].max(1e-9),
        diff as f64 / n as f64
    );
    Ok(())
}

/// The last part of a path, naming a source file in the positions drawn from it.
fn file_name(path: &str) -> &str {
    std::path::Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(path)
}
