//! The list of saved games ("Your games"), without Bevy: the folder scanned into rows, an
//! index that spares reading the files again, the filters, and deleting into a trash folder.
//!
//! Each file of the games folder is one row: a saved game or a GGF file (its first game) is
//! summarised (players, options, result, moves, final position); any other file is a row that
//! says why it cannot be read. The summaries are kept in `games-index.ron` in the data folder
//! (the games folder's parent) with each file's size and modification time; a scan reads again
//! only the files whose size or time differ from the index's, drops the index's entries of
//! files that are gone, and writes the index back when anything changed. A damaged or older
//! index is rebuilt from the files.
//!
//! Deleting moves the file into `trash/` in the games folder; undoing moves it back. Neither
//! move ever replaces a file ([`move_no_clobber`]). The trash is emptied of the files trashed
//! more than [`TRASH_DAYS`] days before, when the game starts ([`empty_old_trash`]).

use crate::game::core::display::{level_name, start_name, variant_name};
use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::state::{PlayerKind, Players};
use crate::game::core::storage::write_atomically;
use crate::game::play::game_files::{OWN_FILE_LIMIT, ReadProblem, read_limited_to};
use crate::tr;
use reversi_engine::rules::scoring::{Scoring, scoring};
use reversi_engine::rules::{Game, NotationError, Side, StartPosition, Variant};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The index's file name, in the data folder.
pub(crate) const INDEX_FILE: &str = "games-index.ron";
/// The trash folder's name, in the games folder.
pub(crate) const TRASH: &str = "trash";
/// Days a file stays in the trash: older ones are removed when the game starts.
pub const TRASH_DAYS: u64 = 30;
/// The index's format; an index of another version is rebuilt. (3: the reasons of unreadable
/// files name the file, not its path; 5: they keep the rules' error as data.)
const INDEX_VERSION: u32 = 6;

/// What the list knows of a game file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub enum Entry {
    Game(Summary),
    /// Not a game this program reads: why, in English, and as data (said in the player's
    /// language) the rules' error in the game's text, or what kept it from being read as text.
    Unreadable {
        why: String,
        error: Option<NotationError>,
        read: Option<ReadProblem>,
    },
}

/// A game as the list shows it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Summary {
    /// Who played each side, as the file names them (`you`, `computer, Expert`, a name).
    pub dark: String,
    pub light: String,
    pub variant: Variant,
    pub start: StartPosition,
    /// Discs placed (passes not counted).
    pub moves: usize,
    /// `None`: the game is not over.
    pub result: Option<Finish>,
    /// The position at the end of the file's game: Dark's and Light's discs.
    pub final_dark: u64,
    pub final_light: u64,
    /// The moves as players write them (`1. f5 d6 2. c3 …`).
    pub move_list: String,
    /// The named opening the game followed (`Tiger`), for a game from the standard start.
    pub opening: Option<String>,
    /// The game's first plies that were pasted or read from another program's game: the
    /// players named did not play them.
    pub imported: usize,
    /// The game began from a position set up by hand (a pasted board), not from its start.
    pub set_up: bool,
}

/// How a finished game ended.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    /// The recorded score.
    pub dark: u32,
    pub light: u32,
    /// `None`: a tie.
    pub winner: Option<Side>,
    /// The side that lost on time, if the game ended so.
    pub lost_on_time: Option<Side>,
}

/// One file of the games folder as the list shows it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Row {
    /// The file's name in the games folder.
    pub name: String,
    pub size: u64,
    /// Modification time: nanoseconds since 1970 (0 when the system gives none).
    pub modified: u64,
    pub entry: Entry,
}

/// The index file.
#[derive(Serialize, Deserialize, Debug)]
struct Index {
    version: u32,
    rows: Vec<Row>,
}

/// A row's result as a person who played the computer sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum YourResult {
    Won,
    Drawn,
    Lost,
}

