//! Making the opening book ([`crate::ai::book`]): `reversi-engine book build` and `book add`,
//! and NBoard's `learn`.
//!
//! - **Positions.** Every game (recorded games, self-play files, transcripts) is replayed from
//!   the standard start; the positions with at most `max_ply` discs placed are counted, once
//!   a game, by their key (the 8 symmetries share one). The book's positions are those
//!   reached from the start through positions that at least `min_games` games reached.
//! - **Leaves.** Each position's best move *not* in the book (its position after is not a
//!   book position) is searched by the midgame search at `depth` with the Engine level's
//!   evaluation and Multi-ProbCut, from empty tables, so a value depends on the position
//!   alone (not on the order, nor on the threads). The moves that are in the book are
//!   *links*.
//! - **Negamax.** Links take the negated value of the position after them, from the
//!   deepest positions up ([`OpeningBook::negamax`]).
//! - **Deviations** (as Edax's `book deviate`): the positions on the main lines (reached from
//!   the start by moves within `deviate_margin` of each position's best) whose best unbooked
//!   move is within the margin of their best get that move's position added (and searched);
//!   the position's next best unbooked move is then searched. Rounds repeat until none is
//!   added or `deviations` positions were added.
//!
//! Searches can be kept in a cache file (`--cache`: one line a search, appended as each
//! ends), so a stopped build resumes where it was: the same command searches only what the
//! cache lacks.

use crate::ai::book::{BookInfo, BookMove, OpeningBook, key};
use crate::ai::levels::LEVELS;
use crate::ai::tools::error::ToolError;
use crate::ai::tools::pool;
use crate::ai::tools::selfplay;
use crate::ai::{Engine, SearchConfig};
use crate::rules::{Bitboard, Board, Square, Variant};
use std::collections::{HashMap, HashSet, VecDeque};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The settings of a build (the command's options).
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// Positions with at most this many discs placed since the start.
    pub max_ply: u32,
    /// A position of the games enters when at least this many games reached it.
    pub min_games: u32,
    /// The leaves' search depth.
    pub depth: u32,
    /// Deviations: moves within this many centi-discs of the best.
    pub deviate_margin: i32,
    /// At most this many positions added by deviations (0: none).
    pub deviations: usize,
    /// Search threads (one search each).
    pub threads: usize,
    /// The searches' cache file, read first and appended to.
    pub cache: Option<PathBuf>,
    /// Progress lines on standard error.
    pub progress: bool,
}

impl Default for BuildOptions {
    fn default() -> Self {
        BuildOptions {
            max_ply: 20,
            min_games: 4,
            depth: 14,
            deviate_margin: 200,
            deviations: 2000,
            threads: 1,
            cache: None,
            progress: true,
        }
    }
}

/// What a build or an addition did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildReport {
    pub games: usize,
    /// Positions taken from the games.
    pub from_games: usize,
    /// Positions added by deviations.
    pub deviations: usize,
    /// Searches run (not found in the cache).
    pub searches: usize,
    /// Searches found in the cache.
    pub cached: usize,
}

/// The moves of every game of a file: recorded games (`moves<TAB>…` lines), a self-play file
/// (`#selfplay` header) or transcripts, one a line (text after a tab ignored, `#` lines
/// skipped). Errors name the file and the line.
pub fn read_games(path: &str) -> Result<Vec<Vec<Square>>, ToolError> {
    let bytes = crate::rules::record::read_file_bytes(path, 1 << 30)?;
    if bytes.starts_with(b"#selfplay") {
        let mut games = Vec::new();
        selfplay::scan(bytes.as_slice(), |g| games.push(g.moves))
            .map_err(|e| format!("{path}: {e}"))?;
        return Ok(games);
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{path}: not text (invalid UTF-8 at byte {})",
            e.utf8_error().valid_up_to()
        )
    })?;
    let mut games = Vec::new();
    for (i, row) in text.lines().enumerate() {
        let moves = row.split('\t').next().unwrap_or("").trim();
        if moves.is_empty() || moves.starts_with('#') {
            continue;
        }
        let game = crate::rules::notation::replay(crate::rules::GameOptions::default(), moves)
            .map_err(|e| format!("{path}: line {}: {e}", i + 1))?;
        games.push(moves_of(&game));
    }
    Ok(games)
}

