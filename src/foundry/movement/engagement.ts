/**
 * The 1" rule on the canvas (necromunda-movement.md § The 1" Rule; rules/README.md ruling 7):
 * enemy tokens' bases in the ruleset's unit, and where a dragged path must stop.
 * @module
 */
import { baseGap, basesAlongPath, contactArc, type ContactArc, pushAhead, pushAside, type Base } from "../../rules";
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

/** A scene as the run-over check reads it. */
export interface EngagementScene {
  readonly grid: EngagementGrid;
  readonly tokens: Iterable<EngagementToken>;
}

/**
 * The fighters a moving vehicle's path ran into (necromunda-movement.md § Running Over
 * Fighters), in the order reached. Only movers that ignore engagement (vehicles) run anyone
 * over, and only tokens held by it (fighters) are run over.
 * @param path the vehicle's top-left corners along the move, pixels, from where it started
 */
export function runOverTargets(
  mover: EngagementToken,
  path: readonly { readonly x: number; readonly y: number }[],
  scene: EngagementScene,
  rulesetUnit: string,
): EngagementToken[] {
  if (!mover.actor || flag(mover.actor.system, "ignoresEngagement") !== true) return [];
  const scale = pixelScale(scene.grid, rulesetUnit);
  const fighters = [...scene.tokens].filter((t) => t.id !== mover.id && t.actor && heldByEngagement(t));
  const { centres, radius } = basesAlong(mover, path, scene.grid, scale);
  const bases = fighters.map((t) => tokenBase(t, scene.grid, scale));
  return basesAlongPath(centres, radius, bases).map((contact) => fighters[contact.base]!);
}

/**
 * Where each fighter a vehicle ran over is moved: aside by the shortest route to `gap` from the
 * vehicle's path (necromunda-movement.md § Running Over Fighters, step 1).
 * @param path the vehicle's top-left corners along the move, pixels, from where it started
 * @param gap the clearance, in the ruleset's unit (1")
 * @returns each fighter with its new top-left corner, pixels (rounded)
 */
export function runOverPushes(
  mover: EngagementToken,
  path: readonly { readonly x: number; readonly y: number }[],
  fighters: readonly EngagementToken[],
  scene: EngagementScene,
  rulesetUnit: string,
  gap: number,
): { token: EngagementToken; x: number; y: number }[] {
  const scale = pixelScale(scene.grid, rulesetUnit);
  const { centres, radius } = basesAlong(mover, path, scene.grid, scale);
  return fighters.flatMap((token) => {
    const to = pushAside(centres, radius, tokenBase(token, scene.grid, scale), gap);
    return to ? [{ token, ...topLeftAt(to, token, scene.grid, scale) }] : [];
  });
}

/**
 * Where a vehicle stops when the vehicle it pushed stopped short (§ Chain Collisions: everyone
 * in the collision stops): in base contact behind it, along the mover's last direction of travel.
 * @param path the mover's top-left corners along its move, pixels
 * @param at where the pushed vehicle stopped (top-left, pixels)
 * @returns the mover's new top-left corner, pixels, or null when it is already clear behind
 */
export function stopBehind(
  mover: EngagementToken,
  path: readonly { readonly x: number; readonly y: number }[],
  stopped: EngagementToken,
  at: { readonly x: number; readonly y: number },
  scene: EngagementScene,
  rulesetUnit: string,
): { x: number; y: number } | null {
  const scale = pixelScale(scene.grid, rulesetUnit);
  const { centres } = basesAlong(mover, path, scene.grid, scale);
  const end = centres.at(-1);
  const last = centres.length > 1 ? centres.at(-2)! : end;
  if (!end || !last) return null;
  const pushed = tokenBase({ ...stopped, x: at.x, y: at.y }, scene.grid, scale);
  const back = { x: last.x - end.x, y: last.y - end.y };
  const to = pushAhead(pushed, back, pushed.radius, end);
  return to && topLeftAt(to, mover, scene.grid, scale);
}

/**
 * Fighters riding a vehicle when it starts to move (necromunda-movement.md § Fighters & Loot on
 * Moving Vehicles): fighters whose base centre stood on the vehicle's footprint, at or above its
 * elevation.
 * @param start the vehicle's top-left corner and elevation before the move (pixels, grid units)
 */
export function ridersOf(
  mover: EngagementToken & { readonly elevation?: number },
  start: { readonly x: number; readonly y: number; readonly elevation: number },
  scene: EngagementScene,
): EngagementToken[] {
  if (!mover.actor || flag(mover.actor.system, "ignoresEngagement") !== true) return [];
  const footprint = footprintOf({ ...mover, x: start.x, y: start.y }, scene.grid);
  return [...scene.tokens].filter((t) => {
    if (t.id === mover.id || !t.actor || !heldByEngagement(t)) return false;
    const elevation = (t as { elevation?: number }).elevation ?? 0;
    return centreOn(t, footprint, scene.grid) && elevation >= start.elevation;
  });
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

/** Toughness per facing of a vehicle's system data, or null when the actor is not a vehicle. */
export function vehicleToughness(system: unknown): { front: number; side: number; rear: number } | null {
  const t = (system as { toughness?: { front?: unknown; side?: unknown; rear?: unknown } } | null)?.toughness;
  if (!t) return null;
  const n = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);
  return { front: n(t.front), side: n(t.side), rear: n(t.rear) };
}

/** A vehicle another vehicle's move ran into, which arc of the mover made contact, and where. */
export interface VehicleContact {
  readonly token: EngagementToken;
  readonly arc: ContactArc;
  /** The mover's top-left corner when contact was made, pixels (rounded). */
  readonly at: { readonly x: number; readonly y: number };
  /** Where the other is pushed to when the mover pushes it head-on (top-left, pixels), or null. */
  readonly pushedTo: { readonly x: number; readonly y: number } | null;
}

/**
 * The vehicles a moving vehicle's path ran into, in the order reached, with the arc of contact
 * judged from the direction of travel (necromunda-movement.md § Move and Push During Collisions).
 * @param path the vehicle's top-left corners along the move, pixels, from where it started
 */
export function vehicleContacts(
  mover: EngagementToken,
  path: readonly { readonly x: number; readonly y: number }[],
  scene: EngagementScene,
  rulesetUnit: string,
): VehicleContact[] {
  if (!mover.actor || flag(mover.actor.system, "ignoresEngagement") !== true) return [];
  const scale = pixelScale(scene.grid, rulesetUnit);
  const vehicles = [...scene.tokens].filter(
    (t) => t.id !== mover.id && !!t.actor && flag(t.actor.system, "ignoresEngagement") === true,
  );
  const { centres, radius } = basesAlong(mover, path, scene.grid, scale);
  const bases = vehicles.map((t) => tokenBase(t, scene.grid, scale));
  const end = centres.at(-1)!;
  const last = centres.length > 1 ? centres.at(-2)! : end;
  const toTopLeft = (centre: { x: number; y: number }, token: EngagementToken) =>
    topLeftAt(centre, token, scene.grid, scale);
  return basesAlongPath(centres, radius, bases).map(({ base, segment, t }) => {
    const a = centres[segment]!;
    const b = centres[segment + 1]!;
    const at = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    const other = bases[base]!;
    const token = vehicles[base]!;
    const arc = contactArc({ x: b.x - a.x, y: b.y - a.y }, { x: other.x - at.x, y: other.y - at.y });
    const ahead = pushAhead(end, { x: end.x - last.x, y: end.y - last.y }, radius, other);
    return { token, arc, at: toTopLeft(at, mover), pushedTo: ahead && toTopLeft(ahead, token) };
  });
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
