import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TokenLike } from "../../src/foundry/snapshot";
import { FakeCoreToken, installWorld, removeWorld } from "./fakes";

/** What the core class's constructor takes; the fakes stand in for it. */
type CoreArg = ConstructorParameters<typeof import("../../src/foundry/canvas/placeables/token").StrideToken>[0];

/** A 1" square grid of 100 px. */
const GRID = { size: 100, distance: 1, units: "in" };

const fighter = (move = 5) => ({
  movementProfile: { characteristics: { move, initiative: 4 } },
  flyingSpeed: 0,
});
const vehicle = {
  movementProfile: { characteristics: { move: 7 } },
  flyingSpeed: 0,
};

/** A 1"-base token at grid square (i, j). */
function token(
  id: string,
  i: number,
  j: number,
  disposition: number,
  system: unknown = fighter(),
): TokenLike & { actor: { type: string; system: unknown } } {
  const type = system === vehicle ? "vehicle" : "fighter";
  return { id, name: id, x: i * 100, y: j * 100, width: 1, height: 1, disposition, actor: { type, system } };
}

/** Grid steps along a row, top-left corners. */
const row = (from: number, to: number, action = "move") =>
  Array.from({ length: to - from + 1 }, (_, k) => ({
    x: (from + k) * 100,
    y: 0,
    action,
    intermediate: k > 0 && k < to - from,
  }));

let StrideToken: typeof import("../../src/foundry/canvas/placeables/token").StrideToken;
beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { Token: FakeCoreToken } } } });
  ({ StrideToken } = await import("../../src/foundry/canvas/placeables/token"));
});

describe("StrideToken on a Necromunda scene", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda", variant: "core" }));
  afterEach(() => removeWorld());

  function drag(moverSystem: unknown, to: number, action = "move", others = [token("foe", 6, 0, -1)]) {
    const document = {
      ...token("me", 0, 0, 1, moverSystem),
      combatant: { combat: { started: true } },
      movementHistory: [],
      parent: { grid: { ...GRID, isGridless: false }, flags: {}, tokens: others },
      getCompleteMovementPath: () => row(0, to, action),
      measureMovementPath: (w: { x: number }[]) => ({
        distance: 0,
        segments: w.slice(1).map((p, i) => ({ cost: (p.x - w[i]!.x) / 100, distance: (p.x - w[i]!.x) / 100 })),
      }),
    };
    const placeable = new StrideToken(document as unknown as CoreArg) as unknown as {
      constrainMovementPath(w: unknown[], o: object): [{ x: number }[], boolean];
      strideStop: { enemy: string } | null;
    };
    const [path, constrained] = placeable.constrainMovementPath(
      [
        { x: 0, y: 0 },
        { x: to * 100, y: 0, action },
      ],
      {},
    );
    return { end: path.at(-1)!.x, constrained, stop: placeable.strideStop };
  }

  it('holds a fighter 1" off an enemy and says why', () => {
    expect(drag(fighter(), 5)).toEqual({
      end: 400,
      constrained: true,
      stop: { reason: "engaged", enemy: "foe", x: 400, y: 0 },
    });
  });

  it("lets a Charge reach base contact", () => {
    expect(drag(fighter(), 5, "charge")).toMatchObject({ end: 500, stop: null });
  });

  it("lets a vehicle drive up to the enemy", () => {
    expect(drag(vehicle, 5)).toMatchObject({ end: 500, stop: null });
  });

  it("passes through a friend but does not end on its base", () => {
    const friends = [token("friend", 2, 0, 1)];
    expect(drag(fighter(), 3, "move", friends)).toMatchObject({ end: 300, constrained: false });
    expect(drag(fighter(), 2, "move", friends)).toMatchObject({ end: 100, constrained: true });
  });

  it("still holds a fighter to its Move in inches", () => {
    expect(drag(fighter(3), 4)).toMatchObject({ end: 300, stop: { reason: "allowance" } });
  });
});

describe("StrideToken: what the drag reads once and what it may not reveal", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda", variant: "core" }));
  afterEach(() => removeWorld());

  /** A fighter's token on a scene whose token list counts how often it is read. */
  function placeable(others: object[], extra: object = {}) {
    let reads = 0;
    const tokens = {
      *[Symbol.iterator]() {
        reads++;
        yield* others;
      },
    };
    const document = {
      ...token("me", 0, 0, 1),
      combatant: { combat: { id: "c1", round: 1, turn: 0, started: true } },
      movementHistory: [],
      parent: { grid: { ...GRID, isGridless: false }, flags: {}, tokens },
      getCompleteMovementPath: (w: { x: number; action?: string; terrain?: unknown }[]) => {
        const to = w.at(-1)!;
        return Array.from({ length: to.x / 100 + 1 }, (_, k) => ({
          ...(w.find((p) => p.x === k * 100) ?? { x: k * 100, action: to.action, terrain: null }),
          y: 0,
          intermediate: k > 0 && k < to.x / 100,
        }));
      },
      measureMovementPath: (w: { x: number }[]) => ({
        distance: 0,
        segments: w.slice(1).map((p, i) => ({ cost: (p.x - w[i]!.x) / 100, distance: (p.x - w[i]!.x) / 100 })),
      }),
    };
    const object = new StrideToken(document as unknown as CoreArg) as unknown as {
      constrainMovementPath(w: unknown[], o: object): [{ x: number }[], boolean];
      strideStop: unknown;
    };
    Object.assign(object, extra);
    const drag = (to: number, action = "move") =>
      object
        .constrainMovementPath(
          [
            { x: 0, y: 0 },
            { x: to * 100, y: 0, action },
          ],
          { preview: true },
        )[0]
        .at(-1)!.x;
    return { object, drag, reads: () => reads };
  }

  it("reads the scene once per drag, not on every pointer move", () => {
    const { drag, reads } = placeable([token("foe", 6, 0, -1)]);
    expect(drag(5)).toBe(400);
    expect(drag(4)).toBe(400);
    expect(drag(5)).toBe(400);
    expect(reads()).toBe(1);
  });

  it("is not held by an enemy the user cannot see, and names none (issue #9)", () => {
    const hidden = { ...token("foe", 6, 0, -1), hidden: true };
    const unseen = { ...token("foe", 6, 0, -1), object: { isVisible: false } };
    for (const foe of [hidden, unseen]) {
      const { object, drag } = placeable([foe]);
      expect(drag(5)).toBe(500);
      expect(object.strideStop).toBeNull();
    }
  });

  it('runs a short Charge on to its full 8", and stops it 1" from the enemy it cannot reach', () => {
    expect(placeable([token("foe", 12, 0, -1)]).drag(3, "charge")).toBe(800);
    expect(placeable([token("foe", 9, 0, -1)]).drag(3, "charge")).toBe(700);
    expect(placeable([token("foe", 12, 0, -1)]).drag(3, "move")).toBe(300);
  });

  it("builds the terrain path before reading terrain: stops at dangerous ground's edge", () => {
    const createTerrainMovementPath = vi.fn((w: { x: number }[]) =>
      w.map((p) => ({ ...p, terrain: p.x >= 200 ? { conditions: ["dangerous"] } : null })),
    );
    // The terrain path marks the end as dangerous; the complete path keeps the waypoint's terrain.
    const { object, drag } = placeable([], { createTerrainMovementPath });
    expect(drag(2)).toBe(100);
    expect(createTerrainMovementPath).toHaveBeenCalledWith(expect.any(Array), { preview: true });
    expect(object.strideStop).toEqual({ reason: "edge", test: "dangerous", x: 100, y: 0 });
  });
});
