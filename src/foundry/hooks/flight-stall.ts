/**
 * The `combatTurnChange` hook (v13: fires on all clients after the Combat's turn changed,
 * https://foundryvtt.com/api/functions/hookEvents.combatTurnChange.html, `(combat, prior, current)`):
 * on the active GM's client only, the combatant whose turn just ended is checked as a flyer that
 * must keep moving (dh2-movement.md § Flying Movement). Its token's `movementHistory` holds this
 * turn's moves (v13 clears it when the combatant's turn starts: Combat#_clearMovementHistoryOnStartTurn,
 * documents/combat.ts); the actor's data model asks the engine (dh2 `flyerFallEffects`) and the
 * executor posts the fall card. The actor lands (`system.altitude`), so the fall happens once. A
 * change of altitude from the token HUD that turn counts as its Movement action (§ Altitude: a Full
 * Move or more changes the level; the levels are kept with the turn's history, data/token-history.ts).
 * @module
 */
import type { Effect, MovementHistorySpan } from "../../rules";
import { historyKey, historySpan, storedState } from "../data/token-history";
import { activeRuleset } from "../settings";
import { runEffects } from "../effects/run";
import type { ExecutorScene } from "../effects/executor";
import { guardAsync } from "../notify";
import { fallingDamageFormula } from "../settings";

/** A turn state of the hook (CombatHistoryData: round, turn, combatantId …). */
export interface TurnState {
  readonly round?: number | null;
  readonly turn?: number | null;
  readonly combatantId?: string | null;
}

/** The actor data model's part read here (character-model.ts flightStall). */
interface StallSource {
  flightStall(model: string, moved: boolean, formula: string): { position: string | null; effects: Effect[] };
}

/** The parts of a Combat read here. */
export interface StallCombat {
  readonly id?: string | null;
  readonly started?: boolean;
  readonly combatants: { get(id: string): StallCombatant | undefined };
}

/** The parts of a Combatant read here. */
export interface StallCombatant {
  readonly token?: {
    readonly id: string | null;
    readonly movementHistory?: readonly unknown[];
    readonly flags?: Record<string, Record<string, unknown> | undefined>;
    readonly parent: ExecutorScene | null;
    readonly actor?: { readonly system: unknown; update(data: object): Promise<unknown> } | null;
  } | null;
}

/** What the check uses besides the combat (tests pass their own). */
export interface StallDeps {
  /** This client is the active GM's. */
  readonly isActiveGM: boolean;
  readonly formula: () => string;
  readonly run: (effects: readonly Effect[], scene: ExecutorScene, cause: string) => Promise<unknown>;
  /** How long the ruleset's movement history lasts (BandsCapability.history); `turn` when absent. */
  readonly span?: MovementHistorySpan;
}

const hasStall = (system: unknown): system is StallSource =>
  typeof (system as Partial<StallSource> | null)?.flightStall === "function";

/** Whether the turn went forward (a rewind or the same turn is not a turn's end). */
function forward(prior: TurnState, current: TurnState): boolean {
  const [pr, pt, cr, ct] = [prior.round ?? 0, prior.turn ?? 0, current.round ?? 0, current.turn ?? 0];
  return cr > pr || (cr === pr && ct > pt);
}

/**
 * Checks the combatant whose turn ended as a stalled flyer and carries out what the engine decides.
 * @returns the effects run, or null when nothing was checked
 */
export async function checkFlightStall(
  combat: StallCombat,
  prior: TurnState,
  current: TurnState,
  deps: StallDeps,
): Promise<readonly Effect[] | null> {
  if (!deps.isActiveGM || !combat.started || !prior.combatantId || !forward(prior, current)) return null;
  const token = combat.combatants.get(prior.combatantId)?.token;
  const actor = token?.actor;
  if (!token?.id || !token.parent || !actor || !hasStall(actor.system)) return null;
  // The turn just ended: its history key, with the combat's id, round and turn before the change.
  const ended = historyKey(
    { id: combat.id ?? null, round: prior.round ?? 0, turn: prior.turn ?? 0 },
    deps.span ?? "turn",
  );
  const changedAltitude = ended !== null && (storedState(token, ended).altitudeLevels ?? 0) > 0;
  const moved = (token.movementHistory?.length ?? 0) > 0 || changedAltitude;
  const decided = actor.system.flightStall(token.id, moved, deps.formula());
  if (decided.position !== null) await actor.update({ "system.altitude": decided.position });
  if (decided.effects.length) await deps.run(decided.effects, token.parent, token.id);
  return decided.effects;
}

/** The hook handler. Never throws into Foundry. */
export function combatTurnChange(combat: StallCombat, prior: TurnState, current: TurnState): void {
  void guardAsync("flight stall", null, () =>
    checkFlightStall(combat, prior, current, {
      isActiveGM: game.users?.activeGM?.isSelf === true,
      formula: () => fallingDamageFormula(),
      run: runEffects,
      span: historySpan(activeRuleset()),
    }),
  );
}
