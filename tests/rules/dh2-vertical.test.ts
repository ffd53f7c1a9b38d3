/**
 * Climbing, abseiling, jumping, leaping, swimming, falling, flying and gravity in Dark Heresy 2e
 * (issue #13; dh2-movement.md § Climbing … § The Effects of Gravity; rulings 1, 4 and 5).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getRuleset, type CardText, type MovementProfile, type TestRequest } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { spread } from "../support/spread";
import { lang } from "../support/lang";

const ruleset = getRuleset("dh2");
const api = dh2.dh2;

/** Whether a key resolves to a string or plural forms in en.json. */
function hasKey(key: string): boolean {
  const node = key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], lang);
  return typeof node === "string" || typeof (node as { other?: unknown } | undefined)?.other === "string";
}

/** Every key a CardText names, nested ones included. */
function keysOf(text: CardText): string[] {
  return [
    text.key,
    ...Object.values(text.data ?? {}).flatMap((v) => (typeof v === "object" && v !== null ? keysOf(v) : [])),
  ];
}

describe("the issue's public API (issue #13 § Public API)", () => {
  it("gives the issue's examples", () => {
    expect(api.leap({ strengthBonus: 4, success: true, degrees: 3, gravity: "normal" })).toBe(5);
    expect(api.leap({ strengthBonus: 4, success: false, degrees: 2, gravity: "normal" })).toBe(1.5);
    expect(api.runUpBonus({ runUp: 12 })).toBe(20);
    expect(api.verticalJump({ strengthBonus: 3, running: true, success: true, degrees: 2, gravity: "normal" })).toBe(3);
    expect(api.climbRate({ halfMove: 4, degrees: 3 })).toBe(4);
    expect(api.swimDistance({ strengthBonus: 3 })).toBe(2);
  });
});

describe("leaps (§ Standing/Running Horizontal Leaps)", () => {
  it.each([
    // SB, success, degrees, metres
    [0, true, 1, 0.5], // ruling: never less than the shortest failure
    [0, true, 3, 1],
    [1, true, 1, 1],
    [3, true, 1, 3],
    [3, true, 4, 4.5],
    [4, true, 10, 8.5],
    [0, false, 1, 0.5],
    [1, false, 1, 1],
    [1, false, 2, 0.5],
    [3, false, 1, 2],
    [5, false, 1, 3],
    [5, false, 3, 2],
    [5, false, 10, 0.5], // the minimum
  ])("SB %i, success %s, %i degree(s): %f m", (strengthBonus, success, degrees, metres) => {
    expect(dh2.leap({ strengthBonus, success, degrees })).toBe(metres);
  });

  it("doubles on low-gravity worlds and halves, rounding up to the half metre, on high", () => {
    const input = { strengthBonus: 4, success: true, degrees: 3 };
    expect(dh2.leap({ ...input, gravity: "low" })).toBe(10);
    expect(dh2.leap({ ...input, gravity: "high" })).toBe(2.5);
    expect(dh2.leap({ ...input, gravity: "zero" })).toBe(5);
    expect(dh2.leap({ strengthBonus: 3, success: false, degrees: 1, gravity: "high" })).toBe(1);
    expect(dh2.leap({ strengthBonus: 0, success: false, degrees: 5, gravity: "high" })).toBe(0.5);
    expect(dh2.leap({ strengthBonus: 0, success: false, degrees: 5, gravity: "low" })).toBe(1);
  });

  it("reaches a quarter of the distance high, rounded up", () => {
    expect(dh2.leapHeight(5)).toBe(2);
    expect(dh2.leapHeight(4)).toBe(1);
    expect(dh2.leapHeight(0.5)).toBe(1);
    expect(dh2.leapHeight(0)).toBe(0);
  });

  it.each([
    [0, 0],
    [3, 0],
    [4, 0],
    [7.9, 0],
    [8, 10],
    [12, 20],
    [16, 30],
    [20, 30],
    [400, 30],
  ])("a %f m run-up adds +%i", (runUp, bonus) => {
    expect(dh2.runUpBonus({ runUp })).toBe(bonus);
  });

  it("refuses what is not a leap", () => {
    expect(() => dh2.leap({ strengthBonus: 4, success: true, degrees: 0 })).toThrow(RangeError);
    expect(() => dh2.leap({ strengthBonus: Number.NaN, success: true, degrees: 1 })).toThrow(RangeError);
    expect(() => dh2.leap({ strengthBonus: 4, success: "yes" as never, degrees: 1 })).toThrow(TypeError);
    expect(() => dh2.leap({ strengthBonus: 4, success: true, degrees: 1, gravity: "sideways" as never })).toThrow(
      RangeError,
    );
    expect(() => dh2.runUpBonus({ runUp: -1 })).toThrow(RangeError);
  });
});

