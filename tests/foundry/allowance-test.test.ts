/**
 * The test that raises a token's movement limit, offered by the ruler and the token HUD
 * (TestsCapability.allowanceTest; issue #10: "the token HUD and the ruler offer Sprint"): a player's
 * drag past Run stops at Run (shadowrun-movement.md § Sprinting), the stop carries its action, the
 * ruler's label names the key, the key and the HUD post the Sprinting (or, in water, the swimming
 * sprint) card.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import {
  allowanceStopText,
  allowanceKeyLabel,
  allowanceTestAtStop,
  onAllowanceKey,
  registerAllowanceKeybinding,
} from "../../src/foundry/canvas/placeables/tokens/allowance-test";
import { allowanceTestButtons } from "../../src/foundry/hooks/token-hud-allowance";
import { toRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import type { PathWaypoint } from "../../src/foundry/canvas/placeables/tokens/movement-path";
import { FakeCoreToken, installWorld, removeWorld } from "./fakes";
import { installChat, type ChatWorld } from "./chat-fakes";
import { humanRunner } from "../support/runners";

const sr = getRuleset("shadowrun");
const profile = humanRunner;

let chat: ChatWorld;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The kinds of the test cards posted, as their stored requests build them. */
const posted = () =>
  chat.created.map((c) => {
    const system = c.system as unknown as MovementTestSystem;
    return [system.actorUuid, sr.tests.buildTest(toRequest(system.request))?.kind];
  });

/** A runner's token document: Walk 10 m, Run 20 m. */
function runnerDocument(isOwner = true) {
  return {
    id: "t1",
    uuid: "Scene.s.Token.t1",
    x: 0,
    y: 0,
    width: 1,
    height: 1,
    disposition: 1,
    isOwner,
    flags: {},
    movementAction: "srWalk",
    actor: { name: "Razor", uuid: "Actor.razor", isOwner, system: { movementProfile: profile, flyingSpeed: 0 } },
    combatant: { combat: { id: "c", round: 1, turn: 0, started: true } },
    movementHistory: [],
    parent: { grid: { size: 100, distance: 1, units: "m", isGridless: false }, flags: {}, tokens: [], regions: [] },
    getCompleteMovementPath: (waypoints: PathWaypoint[]) => {
      const out: PathWaypoint[] = [waypoints[0]!];
      for (let i = 1; i < waypoints.length; i++) {
        const from = waypoints[i - 1]!;
        const to = waypoints[i]!;
        const steps = Math.round(Math.abs(to.x - from.x) / 100);
        for (let s = 1; s <= steps; s++) out.push({ ...to, x: from.x + 100 * s, intermediate: s < steps });
      }
      return out;
    },
    measureMovementPath: (waypoints: PathWaypoint[]) => ({
      distance: (waypoints.at(-1)!.x - waypoints[0]!.x) / 100,
      segments: waypoints.slice(1).map((w, i) => ({ distance: 1, cost: (w.x - waypoints[i]!.x) / 100 })),
    }),
  };
}

let StrideToken: typeof import("../../src/foundry/canvas/placeables/token").StrideToken;
beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { Token: FakeCoreToken } } } });
  ({ StrideToken } = await import("../../src/foundry/canvas/placeables/token"));
});
beforeEach(() => {
  installWorld({ ruleset: "shadowrun", variant: "core" });
  chat = installChat();
});
afterEach(() => removeWorld());

describe("the engine offers Sprint for the walking bands and the swimming sprint in water", () => {
  it("maps each action to its test, and nothing else", () => {
    expect(sr.tests.allowanceTest?.("srWalk")?.request).toEqual({ kind: "sprint" });
    expect(sr.tests.allowanceTest?.("srRun")?.label).toBe("STRIDE.Shadowrun.Test.sprint");
    expect(sr.tests.allowanceTest?.("srSprint")?.request).toEqual({ kind: "sprint" });
    expect(sr.tests.allowanceTest?.("srSwim")?.request).toEqual({ kind: "swimSprint" });
    expect(sr.tests.allowanceTest?.("walk")).toBeNull();
    expect((getRuleset("dh2").tests as { allowanceTest?: unknown }).allowanceTest).toBeUndefined();
  });
});

