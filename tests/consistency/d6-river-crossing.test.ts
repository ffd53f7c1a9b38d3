/**
 * The River Crossing scene pack (issue #12: a road, a river and a bridge): terrain regions the d6
 * ruleset reads, the bridge between the two stretches of river, the road carriage with its horse
 * and the river boat of the example vehicles, and a day's wind already rolled.
 */
import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readPackSources, readSource } from "../../scripts/packs.mjs";
import { getRuleset } from "../../src/rules";

const ROOT = process.cwd();

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface SceneSource {
  grid: { units: string; distance: number; size: number };
  regions: { name: string; shapes: Rect[]; behaviors: { type: string; system: { condition: string } }[] }[];
  tokens: { actorId: string; name: string; x: number; y: number; width: number; height: number }[];
  flags: { stride?: { weather?: { dice: number[][] } } };
}

const scene = async () =>
  (await readSource(
    join(ROOT, "packs", "adventures", "scenes", "stride-river-crossing.json"),
  )) as unknown as SceneSource;
const inside = (r: Rect, x: number, y: number) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;

describe("the River Crossing scene", () => {
  it("has a road, a bridge over the river and off-road ground, in conditions the d6 ruleset knows", async () => {
    const s = await scene();
    expect(s.grid).toMatchObject({ units: "m", distance: 1, size: 100 });
    const conditions = s.regions.map((r) => r.behaviors.map((b) => b.system.condition));
    expect(conditions).toEqual([["easy"], ["easy"], ["easy"], ["moderate"], ["rough"], ["water"], ["water"]]);
    const known = getRuleset("d6").terrain.conditions as readonly string[];
    expect(conditions.flat().every((c) => known.includes(c))).toBe(true);
    expect(s.regions.every((r) => r.behaviors.every((b) => b.type === "stride.terrain"))).toBe(true);
  });

  it("carries the road over the river on the bridge: no water under the bridge, water above and below it", async () => {
    const s = await scene();
    const at = (x: number, y: number) =>
      s.regions.filter((r) => inside(r.shapes[0]!, x, y)).flatMap((r) => r.behaviors.map((b) => b.system.condition));
    expect(at(3200, 1500)).toEqual(["easy"]); // the bridge
    expect(at(3200, 600)).toEqual(["water"]);
    expect(at(3200, 2400)).toEqual(["water"]);
    expect(at(1000, 1500)).toEqual(["easy"]); // the road
    expect(at(1000, 600)).toEqual(["moderate"]);
  });

  it("places the example carriage on the road, its horse, a passenger and the river boat on the water", async () => {
    const s = await scene();
    const actors = await readPackSources(join(ROOT, "packs", "example-actors"));
    const typeOf = (id: string) => actors.find((a) => a._id === id)?.type;
    expect(s.tokens.map((t) => [t.name, typeOf(t.actorId)])).toEqual([
      ["Carriage", "d6vehicle"],
      ["Horse", "d6character"],
      ["River boat", "d6vehicle"],
      ["Mara", "d6character"],
    ]);
    const boat = s.tokens.find((t) => t.name === "River boat")!;
    const river = s.regions.find((r) => r.name.startsWith("River downstream"))!.shapes[0]!;
    expect(
      inside(river, boat.x, boat.y) && inside(river, boat.x + boat.width * 100 - 1, boat.y + boat.height * 100 - 1),
    ).toBe(true);
  });

  it("has a day's wind the ruleset reads (moderate, quartering: −5) and is listed in system.json", async () => {
    const s = await scene();
    const weather = s.flags.stride!.weather!;
    const lines = getRuleset("d6").weather.describe(weather).lines;
    expect(lines.find((l) => l.label.key === "STRIDE.D6Sailing.Card.total")!.value).toBe("−5");
    const manifest = JSON.parse(await readFile(join(ROOT, "system.json"), "utf8")) as {
      packs: { name: string; path: string; type: string }[];
    };
    expect(manifest.packs).toContainEqual(
      expect.objectContaining({ name: "adventures", path: "packs/adventures", type: "Adventure" }),
    );
    const adventure = JSON.parse(await readFile(join(ROOT, "packs", "adventures", "d6.json"), "utf8")) as {
      scenes: string[];
    };
    expect(adventure.scenes).toContain("scenes/stride-river-crossing.json");
  });
});
