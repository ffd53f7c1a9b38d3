/**
 * The roll or message mode a new card is posted with (public, GM only, blind, self), chosen by
 * the feature Foundry offers rather than its version: v14 replaced `ChatMessage.applyRollMode`
 * and the `core.rollMode` setting with `ChatMessage.applyMode` and `core.messageMode`
 * (deprecated in 14, removed in 16). Evidence: dnd5e module/dice/basic-roll.mjs reads
 * `messageMode` on v14 and `rollMode` before; the deprecation warnings quoted in
 * Muttley/foundryvtt-fallout#744 and #745 (docs/foundry-evidence.md § 8). v14's message modes
 * include in-character (`ic`), which is not a way to show a card: a card is posted public then, as
 * dnd5e's `BasicRoll.getMessageMode` treats `ic` (module/dice/basic-roll.mjs; § 13).
 * @module
 */

/** The parts of the ChatMessage class read here. */
export interface MessageModeApi {
  applyMode?(data: object, mode: unknown): unknown;
  applyRollMode?(data: object, mode: unknown): unknown;
}

/** The parts of `game.settings` read here. */
export interface SettingsLike {
  get(scope: string, key: string): unknown;
}

/** v14's in-character message mode, posted as public. */
const IN_CHARACTER = "ic";

/**
 * Applies the user's current mode to new message data (whisper and blind set as core does); v14's
 * in-character mode (`ic`) applies as `public`. Does nothing when neither API exists; never throws
 * for a missing setting.
 * @returns which API was used, for tests and logs
 */
export function applyMessageMode(
  data: object,
  api: MessageModeApi = ChatMessage,
  settings: SettingsLike | undefined = game.settings,
): "applyMode" | "applyRollMode" | null {
  const read = (key: string) => {
    try {
      return settings?.get("core", key);
    } catch {
      return undefined;
    }
  };
  if (typeof api.applyMode === "function") {
    const mode = read("messageMode");
    api.applyMode(data, mode === IN_CHARACTER ? "public" : mode);
    return "applyMode";
  }
  if (typeof api.applyRollMode === "function") {
    api.applyRollMode(data, read("rollMode"));
    return "applyRollMode";
  }
  return null;
}

/** A user as read here. */
export interface ModeUser {
  readonly id?: string | null;
  readonly isGM?: boolean;
}

/**
 * Makes a card whispered by the poster's mode reach the players who must act on it: when the data
 * is whispered (a GM-only or blind mode), the actor's player owners join the whisper and the card
 * is not blind. The GM's client posts the cards of every player's move (hooks/move-token.ts), and a
 * GM who rolls privately must not hide a player's own test from them. Public data is left alone.
 * @param owns whether a user owns the card's actor (`Document#testUserPermission(user, "OWNER")`)
 * @param users the world's users (`game.users`)
 * @returns whether owners were added
 */
export function reachOwners(
  data: { whisper?: unknown; blind?: unknown },
  owns: (user: ModeUser) => boolean,
  users: Iterable<ModeUser> = (game.users ?? []) as Iterable<ModeUser>,
): boolean {
  const whisper = Array.isArray(data.whisper) ? (data.whisper as unknown[]).filter((id) => typeof id === "string") : [];
  if (!whisper.length) return false;
  const owners = [...users].filter((u) => u.isGM !== true && !!u.id && owns(u)).map((u) => u.id as string);
  const added = owners.filter((id) => !whisper.includes(id));
  if (!added.length) return false;
  data.whisper = [...whisper, ...added];
  data.blind = false;
  return true;
}
