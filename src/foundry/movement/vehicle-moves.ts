/**
 * What a vehicle's finished move sets off (necromunda-movement.md § Vehicle Movement, § Vehicle
 * Collisions): the tests and notices its mover's client posts, and the forced moves the active
 * GM makes (pushes, chains, smashed obstacles). Called by the `moveToken` hook.
 * @module
 */
import { postCollisionNotice, postTerrainNotice } from "../chat/collision-notice";
import { DISPLACE_ACTION as DISPLACE } from "../constants";
import { waypointConditions } from "./terrain-path";
import { obstaclesCrossed, type RegionLike, type StructureScene } from "./structures";
import { rulesetPerSceneUnit } from "./allowance";
import type { CardActor } from "../chat/movement-tests";
import type { FinishedMovement, MovedWaypoint } from "./move-summary";
import { isMovementSource, type TokenLike } from "./allowance";
import {
  ridersOf,
  runOverPushes,
  stopBehind,
  runOverTargets,
  vehicleContacts,
  vehicleToughness,
  type EngagementGrid,
  type EngagementScene,
  type EngagementToken,
  type VehicleContact,
} from "./engagement";
import type { CollisionTerrain, Ruleset, VehicleCollision } from "../../rules";
import { guardAsync } from "../notify";

/** The parts of a token on the scene read here. */
export type SceneToken = EngagementToken & {
  readonly uuid: string;
  readonly elevation?: number;
  readonly actor: (CardActor & { readonly system: unknown }) | null;
  /** TokenDocument#move: the GM moves a run-over fighter aside. */
  move?(waypoints: { x: number; y: number; elevation?: number; action: string }[], options?: object): Promise<unknown>;
};

/** The parts of the moved TokenDocument read here. */
export type MovedToken = TokenLike &
  SceneToken & {
    readonly combatant?: { readonly combat?: { readonly started?: boolean } | null } | null;
    readonly parent:
      | (TokenLike["parent"] & {
          readonly grid: EngagementGrid;
          readonly tokens: Iterable<SceneToken>;
          readonly regions?: Iterable<RegionLike>;
        })
      | null;
    /** The canvas Token (StrideToken), on clients that draw the scene. */
    readonly object?: { readonly strideBlocked?: { readonly x: number; readonly y: number } | null } | null;
  };

/** Moves carry their start point (top-left, pixels; elevation in grid units). */
export type Movement = Omit<FinishedMovement, "passed" | "origin"> & {
  readonly origin?: { readonly x?: number; readonly y?: number; readonly elevation?: number };
  readonly passed: Omit<FinishedMovement["passed"], "waypoints"> & {
    readonly waypoints: readonly (MovedWaypoint & { readonly x?: number; readonly y?: number })[];
  };
};

/**
 * What a vehicle's move sets off, on its mover's client: returns the tests for fighters riding
 * it (§ Fighters & Loot on Moving Vehicles), for those its path ran into (§ Running Over
 * Fighters) and the side-on Handling test, and posts the collision notices for other vehicles
 * and terrain (§ Move and Push During Collisions, § Colliding with Terrain). Nothing for movers
 * that are not vehicles.
 */
export function vehicleMoveCalls(document: MovedToken, movement: Movement, ruleset: Ruleset) {
  if (!document.parent || !drivenMove(movement)) return [];
  const path = movedPath(document, movement);
  const vehicleMove = moveOf(document);
  const { riders, runOver } = vehicleContactsOf(document, movement, path, ruleset);
  const riding = riders.flatMap((fighter) => {
    const call = ruleset.tests.buildTest({ kind: "riding" });
    return call && fighter.actor ? [{ call, actor: fighter.actor, token: fighter }] : [];
  });
  const ranOver = runOver.flatMap((fighter) => {
    const status = (fighter.actor?.system as { status?: string } | undefined)?.status;
    const call = ruleset.tests.buildTest({ kind: "runOver", status, vehicleMove });
    return call && fighter.actor ? [{ call, actor: fighter.actor, token: fighter }] : [];
  });
  postTerrainCollisions(document, movement, ruleset);
  return [...riding, ...ranOver, ...collisionCalls(document, movement, path, ruleset)];
}

