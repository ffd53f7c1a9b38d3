/**
 * Journeys in narrative time in Dark Heresy 2e: travel time at a pace over terrain, and the Toughness
 * tests hurrying, running, swimming, forced marching and carrying too much cost
 * (dh2-movement.md § Movement Speed in Narrative Time, § Narrative Movement and Terrain, § Hurrying in
 * Narrative Time, § Running in Narrative Time, § Forced Marching, § Swimming in Narrative Time,
 * § Encumbered Characters, § The Effects of Gravity; dh2-alternate-movement.txt § Hurrying, § Running and
 * Narrative Time, § Forced Marching). Distances are kilometres, times hours.
 *
 * Rulings (each documented where it is applied):
 * - J1 travel time uses the per-hour column (the per-day column is ten hours of it, rounded down at AB 0);
 * - J2 narrative halving is exact in both variants; zero gravity halves like difficult terrain, not twice;
 * - J3 the party moves at its slowest member, and every member marches the party's hours;
 * - J4 a day is `hoursPerDay` hours of travel, land legs first then swimming, then rest to 24 hours; any rest
 *   ends the consecutive hours of hurrying, running, swimming, marching and carrying (no rest: they run on);
 * - J5 a test falls due at the end of a whole period; a partial period at the end of a leg owes none;
 * - J6 a period is at least one hour (a TB of 0 tests every hour);
 * - J7 alternate hurrying: the "reduced Toughness bonus" is TB − 1 per test already taken (the cumulative
 *   −10 taken off Toughness), at least one hour, so the schedule does not hang on the results;
 * - J8 alternate forced march: the first test beyond TB already carries −10 (the text has no "after the
 *   first" there, unlike running); core: the first test is +0;
 * - J9 swimming: the first test at the end of hour TB + 1; speed from SB with no gravity shift and no pace;
 * - J10 Encumbered: one Challenging (+0) test after TB hours of travel, per stretch of travel between rests;
 * - J11 modifiers are capped at −60 (rules/README.md ruling 1);
 * - J12 Fatigue recovery follows the variant for forced-march Fatigue only; other Fatigue is left alone;
 * - J13 unconscious when Fatigue exceeds TB + WPB (DH2 core § Fatigue, outside the shared texts);
 * - J14 a distance measured along a path drawn on a scene is the straight-line length between its vertices,
 *   in grid spaces times the scene's grid distance (the "measured along a drawn path on the scene in
 *   its units"; {@link drawnPathKm}).
 * @module
 */
import type { Gravity } from "../../types";
import { D100_MODIFIER_CAP } from "../../dice/d100";
import { isKnownUnit, unitRatio } from "../../geometry/units";
import { gravityOf, inputObject, wholeNumber } from "./input";
import { applyGravity, narrativeRatesForBonus } from "./movement";
import { isFiniteNumber } from "../../scene/numbers";

/** A narrative pace (§ Hurrying, § Running in Narrative Time). */
export type JourneyPace = "walk" | "hurry" | "run";
/** The paces, slowest first. */
export const JOURNEY_PACES: readonly JourneyPace[] = ["walk", "hurry", "run"];
/** How a pace multiplies narrative movement. */
export const PACE_MULTIPLIER: Readonly<Record<JourneyPace, number>> = { walk: 1, hurry: 2, run: 3 };
/** A pace's modifier to Perception-based tests. */
export const PACE_PERCEPTION: Readonly<Record<JourneyPace, number>> = { walk: 0, hurry: -10, run: -20 };

/**
 * Terrain of a journey (§ Narrative Movement and Terrain): `difficult` halves movement; `denseUrban`
 * halves it in the `alternate` variant, which names dense urban areas, and not in `core`.
 */
export type JourneyTerrain = "normal" | "difficult" | "denseUrban";
/** The terrains. */
export const JOURNEY_TERRAINS: readonly JourneyTerrain[] = ["normal", "difficult", "denseUrban"];

/** The standard hours of marching in a day (§ Forced Marching). */
export const STANDARD_MARCH_HOURS = 10;
/** The longest journey planned, hours of travel; beyond it {@link journey} throws. */
export const MAX_TRAVEL_HOURS = 2400;
/** The most members of one journey. */
export const MAX_JOURNEY_MEMBERS = 100;
/** What each test adds to the next one's penalty. */
export const CUMULATIVE_PENALTY = -10;