describe("vertical jumps (§ Standing/Running Vertical Jumps)", () => {
  it("jumps ½ m standing, whatever the Strength", () => {
    expect(dh2.verticalJump({ strengthBonus: 8, running: false })).toBe(0.5);
    expect(dh2.verticalJump({ strengthBonus: 8, running: false, gravity: "low" })).toBe(1);
    expect(dh2.verticalJump({ strengthBonus: 8, running: false, gravity: "high" })).toBe(0.5);
  });

  it.each([
    [0, true, 1, 0.5],
    [1, true, 1, 1.5],
    [3, true, 1, 2.5],
    [3, true, 2, 3],
    [4, true, 5, 4.5],
    [4, false, 1, 0.5],
    [4, false, 3, 0.5],
  ])("running, SB %i, success %s, %i degree(s): %f m", (strengthBonus, success, degrees, metres) => {
    expect(dh2.verticalJump({ strengthBonus, running: true, success, degrees })).toBe(metres);
  });

  it("takes gravity", () => {
    const input = { strengthBonus: 3, running: true, success: true, degrees: 2 } as const;
    expect(dh2.verticalJump({ ...input, gravity: "low" })).toBe(6);
    expect(dh2.verticalJump({ ...input, gravity: "high" })).toBe(1.5);
  });

  it("reaches height + 1 m + the jump", () => {
    expect(dh2.jumpReach({ height: 1.8 })).toBeCloseTo(3.3);
    expect(dh2.jumpReach({ height: 1.8, gravity: "low" })).toBeCloseTo(3.8);
    expect(dh2.jumpReach({ height: 1.8, jump: 3 })).toBeCloseTo(5.8);
    expect(() => dh2.jumpReach({ height: -1 })).toThrow(RangeError);
  });
});

describe("jumping down (§ Standing Vertical Jumps)", () => {
  it("lands safely within AB + 1 m per degree", () => {
    expect(dh2.jumpDown({ agilityBonus: 3, drop: 5, success: true, degrees: 2 })).toEqual({
      safeDrop: 5,
      safe: true,
      prone: false,
      fallMetres: 0,
    });
  });

  it("with too few degrees, falls Prone and takes damage for the drop less AB", () => {
    expect(dh2.jumpDown({ agilityBonus: 3, drop: 6, success: true, degrees: 2 })).toEqual({
      safeDrop: 5,
      safe: false,
      prone: true,
      fallMetres: 3,
    });
  });

  it("on a failure, falls Prone and takes damage for the whole drop", () => {
    expect(dh2.jumpDown({ agilityBonus: 3, drop: 6, success: false, degrees: 1 })).toEqual({
      safeDrop: 0,
      safe: false,
      prone: true,
      fallMetres: 6,
    });
  });

  it("with AB larger than the drop, any success is safe and a failure still falls", () => {
    expect(dh2.jumpDown({ agilityBonus: 5, drop: 3, success: true, degrees: 1 }).safe).toBe(true);
    expect(dh2.jumpDown({ agilityBonus: 5, drop: 3, success: false, degrees: 4 }).fallMetres).toBe(3);
  });

  it("with AB 0, one degree drops 1 m safely", () => {
    expect(dh2.jumpDown({ agilityBonus: 0, drop: 1, success: true, degrees: 1 }).safe).toBe(true);
    expect(dh2.jumpDown({ agilityBonus: 0, drop: 1.5, success: true, degrees: 1 }).fallMetres).toBe(1.5);
  });

  it("scales the safe drop and the AB subtracted by gravity", () => {
    expect(dh2.jumpDown({ agilityBonus: 3, drop: 9, success: true, degrees: 2, gravity: "low" })).toMatchObject({
      safeDrop: 10,
      safe: true,
    });
    expect(dh2.jumpDown({ agilityBonus: 3, drop: 6, success: true, degrees: 2, gravity: "high" })).toEqual({
      safeDrop: 2.5,
      safe: false,
      prone: true,
      fallMetres: 4.5,
    });
  });
});

