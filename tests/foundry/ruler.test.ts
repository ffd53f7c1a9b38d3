import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BAND_COLORS,
  bandColor,
  turnMeasurement,
  type RulerWaypointLike,
} from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import { fakeToken, installWorld, movementSystem, removeWorld } from "./fakes";

/** What the core class's constructor takes; the fakes stand in for it. */
type CoreArg = ConstructorParameters<
  typeof import("../../src/foundry/canvas/placeables/tokens/token-ruler").StrideTokenRuler
>[0];

/** The parts of v13's TokenRuler the subclass calls: the three style/label methods. */
class FakeCoreRuler {
  constructor(readonly token: unknown) {}
  _getSegmentStyle(): { width: number; color: number; alpha: number } {
    return { width: 4, color: 0xffffff, alpha: 1 };
  }
  _getGridHighlightStyle(): { color: number; alpha: number } {
    return { color: 0xffffff, alpha: 0.5 };
  }
  _getWaypointLabelContext(): Record<string, unknown> {
    return { cssClass: "", units: "m" };
  }
}

let StrideTokenRuler: typeof import("../../src/foundry/canvas/placeables/tokens/token-ruler").StrideTokenRuler;

beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { tokens: { TokenRuler: FakeCoreRuler } } } } });
  ({ StrideTokenRuler } = await import("../../src/foundry/canvas/placeables/tokens/token-ruler"));
});
beforeEach(() => installWorld());
afterEach(() => removeWorld());

/** A chain of ruler waypoints 1 m apart, `stage` for each, linked through `previous`. */
function path(stages: string[], action = "walk", start = 0): RulerWaypointLike[] {
  const out: RulerWaypointLike[] = [];
  stages.forEach((stage, i) => {
    out.push({ action, stage, measurement: { cost: start + i, distance: start + i }, previous: out[i - 1] ?? null });
  });
  return out;
}

function rulerFor(history: { cost: number }[] = [], gridless = true) {
  const token = fakeToken(movementSystem(42));
  const document = {
    ...token,
    parent: { ...token.parent, grid: { units: "m", isGridless: gridless } },
    movementHistory: history,
  };
  return new StrideTokenRuler({ document } as unknown as CoreArg) as unknown as {
    _getSegmentStyle(w: RulerWaypointLike): { color: number };
    _getGridHighlightStyle(w: RulerWaypointLike, o: unknown): { color: number };
    _getWaypointLabelContext(w: RulerWaypointLike, s: object): { stride?: { text: string; band: string } } | undefined;
  };
}

const [HALF, FULL, CHARGE, RUN, BEYOND] = BAND_COLORS;

