/**
 * Stride's TokenDocument: the hard movement check before a move is committed.
 *
 * v14 planned moves (core issue foundryvtt/foundryvtt#13639): planning a move skips
 * `_preUpdateMovement` and `moveToken` and fires `planToken` instead; the plan is drawn by the
 * same drag, so `StrideToken#constrainMovementPath` already cuts it to the allowance, and when
 * its owner starts it (`TokenDocument#startMovement`) the move goes through `_preUpdateMovement`
 * and `moveToken` like any other (Crucible's token.mjs relies on this and skips a movement id it
 * has already charged). Checked live by the Quench batch `stride.v14`.
 * @module
 */
import { checkMovement, checkUndraggedStops, type ConstrainingToken } from "../movement/check";

/** Stride's TokenDocument class, registered as `CONFIG.Token.documentClass`. */
export class StrideTokenDocument extends foundry.documents.TokenDocument {
  /** @inheritDoc */
  protected override async _preUpdateMovement(
    movement: TokenDocument.MovementData,
    operation: TokenDocument.Database.UpdateOperation,
  ): Promise<boolean | void> {
    const allowed = await super._preUpdateMovement(movement, operation);
    if (allowed === false) return false;
    if (!checkMovement(this, movement, game.user?.isGM === true)) return false;
    // A keyboard step or a HUD edit meets the drag's stops too (movement/check.ts).
    const object = this.object as unknown as ConstrainingToken | null;
    if (!checkUndraggedStops(object, movement)) return false;
    return allowed;
  }
}
