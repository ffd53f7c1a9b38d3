/**
 * The 1" rule on the canvas (necromunda-movement.md § The 1" Rule; rules/README.md ruling 7):
 * enemy tokens' bases in the ruleset's unit, and where a dragged path must stop.
 * @module
 */
import { baseGap, EngagementIndex, firstZoneEntry, inBaseContact, pushAside, type Base } from "../../rules";
import { rulesetPerSceneUnit } from "./allowance";

/** The parts of a TokenDocument read here (pixels, grid spaces). */
export interface EngagementToken {
  readonly id: string | null;
  readonly name?: string | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Foundry's disposition: 1 friendly, 0 neutral, −1 hostile, −2 secret. */
  readonly disposition: number;
  readonly actor: { readonly system: unknown } | null;
}

/** The scene's grid: pixels per space, units per space, the units' name. */
export interface EngagementGrid {
  readonly size: number;
  readonly distance: number;
  readonly units: string;
}

/** Whether the actor's system data says it is held off by, or holds off, the 1" rule. */
function flag(system: unknown, key: "ignoresEngagement" | "holdsEngagement"): boolean | undefined {
  const value = (system as Record<string, unknown> | null)?.[key];
  return typeof value === "boolean" ? value : undefined;
}

/** Whether two dispositions are enemies: friendly against hostile. */
export function areEnemies(a: number, b: number): boolean {
  return (a === 1 && b === -1) || (a === -1 && b === 1);
}

/** Converts pixels to the ruleset's unit on a grid. */
export function pixelScale(grid: EngagementGrid, rulesetUnit: string): number {
  return (grid.distance / grid.size) * rulesetPerSceneUnit(grid.units, rulesetUnit);
}

/** The top-left corner (pixels, rounded) that puts a token's centre at `centre` (ruleset units); see {@link tokenBase}. */
export function topLeftAt(
  centre: { readonly x: number; readonly y: number },
  token: Pick<EngagementToken, "width" | "height">,
  grid: EngagementGrid,
  scale: number,
): { x: number; y: number } {
  return {
    x: Math.round(centre.x / scale - (token.width * grid.size) / 2),
    y: Math.round(centre.y / scale - (token.height * grid.size) / 2),
  };
}

/** A token's base: centre and radius (half its narrower side), in the ruleset's unit. */
export function tokenBase(
  token: Pick<EngagementToken, "x" | "y" | "width" | "height">,
  grid: EngagementGrid,
  scale: number,
): Base {
  const w = token.width * grid.size;
  const h = token.height * grid.size;
  return { x: (token.x + w / 2) * scale, y: (token.y + h / 2) * scale, radius: (Math.min(w, h) / 2) * scale };
}

/** The mover's base at each point of a path (top-left corners, pixels), in the ruleset's unit. */
export function basesAlong(
  mover: Pick<EngagementToken, "width" | "height">,
  path: readonly { readonly x: number; readonly y: number }[],
  grid: EngagementGrid,
  scale: number,
): { centres: Base[]; radius: number } {
  const centres = path.map((p) => tokenBase({ x: p.x, y: p.y, width: mover.width, height: mover.height }, grid, scale));
  return { centres, radius: centres[0]?.radius ?? 0 };
}

/** Enemy bases that hold the mover off, with their names: enemies whose actors hold engagement. */
export function enemyBases(
  mover: EngagementToken,
  tokens: Iterable<EngagementToken>,
  grid: EngagementGrid,
  scale: number,
): { bases: Base[]; names: string[] } {
  const bases: Base[] = [];
  const names: string[] = [];
  for (const t of tokens) {
    if (t.id === mover.id || !areEnemies(mover.disposition, t.disposition)) continue;
    if (!t.actor || flag(t.actor.system, "holdsEngagement") === false) continue;
    bases.push(tokenBase(t, grid, scale));
    names.push(t.name ?? "");
  }
  return { bases, names };
}

/** Whether the mover is held by the 1" rule at all: vehicles and actors without a say are not. */
export function heldByEngagement(mover: EngagementToken): boolean {
  return !!mover.actor && flag(mover.actor.system, "ignoresEngagement") === false;
}

/** Where a path must stop, and why. */
export interface EngagementStop<W> {
  /** The path up to the stop. */
  readonly path: W[];
  /** The enemy whose 1" zone stopped it. */
  readonly enemy: string;
}

