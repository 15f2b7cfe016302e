//! The solver's last four empties: the squares passed down in quadrant-parity order (squares
//! alone in an odd quadrant first), no move generation, no table, code for two empties of its
//! own and a counted (not computed) flip for the last one.
//!
//! Within the last four empties the steps call each other's `#[inline(always)]` bodies, not
//! their entry points: a call per step there (the most frequent nodes) cost about 10% of the
//! solver's instructions. [`last`] enters them through [`Steps::last2`] and
//! [`Steps::last34`], and the compiler inlines those into the entry point of
//! [`super::search`], so the last four empties run without a call.

use super::{NEIGHBOUR, Solver, Steps, odd_quadrants, score};

/// Up to four empty squares, those in odd quadrants first.
#[inline(always)]
fn parity_order(empties: u64) -> [u8; 4] {
    let mut out = [0u8; 4];
    let mut k = 0;
    let odd = odd_quadrants(empties);
    for set in [empties & odd, empties & !odd] {
        let mut m = set;
        while m != 0 && k < 4 {
            out[k] = m.trailing_zeros() as u8;
            m &= m - 1;
            k += 1;
        }
    }
    out
}

/// The exact score for `p` to move with the `n` (0 to 4) empties left, within (alpha, beta),
/// fail-soft.
#[inline(always)]
pub(super) fn last<K: Steps, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    n: u32,
) -> i32 {
    let empties = !(p | o);
    match n {
        0 => {
            sv.nodes += 1;
            score::<REVERSE>(p, o)
        }
        1 => last1::<K, REVERSE>(k, sv, p, o, empties.trailing_zeros() as usize),
        2 => {
            let a = empties.trailing_zeros() as usize;
            let b = 63 - empties.leading_zeros() as usize;
            k.last2::<REVERSE>(sv, p, o, alpha, beta, a, b)
        }
        3 => {
            let s = parity_order(empties);
            let s = [s[0] as usize, s[1] as usize, s[2] as usize];
            k.last34::<REVERSE, 3>(sv, p, o, alpha, beta, s)
        }
        _ => {
            let s = parity_order(empties).map(|x| x as usize);
            k.last34::<REVERSE, 4>(sv, p, o, alpha, beta, s)
        }
    }
}

/// The score of a full board where the side to move owns `own` discs.
#[inline(always)]
fn full<const REVERSE: bool>(own: u32) -> i32 {
    let d = 2 * own as i32 - 64;
    if REVERSE { -d } else { d }
}

/// One empty square `sq`: whoever can play it does (the side to move first).
#[inline(always)]
fn last1<K: Steps, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    sq: usize,
) -> i32 {
    sv.nodes += 1;
    let f = k.last_flip_count(p, sq);
    if f != 0 {
        return full::<REVERSE>(p.count_ones() + 1 + f);
    }
    let f = k.last_flip_count(o, sq);
    if f != 0 {
        return -full::<REVERSE>(o.count_ones() + 1 + f);
    }
    score::<REVERSE>(p, o)
}

/// Two empty squares `a` and `b`.
#[inline(always)]
pub(super) fn last2<K: Steps, const REVERSE: bool>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    a: usize,
    b: usize,
) -> i32 {
    sv.nodes += 1;
    let mut best = -1000;
    if NEIGHBOUR[a] & o != 0 {
        let f = k.flips(p, o, a);
        if f != 0 {
            best = -last1::<K, REVERSE>(k, sv, o ^ f, p ^ f ^ (1 << a), b);
            if best >= beta {
                return best;
            }
        }
    }
    if NEIGHBOUR[b] & o != 0 {
        let f = k.flips(p, o, b);
        if f != 0 {
            let v = -last1::<K, REVERSE>(k, sv, o ^ f, p ^ f ^ (1 << b), a);
            return v.max(best);
        }
    }
    if best > -1000 {
        return best;
    }
    // The side to move passes.
    let mut best = 1000;
    if NEIGHBOUR[a] & p != 0 {
        let f = k.flips(o, p, a);
        if f != 0 {
            best = last1::<K, REVERSE>(k, sv, p ^ f, o ^ f ^ (1 << a), b);
            if best <= alpha {
                return best;
            }
        }
    }
    if NEIGHBOUR[b] & p != 0 {
        let f = k.flips(o, p, b);
        if f != 0 {
            let v = last1::<K, REVERSE>(k, sv, p ^ f, o ^ f ^ (1 << b), a);
            return v.min(best);
        }
    }
    if best < 1000 {
        best
    } else {
        score::<REVERSE>(p, o)
    }
}

