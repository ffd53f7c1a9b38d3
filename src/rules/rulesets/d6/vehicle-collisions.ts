/**
 * OpenD6 collisions, end to end (d6-movement.txt § Vehicle Damage, § Speed Damage
 * Modifier, § Collision Damage Modifier, § Vehicle & Passenger Damage, § Crew & Passenger Injuries,
 * § Ramming & Sideswiping Vehicles, § Targeting the Creatures; rulings 10 and 12): a vehicle's
 * finished move → one collision card per contact; each side's damage dice and the vehicle's
 * resistance (Toughness + armour) rolled; the damage level with the escalation rule; what Apply
 * changes on the vehicle. Pure; the adapter rolls and writes.
 *
 * Stride readings (shown on the card, docs/user-guide.md § OpenD6 vehicles):
 * - Both totals are Wild Die rolls (ruling 10: the text rolls the damage as an attack's damage and
 *   calls the resistance total a roll); a Wild Die's first 1 is noted on the card and still counts.
 * - Toughness and armour roll as one code (their pips added), as a character's skill and
 *   attribute do; a vehicle with neither resists with 0.
 * - The effect that applies is the resulting level's when the escalation raised it, else the hit's
 *   own (a Very Light hit on a Heavily damaged vehicle takes no second Heavy loss).
 * - A token run into is something yielding (−1D, added to a sideswipe); the text gives the
 *   creature's own injury no rule, so the card damages the vehicle only.
 * - Destroyed: the top speed drops to stopped (it never operates again).
 * @module
 */
import type {
  CardText,
  CollisionApplication,
  CollisionMove,
  CollisionOutcome,
  CollisionSideDescription,
  PanicEntry,
  SceneWeather,
  StatusTurnStart,
} from "../../capabilities";
import type { CollisionRequest, CollisionSide, Effect } from "../../effects";
import type { ModelSnapshot, SceneSnapshot } from "../../scene";
import type { MovementBand, MovementProfile } from "../../types";
import { scaleValue, vehicleKindOf } from "./snapshot-vehicle";
import { formatSkillCode, wildDieFormula, wildDieTotal } from "../../dice/wild-die";
import { checkSceneSnapshot, findModel } from "../../scene/check";
import { amount, input, list, own, points, show } from "../../geometry/validate";
import { pipsCode, readMove } from "./profile";
import { worstTerrain } from "./tests";
import { contactsOf, snapshotSpeed } from "./vehicle-contacts";
import { dailyWind, PANIC, PANIC_ACTION, statusBands } from "./vehicle-crew";
import { windBlows } from "./sailing";
import { lostControlTurnStart, movedLevel, VEHICLE_COUNTERS } from "./vehicle-drive";
import { buildVehicleTest, LOST_CONTROL, VEHICLE_ACTIONS } from "./vehicle-ruleset";
import { scaleOf, strikeRequest } from "./vehicle-strike";
import { creatureMoveOf } from "./vehicle-team";
import {
  COLLISION_SITUATION_DICE,
  COLLISION_SITUATIONS,
  DAMAGE_LEVELS,
  DECLARED_STUNTS,
  EXPOSURE,
  PANIC_DAMAGE_DICE,
  SPEED_DAMAGE_DICE,
  SPEED_LEVELS,
  VEHICLE_KINDS,
  type CollisionSituation,
  type DamageLevel,
  type DeclaredStunt,
  type PanicSurface,
  type SpeedLevel,
  type VehicleKind,
} from "./vehicle-tables";
import { collisionDice, damageEffect, passengerDamage, ramming, vehicleDamage, vehicleSpeed } from "./vehicles";
export { RAMMED, COLLISION_STATUSES } from "./manifest";
import { RAMMED } from "./manifest";
import { isFiniteNumber, isWholeNumber } from "../../scene/numbers";

/**
 * Turn starts a Very Light hit's −1D lasts when it was hit outside a started combat (§ Vehicle &
 * Passenger Damage: the round of the hit and one more; Stride reading, docs/rulings.md). In a started
 * combat it lasts by the combat's rounds instead: the round it is hit in and the next
 * ({@link veryLightTurnStart}).
 */
export const VERY_LIGHT_ROUNDS = 2;

/** The GM's choices for Light and Heavy damage (§ Vehicle & Passenger Damage). */
export const DAMAGE_CHOICES = ["maneuverability", "speed"] as const;
export type DamageChoice = (typeof DAMAGE_CHOICES)[number];

const PANIC_SURFACES = Object.keys(PANIC_DAMAGE_DICE) as PanicSurface[];

/** Requires one of `ids`. @throws {RangeError} naming `what` and the ids otherwise */
function oneOf(ids: readonly unknown[], value: unknown, what: string): void {
  if (!ids.includes(value)) throw new RangeError(`${what} must be one of ${ids.join(", ")}, got ${show(value)}`);
}

