/**
 * The `moveToken` and `stopToken` hooks. `moveToken` fires on every client after each piece of a
 * movement with the user who moved the token, as the server gives it
 * (https://foundryvtt.com/api/functions/hookEvents.moveToken.html); `stopToken` fires when a
 * movement is stopped at a checkpoint with waypoints still pending
 * (https://foundryvtt.com/api/functions/hookEvents.stopToken.html).
 *
 * One client decides what a finished movement sets off: the active GM's, from its own copy of the
 * documents (snapshot the scene → ask the engine → carry the effects out), so a player's client
 * never tells the GM what to do. With no GM connected the mover's own client decides, and does
 * only what its user may. An undo reverts what the undone move set off, from the record the
 * deciding client kept: the GM keeps it on the scene, where players cannot write.
 * @module
 */
import {
  finishedMoveEffects,
  pastAllowance,
  revertEffects,
  undoEffects,
  type Effect,
  type FinishedMove,
  type MoveRevert,
  type Ruleset,
} from "../../rules";
import { SYSTEM_ID } from "../constants";
import { executeEffects, type ExecutionReport, type ExecutorScene } from "../effects/executor";
import {
  blockedChange,
  finishedMove,
  trustedUndo,
  groundConditions,
  stoppedMovement,
  wholeMovement,
  type MovedToken,
  type MovementData,
  type WholeMovement,
} from "../effects/finished-move";
import {
  actionRollInFlight,
  pendingActionRoll,
  rollForAction,
  type ActionRoller,
  type ActionRollToken,
} from "../movement/action-roll";
import { guard, guardAsync, notifyOnce } from "../notify";
import { activeRuleset, activeVariant, enforcementMode } from "../settings";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import { isBandStatus, undoStatusEffects } from "../effects/undo-statuses";

/** The flag holding, per token, what an undo of its last moves reverts. */
export const UNDO_FLAG = "undo";

/** The most moves of one token whose consequences an undo can revert. */
const MAX_UNDO = 5;

/** The moved token's scene, with what the hook writes. */
type HookScene = NonNullable<MovedToken["parent"]> &
  SceneLike &
  ExecutorScene & {
    readonly flags?: Record<string, Record<string, unknown> | undefined>;
    update?(data: object): Promise<unknown>;
  };

/** The moved token, with what the hook reads and writes. */
type HookToken = MovedToken & {
  readonly parent: HookScene | null;
  /** Waypoints of the recorded movement history, each with its movement's id (v13 TokenMeasuredMovementWaypoint). */
  readonly movementHistory?: readonly {
    readonly movementId?: unknown;
    readonly x?: number;
    readonly y?: number;
    readonly elevation?: number;
  }[];
  /** The token's current movement (v13 TokenDocument#movement), read when it is stopped. */
  readonly movement?: (MovementData & { readonly user?: unknown }) | null;
};

/** The user a hook names, as read here. */
type HookUser = { readonly id?: string | null; readonly isSelf?: boolean; readonly isGM?: boolean } | null | undefined;

/** What an undo of one move needs, as kept by the deciding client. */
export interface UndoRecord extends MoveRevert {
  /** The ids of the movement's pieces: the record belongs to the undo that takes them all out of the history. */
  readonly movementIds: readonly string[];
  /** How many older moves' records were dropped before this one (only the last {@link MAX_UNDO} are kept). */
  readonly earlier?: number;
}

/**
 * Whether this client decides what a movement by `mover` sets off: the active GM's client, or the
 * mover's own when no GM is connected.
 */
export function decidesHere(mover: HookUser): boolean {
  const gm = game.users?.activeGM;
  if (gm) return gm.isSelf === true;
  return mover?.isSelf ?? (!!mover?.id && mover.id === game.user?.id);
}

/** Where the deciding client keeps a token's undo records: the scene for a GM, else the token. */
function undoStore(document: HookToken) {
  const onScene = game.user?.isGM === true;
  const id = document.id ?? "";
  return {
    read(): UndoRecord[] {
      const stored = onScene
        ? (document.parent?.flags?.[SYSTEM_ID]?.[UNDO_FLAG] as Record<string, unknown> | undefined)?.[id]
        : document.flags?.[SYSTEM_ID]?.[UNDO_FLAG];
      return Array.isArray(stored) ? (stored as UndoRecord[]) : [];
    },
    async write(records: UndoRecord[]): Promise<void> {
      if (onScene) await document.parent?.update?.({ [`flags.${SYSTEM_ID}.${UNDO_FLAG}.${id}`]: records });
      else if (document.isOwner) await document.setFlag?.(SYSTEM_ID, UNDO_FLAG, records);
    },
  };
}

