/**
 * Placing a base near an area (necromunda-movement.md § Ductways: a fighter leaving a ductway is set
 * within 1" of the other end, not overlapping anything and outside 1" of enemies, on the table) and
 * a vehicle's swept base against a rectangle (§ Colliding with Terrain), off the axes and at each
 * side of the table and of the sampled lattice.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_PLACEMENT_CANDIDATES, placeNear, rectGap, sweptBaseTouchesRect } from "../../src/rules";
import type { Rect } from "../../src/rules/geometry/placement";
import { spread } from "../support/spread";

/** A ½"-radius base placed within 1" of a ½" square at the origin, sampled every ¼", on a table. */
function corner(within: Rect) {
  const area = { x: 0, y: 0, width: 0.5, height: 0.5 };
  return placeNear(area, { radius: 0.5, reach: 1, bases: [], enemies: [], zone: 1, within });
}

/**
 * A 3" square area, a ½"-radius base with reach 0 and a 2" step: the lattice is x, y ∈ {−0.5, 1.5, 3.5}
 * and its four corners are out of reach, leaving the centre (1.5, 1.5) and, 2" from it in reading
 * order, (1.5, −0.5), (−0.5, 1.5), (3.5, 1.5) and (1.5, 3.5).
 */
function lattice(extra: {
  bases?: { x: number; y: number; radius: number }[];
  enemies?: { x: number; y: number; radius: number }[];
  zone?: number;
  accepts?: (b: { x: number; y: number }) => boolean;
}) {
  const area = { x: 0, y: 0, width: 3, height: 3 };
  return placeNear(area, {
    radius: 0.5,
    reach: 0,
    step: 2,
    bases: extra.bases ?? [],
    enemies: extra.enemies ?? [],
    zone: extra.zone ?? 1,
    ...(extra.accepts ? { accepts: extra.accepts } : {}),
  });
}

describe("placeNear on the table (§ Ductways: the whole base on the table)", () => {
  it("moves the base off each edge of the table by just enough, and accepts a base touching the edge", () => {
    // Unbounded, the ½"-radius base sits on the area's centre (0.25, 0.25).
    expect(corner({ x: -10, y: -10, width: 100, height: 100 })).toEqual({ x: 0.25, y: 0.25 });
    // Table's left edge at x = 0: the base's edge touches it at x = 0.5.
    expect(corner({ x: 0, y: -10, width: 100, height: 100 })).toEqual({ x: 0.5, y: 0.25 });
    // Top edge at y = 0.
    expect(corner({ x: -10, y: 0, width: 100, height: 100 })).toEqual({ x: 0.25, y: 0.5 });
    // Right edge at x = 0.5: the base's centre at x = 0 at most.
    expect(corner({ x: -10, y: -10, width: 10.5, height: 100 })).toEqual({ x: 0, y: 0.25 });
    // Bottom edge at y = 0.5.
    expect(corner({ x: -10, y: -10, width: 100, height: 10.5 })).toEqual({ x: 0.25, y: 0 });
  });
});

describe("placeNear's lattice and the bases it reads", () => {
  it("takes the nearest free spot, in reading order on a tie", () => {
    expect(lattice({})).toEqual({ x: 1.5, y: 1.5 });
    expect(lattice({ bases: [{ x: 1.5, y: 1.5, radius: 0.5 }] })).toEqual({ x: 1.5, y: -0.5 });
  });

  it("reads the bases beyond the lattice on every side that overlap a spot", () => {
    // Each centre 0.7" beyond the outermost spot on its side, overlapping it by 0.3".
    const bases = [{ x: 1.5, y: 1.5, radius: 0.5 }];
    const beyond = [
      [
        { x: 1.5, y: -1.2, radius: 0.5 },
        { x: -0.5, y: 1.5 },
      ],
      [
        { x: -1.2, y: 1.5, radius: 0.5 },
        { x: 3.5, y: 1.5 },
      ],
      [
        { x: 4.2, y: 1.5, radius: 0.5 },
        { x: 1.5, y: 3.5 },
      ],
      [{ x: 1.5, y: 4.2, radius: 0.5 }, null],
    ] as const;
    for (const [base, next] of beyond) {
      bases.push(base);
      expect(lattice({ bases })).toEqual(next);
    }
  });

  it("reads an enemy whose zone reaches a spot from beyond the lattice", () => {
    const middle = { x: 1.5, y: 1.5, radius: 0.5 };
    // 1.5" from (1.5, −0.5), centre to centre: that spot's edge is ½" into its 1" zone.
    const enemy = { x: 1.5, y: -2, radius: 0.5 };
    expect(lattice({ bases: [middle], enemies: [enemy] })).toEqual({ x: -0.5, y: 1.5 });
    // A ½" zone leaves a ½" gap, which is outside it.
    expect(lattice({ bases: [middle], enemies: [enemy], zone: 0.5 })).toEqual({ x: 1.5, y: -0.5 });
  });

  it("never places a base out of reach, even when that is the only fit spot", () => {
    // The lattice corner (−0.5, −0.5) is 0.21" from the area: the only spot `accepts` allows.
    expect(lattice({ accepts: (b) => b.x < 0 && b.y < 0 })).toBeNull();
    expect(lattice({ accepts: (b) => b.x < 0 })).toEqual({ x: -0.5, y: 1.5 });
  });

  it("samples up to the limit of candidates and refuses a finer lattice, saying how many it would take", () => {
    // 400 columns × 250 rows = 100,000: the limit itself is allowed. The centre (199.5, 124.5)
    // is between four lattice points; the first in reading order wins.
    const area = { x: 0, y: 0, width: 399, height: 249 };
    const open = { radius: 0, reach: 0, bases: [], enemies: [], zone: 0, step: 1 };
    expect(400 * 250).toBe(MAX_PLACEMENT_CANDIDATES);
    expect(placeNear(area, open)).toEqual({ x: 199, y: 124 });
    // A 100" square at ¼" with a 1.5" margin: 103 / 0.25 + 1 = 413 a side.
    const big = { x: 0, y: 0, width: 100, height: 100 };
    const rules = { radius: 0.5, reach: 1, bases: [], enemies: [], zone: 1 };
    expect(() => placeNear(big, rules)).toThrow(
      new RangeError(
        `placeNear would sample 413 × 413 positions (at most ${MAX_PLACEMENT_CANDIDATES}): use a larger step`,
      ),
    );
    // 60" high: 63 / 0.25 + 1 = 253 rows.
    expect(() => placeNear({ ...big, height: 60 }, rules)).toThrow("413 × 253 positions");
  });
});