/**
 * Requires a collision request: a speed level or `panic` (then a surface, `road` or `rough`), a
 * list of situation ids, `rams` a boolean when present, `scale` 0–1000 with `scaleTo` `damage` or
 * `resistance` when present.
 * @throws {TypeError} when it or its members have the wrong type
 * @throws {RangeError} on an unknown speed, situation or surface
 */
export function checkCollisionRequest(request: CollisionRequest): CollisionRequest {
  input(request, "collision request");
  const speed = own(request, "speed");
  oneOf([...SPEED_LEVELS, "panic"], speed, "speed");
  list(own(request, "situations") as readonly unknown[], "situations").forEach((s, i) =>
    oneOf(COLLISION_SITUATIONS, s, `situations[${i}]`),
  );
  if (speed === "panic") oneOf(PANIC_SURFACES, own(request, "surface"), "surface");
  const rams = own(request, "rams");
  if (rams !== undefined && typeof rams !== "boolean") throw new TypeError("rams must be a boolean");
  const scale = own(request, "scale");
  if (scale !== undefined) {
    if (typeof scale !== "number") throw new TypeError(`scale must be a number, got ${show(scale)}`);
    if (!(scale >= 0 && scale <= 1000)) throw new RangeError(`scale must be 0–1000, got ${show(scale)}`);
    oneOf(["damage", "resistance"], own(request, "scaleTo"), "scaleTo");
  }
  return request;
}

/** A request's scale modifier on its damage total and on its resistance total (§ Vehicle Damage). */
function scaleShares(request: CollisionRequest): { readonly damage: number; readonly resistance: number } {
  const scale = typeof request.scale === "number" ? request.scale : 0;
  return request.scaleTo === "resistance" ? { damage: 0, resistance: scale } : { damage: scale, resistance: 0 };
}

/** One line of a side's damage dice: where it comes from and how many dice. */
export interface DiceLine {
  /** `speed.cruising`, `situation.headOn`, `panic.road`. */
  readonly source: string;
  readonly dice: number;
}

/**
 * A side's damage dice, line by line (§ Speed Damage Modifier, § Collision Damage Modifier, each
 * situation once; at least 1D, ruling 12), or the panic damage (§ Targeting the Creatures: 5D on a
 * road or smooth surface, 6D on rough ground).
 * @example collisionSideDice({ speed: "cruising", situations: ["headOn"] }) // → { dice: 9, lines: [speed 6, headOn 3] }
 * @throws {TypeError|RangeError} as {@link checkCollisionRequest}
 */
export function collisionSideDice(request: CollisionRequest): { readonly dice: number; readonly lines: DiceLine[] } {
  checkCollisionRequest(request);
  if (request.speed === "panic") {
    const surface = request.surface as PanicSurface;
    return {
      dice: PANIC_DAMAGE_DICE[surface],
      lines: [{ source: `panic.${surface}`, dice: PANIC_DAMAGE_DICE[surface] }],
    };
  }
  const speed = request.speed as SpeedLevel;
  const situations = [...new Set(request.situations as readonly CollisionSituation[])];
  return {
    dice: collisionDice({ speed, situations }),
    lines: [
      { source: `speed.${speed}`, dice: SPEED_DAMAGE_DICE[speed] },
      ...situations.map((s) => ({ source: `situation.${s}`, dice: COLLISION_SITUATION_DICE[s] })),
    ],
  };
}

/** A profile's characteristic as a whole number ≥ 0, or `fallback`. */
function whole(profile: MovementProfile | undefined, key: string, fallback = 0): number {
  const value = own(own(profile, "characteristics"), key);
  return isFiniteNumber(value) && value >= 0 ? Math.floor(value) : fallback;
}

/** An id of a table from a profile's index characteristic, or `fallback`. */
function indexed<T extends string>(
  profile: MovementProfile | undefined,
  key: string,
  ids: readonly T[],
  fallback: T,
): T {
  const value = own(own(profile, "characteristics"), key);
  return isWholeNumber(value) && ids[value] !== undefined ? ids[value] : fallback;
}

/** A vehicle's damage resistance in pips: Toughness plus armour (§ Vehicle Damage). */
function resistancePips(profile: MovementProfile | undefined): number {
  return whole(profile, "toughness") + whole(profile, "armor");
}

/**
 * The Foundry dice formulas of a side (ruling 10, Wild Die): its damage dice, and its vehicle's
 * Toughness + armour as one code (null when the vehicle has neither).
 * @example collisionFormulas({ speed: "high", situations: ["headOn"] }, { characteristics: { toughness: 9, armor: 2 } })
 *   // → { damage: "10d6 + 1d6x6", resistance: "2d6 + 1d6x6 + 2" }
 * @param profile the vehicle's collision profile (`toughness`, `armor` in pips)
 * @throws {TypeError|RangeError} as {@link checkCollisionRequest}
 */
