//! The library: the list of saved games ("Your games") and your record against the levels,
//! kept for the screens. The games folder is scanned off the main thread ([`Background`])
//! each time the list opens and each time the start screen is shown (for the record beside
//! the chosen level); the listing itself is [`game_list`](super::game_list), the record
//! [`player_record`](super::player_record). This plugin owns [`GamesList`] and answers the
//! list's [`LibraryRequest`]s: review or resume a row's game (through the saved games'
//! [`RecordRequest::Load`]), copy its moves, export it as GGF, delete it into the trash and
//! undo that, page and filter. It also adds each game finished against the computer in this
//! window to the record file.

use super::game_list::{Entry, Filter, ResultFilter, Row, ScanReport, Trashed};
use super::player_record::{Finished, Record};
use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::log::Log;
use crate::game::core::messages::{
    AnalysisRequest, LibraryRequest, LoadGame, MovePlayed, OpenFileRequest, RecordRequest,
    StartNewGame,
};
use crate::game::core::redraw::Wake;
use crate::game::core::state::{CurrentGame, GameTag, GamesList, Phase, Players, Screen};
use crate::game::core::storage::{Storage, write_new};
use crate::game::core::systems::GameSystems;
use crate::game::core::tasks::{Background, Polled};
use bevy::prelude::*;
use reversi_engine::rules::{Game, GameOptions, Variant};
use std::path::{Path, PathBuf};

/// Rows on a page of the list.
pub const PAGE: usize = 10;

/// The list and the record as the last scan found them, with the list's filters and page.
#[derive(Resource, Default, Debug)]
pub struct Library {
    /// Every file of the games folder, newest first.
    pub rows: Vec<Row>,
    /// A scan has finished since the list was opened (the list says "Reading…" until then).
    pub scanned: bool,
    pub report: ScanReport,
    pub filter: Filter,
    /// The page shown (0 is the newest).
    pub page: usize,
    /// The files deleted in this session, the last one last (undo puts it back).
    pub trashed: Vec<Trashed>,
    /// Your record against the levels.
    pub record: Record,
    /// What the last action did ("Deleted …", "Copied …"), shown on the list.
    pub status: Option<Tr>,
}

impl Library {
    /// The rows the filter admits.
    pub fn shown(&self) -> Vec<&Row> {
        super::game_list::filtered(&self.rows, &self.filter)
    }
    /// Pages of the rows shown (at least 1).
    pub fn pages(&self) -> usize {
        self.shown().len().div_ceil(PAGE).max(1)
    }
    /// The rows of the page shown.
    pub fn page_rows(&self) -> Vec<&Row> {
        self.shown()
            .into_iter()
            .skip(self.page * PAGE)
            .take(PAGE)
            .collect()
    }
}

/// What a scan found: the rows, what it read, the record's games, and the files removed from
/// the trash (the first scan only).
type Scanned = (Vec<Row>, ScanReport, Vec<Finished>, usize);

/// The scan in progress.
#[derive(Resource, Default)]
struct Scan {
    job: Background<Scanned>,
    /// The list is waiting for this scan to say how many games it lists.
    announce: bool,
    /// The trash has been emptied of its old files (done by the first scan of the session).
    trash_emptied: bool,
}

/// A game reviewed from the list: its analysis starts once it is on the scoring screen.
#[derive(Resource, Default)]
struct PendingAnalysis(bool);

/// Whether a move was played on the game on the board (only a game finished by play in this
/// window counts), and the keys of its endings already added to the record: the game taken
/// back and finished the same way again is one game; a new game (started or loaded) is
/// another, even with the same moves (a deterministic level answers the same moves the same
/// way).
#[derive(Resource, Default)]
struct RecordKeeper {
    played: bool,
    added: std::collections::HashSet<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Library>()
        .init_resource::<Scan>()
        .init_resource::<PendingAnalysis>()
        .init_resource::<RecordKeeper>()
        .add_systems(OnEnter(Screen::Start), start_scan_quietly)
        .add_systems(OnEnter(Phase::GameOver), analyse_reviewed_game)
        .add_systems(
            Update,
            (handle_requests, poll_scan)
                .chain()
                .after(GameSystems::Keys)
                .before(GameSystems::Turn),
        )
        .add_systems(
            Update,
            (record_finished_games, close_on_new_game).after(GameSystems::Turn),
        );
}

