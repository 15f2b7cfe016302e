//! The one thread pool of the engine's tooling (training, self-play, matches, the `mpc`
//! command): numbered jobs handed out in order to scoped worker threads, each with its own
//! state (a table, an engine), and their results brought back to the calling thread as they
//! finish. Each job's result depends on its number alone, so the results are the same
//! whatever the number of threads; the caller puts them in order if it needs to.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// The results of a [`run`] as they finish: `(job, result)` pairs in the order the jobs end.
pub struct Results<'a, T> {
    rx: Receiver<(usize, T)>,
    stop: &'a AtomicBool,
}

impl<T> Results<'_, T> {
    /// The next result, waiting at most `timeout`: `Err(Timeout)` if none came,
    /// `Err(Disconnected)` when every job is done (or the workers stopped).
    pub fn next_within(&self, timeout: Duration) -> Result<(usize, T), RecvTimeoutError> {
        self.rx.recv_timeout(timeout)
    }

    /// No job starts after this (the running ones finish; their results are dropped).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl<T> Iterator for Results<'_, T> {
    type Item = (usize, T);

    fn next(&mut self) -> Option<(usize, T)> {
        self.rx.recv().ok()
    }
}

/// Runs jobs `0..jobs` on `threads` worker threads (at least 1, at most one a job): each
/// worker makes its state with `init`, then takes the next job number and runs `work` on it
/// until none is left. `collect` runs on the calling thread meanwhile, reading the results as
/// they finish; once it returns, no new job starts, and its value is returned when the
/// workers have ended. A worker's panic makes the calling thread panic.
pub fn run<S, T: Send, R>(
    threads: usize,
    jobs: usize,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> T + Sync,
    collect: impl FnOnce(&mut Results<'_, T>) -> R,
) -> R {
    run_with(Hand::Next, threads, jobs, init, work, collect)
}

/// [`run`] with the jobs dealt in turn instead: worker `w` of `n` runs jobs `w`, `w + n`,
/// `w + 2n`, … For workers whose state outlives a job and can change its result (an
/// external engine's process), so that the same jobs meet the same state at every run.
pub fn run_strided<S, T: Send, R>(
    threads: usize,
    jobs: usize,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> T + Sync,
    collect: impl FnOnce(&mut Results<'_, T>) -> R,
) -> R {
    run_with(Hand::Strided, threads, jobs, init, work, collect)
}

/// How the jobs are handed to the workers.
#[derive(Clone, Copy)]
enum Hand {
    /// The next job to whichever worker is free.
    Next,
    /// Worker `w` of `n` takes jobs `w`, `w + n`, …
    Strided,
}

fn run_with<S, T: Send, R>(
    hand: Hand,
    threads: usize,
    jobs: usize,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> T + Sync,
    collect: impl FnOnce(&mut Results<'_, T>) -> R,
) -> R {
    let workers = threads.max(1).min(jobs);
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    let (init, work) = (&init, &work);
    std::thread::scope(|s| {
        for w in 0..workers {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            s.spawn(move || {
                let mut state = init();
                let mut mine = (w..jobs).step_by(workers);
                while !stop.load(Ordering::Relaxed) {
                    let i = match hand {
                        Hand::Next => next.fetch_add(1, Ordering::Relaxed),
                        Hand::Strided => mine.next().unwrap_or(jobs),
                    };
                    if i >= jobs {
                        break;
                    }
                    if tx.send((i, work(&mut state, i))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut results = Results { rx, stop: &stop };
        let out = collect(&mut results);
        results.stop();
        // Dropping the receiver ends the workers' next send; the scope joins them.
        drop(results);
        out
    })
}

/// [`run`] that returns every job's result in job order.
pub fn map<S, T: Send>(
    threads: usize,
    jobs: usize,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> T + Sync,
) -> Vec<T> {
    let mut out: Vec<Option<T>> = (0..jobs).map(|_| None).collect();
    run(threads, jobs, init, work, |results| {
        for (i, r) in results {
            out[i] = Some(r);
        }
    });
    out.into_iter()
        .map(|r| r.expect("every job ran (a worker's panic ends the scope first)"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_job_runs_once_and_maps_in_order() {
        for threads in [1, 2, 5] {
            let v = map(
                threads,
                100,
                || 0u32,
                |n, i| {
                    *n += 1;
                    i * i
                },
            );
            assert_eq!(v, (0..100).map(|i| i * i).collect::<Vec<_>>());
        }
        assert!(map(3, 0, || (), |_, i| i).is_empty());
    }

    #[test]
    fn strided_workers_take_their_own_jobs() {
        let seen = run_strided(
            3,
            10,
            Vec::new,
            |mine: &mut Vec<usize>, i| {
                mine.push(i);
                mine.clone()
            },
            |results| results.collect::<Vec<_>>(),
        );
        for (i, jobs) in seen {
            assert!(jobs.iter().all(|j| j % 3 == i % 3), "job {i}: {jobs:?}");
        }
    }

    #[test]
    fn stopping_starts_no_new_job() {
        let ran = AtomicUsize::new(0);
        let first = run(
            2,
            1_000,
            || (),
            |_, i| {
                ran.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(1));
                i
            },
            |results| results.next().map(|r| r.0),
        );
        assert!(first.is_some());
        assert!(ran.load(Ordering::Relaxed) < 1_000);
    }
}