/** Carries out effects as this user, warning once when some need a GM that is not connected. */
async function carry(effects: readonly Effect[], document: HookToken, ruleset: Ruleset): Promise<ExecutionReport> {
  const report = await executeEffects(effects, {
    scene: document.parent!,
    unit: ruleset.unit,
    isGM: game.user?.isGM === true,
  });
  if (report.needsGM > 0) notifyOnce("needsGM", "warn", "STRIDE.Socket.needsGM");
  return report;
}

/**
 * The last {@link MAX_UNDO} records; the oldest kept one counts the moves dropped before it
 * (`earlier`), so the undo that reaches it can say their consequences stay.
 */
function keepLast(records: UndoRecord[]): UndoRecord[] {
  if (records.length <= MAX_UNDO) return records;
  const dropped = records.slice(0, -MAX_UNDO);
  const kept = records.slice(-MAX_UNDO);
  const earlier = dropped.reduce((n, r) => n + 1 + (r.earlier ?? 0), kept[0]!.earlier ?? 0);
  return [{ ...kept[0]!, earlier }, ...kept.slice(1)];
}

/** Carries out a finished movement's effects and keeps how to undo them. */
async function carryOut(
  document: HookToken,
  movementIds: readonly string[],
  effects: Effect[],
  before: ReturnType<typeof sceneSnapshot>,
  ruleset: Ruleset,
) {
  // Band statuses are worked out again at an undo (effects/undo-statuses.ts), so they are not listed as not reverted.
  const revertible = effects.filter((e) => !isBandStatus(e, ruleset));
  if (revertible.length && movementIds.length) {
    const revert = revertEffects(before, revertible, document.id ?? undefined);
    if (revert.effects.length || revert.notReverted.length) {
      const store = undoStore(document);
      await store.write(keepLast([...store.read(), { ...revert, movementIds }]));
    }
  }
  if (!effects.length) return null;
  return carry(effects, document, ruleset);
}

/**
 * Reverts what the undone move set off, and says what it could not revert. Band statuses the
 * history no longer reaches once Foundry reverted the move are cleared (shadowrun: back under Walk,
 * no longer Running), whether or not the move left anything else to revert. A record whose
 * movement is still in the history belongs to an earlier move: the undone one set off nothing.
 */
async function undo(document: HookToken, ruleset: Ruleset): Promise<number> {
  if (!document.parent) return 0;
  const statuses = undoStatusEffects(document, ruleset, activeVariant(ruleset));
  if (statuses.length) await carry(statuses, document, ruleset);
  const store = undoStore(document);
  const records = store.read();
  const last = records.at(-1);
  const kept = new Set((document.movementHistory ?? []).map((w) => w.movementId));
  if (!last || last.movementIds.some((id) => kept.has(id))) return statuses.length;
  await store.write(records.slice(0, -1));
  const { effects, movedSince } = undoEffects(
    sceneSnapshot(document.parent, ruleset.unit, { ruleset, mover: document }),
    last,
  );
  if (effects.length) await carry(effects, document, ruleset);
  if (last.notReverted.length) {
    const kinds = game
      .i18n!.getListFormatter()
      .format(last.notReverted.map((k) => game.i18n!.localize(`STRIDE.Combat.undoKind.${k}`)));
    ui.notifications?.info(game.i18n!.format("STRIDE.Combat.undoNotReverted", { kinds }));
  }
  if (records.length === 1 && (last.earlier ?? 0) > 0) {
    ui.notifications?.info(game.i18n!.format("STRIDE.Combat.undoEarlier", { count: String(last.earlier) }));
  }
  if (movedSince.length) {
    const tokens = [...document.parent.tokens];
    const names = game
      .i18n!.getListFormatter()
      .format(movedSince.map((id) => tokens.find((t) => t.id === id)?.name ?? id));
    ui.notifications?.info(game.i18n!.format("STRIDE.Combat.undoMovedSince", { names }));
  }
  return statuses.length + effects.length;
}

/**
 * Tells the GM when a player's move in a started combat went past the turn's allowance while
 * enforcement is `block`: the drag holds such a move on the mover's own client, so one past it
 * comes from a client that did not. The GM decides what to do (undo it from the token's history).
 */
function reportPastAllowance(document: HookToken, move: FinishedMove, mover: HookUser, ruleset: Ruleset): void {
  if (!move.summary || !move.inCombat || mover?.isGM === true || enforcementMode() !== "block") return;
  const past = pastAllowance(move.summary);
  if (past <= 0) return;
  const distance = `${past.toFixed(1)} ${ruleset.unit}`;
  console.warn(
    `${SYSTEM_ID} | ${document.name ?? document.id} moved ${distance} past the allowance (user ${mover?.id ?? "?"})`,
  );
  if (game.user?.isGM) {
    ui.notifications?.warn(game.i18n.format("STRIDE.Combat.pastAllowance", { name: document.name ?? "", distance }));
  }
}

