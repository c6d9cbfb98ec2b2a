"use strict";
// cubelab 3D viewer: orthographic projection of axis-aligned boxes drawn with Canvas 2D,
// back to front (painter's order by box centre, exact for the disjoint grid-aligned boxes of
// cubelab scenes). The page's data is the JSON in #cubelab-data: {records, scenes}.
// State can be set from the URL hash: #scene=3&yaw=30&pitch=20&explode=0.5&selftest=1, or
// relative to the default view: #rotate=60,30 (yaw, pitch degrees) and #step=3 (scenes on).
// After every draw the body's dataset has rendered = yes and the angles (yaw, pitch); any
// error goes to the dataset of <html> (errors; see the handler in the page head) instead of
// escaping. The headless browser test (scripts/browser-test.sh) reads both from the DOM.
(function () {
  function fail(where, err) {
    const root = document.documentElement;
    root.dataset.errors = (root.dataset.errors ? root.dataset.errors + " | " : "") + where + ": " + String(err && err.message || err);
  }
  try { viewer(); } catch (err) { fail("viewer", err); }
function viewer() {
  const data = JSON.parse(document.getElementById("cubelab-data").textContent);
  const scenes = data.scenes;
  const canvas = document.getElementById("view");
  const ctx = canvas.getContext("2d");
  const slider = document.getElementById("explode");
  const body = document.body;
  const DEFAULT_YAW = 45, DEFAULT_PITCH = 35.264;
  const state = { scene: 0, yaw: DEFAULT_YAW, pitch: DEFAULT_PITCH, explode: null, zoom: 1, draws: 0 };

  function cross(a, b) {
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  }
  function dot(a, b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

  // Unit vectors toward the viewer (t), screen right (r) and screen up (u = t x r).
  function camera() {
    const y = state.yaw * Math.PI / 180, p = state.pitch * Math.PI / 180;
    const t = [Math.cos(p) * Math.sin(y), -Math.cos(p) * Math.cos(y), Math.sin(p)];
    const r = [Math.cos(y), Math.sin(y), 0];
    return { t: t, r: r, u: cross(t, r) };
  }

  function placed(b) {
    const e = state.explode;
    return [0, 1, 2].map(function (i) { return b.at[i] + e * b.spread[i]; });
  }

  // The four corners of face f (0 left, 1 right, 2 front, 3 back, 4 down, 5 up).
  function corners(p, s, f) {
    const a = f >> 1, b = (a + 1) % 3, c = (a + 2) % 3;
    const q = p.slice();
    q[a] += (f & 1) * s[a];
    return [[0, 0], [1, 0], [1, 1], [0, 1]].map(function (d) {
      const r = q.slice();
      r[b] += d[0] * s[b];
      r[c] += d[1] * s[c];
      return r;
    });
  }

  // Centre and radius of the scene's bounding sphere: a scale that does not change with the angle.
  function bounds(scene) {
    const lo = [Infinity, Infinity, Infinity], hi = [-Infinity, -Infinity, -Infinity];
    scene.blocks.forEach(function (b) {
      const p = placed(b);
      for (let i = 0; i < 3; i++) {
        lo[i] = Math.min(lo[i], p[i]);
        hi[i] = Math.max(hi[i], p[i] + b.size[i]);
      }
    });
    const c = [0, 1, 2].map(function (i) { return (lo[i] + hi[i]) / 2; });
    const r = Math.sqrt([0, 1, 2].reduce(function (s, i) { return s + Math.pow(hi[i] - lo[i], 2); }, 0)) / 2;
    return { c: c, r: Math.max(r, 0.5) };
  }

  function resize() {
    const ratio = window.devicePixelRatio || 1;
    const w = canvas.clientWidth, h = canvas.clientHeight;
    canvas.width = Math.round(w * ratio);
    canvas.height = Math.round(h * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  function draw() {
    try { paint(); } catch (err) { fail("draw", err); }
  }
  function paint() {
    const scene = scenes[state.scene];
    if (state.explode === null) state.explode = scene.explode;
    slider.value = state.explode;
    const w = canvas.clientWidth, h = canvas.clientHeight;
    ctx.clearRect(0, 0, w, h);
    const cam = camera(), bb = bounds(scene);
    const scale = state.zoom * 0.92 * Math.min(w, h) / (2 * bb.r);
    function project(v) {
      const d = [v[0] - bb.c[0], v[1] - bb.c[1], v[2] - bb.c[2]];
      return [w / 2 + scale * dot(d, cam.r), h / 2 - scale * dot(d, cam.u)];
    }
    const faces = [];
    scene.blocks.forEach(function (b) {
      const p = placed(b);
      const centre = [p[0] + b.size[0] / 2, p[1] + b.size[1] / 2, p[2] + b.size[2] / 2];
      for (let f = 0; f < 6; f++) {
        const facing = ((f & 1) ? 1 : -1) * cam.t[f >> 1];
        if (facing > 1e-9) faces.push({ depth: dot(centre, cam.t), b: b, f: f, pts: corners(p, b.size, f).map(project) });
      }
    });
    faces.sort(function (a, b) { return a.depth - b.depth; });
    const size = scene.text_size * scale;
    ctx.lineJoin = "round";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    faces.forEach(function (q) {
      const face = q.b.faces[q.f], pts = q.pts;
      ctx.globalAlpha = q.b.dim ? 0.25 : 1;
      ctx.beginPath();
      ctx.moveTo(pts[0][0], pts[0][1]);
      for (let i = 1; i < 4; i++) ctx.lineTo(pts[i][0], pts[i][1]);
      ctx.closePath();
      ctx.fillStyle = face.fill;
      ctx.fill();
      ctx.strokeStyle = "#333";
      ctx.lineWidth = 1;
      ctx.stroke();
      const area = Math.abs((pts[0][0] - pts[2][0]) * (pts[1][1] - pts[3][1]) - (pts[1][0] - pts[3][0]) * (pts[0][1] - pts[2][1])) / 2;
      if (!face.text || area < 2 * size * size) return;
      const cx = (pts[0][0] + pts[1][0] + pts[2][0] + pts[3][0]) / 4;
      const cy = (pts[0][1] + pts[1][1] + pts[2][1] + pts[3][1]) / 4;
      ctx.fillStyle = face.ink;
      ctx.font = Math.round(size) + "px DejaVu Sans, Verdana, Arial, sans-serif";
      const dy = face.sub ? size * 0.35 : 0;
      ctx.fillText(face.text, cx, cy - dy);
      if (face.sub) {
        ctx.font = Math.round(size * 0.62) + "px DejaVu Sans, Verdana, Arial, sans-serif";
        ctx.fillText(face.sub, cx, cy + size * 0.55);
      }
    });
    ctx.globalAlpha = 1;
    state.draws += 1;
    document.getElementById("counter").textContent = (state.scene + 1) + " / " + scenes.length;
    document.getElementById("caption").textContent = scene.title;
    body.dataset.drawn = String(state.draws);
    body.dataset.faces = String(faces.length);
    body.dataset.scene = String(state.scene);
    body.dataset.yaw = state.yaw.toFixed(1);
    body.dataset.pitch = state.pitch.toFixed(1);
    body.dataset.explode = state.explode.toFixed(2);
    document.title = "cubelab " + (state.scene + 1) + "/" + scenes.length + ": " + scene.title;
    body.dataset.rendered = "yes";
  }

  function go(k) {
    state.scene = (k + scenes.length) % scenes.length;
    state.explode = null;
    draw();
  }
  function turn(dyaw, dpitch) {
    state.yaw = ((state.yaw + dyaw) % 360 + 360) % 360;
    state.pitch = Math.max(-89, Math.min(89, state.pitch + dpitch));
    draw();
  }

  let drag = null;
  canvas.addEventListener("pointerdown", function (e) {
    drag = { x: e.clientX, y: e.clientY };
    if (canvas.setPointerCapture && e.pointerId !== undefined) {
      try { canvas.setPointerCapture(e.pointerId); } catch (err) { /* synthetic events have no capture */ }
    }
  });
  window.addEventListener("pointermove", function (e) {
    if (!drag) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    drag = { x: e.clientX, y: e.clientY };
    turn(-dx * 0.5, dy * 0.5);
  });
  window.addEventListener("pointerup", function () { drag = null; });
  canvas.addEventListener("wheel", function (e) {
    e.preventDefault();
    state.zoom = Math.max(0.2, Math.min(5, state.zoom * Math.exp(-e.deltaY * 0.001)));
    draw();
  }, { passive: false });
  window.addEventListener("keydown", function (e) {
    const keys = {
      ArrowLeft: function () { turn(10, 0); }, ArrowRight: function () { turn(-10, 0); },
      ArrowUp: function () { turn(0, 10); }, ArrowDown: function () { turn(0, -10); },
      n: function () { go(state.scene + 1); }, PageDown: function () { go(state.scene + 1); },
      p: function () { go(state.scene - 1); }, PageUp: function () { go(state.scene - 1); }
    };
    if (keys[e.key]) { keys[e.key](); e.preventDefault(); }
  });
  document.getElementById("prev").addEventListener("click", function () { go(state.scene - 1); });
  document.getElementById("next").addEventListener("click", function () { go(state.scene + 1); });
  document.getElementById("reset").addEventListener("click", function () {
    state.yaw = DEFAULT_YAW; state.pitch = DEFAULT_PITCH; state.zoom = 1; state.explode = null; draw();
  });
  slider.addEventListener("input", function () { state.explode = parseFloat(slider.value); draw(); });
  window.addEventListener("resize", function () { resize(); draw(); });

  // Drives the page as a user would (drag, step, explode) and records what changed, for the
  // headless browser test, which reads data-selftest from the DOM.
  function selftest() {
    const before = { yaw: state.yaw, pitch: state.pitch, draws: state.draws };
    const at = canvas.getBoundingClientRect();
    const ev = function (type, x, y) {
      return new PointerEvent(type, { clientX: at.left + x, clientY: at.top + y, bubbles: true, pointerId: 1 });
    };
    canvas.dispatchEvent(ev("pointerdown", 100, 100));
    window.dispatchEvent(ev("pointermove", 160, 120));
    window.dispatchEvent(ev("pointerup", 160, 120));
    const turned = Math.abs(((before.yaw - 30 - state.yaw) % 360 + 360) % 360) < 1e-6 &&
      Math.abs(Math.min(89, before.pitch + 10) - state.pitch) < 1e-6;
    slider.value = "0.8";
    slider.dispatchEvent(new Event("input"));
    const exploded = Math.abs(state.explode - 0.8) < 1e-9;
    const first = state.scene;
    document.getElementById("next").click();
    const stepped = state.scene === (first + 1) % scenes.length;
    document.getElementById("prev").click();
    const back = state.scene === first;
    const ok = turned && exploded && stepped && back && state.draws > before.draws + 3;
    body.dataset.selftest = (ok ? "pass" : "fail") + ": yaw " + before.yaw.toFixed(1) + " -> " +
      (before.yaw - 30).toFixed(1) + ", turned " + turned + ", exploded " + exploded +
      ", stepped " + stepped + ", back " + back;
    // Leave the view turned by the drag, so that a screenshot shows the rotation.
    turn(-30, 10);
  }

  // For scripts and the browser console: the same actions as the mouse and the buttons.
  window.cubelabView = {
    rotate: function (dyaw, dpitch) { turn(+dyaw || 0, +dpitch || 0); },
    step: function (k) { go(state.scene + (parseInt(k, 10) || 0)); },
    explode: function (e) { state.explode = Math.max(0, +e || 0); draw(); },
    state: function () { return Object.assign({}, state); }
  };

  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has("scene")) state.scene = Math.max(0, Math.min(scenes.length - 1, parseInt(hash.get("scene"), 10) || 0));
  if (hash.has("yaw")) state.yaw = parseFloat(hash.get("yaw"));
  if (hash.has("pitch")) state.pitch = parseFloat(hash.get("pitch"));
  if (hash.has("explode")) state.explode = parseFloat(hash.get("explode"));
  if (hash.has("step")) state.scene = (((state.scene + (parseInt(hash.get("step"), 10) || 0)) % scenes.length) + scenes.length) % scenes.length;
  if (hash.has("rotate")) {
    const r = hash.get("rotate").split(",").map(parseFloat);
    state.yaw = (((state.yaw + (r[0] || 0)) % 360) + 360) % 360;
    state.pitch = Math.max(-89, Math.min(89, state.pitch + (r[1] || 0)));
  }
  // A malformed hash must not break the view: fall back to the defaults.
  if (!(state.explode === null || state.explode >= 0)) state.explode = null;
  if (!isFinite(state.yaw)) state.yaw = DEFAULT_YAW;
  if (!isFinite(state.pitch)) state.pitch = DEFAULT_PITCH;
  resize();
  draw();
  if (hash.has("selftest")) selftest();
}
})();