/**
 * Posts a notice for each kind of terrain a vehicle's move ran into (§ Colliding with Terrain):
 * an obstacle its path crossed, and solid terrain (a wall, impassable ground) when the move ends
 * where Foundry's constraint stopped the drag.
 * @returns the terrain run into
 */
function postTerrainCollisions(document: MovedToken, movement: Movement, ruleset: Ruleset): CollisionTerrain[] {
  const resolve = ruleset.vehicles?.terrainCollision;
  if (!resolve || !vehicleToughness(document.actor?.system)) return [];
  const waypoints = movement.passed.waypoints;
  const end = waypoints.at(-1);
  const blocked = document.object?.strideBlocked;
  const obstacles = crossedObstacles(document, movement, ruleset);
  const fallers = obstacles.flatMap((o) => o.onTop.map((t) => t.name ?? ""));
  const hit: CollisionTerrain[] = [];
  if (obstacles.length || waypoints.some((w) => waypointConditions(w).includes("obstacle"))) hit.push("obstacle");
  if (blocked && end && end.x === blocked.x && end.y === blocked.y) hit.push("solid");
  const ram = movement.passed.waypoints.some((w) => w.action === RAM);
  for (const terrain of hit) {
    const collision = resolve({ move: moveOf(document), terrain, ram });
    const falling = terrain === "obstacle" ? fallers : [];
    void guardAsync("post terrain collision", null, () =>
      postTerrainNotice({ name: document.name ?? "", actor: document.actor }, collision, falling),
    );
  }
  return hit;
}

/** The obstacle regions a vehicle's move ran through, with who stood on them; none for other movers. */
function crossedObstacles(document: MovedToken, movement: Movement, ruleset: Ruleset) {
  const scene = document.parent;
  if (!scene?.regions || !ruleset.vehicles?.terrainCollision || !vehicleToughness(document.actor?.system)) return [];
  const structures = scene as StructureScene & { readonly tokens: Iterable<SceneToken> };
  return obstaclesCrossed(document, movedPath(document, movement), structures, ruleset.unit);
}

/**
 * Destroys the obstacles a vehicle ran through (§ Colliding with Terrain): their behavior is
 * disabled (the GM can turn it back on), and the fighters on top fall to the ground below,
 * Pinned. Run by the active GM.
 * @returns the number of fighters that fell
 */
async function destroyObstacles(document: MovedToken, movement: Movement, ruleset: Ruleset): Promise<number> {
  const ratio = rulesetPerSceneUnit(document.parent?.grid.units ?? "", ruleset.unit);
  let fell = 0;
  for (const { behavior, height, onTop } of crossedObstacles(document, movement, ruleset)) {
    await (behavior as { update?(data: object): Promise<unknown> }).update?.({ disabled: true });
    for (const fighter of onTop) {
      const elevation = Math.max(0, (fighter.elevation ?? 0) - height / ratio);
      await fighter.move?.([{ x: fighter.x, y: fighter.y, elevation, action: DISPLACE }]);
      await fighter.actor?.toggleStatusEffect?.("prone", { active: true });
      fell++;
    }
  }
  return fell;
}

/** A move its mover made (not undone, not forced): only these set off a vehicle's collisions. */
function drivenMove(movement: Movement): boolean {
  return movement.method !== "undo" && movement.passed.waypoints.some((w) => w.action !== DISPLACE);
}

/** The mover's Move characteristic, ruleset units (0 without a movement profile). */
function moveOf(document: MovedToken): number {
  const system = document.actor?.system;
  return isMovementSource(system) ? (system.movementProfile.characteristics["move"] ?? 0) : 0;
}

/** The Ram (Double) action of vehicles (necromunda-movement.md § Collision Damage). */
const RAM = "ram";

/**
 * The fighters a vehicle's move concerns: those riding it when it set off, and those its path
 * ran into (riders excepted). Both empty for movers that are not vehicles.
 */
