//! The learned pattern evaluation (Classic): the predicted final disc difference as a sum of
//! weights, one per pattern instance, looked up by the contents of its squares, plus a few
//! scalar terms (mobility, potential mobility, parity), with one set of weights per stage of
//! the game (four empties a stage).
//!
//! The weights are trained by `reversi-engine train` (see [`super::tools::training`]) from the
//! recorded tournament games in `engine/tests/data/recorded-games.tsv` with exact endgame
//! labels and from self-play games ([`super::tools::selfplay`]), and ship in
//! `engine/weights/classic.bin` (built into the binary; `engine/weights/README.md` says how to
//! rebuild it). The file format is described at [`Weights::to_bytes`].

use super::error::DataError;
use super::eval::neighbours;
use crate::rules::Board;
use crate::rules::board::legal_moves;
#[cfg(target_arch = "x86_64")]
use crate::rules::kernels::Avx2;
use crate::rules::kernels::{Kernels, Portable};
use std::sync::OnceLock;

/// Weight sets: one per four empties (0–3, 4–7, …, 60).
pub const STAGES: usize = 16;

/// The stage used at `empties` empty squares.
#[inline]
pub fn stage(empties: u32) -> usize {
    (empties as usize / 4).min(STAGES - 1)
}

/// The patterns, each a list of (row, column) squares in the order of its ternary digits
/// (row 0 is rank 1, column 0 is file a). Every symmetric image that covers a different set
/// of squares is an instance sharing the same weights.
const PATTERNS: [(&str, &[(u8, u8)]); 11] = [
    (
        "line2",
        &[
            (1, 0),
            (1, 1),
            (1, 2),
            (1, 3),
            (1, 4),
            (1, 5),
            (1, 6),
            (1, 7),
        ],
    ),
    (
        "line3",
        &[
            (2, 0),
            (2, 1),
            (2, 2),
            (2, 3),
            (2, 4),
            (2, 5),
            (2, 6),
            (2, 7),
        ],
    ),
    (
        "line4",
        &[
            (3, 0),
            (3, 1),
            (3, 2),
            (3, 3),
            (3, 4),
            (3, 5),
            (3, 6),
            (3, 7),
        ],
    ),
    (
        "diag8",
        &[
            (0, 0),
            (1, 1),
            (2, 2),
            (3, 3),
            (4, 4),
            (5, 5),
            (6, 6),
            (7, 7),
        ],
    ),
    (
        "diag7",
        &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)],
    ),
    ("diag6", &[(0, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5, 7)]),
    ("diag5", &[(0, 3), (1, 4), (2, 5), (3, 6), (4, 7)]),
    ("diag4", &[(0, 4), (1, 5), (2, 6), (3, 7)]),
    (
        "edge+2x",
        &[
            (0, 0),
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (0, 5),
            (0, 6),
            (0, 7),
            (1, 1),
            (1, 6),
        ],
    ),
    (
        "corner3x3",
        &[
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 0),
            (1, 1),
            (1, 2),
            (2, 0),
            (2, 1),
            (2, 2),
        ],
    ),
    (
        "corner2x5",
        &[
            (0, 0),
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 0),
            (1, 1),
            (1, 2),
            (1, 3),
            (1, 4),
        ],
    ),
];

/// Scalar terms after the pattern tables: bias with an even / odd number of empties,
/// mobility difference, potential-mobility difference.
const SCALARS: usize = 4;

/// Number of pattern instances.
pub const INSTANCES: usize = 46;

/// One symmetric image of a pattern.
#[derive(Clone, Copy)]
struct Instance {
    mask: u64,
    /// Offset of the pattern's table within a stage.
    table: u32,
    /// Offset of this instance's binary-to-ternary table in `Layout::ternary`.
    ternary: u32,
    /// Squares in digit order.
    squares: [u8; 10],
    len: u8,
    /// Which pattern of [`PATTERNS`] it is an image of.
    pattern: u8,
}

/// Where each pattern instance's weights are, stage by stage.
pub(crate) struct Layout {
    instances: [Instance; INSTANCES],
    /// Each instance's (`mask`, `table`, `ternary`), for the evaluation's inner loop.
    compact: [(u64, u32, u32); INSTANCES],
    /// For each square, each instance's 3^digit of that square (0 if it has not the square).
    powers: [IndexVec; 64],
    /// For each instance: for the bits of `mask` in ascending order read as a binary number
    /// `b`, the sum of 3^digit over the set bits (the digit each square has in the pattern).
    ternary: Vec<u32>,
    /// Offset of the scalar terms within a stage.
    pub(crate) scalars: usize,
    /// Entries in a stage.
    pub(crate) per_stage: usize,
}

