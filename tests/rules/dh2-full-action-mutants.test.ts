/**
 * What a rolled leap or swim leaves of a Dark Heresy turn's movement (full-action.ts
 * `fullActionConsequences`): dh2-movement.md § Jumping and Leaping (a leap takes a Full Action)
 * and § Swimming (a passed test moves half the SB; a failed one gets nowhere and leaves no
 * movement). Junk amounts and junk metres already swum count 0 (the function's contract).
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

const left = (remaining: number) => [{ type: "turnAction", remaining }];

describe("dh2 Full Action: what a leap leaves to move (§ Jumping and Leaping)", () => {
  it("a cleared gap leaves its metres; an amount not a finite number of metres counts 0", () => {
    expect(dh2.fullActionConsequences("leap", "cleared", 3)).toEqual(left(3));
    expect(dh2.fullActionConsequences("leap", "cleared", "3")).toEqual(left(0));
    expect(dh2.fullActionConsequences("leap", "cleared", Number.POSITIVE_INFINITY)).toEqual(left(0));
  });
});

describe("dh2 Full Action: what a swim leaves to move (§ Swimming)", () => {
  // Strength 30 (SB 3): a passed swim moves 2 m (half the SB, rounded up).
  it("a passed swim with nothing swum before leaves its 2 m; junk metres swum count as none", () => {
    expect(dh2.fullActionConsequences("swim", "swam", 2, 0)).toEqual(left(2));
    for (const swum of [-1, Number.NaN, Number.POSITIVE_INFINITY, "3"]) {
      expect(dh2.fullActionConsequences("swim", "swam", 2, swum), String(swum)).toEqual(left(2));
    }
  });

  it("a passed swim whose metres the path already swam leaves nothing", () => {
    expect(dh2.fullActionConsequences("swim", "swam", 2, 1.5)).toEqual(left(0));
  });

  it("a failed swim gets nowhere and leaves no movement, whatever metres it is given", () => {
    expect(dh2.fullActionConsequences("swim", "noProgress", 2)).toEqual(left(0));
    expect(dh2.fullActionConsequences("swim", "sinksTired", 2)).toEqual(left(0));
  });
});
