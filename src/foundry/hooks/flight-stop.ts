/**
 * The `createActiveEffect` hook for flyers that stop flying (dh2-movement.md § Flying Movement: a
 * flyer that is Stunned falls; a hoverer lands safely). When an effect giving statuses is created
 * on an actor whose data model answers `flightStopped` (character-model.ts, which asks the engine:
 * dh2 `flightStopEffects` decides which statuses stop flight and how far it falls), the actor lands
 * (`system.altitude`, so it falls once) and the executor posts the fall card for one of its tokens.
 *
 * Evidence: `createActiveEffect` is core's `create{Document}` hook, fired on every connected client
 * after the creation with `(document, options, userId)`
 * (https://foundryvtt.com/api/functions/hookEvents.createDocument.html); it runs here only on the
 * client of the user who created the effect (`userId`), as create-active-effect.ts does for the
 * necromunda edge fall: exactly one client, and one that may update the actor (creating an effect
 * on an actor takes its ownership) without needing a GM online. The created effect's `statuses`
 * ("special status IDs that pertain to this effect", a Set on the document:
 * https://foundryvtt.com/api/interfaces/foundry.documents.types.ActiveEffectData.html; read as any
 * iterable, v14's source lists them as an array) are what `Actor#toggleStatusEffect` sets; core's Stunned is id `stun` in `CONFIG.statusEffects`
 * (https://foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html; systems that re-list core's
 * statuses keep that id, e.g. GURPS's `{ id: 'stun', name: 'EFFECT.StatusStunned' }`), checked live
 * by the Quench batch `stride.dh2turn`. The tokens are the actor's `getActiveTokens(false, true)`
 * (documents), as create-active-effect.ts reads them.
 * @module
 */
import type { Effect } from "../../rules";
import type { ExecutorScene } from "../effects/executor";
import { runEffects } from "../effects/run";
import { guard, guardAsync } from "../notify";
import { fallingDamageFormula } from "../settings";

/** The actor data model's part read here (character-model.ts flightStopped). */
interface FlightStopSource {
  flightStopped(
    model: string,
    statuses: readonly string[],
    formula: string,
  ): { position: string | null; effects: Effect[] };
}

/** A token of the actor, as read here. */
export interface FlightStopToken {
  readonly id: string | null;
  readonly parent: ExecutorScene | null;
}

/** The parts of the created ActiveEffect read here. */
export interface FlightStopEffect {
  readonly statuses?: Iterable<string> | null;
  readonly parent?: {
    readonly system?: unknown;
    update?(data: object): Promise<unknown>;
    getActiveTokens?(linked?: boolean, document?: boolean): FlightStopToken[];
  } | null;
}

/** What the check uses besides the effect (tests pass their own). */
export interface FlightStopDeps {
  /** This client's user id (`game.user.id`). */
  readonly userId: string | undefined;
  readonly formula: () => string;
  readonly run: (effects: readonly Effect[], scene: ExecutorScene, cause: string) => Promise<unknown>;
}

const stopsFlight = (system: unknown): system is FlightStopSource =>
  typeof (system as Partial<FlightStopSource> | null)?.flightStopped === "function";

/**
 * Carries out what the engine decides for an actor gaining the effect's statuses: it lands, and one
 * fall card is posted for its first token on a scene.
 * @returns the effects run, or null when nothing was checked (another user's effect, no statuses,
 *   an actor that does not fly, no token on a scene)
 */
export async function flightStop(
  effect: FlightStopEffect,
  userId: string,
  deps: FlightStopDeps,
): Promise<readonly Effect[] | null> {
  if (!deps.userId || userId !== deps.userId) return null;
  const statuses = [...(effect.statuses ?? [])].filter((s): s is string => typeof s === "string");
  if (!statuses.length) return null;
  const actor = effect.parent;
  const system = actor?.system;
  if (!actor?.update || !stopsFlight(system)) return null;
  const token = (actor.getActiveTokens?.(false, true) ?? []).find((t) => t.id && t.parent);
  if (!token?.id || !token.parent) return null;
  const decided = system.flightStopped(token.id, statuses, deps.formula());
  if (decided.position !== null) await actor.update({ "system.altitude": decided.position });
  if (decided.effects.length) await deps.run(decided.effects, token.parent, token.id);
  return decided.effects;
}

/** The hook handler. Never throws into Foundry. */
export function createActiveEffectFlight(effect: FlightStopEffect, _options: unknown, userId: string): void {
  guard("flight stop", undefined, () => {
    void guardAsync("flight stop", null, () =>
      flightStop(effect, userId, { userId: game.user?.id, formula: () => fallingDamageFormula(), run: runEffects }),
    );
  });
}
