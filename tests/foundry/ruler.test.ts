import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  formatDistance,
  turnMeasurement,
  withUnits,
  type RulerWaypointLike,
} from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import { bandColor, bandSlot, RULER_COLORS } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";
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
    _getWaypointLabelContext(
      w: RulerWaypointLike,
      s: object,
    ): { stride?: { text: string; band: string; remaining: string; colorVar: string } } | undefined;
  };
}

const hex = (slot: number) => Number.parseInt(RULER_COLORS[slot]!.slice(1), 16);
const [HALF, FULL, CHARGE, RUN, BEYOND] = [hex(0), hex(1), hex(2), hex(3), hex(6)];

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

  it("labels a waypoint with the band, its allowance and the distance to the limit's band", () => {
    const ruler = rulerFor();
    const context = ruler._getWaypointLabelContext(path(Array(7).fill("planned"))[6]!, {});
    expect(context?.stride?.band).toBe("full");
    expect(context?.stride?.text).toBe('STRIDE.Ruler.Band {"band":"STRIDE.Action.full","used":"6","allowance":"8 m"}');
    // Walking (no action chosen) may go as far as Run: 24 m, 18 to go.
    expect(context?.stride?.remaining).toBe('STRIDE.Ruler.RemainingTo {"remaining":"18 m","band":"STRIDE.Action.run"}');
    expect(context?.stride?.colorVar).toBe("var(--stride-band-1)");
    // In the limit's own band: what is left, without naming the band again.
    const run = ruler._getWaypointLabelContext(path(Array(21).fill("planned"))[20]!, {});
    expect(run?.stride?.remaining).toBe('STRIDE.Ruler.Remaining {"remaining":"4 m"}');
    const beyond = ruler._getWaypointLabelContext(path(Array(30).fill("planned"))[29]!, {});
    expect(beyond?.stride?.band).toBe("beyond");
    expect(beyond?.stride?.text).toBe(
      'STRIDE.Ruler.Beyond {"band":"STRIDE.Action.run","used":"29","allowance":"24 m"}',
    );
    expect(beyond?.stride?.remaining).toBe("");
    expect(beyond?.stride?.colorVar).toBe("var(--stride-band-beyond)");
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
  it("has a colour per band position and one beyond", () => {
    expect(bandColor(0, 4)).toBe(HALF);
    expect(bandColor(3, 4)).toBe(RUN);
    expect(bandColor(4, 4)).toBe(BEYOND);
    // OpenD6's six bands each get their own colour.
    expect(new Set([0, 1, 2, 3, 4, 5].map((i) => bandColor(i, 6))).size).toBe(6);
    expect(bandSlot(9, 12)).toBe(5); // more bands than slots: the last band slot
    expect(bandColor(9, 12)).toBe(hex(5));
  });

  it("reads the palette from CONFIG.STRIDE.rulerColors when init has set it", () => {
    const colors = ["#000001", "#000002", "#000003", "#000004", "#000005", "#000006", "#000007"];
    Object.assign(globalThis, { CONFIG: { STRIDE: { rulerColors: colors } } });
    try {
      expect(bandColor(1, 4)).toBe(2);
      expect(bandColor(4, 4)).toBe(7);
    } finally {
      Reflect.deleteProperty(globalThis, "CONFIG");
    }
  });

  it("writes distances through the locale and inches against the number", () => {
    expect(formatDistance(2.25, "en")).toBe("2.3");
    expect(formatDistance(1234.5, "de")).toBe("1.234,5");
    expect(formatDistance(3, "not a locale!")).toBe("3");
    expect(withUnits("2", '"')).toBe('2"');
    expect(withUnits("2", "m")).toBe("2 m");
    expect(withUnits("2", "")).toBe("2");
  });

  it("adds history only when the path does not start with it", () => {
    const planned = path(["planned", "planned"]);
    expect(turnMeasurement(planned[1]!, { cost: 5, distance: 4 })).toEqual({ cost: 6, distance: 5 });
    const withHistory = path(["passed", "planned"]);
    expect(turnMeasurement(withHistory[1]!, { cost: 5, distance: 4 })).toEqual({ cost: 1, distance: 1 });
  });
});
