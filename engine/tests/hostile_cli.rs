//! The engine command line under hostile use (issue 25): closed pipes and full disks, readers
//! given devices, pipes and huge files, output paths that cannot be written, damaged input.
//! Every input gets an answer in bounded time and memory, and the answer names what was wrong.

mod common;
mod hostile;

use hostile::*;
use std::process::{Command, Stdio};

/// Runs the engine with its output closed before it writes (as `| head -0`, or `head` gone
/// after its line): it must end quietly, with success.
fn with_closed_output(args: &[&str]) -> Ended {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    wait_limited(child, 120, &args.join(" "))
}

/// Runs the engine with its output to `/dev/full`.
#[cfg(target_os = "linux")]
fn with_full_disk(args: &[&str]) -> Ended {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_limited(child, 120, &args.join(" "))
}

/// Commands that print, one of each kind of output.
fn printing_commands() -> Vec<Vec<String>> {
    let obf = common::data("ffo40-44.obf").display().to_string();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<String>>();
    vec![
        s(&["perft", "9"]),
        s(&["perft", "3"]),
        s(&["replay", "f5d6c3d3c4f4", "--sheet"]),
        s(&["analyse", "f5d6c3", "--depth", "2"]),
        s(&["review", "f5d6c3d3c4", "--depth", "2"]),
        s(&["solve", &obf, "--nodes", "1000"]),
        s(&[
            "match",
            "--black",
            "beginner",
            "--white",
            "beginner",
            "--games",
            "2",
            "--threads",
            "1",
        ]),
    ]
}

#[test]
fn a_closed_pipe_ends_a_command_quietly() {
    for args in printing_commands() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let e = with_closed_output(&args);
        assert!(
            e.status.success() && e.err.is_empty(),
            "{args:?}: {:?} {}",
            e.status,
            e.err
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_one_line_naming_the_error() {
    for args in printing_commands() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let e = with_full_disk(&args);
        assert_eq!(e.status.code(), Some(1), "{args:?}: {}", e.err);
        assert_eq!(e.err.lines().count(), 1, "{args:?}: {}", e.err);
        assert!(
            e.err
                .starts_with("error: standard output: No space left on device"),
            "{args:?}: {}",
            e.err
        );
    }
}
