//! Keeping the games played in this window: the unfinished game, and each finished game
//! saved.
//!
//! **The unfinished game.** `unfinished.txt` in the config folder is written after every move
//! played in this window and when the window closes, and offered back on the start screen
//! (read again each time the start screen is shown). A game the computer alone has moved in
//! (its first move, with the person yet to play) is not kept; a game the computer plays
//! against itself is, from its first move. It is removed when the game it holds is finished by
//! play, or taken back to before the person's first move; showing a finished game (loading or
//! pasting one) leaves it.
//! One window at a time keeps it: the first window holds `unfinished.lock` (an operating
//! system lock, released when the window's process ends, even by a crash). A second window
//! neither offers nor touches that game; it says so on its start screen, and keeps each of
//! its own games as a saved game in the games folder instead (written after every move), so
//! "Load the last saved game" brings it back.
//!
//! **Finished games.** A game finished by a move played in this window (or lost on time here)
//! is saved in the games folder as Save would save it, so that "Your games" lists it for
//! review. A game lost on time is saved once its completed score is known. Save of a game
//! saved already names the file that holds it instead of writing another; a second window's
//! game is finished in the file that kept it.
//!
//! A write that fails (read-only folder, full disk) is told in the window.

use super::game_files::{file_name, read_limited, save_failed, save_name, saved_text};
use crate::game::core::i18n::Tr;
use crate::game::core::log::Log;
use crate::game::core::messages::{LoadGame, Notice, StartNewGame};
use crate::game::core::state::{CurrentGame, Phase, PlayerKind, Players, Screen};
use crate::game::core::storage::{Storage, remove_stale_temporaries, write_atomically, write_new};
use crate::game::core::systems::GameSystems;
use bevy::prelude::*;
use reversi_engine::rules::record::{GameRecord, parse_record};
use reversi_engine::rules::{PlyKind, Side};
use std::path::PathBuf;

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
    pub(super) resuming: bool,
    /// The game's moves when last looked at.
    last: Option<GameKey>,
    /// The text last written as a saved game (by Save, or when a game finished) and its
    /// file: the same text is not saved twice.
    pub(super) saved: Option<(String, PathBuf)>,
    /// The saved game's text and file that the next `LoadGame` shows (loaded from a file as
    /// Save writes it): saving it unchanged names that file.
    pub(super) loaded_saved: Option<(String, PathBuf)>,
    /// The game on the board was lost on time here and is saved once its score is known.
    finish_when_completed: bool,
}

impl Keeper {
    /// The file that already holds `text` as a saved game, if it is still there.
    pub(super) fn saved_as(&self, text: &str) -> Option<PathBuf> {
        self.saved
            .as_ref()
            .filter(|(t, p)| t == text && p.is_file())
            .map(|(_, p)| p.clone())
    }
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Unfinished>()
        .init_resource::<UnfinishedNotice>()
        .init_resource::<Keeper>()
        .add_systems(
            OnEnter(Screen::Start),
            refresh_unfinished.in_set(GameSystems::FindUnfinished),
        )
        .add_systems(
            Last,
            (
                keep_unfinished,
                save_when_completed,
                // After Bevy turns a window-close request into `AppExit` in this same frame.
                keep_unfinished_on_exit.after(bevy::window::ExitSystems),
            )
                .chain()
                .before(GameSystems::Log),
        );
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
            let file = path.display().to_string();
            notice.0 = Some(Tr::new("notice-unfinished-unreadable").with("error", e.said(&file)));
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

/// An unfinished game saved by hand as `text` in `path`: in the window that keeps it,
/// `unfinished.txt` is written with the same text (a clock's time left included) and the
/// saved file's name beside it ([`Storage::unfinished_saved_as_file`]), so that setting it
/// aside later, in this run or the next, names the saved file instead of copying it.
pub(super) fn saved_by_hand(
    storage: &Storage,
    keeper: &mut Keeper,
    game: &reversi_engine::rules::Game,
    text: &str,
    path: &std::path::Path,
    log: &mut MessageWriter<Log>,
) {
    if game.is_over() {
        return;
    }
    if !(keeper.kept && keeper.owner) {
        return;
    }
    if let Err(e) = keep_path(storage, keeper, text, log) {
        log.write(Log::warn(format!(
            "Could not keep the unfinished game: {e}"
        )));
        return;
    }
    let Some(note) = storage.unfinished_saved_as_file() else {
        return;
    };
    // Its name alone: the file is looked for in the games folder, where Save writes.
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|_| path.parent() == storage.games.as_deref());
    let noted = match name {
        Some(name) => write_atomically(&note, &format!("{name}\n")),
        None => forget_saved_by_hand(storage),
    };
    if let Err(e) = noted {
        log.write(Log::warn(format!(
            "Could not note the file the unfinished game is saved in: {e}"
        )));
    }
}

