/**
 * The nearest-first search for the shift 1" from enemies after an involuntary move
 * (necromunda-movement.md § Involuntary Move; src/rules/moves/involuntary-search.ts) against the
 * exhaustive search it replaced (tests/support/involuntary-reference.ts): the same point, to the
 * last bit, on crowded tables with bases, walls, solid ground, levels and the table's edge, on a
 * lattice (where many candidates are exactly as near as each other) and off it. Then positions
 * pinned by hand.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  involuntaryEnd,
  involuntaryEnds,
  vehicleMoveEffects,
  type Effect,
  type ModelSnapshot,
} from "../../src/rules";
import type { RegionSnapshot, SceneSnapshot } from "../../src/rules";
import { referenceEnd, referenceEnds } from "../support/involuntary-reference";
import { EDGE } from "../../src/rules/moves/involuntary-search";

const necromunda = getRuleset("necromunda");

/** A fighter (or vehicle) with its base centred at (x, y), inches. */
function fighter(
  id: string,
  x: number,
  y: number,
  extra: Partial<Omit<ModelSnapshot, "base">> & { radius?: number } = {},
): ModelSnapshot {
  const { radius = 0.5, ...rest } = extra;
  return {
    id,
    name: id,
    kind: "character",
    disposition: "hostile",
    base: { x, y, radius },
    footprint: { x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius },
    elevation: 0,
    status: "standing",
    characteristics: { move: 5, initiative: 4 },
    visible: true,
    ...rest,
  };
}

function solid(id: string, x: number, y: number, width: number, height: number, condition: string): RegionSnapshot {
  return {
    id,
    name: id,
    area: { x, y, width, height },
    bottom: null,
    top: null,
    terrain: [{ condition, height: condition === "obstacle" ? 1 : 0, railing: false }],
    ductwayExit: null,
    lift: null,
  };
}

/** A crowded table: models on a 1.25" lattice or anywhere, walls, solid boxes, the table's edge. */
const tables = fc
  .record({
    lattice: fc.boolean(),
    models: fc.array(
      fc.record({
        i: fc.integer({ min: 0, max: 9 }),
        j: fc.integer({ min: 0, max: 9 }),
        x: fc.double({ min: 0, max: 12, noNaN: true }),
        y: fc.double({ min: 0, max: 12, noNaN: true }),
        radius: fc.constantFrom(0.5, 0.5, 0.625, 1),
        disposition: fc.constantFrom("friendly", "hostile", "hostile", "neutral"),
        elevation: fc.constantFrom(0, 0, 0, 0, 0.4, 0.9, 3),
        status: fc.constantFrom("standing", "standing", "prone", "seriouslyInjured"),
        vehicle: fc.boolean(),
      }),
      { minLength: 1, maxLength: 40 },
    ),
    walls: fc.array(
      fc.record({
        ax: fc.double({ min: 0, max: 12, noNaN: true }),
        ay: fc.double({ min: 0, max: 12, noNaN: true }),
        bx: fc.double({ min: 0, max: 12, noNaN: true }),
        by: fc.double({ min: 0, max: 12, noNaN: true }),
      }),
      { maxLength: 3 },
    ),
    boxes: fc.array(
      fc.record({
        x: fc.double({ min: 0, max: 11, noNaN: true }),
        y: fc.double({ min: 0, max: 11, noNaN: true }),
        w: fc.double({ min: 0.2, max: 3, noNaN: true }),
        h: fc.double({ min: 0.2, max: 3, noNaN: true }),
        condition: fc.constantFrom("impassable", "obstacle", "difficult"),
      }),
      { maxLength: 3 },
    ),
    bounded: fc.boolean(),
    mover: fc.record({
      radius: fc.constantFrom(0.5, 0.625, 1),
      status: fc.constantFrom("standing", "prone", "seriouslyInjured"),
      elevation: fc.constantFrom(0, 0, 0.4, 3),
    }),
    at: fc.record({
      i: fc.integer({ min: 0, max: 9 }),
      j: fc.integer({ min: 0, max: 9 }),
      dx: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
      dy: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
      onLattice: fc.boolean(),
    }),
  })
  .map(({ lattice, models, walls, boxes, bounded, mover, at }) => {
    const placed = models.map((m, k) =>
      fighter(`m${k}`, lattice ? m.i * 1.25 : m.x, lattice ? m.j * 1.25 : m.y, {
        radius: m.radius,
        disposition: m.disposition,
        elevation: m.elevation,
        status: m.status,
        kind: m.vehicle && k % 5 === 0 ? "vehicle" : "character",
      }),
    );
    const me = fighter("me", 20, 20, {
      radius: mover.radius,
      disposition: "friendly",
      status: mover.status,
      elevation: mover.elevation,
    });
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: bounded ? { x: -1, y: -1, width: 14, height: 14 } : { x: -50, y: -50, width: 100, height: 100 },
      models: [...placed, me],
      regions: boxes.map((b, k) => solid(`r${k}`, b.x, b.y, b.w, b.h, b.condition)),
      walls: walls.map((w) => ({ a: { x: w.ax, y: w.ay }, b: { x: w.bx, y: w.by } })),
    };
    // Near one of the models: on its centre or a lattice half-step off it (ties), or anywhere near.
    const { x, y } = placed[(at.i * 10 + at.j) % placed.length]!.base;
    const point = at.onLattice ? { x: x + (at.dx > 0 ? 0.625 : 0), y } : { x: x + at.dx, y: y + at.dy };
    return { snapshot, at: point };
  });

