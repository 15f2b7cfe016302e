//! What the monkey knows the app must keep: the key of a game (start, moves, options) that a
//! saved or unfinished game must read back to, and, after every frame, the hang check's
//! record of the phase and since when, and the model of the unfinished file (the last
//! unfinished game played in the window, until that same game ends).

use super::harness::Probe;
use super::{Check, Monkey, Violation};
use bevy::prelude::*;
use reversi_engine::rules::{Game, GameOptions, PlyKind, Side};
use reversi3d::game::{DisplaySettings, Phase, PlayerKind, Players, Screen};

/// Start, moves and options: what a saved or unfinished game must read back to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct GameKey {
    start: (u64, u64, Side),
    plies: Vec<(Side, PlyKind)>,
    options: GameOptions,
}

pub(super) fn key_of(g: &Game) -> GameKey {
    GameKey {
        start: g.start_position(),
        plies: g.history().iter().map(|p| (p.color, p.kind)).collect(),
        options: g.options,
    }
}

pub(super) fn describe_key(k: &GameKey) -> String {
    let moves: Vec<String> = k
        .plies
        .iter()
        .map(|(_, p)| match p {
            PlyKind::Move(s) => s.to_string(),
            PlyKind::Pass => "pa".into(),
        })
        .collect();
    format!("{} plies [{}]", moves.len(), moves.join(" "))
}

impl Monkey {
    /// After each frame: the hang check and the unfinished-game model.
    pub(super) fn track_frame(&mut self) -> Result<(), Violation> {
        let now = self.app.world().resource::<Time>().elapsed_secs_f64();
        let phase = if self.screen() == Screen::Playing {
            self.phase()
        } else {
            None
        };
        if phase != self.phase_since.0 {
            self.phase_since = (phase, now);
            if phase == Some(Phase::GameOver) {
                self.report.games_over += 1;
            }
        }
        let stuck_after = match phase {
            Some(Phase::Animating) => {
                let speed = self.app.world().resource::<DisplaySettings>().anim_speed;
                (speed >= 0.25).then_some(30.0)
            }
            Some(Phase::AiTurn) => Some(30.0),
            Some(Phase::PassNotice) => Some(10.0),
            Some(Phase::Deciding) => Some(2.0),
            _ => None,
        };
        if let Some(limit) = stuck_after
            && now - self.phase_since.1 > limit
            && self.checks(Check::Stuck)
        {
            return Err((
                Check::Stuck,
                format!(
                    "{:?} for {:.1} s of game time",
                    phase.unwrap(),
                    now - self.phase_since.1
                ),
            ));
        }
        // The model of the unfinished file: the last unfinished game shown with a move
        // (not in review, where the game is rewound), until that same game ends.
        let replaced = std::mem::take(&mut self.app.world_mut().resource_mut::<Probe>().replaced);
        if replaced {
            self.shown = Some(key_of(self.game()));
            // A resume shows the kept game itself (as does a paste of the same moves).
            self.kept_on_board = self.kept.is_some() && self.kept == self.shown;
        }
        if self.screen() == Screen::Playing {
            let g = self.game().clone();
            let p = self.phase();
            // A flag fall ends a game without a move: it is no longer only shown then.
            let only_shown = self.shown.as_ref() == Some(&key_of(&g)) && !g.is_over();
            if !only_shown {
                self.shown = None;
            }
            if only_shown {
                // Shown, not played: the unfinished file keeps the game it holds.
            } else if !g.is_over()
                && played_by_a_person(&g, *self.app.world().resource::<Players>())
                && !matches!(p, Some(Phase::Review) | Some(Phase::GameOver))
            {
                self.kept = Some(key_of(&g));
                self.kept_on_board = true;
            } else if g.is_over()
                && let Some(k) = &self.kept
            {
                let now = key_of(&g);
                let continues = now.start == k.start
                    && now.options == k.options
                    && now.plies.starts_with(&k.plies);
                if continues {
                    self.kept = None;
                }
            } else if self.kept_on_board
                && !played_by_a_person(&g, *self.app.world().resource::<Players>())
                && let Some(k) = &self.kept
                && k.start == g.start_position()
                && k.options == g.options
            {
                // Every move of the kept game taken back (or every person's move): nothing is
                // left to offer.
                self.kept = None;
            }
        }
        Ok(())
    }
}

/// A game worth keeping as the unfinished one: it holds a move of a side a person plays (or,
/// with the computer on both sides, any move); a game only the computer has moved in is not.
fn played_by_a_person(g: &Game, players: Players) -> bool {
    let person = |side| players.of(side) == PlayerKind::Human;
    let mut moves = g
        .history()
        .iter()
        .filter(|p| matches!(p.kind, PlyKind::Move(_)));
    if !person(Side::Dark) && !person(Side::Light) {
        return moves.next().is_some();
    }
    moves.any(|p| person(p.color))
}