/// The saved-game file in the games folder that holds `text`, the unfinished game, as it was
/// saved by hand ([`saved_by_hand`]), if it still holds that game. Their clocks' time left
/// may differ: closing the window writes the unfinished game with the time thought since.
fn saved_by_hand_as(storage: &Storage, text: &str) -> Option<PathBuf> {
    let note = read_limited(&storage.unfinished_saved_as_file()?).ok()?;
    let name = note.lines().next().filter(|n| {
        !n.is_empty() && std::path::Path::new(n).file_name() == Some(std::ffi::OsStr::new(n))
    })?;
    let saved = storage.games.as_ref()?.join(name);
    let held = read_limited(&saved).ok()?;
    reversi_engine::rules::record::same_game_but_clock(&held, text).then_some(saved)
}

/// Removes the note of [`saved_by_hand`] (missing already is fine).
fn forget_saved_by_hand(storage: &Storage) -> std::io::Result<()> {
    match storage.unfinished_saved_as_file().map(std::fs::remove_file) {
        Some(Err(e)) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
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
/// undo once a person has a move in it, and `unfinished.txt` removed when the game it holds is
/// finished by play. A game that is only shown (loaded, pasted or new, with no move played
/// yet), or that only the computer has moved in, leaves the file alone.
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
        keeper.finish_when_completed = false;
        // Another game: the same moves finished in it are a game of their own (a saved game
        // loaded is held by its file).
        keeper.saved = keeper.loaded_saved.take();
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
        // Finished by play: the unfinished game it was is gone, and the finished game is
        // saved (a second window's own file becomes that saved game).
        if keeper.kept && keeper.owner {
            remove_unfinished(&storage, &mut log);
        }
        keeper.kept = false;
        if g.awaiting_completion() {
            keeper.finish_when_completed = true;
        } else {
            save_finished(&storage, &mut keeper, g, &players, &mut notices, &mut log);
        }
    } else if played_by_a_person(g, &players) {
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
        // Every move taken back, or every move the person played: there is no unfinished game
        // left to offer.
        remove_unfinished(&storage, &mut log);
    }
}

/// The game holds a move of a side a person plays, or, with no person playing (the computer
/// against itself), any move. A game the computer alone has moved in (its first move, the
/// person yet to play) is not worth keeping.
fn played_by_a_person(g: &reversi_engine::rules::Game, players: &Players) -> bool {
    let person = |side| players.of(side) == PlayerKind::Human;
    let moves = g
        .history()
        .iter()
        .filter(|p| matches!(p.kind, PlyKind::Move(_)));
    if !person(Side::Dark) && !person(Side::Light) {
        return moves.count() > 0;
    }
    moves.into_iter().any(|p| person(p.color))
}

/// Saves a game finished by play in the games folder: in a second window, in the file that
/// kept it; otherwise in a new file, unless the same game is saved already. Told on the
/// message line.
fn save_finished(
    storage: &Storage,
    keeper: &mut Keeper,
    game: &reversi_engine::rules::Game,
    players: &Players,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) {
    let Some(dir) = storage.games.clone() else {
        return;
    };
    let text = saved_text(game, players);
    if keeper.saved_as(&text).is_some() {
        return;
    }
    // A second window's own file stays its game's file (a new game or a load forgets it).
    let written = match keeper.own_file.clone() {
        Some(path) => write_atomically(&path, &text).map(|()| path),
        None => write_new(&dir, &save_name(), "txt", &text),
    };
    match written {
        Ok(path) => {
            log.write(Log::info(format!(
                "finished game saved: {}",
                path.display()
            )));
            notices.write(Notice(
                Tr::new("notice-finished-saved").with("file", file_name(&path)),
            ));
            keeper.saved = Some((text, path));
        }
        Err(e) => save_failed(&dir, &e, notices, log),
    }
}

/// A game lost on time here is saved once its completed score is known (a game loaded or
/// started since is not: [`keep_unfinished`] clears the wait).
fn save_when_completed(
    storage: Res<Storage>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    mut keeper: ResMut<Keeper>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
) {
    if !keeper.finish_when_completed || game.0.awaiting_completion() {
        return;
    }
    keeper.finish_when_completed = false;
    if game.0.lost_on_time().is_some() {
        save_finished(
            &storage,
            &mut keeper,
            &game.0,
            &players,
            &mut notices,
            &mut log,
        );
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
                    .with("error", e.problem.words()),
            ));
            return false;
        }
    };
    // Saved by hand as it stands (Save, then another game): the file that still holds it is
    // named, and no copy is made.
    let by_hand = saved_by_hand_as(storage, &text);
    // The game it noted is set aside now; a new game takes its place.
    let _ = forget_saved_by_hand(storage);
    if let Some(saved) = by_hand {
        log.write(Log::info(format!(
            "unfinished game already saved: {}",
            saved.display()
        )));
        notices.write(Notice(
            Tr::new("notice-set-aside").with("file", file_name(&saved)),
        ));
        return true;
    }
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
    if playing && keeper.kept && !g.is_over() && played_by_a_person(g, &players) {
        keep(&storage, &mut keeper, g, &players, None, &mut log);
    }
}
