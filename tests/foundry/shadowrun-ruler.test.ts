/**
 * The ruler's words for a runner: "Run 14/20 m · 6 m left" across the Combat Turn, the new
 * limit right after a sprint's hits, and at a drag stopped at Run the key that posts the Sprinting
 * test (shadowrun-movement.md § Standard Movement, § Sprinting). Real lang/en.json wording.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RulerWaypointLike } from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import { HISTORY_FLAG } from "../../src/foundry/data/token-history";
import { installWorld, removeWorld } from "./fakes";
import { installChat } from "./chat-fakes";
import { humanRunner } from "../support/runners";

type CoreArg = ConstructorParameters<
  typeof import("../../src/foundry/canvas/placeables/tokens/token-ruler").StrideTokenRuler
>[0];

/** The parts of v13's TokenRuler the subclass calls. */
class FakeCoreRuler {
  constructor(readonly token: unknown) {}
  _getWaypointLabelContext(): Record<string, unknown> {
    return { cssClass: "", units: "m" };
  }
}

let StrideTokenRuler: typeof import("../../src/foundry/canvas/placeables/tokens/token-ruler").StrideTokenRuler;
beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { tokens: { TokenRuler: FakeCoreRuler } } } } });
  ({ StrideTokenRuler } = await import("../../src/foundry/canvas/placeables/tokens/token-ruler"));
});
beforeEach(() => {
  installWorld({ ruleset: "shadowrun", variant: "core" });
  installChat();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game["keybindings"] = { get: () => [{ key: "KeyR" }] };
  // Core's Configure Controls label of a binding (`KeyR` → `R`), as the ruler's stop text asks for it.
  const applications = (globalThis as unknown as { foundry: { applications: Record<string, unknown> } }).foundry
    .applications;
  applications["sidebar"] = { apps: { ControlsConfig: { humanizeBinding: (b: { key: string }) => b.key.slice(3) } } };
});
afterEach(() => removeWorld());

const profile = humanRunner;

/** Ruler waypoints 1 m apart with an action, planned, linked through `previous`. */
function path(metres: number, action: string): RulerWaypointLike[] {
  const out: RulerWaypointLike[] = [];
  for (let i = 0; i <= metres; i++) {
    const waypoint = { action, stage: "planned", measurement: { cost: i, distance: i }, previous: out[i - 1] ?? null };
    out.push(Object.assign(waypoint, { x: i * 100, y: 0 }));
  }
  return out;
}

type Label =
  | { stride?: { text: string; remaining: string; mode: string | null; stop: string | null; stopFull: string | null } }
  | undefined;

function rulerFor(flags: Record<string, Record<string, unknown>> = {}, strideStop: object | null = null) {
  const document = {
    actor: { system: { movementProfile: profile, flyingSpeed: 0 } },
    flags,
    combatant: { combat: { id: "c", round: 2, turn: 1, started: true } },
    parent: { grid: { units: "m", isGridless: true }, flags: {} },
    movementHistory: [],
  };
  return new StrideTokenRuler({ document, strideStop } as unknown as CoreArg) as unknown as {
    _getWaypointLabelContext(w: RulerWaypointLike, s: object): Label;
  };
}

describe("the ruler for a runner", () => {
  it('labels 14 m of a Run "Run 14/20 m · 6 m left"', () => {
    const label = rulerFor()._getWaypointLabelContext(path(14, "srRun")[14]!, {});
    expect(label?.stride?.text).toBe("Run 14/20 m");
    expect(label?.stride?.remaining).toBe("6 m left");
    expect(label?.stride?.stop).toBeNull();
  });

  it("shows the Sprint band raised by a sprint's 6 m at once: 24/26 m", () => {
    const flags = { stride: { [HISTORY_FLAG]: { key: "c:2", allowance: { srSprint: 6 }, tests: { sprint: 1 } } } };
    const label = rulerFor(flags)._getWaypointLabelContext(path(24, "srSprint")[24]!, {});
    expect(label?.stride?.text).toBe("Sprint 24/26 m");
    expect(label?.stride?.remaining).toBe("2 m left");
  });

  it("at a drag stopped at Run, names the key in one short line and the test in the full text", () => {
    const stop = { reason: "allowance", action: "srSprint", x: 2000, y: 0 };
    const waypoints = path(20, "srSprint");
    const label = rulerFor({}, stop)._getWaypointLabelContext(waypoints[20]!, {});
    expect(label?.stride?.text).toBe("Run 20/20 m");
    expect(label?.stride?.stop).toBe("At the limit: R posts its test");
    expect(label?.stride?.stopFull).toBe(
      "At the limit: press R (or use the token HUD) to post the Sprinting test: Running + Strength [Physical]",
    );
    // Only at the waypoint where the drag stopped.
    expect(rulerFor({}, stop)._getWaypointLabelContext(waypoints[12]!, {})?.stride?.stop).toBeNull();
  });
});

describe("the ruler names the way of moving where it changes (the engine's stepMode)", () => {
  it("names the swim where a walk enters the water, and not again at the next waypoint in it", () => {
    const waypoints = path(4, "srWalk");
    const wet = waypoints.map((w, i) => (i >= 3 ? Object.assign(w, { terrain: { conditions: ["water"] } }) : w));
    const ruler = rulerFor();
    const mode = (i: number) => ruler._getWaypointLabelContext(wet[i]!, {})?.stride?.mode ?? null;
    expect(mode(2)).toBeNull();
    expect(mode(3)).toBe("Swim");
    expect(mode(4)).toBeNull();
  });
});
