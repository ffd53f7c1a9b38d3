/**
 * The Strength test card of Dark Heresy 2e for lifting or pushing more than the limit and for
 * throwing an object (dh2-movement.md § Lifting Weight, § Pushing Weight, § Throwing Objects, § The
 * Effects of Gravity): the stored data of a `strengthTest` ChatMessage, its numbers from the dh2
 * engine (`strainNeeded`, `strainAttempt`, `throwTest`, `throwDistance`, `throwImpact`) and the card's
 * view model. Pure: no Foundry globals, tested without Foundry.
 * @module
 */
import { d100TargetNumber, d100Test, GRAVITIES, type Gravity } from "../../../../rules";
import * as dh2 from "../../../../rules/rulesets/dh2/index";
import { hostReading } from "../../../hosts";
import { signed, type CardI18n } from "../journey/journey-card";

export { STRENGTH_TEST_TYPE } from "../card-ids";

/** What the card asks for: lifting or pushing more than the limit, or throwing an object. */
export type StrengthTask = dh2.StrainTask | "throw";

/** The tasks, in the order the HUD's form lists them. */
export const STRENGTH_TASKS: readonly StrengthTask[] = [...dh2.STRAIN_TASKS, "throw"];

/** What the card reads of a character: Strength, and the Strength and Toughness bonuses. */
export interface StrengthActor {
  readonly name: string;
  readonly system: {
    readonly characteristics?: { strength?: { value?: unknown }; ballisticSkill?: { value?: unknown } };
    readonly bonuses?: { strength?: number; toughness?: number };
  };
}

/** A rolled test as the card stores it. */
export interface StrengthResult {
  roll: number;
  /** Strength, SB and TB when rolled. */
  strength: number;
  strengthBonus: number;
  toughnessBonus: number;
  target: number;
  success: boolean;
  degrees: number;
  /** A throw's Impact roll on a hard surface (total of its formula), else null. */
  impact: { formula: string; total: number } | null;
  /** A throw at a target: the Ballistic Skill rolled against (`target` is then its target number). */
  ballisticSkill?: number | null;
}

/**
 * A throw at a target (§ Throwing Objects: an improvised weapon, a Ballistic Skill test): the target
 * token as posted, and where thrower and target were (dh2 `Elevation`) for § Low/High Altitude.
 */
export interface StrengthAim {
  tokenUuid: string;
  name: string;
  thrower: string;
  target: string;
}

/** The `system` data of a `strengthTest` message. */
export interface StrengthCardData {
  actorUuid: string;
  tokenUuid: string | null;
  task: string;
  /** The object's weight, kg. */
  weightKg: number;
  gravity: string;
  result: StrengthResult | null;
  /**
   * The combat turn the card was posted in (data/token-history.ts cardPeriod), "" outside a started
   * combat, null/absent when not recorded: lifting or pushing beyond the limit is that turn's Full
   * Action (dh2 full-action.ts FULL_ACTION_TASKS).
   */
  postedTurn?: string | null;
  /** A throw at a target, else null/absent. */
  aim?: StrengthAim | null;
}

/** A character's Strength numbers, as the engine takes them, and the Ballistic Skill a throw at a target tests. */
export interface StrengthNumbers {
  readonly strength: number;
  readonly ballisticSkill?: number;
  readonly strengthBonus: number;
  readonly toughnessBonus: number;
}

/**
 * An actor's Strength, SB and TB now (missing ones 0; Strength clamped 0–100): its data model's; for
 * a host system's character in the `stride-movement` module (no `bonuses` of Stride's), the host
 * adapter's reading (hosts.ts `hostReading`), each bonus the value's tens plus its Unnatural level.
 */
