import { describe, expect, it } from "vitest";
import {
  actionLimit,
  bandBudgets,
  bandsForAction,
  bandStanding,
  chargeRunOn,
  dragStop,
  edgeStopAt,
  elevatedBaseGap,
  ElevatedBaseIndex,
  elevatedGap,
  entryFraction,
  getRuleset,
  isEnemy,
  pointAt,
  prepareDrag,
  withinLimit,
  type BandsCapability,
  type DragInput,
  type DragRules,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
  type TurnBands,
} from "../../src/rules";

// Issue #15 item 1 for the drag engine (src/rules/moves): bad input gives the documented
// TypeError or RangeError naming what was wrong — never NaN, a negative distance, an engine
// TypeError ("Cannot read properties…") or a loop that does not end.

const necromunda = getRuleset("necromunda");
const bands = necromunda.bands;
/** Values the type system would refuse, as a caller from JavaScript may pass them. */
const bad = <T>(value: unknown): T => value as T;

/** A fighter with a 1" base (radius ½") at (x, y) inches. */
function model(id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  return {
    id,
    name: id,
    kind: "character",
    disposition: "hostile",
    base: { x, y, radius: 0.5 },
    footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
    elevation: 0,
    status: "standing",
    characteristics: {},
    visible: true,
    ...extra,
  };
}

const me = model("me", 0.5, 0.5, { disposition: "friendly" });

function scene(models: ModelSnapshot[], gridStep = 1): SceneSnapshot {
  return { unit: "in", gridStep, bounds: null, models, regions: [] };
}

/** An M5 fighter's bands: Crawl 3", Move 5", Ram 5", Charge 8", Run 10" (necromunda-movement.md § Movement). */
const m5: TurnBands = {
  bands: bands.movementBands({ characteristics: { move: 5 } }),
  flying: null,
  variant: "core",
  ratio: 1,
};

/** 1" steps along y = 0.5 from x = 0.5. */
const row = (inches: number, action = "move"): PathStep[] =>
  Array.from({ length: inches + 1 }, (_, i) => ({ x: 0.5 + i, y: 0.5, elevation: 0, action, conditions: [] }));

function input(path: PathStep[], extra: Partial<DragInput> = {}): DragInput {
  return {
    path,
    segments: path.slice(1).map(() => ({ cost: 1, distance: 1 })),
    turn: m5,
    history: { cost: 0, distance: 0 },
    edgeCleared: false,
    exact: false,
    ...extra,
  };
}

describe("isEnemy", () => {
  it("counts only friendly against hostile, junk included", () => {
    expect(isEnemy("friendly", "hostile")).toBe(true);
    expect(isEnemy("hostile", "friendly")).toBe(true);
    expect(isEnemy("neutral", "hostile")).toBe(false);
    expect(isEnemy(bad(null), bad(undefined))).toBe(false);
  });
});

