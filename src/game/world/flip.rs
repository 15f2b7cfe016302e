//! Animations: the placed disc drops onto its square; each flipped disc turns over with a
//! lift (a half turn, not a colour swap), in a ripple ordered by distance from the placed
//! disc. An animated [`Redraw`] brings the discs to the position shown (undo, redo, review).
//! When they are done, the turn plugin is told ([`GameChange::AnimationsDone`]).

use super::geometry::square_to_world;
use super::sound::SoundCue;
use super::squares::{BoardAssets, DISC_REST_Y, Disc, disc, face_up};
use super::supply::pile_top;
use crate::game::core::display::DisplaySettings;
use crate::game::core::messages::{GameChange, MovePlayed, Redraw};
use crate::game::core::state::{CurrentGame, Phase, Review};
use crate::game::core::systems::GameSystems;
use bevy::prelude::*;
use reversi_engine::rules::{PlyKind, Side, Square};
use std::f32::consts::PI;

/// Seconds for the placed disc to drop.
pub(crate) const DROP_SECS: f32 = 0.22;
/// Seconds for one disc to turn over.
pub(crate) const FLIP_SECS: f32 = 0.38;
/// Extra delay per square of distance from the placed disc.
pub(crate) const RIPPLE_SECS: f32 = 0.06;
/// How high a turning disc lifts.
const LIFT: f32 = 0.45;
const DROP_HEIGHT: f32 = 1.4;

/// A disc falling onto its square; a borrowed disc flies there from the opponent's pile.
#[derive(Component)]
pub struct Dropping {
    pub timer: Timer,
    /// Where a borrowed disc starts (the top of the opponent's pile).
    pub from: Option<Vec3>,
}

/// Seconds for a borrowed disc to fly from the opponent's pile.
pub(crate) const BORROW_SECS: f32 = 0.6;

/// A disc turning over after `delay`.
#[derive(Component)]
pub struct Flipping {
    pub delay: Timer,
    pub timer: Timer,
    pub axis: Vec3,
    pub from: Quat,
    pub to_side: Side,
}

/// A disc taken off the board (undo, review): it lifts away and disappears. It no longer has
/// a [`Disc`] component.
#[derive(Component)]
pub struct Leaving {
    pub timer: Timer,
}

/// A disc still dropping, turning over or leaving.
pub(crate) type AnimatingDisc = Or<(With<Dropping>, With<Flipping>, With<Leaving>)>;

/// Frames spent in the animating phase (animations start the frame the move is played).
#[derive(Resource, Default)]
struct AnimatingFrames(u32);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimatingFrames>()
        .add_systems(
            Update,
            (
                start_animations,
                sync_discs,
                drop_discs,
                flip_discs,
                lift_away,
            )
                .chain()
                .in_set(GameSystems::Animation),
        )
        .add_systems(
            OnEnter(Phase::Animating),
            |mut f: ResMut<AnimatingFrames>| f.0 = 0,
        )
        .add_systems(
            Update,
            finish_animating
                .run_if(in_state(Phase::Animating))
                .in_set(GameSystems::Animation)
                .after(flip_discs)
                .after(lift_away),
        );
}

fn distance(a: Square, b: Square) -> u32 {
    (a.col() - b.col())
        .unsigned_abs()
        .max((a.row() - b.row()).unsigned_abs())
}

fn start_animations(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    assets: Option<Res<BoardAssets>>,
    settings: Res<DisplaySettings>,
    mut discs: Query<(Entity, &mut Disc, &mut Transform)>,
    mut sounds: MessageWriter<SoundCue>,
    game: Res<CurrentGame>,
) {
    let Some(assets) = assets else { return };
    // Held to a sane range here too, whatever was stored (a timer of 1e30 s panics).
    let speed = DisplaySettings::sane_anim_speed(settings.anim_speed);
    for m in played.read() {
        let PlyKind::Move(sq) = m.ply.kind else {
            continue;
        };
        let side = m.ply.color;
        if speed <= 0.0 {
            sounds.write(SoundCue::Place);
            for _ in 0..m.ply.flips.count_ones() {
                sounds.write(SoundCue::Flip);
            }
        }
        let rest = square_to_world(sq) + Vec3::Y * DISC_REST_Y;
        let mut placed = commands.spawn(disc(sq, side, &assets));
        if speed > 0.0 {
            let from = m.ply.borrowed.then(|| pile_top(&game.0, side.opposite()));
            let secs = if from.is_some() {
                BORROW_SECS
            } else {
                DROP_SECS
            };
            placed.insert((
                Transform::from_translation(from.unwrap_or(rest + Vec3::Y * DROP_HEIGHT))
                    .with_rotation(face_up(side)),
                Dropping {
                    timer: Timer::from_seconds(secs / speed, TimerMode::Once),
                    from,
                },
            ));
        }
        for (e, mut d, mut t) in &mut discs {
            if m.ply.flips & d.square.bit() == 0 {
                continue;
            }
            d.side = side;
            if speed <= 0.0 {
                t.rotation = face_up(side);
                continue;
            }
            let dir = (square_to_world(d.square) - square_to_world(sq)).normalize_or_zero();
            let axis = Vec3::Y.cross(dir).normalize_or(Vec3::X);
            let delay = DROP_SECS + RIPPLE_SECS * (distance(sq, d.square) - 1) as f32;
            commands
                .entity(e)
                .insert(flipping(t.rotation, axis, side, delay, speed));
        }
    }
}

