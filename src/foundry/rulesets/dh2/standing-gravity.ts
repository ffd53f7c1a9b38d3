/**
 * The gravity a Dark Heresy character is under: that of the scene its token stands on
 * (dh2-movement.md § Low Gravity Worlds, § High Gravity Worlds: ±4 to SB + TB for Carrying, Lifting
 * and Pushing Weights), so the Encumbered status and the sheet's carrying rows follow the scene, as
 * journeys and the Strength card already do. The actor is prepared again when the gravity it stands
 * under may have changed: the scene's Stride flags change (`updateScene`), the viewed scene is drawn
 * (`canvasReady`, for linked actors), a token is placed or removed (`createToken`, `deleteToken`);
 * the active GM then brings its derived statuses in step (hooks/derived-statuses.ts).
 *
 * Evidence: `Actor#getActiveTokens(linked, document)` "Retrieve an Array of active tokens which
 * represent this Actor in the current canvas Scene … If the Actor is a synthetic token actor, only the
 * exact Token which it represents" (https://foundryvtt.com/api/classes/foundry.documents.Actor.html);
 * a synthetic actor's `token` is its TokenDocument, whose `parent` is the Scene
 * (https://foundryvtt.com/api/v14/classes/foundry.documents.TokenDocument.html); `DataModel#reset`
 * "Reset the state of this data instance back to mirror the contained source data", which prepares a
 * document's data again (docs/foundry-evidence.md § 35; Quench `stride.dh2gravity`).
 * @module
 */
import type { Gravity } from "../../../rules";
import { SYSTEM_ID } from "../../constants";
import { sceneGravity } from "../../movement/allowance";
import { syncDerivedStatuses, type StatusActor } from "../../hooks/derived-statuses";
import { onHook } from "../../hooks/on-hook";
import { guard, guardAsync } from "../../notify";
import { activeRuleset } from "../../settings";

/** The parts of a scene read here: its flags (sceneGravity) and its tokens. */
interface GravityScene {
  readonly grid?: { readonly units: string };
  readonly flags?: Record<string, unknown>;
  readonly tokens?: Iterable<{ readonly actor?: unknown }>;
}

/** The parts of an Actor read here. */
interface StandingActor {
  readonly token?: { readonly parent?: unknown } | null;
  getActiveTokens?(linked?: boolean, document?: boolean): readonly { readonly parent?: unknown }[];
}

/**
 * The gravity of the scene the actor's token stands on: a token actor's own scene, else the viewed
 * scene when one of the actor's tokens is on it; null when it stands on none (the sheet then shows
 * the viewed scene's). Never throws: anything unreadable is null.
 */
export function standingGravity(actor: unknown): Gravity | null {
  return guard("standing gravity", null, () => {
    if (typeof actor !== "object" || actor === null) return null;
    const a = actor as StandingActor;
    const scene = a.token?.parent ?? a.getActiveTokens?.(false, true)[0]?.parent ?? null;
    if (typeof scene !== "object" || scene === null) return null;
    return sceneGravity(scene as Parameters<typeof sceneGravity>[0]);
  });
}

/** An actor's data prepared again (DataModel#reset) and its sheet redrawn when open. */
interface RefreshActor extends StatusActor {
  reset?(): void;
  readonly sheet?: { readonly rendered?: boolean; render?(options?: object): unknown } | null;
}

/**
 * Prepares the actor again so its gravity-bound values follow the scene, redraws an open sheet, and
 * on the active GM's client sets its derived statuses (one client writes them). Never throws.
 */
export function refreshStanding(actor: unknown): void {
  guard("standing gravity", undefined, () => {
    if (typeof actor !== "object" || actor === null) return;
    const a = actor as RefreshActor;
    a.reset?.();
    if (a.sheet?.rendered) a.sheet.render?.();
    if (game.user?.isGM !== true || game.users?.activeGM !== game.user) return;
    void guardAsync("standing gravity", [], () => syncDerivedStatuses(activeRuleset(), a));
  });
}

/** Refreshes the actors of every token on the scene, each once. */
function refreshScene(scene: GravityScene | null | undefined): void {
  const seen = new Set<unknown>();
  for (const token of scene?.tokens ?? []) {
    if (!token.actor || seen.has(token.actor)) continue;
    seen.add(token.actor);
    refreshStanding(token.actor);
  }
}

/**
 * `updateScene`: a change of the scene's gravity (`flags.stride.gravity` set, or deleted with a `-=`
 * key) refreshes its actors; other Stride flags (the records a GM's client keeps there) do not.
 */
export function sceneFlagsChanged(scene: GravityScene, changes: { readonly flags?: Record<string, unknown> }): void {
  guard("standing gravity", undefined, () => {
    const stride = changes?.flags?.[SYSTEM_ID];
    if (typeof stride !== "object" || stride === null) return;
    if (!Object.hasOwn(stride, "gravity") && !Object.hasOwn(stride, "-=gravity")) return;
    refreshScene(scene);
  });
}

/** Registers the hooks that keep the standing gravity in step. */
export function registerStandingGravityHooks(): void {
  onHook("updateScene", (scene: unknown, changes: unknown) =>
    sceneFlagsChanged(scene as GravityScene, changes as { flags?: Record<string, unknown> }),
  );
  onHook("canvasReady", (board: unknown) =>
    guard("standing gravity", undefined, () => refreshScene((board as { scene?: GravityScene | null })?.scene)),
  );
  onHook("createToken", (token: unknown) => refreshStanding((token as { actor?: unknown })?.actor));
  onHook("deleteToken", (token: unknown) => refreshStanding((token as { actor?: unknown })?.actor));
}
