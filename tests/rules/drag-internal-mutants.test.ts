// moves/drag-internal.ts: the cases its mutation run (docs/development.md § Mutation testing) found
// untested, reached through the public drag functions that call it. Band numbers are dh2's
// (dh2-movement.md § Movement Speed in Structured Time: AB 3 gives Half 3 m, Full 6, Charge 9,
// Run 18; AB 0 gives Run 3) with rules/README.md ruling 3 (core: a band halved by difficult terrain
// rounds up to whole metres, so each metre of it costs two; alternate: halved exactly).
import { describe, expect, it } from "vitest";
import {
  bandBudgets,
  bandsForAction,
  bandStanding,
  dragStop,
  ElevatedBaseIndex,
  getRuleset,
  prepareDrag,
  turnShares,
  withinLimit,
  type BandsCapability,
  type DragRules,
  type MovementBand,
  type PathStep,
  type TurnBands,
} from "../../src/rules";
import { bandReached } from "../../src/rules/moves/band-reached";
import { fighter } from "../support/snapshots";
import { dragInput, necromundaBands } from "../support/necromunda-drag";
import { inchScene } from "../support/necromunda-vehicles";

/** Values the type system would refuse, as a caller from JavaScript may pass them. */
const bad = <T>(value: unknown): T => value as T;

/** geometry/bands.ts COST_EPSILON: the slack for floating-point sums of costs. */
const EPS = 1e-6;

const dh2 = () => getRuleset("dh2").bands;

/** An AB 3 character's walking bands (§ Movement Speed in Structured Time). */
const ab3 = (): MovementBand[] => [
  { action: "half", distance: 3 },
  { action: "full", distance: 6 },
  { action: "charge", distance: 9 },
  { action: "run", distance: 18 },
];

/** A dh2 turn on AB 3 bands, core variant, in metres. */
const turnOf = (extra: Partial<TurnBands> = {}): TurnBands => ({
  bands: ab3(),
  flying: null,
  variant: "core",
  ratio: 1,
  ...extra,
});

describe("withinLimit: a Half Move at its exact distance and at the cost slack (ruling 3)", () => {
  it("on clear ground a Half Move allows its 3 m and no more: not the 4 m its halved budget costs", () => {
    expect(withinLimit(dh2(), turnOf(), "half", 3, 3)).toBe(true);
    expect(withinLimit(dh2(), turnOf(), "half", 3.5, 3.5)).toBe(false);
  });

  it("a cost at the clear budget plus the slack is within it", () => {
    expect(withinLimit(dh2(), turnOf(), "half", 3 + EPS, 3 + EPS)).toBe(true);
  });

  it("a cost beyond the distance by no more than the slack is clear ground, not halved terrain", () => {
    // 2 m costing 2 m and a rounding error: judged against the 3 m clear budget, within it.
    expect(withinLimit(dh2(), turnOf(), "half", 2 + EPS, 2)).toBe(true);
  });

  it("past halved terrain a Half Move costs up to 4 (2 m rounded up, each costing two)", () => {
    // 1 m clear then 1½ m difficult: 2½ m long, costing 4.
    expect(withinLimit(dh2(), turnOf(), "half", 4, 2)).toBe(true);
    expect(withinLimit(dh2(), turnOf(), "half", 4 + EPS, 2)).toBe(true);
    expect(withinLimit(dh2(), turnOf(), "half", 4 + 3 * EPS, 2)).toBe(false);
  });

  it("past halved terrain the distance still stays within the 3 m clear budget, to the slack", () => {
    // 2 m clear then 1 m difficult: 3 m costing 4, as far as clear ground would take it.
    expect(withinLimit(dh2(), turnOf(), "half", 4, 3)).toBe(true);
    expect(withinLimit(dh2(), turnOf(), "half", 4, 3 + EPS)).toBe(true);
    expect(withinLimit(dh2(), turnOf(), "half", 4, 3 + 3 * EPS)).toBe(false);
  });
});

