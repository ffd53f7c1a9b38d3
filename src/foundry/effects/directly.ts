/**
 * Moving a token directly towards or away from another (necromunda-movement.md § Directly Towards
 * and Directly Away From) for the GM and macros: the engine decides the line, the distance and
 * what stops it (directlyMove); this file only asks core where walls and closed doors cut the
 * line, and carries the forced move out through the executor (own tokens here, the rest by the
 * active GM). The move is involuntary: forced moves are not held by the 1" rule.
 * @module
 */
import { directlyMove, type DirectlyMove, type DirectlyWay, type Point, type Ruleset } from "../../rules";
import { frameOf, sceneSnapshot, type SceneLike } from "../snapshot";
import { runEffects } from "./run";
import type { ExecutorScene } from "./executor";

/** A point in pixels. */
interface PixelPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Core's collision test for a straight move of a point: the closest collision of a movement ray
 * with walls (closed doors included; open ones do not block), or null. Evidence: the API page of
 * ClockwiseSweepPolygon (foundryvtt.com/api, static `testCollision(origin, destination, {type, mode})`:
 * `type` a wall restriction type, `mode` `any`, `closest` or `all`; `closest` gives the nearest
 * collision point) reached as `CONFIG.Canvas.polygonBackends.move`, the way pf2e tests movement
 * through walls (foundryvtt/pf2e src/module/canvas/measured-template.ts:
 * `CONFIG.Canvas.polygonBackends.move.testCollision(origin, destination, { type: "move", mode: "any" })`).
 * Quench batch `stride.necromunda16` checks it against a live wall.
 */
export type CollisionTest = (origin: PixelPoint, destination: PixelPoint) => PixelPoint | null;

/** Core's test ({@link CollisionTest}), or null where the canvas offers none. */
export function coreCollisionTest(): CollisionTest | null {
  const backend = (
    globalThis as {
      CONFIG?: { Canvas?: { polygonBackends?: { move?: { testCollision?: (...args: unknown[]) => unknown } } } };
    }
  ).CONFIG?.Canvas?.polygonBackends?.move;
  if (typeof backend?.testCollision !== "function") return null;
  return (origin, destination) => {
    const hit = backend.testCollision!(origin, destination, { type: "move", mode: "closest" }) as PixelPoint | null;
    return hit && typeof hit.x === "number" && typeof hit.y === "number" ? { x: hit.x, y: hit.y } : null;
  };
}

/** The parts of a token read here. */
export interface DirectlyToken {
  readonly id: string | null;
  /** v14: the scene level the token is on (TokenData#level); absent on v13. */
  readonly level?: string | null;
  readonly parent: (SceneLike & ExecutorScene) | null;
}

/**
 * Decides a move directly towards or away, walls included: the engine's answer without walls
 * gives the aim; core's collision test from the mover's centre to the aim gives how far the centre
 * goes before a wall; the engine decides again with it.
 * @param distance in the ruleset's unit (inches)
 * @returns null when the tokens are not on one scene and one level (v14 scene levels), or the
 *   engine finds no line
 * @throws {TypeError|RangeError} as the engine's directlyMove (a bad way or distance)
 */
export function decideDirectly(
  mover: DirectlyToken,
  other: DirectlyToken,
  way: DirectlyWay,
  distance: number,
  ruleset: Ruleset,
  collision: CollisionTest | null = coreCollisionTest(),
): DirectlyMove | null {
  const scene = mover.parent;
  if (!scene || other.parent !== scene || !mover.id || !other.id) return null;
  // Only the mover's level (snapshot/scene-snapshot.ts onLevel): another floor's token is not in it.
  const snapshot = sceneSnapshot(scene, ruleset.unit, { ruleset, mover });
  const first = directlyMove(snapshot, mover.id, other.id, way, distance, ruleset);
  if (!first || !collision || first.distance === 0) return first;
  const frame = frameOf(scene.grid, ruleset.unit);
  const pixels = (p: Point): PixelPoint => ({ x: p.x / frame.scale, y: p.y / frame.scale });
  const from = snapshot.models.find((m) => m.id === mover.id)!.base;
  const hit = collision(pixels(from), pixels(first.aim));
  if (!hit) return first;
  const wall = Math.hypot(hit.x * frame.scale - from.x, hit.y * frame.scale - from.y);
  return directlyMove(snapshot, mover.id, other.id, way, distance, ruleset, { wall });
}

/**
 * Moves `mover` directly towards or away from `other` by `distance` inches (the ruleset's unit),
 * stopping at walls, closed doors and impassable terrain, as a forced (involuntary) move.
 * @returns what the engine decided, or null when there is nothing to move
 * @throws {TypeError|RangeError} as {@link decideDirectly}
 */
export async function moveDirectly(
  mover: DirectlyToken,
  other: DirectlyToken,
  way: DirectlyWay,
  distance: number,
  ruleset: Ruleset,
): Promise<DirectlyMove | null> {
  const decided = decideDirectly(mover, other, way, distance, ruleset);
  if (decided?.effects.length && mover.parent && mover.id) await runEffects(decided.effects, mover.parent);
  return decided;
}
