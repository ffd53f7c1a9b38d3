/**
 * What weighs a swimmer down (dh2-movement.md § Swimming: armour or "otherwise weighted down", −30 on
 * Athletics tests to swim, a level of Fatigue on a failure), read from the actor's profile, and the
 * GM's word over it (the swim request's `encumbered` option); and the climb card's gear choice
 * (§ Sheer Surfaces, TestsCapability.cardOptions).
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import * as dh2Module from "../../src/rules/rulesets/dh2";

const dh2 = getRuleset("dh2");
const situational = dh2.tests.situationalModifiers;
const profile = (characteristics: Record<string, number>) => ({
  characteristics: { athletics: 50, ...characteristics },
});

describe("swimBurden (§ Swimming)", () => {
  it("armour worn is a burden whatever the load", () => {
    expect(dh2Module.swimBurden(profile({ armourWorn: 1 }))).toBe("armour");
    expect(dh2Module.swimBurden(profile({ armourWorn: 1, carriedWeight: 0, carryingWeight: 36 }))).toBe("armour");
  });

  it("a load above the Carrying Weight weighs down: SB + TB 6 carries 36 kg, so 36.5 kg does and 36 kg does not", () => {
    expect(dh2Module.swimBurden(profile({ carriedWeight: 36.5, carryingWeight: 36 }))).toBe("weighedDown");
    expect(dh2Module.swimBurden(profile({ carriedWeight: 36, carryingWeight: 36 }))).toBeNull();
  });

  it("no armour value, no load, or junk: no burden", () => {
    expect(dh2Module.swimBurden(profile({}))).toBeNull();
    expect(dh2Module.swimBurden(profile({ armourWorn: 0, carriedWeight: 40 }))).toBeNull();
    expect(dh2Module.swimBurden(profile({ carriedWeight: Number.NaN, carryingWeight: 36 }))).toBeNull();
    expect(dh2Module.swimBurden(profile({ carriedWeight: 40, carryingWeight: -1 }))).toBeNull();
    expect(dh2Module.swimBurden(null)).toBeNull();
    expect(dh2Module.swimBurden({ characteristics: "armour" })).toBeNull();
  });
});

describe("the swim test's −30 from the actor, and the GM's override (§ Swimming)", () => {
  const swim = dh2.tests.buildTest({ kind: "swim" })!;

  it("an armoured profile adds −30 once: Athletics 50 needs 20", () => {
    const lines = situational(swim, { statuses: [], profile: profile({ armourWorn: 1 }) });
    expect(lines).toEqual([{ source: "weighedDown", value: -30 }]);
    const situated = { ...swim, modifiers: [...swim.modifiers, ...lines] };
    expect(dh2.tests.describe(situated, 50).target).toBe("20");
    const failed = dh2.tests.resolve(situated, 50, [21], profile({}));
    expect(failed.consequences).toContainEqual({ type: "fatigue", levels: 1 });
  });

  it("a host's load above its Carrying Weight adds −30; at or below it nothing", () => {
    const over = profile({ carriedWeight: 40, carryingWeight: 36 });
    expect(situational(swim, { statuses: [], profile: over })).toEqual([{ source: "weighedDown", value: -30 }]);
    expect(situational(swim, { statuses: [], profile: profile({ carriedWeight: 30, carryingWeight: 36 }) })).toEqual(
      [],
    );
  });

  it("the GM's `false` removes the actor's −30 (armour, load or Encumbered status); `auto` keeps it", () => {
    const notWeighed = dh2.tests.buildTest({ kind: "swim", options: { encumbered: "false" } })!;
    expect(notWeighed.modifiers.map((l) => l.value)).toEqual([0]);
    const armoured = { statuses: ["encumbered"], profile: profile({ armourWorn: 1 }) };
    expect(situational(notWeighed, armoured)).toEqual([]);
    const auto = dh2.tests.buildTest({ kind: "swim", options: { encumbered: "auto" } })!;
    expect(situational(auto, armoured)).toEqual([{ source: "weighedDown", value: -30 }]);
  });

  it("the GM's `true` is the call's own line, so the actor's armour adds no second −30", () => {
    const weighed = dh2.tests.buildTest({ kind: "swim", options: { encumbered: "true" } })!;
    expect(weighed.modifiers).toContainEqual({ source: "weighedDown", value: -30 });
    expect(situational(weighed, { statuses: [], profile: profile({ armourWorn: 1 }) })).toEqual([]);
  });

  it("armour does not touch other tests: an Agility test of an armoured actor has no line", () => {
    const leap = dh2.tests.buildTest({ kind: "leap" })!;
    expect(situational(leap, { statuses: [], profile: profile({ armourWorn: 1 }) })).toEqual([]);
  });

  it("reads the request option: true/false and their strings, anything else `auto`", () => {
    expect(dh2Module.swimBurdenChoice({ encumbered: "true" })).toBe("true");
    expect(dh2Module.swimBurdenChoice({ encumbered: false })).toBe("false");
    expect(dh2Module.swimBurdenChoice({ encumbered: "auto" })).toBe("auto");
    expect(dh2Module.swimBurdenChoice({})).toBe("auto");
    expect(dh2Module.swimBurdenChoice(null)).toBe("auto");
  });

  it("the HUD's swim entry offers from the data (first, the default), yes and no", () => {
    const entry = dh2.tests.manualTests.find((t) => t.request.kind === "swim")!;
    expect(entry.options?.[0]?.choices.map((c) => c.value)).toEqual(["auto", "true", "false"]);
  });
});

describe("the climb card's gear choice (§ Sheer Surfaces; docs/rulings.md Climbing gear)", () => {
  it("a ledge's climb, a simple and a sheer climb offer none, +10, +20, +30; other tests nothing", () => {
    for (const request of [{ kind: "ledge", options: { height: "3" } }, { kind: "climb" }, { kind: "sheerClimb" }]) {
      const options = dh2.tests.cardOptions(dh2.tests.buildTest(request)!);
      expect(options.map((o) => [o.key, o.choices.map((c) => c.value)])).toEqual([["gear", ["0", "10", "20", "30"]]]);
    }
    for (const kind of ["swim", "leap", "abseil"]) {
      expect(dh2.tests.cardOptions(dh2.tests.buildTest({ kind })!)).toEqual([]);
    }
    expect(dh2Module.verticalCardOptions(null as never)).toEqual([]);
  });

  it("the gear chosen is a line of the rebuilt call: a sheer climb at Athletics 40 with +30 needs 60", () => {
    const call = dh2.tests.buildTest({ kind: "sheerClimb", options: { gear: "30" } })!;
    expect(call.modifiers).toContainEqual({ source: "climbingGear", value: 30 });
    expect(dh2.tests.describe(call, 40).target).toBe("60");
    expect(dh2.tests.describe(call, 40).lines.map((l) => l.label.key)).toContain("STRIDE.Dh2.modifier.climbingGear");
  });
});
