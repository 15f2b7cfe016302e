//! The rules' parsers under damaged input: transcripts, board strings and records with one
//! change never panic, and every error names a move, line or tag within the text.

mod common;

use common::Rng;
use proptest::prelude::*;
use reversi_engine::rules::notation::{
    self, parse_board, parse_obf, parse_transcript, replay, transcript,
};
use reversi_engine::rules::*;

/// One change to a valid transcript, its moves given as a list of words.
#[derive(Clone, Debug)]
enum MoveEdit {
    None,
    /// Two neighbouring moves swapped.
    Swap(usize),
    /// A move replaced by this text.
    Garble(usize, String),
    /// Upper case (all of it, or from a move on).
    Upper(Option<usize>),
    /// White space inserted before a move or inside one.
    Space(usize, bool, String),
    /// A pass token inserted before a move.
    Pass(usize, &'static str),
    /// Cut after this many characters.
    Truncate(usize),
    Duplicate(usize),
    Drop(usize),
}

fn move_edit() -> impl Strategy<Value = MoveEdit> {
    let token = prop_oneof![
        "[a-jA-J][0-9]",
        "[a-hp][1-8as]?",
        "[pP][aAsS]",
        "\\PC{1,3}",
        Just(String::new()),
    ];
    let space = prop::sample::select(vec![" ", "  ", "\t", "\n", "\r\n", " \u{a0}"]);
    let pass = prop::sample::select(vec!["pa", "PA", "ps", "Ps", "pass"]);
    prop_oneof![
        Just(MoveEdit::None),
        any::<usize>().prop_map(MoveEdit::Swap),
        (any::<usize>(), token).prop_map(|(k, t)| MoveEdit::Garble(k, t)),
        prop::option::of(any::<usize>()).prop_map(MoveEdit::Upper),
        (any::<usize>(), any::<bool>(), space).prop_map(|(k, i, s)| MoveEdit::Space(
            k,
            i,
            s.into()
        )),
        (any::<usize>(), pass).prop_map(|(k, p)| MoveEdit::Pass(k, p)),
        any::<usize>().prop_map(MoveEdit::Truncate),
        any::<usize>().prop_map(MoveEdit::Duplicate),
        any::<usize>().prop_map(MoveEdit::Drop),
    ]
}

impl MoveEdit {
    /// The edited transcript, and whether it still reads as the same game.
    fn apply(&self, words: &[String]) -> (String, bool) {
        let mut w: Vec<String> = words.to_vec();
        let n = w.len().max(1);
        let mut same = false;
        match self {
            MoveEdit::None => same = true,
            MoveEdit::Swap(k) if w.len() >= 2 => {
                let k = k % (w.len() - 1);
                w.swap(k, k + 1);
            }
            MoveEdit::Garble(k, t) if !w.is_empty() => w[k % n] = t.clone(),
            MoveEdit::Upper(from) => {
                let from = from.map_or(0, |k| k % n);
                for x in w.iter_mut().skip(from) {
                    *x = x.to_uppercase();
                }
                same = true;
            }
            MoveEdit::Space(k, inside, sp) if !w.is_empty() => {
                let x = &mut w[k % n];
                let at = if *inside { x.len().min(1) } else { 0 };
                x.insert_str(at, sp);
                same = true;
            }
            MoveEdit::Pass(k, p) => w.insert(k % (w.len() + 1), p.to_string()),
            MoveEdit::Truncate(_) | MoveEdit::Duplicate(_) | MoveEdit::Drop(_) if w.is_empty() => {}
            MoveEdit::Truncate(k) => {
                let t: String = w.concat();
                let cut = k % (t.len() + 1);
                return (t[..cut].to_string(), false);
            }
            MoveEdit::Duplicate(k) => {
                let k = k % n;
                let x = w[k].clone();
                w.insert(k, x);
            }
            MoveEdit::Drop(k) => {
                w.remove(k % n);
            }
            _ => same = true,
        }
        (w.concat(), same)
    }
}

/// The words of a game's transcript (`pa` for each pass when `with_passes`).
fn transcript_words(g: &Game, with_passes: bool) -> Vec<String> {
    g.history()
        .iter()
        .filter_map(|p| match p.kind {
            PlyKind::Move(sq) => Some(sq.to_string()),
            PlyKind::Pass if with_passes => Some("pa".into()),
            PlyKind::Pass => None,
        })
        .collect()
}

/// A parse error is one line that says where: the line (when asked), the move (when asked)
/// within the input's bounds, and what.
fn check_error(
    e: &notation::NotationError,
    lines: Option<usize>,
    moves: Option<usize>,
) -> Result<(), TestCaseError> {
    let shown = e.to_string();
    prop_assert!(!e.message.trim().is_empty(), "an empty message: {:?}", e);
    prop_assert!(!shown.contains('\n'), "not one line: {shown:?}");
    if let Some(max) = lines {
        let l = e
            .line
            .ok_or_else(|| TestCaseError::fail(format!("no line: {shown}")))?;
        prop_assert!((1..=max).contains(&l), "line {l} of {max}: {shown}");
        prop_assert!(shown.starts_with(&format!("line {l}: ")), "{shown}");
    }
    if let Some(max) = moves {
        let m = e
            .move_no
            .ok_or_else(|| TestCaseError::fail(format!("no move: {shown}")))?;
        prop_assert!((1..=max).contains(&m), "move {m} of at most {max}: {shown}");
        prop_assert!(shown.contains(&format!("move {m}: ")), "{shown}");
    }
    Ok(())
}

/// A board string's change.
#[derive(Clone, Debug)]
enum BoardEdit {
    None,
    Set(usize, char),
    Delete(usize),
    Insert(usize, char),
    NoSide,
    Side(char),
    Lower,
    Spaces(usize, String),
}

fn board_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(vec!['X', 'O', '-', '.', '*', 'B', 'W', 'x', 'o', 'b', 'w']),
        prop::sample::select(vec!['Z', '1', '?', '€', '\u{0}', '#', ';', ':', '[']),
        any::<char>(),
    ]
}

