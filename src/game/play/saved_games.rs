//! Transcripts and saved games: copy the transcript (Ctrl+C or a button), paste a transcript,
//! a board string or a saved game to play from it (Ctrl+V), save the game with its options
//! and transcript sheet (Ctrl+S or a button), load a saved game (drop the file on the window,
//! the start screen's button, or `--load FILE`). The file format lives in `rules::record`;
//! this module only moves text in and out. A file or pasted text larger than a saved game can
//! be ([`reversi_engine::rules::record::MAX_RECORD_BYTES`]) is refused with its size, without being
//! read.
//!
//! A game finished by play is saved on its own (see `keeping`), and Save of a game already
//! saved with the same text names that file instead of writing it again. The unfinished game
//! and the finished games' saving live in `keeping`.
//!
//! A write that fails (read-only folder, full disk) is told in the window.

use crate::game::core::i18n::{Arg, Tr};
use crate::game::core::log::Log;
use crate::game::core::messages::RecordRequest;
use crate::game::core::messages::{LoadGame, Notice};
use crate::game::core::options::Launch;
use crate::game::core::state::{CurrentGame, NewGameSetup, PlayerKind, Players, Seating};
use crate::game::core::storage::{Storage, write_new};
use crate::game::core::systems::GameSystems;
use crate::game::play::game_files::{
    file_name, over_limit_mib, read_limited, save_failed, save_name, saved_text,
};
use crate::game::play::keeping::{Keeper, Unfinished, saved_by_hand};
use crate::game::play::words::{notation_error, side_tr};
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use reversi_engine::rules::notation::{NotationError, transcript};
use reversi_engine::rules::record::{
    GameRecord, MAX_RECORD_BYTES, PasteKind, mib, parse_record, read_paste,
};
use std::path::{Path, PathBuf};

/// The last file written by Save (for tests and the message line).
#[derive(Resource, Default, Clone, Debug)]
pub struct LastSaved(pub Option<PathBuf>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RecordRequest>()
        .add_message::<FileDragAndDrop>()
        .init_resource::<LastSaved>()
        .add_systems(Startup, load_from_command_line)
        .add_systems(
            Update,
            (record_keys, dropped_files, handle_requests)
                .chain()
                .before(GameSystems::Turn),
        );
}

/// Who played a saved game; a game saved by hand may name people, who are players here.
pub(crate) fn players_of(record: &GameRecord) -> Players {
    Players {
        dark: PlayerKind::from_description(&record.dark),
        light: PlayerKind::from_description(&record.light),
    }
}

fn load_from_command_line(launch: Res<Launch>, mut requests: MessageWriter<RecordRequest>) {
    if let Some(p) = &launch.0.load {
        requests.write(RecordRequest::Load(p.clone()));
    }
}

/// The newest `.txt` file in the games folder that reads as a game.
pub fn latest_saved(storage: &Storage) -> Option<PathBuf> {
    latest_game(storage).map(|l| l.game)
}

/// The newest game of the games folder, and the newer `.txt` files passed over on the way
/// (a note, a damaged save), newest first: Load last says so rather than skip them unsaid.
pub(crate) struct LatestGame {
    game: PathBuf,
    passed_over: Vec<PathBuf>,
}

/// See [`LatestGame`].
pub(crate) fn latest_game(storage: &Storage) -> Option<LatestGame> {
    let dir = storage.games.as_ref()?;
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "txt"))
        // As the games list: no hidden files, no folders (a link followed).
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .filter_map(|e| {
            let meta = std::fs::metadata(e.path()).ok()?;
            (!meta.is_dir()).then_some((meta.modified().ok()?, e.path()))
        })
        .collect();
    files.sort_unstable_by(|a, b| b.cmp(a));
    // Newest first, passing over files that are not games: the games list shows those as
    // such, and the newest game is still offered.
    let mut passed_over = Vec::new();
    for (_, p) in files {
        if read_limited(&p).is_ok_and(|t| parse_file(&t).is_ok()) {
            return Some(LatestGame {
                game: p,
                passed_over,
            });
        }
        passed_over.push(p);
    }
    None
}

/// Why the clipboard gave no text, in the player's words (its own words name formats and
/// backends).
fn clipboard_refusal(e: bevy::clipboard::ClipboardError) -> Tr {
    use bevy::clipboard::ClipboardError as E;
    match e {
        E::ContentNotAvailable | E::ConversionFailure => Tr::new("notice-paste-not-text"),
        E::ClipboardNotSupported => Tr::new("notice-no-clipboard-paste"),
        E::ClipboardOccupied => Tr::new("notice-clipboard-busy"),
        E::Unknown { description } => Tr::new("notice-nothing-to-paste").with("error", description),
        // A kind added later: its own words, as the unknown one's.
        other => Tr::new("notice-nothing-to-paste").with("error", other.to_string()),
    }
}