describe("climbing and abseiling (§ Climbing, § Abseiling; ruling 5)", () => {
  it.each([
    [4, 1, 2],
    [4, 3, 4],
    [3, 1, 1.5],
    [0.5, 1, 0.25],
    [4, 10, 11],
  ])("Half Move %f m, %i degree(s): %f m a round", (halfMove, degrees, metres) => {
    expect(dh2.climbRate({ halfMove, degrees })).toBe(metres);
  });

  it("needs a test on a sheer surface always, on a simple climb only when distracted", () => {
    expect(dh2.climbNeedsTest({ surface: "sheer", distracted: false })).toBe(true);
    expect(dh2.climbNeedsTest({ surface: "simple", distracted: false })).toBe(false);
    expect(dh2.climbNeedsTest({ surface: "simple", distracted: true })).toBe(true);
    expect(dh2.climbNeedsTest({ surface: "simple", distracted: true, trivial: true })).toBe(false);
    expect(() => dh2.climbNeedsTest({ surface: "overhang" as never, distracted: true })).toThrow(RangeError);
  });

  it.each([
    [true, 1, 10, false],
    [true, 3, 12, false],
    [false, 1, 5, false],
    [false, 2, 0, true],
    [false, 5, 0, true],
  ])("abseiling: success %s, %i degree(s): %i m, grip test %s", (success, degrees, rate, gripTest) => {
    expect(dh2.abseil({ success, degrees })).toEqual({ rate, gripTest });
  });
});

describe("swimming (§ Swimming)", () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 2],
    [4, 2],
    [7, 4],
  ])("SB %i swims %i m", (strengthBonus, metres) => {
    expect(dh2.swimDistance({ strengthBonus })).toBe(metres);
  });

  it("needs a test in hazardous and deep water, or when the swimmer is hampered", () => {
    expect(dh2.swimNeedsTest("calm")).toBe(false);
    expect(dh2.swimNeedsTest("calm", true)).toBe(true);
    expect(dh2.swimNeedsTest("hazardous")).toBe(true);
    expect(dh2.swimNeedsTest("deep")).toBe(true);
  });
});

