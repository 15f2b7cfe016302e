//! What plugins need of the redraw schedule (the policy is `app::redraw`): waking the window
//! from a background job, asking for a frame by a deadline, marking something animated.

use bevy::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// How often the window draws while the computer thinks (its indicator ticks).
pub const THINKING_TICK: Duration = Duration::from_millis(250);

/// For this long after start-up the window draws at least twice a second: the renderer
/// compiles its shaders in the background (seconds under software rendering), and nothing
/// else would wake the window to show the scene once they are ready.
pub const WARM_UP_SECS: f32 = 30.0;

/// How often the window draws now.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pace {
    /// As fast as it can (something moves).
    #[default]
    Continuous,
    /// At most this long between frames (something is timed), and on any input.
    Every(Duration),
    /// Only on input, a window event or a finished background job.
    Idle,
}

/// Keeps the window drawing continuously while it exists (an animation not owned by the flip
/// plugin: the end-of-game count, a camera move, a fading toast).
#[derive(Component, Clone, Copy, Debug, Default)]
pub(crate) struct Animated;

/// Wakes the window from another thread (a finished background job). Empty in the headless
/// tests, where nothing sleeps.
#[derive(Resource, Clone, Default)]
pub(crate) struct Wake(Option<Arc<dyn Fn() + Send + Sync>>);

impl Wake {
    /// A waker that calls `f`.
    pub(crate) fn new(f: impl Fn() + Send + Sync + 'static) -> Wake {
        Wake(Some(Arc::new(f)))
    }
    /// Wakes the window (nothing without a window).
    pub(crate) fn wake(&self) {
        if let Some(f) = &self.0 {
            f();
        }
    }
}

/// Something that asks the window to keep the pace of a timer: the time left until it is due.
#[derive(Resource, Default, Debug)]
pub(crate) struct Deadlines(pub(crate) Vec<Duration>);

impl Deadlines {
    /// Asks for a frame within `after`.
    pub(crate) fn within(&mut self, after: Duration) {
        self.0.push(after);
    }
}
