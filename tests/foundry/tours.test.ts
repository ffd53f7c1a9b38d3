/**
 * The first-move Tour per ruleset (nue/tours.ts): its configuration in TourConfig's shape with
 * every text in lang/en.json, registered once with `game.tours` under `stride.first-move-<ruleset>`,
 * and nothing registered where the Tour API is missing; each step points at an element of core's
 * interface, the first of its targets shown when the step starts.
 */
import { describe, expect, it, vi } from "vitest";
import { RULESET_IDS } from "../../src/rules";
import {
  registerStrideTour,
  shownTarget,
  strideTourClass,
  strideTourConfig,
  TOKEN_CONTROLS,
  TOUR_STEPS,
  TOUR_TARGETS,
  type TourDocument,
} from "../../src/foundry/nue/tours";
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
    expect(registerStrideTour("necromunda", { Tour, tours: { register }, document: page([]) })).toBe(
      "stride.first-move-necromunda",
    );
    expect(register).toHaveBeenCalledTimes(1);
    const [namespace, id, tour] = register.mock.calls[0]! as [string, string, Tour];
    expect([namespace, id]).toEqual(["stride", "first-move-necromunda"]);
    expect(tour).toBeInstanceOf(Tour);
    expect(tour.constructor.name).toBe("StrideTour");
    expect(tour.config).toEqual(strideTourConfig("necromunda"));
    expect(registerStrideTour("dh2", { Tour: undefined, tours: { register }, document: page([]) })).toBeNull();
    expect(registerStrideTour("dh2", { Tour, tours: undefined, document: page([]) })).toBeNull();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("points every step at an element: its static selector is the last, always-present target", () => {
    // Core's v13/v14 markup the steps may name (docs/foundry-evidence.md § 51).
    const KNOWN = [
      "#token-hud",
      TOKEN_CONTROLS,
      '#scene-controls-tools button[data-tool="select"]',
      "#board",
      '#chat .chat-log li.chat-message:last-child button[data-action="roll"]',
      "#chat .chat-log",
    ];
    for (const id of RULESET_IDS) {
      for (const step of strideTourConfig(id).steps) {
        const targets = TOUR_TARGETS[step.id as keyof typeof TOUR_TARGETS];
        expect(targets.length, step.id).toBeGreaterThan(0);
        expect(
          targets.filter((t) => !KNOWN.includes(t)),
          step.id,
        ).toEqual([]);
        expect(step.selector, step.id).toBe(targets.at(-1));
      }
    }
    expect(TOUR_TARGETS.card.at(-1)).toBe("#chat .chat-log");
    expect(TOUR_TARGETS.ruler[0]).toBe("#board");
  });

  it("picks the first target that is shown: the HUD when open, else the Token controls; none: no selector", () => {
    expect(shownTarget("action", page(["#token-hud", TOKEN_CONTROLS]))).toBe("#token-hud");
    // Present but hidden (display: none has no client rects): skipped.
    expect(shownTarget("action", page([TOKEN_CONTROLS], ["#token-hud"]))).toBe(TOKEN_CONTROLS);
    expect(shownTarget("card", page(["#chat .chat-log"]))).toBe("#chat .chat-log");
    expect(shownTarget("card", page([]))).toBeUndefined();
    expect(shownTarget("unknown", page(["#token-hud"]))).toBeUndefined();
  });

  it("re-points the current step before it shows, and centres it when nothing is shown", async () => {
    const config = strideTourConfig("dh2");
    class Tour {
      steps = config.steps.map((s) => ({ ...s }));
      index = 0;
      preSteps = 0;
      constructor(readonly config: object) {}
      get currentStep() {
        return this.steps[this.index] ?? null;
      }
      async _preStep() {
        this.preSteps += 1;
      }
    }
    const StrideTour = strideTourClass(Tour, page(['#scene-controls-tools button[data-tool="select"]']));
    const tour = new StrideTour(config) as Tour;
    await tour._preStep();
    // The action step: no HUD, no Token controls shown: centred.
    expect(tour.steps[0]).not.toHaveProperty("selector");
    tour.index = 1;
    await tour._preStep();
    expect(tour.steps[1]!.selector).toBe('#scene-controls-tools button[data-tool="select"]');
    expect(tour.preSteps).toBe(2);
    tour.index = 9;
    await expect(tour._preStep()).resolves.toBeUndefined();
  });
});

/** A page holding the `shown` selectors with a box and the `hidden` ones without; nothing else. */
function page(shown: string[], hidden: string[] = []): TourDocument {
  return {
    querySelector(selector: string) {
      if (shown.includes(selector)) return { getClientRects: () => ({ length: 1 }) };
      if (hidden.includes(selector)) return { getClientRects: () => ({ length: 0 }) };
      return null;
    },
  };
}
