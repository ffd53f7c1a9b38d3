/**
 * The nearest-first search behind the shift 1" from enemies after an involuntary move
 * (src/rules/moves/involuntary-search.ts; necromunda-movement.md § Involuntary Move: moved by the
 * shortest route until 1" from the enemy) held to the exhaustive search it replaced
 * (tests/support/involuntary-reference.ts) on the parts the crowds of involuntary-search.test.ts
 * seldom reach: more circles than the search pairs, points sampled round a zone when no exact
 * candidate fits, walls and their ends, circles whose edge other circles cover, and tables far from
 * the origin where its tolerances grow. Coordinates are integers scaled by a power of two, so many
 * candidates are exactly as near as each other. Then positions worked by hand.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  involuntaryEnd,
  involuntaryEnds,
  type Effect,
  type ModelSnapshot,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import { endsOf } from "../../src/rules/moves/involuntary";
import { EDGE } from "../../src/rules/moves/involuntary-search";
import { referenceEnd, referenceEnds } from "../support/involuntary-reference";
import { inchScene } from "../support/necromunda-vehicles";
import { boxRegion, fighter } from "../support/snapshots";

const necromunda = getRuleset("necromunda");

/** An inch scene on a 40" table centred on the origin, grid step 1". */
function table(models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot {
  return inchScene(models, { bounds: { x: -20, y: -20, width: 40, height: 40 }, regions });
}

/** A quarter-inch lattice coordinate in [0, max] inches. */
const quarter = (max: number) => fc.integer({ min: 0, max: 4 * max }).map((i) => i / 4);

/**
 * A crowded patch of table `size` inches square about the origin shifted by `origin`: up to `count`
 * models on a quarter-inch lattice (sides, levels, statuses, a few vehicles and wide bases), walls,
 * solid boxes, the table's edge close by or far, and the mover (one of several sizes) dropped
 * among them.
 */
function crowds(count: number, size: number, origin = 0) {
  return fc
    .record({
      models: fc.array(
        fc.record({
          x: quarter(size),
          y: quarter(size),
          wide: fc.constantFrom(false, false, false, true),
          side: fc.constantFrom("friendly", "hostile", "hostile", "hostile", "neutral"),
          elevation: fc.constantFrom(0, 0, 0, 0, 0, 0.5, 0.75, 1, 2),
          status: fc.constantFrom("standing", "standing", "standing", "prone", "seriouslyInjured"),
          vehicle: fc.constantFrom(false, false, false, false, false, false, true),
        }),
        { minLength: 1, maxLength: count, size: "max" },
      ),
      walls: fc.array(fc.record({ ax: quarter(size), ay: quarter(size), bx: quarter(size), by: quarter(size) }), {
        maxLength: 3,
      }),
      boxes: fc.array(
        fc.record({
          x: quarter(size),
          y: quarter(size),
          w: fc.integer({ min: 1, max: 12 }).map((i) => i / 4),
          h: fc.integer({ min: 1, max: 12 }).map((i) => i / 4),
          condition: fc.constantFrom("impassable", "obstacle"),
        }),
        { maxLength: 2 },
      ),
      edge: fc.integer({ min: -1, max: 3 }),
      outliers: fc.boolean(),
      mover: fc.constantFrom(0.5, 0.5, 1, 2),
      at: fc.record({ x: quarter(size), y: quarter(size) }),
    })
    .map(({ models, walls, boxes, edge, mover, at, outliers }) => {
      const o = origin;
      const placed = models.map((m, k) =>
        fighter(`m${k}`, o + m.x, o + m.y, {
          size: m.vehicle ? 2 : m.wide ? 2 : 1,
          kind: m.vehicle ? "vehicle" : "character",
          disposition: m.side as ModelSnapshot["disposition"],
          elevation: m.elevation,
          status: m.status,
        }),
      );
      const me = fighter("me", o, o, { size: 2 * mover, disposition: "friendly" });
      // The table's edge `edge` inches past the patch (none when -1: a table far larger).
      const margin = edge < 0 ? 200 : edge;
      const snapshot: SceneSnapshot = {
        unit: "in",
        gridStep: 1,
        bounds: { x: o - margin, y: o - margin, width: size + 2 * margin, height: size + 2 * margin },
        // Two friends 150" off make the table too sparse to grid (Circles' Field).
        models: outliers
          ? [
              ...placed,
              me,
              fighter("far0", o - 150, o - 150, { disposition: "friendly" }),
              fighter("far1", o + 150, o + 150),
            ]
          : [...placed, me],
        regions: boxes.map((b, k) => boxRegion(`r${k}`, o + b.x, o + b.y, b.w, b.h, b.condition)),
        walls: walls.map((w) => ({ a: { x: o + w.ax, y: o + w.ay }, b: { x: o + w.bx, y: o + w.by } })),
      };
      return { snapshot, at: { x: o + at.x, y: o + at.y }, origin: o };
    });
}

/**
 * A fighter standing on raised ground (a box `rise` inches up, in a 12" patch): the shift may not
 * step off that level (moves/standing.ts), so the exact candidates often land off it and the points
 * sampled round the zones are tried. Enemies on the box, beside it or half an inch below its top.
 */
function platforms() {
  return fc
    .record({
      box: fc.record({
        x: quarter(6),
        y: quarter(6),
        w: fc.integer({ min: 2, max: 24 }),
        h: fc.integer({ min: 2, max: 24 }),
      }),
      second: fc.option(fc.record({ x: quarter(10), y: quarter(10), w: quarter(4), h: quarter(4) })),
      rise: fc.constantFrom(1, 2),
      models: fc.array(
        fc.record({
          x: quarter(5),
          y: quarter(5),
          on: fc.constantFrom(0, 0.5, 1, 1),
          side: fc.constantFrom("friendly", "hostile", "hostile"),
          wide: fc.boolean(),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      walls: fc.array(fc.record({ ax: quarter(12), ay: quarter(12), bx: quarter(12), by: quarter(12) }), {
        maxLength: 2,
      }),
      at: fc.record({ i: fc.nat(), j: fc.nat() }),
      mover: fc.constantFrom(0.5, 0.5, 1),
    })
    .map(({ box, second, rise, models, walls, at, mover }) => {
      // Strictly inside the box, on its quarter-inch lattice.
      const point = { x: box.x + (1 + (at.i % (box.w - 1))) / 4, y: box.y + (1 + (at.j % (box.h - 1))) / 4 };
      const regions = [boxRegion("box", box.x, box.y, box.w / 4, box.h / 4, "raised", rise)];
      if (second) regions.push(boxRegion("step", second.x, second.y, second.w + 0.25, second.h + 0.25, "raised", rise));
      const snapshot: SceneSnapshot = {
        unit: "in",
        gridStep: 1,
        bounds: { x: -2, y: -2, width: 16, height: 16 },
        models: [
          ...models.map((m, k) =>
            // About the drop point, up to 2.5" off it each way.
            fighter(`m${k}`, point.x + m.x - 2.5, point.y + m.y - 2.5, {
              size: m.wide ? 2 : 1,
              disposition: m.side as ModelSnapshot["disposition"],
              elevation: m.on * rise,
            }),
          ),
          fighter("me", 20, 20, { size: 2 * mover, disposition: "friendly", elevation: rise }),
        ],
        regions,
        walls: walls.map((w) => ({ a: { x: w.ax, y: w.ay }, b: { x: w.bx, y: w.by } })),
      };
      return { snapshot, at: point };
    });
}

/*
 * The properties stop at the first counterexample (`endOnFailure`), unshrunk: a mutation run meets
 * hundreds of failing mutants, and shrinking a crowd takes seconds each. To shrink one, drop the
 * option and rerun (the seed is fixed: tests/support/property-seed.ts).
 */

/** Whether the nearest-first search gives the exhaustive one's point; the point, for counting. */
function expectSame(snapshot: SceneSnapshot, at: { x: number; y: number }) {
  const to = involuntaryEnd(snapshot, "me", at, necromunda);
  expect(to).toEqual(referenceEnd(snapshot, "me", at, necromunda));
  return to;
}

describe("the nearest-first shift gives the exhaustive search's point (§ Involuntary Move)", () => {
  it("in thick crowds, with more circles near the drop point than the search pairs", () => {
    let shifted = 0;
    fc.assert(
      fc.property(crowds(110, 9), ({ snapshot, at }) => {
        if (expectSame(snapshot, at) !== at) shifted++;
      }),
      { numRuns: 100, endOnFailure: true },
    );
    expect(shifted).toBeGreaterThan(30);
  });

  it("in thinner crowds with walls and solid ground", () => {
    let shifted = 0;
    fc.assert(
      fc.property(crowds(30, 8), ({ snapshot, at }) => {
        if (expectSame(snapshot, at) !== at) shifted++;
      }),
      { numRuns: 150, endOnFailure: true },
    );
    expect(shifted).toBeGreaterThan(30);
  });

  it("4,096\" from the origin, where the search's tolerances are wider", () => {
    let shifted = 0;
    fc.assert(
      fc.property(crowds(40, 6, 4096), ({ snapshot, at }) => {
        if (expectSame(snapshot, at) !== at) shifted++;
      }),
      { numRuns: 100, endOnFailure: true },
    );
    expect(shifted).toBeGreaterThan(30);
  });

  it("on raised ground, where the points sampled round a zone's edge are often the nearest that fit", () => {
    let shifted = 0;
    fc.assert(
      fc.property(platforms(), ({ snapshot, at }) => {
        if (expectSame(snapshot, at) !== at) shifted++;
      }),
      { numRuns: 300, endOnFailure: true },
    );
    expect(shifted).toBeGreaterThan(30);
  });

  it("for lists of forced moves in a crowd, each measured against those before it (involuntaryEnds)", () => {
    let shifted = 0;
    fc.assert(
      fc.property(
        crowds(60, 7),
        fc.array(
          fc.record({
            k: fc.nat(),
            x: quarter(7),
            y: quarter(7),
            elevation: fc.constantFrom(undefined, undefined, 0, 0.5, 2),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.nat(),
        ({ snapshot, at, origin }, picks, mine) => {
          const models = snapshot.models.filter((m) => m.kind !== "vehicle");
          const effects: Effect[] = picks.map(({ k, x, y, elevation }): Effect => {
            const m = models[k % models.length]!;
            const to = { x: origin + x, y: origin + y };
            return elevation === undefined
              ? { type: "move", model: m.id, to }
              : { type: "move", model: m.id, to, elevation };
          });
          // The fighter dropped among them somewhere in the list (and maybe moved again later).
          effects.splice(mine % (effects.length + 1), 0, { type: "move", model: "me", to: at });
          const ends = involuntaryEnds(snapshot, effects, necromunda);
          expect(ends).toEqual(referenceEnds(snapshot, effects, necromunda));
          shifted += ends.filter((e, n) => e !== effects[n]).length;
        },
      ),
      { numRuns: 250, endOnFailure: true },
    );
    expect(shifted).toBeGreaterThan(30);
  });
});

describe("shifted positions, by hand (§ Involuntary Move)", () => {
  it("only the 48 circles nearest the drop point are paired: an enemy's zone 49th in line is not, so a point sampled round the zone holding it is taken", () => {
    // ½" bases: zones 2" about an enemy's centre, bases 1" about a fighter's. Dropped at (0, 0) in
    // the zone of the enemy at (0.1, 0) (gap −1.9, first), on 46 friends stacked at (0, 0) (gap −1,
    // next) and on that enemy's base (gap −0.9): 48 circles, no two of which cross. Straight out
    // of the zone, (−1.9, 0), is in the zone of a second enemy at (−3.5, 0) (gap 1.5, 49th), whose
    // crossings with the first zone, (−1.7, ±0.872), would fit, but it is not paired. So the points
    // sampled every 5° round the first zone are tried: the second holds those within 25.84° of
    // straight back (cos θ < −0.9), so the nearest that fit are at 150° and 210° (as near as each
    // other, give or take rounding).
    const friends = Array.from({ length: 46 }, (_, k) => fighter(`f${k}`, 0, 0, { disposition: "friendly" }));
    const snapshot = table([
      fighter("a", 0.1, 0),
      fighter("b", -3.5, 0),
      ...friends,
      fighter("me", 10, 10, { disposition: "friendly" }),
    ]);
    const to = expectSame(snapshot, { x: 0, y: 0 });
    expect(to.x).toBeCloseTo(0.1 - (Math.sqrt(3) / 2) * (2 + EDGE), 12);
    expect(Math.abs(to.y)).toBeCloseTo((2 + EDGE) / 2, 12);
    // With a friend fewer, the second enemy's zone is paired: a crossing of the two zones is taken.
    const fewer = { ...snapshot, models: snapshot.models.filter((m) => m.id !== "f0") };
    const crossing = expectSame(fewer, { x: 0, y: 0 });
    expect(crossing.x).toBeCloseTo(-1.7, 5);
    expect(Math.abs(crossing.y)).toBeCloseTo(Math.sqrt(4 - 1.8 ** 2), 5);
  });

  it("only the zones among those 48 are sampled round: a nearer sample of the 49th is not taken", () => {
    // As above, the second enemy moved to 2√3 from the first, (0.1 − 2√3, 0): the two zones now cross
    // at (0.1 − √3, ±1), 150° round the first zone and 30° round the second, both sampled angles.
    // The first zone's samples there are nudged out of it, away from the drop point; the second's,
    // out of the second, towards it. The second zone is 49th, so only the first's are tried.
    const friends = Array.from({ length: 46 }, (_, k) => fighter(`f${k}`, 0, 0, { disposition: "friendly" }));
    const snapshot = table([
      fighter("a", 0.1, 0),
      fighter("b", 0.1 - 2 * Math.sqrt(3), 0),
      ...friends,
      fighter("me", 10, 10, { disposition: "friendly" }),
    ]);
    const to = expectSame(snapshot, { x: 0, y: 0 });
    expect(to.x).toBeCloseTo(0.1 - (Math.sqrt(3) / 2) * (2 + EDGE), 12);
    expect(Math.abs(to.y)).toBeCloseTo((2 + EDGE) / 2, 12);
  });

  it("on a narrow raised strip, the nearest point sampled round the zone that stays on the strip", () => {
    // The strip is 1" up, x from −1 to 3, y from −½ to ½; the enemy stands on it at (0, 0) and the
    // fighter is dropped on it at (0.5, 0.4), 38.7° round from the enemy. Out of the 2" zone on the
    // strip needs |sin θ| < ¼: straight out (38.7°) is off it, no two circles cross, so the samples
    // every 5° are tried; the nearest on the strip is at 10° (15° is off it).
    const snapshot = table(
      [fighter("foe", 0, 0, { elevation: 1 }), fighter("me", 10, 10, { disposition: "friendly", elevation: 1 })],
      [boxRegion("strip", -1, -0.5, 4, 1, "raised", 1)],
    );
    const to = expectSame(snapshot, { x: 0.5, y: 0.4 });
    const angle = (2 * Math.PI * 2) / 72;
    expect(to).toEqual({ x: Math.cos(angle) * (2 + EDGE), y: Math.sin(angle) * (2 + EDGE) });
  });

  it("where four zones meet at one point and eight more cover the rest of their edges, that point", () => {
    // ½" bases, zones 2" about each enemy's centre. The zones about (±2, 0) and (0, ±2) all pass
    // through (0, 0); those about (±4, 0), (0, ±4) and (±2, ±2) keep clear of it but, with the
    // first four, cover every other point of those four edges (each edge is left open at (0, 0)
    // alone). Dropped at (0.5, 0), in the zone about (2, 0) only, the nearest point out of every
    // zone is (0, 0), half an inch back: the search must not count those edges as held whole.
    const spots = [
      [-2, 0],
      [2, 0],
      [0, 2],
      [0, -2],
      [4, 0],
      [-4, 0],
      [0, 4],
      [0, -4],
      [2, 2],
      [2, -2],
      [-2, 2],
      [-2, -2],
    ] as const;
    const snapshot = table([
      ...spots.map(([x, y], k) => fighter(`e${k}`, x, y)),
      fighter("me", 10, 10, { disposition: "friendly" }),
    ]);
    const at = { x: 0.5, y: 0 };
    const to = expectSame(snapshot, at);
    expect(Math.hypot(to.x, to.y)).toBeLessThan(1e-5);
    // The same as a forced move in a list, the mover placed by it (its circles then kept on the table).
    const move: Effect = { type: "move", model: "me", to: at };
    const [end] = involuntaryEnds(snapshot, [move], necromunda);
    expect(end).toEqual(referenceEnds(snapshot, [move], necromunda)[0]);
    expect(end).toMatchObject({ to: { x: expect.closeTo(0, 5), y: expect.closeTo(0, 5) } });
    // And with every other enemy brought to its spot from 30" off by another effect of the same
    // move (endsOf's context, not shifted): the edges are then covered partly by the circles of
    // models no move places, partly by moved ones.
    const away: SceneSnapshot = {
      ...snapshot,
      models: snapshot.models.map((m, k) => (k % 2 ? { ...m, base: { ...m.base, x: 30 + k, y: 30 } } : m)),
    };
    const context = spots.flatMap(([x, y], k): Effect[] =>
      k % 2 ? [{ type: "move", model: `e${k}`, to: { x, y } }] : [],
    );
    const ends = endsOf(away, [move], necromunda, context);
    expect(ends).toEqual(referenceEnds(away, [move], necromunda, context));
    expect(ends.at(-1)).toMatchObject({ to: { x: expect.closeTo(0, 5), y: expect.closeTo(0, 5) } });
  });

  it("against a wall's end: where the zone's edge meets the circle a base's radius about that end", () => {
    // The enemy at (0, 0), ½" bases: out of its zone is 2" from its centre. A wall runs from (2, 0)
    // to (6, 0); the fighter is dropped at (1.5, 0.1). Straight out, (1.996, 0.133), its base
    // would overlap the wall's end; the lines ½" either side of the wall meet the zone's edge only
    // short of the wall. The nearest point that fits is where the zone's edge meets the circle ½"
    // about the wall's end (2, 0), on the fighter's side: along = (4 − ¼ + 4) / 4 = 1.9375 and
    // √(4 − 1.9375²) across.
    const snapshot = {
      ...table([fighter("foe", 0, 0), fighter("me", 10, 10, { disposition: "friendly" })]),
      walls: [{ a: { x: 2, y: 0 }, b: { x: 6, y: 0 } }],
    };
    const to = expectSame(snapshot, { x: 1.5, y: 0.1 });
    expect(to.x).toBeCloseTo(1.9375, 5);
    expect(to.y).toBeCloseTo(Math.sqrt(4 - 1.9375 ** 2), 5);
  });
});
