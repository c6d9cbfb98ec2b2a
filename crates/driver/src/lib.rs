//! The generic search driver: work units, parallel runs, shards, checkpoints, progress and
//! merging. It knows nothing of any one puzzle.
//!
//! A search is a [`Problem`]: a fixed, numbered list of work units, each of which runs on its
//! own and returns a [`Tally`] (mergeable `u128` counts) and optionally result records. The
//! driver ([`run`]) picks this shard's units ([`RunOptions::shard`]), skips those a checkpoint
//! records as done, runs the rest on a local rayon pool ([`RunOptions::threads`]), and writes
//! results
//! strictly in unit order, so the output does not depend on the thread count. In JSON Lines
//! every unit also leaves a `unit` record with its partial result: that is what
//! `cubelab merge` needs to rebuild a single run's output from shard outputs
//! (`docs/distributed.md`).

#![warn(missing_docs)]
// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_core::{error, format};

pub mod checkpoint;
pub mod merge;
pub mod progress;
pub mod record;
pub mod shard;
pub mod spec;
pub mod tally;
pub mod tree;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

pub use checkpoint::{RunIdentity, UnitDone};
pub use progress::{Phase, Progress, Reporter};
pub use shard::Shard;
pub use tally::Tally;

use crate::error::{Error, Result};
use crate::format::Output;

/// A search split into work units `0..unit_count()`.
pub trait Problem: Sync {
    /// What is being solved, as JSON (name and parameters). Written in output headers and
    /// checkpoints; two runs solve the same problem exactly when their specs are equal.
    fn spec(&self) -> Value;
    /// Number of work units; their ids `0..n` must mean the same units on every machine.
    fn unit_count(&self) -> usize;
    /// Runs one unit: its partial result; result records go to `emit`, in a fixed order.
    fn run_unit(&self, unit: usize, emit: &mut dyn FnMut(Value)) -> Tally;
    /// The summary of the whole (or of one shard): JSON fields and the text form.
    fn summary(&self, total: &Tally) -> (Value, String);
    /// Text printed before the results in text format.
    fn heading(&self) -> String {
        String::new()
    }
    /// Text form of one result record.
    fn result_text(&self, record: &Value) -> String {
        format!("{record}\n")
    }
}

/// How to run a [`Problem`]: threads, shard, checkpoint, progress. The command line fills it
/// from its flags; a library user builds it directly:
///
/// ```
/// use std::time::Duration;
/// use cubelab_driver::{RunOptions, Shard};
///
/// let opts = RunOptions {
///     threads: Some(2),
///     shard: Shard::new(1, 4).unwrap(),
///     checkpoint_every: Duration::from_secs(5),
///     ..RunOptions::default()
/// };
/// assert_eq!(opts.thread_count().unwrap(), 2);
/// ```
#[derive(Clone)]
pub struct RunOptions {
    /// Worker threads; `None` for one per core.
    pub threads: Option<usize>,
    /// The shard of the work units this run does ([`Shard::WHOLE`] for all of them).
    pub shard: Shard,
    /// Record finished units in this file and resume from it when it exists.
    pub checkpoint: Option<PathBuf>,
    /// Time between checkpoint writes (the last is written when the run ends).
    pub checkpoint_every: Duration,
    /// Least time between two `Running` progress reports.
    pub progress_every: Duration,
    /// Where progress goes; `None` for nowhere.
    pub progress: Option<Reporter>,
    /// Stop after this many units finish in this run, as if interrupted (tests resumption).
    pub stop_after: Option<usize>,
    /// Set to `true` (from another thread, a signal handler...) to stop the run early: units
    /// under way finish, the checkpoint is written and [`Outcome::Stopped`] is returned.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for RunOptions {
    /// All cores, the whole problem, no checkpoint, no progress reports.
    fn default() -> Self {
        RunOptions {
            threads: None,
            shard: Shard::WHOLE,
            checkpoint: None,
            checkpoint_every: Duration::from_secs(2),
            progress_every: Duration::from_secs(10),
            progress: None,
            stop_after: None,
            cancel: None,
        }
    }
}

