import { describe, expect, it } from "vitest";
import { elevatedGap, ElevatedBaseIndex, entryFraction, type ElevatedBase, type ElevatedPoint } from "../../src/rules";

// The 1" rule in three dimensions (necromunda-movement.md § The 1" Rule, with Stride's ruling that
// height counts): the gap between two models is the plan gap between base edges combined with the
// difference in elevation (the two legs of a right triangle; only the height when the bases overlap
// in plan). A model exactly at the zone's edge, less the 10⁻⁶ slack the plan geometry allows, is
// not inside it.

const bad = <T>(value: unknown): T => value as T;

/** A ½" base at a point and elevation. */
function enemy(x: number, y: number, elevation: number, radius = 0.5): ElevatedBase {
  return { x, y, radius, elevation };
}

/** A point of a path. */
function at(x: number, y: number, elevation: number): ElevatedPoint {
  return { x, y, elevation };
}

describe("drag-zone: the argument a bad number is named by", () => {
  it("elevatedGap names the rise", () => {
    expect(() => elevatedGap(0, Number.NaN)).toThrow(
      new RangeError("rise must be a finite number within ±1000000000000, got NaN"),
    );
  });

  it("search names each corner and the reach", () => {
    const index = new ElevatedBaseIndex([enemy(0, 0, 0)]);
    const none = () => undefined;
    expect(() => index.search(Number.NaN, 0, 1, 1, 0, none)).toThrow(/^minX must be/);
    expect(() => index.search(0, Number.NaN, 1, 1, 0, none)).toThrow(/^minY must be/);
    expect(() => index.search(0, 0, Number.NaN, 1, 0, none)).toThrow(/^maxX must be/);
    expect(() => index.search(0, 0, 1, Number.NaN, 0, none)).toThrow(/^maxY must be/);
    expect(() => index.search(0, 0, 1, 1, -1, none)).toThrow(new RangeError("reach must not be negative, got -1"));
  });

  it("firstEntry names the path, the radius and the zone", () => {
    const index = new ElevatedBaseIndex([enemy(0, 0, 0)]);
    const path = [at(5, 0, 0), at(6, 0, 0)];
    expect(() => index.firstEntry(bad({}), 0.5, 1)).toThrow(new TypeError("path must be an array, got object"));
    expect(() => index.firstEntry(path, -0.5, 1)).toThrow(new RangeError("radius must not be negative, got -0.5"));
    expect(() => index.firstEntry(path, 0.5, -1)).toThrow(new RangeError("zone must not be negative, got -1"));
  });

  it("firstEntry checks the first step too, even on a path too short to move", () => {
    const index = new ElevatedBaseIndex([enemy(0, 0, 0)]);
    expect(() => index.firstEntry([bad({ x: 5, y: 0 })], 0.5, 1)).toThrow(
      new TypeError("path[0].elevation must be a number, got undefined"),
    );
  });

  it("firstWithin names the mover's point and the zone", () => {
    const index = new ElevatedBaseIndex([enemy(0, 0, 0)]);
    expect(() => index.firstWithin(bad(null), 0.5, 1)).toThrow(new TypeError("at must be a point { x, y }"));
    expect(() => index.firstWithin(at(5, 0, 0), 0.5, -1)).toThrow(new RangeError("zone must not be negative, got -1"));
  });

  it("entryFraction names each end, the radius and the base", () => {
    const base = enemy(3, 0, 0);
    const from = at(0, 0, 0);
    const to = at(3, 0, 0);
    expect(() => entryFraction(bad(null), to, 0.5, 1, base)).toThrow(new TypeError("a must be a point { x, y }"));
    expect(() => entryFraction(from, bad(null), 0.5, 1, base)).toThrow(new TypeError("b must be a point { x, y }"));
    expect(() => entryFraction(from, to, -0.5, 1, base)).toThrow(
      new RangeError("radius must not be negative, got -0.5"),
    );
    expect(() => entryFraction(from, to, 0.5, 1, bad(null))).toThrow(new TypeError("base must be a point { x, y }"));
  });
});

describe("ElevatedBaseIndex: building and the largest radius", () => {
  it("rejects a base with a negative radius, naming it", () => {
    expect(() => new ElevatedBaseIndex([enemy(0, 0, 0), enemy(4, 0, 0, -1)])).toThrow(
      new RangeError("bases[1].radius must not be negative, got -1"),
    );
  });

  it("maxRadius is the largest base's radius, wherever it is in the list", () => {
    expect(new ElevatedBaseIndex([enemy(0, 0, 0, 0.5), enemy(4, 0, 0, 1.25), enemy(8, 0, 0, 1)]).maxRadius).toBe(1.25);
    expect(new ElevatedBaseIndex([]).maxRadius).toBe(0);
  });
});

describe("ElevatedBaseIndex.firstEntry", () => {
  it("no enemies: a path enters no zone", () => {
    expect(new ElevatedBaseIndex([]).firstEntry([at(0, 0, 0), at(10, 0, 0)], 0.5, 1)).toBeNull();
  });

  it("of two zones entered at the same point, the base given first, whatever order the index keeps them in", () => {
    // Over 16 bases the index sorts them by place, so one of the two orders below visits the
    // higher-numbered of the two level bases first.
    const pair = [enemy(10, 1.8, 0), enemy(10, -1.8, 0)];
    const far = Array.from({ length: 20 }, (_, i) => enemy(100 + (i % 5) * 7, 100 + Math.floor(i / 5) * 7, 0));
    const path = [at(0, 0, 0), at(20, 0, 0)];
    for (const [first, second] of [pair, [...pair].reverse()]) {
      const entry = new ElevatedBaseIndex([...far, first!, second!]).firstEntry(path, 0.5, 1);
      expect(entry).toMatchObject({ segment: 0, base: 20 });
      // The mover's centre 2" from the enemy's: 1.8" off to the side, √(4 − 3.24) short of x = 10.
      expect(entry!.t).toBeCloseTo((10 - Math.sqrt(4 - 3.24)) / 20, 6);
    }
  });
});

