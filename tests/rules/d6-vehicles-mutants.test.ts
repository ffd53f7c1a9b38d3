/**
 * OpenD6 vehicles (src/rules/rulesets/d6/vehicles.ts) at the edges the main tests leave open:
 * d6-movement.txt § Vehicle Movement (speed levels), § Stunts and § Stunt Difficulties & Modifiers
 * (turns, climbs and dives, rapid speed changes, terrain and sailing lines), § Vehicle & Passenger
 * Damage (levels lost off the top speed), and the messages bad input gets, which name the function
 * and the field that was wrong.
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";

/** The speed level ids as the § Vehicle Movement list gives them, slowest first. */
const LEVELS = "stopped, cautious, cruising, high, allOut";

describe("speed levels at the edge of a band (§ Vehicle Movement)", () => {
  it("counts a distance at most a billionth of a metre over a level's top as that level (float noise)", () => {
    // Move 20: stopped covers 0 m; a billionth of a metre is still standing.
    expect(d6.speedLevelFor({ move: 20, distance: 1e-9 })).toBe("stopped");
  });

  it("makes a one-level change no stunt: the stunt card has no speed line and no difficulty", () => {
    // § Stunts lets rapid acceleration change up to two levels a round; Stride reads a change of one
    // level as ordinary driving, no stunt.
    const card = d6.stuntDifficulty({ stunts: [], from: "cruising", to: "high" });
    expect(card.lines).toEqual([]);
    expect(card.difficulty).toBe(0);
  });

  it("needs both levels of a speed change: one alone is refused, naming the one missing", () => {
    expect(() => d6.stuntDifficulty({ stunts: [], from: "high" })).toThrow(
      `to must be one of ${LEVELS}, got undefined`,
    );
    expect(() => d6.stuntDifficulty({ stunts: [], to: "high" })).toThrow(
      `from must be one of ${LEVELS}, got undefined`,
    );
  });
});

describe("the pilot's roll lines (§ Vehicle Movement, § Terrain Conditions, § Sailing Ships)", () => {
  it("adds no line for easy terrain, which modifies nothing", () => {
    expect(d6.pilotRoll({ level: "high", terrain: "easy" }).lines).toEqual([{ source: "speed.high", value: 5 }]);
  });

  it("adds no line for a sailing modifier of 0, and lists no stunt out of the vehicle's kind", () => {
    const roll = d6.pilotRoll({ level: "high", sailing: 0 });
    expect(roll.lines).toEqual([{ source: "speed.high", value: 5 }]);
    expect(roll.notForKind).toEqual([]);
  });

  it("takes a sailing modifier up to ±1000, refusing more", () => {
    // High speed's 5 plus the sailing line.
    expect(d6.pilotRoll({ level: "high", sailing: 1000 }).difficulty).toBe(1005);
    expect(() => d6.pilotRoll({ level: "high", sailing: 1000.5 })).toThrow(RangeError);
    expect(() => d6.pilotRoll({ level: "high", sailing: "5" as never })).toThrow(
      new TypeError('sailing must be a number, got "5"'),
    );
  });

  it("refuses an unknown terrain level with the terrain check's own message", () => {
    expect(() => d6.stuntDifficulty({ stunts: [], terrain: "lava" })).toThrow(/^Unknown OpenD6 terrain level "lava"$/);
  });
});

describe("turns and climbs at their boundaries (§ Stunt Difficulties & Modifiers)", () => {
  it("goes straight only below a thousandth of a degree", () => {
    expect(d6.turnStunt(0.001)).toBe("easyTurn");
  });

  it("keeps a turn within a billionth of a degree over 45 or 90 in that stunt", () => {
    expect(d6.turnStunt(45 + 1e-9)).toBe("fast45");
    expect(d6.turnStunt(90 + 1e-9)).toBe("fast90");
  });

  it("names a climb a billionth of a degree short of 45 a climb or dive", () => {
    expect(d6.climbDiveStunt(45 - 1e-9)).toBe("climbDive");
  });

  it("refuses a climb that is not a finite number of degrees", () => {
    expect(() => d6.climbDiveStunt("45" as never)).toThrow(
      new TypeError('A climb must be a number of degrees, got "45"'),
    );
    expect(() => d6.climbDiveStunt(Number.NaN)).toThrow(
      new RangeError("A climb must be a finite number of degrees, got NaN"),
    );
    expect(() => d6.climbDiveStunt(Infinity)).toThrow(RangeError);
  });
});

