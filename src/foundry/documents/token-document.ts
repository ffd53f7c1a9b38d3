/**
 * Stride's TokenDocument: the hard movement check before a move is committed.
 * @module
 */
import { checkMovement, type MovementLike } from "../movement/check";

/** Stride's TokenDocument class, registered as `CONFIG.Token.documentClass`. */
export class StrideTokenDocument extends foundry.documents.TokenDocument {
  /** @inheritDoc */
  protected override async _preUpdateMovement(
    movement: TokenDocument.MovementData,
    operation: TokenDocument.Database.UpdateOperation,
  ): Promise<boolean | void> {
    const allowed = await super._preUpdateMovement(movement, operation);
    if (allowed === false) return false;
    if (!checkMovement(this, movement as unknown as MovementLike, game.user?.isGM === true)) return false;
    return allowed;
  }
}
