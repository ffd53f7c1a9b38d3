/**
 * Requests to the active GM, identified by what the server vouches for. A player's client asks by
 * writing the request on its own User document (`flags.stride.requests.<kind>`); every client
 * receives the update with the id of the user who made it, which the server supplies
 * (`updateUser(document, changed, options, userId)`), and the active GM's client acts only when
 * that user wrote its own document. A request carries ids and choices only (a message, a side, a
 * direction): the GM reads the documents they name and decides everything else itself; no number,
 * formula or list of effects from a client is executed.
 *
 * Evidence (docs/foundry-evidence.md § 12): the update hooks' `userId` is the user who triggered the
 * operation (https://foundryvtt.com/api/functions/hookEvents.updateDocument.html); a user may
 * update its own User document's flags (Dice So Nice keeps its per-user settings with
 * `game.user.setFlag`); queries (`CONFIG.queries`) pass no sender to their handler, and the socket's
 * sender argument is not documented, so neither is used.
 *
 * Each user has one slot per kind: a new request of that kind replaces the one before it. The GM
 * runs at most one request per kind and key (a card, a token) at a time and drops the rest.
 * @module
 */
import { SYSTEM_ID } from "./constants";
import { guardAsync } from "./notify";

/** The flag (on the asking User) that holds one pending request per kind. */
export const REQUESTS_FLAG = "requests";

/** A user as a request's handler reads it: a permission test subject. */
export type Requester = { readonly id?: string | null; readonly isGM?: boolean };

/** The updated User document as the hook reads it: its id and, once updated, its flags. */
type UpdatedUser = Requester & { readonly flags?: Record<string, unknown> };

/**
 * What a kind of request does on the active GM's client.
 * @typeParam P the request's parsed payload
 */
export interface RequestHandler<P> {
  /** The payload when it is well formed (ids and choices only), else null. */
  parse(data: unknown): P | null;
  /** The key two requests may not run at once for (a message, a token, a lift). */
  key(payload: P): string;
  /**
   * Carries the request out as the GM, for `requester` (who must be checked against the documents
   * the payload names). Resolves to whether anything was done.
   */
  handle(payload: P, requester: Requester): Promise<boolean>;
}

/** A handler as stored: each kind has its own payload type, known only to its own parse and handle. */
type AnyHandler = RequestHandler<unknown>;

/** The handlers by kind, registered by the modules that own them. */
const handlers = new Map<string, AnyHandler>();

/** Requests running on this client, by `kind:key`. */
const running = new Set<string>();

/** Refusals already logged this session, by `kind:user:reason`. */
const logged = new Set<string>();

/** A request kind: a short camelCase word, the flag's key. */
const KIND = /^[a-z][A-Za-z]{0,31}$/;

/**
 * Registers what a kind of request does. Call at module load or in `init`.
 * @throws {Error} for a malformed kind, or a kind registered twice with another handler
 */
export function registerRequest<P>(kind: string, handler: RequestHandler<P>): void {
  if (!KIND.test(kind)) throw new Error(`Stride request kinds are short camelCase words, got "${kind}"`);
  const stored = handler as unknown as AnyHandler;
  const known = handlers.get(kind);
  if (known && known !== stored) throw new Error(`Stride request kind "${kind}" is registered already`);
  handlers.set(kind, stored);
}

/** Logs a refused request once per session per user, kind and reason. */
export function refuse(kind: string, requester: Requester | null | undefined, reason: string): false {
  const key = `${kind}:${requester?.id ?? "?"}:${reason}`;
  if (!logged.has(key)) {
    logged.add(key);
    console.warn(`${SYSTEM_ID} | refused a ${kind} request from user ${requester?.id ?? "?"}: ${reason}`);
  }
  return false;
}

/** Runs a parsed request once per kind and key at a time. */
async function run(kind: string, handler: AnyHandler, data: unknown, requester: Requester): Promise<boolean> {
  const payload: unknown = handler.parse(data);
  if (payload === null || payload === undefined) return refuse(kind, requester, "malformed");
  const key = `${kind}:${handler.key(payload)}`;
  if (running.has(key)) return refuse(kind, requester, "already running");
  running.add(key);
  try {
    return await guardAsync(`${kind} request`, false, () => handler.handle(payload, requester));
  } finally {
    running.delete(key);
  }
}

/** The user objects read here. */
interface AskingUser extends Requester {
  update?(data: object): Promise<unknown>;
}

