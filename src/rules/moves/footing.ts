/**
 * Where a model may end a move up on a level (necromunda-movement.md § Structures: a fighter may end
 * its movement on any level where its base has room): the whole base on the
 * level's surface, its edge at most the contact tolerance past it (docs/rulings.md). A level is a
 * region raised off the floor (its bottom above 0, as a platform is drawn) or a raised surface
 * ({@link RAISED}, its height), that a move may end on; several regions at one height make
 * one surface. A vehicle's deck is one too (§ Vehicle Movement: fighters move and climb onto
 * vehicles): its footprint, at any height from its elevation up, as its riders stand on it.
 * Pure; ruleset units.
 * @module
 */
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, Point, RegionSnapshot, SceneSnapshot } from "../scene";
import { CONTACT_TOLERANCE } from "../geometry/engagement";
import { areaGap, areaHolds, areasCoverDisc } from "../scene/shapes";
import { RAISED } from "../scene/terrain-ids";
import { footprintMoved } from "../scene/check";

/** How far a base's edge may lie past a level's outline and still stand on it, ruleset units: base contact's tolerance. */
export const FOOTING_TOLERANCE = CONTACT_TOLERANCE;

/** A region that can be a level: its area, and the height at which its surface lies. */
export interface LevelSurface {
  readonly region: RegionSnapshot;
  /** The elevation of its surface, ruleset units: its bottom when raised off the floor, else its highest raised surface. */
  readonly height: number;
  /** A raised surface standing on the floor (a wide obstacle's top): below its height it is solid. */
  readonly solid: boolean;
  /**
   * A vehicle's deck (its footprint as `region`, its elevation as `height`): a surface at any height
   * from `height` up, above the floor, since the deck's own height is not on the token (a rider's
   * elevation is where it stands on it, moves/vehicles.ts ridersOf).
   */
  readonly deck?: boolean;
}

/**
 * The decks of a snapshot's vehicles as levels ({@link LevelSurface} `deck`), the mover's own
 * left out: each vehicle's footprint where it stands, from its elevation up.
 */
export function deckSurfaces(snapshot: SceneSnapshot, moverId?: string): LevelSurface[] {
  const out: LevelSurface[] = [];
  for (const m of snapshot.models) {
    if (m.kind !== "vehicle" || m.id === moverId) continue;
    out.push({ region: deckRegion(m), height: m.elevation, solid: false, deck: true });
  }
  return out;
}

/** A vehicle's footprint as a region's area (the questions of scene/shapes.ts read only the area). */
function deckRegion(vehicle: ModelSnapshot): RegionSnapshot {
  return {
    id: vehicle.id,
    name: vehicle.name,
    area: footprintMoved(vehicle, vehicle.base),
    bottom: null,
    top: null,
    terrain: [],
    ductwayExit: null,
    lift: null,
  };
}

/**
 * The regions of a snapshot that can be levels (unchecked input): with an area, raised off the
 * floor (bottom above 0), holding a raised surface (solid below it), or the top of a ladder or
 * stairs (`vertical.normalMovement` terrain, at its height: part of the level it reaches), and
 * ground a move may end on (not a gap or an obstacle).
 */
export function levelSurfaces(
  snapshot: SceneSnapshot,
  terrain: Ruleset["terrain"],
  vertical?: Ruleset["vertical"],
): LevelSurface[] {
  const out: LevelSurface[] = [];
  for (const region of snapshot.regions) {
    const raised = (region.bottom ?? 0) > 0;
    let [height, solid] = [region.bottom ?? 0, false];
    for (const t of region.terrain) {
      if (raised || !(t.height > height)) continue;
      if (t.condition === RAISED) [height, solid] = [t.height, true];
      else if (vertical?.normalMovement?.([t.condition])) height = t.height;
    }
    if (!region.area || !(height > 0) || terrain?.mayEndOn(region.terrain.map((t) => t.condition)) === false) continue;
    out.push({ region, height, solid });
  }
  return out;
}

/**
 * Whether a base at `elevation` may stand where it is as far as levels go (unchecked input): true
 * when it touches no level at its elevation (from `level`, half a grid space, below it up to its
 * own height: a level above the base's feet is a wall it stands beside; a vehicle's deck at or
 * below it, off the floor) — the floor, part way up a climb — unless `stand` asks for one, or lies
 * wholly on the surfaces at that elevation
 * (their union, its edge up to {@link FOOTING_TOLERANCE} past them); false when it overhangs one,
 * or its centre is inside a solid surface more than `level` above it (§ Structures: climbed up and
 * onto, not stood in).
 */
export function footingFits(
  surfaces: readonly LevelSurface[],
  base: Point & { readonly radius: number },
  elevation: number,
  level: number,
  stand = false,
): boolean {
  let touched = false;
  const here: RegionSnapshot[] = [];
  for (const s of surfaces) {
    if (s.solid && s.height > elevation + level + 1e-9 && areaHolds(s.region, base)) return false;
    if (
      s.deck
        ? s.height > elevation + 1e-9 || !(elevation > 1e-9)
        : s.height > elevation + 1e-9 || s.height < elevation - level - 1e-9
    )
      continue;
    here.push(s.region);
    if (!touched && areaGap(base, s.region) < -FOOTING_TOLERANCE) touched = true;
  }
  return touched ? areasCoverDisc(here, base, base.radius, FOOTING_TOLERANCE) : !stand;
}
