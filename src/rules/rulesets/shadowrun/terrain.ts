/**
 * Shadowrun's scene terrain: water is swum (§ Swimming), a gap stops the move at its edge for a
 * running jump (§ Jumping), a climbable surface (the `stride.terrain` behavior's `climb`, its
 * `surface` simple or sheer) stops it at its foot or top for the climbing test (§ Climbing).
 * Metres.
 * @module
 */
import type { ClimbSurface } from "./athletics";
import { list } from "../../geometry/validate";
import { EDGE_TEST, GAP_DEPTH_OPTION, JUMP_HEADING_OPTION, JUMP_START_OPTION } from "./tests";
export { SHADOWRUN_TERRAIN, SCENE_CLIMB_SURFACES } from "./manifest";
import { SHEER } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/** The test kind a climbable surface's edge asks for (tests.ts `buildTest`'s `climb`). */
export const CLIMB_EDGE_TEST = "climb";

/**
 * The Climbing Table's surface for the terrain behavior's `surface` field (Stride ruling,
 * docs/rulings.md): `simple` (a surface with holds, dh2's simple climb) is the table's broken surface
 * (tree, loose stone wall: +0), `sheer` its sheer surface (metal wall, seamless stone: −5);
 * anything else reads as simple. Never throws.
 * @example climbSurfaceOf("sheer") // → "sheer"
 */
export function climbSurfaceOf(surface: unknown): ClimbSurface {
  return surface === SHEER ? "sheer" : "broken";
}

/**
 * The test a move stops for at the edge of terrain with these conditions: a gap's running jump
 * (`jump`, § Jumping), a climbable surface's climb (`climb`, § Climbing); null for anything else.
 * A gap wins when a region is both.
 * @throws {TypeError} when `conditions` is not an array
 */
export function sceneEdgeTest(conditions: readonly string[]): string | null {
  const ids = list(conditions, "conditions");
  if (ids.includes("gap")) return EDGE_TEST;
  return ids.includes("climb") ? CLIMB_EDGE_TEST : null;
}

/** A terrain behavior as the edge test reads it (scene/snapshot.ts RegionTerrain), metres. */
interface EdgeTerrain {
  readonly condition?: string;
  readonly height: number;
  readonly width?: number;
  readonly surface?: string;
}

/** A finite number from 0 to 10⁶, or 0. */
const metres = (value: unknown) => (typeof value === "number" && value >= 0 && value <= 1e6 ? value : 0);

/** Metres kept to the centimetre, as option text. */
const text = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The distance an edge test is about, metres: a gap's `width` (the running jump must clear it,
 * § Jumping); 0 for a climb (its height goes in the options) or when not given. Never throws.
 * @example sceneEdgeTestDistance({ condition: "gap", height: 12, width: 3 }) // → 3
 */
export function sceneEdgeTestDistance(terrain: EdgeTerrain): number {
  if (terrain?.condition === "climb") return 0;
  const width = terrain?.width;
  return typeof width === "number" && width > 0 && width < Infinity ? width : 0;
}

/**
 * The straight run-up a running jump needs, metres (§ Jumping: running leaps go farther given
 * space to build up speed; the text gives no number, so Stride takes the 4 m
 * running start of its other text, dh2 § Running Horizontal Leap; docs/rulings.md). Shorter is a
 * standing jump.
 */
export const RUNNING_JUMP_RUN_UP = 4;

/**
 * The options of an edge test (TestRequest.options, text as a card stores them). At a gap: a
 * jump with less than {@link RUNNING_JUMP_RUN_UP} of straight run-up is standing
 * (`start: "standing"`, § Jumping), and, when the approach gives its heading, the gap's `depth`
 * and that `heading` (radians), where a jump falling short drops. At a climb: the
 * Climbing Table's `surface` ({@link climbSurfaceOf}), the `direction` (`up` from below the top,
 * `down` from the top or above it, § Climbing) and the `height` still to climb, metres (the
 * surface's height less the climber's elevation; from the top, the elevation down to the floor).
 * The climb is unassisted: gear is the token HUD's choice. `{}` for any other terrain. Never throws.
 * @param approach how the path came to the edge: the mover's `elevation` and the straight `runUp`
 *   before it, metres (no run-up when absent)
 * @example sceneEdgeTestOptions({ condition: "climb", height: 12, surface: "simple" }, { elevation: 0 })
 *   // → { direction: "up", surface: "broken", height: "12" }
 */
export function sceneEdgeTestOptions(
  terrain: EdgeTerrain,
  approach: { readonly elevation: number; readonly runUp?: number; readonly heading?: number },
): Readonly<Record<string, string>> {
  if (terrain?.condition === "gap") {
    const runUp = approach?.runUp;
    const room = typeof runUp === "number" && runUp + 1e-9 >= RUNNING_JUMP_RUN_UP;
    // A jump that falls short drops into the gap along the heading it was made on (ruling: falls
    // its depth, § Falling).
    const depth = metres(terrain.height);
    const heading = approach?.heading;
    const fall: Record<string, string> =
      depth > 0 && isFiniteNumber(heading)
        ? { [GAP_DEPTH_OPTION]: text(depth), [JUMP_HEADING_OPTION]: String(heading) }
        : {};
    return room ? fall : { [JUMP_START_OPTION]: "standing", ...fall };
  }
  if (terrain?.condition !== "climb") return {};
  const at = approach?.elevation;
  const elevation = isFiniteNumber(at) ? at : 0;
  const top = metres(terrain.height);
  const surface = climbSurfaceOf(terrain.surface);
  // From the top (or above it) the climb goes down to the floor.
  if (elevation > 0 && elevation >= top - 0.01) {
    return { direction: "down", surface, height: text(metres(elevation)) };
  }
  return { direction: "up", surface, height: text(Math.max(0, top - elevation)) };
}
