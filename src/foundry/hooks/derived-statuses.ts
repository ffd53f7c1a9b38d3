/**
 * The ruleset's statuses in Foundry: registered in `CONFIG.statusEffects` at `init`, and the derived
 * ones (StatusSpec.derived, e.g. dh2 Encumbered) kept in step with the actor's data after each update.
 *
 * Evidence: v13 `CONFIG.StatusEffectConfig` is `_StatusEffectConfig & Partial<ActiveEffectData>`
 * (`id`, `hud`, plus `name`, `img`, `description`; https://foundryvtt.com/api/types/CONFIG.StatusEffectConfig.html,
 * https://foundryvtt.com/api/interfaces/CONFIG._StatusEffectConfig.html). dnd5e 5.x pushes its encumbrance
 * statuses into `CONFIG.statusEffects` with lang-key names and `hud: false` (dnd5e.mjs
 * `_configureStatusEffects`) and sets them from the load in `Actor5e#_onUpdate` only when
 * `userId === game.userId` (module/documents/actor/actor.mjs `updateEncumbrance`): the client that made
 * the update, which is the actor's owner or a GM. draw-steel reads the same `CONFIG.statusEffects` entries by
 * id (src/module/documents/active-effect.mjs). Statuses are set with `Actor#toggleStatusEffect(id, {active})`
 * (https://foundryvtt.com/api/classes/foundry.documents.Actor.html#togglestatuseffect).
 * @module
 */
import type { Ruleset } from "../../rules";
import { guard, guardAsync } from "../notify";
import { activeRuleset } from "../settings";

/** A `CONFIG.statusEffects` entry as Stride writes it. */
export interface StatusEffectEntry {
  id: string;
  name: string;
  img: string;
  description: string;
  /** Derived statuses are set from the actor's data, not picked on the Token HUD (as dnd5e's encumbrance). */
  hud?: false;
}

/** The status effect entries of a ruleset (names and descriptions are lang keys, as core's own). */
export function statusEffectEntries(ruleset: Ruleset): StatusEffectEntry[] {
  return (ruleset.statuses?.statuses ?? []).map((spec) => ({
    id: spec.id,
    name: spec.label,
    img: spec.img,
    description: spec.description,
    ...(spec.derived ? { hud: false as const } : {}),
  }));
}

/** Adds the ruleset's statuses to `CONFIG.statusEffects`, once each (an id already there is left). */
export function registerStatusEffects(ruleset: Ruleset, effects: { id: string }[]): void {
  for (const entry of statusEffectEntries(ruleset)) {
    if (!effects.some((e) => e.id === entry.id)) effects.push(entry);
  }
}

/** The parts of an Actor read here. */
export interface StatusActor {
  readonly system: unknown;
  readonly statuses?: ReadonlySet<string>;
  toggleStatusEffect?(statusId: string, options?: { active?: boolean }): Promise<unknown>;
}

/**
 * The derived statuses to turn on or off so the actor matches its data: each derived status of the
 * ruleset is on exactly when the data model lists it in `derivedStatuses`. Actors whose model has no
 * `derivedStatuses` array are left alone.
 */
export function derivedStatusChanges(ruleset: Ruleset, actor: StatusActor): { id: string; active: boolean }[] {
  const wanted = (actor.system as { derivedStatuses?: unknown } | null)?.derivedStatuses;
  if (!Array.isArray(wanted)) return [];
  const has = actor.statuses ?? new Set<string>();
  return (ruleset.statuses?.statuses ?? [])
    .filter((spec) => spec.derived)
    .flatMap((spec) => {
      const active = wanted.includes(spec.id);
      return active === has.has(spec.id) ? [] : [{ id: spec.id, active }];
    });
}

/** Toggles what {@link derivedStatusChanges} gives. @returns the ids toggled */
export async function syncDerivedStatuses(ruleset: Ruleset, actor: StatusActor): Promise<string[]> {
  const changes = derivedStatusChanges(ruleset, actor);
  for (const { id, active } of changes) await actor.toggleStatusEffect?.(id, { active });
  return changes.map((c) => c.id);
}

/**
 * `updateActor` / `createActor`: the client that made the change (owner or GM, as dnd5e's
 * `userId === game.userId`) brings the derived statuses in step. Never throws into Foundry.
 */
export function actorChanged(actor: StatusActor, ...rest: unknown[]): void {
  guard("derived statuses", undefined, () => {
    const userId = rest[rest.length - 1];
    if (userId !== game.user?.id) return;
    void guardAsync("derived statuses", [], () => syncDerivedStatuses(activeRuleset(), actor));
  });
}
