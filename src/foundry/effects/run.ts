/**
 * Running effects from a hook or a card button: the executor with this user's rights, sending
 * what it may not do to the active GM through the system socket (or saying a GM is needed).
 * Kept apart from the executor so the socket's GM handler can use the executor without a cycle.
 * @module
 */
import type { Effect } from "../../rules";
import { sendRequest } from "../socket";
import { activeRuleset } from "../settings";
import { executeEffects, type EffectsRequest, type ExecutionReport, type ExecutorScene } from "./executor";

/** Sends a request to the active GM, or warns that one must be connected. */
export function sendToGM(request: EffectsRequest): void {
  if (!game.users?.activeGM) {
    ui.notifications?.warn(game.i18n!.localize("STRIDE.Socket.needsGM"));
    return;
  }
  sendRequest(request);
}

/**
 * Carries out effects on a scene as the current user (the card's Apply button, hooks): in the
 * active ruleset's unit, the rest sent to the active GM on behalf of `cause`.
 * @param cause the token id the effects follow from; the GM checks the user owns it
 */
export function runEffects(effects: readonly Effect[], scene: ExecutorScene, cause: string): Promise<ExecutionReport> {
  return executeEffects(effects, {
    scene,
    unit: activeRuleset().unit,
    isGM: game.user?.isGM === true,
    cause,
    send: sendToGM,
  });
}
