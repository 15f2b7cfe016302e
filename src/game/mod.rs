//! The Bevy app: a 3D board whose squares and discs are entities. The folders are its layers,
//! from the bottom up; each folder's `mod.rs` says what it holds and what it may import:
//!
//! - `core`: the shared state and messages, the system stages, background jobs, the redraw
//!   requests, the log and the game's files (imports nothing of the game);
//! - `theme`: the widget kit;
//! - `world`: the 3D board, discs, camera, animations, piles and sounds;
//! - `play`: the turn, history and review, the computer, clocks, saved games, hints and the
//!   analysis job;
//! - `input`: pointer, keyboard and menu keys, turned into messages;
//! - `ui`: the layout, HUD, start screen, pause menu, scoring screen and analysis panel;
//! - `app`: the plugin assembly, the window, the settings, the redraw policy, the test hooks.
//!
//! Data flows one way: click (or the AI) → `MoveRequest` → rules → `MovePlayed` → flip
//! animation → next turn. The screen shows the rules' state; it never decides a rule. Each
//! piece of state has one owner; other plugins send it messages.

pub(crate) mod app;
pub(crate) mod core;
pub(crate) mod input;
pub(crate) mod play;
pub(crate) mod theme;
pub(crate) mod ui;
pub(crate) mod world;

// What the binary and the tests drive the game with; everything else stays inside the crate.
pub use self::app::assembly::{plugin, run_with};
pub use self::app::quit_signal::QuitSignal;
pub use self::app::settings::{SavedSettings, SettingsError, load as load_settings};
pub use self::core::display::{DisplaySettings, HintStrength, Quality, Theme, WindowPlacement};
pub use self::core::i18n::{
    Arg, Catalog, Lang, Locale, SOURCES, Tr, format_number, system_language, system_language_now,
};
pub use self::core::messages::{
    AnalysisRequest, EarlyMove, GameChange, HintRequest, LibraryRequest, LoadGame, MovePlayed,
    MoveRefused, MoveRequest, Notice, OpenFileRequest, RecordRequest, RedoRequest, Redraw,
    SettingChange, StartNewGame, UndoRequest,
};
pub use self::core::options::{Launch, LaunchOptions};
pub use self::core::redraw::{Pace, THINKING_TICK, WARM_UP_SECS};
pub use self::core::state::{
    CurrentGame, GamesList, KeyCursor, NewGameSetup, Phase, PlayerKind, Players, Review, Screen,
    Seating, SettingsNotice,
};
pub use self::core::storage::{Storage, write_atomically, write_new};
pub use self::input::keyboard::{CursorRing, HelpOverlay};
pub use self::input::menu_keys::MenuFocus;
pub use self::input::pointer::Flash;
pub use self::play::clock::{ClockText, Completion};
pub use self::play::computer::AiPlayer;
pub use self::play::file_chooser::{FileChooser, SessionBus, path_of_uri};
pub use self::play::game_analysis::Analysis;
pub use self::play::game_files::{read_limited, saved_text};
pub use self::play::game_list::{
    Entry, Filter, Finish, OpponentFilter, ResultFilter, Row, ScanReport, Summary, TRASH_DAYS,
    Trashed, YourResult, date_text, empty_old_trash, filtered, index_path, move_no_clobber,
    move_to_trash, restore, scan, sort_newest_first,
};
pub use self::play::hints::{HintLabel, Hints};
pub use self::play::keeping::Unfinished;
pub use self::play::library::{Library, PAGE};
pub use self::play::player_record::{
    BEGINNER_RATING, Finished, LADDER_SCORES, LAST_RESULTS, LevelRecord, Record, elo_difference,
    estimate_rating, expected_score, gather, level_ratings, record_path,
};
pub use self::play::saved_games::{LastSaved, latest_saved};
pub use self::play::turn::{QueuedMove, new_game_options};
pub use self::theme::widget::ButtonName;
pub use self::ui::analysis_panel::{AnalysisAside, GraphColumn, MistakeEntry, ReviewedLine};
pub use self::ui::hud::{
    CardCount, EarlierMessageText, MessageText, MoveListText, PassBanner, pass_notice,
};
pub use self::ui::layout::{AnalysisPanel, StatusText};
pub use self::ui::opening::OpeningText;
pub use self::ui::score_screen::{COMPLETING, score_lines};
pub use self::ui::setting_rows::SettingLabel;
pub use self::world::camera::{Orbit, fit_distance};
pub use self::world::count::{CountLabel, CountedDisc, count_squares};
pub use self::world::flip::{Dropping, Flipping, Leaving};
pub use self::world::geometry::square_to_world;
pub use self::world::ghost::{GhostDisc, ReviewLabel};
pub use self::world::sound::{SoundCue, SoundLog};
pub use self::world::squares::{
    BoardAssets, Disc, LastMoveMarker, LegalMarker, SquareCell, palette,
};
pub use self::world::supply::PileDisc;
