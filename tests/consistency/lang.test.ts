import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getRuleset, GRAVITIES, RULESET_IDS } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { CHARACTERISTIC_KEYS } from "../../src/foundry/rulesets/dh2/character-keys";
import { FIGHTER_PROFILE, FIGHTER_STATUSES } from "../../src/foundry/rulesets/necromunda/fighter-keys";
import { languageFiles, mergedLang } from "../../scripts/ruleset-files.mjs";
import { lang } from "../support/lang";

const ROOT = process.cwd();
/**
 * Every language file under lang/, by file name (`en.json` …), merged with the ruleset plugins'
 * files of that language, as the build ships it.
 */
const languages: Record<string, unknown> = Object.fromEntries(
  languageFiles(ROOT).map((name) => [name, mergedLang(ROOT, name)]),
);

/** The dotted paths of every string in a language file (`STRIDE.Action.halfMove` …). */
function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** "`file` lacks `key`" for every key some language file has and another lacks. */
function missingAcross(files: Record<string, unknown>): string[] {
  const keys = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, new Set(leafKeys(data))]));
  const all = new Set(Object.values(keys).flatMap((set) => [...set]));
  return Object.entries(keys).flatMap(([name, own]) =>
    [...all].filter((key) => !own.has(key)).map((key) => `${name} lacks ${key}`),
  );
}

function files(dir: string, ext: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? files(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/**
 * A key resolves to a string, or — for a data model's LOCALIZATION_PREFIXES — to a node with FIELDS,
 * or — for a card text with a `count` — to plural forms with at least `other` (chat/localize.ts).
 */
function has(key: string): boolean {
  const node = key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], lang);
  return (
    typeof node === "string" ||
    (typeof node === "object" &&
      node !== null &&
      ("FIELDS" in node || typeof (node as Record<string, unknown>)["other"] === "string"))
  );
}

/** Every complete `STRIDE.*` / `TYPES.*` key written as a literal in the source. */
function literalKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of files("src", ".ts")) {
    for (const [, key] of readFileSync(join(ROOT, file), "utf8").matchAll(
      /["'`]((?:STRIDE|TYPES)\.[A-Za-z0-9_.]+)["'`]/g,
    )) {
      if (!key!.endsWith(".")) keys.add(key!);
    }
  }
  for (const file of [...files("templates", ".hbs"), ...files("src/foundry/rulesets", ".hbs")]) {
    for (const [, key] of readFileSync(join(ROOT, file), "utf8").matchAll(/localize\s+"([^"]+)"/g)) keys.add(key!);
  }
  return keys;
}

/** Keys built at run time from known ids (`STRIDE.Action.${id}` …). */
function dynamicKeys(): string[] {
  return [
    ...RULESET_IDS.flatMap((id) => getRuleset(id).actions.map((a) => `STRIDE.Action.${a.id}`)),
    ...RULESET_IDS.map((id) => getRuleset(id).label),
    ...CHARACTERISTIC_KEYS.map((k) => `STRIDE.Characteristic.${k}`),
    ...dh2.SIZE_CATEGORIES.map((s) => `STRIDE.Size.${s}`),
    ...GRAVITIES.map((g) => `STRIDE.Gravity.${g}`),
    ...["character", "npc"].map((t) => `TYPES.Actor.${t}`),
    "TYPES.ChatMessage.movementTest",
    ...["terrain", "ductway", "lift"].map((b) => `TYPES.RegionBehavior.stride.${b}`),
    ...RULESET_IDS.flatMap((id) => (getRuleset(id).terrain?.conditions ?? []).map((c) => `STRIDE.Terrain.${c}`)),
    ...FIGHTER_PROFILE.flatMap((k) => [`STRIDE.Profile.${k}`, `STRIDE.ProfileName.${k}`]),
    ...FIGHTER_STATUSES.map((s) => `STRIDE.Status.${s}`),
    ...["front", "side", "rear"].map((f) => `STRIDE.Vehicle.${f}`),
    ...["fighter", "vehicle"].map((t) => `TYPES.Actor.${t}`),
    ...["dangerous", "jumpDown", "leap", "edgeFall", "runOver", "riding", "sideOn", "liftObstruct", "vehicleFall"].map(
      (k) => `STRIDE.Card.reason.${k}`,
    ),
    ...[
      "outOfAction",
      "fails",
      "falls",
      "fallsHit",
      "struck",
      "fallsOff",
      "sideOnPass",
      "sideOnFail",
      "liftClear",
      "liftCrushed",
      "vehicleLands",
      "vehicleLandsHit",
      "loseControl",
      "loseControlHit",
    ].map((o) => `STRIDE.Card.outcome.${o}`),
    ...["jumpDown", "railing", "standing", "tougher", "fallingVehicle"].map((m) => `STRIDE.Modifier.${m}`),
    ...["front", "side"].map((a) => `STRIDE.Collision.title.${a}`),
    ...["push", "stop", "handling"].map((r) => `STRIDE.Collision.result.${r}`),
    ...["solid", "obstacle"].map((t) => `STRIDE.Collision.title.${t}`),
    ...["stop", "destroy"].map((r) => `STRIDE.Collision.terrain.${r}`),
    "STRIDE.Card.landedOn",
    "STRIDE.Collision.fall",
    "STRIDE.Card.landedOnHit",
    "STRIDE.Characteristic.handling",
    ...RULESET_IDS.flatMap((id) => getRuleset(id).tests.manualTests.map((t) => t.label)),
    ...RULESET_IDS.map((id) => getRuleset(id).tests.proneLabel),
    ...Object.keys(dh2.DIFFICULTIES).map((d) => `STRIDE.Difficulty.${d}`),
    ...["treacherous", "darkness", "zeroGravity"].map((k) => `STRIDE.Card.reason.${k}`),
    ...["kept", "prone", "disoriented", "drifting"].map((o) => `STRIDE.Card.outcome.${o}`),
  ];
}

describe("lang/en.json with the ruleset plugins' lang files (merged)", () => {
  it("has every key the source and templates use", () => {
    const used = [...literalKeys(), ...dynamicKeys()];
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((k) => !has(k))).toEqual([]);
  });

  it("writes no rulebook text: every string is short", () => {
    const long: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === "string") {
        if (node.length > 300) long.push(path);
      } else for (const [k, v] of Object.entries(node as object)) walk(v, `${path}.${k}`);
    };
    walk(lang, "");
    expect(long).toEqual([]);
  });
});

describe("language files", () => {
  it("reports a key one language has and another lacks, either way round", () => {
    const en = { STRIDE: { Action: { halfMove: "Half Move", run: "Run" }, Ruleset: { dh2: "Dark Heresy" } } };
    const de = { STRIDE: { Action: { halfMove: "Halbe Bewegung" }, Ruleset: { dh2: "Dark Heresy" }, Extra: "x" } };
    expect(missingAcross({ "en.json": en, "de.json": de })).toEqual([
      "en.json lacks STRIDE.Extra",
      "de.json lacks STRIDE.Action.run",
    ]);
    expect(missingAcross({ "en.json": en, "fr.json": structuredClone(en) })).toEqual([]);
  });

  it("have the same keys as each other", () => {
    expect(Object.keys(languages)).toContain("en.json");
    expect(missingAcross(languages)).toEqual([]);
  });

  it("are exactly the ones system.json lists", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
    const listed = manifest.languages.map((l: { path: string }) => l.path).sort();
    expect(listed).toEqual(
      Object.keys(languages)
        .map((name) => `lang/${name}`)
        .sort(),
    );
  });
});
