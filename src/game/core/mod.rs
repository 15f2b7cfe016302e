//! The bottom of the game: what every plugin shares. The shared state and the messages between
//! plugins, the one set of system stages ([`systems::GameSystems`]), the background-job helper,
//! what plugins need of the redraw schedule, the log, the game's files and its words in
//! each language (`i18n`).
//!
//! May import: nothing of the game (only Bevy, the engine and std). Everything else imports
//! it.

pub(crate) mod display;
pub(crate) mod i18n;
pub(crate) mod log;
pub(crate) mod messages;
pub(crate) mod options;
pub(crate) mod redraw;
pub(crate) mod state;
pub(crate) mod storage;
pub(crate) mod systems;
pub(crate) mod tasks;

use bevy::prelude::*;

/// The shared state and messages, the log and the job generation.
pub(super) fn plugin(app: &mut App) {
    use messages::*;
    use state::*;
    app.init_state::<Screen>()
        .init_state::<GamesList>()
        .add_sub_state::<Phase>()
        .init_resource::<CurrentGame>()
        .init_resource::<Players>()
        .init_resource::<NewGameSetup>()
        .init_resource::<display::DisplaySettings>()
        .init_resource::<options::Launch>()
        .add_message::<MoveRequest>()
        .add_message::<MovePlayed>()
        .add_message::<MoveRefused>()
        .add_message::<StartNewGame>()
        .add_message::<LoadGame>()
        .add_message::<Notice>()
        .add_message::<Redraw>()
        .add_message::<GameChange>()
        .add_message::<OpenStartScreen>()
        .add_message::<LibraryRequest>()
        .add_message::<OpenFileRequest>()
        .add_plugins((log::plugin, tasks::plugin, i18n::plugin));
    systems::configure(app);
}
