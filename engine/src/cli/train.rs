//! `train`: the pattern evaluation trained from recorded, self-play and WTHOR games.

use super::options::limits::*;
use super::options::{MAX_TRAINING_BYTES, bounded, check_not_input, check_output, threads};
use crate::ai::tools::training::Fit;
use clap::Args;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct TrainArgs {
    /// Training files, each recognised by its content: recorded games (`moves<TAB>dark
    /// discs<TAB>light discs` a line), self-play files (`#selfplay` first line, labels used as
    /// they are) or WTHOR databases (`.wtb`). Repeat the option or list several after it.
    #[arg(long, num_args = 1.., default_value = "engine/tests/data/recorded-games.tsv")]
    pub games: Vec<String>,
    /// Where to write the weights (built into the engine from `engine/weights/classic.bin`; paths
    /// are from the repository root).
    #[arg(long, default_value = "engine/weights/classic.bin")]
    pub out: String,
    /// Label the positions of recorded and WTHOR games with at most this many empties by
    /// their exact score (20 takes about 23 minutes on two cores for the recorded games; see
    /// `--cache`).
    #[arg(long, default_value_t = 20, value_parser = bounded::<u32, 0, TRAIN_EXACT>)]
    pub exact: u32,
    /// Passes of gradient descent per stage.
    #[arg(long, default_value_t = Fit::default().epochs, value_parser = bounded::<usize, 1, EPOCHS>)]
    pub epochs: usize,
    /// Momentum of the descent: each pass goes on by this fraction of the last pass's step
    /// (0: plain descent, which needs about four times the passes).
    #[arg(long, default_value_t = Fit::default().momentum, value_parser = number_from(0.0, 0.99))]
    pub momentum: f32,
    /// Ridge penalty: each weight is pulled towards 0 as if it had this many more occurrences
    /// labelled 0, counted in symmetric copies (8 a position); 0: none, and the fit then
    /// overfits rare configurations when it runs long.
    #[arg(long, default_value_t = Fit::default().ridge, value_parser = number_from(0.0, 1e6))]
    pub ridge: f32,
    /// Keep the exact scores in this file, position by position, and reuse them: only the
    /// positions it lacks are solved (whatever the games and `--exact`), then added to it.
    #[arg(long)]
    pub cache: Option<String>,
    /// Every Nth game of each file is held out to measure the error (0: none).
    #[arg(long, default_value_t = 10, value_parser = bounded::<usize, 0, HOLD_OUT>)]
    pub hold_out: usize,
    /// Worker threads, for the exact labels and the fit (a stage a thread, each holding the
    /// stage's positions: about 1.2 GB with the shipped data); the weights do not depend on
    /// them (default: all cores, at most 4 for the fit).
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

/// A parser of a number from `lo` to `hi`, whose error names the range.
fn number_from(
    lo: f32,
    hi: f32,
) -> impl Fn(&str) -> Result<f32, String> + Clone + Send + Sync + 'static {
    move |s| match s.trim().parse::<f32>() {
        Ok(x) if (lo..=hi).contains(&x) => Ok(x),
        _ => Err(format!("must be a number from {lo} to {hi}")),
    }
}

/// Threads fitting stages at once when `--threads` is not given.
const FIT_THREADS: usize = 4;

pub(super) fn cmd_train(a: TrainArgs) -> Result<(), String> {
    use crate::ai::tools::training::{TrainingSet, train};
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
        Some(f) => Some(crate::ai::levels::read_weights(f).map_err(|e| e.to_string())?),
        None => None,
    };
    let games: Vec<(&str, &str)> = a.games.iter().map(|g| ("--games", g.as_str())).collect();
    if a.evaluate.is_none() {
        check_not_input("--out", &a.out, &games)?;
        if let Some(cache) = &a.cache {
            check_not_input("--out", &a.out, &[("--cache", cache.as_str())])?;
        }
    }
    if let Some(cache) = &a.cache {
        check_not_input("--cache", cache, &games)?;
    }
    let mut set = TrainingSet::from_files(&a.games, a.hold_out, MAX_TRAINING_BYTES)?;
    // The files written at the end, checked before the labelling and training.
    if a.evaluate.is_none() {
        check_output("--out", &a.out)?;
    }
    if let Some(cache) = &a.cache {
        check_output("--cache", cache)?;
    }
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
            if e.positions == 0 {
                // An error over no position would read as a perfect fit.
                println!(
                    "  {}: no held-out positions (fewer than {} games)",
                    e.name, a.hold_out
                );
                continue;
            }
            let bands: Vec<String> = e
                .bands
                .iter()
                .map(|(r, n, m)| match n {
                    0 => format!("{}-{} empties - (0)", r.start(), r.end()),
                    _ => format!("{}-{} empties {m:.2} ({n})", r.start(), r.end()),
                })
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
        if a.hold_out == 0 {
            return Err(
                "--evaluate measures on the held-out games, and --hold-out 0 holds none out".into(),
            );
        }
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
    let (weights, _) = train(
        &set.fit,
        &set.held,
        Fit {
            epochs: a.epochs,
            momentum: a.momentum,
            ridge: a.ridge,
        },
        &without,
        // Each fitting thread holds a stage's positions (about 1.2 GB with the shipped data):
        // by default no more than FIT_THREADS of them.
        a.threads.unwrap_or_else(|| threads(None).min(FIT_THREADS)),
        |r| {
            // No held-out position: no error to show (not a perfect 0.00).
            let held = |m: f64| match r.held_out {
                0 => "-".to_string(),
                _ => format!("{m:.2}"),
            };
            println!(
                "{:>5}  {:>3}-{:<3}  {:>8}  {:>9.2}  {:>9}  {:>9}",
                r.stage,
                4 * r.stage,
                4 * r.stage + 3,
                r.held_out,
                r.train_mae,
                held(r.held_out_mae),
                held(r.baseline_mae)
            );
        },
    );
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
