import { beforeAll, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import { canFly, isVehicleToken, movementActionPatch, walkDifficulty } from "../../src/foundry/config";
import { inShapeOf } from "../../src/foundry/applications/context-menu-entry";
import { installWorld, movementSystem, removeWorld } from "./fakes";

describe("movement actions", () => {
  const patch = movementActionPatch(getRuleset("dh2"));

  it("registers Half Move, Full Move, Charge and Run in order, deriving terrain from walking", () => {
    expect(Object.keys(patch)).toEqual(["half", "full", "charge", "run", "fly"]);
    expect(patch["half"]).toMatchObject({ label: "STRIDE.Action.half", order: 1 });
    expect(patch["run"]).toMatchObject({ label: "STRIDE.Action.run", order: 4 });
    expect(patch["charge"]!.deriveTerrainDifficulty!({ walk: 2, fly: 1 })).toBe(2);
    // v14 reads the same choice from terrainAction (TokenMovementActionConfigDescriptor).
    expect(Object.values(patch).filter((p) => p.terrainAction === "walk")).toHaveLength(4);
    expect(walkDifficulty({})).toBe(1);
  });

  it("starts each band action from core walk, so core finds every member it expects", () => {
    const getCostFunction = () => (cost: number) => cost;
    const walk = { label: "TOKEN.MOVEMENT.ACTIONS.walk.label", walls: "move", measure: true, getCostFunction };
    const fromWalk = movementActionPatch(getRuleset("dh2"), walk);
    expect(fromWalk["run"]).toMatchObject({
      walls: "move",
      measure: true,
      getCostFunction,
      label: "STRIDE.Action.run",
    });
    expect(fromWalk["fly"]).toEqual({ canSelect: canFly });
  });

  it("offers Ram (Double) to vehicles only (Necromunda)", () => {
    const necromunda = movementActionPatch(getRuleset("necromunda"));
    expect(Object.keys(necromunda)).toEqual(["crawl", "move", "ram", "charge", "run", "fly"]);
    expect(necromunda["ram"]).toMatchObject({ label: "STRIDE.Action.ram" });
    const vehicle = { actor: { system: { kind: "vehicle" } } };
    const fighter = { actor: { system: { kind: "character" } } };
    expect(necromunda["ram"]!.canSelect!(vehicle)).toBe(true);
    expect(necromunda["ram"]!.canSelect!(fighter)).toBe(false);
    expect(necromunda["move"]!.canSelect).toBeUndefined();
    expect(isVehicleToken({ actor: { system: { kind: "vehicle" } } })).toBe(true);
    expect(isVehicleToken({ actor: { system: { kind: "character" } } })).toBe(false);
    expect(isVehicleToken({ actor: null })).toBe(false);
  });

  it("lists OpenD6's character actions for characters and its speed levels for vehicles only", () => {
    const d6 = movementActionPatch(getRuleset("d6"));
    const vehicle = { actor: { system: { kind: "vehicle" } } };
    const character = { actor: { system: { kind: "character" } } };
    const offered = (token: unknown) =>
      Object.entries(d6)
        .filter(([id, config]) => id !== "fly" && config.canSelect?.(token) !== false)
        .map(([id]) => id);
    // Panic speed is a vehicle action too (d6crew: a panicking team sets it).
    expect(offered(vehicle)).toEqual(["d6Cautious", "d6Cruising", "d6High", "d6AllOut", "d6Panic"]);
    expect(offered(character)).toEqual([
      "d6Free",
      "d6Move",
      "d6Run2",
      "d6Run3",
      "d6Run4",
      "d6Beyond",
      "d6Swim",
      "d6Climb",
    ]);
    // A token without an actor of Stride's types is no vehicle.
    expect(offered({ actor: null })).toEqual(offered(character));
  });

  it("offers core fly only to Flyer/Hoverer actors", () => {
    expect(canFly({ actor: { system: movementSystem(30, { flying: 6 }) } })).toBe(true);
    expect(canFly({ actor: { system: movementSystem(30) } })).toBe(false);
    expect(canFly({ actor: null })).toBe(true);
    expect(patch["fly"]!.canSelect).toBe(canFly);
  });
});

let resetMovementEntry: typeof import("../../src/foundry/applications/sidebar/combat-tracker").resetMovementEntry;
let StrideCombatTracker: typeof import("../../src/foundry/applications/sidebar/combat-tracker").StrideCombatTracker;

/** Core's tracker reduced to the menu's own entries (v14 shape) and the viewed combat. */
class CoreTracker {
  viewed: unknown = null;
  _getEntryContextOptions(): object[] {
    return [{ label: "COMBAT.CombatantUpdate", icon: "fa-solid fa-pen", onClick: () => undefined }];
  }
}

beforeAll(async () => {
  // The module also defines the tracker subclass, so it needs the core class to extend.
  Object.assign(globalThis, {
    foundry: {
      applications: { sidebar: { tabs: { CombatTracker: CoreTracker } } },
      utils: { escapeHTML: (s: string) => s.replace(/</g, "&lt;") },
    },
  });
  ({ resetMovementEntry, StrideCombatTracker } = await import("../../src/foundry/applications/sidebar/combat-tracker"));
});

describe("combat tracker: reset movement", () => {
  const clearMovementHistory = vi.fn(async () => undefined);
  const combat = { combatants: new Map([["c1", { name: "<Kal>", token: { clearMovementHistory } }]]) };
  const li = (id: string) => ({ dataset: { combatantId: id } }) as unknown as HTMLElement;

  it("is offered to the GM for a combatant with a token, and clears its movement history once confirmed", async () => {
    Object.assign(globalThis, {
      game: { i18n: { localize: (k: string) => k, format: (k: string, d: object) => `${k} ${JSON.stringify(d)}` } },
    });
    const answers = [false, true];
    const asked: { window: { title: string }; content: string }[] = [];
    const confirm = vi.fn(async (options: { window: { title: string }; content: string }) => {
      asked.push(options);
      return answers.shift();
    });
    const entry = resetMovementEntry(
      () => combat,
      () => true,
      confirm,
    );
    expect(entry.name).toBe("STRIDE.Combat.ResetMovement");
    expect(entry.condition(li("c1"))).toBe(true);
    expect(entry.condition(li("missing"))).toBe(false);
    expect(await entry.callback(li("c1"))).toBe(false);
    expect(clearMovementHistory).not.toHaveBeenCalled();
    expect(asked[0]!.window.title).toBe("STRIDE.Combat.ResetMovementTitle");
    expect(asked[0]!.content).toContain('STRIDE.Combat.ResetMovementConfirm {"name":"&lt;Kal>"}');
    expect(await entry.callback(li("c1"))).toBe(true);
    expect(clearMovementHistory).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(globalThis, "game");
  });

  it("takes the shape of the core menu's own entries: v13 name/callback, v14 label/onClick", async () => {
    const callback = vi.fn(async () => true);
    const entry = {
      name: "STRIDE.Combat.ResetMovement",
      icon: '<i class="fa-solid fa-shoe-prints"></i>',
      condition: () => true,
      callback,
    };
    const v13 = [{ name: "COMBAT.CombatantUpdate", icon: "<i></i>", callback: () => undefined }];
    expect(inShapeOf(v13, entry)).toBe(entry);
    const v14 = [{ label: "COMBAT.CombatantUpdate", icon: "fa-solid fa-pen", onClick: () => undefined }];
    const shaped = inShapeOf(v14, entry) as {
      label: string;
      icon: string;
      visible: () => boolean;
      onClick: (e: unknown, t: HTMLElement) => unknown;
    };
    expect(shaped).toMatchObject({ label: "STRIDE.Combat.ResetMovement", icon: "fa-solid fa-shoe-prints" });
    expect(shaped.visible()).toBe(true);
    await shaped.onClick({}, li("c1"));
    expect(callback).toHaveBeenCalledWith(li("c1"));
  });

  it("never rejects into core's menu: a confirmation that fails is logged and shown once", async () => {
    const world = installWorld();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const entry = resetMovementEntry(
      () => combat,
      () => true,
      () => Promise.reject(new Error("dialog closed by a module")),
    );
    await expect(entry.callback(li("c1"))).resolves.toBeUndefined();
    const broken = resetMovementEntry(
      () => {
        throw new Error("no combat");
      },
      () => true,
    );
    expect(broken.condition(li("c1"))).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![0])).toBe("stride | combat tracker: reset movement");
    expect(world.notifications.error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    removeWorld();
  });

  it("is added to the tracker's own menu in its shape, and a failure leaves core's entries as they are", () => {
    const tracker = new StrideCombatTracker() as unknown as { _getEntryContextOptions(): { label?: string }[] };
    Object.assign(globalThis, { game: { user: { isGM: true } } });
    const entries = tracker._getEntryContextOptions();
    expect(entries.map((e) => e.label)).toEqual(["COMBAT.CombatantUpdate", "STRIDE.Combat.ResetMovement"]);
    // A core entry list Stride cannot read (a null entry from another module) is returned untouched.
    const odd = [null] as unknown as object[];
    const spy = vi.spyOn(CoreTracker.prototype, "_getEntryContextOptions").mockReturnValue(odd);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(tracker._getEntryContextOptions()).toBe(odd);
    expect(String(error.mock.calls[0]![0])).toBe("stride | combat tracker menu");
    spy.mockRestore();
    vi.restoreAllMocks();
    Reflect.deleteProperty(globalThis, "game");
  });

  it("is not offered to players", () => {
    expect(
      resetMovementEntry(
        () => combat,
        () => false,
      ).condition(li("c1")),
    ).toBe(false);
  });
});
