//! Turns: the owner of the game ([`CurrentGame`]), of the phase ([`Phase`]) and of the screen
//! ([`Screen`]: a new game opens the board, [`OpenStartScreen`] the start screen).
//! `MoveRequest` → the rules → `MovePlayed` (or `MoveRefused`); after the animation, decide who
//! plays next, announce passes, detect the end of the game. Other plugins never change the
//! game or the phase themselves: they send a [`GameChange`] (undo and redo from the history,
//! the clock's time and the completion of a game lost on time, the end of the animations),
//! and the review phase follows the history's cursor.

use crate::game::core::log::Log;
use crate::game::core::messages::EarlyMove;
use crate::game::core::messages::{
    GameChange, LoadGame, MovePlayed, MoveRefused, MoveRequest, OpenStartScreen, Redraw,
    StartNewGame,
};
use crate::game::core::state::GameTag;
use crate::game::core::state::{
    CurrentGame, NewGameSetup, Phase, PlayerKind, Players, Review, Screen,
};
use crate::game::core::systems::GameSystems;
use crate::game::core::tasks::{GameGeneration, current_tag};
use crate::game::play::words::refusal;
use bevy::prelude::*;
use reversi_engine::rules::{Game, Square};

/// How long the pass notice stays up before the pass is played (seconds).
pub(crate) const PASS_NOTICE_SECS: f32 = 1.8;

/// Counts down the pass notice.
#[derive(Resource)]
pub(crate) struct PassTimer(pub Timer);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PausePending>()
        .init_resource::<QueuedMove>()
        .add_message::<EarlyMove>()
        .add_systems(
            Update,
            (
                follow_review.run_if(in_state(Phase::GameOver).or_else(in_state(Phase::Review))),
                start_new_game,
                apply_history,
                queue_early_moves
                    .run_if(in_state(Phase::Animating).or_else(in_state(Phase::Deciding))),
                play_queued_move.run_if(in_state(Phase::HumanTurn)),
                apply_move_requests
                    .run_if(in_state(Phase::HumanTurn).or_else(in_state(Phase::AiTurn))),
                pause_and_resume,
                decide_next.run_if(in_state(Phase::Deciding)),
                pass_after_notice.run_if(in_state(Phase::PassNotice)),
                apply_completion,
                // Last: a flag fall ends the game whatever else this frame did.
                charge_clock,
            )
                .chain()
                .in_set(GameSystems::Turn),
        )
        .add_systems(Update, open_start_screen.after(GameSystems::Keys))
        .add_systems(Update, end_animating.after(GameSystems::Animation))
        .add_systems(OnEnter(Phase::PassNotice), |mut commands: Commands| {
            commands.insert_resource(PassTimer(Timer::from_seconds(
                PASS_NOTICE_SECS,
                TimerMode::Once,
            )));
        })
        .add_systems(OnEnter(Phase::GameOver), log_game_over)
        // A move asked before a pause or a quit is not played after it.
        .add_systems(OnEnter(Phase::Paused), forget_queued_move)
        .add_systems(OnExit(Screen::Playing), forget_queued_move);
}

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

/// After the game, the review phase while the history's cursor is before the end, the
/// scoring screen at the end.
fn follow_review(
    review: Res<Review>,
    phase: Res<State<Phase>>,
    mut next: ResMut<NextState<Phase>>,
) {
    match (*phase.get(), review.0.is_some()) {
        (Phase::GameOver, true) => next.set(Phase::Review),
        (Phase::Review, false) => next.set(Phase::GameOver),
        _ => {}
    }
}

fn start_new_game(
    mut starts: MessageReader<StartNewGame>,
    mut loads: MessageReader<LoadGame>,
    setup: Res<NewGameSetup>,
    mut game: ResMut<CurrentGame>,
    mut players: ResMut<Players>,
    mut redraws: MessageWriter<Redraw>,
    mut screen: ResMut<NextState<Screen>>,
    mut phase: ResMut<NextState<Phase>>,
    mut log: MessageWriter<Log>,
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
    redraws.write(Redraw { animate: false });
    screen.set(Screen::Playing);
    phase.set(Phase::Deciding);
    log.write(Log::info(format!(
        "{}: {} {}, Dark: {}, Light: {}",
        if from_load { "game loaded" } else { "new game" },
        game.0.options.variant.name(),
        game.0.options.start.name(),
        players.describe(reversi_engine::rules::Side::Dark),
        players.describe(reversi_engine::rules::Side::Light)
    )));
}