export function strengthNumbers(actor: StrengthActor): StrengthNumbers {
  const hosted = actor.system.bonuses ? null : hostReading(actor)?.movementProfile;
  if (hosted && typeof hosted.characteristics["strength"] === "number") {
    const value = (key: string) => hosted.characteristics[key] ?? 0;
    const bonus = (key: string) => dh2.characteristicBonus(value(key), hosted.unnatural?.[key] ?? 0);
    return {
      strength: dh2.clampCharacteristic(value("strength")).value,
      strengthBonus: bonus("strength"),
      toughnessBonus: bonus("toughness"),
    };
  }
  const bonuses = actor.system.bonuses ?? {};
  return {
    strength: dh2.clampCharacteristic(actor.system.characteristics?.strength?.value).value,
    ballisticSkill: dh2.clampCharacteristic(actor.system.characteristics?.ballisticSkill?.value).value,
    strengthBonus: Number.isFinite(bonuses.strength) ? Math.trunc(bonuses.strength!) : 0,
    toughnessBonus: Number.isFinite(bonuses.toughness) ? Math.trunc(bonuses.toughness!) : 0,
  };
}

/** Whether a task is a Full Action (dh2 full-action.ts FULL_ACTION_TASKS: lifting, pushing). */
export function isFullActionTask(task: StrengthTask): boolean {
  return (dh2.FULL_ACTION_TASKS as readonly string[]).includes(task);
}

/** A stored task read back: an unknown one is `lift`. */
export function taskOf(raw: string): StrengthTask {
  return (STRENGTH_TASKS as readonly string[]).includes(raw) ? (raw as StrengthTask) : "lift";
}

/** A stored gravity read back: an unknown one is `normal`. */
export function gravityOf(raw: string): Gravity {
  return (GRAVITIES as readonly string[]).includes(raw) ? (raw as Gravity) : "normal";
}

/** The test a card calls for, before it is rolled. */
export type StrengthTest =
  | {
      readonly kind: "test";
      readonly modifier: number;
      readonly difficulty: "challenging" | "difficult";
      /** What is tested: Strength, or Ballistic Skill for a throw at a target. */
      readonly characteristic: "strength" | "ballisticSkill";
      /** A throw at a target: its modifiers (dh2 `throwAtTarget`); else absent. */
      readonly modifiers?: readonly dh2.ThrowAtTargetModifier[];
    }
  /** A throw at a target out of reach across altitudes (§ High Altitude). */
  | { readonly kind: "outOfReach"; readonly limit: number }
  /** Lifting or pushing within the limit: no test (§ Pushing Weight: no roll up to the limit). */
  | { readonly kind: "noTest"; readonly limit: number }
  /** Heavier than the Lifting Weight: it cannot be thrown (throwing.ts `throwTest` ruling). */
  | { readonly kind: "tooHeavy"; readonly limit: number };

/**
 * The test the task calls for with these numbers: lifting or pushing more than the limit, a
 * Challenging (+0) Strength test; throwing, Challenging up to half the Lifting Weight, Difficult (−10)
 * above it.
 * @throws {RangeError} when the weight is negative or not finite (engine boundary)
 */
export function strengthTest(
  task: StrengthTask,
  numbers: StrengthNumbers,
  weightKg: number,
  gravity: Gravity,
  aim: StrengthAim | null = null,
): StrengthTest {
  const input = { strengthBonus: numbers.strengthBonus, toughnessBonus: numbers.toughnessBonus, gravity, weightKg };
  if (task === "throw" && aim) {
    const elevation = (raw: string): dh2.Elevation =>
      (dh2.FLIGHT_POSITIONS as readonly string[]).includes(raw) ? (raw as dh2.Elevation) : "ground";
    const test = dh2.throwAtTarget({ ...input, thrower: elevation(aim.thrower), target: elevation(aim.target) });
    const lift = dh2.carryingLimits(input).lift;
    if (!test.possible) return { kind: test.reason === "altitude" ? "outOfReach" : "tooHeavy", limit: lift };
    const difficulty = test.modifiers[0]!.source === "difficult" ? "difficult" : "challenging";
    return {
      kind: "test",
      modifier: test.modifier,
      difficulty,
      characteristic: "ballisticSkill",
      modifiers: test.modifiers,
    };
  }
  if (task === "throw") {
    const test = dh2.throwTest(input);
    if (!test) return { kind: "tooHeavy", limit: dh2.carryingLimits(input).lift };
    return { kind: "test", modifier: test.modifier, difficulty: test.difficulty, characteristic: "strength" };
  }
  if (!dh2.strainNeeded({ ...input, task })) return { kind: "noTest", limit: dh2.carryingLimits(input)[task] };
  return { kind: "test", modifier: 0, difficulty: "challenging", characteristic: "strength" };
}

