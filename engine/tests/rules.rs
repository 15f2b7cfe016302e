//! The rules engine: perft, a cross-check against the naive reference, recorded games,
//! notation, every rule option, tournament tie-break.

mod common;

use common::reference::{DARK, LIGHT, RefGame};
use common::{Rng, data, high_mobility_board};
use proptest::prelude::*;
use reversi_engine::rules::bitboard::{transform, transform_square};
use reversi_engine::rules::game::{GameResult, MoveError};
use reversi_engine::rules::kernels::perft;
use reversi_engine::rules::notation::{
    self, parse_board, parse_obf, parse_transcript, replay, transcript, transcript_sheet,
};
use reversi_engine::rules::tournament::{TournamentGame, brightwell, standings};
use reversi_engine::rules::*;

const PERFT: [u64; 10] = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284];

#[test]
fn perft_from_standard_start_matches_the_table_to_depth_10() {
    let b = Board::start();
    for (d, &want) in PERFT.iter().enumerate() {
        assert_eq!(perft(&b, d as u32 + 1), want, "perft {}", d + 1);
    }
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn options(start: StartPosition, supply: Supply) -> GameOptions {
    GameOptions {
        start,
        supply,
        ..GameOptions::default()
    }
}

#[test]
fn portable_perft_matches_the_table_too() {
    for (d, &want) in PERFT.iter().enumerate().take(9) {
        assert_eq!(
            reversi_engine::rules::kernels::perft_portable(&Board::start(), d as u32 + 1),
            want
        );
    }
}

#[test]
fn perft_from_other_starts_agrees_with_the_reference() {
    for start in StartPosition::FOUR_DISC {
        let g = Game::new(options(start, Supply::Shared));
        let r = RefGame::new(start, Supply::Shared);
        for d in 1..=6 {
            assert_eq!(perft(&g.board(), d), r.perft(d), "{start:?} depth {d}");
        }
    }
}

#[test]
fn alternate_and_side_by_side_starts_differ_from_standard() {
    let std = Game::new(GameOptions::default()).legal_moves();
    let want: u64 = ["d3", "c4", "f5", "e6"].iter().map(|s| sq(s).bit()).sum();
    assert_eq!(std, want, "Dark's first moves are d3, c4, f5, e6");
    let alt = Game::new(options(StartPosition::Alternate, Supply::Shared)).legal_moves();
    let want_alt: u64 = ["e3", "f4", "c5", "d6"].iter().map(|s| sq(s).bit()).sum();
    assert_eq!(alt, want_alt);
    let top = Game::new(options(StartPosition::DarkTop, Supply::Shared));
    // dark d4 e4 on top, light d5 e5 below: dark plays on row 6.
    let want_top: u64 = ["c6", "d6", "e6", "f6"].iter().map(|s| sq(s).bit()).sum();
    assert_eq!(top.legal_moves(), want_top);
}

/// Walks one random game in both implementations, comparing everything at every ply.
fn cross_check(seed: u64, start: StartPosition, supply: Supply, variant: Variant) {
    let opts = GameOptions {
        variant,
        start,
        supply,
        ..GameOptions::default()
    };
    let mut g = Game::new(opts);
    let mut r = RefGame::new(start, supply);
    let mut rng = Rng(seed | 1);
    for ply in 0..130 {
        let mut want: Vec<Square> = r
            .legal()
            .iter()
            .map(|&(rr, c)| Square::from_col_row(c as i32, rr as i32).unwrap())
            .collect();
        want.sort();
        let got: Vec<Square> = Bitboard(g.legal_moves()).squares().collect();
        assert_eq!(
            got, want,
            "legal moves differ at ply {ply} ({start:?}, {supply:?})"
        );
        assert_eq!(g.is_over(), r.over(), "game end differs at ply {ply}");
        if r.over() {
            break;
        }
        if want.is_empty() {
            assert!(g.must_pass(), "engine must see a pass at ply {ply}");
            g.pass().unwrap();
            r.pass();
            continue;
        }
        let m = want[rng.below(want.len())];
        let rf = r.play(m.row() as usize, m.col() as usize);
        let flips = g.flips_for(m);
        let ply = g.play(m).unwrap();
        assert_eq!(ply.flips, flips);
        let rf_bits: u64 = rf.iter().map(|&(rr, c)| 1u64 << (rr * 8 + c)).sum();
        assert_eq!(flips, rf_bits, "flips of {m} differ");
        for s in Square::all() {
            let want = match r.cells[s.row() as usize][s.col() as usize] {
                DARK => Some(Side::Dark),
                LIGHT => Some(Side::Light),
                _ => None,
            };
            assert_eq!(g.at(s), want, "square {s}");
        }
        if supply.is_per_player() {
            assert_eq!(g.supply(Side::Dark), Some(r.supply[1].max(0) as u32));
            assert_eq!(g.supply(Side::Light), Some(r.supply[2].max(0) as u32));
        }
    }
    assert!(g.is_over());
    let res = g.result().unwrap();
    assert_eq!((res.dark, res.light), (r.count(DARK), r.count(LIGHT)));
    let want_winner = match (r.count(DARK).cmp(&r.count(LIGHT)), variant) {
        (std::cmp::Ordering::Equal, _) => None,
        (std::cmp::Ordering::Greater, Variant::Classic)
        | (std::cmp::Ordering::Less, Variant::Reverse) => Some(Side::Dark),
        _ => Some(Side::Light),
    };
    assert_eq!(res.winner, want_winner);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn bitboard_engine_agrees_with_reference(seed in any::<u64>(), s in 0usize..7, sup in 0usize..3, v in 0usize..2) {
        cross_check(seed, StartPosition::ALL[s], Supply::ALL[sup], Variant::ALL[v]);
    }

    #[test]
    fn symmetries_map_legal_moves_to_legal_moves(seed in any::<u64>(), plies in 0usize..50, s in 0u8..8) {
        let mut g = Game::new(GameOptions::default());
        common::random_walk(&mut g, &mut Rng(seed | 1), plies);
        let b = g.board();
        let t = b.transform(s);
        prop_assert_eq!(transform(b.legal_moves(), s), t.legal_moves());
        for m in Bitboard(b.legal_moves()) {
            let tm = transform_square(m, s);
            prop_assert_eq!(transform(b.flips(m), s), t.flips(tm));
            prop_assert_eq!(transform(m.bit(), s), tm.bit());
        }
    }

    #[test]
    fn avx2_kernels_agree_with_the_portable_ones(seed in any::<u64>(), plies in 0usize..60) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            use reversi_engine::rules::board::{flips, legal_moves};
            let mut rng = Rng(seed | 1);
            let mut b = Board::start();
            for _ in 0..plies {
                let m = b.legal_moves();
                if m == 0 {
                    b = b.pass();
                    if b.legal_moves() == 0 { break; }
                    continue;
                }
                let list: Vec<Square> = Bitboard(m).squares().collect();
                b = b.play(list[rng.below(list.len())]).unwrap();
            }
            // SAFETY: AVX2 is available (checked above).
            unsafe {
                prop_assert_eq!(reversi_engine::rules::simd::legal_moves(b.player, b.opponent), legal_moves(b.player, b.opponent));
                for sq in 0..64 {
                    if (b.player | b.opponent) >> sq & 1 == 0 {
                        prop_assert_eq!(reversi_engine::rules::simd::flips(b.player, b.opponent, sq), flips(b.player, b.opponent, sq));
                    }
                }
            }
        }
    }

    #[test]
    fn the_last_move_flip_count_matches_the_flips(bits in any::<u64>(), sq in 0usize..64) {
        use reversi_engine::rules::board::{flips, last_flip_count};
        // A full board but for `sq`.
        let p = bits & !(1u64 << sq);
        let o = !bits & !(1u64 << sq);
        for (me, them) in [(p, o), (o, p)] {
            let want = flips(me, them, sq).count_ones();
            prop_assert_eq!(last_flip_count(me, sq), want);
            #[cfg(target_arch = "x86_64")]
            if reversi_engine::rules::simd::fast_kernels_available() {
                // SAFETY: the fast kernels' features are available (checked just above).
                prop_assert_eq!(unsafe { reversi_engine::rules::simd::last_flip_count(me, sq) }, want);
            }
        }
    }

    #[test]
    fn parsers_never_panic(text in ".{0,200}") {
        let _ = parse_transcript(&text);
        let _ = replay(GameOptions::default(), &text);
        let _ = parse_board(&text);
        let _ = parse_obf(&text);
        let _ = Square::parse(&text);
    }

    #[test]
    fn transcript_round_trips(seed in any::<u64>(), plies in 0usize..70) {
        let mut g = Game::new(GameOptions::default());
        common::random_walk(&mut g, &mut Rng(seed | 1), plies);
        for with_passes in [false, true] {
            let t = transcript(&g, with_passes);
            let again = replay(GameOptions::default(), &t).unwrap();
            prop_assert_eq!(again.discs(Side::Dark), g.discs(Side::Dark));
            prop_assert_eq!(again.discs(Side::Light), g.discs(Side::Light));
            prop_assert_eq!(transcript(&again, with_passes), t.clone());
            // Upper case with spaces replays the same.
            let spaced: String = t.to_uppercase().chars().flat_map(|c| [c, ' ']).collect();
            let third = replay(GameOptions::default(), &spaced).unwrap();
            prop_assert_eq!(third.discs(Side::Dark), g.discs(Side::Dark));
        }
        let s = notation::format_board(g.discs(Side::Dark), g.discs(Side::Light), g.to_move());
        let p = parse_board(&s).unwrap();
        prop_assert_eq!((p.dark, p.light, p.to_move), (g.discs(Side::Dark), g.discs(Side::Light), g.to_move()));
    }
}

