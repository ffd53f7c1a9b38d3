/**
 * Going back along the path in Dark Heresy 2e (the path stored as scene/path.ts encodes it, walked
 * back by moves/backtrack.ts): a failed swim makes no progress (dh2-movement.md § Swimming), and a failed climb falls from the
 * starting climbing position (§ Simple Climbs, § Sheer Surfaces), so outside a combat, where no
 * movement history is recorded, these tests' cards keep the end of the move's path to walk back.
 * Distances are metres.
 * @module
 */
import type { MovementTestCall, TestRequest } from "../../types";
import type { PathStep } from "../../scene";
import { BACK_PATH_OPTION, decodePath, pathLength } from "../../scene/path";
import { isArray } from "../../geometry/validate";

/** The test kinds a miss of which sends the character back along its path. */
const WALKS_BACK: ReadonlySet<unknown> = new Set(["swim", "climb", "sheerClimb"]);

/** The climbing kinds, whose way back ends where the climb began. */
const CLIMBS: ReadonlySet<unknown> = new Set(["climb", "sheerClimb"]);

/** The scene terrain of a climbable surface (terrain.ts SCENE_TERRAIN). */
const CLIMB_CONDITION = "climb";

/**
 * Whether a missed test of this call sends the character back along its path (TestsCapability
 * walksBack): the swim (§ Swimming: no progress) and the climbs (§ Simple Climbs, § Sheer Surfaces:
 * the fall is from where the climb started). Never throws (a junk call does not).
 * @example walksBack({ kind: "sheerClimb", characteristic: "athletics", modifiers: [] }) // → true
 */
export function walksBack(call: MovementTestCall): boolean {
  return typeof call === "object" && call !== null && WALKS_BACK.has(call.kind);
}

/**
 * How far back along a finished move's path a failed climb goes (TestsCapability backDistance):
 * to the step before the path first entered a climbable surface (a step whose conditions hold
 * `climb`), the starting climbing position; metres along the path from there to its end. Null for
 * a test that is not a climb, or a path that never entered one (the call's own distance then counts).
 * @param path the move's path, first step first (moves/finished.ts FinishedMove.path)
 * @example backDistance(sheerClimbCall, [{ x: 0, y: 0, elevation: 0 }, { x: 4, y: 0, elevation: 0 },
 *   { x: 4, y: 0, elevation: 6, conditions: ["climb", "sheer"] }, { x: 7, y: 0, elevation: 6 }]) // → 3
 *   (the climb went straight up at x 4: back 3 m to its top edge, then down to its foot)
 * Never throws: junk reads as no path (null).
 */
export function backDistance(call: MovementTestCall, path: readonly PathStep[]): number | null {
  if (typeof call !== "object" || call === null || !CLIMBS.has(call.kind) || !isArray(path)) return null;
  const steps = path as readonly unknown[];
  const finite = (p: unknown): p is PathStep => {
    const s = p as { x?: unknown; y?: unknown } | null;
    return typeof s === "object" && s !== null && Number.isFinite(s.x) && Number.isFinite(s.y);
  };
  if (!steps.every(finite)) return null;
  const entered = steps.findIndex((s, i) => {
    const conditions = s.conditions as unknown;
    return i > 0 && isArray(conditions) && conditions.includes(CLIMB_CONDITION);
  });
  if (entered < 1) return null;
  return pathLength(steps.slice(entered - 1));
}

/**
 * The metres a card's stored back path holds (scene/path.ts BACK_PATH_OPTION), 0 when it
 * stores none or junk: how far a failed climb from the path goes back before it falls.
 * Never throws.
 */
export function storedBackLength(request: TestRequest | undefined): number {
  const options: unknown = request?.options;
  if (typeof options !== "object" || options === null) return 0;
  const raw = Object.hasOwn(options, BACK_PATH_OPTION) ? (options as Record<string, unknown>)[BACK_PATH_OPTION] : "";
  const path = decodePath(raw);
  return path.length < 2 ? 0 : Math.round(pathLength(path) * 100) / 100;
}
