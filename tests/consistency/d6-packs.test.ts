/** The OpenD6 example packs (issue #11): characters for the street chase and its scene. */
import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readPackSources, readSource } from "../../scripts/packs.mjs";
import { getRuleset } from "../../src/rules";

const ROOT = process.cwd();

interface SceneSource {
  grid: { units: string; distance: number; size: number };
  regions: {
    name: string;
    shapes: { x: number; width: number }[];
    behaviors: { type: string; system: { condition: string; width: number } }[];
  }[];
  tokens: { actorId: string }[];
}

describe("OpenD6 example packs", () => {
  it("hold a courier, the thief she chases and a winged courier with a flying Move", async () => {
    const actors = (await readPackSources(join(ROOT, "packs", "example-actors"))) as unknown as {
      type: string;
      name: string;
      system: { move: number; flyingMove: number; skills: Record<string, string> };
    }[];
    const d6 = actors.filter((a) => a.type === "d6character");
    // The carriage horse pulls the road carriage of the vehicles' examples (issue #12).
    expect(d6.map((a) => a.name.split(" ")[0]).sort()).toEqual(["Carriage", "Jory", "Mara", "Wren"]);
    const wren = d6.find((a) => a.name.startsWith("Wren"))!;
    expect(wren.system.flyingMove).toBe(15);
    expect(wren.system.skills["flying"]).toBe("4D+2");
  });

  it("hold a street chase in metres: rough and moderate ground, a river to swim, a gap to jump and a rough wall to climb", async () => {
    const [scene] = [
      await readSource(join(ROOT, "packs", "adventures", "scenes", "stride-street-chase.json")),
    ] as unknown as SceneSource[];
    expect(scene!.grid).toMatchObject({ units: "m", distance: 1, size: 100 });
    const byRegion = scene!.regions.map((r) => r.behaviors.map((b) => b.system.condition));
    expect(byRegion).toEqual([["rough"], ["moderate"], ["water", "moderate"], ["climb", "rough"], ["gap"]]);
    // Every condition is one the d6 ruleset knows.
    const known = getRuleset("d6").terrain.conditions as readonly string[];
    expect(byRegion.flat().every((c) => known.includes(c))).toBe(true);
    // The drain is 3 m across: 300 px at 100 px a metre, as its width says.
    const gap = scene!.regions.find((r) => r.behaviors[0]?.system.condition === "gap")!;
    expect(gap.shapes[0]!.width / 100).toBe(gap.behaviors[0]!.system.width);
    const actors = await readPackSources(join(ROOT, "packs", "example-actors"));
    const typeOf = (id: string) => actors.find((a) => a._id === id)?.type;
    expect(scene!.tokens.map((t) => typeOf(t.actorId))).toEqual(["d6character", "d6character", "d6character"]);
  });

  it("ships in the OpenD6 Adventure of the Adventure pack", async () => {
    const manifest = JSON.parse(await readFile(join(ROOT, "system.json"), "utf8")) as {
      packs: { name: string; path: string; type: string }[];
    };
    expect(manifest.packs).toContainEqual(
      expect.objectContaining({ name: "adventures", path: "packs/adventures", type: "Adventure" }),
    );
    const adventure = JSON.parse(await readFile(join(ROOT, "packs", "adventures", "d6.json"), "utf8")) as {
      scenes: string[];
    };
    expect(adventure.scenes).toContain("scenes/stride-street-chase.json");
  });
});
