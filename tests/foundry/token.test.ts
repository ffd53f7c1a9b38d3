import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { historyCost, type PathWaypoint } from "../../src/foundry/canvas/placeables/tokens/movement-path";
import { FakeCoreToken, fakeToken, installWorld, movementSystem, removeWorld } from "./fakes";

/** What the core class's constructor takes; the fakes stand in for it. */
type CoreArg = ConstructorParameters<typeof import("../../src/foundry/canvas/placeables/token").StrideToken>[0];

let StrideToken: typeof import("../../src/foundry/canvas/placeables/token").StrideToken;

beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { Token: FakeCoreToken } } } });
  ({ StrideToken } = await import("../../src/foundry/canvas/placeables/token"));
});

/** A straight path along x, one waypoint per metre-wide grid space of 100 px. */
function straight(metres: number, action = "walk"): PathWaypoint[] {
  return Array.from({ length: metres + 1 }, (_, i) => ({
    x: i * 100,
    y: 0,
    action,
    intermediate: i > 0 && i < metres,
  }));
}

/** A TokenDocument with the movement members the constraint reads; cost per metre given. */
function document(options: {
  history?: { x: number; y: number; cost: number }[];
  combat?: boolean;
  costPerMetre?: number;
  gridless?: boolean;
}) {
  const costPerMetre = options.costPerMetre ?? 1;
  return {
    ...fakeToken(movementSystem(42)),
    ...{ id: "t1", x: 0, y: 0, width: 1, height: 1, disposition: 1 },
    combatant: { combat: { started: options.combat ?? true } },
    movementHistory: options.history ?? [],
    parent: {
      grid: { size: 100, distance: 1, units: "m", isGridless: options.gridless ?? false },
      flags: {},
      tokens: [],
    },
    getCompleteMovementPath: (waypoints: PathWaypoint[]) => {
      // Expand to one waypoint per 100 px, as on a square grid.
      const out: PathWaypoint[] = [waypoints[0]!];
      for (let i = 1; i < waypoints.length; i++) {
        const from = waypoints[i - 1]!;
        const to = waypoints[i]!;
        const steps = options.gridless ? 1 : Math.round(Math.abs(to.x - from.x) / 100);
        for (let s = 1; s <= steps; s++) {
          out.push({ ...to, x: from.x + ((to.x - from.x) * s) / steps, intermediate: s < steps });
        }
      }
      return out;
    },
    measureMovementPath: (waypoints: PathWaypoint[]) => ({
      distance: (waypoints.at(-1)!.x - waypoints[0]!.x) / 100,
      segments: waypoints.slice(1).map((w, i) => {
        const distance = Math.abs(w.x - waypoints[i]!.x) / 100;
        return { distance, cost: distance * costPerMetre };
      }),
    }),
  };
}

function constrain(doc: ReturnType<typeof document>, waypoints: PathWaypoint[]) {
  const token = new StrideToken(doc as unknown as CoreArg) as unknown as {
    constrainMovementPath(w: PathWaypoint[], o?: object): [PathWaypoint[], boolean];
  };
  return token.constrainMovementPath(waypoints, {});
}

