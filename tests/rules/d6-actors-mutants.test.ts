/**
 * The OpenD6 actor readers (src/rules/rulesets/d6/actors.ts) on stored data that is junk, blank or
 * set away from its initial value. Expected numbers come from d6-movement.txt: codes as dice × 3 +
 * pips (3D = 9 pips); § Vehicle Damage (damage resistance is Toughness plus armour; Light and Heavy
 * damage take Maneuverability dice or top speed levels); § Vehicle Movement (an animal-drawn vehicle
 * moves at its team's pulling rate); and the readers' contract (capabilities/actors.ts): every value
 * comes out usable, a value that was not is listed in the warnings, and reading never throws.
 */
import { describe, expect, it } from "vitest";
import {
  D6_ACTORS,
  d6CharacterReading,
  d6VehicleCollisionProfile,
  d6VehicleProfile,
  readD6Character,
  readD6Vehicle,
} from "../../src/rules/rulesets/d6/actors";

/** The characteristics of a vehicle's movement profile. */
const vehicle = (system: Record<string, unknown>) => d6VehicleProfile(system).characteristics;

/** The fields a counter is stored in (D6_ACTORS.counterUpdate, present on this capability). */
const store = (type: string, counter: string, value: number) => D6_ACTORS.counterUpdate!(type, counter, value);

describe("d6 character data", () => {
  it("an attributes or skills group stored as null reads as empty and does not throw", () => {
    // Empty attributes cannot be read: each is rolled at 1D with a warning; empty skills are untrained.
    const { record, warnings } = readD6Character({ attributes: null, skills: null });
    expect(record.attributes).toEqual({ agility: "", physique: "" });
    expect(record.skills["running"]).toBe("");
    expect(warnings).toEqual([
      { path: "attributes.agility", value: undefined, used: "1D" },
      { path: "attributes.physique", value: undefined, used: "1D" },
    ]);
  });

  it("an attribute stored as a number reads as no code (empty) and is rolled at 1D with a warning", () => {
    const { record, warnings } = readD6Character({ attributes: { agility: 7 } });
    expect(record.attributes).toEqual({ agility: "", physique: "3D" });
    expect(warnings).toEqual([{ path: "attributes.agility", value: 7, used: "1D" }]);
  });

  it("a skill stored as text that is no code is rolled at its attribute, with a warning", () => {
    // Running is an Agility skill (profile.ts SKILL_ATTRIBUTE), so untrained it rolls Agility 3D.
    const reading = d6CharacterReading({ skills: { running: "fast" } });
    expect(reading.profile.characteristics["running"]).toBe(9);
    expect(reading.warnings).toEqual([{ path: "skills.running", value: "fast", used: "(agility)" }]);
  });

  it("a blank skill, spaces included, is untrained without a warning", () => {
    const reading = d6CharacterReading({ skills: { swimming: "   " } });
    expect(reading.profile.characteristics["swimming"]).toBe(9);
    expect(reading.warnings).toEqual([]);
  });

  it("a trained skill code is read as its pips without a warning", () => {
    // 4D+1 is 4 × 3 + 1 = 13 pips; an untrained climbing still rolls Agility 3D.
    const reading = d6CharacterReading({ skills: { running: "4D+1" } });
    expect(reading.profile.characteristics["running"]).toBe(13);
    expect(reading.profile.characteristics["climbing"]).toBe(9);
    expect(reading.warnings).toEqual([]);
    expect(readD6Character({ skills: { stamina: "2D+2" } }).record.skills["stamina"]).toBe("2D+2");
  });
});

describe("d6 vehicle profile", () => {
  it("damage taken lowers the top speed and the pilot's code by the levels and dice stored", () => {
    // § Vehicle Damage: one level off all-out leaves high (index 3); 1D off Maneuverability 1D leaves
    // pilotry 3D + 1D − 1D = 9 pips.
    const profile = vehicle({ speedLoss: 1, maneuverability: "1D", maneuverabilityLoss: 1 });
    expect(profile["topSpeed"]).toBe(3);
    expect(profile["maneuverability"]).toBe(3);
    expect(profile["pilotry"]).toBe(9);
  });

  it("reads the stored scale, armour and rounds rammed", () => {
    // Armour 1D+1 is 4 pips.
    const profile = vehicle({ scale: 6, armor: "1D+1", rammedRounds: 2, lostControlRounds: 1 });
    expect(profile).toMatchObject({ scale: 6, armor: 4, rammedRounds: 2, lostControlRounds: 1 });
  });

  it("an animal-drawn vehicle carries its pulling rate and moves at it", () => {
    // § Vehicle Movement: the team's pulling rate, 15 m, not the vehicle's Move of 12.
    const profile = vehicle({ vehicleKind: "animalDrawn", move: 12, pullingMove: 15, teamRunning: "4D" });
    expect(profile).toMatchObject({ move: 15, pullingMove: 15, creatureMove: 15, teamRunning: 12 });
  });

  it("an animal-drawn vehicle whose team's running is blank, or not text, has no team roll (its pilot rolls)", () => {
    for (const teamRunning of ["", "   ", null, 7]) {
      const profile = vehicle({ vehicleKind: "animalDrawn", teamRunning });
      expect(profile, String(teamRunning)).not.toHaveProperty("teamRunning");
      expect(profile["pilotry"], String(teamRunning)).toBe(9);
    }
  });
});