export function collisionFormulas(
  request: CollisionRequest,
  profile: MovementProfile | undefined,
): { readonly damage: string; readonly resistance: string | null } {
  const { dice } = collisionSideDice(request);
  const pips = resistancePips(profile);
  return {
    damage: wildDieFormula({ dice, pips: 0 }),
    resistance: pips > 0 ? wildDieFormula(pipsCode(pips)) : null,
  };
}

/** Splits the results of a Wild Die formula of `dice` dice: the normal dice first, then the Wild Die's. */
function split(results: readonly number[], dice: number, pips: number, what: string) {
  if (!Array.isArray(results)) throw new TypeError(`${what} must be an array of d6 results, got ${show(results)}`);
  if (results.length < dice) throw new RangeError(`${what}: the roll has ${dice} dice, got ${results.length} results`);
  return wildDieTotal({ normal: results.slice(0, dice - 1), wild: results.slice(dice - 1), pips });
}

/**
 * Resolves a side's rolled dice against its vehicle (§ Vehicle Damage, § Vehicle & Passenger
 * Damage and its note; ruling 12): the damage total minus the resistance total gives the hit's
 * level; the vehicle's current damage level (`damageLevel`) and the escalation rule give its level
 * now; the passengers' share of the damage total after the vehicle's `exposure`; a water vehicle
 * (`vehicleKind`) that rammed (`rams`, a made ram stunt) loses its next round's actions. The
 * request's scale modifier is added to the damage total or to the resistance total (`scaleTo`).
 * @param rolled the results in formula order ({@link collisionFormulas}): normal dice, then the Wild Die's re-rolls
 * @param profile the vehicle's collision profile: `toughness`, `armor` (pips), `damageLevel`,
 *   `exposure`, `vehicleKind` (indexes of DAMAGE_LEVELS, EXPOSURE, VEHICLE_KINDS)
 * @throws {TypeError|RangeError} on a malformed request or results the formulas cannot give
 */
export function resolveCollision(
  request: CollisionRequest,
  rolled: { readonly damage: readonly number[]; readonly resistance: readonly number[] },
  profile: MovementProfile | undefined,
): CollisionOutcome {
  const { dice } = collisionSideDice(request);
  input(rolled, "rolled");
  const damage = split(own(rolled, "damage") as number[], dice, 0, "Damage dice");
  const pips = resistancePips(profile);
  const code = pips > 0 ? pipsCode(pips) : null;
  const resistance = code
    ? split(own(rolled, "resistance") as number[], code.dice, code.pips, "Resistance dice")
    : null;
  const scaled = scaleShares(request);
  const damageTotal = damage.total + scaled.damage;
  const resistanceTotal = (resistance?.total ?? 0) + scaled.resistance;
  const margin = damageTotal - resistanceTotal;
  const current = indexed(profile, "damageLevel", DAMAGE_LEVELS, "none");
  const result = vehicleDamage({ margin, current });
  const applies: DamageLevel = result.escalated ? result.level : result.hit;
  const effect = damageEffect(applies);
  const kind = indexed(profile, "vehicleKind", VEHICLE_KINDS, "land");
  return {
    dice,
    damageTotal,
    resistanceTotal,
    margin,
    hit: result.hit,
    level: result.level,
    escalated: result.escalated,
    applies,
    choices: effect.choice ? DAMAGE_CHOICES : [],
    passengerDamage:
      result.hit === "none"
        ? 0
        : passengerDamage({
            total: damageTotal,
            passengerShare: result.passengerShare,
            exposure: indexed(profile, "exposure", EXPOSURE, "normal"),
          }),
    losesNextRound: request.rams === true && ramming(kind).losesNextRound,
    complication: damage.complication || resistance?.complication === true,
  };
}

/**
 * Requires a collision outcome ({@link resolveCollision}): finite totals, margin and passenger
 * damage, known damage levels, booleans, and a list of choices.
 * @throws {TypeError} when it or a member has the wrong type
 * @throws {RangeError} on a level or a choice that is not known, or a number that is not finite
 */
export function checkOutcome(outcome: CollisionOutcome): CollisionOutcome & {
  readonly level: DamageLevel;
  readonly hit: DamageLevel;
  readonly applies: DamageLevel;
} {
  input(outcome, "outcome");
  for (const key of ["dice", "damageTotal", "resistanceTotal", "margin", "passengerDamage"]) {
    const value = own(outcome, key);
    if (typeof value !== "number") throw new TypeError(`outcome.${key} must be a number`);
    if (!Number.isFinite(value)) throw new RangeError(`outcome.${key} must be finite`);
  }
  for (const key of ["level", "hit", "applies"]) oneOf(DAMAGE_LEVELS, own(outcome, key), `outcome.${key}`);
  for (const key of ["escalated", "losesNextRound", "complication"]) {
    if (typeof own(outcome, key) !== "boolean") throw new TypeError(`outcome.${key} must be a boolean`);
  }
  list(own(outcome, "choices") as readonly unknown[], "outcome.choices").forEach((c, i) =>
    oneOf(DAMAGE_CHOICES, c, `outcome.choices[${i}]`),
  );
  return outcome as ReturnType<typeof checkOutcome>;
}

