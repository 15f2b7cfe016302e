//! Game analysis and the formats players paste for it: GGF games (read, write, round trips,
//! bad input refused with its position), transcripts as written on game sites, the analysis of
//! a game and of a position (values checked against independent solver calls and FFO scores),
//! loss and classification, and the `analyse` and `review` commands.

mod common;

use common::{Rng, data, random_walk};
use proptest::prelude::*;
use reversi_engine::rules::ggf::{
    GgfGame, GgfMove, game_to_ggf, parse_ggf, parse_ggf_game, write_ggf,
};
use reversi_engine::rules::notation::{replay, transcript};
use reversi_engine::rules::{Game, GameOptions, PlyKind, Side, Square, StartPosition, Variant};

/// A game as a server writes it (the first recorded game of `recorded-games.tsv`, with the
/// server's properties, evaluations and times).
const SERVER_GAME: &str = "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[alpha]PW[beta]\
RB[2197.01]RW[2199.72]TI[05:00//02:00]TY[8]RE[-2.000]\
BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]\
B[f5//0.01]W[d6/-1.50/0.02]B[c5]W[F4]B[e3/+2/1.5]W[c6]B[d3]W[f6]B[e6]W[b5]B[c4]W[f3]\
B[d7]W[c7]B[b6]W[e8]B[a6]W[e7]B[c8]W[a4]B[b4]W[e2]B[d8]W[b8]B[f1]W[d2]B[g5]W[c3]B[b3]\
W[c2]B[e1]W[g4]B[f2]W[h4]B[g3]W[h3]B[a3]W[a2]B[f7]W[d1]B[c1]W[b2]B[b1]W[f8]B[g6]W[h5]\
B[h7]W[b7]B[a8]W[a7]B[g8]W[g2]B[h1]W[g1]B[h2]W[a1]B[h6]W[g7]B[PA]W[a5];)";

const SERVER_MOVES: &str = "f5d6c5f4e3c6d3f6e6b5c4f3d7c7b6e8a6e7c8a4b4e2d8b8f1d2g5c3b3c2e1g4f2h4g3h3a3a2f7d1c1b2b1f8g6h5h7b7a8a7g8g2h1g1h2a1h6g7a5";

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

// ---------------------------------------------------------------------------------------
// Analysis

use reversi_engine::ai::analysis::{
    AnalysisConfig, AnalysisError, GameAnalysis, MoveClass, analyse_game, analyse_position,
};
use reversi_engine::ai::endgame::Solver;
use reversi_engine::ai::limits::Limits;
use reversi_engine::ai::tt::TranspositionTable;
use reversi_engine::rules::Board;
use reversi_engine::rules::board::{flips, legal_moves};

/// The exact score for the side to move, by the solver with a fresh table (no state shared
/// with the analysis).
fn solve(b: &Board, variant: Variant) -> i32 {
    let tt = TranspositionTable::with_bytes(16 << 20);
    let mut order = TranspositionTable::with_bytes(4 << 20);
    let mut s = Solver::new(&tt, variant);
    s.order_tt = Some(&mut order);
    s.solve(b.player, b.opponent, -64, 64).unwrap()
}

/// The final score of a finished position for the side to move, written here from the rules
/// (empties to the winner; under Reverse, fewer discs wins).
fn final_score(p: u64, o: u64, variant: Variant) -> i32 {
    let (np, no) = (p.count_ones() as i32, o.count_ones() as i32);
    let d = if variant == Variant::Reverse {
        no - np
    } else {
        np - no
    };
    let e = 64 - np - no;
    d.signum() * (d.abs() + e)
}

/// Plain negamax over every line (no pruning, no table): the exact score for small endgames.
fn minimax(p: u64, o: u64, variant: Variant, passed: bool) -> i32 {
    let moves = legal_moves(p, o);
    if moves == 0 {
        return if passed {
            -final_score(o, p, variant)
        } else {
            -minimax(o, p, variant, true)
        };
    }
    let mut best = -100;
    let mut m = moves;
    while m != 0 {
        let sq = m.trailing_zeros() as usize;
        m &= m - 1;
        let f = flips(p, o, sq);
        let v = -minimax(o & !f, p | f | (1 << sq), variant, false);
        best = best.max(v);
    }
    best
}

