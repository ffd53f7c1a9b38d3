/**
 * Builds the two installable packages from the same engine and adapter: the system, dist/
 * (system.json, CHANGELOG.md, stride.mjs and chunks/, stride.css, lang/, templates/, packs/) and
 * dist/stride-<version>.zip; and the `stride-movement` module, dist-module/ (module.json,
 * stride-movement.mjs, stride-movement.css, lang/, templates/) and dist/stride-movement-<version>.zip.
 * Each ruleset plugin folder's own files join the generic ones (scripts/ruleset-files.mjs): its
 * lang keys into lang/, its document sub-types into system.json, its templates into templates/.
 * Prints both bundles' sizes.
 */
import { cp, mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { Buffer } from "node:buffer";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { zipSync } from "fflate";
import { build } from "vite";
import { compilePacks } from "./packs.mjs";
import { languageFiles, mergedLang, mergedManifest, strayLangFiles } from "./ruleset-files.mjs";

/**
 * Guard on what one ruleset's world loads, minified: stride.mjs, the shared chunk it imports and the
 * chunks of that ruleset's own folders: its engine (src/rules/rulesets/<id>, loaded in `init`), its
 * plugin's chunk (src/foundry/rulesets/<id>/active.ts) and what its sheets and cards load on first
 * use (`chunkSets`). It stops growth, it is not the target: DESIGN.md § Performance asks for under
 * 250 KB. The shared part (the generic engine and adapter, with each schema-only actor model's reader)
 * is about 390 KB of it (printed below; STRIDE_BUILD_REPORT=n lists the largest modules;
 * docs/foundry-evidence.md § 52); slimming it is the way on. CHANGELOG.md says why each change of
 * the guard was taken.
 */
const CHUNK_SET_BUDGET = 464 * 1024;

/**
 * Guard on the module's minified bundle: the same engine and adapter without actor models, sheets
 * and chat cards, so it stays under the system's budget.
 */
const MODULE_BUDGET = 488 * 1024;

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");

/**
 * Writes each language file into `target`/lang/: lang/<file> merged with every ruleset plugin's
 * lang/<file> (scripts/ruleset-files.mjs); a key defined twice, or a plugin language with no file
 * under lang/, stops the build.
 */
async function writeLang(target) {
  const stray = strayLangFiles(root);
  if (stray.length) throw new Error(`no lang/ file for the language of ${stray.join(", ")}`);
  await mkdir(join(target, "lang"), { recursive: true });
  for (const file of languageFiles(root)) {
    await writeFile(join(target, "lang", file), JSON.stringify(mergedLang(root, file), null, 2) + "\n");
  }
}

const built = await build({ root, configFile: join(root, "vite.config.ts"), logLevel: "warn", mode: "production" });
// assets/: the Adventure scenes' backgrounds (drawn by scripts/scene-art.mjs), as `systems/stride/assets/…`.
for (const entry of ["LICENSE", "README.md", "CHANGELOG.md", "templates", "assets"]) {
  await cp(join(root, entry), join(dist, entry), { recursive: true });
}
// system.json with each ruleset plugin's document-types.json in `documentTypes`, and the merged lang files.
await writeFile(join(dist, "system.json"), JSON.stringify(mergedManifest(root), null, 2) + "\n");
await writeLang(dist);
// Each ruleset plugin's templates join the served templates/ (src/foundry/rulesets/<id>/templates/).
const pluginDir = join(root, "src", "foundry", "rulesets");
for (const entry of await readdir(pluginDir, { withFileTypes: true })) {
  const templates = join(pluginDir, entry.name, "templates");
  if (entry.isDirectory() && (await stat(templates).catch(() => null))) {
    await cp(templates, join(dist, "templates"), { recursive: true });
  }
}
await compilePacks(join(root, "packs"), join(dist, "packs"));
// Live checks for the Quench module; not loaded by system.json (docs/development.md § Live checks).
await cp(join(root, "tests", "quench"), join(dist, "quench"), { recursive: true });

/** The ids of the rulesets with a folder under src/rules/rulesets or src/foundry/rulesets. */
async function rulesetFolders() {
  const ids = new Set();
  for (const side of ["rules", "foundry"]) {
    for (const entry of await readdir(join(root, "src", side, "rulesets"), { withFileTypes: true })) {
      if (entry.isDirectory()) ids.add(entry.name);
    }
  }
  return [...ids].sort();
}

/**
 * The chunk sets of a build's output (Rollup's `OutputChunk`s: `fileName`, `code`, `imports` (static),
 * `isDynamicEntry`, `facadeModuleId`): `main`, the entry (stride.mjs, or the module's) and what it
 * imports statically; per ruleset, `main` and the chunks its own folders' dynamic entries bring;
 * `lazy`, the dynamic chunks of no ruleset (loaded on use, in any world), each with the bytes it adds
 * to `main`. Bytes are the minified files' lengths.
 */
function chunkSets(outputs, rulesetIds, entry = "stride.mjs") {
  const chunks = new Map(outputs.filter((file) => file.type === "chunk").map((file) => [file.fileName, file]));
  const closure = (start) => {
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name) || !chunks.has(name)) return;
      seen.add(name);
      for (const next of chunks.get(name).imports) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const byteLength = (code) => Buffer.byteLength(code);
  const bytes = (names) => [...names].reduce((sum, name) => sum + byteLength(chunks.get(name).code), 0);
  const folderOf = (id) => /\/src\/(?:rules|foundry)\/rulesets\/([^/]+)\//.exec(id ?? "")?.[1] ?? null;
  // A chunk's ruleset: its facade module's folder, or, for a chunk Rollup gave no facade (an engine
  // several of its ruleset's chunks import), the one folder all its modules come from.
  const ownerOf = (file) => {
    if (file.facadeModuleId) return folderOf(file.facadeModuleId);
    const folders = new Set((file.moduleIds ?? []).map(folderOf));
    return folders.size === 1 ? [...folders][0] : null;
  };
  const main = closure([entry]);
  const dynamic = [...chunks.values()].filter((file) => file.isDynamicEntry && !main.has(file.fileName));
  const rulesets = {};
  for (const id of rulesetIds) {
    const own = dynamic.filter((file) => ownerOf(file) === id).map((file) => file.fileName);
    const files = closure([entry, ...own]);
    rulesets[id] = { files: [...files].sort(), bytes: bytes(files) };
  }
  const lazy = dynamic
    .filter((file) => !rulesetIds.includes(ownerOf(file)))
    .map((file) => ({
      file: file.fileName,
      bytes: bytes([...closure([file.fileName])].filter((name) => !main.has(name))),
    }));
  return { main: { files: [...main].sort(), bytes: bytes(main) }, rulesets, lazy };
}

