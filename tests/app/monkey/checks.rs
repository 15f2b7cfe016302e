//! The invariants checked after any frame: the camera stays finite, the phase agrees with the
//! game, every disc entity shows the rules' board, the piles hold each side's remaining
//! discs, hints stand on the legal squares, and the unfinished file holds the unfinished game
//! (never lost by showing another game).

use super::model::{describe_key, key_of};
use super::{Check, Monkey, Violation};
use bevy::prelude::*;
use reversi_engine::rules::record::parse_record;
use reversi_engine::rules::{Bitboard, Game, Side};
use reversi3d::game::Disc;
use reversi3d::game::HintLabel;
use reversi3d::game::Orbit;
use reversi3d::game::PileDisc;
use reversi3d::game::Review;
use reversi3d::game::{Phase, PlayerKind, Players, Screen};

impl Monkey {
    /// The invariants that hold after any frame.
    pub(super) fn check_now(&mut self) -> Result<(), Violation> {
        if self.checks(Check::Camera) {
            let w = self.app.world_mut();
            for t in w.query_filtered::<&Transform, With<Orbit>>().iter(w) {
                if !(t.translation.is_finite() && t.rotation.is_finite()) {
                    return Err((
                        Check::Camera,
                        format!("the camera's transform is not finite: {t:?}"),
                    ));
                }
            }
        }
        self.check_unfinished()?;
        if self.screen() != Screen::Playing || !self.transitions_done() {
            return Ok(());
        }
        let g = self.game().clone();
        let players = *self.app.world().resource::<Players>();
        let phase = self.phase();
        if self.checks(Check::Phase) {
            self.check_phase(&g, &players, phase)?;
        }
        if !self.animating() {
            // In review the board shows the reviewed position; the game stays whole.
            let shown = self.app.world().resource::<Review>().shown(&g).into_owned();
            if self.checks(Check::Discs) {
                self.check_discs(&shown)?;
            }
            // The piles may show the supply as it was before the last frame (the pile
            // system is not ordered after a review step); any other count is wrong.
            if self.checks(Check::Piles) {
                self.check_piles(&shown)?;
            }
        }
        if self.checks(Check::Hints) && phase == Some(Phase::HumanTurn) {
            let w = self.app.world_mut();
            let shown: u64 = w
                .query::<&HintLabel>()
                .iter(w)
                .fold(0, |acc, h| acc | h.square.bit());
            let legal = g.legal_moves();
            if shown != 0 && shown != legal {
                let names = |b: u64| {
                    Bitboard(b)
                        .squares()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                return Err((
                    Check::Hints,
                    format!(
                        "hints on [{}] but the legal moves are [{}]",
                        names(shown),
                        names(legal)
                    ),
                ));
            }
        }
        Ok(())
    }

    fn check_phase(
        &mut self,
        g: &Game,
        players: &Players,
        phase: Option<Phase>,
    ) -> Result<(), Violation> {
        let Some(p) = phase else {
            return Err((Check::Phase, "playing without a phase".into()));
        };
        let err = |m: String| Err((Check::Phase, m));
        let who = players.of(g.to_move());
        match p {
            Phase::HumanTurn if g.is_over() => {
                return err("a person's turn in a finished game".into());
            }
            Phase::HumanTurn if g.legal_moves() == 0 => {
                return err(format!("{}'s turn without a legal move", g.to_move()));
            }
            Phase::HumanTurn if who != PlayerKind::Human => {
                return err(format!("a person's turn, but {} is {who:?}", g.to_move()));
            }
            Phase::AiTurn if g.is_over() || g.legal_moves() == 0 => {
                return err("the computer's turn without a legal move".into());
            }
            Phase::AiTurn if who == PlayerKind::Human => {
                return err(format!(
                    "the computer's turn, but {} is a person",
                    g.to_move()
                ));
            }
            Phase::PassNotice if !g.must_pass() => {
                return err(format!(
                    "a pass notice, but {} can move or the game is over",
                    g.to_move()
                ));
            }
            Phase::GameOver if !g.is_over() => {
                return err(format!(
                    "the scoring screen for a game that is not over ({} to move, {} plies)",
                    g.to_move(),
                    g.history().len()
                ));
            }
            Phase::Review if !g.is_over() => {
                return err("review of a game that is not over".into());
            }
            Phase::Review
                if !matches!(
                    self.app.world().resource::<Review>().0,
                    Some(k) if k < g.history().len()
                ) =>
            {
                return err(
                    "review at the end of the game (the scoring screen should show)".into(),
                );
            }
            _ => {}
        }
        if g.is_over() && !matches!(p, Phase::GameOver | Phase::Review | Phase::Animating) {
            return err(format!("the game is over but the phase is {p:?}"));
        }
        let w = self.app.world_mut();
        let scoring = w
            .query::<&Name>()
            .iter(w)
            .any(|n| n.as_str() == "Scoring screen");
        if scoring != (p == Phase::GameOver) {
            return err(format!("scoring screen shown: {scoring}, phase {p:?}"));
        }
        Ok(())
    }

    fn check_discs(&mut self, g: &Game) -> Result<(), Violation> {
        let w = self.app.world_mut();
        let mut seen = 0u64;
        for (d, t) in w.query::<(&Disc, &Transform)>().iter(w) {
            let Some(want) = g.at(d.square) else {
                return Err((Check::Discs, format!("a disc entity on empty {}", d.square)));
            };
            if d.side != want {
                return Err((
                    Check::Discs,
                    format!(
                        "the disc on {} is {} but the rules say {want}",
                        d.square, d.side
                    ),
                ));
            }
            let Some(shown) = super::super::face_shown(t) else {
                let up = (t.rotation * Vec3::Y).y;
                return Err((
                    Check::Discs,
                    format!("the disc on {} rests mid-turn (up {up:.2})", d.square),
                ));
            };
            if shown != want {
                return Err((
                    Check::Discs,
                    format!(
                        "the disc on {} shows {shown}, the rules say {want}",
                        d.square
                    ),
                ));
            }
            if seen & d.square.bit() != 0 {
                return Err((Check::Discs, format!("two disc entities on {}", d.square)));
            }
            seen |= d.square.bit();
        }
        let want = g.discs(Side::Dark) | g.discs(Side::Light);
        if seen != want {
            let missing: Vec<String> = Bitboard(want & !seen)
                .squares()
                .map(|s| s.to_string())
                .collect();
            return Err((
                Check::Discs,
                format!("no disc entity on [{}]", missing.join(" ")),
            ));
        }
        Ok(())
    }

    fn check_piles(&mut self, g: &Game) -> Result<(), Violation> {
        let w = self.app.world_mut();
        let mut count = [0u32; 2];
        for p in w.query::<&PileDisc>().iter(w) {
            count[p.side.index()] += 1;
        }
        for side in [Side::Dark, Side::Light] {
            let want = g.supply(side).unwrap_or(0);
            let before = self.supply_before[side.index()];
            if count[side.index()] != want && count[side.index()] != before {
                return Err((
                    Check::Piles,
                    format!(
                        "{side}'s pile shows {} discs, the supply is {want}",
                        count[side.index()]
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The unfinished file, when present, reads back; it holds the unfinished game shown,
    /// and an unfinished game is not lost by showing another game.
    fn check_unfinished(&mut self) -> Result<(), Violation> {
        if !self.checks(Check::Unfinished) {
            return Ok(());
        }
        let path = self.dir.join("unfinished.txt");
        let text = std::fs::read_to_string(&path).ok();
        let file = match &text {
            Some(t) => Some(parse_record(t).map_err(|e| {
                (
                    Check::Unfinished,
                    format!("the unfinished file does not read back: {e}"),
                )
            })?),
            None => None,
        };
        match (&self.kept, &file) {
            (None, _) => Ok(()),
            (Some(k), None) => Err((
                Check::Unfinished,
                format!(
                    "the unfinished game ({}) is lost: no unfinished file",
                    describe_key(k)
                ),
            )),
            (Some(k), Some(r)) => {
                let got = key_of(&r.game);
                if got != *k {
                    Err((
                        Check::Unfinished,
                        format!(
                            "the unfinished file holds {}, the unfinished game is {}",
                            describe_key(&got),
                            describe_key(k)
                        ),
                    ))
                } else {
                    Ok(())
                }
            }
        }
    }
}
