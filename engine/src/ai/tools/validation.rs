//! Validation sets for the exact solver: positions at chosen empties drawn from recorded and
//! self-play games, written as OBF files with their exact scores. A solver change is judged on
//! these as well as on FFO #40–44, so that the solver is not tuned to five positions.
//!
//! # How positions are drawn
//! Every position of a game before a move (the side to move has a legal move) is a
//! candidate. For each number of empties in the band, the candidates with that many empties
//! are taken in file order, a position already seen (under any of the 8 board symmetries) is
//! dropped, and the rest are ordered by a key computed from the seed, the empties and the
//! candidate's rank ([`game_seed`], a SplitMix64 step: no random-number crate whose stream
//! could change between versions). The first `per_empties` are drawn. The same files, band,
//! count and seed always give the same positions.
//!
//! A self-play file (see [`super::selfplay`]) labels its positions at or below its `exact`
//! empties with their exact value: those labels come with the drawn position
//! ([`Candidate::known`]) and are checked against the solver when the set is scored. Above
//! them its labels are the first exact value propagated back through the moves played
//! ([`Candidate::propagated`]): a scored set says how far they lie from the exact scores
//! ([`label_errors`]).

use super::selfplay::{game_seed, read_games};
use crate::ai::search::{Engine, EvalKind, SearchConfig};
use crate::ai::tools::error::ToolError;
use crate::rules::notation::{format_board, play_transcript};
use crate::rules::{Board, Game, GameOptions, PlyKind, Side, Square};
use std::collections::HashSet;
use std::ops::RangeInclusive;

/// One position of a source game, before a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub dark: u64,
    pub light: u64,
    pub to_move: Side,
    /// The exact value for the side to move, when the source knows it.
    pub known: Option<i32>,
    /// A self-play position above its file's exact empties: its label, the first exact value
    /// (at the exact empties, or the final score of a game over before them) carried back
    /// through the moves played, for the side to move. Not exact: `positions --score`
    /// compares it with the exact score ([`LabelErrors`]).
    pub propagated: Option<i32>,
}

impl Candidate {
    /// The position with the side to move as player.
    pub fn board(&self) -> Board {
        match self.to_move {
            Side::Dark => Board::new(self.dark, self.light),
            Side::Light => Board::new(self.light, self.dark),
        }
    }

    pub fn empties(&self) -> u32 {
        64 - (self.dark | self.light).count_ones()
    }
}

/// A game to draw positions from: where it is (`file line N` or `file game N`) and its
/// positions before each move.
#[derive(Clone, Debug)]
pub struct SourceGame {
    pub source: String,
    pub positions: Vec<Candidate>,
}

/// A drawn position with the game it comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub position: Candidate,
    pub source: String,
}

/// The games of a recorded-games file (`moves<TAB>dark discs<TAB>light discs…`, `#` lines
/// are comments, as `train` reads). `name` names the file in the sources and errors.
pub fn recorded_games(text: &str, name: &str) -> Result<Vec<SourceGame>, ToolError> {
    let mut games = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let row = raw.trim_end_matches('\r');
        if row.trim().is_empty() || row.starts_with('#') {
            continue;
        }
        let moves = row.split('\t').next().unwrap_or("");
        let mut game = Game::new(GameOptions::default());
        play_transcript(&mut game, moves).map_err(|e| format!("{name}: line {}: {e}", i + 1))?;
        game.rewind();
        let mut positions = Vec::with_capacity(60);
        while let Some(next) = game.redo_stack().last().copied() {
            if matches!(next.kind, PlyKind::Move(_)) {
                positions.push(Candidate {
                    dark: game.discs(Side::Dark),
                    light: game.discs(Side::Light),
                    to_move: game.to_move(),
                    known: None,
                    propagated: None,
                });
            }
            game.redo();
        }
        games.push(SourceGame {
            source: format!("{name} line {}", i + 1),
            positions,
        });
    }
    Ok(games)
}

