/**
 * What a user does with a structure, through the engine and the executor: Crawl Through a ductway
 * (the fighter's owner moves it), operate a lift (the active GM carries everyone on it; a player's
 * client asks with the `lift` request, requests.ts), and the HUD's questions (which ductway, which
 * edge, which lift). necromunda-movement.md § Ductways, § Lift, § Leaping Gaps.
 * @module
 */
import {
  crawlThroughEffects,
  ductwayRoute,
  edgeTestAt,
  liftState,
  operateLiftEffects,
  type LiftDirection,
  type MovementTestCall,
  type Ruleset,
  type SceneSnapshot,
} from "../../rules";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import { executeEffects, type ExecutorScene, type TurnCombat } from "./executor";
import { isTokenUuid, refuse, requesterMayAct, tokenRequest, type RequestHandler, type Requester } from "../requests";
import { activeRuleset } from "../settings";
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { spendTurnAction, type HistoryToken } from "../data/token-history";
import { turnCost } from "../movement/allowance";

/** A scene both the snapshot and the executor read. */
export type StructureScene = SceneLike & ExecutorScene;

/** The parts of a token a structure action reads. */
export interface StructureToken {
  readonly id: string | null;
  /** v14: the scene level the token is on (TokenData#level); absent on v13. */
  readonly level?: string | null;
  readonly parent: StructureScene | null;
  readonly combatant?: { readonly combat?: TurnCombat | null } | null;
}

/** The key of the round a lift last moved in: combat and round; null outside a started combat. */
export function roundKey(combat: TurnCombat | null | undefined): string | null {
  return combat?.started ? `${combat.id ?? ""}:${combat.round}` : null;
}

/** The token's scene as the engine reads it, on the token's level (v14 scene levels), or null off a scene. */
function snapshotOf(token: StructureToken, ruleset: Ruleset): SceneSnapshot | null {
  return token.parent ? sceneSnapshot(token.parent, ruleset.unit, { ruleset, mover: token }) : null;
}

/** What the token HUD offers a token: Crawl Through, the edge's test, the lift controls. */
export interface StructureOffers {
  readonly ductway: boolean;
  readonly edgeTest: MovementTestCall | undefined;
  readonly lift: { readonly available: boolean } | null;
}

/** What the token HUD offers a token on its scene (one snapshot for all three questions). */
export function structureOffers(token: StructureToken, ruleset: Ruleset): StructureOffers {
  const snapshot = snapshotOf(token, ruleset);
  const id = token.id;
  if (!snapshot || !id) return { ductway: false, edgeTest: undefined, lift: null };
  const lift = liftState(snapshot, id, roundKey(token.combatant?.combat), ruleset);
  return {
    ductway: ductwayRoute(snapshot, id, ruleset) !== null,
    edgeTest: edgeTestAt(snapshot, id, ruleset),
    lift: lift && { available: lift.available },
  };
}

/**
 * Crawls a fighter through the ductway next to it (its owner's client moves it). Crawl Through is a
 * Double action (the engine's crawlThroughEffects): in a started combat a fighter that has moved
 * this activation (its recorded movement, movement/allowance.ts turnCost) may not, and one that
 * crawled has its movement for the activation spent (the turn's action kept on the token with
 * nothing left, data/token-history.ts spendTurnAction), so the ruler and the drag hold it there.
 * @returns `moved`, `none` (no ductway within reach), `busy` (it moved this activation) or
 *   `noRoom` (the other end is blocked)
 */
export async function crawlThrough(
  token: StructureToken & HistoryToken & { readonly movementHistory?: unknown },
  ruleset: Ruleset,
  context: { readonly isGM: boolean },
): Promise<"moved" | "none" | "noRoom" | "busy"> {
  const snapshot = snapshotOf(token, ruleset);
  if (!snapshot || !token.id || !token.parent) return "none";
  const started = token.combatant?.combat?.started === true;
  const cost = started ? turnCost(token, ruleset.unit) : 0;
  const { result, effects } = crawlThroughEffects(snapshot, token.id, ruleset, Number.isFinite(cost) ? cost : 0);
  if (result === "moved") {
    await executeEffects(effects, { scene: token.parent, unit: ruleset.unit, ...context });
    if (started) await spendTurnAction(token, ruleset, cost, 0);
  }
  return result;
}

/** The lift operations of this client, one after another. */
let lifts: Promise<unknown> = Promise.resolve();

