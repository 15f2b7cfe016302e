//! Board strings (64 squares and the side to move), as `--board` and a paste read them: never
//! a panic, an error is one line, a board read writes back to the same board, and a paste of
//! any text (saved game, GGF, board or transcript) is a game or a one-line error.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::rules::notation::{format_board, parse_board};
use reversi_engine::rules::record::parse_paste;

mod common;

fuzz_target!(|data: &[u8]| {
    let Some((options, text)) = common::options_and_text(data) else {
        return;
    };
    match parse_board(text) {
        Ok(p) => {
            assert_eq!(
                p.dark & p.light,
                0,
                "a square of both colours from {text:?}"
            );
            let written = format_board(p.dark, p.light, p.to_move);
            assert_eq!(parse_board(&written).ok(), Some(p), "{written:?}");
        }
        Err(e) => common::one_line(&e.to_string()),
    }
    if let Err(e) = parse_paste(text, options) {
        common::one_line(&e.to_string());
    }
});