/**
 * What applying an outcome changes on the vehicle (§ Vehicle & Passenger Damage): its damage level
 * becomes the outcome's; Light or Heavy take their Maneuverability dice or top speed levels (the
 * GM's `choice`, Maneuverability when absent) on top of what earlier damage took
 * (`maneuverabilityLoss`, `speedLoss` in the profile); Severe sets Lost control (out of control,
 * slowing two levels a round: vehicles.ts outOfControlSpeed); Destroyed leaves no speed at all. Very
 * Light's Maneuverability drop lasts this round and the next: in a started combat through the
 * round after `round` (`passingUntil` round + 1, whenever in the round the vehicle is hit), else
 * for the vehicle's next two turn starts (`passingRounds` 2; {@link veryLightTurnStart}); its
 * pilot's rolls are 1D less meanwhile (actors.ts d6VehicleProfile). A ram that costs the next
 * round sets the Rammed status.
 * @param round the started combat's round it is hit in (from 1), else absent or null
 * @throws {TypeError|RangeError} on a malformed outcome ({@link checkOutcome}) or an unknown choice
 */
export function applyCollision(
  outcome: CollisionOutcome,
  choice: string | null,
  profile: MovementProfile | undefined,
  round?: number | null,
): CollisionApplication {
  const { level, applies } = checkOutcome(outcome);
  if (choice !== null && choice !== undefined) oneOf(DAMAGE_CHOICES, choice, "choice");
  const effect = damageEffect(applies);
  const picked: DamageChoice = (choice as DamageChoice | null) ?? "maneuverability";
  let maneuverabilityLoss = whole(profile, "maneuverabilityLoss");
  let speedLoss = whole(profile, "speedLoss");
  if (effect.lasts === "repaired" && effect.choice) {
    if (picked === "speed") speedLoss += effect.speedLevels;
    else maneuverabilityLoss += effect.maneuverabilityDice;
  }
  if (effect.destroyed) speedLoss = Math.max(speedLoss, SPEED_LEVELS.length - 1);
  const statuses = [...(effect.outOfControl ? [LOST_CONTROL] : []), ...(outcome.losesNextRound ? [RAMMED] : [])];
  const inCombat = isWholeNumber(round) && round >= 1;
  const passing =
    effect.lasts === "nextRound"
      ? { passingRounds: VERY_LIGHT_ROUNDS, ...(inCombat ? { passingUntil: round + 1 } : {}) }
      : {};
  return { changes: { damage: level, maneuverabilityLoss, speedLoss, ...passing }, statuses };
}

/** A number of dice as the card prints it: `+3D`, `−1D`, `6D`. */
function diceText(dice: number, signed: boolean): string {
  if (!signed) return `${dice}D`;
  return dice < 0 ? `−${-dice}D` : `+${dice}D`;
}

/**
 * How a card shows a side: its dice line by line (then its scale modifier, points added to the
 * damage or the resistance total) and their sum; once rolled, the totals, the
 * level (escalated or not), its effect, and each passenger's damage; the GM's choices for Light and
 * Heavy damage.
 * @throws {TypeError|RangeError} as {@link checkCollisionRequest} and {@link checkOutcome}
 */
export function describeCollision(
  request: CollisionRequest,
  outcome: CollisionOutcome | null,
): CollisionSideDescription {
  const { dice, lines } = collisionSideDice(request);
  if (outcome !== null) checkOutcome(outcome);
  const result = outcome
    ? {
        totals: {
          key: `STRIDE.D6Collision.totals`,
          data: { damage: outcome.damageTotal, resistance: outcome.resistanceTotal, margin: outcome.margin },
        },
        level: {
          key: outcome.escalated ? `STRIDE.D6Collision.levelEscalated` : `STRIDE.D6Collision.levelOf`,
          data: {
            level: { key: `STRIDE.D6Vehicle.damage.${outcome.level}` },
            hit: { key: `STRIDE.D6Vehicle.damage.${outcome.hit}` },
          },
        },
        effect: { key: `STRIDE.D6Collision.effect.${outcome.applies}` },
        passengers: { key: `STRIDE.D6Collision.passengers`, data: { damage: outcome.passengerDamage } },
      }
    : null;
  const scaled = scaleShares(request);
  const scaleLines = (["damage", "resistance"] as const)
    .filter((to) => scaled[to] > 0)
    .map((to) => ({ label: { key: `STRIDE.D6Collision.line.scale.${to}` }, value: `+${scaled[to]}` }));
  return {
    lines: [
      ...lines.map((l, i) => ({
        label: { key: `STRIDE.D6Collision.line.${l.source}` },
        value: diceText(l.dice, i > 0),
      })),
      ...scaleLines,
    ],
    dice: { key: `STRIDE.D6Collision.dice`, data: { dice: diceText(dice, false) } },
    result,
    choices: (outcome?.choices ?? []).map((value) => ({ value, label: { key: `STRIDE.D6Collision.choice.${value}` } })),
  };
}