describe("the ruler: a player's drag past Run stops at Run and names the key", () => {
  it("stops at 20 m with reason allowance and the Sprint action; the label says press R", () => {
    const token = new StrideToken(runnerDocument() as never) as unknown as {
      constrainMovementPath(w: PathWaypoint[], o?: object): [PathWaypoint[], boolean];
      strideStop: { reason: string; action?: string } | null;
    };
    const [path, constrained] = token.constrainMovementPath([
      { x: 0, y: 0 },
      { x: 2600, y: 0, action: "srSprint" },
    ]);
    expect(constrained).toBe(true);
    expect(path.at(-1)!.x).toBe(2000);
    expect(token.strideStop).toMatchObject({ reason: "allowance", action: "srSprint" });
    const i18n = (globalThis as unknown as { game: { i18n: Parameters<typeof allowanceStopText>[3] } }).game.i18n;
    expect(allowanceStopText(sr, token.strideStop as never, "R", i18n)).toBe(
      "At the limit: press R (or use the token HUD) to post the Sprinting test: Running + Strength [Physical]",
    );
    expect(allowanceStopText(sr, token.strideStop as never, null, i18n)).toBe(
      "At the limit: the token HUD posts the Sprinting test: Running + Strength [Physical]",
    );
  });

  it("says nothing at other stops, or for a ruleset without such a test", () => {
    const i18n = { localize: (k: string) => k, format: (k: string) => k };
    expect(allowanceStopText(sr, { reason: "edge", test: "jump", x: 0, y: 0 }, "R", i18n)).toBeNull();
    expect(allowanceStopText(sr, null, "R", i18n)).toBeNull();
    const stop = { reason: "allowance" as const, action: "full", x: 0, y: 0 };
    expect(allowanceTestAtStop(getRuleset("dh2"), stop)).toBeNull();
  });

  it("prints the bound key with core's Configure Controls label, nothing when no key is bound", () => {
    const g = globalThis as unknown as { game: Record<string, unknown>; foundry: Record<string, unknown> };
    const bindings: { key: string; modifiers?: string[] }[] = [{ key: "Digit2", modifiers: ["Shift"] }];
    const get = vi.fn(() => bindings);
    g.game["keybindings"] = { get };
    // Core's label, as the Controls list writes it (a fake that marks its words as its own).
    const humanizeBinding = vi.fn(
      (b: { key: string; modifiers?: string[] }) => `core:${[...(b.modifiers ?? []), b.key].join("+")}`,
    );
    g.foundry["applications"] = { sidebar: { apps: { ControlsConfig: { humanizeBinding } } } };
    try {
      expect(allowanceKeyLabel()).toBe("core:Shift+Digit2");
      expect(get).toHaveBeenCalledWith("stride", "allowanceTest");
      expect(humanizeBinding).toHaveBeenCalledWith(bindings[0]);
      bindings.length = 0;
      expect(allowanceKeyLabel()).toBeNull();
      expect(humanizeBinding).toHaveBeenCalledTimes(1);
    } finally {
      delete g.foundry["applications"];
    }
  });
});

describe("the key: registered in init, posts the card for the controlled token", () => {
  it("registers KeyR under the system's namespace, editable, and its onDown reads the controlled tokens", async () => {
    const register = vi.fn();
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game["keybindings"] = { register };
    registerAllowanceKeybinding();
    expect(register).toHaveBeenCalledWith(
      "stride",
      "allowanceTest",
      expect.objectContaining({ editable: [{ key: "KeyR" }] }),
    );
    const config = register.mock.calls[0]![2] as { onDown: () => boolean; name: string };
    expect(config.name).toBe("STRIDE.AllowanceTest.keybinding");
    Object.assign(globalThis, {
      canvas: { tokens: { controlled: [{ strideStop: null, document: runnerDocument() }] } },
    });
    expect(config.onDown()).toBe(true);
    await settle();
    expect(posted()).toEqual([["Actor.razor", "sprint"]]);
    Reflect.deleteProperty(globalThis, "canvas");
  });

  it("in water the stop's action is the swim: the swimming sprint; not the user's token: nothing", async () => {
    const swimming = {
      strideStop: { reason: "allowance" as const, action: "srSwim", x: 0, y: 0 },
      document: runnerDocument(),
    };
    expect(onAllowanceKey([{ strideStop: null, document: runnerDocument(false) }])).toBe(false);
    expect(onAllowanceKey([swimming])).toBe(true);
    await settle();
    expect(posted()).toEqual([["Actor.razor", "swimSprint"]]);
  });
});

describe("the token HUD offers the same tests", () => {
  it("one button per test for the owner: Sprint and the swimming sprint, with the actions' icons", async () => {
    const buttons = allowanceTestButtons(runnerDocument(), sr, false);
    expect(buttons.map((b) => [b.name, b.icon, b.label])).toEqual([
      ["allowance-sprint", "fa-solid fa-forward-fast", "STRIDE.Shadowrun.Test.sprint"],
      ["allowance-swimSprint", "fa-solid fa-person-swimming", "STRIDE.Shadowrun.Test.swimSprint"],
    ]);
    await buttons[0]!.run();
    expect(posted()).toEqual([["Actor.razor", "sprint"]]);
  });

  it("none for another user's token (the GM sees them), none for a ruleset without such tests", () => {
    expect(allowanceTestButtons(runnerDocument(false), sr, false)).toEqual([]);
    expect(allowanceTestButtons(runnerDocument(false), sr, true)).toHaveLength(2);
    expect(allowanceTestButtons(runnerDocument(), getRuleset("necromunda"), true)).toEqual([]);
  });
});
