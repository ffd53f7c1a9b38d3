/**
 * Each ruleset's words and document sub-types sit in its adapter folder (src/foundry/rulesets/<id>/
 * lang/en.json, document-types.json), and the generic lang/en.json and system.json hold none of
 * them (docs/development.md § Adding a ruleset); the build merges them (scripts/ruleset-files.mjs)
 * into what dist/ ships, and a key or sub-type defined twice stops it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  builtInOrder,
  mergeDocumentTypes,
  mergeLang,
  mergedLang,
  mergedManifest,
  pluginFolders,
} from "../../scripts/ruleset-files.mjs";

const ROOT = process.cwd();
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(ROOT, path), "utf8"));

/** The dotted paths of every string in a lang object. */
function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Plural forms (chat/localize.ts): a key ending in one is named in code by its parent. */
const PLURAL = new Set(["zero", "one", "two", "few", "many", "other"]);
const named = (key: string) => (PLURAL.has(key.split(".").at(-1)!) ? key.slice(0, key.lastIndexOf(".")) : key);

/** The ruleset ids with a plugin folder. */
const RULESETS = pluginFolders(ROOT).map((folder) => folder.split("/").at(-1)!);

/** Which code a file is: a ruleset's (either folder of its pair) or generic. */
function ownerOf(path: string): string {
  return /^src\/(?:rules|foundry)\/rulesets\/([^/]+)\//.exec(path)?.[1] ?? "generic";
}