/**
 * The team's damage cards an animal-drawn vehicle (`vehicleKind`) may be dealt: each round its team
 * bolts, 5D on a road or smooth surface and 6D on rough ground, and the crash at its current speed
 * when a creature of its team is killed or incapacitated (§ Targeting the Creatures: the vehicle then
 * crashes as if at the speed it is going; the speed's dice alone, § Speed Damage Modifier, at the
 * stored `vehicleSpeed`); none for other kinds.
 */
export function panicEntries(profile: MovementProfile | undefined): PanicEntry[] {
  if (indexed(profile, "vehicleKind", VEHICLE_KINDS, "land") !== "animalDrawn") return [];
  const speed = indexed(profile, "vehicleSpeed", SPEED_LEVELS, "stopped");
  return [
    ...PANIC_SURFACES.map((surface) => ({
      label: `STRIDE.D6Collision.panic.${surface}`,
      request: { speed: "panic", situations: [], surface },
    })),
    { label: "STRIDE.D6Collision.panic.crash", request: { speed, situations: [] } },
  ];
}

/**
 * The speed level the mover's dice are rolled for (§ Speed Damage Modifier): all-out at panic speed
 * (the chart gives panic speed the all-out row, 10D), else the level the move counts as (vehicle-drive.ts
 * {@link movedLevel}, as its counters store it); null when the summary says neither.
 */
function reachedLevel(summary: CollisionMove["summary"]): SpeedLevel | null {
  if (!summary) return null;
  const bands = own(summary, "bands");
  if (Array.isArray(bands) && bands.some((b) => own(b, "action") === PANIC_ACTION)) return "allOut";
  return movedLevel(summary);
}

/** The declared stunt a snapshot model's `declaredStunt` index names ("none" when absent or unknown). */
function declaredOf(model: ModelSnapshot): DeclaredStunt {
  const index = model.characteristics[VEHICLE_COUNTERS.declared];
  return (isWholeNumber(index) && DECLARED_STUNTS[index]) || "none";
}

/**
 * Whether a contact is the one a declared stunt aims at (§ Ramming & Sideswiping Vehicles): a ram
 * is made with the nose (any situation but sideswipe) by a vehicle whose kind may ram (water,
 * magical); a sideswipe with the side, by any vehicle.
 */
function strikes(declared: DeclaredStunt, situation: CollisionSituation, kind: VehicleKind): boolean {
  if (declared === "ram") return situation !== "sideswipe" && ramming(kind).mayRam;
  return declared === "sideswipe" && situation === "sideswipe";
}

/**
 * The collision cards of an OpenD6 vehicle's finished move: one per contact its path makes
 * (vehicle-contacts.ts vehicleContacts: other vehicles and tokens on its level, and with
 * `blocked` the walls or impassable terrain it ended against), in the order reached. The mover's
 * speed level is the one its move counts as (all-out at panic speed), or its actor's speed level
 * when the move has no vehicle bands; another vehicle's is its actor's. Both vehicles take damage.
 *
 * Ramming and sideswiping are declared stunts (§ Ramming & Sideswiping Vehicles; Stride reading,
 * docs/rulings.md): when the mover declared one (`declaredStunt`, the index of DECLARED_STUNTS)
 * the first contact with a vehicle it aims at ({@link strikes}: a ram with the nose by a water or
 * magical vehicle, a sideswipe with the side) is its stunt roll instead (vehicle-strike.ts
 * strikeRequest: +10 and the worst terrain crossed), whose success posts the collision card; every
 * other contact is an accident: a collision card at once, never a ram (no lost round).
 *
 * Each side of two things of different scale (`scale` in their characteristics, 0 when absent)
 * takes the scale modifier (vehicle-strike.ts scaleOf: the smaller side's damage total, the larger
 * side's resistance total; § Vehicle Damage). Nothing for a mover that is not a vehicle.
 * @throws {TypeError|RangeError} when the snapshot or the move is malformed (the first wrong member named)
 */
