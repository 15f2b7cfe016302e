//! Transcripts and saved games: copy the transcript (Ctrl+C or a button), paste a transcript,
//! a board string or a saved game to play from it (Ctrl+V), save the game with its options
//! and transcript sheet (Ctrl+S or a button), load a saved game (drop the file on the window,
//! the start screen's button, or `--load FILE`). The file format lives in `rules::record`;
//! this module only moves text in and out. A file or pasted text larger than a saved game can
//! be ([`MAX_RECORD_BYTES`]) is refused with its size, without being read.
//!
//! The unfinished game: `unfinished.txt` in the config folder is written after every move
//! played in this window and when the window closes, and offered back on the start screen
//! (read again each time the start screen is shown). It is removed only when the game it
//! holds is finished by play; showing a finished game (loading or pasting one) leaves it.
//! One window at a time keeps it: the first window holds `unfinished.lock` (an operating
//! system lock, released when the window's process ends, even by a crash). A second window
//! neither offers nor touches that game; it says so on its start screen, and keeps each of
//! its own games as a saved game in the games folder instead (written after every move), so
//! "Load the last saved game" brings it back.
//!
//! A write that fails (read-only folder, full disk) is told in the window.

use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::log::Log;
use crate::game::core::messages::RecordRequest;
use crate::game::core::messages::{LoadGame, Notice, StartNewGame};
use crate::game::core::options::Launch;
use crate::game::core::state::{
    CurrentGame, NewGameSetup, Phase, PlayerKind, Players, Screen, Seating,
};
use crate::game::core::storage::{Storage, remove_stale_temporaries, write_atomically, write_new};
use crate::game::core::systems::GameSystems;
use crate::game::play::words::side_name;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use reversi_engine::rules::notation::{transcript, transcript_sheet};
use reversi_engine::rules::record::{
    GameRecord, MAX_RECORD_BYTES, parse_paste, parse_record, too_large, write_record,
};
use std::path::{Path, PathBuf};

/// The game left unfinished, if any, as `unfinished.txt` held it when the start screen was
/// last shown (always `None` in a window that does not keep the unfinished game).
#[derive(Resource, Default, Clone, Debug)]
pub struct Unfinished(pub Option<GameRecord>);

/// Said on the start screen of a window that does not keep the unfinished game.
#[derive(Resource, Default, Clone, Debug)]
pub(crate) struct UnfinishedNotice(pub Option<Tr>);

/// Which window keeps `unfinished.txt`, and whether the game on the board is the one to keep.
#[derive(Resource, Default, Debug)]
pub(crate) struct Keeper {
    /// Whether the lock was tried yet (a window without it tries again at each start screen).
    claimed: bool,
    /// The locked `unfinished.lock`, held while this window runs.
    lock: Option<std::fs::File>,
    /// This window keeps `unfinished.txt` (it holds the lock, or locks are not available).
    pub owner: bool,
    /// The game on the board was played (or resumed) here and is kept; a game only shown
    /// (loaded or pasted, not yet played on) is not.
    pub kept: bool,
    /// In a second window: the saved-game file the game on the board is kept in.
    pub own_file: Option<PathBuf>,
    /// The next `LoadGame` is the resumed unfinished game.
    resuming: bool,
    /// The game's moves when last looked at.
    last: Option<GameKey>,
}

/// What identifies a game's moves (the clock changes the game every frame; this does not).
type GameKey = (usize, usize, Option<reversi_engine::rules::Ply>, bool);

fn game_key(g: &reversi_engine::rules::Game) -> GameKey {
    (
        g.history().len(),
        g.redo_stack().len(),
        g.last_ply().copied(),
        g.is_over(),
    )
}

