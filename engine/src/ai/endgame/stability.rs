//! Stable discs, for the solver's stability cutoff: discs no move can ever flip, from the
//! edges (where a table of every edge's contents gives those its own moves can never flip)
//! inwards, through full lines and stable neighbours of the same colour.

use std::sync::LazyLock;

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// For each edge, as the bits of the player's discs (high byte) and the opponent's (low
/// byte), the player's discs that no sequence of moves on the edge can flip. Discs on an edge
/// can only be flipped along it, and any empty square of it may be taken by either side at
/// any time (a move there may be legal through another line): a disc is stable when no such
/// move flips it and it is stable again after each.
static EDGE_TABLE: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let mut memo = vec![None; 1 << 16];
    (0..1usize << 16)
        .map(|i| {
            let (p, o) = ((i >> 8) as u8, i as u8);
            if p & o != 0 {
                0
            } else {
                stable_on_line(p, o, &mut memo) & p
            }
        })
        .collect()
});

/// The discs of either side (`a`, `b`) on a line of 8 that no sequence of moves on it flips.
fn stable_on_line(a: u8, b: u8, memo: &mut [Option<u8>]) -> u8 {
    let key = usize::from(a) << 8 | usize::from(b);
    if let Some(s) = memo[key] {
        return s;
    }
    let mut stable = a | b;
    for sq in 0..8 {
        if (a | b) >> sq & 1 != 0 {
            continue;
        }
        // `a` plays there, then `b`.
        let f = line_flips(a, b, sq);
        stable &= !f & stable_on_line(a | f | 1 << sq, b & !f, memo);
        let f = line_flips(b, a, sq);
        stable &= !f & stable_on_line(a & !f, b | f | 1 << sq, memo);
    }
    memo[key] = Some(stable);
    stable
}

/// The discs of `them` that `me` flips by playing on the empty square `sq` of a line of 8.
fn line_flips(me: u8, them: u8, sq: u32) -> u8 {
    let mut flips = 0;
    for step in [-1i32, 1] {
        let mut run = 0u8;
        let mut i = sq as i32 + step;
        while (0..8).contains(&i) && them >> i & 1 != 0 {
            run |= 1 << i;
            i += step;
        }
        if (0..8).contains(&i) && me >> i & 1 != 0 {
            flips |= run;
        }
    }
    flips
}

