/**
 * OpenD6 vehicles against d6-movement.txt (Vehicles & Aerial Characters to the end) and rulings 10
 * and 12: every row of the speed, stunt, familiarity, wind, direction, collision and damage tables,
 * the escalation rule from every level, turn angles at 44°, 45°, 90° and 180°, and properties.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getRuleset, type MovementActionSpec } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

const ruleset = getRuleset("d6");
/**
 * The rules text's speed levels and collision situations, slowest first, written out for the
 * property tests: generated cases never come from the tables under test.
 */
const SPEEDS = ["stopped", "cautious", "cruising", "high", "allOut"] as const;
const SITUATIONS = ["headOn", "rearEnd", "sideswipe", "noseToSide", "veryHard", "yielding"] as const;

describe("the issue's public API on getRuleset('d6') (#12)", () => {
  it("answers the issue's examples", () => {
    expect(ruleset.vehicleSpeed({ level: "high", move: 30 })).toEqual({ min: 30, max: 60, difficulty: 5 });
    expect(ruleset.collisionDice({ speed: "cruising", situations: ["headOn"] })).toBe(9);
    expect(ruleset.vehicleDamage({ margin: 10, current: "none" })).toMatchObject({
      level: "heavy",
      passengerShare: 0.5,
    });
    expect(ruleset.vehicleDamage({ margin: 5, current: "heavy" })).toMatchObject({ level: "severe" });
    expect(ruleset.stuntModifier(["fast90", "offRoad"])).toBe(18);
  });

  it("lists the ids in the tables' order", () => {
    expect(d6.SPEED_LEVELS).toEqual(["stopped", "cautious", "cruising", "high", "allOut"]);
    expect(d6.COLLISION_SITUATIONS).toEqual(["headOn", "rearEnd", "sideswipe", "noseToSide", "veryHard", "yielding"]);
    expect(d6.DAMAGE_LEVELS).toEqual(["none", "veryLight", "light", "heavy", "severe", "destroyed"]);
    expect(d6.STUNTS).toEqual([
      "docking",
      "regainControl",
      "straight",
      "sideswipe",
      "easyTurn",
      "fast45",
      "fast90",
      "fast180",
      "ram",
      "debris",
      "limitedArea",
      "offRoad",
      "unlimitedLanding",
      "limitedLanding",
      "almostNoLanding",
      "roughLanding",
      "climbDive",
      "slowTurn",
    ]);
  });
});