describe("StrideToken#constrainMovementPath", () => {
  beforeEach(() => installWorld());
  afterEach(() => removeWorld());

  it("stops a player's Half Move at 4 m (AB 4)", () => {
    const [path, constrained] = constrain(document({}), [straight(10, "half")[0]!, { x: 1000, y: 0, action: "half" }]);
    expect(constrained).toBe(true);
    expect(path.at(-1)!.x).toBe(400);
  });

  it("stops an unchosen move (walk) at Run, 24 m", () => {
    const [path] = constrain(document({}), [
      { x: 0, y: 0 },
      { x: 3000, y: 0, action: "walk" },
    ]);
    expect(path.at(-1)!.x).toBe(2400);
  });

  it("continues from the turn's history: 6 m moved leaves 2 m of Full Move", () => {
    const [path] = constrain(
      document({
        history: [
          { x: 0, y: 0, cost: 0 },
          { x: 600, y: 0, cost: 6 },
        ],
      }),
      [
        { x: 0, y: 0 },
        { x: 1000, y: 0, action: "full" },
      ],
    );
    expect(path.at(-1)!.x).toBe(200);
  });

  it("halves in difficult terrain and rounds up (AB 4 Half Move: 2 m, cost 4)", () => {
    const [path] = constrain(document({ costPerMetre: 2 }), [
      { x: 0, y: 0 },
      { x: 1000, y: 0, action: "half" },
    ]);
    expect(path.at(-1)!.x).toBe(200);
  });

  it("holds a player's move where it starts in zero gravity with nothing within 1 m (§ Zero Gravity)", () => {
    const floating = (gravity: string) => {
      const doc = document({});
      return { ...doc, name: "Kade", elevation: 3, parent: { ...doc.parent, flags: { stride: { gravity } } } };
    };
    const token = new StrideToken(floating("zero") as unknown as CoreArg) as unknown as {
      constrainMovementPath(w: PathWaypoint[], o?: object): [PathWaypoint[], boolean];
      strideStop: { reason: string; notice?: { key: string; data?: object } } | null;
    };
    const [path, constrained] = token.constrainMovementPath([
      { x: 0, y: 0, elevation: 3 },
      { x: 400, y: 0, elevation: 3, action: "fly" },
    ]);
    expect(constrained).toBe(true);
    expect(path.at(-1)!.x).toBe(0);
    expect(token.strideStop).toMatchObject({
      reason: "start",
      notice: { key: "STRIDE.Dh2.pushOff.none", data: { reach: 1, name: "Kade" } },
    });
    // In normal gravity the same move goes.
    const [free] = constrain(floating("normal"), [
      { x: 0, y: 0, elevation: 3 },
      { x: 400, y: 0, elevation: 3, action: "fly" },
    ]);
    expect(free.at(-1)!.x).toBe(400);
  });

  it("cuts a gridless segment exactly where the allowance runs out", () => {
    const [path] = constrain(document({ gridless: true }), [
      { x: 0, y: 0 },
      { x: 1000, y: 0, action: "half" },
    ]);
    expect(path.at(-1)!.x).toBe(400);
  });

  it("leaves moves within the allowance, GM moves and moves outside combat unchanged", () => {
    const within = [
      { x: 0, y: 0 },
      { x: 300, y: 0, action: "half" },
    ];
    expect(constrain(document({}), within)[1]).toBe(false);
    const far = [
      { x: 0, y: 0 },
      { x: 5000, y: 0, action: "half" },
    ];
    expect(constrain(document({ combat: false }), far)).toEqual([far, false]);
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = true;
    expect(constrain(document({}), far)).toEqual([far, false]);
  });

  it("remembers where Foundry's own constraint (walls, impassable terrain) cut the drag", () => {
    const doc = document({});
    const token = new StrideToken(doc as unknown as CoreArg) as unknown as {
      constrainMovementPath(w: PathWaypoint[], o?: object): [PathWaypoint[], boolean];
      strideBlocked: unknown;
    };
    const core = Object.getPrototypeOf(Object.getPrototypeOf(token)) as FakeCoreToken;
    const original = core.constrainMovementPath;
    core.constrainMovementPath = <W>(w: W[]): [W[], boolean] => [w.slice(0, 1), true];
    try {
      token.constrainMovementPath([
        { x: 0, y: 0 },
        { x: 300, y: 0, action: "half" },
      ]);
      expect(token.strideBlocked).toEqual({ x: 0, y: 0 });
    } finally {
      core.constrainMovementPath = original;
    }
    token.constrainMovementPath([
      { x: 0, y: 0 },
      { x: 300, y: 0, action: "half" },
    ]);
    expect(token.strideBlocked).toBeNull();
  });

  it("leaves paths alone unless enforcement is block", () => {
    installWorld({ enforcement: "warn" });
    const far = [
      { x: 0, y: 0 },
      { x: 5000, y: 0, action: "half" },
    ];
    expect(constrain(document({}), far)).toEqual([far, false]);
  });
});

describe("StrideToken: the drag shows the reach overlay", () => {
  beforeEach(() => installWorld());

  it("a drag's start shows the dragged token's reach, its drop and its cancel hide it", async () => {
    const { reachOverlay } = await import("../../src/foundry/canvas/reach-overlay");
    const shown: unknown[] = [];
    const calls: string[] = [];
    const saved = reachOverlay.host;
    reachOverlay.host = {
      controlled: () => null,
      create: () => ({
        name: null,
        clear: () => calls.push("clear"),
        beginFill: () => calls.push("fill"),
        drawRect: () => calls.push("rect"),
        endFill: () => calls.push("end"),
        lineStyle: () => calls.push("line"),
        moveTo: () => calls.push("move"),
        lineTo: () => calls.push("to"),
        destroy: () => calls.push("destroy"),
      }),
      compute: (token) => {
        shown.push(token);
        return { bands: [[{ x: 0, y: 0, width: 100, height: 100 }]], edges: [] };
      },
    };
    try {
      type Dragged = {
        _onDragLeftStart(e: unknown): void;
        _onDragLeftDrop(e: unknown): void;
        _onDragLeftCancel(e: unknown): void;
      };
      const token = new StrideToken(document({}) as unknown as CoreArg) as unknown as Dragged;
      token._onDragLeftStart({});
      expect(shown).toEqual([token]);
      expect(calls).toEqual(["clear", "fill", "rect", "end"]);
      token._onDragLeftDrop({});
      expect(calls.at(-1)).toBe("clear");
      calls.length = 0;
      token._onDragLeftStart({});
      // The same token from the same place in the same turn: the kept drawing, not worked out again.
      expect(shown).toHaveLength(1);
      token._onDragLeftCancel({});
      expect(calls).toEqual(["clear", "fill", "rect", "end", "clear"]);
    } finally {
      reachOverlay.tearDown();
      reachOverlay.host = saved;
    }
  });
});

