import { describe, expect, it } from "vitest";
import { getRuleset, type ManualTestSpec, type MovementTestCall, type TestRequest } from "../../src/rules";

const tests = getRuleset("necromunda").tests;

/** A built test without the request the ruleset attaches to it (that request holds the dialog's choices). */
function build(request: TestRequest): Omit<MovementTestCall, "request"> {
  const call = tests.buildTest(request);
  if (!call) throw new Error(`no ${request.kind} test`);
  return Object.fromEntries(Object.entries(call).filter(([key]) => key !== "request")) as Omit<
    MovementTestCall,
    "request"
  >;
}

/** The GM's list entry of a kind. */
function spec(kind: string): ManualTestSpec {
  const found = tests.manualTests.find((s) => s.request.kind === kind);
  if (!found) throw new Error(`no manual ${kind} test`);
  return found;
}

/** The request the dialog makes from an entry and its choices (as text, as a select gives them). */
function chosen(kind: string, options: Record<string, string>): TestRequest {
  const entry = spec(kind);
  for (const key of Object.keys(options)) {
    const option = entry.options?.find((o) => o.key === key);
    expect(option?.choices.map((c) => c.value)).toContain(options[key]);
  }
  return { ...entry.request, options: options };
}

describe("the GM's list: tests a vehicle's move and a lift call for (necromunda-movement.md)", () => {
  it("lists run-over, rider, side-on and lift-obstruction tests, none needing a height", () => {
    const kinds = ["runOver", "riding", "sideOn", "liftObstruct"];
    for (const kind of kinds) expect(spec(kind).needsDistance).toBeUndefined();
    expect(spec("runOver").options?.map((o) => o.key)).toEqual(["status", "vehicleMove"]);
    expect(spec("sideOn").options?.map((o) => o.key)).toEqual(["tougher"]);
    expect(spec("liftObstruct").options?.map((o) => o.key)).toEqual(["escape"]);
    expect(spec("riding").options).toBeUndefined();
  });

  describe("§ Running Over Fighters: Standing +1, Pinned normal, Seriously Injured 6+; a hit by the vehicle's Move", () => {
    it.each([
      // status, the dialog's Move row, the automation's Move, Initiative, roll, passes, the hit
      ["standing", "3", 4, 4, 3, true, { strength: 3, ap: 0, damage: 1 }],
      ["pinned", "6", 7, 4, 3, false, { strength: 5, ap: -1, damage: 1 }],
      ["pinned", "8", 9, 4, 4, true, { strength: 7, ap: -2, damage: 2 }],
      ["seriouslyInjured", "10", 12, 2, 5, false, { strength: 9, ap: -3, damage: 3 }],
      ["seriouslyInjured", "10", 10, 2, 6, true, { strength: 9, ap: -3, damage: 3 }],
    ] as const)(
      '%s, Move row %s" (M%i): I%i+, roll %i passes %s',
      (status, row, move, initiative, roll, passes, hit) => {
        const manual = build(chosen("runOver", { status, vehicleMove: row }));
        const automated = build({ kind: "runOver", status, vehicleMove: move });
        expect(manual).toEqual(automated);
        expect(manual.hit).toEqual(hit);
        const result = tests.resolve(manual, initiative, [roll]);
        expect(result.success).toBe(passes);
        expect(result.outcome).toBe(passes ? "kept" : "struck");
        expect(result.hit).toEqual(passes ? null : hit);
      },
    );

    it("shows the roll needed: I4+ standing needs 3+, Pinned 4+, Seriously Injured 6+ whatever the Initiative", () => {
      const needed = (status: string, initiative: number) =>
        tests.describe(build(chosen("runOver", { status, vehicleMove: "3" })), initiative).target;
      expect(needed("standing", 4)).toBe("3+");
      expect(needed("pinned", 4)).toBe("4+");
      expect(needed("seriouslyInjured", 2)).toBe("6+");
    });
  });

  it("§ Fighters & Loot on Moving Vehicles: the rider's Initiative test, a fall off when failed", () => {
    const call = build(spec("riding").request);
    expect(call).toEqual(build({ kind: "riding" }));
    expect(tests.describe(call, 4).target).toBe("4+");
    expect(tests.resolve(call, 4, [4]).success).toBe(true);
    const failed = tests.resolve(call, 4, [3]);
    expect([failed.success, failed.outcome, failed.prone]).toEqual([false, "fallsOff", true]);
    expect(failed.consequences?.map((c) => c.type)).toEqual(["fallOff", "turnAction"]);
  });

  it("§ Move and Push During Collisions: side-on Handling test, +1 when the mover's Toughness is higher", () => {
    const tougher = build(chosen("sideOn", { tougher: "true" }));
    const not = build(chosen("sideOn", { tougher: "false" }));
    expect(tougher).toEqual(build({ kind: "sideOn", tougher: true }));
    expect(not).toEqual(build({ kind: "sideOn", tougher: false }));
    // Handling 5+: the tougher mover needs a 4, the other a 5.
    expect(tests.describe(tougher, 5).target).toBe("4+");
    expect(tests.describe(not, 5).target).toBe("5+");
    expect(tests.resolve(tougher, 5, [4]).outcome).toBe("sideOnPass");
    expect(tests.resolve(not, 5, [4]).outcome).toBe("sideOnFail");
  });

  it('§ Lift: an Initiative test to get 2" clear; with no room, the automatic hit regardless', () => {
    const room = build(chosen("liftObstruct", { escape: "room" }));
    expect(room).toEqual(build({ kind: "liftObstruct" }));
    expect(tests.resolve(room, 3, [3]).outcome).toBe("liftClear");
    expect(tests.resolve(room, 3, [2]).outcome).toBe("liftCrushed");
    const trapped = build(chosen("liftObstruct", { escape: "none" }));
    const shown = tests.describe(trapped, 3);
    expect([shown.target, shown.impossible]).toEqual([null, true]);
    const six = tests.resolve(trapped, 3, [6]);
    expect([six.success, six.outcome]).toEqual([false, "liftCrushed"]);
  });
});
