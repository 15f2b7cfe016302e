//! The NBoard protocol, the text protocol between Othello GUIs (NBoard, match runners) and
//! engines (Edax, NTest, Egaroucid, ours), one command a line on the engine's standard input
//! and output.
//!
//! - [`engine`]: our engine's side: `reversi-engine nboard` reads commands on its own thread
//!   (so `ping` stops a search), answers `go`, `hint`, `analyze`, `learn`, `ping`.
//! - this module: what both sides write and read: a move with its evaluation and time
//!   (`F5/1.50/0.32`, `PA` a pass), principal variations (`F5-D6-C3`), evaluations in discs.
//!
//! The GUI's side, used by `match` to play any NBoard engine, is [`crate::ai::tools::external`].

mod clock;
pub mod engine;

use crate::rules::{Board, NotationError, Square};

/// A move as the protocol writes it: a square (`F5`, either case) or `PA` for a pass, then
/// optionally the mover's evaluation in discs and the seconds it took, separated by `/`
/// (`F5/1.50/0.32`; Edax separates them by spaces, which [`MoveItem::parse`] accepts too).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveItem {
    /// `None`: a pass.
    pub square: Option<Square>,
    /// The mover's evaluation in discs, when given.
    pub eval: Option<f64>,
    /// Seconds the move took, when given.
    pub seconds: Option<f64>,
}

impl MoveItem {
    /// Parses `F5`, `f5/1.5`, `F5/1.5/0.3`, `F5 1.5 0.3`, `PA` (a pass; also `pass`). An empty
    /// evaluation (`F5//0.3`) is "unknown". The error names the text and what is wrong.
    pub fn parse(text: &str) -> Result<MoveItem, NotationError> {
        Self::parse_text(text).map_err(NotationError::plain)
    }

    fn parse_text(text: &str) -> Result<MoveItem, String> {
        let t = text.trim();
        let mut parts: Vec<&str> = if t.contains('/') {
            t.split('/').map(str::trim).collect()
        } else {
            t.split_whitespace().collect()
        };
        if parts.is_empty() || parts[0].is_empty() {
            return Err("no move given".into());
        }
        if parts.len() > 3 {
            return Err(format!(
                "'{t}' has {} parts; expected move[/eval[/time]]",
                parts.len()
            ));
        }
        parts.resize(3, "");
        let square = if parts[0].eq_ignore_ascii_case("pa") || parts[0].eq_ignore_ascii_case("pass")
        {
            None
        } else {
            Some(
                Square::parse(parts[0])
                    .map_err(|_| format!("'{}' is not a move (a square a1..h8 or PA)", parts[0]))?,
            )
        };
        let number = |s: &str, what: &str| -> Result<Option<f64>, String> {
            if s.is_empty() {
                return Ok(None);
            }
            match s.parse::<f64>() {
                Ok(v) if v.is_finite() => Ok(Some(v)),
                _ => Err(format!("{what} '{s}' in '{t}' is not a number")),
            }
        };
        Ok(MoveItem {
            square,
            eval: number(parts[1], "the evaluation")?,
            seconds: number(parts[2], "the time")?,
        })
    }
}

impl std::fmt::Display for MoveItem {
    /// `F5/1.50/0.32`, `F5//0.32` without an evaluation, `F5` with neither, `PA` a pass.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&square_text(self.square))?;
        if self.eval.is_none() && self.seconds.is_none() {
            return Ok(());
        }
        f.write_str("/")?;
        if let Some(e) = self.eval {
            write!(f, "{e:.2}")?;
        }
        write!(f, "/{:.2}", self.seconds.unwrap_or(0.0))
    }
}

/// A square as the protocol writes it (`F5`), `PA` for a pass.
pub fn square_text(square: Option<Square>) -> String {
    match square {
        Some(s) => s.to_string().to_ascii_uppercase(),
        None => "PA".into(),
    }
}

/// A principal variation from `board` (side to move first) as `F5-D6-C3`, with `PA` where a
/// side has to pass before the next move (the engine's variations leave passes out). Stops at
/// the first move that is not legal where it stands.
pub fn pv_text(board: &Board, pv: &[Square]) -> String {
    let mut out: Vec<String> = Vec::with_capacity(pv.len() + 2);
    let mut b = *board;
    for &sq in pv {
        if b.legal_moves() == 0 && b.pass().legal_moves() != 0 {
            out.push("PA".into());
            b = b.pass();
        }
        let Some(next) = b.play(sq) else { break };
        out.push(square_text(Some(sq)));
        b = next;
    }
    out.join("-")
}

/// An evaluation in centi-discs as the protocol's discs: a whole number when exact (`4`,
/// `-2`), else two decimals (`1.37`).
pub fn eval_text(centi: i32, exact: bool) -> String {
    if exact {
        format!("{}", centi / 100)
    } else {
        format!("{:.2}", centi as f64 / 100.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn move_items_parse_in_both_separators_and_cases() {
        let m = MoveItem::parse("F5/1.5/0.25").unwrap();
        assert_eq!(m.square, Some(sq("f5")));
        assert_eq!((m.eval, m.seconds), (Some(1.5), Some(0.25)));
        assert_eq!(MoveItem::parse("d6 -1.00 0.0").unwrap().eval, Some(-1.0));
        assert_eq!(MoveItem::parse("c4").unwrap().eval, None);
        assert_eq!(MoveItem::parse("PA").unwrap().square, None);
        assert_eq!(MoveItem::parse("pa/0/1").unwrap().square, None);
        let m = MoveItem::parse("e6//2").unwrap();
        assert_eq!((m.eval, m.seconds), (None, Some(2.0)));
    }

    #[test]
    fn bad_move_items_say_what_is_wrong() {
        let e = MoveItem::parse("Z9/1/2").unwrap_err().to_string();
        assert!(e.contains("'Z9' is not a move"), "{e}");
        let e = MoveItem::parse("f5/abc").unwrap_err().to_string();
        assert!(e.contains("evaluation 'abc'"), "{e}");
        let e = MoveItem::parse("f5/1/2/3").unwrap_err().to_string();
        assert!(e.contains("4 parts"), "{e}");
        assert!(MoveItem::parse("  ").is_err());
        assert!(MoveItem::parse("f5/NaN").is_err());
    }

    #[test]
    fn move_items_write_what_they_read() {
        for text in ["F5/1.50/0.25", "PA", "C4", "E6//2.00", "D3/-4.00/0.00"] {
            assert_eq!(MoveItem::parse(text).unwrap().to_string(), text);
        }
    }

    #[test]
    fn principal_variations_mark_passes() {
        // Dark takes b1 with c1; Light's b8 then has no move (its only neighbour, a8, has the
        // edge behind it), so Light passes and Dark takes b8 with c8.
        let p = crate::rules::notation::parse_board(
            "XO------ -------- -------- -------- -------- -------- -------- XO------ X",
        )
        .unwrap();
        let b = Board::new(p.dark, p.light);
        assert_eq!(pv_text(&b, &[sq("c1"), sq("c8")]), "C1-PA-C8");
        let start = Board::start();
        assert_eq!(pv_text(&start, &[sq("f5"), sq("d6"), sq("c3")]), "F5-D6-C3");
        assert_eq!(
            pv_text(&start, &[sq("f5"), sq("a1")]),
            "F5",
            "stops at an illegal move"
        );
    }

    #[test]
    fn evaluations_are_in_discs() {
        assert_eq!(eval_text(400, true), "4");
        assert_eq!(eval_text(-200, true), "-2");
        assert_eq!(eval_text(137, false), "1.37");
        assert_eq!(eval_text(-5, false), "-0.05");
    }
}