describe("ElevatedBaseIndex.firstWithin", () => {
  it("the closest of two enemies in range, though the farther is given second", () => {
    const index = new ElevatedBaseIndex([enemy(1.2, 0, 0), enemy(-1.5, 0, 0)]);
    // Gaps 0.2" and 0.5": both within 1", the first the closer.
    expect(index.firstWithin(at(0, 0, 0), 0.5, 1)).toBe(0);
  });

  it("of two enemies at the same gap, the first given", () => {
    const index = new ElevatedBaseIndex([enemy(1.5, 0, 0), enemy(-1.5, 0, 0)]);
    expect(index.firstWithin(at(0, 0, 0), 0.5, 1)).toBe(0);
  });

  it("an enemy straight above at exactly the zone's edge (less the slack) does not hold the mover", () => {
    expect(new ElevatedBaseIndex([enemy(0, 0, 1 - 1e-6)]).firstWithin(at(0, 0, 0), 0.5, 1)).toBe(-1);
    expect(new ElevatedBaseIndex([enemy(0, 0, 1 - 2e-6)]).firstWithin(at(0, 0, 0), 0.5, 1)).toBe(0);
  });
});

describe("entryFraction: a level move", () => {
  it("a long move that clips a zone between any 16 samples of it still enters it, where the zone begins", () => {
    // 160" along y = 0 past an enemy 1.9" off the line: inside the zone only for about 1.25".
    const t = entryFraction(at(0, 0, 0), at(160, 0, 0), 0.5, 1, enemy(5, 1.9, 0));
    expect(t).toBeCloseTo((5 - Math.sqrt(4 - 3.61)) / 160, 6);
  });

  it('an enemy ½" higher shrinks the zone in plan to √(1 − ¼)', () => {
    // Both on a floor at 2", the enemy on a step at 2.5": the plan gap must fall below √0.75.
    const t = entryFraction(at(0, 0, 2), at(3, 0, 2), 0.5, 1, enemy(3, 0, 2.5));
    expect(t).toBeCloseTo((3 - 1 - Math.sqrt(0.75)) / 3, 5);
  });

  it('a 2" zone with the enemy 1" higher reaches √3 in plan', () => {
    const t = entryFraction(at(0, 0, 0), at(5, 0, 0), 0.5, 2, enemy(5, 0, 1));
    expect(t).toBeCloseTo((5 - 1 - Math.sqrt(3)) / 5, 5);
  });

  it("walking right under an enemy at exactly the zone's height (less the slack) enters nothing", () => {
    expect(entryFraction(at(-3, 0, 0), at(3, 0, 0), 0.5, 1, enemy(0, 0, 1 - 1e-6))).toBeNull();
    expect(entryFraction(at(-3, 0, 0), at(3, 0, 0), 0.5, 1, enemy(0, 0, 1 - 0.5e-6))).toBeNull();
  });
});

describe("entryFraction: a move that changes height", () => {
  it("dropping straight down onto an enemy's level enters its zone 1\" above it", () => {
    // From 3" to 0" over the enemy: the gap is the height alone, under 1" from 2/3 of the way.
    expect(entryFraction(at(0, 0, 3), at(0, 0, 0), 0.5, 1, enemy(0, 0, 0))).toBeCloseTo(2 / 3, 5);
  });

  it("an entry in the last sixteenth of the move is found", () => {
    // 3" down to 0.95": under 1" only after 2/2.05 of the way.
    expect(entryFraction(at(0, 0, 3), at(0, 0, 0.95), 0.5, 1, enemy(0, 0, 0))).toBeCloseTo(2 / 2.05, 5);
  });

  it("a move that starts inside the zone enters nothing, though it goes deeper", () => {
    expect(entryFraction(at(0, 0, 0.5), at(0, 0, 0), 0.5, 1, enemy(0, 0, 0))).toBeNull();
  });

  it("climbing towards an enemy from exactly the zone's edge enters at once", () => {
    expect(entryFraction(at(0, 0, 0), at(0, 0, 1), 0.5, 1, enemy(0, 0, 1 - 1e-6))).toBe(0);
  });

  it("climbing a ramp towards an enemy: plan gap and height combine", () => {
    // From 5" away on the floor to touching at 1" up: plan gap 4 − 5t, height t; the gap is 1" when
    // (4 − 5t)² + t² = 1, 26t² − 40t + 15 = 0.
    const t = (40 - Math.sqrt(40)) / 52;
    expect(entryFraction(at(5, 0, 0), at(0, 0, 1), 0.5, 1, enemy(0, 0, 0))).toBeCloseTo(t, 5);
    expect(entryFraction(at(0, 5, 0), at(0, 0, 1), 0.5, 1, enemy(0, 0, 0))).toBeCloseTo(t, 5);
    // The same climb 2" higher up, towards an enemy on that level.
    expect(entryFraction(at(5, 0, 2), at(0, 0, 3), 0.5, 1, enemy(0, 0, 2))).toBeCloseTo(t, 5);
  });

  it("climbing from far below to an enemy's level enters its zone 1\" below it", () => {
    // From 0" to 3" under an enemy at 3": the gap falls under 1" from 2/3 of the way.
    expect(entryFraction(at(0, 0, 0), at(0, 0, 3), 0.5, 1, enemy(0, 0, 3))).toBeCloseTo(2 / 3, 5);
  });
});
