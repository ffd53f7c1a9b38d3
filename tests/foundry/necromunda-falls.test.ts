/**
 * Necromunda outcomes in the adapter, with small fakes of the shapes read (TokenDocument#move,
 * #setFlag, #movementHistory, the combatant's combat, Actor#statuses and #toggleStatusEffect): a
 * failed jump down carries the fighter back to the foot of its drop and ends its activation's
 * movement (necromunda-movement.md § Jumping Down, § Falling Damage: "A falling fighter is
 * immediately Pinned and their activation ends"); a failed dangerous-terrain test sets Out of
 * Action, which a turn's start does not clear (§ Dangerous Terrain); Pinned is the Prone status.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { executorCardEffects } from "../../src/foundry/effects/card-effects";
import { historyState } from "../../src/foundry/data/token-history";
import { clearBandStatuses } from "../../src/foundry/documents/combat-history";
import { statusEffectEntries } from "../../src/foundry/config";
import { migratePinnedToProne } from "../../src/foundry/rulesets/necromunda/pinned-migration";
import { frameOf, modelOf } from "../../src/foundry/snapshot";
import { getRuleset, manifestOf } from "../../src/rules";
import { installWorld, removeWorld } from "./fakes";
import { installChat } from "./chat-fakes";

const necromunda = getRuleset("necromunda");

beforeEach(() => {
  installWorld({ ruleset: "necromunda" });
  installChat();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game["users"] = { activeGM: null };
});
afterEach(() => removeWorld());

/**
 * A fighter (Initiative 4+) on an inch grid of 100 px, its top-left at (x, 0) inches, in a started
 * combat; its turn's recorded movement `history` (top-left pixels, each leg's cost in inches).
 */
function fighter(x: number, history: { x: number; elevation: number; cost: number }[]) {
  const scene = {
    id: "s",
    grid: { size: 100, distance: 1, units: "in" },
    flags: {},
    tokens: [] as object[],
    regions: [],
  };
  const token = {
    id: "f",
    uuid: "Scene.s.Token.f",
    name: "Fighter",
    x: x * 100,
    y: 0,
    width: 1,
    height: 1,
    elevation: 0,
    disposition: 1,
    isOwner: true,
    flags: {} as Record<string, Record<string, unknown>>,
    actor: {
      type: "fighter",
      uuid: "Actor.f",
      name: "Fighter",
      isOwner: true,
      system: { profile: { move: 5, i: 4 } },
      toggleStatusEffect: vi.fn(async () => true),
    },
    parent: scene,
    movementHistory: history.map((h) => ({ x: h.x, y: 0, elevation: h.elevation, cost: h.cost })),
    combatant: { combat: { id: "c", round: 1, turn: 0, started: true } },
    move: vi.fn(async () => true),
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      (token.flags[scope] ??= {})[key] = structuredClone(value);
    }),
  };
  scene.tokens.push(token);
  const g = globalThis as unknown as { fromUuidSync?: (uuid: string) => unknown };
  g.fromUuidSync = (uuid: string) => (uuid === token.uuid ? token : null);
  return token;
}

describe("a failed Necromunda jump down (§ Jumping Down, § Falling Damage)", () => {
  // A 3" drop at x = 1", then 2" on along the floor to x = 3": the foot lies 2" back.
  const call = necromunda.tests.buildTest({ kind: "jumpDown", distance: 3, options: { dropFoot: "-2:0:0" } })!;

  it("moves the fighter back to the foot of the drop, a forced move, and ends its movement", async () => {
    const me = fighter(3, [
      { x: 0, elevation: 3, cost: 0 },
      { x: 100, elevation: 3, cost: 1 },
      { x: 100, elevation: 0, cost: 0 },
      { x: 300, elevation: 0, cost: 2 },
    ]);
    const resolution = necromunda.tests.resolve(call, 4, [1]);
    expect(resolution).toMatchObject({ success: false, outcome: "fallsHit", prone: true });
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, necromunda);
    expect(me.move).toHaveBeenCalledWith([{ x: 100, y: 0, elevation: 0, action: "displace" }]);
    // The turn's cost when rolled (3") with nothing left: the ruler and the drag stop it there.
    expect(historyState(me as never, necromunda).spent).toEqual({ from: 3, remaining: 0 });
  });

  it("a passed jump moves no one and spends nothing", async () => {
    const me = fighter(3, [
      { x: 0, elevation: 3, cost: 0 },
      { x: 300, elevation: 0, cost: 3 },
    ]);
    const resolution = necromunda.tests.resolve(call, 4, [5]);
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, necromunda);
    expect(me.move).not.toHaveBeenCalled();
    expect(historyState(me as never, necromunda).spent).toBeNull();
  });
});