/** One traveller. */
export interface JourneyMember {
  /** Who it is (an actor id or uuid); echoed back. */
  readonly id: string;
  /** Movement Agility bonus at normal gravity (tens digit + Unnatural + Size − 4; ruling 2). */
  readonly agilityBonus: number;
  /** Strength bonus: swimming speed (§ Swimming in Narrative Time). */
  readonly strengthBonus: number;
  /** Toughness bonus: the periods between tests. */
  readonly toughnessBonus: number;
  /** Willpower bonus: with TB, the Fatigue a member bears (ruling J13); 0 when absent. */
  readonly willpowerBonus?: number;
  /** Carrying more than the Carrying Weight (§ Encumbered Characters). */
  readonly encumbered?: boolean;
}

/** A journey to plan. */
export interface JourneyInput {
  readonly members: readonly JourneyMember[];
  /** Distance over land, km (≥ 0). */
  readonly distanceKm: number;
  /** Distance swum, km (≥ 0); 0 when absent. */
  readonly swimmingKm?: number;
  /** `normal` when absent. */
  readonly terrain?: JourneyTerrain;
  /** `walk` when absent. */
  readonly pace?: JourneyPace;
  /** Hours of travel a day, from 1 to 24; 10 when absent. Above 10 is a forced march. */
  readonly hoursPerDay?: number;
  /** `normal` when absent. */
  readonly gravity?: Gravity;
  /** `core` (default) or `alternate`. */
  readonly variant?: string;
}

/** Why a Toughness test is owed. */
export type FatigueTestKind = "hurry" | "run" | "forcedMarch" | "swim" | "encumbered";

/** One Challenging (+0) Toughness test a member owes, failure costing one level of Fatigue. */
export interface ScheduledTest {
  readonly kind: FatigueTestKind;
  /** Day of the journey, from 1. */
  readonly day: number;
  /** Hours into that day (from the day's first step) at whose end the test is taken. */
  readonly hour: number;
  /** Hours from the start of the journey, rests included. */
  readonly elapsed: number;
  /** The test's modifier: 0, then −10 cumulative, capped at −60 (ruling J11). */
  readonly modifier: number;
}

/** One member's share of a journey. */
export interface MemberJourney {
  readonly id: string;
  /** Overland speed at the pace on the terrain, km per hour. */
  readonly speedKmh: number;
  /** Swimming speed, km per hour. */
  readonly swimKmh: number;
  /** Hours this member would need alone (land and swimming). */
  readonly hours: number;
  /** Fatigue the member bears before falling unconscious (ruling J13). */
  readonly fatigueThreshold: number;
  /** Every test owed over the party's journey, in order. */
  readonly tests: readonly ScheduledTest[];
  /** Whole hours marched beyond 10 + TB, per stretch of travel (for forced-march recovery). */
  readonly hoursBeyond: readonly number[];
}

/** A planned journey. */
export interface JourneyPlan {
  readonly members: readonly MemberJourney[];
  /** The member who sets the party's pace. */
  readonly slowest: string;
  /** Party hours over land and swimming. */
  readonly landHours: number;
  readonly swimHours: number;
  /** All hours of travel. */
  readonly travelHours: number;
  /** Days begun. */
  readonly days: number;
  /** Hours from setting out to arrival, overnight rests included. */
  readonly elapsedHours: number;
  /** Rest between days: 24 − hours per day. */
  readonly restHours: number;
  readonly hoursPerDay: number;
  /** Modifier to Perception-based tests while travelling at the pace. */
  readonly perceptionModifier: number;
  /** Whether days are longer than the standard ten hours. */
  readonly forcedMarch: boolean;
  /** Terrain halves overland movement (terrain, variant, zero gravity). */
  readonly halved: boolean;
  readonly pace: JourneyPace;
  readonly terrain: JourneyTerrain;
  readonly variant: "core" | "alternate";
  readonly gravity: Gravity;
}

/** Tolerance for hour marks landing on a leg's end. */
const EPSILON = 1e-9;