/// The games of a self-play file ([`super::selfplay`]'s format; a torn last line is left
/// out). Positions at or below the file's exact empties carry their label as
/// [`Candidate::known`]; the opening's positions are candidates too, without a label.
pub fn selfplay_games(text: &str, name: &str) -> Result<Vec<SourceGame>, ToolError> {
    let file = read_games(text).map_err(|e| format!("{name}: {e}"))?;
    let exact = file.config.exact;
    let mut games = Vec::with_capacity(file.games.len());
    for sg in &file.games {
        let mut g = Game::new(GameOptions::default());
        let mut positions = Vec::with_capacity(sg.moves.len());
        for (k, &sq) in sg.moves.iter().enumerate() {
            if g.must_pass() {
                let _ = g.pass();
            }
            let mut c = Candidate {
                dark: g.discs(Side::Dark),
                light: g.discs(Side::Light),
                to_move: g.to_move(),
                known: None,
                propagated: None,
            };
            if k >= sg.opening {
                let label = sg.labels.get(k - sg.opening).copied();
                if c.empties() <= exact {
                    c.known = label;
                } else {
                    c.propagated = label;
                }
            }
            positions.push(c);
            g.play(sq)
                .map_err(|e| format!("{name}: game {}: move {}: {e}", sg.index, k + 1))?;
        }
        games.push(SourceGame {
            source: format!("{name} game {}", sg.index),
            positions,
        });
    }
    Ok(games)
}

/// The smallest of a position's 8 symmetric forms (with its side to move), so that a position
/// and its mirror image count as one.
fn canonical(c: &Candidate) -> (u64, u64, bool) {
    let b = Board::new(c.dark, c.light);
    let (d, l) = (0..8)
        .map(|s| {
            let t = b.transform(s);
            (t.player, t.opponent)
        })
        .min()
        .unwrap_or((c.dark, c.light));
    (d, l, c.to_move == Side::Dark)
}

/// Draws up to `per_empties` positions for each number of empties in `empties` from `games`
/// (see the module documentation), in order of empties then of the draw. `seen` holds the
/// positions drawn already (from another source): they are not drawn again, and the new
/// ones are added.
pub fn draw(
    games: &[SourceGame],
    empties: RangeInclusive<u32>,
    per_empties: usize,
    seed: u64,
    seen: &mut HashSet<(u64, u64, bool)>,
) -> Vec<Drawn> {
    let mut out = Vec::new();
    for e in empties {
        let mut candidates = Vec::new();
        let mut here = HashSet::new();
        for g in games {
            for c in g.positions.iter().filter(|c| c.empties() == e) {
                let key = canonical(c);
                if !seen.contains(&key) && here.insert(key) {
                    candidates.push((c, &g.source, key));
                }
            }
        }
        let stream = game_seed(seed, u64::from(e));
        let mut keyed: Vec<(u64, usize)> = (0..candidates.len())
            .map(|i| (game_seed(stream, i as u64), i))
            .collect();
        keyed.sort_unstable();
        for &(_, i) in keyed.iter().take(per_empties) {
            let (c, source, key) = candidates[i];
            seen.insert(key);
            out.push(Drawn {
                position: *c,
                source: source.clone(),
            });
        }
    }
    out
}

/// A drawn position's exact score: the best move (`None`: a pass) and its value for the side
/// to move, with the solver's node count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub best: Option<Square>,
    pub score: i32,
    pub nodes: u64,
    /// Every legal move's exact score, best first ([`score_every_move`]); empty from
    /// [`score`].
    pub moves: Vec<(Square, i32)>,
}

/// How far the propagated labels of self-play positions ([`Candidate::propagated`]) lie
/// from the positions' exact scores: what a label exact from more empties would change.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelErrors {
    /// Positions with a propagated label.
    pub positions: usize,
    /// Mean absolute difference, discs.
    pub mean: f64,
    /// Median absolute difference, discs.
    pub median: f64,
    /// Labels equal to the exact score.
    pub equal: usize,
    /// Labels with another result (win, draw or loss for the side to move) than the score.
    pub other_result: usize,
}