describe("falling damage (ruling 4)", () => {
  it("is 1d10 + 1 per whole metre, Impact, armour ignored", () => {
    expect(dh2.fallingDamage({ metres: 15 })).toEqual({
      formula: "1d10 + 15",
      metres: 15,
      damageType: "impact",
      ignoresArmour: true,
    });
    expect(dh2.fallingDamage({ metres: 2.7 })?.formula).toBe("1d10 + 2");
    expect(dh2.fallingDamage({ metres: 0.5 })?.formula).toBe("1d10 + 0");
  });

  it("deals nothing for no fall", () => {
    expect(dh2.fallingDamage({ metres: 0 })).toBeNull();
  });

  it("is what a fall card rolls: the ruleset's fallFormula from the world's template and the metres", () => {
    const fallFormula = getRuleset("dh2").tests.fallFormula;
    // A flyer at High Altitude falls 25 m (§ Flying Movement).
    expect(fallFormula(25, "1d10 + @metres")).toBe("1d10 + 25");
    expect(fallFormula(15.9, "2d10 + @metres")).toBe("2d10 + 15");
    expect(fallFormula(0, "1d10 + @metres")).toBeNull();
    expect(() => fallFormula(-1, "1d10 + @metres")).toThrow(RangeError);
  });

  it("takes the world's formula, every @metres filled in; a blank one is the default", () => {
    expect(dh2.fallingDamage({ metres: 6, formula: "2d10 + @metres + @metres" })?.formula).toBe("2d10 + 6 + 6");
    expect(dh2.fallingDamage({ metres: 6, formula: "  " })?.formula).toBe("1d10 + 6");
    expect(() => dh2.fallingDamage({ metres: 6, formula: 3 as never })).toThrow(TypeError);
    expect(() => dh2.fallingDamage({ metres: -1 })).toThrow(RangeError);
    expect(() => dh2.fallingDamage({ metres: 6, formula: "1".repeat(201) })).toThrow(RangeError);
  });
});

describe("flying (§ Flying) and zero gravity (§ Zero Gravity)", () => {
  it("changes one altitude with a Full Move, more with a Charge or Run", () => {
    expect(dh2.altitudeChange("low", "low")).toEqual({ levels: 0, actions: [] });
    expect(dh2.altitudeChange("hovering", "low")).toEqual({ levels: 1, actions: ["full", "charge", "run"] });
    expect(dh2.altitudeChange("high", "hovering")).toEqual({ levels: 2, actions: ["charge", "run"] });
    expect(() => dh2.altitudeChange("orbit" as never, "low")).toThrow(RangeError);
  });

  it("keeps a Hoverer hovering", () => {
    expect(dh2.altitudesFor("hoverer")).toEqual(["hovering"]);
    expect(dh2.altitudesFor("flyer")).toEqual(["hovering", "low", "high"]);
  });

  it("gives ground fire −10 against low altitude, and only high altitude reaches high altitude", () => {
    expect(dh2.altitudeAttack("ground", "low")).toEqual({ possible: true, modifier: -10 });
    expect(dh2.altitudeAttack("hovering", "low")).toEqual({ possible: true, modifier: -10 });
    expect(dh2.altitudeAttack("low", "ground")).toEqual({ possible: true, modifier: 0 });
    expect(dh2.altitudeAttack("ground", "hovering")).toEqual({ possible: true, modifier: 0 });
    expect(dh2.altitudeAttack("ground", "high")).toEqual({ possible: false, modifier: 0 });
    expect(dh2.altitudeAttack("low", "high")).toEqual({ possible: false, modifier: 0 });
    expect(dh2.altitudeAttack("high", "ground")).toEqual({ possible: false, modifier: 0 });
    expect(dh2.altitudeAttack("high", "high")).toEqual({ possible: true, modifier: 0 });
  });

  it("drops a flyer that stops 0, 15 or 25 m", () => {
    expect(dh2.flyerFall("hovering")).toBe(0);
    expect(dh2.flyerFall("low")).toBe(15);
    expect(dh2.flyerFall("high")).toBe(25);
  });

  it("needs something within 1 m to push off from in zero gravity only", () => {
    expect(dh2.canPushOff("zero", null)).toBe(false);
    expect(dh2.canPushOff("zero", 1)).toBe(true);
    expect(dh2.canPushOff("zero", 1.5)).toBe(false);
    expect(dh2.canPushOff("normal", null)).toBe(true);
    expect(dh2.canPushOff("low", null)).toBe(true);
  });
});

