// The browser test of the web site (scripts/web-test.sh): drives each page through its UI in
// headless Chromium as a person would (clicks on balls in the 3D view and on the net, colours
// from the palette, Solve; cubes picked from the tableau; face colours chosen), checks every
// answer against the command line's for the same input, checks that bad input shows the
// command line's message in #error and changes nothing else, that no page logs an error, that
// the site works offline once loaded (service worker) and from file://, and takes
// screenshots at desktop (1280x800) and phone (390x844) sizes.
// Usage: node web/test/web-test.mjs BASE_URL SITE_DIR CUBELAB_BINARY SHOTS_DIR
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, watch } from "./browser.mjs";

const [base, site, bin, shots] = process.argv.slice(2);
fs.mkdirSync(shots, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function cli(args) {
  const r = spawnSync(bin, args, { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function jsonl(text) {
  return text.trim().split("\n").map((l) => JSON.parse(l));
}
function assert(ok, what) {
  if (!ok) throw new Error(what);
}
function eq(a, b, what) {
  if (a !== b) throw new Error(`${what}: page ${JSON.stringify(a)} but expected ${JSON.stringify(b)}`);
}
async function test(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    passed += 1;
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (err) {
    failed += 1;
    failures.push(name);
    console.log(`FAIL ${name}: ${err.message}`);
  }
}
async function data(page, id) {
  return page.evaluate((i) => ({ ...document.getElementById(i).dataset }), id);
}
// The command line's one-line message without its `error: ` prefix.
const cliMessage = (err) => err.trim().replace(/^(cubelab: )?error: /, "");

const { context, close } = await launch();

// ---- Molecube -----------------------------------------------------------------------------
const scramble = jsonl(cli(["molecube", "scramble", "--seed", "11", "--format", "jsonl"]).out).find((r) => r.type === "result");
const target = scramble.start; // digits 0..8: palette slot k on the page's default palette

await test("molecube: enter a position by clicking balls and colours, solve, compare with the CLI", async () => {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}/molecube.html`);
  await page.waitForSelector("body[data-ready=yes]");
  const start = await page.evaluate(() => document.body.dataset.state);
  // The page opens on the reference solved state, colour k on palette slot k.
  const reference = jsonl(cli(["molecube", "solved", "--format", "jsonl"]).out).find((r) => r.type === "summary").reference;
  const letters = await page.evaluate(() => [...document.querySelectorAll("#palette button")].map((b) => b.textContent).join(""));
  eq(start, [...reference].map((d) => letters[Number(d)]).join(""), "opening state");
  // Some balls through the 3D view: the up-front-right corner (cell 20) and the front-right
  // edge (cell 5) face the camera.
  let clicked = 0;
  for (const cell of [20, 5, 2]) {
    const at = await page.evaluate((c) => window.cubelabMolecube.screenOf(c), cell);
    await page.mouse.click(at.x, at.y);
    const sel = Number(await page.evaluate(() => document.body.dataset.selected));
    if (sel !== cell) continue;
    clicked += 1;
    await page.click(`#palette button[data-slot="${target[cell]}"]`);
  }
  assert(clicked >= 2, `clicks on the 3D view picked ${clicked} of 3 balls`);
  // The rest through the net: each ball once, on the first face that shows it.
  for (let cell = 0; cell < 27; cell++) {
    if (cell === 13) continue;
    const now = await page.evaluate(() => document.body.dataset.state);
    if (now[cell] === letters[Number(target[cell])]) continue;
    await page.click(`#net button[data-cell="${cell}"] >> nth=0`);
    await page.click(`#palette button[data-slot="${target[cell]}"]`);
  }
  await page.waitForFunction(() => document.getElementById("error").hidden);
  const entered = await page.evaluate(() => document.body.dataset.state);
  const want = [...target].map((d) => letters[Number(d)]).join("");
  eq(entered, want, "state after entering");
  eq(new URL(page.url()).searchParams.get("state"), want, "the URL's state");
  await page.click("#solve");
  await page.waitForSelector("#solution[data-moves]", { timeout: 300000 });
  const sol = await data(page, "solution");
  const mine = jsonl(cli(["molecube", "solve", want, "--format", "jsonl"]).out).find((r) => r.type === "result");
  eq(Number(sol.length), mine.length, "solution length");
  eq(sol.start, want, "data-start");
  // The page's moves re-applied by the command line's checker (cubelab verify).
  const file = path.join(os.tmpdir(), `cubelab-web-${process.pid}.jsonl`);
  fs.writeFileSync(
    file,
    [
      { type: "header", tool: "cubelab", version: "0.1.0", problem: { name: "molecube solve", metric: "htm" } },
      { type: "result", position: 0, start: sol.start, moves: sol.moves, length: Number(sol.length), end: sol.end },
      { type: "summary", positions: 1, metric: "htm", max_length: Number(sol.length) },
    ].map((r) => JSON.stringify(r)).join("\n") + "\n",
  );
  const v = cli(["verify", file]);
  fs.rmSync(file);
  eq(v.code, 0, `cubelab verify of the page's solution (${v.err.trim()})`);
  // The player: step on with the keyboard, then play to the end: the view shows data-end.
  await page.click("#on");
  await page.waitForFunction(() => document.body.dataset.step === "1");
  await page.click("#play");
  await page.waitForFunction((n) => document.body.dataset.step === n && document.body.dataset.playing === "no", sol.length, { timeout: 60000 });
  const shown = await page.evaluate(() => document.body.dataset.state);
  eq([...shown].filter((_, c) => c !== 13).join(""), [...sol.end].filter((_, c) => c !== 13).join(""), "the view after playing");
  await page.screenshot({ path: path.join(shots, "molecube-desktop.png") });
  // Bad input: the command line's message in #error, nothing else changes.
  const before = { url: page.url(), state: entered, solution: await data(page, "solution") };
  await page.fill("#text", "12345");
  await page.click("#load");
  await page.waitForFunction(() => !document.getElementById("error").hidden);
  const message = await page.textContent("#error");
  eq(message, cliMessage(cli(["molecube", "solve", "12345"]).err), "the message for 12345");
  eq(page.url(), before.url, "URL after bad input");
  eq(JSON.stringify(await data(page, "solution")), JSON.stringify(before.solution), "#solution after bad input");
  const bad = [...want];
  [bad[0], bad[12]] = [bad[12], bad[0]]; // a corner's colour on the left centre
  await page.fill("#text", bad.join(""));
  await page.click("#load");
  await page.waitForFunction((m) => document.getElementById("error").textContent !== m, message);
  eq(await page.textContent("#error"), cliMessage(cli(["molecube", "solve", bad.join("")]).err), "the message for a swapped centre");
  eq(page.url(), before.url, "URL after the second bad input");
  // A colour on four balls, by painting: the message and the balls at fault marked.
  await page.click("#to-start");
  await page.click(`#net button[data-cell="0"] >> nth=0`);
  const other = (Number(target[0]) + 1) % 9;
  await page.click(`#palette button[data-slot="${other}"]`);
  await page.waitForFunction(() => /is on 4 balls/.test(document.getElementById("error").textContent));
  const faults = await page.evaluate(() => document.querySelectorAll("#net .ball.fault").length);
  assert(faults >= 4, `${faults} net balls marked at fault`);
  assert(!(await data(page, "solution")).moves, "the solution went with the edit");
  await w.check("molecube page");
  await page.close();
});

await test("molecube: the URL contract, QTM, and the keyboard", async () => {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}/molecube.html?state=${target}&metric=qtm&solve=1`);
  await page.waitForSelector("#solution[data-moves]", { timeout: 300000 });
  const sol = await data(page, "solution");
  const mine = jsonl(cli(["molecube", "solve", target, "--metric", "qtm", "--format", "jsonl"]).out).find((r) => r.type === "result");
  eq(Number(sol.length), mine.length, "QTM length");
  eq(sol.metric, "qtm", "metric");
  assert(!/2/.test(sol.moves), "no half turns in QTM");
  assert(Number(sol.ms) >= 0 && sol.end.length === 27, "data-ms and data-end");
  // Keyboard: '.' steps, ',' steps back; the net moves with arrows and paints with 1-9.
  await page.keyboard.press(".");
  await page.waitForFunction(() => document.body.dataset.step === "1");
  await page.keyboard.press(",");
  await page.waitForFunction(() => document.body.dataset.step === "0");
  await page.click("#reset");
  await page.waitForFunction(() => !document.getElementById("solution").dataset.moves);
  await page.focus(`#net button[data-cell="${20}"] >> nth=0`);
  await page.keyboard.press("ArrowRight");
  const sel = Number(await page.evaluate(() => document.body.dataset.selected));
  assert(sel !== 20, "the arrow key moved the selection");
  const before = await page.evaluate(() => document.body.dataset.state);
  const slot = await page.evaluate((c) => document.querySelector(`#net button[data-cell="${c}"]`).textContent, sel);
  const key = slot === (await page.textContent('#palette button[data-slot="0"]')) ? "2" : "1";
  await page.keyboard.press(key);
  const after = await page.evaluate(() => document.body.dataset.state);
  assert(after[sel] !== before[sel], "a number key painted the selected ball");
  await w.check("molecube URL page");
  await page.close();
});

await test("molecube: scramble from a seed, as the CLI's scramble", async () => {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}/molecube.html?seed=42`);
  await page.waitForSelector("body[data-ready=yes]");
  await page.click("#scramble");
  await page.waitForSelector("#scrambled[data-moves]", { timeout: 300000 });
  const s = await data(page, "scrambled");
  const mine = jsonl(cli(["molecube", "scramble", "--seed", "42", "--format", "jsonl"]).out).find((r) => r.type === "result");
  const letters = await page.evaluate(() => [...document.querySelectorAll("#palette button")].map((b) => b.textContent).join(""));
  const inLetters = (digits) => [...digits].map((d) => letters[Number(d)]).join("");
  eq(s.start, inLetters(mine.start), "scrambled position");
  eq(s.from, inLetters(mine.from), "solved state the turns start from");
  eq(s.moves, mine.moves, "turns from solved");
  eq(await page.evaluate(() => document.body.dataset.state), s.start, "the view shows the scramble");
  eq(new URL(page.url()).searchParams.get("seed"), "42", "the seed in the URL");
  await w.check("scramble");
  await page.close();
});

// ---- MacMahon -----------------------------------------------------------------------------
const conway = ["Ac", "Ad", "Ae", "Af", "Cb", "Db", "Eb", "Fb"];
await test("macmahon: pick a target and eight cubes, solve, compare with the CLI", async () => {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}/macmahon.html`);
  await page.waitForSelector("body[data-ready=yes]");
  await page.selectOption("#target", "Ba");
  for (const c of conway) await page.click(`#tableau button[aria-label^="cube ${c},"]`);
  eq(await page.textContent("#picked"), "8 picked", "picked");
  await page.click("#solve");
  await page.waitForSelector("#solution[data-count]");
  const sol = await data(page, "solution");
  const run = jsonl(cli(["macmahon", "solve", "--target", "Ba", "--cubes", conway.join(","), "--format", "jsonl"]).out);
  const text = cli(["macmahon", "solve", "--target", "Ba", "--cubes", conway.join(",")]).out;
  eq(Number(sol.count), run.find((r) => r.type === "summary").solutions, "arrangements");
  eq(sol.first, /^arrangement 1: (.*)$/m.exec(text)[1], "the first arrangement as the CLI prints it");
  eq(new URL(page.url()).searchParams.get("cubes"), conway.join(","), "the URL's cubes");
  await page.click("#next");
  await page.waitForFunction(() => document.body.dataset.shown === "1");
  await page.screenshot({ path: path.join(shots, "macmahon-desktop.png") });
  // Bad input: seven cubes.
  await page.click(`#tableau button[aria-label^="cube Fb,"]`);
  await page.click("#solve");
  await page.waitForFunction(() => !document.getElementById("error").hidden);
  const bad = cli(["macmahon", "solve", "--target", "Ba", "--cubes", conway.slice(0, 7).join(",")]);
  eq(await page.textContent("#error"), cliMessage(bad.err), "the message for seven cubes");
  eq(await page.textContent("#picked"), "7 picked", "still seven picked");
  assert(!(await data(page, "solution")).count, "no answer for seven cubes");
  // A collection that builds the target: picked and solved, its listed number of arrangements.
  await page.click("#collections");
  await page.waitForSelector("#collection-list[data-count]");
  const first = await page.textContent("#collection-list li button >> nth=0");
  await page.click("#collection-list li button >> nth=0");
  await page.waitForSelector("#solution[data-count]");
  const [, names, n] = /^(\S+) \((\d+)\)$/.exec(first);
  eq((await data(page, "solution")).count, n, "the collection's arrangements");
  const again = jsonl(cli(["macmahon", "solve", "--target", "Ba", "--cubes", names, "--count", "--format", "jsonl"]).out);
  eq(again.find((r) => r.type === "summary").solutions, Number(n), "the CLI on that collection");
  await w.check("macmahon page");
  await page.close();
});

