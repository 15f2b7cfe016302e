//! Game review: the analysis of every ply of a game and of every move of a position, the one
//! implementation the window, the command line and the tests use.
//!
//! **A game** ([`analyse_game`]): for the position before each ply (passes are rows too), the
//! best move, its value and its principal variation, the value of the move played, and the
//! loss, `max(0, best − played)` in whole discs. Positions with at most
//! [`AnalysisConfig::exact_from`] empties (20 by default) are solved exactly; the others get
//! the midgame search at [`AnalysisConfig::depth`] plies (10 by default) with the learned
//! evaluation (the hand-written one under Reverse). Values are final disc differences for the
//! side to move, empty squares to the winner, under the game's variant (under Reverse, plus
//! means fewer discs: winning).
//!
//! The game is analysed from its end backwards with one engine, so the exact part reuses the
//! solver's table from one position to the one before it, and the value of a move played is
//! the (already known) value of the next position: one search a position. A midgame row
//! values the move played by its own search one ply shallower from the position after it, so
//! the best and the played values come from searches of the same depth (a move found better
//! than the search's best becomes the best, loss 0); at depth 1, where no search is
//! shallower, the played move's value is the one the depth-1 search gives it. A move that is
//! the best's mirror image in a symmetric position (the first move) takes the best's value.
//!
//! A caller sees each row as it is finished through a progress callback (the rows arrive
//! last ply first) and stops the analysis through the stop flag of its [`Limits`] (also its
//! deadline and node budget, over the whole analysis): a stopped analysis is
//! `Err(Stopped)` within milliseconds.
//!
//! **Classification** of a move by its loss in discs ([`MoveClass`]): best (0), good (1–2),
//! inaccuracy (3–5), mistake (6–11), blunder (12 and more). **Per side** ([`SideTotals`]):
//! the moves made (passes and the empty-centre placements are not counted), the total loss,
//! and the accuracy, the percentage of those moves that lose at most 2 discs (best or good).
//!
//! **A position** ([`analyse_position`]): every legal move with its value, exactness, depth
//! and principal variation, best first.
//!
//! An [`Analyst`] keeps its engine between analyses (the window's hints and reviews), so its
//! tables carry over; the two functions make one for a single use.
//!
//! The search knows the board rules only: in the empty-centre opening its placements are not
//! valued (rows with `valued == false`), and disc-supply limits (32 each) are not modelled.

use super::endgame::Stopped;
use super::error::EngineError;
use super::eval::final_score;
use super::limits::Limits;
use super::search::{Engine, EvalKind, MoveValue, SearchConfig, SearchResult};
use crate::rules::{Board, Game, PlyKind, Side, Square, Variant};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// Why an analysis gave no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisError {
    /// The stop flag was set, or the deadline or node budget of the limits was reached.
    Stopped,
    /// The engine could not be made (its tables cannot be allocated), with the reason.
    Engine(EngineError),
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisError::Stopped => f.write_str("the analysis was stopped"),
            AnalysisError::Engine(e) => std::fmt::Display::fmt(e, f),
        }
    }
}

impl std::error::Error for AnalysisError {}

impl From<Stopped> for AnalysisError {
    fn from(_: Stopped) -> Self {
        AnalysisError::Stopped
    }
}

/// Positions with at most this many empties are solved exactly by default.
pub const DEFAULT_EXACT_FROM: u32 = 20;
/// The default depth of the midgame search, in plies.
pub const DEFAULT_DEPTH: u32 = 10;
/// The deepest midgame search an analysis may ask for.
pub const MAX_DEPTH: u32 = 30;
/// The most empties an exact analysis may start from (each more about doubles the time).
pub const MAX_EXACT_FROM: u32 = 30;
/// Default memory of the analysis's transposition tables.
pub const DEFAULT_TT_BYTES: usize = 256 << 20;

/// How deep an analysis looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisConfig {
    /// Midgame search depth (plies) of the positions not solved exactly.
    pub depth: u32,
    /// Positions with at most this many empties are solved exactly (0: none).
    pub exact_from: u32,
    /// Memory of the engine's transposition tables, in bytes.
    pub tt_bytes: usize,
    /// Search threads ([`Engine::set_threads`]): 1 by default, so that an analysis gives the
    /// same values at every run; with more, exact values are the same and midgame ones may
    /// differ a little from run to run.
    pub threads: usize,
}

