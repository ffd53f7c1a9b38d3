/**
 * The system socket: a player's client asks the active GM to do what only a GM may — carry out
 * effects on other users' tokens, actors and regions, or operate a lift that carries other
 * players' tokens. The GM's client trusts no one: a malformed message is ignored, and the sender
 * (the user id Foundry's server adds as the listener's second argument) must own the token the
 * request names — for a lift, a token standing on the lift — before anything is done.
 *
 * Evidence for the sender argument: socketlib (farling42/foundryvtt-socketlib, src/socketlib.js)
 * listens with `game.socket.on(name, (message, senderId) => ...)` and rejects responses whose
 * `senderId` is not the user it asked. Queries (`CONFIG.queries`, v13) were not used: their handler
 * receives no sender (/work/wt/EVIDENCE.md item 6). A system socket needs `"socket": true` in
 * system.json.
 * @module
 */
import { liftUnder, type Effect, type LiftDirection } from "../rules";
import { SYSTEM_ID } from "./constants";
import { executeEffects, type EffectsRequest, type ExecutorScene } from "./effects/executor";
import { runLift, type StructureScene, type StructureToken } from "./effects/structures";
import { guardAsync } from "./notify";
import { activeRuleset } from "./settings";
import { sceneSnapshot } from "./snapshot";

/** The socket's event name, as Foundry names a system's socket. */
export const SOCKET_EVENT = `system.${SYSTEM_ID}`;

/** A request to operate the lift a token stands on. */
export interface LiftRequest {
  readonly type: "operateLift";
  readonly tokenUuid: string;
  readonly direction: LiftDirection;
}

/** Every request the socket carries. */
export type SocketRequest = LiftRequest | EffectsRequest;

/** A token's UUID on a scene: `Scene.<id>.Token.<id>`. */
const TOKEN_UUID = /^Scene\.[A-Za-z0-9]+\.Token\.[A-Za-z0-9]+$/;

/** A document id. */
const ID = /^[A-Za-z0-9]{1,64}$/;

/** The most effects one request may carry. */
const MAX_EFFECTS = 200;

