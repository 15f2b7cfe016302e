//! What the `hostile_*` tests share (issue 25): running the engine with a deadline, reading its
//! output and its peak memory, fresh temporary files, an NBoard session fed a script.
#![allow(dead_code, unreachable_pub)]

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_reversi-engine");

/// How a run ended: its status, output, error output, time and peak resident memory (KiB,
/// read from `/proc` while it ran; 0 where there is no `/proc`).
pub struct Ended {
    pub status: ExitStatus,
    pub out: String,
    pub err: String,
    pub elapsed: Duration,
    pub peak_kib: u64,
}

impl Ended {
    pub fn panicked(&self) -> bool {
        self.status.code() == Some(101) || self.err.contains("panicked")
    }
}

/// The largest resident size the process has had so far (`VmHWM`), in KiB.
pub fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Waits for `child` at most `secs` seconds (then kills it and fails the test, quoting what it
/// wrote), reading its output (if piped) as it comes and its peak memory.
pub fn wait_limited(mut child: Child, secs: u64, what: &str) -> Ended {
    let start = Instant::now();
    let take = |r: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut s = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut s);
            }
            String::from_utf8_lossy(&s).into_owned()
        })
    };
    let out = take(
        child
            .stdout
            .take()
            .map(|r| Box::new(r) as Box<dyn Read + Send>),
    );
    let err = take(
        child
            .stderr
            .take()
            .map(|r| Box::new(r) as Box<dyn Read + Send>),
    );
    let mut peak = 0;
    let status = loop {
        if let Some(p) = peak_kib(child.id()) {
            peak = peak.max(p);
        }
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > Duration::from_secs(secs) {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "{what}: still running after {secs} s ({} MiB); it wrote: {}",
                peak >> 10,
                err.join().unwrap()
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Ended {
        status,
        elapsed: start.elapsed(),
        out: out.join().unwrap(),
        err: err.join().unwrap(),
        peak_kib: peak,
    }
}

/// Runs the engine with `args`, its output piped, at most `secs` seconds.
pub fn run_limited(args: &[&str], secs: u64) -> Ended {
    let child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_limited(child, secs, &args.join(" "))
}

/// A file in a fresh folder of this test run.
pub fn temp_path(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("reversi-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The engine started with `args`, its three streams piped.
pub fn spawn_piped(args: &[&str]) -> Child {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The engine started with `args` and fed `input`, its input closed after it: what it wrote,
/// and how it ended (within `secs`).
pub fn fed(args: &[&str], input: &str, secs: u64) -> Ended {
    let mut child = spawn_piped(args);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    wait_limited(child, secs, &args.join(" "))
}

/// An NBoard session fed `input`, its input closed after it: what it wrote, and how it ended.
pub fn nboard_session(args: &[&str], input: &str) -> Ended {
    let args: Vec<&str> = std::iter::once("nboard")
        .chain(args.iter().copied())
        .collect();
    fed(&args, input, 120)
}

pub const START: &str = "---------------------------O*------*O---------------------------";
