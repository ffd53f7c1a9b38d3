/**
 * Shadowrun pool tests (rules/README.md ruling 9; shadowrun-movement.md's tests roll a pool against
 * a threshold, capped by a limit): the input a pool test refuses, named in its message.
 */
import { describe, expect, it } from "vitest";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";

describe("poolTest refuses a threshold or limit that is not a number", () => {
  it("names what it got", () => {
    expect(shadowrun.poolTest({ results: [5, 6, 6, 5, 1], threshold: 2, limit: 3 })).toMatchObject({
      hits: 3,
      netHits: 1,
      success: true,
    });
    expect(() => shadowrun.poolTest({ results: [5], limit: "3" as never })).toThrow(
      new TypeError('A pool\'s limit must be a number, got "3"'),
    );
    expect(() => shadowrun.poolTest({ results: [5], threshold: "2" as never })).toThrow(
      new TypeError('A threshold must be a number, got "2"'),
    );
    expect(() => shadowrun.poolTest(null as never)).toThrow(/^poolTest needs an input object/);
  });
});
