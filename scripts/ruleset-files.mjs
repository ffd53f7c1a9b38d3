/**
 * What each ruleset's adapter folder (`src/foundry/rulesets/<id>/`) adds to the package beside its
 * code: its lang keys (`lang/<language>.json`, nested like lang/en.json) and its document sub-types
 * (`document-types.json`, shaped like system.json's `documentTypes`). The build (scripts/build.mjs)
 * writes the merged lang files and system.json into dist/ and dist-module/; the tests read the same
 * merged result (tests/support/lang.ts). A key or sub-type defined twice fails with the two files.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** The folder of the ruleset plugins, relative to the repository root. */
export const PLUGIN_FOLDER = join("src", "foundry", "rulesets");

/**
 * The built-in rulesets' ids in the order `src/rules/rulesets/index.ts` lists them (`BUILT_IN`, an
 * entry `<id>: { manifest: <id>Manifest, load: … }` each), which is also the order their plugins
 * register (built-in.ts) and their actor types are declared. Read from the text whatever its layout:
 * Stryker's sandbox holds the file reprinted with its mutants.
 * @throws {Error} when the list cannot be read (the file's shape changed)
 */
export function builtInOrder(root) {
  const source = readFileSync(join(root, "src", "rules", "rulesets", "index.ts"), "utf8");
  const start = source.indexOf("const BUILT_IN");
  const body = start < 0 ? "" : source.slice(start);
  const ids = [...body.matchAll(/\b(\w+):[^\n]*\{\s*manifest:\s*\1Manifest\b/g)].map((match) => match[1]);
  if (ids.length === 0)
    throw new Error("scripts/ruleset-files.mjs: no built-in ruleset listed in src/rules/rulesets/index.ts BUILT_IN");
  return ids;
}

/**
 * The plugin folders under src/foundry/rulesets, as repository-relative paths: the built-in
 * rulesets in their listed order, then any other folder by name.
 */
export function pluginFolders(root) {
  const names = readdirSync(join(root, PLUGIN_FOLDER), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const order = builtInOrder(root);
  const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map((name) => join(PLUGIN_FOLDER, name));
}

/** A deep copy of plain JSON data. */
const copy = (value) => JSON.parse(JSON.stringify(value));

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Merges nested lang objects into one, in order: objects merge key by key, and a key that is a
 * string (or a string in one file and an object in another) in two files is an error naming both.
 * `parts`: `{ source, data }` with `source` the file's path for the message. Returns a new object;
 * the parts are not changed.
 */
export function mergeLang(parts) {
  const merged = {};
  const sources = new Map();
  const visit = (target, data, path, source) => {
    for (const [key, value] of Object.entries(data)) {
      const dotted = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(target, key)) {
        target[key] = isObject(value) ? visit({}, value, dotted, source) : value;
        sources.set(dotted, source);
      } else if (isObject(target[key]) && isObject(value)) {
        visit(target[key], value, dotted, source);
      } else {
        throw new Error(`lang key ${dotted} is defined in both ${sources.get(dotted)} and ${source}`);
      }
    }
    return target;
  };
  for (const { source, data } of parts) {
    if (!isObject(data)) throw new Error(`${source} is not a JSON object`);
    visit(merged, data, "", source);
  }
  return merged;
}

/** A JSON file's parsed content. */
function readJson(root, path) {
  return JSON.parse(readFileSync(join(root, path), "utf8"));
}

/**
 * The language `file` (`en.json`) as Foundry receives it: lang/<file> merged with every plugin
 * folder's lang/<file> (those of `pluginFolders`, then `extraFolders`, repository-relative).
 */
export function mergedLang(root, file = "en.json", extraFolders = []) {
  const parts = [{ source: join("lang", file), data: readJson(root, join("lang", file)) }];
  for (const folder of [...pluginFolders(root), ...extraFolders]) {
    const path = join(folder, "lang", file);
    if (existsSync(join(root, path))) parts.push({ source: path, data: readJson(root, path) });
  }
  return mergeLang(parts);
}

/** Every language file name under lang/ (`en.json` …). */
export function languageFiles(root) {
  return readdirSync(join(root, "lang"))
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/**
 * Every plugin lang file whose language has no file under lang/, as repository-relative paths (a
 * language Foundry would never load).
 */
export function strayLangFiles(root, extraFolders = []) {
  const languages = new Set(languageFiles(root));
  return [...pluginFolders(root), ...extraFolders].flatMap((folder) => {
    const dir = join(root, folder, "lang");
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => !languages.has(name))
      .map((name) => relative(root, join(dir, name)));
  });
}

/**
 * Adds the parts' sub-types to a manifest's `documentTypes`, in order (`{ source, data }`, `data`
 * shaped like `documentTypes`: `{ Actor: { runner: {} } }`); a sub-type declared twice is an error
 * naming both files. Returns a new manifest; the input is not changed.
 */
export function mergeDocumentTypes(manifest, parts, manifestSource = "system.json") {
  const documentTypes = copy(manifest.documentTypes ?? {});
  const sources = new Map();
  for (const [documentName, types] of Object.entries(documentTypes)) {
    for (const type of Object.keys(types)) sources.set(`${documentName}.${type}`, manifestSource);
  }
  for (const { source, data } of parts) {
    if (!isObject(data)) throw new Error(`${source} is not a JSON object`);
    for (const [documentName, types] of Object.entries(data)) {
      if (!isObject(types)) throw new Error(`${source}: ${documentName} is not an object of sub-types`);
      const target = (documentTypes[documentName] ??= {});
      for (const [type, options] of Object.entries(types)) {
        const id = `${documentName}.${type}`;
        if (Object.hasOwn(target, type)) {
          throw new Error(`document sub-type ${id} is declared in both ${sources.get(id)} and ${source}`);
        }
        target[type] = copy(options);
        sources.set(id, source);
      }
    }
  }
  return { ...manifest, documentTypes };
}

/**
 * system.json as Foundry receives it: the root manifest with every plugin folder's
 * document-types.json (those of `pluginFolders`, then `extraFolders`) merged into `documentTypes`.
 */
export function mergedManifest(root, extraFolders = []) {
  const parts = [...pluginFolders(root), ...extraFolders]
    .map((folder) => join(folder, "document-types.json"))
    .filter((path) => existsSync(join(root, path)))
    .map((path) => ({ source: path, data: readJson(root, path) }));
  return mergeDocumentTypes(readJson(root, "system.json"), parts);
}
