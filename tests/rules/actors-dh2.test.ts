/**
 * The Dark Heresy actors capability (rulesets/dh2/actors.ts): a `character` or `npc` actor's
 * system data read without Foundry. Expected numbers come from dh2-movement.md: Movement Speed in
 * Structured Time (AgB 3: Half 3 m, Full 6 m, Charge 9 m, Run 18 m), § Flying Movement (the trait's
 * number read as the Agility bonus), § Altitude (a Hoverer stays near the ground), and the skill
 * training levels (untrained −20).
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";

const dh2 = getRuleset("dh2");
const actors = dh2.actors;
const read = (system: unknown, statuses?: readonly string[]) => {
  const reading = actors.read("character", system, statuses);
  if (!reading) throw new Error("a character reads");
  return reading;
};
const distances = (bands: readonly { distance: number }[]) => bands.map((b) => b.distance);

describe("the dh2 actors capability", () => {
  it("reads characters and NPCs, in that order", () => {
    expect(actors.types).toEqual(["character", "npc"]);
  });

  it("reads a stored armour `true` as the profile's armourWorn 1 (§ Swimming), anything else as none", () => {
    expect(read({ armour: true }).profile.characteristics["armourWorn"]).toBe(1);
    expect(read({ armour: "true" }).profile.characteristics["armourWorn"]).toBeUndefined();
    expect(read({}).profile.characteristics["armourWorn"]).toBeUndefined();
  });

  it("reads {} as a new character: Agility 30 and Size 4 give AgB 3, so 3/6/9/18 m; no flight, no warnings", () => {
    const reading = read({});
    expect(reading.kind).toBe("character");
    expect(reading.warnings).toEqual([]);
    expect(reading.flyingSpeed).toBe(0);
    expect(reading.flying).toBeNull();
    expect(reading.status).toBeNull();
    expect(reading.profile.size).toBe(4);
    expect(reading.profile.modifiers).toEqual({ half: 0, full: 0, charge: 0, run: 0 });
    // Untrained skills test at −20: Athletics 30 − 20 = 10; a simple climb takes the better of Strength 30.
    expect(reading.profile.characteristics).toEqual({
      agility: 30,
      strength: 30,
      toughness: 30,
      perception: 30,
      willpower: 30,
      ballisticSkill: 30,
      athletics: 10,
      acrobatics: 10,
      strengthOrAthletics: 30,
    });
    expect(distances(dh2.bands.movementBands(reading.profile))).toEqual([3, 6, 9, 18]);
  });

  it("reads null, a list or text as all defaults too, and an NPC as a character", () => {
    for (const junk of [null, undefined, [], "x", 7]) expect(read(junk)).toEqual(read({}));
    expect(actors.read("npc", {})).toEqual(read({}));
  });

  it("fills only the fields that are missing: Agility 42 alone gives AgB 4, so 4/8/12/24 m", () => {
    const reading = read({ characteristics: { agility: { value: 42 } } });
    expect(reading.warnings).toEqual([]);
    expect(reading.profile.characteristics["strength"]).toBe(30);
    expect(distances(dh2.bands.movementBands(reading.profile))).toEqual([4, 8, 12, 24]);
  });

  it("clamps what is out of range and lists each value with what was used", () => {
    const reading = read({
      characteristics: { agility: { value: 500, unnatural: 0 } },
      size: 14,
      hoverer: -2,
      skills: { athletics: { training: "grandmaster" } },
    });
    expect(reading.warnings).toEqual([
      { path: "characteristics.agility.value", value: 500, used: 100 },
      { path: "size", value: 14, used: 10 },
      { path: "hoverer", value: -2, used: 0 },
      { path: "skills.athletics.training", value: "grandmaster", used: -20 },
    ]);
    expect(reading.profile.characteristics["agility"]).toBe(100);
    expect(reading.profile.size).toBe(10);
  });

  it("keeps a stored but unusable value as a warning, never as a default (a key present with no value)", () => {
    const reading = read({ characteristics: { agility: { value: undefined, unnatural: 0 } } });
    expect(reading.warnings).toEqual([{ path: "characteristics.agility.value", value: undefined, used: 0 }]);
    expect(reading.profile.characteristics["agility"]).toBe(0);
  });

  it("flies a Flyer at its stored altitude at Flyer (X) as AgB: Flyer 6 gives 6/12/18/36 m", () => {
    const flyer = read({ flyer: 6, altitude: "low" });
    expect(flyer.flyingSpeed).toBe(6);
    expect(flyer.flying).toBe("low");
    expect(distances(dh2.bands.flyingBands(flyer.flyingSpeed))).toEqual([6, 12, 18, 36]);
    // A Hoverer cannot be at High Altitude (§ Altitude): it reads as on the ground.
    const hoverer = read({ hoverer: 4, altitude: "high" });
    expect(hoverer.flyingSpeed).toBe(4);
    expect(hoverer.flying).toBeNull();
    expect(read({ hoverer: 4, altitude: "hovering" }).flying).toBe("hovering");
    // Without a trait an altitude is the ground.
    expect(read({ altitude: "high" }).flying).toBeNull();
  });

  it("puts the underwater counters and a status that stops swimming among the characteristics", () => {
    const reading = read({ underwater: 3.7, sinking: 1 }, ["prone", "unconscious"]);
    expect(reading.profile.characteristics).toMatchObject({ underwater: 3, sinking: 1, cannotSwim: 1 });
    expect(read({}, ["prone"]).profile.characteristics).not.toHaveProperty("cannotSwim");
  });

  it("reads no other ruleset's actor type", () => {
    expect(actors.read("fighter", {})).toBeNull();
    expect(actors.read("", {})).toBeNull();
  });
});