describe("bandBudgets: the ratio and the variant the budgets are worked out for (ruling 3)", () => {
  it("bands in half-metres (ratio 2) round the halved metres, not the halved half-metres", () => {
    // Half 3 m = 6 units: halved 1½ m rounds up to 2 m, costing 4 m = 8 units; Charge 9 m halves to
    // 4½, rounded to 5 m, costing 10 m = 20 units.
    const bands = ab3().map((b) => ({ ...b, distance: b.distance * 2 }));
    const turn = turnOf({ bands, ratio: 2 });
    expect(bandBudgets(dh2(), turn, bands, true)).toEqual([8, 12, 20, 36]);
    expect(bandBudgets(dh2(), turn, bands, false)).toEqual([6, 12, 18, 36]);
  });

  it("the same band list asked again under the alternate variant halves exactly", () => {
    const bands = ab3();
    expect(bandBudgets(dh2(), turnOf({ bands }), bands, true)).toEqual([4, 6, 10, 18]);
    expect(bandBudgets(dh2(), turnOf({ bands, variant: "alternate" }), bands, true)).toEqual([3, 6, 9, 18]);
  });

  it("the same band list asked again at another ratio is worked out for that ratio", () => {
    // A 6-unit band: 6 m halves to 3 m (costing 6); at ratio 2 it is 3 m, rounded to 2 m, costing 8 units.
    const bands = [{ action: "half", distance: 6 }];
    expect(bandBudgets(dh2(), turnOf({ bands }), bands, true)).toEqual([6]);
    expect(bandBudgets(dh2(), turnOf({ bands, ratio: 2 }), bands, true)).toEqual([8]);
  });

  it("budgets are worked out once per band list: asking again does not ask the ruleset again", () => {
    let asked = 0;
    const capability: BandsCapability = {
      ...dh2(),
      difficultTerrainBudget: (d, context) => {
        asked++;
        return dh2().difficultTerrainBudget(d, context);
      },
    };
    const bands = ab3();
    const first = bandBudgets(capability, turnOf({ bands }), bands, true);
    expect(bandBudgets(capability, turnOf({ bands }), bands, true)).toBe(first);
    expect(asked).toBe(4);
  });

  it("a ruleset budget that is not finite is refused, naming the band's distance in ruleset units", () => {
    const infinite: BandsCapability = { ...dh2(), difficultTerrainBudget: () => Infinity };
    const bands = [{ action: "half", distance: 6 }];
    expect(() => bandBudgets(infinite, turnOf({ bands }), bands, false)).toThrow(RangeError);
    const nan: BandsCapability = { ...dh2(), difficultTerrainBudget: () => Number.NaN };
    expect(() => bandBudgets(nan, turnOf({ bands, ratio: 2 }), bands, false)).toThrow(
      new RangeError("difficultTerrainBudget(3) must be a finite number ≥ 0"),
    );
  });
});

describe("which band list an action is measured in (drag-bands.ts bandsForAction, turnShares)", () => {
  it("a Run with flying bands on hand is still measured on the walking bands; a flight on the flying", () => {
    const flying = [{ action: "fly", distance: 12 }];
    const turn = turnOf({ flying });
    expect(bandsForAction(turn, "run")).toBe(turn.bands);
    expect(bandsForAction(turn, "fly")).toBe(flying);
  });

  it("no action is walking, even beside an action list whose id is spelled null or undefined", () => {
    const swim = [{ action: "swim", distance: 4 }];
    const turn = turnOf({ actions: { null: swim, undefined: swim } });
    expect(bandsForAction(turn, null)).toBe(turn.bands);
    expect(bandsForAction(turn, undefined)).toBe(turn.bands);
    expect(turnShares(turn, [{ cost: 1, distance: 1, action: null }])).toEqual({ "": { cost: 1, distance: 1 } });
  });
});