pub(crate) fn layout() -> &'static Layout {
    static L: OnceLock<Layout> = OnceLock::new();
    L.get_or_init(build_layout)
}

/// The 8 symmetries of the board on (row, column).
fn symmetric(t: u8, (r, c): (u8, u8)) -> (u8, u8) {
    let (mut r, mut c) = if t & 4 != 0 { (c, r) } else { (r, c) };
    if t & 1 != 0 {
        c = 7 - c;
    }
    if t & 2 != 0 {
        r = 7 - r;
    }
    (r, c)
}

fn build_layout() -> Layout {
    let mut instances = Vec::with_capacity(INSTANCES);
    let mut ternary = Vec::new();
    let mut offset = 0usize;
    for (pattern, (_, squares)) in PATTERNS.iter().enumerate() {
        let mut seen: Vec<u64> = Vec::new();
        for t in 0..8 {
            let sq: Vec<u8> = squares
                .iter()
                .map(|&rc| {
                    let (r, c) = symmetric(t, rc);
                    r * 8 + c
                })
                .collect();
            let mask = sq.iter().fold(0u64, |m, &s| m | 1 << s);
            if seen.contains(&mask) {
                continue;
            }
            seen.push(mask);
            // Digit of each bit of the mask, in ascending bit order.
            let mut bits: Vec<u8> = sq.clone();
            bits.sort_unstable();
            let digit: Vec<u32> = bits
                .iter()
                .map(|b| sq.iter().position(|s| s == b).unwrap() as u32)
                .collect();
            let start = ternary.len() as u32;
            for b in 0u32..1 << sq.len() {
                let mut v = 0;
                for (j, d) in digit.iter().enumerate() {
                    if b >> j & 1 != 0 {
                        v += 3u32.pow(*d);
                    }
                }
                ternary.push(v);
            }
            let mut squares_arr = [0u8; 10];
            squares_arr[..sq.len()].copy_from_slice(&sq);
            instances.push(Instance {
                mask,
                table: offset as u32,
                ternary: start,
                squares: squares_arr,
                len: sq.len() as u8,
                pattern: pattern as u8,
            });
        }
        offset += 3usize.pow(squares.len() as u32);
    }
    assert_eq!(instances.len(), INSTANCES);
    let compact = std::array::from_fn(|i| {
        let inst: &Instance = &instances[i];
        (inst.mask, inst.table, inst.ternary)
    });
    let mut powers = [[0u32; LANES]; 64];
    for (i, inst) in instances.iter().enumerate() {
        for (d, &sq) in inst.squares[..inst.len as usize].iter().enumerate() {
            powers[sq as usize][i] = 3u32.pow(d as u32);
        }
    }
    Layout {
        compact,
        powers,
        instances: instances.try_into().unwrap_or_else(|_| unreachable!()),
        ternary,
        scalars: offset,
        per_stage: offset + SCALARS,
    }
}

/// Lanes of an [`IndexVec`]: the instances, padded to a multiple of 8.
pub(crate) const LANES: usize = 48;
/// The instances' indices ([`indices`]) in `INSTANCES` lanes of `LANES`, the rest zero.
pub(crate) type IndexVec = [u32; LANES];

/// The indices, seen from the opponent's side, that the children of (`p`, `o`) start from:
/// [`Weights::evaluate_child`] adds each child's changes.
#[inline(always)]
pub(crate) fn child_base<K: PatternKernels>(k: K, p: u64, o: u64) -> IndexVec {
    let mut idx = [0u32; INSTANCES];
    k.indices(o, p, &mut idx);
    let mut out = [0u32; LANES];
    out[..INSTANCES].copy_from_slice(&idx);
    out
}

/// The evaluation's features by name: the patterns, then the scalar terms (the parity bias,
/// mobility and potential mobility), in the order of `instance_feature`'s numbers.
pub fn feature_names() -> Vec<&'static str> {
    PATTERNS
        .iter()
        .map(|(name, _)| *name)
        .chain(["parity", "mobility", "potential"])
        .collect()
}

/// The feature ([`feature_names`]) that pattern instance `i` belongs to.
pub(crate) fn instance_feature(i: usize) -> usize {
    layout().instances[i].pattern as usize
}

/// Entries per stage (pattern tables and scalar terms).
pub fn entries_per_stage() -> usize {
    layout().per_stage
}

