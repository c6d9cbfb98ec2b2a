// The Instant Insanity page: n cubes' face colours in, a stack whose four sides show every
// colour once (all of them, up to turning the column) or the reason none exists. The
// answers come from cubelab-colour through the WebAssembly worker.
import { $, Solvers, params, setParams, showError, clearError, setSolution, button } from "./common.js";
import { createView } from "./view3d.js";
import { FILLS } from "./macmahon.js";

// The fills of the HTML pictures for colours given by name (crates/render/src/palette.rs).
const NAMED = {
  red: "#D62718", green: "#2E9A3F", yellow: "#F5D410", blue: "#1F5FC4", white: "#FFFFFF", black: "#111111",
  orange: "#F28C18", purple: "#7D3C98", violet: "#8E44AD", pink: "#F08CB4", brown: "#8B5A2B", grey: "#8C8C8C",
  gray: "#8C8C8C", cyan: "#22B8CF", magenta: "#C2188B", navy: "#1B2A6B",
};
const DEFAULT_NAMES = ["red", "green", "yellow", "blue", "white", "black", "orange", "purple", "pink", "brown", "grey", "cyan", "magenta", "navy", "violet", "lime"];
const FACE_LETTERS = ["L", "R", "F", "B", "D", "U"];
const FACE_WORDS = ["left", "right", "front", "back", "down", "up"];
// The commercial puzzle (crates/cubelab/examples/instant-insanity.txt).
const CLASSIC = [
  ["red", "red", "red", "green", "yellow", "blue"],
  ["green", "green", "yellow", "blue", "blue", "red"],
  ["blue", "red", "green", "yellow", "yellow", "red"],
  ["blue", "yellow", "red", "green", "yellow", "green"],
];

function fill(name, k) {
  return NAMED[name.toLowerCase()] || FILLS[(k % 6) + 1];
}

