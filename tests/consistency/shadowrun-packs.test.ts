import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readPackSources, readSource } from "../../scripts/packs.mjs";
import { getRuleset } from "../../src/rules";

const ROOT = process.cwd();

describe("Shadowrun example packs", () => {
  it("hold a runner team of every metatype but human", async () => {
    const actors = (await readPackSources(join(ROOT, "packs", "example-actors"))) as unknown as {
      type: string;
      system: { metatype: string };
    }[];
    const runners = actors.filter((a) => a.type === "runner");
    expect(runners.map((a) => a.system.metatype).sort()).toEqual(["dwarf", "elf", "ork", "troll"]);
  });

  it("hold a rooftop scene in metres: two roofs 12 m up, a gap, a climbable wall and a canal, with the team on the roof", async () => {
    const [scene] = [
      await readSource(join(ROOT, "packs", "adventures", "scenes", "stride-rooftops.json")),
    ] as unknown as {
      grid: { units: string };
      regions: {
        name: string;
        elevation: { bottom: number | null };
        behaviors: { type: string; system: { condition: string; height: number; width?: number; surface?: string } }[];
      }[];
      tokens: { actorId: string; elevation: number }[];
    }[];
    expect(scene!.grid.units).toBe("m");
    const terrain = scene!.regions.flatMap((r) => r.behaviors.map((b) => b.system));
    // The scene has a region of each condition that moves a runner (the landing surfaces only soften falls).
    const moving = getRuleset("shadowrun").terrain.conditions.filter((c) => c !== "softGround" && c !== "cushioned");
    expect(moving).toEqual(["water", "climb", "gap"]);
    expect(terrain.map((t) => t.condition)).toEqual([...moving].reverse());
    expect(terrain.find((t) => t.condition === "gap")?.height).toBe(12);
    // 3 m across: the running jump at its edge must reach 3 m (terrain.edgeTestDistance, § Jumping).
    const gap = terrain.find((t) => t.condition === "gap")!;
    expect(getRuleset("shadowrun").terrain.edgeTestDistance(gap)).toBe(3);
    expect(scene!.regions.filter((r) => r.elevation.bottom === 12)).toHaveLength(2);
    expect(scene!.regions.some((r) => r.name.startsWith("Service wall"))).toBe(true);
    // The wall is a 12 m simple climb (§ Climbing): from the roof the runners climb down the table's broken surface.
    const wall = terrain.find((t) => t.condition === "climb")!;
    expect(wall).toMatchObject({ height: 12, surface: "simple" });
    const approach = { across: 1, runUp: 0, heading: 0, elevation: 12 };
    expect(getRuleset("shadowrun").terrain.edgeTestOptions?.({ ...wall, condition: "climb" }, approach)).toEqual({
      direction: "down",
      surface: "broken",
      height: "12",
    });
    const actors = await readPackSources(join(ROOT, "packs", "example-actors"));
    const typeOf = (id: string) => actors.find((a) => a._id === id)?.type;
    expect(scene!.tokens.map((t) => [typeOf(t.actorId), t.elevation])).toEqual(Array(4).fill(["runner", 12]));
  });
});
