/**
 * Compiles compendium sources (packs/<name>/*.json) into LevelDB folders with the Foundry CLI.
 * The CLI skips a file without `_key` silently, so every source is checked first.
 *
 * An Adventure source (`_key` `!adventures!<id>`) names its scenes, actors, journal entries and
 * macros by path, relative to its own folder (`"scenes/stride-underhive.json"`,
 * `"../example-actors/sump-runner.json"`); the CLI reads those files into the Adventure when it
 * compiles (its `reconstructAdventure`), and this script drops their `_key`s, which belong to a
 * pack entry and mean nothing inside an Adventure. Sub-folders of a pack (`packs/adventures/scenes`)
 * are not compiled on their own.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

/** The Adventure fields that hold documents (the CLI's list of an Adventure's collections). */
export const ADVENTURE_COLLECTIONS = [
  "actors",
  "cards",
  "combats",
  "folders",
  "items",
  "journal",
  "playlists",
  "scenes",
  "tables",
  "macros",
];

/**
 * Reads every JSON source of one pack and throws if any lacks a `_key`.
 * @param {string} dir the pack's source folder
 * @returns {Promise<object[]>} the parsed documents
 */
export async function readPackSources(dir) {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  const docs = [];
  for (const file of files) {
    const doc = JSON.parse(await readFile(join(dir, file), "utf8"));
    if (typeof doc._key !== "string" || !doc._key.startsWith("!")) {
      throw new Error(`${join(dir, file)} has no _key; the Foundry CLI would skip it silently`);
    }
    docs.push(doc);
  }
  return docs;
}

/** A copy of `value` without any `_key` at any depth. */
export function withoutKeys(value) {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "_key")
      .map(([key, inner]) => [key, withoutKeys(inner)]),
  );
}

/**
 * One pack source file, checked as {@link readPackSources} checks a pack's.
 * @param {string} path the file
 * @returns {Promise<object>} the parsed document
 */
export async function readSource(path) {
  const doc = JSON.parse(await readFile(path, "utf8"));
  if (typeof doc._key !== "string" || !doc._key.startsWith("!")) {
    throw new Error(`${path} has no _key; the Foundry CLI would skip it silently`);
  }
  return doc;
}

/**
 * The Adventure source `doc` read from folder `dir` as the CLI compiles it: each path in its
 * document fields replaced by that file's document, without `_key`s. Throws on a missing file, a
 * referenced file without `_key` or one of another collection (a scene path under `actors`).
 * @param {string} dir the folder of the Adventure's source file
 * @param {object} doc the Adventure source
 * @returns {Promise<object>} the Adventure as packed
 */
export async function resolveAdventure(dir, doc) {
  const out = { ...doc };
  for (const field of ADVENTURE_COLLECTIONS) {
    const entries = [];
    for (const entry of doc[field] ?? []) {
      if (typeof entry !== "string") {
        entries.push(withoutKeys(entry));
        continue;
      }
      const path = join(dir, entry);
      const embedded = JSON.parse(await readFile(path, "utf8").catch(() => "null"));
      if (embedded === null) throw new Error(`${doc.name}: ${field} names ${entry}, which is not there`);
      if (typeof embedded._key !== "string" || !embedded._key.startsWith(`!${field}!`)) {
        throw new Error(`${doc.name}: ${field} names ${entry}, whose _key is not !${field}!…`);
      }
      entries.push(withoutKeys(embedded));
    }
    out[field] = entries;
  }
  return out;
}

/**
 * Compiles every pack folder under `srcRoot` into `destRoot/<name>`.
 * @returns {Promise<string[]>} the pack names compiled
 */
export async function compilePacks(srcRoot, destRoot) {
  const names = (await readdir(srcRoot, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const name of names) {
    const docs = await readPackSources(join(srcRoot, name));
    for (const doc of docs) {
      if (doc._key.startsWith("!adventures!")) await resolveAdventure(join(srcRoot, name), doc);
    }
    await compilePack(join(srcRoot, name), join(destRoot, name), {
      log: false,
      // An Adventure's documents are read from their own files, `_key` and all: the key is dropped.
      transformEntry: (entry, context) => {
        if (!context?.adventure) return undefined;
        const clean = withoutKeys(entry);
        delete entry._key;
        Object.assign(entry, clean);
        return undefined;
      },
    });
  }
  return names;
}
