//! What the targets share: the rule options a byte chooses, and the checks every parser's
//! answer must pass.

#![allow(dead_code)]

use reversi_engine::rules::{GameOptions, StartPosition, Supply, Variant};

/// The options chosen by the first byte (variant, start, supply, clock), and the rest of the
/// input as text; `None` when it is not UTF-8 (the game and the commands refuse such text
/// before any parser sees it).
pub fn options_and_text(data: &[u8]) -> Option<(GameOptions, &str)> {
    let (&first, rest) = data.split_first()?;
    let mut o = GameOptions::default();
    o.set_variant(Variant::ALL[usize::from(first & 1)]);
    o.start = StartPosition::ALL[usize::from(first >> 1) % StartPosition::ALL.len()];
    o.supply = Supply::ALL[usize::from(first >> 4) % Supply::ALL.len()];
    if first & 0x80 != 0 {
        o.set_clock_minutes(5);
    }
    Some((o, std::str::from_utf8(rest).ok()?))
}

/// An error is one line that says something.
pub fn one_line(error: &str) {
    assert!(!error.trim().is_empty(), "an empty error message");
    assert!(
        !error.contains('\n') && !error.contains('\r'),
        "an error of more than one line: {error:?}"
    );
}
