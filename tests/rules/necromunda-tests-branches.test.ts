/**
 * The branches of Necromunda's Initiative and Handling tests (rulesets/necromunda/tests.ts) that
 * mutation testing found unpinned, each with the rule it protects (necromunda-movement.md § Leaping
 * Gaps, § Jumping Down, § Railings, § Falling Damage, § Collision Damage, § Running Over Fighters;
 * rules/README.md ruling 8).
 */
import { describe, expect, it } from "vitest";
import type { MoveSummary, MovementTestCall, TestRequest } from "../../src/rules";
import * as necromunda from "../../src/rules/rulesets/necromunda";

const { buildTest, movementTests, resolveMovementTest, DROP_FOOT_OPTION, JUMP_ACTION } = necromunda;

const lines = (request: TestRequest) => buildTest(request)!.modifiers.map((m) => `${m.source} ${m.value}`);

describe("what a test is built with", () => {
  it("§ Railings: a railing at the edge gives +1 against the fall; without one, nothing", () => {
    expect(lines({ kind: "edgeFall", distance: 3 })).toEqual([]);
    expect(lines({ kind: "edgeFall", distance: 3, railing: true })).toEqual(["railing 1"]);
  });

  it("a leap, a jump down or an edge fall needs a distance above 0; a vehicle's fall needs 1\" or more", () => {
    expect(buildTest({ kind: "leap", distance: 0 })).toBeUndefined();
    expect(buildTest({ kind: "leap", distance: 0.5 })).toMatchObject({ kind: "leap", distance: 0.5 });
    expect(buildTest({ kind: "jumpDown", distance: 0 })).toBeUndefined();
    expect(buildTest({ kind: "edgeFall", distance: 0 })).toBeUndefined();
    expect(buildTest({ kind: "edgeFall" })).toBeUndefined();
    expect(buildTest({ kind: "vehicleFall", distance: 0.99 })).toBeUndefined();
    // § Falling Damage, the table's first row: −1 to Handling from 1", no hit before 3".
    expect(buildTest({ kind: "vehicleFall", distance: 1 })).toEqual({
      kind: "vehicleFall",
      characteristic: "handling",
      difficulty: "plain",
      distance: 1,
      modifiers: [{ source: "fallingVehicle", value: -1 }],
    });
    expect(buildTest({ kind: "vehicleFall", distance: 3 })?.hit).toEqual({ strength: 3, ap: 0, damage: 1 });
  });

  it("§ Collision Damage: the GM's Move chosen as text is the vehicle's Move (M6: S5, AP-1); blank is none", () => {
    const hit = (request: Partial<TestRequest>) => buildTest({ kind: "runOver", ...request })!.hit;
    expect(hit({ options: { vehicleMove: "6" } })).toEqual(hit({ vehicleMove: 6 }));
    expect(hit({ options: { vehicleMove: "6" } })).toMatchObject({ strength: 5, ap: -1 });
    expect(hit({ options: { vehicleMove: "3" } })).toMatchObject({ strength: 3 });
    expect(hit({ options: { vehicleMove: " " } })).toEqual(hit({ vehicleMove: 0 }));
    expect(hit({ options: { vehicleMove: "fast" } })).toEqual(hit({ vehicleMove: 0 }));
    // The request's own field wins over the dialog's choice.
    expect(hit({ vehicleMove: 10, options: { vehicleMove: "3" } })).toMatchObject({ strength: 9, ap: -3 });
  });

  it("a kind it does not know builds nothing, and resolves as a plain failure", () => {
    expect(buildTest({ kind: "swim" })).toBeUndefined();
    const call: MovementTestCall = { kind: "swim", characteristic: "initiative", difficulty: "plain", modifiers: [] };
    expect(resolveMovementTest(call, 4, 1)).toMatchObject({
      success: false,
      outcome: "fails",
      prone: false,
      hit: null,
    });
  });

  it("refuses a request that is not an object, or whose distance is not a finite number", () => {
    expect(() => buildTest(null as unknown as TestRequest)).toThrow(
      new TypeError("A test request must be an object, got null"),
    );
    expect(() => buildTest("leap" as unknown as TestRequest)).toThrow(
      new TypeError("A test request must be an object, got string"),
    );
    expect(() => buildTest({ kind: "leap", distance: "3" as unknown as number })).toThrow(
      new TypeError("A test request's distance must be a number, got string"),
    );
    expect(() => buildTest({ kind: "leap", distance: Number.NaN })).toThrow(
      new RangeError("A test request's distance must be finite, got NaN"),
    );
    expect(() => necromunda.rollNeeded(4, Number.NaN)).toThrow(/^An X\+ test needs a finite target and modifier/);
  });
});

