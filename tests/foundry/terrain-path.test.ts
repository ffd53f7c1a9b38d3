import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkMovement, type MovementLike } from "../../src/foundry/movement/check";
import { turnKey, waypointConditions, withObstacleCrossing } from "../../src/foundry/movement/terrain-path";
import * as necromunda from "../../src/rules/rulesets/necromunda";
import { fakeToken, installWorld, removeWorld, type FakeWorld } from "./fakes";

const n = necromunda.necromunda;
/** A segment on a 1½" obstacle, and one on clear ground. */
const onObstacle = { terrain: { conditions: ["obstacle"], obstacle: 1.5 } };
const clear = { terrain: null };
const heightOf = (segment: unknown) => (segment as typeof onObstacle).terrain?.obstacle ?? 0;
const at = (j: number) => ({ i: 0, j, k: 0 });

describe("withObstacleCrossing (necromunda-movement.md § Obstacles)", () => {
  it("charges a 1½\" obstacle's height once, on the step onto it", () => {
    const cost = withObstacleCrossing((_f, _t, d) => d, heightOf, n.terrain.obstacleCost);
    // Four 1" steps: clear, onto the obstacle, across its top, off it.
    const steps = [
      cost(at(0), at(1), 1, clear),
      cost(at(1), at(2), 1, onObstacle),
      cost(at(2), at(3), 1, onObstacle),
      cost(at(3), at(4), 1, clear),
    ];
    expect(steps).toEqual([1, 2.5, 1, 1]);
    expect(steps.reduce((a, b) => a + b)).toBe(5.5);
  });

  it("charges again for a second crossing, and for a step that does not follow on", () => {
    const cost = withObstacleCrossing((_f, _t, d) => d, heightOf, n.terrain.obstacleCost);
    expect(cost(at(0), at(1), 1, onObstacle)).toBe(2.5);
    expect(cost(at(1), at(2), 1, clear)).toBe(1);
    expect(cost(at(2), at(3), 1, onObstacle)).toBe(2.5);
    expect(cost(at(7), at(8), 1, onObstacle)).toBe(2.5);
  });

  it("rejects heights an obstacle cannot have", () => {
    expect(() => n.terrain.obstacleCost(2.5)).toThrow(RangeError);
    expect(() => n.terrain.obstacleCost(-1)).toThrow(RangeError);
  });
});

describe("not ending on top of an obstacle", () => {
  const path = [
    { x: 0, terrain: null },
    { x: 100, terrain: null },
    { x: 200, terrain: { conditions: ["obstacle"] } },
    { x: 300, terrain: { conditions: ["obstacle"] } },
  ];

  it("reads a waypoint's conditions defensively", () => {
    expect(waypointConditions(path[2])).toEqual(["obstacle"]);
    expect(waypointConditions({ terrain: { conditions: "obstacle" } })).toEqual([]);
    expect(waypointConditions(undefined)).toEqual([]);
  });

  describe("checkMovement", () => {
    let world: FakeWorld;
    beforeEach(() => {
      world = installWorld({ ruleset: "necromunda", variant: "core" });
    });
    afterEach(() => removeWorld());

    const fighter = {
      ...fakeToken(
        { movementProfile: { characteristics: { move: 5, initiative: 4 } }, flyingSpeed: 0, warnings: [] },
        { units: "in" },
      ),
      name: "Juve",
      movementAction: "move",
      combatant: { combat: { started: true } },
    };
    const ending = (conditions: string[]): MovementLike => ({
      method: "dragging",
      history: { cost: 0, distance: 0 },
      passed: { cost: 0, distance: 0, waypoints: [] },
      pending: { cost: 3, distance: 2, waypoints: [{ action: "move", terrain: { conditions } }] },
    });

    it("rejects a player's move that ends on an obstacle, and says why", () => {
      expect(checkMovement(fighter, ending(["obstacle"]), false)).toBe(false);
      expect(world.notifications.error).toHaveBeenCalledWith('STRIDE.Movement.EndBlocked {"name":"Juve"}');
      expect(checkMovement(fighter, ending(["difficult"]), false)).toBe(true);
    });

    it("lets the GM end there, and only warns in warn mode", () => {
      expect(checkMovement(fighter, ending(["obstacle"]), true)).toBe(true);
      installWorld({ ruleset: "necromunda", variant: "core", enforcement: "warn" });
      expect(checkMovement(fighter, ending(["obstacle"]), false)).toBe(true);
    });
  });
});

describe("the turn an edge test clears (necromunda-movement.md § Leaping Gaps)", () => {
  it("keys an edge test to the combatant's turn", () => {
    expect(turnKey({ id: "c1", round: 3, turn: 2 })).toBe("c1:3:2");
    expect(turnKey({ id: null, round: 1, turn: null })).toBe(":1:0");
  });
});
