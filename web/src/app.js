// The site's one script: every page loads it and runs its own part (body data-page).
// scripts/build-web.sh bundles it with three.js and the worker into assets/app.js, a classic
// script, so the pages also open from disk (file://), where module scripts do not load.
import { watchErrors, offline } from "./common.js";
import { molecubePage } from "./molecube.js";
import { macmahonPage } from "./macmahon.js";
import { insanityPage } from "./insanity.js";

watchErrors();
offline();

const pages = { molecube: molecubePage, macmahon: macmahonPage, insanity: insanityPage };

function start() {
  const page = document.body.dataset.page;
  for (const a of document.querySelectorAll("[data-nav]")) {
    if (a.dataset.nav === page) a.setAttribute("aria-current", "page");
  }
  const run = pages[page];
  if (!run) {
    document.body.dataset.ready = "yes";
    return;
  }
  run().catch((err) => {
    console.error(err);
    const el = document.getElementById("error");
    if (el) {
      el.textContent = "The page could not start: " + String(err.message || err);
      el.hidden = false;
    }
  });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
