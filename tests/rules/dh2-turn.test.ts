/**
 * A Dark Heresy turn's action (issue #13, helper dh2turn): jumping and leaping take the Full Action
 * (dh2-movement.md § Jumping and Leaping), what altitude changes ask of the turn's movement
 * (§ Altitude), and Stunned flyers falling (§ Flying Movement); the ruleset-neutral spent action
 * (moves/turn-action.ts).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  capTurnBands,
  getRuleset,
  spentActionCap,
  type CardText,
  type MovementProfile,
  type TestRequest,
  type TurnBands,
} from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { spread } from "../support/spread";
import { lang } from "../support/lang";

const ruleset = getRuleset("dh2");

/** Every key a CardText names resolves in en.json. */
function keysResolve(text: CardText): boolean {
  const has = (key: string) =>
    typeof key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], lang) === "string";
  return (
    has(text.key) &&
    Object.values(text.data ?? {}).every((v) => (typeof v === "object" && v !== null ? keysResolve(v) : true))
  );
}

/** Strength 45 (SB 4), Agility 35 (AB 3). */
const PROFILE: MovementProfile = { characteristics: { strength: 45, agility: 35 }, size: 4 };

function consequences(request: TestRequest, characteristic: number, roll: number) {
  const call = ruleset.tests.buildTest(request)!;
  return ruleset.tests.resolve(call, characteristic, [roll], PROFILE).consequences ?? [];
}

const turnAction = (list: readonly { type: string }[]) => list.filter((c) => c.type === "turnAction");

describe("jumping and leaping take the Full Action (§ Jumping and Leaping)", () => {
  it("a leap that clears leaves the metres leapt to move; one that falls short leaves none", () => {
    // Agility 35 + run-up 8 m (+10) = 45; roll 21: 3 degrees; SB 4 + ½ + ½ = 5 m.
    expect(turnAction(consequences({ kind: "leap", distance: 5, options: { runUp: "8" } }, 35, 21))).toEqual([
      { type: "turnAction", remaining: 5 },
    ]);
    expect(turnAction(consequences({ kind: "leap", distance: 5.5, options: { runUp: "8" } }, 35, 21))).toEqual([
      { type: "turnAction", remaining: 0 },
    ]);
    // From the token HUD (no gap): the leap itself is still to be moved. Roll 21 against 35: 2 degrees, 4.5 m.
    expect(turnAction(consequences({ kind: "leap" }, 35, 21))).toEqual([{ type: "turnAction", remaining: 4.5 }]);
    // A failed standing leap: half SB rounded up (2 m), − ½ per further degree (roll 66 against 35: 4 degrees), at least ½.
    expect(turnAction(consequences({ kind: "leap" }, 35, 66))).toEqual([{ type: "turnAction", remaining: 0.5 }]);
  });

  it("a running vertical jump and a jump down leave no movement; the turn's action is spent either way", () => {
    expect(turnAction(consequences({ kind: "verticalJump", options: { runUp: "4" } }, 35, 21))).toEqual([
      { type: "turnAction", remaining: 0 },
    ]);
    expect(turnAction(consequences({ kind: "verticalJump", options: { runUp: "4" } }, 35, 90))).toEqual([
      { type: "turnAction", remaining: 0 },
    ]);
    // A jump down of 2 m, AB 3: safe, still the Full Action.
    expect(turnAction(consequences({ kind: "jumpDown", distance: 2 }, 35, 21))).toEqual([
      { type: "turnAction", remaining: 0 },
    ]);
  });

  it("a swim in hazardous water is the Full Action too (§ Swimming), passed or failed", () => {
    for (const roll of [21, 90]) {
      expect(turnAction(consequences({ kind: "swim", distance: 2 }, 35, roll))).toEqual([
        { type: "turnAction", remaining: 0 },
      ]);
    }
  });

  it("climbing, pulling up and stumbling do not use it", () => {
    for (const kind of ["climb", "sheerClimb", "abseil", "abseilGrip", "stumble", "pullUp"]) {
      expect(turnAction(consequences({ kind, distance: 3 }, 35, 21)), kind).toEqual([]);
    }
    expect(dh2.fullActionConsequences("treacherous", "passed", 3)).toEqual([]);
  });

  it("a passed swim with nothing swum yet (at the water's edge, from the HUD) leaves its metres to move", () => {
    expect(dh2.fullActionConsequences("swim", "swam", 2)).toEqual([{ type: "turnAction", remaining: 2 }]);
    expect(dh2.fullActionConsequences("swim", "swam", 2, 3)).toEqual([{ type: "turnAction", remaining: 0 }]);
    expect(dh2.fullActionConsequences("swim", "noProgress", 0)).toEqual([{ type: "turnAction", remaining: 0 }]);
    // Strength 40 (SB 4): a passed swim of no metres yet leaves 2 m (§ Swimming: half the SB, rounded up).
    expect(turnAction(consequences({ kind: "swim" }, 35, 21))).toEqual([{ type: "turnAction", remaining: 2 }]);
  });

  it("reads junk amounts as 0", () => {
    expect(dh2.fullActionConsequences("leap", "cleared", Number.NaN)).toEqual([{ type: "turnAction", remaining: 0 }]);
    expect(dh2.fullActionConsequences("leap", "cleared", -2)).toEqual([{ type: "turnAction", remaining: 0 }]);
    expect(dh2.fullActionConsequences("leap", "leapt", 3.5)).toEqual([{ type: "turnAction", remaining: 3.5 }]);
  });
});

