/**
 * The engine's value checks (geometry/validate.ts): the quick pass over arrays of points and bases
 * accepts only what the labelled check would, and messages show values the way they say.
 */
import { describe, expect, it } from "vitest";
import * as check from "../../src/rules/geometry/validate";

describe("points and bases: the quick pass never lets through what the labelled check refuses", () => {
  it("refuses a coordinate given as text or beyond ±1e12, naming its place in the array", () => {
    const fine = { x: 1, y: 2 };
    expect(() => check.points([fine, { x: "5" as never, y: 0 }], "path")).toThrow(
      new TypeError("path[1].x must be a number, got string"),
    );
    expect(() => check.points([fine, { x: 0, y: "5" as never }], "path")).toThrow(
      new TypeError("path[1].y must be a number, got string"),
    );
    expect(() => check.points([{ x: 2e12, y: 0 }], "path")).toThrow(RangeError);
    expect(() => check.points([{ x: 0, y: -2e12 }], "path")).toThrow(RangeError);
    expect(() => check.points([fine, { x: check.MAX_COORDINATE, y: -check.MAX_COORDINATE }], "path")).not.toThrow();
  });

  it("refuses a radius given as text or beyond 1e12", () => {
    const at = { x: 0, y: 0 };
    expect(() => check.bases([{ ...at, radius: "1" as never }], "bases")).toThrow(
      new TypeError("bases[0].radius must be a number, got string"),
    );
    expect(() => check.bases([{ ...at, radius: 2e12 }], "bases")).toThrow(RangeError);
    expect(() =>
      check.bases(
        [
          { ...at, radius: 0 },
          { ...at, radius: check.MAX_COORDINATE },
        ],
        "bases",
      ),
    ).not.toThrow();
  });
});

describe("how messages show values", () => {
  it("names an array as an array, and shows text to its first 40 characters", () => {
    expect(check.kindOf([])).toBe("array");
    expect(check.kindOf(null)).toBe("null");
    expect(check.kindOf(3)).toBe("number");
    const long = "a".repeat(50);
    expect(check.show(long)).toBe(JSON.stringify("a".repeat(40)));
    expect(check.plain(long)).toBe("a".repeat(40));
    expect(check.show(12n)).toBe("12");
    expect(check.show(true)).toBe("true");
    expect(check.show(Symbol("s"))).toBe("symbol");
  });
});