/** A member made usable. @throws {TypeError|RangeError} on a bad member */
function readMember(raw: unknown, index: number): Required<JourneyMember> {
  const source = inputObject(raw, `members[${index}]`);
  const id = source["id"];
  if (typeof id !== "string") throw new TypeError(`members[${index}].id must be a string`);
  const bonus = (key: string, fallback?: number) =>
    source[key] === undefined && fallback !== undefined
      ? fallback
      : Math.max(0, Math.min(1000, wholeNumber(source[key], `members[${index}].${key}`)));
  return {
    id,
    agilityBonus: wholeNumber(source["agilityBonus"], `members[${index}].agilityBonus`),
    strengthBonus: bonus("strengthBonus"),
    toughnessBonus: bonus("toughnessBonus"),
    willpowerBonus: bonus("willpowerBonus", 0),
    encumbered: source["encumbered"] === true,
  };
}

/** A distance made usable. @throws {RangeError} when not a finite number ≥ 0 */
function kilometres(raw: unknown, name: string): number {
  if (!isFiniteNumber(raw) || raw < 0) {
    throw new RangeError(`${name} must be a finite number of kilometres, at least 0`);
  }
  return raw;
}

/** One of a list of ids, or the default. @throws {RangeError} when another value */
function oneOf<T extends string>(raw: unknown, allowed: readonly T[], fallback: T, name: string): T {
  if (raw === undefined) return fallback;
  if (!(allowed as readonly unknown[]).includes(raw))
    throw new RangeError(`${name} must be one of ${allowed.join(", ")}`);
  return raw as T;
}

/**
 * Whether overland movement is halved (§ Narrative Movement and Terrain; ruling J2): difficult terrain,
 * dense urban areas in the `alternate` variant, and zero gravity (§ Zero Gravity: difficult terrain).
 */
export function journeyHalved(terrain: JourneyTerrain, variant: string = "core", gravity: Gravity = "normal"): boolean {
  return terrain === "difficult" || (terrain === "denseUrban" && variant === "alternate") || gravity === "zero";
}

/**
 * Overland speed in km per hour: the per-hour column for the gravity-adjusted AB (ruling J1), times the
 * pace, halved exactly where {@link journeyHalved} says (ruling J2).
 */
export function overlandSpeed(
  agilityBonus: number,
  pace: JourneyPace,
  halved: boolean,
  gravity: Gravity = "normal",
): number {
  const { perHour } = narrativeRatesForBonus(applyGravity(agilityBonus, gravityOf(gravity)));
  return (perHour * PACE_MULTIPLIER[paceOf(pace)]) / (halved === true ? 2 : 1);
}

/**
 * Swimming speed in km per hour: the narrative table read with the Strength bonus in place of the Agility
 * bonus (§ Swimming in Narrative Time). Ruling J9: no gravity shift (the text shifts AB, not SB, for
 * movement) and no pace.
 */
export function swimmingSpeed(strengthBonus: number): number {
  return narrativeRatesForBonus(bonusOf(strengthBonus)).perHour;
}

/** A bonus made usable: not finite or negative is 0, whole, at most 1000. */
function bonusOf(raw: number): number {
  return isFiniteNumber(raw) ? Math.min(1000, Math.max(0, Math.trunc(raw))) : 0;
}

/** Hours of a leg made usable: not finite or negative is 0, at most {@link MAX_TRAVEL_HOURS}. */
function span(length: number): number {
  return isFiniteNumber(length) ? Math.min(Math.max(0, length), MAX_TRAVEL_HOURS) : 0;
}

/** A pace made usable. @throws {RangeError} when unknown */
function paceOf(raw: unknown): JourneyPace {
  return oneOf(raw, JOURNEY_PACES, "walk", "pace");
}

/** A modifier after `taken` earlier tests of a series, starting at `first` (ruling J11). */
function cumulative(first: number, taken: number): number {
  return Math.max(-D100_MODIFIER_CAP, first + CUMULATIVE_PENALTY * taken);
}

