//! The seeded monkey soak test: thousands of random actions on the headless app (clicks,
//! keys, typed squares, pastes, save and load, new games with random options and short
//! clocks, resizes, time steps, quitting and starting again), with the invariants checked
//! after every action (see `app/monkey.rs`). A failure prints its seed, action index and the
//! actions before it; `SOAK_SEED=… SOAK_ACTIONS=… SOAK_VERBOSE=1` replays it. The long run
//! is `cargo bench --bench soak`.

mod app;

use app::monkey::{Config, soak};

#[test]
fn a_seeded_monkey_breaks_no_invariant() {
    let cfg = Config::from_env(1, 3_000);
    let report = soak(cfg);
    app::monkey::say(&report.summary());
    assert!(
        report.failures.is_empty(),
        "the monkey found {} distinct failure(s):\n{}",
        report.failures.len(),
        report.summary()
    );
}
