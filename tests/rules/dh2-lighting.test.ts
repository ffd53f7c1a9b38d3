/**
 * The three lighting levels of dh2-movement.md § Lighting from the scene's darkness, its light
 * sources and the GM's level (lighting.ts; docs/rulings.md Lighting from the scene).
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import * as dh2Module from "../../src/rules/rulesets/dh2";

const level = (sceneDarkness: number, light: "bright" | "dim" | "none" = "none", override: string | null = null) =>
  dh2Module.lightingLevel({ sceneDarkness, light, override });

describe("lightingLevel (§ Lighting)", () => {
  it.each([
    [0, "bright"],
    [0.24, "bright"],
    [0.25, "shadow"],
    [0.74, "shadow"],
    [0.75, "darkness"],
    [1, "darkness"],
  ] as const)("an unlit place at scene darkness %s is %s", (darkness, expected) => {
    expect(level(darkness)).toBe(expected);
  });

  it("a light source's bright radius is Bright and its dim radius Shadow, at midnight", () => {
    expect(level(1, "bright")).toBe("bright");
    expect(level(1, "dim")).toBe("shadow");
  });

  it("a light never darkens a place: the brighter of the scene's level and the light's counts", () => {
    // A lamp's dim radius at midday is still Bright; at twilight (0.5) Shadow either way.
    expect(level(0, "dim")).toBe("bright");
    expect(level(0.5, "dim")).toBe("shadow");
    expect(level(0.5, "bright")).toBe("bright");
  });

  it("a darkness source's bright radius is Darkness, its dim radius at best Shadow", () => {
    const dark = (sceneDarkness: number, light: "bright" | "dim" | "none", darkness: "bright" | "dim" | "none") =>
      dh2Module.lightingLevel({ sceneDarkness, light, darkness, override: null });
    expect(dark(0, "bright", "bright")).toBe("darkness");
    expect(dark(0, "bright", "dim")).toBe("shadow");
    expect(dark(1, "none", "dim")).toBe("darkness");
    expect(dark(0, "none", "none")).toBe("bright");
    expect(
      dh2Module.lightingLevel({ sceneDarkness: 0, light: "none", darkness: "pitch" as never, override: null }),
    ).toBe("bright");
  });

  it("the GM's level wins over the scene and the lights; an unknown one is not set", () => {
    expect(level(0, "bright", "darkness")).toBe("darkness");
    expect(level(1, "none", "shadow")).toBe("shadow");
    expect(dh2Module.lightingLevel({ sceneDarkness: 0, light: "bright", darkness: "bright", override: "bright" })).toBe(
      "bright",
    );
    expect(level(1, "none", "pitch")).toBe("darkness");
  });

  it("junk darkness reads 0 (Bright), out-of-range is clamped; junk facts read as a lit midday", () => {
    expect(level(Number.NaN)).toBe("bright");
    expect(level(7)).toBe("darkness");
    expect(level(-1)).toBe("bright");
    expect(dh2Module.lightingLevel(null as never)).toBe("bright");
  });

  it("only Darkness gives the darkness condition the Perception test reads", () => {
    expect(dh2Module.lightingConditions({ sceneDarkness: 0.9, light: "none", override: null })).toEqual(["darkness"]);
    expect(dh2Module.lightingConditions({ sceneDarkness: 0.5, light: "none", override: null })).toEqual([]);
  });

  it("is the dh2 terrain capability's, with the three levels for the GM", () => {
    const terrain = getRuleset("dh2").terrain;
    expect(terrain.lightingLevels).toEqual(["bright", "shadow", "darkness"]);
    expect(terrain.lightingConditions?.({ sceneDarkness: 1, light: "none", override: null })).toEqual(["darkness"]);
  });
});
