//! A game with its options and history: the rule options of RULES.md as data (variant, start
//! position, disc supply, empties to the winner, clock), moves and passes, undo and redo, and
//! the result.

use super::board::{Board, legal_moves};
use super::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A side. Dark moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Side {
    Dark,
    Light,
}

impl Side {
    pub const fn opposite(self) -> Side {
        match self {
            Side::Dark => Side::Light,
            Side::Light => Side::Dark,
        }
    }
    pub const fn index(self) -> usize {
        match self {
            Side::Dark => 0,
            Side::Light => 1,
        }
    }
    pub const fn name(self) -> &'static str {
        match self {
            Side::Dark => "Dark",
            Side::Light => "Light",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who wins: more discs (Classic, Othello) or fewer discs (Reverse, Anti-Reversi).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Variant {
    #[default]
    Classic,
    Reverse,
}

impl Variant {
    pub const ALL: [Variant; 2] = [Variant::Classic, Variant::Reverse];
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Classic => "Classic",
            Variant::Reverse => "Reverse",
        }
    }
    /// Whether empty squares go to the winner unless chosen otherwise: on for Classic (World
    /// Othello rules), off for Reverse.
    pub const fn empties_to_winner_by_default(self) -> bool {
        matches!(self, Variant::Classic)
    }
    /// Who wins with these counts (`None`: a tie).
    pub fn winner(self, dark: u32, light: u32) -> Option<Side> {
        use std::cmp::Ordering::*;
        match (dark.cmp(&light), self) {
            (Equal, _) => None,
            (Greater, Variant::Classic) | (Less, Variant::Reverse) => Some(Side::Dark),
            _ => Some(Side::Light),
        }
    }
}

/// The four centre discs at the start, or the historical empty centre.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum StartPosition {
    /// d4, e5 light; d5, e4 dark (dark to the north-east and south-west).
    #[default]
    Standard,
    /// The other diagonal: d4, e5 dark; d5, e4 light.
    Alternate,
    /// Side by side: d4, e4 dark on top; d5, e5 light.
    DarkTop,
    /// Side by side: d5, e5 dark below; d4, e4 light.
    DarkBottom,
    /// Side by side: d4, d5 dark on the left; e4, e5 light.
    DarkLeft,
    /// Side by side: e4, e5 dark on the right; d4, d5 light.
    DarkRight,
    /// The board starts empty; the first four moves fill d4, e4, d5, e5 (dark, light, dark,
    /// light) in any order, without captures.
    EmptyCentre,
}

const D4: u64 = 1 << 27;
const E4: u64 = 1 << 28;
const D5: u64 = 1 << 35;
const E5: u64 = 1 << 36;
/// d4, e4, d5, e5.
pub const CENTRE: u64 = D4 | E4 | D5 | E5;

impl StartPosition {
    pub const ALL: [StartPosition; 7] = [
        StartPosition::Standard,
        StartPosition::Alternate,
        StartPosition::DarkTop,
        StartPosition::DarkBottom,
        StartPosition::DarkLeft,
        StartPosition::DarkRight,
        StartPosition::EmptyCentre,
    ];
    /// The six arrangements with four discs (not the empty centre).
    pub const FOUR_DISC: [StartPosition; 6] = [
        StartPosition::Standard,
        StartPosition::Alternate,
        StartPosition::DarkTop,
        StartPosition::DarkBottom,
        StartPosition::DarkLeft,
        StartPosition::DarkRight,
    ];

    /// (dark discs, light discs) at the start.
    pub const fn discs(self) -> (u64, u64) {
        match self {
            StartPosition::Standard => (D5 | E4, D4 | E5),
            StartPosition::Alternate => (D4 | E5, D5 | E4),
            StartPosition::DarkTop => (D4 | E4, D5 | E5),
            StartPosition::DarkBottom => (D5 | E5, D4 | E4),
            StartPosition::DarkLeft => (D4 | D5, E4 | E5),
            StartPosition::DarkRight => (E4 | E5, D4 | D5),
            StartPosition::EmptyCentre => (0, 0),
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            StartPosition::Standard => "Standard",
            StartPosition::Alternate => "Alternate",
            StartPosition::DarkTop => "Side by side, dark on top",
            StartPosition::DarkBottom => "Side by side, dark below",
            StartPosition::DarkLeft => "Side by side, dark left",
            StartPosition::DarkRight => "Side by side, dark right",
            StartPosition::EmptyCentre => "Empty centre (historical)",
        }
    }
}