describe("Strength or Athletics (issue #13 item 2)", () => {
  it("uses the better of the two", () => {
    expect(dh2.strengthOrAthletics(40, "untrained")).toEqual({ use: "strength", value: 40 });
    expect(dh2.strengthOrAthletics(40, "known")).toEqual({ use: "athletics", value: 40 });
    expect(dh2.strengthOrAthletics(40, "veteran")).toEqual({ use: "athletics", value: 70 });
    expect(dh2.strengthOrAthletics(40, "nonsense")).toEqual({ use: "strength", value: 40 });
  });

  it("gives the profile's test values", () => {
    expect(dh2.skillCharacteristics({ strength: 35, agility: 42 }, { athletics: "trained" })).toEqual({
      athletics: 45,
      acrobatics: 22,
      strengthOrAthletics: 45,
    });
    expect(dh2.skillCharacteristics({}, {})).toEqual({ athletics: -20, acrobatics: -20, strengthOrAthletics: 0 });
  });
});

/** A tester: Strength 45 (SB 4), Agility 35 (AB 3, Half Move 3 m). */
const PROFILE: MovementProfile = { characteristics: { strength: 45, agility: 35 }, size: 4 };

function rolled(request: TestRequest, characteristic: number, roll: number, profile: MovementProfile = PROFILE) {
  const call = ruleset.tests.buildTest(request)!;
  const resolution = ruleset.tests.resolve(call, characteristic, [roll], profile);
  return { call, resolution, described: ruleset.tests.describeResult(call, resolution) };
}

