//! The named openings: the catalogue (every line legal, each name and each position once, the
//! positions of well-known lines as worked out by hand), matching in the four orientations,
//! the move where a game left the book, and what has no name.

use reversi_engine::rules::notation::replay;
use reversi_engine::rules::openings::{Book, CATALOGUE, opening_name, opening_of};
use reversi_engine::rules::{Bitboard, Game, GameOptions, PlyKind, Side, Square, StartPosition};
use std::collections::{HashMap, HashSet};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The squares of a transcript written without spaces (`f5d6c3`).
fn moves(text: &str) -> Vec<Square> {
    text.as_bytes()
        .chunks(2)
        .map(|c| sq(std::str::from_utf8(c).unwrap()))
        .collect()
}

fn discs(squares: &str) -> u64 {
    squares.split_whitespace().map(|s| sq(s).bit()).sum()
}

fn name_of(text: &str) -> Option<String> {
    opening_name(&moves(text)).map(|m| m.name)
}

#[test]
fn the_catalogue_reads_and_every_line_is_legal_with_the_rules() {
    let book = Book::parse(CATALOGUE).unwrap_or_else(|e| panic!("{e}"));
    assert!(book.lines().len() >= 75, "{} lines", book.lines().len());
    assert_eq!(Book::builtin().lines(), book.lines());
    for row in book.lines() {
        let text: String = row.moves.iter().map(|m| m.to_string()).collect();
        // The game's rules (not the catalogue's own replay) play every move, without a pass.
        let g = replay(GameOptions::default(), &text)
            .unwrap_or_else(|e| panic!("{} (line {}): {e}", row.name, row.line));
        assert_eq!(g.history().len(), row.moves.len(), "{}: a pass", row.name);
        assert!(
            g.history()
                .iter()
                .all(|p| matches!(p.kind, PlyKind::Move(_))),
            "{}: a pass",
            row.name
        );
        assert_eq!(row.moves[0], sq("f5"), "{}", row.name);
    }
}

#[test]
fn no_two_rows_share_a_name_or_a_position() {
    let book = Book::builtin();
    let mut names = HashSet::new();
    let mut ends: HashMap<(u64, u64), &str> = HashMap::new();
    for row in book.lines() {
        for alias in row.name.split(" / ") {
            assert!(names.insert(alias), "{alias} names two rows");
        }
        let text: String = row.moves.iter().map(|m| m.to_string()).collect();
        let g = replay(GameOptions::default(), &text).unwrap();
        let end = (g.discs(Side::Dark), g.discs(Side::Light));
        if let Some(other) = ends.insert(end, &row.name) {
            panic!("{} and {other} reach the same position", row.name);
        }
    }
    // About a hundred names, the three second moves among them.
    assert!(names.len() >= 90, "{} names", names.len());
    for first in ["Perpendicular", "Diagonal", "Parallel"] {
        assert!(names.contains(first), "{first}");
    }
}

#[test]
fn a_broken_catalogue_is_refused_naming_the_line() {
    let cases = [
        (
            "# c\nf5d6\n",
            "openings line 2: f5d6: no name after the moves",
        ),
        (
            "f5d6 Perpendicular\nf5d6 Other\n",
            "openings line 2: Other reaches the same position as Perpendicular (line 1)",
        ),
        ("f5z9 Odd", "openings line 1: move 2: z9 is not a square"),
        ("\nf5f5 Odd", "openings line 2: move 2: f5 is not legal"),
        ("e6f4 Turned", "openings line 1: e6f4: a line begins f5"),
        (
            "f5pa Passing",
            "openings line 1: a named line has no passes",
        ),
        (
            "f5d6 A / B\nf5f6 B\n",
            "openings line 2: B is also a name on line 1",
        ),
    ];
    for (text, want) in cases {
        let e = Book::parse(text).unwrap_err().to_string();
        assert!(e.starts_with(want), "{text:?}: {e}");
    }
}