/// Each instance's index into the stage's weights (pattern table offset included), with
/// digits 0 = empty, 1 = player, 2 = opponent.
#[inline]
pub fn indices(p: u64, o: u64, out: &mut [u32; INSTANCES]) {
    #[cfg(target_arch = "x86_64")]
    if let Some(k) = Avx2::detect() {
        return k.indices(p, o, out);
    }
    indices_portable(p, o, out);
}

/// The same indices as [`indices`], square by square (no BMI2).
pub fn indices_portable(p: u64, o: u64, out: &mut [u32; INSTANCES]) {
    let l = layout();
    for (i, inst) in l.instances.iter().enumerate() {
        let mut idx = 0u32;
        for &s in inst.squares[..inst.len as usize].iter().rev() {
            let d = ((p >> s) & 1) as u32 + 2 * ((o >> s) & 1) as u32;
            idx = idx * 3 + d;
        }
        out[i] = inst.table + idx;
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
fn indices_bmi2(p: u64, o: u64, out: &mut [u32; INSTANCES]) {
    use std::arch::x86_64::_pext_u64;
    let l = layout();
    for (i, inst) in l.instances.iter().enumerate() {
        let t = &l.ternary[inst.ternary as usize..];
        let bp = _pext_u64(p, inst.mask) as usize;
        let bo = _pext_u64(o, inst.mask) as usize;
        out[i] = inst.table + t[bp] + 2 * t[bo];
    }
}

/// The sum of the weights `w` (one stage's) of every pattern instance of the position,
/// instance by instance, without the index array: the `pext` of each instance's squares
/// read as ternary digits through its table, and the weight added at once.
///
/// # Safety
/// The CPU must have BMI2; `w` must hold a stage's `Layout::per_stage` weights.
#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "bmi2")]
unsafe fn pattern_sum_bmi2(l: &Layout, w: &[i16], p: u64, o: u64) -> i32 {
    use std::arch::x86_64::_pext_u64;
    debug_assert!(w.len() >= l.per_stage);
    let t = l.ternary.as_ptr();
    let mut sum = 0i32;
    for &(mask, table, ternary) in &l.compact {
        // SAFETY: a `pext` by `mask` is below 2^popcount(mask), the length of the
        // instance's stretch of `ternary` from its offset; a ternary value is below
        // 3^popcount(mask), the size of the pattern's table at `table`, which lies inside a
        // stage (`build_layout` makes them so).
        unsafe {
            let bp = *t.add(ternary as usize + _pext_u64(p, mask) as usize);
            let bo = *t.add(ternary as usize + _pext_u64(o, mask) as usize);
            sum += *w.get_unchecked((table + bp + 2 * bo) as usize) as i32;
        }
    }
    sum
}

/// Bitboard kernels that also give the pattern indices: what the evaluation needs to run
/// with a kernel set's CPU features.
pub trait PatternKernels: Kernels {
    /// [`indices`] with this set's instructions.
    fn indices(self, p: u64, o: u64, out: &mut [u32; INSTANCES]);

    /// The sum of the weights of one stage (`w`, the `Layout::per_stage` entries of the
    /// stage) at every instance's index ([`indices`]).
    #[inline(always)]
    fn pattern_sum(self, w: &[i16], p: u64, o: u64) -> i32 {
        let mut idx = [0u32; INSTANCES];
        self.indices(p, o, &mut idx);
        idx.iter().map(|&i| w[i as usize] as i32).sum()
    }
}

impl PatternKernels for Portable {
    #[inline(always)]
    fn indices(self, p: u64, o: u64, out: &mut [u32; INSTANCES]) {
        indices_portable(p, o, out)
    }
}

#[cfg(target_arch = "x86_64")]
impl PatternKernels for Avx2 {
    #[inline(always)]
    fn indices(self, p: u64, o: u64, out: &mut [u32; INSTANCES]) {
        // SAFETY: an `Avx2` value exists only on a CPU with BMI2 (`Avx2::detect`).
        unsafe { indices_bmi2(p, o, out) }
    }

    #[inline(always)]
    fn pattern_sum(self, w: &[i16], p: u64, o: u64) -> i32 {
        let l = layout();
        assert!(w.len() >= l.per_stage);
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with BMI2
        // (`Avx2::detect`); `w` holds a stage (checked just above).
        unsafe { pattern_sum_bmi2(l, w, p, o) }
    }
}

/// The scalar features of a position for the side to move: (index of the parity bias,
/// mobility difference, potential-mobility difference).
pub(crate) fn scalar_features(p: u64, o: u64) -> (usize, i32, i32) {
    scalars(p, o, legal_moves)
}

/// [`scalar_features`] with the given move generator.
#[inline(always)]
fn scalars(p: u64, o: u64, legal_moves: impl Fn(u64, u64) -> u64) -> (usize, i32, i32) {
    let empty = !(p | o);
    let n = empty.count_ones();
    let mob = legal_moves(p, o).count_ones() as i32 - legal_moves(o, p).count_ones() as i32;
    let pot =
        (neighbours(o) & empty).count_ones() as i32 - (neighbours(p) & empty).count_ones() as i32;
    ((n & 1) as usize, mob, pot)
}

/// Trained weights: `STAGES` × `entries_per_stage()` values in centi-discs.
#[derive(PartialEq, Eq)]
pub struct Weights {
    values: Vec<i16>,
}

impl std::fmt::Debug for Weights {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Weights({} values)", self.values.len())
    }
}

const MAGIC: &[u8; 8] = b"R3DPAT01";

impl Weights {
    /// All zero (evaluates every position as 0).
    pub fn zero() -> Weights {
        Weights {
            values: vec![0; STAGES * entries_per_stage()],
        }
    }

    /// The weights of stage `s` (see [`stage`]), for the trainer.
    pub(crate) fn stage_mut(&mut self, s: usize) -> &mut [i16] {
        let per = entries_per_stage();
        &mut self.values[s * per..(s + 1) * per]
    }

    /// The weights built into the binary.
    pub fn builtin() -> &'static Weights {
        static W: OnceLock<Weights> = OnceLock::new();
        W.get_or_init(|| {
            Weights::from_bytes(include_bytes!("../../weights/classic.bin"))
                .expect("engine/weights/classic.bin is built in and checked by the tests")
        })
    }

    /// The file format: the 8 bytes `R3DPAT01`, then `STAGES` and the entries per stage as
    /// little-endian u32, then the values stage by stage as little-endian i16, where a 0 is
    /// followed by a u16 count of further zeros (runs of zeros are common: most
    /// configurations of the large patterns never occur).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(STAGES as u32).to_le_bytes());
        out.extend_from_slice(&(entries_per_stage() as u32).to_le_bytes());
        let mut i = 0;
        while i < self.values.len() {
            let v = self.values[i];
            out.extend_from_slice(&v.to_le_bytes());
            i += 1;
            if v == 0 {
                let mut run = 0u16;
                while i < self.values.len() && self.values[i] == 0 && run < u16::MAX {
                    run += 1;
                    i += 1;
                }
                out.extend_from_slice(&run.to_le_bytes());
            }
        }
        out
    }

    /// Reads [`Weights::to_bytes`]; the error says what is wrong.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, DataError> {
        if bytes.len() < 16 || &bytes[..8] != MAGIC {
            return Err(DataError::Weights(
                "not a reversi3d weights file (no R3DPAT01 header)".into(),
            ));
        }
        let u32_at = |i: usize| u32::from_le_bytes(bytes[i..i + 4].try_into().unwrap()) as usize;
        let (stages, per) = (u32_at(8), u32_at(12));
        if stages != STAGES || per != entries_per_stage() {
            return Err(DataError::Weights(format!(
                "weights file has {stages} stages of {per} entries; this build expects {STAGES} of {}",
                entries_per_stage()
            )));
        }
        let total = stages * per;
        let mut values = Vec::with_capacity(total);
        let mut i = 16;
        while values.len() < total {
            let Some(v) = bytes.get(i..i + 2) else {
                return Err(DataError::Weights(format!(
                    "weights file ends early: {} of {total} values",
                    values.len()
                )));
            };
            let v = i16::from_le_bytes([v[0], v[1]]);
            i += 2;
            values.push(v);
            if v == 0 {
                let Some(r) = bytes.get(i..i + 2) else {
                    return Err(DataError::Weights(
                        "weights file ends inside a run of zeros".into(),
                    ));
                };
                i += 2;
                let run = u16::from_le_bytes([r[0], r[1]]) as usize;
                if values.len() + run > total {
                    return Err(DataError::Weights(
                        "weights file has more values than expected".into(),
                    ));
                }
                values.resize(values.len() + run, 0);
            }
        }
        if i != bytes.len() {
            return Err(DataError::Weights(format!(
                "weights file has {} bytes after the last value",
                bytes.len() - i
            )));
        }
        Ok(Weights { values })
    }

    /// The evaluation in centi-discs for the side to move.
    #[inline]
    pub fn evaluate(&self, p: u64, o: u64) -> i32 {
        self.evaluate_with(p, o, indices, legal_moves)
    }

    /// [`Weights::evaluate`] with the kernels `k` (with [`Avx2`], the pattern indices by
    /// BMI2's `pext`): the exact solver's move ordering calls it at every node with many
    /// empties.
    #[inline]
    pub fn evaluate_with_kernels<K: PatternKernels>(&self, k: K, p: u64, o: u64) -> i32 {
        k.run(
            #[inline(always)]
            |k| self.evaluate_moves(k, p, o, k.legal_moves(p, o)),
        )
    }

    #[inline(always)]
    fn evaluate_with(
        &self,
        p: u64,
        o: u64,
        indices: impl Fn(u64, u64, &mut [u32; INSTANCES]),
        legal_moves: impl Fn(u64, u64) -> u64,
    ) -> i32 {
        let l = layout();
        let n = (!(p | o)).count_ones();
        let w = &self.values[stage(n) * l.per_stage..][..l.per_stage];
        let mut idx = [0u32; INSTANCES];
        indices(p, o, &mut idx);
        let mut sum = 0i32;
        for i in idx {
            sum += w[i as usize] as i32;
        }
        let (parity, mob, pot) = scalars(p, o, legal_moves);
        let s = &w[l.scalars..];
        sum + s[parity] as i32 + s[2] as i32 * mob + s[3] as i32 * pot
    }

    /// [`Weights::evaluate`] inside code already compiled for the kernels `k` (a step of the
    /// midgame search), given `moves`, the legal moves of `p`, which the search has: the same
    /// value without generating them again.
    #[inline(always)]
    pub(crate) fn evaluate_moves<K: PatternKernels>(
        &self,
        k: K,
        p: u64,
        o: u64,
        moves: u64,
    ) -> i32 {
        let l = layout();
        let empty = !(p | o);
        let n = empty.count_ones();
        let w = &self.values[stage(n) * l.per_stage..][..l.per_stage];
        let sum = k.pattern_sum(w, p, o);
        let mob = moves.count_ones() as i32 - k.legal_moves(o, p).count_ones() as i32;
        let pot = (neighbours(o) & empty).count_ones() as i32
            - (neighbours(p) & empty).count_ones() as i32;
        let s = &w[l.scalars..];
        sum + s[(n & 1) as usize] as i32 + s[2] as i32 * mob + s[3] as i32 * pot
    }
}

