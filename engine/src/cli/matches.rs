//! `match`: computer levels and external engines played against each other.

use super::options::limits::*;
use super::options::{RuleArgs, bounded, threads};
use crate::ai::tools::external::Timeouts;
use crate::ai::tools::matches::{MatchStats, PlayedGame, Player, run_players_match};
use clap::Args;
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Player with Dark in odd games: a level (name or 1-14, or weights3, the reference
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
    /// The length of the random balanced openings, `LO-HI` moves (or one number); `0`: every
    /// game from the start position (for levels that vary their own openings: the book).
    #[arg(long, default_value = "6-10", value_parser = opening_plies)]
    pub opening_plies: (usize, usize),
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

/// `--opening-plies`: `N` or `LO-HI`, 0 to 30 moves.
fn opening_plies(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{s}' is not a number of moves or a band LO-HI, from 0 to 30");
    let num = |t: &str| match t.trim().parse::<usize>() {
        Ok(n) if n <= 30 => Ok(n),
        _ => Err(bad()),
    };
    let (lo, hi) = match s.split_once('-') {
        Some((a, b)) => (num(a)?, num(b)?),
        None => (num(s)?, num(s)?),
    };
    if lo > hi {
        return Err(bad());
    }
    Ok((lo, hi))
}

pub(super) fn time_summary(times: &[Duration]) -> String {
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

pub(super) fn print_stats(a: &str, b: &str, st: &MatchStats) {
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
    // Whole Elo points, with no "-0" for a difference just below zero.
    let whole = |x: f64| x.round() as i64;
    println!(
        "Elo difference {:+} (95% interval {:+} .. {:+})",
        whole(elo),
        whole(lo),
        whole(hi)
    );
    println!("{a}: {}", time_summary(&st.times_a));
    println!("{b}: {}", time_summary(&st.times_b));
}

pub(super) fn cmd_match(a: MatchArgs) -> Result<(), String> {
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
    let played = run_players_match(
        &pa,
        &pb,
        a.games,
        a.seed,
        (n_open, a.opening_plies),
        opts,
        threads(a.threads),
        timeouts,
    );
    let print_games = |games: &[PlayedGame]| {
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
    };
    let (st, games) = match played {
        Ok(played) => played,
        Err(stopped) => {
            // The games before the failed one are results: printed before the error.
            if stopped.stats.games > 0 {
                let n = stopped.stats.games;
                let games = if n == 1 { "game" } else { "games" };
                println!(
                    "the match stopped at game {}; the {n} {games} before it:",
                    n + 1
                );
                print_games(&stopped.games);
                print_stats(&na, &nb, &stopped.stats);
            }
            return Err(stopped.error.into());
        }
    };
    print_games(&games);
    print_stats(&na, &nb, &st);
    println!(
        "{} openings of {} moves from seed {}, {} start, {} supply, {:.1} s",
        n_open,
        match a.opening_plies {
            (lo, hi) if lo == hi => lo.to_string(),
            (lo, hi) => format!("{lo}-{hi}"),
        },
        a.seed,
        crate::rules::record::start_key(opts.start),
        crate::rules::record::supply_key(opts.supply),
        t.elapsed().as_secs_f64()
    );
    Ok(())
}
