//! The opening book: keys shared by the 8 symmetries, negamax on a hand-made tree, book moves
//! legal in every orientation, the file's round trip and its damaged forms, `book show`,
//! `book build` and `book add`, NBoard's `learn`, the levels' variety per seed, and a level
//! with the book off playing as before.

use rand::SeedableRng;
use rand::rngs::StdRng;
use reversi_engine::ai::book::{BookError, BookInfo, BookMove, OpeningBook, embedded, key};
use reversi_engine::ai::levels::level_with_settings;
use reversi_engine::ai::{Engine, LEVELS, book_move, choose_move};
use reversi_engine::rules::ggf::game_to_ggf;
use reversi_engine::rules::notation::replay;
use reversi_engine::rules::{Bitboard, Board, Game, GameOptions, Square, Variant};

/// A game of `plies` moves, each the highest legal square: a line no book has past its
/// first moves.
fn odd_game(plies: usize) -> Game {
    let mut g = Game::new(GameOptions::default());
    for _ in 0..plies {
        let m = Bitboard(g.legal_moves()).squares().last().unwrap();
        g.play(m).unwrap();
    }
    g
}
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_reversi-engine");

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn board_after(moves: &str) -> Board {
    replay(GameOptions::default(), moves).unwrap().board()
}

fn mv(s: &str, value: i32) -> BookMove {
    BookMove {
        square: sq(s),
        value,
    }
}

/// A folder of the test's own under the system's temporary one.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("reversi3d-book-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn symmetric_positions_share_one_entry_and_its_moves_map_back() {
    let b = board_after("f5d6c3");
    let mut book = OpeningBook::new(BookInfo::default());
    book.set_moves(&b, &[mv("d3", 50), mv("f4", -20)]);
    assert_eq!(book.len(), 1);
    for s in 0..8u8 {
        let t = b.transform(s);
        assert!(book.contains(&t), "symmetry {s}");
        assert_eq!(key(&t).0, key(&b).0, "symmetry {s}: one key");
        let moves = book.moves(&t).unwrap();
        let expected: Vec<Square> = ["d3", "f4"]
            .iter()
            .map(|m| reversi_engine::rules::bitboard::transform_square(sq(m), s))
            .collect();
        assert_eq!(
            moves.iter().map(|m| m.square).collect::<Vec<_>>(),
            expected,
            "symmetry {s}"
        );
        assert_eq!(moves[0].value, 50);
        // Set through another orientation: still the one entry.
        let mut again = book.clone();
        again.set_moves(&t, &moves);
        assert_eq!(again, book, "symmetry {s}");
    }
    // The four first moves lead to one position.
    let firsts: Vec<Board> = ["f5", "e6", "d3", "c4"]
        .iter()
        .map(|m| board_after(m))
        .collect();
    assert!(firsts.iter().all(|b| key(b).0 == key(&firsts[0]).0));
}

#[test]
fn negamax_backs_values_up_a_hand_made_tree() {
    let mut book = OpeningBook::new(BookInfo::default());
    let start = Board::start();
    book.set_moves(&start, &[mv("f5", 0)]);
    let a = board_after("f5");
    book.set_moves(&a, &[mv("d6", 120), mv("f6", -30), mv("f4", -200)]);
    book.negamax();
    // Light's best after f5 is +1.20 for Light: f5 is worth −1.20 to Dark.
    assert_eq!(book.moves(&start).unwrap()[0].value, -120);
    assert_eq!(book.value(&start), Some(-120));
    // d6 gets a position of its own, where Dark's best is +3: d6 is now −3 for Light,
    // so Light's best is f6 (−0.30), and f5 is worth +0.30 to Dark.
    let b = board_after("f5d6");
    book.set_moves(&b, &[mv("c3", 300), mv("c5", 100)]);
    book.negamax();
    let after_f5 = book.moves(&a).unwrap();
    assert_eq!(after_f5[0], mv("f6", -30));
    assert!(after_f5.contains(&mv("d6", -300)));
    assert_eq!(book.value(&start), Some(30));
    // Through another orientation (e6 f4 is f5 d6 mirrored): the same values.
    assert_eq!(book.value(&board_after("e6f4")), Some(300));
    assert_eq!(book.negamax(), 0, "a second pass changes nothing");
}

