/**
 * OpenD6 vehicles on the canvas through the adapter (#12 points 2–3; d6-movement.txt § Vehicle
 * Movement, § Stunts): the ruler's label with the turn at each waypoint from a v13 waypoint chain,
 * the finished move of a vehicle whose path turned (stunt card, stored speed and heading), and a
 * lost-control vehicle's next move at its turn start. Small fakes of the shapes read, per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishedMoveEffects, getRuleset } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { turnAllowance } from "../../src/foundry/movement/allowance";
import { rulerPath, rulesetRulerLabel } from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import { finishedMove, type MovedToken } from "../../src/foundry/effects/finished-move";
import { runTurnStart, turnStartEffects } from "../../src/foundry/effects/turn-start";
import { sceneSnapshot } from "../../src/foundry/snapshot";
import { localizeText } from "../../src/foundry/chat/localize";
import { installWorld, removeWorld } from "./fakes";
import { lang as en } from "../support/lang";

const od6 = getRuleset("d6");

/** A carriage's data as the rules read it (StrideD6VehicleModel#movementProfile): Move 10, stored `speed`. */
function carriageSystem(speed: number, extra: Record<string, number> = {}) {
  return {
    kind: "vehicle",
    flyingSpeed: 0,
    movementProfile: { characteristics: { move: 10, vehicle: 1, vehicleSpeed: speed, topSpeed: 4, ...extra } },
    setCounter: vi.fn(async () => undefined),
  };
}

/** A carriage's token at the top-left corner of a 1 m grid of 100 px squares, in a started combat. */
function carriage(system: ReturnType<typeof carriageSystem>, statuses: string[] = []) {
  const token = {
    id: "car",
    uuid: "Scene.s.Token.car",
    name: "Carriage",
    x: 0,
    y: 0,
    elevation: 0,
    width: 1,
    height: 1,
    flags: {},
    isOwner: true,
    combatant: { combat: { id: "c1", round: 2, turn: 0, started: true } },
    movementHistory: [],
    actor: {
      isOwner: true,
      system,
      statuses: new Set(statuses),
      toggleStatusEffect: vi.fn(async () => undefined),
    },
    move: vi.fn(async () => true),
    parent: null as unknown,
  };
  token.parent = {
    id: "s",
    grid: { units: "m", size: 100, distance: 1, type: 1 },
    dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 10000, sceneHeight: 10000 },
    flags: {},
    tokens: [token],
    regions: [],
  };
  return token;
}

function lang(key: string): string {
  let node: unknown = en;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return node as string;
}
const i18n = {
  lang: "en",
  has: (key: string) => typeof lang(key) === "string",
  localize: (key: string) => lang(key),
  format: (key: string, data: Record<string, string>) =>
    lang(key).replace(/\{(\w+)\}/g, (_, k: string) => data[k] ?? ""),
  getListFormatter: (options?: Intl.ListFormatOptions) => new Intl.ListFormat("en", options),
};

beforeEach(() => {
  installWorld({ ruleset: "d6", variant: "open" });
});
afterEach(() => removeWorld());

describe("the ruler names the turn at each waypoint of a vehicle's drag (§ Stunt Difficulties)", () => {
  /** v13 ruler waypoints (top-left px) with cumulative distances, core's grid steps marked intermediate. */
  function chain(points: { x: number; y: number; distance: number; intermediate?: boolean; action?: string }[]) {
    let previous: object | null = null;
    for (const p of points) {
      previous = {
        x: p.x,
        y: p.y,
        action: p.action ?? "walk",
        intermediate: p.intermediate ?? false,
        measurement: { cost: p.distance, distance: p.distance },
        terrain: { conditions: [] },
        previous,
        stage: "planned",
      };
    }
    return previous as Parameters<typeof rulesetRulerLabel>[0];
  }

  it("labels a 90° turn east then south at cruising 'Cruising · 9 m · turned 90°: Slow turn (45° or more at cautious or cruising; Stride ruling) +3 (turns +3)' (fast only at high or all-out)", () => {
    const token = carriage(carriageSystem(2));
    const allowance = turnAllowance(token as never, od6, "open")!;
    // East 5 m (with a grid step core added), then south 4 m.
    const waypoint = chain([
      { x: 0, y: 0, distance: 0 },
      { x: 300, y: 0, distance: 3, intermediate: true },
      { x: 500, y: 0, distance: 5 },
      { x: 500, y: 400, distance: 9 },
    ]);
    expect(rulerPath(waypoint, 0.01)).toEqual([
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 5, y: 4 },
    ]);
    const label = rulesetRulerLabel(waypoint, allowance, { cost: 0, distance: 0 }, undefined, {
      scale: 0.01,
      profile: token.actor.system.movementProfile,
    });
    expect(localizeText(label!, i18n)).toBe(
      "Cruising · 9 m · turned 90°: Slow turn (45° or more at cautious or cruising; Stride ruling) +3 (turns +3)",
    );
  });

  it("adds the pilot's roll and the rapid change when the drag reaches all-out from cruising", () => {
    const token = carriage(carriageSystem(2));
    const allowance = turnAllowance(token as never, od6, "open")!;
    const waypoint = chain([
      { x: 0, y: 0, distance: 0 },
      { x: 3000, y: 0, distance: 30 },
    ]);
    const label = rulesetRulerLabel(waypoint, allowance, { cost: 0, distance: 0 }, undefined, {
      scale: 0.01,
      profile: token.actor.system.movementProfile,
    });
    expect(localizeText(label!, i18n)).toBe(
      "All-out · 30 m · from Cruising: rapid change, stunt difficulty 10 · pilot's roll 10",
    );
  });
});

