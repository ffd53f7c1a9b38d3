/**
 * Shadowrun climbing from the path in the adapter (issue #10), with small fakes of the Foundry
 * shapes it reads: a runner's drag in a started combat that stops at a `climb` region posts the
 * climbing card (up from the foot, down from the top, the surface on the Climbing Table's row), and
 * the rolled card's metres move the token up or down where it stands, or put it at the top and let
 * the move go on. Numbers from shadowrun-movement.md § Climbing (Climbing Table).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveToken } from "../../src/foundry/hooks/move-token";
import { resetMovements } from "../../src/foundry/effects/finished-move";
import { executorCardEffects } from "../../src/foundry/effects/card-effects";
import { turnMarksOf } from "../../src/foundry/effects/executor";
import { getRuleset, type MovementTestCall } from "../../src/rules";
import { toRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, removeWorld } from "./fakes";
import { installChat, shown, type ChatWorld } from "./chat-fakes";
import { humanRunner } from "../support/runners";

const sr = getRuleset("shadowrun");
let chat: ChatWorld;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const self = { id: "me", isSelf: true };

beforeEach(() => {
  installWorld({ ruleset: "shadowrun", variant: "core" });
  chat = installChat();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  // No GM connected: the mover's own client decides (hooks/move-token.ts decidesHere).
  g.game["users"] = { activeGM: null };
  resetMovements();
});
afterEach(() => removeWorld());

/** The 12 m wall (RegionDocument shape: a rectangle in pixels, x 1000–1100 px, one stride.terrain behavior). */
const wall = (surface: string) => ({
  id: "wall",
  name: "wall",
  shapes: [{ type: "rectangle", x: 1000, y: 0, width: 100, height: 1000 }],
  elevation: { bottom: null, top: null },
  behaviors: [{ type: "stride.terrain", system: { condition: "climb", height: 12, surface }, disabled: false }],
});

/** Razor (Acrobatics 4 + Strength 4: 8 dice) on a 1 m grid of 100 px, in a started combat. */
function razor(surface: string, at: { x: number; elevation: number }) {
  const actor = {
    type: "runner",
    name: "Razor",
    uuid: "Actor.razor",
    isOwner: true,
    statuses: new Set<string>(),
    system: { movementProfile: humanRunner, flyingSpeed: 0, applyDamage: vi.fn(async () => undefined) },
    toggleStatusEffect: vi.fn(async () => true),
  };
  const scene = {
    id: "s",
    grid: { size: 100, distance: 1, units: "m", type: 1 },
    flags: {},
    tokens: [] as object[],
    regions: [wall(surface)],
  };
  const token = {
    id: "razor",
    uuid: "Scene.s.Token.razor",
    name: "Razor",
    x: at.x,
    y: 400,
    width: 1,
    height: 1,
    elevation: at.elevation,
    disposition: 1,
    isOwner: true,
    flags: {} as Record<string, Record<string, unknown>>,
    actor,
    parent: scene,
    combatant: { combat: { id: "c", round: 1, turn: 0, started: true } },
    move: vi.fn(async () => true),
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      (token.flags[scope] ??= {})[key] = structuredClone(value);
    }),
  };
  scene.tokens.push(token);
  chat.documents.set(actor.uuid, actor);
  chat.documents.set(token.uuid, token);
  return token;
}
type Razor = ReturnType<typeof razor>;

/** A finished drag along y = 400 px from x 100 px to the wall's foot square (x 900 px), stopped short. */
function toWall(token: Razor, elevation: number) {
  const movement = {
    id: "m1",
    method: "dragging",
    chain: [] as string[],
    origin: { x: 100, y: 400, elevation },
    history: { distance: 0 },
    passed: {
      distance: 8,
      waypoints: [500, 900].map((x) => ({ x, y: 400, elevation, action: "srWalk", terrain: { conditions: [] } })),
    },
    pending: { waypoints: [] },
    constrained: true,
  };
  Object.assign(token, { x: 900 });
  return moveToken(token as unknown as Parameters<typeof moveToken>[0], movement, {}, self);
}