fn record_keys(
    keys: Res<ButtonInput<KeyCode>>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut requests: MessageWriter<RecordRequest>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
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
                log.write(Log::info(format!("paste refused: the clipboard: {e}")));
                notices.write(Notice(clipboard_refusal(e)));
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

/// A game file's game and its players' names as the file writes them: a saved game, or a
/// GGF file (its first game, Black's and White's names).
pub(crate) fn parse_file_named(
    text: &str,
) -> Result<(reversi_engine::rules::Game, String, String), NotationError> {
    use reversi_engine::rules::ggf::{is_ggf, parse_ggf_first};
    if is_ggf(text.trim_start()) {
        let games = parse_ggf_first(text, 1)?;
        let first = games.first().ok_or_else(no_ggf_game)?;
        let game = first.to_game(1)?;
        return Ok((game, first.black().to_string(), first.white().to_string()));
    }
    let rec = parse_record(text)?;
    Ok((rec.game, rec.dark, rec.light))
}

/// A GGF text without a game.
fn no_ggf_game() -> NotationError {
    NotationError {
        line: None,
        move_no: None,
        message: "no game in the GGF file".to_string(),
        problem: None,
    }
}

/// A game file's game and players: a saved game, or a GGF file (its first game, between two
/// players: GGF names are not the game's players, and its moves are imported).
fn parse_file(text: &str) -> Result<(reversi_engine::rules::Game, Players), NotationError> {
    use reversi_engine::rules::ggf::{is_ggf, parse_ggf};
    if is_ggf(text.trim_start()) {
        let games = parse_ggf(text)?;
        let first = games.first().ok_or_else(no_ggf_game)?;
        let mut game = first.to_game(1)?;
        // Its moves were played by the players it names, not by the people who sit down now.
        game.set_imported_plies(game.history().len());
        let humans = Players {
            dark: PlayerKind::Human,
            light: PlayerKind::Human,
        };
        return Ok((game, humans));
    }
    let rec = parse_record(text)?;
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
        Err(e) => save_failed(&dir, &e, notices, log),
    }
}

/// Reads a saved game file and starts from it; a bad file is reported with its line. True if
/// the game is loaded.
fn load_file(
    path: &Path,
    loads: &mut MessageWriter<LoadGame>,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) -> Option<Loaded> {
    // Why not, in English for the log and in the player's words for the notice.
    let result = read_limited(path)
        .map_err(|e| (e.to_string(), e.said(&path.display().to_string())))
        .and_then(|t| {
            let (game, players) = parse_file(&t).map_err(|e| {
                let file = path.display().to_string();
                let said = Tr::new("error-in-file")
                    .with("file", file.as_str())
                    .with("error", notation_error(&e));
                (format!("{file}: {e}"), said)
            })?;
            Ok((t, game, players))
        });
    match result {
        Ok((text, game, players)) => {
            log.write(Log::info(format!("loaded: {}", path.display())));
            notices.write(Notice(
                Tr::new("notice-loaded").with("file", file_name(path)),
            ));
            // A file as Save writes it: saving the game unchanged names this file.
            let saved = (text == saved_text(&game, &players)).then(|| (text, path.to_path_buf()));
            loads.write(LoadGame { players, game });
            Some(Loaded { saved })
        }
        Err((english, said)) => {
            log.write(Log::info(format!("load refused: {english}")));
            notices.write(Notice(Tr::new("notice-cannot-load").with("error", said)));
            None
        }
    }
}

/// Tells that Load last passed over newer files that are not games (replacing the notice
/// that names the file loaded, which it repeats).
fn passed_over(
    latest: &LatestGame,
    newest: &Path,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) {
    let names: Vec<String> = latest.passed_over.iter().map(|p| file_name(p)).collect();
    log.write(Log::info(format!(
        "load last: passed over {} (not a game)",
        names.join(", ")
    )));
    notices.write(Notice(
        Tr::new("notice-loaded-passed-over")
            .with("file", file_name(&latest.game))
            .with("skipped", file_name(newest))
            .with("count", Arg::Int(names.len() as i64)),
    ));
}

/// A game file loaded: its text and path when it is a saved game as Save writes it.
struct Loaded {
    saved: Option<(String, PathBuf)>,
}