fn board_after(game: &Game, plies: usize) -> Board {
    game.after_plies(plies).board()
}

fn quick(depth: u32, exact_from: u32) -> AnalysisConfig {
    AnalysisConfig {
        depth,
        exact_from,
        tt_bytes: 64 << 20,
        threads: 1,
    }
}

fn analyse(game: &Game, cfg: &AnalysisConfig) -> GameAnalysis {
    analyse_game(game, cfg, &Limits::default(), |_| {}).unwrap()
}

/// Checks every exact row of `an` against independent solves of the position before the ply
/// and after it: best value, played value, loss, class, and that the best move is worth the
/// best value.
fn check_exact_rows(game: &Game, an: &GameAnalysis, solver: impl Fn(&Board, Variant) -> i32) {
    let variant = game.options.variant;
    for r in an.rows.iter().filter(|r| r.exact) {
        let before = board_after(game, r.ply - 1);
        let after = board_after(game, r.ply);
        let best = solver(&before, variant);
        let played = -solver(&after, variant);
        let at = format!("ply {} ({:?}): {r:?}", r.ply, r.played);
        assert_eq!(r.best_value, best * 100, "best value, {at}");
        assert_eq!(r.played_value, played * 100, "played value, {at}");
        assert_eq!(r.loss, (best - played).max(0), "loss, {at}");
        assert_eq!(r.class, MoveClass::of_loss(r.loss), "{at}");
        assert_eq!(r.mover, game.history()[r.ply - 1].color, "{at}");
        match r.best {
            Some(sq) => {
                let child = before.play(sq).expect("the best move is legal");
                assert_eq!(
                    -solver(&child, variant),
                    best,
                    "the best move's value, {at}"
                );
                assert_eq!(r.pv.first(), Some(&sq), "{at}");
            }
            None => {
                assert!(
                    before.legal_moves() == 0,
                    "no best move only for a pass, {at}"
                );
                assert_eq!(r.loss, 0);
            }
        }
    }
}

#[test]
fn a_recorded_games_last_20_plies_have_the_solvers_values_and_losses() {
    let text = std::fs::read_to_string(data("recorded-games.tsv")).unwrap();
    // Two games with mistakes in their endgames (one with a pass near the end).
    let games: Vec<Game> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(2)
        .map(|l| replay(GameOptions::default(), l.split('\t').next().unwrap()).unwrap())
        .collect();
    for game in &games {
        let mut seen = Vec::new();
        let an = analyse_game(game, &quick(4, 20), &Limits::default(), |p| {
            seen.push((p.done, p.total, p.row.ply))
        })
        .unwrap();
        assert_eq!(an.rows.len(), game.history().len());
        // Progress: one call a row, the last ply first.
        let n = an.rows.len();
        assert_eq!(seen.len(), n);
        assert!(
            seen.iter()
                .enumerate()
                .all(|(i, &(d, t, ply))| d == i + 1 && t == n && ply == n - i)
        );
        let exact: Vec<usize> = an.rows.iter().filter(|r| r.exact).map(|r| r.ply).collect();
        assert!(
            exact.len() >= 20,
            "the plies from 20 empties are exact: {exact:?}"
        );
        assert!(an.rows.iter().all(|r| r.exact == (r.empties <= 20)));
        check_exact_rows(game, &an, solve);
        // The last plies also against plain minimax.
        check_exact_rows(
            game,
            &GameAnalysis {
                rows: an.rows.iter().filter(|r| r.empties <= 9).cloned().collect(),
                ..an.clone()
            },
            |b, v| minimax(b.player, b.opponent, v, false),
        );
        assert!(an.final_exact);
    }
}

