//! The formats players paste for analysis: GGF games (read, write, round trips, bad input
//! refused with its position) and transcripts as written on game sites.

mod common;

use common::{Rng, SERVER_GAME, SERVER_MOVES, random_walk};
use proptest::prelude::*;
use reversi_engine::rules::ggf::{
    GgfGame, GgfMove, game_to_ggf, parse_ggf, parse_ggf_game, write_ggf,
};
use reversi_engine::rules::notation::{replay, transcript};
use reversi_engine::rules::{Game, GameOptions, PlyKind, Side, Square, StartPosition, Variant};

#[test]
fn a_server_game_reads_with_its_properties_evaluations_and_times() {
    let games = parse_ggf(SERVER_GAME).unwrap();
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(g.variant, Variant::Classic);
    assert_eq!(g.black(), "alpha");
    assert_eq!(g.white(), "beta");
    assert_eq!(g.property("RE"), Some("-2.000"));
    assert_eq!(g.property("TI"), Some("05:00//02:00"));
    assert_eq!(g.property("RB"), Some("2197.01"));
    assert_eq!(g.moves.len(), 60);
    assert_eq!(g.moves[0].time.as_deref(), Some("0.01"));
    assert_eq!(g.moves[0].eval, None);
    assert_eq!(g.moves[1].eval, Some(-1.5));
    assert_eq!(g.moves[4].eval, Some(2.0));
    assert_eq!(g.moves[4].time.as_deref(), Some("1.5"));
    assert_eq!(
        g.moves[3].square,
        Some(Square::parse("f4").unwrap()),
        "upper case squares"
    );
    let game = g.to_game(1).unwrap();
    let same = replay(GameOptions::default(), SERVER_MOVES).unwrap();
    assert_eq!(game.history(), same.history());
    assert_eq!(game.options.start, StartPosition::Standard);
    assert!(game.is_over());
    // The one-game reader gives the same game.
    assert_eq!(
        parse_ggf_game(SERVER_GAME).unwrap().history(),
        same.history()
    );
}

#[test]
fn many_games_in_one_text_with_passes_and_another_start() {
    // Game 2 starts from a board with White to move and passes explicitly.
    let mut g = Game::new(GameOptions::default());
    let mut rng = Rng(77);
    // Find a game with a pass in it.
    let game = loop {
        let mut t = g.clone();
        random_walk(&mut t, &mut rng, 60);
        if t.history().iter().any(|p| p.kind == PlyKind::Pass) {
            break t;
        }
        g = Game::new(GameOptions::default());
    };
    let second = game_to_ggf(&game, "x", "y");
    assert!(second.contains("[PA]"), "{second}");
    let text = format!("{SERVER_GAME}\n\n  {second}\n");
    let games = parse_ggf(&text).unwrap();
    assert_eq!(games.len(), 2);
    let back = games[1].to_game(2).unwrap();
    assert_eq!(back.history(), game.history());
    // A pass left out (the next move is the other side's) is implied.
    let no_pass = second.replace("B[PA]", "").replace("W[PA]", "");
    let back = parse_ggf(&no_pass).unwrap()[0].to_game(1).unwrap();
    assert_eq!(back.history(), game.history());
}

#[test]
fn an_anti_game_is_reverse_and_the_start_comes_from_bo() {
    let text = "(;GM[Othello]PB[a]PW[b]TY[8a]BO[8 -------- -------- -------- ---*O--- ---O*--- -------- -------- -------- *]B[f4];)";
    let g = &parse_ggf(text).unwrap()[0];
    assert_eq!(g.variant, Variant::Reverse);
    let game = g.to_game(1).unwrap();
    assert_eq!(game.options.variant, Variant::Reverse);
    assert_eq!(game.options.start, StartPosition::Alternate);
    // Random starts and synchro games are ordinary games from their BO.
    for ty in ["s8r20", "8r16", "8b", "8w"] {
        let t = text.replace("TY[8a]", &format!("TY[{ty}]"));
        let g = &parse_ggf(&t).unwrap()[0];
        assert_eq!(g.variant, Variant::Classic, "{ty}");
    }
    // A board of ours that is no start option keeps its position.
    let mut game = Game::new(GameOptions::default());
    random_walk(&mut game, &mut Rng(5), 20);
    let (d, l) = (game.discs(Side::Dark), game.discs(Side::Light));
    let from = Game::from_position(GameOptions::default(), d, l, game.to_move());
    let back = parse_ggf_game(&game_to_ggf(&from, "", "")).unwrap();
    assert_eq!(back.start_position(), (d, l, game.to_move()));
}

