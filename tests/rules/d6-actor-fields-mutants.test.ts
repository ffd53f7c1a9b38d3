/**
 * How a vehicle's code is read (src/rules/rulesets/d6/actor-fields.ts `vehicleCodePips`): codes as
 * dice × 3 + pips (d6-movement.txt; rules/README.md ruling 10), a blank code or `0D` (a vehicle
 * with no Maneuverability or armour) as 0, and anything that cannot be read as null, never throwing.
 */
import { describe, expect, it } from "vitest";
import { vehicleCodePips } from "../../src/rules/rulesets/d6/actor-fields";

describe("vehicleCodePips", () => {
  it("a value that is not text cannot be read, and does not throw", () => {
    for (const code of [7, null, undefined, { dice: 1 }])
      expect(vehicleCodePips(code), JSON.stringify(code)).toBeNull();
  });

  it("blank text, or 0D written with spaces around or inside it, is 0", () => {
    for (const code of ["   ", " 0D ", "0 D", "0d"]) expect(vehicleCodePips(code), code).toBe(0);
  });

  it("a code that merely ends in 0D or starts with it is read as written, or not at all", () => {
    // 10D is 30 pips; `0Dx` is no code.
    expect(vehicleCodePips("10D")).toBe(30);
    expect(vehicleCodePips("0Dx")).toBeNull();
  });
});