describe("Out of Action and Loss of Control are statuses (§ Dangerous Terrain, § Falling Damage: Vehicles)", () => {
  it("a failed dangerous-terrain roll sets Out of Action on the fighter's actor through the executor", async () => {
    const me = fighter(2, []);
    const call = necromunda.tests.buildTest({ kind: "dangerous" })!;
    const resolution = necromunda.tests.resolve(call, 4, [1]);
    expect(resolution.outcome).toBe("outOfAction");
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, necromunda);
    expect(me.actor.toggleStatusEffect).toHaveBeenCalledWith("necroOutOfAction", { active: true });
  });

  it("registers both with core's status effects, core icons kept as they are", () => {
    const entries = statusEffectEntries(
      manifestOf(necromunda),
      (key) => key,
      (path) => `systems/stride/${path}`,
    );
    expect(entries.map((e) => [e.id, e.name, e.img])).toEqual([
      ["necroOutOfAction", "STRIDE.Status.outOfAction", "icons/svg/unconscious.svg"],
      ["necroLossOfControl", "STRIDE.Status.lossOfControl", "icons/svg/daze.svg"],
    ]);
  });

  it("a turn's start clears neither (they are outcomes, not a band's)", async () => {
    const statuses = new Set(["necroOutOfAction", "necroLossOfControl", "prone"]);
    const toggleStatusEffect = vi.fn(async (id: string, options: { active: boolean }) => {
      if (!options.active) statuses.delete(id);
      return true;
    });
    const cleared = await clearBandStatuses({ actor: { statuses, toggleStatusEffect } }, necromunda);
    expect(cleared).toBe(0);
    expect(toggleStatusEffect).not.toHaveBeenCalled();
    expect([...statuses]).toEqual(["necroOutOfAction", "necroLossOfControl", "prone"]);
  });
});