/** Every file under a folder, recursively. */
async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out;
}

/** Zips a package folder (every file but zips) into `target`; returns the number of files. */
async function zipFolder(folder, target) {
  const files = {};
  for (const file of await listFiles(folder)) {
    if (file.endsWith(".zip")) continue;
    files[relative(folder, file)] = new Uint8Array(await readFile(file));
  }
  await writeFile(target, zipSync(files, { level: 9 }));
  return Object.keys(files).length;
}

const { version } = JSON.parse(await readFile(join(root, "system.json"), "utf8"));
const zipName = `stride-${version}.zip`;
const zipped = await zipFolder(dist, join(dist, zipName));

/**
 * What each ruleset's world loads (`chunkSets`): stride.mjs with the chunks it imports statically,
 * and every chunk that a dynamic `import()` of the ruleset's own folders (src/rules/rulesets/<id>,
 * src/foundry/rulesets/<id>) starts, with what those import in turn. Printed, guarded by
 * CHUNK_SET_BUDGET, and written to artifacts/build-sizes.json (tests/consistency/chunks.test.ts).
 */
const outputs = [built].flat().flatMap((output) => output.output);
const sets = chunkSets(outputs, await rulesetFolders());
const mainCode = sets.main.files.map((file) => outputs.find((output) => output.fileName === file).code).join("");
const css = await stat(join(dist, "stride.css"));
console.log(
  `stride.mjs and its chunks ${(sets.main.bytes / 1024).toFixed(1)} KB (gzip ${(gzipSync(mainCode).length / 1024).toFixed(1)} KB), ` +
    `stride.css ${(css.size / 1024).toFixed(1)} KB, ${zipName} ${zipped} files`,
);
console.log(
  `each ruleset's world (stride.mjs + its chunks): ${Object.entries(sets.rulesets)
    .map(([id, set]) => `${id} ${(set.bytes / 1024).toFixed(1)} KB`)
    .join(", ")}` +
    (sets.lazy.length
      ? `; loaded on use: ${sets.lazy.map((c) => `${c.file} ${(c.bytes / 1024).toFixed(1)} KB`).join(", ")}`
      : ""),
);
await mkdir(join(root, "artifacts"), { recursive: true });
await writeFile(
  join(root, "artifacts", "build-sizes.json"),
  JSON.stringify({ budget: CHUNK_SET_BUDGET, ...sets }, null, 2) + "\n",
);
const overBudget = Object.entries(sets.rulesets).filter(([, set]) => set.bytes > CHUNK_SET_BUDGET);
for (const [id] of overBudget)
  console.error(`the ${id} world's chunk set is over the ${CHUNK_SET_BUDGET / 1024} KB budget`);
