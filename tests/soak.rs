//! The seeded monkey soak test: thousands of random actions on the headless app (clicks,
//! keys, typed squares, pastes, save and load, new games with random options and short
//! clocks, resizes, time steps, quitting and starting again), with the invariants checked
//! after every action (see `app/monkey/`). A failure prints its seed, action index and the
//! actions before it; `SOAK_SEED=… SOAK_ACTIONS=… SOAK_VERBOSE=1` replays it. The long run
//! is `cargo bench --bench soak`.

mod app;

use app::monkey::{Config, soak};

#[test]
fn a_seeded_monkey_breaks_no_invariant() {
    let cfg = Config::from_env(1, 2_000);
    let report = soak(cfg);
    app::monkey::say(&report.summary());
    assert!(
        report.failures.is_empty(),
        "the monkey found {} distinct failure(s):\n{}",
        report.failures.len(),
        report.summary()
    );
}

/// Each check trips when the app is broken on purpose in its way, so a clean run means
/// something.
#[test]
fn the_checks_trip_on_an_app_broken_on_purpose() {
    use app::monkey::{Check, Monkey};
    use bevy::prelude::*;
    use reversi_engine::rules::{GameOptions, Supply};
    use reversi3d::game::Disc;
    use reversi3d::game::Dropping;
    use reversi3d::game::HintLabel;
    use reversi3d::game::PileDisc;
    use reversi3d::game::{MoveRequest, Phase, PlayerKind, Players};

    let humans = Players {
        dark: PlayerKind::Human,
        light: PlayerKind::Human,
    };
    let fresh = |supply: Supply| {
        let mut m = Monkey::new(Config::from_env(99, 0));
        let o = GameOptions {
            supply,
            ..GameOptions::default()
        };
        m.start(humans, o).expect("a clean start");
        m.check().expect("a clean app passes");
        m
    };
    let trips = |m: &mut Monkey, want: Check| {
        let got = m.step().and_then(|_| m.check());
        match got {
            Err((c, msg)) => assert_eq!(c, want, "{msg}"),
            Ok(()) => panic!("{want:?} did not trip"),
        }
    };

    // A disc entity that shows the wrong colour.
    let mut m = fresh(Supply::Shared);
    let w = m.app_mut().world_mut();
    let mut q = w.query::<&mut Disc>();
    let mut d = q.iter_mut(w).next().unwrap();
    d.side = d.side.opposite();
    trips(&mut m, Check::Discs);

    // A pile disc too few.
    let mut m = fresh(Supply::Strict32);
    let w = m.app_mut().world_mut();
    let e = w
        .query_filtered::<Entity, With<PileDisc>>()
        .iter(w)
        .next()
        .unwrap();
    w.despawn(e);
    assert_eq!(m.check().map_err(|e| e.0), Err(Check::Piles));

    // A scoring screen during a person's turn.
    let mut m = fresh(Supply::Shared);
    m.app_mut().world_mut().spawn(Name::new("Scoring screen"));
    trips(&mut m, Check::Phase);

    // A hint on a square that is not a legal move.
    let mut m = fresh(Supply::Shared);
    m.app_mut().world_mut().spawn(HintLabel {
        square: app::sq("a1"),
        value: 0,
        exact: false,
        pv: Vec::new(),
    });
    trips(&mut m, Check::Hints);

    // A person's move that nobody made.
    let mut m = fresh(Supply::Shared);
    m.app_mut().world_mut().write_message(MoveRequest {
        square: app::sq("f5"),
    });
    trips(&mut m, Check::Moves);

    // An animation that never ends: the app hangs in the animating phase.
    let mut m = fresh(Supply::Shared);
    let w = m.app_mut().world_mut();
    let e = w
        .query_filtered::<Entity, With<Disc>>()
        .iter(w)
        .next()
        .unwrap();
    w.entity_mut(e).insert(Dropping {
        timer: Timer::from_seconds(1e6, TimerMode::Once),
        from: None,
    });
    w.resource_mut::<NextState<Phase>>().set(Phase::Animating);
    let hung = (0..3_000).find_map(|_| m.step().err());
    let (c, msg) = hung.expect("the hang is found");
    assert_eq!(c, Check::Stuck, "{msg}");
}

/// The monkey's boards with many moves go past 32 legal moves (the size of the searches'
/// move lists), so that limit is exercised.
#[test]
fn the_monkey_pastes_boards_with_more_than_32_legal_moves() {
    use rand::SeedableRng;
    use reversi_engine::rules::{Game, GameOptions, Side};
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let most = (0..20)
        .map(|_| {
            let (d, l) = app::monkey::many_moves_board(&mut rng);
            Game::from_position(GameOptions::default(), d, l, Side::Dark)
                .legal_moves()
                .count_ones()
        })
        .max()
        .unwrap();
    assert!(most > 32, "at most {most} legal moves");
}
