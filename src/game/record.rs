//! Transcripts and saved games: copy the transcript (Ctrl+C or a button), paste a transcript,
//! a board string or a saved game to play from it (Ctrl+V), save the game with its options
//! and transcript sheet (Ctrl+S or a button), load a saved game (drop the file on the window,
//! the start screen's button, or `--load FILE`). An unfinished game is written after every
//! move and when the window closes, and offered back on the start screen.
//! The file format lives in `rules::record`; this module only moves text in and out.

use super::settings::{Storage, write_atomically};
use super::{CurrentGame, LoadGame, NewGameSetup, Notice, Phase, PlayerKind, Players, Screen};
use crate::ai::{LEVELS, level_by_name};
use crate::rules::notation::{transcript, transcript_sheet};
use crate::rules::record::{GameRecord, parse_paste, parse_record, write_record};
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use std::path::{Path, PathBuf};

/// What the player asked for.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum RecordRequest {
    /// Copy the transcript to the clipboard.
    Copy,
    /// Start from this text (a saved game, a transcript or a board string).
    Paste(String),
    /// Save the game to the games folder.
    Save,
    /// Load a saved game file.
    Load(PathBuf),
    /// Load the most recently saved game.
    LoadLast,
    /// Resume the unfinished game.
    Resume,
}

/// The game left unfinished last time, if any (read at start-up).
#[derive(Resource, Default, Clone, Debug)]
pub struct Unfinished(pub Option<GameRecord>);

/// The last file written by Save (for tests and the message line).
#[derive(Resource, Default, Clone, Debug)]
pub struct LastSaved(pub Option<PathBuf>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RecordRequest>()
        .add_message::<FileDragAndDrop>()
        .init_resource::<Unfinished>()
        .init_resource::<LastSaved>()
        .add_systems(PreStartup, read_unfinished)
        .add_systems(Startup, load_from_command_line)
        .add_systems(
            Update,
            (record_keys, dropped_files, handle_requests)
                .chain()
                .before(super::turn::TurnSet),
        )
        .add_systems(Last, (keep_unfinished, keep_unfinished_on_exit));
}

/// "you", "player", "computer, Club" → who plays.
fn player_from_text(s: &str) -> PlayerKind {
    match s.strip_prefix("computer") {
        Some(rest) => {
            let name = rest.trim_start_matches([',', ' ']);
            let level = level_by_name(name)
                .ok()
                .and_then(|l| LEVELS.iter().position(|x| x.name == l.name))
                .unwrap_or(crate::ai::DEFAULT_LEVEL);
            PlayerKind::Computer(level)
        }
        None => PlayerKind::Human,
    }
}

/// Who played a saved game; a game saved by hand may name people, who are players here.
pub fn players_of(record: &GameRecord) -> Players {
    Players {
        dark: player_from_text(&record.dark),
        light: player_from_text(&record.light),
    }
}

fn read_unfinished(storage: Res<Storage>, mut unfinished: ResMut<Unfinished>) {
    let Some(path) = storage.unfinished_file() else {
        return;
    };
    let Ok(text) = std::fs::read_to_string(&path) else {
        return;
    };
    match parse_record(&text) {
        Ok(r) if !r.game.is_over() && !r.game.history().is_empty() => unfinished.0 = Some(r),
        Ok(_) => {}
        Err(e) => eprintln!(
            "warning: the unfinished game in {} could not be read ({e}); it is left there",
            path.display()
        ),
    }
}

fn load_from_command_line(launch: Res<super::Launch>, mut requests: MessageWriter<RecordRequest>) {
    if let Some(p) = &launch.0.load {
        requests.write(RecordRequest::Load(p.clone()));
    }
}

/// The newest `.txt` file in the games folder.
pub fn latest_saved(storage: &Storage) -> Option<PathBuf> {
    let dir = storage.games.as_ref()?;
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "txt"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .max()
        .map(|(_, p)| p)
}

