/**
 * Registers Stride's actor data models: `init` registers each plugin's models under their
 * `metadata.types` with their sheets (hooks/init.ts, rulesets/plugin.ts), as Draw Steel registers
 * its data models from their `metadata.type` (draw-steel.mjs; docs/foundry-evidence.md § 20).
 * @module
 */
import { SYSTEM_ID } from "../../constants";
import type { ActorSheetClass } from "../../rulesets/plugin";
import type { ActorModelClass } from "./actor-model";

/**
 * Registers an actor model under each of its `metadata.types` in `CONFIG.Actor.dataModels` and,
 * when it declares a sheet and one is given, that sheet as those types' default with the declared
 * label (`DocumentSheetConfig.registerSheet`, foundryvtt.com/api/classes/foundry.applications.apps.DocumentSheetConfig.html).
 * @param sheet the sheet class of the model (its plugin's `actors` entry)
 */
export function registerActorModel(model: ActorModelClass, sheet?: ActorSheetClass): void {
  const { types, sheet: declared } = model.metadata;
  for (const type of types) (CONFIG.Actor.dataModels as Record<string, unknown>)[type] = model;
  if (!declared || !sheet) return;
  foundry.applications.apps.DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, sheet, {
    types: [...types],
    makeDefault: true,
    label: declared.label,
  });
}

/** An actor already prepared, as {@link installActorModels} re-prepares it (Foundry's Actor). */
export interface PreparedActor {
  readonly type?: string;
  readonly system?: unknown;
  /** Prepares the data anew from its source (DataModel#reset, then ClientDocument#prepareData). */
  reset(): void;
  /** Re-renders the applications showing it that are open (ClientDocument#render). */
  render?(force?: boolean): unknown;
}

/** Whether `proto` is on the prototype chain of `value`. */
function inherits(proto: object, value: object): boolean {
  return Object.prototype.isPrototypeOf.call(proto, value);
}

/** The prototype of a class (a model class is a function with one). */
function prototypeOf(model: unknown): object | null {
  const proto = (model as { prototype?: unknown } | null)?.prototype;
  return typeof proto === "object" && proto !== null ? proto : null;
}

/**
 * Puts an active ruleset's full actor models (its chunk's `actorModels`, rulesets/plugin.ts) in
 * `CONFIG.Actor.dataModels` in place of the schema-only models `init` registered for their types,
 * and re-prepares the actors of those types already prepared: an actor whose system data is an
 * instance of the schema-only model takes on the full model's prototype, then is reset
 * (`DataModel#reset` re-initializes from its source and prepares again:
 * docs/foundry-evidence.md § 57, as pf2e's `resetAndRerenderActors` does for world and token
 * actors) and its open sheets re-rendered. A model that does not extend the one registered for its
 * type is not installed (logged): its fields could differ. Each actor is reset once; an actor
 * that throws is logged and skipped. Never throws.
 * @returns how many actors were re-prepared
 */
export function installActorModels(models: readonly ActorModelClass[], actors: Iterable<PreparedActor>): number {
  const config = CONFIG.Actor.dataModels as Record<string, unknown>;
  /** Each installed type: the schema-only model's prototype and the full model's. */
  const upgraded = new Map<string, { readonly from: object; readonly to: object }>();
  for (const model of models) {
    const to = prototypeOf(model);
    for (const type of model.metadata.types) {
      const from = prototypeOf(config[type]);
      if (!to || !from || (to !== from && !inherits(from, to))) {
        console.warn(`stride | the ${type} actor model does not extend the one registered; not installed`);
        continue;
      }
      config[type] = model;
      upgraded.set(type, { from, to });
    }
  }
  let count = 0;
  for (const actor of new Set(actors)) {
    const types = typeof actor.type === "string" ? upgraded.get(actor.type) : undefined;
    if (!types) continue;
    try {
      const system = actor.system;
      if (typeof system === "object" && system !== null && !inherits(types.to, system)) {
        if (inherits(types.from, system)) Object.setPrototypeOf(system, types.to);
      }
      actor.reset();
      actor.render?.(false);
      count += 1;
    } catch (error) {
      console.error(`stride | re-preparing the ${actor.type} actor failed`, error);
    }
  }
  return count;
}