fn board_edit() -> impl Strategy<Value = BoardEdit> {
    prop_oneof![
        Just(BoardEdit::None),
        (0usize..64, board_char()).prop_map(|(k, c)| BoardEdit::Set(k, c)),
        (0usize..65, Just(())).prop_map(|(k, _)| BoardEdit::Delete(k)),
        (0usize..66, board_char()).prop_map(|(k, c)| BoardEdit::Insert(k, c)),
        Just(BoardEdit::NoSide),
        board_char().prop_map(BoardEdit::Side),
        Just(BoardEdit::Lower),
        (0usize..66, "[ \t]{1,3}").prop_map(|(k, s)| BoardEdit::Spaces(k, s)),
    ]
}

impl BoardEdit {
    fn apply(&self, board: &str) -> String {
        // `board` is 64 squares, a space and the side.
        let mut c: Vec<char> = board.chars().collect();
        match self {
            BoardEdit::None => {}
            BoardEdit::Set(k, x) => c[*k] = *x,
            BoardEdit::Delete(k) => {
                c.remove(if *k == 64 { 65 } else { *k });
            }
            BoardEdit::Insert(k, x) => c.insert((*k).min(c.len()), *x),
            BoardEdit::NoSide => c.truncate(64),
            BoardEdit::Side(x) => c[65] = *x,
            BoardEdit::Lower => c = c.iter().map(|x| x.to_ascii_lowercase()).collect(),
            BoardEdit::Spaces(k, s) => {
                let at = (*k).min(c.len());
                c.splice(at..at, s.chars());
            }
        }
        c.into_iter().collect()
    }
}

/// A saved game's change, line by line.
#[derive(Clone, Debug)]
enum RecordEdit {
    None,
    DropLine(usize),
    SwapLines(usize, usize),
    DuplicateLine(usize),
    /// A tag line's value replaced.
    TagValue(usize, String),
    /// A tag line's name replaced.
    TagName(usize, String),
    /// A line cut after this many characters.
    CutLine(usize, usize),
    /// A move line changed like a transcript.
    Moves(usize, MoveEdit),
}