/**
 * The hour marks (from the start of a leg of `length` hours) at whose end the pace's tests fall, and
 * their modifiers. Ruling J5: only whole periods count. Ruling J6: periods of at least one hour.
 * - `hurry`, core: every TB hours, +0 then −10 cumulative (§ Hurrying in Narrative Time);
 * - `hurry`, alternate: after TB hours, then after the reduced TB each time (ruling J7);
 * - `run`: every hour, +0 then −10 cumulative (both texts).
 * @param length hours of the leg; not finite or negative counts as 0, at most {@link MAX_TRAVEL_HOURS}
 * @throws {RangeError} when `pace` is unknown
 */
export function paceTests(
  pace: JourneyPace,
  toughnessBonus: number,
  length: number,
  variant: string = "core",
): { at: number; modifier: number }[] {
  const tests: { at: number; modifier: number }[] = [];
  const kind = paceOf(pace);
  if (kind === "walk") return tests;
  const tb = bonusOf(toughnessBonus);
  const hours = span(length);
  let at = 0;
  for (let taken = 0; ; taken++) {
    const period = kind === "run" ? 1 : Math.max(1, variant === "alternate" ? tb - taken : tb);
    at += period;
    if (at > hours + EPSILON) return tests;
    tests.push({ at, modifier: cumulative(0, taken) });
  }
}

/**
 * Forced-march tests over a stretch of `length` hours of travel (§ Forced Marching): none for the first
 * 10 + TB hours, then one at the end of each further hour, cumulative −10 per hour. Core: the first is
 * +0; alternate: the first already −10 (ruling J8).
 */
export function forcedMarchTests(
  toughnessBonus: number,
  length: number,
  variant: string = "core",
): { at: number; modifier: number }[] {
  const safe = STANDARD_MARCH_HOURS + bonusOf(toughnessBonus);
  const first = variant === "alternate" ? CUMULATIVE_PENALTY : 0;
  const tests: { at: number; modifier: number }[] = [];
  const hours = span(length);
  for (let at = safe + 1, taken = 0; at <= hours + EPSILON; at++, taken++) {
    tests.push({ at, modifier: cumulative(first, taken) });
  }
  return tests;
}

/**
 * Swimming tests over a swim of `length` hours (§ Swimming in Narrative Time): none for TB hours, then
 * one at the end of each further hour, +0 then −10 cumulative (ruling J9: the first at TB + 1).
 */
export function swimmingTests(toughnessBonus: number, length: number): { at: number; modifier: number }[] {
  const safe = bonusOf(toughnessBonus);
  const tests: { at: number; modifier: number }[] = [];
  const hours = span(length);
  for (let at = safe + 1, taken = 0; at <= hours + EPSILON; at++, taken++) {
    tests.push({ at, modifier: cumulative(0, taken) });
  }
  return tests;
}

/** A stretch of travel between rests: where it starts and its land and swimming hours. */
interface Stretch {
  readonly start: number;
  readonly land: number;
  readonly swim: number;
}

/** Cuts the party's hours into stretches between rests (ruling J4). */
function stretches(landHours: number, swimHours: number, hoursPerDay: number): Stretch[] {
  const result: Stretch[] = [];
  const total = landHours + swimHours;
  if (hoursPerDay >= 24) return total > 0 ? [{ start: 0, land: landHours, swim: swimHours }] : [];
  for (let day = 0, done = 0; done < total - EPSILON; day++) {
    const length = Math.min(hoursPerDay, total - done);
    const land = Math.max(0, Math.min(length, landHours - done));
    result.push({ start: day * 24, land, swim: length - land });
    done += length;
  }
  return result;
}

/** Rounds hours to the minute, as the card shows them. */
function toMinute(hours: number): number {
  return Math.round(hours * 60) / 60;
}

/**
 * Plans a journey (see the module comment for its rulings): each member's speed and time alone, the
 * party's time at its slowest member (ruling J3), days and rests, the pace's Perception modifier, and
 * every Toughness test each member owes, in order.
 * @example journey({ members: [{ id: "a", agilityBonus: 4, strengthBonus: 3, toughnessBonus: 3 }],
 *   distanceKm: 60, pace: "walk" }) // → travelHours 10, days 1, no tests
 * @throws {TypeError} when `input` or a member is not an object, or a member id not a string
 * @throws {RangeError} when there are no members (or more than {@link MAX_JOURNEY_MEMBERS}), a distance is
 *   negative or not finite, both distances are 0, `hoursPerDay` is not from 1 to 24, pace/terrain/gravity/variant
 *   unknown, or the journey takes more than {@link MAX_TRAVEL_HOURS} hours of travel
 */
