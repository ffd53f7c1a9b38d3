/**
 * Flight as a mode of a move: an airborne step (Foundry's `fly` movement action, or any step of a
 * model flying at an altitude, ModelSnapshot#flying) crosses only the terrain that reaches the air
 * (TerrainCapability#airborneConditions), so the ground's rules — a gap's edge and leap, water's
 * swim test, a climb, halved ground — do not see it, and its height changes are flight, not a
 * jump down (dh2-movement.md § Flying Movement: flying is ordinary Movement, done
 * while airborne; docs/rulings.md, flight). Falls from flight keep their
 * own rules (dh2 flying.ts, flight-turn.ts). Pure; ruleset units.
 * @module
 */
import type { TerrainCapability } from "../capabilities/terrain";
import type { ModelSnapshot, PathStep } from "../scene";

/** Foundry's core movement action for flying (the `fly` movement action Foundry defines). */
export const FLY_ACTION = "fly";

/** The flight position of a model on the ground. */
const GROUND = "ground";

/**
 * Where a model flies (ModelSnapshot#flying): its position, or null on the ground (absent, the
 * `ground` position, or anything that is not a non-empty string). Never throws.
 */
export function flightPositionOf(model: Pick<ModelSnapshot, "flying"> | null | undefined): string | null {
  const flying: unknown = model?.flying;
  return typeof flying === "string" && flying !== "" && flying !== GROUND ? flying : null;
}

/**
 * Whether a step is airborne: made with Foundry's `fly` action, or by a model flying at an
 * altitude (`position` not null). Never throws.
 */
export function isAirborneStep(step: Pick<PathStep, "action"> | null | undefined, position: string | null): boolean {
  return position !== null || step?.action === FLY_ACTION;
}

/**
 * The conditions an airborne step still crosses: those the ruleset says reach the air
 * (TerrainCapability#airborneConditions, told the flight position, null for the `fly` action on
 * the ground), none when it says nothing. A capability that throws or answers junk keeps none.
 * Never throws.
 */
export function airborneConditions(
  terrain: Pick<TerrainCapability, "airborneConditions"> | null | undefined,
  conditions: readonly string[] | undefined,
  position: string | null,
): readonly string[] {
  if (!conditions?.length || !terrain?.airborneConditions) return [];
  try {
    const kept: unknown = terrain.airborneConditions(conditions, position);
    return Array.isArray(kept) ? kept.filter((c): c is string => typeof c === "string") : [];
  } catch {
    return [];
  }
}

/**
 * A path as its ground rules read it: each airborne step ({@link isAirborneStep}) keeps only the
 * conditions that reach the air ({@link airborneConditions}). The same array when no step is
 * airborne, so a walked path is read exactly as before. Never throws on a well-formed path.
 * @param path steps with an action and conditions or none
 * @param position the mover's flight position ({@link flightPositionOf}), null on the ground
 */
export function flightPath<S extends Pick<PathStep, "action" | "conditions">>(
  path: readonly S[],
  terrain: Pick<TerrainCapability, "airborneConditions"> | null | undefined,
  position: string | null,
): readonly S[] {
  if (position === null && !path.some((s) => s?.action === FLY_ACTION)) return path;
  return path.map((step, i) =>
    i > 0 && isAirborneStep(step, position)
      ? { ...step, conditions: airborneConditions(terrain, step.conditions, position) }
      : step,
  );
}

/**
 * How far a path went down and up on foot: each step's change of height counts unless the step
 * is airborne ({@link isAirborneStep}; a descent in flight is no jump down, a climb in flight no
 * climb), netted over the path as the adapter nets a move's drop. Ruleset units.
 * @param normal whether a step's conditions make its height change normal movement (a ladder or
 *   stairs: VerticalCapability#normalMovement), which never counts as a drop; none: no such steps
 * @returns `drop` (≥ 0) and `rise` (≥ 0)
 */
export function groundHeightChange(
  path: readonly Pick<PathStep, "action" | "elevation" | "conditions">[],
  position: string | null,
  normal?: (conditions: readonly string[]) => boolean,
): { drop: number; rise: number } {
  let down = 0;
  let net = 0;
  for (let i = 1; i < path.length; i++) {
    const to = path[i]!;
    if (isAirborneStep(to, position)) continue;
    const change = to.elevation - path[i - 1]!.elevation;
    net += change;
    if (!normal?.(to.conditions ?? [])) down -= change;
  }
  return { drop: Math.max(0, down), rise: Math.max(0, net) };
}

/**
 * Each drop a path makes on foot, in order: a run of steps going down one after another (not
 * airborne, {@link isAirborneStep}, nor normal movement on a ladder or stairs) is one drop, and a
 * step that goes level, up, through the air or by normal movement ends it. So a move up 3 and
 * down 3 makes one drop of 3, where its net drop is 0 (necromunda-movement.md § Jumping Down: each
 * jump down to a lower level is its own test). Ruleset units; never throws on a well-formed path.
 * @param normal as {@link groundHeightChange}
 * @returns the drops, each > 0
 */
export function groundDrops(
  path: readonly Pick<PathStep, "action" | "elevation" | "conditions">[],
  position: string | null,
  normal?: (conditions: readonly string[]) => boolean,
): number[] {
  const drops: number[] = [];
  let drop = 0;
  for (let i = 1; i < path.length; i++) {
    const to = path[i]!;
    const change = to.elevation - path[i - 1]!.elevation;
    if (change < 0 && !isAirborneStep(to, position) && !normal?.(to.conditions ?? [])) {
      drop -= change;
      continue;
    }
    if (drop > 0) drops.push(drop);
    drop = 0;
  }
  if (drop > 0) drops.push(drop);
  return drops;
}
