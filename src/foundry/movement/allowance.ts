/**
 * A token's movement allowance for the turn, in the scene's units, and the verdict on a move.
 * Reads plain shapes (tested with small fakes); the ruleset does the rules.
 * @module
 */
import {
  GRAVITIES,
  actionLimit as engineActionLimit,
  bandBudgets as engineBandBudgets,
  bandsForAction as engineBandsForAction,
  bandStanding as engineBandStanding,
  capTurnBands,
  COST_EPSILON,
  isKnownUnit,
  spentActionCap,
  turnBands as engineTurnBands,
  withAddedAllowance,
  withinLimit as engineWithinLimit,
  unitRatio,
  type Gravity,
  type MovementBand,
  type MovementContext,
  type MovementProfile,
  type Ruleset,
  type BandStanding as EngineBandStanding,
  type TurnBands,
} from "../../rules";
import { SYSTEM_ID } from "../constants";
import type { EnforcementMode } from "../settings";
import { historyState, type HistoryToken } from "../data/token-history";
import { sceneWeather } from "../data/scene-weather";
import { paceContext } from "./pace";
import { notifyOnce } from "../notify";
import { playsActorType } from "../data/actor/ruleset-types";
import { hostReading } from "../hosts";
import type { HostActor } from "../rulesets";

/** What an actor's system data offers for movement (see the actor data models). */
export interface MovementSource {
  /** The actor's profile for the active ruleset. */
  readonly movementProfile: MovementProfile;
  /** Flyer (X) or Hoverer (X), whichever is higher; 0 when the actor cannot fly. */
  readonly flyingSpeed: number;
  /** What the actor is to the movement rules (`vehicle` or `character`); absent: a character. */
  readonly kind?: string;
}

/** The parts of a Scene read here. */
export interface SceneLike {
  readonly grid: { readonly units: string };
  readonly flags?: Record<string, unknown>;
}

/** Ruleset units per scene unit (1 when the scene's units are unknown; ruling 6 warns elsewhere). */
export function rulesetPerSceneUnit(units: string, rulesetUnit: string): number {
  return isKnownUnit(units) ? unitRatio(units, rulesetUnit) : 1;
}

/** The parts of a TokenDocument read here (flags and combatant: what tests added this history period). */
export interface TokenLike extends Pick<HistoryToken, "flags" | "combatant"> {
  /** `statuses`: the ids of the actor's status effects (v13 `Actor#statuses`, a Set; card-actor.ts). */
  readonly actor: { readonly system: unknown; readonly statuses?: ReadonlySet<string> } | null;
  readonly parent: SceneLike | null;
}

/**
 * The turn's recorded cost, scene units: the sum of the costs of TokenDocument#movementHistory's
 * waypoints (v13; each a TokenMeasuredMovementWaypoint whose `cost` is "the movement cost from the
 * previous to this waypoint", https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html),
 * read where the token has one; 0 when there is no list.
 */
export function recordedCost(history: unknown): number {
  if (!Array.isArray(history)) return 0;
  let cost = 0;
  for (const waypoint of history as readonly unknown[])
    cost += Number((waypoint as { cost?: unknown } | null)?.cost) || 0;
  return Math.max(0, cost);
}

/**
 * The turn's recorded cost in the ruleset's unit ({@link recordedCost} converted from the scene's
 * grid units, ruling 6): what a test that spends the turn's action (TestConsequence `turnAction`)
 * and an altitude change read as the movement used so far.
 */
export function turnCost(
  token: { readonly movementHistory?: unknown; readonly parent?: { readonly grid: { readonly units: string } } | null },
  rulesetUnit: string,
): number {
  return (
    recordedCost(token.movementHistory) * rulesetPerSceneUnit(token.parent?.grid.units ?? rulesetUnit, rulesetUnit)
  );
}

/** A token's bands for the turn, converted to the scene's units. */
export interface TurnAllowance {
  readonly ruleset: Ruleset;
  readonly variant: string;
  /** Walking bands, distances in scene units. */
  readonly bands: readonly MovementBand[];
  /** Flying bands in scene units, or null when the actor cannot fly. */
  readonly flying: readonly MovementBand[] | null;
  /**
   * Bands of the ruleset's terrain-bound actions (MovementActionSpec.terrain, measured by
   * BandsCapability.actionBands: shadowrun swimming), scene units, by action id.
   */
  readonly actions: Readonly<Record<string, readonly MovementBand[]>>;
  /** Scene units per ruleset unit. */
  readonly ratio: number;
  /** The scene's units were not recognized and the ruleset's unit was assumed (ruling 6). */
  readonly unknownUnits: boolean;
}

/** Where a move stands against the bands of its action, scene units (the engine's BandStanding). */
export type BandStanding = EngineBandStanding;

/** Whether system data offers a movement profile. */
export function isMovementSource(system: unknown): system is MovementSource {
  return typeof system === "object" && system !== null && "movementProfile" in system && "flyingSpeed" in system;
}