#[test]
fn our_games_round_trip_through_ggf() {
    for seed in 1..40u64 {
        let mut rng = Rng(seed * 7919);
        let variant = if seed % 3 == 0 {
            Variant::Reverse
        } else {
            Variant::Classic
        };
        let start = StartPosition::ALL[seed as usize % StartPosition::ALL.len()];
        let mut o = GameOptions::default();
        o.set_variant(variant);
        o.start = start;
        let mut game = Game::new(o);
        random_walk(&mut game, &mut rng, 20 + (seed as usize * 13) % 50);
        let text = game_to_ggf(&game, "Dark [one]", "back\\slash");
        let g = &parse_ggf(&text).unwrap()[0];
        assert_eq!(g.black(), "Dark [one]");
        assert_eq!(g.white(), "back\\slash");
        let back = g.to_game(1).unwrap();
        assert_eq!(back.history(), game.history(), "seed {seed}: {text}");
        assert_eq!(back.options.variant, variant);
        assert_eq!(back.start_position(), game.start_position());
        assert_eq!(back.result().is_some(), game.result().is_some());
        if let Some(r) = game.result() {
            let d = r.recorded_dark as i32 - r.recorded_light as i32;
            assert_eq!(g.property("RE"), Some(format!("{d:+}").as_str()));
        }
    }
}

