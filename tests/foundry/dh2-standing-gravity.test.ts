/**
 * The gravity a Dark Heresy character stands under follows its scene (dh2-movement.md § Low/High
 * Gravity Worlds): a change of the scene's Stride flags prepares its actors again, and the active GM
 * sets the Encumbered status from the new data. Small fakes of the Scene, Actor and game shapes read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshStanding, sceneFlagsChanged, standingGravity } from "../../src/foundry/rulesets/dh2/standing-gravity";
import { installWorld, removeWorld } from "./fakes";

beforeEach(() => installWorld({ ruleset: "dh2" }));
afterEach(() => removeWorld());

/** An actor whose data says Encumbered when `wanted`, with the status off; reset and toggle spied. */
function actor(wanted: boolean) {
  const a = {
    system: { derivedStatuses: wanted ? ["encumbered"] : [] },
    statuses: new Set<string>(),
    reset: vi.fn(),
    toggleStatusEffect: vi.fn(async (id: string, options?: { active?: boolean }) => {
      if (options?.active) a.statuses.add(id);
      else a.statuses.delete(id);
    }),
    sheet: { rendered: true, render: vi.fn() },
  };
  return a;
}

/** Makes this client the active GM (game.users.activeGM is game.user), or a player. */
function asGM(isGM: boolean) {
  const g = globalThis as unknown as { game: { user: object; users?: object } };
  g.game.user = { isGM };
  g.game.users = { activeGM: isGM ? g.game.user : { isGM: true } };
}

describe("the gravity a character stands under", () => {
  it("is its token's scene's, else its token's on the viewed scene, else none", () => {
    const high = { grid: { units: "m" }, flags: { stride: { gravity: "high" } } };
    expect(standingGravity({ token: { parent: high } })).toBe("high");
    expect(standingGravity({ token: null, getActiveTokens: () => [{ parent: high }] })).toBe("high");
    expect(standingGravity({ token: null, getActiveTokens: () => [] })).toBeNull();
    expect(standingGravity(null)).toBeNull();
    // An unknown gravity flag is normal (movement/allowance.ts sceneGravity).
    expect(standingGravity({ token: { parent: { flags: { stride: { gravity: "sideways" } } } } })).toBe("normal");
  });

  it("a change of the scene's Stride flags prepares each actor on it once; the active GM sets the status", async () => {
    asGM(true);
    const heavy = actor(true);
    const light = actor(false);
    const scene = { tokens: [{ actor: heavy }, { actor: heavy }, { actor: light }, { actor: null }] };
    sceneFlagsChanged(scene, { flags: { stride: { gravity: "high" } } });
    await vi.waitFor(() => expect(heavy.toggleStatusEffect).toHaveBeenCalledTimes(1));
    expect(heavy.reset).toHaveBeenCalledTimes(1);
    expect(heavy.toggleStatusEffect).toHaveBeenCalledWith("encumbered", { active: true });
    expect(heavy.sheet.render).toHaveBeenCalledTimes(1);
    expect(light.reset).toHaveBeenCalledTimes(1);
    expect(light.toggleStatusEffect).not.toHaveBeenCalled();
    // The gravity taken off the scene (a `-=` key) refreshes them again.
    sceneFlagsChanged(scene, { flags: { stride: { "-=gravity": null } } });
    expect(light.reset).toHaveBeenCalledTimes(2);
  });

  it("other scene changes are left alone; a player's client prepares again but sets no status", () => {
    asGM(false);
    const heavy = actor(true);
    const scene = { tokens: [{ actor: heavy }] };
    sceneFlagsChanged(scene, { flags: { core: { sheetClass: "x" } } });
    // A record a GM's client keeps on the scene (data/gm-kept.ts) is not the gravity.
    sceneFlagsChanged(scene, { flags: { stride: { kept: { t1: { history: { key: "c:1:0" } } } } } });
    sceneFlagsChanged(scene, {});
    expect(heavy.reset).not.toHaveBeenCalled();
    refreshStanding(heavy);
    expect(heavy.reset).toHaveBeenCalledTimes(1);
    expect(heavy.toggleStatusEffect).not.toHaveBeenCalled();
  });
});