/// Where the discs come from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Supply {
    /// One pool for both players, no limit (Othello).
    #[default]
    Shared,
    /// 32 discs each, counting the start discs; a player who has placed them all passes for
    /// the rest of the game.
    Strict32,
    /// 32 discs each; a player who runs out while able to move takes one from the opponent.
    Borrow32,
}

impl Supply {
    pub const ALL: [Supply; 3] = [Supply::Shared, Supply::Strict32, Supply::Borrow32];
    pub const fn name(self) -> &'static str {
        match self {
            Supply::Shared => "Shared pool",
            Supply::Strict32 => "32 each (strict)",
            Supply::Borrow32 => "32 each (borrow)",
        }
    }
    pub const fn is_per_player(self) -> bool {
        !matches!(self, Supply::Shared)
    }
}

/// Every rule option of a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameOptions {
    pub variant: Variant,
    pub start: StartPosition,
    pub supply: Supply,
    /// Empty squares go to the winner in the recorded score.
    pub empties_to_winner: bool,
    /// Time per player in milliseconds; `None`: no clock.
    pub clock_ms: Option<u64>,
}

impl GameOptions {
    /// The clock in whole minutes per player; 0 is no clock.
    pub fn clock_minutes(&self) -> u32 {
        self.clock_ms.map_or(0, |ms| (ms / 60_000) as u32)
    }
    /// Sets the clock to `minutes` per player (0: no clock; at most 600).
    pub fn set_clock_minutes(&mut self, minutes: u32) {
        self.clock_ms = (minutes > 0).then(|| u64::from(minutes.min(600)) * 60_000);
    }
    /// Plays `variant`, with its default for empty squares to the winner.
    pub fn set_variant(&mut self, variant: Variant) {
        self.variant = variant;
        self.empties_to_winner = variant.empties_to_winner_by_default();
    }
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            variant: Variant::Classic,
            start: StartPosition::Standard,
            supply: Supply::Shared,
            empties_to_winner: true,
            clock_ms: None,
        }
    }
}

/// Each side's remaining time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clock {
    pub remaining_ms: [u64; 2],
}

impl Clock {
    pub fn new(ms_per_player: u64) -> Clock {
        Clock {
            remaining_ms: [ms_per_player; 2],
        }
    }
    pub fn remaining(&self, c: Side) -> u64 {
        self.remaining_ms[c.index()]
    }
    /// Charges `ms` to `c`; true if its flag fell (no time left).
    pub fn charge(&mut self, c: Side, ms: u64) -> bool {
        let r = &mut self.remaining_ms[c.index()];
        *r = r.saturating_sub(ms);
        *r == 0
    }
}

/// A move or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlyKind {
    Move(Square),
    Pass,
}

/// One entry of the history: who played what, and what it turned over.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ply {
    pub color: Side,
    pub kind: PlyKind,
    /// The discs this move turned over.
    pub flips: u64,
    /// The disc came from the opponent's supply (32 each, borrow).
    pub borrowed: bool,
}

/// Why a move was refused.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum MoveError {
    GameOver,
    Occupied(Square),
    NoFlips(Square),
    /// Empty-centre opening: the first four discs go on d4, e4, d5, e5.
    CentreFirst(Square),
    /// 32 each, strict: this side has placed all its discs.
    OutOfDiscs(Side),
    /// A pass was asked for while the side has a legal move.
    MustMove(Side),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::Occupied(s) => write!(f, "{s}: the square is taken"),
            MoveError::NoFlips(s) => write!(f, "{s}: no discs to flip"),
            MoveError::CentreFirst(s) => {
                write!(f, "{s}: the first four discs go on d4, e4, d5 and e5")
            }
            MoveError::OutOfDiscs(c) => write!(f, "{c} has no discs left"),
            MoveError::MustMove(c) => write!(f, "{c} has a legal move and may not pass"),
        }
    }
}