fn tag_value() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "",
            "yes",
            "no",
            "on",
            "-1",
            "0",
            "0.0001",
            "1e309",
            "NaN",
            "inf",
            "-inf",
            "600",
            "601",
            "5 5",
            "1 2 3",
            "18446744073709551615",
            "18446744073709551616",
            "Classic",
            "reverse",
            "STRICT32",
            "EmptyCentre",
            "off",
            "*",
            "\"",
            "]",
            "X",
            "---",
            "---------------------------OX------XO--------------------------- X",
        ])
        .prop_map(String::from),
        "\\PC{0,12}",
        "[0-9]{1,25}",
    ]
}

fn record_edit() -> impl Strategy<Value = RecordEdit> {
    let name = prop_oneof![
        prop::sample::select(vec![
            "Variant",
            "variant",
            "Start",
            "Supply",
            "EmptiesToWinner",
            "Clock",
            "ClockLeft",
            "Position",
            "Dark",
            "Light",
            "Result",
            "Termination",
            "Imported",
            "Unknown",
            "",
        ])
        .prop_map(String::from),
        "\\PC{0,8}",
    ];
    prop_oneof![
        Just(RecordEdit::None),
        any::<usize>().prop_map(RecordEdit::DropLine),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| RecordEdit::SwapLines(a, b)),
        any::<usize>().prop_map(RecordEdit::DuplicateLine),
        (any::<usize>(), tag_value()).prop_map(|(k, v)| RecordEdit::TagValue(k, v)),
        (any::<usize>(), name).prop_map(|(k, v)| RecordEdit::TagName(k, v)),
        (any::<usize>(), any::<usize>()).prop_map(|(k, c)| RecordEdit::CutLine(k, c)),
        (any::<usize>(), move_edit()).prop_map(|(k, e)| RecordEdit::Moves(k, e)),
    ]
}

impl RecordEdit {
    fn apply(&self, text: &str) -> String {
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        let n = lines.len().max(1);
        let tags: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with('['))
            .collect();
        let moves: Vec<usize> = (0..lines.len())
            .filter(|&i| !lines[i].starts_with('[') && !lines[i].is_empty())
            .collect();
        match self {
            RecordEdit::None => {}
            RecordEdit::DropLine(k) => {
                lines.remove(k % n);
            }
            RecordEdit::SwapLines(a, b) => lines.swap(a % n, b % n),
            RecordEdit::DuplicateLine(k) => {
                let l = lines[k % n].clone();
                lines.insert(k % n, l);
            }
            RecordEdit::TagValue(k, v) if !tags.is_empty() => {
                let i = tags[k % tags.len()];
                let name = lines[i][1..].split(' ').next().unwrap_or("").to_string();
                lines[i] = format!("[{name} \"{v}\"]");
            }
            RecordEdit::TagName(k, v) if !tags.is_empty() => {
                let i = tags[k % tags.len()];
                let value = lines[i].split_once(' ').map_or("", |x| x.1).to_string();
                lines[i] = format!("[{v} {value}");
            }
            RecordEdit::CutLine(k, c) => {
                let l = &mut lines[k % n];
                let cut = l
                    .char_indices()
                    .nth(c % (l.chars().count() + 1))
                    .map_or(l.len(), |x| x.0);
                l.truncate(cut);
            }
            RecordEdit::Moves(k, e) if !moves.is_empty() => {
                let i = moves[k % moves.len()];
                let words: Vec<String> = lines[i].split(' ').map(|w| format!("{w} ")).collect();
                lines[i] = e.apply(&words).0;
            }
            _ => {}
        }
        let mut out = lines.join("\n");
        out.push('\n');
        out
    }
}

