/**
 * Shadowrun in the adapter's move and undo paths (issue #10): a finished move that drops more than
 * 3 m posts the fall card on the mover's client, in or out of combat, and its roll marks the
 * unresisted boxes on the Physical monitor (shadowrun-movement.md § Falling); an undo that brings
 * the Combat Turn's history back under Walk clears Running, keeps a sprint's Sprinting and metres.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveToken } from "../../src/foundry/hooks/move-token";
import { resetMovements } from "../../src/foundry/effects/finished-move";
import { executorCardEffects } from "../../src/foundry/effects/card-effects";
import { rollMovementTest } from "../../src/foundry/chat/movement-tests";
import { addAllowance, countTest } from "../../src/foundry/data/token-history";
import { turnAllowance } from "../../src/foundry/movement/allowance";
import { isBandStatus, undoStatusEffects } from "../../src/foundry/effects/undo-statuses";
import { getRuleset, undoneBandStatusEffects, type MovementTestCall } from "../../src/rules";
import { toRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, removeWorld } from "./fakes";
import { installChat, shown, type ChatWorld } from "./chat-fakes";
import { humanRunner } from "../support/runners";

const sr = getRuleset("shadowrun");
const profile = humanRunner;

let chat: ChatWorld;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const self = { id: "me", isSelf: true };

/** A runner's token on a 1 m grid of 100 px, in a started combat or not; flags kept. */
function runner(inCombat: boolean) {
  const flags: Record<string, Record<string, unknown>> = {};
  const statuses = new Set<string>();
  const applyDamage = vi.fn(async () => undefined);
  const actor = {
    type: "runner",
    name: "Razor",
    uuid: "Actor.razor",
    isOwner: true,
    statuses,
    system: { movementProfile: profile, flyingSpeed: 0, applyDamage },
    toggleStatusEffect: vi.fn(async (id: string, options: { active: boolean }) => {
      if (options.active) statuses.add(id);
      else statuses.delete(id);
      return true;
    }),
  };
  const combat = { id: "c", round: 1, turn: 0, started: inCombat };
  const scene = {
    id: "s",
    grid: { size: 100, distance: 1, units: "m", type: 1 },
    flags: {},
    tokens: [] as unknown[],
    regions: [],
  };
  const token = {
    parent: scene,
    id: "razor",
    uuid: "Scene.s.Token.razor",
    name: "Razor",
    x: 0,
    y: 0,
    width: 1,
    height: 1,
    elevation: 12,
    disposition: 1,
    isOwner: true,
    flags,
    actor,
    combatant: inCombat ? { combat } : null,
    movementHistory: [] as { x: number }[],
    measureMovementPath: (waypoints: readonly { x: number }[]) => ({
      distance: Math.abs(waypoints.at(-1)!.x - waypoints[0]!.x) / 100,
    }),
    move: vi.fn(async () => true),
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      (flags[scope] ??= {})[key] = structuredClone(value);
    }),
    unsetFlag: vi.fn(async (scope: string, key: string) => {
      delete flags[scope]?.[key];
    }),
  };
  scene.tokens.push(token);
  chat.documents.set("Actor.razor", actor);
  chat.documents.set("Scene.s.Token.razor", token);
  return { token, actor, applyDamage, combat };
}

/** A finished move in one piece from x = 0 to x = `to` metres, from elevation `from` down to `down`. */
const movement = (to: number, options: { from?: number; down?: number; action?: string; method?: string } = {}) => ({
  id: "m1",
  method: options.method ?? "dragging",
  chain: [] as string[],
  origin: { x: 0, y: 0, elevation: options.from ?? 12 },
  history: { distance: 0 },
  passed: {
    distance: to,
    waypoints: [
      { x: to * 100, y: 0, elevation: options.down ?? 12, action: options.action ?? "srWalk", terrain: null },
    ],
  },
  pending: { waypoints: [] },
});

type Token = ReturnType<typeof runner>["token"];
const moved = (token: Token, m: ReturnType<typeof movement>) =>
  moveToken(token as unknown as Parameters<typeof moveToken>[0], m, {}, self);

