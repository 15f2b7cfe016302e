//! `selfplay`: labelled games of the engine against itself, for training.

use super::options::limits::*;
use super::options::{bounded, threads};
use clap::Args;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct SelfplayArgs {
    /// How many games the file should hold (games already in it count).
    #[arg(long, value_parser = bounded::<u64, 1, { crate::ai::tools::selfplay::MAX_GAMES }>)]
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
    #[arg(long, default_value_t = 8, value_parser = bounded::<u32, 1, { crate::ai::tools::selfplay::MAX_DEPTH as u64 }>)]
    pub depth: u32,
    /// Label positions with at most this many empties by an exact solve; those above take
    /// the first exact value, propagated back through the played moves.
    #[arg(long, default_value_t = 20, value_parser = bounded::<u32, 0, { crate::ai::tools::selfplay::MAX_EXACT as u64 }>)]
    pub exact: u32,
    /// Moves within this many centi-discs of the best may be played (0: always the best).
    #[arg(long, default_value_t = 150, value_parser = bounded::<i32, 0, { crate::ai::tools::selfplay::MAX_MARGIN as u64 }>)]
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

pub(super) fn cmd_selfplay(a: SelfplayArgs) -> Result<(), String> {
    use crate::ai::tools::selfplay::{SelfplayConfig, run};
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