impl Default for AnalysisConfig {
    fn default() -> Self {
        AnalysisConfig {
            depth: DEFAULT_DEPTH,
            exact_from: DEFAULT_EXACT_FROM,
            tt_bytes: DEFAULT_TT_BYTES,
            threads: 1,
        }
    }
}

/// A move's class by the discs it loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MoveClass {
    /// Loses nothing: a best move.
    Best,
    /// Loses 1–2 discs.
    Good,
    /// Loses 3–5 discs.
    Inaccuracy,
    /// Loses 6–11 discs.
    Mistake,
    /// Loses 12 discs or more.
    Blunder,
}

impl MoveClass {
    pub const ALL: [MoveClass; 5] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
    ];

    /// The class of a move losing `loss` discs (a negative loss is none).
    pub fn of_loss(loss: i32) -> MoveClass {
        match loss {
            i32::MIN..=0 => MoveClass::Best,
            1..=2 => MoveClass::Good,
            3..=5 => MoveClass::Inaccuracy,
            6..=11 => MoveClass::Mistake,
            _ => MoveClass::Blunder,
        }
    }

    /// The smallest loss of this class, in discs.
    pub fn min_loss(self) -> i32 {
        match self {
            MoveClass::Best => 0,
            MoveClass::Good => 1,
            MoveClass::Inaccuracy => 3,
            MoveClass::Mistake => 6,
            MoveClass::Blunder => 12,
        }
    }

    /// `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// Counts as accurate (best or good).
    pub fn is_accurate(self) -> bool {
        self <= MoveClass::Good
    }
}

/// Centi-discs rounded to whole discs (halves away from zero).
pub fn whole_discs(centi: i32) -> i32 {
    if centi >= 0 {
        (centi + 50) / 100
    } else {
        -((-centi + 50) / 100)
    }
}

/// The analysis of one ply of a game: the position before it, seen by the side that moved.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyAnalysis {
    /// 1-based number of the ply in the game, passes counted.
    pub ply: usize,
    /// Who moved (or passed).
    pub mover: Side,
    /// The move played; `None` for a pass.
    pub played: Option<Square>,
    /// The best move; `None` when the side had to pass (or the ply was not valued).
    pub best: Option<Square>,
    /// The value of the position (of its best move) for the mover, in centi-discs; a multiple
    /// of 100 when `exact`.
    pub best_value: i32,
    /// The value of the move played for the mover, in centi-discs.
    pub played_value: i32,
    /// `max(0, best − played)` in whole discs.
    pub loss: i32,
    pub class: MoveClass,
    /// The values are exact (solved), not estimates.
    pub exact: bool,
    /// Search depth in plies (the empties when exact).
    pub depth: u32,
    /// The best line from this position (starting with the best move; after a forced pass,
    /// with the opponent's reply). Passes inside the line are not written: a move the side
    /// to move cannot play is the other side's after a pass.
    pub pv: Vec<Square>,
    /// Empty squares before the ply.
    pub empties: u32,
    /// False for the placements of the empty-centre opening, which the search does not
    /// value: their values are 0 and they count for nothing.
    pub valued: bool,
}

impl PlyAnalysis {
    /// The best value in whole discs, for the mover.
    pub fn best_discs(&self) -> i32 {
        whole_discs(self.best_value)
    }

    /// The played move's value in whole discs, for the mover.
    pub fn played_discs(&self) -> i32 {
        whole_discs(self.played_value)
    }

    /// A move of the mover's choosing that counts in the totals (not a pass, not an
    /// empty-centre placement).
    pub fn counts(&self) -> bool {
        self.valued && self.played.is_some()
    }
}

/// One side's figures over a game.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SideTotals {
    /// Moves counted (passes and empty-centre placements left out).
    pub moves: usize,
    /// The sum of their losses, in discs.
    pub total_loss: i32,
    /// How many moves fell in each class, in [`MoveClass::ALL`] order.
    pub classes: [usize; 5],
}

impl SideTotals {
    /// The percentage of moves that lost at most 2 discs (100 with no move).
    pub fn accuracy(&self) -> f64 {
        if self.moves == 0 {
            return 100.0;
        }
        let accurate = self.classes[0] + self.classes[1];
        100.0 * accurate as f64 / self.moves as f64
    }

    /// The average loss per move, in discs.
    pub fn average_loss(&self) -> f64 {
        if self.moves == 0 {
            0.0
        } else {
            self.total_loss as f64 / self.moves as f64
        }
    }
}

