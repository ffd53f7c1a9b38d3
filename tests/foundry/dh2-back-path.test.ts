/**
 * The adapter's back path for Dark Heresy outside a combat (issue #13), with small fakes of the
 * Foundry shapes it reads: the card of a move outside combat stores the end of the move's path, and
 * a failed swim (§ Swimming: no progress) or sheer climb (§ Sheer Surfaces: falls from the starting
 * climbing position) walks the token back along it as a forced move — unless the token has moved
 * since (a warning instead).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveToken } from "../../src/foundry/hooks/move-token";
import { resetMovements } from "../../src/foundry/effects/finished-move";
import { executorCardEffects } from "../../src/foundry/effects/card-effects";
import { getRuleset } from "../../src/rules";
import { toRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { cardActor, installChat, type ChatWorld } from "./chat-fakes";

const dh2 = getRuleset("dh2");
let chat: ChatWorld;
let world: FakeWorld;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  world = installWorld({ ruleset: "dh2", variant: "core" });
  const g = globalThis as unknown as { game: Record<string, Record<string, unknown>> };
  g.game["i18n"]!["has"] = () => false;
  g.game["i18n"]!["lang"] = "en";
  chat = installChat();
  // No GM connected: the mover's own client decides (hooks/move-token.ts decidesHere).
  g.game["users"] = { activeGM: null };
  resetMovements();
});
afterEach(() => removeWorld());

/** A character (Strength 40, Athletics 40) on a 1 m grid of 100 px, outside a combat. */
function climber(x: number) {
  const actor = cardActor();
  actor.system.movementProfile.characteristics = { agility: 42, strength: 40, athletics: 40 } as never;
  const scene = {
    id: "s",
    grid: { size: 100, distance: 1, units: "m" },
    flags: {},
    tokens: [] as object[],
    regions: [],
  };
  const token = {
    id: "ines",
    uuid: "Scene.s.Token.ines",
    name: "Ines",
    x,
    y: 0,
    width: 1,
    height: 1,
    elevation: 0,
    disposition: 1,
    isOwner: true,
    flags: {} as Record<string, Record<string, unknown>>,
    actor: { ...actor, type: "character", isOwner: true },
    parent: scene,
    combatant: null,
    movementHistory: [],
    move: vi.fn(async () => true),
    setFlag: vi.fn(async () => undefined),
  };
  scene.tokens.push(token);
  chat.documents.set(token.uuid, token);
  return token;
}

/** A finished move in one piece along y = 0 from x 0 px, outside a combat (no history). */
function moveAlong(
  token: ReturnType<typeof climber>,
  waypoints: { x: number; elevation?: number; conditions?: string[] }[],
) {
  const last = waypoints.at(-1)!;
  Object.assign(token, { x: last.x, elevation: last.elevation ?? 0 });
  const movement = {
    id: "m1",
    method: "dragging",
    chain: [],
    origin: { x: 0, y: 0, elevation: 0 },
    history: { distance: 0 },
    passed: {
      distance: last.x / 100,
      waypoints: waypoints.map((w) => ({
        x: w.x,
        y: 0,
        elevation: w.elevation ?? 0,
        action: "half",
        terrain: { conditions: w.conditions ?? [] },
      })),
    },
    pending: { waypoints: [] },
  };
  return moveToken(token as never, movement, {}, { id: "me", isSelf: true });
}

/** The stored request of the one test card posted. */
function postedRequest() {
  const card = chat.created.find((c) => c.type === "movementTest")!;
  return toRequest((card.system as unknown as MovementTestSystem).request);
}

/** Rolls the stored card's test with a d100 result and carries out what the roll changes. */
async function rollAndApply(token: ReturnType<typeof climber>, roll: number) {
  const request = postedRequest();
  const call = dh2.tests.buildTest(request)!;
  const resolution = dh2.tests.resolve(call, 40, [roll], { characteristics: { strength: 40, agility: 42 } });
  await executorCardEffects.afterRoll({ tokenUuid: token.uuid, call, resolution }, dh2);
  return resolution;
}

// A 3 m sheer wall at x 300–500 px, a 3 m ledge beyond it.
const upTheWall = [
  { x: 300 },
  { x: 450, elevation: 1.5, conditions: ["climb", "sheer"] },
  { x: 700, elevation: 3, conditions: ["raised"] },
];

describe("a failed sheer climb outside combat: back to the wall's foot, then the fall (§ Sheer Surfaces)", () => {
  it("Athletics 40 − 10 = 30: 31 fails and the token goes back 4 m to x 300 px at elevation 0", async () => {
    const me = climber(0);
    expect(moveAlong(me, upTheWall)).toBe(1);
    await settle();
    expect(postedRequest()).toMatchObject({
      kind: "sheerClimb",
      options: { backPath: "3.5,0.5 5,0.5 7.5,0.5", backElevation: "0" },
    });
    const resolution = await rollAndApply(me, 31);
    expect(resolution.consequences).toEqual([{ type: "backtrack", distance: 4 }, { type: "fall" }]);
    expect(me.move).toHaveBeenCalledWith([expect.objectContaining({ x: 300, y: 0, elevation: 0, action: "displace" })]);
  });

  it("a success (30) leaves the token on the ledge", async () => {
    const me = climber(0);
    moveAlong(me, upTheWall);
    await settle();
    await rollAndApply(me, 30);
    expect(me.move).not.toHaveBeenCalled();
  });

  it("a token moved on before the card is rolled is not walked back: the roller is warned", async () => {
    const me = climber(0);
    moveAlong(me, upTheWall);
    await settle();
    Object.assign(me, { x: 900 });
    await rollAndApply(me, 31);
    expect(me.move).not.toHaveBeenCalled();
    expect(world.notifications.warn).toHaveBeenCalledWith(
      expect.stringContaining("Ines has moved since this card was posted"),
    );
  });
});

describe("a failed swim outside combat makes no progress (§ Swimming): back to where the move set off", () => {
  it("a 5 m move into hazardous water stores 5 m; 41 fails and the token goes back to x 0 px", async () => {
    const me = climber(0);
    moveAlong(me, [
      { x: 200, conditions: ["water", "hazardousWater"] },
      { x: 500, conditions: ["water", "hazardousWater"] },
    ]);
    await settle();
    expect(postedRequest()).toMatchObject({
      kind: "swim",
      distance: 5,
      options: { backPath: "0.5,0.5 2.5,0.5 5.5,0.5" },
    });
    const resolution = await rollAndApply(me, 41);
    expect(resolution.consequences).toEqual([
      { type: "backtrack", distance: 5 },
      { type: "turnAction", remaining: 0 },
    ]);
    expect(me.move).toHaveBeenCalledWith([expect.objectContaining({ x: 0, y: 0, elevation: 0, action: "displace" })]);
  });
});
