/**
 * OpenD6 sailing ships (d6-movement.txt § Sailing Ships): the day's wind from the Wild Die, the
 * direction die, the modifier a ship's rolls take, a scene's wind bearing and a ship's situation to
 * it, at the edges and with the input each refuses.
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";

describe("the day's wind and its direction (§ Sailing Ships)", () => {
  it("refuses a Wild Die that rolls again after anything but a 6, naming the result", () => {
    expect(d6.windFromWildDie([6, 6, 2]).value).toBe(14);
    expect(() => d6.windFromWildDie([6, 3, 2])).toThrow(
      new RangeError("The Wild Die only rolls again after a 6 (result 3)"),
    );
    expect(() => d6.windFromWildDie([2, 5])).toThrow("(result 2)");
    expect(() => d6.windFromWildDie([7])).toThrow(
      new RangeError("The Wild Die's results must be integers from 1 to 6, got 7"),
    );
  });

  it("reads the direction die 1–6 only", () => {
    expect(d6.windDirection(1)).toEqual({ direction: "intoWind", modifier: 15 });
    expect(d6.windDirection(6)).toEqual({ direction: "runningFree", modifier: -10 });
    for (const die of [0, -1, 2.5, 7]) {
      expect(() => d6.windDirection(die)).toThrow(new RangeError(`A die shows 1–6, got ${die}`));
    }
  });

  it("adds the wind's and the direction's modifiers, and names an unknown wind or direction", () => {
    expect(d6.sailingModifier({ wind: "gale", direction: "quartering" })).toEqual({
      modifier: 0,
      moves: true,
      drivenOnLossOfControl: true,
    });
    expect(() => d6.sailingModifier(null as never)).toThrow(/^sailingModifier needs an input object/);
    expect(() => d6.sailingModifier({ wind: "breeze" as never, direction: "reaching" })).toThrow(
      new RangeError(
        'wind must be one of becalmed, lightBreeze, moderate, strong, gale, storm, hurricane, got "breeze"',
      ),
    );
    expect(() => d6.sailingModifier({ wind: 3 as never, direction: "reaching" })).toThrow(/^wind must be one of/);
    expect(() => d6.sailingModifier({ wind: "strong", direction: "abeam" as never })).toThrow(
      new RangeError('direction must be one of intoWind, closeHauled, reaching, quartering, runningFree, got "abeam"'),
    );
    expect(() => d6.sailingModifier({ wind: "strong", direction: 2 as never })).toThrow(/^direction must be one of/);
  });
});

describe("a scene's wind bearing (docs/rulings.md § OpenD6 creatures and wind)", () => {
  it("reads whole degrees 0–359 from a number or from text, and nothing from blank text", () => {
    expect(d6.bearingOf(45)).toBe(45);
    expect(d6.bearingOf("90")).toBe(90);
    expect(d6.bearingOf(" 270 ")).toBe(270);
    expect(d6.bearingOf(-45)).toBe(315);
    expect(d6.bearingOf(725)).toBe(5);
    expect(d6.bearingOf(359.6)).toBe(0);
    expect(d6.bearingOf("  ")).toBeUndefined();
    expect(d6.bearingOf("")).toBeUndefined();
    expect(d6.bearingOf("east")).toBeUndefined();
    expect(d6.bearingOf(null)).toBeUndefined();
  });
});

describe("a ship's situation to the wind (§ Sailing Ships, Situation table)", () => {
  const north = -Math.PI / 2;

  it("measures from where the wind blows, for a ship heading north", () => {
    expect(d6.windSituation(north, 0)).toBe("intoWind");
    expect(d6.windSituation(north, 90)).toBe("reaching");
    expect(d6.windSituation(north, 270)).toBe("reaching");
    expect(d6.windSituation(north, 45)).toBe("closeHauled");
    expect(d6.windSituation(north, 135)).toBe("quartering");
    expect(d6.windSituation(north, 180)).toBe("runningFree");
    expect(d6.windSituation(north, 450)).toBe("reaching");
  });

  it("counts 22.5° off the bow as into the wind, and just past it as close hauled", () => {
    expect(d6.windSituation(north, 22.5)).toBe("intoWind");
    expect(d6.windSituation(north, -22.5)).toBe("intoWind");
    expect(d6.windSituation(north, 22.6)).toBe("closeHauled");
  });
});