describe("placeNear and rectGap refuse bad input, naming it", () => {
  const area = { x: 0, y: 0, width: 1, height: 1 };
  const rules = () => ({ radius: 0.5, reach: 1, bases: [], enemies: [], zone: 1 });

  it("names the argument at fault", () => {
    expect(() => rectGap({ x: Number.NaN, y: 0, radius: 1 }, area)).toThrow(/^base\.x /);
    expect(() => rectGap({ x: 0, y: 0, radius: 1 }, { ...area, width: -1 })).toThrow(/^rect\.width /);
    expect(() => placeNear({ ...area, y: Infinity }, rules())).toThrow(/^area\.y /);
    for (const bad of [null, 5, "rules"]) {
      expect(() => placeNear(area, bad as never)).toThrow(new TypeError("Placement rules must be an object"));
    }
    expect(() => placeNear(area, { ...rules(), step: Number.NaN })).toThrow(/^step must be a finite number/);
    expect(() => placeNear(area, { ...rules(), step: 0 })).toThrow(new RangeError("step must be above 0, got 0"));
    expect(() => placeNear(area, { ...rules(), radius: -1 })).toThrow(/^radius must not be negative/);
    expect(() => placeNear(area, { ...rules(), reach: -1 })).toThrow(/^reach must not be negative/);
    expect(() => placeNear(area, { ...rules(), zone: -1 })).toThrow(/^zone must not be negative/);
    expect(() => placeNear(area, { ...rules(), within: { ...area, x: Number.NaN } })).toThrow(/^within\.x /);
    expect(() => placeNear(area, { ...rules(), gap: 5 as never })).toThrow(/^gap must be a function/);
    expect(() => placeNear(area, { ...rules(), accepts: {} as never })).toThrow(/^accepts must be a function/);
  });
});

/** The distance from a point to a rectangle (0 inside it). */
function pointRectDistance(p: { x: number; y: number }, r: Rect): number {
  return Math.hypot(Math.max(r.x - p.x, 0, p.x - (r.x + r.width)), Math.max(r.y - p.y, 0, p.y - (r.y + r.height)));
}

