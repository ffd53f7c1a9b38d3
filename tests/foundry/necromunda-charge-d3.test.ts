/**
 * The Charge's D3 kept with the token for the turn (data/token-history.ts `rolled`) and read into
 * the profile the ruler and the enforced limit measure against (movement/allowance.ts): a fighter
 * with Move 4" charges Move + D3 (necromunda-movement.md § Movement; README § Rulings).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import { historyState, rolledFor, setRolled } from "../../src/foundry/data/token-history";
import { turnAllowance } from "../../src/foundry/movement/allowance";
import {
  actionRollRequestHandler,
  actionRollStatus,
  pendingActionRoll,
  rollForAction,
} from "../../src/foundry/movement/action-roll";
import { FakeCoreToken, installWorld, mergeUpdate, removeWorld } from "./fakes";

const necromunda = getRuleset("necromunda");

/** A Move 4" fighter's token in a started combat, on an inch grid; flags written by setFlag. */
function fighterToken() {
  const flags: Record<string, Record<string, unknown>> = {};
  const combat = { id: "c1", round: 1, turn: 0, started: true };
  const token = {
    flags,
    combatant: { combat },
    actor: { system: { movementProfile: { characteristics: { move: 4 } }, flyingSpeed: 0 } },
    parent: { grid: { units: "in" }, flags: {} },
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      (flags[scope] ??= {})[key] = structuredClone(value);
    }),
  };
  return { token, combat };
}

const chargeOf = (token: ReturnType<typeof fighterToken>["token"]) =>
  turnAllowance(token, necromunda, "core")!.bands.find((b) => b.action === "charge")!.distance;

describe("the Charge's D3 kept with the token for the turn", () => {
  it('no D3 rolled: the Charge counts 3 (Move 4" + 3 = 7")', () => {
    const { token } = fighterToken();
    expect(rolledFor(token, necromunda, "charge")).toBeNull();
    expect(chargeOf(token)).toBe(7);
  });

  it('a D3 of 2 makes the Charge 6"; the first D3 of the turn stands', async () => {
    const { token } = fighterToken();
    expect(await setRolled(token, necromunda, "charge", 2)).toBe(true);
    expect(chargeOf(token)).toBe(6);
    expect(await setRolled(token, necromunda, "charge", 3)).toBe(false);
    expect(rolledFor(token, necromunda, "charge")).toBe(2);
    expect(chargeOf(token)).toBe(6);
    expect(token.setFlag).toHaveBeenCalledTimes(1);
  });

  it("is forgotten when the turn moves on, and not kept outside a combat", async () => {
    const { token, combat } = fighterToken();
    await setRolled(token, necromunda, "charge", 1);
    expect(chargeOf(token)).toBe(5);
    combat.turn = 1;
    expect(rolledFor(token, necromunda, "charge")).toBeNull();
    expect(chargeOf(token)).toBe(7);
    const outside = { ...fighterToken().token, combatant: null };
    expect(await setRolled(outside, necromunda, "charge", 2)).toBe(false);
  });

  it("writes nothing for a roll that is not a whole number ≥ 1, and reads none from a stored one", async () => {
    const { token } = fighterToken();
    for (const bad of [0, 1.5, Number.NaN, -1]) expect(await setRolled(token, necromunda, "charge", bad)).toBe(false);
    token.flags["stride"] = { history: { key: "c1:1:0", rolled: { charge: 2.5 } } };
    expect(historyState(token, necromunda).rolled).toEqual({});
    expect(chargeOf(token)).toBe(7);
  });
});

