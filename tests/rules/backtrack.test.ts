/** Going back along a recorded path (TestConsequence `backtrack`; d6-movement.txt § Running: a miss covers only the Move). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { backtrackEffects, backtrackPoint } from "../../src/rules";
import { spread } from "../support/spread";

const path = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 17 },
];

describe("backtrackPoint", () => {
  it("puts a runner who missed at 27 m back on his Move: 17 m back is the corner at 10 m", () => {
    expect(backtrackPoint(path, 17)).toEqual({ x: 10, y: 0 });
    expect(backtrackPoint(path, 7)).toEqual({ x: 10, y: 10 });
    expect(backtrackPoint(path, 22)).toEqual({ x: 5, y: 0 });
    expect(backtrackPoint(path, 0)).toEqual({ x: 10, y: 17 });
  });

  it("stops at the path's start, and skips repeated points", () => {
    expect(backtrackPoint(path, 100)).toEqual({ x: 0, y: 0 });
    expect(
      backtrackPoint(
        [
          { x: 3, y: 4 },
          { x: 3, y: 4 },
        ],
        1,
      ),
    ).toEqual({ x: 3, y: 4 });
    expect(backtrackPoint([{ x: 3, y: 4 }], 5)).toEqual({ x: 3, y: 4 });
  });

  it("rejects an empty path, a negative distance and points that are not points", () => {
    expect(() => backtrackPoint([], 1)).toThrow(RangeError);
    expect(() => backtrackPoint(path, -1)).toThrow(RangeError);
    expect(() => backtrackPoint(null as never, 1)).toThrow(TypeError);
    expect(() => backtrackPoint([{ x: Number.NaN, y: 0 }], 1)).toThrow(RangeError);
  });

  it("lands on the path as far from the end as asked, when the path is long enough", () => {
    const pt = fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) });
    fc.assert(
      fc.property(pt, pt, spread(0, 1, 0.001), (a, b, share) => {
        const length = Math.hypot(b.x - a.x, b.y - a.y);
        const p = backtrackPoint([a, b], share * length);
        return Math.abs(Math.hypot(b.x - p.x, b.y - p.y) - share * length) < 1e-9;
      }),
    );
  });
});

describe("backtrackEffects", () => {
  it("is one forced move to that point, and nothing for 0 m", () => {
    expect(backtrackEffects("t1", path, 17)).toEqual([{ type: "move", model: "t1", to: { x: 10, y: 0 } }]);
    expect(backtrackEffects("t1", path, 0)).toEqual([]);
    expect(() => backtrackEffects("", path, 1)).toThrow(TypeError);
  });
});
