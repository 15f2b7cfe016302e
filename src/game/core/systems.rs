//! The game's system sets, defined here once: each names a stage of a frame that other
//! plugins order their systems against, without importing the plugin that fills it.

use bevy::prelude::*;

/// Stages of the game's frame. A plugin puts its systems in the stage it owns and orders
/// others `.before` or `.after` a stage; the stages' order among themselves is set here
/// once ([`configure`]).
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum GameSystems {
    /// The key systems that send the same messages as buttons; the systems that act on
    /// those messages run after them, in the same frame as a click would.
    Keys,
    /// The history systems (undo, redo, review steps); they run before the turn systems,
    /// which apply what they ask.
    History,
    /// The turn systems: move requests, passes, game over, the changes other plugins ask
    /// for. Animations run after them.
    Turn,
    /// Forgets the reviewed position when a new game replaces the one reviewed; the board
    /// redraws after it.
    ForgetReview,
    /// Keeps the game generation up to date; systems that compare job tags with the current
    /// game run after it (or before the turn systems, one frame behind for a game replaced
    /// then).
    Generation,
    /// The disc animations: after the turn systems; the end of the animating phase is told
    /// after them.
    Animation,
    /// The analysis job (requests, progress, result); its panel follows it.
    AnalysisJob,
    /// Finds the unfinished game when the start screen opens; the start screen is built
    /// after it.
    FindUnfinished,
    /// Prints the log; systems that log in [`Last`] run before it.
    Log,
}

/// The order of the stages, the one place it is written.
pub(super) fn configure(app: &mut App) {
    use GameSystems::*;
    app.configure_sets(
        Update,
        (
            History.before(Turn),
            ForgetReview.after(Turn),
            Generation.after(Turn),
            Animation.after(Turn).after(ForgetReview),
            AnalysisJob.after(Keys).after(Turn).after(History),
        ),
    )
    .configure_sets(Last, Log.after(bevy::window::ExitSystems));
}