/** The fall cards posted, as their stored requests build them. */
const fallCards = () =>
  chat.created
    .filter((c) => c.type === "movementTest")
    .map((c) => {
      const system = c.system as unknown as MovementTestSystem;
      return getRuleset(system.rulesetId).tests.buildTest(toRequest(system.request)) as MovementTestCall;
    });

beforeEach(() => {
  installWorld({ ruleset: "shadowrun", variant: "core" });
  chat = installChat();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  // No GM connected: the mover's own client decides (hooks/move-token.ts decidesHere).
  g.game["users"] = { activeGM: null };
  resetMovements();
});
afterEach(() => removeWorld());

describe("a drop of more than 3 m posts the fall card (§ Falling; tests.movementTests, tests.dueOutsideCombat)", () => {
  it("walking off a 12 m roof outside combat: a Body + Armour card, DV 12, AP −4", async () => {
    const { token } = runner(false);
    expect(moved(token, movement(2, { down: 0 }))).toBe(1);
    await settle();
    expect(fallCards()).toEqual([
      { kind: "fall", characteristic: "fallPool", difficulty: "plain", modifiers: [], distance: 12 },
    ]);
    const html = await shown(chat.created[0]!);
    expect(html).toContain("Resisting a fall: Body + Armour (AP −4)");
    expect(html).toContain("Fell 12 m: Physical damage DV 12 (the whole metres fallen), AP −4");
  });

  it("a 3 m drop is no fall; a 3.5 m one is, in combat too; only the mover's client posts it", async () => {
    const { token } = runner(true);
    expect(moved(token, movement(1, { from: 3, down: 0 }))).toBe(0);
    expect(moveToken(token as never, movement(1, { from: 3.5, down: 0 }), {}, { id: "gm", isSelf: false })).toBe(0);
    resetMovements();
    expect(moved(token, movement(1, { from: 3.5, down: 0 }))).toBeGreaterThan(0);
    await settle();
    expect(fallCards().map((c) => [c.kind, c.distance])).toEqual([["fall", 3.5]]);
  });

  it("a 120 m fall says it lasts two Combat Turns (50 m, then 100 m)", async () => {
    const { token } = runner(false);
    moved(token, movement(1, { from: 120, down: 0 }));
    await settle();
    expect(await shown(chat.created[0]!)).toContain("Fell 120 m over 2 Combat Turns");
  });

  it("rolling it marks the unresisted boxes on the Physical monitor through the executor's consequences", async () => {
    const { token, applyDamage } = runner(false);
    moved(token, movement(2, { down: 0 }));
    await settle();
    // Nine dice (Body 4 + Armour 9 − 4): three hits against DV 12 leave 9 boxes.
    const faces = [5, 6, 5, 1, 2, 3, 4, 4, 2];
    class PoolRoll {
      total = 0;
      dice: { results: { result: number; active: boolean }[] }[] = [];
      constructor(readonly formula: string) {
        chat.formulas.push(formula);
      }
      async evaluate() {
        this.total = faces.filter((f) => f >= 5).length;
        this.dice = [{ results: faces.map((result) => ({ result, active: true })) }];
        return this;
      }
    }
    Object.assign(globalThis, { Roll: PoolRoll });
    expect(await rollMovementTest(chat.created[0]!, executorCardEffects)).toBe(true);
    expect(chat.formulas).toEqual(["9d6cs>=5"]);
    expect(applyDamage).toHaveBeenCalledWith("physical", 9);
    expect(await shown(chat.created[0]!)).toContain("Takes 9 box(es) of Physical damage.");
  });
});