fn ggf_game() -> impl Strategy<Value = GgfGame> {
    let prop = ("[A-Z]{1,3}", "[ -~]{0,12}").prop_filter("not a structured property", |(k, _)| {
        !["GM", "TY", "BO", "B", "W", "KB", "KW", "KM"].contains(&k.as_str())
    });
    (
        any::<u64>(),
        0usize..70,
        proptest::collection::vec(prop, 0..6),
        proptest::collection::vec(
            (
                proptest::option::of(-64.0f64..64.0),
                proptest::option::of("[0-9:.]{1,6}"),
            ),
            70,
        ),
        any::<bool>(),
    )
        .prop_map(|(seed, plies, properties, notes, anti)| {
            let mut game = Game::new(GameOptions::default());
            random_walk(&mut game, &mut Rng(seed | 1), plies);
            let mut g = GgfGame::from_game(&game, "", "");
            g.properties = properties;
            if anti {
                g.variant = Variant::Reverse;
                g.game_type = Some("8a".into());
            }
            for (m, (eval, time)) in g.moves.iter_mut().zip(notes) {
                m.eval = eval;
                m.time = time;
            }
            g
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn written_ggf_reads_back_to_the_same_games(games in proptest::collection::vec(ggf_game(), 1..4)) {
        let text = write_ggf(&games);
        let back = parse_ggf(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back, games);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    /// Any text, and a valid game with one character changed, dropped or inserted: never a
    /// panic; an error is one line naming a game and a character inside the text.
    #[test]
    fn ggf_readers_never_panic_and_errors_point_inside_the_text(
        text in ".{0,200}", at in any::<usize>(), c in any::<char>(), kind in 0u8..3,
    ) {
        let _ = parse_ggf(&text);
        let mut chars: Vec<char> = SERVER_GAME.chars().collect();
        let i = at % chars.len();
        match kind {
            0 => chars[i] = c,
            1 => { chars.remove(i); }
            _ => chars.insert(i, c),
        }
        let edited: String = chars.iter().collect();
        let _ = parse_ggf_game(&edited);
        if let Err(e) = parse_ggf(&edited) {
            let shown = e.to_string();
            prop_assert!(!shown.contains('\n'), "{}", shown);
            prop_assert!(e.game >= 1 && e.offset >= 1 && e.offset <= chars.len() + 1, "{}", shown);
        }
    }
}

/// The bad texts, the game and character the error must name, and a word it must contain.
const BAD: &[(&str, usize, usize, &str)] = &[
    ("", 1, 1, "no game"),
    ("hello", 1, 1, "(;"),
    (
        "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5]",
        1,
        1,
        ";)",
    ),
    (
        "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[z9];)",
        1,
        93,
        "z9",
    ),
    (
        "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5/abc];)",
        1,
        93,
        "evaluation",
    ),
    ("(;GM[Othello]BO[10 ---------- *];)", 1, 14, "10×10"),
    (
        "(;GM[Othello]TY[10]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *];)",
        1,
        14,
        "only 8×8",
    ),
    (
        "(;GM[Othello]TY[8k]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *];)",
        1,
        14,
        "komi",
    ),
    (
        "(;GM[Othello]TY[8x]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *];)",
        1,
        14,
        "type letter",
    ),
    (
        "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- ------- *];)",
        1,
        14,
        "64 squares",
    ),
    (
        "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------# *];)",
        1,
        14,
        "h8",
    ),
    (
        "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- ?];)",
        1,
        14,
        "side to move",
    ),
    (
        "(;GM[Chess]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *];)",
        1,
        3,
        "not Othello",
    ),
    (
        "(;BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *];)",
        1,
        1,
        "GM",
    ),
    ("(;GM[Othello];)", 1, 1, "BO"),
    ("(;GM[Othello]PB[x;)", 1, 14, "closing ]"),
    ("(;GM[Othello]pb[x];)", 1, 14, "property"),
    ("(;GM[Othello]PB x;)", 1, 14, "no value"),
    (
        "(;GM[Othello]KM[0.5]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *];)",
        1,
        14,
        "komi",
    ),
];

#[test]
fn bad_ggf_is_refused_naming_the_game_the_character_and_the_token() {
    for &(text, game, offset, word) in BAD {
        let e = parse_ggf(text).expect_err(text);
        assert_eq!((e.game, e.offset), (game, offset), "{text}: {e}");
        let shown = e.to_string();
        assert!(shown.contains(word), "{text}: {shown}");
        assert!(shown.contains(&format!("character {offset}")), "{shown}");
        assert!(!shown.contains('\n'), "one line: {shown}");
    }
    // The second game of a text is named as such, at its own offset.
    let bad_second = format!("{SERVER_GAME}\n{}", BAD[3].0);
    let e = parse_ggf(&bad_second).unwrap_err();
    assert_eq!(e.game, 2);
    assert_eq!(e.offset, SERVER_GAME.chars().count() + 1 + 93);
    assert!(e.to_string().contains("B[z9]"), "{e}");
    // Illegal moves are refused when the game is played, naming the move.
    let illegal = SERVER_GAME.replace("W[c6]", "W[a1]");
    let e = parse_ggf_game(&illegal).unwrap_err();
    assert_eq!(e.move_no, Some(6), "{e}");
    assert!(e.to_string().contains("a1 is not legal"), "{e}");
    let wrong_side = SERVER_GAME.replace("W[c6]", "B[c6]");
    let e = parse_ggf_game(&wrong_side).unwrap_err();
    assert!(e.to_string().contains("White's turn"), "{e}");
    let pass_with_moves = SERVER_GAME.replace("W[c6]", "W[PA]");
    let e = parse_ggf_game(&pass_with_moves).unwrap_err();
    assert_eq!(e.move_no, Some(6), "{e}");
}

#[test]
fn ggf_transcripts_agree_with_the_rules_transcript() {
    let game = parse_ggf_game(SERVER_GAME).unwrap();
    assert_eq!(transcript(&game, false), SERVER_MOVES);
    let m: &GgfMove = &parse_ggf(SERVER_GAME).unwrap()[0].moves[58];
    assert_eq!((m.color, m.square), (Side::Dark, None), "Black's pass");
    assert_eq!(game.history()[58].kind, PlyKind::Pass);
}

#[test]
fn a_pasted_ggf_game_is_read_as_one() {
    use reversi_engine::rules::record::parse_paste;
    let g = parse_paste(SERVER_GAME, GameOptions::default()).unwrap();
    assert_eq!(transcript(&g, false), SERVER_MOVES);
    let anti = SERVER_GAME.replace("TY[8]", "TY[8a]");
    let g = parse_paste(&anti, GameOptions::default()).unwrap();
    assert_eq!(g.options.variant, Variant::Reverse);
    let e = parse_paste(
        &SERVER_GAME.replace("B[b6]", "B[b9]"),
        GameOptions::default(),
    );
    assert!(e.unwrap_err().to_string().contains("b9"));
}

#[test]
fn transcripts_as_game_sites_write_them() {
    use reversi_engine::rules::notation::{Token, parse_transcript};
    let plain = replay(GameOptions::default(), "f5d6c3d3c4f4c5b3c2").unwrap();
    for text in [
        "1. f5 d6 2. c3 d3 3. c4 f4 4. c5 b3 5. c2",
        "1.F5 D6 2.C3 D3 3.C4 F4 4.C5 B3 5.C2",
        "1. f5 1... d6 2. c3 2... d3 3. c4 3... f4 4. c5 4... b3 5. c2",
        "1. f5 ... d6\n2. c3 d3\n3. c4 f4\n4. c5 b3\n5. c2",
        "f5, d6, c3, d3, c4, f4, c5, b3, c2",
        "F5 d6 C3 d3 c4 F4 c5 b3 c2",
    ] {
        let g = replay(GameOptions::default(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.history(), plain.history(), "{text}");
    }
    // Two-digit move numbers, and `pass` written out.
    let game = parse_ggf_game(SERVER_GAME).unwrap();
    let list = reversi_engine::rules::record::move_list(&game);
    assert!(list.contains("30. ") && list.contains("pass"), "{list}");
    let back = replay(GameOptions::default(), &list).unwrap();
    assert_eq!(back.history(), game.history());
    assert_eq!(
        parse_transcript("1. f5 pass 2. Pass PA").unwrap()[1..],
        [Token::Pass, Token::Pass, Token::Pass]
    );
    // Errors count the moves, not the numbers as written.
    let e = replay(GameOptions::default(), "1. f5 d6 2. c3 z9").unwrap_err();
    assert_eq!(e.to_string(), "move 4: z9 is not a square");
    let e = replay(GameOptions::default(), "1. f5 d6 2. c3 a1").unwrap_err();
    assert_eq!(e.move_no, Some(4), "{e}");
    assert!(e.to_string().contains("a1 is not legal for Light"), "{e}");
    let e = replay(GameOptions::default(), "1. f5 d6 12. c").unwrap_err();
    assert_eq!(e.move_no, Some(3), "{e}");
    let e = replay(GameOptions::default(), "1. f5 d6 2. pass").unwrap_err();
    assert!(e.to_string().starts_with("move 3: pass"), "{e}");
}