describe("the tests of climbing, jumping and swimming (dh2 tests capability)", () => {
  it("are built with their characteristic and difficulty", () => {
    const built = (request: TestRequest) => {
      const call = ruleset.tests.buildTest(request)!;
      return [call.characteristic, call.difficulty, call.modifiers.map((m) => `${m.source} ${m.value}`)];
    };
    expect(built({ kind: "climb" })).toEqual(["strengthOrAthletics", "challenging", ["challenging 0"]]);
    expect(built({ kind: "sheerClimb" })).toEqual(["athletics", "hardPrinted", ["hardPrinted -10"]]);
    expect(built({ kind: "abseil" })).toEqual(["agility", "challenging", ["challenging 0"]]);
    expect(built({ kind: "abseilGrip" })).toEqual(["strength", "challenging", ["challenging 0"]]);
    expect(built({ kind: "jumpDown", distance: 4 })).toEqual(["agility", "challenging", ["challenging 0"]]);
    expect(built({ kind: "leap", options: { runUp: "12" } })).toEqual([
      "agility",
      "challenging",
      ["challenging 0", "runUp 20"],
    ]);
    expect(built({ kind: "verticalJump", options: { runUp: "4" } })).toEqual([
      "agility",
      "challenging",
      ["challenging 0"],
    ]);
    expect(built({ kind: "pullUp" })).toEqual(["strength", "challenging", ["challenging 0"]]);
    expect(built({ kind: "swim", options: { encumbered: "true" } })).toEqual([
      "athletics",
      "challenging",
      ["challenging 0", "weighedDown -30"],
    ]);
    expect(ruleset.tests.buildTest({ kind: "jumpDown" })).toBeUndefined();
  });

  it("add climbing gear's bonus to a climb's test (§ Sheer Surfaces: grapnels, clip harnesses): Athletics 45 − 10 + 20 = 55", () => {
    const call = ruleset.tests.buildTest({ kind: "sheerClimb", options: { gear: "20" } })!;
    expect(call.modifiers.map((m) => `${m.source} ${m.value}`)).toEqual(["hardPrinted -10", "climbingGear 20"]);
    expect(ruleset.tests.describe(call, 45).target).toBe("55");
    expect(ruleset.tests.buildTest({ kind: "climb", options: { gear: "30" } })!.modifiers.at(-1)).toEqual({
      source: "climbingGear",
      value: 30,
    });
    // An unknown bonus is no gear; other tests take none.
    expect(ruleset.tests.buildTest({ kind: "sheerClimb", options: { gear: "25" } })!.modifiers).toHaveLength(1);
    expect(ruleset.tests.buildTest({ kind: "abseil", options: { gear: "20" } })!.modifiers).toHaveLength(1);
    // The token HUD's climb entries offer the choice.
    const hud = ruleset.tests.manualTests.filter((t) => t.request.kind === "climb" || t.request.kind === "sheerClimb");
    expect(hud.map((t) => t.options?.map((o) => o.key))).toEqual([
      ["gear", "gravity"],
      ["gear", "gravity"],
    ]);
  });

  it("title a sheer climb by the printed Hard (−10) (ruling 5)", () => {
    const call = ruleset.tests.buildTest({ kind: "sheerClimb" })!;
    const description = ruleset.tests.describe(call, 45);
    expect(description.title).toEqual({
      key: "STRIDE.Card.title",
      data: {
        difficulty: { key: "STRIDE.Difficulty.hardPrinted" },
        modifier: "−10",
        characteristic: { key: "STRIDE.Characteristic.athletics" },
      },
    });
    expect(description.target).toBe("35");
    expect(description.lines.map((l) => l.label.key)).toEqual([
      "STRIDE.Characteristic.athletics",
      "STRIDE.Difficulty.hardPrinted",
    ]);
  });

  it("name the leap's gap and the Full Action in the reason", () => {
    const call = ruleset.tests.buildTest({ kind: "leap", distance: 4, options: { runUp: "8" } })!;
    const description = ruleset.tests.describe(call, 35);
    expect(description.reason).toEqual({ key: "STRIDE.Dh2.reason.leapDistance", data: { distance: 4 } });
    expect(description.target).toBe("45");
  });

  it("a leap that clears lets the move go on; one that falls short falls into the gap", () => {
    // Agility 35 + run-up +10 = 45; roll 21: 1 + (4 − 2) = 3 degrees; SB 4: 5 m.
    const cleared = rolled({ kind: "leap", distance: 5, options: { runUp: "8" } }, 35, 21);
    expect(cleared.resolution).toMatchObject({ success: true, degrees: 3, outcome: "cleared", amount: 5 });
    // § Jumping and Leaping: the leap is the turn's Full Action; the 5 m leapt are still to be moved.
    expect(cleared.resolution.consequences).toEqual([{ type: "crossEdge" }, { type: "turnAction", remaining: 5 }]);
    expect(cleared.described.outcome).toEqual({
      key: "STRIDE.Dh2.outcome.cleared",
      data: { distance: 5, height: 2, damage: "" },
    });
    const short = rolled({ kind: "leap", distance: 5.5, options: { runUp: "8" } }, 35, 21);
    expect(short.resolution).toMatchObject({ outcome: "short", amount: 5 });
    expect(short.resolution.consequences).toEqual([{ type: "fall" }, { type: "turnAction", remaining: 0 }]);
  });

  it("a leap in low gravity goes twice as far", () => {
    const low = rolled({ kind: "leap", options: { gravity: "low" } }, 35, 21);
    // Agility 35, roll 21: 1 + (3 − 2) = 2 degrees; SB 4: 4.5 m, doubled.
    expect(low.resolution).toMatchObject({ outcome: "leapt", amount: 9 });
  });

  it("a jump down with too few degrees is Prone and the drop less AB of falling damage", () => {
    // Agility 35, roll 25: 1 + (3 − 2) = 2 degrees; AB 3: 5 m safe of 6.
    const { resolution, described } = rolled({ kind: "jumpDown", distance: 6 }, 35, 25);
    expect(resolution).toMatchObject({ success: true, degrees: 2, outcome: "landedHurt", prone: true, amount: 5 });
    expect(resolution.consequences).toEqual([
      { type: "damageRoll", formula: "1d10 + 3", damageType: "impact", ignoresArmour: true },
      { type: "turnAction", remaining: 0 },
    ]);
    expect(described.outcome).toEqual({
      key: "STRIDE.Dh2.outcome.landedHurtDamage",
      data: { distance: 5, height: 0.5, damage: "1d10 + 3" },
    });
  });

  it("a failed jump down takes the world's formula for the whole drop", () => {
    const { resolution } = rolled(
      { kind: "jumpDown", distance: 6, options: { fallingFormula: "2d10 + @metres" } },
      35,
      80,
    );
    expect(resolution).toMatchObject({ success: false, outcome: "fellDown", prone: true });
    expect(resolution.consequences).toEqual([
      { type: "damageRoll", formula: "2d10 + 6", damageType: "impact", ignoresArmour: true },
      { type: "turnAction", remaining: 0 },
    ]);
  });

  it("a climb climbs half the Half Move plus a metre a further degree; a failure falls", () => {
    // Strength or Athletics 45, roll 12: 1 + (4 − 1) = 4 degrees; Half Move 3: 1.5 + 3 = 4.5 m.
    expect(rolled({ kind: "climb" }, 45, 12).resolution).toMatchObject({ outcome: "climbed", amount: 4.5 });
    const fell = rolled({ kind: "sheerClimb", distance: 8 }, 45, 90).resolution;
    expect(fell).toMatchObject({ success: false, outcome: "fell" });
    expect(fell.consequences).toEqual([
      { type: "fall" },
      { type: "damageRoll", formula: "1d10 + 8", damageType: "impact", ignoresArmour: true },
    ]);
  });

  it("abseiling slips on one degree of failure and calls the grip test on two", () => {
    // Agility 35: roll 38 fails by 1 degree, roll 50 by 3; roll 5 passes by 4 (13 m).
    expect(rolled({ kind: "abseil" }, 35, 38).resolution).toMatchObject({ outcome: "slipped", amount: 5 });
    expect(rolled({ kind: "abseil" }, 35, 50).resolution).toMatchObject({ outcome: "gripTest", amount: 0 });
    expect(rolled({ kind: "abseil" }, 35, 5).resolution).toMatchObject({ outcome: "abseiled", amount: 13 });
    expect(rolled({ kind: "abseilGrip", distance: 12, options: { secured: "true" } }, 45, 90).resolution).toMatchObject(
      { outcome: "hangs", consequences: [] },
    );
    expect(rolled({ kind: "abseilGrip", distance: 12 }, 45, 90).resolution.consequences).toHaveLength(2);
  });

  it("an encumbered swimmer who fails gains Fatigue", () => {
    expect(rolled({ kind: "swim" }, 45, 30).resolution).toMatchObject({ outcome: "swam", amount: 2 });
    // A swim is the Full Action (§ Swimming): the turn's movement is spent, passed or failed.
    const fullAction = { type: "turnAction", remaining: 0 };
    expect(rolled({ kind: "swim" }, 45, 90).resolution).toMatchObject({
      outcome: "noProgress",
      consequences: [fullAction],
    });
    expect(rolled({ kind: "swim", options: { encumbered: true } }, 45, 30).resolution).toMatchObject({
      outcome: "sinksTired",
      consequences: [{ type: "fatigue", levels: 1 }, fullAction],
    });
  });

  it("a failed running jump stumbles, and a failed stumble test is Prone", () => {
    expect(rolled({ kind: "verticalJump", options: { runUp: "4" } }, 35, 90).resolution).toMatchObject({
      outcome: "stumbled",
      prone: false,
    });
    expect(rolled({ kind: "stumble" }, 35, 90).resolution).toMatchObject({ outcome: "stumbleProne", prone: true });
  });

  it("count a missing profile as zeros", () => {
    const call = ruleset.tests.buildTest({ kind: "leap" })!;
    // SB 0, 2 degrees: 0 + ½ m.
    expect(ruleset.tests.resolve(call, 35, [21]).amount).toBe(0.5);
  });

  it("are all listed for the token HUD, and every card text they give is in en.json", () => {
    const kinds = ruleset.tests.manualTests.map((t) => t.request.kind);
    expect(kinds).toEqual(expect.arrayContaining([...dh2.VERTICAL_TEST_KINDS]));
    const missing: string[] = [];
    const check = (text: CardText) => missing.push(...keysOf(text).filter((k) => !hasKey(k)));
    for (const spec of ruleset.tests.manualTests) {
      check({ key: spec.label });
      for (const option of spec.options ?? []) {
        check({ key: option.label });
        option.choices.forEach((c) => check({ key: c.label }));
      }
      for (const distance of [undefined, 0, 6]) {
        for (const options of [{}, { encumbered: true, secured: true, runUp: "8" }] as Record<
          string,
          string | boolean
        >[]) {
          const request = { ...spec.request, options, ...(distance === undefined ? {} : { distance }) };
          const call = ruleset.tests.buildTest(request);
          if (!call) continue;
          const description = ruleset.tests.describe(call, 40);
          [description.title, description.reason, ...description.lines.map((l) => l.label)].forEach(check);
          for (const roll of [1, 5, 25, 38, 45, 55, 99]) {
            check(ruleset.tests.describeResult(call, ruleset.tests.resolve(call, 40, [roll], PROFILE)).outcome);
          }
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe("properties", () => {
  const gravity = fc.constantFrom("normal", "low", "high", "zero" as const);
  /** A d100 result: success or failure and its degrees. */
  const result = fc.record({ success: fc.boolean(), degrees: fc.integer({ min: 1, max: 12 }) });
  /** Orders results: the worst failure first, the best success last. */
  const rank = (r: { success: boolean; degrees: number }) => (r.success ? r.degrees : -r.degrees);

  it("a better roll never leaps, jumps, climbs or abseils less far", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), gravity, result, result, (strengthBonus, g, a, b) => {
        const [worse, better] = rank(a) <= rank(b) ? [a, b] : [b, a];
        expect(dh2.leap({ strengthBonus, gravity: g, ...better })).toBeGreaterThanOrEqual(
          dh2.leap({ strengthBonus, gravity: g, ...worse }),
        );
        const jump = (r: typeof a) => dh2.verticalJump({ strengthBonus, running: true, gravity: g, ...r });
        expect(jump(better)).toBeGreaterThanOrEqual(jump(worse));
        expect(dh2.abseil(better).rate).toBeGreaterThanOrEqual(dh2.abseil(worse).rate);
        if (worse.success) {
          expect(dh2.climbRate({ halfMove: strengthBonus, degrees: better.degrees })).toBeGreaterThanOrEqual(
            dh2.climbRate({ halfMove: strengthBonus, degrees: worse.degrees }),
          );
        }
      }),
    );
  });

  it("a better roll never takes more falling damage jumping down, and damage is never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        spread(0, 100),
        gravity,
        result,
        result,
        (agilityBonus, drop, g, a, b) => {
          const [worse, better] = rank(a) <= rank(b) ? [a, b] : [b, a];
          const hurt = (r: typeof a) => dh2.jumpDown({ agilityBonus, drop, gravity: g, ...r }).fallMetres;
          expect(hurt(better)).toBeLessThanOrEqual(hurt(worse));
          expect(hurt(better)).toBeGreaterThanOrEqual(0);
          expect(hurt(worse)).toBeLessThanOrEqual(drop);
          const damage = dh2.fallingDamage({ metres: hurt(worse) });
          if (damage) expect(damage.metres).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("gravity orders every jump: high ≤ normal ≤ low", () => {
    fc.assert(
      fc.property(spread(0, 1000), (metres) => {
        expect(dh2.jumpInGravity(metres, "high")).toBeLessThanOrEqual(Math.max(metres, 0.5));
        expect(dh2.jumpInGravity(metres, "high")).toBeGreaterThanOrEqual(metres / 2);
        expect(dh2.jumpInGravity(metres, "low")).toBe(metres * 2);
      }),
    );
  });
});
