//! `tournament`: a round robin between levels.

use super::options::limits::*;
use super::options::{bounded, threads};
use crate::ai::level_by_name;
use crate::ai::tools::matches::run_match;
use crate::rules::GameOptions;
use crate::rules::tournament::{TournamentGame, standings};
use clap::Args;

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

pub(super) fn cmd_tournament(a: TournamentArgs) -> Result<(), String> {
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
