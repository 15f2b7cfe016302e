//! What a search is asked and what it answers: the evaluation at the leaves, the depth and
//! limits ([`SearchConfig`]), a move's value and the search's result; and how many threads a
//! program gives its engine.

use crate::rules::{Square, Variant};
use std::time::Duration;

/// Which evaluation the leaves use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EvalKind {
    /// Mobility, potential mobility, corners, X/C-squares, edge stability, parity, discs.
    Full,
    /// The classic square-weight table only (simple Reversi programs; Beginner).
    SquareWeights,
    /// Learned pattern weights (`engine/weights/classic.bin`) under Classic scoring; the
    /// Reverse evaluation under Reverse (the recorded games are all Classic).
    Pattern,
    /// [`EvalKind::Pattern`] with other weights (a weights file given to `match` as
    /// `LEVEL@FILE`, to measure new weights against the built-in ones).
    PatternWith(&'static crate::ai::pattern::Weights),
}

/// How deep and how long to search.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    pub max_depth: u32,
    /// Solve exactly at the root from this many empties down (0: never).
    pub exact_from: u32,
    pub time_limit: Option<Duration>,
    pub node_limit: Option<u64>,
    pub eval: EvalKind,
    /// Multi-ProbCut ([`crate::ai::mpc`]): at null-window nodes from 3 moves deep, a shallow
    /// search whose value lies this many standard deviations beyond the window cuts the
    /// node. `None`: full width. Its statistics were fitted with the pattern evaluation: other
    /// evaluations, and Reverse, search full width whatever this says.
    pub mpc: Option<f32>,
}

impl SearchConfig {
    /// Whether a root with `empties` empty squares is solved exactly.
    pub fn solves(&self, empties: u32) -> bool {
        self.exact_from > 0 && empties <= self.exact_from
    }

    /// Multi-ProbCut's width as the search applies it under `variant`: its statistics hold
    /// for the pattern evaluation, which only Classic uses; `None`: full width.
    pub fn selective_width(&self, variant: Variant) -> Option<f32> {
        let fitted = variant == Variant::Classic
            && matches!(self.eval, EvalKind::Pattern | EvalKind::PatternWith(_));
        self.mpc.filter(|_| fitted)
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            max_depth: 8,
            exact_from: 16,
            time_limit: None,
            node_limit: None,
            eval: EvalKind::Full,
            mpc: None,
        }
    }
}

/// The value of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveValue {
    pub mv: Square,
    /// Predicted final disc difference for the side to move, in centi-discs (exact when
    /// `exact`: then a multiple of 100). Under Reverse, positive means winning (fewer discs).
    pub value: i32,
    pub exact: bool,
    pub depth: u32,
    pub pv: Vec<Square>,
}

/// What a search found.
#[derive(Clone, Debug, Default)]
pub struct SearchResult {
    /// `None`: the side to move has no legal move (pass) or the game is over. After a forced
    /// pass, `value` is still from the passing side's view and `pv` starts with the
    /// opponent's reply.
    pub best: Option<Square>,
    pub value: i32,
    pub exact: bool,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Square>,
    pub elapsed: Duration,
    /// Every legal move's value (filled by [`super::Engine::analyze`]).
    pub moves: Vec<MoveValue>,
    /// The search was cut short by the stop flag.
    pub stopped: bool,
    /// The move came from the opening book, with no search (`value`: the book's).
    pub book: bool,
    /// The width of the selective search that found the move, in standard deviations of its
    /// cuts' fitted error: Multi-ProbCut's in the midgame ([`SearchConfig::mpc`], from a
    /// depth where it can cut: [`crate::ai::mpc::MIN_DEPTH`] + 1), or a
    /// selective pass's when a solve was stopped after it. `None`: a full-width search, an
    /// exact value or a book move. [`confidence`] turns it into a percentage.
    pub selectivity: Option<f32>,
}

/// How sure a selective search of `width` standard deviations is of its cuts, in percent, as
/// Edax and NBoard show it (`21@87%`): the chance that a normal error lies within the width,
/// at most 99 (100% is an exact value). Width 1.5: 87%; 1.2: 77%.
pub fn confidence(width: f32) -> u32 {
    // erf(x) by Abramowitz and Stegun 7.1.26 (error below 1.5e-7).
    let x = f64::from(width.max(0.0)) / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-x * x).exp();
    ((erf * 100.0).round() as u32).min(99)
}

/// The number of search threads a program gives its engine when it leaves one core to the
/// rest of the program (the game's default for the computer and the analysis): all cores
/// but one, at least 1.
pub fn all_cores_but_one() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .saturating_sub(1)
        .max(1)
}

/// The number of cores (at least 1).
pub fn all_cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

/// What a root search stopped before its end had proved at its depth: `None` when the first
/// move's search was cut short; else the best move so far, with its value, or a move whose
/// null-window search had proved it better, with the bound that proved it. The first move was
/// the best of the depth before, so either is at least as good a choice as that one.
pub(super) type Partial = Option<(Square, i32)>;

#[cfg(test)]
mod tests {
    use super::confidence;

    #[test]
    fn the_confidence_of_a_width_is_the_normal_chance_within_it() {
        // Edax's table: 1.1 → 73%, 1.5 → 87%, 2.0 → 95%; the solve's passes 0.3, 0.7, 1.2.
        let got: Vec<u32> = [0.0, 0.3, 0.7, 1.1, 1.2, 1.5, 2.0, 2.6]
            .iter()
            .map(|&w| confidence(w))
            .collect();
        assert_eq!(got, [0, 24, 52, 73, 77, 87, 95, 99]);
        assert_eq!(confidence(10.0), 99, "100% is an exact value's");
    }
}
