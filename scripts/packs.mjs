/**
 * Compiles compendium sources (packs/<name>/*.json) into LevelDB folders with the Foundry CLI.
 * The CLI skips a file without `_key` silently, so every source is checked first.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

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

/**
 * Compiles every pack folder under `srcRoot` into `destRoot/<name>`.
 * @returns {Promise<string[]>} the pack names compiled
 */
export async function compilePacks(srcRoot, destRoot) {
  const names = (await readdir(srcRoot, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const name of names) {
    await readPackSources(join(srcRoot, name));
    await compilePack(join(srcRoot, name), join(destRoot, name), { log: false });
  }
  return names;
}
