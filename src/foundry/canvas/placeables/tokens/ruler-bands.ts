/**
 * What the ruler shows for each waypoint: the band the turn's movement reaches there, its
 * colour and its label. Pure functions of plain waypoint shapes, run for every waypoint on
 * every pointer move.
 * @module
 */
import { stepMode, type CardText, type MovementProfile, type PaceContext, type Point } from "../../../../rules";
import { bandsForAction, bandStanding, type BandStanding, type TurnAllowance } from "../../../movement/allowance";
import { terrainAction, waypointConditions } from "../../../movement/terrain-path";

/** The parts of a v13 ruler waypoint read here (shared/foundry-v13.md § Ruler). */
export interface RulerWaypointLike {
  readonly action?: string;
  readonly stage?: string;
  readonly actionConfig?: { readonly teleport?: boolean } | null;
  /** Cumulative measurement from the ruler's first waypoint, scene units. */
  readonly measurement: { readonly cost: number; readonly distance: number };
  readonly previous?: RulerWaypointLike | null;
  /** The terrain the waypoint was reached through (v13 TerrainData: `conditions` here). */
  readonly terrain?: unknown;
  /** Top-left corner, pixels (v13 TokenMeasuredMovementWaypoint `x`, `y`). */
  readonly x?: number;
  readonly y?: number;
  /** Elevation, scene units (v13 TokenMeasuredMovementWaypoint `elevation`). */
  readonly elevation?: number;
  /**
   * A grid step core added between the user's waypoints: `intermediate` of v13's
   * TokenMeasuredMovementWaypoint (https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html).
   */
  readonly intermediate?: boolean;
}

/** What else a ruleset's ruler label may read of the mover (BandsCapability.rulerLabel's RulerMeasure). */
export interface RulerMover {
  /** Ruleset units per pixel (snapshot Frame#scale). */
  readonly scale: number;
  /** The actor's movement profile, when it has one. */
  readonly profile?: MovementProfile;
}

/**
 * The ruler's waypoints from its first through `waypoint`, without core's intermediate grid
 * steps, in ruleset units (top-left corners: the token's size shifts every point alike, so turns
 * are the centre's). Waypoints without a position are left out.
 */
export function rulerPath(waypoint: RulerWaypointLike, scale: number): Point[] {
  const points: Point[] = [];
  for (let w: RulerWaypointLike | null | undefined = waypoint; w; w = w.previous) {
    if (w.intermediate && w !== waypoint) continue;
    if (typeof w.x === "number" && typeof w.y === "number") points.push({ x: w.x * scale, y: w.y * scale });
  }
  return points.reverse();
}

/** The last waypoint asked about and its root: the ruler asks along the path, in order. */
let last: { waypoint: RulerWaypointLike; root: RulerWaypointLike } | null = null;

/**
 * The first waypoint of a ruler path. The ruler styles waypoints in path order, so the root of
 * a waypoint whose predecessor was just asked about is known at once; otherwise the chain is
 * walked. (A WeakMap memo cost more than the walk: each refresh brings new waypoint objects.)
 */
export function rootOf(waypoint: RulerWaypointLike): RulerWaypointLike {
  let root: RulerWaypointLike;
  if (last && (waypoint === last.waypoint || waypoint.previous === last.waypoint)) root = last.root;
  else {
    root = waypoint;
    while (root.previous) root = root.previous;
  }
  last = { waypoint, root };
  return root;
}

/**
 * The turn's cost and distance at a waypoint. When the ruler's path starts with this turn's
 * history (its first waypoint is `passed`) the measurement already holds it; otherwise the
 * recorded history is added, so a second drag continues where the first stopped.
 *
 * v14 subpaths: a ruler waypoint's `measurement` is cumulative from the ruler's first waypoint
 * across every subpath (Crucible PR foundryvtt/crucible#754 subtracts the prior subpaths' cost to
 * get one subpath's own; `_TokenRulerWaypoint#subpathId`,
 * https://foundryvtt.com/api/interfaces/foundry.types._TokenRulerWaypoint.html), so bands coloured
 * from it already count earlier subpaths. Checked live by the Quench batch `stride.v14`.
 * @param history the turn's recorded cost and distance, scene units
 */
export function turnMeasurement(
  waypoint: RulerWaypointLike,
  history: { readonly cost: number; readonly distance: number },
): { cost: number; distance: number } {
  const { cost, distance } = waypoint.measurement;
  if (rootOf(waypoint).stage === "passed") return { cost, distance };
  return { cost: cost + history.cost, distance: distance + history.distance };
}

/** The band a waypoint reaches, or null for teleports (not measured against bands). */
export function waypointStanding(
  waypoint: RulerWaypointLike,
  allowance: TurnAllowance,
  history: { readonly cost: number; readonly distance: number },
): BandStanding | null {
  if (waypoint.actionConfig?.teleport) return null;
  const { cost, distance } = turnMeasurement(waypoint, history);
  return bandStanding(allowance, waypointAction(waypoint, allowance), cost, distance);
}