/// The last file written by Save (for tests and the message line).
#[derive(Resource, Default, Clone, Debug)]
pub struct LastSaved(pub Option<PathBuf>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RecordRequest>()
        .add_message::<FileDragAndDrop>()
        .init_resource::<Unfinished>()
        .init_resource::<LastSaved>()
        .init_resource::<UnfinishedNotice>()
        .init_resource::<Keeper>()
        .add_systems(
            OnEnter(Screen::Start),
            refresh_unfinished.in_set(GameSystems::FindUnfinished),
        )
        .add_systems(Startup, load_from_command_line)
        .add_systems(
            Update,
            (record_keys, dropped_files, handle_requests)
                .chain()
                .before(GameSystems::Turn),
        )
        .add_systems(
            Last,
            (
                keep_unfinished,
                // After Bevy turns a window-close request into `AppExit` in this same frame.
                keep_unfinished_on_exit.after(bevy::window::ExitSystems),
            )
                .chain()
                .before(GameSystems::Log),
        );
}

/// Who played a saved game; a game saved by hand may name people, who are players here.
pub(crate) fn players_of(record: &GameRecord) -> Players {
    Players {
        dark: PlayerKind::from_description(&record.dark),
        light: PlayerKind::from_description(&record.light),
    }
}

/// Tries to become the window that keeps `unfinished.txt`: locks `unfinished.lock` (the
/// lock goes with the process, so a crashed window never blocks the next one).
fn claim(
    storage: &Storage,
    keeper: &mut Keeper,
    notice: &mut UnfinishedNotice,
    log: &mut MessageWriter<Log>,
) {
    keeper.claimed = true;
    keeper.owner = true;
    let Some(path) = storage.unfinished_lock_file() else {
        return;
    };
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path);
    let Ok(file) = file else {
        // No lock file can be made (a read-only folder): nothing can be kept anyway, and the
        // failed writes are told when they happen.
        return;
    };
    match file.try_lock() {
        Ok(()) => {
            use std::io::Write;
            let _ = file.set_len(0);
            let _ = writeln!(&file, "{}", std::process::id());
            keeper.lock = Some(file);
            notice.0 = None;
            // Writes cut short by a killed window leave their temporary files behind.
            for dir in [storage.config.as_ref(), storage.games.as_ref()]
                .into_iter()
                .flatten()
            {
                remove_stale_temporaries(dir);
            }
        }
        Err(std::fs::TryLockError::WouldBlock) => {
            let pid = std::fs::read_to_string(&path).unwrap_or_default();
            keeper.owner = false;
            notice.0 = Some(Tr::new("notice-other-window").with("process", pid.trim()));
            log.write(Log::info(format!(
                "unfinished game kept by another window (process {})",
                pid.trim()
            )));
        }
        // Locks are not supported here: keep the file as before.
        Err(std::fs::TryLockError::Error(_)) => {}
    }
}

/// Reads `unfinished.txt` as it is now, for the start screen's Resume offer.
pub(super) fn refresh_unfinished(
    storage: Res<Storage>,
    mut keeper: ResMut<Keeper>,
    mut notice: ResMut<UnfinishedNotice>,
    mut unfinished: ResMut<Unfinished>,
    mut log: MessageWriter<Log>,
) {
    // A window that did not get the lock tries again: the other window may have closed.
    if !keeper.claimed || !keeper.owner {
        claim(&storage, &mut keeper, &mut notice, &mut log);
    }
    unfinished.0 = None;
    if !keeper.owner {
        return;
    }
    let Some(path) = storage.unfinished_file() else {
        return;
    };
    let text = match read_limited(&path) {
        Ok(t) => t,
        Err(e) if e.kind == std::io::ErrorKind::NotFound => return,
        Err(e) => {
            log.write(Log::warn(format!(
                "the unfinished game cannot be read: {e}"
            )));
            notice.0 = Some(Tr::new("notice-unfinished-unreadable").with("error", e.to_string()));
            return;
        }
    };
    match parse_record(&text) {
        Ok(r) if !r.game.is_over() && !r.game.history().is_empty() => unfinished.0 = Some(r),
        Ok(_) => {}
        Err(e) => {
            log.write(Log::warn(format!(
                "The unfinished game in {} could not be read ({e}); it is left there",
                path.display()
            )));
            notice.0 = Some(
                Tr::new("notice-unfinished-left")
                    .with("path", path.display().to_string())
                    .with("error", e.to_string()),
            );
        }
    }
}

