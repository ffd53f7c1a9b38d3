/**
 * The adapter's wiring of Dark Heresy's scene terrain (issue #13), with small fakes of the Foundry
 * shapes it reads: a finished move posts one card per elevation change on the mover's client only,
 * a chasm's edge posts the leap with the path's run-up, a cleared leap lets the move go on and a
 * short one ends on the gap's floor, a climb part-way up stays there, and the terrain behavior's
 * fields reach the terrain data and the snapshot. Numbers from dh2-movement.md § Standing Vertical
 * Jumps, § Standing/Running Horizontal Leaps, § Sheer Surfaces.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveToken } from "../../src/foundry/hooks/move-token";
import { resetMovements } from "../../src/foundry/effects/finished-move";
import { executorCardEffects } from "../../src/foundry/effects/card-effects";
import { turnMarksOf } from "../../src/foundry/effects/executor";
import { regionOf, frameOf } from "../../src/foundry/snapshot";
import { getRuleset, type MovementTestCall } from "../../src/rules";
import { toRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, removeWorld } from "./fakes";
import { cardActor, fakeEffects, installChat, type ChatWorld } from "./chat-fakes";
import { rollMovementTest } from "../../src/foundry/chat/movement-tests";

const dh2 = getRuleset("dh2");
let chat: ChatWorld;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const self = { id: "me", isSelf: true };

beforeEach(() => {
  installWorld({ ruleset: "dh2", variant: "core" });
  chat = installChat();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  // No GM connected: the mover's own client decides (hooks/move-token.ts decidesHere).
  g.game["users"] = { activeGM: null };
  resetMovements();
});
afterEach(() => removeWorld());

/** Each posted test card, as its stored request builds it. */
const cards = () =>
  chat.created
    .filter((c) => c.type === "movementTest")
    .map((c) => {
      const system = c.system as unknown as MovementTestSystem;
      return dh2.tests.buildTest(toRequest(system.request)) as MovementTestCall;
    });

/** A stride.terrain region (RegionDocument shape: rectangle shapes in pixels, behaviors). */
function region(id: string, rect: [number, number, number, number], system: Record<string, unknown>) {
  return {
    id,
    name: id,
    shapes: [{ type: "rectangle", x: rect[0], y: rect[1], width: rect[2], height: rect[3] }],
    elevation: { bottom: null, top: null },
    behaviors: [{ type: "stride.terrain", system, disabled: false }],
  };
}

/** Sister Ines (Agility 42, Strength 40) on a 1 m grid of 100 px, in a started combat unless said. */
function ines(regions: object[] = [], options: { combat?: boolean; x?: number; y?: number; elevation?: number } = {}) {
  const actor = cardActor();
  actor.system.movementProfile.characteristics = { agility: 42, strength: 40, perception: 35 } as never;
  const scene = { id: "s", grid: { size: 100, distance: 1, units: "m" }, flags: {}, tokens: [] as object[], regions };
  const token = {
    id: "ines",
    uuid: "Scene.s.Token.ines",
    name: "Ines",
    x: options.x ?? 0,
    y: options.y ?? 0,
    width: 1,
    height: 1,
    elevation: options.elevation ?? 0,
    disposition: 1,
    isOwner: true,
    flags: {} as Record<string, Record<string, unknown>>,
    actor: { ...actor, type: "character" },
    parent: scene,
    combatant: { combat: { id: "c", round: 1, turn: 0, started: options.combat ?? true } },
    move: vi.fn(async () => true),
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      (token.flags[scope] ??= {})[key] = structuredClone(value);
    }),
  };
  scene.tokens.push(token);
  chat.documents.set(token.uuid, token);
  return token;
}
type Ines = ReturnType<typeof ines>;

/** A finished move along y = `y` px from the token's x to `to` px, in one piece unless `pending`. */
function movement(
  from: { x: number; y: number; elevation: number },
  waypoints: { x: number; elevation?: number; conditions?: string[] }[],
  extra: Record<string, unknown> = {},
) {
  return {
    id: "m1",
    method: "dragging",
    chain: [] as string[],
    origin: from,
    history: { distance: 0 },
    passed: {
      distance: Math.abs((waypoints.at(-1)?.x ?? from.x) - from.x) / 100,
      waypoints: waypoints.map((w) => ({
        x: w.x,
        y: from.y,
        elevation: w.elevation ?? from.elevation,
        action: "half",
        terrain: { conditions: w.conditions ?? [] },
      })),
    },
    pending: { waypoints: [] as { x: number; y: number; elevation: number; action: string; terrain: object }[] },
    ...extra,
  };
}