describe("prepareDrag checks the snapshot once", () => {
  it("rejects a missing snapshot, models list, mover id or rules with a TypeError", () => {
    expect(() => prepareDrag(bad(null), "me", necromunda)).toThrow(
      new TypeError("snapshot must be an object, got null"),
    );
    expect(() => prepareDrag(bad({ gridStep: 1 }), "me", necromunda)).toThrow(
      new TypeError("snapshot.models must be an array, got undefined"),
    );
    expect(() => prepareDrag(scene([me]), bad(7), necromunda)).toThrow(
      new TypeError("moverId must be a string, got number"),
    );
    expect(() => prepareDrag(scene([me]), "me", bad({}))).toThrow(
      new TypeError("rules.bands must be an object, got undefined"),
    );
    expect(() => prepareDrag(scene([me]), "me", bad({ bands: {} }))).toThrow(
      new TypeError("rules.bands.difficultTerrainBudget must be a function, got undefined"),
    );
  });

  it.each([0, -1, Number.NaN, Infinity])("rejects gridStep %s with a RangeError", (gridStep) => {
    expect(() => prepareDrag(scene([me], gridStep), "me", necromunda)).toThrow(RangeError);
  });

  it("names the bad model and its part", () => {
    const broken = (extra: object) => scene([me, { ...model("a", 3, 0.5), ...extra }]);
    expect(() => prepareDrag(broken({ base: { x: Number.NaN, y: 0, radius: 0.5 } }), "me", necromunda)).toThrow(
      new RangeError("snapshot.models[1].base.x must be a finite number within ±1000000000000, got NaN"),
    );
    expect(() => prepareDrag(broken({ base: { x: 3, y: 0.5, radius: -0.5 } }), "me", necromunda)).toThrow(
      new RangeError("snapshot.models[1].base.radius must not be negative, got -0.5"),
    );
    expect(() => prepareDrag(broken({ visible: "yes" }), "me", necromunda)).toThrow(
      new TypeError("snapshot.models[1].visible must be a boolean, got string"),
    );
    expect(() => prepareDrag(broken({ elevation: Infinity }), "me", necromunda)).toThrow(
      /snapshot\.models\[1\]\.elevation must be a finite number/,
    );
    expect(() => prepareDrag(broken({ footprint: null }), "me", necromunda)).toThrow(
      new TypeError("snapshot.models[1].footprint must be a point { x, y }"),
    );
    expect(() => prepareDrag(scene([me, bad(null)]), "me", necromunda)).toThrow(
      new TypeError("snapshot.models[1] must be an object, got null"),
    );
  });

  it("rejects an engagement capability with a bad zone or a missing member", () => {
    const engagement = (extra: object) => ({ ...necromunda, engagement: { ...necromunda.engagement, ...extra } });
    expect(() => prepareDrag(scene([me]), "me", engagement({ zone: Number.NaN }))).toThrow(RangeError);
    expect(() => prepareDrag(scene([me]), "me", engagement({ zone: -1 }))).toThrow(
      new RangeError("rules.engagement.zone must not be negative, got -1"),
    );
    expect(() => prepareDrag(scene([me]), "me", engagement({ holds: undefined }))).toThrow(
      new TypeError("rules.engagement.holds must be a function, got undefined"),
    );
    expect(() => prepareDrag(scene([me]), "me", engagement({ blocks: 1 }))).toThrow(
      new TypeError("rules.engagement.blocks must be a function, got number"),
    );
    const terrain = { ...necromunda, terrain: { ...necromunda.terrain, edgeTest: 1 } } as unknown as DragRules;
    expect(() => prepareDrag(scene([me]), "me", terrain)).toThrow(
      new TypeError("rules.terrain.edgeTest must be a function, got number"),
    );
  });

  it("prepares a scene without the mover (only the allowance applies)", () => {
    const prepared = prepareDrag(scene([model("a", 3, 0.5)]), "me", necromunda);
    expect(prepared.mover).toBeNull();
    expect(dragStop(prepared, input(row(8)))).toEqual({ step: 5, fraction: 0, reason: "allowance" });
  });
});