/// Why a file could not be read as a saved game.
#[derive(Debug)]
pub struct ReadError {
    pub kind: std::io::ErrorKind,
    pub message: String,
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// Reads a file that should be a saved game: one larger than [`MAX_RECORD_BYTES`] is refused
/// with its size, without being read (its size is checked first, and the read stops one byte
/// past the limit, which also catches devices and pipes that report no size).
pub fn read_limited(path: &Path) -> Result<String, ReadError> {
    let io = |e: std::io::Error| ReadError {
        kind: e.kind(),
        message: format!("{}: {e}", path.display()),
    };
    let too_big = |bytes: u64| ReadError {
        kind: std::io::ErrorKind::InvalidData,
        message: format!("{}: {}", path.display(), too_large("the file", bytes)),
    };
    // Opening a named pipe waits for a writer, which would freeze the window: refused first.
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = std::fs::metadata(path).map_err(io)?.file_type();
        if kind.is_fifo() || kind.is_socket() {
            return Err(ReadError {
                kind: std::io::ErrorKind::InvalidInput,
                message: format!("{}: a pipe or socket, not a saved game", path.display()),
            });
        }
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    if meta.is_dir() {
        return Err(ReadError {
            kind: std::io::ErrorKind::InvalidInput,
            message: format!("{}: a folder, not a saved game", path.display()),
        });
    }
    if meta.len() > MAX_RECORD_BYTES {
        return Err(too_big(meta.len()));
    }
    reversi_engine::rules::record::read_text_limited(
        file,
        MAX_RECORD_BYTES,
        &path.display().to_string(),
    )
    .map_err(|message| ReadError {
        kind: std::io::ErrorKind::InvalidData,
        message,
    })
}

fn load_from_command_line(launch: Res<Launch>, mut requests: MessageWriter<RecordRequest>) {
    if let Some(p) = &launch.0.load {
        requests.write(RecordRequest::Load(p.clone()));
    }
}

/// The newest `.txt` file in the games folder that reads as a game.
pub fn latest_saved(storage: &Storage) -> Option<PathBuf> {
    let dir = storage.games.as_ref()?;
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "txt"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    files.sort_unstable_by(|a, b| b.cmp(a));
    // Newest first, passing over files that are not games (a note, a damaged save): the
    // games list shows those as such, and the newest game is still offered.
    files
        .into_iter()
        .map(|(_, p)| p)
        .find(|p| read_limited(p).is_ok_and(|t| parse_file(&t).is_ok()))
}

fn record_keys(
    keys: Res<ButtonInput<KeyCode>>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut requests: MessageWriter<RecordRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let k = &*keys;
    let held = |a: KeyCode, b: KeyCode| k.any_pressed([a, b]) || k.any_just_released([a, b]);
    if !held(KeyCode::ControlLeft, KeyCode::ControlRight) {
        return;
    }
    if k.just_pressed(KeyCode::KeyC) {
        requests.write(RecordRequest::Copy);
    }
    if k.just_pressed(KeyCode::KeyS) {
        let shift = held(KeyCode::ShiftLeft, KeyCode::ShiftRight);
        requests.write(if shift {
            RecordRequest::SaveGgf
        } else {
            RecordRequest::Save
        });
    }
    if k.just_pressed(KeyCode::KeyV) {
        let text = clipboard.map(|mut c| c.fetch_text().poll_result());
        match text {
            Some(Some(Ok(t))) => {
                requests.write(RecordRequest::Paste(t));
            }
            Some(Some(Err(e))) => {
                notices.write(Notice(
                    Tr::new("notice-nothing-to-paste").with("error", e.to_string()),
                ));
            }
            _ => {
                notices.write(Notice(Tr::new("notice-no-clipboard-paste")));
            }
        }
    }
}

fn dropped_files(
    mut drops: MessageReader<FileDragAndDrop>,
    mut requests: MessageWriter<RecordRequest>,
) {
    for d in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = d {
            requests.write(RecordRequest::Load(path_buf.clone()));
        }
    }
}

