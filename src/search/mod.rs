//! The generic search driver: work units, parallel runs, shards, checkpoints, progress and
//! merging. It knows nothing of any one puzzle.
//!
//! A search is a [`Problem`]: a fixed, numbered list of work units, each of which runs on its
//! own and returns a [`Tally`] (mergeable `u128` counts) and optionally result records. The
//! driver ([`run`]) picks this shard's units (`--shard I/N`), skips those a checkpoint
//! records as done, runs the rest on a local rayon pool (`--threads N`), and writes results
//! strictly in unit order, so the output does not depend on the thread count. In JSON Lines
//! every unit also leaves a `unit` record with its partial result: that is what
//! `cubelab merge` needs to rebuild a single run's output from shard outputs
//! (`docs/distributed.md`).

pub mod checkpoint;
pub mod merge;
pub mod progress;
pub mod shard;
pub mod tally;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use serde_json::{json, Value};

pub use checkpoint::{RunIdentity, UnitDone};
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

/// The flags every long search accepts (flatten into a command's clap `Args`).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct RunArgs {
    /// Worker threads [default: all cores].
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Run only shard I of N (0-based): units k with k mod N = I. Also taken from
    /// SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT or JOB_COMPLETION_INDEX (with --shards).
    #[arg(long, value_name = "I/N")]
    pub shard: Option<Shard>,
    /// Number of shards, when the index comes from the environment.
    #[arg(long, value_name = "N")]
    pub shards: Option<usize>,
    /// Record finished units in FILE and resume from it when it exists.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// No progress reports on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Seconds between checkpoint writes (the last is written when the run ends).
    #[arg(long, value_name = "S", default_value_t = 2.0, hide_short_help = true, value_parser = crate::cli::values::seconds)]
    pub checkpoint_every: f64,
    /// Seconds between plain progress lines when stderr is not a terminal.
    #[arg(long, value_name = "S", default_value_t = 10.0, hide_short_help = true, value_parser = crate::cli::values::seconds)]
    pub progress_every: f64,
    /// Stop after N units finish in this run, as if interrupted (for testing resumption).
    #[arg(long, value_name = "N", hide = true)]
    pub stop_after: Option<usize>,
}

impl RunArgs {
    pub fn threads(&self) -> Result<usize> {
        match self.threads {
            Some(0) => Err(Error::usage("--threads must be at least 1")),
            Some(n) => Ok(n),
            None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
        }
    }

    pub fn resolve_shard(&self) -> Result<Shard> {
        Shard::resolve(self.shard, self.shards, &|k| std::env::var(k).ok())
    }
}

/// How a run ended.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    /// Every unit of the shard ran; the summary was written.
    Complete(Tally),
    /// Stopped early (`--stop-after`); the checkpoint holds `done` of `of` units.
    Stopped { done: usize, of: usize },
}

/// The fingerprint of a problem: its spec and its number of units.
pub fn fingerprint(problem: &dyn Problem) -> String {
    checkpoint::fnv64(&format!("{}#{}", problem.spec(), problem.unit_count()))
}

/// Writes the header, the `shard` record and the text heading.
pub fn start<W: Write>(out: &mut Output<W>, problem: &dyn Problem, shard: Shard) -> Result<()> {
    out.header(problem.spec())?;
    out.record(
        "shard",
        json!({"index": shard.index, "count": shard.count, "units": problem.unit_count(), "fingerprint": fingerprint(problem)}),
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
    out.record("unit", json!({"id": id, "partial": done.partial.to_json()}))
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

/// Runs `problem` as `args` say, writing to `out`.
pub fn run<W: Write>(problem: &dyn Problem, args: &RunArgs, out: &mut Output<W>) -> Result<Outcome> {
    let threads = args.threads()?;
    let shard = args.resolve_shard()?;
    let identity = RunIdentity {
        problem: problem.spec(),
        fingerprint: fingerprint(problem),
        shard,
        units: problem.unit_count(),
    };
    let mine = shard.units(identity.units);
    let mut done = match &args.checkpoint {
        Some(path) => {
            checkpoint::prepare(path)?;
            checkpoint::load(path, &identity)?
        }
        None => BTreeMap::new(),
    };
    let pending: Vec<usize> = mine.iter().copied().filter(|u| !done.contains_key(u)).collect();
    let mut progress = progress::Progress::new(
        mine.len(),
        mine.len() - pending.len(),
        progress::interval(args.progress_every, 0.1),
        args.quiet,
    );
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
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Error::usage(format!("cannot start {threads} threads: {e}")))?;
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, UnitDone)>();
    let mut last_save = Instant::now();
    let every = progress::interval(args.checkpoint_every, 0.0);
    let mut failure = None;
    std::thread::scope(|scope| {
        scope.spawn(|| {
            pool.scope(|s| {
                for _ in 0..threads {
                    let tx = tx.clone();
                    let shared = Shared {
                        pending: &pending,
                        next: &next,
                        finished: &finished,
                        stop: &stop,
                        stop_after: args.stop_after,
                    };
                    s.spawn(move |_| work(problem, &shared, &tx));
                }
            });
            drop(tx);
        });
        for (id, unit) in rx.iter() {
            done.insert(id, unit);
            progress.unit_done();
            let mut step = || -> Result<()> {
                if let Some(path) = &args.checkpoint {
                    if last_save.elapsed() >= every {
                        checkpoint::save(path, &identity, &done)?;
                        last_save = Instant::now();
                    }
                }
                write_ready(out, &done)
            };
            if let Err(e) = step() {
                stop.store(true, Ordering::SeqCst);
                failure = Some(e);
                break;
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    if let Some(path) = &args.checkpoint {
        checkpoint::save(path, &identity, &done)?;
    }
    let finished = mine.iter().filter(|u| done.contains_key(u)).count();
    if finished < mine.len() {
        out.flush()?;
        progress.finish("stopped");
        return Ok(Outcome::Stopped {
            done: finished,
            of: mine.len(),
        });
    }
    progress.finish("done");
    let mut total = Tally::new();
    for u in &mine {
        total.merge(&done[u].partial);
    }
    finish(out, problem, &total)?;
    Ok(Outcome::Complete(total))
}

/// What the workers of one run share.
struct Shared<'a> {
    pending: &'a [usize],
    /// Index into `pending` of the next unit to take.
    next: &'a AtomicUsize,
    finished: &'a AtomicUsize,
    stop: &'a AtomicBool,
    stop_after: Option<usize>,
}

/// One worker: takes the next pending unit until none is left or the run stops.
fn work(problem: &dyn Problem, sh: &Shared, tx: &mpsc::Sender<(usize, UnitDone)>) {
    while !sh.stop.load(Ordering::SeqCst) {
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
        if sh.stop_after.is_some_and(|n| finished >= n) {
            sh.stop.store(true, Ordering::SeqCst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Format;
    use std::time::Duration;

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

    fn args(threads: usize) -> RunArgs {
        RunArgs {
            threads: Some(threads),
            quiet: true,
            shard: Some(Shard::WHOLE),
            ..RunArgs::default()
        }
    }

    fn raw(args: &RunArgs) -> (Outcome, String) {
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

    fn output(args: &RunArgs) -> (Outcome, String) {
        let (outcome, text) = raw(args);
        (outcome, stable(&text))
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
        a.checkpoint_every = 0.0;
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
    fn shards_merge_to_the_whole() {
        let (_, plain) = output(&args(2));
        let files: Vec<merge::RunFile> = (0..3)
            .map(|i| {
                let mut a = args(2);
                a.shard = Some(Shard::new(i, 3).unwrap());
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