describe("a vehicle's finished move whose path turned (§ Stunts, § Vehicle Movement)", () => {
  it("posts the stunt card with the turns summed and stores the speed level and heading", () => {
    const token = carriage(carriageSystem(2));
    // East 5 m, south 4 m, then west 3 m: two fast 90° turns (+24); 12 m: high speed.
    const waypoints = [
      { x: 300, y: 0, elevation: 0, action: "walk", intermediate: true },
      { x: 500, y: 0, elevation: 0, action: "walk" },
      { x: 500, y: 400, elevation: 0, action: "walk" },
      { x: 200, y: 400, elevation: 0, action: "walk" },
    ];
    const move = finishedMove(
      token as unknown as MovedToken,
      {
        passed: { waypoints, distance: 12 },
        history: { distance: 0 },
        method: "dragging",
      },
      { origin: { x: 0, y: 0, elevation: 0 }, waypoints },
      od6,
      "open",
    );
    expect(move.summary?.path?.map((p) => [p.x, p.y])).toEqual([
      [0.5, 0.5],
      [5.5, 0.5],
      [5.5, 4.5],
      [2.5, 4.5],
    ]);
    const snapshot = sceneSnapshot(token.parent as never, "m");
    const effects = finishedMoveEffects(snapshot, move, od6);
    const tests = effects.filter((e) => e.type === "test");
    expect(tests.map((t) => t.call.kind)).toEqual(["pilot", "stunt"]);
    expect(tests[1]!.call.modifiers).toEqual([
      { source: "stunt.fast90", value: 12 },
      { source: "stunt.fast90", value: 12 },
    ]);
    expect(effects.filter((e) => e.type === "setCounter")).toEqual([
      { type: "setCounter", model: "car", counter: "vehicleSpeed", value: 3 },
      { type: "setCounter", model: "car", counter: "heading", value: 180 },
    ]);
  });
});

describe("a Very Light hit's −1D by the combat's round (§ Vehicle & Passenger Damage: this round and the next)", () => {
  it("keeps it at the carriage's turn start in round 2 when it lasts through round 2, ends it in round 3", async () => {
    const system = carriageSystem(2, { veryLightRounds: 2, veryLightUntil: 2 });
    const token = carriage(system);
    expect(turnStartEffects(token as never, od6)).toEqual([]);
    token.combatant.combat.round = 3;
    (game as unknown as { user: { isGM: boolean } }).user.isGM = true;
    expect(await runTurnStart(token as never, od6)).toBe(2);
    expect(system.setCounter.mock.calls).toEqual([
      ["veryLightRounds", 0],
      ["veryLightUntil", 0],
    ]);
  });
});