#[test]
fn the_built_in_book_is_read_and_its_moves_are_legal_in_every_orientation() {
    let book = embedded();
    assert!(book.len() > 1000, "{} positions", book.len());
    let mut rng = StdRng::seed_from_u64(1);
    for k in book.keys() {
        for s in 0..8u8 {
            let b = k.transform(s);
            let moves = book.moves(&b).unwrap();
            assert!(!moves.is_empty());
            for m in &moves {
                assert!(b.is_legal(m.square), "{} in {b:?}", m.square);
            }
            let pick = book.choose(&b, 200, &mut rng).unwrap();
            assert!(b.is_legal(pick.square));
        }
    }
    // Its values are backed up: a second negamax changes nothing.
    assert_eq!(book.clone().negamax(), 0);
}

#[test]
fn the_file_round_trips() {
    let book = embedded();
    let bytes = book.to_bytes();
    assert_eq!(&OpeningBook::from_bytes(&bytes).unwrap(), book);
    assert_eq!(
        bytes,
        include_bytes!("../weights/book.bin").to_vec(),
        "the shipped file is written as the book reads"
    );
    let dir = temp_dir("round-trip");
    let path = dir.join("sub/book.bin");
    book.write_file(&path).unwrap();
    assert_eq!(&OpeningBook::read_file(&path).unwrap(), book);
    let _ = std::fs::remove_dir_all(dir);
}

