/**
 * Flying and zero gravity in Dark Heresy 2e (dh2-movement.md § Flying, § Altitude, § Flying
 * Movement, § Zero Gravity). Distances are metres.
 * @module
 */
import type { CardText } from "../../capabilities";
import type { Rect } from "../../geometry/placement";
import * as check from "../../geometry/validate";
import { nearestOnSegment } from "../../geometry/engagement";
import { footprintAt, modelById } from "../../scene/query";
import { inRegion } from "../../scene/check";
import type { Effect } from "../../effects";
import type { SceneSnapshot } from "../../scene";
import { fallingDamage } from "./falling";
import type { Gravity } from "../../types";
import { gravityOf, inputObject } from "./input";
import { flagOf } from "./vertical-input";
export {
  LOW_ALTITUDE_STATUS,
  LOW_ALTITUDE_STATUS_SPEC,
  HIGH_ALTITUDE_STATUS,
  HIGH_ALTITUDE_STATUS_SPEC,
} from "./manifest";

/** The gap condition (terrain.ts SCENE_TERRAIN): its height is a drop, not a surface. */
const GAP = "gap";

/** The altitudes of a Terra-like world, lowest first (§ Altitude). */
export const ALTITUDES = ["hovering", "low", "high"] as const;

/** An altitude. */
export type Altitude = (typeof ALTITUDES)[number];

/** Where an attacker or target is: on the ground, or at an altitude. */
export type Elevation = "ground" | Altitude;

/** The flight traits (§ Flying Movement): a Hoverer stays at hovering altitude; a Flyer goes anywhere. */
export type FlightTrait = "flyer" | "hoverer";

/** How high above the ground a hoverer stays, metres (§ Hovering Altitude: about two metres). */
export const HOVER_HEIGHT = 2;

/** The Ballistic Skill modifier of a ground attacker against a low-altitude flyer (§ Low Altitude). */
export const LOW_ALTITUDE_BS_MODIFIER = -10;

/** The fall of a flyer that stops flying, metres by altitude (§ Flying Movement; high: 25 m or more at the GM's discretion). */
export const ALTITUDE_FALL: Readonly<Record<Altitude, number>> = { hovering: 0, low: 15, high: 25 };

/** How close a surface must be to push off from in zero gravity, metres (Stride's "adjacent"). */
export const PUSH_OFF_REACH = 1;

/** Whether a value is an altitude. */
export function isAltitude(value: unknown): value is Altitude {
  return (ALTITUDES as readonly unknown[]).includes(value);
}

function altitude(value: unknown, name: string): Altitude {
  if (!isAltitude(value)) throw new RangeError(`${name} must be one of ${ALTITUDES.join(", ")}`);
  return value;
}

function elevation(value: unknown, name: string): Elevation {
  if (value === "ground") return value;
  return altitude(value, name);
}

/**
 * The altitudes a flight trait reaches (§ Flying Movement): a Hoverer only hovering, a Flyer all.
 * @throws {RangeError} when `trait` is not `flyer` or `hoverer`
 */
export function altitudesFor(trait: FlightTrait): readonly Altitude[] {
  if (trait === "hoverer") return ["hovering"];
  if (trait === "flyer") return ALTITUDES;
  throw new RangeError("trait must be flyer or hoverer");
}

/**
 * The movement actions that can change altitude from `from` to `to` in one turn (§ Altitude): one
 * level takes a Full Move (or a Charge or Run, which also are), more than one a Charge or Run. No
 * change needs none (an empty list is "nothing to pay": `levels` is 0).
 * @returns the levels changed and the dh2 action ids that allow it
 * @throws {RangeError} when an altitude is unknown
 */
export function altitudeChange(from: Altitude, to: Altitude): { levels: number; actions: readonly string[] } {
  const levels = Math.abs(ALTITUDES.indexOf(altitude(to, "to")) - ALTITUDES.indexOf(altitude(from, "from")));
  if (levels === 0) return { levels, actions: [] };
  return { levels, actions: levels === 1 ? ["full", "charge", "run"] : ["charge", "run"] };
}

/**
 * Whether an attack can reach a target at an altitude, and the attacker's Ballistic Skill modifier
 * (§ Hovering/Low/High Altitude): hovering counts as ground level; a ground attacker shooting a
 * low-altitude target takes −10; high altitude only fights high altitude.
 * @throws {RangeError} when an elevation is not `ground` or an altitude
 */