describe("speed levels (§ Vehicle Movement)", () => {
  it.each([
    ["stopped", 0, 0, 0],
    ["cautious", 5, 10, 0],
    ["cruising", 10, 20, 0],
    ["high", 20, 40, 5],
    ["allOut", 40, 80, 10],
  ] as const)("%s at Move 20: %d–%d m, difficulty %d", (level, min, max, difficulty) => {
    expect(d6.vehicleSpeed({ level, move: 20 })).toEqual({ min, max, difficulty });
  });

  it("names the slowest level covering a distance, null past all-out", () => {
    expect(d6.speedLevelFor({ move: 20, distance: 0 })).toBe("stopped");
    expect(d6.speedLevelFor({ move: 20, distance: 10 })).toBe("cautious");
    expect(d6.speedLevelFor({ move: 20, distance: 10.5 })).toBe("cruising");
    expect(d6.speedLevelFor({ move: 20, distance: 40 })).toBe("high");
    expect(d6.speedLevelFor({ move: 20, distance: 80 })).toBe("allOut");
    expect(d6.speedLevelFor({ move: 20, distance: 80.5 })).toBeNull();
  });

  it("rolls the pilot for high and all-out, and for a slower level only when conditions add up", () => {
    expect(d6.pilotRoll({ level: "high" })).toMatchObject({ roll: true, difficulty: 5 });
    expect(d6.pilotRoll({ level: "allOut", terrain: "rough" })).toMatchObject({ roll: true, difficulty: 20 });
    expect(d6.pilotRoll({ level: "cruising" })).toMatchObject({ roll: false, difficulty: 0 });
    expect(d6.pilotRoll({ level: "cautious", terrain: "moderate" })).toMatchObject({ roll: true, difficulty: 5 });
    expect(d6.pilotRoll({ level: "stopped", terrain: "veryRough" }).roll).toBe(false);
    expect(d6.pilotRoll({ level: "high", familiarity: "common", manual: true }).lines).toEqual([
      { source: "speed.high", value: 5 },
      { source: "familiarity.common", value: 6 },
      { source: "manual", value: -3 },
    ]);
  });

  it("makes a change of more than one level a stunt and refuses more than two (§ Stunts)", () => {
    expect(d6.speedChange({ from: "cruising", to: "high" })).toEqual({
      levels: 1,
      stunt: false,
      allowed: true,
      difficulty: 0,
    });
    expect(d6.speedChange({ from: "cruising", to: "allOut" })).toEqual({
      levels: 2,
      stunt: true,
      allowed: true,
      difficulty: 10,
    });
    expect(d6.speedChange({ from: "high", to: "cautious" })).toEqual({
      levels: -2,
      stunt: true,
      allowed: true,
      difficulty: 5,
    });
    expect(d6.speedChange({ from: "stopped", to: "high" }).allowed).toBe(false);
    expect(d6.speedChange({ from: "allOut", to: "stopped" })).toMatchObject({ levels: -4, allowed: false });
  });

  it("slows a Severely damaged vehicle two levels a round, and keeps the top speed left after losses", () => {
    expect(d6.outOfControlSpeed("allOut")).toBe("cruising");
    expect(d6.outOfControlSpeed("high")).toBe("cautious");
    expect(d6.outOfControlSpeed("cautious")).toBe("stopped");
    expect(d6.topSpeed(0)).toBe("allOut");
    expect(d6.topSpeed(2)).toBe("cruising");
    expect(d6.topSpeed(9)).toBe("stopped");
  });
});

