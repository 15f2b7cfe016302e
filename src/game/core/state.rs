//! The game's shared state: the screens and phases, the players, the game being played.

use super::i18n::Tr;
use bevy::prelude::*;
use reversi_engine::ai::DEFAULT_LEVEL;
use reversi_engine::ai::LEVELS;
use reversi_engine::rules::Game;
use reversi_engine::rules::GameOptions;
use reversi_engine::rules::Side;
use reversi_engine::rules::Square;
use serde::Deserialize;
use serde::Serialize;
use std::borrow::Cow;

/// Which screen is shown.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Screen {
    #[default]
    Start,
    Playing,
}

/// Whether the list of saved games ("Your games") is open, over the start screen or the
/// pause menu. Owned by the library plugin (`play::library`); others send
/// [`LibraryRequest`](super::messages::LibraryRequest).
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum GamesList {
    #[default]
    Closed,
    Open,
}

/// A screen the games list is drawn over (the start screen, the pause menu): hidden while the
/// list is open, so that none of it shows through or around the list.
#[derive(Component)]
pub(crate) struct UnderGamesList;

/// What the game is waiting for while playing.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum Phase {
    /// Deciding what comes next (right after a move's animation).
    #[default]
    Deciding,
    /// A human player's move: clicks are accepted.
    HumanTurn,
    /// The computer is thinking.
    AiTurn,
    /// Discs are dropping and turning over.
    Animating,
    /// A side has no legal move; the notice is shown, then it passes.
    PassNotice,
    /// The game is over: the scoring screen is shown.
    GameOver,
    /// After the game: stepping through its moves.
    Review,
    /// The pause menu is open: the clock and the computer wait.
    Paused,
}

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayerKind {
    Human,
    /// The computer at this level (index into [`LEVELS`]).
    Computer(usize),
}

/// The players of the current game.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Players {
    pub dark: PlayerKind,
    pub light: PlayerKind,
}

impl Players {
    pub fn of(&self, side: Side) -> PlayerKind {
        match side {
            Side::Dark => self.dark,
            Side::Light => self.light,
        }
    }
    /// A line for the HUD: "you", "the other player", "computer (Club)".
    pub fn describe(&self, side: Side) -> String {
        let both_human = self.dark == PlayerKind::Human && self.light == PlayerKind::Human;
        match self.of(side) {
            PlayerKind::Human if both_human => "player".to_string(),
            PlayerKind::Human => "you".to_string(),
            PlayerKind::Computer(l) => {
                format!("computer, {}", LEVELS[l.min(LEVELS.len() - 1)].name)
            }
        }
    }
}

impl PlayerKind {
    /// The player a record's name stands for: `computer, LEVEL` (as [`Players::describe`]
    /// writes it) is the computer at that level (the default level if it names none we
    /// know); any other name is a person.
    pub(crate) fn from_description(s: &str) -> PlayerKind {
        match s.strip_prefix("computer") {
            Some(rest) => {
                let name = rest.trim_start_matches([',', ' ']);
                let level = reversi_engine::ai::level_by_name(name)
                    .ok()
                    .and_then(|l| LEVELS.iter().position(|x| x.name == l.name))
                    .unwrap_or(DEFAULT_LEVEL);
                PlayerKind::Computer(level)
            }
            None => PlayerKind::Human,
        }
    }
}

impl Default for Players {
    fn default() -> Self {
        Players {
            dark: PlayerKind::Human,
            light: PlayerKind::Computer(DEFAULT_LEVEL),
        }
    }
}

/// The game being played: the rules engine's state. The only source of truth for the board.
/// Owned by the `turn` plugin: other plugins read it and ask for changes by
/// [`GameChange`](super::messages::GameChange).
#[derive(Resource, Clone, Debug)]
pub struct CurrentGame(pub Game);

impl Default for CurrentGame {
    fn default() -> Self {
        CurrentGame(Game::new(GameOptions::default()))
    }
}