/**
 * Cuts a path where it enters an enemy's engagement zone. A Charge may enter zones when it ends
 * in base contact with an enemy; a Charge that falls short stops at the zone's edge, as any
 * other move does (§ Charge). On grids the path stops at the last step outside the zone, on
 * gridless scenes exactly at its edge.
 * @param path every step of the path (top-left corners, pixels), starting at the token
 * @returns null when the path may stand
 */
export function engagementStop<W extends { x: number; y: number; action?: string; intermediate?: boolean }>(
  mover: EngagementToken,
  path: readonly W[],
  enemies: { bases: readonly Base[]; names: readonly string[] },
  grid: EngagementGrid,
  scale: number,
  zone: number,
  gridless: boolean,
): EngagementStop<W> | null {
  if (path.length < 2 || enemies.bases.length === 0) return null;
  const { centres, radius } = basesAlong(mover, path, grid, scale);
  const entry = firstZoneEntry(centres, radius, zone, new EngagementIndex(enemies.bases));
  if (!entry) return null;
  const last = path.at(-1)!;
  if (last.action === "charge") {
    const end = { ...centres.at(-1)!, radius };
    if (enemies.bases.some((b) => inBaseContact(end, b))) return null;
  }
  const kept = path.slice(0, entry.segment + 1).filter((p, i) => i === 0 || i === entry.segment || !p.intermediate);
  if (gridless && entry.t > 0) {
    const from = path[entry.segment]!;
    const to = path[entry.segment + 1]!;
    // Whole pixels along the segment, rounded down, so the stop is never past the zone's edge
    // (beyond a pixel's rounding on diagonals: 0.01" on a 100 px inch).
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const t = Math.floor(length * entry.t + 1e-3) / length;
    kept.push({
      ...to,
      x: Math.round(from.x + (to.x - from.x) * t),
      y: Math.round(from.y + (to.y - from.y) * t),
      intermediate: false,
    });
  }
  return { path: kept, enemy: enemies.names[entry.base] ?? "" };
}

/** All other tokens' bases (friend or foe), for the end-of-move overlap check. */
export function otherBases(
  mover: EngagementToken,
  tokens: Iterable<EngagementToken>,
  grid: EngagementGrid,
  scale: number,
): Base[] {
  const bases: Base[] = [];
  for (const t of tokens) if (t.id !== mover.id) bases.push(tokenBase(t, grid, scale));
  return bases;
}

/**
 * A move may pass through friendly fighters but not end overlapping any base (necromunda-movement.md
 * § Movement, YAQ): when the path's end overlaps a base, it is cut back to its last step that
 * overlaps none.
 * @param path every step of the path (top-left corners, pixels), starting at the token
 * @returns null when the end is clear
 */
export function overlapStop<W extends { x: number; y: number; intermediate?: boolean }>(
  mover: EngagementToken,
  path: readonly W[],
  bases: readonly Base[],
  grid: EngagementGrid,
  scale: number,
): W[] | null {
  if (path.length < 2 || bases.length === 0) return null;
  const { centres, radius } = basesAlong(mover, path, grid, scale);
  const index = new EngagementIndex(bases);
  const overlaps = (i: number) => index.firstWithin(centres[i]!.x, centres[i]!.y, radius, 0) >= 0;
  if (!overlaps(path.length - 1)) return null;
  for (let i = path.length - 2; i >= 0; i--) {
    if (!overlaps(i)) return path.slice(0, i + 1).filter((p, k) => k === 0 || k === i || !p.intermediate);
  }
  return [path[0]!];
}

/**
 * A scene as the fall helpers below read it.
 * fallOffSpot, modelsUnder and offLanding are superseded by the engine's fallOffVehicleEffects,
 * landingsAfterFall and applyFallEffects (src/rules/moves/landings.ts); they stay only while
 * src/foundry/chat/movement-tests.ts still calls them.
 */
export interface EngagementScene {
  readonly grid: EngagementGrid;
  readonly tokens: Iterable<EngagementToken>;
}

/** A token's footprint on the canvas: top-left corner, width and height, pixels. */
function footprintOf(
  token: Pick<EngagementToken, "x" | "y" | "width" | "height">,
  grid: EngagementGrid,
): { x: number; y: number; width: number; height: number } {
  return { x: token.x, y: token.y, width: token.width * grid.size, height: token.height * grid.size };
}

