//! Fitting Multi-ProbCut's statistics ([`crate::ai::mpc`]): each position of the sample is
//! searched once by iterative deepening, and each iteration's root value is that depth's
//! value; the pairs of values (shallow, deep) are then fitted per stage by least squares.
//! The `mpc` command is a thin wrapper around this module.

use crate::ai::mpc::{MAX_DEPTH, MIN_DEPTH, MpcTable, Pair, STAGES, shallow_depth};
use crate::ai::search::{Engine, EvalKind};
use crate::rules::Board;

/// Fewer samples than this for a (stage, depth) leaves it to the pooled fit of all stages.
const MIN_STAGE_SAMPLES: usize = 12;
/// Fewer samples than this for a depth pair, even pooled: no line for it.
const MIN_SAMPLES: usize = 3;
/// The smallest sigma written (centi-discs): a stage whose deep values all equal the shallow
/// ones (games decided within the horizon) would otherwise never fail a cut.
const MIN_SIGMA: f64 = 1.0;

/// One position's root values by depth: `values[d - 1]` is the value of a `d`-move search.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub empties: u32,
    pub values: Vec<i32>,
}

/// Searches `board` by iterative deepening with the pattern evaluation, full width, up to
/// `max_depth` moves (and at most its empties) or until `nodes` nodes; the values of the
/// depths that finished.
pub fn sample(engine: &mut Engine, board: &Board, max_depth: u32, nodes: u64) -> Sample {
    Sample {
        empties: board.empty_count(),
        values: engine.depth_values(board, max_depth, nodes, EvalKind::Pattern),
    }
}

/// Least-squares fit of `deep ≈ a * shallow + b` and the residual's standard deviation.
fn regress(xy: &[(f64, f64)]) -> (f64, f64, f64) {
    let n = xy.len() as f64;
    let mx = xy.iter().map(|p| p.0).sum::<f64>() / n;
    let my = xy.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = xy.iter().map(|p| (p.0 - mx) * (p.0 - mx)).sum();
    let sxy: f64 = xy.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    // A degenerate or inverted slope (too little spread) falls back to a shift alone.
    let a = if sxx > 0.0 && sxy > 0.0 {
        sxy / sxx
    } else {
        1.0
    };
    let b = my - a * mx;
    let rss: f64 = xy.iter().map(|p| (p.1 - a * p.0 - b).powi(2)).sum();
    let dof = (n - 2.0).max(1.0);
    (a, b, (rss / dof).sqrt().max(MIN_SIGMA))
}

/// Fits every (stage, deep depth) pair from `samples`. A stage with too few positions for a
/// depth takes the fit of all stages pooled; a depth with too few positions even pooled has
/// no line (the search does not cut there).
pub fn fit(samples: &[Sample], header: Vec<String>) -> MpcTable {
    let mut pairs = Vec::new();
    for deep in MIN_DEPTH..=MAX_DEPTH {
        let shallow = shallow_depth(deep);
        let point = |s: &Sample| {
            let d = deep as usize;
            (s.values.len() >= d && s.empties >= deep).then(|| {
                (
                    s.values[shallow as usize - 1] as f64,
                    s.values[d - 1] as f64,
                )
            })
        };
        let pooled: Vec<(f64, f64)> = samples.iter().filter_map(point).collect();
        if pooled.len() < MIN_SAMPLES {
            continue;
        }
        let all = regress(&pooled);
        for (stage, &(lo, hi)) in STAGES.iter().enumerate() {
            let here: Vec<(f64, f64)> = samples
                .iter()
                .filter(|s| (lo..=hi).contains(&s.empties))
                .filter_map(point)
                .collect();
            let ((a, b, sigma), n) = if here.len() >= MIN_STAGE_SAMPLES {
                (regress(&here), here.len())
            } else {
                (all, pooled.len())
            };
            pairs.push(Pair {
                stage,
                deep,
                shallow,
                a,
                b,
                sigma,
                samples: n,
            });
        }
    }
    MpcTable::new(pairs, header)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regression_recovers_a_line_and_its_noise() {
        let xy: Vec<(f64, f64)> = (0..100)
            .map(|i| {
                let x = (i * 37 % 200) as f64 - 100.0;
                let noise = if i % 2 == 0 { 10.0 } else { -10.0 };
                (x, 0.8 * x + 50.0 + noise)
            })
            .collect();
        let (a, b, sigma) = regress(&xy);
        assert!((a - 0.8).abs() < 0.02, "a {a}");
        assert!((b - 50.0).abs() < 2.0, "b {b}");
        assert!((sigma - 10.0).abs() < 1.0, "sigma {sigma}");
    }
}