/**
 * What an actor offers movement: its own system data when it is one of Stride's actors, else what
 * the host adapter in use reads of it (the `stride-movement` module: hosts.ts); null when neither.
 */
export function movementSourceOf(actor: HostActor | null | undefined): MovementSource | null {
  if (!actor) return null;
  return isMovementSource(actor.system) ? actor.system : hostReading(actor);
}

/** The scene's gravity flag; `normal` when unset or unknown. */
export function sceneGravity(scene: SceneLike | null): Gravity {
  const flags = scene?.flags?.[SYSTEM_ID] as { gravity?: unknown } | undefined;
  const gravity = flags?.gravity;
  return GRAVITIES.includes(gravity as Gravity) ? (gravity as Gravity) : "normal";
}

/** Converts band distances by a ratio. */
function scaleBands(bands: readonly MovementBand[], ratio: number): MovementBand[] {
  return bands.map(({ action, distance }) => ({ action, distance: distance * ratio }));
}

/**
 * The actor's movement profile with what tests added to its bands this movement history
 * (TestConsequence `allowance`, stored on the token: history.ts) in `modifiers[action]`, so the
 * ruler and the enforced limit show a sprint's metres at once, and the dice rolled this history
 * for an action's allowance (a Necromunda Charge's D3) in `rolled`.
 */
export function movementProfileOf(
  token: TokenLike,
  ruleset: Pick<Ruleset, "bands">,
  profile: MovementProfile,
): MovementProfile {
  const state = historyState(token, ruleset);
  const added = withAddedAllowance(profile, state.allowance);
  const rolled = state.rolled ?? {};
  return Object.keys(rolled).length ? { ...added, rolled: { ...profile.rolled, ...rolled } } : added;
}

/**
 * The turn's bands of an actor's system data, ruleset units: those the actor's statuses impose
 * (StatusesCapability.statusBands: a panicking team's panic speed) when any; else a vehicle's
 * (`system.kind` is `vehicle`) from BandsCapability.vehicleBands when the ruleset prices vehicles
 * apart (OpenD6 speed levels), everyone else's from movementBands.
 * @param statuses the actor's status ids (`Actor#statuses`); none when absent
 */
export function turnBands(
  ruleset: Pick<Ruleset, "bands" | "statuses">,
  system: unknown,
  profile: MovementProfile,
  context: MovementContext,
  statuses?: ReadonlySet<string>,
): MovementBand[] {
  const vehicle = (system as { kind?: unknown } | null)?.kind === "vehicle";
  return engineTurnBands(ruleset, vehicle ? "vehicle" : "character", profile, context, statuses);
}

/**
 * The token's allowance for the turn, or null when it has no actor with a movement profile.
 * Scene units Stride does not know are treated as the ruleset's own unit, flagged in
 * `unknownUnits` so the caller can warn (ruling 6).
 */
export function turnAllowance(token: TokenLike, ruleset: Ruleset, variant: string): TurnAllowance | null {
  const system = movementSourceOf(token.actor);
  if (!system) return null;
  // An actor of another ruleset's type is not measured by this one's numbers (data/actor/ruleset-types.ts);
  // a host's actor (read through its adapter) has the host's types.
  const type = (token.actor as { type?: unknown } | null | undefined)?.type;
  if (isMovementSource(token.actor?.system) && typeof type === "string" && !playsActorType(ruleset.id, type)) {
    notifyOnce(`foreign-type:${type}`, "warn", "STRIDE.ActorType.notMeasured", {
      type: game.i18n?.localize(`TYPES.Actor.${type}`) ?? type,
    });
    return null;
  }
  const units = token.parent?.grid.units ?? ruleset.unit;
  const unknownUnits = !isKnownUnit(units);
  const ratio = unknownUnits ? 1 : unitRatio(ruleset.unit, units);
  // The pace across rounds (opend6 chases: acceleration limits cap the bands), when the ruleset keeps one.
  const pace = paceContext(token, ruleset);
  // The scene's stored weather (opend6: a becalmed day holds ships still, § Sailing Ships).
  const weather = sceneWeather(token.parent);
  const context = {
    gravity: sceneGravity(token.parent),
    variant,
    ...(pace ? { pace } : {}),
    ...(weather ? { weather } : {}),
  };
  const profile = movementProfileOf(token, ruleset, system.movementProfile);
  const own: Record<string, MovementBand[]> = {};
  for (const spec of ruleset.actions) {
    const measured = spec.terrain && ruleset.bands.actionBands?.(spec.id, profile, context);
    if (measured) own[spec.id] = measured;
  }
  // A test that used the turn's movement action (TestConsequence `turnAction`: a dh2 jump or leap)
  // caps every band where it leaves the model (moves/turn-action.ts), ruleset units.
  const cap = spentActionCap(
    historyState(token, ruleset).spent ?? null,
    recordedCost((token as { movementHistory?: unknown }).movementHistory) / ratio,
  );
  const turn = capTurnBands(
    {
      bands: turnBands(ruleset, system, profile, context, token.actor?.statuses),
      flying:
        system.flyingSpeed > 0 && ruleset.bands.flyingBands
          ? ruleset.bands.flyingBands(system.flyingSpeed, context)
          : null,
      actions: own,
      variant,
      ratio: 1,
    },
    cap,
  );
  const bands = scaleBands(turn.bands, ratio);
  const flying = turn.flying && scaleBands(turn.flying, ratio);
  const actions: Record<string, MovementBand[]> = {};
  for (const [id, list] of Object.entries(turn.actions ?? {})) actions[id] = scaleBands(list, ratio);
  return { ruleset, variant, bands, flying, actions, ratio, unknownUnits };
}

