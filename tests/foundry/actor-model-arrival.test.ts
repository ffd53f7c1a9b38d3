/**
 * A ruleset's full actor models arriving with its chunk (data/actor/actor-models.ts
 * `installActorModels`, rulesets/loading.ts `wireRulesetChunk`): before, `init`'s schema-only model
 * keeps the data and gives neutral derived values; after, the full model is registered for its types
 * and the actors already prepared derive by the engine, whether Foundry's reset rebuilds the system
 * data from `CONFIG.Actor.dataModels` or prepares the same object again.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initialOf, installModelFakes, SchemaField } from "../support/model-fakes";

type DataClass = typeof import("../../src/foundry/rulesets/shadowrun/runner-data").StrideRunnerData;
type ModelClass = typeof import("../../src/foundry/rulesets/shadowrun/runner-model").StrideRunnerModel;
let StrideRunnerData: DataClass;
let StrideRunnerModel: ModelClass;
let models: typeof import("../../src/foundry/data/actor/actor-models");
let loading: typeof import("../../src/foundry/rulesets/loading");

beforeAll(async () => {
  installModelFakes();
  ({ StrideRunnerData } = await import("../../src/foundry/rulesets/shadowrun/runner-data"));
  ({ StrideRunnerModel } = await import("../../src/foundry/rulesets/shadowrun/runner-model"));
  models = await import("../../src/foundry/data/actor/actor-models");
  loading = await import("../../src/foundry/rulesets/loading");
});

afterEach(() => {
  delete (globalThis as { CONFIG?: unknown }).CONFIG;
  delete (globalThis as { game?: unknown }).game;
  vi.restoreAllMocks();
});

/** A street samurai's source data: Agility 5, an ork (Walk 10, Run 20). */
const samurai = () => ({
  ...(initialOf(new SchemaField(StrideRunnerData.defineSchema())) as object),
  metatype: "ork",
  attributes: { agility: 5, strength: 4, body: 5 },
});

/** `CONFIG.Actor.dataModels` with what `init` registers for runners: the schema-only model. */
function installConfig(): Record<string, unknown> {
  const dataModels: Record<string, unknown> = { runner: StrideRunnerData };
  Object.assign(globalThis, { CONFIG: { Actor: { dataModels } } });
  return dataModels;
}

type Runner = InstanceType<ModelClass>;

/**
 * A prepared actor as Foundry keeps one: its system data built from `CONFIG.Actor.dataModels` for
 * its type and prepared; `reset` prepares again from the source, either rebuilding the system data
 * from the registered model (`rebuild`) or preparing the same object (DataModel#reset).
 */
function preparedActor(type: string, source: object, rebuild: boolean) {
  const build = () => {
    const cls = (CONFIG.Actor.dataModels as unknown as Record<string, new (source: object) => Runner>)[type]!;
    const system = new cls(structuredClone(source));
    system.prepareBaseData();
    system.prepareDerivedData();
    return system;
  };
  const actor = {
    type,
    system: build(),
    reset: vi.fn(() => {
      if (rebuild) actor.system = build();
      else {
        actor.system.prepareBaseData();
        actor.system.prepareDerivedData();
      }
    }),
    render: vi.fn(),
  };
  return actor;
}

describe("before the chunk arrives: the schema-only model", () => {
  it("keeps the data and gives neutral derived values, and no engine method", () => {
    installConfig();
    const actor = preparedActor("runner", samurai(), false);
    expect(actor.system).toBeInstanceOf(StrideRunnerData);
    expect(actor.system.attributes).toEqual({ agility: 5, strength: 4, body: 5 });
    expect(actor.system.rates).toEqual({ walk: 0, run: 0, sprintPerHit: 0 });
    expect(actor.system.sprintTests).toBe(0);
    expect(actor.system.warnings).toEqual([]);
    expect((actor.system as Partial<Runner>).applyDamage).toBeUndefined();
  });
});

describe("installActorModels", () => {
  it.each([
    ["rebuilds the system data from the registered model", true],
    ["prepares the same object again", false],
  ])("registers the full model and re-prepares the actors when Foundry's reset %s", (_label, rebuild) => {
    const dataModels = installConfig();
    const runner = preparedActor("runner", samurai(), rebuild);
    const count = models.installActorModels([StrideRunnerModel], [runner, runner]);
    expect(dataModels["runner"]).toBe(StrideRunnerModel);
    expect(count).toBe(1);
    expect(runner.reset).toHaveBeenCalledTimes(1);
    expect(runner.render).toHaveBeenCalledWith(false);
    expect(runner.system).toBeInstanceOf(StrideRunnerModel);
    expect(runner.system.rates).toEqual({ walk: 10, run: 20, sprintPerHit: 2 });
    expect(runner.system.attributes).toEqual({ agility: 5, strength: 4, body: 5 });
    expect(typeof runner.system.applyDamage).toBe("function");
  });

  it("leaves actors of other types alone, and a new actor is built with the full model", () => {
    installConfig();
    const other = { type: "fighter", system: { warnings: [] }, reset: vi.fn() };
    expect(models.installActorModels([StrideRunnerModel], [other])).toBe(0);
    expect(other.reset).not.toHaveBeenCalled();
    const fresh = preparedActor("runner", samurai(), false);
    expect(fresh.system).toBeInstanceOf(StrideRunnerModel);
    expect(fresh.system.rates).toEqual({ walk: 10, run: 20, sprintPerHit: 2 });
  });

  it("does not install a model that does not extend the registered one (logged), nor re-prepare its actors", () => {
    const dataModels = installConfig();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const runner = preparedActor("runner", samurai(), false);
    const stranger = class {
      static readonly metadata = { types: ["runner"], kind: "character" } as const;
    };
    expect(models.installActorModels([stranger], [runner])).toBe(0);
    expect(dataModels["runner"]).toBe(StrideRunnerData);
    expect(runner.reset).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      "stride | the runner actor model does not extend the one registered; not installed",
    );
  });

  it("logs an actor whose reset throws and goes on with the others", () => {
    installConfig();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = preparedActor("runner", samurai(), false);
    broken.reset.mockImplementation(() => {
      throw new Error("broken");
    });
    const sound = preparedActor("runner", samurai(), false);
    expect(models.installActorModels([StrideRunnerModel], [broken, sound])).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(sound.system.rates.walk).toBe(10);
  });
});

describe("wireRulesetChunk with actor models", () => {
  it("re-prepares the world's actors and the token actors of every scene, each once", () => {
    installConfig();
    const world = preparedActor("runner", samurai(), false);
    const synthetic = preparedActor("runner", { ...samurai(), metatype: "human" }, true);
    Object.assign(globalThis, {
      game: {
        actors: { contents: [world] },
        // A linked token's actor is the world's; an unlinked token's its own; a token without an actor has none.
        scenes: { contents: [{ tokens: { contents: [{ actor: world }, { actor: synthetic }, { actor: null }] } }] },
      },
    });
    expect(loading.preparedActors()).toEqual([world, world, synthetic]);
    loading.wireRulesetChunk({ actorModels: [StrideRunnerModel] }, {}, {});
    expect(world.reset).toHaveBeenCalledTimes(1);
    expect(synthetic.reset).toHaveBeenCalledTimes(1);
    expect(world.system.rates.walk).toBe(10);
    expect(synthetic.system.rates.walk).toBe(10);
  });

  it("finds no actors before the world's documents exist", () => {
    Object.assign(globalThis, { game: {} });
    expect(loading.preparedActors()).toEqual([]);
  });
});