impl std::fmt::Debug for RunOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunOptions")
            .field("threads", &self.threads)
            .field("shard", &self.shard)
            .field("checkpoint", &self.checkpoint)
            .field("checkpoint_every", &self.checkpoint_every)
            .field("progress_every", &self.progress_every)
            .field("progress", &self.progress.as_ref().map(|_| "callback"))
            .field("stop_after", &self.stop_after)
            .field("cancel", &self.cancel)
            .finish()
    }
}

/// Most worker threads a run starts: each holds a stack and a search state of its own, so a
/// mistyped count must not start a hundred thousand of them.
pub const MAX_THREADS: usize = 1024;

/// The number of worker threads for a requested count: at least 1, at most [`MAX_THREADS`],
/// one per core when none is requested.
pub fn thread_count(requested: Option<usize>) -> Result<usize> {
    match requested {
        Some(0) => Err(Error::usage("the number of threads must be at least 1")),
        Some(n) if n > MAX_THREADS => Err(Error::usage(format!(
            "{n} threads: at most {MAX_THREADS} (each holds a stack and a search state of its own)"
        ))),
        Some(n) => Ok(n),
        None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
    }
}

impl RunOptions {
    /// The number of worker threads: `threads`, or one per core.
    pub fn thread_count(&self) -> Result<usize> {
        thread_count(self.threads)
    }

    fn report(&self, p: &Progress) {
        if let Some(r) = &self.progress {
            r(p);
        }
    }

    fn cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(|c| c.load(Ordering::SeqCst))
    }
}

/// How a run ended.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    /// Every unit of the shard ran; the summary was written.
    Complete(Tally),
    /// Stopped early (stop-after count or cancel flag); the checkpoint holds `done` of `of`
    /// units.
    Stopped {
        /// Units of the shard finished (checkpointed).
        done: usize,
        /// Units of the shard.
        of: usize,
    },
}

/// The fingerprint of a problem: its spec and its number of units.
pub fn fingerprint(problem: &dyn Problem) -> String {
    fingerprint_of(&problem.spec(), problem.unit_count())
}

/// The fingerprint of the problem with this spec and number of units.
pub fn fingerprint_of(spec: &Value, units: usize) -> String {
    checkpoint::fnv64(&format!("{spec}#{units}"))
}

/// Writes the header, the `shard` record and the text heading.
pub fn start<W: Write>(out: &mut Output<W>, problem: &dyn Problem, shard: Shard) -> Result<()> {
    out.header(problem.spec())?;
    out.record(
        "shard",
        record::fields(&record::ShardRecord {
            index: shard.index,
            count: shard.count,
            units: problem.unit_count(),
            fingerprint: fingerprint(problem),
        }),
    )?;
    out.text(&problem.heading())
}

/// Writes one finished unit: its result records (tagged with the unit id), then its `unit`
/// record.
pub fn emit_unit<W: Write>(
    out: &mut Output<W>,
    problem: &dyn Problem,
    id: usize,
    done: &UnitDone,
) -> Result<()> {
    for r in &done.results {
        let mut rec = r.clone();
        rec["unit"] = json!(id);
        let (cols, row) = csv_of(r);
        let cols: Vec<&str> = cols.iter().map(String::as_str).collect();
        out.result(rec, &problem.result_text(r), &cols, &row)?;
    }
    let unit = record::UnitRecord {
        id,
        partial: done.partial.clone(),
    };
    out.record("unit", record::fields(&unit))
}

/// Writes the summary of `total`.
pub fn finish<W: Write>(out: &mut Output<W>, problem: &dyn Problem, total: &Tally) -> Result<()> {
    let (fields, text) = problem.summary(total);
    out.summary(fields, &text)
}

fn csv_of(rec: &Value) -> (Vec<String>, Vec<String>) {
    let Some(m) = rec.as_object() else {
        return (vec!["value".into()], vec![rec.to_string()]);
    };
    let cell = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    (m.keys().cloned().collect(), m.values().map(cell).collect())
}

