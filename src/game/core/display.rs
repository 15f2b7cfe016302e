//! How the game looks and sounds: the display settings and their choices.

use super::i18n::{Lang, Tr};
use super::state::PlayerKind;
use bevy::prelude::*;
use reversi_engine::ai::levels::hint_config;
use reversi_engine::rules::{StartPosition, Supply, Variant};
use serde::Deserialize;
use serde::Serialize;

/// Display settings.
#[derive(Resource, Clone, Debug)]
pub struct DisplaySettings {
    /// Show a marker on legal squares.
    pub show_legal: bool,
    /// Animation time multiplier: 1 normal, 0 instant; always 0 or within
    /// [`DisplaySettings::ANIM_SPEEDS`] (set it through [`DisplaySettings::sane_anim_speed`]).
    pub anim_speed: f32,
    /// Sounds on.
    pub sound: bool,
    pub theme: Theme,
    /// Graphics quality (shadows, antialiasing).
    pub quality: Quality,
    /// How hard the hints look.
    pub hint_strength: HintStrength,
    /// Search threads of the computer's moves, the hints and the analysis; 0: all cores but
    /// one (see [`DisplaySettings::threads`]).
    pub search_threads: u32,
    /// Size of the text and panels, in percent: one of [`DisplaySettings::UI_SCALES`].
    pub ui_scale: u32,
    /// Loudness of the sounds, 0–100 % (mute is [`DisplaySettings::sound`]).
    pub volume: u32,
    /// The window's size and position when last changed.
    pub window: Option<WindowPlacement>,
    /// The language chosen in the window (`None`: the system's).
    pub language: Option<Lang>,
}

impl Default for DisplaySettings {
    fn default() -> Self {
        DisplaySettings {
            show_legal: true,
            anim_speed: 1.0,
            sound: true,
            theme: Theme::Standard,
            quality: Quality::default(),
            hint_strength: HintStrength::default(),
            search_threads: 0,
            ui_scale: 100,
            volume: 80,
            window: None,
            language: None,
        }
    }
}

/// Colours of the board and its marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Green felt, black and white discs, red marks.
    #[default]
    Standard,
    /// Light grey board with black lines, pure black and white discs with a rim of the other
    /// colour, and blue / orange marks (safe for red-green colour blindness).
    HighContrast,
}

impl DisplaySettings {
    /// The sizes of text and panels offered, in percent.
    pub const UI_SCALES: [u32; 6] = [80, 100, 125, 150, 175, 200];
    /// How much the volume buttons change it, in percent.
    pub const VOLUME_STEP: u32 = 10;

    /// The nearest offered UI scale to `percent` (a hand-edited file may hold anything).
    pub fn sane_ui_scale(percent: u32) -> u32 {
        *Self::UI_SCALES
            .iter()
            .min_by_key(|s| s.abs_diff(percent))
            .expect("scales")
    }

    /// The search threads to use: the setting, or all cores but one when it is 0 (the
    /// default), never more than the machine's cores.
    pub fn threads(&self) -> usize {
        match self.search_threads {
            0 => reversi_engine::ai::all_cores_but_one(),
            n => (n as usize).min(reversi_engine::ai::all_cores()),
        }
    }

    /// The animation speeds other than 0 (instant): slower than a tenth would leave a move
    /// animating for minutes, and a tiny speed makes a timer of years that panics.
    pub const ANIM_SPEEDS: std::ops::RangeInclusive<f32> = 0.1..=10.0;

    /// The animation speed to use for `speed` from the command line or the settings file:
    /// 0 or less is instant, anything else is held within [`Self::ANIM_SPEEDS`] (infinity is
    /// the fastest), and a value that is not a number is the normal speed.
    pub fn sane_anim_speed(speed: f32) -> f32 {
        if speed.is_nan() {
            1.0
        } else if speed <= 0.0 {
            0.0
        } else {
            speed.clamp(*Self::ANIM_SPEEDS.start(), *Self::ANIM_SPEEDS.end())
        }
    }
}

/// The graphics quality: what the renderer spends on looks.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    clap::ValueEnum,
)]
pub enum Quality {
    /// No shadows, no antialiasing, no fill light, no texture filtering at a slant, an unshaded
    /// table, no tone mapping pass: for software rendering and weak GPUs.
    Low,
    /// Shadows (1024² map, hardware-filtered edges) and 4× antialiasing.
    Medium,
    /// Finer shadows (2048² map), 4× antialiasing, the fill light.
    #[default]
    High,
}

impl Quality {
    pub const ALL: [Quality; 3] = [Quality::Low, Quality::Medium, Quality::High];

