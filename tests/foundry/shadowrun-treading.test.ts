/**
 * Treading water keeps time in a world (shadowrun-movement.md § Swimming): switching it on from the
 * sheet starts the clock at the world time; each step of the world's clock (a combat round, the GM's
 * clock) posts the treading-water card once the minutes held run out, and moves the clock on.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initialOf, installModelFakes, SchemaField } from "../support/model-fakes";
import {
  tickTreading,
  treadWaterWorldTime,
  type TreadingActor,
} from "../../src/foundry/rulesets/shadowrun/tread-water";
import { installWorld, removeWorld } from "./fakes";
import { installChat, shown } from "./chat-fakes";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";

/** A runner treading water: Strength 3, Body 4 (3.5 minutes held), its clock begun at `since`. */
function runner(since: number | null, treading = true) {
  const actor = {
    type: "runner",
    name: "Razor",
    uuid: "Actor.razor",
    isOwner: true,
    system: { treading, treadingSince: since, treadWater: 3.5 },
    update: vi.fn(async (data: Record<string, unknown>) => {
      if ("system.treadingSince" in data) actor.system.treadingSince = data["system.treadingSince"] as number;
      return actor;
    }),
    sheet: { rendered: true, render: vi.fn() },
  };
  return actor;
}

describe("the treading clock across the world's time (§ Swimming)", () => {
  it("a 6 s combat round 200 s into 210 s posts nothing and redraws the sheet; the round at 210 s posts the card", async () => {
    const actor = runner(1000);
    const post = vi.fn(async () => undefined);
    expect(await tickTreading([actor], 1200, 6, post)).toBe(0);
    expect(actor.sheet.render).toHaveBeenCalledTimes(1);
    expect(actor.update).not.toHaveBeenCalled();
    expect(await tickTreading([actor], 1212, 6, post)).toBe(1);
    expect(post).toHaveBeenCalledWith(actor);
    // The next 3.5 minutes start where the last ran out (1210 s).
    expect(actor.update).toHaveBeenCalledWith({ "system.treadingSince": 1210 });
  });

  it("the GM's clock moved on 7.5 minutes posts two cards; a runner not treading, or not a runner, none", async () => {
    const post = vi.fn(async () => undefined);
    const other = { ...runner(0), type: "character" } as TreadingActor;
    expect(await tickTreading([runner(0), runner(0, false), other], 450, 450, post)).toBe(2);
  });

  it("switched on without a start recorded: counts from the time before this step", async () => {
    const actor = runner(null);
    const post = vi.fn(async () => undefined);
    expect(await tickTreading([actor], 3000, 60, post)).toBe(0);
    expect(actor.update).toHaveBeenCalledWith({ "system.treadingSince": 2940 });
  });
});

describe("the hook in a Shadowrun world", () => {
  afterEach(() => removeWorld());

  it("posts the treading-water card on the active GM's client only", async () => {
    installWorld({ ruleset: "shadowrun", variant: "core" });
    const chat = installChat();
    const actor = runner(0);
    chat.documents.set("Actor.razor", actor);
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game["actors"] = [actor];
    g.game["users"] = { activeGM: { isSelf: false } };
    treadWaterWorldTime(300, 300);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat.created).toHaveLength(0);
    g.game["users"] = { activeGM: { isSelf: true } };
    treadWaterWorldTime(300, 300);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat.created).toHaveLength(1);
    expect((chat.created[0]!.system as unknown as MovementTestSystem).request.kind).toBe("treadWater");
    expect(await shown(chat.created[0]!)).toContain("Treading water");
  });
});

describe("the runner model starts and clears the clock when the sheet's box changes", () => {
  type Model = typeof import("../../src/foundry/rulesets/shadowrun/runner-model").StrideRunnerModel;
  let StrideRunnerModel: Model;
  beforeAll(async () => {
    installModelFakes();
    ({ StrideRunnerModel } = await import("../../src/foundry/rulesets/shadowrun/runner-model"));
  });
  afterEach(() => removeWorld());

  it("on: the world time now; off: null", async () => {
    const get = (o: Record<string, unknown>, path: string) =>
      path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);
    const set = (o: Record<string, unknown>, path: string, value: unknown) => {
      const keys = path.split(".");
      let at = o;
      for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
      at[keys.at(-1)!] = value;
    };
    const fields = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
    Object.assign(globalThis, { foundry: { ...fields, utils: { getProperty: get, setProperty: set } } });
    Object.assign(globalThis, { game: { time: { worldTime: 5000 } } });
    const source = initialOf(new SchemaField(StrideRunnerModel.defineSchema())) as Record<string, unknown>;
    expect([source["treading"], source["treadingSince"]]).toEqual([false, null]);
    const model = new (StrideRunnerModel as unknown as new (s: object) => InstanceType<Model>)(source);
    const on: Record<string, unknown> = { system: { treading: true } };
    await model._preUpdate(on, {} as never, {} as never);
    expect(on).toEqual({ system: { treading: true, treadingSince: 5000 } });
    const off: Record<string, unknown> = { system: { treading: false } };
    await model._preUpdate(off, {} as never, {} as never);
    expect(off).toEqual({ system: { treading: false, treadingSince: null } });
  });
});
