//! `perft`: the leaves of the move tree, depth by depth.

use super::options::limits::*;
use super::options::{board_option, bounded};
use crate::rules::kernels::perft;
use crate::rules::{Board, Side};
use clap::Args;
use std::time::{Duration, Instant};

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

pub(super) fn cmd_perft(a: PerftArgs) -> Result<(), String> {
    let board = match &a.board {
        None => Board::start(),
        Some(v) => {
            let p = board_option(v)?;
            match p.to_move {
                Side::Dark => Board::new(p.dark, p.light),
                Side::Light => Board::new(p.light, p.dark),
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
