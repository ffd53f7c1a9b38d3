/**
 * Necromunda's actor readers (src/rules/rulesets/necromunda/actors.ts) on stored data that is
 * missing, undefined or junk. What is read: a fighter's weapons' Long range in inches
 * (necromunda-movement.md § Charge reads it) and a vehicle's Toughness by facing and Hull Points
 * (§ Vehicle Collisions). The readers' contract (capabilities/actors.ts): every value comes out
 * usable, a value that was not is listed in the warnings with what was used instead, a stored
 * `undefined` reads as the initial value without a warning, and reading never throws.
 */
import { describe, expect, it } from "vitest";
import { fighterReading, readFighter, readVehicle } from "../../src/rules/rulesets/necromunda/actors";

/** A fighter's reading with one weapon whose Long range is `longRange`. */
const oneWeapon = (longRange: unknown) => fighterReading({ weapons: [{ name: "Autogun", longRange }] });

describe("necromunda fighter data", () => {
  it("a profile group stored as null reads as all 0, one warning per value, and does not throw", () => {
    const { record, warnings } = readFighter({ profile: null });
    expect(record.profile.move).toBe(0);
    expect(record.profile.i).toBe(0);
    expect(warnings).toHaveLength(12);
    expect(warnings[0]).toEqual({ path: "profile.move", value: undefined, used: 0 });
  });

  it("a weapon entry stored as null reads as a nameless weapon with Long range 0, and does not throw", () => {
    const { record, warnings } = readFighter({ weapons: [null] });
    expect(record.weapons).toEqual([{ name: "", versatile: false, longRange: 0 }]);
    expect(warnings).toEqual([{ path: "weapons.0.longRange", value: undefined, used: 0 }]);
  });

  it("a stored undefined status or weapons list reads as the initial one without a warning", () => {
    const reading = fighterReading({ status: undefined, weapons: undefined });
    expect(reading.status).toBe("standing");
    expect(reading.weapons).toEqual([]);
    expect(reading.warnings).toEqual([]);
  });

  it("a weapons entry that is not a list reads as no weapons, with a warning", () => {
    const reading = fighterReading({ weapons: "lasgun" });
    expect(reading.weapons).toEqual([]);
    expect(reading.warnings).toEqual([{ path: "weapons", value: "lasgun", used: 0 }]);
  });

  it('a usable Long range, 0" included, reads as is without a warning', () => {
    // A pistol's Long range of 12" (§ Charge compares it), and a melee weapon with none (0").
    expect(oneWeapon(12).weapons?.[0]?.longRange).toBe(12);
    expect(oneWeapon(12).warnings).toEqual([]);
    expect(oneWeapon(0).weapons?.[0]?.longRange).toBe(0);
    expect(oneWeapon(0).warnings).toEqual([]);
  });

  it("a Long range stored as numeric text (a sheet's input) reads as its number", () => {
    expect(oneWeapon("18").weapons?.[0]?.longRange).toBe(18);
    expect(oneWeapon("18").warnings).toEqual([]);
  });

  it("a Long range that is empty or blank text, infinite, or neither number nor text reads as 0 with a warning", () => {
    for (const junk of ["", "  ", Number.POSITIVE_INFINITY, true, null, [24]]) {
      const reading = oneWeapon(junk);
      expect(reading.weapons?.[0]?.longRange, String(junk)).toBe(0);
      expect(reading.warnings, String(junk)).toEqual([{ path: "weapons.0.longRange", value: junk, used: 0 }]);
    }
  });

  it("a weapon name that is not text reads as empty", () => {
    const reading = fighterReading({ weapons: [{ name: 7, longRange: 6 }] });
    expect(reading.weapons).toEqual([{ name: "", versatile: false, longRange: 6 }]);
  });
});

describe("necromunda vehicle data", () => {
  it("Hull Points are read as stored: value and max", () => {
    // A damaged vehicle: 1 of 3 Hull Points left.
    expect(readVehicle({ hullPoints: { value: 1, max: 3 } }).record.hullPoints).toEqual({ value: 1, max: 3 });
    expect(readVehicle({}).record.hullPoints).toEqual({ value: 3, max: 3 });
  });

  it("0 Hull Points or 0 Toughness is a usable value: no warning", () => {
    const { record, warnings } = readVehicle({ hullPoints: { value: 0, max: 3 }, toughness: { rear: 0 } });
    expect(record.hullPoints.value).toBe(0);
    expect(record.toughness.rear).toBe(0);
    expect(warnings).toEqual([]);
  });

  it("a Toughness or Hull Points stored as null or undefined reads as 0 with a warning", () => {
    const { record, warnings } = readVehicle({ toughness: { front: null, side: undefined } });
    expect(record.toughness).toEqual({ front: 0, side: 0, rear: 6 });
    expect(warnings).toEqual([
      { path: "toughness.front", value: null, used: 0 },
      { path: "toughness.side", value: undefined, used: 0 },
    ]);
  });

  it("a stored undefined transport area reads as none without a warning", () => {
    const { record, warnings } = readVehicle({ transportArea: undefined });
    expect(record.transportArea).toBe("none");
    expect(warnings).toEqual([]);
  });
});
