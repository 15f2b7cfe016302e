//! When to draw. A board game sits still most of the time, so the window draws only when
//! something changes ([`Pace`]):
//!
//! - **continuously** while something moves: a move's animation, a pass notice, the frames
//!   right after any input or change of screen or phase ([`AWAKE_SECS`]), an entity marked
//!   [`Animated`], a screenshot being taken;
//! - **every so often** while time matters: the computer thinking (a few times a second), a
//!   running clock (each second, ten times a second in its last 20 seconds), a message
//!   waiting to disappear;
//! - **not at all** otherwise (after a warm-up of [`WARM_UP_SECS`] at start-up, while the
//!   renderer compiles its shaders), until the next input or window event. A background job (the
//!   computer's move, hints, a completion) wakes the window when it finishes ([`Wake`]).
//!
//! The choice is written into Bevy's `WinitSettings` each frame it changes.

use crate::game::core::messages::{GameChange, MovePlayed, Notice, Redraw};
use crate::game::core::options::Launch;
use crate::game::core::redraw::Animated;
use crate::game::core::redraw::Deadlines;
use crate::game::core::redraw::Pace;
use crate::game::core::redraw::THINKING_TICK;
use crate::game::core::redraw::WARM_UP_SECS;
use crate::game::core::redraw::Wake;
use crate::game::core::state::{CurrentGame, Phase, Screen};
use crate::game::world::flip::AnimatingDisc;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// Seconds of continuous frames after any input or change: chains of systems that take a
/// frame each (a click, the move, the phase that follows) run at full speed, and a typed
/// square's second key is waited for.
pub(crate) const AWAKE_SECS: f32 = 0.75;
/// The longest the window sleeps with nothing to do.
pub(crate) const IDLE_WAIT: Duration = Duration::from_secs(60);
/// A clock with less than this left (ms) is drawn ten times a second.
const CLOCK_SHORT_MS: u64 = 20_000;

/// Frames at least that stay continuous after any input or change, however slow they are (a
/// chain of one-frame steps must finish even when a frame takes longer than [`AWAKE_SECS`]).
pub(crate) const AWAKE_FRAMES: u32 = 4;

/// How long frames stay continuous: until a time (real seconds since start) and for a number
/// of frames, whichever lasts longer.
#[derive(Resource, Default, Debug)]
struct AwakeUntil {
    secs: f32,
    frames: u32,
}

