// @vitest-environment happy-dom
/**
 * The adapter's side of a Dark Heresy turn's action (issue #13, helper dh2turn): a jump or leap
 * spends the turn's movement (§ Jumping and Leaping), altitude changes count against the turn
 * (§ Altitude), and a Stunned flyer falls (§ Flying Movement). Small fakes of exactly the Foundry
 * shapes each reads, per test.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset, type MovementTestCall, type TestConsequence } from "../../src/rules";
import { consequenceEffects } from "../../src/foundry/effects/card-effects";
import { checkMovement, type MovementLike } from "../../src/foundry/movement/check";
import { turnAllowance } from "../../src/foundry/movement/allowance";
import { HISTORY_FLAG } from "../../src/foundry/data/token-history";
import { addAltitudeControl, changeAltitude } from "../../src/foundry/hooks/altitude-hud";
import { checkFlightStall } from "../../src/foundry/hooks/flight-stall";
import { flightStop, createActiveEffectFlight } from "../../src/foundry/hooks/flight-stop";
import { initialOf, installModelFakes, SchemaField } from "../support/model-fakes";
import { installWorld, movementSystem, removeWorld, type FakeWorld } from "./fakes";

const ruleset = getRuleset("dh2");
afterEach(() => removeWorld());

/** A token in a started combat (combat c1, round 1, turn 0) whose turn has cost `costs` metres so far. */
function combatant(costs: number[], started = true) {
  const flags: Record<string, Record<string, unknown>> = {};
  return {
    id: "t1",
    uuid: "Scene.s.Token.t1",
    name: "Acolyte",
    width: 1,
    height: 1,
    isOwner: true,
    movementAction: "walk",
    // AB 4: Half 4, Full 8, Charge 12, Run 24 m.
    actor: { id: "a1", name: "Acolyte", system: movementSystem(42) },
    parent: { id: "s", grid: { size: 100, distance: 1, units: "m" }, flags: {}, tokens: [] as never[] },
    combatant: { combat: { id: "c1", round: 1, turn: 0, started } },
    movementHistory: costs.map((cost, i) => ({ x: i * 100, y: 0, cost })),
    flags,
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      flags[scope] = { ...flags[scope], [key]: value };
    }),
  };
}

/** Foundry's movement data for `metres` more after `history` metres this turn, clear terrain. */
function movement(metres: number, action: string, history: number, method = "dragging"): MovementLike {
  return {
    method,
    history: { cost: history, distance: history },
    passed: { cost: 0, distance: 0, waypoints: [] },
    pending: { cost: metres, distance: metres, waypoints: [{ action }] },
  };
}

/** A rolled dh2 test's consequences, as the card's roll resolves them (Strength 45, Agility 35). */
function rolledConsequences(kind: string, distance: number | undefined, roll: number): readonly TestConsequence[] {
  const call = ruleset.tests.buildTest({ kind, ...(distance !== undefined ? { distance } : {}) }) as MovementTestCall;
  const profile = { characteristics: { strength: 45, agility: 35 }, size: 4 };
  return ruleset.tests.resolve(call, 35, [roll], profile).consequences ?? [];
}

