//! The `analyse` and `review` commands: every legal move of a position, and every ply of a game
//! with its best move, values, loss and class, the per-side totals, and the graph
//! (`graph.rs`), and the game's named opening. Thin wrappers over [`crate::ai::analysis`].

use super::options::limits::{THREADS, TT_MB};
use super::options::{
    MAX_INPUT_BYTES, RuleArgs, board_option, bounded, check_output, read_file_limited,
    search_threads,
};
use crate::ai::analysis::{
    self, AnalysisConfig, AnalysisError, GameAnalysis, MAX_DEPTH, MAX_EXACT_FROM, PlyAnalysis,
    whole_discs,
};
use crate::ai::limits::Limits;
use crate::rules::ggf::{is_ggf, parse_ggf_first};
use crate::rules::notation::{board_picture, format_board};
use crate::rules::openings::{OpeningMatch, opening_of};
use crate::rules::record::{PasteKind, parse_paste, paste_kind};
use crate::rules::{Board, Game, Side, Square, Variant};
use clap::Args;
use std::io::IsTerminal;
use std::time::Instant;

/// How deep an analysis looks, as both commands take it.
#[derive(Args, Debug, Clone)]
pub struct DepthArgs {
    /// Midgame search depth (plies) of the positions not solved exactly.
    #[arg(long, default_value_t = analysis::DEFAULT_DEPTH, value_parser = bounded::<u32, 1, { MAX_DEPTH as u64 }>)]
    pub depth: u32,
    /// Solve positions with at most this many empties exactly (0: never).
    #[arg(long, default_value_t = analysis::DEFAULT_EXACT_FROM, value_parser = bounded::<u32, 0, { MAX_EXACT_FROM as u64 }>)]
    pub exact_from: u32,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 256, value_parser = bounded::<usize, 1, TT_MB>)]
    pub tt_mb: usize,
    /// Search threads (0: all cores). With 1, the default, the output is the same at every
    /// run; with more, exact values are the same, midgame values may differ a little.
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 0, THREADS>)]
    pub threads: usize,
}

impl DepthArgs {
    fn config(&self) -> AnalysisConfig {
        AnalysisConfig {
            depth: self.depth,
            exact_from: self.exact_from,
            tt_bytes: self.tt_mb << 20,
            threads: search_threads(self.threads),
        }
    }
}

#[derive(Args, Debug)]
#[command(group = clap::ArgGroup::new("position").args(["transcript", "board", "game"]))]
pub struct AnalyseArgs {
    /// The moves leading to the position (`f5d6c3…` or `1. f5 d6 2. c3 …`).
    pub transcript: Option<String>,
    /// The position: 64 squares (X dark, O light, - empty) and the side to move.
    #[arg(long, num_args = 2, value_names = ["SQUARES", "SIDE"], allow_hyphen_values = true)]
    pub board: Option<Vec<String>>,
    /// A saved game or a GGF file: its final position.
    #[arg(long, value_name = "FILE")]
    pub game: Option<String>,
    /// Which game of a GGF file holding several (1 is the first).
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 1, 1_000_000>)]
    pub number: usize,
    #[command(flatten)]
    pub depth: DepthArgs,
    /// One row per move: move, value, exact (1/0), depth, principal variation, tab-separated.
    #[arg(long)]
    pub tsv: bool,
    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game: a transcript (`f5d6…`, `1. f5 d6 …`), or a saved game or GGF file.
    pub game: String,
    /// Which game of a GGF file holding several (1 is the first).
    #[arg(long, default_value_t = 1, value_parser = bounded::<usize, 1, 1_000_000>)]
    pub number: usize,
    #[command(flatten)]
    pub depth: DepthArgs,
    /// One row per ply: ply, side, move, best move, best value, played value, loss, exact,
    /// tab-separated; then the per-side totals and the opening (each row after a `#` header).
    #[arg(long)]
    pub tsv: bool,
    /// Also draw the evaluation graph to this image (`.png` or `.svg`).
    #[arg(long, value_name = "OUT.png|OUT.svg")]
    pub graph: Option<String>,
    #[command(flatten)]
    pub rules: RuleArgs,
}

