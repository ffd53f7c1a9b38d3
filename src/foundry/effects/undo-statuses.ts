/**
 * What an undo changes beyond Foundry's own revert: Foundry's undo of a token move
 * (movement method `undo`, TokenDocument#revertRecordedMovement on the v13 TokenDocument page,
 * https://foundryvtt.com/api/classes/foundry.documents.TokenDocument.html) takes the move out of
 * the token's movement history, so the spent movement is back for the ruler and the drag. The
 * band statuses the move gave are not Foundry's: the engine says which no longer hold
 * (undoneBandStatusEffects) and the executor clears them. What tests added this history period
 * (a sprint's metres, the tests counted) stays on the token (data/token-history.ts). Checked live
 * by the Quench batch `stride.shadowrun`.
 * @module
 */
import { undoneBandStatusEffects, type Effect, type Ruleset } from "../../rules";
import { historyState } from "../data/token-history";
import { turnAllowance, type TokenLike } from "../movement/allowance";

/** The parts of a TokenDocument read here (v13: `movementHistory`, `measureMovementPath`). */
export interface UndoToken extends TokenLike {
  readonly id: string | null;
  readonly combatant?: { readonly combat?: { readonly started?: boolean } | null } | null;
  /** The waypoints recorded this history period, after Foundry's revert. */
  readonly movementHistory?: readonly unknown[];
  measureMovementPath?(waypoints: readonly unknown[]): { readonly distance: number };
}

/**
 * The status effects an undo takes back for a token in a started combat: the ruleset's band
 * statuses its history, measured again after Foundry's revert, no longer reaches, less those a
 * test rolled this period keeps (StatusesCapability `testStatuses`; the tests counted on the
 * token: those with a history limit). [] outside a started combat, without statuses or a profile.
 * @throws {TypeError|RangeError} as the engine's undoneBandStatusEffects (a measured distance that
 *   is not a finite number ≥ 0)
 */
export function undoStatusEffects(token: UndoToken, ruleset: Ruleset, variant: string): Effect[] {
  if (!ruleset.statuses || token.combatant?.combat?.started !== true || !token.id) return [];
  const allowance = turnAllowance(token, ruleset, variant);
  if (!allowance) return [];
  const history = token.movementHistory ?? [];
  const measured = history.length > 1 ? (token.measureMovementPath?.(history).distance ?? 0) : 0;
  const ratio = allowance.ratio;
  const bands = allowance.bands.map((b) => ({ action: b.action, distance: b.distance / ratio }));
  const tests = historyState(token, ruleset).tests;
  const rolled = Object.keys(tests).filter((kind) => (tests[kind] ?? 0) > 0);
  return undoneBandStatusEffects(token.id, measured / ratio, bands, ruleset, rolled);
}

/**
 * Whether an effect is a band status given by a move (StatusesCapability `bandStatuses`): an undo
 * works these out again ({@link undoStatusEffects}), so they are not among what it cannot revert.
 */
export function isBandStatus(effect: Effect, ruleset: Ruleset): boolean {
  const statuses = ruleset.statuses;
  if (effect.type !== "status" || !effect.active || !statuses) return false;
  return ruleset.actions.some((a) => statuses.bandStatuses(a.id).includes(effect.status));
}