function vehicleContactsOf(
  document: MovedToken,
  movement: Movement,
  path: readonly { x: number; y: number }[],
  ruleset: Ruleset,
): { riders: SceneToken[]; runOver: SceneToken[] } {
  const scene = document.parent as EngagementScene;
  const origin = { ...path[0]!, elevation: movement.origin?.elevation ?? 0 };
  const riders = ridersOf(document, origin, scene) as SceneToken[];
  const runOver = (runOverTargets(document, path, scene, ruleset.unit) as SceneToken[]).filter(
    (fighter) => !riders.includes(fighter),
  );
  return { riders, runOver };
}

/** The mover's top-left corners along a finished move, pixels, from where it started. */
function movedPath(document: MovedToken, movement: Movement): { x: number; y: number }[] {
  const start = { x: movement.origin?.x ?? document.x, y: movement.origin?.y ?? document.y };
  return [start, ...movement.passed.waypoints].filter(
    (p): p is { x: number; y: number } => typeof p.x === "number" && typeof p.y === "number",
  );
}

/**
 * Moves what a vehicle's move displaced (necromunda-movement.md § Running Over Fighters, § Move
 * and Push During Collisions): fighters it ran into go aside to 1" from its path by the shortest
 * route; a vehicle it hit head-on is pushed ahead of it, or, when the mover is the weaker, the
 * mover stops where it made contact; obstacles it ran through are destroyed and whoever stood on
 * them falls (§ Colliding with Terrain). Run by the active GM, who may move any token; the moves are
 * forced (core's displace action), so no allowance, 1" rule or further collision follows them.
 * @returns the number of tokens moved
 */
export async function moveDisplacedModels(document: MovedToken, movement: Movement, ruleset: Ruleset) {
  const scene = document.parent;
  if (!scene || !drivenMove(movement) || (ruleset.engagement?.zone ?? 0) <= 0) return 0;
  await destroyObstacles(document, movement, ruleset);
  const path = movedPath(document, movement);
  const { runOver } = vehicleContactsOf(document, movement, path, ruleset);
  const moves: { token: SceneToken; x: number; y: number }[] = runOverPushes(
    document,
    path,
    runOver,
    scene as EngagementScene,
    ruleset.unit,
    ruleset.engagement?.zone ?? 0,
  ).map((push) => ({ ...push, token: push.token as SceneToken }));
  const involved = new Set<string | null>([document.id]);
  for (const { contact, collision } of collisionsOf(document, movement, path, ruleset)) {
    if (collision.result === "stop") {
      moves.push({ token: document as SceneToken, ...contact.at });
      break;
    }
    if (collision.result !== "push" || !contact.pushedTo) continue;
    involved.add(contact.token.id);
    const chain = await chainPush(scene as EngagementScene, contact.token as SceneToken, contact.pushedTo, {
      involved,
      move: moveOf(document),
      ruleset,
    });
    moves.push(...chain.moves);
    if (chain.stopped) {
      // Everyone in the chain stops: the mover comes to rest against the vehicle it pushed.
      const at = stopBehind(
        document,
        path,
        chain.stopped.token,
        chain.stopped.at,
        scene as EngagementScene,
        ruleset.unit,
      );
      if (at) moves.push({ token: document as SceneToken, ...at });
      break;
    }
  }
  for (const { token, x, y } of moves) await token.move?.([{ x, y, action: DISPLACE }]);
  return moves.length;
}

/** How many vehicles a chain of head-on pushes follows before it gives up. */
const MAX_CHAIN = 8;

/**
 * Follows a head-on push into the vehicles beyond (§ Chain Collisions): each collision is
 * resolved in the order it happens with the initial vehicle's Move and posted as a notice; a
 * pushed vehicle that hits a tougher one (or glances off it side-on) stops there, and so does
 * everyone behind it.
 * @param to where the push would take the vehicle (top-left, pixels)
 * @param chain.involved ids of the vehicles already in the collision (not hit again)
 * @param chain.move the initial vehicle's Move
 * @returns the moves to make, and where the chain stopped short, if it did
 */