describe("stunts (§ Stunt Difficulties & Modifiers)", () => {
  it.each([
    ["docking", 6],
    ["regainControl", 15],
    ["straight", 0],
    ["sideswipe", 10],
    ["easyTurn", 3],
    ["fast45", 6],
    ["fast90", 12],
    ["fast180", 18],
    ["slowTurn", 3],
    ["ram", 10],
    ["debris", 3],
    ["limitedArea", 3],
    ["offRoad", 6],
    ["unlimitedLanding", -3],
    ["limitedLanding", 3],
    ["almostNoLanding", 6],
    ["roughLanding", 3],
    ["climbDive", 6],
  ] as const)("%s: %d", (stunt, modifier) => {
    expect(d6.stuntModifier([stunt])).toBe(modifier);
    expect(d6.STUNT_TABLE[stunt].modifier).toBe(modifier);
  });

  it("counts each stunt once and refuses unknown ids", () => {
    expect(d6.stuntModifier(["fast90", "fast90", "debris"])).toBe(15);
    expect(d6.stuntModifier([])).toBe(0);
    expect(() => d6.stuntModifier(["barrelRoll" as d6.StuntId])).toThrow(RangeError);
  });

  it("names the turn stunt at 44°, 45°, 90° and 180°", () => {
    expect(d6.turnStunt(0)).toBe("straight");
    expect(d6.turnStunt(44)).toBe("easyTurn");
    expect(d6.turnStunt(44.999)).toBe("easyTurn");
    expect(d6.turnStunt(45)).toBe("fast45");
    expect(d6.turnStunt(60)).toBe("fast90");
    expect(d6.turnStunt(90)).toBe("fast90");
    expect(d6.turnStunt(91)).toBe("fast180");
    expect(d6.turnStunt(180)).toBe("fast180");
    expect(d6.turnStunt(-90)).toBe("fast90");
    expect(() => d6.turnStunt(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    // degrees, level, ideal conditions → stunt (§ Stunts: normal use under ideal conditions needs no roll)
    [0, "cruising", false, null],
    [44, "cautious", true, null],
    [44, "cruising", true, null],
    [44, "cruising", false, "easyTurn"],
    [45, "cruising", true, "slowTurn"],
    [90, "cautious", true, "slowTurn"],
    [180, "cruising", false, "slowTurn"],
    [44, "high", true, "easyTurn"],
    [45, "high", true, "fast45"],
    [60, "allOut", true, "fast90"],
    [180, "allOut", false, "fast180"],
  ] as const)("a %s° turn at %s (ideal %s) needs %s", (degrees, level, ideal, stunt) => {
    expect(d6.turnStuntAt({ degrees, level, ideal })).toBe(stunt);
  });

  it("measures each waypoint's turn along a path", () => {
    const turns = d6.waypointTurns([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 0 },
      { x: 20, y: 10 },
      { x: 20, y: 20 },
      { x: 20, y: 0 },
    ]);
    expect(turns.map((t) => [t.index, Math.round(t.degrees), t.stunt])).toEqual([
      [1, 45, "fast45"],
      [3, 45, "fast45"],
      [4, 180, "fast180"],
    ]);
    expect(
      d6.waypointTurns(
        [
          { x: 0, y: 0 },
          { x: 0, y: 10 },
        ],
        0,
      ),
    ).toEqual([{ index: 0, degrees: 90, stunt: "fast90" }]);
    expect(
      d6.waypointTurns(
        [
          { x: 0, y: 0 },
          { x: 10, y: 4 },
        ],
        0,
      )[0]!.stunt,
    ).toBe("easyTurn");
  });

  it("names a climb or dive of 45° or more", () => {
    expect(d6.climbDiveStunt(44)).toBeNull();
    expect(d6.climbDiveStunt(45)).toBe("climbDive");
    expect(d6.climbDiveStunt(-60)).toBe("climbDive");
  });

  it("names a rapid deceleration's base after the faster level it starts from (all-out to cruising: +10)", () => {
    expect(d6.stuntDifficulty({ stunts: [], from: "allOut", to: "cruising" }).lines).toEqual([
      { source: "speed.allOut", value: 10 },
    ]);
    expect(d6.stuntDifficulty({ stunts: [], from: "high", to: "stopped" }).lines).toEqual([
      { source: "speed.high", value: 5 },
    ]);
  });

  it("sums the stunt card: speed change base, stunts for the kind, terrain, familiarity, manual, sailing", () => {
    const card = d6.stuntDifficulty({
      stunts: ["fast90", "offRoad", "ram"],
      kind: "land",
      from: "cruising",
      to: "allOut",
      terrain: "rough",
      familiarity: "common",
      manual: true,
    });
    expect(card.lines).toEqual([
      { source: "speed.allOut", value: 10 },
      { source: "stunt.fast90", value: 12 },
      { source: "stunt.offRoad", value: 6 },
      { source: "terrain.rough", value: 10 },
      { source: "familiarity.common", value: 6 },
      { source: "manual", value: -3 },
    ]);
    expect(card.difficulty).toBe(41);
    expect(card.notForKind).toEqual(["ram"]);
    expect(d6.stuntDifficulty({ stunts: ["ram", "debris"], kind: "water", sailing: -10 }).difficulty).toBe(3);
    expect(d6.stuntDifficulty({ stunts: ["unlimitedLanding"], kind: "air" }).difficulty).toBe(0);
  });

  it("keeps to each kind the chart's headings", () => {
    const listed = (kind: d6.VehicleKind) =>
      d6.STUNTS.filter((s) => d6.stuntDifficulty({ stunts: [s], kind }).notForKind.length === 0);
    expect(listed("water")).toContain("ram");
    expect(listed("magical")).toContain("ram");
    expect(listed("land")).not.toContain("ram");
    expect(listed("animalDrawn")).toEqual(expect.arrayContaining(["offRoad", "debris", "docking"]));
    expect(listed("water")).not.toContain("offRoad");
    expect(listed("air")).toEqual(expect.arrayContaining(["climbDive", "roughLanding"]));
    expect(listed("air")).not.toContain("debris");
    expect(d6.ramming("water")).toEqual({ mayRam: true, losesNextRound: true });
    expect(d6.ramming("magical")).toEqual({ mayRam: true, losesNextRound: false });
    expect(d6.ramming("animalDrawn").mayRam).toBe(false);
  });
});

describe("vehicle familiarity (§ Vehicle Familiarity)", () => {
  it.each([
    ["veryCommon", 3],
    ["common", 6],
    ["moderatelyCommon", 8],
    ["uncommon", 11],
    ["unusual", 14],
    ["rare", 17],
    ["exotic", 20],
  ] as const)("%s: +%d", (familiarity, modifier) => {
    expect(d6.familiarityModifier({ familiarity })).toBe(modifier);
    expect(d6.familiarityModifier({ familiarity, manual: true })).toBe(modifier - 3);
  });

  it("is 0 when familiar, −3 with only a manual", () => {
    expect(d6.familiarityModifier({})).toBe(0);
    expect(d6.familiarityModifier({ manual: true })).toBe(-3);
    expect(() => d6.familiarityModifier({ familiarity: "odd" as d6.Familiarity })).toThrow(RangeError);
  });
});

describe("sailing (§ Sailing Ships)", () => {
  it.each([
    [[1], 0, "becalmed", null],
    [[2], 1, "lightBreeze", 5],
    [[3], 2, "moderate", 0],
    [[4], 3, "strong", -5],
    [[5], 4, "gale", 5],
    [[6, 1], 6, "hurricane", 20],
    [[6, 6, 3], 14, "hurricane", 20],
  ] as const)("Wild Die %j: %d m/round, %s, %s", (dice, metres, wind, modifier) => {
    expect(d6.windFromWildDie(dice)).toMatchObject({
      metresPerRound: metres,
      wind,
      modifier,
      moves: modifier !== null,
    });
  });

  it("reads the storm row (result 5: a 6 can only explode, so no single die gives it) as printed", () => {
    expect(d6.WIND_TABLE.storm).toMatchObject({ modifier: 10, upTo: 15, drives: true });
    expect(d6.WIND_TABLE.gale.drives).toBe(true);
    expect(d6.WIND_TABLE.strong.drives).toBe(false);
    expect(() => d6.windFromWildDie([6])).not.toThrow();
    expect(d6.windFromWildDie([6])).toMatchObject({ metresPerRound: 5, wind: "storm", modifier: 10 });
    expect(() => d6.windFromWildDie([3, 4])).toThrow(RangeError);
    expect(() => d6.windFromWildDie([])).toThrow(RangeError);
  });

  it.each([
    [1, "intoWind", 15],
    [2, "closeHauled", 10],
    [3, "reaching", 0],
    [4, "reaching", 0],
    [5, "quartering", -5],
    [6, "runningFree", -10],
  ] as const)("direction die %d: %s, %d", (die, direction, modifier) => {
    expect(d6.windDirection(die)).toEqual({ direction, modifier });
  });

  it("adds wind and direction, none when becalmed, and drives a ship losing control in a gale or worse", () => {
    expect(d6.sailingModifier({ wind: "strong", direction: "runningFree" })).toEqual({
      modifier: -15,
      moves: true,
      drivenOnLossOfControl: false,
    });
    expect(d6.sailingModifier({ wind: "becalmed", direction: "reaching" })).toEqual({
      modifier: null,
      moves: false,
      drivenOnLossOfControl: false,
    });
    expect(d6.sailingModifier({ wind: "gale", direction: "intoWind" })).toMatchObject({
      modifier: 20,
      drivenOnLossOfControl: true,
    });
    expect(d6.sailingModifier({ wind: "hurricane", direction: "closeHauled" }).modifier).toBe(30);
  });
});

describe("collisions (§ Speed Damage Modifier, § Collision Damage Modifier; ruling 12)", () => {
  it.each([
    ["stopped", 2],
    ["cautious", 4],
    ["cruising", 6],
    ["high", 8],
    ["allOut", 10],
    ["panic", 10],
  ] as const)("%s: %dD", (speed, dice) => {
    expect(d6.collisionDice({ speed })).toBe(dice);
  });

  it.each([
    ["headOn", 9],
    ["rearEnd", 3],
    ["sideswipe", 3],
    ["noseToSide", 6],
    ["veryHard", 6],
    ["yielding", 5],
  ] as const)("cruising %s: %dD", (situation, dice) => {
    expect(d6.collisionDice({ speed: "cruising", situations: [situation] })).toBe(dice);
  });

  it("adds situations up, each once, never below 1D", () => {
    expect(d6.collisionDice({ speed: "high", situations: ["headOn", "yielding"] })).toBe(10);
    expect(d6.collisionDice({ speed: "cruising", situations: ["rearEnd", "yielding"] })).toBe(2);
    expect(d6.collisionDice({ speed: "stopped", situations: ["rearEnd", "yielding"] })).toBe(1);
    expect(d6.collisionDice({ speed: "cautious", situations: ["rearEnd", "rearEnd"] })).toBe(1);
    expect(d6.collisionDice({ speed: "allOut", situations: ["headOn", "headOn"] })).toBe(13);
  });

  it("never gives fewer dice for more speed (property)", () => {
    const situations = fc.subarray([...SITUATIONS]);
    fc.assert(
      fc.property(situations, fc.integer({ min: 0, max: 3 }), (s, i) => {
        const slower = d6.collisionDice({ speed: SPEEDS[i]!, situations: s });
        const faster = d6.collisionDice({ speed: SPEEDS[i + 1]!, situations: s });
        return faster >= slower && slower >= 1;
      }),
    );
  });
});

describe("vehicle damage (§ Vehicle & Passenger Damage; ruling 12)", () => {
  it.each([
    [-3, "none", 0],
    [0, "none", 0],
    [1, "veryLight", 0],
    [3, "veryLight", 0],
    [4, "light", 0.25],
    [8, "light", 0.25],
    [9, "heavy", 0.5],
    [12, "heavy", 0.5],
    [13, "severe", 0.75],
    [15, "severe", 0.75],
    [16, "destroyed", 1],
    [40, "destroyed", 1],
  ] as const)("margin %d: %s, passengers %d", (margin, level, share) => {
    expect(d6.damageRow(margin)).toEqual({ level, passengerShare: share });
    expect(d6.vehicleDamage({ margin })).toMatchObject({ level, hit: level, passengerShare: share, escalated: false });
  });

  // Each current level against a hit of each row: below Heavy the worse stands; at Heavy or worse a
  // hit of Light or more goes one above the worse of the two.
  const margins = { none: 0, veryLight: 2, light: 5, heavy: 10, severe: 14, destroyed: 20 } as const;
  // The chart's rows, least to worst, written out: the cases never come from the table under test.
  const LEVELS = ["none", "veryLight", "light", "heavy", "severe", "destroyed"] as const;
  const expected: Record<d6.DamageLevel, Record<d6.DamageLevel, d6.DamageLevel>> = {
    none: {
      none: "none",
      veryLight: "veryLight",
      light: "light",
      heavy: "heavy",
      severe: "severe",
      destroyed: "destroyed",
    },
    veryLight: {
      none: "veryLight",
      veryLight: "veryLight",
      light: "light",
      heavy: "heavy",
      severe: "severe",
      destroyed: "destroyed",
    },
    light: {
      none: "light",
      veryLight: "light",
      light: "light",
      heavy: "heavy",
      severe: "severe",
      destroyed: "destroyed",
    },
    heavy: {
      none: "heavy",
      veryLight: "heavy",
      light: "severe",
      heavy: "severe",
      severe: "destroyed",
      destroyed: "destroyed",
    },
    severe: {
      none: "severe",
      veryLight: "severe",
      light: "destroyed",
      heavy: "destroyed",
      severe: "destroyed",
      destroyed: "destroyed",
    },
    destroyed: {
      none: "destroyed",
      veryLight: "destroyed",
      light: "destroyed",
      heavy: "destroyed",
      severe: "destroyed",
      destroyed: "destroyed",
    },
  };
  it.each(LEVELS)("escalates from %s as ruling 12 says", (current) => {
    for (const hit of LEVELS) {
      expect(d6.vehicleDamage({ margin: margins[hit], current }).level, `${current} + ${hit}`).toBe(
        expected[current][hit],
      );
    }
  });

  it("flags escalation, and keeps the hit's passenger share", () => {
    expect(d6.vehicleDamage({ margin: 5, current: "heavy" })).toEqual({
      level: "severe",
      hit: "light",
      escalated: true,
      passengerShare: 0.25,
    });
    expect(d6.vehicleDamage({ margin: 2, current: "heavy" }).escalated).toBe(false);
  });

  it("never leaves a vehicle less damaged for a bigger margin (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom(...LEVELS),
        (margin, more, current) => {
          const a = LEVELS.indexOf(d6.vehicleDamage({ margin, current }).level);
          const b = LEVELS.indexOf(d6.vehicleDamage({ margin: margin + more, current }).level);
          return b >= a && a >= LEVELS.indexOf(current);
        },
      ),
    );
  });

  it("more speed never less damage: same dice rolled higher per die at a faster level (property)", () => {
    // Each extra die adds at least 1 to a damage total, so the faster level's margin is never smaller.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 40 }), (i, resistance) => {
        const dice = (level: d6.SpeedLevel) => d6.collisionDice({ speed: level });
        const least = (level: d6.SpeedLevel) => dice(level) - resistance;
        const most = (level: d6.SpeedLevel) => dice(level) * 6 - resistance;
        const idx = (m: number) => LEVELS.indexOf(d6.vehicleDamage({ margin: m }).level);
        const [slow, fast] = [SPEEDS[i]!, SPEEDS[i + 1]!];
        return idx(least(fast)) >= idx(least(slow)) && idx(most(fast)) >= idx(most(slow));
      }),
    );
  });

  it.each([
    ["none", { maneuverabilityDice: 0, speedLevels: 0, choice: false, lasts: "none" }],
    ["veryLight", { maneuverabilityDice: 1, speedLevels: 0, choice: false, lasts: "nextRound" }],
    ["light", { maneuverabilityDice: 1, speedLevels: 1, choice: true, lasts: "repaired" }],
    ["heavy", { maneuverabilityDice: 2, speedLevels: 2, choice: true, lasts: "repaired" }],
    ["severe", { outOfControl: true, destroyed: false }],
    ["destroyed", { outOfControl: false, destroyed: true }],
  ] as const)("%s does what the notes say", (level, effect) => {
    expect(d6.damageEffect(level)).toMatchObject(effect);
  });

  it("gives each passenger the hit's share, moved a row by exposure, rounded down", () => {
    expect(d6.passengerDamage({ total: 22, passengerShare: 0.5 })).toBe(11);
    expect(d6.passengerDamage({ total: 22, passengerShare: 0.25 })).toBe(5);
    expect(d6.passengerDamage({ total: 22, passengerShare: 0.75 })).toBe(16);
    expect(d6.passengerDamage({ total: 22, passengerShare: 1 })).toBe(22);
    expect(d6.passengerDamage({ total: 22, passengerShare: 0 })).toBe(0);
    expect(d6.passengerDamage({ total: 22, passengerShare: 0.5, exposure: "exposed" })).toBe(16);
    expect(d6.passengerDamage({ total: 22, passengerShare: 0.5, exposure: "enclosed" })).toBe(5);
    expect(d6.passengerDamage({ total: 22, passengerShare: 0, exposure: "enclosed" })).toBe(0);
    expect(d6.passengerDamage({ total: 22, passengerShare: 0, exposure: "exposed" })).toBe(5);
    expect(d6.passengerDamage({ total: 22, passengerShare: 1, exposure: "exposed" })).toBe(22);
    expect(() => d6.passengerDamage({ total: 22, passengerShare: 0.3 })).toThrow(RangeError);
  });
});

