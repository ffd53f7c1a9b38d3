/**
 * The first-move Tour per ruleset (nue/tours.ts): its configuration in TourConfig's shape with
 * every text in lang/en.json, registered once with `game.tours` under `stride.first-move-<ruleset>`,
 * and nothing registered where the Tour API is missing.
 */
import { describe, expect, it, vi } from "vitest";
import { RULESET_IDS } from "../../src/rules";
import { registerStrideTour, strideTourConfig, TOUR_STEPS } from "../../src/foundry/nue/tours";
import { has, localize } from "../support/render";

describe("the first-move tour", () => {
  it.each(RULESET_IDS.map((id) => [id]))(
    "%s: four steps, action → drag → ruler → card, every text a lang key",
    (id) => {
      const config = strideTourConfig(id);
      expect(config).toMatchObject({ namespace: "stride", id: `first-move-${id}`, display: true });
      expect(config.steps.map((s) => s.id)).toEqual([...TOUR_STEPS]);
      for (const key of [config.title, config.description, ...config.steps.flatMap((s) => [s.title, s.content])]) {
        expect(has(key), key).toBe(true);
      }
      // The ruleset's own words for the first step; the drag step says to try it as a player in a started combat.
      expect(config.steps[0]!.content).toBe(`STRIDE.Tour.${id}.action`);
      expect(localize(config.steps[1]!.content)).toMatch(/player.*started combat/);
    },
  );

  it("registers the tour with game.tours as a Tour, once, and nothing without the API", () => {
    const register = vi.fn();
    class Tour {
      constructor(readonly config: object) {}
    }
    expect(registerStrideTour("necromunda", { Tour, tours: { register } })).toBe("stride.first-move-necromunda");
    expect(register).toHaveBeenCalledTimes(1);
    const [namespace, id, tour] = register.mock.calls[0]! as [string, string, Tour];
    expect([namespace, id]).toEqual(["stride", "first-move-necromunda"]);
    expect(tour).toBeInstanceOf(Tour);
    expect(tour.config).toEqual(strideTourConfig("necromunda"));
    expect(registerStrideTour("dh2", { Tour: undefined, tours: { register } })).toBeNull();
    expect(registerStrideTour("dh2", { Tour, tours: undefined })).toBeNull();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