/// Three or four empty squares `sq` (in the order to try them): each move leads to the same
/// search on the other squares, in the same order.
#[inline(always)]
pub(super) fn last34<K: Steps, const REVERSE: bool, const N: usize>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    mut alpha: i32,
    beta: i32,
    sq: [usize; N],
) -> i32 {
    sv.nodes += 1;
    let mut best = -1000;
    for i in 0..N {
        let x = sq[i];
        if NEIGHBOUR[x] & o == 0 {
            continue;
        }
        let f = k.flips(p, o, x);
        if f == 0 {
            continue;
        }
        let v = -rest::<K, REVERSE, N>(k, sv, o ^ f, p ^ f ^ (1 << x), -beta, -alpha, sq, i);
        if v > best {
            best = v;
            if v > alpha {
                alpha = v;
                if v >= beta {
                    return v;
                }
            }
        }
    }
    if best > -1000 {
        return best;
    }
    // Pass: the opponent moves, or the game is over.
    let mut best = 1000;
    let mut beta2 = beta;
    for i in 0..N {
        let x = sq[i];
        if NEIGHBOUR[x] & p == 0 {
            continue;
        }
        let f = k.flips(o, p, x);
        if f == 0 {
            continue;
        }
        // Value for p after the opponent's move with p to move.
        let v = rest::<K, REVERSE, N>(k, sv, p ^ f, o ^ f ^ (1 << x), alpha, beta2, sq, i);
        if v < best {
            best = v;
            if v < beta2 {
                beta2 = v;
                if v <= alpha {
                    return v;
                }
            }
        }
    }
    if best < 1000 {
        best
    } else {
        score::<REVERSE>(p, o)
    }
}

/// The search on the squares of `sq` other than `sq[i]`.
#[inline(always)]
fn rest<K: Steps, const REVERSE: bool, const N: usize>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    sq: [usize; N],
    i: usize,
) -> i32 {
    let mut r = [0usize; 3];
    let mut n = 0;
    for (j, &x) in sq.iter().enumerate() {
        if j != i && n < 3 {
            r[n] = x;
            n += 1;
        }
    }
    if N == 4 {
        // The played square changed its quadrant's parity: the lone square first.
        let odd = odd_quadrants((1u64 << r[0]) | (1u64 << r[1]) | (1u64 << r[2]));
        if (1u64 << r[0]) & odd == 0 {
            if (1u64 << r[1]) & odd != 0 {
                r.swap(0, 1);
            } else if (1u64 << r[2]) & odd != 0 {
                r.swap(0, 2);
            }
        }
        last34::<K, REVERSE, 3>(k, sv, p, o, alpha, beta, r)
    } else {
        last2::<K, REVERSE>(k, sv, p, o, alpha, beta, r[0], r[1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::final_score;
    use crate::ai::tt::TranspositionTable;
    use crate::rules::Variant;
    use crate::rules::board::{flips, legal_moves};
    use crate::rules::kernels::Portable;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// The exact score by plain minimax over the rules' moves (passes included).
    fn minimax(p: u64, o: u64, variant: Variant, passed: bool) -> i32 {
        let moves = legal_moves(p, o);
        if moves == 0 {
            if passed {
                return final_score(p, o, variant);
            }
            return -minimax(o, p, variant, true);
        }
        let mut best = i32::MIN;
        let mut m = moves;
        while m != 0 {
            let sq = m.trailing_zeros() as usize;
            m &= m - 1;
            let f = flips(p, o, sq);
            best = best.max(-minimax(o ^ f, p ^ f ^ (1 << sq), variant, false));
        }
        best
    }

    /// A board with `n` empty squares, the others shared at random.
    fn random_position(rng: &mut StdRng, n: u32) -> (u64, u64) {
        let mut empties = 0u64;
        while empties.count_ones() < n {
            empties |= 1 << rng.random_range(0..64);
        }
        let p = rng.random::<u64>() & !empties;
        (p, !empties & !p)
    }

    /// `last` with kernels `k` agrees with minimax on random positions of 0 to 4 empties,
    /// in the full window and as a fail-soft bound outside narrow ones.
    fn agrees_with_minimax<K: Steps>(k: K) {
        let mut rng = StdRng::seed_from_u64(4);
        let tt = TranspositionTable::with_bytes(1 << 16);
        for variant in Variant::ALL {
            let mut sv = Solver::new(&tt, variant);
            for i in 0..3000 {
                let n = i % 5;
                let (p, o) = random_position(&mut rng, n);
                let want = minimax(p, o, variant, false);
                let run = |sv: &mut Solver<'_>, alpha: i32, beta: i32| match variant {
                    Variant::Classic => last::<K, false>(k, sv, p, o, alpha, beta, n),
                    Variant::Reverse => last::<K, true>(k, sv, p, o, alpha, beta, n),
                };
                let at = format!("{variant:?} {n} empties: {p:#x} {o:#x}");
                assert_eq!(run(&mut sv, -65, 65), want, "{at}");
                for (alpha, beta) in [(want - 1, want + 1), (want, want + 2), (want - 2, want)] {
                    let v = run(&mut sv, alpha, beta);
                    if want <= alpha {
                        assert!(
                            want <= v && v <= alpha,
                            "fail-low {v} in {alpha}..{beta}: {at}"
                        );
                    } else if want >= beta {
                        assert!(
                            beta <= v && v <= want,
                            "fail-high {v} in {alpha}..{beta}: {at}"
                        );
                    } else {
                        assert_eq!(v, want, "{at}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_last_empties_agree_with_minimax_portable() {
        agrees_with_minimax(Portable);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_last_empties_agree_with_minimax_avx2() {
        if let Some(k) = crate::rules::kernels::Avx2::detect() {
            agrees_with_minimax(k);
        }
    }

    #[test]
    fn parity_order_puts_squares_of_odd_quadrants_first() {
        // a1 alone in its quadrant; b8 and c8 share theirs; h8 alone.
        let a1 = 0;
        let (b8, c8, h8) = (57, 58, 63);
        let empties = [a1, b8, c8, h8].iter().fold(0u64, |m, &s| m | 1 << s);
        assert_eq!(parity_order(empties), [a1, h8, b8, c8]);
    }
}
