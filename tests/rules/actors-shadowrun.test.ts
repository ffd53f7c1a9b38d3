/**
 * The Shadowrun actors capability (rulesets/shadowrun/actors.ts): a `runner` actor's system data
 * read without Foundry. Expected numbers come from shadowrun-movement.md: Walk Agility × 2 and Run
 * Agility × 4 metres per Combat Turn, sprint +2 m per hit for a human (+1 m for a dwarf or troll),
 * swimming the average of Agility and Strength, a swimming sprint +1 m per hit (+2 m for an elf or
 * troll); a new runner is a human with Agility, Strength and Body 3.
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";

const shadowrun = getRuleset("shadowrun");
const actors = shadowrun.actors;
const read = (system: unknown) => {
  const reading = actors.read("runner", system);
  if (!reading) throw new Error("a runner reads");
  return reading;
};

describe("the shadowrun actors capability", () => {
  it("reads runners", () => {
    expect(actors.types).toEqual(["runner"]);
  });

  it("reads {} as a new human runner: Agility 3 walks 6 m and runs 12 m a Combat Turn, swims 3 m", () => {
    const reading = read({});
    expect(reading.kind).toBe("character");
    expect(reading.warnings).toEqual([]);
    expect(reading.flyingSpeed).toBe(0);
    expect(reading.flying).toBeNull();
    expect(reading.status).toBeNull();
    expect(reading.profile.characteristics).toMatchObject({
      agility: 3,
      strength: 3,
      body: 3,
      running: 0,
      sprintPerHit: 2,
      swimSprintPerHit: 1,
    });
    const bands = shadowrun.bands.movementBands(reading.profile);
    expect(bands.map((b) => b.distance).slice(0, 2)).toEqual([6, 12]);
    const swim = shadowrun.bands.actionBands("srSwim", reading.profile);
    expect(swim?.[0]?.distance).toBe(3);
  });

  it("reads a troll's sprint at +1 m per hit and its swimming sprint at +2 m per hit", () => {
    const reading = read({ metatype: "troll", attributes: { agility: 5 } });
    expect(reading.profile.characteristics).toMatchObject({
      agility: 5,
      strength: 3,
      sprintPerHit: 1,
      swimSprintPerHit: 2,
    });
    expect(
      shadowrun.bands
        .movementBands(reading.profile)
        .map((b) => b.distance)
        .slice(0, 2),
    ).toEqual([10, 20]);
  });

  it("clamps what is not usable and lists each value with what was used", () => {
    const reading = read({ metatype: "dragon", attributes: { agility: 44, strength: "x" }, skills: null });
    expect(reading.profile.characteristics).toMatchObject({ agility: 30, strength: 0, running: 0 });
    expect(reading.warnings).toEqual([
      { path: "metatype", value: "dragon", used: "human" },
      { path: "attributes.agility", value: 44, used: 30 },
      { path: "attributes.strength", value: "x", used: 0 },
      { path: "skills.running", value: undefined, used: 0 },
      { path: "skills.swimming", value: undefined, used: 0 },
      { path: "skills.acrobatics", value: undefined, used: 0 },
    ]);
  });

  it("reads no other ruleset's actor type", () => {
    expect(actors.read("character", {})).toBeNull();
    expect(actors.read("fighter", {})).toBeNull();
  });
});