describe("d6 vehicle collision profile", () => {
  it("carries the damage level, exposure, kind and the dice and levels damage took", () => {
    // Heavy damage (index 3 of none … destroyed) taken as 2D of Maneuverability, or as 2 speed levels.
    const system = {
      damage: "heavy",
      exposure: "exposed",
      vehicleKind: "water",
      maneuverabilityLoss: 2,
      speedLoss: 2,
      move: 20,
    };
    expect(d6VehicleCollisionProfile(system).characteristics).toMatchObject({
      move: 20,
      water: 1,
      damageLevel: 3,
      exposure: 2,
      vehicleKind: 1,
      maneuverabilityLoss: 2,
      speedLoss: 2,
      topSpeed: 2,
    });
  });

  it("a new vehicle is undamaged, of normal exposure, on land", () => {
    expect(d6VehicleCollisionProfile({}).characteristics).toMatchObject({
      damageLevel: 0,
      exposure: 1,
      vehicleKind: 0,
      maneuverabilityLoss: 0,
      speedLoss: 0,
    });
  });
});

describe("d6 vehicle sheet record", () => {
  it("an animal-drawn vehicle's speed levels count from its pulling rate", () => {
    const { record } = readD6Vehicle({ vehicleKind: "animalDrawn", move: 12, pullingMove: 15 });
    expect(record).toMatchObject({ move: 12, rate: 15, drawn: true });
  });

  it("any other vehicle's speed levels count from its Move, a pulling rate stored or not", () => {
    const { record } = readD6Vehicle({ vehicleKind: "land", move: 12, pullingMove: 15 });
    expect(record).toMatchObject({ move: 12, rate: 12, drawn: false });
  });

  it("the top speed left after damage and the damage resistance of Toughness plus armour", () => {
    // § Vehicle Damage: two levels off all-out leave cruising; Toughness 2D (6) + armour 1D+1 (4) = 10 pips.
    const { record, warnings } = readD6Vehicle({ speedLoss: 2, toughness: "2D", armor: "1D+1" });
    expect(record.topSpeed).toBe("cruising");
    expect(record.resistancePips).toBe(10);
    expect(warnings).toEqual([]);
  });
});

describe("d6 counters stored", () => {
  it("a character's drowning rounds, floored, and no other counter", () => {
    expect(store("d6character", "drowning", 2.6)).toEqual({ drowning: 2 });
    expect(store("d6character", "heading", 90)).toBeNull();
    expect(store("d6character", "rammedRounds", 1)).toBeNull();
  });

  it("no counter of an actor type the d6 ruleset does not read", () => {
    expect(store("character", "heading", 90)).toBeNull();
    expect(store("character", "rammedRounds", 1)).toBeNull();
  });

  it("a vehicle's speed level as its id, at most all-out", () => {
    expect(store("d6vehicle", "vehicleSpeed", 2)).toEqual({ speed: "cruising" });
    expect(store("d6vehicle", "vehicleSpeed", 9)).toEqual({ speed: "allOut" });
  });

  it("a vehicle's heading in whole degrees 0–359", () => {
    expect(store("d6vehicle", "heading", 90)).toEqual({ heading: 90 });
    expect(store("d6vehicle", "heading", 370)).toEqual({ heading: 10 });
  });

  it("a vehicle's declared stunt as its id, at most the last", () => {
    expect(store("d6vehicle", "declaredStunt", 1)).toEqual({ declaredStunt: "ram" });
    expect(store("d6vehicle", "declaredStunt", 5)).toEqual({ declaredStunt: "sideswipe" });
  });

  it("a vehicle's round counts under their own names", () => {
    for (const counter of ["lostControlRounds", "rammedRounds", "veryLightRounds", "veryLightUntil"]) {
      expect(store("d6vehicle", counter, 3), counter).toEqual({ [counter]: 3 });
    }
  });

  it("no vehicle counter of another name", () => {
    expect(store("d6vehicle", "drowning", 2)).toBeNull();
  });
});