fn random_options(
    s: usize,
    sup: usize,
    v: usize,
    empties: bool,
    clock: Option<u64>,
) -> GameOptions {
    GameOptions {
        variant: Variant::ALL[v],
        start: StartPosition::ALL[s],
        supply: Supply::ALL[sup],
        empties_to_winner: empties,
        clock_ms: clock.map(|m| m * 60_000),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// A valid transcript with one change: never a panic; an error names a move within the
    /// transcript; what reads, reads the same when written again; case and spaces change
    /// nothing.
    #[test]
    fn near_valid_transcripts_read_or_name_the_move(
        seed in any::<u64>(), plies in 0usize..70, with_passes in any::<bool>(),
        edit in move_edit(),
    ) {
        let mut g = Game::new(GameOptions::default());
        common::random_walk(&mut g, &mut Rng(seed | 1), plies);
        let (text, same) = edit.apply(&transcript_words(&g, with_passes));
        let tokens = text.chars().filter(|c| !c.is_whitespace()).count().div_ceil(2);
        let _ = parse_transcript(&text);
        match replay(GameOptions::default(), &text) {
            Err(e) => {
                prop_assert!(!same, "{edit:?} should read: {e}\n{text}");
                check_error(&e, None, Some(tokens))?;
            }
            Ok(again) => {
                if same {
                    // The same moves (a pass at the very end is not written without passes).
                    prop_assert_eq!(transcript(&again, false), transcript(&g, false));
                }
                let back = replay(GameOptions::default(), &transcript(&again, true)).unwrap();
                prop_assert_eq!(back.history(), again.history());
            }
        }
        // The same text pasted (as a transcript or a move list) never panics either.
        let _ = reversi_engine::rules::record::parse_paste(&text, GameOptions::default());
    }

    /// A board string with one change: never a panic; an error is one line saying what is
    /// wrong (the square for a bad character); what reads, reads back the same.
    #[test]
    fn near_valid_board_strings_read_or_say_what_is_wrong(
        seed in any::<u64>(), plies in 0usize..70, edit in board_edit(),
    ) {
        let mut g = Game::new(GameOptions::default());
        common::random_walk(&mut g, &mut Rng(seed | 1), plies);
        let s = notation::format_board(g.discs(Side::Dark), g.discs(Side::Light), g.to_move());
        let text = edit.apply(&s);
        match parse_board(&text) {
            Err(e) => {
                check_error(&e, None, None)?;
                if let BoardEdit::Set(k, c) = &edit
                    && notation::board_cell(*c).is_none()
                    && !c.is_whitespace()
                {
                    let square = Square::new(*k as u8).unwrap().to_string();
                    prop_assert!(e.message.contains(&square), "{e}");
                }
            }
            Ok(p) => {
                if matches!(edit, BoardEdit::None | BoardEdit::Lower | BoardEdit::Spaces(..)) {
                    prop_assert_eq!((p.dark, p.light, p.to_move),
                        (g.discs(Side::Dark), g.discs(Side::Light), g.to_move()));
                }
                let again = parse_board(&notation::format_board(p.dark, p.light, p.to_move)).unwrap();
                prop_assert_eq!(again, p);
            }
        }
        let _ = reversi_engine::rules::record::parse_paste(&text, GameOptions::default());
        // As a line of an OBF file, between two good ones (answers legal there): an error
        // names its line.
        let answer = match reversi_engine::rules::Bitboard(g.legal_moves()).squares().next() {
            Some(sq) => format!("{sq}:+2"),
            None => "pa:+2".to_string(),
        };
        let obf = format!("{s}; {answer}\n{text}; pa:-4; c3:+64\n{s};\n");
        if let Err(e) = parse_obf(&obf) {
            check_error(&e, Some(obf.lines().count()), None)?;
            if !text.contains(['\n', '\r']) {
                prop_assert_eq!(e.line, Some(2));
            }
        }
    }

    /// A saved game with lines dropped, swapped or repeated, or a tag's name or value
    /// changed, or a move changed: never a panic; an error names a line of the text (and a
    /// move in the game's count); a game that reads writes and reads back the same.
    #[test]
    fn damaged_saved_games_read_or_name_the_line(
        seed in any::<u64>(), plies in 0usize..70, s in 0usize..7, sup in 0usize..3,
        v in 0usize..2, empties in any::<bool>(), clock in prop::option::of(1u64..40),
        edit in record_edit(),
    ) {
        use reversi_engine::rules::record::{parse_paste, parse_record, write_record};
        let mut g = Game::new(random_options(s, sup, v, empties, clock));
        common::random_walk(&mut g, &mut Rng(seed | 1), plies);
        if g.clock().is_some() {
            g.charge_time(1234);
        }
        let text = edit.apply(&write_record(&g, "you", "computer, Club"));
        let lines = text.lines().count();
        match parse_record(&text) {
            Err(e) => {
                prop_assert!(!matches!(edit, RecordEdit::None), "{e}\n{text}");
                check_error(&e, Some(lines), None)?;
                if let Some(m) = e.move_no {
                    prop_assert!((1..=200).contains(&m), "{e}");
                }
            }
            Ok(r) => {
                if matches!(edit, RecordEdit::None) {
                    prop_assert_eq!(r.game.history(), g.history());
                }
                let again = write_record(&r.game, &r.dark, &r.light);
                let back = parse_record(&again).map_err(|e| TestCaseError::fail(format!("{e}\n{again}")))?;
                prop_assert_eq!(back.game.options, r.game.options);
                prop_assert_eq!(back.game.start_position(), r.game.start_position());
                prop_assert_eq!(back.game.history(), r.game.history());
            }
        }
        if let Err(e) = parse_paste(&text, GameOptions::default()) {
            check_error(&e, None, None)?;
        }
    }
}

/// A paste that is not a game at all says what a paste may be; one that is a transcript with
/// a bad move still names that move.
#[test]
fn a_paste_that_is_no_game_says_what_a_paste_may_be() {
    use reversi_engine::rules::record::parse_paste;
    let paste = |t: &str| {
        parse_paste(t, GameOptions::default())
            .unwrap_err()
            .to_string()
    };
    for garbage in [
        "garbage",
        "Hello, world!",
        "https://example.com/game",
        // Read as passes first ("pa", "ps"), then no square: no game either.
        "page",
        "PS: hi",
        "Password",
    ] {
        let e = paste(garbage);
        assert!(
            e.starts_with("not a list of moves (f5 d6 c3 …), a saved game, a GGF game or a board"),
            "{garbage}: {e}"
        );
        assert!(e.contains("move "), "what stopped the reading is kept: {e}");
    }
    // A transcript with a bad word or an illegal move: the move, as before.
    assert_eq!(paste("f5 d6 zz"), "move 3: zz is not a square");
    assert!(
        paste("a1").starts_with("move 1: a1 is not legal"),
        "{}",
        paste("a1")
    );
    // The kind a window tells in its own words.
    use reversi_engine::rules::record::{PasteKind, paste_kind};
    assert_eq!(paste_kind("garbage"), PasteKind::NoGame);
    assert_eq!(paste_kind("f5 d6 zz"), PasteKind::Transcript);
    assert_eq!(paste_kind("a1"), PasteKind::Transcript);
    assert_eq!(
        paste_kind("pass f5"),
        PasteKind::Transcript,
        "a pass, then a square"
    );
    assert_eq!(paste_kind(" \n "), PasteKind::Empty);
    assert_eq!(
        paste_kind("---------------------------OX------XO--------------------------- X"),
        PasteKind::Board
    );
}

/// A kept game is the same game as the one saved by hand when only its clock's time left
/// differs (the window closed later); another move, another player or another clock setting
/// is another game.
#[test]
fn records_are_the_same_game_but_the_clock_only_when_the_clock_left_alone_differs() {
    use reversi_engine::rules::record::{same_game_but_clock, write_record};
    let timed = GameOptions {
        clock_ms: Some(5 * 60_000),
        ..GameOptions::default()
    };
    let mut g = replay(timed, "f5d6c3").unwrap();
    let saved = write_record(&g, "you", "computer, Club");
    g.charge_time(1_500);
    let kept = write_record(&g, "you", "computer, Club");
    assert_ne!(saved, kept, "the time left is written");
    assert!(same_game_but_clock(&saved, &kept));
    assert!(same_game_but_clock(&saved, &kept.replace('\n', "\r\n")));
    assert!(!same_game_but_clock(
        &saved,
        &write_record(&g, "you", "computer, Master")
    ));
    g.play(Square::parse("d3").unwrap()).unwrap();
    assert!(!same_game_but_clock(
        &saved,
        &write_record(&g, "you", "computer, Club")
    ));
    let untimed = replay(GameOptions::default(), "f5d6c3").unwrap();
    assert!(!same_game_but_clock(
        &saved,
        &write_record(&untimed, "you", "computer, Club")
    ));
}

/// The errors a player meets when pasting carry what was wrong as data beside the English, so
/// that the game can say it in the player's language: the move's number and the line stay the
/// error's, and the English is the command line's, unchanged.
#[test]
fn a_pasted_games_error_carries_its_problem_as_data() {
    use reversi_engine::rules::game::MoveError;
    use reversi_engine::rules::notation::Problem;
    use reversi_engine::rules::record::{parse_record, read_paste, write_record};
    let sq = |s: &str| Square::parse(s).unwrap();
    let pasted = |text: &str| read_paste(text, GameOptions::default()).1.unwrap_err();
    // A game played to its end by the first legal move each time, then one more square.
    let mut ended = Game::new(GameOptions::default());
    while !ended.is_over() {
        if ended.must_pass() {
            ended.pass().unwrap();
        } else {
            let first = ended.legal_moves().trailing_zeros() as u8;
            ended.play(Square::new(first).unwrap()).unwrap();
        }
    }
    let after_the_end = format!("{} a1", notation::transcript(&ended, false));
    let written = notation::parse_transcript(&after_the_end).unwrap().len();
    let cases: Vec<(String, Option<usize>, Problem)> = vec![
        ("f5 d6 zz".into(), Some(3), Problem::NotASquare("zz".into())),
        (
            "f5 f5".into(),
            Some(2),
            Problem::Illegal {
                square: sq("f5"),
                side: Side::Light,
                why: MoveError::Occupied(sq("f5")),
            },
        ),
        (
            "f5 pass".into(),
            Some(2),
            Problem::Refused(MoveError::MustMove(Side::Light)),
        ),
        (
            after_the_end,
            Some(written),
            Problem::AfterGameOver(sq("a1")),
        ),
        ("X".repeat(63), None, Problem::BoardSquares(63)),
    ];
    for (text, move_no, problem) in cases {
        let e = pasted(&text);
        assert_eq!(e.move_no, move_no, "{text}: {e}");
        assert_eq!(e.problem, Some(problem), "{text}: {e}");
    }
    // A board's character that is no disc, and a side to move that is neither.
    let mut board: String = "-".repeat(27) + "OX------XO" + &"-".repeat(27);
    board.replace_range(2..3, "Q");
    let e = notation::parse_board(&board).unwrap_err();
    let found = Problem::BoardCell {
        square: sq("c1"),
        found: 'Q',
    };
    assert_eq!(e.problem, Some(found), "{e}");
    assert_eq!(
        e.to_string(),
        "square c1 (character 3): 'Q' is not X, O or -"
    );
    let board = "-".repeat(27) + "OX------XO" + &"-".repeat(27) + "Z";
    let e = notation::parse_board(&board).unwrap_err();
    assert_eq!(e.problem, Some(Problem::SideToMove('Z')), "{e}");
    // A move after the end, in a saved game: its line and move number are kept with it.
    let game = replay(GameOptions::default(), "f5 d6").unwrap();
    let text = write_record(&game, "Ann", "Bob").replace("d6", "d6 zz");
    let e = parse_record(&text).unwrap_err();
    let line = text.lines().position(|l| l.contains("zz")).unwrap() + 1;
    assert_eq!((e.line, e.move_no), (Some(line), Some(3)), "{e}");
    assert_eq!(e.problem, Some(Problem::NotASquare("zz".into())), "{e}");
    // The errors of tags and other formats have their English alone.
    let e = parse_record(&text.replace("Classic", "Chess"))
        .map(|_| ())
        .unwrap_err();
    assert_eq!(e.problem, None, "{e}");
    // A square's parser names the text it refused.
    assert_eq!(
        Square::parse(" z9 ").unwrap_err().to_string(),
        "z9 is not a square (a1..h8)"
    );
}