/// The moves of a game, passes left out.
pub fn moves_of(game: &crate::rules::Game) -> Vec<Square> {
    game.history()
        .iter()
        .filter_map(|p| match p.kind {
            crate::rules::PlyKind::Move(sq) => Some(sq),
            crate::rules::PlyKind::Pass => None,
        })
        .collect()
}

/// The positions of a game from the standard start, each before a move (the side to move has
/// one; passes are played), with at most `max_ply` discs placed; stops at a move that is not
/// legal.
pub fn game_positions(moves: &[Square], max_ply: u32) -> Vec<Board> {
    let mut b = Board::start();
    let mut out = Vec::new();
    for &sq in moves {
        if b.legal_moves() == 0 {
            b = b.pass();
        }
        if (b.player | b.opponent).count_ones() - 4 > max_ply {
            break;
        }
        out.push(b);
        match b.play(sq) {
            Some(next) => b = next,
            None => break,
        }
    }
    if b.legal_moves() == 0 {
        b = b.pass();
    }
    if b.legal_moves() != 0 && (b.player | b.opponent).count_ones() - 4 <= max_ply {
        out.push(b);
    }
    out
}

/// The position after `sq` as the book keys it: after a pass when the side to move has none
/// (`None`: the game is over, or `sq` is not legal).
fn after(k: &Board, sq: Square) -> Option<Board> {
    let mut a = k.play(sq)?;
    if a.legal_moves() == 0 {
        a = a.pass();
        if a.legal_moves() == 0 {
            return None;
        }
    }
    Some(key(&a).0)
}

fn ply(k: &Board) -> u32 {
    (k.player | k.opponent).count_ones() - 4
}

/// Builds a book from the games of `files` ([module docs](self)).
pub fn build(files: &[String], o: &BuildOptions) -> Result<(OpeningBook, BuildReport), ToolError> {
    let start = Instant::now();
    let mut counts: HashMap<Board, u32> = HashMap::new();
    let mut report = BuildReport::default();
    for f in files {
        let games = read_games(f)?;
        report.games += games.len();
        for g in &games {
            let seen: HashSet<Board> = game_positions(g, o.max_ply)
                .iter()
                .map(|b| key(b).0)
                .collect();
            for k in seen {
                *counts.entry(k).or_default() += 1;
            }
        }
        if o.progress {
            eprintln!(
                "book: {f}: {} games, {} positions counted ({:.1} s)",
                games.len(),
                counts.len(),
                start.elapsed().as_secs_f64()
            );
        }
    }
    let info = BookInfo {
        depth: o.depth.min(255) as u8,
        max_ply: o.max_ply.min(255) as u8,
        min_games: o.min_games.min(u16::MAX as u32) as u16,
    };
    let mut book = OpeningBook::new(info);
    let root = key(&Board::start()).0;
    let mut queue = VecDeque::from([root]);
    book.set_raw(root, Vec::new());
    while let Some(k) = queue.pop_front() {
        for sq in Bitboard(k.legal_moves()).squares() {
            let Some(a) = after(&k, sq) else { continue };
            if ply(&a) <= o.max_ply
                && counts.get(&a).is_some_and(|&c| c >= o.min_games)
                && book.raw(&a).is_none()
            {
                book.set_raw(a, Vec::new());
                queue.push_back(a);
            }
        }
    }
    report.from_games = book.len();
    if o.progress {
        eprintln!(
            "book: {} positions reached by at least {} games within {} plies",
            book.len(),
            o.min_games,
            o.max_ply
        );
    }
    let mut cache = Cache::open(o.cache.as_deref(), o.depth)?;
    complete(&mut book, o, &mut cache, &mut report)?;
    deviate(&mut book, o, &mut cache, &mut report)?;
    Ok((book, report))
}

