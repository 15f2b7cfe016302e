//! WTHOR databases (`.wtb`, what `train` reads): never a panic, an error is one line, and a
//! file read writes back to a file that reads the same.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::ai::tools::training::wthor::{read_wtb, write_wtb};

mod common;

fuzz_target!(|data: &[u8]| {
    match read_wtb("fuzz.wtb", data) {
        Ok(file) => {
            let written = write_wtb(file.header, &file.games);
            let again = read_wtb("written.wtb", &written).expect("a file written reads back");
            assert_eq!(again, file);
            for g in &file.games {
                g.replay().expect("a game read replays");
            }
        }
        Err(e) => common::one_line(&e.to_string()),
    }
});
