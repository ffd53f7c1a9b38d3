/**
 * The active ruleset's chunk ({@link RulesetPlugin.load}): `init` starts loading it and goes on, as
 * Foundry calls `init` with `Hooks.callAll` and awaits nothing it returns (docs/foundry-evidence.md
 * § 21, § 52); what waits for the chunk awaits {@link rulesetChunkReady}, and what cannot wait reads
 * {@link rulesetChunk} and does without it until it has arrived.
 * @module
 */
import { installActorModels, type PreparedActor } from "../data/actor/actor-models";
import { guard, guardAsync } from "../notify";
import type { RulesetPlugin, RulesetPluginChunk } from "./plugin";

/** The chunk being loaded this session: its ruleset, the load, and when it arrived. */
interface Loading {
  readonly id: string;
  readonly promise: Promise<RulesetPluginChunk | null>;
  chunk: RulesetPluginChunk | null;
  /** `performance.now()` when it arrived (ms since the page's start), or null while it loads. */
  arrivedAt: number | null;
}

let loading: Loading | null = null;

/**
 * Starts loading the world's ruleset: its engine (`engine`, rules/rulesets/index.ts `loadRuleset`)
 * and `plugin`'s chunk, side by side (once per session: a second call returns the first load).
 * Resolves, once both have arrived, to the chunk, or to null when the plugin has none or it could
 * not be fetched (logged and notified once, never thrown: a world without its chunk still plays,
 * without what the chunk adds; one without its engine measures nothing).
 * @param engine loads the ruleset's engine; none: the engine is already at hand (tests)
 */
export function loadRulesetChunk(
  plugin: RulesetPlugin | null,
  engine?: () => Promise<unknown>,
): Promise<RulesetPluginChunk | null> {
  if (loading) return loading.promise;
  const id = plugin?.id ?? "";
  const load = plugin?.load;
  // Both start at once; the chunk counts as arrived when both have (its hooks read the engine).
  const engineLoaded = engine ? guardAsync(`loading the ${id} ruleset's engine`, null, engine) : null;
  const chunkLoaded = load ? guardAsync(`loading the ${id} ruleset`, null, load) : Promise.resolve(null);
  const state: Loading = {
    id,
    promise: Promise.all([engineLoaded, chunkLoaded]).then(([, chunk]) => arrived(state, chunk)),
    chunk: null,
    arrivedAt: null,
  };
  loading = state;
  return state.promise;
}

/** Records the arrival of a load. */
function arrived(state: Loading, chunk: RulesetPluginChunk | null): RulesetPluginChunk | null {
  state.chunk = chunk;
  state.arrivedAt = performance.now();
  return chunk;
}

/** The active ruleset's chunk once it has arrived; null before, or when it has none. */
export function rulesetChunk(): RulesetPluginChunk | null {
  return loading?.chunk ?? null;
}

/** Resolves when the active ruleset's chunk has arrived (to it, or null: none, or not fetched); null before `init`. */
export function rulesetChunkReady(): Promise<RulesetPluginChunk | null> | null {
  return loading?.promise ?? null;
}

/** When the world was ready (`performance.now()`, ms), or null before `ready`. */
let readyAt: number | null = null;

/**
 * Records that the world is ready (the `ready` hook, stride.ts); warns in the console when the chunk
 * had not arrived by then (what it brings is missing until it does).
 */
export function markWorldReady(): void {
  readyAt = performance.now();
  if (loading && loading.arrivedAt === null) {
    console.warn(`stride | the ${loading.id} ruleset's chunk had not arrived when the world was ready`);
  }
}

/**
 * Which ruleset's chunk loads, when it arrived and when the world was ready (`performance.now()`,
 * ms; null while it loads, or before `ready`), for the Quench batch `stride.chunks`; null before
 * `init` started it.
 */
export function rulesetChunkArrival(): {
  readonly id: string;
  readonly arrivedAt: number | null;
  readonly readyAt: number | null;
} | null {
  return loading ? { id: loading.id, arrivedAt: loading.arrivedAt, readyAt } : null;
}

/**
 * The actors Foundry has prepared: the world's and the token actors of every scene's tokens (a
 * linked token's is the world's), as pf2e's `resetAndRerenderActors` gathers them
 * (docs/foundry-evidence.md § 57); none before the world's documents exist.
 */
export function preparedActors(): PreparedActor[] {
  const world = (game.actors?.contents ?? []) as unknown as PreparedActor[];
  const scenes = (game.scenes?.contents ?? []) as unknown as { tokens?: { contents?: { actor?: unknown }[] } }[];
  const tokens = scenes.flatMap((scene) => scene.tokens?.contents ?? []).flatMap((token) => token.actor ?? []);
  return [...world, ...(tokens as PreparedActor[])];
}

/**
 * Wires the active ruleset's chunk once it has arrived: its full actor models in place of the
 * schema-only ones, with the actors already prepared prepared again; its hooks; its API additions
 * into the system API object `init` published (`generic`, the system's own entries, win); and its
 * templates preloaded. Never throws.
 */
export function wireRulesetChunk(
  chunk: RulesetPluginChunk | null,
  systemApi: Record<string, unknown>,
  generic: Readonly<Record<string, unknown>>,
): void {
  if (!chunk) return;
  guard("ruleset chunk", undefined, () => {
    if (chunk.actorModels?.length) installActorModels(chunk.actorModels, preparedActors());
    chunk.registerHooks?.();
    Object.assign(systemApi, { ...chunk.api, ...generic });
    if (chunk.templates?.length) void foundry.applications.handlebars.loadTemplates([...chunk.templates]);
  });
}

/** Forgets the load (tests). */
export function resetRulesetChunk(): void {
  loading = null;
  readyAt = null;
}
