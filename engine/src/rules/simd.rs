//! AVX2 versions of move generation and flips (four directions per vector), used only after
//! runtime detection (`is_x86_feature_detected!("avx2")`), so the binary runs on any x86-64.
//! Checked against the portable code in tests.

#![cfg(target_arch = "x86_64")]

use super::bitboard::ray_table;
use std::arch::x86_64::*;

/// The CPU has what the fast kernels need beyond AVX2 (the exact solver's and
/// [`last_flip_count`]'s `target_feature` set): BMI1, BMI2, POPCNT and LZCNT.
pub fn fast_kernels_available() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("lzcnt")
}

/// Rays from each square: towards higher indices (E, S, SE, SW) and lower (W, N, NW, NE),
/// in the lane order of the shift vectors below.
#[repr(C, align(32))]
struct Rays([[u64; 4]; 64]);

/// Lane shifts 1, 8, 9, 7: E/W, S/N, SE/NW, SW/NE.
static UP: Rays = Rays(ray_table([(1, 0), (0, 1), (1, 1), (-1, 1)]));
static DOWN: Rays = Rays(ray_table([(-1, 0), (0, -1), (-1, -1), (1, -1)]));

#[inline]
#[target_feature(enable = "avx2")]
fn or_lanes(v: __m256i) -> u64 {
    let x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    (_mm_cvtsi128_si64(x) | _mm_extract_epi64::<1>(x)) as u64
}

/// Legal moves of `p` against `o`.
///
/// # Safety
/// The CPU must support AVX2.
#[inline]
#[target_feature(enable = "avx2")]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let inner = (o & 0x7e7e_7e7e_7e7e_7e7e) as i64;
    let mask = _mm256_set_epi64x(inner, inner, o as i64, inner);
    let sh = _mm256_set_epi64x(7, 9, 8, 1);
    let sh2 = _mm256_add_epi64(sh, sh);
    let pp = _mm256_set1_epi64x(p as i64);
    let mut fl = _mm256_and_si256(mask, _mm256_sllv_epi64(pp, sh));
    let mut fr = _mm256_and_si256(mask, _mm256_srlv_epi64(pp, sh));
    fl = _mm256_or_si256(fl, _mm256_and_si256(mask, _mm256_sllv_epi64(fl, sh)));
    fr = _mm256_or_si256(fr, _mm256_and_si256(mask, _mm256_srlv_epi64(fr, sh)));
    let prel = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, sh));
    let prer = _mm256_and_si256(mask, _mm256_srlv_epi64(mask, sh));
    fl = _mm256_or_si256(fl, _mm256_and_si256(prel, _mm256_sllv_epi64(fl, sh2)));
    fr = _mm256_or_si256(fr, _mm256_and_si256(prer, _mm256_srlv_epi64(fr, sh2)));
    fl = _mm256_or_si256(fl, _mm256_and_si256(prel, _mm256_sllv_epi64(fl, sh2)));
    fr = _mm256_or_si256(fr, _mm256_and_si256(prer, _mm256_srlv_epi64(fr, sh2)));
    let m = _mm256_or_si256(_mm256_sllv_epi64(fl, sh), _mm256_srlv_epi64(fr, sh));
    or_lanes(m) & !(p | o)
}

