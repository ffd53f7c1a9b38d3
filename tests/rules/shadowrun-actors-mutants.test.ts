/**
 * Reading a Shadowrun `runner`'s stored data (src/rules/rulesets/shadowrun/actors.ts): a rating
 * stored as null is clamped to 0 with a warning, an unknown metatype reads human, and each rating's
 * warning names the field it came from (rules/README.md ruling 11 reads ratings as whole numbers;
 * shadowrun-movement.md § Falling: Body + Armour; § Sprinting: the Physical limit).
 */
import { describe, expect, it } from "vitest";
import { clampRating, readRunner } from "../../src/rules/rulesets/shadowrun/actors";

describe("a stored rating that is null", () => {
  it("counts 0 and is reported as clamped, as undefined is", () => {
    expect(clampRating(null)).toEqual({ value: 0, clamped: true });
    expect(clampRating(undefined)).toEqual({ value: 0, clamped: true });
    // A stored 0 is a real rating: nothing to report.
    expect(clampRating(0)).toEqual({ value: 0, clamped: false });
  });
});

describe("reading a runner's record", () => {
  it("reads an unknown metatype as human in the record itself", () => {
    const { record, warnings } = readRunner({ metatype: "dragon" });
    expect(record.metatype).toBe("human");
    expect(warnings).toEqual([{ path: "metatype", value: "dragon", used: "human" }]);
  });

  it("names Body, Armour and the Physical limit in the warnings of their bad values", () => {
    const { record, warnings } = readRunner({ attributes: { body: null }, armour: "x", physicalLimit: 44 });
    expect(record).toMatchObject({ body: 0, armour: 0, physicalLimit: 30 });
    expect(warnings).toEqual([
      { path: "attributes.body", value: null, used: 0 },
      { path: "armour", value: "x", used: 0 },
      { path: "physicalLimit", value: 44, used: 30 },
    ]);
  });
});
