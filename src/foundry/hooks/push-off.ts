/**
 * A second `moveToken` handler (v13: fires on every client after each piece of a movement,
 * https://foundryvtt.com/api/functions/hookEvents.moveToken.html, `(document, movement, operation, user)`):
 * on the mover's client, for the first piece of a movement the user made, the ruleset's terrain
 * decides on the scene's snapshot whether the model could start it where it stood
 * (TerrainCapability.startNotice: dh2 zero gravity needs something within 1 m to push off from,
 * § Zero Gravity); when not, a rule notice card says so (chat/rule-notice.ts), public so the GM sees
 * it, posted by the mover's client alone (`user.isSelf`, as hooks/move-token.ts posts a finished
 * move's cards) and once per movement (its first piece: `chain` empty, foundry.documents.types
 * TokenMovementData, https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementData.html).
 * Forced moves (core's `displace`) and undos are not checked.
 * @module
 */
import type { CardText, Ruleset } from "../../rules";
import { DISPLACE_ACTION } from "../constants";
import { postRuleNotice } from "../chat/rule-notice";
import { sceneGravity } from "../movement/allowance";
import { guard, guardAsync } from "../notify";
import { activeRuleset } from "../settings";
import { frameOf, levelOf, pathOf, sceneSnapshot, type GridLike, type SceneLike } from "../snapshot";

/** The parts of the moved TokenDocument read here (pixels; elevation in scene units). */
export interface PushOffToken {
  readonly id: string | null;
  readonly name?: string | null;
  readonly width: number;
  readonly height: number;
  /** v14: the scene level the token is on (TokenData#level); absent on v13. */
  readonly level?: string | null;
  readonly parent: (SceneLike & { readonly grid: GridLike }) | null;
  /** The token's actor, who speaks the notice. */
  readonly actor?: unknown;
}

/** The parts of the movement read here. */
export interface PushOffMovement {
  readonly method?: string;
  readonly chain?: readonly string[];
  /** Where the movement started (TokenPosition; v14 adds the scene `level` it started on). */
  readonly origin?: {
    readonly x?: number;
    readonly y?: number;
    readonly elevation?: number;
    readonly level?: string | null;
  };
  readonly passed?: { readonly waypoints?: readonly { readonly action?: string }[] };
}

/**
 * The notice for a movement that started where the model could not push off, or null.
 * @returns the ruleset's CardText (with the mover's name in `name`), or null
 */
export function pushOffCheck(token: PushOffToken, movement: PushOffMovement, ruleset: Ruleset): CardText | null {
  const notice = ruleset.terrain?.startNotice;
  const scene = token.parent;
  const origin = movement.origin;
  if (!notice || !scene || !token.id || !origin || (movement.chain?.length ?? 0) > 0) return null;
  if (movement.method === "undo") return null;
  const waypoints = movement.passed?.waypoints ?? [];
  if (waypoints.length > 0 && waypoints.every((w) => w.action === DISPLACE_ACTION)) return null;
  const gravity = sceneGravity(scene);
  const frame = frameOf(scene.grid, ruleset.unit);
  const [start] = pathOf(token, [{ x: origin.x ?? 0, y: origin.y ?? 0, elevation: origin.elevation ?? 0 }], frame);
  if (!start) return null;
  // What was within reach on the level the move started on (v14 scene levels), the mover included.
  const mover = { id: token.id, level: levelOf(origin) ?? token.level };
  const text = notice(sceneSnapshot(scene, ruleset.unit, { ruleset, mover }), token.id, gravity, start);
  return text && { ...text, data: { ...text.data, name: token.name ?? "" } };
}

/**
 * The hook handler: on the client of the user who made the move, posts the notice card once.
 * Never throws into Foundry.
 * @returns the card's creation, or null when none is posted
 */
export function pushOffMoveToken(
  document: PushOffToken,
  movement: PushOffMovement,
  _operation: unknown,
  user: { readonly isSelf?: boolean } | null,
): Promise<unknown> | null {
  return guard("push off", null, () => {
    if (user?.isSelf !== true) return null;
    const text = pushOffCheck(document, movement, activeRuleset());
    if (!text) return null;
    // A failed post is logged and notified once (notify.ts guardAsync), never rejected into Foundry.
    return guardAsync("push off card", null, () =>
      postRuleNotice(text, { name: document.name ?? "", actor: document.actor ?? null }, document),
    );
  });
}
