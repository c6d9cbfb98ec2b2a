// Times the Molecube page in Chromium (bench/web-timing.sh): the first optimal solution of a
// uniformly random position after opening the page, tables included (navigation start to the
// answer on the page), then later solutions in the same page through the UI (paste, Solve):
// the solver's own time in the worker (data-ms) and click to answer.
// Usage: node web/test/timing.mjs BASE_URL POSITIONS_FILE [METRIC]
import fs from "node:fs";
import { launch, watch } from "./browser.mjs";

const [base, file, metric = "htm"] = process.argv.slice(2);
const positions = fs.readFileSync(file, "utf8").split("\n").map((l) => l.trim()).filter((l) => /^\S{27}$/.test(l));
const { context, close } = await launch();
const page = await context.newPage();
const w = watch(page);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
try {
  await page.goto(`${base}/molecube.html?state=${positions[0]}&metric=${metric}&solve=1`);
  await page.waitForSelector("#solution[data-moves]", { timeout: 600000 });
  const first = await page.evaluate(() => ({ ...document.getElementById("solution").dataset }));
  const memory = Number(await page.evaluate(() => document.body.dataset.wasmMemory));
  console.log(`WebAssembly memory of the solver's worker after building the tables: ${(memory / 1048576).toFixed(1)} MiB`);
  console.log(`first: ${first.sinceOpen} ms from opening the page to the answer (tables ${first.tablesMs} ms, search ${first.ms} ms), ${first.length} turns: ${first.moves}`);
  const solver = [];
  const wall = [];
  const lengths = [];
  for (const p of positions.slice(1)) {
    await page.fill("#text", p);
    await page.click("#load");
    await page.waitForSelector("#solution", { state: "hidden" });
    const t0 = Date.now();
    await page.click("#solve");
    await page.waitForSelector(`#solution[data-start="${p}"]`, { timeout: 120000 });
    wall.push(Date.now() - t0);
    const d = await page.evaluate(() => ({ ...document.getElementById("solution").dataset }));
    solver.push(Number(d.ms));
    lengths.push(Number(d.length));
  }
  await w.check("timing");
  const hist = {};
  for (const l of lengths) hist[l] = (hist[l] || 0) + 1;
  console.log(`later: ${solver.length} positions; solver in the worker: median ${median(solver)} ms, worst ${Math.max(...solver)} ms; click to answer: median ${median(wall)} ms, worst ${Math.max(...wall)} ms; lengths ${JSON.stringify(hist)}`);
  console.log(JSON.stringify({ metric, wasm_memory_bytes: memory, first_since_open_ms: Number(first.sinceOpen), first_tables_ms: Number(first.tablesMs), first_search_ms: Number(first.ms), later_count: solver.length, later_solver_median_ms: median(solver), later_solver_max_ms: Math.max(...solver), later_wall_median_ms: median(wall), later_wall_max_ms: Math.max(...wall) }));
} finally {
  await close();
}