function moved(token: Ines, m: ReturnType<typeof movement>, user: { id: string; isSelf: boolean } = self) {
  Object.assign(token, { x: m.passed.waypoints.at(-1)?.x ?? token.x });
  return moveToken(token as unknown as Parameters<typeof moveToken>[0], m, {}, user);
}

describe("a finished move posts one card per elevation change, on the mover's client only", () => {
  it("off a 3 m ledge: one jump-down card about 3 m; on another client nothing", async () => {
    const me = ines([], { elevation: 3 });
    const start = { x: 0, y: 0, elevation: 3 };
    expect(
      moved(
        me,
        movement(start, [
          { x: 200, elevation: 3 },
          { x: 400, elevation: 0 },
        ]),
        { id: "p", isSelf: false },
      ),
    ).toBe(0);
    expect(
      moved(
        me,
        movement(start, [
          { x: 200, elevation: 3 },
          { x: 400, elevation: 0 },
        ]),
      ),
    ).toBe(1);
    await settle();
    expect(cards().map((c) => [c.kind, c.distance])).toEqual([["jumpDown", 3]]);
  });

  it("a move split into pieces by regions still posts one card, after the last piece", async () => {
    const me = ines([], { elevation: 3 });
    const first = movement({ x: 0, y: 0, elevation: 3 }, [{ x: 200, elevation: 3 }], {
      pending: { waypoints: [{ x: 400, y: 0, elevation: 0, action: "half", terrain: { conditions: [] } }] },
    });
    expect(moved(me, first)).toBe(0);
    const last = movement({ x: 200, y: 0, elevation: 3 }, [{ x: 400, elevation: 0 }], { id: "m2", chain: ["m1"] });
    expect(moved(me, last)).toBe(1);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["jumpDown"]);
  });

  it("a ½ m step down and a walk through calm water post nothing; hazardous water the swim test", async () => {
    const me = ines();
    expect(moved(me, movement({ x: 0, y: 0, elevation: 0.5 }, [{ x: 200, elevation: 0 }]))).toBe(0);
    expect(moved(me, movement({ x: 0, y: 0, elevation: 0 }, [{ x: 300, conditions: ["water"] }]))).toBe(0);
    expect(
      moved(me, movement({ x: 0, y: 0, elevation: 0 }, [{ x: 300, conditions: ["water", "hazardousWater"] }])),
    ).toBe(1);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["swim"]);
  });
});

