/**
 * The Adventure pack (packs/adventures): one Adventure per built-in ruleset, each holding its
 * scenes, the example characters standing on them, a journal that walks through the rules they
 * show and the ruleset's macros, read as the Foundry CLI packs them (scripts/packs.mjs).
 * Evidence: docs/foundry-evidence.md § 51.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { compilePacks, readPackSources, resolveAdventure, withoutKeys } from "../../scripts/packs.mjs";
import { getRuleset, RULESET_IDS } from "../../src/rules";
import { loadPlugins } from "../support/plugins";
import { declaredTypes } from "../support/lang";

const ROOT = process.cwd();
const DIR = join(ROOT, "packs", "adventures");
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
const temp = mkdtempSync(join(tmpdir(), "stride-adventures-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Behavior {
  _id: string;
  type: string;
  system: { condition?: string; exit?: string };
}
interface Region {
  _id: string;
  visibility: number;
  behaviors: Behavior[];
}
interface Scene {
  _id: string;
  name: string;
  regions: Region[];
  tokens: { actorId: string | null }[];
  notes: { entryId: string; pageId: string; global: boolean }[];
  walls: { c: number[]; move: number }[];
}
interface Adventure {
  _id: string;
  name: string;
  flags: { stride: { ruleset: string } };
  actors: { _id: string; type: string }[];
  scenes: Scene[];
  journal: { _id: string; pages: { _id: string; type: string; text: { content: string } }[] }[];
  macros: { _id: string; command: string }[];
}

const sources = (await readPackSources(DIR)) as unknown as Record<string, unknown>[];
const adventures = (await Promise.all(sources.map((doc) => resolveAdventure(DIR, doc)))) as unknown as Adventure[];
const plugins = await loadPlugins();
const ADVENTURE_RULESETS = ["dh2", "necromunda", "shadowrun", "d6"];

/** Every `_id` value at any depth of `value`. */
function idsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "_id" && typeof inner === "string" ? [inner] : idsIn(inner),
  );
}