/**
 * Operates the lift a token stands on, at the token's level and for its combat round: everyone
 * on it moves with it, those in its way are tested, the round is recorded. For the GM's client
 * (the tokens on it may be anyone's). Operations run one after another, so a second sees the round
 * the first recorded and finds the lift used.
 * @returns `moved`, `used` (already moved this round) or `none` (the token is on no lift)
 */
export function runLift(
  token: StructureToken,
  direction: LiftDirection,
  ruleset: Ruleset,
): Promise<"moved" | "used" | "none"> {
  const run = async (): Promise<"moved" | "used" | "none"> => {
    const snapshot = snapshotOf(token, ruleset);
    if (!snapshot || !token.id || !token.parent) return "none";
    const round = roundKey(token.combatant?.combat);
    const { result, effects } = operateLiftEffects(snapshot, token.id, direction, round, ruleset);
    if (result === "moved") {
      await executeEffects(effects, { scene: token.parent, unit: ruleset.unit, isGM: true });
    }
    return result;
  };
  const next = lifts.then(run, run);
  lifts = next.catch(() => undefined);
  return next;
}

/** The request a player's client makes of the active GM to operate the lift its token stands on. */
export const LIFT_REQUEST = "lift";

/** A player's lift request: the token on the lift and the direction. */
interface LiftRequest {
  readonly tokenUuid: string;
  readonly direction: LiftDirection;
}

/** A token on the GM's side, with the permission test read here. */
type RequestToken = StructureToken & {
  testUserPermission?(user: Requester, permission: "OWNER"): boolean;
};

/** The request a player's client makes of the active GM to post the edge test its token stands at. */
export const EDGE_TEST_REQUEST = "edgeTest";

/** A token on the GM's side that can speak a card: its actor. */
type CardToken = RequestToken & { readonly uuid: string; readonly actor?: CardActor | null };

/**
 * The GM's side of the `edgeTest` request (requests.ts): posts the test of the edge the named
 * token stands at, as the scene gives it now (a leap's distance from the gap), when the user who
 * asked owns the token. A card the GM's client posts is one the GM will act on for its roller.
 * @param lookup finds a token by UUID (Foundry's `fromUuid` by default)
 * @param post posts the card (chat/movement-tests.ts postMovementTest by default)
 */
export function edgeTestRequestHandler(
  lookup: (uuid: string) => Promise<unknown> = (uuid) => fromUuid(uuid as `Scene.${string}`),
  post: (
    actor: CardActor,
    call: MovementTestCall,
    token: { readonly uuid: string },
  ) => Promise<unknown> = postMovementTest,
): RequestHandler<{ readonly tokenUuid: string }> {
  return {
    parse: tokenRequest,
    key: (q) => q.tokenUuid,
    async handle(q, requester) {
      const token = (await lookup(q.tokenUuid)) as CardToken | null;
      if (!token?.id || !token.parent || !token.actor) return refuse(EDGE_TEST_REQUEST, requester, "no such token");
      if (!requesterMayAct(token, requester)) {
        return refuse(EDGE_TEST_REQUEST, requester, "the requester does not own the token");
      }
      const call = structureOffers(token, activeRuleset()).edgeTest;
      if (!call) return refuse(EDGE_TEST_REQUEST, requester, "the token stands at no edge");
      await post(token.actor, call, token);
      return true;
    },
  };
}

/**
 * The GM's side of the `lift` request (requests.ts): operates the lift under the named token when
 * the user who asked (as the server gives it) owns that token. The engine checks the token stands
 * on a lift and the lift has not moved this round.
 * @param lookup finds a token by UUID (Foundry's `fromUuid` by default)
 */
export function liftRequestHandler(
  lookup: (uuid: string) => Promise<unknown> = (uuid) => fromUuid(uuid as `Scene.${string}`),
): RequestHandler<LiftRequest> {
  return {
    parse(data) {
      const q = data as Partial<LiftRequest> | null;
      return isTokenUuid(q?.tokenUuid) && (q.direction === "up" || q.direction === "down")
        ? { tokenUuid: q.tokenUuid, direction: q.direction }
        : null;
    },
    key: (q) => q.tokenUuid,
    async handle(q, requester) {
      const token = (await lookup(q.tokenUuid)) as RequestToken | null;
      if (!token?.id || !token.parent) return refuse(LIFT_REQUEST, requester, "no such token");
      if (!requesterMayAct(token, requester)) {
        return refuse(LIFT_REQUEST, requester, "the requester does not own the token");
      }
      return (await runLift(token, q.direction, activeRuleset())) === "moved";
    },
  };
}
