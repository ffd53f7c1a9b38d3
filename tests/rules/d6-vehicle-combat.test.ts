/**
 * OpenD6 vehicles in combat as cards (d6-movement.txt § Vehicle Attacking & Dodging, § Stunts' last
 * paragraph), with the text's numbers: a person shooting a large carriage has +6 (scale), a
 * carriage against a carriage none; the pilot's dodge is pilotry + Maneuverability and its total
 * the new difficulty; a driver firing makes an Easy pilot's roll at −1D (two actions); another
 * action while driving puts normal operation at 5 with the penalty.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementTestCall, type TestsCapability } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { d6VehicleProfile } from "../../src/rules/rulesets/d6/actors";

const tests: TestsCapability = getRuleset("d6").tests;
/** A large carriage: scale 6, pilotry 3D + Maneuverability 1D (12 pips), a land vehicle. */
const carriage = d6VehicleProfile({ pilotry: "3D", maneuverability: "1D", scale: 6, vehicleKind: "animalDrawn" });
const pips = carriage.characteristics["pilotry"]!;
const spec = (kind: string) => tests.vehicleTests!(carriage, []).find((s) => s.request.kind === kind)!;
const build = (kind: string, options: Record<string, string> = {}) =>
  tests.buildTest({ kind, options: { ...spec(kind).request.options, ...options } })!;
const target = (call: MovementTestCall) => tests.describe(call, pips).target;

describe("hitting a vehicle (§ Vehicle Attacking & Dodging: base 10, range, scale)", () => {
  it("a person shooting the large carriage (scale 6) at short range needs 10 − 6 = 4; at long range 14", () => {
    expect(pips).toBe(12);
    const shot = build("hitVehicle", { attack: "4D" });
    expect(shot.modifiers).toEqual([
      { source: "hitBase", value: 10 },
      { source: "range.short", value: 0 },
      { source: "scale", value: -6 },
    ]);
    expect(target(shot)).toBe("4");
    expect(target(build("hitVehicle", { range: "long" }))).toBe("14");
    // Rolled with the attacker's 4D, not the carriage's pilotry.
    expect(tests.formula(shot, pips)).toBe("3d6 + 1d6x6");
    // 2 + 1 + 1 and a Wild Die 2: 6 meets 4, misses 14.
    expect(tests.resolve(shot, pips, [2, 1, 1, 2]).outcome).toBe("hit");
    expect(tests.resolve(build("hitVehicle", { range: "long", attack: "4D" }), pips, [2, 1, 1, 2]).outcome).toBe(
      "miss",
    );
  });

  it("a carriage attacking another carriage of its scale has no scale modifier; a dodge's total replaces 10 and the range", () => {
    expect(target(build("hitVehicle", { attackerScale: "6", range: "medium" }))).toBe("15");
    expect(build("hitVehicle", { attackerScale: "6" }).modifiers.map((m) => m.source)).not.toContain("scale");
    const dodged = build("hitVehicle", { defense: "13" });
    expect(dodged.modifiers).toEqual([
      { source: "defense", value: 13 },
      { source: "scale", value: -6 },
    ]);
    expect(() => tests.buildTest({ kind: "hitVehicle", options: { range: "orbit" } })).toThrow(RangeError);
  });
});

describe("the pilot's dodge (§ Vehicle Attacking & Dodging: pilotry + Maneuverability, active defense)", () => {
  it("rolls 4D: 3 + 3 + 3 + 4 = 13 is the new difficulty; full defense adds 10 (23)", () => {
    const dodge = build("vehicleDodge");
    expect(tests.formula(dodge, pips)).toBe("3d6 + 1d6x6");
    const rolled = tests.resolve(dodge, pips, [3, 3, 3, 4]);
    expect(rolled.success).toBe(true);
    expect(tests.describeResult(dodge, rolled).verdict).toEqual({
      key: "STRIDE.D6Combat.Card.defense",
      data: { total: 13 },
    });
    const full = build("vehicleDodge", { full: "true" });
    expect(tests.describeResult(full, tests.resolve(full, pips, [3, 3, 3, 4])).verdict.data).toEqual({ total: 23 });
  });
});

describe("a full defense is the pilot's only action in the round (OpenD6 full defense)", () => {
  it("a full-defense dodge counted with a second action cannot be rolled and gives no defense total; the card says why", () => {
    const alone = build("vehicleDodge", { full: "true", actions: "1" });
    expect(tests.describe(alone, pips).impossible).toBe(false);
    const both = build("vehicleDodge", { full: "true", actions: "2" });
    const shown = tests.describe(both, pips);
    expect(shown.impossible).toBe(true);
    expect(shown.target).toBeNull();
    expect(shown.reason).toEqual({ key: "STRIDE.D6Combat.Card.reason.fullDefenseAlone" });
    // 3D (4D less 1D): 3 + 3 + 4 would be 10 + 10; the engine gives nothing.
    const rolled = tests.resolve(both, pips, [3, 3, 4]);
    expect([rolled.success, rolled.outcome]).toEqual([false, "fullDefenseAlone"]);
    expect(tests.describeResult(both, rolled).outcome).toEqual({
      key: "STRIDE.D6Combat.Card.outcome.fullDefenseAlone",
    });
    // A partial dodge with another action stands, at the multi-action penalty.
    const partial = build("vehicleDodge", { actions: "2" });
    expect(tests.resolve(partial, pips, [3, 3, 4]).degrees - 1).toBe(10);
  });
});

describe("driving while doing something else (multi-action penalty)", () => {
  it("a driver firing rolls the Easy 10 at 3D (4D less 1D for two actions); a miss loses control (a carriage veers)", () => {
    const fire = build("pilotFire");
    expect(tests.describe(fire, pips).target).toBe("10");
    expect(tests.formula(fire, pips)).toBe("2d6 + 1d6x6");
    expect(tests.describe(fire, pips).lines.map((l) => l.value)).toEqual(["3D", "−1D", "+10"]);
    const missed = tests.resolve(fire, pips, [2, 2, 2], carriage);
    expect(missed.outcome).toBe("veered");
    expect(missed.consequences).toEqual([{ type: "status", status: d6.LOST_CONTROL, active: true }]);
    expect(tests.resolve(fire, pips, [4, 4, 2], carriage).outcome).toBe("made");
  });

  it("another action while driving is the pilot's roll at 5; with three actions −2D (4D → 2D)", () => {
    const busy = build("pilotOther", { actions: "3" });
    expect(tests.describe(busy, pips).target).toBe("5");
    expect(tests.formula(busy, pips)).toBe("1d6 + 1d6x6");
    expect(() => tests.buildTest({ kind: "pilotOther", options: { actions: "9" } })).toThrow(RangeError);
  });

  it("an unfamiliar pilot's driving rolls take the vehicle's familiarity row (§ Vehicle Familiarity)", () => {
    const unfamiliar = d6VehicleProfile({ unfamiliar: true, familiarity: "common" });
    expect(tests.situationalModifiers!(build("pilotFire"), { statuses: [], profile: unfamiliar })).toContainEqual({
      source: "familiarity.common",
      value: 6,
    });
  });
});
