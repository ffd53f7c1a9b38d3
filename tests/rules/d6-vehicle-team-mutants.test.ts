/**
 * An animal-drawn vehicle's team (src/rules/rulesets/d6/vehicle-team.ts; d6-movement.txt § Vehicle
 * Movement: creatures pulling a vehicle travel by the running rules; § Running; § Short Distances;
 * § Targeting the Creatures): which profiles the team runs for, the creature's Move panic counts
 * from, when a round calls for the team's roll, and the refusal of an unknown speed level.
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";
import { creatureMoveOf, isDrawnProfile, teamRoll } from "../../src/rules/rulesets/d6/vehicle-team";

const ANIMAL_DRAWN = d6.VEHICLE_KINDS.indexOf("animalDrawn");
const LAND = d6.VEHICLE_KINDS.indexOf("land");
/** A drawn vehicle's characteristics (pulling rate 15, team's running 4D), with `extra` over them. */
const vehicle = (extra: Record<string, unknown> = {}) => ({
  characteristics: { vehicle: 1, move: 15, vehicleKind: ANIMAL_DRAWN, teamRunning: 12, ...extra },
});

describe("whose team runs: a vehicle, animal-drawn, with its team's running code", () => {
  it("is an animal-drawn vehicle with a team's running code", () => {
    expect(isDrawnProfile(vehicle())).toBe(true);
  });

  it("is not a character, even one listing an animal-drawn kind and a running code", () => {
    expect(isDrawnProfile(vehicle({ vehicle: 0 }))).toBe(false);
  });

  it("is not a motor vehicle, whose pilot rolls even if it lists a team's running code", () => {
    expect(isDrawnProfile(vehicle({ vehicleKind: LAND }))).toBe(false);
  });

  it("is not a drawn vehicle without a usable running code (its pilot rolls, as an od6s vehicle's)", () => {
    expect(isDrawnProfile(vehicle({ teamRunning: undefined }))).toBe(false);
    expect(isDrawnProfile(vehicle({ teamRunning: "12" }))).toBe(false);
    expect(isDrawnProfile(vehicle({ teamRunning: Number.NaN }))).toBe(false);
    expect(isDrawnProfile(vehicle({ teamRunning: Infinity }))).toBe(false);
  });
});

describe("the creature's Move panic speed counts from (§ Targeting the Creatures)", () => {
  it("is the creature's own Move when above 0, else the pulling rate, else none", () => {
    expect(creatureMoveOf(vehicle({ creatureMove: 20, pullingMove: 15 }))).toBe(20);
    // A creature Move of 0 or below is no Move: the pulling rate stands in.
    expect(creatureMoveOf(vehicle({ creatureMove: 0, pullingMove: 15 }))).toBe(15);
    expect(creatureMoveOf(vehicle({ creatureMove: -4, pullingMove: 15 }))).toBe(15);
    // Nor is an endless one.
    expect(creatureMoveOf(vehicle({ creatureMove: Infinity, pullingMove: 15 }))).toBe(15);
    expect(creatureMoveOf(vehicle({ creatureMove: 0, pullingMove: 0 }))).toBe(0);
  });
});

describe("the team's running roll a round calls for (§ Running, § Vehicle Movement: Cautious)", () => {
  it("is none for a vehicle that does not move, even on rough ground", () => {
    expect(teamRoll(15, 0, "rough")).toBeNull();
    // Moving at all on that ground asks for the terrain's +10.
    expect(teamRoll(15, 5, "rough")).toEqual({
      request: { kind: "team", distance: 5, options: { move: "15", terrain: "rough" } },
      difficulty: 10,
    });
  });

  it("names last round's rate only when it is a real rate above 0", () => {
    // 45 m at 15: three movements, +10.
    expect(teamRoll(15, 45, undefined, 30)?.request.options).toEqual({ move: "15", paceRate: "30" });
    expect(teamRoll(15, 45, undefined, Infinity)?.request.options).toEqual({ move: "15" });
    expect(teamRoll(15, 45, undefined, Number.NaN)?.request.options).toEqual({ move: "15" });
    expect(teamRoll(15, 45, undefined, 0)?.request.options).toEqual({ move: "15" });
  });
});

describe("a speed level's running difficulties refuse an unknown level", () => {
  it("naming the levels it knows, in order", () => {
    expect(() => d6.teamLevelDifficulty({ level: "warp" as d6.SpeedLevel, rate: 15 })).toThrow(
      'level must be one of stopped, cautious, cruising, high, allOut, got "warp"',
    );
  });
});