/// A small book's bytes with `edit` applied and the checksum made right again.
fn edited(edit: impl Fn(&mut Vec<u8>)) -> Vec<u8> {
    let mut book = OpeningBook::new(BookInfo {
        depth: 4,
        max_ply: 4,
        min_games: 1,
    });
    book.set_moves(&Board::start(), &[mv("f5", 10)]);
    book.set_moves(&board_after("f5"), &[mv("d6", -10), mv("f6", -40)]);
    let mut bytes = book.to_bytes();
    bytes.truncate(bytes.len() - 8);
    edit(&mut bytes);
    let sum = reversi_engine::ai::book::fnv1a(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    bytes
}

#[test]
fn a_damaged_file_is_an_error_naming_the_problem() {
    let good = edited(|_| {});
    assert_eq!(OpeningBook::from_bytes(&good).unwrap().len(), 2);
    let err = |bytes: &[u8]| OpeningBook::from_bytes(bytes).unwrap_err();
    let text = |bytes: &[u8]| err(bytes).to_string();
    assert_eq!(err(b"hello, world"), BookError::NotABook);
    assert!(text(b"").contains("not an opening book"));
    assert_eq!(err(&edited(|b| b[8] = 9)), BookError::Version { found: 9 });
    assert!(text(&edited(|b| b[8] = 9)).contains("version 9"));
    assert!(matches!(
        err(&good[..good.len() - 5]),
        BookError::Truncated { .. }
    ));
    assert!(text(&good[..30]).starts_with("cut short"));
    let mut longer = good.clone();
    longer.push(0);
    assert_eq!(err(&longer), BookError::Trailing { extra: 1 });
    let mut flipped = good.clone();
    flipped[25] ^= 0x10;
    assert!(matches!(err(&flipped), BookError::Checksum { .. }));
    assert!(text(&flipped).contains("damaged: checksum"));
    // A move's square changed to one not legal there (the checksum made right).
    let illegal = edited(|b| b[20 + 17] = 0);
    assert!(
        text(&illegal).contains("position 1: move 1: a1 is not legal"),
        "{}",
        text(&illegal)
    );
    let off_board = edited(|b| b[20 + 17] = 64);
    assert!(text(&off_board).contains("64 is not a square"));
    // A header asking for leaves deeper than any build makes (`book add` would search them
    // for ever), or positions further into the game.
    let deep = edited(|b| b[10] = 255);
    assert!(
        text(&deep).starts_with("header: leaves searched 255 moves deep"),
        "{}",
        text(&deep)
    );
    let far = edited(|b| b[11] = 41);
    assert!(
        text(&far).starts_with("header: positions up to 41"),
        "{}",
        text(&far)
    );
    assert!(OpeningBook::from_bytes(&edited(|b| b[10] = 30)).is_ok());
    // Both sides on one square.
    let both = edited(|b| {
        let player = b[20..28].to_vec();
        b[28..36].copy_from_slice(&player);
    });
    assert!(text(&both).contains("both sides"), "{}", text(&both));
    // Positions out of order: the second position's key made smaller than the first's.
    let unsorted = edited(|b| {
        let second = 20 + 17 + 3 * b[36] as usize;
        b[second..second + 16].fill(0);
        b[second] = 1;
    });
    assert!(
        text(&unsorted).starts_with("position 2:"),
        "{}",
        text(&unsorted)
    );
    // Any byte changed: an error or a book, never a panic.
    for i in 0..good.len() {
        for x in [1u8, 0x80, 0xff] {
            let mut b = good.clone();
            b[i] ^= x;
            let _ = OpeningBook::from_bytes(&b);
            let _ = OpeningBook::from_bytes(&edited(|e| {
                if i < e.len() {
                    e[i] ^= x
                }
            }));
        }
    }
    // A file names itself.
    let dir = temp_dir("damaged");
    let path = dir.join("bad.bin");
    std::fs::write(&path, &flipped).unwrap();
    let e = OpeningBook::read_file(&path).unwrap_err().to_string();
    assert!(e.contains("bad.bin") && e.contains("checksum"), "{e}");
    let out = Command::new(BIN)
        .args(["book", "show", "f5", "--book"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("bad.bin") && stderr.lines().count() == 1,
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn book_show_lists_the_four_first_moves_with_one_value() {
    let (ok, out, err) = run(&["book", "show", "start"]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("in the book: 4 moves"), "{out}");
    let mut moves: Vec<&str> = lines[1..].iter().map(|l| &l[..2]).collect();
    moves.sort();
    assert_eq!(moves, ["c4", "d3", "e6", "f5"], "{out}");
    let values: Vec<&str> = lines[1..]
        .iter()
        .map(|l| l.split('\t').nth(1).unwrap())
        .collect();
    assert!(values.iter().all(|v| *v == values[0]), "{out}");
    assert!(lines[1..].iter().all(|l| l.ends_with("\tbook")), "{out}");
    // After f5: the three replies, best first, as the library gives them.
    let (ok, out, _) = run(&["book", "show", "f5"]);
    assert!(ok);
    let library = embedded().moves(&board_after("f5")).unwrap();
    let shown: Vec<String> = out.lines().skip(1).map(|l| l[..2].to_string()).collect();
    let expected: Vec<String> = library.iter().map(|m| m.square.to_string()).collect();
    assert_eq!(shown, expected);
    // A board string, and a position the book does not have.
    let start = "---------------------------OX------XO--------------------------- X";
    let (ok, out, _) = run(&["book", "show", start]);
    assert!(ok && out.starts_with("in the book: 4 moves"), "{out}");
    let odd = reversi_engine::rules::notation::transcript(&odd_game(14), false);
    let (ok, out, _) = run(&["book", "show", &odd]);
    assert!(ok && out.starts_with("not in the book"), "{out}");
    let (ok, _, err) = run(&["book", "show", "f5z9"]);
    assert!(!ok && err.starts_with("error: "), "{err}");
    // A board a square short, or with a side that is not one, is a board's error.
    for (board, says) in [
        (&start[1..], "63 squares before the side to move 'X'"),
        (&start[2..], "62 squares before the side to move 'X'"),
    ] {
        let (ok, _, err) = run(&["book", "show", board]);
        assert!(!ok && err.contains(says), "{err}");
    }
    let (ok, _, err) = run(&["book", "show", &start.replace(" X", " Q")]);
    assert!(
        !ok && err.contains("side to move 'Q' is not X or O"),
        "{err}"
    );
}

const GAMES: &str = "f5d6c3d3c4f4f6\nf5d6c3d3c4f4c5\nf5d6c3d3c4f4f6\nf5f6e6f4e3\ne6f4c3c4d3d6\n";

#[test]
fn book_build_and_book_add_make_and_grow_a_book() {
    let dir = temp_dir("build");
    let games = dir.join("games.txt");
    std::fs::write(&games, GAMES).unwrap();
    let out_file = dir.join("small.bin");
    let cache = dir.join("cache.txt");
    let args = |out: &std::path::Path| {
        vec![
            "book".to_string(),
            "build".into(),
            games.display().to_string(),
            "--max-ply".into(),
            "6".into(),
            "--min-games".into(),
            "2".into(),
            "--depth".into(),
            "3".into(),
            "--deviations".into(),
            "10".into(),
            "--cache".into(),
            cache.display().to_string(),
            "--out".into(),
            out.display().to_string(),
        ]
    };
    let a: Vec<String> = args(&out_file);
    let (ok, out, err) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(ok, "{err}");
    assert!(out.contains("positions"), "{out}");
    let book = OpeningBook::read_file(&out_file).unwrap();
    // Reached by two games or more: the Tiger's line to its 6th move (the e6 game is the
    // same line mirrored), and the deviations.
    for line in ["", "f5", "f5d6", "f5d6c3d3c4", "f5d6c3d3c4f4", "e6f4c3c4d3"] {
        assert!(book.contains(&board_after(line)), "{line}");
    }
    assert_eq!(book.info.depth, 3);
    assert_eq!(book.info.max_ply, 6);
    // Every position has its best unbooked move, and the values are backed up.
    assert_eq!(book.clone().negamax(), 0);
    // Again with the cache: the same book without a search.
    let again = dir.join("again.bin");
    let a2: Vec<String> = args(&again);
    let (ok, out2, err) = run(&a2.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(ok, "{err}");
    assert!(out2.contains("; 0 searches"), "{out2}");
    assert_eq!(OpeningBook::read_file(&again).unwrap(), book);
    // book add: a game's positions, however few games reach them.
    let more = dir.join("more.txt");
    std::fs::write(&more, "f5f4e3f6d3\n").unwrap();
    let (ok, _, err) = run(&[
        "book",
        "add",
        &more.display().to_string(),
        "--book",
        &out_file.display().to_string(),
    ]);
    assert!(ok, "{err}");
    let grown = OpeningBook::read_file(&out_file).unwrap();
    assert!(grown.contains(&board_after("f5f4e3f6d3")));
    assert!(grown.len() > book.len());
    assert_eq!(grown.clone().negamax(), 0);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn learn_over_nboard_adds_the_game_to_the_book_file() {
    let dir = temp_dir("learn");
    let file = dir.join("mine.bin");
    let mut child = Command::new(BIN)
        .env("REVERSI3D_HOME", &dir)
        .args(["nboard", "--level", "engine+depth=2+ms=0", "--book"])
        .arg(&file)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    // A game that leaves the built-in book early.
    let game = odd_game(16);
    assert!(!embedded().contains(&game.board()));
    writeln!(stdin, "nboard 2").unwrap();
    writeln!(stdin, "set depth 2").unwrap();
    writeln!(stdin, "set game {}", game_to_ggf(&game, "a", "b")).unwrap();
    writeln!(stdin, "learn").unwrap();
    stdin.flush().unwrap();
    let mut seen = Vec::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        seen.push(line.clone());
        if line == "learned" {
            break;
        }
    }
    assert!(
        seen.iter().any(|l| l.starts_with("status learned:")),
        "{seen:?}"
    );
    let book = OpeningBook::read_file(&file).unwrap();
    assert!(book.len() > embedded().len());
    let mut g = Game::new(GameOptions::default());
    for m in reversi_engine::ai::tools::book::moves_of(&game) {
        assert!(book.contains(&g.board()), "after {}", g.history().len());
        g.play(m).unwrap();
    }
    assert!(book.contains(&game.board()));
    // The session plays from the book it learnt: its `go` is a book move there.
    writeln!(stdin, "go").unwrap();
    stdin.flush().unwrap();
    let mut answer = Vec::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        answer.push(line.clone());
        if line.starts_with("===") {
            break;
        }
    }
    assert!(
        answer
            .iter()
            .any(|l| l.starts_with("search ") && l.ends_with(" 0 book")),
        "{answer:?}"
    );
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(dir);
}

/// The first `plies` moves a level plays against itself from the start with a seed.
fn opening(level: &str, seed: u64, plies: usize) -> Vec<Square> {
    let level = level_with_settings(level).unwrap();
    let mut engine = Engine::new(Variant::Classic, 8 << 20);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = Game::new(GameOptions::default());
    let mut out = Vec::new();
    while out.len() < plies {
        let r = choose_move(&mut engine, &g, &level, &mut rng);
        let m = r.best.unwrap();
        g.play(m).unwrap();
        out.push(m);
    }
    out
}

#[test]
fn variety_gives_other_openings_over_seeds_and_the_same_for_a_seed() {
    let engine = "engine+depth=2+ms=0";
    let a = opening(engine, 1, 8);
    assert_eq!(a, opening(engine, 1, 8), "the same seed, the same moves");
    let all: std::collections::HashSet<Vec<Square>> =
        (0..12).map(|s| opening(engine, s, 8)).collect();
    assert!(all.len() >= 3, "{} openings over 12 seeds", all.len());
    // Variety 0: the book's best, whatever the seed.
    let best: std::collections::HashSet<Vec<Square>> = (0..6)
        .map(|s| opening("engine+depth=2+ms=0+book=0", s, 6))
        .collect();
    assert_eq!(best.len(), 1);
    // A book move is answered at once and says so.
    let g = Game::new(GameOptions::default());
    let mut rng = StdRng::seed_from_u64(3);
    let r = book_move(
        embedded(),
        &g,
        LEVELS[LEVELS.len() - 1].book.unwrap(),
        &mut rng,
    )
    .unwrap();
    assert!(r.book && r.nodes == 0 && r.elapsed.as_millis() < 50);
    // Not under Reverse.
    let reverse = Game::new(GameOptions {
        variant: Variant::Reverse,
        ..GameOptions::default()
    });
    assert!(book_move(embedded(), &reverse, 100, &mut rng).is_none());
}

#[test]
fn with_the_book_off_a_level_plays_as_before() {
    let off = level_with_settings("engine+book=off+depth=6+ms=0").unwrap();
    assert_eq!(off.book, None);
    assert!(level_with_settings("engine+book=x").is_err());
    assert_eq!(
        level_with_settings("master+book=1.5").unwrap().book,
        Some(150)
    );
    // The levels that play from the book, and those that do not.
    let with: Vec<&str> = LEVELS
        .iter()
        .filter(|l| l.book.is_some())
        .map(|l| l.name)
        .collect();
    assert_eq!(
        with,
        ["Master", "Tournament", "Grandmaster", "Champion", "Engine"]
    );
    for moves in ["", "f5", "f5d6c3"] {
        let g = replay(GameOptions::default(), moves).unwrap();
        let mut e1 = Engine::new(Variant::Classic, 8 << 20);
        let mut e2 = Engine::new(Variant::Classic, 8 << 20);
        let mut rng = StdRng::seed_from_u64(1);
        let a = choose_move(&mut e1, &g, &off, &mut rng);
        let b = e2.search(&g.board(), &off.config());
        assert!(!a.book);
        assert_eq!(
            (a.best, a.value, a.nodes),
            (b.best, b.value, b.nodes),
            "{moves}"
        );
    }
}

#[test]
fn a_build_stopped_mid_line_resumes_with_its_cache_whole() {
    let dir = temp_dir("torn-cache");
    let games = dir.join("games.txt");
    std::fs::write(&games, GAMES).unwrap();
    let cache = dir.join("cache.txt");
    let build = |out: &str| {
        let (g, c, o) = (
            games.display().to_string(),
            cache.display().to_string(),
            dir.join(out).display().to_string(),
        );
        run(&[
            "book",
            "build",
            &g,
            "--max-ply",
            "6",
            "--min-games",
            "2",
            "--depth",
            "3",
            "--cache",
            &c,
            "--out",
            &o,
        ])
    };
    let (ok, _, err) = build("first.bin");
    assert!(ok, "{err}");
    let whole = std::fs::read_to_string(&cache).unwrap();
    // Stopped in the middle of the last line written.
    std::fs::write(&cache, &whole[..whole.len() - 20]).unwrap();
    let (ok, out, err) = build("second.bin");
    assert!(ok, "{err}");
    assert!(
        !out.contains("; 0 searches"),
        "the torn search is made again: {out}"
    );
    let text = std::fs::read_to_string(&cache).unwrap();
    assert!(text.ends_with('\n'));
    for (i, line) in text.lines().enumerate() {
        assert_eq!(line.split_whitespace().count(), 6, "line {}: {line}", i + 1);
    }
    // And once more: everything is found in the cache, and the book is the same.
    let (ok, out, err) = build("third.bin");
    assert!(ok, "{err}");
    assert!(out.contains("; 0 searches"), "{out}");
    let first = OpeningBook::read_file(&dir.join("first.bin")).unwrap();
    assert_eq!(
        OpeningBook::read_file(&dir.join("third.bin")).unwrap(),
        first
    );
    // A file that is not a cache is refused, named with its line, and left as it was.
    std::fs::write(&cache, "hello\n").unwrap();
    let (ok, _, err) = build("fourth.bin");
    assert!(
        !ok && err.contains("cache.txt: line 1: not a book cache line"),
        "{err}"
    );
    std::fs::write(&cache, "hello").unwrap();
    let (ok, _, err) = build("fourth.bin");
    assert!(
        !ok && err.contains("line 1: not a book cache line"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&cache).unwrap(), "hello");
    let _ = std::fs::remove_dir_all(dir);
}