/// Options chosen on the start screen for the next game.
#[derive(Resource, Clone, Debug)]
pub struct NewGameSetup {
    pub options: GameOptions,
    pub players: Players,
    pub level: usize,
    /// Each game starts from one of the six four-disc arrangements, chosen at random.
    pub random_start: bool,
    /// Against the computer, "Play again" swaps colours, so the first move alternates.
    pub alternate_colours: bool,
}

impl Default for NewGameSetup {
    fn default() -> Self {
        NewGameSetup {
            options: GameOptions::default(),
            players: Players::default(),
            level: DEFAULT_LEVEL,
            random_start: false,
            alternate_colours: false,
        }
    }
}

/// The position shown while reviewing a finished game: `Some(k)` shows the game after its
/// first `k` plies; `None` (not reviewing) shows the game as it is. Owned by the history
/// plugin (`play::history`); other plugins send
/// `ReviewStep`. The game itself is never changed
/// by review.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Review(pub Option<usize>);

impl Review {
    /// The position the board and the HUD show: the reviewed one, or the game itself.
    pub fn shown<'a>(&self, game: &'a Game) -> Cow<'a, Game> {
        match self.0 {
            Some(k) if k < game.history().len() => Cow::Owned(game.after_plies(k)),
            _ => Cow::Borrowed(game),
        }
    }
}

/// Who plays. The start screen's four buttons, the `--players` option and the settings
/// file's `players` entry are this one type; [`Seating::players`] turns it and the computer's
/// level into [`Players`]. The settings file keeps the variant names (`YouDark`, …); the
/// command line keeps its names (`human-computer`, …).
#[derive(
    Serialize, Deserialize, clap::ValueEnum, Clone, Copy, PartialEq, Eq, Hash, Debug, Default,
)]
pub enum Seating {
    /// You play Dark against the computer.
    #[default]
    #[value(name = "human-computer")]
    YouDark,
    /// The computer plays Dark; you play Light.
    #[value(name = "computer-human")]
    YouLight,
    /// Two players at one screen.
    #[value(name = "human-human")]
    TwoPlayers,
    /// Watch the computer play itself.
    #[value(name = "computer-computer")]
    Watch,
}

impl Seating {
    /// The players of a game seated so, the computer at `level` (an index into [`LEVELS`]).
    pub fn players(self, level: usize) -> Players {
        let (h, c) = (PlayerKind::Human, PlayerKind::Computer(level));
        match self {
            Seating::YouDark => Players { dark: h, light: c },
            Seating::YouLight => Players { dark: c, light: h },
            Seating::TwoPlayers => Players { dark: h, light: h },
            Seating::Watch => Players { dark: c, light: c },
        }
    }

    /// How `p` is seated.
    pub fn of(p: &Players) -> Seating {
        match (p.dark, p.light) {
            (PlayerKind::Human, PlayerKind::Human) => Seating::TwoPlayers,
            (PlayerKind::Human, _) => Seating::YouDark,
            (_, PlayerKind::Human) => Seating::YouLight,
            _ => Seating::Watch,
        }
    }
}

/// The square under the pointer.
#[derive(Resource, Default, Debug)]
pub(crate) struct Hovered(pub Option<Entity>);

/// The keyboard cursor's square (shown as a ring once an arrow key is pressed).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct KeyCursor(pub Option<Square>);

/// A problem with the settings file, shown on the start screen (in the language in use).
#[derive(Resource, Clone, Debug, Default)]
pub struct SettingsNotice(pub Option<Tr>);

/// The game and position a job was computed for. Two tags are equal only for the same game
/// (same generation) at the same ply with the same discs and side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameTag {
    /// [`GameGeneration`](super::tasks::GameGeneration) when the job started.
    pub generation: u64,
    /// Plies played (moves and passes).
    pub plies: usize,
    pub dark: u64,
    pub light: u64,
    pub to_move: Side,
}

impl GameTag {
    /// The tag of `game` in `generation`.
    pub fn of(generation: u64, game: &Game) -> GameTag {
        GameTag {
            generation,
            plies: game.history().len(),
            dark: game.discs(Side::Dark),
            light: game.discs(Side::Light),
            to_move: game.to_move(),
        }
    }
}