describe("the Charge's D3 rolled when the first Charge drag of the turn starts (movement/action-roll.ts)", () => {
  /** A roller that rolls `total` and records what it was asked. */
  const roller = (total: number) => {
    const asked: string[] = [];
    const posted: number[] = [];
    return {
      asked,
      posted,
      roll: async (formula: string) => {
        asked.push(formula);
        return { total };
      },
      post: async (roll: { total: number | undefined }) => {
        posted.push(roll.total ?? Number.NaN);
      },
    };
  };
  const charging = () => Object.assign(fighterToken().token, { movementAction: "charge" });

  it("rolls 1d3 once, keeps it for the turn and posts it; the Charge is then Move + D3", async () => {
    const token = charging();
    expect(pendingActionRoll(token, necromunda)).toBe("1d3");
    const dice = roller(2);
    expect(await rollForAction(token, necromunda, dice)).toBe(2);
    expect(dice.asked).toEqual(["1d3"]);
    expect(dice.posted).toEqual([2]);
    expect(chargeOf(token)).toBe(6);
    const again = roller(3);
    expect(pendingActionRoll(token, necromunda)).toBeNull();
    expect(await rollForAction(token, necromunda, again)).toBeNull();
    expect(again.asked).toEqual([]);
    expect(chargeOf(token)).toBe(6);
  });

  it("rolls nothing for a Move, outside a started combat, or twice for two quick drag starts", async () => {
    const move = Object.assign(fighterToken().token, { movementAction: "move" });
    expect(await rollForAction(move, necromunda, roller(2))).toBeNull();
    const idle = charging();
    idle.combatant.combat.started = false;
    expect(await rollForAction(idle, necromunda, roller(2))).toBeNull();
    const token = charging();
    const dice = roller(1);
    const [a, b] = await Promise.all([rollForAction(token, necromunda, dice), rollForAction(token, necromunda, dice)]);
    expect([a, b]).toEqual([1, null]);
    expect(dice.asked).toEqual(["1d3"]);
  });

  it("keeps and posts nothing when the roll's total is not a whole number ≥ 1", async () => {
    const token = charging();
    const dice = roller(Number.NaN);
    expect(await rollForAction(token, necromunda, dice)).toBeNull();
    expect(dice.posted).toEqual([]);
    expect(chargeOf(token)).toBe(7);
  });
});

describe("what the ruler says of the Charge's D3 (movement/action-roll.ts actionRollStatus)", () => {
  it("names the formula, then the total kept; nothing for a Move", async () => {
    const { token } = fighterToken();
    expect(actionRollStatus(token, necromunda, "charge")).toEqual({ formula: "1d3", total: null });
    await setRolled(token, necromunda, "charge", 3);
    expect(actionRollStatus(token, necromunda, "charge")).toEqual({ formula: "1d3", total: 3 });
    expect(actionRollStatus(token, necromunda, "move")).toBeNull();
    expect(actionRollStatus(token, necromunda, null)).toBeNull();
  });
});