describe("the nearest-first shift gives the exhaustive search's point (§ Involuntary Move)", () => {
  it("for one forced move (involuntaryEnd), to the last bit", () => {
    fc.assert(
      fc.property(tables, ({ snapshot, at }) => {
        expect(involuntaryEnd(snapshot, "me", at, necromunda)).toEqual(referenceEnd(snapshot, "me", at, necromunda));
      }),
      { numRuns: 400 },
    );
  });

  it("for a list of forced moves measured against each other (involuntaryEnds)", () => {
    fc.assert(
      fc.property(tables, fc.array(fc.nat(), { maxLength: 6 }), ({ snapshot, at }, picks) => {
        const models = snapshot.models.filter((m) => m.id !== "me");
        const effects: Effect[] = [
          { type: "move", model: "me", to: at },
          ...picks.map((k, n): Effect => {
            const m = models[k % models.length]!;
            return { type: "move", model: m.id, to: { x: m.base.x + ((n % 3) - 1) * 0.7, y: m.base.y + 0.4 } };
          }),
        ];
        expect(involuntaryEnds(snapshot, effects, necromunda)).toEqual(referenceEnds(snapshot, effects, necromunda));
      }),
      { numRuns: 200 },
    );
  });

  it("in a 1,000-fighter crowd of alternating sides, every fighter moved half an inch", () => {
    const crowd: ModelSnapshot[] = [];
    for (let k = 0; k < 1000; k++) {
      crowd.push(
        fighter(`f${k}`, (k % 32) * 1.25, Math.floor(k / 32) * 1.25, {
          disposition: k % 2 ? "hostile" : "friendly",
        }),
      );
    }
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: -2, y: -2, width: 46, height: 46 },
      models: crowd,
      regions: [],
    };
    // Along a line through the crowd's middle row and the gap beside it.
    for (let k = 480; k < 560; k += 7) {
      const m = crowd[k]!;
      const at = { x: m.base.x + 0.3, y: m.base.y + (k % 2 ? 0.625 : -0.5) };
      expect(involuntaryEnd(snapshot, m.id, at, necromunda)).toEqual(referenceEnd(snapshot, m.id, at, necromunda));
    }
  });
});

