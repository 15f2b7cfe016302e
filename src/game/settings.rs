//! The last choices, remembered: `settings.ron` in the platform's config directory
//! (`directories`), read at start-up and written when a choice changes. A file that cannot be
//! read is reported on the start screen, kept beside as `settings.ron.bad`, and replaced by
//! the defaults; it never stops the game.

use super::{DisplaySettings, NewGameSetup, PlayerKind, Players, Theme};
use crate::ai::{DEFAULT_LEVEL, LEVELS, level_by_name};
use crate::rules::{StartPosition, Supply, Variant};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Where the game keeps its files. `None` keeps nothing (tests that do not ask for a folder).
#[derive(Resource, Clone, Debug, Default)]
pub struct Storage {
    /// settings.ron and unfinished.txt.
    pub config: Option<PathBuf>,
    /// Saved games and transcript sheets.
    pub games: Option<PathBuf>,
}

impl Storage {
    /// The platform's folders (`~/.config/reversi3d`, `~/.local/share/reversi3d/games` on
    /// Linux), or one folder named by `REVERSI3D_HOME`.
    pub fn platform() -> Storage {
        if let Some(home) = std::env::var_os("REVERSI3D_HOME") {
            return Storage::under(PathBuf::from(home));
        }
        match directories::ProjectDirs::from("", "", "reversi3d") {
            Some(d) => Storage {
                config: Some(d.config_dir().to_path_buf()),
                games: Some(d.data_dir().join("games")),
            },
            None => Storage::default(),
        }
    }
    /// Everything under one folder.
    pub fn under(dir: PathBuf) -> Storage {
        Storage {
            games: Some(dir.join("games")),
            config: Some(dir),
        }
    }
    pub fn settings_file(&self) -> Option<PathBuf> {
        self.config.as_ref().map(|d| d.join("settings.ron"))
    }
    pub fn unfinished_file(&self) -> Option<PathBuf> {
        self.config.as_ref().map(|d| d.join("unfinished.txt"))
    }
}

/// Who plays, as remembered.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PlayersChoice {
    #[default]
    YouDark,
    YouLight,
    TwoPlayers,
    Watch,
}

impl PlayersChoice {
    pub fn players(self, level: usize) -> Players {
        let (h, c) = (PlayerKind::Human, PlayerKind::Computer(level));
        match self {
            PlayersChoice::YouDark => Players { dark: h, light: c },
            PlayersChoice::YouLight => Players { dark: c, light: h },
            PlayersChoice::TwoPlayers => Players { dark: h, light: h },
            PlayersChoice::Watch => Players { dark: c, light: c },
        }
    }
    pub fn of(p: &Players) -> PlayersChoice {
        match (p.dark, p.light) {
            (PlayerKind::Human, PlayerKind::Human) => PlayersChoice::TwoPlayers,
            (PlayerKind::Human, _) => PlayersChoice::YouDark,
            (_, PlayerKind::Human) => PlayersChoice::YouLight,
            _ => PlayersChoice::Watch,
        }
    }
}

/// The settings file's contents. Missing fields take their defaults, so older files load.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct SavedSettings {
    pub players: PlayersChoice,
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
            players: PlayersChoice::of(&setup.players),
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
        display.anim_speed = if self.anim_speed.is_finite() {
            self.anim_speed.clamp(0.0, 4.0)
        } else {
            1.0
        };
        display.show_legal = self.show_legal;
        display.sound = self.sound;
        display.theme = self.theme;
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

/// Reads the settings file. `Ok(None)`: there is none yet. `Err`: it could not be read (the
/// message names the file and the place).
pub fn load(path: &Path) -> Result<Option<SavedSettings>, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => SavedSettings::from_text(&text)
            .map(Some)
            .map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Writes through a temporary file, so a crash never leaves half a file.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

/// A problem with the settings file, shown on the start screen.
#[derive(Resource, Clone, Debug, Default)]
pub struct SettingsNotice(pub Option<String>);

/// The text last written (or read), so unchanged settings are not written again.
#[derive(Resource, Default)]
struct Written(String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Storage>()
        .init_resource::<SettingsNotice>()
        .init_resource::<Written>()
        .add_systems(PreStartup, load_settings)
        .add_systems(Last, save_settings);
}

fn load_settings(
    storage: Res<Storage>,
    mut setup: ResMut<NewGameSetup>,
    mut display: ResMut<DisplaySettings>,
    mut notice: ResMut<SettingsNotice>,
    mut written: ResMut<Written>,
) {
    let Some(path) = storage.settings_file() else {
        return;
    };
    match load(&path) {
        Ok(Some(s)) => {
            s.apply(&mut setup, &mut display);
            written.0 = SavedSettings::from_resources(&setup, &display).to_text();
        }
        Ok(None) => {}
        Err(e) => {
            let bad = path.with_extension("ron.bad");
            let kept = std::fs::rename(&path, &bad).is_ok();
            let msg = format!(
                "The settings file could not be read ({e}); defaults are used{}.",
                if kept {
                    format!(" and the old file is kept as {}", bad.display())
                } else {
                    String::new()
                }
            );
            eprintln!("warning: {msg}");
            notice.0 = Some(msg);
        }
    }
}

fn save_settings(
    storage: Res<Storage>,
    setup: Res<NewGameSetup>,
    display: Res<DisplaySettings>,
    mut written: ResMut<Written>,
    mut notice: ResMut<SettingsNotice>,
) {
    if !setup.is_changed() && !display.is_changed() {
        return;
    }
    let Some(path) = storage.settings_file() else {
        return;
    };
    let text = SavedSettings::from_resources(&setup, &display).to_text();
    if text == written.0 {
        return;
    }
    match write_atomically(&path, &text) {
        Ok(()) => written.0 = text,
        Err(e) => {
            let msg = format!("The settings could not be saved to {}: {e}", path.display());
            eprintln!("warning: {msg}");
            written.0 = text;
            notice.0 = Some(msg);
        }
    }
}