describe("a turn shared between band lists (moves/drag.ts; docs/rulings.md: one turn across lists)", () => {
  const me = () => fighter("me", 2, 3, { disposition: "friendly" });
  /** A point `d` inches from (2, 3) along the diagonal (0.6, 0.8). */
  const along = (d: number, action: string): PathStep => ({
    x: 2 + d * 0.6,
    y: 3 + d * 0.8,
    elevation: 0,
    action,
    conditions: [],
  });

  it("an earlier share on a list the turn has no bands for uses the whole turn: the walk cannot start", () => {
    // M5 bands, flying bands, no swimming bands: 2" swum earlier leaves nothing of the turn.
    const necromunda = getRuleset("necromunda");
    const turn: TurnBands = { ...necromundaBands(), flying: [{ action: "fly", distance: 20 }] };
    const history = { cost: 2, distance: 2, shares: { swim: { cost: 2, distance: 2 } } };
    const input = dragInput([along(0, "move"), along(4, "move")], { turn, history, exact: true });
    expect(dragStop(prepareDrag(inchScene([me()]), "me", necromunda), input)).toMatchObject({
      step: 0,
      fraction: 0,
      reason: "allowance",
    });
  });

  it("the same under a ruleset halving the turn over difficult terrain (a plain budget, no clamping)", () => {
    // A list without bands has no budget to ask the ruleset for: its farthest band is 0, all ground clear.
    const necromunda = getRuleset("necromunda");
    const rules = {
      ...necromunda,
      bands: { ...necromunda.bands, difficultTerrainBudget: (d: number) => d / 2 },
    } satisfies DragRules;
    const turn: TurnBands = { ...necromundaBands(), flying: [{ action: "fly", distance: 20 }] };
    const history = { cost: 2, distance: 2, shares: { swim: { cost: 2, distance: 2 } } };
    const input = dragInput([along(0, "move"), along(4, "move")], { turn, history, exact: true });
    expect(dragStop(prepareDrag(inchScene([me()]), "me", rules), input)).toMatchObject({
      step: 0,
      fraction: 0,
      reason: "allowance",
    });
  });

  it("the walked share counts against the walking list's clear Run, not its halved budget", () => {
    // dh2 AB 0: Run 3 m (halved, rounded up: a budget of 4); flying 12 m. 1½ m walked is half the
    // turn, leaving 6 m of the flight: a 10 m flight stops at 6 m.
    const rules = { ...getRuleset("necromunda"), bands: dh2() } satisfies DragRules;
    const turn: TurnBands = {
      bands: [
        { action: "half", distance: 0.5 },
        { action: "full", distance: 1 },
        { action: "charge", distance: 2 },
        { action: "run", distance: 3 },
      ],
      flying: [{ action: "fly", distance: 12 }],
      variant: "core",
      ratio: 1,
    };
    const history = { cost: 1.5, distance: 1.5, shares: { "": { cost: 1.5, distance: 1.5 } } };
    const input = dragInput([along(0, "fly"), along(10, "fly")], { turn, history, exact: true });
    const stop = dragStop(prepareDrag(inchScene([me()]), "me", rules), input)!;
    expect(stop).toMatchObject({ step: 0, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(0.6, 6);
  });
});

describe("a turn's checks name the bad part (drag-bands.ts: TypeError or RangeError)", () => {
  it("action bands: a bad distance names the list and the band, a list of bands that is no object is refused", () => {
    const swim = [
      { action: "swim", distance: 2 },
      { action: "swim", distance: -1 },
    ];
    expect(() => bandStanding(dh2(), turnOf({ actions: { swim } }), "half", 1, 1)).toThrow(
      /^turn\.actions\.swim\[1\]\.distance must not be negative/,
    );
    expect(() => bandStanding(dh2(), turnOf({ actions: bad(5) }), "half", 1, 1)).toThrow(
      /^turn\.actions must be an object, got number/,
    );
  });

  it("a ratio that is not a number is refused by name", () => {
    expect(() => withinLimit(dh2(), turnOf({ ratio: Number.NaN }), "half", 1, 1)).toThrow(
      /^turn\.ratio must be a finite/,
    );
  });

  it("a band that is a function, not an object, is refused at its position", () => {
    const fn = Object.assign(() => 0, { action: "run", distance: 5 });
    const bands = [{ action: "half", distance: 3 }, bad<MovementBand>(fn)];
    expect(() => bandBudgets(dh2(), turnOf(), bands, false)).toThrow(
      new TypeError("bands[1] must be an object, got function"),
    );
  });
});

describe("a path's checks name the first bad step (band-reached.ts bandReached: a list of steps)", () => {
  const ask = (path: PathStep[]) => bandReached({ turnDistance: 0, bands: ab3(), zeroGravity: false }, dh2(), path);

  it("a coordinate given as text is refused, naming the step and the field", () => {
    expect(() => ask([{ x: 1, y: 2, elevation: 0 }, bad({ x: "1", y: 2, elevation: 0 })])).toThrow(
      new TypeError("path[1].x must be a number, got string"),
    );
  });

  it("a step that is a function is refused at its position", () => {
    const fn = Object.assign(() => 0, { x: 1, y: 2, elevation: 0 });
    expect(() => ask([{ x: 1, y: 2, elevation: 0 }, bad(fn)])).toThrow(/^path\[1\] must be an object, got function/);
  });

  it("a negative overhang is refused by name, on a step without conditions", () => {
    const path: PathStep[] = [
      { x: 1, y: 2, elevation: 0, overhang: 0.5 },
      { x: 1, y: 3, elevation: 0, overhang: -1 },
    ];
    expect(() => ask(path)).toThrow(new RangeError("path[1].overhang must not be negative, got -1"));
  });
});

describe("a pointer move's segments are checked by position (moves/drag.ts dragStop)", () => {
  const ask = (segments: unknown[]) => {
    const path: PathStep[] = [
      { x: 2, y: 3, elevation: 0, action: "move" },
      { x: 3, y: 3, elevation: 0, action: "move" },
      { x: 4, y: 3, elevation: 0, action: "move" },
    ];
    const scene = prepareDrag(
      inchScene([fighter("me", 2, 3, { disposition: "friendly" })]),
      "me",
      getRuleset("necromunda"),
    );
    return () => dragStop(scene, dragInput(path, { segments: bad(segments) }));
  };

  it("a missing (null) segment is refused at its position", () => {
    expect(ask([{ cost: 1, distance: 1 }, null])).toThrow(
      new TypeError("input.segments[1] must be an object, got null"),
    );
  });

  it("a segment that is a function is refused at its position", () => {
    const fn = Object.assign(() => 0, { cost: 1, distance: 1 });
    expect(ask([fn, { cost: 1, distance: 1 }])).toThrow(
      new TypeError("input.segments[0] must be an object, got function"),
    );
  });
});

describe("ElevatedBaseIndex: the bases are checked by position (drag-zone.ts)", () => {
  const base = (x: number) => ({ x, y: 3, radius: 0.5, elevation: 0 });

  it("a missing (null) base is refused at its position", () => {
    expect(() => new ElevatedBaseIndex(bad([base(1), null]))).toThrow(
      new TypeError("bases[1] must be a point { x, y }"),
    );
  });

  it("a base that is a function is refused", () => {
    const fn = Object.assign(() => 0, base(1));
    expect(() => new ElevatedBaseIndex(bad([fn]))).toThrow(new TypeError("bases[0] must be a point { x, y }"));
  });

  it("a bad base after bases at the bounds (radius 0, radius and coordinates at 10¹²) is still found", () => {
    // Each of these is a base the checks accept (geometry/validate.ts MAX_COORDINATE), so the search
    // for the first bad one goes on past them.
    const broken = { ...base(2), x: "2" };
    for (const edge of [
      { ...base(1), radius: 0 },
      { ...base(1), radius: 1e12 },
      { ...base(1), x: 1e12 },
      { ...base(1), x: -1e12 },
    ]) {
      expect(() => new ElevatedBaseIndex(bad([edge, broken]))).toThrow(
        new TypeError("bases[1].x must be a number, got string"),
      );
    }
  });

  it("a coordinate given as text is refused, naming the base and the field", () => {
    expect(() => new ElevatedBaseIndex(bad([base(1), { ...base(2), x: "2" }]))).toThrow(
      new TypeError("bases[1].x must be a number, got string"),
    );
  });
});