describe("a chasm stops the move at its edge for the leap", () => {
  // The chasm: 3 m across (x 1000–1300 px), 5 m deep; Ines ran 8 m straight to its edge square (x 900 px).
  const chasm = () => region("chasm", [1000, 0, 300, 1000], { condition: "gap", height: 5 });
  const toEdge = () => movement({ x: 100, y: 400, elevation: 0 }, [{ x: 500 }, { x: 900 }], { constrained: true });

  it("posts the leap about the 3 m the path crosses, with its 8 m run-up (+10), depth and heading", async () => {
    const me = ines([chasm()], { x: 100, y: 400 });
    moved(me, toEdge());
    await settle();
    expect(cards()).toHaveLength(1);
    const call = cards()[0]!;
    expect(call).toMatchObject({ kind: "leap", distance: 3 });
    // The world's falling-damage formula rides along for a short leap's fall (ruling 4).
    expect(call.request?.options).toEqual({
      runUp: "8",
      depth: "5",
      heading: "0",
      landing: "3.5",
      fallingFormula: "1d10 + @metres",
      edgeRegion: "chasm",
    });
    expect(call.modifiers.find((m) => m.source === "runUp")?.value).toBe(10);
  });

  const leap = (options: Record<string, string>) => dh2.tests.buildTest({ kind: "leap", distance: 3, options })!;
  const sb4 = { characteristics: { agility: 42, strength: 40 } };

  it("a cleared leap lands past the gap and marks the edge cleared: the move goes on this turn", async () => {
    const me = ines([chasm()], { x: 900, y: 400 });
    const call = leap({ runUp: "8", depth: "5", heading: "0", landing: "3.5" });
    const resolution = dh2.tests.resolve(call, 42, [21], sb4); // 3 degrees: SB 4 + 1 = 5 m ≥ 3 m
    expect(resolution.outcome).toBe("cleared");
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, dh2);
    expect(turnMarksOf(me)).toEqual(["edgeCleared"]);
    // From the edge square's centre (9.5 m) 3.51 m on: centre 13.01 m, past the far side (13 m).
    expect(me.move).toHaveBeenCalledWith([{ x: 1251, y: 400, elevation: 0, action: "displace" }]);
    // The next drag over the edge is not stopped: its finished move posts no second leap.
    expect(moved(me, movement({ x: 900, y: 400, elevation: 0 }, [{ x: 1400 }], { constrained: true }))).toBe(0);
  });

  it("a leap card rolled in a later turn lands the leap but spends the turn it was posted in, not this one", async () => {
    const call = leap({ runUp: "8", depth: "5", heading: "0", landing: "3.5" });
    const resolution = dh2.tests.resolve(call, 42, [21], sb4); // 3 degrees: cleared, 5 m
    // Posted in round 1 (c:1:0); the token's combat is now in round 2.
    const later = ines([chasm()], { x: 900, y: 400 });
    later.combatant.combat.round = 2;
    await executorCardEffects.afterRoll({ tokenUuid: later.uuid, call, resolution, postedTurn: "c:1:0" }, dh2);
    expect(later.move).toHaveBeenCalledWith([{ x: 1251, y: 400, elevation: 0, action: "displace" }]);
    expect(turnMarksOf(later)).toEqual([]);
    expect(later.flags["stride"]?.["history"]).toBeUndefined();
    // Rolled in the turn it was posted in: the edge is cleared and the Full Action spent (5 − 3.01 m left).
    const now = ines([chasm()], { x: 900, y: 400 });
    await executorCardEffects.afterRoll({ tokenUuid: now.uuid, call, resolution, postedTurn: "c:1:0" }, dh2);
    expect(turnMarksOf(now)).toEqual(["edgeCleared"]);
    expect(now.flags["stride"]?.["history"]).toMatchObject({
      key: "c:1:0",
      spent: { remaining: expect.closeTo(1.99, 6) },
    });
  });

  it("a short leap drops the token into the gap where the leap ended, at its floor 5 m down", async () => {
    const me = ines([chasm()], { x: 900, y: 400 });
    const call = leap({ runUp: "0", depth: "5", heading: "0" });
    const resolution = dh2.tests.resolve(call, 42, [65], sb4); // failure by 3 degrees: 2 − 1 = 1 m
    expect(resolution).toMatchObject({ outcome: "short", amount: 1 });
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, dh2);
    // From the edge square's centre (9.5 m) 1 m on: centre 10.5 m, top-left 1000 px; 5 m down.
    expect(me.move).toHaveBeenCalledWith([{ x: 1000, y: 400, elevation: -5, action: "displace" }]);
    expect(turnMarksOf(me)).toEqual([]);
  });
});

describe("a climb that ends part-way up stays there", () => {
  it("one degree on a 6 m wall: 2 m up where the climber stands", async () => {
    const wall = region("wall", [0, 500, 1000, 100], { condition: "climb", height: 6, surface: "simple" });
    const me = ines([wall], { x: 300, y: 600 });
    const call = dh2.tests.buildTest({ kind: "climb", options: { height: "6" } })!;
    // Strength or Athletics 40, roll 40: one degree; Half Move 4 m: 2 m.
    const resolution = dh2.tests.resolve(call, 40, [40], { characteristics: { agility: 42, strength: 40 } });
    expect(resolution).toMatchObject({ outcome: "climbed", amount: 2 });
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, dh2);
    expect(me.move).toHaveBeenCalledWith([{ x: 300, y: 600, elevation: 2, action: "displace" }]);
  });
});

describe("the terrain behavior's fields reach the snapshot", () => {
  it("a sheer wall and hazardous water keep their kind; other conditions carry neither", () => {
    const frame = frameOf({ size: 100, distance: 1, units: "m" }, "m");
    const wall = regionOf(region("wall", [0, 0, 100, 100], { condition: "climb", height: 3, surface: "sheer" }), frame);
    expect(wall.terrain).toEqual([{ condition: "climb", height: 3, railing: false, surface: "sheer" }]);
    const pool = regionOf(
      region("pool", [0, 0, 100, 100], { condition: "water", height: 0, water: "hazardous" }),
      frame,
    );
    expect(pool.terrain[0]).toMatchObject({ condition: "water", water: "hazardous" });
    const mud = regionOf(region("mud", [0, 0, 100, 100], { condition: "mud", height: 0, water: "deep" }), frame);
    expect(mud.terrain[0]).not.toHaveProperty("water");
  });
});

