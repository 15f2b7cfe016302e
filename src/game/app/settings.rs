//! The last choices, remembered: `settings.ron` in the platform's config directory
//! (`directories`), read at start-up and written when a choice changes. It never stops the
//! game:
//!
//! - a file that does not parse is reported on the start screen, kept beside as
//!   `settings.ron.bad` (or `settings.ron.bad-2`, … so an older one is never overwritten),
//!   and replaced by the defaults;
//! - a file that cannot be read (no permission, not UTF-8) is reported and left alone: the
//!   choices made in that run are not written over it;
//! - the game options given on the command line (`--variant`, `--level`, …) apply to that run
//!   only and are not remembered;
//! - a failed write (read-only folder, full disk) is told in the window.
//!
//! Every file the game writes goes through [`write_atomically`]
//! or [`write_new`](crate::game::core::storage::write_new).

use crate::game::core::display::speed_name;
use crate::game::core::display::{DisplaySettings, HintStrength, Quality, Theme, WindowPlacement};
use crate::game::core::i18n::Lang;
use crate::game::core::i18n::Tr;
use crate::game::core::log::Log;
use crate::game::core::messages::Play;
use crate::game::core::messages::SettingChange;
use crate::game::core::messages::{Notice, StartNewGame};
use crate::game::core::state::Seating;
use crate::game::core::state::SettingsNotice;
use crate::game::core::state::{NewGameSetup, PlayerKind, Players};
use crate::game::core::storage::Storage;
use crate::game::core::storage::write_atomically;
use crate::game::core::systems::GameSystems;
use crate::game::play::game_files::ReadProblem;
use bevy::prelude::*;
use reversi_engine::ai::{DEFAULT_LEVEL, LEVELS, level_by_name};
use reversi_engine::rules::{StartPosition, Supply, Variant};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Clock choices, in minutes per player (0: no clock).
pub(crate) const CLOCK_CHOICES: [u32; 9] = [0, 1, 2, 3, 5, 10, 15, 20, 30];

/// The next value in a cycle of choices.
fn next_in<T: PartialEq + Copy>(all: &[T], cur: T) -> T {
    let i = all.iter().position(|x| *x == cur).unwrap_or(0);
    all[(i + 1) % all.len()]
}

impl SettingChange {
    /// Makes the change.
    pub(crate) fn apply(self, setup: &mut NewGameSetup, display: &mut DisplaySettings) {
        let o = &mut setup.options;
        match self {
            SettingChange::LevelDown => setup.level = setup.level.saturating_sub(1),
            SettingChange::LevelUp => setup.level = (setup.level + 1).min(LEVELS.len() - 1),
            SettingChange::SetLevel(i) => setup.level = i.min(LEVELS.len() - 1),
            SettingChange::NextVariant => o.set_variant(next_in(&Variant::ALL, o.variant)),
            SettingChange::NextStart => {
                // The seven positions, then "random arrangement", then round again.
                if setup.random_start {
                    setup.random_start = false;
                    o.start = StartPosition::Standard;
                } else if o.start == StartPosition::EmptyCentre {
                    setup.random_start = true;
                    o.start = StartPosition::Standard;
                } else {
                    o.start = next_in(&StartPosition::ALL, o.start);
                }
            }
            SettingChange::NextSupply => o.supply = next_in(&Supply::ALL, o.supply),
            SettingChange::ToggleEmpties => o.empties_to_winner = !o.empties_to_winner,
            SettingChange::NextClock => {
                o.set_clock_minutes(next_in(&CLOCK_CHOICES, o.clock_minutes()));
            }
            SettingChange::ToggleAlternate => {
                setup.alternate_colours = !setup.alternate_colours;
            }
            SettingChange::NextSpeed => {
                display.anim_speed = match speed_name(display.anim_speed) {
                    "normal" => 2.0,
                    "fast" => 0.0,
                    "instant" => 0.6,
                    _ => 1.0,
                }
            }
            SettingChange::ToggleLegalDots => display.show_legal = !display.show_legal,
            SettingChange::ToggleSound => display.sound = !display.sound,
            SettingChange::ToggleTheme => {
                display.theme = match display.theme {
                    Theme::Standard => Theme::HighContrast,
                    Theme::HighContrast => Theme::Standard,
                }
            }
            SettingChange::NextQuality => display.quality = next_in(&Quality::ALL, display.quality),
            SettingChange::NextHintStrength => {
                display.hint_strength = next_in(&HintStrength::ALL, display.hint_strength);
            }
            SettingChange::NextUiScale => {
                display.ui_scale = next_in(&DisplaySettings::UI_SCALES, display.ui_scale);
            }
            SettingChange::LargerUi | SettingChange::SmallerUi => {
                let scales = DisplaySettings::UI_SCALES;
                let at = scales
                    .iter()
                    .position(|&s| s == display.ui_scale)
                    .unwrap_or(1);
                let to = if self == SettingChange::LargerUi {
                    (at + 1).min(scales.len() - 1)
                } else {
                    at.saturating_sub(1)
                };
                display.ui_scale = scales[to];
            }
            SettingChange::ResetUi => display.ui_scale = 100,
            SettingChange::WindowPlaced(p) => display.window = Some(p),
            SettingChange::SetLanguage(l) => display.language = l,
            SettingChange::SetVolume(v) => display.volume = u32::from(v).min(100),
            SettingChange::QuieterSound => {
                display.volume = display.volume.saturating_sub(DisplaySettings::VOLUME_STEP);
            }
            SettingChange::LouderSound => {
                display.volume = (display.volume + DisplaySettings::VOLUME_STEP).min(100);
            }
            SettingChange::NextThreads => {
                let cores = reversi_engine::ai::all_cores() as u32;
                display.search_threads = if display.search_threads >= cores {
                    0
                } else {
                    display.search_threads + 1
                };
            }
        }
    }
}

