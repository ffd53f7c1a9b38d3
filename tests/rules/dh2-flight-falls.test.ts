/**
 * Dark Heresy falls without a test, wounds and Fatigue, flight positions and zero gravity's push-off
 * (issue #13 items 3, 7, 8; dh2-movement.md § Flying Movement, § Altitude, § Zero Gravity; ruling 4).
 * Plain numbers: metres, whole points of damage.
 */
import { model as squareModel } from "../support/snapshots";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  getRuleset,
  type CardText,
  type ModelSnapshot,
  type MovementProfile,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { lang } from "../support/lang";

const ruleset = getRuleset("dh2");
const hasKey = (key: string) =>
  typeof key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], lang) === "string";
const keysOf = (text: CardText): string[] => [
  text.key,
  ...Object.values(text.data ?? {}).flatMap((v) => (typeof v === "object" && v !== null ? keysOf(v) : [])),
];

describe("wounds and Fatigue (ruling 4: falling damage is not reduced by armour)", () => {
  it("takes the whole damage from the wounds, the rest past 0 as Critical Damage", () => {
    expect(dh2.takeDamage({ wounds: 12, damage: 7 })).toEqual({ wounds: 5, critical: 0, taken: 7 });
    expect(dh2.takeDamage({ wounds: 12, damage: 12 })).toEqual({ wounds: 0, critical: 0, taken: 12 });
    expect(dh2.takeDamage({ wounds: 12, damage: 15 })).toEqual({ wounds: 0, critical: 3, taken: 15 });
    expect(dh2.takeDamage({ wounds: 0, critical: 3, damage: 4 })).toEqual({ wounds: 0, critical: 7, taken: 4 });
    // A 15 m fall with the default formula, 1d10 + 15, rolling a 1: 16 damage.
    expect(dh2.takeDamage({ wounds: 14, damage: 16 })).toEqual({ wounds: 0, critical: 2, taken: 16 });
  });

  it("counts negative inputs 0 and truncates fractions; rejects what is not a finite number", () => {
    expect(dh2.takeDamage({ wounds: -3, damage: 2.9 })).toEqual({ wounds: 0, critical: 2, taken: 2 });
    expect(dh2.takeDamage({ wounds: 5, damage: -4 })).toEqual({ wounds: 5, critical: 0, taken: 0 });
    expect(() => dh2.takeDamage({ wounds: 5, damage: Number.NaN })).toThrow(RangeError);
    expect(() => dh2.takeDamage({ wounds: 5, damage: 2e6 })).toThrow(RangeError);
    expect(() => dh2.takeDamage(null as never)).toThrow(TypeError);
  });

  it("never makes damage, wounds or Critical Damage negative, and loses no point of damage", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (wounds, critical, damage) => {
        const r = dh2.takeDamage({ wounds, critical, damage });
        expect(r.wounds).toBeGreaterThanOrEqual(0);
        expect(r.critical).toBeGreaterThanOrEqual(critical);
        expect(wounds - r.wounds + (r.critical - critical)).toBe(damage);
      }),
    );
  });

  it("adds levels of Fatigue (an encumbered swimmer's failure: 1), at most 100", () => {
    expect(dh2.addFatigue(0, 1)).toBe(1);
    expect(dh2.addFatigue(2, 1)).toBe(3);
    expect(dh2.addFatigue(99, 5)).toBe(100);
    expect(dh2.addFatigue(-2, 1)).toBe(1);
    expect(() => dh2.addFatigue(Number.NaN, 1)).toThrow(RangeError);
  });

  it("a failed encumbered swim gives a Fatigue consequence of 1 level (§ Swimming)", () => {
    const call = ruleset.tests.buildTest({ kind: "swim", options: { encumbered: "true" } })!;
    const profile: MovementProfile = { characteristics: { strength: 40, athletics: 40 } };
    const failed = ruleset.tests.resolve(call, 40, [95], profile);
    expect(failed.consequences).toEqual([
      { type: "fatigue", levels: 1 },
      { type: "turnAction", remaining: 0 },
    ]);
  });
});