/// A game started or loaded by any other way (a key, a focused button under the list) closes
/// the list: it shows the board's game.
fn close_on_new_game(
    mut loads: MessageReader<LoadGame>,
    mut starts: MessageReader<StartNewGame>,
    list: Res<State<GamesList>>,
    mut next: ResMut<NextState<GamesList>>,
) {
    let new_game = loads.read().count() + starts.read().count() > 0;
    if new_game && *list.get() == GamesList::Open {
        next.set(GamesList::Closed);
    }
}

/// A tag for the scan job: the scan is for no game, so it is never stale.
fn scan_tag() -> GameTag {
    GameTag::of(0, &Game::new(GameOptions::default()))
}

fn start_scan(storage: &Storage, scan: &mut Scan, wake: &Wake) {
    let Some(dir) = storage.games.clone() else {
        return;
    };
    let empty_trash = !std::mem::replace(&mut scan.trash_emptied, true);
    scan.job.spawn(scan_tag(), wake, move |_| {
        let purged = if empty_trash {
            super::game_list::empty_old_trash(&dir, std::time::SystemTime::now())
        } else {
            0
        };
        let (rows, report) = super::game_list::scan(&dir);
        let record = super::player_record::gather(&dir, &rows);
        (rows, report, record, purged)
    });
}

/// The start screen shows the record beside the chosen level: scanned each time it opens.
fn start_scan_quietly(storage: Res<Storage>, mut scan: ResMut<Scan>, wake: Res<Wake>) {
    start_scan(&storage, &mut scan, &wake);
}

fn poll_scan(mut scan: ResMut<Scan>, mut library: ResMut<Library>, mut log: MessageWriter<Log>) {
    let Polled::Ready((rows, report, finished, purged)) = scan.job.poll(scan_tag()) else {
        return;
    };
    if purged > 0 {
        log.write(Log::info(format!(
            "games: {purged} files trashed over {} days ago removed",
            super::game_list::TRASH_DAYS
        )));
    }
    library.rows = rows;
    library.report = report;
    library.record = Record::of(&finished);
    library.scanned = true;
    library.page = library.page.min(library.pages() - 1);
    // (The list asked for this scan; it may finish in the very frame the list is asked to
    // open, before the state says it is open.)
    if std::mem::take(&mut scan.announce) {
        log.write(Log::info(format!(
            "games: {} listed ({} read, {} from the index)",
            library.rows.len(),
            report.read,
            report.from_index
        )));
    }
}

/// The row of the file at `path`.
fn row_of<'a>(library: &'a Library, path: &Path) -> Option<&'a Row> {
    let name = path.file_name()?.to_string_lossy();
    library.rows.iter().find(|r| r.name == name)
}