#[test]
fn ffo_positions_reviewed_give_the_ffo_scores_and_losses() {
    let text = std::fs::read_to_string(data("ffo40-44.obf")).unwrap();
    let positions = reversi_engine::rules::notation::parse_obf(&text).unwrap();
    for (_, obf) in positions.iter().take(2) {
        let p = obf.position;
        let start = Game::from_position(GameOptions::default(), p.dark, p.light, p.to_move);
        let (best_sq, best_score) = obf.moves.iter().max_by_key(|m| m.1).copied().unwrap();
        let best_sq = best_sq.unwrap();
        // The best move played: no loss. Another move: the loss is the difference.
        let mut good = start.clone();
        good.play(best_sq).unwrap();
        // #40 has 20 empties, #41 22: both solved.
        let an = analyse(&good, &quick(4, 24));
        let r = &an.rows[0];
        assert_eq!(
            (r.best_discs(), r.played_discs(), r.loss),
            (best_score, best_score, 0)
        );
        assert!(r.exact);
        assert!(obf.moves.iter().any(|m| m.0 == r.best && m.1 == best_score));
        let other = Bitboard(start.legal_moves())
            .squares()
            .find(|s| !obf.moves.iter().any(|m| m.0 == Some(*s)))
            .unwrap();
        let mut bad = start.clone();
        bad.play(other).unwrap();
        let an = analyse(&bad, &quick(4, 24));
        let r = &an.rows[0];
        let played = -solve(&bad.board(), Variant::Classic);
        assert_eq!(r.best_discs(), best_score);
        assert_eq!(r.played_discs(), played);
        assert_eq!(r.loss, best_score - played);
        assert!(r.loss > 0, "a move the FFO does not list is worse");
    }
}

use reversi_engine::rules::Bitboard;

#[test]
fn loss_and_class_on_hand_made_endgames() {
    // The thresholds as documented: best 0, good 1-2, inaccuracy 3-5, mistake 6-11,
    // blunder 12+.
    let table = [
        (-3, MoveClass::Best),
        (0, MoveClass::Best),
        (1, MoveClass::Good),
        (2, MoveClass::Good),
        (3, MoveClass::Inaccuracy),
        (5, MoveClass::Inaccuracy),
        (6, MoveClass::Mistake),
        (11, MoveClass::Mistake),
        (12, MoveClass::Blunder),
        (64, MoveClass::Blunder),
    ];
    for (loss, class) in table {
        assert_eq!(MoveClass::of_loss(loss), class, "loss {loss}");
        assert!(class.min_loss() <= loss.max(0));
    }
    // Hand-made: Dark to move with five empties, where the moves range from best to a
    // blunder (plain minimax says so); each move played is valued as minimax values it.
    let board = "XXOOX-OOXXOOOXX-OXXXXOXOOOOOOXOXXXOXOOOOOOOXOXOX-XXOO--OOXOXOXXO X";
    let p = reversi_engine::rules::notation::parse_board(board).unwrap();
    let start = Game::from_position(GameOptions::default(), p.dark, p.light, Side::Dark);
    let b = start.board();
    let best = minimax(b.player, b.opponent, Variant::Classic, false);
    let mut classes = std::collections::BTreeSet::new();
    for sq in Bitboard(start.legal_moves()).squares() {
        let mut g = start.clone();
        g.play(sq).unwrap();
        let a = g.board();
        let played = -minimax(a.player, a.opponent, Variant::Classic, false);
        let r = &analyse(&g, &quick(3, 20)).rows[0];
        assert_eq!(
            (r.best_discs(), r.played_discs(), r.loss),
            (best, played, best - played),
            "{sq}"
        );
        assert_eq!(r.class, MoveClass::of_loss(best - played), "{sq}");
        classes.insert(r.class);
    }
    assert_eq!(
        classes.into_iter().collect::<Vec<_>>(),
        [
            MoveClass::Best,
            MoveClass::Good,
            MoveClass::Mistake,
            MoveClass::Blunder
        ]
    );
    // Random endgames of both variants, each with a random move played.
    let mut seen = std::collections::BTreeSet::new();
    let mut rng = Rng(2024);
    let mut checked = 0;
    while checked < 60 {
        let variant = if checked % 2 == 0 {
            Variant::Classic
        } else {
            Variant::Reverse
        };
        let mut o = GameOptions::default();
        o.set_variant(variant);
        let mut game = Game::new(o);
        random_walk(&mut game, &mut rng, 52);
        if game.is_over() || game.legal_moves().count_ones() < 2 {
            continue;
        }
        let before = game.board();
        let mut tail = Game::from_position(
            o,
            game.discs(Side::Dark),
            game.discs(Side::Light),
            game.to_move(),
        );
        let squares: Vec<Square> = Bitboard(tail.legal_moves()).squares().collect();
        tail.play(squares[rng.below(squares.len())]).unwrap();
        let an = analyse(&tail, &quick(3, 20));
        let r = &an.rows[0];
        let best = minimax(before.player, before.opponent, variant, false);
        let after = tail.board();
        let played = -minimax(after.player, after.opponent, variant, false);
        assert_eq!(
            (r.best_discs(), r.played_discs()),
            (best, played),
            "{variant:?}"
        );
        assert_eq!(r.loss, best - played);
        assert_eq!(r.class, MoveClass::of_loss(best - played));
        seen.insert(r.class);
        checked += 1;
    }
    assert!(
        seen.contains(&MoveClass::Best) && seen.len() >= 3,
        "{seen:?}"
    );
}