/// Days since 1970-01-01 → (year, month, day), proleptic Gregorian.
pub(crate) fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The name of a saved game, from the current time (UTC): `game-20261121-142501` (the file
/// is `game-20261121-142501.txt`, or `…-2.txt` when that is taken).
fn save_name() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    let t = secs.rem_euclid(86_400);
    format!(
        "game-{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        t / 3600,
        t / 60 % 60,
        t % 60
    )
}

/// A saved game's text: the record, then the transcript sheet as comment lines.
pub fn saved_text(game: &reversi_engine::rules::Game, players: &Players) -> String {
    use reversi_engine::rules::Side;
    let mut s = write_record(
        game,
        &players.describe(Side::Dark),
        &players.describe(Side::Light),
    );
    s.push_str("\n# Transcript sheet (the number of the move played on each square)\n");
    for line in transcript_sheet(game).lines() {
        s.push_str("# ");
        s.push_str(line);
        s.push('\n');
    }
    s
}

/// A game file's game and its players' names as the file writes them: a saved game, or a
/// GGF file (its first game, Black's and White's names).
pub(crate) fn parse_file_named(
    text: &str,
) -> Result<(reversi_engine::rules::Game, String, String), String> {
    use reversi_engine::rules::ggf::{is_ggf, parse_ggf_first};
    if is_ggf(text.trim_start()) {
        let games = parse_ggf_first(text, 1).map_err(|e| e.to_string())?;
        let first = games.first().ok_or("no game in the GGF file")?;
        let game = first.to_game(1).map_err(|e| e.to_string())?;
        return Ok((game, first.black().to_string(), first.white().to_string()));
    }
    let rec = parse_record(text).map_err(|e| e.to_string())?;
    Ok((rec.game, rec.dark, rec.light))
}

/// A game file's game and players: a saved game, or a GGF file (its first game, between two
/// players: GGF names are not the game's players).
fn parse_file(text: &str) -> Result<(reversi_engine::rules::Game, Players), String> {
    use reversi_engine::rules::ggf::{is_ggf, parse_ggf};
    if is_ggf(text.trim_start()) {
        let games = parse_ggf(text).map_err(|e| e.to_string())?;
        let first = games.first().ok_or("no game in the GGF file")?;
        let game = first.to_game(1).map_err(|e| e.to_string())?;
        let humans = Players {
            dark: PlayerKind::Human,
            light: PlayerKind::Human,
        };
        return Ok((game, humans));
    }
    let rec = parse_record(text).map_err(|e| e.to_string())?;
    Ok((rec.game.clone(), players_of(&rec)))
}

/// Saves the game as GGF in a new file of the games folder.
fn save_ggf(
    storage: &Storage,
    game: &reversi_engine::rules::Game,
    players: &Players,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) {
    use reversi_engine::rules::Side;
    let Some(dir) = storage.games.clone() else {
        notices.write(Notice(Tr::new("notice-no-folder")));
        return;
    };
    let mut text = reversi_engine::rules::ggf::game_to_ggf(
        game,
        &players.describe(Side::Dark),
        &players.describe(Side::Light),
    );
    text.push('\n');
    match write_new(&dir, &save_name(), "ggf", &text) {
        Ok(path) => {
            log.write(Log::info(format!("saved GGF: {}", path.display())));
            notices.write(Notice(
                Tr::new("notice-saved-ggf").with("file", file_name(&path)),
            ));
        }
        Err(e) => {
            notices.write(Notice(
                Tr::new("notice-save-failed")
                    .with("folder", dir.display().to_string())
                    .with("error", e.to_string()),
            ));
        }
    }
}

