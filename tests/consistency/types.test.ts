/**
 * The document sub-type names agree everywhere they are written: system.json `documentTypes`,
 * the constants the code registers in CONFIG, the lang file and every pack
 * document.
 *
 * A system's sub-types are not prefixed for it: Foundry uses the names exactly as system.json
 * declares them. dnd5e (foundryvtt/dnd5e 5.3.3, commit 965ad2d, system.json
 * `documentTypes.RegionBehavior`) declares `"dnd5e.difficultTerrain"` and `"dnd5e.rotateArea"`
 * and registers `CONFIG.RegionBehavior.dataModels["dnd5e.difficultTerrain"]`
 * (module/data/region-behavior/_module.mjs), while its ChatMessage sub-types (`usage`, `turn`…)
 * are plain names in both places (module/data/chat-message/_module.mjs). Crucible does the same
 * (system.json `"crucible.hazard"`, crucible.mjs `CONFIG.RegionBehavior.dataModels["crucible.hazard"]`);
 * Draw Steel's ChatMessage type `standard` is plain (docs/foundry-evidence.md § 2). Stride does the same:
 * `stride.terrain` etc. for behaviors, `movementTest` for its card.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DUCTWAY_BEHAVIOR_TYPE,
  LIFT_BEHAVIOR_TYPE,
  COLLISION_CARD_TYPE,
  COLLISION_NOTICE_TYPE,
  RULE_NOTICE_TYPE,
  FALL_CARD_TYPE,
  MOVEMENT_TEST_TYPE,
  SYSTEM_ID,
  TERRAIN_BEHAVIOR_TYPE,
} from "../../src/foundry/constants";
import { loadPlugins } from "../support/plugins";
import { JOURNEY_TYPE } from "../../src/foundry/rulesets/dh2/journey/journey-plan";
import { STRENGTH_TEST_TYPE } from "../../src/foundry/rulesets/dh2/strength/strength-card";
import { WEATHER_CARD_TYPE } from "../../src/foundry/chat/weather-card";
import { langValue, systemManifest } from "../support/lang";

const ROOT = process.cwd();
const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8"));
const manifest = read("system.json");
/** system.json's document sub-types as the build ships them (with each ruleset plugin's own). */
const { documentTypes } = systemManifest;

/** Every leaf key under a lang node, dotted (`stride.terrain`). */
function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Core's own region behavior types (foundryvtt.com/api, foundry.data.regionBehaviors.*RegionBehaviorType). */
const CORE_BEHAVIORS = [
  "adjustDarknessLevel",
  "displayScrollingText",
  "executeMacro",
  "executeScript",
  "modifyMovementCost",
  "pauseGame",
  "suppressWeather",
  "teleportToken",
  "toggleBehavior",
];

/**
 * Every pack source document, with the pack it is in; an Adventure's documents are the files in
 * its pack's sub-folders (packs/adventures/scenes …).
 */
function packDocuments(): { pack: string; doc: Record<string, unknown> }[] {
  return readdirSync(join(ROOT, "packs"), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith(".json"))
    .map((f) => {
      const path = relative(ROOT, join(f.parentPath, f.name));
      return { pack: path.split("/")[1]!, doc: read(path) };
    });
}

/** Every Actor sub-type the ruleset plugins' models declare. */
const ACTOR_TYPES = (await loadPlugins()).flatMap((plugin) =>
  plugin.actors.flatMap(({ model }) => model.metadata.types),
);

const code = {
  Actor: ACTOR_TYPES,
  ChatMessage: [
    COLLISION_NOTICE_TYPE,
    MOVEMENT_TEST_TYPE,
    JOURNEY_TYPE,
    STRENGTH_TEST_TYPE,
    FALL_CARD_TYPE,
    RULE_NOTICE_TYPE,
    WEATHER_CARD_TYPE,
    COLLISION_CARD_TYPE,
  ],
  RegionBehavior: [TERRAIN_BEHAVIOR_TYPE, DUCTWAY_BEHAVIOR_TYPE, LIFT_BEHAVIOR_TYPE],
};

