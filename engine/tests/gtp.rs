//! `match` against engines that speak the Go Text Protocol on an 8×8 board: GRhino's
//! `gtp-rhino` when it is installed (Debian's `grhino` package), and small scripted engines
//! that answer in the ways real ones do (chatter, stale answers, refusals, a resignation).

use reversi_engine::rules::GameOptions;
use reversi_engine::rules::notation::replay;
use std::path::PathBuf;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_reversi-engine");

fn run_engine(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(BIN).args(args).output().expect("run");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// Writes a shell script that plays a GTP engine: `answers` is the body of a `case "$cmd"`
/// over the command word (the number is in `$id`); anything else is answered `=$id`.
fn scripted_engine(name: &str, answers: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("reversi-gtp-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.sh"));
    let script = format!(
        "while read -r id cmd rest; do\n\
         \x20 [ \"$id\" = quit ] && exit 0\n\
         \x20 case \"$cmd\" in\n\
         {answers}\n\
         \x20   *) echo \"=$id\";;\n\
         \x20 esac\n\
         \x20 echo\n\
         done\n"
    );
    std::fs::write(&path, script).unwrap();
    path
}

fn gtp_rhino() -> Option<&'static str> {
    ["/usr/games/gtp-rhino", "/usr/bin/gtp-rhino"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
}

#[test]
fn match_plays_grhino_through_gtp() {
    let Some(rhino) = gtp_rhino() else {
        eprintln!("gtp-rhino is not installed (Debian package grhino): skipped");
        return;
    };
    // GRhino passes for a side on its own and refuses to be told the pass; every game must be
    // whole and legal, with either colour.
    let rhino = format!("gtp:{rhino} -l 1");
    for (black, white) in [(rhino.as_str(), "casual"), ("casual", rhino.as_str())] {
        let (ok, out, err) = run_engine(&[
            "match",
            "--black",
            black,
            "--white",
            white,
            "--games",
            "6",
            "--threads",
            "2",
            "--verbose",
        ]);
        assert!(ok, "{out}{err}");
        let games: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(|l| l.split_whitespace().last().unwrap())
            .collect();
        assert_eq!(games.len(), 6, "{out}");
        for moves in games {
            let g = replay(GameOptions::default(), moves).unwrap();
            assert!(g.is_over(), "{moves}");
        }
        assert!(out.contains(" vs ") && out.contains(": 6 games"), "{out}");
    }
}

#[test]
fn the_answer_with_the_commands_number_is_read() {
    // Chatter and a stale answer with another number come before the real one: the stale d3
    // is not taken for the move, the resignation is.
    let engine = scripted_engine(
        "resigns",
        "    name) echo \"loading tables\"; echo \"=$id Scripted\";;\n\
         \x20   genmove) echo \"=999 d3\"; echo; echo \"=$id resign\";;",
    );
    let black = format!("gtp:sh {}", engine.display());
    // One thread: the first game (the script as Dark) is the one that fails, not a game with
    // the colours swapped that another thread plays at the same time.
    let (ok, out, err) = run_engine(&[
        "match",
        "--black",
        &black,
        "--white",
        "casual",
        "--threads",
        "1",
    ]);
    assert!(!ok, "{out}");
    assert!(
        err.contains("(Scripted) resigned while choosing move 11 for Dark"),
        "{err}"
    );
}

#[test]
fn a_refused_move_names_the_command_and_the_answer() {
    let engine = scripted_engine("refuses", "    play) echo \"?$id illegal move\";;");
    let white = format!("gtp:sh {}", engine.display());
    // One thread, so that the game failing first is the first game (the script as White).
    let (ok, out, err) = run_engine(&[
        "match",
        "--black",
        "casual",
        "--white",
        &white,
        "--threads",
        "1",
    ]);
    assert!(!ok, "{out}");
    assert!(
        err.contains("refused 'play black ") && err.contains("illegal move"),
        "{err}"
    );
    // The opening is told before the first move; the error names the position.
    assert!(err.contains("move 10: board "), "{err}");
}

#[test]
fn a_move_that_is_no_square_is_an_error() {
    let engine = scripted_engine("garbage", "    genmove) echo \"=$id z9\";;");
    let black = format!("gtp:sh {}", engine.display());
    let (ok, out, err) = run_engine(&["match", "--black", &black, "--white", "casual"]);
    assert!(!ok, "{out}");
    assert!(err.contains("answered 'z9' to genmove"), "{err}");
}

#[test]
fn an_illegal_move_from_a_gtp_engine_stops_the_match() {
    // a1 is never legal at the start.
    let engine = scripted_engine("illegal", "    genmove) echo \"=$id A1\";;");
    let black = format!("gtp:sh {}", engine.display());
    let (ok, out, err) = run_engine(&["match", "--black", &black, "--white", "casual"]);
    assert!(!ok, "{out}");
    assert!(err.contains("chose a1, which is not legal"), "{err}");
}

#[test]
fn match_refuses_what_a_gtp_engine_cannot_play() {
    let (ok, _, err) = run_engine(&[
        "match",
        "--black",
        "gtp:x",
        "--white",
        "casual",
        "--start",
        "alternate",
    ]);
    assert!(!ok);
    assert!(err.contains("GTP engines play Classic"), "{err}");
    let (ok, _, err) = run_engine(&["match", "--black", "gtp@3:x", "--white", "casual"]);
    assert!(!ok);
    assert!(err.contains("a GTP engine takes no depth"), "{err}");
    let (ok, _, err) = run_engine(&[
        "match",
        "--black",
        "gtp:/no/such/engine",
        "--white",
        "casual",
        "--games",
        "1",
    ]);
    assert!(!ok);
    assert!(
        err.contains("GTP engine '/no/such/engine': cannot start it"),
        "{err}"
    );
}