describe("dragStop and chargeRunOn check a pointer move's input", () => {
  const prepared = prepareDrag(scene([me, model("foe", 6, 3)]), "me", necromunda);

  it("take only a scene made by prepareDrag", () => {
    const forged = { ...prepared };
    expect(() => dragStop(forged, input(row(2)))).toThrow(
      new TypeError("scene must be a DragScene made by prepareDrag"),
    );
    expect(() => chargeRunOn(bad(null), input(row(2)))).toThrow(TypeError);
  });

  it("name the bad step", () => {
    const path = row(3);
    path[2] = { ...path[2]!, y: Number.NaN };
    expect(() => dragStop(prepared, input(path))).toThrow(
      new RangeError("input.path[2].y must be a finite number within ±1000000000000, got NaN"),
    );
    expect(() => dragStop(prepared, input([...row(1), bad(null)]))).toThrow(
      new TypeError("input.path[2] must be an object, got null"),
    );
    expect(() => dragStop(prepared, input([{ x: 0, y: 0, elevation: 0, action: bad(3) }, ...row(1)]))).toThrow(
      new TypeError("input.path[0].action must be an action id (a string) or absent, got number"),
    );
    expect(() =>
      dragStop(prepared, input([...row(1), { x: 3, y: 0.5, elevation: 0, conditions: bad("gap") }])),
    ).toThrow(new TypeError("input.path[2].conditions must be an array, got string"));
    expect(() => dragStop(prepared, input([...row(1), { x: 3, y: 0.5, elevation: 0, conditions: bad([1]) }]))).toThrow(
      new TypeError("input.path[2].conditions[0] must be a string, got number"),
    );
  });

  it("take costs ≥ 0 or +Infinity (impassable), distances finite and ≥ 0", () => {
    const path = row(3);
    const segments = [
      { cost: 1, distance: 1 },
      { cost: -1, distance: 1 },
      { cost: 1, distance: 1 },
    ];
    expect(() => dragStop(prepared, input(path, { segments }))).toThrow(
      new RangeError("input.segments[1].cost must not be negative, got -1"),
    );
    segments[1] = { cost: 1, distance: Infinity };
    expect(() => dragStop(prepared, input(path, { segments }))).toThrow(RangeError);
    segments[1] = { cost: Number.NaN, distance: 1 };
    expect(() => dragStop(prepared, input(path, { segments }))).toThrow(RangeError);
    expect(() => dragStop(prepared, input(path, { history: { cost: 0, distance: -2 } }))).toThrow(
      new RangeError("input.history.distance must not be negative, got -2"),
    );
    // Impassable ground: the allowance stops the path before it (M5 Move), no NaN.
    segments[1] = { cost: Infinity, distance: 1 };
    expect(dragStop(prepared, input(path, { segments }))).toEqual({ step: 1, fraction: 0, reason: "allowance" });
    expect(dragStop(prepared, input(path, { segments, exact: true }))).toEqual({
      step: 1,
      fraction: 0,
      reason: "allowance",
    });
  });

  it("read only the segments the path has, and none past its end", () => {
    const segments = [{ cost: 1, distance: 1 }, bad<{ cost: number; distance: number }>("junk past the path")];
    expect(dragStop(prepared, input(row(1), { segments }))).toBeNull();
    // A path with fewer segments than steps is held to the allowance only as far as it is measured.
    expect(dragStop(prepared, input(row(8), { segments: [] }))).toBeNull();
  });

  it("check the turn's bands, the history and the flags", () => {
    const turn = (extra: object) => ({ ...m5, ...extra });
    expect(() => dragStop(prepared, input(row(2), { turn: turn({ ratio: 0 }) }))).toThrow(
      new RangeError("input.turn.ratio must be > 0, got 0"),
    );
    expect(() =>
      dragStop(prepared, input(row(2), { turn: turn({ bands: [{ action: "move", distance: -5 }] }) })),
    ).toThrow(new RangeError("input.turn.bands[0].distance must not be negative, got -5"));
    expect(() => dragStop(prepared, input(row(2), { turn: turn({ flying: [{ distance: 5 }] }) }))).toThrow(
      new TypeError("input.turn.flying[0].action must be a string, got undefined"),
    );
    expect(() => dragStop(prepared, input(row(2), { history: bad(undefined) }))).toThrow(
      new TypeError("input.history must be an object, got undefined"),
    );
    expect(() => dragStop(prepared, input(row(2), { exact: bad(1) }))).toThrow(
      new TypeError("input.exact must be a boolean, got number"),
    );
    expect(() => chargeRunOn(prepared, bad([]))).toThrow(new TypeError("input.path must be an array, got undefined"));
  });

  // Its speed is measured by `npm run bench` (tests/bench/scaling.bench.ts), not timed here.
  it("answer a 10,000-step path against 2,000 models", () => {
    const crowd = Array.from({ length: 2_000 }, (_, i) =>
      model(`m${i}`, 20 + (i % 50) * 2, 20 + Math.floor(i / 50) * 2),
    );
    const big = prepareDrag(scene([me, ...crowd]), "me", necromunda);
    const path = Array.from({ length: 10_000 }, (_, i) => ({
      x: 0.5 + i * 0.001,
      y: 0.5,
      elevation: 0,
      action: "run",
    }));
    const measured = input(path, { segments: path.slice(1).map(() => ({ cost: 0.001, distance: 0.001 })) });
    expect(dragStop(big, measured)).toBeNull(); // 10" of Run in a free corridor
  });
});

