// Shared by the browser test and the timing script: Debian's chromium driven by
// playwright-core (which downloads no browser), with the flags this machine needs
// (docs/web.md) and WebGL on SwiftShader, as the picture tests use.
import { chromium } from "playwright-core";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

// A fresh profile each time (a persistent context on a new --user-data-dir).
export async function launch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cubelab-web-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  const close = async () => {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { context, close };
}

// Collects what a page says is wrong: console errors, page errors, <html data-errors>.
export function watch(page) {
  const problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push("console: " + m.text());
  });
  page.on("pageerror", (e) => problems.push("pageerror: " + e.message));
  return {
    problems,
    async check(where) {
      const noted = await page.evaluate(() => document.documentElement.dataset.errors || "");
      if (noted) problems.push("data-errors: " + noted);
      if (problems.length) throw new Error(`${where}: ${problems.join(" | ")}`);
    },
  };
}
