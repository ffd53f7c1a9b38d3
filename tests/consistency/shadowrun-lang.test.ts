import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import * as sr from "../../src/rules/rulesets/shadowrun";
import { lang } from "../support/lang";

const has = (key: string) =>
  typeof key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], lang) === "string";

describe("lang/en.json for the shadowrun ruleset", () => {
  it("has every key its cards, statuses, actions and manual tests build at run time", () => {
    const ruleset = getRuleset("shadowrun");
    const kinds = Object.keys(sr.TEST_SPECS);
    const outcomes = [
      ...["sprint", "swimSprint", "afloat", "slips", "jumped", "clears", "short"],
      ...[
        "climbed",
        "climbedTop",
        "climbedBottom",
        "noProgress",
        "rappels",
        "rappelFails",
        "rappelStops",
        "rappelNoBrake",
      ],
      ...["fallResisted", "fallHurt", "fails"],
    ];
    const keys = [
      ruleset.label,
      ...ruleset.actions.map((a) => a.label),
      ...ruleset.statuses.statuses.flatMap((s) => [s.label, s.description]),
      ...kinds.flatMap((k) => [`STRIDE.Shadowrun.Test.${k}`, `STRIDE.Shadowrun.Card.reason.${k}`]),
      "STRIDE.Shadowrun.Card.reason.jumpOver",
      "STRIDE.Shadowrun.Card.reason.climbUpHeight",
      "STRIDE.Shadowrun.Card.reason.climbDownHeight",
      ...sr.POOL_KEYS.map((p) => `STRIDE.Shadowrun.Pool.${p}`),
      ...outcomes.map((o) => `STRIDE.Shadowrun.Card.outcome.${o}`),
      ...["jumped", "clears", "short"].map((o) => `STRIDE.Shadowrun.Card.outcome.${o}Style`),
      ...["none", "glitch", "critical"].map((g) => `STRIDE.Shadowrun.Card.glitch.${g}`),
      "STRIDE.Shadowrun.Card.hits",
      "STRIDE.Shadowrun.Card.hitsThreshold",
      ...["assisted", "otherAction", "surface.easy", "surface.sheer", "condition.wet", "condition.greased"].map(
        sr.modifierKey,
      ),
      ...ruleset.tests.manualTests.flatMap((t) => [
        t.label,
        ...(t.options ?? []).flatMap((o) => [o.label, ...o.choices.map((c) => c.label)]),
      ]),
      ...ruleset.terrain.conditions.map((c) => `STRIDE.Terrain.${c}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