fn handle_requests(
    mut requests: MessageReader<LibraryRequest>,
    mut opens: MessageReader<OpenFileRequest>,
    mut library: ResMut<Library>,
    mut scan: ResMut<Scan>,
    mut pending: ResMut<PendingAnalysis>,
    storage: Res<Storage>,
    wake: Res<Wake>,
    mut next: ResMut<NextState<GamesList>>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut records: MessageWriter<RecordRequest>,
    mut log: MessageWriter<Log>,
) {
    let mut clipboard = clipboard;
    let mut rescan = false;
    // "Open…" has news of its own to show on the list's status line.
    if opens.read().count() > 0 && library.status.is_some() {
        library.status = None;
    }
    for r in requests.read() {
        match r {
            LibraryRequest::Open => {
                next.set(GamesList::Open);
                library.scanned = false;
                library.status = None;
                scan.announce = true;
                rescan = true;
            }
            LibraryRequest::Close => next.set(GamesList::Closed),
            LibraryRequest::Review(path) | LibraryRequest::Resume(path) => {
                next.set(GamesList::Closed);
                pending.0 = matches!(r, LibraryRequest::Review(_));
                log.write(Log::info(format!("games: open {}", path.display())));
                records.write(RecordRequest::Load(path.clone()));
            }
            LibraryRequest::CopyMoves(path) => {
                let Some(Entry::Game(s)) = row_of(&library, path).map(|r| r.entry.clone()) else {
                    continue;
                };
                let done = clipboard.as_mut().map(|c| c.set_text(s.move_list.clone()));
                let moves = s.move_list.clone();
                library.status = Some(match done {
                    Some(Ok(())) => Tr::new("games-copied").with("moves", moves),
                    Some(Err(e)) => Tr::new("games-copy-failed")
                        .with("error", e.to_string())
                        .with("moves", moves),
                    None => Tr::new("games-no-clipboard").with("moves", moves),
                });
                log.write(Log::info(format!("games: copied {}", s.move_list)));
            }
            LibraryRequest::ExportGgf(path) => {
                let (told, said, written) = export_ggf(path);
                library.status = Some(told);
                log.write(Log::info(format!("games: {said}")));
                rescan |= written;
            }
            LibraryRequest::Delete(path) => match super::game_list::move_to_trash(path) {
                Ok(t) => {
                    let name = file_name(path);
                    library.rows.retain(|r| r.name != name);
                    library.status = Some(Tr::new("games-deleted").with("name", name));
                    log.write(Log::info(format!(
                        "games: deleted {} into {}",
                        path.display(),
                        t.in_trash.display()
                    )));
                    library.trashed.push(t);
                    library.page = library.page.min(library.pages() - 1);
                    rescan = true;
                }
                Err(e) => {
                    library.status = Some(
                        Tr::new("games-delete-failed")
                            .with("name", file_name(path))
                            .with("error", e.to_string()),
                    );
                }
            },
            LibraryRequest::UndoDelete => {
                // Taken off the list only once it is back: a failed undo (a file has taken
                // its name since) can be tried again.
                let Some(t) = library.trashed.last().cloned() else {
                    continue;
                };
                match super::game_list::restore(&t) {
                    Ok(()) => {
                        library.trashed.pop();
                        library.status =
                            Some(Tr::new("games-put-back").with("name", file_name(&t.original)));
                        log.write(Log::info(format!(
                            "games: put back {}",
                            t.original.display()
                        )));
                        rescan = true;
                    }
                    Err(e) => {
                        library.status =
                            Some(Tr::new("games-put-back-failed").with("error", e.to_string()));
                    }
                }
            }
            LibraryRequest::NextPage => {
                library.page = (library.page + 1).min(library.pages() - 1);
            }
            LibraryRequest::PreviousPage => library.page = library.page.saturating_sub(1),
            LibraryRequest::NextResult => {
                let all = ResultFilter::ALL;
                let i = all.iter().position(|f| *f == library.filter.result);
                library.filter.result = all[i.map_or(0, |i| (i + 1) % all.len())];
                library.page = 0;
            }
            LibraryRequest::NextOpponent => {
                library.filter.opponent = library.filter.opponent.next();
                library.page = 0;
            }
            LibraryRequest::NextVariant => {
                library.filter.variant = match library.filter.variant {
                    None => Some(Variant::Classic),
                    Some(Variant::Classic) => Some(Variant::Reverse),
                    Some(Variant::Reverse) => None,
                };
                library.page = 0;
            }
        }
    }
    if rescan {
        start_scan(&storage, &mut scan, &wake);
    }
}

/// A file's name without its folder.
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    )
}