/**
 * Asks the active GM to carry out a request for the current user. On the active GM's own client
 * it runs at once; without an active GM the user is told one must be connected.
 * @param data the request's ids and choices (never numbers the GM would act on)
 * @returns whether the request was run here or handed to the GM (not whether the GM did it)
 */
export async function askGM(kind: string, data: Record<string, unknown>): Promise<boolean> {
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`Stride request kind "${kind}" is not registered`);
  const gm = game.users?.activeGM;
  const user = game.user as unknown as AskingUser | null;
  if (!gm || !user) {
    ui.notifications?.warn(game.i18n!.localize("STRIDE.Socket.needsGM"));
    return false;
  }
  if (gm.isSelf) return run(kind, handler, data, user);
  // A fresh id makes every request a change, so the same request made twice reaches the GM twice.
  const request = { ...data, requestId: foundry.utils.randomID() };
  await user.update?.({ [`flags.${SYSTEM_ID}.${REQUESTS_FLAG}.${kind}`]: request });
  return true;
}

/** The users' collection as the hook reads it. */
interface Users {
  readonly activeGM?: { readonly isSelf?: boolean } | null;
  get(id: string): Requester | undefined;
}

/**
 * The `updateUser` hook: on the active GM's client, runs the requests a user wrote on its own
 * User document. An update made by anyone else (a GM editing a player) is not a request.
 * @param user the updated User document
 * @param changed the update's changes
 * @param userId the id of the user who made the update, as the server gives it
 * @returns the number of requests run (0 elsewhere)
 */
export async function updateUser(
  user: UpdatedUser,
  changed: { readonly flags?: Record<string, unknown> } | null | undefined,
  _options: unknown,
  userId: string,
): Promise<number> {
  const users = game.users as unknown as Users | undefined;
  if (users?.activeGM?.isSelf !== true) return 0;
  const requests = (changed?.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[REQUESTS_FLAG];
  if (!requests || typeof requests !== "object") return 0;
  const requester = users.get(userId);
  if (!requester || requester.id !== user.id) {
    refuse("any", requester ?? { id: userId }, "written on another user's document");
    return 0;
  }
  // The update's changes name the kinds asked; the request itself is read whole from the updated
  // document, since a request made again differs from the last one only in its `requestId`.
  const stored = (user.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[REQUESTS_FLAG];
  let count = 0;
  for (const [kind, changes] of Object.entries(requests)) {
    const handler = handlers.get(kind);
    if (!handler) {
      refuse(kind, requester, "unknown kind");
      continue;
    }
    if (changes === null) continue; // A slot cleared.
    const whole: unknown =
      stored && typeof stored === "object" && Object.hasOwn(stored, kind)
        ? (stored as Record<string, unknown>)[kind]
        : changes;
    await run(kind, handler, whole, requester);
    count++;
  }
  return count;
}

/** The `updateUser` hook as registered: never throws into Foundry. */
export function updateUserHook(
  user: Requester,
  changed: Parameters<typeof updateUser>[1],
  options: unknown,
  userId: string,
) {
  void guardAsync("requests", 0, () => updateUser(user, changed, options, userId));
}

/** Whether a value is a document id (16 letters and digits in Foundry; up to 64 accepted). */
export function isId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9]{1,64}$/.test(value);
}

/** Whether a value is a token's UUID on a scene: `Scene.<id>.Token.<id>`. */
export function isTokenUuid(value: unknown): value is string {
  return typeof value === "string" && /^Scene\.[A-Za-z0-9]{1,64}\.Token\.[A-Za-z0-9]{1,64}$/.test(value);
}

/** A request's payload that names one token by UUID (`{ tokenUuid }`), or null when it does not. */
export function tokenRequest(data: unknown): { readonly tokenUuid: string } | null {
  const uuid = (data as { tokenUuid?: unknown } | null)?.tokenUuid;
  return isTokenUuid(uuid) ? { tokenUuid: uuid } : null;
}

/**
 * Whether the GM's client may act for `requester` on a document: the requester is a GM, or owns it
 * (`testUserPermission(user, "OWNER")`, on a token or an actor). False for a document without the check.
 */
export function requesterMayAct(
  document: { testUserPermission?(user: Requester, level: "OWNER"): boolean } | null | undefined,
  requester: Requester,
): boolean {
  return requester.isGM === true || document?.testUserPermission?.(requester, "OWNER") === true;
}

/** Forgets handlers, running requests and logged refusals (tests). */
export function resetRequests(): void {
  handlers.clear();
  running.clear();
  logged.clear();
}
