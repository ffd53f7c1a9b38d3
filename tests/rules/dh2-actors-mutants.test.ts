/**
 * A Dark Heresy character's stored data as movement reads it (rulesets/dh2/actors.ts): the carried
 * weight (§ Carrying, Lifting and Pushing), Fatigue, Unnatural characteristics, manual band
 * modifiers, skill training and the underwater counters (§ Swimming: holding breath, sinking), each
 * clamped with a warning naming where it was found. Never throws.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2/actors";

describe("clampCarriedWeight", () => {
  it("keeps kilograms from 0 to a million, fractions and numeric text included", () => {
    expect(dh2.clampCarriedWeight(12.5)).toEqual({ value: 12.5 });
    expect(dh2.clampCarriedWeight("12.5")).toEqual({ value: 12.5 });
    expect(dh2.clampCarriedWeight(0)).toEqual({ value: 0 });
    expect(dh2.clampCarriedWeight(1e6)).toEqual({ value: 1e6 });
  });

  it("reads missing, unreadable, negative and excessive weights, saying which", () => {
    for (const raw of [undefined, null, ""])
      expect(dh2.clampCarriedWeight(raw)).toEqual({ value: 0, issue: "missing" });
    for (const raw of ["heavy", true, {}, Number.NaN]) {
      expect(dh2.clampCarriedWeight(raw)).toEqual({ value: 0, issue: "not-a-number" });
    }
    expect(dh2.clampCarriedWeight(-1)).toEqual({ value: 0, issue: "below-range" });
    expect(dh2.clampCarriedWeight(1e6 + 1)).toEqual({ value: 1e6, issue: "above-range" });
  });
});

describe("readDh2Character", () => {
  it("reads Fatigue, the carried weight, Flyer and the manual modifiers where the sheet stores them", () => {
    const { record, warnings } = dh2.readDh2Character({
      fatigue: 3,
      carriedWeight: 40,
      flyer: 6,
      movement: { modifiers: { half: 1, run: "2" } },
      characteristics: { agility: { value: 42, unnatural: 2 } },
    });
    expect(record).toMatchObject({ fatigue: 3, carriedWeight: 40, flyer: 6 });
    expect(record.modifiers).toEqual({ half: 1, full: 0, charge: 0, run: 2 });
    expect(warnings).toEqual([]);
    const profile = dh2.dh2CharacterProfile(record);
    expect(profile.unnatural).toMatchObject({ agility: 2, strength: 0 });
    expect(profile.modifiers).toEqual({ half: 1, full: 0, charge: 0, run: 2 });
  });

  it("warns of each unusable value by its path, with the value used", () => {
    const { record, warnings } = dh2.readDh2Character({
      fatigue: "tired",
      carriedWeight: -5,
      flyer: 30,
      characteristics: { agility: { value: 42, unnatural: "x" } },
      skills: { athletics: { training: "master" }, acrobatics: { training: 5 } },
    });
    expect(record).toMatchObject({ fatigue: 0, carriedWeight: 0, flyer: 20 });
    expect(record.skills.athletics).toEqual({ training: "untrained", modifier: -20 });
    expect(warnings).toEqual(
      expect.arrayContaining([
        { path: "fatigue", value: "tired", used: 0 },
        { path: "carriedWeight", value: -5, used: 0 },
        { path: "flyer", value: 30, used: 20 },
        { path: "characteristics.agility.unnatural", value: "x", used: 0 },
        { path: "skills.athletics.training", value: "master", used: -20 },
        { path: "skills.acrobatics.training", value: 5, used: -20 },
      ]),
    );
    expect(warnings).toHaveLength(6);
  });

  it("takes a Fatigue or weight stored as undefined, and a skill without training, as their initial values without a warning", () => {
    const { record, warnings } = dh2.readDh2Character({
      fatigue: undefined,
      carriedWeight: undefined,
      skills: { athletics: { training: undefined }, acrobatics: { training: "trained" } },
    });
    expect(record).toMatchObject({ fatigue: 0, carriedWeight: 0 });
    expect(record.skills.athletics).toEqual({ training: "untrained", modifier: -20 });
    expect(record.skills.acrobatics).toEqual({ training: "trained", modifier: 10 });
    expect(warnings).toEqual([]);
  });

  it("reads junk groups as missing, never throwing", () => {
    const junk = { characteristics: { agility: 5, strength: null }, movement: "fast", skills: { athletics: "x" } };
    const { record, warnings } = dh2.readDh2Character(junk);
    expect(record.values.agility).toEqual({ value: 0, unnatural: 0 });
    expect(record.modifiers).toEqual({ half: 0, full: 0, charge: 0, run: 0 });
    expect(warnings.map((w) => w.path)).toEqual(
      expect.arrayContaining(["characteristics.agility.value", "characteristics.strength.value"]),
    );
  });

  it("counts whole rounds held underwater (to 1000) and a sinking flag; junk and 0 are left out", () => {
    const counters = (system: object) => dh2.readDh2Character(system).record.underwater;
    expect(counters({ underwater: 2.7, sinking: 3 })).toEqual({ underwater: 2, sinking: 1 });
    expect(counters({ underwater: 5000 })).toEqual({ underwater: 1000 });
    expect(counters({ underwater: "3", sinking: "1" })).toEqual({});
    expect(counters({ underwater: -1, sinking: 0 })).toEqual({});
  });
});