/// Writes the game of the file at `path` as GGF in a new file beside it; what happened, in
/// the player's words and in the log's (English), and whether a file was written. The new
/// file takes the time of the file it comes from (it is the same game, of the same date), so
/// the list, newest first, shows it right below that file: the rows above, and the row whose
/// GGF button was pressed, stay where they were under the pointer. An export already beside
/// it with the same text (the button pressed twice, or a GGF file's own button) is named
/// instead of written again, so exports do not pile up in the list.
fn export_ggf(path: &Path) -> (Tr, String, bool) {
    // Why, in the player's words and in English.
    let failed = |said: Tr, e: String| {
        (
            Tr::new("games-export-failed")
                .with("name", file_name(path))
                .with("error", said),
            format!("Could not export {}: {e}", file_name(path)),
            false,
        )
    };
    let text = match super::game_files::read_limited(path) {
        Ok(t) => t,
        Err(e) => return failed(e.problem.words(), e.to_string()),
    };
    let (game, dark, light) = match super::saved_games::parse_file_named(&text) {
        Ok(g) => g,
        Err(e) => return failed(super::words::notation_error(&e), e.to_string()),
    };
    let mut ggf = reversi_engine::rules::ggf::game_to_ggf(&game, &dark, &light);
    ggf.push('\n');
    let dir = path
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let stem = path
        .file_stem()
        .map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
    if let Some(same) = existing_export(&dir, &stem, &ggf) {
        return (
            Tr::new("games-export-exists").with("name", file_name(&same)),
            format!("Already exported as GGF: {}", file_name(&same)),
            false,
        );
    }
    match write_new(&dir, &stem, "ggf", &ggf) {
        Ok(p) => {
            if let Ok(time) = std::fs::metadata(path).and_then(|m| m.modified()) {
                let _ = std::fs::File::options()
                    .write(true)
                    .open(&p)
                    .and_then(|f| f.set_modified(time));
            }
            (
                Tr::new("games-exported").with("name", file_name(&p)),
                format!("Exported as GGF: {}", file_name(&p)),
                true,
            )
        }
        Err(e) => failed(Tr::verbatim(e.to_string()), e.to_string()),
    }
}

/// The export of `stem` in `dir` that holds `ggf` already, among the names [`write_new`]
/// gives (`stem.ggf`, `stem-2.ggf`, …, up to the first name not taken).
fn existing_export(dir: &Path, stem: &str, ggf: &str) -> Option<PathBuf> {
    (1..10_000)
        .map(|n| {
            if n == 1 {
                dir.join(format!("{stem}.ggf"))
            } else {
                dir.join(format!("{stem}-{n}.ggf"))
            }
        })
        .take_while(|p| p.exists())
        .find(|p| super::game_files::read_limited(p).is_ok_and(|t| t.trim_end() == ggf.trim_end()))
}

/// A game reviewed from the list: its analysis starts when it reaches the scoring screen.
fn analyse_reviewed_game(
    mut pending: ResMut<PendingAnalysis>,
    mut analysis: MessageWriter<AnalysisRequest>,
) {
    if std::mem::take(&mut pending.0) {
        analysis.write(AnalysisRequest::Start);
    }
}

/// Adds each game finished by play in this window against the computer to the record file
/// (a loaded finished game was not played here and is not added; a game taken back and
/// finished the same way again is added once; two games with the same moves are two).
fn record_finished_games(
    game: Res<CurrentGame>,
    players: Res<Players>,
    storage: Res<Storage>,
    mut played: MessageReader<MovePlayed>,
    mut loads: MessageReader<LoadGame>,
    mut starts: MessageReader<StartNewGame>,
    mut keeper: ResMut<RecordKeeper>,
    mut pending: ResMut<PendingAnalysis>,
    mut log: MessageWriter<Log>,
) {
    if loads.read().count() > 0 || starts.read().count() > 0 {
        keeper.played = false;
        keeper.added.clear();
    }
    if played.read().count() > 0 {
        keeper.played = true;
        pending.0 = false;
    }
    if !keeper.played || !game.is_changed() || !game.0.is_over() {
        return;
    }
    use reversi_engine::rules::Side;
    let s = super::game_list::Summary::of(
        &game.0,
        &players.describe(Side::Dark),
        &players.describe(Side::Light),
    );
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let Some(f) = Finished::of(&s, now) else {
        return;
    };
    if !keeper.added.insert(f.key.clone()) {
        return;
    }
    let Some(dir) = storage.games.clone() else {
        return;
    };
    match super::player_record::add_finished(&dir, f) {
        Ok(()) => log.write(Log::info(format!(
            "record: {}",
            s.result_text(&Locale::default())
        ))),
        Err(e) => log.write(Log::warn(format!(
            "could not add the game to the record: {e}"
        ))),
    };
}
