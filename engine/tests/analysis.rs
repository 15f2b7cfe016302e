//! Game analysis (the GGF games and transcripts players paste for it are tested in
//! `ggf.rs`): the analysis of a game and of a position (values checked against independent
//! solver calls and FFO scores), loss and classification, and the `analyse` and `review`
//! commands.

mod common;

use common::{Rng, SERVER_GAME, SERVER_MOVES, data, random_walk};
use reversi_engine::rules::ggf::parse_ggf_game;
use reversi_engine::rules::notation::replay;
use reversi_engine::rules::{Game, GameOptions, PlyKind, Side, Square, Variant};

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
    let order = TranspositionTable::with_bytes(4 << 20);
    let mut s = Solver::new(&tt, variant);
    s.order_tt = Some(&order);
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
fn a_mirror_image_of_the_best_move_loses_nothing() {
    // The four first moves of the standard start are mirror images of each other: whichever
    // was played is as good as the best, whatever the later plies left in the table.
    for game in ["f5", "d3", "c4", "e6", "f5d6", "e6f4"] {
        for depth in [9, 10] {
            let g = replay(GameOptions::default(), game).unwrap();
            let an = analyse(&g, &quick(depth, 4));
            let row = &an.rows[0];
            assert_eq!(row.played, Some(Square::parse(&game[..2]).unwrap()));
            assert_eq!(
                (row.loss, row.class),
                (0, MoveClass::Best),
                "{game} at depth {depth}"
            );
            assert_eq!(row.played_value, row.best_value, "{game} at depth {depth}");
            assert_eq!(row.pv.first().copied(), row.best, "{game} at depth {depth}");
        }
    }
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
    // After the first 20 plies (a pasted game's imported ones): the moves of plies 21 on.
    for side in [Side::Dark, Side::Light] {
        let t = an.totals_after(side, 20);
        let rows: Vec<_> = an.rows[20..]
            .iter()
            .filter(|r| r.mover == side && r.counts())
            .collect();
        assert_eq!(t.moves, rows.len());
        assert_eq!(t.total_loss, rows.iter().map(|r| r.loss).sum::<i32>());
        assert_eq!(an.totals_after(side, 0).moves, an.totals(side).moves);
    }
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
        .filter(|l| !l.starts_with('#') && !l.starts_with("total") && !l.starts_with("opening"))
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), 60);
    // The opening's summary row: the game follows the Rose to its ninth move (e6), which has
    // no name short of the Rose's d7, and plays b5: the last name it reached is the
    // Perpendicular (f5 d6).
    assert_eq!(
        out.lines()
            .filter(|l| l.starts_with("opening\t"))
            .collect::<Vec<_>>(),
        ["opening\tPerpendicular\tf5d6\t10"]
    );
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
    assert!(
        human.contains("\nopening: Perpendicular (f5d6), left the book at move 10\n"),
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
