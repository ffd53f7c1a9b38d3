/**
 * The active ruleset's chunk (rulesets/loading.ts): `init` starts
 * loading it and goes on; it is wired when it arrives, a failed fetch is logged and notified, never
 * thrown; the built-in plugins' chunks bring what only their worlds use.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  loadRulesetChunk,
  resetRulesetChunk,
  rulesetChunk,
  rulesetChunkArrival,
  rulesetChunkReady,
  markWorldReady,
  wireRulesetChunk,
} from "../../src/foundry/rulesets/loading";
import type { RulesetPlugin, RulesetPluginChunk } from "../../src/foundry/rulesets";
import { loadPlugins } from "../support/plugins";
import { resetNotifications } from "../../src/foundry/notify";

/** A plugin whose chunk resolves when the test says so. */
function deferredPlugin(id: string) {
  let resolve!: (chunk: RulesetPluginChunk) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<RulesetPluginChunk>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const load = vi.fn(() => promise);
  const plugin: RulesetPlugin = { id, actors: [], load };
  return { plugin, load, resolve, reject };
}

/** Foundry's `Hooks.on`, `ui.notifications` and `game.i18n` as far as the chunk's wiring and the guard use them. */
function installFoundry() {
  const on = vi.fn((_name: string, _handler: unknown) => 1);
  const error = vi.fn();
  const loadTemplates = vi.fn(async (_paths: string[]) => undefined);
  Object.assign(globalThis, {
    Hooks: { on },
    ui: { notifications: { error, warn: vi.fn(), info: vi.fn() } },
    game: { i18n: { localize: (k: string) => k, format: (k: string) => k } },
  });
  const g = globalThis as unknown as { foundry?: Record<string, unknown> };
  const foundry = (g.foundry ??= {});
  const applications = (foundry["applications"] ??= {}) as Record<string, unknown>;
  applications["handlebars"] = { loadTemplates };
  return { on, error, loadTemplates };
}

afterEach(() => {
  resetRulesetChunk();
  resetNotifications();
  vi.restoreAllMocks();
});

