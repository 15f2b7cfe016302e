//! AI-vs-AI play: balanced random openings, single games, matches with statistics, between
//! our levels and NBoard engines ([`Player`]).

use super::external::{ExternalPlayer, ExternalSpec, Protocol, Timeouts};
use super::pool;
use crate::ai::levels::{Level, level_with_weights};
use crate::ai::search::{Engine, SearchConfig};
use crate::ai::tools::error::ToolError;
use crate::ai::{DEFAULT_TT_BYTES, choose_move};
use crate::nboard::MoveItem;
use crate::rules::{Bitboard, Game, GameOptions, Side, Square, StartPosition, Supply, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// `count` random openings of 6–10 moves from `seed`, each roughly balanced (a depth-6 search
/// scores it within ±2 discs for the side to move).
pub fn balanced_openings(count: usize, seed: u64, options: GameOptions) -> Vec<Vec<Square>> {
    balanced_openings_of(count, seed, options, (6, 10))
}

/// [`balanced_openings`] of `plies.0` to `plies.1` moves (`(0, 0)`: every game from the
/// start position, for players that vary their own openings, as the opening book does).
pub fn balanced_openings_of(
    count: usize,
    seed: u64,
    options: GameOptions,
    plies: (usize, usize),
) -> Vec<Vec<Square>> {
    if plies.1 == 0 {
        return vec![Vec::new(); count];
    }
    let mut rng = StdRng::seed_from_u64(seed ^ 0x0be1_1a5e);
    let mut engine = Engine::new(options.variant, 8 << 20);
    let cfg = SearchConfig {
        max_depth: 6,
        exact_from: 0,
        ..SearchConfig::default()
    };
    let mut out: Vec<Vec<Square>> = Vec::with_capacity(count);
    let mut seen: HashSet<Vec<Square>> = HashSet::with_capacity(count);
    let mut tries = 0;
    while out.len() < count {
        tries += 1;
        let len = rng.random_range(plies.0..=plies.1.max(plies.0));
        let mut g = Game::new(options);
        let mut moves = Vec::new();
        while moves.len() < len && !g.is_over() {
            if g.must_pass() {
                let _ = g.pass();
                continue;
            }
            let legal: Vec<Square> = Bitboard(g.legal_moves()).squares().collect();
            let sq = legal[rng.random_range(0..legal.len())];
            let _ = g.play(sq);
            moves.push(sq);
        }
        // After many tries, take what comes (even a repeat): the loop always ends.
        let desperate = tries > count.saturating_mul(50);
        if g.is_over() || (seen.contains(&moves) && !desperate) {
            continue;
        }
        let r = engine.search(&g.board(), &cfg);
        if r.value.abs() <= 200 || desperate {
            seen.insert(moves.clone());
            out.push(moves);
        }
    }
    out
}

/// One finished AI-vs-AI game.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    pub dark: u32,
    pub light: u32,
    /// Recorded score (empties to the winner).
    pub recorded_dark: u32,
    pub recorded_light: u32,
    pub winner: Option<Side>,
    pub transcript: String,
    /// Thinking time per move of (dark, light).
    pub times: [Vec<Duration>; 2],
}

/// The most plies a game can have: 60 moves and a pass before each, and a final pass.
const MAX_PLIES: usize = 121;

/// Who plays in a match: one of our levels, or an external engine (NBoard or GTP) run as a
/// process.
#[derive(Clone, Debug, PartialEq)]
pub enum Player {
    Level(Level),
    External(ExternalSpec),
}

impl Player {
    /// A level name or number, `LEVEL@FILE` (see [`level_with_weights`]), `nboard:CMD ARGS` /
    /// `nboard@DEPTH:CMD ARGS` for an NBoard engine, or `gtp:CMD ARGS` for a GTP engine.
    pub fn parse(text: &str) -> Result<Player, ToolError> {
        match ExternalSpec::parse(text) {
            Some(spec) => spec.map(Player::External),
            None => level_with_weights(text)
                .map(Player::Level)
                .map_err(ToolError::from),
        }
    }

    /// The name results are printed under: the level's, or `nboard:`/`gtp:` and the command.
    pub fn name(&self) -> String {
        match self {
            Player::Level(l) => l.name.to_string(),
            Player::External(s) => format!("{}:{}", s.protocol.prefix(), s.command),
        }
    }