describe("a spent movement action (moves/turn-action.ts)", () => {
  it("caps the turn at where it stood plus what the test left", () => {
    // A 6 m run-up to the gap, a 5 m leap cleared: at most 11 m this turn.
    expect(spentActionCap({ from: 6, remaining: 5 }, 6)).toBe(11);
    expect(spentActionCap({ from: 6, remaining: 5 }, 9)).toBe(11);
    expect(spentActionCap({ from: 6, remaining: 0 }, 6)).toBe(6);
    expect(spentActionCap(null, 6)).toBeNull();
  });

  it("gives the action back once an undo takes the turn's cost below where the test was taken", () => {
    expect(spentActionCap({ from: 6, remaining: 0 }, 2)).toBeNull();
    expect(spentActionCap({ from: 6, remaining: 0 }, 6 - 1e-9)).toBe(6);
  });

  it("rejects junk with its own errors", () => {
    expect(() => spentActionCap({ from: -1, remaining: 0 }, 1)).toThrow(RangeError);
    expect(() => spentActionCap({ from: 1, remaining: Number.NaN }, 1)).toThrow(RangeError);
    expect(() => spentActionCap({ from: 1, remaining: 0 }, -1)).toThrow(RangeError);
    expect(() => spentActionCap("x" as never, 1)).toThrow(TypeError);
  });

  it("cuts every band, flying and each action's own, at the cap", () => {
    // AB 3: Half 3, Full 6, Charge 9, Run 18 m (§ Movement Speed in Structured Time).
    const turn: TurnBands = {
      bands: [
        { action: "half", distance: 3 },
        { action: "full", distance: 6 },
        { action: "charge", distance: 9 },
        { action: "run", distance: 18 },
      ],
      flying: [{ action: "full", distance: 12 }],
      actions: { swim: [{ action: "swim", distance: 2 }] },
      variant: "core",
      ratio: 1,
    };
    const capped = capTurnBands(turn, 7);
    expect(capped.bands.map((b) => b.distance)).toEqual([3, 6, 7, 7]);
    expect(capped.flying).toEqual([{ action: "full", distance: 7 }]);
    expect(capped.actions).toEqual({ swim: [{ action: "swim", distance: 2 }] });
    expect(capTurnBands(turn, null)).toBe(turn);
    expect(() => capTurnBands(turn, -1)).toThrow(RangeError);
    expect(() => capTurnBands({ ...turn, ratio: 0 }, 1)).toThrow(RangeError);
  });

  it("never lets a band grow (property)", () => {
    const band = fc.record({
      action: fc.constantFrom("half", "full", "run"),
      distance: spread(0, 100),
    });
    fc.assert(
      fc.property(fc.array(band, { maxLength: 5 }), spread(0, 100), (bands, cap) => {
        const out = capTurnBands({ bands, flying: null, variant: "core", ratio: 1 }, cap);
        return out.bands.every((b, i) => b.distance <= bands[i]!.distance && b.distance <= cap);
      }),
    );
  });
});

