import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkMovement, type MovementLike } from "../../src/foundry/movement/check";
import { fakeToken, installWorld, movementSystem, removeWorld, type FakeWorld } from "./fakes";

/** Foundry's movement data for a move of `metres` after `history` metres, clear terrain. */
function movement(metres: number, action: string, history = 0, method = "dragging"): MovementLike {
  return {
    method,
    history: { cost: history, distance: history },
    passed: { cost: 0, distance: 0, waypoints: [] },
    pending: { cost: metres, distance: metres, waypoints: [{ action }] },
  };
}

const combatToken = (started = true) =>
  ({ ...fakeToken(movementSystem(42)), movementAction: "walk", combatant: { combat: { started } } }) as const;

describe("checkMovement (TokenDocument#_preUpdateMovement)", () => {
  let world: FakeWorld;
  beforeEach(() => {
    world = installWorld();
  });
  afterEach(() => removeWorld());

  it("rejects a player's move beyond the chosen action with a clear notification", () => {
    expect(checkMovement(combatToken(), movement(5, "half"), false)).toBe(false);
    expect(world.notifications.error).toHaveBeenCalledWith('STRIDE.Movement.Blocked {"name":"Acolyte","limit":"4 m"}');
  });

  it("writes the limit as the ruler does: inches against the number, the user's decimal mark", () => {
    world = installWorld({ ruleset: "necromunda", variant: "core" });
    const fighter = {
      ...fakeToken(
        { movementProfile: { characteristics: { move: 4, initiative: 4 } }, flyingSpeed: 0 },
        { units: '"' },
      ),
      movementAction: "move",
      combatant: { combat: { started: true } },
    };
    expect(checkMovement(fighter, movement(5, "move"), false)).toBe(false);
    expect(world.notifications.error).toHaveBeenCalledWith('STRIDE.Movement.Blocked {"name":"Acolyte","limit":"4\\""}');
  });

  it("counts the turn's history: 20 m moved, 5 more is beyond Run (24 m)", () => {
    expect(checkMovement(combatToken(), movement(4, "run", 20), false)).toBe(true);
    expect(checkMovement(combatToken(), movement(5, "run", 20), false)).toBe(false);
  });

  it("never blocks the GM", () => {
    expect(checkMovement(combatToken(), movement(50, "half"), true)).toBe(true);
    expect(world.notifications.error).not.toHaveBeenCalled();
  });

  it("lets undo through, giving the movement back", () => {
    expect(checkMovement(combatToken(), movement(50, "half", 0, "undo"), false)).toBe(true);
  });

  it("enforces nothing outside a started combat", () => {
    expect(checkMovement(combatToken(false), movement(50, "half"), false)).toBe(true);
    const noCombat = { ...fakeToken(movementSystem(42)), combatant: null };
    expect(checkMovement(noCombat, movement(50, "half"), false)).toBe(true);
  });

  it("warns without blocking in warn mode", () => {
    world = installWorld({ enforcement: "warn" });
    expect(checkMovement(combatToken(), movement(5, "half"), false)).toBe(true);
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
  });

  it("falls back to the token's movement action when the waypoints name none", () => {
    const token = { ...combatToken(), movementAction: "half" };
    const data = { ...movement(5, "half"), pending: { cost: 5, distance: 5, waypoints: [{}] } };
    expect(checkMovement(token, data, false)).toBe(false);
  });

  it("allows the move on an internal error, and says so once", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = {
      ...combatToken(),
      actor: {
        get system(): never {
          throw new Error("corrupt actor");
        },
      },
    };
    expect(checkMovement(broken, movement(50, "half"), false)).toBe(true);
    expect(checkMovement(broken, movement(50, "half"), false)).toBe(true);
    expect(world.notifications.error).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("warns once about unknown scene units (ruling 6)", () => {
    const token = { ...combatToken(), parent: { grid: { units: "paces" }, flags: {} } };
    checkMovement(token, movement(1, "half"), false);
    checkMovement(token, movement(1, "half"), false);
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
    expect(world.notifications.warn.mock.calls[0]![0]).toContain("STRIDE.Warning.UnknownUnits");
  });
});