/// Most work units of one problem: every unit is listed when the run starts and recorded in
/// the output and the checkpoint (a problem of 10^8 units listed 1.5 GB of ids before any
/// work, issue 68). Problems size their units to stay under it.
pub const MAX_UNITS: usize = 1 << 20;

/// Refuses a problem of more than [`MAX_UNITS`] units, before anything is listed.
pub fn check_unit_count(units: usize) -> Result<()> {
    if units > MAX_UNITS {
        return Err(Error::usage(format!(
            "{units} work units: a run takes at most {MAX_UNITS} (each is listed, recorded in the output and in the checkpoint)"
        )));
    }
    Ok(())
}

/// Runs `problem` as `opts` say, writing to `out`.
pub fn run<W: Write>(problem: &dyn Problem, opts: &RunOptions, out: &mut Output<W>) -> Result<Outcome> {
    check_unit_count(problem.unit_count())?;
    let threads = opts.thread_count()?;
    let shard = opts.shard;
    let identity = RunIdentity {
        problem: problem.spec(),
        fingerprint: fingerprint(problem),
        shard,
        units: problem.unit_count(),
    };
    let mine = shard.units(identity.units);
    let mut done = resume(opts, &identity)?;
    let pending: Vec<usize> = mine.iter().copied().filter(|u| !done.contains_key(u)).collect();
    let clock = Clock {
        started: Instant::now(),
        total: mine.len(),
        resumed: mine.len() - pending.len(),
    };
    opts.report(&clock.at(clock.resumed, Phase::Started));
    start(out, problem, shard)?;
    let mut emitted = 0; // index into `mine` of the next unit to write
    let mut write_ready = |out: &mut Output<W>, done: &BTreeMap<usize, UnitDone>| -> Result<()> {
        while let Some(u) = mine.get(emitted).and_then(|id| done.get(id).map(|d| (*id, d))) {
            emit_unit(out, problem, u.0, u.1)?;
            emitted += 1;
        }
        Ok(())
    };
    write_ready(out, &done)?;
    let mut last_save = Instant::now();
    let mut last_report = Instant::now();
    run_parallel(problem, opts, threads, &pending, &mut |id, unit| {
        done.insert(id, unit);
        if last_report.elapsed() >= opts.progress_every {
            last_report = Instant::now();
            opts.report(&clock.at(done.len(), Phase::Running));
        }
        if let Some(path) = &opts.checkpoint {
            if last_save.elapsed() >= opts.checkpoint_every {
                checkpoint::save(path, &identity, &done)?;
                last_save = Instant::now();
            }
        }
        write_ready(out, &done)
    })?;
    if let Some(path) = &opts.checkpoint {
        checkpoint::save(path, &identity, &done)?;
    }
    conclude(problem, opts, out, &clock, &mine, &done)
}

/// The units a checkpoint already holds (none without one). Before any work, so that a bad
/// location fails now; stale temporary files go.
fn resume(opts: &RunOptions, identity: &RunIdentity) -> Result<BTreeMap<usize, UnitDone>> {
    match &opts.checkpoint {
        Some(path) => {
            checkpoint::prepare(path)?;
            checkpoint::load(path, identity)
        }
        None => Ok(BTreeMap::new()),
    }
}

/// Ends a run: the shard's total and the closing record when every unit of `mine` is done,
/// else the count of those done (a stop; the checkpoint keeps them).
fn conclude<W: Write>(
    problem: &dyn Problem,
    opts: &RunOptions,
    out: &mut Output<W>,
    clock: &Clock,
    mine: &[usize],
    done: &BTreeMap<usize, UnitDone>,
) -> Result<Outcome> {
    let finished = mine.iter().filter(|u| done.contains_key(u)).count();
    if finished < mine.len() {
        out.flush()?;
        opts.report(&clock.at(finished, Phase::Stopped));
        return Ok(Outcome::Stopped {
            done: finished,
            of: mine.len(),
        });
    }
    opts.report(&clock.at(finished, Phase::Done));
    let mut total = Tally::new();
    for u in mine {
        total.merge(&done[u].partial);
    }
    finish(out, problem, &total)?;
    Ok(Outcome::Complete(total))
}

