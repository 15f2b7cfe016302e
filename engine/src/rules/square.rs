//! Squares `a1`..`h8`. Columns `a`–`h` run left to right, rows `1`–`8` top to bottom, so `a1`
//! is the top-left square as the board is shown. The index is `row * 8 + column` and is also
//! the bit of the square in a [`crate::rules::Bitboard`].

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the 64 squares; the index is `row * 8 + column` (a1 = 0, h1 = 7, a2 = 8, h8 = 63).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Square(u8);

impl TryFrom<u8> for Square {
    type Error = String;
    fn try_from(index: u8) -> Result<Square, String> {
        Square::new(index).ok_or_else(|| format!("{index} is not a square (0..63)"))
    }
}

impl From<Square> for u8 {
    fn from(square: Square) -> u8 {
        square.0
    }
}

impl Square {
    /// The square with this index (0..64), or `None`.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at a column (0 = a) and row (0 = row 1), or `None` off the board.
    pub const fn from_col_row(col: i32, row: i32) -> Option<Square> {
        if col >= 0 && col < 8 && row >= 0 && row < 8 {
            Some(Square((row * 8 + col) as u8))
        } else {
            None
        }
    }

    /// Every square, a1 b1 … h1 a2 … h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// 0 for column a … 7 for column h.
    pub const fn col(self) -> i32 {
        (self.0 % 8) as i32
    }
    /// 0 for row 1 … 7 for row 8.
    pub const fn row(self) -> i32 {
        (self.0 / 8) as i32
    }
    /// The single-bit bitboard of this square.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Parses `f5` or `F5` (surrounding spaces allowed).
    pub fn parse(text: &str) -> Result<Square, NotASquare> {
        let t = text.trim();
        let b = t.as_bytes();
        if b.len() == 2 {
            let c = b[0].to_ascii_lowercase();
            let r = b[1];
            if (b'a'..=b'h').contains(&c) && (b'1'..=b'8').contains(&r) {
                return Ok(Square((r - b'1') * 8 + (c - b'a')));
            }
        }
        Err(NotASquare(t.to_string()))
    }
}

/// Text that is not a square (`z9`, `f`): what [`Square::parse`] refuses, quoted without its
/// surrounding spaces.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotASquare(pub String);

impl fmt::Display for NotASquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a square (a1..h8)", self.0)
    }
}

impl std::error::Error for NotASquare {}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = (b'a' + self.0 % 8) as char;
        let r = (b'1' + self.0 / 8) as char;
        write!(f, "{c}{r}")
    }
}

impl FromStr for Square {
    type Err = NotASquare;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Square::parse(s)
    }
}