/**
 * Resolves a rolled d100 for the card (rules/README.md ruling 1) with the actor's numbers when rolled.
 * @param impactTotal the total of the Impact roll for a throw (its formula from {@link impactFormula})
 */
export function strengthResult(
  numbers: StrengthNumbers,
  modifier: number,
  roll: number,
  impact: { formula: string; total: number } | null,
  characteristic: "strength" | "ballisticSkill" = "strength",
): StrengthResult {
  const value = characteristic === "ballisticSkill" ? (numbers.ballisticSkill ?? 0) : numbers.strength;
  const { success, degrees } = d100Test({ target: value, roll, modifier });
  return {
    roll,
    strength: numbers.strength,
    strengthBonus: numbers.strengthBonus,
    toughnessBonus: numbers.toughnessBonus,
    target: d100TargetNumber(value, modifier),
    success,
    degrees,
    impact,
    ballisticSkill: characteristic === "ballisticSkill" ? value : null,
  };
}

/** The Impact formula of a throw that hits a hard surface (throwing.ts `throwImpact`). */
export function impactFormula(numbers: StrengthNumbers, success: boolean, degrees: number, gravity: Gravity): string {
  return dh2.throwImpact({ strengthBonus: numbers.strengthBonus, success, degrees, gravity }).formula;
}

/** What a rolled card says: the lift or push's new limit and Fatigue, or the throw's distance. */
export interface StrengthOutcome {
  /** Lift/push: the limit for this attempt and whether the weight moves; throw: null. */
  readonly strain: dh2.StrainAttempt | null;
  /** Throw: metres flown; lift/push and a throw at a target: null. */
  readonly distance: number | null;
  /** Levels of Fatigue the result costs (lift/push on two or more degrees of failure). */
  readonly fatigue: number;
}

/** The outcome of a stored result, from the engine. */
export function strengthOutcome(data: StrengthCardData, result: StrengthResult): StrengthOutcome {
  const task = taskOf(data.task);
  const gravity = gravityOf(data.gravity);
  const base = {
    strengthBonus: result.strengthBonus,
    toughnessBonus: result.toughnessBonus,
    gravity,
    success: result.success,
    degrees: result.degrees,
  };
  if (task === "throw" && data.aim) return { strain: null, distance: null, fatigue: 0 };
  if (task === "throw") return { strain: null, distance: dh2.throwDistance(base), fatigue: 0 };
  const strain = dh2.strainAttempt({ ...base, task, weightKg: data.weightKg });
  return { strain, distance: null, fatigue: strain.fatigue };
}

/** The card's template context (templates/chat/strength-card.hbs). */
export type StrengthCardContext = {
  title: string;
  actorName: string;
  summary: { label: string; value: string }[];
  test: string | null;
  target: string | null;
  notice: string | null;
  /** In a started combat, for lifting or pushing beyond the limit: the roll is the turn's Full Action. */
  fullAction: string | null;
  canRoll: boolean;
  result: {
    success: boolean;
    roll: string;
    verdict: string;
    lines: string[];
  } | null;
};

/**
 * Builds the card's context: before the roll the actor's numbers now, after it the ones it was rolled with.
 * @param actor the actor now, or null when it was deleted
 * @param canRoll whether the viewing user may roll for the actor (its owner or a GM)
 */