    pub fn name(self) -> &'static str {
        match self {
            Quality::Low => "low",
            Quality::Medium => "medium",
            Quality::High => "high",
        }
    }

    /// The quality's name in the player's language.
    pub fn label(self) -> Tr {
        match self {
            Quality::Low => Tr::new("option-quality-low"),
            Quality::Medium => Tr::new("option-quality-medium"),
            Quality::High => Tr::new("option-quality-high"),
        }
    }

    pub(crate) fn shadow_map(self) -> Option<usize> {
        match self {
            Quality::Low => None,
            Quality::Medium => Some(1024),
            Quality::High => Some(2048),
        }
    }

    /// Anisotropic filtering of the textures (sharp at a slant; costly in software).
    pub(crate) fn anisotropy(self) -> u16 {
        match self {
            Quality::Low => 1,
            Quality::Medium => 4,
            Quality::High => 8,
        }
    }

    pub(crate) fn msaa(self) -> Msaa {
        match self {
            Quality::Low => Msaa::Off,
            Quality::Medium | Quality::High => Msaa::Sample4,
        }
    }
}

/// How hard the hints look: the player's choice (pause menu), remembered.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum HintStrength {
    /// Depth 6, exact from 14 empties, at most 1 s.
    Quick,
    /// Depth 8, exact from 16 empties, at most 3 s.
    #[default]
    Normal,
    /// Depth 12, exact from 20 empties, at most 10 s.
    Deep,
}

impl HintStrength {
    pub const ALL: [HintStrength; 3] = [
        HintStrength::Quick,
        HintStrength::Normal,
        HintStrength::Deep,
    ];

    pub fn name(self) -> &'static str {
        match self {
            HintStrength::Quick => "quick",
            HintStrength::Normal => "normal",
            HintStrength::Deep => "deep",
        }
    }

    /// The strength's name in the player's language.
    pub fn label(self) -> Tr {
        match self {
            HintStrength::Quick => Tr::new("option-hints-quick"),
            HintStrength::Normal => Tr::new("option-hints-normal"),
            HintStrength::Deep => Tr::new("option-hints-deep"),
        }
    }

    /// The search the hints run at this strength (normal: the engine's hint search).
    pub fn config(self) -> reversi_engine::ai::SearchConfig {
        let normal = hint_config();
        let (depth, exact, secs) = match self {
            HintStrength::Quick => (6, 14, 1),
            HintStrength::Normal => return normal,
            HintStrength::Deep => (12, 20, 10),
        };
        reversi_engine::ai::SearchConfig {
            max_depth: depth,
            exact_from: exact,
            time_limit: Some(std::time::Duration::from_secs(secs)),
            ..normal
        }
    }
}

/// Where the window was and how large (logical pixels; the position in screen pixels, when the
/// platform tells it).
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
pub struct WindowPlacement {
    pub width: u32,
    pub height: u32,
    pub x: Option<i32>,
    pub y: Option<i32>,
}

impl WindowPlacement {
    /// The size to open the window at: held within sane bounds (a hand-edited file cannot
    /// open a window of 1 or of a million pixels).
    pub fn size(&self) -> (u32, u32) {
        (
            self.width.clamp(MIN_SIZE.0, MAX_SIDE),
            self.height.clamp(MIN_SIZE.1, MAX_SIDE),
        )
    }

    /// The position to open the window at, if both coordinates are known.
    pub fn position(&self) -> Option<IVec2> {
        Some(IVec2::new(self.x?, self.y?))
    }
}

/// The smallest and largest remembered sizes (logical pixels).
const MIN_SIZE: (u32, u32) = (480, 360);
const MAX_SIDE: u32 = 16_384;

/// The name of an animation speed (the settings step through these).
pub(crate) fn speed_name(speed: f32) -> &'static str {
    if speed <= 0.0 {
        "instant"
    } else if speed < 0.9 {
        "slow"
    } else if speed < 1.5 {
        "normal"
    } else {
        "fast"
    }
}

/// The name of an animation speed in the player's language, as the menus show it.
pub(crate) fn speed_label(speed: f32) -> Tr {
    match speed_name(speed) {
        "instant" => Tr::new("option-speed-instant"),
        "slow" => Tr::new("option-speed-slow"),
        "normal" => Tr::new("option-speed-normal"),
        _ => Tr::new("option-speed-fast"),
    }
}

/// A level's name (an index into the engine's `LEVELS`, weakest first) in the player's
/// language. The engine's names stay the saved files' and the command line's.
pub(crate) fn level_name(level: usize) -> Tr {
    match level {
        0 => Tr::new("level-beginner"),
        1 => Tr::new("level-novice"),
        2 => Tr::new("level-casual"),
        3 => Tr::new("level-improver"),
        4 => Tr::new("level-intermediate"),
        5 => Tr::new("level-skilled"),
        6 => Tr::new("level-club"),
        7 => Tr::new("level-advanced"),
        8 => Tr::new("level-expert"),
        9 => Tr::new("level-master"),
        10 => Tr::new("level-tournament"),
        11 => Tr::new("level-grandmaster"),
        12 => Tr::new("level-champion"),
        _ => Tr::new("level-engine"),
    }
}

