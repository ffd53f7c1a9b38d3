/**
 * The registry of rulesets. Each built-in ruleset lives in its own folder and is listed here;
 * others (a test's, a module's) plug in through {@link registerRuleset}.
 * @module
 */
import { plain } from "../geometry/validate";
import { manifestOf, type Ruleset, type RulesetManifest } from "../ruleset";
import { d6Manifest } from "./d6/manifest";
import { dh2Manifest } from "./dh2/manifest";
import { necromundaManifest } from "./necromunda/manifest";
import { shadowrunManifest } from "./shadowrun/manifest";

/** The full built-in rulesets' types, by id (type-only: the engines load with {@link loadRuleset}). */
interface BuiltInRulesets {
  readonly dh2: typeof import("./dh2").dh2;
  readonly necromunda: typeof import("./necromunda").necromunda;
  readonly shadowrun: typeof import("./shadowrun").shadowrun;
  readonly d6: typeof import("./d6").d6;
}

/**
 * Every built-in ruleset, by id: its manifest, and the load of its engine, a chunk of its own in
 * the built system (each `import()` below), so a world loads only the engine of the ruleset it plays.
 */
const BUILT_IN: {
  readonly [Id in keyof BuiltInRulesets]: { manifest: RulesetManifest; load(): Promise<BuiltInRulesets[Id]> };
} = {
  dh2: { manifest: dh2Manifest, load: () => import("./dh2").then((m) => m.dh2) },
  necromunda: { manifest: necromundaManifest, load: () => import("./necromunda").then((m) => m.necromunda) },
  shadowrun: { manifest: shadowrunManifest, load: () => import("./shadowrun").then((m) => m.shadowrun) },
  d6: { manifest: d6Manifest, load: () => import("./d6").then((m) => m.d6) },
};

/** Id of a built-in ruleset. */
export type RulesetId = keyof BuiltInRulesets;

/** The ruleset a new world uses. */
export const DEFAULT_RULESET: RulesetId = "dh2";

/** Ids of the built-in rulesets, in the order the setting lists them. */
export const RULESET_IDS = Object.keys(BUILT_IN) as RulesetId[];

/** Rulesets registered at run time, by id, in the order registered. */
const registered = new Map<string, Ruleset>();

/** Built-in engines loaded this session, by id. */
const loaded = new Map<string, Ruleset>();

/** Built-in engines being loaded, by id. */
const loading = new Map<string, Promise<Ruleset>>();

/** Whether `id` names a built-in ruleset. */
export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === "string" && Object.hasOwn(BUILT_IN, id);
}

/** Ids of every ruleset: the built-in ones, then those registered, in the order the setting lists them. */
export function rulesetIds(): string[] {
  return [...RULESET_IDS, ...registered.keys()];
}

/** Whether `id` names any ruleset, built in or registered. */
export function hasRuleset(id: unknown): id is string {
  return isRulesetId(id) || registered.has(id as string);
}

/** The error for an id no ruleset has. */
function unknownRuleset(id: unknown): RangeError {
  return new RangeError(`Unknown ruleset "${plain(id)}"; known: ${rulesetIds().join(", ")}`);
}

/**
 * What the adapter registers of a ruleset before its engine loads (ruleset.ts `RulesetManifest`).
 * @throws {RangeError} when no ruleset has that id
 */
export function rulesetManifest(id: string): RulesetManifest {
  if (isRulesetId(id)) return BUILT_IN[id].manifest;
  const ruleset = registered.get(id);
  if (!ruleset) throw unknownRuleset(id);
  return manifestOf(ruleset);
}

/** Whether the ruleset's engine is at hand for {@link getRuleset}: registered, or a built-in one loaded. */
export function isRulesetLoaded(id: string): boolean {
  return registered.has(id) || loaded.has(id);
}

/**
 * Loads a built-in ruleset's engine (once; later calls return the same load), after which
 * {@link getRuleset} returns it; a registered ruleset resolves at once.
 * @throws {RangeError} when no ruleset has that id
 */
export function loadRuleset<Id extends RulesetId>(id: Id): Promise<BuiltInRulesets[Id]>;
export function loadRuleset(id: string): Promise<Ruleset>;
export function loadRuleset(id: string): Promise<Ruleset> {
  const ruleset = registered.get(id) ?? loaded.get(id);
  if (ruleset) return Promise.resolve(ruleset);
  if (!isRulesetId(id)) throw unknownRuleset(id);
  let load = loading.get(id);
  if (!load) {
    load = BUILT_IN[id].load().then((engine) => {
      loaded.set(id, engine);
      return engine;
    });
    // A failed load (a chunk the browser could not fetch) may be tried again.
    load.catch(() => loading.delete(id));
    loading.set(id, load);
  }
  return load;
}

/** Loads every built-in ruleset's engine (tests, and macros that compare rulesets). */
export async function loadRulesets(): Promise<void> {
  await Promise.all(RULESET_IDS.map((id) => loadRuleset(id)));
}

/**
 * The ruleset with this id: a registered one, or a built-in one whose engine has loaded
 * ({@link loadRuleset}; the adapter loads the world's ruleset in `init`).
 * @example (await loadRuleset("dh2")).movementRates({ agility: 42 }) // → { half: 4, full: 8, charge: 12, run: 24 }
 * @throws {RangeError} when no ruleset has that id
 * @throws {Error} when it is a built-in ruleset whose engine has not loaded yet
 */
export function getRuleset<Id extends RulesetId>(id: Id): BuiltInRulesets[Id];
export function getRuleset(id: string): Ruleset;
export function getRuleset(id: string): Ruleset {
  const ruleset = registered.get(id) ?? loaded.get(id);
  if (ruleset) return ruleset;
  if (!isRulesetId(id)) throw unknownRuleset(id);
  throw new Error(`The ${id} ruleset's engine has not loaded yet: await loadRuleset("${id}") first`);
}

/**
 * Adds a ruleset beside the built-in ones (docs/development.md § Adding a ruleset). Register before the
 * world's settings are read (Foundry's `init`); the adapter then treats it as any other.
 * @throws {TypeError} when the object lacks what every ruleset has (id, label, unit `m` or `in`,
 *   at least one variant and one action, the bands and tests capabilities)
 * @throws {RangeError} when a ruleset with that id exists
 */
export function registerRuleset(ruleset: Ruleset): void {
  const r = ruleset as Partial<Ruleset> | null;
  const missing = [
    typeof r?.id === "string" && r.id !== "" ? null : "id",
    typeof r?.label === "string" ? null : "label",
    r?.unit === "m" || r?.unit === "in" ? null : "unit (m or in)",
    Array.isArray(r?.variants) && r.variants.length > 0 ? null : "variants",
    Array.isArray(r?.actions) && r.actions.length > 0 ? null : "actions",
    typeof r?.bands?.movementBands === "function" ? null : "bands.movementBands",
    typeof r?.tests?.resolve === "function" && typeof r.tests.describe === "function" ? null : "tests",
  ].filter((m): m is string => m !== null);
  if (missing.length) throw new TypeError(`A ruleset needs ${missing.join(", ")}`);
  if (hasRuleset(ruleset.id)) throw new RangeError(`A ruleset "${plain(ruleset.id)}" is already registered`);
  registered.set(ruleset.id, ruleset);
}

/** Forgets the built-in engines loaded this session, so {@link getRuleset} throws for them again (tests). */
export function forgetLoadedRulesets(): void {
  loaded.clear();
  loading.clear();
}

/** Removes a registered ruleset (tests); built-in rulesets stay. */
export function unregisterRuleset(id: string): boolean {
  return registered.delete(id);
}