describe("movement path helpers", () => {
  it("sums the recorded history cost", () => {
    expect(historyCost([{ cost: 0 }, { cost: 3 }, { cost: 2.5 }])).toBe(5.5);
    expect(historyCost([{ cost: Number.NaN }, {}])).toBe(0);
    expect(historyCost(undefined)).toBe(0);
  });
});

describe("StrideToken: elevation follows the ground (dh2 raised surfaces, issue #13)", () => {
  beforeEach(() => installWorld());
  afterEach(() => removeWorld());

  /** A 3 m ledge from x = 500 px on (RegionDocument shape: a rectangle and a stride.terrain behavior). */
  const ledge = {
    id: "ledge",
    name: "Ledge",
    shapes: [{ type: "rectangle", x: 500, y: -500, width: 1000, height: 1000 }],
    elevation: { bottom: null, top: null },
    behaviors: [{ type: "stride.terrain", system: { condition: "raised", height: 3 }, disabled: false }],
  };
  const onLedgeScene = (options: { combat?: boolean } = {}) => {
    const doc = document({ combat: options.combat ?? false });
    return { ...doc, parent: { ...doc.parent, regions: [ledge] } };
  };

  it("a walk onto the ledge ends standing on it, 3 m up; the GM's too", () => {
    const walk = [
      { x: 0, y: 0, elevation: 0 },
      { x: 800, y: 0, elevation: 0, action: "walk" },
    ];
    expect(constrain(onLedgeScene(), walk)[0].map((w) => w.elevation)).toEqual([0, 3]);
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = true;
    expect(constrain(onLedgeScene({ combat: true }), walk)[0].map((w) => w.elevation)).toEqual([0, 3]);
  });

  it("a walk off it comes down to the floor; a flyer keeps its elevation", () => {
    const doc = { ...onLedgeScene(), x: 800, elevation: 3 };
    const off = [
      { x: 800, y: 0, elevation: 3 },
      { x: 100, y: 0, elevation: 3, action: "walk" },
    ];
    expect(constrain(doc, off)[0].map((w) => w.elevation)).toEqual([3, 0]);
    const flying = [
      { x: 800, y: 0, elevation: 3 },
      { x: 100, y: 0, elevation: 3, action: "fly" },
    ];
    expect(constrain(doc, flying)[0].map((w) => w.elevation)).toEqual([3, 3]);
  });

  it("a player's walk onto the 3 m ledge in a started combat stops at its foot for the climb", () => {
    const token = new StrideToken(onLedgeScene({ combat: true }) as unknown as CoreArg) as unknown as {
      constrainMovementPath(w: PathWaypoint[], o?: object): [PathWaypoint[], boolean];
      strideStop: { reason: string; test?: string } | null;
    };
    // Waypoints as Foundry's terrain path gives them: the ledge's conditions from x = 500 px on.
    const walk = Array.from({ length: 9 }, (_, i) => ({
      x: i * 100,
      y: 0,
      elevation: 0,
      ...(i > 0 ? { action: "walk", terrain: { conditions: i >= 5 ? ["raised"] : [] } } : {}),
    }));
    const [path, constrained] = token.constrainMovementPath(walk);
    expect(constrained).toBe(true);
    // The last grid space whose centre (x + 50 px) is short of the ledge's side at 500 px, on the floor.
    expect([path.at(-1)!.x, path.at(-1)!.elevation]).toEqual([400, 0]);
    expect(token.strideStop).toMatchObject({ reason: "edge", test: "ledge" });
  });

  it("another ruleset's scene is left as it is (Necromunda platforms are set by hand)", () => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    const walk = [
      { x: 0, y: 0, elevation: 0 },
      { x: 800, y: 0, elevation: 0, action: "move" },
    ];
    expect(constrain(onLedgeScene(), walk)[0].map((w) => w.elevation)).toEqual([0, 0]);
  });
});
