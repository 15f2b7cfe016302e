//! `book`: the opening book: `book build` makes one from games, `book show` prints a
//! position's book moves, `book add` adds games to a book file.

use super::options::limits::*;
use super::options::{bounded, check_not_input, check_output, search_threads};
use crate::ai::book::{OpeningBook, embedded, user_book_path};
use crate::ai::tools::book::{BuildOptions, BuildReport, add_games, build, read_games};
use crate::rules::GameOptions;
use crate::rules::record::parse_paste;
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct BookArgs {
    #[command(subcommand)]
    pub command: BookCommand,
}

#[derive(Subcommand, Debug)]
pub enum BookCommand {
    /// Builds a book from games: positions reached by enough games, leaves searched deep,
    /// values backed up by negamax, the best deviations added.
    Build(BuildArgs),
    /// Prints the book's moves and values in a position (a transcript or a board).
    Show(ShowArgs),
    /// Adds the positions of games to a book file and searches what they need.
    Add(AddArgs),
}

#[derive(Args, Debug)]
pub struct BuildArgs {
    /// Game files: recorded games (`moves<TAB>dark<TAB>light`), self-play files, or
    /// transcripts one a line.
    #[arg(required = true)]
    pub games: Vec<String>,
    /// Positions with at most this many discs placed since the start.
    #[arg(long, default_value_t = 20, value_parser = bounded::<u32, 1, 40>)]
    pub max_ply: u32,
    /// A position enters when at least this many games reached it.
    #[arg(long, default_value_t = 4, value_parser = bounded::<u32, 1, 1_000_000>)]
    pub min_games: u32,
    /// The depth of the leaves' search (the Engine level's selective search).
    #[arg(long, default_value_t = 14, value_parser = bounded::<u32, 1, 30>)]
    pub depth: u32,
    /// Deviations: the best move not in the book is added when within this many discs of
    /// the position's best, on the main lines (those within this margin from the start).
    #[arg(long, default_value_t = 2.0, value_parser = discs)]
    pub deviate_margin: f64,
    /// At most this many positions added by deviations (0: none).
    #[arg(long, default_value_t = 2000, value_parser = bounded::<usize, 0, 10_000_000>)]
    pub deviations: usize,
    /// Searches run at once (0: all cores).
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 0, THREADS>)]
    pub threads: usize,
    /// Keeps every search in this file and reads it first: a stopped build run again
    /// searches only what it lacks.
    #[arg(long)]
    pub cache: Option<PathBuf>,
    /// The book file written.
    #[arg(long)]
    pub out: String,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// The moves from the standard start (`f5d6c3`; `start` or "" for the start itself), or
    /// a board: 64 squares (X dark, O light, - empty) and the side to move.
    #[arg(allow_hyphen_values = true)]
    pub position: String,
    /// The side to move (X or O) after a board's 64 squares.
    pub side: Option<String>,
    /// A book file (default: the book built into the engine).
    #[arg(long)]
    pub book: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct AddArgs {
    /// The games: recorded games, a self-play file, or transcripts one a line.
    pub games: String,
    /// The book file added to (default: the user's book, `book.bin` in the data folder;
    /// made from the built-in book when missing). The built-in book is never written.
    #[arg(long)]
    pub book: Option<PathBuf>,
    /// The depth of the new leaves' search (default: the book's own).
    #[arg(long, value_parser = bounded::<u32, 1, 30>)]
    pub depth: Option<u32>,
    /// Searches run at once (0: all cores).
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 0, THREADS>)]
    pub threads: usize,
}

/// A margin in discs, 0-64.
fn discs(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if (0.0..=64.0).contains(&v) => Ok(v),
        _ => Err("must be a number of discs from 0 to 64".into()),
    }
}

/// A value in centi-discs as discs, signed (`+1.25`).
fn value_text(v: i32) -> String {
    format!("{:+.2}", v as f64 / 100.0)
}