describe("a swim in hazardous water (§ Swimming): Encumbered from the actor's status, no progress on failure", () => {
  it("the path's swim card rolls with the Encumbered −30 and a failure costs Fatigue and goes back", async () => {
    const me = ines();
    me.actor.system.movementProfile.characteristics = { agility: 42, strength: 40, athletics: 40 } as never;
    Object.assign(me.actor, { statuses: new Set(["encumbered"]) });
    expect(
      moved(me, movement({ x: 0, y: 0, elevation: 0 }, [{ x: 300, conditions: ["water", "hazardousWater"] }])),
    ).toBe(1);
    await settle();
    expect(cards().map((c) => [c.kind, c.distance])).toEqual([["swim", 3]]);
    const effects = fakeEffects();
    chat.rolls.push(11); // Athletics 40 − 30 = 10: 11 fails
    const message = chat.created.find((c) => c.type === "movementTest")!;
    expect(await rollMovementTest(message as never, effects)).toBe(true);
    const result = (message.system as unknown as MovementTestSystem).result!;
    expect(result).toMatchObject({ targetNumber: 10, success: false, outcome: "sinksTired" });
    expect(result.situational).toEqual([{ source: "weighedDown", value: -30 }]);
    const [rolled] = effects.afterRoll.mock.calls[0] as unknown as [{ resolution: { consequences: unknown[] } }];
    expect(rolled.resolution.consequences).toEqual([
      { type: "backtrack", distance: 3 },
      { type: "fatigue", levels: 1 },
      { type: "turnAction", remaining: 0 },
    ]);
  });

  it("the failure's backtrack takes the token back along the turn's recorded movement to where it set off", async () => {
    const me = ines([], { x: 300 });
    Object.assign(me, {
      movementHistory: [
        { x: 0, y: 0, elevation: 0, cost: 0 },
        { x: 300, y: 0, elevation: 0, cost: 3 },
      ],
    });
    const call = dh2.tests.buildTest({ kind: "swim", distance: 3 })!;
    const resolution = dh2.tests.resolve(call, 40, [41], { characteristics: { strength: 40 } });
    expect(resolution.consequences).toEqual([
      { type: "backtrack", distance: 3 },
      { type: "turnAction", remaining: 0 },
    ]);
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, dh2);
    expect(me.move).toHaveBeenCalledWith([expect.objectContaining({ x: 0, y: 0, action: "displace" })]);
  });
});

describe("a sheer wall from the path: the climb outside combat (ruling 5), the abseil down (§ Abseiling)", () => {
  // A 3 m sheer wall (x 400–500 px) in front of a 3 m ledge (x 500–1000 px).
  const up = [{ x: 300 }, { x: 450, elevation: 1.5, conditions: ["climb", "sheer"] }, { x: 700, elevation: 3 }];

  it("outside combat a move up the wall posts the sheer climb card after it; in combat the foot's stop does", async () => {
    const me = ines([], { combat: false });
    expect(moved(me, movement({ x: 0, y: 0, elevation: 0 }, up))).toBe(1);
    await settle();
    expect(cards().map((c) => [c.kind, c.modifiers])).toEqual([
      ["sheerClimb", [{ source: "hardPrinted", value: -10 }]],
    ]);
    const fighting = ines([], { combat: true });
    expect(moved(fighting, movement({ x: 0, y: 0, elevation: 0 }, up))).toBe(0);
  });

  it("a move from the top down across the wall posts the abseil, not a jump down, in combat or not", async () => {
    const down = [
      { x: 450, elevation: 3, conditions: ["climb", "sheer"] },
      { x: 200, elevation: 0 },
    ];
    for (const combat of [false, true]) {
      const me = ines([], { combat, x: 700, elevation: 3 });
      expect(moved(me, movement({ x: 700, y: 0, elevation: 3 }, down))).toBe(1);
    }
    await settle();
    expect(cards().map((c) => [c.kind, c.characteristic, c.distance])).toEqual([
      ["abseil", "agility", 3],
      ["abseil", "agility", 3],
    ]);
  });
});