describe("a jump or leap takes the turn's Full Action (§ Jumping and Leaping)", () => {
  let world: FakeWorld;
  beforeEach(() => {
    world = installWorld();
  });

  it("a jump down after a 6 m move spends the turn: no further move for a player, the GM overrides", async () => {
    const token = combatant([0, 6]);
    // A 2 m jump down, Agility 35 (AB 3), roll 21: landed safely, still the Full Action.
    const effects = await consequenceEffects(token, rolledConsequences("jumpDown", 2, 21), ruleset);
    expect(effects).toEqual([]);
    expect(token.flags["stride"]![HISTORY_FLAG]).toMatchObject({ key: "c1:1:0", spent: { from: 6, remaining: 0 } });
    // Every band is cut at the 6 m already moved: the ruler and the drag show nothing left.
    expect(turnAllowance(token, ruleset, "core")!.bands.map((b) => b.distance)).toEqual([4, 6, 6, 6]);
    expect(checkMovement(token, movement(1, "run", 6), false)).toBe(false);
    expect(world.notifications.error).toHaveBeenCalledWith('STRIDE.Movement.Blocked {"name":"Acolyte","limit":"6 m"}');
    // As for every limit: a GM's move is not held to it; `warn` lets it through with a warning.
    expect(checkMovement(token, movement(1, "run", 6), true)).toBe(true);
    installWorld({ enforcement: "warn" });
    expect(checkMovement(token, movement(1, "run", 6), false)).toBe(true);
  });

  it("a cleared leap leaves the metres leapt; the move over the gap goes on that far and no further", async () => {
    const token = combatant([0, 4, 2]);
    // A 5 m gap, Agility 35, roll 21: 2 degrees, SB 4 + ½ = 4.5 m — short. Roll 11: 3 degrees, 5 m — cleared.
    const cleared = rolledConsequences("leap", 5, 11);
    expect(cleared).toEqual([{ type: "crossEdge" }, { type: "turnAction", remaining: 5 }]);
    await consequenceEffects(token, cleared, ruleset);
    expect(checkMovement(token, movement(5, "run", 6), false)).toBe(true);
    expect(checkMovement(token, movement(5.5, "run", 6), false)).toBe(false);
  });

  it("an undo that takes back the move before the jump gives the action back", async () => {
    const token = combatant([0, 6]);
    await consequenceEffects(token, [{ type: "turnAction", remaining: 0 }], ruleset);
    expect(checkMovement(token, movement(2, "full", 6), false)).toBe(false);
    // Foundry's undo reverts the recorded move (TokenDocument#revertRecordedMovement): 2 m remain.
    token.movementHistory = [
      { x: 0, y: 0, cost: 0 },
      { x: 100, y: 0, cost: 2 },
    ];
    expect(checkMovement(token, movement(6, "full", 2), false)).toBe(true);
    expect(turnAllowance(token, ruleset, "core")!.bands.map((b) => b.distance)).toEqual([4, 8, 12, 24]);
  });

  it("outside a started combat nothing is kept", async () => {
    const token = combatant([0, 6], false);
    await consequenceEffects(token, [{ type: "turnAction", remaining: 0 }], ruleset);
    expect(token.setFlag).not.toHaveBeenCalled();
  });

  it("a scene in feet counts the turn in metres (ruling 6)", async () => {
    const token = {
      ...combatant([0, 10]),
      parent: { ...combatant([]).parent, grid: { size: 100, distance: 5, units: "ft" } },
    };
    await consequenceEffects(token, [{ type: "turnAction", remaining: 0 }], ruleset);
    expect((token.flags["stride"]![HISTORY_FLAG] as { spent: { from: number } }).spent.from).toBeCloseTo(3.048, 3);
  });
});

