/**
 * Going back along the path (src/rules/rulesets/dh2/back-path.ts): the branches the first back-path
 * tests left open. A failed climb goes back to the starting climbing position (dh2-movement.md § Simple
 * Climbs, § Sheer Surfaces); the three functions read card and scene data and never throw on junk.
 */
import { describe, expect, it } from "vitest";
import { BACK_PATH_OPTION, encodePath, type MovementTestCall } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { walksBack, backDistance, storedBackLength } = dh2;
const climb = { kind: "climb" } as MovementTestCall;
type Steps = Parameters<typeof backDistance>[1];

describe("the starting climbing position (§ Simple Climbs, § Sheer Surfaces)", () => {
  it("a path that starts on a climbable surface, steps off and climbs again goes back to the second climb's foot", () => {
    // Start on a wall (0, 0), 2 m to the next wall's foot (2, 0), up it, then 3 m along its top: back 3 m.
    const path: Steps = [
      { x: 0, y: 0, elevation: 0, conditions: ["climb"] },
      { x: 2, y: 0, elevation: 0 },
      { x: 2, y: 0, elevation: 3, conditions: ["climb"] },
      { x: 5, y: 0, elevation: 3 },
    ];
    expect(backDistance(climb, path)).toBe(3);
  });
});

describe("junk never throws (back-path.ts: walksBack, backDistance, storedBackLength)", () => {
  it("a call that is not an object walks nothing back", () => {
    expect([walksBack(null as never), walksBack(undefined as never)]).toEqual([false, false]);
    expect(backDistance(null as never, [])).toBeNull();
  });

  it("a path with a step that is not a point is no path", () => {
    const wall = { x: 2, y: 0, elevation: 3, conditions: ["climb"] };
    const start = { x: 0, y: 0, elevation: 0 };
    expect(backDistance(climb, [start, { ...wall, x: Number.NaN }] as Steps)).toBeNull();
    expect(backDistance(climb, [start, { ...wall, y: Number.NaN }] as Steps)).toBeNull();
    expect(backDistance(climb, [null, wall] as never)).toBeNull();
    expect(backDistance(climb, [start, wall, null] as never)).toBeNull();
  });

  it("a card with no request or null options stores nothing; two points are a path", () => {
    expect(storedBackLength(undefined)).toBe(0);
    expect(storedBackLength({ kind: "climb", options: null } as never)).toBe(0);
    const twoPoints = encodePath([
      { x: 0, y: 0 },
      { x: 3, y: 4 },
    ]);
    expect(storedBackLength({ kind: "climb", options: { [BACK_PATH_OPTION]: twoPoints } })).toBe(5);
  });
});
