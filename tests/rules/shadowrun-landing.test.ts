import { describe, expect, it } from "vitest";
import { getRuleset, type MovementTestCall } from "../../src/rules";
import * as sr from "../../src/rules/rulesets/shadowrun";

const tests = getRuleset("shadowrun").tests;

/** A human runner resisting a fall with Body 4 + Armour 9 (−4 AP): 9 dice. */
const profile = sr.runnerProfile({
  metatype: "human",
  agility: 4,
  strength: 3,
  body: 4,
  running: 5,
  swimming: 2,
  acrobatics: 3,
  armour: 9,
  physicalLimit: 0,
});

/** A fall's call for `metres` onto `landing`, which must exist. */
function fall(metres: number, landing?: string): MovementTestCall {
  const call = tests.buildTest({ kind: "fall", distance: metres, ...(landing ? { options: { landing } } : {}) });
  if (!call) throw new Error("no fall");
  return call;
}

describe("soft landing (§ Falling: the DV may be modified by a soft landing surface; README § Rulings)", () => {
  it("lowers the DV by the surface: hard 0, soft −2, cushioned −4, never below 0", () => {
    expect(sr.landedDv({ dv: 7, surface: "hard" })).toBe(7);
    expect(sr.landedDv({ dv: 7, surface: "soft" })).toBe(5);
    expect(sr.landedDv({ dv: 7, surface: "cushioned" })).toBe(3);
    expect(sr.landedDv({ dv: 3, surface: "cushioned" })).toBe(0);
    expect(() => sr.landedDv({ dv: 7, surface: "trampoline" as sr.LandingSurface })).toThrow(RangeError);
    expect(() => sr.landedDv({ dv: -1, surface: "soft" })).toThrow(RangeError);
  });

  it("a 7 m fall onto soft ground: DV 5, 3 hits leave 2 boxes instead of 4", () => {
    const dice = [5, 6, 5, 1, 2, 3, 4, 4, 2];
    expect(tests.resolve(fall(7.6), 9, dice, profile).pool?.amount).toBe(4);
    const soft = tests.resolve(fall(7.6, "soft"), 9, dice, profile);
    expect(soft.pool?.amount).toBe(2);
    expect(soft.consequences).toEqual([{ type: "damage", track: "physical", boxes: 2 }]);
    const cushioned = tests.resolve(fall(7.6, "cushioned"), 9, dice, profile);
    expect(cushioned).toMatchObject({ success: true, outcome: "fallResisted", consequences: [] });
  });

  it("changes the DV, never the dice: the pool stays Body + Armour − 4", () => {
    expect(tests.describe(fall(7, "cushioned"), 9).target).toBe("9d6");
    expect(tests.describe(fall(7), 9).target).toBe("9d6");
  });

  it("is kept on the call's request (the card stores it), and a hard or unknown landing keeps none", () => {
    expect(fall(7, "soft").request).toEqual({ kind: "fall", distance: 7, options: { landing: "soft" } });
    expect(sr.landingOf(fall(7, "soft"))).toBe("soft");
    expect(fall(7, "hard").request).toBeUndefined();
    expect(fall(7, "lava").request).toBeUndefined();
    expect(sr.landingOf(fall(7, "lava"))).toBe("hard");
  });

  it("shows the text's DV in the reason and the landing as its own line", () => {
    const card = tests.describe(fall(12, "soft"), 9);
    expect(card.reason).toMatchObject({ data: { distance: 12, dv: 12 } });
    expect(card.lines.at(-1)).toEqual({ label: { key: "STRIDE.Shadowrun.Fall.landingLine.soft" }, value: "−2" });
    expect(tests.describe(fall(12), 9).lines.map((l) => l.label)).toEqual([{ key: "STRIDE.Shadowrun.Pool.fallPool" }]);
  });

  it("the hand-posted fall offers the three surfaces, hard first", () => {
    const spec = sr.MANUAL_TESTS.find((t) => t.request.kind === "fall");
    expect(spec?.options?.map((o) => [o.key, o.choices.map((c) => c.value)])).toEqual([
      ["landing", ["hard", "soft", "cushioned"]],
    ]);
  });
});
