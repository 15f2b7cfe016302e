//! The solver's validation sets (`engine/tests/data/validation-*.obf`): they are what their
//! documented draw gives, and the solver's scores on a sample of them hold up against checks
//! that do not use the solved position's own search (its children solved separately with a
//! small table, and the exact labels an earlier self-play run wrote).

mod common;

use common::data;
use reversi_engine::ai::Engine;
use reversi_engine::ai::tools::validation::{
    Candidate, Drawn, Scored, SourceGame, draw, label_errors, recorded_games, score,
    score_every_move, selfplay_games, to_obf,
};
use reversi_engine::rules::notation::parse_obf;
use reversi_engine::rules::{Bitboard, Board, Side, Square, Variant};
use std::collections::HashSet;

fn sources() -> (Vec<SourceGame>, Vec<SourceGame>) {
    let text = std::fs::read_to_string(data("recorded-games.tsv")).unwrap();
    let recorded = recorded_games(&text, "recorded-games.tsv").unwrap();
    let text = std::fs::read_to_string(data("selfplay-sample.txt")).unwrap();
    let selfplay = selfplay_games(&text, "selfplay-sample.txt").unwrap();
    (recorded, selfplay)
}

/// The draw documented in `engine/tests/data/README.md`: `count` positions for each number
/// of empties from each source, seed 1.
fn documented_draw(lo: u32, hi: u32, count: usize) -> Vec<Drawn> {
    let (recorded, selfplay) = sources();
    let mut seen = HashSet::new();
    let mut drawn = draw(&recorded, lo..=hi, count, 1, &mut seen);
    drawn.extend(draw(&selfplay, lo..=hi, count, 1, &mut seen));
    drawn
}

/// The positions of an OBF file of the test data with its scores (best move, score).
fn set(name: &str) -> Vec<(Board, u32, Option<Square>, i32)> {
    let text = std::fs::read_to_string(data(name)).unwrap();
    parse_obf(&text)
        .unwrap()
        .into_iter()
        .map(|(line, obf)| {
            let p = obf.position;
            let b = match p.to_move {
                Side::Dark => Board::new(p.dark, p.light),
                Side::Light => Board::new(p.light, p.dark),
            };
            assert_eq!(obf.moves.len(), 1, "{name} line {line}: one scored move");
            let (mv, s) = obf.moves[0];
            (b, b.empty_count(), mv, s)
        })
        .collect()
}

#[test]
fn validation_sets_are_the_documented_draw_of_distinct_playable_positions() {
    for (name, lo, hi, count) in [
        ("validation-20-22.obf", 20, 22, 8),
        ("validation-23-24.obf", 23, 24, 4),
        ("validation-25-26.obf", 25, 26, 2),
        ("validation-27-28.obf", 27, 28, 1),
    ] {
        let file = set(name);
        let drawn = documented_draw(lo, hi, count);
        assert_eq!(
            file.len(),
            2 * count * (hi - lo + 1) as usize,
            "{name}: count positions per empties from each of the two sources"
        );
        assert_eq!(
            file.iter().map(|f| f.0).collect::<Vec<_>>(),
            drawn.iter().map(|d| d.position.board()).collect::<Vec<_>>(),
            "{name} is not what its documented draw gives"
        );
        let mut seen = HashSet::new();
        for (b, empties, mv, _) in &file {
            assert!((lo..=hi).contains(empties), "{name}: {empties} empties");
            assert!(b.legal_moves() != 0, "{name}: the side to move has a move");
            let m = mv.expect("a position with a move has a best move");
            assert!(b.is_legal(m), "{name}: the best move {m} is legal");
            let canonical = (0..8)
                .map(|s| b.transform(s))
                .min_by_key(|t| (t.player, t.opponent));
            let c = canonical.unwrap();
            assert!(
                seen.insert((c.player, c.opponent)),
                "{name}: a position drawn twice (up to symmetry)"
            );
        }
    }
    // Another seed draws other positions.
    let (recorded, _) = sources();
    let a = draw(&recorded, 20..=20, 8, 1, &mut HashSet::new());
    let b = draw(&recorded, 20..=20, 8, 2, &mut HashSet::new());
    assert_ne!(a, b);
}

