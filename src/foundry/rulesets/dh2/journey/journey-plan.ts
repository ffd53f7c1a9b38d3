/**
 * The Journey dialog's pure side: reading the form into the engine's journey input with clear
 * messages for bad input, planning it with the dh2 engine (`dh2.journey`, travel.ts), and the card data
 * stored on the `journey` ChatMessage. No Foundry globals: tested without Foundry.
 * @module
 */
import { GRAVITIES } from "../../../../rules";
import * as dh2 from "../../../../rules/rulesets/dh2/index";

export { JOURNEY_TYPE } from "../card-ids";

/** What the dialog reads of a character or NPC actor (prepared data). */
export interface JourneyActor {
  readonly uuid: string;
  readonly name: string;
  readonly system: {
    readonly agilityBonus?: number;
    readonly bonuses?: { strength?: number; toughness?: number; willpower?: number };
    readonly characteristics?: { toughness?: { value?: number } };
    readonly encumbered?: boolean;
    /** Carried weight, kg (character-model.ts); with the bonuses it decides Encumbered at the journey's gravity. */
    readonly carriedWeight?: number;
    readonly fatigue?: number;
  };
}

/** The form's raw values, as the dialog reads them from its inputs. */
export interface JourneyFormValues {
  /** Uuids of the chosen actors. */
  readonly members: readonly string[];
  readonly distanceKm: string;
  readonly swimmingKm: string;
  readonly terrain: string;
  readonly pace: string;
  readonly hoursPerDay: string;
  readonly gravity: string;
}

/** One test on the card, with its result once rolled. */
export interface JourneyCardTest {
  kind: string;
  day: number;
  hour: number;
  modifier: number;
  result: { roll: number; target: number; success: boolean; degrees: number } | null;
}

/** One member on the card. */
export interface JourneyCardMember {
  actorUuid: string;
  name: string;
  hours: number;
  speedKmh: number;
  swimKmh: number;
  fatigueStart: number;
  fatigueThreshold: number;
  hoursBeyond: number[];
  tests: JourneyCardTest[];
}

/** The `system` data of a `journey` chat message (journey-model.ts holds its schema). */
export interface JourneyCardData {
  variant: string;
  pace: string;
  terrain: string;
  gravity: string;
  hoursPerDay: number;
  distanceKm: number;
  swimmingKm: number;
  travelHours: number;
  elapsedHours: number;
  days: number;
  restHours: number;
  perceptionModifier: number;
  halved: boolean;
  slowest: string;
  members: JourneyCardMember[];
}

/** A lang key under `STRIDE.Journey.error.` for each problem the form can have. */
export type JourneyFormError = "noMembers" | "distance" | "swimming" | "nothingToCover" | "hours" | "tooLong";

/** A number typed in a field: empty is `fallback`, decimal commas read as points. */
function typed(raw: string | undefined, fallback: number): number {
  const text = String(raw ?? "")
    .trim()
    .replace(",", ".");
  return text === "" ? fallback : Number(text);
}

/**
 * Reads and checks the form: at least one chosen actor, distances finite and not negative with more
 * than 0 km in all, hours per day from 1 to 24, and known terrain, pace and gravity (unknown ones read
 * as the defaults: normal terrain, walk, normal gravity).
 * @returns the engine's input and the chosen actors, or the list of problems (lang key tails)
 */