function files(dir: string, ext: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? files(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/**
 * The lang keys each owner's code names: `literal` keys written whole, `prefixes` that code
 * completes at run time (`STRIDE.Journey.error.${…}`, a quoted `"STRIDE.Journey.terrains."`, a data
 * model's LOCALIZATION_PREFIXES).
 */
function namesByOwner(): Map<string, { literal: Set<string>; prefixes: Set<string> }> {
  const byOwner = new Map<string, { literal: Set<string>; prefixes: Set<string> }>();
  for (const file of [...files("src", ".ts"), ...files("templates", ".hbs"), ...files("src", ".hbs")]) {
    // Code, not comments: a doc comment's example key is no use of it.
    const source = readFileSync(join(ROOT, file), "utf8");
    const text = file.endsWith(".ts") ? source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "") : source;
    const owner = ownerOf(file);
    const names = byOwner.get(owner) ?? { literal: new Set<string>(), prefixes: new Set<string>() };
    byOwner.set(owner, names);
    for (const [key] of text.matchAll(/(?:STRIDE|TYPES)\.[A-Za-z0-9_.]*[A-Za-z0-9_]/g)) names.literal.add(key);
    for (const [, prefix] of text.matchAll(/((?:STRIDE|TYPES)\.[A-Za-z0-9_]+\.[A-Za-z0-9_.]*)\$\{/g)) {
      names.prefixes.add(prefix!);
    }
    for (const [, prefix] of text.matchAll(/["'`]((?:STRIDE|TYPES)\.[A-Za-z0-9_]+\.[A-Za-z0-9_.]*\.)["'`]/g)) {
      names.prefixes.add(prefix!);
    }
    for (const [, list] of text.matchAll(/LOCALIZATION_PREFIXES = \[([^\]]*)\]/g)) {
      for (const [, prefix] of list!.matchAll(/"([^"]+)"/g)) names.prefixes.add(`${prefix}.`);
    }
  }
  return byOwner;
}

const names = namesByOwner();
const none = { literal: new Set<string>(), prefixes: new Set<string>() };
const namesOf = (owner: string) => names.get(owner) ?? none;
/** Whether an owner's code names the key, whole or by a prefix it completes. */
const namesKey = (owner: string, key: string) =>
  namesOf(owner).literal.has(named(key)) || [...namesOf(owner).prefixes].some((prefix) => key.startsWith(prefix));

const generic = leafKeys(readJson("lang/en.json"));
const own = Object.fromEntries(
  RULESETS.map((id) => {
    const path = `src/foundry/rulesets/${id}/lang/en.json`;
    return [id, existsSync(join(ROOT, path)) ? leafKeys(readJson(path)) : []];
  }),
);
/** Each ruleset's document sub-types, `Actor.runner` …, from its document-types.json. */
const ownTypes = Object.fromEntries(
  RULESETS.map((id) => {
    const path = `src/foundry/rulesets/${id}/document-types.json`;
    const data = existsSync(join(ROOT, path)) ? (readJson(path) as Record<string, object>) : {};
    return [id, Object.entries(data).flatMap(([doc, types]) => Object.keys(types).map((type) => `${doc}.${type}`))];
  }),
);

describe("the generic lang/en.json", () => {
  it("holds no ruleset's namespace, actor type, ruleset label, tour or terrain hints", () => {
    const rulesetOnly = /^STRIDE\.(D6|Dh2|Shadowrun|Journey|Strength|GangSheet|Carrying)[A-Za-z0-9]*\.|^TYPES\.Actor\./;
    expect(generic.filter((key) => rulesetOnly.test(key))).toEqual([]);
    const named = RULESETS.flatMap((id) => [
      `STRIDE.Ruleset.${id}`,
      `STRIDE.Tour.${id}.`,
      `STRIDE.TerrainBehavior.HINTS.${id}.`,
    ]);
    expect(generic.filter((key) => named.some((n) => key === n || key.startsWith(n)))).toEqual([]);
    const types = Object.values(ownTypes).flat();
    expect(generic.filter((key) => types.some((type) => key === `TYPES.${type}`))).toEqual([]);
  });

  it("holds no key that only one ruleset's code names", () => {
    const onlyOne = generic.filter((key) => {
      const owners = RULESETS.filter((id) => namesKey(id, key));
      return owners.length === 1 && !namesKey("generic", key);
    });
    expect(onlyOne).toEqual([]);
    expect(generic.length).toBeGreaterThan(300);
  });
});

describe("each ruleset's lang file", () => {
  it("holds only keys that ruleset's code or templates name, or that name the ruleset or its sub-types", () => {
    for (const id of RULESETS) {
      const belongs = (key: string) =>
        namesKey(id, key) ||
        key.split(".").includes(id) ||
        ownTypes[id]!.some((type) => named(key) === `TYPES.${type}` || key === `TYPES.${type}Pl`);
      const unnamed = own[id]!.filter((key) => !belongs(key));
      // A key no code names yet belongs where its namespace's other keys do, if no other file uses it.
      const namespace = (key: string) => key.split(".").slice(0, 2).join(".");
      const elsewhere = [...generic, ...RULESETS.filter((other) => other !== id).flatMap((other) => own[other]!)];
      const stray = unnamed.filter(
        (key) =>
          !own[id]!.some((k) => namespace(k) === namespace(key) && belongs(k)) ||
          elsewhere.some((k) => namespace(k) === namespace(key)),
      );
      expect(stray, id).toEqual([]);
      expect(own[id]!.length, id).toBeGreaterThan(20);
    }
  });

  it("holds no key generic code writes whole (generic code completes a ruleset's key only from its id or types)", () => {
    for (const id of RULESETS)
      expect(
        own[id]!.filter((key) => namesOf("generic").literal.has(named(key))),
        id,
      ).toEqual([]);
  });

  it("defines no key the generic file or another ruleset's file defines", () => {
    const all = [...generic, ...RULESETS.flatMap((id) => own[id]!)];
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });
});

describe("builtInOrder: the built-in rulesets as src/rules/rulesets/index.ts lists them", () => {
  /** The ids read from an index.ts holding `source`. */
  function readFrom(source: string): string[] {
    const root = mkdtempSync(join(tmpdir(), "stride-order-"));
    try {
      mkdirSync(join(root, "src/rules/rulesets"), { recursive: true });
      writeFileSync(join(root, "src/rules/rulesets/index.ts"), source);
      return builtInOrder(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it("reads the list in its order, laid out as written or as Stryker reprints it with its mutants", () => {
    expect(builtInOrder(".")).toEqual(["dh2", "necromunda", "shadowrun", "d6"]);
    const reprinted = [
      "const BUILT_IN: { readonly [Id in keyof BuiltInRulesets]: {",
      "  manifest: RulesetManifest;",
      '} } = stryMutAct_9fa48("23") ? {} : (stryCov_9fa48("23"), {',
      '  b: stryMutAct_9fa48("24") ? {} : (stryCov_9fa48("24"), {',
      "    manifest: bManifest,",
      '    load: () => import("./b")',
      "  }),",
      '  a: { manifest: aManifest, load: () => import("./a") },',
      "});",
    ].join("\n");
    expect(readFrom(reprinted)).toEqual(["b", "a"]);
    expect(() => readFrom("export const NOTHING = 1;")).toThrow(/no built-in ruleset listed/);
  });
});

describe("the build's merge (scripts/ruleset-files.mjs)", () => {
  it("ships the merged lang files and manifest in dist/ and dist-module/ (run `npm run build` first)", () => {
    expect(readJson("dist/lang/en.json")).toEqual(mergedLang(ROOT));
    expect(readJson("dist-module/lang/en.json")).toEqual(mergedLang(ROOT));
    expect(readJson("dist/system.json")).toEqual(mergedManifest(ROOT));
    // The actor types in the order their plugins register (built-in.ts, as src/rules/rulesets/index.ts lists them).
    expect(Object.keys(mergedManifest(ROOT).documentTypes["Actor"] ?? {})).toEqual(
      RULESETS.flatMap((id) => ownTypes[id]!.filter((t) => t.startsWith("Actor.")).map((t) => t.slice(6))),
    );
  });

  it("merges nested keys and refuses a key defined twice, naming both files", () => {
    const merged = mergeLang([
      { source: "lang/en.json", data: { STRIDE: { Card: { title: "Test" } } } },
      { source: "a/lang/en.json", data: { STRIDE: { Card: { roll: "Roll" } }, TYPES: { Actor: { a: "A" } } } },
    ]);
    expect(merged).toEqual({ STRIDE: { Card: { title: "Test", roll: "Roll" } }, TYPES: { Actor: { a: "A" } } });
    expect(() =>
      mergeLang([
        { source: "lang/en.json", data: { STRIDE: { Card: { title: "Test" } } } },
        { source: "b/lang/en.json", data: { STRIDE: { Card: { title: "Other" } } } },
      ]),
    ).toThrow("lang key STRIDE.Card.title is defined in both lang/en.json and b/lang/en.json");
    expect(() =>
      mergeLang([
        { source: "lang/en.json", data: { STRIDE: { Card: "Card" } } },
        { source: "b/lang/en.json", data: { STRIDE: { Card: { title: "Other" } } } },
      ]),
    ).toThrow("lang key STRIDE.Card is defined in both lang/en.json and b/lang/en.json");
  });

  it("adds each folder's sub-types after the manifest's and refuses one declared twice", () => {
    const manifest = { id: "x", documentTypes: { Actor: {}, ChatMessage: { movementTest: {} } } };
    const merged = mergeDocumentTypes(manifest, [{ source: "a/document-types.json", data: { Actor: { a: {} } } }]);
    expect(merged).toEqual({ id: "x", documentTypes: { Actor: { a: {} }, ChatMessage: { movementTest: {} } } });
    expect(manifest.documentTypes.Actor).toEqual({});
    expect(() =>
      mergeDocumentTypes(manifest, [{ source: "b/document-types.json", data: { ChatMessage: { movementTest: {} } } }]),
    ).toThrow("document sub-type ChatMessage.movementTest is declared in both system.json and b/document-types.json");
  });
});
