/**
 * Running effects from a hook or a card button: the executor with this user's rights, and a
 * warning when some of them need a GM (a player's client never forwards them: the GM decides
 * from the documents itself, requests.ts).
 * @module
 */
import type { Effect } from "../../rules";
import { notifyOnce } from "../notify";
import { activeManifest } from "../settings";
import { executeEffects, type ExecutionReport, type ExecutorScene } from "./executor";

/**
 * Carries out effects on a scene as the current user (a card's Apply button, hooks), in the active
 * ruleset's unit; when some need a GM, says once that a GM must do it; when a forced move is left to
 * the connected GM's client, says so instead.
 */
export async function runEffects(effects: readonly Effect[], scene: ExecutorScene): Promise<ExecutionReport> {
  const report = await executeEffects(effects, {
    scene,
    unit: activeManifest().unit,
    isGM: game.user?.isGM === true,
    gmConnected: !!game.users?.activeGM,
  });
  if (report.needsGM > 0) notifyOnce("needsGM", "warn", "STRIDE.Socket.needsGM");
  // A GM is connected: its client makes forced moves, not this one (effects/executor.ts `gm`).
  if ((report.gmMoves ?? 0) > 0) notifyOnce("gmMoves", "warn", "STRIDE.Socket.gmMoves");
  return report;
}