describe("flight positions (§ Altitude, § Flying Movement)", () => {
  it("reads the trait from Flyer and Hoverer values", () => {
    expect(dh2.flightTrait({ flyer: 8, hoverer: 0 })).toBe("flyer");
    expect(dh2.flightTrait({ flyer: 8, hoverer: 4 })).toBe("flyer");
    expect(dh2.flightTrait({ flyer: 0, hoverer: 3 })).toBe("hoverer");
    expect(dh2.flightTrait({ flyer: 0, hoverer: 0 })).toBeNull();
    expect(dh2.flightTrait({ flyer: "8" })).toBeNull();
  });

  it("offers a Hoverer the ground and hovering, a Flyer every altitude", () => {
    expect(dh2.flightPositions("hoverer")).toEqual(["ground", "hovering"]);
    expect(dh2.flightPositions("flyer")).toEqual(["ground", "hovering", "low", "high"]);
    expect(dh2.flightPositions(null)).toEqual(["ground"]);
  });

  it("words a change's cost: one level a Full Move (or Charge or Run), more a Charge or Run", () => {
    expect(dh2.altitudeChangeText("hovering", "low").key).toBe("STRIDE.Dh2.altitude.one");
    expect(dh2.altitudeChangeText("ground", "hovering").key).toBe("STRIDE.Dh2.altitude.one");
    expect(dh2.altitudeChangeText("hovering", "high")).toMatchObject({
      key: "STRIDE.Dh2.altitude.many",
      data: { levels: 2 },
    });
    expect(dh2.altitudeChangeText("high", "ground").data?.["levels"]).toBe(3);
    expect(dh2.altitudeChangeText("low", "low").key).toBe("STRIDE.Dh2.altitude.same");
    // The engine's costs agree with altitudeChange's actions.
    expect(dh2.altitudeChange("hovering", "low").actions).toEqual(["full", "charge", "run"]);
    expect(dh2.altitudeChange("hovering", "high").actions).toEqual(["charge", "run"]);
    for (const key of keysOf(dh2.altitudeChangeText("ground", "high"))) expect(hasKey(key), key).toBe(true);
    expect(() => dh2.altitudeChangeText("orbit" as never, "low")).toThrow(RangeError);
  });

  it("a flyer that made no Movement action falls 15 m from low, 25 m from high; a hoverer lands safely", () => {
    expect(dh2.stalledFlight({ position: "low", moved: false })).toEqual({ fall: 15, position: "ground" });
    expect(dh2.stalledFlight({ position: "high", moved: false })).toEqual({ fall: 25, position: "ground" });
    expect(dh2.stalledFlight({ position: "hovering", moved: false })).toEqual({ fall: 0, position: "ground" });
    expect(dh2.stalledFlight({ position: "high", moved: true })).toBeNull();
    expect(dh2.stalledFlight({ position: "ground", moved: false })).toBeNull();
    expect(() => dh2.stalledFlight({ position: "low", moved: "no" as never })).toThrow(TypeError);
  });

  it("posts the fall card with the world's formula for a fall, nothing for a safe landing", () => {
    expect(dh2.flyerFallEffects({ model: "t1", position: "low", moved: false })).toEqual({
      position: "ground",
      effects: [{ type: "fallCard", model: "t1", metres: 15, formula: "1d10 + 15", damageType: "impact" }],
    });
    expect(dh2.flyerFallEffects({ model: "t1", position: "high", moved: false, formula: "2d10 + @metres" })).toEqual({
      position: "ground",
      effects: [{ type: "fallCard", model: "t1", metres: 25, formula: "2d10 + 25", damageType: "impact" }],
    });
    expect(dh2.flyerFallEffects({ model: "t1", position: "hovering", moved: false })).toEqual({
      position: "ground",
      effects: [],
    });
    expect(dh2.flyerFallEffects({ model: "t1", position: "low", moved: true })).toEqual({
      position: null,
      effects: [],
    });
    expect(() => dh2.flyerFallEffects({ model: 3 as never, position: "low", moved: false })).toThrow(TypeError);
  });

  it("registers Low Altitude as a derived status with its own words", () => {
    expect(ruleset.statuses?.statuses.map((s) => s.id)).toContain(dh2.LOW_ALTITUDE_STATUS);
    expect(hasKey(dh2.LOW_ALTITUDE_STATUS_SPEC.label)).toBe(true);
    expect(hasKey(dh2.LOW_ALTITUDE_STATUS_SPEC.description)).toBe(true);
    expect(dh2.altitudeAttack("ground", "low").modifier).toBe(-10);
  });
});

