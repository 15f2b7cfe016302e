//! Multi-ProbCut: the statistics that let the midgame search cut a subtree after a shallow
//! search (the fit that makes them is in [`crate::ai::tools::training::mpc`]). The solver's
//! ordering search and its selective passes (`endgame/selective.rs`) cut with them too.
//!
//! For a node searched `deep` moves ahead with `e` empties, a search of [`shallow_depth`]
//! moves predicts the deep value as `a * shallow + b`, with a residual of standard deviation
//! `sigma` (centi-discs). When the shallow value says the deep value is beyond a bound by
//! more than `t * sigma`, the search takes the cut without searching deep (see
//! [`super::search`]). The pairs are fitted per stage ([`STAGES`], by empties) from positions
//! of recorded games.
//!
//! The statistics are a small text file built into the engine (`engine/weights/mpc.txt`),
//! written by `reversi-engine mpc` (the command that made it is in its header and in
//! `engine/weights/README.md`). One line per (stage, deep depth):
//! `stage LO-HI deep D shallow d a A b B sigma S n N`.

use super::error::DataError;
use std::sync::OnceLock;

/// The shallowest deep depth with a cut.
pub const MIN_DEPTH: u32 = 3;
/// The deepest fitted depth; deeper nodes are searched full width (their children, from
/// this depth down, may still be cut).
pub const MAX_DEPTH: u32 = 14;

/// The stages: nodes with this range of empties share statistics.
pub const STAGES: [(u32, u32); 5] = [(0, 19), (20, 29), (30, 39), (40, 49), (50, 60)];

/// The shallow search's depth for a deep search of `deep` moves: about half, of the same
/// parity (an even and an odd depth see the position after different sides' moves).
pub fn shallow_depth(deep: u32) -> u32 {
    let h = deep / 2;
    if h % 2 == deep % 2 {
        h
    } else {
        h.saturating_sub(1).max(1)
    }
}

/// The stage of a node with `empties` empties (an index into [`STAGES`]).
pub fn stage_of(empties: u32) -> usize {
    STAGES
        .iter()
        .position(|&(lo, hi)| (lo..=hi).contains(&empties))
        .unwrap_or(STAGES.len() - 1)
}

/// One fitted pair: the deep value ≈ `a * shallow + b`, residual `sigma` (centi-discs).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pair {
    pub stage: usize,
    pub deep: u32,
    pub shallow: u32,
    pub a: f64,
    pub b: f64,
    pub sigma: f64,
    /// Positions the fit used.
    pub samples: usize,
}

/// What the search needs at a node: the shallow depth and the regression.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cut {
    pub shallow: u32,
    pub a: f32,
    pub b: f32,
    pub sigma: f32,
}

/// The statistics of every (stage, deep depth) pair.
#[derive(Clone, Debug, PartialEq)]
pub struct MpcTable {
    pub pairs: Vec<Pair>,
    /// The header comments (how the table was made).
    pub header: Vec<String>,
    cuts: Vec<Option<Cut>>,
}

const DEPTHS: usize = MAX_DEPTH as usize + 1;

impl MpcTable {
    /// A table of these pairs (a later pair for the same stage and depth replaces one before).
    pub fn new(pairs: Vec<Pair>, header: Vec<String>) -> MpcTable {
        let mut cuts = vec![None; STAGES.len() * DEPTHS];
        for p in &pairs {
            cuts[p.stage * DEPTHS + p.deep as usize] = Some(Cut {
                shallow: p.shallow,
                a: p.a as f32,
                b: p.b as f32,
                sigma: p.sigma as f32,
            });
        }
        MpcTable {
            pairs,
            header,
            cuts,
        }
    }