    /// Why a match under `options` cannot have this player, if it cannot: NBoard engines play
    /// the standard rules (Classic, any start the board can show, the shared supply); GTP
    /// engines also start from the standard position only (`clear_board`).
    pub fn check_options(&self, options: GameOptions) -> Result<(), ToolError> {
        let Player::External(s) = self else {
            return Ok(());
        };
        if s.protocol == Protocol::Gtp
            && (options.variant != Variant::Classic
                || options.supply != Supply::Shared
                || options.start != StartPosition::Standard)
        {
            return Err(format!(
                "gtp:{}: GTP engines play Classic rules with the shared supply from the standard \
                 start (not {} {} {})",
                s.command,
                options.variant.name(),
                crate::rules::record::start_key(options.start),
                crate::rules::record::supply_key(options.supply)
            )
            .into());
        }
        if options.variant != Variant::Classic
            || options.supply != Supply::Shared
            || options.start == StartPosition::EmptyCentre
        {
            return Err(format!(
                "nboard:{}: NBoard engines play Classic rules with the shared supply from a \
                 start with four discs (not {} {} {})",
                s.command,
                options.variant.name(),
                crate::rules::record::start_key(options.start),
                crate::rules::record::supply_key(options.supply)
            )
            .into());
        }
        Ok(())
    }
}

/// A side of one game: a level with its engine, or a running external engine.
enum Seat<'a> {
    Level(&'a Level, Box<Engine>),
    External(&'a mut ExternalPlayer),
}

impl Seat<'_> {
    fn name(&self) -> String {
        match self {
            Seat::Level(l, _) => l.name.to_string(),
            Seat::External(p) => p.label(),
        }
    }

    /// For an external engine, its last lines, to add to an error about its move.
    fn recent_lines(&self) -> String {
        match self {
            Seat::Level(..) => String::new(),
            Seat::External(p) => format!("; its last lines: {}", p.recent_lines()),
        }
    }
}

/// Plays `dark` against `light` from an opening. Every move the engine returns is checked
/// against the rules: an engine that returns no move or an illegal one, or a game that does
/// not end, is an error naming the move and the position (never a silent substitute).
pub fn play_game(
    dark: &Level,
    light: &Level,
    opening: &[Square],
    options: GameOptions,
    seed: u64,
) -> Result<PlayedGame, ToolError> {
    let seat = |l| {
        Seat::Level(
            l,
            Box::new(Engine::new(options.variant, DEFAULT_TT_BYTES / 4)),
        )
    };
    play_seats([seat(dark), seat(light)], opening, options, seed, || false)
        .and_then(|g| g.ok_or_else(|| "the game was stopped".to_string()))
        .map_err(ToolError::from)
}

