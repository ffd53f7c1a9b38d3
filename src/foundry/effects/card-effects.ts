/**
 * The scene side of movement test cards (src/foundry/chat/card-effects.ts), decided by the
 * engine (src/rules/moves/landings.ts, finished.ts) on a snapshot of the card's scene and
 * carried out by the executor: the chat code itself never reads geometry or moves a token.
 * @module
 */
import {
  applyFallEffects,
  BACK_ELEVATION_OPTION,
  BACK_PATH_OPTION,
  backtrackEffects,
  clearsEdge,
  decodeBackElevation,
  EDGE_REGION_OPTION,
  decodePath,
  storedBacktrack,
  edgeMarkOf,
  fallLanding,
  fallOffVehicleEffects,
  landingsAfterFall,
  passedTestEffects,
  repositionEffects,
  shoveCarrying,
  TURN_CONSEQUENCES,
  type Effect,
  type Ruleset,
  type TestConsequence,
  type TestRequest,
} from "../../rules";
import type { CardEffects, FallToApply, LandedOn, RolledTest } from "../chat/card-effects";
import { lookupUuid } from "../chat/card-actor";
import { centreOf, frameOf, pathOf, sceneSnapshot, type SceneLike, type WaypointLike } from "../snapshot";
import { gameI18n, localizeText } from "../chat/localize";
import { turnMarksOf, type ExecutorScene, type ExecutorToken } from "./executor";
import { runEffects } from "./run";
import { askGM } from "../requests";
import { addAllowance, rolledInPostedPeriod, spendTurnAction, type HistoryToken } from "../data/token-history";
import { turnCost } from "../movement/allowance";
import { notePaceRoll } from "../movement/pace";
import { activeHost, hostConditionWriter } from "../hosts";
import { SYSTEM_ID } from "../constants";

/** The card's token, as read here. */
interface CardToken extends HistoryToken {
  readonly id: string | null;
  /** v14: the scene level the token is on (TokenData#level); absent on v13. */
  readonly level?: string | null;
  readonly parent: (SceneLike & ExecutorScene) | null;
  readonly actor?: { readonly system?: unknown } | null;
  readonly width?: number;
  readonly height?: number;
  /**
   * Top-left corner, pixels, and name (TokenDocument#x, #y, #name; shared/foundry-v13.md § Tokens and
   * movement): a stored back path is walked only from its end.
   */
  readonly x?: number;
  readonly y?: number;
  readonly name?: string | null;
  /** TokenDocument#movementHistory (v13, shared/foundry-v13.md § Tokens and movement): this turn's waypoints, top-left pixels. */
  readonly movementHistory?: readonly WaypointLike[] | null;
}

/** A token of the card's scene, with what a stored landing names. */
interface SceneToken {
  readonly id: string | null;
  readonly name?: string | null;
  readonly uuid?: string;
  readonly actor?: { readonly uuid?: string } | null;
}

/**
 * The card's token on its scene, and the scene's snapshot on the token's level (v14 scene levels)
 * in the ruleset's unit; null when gone.
 */
function onScene(tokenUuid: string, ruleset: Ruleset) {
  const token = lookupUuid(tokenUuid) as CardToken | null;
  const scene = token?.parent;
  if (!token?.id || !scene) return null;
  return { id: token.id, token, scene, snapshot: sceneSnapshot(scene, ruleset.unit, { ruleset, mover: token }) };
}

/**
 * The request a player's client makes of the active GM to post its made strike's collision card
 * (effects/strike.ts handles it; registered by the rulesets whose collisions confirm strikes).
 */
export const STRIKE_REQUEST = "strike";

/**
 * The collision card a made ram or sideswipe posts (opend6 § Ramming & Sideswiping Vehicles): the
 * striker's token against the other vehicle, each side with its own request.
 */
export function strikeCardEffect(striker: string, strike: Extract<TestConsequence, { type: "collision" }>): Effect {
  return {
    type: "collisionCard",
    mover: striker,
    other: strike.other,
    against: "vehicle",
    sides: [
      { model: striker, request: strike.request },
      { model: strike.other, request: strike.otherRequest },
    ],
  };
}

