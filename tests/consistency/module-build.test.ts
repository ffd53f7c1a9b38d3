/**
 * The built `stride-movement` module (scripts/build.mjs, `npm run build` first): its manifest, its
 * folder and zip, and a bundle that carries no actor types or sheets.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { hostMatches } from "../../src/foundry/hosts";
import {
  COLLISION_CARD_TYPE,
  COLLISION_NOTICE_TYPE,
  FALL_CARD_TYPE,
  MOVEMENT_TEST_TYPE,
  RULE_NOTICE_TYPE,
} from "../../src/foundry/constants";
import { WEATHER_CARD_TYPE } from "../../src/foundry/chat/weather-card";
import { STRENGTH_TEST_TYPE } from "../../src/foundry/rulesets/dh2/strength/strength-card";
import { loadHostPlugins } from "../support/plugins";
import { rulesetPlugins } from "../../src/foundry/rulesets";

const ROOT = process.cwd();
const DIST = join(ROOT, "dist");
const MODULE_DIST = join(ROOT, "dist-module");
const manifest = JSON.parse(readFileSync(join(ROOT, "module.json"), "utf8"));
const system = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));

// The host plugins, registered as the module's entry registers them (their Strength card extends Foundry's TypeDataModel).
beforeAll(async () => void (await loadHostPlugins()));
describe("module.json", () => {
  it("is the stride-movement module, on Foundry 13.347 to 14, at the system's version", () => {
    expect(manifest.id).toBe("stride-movement");
    expect(manifest.esmodules).toEqual(["stride-movement.mjs"]);
    expect(manifest.styles).toEqual(["stride-movement.css"]);
    expect(manifest.compatibility).toEqual({ minimum: "13.347", verified: "13", maximum: "14" });
    expect(manifest.version).toBe(system.version);
  });

  it("lists exactly the host systems a host adapter reads, as systems", () => {
    const systems = manifest.relationships.systems as { id: string; type: string }[];
    expect(systems.every((s) => s.type === "system")).toBe(true);
    expect(systems.map((s) => s.id).sort()).toEqual(
      hostMatches()
        .map((m) => m.host.systemId)
        .sort(),
    );
  });

  it("declares no actor types: the generic chat cards, the host rulesets' own cards and Stride's region behaviours, unprefixed", () => {
    expect(Object.keys(manifest.documentTypes).sort()).toEqual(["ChatMessage", "RegionBehavior"]);
    expect(Object.keys(manifest.documentTypes.RegionBehavior).sort()).toEqual(["ductway", "lift", "terrain"]);
    // Foundry prefixes a module's sub-types with its id (constants.ts `subtype`): the manifest names
    // each generic card's type as the system declares it.
    const cards = [
      MOVEMENT_TEST_TYPE,
      COLLISION_NOTICE_TYPE,
      FALL_CARD_TYPE,
      RULE_NOTICE_TYPE,
      WEATHER_CARD_TYPE,
      COLLISION_CARD_TYPE,
      // dh2's Lift, push or throw card (the dh2 host plugin: rulesets/host-plugins.ts).
      STRENGTH_TEST_TYPE,
    ].sort();
    expect(Object.keys(manifest.documentTypes.ChatMessage).sort()).toEqual(cards);
    expect(manifest.packs).toBeUndefined();
  });
});

/** The module's script files: stride-movement.mjs and the chunks it splits into (dist-module/chunks/). */
function moduleScripts(): string[] {
  const chunks = join(MODULE_DIST, "chunks");
  const split = existsSync(chunks)
    ? readdirSync(chunks)
        .filter((name) => name.endsWith(".mjs"))
        .map((name) => join(chunks, name))
    : [];
  return [join(MODULE_DIST, "stride-movement.mjs"), ...split];
}

describe("the built module (run `npm run build` first)", () => {
  it("has dist-module/ with every path module.json names", () => {
    expect(existsSync(MODULE_DIST), "dist-module/ is missing: run npm run build").toBe(true);
    const paths = [
      "module.json",
      ...manifest.esmodules,
      ...manifest.styles,
      ...manifest.languages.map((l: { path: string }) => l.path),
      "templates/canvas/waypoint-label.hbs",
      // The host plugins' own cards (dh2's Strength card), at the path their metadata names.
      ...rulesetPlugins()
        .flatMap((plugin) => plugin.cards ?? [])
        .map((model) => model.metadata.template.replace(/^(systems|modules)\/[^/]+\//, "")),
    ];
    expect(paths.filter((p) => !existsSync(join(MODULE_DIST, p)))).toEqual([]);
  });

  it("zips dist-module/ into dist/ with the manifest at the root, equal to module.json", () => {
    const zipPath = join(DIST, `stride-movement-${manifest.version}.zip`);
    expect(existsSync(zipPath)).toBe(true);
    const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
    expect(Object.keys(entries)).toContain("stride-movement.mjs");
    // The chunks the module splits into load beside its entry (relative imports), so each is zipped.
    const scripts = moduleScripts().map((script) => relative(MODULE_DIST, script).split(sep).join("/"));
    expect(scripts.filter((script) => !(script in entries))).toEqual([]);
    expect(Object.keys(entries).some((name) => name.startsWith("packs/"))).toBe(false);
    expect(JSON.parse(new TextDecoder().decode(entries["module.json"]))).toEqual(manifest);
  });

  it("bundles no actor model, sheet or ruleset adapter beyond the host adapters", () => {
    const sources = moduleScripts().flatMap((script) => {
      const map = JSON.parse(readFileSync(`${script}.map`, "utf8")) as { sources: string[] };
      return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ""));
    });
    expect(sources).toContain("src/stride-module.ts");
    const adapters = sources.filter((source) => source.startsWith("src/foundry/rulesets/"));
    // A host adapter reads the engine's constants (the dh2 characteristic keys live there), no plugin
    // file but dh2's token HUD (token-hud.ts: the standing jump and reach card and the Strength card,
    // which work on a host's characters), the card helpers it shares with the Journey card, and the
    // cards' sub-types and templates (card-ids.ts).
    const allowed =
      /^src\/foundry\/rulesets\/([^/]+\/host\/|[^/]+\.ts$|dh2\/(strength|reach)\/|dh2\/(token-hud|card-ids)\.ts$|dh2\/journey\/journey-(card|plan)\.ts$)/;
    expect(adapters.filter((source) => !allowed.test(source))).toEqual([]);
    expect(sources.filter((source) => /sheet|actor-model|data\/actor\/actor-models/.test(source))).toEqual([]);
    expect(sources).not.toContain("src/foundry/rulesets/built-in.ts");
  });

  it("is built as the module: its own id and folder, never the system's paths", () => {
    const bundle = moduleScripts()
      .map((script) => readFileSync(script, "utf8"))
      .join("\n");
    expect(bundle).toContain('"stride-movement"');
    expect(bundle).toContain('"modules"');
    expect(bundle).not.toContain("systems/stride/");
    const systemBundle = readFileSync(join(DIST, "stride.mjs"), "utf8");
    expect(systemBundle).not.toContain("stride-movement");
  });
});
