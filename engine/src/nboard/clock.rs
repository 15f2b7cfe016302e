//! The clock of the game NBoard's `set game` gives: the GGF's `TI` (each side's time at the
//! start) and the times of its moves, read as seconds.

use crate::rules::ggf::GgfGame;
use crate::rules::notation::excerpt;

/// A game's clock as its GGF gives it: each side's time at the start (`TI`), and the time each
/// side has used (the times of its moves, then of the `move` commands).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct GameClock {
    /// Seconds each side had at the start; `None`: no clock.
    pub(super) start: Option<f64>,
    /// Seconds used by Dark and Light.
    pub(super) used: [f64; 2],
}

impl GameClock {
    /// The clock of a GGF game, and what in it is not a time. A main time of zero
    /// (`TI[0//0]`, what some match harnesses send for "no clock") is no clock, as Edax reads
    /// it: not a clock already run out; so is an empty one (`TI[]`). A `TI` that is not a time
    /// is no clock either, and a move's time that is not one is not counted: the game is still
    /// played (the GUI plays on from it), and each is named in the problems returned, with its
    /// text and the move's number.
    pub(super) fn of_ggf(ggf: &GgfGame) -> (GameClock, Vec<String>) {
        let mut problems = Vec::new();
        let start = match ggf.property("TI").map(|text| (text, clock_seconds(text))) {
            None => None,
            Some((_, Ok(start))) => start,
            Some((text, Err(why))) => {
                problems.push(format!(
                    "the game's TI clock '{}' is not a time: {why} (expected seconds, m:ss or \
                     h:mm:ss, as in TI[15:00]); playing without a clock",
                    excerpt(text)
                ));
                None
            }
        };
        let mut clock = GameClock {
            start: start.filter(|&t| t > 0.0),
            used: [0.0; 2],
        };
        for (i, m) in ggf.moves.iter().enumerate() {
            match m.time.as_deref().map(|text| (text, clock_seconds(text))) {
                None | Some((_, Ok(None))) => {}
                Some((_, Ok(Some(t)))) => clock.used[m.color.index()] += t,
                Some((text, Err(why))) => problems.push(format!(
                    "the time '{}' of move {} ({}) is not a time: {why}; not counted",
                    excerpt(text),
                    i + 1,
                    m.square
                        .map_or_else(|| "a pass".to_string(), |s| s.to_string()),
                )),
            }
        }
        (clock, problems)
    }
}