describe("the Adventure pack", () => {
  it("is declared in system.json as an Adventure pack of the system, in the Stride folder", () => {
    expect(manifest.packs).toContainEqual(
      expect.objectContaining({ name: "adventures", path: "packs/adventures", type: "Adventure", system: "stride" }),
    );
    expect(manifest.packFolders[0].packs).toContain("adventures");
    // The scenes ship only inside the Adventures: no Scene pack of their own.
    expect(manifest.packs.filter((p: { type: string }) => p.type === "Scene")).toEqual([]);
  });

  it("holds one Adventure per built-in ruleset, in a file named for it and flagged with it", () => {
    expect(RULESET_IDS).toEqual(expect.arrayContaining(ADVENTURE_RULESETS));
    const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
    expect(files.sort()).toEqual(ADVENTURE_RULESETS.map((id) => `${id}.json`).sort());
    const bySource = sources.map((s, i) => [String(s["_key"]), adventures[i]!.flags.stride.ruleset] as const);
    for (const [key, ruleset] of bySource) {
      expect(key).toMatch(/^!adventures![A-Za-z0-9]{16}$/);
      expect(readFileSync(join(DIR, `${ruleset}.json`), "utf8")).toContain(key);
    }
  });

  it("uses 16-character ids, none twice within an Adventure", () => {
    for (const adventure of adventures) {
      const ids = idsIn(adventure);
      expect(
        ids.filter((id) => !/^[A-Za-z0-9]{16}$/.test(id)),
        adventure.name,
      ).toEqual([]);
      // An import keeps every id: the Adventure's documents may not share one, nor a scene's.
      const primary = [adventure.actors, adventure.scenes, adventure.journal, adventure.macros]
        .flat()
        .map((d) => d._id);
      expect(new Set(primary).size, adventure.name).toBe(primary.length);
      for (const scene of adventure.scenes) expect(new Set(idsIn(scene)).size, scene.name).toBe(idsIn(scene).length);
    }
  });

  it("gives every token an actor of the same Adventure, and brings no actor that stands nowhere", () => {
    for (const adventure of adventures) {
      const actorIds = adventure.actors.map((a) => a._id);
      const onScenes = adventure.scenes.flatMap((s) => s.tokens.map((t) => t.actorId)).filter((id) => id !== null);
      expect(
        onScenes.filter((id) => !actorIds.includes(id)),
        adventure.name,
      ).toEqual([]);
      expect(
        actorIds.filter((id) => !onScenes.includes(id)),
        adventure.name,
      ).toEqual([]);
    }
  });

  it("brings only actors of its own ruleset's types, which system.json declares", () => {
    const declared = declaredTypes("Actor");
    for (const adventure of adventures) {
      const plugin = plugins.find((p) => p.id === adventure.flags.stride.ruleset)!;
      const own = plugin.actors.flatMap(({ model }) => model.metadata.types);
      const types = adventure.actors.map((a) => a.type);
      expect(
        types.filter((t) => !declared.includes(t)),
        adventure.name,
      ).toEqual([]);
      expect(
        types.filter((t) => !own.includes(t)),
        adventure.name,
      ).toEqual([]);
    }
  });

  it("uses Stride's registered behavior types, with the ruleset's own terrain conditions", () => {
    const declared = declaredTypes("RegionBehavior");
    for (const adventure of adventures) {
      const conditions = getRuleset(adventure.flags.stride.ruleset as "dh2").terrain.conditions as readonly string[];
      const behaviors = adventure.scenes.flatMap((s) => s.regions.flatMap((r) => r.behaviors));
      expect(behaviors.length, adventure.name).toBeGreaterThan(0);
      expect(behaviors.map((b) => b.type).filter((t) => !declared.includes(t))).toEqual([]);
      const used = behaviors.flatMap((b) => (b.type === "stride.terrain" ? [b.system.condition!] : []));
      expect(
        used.filter((c) => !conditions.includes(c)),
        adventure.name,
      ).toEqual([]);
    }
  });

  it("points each ductway at a region of the same scene", () => {
    for (const scene of adventures.flatMap((a) => a.scenes)) {
      for (const behavior of scene.regions.flatMap((r) => r.behaviors).filter((b) => b.type === "stride.ductway")) {
        const [, sceneId, , regionId] = behavior.system.exit!.split(".");
        expect(sceneId).toBe(scene._id);
        expect(scene.regions.map((r) => r._id)).toContain(regionId);
      }
    }
  });

  it("shows every hazard region to players (REGION_VISIBILITY.ALWAYS, 2)", () => {
    const regions = adventures.flatMap((a) => a.scenes.flatMap((s) => s.regions));
    expect(regions.length).toBeGreaterThan(30);
    expect(regions.filter((r) => r.visibility !== 2)).toEqual([]);
  });

  it("pins on every scene a note that opens a page of the Adventure's own journal", () => {
    for (const adventure of adventures) {
      const pages = adventure.journal.flatMap((j) => j.pages.map((p) => `${j._id}.${p._id}`));
      for (const scene of adventure.scenes) {
        expect(scene.notes.length, scene.name).toBe(1);
        const [note] = scene.notes;
        expect(pages).toContain(`${note!.entryId}.${note!.pageId}`);
        expect(note!.global).toBe(true);
      }
    }
  });

  it("walks through the rules in a text page per scene, citing the rulebook's sections", () => {
    for (const adventure of adventures) {
      const pages = adventure.journal.flatMap((j) => j.pages);
      expect(pages.length, adventure.name).toBe(adventure.scenes.length);
      for (const page of pages) {
        expect(page.type).toBe("text");
        expect(page.text.content).toContain("Start a combat");
        expect(page.text.content.match(/<em>[^<]+<\/em>/g)?.length ?? 0, page._id).toBeGreaterThanOrEqual(2);
        // Own words with sections cited, not our ruling numbers.
        expect(page.text.content).not.toMatch(/ruling \d/i);
      }
    }
  });

  it("adds walls that block sight only, so Stride's terrain rules the movement", () => {
    const walls = adventures.flatMap((a) => a.scenes.flatMap((s) => s.walls));
    expect(walls.length).toBeGreaterThanOrEqual(7);
    expect(walls.filter((w) => w.move !== 0 || w.c.length !== 4)).toEqual([]);
  });

  it("brings the Journey macro with the Dark Heresy Adventure", () => {
    const dh2 = adventures.find((a) => a.flags.stride.ruleset === "dh2")!;
    expect(dh2.macros.map((m) => m._id)).toEqual(["sTrIdEjOuRnEy001"]);
    expect(dh2.macros[0]!.command).toContain("Stride Proving Ground");
    expect(dh2.scenes.map((s) => s.name)).toContain("Stride Proving Ground");
  });

  it("compiles with the Foundry CLI into a pack that extracts back to the resolved sources", async () => {
    await compilePacks(join(ROOT, "packs"), join(temp, "db"));
    await extractPack(join(temp, "db", "adventures"), join(temp, "out"), { log: false });
    const back = (await readPackSources(join(temp, "out"))).map((d) => withoutKeys(d));
    const byId = (docs: { _id: string }[]) => [...docs].sort((a, b) => a._id.localeCompare(b._id));
    expect(byId(back as { _id: string }[])).toEqual(byId(withoutKeys(adventures)));
    expect(JSON.stringify(back)).not.toContain('"_key"');
  });

  it("rejects an Adventure that names a file that is not there, or one of another collection", async () => {
    const base = { _id: "aaaaaaaaaaaaaaaa", _key: "!adventures!aaaaaaaaaaaaaaaa", name: "Broken" };
    await expect(resolveAdventure(DIR, { ...base, scenes: ["scenes/nowhere.json"] })).rejects.toThrow(/not there/);
    await expect(resolveAdventure(DIR, { ...base, actors: ["scenes/stride-underhive.json"] })).rejects.toThrow(
      /_key is not !actors!/,
    );
  });
});
