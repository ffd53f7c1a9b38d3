/**
 * Difficult terrain in Dark Heresy 2e (dh2-movement.md § Movement and Environment;
 * rules/README.md ruling 3).
 * @module
 */
import type { TerrainCondition } from "./environment";
import { GRAVITIES } from "../../types";
import { FULL_ACTION_MOVES } from "./full-action";
import { HOVER_HEIGHT } from "./flying";
export { DH2_VARIANTS, SCENE_TERRAIN } from "./manifest";
import type { DH2_VARIANTS } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/** A `dh2` variant id. */
export type Dh2Variant = (typeof DH2_VARIANTS)[number];

/**
 * The terrain conditions that halve structured-time movement (dh2-movement.md § Movement and
 * Environment: refuse, deep snow, thick fog, soft sand, dense underbrush …; § Narrative Time
 * Movement and Terrain: dense crowds, deep mud; § Zero Gravity: it moves as difficult terrain
 * does; dh2-alternate-movement.txt: rubble-strewn hallways), shallow water read as
 * ground of the same kind as the text's examples, plus plain `difficult` ground. Darkness (§ Lighting) and tremors only
 * call their tests: they do not halve.
 */
export const HALVING_CONDITIONS: readonly TerrainCondition[] = [
  "difficult",
  "fog",
  "mud",
  "shallowWater",
  "thickSnow",
  "underbrush",
  "denseCrowds",
  "zeroGravity",
  "rubble",
];

/**
 * What each metre costs on terrain with these conditions: 2 when any of them halves movement
 * ({@link HALVING_CONDITIONS}), else 1. Conditions do not stack. Unknown ids are ignored.
 * @param conditions condition ids of the terrain crossed
 * @throws {TypeError} when `conditions` is not an array
 */
export function terrainCostMultiplier(conditions: readonly string[]): number {
  if (!Array.isArray(conditions)) throw new TypeError(`Terrain conditions must be an array, got ${typeof conditions}`);
  return conditions.some((c) => (HALVING_CONDITIONS as readonly unknown[]).includes(c)) ? 2 : 1;
}

/**
 * Halves a structured-time movement allowance for difficult terrain (ruling 3). The core text
 * rounds up to whole metres, never giving more than the allowance itself (dh2-movement.md
 * § Movement and Environment); the `alternate` variant halves exactly, without rounding
 * (dh2-alternate-movement.txt § Movement and Environment: ½ m gives ¼ m). Any variant other than
 * `alternate` is the core rule.
 * @param metres the allowance in clear terrain, metres; negative, NaN or ±Infinity count as 0 m
 *   (+Infinity as no limit: it stays Infinity)
 * @returns the allowance in difficult terrain, metres (≥ 0)
 */
export function halveForTerrain(metres: number, variant: string = "core"): number {
  const m = metres === Infinity ? Infinity : Math.max(0, Number.isFinite(metres) ? metres : 0);
  if (variant === "alternate") return m / 2;
  return Math.min(m, Math.ceil(m / 2));
}

/**
 * The movement cost a band allows once its path crosses difficult terrain. Foundry charges
 * each difficult step twice, so an allowance halved to `h` metres is a cost budget of `2h`.
 * @param metres the band's allowance in clear terrain, metres (as {@link halveForTerrain} reads it)
 * @returns the cost budget, metres of clear-terrain cost (≥ 0)
 */
export function difficultTerrainBudget(metres: number, variant: string = "core"): number {
  return 2 * halveForTerrain(metres, variant);
}

/** The qualifier a sheer climbable surface adds to its conditions (scene/terrain-ids.ts). */
const SHEER_CONDITION = "sheer";

/** The qualifiers water that calls for the swim test adds (scene/terrain-ids.ts): hazardous and deep. */
export const SWIM_TEST_CONDITIONS: readonly string[] = ["hazardousWater", "deepWater"];

