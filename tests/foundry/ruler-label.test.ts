/**
 * The ruler label's words as a user reads them: real lang/en.json wording, numbers in the user's
 * locale (`game.i18n.lang`), the inch mark against the number and metres after a space.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modeChangeAt, type RulerWaypointLike } from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import type { TurnAllowance } from "../../src/foundry/movement/allowance";
import { getRuleset } from "../../src/rules";
import { format, localize } from "../support/render";
import { installWorld, movementSystem, removeWorld } from "./fakes";

type CoreArg = ConstructorParameters<
  typeof import("../../src/foundry/canvas/placeables/tokens/token-ruler").StrideTokenRuler
>[0];

/** The one method of v13's TokenRuler the label code calls. */
class FakeCoreRuler {
  constructor(readonly token: unknown) {}
  _getWaypointLabelContext(): Record<string, unknown> {
    return { cssClass: "" };
  }
}

let StrideTokenRuler: typeof import("../../src/foundry/canvas/placeables/tokens/token-ruler").StrideTokenRuler;
beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { tokens: { TokenRuler: FakeCoreRuler } } } } });
  ({ StrideTokenRuler } = await import("../../src/foundry/canvas/placeables/tokens/token-ruler"));
});
afterEach(() => removeWorld());

/** `game.i18n` with the real English words and the given language code. */
function useLang(lang: string): void {
  const g = globalThis as unknown as { game: { i18n: object } };
  g.game.i18n = { lang, localize, format: (key: string, data: Record<string, string>) => format(key, data) };
}

/** One planned waypoint at `at` scene units from the start, after a first one at 0. */
function waypointAt(at: number, action: string): RulerWaypointLike {
  const first = { action, stage: "planned", measurement: { cost: 0, distance: 0 }, previous: null, x: 0, y: 0 };
  return { action, stage: "planned", measurement: { cost: at, distance: at }, previous: first, x: at * 100, y: 0 };
}

type Label = { stride?: { text: string; remaining: string } } | undefined;

function labelAt(system: unknown, units: string, at: number, action: string): Label {
  const document = {
    name: "Mover",
    actor: { id: "a1", name: "Mover", system },
    flags: {},
    parent: { grid: { units, isGridless: true }, flags: {} },
    movementHistory: [],
  };
  const ruler = new StrideTokenRuler({ document } as unknown as CoreArg) as unknown as {
    _getWaypointLabelContext(w: RulerWaypointLike, s: object): Label;
  };
  return ruler._getWaypointLabelContext(waypointAt(at, action), {});
}

/** The label as it reads on the canvas: the band text, then the distance left after a "·". */
const read = (label: Label) => [label?.stride?.text, label?.stride?.remaining].filter(Boolean).join(" · ");

describe("ruler label words (Dark Heresy, metres)", () => {
  beforeEach(() => installWorld());

  it('reads "Half Move 2.5/4 m · 21.5 m to Run" in English', () => {
    useLang("en");
    expect(read(labelAt(movementSystem(42), "m", 2.5, "walk"))).toBe("Half Move 2.5/4 m · 21.5 m to Run");
  });

  it("writes the numbers as the user's locale does (German decimal comma)", () => {
    useLang("de");
    expect(read(labelAt(movementSystem(42), "m", 2.5, "walk"))).toBe("Half Move 2,5/4 m · 21,5 m to Run");
    expect(read(labelAt(movementSystem(42), "m", 30.25, "walk"))).toBe("Beyond Run 30,3/24 m");
  });

  it("falls back to English numbers for a language code Intl does not know", () => {
    useLang("not a locale!");
    expect(read(labelAt(movementSystem(42), "m", 2.5, "walk"))).toBe("Half Move 2.5/4 m · 21.5 m to Run");
  });
});

describe("ruler label words (Necromunda, inches)", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda", variant: "core" }));
  const fighter = { movementProfile: { characteristics: { move: 4, initiative: 4 } }, flyingSpeed: 0 };

  it("puts the inch mark against the number, with no space", () => {
    useLang("en");
    const text = read(labelAt(fighter, '"', 2.5, "move"));
    expect(text).toBe('Move 2.5/4" · 1.5" left');
    expect(text).not.toMatch(/\d "/);
  });

  it("in German too", () => {
    useLang("de");
    expect(read(labelAt(fighter, '"', 2.5, "move"))).toBe('Move 2,5/4" · 1,5" left');
  });
});

describe("the mode named where it changes (ruler-bands.ts modeChangeAt)", () => {
  const necromunda = { ruleset: getRuleset("necromunda"), ratio: 1 } as unknown as TurnAllowance;
  /** Waypoints 1" apart at these elevations (inches), linked through `previous`. */
  const climb = (elevations: number[]) => {
    const out: RulerWaypointLike[] = [];
    elevations.forEach((elevation, i) =>
      out.push({ action: "move", measurement: { cost: i, distance: i }, previous: out[i - 1] ?? null, elevation }),
    );
    return out;
  };

  it('names a Necromunda climb of 2" where it starts and where it turns down, not a ½" step (§ Climbing)', () => {
    const w = climb([0, 2, 4, 4, 2]);
    expect(w.map((x) => modeChangeAt(x, necromunda))).toEqual([null, "climbUp", null, null, "climbDown"]);
    expect(modeChangeAt(climb([0, 0.5])[1]!, necromunda)).toBeNull();
  });
});
