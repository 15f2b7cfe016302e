//! What coverage-guided fuzzing of the parsers found (`fuzz/`, docs/fuzzing.md): each input a
//! fuzz target failed on, kept as it was found, with what the parser does with it now. These
//! run in the normal test suite, without the nightly toolchain the fuzzing needs.

use reversi_engine::rules::GameOptions;
use reversi_engine::rules::notation::parse_obf;
use reversi_engine::rules::record::{parse_paste, parse_record};

/// An error message is one line with no control character in it (it is printed on a
/// terminal, shown in the window, and sent as one protocol line).
fn one_clean_line(e: &str) {
    assert!(
        !e.chars().any(char::is_control),
        "control characters in the error: {e:?}"
    );
}

/// A pasted text whose first line is a broken tag holding carriage returns and NULs: the
/// error quoted the line as it was, so a terminal showed the message cut and overwritten.
#[test]
fn a_pasted_tag_line_with_carriage_returns_is_quoted_escaped() {
    let text = " [uu\0\0\0\0\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\0]\nu.\0:\n\0%\0";
    let e = parse_paste(text, GameOptions::default())
        .unwrap_err()
        .to_string();
    one_clean_line(&e);
    assert!(e.starts_with("line 1: '[uu\\u{0}"), "{e}");
    assert!(e.contains("\\r\\r"), "the carriage returns are shown: {e}");
}

/// An OBF line with a carriage return inside a move: the error quoted it raw.
#[test]
fn an_obf_move_with_a_carriage_return_is_quoted_escaped() {
    let text = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; \
                AOXXO---OOXOO---OOOXO--O\rOOO-- X; GXXX--OOXXXO-OOOO--XXXX-----XXX-- O; \
                D2:-14; B8:-14;\n";
    let e = parse_obf(text).unwrap_err().to_string();
    one_clean_line(&e);
    assert!(e.starts_with("line 1: "), "{e}");
    assert!(e.contains("--O\\rOOO"), "{e}");
}

/// A saved game whose `Start` tag holds a carriage return (and other lines NULs): the error
/// named the tag's value raw.
#[test]
fn a_saved_game_tag_value_with_a_carriage_return_is_quoted_escaped() {
    let mut text = String::from("[er \"yes\"]\n[Clock \"5\"]\n[ClockLe");
    text.push_str(&"\0".repeat(48));
    text.push_str(
        "ft \"280000 2#95000Game \"reversi3d\"]\n[Variant \"Classic\"]\n[Start \"\rtandard\"]\n\
         [Supqly \"Shared\"]\n[EmptiesToWinner \"yes\"]\n[Clock \"5\"]\n\
         %ClockLeft \"280000 2#95000\"\u{1}\0\0uarke)\n# comment\n",
    );
    let e = parse_record(&text).unwrap_err().to_string();
    one_clean_line(&e);
    assert!(e.contains("'\\rtandard'"), "{e}");
}

/// A self-play file whose game line has a carriage return in its result (`38\r26`): the
/// error quoted it raw.
#[test]
fn a_self_play_result_with_a_carriage_return_is_quoted_escaped() {
    let sample = include_str!("data/selfplay-sample.txt");
    let lines: Vec<&str> = sample.lines().take(5).collect();
    let game3 = lines[4].replacen("\t38-26\t", "\t38\r26\t", 1);
    assert_ne!(game3, lines[4], "game 3 ends 38-26");
    let text = format!("{}\n{game3}\n", lines[..4].join("\n"));
    let e = reversi_engine::ai::tools::selfplay::read_games(&text)
        .unwrap_err()
        .to_string();
    one_clean_line(&e);
    assert!(e.starts_with("line 5: "), "{e}");
    assert!(e.contains("38\\r26"), "{e}");
}