fn record_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut requests: MessageWriter<RecordRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(k) = keys else { return };
    let held = |a: KeyCode, b: KeyCode| k.any_pressed([a, b]) || k.any_just_released([a, b]);
    if !held(KeyCode::ControlLeft, KeyCode::ControlRight) {
        return;
    }
    if k.just_pressed(KeyCode::KeyC) {
        requests.write(RecordRequest::Copy);
    }
    if k.just_pressed(KeyCode::KeyS) {
        requests.write(RecordRequest::Save);
    }
    if k.just_pressed(KeyCode::KeyV) {
        let text = clipboard.map(|mut c| c.fetch_text().poll_result());
        match text {
            Some(Some(Ok(t))) => {
                requests.write(RecordRequest::Paste(t));
            }
            Some(Some(Err(e))) => {
                notices.write(Notice(format!("Nothing to paste: {e}")));
            }
            _ => {
                notices.write(Notice("Nothing to paste: no clipboard".into()));
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
fn civil_from_days(z: i64) -> (i64, u32, u32) {
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

/// A file name for a saved game, from the current time (UTC): `game-20261121-142501.txt`.
fn save_name(dir: &Path) -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    let t = secs.rem_euclid(86_400);
    let base = format!(
        "game-{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        t / 3600,
        t / 60 % 60,
        t % 60
    );
    let mut path = dir.join(format!("{base}.txt"));
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = dir.join(format!("{base}-{n}.txt"));
    }
    path
}

/// A saved game's text: the record, then the transcript sheet as comment lines.
pub fn saved_text(game: &crate::rules::Game, players: &Players) -> String {
    use crate::rules::Color as Side;
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

/// Reads a saved game file and starts from it; a bad file is reported with its line.
fn load_file(
    path: &Path,
    loads: &mut MessageWriter<LoadGame>,
    notices: &mut MessageWriter<Notice>,
) {
    let result = std::fs::read_to_string(path)
        .map_err(|e| e.to_string())
        .and_then(|t| parse_record(&t).map_err(|e| e.to_string()));
    match result {
        Ok(rec) => {
            println!("loaded: {}", path.display());
            notices.write(Notice(format!("Loaded {}", path.display())));
            loads.write(LoadGame {
                players: players_of(&rec),
                game: rec.game,
            });
        }
        Err(e) => {
            println!("load refused: {}: {e}", path.display());
            notices.write(Notice(format!("Cannot load {}: {e}", path.display())));
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn handle_requests(
    mut requests: MessageReader<RecordRequest>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    setup: Res<NewGameSetup>,
    storage: Res<Storage>,
    mut unfinished: ResMut<Unfinished>,
    mut last_saved: ResMut<LastSaved>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut loads: MessageWriter<LoadGame>,
    mut notices: MessageWriter<Notice>,
) {
    let mut clipboard = clipboard;
    for r in requests.read() {
        match r {
            RecordRequest::Copy => {
                let t = transcript(&game.0, true);
                let t = if t.is_empty() {
                    crate::rules::notation::format_board(
                        game.0.discs(crate::rules::Color::Dark),
                        game.0.discs(crate::rules::Color::Light),
                        game.0.to_move(),
                    )
                } else {
                    t
                };
                let done = clipboard.as_mut().map(|c| c.set_text(t.clone()));
                println!("transcript: {t}");
                notices.write(Notice(match done {
                    Some(Ok(())) => format!("Copied: {t}"),
                    Some(Err(e)) => format!("Could not copy ({e}): {t}"),
                    None => format!("No clipboard: {t}"),
                }));
            }
            RecordRequest::Paste(text) => match parse_paste(text, setup.options) {
                Ok(g) => {
                    println!("pasted: {} moves", g.history().len());
                    notices.write(Notice(format!(
                        "Pasted: move {}, {} to move",
                        g.move_number(),
                        g.to_move()
                    )));
                    loads.write(LoadGame {
                        game: g,
                        players: setup.players,
                    });
                }
                Err(e) => {
                    println!("paste refused: {e}");
                    notices.write(Notice(format!("Cannot paste: {e}")));
                }
            },
            RecordRequest::Save => {
                let Some(dir) = storage.games.clone() else {
                    notices.write(Notice("No folder to save games in".into()));
                    continue;
                };
                let path = save_name(&dir);
                match write_atomically(&path, &saved_text(&game.0, &players)) {
                    Ok(()) => {
                        println!("saved: {}", path.display());
                        notices.write(Notice(format!("Saved to {}", path.display())));
                        last_saved.0 = Some(path);
                    }
                    Err(e) => {
                        notices.write(Notice(format!("Could not save to {}: {e}", path.display())));
                    }
                }
            }
            RecordRequest::Load(path) => load_file(path, &mut loads, &mut notices),
            RecordRequest::LoadLast => match latest_saved(&storage) {
                Some(p) => load_file(&p, &mut loads, &mut notices),
                None => {
                    notices.write(Notice("No saved game yet".into()));
                }
            },
            RecordRequest::Resume => {
                if let Some(rec) = unfinished.0.take() {
                    println!("resumed: move {}", rec.game.move_number());
                    loads.write(LoadGame {
                        players: players_of(&rec),
                        game: rec.game,
                    });
                }
            }
        }
    }
}

/// Writes the unfinished game when its moves change; removes the file when the game ends.
fn keep_unfinished(
    storage: Res<Storage>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    screen: Option<Res<State<Screen>>>,
    phase: Option<Res<State<Phase>>>,
    mut last: Local<Option<(usize, usize, Option<crate::rules::Ply>)>>,
) {
    let Some(path) = storage.unfinished_file() else {
        return;
    };
    if !screen.is_some_and(|s| *s.get() == Screen::Playing) || !game.is_changed() {
        return;
    }
    if phase.as_ref().is_some_and(|p| *p.get() == Phase::Review) {
        return;
    }
    let g = &game.0;
    // The clock changes the game every frame; only a change of the moves is written.
    let key = (
        g.history().len(),
        g.redo_stack().len(),
        g.last_ply().copied(),
    );
    if last.as_ref() == Some(&key) {
        return;
    }
    let over = g.is_over() || phase.is_some_and(|p| *p.get() == Phase::GameOver);
    if over {
        let _ = std::fs::remove_file(&path);
    } else if !g.history().is_empty() {
        if let Err(e) = write_atomically(&path, &saved_text(g, &players)) {
            eprintln!(
                "warning: could not keep the unfinished game in {}: {e}",
                path.display()
            );
        }
    } else {
        // A new game with no move yet leaves the last unfinished one in place.
        return;
    }
    *last = Some(key);
}

/// On closing the window, the unfinished game is written with its clock as it stands.
fn keep_unfinished_on_exit(
    mut exits: MessageReader<AppExit>,
    storage: Res<Storage>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    screen: Option<Res<State<Screen>>>,
) {
    if exits.read().count() == 0 {
        return;
    }
    let g = &game.0;
    let playing = screen.is_some_and(|s| *s.get() == Screen::Playing);
    if let Some(path) = storage.unfinished_file()
        && playing
        && !g.is_over()
        && !g.history().is_empty()
    {
        let _ = write_atomically(&path, &saved_text(g, &players));
    }
}