/// A file's name without its folder, for the message line (the folders are in docs/playing.md
/// and the key list).
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Reads a saved game file and starts from it; a bad file is reported with its line. True if
/// the game is loaded.
fn load_file(
    path: &Path,
    loads: &mut MessageWriter<LoadGame>,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) -> bool {
    let result = read_limited(path)
        .map_err(|e| e.to_string())
        .and_then(|t| parse_file(&t).map_err(|e| format!("{}: {e}", path.display())));
    match result {
        Ok((game, players)) => {
            log.write(Log::info(format!("loaded: {}", path.display())));
            notices.write(Notice(
                Tr::new("notice-loaded").with("file", file_name(path)),
            ));
            loads.write(LoadGame { players, game });
            true
        }
        Err(e) => {
            log.write(Log::info(format!("load refused: {e}")));
            notices.write(Notice(Tr::new("notice-cannot-load").with("error", e)));
            false
        }
    }
}

/// Saves the game in a new file in the games folder; the outcome is told on the message line.
fn save(
    storage: &Storage,
    game: &reversi_engine::rules::Game,
    players: &Players,
    last_saved: &mut LastSaved,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) {
    let Some(dir) = storage.games.clone() else {
        notices.write(Notice(Tr::new("notice-no-folder")));
        return;
    };
    match write_new(&dir, &save_name(), "txt", &saved_text(game, players)) {
        Ok(path) => {
            log.write(Log::info(format!("saved: {}", path.display())));
            notices.write(Notice(
                Tr::new("notice-saved").with("file", file_name(&path)),
            ));
            last_saved.0 = Some(path);
        }
        Err(e) => {
            log.write(Log::warn(format!(
                "could not save in {}: {e}",
                dir.display()
            )));
            notices.write(Notice(
                Tr::new("notice-save-failed")
                    .with("folder", dir.display().to_string())
                    .with("error", e.to_string()),
            ));
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<RecordRequest>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    setup: Res<NewGameSetup>,
    storage: Res<Storage>,
    mut unfinished: ResMut<Unfinished>,
    mut keeper: ResMut<Keeper>,
    mut last_saved: ResMut<LastSaved>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut loads: MessageWriter<LoadGame>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
    mut save_when_completed: Local<bool>,
    locale: Res<Locale>,
) {
    let mut clipboard = clipboard;
    if *save_when_completed && !game.0.awaiting_completion() {
        *save_when_completed = false;
        // Still the game lost on time (not one loaded or started since): saved with its score.
        if game.0.lost_on_time().is_some() {
            save(
                &storage,
                &game.0,
                &players,
                &mut last_saved,
                &mut notices,
                &mut log,
            );
        }
    }
    // Each load replaces the one before it in the same frame (the last one is shown), so a
    // load after Resume clears `resuming`: the game shown is then only shown, not resumed
    // (issue #25: Resume and a paste in one frame kept the pasted game in the resumed one's
    // place, and finishing it removed the unfinished game's file).
    for r in requests.read() {
        match r {
            RecordRequest::Copy => {
                let t = transcript(&game.0, true);
                let t = if t.is_empty() {
                    reversi_engine::rules::notation::format_board(
                        game.0.discs(reversi_engine::rules::Side::Dark),
                        game.0.discs(reversi_engine::rules::Side::Light),
                        game.0.to_move(),
                    )
                } else {
                    t
                };
                let done = clipboard.as_mut().map(|c| c.set_text(t.clone()));
                log.write(Log::info(format!("transcript: {t}")));
                notices.write(Notice(match done {
                    Some(Ok(())) => Tr::new("notice-copied").with("moves", t),
                    Some(Err(e)) => Tr::new("notice-copy-failed")
                        .with("error", e.to_string())
                        .with("moves", t),
                    None => Tr::new("notice-no-clipboard-copy").with("moves", t),
                }));
            }
            RecordRequest::Paste(text) => match parse_paste(text, setup.options) {
                Ok(g) => {
                    log.write(Log::info(format!("pasted: {} moves", g.history().len())));
                    notices.write(Notice(
                        Tr::new("notice-pasted")
                            .with("number", g.move_number())
                            .with("side", side_name(g.to_move(), &locale)),
                    ));
                    keeper.resuming = false;
                    // Seated as the last game was, against the level chosen now (the start
                    // screen's level buttons change the level alone).
                    loads.write(LoadGame {
                        game: g,
                        players: Seating::of(&setup.players).players(setup.level),
                    });
                }
                Err(e) => {
                    log.write(Log::info(format!("paste refused: {e}")));
                    notices.write(Notice(
                        Tr::new("notice-cannot-paste").with("error", e.to_string()),
                    ));
                }
            },
            RecordRequest::Save if game.0.awaiting_completion() => {
                // Lost on time, its score not known yet: saved with it once completed.
                *save_when_completed = true;
                notices.write(Notice(Tr::new("notice-save-when-completed")));
            }
            RecordRequest::Save => save(
                &storage,
                &game.0,
                &players,
                &mut last_saved,
                &mut notices,
                &mut log,
            ),
            RecordRequest::SaveGgf => {
                save_ggf(&storage, &game.0, &players, &mut notices, &mut log);
            }
            RecordRequest::Load(path) => {
                if load_file(path, &mut loads, &mut notices, &mut log) {
                    keeper.resuming = false;
                }
            }
            RecordRequest::LoadLast => match latest_saved(&storage) {
                Some(p) => {
                    if load_file(&p, &mut loads, &mut notices, &mut log) {
                        keeper.resuming = false;
                    }
                }
                None => {
                    notices.write(Notice(Tr::new("notice-no-saved-game")));
                }
            },
            RecordRequest::Resume => {
                if let Some(rec) = unfinished.0.take() {
                    log.write(Log::info(format!(
                        "resumed: move {}",
                        rec.game.move_number()
                    )));
                    keeper.resuming = true;
                    loads.write(LoadGame {
                        players: players_of(&rec),
                        game: rec.game,
                    });
                }
            }
        }
    }
}

/// Where the game on the board is kept: `unfinished.txt` in the window that keeps it, else a
/// saved game of its own (claimed on its first write). `None`: nowhere to keep it.
fn keep_path(
    storage: &Storage,
    keeper: &mut Keeper,
    text: &str,
    log: &mut MessageWriter<Log>,
) -> std::io::Result<Option<PathBuf>> {
    if keeper.owner {
        let Some(path) = storage.unfinished_file() else {
            return Ok(None);
        };
        write_atomically(&path, text)?;
        return Ok(Some(path));
    }
    let Some(dir) = storage.games.clone() else {
        return Ok(None);
    };
    match keeper.own_file.clone() {
        Some(path) => write_atomically(&path, text).map(|()| Some(path)),
        None => {
            let path = write_new(&dir, &save_name(), "txt", text)?;
            log.write(Log::info(format!(
                "this window's game is kept in {}",
                path.display()
            )));
            keeper.own_file = Some(path.clone());
            Ok(Some(path))
        }
    }
}

/// Writes the game on the board where it is kept (see [`keep_path`]); a failure is told.
fn keep(
    storage: &Storage,
    keeper: &mut Keeper,
    game: &reversi_engine::rules::Game,
    players: &Players,
    notices: Option<&mut MessageWriter<Notice>>,
    log: &mut MessageWriter<Log>,
) {
    if let Err(e) = keep_path(storage, keeper, &saved_text(game, players), log) {
        log.write(Log::warn(format!(
            "Could not keep the unfinished game: {e}"
        )));
        if let Some(n) = notices {
            n.write(Notice(
                Tr::new("notice-keep-failed").with("error", e.to_string()),
            ));
        }
    }
}

/// Keeps the game on the board when its moves change by play: written after each move or
/// undo, and `unfinished.txt` removed when the game it holds is finished by play. A game that
/// is only shown (loaded, pasted or new, with no move played yet) leaves the file alone.
fn keep_unfinished(
    storage: Res<Storage>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    screen: Option<Res<State<Screen>>>,
    phase: Option<Res<State<Phase>>>,
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    mut keeper: ResMut<Keeper>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
) {
    let g = &game.0;
    let new_game = starts.read().count() > 0;
    if loads.read().count() > 0 || new_game {
        // A game to show: kept once a move is played on it, unless it is the resumed one.
        keeper.last = Some(game_key(g));
        keeper.kept = std::mem::take(&mut keeper.resuming);
        keeper.own_file = None;
        return;
    }
    if !screen.is_some_and(|s| *s.get() == Screen::Playing) || !game.is_changed() {
        return;
    }
    if phase.as_ref().is_some_and(|p| *p.get() == Phase::Review) {
        return;
    }
    let key = game_key(g);
    if keeper.last == Some(key) {
        return;
    }
    keeper.last = Some(key);
    let over = g.is_over() || phase.is_some_and(|p| *p.get() == Phase::GameOver);
    if over {
        // Finished by play: the unfinished game it was is gone (a second window's own file
        // stays, as the saved game it now is).
        if keeper.kept && keeper.owner {
            remove_unfinished(&storage, &mut log);
        }
        keeper.kept = false;
    } else if !g.history().is_empty() {
        // The first move of a game that is not the one in the file: the game the file holds
        // (offered on the start screen and not taken up) goes to the saved games first; if
        // it cannot, the file is left alone and this game is not kept.
        if !keeper.kept && !set_aside_unfinished(&storage, &keeper, &mut notices, &mut log) {
            return;
        }
        keeper.kept = true;
        keep(
            &storage,
            &mut keeper,
            g,
            &players,
            Some(&mut notices),
            &mut log,
        );
    } else if keeper.kept && keeper.owner {
        // Every move taken back: there is no unfinished game left to offer.
        remove_unfinished(&storage, &mut log);
    }
}

/// Removes `unfinished.txt` (a failure is only printed: the file then offers a game again).
fn remove_unfinished(storage: &Storage, log: &mut MessageWriter<Log>) {
    if let Some(path) = storage.unfinished_file() {
        match std::fs::remove_file(&path) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                log.write(Log::warn(format!(
                    "could not remove {}: {e}",
                    path.display()
                )));
            }
        }
    }
}