/// Undo and redo asked by the history: the plies go back (or forward) in the rules' game, the
/// discs animate there, and the turn is decided when they are done.
fn apply_history(
    mut changes: MessageReader<GameChange>,
    mut game: ResMut<CurrentGame>,
    mut redraws: MessageWriter<Redraw>,
    mut phase: ResMut<NextState<Phase>>,
    mut log: MessageWriter<Log>,
) {
    for &change in changes.read() {
        let (name, changed) = match change {
            GameChange::TakeBack(n) => (
                "undo",
                (0..n).take_while(|_| game.0.undo().is_some()).count(),
            ),
            GameChange::PlayAgain(n) => (
                "redo",
                (0..n).take_while(|_| game.0.redo().is_some()).count(),
            ),
            _ => continue,
        };
        if changed == 0 {
            continue;
        }
        log.write(Log::info(format!(
            "{name}: {changed} {}, move {} next",
            if changed == 1 { "ply" } else { "plies" },
            game.0.move_number()
        )));
        redraws.write(Redraw { animate: true });
        phase.set(Phase::Animating);
    }
}

/// The move a person asked for during the previous move's animation, with the position it
/// was asked in: played as soon as that person's turn comes in that same position, dropped if
/// the game was replaced, taken back or redrawn meanwhile (its tag no longer matches).
#[derive(Resource, Default, Debug)]
pub struct QueuedMove(Option<(Square, GameTag)>);

impl QueuedMove {
    /// The square waiting to be played.
    pub fn square(&self) -> Option<Square> {
        self.0.map(|(s, _)| s)
    }
}

/// Early moves: kept for the side to move next if a person plays it and the square is legal
/// there (refused at once otherwise, with the usual feedback); the last one asked wins. A
/// request in the frame of a redraw was meant for the board before: dropped.
fn queue_early_moves(
    mut early: MessageReader<EarlyMove>,
    mut redraws: MessageReader<Redraw>,
    game: Res<CurrentGame>,
    players: Res<Players>,
    generation: Res<GameGeneration>,
    mut queued: ResMut<QueuedMove>,
    mut refused: MessageWriter<MoveRefused>,
) {
    if redraws.read().count() > 0 {
        early.clear();
        queued.0 = None;
        return;
    }
    let g = &game.0;
    if g.is_over() || players.of(g.to_move()) != PlayerKind::Human {
        early.clear();
        return;
    }
    for e in early.read() {
        if g.legal_moves() & e.square.bit() != 0 {
            queued.0 = Some((e.square, current_tag(&generation, &game)));
        } else {
            let reason = match g.clone().play(e.square) {
                Err(err) => refusal(&err),
                Ok(_) => continue,
            };
            refused.write(MoveRefused {
                square: e.square,
                reason,
            });
        }
    }
}

/// On a person's turn, the move they asked for during the animation, if the position is still
/// the one they asked in.
fn play_queued_move(
    game: Res<CurrentGame>,
    generation: Res<GameGeneration>,
    mut queued: ResMut<QueuedMove>,
    mut requests: MessageWriter<MoveRequest>,
) {
    if let Some((square, tag)) = queued.0.take()
        && tag == current_tag(&generation, &game)
    {
        requests.write(MoveRequest { square });
    }
}

fn forget_queued_move(mut queued: ResMut<QueuedMove>) {
    queued.0 = None;
}

/// Plays the first acceptable request of this frame. Requests sent while the game was being
/// replaced or taken back were meant for the board before: they are dropped.
fn apply_move_requests(
    mut requests: MessageReader<MoveRequest>,
    mut redraws: MessageReader<Redraw>,
    mut game: ResMut<CurrentGame>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut phase: ResMut<NextState<Phase>>,
    mut log: MessageWriter<Log>,
) {
    if redraws.read().count() > 0 {
        requests.clear();
        return;
    }
    for req in requests.read() {
        match game.0.play(req.square) {
            Ok(ply) => {
                let number = game.0.move_number() - 1;
                log.write(Log::info(format!(
                    "move {number}: {} {}",
                    ply.color, req.square
                )));
                played.write(MovePlayed { ply, number });
                phase.set(Phase::Animating);
                // Later requests this frame are stale.
                requests.clear();
                return;
            }
            Err(e) => {
                refused.write(MoveRefused {
                    square: req.square,
                    reason: refusal(&e),
                });
            }
        }
    }
}

/// A pause asked while the discs were moving: taken when the turn is next decided.
#[derive(Resource, Default)]
struct PausePending(bool);

