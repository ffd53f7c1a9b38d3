/**
 * A drag's stop reason in two lengths: one short line on the ruler's label, the full sentence in
 * the notification on drop. Real lang/en.json wording.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { notifyStop, stopText } from "../../src/foundry/canvas/placeables/tokens/stop-text";
import { format, localize } from "../support/render";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";

const i18n = { localize, format: (key: string, data: Record<string, string>) => format(key, data) };
const dh2 = getRuleset("dh2");
const at = { x: 100, y: 0 };

let world: FakeWorld;
beforeEach(() => {
  world = installWorld();
  Object.assign((globalThis as unknown as { game: { i18n: object } }).game.i18n, i18n);
});
afterEach(() => removeWorld());

describe("stop texts", () => {
  it("gives each reason a short line and the full text", () => {
    const leap = stopText({ reason: "edge", test: "leap", ...at }, dh2, null, i18n);
    expect(leap).toEqual({
      short: "Gap: leap test on drop",
      full: "Stopped at the gap's edge: the leap test is posted when the move ends (the token HUD posts it too)",
    });
    const engaged = stopText({ reason: "engaged", enemy: "Ganger", ...at }, dh2, null, i18n);
    expect(engaged).toEqual({ short: '1" from Ganger', full: 'Stopped 1" from Ganger' });
    expect(stopText({ reason: "engaged", ...at }, dh2, null, i18n)?.short).toBe('1" from an enemy');
    expect(stopText({ reason: "overlap", ...at }, dh2, null, i18n)?.short).toBe("Cannot end on a base");
    expect(stopText({ reason: "footing", ...at }, dh2, null, i18n)).toEqual({
      short: "No room for the base",
      full: "The whole base must fit on the level",
    });
  });

  it("keeps every short line shorter than its full text and under 32 characters", () => {
    const stops = [
      { reason: "climb" },
      { reason: "edge", test: "leap" },
      { reason: "edge", test: "dangerous" },
      { reason: "engaged", enemy: "Ganger" },
      { reason: "engaged" },
      { reason: "footing" },
      { reason: "forbiddenEnd" },
      { reason: "overlap" },
      { reason: "overhang" },
      { reason: "start" },
    ] as const;
    for (const stop of stops) {
      const text = stopText({ ...stop, ...at }, dh2, null, i18n)!;
      expect(text.short.length, stop.reason).toBeLessThan(Math.min(32, text.full.length + 1));
    }
  });

  it("words a refused start with the ruleset's notice (dh2 zero gravity), a forged key with the generic line", () => {
    const notice = { key: "STRIDE.Dh2.pushOff.none", data: { reach: 1, name: "Kade" } };
    expect(stopText({ reason: "start", notice, ...at }, dh2, null, i18n)).toEqual({
      short: "Cannot start here",
      full: "Kade is in zero gravity with nothing within 1 m to push off from: it cannot start a move there (Dark Heresy § Zero Gravity).",
    });
    expect(stopText({ reason: "start", notice: { key: "EVIL.key" }, ...at }, dh2, null, i18n)).toEqual({
      short: "Cannot start here",
      full: "This move cannot start here",
    });
  });

  it("needs no words for the allowance when no test raises it", () => {
    expect(stopText({ reason: "allowance", action: "run", ...at }, dh2, "R", i18n)).toBeNull();
    expect(stopText(null, dh2, "R", i18n)).toBeNull();
  });

  it("shows the full text as a notification on drop, nothing for a stop without words", () => {
    notifyStop({ reason: "overhang", ...at }, () => dh2);
    expect(world.notifications.info).toHaveBeenCalledWith(
      'An overhang protrudes more than 1": it cannot be climbed past',
    );
    notifyStop(null, () => dh2);
    notifyStop({ reason: "allowance", action: "run", ...at }, () => dh2);
    expect(world.notifications.info).toHaveBeenCalledTimes(1);
  });
});
