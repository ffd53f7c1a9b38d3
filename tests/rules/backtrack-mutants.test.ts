import { describe, expect, it } from "vitest";
import { backtrackEffects, backtrackPoint, elevationBack, storedBacktrack } from "../../src/rules";
import { pathTail } from "../../src/rules/moves/backtrack";

// Going back along a recorded path (moves/backtrack.ts): a runner who missed covers only his Move
// (d6-movement.txt § Running), and outside combat a failed dh2 swim or climb walks the stored path
// back (dh2-movement.md § Swimming, § Sheer Surfaces), unless the token moved on since.

const bad = <T>(value: unknown): T => value as T;

describe("backtrack: repeated points where the path ends", () => {
  it("0 m back from a path ending on a repeated point is that point", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 5, y: 0 },
    ];
    expect(backtrackPoint(path, 0)).toEqual({ x: 5, y: 0 });
    expect(pathTail(path, 0)).toEqual([{ x: 5, y: 0 }]);
  });

  it("0 m back from a climb straight up is the top, not the foot", () => {
    // 5 m to the wall, then 6 m up it in place: the walk back has not started down.
    const path = [
      { x: 0, y: 0, elevation: 0 },
      { x: 5, y: 0, elevation: 0 },
      { x: 5, y: 0, elevation: 6 },
    ];
    expect(elevationBack(path, 0)).toBe(6);
  });
});

describe("backtrackEffects", () => {
  it("a model id that is not a string is refused", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    expect(() => backtrackEffects(bad(5), path, 1)).toThrow(new TypeError("backtrackEffects needs a model id"));
  });

  it("an empty path moves nothing", () => {
    expect(backtrackEffects("t1", [], 3)).toEqual([]);
  });
});

describe("storedBacktrack: the stored path walked back", () => {
  it("a two-point path walked back whole goes to its first point, at the elevation it began", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    expect(storedBacktrack("t1", path, 6, { x: 6, y: 0 }, 0.5, 0)).toEqual({
      effects: [{ type: "move", model: "t1", to: { x: 0, y: 0 }, elevation: 0 }],
      stale: false,
    });
  });

  it("walked back whole without a starting elevation, the move leaves the elevation alone", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    expect(storedBacktrack("t1", path, 6, { x: 6, y: 0 }, 0.5)).toEqual({
      effects: [{ type: "move", model: "t1", to: { x: 0, y: 0 } }],
      stale: false,
    });
  });

  it("nothing to walk back (0 m) is not stale, wherever the token is", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    expect(storedBacktrack("t1", path, 0, { x: 20, y: 0 }, 0.5)).toEqual({ effects: [], stale: false });
  });

  it("a token exactly at the path's end is there, even with no tolerance", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    expect(storedBacktrack("t1", path, 2, { x: 6, y: 0 }, 0)).toEqual({
      effects: [{ type: "move", model: "t1", to: { x: 4, y: 0 } }],
      stale: false,
    });
  });
});

describe("backtrack: the argument a bad value is named by", () => {
  it("backtrackPoint, backtrackEffects and elevationBack name the path and the distance", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    for (const call of [
      (p: unknown, d: number) => backtrackPoint(bad(p), d),
      (p: unknown, d: number) => backtrackEffects("t1", bad(p), d),
      (p: unknown, d: number) => elevationBack(bad(p), d),
    ]) {
      expect(() => call(null, 1)).toThrow(new TypeError("path must be an array, got null"));
      expect(() => call(path, -1)).toThrow(new RangeError("distance must not be negative, got -1"));
    }
  });

  it("an empty path has nothing to go back along", () => {
    const message = new RangeError("A path to go back along needs at least one point");
    expect(() => backtrackPoint([], 1)).toThrow(message);
    expect(() => elevationBack([], 1)).toThrow(message);
  });

  it("storedBacktrack names the token's point, the tolerance and the starting elevation", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    expect(() => storedBacktrack("t1", path, 6, { x: Number.NaN, y: 0 }, 0.5)).toThrow(
      /^at\[0\]\.x must be a finite number/,
    );
    expect(() => storedBacktrack("t1", path, 6, { x: 6, y: 0 }, -1)).toThrow(
      new RangeError("tolerance must not be negative, got -1"),
    );
    expect(() => storedBacktrack("t1", path, 6, { x: 6, y: 0 }, 0.5, Number.NaN)).toThrow(
      new RangeError("startElevation must be a finite number when given"),
    );
  });
});