/**
 * The test a move stops for at the edge of terrain with these conditions, taken before it enters:
 * a gap's `leap` (§ Standing/Running Horizontal Leaps), a climbable surface's climb — the Athletics
 * test at the printed −10 when it is sheer (`sheerClimb`, ruling 5), else the Strength or Athletics
 * test (`climb`, § Simple Climbs) — or hazardous or deep water's `swim` (§ Swimming: the Athletics
 * test to move takes a Full Action); or null. A gap wins when a region is both, then a climb.
 * @throws {TypeError} when `conditions` is not an array
 */
export function sceneEdgeTest(
  conditions: readonly string[],
): "leap" | "climb" | "sheerClimb" | "swim" | "ledge" | null {
  if (!Array.isArray(conditions)) throw new TypeError(`Terrain conditions must be an array, got ${typeof conditions}`);
  if (conditions.includes("gap")) return "leap";
  if (conditions.includes("climb")) return conditions.includes(SHEER_CONDITION) ? "sheerClimb" : "climb";
  if (conditions.includes("water") && SWIM_TEST_CONDITIONS.some((c) => conditions.includes(c))) return "swim";
  return conditions.includes("raised") ? LEDGE_TEST : null;
}

/**
 * The edge test of a raised surface (§ Standing Vertical Jumps, § Simple Climbs): walking onto one
 * more than {@link STEP_HEIGHT} above where the mover stands needs a climb (the card is the simple
 * climb's Strength or Athletics test, its height the rise) — or a jump to reach the edge and a
 * pull-up, which the token HUD posts. Lower ones are a step ({@link stepsOver}).
 */
export const LEDGE_TEST = "ledge";

/**
 * The highest rise walked onto without a climb, metres (docs/rulings.md): the standing vertical jump's
 * half metre (§ Standing Vertical Jumps), the same height below which a drop is a step, not a jump down
 * (vertical-tests.ts JUMP_DOWN_MIN).
 */
export const STEP_HEIGHT = 0.5;

/** The edge tests a hoverer may clear (§ Hovering Altitude: "low obstacles"): a climbable surface, simple or sheer, and a raised one. */
const HOVER_CLEARED_TESTS: readonly string[] = ["climb", "sheerClimb", LEDGE_TEST];

/**
 * Whether a move goes over an edge with no test (TerrainCapability#stepsOver): a raised surface
 * whose ground is no more than {@link STEP_HEIGHT} above the mover (or lower); for a model
 * hovering (`air.position` `hovering`), a climbable or raised surface whose top is no more than
 * {@link HOVER_HEIGHT} above it (§ Hovering Altitude: a hoverer passes over low obstacles freely),
 * whatever the path's rise. Never for other tests, nor for an unreadable rise or height. Never throws.
 * @param rise how much higher the ground past the edge is, metres
 * @param air the airborne mover's flight position and the obstacle's height above it, metres
 * @example stepsOver("sheerClimb", 0, 1, 0, { position: "hovering", height: 2 }) // → true
 * @example stepsOver("ledge", 0, 1, 3, { position: "hovering", height: 3 }) // → false
 */
export function stepsOver(
  test: string,
  _across: number,
  _base: number,
  rise: number,
  air?: { readonly position: string | null; readonly height: number },
): boolean {
  const low = (metres: unknown, limit: number) => isFiniteNumber(metres) && metres <= limit + 1e-9;
  // A hoverer keeps its altitude over the ground (§ Hovering Altitude): the obstacle's height decides, not the path's rise.
  if (air?.position === "hovering" && HOVER_CLEARED_TESTS.includes(test)) return low(air.height, HOVER_HEIGHT);
  return test === LEDGE_TEST && low(rise, STEP_HEIGHT);
}

/** A terrain behavior as the edge test reads it (scene/snapshot.ts RegionTerrain), ruleset units. */
interface EdgeTerrain {
  readonly condition?: string;
  readonly height: number;
  readonly width?: number;
  /** Water's kind (calm, hazardous, deep). */
  readonly water?: string;
}

