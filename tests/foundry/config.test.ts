import { describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import { canFly, isVehicleToken, movementActionPatch, walkDifficulty } from "../../src/foundry/config";
import { inShapeOf } from "../../src/foundry/applications/context-menu-entry";
import { movementSystem } from "./fakes";

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

describe("context menu entries (applications/context-menu-entry.ts)", () => {
  const li = (id: string) => ({ dataset: { id } }) as unknown as HTMLElement;

  it("take the shape of the core menu's own entries: v13 name/callback, v14 label/onClick", async () => {
    const callback = vi.fn(async () => true);
    const entry = {
      name: "STRIDE.Journey.menu",
      icon: '<i class="fa-solid fa-route"></i>',
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
    expect(shaped).toMatchObject({ label: "STRIDE.Journey.menu", icon: "fa-solid fa-route" });
    expect(shaped.visible()).toBe(true);
    await shaped.onClick({}, li("c1"));
    expect(callback).toHaveBeenCalledWith(li("c1"));
  });
});