impl Summary {
    /// The summary of `game` between the players the file names.
    pub fn of(game: &Game, dark: &str, light: &str) -> Summary {
        let result = match scoring(game) {
            Scoring::Final(s) => Some(Finish {
                dark: s.result.recorded_dark,
                light: s.result.recorded_light,
                winner: s.result.winner,
                lost_on_time: s.result.lost_on_time,
            }),
            _ => None,
        };
        Summary {
            dark: dark.to_string(),
            light: light.to_string(),
            variant: game.options.variant,
            start: game.options.start,
            moves: game
                .history()
                .iter()
                .filter(|p| matches!(p.kind, reversi_engine::rules::PlyKind::Move(_)))
                .count(),
            result,
            final_dark: game.discs(Side::Dark),
            final_light: game.discs(Side::Light),
            move_list: reversi_engine::rules::record::move_list(game),
            opening: reversi_engine::rules::openings::opening_of(game)
                .map(|o| o.short_name().to_string()),
            imported: game.imported_plies(),
            set_up: {
                let (dark, light, side) = game.start_position();
                (dark, light) != game.options.start.discs() || side != Side::Dark
            },
        }
    }

    /// Its moves, or its start, came from elsewhere (pasted, or another program's game): the
    /// players named did not play the whole game.
    pub fn imported(&self) -> bool {
        self.imported > 0 || self.set_up
    }

    /// Who played, as [`Players`].
    pub fn players(&self) -> Players {
        Players {
            dark: PlayerKind::from_description(&self.dark),
            light: PlayerKind::from_description(&self.light),
        }
    }

    /// The side of the one person who played the computer, and the computer's level.
    pub fn against_computer(&self) -> Option<(Side, usize)> {
        match (self.players().dark, self.players().light) {
            (PlayerKind::Human, PlayerKind::Computer(l)) => Some((Side::Dark, l)),
            (PlayerKind::Computer(l), PlayerKind::Human) => Some((Side::Light, l)),
            _ => None,
        }
    }

    /// The result for the person who played the computer (`None`: unfinished, or not such a
    /// game).
    pub fn your_result(&self) -> Option<YourResult> {
        let (you, _) = self.against_computer()?;
        let r = self.result?;
        Some(match r.winner {
            None => YourResult::Drawn,
            Some(w) if w == you => YourResult::Won,
            Some(_) => YourResult::Lost,
        })
    }

    /// How far ahead you finished: the recorded score's difference, positive when you won and
    /// negative when you lost (`None` as for [`Self::your_result`]). Under Classic that is your
    /// discs less the computer's; under Reverse, where the fewer discs win, the computer's less
    /// yours; the sign is taken from who won, so a game lost on time is a loss by its margin.
    pub fn your_margin(&self) -> Option<i32> {
        let gap = self.result?.dark.abs_diff(self.result?.light) as i32;
        Some(match self.your_result()? {
            YourResult::Won => gap,
            YourResult::Drawn => 0,
            YourResult::Lost => -gap,
        })
    }

    /// Who played, in words: `You (Dark) vs Computer · Expert`, `Two players`.
    pub fn players_text(&self, locale: &Locale) -> String {
        let p = self.players();
        let computer = |l: usize| {
            tr!(
                locale,
                "games-players-computer",
                level = locale.render(&level_name(l))
            )
        };
        match (p.dark, p.light) {
            (PlayerKind::Human, PlayerKind::Computer(l)) => {
                tr!(locale, "games-players-you-dark", computer = computer(l))
            }
            (PlayerKind::Computer(l), PlayerKind::Human) => {
                tr!(locale, "games-players-you-light", computer = computer(l))
            }
            (PlayerKind::Computer(a), PlayerKind::Computer(b)) => {
                tr!(
                    locale,
                    "games-players-vs",
                    dark = computer(a),
                    light = computer(b)
                )
            }
            _ => {
                // Names written in the file (a GGF game, a game saved by hand) are kept.
                let named = |s: &str| !matches!(s, "you" | "player" | "");
                if named(&self.dark) || named(&self.light) {
                    tr!(
                        locale,
                        "games-players-vs",
                        dark = self.dark.as_str(),
                        light = self.light.as_str()
                    )
                } else {
                    tr!(locale, "games-players-two")
                }
            }
        }
    }

    /// The variant and the start, if either is not the standard one: `Reverse · Alternate
    /// start` (empty when both are standard).
    pub fn options_text(&self, locale: &Locale) -> String {
        let mut parts = Vec::new();
        if self.variant != Variant::Classic {
            parts.push(locale.render(&variant_name(self.variant)));
        }
        if self.start != StartPosition::Standard {
            parts.push(tr!(
                locale,
                "games-start",
                start = locale.render(&start_name(self.start))
            ));
        }
        parts.join(" · ")
    }

