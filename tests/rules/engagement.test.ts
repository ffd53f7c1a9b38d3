import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  baseGap,
  EngagementIndex,
  firstZoneEntry,
  inBaseContact,
  insideZone,
  NaiveBaseFinder,
  zoneEntryFraction,
  type Base,
} from "../../src/rules";
import { spread } from "../support/spread";

// Base sizes in inches: 25 mm ≈ 0.98", 32 mm ≈ 1.26", 40 mm ≈ 1.57", 50 mm ≈ 1.97".
const R25 = 25 / 25.4 / 2;
const R32 = 32 / 25.4 / 2;
const R50 = 50 / 25.4 / 2;

describe('the 1" rule geometry (necromunda-movement.md § The 1" Rule)', () => {
  it("measures base edge to base edge, for bases of different sizes", () => {
    const a = { x: 0, y: 0, radius: R25 };
    const b = { x: 3, y: 0, radius: R50 };
    expect(baseGap(a, b)).toBeCloseTo(3 - R25 - R50, 9);
    expect(baseGap({ x: 0, y: 0, radius: R32 }, { x: 0, y: 2 * R32, radius: R32 })).toBeCloseTo(0, 9);
  });

  it('exactly 1" away is outside the zone; a hair closer is inside', () => {
    const enemy = { x: 0, y: 0, radius: R25 };
    const at = (gap: number) => ({ x: 2 * R25 + gap, y: 0, radius: R25 });
    expect(insideZone(baseGap(at(1), enemy), 1)).toBe(false);
    expect(insideZone(baseGap(at(0.999), enemy), 1)).toBe(true);
    expect(inBaseContact(at(0), enemy)).toBe(true);
  });

  it('catches a diagonal approach, stopping the mover exactly 1" off', () => {
    const enemy: Base = { x: 5, y: 5, radius: R32 };
    const finder = new EngagementIndex([enemy]);
    const entry = firstZoneEntry(
      [
        { x: 0, y: 0 },
        { x: 10, y: 10 },
      ],
      R25,
      1,
      finder,
    )!;
    expect(entry.base).toBe(0);
    expect(baseGap({ ...entry.stop, radius: R25 }, enemy)).toBeCloseTo(1, 5);
    expect(entry.stop.x).toBeCloseTo(entry.stop.y, 9);
  });

  it("catches a path that only grazes a zone between two points", () => {
    // Closest approach at x = 5: a 0.9" gap, while both ends of the segment are far outside.
    const enemy: Base = { x: 5, y: 0.9 + R25 * 2, radius: R25 };
    const entry = firstZoneEntry(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      R25,
      1,
      new EngagementIndex([enemy]),
    );
    expect(entry).not.toBeNull();
    // A path further off passes.
    expect(
      firstZoneEntry(
        [
          { x: 0, y: -1 },
          { x: 10, y: -1 },
        ],
        R25,
        1,
        new EngagementIndex([enemy]),
      ),
    ).toBeNull();
  });

  it("lets a mover that starts inside a zone move out", () => {
    const enemy: Base = { x: 0, y: 0, radius: R25 };
    expect(zoneEntryFraction(1.5, 0, 6, 0, R25, 1, enemy)).toBeNull();
  });

  it('on a 1" square grid with 25 mm bases: two squares off is outside, the adjacent square inside', () => {
    const enemy: Base = { x: 5.5, y: 0.5, radius: R25 };
    const path = [0, 1, 2, 3, 4].map((i) => ({ x: i + 0.5, y: 0.5 }));
    expect(baseGap({ x: 3.5, y: 0.5, radius: R25 }, enemy)).toBeCloseTo(2 - 2 * R25, 9); // 1.016"
    expect(baseGap({ x: 4.5, y: 0.5, radius: R25 }, enemy)).toBeCloseTo(1 - 2 * R25, 9); // 0.016"
    const entry = firstZoneEntry(path, R25, 1, new EngagementIndex([enemy]))!;
    expect(entry.segment).toBe(3);
    expect(entry.stop.x).toBeCloseTo(5.5 - 2 * R25 - 1, 5);
  });

  it("the index finds what the naive scan finds (property)", () => {
    const base = fc.record({
      x: spread(0, 60),
      y: spread(0, 60),
      radius: fc.constantFrom(R25, R32, R50),
    });
    const point = fc.record({
      x: spread(0, 60),
      y: spread(0, 60),
    });
    fc.assert(
      fc.property(
        fc.array(base, { minLength: 1, maxLength: 40 }),
        fc.array(point, { minLength: 2, maxLength: 6 }),
        (bases, path) => {
          const fast = firstZoneEntry(path, R25, 1, new EngagementIndex(bases));
          const slow = firstZoneEntry(path, R25, 1, new NaiveBaseFinder(bases));
          expect(fast?.segment).toBe(slow?.segment);
          if (fast && slow) expect(fast.t).toBeCloseTo(slow.t, 9);
          expect(new EngagementIndex(bases).firstWithin(path[0]!.x, path[0]!.y, R25, 1)).toBe(
            new NaiveBaseFinder(bases).firstWithin(path[0]!.x, path[0]!.y, R25, 1),
          );
        },
      ),
    );
  });

  it("an empty index finds nothing", () => {
    expect(new EngagementIndex([]).firstWithin(0, 0, 1, 1)).toBe(-1);
    expect(
      firstZoneEntry(
        [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
        ],
        0.5,
        1,
        new EngagementIndex([]),
      ),
    ).toBeNull();
  });
});