await test("macmahon: the URL contract and a bad link", async () => {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}/macmahon.html?target=Ba&cubes=${conway.join(",")}&interior=1&solve=1`);
  await page.waitForSelector("#solution[data-count]");
  const run = jsonl(cli(["macmahon", "solve", "--target", "Ba", "--cubes", conway.join(","), "--interior", "--format", "jsonl"]).out);
  eq(Number((await data(page, "solution")).count), run.find((r) => r.type === "summary").solutions, "interior arrangements");
  await page.goto(`${base}/macmahon.html?target=Zz&cubes=Ac&solve=1`);
  await page.waitForSelector("body[data-ready=yes]");
  eq(await page.textContent("#error"), cliMessage(cli(["macmahon", "solve", "--target", "Zz", "--cubes", conway.join(",")]).err), "unknown target");
  eq(await page.textContent("#picked"), "0 picked", "nothing picked from a bad link");
  await w.check("macmahon link");
  await page.close();
});

// ---- Instant Insanity ---------------------------------------------------------------------
const classic = fs.readFileSync("crates/cubelab/examples/instant-insanity.txt", "utf8");
await test("insanity: the classic puzzle and a changed face, compared with the CLI", async () => {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}/insanity.html`);
  await page.waitForSelector("body[data-ready=yes]");
  await page.click("#classic");
  await page.click("#solve");
  await page.waitForSelector("#solution[data-count]");
  const sol = await data(page, "solution");
  const run = jsonl(cli(["insanity", "solve", "crates/cubelab/examples/instant-insanity.txt", "--format", "jsonl"]).out);
  const summary = run.find((r) => r.type === "summary");
  eq(Number(sol.count), summary.count, "stacks");
  eq(Number(sol.classes), summary.classes, "classes");
  const first = run.find((r) => r.type === "result");
  eq(sol.first, ["front", "right", "back", "left"].map((s) => `${s}: ${first.sides[s].join(" ")}`).join("; "), "the first stack's sides");
  await page.screenshot({ path: path.join(shots, "insanity-desktop.png") });
  // Change cube 1's up face from blue to red: no stack, and the reason.
  await page.selectOption('select[aria-label="cube 1, up face"]', "red");
  await page.click("#solve");
  await page.waitForSelector("#solution[data-count]");
  const none = await data(page, "solution");
  const file = path.join(os.tmpdir(), `cubelab-insanity-${process.pid}.txt`);
  fs.writeFileSync(file, classic.replace("red    red    red    green  yellow blue", "red    red    red    green  yellow red"));
  const theirs = jsonl(cli(["insanity", "solve", file, "--format", "jsonl"]).out).find((r) => r.type === "summary");
  fs.rmSync(file);
  eq(Number(none.count), theirs.count, "stacks after the change");
  eq(none.count, "0", "no stack");
  assert(none.reason && none.reason.length > 20, "a reason is given");
  // Bad input: a line of three colours.
  const url = page.url();
  await page.click("#as-text summary");
  await page.fill("#text", "red green blue");
  await page.click("#load");
  await page.waitForFunction(() => !document.getElementById("error").hidden);
  fs.writeFileSync(file, "red green blue\n");
  const bad = cliMessage(cli(["insanity", "solve", file]).err);
  fs.rmSync(file);
  eq((await page.textContent("#error")).replace(/^cubes:/, ""), bad.replace(/^[^:]*:/, ""), "the message for three colours");
  eq(page.url(), url, "URL after bad input");
  eq((await data(page, "solution")).count, "0", "the answer stays");
  await w.check("insanity page");
  await page.close();
});