impl AwakeUntil {
    fn wake(&mut self, now: f32) {
        self.secs = now + AWAKE_SECS;
        self.frames = AWAKE_FRAMES;
    }
    /// Counts this frame; true while frames stay continuous.
    fn tick(&mut self, now: f32) -> bool {
        let awake = now < self.secs || self.frames > 0;
        self.frames = self.frames.saturating_sub(1);
        awake
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pace>()
        .init_resource::<AwakeUntil>()
        .init_resource::<Deadlines>()
        .init_resource::<Wake>()
        .init_resource::<WinitSettings>()
        // The input and window plugins' messages, for apps without them (headless tests).
        .add_message::<KeyboardInput>()
        .add_message::<MouseButtonInput>()
        .add_message::<MouseWheel>()
        .add_message::<CursorMoved>()
        .add_systems(PreUpdate, stay_awake_on_input)
        .add_systems(Last, (stay_awake_on_change, choose_pace).chain());
}

/// Any key, mouse button, wheel or pointer move keeps the frames coming for a moment.
fn stay_awake_on_input(
    time: Res<Time<Real>>,
    mut keys: MessageReader<KeyboardInput>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut wheel: MessageReader<MouseWheel>,
    mut moved: MessageReader<CursorMoved>,
    mut awake: ResMut<AwakeUntil>,
) {
    let any = keys.read().count() + buttons.read().count() + wheel.read().count();
    if any + moved.read().count() > 0 {
        awake.wake(time.elapsed_secs());
    }
}

/// A change of screen, phase or game, or a message between plugins, keeps the frames coming
/// until the chain of systems it starts has settled.
fn stay_awake_on_change(
    time: Res<Time<Real>>,
    screen: Option<Res<State<Screen>>>,
    phase: Option<Res<State<Phase>>>,
    game: Res<CurrentGame>,
    mut played: MessageReader<MovePlayed>,
    mut redraws: MessageReader<Redraw>,
    mut notices: MessageReader<Notice>,
    mut changes: MessageReader<GameChange>,
    mut seen: Local<Option<(usize, u64, u64)>>,
    mut awake: ResMut<AwakeUntil>,
) {
    // The game as far as the board goes: a running clock changes the game every frame, which
    // must not keep the window awake.
    let g = &game.0;
    let now = (
        g.history().len() + g.redo_stack().len(),
        g.discs(reversi_engine::rules::Side::Dark),
        g.discs(reversi_engine::rules::Side::Light),
    );
    let board_changed = seen.replace(now) != Some(now);
    let changed = screen.is_some_and(|s| s.is_changed())
        || phase.is_some_and(|p| p.is_changed())
        || board_changed;
    let messages = played.read().count()
        + redraws.read().count()
        + notices.read().count()
        + changes
            .read()
            .filter(|c| !matches!(c, GameChange::ChargeTime(_)))
            .count();
    if changed || messages > 0 {
        awake.wake(time.elapsed_secs());
    }
}

/// Picks the pace from what is going on and hands it to the window.
fn choose_pace(
    time: Res<Time<Real>>,
    mut awake: ResMut<AwakeUntil>,
    phase: Option<Res<State<Phase>>>,
    game: Res<CurrentGame>,
    launch: Res<Launch>,
    animated: Query<(), With<Animated>>,
    moving: Query<(), AnimatingDisc>,
    mut deadlines: ResMut<Deadlines>,
    mut pace: ResMut<Pace>,
    mut settings: ResMut<WinitSettings>,
) {
    let phase = phase.map(|p| *p.get());
    let busy_phase = matches!(
        phase,
        Some(Phase::Deciding | Phase::Animating | Phase::PassNotice)
    );
    let screenshot_pending = launch.0.screenshot.is_some();
    let awake_now = awake.tick(time.elapsed_secs());
    let next = if busy_phase
        || awake_now
        || !animated.is_empty()
        || !moving.is_empty()
        || screenshot_pending
    {
        Pace::Continuous
    } else {
        let mut wait: Option<Duration> = deadlines.0.iter().copied().min();
        let mut ask = |d: Duration| wait = Some(wait.map_or(d, |w| w.min(d)));
        if time.elapsed_secs() < WARM_UP_SECS {
            ask(Duration::from_millis(500));
        }
        if phase == Some(Phase::AiTurn) {
            ask(THINKING_TICK);
        }
        if let Some(left) = running_clock_ms(&game, phase) {
            ask(if left < CLOCK_SHORT_MS {
                Duration::from_millis(100)
            } else {
                // Wake when the shown second changes.
                Duration::from_millis(left % 1000 + 1).min(Duration::from_secs(1))
            });
        }
        wait.map_or(Pace::Idle, Pace::Every)
    };
    deadlines.0.clear();
    if *pace != next {
        *pace = next;
    }
    let mode = match next {
        Pace::Continuous => UpdateMode::Continuous,
        Pace::Every(d) => UpdateMode::reactive_low_power(d),
        Pace::Idle => UpdateMode::reactive_low_power(IDLE_WAIT),
    };
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

/// The time left on the clock of the side to move, while it runs.
fn running_clock_ms(game: &CurrentGame, phase: Option<Phase>) -> Option<u64> {
    if !matches!(phase, Some(Phase::HumanTurn | Phase::AiTurn)) || game.0.is_over() {
        return None;
    }
    let clock = game.0.clock()?;
    Some(clock.remaining(game.0.to_move()))
}