impl std::error::Error for MoveError {}

/// The outcome of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameResult {
    /// Discs on the board at the end.
    pub dark: u32,
    pub light: u32,
    pub empties: u32,
    /// The recorded score (empties to the winner when that rule is on: they widen the winner's
    /// margin, so under Reverse they are counted for the loser; time-default rule).
    pub recorded_dark: u32,
    pub recorded_light: u32,
    /// `None`: a tie.
    pub winner: Option<Side>,
    /// The side that lost on time, if the game ended so.
    pub lost_on_time: Option<Side>,
}

impl GameResult {
    /// The result of a game that ended on the board.
    pub fn from_counts(
        variant: Variant,
        empties_to_winner: bool,
        dark: u32,
        light: u32,
    ) -> GameResult {
        let empties = 64 - dark - light;
        let winner = variant.winner(dark, light);
        let (mut rd, mut rl) = (dark, light);
        if empties_to_winner {
            // The empties are the winner's: they widen its margin (under Reverse, where fewer
            // discs win, by going onto the loser's count), so the recorded score shows who won
            // and by how much, as the engine's final score does.
            let credited = match variant {
                Variant::Classic => winner,
                Variant::Reverse => winner.map(Side::opposite),
            };
            match credited {
                Some(Side::Dark) => rd += empties,
                Some(Side::Light) => rl += empties,
                None => {}
            }
        }
        GameResult {
            dark,
            light,
            empties,
            recorded_dark: rd,
            recorded_light: rl,
            winner,
            lost_on_time: None,
        }
    }

    /// The result of a time default: `loser` ran out of time; `dark`/`light` are the counts
    /// after both sides' remaining moves were completed. The winner is credited the greater of
    /// that result or the smallest possible win: one disc more than the loser (fewer under
    /// Reverse) over the same discs counted, and at least 1-0 (0-1 under Reverse) when the
    /// completed game has no disc to share.
    pub fn time_default(
        variant: Variant,
        empties_to_winner: bool,
        loser: Side,
        dark: u32,
        light: u32,
    ) -> GameResult {
        let winner = loser.opposite();
        let mut r = GameResult::from_counts(variant, empties_to_winner, dark, light);
        if r.winner != Some(winner) {
            // Not a win on the board: record the narrowest win over the same total (an odd
            // total splits one disc apart, an even one two; never below 1-0).
            let total = (r.recorded_dark + r.recorded_light).max(1);
            let hi = total / 2 + 1;
            let lo = total.saturating_sub(hi);
            let (w, l) = match variant {
                Variant::Classic => (hi, lo),
                Variant::Reverse => (lo, hi),
            };
            if winner == Side::Dark {
                r.recorded_dark = w;
                r.recorded_light = l;
            } else {
                r.recorded_dark = l;
                r.recorded_light = w;
            }
        }
        r.winner = Some(winner);
        r.lost_on_time = Some(loser);
        r
    }

    /// The recorded score of `c`.
    pub fn recorded(&self, c: Side) -> u32 {
        match c {
            Side::Dark => self.recorded_dark,
            Side::Light => self.recorded_light,
        }
    }
}

/// A game: options, position, supplies, clock, history with undo/redo.
#[derive(Clone, Debug)]
pub struct Game {
    pub options: GameOptions,
    start_dark: u64,
    start_light: u64,
    start_side: Side,
    dark: u64,
    light: u64,
    to_move: Side,
    supply: [u32; 2],
    history: Vec<Ply>,
    redo: Vec<Ply>,
    clock: Option<Clock>,
    lost_on_time: Option<Side>,
    /// After a flag fall: the (dark, light) counts once the game was completed for both
    /// sides (the time-default rule scores those).
    completed: Option<(u32, u32)>,
    /// How many of the line's first plies (history, then the redo stack) were imported:
    /// pasted, or read from another program's game, rather than played by the game's players.
    imported: usize,
}