/// The players of the next game after "Play again": the last seating, with the colours
/// swapped if the setup alternates them and one side is a person.
pub(crate) fn play_again_players(setup: &NewGameSetup) -> Players {
    let p = setup.players;
    let one_human = (p.dark == PlayerKind::Human) != (p.light == PlayerKind::Human);
    if setup.alternate_colours && one_human {
        Players {
            dark: p.light,
            light: p.dark,
        }
    } else {
        p
    }
}

/// The most search threads a settings file may ask for (a hand-edited file cannot ask for a
/// million threads; the machine's cores bound it again when a search starts).
const MAX_THREADS: u32 = 1024;

/// The settings file's contents. Missing fields take their defaults, so older files load.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct SavedSettings {
    pub players: Seating,
    pub alternate_colours: bool,
    pub level: String,
    pub variant: Variant,
    pub start: StartPosition,
    pub random_start: bool,
    pub supply: Supply,
    pub empties_to_winner: bool,
    /// Minutes per player; 0 is no clock.
    pub clock_minutes: u32,
    pub anim_speed: f32,
    pub show_legal: bool,
    pub sound: bool,
    pub theme: Theme,
    /// Graphics quality: low, medium or high.
    pub quality: Quality,
    /// How hard the hints look: Quick, Normal or Deep.
    pub hint_strength: HintStrength,
    /// Search threads of the computer, the hints and the analysis (0: all cores but one).
    pub search_threads: u32,
    /// Size of text and panels, percent (80–200).
    pub ui_scale: u32,
    /// The sounds' volume, percent.
    pub volume: u32,
    /// The window's size and position when last changed.
    pub window: Option<WindowPlacement>,
    /// The language chosen in the window (`None`, or no field: the system's), written as its
    /// tag: `Some("fr")`.
    #[serde(with = "lang_tag")]
    pub language: Option<Lang>,
}

/// A language in the settings file as its tag in quotes (`Some("fr")`, `Some("zh-Hans")`):
/// RON would write the variant as a bare identifier (`Some(r#zh-Hans)`). A tag the game does
/// not know reads as none (the system's language), not as a broken file.
mod lang_tag {
    use super::Lang;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub(super) fn serialize<S: Serializer>(lang: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        lang.map(Lang::code).serialize(s)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        let tag: Option<String> = Option::deserialize(d)?;
        Ok(tag.and_then(|t| Lang::from_locale(&t)))
    }
}

impl Default for SavedSettings {
    fn default() -> Self {
        SavedSettings::from_resources(&NewGameSetup::default(), &DisplaySettings::default())
    }
}

