/**
 * The `moveToken` hook (v13: fires on every client after each piece of a movement,
 * https://foundryvtt.com/api/functions/hookEvents.moveToken.html): on the mover's client, once
 * the whole movement has arrived, snapshot the scene → ask the engine what the move sets off →
 * hand the effects to the executor (which asks the active GM for what this user may not do).
 * An undo reverts what the undone move set off where the engine says it can.
 * @module
 */
import { finishedMoveEffects, revertEffects, type Effect, type Ruleset } from "../../rules";
import { SYSTEM_ID } from "../constants";
import { executeEffects, type ExecutorScene } from "../effects/executor";
import { finishedMove, wholeMovement, type MovedToken, type MovementData } from "../effects/finished-move";
import { guard, guardAsync } from "../notify";
import { activeRuleset, activeVariant } from "../settings";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import { sendToGM as send } from "../effects/run";
import { isBandStatus, undoStatusEffects } from "../effects/undo-statuses";

/** The token flag remembering how to undo what the last move set off. */
const LAST_MOVE = "lastMove";

/** The moved token, with what the hook writes. */
type HookToken = MovedToken & {
  readonly parent: (NonNullable<MovedToken["parent"]> & SceneLike & ExecutorScene) | null;
  unsetFlag?(scope: string, key: string): Promise<unknown>;
};

/** What an undo needs: the effects that revert, and the kinds of effect it cannot revert. */
interface LastMove {
  readonly effects: readonly Effect[];
  readonly notReverted: readonly string[];
}

/**
 * Remembers how to undo what this movement set off, replacing what an earlier movement left: an
 * undo reverts the last movement, so the memory is cleared when this one set off nothing.
 */
async function remember(document: HookToken, revert: LastMove | null): Promise<void> {
  if (!document.isOwner) return;
  if (revert && (revert.effects.length || revert.notReverted.length)) {
    await document.setFlag?.(SYSTEM_ID, LAST_MOVE, revert);
  } else if (document.flags?.[SYSTEM_ID]?.[LAST_MOVE] !== undefined) {
    await document.unsetFlag?.(SYSTEM_ID, LAST_MOVE);
  }
}

/** Carries out a finished movement's effects and remembers how to undo them. */
async function carryOut(
  document: HookToken,
  effects: Effect[],
  before: ReturnType<typeof sceneSnapshot>,
  ruleset: Ruleset,
) {
  // Band statuses are worked out again at an undo (effects/undo-statuses.ts), so they are not listed as not reverted.
  const revertible = effects.filter((e) => !isBandStatus(e, ruleset));
  await remember(document, revertible.length ? revertEffects(before, revertible, document.id ?? undefined) : null);
  if (!effects.length) return null;
  return executeEffects(effects, {
    scene: document.parent!,
    unit: ruleset.unit,
    isGM: game.user?.isGM === true,
    cause: document.id,
    send,
  });
}

/**
 * Reverts what the undone move set off, and says what it could not revert. Band statuses the
 * history no longer reaches once Foundry reverted the move are cleared (shadowrun: back under Walk,
 * no longer Running), whether or not the move left anything else to revert.
 */
async function undo(document: HookToken, ruleset: Ruleset): Promise<number> {
  if (!document.parent) return 0;
  const statuses = undoStatusEffects(document, ruleset, activeVariant(ruleset));
  if (statuses.length) {
    await executeEffects(statuses, {
      scene: document.parent,
      unit: ruleset.unit,
      isGM: game.user?.isGM === true,
      cause: document.id,
      send,
    });
  }
  const last = document.flags?.[SYSTEM_ID]?.[LAST_MOVE] as LastMove | undefined;
  if (!last) return statuses.length;
  await document.unsetFlag?.(SYSTEM_ID, LAST_MOVE);
  await executeEffects(last.effects, {
    scene: document.parent,
    unit: ruleset.unit,
    isGM: game.user?.isGM === true,
    cause: document.id,
    send,
  });
  if (last.notReverted.length) {
    const kinds = last.notReverted.map((k) => game.i18n!.localize(`STRIDE.Combat.undoKind.${k}`)).join(", ");
    ui.notifications?.info(game.i18n!.format("STRIDE.Combat.undoNotReverted", { kinds }));
  }
  return statuses.length + last.effects.length;
}

/**
 * Decides and carries out what a finished movement sets off, on the mover's client only, once per
 * whole movement (Foundry fires the hook once per piece when regions split the move).
 * @returns the number of effects decided (0 on other clients, on pieces before the last, and on error)
 */
export function moveToken(
  document: HookToken,
  movement: MovementData,
  _operation: unknown,
  user: { readonly id?: string; readonly isSelf?: boolean } | null,
): number {
  return guard("move consequences", 0, () => {
    if (!(user?.isSelf ?? user?.id === game.user?.id) || !document.parent) return 0;
    const ruleset = activeRuleset();
    if (movement.method === "undo") {
      void guardAsync("undo consequences", 0, () => undo(document, ruleset));
      return 0;
    }
    const whole = wholeMovement(movement, { x: document.x, y: document.y, elevation: document.elevation ?? 0 });
    if (!whole) return 0;
    const snapshot = sceneSnapshot(document.parent, ruleset.unit);
    const move = finishedMove(document, movement, whole, ruleset, activeVariant(ruleset));
    const effects = finishedMoveEffects(snapshot, move, ruleset);
    void guardAsync("move consequences", null, () => carryOut(document, effects, snapshot, ruleset));
    return effects.length;
  });
}