    /// The result in words and discs: `Won 38–26`, `Lost on time 30–34`, `Dark won 40–24`,
    /// `Draw 32–32`, `Unfinished`.
    pub fn result_text(&self, locale: &Locale) -> String {
        let Some(r) = self.result else {
            return tr!(locale, "games-result-unfinished");
        };
        let you = self.against_computer().map(|(s, _)| s);
        // Your discs first when you played the computer, else Dark's.
        let (a, b) = match you {
            Some(Side::Light) => (r.light, r.dark),
            _ => (r.dark, r.light),
        };
        let on_time = r.lost_on_time.is_some();
        match (you, r.winner, on_time) {
            (_, None, _) => tr!(locale, "games-result-draw", a = a, b = b),
            (Some(y), Some(w), false) if y == w => tr!(locale, "games-result-won", a = a, b = b),
            (Some(y), Some(w), true) if y == w => {
                tr!(locale, "games-result-won-on-time", a = a, b = b)
            }
            (Some(_), Some(_), false) => tr!(locale, "games-result-lost", a = a, b = b),
            (Some(_), Some(_), true) => tr!(locale, "games-result-lost-on-time", a = a, b = b),
            (None, Some(Side::Dark), false) => tr!(locale, "games-result-dark-won", a = a, b = b),
            (None, Some(Side::Dark), true) => {
                tr!(locale, "games-result-dark-won-on-time", a = a, b = b)
            }
            (None, Some(Side::Light), false) => {
                tr!(locale, "games-result-light-won", a = a, b = b)
            }
            (None, Some(Side::Light), true) => {
                tr!(locale, "games-result-light-won-on-time", a = a, b = b)
            }
        }
    }

    /// `34 moves`.
    pub fn moves_text(&self, locale: &Locale) -> String {
        tr!(locale, "games-moves", count = self.moves)
    }
}

/// What the list shows: the filters.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Filter {
    pub result: ResultFilter,
    pub opponent: OpponentFilter,
    pub variant: Option<Variant>,
}

/// Which results to list.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ResultFilter {
    #[default]
    All,
    Won,
    Drawn,
    Lost,
    Unfinished,
}

impl ResultFilter {
    pub const ALL: [ResultFilter; 5] = [
        ResultFilter::All,
        ResultFilter::Won,
        ResultFilter::Drawn,
        ResultFilter::Lost,
        ResultFilter::Unfinished,
    ];
    /// The filter's button: `Result: won`.
    pub fn label(self) -> Tr {
        let which = match self {
            ResultFilter::All => "all",
            ResultFilter::Won => "won",
            ResultFilter::Drawn => "drawn",
            ResultFilter::Lost => "lost",
            ResultFilter::Unfinished => "unfinished",
        };
        Tr::new("games-filter-result").with("result", which)
    }
}

/// Whose games to list.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum OpponentFilter {
    #[default]
    All,
    /// You against the computer at this level (an index into the levels).
    Level(usize),
    /// Two people at one screen (or named players).
    TwoPlayers,
}

impl OpponentFilter {
    /// The next choice: all, each level, two players, all again.
    pub fn next(self) -> OpponentFilter {
        let last = reversi_engine::ai::LEVELS.len() - 1;
        match self {
            OpponentFilter::All => OpponentFilter::Level(0),
            OpponentFilter::Level(l) if l < last => OpponentFilter::Level(l + 1),
            OpponentFilter::Level(_) => OpponentFilter::TwoPlayers,
            OpponentFilter::TwoPlayers => OpponentFilter::All,
        }
    }
    /// The filter's button: `Opponent: vs Expert` (the level's name in `locale`).
    pub fn label(self, locale: &Locale) -> Tr {
        let (which, level) = match self {
            OpponentFilter::All => ("all", String::new()),
            OpponentFilter::Level(l) => ("level", locale.render(&level_name(l))),
            OpponentFilter::TwoPlayers => ("two", String::new()),
        };
        Tr::new("games-filter-opponent")
            .with("opponent", which)
            .with("level", level)
    }
}

