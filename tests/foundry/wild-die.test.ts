/**
 * The Wild Die is tagged on Stride's rolls (chat/wild-die.ts): its term carries the flavor "Wild Die"
 * and, once Dice So Nice is ready, Stride's colorset, so Dice So Nice and themes colour it apart from
 * the other dice (OpenD6 § Wild Die; docs/foundry-evidence.md § 33).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { wildDieFormula } from "../../src/rules";
import {
  isWildDieTerm,
  resetWildDieColorset,
  strideRoll,
  tagWildDie,
  WILD_DIE_COLORSET,
  wildDieColorset,
  type TaggableTerm,
} from "../../src/foundry/chat/wild-die";
import { diceSoNiceReady } from "../../src/foundry/hooks/dice-so-nice-ready";
import { localize } from "../support/render";
import { installWorld, removeWorld } from "./fakes";

/** Foundry's Die terms of a flat formula (`2d6 + 1d6x6 + 2`): `number`, `faces`, `modifiers`, `options`. */
function termsOf(formula: string): TaggableTerm[] {
  return formula.split(" + ").map((part) => {
    const dice = /^(\d+)d(\d+)(.*)$/.exec(part.trim());
    if (!dice) return { options: {} };
    const modifiers = dice[3]!.match(/x\d*|cs>=\d+|kh\d*/g) ?? [];
    return { number: Number(dice[1]), faces: Number(dice[2]), modifiers, options: {} };
  });
}

/** `Roll` as strideRoll uses it: built from a formula, its terms parsed as Foundry's. */
class FakeRoll {
  readonly terms: TaggableTerm[];
  constructor(readonly formula: string) {
    this.terms = termsOf(formula);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  resetWildDieColorset();
  removeWorld();
  Reflect.deleteProperty(globalThis, "Roll");
  vi.restoreAllMocks();
});

describe("the Wild Die term", () => {
  it("is one d6 exploding on 6, and nothing else", () => {
    expect(isWildDieTerm({ number: 1, faces: 6, modifiers: ["x6"] })).toBe(true);
    expect(isWildDieTerm({ number: 1, faces: 6, modifiers: ["x"] })).toBe(true);
    expect(isWildDieTerm({ number: 2, faces: 6, modifiers: ["x6"] })).toBe(false);
    expect(isWildDieTerm({ number: 1, faces: 6, modifiers: [] })).toBe(false);
    expect(isWildDieTerm({ number: 1, faces: 6, modifiers: ["x6", "cs>=5"] })).toBe(false);
    expect(isWildDieTerm({ number: 1, faces: 10, modifiers: ["x10"] })).toBe(false);
    expect(isWildDieTerm({})).toBe(false);
  });

  it("is tagged in the engine's skill-code formulas: the Wild Die only, the colorset only when registered", () => {
    const roll = { terms: termsOf(wildDieFormula("3D+2")) };
    expect(roll.terms).toHaveLength(3);
    expect(tagWildDie(roll, "Wild Die", null)).toBe(1);
    expect(roll.terms.map((t) => t.options)).toEqual([{}, { flavor: "Wild Die" }, {}]);
    const single = { terms: termsOf(wildDieFormula("1D")) };
    expect(tagWildDie(single, "Wild Die", WILD_DIE_COLORSET)).toBe(1);
    expect(single.terms[0]!.options).toEqual({ flavor: "Wild Die", colorset: WILD_DIE_COLORSET });
  });

  it("is absent from other rulesets' dice: a d100, a Shadowrun pool, a damage roll", () => {
    for (const formula of ["1d100", "7d6cs>=5", "1d10 + 6"]) {
      const roll = { terms: termsOf(formula) };
      expect(tagWildDie(roll, "Wild Die", WILD_DIE_COLORSET), formula).toBe(0);
      expect(roll.terms.every((t) => !t.options?.flavor)).toBe(true);
    }
    expect(tagWildDie({}, "Wild Die")).toBe(0);
  });
});

describe("Stride's rolls and Dice So Nice", () => {
  it("roll the Wild Die with the localized flavor, and with Stride's colorset once Dice So Nice is ready", async () => {
    installWorld();
    const g = globalThis as unknown as { game: { i18n: { localize(k: string): string } } };
    g.game.i18n.localize = localize;
    Object.assign(globalThis, { Roll: FakeRoll });
    const before = strideRoll("2d6 + 1d6x6") as unknown as FakeRoll;
    expect(before.terms[1]!.options).toEqual({ flavor: "Wild Die" });

    const addColorset = vi.fn(async () => undefined);
    diceSoNiceReady({ addColorset });
    expect(wildDieColorset(), "not before Dice So Nice has taken it").toBeNull();
    await settle();
    expect(addColorset).toHaveBeenCalledTimes(1);
    const [colorset, mode] = addColorset.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(mode).toBe("default");
    expect(colorset).toMatchObject({ name: WILD_DIE_COLORSET, category: "Stride", description: "Stride: Wild Die" });
    expect(colorset["background"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(wildDieColorset()).toBe(WILD_DIE_COLORSET);

    const after = strideRoll("2d6 + 1d6x6") as unknown as FakeRoll;
    expect(after.terms[1]!.options).toEqual({ flavor: "Wild Die", colorset: WILD_DIE_COLORSET });
    expect(after.terms[0]!.options).toEqual({});
  });

  it("never throw into Dice So Nice's hook: no API, or a colorset it refuses, leaves the Wild Die uncoloured", async () => {
    installWorld();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    diceSoNiceReady(null);
    diceSoNiceReady({} as never);
    expect(wildDieColorset()).toBeNull();
    diceSoNiceReady({ addColorset: () => Promise.reject(new Error("no such texture")) });
    await settle();
    expect(error).toHaveBeenCalledWith("Stride | Dice So Nice colorset", expect.any(Error));
    expect(wildDieColorset()).toBeNull();
  });
});
