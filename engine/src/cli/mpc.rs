//! `mpc`: Multi-ProbCut's statistics fitted, or compared against a full-width search.

use super::options::limits::*;
use super::options::{
    MAX_TRAINING_BYTES, bounded, check_not_input, check_output, empties_band, file_name,
    read_file_limited,
};
use crate::ai::{Engine, SearchConfig};
use crate::rules::{Board, Variant};
use clap::Args;
use std::time::Instant;

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
    #[arg(long, default_value_t = 1.5, value_parser = width)]
    pub width: f32,
}

/// Multi-ProbCut's width: 0.1 to 10 standard deviations.
fn width(s: &str) -> Result<f32, String> {
    match s.trim().parse::<f32>() {
        Ok(v) if (0.1..=10.0).contains(&v) => Ok(v),
        _ => Err("must be a number of standard deviations from 0.1 to 10".into()),
    }
}

pub(super) fn cmd_mpc(a: MpcArgs) -> Result<(), String> {
    use crate::ai::mpc::STAGES;
    use crate::ai::tools::pool;
    use crate::ai::tools::training::mpc::{Sample, fit, sample};
    use crate::ai::tools::validation::{draw, recorded_games};
    if a.compare.is_some() && a.out.is_some() {
        return Err("--compare prints its figures and writes no file: leave out --out".into());
    }
    if let Some(out) = &a.out
        && a.compare.is_none()
    {
        check_output("--out", out)?;
        check_not_input("--out", out, &[("--recorded", a.recorded.as_str())])?;
    }
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
    if let Some(depth) = a.compare {
        println!(
            "{} positions at {lo}-{hi} empties, searched to depth {depth}",
            boards.len()
        );
        return mpc_compare(&boards, depth, a.width);
    }
    println!(
        "{} positions at {lo}-{hi} empties, searched to depth {} or {} nodes each",
        boards.len(),
        a.depth,
        a.nodes
    );
    let out = a.out.unwrap_or_default();
    let t = Instant::now();
    let engine = || Engine::new(Variant::Classic, 64 << 20);
    let search = |engine: &mut Engine, i: usize| sample(engine, &boards[i], a.depth, a.nodes);
    let mut samples: Vec<Option<Sample>> = vec![None; boards.len()];
    pool::run(a.threads, boards.len(), engine, search, |done| {
        for (i, smp) in done {
            println!(
                "{:>4}  {:>2} empties  depth {:>2}  {:.0} s",
                i + 1,
                smp.empties,
                smp.values.len(),
                t.elapsed().as_secs_f64()
            );
            samples[i] = Some(smp);
        }
    });
    let samples: Vec<Sample> = samples.into_iter().flatten().collect();
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
    if table.pairs.is_empty() {
        // An empty fit would turn Multi-ProbCut off wherever the file is used.
        return Err(format!(
            "no pair of depths could be fitted from {} positions (more positions, a wider band of empties or more --nodes); {out} not written",
            samples.len()
        ));
    }
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
/// `t` is checked by `--width`'s parser.
pub(super) fn mpc_compare(boards: &[Board], depth: u32, t: f32) -> Result<(), String> {
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