/// Positions worked out by hand from the start (d5 e4 dark, d4 e5 light), move by move.
#[test]
fn named_lines_reach_the_positions_worked_out_by_hand() {
    let cases = [
        // Tiger: f5 takes e5; d6 takes d5; c3 takes d4; d3 takes d4 back; c4 takes d4.
        ("Tiger", "c3 c4 d4 e4 e5 f5", "d3 d5 d6"),
        // Buffalo: f5 takes e5; f6 takes e5; e6 takes e5; f4 takes e4 and f5; c3 takes d4.
        (
            "Buffalo / Kenichi Variation",
            "c3 d4 d5 e5 e6",
            "e4 f4 f5 f6",
        ),
        // Perpendicular: f5 takes e5, d6 takes d5.
        ("Perpendicular", "e4 e5 f5", "d4 d5 d6"),
        // Diagonal: f5 takes e5, f6 takes e5 back.
        ("Diagonal", "d5 e4 f5", "d4 e5 f6"),
        // Parallel: f5 takes e5, f4 takes e4.
        ("Parallel", "d5 e5 f5", "d4 e4 f4"),
    ];
    for (name, dark, light) in cases {
        let row = Book::builtin()
            .lines()
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("{name} is in the catalogue"));
        let text: String = row.moves.iter().map(|m| m.to_string()).collect();
        let g = replay(GameOptions::default(), &text).unwrap();
        assert_eq!(
            (
                Bitboard(g.discs(Side::Dark)),
                Bitboard(g.discs(Side::Light))
            ),
            (Bitboard(discs(dark)), Bitboard(discs(light))),
            "{name} ({text})"
        );
    }
    // The lines as the catalogue writes them, checked by hand against the published ones
    // (turned to f5 first).
    for (name, line) in [
        ("Tiger", "f5d6c3d3c4"),
        ("Rose", "f5d6c5f4e3c6d3f6e6d7"),
        ("Buffalo / Kenichi Variation", "f5f6e6f4c3"),
        ("Heath / Tobidashi", "f5f6e6f4g5"),
        ("Cow", "f5f6e6f4e3"),
        ("Stephenson", "f5d6c3d3c4f4f6"),
        ("Snake / Peasant", "f5f6e6f4g6"),
    ] {
        assert_eq!(name_of(line).as_deref(), Some(name), "{line}");
    }
}

#[test]
fn the_tiger_is_named_in_each_of_the_four_orientations() {
    // f5 first, then the same line mirrored on the a1–h8 diagonal (e6 first), turned half a
    // turn (c4 first) and mirrored on the other diagonal (d3 first).
    for line in ["f5d6c3d3c4", "e6f4c3c4d3", "c4e3f6e6f5", "d3c5f6f5e6"] {
        let m = opening_name(&moves(line)).unwrap_or_else(|| panic!("{line}: no name"));
        assert_eq!(m.name, "Tiger", "{line}");
        assert_eq!(m.line_text(), line, "the line in the game's orientation");
        assert_eq!((m.in_book, m.left_at), (5, None), "{line}");
        assert_eq!(m.summary(), "Tiger · in book");
    }
    // Every named line, in every orientation, is named after itself.
    for row in Book::builtin().lines() {
        for s in [0u8, 3, 4, 7] {
            let turned: Vec<Square> = row
                .moves
                .iter()
                .map(|&m| reversi_engine::rules::bitboard::transform_square(m, s))
                .collect();
            let m = opening_name(&turned).unwrap();
            assert_eq!(m.name, row.name, "symmetry {s}");
            assert_eq!(m.line, turned, "{} symmetry {s}", row.name);
        }
    }
}

/// The first legal move after `text` that is not `except`.
fn first_other_move(text: &str, except: &[&str]) -> Square {
    let g = replay(GameOptions::default(), text).unwrap();
    Bitboard(g.legal_moves())
        .squares()
        .find(|s| !except.contains(&s.to_string().as_str()))
        .unwrap()
}