export function altitudeAttack(attacker: Elevation, target: Elevation): { possible: boolean; modifier: number } {
  const a = elevation(attacker, "attacker");
  const t = elevation(target, "target");
  const level = (e: Elevation) => (e === "hovering" ? "ground" : e);
  if ((level(a) === "high") !== (level(t) === "high")) return { possible: false, modifier: 0 };
  return { possible: true, modifier: level(a) === "ground" && t === "low" ? LOW_ALTITUDE_BS_MODIFIER : 0 };
}

/**
 * How far a flyer falls when it stops flying (Stunned, no Move action in its turn; § Flying
 * Movement): hovering lands safely (0 m), low altitude falls 15 m, high altitude 25 m.
 * @throws {RangeError} when `from` is not an altitude
 */
export function flyerFall(from: Altitude): number {
  return ALTITUDE_FALL[altitude(from, "from")];
}

/**
 * Whether a character may start a Move action (§ Zero Gravity): in zero gravity only when a floor,
 * wall, deck or other secure object is within reach to push off from ({@link PUSH_OFF_REACH}); in
 * any other gravity always.
 * @param surfaceDistance metres to the nearest secure surface, or null when there is none
 * @throws {RangeError} when `gravity` is unknown or `surfaceDistance` is neither null nor a number
 */
export function canPushOff(gravity: Gravity, surfaceDistance: number | null): boolean {
  const g = gravityOf(gravity);
  if (surfaceDistance !== null && (typeof surfaceDistance !== "number" || Number.isNaN(surfaceDistance))) {
    throw new RangeError("surfaceDistance must be a number or null");
  }
  if (g !== "zero") return true;
  return surfaceDistance !== null && surfaceDistance <= PUSH_OFF_REACH;
}

/** Where a flying actor is: on the ground, or at an altitude. */
export const FLIGHT_POSITIONS = ["ground", ...ALTITUDES] as const;

/**
 * The flight trait of an actor with Flyer (X) and Hoverer (X) values (§ Flying Movement): a Flyer
 * when its Flyer value is above 0, else a Hoverer when its Hoverer value is, else none. Junk counts 0.
 * Never throws.
 * @example flightTrait({ flyer: 0, hoverer: 6 }) // → "hoverer"
 */
export function flightTrait(values: { readonly flyer?: unknown; readonly hoverer?: unknown }): FlightTrait | null {
  const v = typeof values === "object" && values !== null ? values : {};
  const positive = (raw: unknown) => typeof raw === "number" && raw > 0;
  if (positive(v.flyer)) return "flyer";
  return positive(v.hoverer) ? "hoverer" : null;
}

/**
 * Where a flying actor may be (§ Flying Movement): the ground, and the altitudes its trait reaches;
 * only the ground without a trait.
 * @throws {RangeError} when `trait` is neither null nor `flyer` or `hoverer`
 */
export function flightPositions(trait: FlightTrait | null): readonly Elevation[] {
  return trait === null ? ["ground"] : ["ground", ...altitudesFor(trait)];
}

/**
 * What a change of flight position costs, worded for a notice (§ Altitude): taking off to or
 * landing from hovering counts as one level. `STRIDE.Dh2.altitude.same` for no change, `.one` (a
 * Full Move, or a Charge or Run), `.many` (a Charge or Run), with the positions in `from`, `to`
 * and the levels in `levels`.
 * @throws {RangeError} when a position is not `ground` or an altitude
 */
export function altitudeChangeText(from: Elevation, to: Elevation): CardText {
  const a = FLIGHT_POSITIONS.indexOf(elevation(from, "from"));
  const b = FLIGHT_POSITIONS.indexOf(elevation(to, "to"));
  const levels = Math.abs(a - b);
  const key = levels === 0 ? "same" : levels === 1 ? "one" : "many";
  return {
    key: `STRIDE.Dh2.altitude.${key}`,
    data: {
      from: { key: `STRIDE.Dh2.altitude.${FLIGHT_POSITIONS[a]}` },
      to: { key: `STRIDE.Dh2.altitude.${FLIGHT_POSITIONS[b]}` },
      levels,
    },
  };
}