describe("edgeStopAt", () => {
  it("rejects a path or terrain of the wrong shape with a TypeError", () => {
    expect(() => edgeStopAt(bad("path"), necromunda.terrain)).toThrow(
      new TypeError("path must be an array, got string"),
    );
    expect(() => edgeStopAt([{ conditions: [] }, bad(undefined)], necromunda.terrain)).toThrow(
      new TypeError("path[1] must be an object, got undefined"),
    );
    expect(() => edgeStopAt([{ conditions: bad({}) }], necromunda.terrain)).toThrow(
      new TypeError("path[0].conditions must be an array, got object"),
    );
    expect(() => edgeStopAt([], bad(null))).toThrow(new TypeError("terrain must be an object, got null"));
    expect(() => edgeStopAt([], bad({ edgeTest: "leap" }))).toThrow(
      new TypeError("terrain.edgeTest must be a function, got string"),
    );
  });

  it("finds the gap's edge on a checked path, and none without edgeTest", () => {
    const path = [{ conditions: [] }, { conditions: [] }, { conditions: ["gap"] }];
    expect(edgeStopAt(path, necromunda.terrain)).toEqual({ step: 2, test: "leap" });
    expect(edgeStopAt(path, {})).toBeNull();
    expect(edgeStopAt([], necromunda.terrain)).toBeNull();
  });
});

describe("pointAt", () => {
  const path = row(2);

  it("interpolates within the segment", () => {
    expect(pointAt(path, 0, 0.25)).toMatchObject({ x: 0.75, y: 0.5, elevation: 0 });
    expect(pointAt(path, 2, 0.5)).toMatchObject({ x: 2.5, y: 0.5 }); // the last step: itself
  });

  it.each([
    [-1, 0.5, RangeError],
    [3, 0.5, RangeError],
    [0.5, 0.5, RangeError],
    [Number.NaN, 0.5, RangeError],
    [0, -0.1, RangeError],
    [0, 1.5, RangeError],
    [0, Number.NaN, RangeError],
    ["0", 0.5, TypeError],
    [0, "half", TypeError],
  ])("rejects step %s, fraction %s", (step, fraction, error) => {
    expect(() => pointAt(path, bad(step), bad(fraction))).toThrow(error);
  });

  it("rejects an empty path and bad steps", () => {
    expect(() => pointAt([], 0, 0)).toThrow(new RangeError("step must be an integer from 0 to -1, got 0"));
    expect(() => pointAt(bad(null), 0, 0)).toThrow(new TypeError("path must be an array, got null"));
    expect(() => pointAt([{ x: 0, y: 0, elevation: Number.NaN }], 0, 0)).toThrow(
      new RangeError("path[0].elevation must be a finite number within ±1000000000000, got NaN"),
    );
  });
});