describe("changing altitude in a started combat (§ Altitude)", () => {
  beforeEach(() => installWorld());

  function flyer(position: string, costs: number[] = [], started = true) {
    const token = combatant(costs, started);
    const system = { flightTrait: "flyer", flightPosition: position };
    const update = vi.fn(async (data: Record<string, string>) => {
      system.flightPosition = data["system.altitude"] ?? position;
    });
    return { ...token, actor: { system, update } };
  }
  const player = { isGM: false, enforcement: "block" } as const;

  it("adds up the turn's levels: one a Full Move, two a Charge or Run", async () => {
    const token = flyer("hovering");
    expect(await changeAltitude(token, "low", player)).toMatchObject({
      text: { key: "STRIDE.Dh2Turn.altitude.full", data: { levels: 1 } },
      level: "info",
    });
    expect(token.flags["stride"]![HISTORY_FLAG]).toMatchObject({ key: "c1:1:0", altitudeLevels: 1 });
    expect(await changeAltitude(token, "high", player)).toMatchObject({
      text: { key: "STRIDE.Dh2Turn.altitude.charge", data: { levels: 2 } },
    });
    expect(token.actor.update).toHaveBeenLastCalledWith({ "system.altitude": "high" });
  });

  it("refuses a player a change once a jump or leap spent the turn; the GM overrides with a warning", async () => {
    const token = flyer("hovering", [0, 3]);
    await consequenceEffects(token, [{ type: "turnAction", remaining: 0 }], ruleset);
    expect(await changeAltitude(token, "low", player)).toEqual({
      text: {
        key: "STRIDE.Altitude.refused",
        data: { reason: expect.objectContaining({ key: "STRIDE.Dh2Turn.altitude.spent" }) },
      },
      level: "error",
    });
    expect(token.actor.update).not.toHaveBeenCalled();
    expect(await changeAltitude(token, "low", { isGM: true, enforcement: "block" })).toMatchObject({
      text: { key: "STRIDE.Altitude.overridden" },
      level: "warn",
    });
    expect(token.actor.update).toHaveBeenCalledWith({ "system.altitude": "low" });
    expect((token.flags["stride"]![HISTORY_FLAG] as { altitudeLevels: number }).altitudeLevels).toBe(1);
  });

  it("outside a started combat only says what a change costs", async () => {
    const token = flyer("hovering", [], false);
    expect(await changeAltitude(token, "high", player)).toMatchObject({
      text: { key: "STRIDE.Dh2.altitude.many" },
      level: "info",
    });
    expect(token.setFlag).not.toHaveBeenCalled();
  });

  it("the palette shows a refusal as an error", async () => {
    const token = flyer("hovering", [0, 3]);
    await consequenceEffects(token, [{ type: "turnAction", remaining: 0 }], ruleset);
    const html = document.createElement("div");
    html.innerHTML = `<div class="col left"></div>`;
    const notices: string[] = [];
    addAltitudeControl(
      token,
      html,
      false,
      (k) => k,
      (change) => notices.push(`${change.level} ${change.text.key}`),
    );
    html.querySelector<HTMLButtonElement>('[data-altitude="low"]')!.click();
    await vi.waitFor(() => expect(notices).toEqual(["error STRIDE.Altitude.refused"]));
    expect(token.actor.update).not.toHaveBeenCalled();
  });

  it("a turn that changed altitude made its Movement action: the flyer does not stall at its end", async () => {
    const token = flyer("low");
    await changeAltitude(token, "high", player);
    const update = vi.fn(async () => undefined);
    const stalled = {
      ...token,
      movementHistory: [],
      actor: { system: { flightStall: vi.fn(() => ({ position: null, effects: [] })) }, update },
    };
    const combat = { id: "c1", started: true, combatants: { get: () => ({ token: stalled }) } };
    const deps = { isActiveGM: true, formula: () => "1d10 + @metres", run: vi.fn(async () => undefined) };
    await checkFlightStall(combat, { round: 1, turn: 0, combatantId: "x" }, { round: 1, turn: 1 }, deps);
    expect(stalled.actor.system.flightStall).toHaveBeenCalledWith("t1", true, "1d10 + @metres");
    // The turn after it, nothing changed: it did not move.
    await checkFlightStall(combat, { round: 1, turn: 1, combatantId: "x" }, { round: 1, turn: 2 }, deps);
    expect(stalled.actor.system.flightStall).toHaveBeenLastCalledWith("t1", false, "1d10 + @metres");
  });
});