describe("loading the active ruleset's chunk", () => {
  it("starts once and goes on: nothing until it arrives, then the chunk and when it came", async () => {
    const { plugin, load, resolve } = deferredPlugin("skirmish");
    const first = loadRulesetChunk(plugin);
    expect(loadRulesetChunk(plugin)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(rulesetChunk()).toBeNull();
    expect(rulesetChunkArrival()).toEqual({ id: "skirmish", arrivedAt: null, readyAt: null });
    const chunk = { api: { hello: 1 } };
    resolve(chunk);
    expect(await rulesetChunkReady()).toBe(chunk);
    expect(rulesetChunk()).toBe(chunk);
    expect(rulesetChunkArrival()?.arrivedAt).toBeGreaterThan(0);
  });

  it("is recorded against the world's ready time, with a console warning when it came after", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const early = deferredPlugin("skirmish");
    const loaded = loadRulesetChunk(early.plugin);
    early.resolve({});
    await loaded;
    markWorldReady();
    const arrival = rulesetChunkArrival()!;
    expect(arrival.arrivedAt).toBeLessThanOrEqual(arrival.readyAt!);
    expect(warn).not.toHaveBeenCalled();

    resetRulesetChunk();
    const late = deferredPlugin("skirmish");
    const loading = loadRulesetChunk(late.plugin);
    markWorldReady();
    expect(warn).toHaveBeenCalledWith("stride | the skirmish ruleset's chunk had not arrived when the world was ready");
    late.resolve({});
    await loading;
    expect(rulesetChunkArrival()!.arrivedAt).toBeGreaterThanOrEqual(rulesetChunkArrival()!.readyAt!);
  });

  it("is not started before init", () => {
    expect(rulesetChunkReady()).toBeNull();
    expect(rulesetChunkArrival()).toBeNull();
  });

  it("resolves to null, arrived, for a plugin without a chunk and for no plugin", async () => {
    expect(await loadRulesetChunk({ id: "plain", actors: [] })).toBeNull();
    expect(rulesetChunkArrival()?.arrivedAt).toBeGreaterThan(0);
    resetRulesetChunk();
    expect(await loadRulesetChunk(null)).toBeNull();
  });

  it("logs and notifies a chunk that cannot be fetched, once, and resolves to null", async () => {
    const { error } = installFoundry();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { plugin, reject } = deferredPlugin("skirmish");
    const loading = loadRulesetChunk(plugin);
    reject(new TypeError("Failed to fetch dynamically imported module"));
    expect(await loading).toBeNull();
    expect(rulesetChunk()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith("STRIDE.Error.Internal");
  });
});

describe("wiring the chunk when it arrives (wireRulesetChunk)", () => {
  it("registers its hooks, adds its API entries without replacing the generic ones, and preloads its templates", () => {
    const { loadTemplates } = installFoundry();
    const api = { rules: { engine: true } };
    const registerHooks = vi.fn();
    const systemApi: Record<string, unknown> = { ...api };
    const openTool = () => "opened";
    wireRulesetChunk(
      {
        registerHooks,
        api: { openTool, rules: "not the engine" },
        templates: ["systems/stride/templates/apps/tool.hbs"],
      },
      systemApi,
      api,
    );
    expect(registerHooks).toHaveBeenCalledTimes(1);
    expect(systemApi["openTool"]).toBe(openTool);
    expect(systemApi["rules"]).toBe(api.rules);
    expect(loadTemplates).toHaveBeenCalledWith(["systems/stride/templates/apps/tool.hbs"]);
  });

  it("does nothing without a chunk, and a throwing hook registration is logged, not thrown", () => {
    installFoundry();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const systemApi: Record<string, unknown> = {};
    expect(() => wireRulesetChunk(null, systemApi, {})).not.toThrow();
    expect(systemApi).toEqual({});
    const registerHooks = () => {
      throw new Error("broken");
    };
    expect(() => wireRulesetChunk({ registerHooks }, systemApi, {})).not.toThrow();
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("the built-in plugins' chunks", () => {
  let plugins: readonly RulesetPlugin[];
  beforeAll(async () => {
    plugins = await loadPlugins();
  });
  const plugin = (id: string) => plugins.find((p) => p.id === id)!;

  it("Dark Heresy's brings the Journey tool's hooks, its dialog's template and the API's openJourney and altitudeAttack", async () => {
    const { on } = installFoundry();
    const chunk = await plugin("dh2").load!();
    expect(Object.keys(chunk.api ?? {}).sort()).toEqual(["altitudeAttack", "openJourney"]);
    expect(chunk.templates).toEqual(["systems/stride/templates/apps/journey.hbs"]);
    chunk.registerHooks!();
    expect(on.mock.calls.map(([name]) => name).sort()).toEqual([
      "createChatMessage",
      "getActorContextOptions",
      "getSceneControlButtons",
    ]);
  });

  it("Shadowrun's brings the treading-water clock on the world's time", async () => {
    const { on } = installFoundry();
    const chunk = await plugin("shadowrun").load!();
    chunk.registerHooks!();
    expect(on.mock.calls.map(([name]) => name)).toEqual(["updateWorldTime"]);
  });

  it("OpenD6's brings the scene configuration's wind field (and the GM's strike request)", async () => {
    const { on } = installFoundry();
    const chunk = await plugin("d6").load!();
    chunk.registerHooks!();
    expect(on.mock.calls.map(([name]) => name)).toEqual(["renderSceneConfig"]);
  });

  it("each brings its full actor models, each extending the schema-only model its plugin registers for the same types", async () => {
    for (const id of ["dh2", "necromunda", "shadowrun", "d6"]) {
      const registered = plugin(id).actors.map(({ model }) => model);
      const chunk = await plugin(id).load!();
      const full = chunk.actorModels ?? [];
      expect(
        full.map((model) => model.metadata.types),
        id,
      ).toEqual(registered.map((model) => model.metadata.types));
      full.forEach((model, i) => expect(Object.getPrototypeOf(model), id).toBe(registered[i]));
      // Only the full models read movement from the data: the schema-only ones carry no reader, so
      // a world's shared chunk holds no ruleset's reader (docs/development.md § Loading on demand).
      for (const model of registered) expect(model.metadata.reader, id).toBeUndefined();
      for (const model of full) expect(typeof model.metadata.reader?.actors.read, id).toBe("function");
    }
  });
});