describe("shifted positions, by hand (§ Involuntary Move)", () => {
  it("two fighters moved aside to one spot are shifted one after the other: the second stands clear of the first", () => {
    // An enemy at (0, 0), ½" bases: out of its 1" zone is 2" from its centre. Both friends are moved
    // to (1.2, 0). The first is kept off the enemy's zone and off the second's base where it was
    // put: (2.2, 0). The second then goes round the 2" circle until its base touches the first's,
    // 1" from (2.2, 0): x = (4 + 2.2² − 1) / (2 · 2.2), y = ±√(4 − x²). Measured against the
    // first where it was put instead, it went to (2.2, 0) too, on top of it.
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: -20, y: -20, width: 40, height: 40 },
      models: [
        fighter("enemy", 0, 0),
        fighter("a", 8, 8, { disposition: "friendly" }),
        fighter("b", 10, 8, { disposition: "friendly" }),
      ],
      regions: [],
    };
    const effects: Effect[] = [
      { type: "move", model: "a", to: { x: 1.2, y: 0 } },
      { type: "move", model: "b", to: { x: 1.2, y: 0 } },
    ];
    const [a, b] = involuntaryEnds(snapshot, effects, necromunda) as { to: { x: number; y: number } }[];
    expect(a!.to.x).toBeCloseTo(2.2, 5);
    expect(a!.to.y).toBeCloseTo(0, 5);
    const x = (4 + 2.2 ** 2 - 1) / (2 * 2.2);
    expect(b!.to.x).toBeCloseTo(x, 5);
    expect(Math.abs(b!.to.y)).toBeCloseTo(Math.sqrt(4 - x * x), 5);
    expect(Math.hypot(b!.to.x - a!.to.x, b!.to.y - a!.to.y)).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(Math.hypot(b!.to.x, b!.to.y)).toBeGreaterThanOrEqual(2 - 1e-9);
  });

  it('between two enemies 3" apart on a line: out sideways where both zones meet', () => {
    // Enemies' centres (0, 0) and (3, 0), ½" bases: the mover's centre must be 2" from each;
    // dropped at (1.5, 0.2) it goes to where the two 2" circles cross above the line: (1.5, √1.75).
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: -20, y: -20, width: 40, height: 40 },
      models: [fighter("a", 0, 0), fighter("b", 3, 0), fighter("me", 10, 10, { disposition: "friendly" })],
      regions: [],
    };
    const to = involuntaryEnd(snapshot, "me", { x: 1.5, y: 0.2 }, necromunda);
    expect(to.x).toBeCloseTo(1.5, 5);
    expect(to.y).toBeCloseTo(Math.sqrt(1.75), 5);
  });

  it("exactly between them, the first of the two equally near crossings (+y, left of a to b) is taken", () => {
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: -20, y: -20, width: 40, height: 40 },
      models: [fighter("a", 0, 0), fighter("b", 3, 0), fighter("me", 10, 10, { disposition: "friendly" })],
      regions: [],
    };
    const to = involuntaryEnd(snapshot, "me", { x: 1.5, y: 0 }, necromunda);
    expect(to.x).toBeCloseTo(1.5, 5);
    expect(to.y).toBeCloseTo(Math.sqrt(1.75), 5);
  });

  it('ringed by four enemies 1.5" out, it leaves between two of them, 2" from both', () => {
    // Enemies at (±1.5, 0) and (0, ±1.5) about the drop point (0, 0), 2" circles about each. Straight
    // out of one zone lands in the opposite one; two opposite zones cross inside the other two; two
    // neighbours' circles cross outwards on a diagonal: their centres 1.5√2 apart, the crossing
    // 1.5√2 / 2 from the midpoint (0.75, 0.75) along it and √(4 − 1.125) across, so x = y =
    // 0.75 + √2.875 / √2 (all four diagonals as near).
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: -20, y: -20, width: 40, height: 40 },
      models: [
        fighter("e", 1.5, 0),
        fighter("s", 0, 1.5),
        fighter("w", -1.5, 0),
        fighter("n", 0, -1.5),
        fighter("me", 10, 10, { disposition: "friendly" }),
      ],
      regions: [],
    };
    const to = involuntaryEnd(snapshot, "me", { x: 0, y: 0 }, necromunda);
    const out = 0.75 + Math.sqrt(2.875) / Math.SQRT2;
    expect(Math.abs(to.x)).toBeCloseTo(out, 5);
    expect(Math.abs(to.y)).toBeCloseTo(out, 5);
    expect(to).toEqual(referenceEnd(snapshot, "me", { x: 0, y: 0 }, necromunda));
  });

  it("an enemy 10⁻¹⁶² off the drop point, on a friend's centre: straight out of its zone, 2\" down", () => {
    // The square of 1.57e-162 is below the smallest double: the direction out of the zone is read
    // from the offset itself, not lost to nothing.
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: -50, y: -50, width: 100, height: 100 },
      models: [
        fighter("m0", 0, 1.5717277847026288e-162),
        fighter("m1", 0, 0, { disposition: "friendly" }),
        fighter("me", 20, 20, { disposition: "friendly" }),
      ],
      regions: [],
      walls: [],
    };
    const to = involuntaryEnd(snapshot, "me", { x: 0, y: 0 }, necromunda);
    expect(to).toEqual({ x: 0, y: -2.000001 });
    expect(to).toEqual(referenceEnd(snapshot, "me", { x: 0, y: 0 }, necromunda));
  });
});

/**
 * Where every model stands after a list of effects (each model's last move counts), by id.
 */
function standing(snapshot: SceneSnapshot, effects: readonly Effect[]): Map<string, ModelSnapshot> {
  const out = new Map(snapshot.models.map((m) => [m.id, m]));
  for (const e of effects) {
    if (e.type !== "move") continue;
    const m = out.get(e.model)!;
    out.set(e.model, { ...m, base: { ...m.base, x: e.to.x, y: e.to.y } });
  }
  return out;
}