#[test]
fn every_recorded_tournament_game_replays_to_its_final_counts() {
    let path = data("recorded-games.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (mut games, mut early, mut with_passes) = (0, 0, 0);
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let g =
            replay(GameOptions::default(), f[0]).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        let want: (u32, u32) = (f[1].parse().unwrap(), f[2].parse().unwrap());
        assert_eq!(
            (g.count(Side::Dark), g.count(Side::Light)),
            want,
            "line {}",
            i + 1
        );
        assert!(
            g.is_over(),
            "line {}: the game is not over after its last move",
            i + 1
        );
        games += 1;
        early += (want.0 + want.1 < 64) as u32;
        with_passes += g.history().iter().any(|p| p.kind == PlyKind::Pass) as u32;
    }
    assert_eq!((games, early, with_passes), (4121, 478, 2632));
}

#[test]
fn transcript_errors_name_the_move() {
    let e = replay(GameOptions::default(), "f5d6c3d3c4f4c5b3c2e3d2c6b4a4g9").unwrap_err();
    assert_eq!(e.to_string(), "move 15: g9 is not a square");
    let e = replay(GameOptions::default(), "f5 d6 c3 d3 c4 f4 a1").unwrap_err();
    assert_eq!(e.move_no, Some(7));
    assert!(
        e.to_string()
            .starts_with("move 7: a1 is not legal for Dark"),
        "{e}"
    );
    let e = replay(GameOptions::default(), "f5f5").unwrap_err();
    assert!(
        e.to_string().contains("move 2: f5 is not legal for Light"),
        "{e}"
    );
    let e = replay(GameOptions::default(), "f5d").unwrap_err();
    assert_eq!(e.move_no, Some(2));
    let e = replay(GameOptions::default(), "f5pa").unwrap_err();
    assert!(e.to_string().starts_with("move 2: pass"), "{e}");
    assert_eq!(parse_transcript("F5 d6 PA ps").unwrap().len(), 4);
}

