//! Turns: `MoveRequest` → the rules → `MovePlayed` (or `MoveRefused`); after the animation,
//! decide who plays next, announce passes, detect the end of the game.

use super::board::BoardReset;
use super::{
    CurrentGame, LoadGame, MovePlayed, MoveRefused, MoveRequest, NewGameSetup, Phase, PlayerKind,
    Players, Screen, StartNewGame,
};
use bevy::prelude::*;
use reversi_engine::rules::{Game, PlyKind};

/// How long the pass notice stays up before the pass is played (seconds).
pub const PASS_NOTICE_SECS: f32 = 1.8;

/// Counts down the pass notice.
#[derive(Resource)]
pub struct PassTimer(pub Timer);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            start_new_game,
            apply_move_requests.run_if(in_state(Phase::HumanTurn).or_else(in_state(Phase::AiTurn))),
            decide_next.run_if(in_state(Phase::Deciding)),
            pass_after_notice.run_if(in_state(Phase::PassNotice)),
        )
            .chain()
            .in_set(TurnSet),
    )
    .add_systems(OnEnter(Phase::PassNotice), |mut commands: Commands| {
        commands.insert_resource(PassTimer(Timer::from_seconds(
            PASS_NOTICE_SECS,
            TimerMode::Once,
        )));
    })
    .add_systems(OnEnter(Phase::GameOver), log_game_over);
}

/// The turn systems; animations run after them.
#[derive(SystemSet, Clone, PartialEq, Eq, Hash, Debug)]
pub struct TurnSet;

/// The options of a new game: the setup's, with a random four-disc arrangement if asked.
pub fn new_game_options(setup: &NewGameSetup, seed: u64) -> reversi_engine::rules::GameOptions {
    use rand::{Rng, SeedableRng};
    let mut o = setup.options;
    if setup.random_start {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let all = reversi_engine::rules::StartPosition::FOUR_DISC;
        o.start = all[rng.random_range(0..all.len())];
    }
    o
}

#[allow(clippy::too_many_arguments)]
fn start_new_game(
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    setup: Res<NewGameSetup>,
    mut game: ResMut<CurrentGame>,
    mut players: ResMut<Players>,
    mut resets: MessageWriter<BoardReset>,
    mut screen: ResMut<NextState<Screen>>,
    mut phase: ResMut<NextState<Phase>>,
) {
    let loaded = loads.read().last().cloned();
    let started = starts.read().count() > 0;
    let from_load = loaded.is_some();
    if let Some(l) = loaded {
        game.0 = l.game;
        *players = l.players;
    } else if started {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        game.0 = Game::new(new_game_options(&setup, seed));
        *players = setup.players;
    } else {
        return;
    }
    resets.write(BoardReset);
    screen.set(Screen::Playing);
    phase.set(Phase::Deciding);
    println!(
        "{}: {} {}, Dark: {}, Light: {}",
        if from_load { "game loaded" } else { "new game" },
        game.0.options.variant.name(),
        game.0.options.start.name(),
        players.describe(reversi_engine::rules::Color::Dark),
        players.describe(reversi_engine::rules::Color::Light)
    );
}

/// Plays the first acceptable request of this frame. Requests sent while the game was being
/// replaced or taken back were meant for the board before: they are dropped.
fn apply_move_requests(
    mut requests: MessageReader<MoveRequest>,
    mut resets: MessageReader<BoardReset>,
    mut syncs: MessageReader<super::flip::BoardSync>,
    mut game: ResMut<CurrentGame>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut phase: ResMut<NextState<Phase>>,
) {
    if resets.read().count() + syncs.read().count() > 0 {
        requests.clear();
        return;
    }
    for req in requests.read() {
        match game.0.play(req.square) {
            Ok(ply) => {
                let number = game.0.move_number() - 1;
                println!("move {number}: {} {}", ply.color, req.square);
                played.write(MovePlayed { ply, number });
                phase.set(Phase::Animating);
                // Later requests this frame are stale.
                requests.clear();
                return;
            }
            Err(e) => {
                refused.write(MoveRefused {
                    square: req.square,
                    reason: e.to_string(),
                });
            }
        }
    }
}

fn decide_next(game: Res<CurrentGame>, players: Res<Players>, mut phase: ResMut<NextState<Phase>>) {
    let g = &game.0;
    let next = if g.is_over() {
        Phase::GameOver
    } else if g.must_pass() {
        Phase::PassNotice
    } else {
        match players.of(g.to_move()) {
            PlayerKind::Human => Phase::HumanTurn,
            PlayerKind::Computer(_) => Phase::AiTurn,
        }
    };
    phase.set(next);
}

fn pass_after_notice(
    time: Res<Time>,
    mut timer: ResMut<PassTimer>,
    mut game: ResMut<CurrentGame>,
    mut played: MessageWriter<MovePlayed>,
    mut phase: ResMut<NextState<Phase>>,
) {
    if !timer.0.tick(time.delta()).is_finished() {
        return;
    }
    if let Ok(ply) = game.0.pass() {
        let number = game.0.move_number();
        println!("move {number}: {} passes", ply.color);
        played.write(MovePlayed { ply, number });
    }
    phase.set(Phase::Deciding);
}

fn log_game_over(game: Res<CurrentGame>) {
    if let Some(r) = game.0.result() {
        let who = match r.winner {
            Some(c) => format!("{c} wins"),
            None => "a tie".to_string(),
        };
        println!(
            "game over: Dark {} - Light {}: {who} (recorded {}-{})",
            r.dark, r.light, r.recorded_dark, r.recorded_light
        );
    }
}

/// True if the last ply was a pass (for the HUD).
pub fn last_was_pass(game: &Game) -> bool {
    matches!(game.last_ply().map(|p| p.kind), Some(PlyKind::Pass))
}