describe("a lost-control vehicle's next move (§ Stunts: control lost for one round)", () => {
  it("drives the carriage straight on at high speed at its turn start, through the executor as a forced move", async () => {
    const system = carriageSystem(3, { heading: 0 });
    const token = carriage(system, [d6.LOST_CONTROL]);
    expect(turnStartEffects(token as never, od6)).toEqual([
      { type: "move", model: "car", to: { x: 20.5, y: 0.5 } },
      { type: "setCounter", model: "car", counter: "lostControlRounds", value: 1 },
    ]);
    (game as unknown as { user: { isGM: boolean } }).user.isGM = true;
    expect(await runTurnStart(token as never, od6)).toBe(2);
    // 20 m east of its centre (0.5 m, 0.5 m): top-left 2000 px, as core's displace action.
    expect(token.move).toHaveBeenCalledWith([{ x: 2000, y: 0, action: "displace" }]);
    expect(system.setCounter).toHaveBeenCalledWith("lostControlRounds", 1);
    expect(token.actor.toggleStatusEffect).not.toHaveBeenCalled();
  });

  it("asks for the regain-control stunt (+15) at the turn start after the round it drove, without moving", () => {
    const token = carriage(carriageSystem(3, { heading: 0, lostControlRounds: 1 }), [d6.LOST_CONTROL]);
    expect(turnStartEffects(token as never, od6)).toEqual([
      { type: "setCounter", model: "car", counter: "lostControlRounds", value: 0 },
      {
        type: "test",
        model: "car",
        call: expect.objectContaining({ kind: "stunt", modifiers: [{ source: "stunt.regainControl", value: 15 }] }),
      },
    ]);
  });

  it("stops a land carriage (vehicleKind 0) turned 45° at its turn start instead of driving it, then counts two rounds", async () => {
    const system = carriageSystem(3, { heading: 0, vehicleKind: 0 });
    const token = carriage(system, [d6.LOST_CONTROL]);
    (game as unknown as { user: { isGM: boolean } }).user.isGM = true;
    expect(await runTurnStart(token as never, od6)).toBe(3);
    expect(token.move).not.toHaveBeenCalled();
    expect(system.setCounter.mock.calls).toEqual([
      ["vehicleSpeed", 0],
      ["heading", 45],
      ["lostControlRounds", 1],
    ]);
    const last = carriage(carriageSystem(0, { heading: 45, vehicleKind: 0, lostControlRounds: 2 }), [d6.LOST_CONTROL]);
    expect(await runTurnStart(last as never, od6)).toBe(2);
    expect(last.actor.toggleStatusEffect).toHaveBeenCalledWith(d6.LOST_CONTROL, { active: false });
  });

  it("leaves a vehicle in control where it is", () => {
    const token = carriage(carriageSystem(3, { heading: 0 }));
    expect(turnStartEffects(token as never, od6)).toEqual([]);
  });
});

describe("an animal-drawn carriage runs at its team's pulling rate (§ Vehicle Movement, § Running)", () => {
  /** The example carriage as its model gives it: pulling rate 15 as its Move, its team's running 4D, at high. */
  const drawn = () =>
    carriage(carriageSystem(3, { move: 15, vehicleKind: d6.VEHICLE_KINDS.indexOf("animalDrawn"), teamRunning: 12 }));

  it("labels a 45 m drag with the team's running at 10, not the pilot's roll", () => {
    const token = drawn();
    const allowance = turnAllowance(token as never, od6, "open")!;
    const waypoint = {
      x: 4500,
      y: 0,
      action: "walk",
      intermediate: false,
      measurement: { cost: 45, distance: 45 },
      terrain: { conditions: [] },
      previous: {
        x: 0,
        y: 0,
        action: "walk",
        intermediate: false,
        measurement: { cost: 0, distance: 0 },
        previous: null,
      },
      stage: "planned",
    } as unknown as Parameters<typeof rulesetRulerLabel>[0];
    const label = rulesetRulerLabel(waypoint, allowance, { cost: 0, distance: 0 }, undefined, {
      scale: 0.01,
      profile: token.actor.system.movementProfile,
    });
    expect(localizeText(label!, i18n)).toBe("All-out · 45 m · from High · team's running 10");
    // The carriage's bands are its speed levels at the pulling rate: all-out ends at 4× 15 m.
    expect(allowance.bands.at(-1)).toEqual({ action: d6.VEHICLE_ACTIONS.allOut, distance: 60 });
  });

  it("posts the team's running card after a 45 m move, one a miss walks back along the path", () => {
    const token = drawn();
    const waypoints = [{ x: 4500, y: 0, elevation: 0, action: "walk" }];
    const move = finishedMove(
      token as unknown as MovedToken,
      { passed: { waypoints, distance: 45 }, history: { distance: 0 }, method: "dragging" },
      { origin: { x: 0, y: 0, elevation: 0 }, waypoints },
      od6,
      "open",
    );
    const effects = finishedMoveEffects(sceneSnapshot(token.parent as never, "m"), move, od6);
    const tests = effects.filter((e) => e.type === "test");
    expect(tests.map((t) => [t.call.kind, t.call.characteristic, t.call.distance])).toEqual([
      ["team", "teamRunning", 45],
    ]);
    expect(tests[0]!.call.request?.options).toEqual({ move: "15" });
    // In a started combat the movement history holds the path a missed roll walks back (card-effects.ts backtrack).
    expect(od6.tests.walksBack?.(tests[0]!.call)).toBe(true);
    const shown = od6.tests.describe(tests[0]!.call, 12);
    expect(localizeText(shown.title, i18n)).toBe("Team's running roll, difficulty 10");
    expect(localizeText(shown.reason, i18n)).toBe(
      "The team pulls the vehicle 45 m this round at its pulling rate of 15 m: the running rules set the difficulty (Vehicle Movement, Running).",
    );
  });
});
