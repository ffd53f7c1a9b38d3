/**
 * The `moveToken` hook: after a move, post the cards of the tests the ruleset calls for. Runs on
 * every client; only the mover's client posts.
 * @module
 */
import { postCollisionNotice } from "../chat/collision-notice";
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { summarizeMove, type FinishedMovement } from "../movement/move-summary";
import { isMovementSource, type TokenLike } from "../movement/allowance";
import {
  ridersOf,
  runOverPushes,
  runOverTargets,
  vehicleContacts,
  vehicleToughness,
  type EngagementGrid,
  type EngagementScene,
  type EngagementToken,
} from "../movement/engagement";
import type { Ruleset } from "../../rules";
import { guard, guardAsync } from "../notify";
import { activeRuleset, activeVariant } from "../settings";

/** The parts of a token on the scene read here. */
type SceneToken = EngagementToken & {
  readonly uuid: string;
  readonly actor: (CardActor & { readonly system: unknown }) | null;
  /** TokenDocument#move: the GM moves a run-over fighter aside. */
  move?(waypoints: { x: number; y: number; action: string }[], options?: object): Promise<unknown>;
};

/** The movement action of a move the mover did not choose (core's forced movement). */
const DISPLACE = "displace";

/** The parts of the moved TokenDocument read here. */
type MovedToken = TokenLike &
  SceneToken & {
    readonly combatant?: { readonly combat?: { readonly started?: boolean } | null } | null;
    readonly parent:
      (TokenLike["parent"] & { readonly grid: EngagementGrid; readonly tokens: Iterable<SceneToken> }) | null;
  };

/** Moves carry their start point (top-left, pixels; elevation in grid units). */
type Movement = FinishedMovement & {
  readonly origin?: { readonly x?: number; readonly y?: number; readonly elevation?: number };
  readonly passed: FinishedMovement["passed"] & { readonly waypoints: readonly { x?: number; y?: number }[] };
};

/**
 * What a vehicle's move sets off: tests for fighters riding it (§ Fighters & Loot on Moving
 * Vehicles) and for those its path ran into (§ Running Over Fighters), and collisions with other
 * vehicles (§ Move and Push During Collisions). Nothing for movers that are not vehicles.
 */
function vehicleMoveCalls(document: MovedToken, movement: Movement, ruleset: Ruleset) {
  const scene = document.parent;
  if (!scene || movement.method === "undo") return [];
  const path = movedPath(document, movement);
  const system = document.actor?.system;
  const vehicleMove = isMovementSource(system) ? (system.movementProfile.characteristics["move"] ?? 0) : 0;
  const { riders, runOver } = vehicleContactsOf(document, movement, path, ruleset);
  const riding = riders.flatMap((fighter) => {
    const call = ruleset.buildTest({ kind: "riding" });
    return call && fighter.actor ? [{ call, actor: fighter.actor, token: fighter }] : [];
  });
  const ranOver = runOver.flatMap((fighter) => {
    const status = (fighter.actor?.system as { status?: string } | undefined)?.status;
    const call = ruleset.buildTest({ kind: "runOver", status, vehicleMove });
    return call && fighter.actor ? [{ call, actor: fighter.actor, token: fighter }] : [];
  });
  const ram = movement.passed.waypoints.some((w) => (w as { action?: string }).action === RAM);
  return [
    ...riding,
    ...ranOver,
    ...collisionCalls(document, path, scene as EngagementScene, ruleset, vehicleMove, ram),
  ];
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
 * Moves the fighters a vehicle ran over aside, to 1" from its path by the shortest route
 * (necromunda-movement.md § Running Over Fighters, step 1). Run by the active GM, who may move
 * any token; the moves are forced (core's displace action), so no allowance or 1" rule applies.
 * @returns the number of fighters moved
 */
export async function pushRunOverFighters(document: MovedToken, movement: Movement, ruleset: Ruleset) {
  const scene = document.parent;
  if (!scene || movement.method === "undo" || ruleset.engagementZone <= 0) return 0;
  const path = movedPath(document, movement);
  const { runOver } = vehicleContactsOf(document, movement, path, ruleset);
  const pushes = runOverPushes(document, path, runOver, scene as EngagementScene, ruleset.unit, ruleset.engagementZone);
  for (const { token, x, y } of pushes) await (token as SceneToken).move?.([{ x, y, action: DISPLACE }]);
  return pushes.length;
}

/**
 * Vehicles a vehicle's move ran into: a notice of each collision with both hits, and for a
 * side-on contact the moving vehicle's Handling test (§ Move and Push During Collisions). The
 * mover's contacting facing (front or side) is compared with the other's side (Stride ruling).
 */
function collisionCalls(
  document: MovedToken,
  path: readonly { x: number; y: number }[],
  scene: EngagementScene,
  ruleset: Ruleset,
  move: number,
  ram: boolean,
) {
  const resolve = ruleset.vehicleCollision;
  const mover = vehicleToughness(document.actor?.system);
  if (!resolve || !mover || !document.actor) return [];
  const actor = document.actor;
  return vehicleContacts(document, path, scene, ruleset.unit).flatMap(({ token, arc }) => {
    const other = vehicleToughness(token.actor?.system);
    if (!other) return [];
    const collision = resolve({ move, moverToughness: mover[arc], otherToughness: other.side, arc, ram });
    void guardAsync("post collision", null, () =>
      postCollisionNotice({ name: document.name ?? "", actor }, { name: token.name ?? "" }, collision),
    );
    if (collision.result !== "handling") return [];
    const call = ruleset.buildTest({ kind: "sideOn", tougher: collision.handlingModifier > 0 });
    return call ? [{ call, actor, token: document as SceneToken }] : [];
  });
}

/**
 * Posts the movement test cards a finished move calls for (on the mover's client), and has the
 * active GM move run-over fighters aside.
 * @returns the number of cards posted (tests)
 */
export function moveToken(
  document: MovedToken,
  movement: Movement,
  _operation: unknown,
  user: { readonly id?: string; readonly isSelf?: boolean } | null,
): number {
  if (game.users?.activeGM?.isSelf) {
    void guardAsync("move run-over fighters aside", 0, () => pushRunOverFighters(document, movement, activeRuleset()));
  }
  return guard("movement tests", 0, () => {
    if (!(user?.isSelf ?? user?.id === game.user?.id)) return 0;
    const ruleset = activeRuleset();
    const summary = summarizeMove(document, movement, ruleset, activeVariant(ruleset));
    const actor = document.actor;
    const own =
      summary && actor ? ruleset.movementTests(summary).map((call) => ({ call, actor, token: document })) : [];
    const tests = [...own, ...vehicleMoveCalls(document, movement, ruleset)];
    for (const { call, actor: who, token } of tests) {
      void guardAsync("post movement test", null, () => postMovementTest(who, call, token));
    }
    return tests.length;
  });
}
