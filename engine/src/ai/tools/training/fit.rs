//! Fitting the pattern weights to labelled positions: full-batch gradient descent, stage by
//! stage.

use super::Sample;
use crate::ai::pattern::{
    INSTANCES, STAGES, Weights, feature_names, indices, instance_feature, layout, scalar_features,
    stage,
};
use crate::ai::tools::pool;
use crate::rules::Board;

/// How training went for one stage: the mean absolute error in discs on the training
/// positions and on the held-out ones, and how many of each.
#[derive(Clone, Copy, Debug, Default)]
pub struct StageReport {
    pub stage: usize,
    pub train: usize,
    pub held_out: usize,
    pub train_mae: f64,
    pub held_out_mae: f64,
    /// Error of always predicting the mean, on the held-out positions.
    pub baseline_mae: f64,
}

/// How the weights are fitted: the passes over the positions, and the descent's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// Passes of gradient descent per stage.
    pub epochs: usize,
    /// Each pass goes on by this fraction of the last pass's step (heavy-ball momentum):
    /// the descent reaches in 40 passes what it reaches in about 160 without.
    pub momentum: f32,
    /// Ridge penalty: each weight (the scalar terms' too, where it is negligible beside their
    /// sums of squares) is pulled towards 0 as if it had this many more occurrences labelled
    /// 0, counted in symmetric copies (8 a position). Without it the fit stops short of the
    /// training positions' least-squares weights only because it stops early; with it, rare
    /// configurations stay small however long it runs.
    pub ridge: f32,
}

impl Default for Fit {
    /// The settings the shipped weights were trained with.
    fn default() -> Fit {
        Fit {
            epochs: 40,
            momentum: 0.9,
            ridge: 100.0,
        }
    }
}

/// A stage learns from positions up to this many empties outside its own range.
const WIDEN: i32 = 4;
/// Occurrences a weight's step is shrunk by, as if it had this many more at zero error.
const PRIOR: f32 = 16.0;

/// Fits the weights to the samples by full-batch gradient descent on the squared error plus
/// the ridge penalty, with each weight's step scaled by how often its feature occurs (rare
/// configurations learn slowly) and momentum (see [`Fit`]). Each stage learns from positions
/// near its own range (four either side), in all 8 symmetries. `held_out` positions are only
/// measured. The features numbered in `without` (by [`feature_names`]) are left out: their
/// weights stay 0, as if the evaluation had not them (to measure what each feature brings).
/// The stages are fitted on `threads` threads (each holds one stage's features in memory at
/// a time); the weights are the same whatever their number. `progress` hears of each stage
/// in order as soon as it and the stages before it are done.
pub fn train(
    samples: &[Sample],
    held_out: &[Sample],
    fit: Fit,
    without: &[usize],
    threads: usize,
    mut progress: impl FnMut(&StageReport),
) -> (Weights, Vec<StageReport>) {
    debug_assert!(
        (0.0..1.0).contains(&fit.momentum) && fit.ridge >= 0.0,
        "{fit:?}"
    );
    let mut weights = Weights::zero();
    let mut done: Vec<Option<(Vec<i16>, StageReport)>> = vec![None; STAGES];
    let mut reports = Vec::new();
    pool::run(
        threads,
        STAGES,
        Weights::zero,
        |scratch, s| fit_stage(scratch, s, samples, held_out, fit, without),
        |results| {
            for (s, r) in results {
                done[s] = Some(r);
                // Each stage in order, as soon as the ones before it are in.
                while reports.len() < STAGES {
                    let Some((values, report)) = done[reports.len()].take() else {
                        break;
                    };
                    weights.stage_mut(report.stage).copy_from_slice(&values);
                    progress(&report);
                    reports.push(report);
                }
            }
        },
    );
    (weights, reports)
}

