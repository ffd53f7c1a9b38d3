/**
 * How a model moves along one step of a path, apart from the walking bands: flying, the action its
 * terrain requires (Shadowrun water: swimming), or climbing up or down (the ruleset's vertical
 * rules). `rules.play` groups a move's steps by it, and the canvas's ruler names it where it
 * changes. Pure; ruleset units.
 * @module
 */
import type { PathStep } from "../scene";
import { isAirborneStep, FLY_ACTION } from "./flight";
import { climbs, type StepVertical } from "./vertical-steps";
import { isFiniteNumber } from "../scene/numbers";

/** A climb's mode going up. */
export const CLIMB_UP_MODE = "climbUp";

/** A climb's mode going down. */
export const CLIMB_DOWN_MODE = "climbDown";

/**
 * The mode of a step that is not ground movement in the walking bands, or null for one that is:
 * `fly` for an airborne step (Foundry's `fly` action, or a model at an altitude), the action the
 * step's terrain requires when it differs from the one chosen, else `climbUp` or `climbDown` when
 * the rise is a climb under the ruleset's vertical rules. Never throws on junk: a non-finite rise
 * is no climb.
 * @param step the step (its chosen `action`, the terrain `conditions` crossed into it)
 * @param input.rise height gained into the step, ruleset units (negative going down)
 * @param input.required the action the step's terrain requires (TerrainCapability), when known
 * @param input.flying the model's flight position (an altitude), or null on the ground
 * @param input.vertical the ruleset's vertical rules, when it has them
 * @example stepMode({ action: "walk", conditions: ["climb"] }, { rise: 3, required: "walk", flying: null, vertical })
 *   // → "climbUp" (dh2: a 3 m wall)
 */
export function stepMode(
  step: Pick<PathStep, "action" | "conditions">,
  input: {
    readonly rise: number;
    readonly required?: string | null;
    readonly flying: string | null;
    readonly vertical?: StepVertical | null;
  },
): string | null {
  const own = (typeof step === "object" && step !== null ? step : {}) as Partial<typeof step>;
  const given = (typeof input === "object" && input !== null ? input : {}) as Partial<typeof input>;
  const flying = typeof given.flying === "string" ? given.flying : null;
  const action = typeof own.action === "string" ? own.action : undefined;
  if (isAirborneStep({ action }, flying)) return FLY_ACTION;
  if (typeof given.required === "string" && given.required !== "" && given.required !== action) return given.required;
  const rise = given.rise;
  const vertical = given.vertical;
  if (!vertical || !isFiniteNumber(rise) || rise === 0) return null;
  if (typeof vertical.isClimb !== "function") return null;
  const conditions = Array.isArray(own.conditions) ? own.conditions.filter((c) => typeof c === "string") : [];
  return climbs(vertical, rise, conditions, action) ? (rise > 0 ? CLIMB_UP_MODE : CLIMB_DOWN_MODE) : null;
}