/// One point of the evaluation graph.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GraphPoint {
    /// Plies played (0: the start).
    pub ply: usize,
    /// The value of the position after that ply, in discs from Dark's side (under the
    /// variant's scoring: plus is good for Dark).
    pub dark_value: f64,
    pub exact: bool,
    /// The class of the move that led here (`None` at the start and after a pass).
    pub class: Option<MoveClass>,
}

/// The analysis of a whole game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameAnalysis {
    pub variant: Variant,
    pub config: AnalysisConfig,
    /// One row per ply, in the game's order.
    pub rows: Vec<PlyAnalysis>,
    /// The value of the final position for its side to move (centi-discs), exact, and that
    /// side.
    pub final_value: i32,
    pub final_exact: bool,
    pub final_to_move: Side,
    /// Nodes searched in all.
    pub nodes: u64,
}

impl GameAnalysis {
    /// The totals of `side`.
    pub fn totals(&self, side: Side) -> SideTotals {
        self.totals_after(side, 0)
    }

    /// The totals of `side` over the plies after the game's first `skip` (its imported
    /// plies, which the players named did not play).
    pub fn totals_after(&self, side: Side, skip: usize) -> SideTotals {
        let mut t = SideTotals::default();
        for r in self
            .rows
            .iter()
            .filter(|r| r.mover == side && r.counts() && r.ply > skip)
        {
            t.moves += 1;
            t.total_loss += r.loss;
            t.classes[r.class as usize] += 1;
        }
        t
    }

    /// The rows of `side`'s moves that lost something, worst first (ties: earlier first).
    pub fn mistakes(&self, side: Side) -> Vec<&PlyAnalysis> {
        let mut v: Vec<&PlyAnalysis> = self
            .rows
            .iter()
            .filter(|r| r.mover == side && r.counts() && r.loss > 0)
            .collect();
        v.sort_by_key(|r| (-r.loss, r.ply));
        v
    }

    /// The evaluation graph: the start position's value, then the value after each valued
    /// ply, from Dark's side.
    pub fn graph(&self) -> Vec<GraphPoint> {
        let dark = |c: Side, centi: i32| {
            let v = centi as f64 / 100.0;
            if c == Side::Dark { v } else { -v }
        };
        let mut out = Vec::with_capacity(self.rows.len() + 1);
        if let Some(first) = self.rows.iter().find(|r| r.valued) {
            out.push(GraphPoint {
                ply: first.ply - 1,
                dark_value: dark(first.mover, first.best_value),
                exact: first.exact,
                class: None,
            });
        }
        for r in self.rows.iter().filter(|r| r.valued) {
            out.push(GraphPoint {
                ply: r.ply,
                dark_value: dark(r.mover, r.played_value),
                exact: r.exact,
                class: r.played.map(|_| r.class),
            });
        }
        out
    }
}

/// How far an analysis has come: `done` of `total` rows, and the row just finished.
#[derive(Clone, Copy, Debug)]
pub struct Progress<'a> {
    pub done: usize,
    pub total: usize,
    pub row: &'a PlyAnalysis,
}

/// What a search of a position found: value for its side to move (centi-discs), best move,
/// line, exactness, depth.
#[derive(Clone, Debug)]
struct Node {
    value: i32,
    best: Option<Square>,
    pv: Vec<Square>,
    exact: bool,
    depth: u32,
}

/// An engine kept for analyses: its tables carry over from one analysis to the next (the
/// window keeps one for its hints and reviews). [`analyse_game`] and [`analyse_position`]
/// make one for a single use.
pub struct Analyst {
    engine: Engine,
    config: AnalysisConfig,
}

impl Analyst {
    /// An analyst for `variant` with `config`'s depth, exact range and table memory.
    pub fn new(variant: Variant, config: AnalysisConfig) -> Result<Analyst, AnalysisError> {
        let mut engine =
            Engine::try_new(variant, config.tt_bytes).map_err(AnalysisError::Engine)?;
        engine.set_threads(config.threads);
        Ok(Analyst { engine, config })
    }

    pub fn config(&self) -> AnalysisConfig {
        self.config
    }

    /// A new depth, exact range and number of threads (the table memory stays as it was
    /// made).
    pub fn set_config(&mut self, config: AnalysisConfig) {
        self.config = AnalysisConfig {
            tt_bytes: self.config.tt_bytes,
            ..config
        };
        self.engine.set_threads(config.threads);
    }

