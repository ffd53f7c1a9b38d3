import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  bandIndexForCost,
  convertDistance,
  isKnownUnit,
  normalizeBands,
  placeNear,
  pushAhead,
  pushAside,
  rectGap,
  sweptBaseTouchesRect,
  unitRatio,
} from "../../src/rules";
import { spread } from "../support/spread";

describe("units (ruling 6)", () => {
  it.each([
    [1, "m", "m", 1],
    [1, "m", "ft", 3.28084],
    [10, "ft", "m", 3.048],
    [1, "in", "m", 0.0254],
    [1, '"', "in", 1],
    [2, "km", "m", 2000],
    [1, "Feet", "ft", 1],
    [3, "ft.", "ft", 3],
  ])("%s %s is %s %s", (value, from, to, expected) => {
    expect(convertDistance(value, from, to)).toBeCloseTo(expected, 4);
  });

  it("knows the scene units of ruling 6 and rejects others", () => {
    for (const unit of ["m", "ft", "in", '"', "km", "metres"]) expect(isKnownUnit(unit)).toBe(true);
    for (const unit of ["sq", "hex", "", "leagues"]) expect(isKnownUnit(unit)).toBe(false);
    expect(() => unitRatio("leagues", "m")).toThrow(/Unknown distance unit "leagues"/);
  });
});

describe("bands", () => {
  const budgets = [4, 8, 12, 24];

  it.each([
    [0, 0],
    [4, 0],
    [4.0000001, 0],
    [4.1, 1],
    [8, 1],
    [12, 2],
    [20, 3],
    [24, 3],
    [24.5, 4],
  ])("cost %s reaches band %i", (cost, index) => {
    expect(bandIndexForCost(budgets, cost)).toBe(index);
  });

  it("makes bands ascending and non-negative (property)", () => {
    fc.assert(
      fc.property(fc.array(spread(-100, 100), { maxLength: 6 }), (distances) => {
        const out = normalizeBands(distances.map((distance, i) => ({ action: `a${i}`, distance })));
        out.forEach((band, i) => {
          expect(band.distance).toBeGreaterThanOrEqual(0);
          if (i > 0) expect(band.distance).toBeGreaterThanOrEqual(out[i - 1]!.distance);
        });
      }),
    );
  });
});

describe("pushAside (necromunda-movement.md § Running Over Fighters)", () => {
  // A vehicle with a 1" base radius drives from (1, 1) to (9, 1), inches.
  const path = [
    { x: 1, y: 1 },
    { x: 9, y: 1 },
  ];

  it('moves a base straight away from the path to 1" clear of the vehicle', () => {
    expect(pushAside(path, 1, { x: 3.5, y: 2, radius: 0.5 }, 1)).toEqual({ x: 3.5, y: 3.5 });
    expect(pushAside(path, 1, { x: 5, y: 0.5, radius: 0.5 }, 1)).toEqual({ x: 5, y: -1.5 });
  });

  it("moves a base centred on the path to the right of travel", () => {
    expect(pushAside(path, 1, { x: 5, y: 1, radius: 0.5 }, 1)).toEqual({ x: 5, y: 3.5 });
  });

  it("moves a base just past the end of the path straight ahead", () => {
    expect(pushAside(path, 1, { x: 10.5, y: 1, radius: 0.5 }, 1)).toEqual({ x: 11.5, y: 1 });
  });

  it('always leaves the base exactly 1" clear of the path, having moved it no further than that needs', () => {
    fc.assert(
      fc.property(spread(0, 10), spread(-1.4, 3.4), (x, y) => {
        const base = { x, y, radius: 0.5 };
        const to = pushAside(path, 1, base, 1);
        if (!to) return;
        const nearestX = Math.min(9, Math.max(1, to.x));
        const gap = Math.hypot(to.x - nearestX, to.y - 1) - 1.5;
        expect(gap).toBeCloseTo(1, 6);
        expect(Math.hypot(to.x - x, to.y - y)).toBeLessThanOrEqual(2.5 + 1e-9);
      }),
    );
  });

  it('leaves a base that is already clear, exactly 1" off included', () => {
    expect(pushAside(path, 1, { x: 5, y: 3.5, radius: 0.5 }, 1)).toBeNull();
    expect(pushAside([{ x: 0, y: 0 }], 1, { x: 0, y: 4, radius: 0.5 }, 1)).toBeNull();
  });
});

