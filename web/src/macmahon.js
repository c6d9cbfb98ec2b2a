// The MacMahon page: a target cube (by Conway name or by its colours), eight of the 30 cubes
// (or a collection that builds the target), every arrangement and their number, drawn in 3D.
// The answers come from cubelab-colour through the WebAssembly worker.
import { $, Solvers, params, setParams, showError, clearError, setSolution, button } from "./common.js";
import { createView } from "./view3d.js";

// Colour numbers 1..6 in the palette of the HTML pictures (Okabe and Ito; crates/render).
export const FILLS = ["#FFFFFF", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00"];
const FACE_LETTERS = ["L", "R", "F", "B", "D", "U"];
const FACE_WORDS = ["left", "right", "front", "back", "down", "up"];

function miniNet(faces) {
  // A cross of six small squares: U above F; L F R B; D below.
  const net = document.createElement("span");
  net.className = "mini-net";
  const place = { 5: [1, 2], 0: [2, 1], 2: [2, 2], 1: [2, 3], 3: [2, 4], 4: [3, 2] };
  faces.forEach((k, f) => {
    const s = document.createElement("span");
    s.style.background = FILLS[k];
    s.style.gridRow = String(place[f][0]);
    s.style.gridColumn = String(place[f][1]);
    s.title = `${FACE_WORDS[f]}: ${k}`;
    net.appendChild(s);
  });
  return net;
}

export async function macmahonPage() {
  const worker = new Solvers("macmahon");
  const { cubes } = await worker.call("macmahon_cubes");
  const byName = new Map(cubes.map((c) => [c.name, c]));
  const url = params();
  let picked = new Set();
  let result = null;
  let shownIndex = 0;

  const view = createView($("view"), { distance: 9, yaw: -32, pitch: 24 });

  // ---- target --------------------------------------------------------------------------
  const select = $("target");
  for (const c of cubes) select.appendChild(new Option(c.name, c.name));
  select.value = "Ba";
  function drawTarget() {
    const box = $("target-swatch");
    box.textContent = "";
    box.appendChild(miniNet(byName.get(select.value).faces));
  }
  const picker = $("colour-picker");
  const pickerSelects = FACE_LETTERS.map((l, f) => {
    const lab = document.createElement("label");
    lab.textContent = FACE_WORDS[f] + " ";
    const s = document.createElement("select");
    for (let k = 1; k <= 6; k++) s.appendChild(new Option(String(k), String(k)));
    s.addEventListener("change", () => {
      s.style.background = FILLS[Number(s.value)];
    });
    lab.appendChild(s);
    picker.appendChild(lab);
    return s;
  });
  picker.appendChild(
    button("Use these colours", async () => {
      const faces = pickerSelects.map((s) => Number(s.value));
      const r = await worker.call("macmahon_identify", { faces });
      if (r.error) {
        showError(r.error);
        return;
      }
      clearError();
      select.value = r.name;
      changed();
    }),
  );
  function syncPicker() {
    byName.get(select.value).faces.forEach((k, f) => {
      pickerSelects[f].value = String(k);
      pickerSelects[f].style.background = FILLS[k];
    });
  }

  // ---- tableau -------------------------------------------------------------------------
  const tableau = $("tableau");
  const toggles = new Map();
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const c = cubes.find((x) => x.row === row && x.col === col);
      if (!c) {
        const gap = document.createElement("span");
        gap.className = "tableau-gap";
        gap.setAttribute("aria-hidden", "true");
        tableau.appendChild(gap);
        continue;
      }
      const b = button("", () => {
        if (picked.has(c.name)) picked.delete(c.name);
        else picked.add(c.name);
        changed();
      }, { class: "cube-toggle", "aria-pressed": "false", "aria-label": `cube ${c.name}, faces ${c.faces.join(" ")}` });
      const name = document.createElement("span");
      name.textContent = c.name;
      b.append(name, miniNet(c.faces));
      tableau.appendChild(b);
      toggles.set(c.name, b);
    }
  }
  function ordered() {
    return cubes.map((c) => c.name).filter((n) => picked.has(n));
  }
  function paint() {
    for (const [n, b] of toggles) {
      b.setAttribute("aria-pressed", picked.has(n) ? "true" : "false");
      b.classList.toggle("on", picked.has(n));
      b.classList.toggle("target", n === select.value);
    }
    $("picked").textContent = `${picked.size} picked`;
    drawTarget();
  }
  function writeUrl() {
    setParams([["target", select.value], ["cubes", ordered().join(",")], ["interior", $("interior").checked ? "1" : null]]);
  }
  // Any change of the question clears the answer to the old one.
  function changed() {
    result = null;
    setSolution(null);
    $("stepper").hidden = true;
    if (view) view.clear();
    paint();
    syncPicker();
    writeUrl();
  }

  // ---- solving -------------------------------------------------------------------------
  async function solve() {
    const r = await worker.call("macmahon_solve", { target: select.value, cubes: ordered().join(","), interior: $("interior").checked });
    if (r.error) {
      showError(r.error);
      return;
    }
    clearError();
    result = r;
    shownIndex = 0;
    const box = $("solution");
    box.textContent = "";
    const head = document.createElement("p");
    const kind = r.interior ? " with matching inner faces" : "";
    head.innerHTML = `<strong>${r.count} arrangement${r.count === 1 ? "" : "s"}</strong> of ${r.cubes.join(", ")} build${r.count === 1 ? "s" : ""} ${r.target}${kind} (${Math.max(1, Math.round(r.ms))} ms).`;
    box.appendChild(head);
    if (r.count > 0) {
      const list = document.createElement("ol");
      list.className = "arrangements";
      r.arrangements.slice(0, 200).forEach((a, i) => {
        const li = document.createElement("li");
        li.appendChild(button(a.text, () => show(i), { class: "linklike", "aria-label": `show arrangement ${i + 1}` }));
        list.appendChild(li);
      });
      box.appendChild(list);
      if (r.arrangements.length < r.count) {
        const more = document.createElement("p");
        more.className = "small";
        more.textContent = `The first ${r.arrangements.length} are listed; the count is exact.`;
        box.appendChild(more);
      }
    }
    setSolution({ count: r.count, first: r.count ? r.arrangements[0].text : "", target: r.target, cubes: r.cubes.join(","), ms: Math.round(r.ms) });
    $("stepper").hidden = r.count === 0;
    show(0);
  }

  function show(i) {
    if (!result || !view) return;
    view.clear();
    if (result.count === 0) return;
    shownIndex = (i + result.arrangements.length) % result.arrangements.length;
    const a = result.arrangements[shownIndex];
    const gap = $("explode").checked ? 0.3 : 0;
    for (const cell of a.cells) {
      const [x, y, z] = cell.at;
      const faces = cell.faces.map((k) => ({ fill: FILLS[k], text: String(k), sub: cell.name }));
      view.addCube(cell.name, [x * (1 + gap) - 1 - gap / 2, y * (1 + gap) - 1 - gap / 2, z * (1 + gap) - 1 - gap / 2], faces, 1);
    }
    // The target beside the model, as the picture pages show it.
    const t = result.target_faces.map((k) => ({ fill: FILLS[k], text: String(k), sub: result.target }));
    view.addCube("target", [2.4, -0.6, -0.6], t, 1.2);
    view.addMarker("target " + result.target, [3.0, 0, 1.05], "#222", 0.3);
    view.centreOn(1.15, 0, 0.1, 9);
    $("which").textContent = `arrangement ${shownIndex + 1} of ${result.count}`;
    document.body.dataset.shown = String(shownIndex);
  }

  async function collections() {
    const r = await worker.call("macmahon_collections", { target: select.value, limit: 60 });
    if (r.error) {
      showError(r.error);
      return;
    }
    clearError();
    const box = $("collection-list");
    box.hidden = false;
    box.textContent = "";
    const p = document.createElement("p");
    p.innerHTML = `<strong>${r.count.toLocaleString("en")} collections</strong> of 8 cubes build ${r.target}; ${r.collections.length < r.count ? `the ${r.collections.length} with the most arrangements` : "all of them"}, most first. Pick one:`;
    box.appendChild(p);
    const list = document.createElement("ul");
    for (const c of r.collections) {
      const li = document.createElement("li");
      li.appendChild(
        button(`${c.cubes.join(",")} (${c.solutions})`, () => {
          picked = new Set(c.cubes);
          changed();
          solve();
        }, { class: "linklike" }),
      );
      list.appendChild(li);
    }
    box.appendChild(list);
    box.dataset.count = String(r.count);
  }

  $("solve").addEventListener("click", solve);
  $("collections").addEventListener("click", collections);
  $("clear").addEventListener("click", () => {
    picked = new Set();
    changed();
  });
  $("interior").addEventListener("change", changed);
  select.addEventListener("change", () => {
    $("collection-list").hidden = true;
    changed();
  });
  $("prev").addEventListener("click", () => show(shownIndex - 1));
  $("next").addEventListener("click", () => show(shownIndex + 1));
  $("explode").addEventListener("change", () => show(shownIndex));
  document.addEventListener("keydown", (e) => {
    const tag = (e.target && e.target.tagName) || "";
    if (tag === "INPUT" || tag === "SELECT" || !result) return;
    if (e.key === "n" || e.key === ".") show(shownIndex + 1);
    if (e.key === "p" || e.key === ",") show(shownIndex - 1);
  });

  // ---- the URL -------------------------------------------------------------------------
  // A bad target or cube list in the link: the message, and the page as it would be without.
  let ok = true;
  const target = url.get("target");
  const list = url.get("cubes");
  if (target !== null || list !== null) {
    // The library reads the names (unknown or repeated cubes are its messages); fewer than
    // eight cubes is a fine start for picking more.
    const r = await worker.call("macmahon_solve", { target: target === null ? "Ba" : target, cubes: list || "", interior: false });
    if (r.error && !r.error.startsWith("--cubes:")) {
      showError(r.error);
      ok = false;
    } else {
      if (target !== null) select.value = target.trim();
      picked = new Set((list || "").split(",").map((s) => s.trim()).filter(Boolean));
      $("interior").checked = url.get("interior") === "1";
    }
  }
  paint();
  syncPicker();
  if (ok) writeUrl();
  document.body.dataset.ready = "yes";
  if (ok && url.get("solve") === "1") await solve();
}