/// The 8 squares of file A as a byte (a1 the lowest bit).
#[inline(always)]
fn file_a(x: u64) -> usize {
    ((x & FILE_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// The byte `b` of [`file_a`] back on file A.
#[inline(always)]
fn on_file_a(b: u8) -> u64 {
    // Each bit i of the byte to square 8i: spread the byte over the 8 ranks, keep bit i of
    // rank i, then move it down to file A.
    const DIAGONAL: u64 = 0x8040_2010_0804_0201;
    ((((u64::from(b).wrapping_mul(0x0101_0101_0101_0101)) & DIAGONAL) + 0x7f7f_7f7f_7f7f_7f7f) >> 7)
        & FILE_A
}

/// The discs of `x` that no move on the edges can flip: each edge looked up in the table.
#[inline]
fn edge_table_stable(x: u64, occupied: u64) -> u64 {
    let o = occupied & !x;
    let t = &*EDGE_TABLE;
    let edge = |p: usize, o: usize| t[p << 8 | o];
    u64::from(edge(x as usize & 0xff, o as usize & 0xff))
        | u64::from(edge((x >> 56) as usize, (o >> 56) as usize)) << 56
        | on_file_a(edge(file_a(x), file_a(o)))
        | on_file_a(edge(file_a(x >> 7), file_a(o >> 7))) << 7
}

/// The 42 lines through the board (8 rows, 8 columns, 26 diagonals of 2 or more squares).
#[cfg(test)]
const LINES: [u64; 42] = lines();

#[cfg(test)]
const fn lines() -> [u64; 42] {
    let mut out = [0u64; 42];
    let mut n = 0;
    let mut i = 0;
    while i < 8 {
        out[n] = 0xffu64 << (8 * i);
        out[n + 1] = 0x0101_0101_0101_0101u64 << i;
        n += 2;
        i += 1;
    }
    // Diagonals (down-right) and anti-diagonals (down-left), by their start square.
    let mut d = -6i32;
    while d <= 6 {
        let (mut a, mut b) = (0u64, 0u64);
        let mut r = 0;
        while r < 8 {
            let c = r + d;
            if c >= 0 && c < 8 {
                a |= 1u64 << (r * 8 + c);
                b |= 1u64 << (r * 8 + (7 - c));
            }
            r += 1;
        }
        out[n] = a;
        out[n + 1] = b;
        n += 2;
        d += 1;
    }
    out
}

/// The squares of the full lines of each direction: rows, columns, diagonals (a1 to h8's
/// way) and anti-diagonals (a8 to h1's). No move can flip a disc along a full line.
#[inline]
fn full_lines(occupied: u64) -> [u64; 4] {
    // A row is full when its first square's bit survives the and of all eight: the same
    // for the columns along the first rank.
    let mut r = occupied;
    r &= r >> 4;
    r &= r >> 2;
    r &= r >> 1;
    let mut c = occupied;
    c &= c >> 32;
    c &= c >> 16;
    c &= c >> 8;
    // The one-square diagonals (h1 and a8 one way, a1 and h8 the other) are no lines.
    [
        (r & FILE_A) * 0xff,
        (c & 0xff) * FILE_A,
        full_along::<9>(occupied, &DIAGONAL_EDGES) & !(1 << 7 | 1 << 56),
        full_along::<7>(occupied, &ANTI_EDGES) & !(1 | 1 << 63),
    ]
}

/// The squares `k` steps beyond the board from each square, up a row and `dc` columns across
/// each step, for `k` = 1, 2, 4, then the same down a row and back across.
const fn beyond(dc: i32) -> [u64; 6] {
    let mut out = [0u64; 6];
    let mut i = 0;
    while i < 6 {
        let k = 1 << (i % 3);
        let dir = if i < 3 { 1 } else { -1 };
        let mut sq = 0;
        while sq < 64 {
            let (r, c) = (sq / 8 + dir * k, sq % 8 + dir * dc * k);
            if r < 0 || r > 7 || c < 0 || c > 7 {
                out[i] |= 1 << sq;
            }
            sq += 1;
        }
        i += 1;
    }
    out
}

const DIAGONAL_EDGES: [u64; 6] = beyond(1);
const ANTI_EDGES: [u64; 6] = beyond(-1);

/// The occupied squares whose line through them in the direction of `SHIFT` (9: up a row and
/// right a column; 7: up and left) is occupied all the way to the board's edge both ways:
/// 1, 2 then 4 more squares checked at each of three steps, the squares beyond the edge
/// counting as occupied.
#[inline(always)]
fn full_along<const SHIFT: u32>(occupied: u64, beyond: &[u64; 6]) -> u64 {
    let mut up = occupied;
    up &= (up >> SHIFT) | beyond[0];
    up &= (up >> (2 * SHIFT)) | beyond[1];
    up &= (up >> (4 * SHIFT)) | beyond[2];
    let mut down = occupied;
    down &= (down << SHIFT) | beyond[3];
    down &= (down << (2 * SHIFT)) | beyond[4];
    down &= (down << (4 * SHIFT)) | beyond[5];
    up & down
}

/// Discs of `x` that can never be flipped (a lower bound): those stable along an edge, then
/// every disc that, in each of the four directions, lies on a full line, on the board's
/// edge, or next to a stable disc of its own colour (which a flip along that line would have
/// to flip too), until no more are found.
#[inline]
pub fn stable_discs(x: u64, occupied: u64) -> u64 {
    stable_discs_up_to(x, occupied, 64)
}

/// [`stable_discs`], or as soon as `enough` of them are found, those (at least `enough`):
/// what a cutoff that needs that many asks.
#[inline]
pub(super) fn stable_discs_up_to(x: u64, occupied: u64, enough: u32) -> u64 {
    const FILE_H: u64 = FILE_A << 7;
    const BORDER: u64 = FILE_A | FILE_H | 0xff | (0xff << 56);
    let [rows, columns, diagonals, anti] = full_lines(occupied);
    // Squares that cannot be flipped along each direction whatever their neighbours.
    let (rows, columns) = (rows | FILE_A | FILE_H, columns | 0xff | (0xff << 56));
    let (diagonals, anti) = (diagonals | BORDER, anti | BORDER);
    let mut stable = edge_table_stable(x, occupied);
    loop {
        if stable.count_ones() >= enough {
            return stable;
        }
        let along_row = rows | ((stable << 1) & !FILE_A) | ((stable >> 1) & !FILE_H);
        let along_column = columns | (stable << 8) | (stable >> 8);
        let along_diagonal = diagonals | ((stable << 9) & !FILE_A) | ((stable >> 9) & !FILE_H);
        let along_anti = anti | ((stable << 7) & !FILE_H) | ((stable >> 7) & !FILE_A);
        let more = stable | (x & along_row & along_column & along_diagonal & along_anti);
        if more == stable {
            return stable;
        }
        stable = more;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    /// The next number of a xorshift sequence kept in `x`.
    fn next(x: &mut u64) -> u64 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x
    }

    /// The edge table against the rule it encodes, played out: on every edge of random
    /// positions, each disc it calls stable keeps its colour through every sequence of edge
    /// moves (checked on random sequences), and a full edge is stable whole.
    #[test]
    fn the_edge_table_marks_discs_no_edge_move_flips() {
        let t = &*EDGE_TABLE;
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            let r = next(&mut x);
            let (a, b) = ((r & 0xff) as u8, ((r >> 8) as u8) & !(r as u8));
            let s = t[usize::from(a) << 8 | usize::from(b)];
            let (mut p, mut o) = (a, b);
            let mut mover = next(&mut x) & 1 == 0;
            while p | o != 0xff {
                let empty = !(p | o);
                let k = (next(&mut x) % u64::from(empty.count_ones())) as usize;
                let sq = (0..8).filter(|i| empty >> i & 1 != 0).nth(k).unwrap();
                if mover {
                    let f = line_flips(p, o, sq);
                    (p, o) = (p | f | 1 << sq, o & !f);
                } else {
                    let f = line_flips(o, p, sq);
                    (p, o) = (p & !f, o | f | 1 << sq);
                }
                assert_eq!(p & s, s, "a stable disc of {a:08b} / {b:08b} flipped");
                mover = next(&mut x) & 1 == 0;
            }
        }
        assert_eq!(t[0xff << 8], 0xff);
        assert_eq!(
            t[0x0f << 8 | 0xf0],
            0x0f,
            "a full edge: all of the player's discs"
        );
        // One disc on a1 with the rest of the edge empty: the corner alone.
        assert_eq!(t[0x01 << 8], 0x01);
        // b1 with the opponent on c1 and a1 empty: the opponent's move on a1 flips it.
        assert_eq!(t[0x02 << 8 | 0x04], 0);
    }

    /// Files come out as bytes and go back to their squares.
    #[test]
    fn files_round_trip_through_bytes() {
        for b in 0..=255u8 {
            let file: u64 = (0..8)
                .filter(|i| b >> i & 1 != 0)
                .map(|i| 1u64 << (8 * i))
                .sum();
            assert_eq!(on_file_a(b), file, "{b:08b}");
            assert_eq!(file_a(file), usize::from(b));
            assert_eq!(file_a(file | !FILE_A), usize::from(b));
        }
    }

    /// The full lines of each direction, against the lines one by one.
    #[test]
    fn full_lines_are_the_lines_that_are_full() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for i in 0..20_000 {
            let x = next(&mut x);
            // Mostly full boards, so that many lines are full.
            let occupied = !(x & x.rotate_left(17) & x.rotate_left(31) >> (i % 3));
            let mut want = [0u64; 4];
            for (j, l) in LINES.into_iter().enumerate() {
                if occupied & l == l {
                    want[usize::from(j >= 16) * 2 + j % 2] |= l;
                }
            }
            assert_eq!(full_lines(occupied), want, "{occupied:#x}");
        }
        // Each direction's lines in their own place: the long diagonals, and the full board
        // (whose one-square diagonals, h1 and a8 one way, a1 and h8 the other, are no lines).
        let (diagonal, anti) = (0x8040_2010_0804_0201, 0x0102_0408_1020_4080);
        assert_eq!(full_lines(diagonal), [0, 0, diagonal, 0]);
        assert_eq!(full_lines(anti), [0, 0, 0, anti]);
        assert_eq!(full_lines(0xff << 8), [0xff << 8, 0, 0, 0]);
        assert_eq!(full_lines(FILE_A << 3), [0, FILE_A << 3, 0, 0]);
        let full = full_lines(!0);
        assert_eq!(full, [!0, !0, !(1 << 7 | 1 << 56), !(1 | 1 << 63)]);
    }

    /// Asked for at least `enough` stable discs, the early answer is some of the stable
    /// discs, at least `enough` of them when there are that many, else all of them.
    #[test]
    fn stable_discs_up_to_stops_at_enough_of_the_stable_discs() {
        let mut x = 0x6a09_e667_f3bc_c908u64;
        for i in 0..5_000 {
            let x = next(&mut x);
            let occupied = !(x & x.rotate_left(23) >> (i % 4));
            let mine = occupied & x.rotate_left(11);
            let all = stable_discs(mine, occupied);
            for enough in [0, 1, 3, 8, 20, 64] {
                let some = stable_discs_up_to(mine, occupied, enough);
                assert_eq!(some & !all, 0, "{occupied:#x} {mine:#x}: not stable");
                let n = some.count_ones();
                assert!(
                    n >= enough.min(all.count_ones()),
                    "{occupied:#x} {mine:#x}: {n} of {} for {enough}",
                    all.count_ones()
                );
                if n < enough {
                    assert_eq!(some, all, "fewer than asked: all of them");
                }
            }
        }
    }

    /// Discs behind a stable wall of their own colour are stable too. The first three ranks
    /// of one colour: all 24 discs, where the edges alone give 12. With c3 empty, rank 3 is
    /// not full but its discs are still stable, each leaning on the next towards a3 or h3. A
    /// lone d2 beside empty squares is not.
    #[test]
    fn stability_spreads_from_the_edges_inwards() {
        let rank = |r: u32| 0xffu64 << (8 * r);
        let square = |name: &str| Square::parse(name).unwrap().bit();
        let o = square("d5") | square("e6");
        let x = rank(0) | rank(1) | rank(2);
        assert_eq!(edge_table_stable(x, x | o).count_ones(), 12);
        assert_eq!(stable_discs(x, x | o), x);
        let holed = x & !square("c3");
        assert_eq!(stable_discs(holed, holed | o), holed);
        let lone = rank(0) | square("d2");
        assert_eq!(stable_discs(lone, lone | o), rank(0));
        // The other side's stable discs are its own: here only a corner.
        let o = o | square("h8");
        assert_eq!(stable_discs(o, x | o), square("h8"));
    }
}