/** The least distance from a segment to a rectangle, sampled at 1,001 points along it (error ≤ length / 2,000). */
function sampledDistance(a: { x: number; y: number }, b: { x: number; y: number }, r: Rect): number {
  let least = Infinity;
  for (let i = 0; i <= 1000; i++) {
    const t = i / 1000;
    least = Math.min(least, pointRectDistance({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, r));
  }
  return least;
}

describe("sweptBaseTouchesRect off the axes (§ Colliding with Terrain)", () => {
  it("catches a path across the middle of a long side, far from every corner", () => {
    // A 1" × 10" wall at (0, 0); a ½"-radius base.
    const wall = { x: 0, y: 0, width: 1, height: 10 };
    expect(sweptBaseTouchesRect({ x: -3, y: 4 }, { x: 3, y: 6 }, 0.5, wall)).toBe(true);
    // Alongside it 0.4" off its left side, in both directions, and 0.4" beyond its ends.
    expect(sweptBaseTouchesRect({ x: -0.4, y: 4 }, { x: -0.4, y: 6 }, 0.5, wall)).toBe(true);
    expect(sweptBaseTouchesRect({ x: -0.4, y: 6 }, { x: -0.4, y: 4 }, 0.5, wall)).toBe(true);
    expect(sweptBaseTouchesRect({ x: 1.4, y: 6 }, { x: 1.4, y: 4 }, 0.5, wall)).toBe(true);
    expect(sweptBaseTouchesRect({ x: 0.2, y: -0.4 }, { x: 0.8, y: -0.4 }, 0.5, wall)).toBe(true);
    expect(sweptBaseTouchesRect({ x: 0.8, y: 10.4 }, { x: 0.2, y: 10.4 }, 0.5, wall)).toBe(true);
    // Wholly inside it, and standing still inside it.
    expect(sweptBaseTouchesRect({ x: 0.5, y: 2 }, { x: 0.5, y: 8 }, 0.5, wall)).toBe(true);
    expect(sweptBaseTouchesRect({ x: 0.5, y: 2 }, { x: 0.5, y: 2 }, 0, wall)).toBe(true);
    // 0.6" off each side: clear.
    expect(sweptBaseTouchesRect({ x: -0.6, y: 4 }, { x: -0.6, y: 6 }, 0.5, wall)).toBe(false);
    expect(sweptBaseTouchesRect({ x: 1.6, y: 4 }, { x: 1.6, y: 6 }, 0.5, wall)).toBe(false);
    expect(sweptBaseTouchesRect({ x: 0.2, y: -0.6 }, { x: 0.8, y: -0.6 }, 0.5, wall)).toBe(false);
    expect(sweptBaseTouchesRect({ x: 0.2, y: 10.6 }, { x: 0.8, y: 10.6 }, 0.5, wall)).toBe(false);
    // Stopping 0.6" short of it, from either side.
    expect(sweptBaseTouchesRect({ x: -5, y: 5 }, { x: -0.6, y: 5 }, 0.5, wall)).toBe(false);
    expect(sweptBaseTouchesRect({ x: 5, y: 5 }, { x: 1.6, y: 5 }, 0.5, wall)).toBe(false);
  });

  it("counts grazing a side at exactly the radius and stopping exactly at it as touching", () => {
    const wall = { x: 0, y: 0, width: 1, height: 10 };
    expect(sweptBaseTouchesRect({ x: -0.5, y: 4 }, { x: -0.5, y: 6 }, 0.5, wall)).toBe(true);
    expect(sweptBaseTouchesRect({ x: -5, y: 5 }, { x: -0.5, y: 5 }, 0.5, wall)).toBe(true);
    // A 10" × 1" wall: past the middle of its long bottom side, 0.4" off it.
    const long = { x: 0, y: 0, width: 10, height: 1 };
    expect(sweptBaseTouchesRect({ x: 4, y: 1.4 }, { x: 6, y: 1.4 }, 0.5, long)).toBe(true);
    expect(sweptBaseTouchesRect({ x: 4, y: 1.6 }, { x: 6, y: 1.6 }, 0.5, long)).toBe(false);
  });

  it("names the argument at fault", () => {
    const wall = { x: 0, y: 0, width: 1, height: 10 };
    const a = { x: 0, y: 0 };
    expect(() => sweptBaseTouchesRect({ x: Number.NaN, y: 0 }, a, 1, wall)).toThrow(/^a\.x /);
    expect(() => sweptBaseTouchesRect(a, { x: 0, y: Infinity }, 1, wall)).toThrow(/^b\.y /);
    expect(() => sweptBaseTouchesRect(a, a, -1, wall)).toThrow(/^radius must not be negative/);
    expect(() => sweptBaseTouchesRect(a, a, 1, { ...wall, height: -1 })).toThrow(/^rect\.height /);
  });

  it("measures every corner with its rounding", () => {
    const box = { x: 2, y: 3, width: 4, height: 2 };
    const d = 0.6 / Math.SQRT2;
    // Diagonal runs past each corner, 0.6" from it at the nearest: touched by radius 0.7, not 0.5.
    const corners = [
      [2 - d, 3 - d, -1, 1],
      [6 + d, 3 - d, 1, 1],
      [2 - d, 5 + d, 1, 1],
      [6 + d, 5 + d, -1, 1],
    ] as const;
    for (const [x, y, sx, sy] of corners) {
      const a = { x: x - 2 * sx, y: y - 2 * sy };
      const b = { x: x + 2 * sx, y: y + 2 * sy };
      expect(sweptBaseTouchesRect(a, b, 0.7, box)).toBe(true);
      expect(sweptBaseTouchesRect(a, b, 0.5, box)).toBe(false);
    }
  });

  it("agrees with the path's sampled distance to the rectangle (property)", () => {
    const point = fc.record({ x: spread(-12, 12, 0.25), y: spread(-12, 12, 0.25) });
    fc.assert(
      fc.property(
        point,
        point,
        spread(0, 3, 0.25),
        fc.record({
          x: spread(-6, 6, 0.25),
          y: spread(-6, 6, 0.25),
          width: spread(0, 6, 0.25),
          height: spread(0, 6, 0.25),
        }),
        (a, b, radius, rect) => {
          const distance = sampledDistance(a, b, rect);
          fc.pre(Math.abs(distance - radius) > 0.03);
          expect(sweptBaseTouchesRect(a, b, radius, rect)).toBe(distance < radius);
        },
      ),
      { numRuns: 300 },
    );
  });
});