fn summary(book: &OpeningBook, r: &BuildReport) -> String {
    format!(
        "{} positions, {} moves ({} from {} games, {} by deviations); {} searches ({} from the cache)",
        book.len(),
        book.move_count(),
        r.from_games,
        r.games,
        r.deviations,
        r.searches,
        r.cached
    )
}

pub(super) fn cmd_book(a: BookArgs) -> Result<(), String> {
    match a.command {
        BookCommand::Build(b) => cmd_build(b),
        BookCommand::Show(s) => cmd_show(s),
        BookCommand::Add(d) => cmd_add(d),
    }
}

fn cmd_build(a: BuildArgs) -> Result<(), String> {
    check_output("--out", &a.out)?;
    let mut inputs: Vec<(&str, &str)> = a.games.iter().map(|g| ("games", g.as_str())).collect();
    let cache = a.cache.as_ref().map(|c| c.display().to_string());
    if let Some(c) = &cache {
        check_not_input("--cache", c, &inputs)?;
        inputs.push(("--cache", c.as_str()));
    }
    check_not_input("--out", &a.out, &inputs)?;
    let start = Instant::now();
    let o = BuildOptions {
        max_ply: a.max_ply,
        min_games: a.min_games,
        depth: a.depth,
        deviate_margin: (a.deviate_margin * 100.0).round() as i32,
        deviations: a.deviations,
        threads: search_threads(a.threads),
        cache: a.cache,
        progress: true,
    };
    let (book, report) = build(&a.games, &o)?;
    book.write_file(std::path::Path::new(&a.out))
        .map_err(|e| e.to_string())?;
    let bytes = book.to_bytes().len();
    println!(
        "{}: {}; {bytes} bytes; {:.1} s",
        a.out,
        summary(&book, &report),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

fn load(file: Option<&PathBuf>) -> Result<OpeningBook, String> {
    match file {
        Some(p) => OpeningBook::read_file(p).map_err(|e| e.to_string()),
        None => Ok(embedded().clone()),
    }
}

fn cmd_show(a: ShowArgs) -> Result<(), String> {
    let book = load(a.book.as_ref())?;
    let text = match &a.side {
        Some(side) => format!("{} {side}", a.position),
        None => a.position.clone(),
    };
    let game = match text.trim() {
        "" | "start" => crate::rules::Game::new(GameOptions::default()),
        t => parse_paste(t, GameOptions::default()).map_err(|e| e.to_string())?,
    };
    let mut b = game.board();
    if b.legal_moves() == 0 && b.pass().legal_moves() != 0 {
        println!("{} must pass", game.to_move());
        b = b.pass();
    }
    let Some(moves) = book.moves(&b) else {
        println!(
            "not in the book ({} positions, up to {} discs placed)",
            book.len(),
            book.info.max_ply
        );
        return Ok(());
    };
    println!(
        "in the book: {} moves, value {} (leaves searched {} moves deep)",
        moves.len(),
        value_text(moves.first().map_or(0, |m| m.value)),
        book.info.depth
    );
    for m in moves {
        let kind = match b.play(m.square) {
            Some(after) if book.link_value(&after).is_some() => "book",
            _ => "searched",
        };
        println!("{}\t{}\t{kind}", m.square, value_text(m.value));
    }
    Ok(())
}

fn cmd_add(a: AddArgs) -> Result<(), String> {
    let start = Instant::now();
    let path = match a.book {
        Some(p) => p,
        None => user_book_path().ok_or("no data folder known (HOME is not set): give --book")?,
    };
    let mut book = if path.exists() {
        OpeningBook::read_file(&path).map_err(|e| e.to_string())?
    } else {
        embedded().clone()
    };
    let games = read_games(&a.games)?;
    let depth = a.depth.unwrap_or(match book.info.depth {
        0 => BuildOptions::default().depth,
        d => d as u32,
    });
    let o = BuildOptions {
        depth,
        threads: search_threads(a.threads),
        progress: true,
        ..BuildOptions::default()
    };
    let report = add_games(&mut book, &games, &o)?;
    book.write_file(&path).map_err(|e| e.to_string())?;
    println!(
        "{}: {}; {:.1} s",
        path.display(),
        summary(&book, &report),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