export function collisionMoveEffects(snapshot: SceneSnapshot, move: CollisionMove): Effect[] {
  checkSceneSnapshot(snapshot);
  input(move, "move");
  const moverId = own(move, "mover");
  if (typeof moverId !== "string") throw new TypeError(`move.mover must be a string, got ${show(moverId)}`);
  const path = own(move, "path") as CollisionMove["path"];
  points(path, "move.path");
  const blocked = own(move, "blocked");
  if (blocked !== undefined && typeof blocked !== "boolean") {
    throw new TypeError(`move.blocked must be a boolean when present, got ${show(blocked)}`);
  }
  const mover = findModel(snapshot, moverId);
  if (!mover || mover.kind !== "vehicle") return [];
  const summary = own(move, "summary") as CollisionMove["summary"];
  const speed = reachedLevel(summary) ?? snapshotSpeed(mover);
  const kind = vehicleKindOf(mover);
  const declared = declaredOf(mover);
  const conditions = own(summary, "conditions");
  const terrain = Array.isArray(conditions) ? worstTerrain(conditions) : undefined;
  let aimed = declared === "none";
  const effects: Effect[] = [];
  for (const contact of contactsOf(snapshot, moverId, path, blocked === true)) {
    const against = contact.kind;
    const other = contact.other ? findModel(snapshot, contact.other) : undefined;
    const difference = other ? scaleValue(other) - scaleValue(mover) : 0;
    if (!aimed && against === "vehicle" && other && contact.otherSituation) {
      if (strikes(declared, contact.moverSituation, kind)) {
        aimed = true;
        const request = strikeRequest({
          stunt: declared as "ram" | "sideswipe",
          kind,
          other: other.id,
          speed,
          situation: contact.moverSituation,
          otherSpeed: snapshotSpeed(other),
          otherSituation: contact.otherSituation,
          scale: difference,
          terrain,
        });
        const call = buildVehicleTest(request)!;
        effects.push({ type: "test", model: moverId, call });
        continue;
      }
    }
    const moverSituations: CollisionSituation[] =
      against === "token"
        ? [...new Set<CollisionSituation>([contact.moverSituation, "yielding"])]
        : [contact.moverSituation];
    const sides: CollisionSide[] = [
      { model: moverId, request: { speed, situations: moverSituations, ...scaleOf(difference) } },
    ];
    if (against === "vehicle" && other && contact.otherSituation) {
      sides.push({
        model: other.id,
        request: { speed: snapshotSpeed(other), situations: [contact.otherSituation], ...scaleOf(-difference) },
      });
    }
    effects.push({ type: "collisionCard", mover: moverId, other: contact.other ?? null, against, sides });
  }
  return effects;
}

/** A model's statuses as a list, or a documented TypeError. */
function statusList(model: unknown, what: string): readonly string[] {
  input(model, what);
  return list(own(model, "statuses") as readonly string[], "A model's statuses");
}

/** Whether a profile is a vehicle's (its `vehicle` characteristic 1). */
const isVehicle = (profile: MovementProfile | undefined) => own(own(profile, "characteristics"), "vehicle") === 1;

/**
 * What Rammed does at a vehicle's turn starts (§ Ramming & Sideswiping Vehicles: the pilot loses all
 * actions the next round): the first turn start with the status counts the lost round
 * (`rammedRounds` 1: {@link vehicleStatusBands} hold it still); the next clears the status and the
 * count. Without the status a count left over goes back to 0. Null for a model that is not a
 * vehicle or has nothing to do.
 * @throws {TypeError} when `model` is not an object or its statuses not a list
 */
export function rammedTurnStart(model: {
  readonly statuses: readonly string[];
  readonly profile: MovementProfile;
}): StatusTurnStart | null {
  const rammed = statusList(model, "rammedTurnStart").includes(RAMMED);
  const rounds = whole(model.profile, VEHICLE_COUNTERS.rammed);
  if (!isVehicle(model.profile) || (!rammed && !rounds)) return null;
  const count = (value: number) => [{ counter: VEHICLE_COUNTERS.rammed, value }];
  if (rammed && !rounds) return { counters: count(1) };
  return { ...(rammed ? { clear: [RAMMED] } : {}), counters: count(0) };
}

/**
 * What a Very Light hit's −1D does at a vehicle's turn starts (§ Vehicle & Passenger Damage:
 * Maneuverability −1D for the round of the hit and one more). Hit in a started combat (`veryLightUntil`, the
 * last round it lasts through): kept while the combat's `round` is at most that round, whether the
 * vehicle was hit before or after its own turn, and ended (both counters 0) at the first turn start
 * of a later round. Hit outside one (`veryLightUntil` 0): one less each turn start until 0. Null for
 * a model that is not a vehicle, has no −1D, or keeps it unchanged.
 * @throws {TypeError} when `model` is not an object
 */
