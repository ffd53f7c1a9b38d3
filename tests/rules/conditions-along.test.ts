/**
 * The ground a leg crosses, read exactly (scene/query.ts `conditionsAlong`): the GM's client reads a
 * player's move's terrain from the scene's regions with it, so a strip of dangerous ground or water
 * narrower than any sampling step must still be found (necromunda-movement.md § Dangerous Terrain;
 * dh2-movement.md § Swimming), and ground the leg only touches at its ends must not.
 */
import { describe, expect, it } from "vitest";
import { conditionsAlong, type RegionSnapshot, type SceneSnapshot } from "../../src/rules";

function region(id: string, condition: string, extra: Partial<RegionSnapshot> = {}): RegionSnapshot {
  return {
    id,
    name: id,
    area: { x: 0, y: 0, width: 10, height: 10 },
    bottom: null,
    top: null,
    terrain: [{ condition, height: 0, railing: false }],
    ductwayExit: null,
    lift: null,
    ...extra,
  };
}

const scene = (...regions: RegionSnapshot[]): SceneSnapshot => ({
  unit: "in",
  gridStep: 1,
  bounds: null,
  models: [],
  regions,
});

/** A strip 0.2" wide, x 1.6"–1.8", from y 0 to 10". */
const strip = region("strip", "dangerous", { area: { x: 1.6, y: 0, width: 0.2, height: 10 } });

describe("conditionsAlong: the regions a leg passes through, found exactly", () => {
  it('a 0.2" strip of dangerous ground crossed on a diagonal leg from (0.3, 0.7) to (3.9, 2.9) is found', () => {
    expect(conditionsAlong(scene(strip), { x: 0.3, y: 0.7, elevation: 0 }, { x: 3.9, y: 2.9, elevation: 0 })).toEqual([
      "dangerous",
    ]);
    // Travelling the other way (−x) finds it too.
    expect(conditionsAlong(scene(strip), { x: 3.9, y: 2.9, elevation: 0 }, { x: 0.3, y: 0.7, elevation: 0 })).toEqual([
      "dangerous",
    ]);
  });

  it("a leg that stops short of the strip, or ends exactly on its near side, crosses nothing", () => {
    expect(conditionsAlong(scene(strip), { x: 0.3, y: 2, elevation: 0 }, { x: 1.55, y: 2, elevation: 0 })).toEqual([]);
    expect(conditionsAlong(scene(strip), { x: 0.3, y: 2, elevation: 0 }, { x: 1.6, y: 2, elevation: 0 })).toEqual([]);
    // Running along the strip's far side (x = 1.8") is not inside it.
    expect(conditionsAlong(scene(strip), { x: 1.8, y: 1, elevation: 0 }, { x: 1.8, y: 9, elevation: 0 })).toEqual([]);
  });

  it("two strips are found each once, in the order the leg reaches them", () => {
    const water = region("water", "water", { area: { x: 3, y: 0, width: 0.1, height: 10 } });
    expect(conditionsAlong(scene(water, strip), { x: 0, y: 5, elevation: 0 }, { x: 5, y: 5.5, elevation: 0 })).toEqual([
      "dangerous",
      "water",
    ]);
    expect(conditionsAlong(scene(strip, water), { x: 0, y: 5, elevation: 0 }, { x: 2.5, y: 5, elevation: 0 })).toEqual([
      "dangerous",
    ]);
  });

  it("a layer 2.1–2.3 up is found by a leg climbing through it, and not by one below it", () => {
    const layer = region("smoke", "difficult", { bottom: 2.1, top: 2.3 });
    const s = scene(layer);
    expect(conditionsAlong(s, { x: 1, y: 1, elevation: 0 }, { x: 3, y: 3, elevation: 4 })).toEqual(["difficult"]);
    expect(conditionsAlong(s, { x: 3, y: 3, elevation: 4 }, { x: 1, y: 1, elevation: 0 })).toEqual(["difficult"]);
    expect(conditionsAlong(s, { x: 1, y: 1, elevation: 0 }, { x: 3, y: 3, elevation: 2 })).toEqual([]);
    expect(conditionsAlong(s, { x: 1, y: 1, elevation: 2.2 }, { x: 3, y: 3, elevation: 2.2 })).toEqual(["difficult"]);
  });

  it("a leg without length reads where it is; ground only at its start is not crossed", () => {
    const s = scene(strip);
    expect(conditionsAlong(s, { x: 1.7, y: 2, elevation: 0 }, { x: 1.7, y: 2, elevation: 0 })).toEqual(["dangerous"]);
    expect(conditionsAlong(s, { x: 1.6, y: 2, elevation: 0 }, { x: 0.5, y: 2, elevation: 0 })).toEqual([]);
  });

  it("a region without terrain, or without an area, adds nothing", () => {
    const bare: RegionSnapshot = { ...strip, id: "bare", terrain: [] };
    const nowhere = region("nowhere", "dangerous", { area: null });
    expect(conditionsAlong(scene(bare, nowhere), { x: 0, y: 2, elevation: 0 }, { x: 5, y: 2, elevation: 0 })).toEqual(
      [],
    );
  });
});