/// What a level does (an index into the engine's `LEVELS`), in the player's language.
pub(crate) fn level_description(level: usize) -> Tr {
    match level {
        0 => Tr::new("level-beginner-description"),
        1 => Tr::new("level-novice-description"),
        2 => Tr::new("level-casual-description"),
        3 => Tr::new("level-improver-description"),
        4 => Tr::new("level-intermediate-description"),
        5 => Tr::new("level-skilled-description"),
        6 => Tr::new("level-club-description"),
        7 => Tr::new("level-advanced-description"),
        8 => Tr::new("level-expert-description"),
        9 => Tr::new("level-master-description"),
        10 => Tr::new("level-tournament-description"),
        11 => Tr::new("level-grandmaster-description"),
        12 => Tr::new("level-champion-description"),
        _ => Tr::new("level-engine-description"),
    }
}

/// A variant's name, as the menus show it.
pub(crate) fn variant_name(variant: Variant) -> Tr {
    match variant {
        Variant::Classic => Tr::new("option-variant-classic"),
        Variant::Reverse => Tr::new("option-variant-reverse"),
    }
}

/// A start position's name, as the menus show it.
pub(crate) fn start_name(start: StartPosition) -> Tr {
    match start {
        StartPosition::Standard => Tr::new("option-start-standard"),
        StartPosition::Alternate => Tr::new("option-start-alternate"),
        StartPosition::DarkTop => Tr::new("option-start-dark-top"),
        StartPosition::DarkBottom => Tr::new("option-start-dark-bottom"),
        StartPosition::DarkLeft => Tr::new("option-start-dark-left"),
        StartPosition::DarkRight => Tr::new("option-start-dark-right"),
        StartPosition::EmptyCentre => Tr::new("option-start-empty-centre"),
    }
}

/// A disc supply's name, as the menus show it.
pub(crate) fn supply_name(supply: Supply) -> Tr {
    match supply {
        Supply::Shared => Tr::new("option-supply-shared"),
        Supply::Strict32 => Tr::new("option-supply-strict"),
        Supply::Borrow32 => Tr::new("option-supply-borrow"),
    }
}

/// A player as a saved file names them (`you`, `player`, `computer, Club`, a name), as a
/// message in the language in use when it shows; a name written in the file stays as it is.
pub(crate) fn player_tr(description: &str) -> Tr {
    match description {
        "you" => Tr::new("games-player-you"),
        "player" => Tr::new("games-player-other"),
        d => match PlayerKind::from_description(d) {
            PlayerKind::Computer(l) if d.starts_with("computer") => {
                Tr::new("games-player-computer").with("level", level_name(l))
            }
            _ => Tr::verbatim(d),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_is_named_in_the_language_and_a_name_stays() {
        use super::super::i18n::Locale;
        let name = |d: &str, l: &Locale| l.render(&player_tr(d));
        let en = Locale::default();
        assert_eq!(name("computer, Club", &en), "computer, Club");
        assert_eq!(name("you", &en), "you");
        assert_eq!(name("Ada", &en), "Ada");
        let mut fr = Locale::default();
        fr.set_lang(Lang::French);
        assert_eq!(name("Ada", &fr), "Ada");
        assert_ne!(name("you", &fr), "you");
        // One message, written in the language in use when it shows: the level's name inside
        // it too (the start screen's resume button keeps it across a change of language).
        let computer = player_tr("computer, Skilled");
        let mut ja = Locale::default();
        ja.set_lang(Lang::Japanese);
        assert_eq!(en.render(&computer), "computer, Skilled");
        assert_eq!(ja.render(&computer), "コンピューター、上級");
        // The same through the other way in: a message's variables given directly.
        let skilled = level_name(reversi_engine::ai::level_index("Skilled"));
        let args = [("level", crate::game::core::i18n::Arg::from(skilled))];
        assert_eq!(
            ja.t_args("games-player-computer", &args),
            "コンピューター、上級"
        );
    }

    #[test]
    fn a_remembered_size_is_held_within_bounds() {
        let p = |width, height| WindowPlacement {
            width,
            height,
            x: Some(10),
            y: None,
        };
        assert_eq!(p(1024, 700).size(), (1024, 700));
        assert_eq!(p(1, 1).size(), MIN_SIZE);
        assert_eq!(p(1 << 30, 500).size(), (MAX_SIDE, 500));
        assert_eq!(
            p(800, 600).position(),
            None,
            "one coordinate is not a position"
        );
    }

    /// Each step of strength looks deeper, solves earlier and may take longer.
    #[test]
    fn stronger_hints_look_deeper() {
        let c: Vec<_> = HintStrength::ALL.iter().map(|s| s.config()).collect();
        for w in c.windows(2) {
            assert!(w[0].max_depth < w[1].max_depth);
            assert!(w[0].exact_from < w[1].exact_from);
            assert!(w[0].time_limit < w[1].time_limit);
        }
        assert_eq!(HintStrength::default(), HintStrength::Normal);
    }
}