describe("the turn's bands", () => {
  it("bandsForAction takes a turn and an action id or none", () => {
    expect(bandsForAction(m5, "fly")).toBe(m5.bands); // cannot fly: walking bands
    expect(() => bandsForAction(bad(null), "move")).toThrow(new TypeError("turn must be an object, got null"));
    expect(() => bandsForAction(m5, bad(5))).toThrow(
      new TypeError("action must be an action id (a string) or absent, got number"),
    );
  });

  it("bandBudgets: M5 bands, the same on difficult ground (each inch already costs two, § Difficult Terrain)", () => {
    expect(bandBudgets(bands, m5, m5.bands, false)).toEqual([3, 5, 5, 8, 10]); // Crawl, Move, Ram, Charge, Run
    expect(bandBudgets(bands, m5, m5.bands, true)).toEqual([3, 5, 5, 8, 10]);
    expect(() => bandBudgets(bands, m5, m5.bands, bad("yes"))).toThrow(
      new TypeError("difficult must be a boolean, got string"),
    );
    expect(() => bandBudgets(bad({}), m5, m5.bands, true)).toThrow(
      new TypeError("capability.difficultTerrainBudget must be a function, got undefined"),
    );
    expect(() => bandBudgets(bands, m5, [{ action: "move", distance: Number.NaN }], false)).toThrow(RangeError);
  });

  it("bandBudgets rejects a capability whose budget is not a finite number ≥ 0", () => {
    const broken: BandsCapability = { movementBands: () => [], difficultTerrainBudget: () => -1 };
    expect(() => bandBudgets(broken, m5, m5.bands, true)).toThrow(
      new RangeError("difficultTerrainBudget(3) must be a finite number ≥ 0"),
    );
  });

  it("bandBudgets works the budgets out again for another ratio or capability (not a stale cache)", () => {
    const list = [{ action: "move", distance: 4 }];
    const half: BandsCapability = { movementBands: () => [], difficultTerrainBudget: (d) => d / 2 };
    expect(bandBudgets(half, { ...m5, ratio: 1 }, list, true)).toEqual([2]);
    const third: BandsCapability = { movementBands: () => [], difficultTerrainBudget: (d) => d / 3 };
    expect(bandBudgets(third, { ...m5, ratio: 1 }, list, true)[0]).toBeCloseTo(4 / 3, 12);
  });

  it("actionLimit is the action's own budget, the last band's otherwise, 0 without bands", () => {
    expect(actionLimit(bands, m5, "charge", false)).toBe(8);
    expect(actionLimit(bands, m5, "walk", false)).toBe(10);
    expect(actionLimit(bands, { ...m5, bands: [] }, "move", false)).toBe(0);
    expect(() => actionLimit(bands, { ...m5, variant: bad(1) }, "move", false)).toThrow(
      new TypeError("turn.variant must be a string, got number"),
    );
    expect(() => actionLimit(bands, { ...m5, ratio: Number.NaN }, "move", false)).toThrow(RangeError);
  });

  it("bandStanding takes a cost ≥ 0 (+Infinity is beyond every band) and a finite distance ≥ 0", () => {
    expect(bandStanding(bands, m5, "move", 4, 4)).toMatchObject({ index: 1, budget: 5, limit: 5 });
    expect(bandStanding(bands, m5, "move", Infinity, 4)).toMatchObject({ index: 5, band: undefined, budget: 10 });
    expect(() => bandStanding(bands, m5, "move", Number.NaN, 4)).toThrow(RangeError);
    expect(() => bandStanding(bands, m5, "move", -1, 0)).toThrow(new RangeError("cost must not be negative, got -1"));
    expect(() => bandStanding(bands, m5, "move", 1, Infinity)).toThrow(RangeError);
    expect(() => bandStanding(bands, m5, "move", bad("1"), 1)).toThrow(
      new TypeError("cost must be a number, got string"),
    );
  });

  it('withinLimit: M5 Move allows 5", not impassable ground, and checks its numbers', () => {
    expect(withinLimit(bands, m5, "move", 5, 5)).toBe(true);
    expect(withinLimit(bands, m5, "move", 5.1, 5.1)).toBe(false);
    expect(withinLimit(bands, m5, "move", Infinity, 1)).toBe(false);
    expect(() => withinLimit(bands, m5, "move", 1, -0.5)).toThrow(
      new RangeError("distance must not be negative, got -0.5"),
    );
  });
});