/// A disc turning over to `side`, after `delay` seconds.
fn flipping(from: Quat, axis: Vec3, side: Side, delay: f32, speed: f32) -> Flipping {
    Flipping {
        delay: Timer::from_seconds(delay / speed, TimerMode::Once),
        timer: Timer::from_seconds(FLIP_SECS / speed, TimerMode::Once),
        axis,
        from,
        to_side: side,
    }
}

/// On an animated [`Redraw`]: brings the discs to the position shown (the game's, or the
/// reviewed one; see [`Review`]): discs taken back lift away, discs turned
/// back turn over, discs played again drop.
fn sync_discs(
    mut commands: Commands,
    mut redraws: MessageReader<Redraw>,
    game: Res<CurrentGame>,
    review: Res<Review>,
    assets: Option<Res<BoardAssets>>,
    settings: Res<DisplaySettings>,
    mut discs: Query<(Entity, &mut Disc, &mut Transform)>,
) {
    if !redraws.read().any(|r| r.animate) {
        return;
    }
    let Some(assets) = assets else { return };
    // Held to a sane range here too, whatever was stored (a timer of 1e30 s panics).
    let speed = DisplaySettings::sane_anim_speed(settings.anim_speed);
    let position = review.shown(&game.0);
    let mut shown = 0u64;
    for (e, mut d, mut t) in &mut discs {
        let want = position.at(d.square);
        shown |= d.square.bit();
        match want {
            None => {
                if speed <= 0.0 {
                    commands.entity(e).despawn();
                } else {
                    commands
                        .entity(e)
                        .remove::<(Disc, Dropping, Flipping)>()
                        .insert(Leaving {
                            timer: Timer::from_seconds(DROP_SECS * 1.5 / speed, TimerMode::Once),
                        });
                }
            }
            Some(side) if side != d.side => {
                d.side = side;
                if speed <= 0.0 {
                    t.rotation = face_up(side);
                } else {
                    commands
                        .entity(e)
                        .insert(flipping(t.rotation, Vec3::X, side, 0.0, speed));
                }
            }
            Some(_) => {}
        }
    }
    for sq in Square::all() {
        let Some(side) = position.at(sq) else {
            continue;
        };
        if shown & sq.bit() != 0 {
            continue;
        }
        let mut placed = commands.spawn(disc(sq, side, &assets));
        if speed > 0.0 {
            let rest = square_to_world(sq) + Vec3::Y * DISC_REST_Y;
            placed.insert((
                Transform::from_translation(rest + Vec3::Y * DROP_HEIGHT)
                    .with_rotation(face_up(side)),
                Dropping {
                    timer: Timer::from_seconds(DROP_SECS / speed, TimerMode::Once),
                    from: None,
                },
            ));
        }
    }
}

fn lift_away(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Leaving, &mut Transform)>,
) {
    for (e, mut l, mut t) in &mut q {
        l.timer.tick(time.delta());
        let f = l.timer.fraction();
        t.translation.y += time.delta_secs() * 6.0;
        t.scale = Vec3::splat((1.0 - f).max(0.01));
        if l.timer.is_finished() {
            commands.entity(e).despawn();
        }
    }
}

fn drop_discs(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &Disc, &mut Dropping, &mut Transform)>,
    mut sounds: MessageWriter<SoundCue>,
) {
    for (e, d, mut drop, mut t) in &mut q {
        drop.timer.tick(time.delta());
        let f = drop.timer.fraction();
        let rest = square_to_world(d.square) + Vec3::Y * DISC_REST_Y;
        t.translation = match drop.from {
            // A borrowed disc: an arc from the opponent's pile.
            Some(from) => {
                let e = EaseFunction::CubicInOut.sample_clamped(f);
                from.lerp(rest, e) + Vec3::Y * 1.6 * (PI * f).sin()
            }
            // Falls with gravity-like easing.
            None => rest + Vec3::Y * DROP_HEIGHT * (1.0 - f * f),
        };
        if drop.timer.is_finished() {
            t.translation = rest;
            commands.entity(e).remove::<Dropping>();
            sounds.write(SoundCue::Place);
        }
    }
}

