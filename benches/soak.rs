//! The long monkey run: `cargo bench --bench soak` (200,000 actions from seed 1; set
//! `SOAK_SEED`, `SOAK_ACTIONS`, `SOAK_SKIP`, `SOAK_VERBOSE=1` to replay). Reports actions
//! per second and each distinct failure with its seed, action index and the actions before
//! it. Progress and the report go to stderr; the game's own log lines go to stdout.

#[path = "../tests/app/mod.rs"]
mod app;

use app::monkey::{Config, say, soak};

fn main() {
    let cfg = Config::from_env(1, 200_000);
    say(&format!(
        "soak: seed {}, {} actions{}\n",
        cfg.seed,
        cfg.actions,
        if cfg.skip_checks.is_empty() && cfg.skip_inputs.is_empty() {
            String::new()
        } else {
            format!(", skipping {:?} {:?}", cfg.skip_checks, cfg.skip_inputs)
        }
    ));
    let report = soak(cfg);
    say(&report.summary());
    if !report.failures.is_empty() {
        std::process::exit(1);
    }
}
