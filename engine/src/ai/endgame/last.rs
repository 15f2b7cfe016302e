//! The solver's last four empties: the squares passed down in quadrant-parity order (squares
//! alone in an odd quadrant first), no move generation, no table, code for two empties of its
//! own and a counted (not computed) flip for the last one.

use super::{NEIGHBOUR, PatternKernels, Solver, odd_quadrants, score};

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
pub(super) fn last<K: PatternKernels, const R: bool>(
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
            score::<R>(p, o)
        }
        1 => last1::<K, R>(k, sv, p, o, empties.trailing_zeros() as usize),
        2 => {
            let a = empties.trailing_zeros() as usize;
            let b = 63 - empties.leading_zeros() as usize;
            last2::<K, R>(k, sv, p, o, alpha, beta, a, b)
        }
        3 => {
            let s = parity_order(empties).map(|x| x as usize);
            last34::<K, R, 3>(k, sv, p, o, alpha, beta, [s[0], s[1], s[2]])
        }
        _ => {
            let s = parity_order(empties).map(|x| x as usize);
            last34::<K, R, 4>(k, sv, p, o, alpha, beta, s)
        }
    }
}

/// The score of a full board where the side to move owns `own` discs.
#[inline(always)]
fn full<const R: bool>(own: u32) -> i32 {
    let d = 2 * own as i32 - 64;
    if R { -d } else { d }
}

/// One empty square `sq`: whoever can play it does (the side to move first).
#[inline]
fn last1<K: PatternKernels, const R: bool>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    sq: usize,
) -> i32 {
    k.run(
        #[inline(always)]
        move |k| {
            sv.nodes += 1;
            let f = k.last_flip_count(p, sq);
            if f != 0 {
                return full::<R>(p.count_ones() + 1 + f);
            }
            let f = k.last_flip_count(o, sq);
            if f != 0 {
                return -full::<R>(o.count_ones() + 1 + f);
            }
            score::<R>(p, o)
        },
    )
}

/// Two empty squares `a` and `b`.
#[inline]
fn last2<K: PatternKernels, const R: bool>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    alpha: i32,
    beta: i32,
    a: usize,
    b: usize,
) -> i32 {
    k.run(
        #[inline(always)]
        move |k| {
            sv.nodes += 1;
            let mut best = -1000;
            if NEIGHBOUR[a] & o != 0 {
                let f = k.flips(p, o, a);
                if f != 0 {
                    best = -last1::<K, R>(k, sv, o ^ f, p ^ f ^ (1 << a), b);
                    if best >= beta {
                        return best;
                    }
                }
            }
            if NEIGHBOUR[b] & o != 0 {
                let f = k.flips(p, o, b);
                if f != 0 {
                    let v = -last1::<K, R>(k, sv, o ^ f, p ^ f ^ (1 << b), a);
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
                    best = last1::<K, R>(k, sv, p ^ f, o ^ f ^ (1 << a), b);
                    if best <= alpha {
                        return best;
                    }
                }
            }
            if NEIGHBOUR[b] & p != 0 {
                let f = k.flips(o, p, b);
                if f != 0 {
                    let v = last1::<K, R>(k, sv, p ^ f, o ^ f ^ (1 << b), a);
                    return v.min(best);
                }
            }
            if best < 1000 { best } else { score::<R>(p, o) }
        },
    )
}

/// Three or four empty squares `sq` (in the order to try them): each move leads to the same
/// search on the other squares, in the same order.
#[inline]
fn last34<K: PatternKernels, const R: bool, const N: usize>(
    k: K,
    sv: &mut Solver<'_>,
    p: u64,
    o: u64,
    mut alpha: i32,
    beta: i32,
    sq: [usize; N],
) -> i32 {
    k.run(
        #[inline(always)]
        move |k| {
            sv.nodes += 1;
            let mut best = -1000;
            for (i, &x) in sq.iter().enumerate() {
                if NEIGHBOUR[x] & o == 0 {
                    continue;
                }
                let f = k.flips(p, o, x);
                if f == 0 {
                    continue;
                }
                let v = -rest::<K, R, N>(k, sv, o ^ f, p ^ f ^ (1 << x), -beta, -alpha, sq, i);
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
            for (i, &x) in sq.iter().enumerate() {
                if NEIGHBOUR[x] & p == 0 {
                    continue;
                }
                let f = k.flips(o, p, x);
                if f == 0 {
                    continue;
                }
                // Value for p after the opponent's move with p to move.
                let v = rest::<K, R, N>(k, sv, p ^ f, o ^ f ^ (1 << x), alpha, beta2, sq, i);
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
            if best < 1000 { best } else { score::<R>(p, o) }
        },
    )
}

/// The search on the squares of `sq` other than `sq[i]`.
#[inline(always)]
fn rest<K: PatternKernels, const R: bool, const N: usize>(
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
        last34::<K, R, 3>(k, sv, p, o, alpha, beta, r)
    } else {
        last2::<K, R>(k, sv, p, o, alpha, beta, r[0], r[1])
    }
}