export function journey(input: JourneyInput): JourneyPlan {
  const source = inputObject(input, "Journey input");
  const rawMembers = source["members"];
  if (!Array.isArray(rawMembers)) throw new TypeError("members must be an array");
  if (rawMembers.length === 0) throw new RangeError("A journey needs at least one member");
  if (rawMembers.length > MAX_JOURNEY_MEMBERS) throw new RangeError(`At most ${MAX_JOURNEY_MEMBERS} members`);
  const members = rawMembers.map(readMember);
  const distanceKm = kilometres(source["distanceKm"], "distanceKm");
  const swimmingKm = source["swimmingKm"] === undefined ? 0 : kilometres(source["swimmingKm"], "swimmingKm");
  if (distanceKm + swimmingKm <= 0) throw new RangeError("A journey must cover more than 0 km");
  const pace = paceOf(source["pace"]);
  const terrain = oneOf(source["terrain"], JOURNEY_TERRAINS, "normal", "terrain");
  const variant = oneOf(source["variant"], ["core", "alternate"] as const, "core", "variant");
  const gravity = gravityOf(source["gravity"]);
  const rawHours = source["hoursPerDay"] ?? STANDARD_MARCH_HOURS;
  if (!isFiniteNumber(rawHours) || rawHours < 1 || rawHours > 24) {
    throw new RangeError("hoursPerDay must be from 1 to 24");
  }
  const hoursPerDay = rawHours;
  const halved = journeyHalved(terrain, variant, gravity);

  const speeds = members.map((m) => ({
    member: m,
    speedKmh: overlandSpeed(m.agilityBonus, pace, halved, gravity),
    swimKmh: swimmingSpeed(m.strengthBonus),
  }));
  const timed = speeds.map((s) => ({
    ...s,
    land: distanceKm / s.speedKmh,
    swim: swimmingKm / s.swimKmh,
  }));
  const landHours = Math.max(...timed.map((t) => t.land));
  const swimHours = Math.max(...timed.map((t) => t.swim));
  const travelHours = landHours + swimHours;
  if (travelHours > MAX_TRAVEL_HOURS) {
    throw new RangeError(`The journey takes more than ${MAX_TRAVEL_HOURS} hours of travel; plan it in parts`);
  }
  const slowest = timed.reduce((a, b) => (b.land + b.swim > a.land + a.swim ? b : a));
  const legs = stretches(landHours, swimHours, hoursPerDay);
  const restHours = 24 - hoursPerDay;

  const planned: MemberJourney[] = timed.map(({ member, speedKmh, swimKmh, land, swim }) => {
    const tb = member.toughnessBonus;
    const tests: ScheduledTest[] = [];
    const add = (kind: FatigueTestKind, start: number, at: number, modifier: number) => {
      const elapsed = start + at;
      const day = Math.floor((elapsed - EPSILON) / 24) + 1;
      tests.push({ kind, day, hour: toMinute(elapsed - (day - 1) * 24), elapsed: toMinute(elapsed), modifier });
    };
    const hoursBeyond: number[] = [];
    for (const leg of legs) {
      for (const t of paceTests(pace, tb, leg.land, variant)) add(pace as FatigueTestKind, leg.start, t.at, t.modifier);
      for (const t of swimmingTests(tb, leg.swim)) add("swim", leg.start + leg.land, t.at, t.modifier);
      const marching = forcedMarchTests(tb, leg.land + leg.swim, variant);
      for (const t of marching) add("forcedMarch", leg.start, t.at, t.modifier);
      hoursBeyond.push(marching.length);
      if (member.encumbered && Math.max(1, tb) <= leg.land + leg.swim + EPSILON) {
        add("encumbered", leg.start, Math.max(1, tb), 0);
      }
    }
    tests.sort((a, b) => a.elapsed - b.elapsed);
    return {
      id: member.id,
      speedKmh,
      swimKmh,
      hours: toMinute(land + swim),
      fatigueThreshold: member.toughnessBonus + member.willpowerBonus,
      tests,
      hoursBeyond,
    };
  });

  const last = legs.at(-1);
  const elapsedHours = last ? last.start + last.land + last.swim : 0;
  return {
    members: planned,
    slowest: slowest.member.id,
    landHours: toMinute(landHours),
    swimHours: toMinute(swimHours),
    travelHours: toMinute(travelHours),
    days: Math.max(1, Math.ceil((elapsedHours - EPSILON) / 24)),
    elapsedHours: toMinute(elapsedHours),
    restHours,
    hoursPerDay,
    perceptionModifier: PACE_PERCEPTION[pace],
    forcedMarch: hoursPerDay > STANDARD_MARCH_HOURS,
    halved,
    pace,
    terrain,
    variant,
    gravity,
  };
}