/** A friendly model of 1 m square centred at (x, y) metres. */
const model = (id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot =>
  squareModel(id, x, y, { disposition: "friendly", ...extra });

/** A raised surface `height` m high over the rectangle. */
function raised(id: string, x: number, y: number, width: number, height: number): RegionSnapshot {
  return {
    id,
    name: id,
    area: { x, y, width, height: width },
    bottom: null,
    top: null,
    terrain: [{ condition: "platform", height, railing: false }],
    ductwayExit: null,
    lift: null,
  };
}

function scene(models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot {
  return { unit: "m", gridStep: 1, bounds: null, models, regions };
}

describe("zero gravity's push-off (§ Zero Gravity: something within 1 m)", () => {
  it("measures the floor below a floating model", () => {
    expect(dh2.pushOffDistance(scene([model("me", 5, 5)]), "me")).toBe(0);
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 0.8 })]), "me")).toBeCloseTo(0.8);
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 6 })]), "me")).toBe(6);
    expect(dh2.pushOffDistance(scene([model("me", 5, 5)]), "nobody")).toBeNull();
  });

  it("counts the top of a raised surface under it as its floor, and a raised surface's side beside it", () => {
    const deck = raised("deck", 0, 0, 10, 4);
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 4.5 })], [deck]), "me")).toBeCloseTo(0.5);
    // Floating 3 m up beside a 4 m block whose side is 1.5 m from its footprint.
    const block = raised("block", 7, 0, 4, 4);
    expect(dh2.pushOffDistance(scene([model("me", 5, 2, { elevation: 3 })], [block]), "me")).toBeCloseTo(1.5);
    // Above the block's top its side is no use.
    expect(dh2.pushOffDistance(scene([model("me", 5, 2, { elevation: 5 })], [block]), "me")).toBe(5);
  });

  it("takes no push-off from a chasm: beside it the floor, over it the floor its depth down", () => {
    const chasm = { ...raised("chasm", 7, 0, 4, 10), terrain: [{ condition: "gap", height: 10, railing: false }] };
    // Floating 3 m up, 1.5 m from a 10 m-deep gap's side: only the floor 3 m below.
    expect(dh2.pushOffDistance(scene([model("me", 5, 2, { elevation: 3 })], [chasm]), "me")).toBe(3);
    // Over the gap at the floor's level: its bottom is 10 m down.
    expect(dh2.pushOffDistance(scene([model("me", 9, 2, { elevation: 0 })], [chasm]), "me")).toBe(10);
  });

  it("counts a vehicle's hull on its level", () => {
    const hull = model("hull", 7, 5, { kind: "vehicle", footprint: { x: 6.2, y: 4, width: 2, height: 2 } });
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 8 }), hull]), "me")).toBeCloseTo(0.7);
  });

  it("counts a wall within 1 m of its base's edge as a surface, at any elevation", () => {
    // Floating 6 m up; a wall along x = 6.2 is 0.7 m from the base's edge (centre 5, radius 0.5).
    const wall = { a: { x: 6.2, y: 0 }, b: { x: 6.2, y: 10 } };
    const near = { ...scene([model("me", 5, 5, { elevation: 6 })]), walls: [wall] };
    expect(dh2.pushOffDistance(near, "me")).toBeCloseTo(0.7);
    expect(dh2.pushOffNotice(near, "me", "zero")).toBeNull();
    // The same wall 2 m away (x = 7.5) is out of reach: only the floor 6 m below.
    const far = { ...near, walls: [{ a: { x: 7.5, y: 0 }, b: { x: 7.5, y: 10 } }] };
    expect(dh2.pushOffDistance(far, "me")).toBeCloseTo(2);
    expect(dh2.pushOffNotice(far, "me", "zero")?.key).toBe("STRIDE.Dh2.pushOff.none");
    // Past the wall's end the nearest point is its end: (5, 12) to (6.2, 10) is √(1.44 + 4) − 0.5 ≈ 1.83 m.
    expect(dh2.pushOffDistance({ ...near, models: [model("me", 5, 12, { elevation: 6 })] }, "me")).toBeCloseTo(
      Math.hypot(1.2, 2) - 0.5,
    );
  });

  it("takes the move's start when given (the hook reads after the move)", () => {
    const s = scene([model("me", 5, 5, { elevation: 0 })]);
    expect(dh2.pushOffDistance(s, "me", { x: 20, y: 20, elevation: 3 })).toBe(3);
    expect(() => dh2.pushOffDistance(s, "me", { x: Number.NaN, y: 0, elevation: 0 })).toThrow(RangeError);
  });

  it("says so only in zero gravity with nothing within 1 m", () => {
    const floating = scene([model("me", 5, 5, { elevation: 3 })]);
    expect(dh2.pushOffNotice(floating, "me", "zero")).toEqual({ key: "STRIDE.Dh2.pushOff.none", data: { reach: 1 } });
    expect(dh2.pushOffNotice(scene([model("me", 5, 5, { elevation: 1 })]), "me", "zero")).toBeNull();
    expect(dh2.pushOffNotice(floating, "me", "normal")).toBeNull();
    expect(dh2.pushOffNotice(floating, "me", "low")).toBeNull();
    expect(hasKey("STRIDE.Dh2.pushOff.none")).toBe(true);
    // Through the ruleset's terrain capability, as the adapter asks.
    expect(ruleset.terrain?.startNotice?.(floating, "me", "zero")?.key).toBe("STRIDE.Dh2.pushOff.none");
    expect(() => dh2.pushOffNotice(floating, "me", "sideways" as never)).toThrow(RangeError);
  });
});

