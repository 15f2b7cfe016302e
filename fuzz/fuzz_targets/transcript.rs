//! Transcripts (`f5d6c3`, `1. f5 d6 2. c3`, with passes, as game sites write them) played from
//! a new game under options chosen by the first byte: never a panic, an error is one line, and
//! a game read writes a transcript that reads back to the same game.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::rules::notation::{parse_transcript, replay, transcript};

mod common;

fuzz_target!(|data: &[u8]| {
    let Some((options, text)) = common::options_and_text(data) else {
        return;
    };
    if let Err(e) = parse_transcript(text) {
        common::one_line(&e.to_string());
    }
    match replay(options, text) {
        Ok(game) => {
            let written = transcript(&game, true);
            let again = replay(options, &written)
                .unwrap_or_else(|e| panic!("{written:?} written from {text:?} reads back: {e}"));
            assert_eq!(again.history(), game.history(), "{written:?}");
        }
        Err(e) => common::one_line(&e.to_string()),
    }
});
