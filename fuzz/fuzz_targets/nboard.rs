//! The NBoard command stream (`reversi-engine nboard`): a session fed any bytes ends without
//! a panic. The engine plays at the Beginner level; an input asking for a search deeper than 3
//! (`set depth 4` and up) is left out, as such a search takes seconds by design.

#![no_main]

use libfuzzer_sys::fuzz_target;
use reversi_engine::ai::LEVELS;
use reversi_engine::nboard::engine::{Options, serve};

fuzz_target!(|data: &[u8]| {
    let deep = String::from_utf8_lossy(data).lines().any(|l| {
        let w: Vec<&str> = l.split_whitespace().collect();
        w.len() >= 3 && w[0] == "set" && w[1] == "depth" && w[2].parse::<u32>().is_ok_and(|d| d > 3)
    });
    if deep {
        return;
    }
    let options = Options {
        level: LEVELS[0],
        threads: 1,
        seed: 1,
    };
    let mut out = Vec::new();
    serve(std::io::Cursor::new(data.to_vec()), &mut out, &options).expect("a session ends");
    assert!(String::from_utf8(out).is_ok(), "the output is text");
});
