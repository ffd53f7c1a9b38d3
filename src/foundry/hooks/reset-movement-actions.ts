/**
 * The `ready` migration of tokens' movement actions: a token whose stored `movementAction` is not
 * an action Foundry knows in this world (the world switched ruleset, whose actions are the only
 * ones registered, config.ts) is reset to `null`, the default Foundry infers
 * (`TokenDocument#_inferMovementAction`, `CONFIG.Token.movement.defaultAction`); so are actors'
 * prototype tokens, so tokens placed later do not carry the old action either.
 *
 * Evidence: v14 refuses to move a token whose current movement action does not exist unless the
 * waypoints name a valid one (foundryvtt/foundryvtt#14169); `movementAction: null` is core's
 * stored default (every token in dnd5e's and Crucible's pack sources); Draw Steel 1.0.x resets an
 * invalid action the same way, `token.update({movementAction: null})`
 * (src/module/documents/token.mjs `refreshMovementAction`). docs/foundry-evidence.md § 13.
 * @module
 */
import { guardAsync } from "../notify";

/** A token as read here: its id and stored movement action. */
export interface ActionToken {
  readonly id: string | null;
  readonly movementAction?: unknown;
}

/** A scene as read here: its tokens, and the embedded update Foundry offers. */
export interface ActionScene {
  readonly tokens: Iterable<ActionToken>;
  updateEmbeddedDocuments(type: "Token", updates: object[]): Promise<unknown>;
}

/** An actor as read here: its id and prototype token. */
export interface ActionActor {
  readonly id: string | null;
  readonly prototypeToken?: { readonly movementAction?: unknown } | null;
}

/** The world the reset reads and writes. */
export interface ActionWorld {
  /** `CONFIG.Token.movement.actions`: the actions Foundry knows, by id. */
  readonly actions: Readonly<Record<string, unknown>>;
  readonly scenes: Iterable<ActionScene>;
  readonly actors: Iterable<ActionActor>;
  /** `Actor.updateDocuments(updates)`. */
  updateActors(updates: object[]): Promise<unknown>;
}

/**
 * Whether a stored movement action names no action Foundry knows: a non-empty string that is not
 * an own key of `actions` (so `"constructor"` or `"toString"` are unknown too). `null`, `""` and
 * anything else not a string are left alone: Foundry infers the action for those.
 */
export function isStaleAction(action: unknown, actions: Readonly<Record<string, unknown>>): boolean {
  return typeof action === "string" && action !== "" && !Object.hasOwn(actions, action);
}

/** How many tokens and prototype tokens were reset. */
export interface ActionReset {
  readonly tokens: number;
  readonly actors: number;
}

/**
 * Resets every stale movement action of the world's scenes' tokens and actors' prototype tokens
 * to `null`, one update per scene and one for the actors. Run by the active GM only (the caller
 * checks).
 */
export async function resetMovementActions(world: ActionWorld = foundryActionWorld()): Promise<ActionReset> {
  let tokens = 0;
  for (const scene of world.scenes) {
    const updates = [...scene.tokens]
      .filter((token) => token.id && isStaleAction(token.movementAction, world.actions))
      .map((token) => ({ _id: token.id, movementAction: null }));
    if (!updates.length) continue;
    await scene.updateEmbeddedDocuments("Token", updates);
    tokens += updates.length;
  }
  const actorUpdates = [...world.actors]
    .filter((actor) => actor.id && isStaleAction(actor.prototypeToken?.movementAction, world.actions))
    .map((actor) => ({ _id: actor.id, "prototypeToken.movementAction": null }));
  if (actorUpdates.length) await world.updateActors(actorUpdates);
  return { tokens, actors: actorUpdates.length };
}

/** The live world: `CONFIG.Token.movement.actions`, `game.scenes`, `game.actors`, `Actor.updateDocuments`. */
function foundryActionWorld(): ActionWorld {
  return {
    actions: CONFIG.Token.movement.actions,
    scenes: game.scenes ?? [],
    actors: game.actors ?? [],
    updateActors: (updates) => Actor.updateDocuments(updates),
  };
}

/**
 * `ready`: the active GM resets stale movement actions ({@link resetMovementActions}) and says how
 * many once. Never throws into Foundry.
 * @param reset the reset to run (tests pass their own world)
 */
export function readyMovementActions(reset: () => Promise<ActionReset> = () => resetMovementActions()): Promise<void> {
  return guardAsync("movement action reset", undefined, async () => {
    if (game.users?.activeGM?.isSelf !== true) return;
    const done = await reset();
    const count = done.tokens + done.actors;
    if (count > 0) {
      ui.notifications?.info(game.i18n!.format("STRIDE.Movement.actionsReset", { count: String(count) }));
    }
  });
}
