// A small three.js view for the site's pages, after the viewer of the HTML pictures
// (viewer/src/viewer.js): z up, light fixed in the world from the front-right-top, orbit
// controls (drag turns, wheel or pinch zooms, arrow keys turn), drawn on demand. It holds
// balls (the Molecube) or cubes with a colour and a label on each face (MacMahon, Insanity);
// a click or tap that does not drag picks one. Cells x + 3y + 9z, faces left right front
// back down up, as everywhere in cubelab.
import {
  AmbientLight,
  BackSide,
  BoxGeometry,
  CanvasTexture,
  Color,
  DirectionalLight,
  Group,
  LinearFilter,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  SphereGeometry,
  Sprite,
  SpriteMaterial,
  SRGBColorSpace,
  Vector2,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";

const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";
// three.js's box faces are +x -x +y -y +z -z: right left back front up down.
const BOX_FACES = [1, 0, 3, 2, 5, 4];

function webglAvailable() {
  try {
    const c = document.createElement("canvas");
    return !!(c.getContext("webgl2") || c.getContext("webgl"));
  } catch (e) {
    return false;
  }
}

function label(text, fill, ink, sub = "", px = 128) {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = px;
  const g = canvas.getContext("2d");
  g.fillStyle = fill;
  g.fillRect(0, 0, px, px);
  g.strokeStyle = "rgba(0,0,0,0.55)";
  g.lineWidth = px / 24;
  g.strokeRect(0, 0, px, px);
  g.fillStyle = ink;
  g.textAlign = "center";
  g.textBaseline = "middle";
  if (text) {
    g.font = `bold ${Math.round(px * (text.length > 2 ? 0.28 : 0.45))}px ${FONT}`;
    g.fillText(text, px / 2, px / 2 - (sub ? px * 0.06 : -px * 0.02));
  }
  if (sub) {
    g.font = `${Math.round(px * 0.17)}px ${FONT}`;
    g.fillText(sub, px / 2, px * 0.82);
  }
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  t.minFilter = LinearFilter;
  return t;
}

function marker(text, colour = "#333", size = 0.5) {
  const canvas = document.createElement("canvas");
  const g0 = canvas.getContext("2d");
  g0.font = `bold 40px ${FONT}`;
  canvas.width = Math.max(64, Math.ceil(g0.measureText(text).width) + 12);
  canvas.height = 64;
  const g = canvas.getContext("2d");
  g.fillStyle = colour;
  g.font = `bold 40px ${FONT}`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillText(text, canvas.width / 2, 34);
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  const s = new Sprite(new SpriteMaterial({ map: t, depthTest: false }));
  s.scale.set((size * canvas.width) / 64, size, 1);
  return s;
}

// Black or white lettering, whichever reads better on `fill`.
export function ink(fill) {
  const c = new Color(fill);
  const l = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
  return l > 0.45 ? "#000000" : "#ffffff";
}

export function createView(holder, { onPick = null, distance = 8, yaw = -35, pitch = 28 } = {}) {
  if (!webglAvailable()) {
    holder.classList.add("no-webgl");
    holder.textContent = "No 3D view here (WebGL is off); everything works from the lists and the net.";
    document.body.dataset.webgl = "none";
    return null;
  }
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.setClearColor(new Color("#f7f7f4"), 1);
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  holder.appendChild(renderer.domElement);
  const canvas = renderer.domElement;
  canvas.setAttribute("aria-label", "3D view: drag to turn, wheel to zoom, arrow keys to turn");
  canvas.tabIndex = 0;
  document.body.dataset.webgl = renderer.getContext() instanceof WebGL2RenderingContext ? "webgl2" : "webgl1";

  const camera = new PerspectiveCamera(35, 1, 0.05, 200);
  camera.up.set(0, 0, 1);
  const world = new Scene();
  world.add(new AmbientLight(0xffffff, 1.3));
  const sun = new DirectionalLight(0xffffff, 1.8);
  sun.position.set(0.45, -0.75, 1.0);
  world.add(sun);
  const back = new DirectionalLight(0xffffff, 0.35);
  back.position.set(-0.6, 0.5, -0.4);
  world.add(back);
  const root = new Group();
  world.add(root);

  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = false;
  controls.listenToKeyEvents(canvas);
  controls.keyRotateSpeed = 1.0;

  let centre = new Vector3(0, 0, 0);
  let dist = distance;
  function home() {
    const y = (yaw * Math.PI) / 180;
    const p = (pitch * Math.PI) / 180;
    camera.position.set(
      centre.x + dist * Math.cos(p) * Math.sin(-y),
      centre.y - dist * Math.cos(p) * Math.cos(y),
      centre.z + dist * Math.sin(p),
    );
    controls.target.copy(centre);
    controls.update();
    draw();
  }

  let pending = false;
  function draw() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      resize();
      renderer.render(world, camera);
      document.body.dataset.drawn = String(Number(document.body.dataset.drawn || 0) + 1);
    });
  }
  function resize() {
    const w = holder.clientWidth || 300;
    const h = holder.clientHeight || 300;
    const size = renderer.getSize(new Vector2());
    if (size.x !== w || size.y !== h) {
      renderer.setSize(w, h, false);
      canvas.style.width = w + "px";
      canvas.style.height = h + "px";
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
    }
  }
  controls.addEventListener("change", draw);
  window.addEventListener("resize", draw);
  new ResizeObserver(draw).observe(holder);

  // Picking: a press and release within a few pixels is a click, not a drag.
  const ray = new Raycaster();
  let down = null;
  canvas.addEventListener("pointerdown", (e) => (down = [e.clientX, e.clientY]));
  canvas.addEventListener("pointerup", (e) => {
    if (!down || !onPick) return;
    const moved = Math.hypot(e.clientX - down[0], e.clientY - down[1]);
    down = null;
    if (moved > 6) return;
    const r = canvas.getBoundingClientRect();
    const v = new Vector2(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
    ray.setFromCamera(v, camera);
    const hit = ray.intersectObjects(root.children, true).find((h) => h.object.userData.pick !== undefined);
    if (hit) onPick(hit.object.userData.pick, e);
  });

  const balls = new Map(); // pick id -> mesh
  const sphere = new SphereGeometry(0.38, 32, 20);
  const outlineMat = { select: new MeshBasicMaterial({ color: 0x111111, side: BackSide }), fault: new MeshBasicMaterial({ color: 0xd40000, side: BackSide }) };

  const view = {
    draw,
    home,
    canvas,
    clear() {
      root.clear();
      balls.clear();
      draw();
    },
    centreOn(x, y, z, d) {
      centre = new Vector3(x, y, z);
      dist = d;
      home();
    },
    // A ball at `pos` with a colour; `id` is what a click on it reports.
    addBall(id, pos, fill) {
      const m = new Mesh(sphere, new MeshLambertMaterial({ color: new Color(fill) }));
      m.position.set(...pos);
      m.userData = { pick: id, home: pos.slice() };
      const ring = new Mesh(sphere, outlineMat.select);
      ring.scale.setScalar(1.17);
      ring.visible = false;
      m.add(ring);
      m.userData.ring = ring;
      root.add(m);
      balls.set(id, m);
      return m;
    },
    // Where a ball's centre is on the screen (client pixels): for tests that click balls.
    screenOf(id) {
      const m = balls.get(id);
      if (!m) return null;
      const v = m.getWorldPosition(new Vector3()).project(camera);
      const r = canvas.getBoundingClientRect();
      return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
    },
    setBall(id, fill, mark = null) {
      const m = balls.get(id);
      if (!m) return;
      m.material.color.set(fill);
      m.userData.ring.visible = !!mark;
      if (mark) m.userData.ring.material = outlineMat[mark];
    },
    addMarker(text, pos, colour, size) {
      const s = marker(text, colour, size);
      s.position.set(...pos);
      root.add(s);
    },
    // A cube of side `size` at corner `pos`; faces [{fill, text}] in face order.
    addCube(id, pos, faces, size = 1) {
      const mats = BOX_FACES.map((f) => new MeshLambertMaterial({ map: label(faces[f].text, faces[f].fill, ink(faces[f].fill), faces[f].sub) }));
      const m = new Mesh(new BoxGeometry(size, size, size), mats);
      m.position.set(pos[0] + size / 2, pos[1] + size / 2, pos[2] + size / 2);
      m.userData = { pick: id };
      root.add(m);
      return m;
    },
    // Turns the balls with coordinate `layer` (0..2 as cells count) on `axis` by `quarter`
    // quarter turns counter-clockwise seen from the + side, over `seconds`; resolves at the end
    // with the balls back at their homes (the caller recolours them to the next state).
    turnLayer(axis, layer, quarter, seconds) {
      const pivot = new Group();
      root.add(pivot);
      const moving = [...balls.values()].filter((m) => Math.round(m.userData.home[axis] + 1) === layer);
      for (const m of moving) pivot.attach(m);
      const angle = (quarter * Math.PI) / 2;
      const start = performance.now();
      return new Promise((resolve) => {
        const step = () => {
          const t = seconds > 0 ? Math.min(1, (performance.now() - start) / (seconds * 1000)) : 1;
          const eased = t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
          pivot.rotation.set(0, 0, 0);
          pivot.rotation[["x", "y", "z"][axis]] = angle * eased;
          renderer.render(world, camera);
          if (t < 1) {
            requestAnimationFrame(step);
            return;
          }
          for (const m of moving) {
            root.attach(m);
            m.position.set(...m.userData.home);
            m.rotation.set(0, 0, 0);
          }
          root.remove(pivot);
          draw();
          resolve();
        };
        requestAnimationFrame(step);
      });
    },
  };
  home();
  return view;
}
