/**
 * The Necromunda actors capability (rulesets/necromunda/actors.ts): a `fighter` or `vehicle`
 * actor's system data read without Foundry. Expected numbers come from necromunda-movement.md
 * § Movement: a Move (Simple) action moves up to M, running is two Move actions (2M); a new
 * fighter is a plain ganger (M 5"), a new vehicle has M 7".
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";

const necromunda = getRuleset("necromunda");
const actors = necromunda.actors;
const read = (type: string, system: unknown) => {
  const reading = actors.read(type, system);
  if (!reading) throw new Error(`${type} reads`);
  return reading;
};
const band = (profile: Parameters<typeof necromunda.bands.movementBands>[0], action: string) =>
  necromunda.bands.movementBands(profile).find((b) => b.action === action)?.distance;

describe("the necromunda actors capability", () => {
  it("reads fighters and vehicles, in that order", () => {
    expect(actors.types).toEqual(["fighter", "vehicle"]);
  });

  it('reads {} as a new fighter: a standing ganger with M 5", so Move 5" and two Moves 10"', () => {
    const reading = read("fighter", {});
    expect(reading).toEqual({
      kind: "character",
      profile: { characteristics: { move: 5, initiative: 4 } },
      flyingSpeed: 0,
      flying: null,
      status: "standing",
      weapons: [],
      warnings: [],
    });
    expect(band(reading.profile, "move")).toBe(5);
    expect(band(reading.profile, "run")).toBe(10);
  });

  it('reads {} as a new vehicle: M 7", Handling 5+, Toughness 8/7/6, no transport area', () => {
    const reading = read("vehicle", {});
    expect(reading).toEqual({
      kind: "vehicle",
      profile: { characteristics: { move: 7, handling: 5 } },
      flyingSpeed: 0,
      flying: null,
      status: null,
      toughness: { front: 8, side: 7, rear: 6 },
      warnings: [],
    });
    expect(band(reading.profile, "move")).toBe(7);
    expect(read("vehicle", { transportArea: "rear" }).transportArea).toBe("rear");
  });

  it("reads a fighter's status and weapons (Long range in inches)", () => {
    const reading = read("fighter", {
      status: "pinned",
      weapons: [{ name: "Shotgun", versatile: true, longRange: 18 }],
    });
    expect(reading.status).toBe("pinned");
    expect(reading.weapons).toEqual([{ name: "Shotgun", versatile: true, longRange: 18 }]);
  });

  it("clamps what is out of range and lists each value with what was used", () => {
    const fighter = read("fighter", {
      profile: { move: 40, i: Number.NaN },
      status: "flying",
      weapons: [{ name: "Stub gun", longRange: -4 }],
    });
    expect(fighter.profile.characteristics).toEqual({ move: 12, initiative: 0 });
    expect(fighter.status).toBe("standing");
    expect(fighter.weapons).toEqual([{ name: "Stub gun", versatile: false, longRange: 0 }]);
    expect(fighter.warnings).toEqual([
      { path: "profile.move", value: 40, used: 12 },
      { path: "profile.i", value: Number.NaN, used: 0 },
      { path: "status", value: "flying", used: "standing" },
      { path: "weapons.0.longRange", value: -4, used: 0 },
    ]);
    const vehicle = read("vehicle", { move: 2.5, toughness: { front: -3 }, transportArea: "roof" });
    expect(vehicle.profile.characteristics["move"]).toBe(2);
    expect(vehicle.toughness).toEqual({ front: 0, side: 7, rear: 6 });
    expect(vehicle.transportArea).toBeUndefined();
    expect(vehicle.warnings).toEqual([
      { path: "move", value: 2.5, used: 2 },
      { path: "toughness.front", value: -3, used: 0 },
      { path: "transportArea", value: "roof", used: "none" },
    ]);
  });

  it("reads no other ruleset's actor type", () => {
    expect(actors.read("character", {})).toBeNull();
    expect(actors.read("d6vehicle", {})).toBeNull();
  });
});