/// Seconds of a GGF clock text: `15:00`, `1:02:03`, `12.5`; of a GGS clock (`15:00//02:00`),
/// the main time. `Ok(None)` when the main time is left empty. A number too large for a
/// float (`1e400`, or `1e300:0:0` once in seconds) is an endless time, not an error. `Err`
/// says what is not a time: a part that is not a number (`xx` of `5:xx`, `inf`, an empty one)
/// or a negative one.
pub(super) fn clock_seconds(text: &str) -> Result<Option<f64>, String> {
    let main = text.split('/').next().unwrap_or("").trim();
    if main.is_empty() {
        return Ok(None);
    }
    let mut total = 0.0;
    for part in main.split(':') {
        let part = part.trim();
        // Digits, a point and an exponent only: `inf` and `NaN`, which `f64` reads, are no
        // number of seconds.
        let numeric = part
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'));
        let v: f64 = match part.parse() {
            Ok(v) if numeric => v,
            _ if part.is_empty() => return Err(format!("'{}' has an empty part", excerpt(main))),
            _ => return Err(format!("'{}' is not a number", excerpt(part))),
        };
        if v < 0.0 {
            return Err(format!("'{}' is negative", excerpt(part)));
        }
        total = total * 60.0 + v;
    }
    Ok(Some(total))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ggf::parse_ggf;

    const START: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

    /// The clock of a GGF text's game, or its first problem.
    fn clock_of(ggf: &str) -> Result<GameClock, String> {
        let games = parse_ggf(ggf).unwrap();
        match GameClock::of_ggf(&games[0]) {
            (clock, problems) if problems.is_empty() => Ok(clock),
            (_, problems) => Err(problems[0].clone()),
        }
    }

    #[test]
    fn clock_texts_are_read_as_seconds() {
        assert_eq!(clock_seconds("15:00"), Ok(Some(900.0)));
        assert_eq!(clock_seconds("1:02:03"), Ok(Some(3723.0)));
        assert_eq!(clock_seconds("12.5"), Ok(Some(12.5)));
        assert_eq!(clock_seconds("05:00//02:00"), Ok(Some(300.0)));
        assert_eq!(clock_seconds(" 1e21 "), Ok(Some(1e21)));
        assert_eq!(clock_seconds(""), Ok(None));
        assert_eq!(clock_seconds("//02:00"), Ok(None));
        // Too large for a float: endless, not an error.
        assert_eq!(clock_seconds("1e400"), Ok(Some(f64::INFINITY)));
        assert_eq!(clock_seconds("1e308:0:0"), Ok(Some(f64::INFINITY)));
    }

    #[test]
    fn a_clock_text_that_is_not_a_time_is_an_error_naming_the_part() {
        for (text, why) in [
            ("soon", "'soon' is not a number"),
            ("abc", "'abc' is not a number"),
            ("5:xx", "'xx' is not a number"),
            ("5:xx//2:00", "'xx' is not a number"),
            ("inf", "'inf' is not a number"),
            ("NaN", "'NaN' is not a number"),
            ("1.2.3", "'1.2.3' is not a number"),
            ("-3", "'-3' is negative"),
            ("5:-1", "'-1' is negative"),
            ("5:", "'5:' has an empty part"),
            (":30", "':30' has an empty part"),
        ] {
            assert_eq!(clock_seconds(text), Err(why.to_string()), "{text}");
        }
    }

    #[test]
    fn a_ggf_game_gives_its_clock_and_the_time_each_side_used() {
        let clock = clock_of(&format!(
            "(;GM[Othello]TI[5:00]{START}B[f5//10.5]W[d6/1/2]B[c3//0:30];)"
        ))
        .unwrap();
        assert_eq!(clock.start, Some(300.0));
        assert_eq!(clock.used, [40.5, 2.0]);
        let none = clock_of(&format!("(;GM[Othello]{START};)")).unwrap();
        assert_eq!(none, GameClock::default());
        for no_clock in ["0//0", "00:00//00:00", "0", "", "//2:00"] {
            let clock = clock_of(&format!("(;GM[Othello]TI[{no_clock}]{START};)")).unwrap();
            assert_eq!(clock.start, None, "TI[{no_clock}] is no clock");
        }
        for endless in ["1e21", "1e400", "1:0:0:0:0:0:0:0:0:0:0:0:0"] {
            let clock = clock_of(&format!("(;GM[Othello]TI[{endless}]{START};)")).unwrap();
            assert!(clock.start.unwrap() >= 1e21, "TI[{endless}]");
        }
    }

    #[test]
    fn a_ggf_clock_that_is_not_a_time_is_an_error_naming_its_text() {
        for (ti, why) in [
            ("abc", "'abc' is not a number"),
            ("5:xx", "'xx' is not a number"),
            ("-3", "'-3' is negative"),
        ] {
            let e = clock_of(&format!("(;GM[Othello]TI[{ti}]{START}B[f5];)")).unwrap_err();
            assert!(
                e.starts_with(&format!("the game's TI clock '{ti}' is not a time: {why}")),
                "TI[{ti}]: {e}"
            );
        }
        // A long text is quoted in part.
        let long = "x".repeat(500);
        let e = clock_of(&format!("(;GM[Othello]TI[{long}]{START};)")).unwrap_err();
        assert!(e.len() < 300, "{e}");
    }

    #[test]
    fn a_moves_time_that_is_not_a_time_is_not_counted_and_is_named() {
        let games = parse_ggf(&format!(
            "(;GM[Othello]TI[5:00]{START}B[f5//abc]W[d6//-1]B[c3//7]W[PA//1:xx];)"
        ))
        .unwrap();
        let (clock, problems) = GameClock::of_ggf(&games[0]);
        assert_eq!(clock.start, Some(300.0), "the game's own clock is kept");
        assert_eq!(clock.used, [7.0, 0.0]);
        assert_eq!(
            problems,
            [
                "the time 'abc' of move 1 (f5) is not a time: 'abc' is not a number; not counted",
                "the time '-1' of move 2 (d6) is not a time: '-1' is negative; not counted",
                "the time '1:xx' of move 4 (a pass) is not a time: 'xx' is not a number; not \
                 counted",
            ]
        );
    }
}
