//! `solve`: the positions of an OBF file solved exactly, or searched as a level would.

use super::options::limits::*;
use super::options::{MAX_INPUT_BYTES, bounded, read_file_limited, read_stdin, search_threads};
use crate::ai::levels::Level;
use crate::ai::{Engine, SearchConfig, SearchResult};
use crate::rules::notation::{ObfLine, parse_obf};
use crate::rules::{Board, Side, Variant};
use clap::Args;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// An OBF file: `<64 squares> <side>; <move>:<score>; …` per line; `-` reads standard
    /// input.
    pub file: String,
    /// Give the value of every legal move (exact, or with --level the level's midgame value
    /// in discs where it does not solve the position).
    #[arg(long)]
    pub all_moves: bool,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 128, value_parser = bounded::<usize, 1, TT_MB>)]
    pub tt_mb: usize,
    /// Stop each position's search after about this many nodes; a position not solved by
    /// then is reported `stopped` with the best move found so far.
    #[arg(long, value_parser = bounded::<u64, 1, NODES>)]
    pub nodes: Option<u64>,
    #[arg(long, value_enum, default_value = "classic")]
    pub variant: Variant,
    /// Search threads (0: all cores). With 1, the default, node counts are the same at every
    /// run; with more, the scores are the same and the node counts vary.
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 0, THREADS>)]
    pub threads: usize,
    /// Instead of solving, search each position as this level chooses a move (its depth,
    /// exact range, evaluation and selective search; a level name or number with `match`'s
    /// `+KEY=VALUE` settings, e.g. `engine+depth=18`, and `@FILE` for another weights file)
    /// without its time limit (see --timed), so that the nodes are the same on any machine: a
    /// benchmark of the midgame search. The threads are --threads' (a `threads=` setting is
    /// refused, and an `ms=` one without --timed); the tables are kept from one position to
    /// the next, as without --level.
    #[arg(long)]
    pub level: Option<String>,
    /// With --level: search with the level's time limit too (an `ms=` setting is then
    /// taken), as it chooses its move in a game; what is found then depends on the
    /// machine's speed and load. Where the file gives every move's exact score (`positions
    /// --score --all-moves`), each line and the total say how much the move found loses.
    /// Not with --nodes.
    #[arg(long, requires = "level", conflicts_with = "nodes")]
    pub timed: bool,
}