/**
 * What happens to a flying actor that made no Movement action in its turn (§ Flying Movement):
 * nothing when it moved or is on the ground; a hoverer comes down safely (`fall` 0); at low
 * altitude it falls 15 m, at high altitude 25 m. It ends on the ground either way.
 * @param input.position where it was during the turn
 * @param input.moved it made a Movement action this turn
 * @returns null when nothing happens, else the metres fallen and where it ends
 * @throws {TypeError} when `input` is not an object or `moved` not a boolean
 * @throws {RangeError} when `position` is not `ground` or an altitude
 * @example stalledFlight({ position: "low", moved: false }) // → { fall: 15, position: "ground" }
 */
export function stalledFlight(input: {
  readonly position: Elevation;
  readonly moved: boolean;
}): { fall: number; position: "ground" } | null {
  const source = inputObject(input, "Stalled flight input");
  const position = elevation(source["position"], "position");
  const moved = flagOf(source["moved"], "moved");
  if (moved || position === "ground") return null;
  return { fall: flyerFall(position), position: "ground" };
}

/**
 * How far a model is from the nearest secure surface to push off from (§ Zero Gravity: any solid
 * surface such as a floor, wall or ceiling), ruleset units: the floor or the top of the raised
 * terrain under its centre (its elevation above it), the side of raised terrain it stands beside
 * below its top (the horizontal gap from its footprint), a vehicle on its level (the gap between
 * footprints), or a wall of the snapshot that blocks movement (the gap from its base's edge; a wall
 * stands floor to ceiling, so at any elevation). The scene's edge is not a surface (open space), nor
 * is a gap: over one the floor is its depth down.
 * @param at where the model is taken to stand (its centre, ruleset units, and elevation); the
 *   model's own place when absent (a move's start, read after the move, passes the origin)
 * @returns the distance, 0 when touching, or null when the model is not on the snapshot
 * @throws {TypeError|RangeError} when the snapshot is not a scene snapshot, the id not a string, or
 *   `at` not a finite point with a finite elevation
 */
export function pushOffDistance(
  snapshot: SceneSnapshot,
  modelId: string,
  at?: { readonly x: number; readonly y: number; readonly elevation: number },
): number | null {
  const model = modelById(snapshot, modelId);
  if (!model) return null;
  if (at !== undefined) {
    check.point(at, "at");
    check.finite(at.elevation, "at.elevation");
  }
  const centre = at ?? model.base;
  const elevationNow = at?.elevation ?? model.elevation;
  const foot = at ? footprintAt(model, centre) : model.footprint;
  // The floor (the scene's, or a gap's bottom under the centre) and the highest raised top under the
  // centre at or below it, apart: which is nearer must not depend on the order of the regions.
  let floor = 0;
  let stand = Number.NEGATIVE_INFINITY;
  let nearest = Number.POSITIVE_INFINITY;
  for (const region of snapshot.regions) {
    if (!region.area) continue;
    // A gap's height is its drop: no surface stands there, and over it the floor is that far down.
    const drop = region.terrain.reduce((most, t) => (t.condition === GAP ? Math.max(most, t.height) : most), 0);
    if (drop > 0 && inRegion(centre, region)) floor = Math.min(floor, (region.bottom ?? 0) - drop);
    const raised = region.terrain.reduce((most, t) => (t.condition === GAP ? most : Math.max(most, t.height)), 0);
    if (raised <= 0) continue;
    const top = (region.bottom ?? 0) + raised;
    if (inRegion(centre, region)) {
      if (top <= elevationNow + 1e-9) stand = Math.max(stand, top);
      else nearest = 0;
    } else if (elevationNow < top) {
      nearest = Math.min(nearest, rectGap(foot, region.area));
    }
  }
  for (const other of snapshot.models) {
    if (other.id === model.id || other.kind !== "vehicle" || other.level !== model.level) continue;
    nearest = Math.min(nearest, rectGap(foot, other.footprint));
  }
  for (const wall of snapshot.walls ?? []) {
    const near = nearestOnSegment(centre, wall.a, wall.b);
    nearest = Math.min(nearest, Math.max(0, Math.hypot(near.x - centre.x, near.y - centre.y) - model.base.radius));
  }
  return Math.min(nearest, Math.max(0, elevationNow - Math.max(floor, stand)));
}