export function readJourneyForm(
  values: JourneyFormValues,
  actors: readonly JourneyActor[],
  variant: string,
): { ok: true; input: dh2.JourneyInput; actors: JourneyActor[] } | { ok: false; errors: JourneyFormError[] } {
  const errors: JourneyFormError[] = [];
  const chosen = actors.filter((a) => values.members.includes(a.uuid));
  if (chosen.length === 0) errors.push("noMembers");
  const distanceKm = typed(values.distanceKm, 0);
  const swimmingKm = typed(values.swimmingKm, 0);
  const hoursPerDay = typed(values.hoursPerDay, dh2.STANDARD_MARCH_HOURS);
  if (!Number.isFinite(distanceKm) || distanceKm < 0) errors.push("distance");
  if (!Number.isFinite(swimmingKm) || swimmingKm < 0) errors.push("swimming");
  if (!errors.includes("distance") && !errors.includes("swimming") && distanceKm + swimmingKm <= 0) {
    errors.push("nothingToCover");
  }
  if (!Number.isFinite(hoursPerDay) || hoursPerDay < 1 || hoursPerDay > 24) errors.push("hours");
  if (errors.length) return { ok: false, errors };
  const pick = <T extends string>(raw: string, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const gravity = pick(values.gravity, GRAVITIES, "normal");
  const input: dh2.JourneyInput = {
    members: chosen.map((actor) => journeyMember(actor, gravity)),
    distanceKm,
    swimmingKm,
    terrain: pick(values.terrain, dh2.JOURNEY_TERRAINS, "normal"),
    pace: pick(values.pace, dh2.JOURNEY_PACES, "walk"),
    hoursPerDay,
    gravity,
    variant: variant === "alternate" ? "alternate" : "core",
  };
  return { ok: true, input, actors: chosen };
}

/**
 * An actor as a journey member: its bonuses (missing ones as 0) and whether its load Encumbers it at the
 * journey's gravity: the carried weight against the Carrying Weight of SB + TB shifted by the gravity
 * (dh2-movement.md § Encumbered Characters, § The Effects of Gravity: high −4, low +4). An actor without a
 * carried weight keeps the Encumbered its data says (worked out at normal gravity).
 */
export function journeyMember(actor: JourneyActor, gravity: dh2.JourneyInput["gravity"] = "normal"): dh2.JourneyMember {
  const bonuses = actor.system.bonuses ?? {};
  const strengthBonus = bonuses.strength ?? 0;
  const toughnessBonus = bonuses.toughness ?? 0;
  const carried = actor.system.carriedWeight;
  const encumbered = [carried, strengthBonus, toughnessBonus].every((n) => typeof n === "number" && Number.isFinite(n))
    ? dh2.encumbrance(carried!, dh2.carryingLimits({ strengthBonus, toughnessBonus, gravity })) !== "unencumbered"
    : actor.system.encumbered === true;
  return {
    id: actor.uuid,
    agilityBonus: actor.system.agilityBonus ?? 0,
    strengthBonus,
    toughnessBonus,
    willpowerBonus: bonuses.willpower ?? 0,
    encumbered,
  };
}

/**
 * Plans the journey with the engine and turns the plan into the card's data.
 * @returns the card data, or `tooLong` when the engine refuses a journey beyond its limit
 */
export function planJourney(
  input: dh2.JourneyInput,
  actors: readonly JourneyActor[],
): { ok: true; data: JourneyCardData } | { ok: false; errors: JourneyFormError[] } {
  let plan: dh2.JourneyPlan;
  try {
    plan = dh2.journey(input);
  } catch (error) {
    if (error instanceof RangeError && /plan it in parts/.test(error.message))
      return { ok: false, errors: ["tooLong"] };
    throw error;
  }
  const byUuid = new Map(actors.map((a) => [a.uuid, a]));
  return {
    ok: true,
    data: {
      variant: plan.variant,
      pace: plan.pace,
      terrain: plan.terrain,
      gravity: plan.gravity,
      hoursPerDay: plan.hoursPerDay,
      distanceKm: input.distanceKm,
      swimmingKm: input.swimmingKm ?? 0,
      travelHours: plan.travelHours,
      elapsedHours: plan.elapsedHours,
      days: plan.days,
      restHours: plan.restHours,
      perceptionModifier: plan.perceptionModifier,
      halved: plan.halved,
      slowest: byUuid.get(plan.slowest)?.name ?? "",
      members: plan.members.map((m) => {
        const actor = byUuid.get(m.id);
        return {
          actorUuid: m.id,
          name: actor?.name ?? "",
          hours: m.hours,
          speedKmh: m.speedKmh,
          swimKmh: m.swimKmh,
          fatigueStart: Math.max(0, Math.trunc(Number(actor?.system.fatigue ?? 0)) || 0),
          fatigueThreshold: m.fatigueThreshold,
          hoursBeyond: [...m.hoursBeyond],
          tests: m.tests.map((t) => ({ kind: t.kind, day: t.day, hour: t.hour, modifier: t.modifier, result: null })),
        };
      }),
    },
  };
}

/** A member's Fatigue after the card's failed tests, and whether it has fallen unconscious (ruling J13). */
export function memberTally(member: JourneyCardMember): {
  failures: number;
  fatigue: number;
  unconscious: boolean;
  rolled: number;
} {
  const rolled = member.tests.filter((t) => t.result).length;
  const failures = member.tests.filter((t) => t.result && !t.result.success).length;
  const fatigue = member.fatigueStart + failures;
  return { failures, fatigue, unconscious: dh2.fatigueUnconscious(fatigue, member.fatigueThreshold), rolled };
}