describe("changing altitude in a turn (§ Altitude; Stride's reading)", () => {
  const turn = (from: string, to: string, levelsBefore = 0, spent = false) =>
    dh2.altitudeTurn({ from: from as never, to: to as never, levelsBefore, spent });

  it("one level makes the turn's movement at least a Full Move", () => {
    const up = turn("hovering", "low");
    expect(up).toMatchObject({ allowed: true, levels: 1, action: "full" });
    expect(up.text.key).toBe("STRIDE.Dh2Turn.altitude.full");
    // Taking off counts as one level, as the cost text counts it.
    expect(turn("ground", "hovering")).toMatchObject({ allowed: true, levels: 1, action: "full" });
  });

  it("more than one level in a turn takes a Charge or Run, adding up the turn's changes", () => {
    expect(turn("hovering", "high")).toMatchObject({ allowed: true, levels: 2, action: "charge" });
    expect(turn("ground", "low")).toMatchObject({ allowed: true, levels: 2, action: "charge" });
    // Up a level, then down again: two levels this turn.
    expect(turn("low", "hovering", 1)).toMatchObject({ allowed: true, levels: 2, action: "charge" });
    expect(turn("low", "high", 1).text.key).toBe("STRIDE.Dh2Turn.altitude.charge");
  });

  it("is refused when the turn's action is spent; no change always goes", () => {
    const refused = turn("hovering", "low", 0, true);
    expect(refused).toMatchObject({ allowed: false, levels: 0, action: null });
    expect(refused.text.key).toBe("STRIDE.Dh2Turn.altitude.spent");
    expect(turn("low", "high", 1, true)).toMatchObject({ allowed: false, levels: 1, action: "full" });
    expect(turn("low", "low", 0, true)).toMatchObject({ allowed: true, levels: 0, action: null });
  });

  it("words every outcome with keys en.json has", () => {
    for (const [from, to, before, spent] of [
      ["low", "low", 0, false],
      ["low", "high", 0, false],
      ["ground", "high", 0, false],
      ["ground", "low", 0, true],
    ] as const) {
      expect(keysResolve(turn(from, to, before, spent).text), `${from}→${to}`).toBe(true);
    }
  });

  it("rejects junk with its own errors", () => {
    expect(() => turn("orbit", "low")).toThrow(RangeError);
    expect(() => turn("low", "high", -1)).toThrow(RangeError);
    expect(() => turn("low", "high", 0.5)).toThrow(RangeError);
    expect(() => dh2.altitudeTurn({ from: "low", to: "high", levelsBefore: 0, spent: "no" as never })).toThrow(
      TypeError,
    );
    expect(() => dh2.altitudeAction(-1)).toThrow(RangeError);
    expect(dh2.altitudeLevels("ground", "high")).toBe(3);
  });
});

describe("Dark Heresy's altitudes as a capability (the token HUD's palette)", () => {
  const altitude = ruleset.altitude;

  it("offers a Flyer every position, a Hoverer ground and hovering, anything else only the ground", () => {
    expect(altitude.positions("flyer")).toEqual(["ground", "hovering", "low", "high"]);
    expect(altitude.positions("hoverer")).toEqual(["ground", "hovering"]);
    expect(altitude.positions("wings")).toEqual(["ground"]);
    expect(keysResolve({ key: altitude.controlLabel })).toBe(true);
    for (const p of altitude.positions("flyer")) expect(keysResolve({ key: altitude.positionLabel(p) })).toBe(true);
  });

  it("counts the turn's levels once the change is made, refused or not", () => {
    expect(altitude.turn({ from: "hovering", to: "high", levelsBefore: 1, spent: false })).toMatchObject({
      allowed: true,
      levels: 3,
    });
    // Refused (the turn's action is spent), a GM's override still changes two levels.
    expect(altitude.turn({ from: "hovering", to: "high", levelsBefore: 0, spent: true })).toMatchObject({
      allowed: false,
      levels: 2,
    });
    expect(altitude.turn({ from: "low", to: "high", levelsBefore: 5000, spent: false }).levels).toBe(
      dh2.MAX_TURN_LEVELS,
    );
    expect(altitude.changeText("ground", "low").key).toBe("STRIDE.Dh2.altitude.many");
    expect(() => altitude.turn({ from: "orbit", to: "low", levelsBefore: 0, spent: false })).toThrow(RangeError);
  });
});

describe("a Stunned flyer falls (§ Flying Movement)", () => {
  const stop = (position: string, statuses: string[]) =>
    dh2.flightStopEffects({ model: "t1", position: position as never, statuses });

  it("falls 15 m from low altitude and 25 m from high, with the world's formula", () => {
    expect(stop("low", ["stun"])).toEqual({
      position: "ground",
      effects: [{ type: "fallCard", model: "t1", metres: 15, formula: "1d10 + 15", damageType: "impact" }],
    });
    expect(stop("high", ["stun"]).effects).toEqual([
      { type: "fallCard", model: "t1", metres: 25, formula: "1d10 + 25", damageType: "impact" },
    ]);
    expect(
      dh2.flightStopEffects({ model: "t1", position: "low", statuses: ["stun"], formula: "2d10 + @metres" }).effects,
    ).toEqual([{ type: "fallCard", model: "t1", metres: 15, formula: "2d10 + 15", damageType: "impact" }]);
  });

  it("a hoverer lands safely; a flyer on the ground or not stopped stays", () => {
    expect(stop("hovering", ["stun"])).toEqual({ position: "ground", effects: [] });
    expect(stop("ground", ["stun"])).toEqual({ position: null, effects: [] });
    expect(stop("high", ["prone"])).toEqual({ position: null, effects: [] });
  });

  it("Stunned, Unconscious and Dead stop flight; junk stops nothing", () => {
    expect(dh2.stopsFlight(["stun"])).toBe(true);
    expect(dh2.stopsFlight(new Set(["unconscious"]))).toBe(true);
    expect(dh2.stopsFlight(["dead", "prone"])).toBe(true);
    expect(dh2.stopsFlight(["prone", "fly"])).toBe(false);
    expect(dh2.stopsFlight("stun" as never)).toBe(false);
    expect(dh2.stopsFlight(null)).toBe(false);
  });
});
