import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  contactArc,
  getRuleset,
  horizontalOf,
  neededRoll,
  priceVerticalStep,
  targetTest,
  type Ruleset,
} from "../../src/rules";
import * as n from "../../src/rules/rulesets/necromunda";

const ruleset = getRuleset("necromunda");

describe("actions (necromunda-movement.md § Movement)", () => {
  it.each([
    // Move, crawl, move, charge (M + 3 when no D3 is rolled), run (two Moves)
    [4, 2, 4, 7, 8],
    [5, 3, 5, 8, 10],
    [6, 3, 6, 9, 12],
    [3, 2, 3, 6, 6],
  ])('M%i": crawl %i, move %i, charge up to %i, run %i', (move, crawl, moveBand, charge, run) => {
    expect(n.actionAllowances(move)).toEqual({ crawl, move: moveBand, ram: moveBand, charge, run });
    const bands = ruleset.bands.movementBands({ characteristics: { move } });
    expect(Object.fromEntries(bands.map((b) => [b.action, b.distance]))).toEqual({
      crawl,
      move: moveBand,
      ram: moveBand,
      charge,
      run,
    });
  });

  it.each([
    // Run is two Moves even when a Charge (M + 3") allows more: it is never raised to the Charge.
    [1, ["crawl", "move", "ram", "run", "charge"], [1, 1, 1, 2, 4]],
    [2, ["crawl", "move", "ram", "run", "charge"], [1, 2, 2, 4, 5]],
    [3, ["crawl", "move", "ram", "charge", "run"], [2, 3, 3, 6, 6]],
  ])('M%i": Run allows exactly two Moves, bands shortest first', (move, order, distances) => {
    const bands = ruleset.bands.movementBands({ characteristics: { move } });
    expect(bands.map((b) => b.action)).toEqual(order);
    expect(bands.map((b) => b.distance)).toEqual(distances);
  });

  it.each([
    // Initiative X, modifier, what the card shows as the roll needed (ruling 8: a 1 always fails)
    [4, 0, "4+", false],
    [4, 1, "3+", false],
    [2, 1, "2+", false],
    [6, 0, "6+", false],
    [6, -1, null, true],
    [5, -3, null, true],
  ])("a %i+ test at %i shows %s (impossible: %s)", (initiative, modifier, target, impossible) => {
    const call = {
      kind: "jumpDown",
      characteristic: "initiative",
      difficulty: "plain",
      modifiers: [{ source: "jumpDown", value: modifier }],
    };
    expect(ruleset.tests.describe(call, initiative)).toMatchObject({ target, impossible });
    expect(n.rollNeeded(initiative, modifier)).toBe(target === null ? null : Number(target[0]));
  });

  it.each([
    // Move, D3 rolled at the table, Charge (Move + D3)
    [4, 2, 6],
    [4, 1, 5],
    [5, 3, 8],
  ])('M%i" with a D3 of %i charges %i"', (move, d3, charge) => {
    expect(n.actionAllowances(move, d3).charge).toBe(charge);
    const bands = ruleset.bands.movementBands({ characteristics: { move }, rolled: { charge: d3 } });
    expect(bands.find((b) => b.action === "charge")?.distance).toBe(charge);
    expect(n.chargeD3({ charge: d3 })).toBe(d3);
  });

  it("a Charge with no D3 rolled counts 3; a D3 other than 1–3 is refused", () => {
    expect(n.chargeD3(undefined)).toBe(3);
    expect(n.chargeD3({ run: 1 })).toBe(3);
    for (const d3 of [0, 4, 1.5, Number.NaN]) {
      expect(() => n.actionAllowances(4, d3)).toThrow(RangeError);
      expect(() => ruleset.bands.movementBands({ characteristics: { move: 4 }, rolled: { charge: d3 } })).toThrow(
        RangeError,
      );
    }
  });

  it('clamps Move to 0–12"', () => {
    expect(n.actionAllowances(Number.NaN).move).toBe(0);
    expect(n.actionAllowances(-2).move).toBe(0);
    expect(n.actionAllowances(40).move).toBe(12);
  });

  it('measures in inches and has the 1" rule on (rulings 6, 7)', () => {
    expect(ruleset.unit).toBe("in");
    expect(ruleset.engagement.zone).toBe(1);
    expect((getRuleset("dh2") as Ruleset).engagement).toBeUndefined();
  });

  it("blocks passage through every enemy fighter's base, Seriously Injured or not, never a vehicle's (§ Movement, YAQ)", () => {
    const model = (kind: "character" | "vehicle", status: string) =>
      ({ kind, status }) as unknown as Parameters<typeof ruleset.engagement.blocks>[0];
    expect(ruleset.engagement.blocks(model("character", "standing"))).toBe(true);
    expect(ruleset.engagement.blocks(model("character", "seriouslyInjured"))).toBe(true);
    expect(ruleset.engagement.holds(model("character", "seriouslyInjured"))).toBe(false);
    expect(ruleset.engagement.blocks(model("vehicle", "standing"))).toBe(false);
    expect(() => ruleset.engagement.blocks(null as unknown as Parameters<typeof ruleset.engagement.blocks>[0])).toThrow(
      TypeError,
    );
  });
});