describe("3D gaps", () => {
  it("elevatedGap rejects non-finite legs", () => {
    expect(elevatedGap(0.3, 0.4)).toBeCloseTo(0.5, 12);
    expect(() => elevatedGap(Number.NaN, 0)).toThrow(
      new RangeError("plan must be a finite number within ±1000000000000, got NaN"),
    );
    expect(() => elevatedGap(0, Infinity)).toThrow(RangeError);
    expect(() => elevatedGap(bad("1"), 0)).toThrow(new TypeError("plan must be a number, got string"));
  });

  it("elevatedBaseGap needs two elevated bases", () => {
    const a = { x: 0, y: 0, radius: 0.5, elevation: 0 };
    expect(elevatedBaseGap(a, { x: 2, y: 0, radius: 0.5, elevation: 0 })).toBe(1);
    expect(() => elevatedBaseGap(a, bad({ x: 2, y: 0, radius: 0.5 }))).toThrow(
      new TypeError("b.elevation must be a number, got undefined"),
    );
    expect(() => elevatedBaseGap(bad(null), a)).toThrow(new TypeError("a must be a point { x, y }"));
    expect(() => elevatedBaseGap(a, { ...a, radius: -1 })).toThrow(
      new RangeError("b.radius must not be negative, got -1"),
    );
  });

  it("entryFraction checks both ends, the radius, the zone and the base", () => {
    const base = { x: 3, y: 0, radius: 0.5, elevation: 0 };
    const from = { x: 0, y: 0, elevation: 0 };
    const to = { x: 3, y: 0, elevation: 0 };
    // A ½" mover enters the 1" zone of a ½" base 3" away when its centre is 2" from the base's: at 1/3.
    expect(entryFraction(from, to, 0.5, 1, base)).toBeCloseTo(1 / 3, 5);
    expect(() => entryFraction(from, to, 0.5, -1, base)).toThrow(new RangeError("zone must not be negative, got -1"));
    expect(() => entryFraction(from, { ...to, elevation: Number.NaN }, 0.5, 1, base)).toThrow(RangeError);
    expect(() => entryFraction(from, to, Infinity, 1, base)).toThrow(RangeError);
    expect(() => entryFraction(from, to, 0.5, 1, bad({ ...base, radius: "½" }))).toThrow(TypeError);
  });
});

describe("ElevatedBaseIndex", () => {
  const index = new ElevatedBaseIndex([
    { x: 3, y: 0, radius: 0.5, elevation: 0 },
    { x: 3, y: 0, radius: 0.5, elevation: 3 },
  ]);

  it("rejects bases that are not elevated bases, naming the bad one", () => {
    expect(() => new ElevatedBaseIndex(bad({}))).toThrow(new TypeError("bases must be an array, got object"));
    expect(
      () => new ElevatedBaseIndex([{ x: 0, y: 0, radius: 0.5, elevation: 0 }, bad({ x: 1, y: 1, radius: 0.5 })]),
    ).toThrow(new TypeError("bases[1].elevation must be a number, got undefined"));
    expect(() => new ElevatedBaseIndex([{ x: 0, y: Infinity, radius: 0.5, elevation: 0 }])).toThrow(RangeError);
  });

  it("firstEntry finds the zone on the mover's level only, and checks its path", () => {
    const path = [
      { x: 0, y: 0, elevation: 0 },
      { x: 3, y: 0, elevation: 0 },
    ];
    expect(index.firstEntry(path, 0.5, 1)).toMatchObject({ segment: 0, base: 0 });
    expect(index.firstEntry(path, 0.5, 1)!.t).toBeCloseTo(1 / 3, 5);
    expect(() => index.firstEntry([path[0]!, bad({ x: 1, y: 0 })], 0.5, 1)).toThrow(
      new TypeError("path[1].elevation must be a number, got undefined"),
    );
    expect(() => index.firstEntry(path, 0.5, Number.NaN)).toThrow(RangeError);
  });

  it("firstWithin and search check their numbers and callback", () => {
    expect(index.firstWithin({ x: 4.5, y: 0, elevation: 3 }, 0.5, 1)).toBe(1);
    expect(() => index.firstWithin({ x: 4.5, y: 0, elevation: 3 }, -0.5, 1)).toThrow(
      new RangeError("radius must not be negative, got -0.5"),
    );
    const found: number[] = [];
    index.search(2, -1, 4, 1, 0, (i) => found.push(i));
    expect(found.sort()).toEqual([0, 1]);
    expect(() => index.search(0, 0, 1, Number.NaN, 0, () => undefined)).toThrow(RangeError);
    expect(() => index.search(0, 0, 1, 1, 0, bad(null))).toThrow(new TypeError("visit must be a function, got null"));
    expect(index.maxRadius).toBe(0.5);
  });
});
