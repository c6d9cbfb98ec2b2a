// The Web Worker: the WebAssembly solvers (crates/wasm, the same Rust code as the command
// line) behind a message interface, so the page never waits on a search. Messages are
// {id, op, args}; answers {id, result} (the solver's JSON, parsed) or {id, fail}, and for
// the Molecube solver's table building {id, progress}.
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

// The Molecube solver of a metric, built on first use: its pattern databases take seconds,
// reported as progress (start and end; the build itself reports nothing in between).
function solver(metric, id) {
  if (!solvers[metric]) {
    const t0 = performance.now();
    self.postMessage({ id, progress: { phase: "tables", metric, done: false } });
    solvers[metric] = { solver: new MolecubeSolver(metric), ms: performance.now() - t0 };
    self.postMessage({ id, progress: { phase: "tables", metric, done: true, ms: solvers[metric].ms, memory: memory() } });
    return { ...solvers[metric], built: true };
  }
  return { ...solvers[metric], built: false };
}

const ops = {
  layout: () => JSON.parse(molecube_layout()),
  check: ({ text }) => JSON.parse(molecube_check(text)),
  apply: ({ text, turns }) => JSON.parse(molecube_apply(text, turns)),
  tables: ({ metric }, id) => {
    const s = solver(metric, id);
    return { metric, ms: s.ms, built: s.built, memory: memory() };
  },
  solve: ({ text, metric }, id) => {
    const s = solver(metric, id);
    const t0 = performance.now();
    const r = JSON.parse(s.solver.solve(text));
    r.ms = performance.now() - t0;
    r.tables_ms = s.built ? s.ms : 0;
    return r;
  },
  scramble: ({ seed, names, metric }, id) => {
    const s = solver(metric, id);
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

self.onmessage = (e) => {
  const { id, op, args } = e.data;
  try {
    if (!ops[op]) throw new Error("unknown operation " + op);
    self.postMessage({ id, result: ops[op](args || {}, id) });
  } catch (err) {
    self.postMessage({ id, fail: String((err && err.message) || err) });
  }
};
