// What every page shares: the error log the tests read, the Web Worker that runs the
// WebAssembly solvers, the URL as the page's state, the #solution / #error contract.
import workerSource from "../../target/web-build/worker.bundle.txt";

export const $ = (id) => document.getElementById(id);

// Script errors, unhandled rejections and console.error go to <html data-errors>, as in the
// viewer of the HTML pictures: the browser test fails on any.
export function watchErrors() {
  const root = document.documentElement;
  const note = (what) => {
    root.dataset.errors = (root.dataset.errors ? root.dataset.errors + " | " : "") + what;
  };
  window.addEventListener("error", (e) => note("error: " + e.message));
  window.addEventListener("unhandledrejection", (e) => note("rejection: " + String((e.reason && e.reason.message) || e.reason)));
  const original = console.error.bind(console);
  console.error = (...args) => {
    note("console: " + args.map(String).join(" "));
    original(...args);
  };
}

// The worker's code (the wasm-bindgen glue and the .wasm, bundled into one script by
// scripts/build-web.sh) is in this bundle as text and started from a blob: URL, so the site
// needs no server: it also runs from file://, where a worker script file cannot be loaded.
let workerUrl = null;

export class Solvers {
  constructor(name) {
    if (!workerUrl) workerUrl = URL.createObjectURL(new Blob([workerSource], { type: "text/javascript" }));
    this.worker = new Worker(workerUrl, { name });
    this.next = 1;
    this.pending = new Map();
    this.worker.onmessage = (e) => {
      const { id, result, fail, progress } = e.data;
      const p = this.pending.get(id);
      if (!p) return;
      if (progress) {
        if (p.onProgress) p.onProgress(progress);
        return;
      }
      this.pending.delete(id);
      if (fail !== undefined) p.reject(new Error(fail));
      else p.resolve(result);
    };
    this.worker.onerror = (e) => {
      for (const p of this.pending.values()) p.reject(new Error("worker: " + e.message));
      this.pending.clear();
    };
  }

  // Runs `op` in the worker; resolves to its JSON answer (parsed).
  call(op, args = {}, onProgress = null) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, op, args });
    });
  }
}

// The page's state lives in the query string, so a position is shared as a link.
export function params() {
  return new URLSearchParams(window.location.search);
}

export function setParams(entries) {
  const p = new URLSearchParams();
  for (const [k, v] of entries) if (v !== null && v !== undefined && v !== "") p.set(k, v);
  const query = p.toString().replace(/%2C/g, ",").replace(/%3B/g, ";").replace(/%3A/g, ":");
  const url = window.location.pathname + (query ? "?" + query : "");
  window.history.replaceState(null, "", url);
}

// #error holds the one-line message of bad input, and nothing else changes.
export function showError(message) {
  const el = $("error");
  el.textContent = message;
  el.hidden = !message;
}

export function clearError() {
  showError("");
}

// #solution carries the answer as data attributes (docs/web.md).
export function setSolution(attrs) {
  const el = $("solution");
  for (const k of Object.keys(el.dataset)) delete el.dataset[k];
  for (const [k, v] of Object.entries(attrs || {})) el.dataset[k] = String(v);
  el.hidden = !attrs;
}

// Milliseconds since the page was opened (navigation start).
export function sinceOpen() {
  return Math.round(performance.now());
}

// Registers the service worker that keeps the site usable offline once loaded (http(s) only:
// from file:// everything is on disk already).
export function offline() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(window.location.protocol)) return;
  navigator.serviceWorker.register("sw.js").catch(() => {});
}

export function button(text, onClick, attrs = {}) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
  b.addEventListener("click", onClick);
  return b;
}