/// The discs of `o` turned over by a `p` disc on square `sq`.
///
/// # Safety
/// The CPU must support AVX2.
#[inline]
#[target_feature(enable = "avx2")]
pub fn flips(p: u64, o: u64, sq: usize) -> u64 {
    let sq = sq & 63;
    // SAFETY: `sq < 64` and the tables are 32-byte aligned arrays of 4 u64 per square.
    let (up, down) = unsafe {
        (
            _mm256_load_si256(UP.0[sq].as_ptr() as *const __m256i),
            _mm256_load_si256(DOWN.0[sq].as_ptr() as *const __m256i),
        )
    };
    let oo = _mm256_set1_epi64x(o as i64);
    let pp = _mm256_set1_epi64x(p as i64);
    let zero = _mm256_setzero_si256();
    let ones = _mm256_set1_epi64x(-1);
    // Towards higher indices: the first square that is not `o` is the lowest set bit.
    let t = _mm256_andnot_si256(oo, up);
    let first = _mm256_and_si256(t, _mm256_sub_epi64(zero, t));
    let out = _mm256_and_si256(first, pp);
    let none = _mm256_cmpeq_epi64(out, zero);
    let f_up = _mm256_andnot_si256(none, _mm256_and_si256(_mm256_add_epi64(out, ones), up));
    // Towards lower indices: the highest set bit, found by smearing along the ray.
    let sh = _mm256_set_epi64x(7, 9, 8, 1);
    let t = _mm256_andnot_si256(oo, down);
    let mut sm = _mm256_or_si256(t, _mm256_srlv_epi64(t, sh));
    sm = _mm256_or_si256(sm, _mm256_srlv_epi64(sm, _mm256_add_epi64(sh, sh)));
    sm = _mm256_or_si256(sm, _mm256_srlv_epi64(sm, _mm256_slli_epi64::<2>(sh)));
    let first = _mm256_andnot_si256(_mm256_srlv_epi64(sm, sh), t);
    let out = _mm256_and_si256(first, pp);
    let below = _mm256_add_epi64(_mm256_slli_epi64::<1>(out), ones);
    let f_down = _mm256_andnot_si256(below, down);
    or_lanes(_mm256_or_si256(f_up, f_down))
}

/// The four lines through each square (row, column, diagonal, anti-diagonal), and the
/// square's place among each line's squares in index order.
struct LastLines {
    mask: [[u64; 4]; 64],
    place: [[u8; 4]; 64],
}

static LAST_LINES: LastLines = {
    let mut mask = [[0u64; 4]; 64];
    let mut place = [[0u8; 4]; 64];
    let dirs: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
    let mut sq = 0;
    while sq < 64 {
        let (r, c) = ((sq / 8) as i32, (sq % 8) as i32);
        let mut d = 0;
        while d < 4 {
            let (dr, dc) = dirs[d];
            let mut m = 1u64 << sq;
            let mut k = 1;
            while k < 8 {
                let (rr, cc) = (r + dr * k, c + dc * k);
                if rr >= 0 && rr < 8 && cc >= 0 && cc < 8 {
                    m |= 1u64 << (rr * 8 + cc);
                }
                let (rr, cc) = (r - dr * k, c - dc * k);
                if rr >= 0 && rr < 8 && cc >= 0 && cc < 8 {
                    m |= 1u64 << (rr * 8 + cc);
                }
                k += 1;
            }
            mask[sq][d] = m;
            place[sq][d] = (m & ((1u64 << sq) - 1)).count_ones() as u8;
            d += 1;
        }
        sq += 1;
    }
    LastLines { mask, place }
};

/// `LAST_COUNT[i][line]`: discs turned over on a line of up to 8 squares by a disc at place
/// `i`, where `line` has a bit for each of the mover's discs and every other square is the
/// opponent's. Squares past a short line's end read as the opponent's, and a run of the
/// opponent's discs that reaches the end turns nothing over, so one table serves every line.
static LAST_COUNT: [[u8; 256]; 8] = {
    let mut t = [[0u8; 256]; 8];
    let mut i = 0;
    while i < 8 {
        let mut line = 0;
        while line < 256 {
            let mut n = 0;
            let mut j = i + 1;
            while j < 8 && line & (1 << j) == 0 {
                j += 1;
            }
            if j < 8 {
                n += j - i - 1;
            }
            let mut j = i as i32 - 1;
            while j >= 0 && line & (1 << j) == 0 {
                j -= 1;
            }
            if j >= 0 {
                n += i - j as usize - 1;
            }
            t[i][line] = n as u8;
            line += 1;
        }
        i += 1;
    }
    t
};

/// [`super::board::last_flip_count`] with BMI2: each line's discs gathered by `pext` and
/// counted by table.
///
/// # Safety
/// The CPU must have the features of [`fast_kernels_available`].
#[inline]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
pub fn last_flip_count(p: u64, sq: usize) -> u32 {
    let sq = sq & 63;
    let (m, at) = (&LAST_LINES.mask[sq], &LAST_LINES.place[sq]);
    let mut n = 0;
    for d in 0..4 {
        let line = _pext_u64(p, m[d]) as usize & 0xff;
        n += LAST_COUNT[at[d] as usize & 7][line] as u32;
    }
    n
}