/// Adds the positions of `games` (up to the book's ply limit, every position of each game
/// however few games reach it) and searches what they need, then backs the values up.
pub fn add_games(
    book: &mut OpeningBook,
    games: &[Vec<Square>],
    o: &BuildOptions,
) -> Result<BuildReport, ToolError> {
    let mut report = BuildReport {
        games: games.len(),
        ..BuildReport::default()
    };
    let max_ply = if book.info.max_ply > 0 {
        book.info.max_ply as u32
    } else {
        o.max_ply
    };
    for g in games {
        for b in game_positions(g, max_ply) {
            let k = key(&b).0;
            if book.raw(&k).is_none() {
                book.set_raw(k, Vec::new());
                report.from_games += 1;
            }
        }
    }
    let mut cache = Cache::open(o.cache.as_deref(), o.depth)?;
    complete(book, o, &mut cache, &mut report)?;
    Ok(report)
}

/// Gives every position an entry for each of its links and a searched leaf (its best move
/// not linked) when it has none, then backs the values up.
fn complete(
    book: &mut OpeningBook,
    o: &BuildOptions,
    cache: &mut Cache,
    report: &mut BuildReport,
) -> Result<(), ToolError> {
    let keys: Vec<Board> = book.keys().copied().collect();
    let mut jobs: Vec<(Board, u64)> = Vec::new();
    for k in keys {
        let mut moves: Vec<BookMove> = book.raw(&k).unwrap_or(&[]).to_vec();
        let unlinked = book.unlinked_moves(&k);
        for sq in Bitboard(k.legal_moves() & !unlinked).squares() {
            if !moves.iter().any(|m| m.square == sq) {
                moves.push(BookMove {
                    square: sq,
                    value: 0,
                });
            }
        }
        let has_leaf = moves.iter().any(|m| unlinked & m.square.bit() != 0);
        book.set_raw(k, moves);
        if unlinked != 0 && !has_leaf {
            jobs.push((k, unlinked));
        }
    }
    jobs.sort_by_key(|(k, m)| (ply(k), k.player, k.opponent, *m));
    let results = search_all(&jobs, o, cache, report)?;
    for ((k, _), (sq, value)) in jobs.iter().zip(results) {
        let mut moves = book.raw(k).unwrap_or(&[]).to_vec();
        moves.push(BookMove { square: sq, value });
        book.set_raw(*k, moves);
    }
    book.negamax();
    Ok(())
}

/// Deviation rounds ([module docs](self)).
fn deviate(
    book: &mut OpeningBook,
    o: &BuildOptions,
    cache: &mut Cache,
    report: &mut BuildReport,
) -> Result<(), ToolError> {
    let mut round = 0;
    while report.deviations < o.deviations {
        round += 1;
        let mut added = 0;
        for k in main_lines(book, o.deviate_margin) {
            if report.deviations + added >= o.deviations || ply(&k) >= o.max_ply {
                continue;
            }
            let moves = book.raw(&k).unwrap_or(&[]).to_vec();
            let best = moves.iter().map(|m| m.value).max().unwrap_or(0);
            let unlinked = book.unlinked_moves(&k);
            for m in moves {
                if unlinked & m.square.bit() == 0 || m.value < best - o.deviate_margin {
                    continue;
                }
                if let Some(a) = after(&k, m.square)
                    && book.raw(&a).is_none()
                {
                    book.set_raw(a, Vec::new());
                    added += 1;
                }
            }
        }
        if o.progress {
            eprintln!("book: deviations, round {round}: {added} positions added");
        }
        if added == 0 {
            break;
        }
        report.deviations += added;
        complete(book, o, cache, report)?;
    }
    Ok(())
}

/// The positions reached from the start through moves within `margin` of each position's
/// best, in the order found.
pub fn main_lines(book: &OpeningBook, margin: i32) -> Vec<Board> {
    let root = key(&Board::start()).0;
    let mut out = Vec::new();
    let mut seen = HashSet::from([root]);
    let mut queue = VecDeque::from([root]);
    while let Some(k) = queue.pop_front() {
        out.push(k);
        let moves = book.raw(&k).unwrap_or(&[]);
        let best = moves.iter().map(|m| m.value).max().unwrap_or(0);
        for m in moves.iter().filter(|m| m.value >= best - margin) {
            if let Some(a) = after(&k, m.square)
                && book.raw(&a).is_some()
                && seen.insert(a)
            {
                queue.push_back(a);
            }
        }
    }
    out
}

