//! Runs a [`Problem`] in this process and hands back its totals and result records as values,
//! for library callers (the Python package) that want numbers, not an output stream.
//!
//! Unlike [`super::run`] there are no shards, checkpoints or output: the caller's `progress`
//! hook is called on the calling thread after every finished unit and at least every
//! [`TICK`] while units run, so a caller can report progress and notice an interrupt even
//! when single units are slow. The hook returns `false` to stop: no new unit starts, the
//! ones in flight finish, and [`collect`] returns `None`. The workers are the driver's own.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::Value;

use super::{work, Problem, Shared, Tally, UnitDone};
use crate::error::{Error, Result};

/// Longest wait between two calls of the progress hook.
pub const TICK: Duration = Duration::from_millis(100);

/// What a complete in-process run found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Collected {
    /// The merged partial results of every unit.
    pub total: Tally,
    /// The result records of every unit, in unit order.
    pub records: Vec<Value>,
}

/// Runs every unit of `problem` on `threads` worker threads. `progress(done, of)` returns
/// `false` to stop early, and then the result is `None`.
pub fn collect(
    problem: &dyn Problem,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Collected>> {
    if threads == 0 {
        return Err(Error::usage("the number of threads must be at least 1"));
    }
    let of = problem.unit_count();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Error::usage(format!("cannot start {threads} threads: {e}")))?;
    let pending: Vec<usize> = (0..of).collect();
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, UnitDone)>();
    let mut units: Vec<Option<UnitDone>> = (0..of).map(|_| None).collect();
    let mut done = 0;
    let shared = Shared {
        pending: &pending,
        next: &next,
        finished: &finished,
        stop: &stop,
        stop_after: None,
    };
    let mut going = progress(0, of);
    std::thread::scope(|scope| {
        let shared = &shared;
        scope.spawn(move || {
            pool.scope(|s| {
                for _ in 0..threads {
                    let tx = tx.clone();
                    s.spawn(move |_| work(problem, shared, &tx));
                }
            });
        });
        if !going {
            stop.store(true, Ordering::SeqCst);
        }
        loop {
            match rx.recv_timeout(TICK) {
                Ok((id, unit)) => {
                    units[id] = Some(unit);
                    done += 1;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            if going && !progress(done, of) {
                going = false;
                stop.store(true, Ordering::SeqCst);
            }
        }
    });
    if done < of {
        return Ok(None);
    }
    let mut all = Collected::default();
    for unit in units.into_iter().flatten() {
        all.total.merge(&unit.partial);
        all.records.extend(unit.results);
    }
    Ok(Some(all))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// Unit k counts k and emits one record `{"k": k}` for every third unit; odd units sleep
    /// so that threads finish out of order.
    struct Toy(usize);

    impl Problem for Toy {
        fn spec(&self) -> Value {
            json!({"name": "toy"})
        }
        fn unit_count(&self) -> usize {
            self.0
        }
        fn run_unit(&self, k: usize, emit: &mut dyn FnMut(Value)) -> Tally {
            if k % 2 == 1 {
                std::thread::sleep(Duration::from_millis(3));
            }
            if k % 3 == 0 {
                emit(json!({ "k": k }));
            }
            let mut t = Tally::new();
            t.add("count", k as u128);
            t
        }
        fn summary(&self, _: &Tally) -> (Value, String) {
            (json!({}), String::new())
        }
    }

    #[test]
    fn totals_and_records_in_unit_order_for_any_thread_count() {
        for threads in [1, 2, 5] {
            let mut calls = Vec::new();
            let got = collect(&Toy(30), threads, &mut |d, of| {
                calls.push((d, of));
                true
            })
            .unwrap()
            .unwrap();
            assert_eq!(got.total.get("count"), (0..30).sum::<u128>(), "{threads} threads");
            let ks: Vec<u64> = got.records.iter().map(|r| r["k"].as_u64().unwrap()).collect();
            assert_eq!(ks, (0..30).step_by(3).collect::<Vec<u64>>());
            assert_eq!(calls.first(), Some(&(0, 30)));
            assert_eq!(calls.last(), Some(&(30, 30)));
            assert!(calls.windows(2).all(|w| w[0].0 <= w[1].0));
        }
    }

    #[test]
    fn a_hook_returning_false_stops_the_run() {
        let mut seen = 0;
        let got = collect(&Toy(200), 2, &mut |d, _| {
            seen = d;
            d < 5
        })
        .unwrap();
        assert_eq!(got, None);
        assert_eq!(seen, 5, "the hook is not called again once it said stop");
    }

    #[test]
    fn zero_threads_is_an_error() {
        let err = collect(&Toy(3), 0, &mut |_, _| true).unwrap_err();
        assert_eq!(err.to_string(), "the number of threads must be at least 1");
    }
}