describe("pushAhead (necromunda-movement.md § Move and Push During Collisions)", () => {
  it("puts a vehicle hit head-on in base contact ahead of where the pusher stops", () => {
    expect(pushAhead({ x: 9, y: 1 }, { x: 8, y: 0 }, 1, { x: 7, y: 1, radius: 1 })).toEqual({ x: 11, y: 1 });
    // Diagonal travel: straight ahead along it, 1.5" + 1" from the pusher's centre.
    const to = pushAhead({ x: 0, y: 0 }, { x: 3, y: 4 }, 1.5, { x: 0.6, y: 0.8, radius: 1 })!;
    expect(to.x).toBeCloseTo(1.5, 9);
    expect(to.y).toBeCloseTo(2, 9);
  });

  it("leaves a model already far enough ahead, and does nothing for a pusher that did not move", () => {
    expect(pushAhead({ x: 9, y: 1 }, { x: 1, y: 0 }, 1, { x: 11, y: 1, radius: 1 })).toBeNull();
    expect(pushAhead({ x: 9, y: 1 }, { x: 0, y: 0 }, 1, { x: 9, y: 1, radius: 1 })).toBeNull();
  });
});

describe("placeNear (necromunda-movement.md § Ductways)", () => {
  // A ductway end 1" square at (15, 0)–(16, 1); a ½"-radius base may come out within 1" of it.
  const end = { x: 15, y: 0, width: 1, height: 1 };
  const rules = { radius: 0.5, reach: 1, bases: [], enemies: [], zone: 1 };

  it("measures the gap from a base's edge to a rectangle", () => {
    expect(rectGap({ x: 17.5, y: 0.5, radius: 0.5 }, end)).toBe(1);
    expect(rectGap({ x: 15.5, y: 0.5, radius: 0.5 }, end)).toBe(-0.5);
    expect(rectGap({ x: 19, y: 5, radius: 0.5 }, end)).toBe(5 - 0.5);
  });

  it("puts the base on the end's middle when it is free", () => {
    expect(placeNear(end, rules)).toEqual({ x: 15.5, y: 0.5 });
  });

  it('keeps clear of bases and 1" clear of enemies, as near the middle as it can', () => {
    const enemy = { x: 15.5, y: 0.5, radius: 0.5 };
    // Exactly 1" from the enemy's edge, on the first row sampled: straight above.
    expect(placeNear(end, { ...rules, bases: [enemy], enemies: [enemy] })).toEqual({ x: 15.5, y: -1.5 });
    // On the table (y ≥ 0) the nearest are left and right of it; left is sampled first.
    const table = { x: 0, y: 0, width: 30, height: 20 };
    expect(placeNear(end, { ...rules, bases: [enemy], enemies: [enemy], within: table })).toEqual({ x: 13.5, y: 0.5 });
    // A friend only needs no overlap: 1" off its centre.
    expect(placeNear(end, { ...rules, bases: [enemy], within: table })).toEqual({ x: 14.5, y: 0.5 });
  });

  it("finds no room when every spot within reach is taken", () => {
    const crowd = [];
    for (let x = 13; x <= 18; x += 0.5) for (let y = -2; y <= 3; y += 0.5) crowd.push({ x, y, radius: 0.5 });
    expect(placeNear(end, { ...rules, bases: crowd })).toBeNull();
  });
});

describe("sweptBaseTouchesRect (§ Colliding with Terrain)", () => {
  // A 2" × 1" obstacle at (5, 0)–(7, 1); a vehicle base of radius 1.
  const obstacle = { x: 5, y: 0, width: 2, height: 1 };

  it("catches a path straight through it, and one that only grazes an edge or a corner", () => {
    expect(sweptBaseTouchesRect({ x: 0, y: 0.5 }, { x: 10, y: 0.5 }, 1, obstacle)).toBe(true);
    expect(sweptBaseTouchesRect({ x: 0, y: 2 }, { x: 10, y: 2 }, 1, obstacle)).toBe(true); // edge at 1" below
    // Passing the corner (7, 1) diagonally at exactly the radius.
    const d = 1 / Math.SQRT2;
    expect(sweptBaseTouchesRect({ x: 7 + d - 5, y: 1 + d + 5 }, { x: 7 + d + 5, y: 1 + d - 5 }, 1, obstacle)).toBe(
      true,
    );
  });

  it("misses a path that stays clear, including just past a corner", () => {
    expect(sweptBaseTouchesRect({ x: 0, y: 2.1 }, { x: 10, y: 2.1 }, 1, obstacle)).toBe(false);
    // Along x + y = 9.6, 1.13" from the corner (7, 1): a rectangle grown as a square would be
    // hit at (8, 1.6); grown with rounded corners it is not.
    expect(sweptBaseTouchesRect({ x: 2.8, y: 6.8 }, { x: 12.8, y: -3.2 }, 1, obstacle)).toBe(false);
    expect(sweptBaseTouchesRect({ x: 0, y: 0.5 }, { x: 3.9, y: 0.5 }, 1, obstacle)).toBe(false);
  });
});