impl Filter {
    /// Whether `row` is listed. An unreadable file is listed under no filter but the default
    /// one (it has no result, players or variant to match).
    pub fn admits(&self, row: &Row) -> bool {
        let Entry::Game(s) = &row.entry else {
            return *self == Filter::default();
        };
        let result_ok = match self.result {
            ResultFilter::All => true,
            ResultFilter::Unfinished => s.result.is_none(),
            ResultFilter::Won => s.your_result() == Some(YourResult::Won),
            ResultFilter::Drawn => s.your_result() == Some(YourResult::Drawn),
            ResultFilter::Lost => s.your_result() == Some(YourResult::Lost),
        };
        let opponent_ok = match self.opponent {
            OpponentFilter::All => true,
            OpponentFilter::Level(l) => s.against_computer().is_some_and(|(_, x)| x == l),
            OpponentFilter::TwoPlayers => {
                let p = s.players();
                p.dark == PlayerKind::Human && p.light == PlayerKind::Human
            }
        };
        let variant_ok = self.variant.is_none_or(|v| v == s.variant);
        result_ok && opponent_ok && variant_ok
    }
}

/// Newest first (by modification time, then by name, newest name first).
pub fn sort_newest_first(rows: &mut [Row]) {
    rows.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| b.name.cmp(&a.name))
    });
}

/// The rows `filter` admits, in the order given.
pub fn filtered<'a>(rows: &'a [Row], filter: &Filter) -> Vec<&'a Row> {
    rows.iter().filter(|r| filter.admits(r)).collect()
}

/// Reads one file into its row's entry: a saved game or a GGF file, else why not. The reason
/// names the file by its name only: the row is in the games folder, whose path (long, and
/// the user's home) would crowd it.
pub(crate) fn read_entry(path: &Path) -> Entry {
    let text = match super::game_files::read_limited(path) {
        Ok(t) => t,
        Err(e) => {
            let (why, name) = (e.to_string(), path.file_name());
            return Entry::Unreadable {
                why: match name.map(|n| n.to_string_lossy().into_owned()) {
                    Some(n) => why.replace(&path.display().to_string(), &n),
                    None => why,
                },
                error: None,
                read: Some(e.problem),
            };
        }
    };
    match super::saved_games::parse_file_named(&text) {
        Ok((game, dark, light)) => Entry::Game(Summary::of(&game, &dark, &light)),
        Err(e) => Entry::Unreadable {
            why: e.to_string(),
            error: Some(e),
            read: None,
        },
    }
}

/// Nanoseconds since 1970 of a file's modification time (0 if the system gives none).
fn modified_ns(meta: &std::fs::Metadata) -> u64 {
    meta.modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos() as u64)
}

/// What a scan did: rows read again from their files, rows taken from the index, whether the
/// index was written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScanReport {
    pub read: usize,
    pub from_index: usize,
    pub index_written: bool,
}

/// Where the index of the games folder `games` lives: in its parent (the data folder).
pub fn index_path(games: &Path) -> PathBuf {
    games.parent().unwrap_or(Path::new(".")).join(INDEX_FILE)
}

/// Reads the index (empty if it is missing, damaged or of another version).
fn read_index(path: &Path) -> HashMap<String, Row> {
    let Ok(text) = read_limited_to(path, OWN_FILE_LIMIT) else {
        return HashMap::new();
    };
    match ron::from_str::<Index>(&text) {
        Ok(i) if i.version == INDEX_VERSION => {
            i.rows.into_iter().map(|r| (r.name.clone(), r)).collect()
        }
        _ => HashMap::new(),
    }
}

/// Scans the games folder `games`: every file in it (not hidden files, which are writes in
/// progress, nor folders such as the trash) is a row, newest first. Rows whose file has the
/// size and time the index says come from the index; the others are read. The index is
/// written back if it changed. A missing folder is an empty list.
pub fn scan(games: &Path) -> (Vec<Row>, ScanReport) {
    let mut report = ScanReport::default();
    let index_file = index_path(games);
    let mut index = read_index(&index_file);
    let before = index.len();
    let mut rows = Vec::new();
    let mut changed = false;
    if let Ok(dir) = std::fs::read_dir(games) {
        for e in dir.filter_map(Result::ok) {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue;
            }
            let Ok(meta) = std::fs::metadata(e.path()) else {
                continue;
            };
            if meta.is_dir() {
                continue;
            }
            let (size, modified) = (meta.len(), modified_ns(&meta));
            match index.remove(&name) {
                Some(r) if r.size == size && r.modified == modified => {
                    report.from_index += 1;
                    rows.push(r);
                }
                _ => {
                    changed = true;
                    report.read += 1;
                    rows.push(Row {
                        entry: read_entry(&e.path()),
                        name,
                        size,
                        modified,
                    });
                }
            }
        }
    }
    // Entries left in the index are files that are gone.
    changed |= !index.is_empty() || (before == 0 && !rows.is_empty());
    sort_newest_first(&mut rows);
    if changed && games.is_dir() {
        let text = ron::to_string(&Index {
            version: INDEX_VERSION,
            rows: rows.clone(),
        });
        report.index_written = match text {
            Ok(t) => write_atomically(&index_file, &t).is_ok(),
            Err(_) => false,
        };
    }
    (rows, report)
}