/// Moves the game in `unfinished.txt` to a new saved-game file in the games folder, so that a
/// new game kept in its place never loses it. Told on the message line. False if the file
/// holds a game that could not be set aside (it must then not be written over).
fn set_aside_unfinished(
    storage: &Storage,
    keeper: &Keeper,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) -> bool {
    let Some(path) = storage.unfinished_file() else {
        return true;
    };
    if !keeper.owner {
        return true;
    }
    let text = match read_limited(&path) {
        Ok(t) => t,
        // Nothing there, or no game (a folder or a pipe in its place): nothing to set aside.
        Err(e)
            if matches!(
                e.kind,
                std::io::ErrorKind::NotFound | std::io::ErrorKind::InvalidInput
            ) =>
        {
            return true;
        }
        Err(e) => {
            notices.write(Notice(
                Tr::new("notice-unfinished-left")
                    .with("path", path.display().to_string())
                    .with("error", e.to_string()),
            ));
            return false;
        }
    };
    let Some(dir) = storage.games.clone() else {
        return false;
    };
    match write_new(&dir, &save_name(), "txt", &text) {
        Ok(saved) => {
            log.write(Log::info(format!(
                "unfinished game set aside: {}",
                saved.display()
            )));
            notices.write(Notice(
                Tr::new("notice-set-aside").with("file", file_name(&saved)),
            ));
            true
        }
        Err(e) => {
            notices.write(Notice(
                Tr::new("notice-set-aside-failed").with("error", e.to_string()),
            ));
            false
        }
    }
}

/// On closing the window, the unfinished game is written with its clock as it stands: this
/// runs after Bevy's window-close handling of the same frame, and the clock has been charged
/// up to this frame.
fn keep_unfinished_on_exit(
    mut exits: MessageReader<AppExit>,
    storage: Res<Storage>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    screen: Option<Res<State<Screen>>>,
    mut keeper: ResMut<Keeper>,
    mut log: MessageWriter<Log>,
) {
    if exits.read().count() == 0 {
        return;
    }
    let g = &game.0;
    let playing = screen.is_some_and(|s| *s.get() == Screen::Playing);
    if playing && keeper.kept && !g.is_over() && !g.history().is_empty() {
        keep(&storage, &mut keeper, g, &players, None, &mut log);
    }
}