#[test]
fn board_string_errors_say_what_is_wrong() {
    let e = parse_board(&"-".repeat(63)).unwrap_err();
    assert_eq!(e.to_string(), "board has 63 squares; expected 64");
    let mut s = "-".repeat(64);
    s.replace_range(10..11, "Z");
    let e = parse_board(&s).unwrap_err();
    assert!(e.to_string().contains("square c2"), "{e}");
    let e = parse_board(&format!("{} Q", "-".repeat(64))).unwrap_err();
    assert!(e.to_string().contains("side to move"), "{e}");
    let p =
        parse_board("---------------------------OX------XO--------------------------- O").unwrap();
    assert_eq!(p.to_move, Side::Light);
    assert_eq!(p.dark, sq("e4").bit() | sq("d5").bit());
    // A square short, the side apart: the side is not read as h8.
    let e = parse_board("---------------------------OX------XO-------------------------- O")
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "board has 63 squares before the side to move 'O'; expected 64"
    );
    // Rows apart, and every square apart, still read.
    let rows = "-------- -------- -------- ---OX--- ---XO--- -------- -------- -------- O";
    assert_eq!(parse_board(rows).unwrap(), p);
    let cells: Vec<String> = rows
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(String::from)
        .collect();
    assert_eq!(parse_board(&cells.join(" ")).unwrap(), p);
}

#[test]
fn obf_errors_name_the_line() {
    let text = std::fs::read_to_string(data("ffo40-44.obf")).unwrap();
    let lines = parse_obf(&text).unwrap();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0].1.moves, vec![(Some(sq("a2")), 38)]);
    assert_eq!(lines[3].1.position.to_move, Side::Light);
    let bad = format!(
        "{}\n\n{}\n",
        text.lines().next().unwrap(),
        "-".repeat(63) + " X; A1:+2;"
    );
    let e = parse_obf(&bad).unwrap_err();
    assert!(
        e.to_string().starts_with("line 3: board has 63 squares"),
        "{e}"
    );
    let e = parse_obf(&format!("{} X; A2:+x;", "-".repeat(64))).unwrap_err();
    assert!(
        e.to_string().starts_with("line 1:") && e.to_string().contains("score"),
        "{e}"
    );
}

