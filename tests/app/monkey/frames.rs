//! Stepping the app: one frame at a time (then waiting for the computer's search and the
//! hint analysis, so that a run does not depend on the machine's speed, and checking the
//! moves played in it), frames until a condition, settling until the app rests; the input
//! the monkey gives (keys held for one frame, clicks on squares and buttons); and the app's
//! state as the monkey reads it (phase, screen, game, pending transitions, animations).

use super::super::pointer_location;
use super::harness::Probe;
use super::{Check, Monkey, Violation};
use bevy::picking::backend::HitData;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy::tasks::AsyncComputeTaskPool;
use bevy::time::TimeUpdateStrategy;
use reversi_engine::rules::{Game, Side, Square};
use reversi3d::game::AiPlayer;
use reversi3d::game::Completion;
use reversi3d::game::Hints;
use reversi3d::game::Review;
use reversi3d::game::{CurrentGame, Phase, Screen};
use reversi3d::game::{Dropping, Flipping};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

impl Monkey {
    pub(super) fn phase(&self) -> Option<Phase> {
        self.app
            .world()
            .get_resource::<State<Phase>>()
            .map(|s| *s.get())
    }

    pub(super) fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    pub(super) fn game(&self) -> &Game {
        &self.app.world().resource::<CurrentGame>().0
    }

    /// No state change is waiting for the next frame.
    pub(super) fn transitions_done(&self) -> bool {
        let w = self.app.world();
        let phase_done = w
            .get_resource::<NextState<Phase>>()
            .is_none_or(|n| matches!(n, NextState::Unchanged));
        let screen_done = matches!(w.resource::<NextState<Screen>>(), NextState::Unchanged);
        phase_done && screen_done
    }

    pub(super) fn animating(&mut self) -> bool {
        let w = self.app.world_mut();
        let busy = w
            .query_filtered::<(), Or<(With<Dropping>, With<Flipping>)>>()
            .iter(w)
            .next()
            .is_some();
        busy || self.phase() == Some(Phase::Animating)
    }

    /// One frame of `step`; then waits for the computer's search and the hint analysis to
    /// finish (so that the run does not depend on the machine's speed) and checks the
    /// moves played in it.
    pub(super) fn frame_with(&mut self, step: Duration) -> Result<(), Violation> {
        let g = self.game();
        let shown = self.app.world().resource::<Review>().shown(g);
        self.supply_before = [Side::Dark, Side::Light].map(|s| shown.supply(s).unwrap_or(0));
        self.app
            .insert_resource(TimeUpdateStrategy::ManualDuration(step));
        let r = catch_unwind(AssertUnwindSafe(|| self.app.update()));
        self.report.frames += 1;
        if let Err(p) = r {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "(no message)".into());
            return Err((Check::Panic, format!("panic in a frame: {msg}")));
        }
        let w = self.app.world();
        let busy = w.resource::<AiPlayer>().is_thinking()
            || w.resource::<Hints>().is_computing()
            || w.resource::<Completion>().is_running();
        if busy {
            // Tasks run in order on the one thread: this one runs after theirs.
            bevy::tasks::block_on(AsyncComputeTaskPool::get().spawn(async {}));
        }
        let mut probe = self.app.world_mut().resource_mut::<Probe>();
        let v = std::mem::take(&mut probe.violations);
        probe.input_frame = false;
        if let Some(v) = v.into_iter().next()
            && self.checks(Check::Moves)
        {
            return Err((Check::Moves, v));
        }
        self.track_frame()
    }

    pub(super) fn frame(&mut self) -> Result<(), Violation> {
        self.frame_with(Duration::from_millis(16))
    }

    /// Frames (each with its checks) until `done` holds, or `limit` frames; true if `done`
    /// held (the monkey's [`run_until`](super::super::run_until)).
    pub(super) fn frames_until(
        &mut self,
        limit: usize,
        mut done: impl FnMut(&mut Self) -> bool,
    ) -> Result<bool, Violation> {
        for _ in 0..limit {
            if done(self) {
                return Ok(true);
            }
            self.frame()?;
        }
        Ok(done(self))
    }

    /// Frames until the app rests (a person's turn, the scoring screen, review, the start
    /// screen), or `max` frames.
    pub(super) fn settle(&mut self, max: usize) -> Result<(), Violation> {
        self.report.settles += 1;
        for _ in 0..max {
            if self.resting() {
                break;
            }
            self.frame()?;
            self.check_now()?;
        }
        Ok(())
    }

    fn resting(&mut self) -> bool {
        if self.screen() == Screen::Start {
            return self.transitions_done();
        }
        self.transitions_done()
            && !self.animating()
            && matches!(
                self.phase(),
                Some(Phase::HumanTurn) | Some(Phase::GameOver) | Some(Phase::Review)
            )
    }

    /// Presses `keys` for one frame, then releases them.
    pub(super) fn keys(&mut self, keys: &[KeyCode]) -> Result<(), Violation> {
        {
            let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            for k in keys {
                input.press(*k);
            }
        }
        self.app.world_mut().resource_mut::<Probe>().input_frame = true;
        let r = self.frame();
        let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for k in keys {
            input.release(*k);
        }
        input.clear();
        r
    }

    pub(super) fn click_entity(&mut self, entity: Entity) -> Result<(), Violation> {
        let click = Click {
            button: PointerButton::Primary,
            hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
            duration: Duration::from_millis(50),
            count: 1,
        };
        let r = catch_unwind(AssertUnwindSafe(|| {
            self.app.world_mut().trigger(Pointer::new(
                PointerId::Mouse,
                pointer_location(),
                click,
                entity,
            ))
        }));
        if r.is_err() {
            return Err((Check::Panic, "panic in a click".into()));
        }
        self.app.world_mut().resource_mut::<Probe>().input_frame = true;
        self.frame()
    }

    pub(super) fn square_entity(&mut self, s: Square) -> Option<Entity> {
        let w = self.app.world_mut();
        w.query::<(Entity, &reversi3d::game::SquareCell)>()
            .iter(w)
            .find(|(_, c)| c.0 == s)
            .map(|(e, _)| e)
    }

    pub(super) fn button_entity(&mut self, name: &str) -> Option<Entity> {
        let w = self.app.world_mut();
        w.query::<(Entity, &reversi3d::game::ButtonName)>()
            .iter(w)
            .find(|(_, n)| n.0 == name)
            .map(|(e, _)| e)
    }
}