/// [`play_game`] between seats: NBoard engines get the game (`set game`), every move and pass
/// of both sides, and `go` on their turns; their moves are checked like the levels'. The game
/// is given up (`None`) before any move once `stop` says so: another game of the match failed.
fn play_seats(
    mut seats: [Seat<'_>; 2],
    opening: &[Square],
    options: GameOptions,
    seed: u64,
    stop: impl Fn() -> bool,
) -> Result<Option<PlayedGame>, String> {
    let mut g = Game::new(options);
    for &sq in opening {
        if g.must_pass() {
            let _ = g.pass();
        }
        let _ = g.play(sq);
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let names = [seats[0].name(), seats[1].name()];
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    // Where a game went wrong: the options, the players, the position and the moves.
    let where_ = |g: &Game| {
        format!(
            "{} {} {} {} vs {} (seed {seed}), move {}: board {} after {}",
            options.variant.name(),
            crate::rules::record::start_key(options.start),
            crate::rules::record::supply_key(options.supply),
            names[0],
            names[1],
            g.move_number(),
            crate::rules::notation::format_board(
                g.discs(Side::Dark),
                g.discs(Side::Light),
                g.to_move()
            ),
            crate::rules::notation::transcript(g, true)
        )
    };
    for seat in &mut seats {
        if let Seat::External(p) = seat {
            p.new_game(&g, &names[0], &names[1])
                .map_err(|e| format!("{e}: {}", where_(&g)))?;
        }
    }
    // Tells every external engine the move or pass just played.
    let tell = |seats: &mut [Seat<'_>; 2], item: &MoveItem, g: &Game| -> Result<(), String> {
        let by = g.last_ply().map_or(Side::Dark, |p| p.color);
        for seat in seats.iter_mut() {
            if let Seat::External(p) = seat {
                p.tell(item, by)
                    .map_err(|e| format!("{e}: {}", where_(g)))?;
            }
        }
        Ok(())
    };
    while !g.is_over() {
        if stop() {
            return Ok(None);
        }
        if g.history().len() > MAX_PLIES {
            return Err(format!("the game did not end: {}", where_(&g)));
        }
        if g.must_pass() {
            g.pass()
                .map_err(|e| format!("pass refused ({e}): {}", where_(&g)))?;
            let pass = MoveItem {
                square: None,
                eval: None,
                seconds: None,
            };
            tell(&mut seats, &pass, &g)?;
            continue;
        }
        let c = g.to_move();
        let name = &names[c.index()];
        let (chosen, eval, elapsed) = match &mut seats[c.index()] {
            Seat::Level(level, engine) => {
                let r = choose_move(engine, &g, level, &mut rng);
                (r.best, Some(r.value as f64 / 100.0), r.elapsed)
            }
            Seat::External(p) => {
                let start = Instant::now();
                let doing = format!("choosing move {} for {c}", g.move_number());
                let item = p
                    .go(c, &doing)
                    .map_err(|e| format!("{e}: {}", where_(&g)))?;
                (item.square, item.eval, start.elapsed())
            }
        };
        times[c.index()].push(elapsed);
        let Some(sq) = chosen else {
            return Err(format!(
                "{name} returned no move (a pass) where there are legal moves: {}{}",
                where_(&g),
                seats[c.index()].recent_lines()
            ));
        };
        if let Err(e) = g.check_move(sq) {
            return Err(format!(
                "{name} chose {sq}, which is not legal ({e}): {}{}",
                where_(&g),
                seats[c.index()].recent_lines()
            ));
        }
        g.play(sq)
            .map_err(|e| format!("{sq} refused ({e}): {}", where_(&g)))?;
        let item = MoveItem {
            square: Some(sq),
            eval,
            seconds: Some(elapsed.as_secs_f64()),
        };
        tell(&mut seats, &item, &g)?;
    }
    let res = g
        .result()
        .ok_or_else(|| format!("the game ended without a result: {}", where_(&g)))?;
    Ok(Some(PlayedGame {
        dark: res.dark,
        light: res.light,
        recorded_dark: res.recorded_dark,
        recorded_light: res.recorded_light,
        winner: res.winner,
        transcript: crate::rules::notation::transcript(&g, false),
        times,
    }))
}

/// Results from the point of view of player A.
#[derive(Clone, Debug, Default)]
pub struct MatchStats {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub discs_a: u64,
    pub discs_b: u64,
    /// Per-game points of A (1, ½, 0), for the confidence interval.
    pub points: Vec<f64>,
    pub times_a: Vec<Duration>,
    pub times_b: Vec<Duration>,
}

impl MatchStats {
    pub fn score(&self) -> f64 {
        if self.games == 0 {
            0.5
        } else {
            (self.wins as f64 + self.draws as f64 / 2.0) / self.games as f64
        }
    }
    /// Elo difference of A over B with a 95% confidence interval (lower, estimate, upper).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.points.len().max(1) as f64;
        let s = self.score();
        let var = self.points.iter().map(|x| (x - s).powi(2)).sum::<f64>() / n;
        let se = (var / n).sqrt();
        (elo_of(s - 1.96 * se), elo_of(s), elo_of(s + 1.96 * se))
    }
}

/// Elo difference for an expected score, clamped to ±800.
pub fn elo_of(s: f64) -> f64 {
    let s = s.clamp(0.001, 0.999);
    (-400.0 * (1.0 / s - 1.0).log10()).clamp(-800.0, 800.0)
}

/// Plays `games` games between A and B: openings from `seed`, each opening played twice with
/// colours swapped (A has Dark in even games). Runs on `threads` threads; the result does
/// not depend on the thread count. The first game that goes wrong (see [`play_game`]) is the
/// error, as if the games were played one after the other, and a failure stops the match at
/// once: the later games in progress are given up at their next move (the earlier ones are
/// played out: one of them may fail too, and is the error then).
pub fn run_match(
    a: &Level,
    b: &Level,
    games: u32,
    seed: u64,
    openings: usize,
    options: GameOptions,
    threads: usize,
) -> Result<(MatchStats, Vec<PlayedGame>), ToolError> {
    let (a, b) = (Player::Level(*a), Player::Level(*b));
    run_players_match(
        &a,
        &b,
        games,
        seed,
        (openings, (6, 10)),
        options,
        threads,
        Timeouts::default(),
    )
    .map_err(|stopped| stopped.error)
}

/// [`run_match`] between any players. Each thread starts its own process for each NBoard
/// engine (at its first game) and keeps it for its later games; `timeouts` bound every wait
/// for them. With NBoard engines the result may depend on timing (theirs). A failed game
/// stops the match with the games before it ([`MatchStopped`]), so that a long match's
/// results are not lost to one engine's failure.
pub fn run_players_match(
    a: &Player,
    b: &Player,
    games: u32,
    seed: u64,
    (openings, plies): (usize, (usize, usize)),
    options: GameOptions,
    threads: usize,
    timeouts: Timeouts,
) -> Result<(MatchStats, Vec<PlayedGame>), Box<MatchStopped>> {
    let refused = |error: ToolError| {
        Box::new(MatchStopped {
            error,
            stats: MatchStats::default(),
            games: Vec::new(),
        })
    };
    a.check_options(options).map_err(refused)?;
    b.check_options(options).map_err(refused)?;
    let n_open = openings.max(1);
    let book = balanced_openings_of(n_open, seed, options, plies);
    // The index of the first game that failed (u32::MAX: none): the later ones stop at their
    // next move, or do not start; the earlier ones play out.
    let failed = AtomicU32::new(u32::MAX);
    let stop = |i: u32| failed.load(Ordering::Relaxed) < i;
    // Each thread keeps its NBoard engines, [A, B], started at their first game, and plays
    // the same games at every run (an engine's process may carry something from one game to
    // the next); a level plays every game with a fresh engine.
    let play = |external: &mut [Option<ExternalPlayer>; 2], i: usize| {
        let i = i as u32;
        if stop(i) {
            return Ok(None);
        }
        let opening = &book[(i as usize / 2) % book.len()];
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
        let [ext_a, ext_b] = external;
        let played = seat(a, ext_a, options, timeouts).and_then(|seat_a| {
            let seat_b = seat(b, ext_b, options, timeouts)?;
            let seats = if i.is_multiple_of(2) {
                [seat_a, seat_b]
            } else {
                [seat_b, seat_a]
            };
            play_seats(seats, opening, options, game_seed, || stop(i))
        });
        match played {
            Ok(g) => Ok(g.map(|g| (i, g))),
            Err(e) => {
                failed.fetch_min(i, Ordering::Relaxed);
                Err((i, format!("game {}: {e}", i + 1)))
            }
        }
    };
    let mut results: Vec<(u32, PlayedGame)> = Vec::new();
    // Every result is read (the games before a failed one play out and may fail too): the
    // lowest-numbered failed game is the error.
    let first_error = pool::run_strided(
        threads,
        games as usize,
        || [None, None],
        play,
        |done| {
            let mut first_error: Option<(u32, String)> = None;
            for (_, r) in done {
                match r {
                    Ok(Some(g)) => results.push(g),
                    Ok(None) => {}
                    Err(e) => {
                        if first_error.as_ref().is_none_or(|f| e.0 < f.0) {
                            first_error = Some(e);
                        }
                    }
                }
            }
            first_error
        },
    );
    results.sort_by_key(|r| r.0);
    if let Some((failed, e)) = first_error {
        // The games before the failed one all played out: they are a match of their own.
        results.retain(|r| r.0 < failed);
        let (stats, games) = stats_of(results);
        return Err(Box::new(MatchStopped {
            error: e.into(),
            stats,
            games,
        }));
    }
    Ok(stats_of(results))
}

/// A match stopped by a game that went wrong: the error, and the games before that one (all
/// played out, as if the games were played one after the other) with their results.
#[derive(Debug)]
pub struct MatchStopped {
    pub error: ToolError,
    pub stats: MatchStats,
    pub games: Vec<PlayedGame>,
}

/// The results of numbered games (game `i` has A as Dark when `i` is even), from A's view.
fn stats_of(results: Vec<(u32, PlayedGame)>) -> (MatchStats, Vec<PlayedGame>) {
    let mut st = MatchStats::default();
    for (i, g) in &results {
        let a_color = if i % 2 == 0 { Side::Dark } else { Side::Light };
        let (da, db) = if a_color == Side::Dark {
            (g.recorded_dark, g.recorded_light)
        } else {
            (g.recorded_light, g.recorded_dark)
        };
        st.games += 1;
        st.discs_a += da as u64;
        st.discs_b += db as u64;
        let p = match g.winner {
            None => {
                st.draws += 1;
                0.5
            }
            Some(w) if w == a_color => {
                st.wins += 1;
                1.0
            }
            Some(_) => {
                st.losses += 1;
                0.0
            }
        };
        st.points.push(p);
        st.times_a.extend(g.times[a_color.index()].iter().copied());
        st.times_b
            .extend(g.times[a_color.opposite().index()].iter().copied());
    }
    (st, results.into_iter().map(|r| r.1).collect())
}

/// A player's seat for one game: a fresh engine for a level; for an NBoard engine, the
/// thread's running process (started here the first time).
fn seat<'a>(
    player: &'a Player,
    running: &'a mut Option<ExternalPlayer>,
    options: GameOptions,
    timeouts: Timeouts,
) -> Result<Seat<'a>, String> {
    Ok(match player {
        Player::Level(l) => Seat::Level(
            l,
            Box::new(Engine::new(options.variant, DEFAULT_TT_BYTES / 4)),
        ),
        Player::External(spec) => {
            let p = match running.take() {
                Some(p) => p,
                None => ExternalPlayer::start(spec, timeouts)?,
            };
            Seat::External(running.insert(p))
        }
    })
}