/** The most levels of Fatigue or hours beyond the march {@link forcedMarchRecovery} reads (a trillion). */
export const MAX_RECOVERY_COUNT = 1e12;

/** What forced-march recovery reads. */
export interface RecoveryInput {
  /** `core` (default) or `alternate`. */
  readonly variant?: string;
  /** Levels of Fatigue taken from forced marching. */
  readonly levels: number;
  /** Whole hours marched beyond 10 + TB. */
  readonly hoursBeyond: number;
  /** Hours of rest taken. */
  readonly restHours: number;
}

/**
 * Levels of forced-march Fatigue removed by rest (ruling J12). Core (§ Forced Marching): one level per
 * two hours of rest. Alternate: all of it once the character has rested two hours per hour marched beyond
 * TB, none before.
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a number is not finite, is negative, or `levels` or `hoursBeyond` is above
 *   {@link MAX_RECOVERY_COUNT}
 */
export function forcedMarchRecovery(input: RecoveryInput): { removed: number; restNeeded: number } {
  const source = inputObject(input, "Recovery input");
  const count = (key: string) => {
    const n = wholeNumber(source[key], key);
    if (n < 0) throw new RangeError(`${key} must be at least 0`);
    if (n > MAX_RECOVERY_COUNT) throw new RangeError(`${key} must be at most ${MAX_RECOVERY_COUNT}`);
    return n;
  };
  const levels = count("levels");
  const beyond = count("hoursBeyond");
  const rest = source["restHours"];
  if (!isFiniteNumber(rest) || rest < 0) {
    throw new RangeError("restHours must be a finite number of hours, at least 0");
  }
  if (source["variant"] === "alternate") {
    const restNeeded = levels > 0 ? 2 * beyond : 0;
    return { removed: rest >= restNeeded ? levels : 0, restNeeded };
  }
  return { removed: Math.min(levels, Math.floor(rest / 2)), restNeeded: 2 * levels };
}

/**
 * Whether a member falls unconscious from Fatigue: more levels than TB + WPB (ruling J13).
 * @param levels levels of Fatigue; @param threshold TB + WPB
 */
export function fatigueUnconscious(levels: number, threshold: number): boolean {
  return Number.isFinite(levels) && Number.isFinite(threshold) && levels > threshold;
}

/**
 * Journey-scale spellings the common unit table (geometry/units.ts: m, km, ft, in and their spellings) does
 * not hold, in kilometres per unit: miles and spelt-out kilometres. A Map, so inherited names are not units.
 */
const JOURNEY_UNIT_KM: ReadonlyMap<string, number> = new Map([
  ["mi", 1.609344],
  ["mile", 1.609344],
  ["miles", 1.609344],
  ["kilometre", 1],
  ["kilometres", 1],
  ["kilometer", 1],
  ["kilometers", 1],
]);

/**
 * Kilometres in one unit of a scene's grid, read from its free-text label (Scene `grid.units`): `m`, `km`,
 * `ft` (and the other labels of geometry/units.ts, with their spellings, any case, a trailing full stop),
 * `mi`, `mile(s)` and spelt-out kilometres. `undefined` for any other label or a non-string, for the caller
 * to say so.
 */
