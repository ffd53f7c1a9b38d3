/**
 * Copies the screenshots system.json lists under `media` from artifacts/, where the Chromium tests
 * (tests/browser/) save them, to their paths in the repository (media/), so the package's
 * screenshots are the tests' own renderings. Run the browser tests first; a listed screenshot
 * missing from artifacts/ fails the script and names it.
 *
 * Usage: node scripts/media.mjs
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
const local = (manifest.media ?? []).filter((m) => !/^https?:/.test(m.url));
const missing = local.filter((m) => !existsSync(join(root, "artifacts", basename(m.url))));
if (missing.length) {
  console.error(`Not in artifacts/ (run the browser tests first): ${missing.map((m) => basename(m.url)).join(", ")}`);
  process.exit(1);
}
for (const m of local) {
  mkdirSync(dirname(join(root, m.url)), { recursive: true });
  copyFileSync(join(root, "artifacts", basename(m.url)), join(root, m.url));
  console.log(`${m.url} ← artifacts/${basename(m.url)}`);
}