/// True when `s` names a file rather than being a transcript: it exists (whatever it is: a
/// FIFO or a folder is then refused as a file), or looks like a path.
fn looks_like_file(s: &str) -> bool {
    let lower = s.to_ascii_lowercase();
    std::path::Path::new(s).exists()
        || s.contains('/')
        || s.contains('\\')
        || [".ggf", ".txt", ".pgn", ".gam"]
            .iter()
            .any(|e| lower.ends_with(e))
}

/// The game in a file (saved game, GGF, transcript or board string); `number` picks one of
/// several GGF games. Errors start with the file's name.
fn game_from_file(path: &str, rules: &RuleArgs, number: usize) -> Result<Game, String> {
    let text = read_file_limited(path, MAX_INPUT_BYTES)?;
    game_from_text(&text, rules, number).map_err(|e| format!("{path}: {e}"))
}

fn game_from_text(text: &str, rules: &RuleArgs, number: usize) -> Result<Game, String> {
    if text.trim().is_empty() {
        return Err("empty: no game, transcript or board in it".into());
    }
    // A line of recorded games (`moves<TAB>dark<TAB>light…`): its moves, as replay reads it.
    let text = match text.trim().split_once('\t') {
        Some((moves, _)) if !text.trim().contains('\n') => moves,
        _ => text,
    };
    if is_ggf(text) {
        // The games up to the one asked for: a damaged later game is not read.
        let games = parse_ggf_first(text, number).map_err(|e| e.to_string())?;
        let Some(g) = games.get(number - 1) else {
            return Err(format!(
                "--number {number}: the file holds {} GGF game{}",
                games.len(),
                if games.len() == 1 { "" } else { "s" }
            ));
        };
        return g.to_game(number).map_err(|e| e.to_string());
    }
    parse_paste(text, rules.options()).map_err(|e| e.to_string())
}

/// The game a `review` names: a file, or the transcript itself.
fn game_from_arg(arg: &str, rules: &RuleArgs, number: usize) -> Result<Game, String> {
    if looks_like_file(arg) {
        return game_from_file(arg, rules, number);
    }
    game_from_text(arg, rules, number).map_err(|e| {
        // A word that is no game, or fails at its first move, may be a file name mistyped.
        let no_game = paste_kind(arg) == PasteKind::NoGame;
        if (no_game || e.starts_with("move 1:")) && !arg.contains(char::is_whitespace) {
            format!("{e} (and there is no file named {arg})")
        } else {
            e
        }
    })
}

/// Progress on standard error (when it is a terminal): `analysed 12 of 60 plies`.
fn progress_line(done: usize, total: usize) {
    let mut err = std::io::stderr();
    if err.is_terminal() {
        use std::io::Write;
        let _ = write!(err, "\ranalysed {done} of {total} plies");
        if done == total {
            let _ = writeln!(err);
        }
    }
}

fn limits() -> Limits {
    Limits::default()
}

fn error(e: AnalysisError) -> String {
    e.to_string()
}

/// A value for printing: whole discs when exact (`+4`), else one decimal (`+1.4`).
fn value_text(centi: i32, exact: bool) -> String {
    if exact {
        format!("{:+}", whole_discs(centi))
    } else {
        format!("{:+.1}", centi as f64 / 100.0)
    }
}

fn line_text(pv: &[Square], max: usize) -> String {
    let mut s: Vec<String> = pv.iter().take(max).map(|s| s.to_string()).collect();
    if pv.len() > max {
        s.push("…".into());
    }
    s.join(" ")
}

fn side_letter(c: Side) -> &'static str {
    match c {
        Side::Dark => "X",
        Side::Light => "O",
    }
}