/** Whether a token's centre stands strictly inside an area of the canvas (pixels). */
export function centreOn(
  token: Pick<EngagementToken, "x" | "y" | "width" | "height">,
  area: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  grid: EngagementGrid,
): boolean {
  const cx = token.x + (token.width * grid.size) / 2;
  const cy = token.y + (token.height * grid.size) / 2;
  return cx > area.x && cx < area.x + area.width && cy > area.y && cy < area.y + area.height;
}

/**
 * Where a fighter that falls off a vehicle lands (§ Fighters & Loot on Moving Vehicles: 1" away
 * from the vehicle in a random direction): the vehicle whose footprint its centre is on, and a
 * spot 1" clear of that vehicle's base at `angle`, at the vehicle's elevation.
 * @param angle the direction, radians (the caller rolls it)
 * @returns the fighter's new top-left corner (pixels) and elevation, or null when it is on no vehicle
 */
export function fallOffSpot(
  rider: EngagementToken & { readonly elevation?: number },
  scene: EngagementScene & { readonly tokens: Iterable<EngagementToken & { readonly elevation?: number }> },
  rulesetUnit: string,
  angle: number,
): { x: number; y: number; elevation: number } | null {
  const vehicle = [...scene.tokens].find(
    (t) =>
      t.id !== rider.id &&
      flag(t.actor?.system, "ignoresEngagement") === true &&
      centreOn(rider, footprintOf(t, scene.grid), scene.grid),
  );
  if (!vehicle) return null;
  const scale = pixelScale(scene.grid, rulesetUnit);
  const under = tokenBase(vehicle, scene.grid, scale);
  const reach = under.radius + tokenBase(rider, scene.grid, scale).radius + 1;
  const centre = { x: under.x + Math.cos(angle) * reach, y: under.y + Math.sin(angle) * reach };
  return { ...topLeftAt(centre, rider, scene.grid, scale), elevation: vehicle.elevation ?? 0 };
}

/** A model a falling fighter landed on. */
export interface Landing {
  readonly token: EngagementToken & { readonly elevation?: number };
  /** An enemy: the faller ends 1" away from it (unless someone involved is Seriously Injured). */
  readonly enemy: boolean;
}

/**
 * The models a fallen token landed on (necromunda-movement.md § Falling on Other Models): bases
 * overlapping its own in plan, standing no higher than ½ a grid space above it.
 */
export function modelsUnder(
  faller: EngagementToken & { readonly elevation?: number },
  scene: EngagementScene & { readonly tokens: Iterable<EngagementToken & { readonly elevation?: number }> },
  rulesetUnit: string,
): Landing[] {
  const scale = pixelScale(scene.grid, rulesetUnit);
  const base = tokenBase(faller, scene.grid, scale);
  const top = (faller.elevation ?? 0) + scene.grid.distance / 2;
  const out: Landing[] = [];
  for (const t of scene.tokens) {
    if (t.id === faller.id || !t.actor || (t.elevation ?? 0) > top) continue;
    if (baseGap(base, tokenBase(t, scene.grid, scale)) < -1e-6) {
      out.push({ token: t, enemy: areEnemies(faller.disposition, t.disposition) });
    }
  }
  return out;
}

/**
 * Where a fighter that landed on another model goes: the shortest way off it, and 1" clear when
 * it is an enemy and no one involved is Seriously Injured (§ Falling on Other Models).
 * @returns the faller's new top-left corner, pixels, or null when it need not move
 */
export function offLanding(
  faller: EngagementToken,
  landing: Landing,
  scene: EngagementScene,
  rulesetUnit: string,
  zone: number,
): { x: number; y: number } | null {
  const scale = pixelScale(scene.grid, rulesetUnit);
  const under = tokenBase(landing.token, scene.grid, scale);
  const injured = [faller, landing.token].some((t) => flag(t.actor?.system, "holdsEngagement") === false);
  const held = landing.enemy && !injured;
  const to = pushAside([under], under.radius, tokenBase(faller, scene.grid, scale), held ? zone : 0);
  return to && topLeftAt(to, faller, scene.grid, scale);
}