describe("creatures and leaping out (§ Targeting the Creatures, § Leaping Out of a Vehicle)", () => {
  it("runs a panicked team at 4× its Move with 5D on a road, 6D on rough ground", () => {
    expect(d6.panic({ creatureMove: 18, surface: "road" })).toEqual({ speed: 72, damageDice: 5, collisionDice: 10 });
    expect(d6.panic({ creatureMove: 18, surface: "rough" }).damageDice).toBe(6);
  });

  it("spooks on meeting or beating mettle, and controls against mettle + 9", () => {
    expect(d6.spook({ intimidation: 12, mettle: 12 })).toEqual({ spooked: true, controlDifficulty: 21 });
    expect(d6.spook({ intimidation: 11, mettle: 12 }).spooked).toBe(false);
    expect(d6.spook({ mettle: 8 })).toEqual({ spooked: false, controlDifficulty: 17 });
  });

  it("makes leaping out below 10 km/h Very Easy, faster the GM's call; failure 6 points", () => {
    expect(d6.leapOut(9.9)).toEqual({ difficulty: 5, failureDamage: 6 });
    expect(d6.leapOut(10)).toEqual({ difficulty: null, failureDamage: 6 });
    expect(() => d6.leapOut(-1)).toThrow(RangeError);
  });
});

