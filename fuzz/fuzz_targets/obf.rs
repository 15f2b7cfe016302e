//! OBF files as `solve` reads them (`<64 squares> <side>; <move>:<score>; …` a line): never a
//! panic, an error is one line naming the line, every position read is a position.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::rules::notation::parse_obf;

mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match parse_obf(text) {
        Ok(lines) => {
            let total = text.lines().count();
            for (n, obf) in &lines {
                assert!((1..=total).contains(n), "line {n} of {total}");
                assert_eq!(obf.position.dark & obf.position.light, 0);
            }
        }
        Err(e) => {
            let e = e.to_string();
            common::one_line(&e);
            assert!(e.starts_with("line "), "the error names the line: {e}");
        }
    }
});