/**
 * The action a waypoint is measured with: the one its terrain requires (water: swimming), else its
 * own.
 */
export function waypointAction(waypoint: RulerWaypointLike, allowance: TurnAllowance): string | null | undefined {
  return terrainAction(allowance.ruleset.terrain, waypointConditions(waypoint), waypoint.action);
}

/**
 * The ruleset's own words for a waypoint (BandsCapability.rulerLabel: opend6 "Run · 27 m · 3
 * movements · difficulty 20 (+10 rough)" or "free"), or null when it has none (the common band
 * label then). The distance, bands and terrain crossed so far (every waypoint back to the
 * ruler's first) are handed over in the ruleset's unit.
 * @param pace the token's pace across rounds, when the ruleset keeps one (movement/pace.ts)
 * @param mover the scale and the mover's profile: the ruler's path ({@link rulerPath}) and the
 *   profile are handed over too (opend6 vehicles: turns at waypoints, the stored speed level)
 * @throws as the ruleset's `rulerLabel` (the ruler's guard catches it)
 */
export function rulesetRulerLabel(
  waypoint: RulerWaypointLike,
  allowance: TurnAllowance,
  history: { readonly cost: number; readonly distance: number },
  pace?: PaceContext,
  mover?: RulerMover,
): CardText | null {
  const label = allowance.ruleset.bands.rulerLabel;
  if (!label || waypoint.actionConfig?.teleport) return null;
  const { distance } = turnMeasurement(waypoint, history);
  const action = terrainAction(allowance.ruleset.terrain, waypointConditions(waypoint), waypoint.action) ?? null;
  const ratio = allowance.ratio;
  const bands = bandsForAction(allowance, action).map((b) => ({ action: b.action, distance: b.distance / ratio }));
  const conditions: string[] = [];
  for (let w: RulerWaypointLike | null | undefined = waypoint; w; w = w.previous) {
    conditions.push(...waypointConditions(w));
  }
  return label({
    distance: distance / ratio,
    action,
    bands,
    conditions,
    context: { variant: allowance.variant, ...(pace ? { pace } : {}) },
    ...(mover ? { path: rulerPath(waypoint, mover.scale) } : {}),
    ...(mover?.profile ? { profile: mover.profile } : {}),
  });
}

const distanceFormats = new Map<string, Intl.NumberFormat>();

/**
 * A distance as the user's locale writes it, rounded to one decimal (`2.5` → `2,5` in German);
 * English when `lang` is not a valid locale.
 * @param lang the user's language (Foundry's `game.i18n.lang`)
 */
export function formatDistance(value: number, lang = "en"): string {
  let format = distanceFormats.get(lang);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    } catch {
      format = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
    }
    distanceFormats.set(lang, format);
  }
  return format.format(Math.round(value * 10) / 10);
}

/** Units written against the number (`2"`, `3'`): the inch and foot marks; any other unit takes a space. */
const MARKS = new Set(['"', "'", "″", "′"]);

/**
 * A distance with its scene units, as the ruler prints it: `2"` for the inch mark, `3 m` otherwise
 * (a bare number when the scene has no units).
 */
export function withUnits(value: string, units: string): string {
  const unit = units.trim();
  if (!unit) return value;
  return MARKS.has(unit) ? `${value}${unit}` : `${value} ${unit}`;
}

/**
 * The band the turn's limit lies in: the action's own band when it has one among `bands`, else the
 * last (as the engine's BandStanding `limit`); undefined without bands.
 */
export function limitBand(
  bands: readonly { readonly action: string }[],
  action: string | null | undefined,
): { readonly action: string } | undefined {
  return bands.find((b) => b.action === action) ?? bands.at(-1);
}

/**
 * How the token moves into `waypoint` apart from the walking bands (the engine's stepMode): `fly`,
 * the action the waypoint's terrain requires (Shadowrun water: `swim`), `climbUp` or `climbDown`,
 * or null on ground the bands already name; null for the first waypoint.
 */
export function waypointMode(waypoint: RulerWaypointLike, allowance: TurnAllowance): string | null {
  const previous = waypoint.previous;
  if (!previous) return null;
  const conditions = waypointConditions(waypoint);
  const step = { action: waypoint.action ?? "", conditions: [...conditions] };
  const rise = ((waypoint.elevation ?? 0) - (previous.elevation ?? 0)) / allowance.ratio;
  const required = terrainAction(allowance.ruleset.terrain, conditions, waypoint.action);
  return stepMode(step, { rise, required, flying: null, vertical: allowance.ruleset.vertical ?? null });
}

/**
 * The mode to name at `waypoint`: its {@link waypointMode} where it differs from the waypoint
 * before it (the ruler names a mode where it changes), else null.
 */
export function modeChangeAt(waypoint: RulerWaypointLike, allowance: TurnAllowance): string | null {
  const mode = waypointMode(waypoint, allowance);
  if (mode === null) return null;
  const previous = waypoint.previous;
  return previous && waypointMode(previous, allowance) === mode ? null : mode;
}
