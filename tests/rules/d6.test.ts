/**
 * The OpenD6 engine against d6-movement.txt's numbers (Running … Other Movement Options) and
 * rulings 10 and 12.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BACK_PATH_OPTION,
  backtrackPoint,
  decodePath,
  edgeStopEffects,
  encodePath,
  finishedMoveEffects,
  getRuleset,
  pathTail,
  standingCounterEffects,
  wildDieRoll,
  wildDieTotal,
  type MovementTestCall,
} from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { spread } from "../support/spread";

const ruleset = getRuleset("d6");

describe("running (§ Running; ruling 12)", () => {
  it("gives the text's examples: Move 10 at 20 m is difficulty 5, at 40 m difficulty 15", () => {
    expect(ruleset.runningDifficulty({ move: 10, distance: 20 })).toEqual({ movements: 2, difficulty: 5, free: false });
    expect(ruleset.runningDifficulty({ move: 10, distance: 40 })).toEqual({
      movements: 4,
      difficulty: 15,
      free: false,
    });
  });

  it("counts a distance between whole movements as the next (25 m at Move 10: three movements, difficulty 10)", () => {
    expect(d6.runningDifficulty({ move: 10, distance: 25 })).toEqual({ movements: 3, difficulty: 10, free: false });
    expect(d6.runningDifficulty({ move: 10, distance: 10.5 }).difficulty).toBe(5);
    expect(d6.runningDifficulty({ move: 10, distance: 10 }).difficulty).toBe(0);
    expect(d6.runningDifficulty({ move: 10, distance: 30.000000001 }).movements).toBe(3);
  });

  it("is free up to half a Move, exactly half included (§ Short Distances)", () => {
    expect(d6.runningDifficulty({ move: 10, distance: 5 })).toEqual({ movements: 1, difficulty: 0, free: true });
    expect(d6.runningDifficulty({ move: 10, distance: 5.01 }).free).toBe(false);
    expect(d6.runningDifficulty({ move: 10, distance: 0 })).toEqual({ movements: 0, difficulty: 0, free: true });
    expect(d6.isFree(7, 3.5)).toBe(true);
  });

  it("adds the terrain's modifier, every level of the table", () => {
    const table = { easy: 0, moderate: 5, rough: 10, veryRough: 15, hazardous: 20, veryHazardous: 25 } as const;
    for (const [level, modifier] of Object.entries(table)) {
      expect(d6.terrainModifier(level as d6.TerrainLevel), level).toBe(modifier);
      expect(d6.runningDifficulty({ move: 10, distance: 27, terrain: level as d6.TerrainLevel }).difficulty).toBe(
        10 + modifier,
      );
    }
    expect(d6.D6_TERRAIN).toEqual(Object.keys(table));
    expect(() => d6.terrainModifier("lava" as d6.TerrainLevel)).toThrow(RangeError);
    expect(() => d6.terrainModifier("constructor" as d6.TerrainLevel)).toThrow(RangeError);
  });

  it("never lowers the difficulty as the distance grows, and never goes negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), spread(0, 500), spread(0, 500), (move, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const x = d6.runningDifficulty({ move, distance: near }).difficulty;
        const y = d6.runningDifficulty({ move, distance: far }).difficulty;
        return x >= 0 && y >= x && d6.swimDifficulty({ move, distance: far }).difficulty >= 5;
      }),
    );
  });

  it("rejects a Move of 0 or a negative distance with a RangeError", () => {
    expect(() => d6.runningDifficulty({ move: 0, distance: 5 })).toThrow(/more than 0/);
    expect(() => d6.runningDifficulty({ move: 10, distance: -1 })).toThrow(RangeError);
    expect(() => d6.runningDifficulty(null as never)).toThrow(TypeError);
  });

  it("decides a running roll: made covers the distance, missed only the Move, missed by 10 trips", () => {
    expect(d6.runningOutcome({ move: 10, distance: 27, difficulty: 10, total: 10 })).toEqual({
      success: true,
      covered: 27,
      trips: false,
    });
    expect(d6.runningOutcome({ move: 10, distance: 27, difficulty: 10, total: 8 })).toEqual({
      success: false,
      covered: 10,
      trips: false,
    });
    expect(d6.runningOutcome({ move: 10, distance: 40, difficulty: 15, total: 5 }).trips).toBe(true);
    expect(d6.runningOutcome({ move: 10, distance: 40, difficulty: 15, total: 6 }).trips).toBe(false);
  });

  it("limits to 4× Move when the GM chooses (§ Maximum Movement)", () => {
    expect(d6.maxDistance(10)).toBe(40);
    expect(d6.maxDistance(7)).toBe(28);
  });
});

describe("swimming and breath (§ Swimming)", () => {
  it("swims at half the Move rounded up, base 5, +5 per extra movement", () => {
    expect(d6.swimMove(10)).toBe(5);
    expect(d6.swimMove(7)).toBe(4);
    expect(ruleset.swimDifficulty({ move: 10, distance: 10 })).toEqual({ movements: 2, difficulty: 10, free: false });
    expect(d6.swimDifficulty({ move: 10, distance: 5 }).difficulty).toBe(5);
    expect(d6.swimDifficulty({ move: 10, distance: 11 }).difficulty).toBe(15);
  });

  it("is free up to 2.5 m in the water at Move 10 (§ Short Distances)", () => {
    expect(d6.swimDifficulty({ move: 10, distance: 2.5 }).free).toBe(true);
    expect(d6.swimDifficulty({ move: 10, distance: 2.6 }).free).toBe(false);
  });

  it("drowns over several rounds: 1D and +3 per failed round, cumulative", () => {
    expect(d6.drowning({ failedRounds: 0 })).toEqual({ damageDice: 0, modifier: 0 });
    expect(d6.drowning({ failedRounds: 1 })).toEqual({ damageDice: 1, modifier: 3 });
    expect(d6.drowning({ failedRounds: 3 })).toEqual({ damageDice: 3, modifier: 9 });
    const call = d6.buildTest({ kind: "swim", distance: 5, options: { move: "10", failedRounds: "2" } })!;
    expect(d6.testDifficulty(call)).toBe(11);
  });

  it("holds breath 5 × a Physique or stamina total, at most 10 × prepared", () => {
    expect(d6.breathSeconds({ total: 12 })).toBe(60);
    expect(d6.breathSeconds({ total: 12, prepared: true })).toBe(120);
  });
});

describe("climbing (§ Climbing)", () => {
  it("gives the tree example: Move 10 without the skill, 8 m up a tree is difficulty 20", () => {
    expect(d6.climbMove({ move: 10, skilled: false })).toBe(5);
    expect(d6.climbMove({ move: 10, skilled: true })).toBe(10);
    expect(ruleset.climbDifficulty({ move: 10, skilled: false, distance: 8, terrain: "moderate" })).toBe(20);
  });

  it("adds +10 per extra half of the climbing Move, rounded up", () => {
    expect(d6.climbDifficulty({ move: 10, skilled: false, distance: 5 })).toBe(5);
    expect(d6.climbDifficulty({ move: 10, skilled: false, distance: 8 })).toBe(15);
    expect(d6.climbDifficulty({ move: 10, skilled: false, distance: 9 })).toBe(25);
    expect(d6.climbDifficulty({ move: 10, skilled: true, distance: 15 })).toBe(15);
    expect(d6.climbDifficulty({ move: 10, skilled: true, distance: 16, terrain: "hazardous" })).toBe(45);
  });
});

describe("jumping (§ Jumping)", () => {
  it("leaps a quarter of the Move rounded up at 5, +10 per further 2 m, +5 a round of running start up to +10", () => {
    expect(d6.standingLeap(10)).toBe(3);
    expect(d6.jumpDifficulty({ move: 10, distance: 3 })).toEqual({ difficulty: 5, bonus: 0 });
    expect(ruleset.jumpDifficulty({ move: 10, distance: 5, runningRounds: 2 })).toEqual({ difficulty: 15, bonus: 10 });
    expect(d6.jumpDifficulty({ move: 10, distance: 6, runningRounds: 1 })).toEqual({ difficulty: 25, bonus: 5 });
    expect(d6.jumpDifficulty({ move: 10, distance: 5, runningRounds: 3 }).bonus).toBe(10);
  });
});

describe("chases and fatigue (§ Accelerating & Decelerating, § Fatigue)", () => {
  it("follows the thief chase round by round", () => {
    // Round 1: from a standstill up to 20 m, difficulty 5.
    expect(d6.chaseStep({ baseMove: 10, currentRate: 0, wantedRate: 50 })).toEqual({ rate: 20 });
    expect(d6.runningDifficulty({ move: 10, distance: 20 }).difficulty).toBe(5);
    // Round 2: up to 40 m, difficulty 15; a total of 20 would make 50 m, but the chase allows 40.
    expect(ruleset.chaseStep({ baseMove: 10, currentRate: 20, wantedRate: 50 })).toEqual({ rate: 40 });
    expect(d6.runningDifficulty({ move: 10, distance: 40 }).difficulty).toBe(15);
    expect(d6.runningDifficulty({ move: 10, distance: 50 }).difficulty).toBe(20);
    // Round 3: missing 15 slows him to 20 m.
    expect(ruleset.chaseSlowdown({ baseMove: 10, currentRate: 40 })).toEqual({ rate: 20, outcome: "continue" });
    expect(d6.chaseSlowdown({ baseMove: 10, currentRate: 20 })).toEqual({ rate: 0, outcome: "stop" });
    expect(d6.chaseSlowdown({ baseMove: 10, currentRate: 10 })).toEqual({ rate: 0, outcome: "trip" });
    expect(d6.chaseRange({ baseMove: 10, currentRate: 40 })).toEqual({ min: 20, max: 60 });
  });

  it("changes swimming by 2× the swimming Move (10 at Move 10)", () => {
    expect(d6.chaseRange({ baseMove: d6.swimMove(10), currentRate: 5 })).toEqual({ min: 0, max: 15 });
  });

  it("adds +3 per round beyond the limit, cumulative", () => {
    expect(ruleset.fatigueModifier({ roundsBeyond: 0 })).toBe(0);
    expect(d6.fatigueModifier({ roundsBeyond: 1 })).toBe(3);
    expect(d6.fatigueModifier({ roundsBeyond: 2 })).toBe(6);
  });
});

describe("skill codes and profiles (ruling 10)", () => {
  const record: d6.D6Record = {
    move: 10,
    flyingMove: 0,
    attributes: { agility: "3D+1", physique: "2D+2" },
    skills: { running: "4D+1", swimming: "", climbing: "", jumping: "3D+2", flying: "", stamina: "" },
  };

  it("reads codes as pips and falls back to the attribute when untrained", () => {
    expect(d6.codePips("3D+2")).toBe(11);
    expect(d6.pipsCode(11)).toEqual({ dice: 3, pips: 2 });
    expect(d6.pipsCode(1)).toEqual({ dice: 1, pips: 0 });
    const profile = d6.d6Profile(record);
    expect(profile.characteristics).toMatchObject({
      move: 10,
      flyingMove: 0,
      running: 13,
      climbing: 10,
      swimming: 8,
      stamina: 8,
      jumping: 11,
      climbingSkilled: 0,
    });
  });

  it("rolls an untrained skill on the attribute the record gives it: climbing on Physique 2D+2, a trained jump on its own code", () => {
    const host = { ...record, untrainedAttributes: { climbing: "physique", jumping: "physique" } } as const;
    expect(d6.skillPips(host, "climbing")).toBe(8);
    expect(d6.skillPips(host, "jumping")).toBe(11);
    expect(d6.d6Profile(host).characteristics).toMatchObject({ climbing: 8, climbingSkilled: 0, running: 13 });
    // Not an attribute (or inherited): the skill's own attribute, Agility 3D+1.
    const junk = {
      ...record,
      untrainedAttributes: JSON.parse('{"climbing":"charisma","__proto__":{"flying":"physique"}}'),
    };
    expect([d6.skillPips(junk, "climbing"), d6.skillPips(junk, "flying")]).toEqual([10, 10]);
  });

  it("rolls a skill code with one Wild Die through the shared module", () => {
    const run = d6.buildTest({ kind: "run", distance: 27, options: { move: "10", terrain: "rough" } })!;
    expect(ruleset.tests.formula(run, 11)).toBe("2d6 + 1d6x6 + 2");
    expect(ruleset.tests.diceKind(run)).toBe("wildDie");
    expect(wildDieTotal({ normal: [4, 3], wild: [6, 2], pips: 2 })).toMatchObject({ total: 17, complication: false });
    expect(wildDieRoll({ dice: [4, 3], wild: [6, 2], pips: 2 })).toMatchObject({ total: 17, complication: false });
    expect(wildDieRoll({ dice: [4], wild: [1], pips: 0 })).toMatchObject({ total: 5, complication: true });
  });
});

describe("tests capability", () => {
  const run = d6.buildTest({ kind: "run", distance: 27, options: { move: "10", terrain: "rough" } })!;

  it("builds a run at 27 m on rough ground: difficulty 20 (10 + rough 10)", () => {
    expect(run.modifiers).toEqual([
      { source: "movements", value: 10 },
      { source: "terrain.rough", value: 10 },
    ]);
    expect(d6.buildTest(run.request!)).toEqual(run);
    const card = ruleset.tests.describe(run, 13);
    expect(card.title).toEqual({ key: "STRIDE.D6.Test.runTitle", data: { difficulty: 20 } });
    expect(card.lines[0]).toEqual({ label: { key: "STRIDE.D6.Skill.running" }, value: "4D+1" });
    expect(card.target).toBe("20");
  });

  it("resolves a made roll, a missed one (covers Move) and a bad miss (trips)", () => {
    const made = ruleset.tests.resolve(run, 13, [6, 5, 5, 3]);
    expect(made).toMatchObject({ success: true, targetNumber: 20, outcome: "made", prone: false, degrees: 1 });
    const missed = ruleset.tests.resolve(run, 13, [3, 3, 3, 3]);
    expect(missed).toMatchObject({ success: false, outcome: "coversMove", prone: false });
    const tripped = ruleset.tests.resolve(run, 13, [1, 1, 2, 1]);
    expect(tripped).toMatchObject({ success: false, outcome: "trips:complication", prone: true });
    expect(ruleset.tests.describeResult(run, tripped)).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.missedComplication", data: { difficulty: 20, margin: 14 } },
      outcome: { key: "STRIDE.D6.Card.outcome.trips", data: { distance: 27, move: 10, seconds: 0, covered: 10 } },
    });
    expect(() => ruleset.tests.resolve(run, 13, [3, 3])).toThrow(RangeError);
    expect(() => ruleset.tests.resolve(run, 13, [3, 3, 3, 2, 3])).toThrow(/re-rolls only after a 6/);
  });

  it("explodes the Wild Die", () => {
    expect(ruleset.tests.resolve(run, 13, [1, 1, 1, 6, 6, 4])).toMatchObject({ success: true, degrees: 1 });
  });

  it("holds breath 10 × the total prepared only with the stamina skill; prepared without it, 5 ×", () => {
    // 4 + 4 + 4 = 12: 60 s unprepared, 120 s prepared with stamina, 60 s prepared without.
    const held = (options: Record<string, string>) => {
      const breath = d6.buildTest({ kind: "breath", options })!;
      const resolution = ruleset.tests.resolve(breath, 9, [4, 4, 4]);
      return [resolution.degrees, ruleset.tests.describe(breath, 9).reason.key];
    };
    expect(held({ prepared: "true", staminaSkill: "true" })).toEqual([120, "STRIDE.D6.Card.reason.breathPrepared"]);
    expect(held({ prepared: "true", staminaSkill: "false" })).toEqual([60, "STRIDE.D6.Card.reason.breathUntrained"]);
    expect(held({ prepared: "true" })).toEqual([60, "STRIDE.D6.Card.reason.breathUntrained"]);
    expect(held({ prepared: "false", staminaSkill: "true" })).toEqual([60, "STRIDE.D6.Card.reason.breath"]);
  });

  it("holds breath for 5 × the stamina total", () => {
    const breath = d6.buildTest({ kind: "breath" })!;
    const held = ruleset.tests.resolve(breath, 9, [4, 4, 4]);
    expect(held).toMatchObject({ success: true, degrees: 60, outcome: "holds" });
    expect(ruleset.tests.describeResult(breath, held).outcome.data?.["seconds"]).toBe(60);
  });

  it("asks for a running roll after a move beyond one movement, with the worst terrain crossed", () => {
    const bands = ruleset.bands.movementBands(
      d6.d6Profile({ move: 10, flyingMove: 0, attributes: { agility: "3D", physique: "3D" }, skills: {} }),
    );
    const summary = {
      actions: ["d6Run3"],
      conditions: ["moderate", "rough"],
      turnDistance: 27,
      bands,
      zeroGravity: false,
    };
    const calls: MovementTestCall[] = ruleset.tests.movementTests(summary);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ kind: "run", distance: 27 });
    expect(d6.testDifficulty(calls[0]!)).toBe(20);
    // § Movement Difficulty Modifiers: terrain adds to every movement, so one Move over rough ground
    // (base 0 + 10) is rolled; on easy ground it is difficulty 0 and asks for none, and the free half
    // Move (§ Short Distances) asks for none anywhere.
    const rough = ruleset.tests.movementTests({ ...summary, turnDistance: 10 });
    expect(rough.map((c) => [c.kind, d6.testDifficulty(c)])).toEqual([["run", 10]]);
    expect(ruleset.tests.movementTests({ ...summary, turnDistance: 10, conditions: [] })).toEqual([]);
    expect(ruleset.tests.movementTests({ ...summary, turnDistance: 5 })).toEqual([]);
    const swim = ruleset.tests.movementTests({ ...summary, actions: ["d6Swim"], turnDistance: 10, conditions: [] });
    expect(swim[0]).toMatchObject({ kind: "swim" });
    expect(d6.testDifficulty(swim[0]!)).toBe(10);
  });
});

describe("bands", () => {
  const profile = d6.d6Profile({ move: 10, flyingMove: 12, attributes: { agility: "3D", physique: "3D" }, skills: {} });

  it("are movements: free 5, Move 10, 20, 30, 40 and, without the GM's limit, no hard limit", () => {
    expect(ruleset.bands.movementBands(profile, { variant: "limited" })).toEqual([
      { action: "d6Free", distance: 5 },
      { action: "d6Move", distance: 10 },
      { action: "d6Run2", distance: 20 },
      { action: "d6Run3", distance: 30 },
      { action: "d6Run4", distance: 40 },
    ]);
    expect(ruleset.bands.movementBands(profile).at(-1)).toEqual({ action: "d6Beyond", distance: 1000 });
    expect(ruleset.bands.flyingBands(12, { variant: "limited" }).map((b) => b.distance)).toEqual([6, 12, 24, 36, 48]);
  });

  it("swim at the swimming Move and climb at the climbing Move", () => {
    expect(ruleset.bands.actionBands("d6Swim", profile, { variant: "limited" })?.map((b) => b.distance)).toEqual([
      2.5, 5, 10, 15, 20,
    ]);
    expect(ruleset.bands.actionBands("d6Climb", profile, { variant: "limited" })?.map((b) => b.distance)).toEqual([
      2.5, 5, 10, 15, 20,
    ]);
    expect(ruleset.bands.actionBands("d6Move", profile)).toBeNull();
  });

  it("has terrain: levels cost nothing extra, water is swum, a climb climbed, a gap jumped", () => {
    expect(ruleset.terrain.costMultiplier(["veryRough"])).toBe(1);
    expect(ruleset.terrain.requiredAction(["water"])).toBe("d6Swim");
    expect(ruleset.terrain.requiredAction(["climb"])).toBe("d6Climb");
    expect(ruleset.terrain.edgeTest(["gap"])).toBe("jump");
  });
});

describe("the ruler's label (§ Running, § Short Distances, § Movement Difficulty Modifiers)", () => {
  const bands = d6.rateBands(10);
  const label = (distance: number, conditions: string[] = [], action: string | null = null, context = {}) =>
    ruleset.bands.rulerLabel({ distance, action, bands, conditions, context });

  it("reads 'Run · 27 m · 3 movements · difficulty 20 (+10 rough)' on rough ground", () => {
    expect(label(27, ["moderate", "rough", "water"])).toEqual({
      key: "STRIDE.D6.Ruler.label",
      data: {
        skill: { key: "STRIDE.D6.Ruler.run" },
        distance: 27,
        movements: { key: "STRIDE.D6.Ruler.movements", data: { count: 3 } },
        difficulty: 20,
        terrain: {
          key: "STRIDE.D6.Ruler.terrain",
          data: { value: 10, terrain: { key: "STRIDE.D6.Ruler.level.rough" } },
        },
        fatigue: "",
        drowning: "",
        chase: "",
      },
    });
  });

  it("is free up to exactly half a Move, and one movement at difficulty 0 just past it", () => {
    expect(label(5)).toEqual({
      key: "STRIDE.D6.Ruler.free",
      data: { skill: { key: "STRIDE.D6.Ruler.run" }, distance: 5, chase: "" },
    });
    expect(label(5.1)?.data).toMatchObject({ movements: { data: { count: 1 } }, difficulty: 0 });
    expect(label(40)?.data).toMatchObject({ movements: { data: { count: 4 } }, difficulty: 15 });
  });

  it("gives every terrain level its modifier at 20 m (difficulty 5 + level)", () => {
    const levels = { easy: 5, moderate: 10, rough: 15, veryRough: 20, hazardous: 25, veryHazardous: 30 } as const;
    for (const [level, difficulty] of Object.entries(levels)) {
      expect(label(20, [level])?.data?.["difficulty"]).toBe(difficulty);
    }
  });

  it("stops at the GM's 4× limit: beyond 40 m it gives the common 'beyond' label", () => {
    const limited = d6.rateBands(10, { variant: "limited" });
    expect(ruleset.bands.rulerLabel({ distance: 40, action: null, bands: limited, conditions: [] })).not.toBeNull();
    expect(ruleset.bands.rulerLabel({ distance: 40.5, action: null, bands: limited, conditions: [] })).toBeNull();
  });

  it("words swimming, climbing and flying with their own bands", () => {
    const swim = d6.rateBands(5, undefined, undefined, "d6Swim");
    expect(
      ruleset.bands.rulerLabel({ distance: 10, action: "d6Swim", bands: swim, conditions: [] })?.data,
    ).toMatchObject({ skill: { key: "STRIDE.D6.Ruler.swim" }, difficulty: 10 });
    // The tree: climbing Move 5 (unskilled), 8 m is difficulty 20 with moderate terrain.
    const climb = d6.rateBands(5, undefined, undefined, "d6Climb");
    expect(
      ruleset.bands.rulerLabel({ distance: 8, action: "d6Climb", bands: climb, conditions: ["moderate"] })?.data,
    ).toMatchObject({ skill: { key: "STRIDE.D6.Ruler.climb" }, difficulty: 20 });
    const fly = d6.rateBands(12);
    expect(ruleset.bands.rulerLabel({ distance: 24, action: "fly", bands: fly, conditions: [] })?.data).toMatchObject({
      skill: { key: "STRIDE.D6.Ruler.fly" },
      difficulty: 5,
    });
  });

  it("never lowers the difficulty as the distance grows, and never goes negative", () => {
    const difficulty = (d: number) => Number(label(d, ["rough"])?.data?.["difficulty"] ?? 0);
    fc.assert(
      fc.property(spread(0, 1000), spread(0, 1000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return difficulty(lo) >= 0 && difficulty(lo) <= difficulty(hi);
      }),
    );
  });
});

describe("fatigue for any action the GM marks repetitive (§ Fatigue)", () => {
  it("one round beyond the limit is +3, two +6, on a climb and a jump as on a run", () => {
    const climb = d6.buildTest({ kind: "climb", distance: 10, options: { skilled: "true", fatigueRounds: "1" } })!;
    expect(climb.modifiers).toContainEqual({ source: "fatigue", value: 3 });
    expect(d6.testDifficulty(climb)).toBe(8);
    const jump = d6.buildTest({ kind: "jump", distance: 3, options: { fatigueRounds: "2" } })!;
    // A 3 m standing leap at Move 10 is difficulty 5 (a quarter Move, rounded up), +6.
    expect(d6.testDifficulty(jump)).toBe(11);
  });

  it("overcoming it is a stamina roll at base 5 plus the fatigue modifier: 5 + 6 = 11 two rounds beyond", () => {
    const call = d6.buildTest({ kind: "fatigue", options: { fatigueRounds: "2" } })!;
    expect(call).toMatchObject({ kind: "fatigue", characteristic: "stamina" });
    expect(call.distance).toBeUndefined();
    expect(d6.testDifficulty(call)).toBe(11);
    // 3D: two dice and the Wild Die. 4 + 4 + 4 = 12 overcomes it; 3 + 3 + 3 = 9 does not.
    expect(ruleset.tests.resolve(call, 9, [4, 4, 4])).toMatchObject({ success: true, outcome: "overcome" });
    const missed = ruleset.tests.resolve(call, 9, [3, 3, 3]);
    expect(missed).toMatchObject({ success: false, outcome: "tired", degrees: 3 });
    expect(missed.consequences).toBeUndefined();
    expect(ruleset.tests.describeResult(call, missed).outcome.key).toBe("STRIDE.D6.Card.outcome.tired");
    expect(ruleset.tests.describe(call, 9).reason.key).toBe("STRIDE.D6.Card.reason.fatigue");
    // No rounds beyond: base 5 alone.
    expect(d6.testDifficulty(d6.buildTest({ kind: "fatigue" })!)).toBe(5);
  });
});

describe("the thief chase across rounds (§ Accelerating & Decelerating, § Fatigue)", () => {
  const profile = d6.d6Profile({ move: 10, flyingMove: 0, attributes: { agility: "3D", physique: "3D" }, skills: {} });
  const limits = (previous: { rate: number; fastRounds: number } | null) => ({
    previous,
    limits: true,
    fatigueAfter: 0,
  });

  it("round 1 runs 20 m (difficulty 5), round 2 at most 40 m (difficulty 15) whatever the roll, round 3 a miss slows to 20", () => {
    // Round 1: no earlier round, no range.
    const round1 = ruleset.bands.movementBands(profile, { pace: limits(null) });
    expect(round1.at(-1)!.distance).toBe(1000);
    expect(
      ruleset.bands.rulerLabel({ distance: 20, action: null, bands: round1, conditions: [], context: {} })?.data,
    ).toMatchObject({ difficulty: 5, chase: "" });
    const after1 = ruleset.bands.pace.next(null, 20, round1);
    expect(after1).toEqual({ rate: 20, fastRounds: 1, runningStart: 0 });
    // Round 2: from 20 the range is 0–40; the bands stop at 40 even though 50 m would be difficulty 20.
    const context2 = { pace: limits(after1) };
    const round2 = ruleset.bands.movementBands(profile, context2);
    expect(round2.map((b) => b.distance)).toEqual([5, 10, 20, 30, 40, 40]);
    expect(d6.chaseStep({ baseMove: 10, currentRate: 20, wantedRate: 50 })).toEqual({ rate: 40 });
    expect(
      ruleset.bands.rulerLabel({ distance: 40, action: null, bands: round2, conditions: [], context: context2 })?.data,
    ).toMatchObject({ difficulty: 15, chase: { key: "STRIDE.D6.Ruler.chase", data: { min: 0, max: 40 } } });
    const after2 = ruleset.bands.pace.next(after1, 40, round2);
    expect(after2).toEqual({ rate: 40, fastRounds: 2, runningStart: 0 });
    // Round 3: holding 40 m needs 15; a total of 12 slows to 20 m (40 − 2 × 10), back 20 m along the path.
    const [call] = ruleset.tests.movementTests({
      actions: ["d6Run4"],
      conditions: [],
      turnDistance: 40,
      bands: ruleset.bands.movementBands(profile, { pace: limits(after2) }),
      zeroGravity: false,
      pace: limits(after2),
    });
    expect(call!.request?.options).toEqual({ move: "10", paceRate: "40" });
    const missed = ruleset.tests.resolve(call!, 12, [4, 4, 2, 2]);
    expect(missed).toMatchObject({ success: false, outcome: "slows", amount: 20, prone: false });
    expect(missed.consequences).toEqual([
      { type: "backtrack", distance: 20 },
      { type: "paceRoll", made: false },
    ]);
    expect(ruleset.tests.describeResult(call!, missed).outcome).toEqual({
      key: "STRIDE.D6.Card.outcome.slows",
      data: { distance: 40, move: 10, seconds: 0, covered: 20 },
    });
  });

  it("the minimum is enforced like the maximum: from 40 m (Move 10) the range is 20–60 m, a 5 m round is kept at 20", () => {
    const at40 = { rate: 40, fastRounds: 2 };
    const context = { pace: limits(at40) };
    const bands = ruleset.bands.movementBands(profile, context);
    expect(d6.paceRange(context.pace, 10)).toEqual({ min: 20, max: 60 });
    // The ruler says a stop short of 20 m is below the minimum; from 20 m on it shows the range alone.
    expect(
      ruleset.bands.rulerLabel({ distance: 15, action: null, bands, conditions: [], context })?.data,
    ).toMatchObject({ chase: { key: "STRIDE.D6.Ruler.chaseBelow", data: { min: 20, max: 60 } } });
    expect(
      ruleset.bands.rulerLabel({ distance: 20, action: null, bands, conditions: [], context })?.data,
    ).toMatchObject({ chase: { key: "STRIDE.D6.Ruler.chase", data: { min: 20, max: 60 } } });
    // A round of 5 m under the limits is recorded at 40 − 2 × 10 = 20 m (free movement: no fast round);
    // the next round's range is then 0–40, as after the text's missed roll.
    const after = ruleset.bands.pace.next(at40, 5, bands, false, true);
    expect(after).toEqual({ rate: 20, fastRounds: 0, runningStart: 0 });
    expect(d6.paceRange(limits(after), 10)).toEqual({ min: 0, max: 40 });
    // Without the limits the 5 m stands; a round at or above the minimum stands either way.
    expect(ruleset.bands.pace.next(at40, 5, bands, false, false).rate).toBe(5);
    expect(ruleset.bands.pace.next(at40, 30, bands, true, true)).toEqual({ rate: 30, fastRounds: 3, runningStart: 1 });
    // No earlier round recorded: no minimum.
    expect(ruleset.bands.pace.next(null, 5, bands, false, true).rate).toBe(5);
  });

  it("a miss that still makes last round's rate keeps it: round 2 wants 40 m (15), a total of 8 makes 20 m (5)", () => {
    const want40 = d6.buildTest({ kind: "run", distance: 40, options: { move: "10", paceRate: "20" } })!;
    expect(d6.testDifficulty(want40)).toBe(15);
    // 3D: two dice and the Wild Die. 2 + 3 + 3 = 8 misses 15 but makes the 5 of last round's 20 m.
    const kept = ruleset.tests.resolve(want40, 9, [2, 3, 3]);
    expect(kept).toMatchObject({ success: false, outcome: "keepsPace", amount: 20, prone: false });
    expect(kept.consequences).toEqual([
      { type: "backtrack", distance: 20 },
      { type: "paceRoll", made: false },
    ]);
    // A stored card keeps no amount: the outcome alone says 20 m.
    const stored = { ...kept };
    delete stored.amount;
    expect(ruleset.tests.describeResult(want40, stored).outcome).toEqual({
      key: "STRIDE.D6.Card.outcome.keepsPace",
      data: { distance: 40, move: 10, seconds: 0, covered: 20 },
    });
    // 1 + 1 + 2 = 4 misses even 5: he slows by 2 × 10 from 20 m and stops.
    expect(ruleset.tests.resolve(want40, 9, [1, 1, 2])).toMatchObject({ outcome: "stops", amount: 0 });
  });

  it("last round's rate is priced with the test's other lines: 30 m of rough ground after 20 m needs 15 to keep 20 m", () => {
    // Wanting 40 m over rough ground is 15 + 10 = 25; keeping 20 m there is 5 + 10 = 15.
    const rough = d6.buildTest({
      kind: "run",
      distance: 40,
      options: { move: "10", paceRate: "20", terrain: "rough" },
    })!;
    expect(d6.testDifficulty(rough)).toBe(25);
    expect(ruleset.tests.resolve(rough, 9, [5, 5, 5])).toMatchObject({ outcome: "keepsPace", amount: 20 });
    expect(ruleset.tests.resolve(rough, 9, [4, 5, 5])).toMatchObject({ outcome: "stops", amount: 0 });
    // A swimmer's rate is the swimming Move (5 m at Move 10): keeping 10 m is 5 + 5 = 10.
    const swim = d6.buildTest({ kind: "swim", distance: 15, options: { move: "10", paceRate: "10" } })!;
    expect(d6.testDifficulty(swim)).toBe(15);
    expect(ruleset.tests.resolve(swim, 9, [3, 3, 4])).toMatchObject({ outcome: "keepsPace", amount: 10 });
    expect(ruleset.tests.resolve(swim, 9, [3, 3, 3])).toMatchObject({ outcome: "stops", amount: 0 });
  });

  it("stops at exactly 0 and trips below 0 when a miss slows a chaser", () => {
    const at = (paceRate: string) => d6.buildTest({ kind: "run", distance: 30, options: { move: "10", paceRate } })!;
    // A total of 4 makes neither the 10 of 30 m nor the 5 of last round's 20 m (or 15 m).
    expect(ruleset.tests.resolve(at("20"), 9, [1, 1, 2])).toMatchObject({
      outcome: "stops",
      amount: 0,
      prone: false,
      consequences: [
        { type: "backtrack", distance: 30 },
        { type: "paceRoll", made: false },
      ],
    });
    expect(ruleset.tests.resolve(at("15"), 9, [1, 1, 2])).toMatchObject({
      outcome: "trips",
      amount: 0,
      prone: true,
    });
  });

  it("without a chase, a missed run at 27 m covers the Move: 17 m back along the path", () => {
    const run = d6.buildTest({ kind: "run", distance: 27, options: { move: "10" } })!;
    const missed = ruleset.tests.resolve(run, 12, [2, 2, 2, 2]);
    expect(missed).toMatchObject({
      outcome: "coversMove",
      amount: 10,
      consequences: [
        { type: "backtrack", distance: 17 },
        { type: "paceRoll", made: false },
      ],
    });
    expect(ruleset.tests.resolve(run, 12, [6, 6, 3, 2]).consequences).toEqual([{ type: "paceRoll", made: true }]);
  });

  it("adds fatigue past the GM's number of fast rounds: +3, then +6 (cumulative), on the test and the ruler", () => {
    const pace = { previous: { rate: 20, fastRounds: 3 }, limits: false, fatigueAfter: 3 };
    expect(d6.fatigueRounds(pace, 10, 20)).toBe(1);
    expect(d6.fatigueRounds({ ...pace, previous: { rate: 20, fastRounds: 4 } }, 10, 20)).toBe(2);
    expect(d6.fatigueRounds(pace, 10, 10)).toBe(0);
    expect(d6.fatigueRounds({ ...pace, fatigueAfter: 0 }, 10, 20)).toBe(0);
    const bands = d6.rateBands(10);
    const paced = { ...pace, previous: { rate: 20, fastRounds: 4 } };
    expect(
      ruleset.bands.rulerLabel({ distance: 20, action: null, bands, conditions: [], context: { pace: paced } })?.data,
    ).toMatchObject({ difficulty: 11, fatigue: { key: "STRIDE.D6.Ruler.fatigue", data: { value: 6 } } });
    const [call] = ruleset.tests.movementTests({
      actions: ["d6Run2"],
      conditions: [],
      turnDistance: 20,
      bands,
      zeroGravity: false,
      pace: paced,
    });
    expect(call!.modifiers).toContainEqual({ source: "fatigue", value: 6 });
    expect(d6.testDifficulty(call!)).toBe(11);
    // A slow round starts the count again.
    expect(ruleset.bands.pace.next({ rate: 30, fastRounds: 4 }, 8, bands)).toEqual({
      rate: 8,
      fastRounds: 0,
      runningStart: 0,
    });
  });
});

describe("flying and climbing after a move", () => {
  const bands = d6.rateBands(10);
  const base = { actions: ["fly"], conditions: [], bands, zeroGravity: false };

  it("rolls flying with the flying Move's bands (§ Flying Characters): 30 m at flying Move 15 is difficulty 5", () => {
    const [fly] = ruleset.tests.movementTests({
      ...base,
      turnDistance: 30,
      measured: { action: "fly", bands: d6.rateBands(15) },
    });
    expect(fly).toMatchObject({ kind: "fly", characteristic: "flying", distance: 30 });
    expect(d6.testDifficulty(fly!)).toBe(5);
    expect(
      ruleset.tests.movementTests({ ...base, turnDistance: 15, measured: { action: "fly", bands: d6.rateBands(15) } }),
    ).toEqual([]);
  });

  it("rolls climbing past one climbing Move: the tree at 8 m (climbing Move 5, moderate) is difficulty 20", () => {
    const [climb] = ruleset.tests.movementTests({
      ...base,
      actions: ["walk"],
      conditions: ["climb", "moderate"],
      turnDistance: 8,
      measured: { action: "d6Climb", bands: d6.rateBands(5, undefined, undefined, "d6Climb") },
    });
    expect(climb).toMatchObject({ kind: "climb", distance: 8 });
    expect(d6.testDifficulty(climb!)).toBe(20);
  });

  it("swims when the path crossed water, at the swimming Move (5 at Move 10)", () => {
    const [swim] = ruleset.tests.movementTests({ ...base, actions: ["walk"], conditions: ["water"], turnDistance: 10 });
    expect(swim).toMatchObject({ kind: "swim" });
    expect(d6.testDifficulty(swim!)).toBe(10);
  });
});

describe("drowning kept on the character across rounds (§ Swimming)", () => {
  it("asks the next swimming roll at +3 per failed round so far, and each miss counts one more", () => {
    const bands = d6.rateBands(10);
    const swimAfter = (drowning: number) => {
      const profile = d6.d6Profile({
        move: 10,
        flyingMove: 0,
        attributes: { agility: "3D", physique: "3D" },
        skills: { swimming: "3D" },
        drowning,
      });
      const [call] = ruleset.tests.movementTests({
        actions: ["walk"],
        conditions: ["water"],
        turnDistance: 10,
        bands,
        zeroGravity: false,
        profile,
      });
      return call!;
    };
    // Round 1: 10 m swum is difficulty 10; round 2 after one miss 13; round 3 after two 16.
    expect([0, 1, 2].map((n) => d6.testDifficulty(swimAfter(n)))).toEqual([10, 13, 16]);
    expect(swimAfter(2).modifiers).toContainEqual({ source: "drowning", value: 6 });
    const missed = ruleset.tests.resolve(swimAfter(2), 9, [2, 2, 3]);
    expect(missed).toMatchObject({ success: false, outcome: "drowning" });
    expect(missed.consequences).toEqual([{ type: "counter", counter: "drowning", amount: 1 }]);
    expect(ruleset.tests.resolve(swimAfter(0), 9, [4, 4, 3]).consequences).toBeUndefined();
    // 1D per failed round, cumulative: three misses are 3D and +9.
    expect(d6.drowning({ failedRounds: 3 })).toEqual({ damageDice: 3, modifier: 9 });
  });
});

describe("drowning ends when the swimmer leaves the water (§ Swimming: the same period spent in the water)", () => {
  const swimmer = (drowning: number) =>
    d6.d6Profile({ move: 10, flyingMove: 0, attributes: { agility: "3D", physique: "3D" }, skills: {}, drowning });
  const base = {
    actions: ["walk"],
    conditions: ["water"],
    turnDistance: 8,
    bands: d6.rateBands(10),
    zeroGravity: false,
  };

  it("sets the count back to 0 when a move of a drowning character (2 failed rounds) ends on dry ground", () => {
    const out = { ...base, endConditions: [], profile: swimmer(2) };
    expect(ruleset.tests.countersAfterMove(out)).toEqual([{ counter: "drowning", value: 0 }]);
    expect(d6.countersAfterMove({ ...out, endConditions: ["rough"] })).toEqual([{ counter: "drowning", value: 0 }]);
  });

  it("keeps it while the move ends in water or as a swim, when nothing is drowning, or when the end is unknown", () => {
    expect(d6.countersAfterMove({ ...base, endConditions: ["water"], profile: swimmer(2) })).toEqual([]);
    const swum = { ...base, endConditions: [], measured: { action: "d6Swim", bands: d6.rateBands(5) } };
    expect(d6.countersAfterMove({ ...swum, profile: swimmer(1) })).toEqual([]);
    expect(d6.countersAfterMove({ ...base, endConditions: [], profile: swimmer(0) })).toEqual([]);
    expect(d6.countersAfterMove({ ...base, profile: swimmer(3) })).toEqual([]);
    expect(() => d6.countersAfterMove({ ...base, endConditions: "water" as never, profile: swimmer(3) })).toThrow(
      TypeError,
    );
  });

  it("is carried by the finished move as a setCounter effect for the mover, in or out of combat", () => {
    const at = (x: number) => ({ x, y: 0.5, elevation: 0 });
    const model = {
      id: "a",
      name: "a",
      kind: "character" as const,
      disposition: "friendly" as const,
      base: { x: 12.5, y: 0.5, radius: 0.5 },
      footprint: { x: 12, y: 0, width: 1, height: 1 },
      elevation: 0,
      status: null,
      characteristics: {},
      visible: true,
    };
    const snapshot = { unit: "m" as const, gridStep: 1, bounds: null, models: [model], regions: [] };
    const summary = { ...base, turnDistance: 4, endConditions: [], profile: swimmer(2) };
    for (const inCombat of [true, false]) {
      const effects = finishedMoveEffects(
        snapshot,
        { mover: "a", path: [at(8.5), at(12.5)], summary, inCombat },
        ruleset,
      );
      expect(effects).toContainEqual({ type: "setCounter", model: "a", counter: "drowning", value: 0 });
    }
  });
});

describe("the jump's running start from earlier rounds (§ Jumping: +5 per round, up to +10, each running roll made)", () => {
  const bands = d6.rateBands(10);

  it("counts rounds of running whose roll was made, and starts again after a miss, an unrolled or a slow round", () => {
    // A running roll is reported on the card: made or missed (TestConsequence paceRoll).
    const run = d6.buildTest({ kind: "run", distance: 20, options: { move: "10" } })!;
    expect(ruleset.tests.resolve(run, 12, [4, 4, 3, 2]).consequences).toEqual([{ type: "paceRoll", made: true }]);
    const round1 = ruleset.bands.pace.next(null, 20, bands, true);
    expect(round1).toEqual({ rate: 20, fastRounds: 1, runningStart: 1 });
    const round2 = ruleset.bands.pace.next(round1, 20, bands, true);
    expect(round2.runningStart).toBe(2);
    expect(d6.nextPace(round2, 30, bands, true).runningStart).toBe(3);
    expect(d6.nextPace(round2, 20, bands, false).runningStart).toBe(0);
    expect(d6.nextPace(round2, 20, bands).runningStart).toBe(0);
    // A walk (one movement) needs no roll and is no running start.
    expect(d6.nextPace(round2, 10, bands, true).runningStart).toBe(0);
  });

  it("gives the gap's jump runningRounds: two rounds count at most (+10), none gives nothing", () => {
    const gap = { condition: "gap", height: 0 };
    const approach = { across: 5, runUp: 8, heading: 0, elevation: 0 };
    expect(ruleset.terrain.edgeTestOptions(gap, { ...approach, runningStart: 3 })).toEqual({ runningRounds: "2" });
    expect(d6.edgeTestOptions(gap, { ...approach, runningStart: 1 })).toEqual({ runningRounds: "1" });
    expect(d6.edgeTestOptions(gap, approach)).toEqual({});
    expect(() => d6.edgeTestOptions(gap, null as never)).toThrow(TypeError);
  });

  it("posts the jump at a gap's edge with the running start: 5 m at Move 10 is 15, after two made rounds 5 (15 − 10)", () => {
    const model = {
      id: "a",
      name: "a",
      kind: "character" as const,
      disposition: "friendly" as const,
      base: { x: 9.5, y: 0.5, radius: 0.5 },
      footprint: { x: 9, y: 0, width: 1, height: 1 },
      elevation: 0,
      status: null,
      characteristics: {},
      visible: true,
    };
    const gap = {
      id: "g",
      name: "g",
      area: { x: 10, y: -5, width: 5, height: 10 },
      bottom: null,
      top: null,
      terrain: [{ condition: "gap", height: 0, railing: false }],
      ductwayExit: null,
      lift: null,
    };
    const snapshot = { unit: "m" as const, gridStep: 1, bounds: null, models: [model], regions: [gap] };
    const path = [0.5, 5.5, 9.5].map((x) => ({ x, y: 0.5, elevation: 0 }));
    const [effect] = edgeStopEffects(
      snapshot,
      { mover: "a", path, summary: null, inCombat: true, runningStart: 2 },
      ruleset,
    );
    const call = (effect as { call: MovementTestCall }).call;
    // The gap is 5 m across along the heading: the jump is about that width, not the gap's depth.
    expect(call).toMatchObject({ kind: "jump", distance: 5 });
    expect(call.request?.options).toMatchObject({ runningRounds: "2" });
    expect(d6.testDifficulty(call)).toBe(5);
    expect(call.modifiers).toContainEqual({ source: "runningStart", value: -10 });
    expect(d6.edgeTestDistance({ height: 3, width: 4 })).toBe(4);
    const standing = d6.buildTest({ kind: "jump", distance: 5, options: { move: "10" } })!;
    expect(d6.testDifficulty(standing)).toBe(15);
    expect(() =>
      edgeStopEffects(snapshot, { mover: "a", path, summary: null, inCombat: true, runningStart: -1 }, ruleset),
    ).toThrow(RangeError);
  });
});

describe("a missed run outside a combat goes back along the move's own path (§ Running)", () => {
  const corner = [
    { x: 0.5, y: 0.5 },
    { x: 10.5, y: 0.5 },
    { x: 10.5, y: 17.5 },
  ];

  it("keeps the end of the path as long as the test's distance, as text a card's request can store", () => {
    expect(pathTail(corner, 20)).toEqual([{ x: 7.5, y: 0.5 }, ...corner.slice(1)]);
    expect(pathTail(corner, 17)).toEqual(corner.slice(1));
    expect(pathTail(corner, 100)).toEqual(corner);
    expect(encodePath(pathTail(corner, 20))).toBe("7.5,0.5 10.5,0.5 10.5,17.5");
    expect(decodePath("7.5,0.5 10.5,0.5 10.5,17.5")).toEqual(pathTail(corner, 20));
    expect(decodePath("1,2,3 4,5")).toEqual([]);
    expect(decodePath("NaN,1")).toEqual([]);
    expect(decodePath(42)).toEqual([]);
  });

  it("puts it in a running test's request outside combat only (in combat the movement history has it)", () => {
    const model = {
      id: "a",
      name: "a",
      kind: "character" as const,
      disposition: "friendly" as const,
      base: { x: 10.5, y: 17.5, radius: 0.5 },
      footprint: { x: 10, y: 17, width: 1, height: 1 },
      elevation: 0,
      status: null,
      characteristics: {},
      visible: true,
    };
    const snapshot = { unit: "m" as const, gridStep: 1, bounds: null, models: [model], regions: [] };
    const path = corner.map((p) => ({ ...p, elevation: 0 }));
    const summary = {
      actions: ["d6Run3"],
      conditions: [],
      turnDistance: 27,
      bands: d6.rateBands(10),
      zeroGravity: false,
    };
    const [outside] = finishedMoveEffects(snapshot, { mover: "a", path, summary, inCombat: false }, ruleset);
    const call = (outside as { call: MovementTestCall }).call;
    expect(call).toMatchObject({ kind: "run", distance: 27 });
    expect(call.request?.options?.[BACK_PATH_OPTION]).toBe("0.5,0.5 10.5,0.5 10.5,17.5");
    // The rolled card (rebuilt from the stored request) keeps it, and a miss goes back 17 m: the corner.
    const rebuilt = ruleset.tests.buildTest(call.request!)!;
    const missed = ruleset.tests.resolve(rebuilt, 12, [2, 2, 2, 2]);
    expect(missed.consequences).toContainEqual({ type: "backtrack", distance: 17 });
    const back = decodePath(rebuilt.request?.options?.[BACK_PATH_OPTION]);
    expect(backtrackPoint(back, 17)).toEqual({ x: 10.5, y: 0.5 });
    const [inside] = finishedMoveEffects(snapshot, { mover: "a", path, summary, inCombat: true }, ruleset);
    expect((inside as { call: MovementTestCall }).call.request?.options?.[BACK_PATH_OPTION]).toBeUndefined();
    expect(d6.walksBack(call)).toBe(true);
    expect(d6.walksBack({ ...call, kind: "jump" })).toBe(false);
  });
});

describe("a round spent out of the water ends drowning (§ Swimming), read where the model stands", () => {
  const model = (x: number) => ({
    id: "a",
    name: "a",
    kind: "character" as const,
    disposition: "friendly" as const,
    base: { x, y: 0.5, radius: 0.5 },
    footprint: { x: x - 0.5, y: 0, width: 1, height: 1 },
    elevation: 0,
    status: null,
    characteristics: {},
    visible: true,
  });
  const river = {
    id: "r",
    name: "r",
    area: { x: 0, y: -5, width: 5, height: 10 },
    bottom: null,
    top: null,
    terrain: [{ condition: "water", height: 0, railing: false }],
    ductwayExit: null,
    lift: null,
  };
  const scene = (x: number) => ({
    unit: "m" as const,
    gridStep: 1,
    bounds: null,
    models: [model(x)],
    regions: [river],
  });
  const drowning = (n: number) =>
    d6.d6Profile({ move: 10, flyingMove: 0, attributes: { agility: "3D", physique: "3D" }, skills: {}, drowning: n });

  it("sets 0 for a character with 2 failed rounds on the bank, nothing in the river or with none", () => {
    expect(standingCounterEffects(scene(8.5), "a", drowning(2), ruleset)).toEqual([
      { type: "setCounter", model: "a", counter: "drowning", value: 0 },
    ]);
    expect(standingCounterEffects(scene(2.5), "a", drowning(2), ruleset)).toEqual([]);
    expect(standingCounterEffects(scene(8.5), "a", drowning(0), ruleset)).toEqual([]);
    expect(standingCounterEffects(scene(8.5), "b", drowning(2), ruleset)).toEqual([]);
    expect(() => standingCounterEffects(scene(8.5), 7 as never, drowning(2), ruleset)).toThrow(TypeError);
  });
});