describe("document sub-types", () => {
  it("system.json declares exactly the sub-types the code registers", () => {
    for (const [documentName, types] of Object.entries(code)) {
      expect(Object.keys(documentTypes[documentName] ?? {}).sort(), documentName).toEqual([...types].sort());
    }
    expect(Object.keys(documentTypes).sort()).toEqual(Object.keys(code).sort());
  });

  it("region behavior sub-types carry the system's prefix (nothing prefixes them for us)", () => {
    for (const type of Object.keys(documentTypes["RegionBehavior"] ?? {})) {
      expect(type.startsWith(`${SYSTEM_ID}.`), type).toBe(true);
    }
  });

  it("init registers the actor models, the declared behavior constants (region-behaviors.ts) and the card models", () => {
    const init = readFileSync(join(ROOT, "src/foundry/hooks/init.ts"), "utf8");
    // The actor models and their sheets are registered from the models' metadata (tests/foundry/actor-models.test.ts).
    expect(init).toContain(
      "for (const plugin of plugins) for (const { model, sheet } of plugin.actors) registerActorModel(model, sheet);",
    );
    // The region behaviours are registered by one function the system's and the module's init call.
    const behaviors = readFileSync(join(ROOT, "src/foundry/hooks/region-behaviors.ts"), "utf8");
    expect(init).toContain("registerRegionBehaviors();");
    for (const name of ["TERRAIN_BEHAVIOR_TYPE", "DUCTWAY_BEHAVIOR_TYPE", "LIFT_BEHAVIOR_TYPE"]) {
      expect(behaviors, name).toContain(`[${name}]`);
    }
    // The chat cards are registered from their models' metadata (tests/foundry/card-models.test.ts).
    expect(init).toContain(
      "for (const model of [...CARD_MODELS, ...plugins.flatMap((plugin) => plugin.cards ?? [])]) registerCardModel(model);",
    );
  });

  it("the lang file names every sub-type, and nothing else, under TYPES; actor types also in the plural", () => {
    for (const [documentName, types] of Object.entries(code)) {
      for (const type of types) expect(typeof langValue(`TYPES.${documentName}.${type}`), type).toBe("string");
      // Actor types have plural labels too (`characterPl`), as dnd5e's lang/en.json writes them.
      const expected = documentName === "Actor" ? types.flatMap((t) => [t, `${t}Pl`]) : types;
      expect(leafKeys(langValue(`TYPES.${documentName}`)).sort(), documentName).toEqual([...expected].sort());
    }
  });

  it("every region behavior sub-type has a hint under TYPES.HINTS (v14's behavior dialogs, foundryvtt#13760)", () => {
    for (const type of code.RegionBehavior) {
      expect(typeof langValue(`TYPES.HINTS.RegionBehavior.${type}`), type).toBe("string");
    }
    expect(leafKeys(langValue("TYPES.HINTS.RegionBehavior")).sort()).toEqual([...code.RegionBehavior].sort());
    expect(Object.keys(langValue("TYPES.HINTS") as object)).toEqual(["RegionBehavior"]);
  });

  it("every pack document uses a declared sub-type", () => {
    const docs = packDocuments();
    expect(docs.length).toBeGreaterThan(0);
    const behaviors: string[] = [];
    for (const { pack, doc } of docs) {
      const key = String(doc["_key"]);
      if (key.startsWith("!actors!")) expect(ACTOR_TYPES, `${pack}/${String(doc["name"])}`).toContain(doc["type"]);
      for (const region of (doc["regions"] as { behaviors?: { type: string }[] }[] | undefined) ?? []) {
        for (const behavior of region.behaviors ?? []) behaviors.push(behavior.type);
      }
      for (const message of (doc["messages"] as { type?: string }[] | undefined) ?? []) {
        if (message.type && message.type !== "base") expect(code.ChatMessage).toContain(message.type);
      }
    }
    expect(behaviors.length).toBeGreaterThan(0);
    const declared = Object.keys(documentTypes["RegionBehavior"] ?? {});
    expect(behaviors.filter((t) => !declared.includes(t) && !CORE_BEHAVIORS.includes(t))).toEqual([]);
  });
});

describe("the manifest's token bar and compendium folders", () => {
  it("names a primary token attribute with a value and a maximum in the character data model's schema", () => {
    const model = readFileSync(join(ROOT, "src/foundry/rulesets/dh2/character-data.ts"), "utf8");
    expect(manifest.primaryTokenAttribute).toBe("wounds");
    expect(model).toMatch(/wounds: new SchemaField\(\{\s*value: new NumberField\([^\n]*\),\s*max: new NumberField\(/);
  });

  it("puts every pack in exactly one pack folder, and names only packs it has", () => {
    const packs: string[] = manifest.packs.map((p: { name: string }) => p.name);
    const foldered = (folders: { packs?: string[]; folders?: unknown[] }[]): string[] =>
      folders.flatMap((f) => [...(f.packs ?? []), ...foldered((f.folders ?? []) as typeof folders)]);
    const listed = foldered(manifest.packFolders);
    expect([...listed].sort()).toEqual([...packs].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