/// The search settings of the leaves: the Engine level's evaluation and Multi-ProbCut at
/// `depth`, with no time limit.
pub fn leaf_config(depth: u32) -> SearchConfig {
    SearchConfig {
        max_depth: depth,
        time_limit: None,
        node_limit: None,
        ..LEVELS[LEVELS.len() - 1].config()
    }
}

/// The best move among `among` of `k` and its value, from empty tables.
pub fn search_leaf(k: &Board, among: u64, depth: u32) -> (Square, i32) {
    let mut engine = Engine::new(Variant::Classic, 16 << 20);
    let r = engine.search_among(k, &leaf_config(depth), among);
    let sq = r.best.unwrap_or_else(|| {
        Bitboard(k.legal_moves() & among)
            .squares()
            .next()
            .expect("a leaf is searched among legal moves")
    });
    (sq, r.value)
}

/// Searches the jobs (on `o.threads` threads), taking what the cache has; results in job
/// order. Progress on standard error every 10 s.
fn search_all(
    jobs: &[(Board, u64)],
    o: &BuildOptions,
    cache: &mut Cache,
    report: &mut BuildReport,
) -> Result<Vec<(Square, i32)>, ToolError> {
    let mut out: Vec<Option<(Square, i32)>> = jobs.iter().map(|j| cache.get(j)).collect();
    let todo: Vec<usize> = (0..jobs.len()).filter(|&i| out[i].is_none()).collect();
    report.cached += jobs.len() - todo.len();
    if o.progress {
        eprintln!(
            "book: {} searches at depth {} ({} found in the cache)",
            todo.len(),
            o.depth,
            jobs.len() - todo.len()
        );
    }
    let start = Instant::now();
    let mut last = Instant::now();
    let mut failed: Option<ToolError> = None;
    pool::run(
        o.threads,
        todo.len(),
        || (),
        |_, i| {
            let (k, among) = jobs[todo[i]];
            search_leaf(&k, among, o.depth)
        },
        |results| {
            let mut done = 0;
            for (i, r) in results {
                done += 1;
                let j = todo[i];
                if let Err(e) = cache.put(&jobs[j], r) {
                    failed = Some(e);
                    break;
                }
                out[j] = Some(r);
                if o.progress && (last.elapsed() >= Duration::from_secs(10) || done == todo.len()) {
                    last = Instant::now();
                    let s = start.elapsed().as_secs_f64();
                    let left = (todo.len() - done) as f64 * s / done as f64;
                    eprintln!(
                        "book: {done}/{} searched, {:.2} s each, {:.0} s left",
                        todo.len(),
                        s / done as f64,
                        left
                    );
                }
            }
        },
    );
    if let Some(e) = failed {
        return Err(e);
    }
    report.searches += todo.len();
    Ok(out
        .into_iter()
        .map(|r| r.expect("every search ran"))
        .collect())
}

/// The searches already made: `player opponent among depth square value` a line (hex
/// bitboards, the square's name, centi-discs), appended to as searches end. A run stopped in
/// the middle of a line leaves it torn: that fragment is skipped when read and cut off before
/// the next line is appended, so a resumed run never writes after it.
struct Cache {
    path: Option<PathBuf>,
    depth: u32,
    known: HashMap<(Board, u64), (Square, i32)>,
    file: Option<std::fs::File>,
    /// The length of the file's complete lines, when a torn line follows them.
    torn_at: Option<u64>,
}

/// The most a cache file may hold (about 2.5 million searches).
const CACHE_LIMIT: u64 = 256 << 20;