#[test]
fn passes_are_rows_worth_the_next_position() {
    let game = parse_ggf_game(SERVER_GAME).unwrap();
    let an = analyse(&game, &quick(3, 12));
    let pass = &an.rows[58];
    assert_eq!(
        (pass.ply, pass.mover, pass.played, pass.best),
        (59, Side::Dark, None, None)
    );
    assert_eq!((pass.loss, pass.class), (0, MoveClass::Best));
    assert!(
        !pass.counts(),
        "a pass is not a move of the side's choosing"
    );
    let next = &an.rows[59];
    assert_eq!(pass.best_value, -next.best_value);
    assert_eq!(pass.played_value, pass.best_value);
    assert_eq!(
        pass.pv.first(),
        next.best.as_ref(),
        "the line goes on with the reply"
    );
    // Totals count the moves, not the pass.
    let dark = an.totals(Side::Dark);
    let light = an.totals(Side::Light);
    assert_eq!((dark.moves, light.moves), (29, 30));
    for (side, t) in [(Side::Dark, dark), (Side::Light, light)] {
        let rows: Vec<_> = an
            .rows
            .iter()
            .filter(|r| r.mover == side && r.counts())
            .collect();
        assert_eq!(t.total_loss, rows.iter().map(|r| r.loss).sum::<i32>());
        let accurate = rows.iter().filter(|r| r.loss <= 2).count();
        assert!((t.accuracy() - 100.0 * accurate as f64 / rows.len() as f64).abs() < 1e-9);
        assert_eq!(t.classes.iter().sum::<usize>(), t.moves);
        let worst = an.mistakes(side);
        assert!(worst.windows(2).all(|w| w[0].loss >= w[1].loss));
        assert_eq!(worst.len(), rows.iter().filter(|r| r.loss > 0).count());
    }
    // The graph: the start, then one point a ply; the value after each ply is the played
    // value seen from Dark.
    let g = an.graph();
    assert_eq!(g.len(), 61);
    for (p, r) in g[1..].iter().zip(&an.rows) {
        let dark = if r.mover == Side::Dark { 1.0 } else { -1.0 };
        assert_eq!(p.ply, r.ply);
        assert!((p.dark_value - dark * r.played_value as f64 / 100.0).abs() < 1e-9);
        assert_eq!(p.class, r.played.map(|_| r.class));
        assert_eq!(p.exact, r.exact);
    }
    // A game that stops on a forced pass: the last row is the move before it, and the
    // final position is valued for the side that must pass.
    let mut g = Game::new(GameOptions::default());
    let mut rng = Rng(99);
    let stopped_at_pass = loop {
        let mut t = g.clone();
        let mut found = None;
        while !t.is_over() {
            if t.must_pass() {
                found = Some(t.clone());
                break;
            }
            let m: Vec<Square> = Bitboard(t.legal_moves()).squares().collect();
            t.play(m[rng.below(m.len())]).unwrap();
        }
        if let Some(f) = found {
            break f;
        }
        g = Game::new(GameOptions::default());
    };
    let an = analyse(&stopped_at_pass, &quick(3, 14));
    assert_eq!(an.rows.len(), stopped_at_pass.history().len());
    assert_eq!(an.final_to_move, stopped_at_pass.to_move());
    let last = an.rows.last().unwrap();
    assert!(an.final_value == -last.played_value || !last.exact || last.best == last.played);
}