/// Fits stage `s` (see [`train`]): its weights in centi-discs and how it went. `scratch` is
/// a worker's own weights, where the stage is written to measure its errors.
fn fit_stage(
    scratch: &mut Weights,
    s: usize,
    samples: &[Sample],
    held_out: &[Sample],
    fit: Fit,
    without: &[usize],
) -> (Vec<i16>, StageReport) {
    let l = layout();
    let per = l.per_stage;
    // A left-out feature's entries point to one past the stage's weights, a slot that never
    // learns (its normaliser stays 0 and the update stops before it) and is not written.
    let unused = per as u32;
    let names = feature_names();
    let pattern_count = names.len() - 3;
    let off = |f: usize| without.contains(&f);
    let instance_off: [bool; INSTANCES] = std::array::from_fn(|i| off(instance_feature(i)));
    let (no_parity, no_mob, no_pot) = (
        off(pattern_count),
        off(pattern_count + 1),
        off(pattern_count + 2),
    );
    let lo = (4 * s as i32 - WIDEN).max(0) as u32;
    let hi = (4 * s as i32 + 3 + WIDEN) as u32;
    let in_range = |x: &Sample| {
        let n = (!(x.player | x.opponent)).count_ones();
        (lo..=hi).contains(&n)
    };
    // Features of every training position in all 8 symmetries.
    // (instance indices, parity bias index, mobility, potential mobility, target)
    let mut feats: Vec<([u32; INSTANCES], usize, f32, f32, f32)> = Vec::new();
    for x in samples.iter().filter(|x| in_range(x)) {
        let b = Board::new(x.player, x.opponent);
        for t in 0..8 {
            let bt = b.transform(t);
            let mut idx = [0u32; INSTANCES];
            indices(bt.player, bt.opponent, &mut idx);
            for (v, _) in idx.iter_mut().zip(instance_off).filter(|x| x.1) {
                *v = unused;
            }
            let (parity, mob, pot) = scalar_features(bt.player, bt.opponent);
            let parity = if no_parity {
                unused as usize
            } else {
                l.scalars + parity
            };
            let mob = if no_mob { 0.0 } else { mob as f32 };
            let pot = if no_pot { 0.0 } else { pot as f32 };
            feats.push((idx, parity, mob, pot, x.target));
        }
    }
    let val: Vec<&Sample> = held_out
        .iter()
        .filter(|x| stage((!(x.player | x.opponent)).count_ones()) == s)
        .collect();
    let mut w = vec![0f32; per + 1];
    if !feats.is_empty() {
        // Per-feature normaliser: the sum of the feature's squared values, plus a prior.
        let mut norm = vec![0f32; per + 1];
        for (idx, parity, mob, pot, _) in &feats {
            for &i in idx {
                if i != unused {
                    norm[i as usize] += 1.0;
                }
            }
            if *parity != unused as usize {
                norm[*parity] += 1.0;
            }
            norm[l.scalars + 2] += mob * mob;
            norm[l.scalars + 3] += pot * pot;
        }
        let prior = PRIOR;
        // The step: one over the number of terms a prediction sums (fewer when features
        // are left out, so that a smaller set learns as fast).
        let terms = instance_off.iter().filter(|&&x| !x).count()
            + [no_parity, no_mob, no_pot].iter().filter(|&&x| !x).count();
        let rate = 1.0 / terms.max(1) as f32;
        let mut grad = vec![0f32; per + 1];
        let mut velocity = vec![0f32; per + 1];
        for _ in 0..fit.epochs {
            grad.iter_mut().for_each(|g| *g = 0.0);
            for (idx, parity, mob, pot, target) in &feats {
                let mut pred = 0f32;
                for &i in idx {
                    pred += w[i as usize];
                }
                pred += w[*parity] + w[l.scalars + 2] * mob + w[l.scalars + 3] * pot;
                let err = target - pred;
                for &i in idx {
                    grad[i as usize] += err;
                }
                grad[*parity] += err;
                grad[l.scalars + 2] += err * mob;
                grad[l.scalars + 3] += err * pot;
            }
            for i in 0..per {
                if norm[i] > 0.0 {
                    let g = grad[i] - fit.ridge * w[i];
                    velocity[i] =
                        fit.momentum * velocity[i] + rate * g / (norm[i] + prior + fit.ridge);
                    w[i] += velocity[i];
                }
            }
        }
    }
    let values: Vec<i16> = w[..per]
        .iter()
        .map(|v| (v * 100.0).round().clamp(-32000.0, 32000.0) as i16)
        .collect();
    scratch.stage_mut(s).copy_from_slice(&values);
    let weights = &*scratch;
    let mae = |set: &mut dyn Iterator<Item = &Sample>| {
        let (mut sum, mut n) = (0f64, 0usize);
        for x in set {
            let v = weights.evaluate(x.player, x.opponent) as f64 / 100.0;
            sum += (v - x.target as f64).abs();
            n += 1;
        }
        (if n > 0 { sum / n as f64 } else { 0.0 }, n)
    };
    let (train_mae, n_train) = mae(&mut samples
        .iter()
        .filter(|x| stage((!(x.player | x.opponent)).count_ones()) == s));
    let (held_out_mae, n_held) = mae(&mut val.iter().copied());
    let mean = if val.is_empty() {
        0.0
    } else {
        val.iter().map(|x| x.target as f64).sum::<f64>() / val.len() as f64
    };
    let baseline_mae = if val.is_empty() {
        0.0
    } else {
        val.iter()
            .map(|x| (x.target as f64 - mean).abs())
            .sum::<f64>()
            / val.len() as f64
    };
    let r = StageReport {
        stage: s,
        train: n_train,
        held_out: n_held,
        train_mae,
        held_out_mae,
        baseline_mae,
    };
    (values, r)
}