impl Game {
    /// A new game with these options, Dark to move.
    pub fn new(options: GameOptions) -> Game {
        let (d, l) = options.start.discs();
        Game::from_position(options, d, l, Side::Dark)
    }

    /// A game from an arbitrary position (e.g. a pasted board string).
    pub fn from_position(options: GameOptions, dark: u64, light: u64, to_move: Side) -> Game {
        let light = light & !dark;
        let supply = [
            32u32.saturating_sub(dark.count_ones()),
            32u32.saturating_sub(light.count_ones()),
        ];
        Game {
            options,
            start_dark: dark,
            start_light: light,
            start_side: to_move,
            dark,
            light,
            to_move,
            supply,
            history: Vec::new(),
            redo: Vec::new(),
            clock: options.clock_ms.map(Clock::new),
            lost_on_time: None,
            completed: None,
            imported: 0,
        }
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }
    pub fn discs(&self, c: Side) -> u64 {
        match c {
            Side::Dark => self.dark,
            Side::Light => self.light,
        }
    }
    pub fn count(&self, c: Side) -> u32 {
        self.discs(c).count_ones()
    }
    pub fn at(&self, sq: Square) -> Option<Side> {
        if self.dark & sq.bit() != 0 {
            Some(Side::Dark)
        } else if self.light & sq.bit() != 0 {
            Some(Side::Light)
        } else {
            None
        }
    }
    /// The position from the side to move's point of view.
    pub fn board(&self) -> Board {
        Board::new(
            self.discs(self.to_move),
            self.discs(self.to_move.opposite()),
        )
    }
    /// The start position: (dark, light, side to move).
    pub fn start_position(&self) -> (u64, u64, Side) {
        (self.start_dark, self.start_light, self.start_side)
    }
    pub fn history(&self) -> &[Ply] {
        &self.history
    }
    pub fn redo_stack(&self) -> &[Ply] {
        &self.redo
    }
    pub fn last_ply(&self) -> Option<&Ply> {
        self.history.last()
    }
    /// The last disc placed (not a pass).
    pub fn last_move(&self) -> Option<Square> {
        match self.history.last()?.kind {
            PlyKind::Move(s) => Some(s),
            PlyKind::Pass => None,
        }
    }
    /// Discs placed so far, plus one: the number the next move gets.
    pub fn move_number(&self) -> usize {
        self.history
            .iter()
            .filter(|p| matches!(p.kind, PlyKind::Move(_)))
            .count()
            + 1
    }
    /// Discs `c` still has to place (32-each supplies); `None` with a shared pool.
    pub fn supply(&self, c: Side) -> Option<u32> {
        self.options
            .supply
            .is_per_player()
            .then(|| self.supply[c.index()])
    }
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Still in the empty-centre opening (some of d4, e4, d5, e5 empty).
    pub fn in_centre_opening(&self) -> bool {
        self.options.start == StartPosition::EmptyCentre
            && (self.dark | self.light) & CENTRE != CENTRE
    }

    fn moves_for(&self, c: Side) -> u64 {
        if self.lost_on_time.is_some() {
            return 0;
        }
        if self.options.supply == Supply::Strict32 && self.supply[c.index()] == 0 {
            return 0;
        }
        let occupied = self.dark | self.light;
        if self.in_centre_opening() {
            return CENTRE & !occupied;
        }
        legal_moves(self.discs(c), self.discs(c.opposite()))
    }

    /// The legal moves of the side to move, under every rule option.
    pub fn legal_moves(&self) -> u64 {
        self.moves_for(self.to_move)
    }

    pub fn is_legal(&self, sq: Square) -> bool {
        self.legal_moves() & sq.bit() != 0
    }

    /// The side to move has no move and must pass (the other side can move).
    pub fn must_pass(&self) -> bool {
        self.legal_moves() == 0 && self.moves_for(self.to_move.opposite()) != 0
    }

    pub fn is_over(&self) -> bool {
        self.lost_on_time.is_some()
            || (self.legal_moves() == 0 && self.moves_for(self.to_move.opposite()) == 0)
    }