export function sceneUnitKm(units: unknown): number | undefined {
  if (typeof units !== "string") return undefined;
  const label = units.trim().toLowerCase().replace(/\.$/, "");
  return JOURNEY_UNIT_KM.get(label) ?? (isKnownUnit(label) ? unitRatio(label, "km") : undefined);
}

/**
 * The length of a path through `points`, a flat list of vertex coordinates `[x0, y0, x1, y1, …]` in pixels:
 * the sum of the straight segments between consecutive vertices (0 for a single vertex).
 * @throws {TypeError} when `points` is not an array
 * @throws {RangeError} when it has an odd count, fewer than two numbers, or a number that is not finite
 */
export function pathLengthPixels(points: readonly number[]): number {
  if (!Array.isArray(points)) throw new TypeError("points must be an array of pixel coordinates");
  if (points.length < 2 || points.length % 2 !== 0) {
    throw new RangeError("points must hold x, y pairs: an even count of at least 2");
  }
  let length = 0;
  for (let i = 0; i < points.length; i++) {
    const value: unknown = points[i];
    if (!isFiniteNumber(value)) {
      throw new RangeError(`points[${i}] must be a finite number of pixels`);
    }
    if (i >= 2 && i % 2 === 1) length += Math.hypot(value - points[i - 2]!, points[i - 1]! - points[i - 3]!);
  }
  if (!Number.isFinite(length)) throw new RangeError("The path is too long to measure");
  return length;
}

/** A path drawn on a scene, as plain numbers (the adapter reads them from a Drawing and its Scene). */
export interface DrawnPath {
  /** Vertex coordinates `[x0, y0, x1, y1, …]`, pixels (relative to any origin: only differences count). */
  readonly points: readonly number[];
  /** Pixels in one grid space (Scene `grid.size`), > 0. */
  readonly gridSize: number;
  /** Scene units in one grid space (Scene `grid.distance`), > 0. */
  readonly gridDistance: number;
  /** The unit label (Scene `grid.units`): see {@link sceneUnitKm}. */
  readonly units: string;
}

/** A drawn path measured. */
export interface MeasuredPath {
  /** Length in pixels. */
  readonly pixels: number;
  /** Length in the scene's units: pixels / grid size × grid distance. */
  readonly sceneDistance: number;
  /** Length in kilometres, the journey's distance (ruling J14). */
  readonly km: number;
}

/**
 * Measures a path drawn on a scene for a journey (ruling J14): its length in pixels
 * ({@link pathLengthPixels}), then in grid spaces (÷ `gridSize`) times `gridDistance` scene units, then in
 * kilometres by the scene's unit.
 * @example drawnPathKm({ points: [0, 0, 300, 400, 300, 1400], gridSize: 100, gridDistance: 5, units: "m" })
 *   // → { pixels: 1500, sceneDistance: 75, km: 0.075 }
 * @throws {TypeError} when `path` is not an object or its points not an array
 * @throws {RangeError} when the points are bad (see {@link pathLengthPixels}), `gridSize` or `gridDistance`
 *   is not a finite number above 0, or the unit is not one {@link sceneUnitKm} knows
 */
export function drawnPathKm(path: DrawnPath): MeasuredPath {
  const source = inputObject(path, "Drawn path");
  const positive = (key: string) => {
    const n = source[key];
    if (!isFiniteNumber(n) || n <= 0) {
      throw new RangeError(`${key} must be a finite number above 0`);
    }
    return n;
  };
  const gridSize = positive("gridSize");
  const gridDistance = positive("gridDistance");
  const kmPerUnit = sceneUnitKm(source["units"]);
  if (kmPerUnit === undefined) {
    const label = typeof source["units"] === "string" ? `"${source["units"].slice(0, 40)}"` : typeof source["units"];
    throw new RangeError(`Unknown scene unit ${label}: a drawn path is measured in m, km, ft or mi`);
  }
  const pixels = pathLengthPixels(source["points"] as readonly number[]);
  const sceneDistance = (pixels / gridSize) * gridDistance;
  const km = sceneDistance * kmPerUnit;
  if (!Number.isFinite(km)) throw new RangeError("The path is too long to measure");
  return { pixels, sceneDistance, km };
}