/// The shard's progress as a report sees it.
struct Clock {
    started: Instant,
    /// Units of the shard.
    total: usize,
    /// Units the checkpoint held when the run began.
    resumed: usize,
}

impl Clock {
    fn at(&self, done: usize, phase: Phase) -> Progress {
        Progress {
            done,
            total: self.total,
            resumed: self.resumed,
            elapsed: self.started.elapsed(),
            phase,
        }
    }
}

/// Runs the `pending` units on `threads` workers and hands each finished unit to `on_done`
/// on this thread, in the order they finish. The first error `on_done` returns stops the
/// workers (units under way finish, no new one starts) and is returned.
fn run_parallel(
    problem: &dyn Problem,
    opts: &RunOptions,
    threads: usize,
    pending: &[usize],
    on_done: &mut dyn FnMut(usize, UnitDone) -> Result<()>,
) -> Result<()> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Error::usage(format!("cannot start {threads} threads: {e}")))?;
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, UnitDone)>();
    let mut failure = None;
    std::thread::scope(|scope| {
        scope.spawn(|| {
            pool.scope(|s| {
                for _ in 0..threads {
                    let tx = tx.clone();
                    let shared = Shared {
                        pending,
                        next: &next,
                        finished: &finished,
                        stop: &stop,
                        opts,
                    };
                    s.spawn(move |_| work(problem, &shared, &tx));
                }
            });
            drop(tx);
        });
        for (id, unit) in rx.iter() {
            if let Err(e) = on_done(id, unit) {
                stop.store(true, Ordering::SeqCst);
                failure = Some(e);
                break;
            }
        }
    });
    failure.map_or(Ok(()), Err)
}

/// Runs `problem` as `opts` say without writing any output: the library's way to get a
/// total (checkpoints and progress still work as `opts` say).
pub fn run_silent(problem: &dyn Problem, opts: &RunOptions) -> Result<Outcome> {
    run(
        problem,
        opts,
        &mut Output::new(crate::format::Format::Jsonl, std::io::sink()),
    )
}

/// What the workers of one run share.
struct Shared<'a> {
    pending: &'a [usize],
    /// Index into `pending` of the next unit to take.
    next: &'a AtomicUsize,
    finished: &'a AtomicUsize,
    stop: &'a AtomicBool,
    opts: &'a RunOptions,
}