    /// The discs a move would flip (0 if it flips none or the square is taken).
    pub fn flips_for(&self, sq: Square) -> u64 {
        if (self.dark | self.light) & sq.bit() != 0 || self.in_centre_opening() {
            return 0;
        }
        self.board().flips(sq)
    }

    /// Why `sq` cannot be played now, or `Ok` if it can.
    pub fn check_move(&self, sq: Square) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if (self.dark | self.light) & sq.bit() != 0 {
            return Err(MoveError::Occupied(sq));
        }
        if self.options.supply == Supply::Strict32 && self.supply[self.to_move.index()] == 0 {
            return Err(MoveError::OutOfDiscs(self.to_move));
        }
        if self.in_centre_opening() {
            return if CENTRE & sq.bit() != 0 {
                Ok(())
            } else {
                Err(MoveError::CentreFirst(sq))
            };
        }
        if self.board().flips(sq) == 0 {
            return Err(MoveError::NoFlips(sq));
        }
        Ok(())
    }

    /// Plays a move for the side to move.
    pub fn play(&mut self, sq: Square) -> Result<Ply, MoveError> {
        self.check_move(sq)?;
        let flips = self.flips_for(sq);
        let c = self.to_move;
        let mut borrowed = false;
        if self.options.supply.is_per_player() {
            if self.supply[c.index()] > 0 {
                self.supply[c.index()] -= 1;
            } else {
                // Borrow32 (Strict32 refused above): take one from the opponent.
                let o = c.opposite().index();
                self.supply[o] = self.supply[o].saturating_sub(1);
                borrowed = true;
            }
        }
        let ply = Ply {
            color: c,
            kind: PlyKind::Move(sq),
            flips,
            borrowed,
        };
        self.branch();
        self.apply(ply);
        Ok(ply)
    }

    /// Passes for the side to move; only when it has no legal move.
    pub fn pass(&mut self) -> Result<Ply, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if self.legal_moves() != 0 {
            return Err(MoveError::MustMove(self.to_move));
        }
        let ply = Ply {
            color: self.to_move,
            kind: PlyKind::Pass,
            flips: 0,
            borrowed: false,
        };
        self.branch();
        self.apply(ply);
        Ok(ply)
    }

    /// A new ply is played here: the plies taken back are dropped, and with them the
    /// imported ones among them (the new line is played by the game's players from here).
    fn branch(&mut self) {
        if !self.redo.is_empty() {
            self.imported = self.imported.min(self.history.len());
            self.redo.clear();
        }
    }

    /// How many of the game's first plies were imported (pasted, or read from another
    /// program's game) rather than played by its players, among the plies played now (a
    /// ply taken back is not counted until it is played again).
    pub fn imported_plies(&self) -> usize {
        self.imported.min(self.history.len())
    }

    /// Marks the game's first `plies` plies (at most those played now) as imported: a game
    /// that was pasted, or read from another program's game, before its players sat down.
    pub fn set_imported_plies(&mut self, plies: usize) {
        self.imported = plies.min(self.history.len());
    }

    fn apply(&mut self, ply: Ply) {
        if let PlyKind::Move(sq) = ply.kind {
            let (mine, theirs) = match ply.color {
                Side::Dark => (&mut self.dark, &mut self.light),
                Side::Light => (&mut self.light, &mut self.dark),
            };
            *mine |= sq.bit() | ply.flips;
            *theirs &= !ply.flips;
        }
        self.history.push(ply);
        self.to_move = ply.color.opposite();
    }

    /// Takes back the last ply (move or pass). Returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.history.pop()?;
        if let PlyKind::Move(sq) = ply.kind {
            let (mine, theirs) = match ply.color {
                Side::Dark => (&mut self.dark, &mut self.light),
                Side::Light => (&mut self.light, &mut self.dark),
            };
            *mine &= !(sq.bit() | ply.flips);
            *theirs |= ply.flips;
            if self.options.supply.is_per_player() {
                let i = if ply.borrowed {
                    ply.color.opposite().index()
                } else {
                    ply.color.index()
                };
                self.supply[i] += 1;
            }
        }
        self.to_move = ply.color;
        self.lost_on_time = None;
        self.completed = None;
        self.redo.push(ply);
        Some(ply)
    }

    /// Plays again the last ply taken back.
    pub fn redo(&mut self) -> Option<Ply> {
        let ply = *self.redo.last()?;
        let mut redo = std::mem::take(&mut self.redo);
        redo.pop();
        let r = match ply.kind {
            PlyKind::Move(sq) => self.play(sq),
            PlyKind::Pass => self.pass(),
        };
        self.redo = redo;
        r.ok()
    }

    /// Back to the start position, keeping the moves on the redo stack.
    pub fn rewind(&mut self) {
        while self.undo().is_some() {}
    }

    /// A copy of this game as it stood after its first `plies` plies (all of them if it has
    /// fewer), the later plies waiting on the copy's redo stack as after undo. For showing an
    /// earlier position (review) without changing the game itself.
    pub fn after_plies(&self, plies: usize) -> Game {
        let mut g = self.clone();
        while g.history.len() > plies && g.undo().is_some() {}
        g
    }

    /// Charges the side to move `ms` of thinking time. True if its flag fell: the game is
    /// then over, lost on time by that side.
    pub fn charge_time(&mut self, ms: u64) -> bool {
        let c = self.to_move;
        if self.is_over() {
            return false;
        }
        if let Some(clock) = &mut self.clock
            && clock.charge(c, ms)
        {
            self.lost_on_time = Some(c);
            return true;
        }
        false
    }

    /// The same game with the time default and the clock removed, so that its remaining
    /// moves can be played out (the time-default scoring rule).
    pub fn resumed_after_time_default(&self) -> Game {
        let mut g = self.clone();
        g.lost_on_time = None;
        g.completed = None;
        g.clock = None;
        g.options.clock_ms = None;
        g
    }

    /// Sets each side's remaining time (a saved game resumed); no effect without a clock.
    pub fn set_clock_left(&mut self, ms: [u64; 2]) {
        if let Some(c) = &mut self.clock {
            c.remaining_ms = ms;
        }
    }

    pub fn lost_on_time(&self) -> Option<Side> {
        self.lost_on_time
    }

    /// Marks the game lost on time by the side to move (a saved game whose clock shows that
    /// side's time used up). False if the game was already over.
    pub fn set_lost_on_time(&mut self) -> bool {
        if self.is_over() {
            return false;
        }
        self.lost_on_time = Some(self.to_move);
        true
    }

    /// Records the counts of the game completed after a flag fall (see
    /// `ai::complete_game`); from then on [`Game::result`] gives the time-default score.
    /// Ignored unless the game was lost on time.
    pub fn set_completed_counts(&mut self, dark: u32, light: u32) {
        if self.lost_on_time.is_some() {
            self.completed = Some((dark, light));
        }
    }

    /// The counts of the completed game after a flag fall, once known.
    pub fn completed_counts(&self) -> Option<(u32, u32)> {
        self.completed
    }

    /// Lost on time, and the game has not been completed yet: no result until it is.
    pub fn awaiting_completion(&self) -> bool {
        self.lost_on_time.is_some() && self.completed.is_none()
    }

    /// The result, once the game is over: on the board, or for a game lost on time the
    /// time-default score of the completed game (`None` until the completed counts are
    /// recorded with [`Game::set_completed_counts`]). Saving, the scoring screen and the
    /// command line all read this one result.
    pub fn result(&self) -> Option<GameResult> {
        if !self.is_over() {
            return None;
        }
        let (variant, empties) = (self.options.variant, self.options.empties_to_winner);
        Some(match self.lost_on_time {
            Some(loser) => {
                let (d, l) = self.completed?;
                GameResult::time_default(variant, empties, loser, d, l)
            }
            None => GameResult::from_counts(
                variant,
                empties,
                self.count(Side::Dark),
                self.count(Side::Light),
            ),
        })
    }
}