describe("Initiative tests (ruling 8)", () => {
  it.each([
    // target, roll, modifier, success
    [4, 4, 0, true],
    [4, 3, 0, false],
    [4, 3, 1, true],
    [4, 6, -2, true],
    [4, 6, -3, false],
    [2, 1, 5, false], // a natural 1 always fails
    [6, 6, 0, true],
  ])("%i+ rolling %i with %i: %s", (target, roll, modifier, success) => {
    expect(targetTest({ target, roll, modifier }).success).toBe(success);
  });

  it("gives the roll needed after modifiers, never below 2+", () => {
    expect(neededRoll(4, 0)).toBe(4);
    expect(neededRoll(4, 1)).toBe(3);
    expect(neededRoll(4, -2)).toBe(6);
    expect(neededRoll(2, 3)).toBe(2);
  });

  it("rejects an impossible roll", () => {
    expect(() => targetTest({ target: 4, roll: 7 })).toThrow(RangeError);
  });

  it("dangerous terrain calls an Initiative test; failure is Out of Action", () => {
    const bands = ruleset.bands.movementBands({ characteristics: { move: 5 } });
    const [call] = ruleset.tests.movementTests({
      actions: ["move"],
      conditions: ["dangerous"],
      turnDistance: 3,
      bands,
      zeroGravity: false,
    });
    expect(call).toMatchObject({ kind: "dangerous", characteristic: "initiative", modifiers: [] });
    expect(ruleset.tests.resolve(call!, 4, [3])).toMatchObject({ success: false, outcome: "outOfAction" });
    expect(ruleset.tests.resolve(call!, 4, [5])).toMatchObject({ success: true, outcome: "kept" });
    expect(ruleset.tests.describe(call!, 4)).toMatchObject({
      lines: [{ value: "4+" }],
      target: "4+",
      impossible: false,
    });
    expect(
      ruleset.tests.movementTests({
        actions: ["move"],
        conditions: ["difficult"],
        turnDistance: 3,
        bands,
        zeroGravity: false,
      }),
    ).toEqual([]);
  });
});

describe("falls, leaps, riders and run-overs as tests", () => {
  it.each([
    // request, modifiers, failure outcome, hit on failure, Pinned
    [{ kind: "jumpDown", distance: 2 }, [], "falls", null, true],
    [
      { kind: "jumpDown", distance: 6 },
      [{ source: "jumpDown", value: -2 }],
      "fallsHit",
      { strength: 5, ap: -1, damage: 1 },
      true,
    ],
    [{ kind: "leap", distance: 8 }, [], "fallsHit", { strength: 7, ap: -2, damage: 2 }, true],
    [
      { kind: "edgeFall", distance: 3, railing: true },
      [{ source: "railing", value: 1 }],
      "fallsHit",
      { strength: 3, ap: 0, damage: 1 },
      true,
    ],
    [{ kind: "riding" }, [], "fallsOff", null, true],
    [{ kind: "runOver", status: "pinned", vehicleMove: 10 }, [], "struck", { strength: 9, ap: -3, damage: 3 }, false],
  ] as const)("%j", (request, modifiers, outcome, hit, prone) => {
    const call = ruleset.tests.buildTest(request)!;
    expect(call.modifiers).toEqual(modifiers);
    expect(ruleset.tests.resolve(call, 4, [2])).toMatchObject({ success: false, outcome, hit, prone });
    expect(ruleset.tests.resolve(call, 4, [6])).toMatchObject({ success: true, outcome: "kept", hit: null });
  });

  it("builds nothing for a fall without a height or an unknown kind", () => {
    expect(ruleset.tests.buildTest({ kind: "jumpDown" })).toBeUndefined();
    expect(ruleset.tests.buildTest({ kind: "fly" })).toBeUndefined();
  });
});