/**
 * The shifted fighters of `settled` (their end differs from `unsettled`'s): each ends 1" (the zone)
 * or more from every enemy holding a zone and off every other fighter's base (contact allowed),
 * where the list leaves them, give or take the search's slack at an edge (EDGE). All models stand at one level, standing. Returns how many were shifted.
 */
function expectShiftsClear(snapshot: SceneSnapshot, unsettled: readonly Effect[], settled: readonly Effect[]): number {
  const before = standing(snapshot, unsettled);
  const after = standing(snapshot, settled);
  let shifted = 0;
  for (const [id, m] of after) {
    const was = before.get(id)!;
    if (was.base.x === m.base.x && was.base.y === m.base.y) continue;
    shifted++;
    for (const [otherId, o] of after) {
      if (otherId === id || o.kind === "vehicle") continue;
      const apart = Math.hypot(m.base.x - o.base.x, m.base.y - o.base.y) - m.base.radius - o.base.radius;
      expect(apart).toBeGreaterThanOrEqual(-EDGE);
      const opposed =
        (m.disposition === "friendly" && o.disposition === "hostile") ||
        (m.disposition === "hostile" && o.disposition === "friendly");
      if (opposed) expect(apart).toBeGreaterThanOrEqual(1 - EDGE);
    }
  }
  return shifted;
}

describe('shifted fighters never overlap and end 1" from enemies (§ Involuntary Move)', () => {
  // The same ruleset with no fighter held off a zone: the moves as they were before the shift.
  const unheld: typeof necromunda = { ...necromunda, engagement: { ...necromunda.engagement, isHeld: () => false } };
  const crowds = fc.record({
    lattice: fc.boolean(),
    spots: fc.array(
      fc.record({
        i: fc.integer({ min: 0, max: 11 }),
        j: fc.integer({ min: 0, max: 7 }),
        x: fc.double({ min: 0, max: 14, noNaN: true }),
        y: fc.double({ min: 0, max: 9, noNaN: true }),
        side: fc.constantFrom("friendly", "hostile"),
      }),
      { minLength: 1, maxLength: 60 },
    ),
    lane: fc.double({ min: 1, max: 8, noNaN: true }),
    turn: fc.double({ min: -3, max: 3, noNaN: true }),
    steps: fc.integer({ min: 2, max: 30 }),
  });

  it("after a vehicle drives through a crowd (run over, moved aside, then settled one after another)", () => {
    let shifted = 0;
    fc.assert(
      fc.property(crowds, ({ lattice, spots, lane, turn, steps }) => {
        const models = spots.map((s, k) =>
          fighter(`f${k}`, lattice ? s.i * 1.25 : s.x, lattice ? s.j * 1.25 : s.y, { disposition: s.side }),
        );
        const truck = fighter("truck", 17, lane, {
          kind: "vehicle",
          radius: 1,
          disposition: "neutral",
          characteristics: { move: 8, handling: 5 },
          toughness: { front: 8, side: 7, rear: 6 },
        });
        const snapshot: SceneSnapshot = {
          unit: "in",
          gridStep: 1,
          bounds: { x: -4, y: -4, width: 24, height: 18 },
          models: [...models, truck],
          regions: [],
        };
        const path = Array.from({ length: steps + 1 }, (_, n) => ({
          x: 17 - (n * 18) / steps,
          y: lane + (turn * n) / steps,
          elevation: 0,
        }));
        const settled = vehicleMoveEffects(snapshot, "truck", path, necromunda);
        const unsettled = vehicleMoveEffects(snapshot, "truck", path, unheld);
        shifted += expectShiftsClear(snapshot, unsettled, settled);
      }),
      { numRuns: 150 },
    );
    // The property saw shifts, not only crowds the truck missed.
    expect(shifted).toBeGreaterThan(20);
  });

  it("for any list of forced moves into a crowd (involuntaryEnds)", () => {
    fc.assert(
      fc.property(crowds, fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), ({ lattice, spots }, picks) => {
        const models = spots.map((s, k) =>
          fighter(`f${k}`, lattice ? s.i * 1.25 : s.x, lattice ? s.j * 1.25 : s.y, { disposition: s.side }),
        );
        const snapshot: SceneSnapshot = {
          unit: "in",
          gridStep: 1,
          bounds: { x: -4, y: -4, width: 24, height: 18 },
          models,
          regions: [],
        };
        const effects: Effect[] = picks.map((k, n) => {
          const m = models[k % models.length]!;
          return { type: "move", model: m.id, to: { x: m.base.x + ((n % 5) - 2) * 0.45, y: m.base.y + 0.6 } };
        });
        expectShiftsClear(snapshot, effects, involuntaryEnds(snapshot, effects, necromunda));
      }),
      { numRuns: 200 },
    );
  });
});
