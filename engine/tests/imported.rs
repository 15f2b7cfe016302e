//! Imported plies: the moves of a pasted game (or another program's game) that the players
//! who sit down to it did not play. A paste marks them, undo and redo keep the mark, a new
//! move played over them drops the ones it replaces, and a saved game (or its GGF) keeps the
//! count.

use reversi_engine::rules::record::{parse_paste, parse_record, write_record};
use reversi_engine::rules::*;

const TIGER: &str = "f5d6c3d3c4f4";

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn a_pasted_transcript_is_imported_and_a_pasted_board_has_nothing_imported() {
    let g = parse_paste(TIGER, GameOptions::default()).unwrap();
    assert_eq!(g.history().len(), 6);
    assert_eq!(g.imported_plies(), 6);
    // A saved game pasted: its moves are the paste's, whatever the file said of them.
    let saved = write_record(&Game::new(GameOptions::default()), "you", "you");
    let mut played = parse_record(&saved).unwrap().game;
    played.play(sq("f5")).unwrap();
    let text = write_record(&played, "you", "computer, Expert");
    assert!(!text.contains("Imported"), "{text}");
    assert_eq!(
        parse_paste(&text, GameOptions::default())
            .unwrap()
            .imported_plies(),
        1
    );
    // A board string starts a game from a position: no plies, none imported.
    let board = "---------------------------OX------XO--------------------------- X";
    let b = parse_paste(board, GameOptions::default()).unwrap();
    assert_eq!((b.history().len(), b.imported_plies()), (0, 0));
    // A game played from the start has none.
    let mut fresh = Game::new(GameOptions::default());
    fresh.play(sq("f5")).unwrap();
    assert_eq!(fresh.imported_plies(), 0);
}

#[test]
fn imported_plies_follow_undo_and_redo_and_a_new_move_replaces_those_taken_back() {
    let mut g = parse_paste(TIGER, GameOptions::default()).unwrap();
    g.undo();
    g.undo();
    assert_eq!(g.imported_plies(), 4, "only the plies on the board count");
    g.redo();
    g.redo();
    assert_eq!(
        g.imported_plies(),
        6,
        "plies played again are the imported ones"
    );
    // Moves played after the paste are the players' own.
    g.play(sq("f6")).unwrap();
    assert_eq!((g.history().len(), g.imported_plies()), (7, 6));
    // Back into the pasted moves, and another move there: the new line is the players'.
    for _ in 0..4 {
        g.undo();
    }
    assert_eq!(g.imported_plies(), 3);
    let other = Square::all()
        .find(|&s| g.is_legal(s) && s != sq("d3"))
        .unwrap();
    g.play(other).unwrap();
    assert_eq!(g.imported_plies(), 3);
    assert!(g.redo_stack().is_empty());
    // The replaced plies do not come back as imported when the game goes on.
    let next = Square::all().find(|&s| g.is_legal(s)).unwrap();
    g.play(next).unwrap();
    assert_eq!((g.history().len(), g.imported_plies()), (5, 3));
    // Taken back before the first imported ply is kept: 3 of the line's plies are still
    // imported when they are played again.
    g.rewind();
    assert_eq!(g.imported_plies(), 0);
    for _ in 0..4 {
        g.redo();
    }
    assert_eq!(g.imported_plies(), 3);
}

#[test]
fn a_saved_game_keeps_its_imported_plies() {
    let mut g = parse_paste(TIGER, GameOptions::default()).unwrap();
    g.play(sq("f6")).unwrap();
    let text = write_record(&g, "you", "computer, Expert");
    assert!(text.contains("[Imported \"6\"]"), "{text}");
    let back = parse_record(&text).unwrap();
    assert_eq!(back.game.imported_plies(), 6);
    assert_eq!(back.game.history(), g.history());
    assert_eq!(write_record(&back.game, "you", "computer, Expert"), text);
    // A game saved after undo into the pasted moves counts only the plies it holds.
    g.undo();
    g.undo();
    g.undo();
    let text = write_record(&g, "you", "computer, Expert");
    assert!(text.contains("[Imported \"4\"]"), "{text}");
}

#[test]
fn a_bad_imported_tag_is_an_error_naming_its_line() {
    let e = parse_record("[Game \"reversi3d\"]\n[Imported \"some\"]\n\nf5 d6\n").unwrap_err();
    assert_eq!(e.line, Some(2), "{e}");
    assert!(e.to_string().contains("Imported 'some'"), "{e}");
    let e = parse_record("[Game \"reversi3d\"]\n[Imported \"3\"]\n\nf5 d6\n").unwrap_err();
    assert_eq!(e.line, Some(2), "{e}");
    assert!(
        e.to_string().contains("more plies than the game's 2"),
        "{e}"
    );
    let ok = parse_record("[Game \"reversi3d\"]\n[Imported \"2\"]\n\nf5 d6\n").unwrap();
    assert_eq!(ok.game.imported_plies(), 2);
}

#[test]
fn a_pasted_game_written_as_ggf_keeps_its_imported_plies() {
    use reversi_engine::rules::ggf::{GgfGame, parse_ggf, write_ggf};
    let mut g = parse_paste(TIGER, GameOptions::default()).unwrap();
    g.play(sq("f6")).unwrap();
    let text = write_ggf(&[GgfGame::from_game(&g, "you", "computer, Expert")]);
    assert!(text.contains("IMPORTED[6]"), "{text}");
    let back = parse_ggf(&text).unwrap()[0].to_game(1).unwrap();
    assert_eq!(back.history(), g.history());
    assert_eq!(back.imported_plies(), 6);
    // A game played from its start says nothing of it.
    let mut fresh = Game::new(GameOptions::default());
    fresh.play(sq("f5")).unwrap();
    let text = write_ggf(&[GgfGame::from_game(&fresh, "you", "you")]);
    assert!(!text.contains("IMPORTED"), "{text}");
    let back = parse_ggf(&text).unwrap()[0].to_game(1).unwrap();
    assert_eq!(back.imported_plies(), 0);
}