    /// Analyses on `threads` search threads from now on (as [`AnalysisConfig::threads`]).
    pub fn set_threads(&mut self, threads: usize) {
        self.config.threads = threads.max(1);
        self.engine.set_threads(threads);
    }

    /// Analyses under `variant` from now on (the tables are cleared when it changes).
    pub fn set_variant(&mut self, variant: Variant) {
        self.engine.set_variant(variant);
    }

    fn run<'a>(&'a mut self, limits: &'a Limits) -> Analyser<'a> {
        self.engine.set_stop_flag(limits.stop.clone());
        Analyser {
            engine: &mut self.engine,
            config: self.config,
            limits,
            nodes: 0,
        }
    }

    /// [`analyse_game`] with this analyst's engine (the game's variant is set first).
    pub fn analyse_game(
        &mut self,
        game: &Game,
        limits: &Limits,
        mut progress: impl FnMut(Progress<'_>),
    ) -> Result<GameAnalysis, AnalysisError> {
        self.set_variant(game.options.variant);
        Ok(analyse_with(&mut self.run(limits), game, &mut progress)?)
    }

    /// [`analyse_position`] with this analyst's engine and variant.
    pub fn analyse_position(
        &mut self,
        board: &Board,
        limits: &Limits,
    ) -> Result<PositionAnalysis, AnalysisError> {
        Ok(position_with(&mut self.run(limits), board)?)
    }
}

/// The engine and limits of one analysis.
struct Analyser<'a> {
    engine: &'a mut Engine,
    config: AnalysisConfig,
    limits: &'a Limits,
    nodes: u64,
}

impl Analyser<'_> {
    /// The search configuration for a position with `empties` empties at `depth` plies, or
    /// `Err(Stopped)` if a limit is already reached.
    fn search_config(
        &self,
        empties: u32,
        depth: u32,
        may_solve: bool,
    ) -> Result<SearchConfig, Stopped> {
        if self.limits.stop.load(Ordering::Relaxed) {
            return Err(Stopped);
        }
        let time_limit = match self.limits.deadline {
            Some(d) => Some(d.checked_duration_since(Instant::now()).ok_or(Stopped)?),
            None => None,
        };
        let node_limit = match self.limits.nodes {
            Some(n) if self.nodes >= n => return Err(Stopped),
            Some(n) => Some(n - self.nodes),
            None => None,
        };
        let exact = may_solve && self.exact(empties);
        Ok(SearchConfig {
            // Exact positions only need a guess for the solver's aspiration window.
            max_depth: if exact { depth.min(6) } else { depth }.max(1),
            exact_from: if exact { empties } else { 0 },
            time_limit,
            node_limit,
            eval: EvalKind::Pattern,
            mpc: None,
        })
    }

    fn exact(&self, empties: u32) -> bool {
        self.config.exact_from > 0 && empties <= self.config.exact_from
    }

    /// Counts the nodes of a search and turns a search cut short by a limit into `Stopped`.
    fn finish(&mut self, r: SearchResult) -> Result<SearchResult, Stopped> {
        self.nodes += r.nodes;
        let cut = r.stopped
            || self.limits.stop.load(Ordering::Relaxed)
            || self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self.limits.deadline.is_some_and(|d| Instant::now() >= d);
        if cut { Err(Stopped) } else { Ok(r) }
    }

    /// The best move and value of `b` (its side to move's view): exact when it has few enough
    /// empties and `may_solve`.
    fn node(&mut self, b: &Board, depth: u32, may_solve: bool) -> Result<Node, Stopped> {
        let variant = self.engine.variant;
        if b.legal_moves() == 0 && b.pass().legal_moves() == 0 {
            return Ok(Node {
                value: final_score(b.player, b.opponent, variant) * 100,
                best: None,
                pv: Vec::new(),
                exact: true,
                depth: 0,
            });
        }
        let cfg = self.search_config(b.empty_count(), depth, may_solve)?;
        let r = self.engine.search(b, &cfg);
        let r = self.finish(r)?;
        Ok(Node {
            value: r.value,
            best: r.best,
            pv: r.pv,
            exact: r.exact,
            depth: r.depth,
        })
    }

    /// The value (for the side to move of `b`) of playing `sq`, by a midgame search one ply
    /// shallower from the position after it (never solved: it is compared with a midgame
    /// value).
    fn move_value(&mut self, b: &Board, sq: Square, depth: u32) -> Result<Node, Stopped> {
        let Some(child) = b.play(sq) else {
            return Err(Stopped);
        };
        if depth <= 1 {
            // No search is shallower than one ply: the move is valued by the same search of
            // depth 1 that gave the best move's value, with every move valued.
            let cfg = self.search_config(b.empty_count(), 1, false)?;
            let r = self.engine.analyze(b, &cfg);
            let r = self.finish(r)?;
            if let Some(m) = r.moves.iter().find(|m| m.mv == sq) {
                return Ok(Node {
                    value: m.value,
                    best: Some(sq),
                    pv: vec![sq],
                    exact: false,
                    depth: 1,
                });
            }
        }
        let n = self.node(&child, depth.saturating_sub(1).max(1), false)?;
        let mut pv = vec![sq];
        pv.extend(n.pv);
        Ok(Node {
            value: -n.value,
            best: Some(sq),
            pv,
            exact: n.exact,
            depth: n.depth + 1,
        })
    }
}