fn flip_discs(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &Disc, &mut Flipping, &mut Transform)>,
    mut sounds: MessageWriter<SoundCue>,
) {
    for (e, d, mut flip, mut t) in &mut q {
        if !flip.delay.tick(time.delta()).is_finished() {
            continue;
        }
        if flip.timer.elapsed().is_zero() {
            // This disc starts to turn now: its click, in the ripple.
            sounds.write(SoundCue::Flip);
        }
        flip.timer.tick(time.delta());
        let f = EaseFunction::CubicInOut.sample_clamped(flip.timer.fraction());
        let rest = square_to_world(d.square) + Vec3::Y * DISC_REST_Y;
        t.rotation = Quat::from_axis_angle(flip.axis, PI * f) * flip.from;
        t.translation = rest + Vec3::Y * LIFT * (PI * flip.timer.fraction()).sin();
        if flip.timer.is_finished() {
            t.translation = rest;
            t.rotation = face_up(flip.to_side);
            commands.entity(e).remove::<Flipping>();
        }
    }
}

/// Tells the turn plugin when every disc has stopped (at the earliest on the second frame:
/// animations start the frame the move is played).
fn finish_animating(
    mut frames: ResMut<AnimatingFrames>,
    busy: Query<(), AnimatingDisc>,
    mut done: MessageWriter<GameChange>,
) {
    frames.0 += 1;
    if frames.0 >= 2 && busy.is_empty() {
        done.write(GameChange::AnimationsDone);
    }
}

#[cfg(test)]
mod tests {
    //! One system in a small app, one message in, one assertion out.
    use super::*;
    use reversi_engine::rules::{Game, GameOptions};

    fn assets() -> BoardAssets {
        BoardAssets {
            square_mesh: default(),
            square: default(),
            square_hover: default(),
            square_flash: default(),
            disc_body: default(),
            dark: default(),
            light: default(),
            marker_mesh: default(),
            marker: default(),
            marker_light: default(),
            last_move: default(),
            cursor: default(),
            grid: default(),
            tray: default(),
        }
    }

    /// An app with the discs of `game` on the board and only `start_animations`.
    fn app(game: &Game) -> App {
        let mut app = App::new();
        let assets = assets();
        for sq in Square::all() {
            if let Some(side) = game.at(sq) {
                app.world_mut().spawn(disc(sq, side, &assets));
            }
        }
        app.insert_resource(assets)
            .insert_resource(CurrentGame(game.clone()))
            .init_resource::<DisplaySettings>()
            .add_message::<MovePlayed>()
            .add_message::<SoundCue>()
            .add_systems(Update, start_animations);
        app
    }

    #[test]
    fn a_move_played_drops_its_disc_and_turns_the_flipped_ones() {
        let mut game = Game::new(GameOptions::default());
        let mut app = app(&game);
        let f5 = Square::parse("f5").unwrap();
        let ply = game.play(f5).unwrap();
        app.world_mut().write_message(MovePlayed { ply, number: 1 });
        app.update();
        let world = app.world_mut();
        let mut q = world.query::<(&Disc, Option<&Dropping>, Option<&Flipping>)>();
        let mut dropping = Vec::new();
        let mut flipping = Vec::new();
        for (d, drop, flip) in q.iter(world) {
            if drop.is_some() {
                dropping.push((d.square, d.side));
            }
            if let Some(f) = flip {
                assert_eq!(d.side, f.to_side, "the disc holds the side it turns to");
                flipping.push((d.square, f.to_side));
            }
        }
        assert_eq!(dropping, vec![(f5, Side::Dark)]);
        assert_eq!(flipping, vec![(Square::parse("e5").unwrap(), Side::Dark)]);
    }

    #[test]
    fn the_end_of_the_animations_is_told_once_no_disc_moves() {
        let mut app = App::new();
        app.init_resource::<AnimatingFrames>()
            .add_message::<GameChange>()
            .add_systems(Update, finish_animating);
        let mut cursor = app.world().resource::<Messages<GameChange>>().get_cursor();
        let turning = app
            .world_mut()
            .spawn(Leaving {
                timer: Timer::from_seconds(1.0, TimerMode::Once),
            })
            .id();
        app.update();
        app.update();
        let told = |app: &App, cursor: &mut bevy::ecs::message::MessageCursor<GameChange>| {
            cursor
                .read(app.world().resource::<Messages<GameChange>>())
                .any(|c| *c == GameChange::AnimationsDone)
        };
        assert!(!told(&app, &mut cursor), "a disc is still moving");
        app.world_mut().despawn(turning);
        app.update();
        assert!(told(&app, &mut cursor));
    }
}