/** Whether a socket message is a well-formed lift request. */
export function isLiftRequest(message: unknown): message is LiftRequest {
  const m = message as Partial<LiftRequest> | null;
  return (
    m?.type === "operateLift" &&
    typeof m.tokenUuid === "string" &&
    TOKEN_UUID.test(m.tokenUuid) &&
    (m.direction === "up" || m.direction === "down")
  );
}

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const id = (v: unknown): v is string => typeof v === "string" && ID.test(v);
const text = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const wholeIn = (v: unknown, min: number, max: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** The most damage one wounds effect may carry (a fall of 1000 m with the default formula is 1010). */
const MAX_DAMAGE = 100_000;

/** The highest value one setCounter effect may set. */
const MAX_COUNTER = 1_000;

/** The most Maneuverability dice or speed levels a vehicle's damage may have cost in all. */
const MAX_LOSS = 100;

/** The most Fatigue levels one effect may add. */
const MAX_FATIGUE = 10;

/**
 * Whether a value is an effect a player may ask the GM to carry out: a forced move, Pinned (the
 * `prone` status) set or cleared, a region's terrain switched off or on, a turn mark, a lift's
 * round, damage to wounds (whole, 0–100,000), Fatigue (1–10 levels), a counter set (whole,
 * 0–1,000) or a vehicle's collision damage (losses whole, 0–100) on the asking user's own token's actor (the GM checks the sender owns the request's cause, and runs these only on it). Tests and notices are posted by the asking client itself and are never accepted.
 */
export function isRemoteEffect(value: unknown): value is Effect {
  const e = value as Record<string, unknown> | null;
  if (!e || typeof e !== "object") return false;
  switch (e["type"]) {
    case "move": {
      const to = e["to"] as Record<string, unknown> | null;
      const elevation = e["elevation"];
      return (
        id(e["model"]) && !!to && finite(to["x"]) && finite(to["y"]) && (elevation === undefined || finite(elevation))
      );
    }
    case "status":
      return id(e["model"]) && e["status"] === "prone" && typeof e["active"] === "boolean";
    case "disableRegion":
    case "enableRegion":
      return id(e["region"]);
    case "turnMark":
      return id(e["model"]) && text(e["mark"]);
    case "liftUsed":
      return id(e["region"]) && text(e["round"]);
    case "wounds":
      return id(e["model"]) && wholeIn(e["damage"], 0, MAX_DAMAGE);
    case "fatigue":
      return id(e["model"]) && wholeIn(e["levels"], 1, MAX_FATIGUE);
    case "setCounter":
      return id(e["model"]) && text(e["counter"]) && wholeIn(e["value"], 0, MAX_COUNTER);
    case "vehicleDamage": {
      const c = e["changes"] as Record<string, unknown> | null;
      return (
        id(e["model"]) &&
        !!c &&
        text(c["damage"]) &&
        wholeIn(c["maneuverabilityLoss"], 0, MAX_LOSS) &&
        wholeIn(c["speedLoss"], 0, MAX_LOSS)
      );
    }
    default:
      return false;
  }
}

/** Whether a socket message is a well-formed effects request. */
export function isEffectsRequest(message: unknown): message is EffectsRequest {
  const m = message as Partial<EffectsRequest> | null;
  return (
    m?.type === "effects" &&
    id(m.sceneId) &&
    id(m.cause) &&
    Array.isArray(m.effects) &&
    m.effects.length > 0 &&
    m.effects.length <= MAX_EFFECTS &&
    m.effects.every(isRemoteEffect) &&
    // Damage, Fatigue and counters only on the cause itself: a player may not hurt another user's model.
    m.effects.every(
      (e) =>
        (e.type !== "wounds" && e.type !== "fatigue" && e.type !== "setCounter" && e.type !== "vehicleDamage") ||
        e.model === m.cause,
    )
  );
}

/** A user as the GM's check reads it. */
export type RequestUser = object;

/** A document whose permission can be tested (ClientDocumentMixin#testUserPermission). */
interface Permissioned {
  testUserPermission?(user: RequestUser, permission: "OWNER"): boolean;
}

/** The parts of a token on the GM's side read here. */
type GMToken = StructureToken &
  Permissioned & { readonly parent: (StructureScene & { readonly id?: string | null }) | null };

/** The parts of a scene on the GM's side read here. */
type GMScene = ExecutorScene & { readonly tokens: { get(id: string): GMToken | undefined } & Iterable<GMToken> };

/** What the GM's client reads of the world; Foundry's `game` by default. */
export interface GMWorld {
  user(id: string): RequestUser | undefined;
  scene(id: string): GMScene | undefined;
  token(uuid: string): Promise<GMToken | null>;
}

/** Foundry's world: users, scenes and token UUIDs. */
const foundryWorld: GMWorld = {
  user: (userId) => game.users?.get(userId) ?? undefined,
  scene: (sceneId) => game.scenes?.get(sceneId) as unknown as GMScene | undefined,
  token: async (uuid) => await fromUuid(uuid as `Scene.${string}`),
};

/**
 * Whether the user owns the token: `Document#testUserPermission(user, "OWNER")`
 * (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#testuserpermission), the check
 * Crucible's query handlers make on the receiving side (EVIDENCE.md item 6).
 */
function owns(user: RequestUser, token: GMToken): boolean {
  return token.testUserPermission?.(user, "OWNER") === true;
}

/**
 * Handles a socket message on the active GM's client; other clients, malformed messages and
 * senders without the right are ignored.
 * @param senderId the sending user's id, as Foundry's server gives it
 * @returns what was done (`moved`, `used`, `none` for a lift; `done` for effects), or null when ignored
 */
export async function handleSocketMessage(
  message: unknown,
  senderId: unknown,
  world: GMWorld = foundryWorld,
): Promise<string | null> {
  if (!game.users?.activeGM?.isSelf || typeof senderId !== "string") return null;
  const user = world.user(senderId);
  if (!user) return null;
  const ruleset = activeRuleset();
  if (isLiftRequest(message)) {
    const token = await world.token(message.tokenUuid);
    if (!token?.id || !token.parent || !owns(user, token)) return null;
    // The lift's rule: only a token standing on the lift can work it.
    if (!liftUnder(sceneSnapshot(token.parent, ruleset.unit), token.id)) return null;
    return runLift(token, message.direction, ruleset);
  }
  if (isEffectsRequest(message)) {
    const scene = world.scene(message.sceneId);
    const cause = scene?.tokens.get(message.cause);
    if (!scene || !cause || !owns(user, cause)) return null;
    await executeEffects(message.effects, { scene, unit: ruleset.unit, isGM: true, cause: message.cause });
    return "done";
  }
  return null;
}

/** Sends a request to the active GM. */
export function sendRequest(request: SocketRequest): void {
  game.socket?.emit(SOCKET_EVENT, request);
}

/** Listens on the system socket. Call once on `ready`. */
export function registerSocket(): void {
  game.socket?.on(SOCKET_EVENT, (message: unknown, senderId?: unknown) => {
    void guardAsync("socket", null, () => handleSocketMessage(message, senderId));
  });
}