/// A file moved to the trash, to be put back by an undo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trashed {
    pub original: PathBuf,
    pub in_trash: PathBuf,
}

/// Moves `path` (a file of the games folder) into the trash folder beside it, under a name
/// not taken there. Nothing is removed.
pub fn move_to_trash(path: &Path) -> std::io::Result<Trashed> {
    let dir = path.parent().unwrap_or(Path::new(".")).join(TRASH);
    std::fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other("no file name"))?
        .to_string_lossy()
        .into_owned();
    let mut target = dir.join(&name);
    let mut n = 2;
    loop {
        match move_no_clobber(path, &target) {
            Ok(()) => break,
            // Taken (perhaps a moment ago, by another window): the next numbered name.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 10_000 => {
                target = dir.join(format!("{n}-{name}"));
                n += 1;
            }
            Err(e) => return Err(e),
        }
    }
    Ok(Trashed {
        original: path.to_path_buf(),
        in_trash: target,
    })
}

/// Puts a trashed file back where it was (refused if a file has taken its name since).
pub fn restore(t: &Trashed) -> std::io::Result<()> {
    move_no_clobber(&t.in_trash, &t.original).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            std::io::Error::new(
                std::io::ErrorKind::AlreadyExists,
                format!("{} exists again", t.original.display()),
            )
        } else {
            e
        }
    })
}

/// Moves the file `from` to `to` within one file system, failing with `AlreadyExists` if `to`
/// exists, never replacing it. A check before a rename would leave a moment in which a file
/// written at `to` (another window saving, an undo) is clobbered; a hard link is made only if
/// its name is free, atomically, and the old name is removed after it. If the old name cannot
/// be removed, the new one is taken away again and the error returned: the file stays where
/// it was, under one name (a crash in between leaves it under both, never under none). Where
/// the file system has no hard links, the move falls back to a check and a rename.
pub fn move_no_clobber(from: &Path, to: &Path) -> std::io::Result<()> {
    move_no_clobber_with(from, to, |p| std::fs::remove_file(p))
}

/// [`move_no_clobber`] with the removal of a name given (so a test can make it fail).
fn move_no_clobber_with(
    from: &Path,
    to: &Path,
    remove: impl Fn(&Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    match std::fs::hard_link(from, to) {
        Ok(()) => remove(from).inspect_err(|_| {
            let _ = std::fs::remove_file(to);
        }),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(e),
        Err(e) if from.symlink_metadata().is_err() => Err(e),
        Err(_) => {
            if to.symlink_metadata().is_ok() {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::AlreadyExists,
                    format!("{} exists", to.display()),
                ));
            }
            std::fs::rename(from, to)
        }
    }
}

/// Removes from the trash folder of `games` the files trashed more than [`TRASH_DAYS`] days
/// before `now`; returns how many. Only plain files directly in the trash folder are removed:
/// not its folders, and not symbolic links (a link could name a file outside it; the link
/// itself is left too). The time a file was trashed is its status-change time where the
/// system keeps one (moving it into the trash sets it; its modification time is still the
/// game's), else its modification time.
pub fn empty_old_trash(games: &Path, now: std::time::SystemTime) -> usize {
    let Ok(dir) = std::fs::read_dir(games.join(TRASH)) else {
        return 0;
    };
    let oldest = now - std::time::Duration::from_secs(TRASH_DAYS * 86_400);
    let mut removed = 0;
    for e in dir.filter_map(Result::ok) {
        // `DirEntry::metadata` does not follow links.
        let Ok(meta) = e.metadata() else {
            continue;
        };
        if !meta.file_type().is_file() {
            continue;
        }
        if trashed_at(&meta).is_some_and(|t| t < oldest) && std::fs::remove_file(e.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// When a file in the trash was put there (see [`empty_old_trash`]).
fn trashed_at(meta: &std::fs::Metadata) -> Option<std::time::SystemTime> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let secs = u64::try_from(meta.ctime()).ok()?;
        Some(std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs))
    }
    #[cfg(not(unix))]
    {
        meta.modified().ok()
    }
}

