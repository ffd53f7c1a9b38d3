/**
 * A throw at a target from the Strength card (dh2-movement.md § Throwing Objects: "treated as an
 * improvised weapon, and the character makes a Ballistic Skill test instead of a Strength test";
 * § Low Altitude, § High Altitude): the aim read from the user's targets, the card's Ballistic Skill
 * test and its roll.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { strengthCardContext, type StrengthCardData } from "../../src/foundry/rulesets/dh2/strength/strength-card";
import { aimOf, rollStrengthTest, strengthCardData } from "../../src/foundry/rulesets/dh2/strength/strength-rolls";
import { format, localize } from "../support/render";
import { installWorld, removeWorld } from "./fakes";

const i18n = { localize, format };
// Strength 38, Ballistic Skill 41, SB 3, TB 4: Lifting Weight 90 kg, half 45 kg.
const thrower = {
  name: "Hauler",
  system: {
    characteristics: { strength: { value: 38 }, ballisticSkill: { value: 41 } },
    bonuses: { strength: 3, toughness: 4 },
    flightPosition: "ground",
  },
};
/** A targeted Token placeable as `User#targets` holds it: its document names the token. */
const targeted = (name: string, flightPosition: string) => ({
  document: { uuid: "Scene.s.Token.g", name, actor: { system: { flightPosition } } },
});
const aimed = (weightKg: number, target = "ground"): StrengthCardData => ({
  actorUuid: "Actor.h",
  tokenUuid: null,
  task: "throw",
  weightKg,
  gravity: "normal",
  result: null,
  aim: { tokenUuid: "Scene.s.Token.g", name: "Gargoyle", thrower: "ground", target },
});

beforeEach(() => void installWorld());
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

describe("the aim of a throw", () => {
  it("is the first targeted token, with where thrower and target fly; none without a target", () => {
    expect(aimOf({ actor: thrower }, new Set([targeted("Gargoyle", "low")]))).toEqual({
      tokenUuid: "Scene.s.Token.g",
      name: "Gargoyle",
      thrower: "ground",
      target: "low",
    });
    expect(aimOf({ actor: thrower }, new Set())).toBeNull();
    expect(aimOf({ actor: thrower }, undefined)).toBeNull();
  });

  it("is stored only on a throw card", () => {
    const token = { uuid: "Scene.s.Token.t", actor: { uuid: "Actor.h" } };
    const aim = aimOf({ actor: thrower }, [targeted("Gargoyle", "ground")]);
    expect(strengthCardData(token, "throw", 5, aim).aim?.name).toBe("Gargoyle");
    expect(strengthCardData(token, "lift", 120, aim).aim).toBeNull();
  });
});

describe("the card of a throw at a target", () => {
  it("is a Ballistic Skill test: Challenging (+0) up to half the Lifting Weight, −10 from the ground at Low Altitude", () => {
    const light = strengthCardContext(aimed(45), thrower, i18n, true);
    expect(light.test).toContain("Ballistic Skill");
    expect(light.target).toBe("41");
    expect(light.summary[0]).toEqual({ label: localize("STRIDE.Strength.aim"), value: "Gargoyle" });
    // 46 kg: Difficult (−10); at a Low Altitude target from the ground another −10: 41 − 20.
    const heavy = strengthCardContext(aimed(46, "low"), thrower, i18n, true);
    expect(heavy.target).toBe("21");
    expect(heavy.summary).toContainEqual({ label: localize("STRIDE.Strength.altitude"), value: "−10" });
  });

  it("says a High Altitude target is out of reach from the ground, and offers no roll", () => {
    const context = strengthCardContext(aimed(5, "high"), thrower, i18n, true);
    expect(context.notice).toBe(localize("STRIDE.Strength.outOfReach.throw"));
    expect(context.canRoll).toBe(false);
  });

  it("rolls 1d100 against Ballistic Skill: a hit names the target; no distance, no Impact", async () => {
    const formulas: string[] = [];
    vi.stubGlobal(
      "Roll",
      class {
        total = 0;
        constructor(readonly formula: string) {
          formulas.push(formula);
        }
        async evaluate() {
          this.total = 30;
          return this;
        }
      },
    );
    const actor = { ...thrower, uuid: "Actor.h", isOwner: true, update: vi.fn() };
    vi.stubGlobal("fromUuidSync", (uuid: string) => (uuid === "Actor.h" ? actor : null));
    const update = vi.fn(async () => undefined);
    expect(await rollStrengthTest({ id: "m1", isOwner: true, system: aimed(5), update })).toBe(true);
    expect(formulas).toEqual(["1d100"]);
    const written = (update.mock.calls[0] as unknown as [{ "system.result": StrengthCardData["result"] }])[0];
    // 30 against 41: a success.
    expect(written["system.result"]).toMatchObject({
      roll: 30,
      target: 41,
      ballisticSkill: 41,
      success: true,
      impact: null,
    });
    const rolled = strengthCardContext({ ...aimed(5), result: written["system.result"] }, actor, i18n, false);
    expect(rolled.result?.lines).toEqual([format("STRIDE.Strength.hits", { target: "Gargoyle" })]);
  });
});
