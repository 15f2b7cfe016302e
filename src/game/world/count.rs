//! The count at the end of a game, as players do it on a real board: the discs slide off their
//! squares into rows by colour, Dark's from a1 along the rows, Light's from h8 back, so each
//! side's count reads in rows of eight; a label gives each side's number. The board's own
//! discs are hidden meanwhile and come back for review or a new game (this plugin moves
//! copies: the game and its discs are not changed).

use super::geometry::square_to_world;
use super::squares::{BoardAssets, DISC_REST_Y, Disc, LastMoveMarker, board_label, face_up};
use crate::game::core::display::DisplaySettings;
use crate::game::core::redraw::Animated;
use crate::game::core::state::{CurrentGame, Phase, Screen};
use crate::game::theme::widget::Fonts;
use bevy::prelude::*;
use reversi_engine::rules::{Side, Square};

/// The pause before the discs move, and each disc's slide, in seconds at normal speed.
const PAUSE: f32 = 0.5;
const SLIDE: f32 = 0.55;
/// The delay between one disc's start and the next of its colour.
const STAGGER: f32 = 0.025;

/// A disc of the count: it slides from `from` to `to`.
#[derive(Component, Clone, Copy, Debug)]
pub struct CountedDisc {
    pub side: Side,
    pub from: Square,
    pub to: Square,
    /// When it starts and ends moving (game time, seconds).
    start: f32,
    end: f32,
}

/// A side's number beside its rows.
#[derive(Component, Clone, Copy, Debug)]
pub struct CountLabel {
    pub side: Side,
    pub count: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Phase::GameOver), start_count)
        .add_systems(OnExit(Phase::GameOver), end_count)
        .add_systems(
            Update,
            (hide_board_discs, slide_discs, label_rows)
                .chain()
                .run_if(in_state(Phase::GameOver)),
        );
}

/// Where `side`'s discs go: Dark's the first squares in reading order (a1, b1, … h1, a2, …),
/// Light's the last, from h8 back.
pub fn count_squares(side: Side, n: usize) -> Vec<Square> {
    let mut order: Vec<Square> = Square::all().collect();
    if side == Side::Light {
        order.reverse();
    }
    order.truncate(n);
    order
}

fn start_count(
    mut commands: Commands,
    game: Res<CurrentGame>,
    time: Res<Time>,
    settings: Res<DisplaySettings>,
    assets: Option<Res<BoardAssets>>,
    mut discs: Query<&mut Visibility, With<Disc>>,
) {
    // A game lost on time is counted once the engine has completed it: not here.
    if game.0.awaiting_completion() || !game.0.is_over() {
        return;
    }
    let speed = DisplaySettings::sane_anim_speed(settings.anim_speed);
    let scale = if speed <= 0.0 { 0.0 } else { 1.0 / speed };
    let now = time.elapsed_secs();
    for mut v in &mut discs {
        *v = Visibility::Hidden;
    }
    for side in [Side::Dark, Side::Light] {
        // From the squares nearest the rows first: a disc never crosses one already placed.
        let mut from: Vec<Square> = Square::all()
            .filter(|&sq| game.0.at(sq) == Some(side))
            .collect();
        if side == Side::Light {
            from.reverse();
        }
        let to = count_squares(side, from.len());
        for (i, (&f, &t)) in from.iter().zip(&to).enumerate() {
            let start = now + (PAUSE + i as f32 * STAGGER) * scale;
            let mut e = commands.spawn((
                Name::new(format!("Counted disc {t}")),
                CountedDisc {
                    side,
                    from: f,
                    to: t,
                    start,
                    end: start + SLIDE * scale,
                },
                Transform::from_translation(rest(f)).with_rotation(face_up(side)),
                Visibility::default(),
                Animated,
                Pickable::IGNORE,
                DespawnOnExit(Screen::Playing),
            ));
            if let Some(a) = assets.as_ref() {
                e.with_children(|c| {
                    c.spawn((
                        Mesh3d(a.disc_body.clone()),
                        MeshMaterial3d(a.dark.clone()),
                        Pickable::IGNORE,
                    ));
                    c.spawn((
                        Mesh3d(a.disc_body.clone()),
                        MeshMaterial3d(a.light.clone()),
                        Transform::from_rotation(Quat::from_rotation_z(std::f32::consts::PI)),
                        Pickable::IGNORE,
                    ));
                });
            }
        }
    }
}

fn rest(sq: Square) -> Vec3 {
    square_to_world(sq) + Vec3::Y * DISC_REST_Y
}

/// The board's discs stay hidden while the count shows (a disc drawn again meanwhile too), and
/// so does the last move's mark, which would sit on some counted disc.
fn hide_board_discs(
    counted: Query<(), With<CountedDisc>>,
    mut discs: Query<&mut Visibility, Or<(With<Disc>, With<LastMoveMarker>)>>,
) {
    if counted.is_empty() {
        return;
    }
    for mut v in &mut discs {
        if *v != Visibility::Hidden {
            *v = Visibility::Hidden;
        }
    }
}

/// Moves the counted discs along a low arc; a disc in place stops asking for frames.
fn slide_discs(
    mut commands: Commands,
    time: Res<Time>,
    mut discs: Query<(Entity, &CountedDisc, &mut Transform), With<Animated>>,
) {
    let now = time.elapsed_secs();
    for (e, d, mut t) in &mut discs {
        let k = if d.end <= d.start {
            if now >= d.start { 1.0 } else { 0.0 }
        } else {
            ((now - d.start) / (d.end - d.start)).clamp(0.0, 1.0)
        };
        let eased = k * k * (3.0 - 2.0 * k);
        let lift = (k * std::f32::consts::PI).sin() * 0.25;
        t.translation = rest(d.from).lerp(rest(d.to), eased) + Vec3::Y * lift;
        if k >= 1.0 {
            commands.entity(e).remove::<Animated>();
        }
    }
}

/// Once every disc is in its row, each side's number beside its last disc.
fn label_rows(
    mut commands: Commands,
    moving: Query<(), (With<CountedDisc>, With<Animated>)>,
    counted: Query<&CountedDisc>,
    labels: Query<(), With<CountLabel>>,
    fonts: Res<Fonts>,
) {
    if !moving.is_empty() || !labels.is_empty() || counted.is_empty() {
        return;
    }
    for side in [Side::Dark, Side::Light] {
        let n = counted.iter().filter(|d| d.side == side).count();
        let Some(&last) = count_squares(side, n).last() else {
            continue;
        };
        commands.spawn((
            Name::new(format!("{side} count")),
            CountLabel { side, count: n },
            board_label(
                rest(last) + Vec3::Y * 0.15,
                n.to_string(),
                fonts.bold(22.0),
                Color::srgb(1.0, 0.88, 0.45),
            ),
            DespawnOnExit(Phase::GameOver),
        ));
    }
}

/// Review or a new game: the copies go and the board's discs come back.
fn end_count(
    mut commands: Commands,
    counted: Query<Entity, Or<(With<CountedDisc>, With<CountLabel>)>>,
    mut discs: Query<&mut Visibility, (With<Disc>, Without<LastMoveMarker>)>,
    mut marker: Query<&mut Visibility, (With<LastMoveMarker>, Without<Disc>)>,
    game: Res<CurrentGame>,
) {
    for e in &counted {
        commands.entity(e).despawn();
    }
    for mut v in &mut discs {
        *v = Visibility::Inherited;
    }
    // The mark comes back on the game's last move (a review step moves it after).
    if game.0.last_move().is_some() {
        for mut v in &mut marker {
            *v = Visibility::Inherited;
        }
    }
}
