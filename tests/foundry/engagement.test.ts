import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  areEnemies,
  enemyBases,
  engagementStop,
  fallOffSpot,
  pixelScale,
  type EngagementToken,
} from "../../src/foundry/movement/engagement";
import { FakeCoreToken, installWorld, removeWorld } from "./fakes";

/** A 1" square grid of 100 px. */
const GRID = { size: 100, distance: 1, units: "in" };
const SCALE = pixelScale(GRID, "in");

const fighter = (move = 5, holds = true) => ({
  movementProfile: { characteristics: { move, initiative: 4 } },
  flyingSpeed: 0,
  ignoresEngagement: false,
  holdsEngagement: holds,
});
const vehicle = {
  movementProfile: { characteristics: { move: 7 } },
  flyingSpeed: 0,
  ignoresEngagement: true,
  holdsEngagement: false,
};

/** A 1"-base token at grid square (i, j). */
function token(id: string, i: number, j: number, disposition: number, system: unknown = fighter()): EngagementToken {
  return { id, name: id, x: i * 100, y: j * 100, width: 1, height: 1, disposition, actor: { system } };
}

/** Grid steps along a row, top-left corners. */
const row = (from: number, to: number, action = "move") =>
  Array.from({ length: to - from + 1 }, (_, k) => ({
    x: (from + k) * 100,
    y: 0,
    action,
    intermediate: k > 0 && k < to - from,
  }));

describe("enemies and bases", () => {
  it("friendly and hostile are enemies; neutral is not", () => {
    expect(areEnemies(1, -1)).toBe(true);
    expect(areEnemies(-1, 1)).toBe(true);
    expect(areEnemies(1, 1)).toBe(false);
    expect(areEnemies(1, 0)).toBe(false);
  });

  it("counts enemy fighters, not friends, Seriously Injured fighters or vehicles", () => {
    const mover = token("me", 0, 0, 1);
    const others = [
      token("foe", 5, 0, -1),
      token("friend", 3, 0, 1),
      token("down", 6, 0, -1, fighter(5, false)),
      token("truck", 7, 0, -1, vehicle),
    ];
    const { names, bases } = enemyBases(mover, others, GRID, SCALE);
    expect(names).toEqual(["foe"]);
    expect(bases[0]).toEqual({ x: 5.5, y: 0.5, radius: 0.5 });
  });
});

describe("engagementStop", () => {
  const mover = token("me", 0, 0, 1);
  const enemies = enemyBases(mover, [token("foe", 6, 0, -1)], GRID, SCALE);

  it('stops a Move at the last square outside 1" (grid)', () => {
    const stop = engagementStop(mover, row(0, 6), enemies, GRID, SCALE, 1, false)!;
    expect(stop.enemy).toBe("foe");
    expect(stop.path.at(-1)!.x).toBe(400); // square 4: 1" gap; square 5 would be 0"
  });

  it('stops exactly 1" off on a gridless scene', () => {
    const path = [
      { x: 0, y: 0, action: "move" },
      { x: 600, y: 0, action: "move" },
    ];
    const stop = engagementStop(mover, path, enemies, GRID, SCALE, 1, true)!;
    expect(stop.path.at(-1)!.x).toBe(400);
  });

  it('lets a Charge that ends in base contact through, and stops one that falls short 1" away', () => {
    expect(engagementStop(mover, row(0, 5, "charge"), enemies, GRID, SCALE, 1, false)).toBeNull();
    const short = [
      { x: 0, y: 0, action: "charge" },
      { x: 480, y: 0, action: "charge" },
    ];
    expect(engagementStop(mover, short, enemies, GRID, SCALE, 1, true)!.path.at(-1)!.x).toBe(400);
  });

  it("leaves a path that stays clear alone", () => {
    expect(engagementStop(mover, row(0, 4), enemies, GRID, SCALE, 1, false)).toBeNull();
  });
});

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
    const placeable = new StrideToken(document as never) as unknown as {
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
    expect(drag(fighter(3), 4)).toMatchObject({ end: 300, stop: null });
  });
});

describe("fallOffSpot (necromunda-movement.md § Fighters & Loot on Moving Vehicles)", () => {
  // A 2" vehicle at the origin, raised 1"; a rider standing on it.
  const vehicleToken = { ...token("hauler", 0, 0, -1, vehicle), width: 2, height: 2, elevation: 1 };
  const rider = { ...token("rider", 0, 0, 1), x: 50, y: 50, elevation: 3 };
  const scene = { grid: GRID, tokens: [vehicleToken, rider] };

  it('lands 1" clear of the vehicle in the rolled direction, at its elevation', () => {
    // Vehicle centre (1", 1"), radius 1"; the rider's ½" base goes 2½" out.
    expect(fallOffSpot(rider, scene, "in", 0)).toEqual({ x: 300, y: 50, elevation: 1 });
    expect(fallOffSpot(rider, scene, "in", Math.PI / 2)).toEqual({ x: 50, y: 300, elevation: 1 });
  });

  it("finds no spot for a fighter on no vehicle", () => {
    expect(fallOffSpot({ ...rider, x: 500 }, scene, "in", 0)).toBeNull();
  });
});