pub(super) fn cmd_solve(a: SolveArgs) -> Result<(), String> {
    let from_stdin = a.file == "-";
    let text = if from_stdin {
        read_stdin("OBF positions, one a line")?
    } else {
        read_file_limited(&a.file, MAX_INPUT_BYTES)?
    };
    let source = if from_stdin {
        "standard input"
    } else {
        &a.file
    };
    let lines = parse_obf(&text).map_err(|e| format!("{source}: {e}"))?;
    if lines.is_empty() {
        // Empty, or only comments: nothing to solve is an error, not an empty table
        // (`replay -` and `opening -` alike).
        return Err(format!(
            "{source} holds no position (one OBF line each; `%` and `#` start a comment)"
        ));
    }
    let mut engine = Engine::try_new(a.variant, a.tt_mb << 20)
        .map_err(|e| format!("--tt-mb {}: {e}", a.tt_mb))?;
    engine.set_threads(search_threads(a.threads));
    let level = a
        .level
        .as_deref()
        .map(|l| solve_level(l, a.timed))
        .transpose()?;
    let mut totals = Totals::default();
    println!(
        "{:>4}  {:>4}  {:>6}  {:>5}  {:>13}  {:>9}  {:>10}",
        "line", "best", "score", "depth", "nodes", "time s", "M nodes/s"
    );
    for (line, obf) in &lines {
        let p = obf.position;
        let b = match p.to_move {
            Side::Dark => Board::new(p.dark, p.light),
            Side::Light => Board::new(p.light, p.dark),
        };
        let cfg = match &level {
            Some(l) => SearchConfig {
                time_limit: if a.timed { l.config().time_limit } else { None },
                node_limit: a.nodes,
                ..l.config()
            },
            None => SearchConfig {
                max_depth: 4,
                exact_from: 64,
                eval: crate::ai::EvalKind::Pattern,
                node_limit: a.nodes,
                ..SearchConfig::default()
            },
        };
        let r = if a.all_moves {
            engine.analyze(&b, &cfg)
        } else {
            engine.search(&b, &cfg)
        };
        totals.nodes += r.nodes;
        totals.time += r.elapsed;
        totals.solved += usize::from(r.exact);
        let loss = loss_by_file(obf, &b, &r);
        if let Some(l) = loss {
            totals.judged += 1;
            totals.lossy += usize::from(l > 0);
            totals.loss += l;
        }
        // Cut short by --nodes: not solved where it should be, or not as deep as the level
        // (under --timed, the time limit may stop it: that is the level's move).
        let cut = !r.exact
            && !a.timed
            && match &level {
                None => true,
                Some(l) => {
                    let empties = b.empty_count();
                    cfg.solves(empties) || r.depth < l.depth.min(empties)
                }
            };
        let note = if cut || r.stopped {
            totals.stopped += 1;
            if level.is_some() {
                "  stopped at the node limit (--nodes): not the level's full search".into()
            } else {
                "  stopped at the node limit: not exact".into()
            }
        } else {
            let mismatch = check_against_file(obf, &r);
            totals.mismatches += usize::from(!mismatch.is_empty());
            match loss {
                Some(l) if mismatch.is_empty() && !r.exact => {
                    format!("  {l} below the file's best")
                }
                _ => mismatch,
            }
        };
        print_result(*line, &r, &note, a.all_moves);
    }
    print_totals(&totals, lines.len(), level.is_some());
    if let Some(l) = &level {
        print_level(l, a.variant, engine.threads(), a.timed);
    }
    if totals.mismatches > 0 {
        return Err(format!(
            "{} positions solved to a different score than the file gives",
            totals.mismatches
        ));
    }
    Ok(())
}

/// `--level`: the level with its settings; `threads` settings are refused, and `ms` ones
/// unless `timed`, each with its reason.
fn solve_level(l: &str, timed: bool) -> Result<Level, String> {
    let level = crate::ai::levels::level_with_weights(l).map_err(|e| format!("--level: {e}"))?;
    // The settings as the level's parser reads them: `+KEY=VALUE`, spaces trimmed, before
    // any `@FILE`.
    let settings = l.split_once('@').map_or(l, |(s, _)| s);
    for key in settings
        .split('+')
        .skip(1)
        .filter_map(|p| p.split('=').next())
    {
        match key.trim() {
            "ms" if !timed => {
                return Err(format!(
                    "--level: '{l}': 'ms' is not taken here: the search runs without a \
                     time limit, so that its nodes are the same on any machine (--timed \
                     keeps the level's limit)"
                ));
            }
            "threads" => {
                return Err(format!(
                    "--level: '{l}': 'threads' is not taken here: use --threads"
                ));
            }
            _ => {}
        }
    }
    Ok(level)
}

/// The sums over the positions of a `solve`.
#[derive(Default)]
struct Totals {
    nodes: u64,
    time: Duration,
    mismatches: usize,
    stopped: usize,
    /// Positions solved exactly.
    solved: usize,
    /// Moves whose exact score the file gives, those of them below the file's best, and by
    /// how many discs in all.
    judged: usize,
    lossy: usize,
    loss: i32,
}

/// How many discs the move found loses by the file's exact scores: `None` unless the file
/// gives every legal move's score (most files give the best move's alone).
fn loss_by_file(obf: &ObfLine, b: &Board, r: &SearchResult) -> Option<i32> {
    if obf.moves.len() != b.legal_moves().count_ones() as usize {
        return None;
    }
    let best = obf.moves.iter().map(|m| m.1).max()?;
    let chosen = obf
        .moves
        .iter()
        .find(|m| m.0 == r.best && r.best.is_some())?;
    Some(best - chosen.1)
}