describe("the Charge's D3 the GM's automation measures with is the one a GM's client kept on the scene", () => {
  const g = globalThis as unknown as { game?: unknown };
  const saved = g.game;
  afterEach(() => {
    g.game = saved;
  });
  /** The client as a user: a GM's, or a player's. */
  const as = (isGM: boolean) => {
    g.game = { user: { id: isGM ? "gm" : "p", isGM } };
  };
  /** The fighter's token on a scene whose update, as Foundry's server, refuses a user who is not a GM. */
  function onScene() {
    const { token, combat } = fighterToken();
    const scene = {
      grid: { units: "in" },
      flags: {} as Record<string, Record<string, unknown>>,
      update: vi.fn(async (data: Record<string, unknown>) => {
        if ((g.game as { user?: { isGM?: boolean } } | undefined)?.user?.isGM !== true) {
          throw new Error("User lacks permission to update Scene");
        }
        // Merged as Foundry's Document#update does (recursively; `-=` keys delete).
        mergeUpdate(scene, data);
      }),
    };
    const placed = Object.assign(token, {
      id: "t1",
      uuid: "Scene.s1.Token.t1",
      parent: scene,
      movementAction: "charge",
      testUserPermission: (user: { id?: string | null }) => user.id === "p",
    });
    return { token: placed, scene, combat };
  }

  it("a D3 of 3 the player wrote on its own token does not replace the GM's 1: the GM measures 5\"", async () => {
    const { token, scene } = onScene();
    as(true);
    expect(await setRolled(token, necromunda, "charge", 1)).toBe(true);
    expect(token.setFlag).not.toHaveBeenCalled();
    expect(scene.flags["stride"]?.["kept"]).toEqual({ t1: { actionRolls: { key: "c1:1:0", rolled: { charge: 1 } } } });
    // The player's client cannot write the scene, so it writes its own token's flag.
    as(false);
    await expect(scene.update({ "flags.stride.kept.t1.actionRolls": { key: "c1:1:0" } })).rejects.toThrow();
    token.flags["stride"] = { actionRolls: { key: "c1:1:0", rolled: { charge: 3 } } };
    as(true);
    expect(rolledFor(token, necromunda, "charge")).toBe(1);
    expect(chargeOf(token)).toBe(5);
  });

  it("a D3 only on the player's token leaves the GM's Charge at Move + 3 and the GM's roll still due", () => {
    const { token } = onScene();
    token.flags["stride"] = { actionRolls: { key: "c1:1:0", rolled: { charge: 3 } } };
    as(true);
    expect(rolledFor(token, necromunda, "charge")).toBeNull();
    expect(pendingActionRoll(token, necromunda)).toBe("1d3");
    // The player's own client shows its own copy while no GM kept one (it decides alone then).
    as(false);
    expect(rolledFor(token, necromunda, "charge")).toBe(3);
  });

  it("the player's request: the GM rolls, keeps it on the scene and posts it, once; not for a token the asker does not own", async () => {
    const { token, scene } = onScene();
    as(true);
    const posted: number[] = [];
    const roller = () => ({
      roll: async () => ({ total: 2 }),
      post: async (roll: { total: number | undefined }) => {
        posted.push(roll.total ?? Number.NaN);
      },
    });
    const handler = actionRollRequestHandler(
      () => necromunda,
      async (uuid) => (uuid === token.uuid ? token : null),
      roller,
    );
    const q = handler.parse({ tokenUuid: token.uuid })!;
    expect(handler.parse({ tokenUuid: "Actor.x" })).toBeNull();
    // Another fighter's turn: no D3 for this one.
    const combat = token.combatant.combat as { combatant?: { tokenId: string } };
    combat.combatant = { tokenId: "t2" };
    expect(await handler.handle(q, { id: "p", isGM: false })).toBe(false);
    combat.combatant = { tokenId: "t1" };
    expect(await handler.handle(q, { id: "other", isGM: false })).toBe(false);
    expect(posted).toEqual([]);
    expect(await handler.handle(q, { id: "p", isGM: false })).toBe(true);
    expect(posted).toEqual([2]);
    expect(scene.flags["stride"]?.["kept"]).toEqual({ t1: { actionRolls: { key: "c1:1:0", rolled: { charge: 2 } } } });
    expect(chargeOf(token)).toBe(6);
    expect(await handler.handle(q, { id: "p", isGM: false })).toBe(false);
    expect(posted).toEqual([2]);
  });
});

describe("the Charge's D3 in chat", () => {
  afterEach(() => removeWorld());

  it("is posted public whatever the roll mode of the GM's client that rolls it", async () => {
    installWorld({ ruleset: "necromunda" });
    const g = globalThis as unknown as { foundry?: Record<string, unknown>; ChatMessage?: unknown };
    g.foundry = { ...(g.foundry ?? {}), canvas: { placeables: { Token: FakeCoreToken } } };
    g.ChatMessage = { getSpeaker: () => ({ alias: "Ganger" }) };
    const { actionRollerFor } = await import("../../src/foundry/canvas/placeables/token");
    const toMessage = vi.fn(async () => ({}));
    await actionRollerFor({ name: "Ganger", actor: null, movementAction: "charge" }).post({
      total: 2,
      toMessage,
    } as never);
    expect(toMessage).toHaveBeenCalledWith(expect.objectContaining({ flavor: expect.any(String) }), {
      rollMode: "publicroll",
      messageMode: "public",
    });
  });
});
