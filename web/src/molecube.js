// The Molecube page: enter a position ball by ball (3D view or net) or as text, solve it
// optimally, scramble from a seed, play the turns. Every check and answer comes from the
// WebAssembly solver in the worker (crates/wasm -> cubelab-core / cubelab-twisty).
import { $, Solvers, params, setParams, showError, clearError, setSolution, sinceOpen, button } from "./common.js";
import { createView, ink } from "./view3d.js";

const DEFAULT_PALETTE = [
  ["W", "#f2f2ee", "white"],
  ["Y", "#ffd21f", "yellow"],
  ["O", "#ff8a1c", "orange"],
  ["R", "#d7263d", "red"],
  ["P", "#8e44ad", "purple"],
  ["G", "#2e9e44", "green"],
  ["B", "#2160d8", "blue"],
  ["K", "#222222", "black"],
  ["N", "#8b5a2b", "brown"],
];
const NET_PLACE = { U: [0, 1], L: [1, 0], F: [1, 1], R: [1, 2], B: [1, 3], D: [2, 1] };
const FACE_ORDER = ["U", "F", "R", "B", "L", "D"];
const STEP_SECONDS = 0.7;

export async function molecubePage() {
  const quick = new Solvers("checks");
  const solver = new Solvers("molecube solver");
  const layout = await quick.call("layout");
  const url = params();

  let palette = DEFAULT_PALETTE.map(([letter, fill, name]) => ({ letter, fill, name }));
  readPalette(url.get("colours"));
  let cells = [...layout.reference].map(Number); // slot of each cell's colour
  let selected = 22; // the up centre
  let checked = null; // the last check: {ok, start, names} or {error, cells}
  let solution = null; // {states, turns, ...} shown in the player
  let step = 0;
  let playing = false;
  let busy = false;

  const view = createView($("view"), { onPick: (cell) => select(cell, true), distance: 7.4 });
  const meshes = [];
  if (view) {
    for (let c = 0; c < 27; c++) {
      if (c === layout.core) continue;
      const p = [(c % 3) - 1, (Math.floor(c / 3) % 3) - 1, Math.floor(c / 9) - 1];
      meshes[c] = view.addBall(c, p, "#888");
    }
    for (const [t, p] of [["U", [0, 0, 1.85]], ["D", [0, 0, -1.85]], ["F", [0, -1.85, 0]], ["B", [0, 1.85, 0]], ["L", [-1.85, 0, 0]], ["R", [1.85, 0, 0]]]) {
      view.addMarker(t, p, "#555");
    }
  }

  // ---- palette -------------------------------------------------------------------------
  function readPalette(text) {
    if (!text) return;
    const parts = text.split(",");
    if (parts.length !== 9) return;
    const next = parts.map((p) => {
      const [letter, hex, name] = p.split("-");
      return { letter, fill: "#" + hex, name: name || letter };
    });
    const ok = next.every((e) => [...e.letter].length === 1 && /^#[0-9a-fA-F]{6}$/.test(e.fill)) && new Set(next.map((e) => e.letter)).size === 9;
    if (ok) palette = next;
  }
  function paletteParam() {
    const same = palette.every((e, i) => e.letter === DEFAULT_PALETTE[i][0] && e.fill === DEFAULT_PALETTE[i][1] && e.name === DEFAULT_PALETTE[i][2]);
    return same ? null : palette.map((e) => `${e.letter}-${e.fill.slice(1)}-${e.name.replace(/[-,]/g, " ")}`).join(",");
  }
  function drawPalette() {
    const box = $("palette");
    box.textContent = "";
    palette.forEach((e, k) => {
      const b = button(e.letter, () => paint(k), {
        class: "swatch",
        "aria-label": `${k + 1}: ${e.name} (${e.letter})`,
        title: `${e.name} (key ${k + 1} or ${e.letter})`,
      });
      b.style.background = e.fill;
      b.style.color = ink(e.fill);
      b.dataset.slot = k;
      box.appendChild(b);
    });
    const table = $("palette-table");
    table.textContent = "";
    palette.forEach((e, k) => {
      const row = document.createElement("div");
      row.className = "palette-row";
      const letter = Object.assign(document.createElement("input"), { value: e.letter, maxLength: 1, size: 1, ariaLabel: `letter of colour ${k + 1}` });
      const fill = Object.assign(document.createElement("input"), { type: "color", value: e.fill, ariaLabel: `shade of colour ${k + 1}` });
      const name = Object.assign(document.createElement("input"), { value: e.name, size: 8, ariaLabel: `name of colour ${k + 1}` });
      letter.addEventListener("change", () => {
        const v = letter.value.trim();
        if (v.length === 1 && !/\s/.test(v) && !palette.some((o, j) => j !== k && o.letter === v)) {
          palette[k].letter = v;
          refresh(true);
        } else {
          letter.value = palette[k].letter;
          showError(`the letter must be one character that no other colour uses`);
        }
      });
      fill.addEventListener("input", () => {
        palette[k].fill = fill.value;
        refresh(false);
      });
      name.addEventListener("change", () => {
        palette[k].name = name.value.trim() || palette[k].letter;
        refresh(false);
      });
      row.append(`${k + 1}`, letter, fill, name);
      table.appendChild(row);
    });
  }

  // ---- net -----------------------------------------------------------------------------
  const netButtons = []; // [ {button, cell, face} ]
  const grid = []; // grid[row][col] -> index into netButtons
  function buildNet() {
    const net = $("net");
    FACE_ORDER.forEach((letter) => {
      const f = layout.face_letters.indexOf(letter);
      const [fr, fc] = NET_PLACE[letter];
      const face = document.createElement("div");
      face.className = "face";
      face.style.gridRow = String(fr + 1);
      face.style.gridColumn = String(fc + 1);
      face.setAttribute("role", "rowgroup");
      face.setAttribute("aria-label", `${letter} face`);
      const tag = document.createElement("span");
      tag.className = "face-tag";
      tag.textContent = letter;
      face.appendChild(tag);
      layout.faces[f].forEach((cell, i) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "ball";
        b.tabIndex = -1;
        b.dataset.cell = cell;
        b.dataset.face = letter;
        b.addEventListener("click", () => select(cell, false, b));
        face.appendChild(b);
        const r = fr * 3 + Math.floor(i / 3);
        const c = fc * 3 + (i % 3);
        (grid[r] = grid[r] || [])[c] = netButtons.length;
        netButtons.push({ button: b, cell, face: letter, r, c });
      });
      net.appendChild(face);
    });
    netButtons[0].button.tabIndex = 0;
    net.addEventListener("keydown", (e) => {
      const at = netButtons.findIndex((n) => n.button === document.activeElement);
      if (at < 0) return;
      const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      if (moves[e.key]) {
        e.preventDefault();
        let { r, c } = netButtons[at];
        const [dr, dc] = moves[e.key];
        for (let k = 0; k < 12; k++) {
          r += dr;
          c += dc;
          if (r < 0 || r > 8 || c < 0 || c > 11) break;
          if (grid[r] && grid[r][c] !== undefined) {
            focusNet(grid[r][c]);
            select(netButtons[grid[r][c]].cell, false, netButtons[grid[r][c]].button);
            break;
          }
        }
      }
    });
  }
  function focusNet(i) {
    for (const n of netButtons) n.button.tabIndex = -1;
    netButtons[i].button.tabIndex = 0;
    netButtons[i].button.focus();
  }

  // ---- state ---------------------------------------------------------------------------
  const shown = () => (solution ? slotsOf(solution.states[step]) : cells);
  function slotsOf(text) {
    return [...text].map((ch) => palette.findIndex((e) => e.letter === ch));
  }
  function cellString(cs = cells) {
    return cs.map((k) => (k >= 0 ? palette[k].letter : "?")).join("");
  }
  function facesText() {
    return FACE_ORDER.map((letter) => {
      const f = layout.face_letters.indexOf(letter);
      return letter + ":" + layout.faces[f].map((c) => palette[cells[c]].letter).join("");
    }).join(" ");
  }
  // Puts a position's letters on the palette: letters it already has keep their colour,
  // new ones take the slots of letters the position does not use.
  function adopt(text) {
    const chars = [...new Set([...text])];
    const free = palette.map((e, k) => k).filter((k) => !chars.includes(palette[k].letter));
    for (const ch of chars) {
      if (!palette.some((e) => e.letter === ch) && free.length) {
        const k = free.shift();
        palette[k] = { ...palette[k], letter: ch, name: ch };
      }
    }
    return slotsOf(text);
  }
  function faultCells() {
    const out = new Set(checked && checked.error ? checked.cells : []);
    const m = checked && checked.error && /colour `(.)`/.exec(checked.error);
    if (m) cells.forEach((k, c) => c !== layout.core && k >= 0 && palette[k].letter === m[1] && out.add(c));
    return out;
  }

  function paintAll() {
    const now = shown();
    const faults = solution ? new Set() : faultCells();
    for (const n of netButtons) {
      const k = now[n.cell];
      const e = palette[k] || { fill: "#999", letter: "?", name: "?" };
      n.button.style.background = e.fill;
      n.button.style.color = ink(e.fill);
      n.button.textContent = e.letter;
      n.button.classList.toggle("selected", !solution && n.cell === selected);
      n.button.classList.toggle("fault", faults.has(n.cell));
      n.button.setAttribute("aria-label", `${layout.pieces[n.cell]} on the ${n.face} face: ${e.name} (${e.letter})`);
    }
    if (view) {
      for (let c = 0; c < 27; c++) {
        if (!meshes[c]) continue;
        const e = palette[now[c]] || { fill: "#999" };
        view.setBall(c, e.fill, faults.has(c) ? "fault" : !solution && c === selected ? "select" : null);
      }
      view.draw();
    }
    document.body.dataset.selected = String(selected);
    document.body.dataset.state = cellString(now);
    const e = palette[cells[selected]];
    $("selected").textContent = solution ? "" : `Selected: ${layout.pieces[selected]} (${e ? e.name : "?"}). Pick its colour above, or press 1-9.`;
  }

  function refresh(changedLetters) {
    drawPalette();
    paintAll();
    writeUrl();
    if (changedLetters) validate();
  }

  function writeUrl(extra = []) {
    const entries = [["state", cellString()], ["metric", $("metric").value === "qtm" ? "qtm" : null], ["colours", paletteParam()]];
    if (scrambleSeed !== null) entries.push(["seed", scrambleSeed]);
    setParams(entries.concat(extra));
  }

  let scrambleSeed = null;
  let checking = 0;
  async function validate() {
    const ticket = ++checking;
    const r = await quick.call("check", { text: facesText() });
    if (ticket !== checking) return r;
    checked = r;
    if (r.error) {
      showError(r.error);
    } else {
      clearError();
      cells[layout.core] = palette.findIndex((e) => e.letter === r.start[layout.core]);
    }
    paintAll();
    writeUrl();
    return r;
  }

  function select(cell, fromView, netButton = null) {
    if (solution && !playing) leaveSolution();
    if (playing || busy) return;
    selected = cell;
    if (fromView) {
      const i = netButtons.findIndex((n) => n.cell === cell);
      for (const n of netButtons) n.button.tabIndex = -1;
      netButtons[i].button.tabIndex = 0;
    } else if (netButton) {
      for (const n of netButtons) n.button.tabIndex = -1;
      netButton.tabIndex = 0;
    }
    paintAll();
  }

  function paint(k) {
    if (playing || busy) return;
    if (solution) leaveSolution();
    setSolution(null);
    $("scrambled").hidden = true;
    cells[selected] = k;
    // On to the next ball on the net, as a person reads the faces.
    const i = netButtons.findIndex((n) => n.cell === selected && n.button.tabIndex === 0);
    const at = i >= 0 ? i : netButtons.findIndex((n) => n.cell === selected);
    const next = netButtons[(at + 1) % netButtons.length];
    const wasFocused = document.activeElement && document.activeElement.classList.contains("ball");
    selected = next.cell;
    for (const n of netButtons) n.button.tabIndex = -1;
    next.button.tabIndex = 0;
    if (wasFocused) next.button.focus();
    paintAll();
    validate();
  }

  // ---- loading -------------------------------------------------------------------------
  // Reads a position (27 characters or faces). Bad input: the message in #error, nothing else
  // changes.
  async function load(text) {
    const r = await quick.call("check", { text });
    if (r.error) {
      showError(r.error);
      return false;
    }
    leaveSolution();
    setSolution(null);
    $("scrambled").hidden = true;
    scrambleSeed = null;
    cells = adopt(r.start);
    checked = r;
    clearError();
    drawPalette();
    paintAll();
    writeUrl();
    return true;
  }

  // ---- solving -------------------------------------------------------------------------
  let progressTimer = null;
  function progress(p) {
    const box = $("progress");
    if (p.phase === "tables" && !p.done) {
      const t0 = performance.now();
      clearInterval(progressTimer);
      box.hidden = false;
      $("progress-bar").removeAttribute("value");
      const say = () => {
        const s = ((performance.now() - t0) / 1000).toFixed(0);
        $("progress-text").textContent = `Building the solver's tables (${p.metric.toUpperCase()}, 21 MB), once per metric: ${s} s`;
      };
      say();
      progressTimer = setInterval(say, 500);
    } else if (p.done) {
      clearInterval(progressTimer);
      box.hidden = true;
      document.body.dataset.tablesMs = String(Math.round(p.ms));
      document.body.dataset.wasmMemory = String(p.memory);
    }
  }
  function setBusy(b) {
    busy = b;
    for (const id of ["solve", "scramble", "load", "reset"]) $(id).disabled = b;
    document.body.dataset.busy = b ? "yes" : "no";
  }

  // The tables of the metric on the page are built as soon as it opens, while the puzzle is
  // being entered; a solve or scramble asked for meanwhile waits its turn in the worker.
  async function prepare() {
    await solver.call("tables", { metric: $("metric").value }, progress);
  }

  async function solve() {
    if (busy) return;
    const r0 = await validate();
    if (r0.error) return;
    setBusy(true);
    const metric = $("metric").value;
    try {
      const r = await solver.call("solve", { text: r0.start, metric }, progress);
      if (r.error) {
        showError(r.error);
        return;
      }
      showSolution(r, metric);
    } catch (err) {
      showError(String(err.message || err));
    } finally {
      clearInterval(progressTimer);
      $("progress").hidden = true;
      setBusy(false);
    }
  }

  function showSolution(r, metric) {
    solution = r;
    step = 0;
    const box = $("solution");
    box.textContent = "";
    const head = document.createElement("p");
    head.innerHTML = r.length
      ? `<strong>${r.length} ${metric === "qtm" ? "quarter turns" : "turns"}</strong> (optimal, ${metric.toUpperCase()}): `
      : `<strong>Already solved.</strong>`;
    const moves = document.createElement("code");
    moves.className = "moves";
    moves.textContent = r.moves;
    head.appendChild(moves);
    const time = document.createElement("p");
    time.className = "small";
    time.textContent = `Found in ${fmtMs(r.ms)}${r.tables_ms ? `, after ${fmtMs(r.tables_ms)} building the tables` : ""}; ${r.nodes.toLocaleString("en")} search nodes. It ends in the solved state ${r.end}.`;
    box.append(head, time);
    setSolution({ length: r.length, moves: r.moves, end: r.end, start: r.start, ms: Math.round(r.ms), tablesMs: Math.round(r.tables_ms), metric, sinceOpen: sinceOpen() });
    showPlayer(r);
  }

  function fmtMs(ms) {
    return ms >= 1000 ? (ms / 1000).toFixed(1) + " s" : Math.max(1, Math.round(ms)) + " ms";
  }

  // ---- player --------------------------------------------------------------------------
  function showPlayer(r) {
    solution = r;
    step = 0;
    const turns = r.turns;
    const list = $("turns");
    list.textContent = "";
    turns.forEach((t, i) => {
      const li = document.createElement("li");
      const b = button(t.name, () => jump(i + 1), { "aria-label": `after turn ${i + 1}, ${t.name}` });
      li.appendChild(b);
      list.appendChild(li);
    });
    $("player").hidden = false;
    paintPlayer();
    paintAll();
  }
  function paintPlayer() {
    if (!solution) return;
    const n = solution.turns.length;
    [...$("turns").children].forEach((li, i) => li.classList.toggle("done", i < step));
    $("player-state").textContent = step === 0 ? `Start (${n} turns to go)` : step === n ? `Solved after ${n} turns` : `After turn ${step} of ${n}: ${solution.turns[step - 1].name}`;
    $("play").innerHTML = playing ? "&#x275A;&#x275A;" : "&#x25B6;";
    $("play").setAttribute("aria-label", playing ? "Pause" : "Play");
    document.body.dataset.step = String(step);
    document.body.dataset.playing = playing ? "yes" : "no";
  }
  function leaveSolution() {
    playing = false;
    if (!solution) return;
    solution = null;
    $("player").hidden = true;
    paintAll();
  }
  function jump(k) {
    if (!solution) return;
    playing = false;
    step = Math.max(0, Math.min(solution.turns.length, k));
    paintAll();
    paintPlayer();
  }
  let animating = false;
  async function stepOn() {
    if (!solution || animating || step >= solution.turns.length) return false;
    const t = solution.turns[step];
    const speed = Number($("speed").value) || 1;
    animating = true;
    if (view) await view.turnLayer(t.axis, t.layer, t.quarter, STEP_SECONDS / speed);
    animating = false;
    if (!solution) return false;
    step += 1;
    paintAll();
    paintPlayer();
    return true;
  }
  async function play() {
    if (!solution) return;
    if (playing) {
      playing = false;
      paintPlayer();
      return;
    }
    if (step >= solution.turns.length) step = 0;
    playing = true;
    paintAll();
    paintPlayer();
    while (playing && solution && step < solution.turns.length) {
      if (!(await stepOn())) break;
      await new Promise((r) => setTimeout(r, 120));
    }
    playing = false;
    paintPlayer();
  }

  // ---- scramble ------------------------------------------------------------------------
  function newSeed() {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    $("seed").value = String(a[0]);
  }
  async function scramble() {
    if (busy) return;
    const seed = $("seed").value.trim();
    if (!/^\d+$/.test(seed)) {
      showError(`seed \`${seed}\` is not a whole number from 0 to 18446744073709551615`);
      return;
    }
    // Letters of the canonical colours: those of the position on the page when it is one.
    const r0 = await validate();
    const names = r0.ok ? r0.names : palette.map((e) => e.letter).join("");
    setBusy(true);
    const metric = $("metric").value;
    try {
      const r = await solver.call("scramble", { seed, names, metric }, progress);
      if (r.error) {
        showError(r.error);
        return;
      }
      leaveSolution();
      setSolution(null);
      cells = adopt(r.start);
      checked = { ok: true, start: r.start };
      clearError();
      scrambleSeed = seed;
      const box = $("scrambled");
      box.hidden = false;
      box.textContent = "";
      const p = document.createElement("p");
      p.innerHTML = `<strong>Scramble, seed ${seed}</strong>: a uniformly random position (as <code>cubelab molecube scramble --seed ${seed}</code>). From the solved state <code class="state"></code>, turn (${r.length} ${metric === "qtm" ? "quarter turns" : "turns"}): `;
      p.querySelector(".state").textContent = r.from;
      const moves = document.createElement("code");
      moves.className = "moves";
      moves.textContent = r.moves;
      p.appendChild(moves);
      const show = button("Play these turns from the solved state", () => showPlayer(r));
      box.append(p, show);
      box.dataset.seed = seed;
      box.dataset.start = r.start;
      box.dataset.from = r.from;
      box.dataset.moves = r.moves;
      drawPalette();
      paintAll();
      writeUrl();
    } catch (err) {
      showError(String(err.message || err));
    } finally {
      clearInterval(progressTimer);
      $("progress").hidden = true;
      setBusy(false);
    }
  }

  // ---- wiring --------------------------------------------------------------------------
  $("load-form").addEventListener("submit", (e) => {
    e.preventDefault();
    load($("text").value);
  });
  $("solve").addEventListener("click", solve);
  $("reset").addEventListener("click", () => {
    if (busy) return;
    leaveSolution();
    setSolution(null);
    $("scrambled").hidden = true;
    scrambleSeed = null;
    cells = [...layout.reference].map(Number);
    paintAll();
    validate();
  });
  $("scramble").addEventListener("click", scramble);
  $("new-seed").addEventListener("click", newSeed);
  $("metric").addEventListener("change", () => {
    leaveSolution();
    setSolution(null);
    writeUrl();
    prepare();
  });
  $("play").addEventListener("click", play);
  $("on").addEventListener("click", () => {
    playing = false;
    stepOn();
  });
  $("back").addEventListener("click", () => jump(step - 1));
  $("to-start").addEventListener("click", () => jump(0));
  $("to-end").addEventListener("click", () => jump(solution ? solution.turns.length : 0));
  document.addEventListener("keydown", (e) => {
    const tag = (e.target && e.target.tagName) || "";
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) return;
    if (solution) {
      if (e.key === " " && tag !== "BUTTON") {
        e.preventDefault();
        play();
      } else if (e.key === ".") stepOn();
      else if (e.key === ",") jump(step - 1);
      return;
    }
    const k = /^[1-9]$/.test(e.key) ? Number(e.key) - 1 : palette.findIndex((p) => p.letter === e.key);
    if (k >= 0 && e.key.length === 1 && e.key !== " ") {
      e.preventDefault();
      paint(k);
    }
  });

  // For tests and scripts: where a ball is on the screen.
  window.cubelabMolecube = { screenOf: (cell) => (view ? view.screenOf(cell) : null) };
  buildNet();
  drawPalette();
  $("metric").value = url.get("metric") === "qtm" ? "qtm" : "htm";
  if (url.get("seed") && /^\d+$/.test(url.get("seed"))) $("seed").value = url.get("seed");
  else newSeed();
  const given = url.get("state") || url.get("faces");
  let ok = true;
  if (given) {
    $("text").value = given;
    ok = await load(given);
  } else {
    cells = [...layout.reference].map(Number);
    paintAll();
    await validate();
  }
  document.body.dataset.ready = "yes";
  if (ok && url.get("solve") === "1") solve();
  else prepare();
}
