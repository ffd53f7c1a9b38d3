/**
 * The movement skills' test values (src/rules/rulesets/dh2/athletics.ts skillCharacteristics): missing
 * input counts as nothing, and it never throws. Training modifiers from skills.ts (untrained −20,
 * trained +10); § Simple Climbs: a climb tests Strength or Athletics, whichever is better.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

describe("skillCharacteristics with missing characteristics or training (never throws)", () => {
  it("undefined or null characteristics count as 0", () => {
    const training = { athletics: "trained", acrobatics: "trained" };
    const expected = { athletics: 10, acrobatics: 10, strengthOrAthletics: 10 };
    expect(dh2.skillCharacteristics(undefined as never, training)).toEqual(expected);
    expect(dh2.skillCharacteristics(null as never, training)).toEqual(expected);
  });

  it("undefined or null training counts as untrained, so Strength is the better climb", () => {
    const characteristics = { strength: 40, agility: 30 };
    const expected = { athletics: 20, acrobatics: 10, strengthOrAthletics: 40 };
    expect(dh2.skillCharacteristics(characteristics, undefined as never)).toEqual(expected);
    expect(dh2.skillCharacteristics(characteristics, null as never)).toEqual(expected);
  });
});
