//! `opening`: the name of the opening a transcript plays, its named line and the move where
//! the game left the book.

use super::options::stdin_transcripts;
use crate::rules::notation::play_transcript;
use crate::rules::openings::{OpeningMatch, opening_of};
use crate::rules::{Game, GameOptions};
use clap::Args;

#[derive(Args, Debug)]
pub struct OpeningArgs {
    /// The moves from the standard start (`f5d6c3…`, `1. f5 d6 2. c3 …`), or `-` to read one
    /// transcript per line from standard input (text after a tab is ignored).
    pub transcript: String,
}

/// What the command says of a game's opening on one line (`-`).
fn one_line(m: Option<&OpeningMatch>) -> String {
    m.map_or_else(|| NO_NAME.to_string(), OpeningMatch::describe)
}

/// What a game with no named opening gets.
const NO_NAME: &str = "no named opening (fewer than two moves)";

pub(super) fn cmd_opening(a: OpeningArgs) -> Result<(), String> {
    let inputs: Vec<(Option<usize>, String)> = if a.transcript == "-" {
        stdin_transcripts()?
            .into_iter()
            .map(|(l, t)| (Some(l), t))
            .collect()
    } else {
        vec![(None, a.transcript.clone())]
    };
    let (count, mut failed) = (inputs.len(), 0);
    for (line, text) in inputs {
        let mut g = Game::new(GameOptions::default());
        if let Err(e) = play_transcript(&mut g, &text) {
            let Some(l) = line else {
                return Err(e.to_string());
            };
            // One bad line of many: said on standard error, and the others are still answered.
            eprintln!("error: {}", e.on_line(l));
            failed += 1;
            continue;
        }
        let m = opening_of(&g);
        if let Some(l) = line {
            println!("line {l}: {}", one_line(m.as_ref()));
            continue;
        }
        let Some(m) = m else {
            println!("{}", one_line(None));
            continue;
        };
        println!("opening: {}", m.name);
        let words: Vec<String> = m.line.iter().map(|s| s.to_string()).collect();
        println!("line: {} ({} moves)", words.join(" "), m.line.len());
        match m.left_at {
            Some(n) => {
                let played = g.history().get(n - 1).map_or_else(
                    || "pass".to_string(),
                    |p| match p.kind {
                        crate::rules::PlyKind::Move(sq) => sq.to_string(),
                        crate::rules::PlyKind::Pass => "pass".to_string(),
                    },
                );
                println!("left the book at move {n} ({played})");
            }
            None => println!("in the book after {} moves", m.in_book),
        }
    }
    if failed > 0 {
        return Err(format!(
            "{failed} of {count} transcripts on standard input could not be read (see above)"
        ));
    }
    Ok(())
}