/// One worker: takes the next pending unit until none is left or the run stops.
fn work(problem: &dyn Problem, sh: &Shared, tx: &mpsc::Sender<(usize, UnitDone)>) {
    while !sh.stop.load(Ordering::SeqCst) && !sh.opts.cancelled() {
        let k = sh.next.fetch_add(1, Ordering::SeqCst);
        let Some(&id) = sh.pending.get(k) else {
            return;
        };
        let mut results = Vec::new();
        let partial = problem.run_unit(id, &mut |r| results.push(r));
        if tx.send((id, UnitDone { partial, results })).is_err() {
            return;
        }
        let finished = sh.finished.fetch_add(1, Ordering::SeqCst) + 1;
        if sh.opts.stop_after.is_some_and(|n| finished >= n) {
            sh.stop.store(true, Ordering::SeqCst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Format;

    /// Unit k emits k mod 3 records and counts k; odd units sleep a little so threads finish
    /// out of order.
    struct Toy;

    impl Problem for Toy {
        fn spec(&self) -> Value {
            json!({"name": "toy"})
        }
        fn unit_count(&self) -> usize {
            40
        }
        fn run_unit(&self, k: usize, emit: &mut dyn FnMut(Value)) -> Tally {
            if k % 2 == 1 {
                std::thread::sleep(Duration::from_millis(2));
            }
            for j in 0..k % 3 {
                emit(json!({"k": k, "j": j}));
            }
            let mut t = Tally::new();
            t.add("count", k as u128);
            t
        }
        fn summary(&self, total: &Tally) -> (Value, String) {
            (
                json!({"count": tally::count_json(total.get("count"))}),
                String::new(),
            )
        }
    }

    fn args(threads: usize) -> RunOptions {
        RunOptions {
            threads: Some(threads),
            ..RunOptions::default()
        }
    }

    fn raw(args: &RunOptions) -> (Outcome, String) {
        let mut out = Output::new(Format::Jsonl, Vec::new());
        let outcome = run(&Toy, args, &mut out).unwrap();
        (outcome, String::from_utf8(out.into_inner()).unwrap())
    }

    /// The output without `elapsed_s`, which differs between runs.
    fn stable(text: &str) -> String {
        let lines: Vec<&str> = text
            .lines()
            .map(|l| l.split(",\"elapsed_s\"").next().unwrap())
            .collect();
        lines.join("\n")
    }

    fn output(args: &RunOptions) -> (Outcome, String) {
        let (outcome, text) = raw(args);
        (outcome, stable(&text))
    }

    #[test]
    fn problems_past_the_most_units_are_refused_before_listing_them() {
        assert!(check_unit_count(MAX_UNITS).is_ok());
        let e = check_unit_count(usize::MAX).unwrap_err().to_string();
        assert!(e.contains("at most 1048576"), "{e}");
    }

    #[test]
    fn same_output_for_any_thread_count() {
        let (outcome, one) = output(&args(1));
        let mut want = Tally::new();
        want.add("count", (0..40).sum());
        assert_eq!(outcome, Outcome::Complete(want));
        for t in [2, 3, 8] {
            assert_eq!(output(&args(t)).1, one, "{t} threads");
        }
    }

    #[test]
    fn interrupted_runs_resume_to_the_same_output() {
        let (_, plain) = output(&args(1));
        let dir = tempfile::tempdir().unwrap();
        let mut a = args(3);
        a.checkpoint = Some(dir.path().join("ck"));
        a.checkpoint_every = Duration::ZERO;
        a.stop_after = Some(7);
        let mut stops = 0;
        let last = loop {
            match output(&a) {
                (Outcome::Stopped { .. }, _) => stops += 1,
                (Outcome::Complete(_), text) => break text,
            }
        };
        assert!(stops >= 3, "{stops} stops");
        assert_eq!(last, plain);
    }

    #[test]
    fn progress_reports_start_and_end_and_cancel_stops_the_run() {
        use std::sync::Mutex;
        let seen = Arc::new(Mutex::new(Vec::new()));
        let log = seen.clone();
        let mut opts = args(2);
        opts.progress_every = Duration::ZERO;
        opts.progress = Some(Arc::new(move |p: &Progress| {
            log.lock().unwrap().push((p.phase, p.done, p.total))
        }));
        raw(&opts);
        let seen = seen.lock().unwrap().clone();
        assert_eq!(seen.first(), Some(&(Phase::Started, 0, 40)));
        assert_eq!(seen.last(), Some(&(Phase::Done, 40, 40)));
        let running: Vec<usize> = seen
            .iter()
            .filter(|s| s.0 == Phase::Running)
            .map(|s| s.1)
            .collect();
        assert_eq!(
            running,
            (1..=40).collect::<Vec<_>>(),
            "one report per unit at interval 0"
        );
        let mut cancelled = args(2);
        cancelled.cancel = Some(Arc::new(AtomicBool::new(true)));
        assert_eq!(raw(&cancelled).0, Outcome::Stopped { done: 0, of: 40 });
    }

    #[test]
    fn shards_merge_to_the_whole() {
        let (_, plain) = output(&args(2));
        let files: Vec<merge::RunFile> = (0..3)
            .map(|i| {
                let mut a = args(2);
                a.shard = Shard::new(i, 3).unwrap();
                merge::read(&raw(&a).1, "shard").unwrap()
            })
            .collect();
        let units = merge::combine(&files).unwrap();
        let mut out = Output::new(Format::Jsonl, Vec::new());
        merge::write(&mut out, &Toy, &units).unwrap();
        assert_eq!(stable(&String::from_utf8(out.into_inner()).unwrap()), plain);
        assert!(merge::combine(&files[..2]).is_err());
    }
}