#[test]
fn a_position_with_33_legal_moves_is_analysed_move_by_move() {
    let (p, o) = (1..)
        .map(|seed| common::high_mobility_board(seed, 33))
        .find(|&(p, o)| legal_moves(p, o).count_ones() == 33)
        .unwrap();
    let b = Board::new(p, o);
    let r = analyse_position(&b, Variant::Classic, &quick(3, 0), &Limits::default()).unwrap();
    assert_eq!(r.moves.len(), 33);
    assert!(!r.must_pass && !r.game_over);
    let mut squares: Vec<Square> = r.moves.iter().map(|m| m.mv).collect();
    squares.sort();
    squares.dedup();
    assert_eq!(squares.len(), 33);
    assert!(squares.iter().all(|s| b.is_legal(*s)));
    assert!(
        r.moves.windows(2).all(|w| w[0].value >= w[1].value),
        "best first"
    );
    assert_eq!(r.value, r.moves[0].value);
    assert!(
        r.moves
            .iter()
            .all(|m| m.pv.first() == Some(&m.mv) && m.depth == 3)
    );
    // And as the first ply of a game from there.
    let game = {
        let mut g = Game::from_position(GameOptions::default(), p, o, Side::Dark);
        g.play(r.moves[32].mv).unwrap();
        g
    };
    let an = analyse(&game, &quick(3, 0));
    assert_eq!(an.rows.len(), 1);
    assert!(an.rows[0].best_value >= an.rows[0].played_value);
}

#[test]
fn position_analysis_says_pass_and_game_over() {
    // Dark has no move, Light has: a pass, valued for Dark.
    let board = "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXX- X";
    let p = reversi_engine::rules::notation::parse_board(board).unwrap();
    let b = Board::new(p.dark, p.light);
    assert_eq!(b.legal_moves(), 0);
    let r = analyse_position(&b, Variant::Classic, &quick(3, 20), &Limits::default()).unwrap();
    assert!(r.must_pass && !r.game_over && r.moves.is_empty() && r.exact);
    assert_eq!(
        r.value,
        100 * minimax(b.player, b.opponent, Variant::Classic, false)
    );
    let full = Board::new(!0u64 >> 4, 0xF << 60);
    let r = analyse_position(&full, Variant::Reverse, &quick(3, 20), &Limits::default()).unwrap();
    assert!(r.game_over && !r.must_pass);
    assert_eq!(
        r.value,
        100 * final_score(full.player, full.opponent, Variant::Reverse)
    );
}

#[test]
fn reverse_games_are_analysed_under_reverse_scoring() {
    let mut o = GameOptions::default();
    o.set_variant(Variant::Reverse);
    let mut game = Game::new(o);
    random_walk(&mut game, &mut Rng(4242), 70);
    let an = analyse(&game, &quick(3, 14));
    assert_eq!(an.variant, Variant::Reverse);
    check_exact_rows(&game, &an, solve);
    // The same moves under Classic give other values somewhere.
    let mut classic = Game::new(GameOptions::default());
    for p in game.history() {
        match p.kind {
            PlyKind::Move(s) => classic.play(s).map(|_| ()).unwrap(),
            PlyKind::Pass => classic.pass().map(|_| ()).unwrap(),
        }
    }
    let c = analyse(&classic, &quick(3, 14));
    assert!(
        an.rows
            .iter()
            .zip(&c.rows)
            .any(|(a, b)| a.exact && a.best_value != b.best_value)
    );
}

