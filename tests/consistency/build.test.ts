import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { compilePacks, readPackSources, readSource, resolveAdventure } from "../../scripts/packs.mjs";
import { getRuleset } from "../../src/rules";
import { frameOf, modelOf } from "../../src/foundry/snapshot";
import { systemManifest } from "../support/lang";

const ROOT = process.cwd();
const DIST = join(ROOT, "dist");
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
const temp = mkdtempSync(join(tmpdir(), "stride-packs-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the built system (run `npm run build` first)", () => {
  it("has dist/ with every path system.json names", () => {
    expect(existsSync(DIST), "dist/ is missing: run npm run build").toBe(true);
    const paths = [
      "system.json",
      ...manifest.esmodules,
      ...manifest.styles,
      ...manifest.languages.map((l: { path: string }) => l.path),
      ...manifest.packs.map((p: { path: string }) => join(p.path, "CURRENT")),
      "templates/actor/character-sheet.hbs",
      "templates/canvas/waypoint-label.hbs",
    ];
    expect(paths.filter((p) => !existsSync(join(DIST, p)))).toEqual([]);
  });

  it("declares its compatibility (from 13.347, no maximum) and ships no template.json", () => {
    expect(manifest.id).toBe("stride");
    expect(manifest.compatibility).toEqual({ minimum: "13.347", verified: "13" });
    expect(existsSync(join(DIST, "template.json"))).toBe(false);
  });

  it("zips dist/ with the manifest at the root, equal to the built one", () => {
    const zipPath = join(DIST, `stride-${manifest.version}.zip`);
    expect(existsSync(zipPath)).toBe(true);
    const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
    expect(Object.keys(entries)).toContain("stride.mjs");
    // The built manifest: system.json with each ruleset plugin's document-types.json (support/lang.ts).
    expect(JSON.parse(new TextDecoder().decode(entries["system.json"]))).toEqual(systemManifest);
  });
});

describe("compendium packs", () => {
  it("compile and read back equal to their sources", async () => {
    const names = await compilePacks(join(ROOT, "packs"), join(temp, "db"));
    expect([...names].sort()).toEqual(manifest.packs.map((p: { name: string }) => p.name).sort());
    for (const name of names) {
      // An Adventure is packed with the documents its paths name (scripts/packs.mjs).
      const sources = await Promise.all(
        (await readPackSources(join(ROOT, "packs", name))).map(async (doc) =>
          doc._key.startsWith("!adventures!") ? resolveAdventure(join(ROOT, "packs", name), doc) : doc,
        ),
      );
      expect(sources.length).toBeGreaterThan(0);
      await extractPack(join(temp, "db", name), join(temp, "out", name), { log: false });
      const back = await readPackSources(join(temp, "out", name));
      const byId = (docs: { _id: string }[]) => [...docs].sort((a, b) => a._id.localeCompare(b._id));
      expect(byId(back)).toEqual(byId(sources));
    }
  });

  it("reject a source file without _key", async () => {
    const dir = join(temp, "broken", "actors");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "no-key.json"), JSON.stringify({ _id: "aaaaaaaaaaaaaaaa", name: "Nobody", type: "npc" }));
    await expect(compilePacks(join(temp, "broken"), join(temp, "broken-db"))).rejects.toThrow(/has no _key/);
  });

  it("hold a Proving Ground scene with one region per terrain condition and tokens of the example actors", async () => {
    // Issue #13: a ledge (raised), a wall (climb, sheer), a chasm (gap) and a pool (hazardous water) among them.
    const [scene] = [
      await readSource(join(ROOT, "packs", "adventures", "scenes", "stride-proving-ground.json")),
    ] as unknown as {
      name: string;
      regions: { behaviors: { type: string; system: { condition: string } }[] }[];
      tokens: { actorId: string }[];
    }[];
    expect(scene!.name).toBe("Stride Proving Ground");
    const conditions = scene!.regions.flatMap((r) => r.behaviors.map((b) => [b.type, b.system.condition]));
    const dh2Conditions = getRuleset("dh2").terrain.conditions;
    expect(conditions.map(([type]) => type)).toEqual(Array(dh2Conditions.length).fill("stride.terrain"));
    expect(conditions.map(([, c]) => c)).toEqual([...dh2Conditions]);
    const actorIds = (await readPackSources(join(ROOT, "packs", "example-actors"))).map((a) => a._id);
    expect(scene!.tokens.map((t) => t.actorId).every((id) => actorIds.includes(id))).toBe(true);
    const keys = JSON.stringify(scene)
      .match(/"_id":"([^"]*)"/g)!
      .map((m) => m.slice(7, -1));
    expect(keys.filter((id) => !/^[A-Za-z0-9]{16}$/.test(id))).toEqual([]);
  });

  it("hold on the Proving Ground a ledge, a wall, a chasm, a pool and a flyer (issue #13)", async () => {
    type Behavior = { type: string; system: Record<string, unknown> };
    const [scene] = [
      await readSource(join(ROOT, "packs", "adventures", "scenes", "stride-proving-ground.json")),
    ] as unknown as {
      regions: {
        name: string;
        shapes: { x: number; y: number; width: number; height: number }[];
        behaviors: Behavior[];
      }[];
      tokens: { actorId: string; name: string }[];
      width: number;
    }[];
    const bySystem = (condition: string) =>
      scene!.regions.find((r) => r.behaviors[0]!.system["condition"] === condition)!;
    expect(bySystem("raised").behaviors[0]!.system).toMatchObject({ height: 3, railing: true });
    expect(bySystem("climb").behaviors[0]!.system).toMatchObject({ height: 3, surface: "sheer" });
    expect(bySystem("gap").behaviors[0]!.system).toMatchObject({ height: 5 });
    expect(bySystem("water").behaviors[0]!.system).toMatchObject({ water: "hazardous" });
    // The wall is the ledge's face: right below it, as wide.
    const ledge = bySystem("raised").shapes[0]!;
    const wall = bySystem("climb").shapes[0]!;
    expect([wall.x, wall.y, wall.width]).toEqual([ledge.x, ledge.y + ledge.height, ledge.width]);
    // Every new region lies inside the scene.
    for (const r of scene!.regions) expect(r.shapes[0]!.x + r.shapes[0]!.width).toBeLessThanOrEqual(scene!.width);
    const actors = (await readPackSources(join(ROOT, "packs", "example-actors"))) as unknown as {
      _id: string;
      system: { flyer: number };
    }[];
    const flyers = scene!.tokens.filter((t) => (actors.find((a) => a._id === t.actorId)?.system.flyer ?? 0) > 0);
    expect(flyers.map((t) => t.name)).toEqual(["Cherub (flyer)"]);
  });

  it("hold a Necromunda scene in inches with two gangs and a vehicle, platforms, a gap, a ductway and a lift", async () => {
    const [scene] = [
      await readSource(join(ROOT, "packs", "adventures", "scenes", "stride-underhive.json")),
    ] as unknown as {
      grid: { units: string };
      tokens: { actorId: string | null; disposition: number; elevation: number; flags: object }[];
      regions: {
        _id: string;
        name: string;
        elevation: { bottom: number | null };
        behaviors: { type: string; system: { condition?: string; exit?: string; travel?: number } }[];
      }[];
    }[];
    expect(scene!.grid.units).toBe("in");
    const actors = await readPackSources(join(ROOT, "packs", "example-actors"));
    const typeOf = (id: string) => actors.find((a) => a._id === id)?.type;
    expect(scene!.tokens.map((t) => [t.actorId && typeOf(t.actorId), t.disposition])).toEqual([
      ["fighter", 1],
      ["fighter", 1],
      ["fighter", 1],
      ["fighter", -1],
      ["fighter", -1],
      ["fighter", -1],
      ["vehicle", -1],
      [null, 0],
    ]);
    const behaviors = scene!.regions.flatMap((r) => r.behaviors.map((b) => ({ region: r, behavior: b })));
    const ofType = (type: string) => behaviors.filter((b) => b.behavior.type === type);
    expect(ofType("stride.terrain").map((b) => b.behavior.system.condition)).toEqual([
      ...getRuleset("necromunda").terrain.conditions,
    ]);
    // The ductway's two ends name each other.
    const [west, east] = ofType("stride.ductway");
    expect(west!.behavior.system.exit).toBe(`Scene.sTrIdEuNdErHiVe1.Region.${east!.region._id}`);
    expect(east!.behavior.system.exit).toBe(`Scene.sTrIdEuNdErHiVe1.Region.${west!.region._id}`);
    expect(ofType("stride.lift").map((b) => b.behavior.system.travel)).toEqual([4]);
    // Two gantries 4" up with a gap between them, and a fighter of each gang up there.
    const platforms = scene!.regions.filter((r) => r.elevation.bottom === 4);
    expect(platforms.map((r) => r.name)).toEqual(['Gantry West (platform, 4" up)', 'Gantry East (platform, 4" up)']);
    expect(scene!.regions.some((r) => r.name.startsWith("Gap"))).toBe(true);
    expect(scene!.tokens.filter((t) => t.elevation === 4).map((t) => t.disposition)).toEqual([1, -1]);
    // Issue #16: an overhang past 1", a ladder and stairs, and a loot crate (no actor, flagged
    // stride.loot) whose centre stands on the Scrap Hauler's rear transport area: the vehicle faces
    // down the canvas at rotation 0, so its rear half is above its centre.
    const terrain = ofType("stride.terrain").map((b) => b.behavior.system as { condition: string; overhang?: number });
    expect(terrain.filter((t) => (t.overhang ?? 0) > 1).length).toBe(1);
    expect(terrain.filter((t) => t.condition === "ladder" || t.condition === "stairs").length).toBe(2);
    const frame = frameOf(scene!.grid as { size: number; distance: number; units: string }, "in");
    const models = scene!.tokens.map((t) => modelOf({ ...t, rotation: 0, actor: null } as never, frame));
    const [crate] = models.filter((m) => m?.kind === "loot");
    const hauler = scene!.tokens.findIndex((t) => t.actorId && typeOf(t.actorId) === "vehicle");
    const raw = scene!.tokens[hauler] as unknown as { x: number; y: number; width: number; height: number };
    const hauling = actors.find((a) => a._id === scene!.tokens[hauler]!.actorId) as unknown as {
      system: { transportArea: string };
    };
    expect(hauling.system.transportArea).toBe("rear");
    const centre = { x: (raw.x + raw.width * 50) / 100, y: (raw.y + raw.height * 50) / 100 };
    expect(crate!.base.x).toBeGreaterThan(raw.x / 100);
    expect(crate!.base.x).toBeLessThan(raw.x / 100 + raw.width);
    expect(crate!.base.y).toBeGreaterThanOrEqual(raw.y / 100);
    expect(crate!.base.y).toBeLessThan(centre.y);
  });
});