describe("the fall card a move posts lands on the terrain where the move ends (§ Falling: a soft landing surface)", () => {
  /** A finished move off the 12 m roof ending on a waypoint reached through `conditions`. */
  const onto = (conditions: string[]) => {
    const m = movement(2, { down: 0 });
    return { ...m, passed: { ...m.passed, waypoints: [{ ...m.passed.waypoints[0]!, terrain: { conditions } }] } };
  };

  it("onto soft ground: the card stores the soft landing and shows it as a line of the DV", async () => {
    const { token } = runner(false);
    moved(token, onto(["softGround"]) as unknown as ReturnType<typeof movement>);
    await settle();
    const system = chat.created[0]!.system as unknown as MovementTestSystem;
    expect(system.request.options).toEqual({ landing: "soft" });
    expect(fallCards()[0]!.distance).toBe(12);
    expect(await shown(chat.created[0]!)).toContain("Soft landing (DV)");
  });

  it("into water: a cushioned landing; onto terrain that softens nothing: none stored", async () => {
    const { token } = runner(false);
    moved(token, onto(["water"]) as unknown as ReturnType<typeof movement>);
    await settle();
    expect((chat.created[0]!.system as unknown as MovementTestSystem).request.options).toEqual({
      landing: "cushioned",
    });
    resetMovements();
    moved(token, onto(["climb"]) as unknown as ReturnType<typeof movement>);
    await settle();
    expect((chat.created[1]!.system as unknown as MovementTestSystem).request.options).toBeNull();
    expect(await shown(chat.created[1]!)).not.toContain("landing (DV)");
  });
});

describe("undo (Foundry's movement revert) and the Combat Turn's statuses", () => {
  const bands = sr.bands.movementBands(profile);

  it("the engine clears what the band reached after the undo no longer gives (Walk 10 m, Run 20 m)", () => {
    expect(undoneBandStatusEffects("t", 6, bands, sr)).toEqual([
      { type: "status", model: "t", status: "srRunning", active: false },
      { type: "status", model: "t", status: "srSprinting", active: false },
    ]);
    expect(undoneBandStatusEffects("t", 0, bands, sr).length).toBe(2);
    expect(undoneBandStatusEffects("t", 10, bands, sr).length).toBe(2);
    expect(undoneBandStatusEffects("t", 14, bands, sr)).toEqual([
      { type: "status", model: "t", status: "srSprinting", active: false },
    ]);
    // A Sprinting test rolled this Combat Turn keeps Sprinting (StatusesCapability.testStatuses).
    expect(undoneBandStatusEffects("t", 6, bands, sr, ["sprint"])).toEqual([
      { type: "status", model: "t", status: "srRunning", active: false },
    ]);
    expect(undoneBandStatusEffects("t", 6, bands, getRuleset("necromunda"))).toEqual([]);
    expect(() => undoneBandStatusEffects("t", -1, bands, sr)).toThrow(RangeError);
    expect(() => undoneBandStatusEffects("t", 6, [{ action: 3 } as never], sr)).toThrow(TypeError);
  });

  it("an undo back under Walk clears Running; the sprint's Sprinting and its metres stay this Combat Turn", async () => {
    const { token, actor } = runner(true);
    actor.statuses.add("srRunning").add("srSprinting");
    await addAllowance(token, sr, "srSprint", 6);
    await countTest(token, sr, "sprint");
    // Foundry has reverted the 9 m move: 6 m of this Combat Turn remain recorded.
    token.movementHistory = [{ x: 0 }, { x: 600 }];
    expect(moved(token, movement(0, { method: "undo" }))).toBe(0);
    await settle();
    expect(actor.toggleStatusEffect).toHaveBeenCalledWith("srRunning", { active: false });
    expect([...actor.statuses]).toEqual(["srSprinting"]);
    expect(turnAllowance(token, sr, "core")!.bands.at(-1)).toEqual({ action: "srSprint", distance: 26 });
  });

  it("an undo that leaves the history past Walk keeps Running; outside combat it changes nothing", () => {
    const { token } = runner(true);
    token.movementHistory = [{ x: 0 }, { x: 1200 }];
    expect(undoStatusEffects(token, sr, "core")).toEqual([
      { type: "status", model: "razor", status: "srSprinting", active: false },
    ]);
    const outside = runner(false).token;
    outside.movementHistory = [{ x: 0 }, { x: 100 }];
    expect(undoStatusEffects(outside, sr, "core")).toEqual([]);
  });

  it("a move's band statuses are not listed among what an undo cannot revert", () => {
    expect(isBandStatus({ type: "status", model: "t", status: "srRunning", active: true }, sr)).toBe(true);
    expect(isBandStatus({ type: "status", model: "t", status: "prone", active: true }, sr)).toBe(false);
    expect(isBandStatus({ type: "status", model: "t", status: "srRunning", active: true }, getRuleset("dh2"))).toBe(
      false,
    );
  });
});