/** An actor data model that marks damage (the runner's `applyDamage(track, boxes)`). */
interface DamageTaker {
  applyDamage(track: string, boxes: number): Promise<unknown>;
}

/** A host actor's flag methods (Document#getFlag, Document#setFlag), as the module keeps counters. */
interface CardActorFlags {
  getFlag?(scope: string, key: string): unknown;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** An actor data model that keeps counters (the OpenD6 character's `addToCounter(counter, amount)`). */
interface CounterKeeper {
  addToCounter(counter: string, amount: number): Promise<unknown>;
}

const keepsCounters = (system: unknown): system is CounterKeeper =>
  typeof (system as Partial<CounterKeeper> | null)?.addToCounter === "function";

const takesDamage = (system: unknown): system is DamageTaker =>
  typeof (system as Partial<DamageTaker> | null)?.applyDamage === "function";

/**
 * Carries out a rolled test's consequences (capabilities/outcomes.ts) for the card's token, as
 * the roller (its owner or the GM): `allowance` is remembered on the token for the movement
 * history (movement/history.ts), so the ruler and the enforced limit show it at once; `damage` is
 * marked through the actor data model's `applyDamage` (a host's actor in the module: through its host); `status`, `crossEdge` (the turn mark
 * clearing the edge the request names, rules edge-marks.ts edgeMarkOf), `backtrack` (a forced move back along the recorded path), `reposition` and `fatigue`
 * (levels added by the actor's model, on the GM's client when the roller does not own the actor)
 * go through the executor; `counter` is added by the actor's model; `paceRoll` is kept on the
 * token for its pace record (movement/pace.ts); `turnAction` (a jump or leap used the turn's
 * action) is kept on the token with the turn's cost so far in a started combat
 * (data/token-history.ts spendTurnAction; the bands are cut where it leaves the model, movement/
 * allowance.ts); `followUp` (a further test the result calls for: dh2's stumble and grip tests) is a
 * `test` effect for the card's token, built by the same ruleset from the consequence's request, so
 * the executor posts its card once, after this roll; `collision` (a made ram or sideswipe) is the
 * executor's `collisionCard` effect for the card's token and the vehicle struck. `fall` and `fallOff` wait for
 * the card's Apply button, `damageRoll` for its Apply damage button ({@link CardEffects.applyWounds}).
 * @param request the card's request: a `backtrack` outside a combat walks back along the path it
 *   stored (BACK_PATH_OPTION) when the token has no recorded history
 * @returns the executor's effects, carried out by the caller
 */
export async function consequenceEffects(
  token: CardToken & { readonly id: string },
  consequences: readonly TestConsequence[],
  ruleset: Ruleset,
  request?: TestRequest,
): Promise<Effect[]> {
  const effects: Effect[] = [];
  for (const c of consequences) {
    switch (c.type) {
      case "allowance":
        await addAllowance(token, ruleset, c.action, c.distance);
        break;
      case "damage": {
        // The actor's data model marks it (the runner's applyDamage); a host's actor in the module its
        // host (hosts.ts hostConditionWriter: the host's own method, else its monitor's field).
        const system = token.actor?.system;
        const host = activeHost();
        const condition = c.track === "stun" ? "stun" : "wounds";
        if (takesDamage(system)) await system.applyDamage(c.track, c.boxes);
        else if (host && token.actor) await hostConditionWriter(token.actor, host.writes, condition, c.boxes)?.();
        break;
      }
      case "status":
        effects.push({ type: "status", model: token.id, status: c.status, active: c.active });
        break;
      case "crossEdge":
        effects.push({ type: "turnMark", model: token.id, mark: edgeMarkOf(request) });
        break;
      case "backtrack": {
        const recorded = backtrackAlongHistory(token, c.distance, ruleset);
        // Outside a combat core records no history: the path the finished move stored on the card.
        const stored = decodePath(request?.options?.[BACK_PATH_OPTION]);
        const along =
          recorded.length || stored.length < 2 ? [] : backtrackStored(token, stored, c.distance, ruleset, request);
        effects.push(...recorded, ...along);
        break;
      }
      case "counter": {
        // The actor's data model keeps it; a host's actor in the module keeps it in the module's flags,
        // where the host adapters read it back (flags.<module>.<counter>, as the executor's setCounter).
        const actor: (CardActorFlags & { readonly system?: unknown }) | null | undefined = token.actor;
        const system = actor?.system;
        if (keepsCounters(system)) await system.addToCounter(c.counter, c.amount);
        else if (activeHost() && actor?.setFlag) {
          const now = Number(actor.getFlag?.(SYSTEM_ID, c.counter) ?? 0);
          await actor.setFlag(SYSTEM_ID, c.counter, Math.max(0, (Number.isFinite(now) ? now : 0) + c.amount));
        }
        break;
      }
      case "paceRoll":
        // Kept on the token until its pace is recorded (movement/pace.ts; opend6 running start).
        await notePaceRoll(token, c.made);
        break;
      case "fatigue":
        // dh2: an encumbered swimmer's failure (§ Swimming); the actor's model adds the levels.
        if (Number.isInteger(c.levels) && c.levels > 0) {
          effects.push({ type: "fatigue", model: token.id, levels: Math.min(c.levels, 10) });
        }
        break;
      case "followUp": {
        // The request is the engine's (re-derived from the stored dice), built by the card's ruleset.
        let call;
        try {
          call = ruleset.tests.buildTest(c.request);
        } catch {
          call = undefined;
        }
        if (call)
          effects.push({ type: "test", model: token.id, call: call.request ? call : { ...call, request: c.request } });
        break;
      }
      case "collision":
        // A made ram or sideswipe (opend6 § Ramming & Sideswiping Vehicles): its collision card,
        // posted by a GM's client from the request it rolled; a player's client asks the active GM,
        // who re-derives it from the scene (afterRoll, effects/strike.ts).
        if (game.user?.isGM !== true) break;
        effects.push(strikeCardEffect(token.id, c));
        break;
      case "turnAction":
        // A jump or leap took the turn's movement action (dh2 § Jumping and Leaping): in a started
        // combat, where the turn's cost is recorded, kept on the token with the cost so far.
        if (token.combatant?.combat?.started === true) {
          await spendTurnAction(token, ruleset, turnCost(token, ruleset.unit), c.remaining);
        }
        break;
      default:
        break;
    }
  }
  return effects;
}

/**
 * The forced move back along the path a card stored (BACK_PATH_OPTION, with the elevation it
 * begins at, BACK_ELEVATION_OPTION), decided by the engine's `storedBacktrack`: refused, with a
 * warning to the roller, when the token has moved since (its centre is more than half a grid space
 * from the stored path's end). Nothing on a token without a scene or a known place.
 */
export function backtrackStored(
  token: CardToken & { readonly id: string },
  stored: readonly { readonly x: number; readonly y: number }[],
  distance: number,
  ruleset: Pick<Ruleset, "unit">,
  request?: TestRequest,
): Effect[] {
  const grid = token.parent?.grid;
  if (!grid || typeof token.x !== "number" || typeof token.y !== "number") return [];
  const frame = frameOf(grid, ruleset.unit);
  const at = centreOf({ width: token.width ?? 1, height: token.height ?? 1 }, { x: token.x, y: token.y }, frame);
  const elevation = decodeBackElevation(request?.options?.[BACK_ELEVATION_OPTION]);
  const walk = storedBacktrack(token.id, stored, distance, at, (grid.size * frame.scale) / 2, elevation);
  if (walk.stale) {
    // A localized warning to whoever rolled the card: ui.notifications.warn(message), the v13/v14
    // Notifications API (https://foundryvtt.com/api/v14/classes/foundry.applications.ui.Notifications.html).
    const i18n = gameI18n();
    ui.notifications?.warn(localizeText({ key: "STRIDE.BackPath.stale", data: { name: token.name ?? "" } }, i18n));
  }
  return walk.effects;
}

/**
 * The forced move back along the token's recorded movement of this turn (`movementHistory`,
 * recorded only in a started combat), `distance` ruleset units from where it stands (the engine's
 * backtrack.ts). Nothing without a recorded path of two points or more (outside a combat core
 * records none), or on a token without a scene.
 */
export function backtrackAlongHistory(
  token: CardToken & { readonly id: string },
  distance: number,
  ruleset: Pick<Ruleset, "unit">,
): Effect[] {
  const history = token.movementHistory ?? [];
  const grid = token.parent?.grid;
  if (!grid || history.length < 2 || !(distance > 0)) return [];
  const size = { width: token.width ?? 1, height: token.height ?? 1 };
  const path = pathOf(size, history, frameOf(grid, ruleset.unit)).map(({ x, y }) => ({ x, y }));
  return backtrackEffects(token.id, path, distance);
}

/** How a card stores a model a fall landed on. */
function stored(scene: SceneLike, modelId: string): LandedOn | null {
  for (const t of scene.tokens as Iterable<SceneToken>) {
    if (t.id === modelId) return { name: t.name ?? "", actorUuid: t.actor?.uuid ?? "", tokenUuid: t.uuid ?? null };
  }
  return null;
}

/** Whether a fall moves models: the faller into the terrain below or off a vehicle, or off those it landed on. */
function forcedFall(fall: FallToApply): boolean {
  return has(fall.consequences, "fall") || has(fall.consequences, "fallOff") || fall.landedOn.length > 0;
}

const has = (consequences: readonly TestConsequence[] | undefined, type: TestConsequence["type"]) =>
  consequences?.some((c) => c.type === type) === true;

/**
 * The request a player's client makes of the active GM when it rolled its own test card, or applied
 * its fall: naming the card's message and the step only (effects/reported-roll.ts handles it).
 */
export const REPORT_REQUEST = "testReport";

/**
 * What a test adds to the turn and the moves it forces, which a player's client leaves alone with a
 * GM connected: records the GM's automation reads (data/gm-kept.ts), which the GM's client keeps for
 * a player's card ({@link keepReportedRoll}), and forced moves, which the GM's client must make
 * itself to be forced (a `displace` a GM made) and makes only for the cards it posts.
 */
const GM_CONSEQUENCES: readonly TestConsequence["type"][] = [
  "allowance",
  "turnAction",
  "paceRoll",
  "crossEdge",
  "backtrack",
];

/**
 * What the GM's client keeps from a player's own card ({@link keepReportedRoll}): only what a player's
 * own cards can give (metres, the pace roll, the turn's action). Edges cleared, backtracks,
 * repositions and shoves come only from cards the GM's client posts itself (with a GM connected it
 * posts every test a move raises), so a card a player wrote never moves a token or marks an edge.
 */
const REPORTED_CONSEQUENCES: readonly TestConsequence["type"][] = ["allowance", "turnAction", "paceRoll"];

/**
 * Request options only a move's own test carries (the edge's height, its region, the stored back
 * path and its elevation): a card a player wrote with any of them is refused by the GM's client.
 */
const MOVE_OPTIONS: readonly string[] = ["height", EDGE_REGION_OPTION, BACK_PATH_OPTION, BACK_ELEVATION_OPTION];

/**
 * Whether the GM's client refuses a player's own card for its request: its options (own keys, as
 * stored) name one of {@link MOVE_OPTIONS}.
 * @param options the stored request's options (null/absent: none)
 */
export function refusedReportOptions(options: unknown): boolean {
  if (typeof options !== "object" || options === null) return false;
  return MOVE_OPTIONS.some((key) => Object.hasOwn(options, key));
}

/**
 * Whether a rolled card has something the GM's client does not do for a player's own card (a
 * forced move, an edge cleared, options only a move's test carries), which a player's client
 * reporting the card then does not get.
 */
function notKeptForPlayer(rolled: RolledTest, ruleset: Ruleset): boolean {
  if (refusedReportOptions(rolled.call.request?.options)) return true;
  const all = rolled.resolution.consequences ?? [];
  if (all.some((c) => GM_CONSEQUENCES.includes(c.type) && !REPORTED_CONSEQUENCES.includes(c.type))) return true;
  if (all.some((c) => c.type === "reposition" || c.type === "shove")) return true;
  return rolled.resolution.success && clearsEdge(rolled.call.kind, ruleset);
}

/** Tells a player that the GM's client makes this card's moves (a card posted with no GM connected). */
function warnGMMakesIt(): void {
  ui.notifications?.warn(game.i18n!.localize("STRIDE.Socket.gmMakesMove"));
}

/** Whether this client reports a card it acted on to the active GM: a player's, with a GM connected. */
function reportsToGM(messageId: string | null | undefined): messageId is string {
  return game.user?.isGM !== true && !!messageId && !!game.users?.activeGM;
}

/**
 * Carries out a rolled test's consequences for its token ({@link consequenceEffects}, the forced
 * moves the engine places, the edge a made test clears): `all` of them; the `player` part (what its
 * actor takes: damage, statuses, follow-up tests …) with a GM connected; the `reported` part the GM
 * keeps for a player's card ({@link REPORTED_CONSEQUENCES}, no forced move, no edge mark).
 */
async function rolledEffects(
  rolled: RolledTest,
  ruleset: Ruleset,
  part: "all" | "player" | "reported",
): Promise<number> {
  const at = onScene(rolled.tokenUuid, ruleset);
  if (!at) return 0;
  // The document itself (its flags and combatant are read through it; id checked by onScene).
  const token = at.token as CardToken & { readonly id: string };
  // Rolled in a later turn than it was posted in, the test spends that turn, which is over: no
  // metres added, action spent or edge cleared in this one (rules TURN_CONSEQUENCES).
  // A player's card with no period is not counted in this one (a player may write null there).
  const periodKnown = part !== "reported" || typeof rolled.postedTurn === "string";
  const ownTurn = periodKnown && rolledInPostedPeriod(rolled.postedTurn, token, ruleset);
  const all = rolled.resolution.consequences ?? [];
  const inTurn = ownTurn ? all : all.filter((c) => !TURN_CONSEQUENCES.includes(c.type));
  const consequences =
    part === "all"
      ? inTurn
      : part === "reported"
        ? inTurn.filter((c) => REPORTED_CONSEQUENCES.includes(c.type))
        : inTurn.filter((c) => !GM_CONSEQUENCES.includes(c.type) && c.type !== "collision");
  const effects = await consequenceEffects(token, consequences, ruleset, rolled.call.request);
  if (part === "all") {
    // A climb that ends part-way up, a leap that falls short into the gap: a forced move the
    // engine places (rules/moves/ground.ts repositionEffects), so no further card follows it.
    for (const c of all) {
      if (c.type === "reposition") effects.push(...repositionEffects(at.snapshot, at.id, c));
      // A vehicle moved aside with its riders, a fighter clear of a lift: the model the test's
      // request named; the tester's riders already tested this activation keep its marks.
      if (c.type === "shove") {
        // The card's token is the TokenDocument the executor reads (its flags and combat's turn).
        const marks =
          c.model === at.id ? turnMarksOf(token as unknown as Pick<ExecutorToken, "flags" | "combatant" | "id">) : [];
        effects.push(...shoveCarrying(at.snapshot, c, ruleset, marks));
      }
    }
    if (rolled.resolution.success && ownTurn) {
      for (const e of passedTestEffects(at.id, rolled.call.kind, ruleset, rolled.call.request)) {
        if (!effects.some((x) => x.type === "turnMark" && e.type === "turnMark" && x.mark === e.mark)) effects.push(e);
      }
    }
  }
  if (effects.length) await runEffects(effects, at.scene);
  return effects.length;
}

/**
 * The GM's side of a player's rolled card (effects/reported-roll.ts): only what a player's own card
 * can give ({@link REPORTED_CONSEQUENCES}: metres, the pace roll, the turn's action), kept on the
 * scene, and only when the card names the period it was posted in and that is the token's period now;
 * no forced move and no edge mark.
 * @returns the number of effects carried out or kept
 */
export function keepReportedRoll(rolled: RolledTest, ruleset: Ruleset): Promise<number> {
  return rolledEffects(rolled, ruleset, "reported");
}

/** Cards' scene side through the engine and the executor (the mover's rights, the rest via the GM). */
export const executorCardEffects: CardEffects = {
  landingsOf(rolled, ruleset) {
    if (!has(rolled.resolution.consequences, "fall")) return Promise.resolve([]);
    const at = onScene(rolled.tokenUuid, ruleset);
    if (!at) return Promise.resolve([]);
    // A fall at an edge lands in the terrain below (fallLanding): who it lands on is found there.
    const landed = fallLanding(at.snapshot, at.id, ruleset)?.snapshot ?? at.snapshot;
    return Promise.resolve(landingsAfterFall(landed, at.id).flatMap(({ model }) => stored(at.scene, model) ?? []));
  },

  async afterRoll(rolled, ruleset) {
    // A player's own card with a GM connected: the GM's client keeps what the test added to the
    // turn and makes its forced moves, from the card (effects/reported-roll.ts); this client does the rest.
    const reported = reportsToGM(rolled.messageId);
    await rolledEffects(rolled, ruleset, reported ? "player" : "all");
    if (reported) {
      // A card posted with no GM connected and rolled after one joined: its moves are the GM's own.
      if (notKeptForPlayer(rolled, ruleset)) warnGMMakesIt();
      if (!refusedReportOptions(rolled.call.request?.options)) {
        await askGM(REPORT_REQUEST, { messageId: rolled.messageId, step: "roll" });
      }
    }
    // A player's made strike: the active GM posts its collision card from the scene (effects/strike.ts).
    const strikes = rolled.resolution.consequences?.some((c) => c.type === "collision") === true;
    if (strikes && game.user?.isGM !== true && rolled.messageId) {
      await askGM(STRIKE_REQUEST, { messageId: rolled.messageId });
    }
  },

  async applyWounds(tokenUuid, damage, ruleset) {
    const at = onScene(tokenUuid, ruleset);
    if (!at) return false;
    const report = await runEffects([{ type: "wounds", model: at.id, damage }], at.scene);
    return report.done > 0;
  },

  canApplyFall(fall) {
    if (!reportsToGM(fall.messageId) || !forcedFall(fall)) return true;
    warnGMMakesIt();
    return false;
  },

  async applyFall(fall, ruleset, angle = Math.random() * 2 * Math.PI) {
    // A player's own card with a GM connected: its fall's forced moves are the GM's client's own,
    // which it makes only from a card it posted (canApplyFall keeps Prone off such a card).
    if (reportsToGM(fall.messageId)) {
      if (forcedFall(fall)) warnGMMakesIt();
      return [];
    }
    const at = onScene(fall.tokenUuid, ruleset);
    if (!at) return [];
    // A fall at an edge first goes straight down into the terrain below (§ Leaping Gaps), a forced move.
    const landing = has(fall.consequences, "fall") ? fallLanding(at.snapshot, at.id, ruleset) : null;
    const landed = landing?.snapshot ?? at.snapshot;
    // Only what the scene confirms: the named token is under the faller now, with the named actor.
    const under = landingsAfterFall(landed, at.id).flatMap(({ model }) => stored(at.scene, model) ?? []);
    const confirmed = fall.landedOn.filter((claim) =>
      under.some((u) => u.tokenUuid === claim.tokenUuid && u.actorUuid === claim.actorUuid),
    );
    const ids = confirmed.map((c) => c.tokenUuid?.split(".").at(-1) ?? "").filter((id) => id !== "");
    const effects: Effect[] = [];
    if (has(fall.consequences, "fall")) effects.push(...applyFallEffects(landed, at.id, ids, ruleset));
    if (landing) {
      // One forced move: off whoever it landed on when the engine moves it on, else to the landing.
      const off = effects.findIndex((e) => e.type === "move" && e.model === at.id);
      const onward = off >= 0 ? (effects[off] as Extract<Effect, { type: "move" }>) : null;
      if (onward) effects.splice(off, 1);
      effects.unshift({ type: "move", model: at.id, to: onward?.to ?? landing.to, elevation: landing.elevation });
    }
    if (has(fall.consequences, "fallOff")) effects.push(...fallOffVehicleEffects(at.snapshot, at.id, angle, ruleset));
    // The card's Apply button sets the faller's own status after this (chat/movement-tests.ts).
    const rest = effects.filter((e) => !(e.type === "status" && e.model === at.id));
    if (rest.length) await runEffects(rest, at.scene);
    return confirmed;
  },
};