/** The gap between two rectangles, 0 when they touch or overlap. */
function rectGap(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/**
 * Whether a model may start a move where it is (§ Zero Gravity), decided on the snapshot: always
 * outside zero gravity; in zero gravity only with a secure surface within {@link PUSH_OFF_REACH}
 * ({@link pushOffDistance}). Worded for a notice: null when it may, else
 * `STRIDE.Dh2.pushOff.none` with the reach in `reach`.
 * @throws as {@link pushOffDistance}, and {@link RangeError} when `gravity` is unknown
 */
export function pushOffNotice(
  snapshot: SceneSnapshot,
  modelId: string,
  gravity: Gravity,
  at?: { readonly x: number; readonly y: number; readonly elevation: number },
): CardText | null {
  const g = gravityOf(gravity);
  if (g !== "zero") return null;
  const distance = pushOffDistance(snapshot, modelId, at);
  if (distance === null || canPushOff(g, distance)) return null;
  return { key: "STRIDE.Dh2.pushOff.none", data: { reach: PUSH_OFF_REACH } };
}

/**
 * What the end of a flying model's turn sets off when it made no Movement action (§ Flying
 * Movement; {@link stalledFlight}): a fall card with the falling damage of its altitude's fall
 * (ruling 4, the world's formula) for a model at low or high altitude; nothing for a hoverer (it
 * lands safely) or a model that moved. `position` is where it ends (`ground`), or null when it
 * stays where it is.
 * @param input.model the model's token id
 * @param input.formula the world's falling-damage formula; the default when absent
 * @throws as {@link stalledFlight} and {@link fallingDamage}; {@link TypeError} when `model` is not a string
 * @example flyerFallEffects({ model: "t1", position: "high", moved: false })
 *   // → { position: "ground", effects: [{ type: "fallCard", model: "t1", metres: 25, formula: "1d10 + 25", damageType: "impact" }] }
 */
export function flyerFallEffects(input: {
  readonly model: string;
  readonly position: Elevation;
  readonly moved: boolean;
  readonly formula?: string;
}): { position: "ground" | null; effects: Effect[] } {
  const source = inputObject(input, "Flyer fall input");
  const model = source["model"];
  if (typeof model !== "string") throw new TypeError("model must be a string");
  const stalled = stalledFlight({ position: source["position"] as Elevation, moved: source["moved"] as boolean });
  if (!stalled) return { position: null, effects: [] };
  const formula = source["formula"];
  const damage = fallingDamage({
    metres: stalled.fall,
    ...(formula !== undefined ? { formula: formula as string } : {}),
  });
  const effects: Effect[] = damage
    ? [{ type: "fallCard", model, metres: stalled.fall, formula: damage.formula, damageType: damage.damageType }]
    : [];
  return { position: stalled.position, effects };
}

/**
 * The terrain conditions that fill the air, so a flyer still crosses them (Stride's reading,
 * docs/rulings.md): fog or smoke and darkness (§ Treacherous Environment Agility Modifiers, § Lighting),
 * and zero gravity (§ Zero Gravity). Every other condition is the ground's (rubble, mud, snow,
 * underbrush, crowds, tremors, water, a gap, a climbable or raised surface).
 */
export const AIRBORNE_CONDITIONS: readonly string[] = ["fog", "darkness", "zeroGravity"];

/** The ground obstacles a hoverer still meets (terrain.ts SCENE_TERRAIN, scene/terrain-ids.ts): climbable, sheer, raised. */
const HOVER_OBSTACLES: readonly string[] = ["climb", "sheer", "raised"];

/**
 * The conditions a flying model still crosses (TerrainCapability#airborneConditions; § Flying
 * Movement: flying is ordinary Movement, done while airborne):
 * those that fill the air ({@link AIRBORNE_CONDITIONS}). A hovering model (§ Hovering Altitude:
 * at most 2 m up, passing freely over low obstacles) also keeps the obstacles
 * that stand up from the ground — a climbable surface (simple or sheer) and a raised one — so their
 * edge is met, and cleared when no higher than its altitude (terrain.ts stepsOver, {@link HOVER_HEIGHT});
 * a taller one stops it at its foot for the climb, as a walker. Any other position (low or high
 * altitude, the `fly` action) flies over every surface. Junk counts as no conditions. Never throws.
 * @example flyingConditions(["rubble", "fog"], "low") // → ["fog"]
 * @example flyingConditions(["climb", "sheer"], "hovering") // → ["climb", "sheer"]
 */
export function flyingConditions(conditions: readonly string[], position: string | null): string[] {
  const list: readonly unknown[] = Array.isArray(conditions) ? (conditions as readonly unknown[]) : [];
  return list.filter(
    (c): c is string =>
      typeof c === "string" &&
      (AIRBORNE_CONDITIONS.includes(c) || (position === "hovering" && HOVER_OBSTACLES.includes(c))),
  );
}