await test("insanity: the URL contract", async () => {
  const page = await context.newPage();
  const w = watch(page);
  const cubes = classic.split("\n").filter((l) => l && !l.startsWith("#")).map((l) => l.trim().split(/\s+/).join(",")).join(";");
  await page.goto(`${base}/insanity.html?cubes=${cubes}&solve=1`);
  await page.waitForSelector("#solution[data-count]");
  eq((await data(page, "solution")).count, "8", "stacks from the link");
  await w.check("insanity link");
  await page.close();
});

// ---- The site as a whole ------------------------------------------------------------------
await test("offline once loaded (service worker), and every page without errors", async () => {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(`${base}/index.html`);
  await page.waitForSelector("body[data-ready=yes]");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.screenshot({ path: path.join(shots, "index-desktop.png") });
  await context.setOffline(true);
  try {
    await page.goto(`${base}/insanity.html?cubes=red,red,red,green,yellow,blue;green,green,yellow,blue,blue,red;blue,red,green,yellow,yellow,red;blue,yellow,red,green,yellow,green&solve=1`);
    await page.waitForSelector("#solution[data-count]");
    eq((await data(page, "solution")).count, "8", "insanity offline");
    await page.goto(`${base}/macmahon.html?target=Ba&cubes=${conway.join(",")}&solve=1`);
    await page.waitForSelector("#solution[data-count]");
    await page.goto(`${base}/molecube.html`);
    await page.waitForSelector("body[data-ready=yes]");
  } finally {
    await context.setOffline(false);
  }
  await w.check("offline");
  await page.close();
});