export function veryLightTurnStart(model: {
  readonly profile: MovementProfile;
  readonly round?: number;
}): StatusTurnStart | null {
  input(model, "veryLightTurnStart");
  const rounds = whole(model.profile, VEHICLE_COUNTERS.veryLight);
  if (!isVehicle(model.profile) || !rounds) return null;
  const until = whole(model.profile, VEHICLE_COUNTERS.veryLightUntil);
  if (until > 0) {
    const round = own(model, "round");
    if (!isFiniteNumber(round) || round <= until) return null;
    return {
      counters: [
        { counter: VEHICLE_COUNTERS.veryLight, value: 0 },
        { counter: VEHICLE_COUNTERS.veryLightUntil, value: 0 },
      ],
    };
  }
  return { counters: [{ counter: VEHICLE_COUNTERS.veryLight, value: rounds - 1 }] };
}

/**
 * The surface a bolting team runs over (§ Targeting the Creatures: road or smooth surface, else
 * rough ground): rough when the worst terrain level holding there is rough or worse (Stride reading:
 * easy and moderate terrain count as road), road otherwise or when unknown.
 */
export function panicSurface(conditions: readonly string[] | undefined): PanicSurface {
  const worst = conditions === undefined ? undefined : worstTerrain(list(conditions, "conditions"));
  return worst && worst !== "easy" && worst !== "moderate" ? "rough" : "road";
}

/**
 * The drive of a ship out of control in a gale, storm or hurricane (§ Sailing Ships: a ship out of control
 * runs before the wind at all-out speed): a water vehicle (`water` 1) whose
 * straight-line drive at this turn start (vehicle-drive.ts lostControlTurnStart) happens under the
 * scene's stored wind of a gale or worse runs the full all-out speed (4× its Move) where the wind
 * blows: opposite the bearing it blows from (vehicle-crew.ts dailyWind `windFrom`, sailing.ts
 * windBlows), the same whatever the ship's heading, so a drive that turns the ship does not turn
 * the next one; null otherwise (no weather, a lesser wind, not a ship, Severe damage's slowing).
 * @param straight the drive lostControlTurnStart gives (heading in radians, distance in metres)
 * @throws {TypeError} when `model` is not an object
 */
export function galeDrive(
  model: { readonly profile: MovementProfile; readonly weather?: SceneWeather },
  straight: { readonly heading: number; readonly distance: number },
): { readonly heading: number; readonly distance: number } | null {
  input(model, "galeDrive");
  const heading = own(straight, "heading");
  if (!isFiniteNumber(heading)) return null;
  if (whole(model.profile, "water") !== 1 || model.weather === undefined) return null;
  if (indexed(model.profile, "damageLevel", DAMAGE_LEVELS, "none") === "severe") return null;
  let day;
  try {
    day = dailyWind(model.weather);
  } catch {
    return null;
  }
  if (!day.drives) return null;
  const move = readMove(own(own(model.profile, "characteristics"), "move"));
  return {
    heading: windBlows(day.windFrom),
    distance: vehicleSpeed({ level: "allOut", move }).max,
  };
}

/**
 * What a vehicle's statuses set off at its turn start (StatusesCapability.turnStart): Lost control
 * (vehicle-drive.ts lostControlTurnStart: driven on straight then the regain-control stunt, a land
 * vehicle veering and stopped, at Severe damage slowing two levels; a ship in a gale or worse
 * driven with the wind instead, {@link galeDrive}),
 * Rammed ({@link rammedTurnStart}), a Very Light hit's count ({@link veryLightTurnStart}), and Panic on a drawn vehicle (its creatures' Move > 0, vehicle-team.ts creatureMoveOf): this round's
 * panic damage card, its surface from the terrain where it stands ({@link panicSurface}). Their
 * answers joined; null when none has any.
 * @example vehicleTurnStart({ statuses: ["d6Panic"], profile: { characteristics: { vehicle: 1, pullingMove: 15 } }, conditions: ["rough"] })
 *   // → { panic: { speed: "panic", situations: [], surface: "rough" } }
 * @throws {TypeError} when `model` is not an object or its statuses not a list
 */
export function vehicleTurnStart(model: {
  readonly statuses: readonly string[];
  readonly profile: MovementProfile;
  readonly facing?: number;
  readonly conditions?: readonly string[];
  readonly weather?: SceneWeather;
  readonly round?: number;
}): StatusTurnStart | null {
  const statuses = statusList(model, "vehicleTurnStart");
  const parts = [lostControlTurnStart(model), rammedTurnStart(model), veryLightTurnStart(model)].filter(
    (p) => p !== null,
  );
  const panicking = statuses.includes(PANIC) && isVehicle(model.profile) && creatureMoveOf(model.profile) > 0;
  const conditions = own(model, "conditions") as readonly string[] | undefined;
  if (!parts.length && !panicking) return null;
  const clear = parts.flatMap((p) => p.clear ?? []);
  const counters = parts.flatMap((p) => p.counters ?? []);
  const straight = parts.find((p) => p.drive)?.drive;
  const gale = straight ? galeDrive(model, straight) : null;
  const drive = gale ?? straight;
  if (gale) counters.push({ counter: VEHICLE_COUNTERS.speed, value: SPEED_LEVELS.indexOf("allOut") });
  const tests = parts.flatMap((p) => p.tests ?? []);
  return {
    ...(drive ? { drive } : {}),
    ...(tests.length ? { tests } : {}),
    ...(clear.length ? { clear } : {}),
    ...(counters.length ? { counters } : {}),
    ...(panicking ? { panic: { speed: "panic", situations: [], surface: panicSurface(conditions) } } : {}),
  };
}

