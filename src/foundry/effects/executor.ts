/**
 * The executor: carries out the effects the engine decided (src/rules/effects.ts) with the
 * permission each needs. It runs on the client that decided them: the active GM's, which may do
 * everything, or, with no GM connected, the acting user's, which posts tests and notices and
 * changes only the documents its user owns; what it may not do is counted, never sent anywhere.
 * A player's client never hands a list of effects to the GM: the GM decides from the documents
 * (hooks/move-token.ts, requests.ts).
 * @module
 */
import type { DistanceUnit, Effect, LiftUsedEffect, Notice, VehicleDamageChanges } from "../../rules";
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { postCollisionNotice, postTerrainNotice } from "../chat/collision-notice";
import { postFallCard } from "../chat/fall-card";
import { postCollisionCard } from "../chat/collision-card";
import { DISPLACE_ACTION, LIFT_BEHAVIOR_TYPE, SYSTEM_ID, TERRAIN_BEHAVIOR_TYPE } from "../constants";
import { tokenHistoryKey } from "../data/token-history";
import { keepRecord, keptCopies, type KeptToken } from "../data/gm-kept";
import { activeRuleset } from "../settings";
import { activeHost, hostConditionWriter, hostVehicleDamageWriter, type HostWritable } from "../hosts";
import { frameOf, topLeftAt, type Frame, type GridLike } from "../snapshot";

/** The parts of a combat a turn mark reads. */
export interface TurnCombat {
  readonly id?: string | null;
  readonly round: number;
  readonly turn?: number | null;
  readonly started?: boolean;
}