describe("vehicle against vehicle (§ Move and Push During Collisions)", () => {
  it("judges the arc from the direction of travel: within 45° is the front", () => {
    expect(contactArc({ x: 1, y: 0 }, { x: 3, y: 0 })).toBe("front");
    expect(contactArc({ x: 1, y: 0 }, { x: 1, y: 1 })).toBe("front");
    expect(contactArc({ x: 1, y: 0 }, { x: 1, y: 1.01 })).toBe("side");
    expect(contactArc({ x: 1, y: 0 }, { x: 0, y: 2 })).toBe("side");
  });

  it.each([
    // move, mover T, other T, arc, result, handling modifier, mover hit, other hit
    [8, 8, 7, "front", "push", 0, [7, -2, 2], [8, -3, 3]],
    [8, 6, 7, "front", "stop", 0, [8, -3, 3], [7, -2, 2]],
    [6, 8, 7, "side", "handling", 1, [5, -1, 1], [6, -2, 2]],
    [6, 7, 7, "side", "handling", 0, [5, -1, 1], [5, -1, 1]],
  ] as const)(
    "M%i, T%i into T%i %s: %s",
    (move, moverToughness, otherToughness, arc, result, modifier, moverHit, otherHit) => {
      const c = ruleset.vehicles.collision({ move, moverToughness, otherToughness, arc });
      expect(c.result).toBe(result);
      expect(c.handlingModifier).toBe(modifier);
      expect([c.moverHit.strength, c.moverHit.ap, c.moverHit.damage]).toEqual(moverHit);
      expect([c.otherHit.strength, c.otherHit.ap, c.otherHit.damage]).toEqual(otherHit);
    },
  );

  it("halves the rammer's own damage for a head-on Ram", () => {
    const c = ruleset.vehicles.collision({ move: 10, moverToughness: 8, otherToughness: 7, arc: "front", ram: true });
    expect(c.moverHit).toEqual({ strength: 3, ap: 0, damage: 1 });
    expect(c.otherHit).toEqual({ strength: 10, ap: -4, damage: 4 });
  });

  it("a side-on collision's Handling test: +1 when tougher; failure moves the mover aside", () => {
    const call = ruleset.tests.buildTest({ kind: "sideOn", tougher: true })!;
    expect(call).toMatchObject({ characteristic: "handling", modifiers: [{ source: "tougher", value: 1 }] });
    expect(ruleset.tests.resolve(call, 5, [4])).toMatchObject({ success: true, outcome: "sideOnPass" });
    expect(ruleset.tests.resolve(call, 5, [3])).toMatchObject({ success: false, outcome: "sideOnFail" });
  });

  it("dh2 has no vehicles", () => {
    const dh2: Ruleset = getRuleset("dh2");
    expect(dh2.vehicles).toBeUndefined();
  });
});

describe("terrain (§ Terrain)", () => {
  it('steps up ½" for free and climbs as difficult terrain', () => {
    expect(n.verticalCost(0.5)).toBe(0);
    expect(n.verticalCost(-0.5)).toBe(0);
    expect(n.verticalCost(1)).toBe(2);
    expect(n.verticalCost(3)).toBe(6);
  });

  it("charges an obstacle's height and rejects what is not an obstacle", () => {
    expect(n.obstacleCost(1.5)).toBe(1.5);
    expect(n.obstacleCost(2)).toBe(2);
    expect(() => n.obstacleCost(2.5)).toThrow(RangeError);
  });

  it("only ends a climb with enough movement to reach the top", () => {
    expect(n.climbCompletes(4, 2)).toBe(true);
    expect(n.climbCompletes(3, 2)).toBe(false);
  });

  it('prices terrain: difficult and dangerous 2" per inch, impassable not at all', () => {
    expect(ruleset.terrain.costMultiplier([])).toBe(1);
    expect(ruleset.terrain.costMultiplier(["difficult"])).toBe(2);
    expect(ruleset.terrain.costMultiplier(["dangerous", "difficult"])).toBe(2);
    expect(ruleset.terrain.costMultiplier(["impassable", "difficult"])).toBe(Infinity);
    expect(getRuleset("dh2").terrain.costMultiplier(["rubble"])).toBe(2);
    expect(getRuleset("dh2").terrain.costMultiplier(["lava"])).toBe(1);
  });

  it('lifts travel 4"', () => {
    expect(n.LIFT_TRAVEL).toBe(4);
  });
});