async function chainPush(
  scene: EngagementScene,
  first: SceneToken,
  to: { x: number; y: number },
  chain: { involved: Set<string | null>; move: number; ruleset: Ruleset },
): Promise<{
  moves: { token: SceneToken; x: number; y: number }[];
  stopped: { token: SceneToken; at: { x: number; y: number } } | null;
}> {
  const { involved, move, ruleset } = chain;
  const moves: { token: SceneToken; x: number; y: number }[] = [];
  let push = { token: first, to };
  for (let depth = 0; depth < MAX_CHAIN; depth++) {
    const path = [{ x: push.token.x, y: push.token.y }, push.to];
    const next = collisionsAlong(push.token, scene, path, ruleset, move, false).find(
      ({ contact }) => !involved.has(contact.token.id),
    );
    if (!next) break;
    const { contact, collision } = next;
    involved.add(contact.token.id);
    await postCollisionNotice(
      { name: push.token.name ?? "", actor: push.token.actor },
      { name: contact.token.name ?? "" },
      collision,
    );
    if (collision.result !== "push" || !contact.pushedTo) {
      moves.push({ token: push.token, ...contact.at });
      return { moves, stopped: { token: push.token, at: contact.at } };
    }
    moves.push({ token: push.token, ...push.to });
    push = { token: contact.token as SceneToken, to: contact.pushedTo };
  }
  moves.push({ token: push.token, ...push.to });
  return { moves, stopped: null };
}

/**
 * The vehicles a vehicle's move ran into, each with the collision resolved: the mover's
 * contacting facing (front or side) against the other's side (Stride ruling), a Ram (Double)
 * halving the mover's own damage (§ Collision Damage).
 */
function collisionsOf(
  document: MovedToken,
  movement: Movement,
  path: readonly { x: number; y: number }[],
  ruleset: Ruleset,
): { contact: VehicleContact; collision: VehicleCollision }[] {
  const ram = movement.passed.waypoints.some((w) => w.action === RAM);
  return collisionsAlong(document as SceneToken, document.parent, path, ruleset, moveOf(document), ram);
}

/**
 * The vehicles a vehicle ran into along a path, each with the collision resolved for the given
 * Move (the initial mover's, in a chain: § Chain Collisions).
 */
function collisionsAlong(
  vehicle: SceneToken,
  scene: EngagementScene | null,
  path: readonly { x: number; y: number }[],
  ruleset: Ruleset,
  move: number,
  ram: boolean,
): { contact: VehicleContact; collision: VehicleCollision }[] {
  const resolve = ruleset.vehicles?.collision;
  const mover = vehicleToughness(vehicle.actor?.system);
  if (!resolve || !mover || !scene) return [];
  return vehicleContacts(vehicle, path, scene, ruleset.unit).flatMap((contact) => {
    const other = vehicleToughness(contact.token.actor?.system);
    if (!other) return [];
    const { arc } = contact;
    return [
      { contact, collision: resolve({ move, moverToughness: mover[arc], otherToughness: other.side, arc, ram }) },
    ];
  });
}

/**
 * Collisions of a vehicle's move: a notice of each with both hits, and for a side-on contact the
 * moving vehicle's Handling test (§ Move and Push During Collisions).
 */
function collisionCalls(
  document: MovedToken,
  movement: Movement,
  path: readonly { x: number; y: number }[],
  ruleset: Ruleset,
) {
  const actor = document.actor;
  if (!actor) return [];
  return collisionsOf(document, movement, path, ruleset).flatMap(({ contact, collision }) => {
    void guardAsync("post collision", null, () =>
      postCollisionNotice({ name: document.name ?? "", actor }, { name: contact.token.name ?? "" }, collision),
    );
    if (collision.result !== "handling") return [];
    const call = ruleset.tests.buildTest({ kind: "sideOn", tougher: collision.handlingModifier > 0 });
    return call ? [{ call, actor, token: document as SceneToken }] : [];
  });
}
