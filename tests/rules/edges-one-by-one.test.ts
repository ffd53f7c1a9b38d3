/**
 * Edges one by one (necromunda-movement.md § Leaping Gaps, § Jumping Down, § Dangerous Terrain;
 * shadowrun-movement.md § Jumping): each test is for the edge or area it was taken at, each drop
 * is its own jump down, a gap narrower than the base is stepped over, no move ends over a gap,
 * and a running jump needs its run-up. Through the functions the canvas uses: the drag's
 * decision (prepareDrag, dragStop) and finishedMoveEffects.
 */
import { describe, expect, it } from "vitest";
import {
  clearedEdges,
  dragStop,
  EDGE_REGION_OPTION,
  finishedMoveEffects,
  getRuleset,
  passedTestEffects,
  prepareDrag,
  type DragInput,
  type Effect,
  type ModelSnapshot,
  type PathStep,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";

const necromunda = getRuleset("necromunda");

/** A fighter in inches, base `size`" across, centred at (x, y). */
function fighter(id: string, x: number, y: number, size = 1): ModelSnapshot {
  return {
    id,
    name: id,
    kind: "character",
    disposition: "friendly",
    base: { x, y, radius: size / 2 },
    footprint: { x: x - size / 2, y: y - size / 2, width: size, height: size },
    elevation: 0,
    status: "standing",
    characteristics: { move: 5, initiative: 4 },
    visible: true,
  };
}

function region(id: string, area: RegionSnapshot["area"], extra: Partial<RegionSnapshot> = {}): RegionSnapshot {
  return { id, name: id, area, bottom: null, top: null, terrain: [], ductwayExit: null, lift: null, ...extra };
}

function scene(
  models: ModelSnapshot[],
  regions: RegionSnapshot[] = [],
  unit: SceneSnapshot["unit"] = "in",
): SceneSnapshot {
  return { unit, gridStep: 1, bounds: { x: 0, y: 0, width: 40, height: 40 }, models, regions };
}

/** Steps along y = 1 at these x, each at its elevation (0 when not given). */
function steps(xs: readonly number[], elevations: readonly number[] = [], extra: Partial<PathStep> = {}): PathStep[] {
  return xs.map((x, i) => ({ x, y: 1, elevation: elevations[i] ?? 0, action: "move", ...extra }));
}

const tests = (effects: Effect[]) =>
  effects.flatMap((e) => (e.type === "test" ? [{ kind: e.call.kind, distance: e.call.distance }] : []));

const summary = (extra: object = {}) => ({
  actions: ["move"],
  conditions: [] as string[],
  turnDistance: 6,
  bands: [],
  zeroGravity: false,
  ...extra,
});

describe("necromunda-movement.md § Jumping Down: every drop is its own jump-down test", () => {
  const me = fighter("me", 6, 1);

  it('up 3" then down 3" is a 3" jump down (net drop 0)', () => {
    const path = steps([0, 1, 2, 3, 4, 5, 6], [0, 3, 3, 3, 0, 0, 0], { action: "jump" });
    const move = { mover: "me", path, summary: summary({ drop: 0, rise: 0 }), inCombat: true };
    expect(tests(finishedMoveEffects(scene([me]), move, necromunda))).toEqual([{ kind: "jumpDown", distance: 3 }]);
  });

  it('two drops of 2" and 4" are two tests, each with its own modifier (4": −1)', () => {
    const path = steps([0, 1, 2, 3, 4, 5], [6, 4, 4, 4, 0, 0], { action: "jump" });
    const move = { mover: "me", path, summary: summary({ drop: 6 }), inCombat: true };
    const effects = finishedMoveEffects(scene([me]), move, necromunda);
    expect(tests(effects)).toEqual([
      { kind: "jumpDown", distance: 2 },
      { kind: "jumpDown", distance: 4 },
    ]);
    const calls = effects.flatMap((e) => (e.type === "test" ? [e.call] : []));
    expect(calls.map((c) => c.modifiers)).toEqual([[], [{ source: "jumpDown", value: -1 }]]);
  });

  it("the same drops climbed down (a Move, not a jump) are no test (§ Climbing: any vertical surface)", () => {
    const path = steps([0, 1, 2, 3, 4, 5], [6, 4, 4, 4, 0, 0]);
    const move = { mover: "me", path, summary: summary({ drop: 6 }), inCombat: true };
    expect(tests(finishedMoveEffects(scene([me]), move, necromunda))).toEqual([]);
  });

  it('a drop under 1" is a step down, and stairs are normal movement (no test)', () => {
    const path = steps([0, 1, 2], [0.5, 0, 0]);
    const move = { mover: "me", path, summary: summary({ drop: 0.5 }), inCombat: true };
    expect(tests(finishedMoveEffects(scene([me]), move, necromunda))).toEqual([]);
    const stairs = steps([0, 1, 2], [4, 2, 0], { conditions: ["stairs"] });
    const down = { mover: "me", path: stairs, summary: summary({ drop: 0 }), inCombat: true };
    expect(tests(finishedMoveEffects(scene([me]), down, necromunda))).toEqual([]);
  });
});

/** A 2"-high strip of terrain from x = a to x = b across y 0–2 (inches). */
function strip(id: string, a: number, b: number, terrain: RegionSnapshot["terrain"]): RegionSnapshot {
  return region(id, { x: a, y: 0, width: b - a, height: 2 }, { terrain });
}

const gap = (id: string, a: number, b: number) => strip(id, a, b, [{ condition: "gap", height: 3, railing: false }]);
const dangerous = (id: string, a: number, b: number) =>
  strip(id, a, b, [{ condition: "dangerous", height: 0, railing: false }]);

/** The conditions of the regions holding each step (as the adapter reads Foundry's regions). */
function along(path: PathStep[], regions: RegionSnapshot[]): PathStep[] {
  return path.map((p) => {
    const here = regions.filter((r) => r.area && p.x > r.area.x && p.x < r.area.x + r.area.width);
    return here.length ? { ...p, conditions: here.flatMap((r) => r.terrain.map((t) => t.condition)) } : p;
  });
}

/** The drag's decision for a Run (10") along `path`, every step costing its length, after `marks`. */
function drag(models: ModelSnapshot[], regions: RegionSnapshot[], walked: PathStep[], marks: string[] = []) {
  const path = walked.map((p) => ({ ...p, action: "run" }));
  const input: DragInput = {
    path,
    segments: path.slice(1).map((p, i) => {
      const d = Math.hypot(p.x - path[i]!.x, p.y - path[i]!.y);
      return { cost: d, distance: d };
    }),
    turn: {
      bands: necromunda.bands.movementBands({ characteristics: { move: 5 } }),
      flying: null,
      variant: "core",
      ratio: 1,
    },
    history: { cost: 0, distance: 0 },
    edgeCleared: marks.includes("edgeCleared"),
    clearedRegions: [...clearedEdges(marks).regions],
    exact: false,
  };
  return dragStop(prepareDrag(scene(models, regions), "me", necromunda), input);
}

describe("necromunda-movement.md § Leaping Gaps: a passed leap clears that gap only", () => {
  const me = fighter("me", 0.5, 1);
  const gaps = [gap("gapA", 3, 5), gap("gapB", 7, 9)];
  const path = along(steps([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5]), gaps);

  it("the drag stops at the first gap's edge (x 2.5) for a leap", () => {
    expect(drag([me], gaps, path)).toMatchObject({ step: 2, reason: "edge", test: "leap" });
  });

  it("after gap A's leap the drag goes over A and stops at gap B's edge (x 6.5): two leaps", () => {
    expect(drag([me], gaps, path, ["edgeCleared:gapA"])).toMatchObject({ step: 6, reason: "edge", test: "leap" });
    expect(drag([me], gaps, path, ["edgeCleared:gapA", "edgeCleared:gapB"])).toBeNull();
  });

  it("the finished move stopped at each edge posts that gap's 3\" leap, naming the gap it clears", () => {
    const first = { mover: "me", path: path.slice(0, 3), summary: null, inCombat: true, stoppedShort: true };
    const second = { ...first, path: path.slice(0, 7), marks: ["edgeCleared:gapA"] };
    const calls = (move: typeof first) =>
      finishedMoveEffects(scene([me], gaps), move, necromunda).flatMap((e) => (e.type === "test" ? [e.call] : []));
    expect(calls(first).map((c) => [c.kind, c.distance, c.request?.options?.[EDGE_REGION_OPTION]])).toEqual([
      ["leap", 3, "gapA"],
    ]);
    expect(calls(second).map((c) => [c.kind, c.distance, c.request?.options?.[EDGE_REGION_OPTION]])).toEqual([
      ["leap", 3, "gapB"],
    ]);
  });

  it("passing a leap marks its own gap, not the turn", () => {
    const request = { kind: "leap", distance: 3, options: { [EDGE_REGION_OPTION]: "gapA" } };
    expect(passedTestEffects("me", "leap", necromunda, request)).toEqual([
      { type: "turnMark", model: "me", mark: "edgeCleared:gapA" },
    ]);
  });
});

describe("necromunda-movement.md § Dangerous Terrain: a passed test clears that area only", () => {
  const me = fighter("me", 0.5, 1);
  const areas = [dangerous("mudA", 2, 4), dangerous("mudB", 6, 8)];
  const path = along(steps([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]), areas);

  it("cleared at area A, the drag stops again at area B's edge (x 5.5)", () => {
    expect(drag([me], areas, path, ["edgeCleared:mudA"])).toMatchObject({ step: 5, reason: "edge", test: "dangerous" });
  });

  it("a move through both after clearing A still posts the Initiative test for B", () => {
    const summary = { actions: ["run"], conditions: ["dangerous"], turnDistance: 8, bands: [], zeroGravity: false };
    const move = { mover: "me", path, summary, inCombat: true, marks: ["edgeCleared:mudA"] };
    expect(tests(finishedMoveEffects(scene([me], areas), move, necromunda))).toEqual([
      { kind: "dangerous", distance: undefined },
    ]);
    const both = { ...move, marks: ["edgeCleared:mudA", "edgeCleared:mudB"] };
    expect(tests(finishedMoveEffects(scene([me], areas), both, necromunda))).toEqual([]);
  });
});

describe("necromunda-movement.md § Leaping Gaps: only a gap bigger than the base is leapt", () => {
  // Steps every ½" so the path stands inside a ¾" gap.
  const xs = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

  it('a ¾" gap is stepped over by a 1" base: no stop, no leap test', () => {
    const me = fighter("me", 0.5, 1, 1);
    const narrow = [gap("crack", 2.25, 3)];
    const path = along(steps(xs), narrow);
    expect(drag([me], narrow, path)).toBeNull();
    const move = { mover: "me", path: path.slice(0, 4), summary: null, inCombat: true, stoppedShort: true };
    expect(finishedMoveEffects(scene([me], narrow), move, necromunda)).toEqual([]);
  });

  it('a 1½" gap is leapt by a 1" base: the drag stops at its edge (x 2)', () => {
    const me = fighter("me", 0.5, 1, 1);
    const wide = [gap("chasm", 2.25, 3.75)];
    expect(drag([me], wide, along(steps(xs), wide))).toMatchObject({ step: 3, reason: "edge", test: "leap" });
  });
});

describe("necromunda-movement.md § Leaping Gaps: no move ends over a gap", () => {
  it("a drag ending inside a gap it may cross is cut back to the edge (x 2.5)", () => {
    const me = fighter("me", 0.5, 1);
    const gaps = [gap("gapA", 3, 5)];
    const path = along(steps([0.5, 1.5, 2.5, 3.5]), gaps);
    expect(drag([me], gaps, path, ["edgeCleared:gapA"])).toMatchObject({ step: 2, reason: "forbiddenEnd" });
    // Every edge cleared (a test posted by hand for no region): still no standing over the gap.
    expect(drag([me], gaps, path, ["edgeCleared"])).toMatchObject({ step: 2, reason: "forbiddenEnd" });
  });

  it('a finished move that ends over a 2" gap without its leap owes that gap\'s 3" leap (a failure falls in)', () => {
    const me = fighter("me", 3.5, 1);
    const gaps = [gap("gapA", 3, 5)];
    const path = along(steps([0.5, 1.5, 2.5, 3.5]), gaps);
    const move = { mover: "me", path, summary: null, inCombat: true, stoppedShort: false };
    const calls = (m: typeof move & { marks?: string[] }) =>
      finishedMoveEffects(scene([me], gaps), m, necromunda).flatMap((e) =>
        e.type === "test" ? [[e.call.kind, e.call.distance, e.call.request?.options?.[EDGE_REGION_OPTION]]] : [],
      );
    expect(calls(move)).toEqual([["leap", 3, "gapA"]]);
    expect(calls({ ...move, marks: ["edgeCleared:gapA"] })).toEqual([]);
    expect(calls({ ...move, inCombat: false })).toEqual([]);
    const leap = necromunda.tests.buildTest({ kind: "leap", distance: 3 })!;
    expect(necromunda.tests.resolve(leap, 4, [1])).toMatchObject({ outcome: "fallsHit", prone: true });
  });

  it("a narrow gap stepped over cannot be ended on either", () => {
    const me = fighter("me", 0.5, 1, 1);
    const narrow = [gap("crack", 2.25, 3)];
    const path = along(steps([0.5, 1, 1.5, 2, 2.5]), narrow);
    expect(drag([me], narrow, path)).toMatchObject({ step: 3, reason: "forbiddenEnd" });
  });
});

describe("shadowrun-movement.md § Jumping: a running jump needs its run-up, else it is a standing jump", () => {
  const shadowrun = getRuleset("shadowrun");
  const roofs = (x: number): SceneSnapshot => ({
    ...scene([{ ...fighter("t1", x, 1), characteristics: {} }], [], "m"),
    regions: [
      region(
        "alley",
        { x: 10, y: 0, width: 3, height: 2 },
        { terrain: [{ condition: "gap", height: 12, railing: false, width: 3 }] },
      ),
    ],
  });
  /** A walk along y = 1 ending at x = 9.5, at the alley's edge, starting `runUp` metres back. */
  const walk = (runUp: number) => {
    const xs: number[] = [];
    for (let x = 9.5 - runUp; x <= 9.5 + 1e-9; x += 0.5) xs.push(x);
    return {
      mover: "t1",
      path: steps(xs, [], { action: "srWalk" }),
      summary: null,
      inCombat: true,
      stoppedShort: true,
    };
  };
  const jumps = (runUp: number) =>
    finishedMoveEffects(roofs(9.5), walk(runUp), shadowrun).flatMap((e) =>
      e.type === "test" ? [[e.call.kind, e.call.distance]] : [],
    );

  it("a 6 m straight run-up to a 3 m gap is a running jump (80 cm a hit)", () => {
    expect(jumps(6)).toEqual([["jump", 3]]);
  });

  it("4 m of run-up is enough; 2 m is a standing jump (40 cm a hit)", () => {
    expect(jumps(4)).toEqual([["jump", 3]]);
    expect(jumps(2)).toEqual([["jumpStanding", 3]]);
  });

  it("a standing jump that clears the gap lets the runner go on over that gap", () => {
    const call = shadowrun.tests.buildTest({
      kind: "jump",
      distance: 2,
      options: { start: "standing", edgeRegion: "alley" },
    })!;
    expect(call.kind).toBe("jumpStanding");
    // Agility 4 + Strength 3: 1.4 m base, + 0.4 m a hit standing: 2 hits reach 2.2 m ≥ 2 m.
    const profile = { characteristics: { agility: 4, strength: 3 } };
    const resolution = shadowrun.tests.resolve(call, 7, [5, 5, 1, 2, 2, 2, 2], profile);
    expect(resolution).toMatchObject({ success: true, consequences: [{ type: "crossEdge" }] });
    expect(resolution.pool?.amount).toBeCloseTo(2.2, 9);
  });
});
