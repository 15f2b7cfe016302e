//! A whole run: the configured number of actions, each followed by the checks (and a settle
//! every 97 actions), failures recorded once per shape with the actions before them (the app
//! built again on fresh files after one, unless the run stops at the first), and the report.

use super::harness::{Probe, monkey_app};
use super::{Check, Monkey, say};
use bevy::prelude::*;
use reversi_engine::rules::Square;
use reversi3d::game::Storage;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// An invariant that did not hold.
#[derive(Clone, Debug)]
pub struct Failure {
    pub seed: u64,
    /// Index of the action after which it was found.
    pub index: usize,
    pub check: Check,
    pub message: String,
    /// The last actions up to this one, oldest first.
    pub tail: Vec<String>,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "[{}] seed {} action {}: {}",
            self.check.name(),
            self.seed,
            self.index,
            self.message
        )?;
        writeln!(
            f,
            "  replay: SOAK_SEED={} SOAK_ACTIONS={} SOAK_VERBOSE=1",
            self.seed,
            self.index + 1
        )?;
        for t in &self.tail {
            writeln!(f, "    {t}")?;
        }
        Ok(())
    }
}

/// What a run did.
#[derive(Debug, Default)]
pub struct Report {
    pub seed: u64,
    pub actions: usize,
    pub frames: u64,
    pub games_started: u64,
    pub moves_played: u64,
    pub games_over: u64,
    pub saves_checked: u64,
    pub settles: u64,
    pub elapsed: Duration,
    /// Distinct failures (same check and message shape counted once), first seen first.
    pub failures: Vec<Failure>,
    /// How often each distinct failure was seen.
    pub repeats: Vec<usize>,
}

impl Report {
    pub fn actions_per_sec(&self) -> f64 {
        self.actions as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
    pub fn summary(&self) -> String {
        let mut s = format!(
            "soak seed {}: {} actions, {} frames, {} games started, {} moves, {} games over, \
             {} saves checked, {} settles in {:.1} s: {:.0} actions/s, {} distinct failure(s)\n",
            self.seed,
            self.actions,
            self.frames,
            self.games_started,
            self.moves_played,
            self.games_over,
            self.saves_checked,
            self.settles,
            self.elapsed.as_secs_f64(),
            self.actions_per_sec(),
            self.failures.len()
        );
        for (f, n) in self.failures.iter().zip(&self.repeats) {
            let _ = write!(s, "({n}x) {f}");
        }
        s
    }
}

impl Monkey {
    /// Runs the configured number of actions; every failure is recorded (the app is built
    /// again after one, on fresh files) unless the run stops at the first.
    pub fn run(mut self) -> Report {
        let start = Instant::now();
        let mut last_progress = Instant::now();
        for index in 0..self.cfg.actions {
            let result = self.act().and_then(|desc| {
                self.log.push(format!("#{index} {desc}"));
                self.check_now().map_err(|v| (String::new(), v))?;
                if index % 97 == 96 {
                    self.settle(600).map_err(|v| (String::new(), v))?;
                    self.check_now().map_err(|v| (String::new(), v))?;
                }
                Ok(())
            });
            if self.cfg.verbose
                && result.is_ok()
                && let Some(l) = self.log.last()
            {
                say(&format!("{l}\n"));
            }
            if let Err((desc, (check, message))) = result {
                if !desc.is_empty() {
                    self.log.push(format!("#{index} {desc}"));
                    if self.cfg.verbose {
                        say(&format!("#{index} {desc}\n"));
                    }
                }
                let failure = Failure {
                    seed: self.cfg.seed,
                    index,
                    check,
                    message,
                    tail: self.log[self.log.len().saturating_sub(14)..].to_vec(),
                };
                if self.cfg.verbose {
                    say(&format!("FAILED {failure}"));
                }
                self.record(failure);
                if self.cfg.stop_at_first {
                    self.report.actions = index + 1;
                    break;
                }
                self.rebuild();
            }
            self.report.actions = index + 1;
            if last_progress.elapsed() > Duration::from_secs(30) {
                last_progress = Instant::now();
                say(&format!(
                    "soak seed {}: {} actions, {:.0}/s, {} distinct failures\n",
                    self.cfg.seed,
                    index + 1,
                    (index + 1) as f64 / start.elapsed().as_secs_f64(),
                    self.report.failures.len()
                ));
            }
        }
        if self.report.failures.is_empty() || !self.cfg.stop_at_first {
            let index = self.report.actions;
            if let Err((check, message)) = self.settle(4_000).and_then(|_| self.check_now()) {
                let tail = self.log[self.log.len().saturating_sub(14)..].to_vec();
                self.record(Failure {
                    seed: self.cfg.seed,
                    index,
                    check,
                    message: format!("after settling at the end: {message}"),
                    tail,
                });
            }
        }
        self.report.moves_played += self.app.world().resource::<Probe>().moves;
        self.report.elapsed = start.elapsed();
        std::mem::take(&mut self.report)
    }

    fn record(&mut self, f: Failure) {
        // The same check and message, leaving out numbers, squares and bracketed lists.
        let shape = |f: &Failure| {
            let mut m = String::new();
            let mut depth = 0;
            for c in f.message.chars() {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    c if depth == 0 => m.push(c),
                    _ => {}
                }
            }
            let m: String = m
                .split_whitespace()
                .filter(|w| Square::parse(w.trim_matches(|c: char| !c.is_alphanumeric())).is_err())
                .map(|w| w.replace(|c: char| c.is_ascii_digit(), ""))
                .take(12)
                .collect::<Vec<_>>()
                .join(" ");
            (f.check, m)
        };
        let s = shape(&f);
        match self.report.failures.iter().position(|x| shape(x) == s) {
            Some(i) => self.report.repeats[i] += 1,
            None => {
                say(&format!("new failure: {f}"));
                self.report.failures.push(f);
                self.report.repeats.push(1);
            }
        }
    }

    /// A fresh app on fresh files after a failure.
    fn rebuild(&mut self) {
        let moves = self
            .app
            .world()
            .get_resource::<Probe>()
            .map_or(0, |p| p.moves);
        self.report.moves_played += moves;
        self.app = App::new();
        let _ = std::fs::remove_dir_all(&self.dir);
        let _ = std::fs::create_dir_all(&self.dir);
        self.app = monkey_app(Storage::under(self.dir.clone()));
        self.kept = None;
        self.kept_on_board = false;
        self.phase_since = (None, 0.0);
        self.log.push("(a fresh app after the failure)".into());
    }
}
