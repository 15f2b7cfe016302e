//! `replay`: a transcript replayed, its final board, counts and result.

use super::options::{RuleArgs, stdin_transcripts};
use crate::rules::notation::{play_transcript, transcript_sheet};
use crate::rules::{Game, Side, notation};
use clap::Args;

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The moves (`f5d6c3…`; `pa` for a pass, or leave passes out), or `-` to read one
    /// transcript per line from standard input (text after a tab is ignored).
    pub transcript: String,
    /// Also print the transcript sheet (8×8 grid of move numbers).
    #[arg(long)]
    pub sheet: bool,
    #[command(flatten)]
    pub rules: RuleArgs,
}

pub(super) fn result_line(g: &Game) -> String {
    let (d, l) = (g.count(Side::Dark), g.count(Side::Light));
    match g.result() {
        None => format!(
            "Dark {d} - Light {l}, game not over ({} to move)",
            g.to_move()
        ),
        Some(r) => {
            let who = match r.winner {
                Some(c) => format!("{c} wins"),
                None => "tie".to_string(),
            };
            if (r.recorded_dark, r.recorded_light) != (d, l) {
                format!(
                    "Dark {d} - Light {l}: {who}, recorded {}-{}",
                    r.recorded_dark, r.recorded_light
                )
            } else {
                format!("Dark {d} - Light {l}: {who}")
            }
        }
    }
}

pub(super) fn cmd_replay(a: ReplayArgs) -> Result<(), String> {
    let opts = a.rules.options();
    let inputs: Vec<(Option<usize>, String)> = if a.transcript == "-" {
        stdin_transcripts()?
            .into_iter()
            .map(|(l, t)| (Some(l), t))
            .collect()
    } else {
        vec![(None, a.transcript.clone())]
    };
    for (line, text) in inputs {
        let mut g = Game::new(opts);
        play_transcript(&mut g, &text).map_err(|e| match line {
            Some(l) => e.on_line(l).to_string(),
            None => e.to_string(),
        })?;
        if let Some(l) = line {
            println!("line {l}: {}", result_line(&g));
            continue;
        }
        print!(
            "{}",
            notation::board_picture(g.discs(Side::Dark), g.discs(Side::Light))
        );
        println!(
            "{}",
            notation::format_board(g.discs(Side::Dark), g.discs(Side::Light), g.to_move())
        );
        println!("{}", result_line(&g));
        if a.sheet {
            print!("{}", transcript_sheet(&g));
        }
    }
    Ok(())
}
