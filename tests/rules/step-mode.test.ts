/**
 * A step's mode apart from the walking bands (moves/step-mode.ts): what rules.play's segments and
 * the canvas ruler name where it changes.
 */
import { describe, expect, it } from "vitest";
import { CLIMB_DOWN_MODE, CLIMB_UP_MODE, getRuleset, stepMode } from "../../src/rules";

const necromunda = getRuleset("necromunda").vertical;

describe("stepMode", () => {
  it('names Necromunda climbs by their height: up 2" is a climb, a ½" step up is not (§ Climbing)', () => {
    const walk = { action: "move", conditions: [] };
    expect(stepMode(walk, { rise: 2, flying: null, vertical: necromunda })).toBe(CLIMB_UP_MODE);
    expect(stepMode(walk, { rise: -2, flying: null, vertical: necromunda })).toBe(CLIMB_DOWN_MODE);
    expect(stepMode(walk, { rise: 0.5, flying: null, vertical: necromunda })).toBeNull();
    expect(stepMode(walk, { rise: 0, flying: null, vertical: necromunda })).toBeNull();
  });

  it("leaves a drop made with the Jump action to the jump down, not a climb", () => {
    expect(stepMode({ action: "jump", conditions: [] }, { rise: -3, flying: null, vertical: necromunda })).toBeNull();
  });

  it("names the action the terrain requires (Shadowrun water: swim) and flight before anything else", () => {
    expect(stepMode({ action: "walk", conditions: ["water"] }, { rise: 0, required: "swim", flying: null })).toBe(
      "swim",
    );
    expect(stepMode({ action: "swim", conditions: ["water"] }, { rise: 0, required: "swim", flying: null })).toBeNull();
    expect(stepMode({ action: "fly", conditions: [] }, { rise: 3, flying: null, vertical: necromunda })).toBe("fly");
    expect(stepMode({ action: "walk", conditions: [] }, { rise: 3, flying: "low", vertical: necromunda })).toBe("fly");
  });

  it("reads junk as ground movement, never throwing", () => {
    expect(stepMode(null as never, { rise: Number.NaN, flying: null, vertical: necromunda })).toBeNull();
    expect(stepMode({ action: "move", conditions: [] }, null as never)).toBeNull();
  });
});
