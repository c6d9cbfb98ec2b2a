// The Web Worker: the WebAssembly solvers (crates/wasm, the same Rust code as the command
// line) behind a message interface, so the page never waits on a search. Messages are
// {id, op, args}; answers {id, result} (the solver's JSON, parsed) or {id, fail}, and for
// the Molecube solver's tables (loaded or built) {id, progress}.
import {
  initSync,
  MolecubeSolver,
  molecube_layout,
  molecube_check,
  molecube_apply,
  macmahon_cubes,
  macmahon_identify,
  macmahon_solve,
  macmahon_collections,
  insanity_solve,
} from "../../target/web-build/pkg/cubelab_wasm.js";
import wasm from "../../target/web-build/pkg/cubelab_wasm_bg.wasm";

const exports = initSync({ module: wasm });
const memory = () => exports.memory.buffer.byteLength;

const solvers = {};

// The solver's tables (pattern databases) from the gzipped bytes of the cache file the site
// ships (assets/molecube-ida-METRIC.pdb.gz, fetched by the page): unpacked with the browser's
// DecompressionStream and checked by the same parser as the command line's cache file
// (header, layout, size, checksum). Throws the reason when they are not usable.
// A host that sends the file with `Content-Encoding: gzip` has the browser unpack it already:
// then the bytes do not start with gzip's magic number and are used as they are.
async function load(metric, gz) {
  const head = new Uint8Array(gz, 0, Math.min(2, gz.byteLength));
  let bytes = new Uint8Array(gz);
  if (head[0] === 0x1f && head[1] === 0x8b) {
    const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
    try {
      bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    } catch (err) {
      // (Chromium reports a damaged or cut gzip stream read this way as "Failed to fetch".)
      throw new Error(`the file does not unpack (damaged or incomplete gzip: ${String((err && err.message) || err)})`);
    }
  }
  return MolecubeSolver.from_tables(metric, bytes);
}

// The Molecube solver of a metric, once: loaded from the shipped tables (`gz`, when the page
// could fetch them), else built here (seconds; `why` says why nothing was loaded). Progress
// is reported at the start and the end (the build itself reports nothing in between).
async function obtain(metric, id, gz, why) {
  const t0 = performance.now();
  if (gz) {
    self.postMessage({ id, progress: { phase: "tables", metric, how: "loading", done: false } });
    try {
      const solver = await load(metric, gz);
      return { solver, how: "shipped", why: null, ms: performance.now() - t0 };
    } catch (err) {
      why = "the shipped tables are not usable: " + String((err && err.message) || err);
    }
  }
  self.postMessage({ id, progress: { phase: "tables", metric, how: "building", why, done: false } });
  const solver = new MolecubeSolver(metric);
  return { solver, how: "built", why, ms: performance.now() - t0 };
}

function solver(metric, id, { gz = null, why = null } = {}) {
  if (!solvers[metric]) {
    solvers[metric] = obtain(metric, id, gz, why).then((s) => {
      self.postMessage({ id, progress: { phase: "tables", metric, done: true, ms: s.ms, how: s.how, why: s.why, memory: memory() } });
      return s;
    });
    solvers[metric].catch(() => delete solvers[metric]);
  }
  return solvers[metric];
}

const ops = {
  layout: () => JSON.parse(molecube_layout()),
  check: ({ text }) => JSON.parse(molecube_check(text)),
  apply: ({ text, turns }) => JSON.parse(molecube_apply(text, turns)),
  tables: async ({ metric, gz, why }, id) => {
    const s = await solver(metric, id, { gz, why });
    return { metric, ms: s.ms, how: s.how, why: s.why, memory: memory() };
  },
  solve: async ({ text, metric }, id) => {
    const s = await solver(metric, id);
    const t0 = performance.now();
    const r = JSON.parse(s.solver.solve(text));
    r.ms = performance.now() - t0;
    return r;
  },
  scramble: async ({ seed, names, metric }, id) => {
    const s = await solver(metric, id);
    return JSON.parse(s.solver.scramble(String(seed), names));
  },
  macmahon_cubes: () => JSON.parse(macmahon_cubes()),
  macmahon_identify: ({ faces }) => JSON.parse(macmahon_identify(new Uint8Array(faces))),
  macmahon_solve: ({ target, cubes, interior }) => {
    const t0 = performance.now();
    const r = JSON.parse(macmahon_solve(target, cubes, !!interior));
    r.ms = performance.now() - t0;
    return r;
  },
  macmahon_collections: ({ target, limit }) => JSON.parse(macmahon_collections(target, limit)),
  insanity_solve: ({ text }) => {
    const t0 = performance.now();
    const r = JSON.parse(insanity_solve(text));
    r.ms = performance.now() - t0;
    return r;
  },
};

self.onmessage = async (e) => {
  const { id, op, args } = e.data;
  try {
    if (!ops[op]) throw new Error("unknown operation " + op);
    self.postMessage({ id, result: await ops[op](args || {}, id) });
  } catch (err) {
    self.postMessage({ id, fail: String((err && err.message) || err) });
  }
};