impl SavedSettings {
    pub fn from_resources(setup: &NewGameSetup, display: &DisplaySettings) -> SavedSettings {
        let o = &setup.options;
        SavedSettings {
            players: Seating::of(&setup.players),
            alternate_colours: setup.alternate_colours,
            level: LEVELS[setup.level.min(LEVELS.len() - 1)].name.to_string(),
            variant: o.variant,
            start: o.start,
            random_start: setup.random_start,
            supply: o.supply,
            empties_to_winner: o.empties_to_winner,
            clock_minutes: o.clock_minutes(),
            anim_speed: display.anim_speed,
            show_legal: display.show_legal,
            sound: display.sound,
            theme: display.theme,
            quality: display.quality,
            hint_strength: display.hint_strength,
            search_threads: display.search_threads,
            ui_scale: display.ui_scale,
            volume: display.volume,
            window: display.window,
            language: display.language,
        }
    }

    /// Puts these settings into the game's resources.
    pub fn apply(&self, setup: &mut NewGameSetup, display: &mut DisplaySettings) {
        setup.level = level_by_name(&self.level)
            .ok()
            .and_then(|l| LEVELS.iter().position(|x| x.name == l.name))
            .unwrap_or(DEFAULT_LEVEL);
        setup.players = self.players.players(setup.level);
        setup.alternate_colours = self.alternate_colours;
        setup.options.variant = self.variant;
        setup.options.start = self.start;
        setup.random_start = self.random_start;
        setup.options.supply = self.supply;
        setup.options.empties_to_winner = self.empties_to_winner;
        setup.options.set_clock_minutes(self.clock_minutes);
        display.anim_speed = DisplaySettings::sane_anim_speed(self.anim_speed);
        display.show_legal = self.show_legal;
        display.sound = self.sound;
        display.theme = self.theme;
        display.quality = self.quality;
        display.hint_strength = self.hint_strength;
        display.search_threads = self.search_threads.min(MAX_THREADS);
        display.ui_scale = DisplaySettings::sane_ui_scale(self.ui_scale);
        display.volume = self.volume.min(100);
        display.window = self.window;
        display.language = self.language;
    }

    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .unwrap_or_else(|_| String::new())
    }

    /// Parses a settings file; the error says what and where.
    pub fn from_text(text: &str) -> Result<SavedSettings, String> {
        ron::from_str(text).map_err(|e| e.to_string())
    }
}

/// Why the settings file could not be used.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsError {
    /// It was read but does not parse: it is kept as `.bad` and replaced.
    Malformed(String),
    /// It could not be read (permissions, not UTF-8, a folder, a pipe…): it is left alone.
    /// In English with the path, and why as data for the player's language.
    Unreadable(String, ReadProblem),
}

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettingsError::Malformed(e) | SettingsError::Unreadable(e, _) => f.write_str(e),
        }
    }
}

/// Reads the settings file. `Ok(None)`: there is none yet. `Err`: it could not be used (the
/// message names the file and the place), told apart by whether it was read at all.
pub fn load(path: &Path) -> Result<Option<SavedSettings>, SettingsError> {
    // A settings file is a few hundred bytes: anything over a saved game's limit is not one.
    // A pipe in its place is refused, not waited on (the window would never open).
    let text = match crate::game::play::game_files::read_limited(path) {
        Ok(text) => text,
        Err(e) if e.kind == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(SettingsError::Unreadable(e.message, e.problem)),
    };
    SavedSettings::from_text(&text)
        .map(Some)
        .map_err(|e| SettingsError::Malformed(format!("{}: {e}", path.display())))
}

/// A free name to keep a malformed settings file under: `settings.ron.bad`, then
/// `settings.ron.bad-2`, … (an older kept file is never overwritten).
fn bad_name(path: &Path) -> PathBuf {
    let name = path.file_name().map_or_else(
        || "settings.ron".into(),
        |n| n.to_string_lossy().into_owned(),
    );
    let mut n = 1;
    loop {
        let bad = if n == 1 {
            path.with_file_name(format!("{name}.bad"))
        } else {
            path.with_file_name(format!("{name}.bad-{n}"))
        };
        if std::fs::symlink_metadata(&bad).is_err() {
            return bad;
        }
        n += 1;
    }
}

/// The text last written (or read), so unchanged settings are not written again.
#[derive(Resource, Default)]
struct Written {
    text: String,
    /// The file could not be read: it is not written over in this run.
    frozen: bool,
}