describe("bad input", () => {
  it("names what was wrong", () => {
    expect(() => d6.vehicleSpeed({ level: "warp" as d6.SpeedLevel, move: 10 })).toThrow(/level must be one of/);
    expect(() => d6.vehicleSpeed({ level: "high", move: -1 })).toThrow(RangeError);
    expect(() => d6.collisionDice({ speed: "high", situations: ["tbone" as d6.CollisionSituation] })).toThrow(
      /situations\[0\]/,
    );
    expect(() => d6.vehicleDamage({ margin: Number.NaN })).toThrow(RangeError);
    expect(() => d6.vehicleDamage({ margin: 3, current: "scratched" as d6.DamageLevel })).toThrow(RangeError);
    expect(() => d6.waypointTurns([{ x: 0, y: Number.NaN }])).toThrow(RangeError);
    expect(() => d6.stuntDifficulty({ stunts: [], terrain: "lava" })).toThrow(/terrain/);
  });
});

describe("vehicles on the ruler and their tests (#12 items 2–3)", () => {
  const profile = (characteristics: Record<string, number>) => ({ characteristics });

  it("gives a vehicle the speed levels as bands, up to the top speed damage leaves", () => {
    expect(ruleset.bands.vehicleBands(profile({ move: 30 }))).toEqual([
      { action: "d6Cautious", distance: 15 },
      { action: "d6Cruising", distance: 30 },
      { action: "d6High", distance: 60 },
      { action: "d6AllOut", distance: 120 },
    ]);
    expect(d6.vehicleBands(profile({ move: 30, topSpeed: 2 })).map((b) => b.action)).toEqual([
      "d6Cautious",
      "d6Cruising",
    ]);
    expect(d6.vehicleBands(profile({ move: 30, topSpeed: 0 }))).toEqual([{ action: "d6Cautious", distance: 0 }]);
    expect(
      (ruleset.actions as readonly MovementActionSpec[]).filter((a) => a.kinds?.includes("vehicle")).map((a) => a.id),
      // The panic band's action (#12 point 5: a panicking team's vehicle) after the speed levels.
    ).toEqual(["d6Cautious", "d6Cruising", "d6High", "d6AllOut", "d6Panic"]);
  });

  const summary = (turnDistance: number, conditions: string[] = []) => ({
    actions: ["d6High"],
    conditions,
    turnDistance,
    bands: d6.vehicleBands(profile({ move: 30 })),
    zeroGravity: false,
    vehicle: true,
  });

  it("calls for the pilot's roll at high and all-out speed only, with the worst terrain", () => {
    expect(ruleset.tests.movementTests({ ...summary(30), actions: ["walk"] })).toEqual([]);
    // Declared at high speed (its movement action), 30 m is half of 60 m: still high (vehicle-drive.ts vehicleRound).
    expect(ruleset.tests.movementTests(summary(30)).map((t) => t.kind)).toEqual(["pilot"]);
    const [high] = ruleset.tests.movementTests(summary(45));
    expect(high).toMatchObject({
      kind: "pilot",
      characteristic: "pilotry",
      modifiers: [{ source: "speed.high", value: 5 }],
    });
    const [allOut] = ruleset.tests.movementTests(summary(100, ["moderate", "rough"]));
    expect(allOut!.modifiers).toEqual([
      { source: "speed.allOut", value: 10 },
      { source: "terrain.rough", value: 10 },
    ]);
    // A character's move still calls for the running roll.
    const running = ruleset.tests.movementTests({
      actions: ["d6Run3"],
      conditions: [],
      turnDistance: 25,
      bands: ruleset.bands.movementBands({ characteristics: { move: 10 } }),
      zeroGravity: false,
    });
    expect(running.map((t) => t.kind)).toEqual(["run"]);
  });

  it("rolls pilotry with the Wild Die: a miss loses control for a round (a status)", () => {
    const call = ruleset.tests.buildTest({ kind: "pilot", options: { level: "allOut" } })!;
    // 4D: three normal dice and the Wild Die.
    const made = ruleset.tests.resolve(call, 12, [3, 3, 2, 2]);
    expect(made).toMatchObject({ success: true, targetNumber: 10, outcome: "made" });
    expect(made.consequences).toBeUndefined();
    const missed = ruleset.tests.resolve(call, 12, [1, 2, 2, 1]);
    expect(missed).toMatchObject({ success: false, outcome: "lostControl:complication" });
    expect(missed.consequences).toEqual([{ type: "status", status: d6.LOST_CONTROL, active: true }]);
    expect(ruleset.statuses.statuses.map((s) => s.id)).toContain(d6.LOST_CONTROL);
  });

  it("builds the stunt card's difficulty from its options", () => {
    const stunt = ruleset.tests.buildTest({
      kind: "stunt",
      options: { turn: "fast90", stunts: "offRoad", from: "cruising", to: "allOut", terrain: "moderate" },
    })!;
    expect(d6.testDifficulty(stunt)).toBe(10 + 6 + 12 + 5);
    expect(ruleset.tests.describe(stunt, 12)).toMatchObject({
      title: { key: "STRIDE.D6Vehicle.Test.stuntTitle", data: { difficulty: 33 } },
      target: "33",
    });
    expect(ruleset.tests.manualTests.map((t) => t.request.kind)).toEqual(expect.arrayContaining(["pilot", "stunt"]));
  });

  it("controls a spooked team against mettle + 9, and leaps out Very Easy below 10 km/h", () => {
    const control = ruleset.tests.buildTest({ kind: "control", options: { mettle: "11" } })!;
    expect(d6.testDifficulty(control)).toBe(20);
    const leap = ruleset.tests.buildTest({ kind: "leapOut", options: { kmh: "8" } })!;
    expect(d6.testDifficulty(leap)).toBe(5);
    const missed = ruleset.tests.resolve(leap, 3, [2]);
    expect(missed).toMatchObject({ success: false, outcome: "hurt" });
    expect(ruleset.tests.describeResult(leap, missed).outcome.key).toBe("STRIDE.D6Vehicle.Card.outcome.hurt");
    const fast = ruleset.tests.buildTest({ kind: "leapOut", options: { kmh: "40", difficulty: "15" } })!;
    expect(d6.testDifficulty(fast)).toBe(15);
  });
});