describe("StrideTokenRuler", () => {
  it("colours a path that crosses every band (AB 4: 4/8/12/24 m)", () => {
    const ruler = rulerFor();
    const colours = path(Array(27).fill("planned")).map((w) => ruler._getSegmentStyle(w).color);
    expect(colours.slice(0, 5)).toEqual(Array(5).fill(HALF)); // 0–4 m
    expect(colours.slice(5, 9)).toEqual(Array(4).fill(FULL)); // 5–8 m
    expect(colours.slice(9, 13)).toEqual(Array(4).fill(CHARGE)); // 9–12 m
    expect(colours.slice(13, 25)).toEqual(Array(12).fill(RUN)); // 13–24 m
    expect(colours.slice(25)).toEqual([BEYOND, BEYOND]); // 25–26 m
  });

  it("colours the grid spaces on a grid and the line on a gridless scene", () => {
    const seventh = () => path(Array(7).fill("planned"))[6]!;
    const grid = rulerFor([], false);
    expect(grid._getGridHighlightStyle(seventh(), {}).color).toBe(FULL);
    expect(grid._getSegmentStyle(seventh()).color).toBe(0xffffff);
    const gridless = rulerFor([], true);
    expect(gridless._getSegmentStyle(seventh()).color).toBe(FULL);
    expect(gridless._getGridHighlightStyle(seventh(), {}).color).toBe(0xffffff);
  });

  it("continues from the turn's history when the ruler does not show it", () => {
    const ruler = rulerFor([{ cost: 0 }, { cost: 7 }]); // 7 m already moved this turn
    const colours = path(Array(3).fill("planned")).map((w) => ruler._getSegmentStyle(w).color);
    expect(colours).toEqual([FULL, FULL, CHARGE]); // 7, 8, 9 m
  });

  it("does not count history twice when the ruler's path starts with it", () => {
    const ruler = rulerFor([{ cost: 0 }, { cost: 7 }]);
    const colours = path(["passed", ...Array(9).fill("planned")]).map((w) => ruler._getSegmentStyle(w).color);
    expect(colours[9]).toBe(CHARGE); // measured 9 m including history
    expect(colours[4]).toBe(HALF);
  });

  it("labels a waypoint with the band and its allowance", () => {
    const ruler = rulerFor();
    const context = ruler._getWaypointLabelContext(path(Array(7).fill("planned"))[6]!, {});
    expect(context?.stride?.band).toBe("full");
    expect(context?.stride?.text).toBe(
      'STRIDE.Ruler.Band {"band":"STRIDE.Action.full","used":"6","allowance":"8","units":"m"}',
    );
    // Walking (no action chosen) may go as far as Run: 24 m, 18 left.
    expect((context?.stride as { remaining?: string }).remaining).toBe(
      'STRIDE.Ruler.Remaining {"remaining":"18","units":"m"}',
    );
    const beyond = ruler._getWaypointLabelContext(path(Array(30).fill("planned"))[29]!, {});
    expect(beyond?.stride?.band).toBe("beyond");
  });

  it("leaves teleports and tokens without an allowance alone", () => {
    const ruler = rulerFor();
    const teleport = { ...path(["planned"], "blink", 40)[0]!, actionConfig: { teleport: true } };
    expect(ruler._getSegmentStyle(teleport).color).toBe(0xffffff);
    const empty = new StrideTokenRuler({
      document: { ...fakeToken(null), parent: { grid: { units: "m", isGridless: true } } },
    } as unknown as CoreArg) as unknown as typeof ruler;
    expect(empty._getSegmentStyle(path(["planned"], "walk", 40)[0]!).color).toBe(0xffffff);
  });

  it("never throws into Foundry: an internal error keeps the core style", () => {
    const broken = {
      document: {
        ...fakeToken(movementSystem(42)),
        parent: { grid: { units: "m", isGridless: true }, flags: {} },
        get movementHistory(): never {
          throw new Error("boom");
        },
      },
    };
    const ruler = new StrideTokenRuler(broken as unknown as CoreArg) as unknown as ReturnType<typeof rulerFor>;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const world = installWorld();
    expect(ruler._getSegmentStyle(path(["planned"])[0]!).color).toBe(0xffffff);
    expect(ruler._getSegmentStyle(path(["planned"])[0]!).color).toBe(0xffffff);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(world.notifications.error).toHaveBeenCalledTimes(1); // shown once per session
    logged.mockRestore();
  });
});

describe("ruler band helpers", () => {
  it("has a colour per band and one beyond", () => {
    expect(bandColor(0, 4)).toBe(HALF);
    expect(bandColor(3, 4)).toBe(RUN);
    expect(bandColor(4, 4)).toBe(BEYOND);
    expect(bandColor(9, 12)).toBe(RUN); // more bands than colours: the last band colour
  });

  it("adds history only when the path does not start with it", () => {
    const planned = path(["planned", "planned"]);
    expect(turnMeasurement(planned[1]!, { cost: 5, distance: 4 })).toEqual({ cost: 6, distance: 5 });
    const withHistory = path(["passed", "planned"]);
    expect(turnMeasurement(withHistory[1]!, { cost: 5, distance: 4 })).toEqual({ cost: 1, distance: 1 });
  });
});