/**
 * The bands a vehicle's statuses impose (StatusesCapability.statusBands): during the round a ram
 * costs (Rammed with `rammedRounds` 1, {@link rammedTurnStart}) every speed level at 0 m, so any
 * move is over its allowance (§ Ramming & Sideswiping Vehicles); a land or animal-drawn vehicle
 * (`vehicleKind`) with Lost control (§ Stunts; vehicle-drive.ts lostControlTurnStart): every level
 * at 0 m the round it calms its animals (`lostControlRounds` 1), only cautious (½ Move) the round
 * it gets going again (2); any other vehicle with Lost control (water, air, magical, or no kind)
 * every level at 0 m whatever its count, since it is out of its pilot's control for the round
 * (§ Stunts): after the straight-line drive of its turn start and in a round its regain-control
 * roll is missed, until a made roll clears the status; else Panic's (vehicle-crew.ts statusBands).
 * @throws {TypeError} when `statuses` is not an array or `profile` not an object
 */
export function vehicleStatusBands(statuses: readonly string[], profile: MovementProfile): MovementBand[] | null {
  const crew = statusBands(statuses, profile);
  const still = () => Object.values(VEHICLE_ACTIONS).map((action) => ({ action, distance: 0 }));
  if (statuses.includes(RAMMED) && whole(profile, VEHICLE_COUNTERS.rammed) >= 1) return still();
  const kind = indexed(profile, "vehicleKind", VEHICLE_KINDS, "water");
  if (statuses.includes(LOST_CONTROL) && (kind === "land" || kind === "animalDrawn")) {
    const rounds = whole(profile, VEHICLE_COUNTERS.lostControl);
    if (rounds === 1) return still();
    if (rounds >= 2) {
      const cautious = vehicleSpeed({
        level: "cautious",
        move: readMove(own(own(profile, "characteristics"), "move")),
      });
      return [{ action: VEHICLE_ACTIONS.cautious, distance: cautious.max }];
    }
  } else if (statuses.includes(LOST_CONTROL) && isVehicle(profile)) return still();
  return crew;
}

/**
 * A passenger's damage card (§ Crew & Passenger Injuries: the passengers suffer their share of the
 * damage total; rulings 10): the passenger resists with a Wild Die roll of its Physique (profile
 * `physique`, pips; Stride reading: as a character resists damage in the core rules, which turn the
 * margin into wounds, so the GM applies it); without a Physique the card gives the damage alone
 * for the GM to resolve with the core damage rules.
 * @example passengerInjury(11, { characteristics: { physique: 9 } }, [2, 3, 6, 4])
 *   // → formula "2d6 + 1d6x6", text damage 11 against Physique 3D: 15 (margin −4)
 * @param damage the passenger's share, damage points (≥ 0; whole points kept)
 * @param rolled the Physique roll's results in formula order (normal dice, then the Wild Die's)
 * @throws {TypeError|RangeError} on a damage that is not a number from 0 to 1e12, or results the formula cannot give
 */
export function passengerInjury(
  damage: number,
  profile: MovementProfile | undefined,
  rolled?: readonly number[] | null,
): { readonly formula: string | null; readonly text: CardText } {
  const points = Math.floor(amount(damage, "damage"));
  const pips = whole(profile, "physique");
  const text = (key: string, data: Record<string, string | number>): CardText => ({
    key,
    data: { damage: points, ...data },
  });
  if (!pips) return { formula: null, text: text("STRIDE.D6Collision.passengerCard.gm", {}) };
  const code = pipsCode(pips);
  const formula = wildDieFormula(code);
  if (rolled === undefined || rolled === null)
    return { formula, text: text("STRIDE.D6Collision.passengerCard.resist", { code: formatSkillCode(code) }) };
  const { total } = split(rolled, code.dice, code.pips, "Physique dice");
  return {
    formula,
    text: text("STRIDE.D6Collision.passengerCard.rolled", {
      code: formatSkillCode(code),
      total,
      margin: points - total,
    }),
  };
}

/** The capability the d6 ruleset registers. */
export const D6_COLLISIONS = {
  moveEffects: collisionMoveEffects,
  formulas: collisionFormulas,
  resolve: resolveCollision,
  apply: applyCollision,
  describe: describeCollision,
  panicEntries,
  passengerInjury,
};