#[test]
fn the_game_keeps_the_deepest_name_and_the_move_where_it_left_the_book() {
    // After the Tiger the book goes on with b3 (Aubrey) or f4 (Stephenson, Ishii, …).
    let out = first_other_move("f5d6c3d3c4", &["b3", "f4"]);
    let m = opening_name(&moves(&format!("f5d6c3d3c4{out}"))).unwrap();
    assert_eq!(
        (m.name.as_str(), m.in_book, m.left_at),
        ("Tiger", 5, Some(6))
    );
    assert_eq!(m.summary(), "Tiger · left the book at move 6");
    // f4 stays in the book without a name of its own: still the Tiger, leaving at move 7.
    let line = "f5d6c3d3c4f4";
    let m = opening_name(&moves(line)).unwrap();
    assert_eq!((m.name.as_str(), m.in_book, m.left_at), ("Tiger", 6, None));
    let out = first_other_move(line, &["c5", "e3", "e6", "f6"]);
    let m = opening_name(&moves(&format!("{line}{out}"))).unwrap();
    assert_eq!(
        (m.name.as_str(), m.in_book, m.left_at),
        ("Tiger", 6, Some(7))
    );
    // The same game turned (e6 first) leaves at the same move with the same name.
    let turned: Vec<Square> = moves(&format!("{line}{out}"))
        .into_iter()
        .map(|m| reversi_engine::rules::bitboard::transform_square(m, 4))
        .collect();
    let t = opening_name(&turned).unwrap();
    assert_eq!((t.name.as_str(), t.left_at), ("Tiger", Some(7)));
    assert_eq!(t.line_text(), "e6f4c3c4d3");
    // Deeper: the Stephenson, then the No-Kung, and moves after the book do not change it.
    assert_eq!(name_of("f5d6c3d3c4f4f6").as_deref(), Some("Stephenson"));
    let m = opening_name(&moves("f5d6c3d3c4f4f6g5e3")).unwrap();
    assert_eq!((m.name.as_str(), m.left_at), ("No-Kung", None));
    // A move that is not legal leaves the book there.
    let m = opening_name(&moves("f5d6a1")).unwrap();
    assert_eq!((m.name.as_str(), m.left_at), ("Perpendicular", Some(3)));
}

#[test]
fn every_game_has_a_name_from_its_second_move_and_none_before() {
    assert_eq!(opening_name(&[]), None);
    for first in ["f5", "e6", "d3", "c4"] {
        assert_eq!(name_of(first), None, "{first}");
        let g = replay(GameOptions::default(), first).unwrap();
        let mut names = HashSet::new();
        for reply in Bitboard(g.legal_moves()) {
            let m = opening_name(&[sq(first), reply]).unwrap();
            names.insert(m.name);
        }
        let want: HashSet<String> = ["Perpendicular", "Diagonal", "Parallel"]
            .map(String::from)
            .into();
        assert_eq!(names, want, "{first}");
    }
}

#[test]
fn a_game_from_another_start_has_no_opening_name() {
    let g = replay(GameOptions::default(), "f5d6c3d3c4").unwrap();
    assert_eq!(opening_of(&g).map(|m| m.name).as_deref(), Some("Tiger"));
    // Undone moves are not the game's: the name follows the moves played.
    let mut undone = g.clone();
    undone.undo();
    undone.undo();
    assert_eq!(
        opening_of(&undone).map(|m| m.name).as_deref(),
        Some("Perpendicular")
    );
    for start in StartPosition::ALL {
        if start == StartPosition::Standard {
            continue;
        }
        let mut g = Game::new(GameOptions {
            start,
            ..GameOptions::default()
        });
        for _ in 0..6 {
            if let Some(s) = Bitboard(g.legal_moves()).squares().next() {
                g.play(s).unwrap();
            }
        }
        assert_eq!(opening_of(&g), None, "{start:?}");
    }
}

#[test]
fn a_named_position_reached_mirrored_or_by_another_move_order_is_named() {
    // After f5 f6 e6 the position is its own mirror image on the a1–h8 diagonal, so d6 is
    // the catalogue's f4 mirrored: the Buffalo, Heath and Cow played that way are theirs.
    for (game, name) in [
        ("f5f6e6d6c3", "Buffalo / Kenichi Variation"),
        ("f5f6e6d6e7", "Heath / Tobidashi"),
        ("f5f6e6d6c5", "Cow"),
        ("f5f6e6d6c3d3", "Hokuriku Buffalo"),
        // The Snake turned half a turn (c4c3d3c5b3), then mirrored on the same diagonal.
        ("c4c3d3e3c2", "Snake / Peasant"),
    ] {
        let m = opening_name(&moves(game)).unwrap_or_else(|| panic!("{game}: no name"));
        assert_eq!(m.name, name, "{game}");
        assert_eq!(m.left_at, None, "{game} is in the book");
        assert_eq!(m.line_text(), game, "the line as the game played it");
    }
    // A transposition into a mirrored Inoue (f5d6c5f4e3c6e6): Parallel first, then Inoue.
    let m = opening_name(&moves("f5f4e3d6e6f3c5")).unwrap();
    assert_eq!((m.name.as_str(), m.left_at), ("Inoue", None));
}