#[test]
fn solver_scores_agree_with_the_children_solved_apart_and_with_selfplay_labels() {
    // Two positions at 20 empties: the first drawn from recorded games and the first from
    // self-play. The file's score (written by the solver when the set was made) is the
    // solver's today, and it is the best of the children's scores, each child solved by a
    // fresh engine with a 1 MiB table (other cutoffs, other ordering, no shared entries).
    let file = set("validation-20-22.obf");
    let picks = [0, 24];
    let mut engine = Engine::new(Variant::Classic, 16 << 20);
    for &i in &picks {
        let (b, empties, mv, s) = file[i];
        assert_eq!(empties, 20);
        let (v, _) = engine.solve_exact(&b);
        assert_eq!(v, s, "position {i}: solver against the file");
        let mut best = -65;
        for sq in Bitboard(b.legal_moves()) {
            let child = b.play(sq).unwrap();
            let (cv, _) = Engine::new(Variant::Classic, 1 << 20).solve_exact(&child);
            if Some(sq) == mv {
                assert_eq!(
                    -cv, s,
                    "position {i}: the file's best move {sq} keeps the score"
                );
            }
            best = best.max(-cv);
        }
        assert_eq!(best, s, "position {i}: the best child");
    }
    // The self-play file's exact labels (solved by an earlier build in another run) agree:
    // `score` refuses a disagreement.
    let (_, selfplay) = sources();
    let drawn = draw(&selfplay, 20..=20, 2, 7, &mut HashSet::new());
    assert_eq!(drawn.len(), 2);
    for d in &drawn {
        let known = d
            .position
            .known
            .expect("self-play labels 20 empties exactly");
        let s = score(&mut engine, d).unwrap();
        assert_eq!(s.score, known, "{}", d.source);
    }
}

#[test]
fn selfplay_labels_above_the_exact_empties_are_the_first_exact_label_carried_back() {
    // The sample was played with exact labels from 20 empties. Above 20, a position's label
    // is not exact: it is the label of the game's first position at 20 empties or fewer, for
    // whoever is to move (the same side: the same value; the other side: its negation).
    let (_, selfplay) = sources();
    let mut carried = 0;
    for g in &selfplay[..20] {
        let first = g
            .positions
            .iter()
            .find(|c| c.known.is_some())
            .expect("every sample game reaches 20 empties");
        let value = first.known.unwrap();
        for c in &g.positions {
            if c.empties() <= 20 {
                assert_eq!(c.propagated, None, "{}", g.source);
                continue;
            }
            assert_eq!(c.known, None, "{}: not exact above 20 empties", g.source);
            if let Some(label) = c.propagated {
                let want = if c.to_move == first.to_move {
                    value
                } else {
                    -value
                };
                assert_eq!(label, want, "{}", g.source);
                carried += 1;
            }
        }
    }
    assert!(carried > 300, "{carried} labels carried back in 20 games");
}

#[test]
fn label_errors_measure_the_carried_labels_against_the_exact_scores() {
    let at = |label: Option<i32>| Drawn {
        position: Candidate {
            dark: 0,
            light: 0,
            to_move: Side::Dark,
            known: None,
            propagated: label,
        },
        source: "test".into(),
    };
    let scored = |score: i32| Scored {
        best: None,
        score,
        nodes: 0,
        moves: Vec::new(),
    };
    // Labels 4, -2, 0, 10 and one exact position (no label) against the scores 4, 2, -2, 4
    // and 6: differences 0, 4, 2, 6; the -2 (a loss) and the 0 (a draw) name another result
    // than the scores' win and loss.
    let drawn = [
        at(Some(4)),
        at(Some(-2)),
        at(Some(0)),
        at(Some(10)),
        at(None),
    ];
    let scores = [scored(4), scored(2), scored(-2), scored(4), scored(6)];
    let e = label_errors(&drawn, &scores).unwrap();
    assert_eq!(e.positions, 4);
    assert_eq!(e.mean, 3.0);
    assert_eq!(e.median, 3.0);
    assert_eq!(e.equal, 1);
    assert_eq!(e.other_result, 2);
    assert_eq!(label_errors(&drawn[4..], &scores[4..]), None);
}

#[test]
fn a_set_scored_on_every_move_gives_each_legal_move_its_exact_score_best_first() {
    // Two positions at 14 empties from recorded games, every move scored, written and read
    // back: each legal move once, best first, the first the position's score, and each the
    // negation of its child's score solved apart.
    let (recorded, _) = sources();
    let drawn = draw(&recorded, 14..=14, 2, 3, &mut HashSet::new());
    let mut engine = Engine::new(Variant::Classic, 16 << 20);
    let scored: Vec<Scored> = drawn
        .iter()
        .map(|d| score_every_move(&mut engine, d).unwrap())
        .collect();
    let text = to_obf(&["test".into()], &drawn, Some(&scored));
    let lines = parse_obf(&text).unwrap();
    assert_eq!(lines.len(), drawn.len());
    for ((_, line), (d, s)) in lines.iter().zip(drawn.iter().zip(&scored)) {
        let b = d.position.board();
        assert_eq!(line.moves.len() as u32, b.legal_moves().count_ones());
        assert_eq!(line.moves[0], (s.best, s.score));
        assert!(line.moves.windows(2).all(|w| w[0].1 >= w[1].1));
        for &(mv, v) in &line.moves {
            let child = b.play(mv.unwrap()).unwrap();
            let (cv, _) = Engine::new(Variant::Classic, 1 << 20).solve_exact(&child);
            assert_eq!(v, -cv, "{mv:?} in {}", d.source);
        }
    }
}