impl Weights {
    /// The evaluation of the child (`np`, `no`) of a position whose [`child_base`] is
    /// `base`, reached by a move to `sq` that turned `f` (`theirs`: the legal moves of
    /// `np`): the indices are the base's with the move's square become the opponent's (digit
    /// 0 to 2) and each turned disc too (1 to 2), instead of made from the board again. The
    /// same value as [`Weights::evaluate`].
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn evaluate_child<K: PatternKernels>(
        &self,
        k: K,
        base: &IndexVec,
        sq: usize,
        f: u64,
        np: u64,
        no: u64,
        theirs: u64,
    ) -> i32 {
        let l = layout();
        let mut idx = *base;
        let add = |idx: &mut IndexVec, d: &IndexVec| {
            for (a, b) in idx.iter_mut().zip(d) {
                *a += b;
            }
        };
        add(&mut idx, &l.powers[sq]);
        add(&mut idx, &l.powers[sq]);
        let mut t = f;
        while t != 0 {
            add(&mut idx, &l.powers[t.trailing_zeros() as usize]);
            t &= t - 1;
        }
        let empty = !(np | no);
        let n = empty.count_ones();
        let w = &self.values[stage(n) * l.per_stage..][..l.per_stage];
        // The indices are the child's, so inside the stage; capping them (a few vector
        // instructions) proves it to the compiler, whose checks lane by lane cost more.
        let last = l.scalars as u32 - 1;
        for a in idx.iter_mut() {
            *a = (*a).min(last);
        }
        let mut sum = 0i32;
        for &i in &idx[..INSTANCES] {
            // SAFETY: `i` <= `last` < `l.scalars` <= `w.len()` (capped just above).
            sum += unsafe { *w.get_unchecked(i as usize) } as i32;
        }
        let mob = theirs.count_ones() as i32 - k.legal_moves(no, np).count_ones() as i32;
        let pot = (neighbours(no) & empty).count_ones() as i32
            - (neighbours(np) & empty).count_ones() as i32;
        let s = &w[l.scalars..];
        sum + s[(n & 1) as usize] as i32 + s[2] as i32 * mob + s[3] as i32 * pot
    }
}

/// The built-in pattern evaluation of a Classic position, centi-discs for the side to move.
#[inline]
pub fn evaluate(b: &Board) -> i32 {
    Weights::builtin().evaluate(b.player, b.opponent)
}