describe("gravity on the leap and jump cards (§ Low/High Gravity Worlds)", () => {
  // Strength 45 (SB 4), Agility 40: a leap with 3 degrees of success is 5 m at normal gravity.
  const profile: MovementProfile = { characteristics: { strength: 45, agility: 40 } };
  const leapIn = (gravity: string) => {
    const call = ruleset.tests.buildTest({ kind: "leap", options: { gravity } })!;
    return ruleset.tests.resolve(call, 40, [25], profile).amount;
  };
  // High gravity halves rounding up to the next half metre (jumping.ts jumpInGravity's ruling).
  it("doubles a leap in low gravity and halves it rounding up in high gravity", () => {
    expect(leapIn("normal")).toBe(5);
    expect(leapIn("low")).toBe(10);
    expect(leapIn("high")).toBe(2.5);
  });

  it("doubles a running vertical jump in low gravity", () => {
    const jump = (gravity: string) =>
      ruleset.tests.resolve(
        ruleset.tests.buildTest({ kind: "verticalJump", options: { gravity, runUp: "4" } })!,
        40,
        [35],
        profile,
      ).amount;
    // Rolling 35 against 40: 2 degrees. ½ m + half SB rounded up (2) + ½ for the second degree: 3 m.
    expect(jump("normal")).toBe(3);
    expect(jump("low")).toBe(6);
    expect(jump("high")).toBe(1.5);
  });
});

describe("the world's falling formula on a card (ruling 4)", () => {
  it("is read from the option the ruleset names", () => {
    expect(ruleset.tests.fallingFormulaOption).toBe("fallingFormula");
    const call = ruleset.tests.buildTest({
      kind: "jumpDown",
      distance: 6,
      options: { fallingFormula: "2d10 + @metres" },
    })!;
    // Agility 30 (AB 3), a failed test: falling damage for the whole 6 m with the world's formula.
    const failed = ruleset.tests.resolve(call, 30, [90], { characteristics: { agility: 30 } });
    expect(failed.consequences).toEqual([
      { type: "damageRoll", formula: "2d10 + 6", damageType: "impact", ignoresArmour: true },
      { type: "turnAction", remaining: 0 },
    ]);
  });
});