describe("the jumps down a move calls for (§ Jumping Down)", () => {
  const move = (over: Partial<MoveSummary>): MoveSummary => ({ conditions: [], ...over }) as MoveSummary;

  it('a summary without steps takes each of its drops: 2" and 3.5" are two tests, the second at −1', () => {
    const calls = movementTests(move({ drops: [2, 3.5, 0.5] }));
    expect(calls.map((c) => [c.kind, c.distance, c.modifiers.map((m) => m.value)])).toEqual([
      ["jumpDown", 2, []],
      ["jumpDown", 3.5, [-1]],
    ]);
    // A vehicle falls at each drop instead.
    expect(movementTests(move({ drops: [2], vehicle: true })).map((c) => c.kind)).toEqual(["vehicleFall"]);
  });

  it("refuses drops that are not a list of finite numbers, and conditions that are not a list", () => {
    expect(() => movementTests(move({ drops: 3 as unknown as number[] }))).toThrow(
      new TypeError("A move's drops must be an array"),
    );
    expect(() => movementTests(move({ drops: [2, "3"] as unknown as number[] }))).toThrow(
      new TypeError("A move's drops[1] must be a number, got string"),
    );
    expect(() => movementTests(move({ drops: [Infinity] }))).toThrow(
      new RangeError("A move's drops[0] must be finite, got Infinity"),
    );
    expect(() => movementTests(move({ conditions: "dangerous" }))).toThrow(
      new TypeError("A move's conditions must be an iterable object"),
    );
    expect(() => movementTests(move({ conditions: null as unknown as string[] }))).toThrow(TypeError);
  });

  it('a failed jump down leaves the fighter at its drop\'s foot, found off-axis: 4" back and 3" up the board, 1" lower', () => {
    // Jumps from (2, 3) at 4" down to (2, 5) at 1", then walks to (6, 8) and climbs 1" onto a crate.
    const steps = [
      { x: 2, y: 3, elevation: 4, conditions: [] },
      { x: 2, y: 5, elevation: 1, conditions: [], action: JUMP_ACTION },
      { x: 6, y: 8, elevation: 1, conditions: [] },
      { x: 6, y: 8, elevation: 2, conditions: [] },
    ];
    const [jump] = movementTests(move({ steps }));
    expect(jump).toMatchObject({
      kind: "jumpDown",
      distance: 3,
      request: { options: { [DROP_FOOT_OPTION]: "-4:-3:-1" } },
    });
    // Initiative 4+, −1 for 3": a natural 2 fails.
    const failed = resolveMovementTest(jump!, 4, 2);
    expect(failed.consequences![0]).toEqual({ type: "reposition", distance: 5, heading: Math.atan2(-3, -4), rise: -1 });
    expect(failed.consequences!.slice(1)).toEqual([{ type: "fall" }, { type: "turnAction", remaining: 0 }]);
  });

  it("a drop that ends the move has no foot to go back to; a step down not jumped is climbed, no test", () => {
    const jumpedLast = [
      { x: 0, y: 0, elevation: 3, conditions: [] },
      { x: 0, y: 2, elevation: 0, conditions: [], action: JUMP_ACTION },
    ];
    const [jump] = movementTests(move({ steps: jumpedLast }));
    expect(jump).toMatchObject({ kind: "jumpDown", distance: 3 });
    expect(jump!.request).not.toHaveProperty("options");
    const climbed = [jumpedLast[0]!, { ...jumpedLast[1]!, action: "move" }];
    expect(movementTests(move({ steps: climbed }))).toEqual([]);
    // One step alone carries no drop: the summary's own drop stands.
    expect(movementTests(move({ steps: [jumpedLast[1]!], drop: 2 })).map((c) => c.distance)).toEqual([2]);
    // Steps without elevations: the summary's drop stands too.
    const flat = jumpedLast.map(({ elevation: _e, ...rest }) => rest) as unknown as MoveSummary["steps"];
    expect(movementTests(move({ steps: flat, drop: 4 })).map((c) => c.distance)).toEqual([4]);
  });

  it("a foot only sideways (dy alone) or only lower (rise alone) is still a foot", () => {
    const sideways = [
      { x: 0, y: 0, elevation: 3, conditions: [] },
      { x: 0, y: 1, elevation: 1, conditions: [], action: JUMP_ACTION },
      { x: 0, y: 2, elevation: 1, conditions: [] },
    ];
    expect(movementTests(move({ steps: sideways }))[0]!.request?.options).toEqual({ [DROP_FOOT_OPTION]: "0:-1:0" });
    const stepUp = [
      { x: 0, y: 0, elevation: 3, conditions: [] },
      { x: 0, y: 1, elevation: 1, conditions: [], action: JUMP_ACTION },
      { x: 0, y: 1, elevation: 1.5, conditions: [] },
    ];
    expect(movementTests(move({ steps: stepUp }))[0]!.request?.options).toEqual({ [DROP_FOOT_OPTION]: "0:0:-0.5" });
  });
});

describe("edges of the jump-down rules", () => {
  it('§ Jumping Down: a drop of exactly 1" is jumped with a test (the table starts at 1"); 0.9" is stepped down', () => {
    const drops = (d: number) => movementTests({ conditions: [], drops: [d] } as unknown as MoveSummary);
    expect(drops(1).map((c) => [c.kind, c.distance])).toEqual([["jumpDown", 1]]);
    expect(drops(0.9)).toEqual([]);
  });

  it('a stored foot is read only as three finite numbers within 1,000,000" (else no forced move)', () => {
    const foot = (stored: unknown) =>
      necromunda.dropFootOf({ kind: "jumpDown", options: { [DROP_FOOT_OPTION]: stored as string } });
    expect(foot("3:4:-1")).toEqual({ distance: 5, heading: Math.atan2(4, 3), rise: -1 });
    expect(foot("0:0:2")).toEqual({ distance: 0, heading: 0, rise: 2 });
    expect(foot("1000000:0:0")).toMatchObject({ distance: 1e6 });
    for (const junk of ["1500000:0:0", "3:4", "3:4:1:0", "3::1", "3:x:1", 5, null]) expect(foot(junk)).toBeNull();
    expect(necromunda.dropFootOf(null)).toBeNull();
  });
});
