//! GGF files (one game or many, as servers write them): never a panic, an error is one line,
//! the games read write back to the same games, and each game either plays by the rules or is
//! a one-line error naming the move.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::rules::ggf::{parse_ggf, write_ggf};

mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match parse_ggf(text) {
        Ok(games) => {
            let written = write_ggf(&games);
            let again = parse_ggf(&written)
                .unwrap_or_else(|e| panic!("{written:?} written from {text:?} reads back: {e}"));
            assert_eq!(again, games, "{written:?}");
            for (i, g) in games.iter().enumerate() {
                if let Err(e) = g.to_game(i + 1) {
                    common::one_line(&e.to_string());
                }
            }
        }
        Err(e) => common::one_line(&e.to_string()),
    }
});
