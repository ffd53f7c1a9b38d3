/**
 * The allowance of an OpenD6 vehicle's token (#12 item 2): the ruleset's vehicle bands (speed
 * levels) for any actor whose data model says it is a vehicle, the walking bands for the others,
 * in the scene's units, and the finished move's pilot roll from those bands.
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { bandStanding, turnAllowance, turnBands } from "../../src/foundry/movement/allowance";
import { fakeToken } from "./fakes";

const d6 = getRuleset("d6");
const necromunda = getRuleset("necromunda");

/** The system data shape a d6 vehicle's data model offers (kind, profile, flying speed). */
const vehicleSystem = (move: number, topSpeed = 4) => ({
  kind: "vehicle",
  flyingSpeed: 0,
  movementProfile: { characteristics: { move, vehicle: 1, vehicleSpeed: 2, topSpeed } },
});

describe("a d6 vehicle's allowance", () => {
  it("is its speed levels, in the scene's units", () => {
    const allowance = turnAllowance(fakeToken(vehicleSystem(30)), d6, "open")!;
    expect(allowance.bands).toEqual([
      { action: "d6Cautious", distance: 15 },
      { action: "d6Cruising", distance: 30 },
      { action: "d6High", distance: 60 },
      { action: "d6AllOut", distance: 120 },
    ]);
    expect(bandStanding(allowance, "d6High", 45, 45).band?.action).toBe("d6High");
    const feet = turnAllowance(fakeToken(vehicleSystem(30), { units: "ft" }), d6, "open")!;
    expect(feet.bands[1]!.distance).toBeCloseTo(98.4252, 3);
  });

  it("stops at the top speed damage leaves", () => {
    const allowance = turnAllowance(fakeToken(vehicleSystem(30, 2)), d6, "open")!;
    expect(allowance.bands.map((b) => b.action)).toEqual(["d6Cautious", "d6Cruising"]);
  });

  it("leaves characters on their walking bands, and vehicles of rulesets without vehicle bands on theirs", () => {
    const character = { flyingSpeed: 0, movementProfile: { characteristics: { move: 10 } } };
    expect(turnBands(d6, character, character.movementProfile, {}).map((b) => b.action)).toEqual([
      "d6Free",
      "d6Move",
      "d6Run2",
      "d6Run3",
      "d6Run4",
      "d6Beyond",
    ]);
    const rig = { kind: "vehicle", movementProfile: { characteristics: { move: 7 } } };
    expect(turnBands(necromunda, rig, rig.movementProfile, {})).toEqual(
      necromunda.bands.movementBands(rig.movementProfile),
    );
  });

  it("calls for the pilot's roll when the move reaches high speed", () => {
    const bands = turnBands(d6, vehicleSystem(30), vehicleSystem(30).movementProfile, {});
    const tests = d6.tests.movementTests({
      actions: ["d6High"],
      conditions: [],
      turnDistance: 50,
      bands,
      zeroGravity: false,
    });
    expect(tests.map((t) => [t.kind, t.characteristic])).toEqual([["pilot", "pilotry"]]);
  });
});
