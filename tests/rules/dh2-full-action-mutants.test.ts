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

describe("dh2 Full Action: a jump leaves nothing to move, whatever outcome it names (§ Jumping and Leaping)", () => {
  // Both a running vertical jump and a jump down take the Full Action; only a leap's own
  // distance is left to move, and only a swim's own metres: the kind decides, not the outcome id.
  it("a vertical jump and a jump down leave 0 m, also given the outcome ids that move a leap or a swim on", () => {
    for (const kind of ["verticalJump", "jumpDown"]) {
      for (const outcome of ["cleared", "leapt", "swam", "jumped", "landed"]) {
        expect(dh2.fullActionConsequences(kind, outcome, 3, 0), `${kind} ${outcome}`).toEqual(left(0));
      }
    }
  });

  it("a leap that names a swim's outcome moves no further, and a swim that names a cleared leap moves no further", () => {
    expect(dh2.fullActionConsequences("leap", "swam", 3, 0)).toEqual(left(0));
    expect(dh2.fullActionConsequences("swim", "cleared", 2, 0)).toEqual(left(0));
  });
});

describe("dh2 Full Action: metres up to the largest a test call takes (vertical-tests.ts: 0 to 1e12)", () => {
  it("a cleared leap of 1e12 m leaves all of it; a swim that already swam 1e12 m leaves nothing", () => {
    expect(dh2.fullActionConsequences("leap", "cleared", 1e12)).toEqual(left(1e12));
    expect(dh2.fullActionConsequences("swim", "swam", 2, 1e12)).toEqual(left(0));
  });
});