#[test]
fn the_stop_flag_and_the_deadline_stop_an_analysis() {
    let text = std::fs::read_to_string(data("recorded-games.tsv")).unwrap();
    let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
    let game = replay(GameOptions::default(), line.split('\t').next().unwrap()).unwrap();
    let limits = Limits::default();
    limits
        .stop
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let r = analyse_game(&game, &quick(10, 24), &limits, |_| {
        panic!("no row after a stop")
    });
    assert_eq!(r.unwrap_err(), AnalysisError::Stopped);
    // Set from another thread while it runs: it stops within a moment, after some rows.
    let limits = Limits::default();
    let flag = limits.stop.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(300));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        std::time::Instant::now()
    });
    let r = analyse_game(&game, &quick(12, 26), &limits, |_| {});
    let stopped_at = std::time::Instant::now();
    let set_at = t.join().unwrap();
    assert_eq!(r.unwrap_err(), AnalysisError::Stopped);
    assert!(stopped_at.duration_since(set_at) < std::time::Duration::from_secs(2));
    let limits = Limits {
        deadline: Some(std::time::Instant::now()),
        ..Limits::default()
    };
    let r = analyse_game(&game, &quick(10, 20), &limits, |_| {});
    assert_eq!(r.unwrap_err(), AnalysisError::Stopped);
    let limits = Limits {
        nodes: Some(10_000),
        ..Limits::default()
    };
    let r = analyse_position(
        &game.after_plies(20).board(),
        Variant::Classic,
        &quick(14, 0),
        &limits,
    );
    assert_eq!(r.unwrap_err(), AnalysisError::Stopped);
}

// ---------------------------------------------------------------------------------------
// The commands

fn run(args: &[&str]) -> (bool, Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(args)
        .output()
        .expect("run reversi-engine");
    (
        out.status.success(),
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("reversi-analysis-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn review_tsv_has_a_row_per_ply_and_the_totals_of_the_library_analysis() {
    let dir = temp_dir("tsv");
    let file = dir.join("game.ggf");
    std::fs::write(&file, SERVER_GAME).unwrap();
    let (ok, _, out, err) = run(&[
        "review",
        file.to_str().unwrap(),
        "--tsv",
        "--depth",
        "3",
        "--exact-from",
        "12",
    ]);
    assert!(ok, "{err}");
    let game = parse_ggf_game(SERVER_GAME).unwrap();
    let an = analyse(&game, &quick(3, 12));
    let rows: Vec<Vec<&str>> = out
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("total"))
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), 60);
    for (cols, r) in rows.iter().zip(&an.rows) {
        assert_eq!(cols.len(), 8, "{cols:?}");
        assert_eq!(cols[0], r.ply.to_string());
        assert_eq!(cols[1], if r.mover == Side::Dark { "X" } else { "O" });
        assert_eq!(cols[2], r.played.map_or("pass".into(), |s| s.to_string()));
        let v = |s: &str| s.parse::<i32>().unwrap();
        assert_eq!(v(cols[4]), r.best_discs());
        assert_eq!(v(cols[5]), r.played_discs());
        assert_eq!(v(cols[6]), r.loss);
        assert_eq!(cols[7], if r.exact { "1" } else { "0" });
    }
    assert_eq!(rows[58][2], "pass");
    let totals: Vec<Vec<&str>> = out
        .lines()
        .filter(|l| l.starts_with("total\t"))
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(totals.len(), 2);
    for (cols, side) in totals.iter().zip([Side::Dark, Side::Light]) {
        let t = an.totals(side);
        assert_eq!(cols[2], t.moves.to_string());
        assert_eq!(cols[3], t.total_loss.to_string());
        assert_eq!(cols[4], format!("{:.1}", t.accuracy()));
    }
    // The same game as a transcript with move numbers reads the same.
    let list = reversi_engine::rules::record::move_list(&game);
    let (ok, _, out2, err) = run(&[
        "review",
        &list,
        "--tsv",
        "--depth",
        "3",
        "--exact-from",
        "12",
    ]);
    assert!(ok, "{err}");
    assert_eq!(out2, out);
    // The human table says the same in words.
    let (ok, _, human, _) = run(&["review", &list, "--depth", "3", "--exact-from", "12"]);
    assert!(ok);
    assert!(
        human.contains("Dark (X): 29 moves") && human.contains("Light (O): 30 moves"),
        "{human}"
    );
}