/// The best move's node for `sq` when `sq` is the best move's mirror image in a position
/// symmetric under that mirror (as every first move of the standard start is): the same value, its
/// line mirrored. Searching it on its own could find another value, from the table's deeper
/// entries, and call a move as good as the best a loss.
fn mirrored_best(b: &Board, best: &Node, sq: Square) -> Option<Node> {
    let best_move = best.best?;
    let s = (1..8).find(|&s| {
        b.transform(s) == *b && crate::rules::bitboard::transform_square(best_move, s) == sq
    })?;
    let pv = best
        .pv
        .iter()
        .map(|&q| crate::rules::bitboard::transform_square(q, s))
        .collect();
    Some(Node {
        best: Some(sq),
        pv,
        ..best.clone()
    })
}

/// One position of the game: the board before the ply, the ply, whether it is in the
/// empty-centre opening.
struct Step {
    board: Board,
    mover: Side,
    kind: PlyKind,
    opening: bool,
}

/// Analyses every ply of `game` (see the module documentation), calling `progress` after each
/// row (last ply first). [`AnalysisError::Stopped`] when the limits' stop flag is set, their
/// deadline passes or their node budget is spent; [`AnalysisError::Engine`] when the engine's
/// tables cannot be allocated.
pub fn analyse_game(
    game: &Game,
    config: &AnalysisConfig,
    limits: &Limits,
    mut progress: impl FnMut(Progress<'_>),
) -> Result<GameAnalysis, AnalysisError> {
    Analyst::new(game.options.variant, *config)?.analyse_game(game, limits, &mut progress)
}

fn analyse_with(
    an: &mut Analyser<'_>,
    game: &Game,
    progress: &mut impl FnMut(Progress<'_>),
) -> Result<GameAnalysis, Stopped> {
    let depth = an.config.depth.max(1);
    // The positions before each ply, replayed from the start.
    let mut g = game.after_plies(0);
    let mut steps = Vec::with_capacity(game.history().len());
    for ply in game.history() {
        steps.push(Step {
            board: g.board(),
            mover: g.to_move(),
            kind: ply.kind,
            opening: g.in_centre_opening(),
        });
        if g.redo().is_none() {
            break;
        }
    }
    let final_board = g.board();
    let final_to_move = g.to_move();
    let mut next = if g.in_centre_opening() {
        Node {
            value: 0,
            best: None,
            pv: Vec::new(),
            exact: false,
            depth: 0,
        }
    } else {
        an.node(&final_board, depth, true)?
    };
    let (final_value, final_exact) = (next.value, next.exact);
    let total = steps.len();
    let mut rows: Vec<PlyAnalysis> = Vec::with_capacity(total);
    for (i, s) in steps.iter().enumerate().rev() {
        let empties = s.board.empty_count();
        let played = match s.kind {
            PlyKind::Move(sq) => Some(sq),
            PlyKind::Pass => None,
        };
        let (row, node) = if s.opening {
            let node = Node {
                value: 0,
                best: None,
                pv: Vec::new(),
                exact: false,
                depth: 0,
            };
            let row = PlyAnalysis {
                ply: i + 1,
                mover: s.mover,
                played,
                best: None,
                best_value: 0,
                played_value: 0,
                loss: 0,
                class: MoveClass::Best,
                exact: false,
                depth: 0,
                pv: Vec::new(),
                empties,
                valued: false,
            };
            (row, node)
        } else {
            match played {
                None => {
                    // A pass: the position is worth what the next one is, for the other side.
                    let node = Node {
                        value: -next.value,
                        best: None,
                        pv: next.pv.clone(),
                        exact: next.exact,
                        depth: next.depth,
                    };
                    let row = PlyAnalysis {
                        ply: i + 1,
                        mover: s.mover,
                        played: None,
                        best: None,
                        best_value: node.value,
                        played_value: node.value,
                        loss: 0,
                        class: MoveClass::Best,
                        exact: node.exact,
                        depth: node.depth,
                        pv: node.pv.clone(),
                        empties,
                        valued: true,
                    };
                    (row, node)
                }
                Some(sq) => {
                    let mut best = an.node(&s.board, depth, true)?;
                    let played_node = if best.best == Some(sq) {
                        best.clone()
                    } else if let Some(n) = mirrored_best(&s.board, &best, sq) {
                        n
                    } else if best.exact && next.exact {
                        // The next position was solved: its value is this move's.
                        let mut pv = vec![sq];
                        pv.extend(next.pv.iter().copied());
                        Node {
                            value: -next.value,
                            best: Some(sq),
                            pv,
                            exact: true,
                            depth: best.depth,
                        }
                    } else {
                        an.move_value(&s.board, sq, best.depth.max(1))?
                    };
                    if played_node.value > best.value {
                        // The search's best was not: the move played is at least as good.
                        best = Node {
                            exact: best.exact && played_node.exact,
                            depth: best.depth,
                            ..played_node.clone()
                        };
                    }
                    let loss = (whole_discs(best.value) - whole_discs(played_node.value)).max(0);
                    let row = PlyAnalysis {
                        ply: i + 1,
                        mover: s.mover,
                        played,
                        best: best.best,
                        best_value: best.value,
                        played_value: played_node.value,
                        loss,
                        class: MoveClass::of_loss(loss),
                        exact: best.exact,
                        depth: best.depth,
                        pv: best.pv.clone(),
                        empties,
                        valued: true,
                    };
                    (row, best)
                }
            }
        };
        progress(Progress {
            done: total - i,
            total,
            row: &row,
        });
        rows.push(row);
        next = node;
    }
    rows.reverse();
    Ok(GameAnalysis {
        variant: an.engine.variant,
        config: an.config,
        rows,
        final_value,
        final_exact,
        final_to_move,
        nodes: an.nodes,
    })
}

/// The analysis of one position: every legal move, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionAnalysis {
    /// Every legal move with its value for the side to move (centi-discs), exactness, depth
    /// and line, best first. Empty when the side must pass or the game is over.
    pub moves: Vec<MoveValue>,
    /// The side to move has no move but the other side has: it must pass.
    pub must_pass: bool,
    /// Neither side can move.
    pub game_over: bool,
    /// The position's value for the side to move (its best move's; after a forced pass, the
    /// value of passing), centi-discs.
    pub value: i32,
    pub exact: bool,
    pub depth: u32,
    /// After a forced pass, the opponent's best line.
    pub pv: Vec<Square>,
    pub nodes: u64,
}

/// Analyses every legal move of `board` (its side to move's view) under `variant`: exact
/// with at most `config.exact_from` empties, else the midgame search at `config.depth`.
/// Errors as [`analyse_game`]'s.
pub fn analyse_position(
    board: &Board,
    variant: Variant,
    config: &AnalysisConfig,
    limits: &Limits,
) -> Result<PositionAnalysis, AnalysisError> {
    Analyst::new(variant, *config)?.analyse_position(board, limits)
}

fn position_with(an: &mut Analyser<'_>, b: &Board) -> Result<PositionAnalysis, Stopped> {
    let depth = an.config.depth.max(1);
    let moves = b.legal_moves();
    if moves == 0 {
        let game_over = b.pass().legal_moves() == 0;
        let node = an.node(b, depth, true)?;
        return Ok(PositionAnalysis {
            moves: Vec::new(),
            must_pass: !game_over,
            game_over,
            value: node.value,
            exact: node.exact,
            depth: node.depth,
            pv: node.pv,
            nodes: an.nodes,
        });
    }
    let mut cfg = an.search_config(b.empty_count(), depth, true)?;
    if an.exact(b.empty_count()) {
        cfg.max_depth = depth.min(6);
    }
    let r = an.engine.analyze(b, &cfg);
    let r = an.finish(r)?;
    Ok(PositionAnalysis {
        value: r.value,
        exact: r.exact,
        depth: r.depth,
        pv: r.pv,
        moves: r.moves,
        must_pass: false,
        game_over: false,
        nodes: an.nodes,
    })
}