pub(super) fn cmd_analyse(a: AnalyseArgs) -> Result<(), String> {
    let (board, variant, to_move) = if let Some(v) = &a.board {
        let p = board_option(v)?;
        let b = match p.to_move {
            Side::Dark => Board::new(p.dark, p.light),
            Side::Light => Board::new(p.light, p.dark),
        };
        (b, a.rules.variant, p.to_move)
    } else {
        let game = match (&a.game, &a.transcript) {
            (Some(path), _) => game_from_file(path, &a.rules, a.number)?,
            (None, Some(t)) => game_from_text(t, &a.rules, a.number)?,
            (None, None) => Game::new(a.rules.options()),
        };
        if game.in_centre_opening() {
            return Err(
                "the position is in the empty-centre opening; the engine values moves once d4 e4 d5 e5 are filled"
                    .into(),
            );
        }
        (game.board(), game.options.variant, game.to_move())
    };
    let cfg = a.depth.config();
    let t = Instant::now();
    let r = analysis::analyse_position(&board, variant, &cfg, &limits()).map_err(error)?;
    let side = side_letter(to_move);
    if a.tsv {
        if r.must_pass {
            println!(
                "pass\t{}\t{}\t{}\t{}",
                value_text(r.value, r.exact),
                r.exact as u8,
                r.depth,
                line_text(&r.pv, 60)
            );
        }
        for m in &r.moves {
            println!(
                "{}\t{}\t{}\t{}\t{}",
                m.mv,
                value_text(m.value, m.exact),
                m.exact as u8,
                m.depth,
                line_text(&m.pv, 60)
            );
        }
        return Ok(());
    }
    let (dark, light) = match to_move {
        Side::Dark => (board.player, board.opponent),
        Side::Light => (board.opponent, board.player),
    };
    print!("{}", board_picture(dark, light));
    println!("{}", format_board(dark, light, to_move));
    println!(
        "{variant} rules, {} empties, {side} ({to_move}) to move; values: final disc difference for {side}",
        board.empty_count(),
        variant = variant.name()
    );
    if r.game_over {
        println!("the game is over: {} for {side}", value_text(r.value, true));
        return Ok(());
    }
    if r.must_pass {
        println!(
            "{side} has no move and must pass: {} for {side} ({}, depth {}), then {}",
            value_text(r.value, r.exact),
            if r.exact { "exact" } else { "estimate" },
            r.depth,
            line_text(&r.pv, 12)
        );
        return Ok(());
    }
    println!(
        "{:<4}  {:>6}  {:<5}  {:>5}  line",
        "move", "value", "exact", "depth"
    );
    for m in &r.moves {
        println!(
            "{:<4}  {:>6}  {:<5}  {:>5}  {}",
            m.mv.to_string(),
            value_text(m.value, m.exact),
            if m.exact { "yes" } else { "no" },
            m.depth,
            line_text(&m.pv, 12)
        );
    }
    println!(
        "{} moves, {} nodes, {:.2} s",
        r.moves.len(),
        r.nodes,
        t.elapsed().as_secs_f64()
    );
    Ok(())
}

pub(super) fn cmd_review(a: ReviewArgs) -> Result<(), String> {
    let game = game_from_arg(&a.game, &a.rules, a.number)?;
    if let Some(path) = &a.graph {
        let lower = path.to_ascii_lowercase();
        if !lower.ends_with(".png") && !lower.ends_with(".svg") {
            return Err(format!(
                "--graph {path}: the image must be a .png or an .svg file"
            ));
        }
        check_output("--graph", path)?;
    }
    let cfg = a.depth.config();
    let t = Instant::now();
    let an = analysis::analyse_game(&game, &cfg, &limits(), |p| progress_line(p.done, p.total))
        .map_err(error)?;
    let secs = t.elapsed().as_secs_f64();
    let opening = opening_of(&game);
    if a.tsv {
        print_tsv(&an);
        // The opening as a summary row: name, line, move where the game left the book.
        println!("# opening\tname\tline\tleft the book at move");
        match &opening {
            Some(m) => println!(
                "opening\t{}\t{}\t{}",
                m.name,
                m.line_text(),
                m.left_at.map_or_else(|| "-".to_string(), |n| n.to_string())
            ),
            None => println!("opening\t-\t-\t-"),
        }
    } else {
        print_table(&an, secs, opening.as_ref());
    }
    if let Some(path) = &a.graph {
        let title = format!(
            "{} review: {} plies, exact from {} empties, midgame depth {}",
            an.variant.name(),
            an.rows.len(),
            cfg.exact_from,
            cfg.depth
        );
        super::graph::write_graph(&an, &title, path)?;
        if !a.tsv {
            println!("graph written to {path}");
        }
    }
    Ok(())
}