/** Each posted test card, as its stored request builds it. */
const cards = () =>
  chat.created
    .filter((c) => c.type === "movementTest")
    .map((c) => sr.tests.buildTest(toRequest((c.system as unknown as MovementTestSystem).request)) as MovementTestCall);

/** `hits` fives, the rest twos: `size` d6 results. */
const dice = (size: number, hits: number) => [...Array(hits).fill(5), ...Array(size - hits).fill(2)];

describe("a runner's drag stops at a climbable surface and posts the climbing card", () => {
  it("from the foot of a simple wall: up 12 m on the broken row (+0), 8 dice", async () => {
    const me = razor("simple", { x: 100, elevation: 0 });
    toWall(me, 0);
    await settle();
    expect(cards()).toHaveLength(1);
    const call = cards()[0]!;
    expect(call).toMatchObject({ kind: "climbUp", modifiers: [{ source: "surface.broken", value: 0 }] });
    expect(call.request?.options).toEqual({ direction: "up", surface: "broken", height: "12", edgeRegion: "wall" });
    expect(sr.tests.formula(call, 8)).toBe("8d6cs>=5");
    const html = await shown(chat.created[0]!);
    expect(html).toContain("Climbing up: Acrobatics + Strength [Physical]");
    expect(html).toContain("12 m to the top");
  });

  it("from the top of a sheer wall (12 m up): down on the sheer row (−5), 3 dice", async () => {
    const me = razor("sheer", { x: 100, elevation: 12 });
    toWall(me, 12);
    await settle();
    const call = cards()[0]!;
    expect(call).toMatchObject({ kind: "climbDown", modifiers: [{ source: "surface.sheer", value: -5 }] });
    expect(call.request?.options).toEqual({ direction: "down", surface: "sheer", height: "12", edgeRegion: "wall" });
    expect(sr.tests.formula(call, 8)).toBe("3d6cs>=5");
  });
});

describe("the climbing card's metres move the climber (reposition, crossEdge)", () => {
  const climbCall = (direction: string, height: string) =>
    sr.tests.buildTest({ kind: "climb", options: { direction, surface: "broken", height } })!;

  it("4 hits up a 12 m wall: 2 m up where the climber stands; the edge is not cleared", async () => {
    const me = razor("simple", { x: 900, elevation: 0 });
    const call = climbCall("up", "12");
    const resolution = sr.tests.resolve(call, 8, dice(8, 4), humanRunner);
    expect(resolution).toMatchObject({ outcome: "climbed", pool: { amount: 2 } });
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, sr);
    expect(me.move).toHaveBeenCalledWith([{ x: 900, y: 400, elevation: 2, action: "displace" }]);
    expect(turnMarksOf(me)).toEqual([]);
  });

  it("6 hits (the Physical limit) on the last 2 m: at the top, 12 m up, and the move goes on", async () => {
    const me = razor("simple", { x: 900, elevation: 10 });
    const call = climbCall("up", "2");
    const resolution = sr.tests.resolve(call, 8, dice(8, 8), humanRunner);
    expect(resolution).toMatchObject({ outcome: "climbedTop", pool: { hits: 6, amount: 2 } });
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, sr);
    expect(me.move).toHaveBeenCalledWith([{ x: 900, y: 400, elevation: 12, action: "displace" }]);
    expect(turnMarksOf(me)).toEqual(["edgeCleared"]);
  });

  it("3 hits down from the top: 3 m down (1 m per hit)", async () => {
    const me = razor("simple", { x: 900, elevation: 12 });
    const call = climbCall("down", "12");
    const resolution = sr.tests.resolve(call, 8, dice(8, 3), humanRunner);
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, sr);
    expect(me.move).toHaveBeenCalledWith([{ x: 900, y: 400, elevation: 9, action: "displace" }]);
  });
});