describe("a path's turns (§ Stunt Difficulties: turns from the current direction)", () => {
  it("measures the short way round when the legs' directions straddle due west", () => {
    // Out at about 174° and back at about −174°: a bend of about 11.4°, an easy turn, not 348°.
    const turns = d6.waypointTurns([
      { x: 0, y: 0 },
      { x: -10, y: 1 },
      { x: -20, y: 0 },
    ]);
    expect(turns).toHaveLength(1);
    expect(turns[0]!.index).toBe(1);
    expect(turns[0]!.degrees).toBeCloseTo((2 * Math.atan(0.1) * 180) / Math.PI, 9);
    expect(turns[0]!.stunt).toBe("easyTurn");
  });

  it("counts a leg of a billionth of a unit as a leg", () => {
    expect(
      d6.waypointTurns([
        { x: 0, y: -10 },
        { x: 0, y: 0 },
        { x: 1e-9, y: 0 },
      ]),
    ).toEqual([{ index: 1, degrees: 90, stunt: "fast90" }]);
  });

  it("takes coordinates up to ±1e12 and refuses beyond, on either axis", () => {
    expect(
      d6.waypointTurns([
        { x: 1e12, y: 0 },
        { x: 1e12, y: -1e12 },
      ]),
    ).toEqual([]);
    expect(() => d6.waypointTurns([{ x: 2e12, y: 0 }])).toThrow(
      new RangeError("path[0] must have finite coordinates within ±1e12, got (2000000000000, 0)"),
    );
    expect(() => d6.waypointTurns([{ x: 0, y: -2e12 }])).toThrow(RangeError);
  });

  it("refuses a waypoint whose x or y is not a number", () => {
    const bad = new TypeError("path[0] must be a point { x, y }");
    expect(() => d6.waypointTurns([{ x: "0", y: 0 } as never])).toThrow(bad);
    expect(() => d6.waypointTurns([{ x: 0, y: "0" } as never])).toThrow(bad);
  });

  it("refuses a heading that is not a finite number, even for a path with no leg", () => {
    expect(() => d6.waypointTurns([{ x: 0, y: 0 }], Number.NaN)).toThrow(
      new RangeError("heading must be a finite number of radians, got NaN"),
    );
    expect(() => d6.waypointTurns("path" as never)).toThrow(new TypeError('path must be an array, got "path"'));
  });
});

describe("speed levels lost off the top (§ Vehicle & Passenger Damage: Light, Heavy)", () => {
  it("takes a whole number of levels lost, 0 or more", () => {
    expect(d6.topSpeed(1)).toBe("high");
    expect(() => d6.topSpeed("2" as never)).toThrow(new TypeError('Levels lost must be a number, got "2"'));
    expect(() => d6.topSpeed(-1)).toThrow(new RangeError("Levels lost must be an integer ≥ 0, got -1"));
    expect(() => d6.topSpeed(1.5)).toThrow(new RangeError("Levels lost must be an integer ≥ 0, got 1.5"));
  });
});

describe("vehicle familiarity's manual (§ Vehicle Familiarity)", () => {
  it("is a yes or no, not any truthy value", () => {
    expect(() => d6.familiarityModifier({ manual: "yes" as never })).toThrow(
      new TypeError('manual must be a boolean, got "yes"'),
    );
  });
});

