//! The app around the game: the plugin assembly and the window start-up, the settings and
//! `settings.ron`, the language in use, the command-line test hooks, the redraw policy, the
//! window's size and place, its icon, and the quit signals (SIGTERM, SIGINT, SIGHUP) that close
//! it as its close button does.
//!
//! May import: everything below it (`core`, `theme`, `world`, `play`, `input`, `ui`).

pub(crate) mod assembly;
pub(crate) mod icon;
pub(crate) mod language;
pub(crate) mod launch;
pub(crate) mod quit_signal;
pub(crate) mod redraw;
pub(crate) mod settings;
pub(crate) mod window;
