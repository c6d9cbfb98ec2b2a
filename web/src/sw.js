// Keeps the site usable offline once loaded: every file of the site is cached when the
// service worker installs and served from the cache first. scripts/build-web.sh writes the
// list of files and a version (a hash of their contents) into this file, so a new build
// replaces the old cache.
const VERSION = "__VERSION__";
const FILES = __FILES__;

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(VERSION).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(
    caches.open(VERSION).then((c) =>
      c.match(e.request, { ignoreSearch: true }).then((hit) => hit || fetch(e.request)),
    ),
  );
});