describe("messages of bad input name the function or the field", () => {
  const range = (name: string, got: string) => `${name} must be a number from 0 to 1000000000000, got ${got}`;
  const damage = "none, veryLight, light, heavy, severe, destroyed";
  const stunts =
    "docking, regainControl, straight, sideswipe, easyTurn, fast45, fast90, fast180, ram, debris, " +
    "limitedArea, offRoad, unlimitedLanding, limitedLanding, almostNoLanding, roughLanding, climbDive, slowTurn";

  it.each([
    ["vehicleSpeed", () => d6.vehicleSpeed(null as never)],
    ["speedLevelFor", () => d6.speedLevelFor(null as never)],
    ["speedChange", () => d6.speedChange(null as never)],
    ["familiarityModifier", () => d6.familiarityModifier(null as never)],
    ["stuntDifficulty", () => d6.stuntDifficulty(null as never)],
    ["pilotRoll", () => d6.pilotRoll(null as never)],
    ["collisionDice", () => d6.collisionDice(null as never)],
    ["vehicleDamage", () => d6.vehicleDamage(null as never)],
    ["passengerDamage", () => d6.passengerDamage(null as never)],
    ["panic", () => d6.panic(null as never)],
    ["spook", () => d6.spook(null as never)],
  ])("%s refuses a missing input object", (name, call) => {
    expect(call).toThrow(new TypeError(`${name} needs an input object, got null`));
  });

  it("names the speed level field and the levels it knows", () => {
    expect(() => d6.vehicleSpeed({ level: "warp" as never, move: 10 })).toThrow(
      `level must be one of ${LEVELS}, got "warp"`,
    );
    expect(() => d6.speedChange({ from: "warp" as never, to: "high" })).toThrow(
      `from must be one of ${LEVELS}, got "warp"`,
    );
    expect(() => d6.speedChange({ from: "high", to: "warp" as never })).toThrow(
      `to must be one of ${LEVELS}, got "warp"`,
    );
    expect(() => d6.pilotRoll({ level: "warp" as never })).toThrow(`level must be one of ${LEVELS}, got "warp"`);
    expect(() => d6.collisionDice({ speed: "warp" as never })).toThrow(`speed must be one of ${LEVELS}, got "warp"`);
    expect(() => d6.outOfControlSpeed("warp" as never)).toThrow(`level must be one of ${LEVELS}, got "warp"`);
  });

  it("names the amounts that are not numbers from 0 to 1e12", () => {
    expect(() => d6.vehicleSpeed({ level: "high", move: -1 })).toThrow(range("move", "-1"));
    expect(() => d6.speedLevelFor({ move: -1, distance: 1 })).toThrow(range("move", "-1"));
    expect(() => d6.speedLevelFor({ move: 10, distance: -1 })).toThrow(range("distance", "-1"));
    expect(() => d6.passengerDamage({ total: -1, passengerShare: 0.5 })).toThrow(range("total", "-1"));
    expect(() => d6.panic({ creatureMove: -1, surface: "road" })).toThrow(range("creatureMove", "-1"));
    expect(() => d6.spook({ mettle: -1 })).toThrow(range("mettle", "-1"));
    expect(() => d6.leapOut(-1)).toThrow(range("A vehicle's speed (km/h)", "-1"));
  });

  it("names the ids a field takes", () => {
    expect(() => d6.vehicleDamage({ margin: 3, current: "scratched" as never })).toThrow(
      `current must be one of ${damage}, got "scratched"`,
    );
    expect(() => d6.damageEffect("scratched" as never)).toThrow(`level must be one of ${damage}, got "scratched"`);
    expect(() => d6.ramming("tank" as never)).toThrow(
      'kind must be one of land, water, air, animalDrawn, magical, got "tank"',
    );
    expect(() => d6.panic({ creatureMove: 10, surface: "mud" as never })).toThrow(
      'surface must be one of road, rough, got "mud"',
    );
    expect(() => d6.passengerDamage({ total: 10, passengerShare: 0.3 })).toThrow(
      "passengerShare must be one of 0, 0.25, 0.5, 0.75, 1, got 0.3",
    );
    expect(() => d6.stuntModifier(["barrelRoll" as never])).toThrow(
      `stunts[0] must be a stunt id (${stunts}), got "barrelRoll"`,
    );
  });

  it("names the lists that are not arrays", () => {
    expect(() => d6.stuntModifier("fast90" as never)).toThrow(new TypeError('stunts must be an array, got "fast90"'));
    expect(() => d6.stuntDifficulty({ stunts: "ram" as never })).toThrow(
      new TypeError('stunts must be an array, got "ram"'),
    );
    expect(() => d6.collisionDice({ speed: "high", situations: "headOn" as never })).toThrow(
      new TypeError('situations must be an array, got "headOn"'),
    );
  });
});