#[test]
fn transcript_sheet_numbers_the_moves() {
    let g = replay(GameOptions::default(), "f5d6c3").unwrap();
    let sheet = transcript_sheet(&g);
    let rows: Vec<&str> = sheet.lines().collect();
    assert_eq!(rows[0].split_whitespace().collect::<String>(), "abcdefgh");
    // Row 5 has move 1 on f5, row 6 move 2 on d6, row 3 move 3 on c3; start discs blank.
    assert_eq!(rows[5], "5   .  .  .        1  .  .");
    assert_eq!(rows[6], "6   .  .  .  2  .  .  .  .");
    assert_eq!(rows[3], "3   .  .  3  .  .  .  .  .");
}

#[test]
fn reverse_gives_the_win_to_fewer_discs() {
    assert_eq!(Variant::Reverse.winner(20, 44), Some(Side::Dark));
    assert_eq!(Variant::Classic.winner(20, 44), Some(Side::Light));
    assert_eq!(Variant::Reverse.winner(32, 32), None);
    // The 4 empties widen Dark's margin: onto Light's count.
    let r = GameResult::from_counts(Variant::Reverse, true, 10, 50);
    assert_eq!(
        (r.winner, r.recorded_dark, r.recorded_light),
        (Some(Side::Dark), 10, 54)
    );
}

#[test]
fn empties_go_to_the_winner_when_the_rule_is_on() {
    // A recorded game that ends before the board is full.
    let text = std::fs::read_to_string(data("recorded-games.tsv")).unwrap();
    let line = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            f[1].parse::<u32>().unwrap() + f[2].parse::<u32>().unwrap() < 64
                && f[1].parse::<u32>().unwrap() != f[2].parse::<u32>().unwrap()
        })
        .unwrap();
    let moves = line.split('\t').next().unwrap();
    let on = replay(GameOptions::default(), moves)
        .unwrap()
        .result()
        .unwrap();
    let off = replay(
        GameOptions {
            empties_to_winner: false,
            ..GameOptions::default()
        },
        moves,
    )
    .unwrap()
    .result()
    .unwrap();
    assert!(on.empties > 0);
    assert_eq!(
        (off.recorded_dark, off.recorded_light),
        (off.dark, off.light)
    );
    let w = on.winner.unwrap();
    assert_eq!(on.recorded(w), off.recorded(w) + on.empties);
    assert_eq!(on.recorded(w.opposite()), off.recorded(w.opposite()));
    assert_eq!(on.recorded_dark + on.recorded_light, 64);
    // 40-20 with 4 empties is recorded 44-20.
    let r = GameResult::from_counts(Variant::Classic, true, 40, 20);
    assert_eq!((r.recorded_dark, r.recorded_light, r.empties), (44, 20, 4));
}

#[test]
fn empty_centre_first_four_moves_fill_the_centre_without_captures() {
    let mut g = Game::new(options(StartPosition::EmptyCentre, Supply::Shared));
    let centre: u64 = ["d4", "e4", "d5", "e5"].iter().map(|s| sq(s).bit()).sum();
    assert_eq!(g.legal_moves(), centre);
    assert_eq!(
        g.check_move(sq("c3")),
        Err(MoveError::CentreFirst(sq("c3")))
    );
    // Same-diagonal placement is allowed: dark d4, light e4, dark e5, light d5.
    for (i, m) in ["d4", "e4", "e5", "d5"].iter().enumerate() {
        let ply = g.play(sq(m)).unwrap();
        assert_eq!(ply.flips, 0, "no captures in the opening");
        assert_eq!(ply.color, if i % 2 == 0 { Side::Dark } else { Side::Light });
    }
    assert_eq!(g.discs(Side::Dark), sq("d4").bit() | sq("e5").bit());
    assert!(!g.in_centre_opening());
    // Normal play follows: dark's legal moves are the alternate start's.
    let want: u64 = ["e3", "f4", "c5", "d6"].iter().map(|s| sq(s).bit()).sum();
    assert_eq!(g.legal_moves(), want);
}

/// Dark has all 32 of its discs on the board and board moves on row 6; Light can play h7.
const DARK_OUT: &str = "XXXXXXXX XXXXXXXX XXXXXXXX OXXXXXXX OOOOOOOO -------X -------- -------- X";

#[test]
fn strict_supply_makes_a_player_out_of_discs_pass() {
    let pos = parse_board(DARK_OUT).unwrap();
    let shared_pool = Game::from_position(GameOptions::default(), pos.dark, pos.light, Side::Dark);
    assert_ne!(
        shared_pool.legal_moves(),
        0,
        "with a shared pool dark can move"
    );
    let mut g = Game::from_position(
        options(StartPosition::Standard, Supply::Strict32),
        pos.dark,
        pos.light,
        Side::Dark,
    );
    assert_eq!(g.supply(Side::Dark), Some(0));
    assert_eq!(g.supply(Side::Light), Some(23));
    assert_eq!(g.legal_moves(), 0);
    assert!(g.must_pass(), "dark has no discs left and passes");
    assert_eq!(
        g.check_move(sq("a6")),
        Err(MoveError::OutOfDiscs(Side::Dark))
    );
    g.pass().unwrap();
    g.play(sq("h7")).unwrap();
    assert_eq!(g.supply(Side::Light), Some(22));
    assert_eq!(g.to_move(), Side::Dark);
    assert!(g.must_pass() || g.is_over(), "dark still cannot move");
    assert!(g.play(sq("a6")).is_err());
}