describe("Pinned is the Prone status (§ Running Over Fighters, § Falling Damage)", () => {
  it("the snapshot takes a fighter's state from its data model's reading (the Prone status), else its field", () => {
    const frame = frameOf({ size: 100, distance: 1, units: "in" }, "in");
    const token = (system: object) =>
      ({
        id: "f",
        name: "f",
        x: 0,
        y: 0,
        width: 1,
        height: 1,
        elevation: 0,
        disposition: 1,
        actor: { type: "fighter", system },
      }) as never;
    expect(modelOf(token({ status: "standing", reading: { status: "pinned" } }), frame)?.status).toBe("pinned");
    expect(modelOf(token({ status: "seriouslyInjured" }), frame)?.status).toBe("seriouslyInjured");
  });

  it("moves a fighter's older pinned field to the Prone status, the status set before the field is cleared", async () => {
    const calls: string[] = [];
    const actor = (type: string, status: string) => ({
      type,
      system: { status },
      toggleStatusEffect: vi.fn(async (id: string, options: { active: boolean }) => {
        calls.push(`${type}:${id}:${options.active}`);
      }),
      update: vi.fn(async (data: Record<string, unknown>) => {
        calls.push(`${type}:update:${String(data["system.status"])}`);
      }),
    });
    const pinned = actor("fighter", "pinned");
    const injured = actor("fighter", "seriouslyInjured");
    const truck = actor("vehicle", "pinned");
    expect(await migratePinnedToProne([pinned, injured, truck])).toBe(1);
    expect(calls).toEqual(["fighter:prone:true", "fighter:update:standing"]);
  });

  it("keeps the field when setting the status fails (nothing lost)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const update = vi.fn(async () => undefined);
    const broken = {
      type: "fighter",
      system: { status: "pinned" },
      toggleStatusEffect: vi.fn(async () => Promise.reject(new Error("offline"))),
      update,
    };
    expect(await migratePinnedToProne([broken])).toBe(0);
    expect(update).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("a side-on Handling test's outcome moves a vehicle aside (§ Move and Push During Collisions)", () => {
  /** The other vehicle "b", top-left at (4, 1) inches, beside the fighter-shaped mover "f". */
  function withOther(me: ReturnType<typeof fighter>) {
    const other = {
      ...me,
      id: "b",
      uuid: "Scene.s.Token.b",
      name: "Other",
      x: 400,
      y: 100,
      movementHistory: [],
      move: vi.fn(async () => true),
    };
    me.parent.tokens.push(other);
    return other;
  }
  // The move stored ½" aside for the other vehicle (passed) and ½" back for the mover (failed).
  const call = necromunda.tests.buildTest({
    kind: "sideOn",
    options: { shovePass: "b:0:0.5", shoveFail: "f:0:-0.5" },
  })!;

  it('passed: the other vehicle is moved ½" aside through the executor', async () => {
    const me = fighter(0, []);
    const other = withOther(me);
    const resolution = necromunda.tests.resolve(call, 5, [5]);
    expect(resolution.outcome).toBe("sideOnPass");
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, necromunda);
    expect(other.move).toHaveBeenCalledWith([{ x: 400, y: 150, action: "displace" }]);
    expect(me.move).not.toHaveBeenCalled();
  });

  it('failed: the mover is moved ½" the other way', async () => {
    const me = fighter(0, []);
    const other = withOther(me);
    const resolution = necromunda.tests.resolve(call, 5, [4]);
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, necromunda);
    expect(me.move).toHaveBeenCalledWith([{ x: 0, y: -50, action: "displace" }]);
    expect(other.move).not.toHaveBeenCalled();
  });
});

describe("a vehicle moved aside by a side-on Handling test carries its riders (§ Fighters & Loot on Moving Vehicles)", () => {
  /** The mover "f" made a 2 × 2 vehicle, with a fighter "r" on its deck 1" up, top-left at (0.5, 0.5) inches. */
  function vehicleWithRider() {
    const me = fighter(0, []);
    Object.assign(me, { width: 2, height: 2 });
    Object.assign(me.actor, {
      type: "vehicle",
      system: { move: 8, toughness: { front: 8, side: 8, rear: 8 }, handling: 5 },
    });
    const rider = {
      ...me,
      id: "r",
      uuid: "Scene.s.Token.r",
      name: "Rider",
      x: 50,
      y: 50,
      width: 1,
      height: 1,
      elevation: 1,
      flags: {},
      actor: { ...me.actor, type: "fighter", uuid: "Actor.r", system: { profile: { move: 4, i: 4 } } },
      movementHistory: [],
      move: vi.fn(async () => true),
    };
    me.parent.tokens.push(rider);
    return { me, rider };
  }
  const call = necromunda.tests.buildTest({ kind: "sideOn", options: { shoveFail: "f:0:-0.5" } })!;

  it('failed: the rider goes ½" aside with the vehicle, a forced move, and is asked to test to hold on', async () => {
    const chat = installChat();
    const { me, rider } = vehicleWithRider();
    const resolution = necromunda.tests.resolve(call, 5, [4]);
    expect(resolution.outcome).toBe("sideOnFail");
    await executorCardEffects.afterRoll({ tokenUuid: me.uuid, call, resolution }, necromunda);
    expect(me.move).toHaveBeenCalledWith([{ x: 0, y: -50, action: "displace" }]);
    expect(rider.move).toHaveBeenCalledWith([{ x: 50, y: 0, action: "displace" }]);
    const cards = chat.created.map((m) => m.system as { request: { kind: string }; tokenUuid: string });
    expect(cards.map((c) => [c.tokenUuid, c.request.kind])).toEqual([["Scene.s.Token.r", "riding"]]);
  });
});