/** How the path came to the edge (capabilities/terrain.ts EdgeApproach), metres and radians. */
interface Approach {
  readonly across: number;
  readonly runUp: number;
  readonly heading: number;
  readonly elevation: number;
  readonly gravity?: string;
  /** The band the turn reached on arriving at the edge (EdgeApproach#band). */
  readonly band?: string;
  readonly farSide?: number;
}

/** A finite number ≥ 0, or 0. */
const metres = (value: unknown) => (typeof value === "number" && value >= 0 && value <= 1e12 ? value : 0);

/** Metres kept to the centimetre, as option text. */
const text = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The distance an edge test at this terrain is about, metres: a gap's width — the region's `width`
 * when given, else how far the path's heading crosses it (the width "comes from the path"); a
 * climb's, the height above the floor it starts from, which a failure falls (§ Simple Climbs: a failed
 * climber falls from where the climb began): 0 from the ground. 0 for anything else or unreadable input.
 * Never throws.
 */
export function sceneEdgeTestDistance(terrain: EdgeTerrain, approach?: Approach): number {
  if (terrain?.condition === "climb" || terrain?.condition === "raised") return metres(approach?.elevation);
  if (terrain?.condition !== "gap") return 0;
  const width = metres(terrain.width);
  return width > 0 ? width : metres(approach?.across);
}

/**
 * The options of an edge test (TestRequest.options, text as a card stores them): a leap's straight
 * `runUp` (§ Running Horizontal Leaps: at least 4 m makes it a running leap), the gap's `depth` (a
 * short leap falls that far), the `heading` it falls or lands along (radians), the metres to the
 * gap's far side along it, `landing` (a cleared leap lands just past them), and `spent`, the band (`charge`, `run`) whose
 * Full Action the turn used before the edge, so no leap follows (§ Jumping and Leaping); a climb's `height` still to
 * climb, metres (the surface's height less where the climber stands), or from its top the height
 * down to the floor with `down`; a swim into deep water's `underwater` with no round held yet; the
 * scene's `gravity` when
 * it is not normal (§ The Effects of Gravity). `{}` for anything else or
 * unreadable input. Never throws.
 */
export function sceneEdgeTestOptions(terrain: EdgeTerrain, approach: Approach): Readonly<Record<string, string>> {
  const heading = isFiniteNumber(approach?.heading) ? approach.heading : 0;
  const gravity: Record<string, string> =
    typeof approach?.gravity === "string" && GRAVITIES.some((g) => g === approach.gravity && g !== "normal")
      ? { gravity: approach.gravity }
      : {};
  if (terrain?.condition === "gap") {
    const depth = text(metres(terrain.height));
    // A Charge or a Run has used the turn's Full Action, which a leap needs (full-action.ts).
    const band = approach?.band;
    const spent: Record<string, string> =
      typeof band === "string" && (FULL_ACTION_MOVES as readonly string[]).includes(band) ? { spent: band } : {};
    return {
      runUp: text(metres(approach?.runUp)),
      depth,
      heading: String(heading),
      ...(metres(approach?.farSide) > 0 ? { landing: text(metres(approach?.farSide)) } : {}),
      ...spent,
      ...gravity,
    };
  }
  // Into deep water the swim is underwater, the first round held (swimming.ts heldRounds): from the
  // edge the swimmer comes from the air.
  if (terrain?.condition === "water") return terrain.water === "deep" ? { underwater: "true", heldRounds: "0" } : {};
  if (terrain?.condition === "climb" || terrain?.condition === "raised") {
    const at = approach?.elevation;
    const elevation = isFiniteNumber(at) ? at : 0;
    const top = metres(terrain.height);
    // From the top (or above it) the climb goes down to the floor.
    if (elevation > 0 && elevation >= top - 0.01) return { height: text(elevation), down: "true", ...gravity };
    return { height: text(Math.max(0, top - elevation)), ...gravity };
  }
  return {};
}
