/**
 * What a user does with a structure: Crawl Through a ductway (the fighter's owner moves it) and
 * operate a lift (the active GM moves everything on it; a player asks through the system socket).
 * necromunda-movement.md § Ductways, § Lift.
 * @module
 */
import { necromunda, type Ruleset } from "../../rules";
import { DISPLACE_ACTION as DISPLACE, SYSTEM_ID } from "../constants";
import type { EngagementToken } from "./engagement";
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import {
  crawlThroughDestination,
  ductwayNear,
  liftTrip,
  liftUnder,
  type BehaviorLike,
  type LiftAt,
  type StructureScene,
} from "./structures";
import { rulesetPerSceneUnit } from "./allowance";

/** A token that can be moved (TokenDocument#move) and stands on a scene of structures. */
export type MovableToken = EngagementToken & {
  readonly uuid: string;
  readonly actor: (CardActor & { readonly system: unknown }) | null;
  readonly elevation?: number;
  readonly parent: StructureScene | null;
  readonly combatant?: { readonly combat?: CombatLike | null } | null;
  move(waypoints: { x: number; y: number; elevation?: number; action: string }[], options?: object): Promise<unknown>;
};

/** The parts of a combat read here. */
export interface CombatLike {
  readonly id?: string | null;
  readonly round: number;
  readonly started?: boolean;
}

/** The key of the round a lift last moved in: combat and round; null outside a started combat. */
export function roundKey(combat: CombatLike | null | undefined): string | null {
  return combat?.started ? `${combat.id ?? ""}:${combat.round}` : null;
}

/** The round a lift last moved in, from its behavior's flags. */
function liftUsedRound(behavior: BehaviorLike): string | null {
  const value = (behavior.flags?.[SYSTEM_ID] as { usedRound?: unknown } | undefined)?.usedRound;
  return typeof value === "string" ? value : null;
}

/**
 * Crawls a fighter through the ductway next to it: it comes out within 1" of the other end.
 * @returns `moved`, `none` (no ductway within 1") or `noRoom` (the other end is blocked)
 */
export async function crawlThrough(token: MovableToken, ruleset: Ruleset): Promise<"moved" | "none" | "noRoom"> {
  const scene = token.parent;
  const route = scene && ductwayNear(token, scene, ruleset.unit);
  if (!scene || !route) return "none";
  const to = crawlThroughDestination(token, route.exit, scene, ruleset.unit, ruleset.engagement?.zone ?? 0);
  if (!to) return "noRoom";
  await token.move([{ ...to, action: DISPLACE }]);
  return "moved";
}

/**
 * Moves a lift and everything standing on it up or down by its travel (§ Lift), once per round,
 * and posts an Initiative test for each fighter in its path. For the GM: the tokens on it may
 * belong to anyone.
 * @param level the lift's level now (its operator's elevation), scene units
 * @returns false when the lift has already moved this round
 */
export async function operateLift(
  lift: LiftAt & { readonly behavior: { setFlag(scope: string, key: string, value: unknown): Promise<unknown> } },
  scene: StructureScene & { readonly tokens: Iterable<MovableToken> },
  level: number,
  direction: necromunda.LiftDirection,
  round: string | null,
  ruleset: Ruleset,
): Promise<boolean> {
  if (!necromunda.liftAvailable(liftUsedRound(lift.behavior), round)) return false;
  const travel = Number((lift.behavior.system as { travel?: unknown }).travel ?? necromunda.LIFT_TRAVEL);
  const ratio = rulesetPerSceneUnit(scene.grid.units, ruleset.unit);
  const to = necromunda.liftElevation(level * ratio, direction, travel) / ratio;
  const { riders, inTheWay } = liftTrip(lift.region, scene.tokens, scene.grid, level, to);
  for (const token of riders) {
    const elevation = (token.elevation ?? 0) + (to - level);
    await token.move([{ x: token.x, y: token.y, elevation, action: DISPLACE }]);
  }
  const call = ruleset.tests.buildTest({ kind: "liftObstruct" });
  for (const token of inTheWay) {
    if (call && token.actor) await postMovementTest(token.actor, call, token);
  }
  if (round !== null) await lift.behavior.setFlag(SYSTEM_ID, "usedRound", round);
  return true;
}

/**
 * Operates the lift a token stands on, at the token's level and for its combat round (the GM's
 * side of a request).
 * @returns `moved`, `used` (already moved this round) or `none` (the token is on no lift)
 */
export async function runLift(
  token: MovableToken,
  direction: necromunda.LiftDirection,
  ruleset: Ruleset,
): Promise<"moved" | "used" | "none"> {
  const scene = token.parent as (StructureScene & { readonly tokens: Iterable<MovableToken> }) | null;
  const lift = scene && liftUnder(token, scene);
  if (!scene || !lift) return "none";
  const behavior = lift.behavior as BehaviorLike & { setFlag(s: string, k: string, v: unknown): Promise<unknown> };
  const round = roundKey(token.combatant?.combat);
  const moved = await operateLift({ ...lift, behavior }, scene, token.elevation ?? 0, direction, round, ruleset);
  return moved ? "moved" : "used";
}

/** The lift a token stands on, with whether it may still move this round. */
export function liftFor(token: MovableToken): { lift: LiftAt; available: boolean } | null {
  const scene = token.parent;
  const lift = scene && liftUnder(token, scene);
  if (!lift) return null;
  const round = roundKey(token.combatant?.combat);
  return { lift, available: necromunda.liftAvailable(liftUsedRound(lift.behavior), round) };
}
