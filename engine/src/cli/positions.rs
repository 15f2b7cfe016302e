//! `positions`: validation sets drawn from recorded and self-play games.

use super::options::limits::*;
use super::options::{
    MAX_TRAINING_BYTES, bounded, check_not_input, check_output, empties_band, file_name,
    read_file_limited,
};
use crate::ai::Engine;
use crate::rules::Variant;
use clap::Args;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct PositionsArgs {
    /// Recorded games: `moves<TAB>dark discs<TAB>light discs` per line.
    #[arg(long, default_value = "engine/tests/data/recorded-games.tsv")]
    pub recorded: String,
    /// Also draw from this self-play file (as many positions again; its exact labels are
    /// checked when `--score` solves them, and its labels above its exact empties, propagated
    /// back from the first exact one, are compared with the exact scores).
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
    /// With --score: write every legal move's exact score, best first (a set that judges
    /// the moves of `solve --level`).
    #[arg(long, requires = "score")]
    pub all_moves: bool,
    /// The OBF file to write.
    #[arg(long)]
    pub out: String,
}

pub(super) fn cmd_positions(a: PositionsArgs) -> Result<(), String> {
    use crate::ai::tools::validation::{
        Drawn, draw, label_errors, recorded_games, score, score_every_move, selfplay_games, to_obf,
    };
    check_output("--out", &a.out)?;
    let mut inputs = vec![("--recorded", a.recorded.as_str())];
    if let Some(sp) = &a.selfplay {
        inputs.push(("--selfplay", sp.as_str()));
    }
    check_not_input("--out", &a.out, &inputs)?;
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
    if a.all_moves {
        command.push_str(" --all-moves");
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
            let s = if a.all_moves {
                score_every_move(&mut engine, d)?
            } else {
                score(&mut engine, d)?
            };
            nodes += s.nodes;
            let label = d
                .position
                .propagated
                .map_or(String::new(), |l| format!("  (label {l:+})"));
            println!(
                "{:>4}  {:>2} empties  {:>+4}  {:>12} nodes  {}{label}",
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
        if let Some(e) = label_errors(&drawn, &out) {
            println!(
                "self-play labels propagated back from their exact empties, against the exact \
                 scores: {} positions, mean difference {:.2} discs, median {:.1}, equal {}, \
                 another result (win, draw, loss) {}",
                e.positions, e.mean, e.median, e.equal, e.other_result
            );
        }
        Some(out)
    } else {
        None
    };
    std::fs::write(&a.out, to_obf(&header, &drawn, scores.as_deref()))
        .map_err(|e| format!("{}: {e}", a.out))?;
    println!("wrote {} positions to {}", drawn.len(), a.out);
    Ok(())
}
