/**
 * A world that switched ruleset: tokens and prototype tokens keep a movement action the new
 * ruleset does not register, which v14 refuses to move (foundryvtt#14169); the active GM resets
 * them to `null` on `ready`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import { movementActionPatch } from "../../src/foundry/config";
import {
  isStaleAction,
  readyMovementActions,
  resetMovementActions,
  type ActionWorld,
} from "../../src/foundry/hooks/reset-movement-actions";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";

/** Core's actions (shared/foundry-v13.md § Tokens and movement) and the Necromunda ruleset's, as init registers them. */
const CORE = ["walk", "fly", "swim", "burrow", "crawl", "climb", "jump", "blink", "displace"];
const actions = {
  ...Object.fromEntries(CORE.map((id) => [id, {}])),
  ...movementActionPatch(getRuleset("necromunda")),
};

/** A scene whose embedded updates are recorded; tokens keep what they store. */
function scene(tokens: { id: string | null; movementAction?: unknown }[]) {
  return { tokens, updates: [] as object[][], updateEmbeddedDocuments: vi.fn() };
}

function world(scenes: ReturnType<typeof scene>[], actors: ActionWorld["actors"] = []) {
  for (const s of scenes) {
    s.updateEmbeddedDocuments.mockImplementation(async (_type: string, updates: object[]) => s.updates.push(updates));
  }
  const actorUpdates: object[][] = [];
  const w: ActionWorld = {
    actions,
    scenes,
    actors,
    updateActors: async (updates) => actorUpdates.push(updates),
  };
  return { world: w, actorUpdates };
}

describe("stale movement actions", () => {
  it("are strings no registered action has; null, '' and prototype members are not registered actions either", () => {
    expect(isStaleAction("half", actions)).toBe(true); // Dark Heresy's Half Move, in a Necromunda world
    expect(isStaleAction("charge", actions)).toBe(false); // both rulesets have Charge
    expect(isStaleAction("walk", actions)).toBe(false);
    expect(isStaleAction("constructor", actions)).toBe(true);
    expect(isStaleAction("toString", actions)).toBe(true);
    expect(isStaleAction(null, actions)).toBe(false);
    expect(isStaleAction("", actions)).toBe(false);
    expect(isStaleAction(undefined, actions)).toBe(false);
  });

  it("are reset to null on every scene's tokens and every actor's prototype token, one update each", async () => {
    const street = scene([
      { id: "t1", movementAction: "half" },
      { id: "t2", movementAction: "move" },
      { id: "t3", movementAction: null },
      { id: "t4", movementAction: "sprint" },
    ]);
    const quiet = scene([{ id: "t5", movementAction: "crawl" }]);
    const { world: w, actorUpdates } = world(
      [street, quiet],
      [
        { id: "a1", prototypeToken: { movementAction: "full" } },
        { id: "a2", prototypeToken: { movementAction: "run" } },
        { id: "a3", prototypeToken: null },
      ],
    );
    expect(await resetMovementActions(w)).toEqual({ tokens: 2, actors: 1 });
    expect(street.updates).toEqual([
      [
        { _id: "t1", movementAction: null },
        { _id: "t4", movementAction: null },
      ],
    ]);
    expect(quiet.updateEmbeddedDocuments).not.toHaveBeenCalled();
    expect(actorUpdates).toEqual([[{ _id: "a1", "prototypeToken.movementAction": null }]]);
  });

  it("leaves a world whose tokens all have registered actions untouched", async () => {
    const s = scene([{ id: "t1", movementAction: "charge" }]);
    const { world: w, actorUpdates } = world([s], [{ id: "a1", prototypeToken: { movementAction: null } }]);
    expect(await resetMovementActions(w)).toEqual({ tokens: 0, actors: 0 });
    expect(s.updateEmbeddedDocuments).not.toHaveBeenCalled();
    expect(actorUpdates).toEqual([]);
  });
});

describe("the ready hook", () => {
  let fake: FakeWorld;
  beforeEach(() => {
    fake = installWorld();
  });
  afterEach(() => removeWorld());

  const asUser = (activeGM: boolean) =>
    Object.assign((globalThis as unknown as { game: object }).game, {
      users: { activeGM: activeGM ? { isSelf: true } : { isSelf: false } },
    });

  it("runs the reset on the active GM's client only, and says how many were reset", async () => {
    const reset = vi.fn(async () => ({ tokens: 2, actors: 1 }));
    asUser(false);
    await readyMovementActions(reset);
    expect(reset).not.toHaveBeenCalled();
    asUser(true);
    await readyMovementActions(reset);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(fake.notifications.info).toHaveBeenCalledWith('STRIDE.Movement.actionsReset {"count":"3"}');
  });

  it("says nothing when nothing was reset, and never rejects into Foundry when the reset fails", async () => {
    asUser(true);
    await readyMovementActions(async () => ({ tokens: 0, actors: 0 }));
    expect(fake.notifications.info).not.toHaveBeenCalled();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(
      readyMovementActions(async () => {
        throw new Error("update refused");
      }),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(fake.notifications.error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
