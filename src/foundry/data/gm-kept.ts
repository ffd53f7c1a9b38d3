/**
 * Records about a token that the GM's automation reads as fact (its turn marks, the dice rolled for
 * an action's allowance, the round of its panic card), kept where only a GM writes: a scene flag
 * keyed by token id, `flags.stride.kept.<tokenId>.<key>`. A player owns its own token and may
 * write any of its flags, so a record on the token is the player's word; a non-GM user may not
 * update a Scene, so a record on the scene was written by a GM's client.
 *
 * A GM's client writes and reads the scene's copy only. A player's client writes its own token's
 * copy (it decides for its own user when no GM is connected) and reads both, the scene's first, so
 * its display shows what the GM kept. Every decision the GM's client makes reads the scene's copy.
 *
 * Evidence: docs/foundry-evidence.md § 59 (Scene updates are a GM's; the undo records and the OpenD6
 * strikes are kept the same way: hooks/move-token.ts, effects/strike.ts).
 * @module
 */
import { SYSTEM_ID } from "../constants";
import { guardAsync } from "../notify";
import { onHook } from "../hooks/on-hook";

/** The scene flag holding, per token id, the records kept by a GM's client. */
const KEPT_FLAG = "kept";

/** The parts of a Scene read and written here. */
export interface KeptScene {
  readonly flags?: Record<string, unknown>;
  /** Document#update: refused by the server for a user who may not modify the scene. */
  update?(data: object): Promise<unknown>;
}

/** The parts of a TokenDocument read and written here. */
export interface KeptToken {
  readonly id?: string | null;
  readonly isOwner?: boolean;
  readonly flags?: Record<string, unknown>;
  /** TokenDocument#parent: its scene ({@link KeptScene}). */
  readonly parent?: unknown;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
  /** Document#unsetFlag: deletes the flag (a `-=` key). */
  unsetFlag?(scope: string, key: string): Promise<unknown>;
}

/** An own property of a record, or undefined (stored keys are not trusted to avoid `__proto__`). */
function own(record: unknown, key: string): unknown {
  return typeof record === "object" && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

/** Whether the current user is a GM (false before `game` exists). */
export function isGM(): boolean {
  return (globalThis as { game?: { user?: { isGM?: boolean } | null } }).game?.user?.isGM === true;
}

/** The copy of `key` a GM's client kept for the token on its scene, or undefined. */
export function gmKept(token: KeptToken, key: string): unknown {
  if (!token.id) return undefined;
  const scene = token.parent as KeptScene | null | undefined;
  return own(own(own(scene?.flags?.[SYSTEM_ID], KEPT_FLAG), token.id), key);
}

/**
 * The copies of the token's record `key` this client reads, most trusted first: the one a GM's
 * client kept on the scene, and on a player's client then the token's own flag. Absent copies are
 * left out.
 */
export function keptCopies(token: KeptToken, key: string): unknown[] {
  const copies = [gmKept(token, key)];
  if (!isGM()) copies.push(own(token.flags?.[SYSTEM_ID], key));
  return copies.filter((c) => c !== undefined && c !== null);
}

/**
 * Keeps the token's record `key`: on a GM's client on the scene ({@link KEPT_FLAG}); on a player's
 * client on the token's own flag, when its user owns the token. Foundry's Document#update merges an
 * object into the stored one key by key, so the inner keys of the copy written before stay unless
 * the record is replaced: when `same` says the stored copy is not of the record written (another
 * turn's), it is deleted first (a `-=` key; docs/foundry-evidence.md § 59), then written whole.
 * @param same whether the stored copy belongs with `value` (its turn); absent: it always does
 * @returns whether it was written
 */
export async function keepRecord(
  token: KeptToken,
  key: string,
  value: unknown,
  same?: (stored: unknown) => boolean,
): Promise<boolean> {
  if (isGM()) {
    const scene = token.parent as KeptScene | null | undefined;
    if (!token.id || !scene?.update) return false;
    const path = `flags.${SYSTEM_ID}.${KEPT_FLAG}.${token.id}`;
    const stored = gmKept(token, key);
    if (same && stored !== undefined && stored !== null && !same(stored)) {
      await scene.update({ [`${path}.-=${key}`]: null });
    }
    await scene.update({ [`${path}.${key}`]: value });
    return true;
  }
  if (token.isOwner === false || !token.setFlag) return false;
  const stored = own(token.flags?.[SYSTEM_ID], key);
  if (same && stored !== undefined && stored !== null && !same(stored)) await token.unsetFlag?.(SYSTEM_ID, key);
  await token.setFlag(SYSTEM_ID, key, value);
  return true;
}

/**
 * The `deleteToken` hook's work on the active GM's client: forgets the records kept for the
 * deleted token on its scene (a `-=` key). Nothing elsewhere, or when none are kept.
 * @returns whether the scene was updated
 */
export async function forgetKept(token: KeptToken, activeGM: boolean): Promise<boolean> {
  const scene = token.parent as KeptScene | null | undefined;
  const kept = own(scene?.flags?.[SYSTEM_ID], KEPT_FLAG);
  if (!activeGM || !token.id || !scene?.update || own(kept, token.id) === undefined) return false;
  await scene.update({ [`flags.${SYSTEM_ID}.${KEPT_FLAG}.-=${token.id}`]: null });
  return true;
}

/** Registers the `deleteToken` hook that forgets a deleted token's kept records ({@link forgetKept}). */
export function registerKeptHooks(): void {
  onHook("deleteToken", (token: KeptToken) => {
    const activeGM = (game.users as { activeGM?: { isSelf?: boolean } | null } | undefined)?.activeGM?.isSelf === true;
    void guardAsync("kept records", false, () => forgetKept(token, activeGM));
  });
}
