/**
 * A declared ram or sideswipe (d6-movement.txt § Ramming & Sideswiping Vehicles): the stunt request
 * it rolls and the collision card a made roll sets off, with each side's scale modifier (§ Vehicle
 * Damage: the attacker's damage total or the target's resistance total takes it).
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";

/** A water vehicle ramming a larger one (scale +2) head-on at high speed. */
function strike(extra: Partial<d6.Strike> = {}): d6.Strike {
  return {
    stunt: "ram",
    kind: "water",
    other: "t2",
    speed: "high",
    situation: "headOn",
    otherSpeed: "cruising",
    otherSituation: "headOn",
    scale: 2,
    ...extra,
  };
}

describe("strikeRequest: the stunt a strike rolls", () => {
  it("carries the terrain only when it is worse than easy", () => {
    expect(d6.strikeRequest(strike({ terrain: "easy" })).options).not.toHaveProperty("terrain");
    expect(d6.strikeRequest(strike()).options).not.toHaveProperty("terrain");
    expect(d6.strikeRequest(strike({ terrain: "rough" })).options).toMatchObject({ terrain: "rough" });
  });
});

describe("strikeConsequence: the collision a made strike sets off", () => {
  it("gives the smaller side's damage and the larger side's resistance the scale difference", () => {
    const made = d6.strikeConsequence(d6.strikeRequest(strike()));
    expect(made).toEqual({
      type: "collision",
      other: "t2",
      request: { speed: "high", situations: ["headOn"], rams: true, scale: 2, scaleTo: "damage" },
      otherRequest: { speed: "cruising", situations: ["headOn"], scale: 2, scaleTo: "resistance" },
    });
    const down = d6.strikeConsequence(d6.strikeRequest(strike({ stunt: "sideswipe", scale: -3 })));
    expect(down).toMatchObject({
      request: { scale: 3, scaleTo: "resistance" },
      otherRequest: { scale: 3, scaleTo: "damage" },
    });
    expect(down).not.toHaveProperty("request.rams");
  });

  it("takes a scale difference up to 1,000 either way, and refuses one beyond", () => {
    expect(d6.strikeConsequence(d6.strikeRequest(strike({ scale: 1000 })))).toMatchObject({
      request: { scale: 1000, scaleTo: "damage" },
    });
    expect(d6.strikeConsequence(d6.strikeRequest(strike({ scale: -1000 })))).toMatchObject({
      request: { scale: 1000, scaleTo: "resistance" },
    });
    expect(() => d6.strikeConsequence(d6.strikeRequest(strike({ scale: 1001 })))).toThrow(
      new RangeError('A strike\'s scale must be a number within ±1000, got "1001"'),
    );
  });

  it("is no strike without a vehicle struck", () => {
    expect(d6.strikeConsequence(d6.strikeRequest(strike({ other: "" })))).toBeNull();
    expect(d6.strikeConsequence({ kind: "stunt", options: { stunts: "ram" } })).toBeNull();
  });

  it("names the option that is not a known speed or situation", () => {
    const options = d6.strikeRequest(strike()).options!;
    const bad = (key: string, value: unknown) => () =>
      d6.strikeConsequence({ kind: "stunt", options: { ...options, [key]: value as string } });
    expect(bad("situation", "glancing")).toThrow(
      new RangeError(
        'A strike\'s situation must be one of headOn, rearEnd, sideswipe, noseToSide, veryHard, yielding, got "glancing"',
      ),
    );
    expect(bad("speed", 3)).toThrow(/^A strike's speed must be one of stopped, cautious/);
    expect(bad("otherSpeed", "fast")).toThrow(/^A strike's otherSpeed must be one of/);
    expect(bad("otherSituation", null)).toThrow(/^A strike's otherSituation must be one of/);
  });
});