/** The bands a movement action is measured against: its own (swimming), flying bands for `fly`, walking otherwise. */
export function bandsForAction(allowance: TurnAllowance, action: string | null | undefined): readonly MovementBand[] {
  return engineBandsForAction(allowance, action);
}

/**
 * Where a turn's movement stands: which band its cost reaches (the engine decides, in scene units
 * through the allowance's ratio).
 * @param cost the turn's movement cost so far, scene units
 * @param distance the turn's distance so far, scene units
 */
export function bandStanding(
  allowance: TurnAllowance,
  action: string | null | undefined,
  cost: number,
  distance: number,
): BandStanding {
  return engineBandStanding(allowance.ruleset.bands, allowance, action, cost, distance);
}

/** Each band's cost budget in scene units, halved-terrain rounding applied when `difficult` (shared array). */
export function bandBudgets(
  allowance: TurnAllowance,
  bands: readonly MovementBand[],
  difficult: boolean,
): readonly number[] {
  return engineBandBudgets(allowance.ruleset.bands, allowance, bands, difficult);
}

/** The most a move with this action may cost this turn, scene units. */
export function actionLimit(allowance: TurnAllowance, action: string | null | undefined, difficult: boolean): number {
  return engineActionLimit(allowance.ruleset.bands, allowance, action, difficult);
}

/** The turn's bands in the ruleset's unit, as the engine's drag decision reads them. */
export function rulesetBands(allowance: TurnAllowance): TurnBands {
  const toRuleset = (bands: readonly MovementBand[]) =>
    bands.map(({ action, distance }) => ({ action, distance: distance / allowance.ratio }));
  const actions = Object.fromEntries(Object.entries(allowance.actions).map(([id, bands]) => [id, toRuleset(bands)]));
  return {
    bands: toRuleset(allowance.bands),
    flying: allowance.flying && toRuleset(allowance.flying),
    actions,
    variant: allowance.variant,
    ratio: 1,
  };
}

/** Who is moving and under which rules. */
export interface MoverContext {
  readonly isGM: boolean;
  readonly enforcement: EnforcementMode;
  /** The token is a combatant of a started combat. */
  readonly inStartedCombat: boolean;
  /** Foundry's movement method (`dragging`, `keyboard`, `undo` …). */
  readonly method?: string;
}

/** The verdict on a move. */
export interface MoveVerdict {
  /** Let it happen. */
  readonly allowed: boolean;
  /** It goes beyond the allowance (a warning is due when allowed anyway). */
  readonly over: boolean;
  /** The most the move's action allows this turn, scene units. */
  readonly limit: number;
}

/** Whether moves of this mover are held to the allowance at all. */
export function isEnforced(mover: MoverContext): boolean {
  return mover.enforcement !== "off" && mover.inStartedCombat && !mover.isGM && mover.method !== "undo";
}

/**
 * Judges a move: allowed unless enforcement is `block`, the mover is a player in a started
 * combat, and the turn's movement goes beyond what the action allows (the engine's withinLimit:
 * its cost, and through halved terrain its distance against the clear allowance too). Undo is
 * always allowed, so it gives spent movement back. `limit` is the cost budget, or the clear
 * allowance when it is the distance that went past it.
 * @param cost the turn's total movement cost with this move, scene units
 * @param distance the turn's total distance with this move, scene units
 */
export function judgeMove(
  mover: MoverContext,
  allowance: TurnAllowance,
  action: string | null | undefined,
  cost: number,
  distance: number,
): MoveVerdict {
  const budget = actionLimit(allowance, action, cost > distance + COST_EPSILON);
  const clear = actionLimit(allowance, action, false);
  const limit = cost <= budget + COST_EPSILON && distance > clear + COST_EPSILON ? clear : budget;
  if (!isEnforced(mover)) return { allowed: true, over: false, limit };
  const over = !engineWithinLimit(allowance.ruleset.bands, allowance, action, cost, distance);
  return { allowed: !(over && mover.enforcement === "block"), over, limit };
}