export async function insanityPage() {
  const worker = new Solvers("insanity");
  const url = params();
  let cubes = CLASSIC.map((c) => c.slice());
  let result = null;
  let shownIndex = 0;
  const view = createView($("view"), { distance: 11, yaw: -30, pitch: 18 });

  const text = () => cubes.map((c) => c.join(" ")).join("\n");
  const names = () => {
    const used = [];
    for (const c of cubes) for (const n of c) if (!used.includes(n)) used.push(n);
    for (const n of DEFAULT_NAMES) if (used.length < Math.max(cubes.length, 4) && !used.includes(n)) used.push(n);
    return used;
  };

  function drawRows() {
    const box = $("cubes");
    box.textContent = "";
    const all = names();
    cubes.forEach((c, i) => {
      const row = document.createElement("div");
      row.className = "cube-row";
      const tag = document.createElement("span");
      tag.className = "cube-tag";
      tag.textContent = `cube ${i + 1}`;
      row.appendChild(tag);
      c.forEach((colour, f) => {
        const lab = document.createElement("label");
        lab.className = "face-pick";
        const letter = document.createElement("span");
        letter.textContent = FACE_LETTERS[f];
        letter.title = FACE_WORDS[f];
        const s = document.createElement("select");
        s.setAttribute("aria-label", `cube ${i + 1}, ${FACE_WORDS[f]} face`);
        for (const n of all) s.appendChild(new Option(n, n));
        s.value = colour;
        const k = all.indexOf(colour);
        s.style.borderLeft = `1.1em solid ${fill(colour, k)}`;
        s.addEventListener("change", () => {
          cubes[i][f] = s.value;
          changed();
        });
        lab.append(letter, s);
        row.appendChild(lab);
      });
      box.appendChild(row);
    });
    $("count").value = String(cubes.length);
    $("text").value = text();
  }
  function writeUrl() {
    setParams([["cubes", cubes.map((c) => c.join(",")).join(";")]]);
  }
  function changed() {
    result = null;
    setSolution(null);
    $("stepper").hidden = true;
    if (view) view.clear();
    drawRows();
    writeUrl();
  }

  // Reads cubes as text (the file format, or `;` between cubes); bad input: the message, and
  // nothing else changes.
  async function load(t) {
    const r = await worker.call("insanity_solve", { text: t });
    if (r.error) {
      showError(r.error);
      return false;
    }
    clearError();
    cubes = r.cubes.map((c) => c.map((k) => r.colour_names[k]));
    changed();
    return true;
  }

  async function solve() {
    const r = await worker.call("insanity_solve", { text: text() });
    if (r.error) {
      showError(r.error);
      return;
    }
    clearError();
    result = r;
    const box = $("solution");
    box.textContent = "";
    const head = document.createElement("p");
    if (r.count === 0) {
      head.innerHTML = `<strong>No stack exists.</strong> `;
      const why = document.createElement("span");
      why.textContent = r.reason.charAt(0).toUpperCase() + r.reason.slice(1) + ".";
      head.appendChild(why);
      box.appendChild(head);
    } else {
      head.innerHTML = `<strong>${r.classes} solution${r.classes === 1 ? "" : "s"}</strong> up to turning the column over and about its axis; ${r.count} stack${r.count === 1 ? "" : "s"} with the cubes in this order (${Math.max(1, Math.round(r.ms))} ms${r.brute_force_checked ? ", the graph method checked by brute force" : ""}).`;
      box.appendChild(head);
      box.appendChild(sidesTable(r.first));
    }
    const first = r.first ? ["front", "right", "back", "left"].map((s) => `${s}: ${r.first.sides[s].join(" ")}`).join("; ") : "";
    setSolution({ count: r.count, classes: r.classes, first, ms: Math.round(r.ms), ...(r.reason ? { reason: r.reason } : {}) });
    shownIndex = 0;
    $("stepper").hidden = r.classes < 2;
    show(0);
  }

  function sidesTable(rec) {
    const table = document.createElement("table");
    table.className = "sides";
    const head = table.createTHead().insertRow();
    for (const h of ["", "front", "right", "back", "left", "up", "down"]) {
      const th = document.createElement("th");
      th.textContent = h;
      head.appendChild(th);
    }
    const body = table.createTBody();
    const cubesTurned = rec.assembly.cubes;
    for (let k = cubesTurned.length - 1; k >= 0; k--) {
      const f = cubesTurned[k].faces;
      const row = body.insertRow();
      const label = document.createElement("th");
      label.textContent = `cube ${k + 1}`;
      row.appendChild(label);
      for (const face of [2, 1, 3, 0, 5, 4]) {
        const cell = row.insertCell();
        const name = rec.colour_names[f[face]];
        cell.textContent = name;
        cell.style.boxShadow = `inset 0.5em 0 0 ${fill(name, f[face])}`;
      }
    }
    const cap = table.createCaption();
    cap.textContent = "The stack, top cube first: each of front, right, back and left shows every colour once.";
    return table;
  }

  function show(i) {
    if (!view || !result) return;
    view.clear();
    if (!result.solutions.length) return;
    shownIndex = (i + result.solutions.length) % result.solutions.length;
    const rec = result.solutions[shownIndex];
    const n = rec.assembly.cubes.length;
    for (const c of rec.assembly.cubes) {
      const faces = c.faces.map((k) => ({ fill: fill(rec.colour_names[k], k), text: rec.colour_names[k] }));
      view.addCube(c.label, [-0.5, -0.5, c.at[2] * 1.08 - (n * 1.08) / 2], faces, 1);
    }
    view.centreOn(0, 0, 0, 3.2 + n * 1.6);
    $("which").textContent = `solution ${shownIndex + 1} of ${result.classes}`;
  }

  $("solve").addEventListener("click", solve);
  $("classic").addEventListener("click", () => {
    cubes = CLASSIC.map((c) => c.slice());
    clearError();
    changed();
  });
  $("count").addEventListener("change", () => {
    const n = Math.max(1, Math.min(16, Number($("count").value) || 4));
    const all = DEFAULT_NAMES.slice(0, Math.max(n, 1));
    while (cubes.length < n) cubes.push(FACE_LETTERS.map((_, f) => all[(cubes.length + f) % all.length]));
    cubes = cubes.slice(0, n);
    changed();
  });
  $("load-form").addEventListener("submit", (e) => {
    e.preventDefault();
    load($("text").value);
  });
  $("prev").addEventListener("click", () => show(shownIndex - 1));
  $("next").addEventListener("click", () => show(shownIndex + 1));

  let ok = true;
  if (url.get("cubes") !== null) {
    ok = await load(url.get("cubes"));
    if (!ok) drawRows();
  } else {
    drawRows();
    writeUrl();
  }
  document.body.dataset.ready = "yes";
  if (ok && url.get("solve") === "1") await solve();
}
