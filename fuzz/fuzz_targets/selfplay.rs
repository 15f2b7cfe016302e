//! Self-play files (`selfplay --out`, what `train` and `positions` read): never a panic, an
//! error is one line naming the line, and each game read writes back to the same line.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::ai::tools::selfplay::{SelfplayConfig, SelfplayGame, read_games};

mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match read_games(text) {
        Ok(file) => {
            assert!(file.complete_bytes <= text.len() as u64);
            let header = file.config.header();
            assert_eq!(
                SelfplayConfig::from_header(&header).ok(),
                Some(file.config),
                "{header:?}"
            );
            for g in &file.games {
                let line = g.to_line();
                let row = line.trim_end_matches('\n');
                assert_eq!(
                    SelfplayGame::parse_line(row).ok().as_ref(),
                    Some(g),
                    "{row:?}"
                );
                let _ = g.positions();
            }
        }
        Err(e) => common::one_line(&e.to_string()),
    }
});