    /// The statistics built into the engine (`engine/weights/mpc.txt`).
    pub fn builtin() -> &'static MpcTable {
        static TABLE: OnceLock<MpcTable> = OnceLock::new();
        TABLE.get_or_init(|| {
            MpcTable::parse(include_str!("../../weights/mpc.txt"))
                .unwrap_or_else(|e| panic!("engine/weights/mpc.txt: {e}"))
        })
    }

    /// The cut for a node with `empties` empties searched `depth` moves deep, if fitted.
    #[inline]
    pub fn cut(&self, empties: u32, depth: u32) -> Option<Cut> {
        if !(MIN_DEPTH..=MAX_DEPTH).contains(&depth) {
            return None;
        }
        self.cuts[stage_of(empties) * DEPTHS + depth as usize]
    }

    /// Reads a table: `#` lines are the header, then one pair a line (see the module
    /// documentation). Errors name the line.
    pub fn parse(text: &str) -> Result<MpcTable, DataError> {
        let mut pairs = Vec::new();
        let mut header = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() {
                continue;
            }
            if let Some(h) = line.strip_prefix('#') {
                header.push(h.trim().to_string());
                continue;
            }
            pairs.push(parse_pair(line).map_err(|problem| DataError::Line {
                line: i + 1,
                problem,
            })?);
        }
        Ok(MpcTable::new(pairs, header))
    }

    /// The table as text ([`MpcTable::parse`] reads it back).
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        for h in &self.header {
            s.push_str(&format!("# {h}\n"));
        }
        for p in &self.pairs {
            let (lo, hi) = STAGES[p.stage];
            s.push_str(&format!(
                "stage {lo}-{hi} deep {} shallow {} a {:.4} b {:.1} sigma {:.1} n {}\n",
                p.deep, p.shallow, p.a, p.b, p.sigma, p.samples
            ));
        }
        s
    }
}

fn parse_pair(line: &str) -> Result<Pair, String> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let keys = ["stage", "deep", "shallow", "a", "b", "sigma", "n"];
    if w.len() != 2 * keys.len() || (0..keys.len()).any(|k| w[2 * k] != keys[k]) {
        return Err(format!(
            "expected `stage LO-HI deep D shallow d a A b B sigma S n N`, found `{line}`"
        ));
    }
    let stage = STAGES
        .iter()
        .position(|&(lo, hi)| w[1] == format!("{lo}-{hi}"))
        .ok_or_else(|| format!("unknown stage `{}`", w[1]))?;
    let int = |s: &str, what: &str| {
        s.parse::<u32>()
            .map_err(|_| format!("{what} `{s}` is not a whole number"))
    };
    let num = |s: &str, what: &str| match s.parse::<f64>() {
        Ok(x) if x.is_finite() => Ok(x),
        _ => Err(format!("{what} `{s}` is not a number")),
    };
    let deep = int(w[3], "deep")?;
    let shallow = int(w[5], "shallow")?;
    if !(MIN_DEPTH..=MAX_DEPTH).contains(&deep) {
        return Err(format!("deep {deep} is outside {MIN_DEPTH}-{MAX_DEPTH}"));
    }
    if shallow == 0 || shallow >= deep {
        return Err(format!("shallow {shallow} must be from 1 to deep - 1"));
    }
    let (a, b, sigma) = (num(w[7], "a")?, num(w[9], "b")?, num(w[11], "sigma")?);
    if a <= 0.0 {
        return Err(format!("a {a} must be positive"));
    }
    if sigma <= 0.0 {
        return Err(format!("sigma {sigma} must be positive"));
    }
    Ok(Pair {
        stage,
        deep,
        shallow,
        a,
        b,
        sigma,
        samples: int(w[13], "n")? as usize,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_depths_are_shallower_with_the_same_parity() {
        for deep in MIN_DEPTH..=MAX_DEPTH {
            let s = shallow_depth(deep);
            assert!(s >= 1 && s < deep, "deep {deep}: shallow {s}");
            assert_eq!(s % 2, deep % 2, "deep {deep}: shallow {s}");
        }
    }

    #[test]
    fn bad_lines_are_errors_naming_the_line() {
        let good = "stage 20-29 deep 6 shallow 2 a 1.0 b 0.0 sigma 100.0 n 40";
        assert!(MpcTable::parse(good).is_ok());
        for (bad, what) in [
            ("stage 20-28 deep 6 shallow 2 a 1 b 0 sigma 1 n 4", "stage"),
            (
                "stage 20-29 deep 6 shallow 6 a 1 b 0 sigma 1 n 4",
                "shallow",
            ),
            ("stage 20-29 deep 6 shallow 2 a 1 b 0 sigma 0 n 4", "sigma"),
            ("stage 20-29 deep 6 shallow 2 a x b 0 sigma 1 n 4", "a"),
            ("stage 20-29 deep 99 shallow 2 a 1 b 0 sigma 1 n 4", "deep"),
            ("stage 20-29 deep 6", "expected"),
        ] {
            let e = MpcTable::parse(&format!("# h\n{good}\n{bad}\n"))
                .unwrap_err()
                .to_string();
            assert!(e.starts_with("line 3:") && e.contains(what), "{bad}: {e}");
        }
    }
}