/// An exact result checked against the file's scores where it gives them: a note naming the
/// file's score when they differ, empty otherwise (and for a level's midgame value).
fn check_against_file(obf: &ObfLine, r: &SearchResult) -> String {
    if !r.exact {
        return String::new();
    }
    let score = r.value / 100;
    let Some(best_known) = obf.moves.iter().map(|m| m.1).max() else {
        return String::new();
    };
    if best_known != score {
        return format!("  MISMATCH: file says {best_known:+}");
    }
    if let Some(&(_, s)) = obf.moves.iter().find(|m| m.0 == r.best)
        && s != score
    {
        let best = r.best.map_or_else(|| "pass".into(), |s| s.to_string());
        return format!("  MISMATCH: file says {best} is {s:+}");
    }
    String::new()
}

/// One position's line (and, with `--all-moves`, every move's value).
fn print_result(line: usize, r: &SearchResult, note: &str, all_moves: bool) {
    let best = r.best.map_or_else(|| "pass".into(), |s| s.to_string());
    let value = if r.exact {
        format!("{:+}", r.value / 100)
    } else {
        format!("{:+.2}", r.value as f64 / 100.0)
    };
    let depth = if r.exact {
        "exact".to_string()
    } else {
        r.depth.to_string()
    };
    println!(
        "{line:>4}  {best:>4}  {value:>6}  {depth:>5}  {:>13}  {:>9.3}  {:>10.1}{note}",
        r.nodes,
        r.elapsed.as_secs_f64(),
        r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    if all_moves && !r.moves.is_empty() {
        let all: Vec<String> = r
            .moves
            .iter()
            .map(|m| {
                if r.exact {
                    format!("{}:{:+}", m.mv, m.value / 100)
                } else {
                    format!("{}:{:+.2}", m.mv, m.value as f64 / 100.0)
                }
            })
            .collect();
        println!("      {}", all.join(" "));
    }
}

/// The total line, and how many positions the node limit stopped.
fn print_totals(t: &Totals, positions: usize, level: bool) {
    println!(
        "total {} positions, {} nodes, {:.3} s, {:.1} M nodes/s{}",
        positions,
        t.nodes,
        t.time.as_secs_f64(),
        t.nodes as f64 / t.time.as_secs_f64().max(1e-9) / 1e6,
        if t.mismatches > 0 {
            format!(", {} MISMATCHES", t.mismatches)
        } else {
            String::new()
        }
    );
    if level {
        println!("{} of {positions} positions solved exactly", t.solved);
    }
    if level && t.judged > 0 {
        println!(
            "{} moves judged by the file's exact scores: {} below its best, {} discs in all",
            t.judged, t.lossy, t.loss
        );
    }
    if t.stopped > 0 {
        println!(
            "{} positions stopped at the node limit (--nodes) before {}",
            t.stopped,
            if level {
                "the level's full search"
            } else {
                "being solved"
            }
        );
    }
}

/// How a `--level` search was made.
fn print_level(l: &Level, variant: Variant, threads: usize, timed: bool) {
    let selective = match l.config().selective_width(variant) {
        Some(w) => format!("Multi-ProbCut width {w}"),
        None => "full width".to_string(),
    };
    let exact = if l.exact_from == 0 {
        "never exact".to_string()
    } else {
        format!("exact from {} empties", l.exact_from)
    };
    let limit = match l.config().time_limit {
        Some(t) if timed => format!("its time limit of {:.1} s", t.as_secs_f64()),
        _ if timed => "no time limit (the level has none)".to_string(),
        _ => "no time limit".to_string(),
    };
    println!(
        "(searched as {} chooses a move: depth {}, {exact}, {selective}; {limit}, {} thread{})",
        l.name,
        l.depth,
        threads,
        if threads == 1 { "" } else { "s" }
    );
}
