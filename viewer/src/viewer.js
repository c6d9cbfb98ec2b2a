// cubelab 3D viewer (three.js). The page's data is the JSON in #cubelab-data: {scenes}, each
// scene in the format of docs/pictures.md ("Scene format"), written by src/render/html.rs.
// scripts/build-viewer.sh bundles this file with three.js into src/render/viewer.bundle.js,
// which every HTML page embeds: one self-contained file, no network.
//
// State can be set from the URL hash (docs/pictures.md, "URL parameters"). After every draw
// the body's dataset says what is on the screen (rendered, scene, yaw, pitch, explode, step,
// painted, picture); errors go to <html data-errors> (the handler in the page head). The
// headless browser test (scripts/browser-test.sh) reads both from the DOM.
import {
  AmbientLight,
  BufferGeometry,
  CanvasTexture,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  Group,
  LinearFilter,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  SRGBColorSpace,
  Sprite,
  SpriteMaterial,
  Vector2,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";

const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";
const BACKGROUND = "#ffffff";
// Pixels of a face texture per unit of length: enough for crisp digits at full-screen size.
const TEXELS = 128;
const FACE_LETTERS = ["L", "R", "F", "B", "D", "U"];
const FACE_NAMES = ["left", "right", "front", "back", "down", "up"];
// Seconds per animation step at speed 1.
const STEP_SECONDS = 0.9;

function fail(where, err) {
  const root = document.documentElement;
  root.dataset.errors = (root.dataset.errors ? root.dataset.errors + " | " : "") + where + ": " + String((err && err.message) || err);
}

try {
  start();
} catch (err) {
  fail("viewer", err);
}

function start() {
  const data = JSON.parse(document.getElementById("cubelab-data").textContent);
  const scenes = data.scenes;
  const holder = document.getElementById("view");
  const body = document.body;
  const $ = (id) => document.getElementById(id);

  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.setClearColor(new Color(BACKGROUND), 1);
  holder.appendChild(renderer.domElement);
  const canvas = renderer.domElement;
  canvas.setAttribute("aria-label", "3D view");
  const gl = renderer.getContext();
  body.dataset.webgl = gl instanceof WebGL2RenderingContext ? "webgl2" : "webgl1";

  const camera = new PerspectiveCamera(35, 1, 0.05, 1000);
  camera.up.set(0, 0, 1);
  const world = new Scene();
  // Light fixed in the world, from the front-right-top: every face direction gets its own
  // brightness, so a one-colour cube's faces stay apart, and they change as the view turns.
  world.add(new AmbientLight(0xffffff, 1.25));
  const sun = new DirectionalLight(0xffffff, 1.9);
  sun.position.set(0.45, -0.75, 1.0);
  world.add(sun);
  const back = new DirectionalLight(0xffffff, 0.35);
  back.position.set(-0.6, 0.5, -0.4);
  world.add(back);

  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = false;
  controls.zoomSpeed = 0.8;
  controls.addEventListener("change", () => draw());

  const state = { scene: 0, explode: 0, pos: 0, playing: false, speed: 1, draws: 0, radius: 1 };
  let content = null; // {group, meshes, marks, steps, ...} of the scene on screen
  const textureCache = new Map();
  const materialCache = new Map();

  // ---- faces: a colour and a text, drawn into a texture so the text turns with the face ----

  function faceTexture(style, text, sub, w, h) {
    const key = style + "|" + text + "|" + sub + "|" + w.toFixed(3) + "|" + h.toFixed(3);
    let t = textureCache.get(key);
    if (t) return t;
    const [fill, ink] = styles()[style];
    const c = document.createElement("canvas");
    c.width = Math.max(8, Math.round(w * TEXELS));
    c.height = Math.max(8, Math.round(h * TEXELS));
    const g = c.getContext("2d");
    g.fillStyle = fill;
    g.fillRect(0, 0, c.width, c.height);
    // A thin darker rim keeps neighbouring faces of one colour apart.
    g.strokeStyle = "rgba(0,0,0,0.45)";
    g.lineWidth = Math.max(2, c.width / 40);
    g.strokeRect(0, 0, c.width, c.height);
    if (text) {
      const scene = scenes[state.scene];
      let size = scene.text_size * TEXELS;
      g.font = "bold " + size + "px " + FONT;
      const width = g.measureText(text).width;
      if (width > c.width * 0.86) size *= (c.width * 0.86) / width;
      g.font = "bold " + size + "px " + FONT;
      g.fillStyle = ink;
      g.textAlign = "center";
      g.textBaseline = "middle";
      const dy = sub ? size * 0.3 : 0;
      g.fillText(text, c.width / 2, c.height / 2 - dy);
      if (sub) {
        let s2 = size * 0.55;
        g.font = s2 + "px " + FONT;
        const w2 = g.measureText(sub).width;
        if (w2 > c.width * 0.9) s2 *= (c.width * 0.9) / w2;
        g.font = s2 + "px " + FONT;
        g.fillText(sub, c.width / 2, c.height / 2 + size * 0.55);
      }
    }
    t = new CanvasTexture(c);
    t.colorSpace = SRGBColorSpace;
    t.minFilter = LinearFilter;
    t.anisotropy = 4;
    textureCache.set(key, t);
    return t;
  }

  function styles() {
    return scenes[state.scene].styles;
  }

  function material(face, w, h, dim) {
    const [style, text, sub] = face;
    const key = style + "|" + (text || "") + "|" + (sub || "") + "|" + w.toFixed(3) + "|" + h.toFixed(3) + "|" + (dim ? 1 : 0);
    let m = materialCache.get(key);
    if (m) return m;
    const map = faceTexture(style, text || "", sub || "", w, h);
    m = new MeshLambertMaterial({ map: map, transparent: !!dim, opacity: dim ? 0.22 : 1, depthWrite: !dim });
    materialCache.set(key, m);
    return m;
  }

  // Outward normal, screen-up direction of the text and the face's extent along them, for
  // face f of a box of extent s (faces: 0 left x-, 1 right x+, 2 front y-, 3 back y+, 4 down
  // z-, 5 up z+). Side faces read upright; top and bottom read from the front.
  function faceFrame(f, s) {
    const a = f >> 1, sign = f & 1 ? 1 : -1;
    const n = [0, 0, 0];
    n[a] = sign;
    const u = a === 2 ? [0, sign, 0] : [0, 0, 1];
    const r = [u[1] * n[2] - u[2] * n[1], u[2] * n[0] - u[0] * n[2], u[0] * n[1] - u[1] * n[0]];
    const along = (v) => Math.abs(v[0]) * s[0] + Math.abs(v[1]) * s[1] + Math.abs(v[2]) * s[2];
    return { n, u, r, depth: along(n), w: along(r), h: along(u) };
  }

  // One box: six quads (two triangles each) in six material groups, so each face has its
  // own texture and the text's up is chosen per face (three's BoxGeometry turns side text).
  function boxGeometry(s) {
    const pos = [], nor = [], uv = [], geo = new BufferGeometry();
    for (let f = 0; f < 6; f++) {
      const fr = faceFrame(f, s);
      const corner = (i, j) => [0, 1, 2].map((k) => fr.n[k] * fr.depth / 2 + fr.r[k] * fr.w * (i - 0.5) + fr.u[k] * fr.h * (j - 0.5));
      const quad = [[0, 0], [1, 0], [1, 1], [0, 0], [1, 1], [0, 1]];
      quad.forEach(([i, j]) => {
        pos.push(...corner(i, j));
        nor.push(...fr.n);
        uv.push(i, j);
      });
      geo.addGroup(f * 6, 6, f);
    }
    geo.setAttribute("position", new Float32BufferAttribute(pos, 3));
    geo.setAttribute("normal", new Float32BufferAttribute(nor, 3));
    geo.setAttribute("uv", new Float32BufferAttribute(uv, 2));
    return geo;
  }

  function blockFaces(b) {
    return b.faces.length === 6 ? b.faces : [0, 1, 2, 3, 4, 5].map(() => b.faces[0]);
  }

  function blockMaterials(faces, size, dim) {
    return faces.map((face, f) => {
      const fr = faceFrame(f, size);
      return material(face, fr.w, fr.h, dim);
    });
  }

  function markSprite(text) {
    const c = document.createElement("canvas");
    const g = c.getContext("2d");
    const px = 64;
    g.font = "bold " + px + "px " + FONT;
    c.width = Math.ceil(g.measureText(text).width + px * 0.6);
    c.height = Math.ceil(px * 1.4);
    g.font = "bold " + px + "px " + FONT;
    g.fillStyle = "#222222";
    g.textAlign = "center";
    g.textBaseline = "middle";
    g.fillText(text, c.width / 2, c.height / 2);
    const t = new CanvasTexture(c);
    t.colorSpace = SRGBColorSpace;
    const sprite = new Sprite(new SpriteMaterial({ map: t, transparent: true, depthWrite: false }));
    // Scaled to the scene once it is built (see build).
    const h = 1;
    sprite.scale.set((h * c.width) / c.height, h, 1);
    return sprite;
  }

  // ---- a scene on the screen ----

  function build(k) {
    if (content) {
      world.remove(content.group);
      content.group.traverse((o) => o.geometry && o.geometry.dispose());
      content.marks.forEach((m) => {
        m.material.map.dispose();
        m.material.dispose();
      });
    }
    textureCache.forEach((t) => t.dispose());
    textureCache.clear();
    materialCache.forEach((m) => m.dispose());
    materialCache.clear();
    const scene = scenes[k];
    const group = new Group();
    const geometries = new Map();
    const meshes = scene.blocks.map((b, i) => {
      const size = b.size || scene.size;
      const gk = size.join(",");
      if (!geometries.has(gk)) geometries.set(gk, boxGeometry(size));
      const mesh = new Mesh(geometries.get(gk), blockMaterials(blockFaces(b), size, b.dim));
      mesh.userData = { index: i, size: size };
      group.add(mesh);
      return mesh;
    });
    const marks = (scene.marks || []).map((m) => {
      const s = markSprite(m.text);
      group.add(s);
      return s;
    });
    world.add(group);
    const anim = scene.animation || null;
    content = { group, meshes, marks, anim, scene };
    state.radius = bounds(scene.explode).r;
    marks.forEach((s) => {
      const h = Math.max(0.38, Math.min(0.9, state.radius * 0.07));
      s.scale.set((h * s.scale.x) / s.scale.y, h, 1);
    });
  }

  function ease(t) {
    return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
  }

  // Places every block for the current explode and animation position.
  function arrange() {
    const scene = content.scene, e = state.explode, anim = content.anim;
    const steps = anim ? anim.steps : [];
    const whole = Math.floor(state.pos), frac = state.pos - whole;
    // Sequences: the colours of state `whole` (after that many steps) and the layer turning.
    let cells = null;
    for (let s = Math.min(whole, steps.length) - 1; s >= 0 && !cells; s--) if (steps[s].cells) cells = steps[s].cells;
    const turning = whole < steps.length && frac > 0 ? steps[whole].turn : null;
    const centre = bounds(e).c;
    content.meshes.forEach((mesh, i) => {
      const b = scene.blocks[i], size = mesh.userData.size;
      const p = [0, 1, 2].map((a) => b.at[a] + e * b.spread[a] + size[a] / 2);
      let place = p;
      if (anim && anim.enter) {
        const j = anim.enter[i];
        if (j !== null && j !== undefined) {
          const t = ease(Math.max(0, Math.min(1, state.pos - j)));
          const from = anim.from[i].map((v, a) => v + size[a] / 2);
          const lift = Math.sin(Math.PI * t) * 1.2;
          place = [0, 1, 2].map((a) => from[a] + (p[a] - from[a]) * t + (a === 2 ? lift : 0));
        }
      }
      mesh.position.set(place[0], place[1], place[2]);
      mesh.rotation.set(0, 0, 0);
      if (turning && Math.round(b.at[turning.axis]) === turning.layer) {
        const angle = turning.quarter * (Math.PI / 2) * ease(frac);
        const axis = new Vector3(0, 0, 0);
        axis.setComponent(turning.axis, 1);
        const rel = new Vector3(place[0] - centre[0], place[1] - centre[1], place[2] - centre[2]).applyAxisAngle(axis, angle);
        mesh.position.set(centre[0] + rel.x, centre[1] + rel.y, centre[2] + rel.z);
        mesh.rotateOnWorldAxis(axis, angle);
      }
      if (anim && anim.steps.some((s) => s.cells)) {
        const face = cells ? cells[i] : null;
        mesh.material = blockMaterials(face ? [0, 1, 2, 3, 4, 5].map(() => face) : blockFaces(b), size, b.dim);
      }
    });
    content.marks.forEach((sprite, i) => {
      const m = scene.marks[i];
      sprite.position.set(...[0, 1, 2].map((a) => m.at[a] + e * m.spread[a]));
    });
  }

  // Centre and radius of the scene's bounding sphere at explode `e` (where blocks wait before
  // an animation is left out: the camera frames the finished picture).
  function bounds(e) {
    const scene = content.scene;
    const lo = [Infinity, Infinity, Infinity], hi = [-Infinity, -Infinity, -Infinity];
    const take = (p, s) => {
      for (let a = 0; a < 3; a++) {
        lo[a] = Math.min(lo[a], p[a]);
        hi[a] = Math.max(hi[a], p[a] + s[a]);
      }
    };
    scene.blocks.forEach((b, i) => {
      const s = b.size || scene.size;
      take([0, 1, 2].map((a) => b.at[a] + e * b.spread[a]), s);
    });
    (scene.marks || []).forEach((m) => take([0, 1, 2].map((a) => m.at[a] + e * m.spread[a]), [0, 0, 0]));
    const c = [0, 1, 2].map((a) => (lo[a] + hi[a]) / 2);
    const r = Math.hypot(hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]) / 2;
    return { c, r: Math.max(r, 0.5) };
  }

  // Puts the camera at (yaw, pitch) degrees around the scene, far enough to see all of it.
  function aim(yaw, pitch) {
    const bb = bounds(Math.max(state.explode, content.scene.explode));
    state.radius = bb.r;
    const dist = (bb.r / Math.sin((camera.fov * Math.PI) / 360)) * 0.92 / Math.min(1, camera.aspect);
    const y = (yaw * Math.PI) / 180, p = (pitch * Math.PI) / 180;
    controls.target.set(bb.c[0], bb.c[1], bb.c[2]);
    camera.position.set(bb.c[0] + dist * Math.cos(p) * Math.sin(y), bb.c[1] - dist * Math.cos(p) * Math.cos(y), bb.c[2] + dist * Math.sin(p));
    camera.lookAt(controls.target);
    controls.update();
  }

  // The camera's angles around its target: yaw 0 looks from the front (y-), pitch up from level.
  function angles() {
    const d = camera.position.clone().sub(controls.target);
    const yaw = ((Math.atan2(d.x, -d.y) * 180) / Math.PI + 360) % 360;
    const pitch = (Math.asin(d.z / d.length()) * 180) / Math.PI;
    return { yaw, pitch };
  }

  function turn(dyaw, dpitch) {
    const a = angles();
    const pitch = Math.max(-89, Math.min(89, a.pitch + dpitch));
    const d = camera.position.distanceTo(controls.target);
    const y = (((a.yaw + dyaw) % 360) + 360) % 360 * Math.PI / 180, p = (pitch * Math.PI) / 180;
    const t = controls.target;
    camera.position.set(t.x + d * Math.cos(p) * Math.sin(y), t.y - d * Math.cos(p) * Math.cos(y), t.z + d * Math.sin(p));
    camera.lookAt(t);
    controls.update();
  }

  function resize() {
    const w = holder.clientWidth, h = holder.clientHeight;
    renderer.setPixelRatio(window.devicePixelRatio || 1);
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  }

  // A fingerprint of the picture and the share of pixels that differ from the background, so
  // that a test can tell that something was drawn and that an action changed it.
  function fingerprint() {
    const w = gl.drawingBufferWidth, h = gl.drawingBufferHeight;
    const px = new Uint8Array(w * h * 4);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, px);
    let hash = 2166136261, painted = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i] < 250 || px[i + 1] < 250 || px[i + 2] < 250) painted++;
      hash = Math.imul(hash ^ px[i] ^ (px[i + 1] << 8) ^ (px[i + 2] << 16), 16777619);
    }
    return { hash: (hash >>> 0).toString(16), painted: painted / (w * h) };
  }

  function draw() {
    try {
      paint();
    } catch (err) {
      fail("draw", err);
    }
  }
  function paint() {
    if (!content) return;
    arrange();
    renderer.render(world, camera);
    state.draws += 1;
    const scene = content.scene, a = angles();
    body.dataset.drawn = String(state.draws);
    body.dataset.faces = String(content.meshes.length * 6);
    body.dataset.scene = String(state.scene);
    body.dataset.yaw = a.yaw.toFixed(1);
    body.dataset.pitch = a.pitch.toFixed(1);
    body.dataset.explode = state.explode.toFixed(2);
    body.dataset.step = content.anim ? state.pos.toFixed(2) : "";
    $("explode").value = state.explode;
    if (content.anim) showStep();
    body.dataset.rendered = "yes";
    document.title = "cubelab " + (state.scene + 1) + "/" + scenes.length + ": " + scene.title;
  }

  // ---- the words beside the picture: caption, legend, nets, grids ----

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => e.setAttribute(k, v));
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function swatch(face, big) {
    const [fill, ink] = styles()[face[0]];
    const s = el("span", { class: big ? "cell" : "swatch", style: "background:" + fill + ";color:" + ink }, face[1] || "");
    return s;
  }

  function describe(scene) {
    $("caption").textContent = scene.title;
    const about = $("about");
    about.textContent = "";
    (scene.about || []).forEach((line) => about.appendChild(el("p", {}, line)));
    const legend = $("legend");
    legend.textContent = "";
    (scene.legend || []).forEach((entry) => {
      const item = el("span", { class: "entry" });
      item.appendChild(swatch([entry[0], ""], false));
      item.appendChild(document.createTextNode(" " + entry[1]));
      legend.appendChild(item);
    });
    const nets = $("nets");
    nets.textContent = "";
    // Cells wide enough for the longest word on a face ("yellow").
    const longest = Math.max(1, ...(scene.nets || []).flatMap((n) => n.faces.map((f) => (f[1] || "").length)));
    const side = Math.max(22, Math.round(6.5 * longest + 6)) + "px";
    (scene.nets || []).forEach((net) => {
      const box = el("figure", { class: "net" });
      const grid = el("div", { class: "cross" });
      grid.style.gridTemplateColumns = "repeat(4," + side + ")";
      grid.style.gridTemplateRows = "repeat(3," + side + ")";
      // The cross . U . . / L F R B / . D . . with the face letters in the corners.
      [[5, 2, 1], [0, 1, 2], [2, 2, 2], [1, 3, 2], [3, 4, 2], [4, 2, 3]].forEach(([f, col, row]) => {
        const cell = swatch(net.faces[f], true);
        cell.style.gridColumn = String(col);
        cell.style.gridRow = String(row);
        cell.title = FACE_NAMES[f];
        cell.appendChild(el("i", {}, FACE_LETTERS[f]));
        grid.appendChild(cell);
      });
      box.appendChild(grid);
      box.appendChild(el("figcaption", {}, net.label));
      nets.appendChild(box);
    });
    const grids = $("grids");
    grids.textContent = "";
    (scene.grids || []).forEach((gr) => {
      const t = el("table", { class: "grid" });
      t.appendChild(el("caption", {}, gr.title));
      const marked = new Set((gr.marked || []).map((rc) => rc[0] + "," + rc[1]));
      gr.rows.forEach((row, r) => {
        const tr = el("tr");
        row.forEach((v, c) => tr.appendChild(el("td", marked.has(r + "," + c) ? { class: "marked" } : {}, v)));
        t.appendChild(tr);
      });
      grids.appendChild(t);
    });
    $("counter").textContent = state.scene + 1 + " / " + scenes.length;
    $("player").hidden = !scene.animation;
  }

  // ---- the animation player: play, pause, step, speed ----

  let last = null;
  function tick(now) {
    if (!state.playing) return;
    if (last !== null) {
      const steps = content.anim.steps.length;
      state.pos = Math.min(steps, state.pos + ((now - last) / 1000 / STEP_SECONDS) * state.speed);
      if (state.pos >= steps) state.playing = false;
    }
    last = now;
    draw();
    if (state.playing) requestAnimationFrame(tick);
  }
  function play(on) {
    if (!content.anim) return;
    if (on && state.pos >= content.anim.steps.length) state.pos = 0;
    state.playing = on;
    last = null;
    if (on) requestAnimationFrame(tick);
    draw();
  }
  function stepTo(p) {
    if (!content.anim) return;
    state.playing = false;
    state.pos = Math.max(0, Math.min(content.anim.steps.length, p));
    draw();
  }
  function showStep() {
    const steps = content.anim.steps, k = Math.floor(state.pos + 1e-9);
    const name = k === 0 ? content.anim.start_name || "start" : steps[k - 1].name;
    $("stepinfo").textContent = "step " + k + " / " + steps.length + ": " + name;
    $("play").textContent = state.playing ? "\u23f8 pause" : "\u25b6 play";
    body.dataset.playing = state.playing ? "yes" : "no";
  }

  // ---- hover or tap: which unit cube is this? ----

  const ray = new Raycaster(), pointer = new Vector2();
  function identify(e) {
    const r = canvas.getBoundingClientRect();
    pointer.set(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
    ray.setFromCamera(pointer, camera);
    const hit = ray.intersectObjects(content.meshes, false)[0];
    const tip = $("tip");
    if (!hit) {
      tip.hidden = true;
      return;
    }
    const b = content.scene.blocks[hit.object.userData.index];
    const f = hit.face ? hit.face.materialIndex : 0;
    const face = blockFaces(b)[f];
    tip.textContent = (b.name || "cube " + (hit.object.userData.index + 1)) + " · " + FACE_NAMES[f] + " face" + (face[1] ? ": " + face[1] : "");
    tip.style.left = e.clientX - holder.getBoundingClientRect().left + 12 + "px";
    tip.style.top = e.clientY - holder.getBoundingClientRect().top + 12 + "px";
    tip.hidden = false;
    body.dataset.hover = String(hit.object.userData.index);
  }
  canvas.addEventListener("pointermove", (e) => content && identify(e));
  canvas.addEventListener("pointerdown", (e) => content && identify(e));
  canvas.addEventListener("pointerleave", () => ($("tip").hidden = true));

  // ---- navigation ----

  function go(k, hashView) {
    state.scene = (((k % scenes.length) + scenes.length) % scenes.length);
    state.playing = false;
    build(state.scene);
    const scene = content.scene;
    state.explode = scene.explode;
    state.pos = content.anim ? content.anim.start : 0;
    describe(scene);
    const v = hashView || {};
    if (v.explode !== undefined) state.explode = v.explode;
    if (v.step !== undefined && content.anim) state.pos = Math.max(0, Math.min(content.anim.steps.length, v.step));
    aim(scene.view[0], scene.view[1]);
    draw();
  }
  function reset() {
    state.explode = content.scene.explode;
    state.pos = content.anim ? content.anim.start : 0;
    state.playing = false;
    aim(content.scene.view[0], content.scene.view[1]);
    draw();
  }
  function setExplode(e) {
    state.explode = Math.max(0, Math.min(3, e));
    const bb = bounds(state.explode);
    controls.target.set(bb.c[0], bb.c[1], bb.c[2]);
    controls.update();
    draw();
  }

  $("prev").addEventListener("click", () => go(state.scene - 1));
  $("next").addEventListener("click", () => go(state.scene + 1));
  $("reset").addEventListener("click", reset);
  $("explode").addEventListener("input", (e) => setExplode(parseFloat(e.target.value)));
  $("play").addEventListener("click", () => play(!state.playing));
  $("first").addEventListener("click", () => stepTo(0));
  $("back").addEventListener("click", () => stepTo(Math.ceil(state.pos - 1e-9) - 1));
  $("forward").addEventListener("click", () => stepTo(Math.floor(state.pos + 1e-9) + 1));
  $("last").addEventListener("click", () => stepTo(Infinity));
  $("speed").addEventListener("change", (e) => (state.speed = parseFloat(e.target.value) || 1));
  window.addEventListener("keydown", (e) => {
    if (e.target && e.target.tagName === "INPUT") return;
    const keys = {
      ArrowLeft: () => turn(10, 0),
      ArrowRight: () => turn(-10, 0),
      ArrowUp: () => turn(0, 10),
      ArrowDown: () => turn(0, -10),
      n: () => go(state.scene + 1),
      PageDown: () => go(state.scene + 1),
      p: () => go(state.scene - 1),
      PageUp: () => go(state.scene - 1),
      r: reset,
      " ": () => play(!state.playing),
      ".": () => stepTo(Math.floor(state.pos + 1e-9) + 1),
      ",": () => stepTo(Math.ceil(state.pos - 1e-9) - 1),
    };
    if (keys[e.key]) {
      keys[e.key]();
      e.preventDefault();
    }
  });
  window.addEventListener("resize", () => {
    resize();
    draw();
  });

  // Drives the page as a user would (rotate, explode, animation step, next, prev) and checks
  // after each action that the picture changed; the browser test reads data-selftest.
  function selftest() {
    const checks = [];
    const picture = () => fingerprint().hash;
    const check = (name, action) => {
      const before = picture();
      action();
      const after = picture();
      checks.push([name, before !== after]);
    };
    const first = fingerprint();
    checks.push(["painted", first.painted > 0.02]);
    check("rotate", () => turn(-30, 10));
    check("explode", () => setExplode(state.explode + 0.8));
    if (content.anim) {
      check("animation step", () => stepTo(state.pos > 0 ? Math.ceil(state.pos) - 1 : 1));
      check("animation halfway", () => stepTo(state.pos + 0.5));
    }
    if (scenes.length > 1) {
      const from = state.scene;
      check("next", () => {
        // Time to step to another scene and finish drawing it (target: under 50 ms).
        const t = performance.now();
        go(from + 1);
        gl.finish();
        body.dataset.stepMs = (performance.now() - t).toFixed(1);
      });
      checks.push(["stepped", state.scene === (from + 1) % scenes.length]);
      go(from);
    }
    checks.push(["no errors", !document.documentElement.dataset.errors]);
    const failed = checks.filter((c) => !c[1]).map((c) => c[0]);
    body.dataset.selftest = (failed.length ? "fail: " + failed.join(", ") : "pass") + " (" + checks.map((c) => c[0]).join(", ") + ")";
    turn(-30, 10);
  }

  // For scripts and the browser console: the same actions as the mouse and the buttons.
  window.cubelabView = {
    rotate: (dyaw, dpitch) => turn(+dyaw || 0, +dpitch || 0),
    step: (k) => go(state.scene + (parseInt(k, 10) || 0)),
    explode: (e) => setExplode(+e || 0),
    animate: (p) => stepTo(+p || 0),
    play: () => play(true),
    fingerprint,
    state: () => Object.assign({ angles: angles() }, state),
  };

  const hash = new URLSearchParams(location.hash.slice(1));
  const number = (key) => {
    const v = parseFloat(hash.get(key));
    return hash.has(key) && isFinite(v) ? v : undefined;
  };
  resize();
  let k = Math.max(0, Math.min(scenes.length - 1, Math.trunc(number("scene") || 0)));
  if (hash.has("step")) k += Math.trunc(number("step") || 0);
  const explode = number("explode");
  go(k, { explode: explode !== undefined && explode >= 0 ? explode : undefined, step: number("frame") });
  const yaw = number("yaw"), pitch = number("pitch");
  if (yaw !== undefined || pitch !== undefined) {
    const a = angles();
    turn(yaw !== undefined ? yaw - a.yaw : 0, pitch !== undefined ? pitch - a.pitch : 0);
  }
  // Time from navigation start to the first frame drawn (target: under 1 s).
  gl.finish();
  body.dataset.firstFrameMs = performance.now().toFixed(0);
  if (hash.has("rotate")) {
    const r = hash.get("rotate").split(",").map(parseFloat);
    turn(isFinite(r[0]) ? r[0] : 0, isFinite(r[1]) ? r[1] : 0);
  }
  if (hash.has("play")) play(true);
  if (hash.has("selftest")) selftest();
}