if (overBudget.length) process.exit(1);

/**
 * Each ruleset's part of what every world loads (stride.mjs and the chunks it imports statically):
 * the modules of its folder pair (src/rules/rulesets/<id>, src/foundry/rulesets/<id>), as Rollup
 * rendered them before minification, scaled to the minified files.
 */
const mainChunks = outputs.filter((file) => sets.main.files.includes(file.fileName));
{
  const rendered = mainChunks.flatMap((file) => Object.entries(file.modules));
  const total = rendered.reduce((sum, [, module]) => sum + module.renderedLength, 0);
  const shares = new Map();
  for (const [id, module] of rendered) {
    const match = /\/src\/(rules|foundry)\/rulesets\/([^/]+)\//.exec(id);
    if (!match) continue;
    const share = shares.get(match[2]) ?? { rules: 0, foundry: 0 };
    share[match[1]] += module.renderedLength;
    shares.set(match[2], share);
  }
  const kb = (length) => ((sets.main.bytes * length) / total / 1024).toFixed(1);
  const parts = [...shares].map(([id, share]) => `${id} ≈ ${kb(share.rules)} + ${kb(share.foundry)} KB`);
  const own = [...shares.values()].reduce((sum, share) => sum + share.rules + share.foundry, 0);
  console.log(
    `rulesets every world loads (engine + adapter): ${parts.join(", ")}; the rest (generic) ≈ ${kb(total - own)} KB`,
  );
  // STRIDE_BUILD_REPORT=n lists the n largest modules (what to look at before a budget is raised).
  const top = Number(process.env.STRIDE_BUILD_REPORT ?? 0);
  if (top > 0) {
    const largest = rendered.sort(([, a], [, b]) => b.renderedLength - a.renderedLength).slice(0, top);
    for (const [id, module] of largest)
      console.log(`  ${kb(module.renderedLength).padStart(6)} KB  ${id.replace(/^.*\/src\//, "src/")}`);
  }
}

// The module: its own entry (src/stride-module.ts) into dist-module/, its manifest, lang and the
// generic templates (no actor sheets: the module registers none), zipped beside the system's.
const moduleDist = join(root, "dist-module");
const moduleBuilt = await build({ root, configFile: join(root, "vite.config.ts"), logLevel: "warn", mode: "module" });
for (const entry of ["module.json", "LICENSE", "README.md", "CHANGELOG.md", "templates"]) {
  await cp(join(root, entry), join(moduleDist, entry), { recursive: true });
}
await writeLang(moduleDist);
// The rulesets' own chat cards the module registers for a host (dh2's Strength card: the host plugins
// in src/foundry/rulesets/host-plugins.ts); no sheet or application templates.
for (const entry of await readdir(pluginDir, { withFileTypes: true })) {
  const cards = join(pluginDir, entry.name, "templates", "chat");
  if (entry.isDirectory() && (await stat(cards).catch(() => null))) {
    await cp(cards, join(moduleDist, "templates", "chat"), { recursive: true });
  }
}
// The live checks (batch `stride.module`), as the system ships them; not loaded by module.json.
await cp(join(root, "tests", "quench"), join(moduleDist, "quench"), { recursive: true });
const moduleManifest = JSON.parse(await readFile(join(root, "module.json"), "utf8"));
if (moduleManifest.version !== version) {
  console.error(`module.json version ${moduleManifest.version} differs from system.json ${version}`);
  process.exit(1);
}
const moduleZip = `stride-movement-${version}.zip`;
const moduleFiles = await zipFolder(moduleDist, join(dist, moduleZip));
// What a world with the module loads: stride-movement.mjs and the chunks it imports statically.
const moduleOutputs = [moduleBuilt].flat().flatMap((output) => output.output);
const moduleSet = chunkSets(moduleOutputs, [], "stride-movement.mjs");
const moduleBundle = Buffer.concat(
  moduleSet.main.files.map((file) => Buffer.from(moduleOutputs.find((output) => output.fileName === file).code)),
);
console.log(
  `stride-movement.mjs and its chunks ${(moduleBundle.length / 1024).toFixed(1)} KB (gzip ${(gzipSync(moduleBundle).length / 1024).toFixed(1)} KB), ` +
    `${moduleZip} ${moduleFiles} files` +
    (moduleSet.lazy.length
      ? `; loaded on use: ${moduleSet.lazy.map((c) => `${c.file} ${(c.bytes / 1024).toFixed(1)} KB`).join(", ")}`
      : ""),
);
if (moduleBundle.length > MODULE_BUDGET) {
  console.error(`stride-movement.mjs is over the ${MODULE_BUDGET / 1024} KB budget`);
  process.exit(1);
}