#[test]
fn analyse_lists_every_legal_move_best_first() {
    let (ok, _, out, err) = run(&["analyse", "f5d6c3", "--tsv", "--depth", "4"]);
    assert!(ok, "{err}");
    let g = replay(GameOptions::default(), "f5d6c3").unwrap();
    let rows: Vec<Vec<&str>> = out.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows.len(), g.legal_moves().count_ones() as usize);
    let values: Vec<f64> = rows.iter().map(|r| r[1].parse().unwrap()).collect();
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "{out}");
    for r in &rows {
        assert_eq!(r.len(), 5);
        assert_eq!(r[0], r[0].to_lowercase());
        assert!(g.is_legal(Square::parse(r[0]).unwrap()));
        assert_eq!((r[2], r[3]), ("0", "4"));
        assert!(r[4].starts_with(r[0]));
    }
    // A board string, exact from its 20 empties (FFO #40: a2 is +38).
    let obf = std::fs::read_to_string(data("ffo40-44.obf")).unwrap();
    let squares = &obf.lines().next().unwrap()[..64];
    let (ok, _, out, err) = run(&["analyse", "--board", squares, "X", "--tsv", "--depth", "2"]);
    assert!(ok, "{err}");
    let first: Vec<&str> = out.lines().next().unwrap().split('\t').collect();
    assert_eq!(&first[..4], ["a2", "+38", "1", "20"]);
    // A position where the side to move must pass says so.
    let pass = "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXX-";
    let (ok, _, out, _) = run(&["analyse", "--board", pass, "X"]);
    assert!(ok && out.contains("must pass"), "{out}");
    let (ok, _, out, _) = run(&["analyse", "--board", pass, "X", "--tsv"]);
    assert!(ok && out.starts_with("pass\t"), "{out}");
    // A saved game file: its final position.
    let dir = temp_dir("analyse");
    let file = dir.join("game.txt");
    let rec = reversi_engine::rules::record::write_record(&g, "a", "b");
    std::fs::write(&file, rec).unwrap();
    let (ok, _, out2, err) = run(&[
        "analyse",
        "--game",
        file.to_str().unwrap(),
        "--tsv",
        "--depth",
        "4",
    ]);
    assert!(ok, "{err}");
    assert_eq!(out2.lines().count(), rows.len());
}