#[test]
fn borrow_supply_takes_a_disc_from_the_opponent() {
    let pos = parse_board(DARK_OUT).unwrap();
    let mut g = Game::from_position(
        options(StartPosition::Standard, Supply::Borrow32),
        pos.dark,
        pos.light,
        Side::Dark,
    );
    assert_eq!(g.supply(Side::Dark), Some(0));
    let ply = g.play(sq("a6")).unwrap();
    assert!(ply.borrowed);
    assert_eq!(
        (g.supply(Side::Dark), g.supply(Side::Light)),
        (Some(0), Some(22))
    );
    g.undo();
    assert_eq!(
        g.supply(Side::Light),
        Some(23),
        "undo gives the borrowed disc back"
    );
}

#[test]
fn strict_supply_forces_passes_in_some_games_and_borrow_equals_shared() {
    let mut forced = 0;
    for seed in 1..3000u64 {
        let mut rng = Rng(seed * 7919);
        let mut strict = Game::new(options(StartPosition::Standard, Supply::Strict32));
        while !strict.is_over() {
            if strict.must_pass() {
                if strict.supply(strict.to_move()) == Some(0) && strict.board().legal_moves() != 0 {
                    forced += 1;
                }
                strict.pass().unwrap();
                continue;
            }
            let m: Vec<Square> = Bitboard(strict.legal_moves()).squares().collect();
            strict.play(m[rng.below(m.len())]).unwrap();
        }
        let mut rng = Rng(seed * 7919);
        let (mut shared_pool, mut borrow) = (
            Game::new(GameOptions::default()),
            Game::new(options(StartPosition::Standard, Supply::Borrow32)),
        );
        while !shared_pool.is_over() {
            assert_eq!(shared_pool.legal_moves(), borrow.legal_moves());
            if shared_pool.must_pass() {
                shared_pool.pass().unwrap();
                borrow.pass().unwrap();
                continue;
            }
            let m: Vec<Square> = Bitboard(shared_pool.legal_moves()).squares().collect();
            let mv = m[rng.below(m.len())];
            shared_pool.play(mv).unwrap();
            borrow.play(mv).unwrap();
        }
        assert!(borrow.is_over());
        assert_eq!(borrow.discs(Side::Dark), shared_pool.discs(Side::Dark));
    }
    assert!(
        forced > 0,
        "strict supply never forced a pass in 3000 random games"
    );
}

#[test]
fn undo_and_redo_restore_positions_and_history() {
    let mut g = replay(GameOptions::default(), "f5d6c3d3c4").unwrap();
    let before = (g.discs(Side::Dark), g.discs(Side::Light), g.to_move());
    let ply = g.play(sq("f4")).unwrap();
    assert_eq!(g.undo(), Some(ply));
    assert_eq!(
        (g.discs(Side::Dark), g.discs(Side::Light), g.to_move()),
        before
    );
    assert_eq!(g.redo(), Some(ply));
    assert_eq!(g.last_move(), Some(sq("f4")));
    g.rewind();
    assert_eq!(g.board(), Board::start());
    assert_eq!(g.redo_stack().len(), 6);
    g.redo();
    g.play(sq("d6")).unwrap();
    assert!(g.redo_stack().is_empty(), "a new move clears redo");
    assert_eq!(g.move_number(), 3);
}

#[test]
fn clock_flag_fall_ends_the_game_and_records_a_time_default() {
    let mut g = Game::new(GameOptions {
        clock_ms: Some(60_000),
        ..GameOptions::default()
    });
    assert!(!g.charge_time(30_000));
    assert_eq!(g.clock().unwrap().remaining(Side::Dark), 30_000);
    g.play(sq("f5")).unwrap();
    assert!(!g.charge_time(59_000));
    g.play(sq("d6")).unwrap();
    assert!(g.charge_time(31_000), "dark's flag falls");
    assert!(g.is_over());
    assert_eq!(g.legal_moves(), 0);
    assert!(
        g.awaiting_completion() && g.result().is_none(),
        "scored once completed"
    );
    g.set_completed_counts(40, 24);
    let r = g.result().unwrap();
    assert_eq!(
        (r.lost_on_time, r.winner),
        (Some(Side::Dark), Some(Side::Light))
    );
    assert_eq!(
        (r.dark, r.light, r.recorded_dark, r.recorded_light),
        (40, 24, 31, 33)
    );
    // Completed game lost on the board by the time winner: the narrowest win is recorded.
    let r = GameResult::time_default(Variant::Classic, true, Side::Dark, 40, 24);
    assert_eq!(
        (r.recorded_dark, r.recorded_light, r.winner),
        (31, 33, Some(Side::Light))
    );
    // Completed game won by the time winner: that result stands.
    let r = GameResult::time_default(Variant::Classic, true, Side::Dark, 20, 40);
    assert_eq!((r.recorded_dark, r.recorded_light), (20, 44));
}

