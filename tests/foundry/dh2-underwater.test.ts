/**
 * The dh2 character's underwater counters (dh2-movement.md § Swimming), with small fakes of the
 * Foundry shapes read: the model keeps `underwater` and `sinking` (set, added, reset) and reads being
 * unable to swim from the actor's statuses; a deep-water swim card's roll adds a round through the
 * `counter` consequence; a turn's start in a deep pool counts a sinker's round and one out of the
 * water clears them; the sheet shows them with a reset.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initialOf, installModelFakes, SchemaField } from "../support/model-fakes";
import { installWorld, removeWorld } from "./fakes";
import { getRuleset } from "../../src/rules";
import { consequenceEffects } from "../../src/foundry/effects/card-effects";
import { runTurnStart, turnStartEffects } from "../../src/foundry/effects/turn-start";
import { characterSheetContext } from "../../src/foundry/rulesets/dh2/character-sheet-context";

type Model = typeof import("../../src/foundry/rulesets/dh2/character-model").StrideCharacterModel;
let StrideCharacterModel: Model;
const dh2 = getRuleset("dh2");

beforeAll(async () => {
  installModelFakes();
  ({ StrideCharacterModel } = await import("../../src/foundry/rulesets/dh2/character-model"));
});
beforeEach(() => installWorld());
afterEach(() => removeWorld());

/** A prepared dh2 character whose actor has these statuses and records its updates. */
function character(over: Record<string, unknown> = {}, statuses: string[] = []) {
  const defaults = initialOf(new SchemaField(StrideCharacterModel.defineSchema())) as Record<string, unknown>;
  const model = new (StrideCharacterModel as unknown as new (s: object) => InstanceType<Model>)({
    ...defaults,
    ...over,
  });
  const updates: Record<string, number>[] = [];
  const parent = {
    statuses: new Set(statuses),
    update: vi.fn(async (u: Record<string, number>) => {
      updates.push(u);
      Object.assign(model, Object.fromEntries(Object.entries(u).map(([k, v]) => [k.replace("system.", ""), v])));
    }),
  };
  Object.defineProperty(model, "parent", { value: parent });
  model.prepareDerivedData();
  return { model, updates };
}

/** The character's token on a 1 m grid of 100 px, in a deep pool (x 0–1000 px) or at `x` px. */
function tokenOf(system: unknown, x = 200) {
  const token = {
    id: "t1",
    uuid: "Scene.s.Token.t1",
    name: "Ines",
    x,
    y: 0,
    elevation: 0,
    width: 1,
    height: 1,
    isOwner: true,
    actor: { isOwner: true, system },
    parent: null as unknown,
  };
  token.parent = {
    id: "s",
    grid: { units: "m", size: 100, distance: 1, type: 1 },
    flags: {},
    tokens: [token],
    regions: [
      {
        id: "pool",
        name: "pool",
        shapes: [{ type: "rectangle", x: 0, y: 0, width: 1000, height: 1000 }],
        elevation: { bottom: null, top: null },
        behaviors: [{ type: "stride.terrain", system: { condition: "water", water: "deep" }, disabled: false }],
      },
    ],
  };
  return token;
}

describe("the dh2 character keeps its rounds underwater and sinking (§ Swimming)", () => {
  it("sets, adds (whole, 0–1000) and resets them through the actor; other counters are ignored", async () => {
    const { model, updates } = character({ underwater: 2 });
    await model.addToCounter("underwater", 1);
    await model.setCounter("sinking", 5);
    await model.setCounter("drowning", 3);
    await model.setCounter("underwater", Number.NaN);
    await model.setCounter("underwater", 3);
    await model.resetUnderwater();
    await model.resetUnderwater();
    expect(updates).toEqual([
      { "system.underwater": 3 },
      { "system.sinking": 1 },
      { "system.underwater": 0, "system.sinking": 0 },
    ]);
  });

  it("the profile carries the counters that are set, and cannotSwim while unconscious", () => {
    expect(character({ underwater: 2 }).model.movementProfile.characteristics).toMatchObject({ underwater: 2 });
    const out = character().model.movementProfile.characteristics;
    expect(Object.keys(out)).not.toContain("underwater");
    expect(Object.keys(out)).not.toContain("cannotSwim");
    expect(character({}, ["unconscious"]).model.movementProfile.characteristics).toMatchObject({ cannotSwim: 1 });
    expect(character({}, ["prone"]).model.movementProfile.characteristics["cannotSwim"]).toBeUndefined();
  });

  it("a rolled deep-water swim card adds its round through the counter consequence (owner's client)", async () => {
    const { model, updates } = character({ underwater: 1 });
    const call = dh2.tests.buildTest({ kind: "swim", options: { underwater: "true", heldRounds: "1" } })!;
    const resolution = dh2.tests.resolve(call, 40, [40], model.movementProfile);
    const token = tokenOf(model);
    await consequenceEffects(token as never, resolution.consequences!, dh2, call.request);
    expect(updates).toEqual([{ "system.underwater": 2 }]);
  });
});

describe("a turn's start counts a sinker's round in deep water and clears the counters out of it", () => {
  it("unconscious in the pool: sinking, and one more round held (2 → 3) at its next turn", async () => {
    const first = character({ underwater: 2 }, ["unconscious"]);
    const token = tokenOf(first.model);
    expect(turnStartEffects(token as never, dh2)).toEqual([
      { type: "setCounter", model: "t1", counter: "sinking", value: 1 },
      { type: "setCounter", model: "t1", counter: "underwater", value: 3 },
    ]);
    expect(await runTurnStart(token as never, dh2)).toBe(2);
    expect(first.updates).toEqual([{ "system.sinking": 1 }, { "system.underwater": 3 }]);
  });

  it("ashore (x 1200 px, out of the pool) both go back to 0", async () => {
    const { model, updates } = character({ underwater: 3, sinking: 1 });
    const token = tokenOf(model, 1200);
    expect(await runTurnStart(token as never, dh2)).toBe(2);
    expect(updates).toEqual([{ "system.underwater": 0 }, { "system.sinking": 0 }]);
  });
});

describe("the sheet's underwater line", () => {
  it("shows the rounds, the sinking line and offers the reset only when either is set", () => {
    const { model } = character({ underwater: 2, sinking: 1 });
    const localize = (key: string) => key;
    const context = characterSheetContext({ name: "Ines", img: null, system: model }, true, localize);
    expect(context.underwater).toMatchObject({ rounds: 2, sinking: true, active: true });
    expect(context.underwater.sinkingText).toBe("STRIDE.Dh2Water.sheet.sinking");
    const dry = characterSheetContext({ name: "Ines", img: null, system: character().model }, true, localize);
    expect(dry.underwater).toMatchObject({ rounds: 0, sinking: false, active: false });
  });
});