impl Cache {
    fn open(path: Option<&Path>, depth: u32) -> Result<Cache, ToolError> {
        let mut cache = Cache {
            path: path.map(Path::to_path_buf),
            depth,
            known: HashMap::new(),
            file: None,
            torn_at: None,
        };
        let Some(p) = path else { return Ok(cache) };
        let name = p.display().to_string();
        if std::fs::symlink_metadata(p).is_err() {
            return Ok(cache);
        }
        let bytes =
            crate::rules::record::read_file_bytes(&name, CACHE_LIMIT).map_err(|e| e.to_string())?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            format!("{name}: line {line}: not a book cache line (not text)")
        })?;
        let complete = text.rfind('\n').map_or(0, |i| i + 1);
        let tail = &text[complete..];
        if !tail.is_empty() {
            // Only what a cache line could begin with is a torn line; anything else is not a
            // cache file, and is refused rather than cut.
            let line = text[..complete].matches('\n').count() + 1;
            if !tail
                .chars()
                .all(|c| c.is_ascii_digit() || ('a'..='h').contains(&c) || c == ' ' || c == '-')
            {
                return Err(format!("{name}: line {line}: not a book cache line").into());
            }
            cache.torn_at = Some(complete as u64);
        }
        for (i, line) in text[..complete].lines().enumerate() {
            let f: Vec<&str> = line.split_whitespace().collect();
            let bad = || format!("{name}: line {}: not a book cache line", i + 1);
            if f.len() != 6 {
                return Err(bad().into());
            }
            let hex = |s: &str| u64::from_str_radix(s, 16).map_err(|_| bad());
            let d: u32 = f[3].parse().map_err(|_| bad())?;
            let sq = Square::parse(f[4]).map_err(|_| bad())?;
            let v: i32 = f[5].parse().map_err(|_| bad())?;
            let (player, opponent, among) = (hex(f[0])?, hex(f[1])?, hex(f[2])?);
            if player & opponent != 0 {
                return Err(bad().into());
            }
            if d == depth {
                cache
                    .known
                    .insert((Board::new(player, opponent), among), (sq, v));
            }
        }
        Ok(cache)
    }

    fn get(&self, job: &(Board, u64)) -> Option<(Square, i32)> {
        self.known.get(job).copied()
    }

    fn put(&mut self, job: &(Board, u64), r: (Square, i32)) -> Result<(), ToolError> {
        self.known.insert(*job, r);
        let Some(p) = &self.path else { return Ok(()) };
        let name = p.display().to_string();
        if self.file.is_none() {
            let f = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .map_err(|e| format!("{name}: {e}"))?;
            if let Some(len) = self.torn_at.take() {
                f.set_len(len).map_err(|e| format!("{name}: {e}"))?;
            }
            self.file = Some(f);
        }
        let (k, among) = job;
        let line = format!(
            "{:016x} {:016x} {:016x} {} {} {}\n",
            k.player, k.opponent, among, self.depth, r.0, r.1
        );
        if let Some(f) = self.file.as_mut() {
            f.write_all(line.as_bytes())
                .map_err(|e| format!("{name}: {e}"))?;
        }
        Ok(())
    }
}

/// NBoard's `learn` (and any program that keeps a user's book): adds `game` to the book file
/// `path` (read when it exists, else `base` is the start: the built-in book is never
/// written), its new leaves searched at `depth`, and writes the file. Returns the book as
/// written. A game from another start, or under Reverse, is refused.
pub fn learn_game(
    path: &Path,
    base: &OpeningBook,
    game: &crate::rules::Game,
    depth: u32,
) -> Result<(OpeningBook, BuildReport), ToolError> {
    let (dark, light, side) = game.start_position();
    let start = Board::start();
    if game.options.variant != Variant::Classic
        || side != crate::rules::Side::Dark
        || (dark, light) != (start.player, start.opponent)
    {
        return Err("only Classic games from the standard start are added to the book".into());
    }
    let mut book = if path.exists() {
        OpeningBook::read_file(path).map_err(|e| e.to_string())?
    } else {
        base.clone()
    };
    let o = BuildOptions {
        depth,
        progress: false,
        ..BuildOptions::default()
    };
    let report = add_games(&mut book, &[moves_of(game)], &o)?;
    book.write_file(path).map_err(|e| e.to_string())?;
    Ok((book, report))
}