#[test]
fn bad_input_is_one_line_naming_what_and_where() {
    let cases: &[(&[&str], i32, &str)] = &[
        (
            &["review", "1. f5 d6 2. c3 z9"],
            1,
            "move 4: z9 is not a square",
        ),
        (&["review", "/no/such/game.ggf"], 1, "/no/such/game.ggf"),
        (&["review", "mygame"], 1, "no file named mygame"),
        (
            &["review", "f5", "--graph", "out.jpg"],
            1,
            ".png or an .svg",
        ),
        (&["review", "f5", "--depth", "0"], 2, "--depth"),
        (&["review", "f5", "--exact-from", "31"], 2, "--exact-from"),
        (
            &["analyse", "f5", "--board", "x", "y"],
            2,
            "cannot be used with",
        ),
        (
            &["analyse", "--board", "XO", "X"],
            1,
            "--board: board has 2 squares",
        ),
    ];
    for (args, code, word) in cases {
        let (ok, status, _, err) = run(args);
        assert!(!ok, "{args:?}");
        assert_eq!(status, Some(*code), "{args:?}: {err}");
        assert!(err.contains(word), "{args:?}: {err}");
        if *code == 1 {
            assert_eq!(err.trim().lines().count(), 1, "{err}");
        }
        assert!(!err.contains("panicked"), "{err}");
    }
    // A bad GGF file: the game, the character and the token.
    let dir = temp_dir("bad");
    let file = dir.join("bad.ggf");
    std::fs::write(&file, SERVER_GAME.replace("W[c7]", "W[c9]")).unwrap();
    let (ok, _, _, err) = run(&["review", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        err.contains("GGF game 1, character") && err.contains("W[c9]"),
        "{err}"
    );
    let two = dir.join("two.ggf");
    std::fs::write(&two, format!("{SERVER_GAME}\n{SERVER_GAME}\n")).unwrap();
    let (ok, _, _, err) = run(&["review", two.to_str().unwrap(), "--number", "3"]);
    assert!(!ok && err.contains("holds 2 GGF games"), "{err}");
}

#[test]
fn graph_writes_a_png_and_an_svg() {
    let dir = temp_dir("graph");
    let png_path = dir.join("review.png");
    let svg_path = dir.join("review.svg");
    for path in [&png_path, &svg_path] {
        let (ok, _, out, err) = run(&[
            "review",
            SERVER_MOVES,
            "--depth",
            "2",
            "--exact-from",
            "10",
            "--graph",
            path.to_str().unwrap(),
        ]);
        assert!(ok, "{err}");
        assert!(out.contains("graph written to"), "{out}");
    }
    // The PNG decodes to an image with the classes' colours on it.
    let file = std::fs::File::open(&png_path).unwrap();
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert!(info.width >= 400 && info.height >= 200);
    let pixels = &buf[..info.buffer_size()];
    let distinct: std::collections::HashSet<&[u8]> = pixels.chunks(3).collect();
    assert!(distinct.len() > 10, "more than a blank image");
    let best_green: &[u8] = &[46, 125, 50];
    assert!(
        pixels.chunks(3).any(|p| p == best_green),
        "best moves are drawn in green"
    );
    // The SVG has a point a ply, filled (exact) and hollow (estimate) ones both.
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    assert!(svg.starts_with("<svg") || svg.contains("<svg"));
    assert!(svg.matches("<circle").count() >= 61, "one point a ply");
    assert!(svg.contains("fill=\"none\""), "hollow points for estimates");
}

#[test]
fn an_analyst_kept_between_analyses_gives_the_same_exact_values() {
    use reversi_engine::ai::analysis::Analyst;
    let classic = parse_ggf_game(SERVER_GAME).unwrap();
    let mut o = GameOptions::default();
    o.set_variant(Variant::Reverse);
    let mut reverse = Game::new(o);
    random_walk(&mut reverse, &mut Rng(31), 70);
    let cfg = quick(3, 14);
    let mut analyst = Analyst::new(Variant::Classic, cfg).unwrap();
    let exact = |a: &GameAnalysis| -> Vec<(usize, i32, i32)> {
        a.rows
            .iter()
            .filter(|r| r.exact)
            .map(|r| (r.ply, r.best_value, r.played_value))
            .collect()
    };
    for game in [&classic, &reverse, &classic] {
        let kept = analyst
            .analyse_game(game, &Limits::default(), |_| {})
            .unwrap();
        let fresh = analyse(game, &cfg);
        assert_eq!(kept.variant, game.options.variant);
        assert!(!exact(&kept).is_empty());
        assert_eq!(exact(&kept), exact(&fresh));
    }
    // Positions too, and the analyst's variant follows the last game.
    let b = reverse.after_plies(56).board();
    let kept = analyst.analyse_position(&b, &Limits::default()).unwrap();
    let fresh = analyse_position(&b, Variant::Classic, &cfg, &Limits::default()).unwrap();
    assert_eq!((kept.value, kept.exact), (fresh.value, fresh.exact));
}
