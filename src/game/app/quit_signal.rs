//! Quit signals: SIGTERM (a session logging out, `kill`), SIGINT (Ctrl+C in the terminal)
//! and SIGHUP (the terminal closed) close the game as its window's close button does. The
//! signal wakes the window and the next frame asks the app to exit, so the systems that run
//! on exit run as they do for the close button: the unfinished game is written with its
//! clock charged up to that frame (the time since the last move is not lost), then the app
//! ends. A second signal before then ends the process at once.
//!
//! The signals are read on a thread of their own ([`listen`], started only by the real
//! window); the app sees only [`QuitSignal`], which headless tests raise by hand.

use crate::game::core::redraw::Wake;
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// Raised when a quit signal arrives; the next frame asks the app to exit.
#[derive(Resource, Clone, Default)]
pub struct QuitSignal {
    raised: Arc<AtomicBool>,
    /// Wakes the sleeping window (set once the window's event loop exists).
    wake: Arc<OnceLock<Wake>>,
}

impl QuitSignal {
    /// What a signal does: raises the flag and wakes the window. False if it was already
    /// raised (a second signal).
    pub fn raise(&self) -> bool {
        let first = !self.raised.swap(true, Ordering::SeqCst);
        if let Some(w) = self.wake.get() {
            w.wake();
        }
        first
    }

    pub(crate) fn set_wake(&self, wake: Wake) {
        let _ = self.wake.set(wake);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<QuitSignal>()
        .add_systems(Update, exit_on_signal);
}

/// The frame after a signal asks the app to exit, once.
fn exit_on_signal(
    signal: Res<QuitSignal>,
    mut asked: Local<bool>,
    mut exits: MessageWriter<AppExit>,
) {
    if !*asked && signal.raised.load(Ordering::SeqCst) {
        *asked = true;
        info!("quit signal: closing the game");
        exits.write(AppExit::Success);
    }
}

/// How long after the first quit signal a second one waits before it ends the process: the
/// game's time to save and close as its close button does. A logout sends SIGHUP right after
/// SIGTERM, and an impatient Ctrl+C comes twice; neither may cost the unfinished game.
#[cfg(unix)]
const GRACE: std::time::Duration = std::time::Duration::from_secs(10);

/// Reads SIGTERM, SIGINT and SIGHUP on a thread of its own from now on and raises `signal`
/// for the first; a later one ends the process (status 128 + the signal), but not before
/// [`GRACE`] has passed since the first, unless the game has closed by then. A failure to
/// listen is logged and leaves the signals' default action.
#[cfg(unix)]
pub(crate) fn listen(signal: QuitSignal) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = match signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP]) {
        Ok(s) => s,
        Err(e) => {
            warn!("quit signals are not handled: {e}");
            return;
        }
    };
    let spawned = std::thread::Builder::new()
        .name("quit-signals".into())
        .spawn(move || {
            let mut first = None;
            for sig in signals.forever() {
                if signal.raise() {
                    first = Some(std::time::Instant::now());
                    continue;
                }
                let since = first.map_or(GRACE, |t: std::time::Instant| t.elapsed());
                std::thread::sleep(GRACE.saturating_sub(since));
                std::process::exit(128 + sig);
            }
        });
    if let Err(e) = spawned {
        warn!("quit signals are not handled: {e}");
    }
}

/// Elsewhere Bevy's Ctrl+C handler stays in place.
#[cfg(not(unix))]
pub(crate) fn listen(_signal: QuitSignal) {}
