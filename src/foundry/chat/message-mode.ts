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
