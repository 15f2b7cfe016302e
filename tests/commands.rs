//! The game binary runs the engine's commands (one implementation, in `reversi-engine`): a
//! command given to `reversi3d` behaves as it does for `reversi-engine`, without a window.

use std::process::Command;

fn reversi3d(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_reversi3d"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("run reversi3d");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn an_engine_command_runs_in_the_game_binary() {
    let (code, out, err) = reversi3d(&["perft", "5", "--last"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("perft  5:") && out.contains(" 1396 leaves"),
        "{out}"
    );
    let (code, out, err) = reversi3d(&["replay", "f5d6c3d3c4f4c5b3c2"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Dark"), "{out}");
    let (code, out, err) = reversi3d(&["opening", "f5d6c3d3c4"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("opening: Tiger\n"), "{out}");
}

#[test]
fn engine_errors_keep_their_message_and_exit_status() {
    // A value out of its limit: one line naming it, status 2.
    let (code, _, err) = reversi3d(&["perft", "21"]);
    assert_eq!(code, Some(2));
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("21") && err.contains("20"), "{err}");
    // A command that fails: `error: …`, status 1.
    let (code, _, err) = reversi3d(&["solve", "no/such/file.obf"]);
    assert_eq!(code, Some(1));
    assert!(
        err.starts_with("error: ") && err.contains("no/such/file.obf"),
        "{err}"
    );
}

#[test]
fn help_lists_the_engine_commands_and_the_window_options() {
    let (code, out, _) = reversi3d(&["--help"]);
    assert_eq!(code, Some(0));
    for word in ["perft", "solve", "match", "train", "--players", "--level"] {
        assert!(out.contains(word), "--help lacks {word}: {out}");
    }
}

#[test]
fn the_game_without_a_display_says_so() {
    let (code, _, err) = reversi3d(&[]);
    assert_ne!(code, Some(0));
    assert!(err.contains("no display found"), "{err}");
}
