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