/// Esc's pause and the menu's resume. A pause on a turn or a pass notice is taken at once;
/// one asked during an animation waits for the turn to be decided; after the game, there is
/// nothing to pause.
fn pause_and_resume(
    mut changes: MessageReader<GameChange>,
    current: Option<Res<State<Phase>>>,
    mut pending: ResMut<PausePending>,
    mut phase: ResMut<NextState<Phase>>,
    mut log: MessageWriter<Log>,
) {
    let Some(current) = current.map(|p| *p.get()) else {
        return;
    };
    for change in changes.read() {
        match (change, current) {
            (GameChange::Pause, Phase::HumanTurn | Phase::AiTurn | Phase::PassNotice) => {
                phase.set(Phase::Paused);
                log.write(Log::info("paused"));
            }
            (GameChange::Pause, Phase::Animating | Phase::Deciding) => pending.0 = true,
            (GameChange::Resume, Phase::Paused) => {
                phase.set(Phase::Deciding);
                log.write(Log::info("resumed"));
            }
            _ => {}
        }
    }
}

fn decide_next(
    game: Res<CurrentGame>,
    players: Res<Players>,
    mut pending: ResMut<PausePending>,
    mut phase: ResMut<NextState<Phase>>,
    mut log: MessageWriter<Log>,
) {
    let g = &game.0;
    let next = if g.is_over() {
        pending.0 = false;
        Phase::GameOver
    } else if std::mem::take(&mut pending.0) {
        log.write(Log::info("paused"));
        Phase::Paused
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
    mut log: MessageWriter<Log>,
) {
    if !timer.0.tick(time.delta()).is_finished() {
        return;
    }
    if let Ok(ply) = game.0.pass() {
        let number = game.0.move_number();
        log.write(Log::info(format!("move {number}: {} passes", ply.color)));
        played.write(MovePlayed { ply, number });
    }
    phase.set(Phase::Deciding);
}

/// The clock's time for the side to move; a flag fall ends the game (leaving the computer's
/// turn stops its search; the clock plugin then has the engine complete the game).
fn charge_clock(
    mut changes: MessageReader<GameChange>,
    mut game: ResMut<CurrentGame>,
    mut phase: ResMut<NextState<Phase>>,
    mut log: MessageWriter<Log>,
) {
    for &change in changes.read() {
        let GameChange::ChargeTime(ms) = change else {
            continue;
        };
        if game.0.clock().is_none() {
            continue;
        }
        if game.0.charge_time(ms) {
            log.write(Log::info(format!(
                "flag fall: {} lost on time",
                game.0.to_move()
            )));
            phase.set(Phase::GameOver);
        }
    }
}

/// The engine's completion of a game lost on time: its counts go into this same game only.
fn apply_completion(
    mut changes: MessageReader<GameChange>,
    mut redraws: MessageReader<Redraw>,
    mut game: ResMut<CurrentGame>,
    generation: Res<GameGeneration>,
    mut log: MessageWriter<Log>,
) {
    let replaced = redraws.read().count() > 0;
    for &change in changes.read() {
        let GameChange::Completed { tag, dark, light } = change else {
            continue;
        };
        if replaced || tag != current_tag(&generation, &game) || !game.0.awaiting_completion() {
            continue;
        }
        game.0.set_completed_counts(dark, light);
        if let Some(r) = game.0.result() {
            log.write(Log::info(format!(
                "time default: completed by the engine, Dark {dark} - Light {light}, recorded {}-{}",
                r.recorded_dark, r.recorded_light
            )));
        }
    }
}

/// The discs have stopped moving: decide what comes next. (It reads every frame, so a
/// message of an earlier animation never ends a later one.)
fn end_animating(
    mut changes: MessageReader<GameChange>,
    phase: Option<Res<State<Phase>>>,
    mut next: ResMut<NextState<Phase>>,
) {
    let done = changes.read().any(|c| *c == GameChange::AnimationsDone);
    if done && phase.is_some_and(|p| *p.get() == Phase::Animating) {
        next.set(Phase::Deciding);
    }
}

fn log_game_over(game: Res<CurrentGame>, mut log: MessageWriter<Log>) {
    if let Some(r) = game.0.result() {
        let who = match r.winner {
            Some(c) => format!("{c} wins"),
            None => "a tie".to_string(),
        };
        log.write(Log::info(format!(
            "game over: Dark {} - Light {}: {who} (recorded {}-{})",
            r.dark, r.light, r.recorded_dark, r.recorded_light
        )));
    }
}

/// Back to the start screen when asked (Esc after a game, the scoring screen's button, the
/// pause menu): this plugin owns the screen as it owns the phase.
fn open_start_screen(
    mut asked: MessageReader<OpenStartScreen>,
    mut screen: ResMut<NextState<Screen>>,
) {
    if asked.read().count() > 0 {
        screen.set(Screen::Start);
    }
}

#[cfg(test)]
mod tests {
    //! One system in a small app, one message in, one assertion out.
    use super::*;
    use bevy::ecs::message::MessageCursor;
    use bevy::state::app::StatesPlugin;
    use reversi_engine::rules::{PlyKind, Side, Square};

    /// An app with the game's state in the human's turn and only `apply_move_requests`.
    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(StatesPlugin)
            .insert_state(Screen::Playing)
            .add_sub_state::<Phase>()
            .init_resource::<CurrentGame>()
            .add_message::<MoveRequest>()
            .add_message::<MovePlayed>()
            .add_message::<MoveRefused>()
            .add_message::<Redraw>()
            .add_message::<Log>()
            .add_systems(Update, apply_move_requests);
        app.update();
        app
    }

    fn messages<M: Message + Clone>(app: &App, cursor: &mut MessageCursor<M>) -> Vec<M> {
        cursor
            .read(app.world().resource::<Messages<M>>())
            .cloned()
            .collect()
    }

    #[test]
    fn a_legal_move_request_is_played_and_animates() {
        let mut app = app();
        let mut played = app.world().resource::<Messages<MovePlayed>>().get_cursor();
        let f5 = Square::parse("f5").unwrap();
        app.world_mut().write_message(MoveRequest { square: f5 });
        app.update();
        let played = messages(&app, &mut played);
        assert_eq!(played.len(), 1);
        assert_eq!(played[0].ply.kind, PlyKind::Move(f5));
        assert_eq!(played[0].number, 1);
        assert_eq!(app.world().resource::<CurrentGame>().0.history().len(), 1);
        app.update();
        assert_eq!(
            *app.world().resource::<State<Phase>>().get(),
            Phase::Animating
        );
    }

    #[test]
    fn an_illegal_request_is_refused_and_the_game_is_unchanged() {
        let mut app = app();
        let mut refused = app.world().resource::<Messages<MoveRefused>>().get_cursor();
        let a1 = Square::parse("a1").unwrap();
        app.world_mut().write_message(MoveRequest { square: a1 });
        app.update();
        let refused = messages(&app, &mut refused);
        assert_eq!(refused.len(), 1);
        assert_eq!(refused[0].square, a1);
        assert!(app.world().resource::<CurrentGame>().0.history().is_empty());
    }

    #[test]
    fn the_clocks_time_is_charged_to_the_side_to_move_and_a_flag_fall_ends_the_game() {
        let mut app = App::new();
        let options = reversi_engine::rules::GameOptions {
            clock_ms: Some(60_000),
            ..Default::default()
        };
        app.add_plugins(StatesPlugin)
            .insert_state(Screen::Playing)
            .add_sub_state::<Phase>()
            .insert_resource(CurrentGame(Game::new(options)))
            .add_message::<GameChange>()
            .add_message::<Log>()
            .add_systems(Update, charge_clock);
        app.update();
        let clock = |app: &App| {
            let c = *app.world().resource::<CurrentGame>().0.clock().unwrap();
            (c.remaining(Side::Dark), c.remaining(Side::Light))
        };
        app.world_mut().write_message(GameChange::ChargeTime(1_500));
        app.update();
        assert_eq!(clock(&app), (58_500, 60_000), "Dark is to move");

        let mut logged = app.world().resource::<Messages<Log>>().get_cursor();
        app.world_mut()
            .resource_mut::<CurrentGame>()
            .0
            .play(Square::parse("f5").unwrap())
            .unwrap();
        app.world_mut()
            .write_message(GameChange::ChargeTime(60_000));
        app.update();
        assert_eq!(clock(&app), (58_500, 0), "Light is to move");
        let game = &app.world().resource::<CurrentGame>().0;
        assert_eq!(game.lost_on_time(), Some(Side::Light));
        let lines: Vec<String> = messages(&app, &mut logged)
            .into_iter()
            .map(|l| l.line)
            .collect();
        assert_eq!(lines, ["flag fall: Light lost on time"]);
        app.update();
        assert_eq!(
            *app.world().resource::<State<Phase>>().get(),
            Phase::GameOver
        );
    }

    #[test]
    fn a_request_in_the_frame_of_a_redraw_is_dropped() {
        let mut app = app();
        let f5 = Square::parse("f5").unwrap();
        app.world_mut().write_message(Redraw { animate: true });
        app.world_mut().write_message(MoveRequest { square: f5 });
        app.update();
        assert!(app.world().resource::<CurrentGame>().0.history().is_empty());
    }
}