#[test]
fn a_time_default_with_few_or_no_discs_credits_a_one_disc_win_without_wrapping() {
    // (variant, empties to the winner, loser, completed dark, light) → recorded dark-light.
    let cases = [
        (Variant::Classic, true, Side::Light, 0, 0, (1, 0)),
        (Variant::Classic, false, Side::Dark, 0, 0, (0, 1)),
        (Variant::Classic, false, Side::Dark, 1, 0, (0, 1)),
        (Variant::Classic, false, Side::Light, 0, 1, (1, 0)),
        (Variant::Classic, false, Side::Light, 1, 1, (2, 0)),
        (Variant::Classic, false, Side::Light, 1, 2, (2, 1)),
        (Variant::Reverse, false, Side::Light, 0, 0, (0, 1)),
        (Variant::Reverse, false, Side::Dark, 0, 1, (1, 0)),
        (Variant::Reverse, false, Side::Light, 2, 1, (1, 2)),
        // Already won by the time winner on the board: that result stands.
        (Variant::Classic, false, Side::Dark, 0, 1, (0, 1)),
        (Variant::Classic, true, Side::Dark, 0, 1, (0, 64)),
    ];
    for (variant, empties, loser, d, l, want) in cases {
        let r = GameResult::time_default(variant, empties, loser, d, l);
        let case = format!("{variant:?} empties {empties}, {loser} lost on time, {d}-{l}");
        assert_eq!((r.recorded_dark, r.recorded_light), want, "{case}");
        assert_eq!(r.winner, Some(loser.opposite()), "{case}");
        assert!(r.recorded_dark + r.recorded_light <= 64, "{case}");
    }
    // The empty-centre start lost on time before any disc: the game's own result and its
    // saved Result tag.
    let mut g = Game::new(GameOptions {
        start: StartPosition::EmptyCentre,
        clock_ms: Some(60_000),
        ..GameOptions::default()
    });
    assert!(g.charge_time(60_000));
    g.set_completed_counts(0, 0);
    let r = g.result().unwrap();
    assert_eq!((r.recorded_dark, r.recorded_light), (0, 1));
    let text = reversi_engine::rules::record::write_record(&g, "a", "b");
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
}

#[test]
fn a_game_lost_on_time_reads_back_with_its_completed_result() {
    let mut g = Game::new(GameOptions {
        clock_ms: Some(60_000),
        ..GameOptions::default()
    });
    g.play(sq("f5")).unwrap();
    assert!(g.charge_time(60_000), "Light's flag falls");
    g.set_completed_counts(20, 44);
    let text = reversi_engine::rules::record::write_record(&g, "you", "computer");
    assert!(text.contains("[Result \"33-31\"]"), "{text}");
    assert!(text.contains("[Completed \"20 44\"]"), "{text}");
    let back = reversi_engine::rules::record::parse_record(&text)
        .unwrap()
        .game;
    assert_eq!(back.lost_on_time(), Some(Side::Light));
    assert_eq!(back.completed_counts(), Some((20, 44)));
    assert_eq!(back.result(), g.result());
    // A bad count names its line.
    let bad = text.replace("[Completed \"20 44\"]", "[Completed \"20 x\"]");
    let e = reversi_engine::rules::record::parse_record(&bad).unwrap_err();
    assert!(e.to_string().contains("Completed '20 x'"), "{e}");
}