/// [`LabelErrors`] of the drawn positions against their exact scores (aligned with
/// `drawn`); `None` when no position has a propagated label.
pub fn label_errors(drawn: &[Drawn], scores: &[Scored]) -> Option<LabelErrors> {
    let mut diffs = Vec::new();
    let mut other_result = 0;
    for (d, s) in drawn.iter().zip(scores) {
        if let Some(label) = d.position.propagated {
            diffs.push((label - s.score).abs());
            if label.signum() != s.score.signum() {
                other_result += 1;
            }
        }
    }
    if diffs.is_empty() {
        return None;
    }
    diffs.sort_unstable();
    let n = diffs.len();
    let median = if n % 2 == 1 {
        diffs[n / 2] as f64
    } else {
        (diffs[n / 2 - 1] + diffs[n / 2]) as f64 / 2.0
    };
    Some(LabelErrors {
        positions: n,
        mean: diffs.iter().sum::<i32>() as f64 / n as f64,
        median,
        equal: diffs.iter().filter(|&&d| d == 0).count(),
        other_result,
    })
}

/// Solves a drawn position exactly, as `solve` does (the pattern evaluation orders the
/// moves). An unfinished solve (the engine's stop flag) or a score that disagrees with the
/// source's label is an error naming the source.
pub fn score(engine: &mut Engine, d: &Drawn) -> Result<Scored, ToolError> {
    solve(engine, d, false)
}

/// [`score`], with every legal move's exact score (a set that judges the moves a level
/// chooses: `solve --level` gives each chosen move's loss).
pub fn score_every_move(engine: &mut Engine, d: &Drawn) -> Result<Scored, ToolError> {
    solve(engine, d, true)
}

fn solve(engine: &mut Engine, d: &Drawn, every_move: bool) -> Result<Scored, ToolError> {
    let cfg = SearchConfig {
        max_depth: 4,
        exact_from: 64,
        eval: EvalKind::Pattern,
        ..SearchConfig::default()
    };
    let b = d.position.board();
    let r = if every_move {
        engine.analyze(&b, &cfg)
    } else {
        engine.search(&b, &cfg)
    };
    if !r.exact {
        return Err(format!("{}: the solve was stopped", d.source).into());
    }
    let score = r.value / 100;
    if let Some(k) = d.position.known
        && k != score
    {
        return Err(format!(
            "{}: solved to {score:+}, the game's label says {k:+}",
            d.source
        )
        .into());
    }
    Ok(Scored {
        best: r.best,
        score,
        nodes: r.nodes,
        moves: r.moves.iter().map(|m| (m.mv, m.value / 100)).collect(),
    })
}

/// The OBF text of a set: `header` lines as `%` comments, then for each position a `%` line
/// naming its source and empties and the OBF line, with its best move and score when scored
/// (every move's, best first, when scored so).
pub fn to_obf(header: &[String], drawn: &[Drawn], scores: Option<&[Scored]>) -> String {
    let mut s = String::new();
    for h in header {
        s.push_str(&format!("% {h}\n"));
    }
    for (i, d) in drawn.iter().enumerate() {
        let p = &d.position;
        s.push_str(&format!("% {}, {} empties\n", d.source, p.empties()));
        s.push_str(&format_board(p.dark, p.light, p.to_move));
        if let Some(sc) = scores.and_then(|sc| sc.get(i)) {
            if sc.moves.is_empty() {
                let mv = sc.best.map_or_else(|| "PA".to_string(), |m| m.to_string());
                s.push_str(&format!("; {}:{:+};", mv.to_uppercase(), sc.score));
            } else {
                for (mv, v) in &sc.moves {
                    s.push_str(&format!("; {}:{v:+}", mv.to_string().to_uppercase()));
                }
                s.push(';');
            }
        }
        s.push('\n');
    }
    s
}