describe("a Stunned flyer falls (§ Flying Movement)", () => {
  type Model = typeof import("../../src/foundry/rulesets/dh2/character-model").StrideCharacterModel;
  let StrideCharacterModel: Model;
  beforeAll(async () => {
    installModelFakes();
    ({ StrideCharacterModel } = await import("../../src/foundry/rulesets/dh2/character-model"));
  });
  beforeEach(() => installWorld());

  /** A dh2 character flying at `altitude`, one token on a scene; `update` writes the model's altitude. */
  function flyingActor(altitude: string, traits: Record<string, number> = { flyer: 8 }) {
    const defaults = initialOf(new SchemaField(StrideCharacterModel.defineSchema())) as Record<string, unknown>;
    const system = new (StrideCharacterModel as unknown as new (s: object) => InstanceType<Model>)({
      ...defaults,
      ...traits,
      altitude,
    });
    system.prepareDerivedData();
    const update = vi.fn(async (data: Record<string, string>) => {
      (system as unknown as { altitude: string }).altitude = data["system.altitude"]!;
    });
    const token = { id: "t1", parent: { id: "s", grid: { size: 100, distance: 1, units: "m" }, tokens: [] } };
    return { system, update, getActiveTokens: () => [token] };
  }
  const stun = (parent: object) => ({ statuses: new Set(["stun"]), parent });

  it("falls 15 m from low altitude with one fall card, on the applying client only, and lands", async () => {
    const actor = flyingActor("low");
    const run = vi.fn(async () => undefined);
    const deps = { userId: "u1", formula: () => "1d10 + @metres", run };
    // Every client gets the hook; only the one whose user created the effect acts.
    expect(await flightStop(stun(actor), "u1", { ...deps, userId: "u2" })).toBeNull();
    const effects = await flightStop(stun(actor), "u1", deps);
    expect(effects).toEqual([
      { type: "fallCard", model: "t1", metres: 15, formula: "1d10 + 15", damageType: "impact" },
    ]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(effects, expect.objectContaining({ id: "s" }), "t1");
    expect(actor.update).toHaveBeenCalledWith({ "system.altitude": "ground" });
    // It landed: a second Stunned (or the same one re-applied) sets off nothing more.
    expect(await flightStop(stun(actor), "u1", deps)).toEqual([]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("falls 25 m from high altitude; a hoverer lands safely without a card", async () => {
    const run = vi.fn(async () => undefined);
    const deps = { userId: "u1", formula: () => "1d10 + @metres", run };
    expect(await flightStop(stun(flyingActor("high")), "u1", deps)).toEqual([
      { type: "fallCard", model: "t1", metres: 25, formula: "1d10 + 25", damageType: "impact" },
    ]);
    const hoverer = flyingActor("hovering", { hoverer: 4 });
    expect(await flightStop(stun(hoverer), "u1", deps)).toEqual([]);
    expect(hoverer.update).toHaveBeenCalledWith({ "system.altitude": "ground" });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("other statuses, actors that do not fly, and effects without a token set off nothing", async () => {
    const deps = { userId: "u1", formula: () => "1d10 + @metres", run: vi.fn(async () => undefined) };
    const actor = flyingActor("low");
    expect(await flightStop({ statuses: new Set(["prone"]), parent: actor }, "u1", deps)).toEqual([]);
    expect(actor.update).not.toHaveBeenCalled();
    expect(await flightStop(stun({ system: {}, update: vi.fn() }), "u1", deps)).toBeNull();
    expect(await flightStop(stun({ ...actor, getActiveTokens: () => [] }), "u1", deps)).toBeNull();
    expect(await flightStop({ statuses: new Set(), parent: actor }, "u1", deps)).toBeNull();
    // Statuses read as any iterable (v14's source data lists them as an array).
    expect(await flightStop({ statuses: ["stun"], parent: flyingActor("high") }, "u1", deps)).toHaveLength(1);
    expect(deps.run).toHaveBeenCalledTimes(1);
  });

  it("the hook handler never throws into Foundry", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = {
      statuses: new Set(["stun"]),
      get parent(): never {
        throw new Error("corrupt effect");
      },
    };
    expect(() => createActiveEffectFlight(broken, {}, "u1")).not.toThrow();
    logged.mockRestore();
  });
});