/// A modification time in the local time zone, the language's way: `Nov 27, 2026, 14:05`,
/// `27.11.2026, 14:05`, `2026年11月27日 14:05` (in UTC, said so, where the system has no time
/// zone).
pub fn date_text(modified_ns: u64, locale: &Locale) -> String {
    let secs = (modified_ns / 1_000_000_000) as i64;
    let Ok(t) = jiff::Timestamp::from_second(secs) else {
        return String::new();
    };
    match jiff::tz::TimeZone::try_system() {
        Ok(tz) => date_words(&t.to_zoned(tz).datetime(), locale),
        Err(_) => format!(
            "{} UTC",
            date_words(&t.to_zoned(jiff::tz::TimeZone::UTC).datetime(), locale)
        ),
    }
}

/// A date and time the language's way: the month's short name (or number) from the
/// translation files, the order and punctuation from `games-date`.
pub(crate) fn date_words(d: &jiff::civil::DateTime, locale: &Locale) -> String {
    let month = match d.month() {
        1 => locale.t("games-month-1"),
        2 => locale.t("games-month-2"),
        3 => locale.t("games-month-3"),
        4 => locale.t("games-month-4"),
        5 => locale.t("games-month-5"),
        6 => locale.t("games-month-6"),
        7 => locale.t("games-month-7"),
        8 => locale.t("games-month-8"),
        9 => locale.t("games-month-9"),
        10 => locale.t("games-month-10"),
        11 => locale.t("games-month-11"),
        _ => locale.t("games-month-12"),
    };
    // Written as digits (no grouping of the year), the hours (of 24) and minutes in two.
    tr!(
        locale,
        "games-date",
        year = d.year().to_string(),
        month = month,
        day = d.day().to_string(),
        hour = format!("{:02}", d.hour()),
        minute = format!("{:02}", d.minute())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_whose_old_name_cannot_be_removed_leaves_the_file_where_it_was() {
        let dir = std::env::temp_dir().join(format!("reversi3d-move-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("trash")).unwrap();
        let (from, to) = (dir.join("game.txt"), dir.join("trash").join("game.txt"));
        std::fs::write(&from, "moves").unwrap();
        let refused = move_no_clobber_with(&from, &to, |_| {
            Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                "read-only folder",
            ))
        });
        assert_eq!(
            refused.map_err(|e| e.kind()),
            Err(std::io::ErrorKind::PermissionDenied)
        );
        assert_eq!(std::fs::read_to_string(&from).unwrap(), "moves");
        assert!(!to.exists(), "not left under a second name");
        // With the removal working, the same move goes through.
        move_no_clobber(&from, &to).unwrap();
        assert!(!from.exists());
        assert_eq!(std::fs::read_to_string(&to).unwrap(), "moves");
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn row(name: &str, modified: u64, dark: &str, light: &str, result: Option<Finish>) -> Row {
        Row {
            name: name.into(),
            size: 1,
            modified,
            entry: Entry::Game(Summary {
                dark: dark.into(),
                light: light.into(),
                variant: Variant::Classic,
                start: StartPosition::Standard,
                moves: 60,
                result,
                final_dark: 0,
                final_light: 0,
                move_list: String::new(),
                opening: None,
                imported: 0,
                set_up: false,
            }),
        }
    }

    fn finish(dark: u32, light: u32) -> Option<Finish> {
        Some(Finish {
            dark,
            light,
            winner: Variant::Classic.winner(dark, light),
            lost_on_time: None,
        })
    }

    #[test]
    fn results_are_worded_for_the_person_who_played_the_computer() {
        let en = Locale::default();
        let r = row("a", 0, "you", "computer, Expert", finish(38, 26));
        let Entry::Game(s) = &r.entry else { panic!() };
        assert_eq!(s.result_text(&en), "Won 38–26");
        assert_eq!(s.players_text(&en), "You (Dark) vs Computer\u{a0}· Expert");
        let r = row("a", 0, "computer, Club", "you", finish(38, 26));
        let Entry::Game(s) = &r.entry else { panic!() };
        assert_eq!(s.result_text(&en), "Lost 26–38");
        assert_eq!(s.your_margin(), Some(-12));
        let r = row("a", 0, "player", "player", finish(30, 34));
        let Entry::Game(s) = &r.entry else { panic!() };
        assert_eq!(s.result_text(&en), "Light won 30–34");
        assert_eq!(s.players_text(&en), "Two players");
        assert_eq!(s.moves_text(&en), "60 moves");
        let r = row("a", 0, "player", "player", None);
        let Entry::Game(s) = &r.entry else { panic!() };
        assert_eq!(s.result_text(&en), "Unfinished");
    }

    #[test]
    fn the_filters_pick_by_result_opponent_and_variant() {
        let rows = vec![
            row("won", 3, "you", "computer, Expert", finish(40, 24)),
            row("lost", 2, "you", "computer, Club", finish(20, 44)),
            row("two", 1, "player", "player", finish(33, 31)),
            row("open", 0, "you", "computer, Expert", None),
            Row {
                name: "junk".into(),
                size: 3,
                modified: 5,
                entry: Entry::Unreadable {
                    why: "junk: line 1: not a game".into(),
                    error: None,
                    read: None,
                },
            },
        ];
        let names = |f: Filter| -> Vec<String> {
            filtered(&rows, &f).iter().map(|r| r.name.clone()).collect()
        };
        assert_eq!(names(Filter::default()).len(), 5);
        let won = Filter {
            result: ResultFilter::Won,
            ..Filter::default()
        };
        assert_eq!(names(won), ["won"]);
        let expert = Filter {
            opponent: OpponentFilter::Level(reversi_engine::ai::level_index("Expert")),
            ..Filter::default()
        };
        assert_eq!(names(expert), ["won", "open"]);
        let two = Filter {
            opponent: OpponentFilter::TwoPlayers,
            ..Filter::default()
        };
        assert_eq!(names(two), ["two"]);
        let reverse = Filter {
            variant: Some(Variant::Reverse),
            ..Filter::default()
        };
        assert!(names(reverse).is_empty());
    }

    #[test]
    fn a_date_is_written_each_languages_way() {
        use crate::game::core::i18n::Lang;
        let d = jiff::civil::date(2026, 11, 27).at(14, 5, 0, 0);
        for (lang, want) in [
            (Lang::English, "Nov 27, 2026, 14:05"),
            (Lang::French, "27 nov. 2026, 14:05"),
            (Lang::German, "27.11.2026, 14:05"),
            (Lang::Spanish, "27 nov 2026, 14:05"),
            (Lang::Dutch, "27 nov. 2026 14:05"),
            (Lang::Italian, "27 nov 2026, 14:05"),
            (Lang::Japanese, "2026年11月27日 14:05"),
            (Lang::Chinese, "2026年11月27日 14:05"),
        ] {
            let mut locale = Locale::default();
            locale.set_lang(lang);
            assert_eq!(date_words(&d, &locale), want, "{lang}");
        }
        let mut de = Locale::default();
        de.set_lang(Lang::German);
        let may = jiff::civil::date(2026, 5, 3).at(9, 0, 0, 0);
        assert_eq!(
            date_words(&may, &de),
            "3.5.2026, 09:00",
            "hours in two digits"
        );
    }

    #[test]
    fn newest_first_by_time_then_name() {
        let mut rows = vec![
            row("b", 1, "you", "you", None),
            row("c", 9, "you", "you", None),
            row("a", 1, "you", "you", None),
        ];
        sort_newest_first(&mut rows);
        let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["c", "b", "a"]);
    }

    #[test]
    fn the_opponent_filter_steps_through_every_level_and_back() {
        let mut f = OpponentFilter::All;
        let mut seen = vec![f];
        for _ in 0..reversi_engine::ai::LEVELS.len() + 1 {
            f = f.next();
            seen.push(f);
        }
        assert_eq!(seen[1], OpponentFilter::Level(0));
        assert_eq!(seen[seen.len() - 1], OpponentFilter::TwoPlayers);
        assert_eq!(f.next(), OpponentFilter::All);
    }

    #[test]
    fn a_row_names_the_opening_of_a_game_from_the_standard_start_only() {
        use reversi_engine::rules::{GameOptions, notation::replay};
        let tiger = replay(GameOptions::default(), "e6f4c3c4d3").unwrap();
        let s = Summary::of(&tiger, "you", "computer, Expert");
        assert_eq!(s.opening.as_deref(), Some("Tiger"));
        let other = GameOptions {
            start: StartPosition::Alternate,
            ..GameOptions::default()
        };
        // d6 flanks the light disc on d5 against the dark one on d4.
        let alternate = replay(other, "d6").unwrap();
        assert_eq!(Summary::of(&alternate, "you", "you").opening, None);
    }
}