describe("falling damage table (§ Falling Damage), every row", () => {
  it.each([
    // distance, jumping down, falling vehicle, S, AP, D (null: no damage)
    [1, 0, -1, null],
    [2, 0, -1, null],
    [3, -1, -1, [3, 0, 1]],
    [4, -1, -2, [3, 0, 1]],
    [5, -2, -2, [3, 0, 1]],
    [6, -2, -2, [5, -1, 1]],
    [7, -3, -3, [5, -1, 1]],
    [8, -3, -3, [7, -2, 2]],
    [9, -4, -3, [7, -2, 2]],
    [10, -4, -4, [9, -3, 3]],
    [14, -4, -4, [9, -3, 3]],
  ] as const)('%i": jumping down %i, vehicle %i, hit %j', (distance, jumping, vehicle, hit) => {
    const row = n.fallingRow(distance)!;
    expect(row.jumpingDown).toBe(jumping);
    expect(row.fallingVehicle).toBe(vehicle);
    expect(row.hit && [row.hit.strength, row.hit.ap, row.hit.damage]).toEqual(hit);
    expect(n.jumpDownModifier(distance)).toBe(jumping);
  });

  it("rounds a fall up to the inch", () => {
    expect(n.fallingRow(2.1)!.from).toBe(3);
    expect(n.fallingRow(0.4)!.from).toBe(1);
    expect(n.fallingRow(0)).toBeNull();
  });

  it('jumping down: no modifier for 2", −1 per further 2" rounded up (property, up to 10")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (inches) => {
        // (+ 0 turns −0 into 0: no modifier is no modifier)
        expect(n.jumpDownModifier(inches) + 0).toBe(-Math.ceil(Math.max(0, inches - 2) / 2) + 0);
      }),
    );
  });

  it("a railing gives +1 against falling", () => {
    expect(n.edgeFallModifier(true)).toBe(1);
    expect(n.edgeFallModifier(false)).toBe(0);
  });
});

describe("collisions (§ Vehicle Collisions)", () => {
  it.each([
    [3, 3, 0, 1],
    [5, 3, 0, 1],
    [6, 5, -1, 1],
    [7, 5, -1, 1],
    [8, 7, -2, 2],
    [9, 7, -2, 2],
    [10, 9, -3, 3],
    [12, 9, -3, 3],
    [2, 3, 0, 1],
  ])("Move %i: S%i AP%i D%i", (move, strength, ap, damage) => {
    expect(n.collisionDamage({ move })).toEqual({ strength, ap, damage });
  });

  it("adds 1 to S, AP and D against a vehicle of lower Toughness", () => {
    expect(n.collisionDamage({ move: 8, lowerToughness: true })).toEqual({ strength: 8, ap: -3, damage: 3 });
  });

  it("halves the rammer's own Move for a head-on Ram", () => {
    expect(n.collisionDamage({ move: 10, rammerOwnDamage: true })).toEqual({ strength: 3, ap: 0, damage: 1 });
    expect(n.collisionDamage({ move: 12, rammerOwnDamage: true })).toEqual({ strength: 5, ap: -1, damage: 1 });
  });

  it("rounds the halved Move up to a whole inch before looking up the row", () => {
    // M7 → 4 and M9 → 5: the 3–5 row; M11 → 6 and M13 → 7: the 6–7 row.
    expect(n.collisionDamage({ move: 7, rammerOwnDamage: true })).toEqual({ strength: 3, ap: 0, damage: 1 });
    expect(n.collisionDamage({ move: 13, rammerOwnDamage: true })).toEqual({ strength: 5, ap: -1, damage: 1 });
    expect(n.collisionDamage({ move: 11, rammerOwnDamage: true })).toEqual({ strength: 5, ap: -1, damage: 1 });
    expect(n.collisionDamage({ move: 9, rammerOwnDamage: true })).toEqual({ strength: 3, ap: 0, damage: 1 });
  });

  it("run-over Initiative tests: +1 standing, normal Pinned, 6+ Seriously Injured", () => {
    expect(n.runOverTest(4, "standing")).toEqual({ target: 4, modifier: 1 });
    expect(n.runOverTest(4, "pinned")).toEqual({ target: 4, modifier: 0 });
    expect(n.runOverTest(3, "seriouslyInjured")).toEqual({ target: 6, modifier: 0 });
  });

  it("head-on pushes unless the mover is weaker; side-on is a Handling test, +1 when tougher", () => {
    expect(n.vehicleContact("front", 8, 7)).toEqual({ kind: "push", modifier: 0 });
    expect(n.vehicleContact("front", 6, 7)).toEqual({ kind: "stop", modifier: 0 });
    expect(n.vehicleContact("side", 8, 7)).toEqual({ kind: "handling", modifier: 1 });
    expect(n.vehicleContact("side", 7, 7)).toEqual({ kind: "handling", modifier: 0 });
  });
});

