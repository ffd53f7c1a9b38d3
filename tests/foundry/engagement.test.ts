import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TokenLike } from "../../src/foundry/snapshot";
import { FakeCoreToken, installWorld, removeWorld } from "./fakes";
import { checkUndraggedStops, type ConstrainingToken } from "../../src/foundry/movement/check";

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

describe("a keyboard step or a HUD edit meets the drag's stops (movement/check.ts checkUndraggedStops)", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda", variant: "core" }));
  afterEach(() => removeWorld());

  /** A fighter's canvas token at (0, 0) with an enemy at grid square 6 (its 1" zone starts at 4"). */
  function fighterObject(others = [token("foe", 6, 0, -1)]) {
    const document = {
      ...token("me", 0, 0, 1),
      combatant: { combat: { started: true } },
      movementHistory: [],
      parent: { grid: { ...GRID, isGridless: false }, flags: {}, tokens: others },
      getCompleteMovementPath: (w: { x: number; action?: string }[]) => row(0, w.at(-1)!.x / 100, w.at(-1)!.action),
      measureMovementPath: (w: { x: number }[]) => ({
        distance: 0,
        segments: w.slice(1).map((p, i) => ({ cost: (p.x - w[i]!.x) / 100, distance: (p.x - w[i]!.x) / 100 })),
      }),
    };
    return new StrideToken(document as unknown as CoreArg) as unknown as ConstrainingToken;
  }

  /** Foundry's movement data of a step from (0, 0) to grid square `to`, by `method`. */
  const step = (to: number, method: string) => ({
    method,
    origin: { x: 0, y: 0, elevation: 0, action: "move" },
    passed: { cost: 0, distance: 0, waypoints: [] },
    pending: { cost: to, distance: to, waypoints: [{ x: to * 100, y: 0, elevation: 0, action: "move" }] },
  });

  it("refuses a keyboard step into an enemy's 1\" zone, with the reason, as a drag would stop there", () => {
    const world = installWorld({ ruleset: "necromunda", variant: "core" });
    expect(checkUndraggedStops(fighterObject(), step(5, "keyboard"))).toBe(false);
    expect(world.notifications.info).toHaveBeenCalledWith(expect.stringContaining("STRIDE.Ruler.Engaged"));
    expect(checkUndraggedStops(fighterObject(), step(5, "config"))).toBe(false);
  });

  it("lets a step short of the zone, a drag (constrained already) and an undo through", () => {
    expect(checkUndraggedStops(fighterObject(), step(3, "keyboard"))).toBe(true);
    expect(checkUndraggedStops(fighterObject(), step(5, "dragging"))).toBe(true);
    expect(checkUndraggedStops(fighterObject(), step(5, "undo"))).toBe(true);
    expect(checkUndraggedStops(null, step(5, "keyboard"))).toBe(true);
  });

  it("leaves the allowance to the allowance check, and lets the GM through", () => {
    // 6" past a Move of 5" with no enemy near: the allowance, which checkMovement judges.
    expect(checkUndraggedStops(fighterObject([]), step(6, "keyboard"))).toBe(true);
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = true;
    expect(checkUndraggedStops(fighterObject(), step(5, "keyboard"))).toBe(true);
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