/** Decides what a whole movement sets off and carries it out (asynchronously). */
function decide(
  document: HookToken,
  movement: MovementData,
  whole: WholeMovement,
  ruleset: Ruleset,
  mover: HookUser,
): number {
  const snapshot = sceneSnapshot(document.parent!, ruleset.unit, { ruleset, mover: document });
  // A player's waypoints carry the terrain its own client worked out: the GM reads the ground from the scene.
  const ground = game.user?.isGM === true && mover?.isGM !== true;
  const path = ground ? groundConditions(document, whole, snapshot, ruleset.unit) : whole;
  const move = finishedMove(document, movement, path, ruleset, activeVariant(ruleset), mover);
  reportPastAllowance(document, move, mover, ruleset);
  const effects = finishedMoveEffects(snapshot, move, ruleset);
  const ids = [...(movement.chain ?? []), ...(movement.id ? [movement.id] : [])];
  void guardAsync("move consequences", null, () => carryOut(document, ids, effects, snapshot, ruleset));
  return effects.length;
}

/**
 * Decides and carries out what a finished movement sets off, on the deciding client only
 * ({@link decidesHere}), once per whole movement (Foundry fires the hook once per piece when
 * regions split the move).
 * @param user the user who moved the token, as the server gives it
 * @returns the number of effects decided (0 on other clients, on pieces before the last, and on error)
 */
export function moveToken(document: HookToken, movement: MovementData, _operation: unknown, user: HookUser): number {
  return guard("move consequences", 0, () => {
    if (!document.parent || !decidesHere(user)) return 0;
    const ruleset = activeRuleset();
    const whole = wholeMovement(movement, { x: document.x, y: document.y, elevation: document.elevation ?? 0 });
    // A player's undo that does not go back to where a recorded move started is decided as a move.
    if (movement.method === "undo" && (!whole || trustedUndo(document, whole, user))) {
      void guardAsync("undo consequences", 0, () => undo(document, ruleset));
      return 0;
    }
    if (!whole) return 0;
    // A Charge nobody rolled for (its D3, MovementActionSpec.roll): the GM's client rolls and keeps it
    // first; a roll this client is making already (a drag start, a player's request) is awaited.
    const action = whole.waypoints.at(-1)?.action;
    const rollToken = document as unknown as ActionRollToken;
    const inFlight = game.user?.isGM === true ? actionRollInFlight(rollToken) : null;
    const roller = rollerFor;
    const pending = () => typeof action === "string" && pendingActionRoll(rollToken, ruleset, action) !== null;
    if (game.user?.isGM === true && (inFlight || (roller && pending()))) {
      void guardAsync("action roll", 0, async () => {
        await inFlight;
        if (roller && pending()) await rollForAction(rollToken, ruleset, roller(document), action);
        return decide(document, movement, whole, ruleset, user);
      });
      return 0;
    }
    return decide(document, movement, whole, ruleset, user);
  });
}

/** How the GM's client rolls a move's action dice (canvas/placeables/token.ts actionRollerFor, set in `init`). */
let rollerFor: ((document: HookToken) => ActionRoller) | null = null;

/**
 * Sets how the GM's client rolls the dice of a move's action nobody rolled for (a Necromunda Charge's
 * D3, movement/action-roll.ts) before deciding the move; null: it decides with the ruleset's default.
 */
export function setMoveActionRoller(roller: ((document: HookToken) => ActionRoller) | null): void {
  rollerFor = roller;
}

/**
 * Decides what a movement stopped at a checkpoint sets off, as far as it went (a region behavior
 * such as Teleport Token stopped it with waypoints pending), and forgets the rest of its path.
 * @returns the number of effects decided
 */
export function stopToken(document: HookToken): number {
  return guard("stopped move consequences", 0, () => {
    const movement = document.movement;
    if (!document.parent || !movement) return 0;
    const mover = typeof movement.user === "string" ? game.users?.get(movement.user) : (movement.user as HookUser);
    if (!decidesHere(mover)) return 0;
    const whole = stoppedMovement(movement);
    return whole ? decide(document, movement, whole, activeRuleset(), mover) : 0;
  });
}

/**
 * The `preUpdateToken` hook on the moving client: reports on the token where walls cut this
 * client's drag short, for the deciding client (effects/finished-move.ts blockedChange).
 */
export function preUpdateToken(document: HookToken, changes: Record<string, unknown>): void {
  guard("blocked report", false, () => blockedChange(document, changes));
}