/// Saves the game in a new file in the games folder; the outcome is told on the message line.
/// A game already saved with the same text (saved when it finished, or saved twice) names
/// the file that holds it instead of writing another.
fn save(
    storage: &Storage,
    game: &reversi_engine::rules::Game,
    players: &Players,
    keeper: &mut Keeper,
    last_saved: &mut LastSaved,
    notices: &mut MessageWriter<Notice>,
    log: &mut MessageWriter<Log>,
) {
    let Some(dir) = storage.games.clone() else {
        notices.write(Notice(Tr::new("notice-no-folder")));
        return;
    };
    let text = saved_text(game, players);
    if let Some(path) = keeper.saved_as(&text) {
        log.write(Log::info(format!("already saved: {}", path.display())));
        notices.write(Notice(
            Tr::new("notice-saved").with("file", file_name(&path)),
        ));
        saved_by_hand(storage, keeper, game, &text, &path, log);
        last_saved.0 = Some(path);
        return;
    }
    match write_new(&dir, &save_name(), "txt", &text) {
        Ok(path) => {
            log.write(Log::info(format!("saved: {}", path.display())));
            notices.write(Notice(
                Tr::new("notice-saved").with("file", file_name(&path)),
            ));
            saved_by_hand(storage, keeper, game, &text, &path, log);
            keeper.saved = Some((text, path.clone()));
            last_saved.0 = Some(path);
        }
        Err(e) => save_failed(&dir, &e, notices, log),
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
                &mut keeper,
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
            RecordRequest::Paste(text) => match read_paste(text, setup.options) {
                (_, Ok(g)) => {
                    log.write(Log::info(format!("pasted: {} moves", g.history().len())));
                    notices.write(Notice(if g.is_over() {
                        Tr::new("notice-pasted-over")
                    } else {
                        Tr::new("notice-pasted")
                            .with("number", g.move_number())
                            .with("side", side_tr(g.to_move()))
                    }));
                    keeper.resuming = false;
                    keeper.loaded_saved = None;
                    // Seated as the last game was, against the level chosen now (the start
                    // screen's level buttons change the level alone).
                    loads.write(LoadGame {
                        game: g,
                        players: Seating::of(&setup.players).players(setup.level),
                    });
                }
                (kind, Err(e)) => {
                    log.write(Log::info(format!("paste refused: {e}")));
                    // Text that is no game at all is told so in the player's language; the
                    // errors of a game's text name what and where.
                    notices.write(Notice(match kind {
                        PasteKind::NoGame => Tr::new("notice-paste-no-game"),
                        PasteKind::Empty => Tr::new("notice-paste-empty"),
                        PasteKind::TooLarge => Tr::new("notice-paste-too-large")
                            .with("size", over_limit_mib(text.len() as u64))
                            .with("max", Arg::decimal(mib(MAX_RECORD_BYTES), 1)),
                        _ => Tr::new("notice-cannot-paste").with("error", notation_error(&e)),
                    }));
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
                &mut keeper,
                &mut last_saved,
                &mut notices,
                &mut log,
            ),
            RecordRequest::SaveGgf => {
                save_ggf(&storage, &game.0, &players, &mut notices, &mut log);
            }
            RecordRequest::Load(path) => {
                if let Some(l) = load_file(path, &mut loads, &mut notices, &mut log) {
                    keeper.resuming = false;
                    keeper.loaded_saved = l.saved;
                }
            }
            RecordRequest::LoadLast => match latest_game(&storage) {
                Some(latest) => {
                    if let Some(l) = load_file(&latest.game, &mut loads, &mut notices, &mut log) {
                        keeper.resuming = false;
                        keeper.loaded_saved = l.saved;
                        if let Some(newest) = latest.passed_over.first() {
                            passed_over(&latest, newest, &mut notices, &mut log);
                        }
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
                    keeper.loaded_saved = None;
                    loads.write(LoadGame {
                        players: players_of(&rec),
                        game: rec.game,
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::core::i18n::Locale;
    use bevy::clipboard::ClipboardError;

    /// The clipboard's own words name formats and backends; the player reads why there is
    /// nothing to paste in the game's words and language.
    #[test]
    fn a_clipboard_without_text_is_told_in_the_players_words() {
        let mut locale = Locale::default();
        let said = |locale: &Locale, e| locale.render(&clipboard_refusal(e));
        for e in [
            ClipboardError::ConversionFailure,
            ClipboardError::ContentNotAvailable,
        ] {
            assert_eq!(
                said(&locale, e),
                "Nothing to paste: the clipboard holds something other than text"
            );
        }
        assert_eq!(
            said(&locale, ClipboardError::ClipboardNotSupported),
            "Nothing to paste: no clipboard"
        );
        locale.set_lang(crate::game::core::i18n::Lang::French);
        assert_eq!(
            said(&locale, ClipboardError::ClipboardOccupied),
            "Rien à coller\u{a0}: un autre programme utilise le presse-papiers\u{a0}; réessayez"
        );
    }
}