export function strengthCardContext(
  data: StrengthCardData,
  actor: StrengthActor | null,
  i18n: CardI18n,
  canRoll: boolean,
): StrengthCardContext {
  const localize = (key: string) => i18n.localize(key);
  const format = (key: string, values: Parameters<typeof i18n.format>[1]) => i18n.format(key, values);
  const task = taskOf(data.task);
  const gravity = gravityOf(data.gravity);
  const rolled = data.result;
  const numbers: StrengthNumbers | null = rolled
    ? { ...rolled, ballisticSkill: rolled.ballisticSkill ?? 0 }
    : actor
      ? strengthNumbers(actor)
      : null;
  const summary = [
    { label: localize("STRIDE.Strength.weight"), value: format("STRIDE.Strength.kg", { kg: data.weightKg }) },
    { label: localize("STRIDE.Journey.gravity"), value: localize(`STRIDE.Gravity.${gravity}`) },
  ];
  const aim = task === "throw" ? (data.aim ?? null) : null;
  if (aim) summary.unshift({ label: localize("STRIDE.Strength.aim"), value: aim.name });
  const context: StrengthCardContext = {
    title: localize(`STRIDE.Strength.tasks.${task}`),
    actorName: actor?.name ?? localize("STRIDE.Card.unknownActor"),
    summary,
    test: null,
    target: null,
    notice: actor || data.result ? null : localize("STRIDE.Card.missingActor"),
    fullAction: null,
    canRoll: false,
    result: null,
  };
  if (!numbers) return context;
  summary.push({
    label: localize("STRIDE.Strength.numbers"),
    value: format("STRIDE.Strength.numbersValue", {
      strength: numbers.strength,
      sb: numbers.strengthBonus,
      tb: numbers.toughnessBonus,
    }),
  });
  const test = strengthTest(task, numbers, data.weightKg, gravity, aim);
  if (test.kind !== "test") {
    context.notice = format(`STRIDE.Strength.${test.kind}.${task}`, { limit: test.limit });
    return context;
  }
  context.test = format("STRIDE.Card.title", {
    difficulty: localize(`STRIDE.Difficulty.${test.difficulty}`),
    modifier: signed(test.modifier),
    characteristic: localize(`STRIDE.Characteristic.${test.characteristic}`),
  });
  for (const m of test.modifiers ?? []) {
    if (m.source === "altitude") summary.push({ label: localize("STRIDE.Strength.altitude"), value: signed(m.value) });
  }
  const tested = test.characteristic === "ballisticSkill" ? (numbers.ballisticSkill ?? 0) : numbers.strength;
  context.target = String(d100TargetNumber(tested, test.modifier));
  if (isFullActionTask(task) && typeof data.postedTurn === "string" && data.postedTurn !== "") {
    context.fullAction = localize(`STRIDE.Strength.fullAction.${task}`);
  }
  context.canRoll = !data.result && !!actor && canRoll;
  const result = data.result;
  if (!result) return context;
  const outcome = strengthOutcome(data, result);
  const lines: string[] = [];
  if (outcome.strain) {
    lines.push(
      format(`STRIDE.Strength.limit.${task}`, { limit: outcome.strain.limit, sum: outcome.strain.sum }),
      localize(outcome.strain.moved ? `STRIDE.Strength.moved.${task}` : `STRIDE.Strength.notMoved.${task}`),
    );
    if (outcome.fatigue > 0) lines.push(localize("STRIDE.Strength.fatigue"));
  }
  if (outcome.distance !== null) {
    lines.push(
      outcome.distance > 0
        ? format(result.success ? "STRIDE.Strength.flies" : "STRIDE.Strength.fallsShort", { m: outcome.distance })
        : localize("STRIDE.Strength.atFeet"),
    );
    if (result.impact) lines.push(format("STRIDE.Strength.impact", result.impact));
  }
  if (aim) lines.push(format(result.success ? "STRIDE.Strength.hits" : "STRIDE.Strength.misses", { target: aim.name }));
  context.result = {
    success: result.success,
    roll: String(result.roll),
    verdict: format(`STRIDE.Card.${result.success ? "success" : "failure"}.${result.degrees === 1 ? "one" : "other"}`, {
      degrees: result.degrees,
    }),
    lines,
  };
  return context;
}
