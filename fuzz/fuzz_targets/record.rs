//! Saved games (`unfinished.txt`, the games folder, `--load`): never a panic, an error is one
//! line, and a game read is written back (as the game saves it) to a record that reads back
//! to the same game, options, clock and result.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::rules::record::{parse_record, write_record};

mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match parse_record(text) {
        Ok(r) => {
            let written = write_record(&r.game, &r.dark, &r.light);
            let again = parse_record(&written)
                .unwrap_or_else(|e| panic!("{written:?} written from {text:?} reads back: {e}"));
            let (a, b) = (&again.game, &r.game);
            assert_eq!(a.options, b.options, "{written:?}");
            assert_eq!(a.start_position(), b.start_position(), "{written:?}");
            assert_eq!(a.history(), b.history(), "{written:?}");
            assert_eq!(a.result(), b.result(), "{written:?}");
            assert_eq!(
                a.clock().map(|c| [
                    c.remaining(reversi_engine::rules::Side::Dark),
                    c.remaining(reversi_engine::rules::Side::Light)
                ]),
                b.clock().map(|c| [
                    c.remaining(reversi_engine::rules::Side::Dark),
                    c.remaining(reversi_engine::rules::Side::Light)
                ]),
                "{written:?}"
            );
        }
        Err(e) => common::one_line(&e.to_string()),
    }
});
