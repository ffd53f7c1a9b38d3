/**
 * The finished move hands the engine the turn's cost as Foundry priced it (MoveSummary.turnCost),
 * so the band a dh2 test follows is the ruler's (issue #23 point 2; dh2-movement.md § Movement and
 * Environment: AB 4 halved in rubble is Half 2, Full 4, Charge 6, Run 12 m). Small fakes of the
 * v13 TokenMovementData read (history and passed sections with `distance` and `cost`,
 * https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementData.html).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finishedMove, type MovementData, type MovedToken } from "../../src/foundry/effects/finished-move";
import { finishedMoveEffects, getRuleset, type SceneSnapshot } from "../../src/rules";
import { installWorld, removeWorld } from "./fakes";
import { cardActor } from "./chat-fakes";

const dh2 = getRuleset("dh2");

beforeEach(() => installWorld({ ruleset: "dh2", variant: "core" }));
afterEach(() => removeWorld());

/** Sister Ines (Agility 42: AB 4) on a metre scene, 100 px a metre. */
function ines(combat: boolean): MovedToken {
  const scene = { id: "s", grid: { size: 100, distance: 1, units: "m" }, flags: {}, tokens: [], regions: [] };
  return {
    id: "t",
    x: 0,
    y: 0,
    width: 1,
    height: 1,
    elevation: 0,
    flags: {},
    actor: { ...cardActor(), type: "character" },
    parent: scene,
    combatant: { combat: { id: "c", round: 1, turn: 0, started: combat } },
  } as unknown as MovedToken;
}

/** One piece of `metres` walked with Foundry's default Walk through `conditions`, after `history`. */
function walked(
  metres: number,
  conditions: string[],
  history: { distance: number; cost?: number },
  cost?: number,
): MovementData {
  const waypoints = [{ x: metres * 100, y: 0, elevation: 0, action: "walk", terrain: { conditions } }];
  return {
    id: "m1",
    method: "dragging",
    chain: [],
    origin: { x: 0, y: 0, elevation: 0 },
    history,
    passed: { distance: metres, ...(cost === undefined ? {} : { cost }), waypoints },
    pending: { waypoints: [] },
  };
}

const snapshot: SceneSnapshot = {
  unit: "m",
  gridStep: 1,
  bounds: null,
  models: [
    {
      id: "t",
      name: "Ines",
      kind: "character",
      disposition: "friendly",
      base: { x: 0.5, y: 0.5, radius: 0.5 },
      footprint: { x: 0, y: 0, width: 1, height: 1 },
      elevation: 0,
      status: null,
      characteristics: { agility: 42 },
      visible: true,
    },
  ],
  regions: [],
};

/** The kinds of test the finished move posts. */
function testsOf(token: MovedToken, movement: MovementData): string[] {
  const whole = { origin: { x: 0, y: 0, elevation: 0 }, waypoints: movement.passed.waypoints };
  const move = finishedMove(token, movement, whole, dh2, "core");
  return finishedMoveEffects(snapshot, move, dh2).flatMap((e) => (e.type === "test" ? [e.call.kind] : []));
}

describe("the turn's cost, from Foundry's movement data", () => {
  it("is the history's and this piece's cost in a started combat, this piece's alone outside one", () => {
    const movement = walked(2, ["tremors"], { distance: 4, cost: 8 }, 2);
    const whole = { origin: { x: 0, y: 0, elevation: 0 }, waypoints: movement.passed.waypoints };
    expect(finishedMove(ines(true), movement, whole, dh2, "core").summary).toMatchObject({
      turnDistance: 6,
      turnCost: 10,
    });
    expect(finishedMove(ines(false), movement, whole, dh2, "core").summary).toMatchObject({
      turnDistance: 2,
      turnCost: 2,
    });
    // Without a cost from Foundry the summary has none; the engine prices the path.
    const bare = walked(2, ["tremors"], { distance: 4 });
    expect(finishedMove(ines(true), bare, whole, dh2, "core").summary).not.toHaveProperty("turnCost");
  });

  it("4 m of rubble earlier (cost 8) then a 2 m Walk through tremors reach the Charge: tested", () => {
    expect(testsOf(ines(true), walked(2, ["tremors"], { distance: 4, cost: 8 }, 2))).toEqual(["treacherous"]);
    // Counted as clear ground, the same 6 m is a Full Move: not tested.
    expect(testsOf(ines(true), walked(2, ["tremors"], { distance: 4 }))).toEqual([]);
  });

  it("a default Walk of 12 m through rubble (cost 24) is tested; 3 m (cost 6) is not", () => {
    expect(testsOf(ines(true), walked(12, ["rubble"], { distance: 0, cost: 0 }, 24))).toEqual(["treacherous"]);
    expect(testsOf(ines(true), walked(3, ["rubble"], { distance: 0, cost: 0 }, 6))).toEqual([]);
  });
});
