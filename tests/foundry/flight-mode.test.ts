/**
 * Flight is a mode on the adapter's side (docs/rulings.md): Foundry's `fly` action keeps its
 * action over terrain that requires another (water is swum), so the flight is measured with the
 * flying bands and read as flight by the engine.
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { terrainAction } from "../../src/foundry/movement/terrain-path";

describe("terrainAction", () => {
  const d6 = getRuleset("d6");
  it("water switches a walk to a swim, but a fly stays a fly", () => {
    expect(terrainAction(d6.terrain, ["water"], "walk")).toBe("d6Swim");
    expect(terrainAction(d6.terrain, ["water"], "fly")).toBe("fly");
  });
});
