/**
 * The OpenD6 actors capability (rulesets/d6/actors.ts): a `d6character` or `d6vehicle` actor's
 * system data read without Foundry. Expected numbers come from d6-movement.txt: § Running (one
 * movement is the Move, two twice the Move …), the free 50 % of the movement rate, § Vehicle
 * Movement (cruising at the Move, high at twice, all-out at four times), codes as dice × 3 + pips
 * (3D = 9 pips); a new character has Move 10 and Agility 3D, a new vehicle Move 10, pilotry 3D,
 * Maneuverability 0D and Toughness 2D.
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";

const d6 = getRuleset("d6");
const actors = d6.actors;
const read = (type: string, system: unknown) => {
  const reading = actors.read(type, system);
  if (!reading) throw new Error(`${type} reads`);
  return reading;
};

describe("the d6 actors capability", () => {
  it("reads characters and vehicles, in that order", () => {
    expect(actors.types).toEqual(["d6character", "d6vehicle"]);
  });

  it("reads {} as a new character: Move 10 gives 5 m free, 10, 20, 30 and 40 m; Agility 3D is 9 pips", () => {
    const reading = read("d6character", {});
    expect(reading.kind).toBe("character");
    expect(reading.warnings).toEqual([]);
    expect(reading.flyingSpeed).toBe(0);
    expect(reading.flying).toBeNull();
    expect(reading.status).toBeNull();
    expect(reading.profile.characteristics).toMatchObject({
      move: 10,
      flyingMove: 0,
      agility: 9,
      physique: 9,
      // An untrained skill is rolled at its attribute.
      running: 9,
      climbingSkilled: 0,
    });
    const bands = d6.bands.movementBands(reading.profile, { variant: "limited" });
    expect(bands.map((b) => b.distance)).toEqual([5, 10, 20, 30, 40]);
  });

  it("flies a character at its flying Move", () => {
    const reading = read("d6character", { flyingMove: 14 });
    expect(reading.flyingSpeed).toBe(14);
    expect(reading.flying).toBeNull();
  });

  it("reads {} as a new vehicle: stopped, Move 10, pilotry 3D + Maneuverability 0D = 9 pips, Toughness 2D = 6 pips", () => {
    const reading = read("d6vehicle", {});
    expect(reading.kind).toBe("vehicle");
    expect(reading.warnings).toEqual([]);
    expect(reading.flyingSpeed).toBe(0);
    expect(reading.status).toBeNull();
    expect(reading.toughness).toBeUndefined();
    expect(reading.profile).toEqual({
      characteristics: {
        move: 10,
        vehicle: 1,
        vehicleSpeed: 0,
        topSpeed: 4,
        maneuverability: 0,
        pilotry: 9,
        toughness: 6,
        armor: 0,
        scale: 0,
        declaredStunt: 0,
        veryLightRounds: 0,
        veryLightUntil: 0,
        lostControlRounds: 0,
        rammedRounds: 0,
        damageLevel: 0,
        pullingMove: 0,
        creatureMove: 0,
        water: 0,
        air: 0,
        // A land vehicle (index 0 of VEHICLE_KINDS): it veers and stops when it loses control.
        vehicleKind: 0,
      },
    });
  });

  it("flies an air vehicle at its Move and reads its stored speed level", () => {
    const reading = read("d6vehicle", { move: 30, vehicleKind: "air", speed: "high", heading: 90 });
    expect(reading.flyingSpeed).toBe(30);
    expect(reading.profile.characteristics).toMatchObject({ air: 1, vehicleSpeed: 3, heading: 90 });
  });

  it("replaces what cannot be used and lists each value with what was used", () => {
    const character = read("d6character", { move: -3, attributes: { agility: "banana" }, skills: { running: 7 } });
    expect(character.profile.characteristics["move"]).toBe(10);
    expect(character.warnings).toEqual([
      { path: "move", value: -3, used: 10 },
      { path: "attributes.agility", value: "banana", used: "1D" },
      { path: "skills.running", value: 7, used: "(agility)" },
    ]);
    const vehicle = read("d6vehicle", { toughness: "lots", move: "fast" });
    expect(vehicle.profile.characteristics).toMatchObject({ toughness: 0, move: 10 });
    expect(vehicle.warnings).toEqual([
      { path: "move", value: "fast", used: 10 },
      { path: "toughness", value: "lots", used: "0D" },
    ]);
  });

  it("reads no other ruleset's actor type", () => {
    expect(actors.read("character", {})).toBeNull();
    expect(actors.read("vehicle", {})).toBeNull();
  });
});