describe("vertical movement (§ Stepping Up, § Climbing, § Jumping Down)", () => {
  it('prices a rise: ½" free, more as difficult terrain, up or down; a chosen jump down free', () => {
    expect(n.riseCost(0.5)).toBe(0);
    expect(n.riseCost(0.6)).toBeCloseTo(1.2, 9);
    expect(n.riseCost(3)).toBe(6);
    expect(n.riseCost(-0.5)).toBe(0);
    expect(n.riseCost(-4)).toBe(8);
    expect(n.riseCost(-4, "move")).toBe(8);
    expect(n.riseCost(-4, n.JUMP_ACTION)).toBe(0);
    expect(n.riseCost(4, n.JUMP_ACTION)).toBe(8);
  });

  it('calls a drop of more than ½" a climb down, unless jumped', () => {
    expect(n.isClimb(-0.5)).toBe(false);
    expect(n.isClimb(-3)).toBe(true);
    expect(n.isClimb(-3, "charge")).toBe(true);
    expect(n.isClimb(-3, "jump")).toBe(false);
    expect(n.isClimb(3, "jump")).toBe(true);
  });

  it('calls a rise above ½" a climb, and only a Move may end part-way up one', () => {
    expect([0.5, 0.51, 2].map((rise) => n.isClimb(rise))).toEqual([false, true, true]);
    expect(["move", "charge", "run", "crawl", undefined].map(n.mayEndMidClimb)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("prices a measured step's height apart from its length", () => {
    const step = { cost: 10, distance: 5, horizontal: 4, rise: 3 };
    expect(priceVerticalStep(step, n.riseCost)).toBe(8 + 6);
    expect(priceVerticalStep({ ...step, rise: -3 }, n.riseCost)).toBe(8 + 6);
    expect(priceVerticalStep({ ...step, rise: -3 }, (rise) => n.riseCost(rise, "jump"))).toBe(8);
    expect(priceVerticalStep({ ...step, rise: 0 }, n.riseCost)).toBe(10);
    expect(horizontalOf(5, 3)).toBe(4);
    expect(horizontalOf(1, 3)).toBe(0);
  });
});

describe("gaps (§ Leaping Gaps)", () => {
  it("call for a leap test at their edge", () => {
    expect(n.edgeTest(["gap"])).toBe("leap");
    expect(n.edgeTest(["difficult", "obstacle"])).toBeNull();
    expect(ruleset.terrain.costMultiplier(["gap"])).toBe(1);
  });
});

describe("dangerous terrain (§ Dangerous Terrain)", () => {
  it("calls for its Initiative test at its edge, and costs as difficult terrain", () => {
    expect(n.edgeTest(["dangerous"])).toBe("dangerous");
    expect(n.edgeTest(["dangerous", "gap"])).toBe("leap");
    expect(ruleset.terrain.costMultiplier(["dangerous"])).toBe(2);
  });
});

describe("obstacles (§ Obstacles)", () => {
  it("cost nothing per inch beyond the crossing, and can't be ended on", () => {
    expect(ruleset.terrain.costMultiplier(["obstacle"])).toBe(1);
    expect(ruleset.terrain.obstacleCost?.(1.5)).toBe(1.5);
    expect(ruleset.terrain.mayEndOn(["obstacle"])).toBe(false);
    expect(ruleset.terrain.mayEndOn(["difficult", "dangerous"])).toBe(true);
    expect((getRuleset("dh2") as Ruleset).terrain?.mayEndOn(["rubble"])).toBe(true);
  });
});

describe("colliding with terrain (§ Colliding with Terrain)", () => {
  it.each([
    // move, terrain, ram, result, S, AP, D
    [8, "solid", false, "stop", 8, -3, 3],
    [8, "obstacle", false, "destroy", 7, -2, 2],
    [8, "solid", true, "stop", 4, -1, 2],
    [5, "obstacle", false, "destroy", 3, 0, 1],
    [10, "solid", false, "stop", 10, -4, 4],
  ] as const)("M%i into %s (Ram: %s): %s, S%i AP%i D%i", (move, terrain, ram, result, strength, ap, damage) => {
    expect(n.terrainCollision({ move, terrain, ram })).toEqual({
      terrain,
      result,
      moverHit: { strength, ap, damage },
    });
  });
});

describe("lifts (§ Lift)", () => {
  it('go 4" up or down, never further', () => {
    expect(n.liftElevation(0, "up")).toBe(4);
    expect(n.liftElevation(6, "down")).toBe(2);
    expect(n.liftElevation(0, "up", 2.5)).toBe(2.5);
    expect(n.liftElevation(0, "up", 6)).toBe(4);
    expect(n.liftElevation(3, "down", Number.NaN)).toBe(3);
  });

  it("test a fighter in the way with Initiative: failed, the lift strikes it; passed, it gets clear", () => {
    const call = ruleset.tests.buildTest({ kind: "liftObstruct" })!;
    expect(call).toEqual({
      kind: "liftObstruct",
      characteristic: "initiative",
      difficulty: "plain",
      modifiers: [],
      request: { kind: "liftObstruct" },
    });
    expect(ruleset.tests.resolve(call, 4, [3])).toMatchObject({
      success: false,
      outcome: "liftCrushed",
      prone: false,
    });
    expect(ruleset.tests.resolve(call, 4, [4])).toMatchObject({ success: true, outcome: "liftClear" });
  });

  it("move once per round, and freely outside combat", () => {
    expect(n.liftAvailable(null, "c1:2")).toBe(true);
    expect(n.liftAvailable("c1:2", "c1:2")).toBe(false);
    expect(n.liftAvailable("c1:2", "c1:3")).toBe(true);
    expect(n.liftAvailable("c1:2", null)).toBe(true);
  });
});

describe("falling vehicles (§ Falling Damage: Vehicles)", () => {
  it.each([
    // drop, Falling Vehicle modifier, hit (S, AP, D) or null
    [1, -1, null],
    [2, -1, null],
    [3, -1, [3, 0, 1]],
    [4, -2, [3, 0, 1]],
    [5, -2, [3, 0, 1]],
    [6, -2, [5, -1, 1]],
    [7, -3, [5, -1, 1]],
    [8, -3, [7, -2, 2]],
    [9, -3, [7, -2, 2]],
    [10, -4, [9, -3, 3]],
    [14, -4, [9, -3, 3]],
  ] as const)("%i\": a Handling test at %i, and the fall's hit regardless", (drop, modifier, hit) => {
    const call = ruleset.tests.buildTest({ kind: "vehicleFall", distance: drop })!;
    expect(call).toMatchObject({
      kind: "vehicleFall",
      characteristic: "handling",
      modifiers: [{ source: "fallingVehicle", value: modifier }],
    });
    const expected = hit && { strength: hit[0], ap: hit[1], damage: hit[2] };
    expect(call.hit ?? null).toEqual(expected);
    // Handling 2+: a 6 keeps control even at −4, a 1 loses it; the hit lands either way.
    expect(ruleset.tests.resolve(call, 2, [6])).toMatchObject({
      success: true,
      outcome: hit ? "vehicleLandsHit" : "vehicleLands",
      hit: expected,
    });
    expect(ruleset.tests.resolve(call, 2, [1])).toMatchObject({
      success: false,
      outcome: hit ? "loseControlHit" : "loseControl",
      hit: expected,
    });
  });

  it("is what a vehicle's drop calls for, instead of a jump or dangerous terrain", () => {
    const move = { actions: ["move"], conditions: ["dangerous"], turnDistance: 3, bands: [], zeroGravity: false };
    expect(ruleset.tests.movementTests({ ...move, drop: 4, vehicle: true }).map((c) => c.kind)).toEqual([
      "vehicleFall",
    ]);
    expect(ruleset.tests.movementTests({ ...move, drop: 0.5, vehicle: true })).toEqual([]);
    expect(ruleset.tests.movementTests({ ...move, drop: 4 }).map((c) => c.kind)).toEqual(["dangerous", "jumpDown"]);
    expect(ruleset.tests.buildTest({ kind: "vehicleFall", distance: 0.5 })).toBeUndefined();
  });
});