await test("from file:// (no server)", async () => {
  const page = await context.newPage();
  const w = watch(page);
  const url = "file://" + path.resolve(site, "insanity.html") + "?cubes=red,red,red,green,yellow,blue;green,green,yellow,blue,blue,red;blue,red,green,yellow,yellow,red;blue,yellow,red,green,yellow,green&solve=1";
  await page.goto(url);
  await page.waitForSelector("#solution[data-count]", { timeout: 60000 });
  eq((await data(page, "solution")).count, "8", "insanity from disk");
  await w.check("file://");
  await page.close();
});

await test("phone-sized screens (390x844)", async () => {
  for (const [name, url] of [
    ["index", "index.html"],
    ["molecube", `molecube.html?state=${[...target].map((d) => "WYORPGBKN"[Number(d)]).join("")}`],
    ["macmahon", `macmahon.html?target=Ba&cubes=${conway.join(",")}&solve=1`],
    ["insanity", "insanity.html?solve=1"],
  ]) {
    const page = await context.newPage();
    const w = watch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/${url}`);
    await page.waitForSelector("body[data-ready=yes]");
    if (url.includes("solve=1") && name !== "index") await page.waitForSelector("#solution[data-count]");
    await page.waitForTimeout(300);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 390, `${name}: the page is ${wide} px wide on a 390 px screen`);
    await page.screenshot({ path: path.join(shots, `${name}-phone.png`) });
    await w.check(`${name} on a phone`);
    await page.close();
  }
});

await close();
console.log(`${passed} passed, ${failed} failed`);
if (failed) {
  console.log("failed: " + failures.join("; "));
  process.exit(1);
}