/** The parts of a TokenDocument the executor reads and calls (pixels; elevation in scene units). */
export interface ExecutorToken {
  readonly id: string | null;
  readonly uuid: string;
  readonly name?: string | null;
  readonly width: number;
  readonly height: number;
  readonly isOwner?: boolean;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  readonly actor:
    | (CardActor & {
        readonly system: unknown;
        /** Document#update (the module writes a host actor's wounds and Fatigue through it). */
        update?(data: object): Promise<unknown>;
        /** Document#setFlag (the module keeps a host actor's counters in its flags). */
        setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
      })
    | null;
  readonly combatant?: { readonly combat?: TurnCombat | null } | null;
  /** TokenDocument#move (v13). */
  move?(waypoints: { x: number; y: number; elevation?: number; action: string }[], options?: object): Promise<unknown>;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** What an actor data model offers to take damage and Fatigue (dh2 characters: character-model.ts). */
export interface ActorCondition {
  /** Takes `damage` from the actor's wounds. */
  applyWounds(damage: number): Promise<unknown>;
  /** Adds `levels` levels of Fatigue. */
  applyFatigue(levels: number): Promise<unknown>;
}

/** What an actor data model offers to keep counters (the OpenD6 character: d6-character-model.ts). */
export interface CounterKeeper {
  /** Sets counter `counter` to `value` (whole, ≥ 0); unknown counters are ignored. */
  setCounter(counter: string, value: number): Promise<unknown>;
}

/** What a vehicle actor's data model offers to take a collision card's damage (d6-vehicle-model.ts). */
export interface CollisionDamageTaker {
  applyCollisionDamage(changes: VehicleDamageChanges): Promise<unknown>;
}

/** The parts of a RegionBehavior the executor changes. */
export interface ExecutorBehavior {
  readonly type: string;
  readonly disabled?: boolean;
  update?(data: object): Promise<unknown>;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** The parts of a RegionDocument the executor reads. */
export interface ExecutorRegion {
  readonly id?: string | null;
  readonly behaviors: Iterable<ExecutorBehavior>;
}

/** The parts of a Scene the executor reads. */
export interface ExecutorScene {
  readonly id?: string | null;
  readonly grid: GridLike;
  readonly tokens: Iterable<ExecutorToken>;
  readonly regions?: Iterable<ExecutorRegion>;
}

/** Where and as whom effects are carried out. */
export interface ExecutionContext {
  readonly scene: ExecutorScene;
  /** The ruleset's unit: the unit of every distance in the effects. */
  readonly unit: DistanceUnit;
  /** The current user is a GM: everything runs here. */
  readonly isGM: boolean;
  /**
   * An active GM is connected (Users#activeGM): a player's client then makes no forced move, since
   * the GM's automation takes a `displace` as forced only when a GM made it (effects/finished-move.ts);
   * the GM's client makes it from the documents (effects/reported-roll.ts).
   */
  readonly gmConnected?: boolean;
}

/** What the executor did. */
export interface ExecutionReport {
  /** Effects carried out here. */
  readonly done: number;
  /** Effects this user may not carry out (other users' documents, regions): only a GM can. */
  readonly needsGM: number;
  /** Effects that could not be carried out (missing token or actor, an error). */
  readonly skipped: number;
  /**
   * Forced moves a player's client left because a GM is connected (the GM's client makes forced
   * moves, so they are forced: effects/finished-move.ts); absent when none.
   */
  readonly gmMoves?: number;
}

/** A token of the scene by id. */
function tokenOf(scene: ExecutorScene, id: string): ExecutorToken | undefined {
  for (const token of scene.tokens) if (token.id === id) return token;
  return undefined;
}

/** A region of the scene by id. */
function regionOf(scene: ExecutorScene, id: string): ExecutorRegion | undefined {
  for (const region of scene.regions ?? []) if (region.id === id) return region;
  return undefined;
}

/** The record a token's turn marks are kept under (data/gm-kept.ts): the turn they belong to and the marks. */
const TURN_MARKS = "turnMarks";

/**
 * The key of the token's current movement history period (its turn, or the round when the active
 * ruleset's history spans it: BandsCapability.history), or null outside a combat.
 */
function currentTurn(token: Pick<ExecutorToken, "combatant">): string | null {
  return tokenHistoryKey(token, activeRuleset());
}

/**
 * A token's marks this turn ({@link TurnMarkEffect}), read for the engine: the kept marks
 * (data/gm-kept.ts: a GM's client reads only those its GM side kept on the scene; a player's
 * client adds its token's own) that belong to the token's current history period (turn or round).
 * Outside a combat nothing is remembered.
 */
export function turnMarksOf(token: Pick<ExecutorToken, "flags" | "combatant"> & KeptToken): string[] {
  const turn = currentTurn(token);
  if (turn === null) return [];
  const marks = new Set<string>();
  for (const stored of keptCopies(token, TURN_MARKS) as { turn?: unknown; marks?: unknown }[]) {
    if (stored.turn !== turn || !Array.isArray(stored.marks)) continue;
    for (const m of stored.marks) if (typeof m === "string") marks.add(m);
  }
  return [...marks];
}

/** Whether this client may change a token (move it, write its flags). */
function mayChange(token: ExecutorToken, context: ExecutionContext): boolean {
  return context.isGM || token.isOwner === true;
}

/** Posts a notice, resolving its token ids to names and the mover's actor. */
async function postNotice(notice: Notice, scene: ExecutorScene): Promise<boolean> {
  const mover = tokenOf(scene, notice.mover);
  const speaker = { name: mover?.name ?? "", actor: mover?.actor ?? null };
  if (notice.kind === "vehicleCollision") {
    await postCollisionNotice(speaker, { name: tokenOf(scene, notice.other)?.name ?? "" }, notice.collision);
  } else {
    const fallers = notice.fallers.map((id) => tokenOf(scene, id)?.name ?? "");
    await postTerrainNotice(speaker, notice.collision, fallers);
  }
  return true;
}

/** Switches a region's terrain behaviors off or on; GM only. */
async function setRegionDisabled(region: ExecutorRegion, disabled: boolean): Promise<void> {
  for (const behavior of region.behaviors) {
    if (behavior.type === TERRAIN_BEHAVIOR_TYPE && (behavior.disabled === true) !== disabled) {
      await behavior.update?.({ disabled });
    }
  }
}

/** Records the round a lift moved in on its behavior's flag (read back by the snapshot); GM only. */
async function markLiftUsed(region: ExecutorRegion, effect: LiftUsedEffect): Promise<void> {
  for (const behavior of region.behaviors) {
    if (behavior.type === LIFT_BEHAVIOR_TYPE) await behavior.setFlag?.(SYSTEM_ID, "usedRound", effect.round);
  }
}

/** Adds a turn mark to the token's kept marks (on the scene from a GM's client: data/gm-kept.ts). */
async function addTurnMark(token: ExecutorToken, mark: string): Promise<boolean> {
  const turn = currentTurn(token);
  if (turn === null) return false;
  const marks = turnMarksOf(token);
  if (!marks.includes(mark)) marks.push(mark);
  return keepRecord(token, TURN_MARKS, { turn, marks });
}

/** A move effect as Foundry waypoints: the top-left corner (pixels) and elevation (scene units). */
function waypointOf(effect: Extract<Effect, { type: "move" }>, token: ExecutorToken, frame: Frame) {
  const at = topLeftAt(effect.to, token, frame);
  return {
    ...at,
    ...(effect.elevation !== undefined ? { elevation: effect.elevation / frame.ratio } : {}),
    action: DISPLACE_ACTION,
  };
}

/**
 * The one writer of a collision's damage on a vehicle actor: its data model's `applyCollisionDamage`,
 * else (in the module) the host adapter's fields; null when neither takes it.
 */
export function vehicleDamageWriter(
  actor: HostWritable,
  changes: VehicleDamageChanges,
): (() => Promise<unknown>) | null {
  const system = actor.system as Partial<CollisionDamageTaker> | null | undefined;
  const apply = system?.applyCollisionDamage;
  if (typeof apply === "function") return () => apply.call(system, changes);
  const host = activeHost();
  return host ? hostVehicleDamageWriter(actor, host.writes, changes) : null;
}

/**
 * Carries out one effect here, or says it must go to the GM (`remote`), or that it is a forced move
 * this player's client leaves to the connected GM's (`gm`).
 * @returns `done`, `remote`, `gm` or `skipped`
 */
async function executeOne(
  effect: Effect,
  context: ExecutionContext,
  frame: Frame,
): Promise<"done" | "remote" | "gm" | "skipped"> {
  const { scene } = context;
  switch (effect.type) {
    case "test": {
      const token = tokenOf(scene, effect.model);
      if (!token?.actor) return "skipped";
      await postMovementTest(token.actor, effect.call, token);
      return "done";
    }
    case "notice":
      return (await postNotice(effect.notice, scene)) ? "done" : "skipped";
    case "fallCard": {
      const token = tokenOf(scene, effect.model);
      if (!token?.actor) return "skipped";
      await postFallCard(token.actor, effect, token);
      return "done";
    }
    case "move": {
      const token = tokenOf(scene, effect.model);
      if (!token?.move) return "skipped";
      if (!mayChange(token, context)) return "remote";
      if (!context.isGM && context.gmConnected === true) return "gm";
      await token.move([waypointOf(effect, token, frame)]);
      return "done";
    }
    case "status": {
      const actor = tokenOf(scene, effect.model)?.actor;
      if (!actor?.toggleStatusEffect) return "skipped";
      if (!context.isGM && !actor.isOwner) return "remote";
      await actor.toggleStatusEffect(effect.status, { active: effect.active });
      return "done";
    }
    case "turnMark": {
      const token = tokenOf(scene, effect.model);
      if (!token) return "skipped";
      if (!mayChange(token, context)) return "remote";
      return (await addTurnMark(token, effect.mark)) ? "done" : "skipped";
    }
    case "wounds":
    case "fatigue": {
      // The actor's data model takes it (character-model.ts applyWounds, applyFatigue); in the module
      // the host does (hosts.ts hostConditionWriter: its own method where it has one, else its fields):
      // the owner's client, or the active GM's for an actor this user does not own.
      const actor = tokenOf(scene, effect.model)?.actor;
      const system = actor?.system as Partial<ActorCondition> | null | undefined;
      const apply = effect.type === "wounds" ? system?.applyWounds : system?.applyFatigue;
      const amount = effect.type === "wounds" ? effect.damage : effect.levels;
      const host = activeHost();
      const write =
        typeof apply === "function"
          ? () => apply.call(system, amount)
          : actor && host
            ? hostConditionWriter(actor, host.writes, effect.type, amount)
            : null;
      if (!actor || !write) return "skipped";
      if (!context.isGM && !actor.isOwner) return "remote";
      await write();
      return "done";
    }
    case "setCounter": {
      // The actor's data model keeps it (d6-character-model.ts setCounter), as wounds above; in the
      // module a host actor's flags do (the host adapters read `flags.<module>.<counter>` back).
      const actor = tokenOf(scene, effect.model)?.actor;
      const keeper = actor?.system as Partial<CounterKeeper> | null | undefined;
      const setCounter = keeper?.setCounter;
      const write =
        typeof setCounter === "function"
          ? () => setCounter.call(keeper, effect.counter, effect.value)
          : activeHost() && actor?.setFlag
            ? () => actor.setFlag!(SYSTEM_ID, effect.counter, effect.value)
            : null;
      if (!actor || !write) return "skipped";
      if (!context.isGM && !actor.isOwner) return "remote";
      await write();
      return "done";
    }
    case "collisionCard": {
      // Rolled and posted here, spoken by the mover (chat/collision-card.ts), like a test card.
      const mover = tokenOf(scene, effect.mover);
      if (!mover?.actor) return "skipped";
      const sides = effect.sides.flatMap((side) => {
        const token = tokenOf(scene, side.model);
        return token?.actor ? [{ token, request: side.request }] : [];
      });
      const other = effect.other === null ? null : (tokenOf(scene, effect.other)?.name ?? "");
      await postCollisionCard(mover, { against: effect.against, other, sides });
      return "done";
    }
    case "vehicleDamage": {
      // The vehicle actor's data model writes it (d6-vehicle-model.ts applyCollisionDamage), as wounds
      // above; in the module a host vehicle's fields do (hosts.ts hostVehicleDamageWriter).
      const actor = tokenOf(scene, effect.model)?.actor;
      const write = actor ? vehicleDamageWriter(actor, effect.changes) : null;
      if (!actor || !write) return "skipped";
      if (!context.isGM && !actor.isOwner) return "remote";
      await write();
      return "done";
    }
    case "disableRegion":
    case "enableRegion":
    case "liftUsed": {
      const region = regionOf(scene, effect.region);
      if (!region) return "skipped";
      if (!context.isGM) return "remote";
      if (effect.type === "liftUsed") await markLiftUsed(region, effect);
      else await setRegionDisabled(region, effect.type === "disableRegion");
      return "done";
    }
  }
}

/**
 * Carries out effects in order, as far as this client may. Each effect is guarded: one that fails
 * is logged and counted as skipped, and the others still run.
 */
export async function executeEffects(effects: readonly Effect[], context: ExecutionContext): Promise<ExecutionReport> {
  const frame = frameOf(context.scene.grid, context.unit);
  let done = 0;
  let needsGM = 0;
  let skipped = 0;
  let gmMoves = 0;
  for (const effect of effects) {
    let outcome: "done" | "remote" | "gm" | "skipped";
    try {
      outcome = await executeOne(effect, context, frame);
    } catch (error) {
      console.error(`${SYSTEM_ID} | effect ${effect.type}`, error);
      outcome = "skipped";
    }
    if (outcome === "done") done++;
    else if (outcome === "remote") needsGM++;
    else if (outcome === "gm") gmMoves++;
    else skipped++;
  }
  return gmMoves > 0 ? { done, needsGM, skipped, gmMoves } : { done, needsGM, skipped };
}
