/**
 * Movement actions of the active ruleset, added to `CONFIG.Token.movement.actions` in `init`
 * (shared/foundry-v13.md § Tokens and movement).
 * @module
 */
import type { MovementActionSpec, Ruleset } from "../rules";
import { isMovementSource } from "./movement/allowance";

/** The parts of an action config Stride sets (a subset of Foundry's TokenMovementActionConfig). */
export interface ActionConfigPatch {
  label?: string;
  icon?: string;
  order?: number;
  deriveTerrainDifficulty?: (nonDerived: Record<string, number>) => number;
  canSelect?: (token: unknown) => boolean;
}

/**
 * Band actions take the difficulty a region sets for walking: difficult ground is as hard to
 * cross at a run as at a walk (dh2-movement.md § Movement and Environment).
 */
export function walkDifficulty(nonDerived: Record<string, number>): number {
  return nonDerived["walk"] ?? 1;
}

/**
 * Whether a token may choose Foundry's `fly` action: only actors with Flyer (X) or Hoverer (X)
 * (dh2-movement.md § Flying Movement). Tokens without an actor of Stride's types keep it.
 */
export function canFly(token: unknown): boolean {
  const actor = (token as { actor?: { system?: unknown } | null } | null)?.actor;
  if (!actor) return true;
  return isMovementSource(actor.system) ? actor.system.flyingSpeed > 0 : true;
}

/** The action configs to merge into `CONFIG.Token.movement.actions` for a ruleset. */
export function movementActionPatch(ruleset: Ruleset): Record<string, ActionConfigPatch> {
  const patch: Record<string, ActionConfigPatch> = {};
  ruleset.actions.forEach((action: MovementActionSpec, index) => {
    patch[action.id] = {
      label: action.label,
      icon: action.icon,
      order: index + 1,
      deriveTerrainDifficulty: walkDifficulty,
    };
  });
  patch["fly"] = { canSelect: canFly };
  return patch;
}

/** Adds the ruleset's actions to Foundry's movement configuration. Call in `init`. */
export function configureMovementActions(ruleset: Ruleset): void {
  foundry.utils.mergeObject(CONFIG.Token.movement.actions, movementActionPatch(ruleset), {
    performDeletions: true,
  });
}