fn move_text(m: Option<Square>) -> String {
    m.map_or_else(|| "pass".to_string(), |s| s.to_string())
}

fn print_tsv(an: &GameAnalysis) {
    println!("# ply\tside\tmove\tbest move\tbest value\tplayed value\tloss\texact");
    for r in &an.rows {
        if !r.valued {
            println!(
                "{}\t{}\t{}\t-\t-\t-\t0\t0",
                r.ply,
                side_letter(r.mover),
                move_text(r.played)
            );
            continue;
        }
        println!(
            "{}\t{}\t{}\t{}\t{:+}\t{:+}\t{}\t{}",
            r.ply,
            side_letter(r.mover),
            move_text(r.played),
            move_text(r.best),
            r.best_discs(),
            r.played_discs(),
            r.loss,
            r.exact as u8
        );
    }
    println!(
        "# total\tside\tmoves\ttotal loss\taccuracy %\tbest\tgood\tinaccuracy\tmistake\tblunder"
    );
    for c in [Side::Dark, Side::Light] {
        let t = an.totals(c);
        println!(
            "total\t{}\t{}\t{}\t{:.1}\t{}\t{}\t{}\t{}\t{}",
            side_letter(c),
            t.moves,
            t.total_loss,
            t.accuracy(),
            t.classes[0],
            t.classes[1],
            t.classes[2],
            t.classes[3],
            t.classes[4]
        );
    }
}

fn row_line(r: &PlyAnalysis) -> String {
    if !r.valued {
        return format!(
            "{:>4}  {:<4}  {:<4}  (empty-centre opening: not valued)",
            r.ply,
            side_letter(r.mover),
            move_text(r.played)
        );
    }
    let class = if r.played.is_some() {
        r.class.name()
    } else {
        ""
    };
    format!(
        "{:>4}  {:<4}  {:<4}  {:<4}  {:>5}  {:>6}  {:>4}  {:<5}  {:<10}  {}",
        r.ply,
        side_letter(r.mover),
        move_text(r.played),
        move_text(r.best),
        format!("{:+}", r.best_discs()),
        format!("{:+}", r.played_discs()),
        r.loss,
        if r.exact { "yes" } else { "no" },
        class,
        line_text(&r.pv, 8)
    )
}

fn print_table(an: &GameAnalysis, secs: f64, opening: Option<&OpeningMatch>) {
    let variant: Variant = an.variant;
    println!(
        "{} rules; exact from {} empties, midgame depth {}; values: final disc difference for the side to move",
        variant.name(),
        an.config.exact_from,
        an.config.depth
    );
    match opening {
        Some(m) => println!("opening: {}", m.describe()),
        None => println!("opening: none (not from the standard start, or fewer than two moves)"),
    }
    println!(
        "{:>4}  {:<4}  {:<4}  {:<4}  {:>5}  {:>6}  {:>4}  {:<5}  {:<10}  best line",
        "ply", "side", "move", "best", "value", "played", "loss", "exact", "class"
    );
    for r in &an.rows {
        println!("{}", row_line(r));
    }
    for c in [Side::Dark, Side::Light] {
        let t = an.totals(c);
        println!(
            "{} ({}): {} move{}, total loss {} discs ({:.1} a move), accuracy {:.1}% (best {}, good {}, inaccuracy {}, mistake {}, blunder {})",
            c,
            side_letter(c),
            t.moves,
            if t.moves == 1 { "" } else { "s" },
            t.total_loss,
            t.average_loss(),
            t.accuracy(),
            t.classes[0],
            t.classes[1],
            t.classes[2],
            t.classes[3],
            t.classes[4]
        );
        let worst: Vec<String> = an
            .mistakes(c)
            .iter()
            .take(5)
            .map(|r| {
                format!(
                    "ply {} {} loses {} (best {}, {})",
                    r.ply,
                    move_text(r.played),
                    r.loss,
                    move_text(r.best),
                    r.class.name()
                )
            })
            .collect();
        if !worst.is_empty() {
            println!("  worst: {}", worst.join("; "));
        }
    }
    println!(
        "{} plies analysed in {:.1} s ({} nodes)",
        an.rows.len(),
        secs,
        an.nodes
    );
}