#[test]
fn brightwell_quotient_follows_the_definition() {
    // 3 players, 2 rounds each way (4 rounds): c = round(64 / 4) = 16.
    let g = |a, b, x, y| TournamentGame {
        a,
        b: Some(b),
        discs_a: x,
        discs_b: y,
    };
    let games = [
        g(0, 1, 40, 24),
        g(1, 2, 32, 32),
        g(2, 0, 35, 29),
        TournamentGame {
            a: 1,
            b: None,
            discs_a: 0,
            discs_b: 0,
        },
    ];
    let bq = brightwell(3, &games, &[false; 3], 4, 64);
    // points: p0 = 1, p1 = 0.5 + 1 (bye) = 1.5, p2 = 0.5 + 1 = 1.5
    // p0: 40 + 29 + 16 * (1.5 + 1.5) = 117
    assert_eq!(bq[0], 117.0);
    // p1: 24 + 32 + 16 * (1 + 1.5) + bye: 32 + 16 * 1.5 = 56 + 40 + 56 = 152
    assert_eq!(bq[1], 152.0);
    // withdrawn opponent 2: p0 gets 40 + 16*1.5 + (32 + 16*1) = 64 + 48 = 112
    let bq = brightwell(3, &games, &[false, false, true], 4, 64);
    assert_eq!(bq[0], 112.0);
    let s = standings(3, &games, 4);
    assert_eq!(s[0].player, 1, "equal points on 1.5: p1 ahead of p2 on BQ");
    assert_eq!(s[2].player, 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// A saved game reads back to the same game: options, start, every ply, clock, players.
    #[test]
    fn saved_games_read_back_to_the_same_game(
        seed in any::<u64>(), plies in 0usize..70, s in 0usize..7, sup in 0usize..3,
        v in 0usize..2, empties in any::<bool>(), clock in prop::option::of(1u64..40),
    ) {
        use reversi_engine::rules::record::{parse_record, write_record};
        let o = GameOptions {
            variant: Variant::ALL[v],
            start: StartPosition::ALL[s],
            supply: Supply::ALL[sup],
            empties_to_winner: empties,
            clock_ms: clock.map(|m| m * 60_000),
        };
        let mut g = Game::new(o);
        common::random_walk(&mut g, &mut Rng(seed | 1), plies);
        if g.clock().is_some() {
            g.charge_time(1234);
        }
        let text = write_record(&g, "you", "computer, Club");
        let r = parse_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(r.game.options, g.options);
        prop_assert_eq!(r.game.history(), g.history());
        prop_assert_eq!(r.game.start_position(), g.start_position());
        prop_assert_eq!(r.game.clock(), g.clock());
        prop_assert_eq!(r.dark.as_str(), "you");
        prop_assert_eq!(r.light.as_str(), "computer, Club");
    }

    /// Whatever is pasted, reading it never panics.
    #[test]
    fn pasted_text_never_panics(text in "\\PC{0,120}") {
        let _ = reversi_engine::rules::record::parse_paste(&text, GameOptions::default());
        let _ = reversi_engine::rules::record::parse_record(&text);
    }
}

#[test]
fn a_game_from_a_pasted_board_saves_its_position() {
    use reversi_engine::rules::record::{parse_paste, parse_record, write_record};
    let board = "---------------------------OX------XO--------------------------- O";
    let mut g = parse_paste(board, GameOptions::default()).unwrap();
    assert_eq!(g.to_move(), Side::Light);
    let first = Bitboard(g.legal_moves()).squares().next().unwrap();
    g.play(first).unwrap();
    let text = write_record(&g, "player", "player");
    assert!(text.contains("[Position \""), "{text}");
    let back = parse_record(&text).unwrap().game;
    assert_eq!(back.board(), g.board());
    assert_eq!(back.history(), g.history());
}

#[test]
fn the_move_list_numbers_pairs_and_shows_passes() {
    use reversi_engine::rules::record::{move_list, move_list_lines, parse_paste};
    let g = replay(GameOptions::default(), "f5d6c3").unwrap();
    assert_eq!(move_list(&g), "1. f5 d6 2. c3");
    // A game whose first ply is Light's starts "1. ... ".
    let p =
        parse_board("---------------------------OX------XO--------------------------- O").unwrap();
    let mut g = Game::from_position(GameOptions::default(), p.dark, p.light, p.to_move);
    let m = Bitboard(g.legal_moves()).squares().next().unwrap();
    g.play(m).unwrap();
    assert_eq!(move_list_lines(&g), vec![format!("1. ... {m}")]);
    // Passes are written "pass" and read back.
    let mut rng = Rng(99);
    let mut g = Game::new(GameOptions::default());
    while !g.history().iter().any(|p| p.kind == PlyKind::Pass) {
        g = Game::new(GameOptions::default());
        common::random_walk(&mut g, &mut rng, 60);
    }
    let list = move_list(&g);
    assert!(list.contains("pass"), "{list}");
    let back = parse_paste(&list, GameOptions::default()).unwrap();
    assert_eq!(back.history(), g.history());
}

#[test]
fn record_errors_name_the_line_and_the_move() {
    use reversi_engine::rules::record::parse_record;
    let e = parse_record("[Variant \"Sideways\"]\nf5\n").unwrap_err();
    assert_eq!(e.line, Some(1));
    assert!(e.to_string().contains("Sideways"), "{e}");
    let e = parse_record("[Game \"reversi3d\"]\n\nf5 d6\nc3 c3\n").unwrap_err();
    assert_eq!((e.line, e.move_no), (Some(4), Some(4)), "{e}");
    let e = parse_record("[Clock \"soon\"]\n").unwrap_err();
    assert!(e.to_string().starts_with("line 1: clock 'soon'"), "{e}");
    let e = parse_record("f5\n[Variant \"Classic\"]\n").unwrap_err();
    assert_eq!(e.line, Some(2));
}

#[test]
fn perft_counts_positions_with_more_than_32_moves() {
    for (seed, n) in [(1, 33), (2, 34), (3, 35), (4, 35)] {
        let (p, o) = high_mobility_board(seed, n);
        let b = Board::new(p, o);
        let mut r = RefGame::new(StartPosition::Standard, Supply::Shared);
        for i in 0..64 {
            r.cells[i / 8][i % 8] = if p >> i & 1 != 0 {
                DARK
            } else if o >> i & 1 != 0 {
                LIGHT
            } else {
                0
            };
        }
        r.to_move = DARK;
        assert_eq!(perft(&b, 1), b.legal_moves().count_ones() as u64);
        assert!(perft(&b, 1) >= n as u64);
        for d in 1..=3 {
            let want = r.perft(d);
            assert_eq!(perft(&b, d), want, "{b:?} depth {d}");
            assert_eq!(
                reversi_engine::rules::kernels::perft_portable(&b, d),
                want,
                "portable, {b:?} depth {d}"
            );
        }
    }
}

#[test]
fn scoring_names_the_winner_and_why_the_recorded_score_stands() {
    use reversi_engine::rules::scoring::{Outcome, ScoreBasis, Scoring, scoring};
    let from = |board: &str, o: GameOptions| {
        let p = parse_board(board).unwrap();
        Game::from_position(o, p.dark, p.light, p.to_move)
    };
    let classic = |empties_to_winner| GameOptions {
        empties_to_winner,
        ..GameOptions::default()
    };
    // Not over: nothing to score.
    assert_eq!(scoring(&Game::new(GameOptions::default())), Scoring::InPlay);

    // Ten dark discs and nothing else: Dark wins; with the rule on, the 54 empties are Dark's.
    let wipeout = "XXXXXXXXXX------------------------------------------------------ O";
    let Scoring::Final(s) = scoring(&from(wipeout, classic(true))) else {
        panic!("a wipeout is over");
    };
    assert_eq!(s.winner(), Some(Side::Dark));
    assert_eq!(s.on_board, (10, 0));
    assert_eq!((s.result.recorded_dark, s.result.recorded_light), (64, 0));
    assert_eq!(s.basis, ScoreBasis::EmptiesToWinner(54));
    assert_eq!(
        (s.outcome_for(Side::Dark), s.outcome_for(Side::Light)),
        (Outcome::Won, Outcome::Lost)
    );
    let Scoring::Final(s) = scoring(&from(wipeout, classic(false))) else {
        panic!("a wipeout is over");
    };
    assert_eq!(s.basis, ScoreBasis::Counted);
    assert_eq!((s.result.recorded_dark, s.result.recorded_light), (10, 0));
    // Under Reverse the side with fewer discs (none) wins.
    let reverse = GameOptions {
        variant: Variant::Reverse,
        empties_to_winner: false,
        ..GameOptions::default()
    };
    let Scoring::Final(s) = scoring(&from(wipeout, reverse)) else {
        panic!("a wipeout is over");
    };
    assert_eq!(s.outcome_for(Side::Light), Outcome::Won);

    // A full board split 32-32 is a tie for both sides, counted as it stands.
    let tie = format!("{}{} X", "X".repeat(32), "O".repeat(32));
    let Scoring::Final(s) = scoring(&from(&tie, classic(true))) else {
        panic!("a full board is over");
    };
    assert_eq!(s.winner(), None);
    assert_eq!(s.outcome_for(Side::Dark), Outcome::Tied);
    assert_eq!(s.basis, ScoreBasis::Counted);

    // A flag fall: won on time at once, scored once the engine has completed the game; the
    // board keeps the discs where the flag fell.
    let mut g = Game::new(GameOptions {
        clock_ms: Some(60_000),
        ..GameOptions::default()
    });
    g.play(sq("f5")).unwrap();
    assert!(g.charge_time(60_000), "Light's flag falls");
    assert_eq!(
        scoring(&g),
        Scoring::AwaitingCompletion { loser: Side::Light }
    );
    g.set_completed_counts(20, 44);
    let Scoring::Final(s) = scoring(&g) else {
        panic!("scored once completed");
    };
    assert_eq!(s.basis, ScoreBasis::TimeDefault { loser: Side::Light });
    assert_eq!(s.winner(), Some(Side::Dark));
    assert_eq!(s.on_board, (4, 1));
    assert_eq!((s.result.dark, s.result.light), (20, 44));
    assert_eq!((s.result.recorded_dark, s.result.recorded_light), (33, 31));
}