/// The settings as remembered before the command line's one-off options, and as they were
/// right after them. A setting the command line changed is saved with its remembered value
/// unless the player changes it again in the window.
#[derive(Resource, Clone, Debug, Default)]
pub(crate) struct OneOffOptions {
    remembered: Option<SavedSettings>,
    launched: Option<SavedSettings>,
}

impl OneOffOptions {
    /// Notes the settings before and after the command line's options were applied.
    pub(crate) fn record(&mut self, before: SavedSettings, after: SavedSettings) {
        self.remembered = Some(before);
        self.launched = Some(after);
    }

    /// What to remember of `current`: each setting the command line set and the player has not
    /// changed since keeps its remembered value.
    pub(crate) fn to_remember(&self, current: SavedSettings) -> SavedSettings {
        let (Some(before), Some(after)) = (&self.remembered, &self.launched) else {
            return current;
        };
        let mut out = current;
        macro_rules! keep {
            ($($f:ident),*) => {$(
                if out.$f == after.$f {
                    out.$f = before.$f.clone();
                }
            )*};
        }
        keep!(
            players,
            alternate_colours,
            level,
            variant,
            start,
            random_start,
            supply,
            empties_to_winner,
            clock_minutes,
            anim_speed,
            show_legal,
            sound,
            theme,
            quality
        );
        out
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Storage>()
        .init_resource::<UiScale>()
        .init_resource::<SettingsNotice>()
        .init_resource::<OneOffOptions>()
        .init_resource::<Written>()
        .add_message::<SettingChange>()
        .add_message::<Play>()
        .add_systems(PreStartup, load_settings)
        .add_systems(
            Update,
            (apply_setting_changes, start_games, apply_ui_scale)
                .chain()
                .after(GameSystems::Keys)
                .before(GameSystems::Turn),
        )
        .add_systems(Last, save_settings);
}

/// Text and panels at the chosen size (Bevy's [`UiScale`]).
fn apply_ui_scale(display: Res<DisplaySettings>, ui_scale: Option<ResMut<UiScale>>) {
    let want = display.ui_scale as f32 / 100.0;
    if let Some(mut s) = ui_scale
        && s.0 != want
    {
        s.0 = want;
    }
}

/// Applies the setting changes of this frame.
fn apply_setting_changes(
    mut changes: MessageReader<SettingChange>,
    mut setup: ResMut<NewGameSetup>,
    mut display: ResMut<DisplaySettings>,
    mut log: MessageWriter<Log>,
) {
    for &change in changes.read() {
        change.apply(&mut setup, &mut display);
        match change {
            SettingChange::ToggleSound => {
                log.write(Log::info(format!(
                    "sound {}",
                    if display.sound { "on" } else { "off" }
                )));
            }
            SettingChange::ToggleTheme => {
                log.write(Log::info(format!("theme: {:?}", display.theme)));
            }
            _ => {}
        }
    }
}

/// Seats the players of a game asked for and starts it.
fn start_games(
    mut plays: MessageReader<Play>,
    mut setup: ResMut<NewGameSetup>,
    mut starts: MessageWriter<StartNewGame>,
) {
    for &play in plays.read() {
        setup.players = match play {
            Play::As(seating) => seating.players(setup.level),
            Play::Again => play_again_players(&setup),
        };
        starts.write(StartNewGame);
    }
}

fn load_settings(
    storage: Res<Storage>,
    mut setup: ResMut<NewGameSetup>,
    mut display: ResMut<DisplaySettings>,
    mut notice: ResMut<SettingsNotice>,
    mut written: ResMut<Written>,
    mut log: MessageWriter<Log>,
) {
    let Some(path) = storage.settings_file() else {
        return;
    };
    match load(&path) {
        Ok(Some(s)) => {
            s.apply(&mut setup, &mut display);
            written.text = SavedSettings::from_resources(&setup, &display).to_text();
        }
        Ok(None) => {}
        Err(SettingsError::Malformed(e)) => {
            let bad = bad_name(&path);
            let kept = std::fs::rename(&path, &bad);
            let (msg, told) = match kept {
                Ok(()) => (
                    format!(
                        "The settings file could not be read ({e}); defaults are used and the \
                         old file is kept as {}.",
                        bad.display()
                    ),
                    Tr::new("setting-file-kept-aside")
                        .with("error", e.to_string())
                        .with("path", bad.display().to_string()),
                ),
                Err(k) => {
                    // It could not be set aside: leave it, and do not write over it.
                    written.frozen = true;
                    (
                        format!(
                            "The settings file could not be read ({e}) nor kept aside ({k}); \
                             defaults are used and the file is left as it is."
                        ),
                        Tr::new("setting-file-left")
                            .with("error", e.to_string())
                            .with("reason", k.to_string()),
                    )
                }
            };
            log.write(Log::warn(msg));
            notice.0 = Some(told);
        }
        Err(SettingsError::Unreadable(e, why)) => {
            written.frozen = true;
            let msg = format!(
                "The settings file could not be read ({e}); defaults are used, the file is left \
                 as it is, and choices made now are not saved."
            );
            log.write(Log::warn(msg));
            let said = why.said(&path.display().to_string());
            notice.0 = Some(Tr::new("setting-file-unreadable").with("error", said));
        }
    }
}

fn save_settings(
    storage: Res<Storage>,
    setup: Res<NewGameSetup>,
    display: Res<DisplaySettings>,
    one_off: Res<OneOffOptions>,
    mut written: ResMut<Written>,
    mut notice: ResMut<SettingsNotice>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
) {
    if written.frozen || (!setup.is_changed() && !display.is_changed()) {
        return;
    }
    let Some(path) = storage.settings_file() else {
        return;
    };
    let text = one_off
        .to_remember(SavedSettings::from_resources(&setup, &display))
        .to_text();
    if text == written.text {
        return;
    }
    match write_atomically(&path, &text) {
        Ok(()) => written.text = text,
        Err(e) => {
            let msg = format!("The settings could not be saved to {}: {e}", path.display());
            log.write(Log::warn(msg));
            written.text = text;
            let told = Tr::new("setting-file-not-saved")
                .with("path", path.display().to_string())
                .with("error", e.to_string());
            notices.write(Notice(told.clone()));
            notice.0 = Some(told);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::core::display::speed_name;

    /// A pipe, a folder or a device in the settings file's place is refused at once (defaults
    /// are used): never waited on, which would keep the window from opening, nor read without
    /// end. A missing file is no error.
    #[test]
    fn a_settings_file_that_is_a_pipe_or_a_device_is_refused_not_waited_on() {
        let dir =
            std::env::temp_dir().join(format!("reversi3d-settings-pipe-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert!(matches!(load(&dir.join("settings.ron")), Ok(None)));
        let mut refused = vec![dir.clone()];
        if cfg!(unix) {
            let pipe = dir.join("settings.ron");
            let made = std::process::Command::new("mkfifo").arg(&pipe).status();
            assert!(made.is_ok_and(|s| s.success()), "mkfifo");
            // Were the pipe opened, this writer would let the read finish: the test fails,
            // not hangs.
            let writer = pipe.clone();
            std::thread::spawn(move || {
                std::thread::sleep(std::time::Duration::from_secs(2));
                let _ = std::fs::write(&writer, "(theme: Classic)");
            });
            refused.push(pipe);
            refused.push(PathBuf::from("/dev/zero"));
        }
        for path in refused {
            match load(&path) {
                Err(SettingsError::Unreadable(e, why)) => {
                    assert!(e.contains(&path.display().to_string()), "{e}");
                    assert!(
                        matches!(
                            why,
                            ReadProblem::Folder | ReadProblem::PipeOrSocket | ReadProblem::Device
                        ),
                        "{e}"
                    );
                }
                other => panic!("{}: {other:?}", path.display()),
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_language_is_written_as_its_tag_and_an_unknown_tag_is_none() {
        for lang in Lang::ALL {
            let s = SavedSettings {
                language: Some(lang),
                ..SavedSettings::default()
            };
            let text = s.to_text();
            assert!(
                text.contains(&format!("language: Some(\"{}\")", lang.code())),
                "{text}"
            );
            assert_eq!(SavedSettings::from_text(&text).unwrap(), s);
        }
        let unknown = SavedSettings::from_text("(language: Some(\"xx\"))").unwrap();
        assert_eq!(unknown.language, None);
        let none = SavedSettings::from_text("(language: None)").unwrap();
        assert_eq!(none.language, None);
    }

    #[test]
    fn a_settings_file_written_before_seating_still_reads_who_plays() {
        // The players entry as older versions wrote it.
        for (old, seating) in [
            ("YouDark", Seating::YouDark),
            ("YouLight", Seating::YouLight),
            ("TwoPlayers", Seating::TwoPlayers),
            ("Watch", Seating::Watch),
        ] {
            let s = SavedSettings::from_text(&format!("(players: {old}, level: \"Club\")"))
                .unwrap_or_else(|e| panic!("{old}: {e}"));
            assert_eq!(s.players, seating);
            let back = SavedSettings::from_text(&s.to_text()).unwrap();
            assert_eq!(back.players, seating, "written and read back");
        }
    }

    #[test]
    fn seating_and_players_convert_both_ways() {
        for seating in [
            Seating::YouDark,
            Seating::YouLight,
            Seating::TwoPlayers,
            Seating::Watch,
        ] {
            let p = seating.players(2);
            assert_eq!(Seating::of(&p), seating);
            for side in [p.dark, p.light] {
                assert!(matches!(side, PlayerKind::Human | PlayerKind::Computer(2)));
            }
        }
        assert_eq!(
            Seating::YouLight.players(4),
            Players {
                dark: PlayerKind::Computer(4),
                light: PlayerKind::Human
            }
        );
    }

    #[test]
    fn play_again_swaps_colours_only_against_the_computer_when_asked() {
        let mut setup = NewGameSetup {
            players: Seating::YouDark.players(1),
            ..NewGameSetup::default()
        };
        assert_eq!(play_again_players(&setup), setup.players, "not asked");
        setup.alternate_colours = true;
        assert_eq!(play_again_players(&setup), Seating::YouLight.players(1));
        setup.players = Seating::TwoPlayers.players(1);
        assert_eq!(play_again_players(&setup), setup.players, "two players");
        setup.players = Seating::Watch.players(1);
        assert_eq!(play_again_players(&setup), setup.players, "watching");
    }

    #[test]
    fn next_start_goes_through_every_position_then_random_and_round() {
        let mut setup = NewGameSetup::default();
        let mut display = DisplaySettings::default();
        let mut seen = Vec::new();
        for _ in 0..StartPosition::ALL.len() + 2 {
            seen.push((setup.options.start, setup.random_start));
            SettingChange::NextStart.apply(&mut setup, &mut display);
        }
        let want: Vec<_> = StartPosition::ALL
            .iter()
            .map(|&s| (s, false))
            .chain([
                (StartPosition::Standard, true),
                (StartPosition::Standard, false),
            ])
            .collect();
        assert_eq!(seen, want);
    }

    /// One message in (a start-screen button's `Play`), one message out (`StartNewGame`), with
    /// the players seated as asked at the chosen level.
    #[test]
    fn play_seats_the_players_and_starts_one_game() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<NewGameSetup>()
            .add_message::<Play>()
            .add_message::<StartNewGame>()
            .add_systems(Update, start_games);
        app.world_mut().resource_mut::<NewGameSetup>().level = 3;
        app.world_mut().write_message(Play::As(Seating::YouLight));
        app.update();
        let starts = app
            .world_mut()
            .resource_mut::<Messages<StartNewGame>>()
            .drain()
            .count();
        assert_eq!(starts, 1);
        assert_eq!(
            app.world().resource::<NewGameSetup>().players,
            Seating::YouLight.players(3)
        );
    }

    #[test]
    fn set_level_picks_that_level_and_holds_to_the_last() {
        let mut setup = NewGameSetup::default();
        let mut display = DisplaySettings::default();
        SettingChange::SetLevel(0).apply(&mut setup, &mut display);
        assert_eq!(setup.level, 0);
        SettingChange::SetLevel(LEVELS.len() + 5).apply(&mut setup, &mut display);
        assert_eq!(setup.level, LEVELS.len() - 1);
    }

    #[test]
    fn next_in_wraps_and_an_unknown_value_goes_to_the_second() {
        assert_eq!(next_in(&CLOCK_CHOICES, 30), 0);
        assert_eq!(next_in(&CLOCK_CHOICES, 5), 10);
        assert_eq!(next_in(&CLOCK_CHOICES, 7), 1);
    }

    #[test]
    fn the_speed_button_cycles_normal_fast_instant_slow() {
        let mut setup = NewGameSetup::default();
        let mut display = DisplaySettings::default();
        let mut names = Vec::new();
        for _ in 0..5 {
            names.push(speed_name(display.anim_speed));
            SettingChange::NextSpeed.apply(&mut setup, &mut display);
        }
        assert_eq!(names, ["normal", "fast", "instant", "slow", "normal"]);
    }
}
