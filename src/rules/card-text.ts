/**
 * Building blocks of the wording rulesets give their cards (capabilities/tests.ts CardText):
 * lang keys and values, never sentences. The adapter localizes them.
 * @module
 */
import { isFiniteNumber } from "./scene/numbers";
import { isArray, plain } from "./geometry/validate";
import type { CardText, TestDescription } from "./capabilities";
import type { HitProfile, MovementTestCall, TestRequest } from "./types";
import type { MovementTestResolution } from "./capabilities/outcomes";
import { modifierLabel } from "./gm-modifier";

/**
 * Signed modifier text: `+10`, `+0`, `−20` (a real minus sign).
 * @throws {RangeError} when the value is not a finite number
 */
export function signed(value: number): string {
  if (!isFiniteNumber(value)) throw new RangeError(`A modifier must be a finite number, got ${plain(value)}`);
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}

/**
 * Sum of a test's modifiers.
 * @throws {TypeError} when the call has no list of modifiers with finite values
 * @throws {RangeError} when the sum is too large to be finite
 */
export function totalModifier(call: { readonly modifiers: readonly { readonly value: number }[] }): number {
  const modifiers = (call as { modifiers?: unknown } | null)?.modifiers;
  if (!Array.isArray(modifiers)) throw new TypeError("A test needs a list of modifiers");
  let sum = 0;
  for (const line of modifiers as unknown[]) {
    const value = (line as { value?: unknown } | null)?.value;
    if (!isFiniteNumber(value)) throw new TypeError("A modifier's value must be a finite number");
    sum += value;
  }
  if (!Number.isFinite(sum)) throw new RangeError("A test's modifiers must add up to a finite number");
  return sum;
}

/**
 * The lang key of a characteristic's name.
 * @throws {TypeError} when the characteristic is not a string
 */
export function characteristicText(characteristic: string): CardText {
  if (typeof characteristic !== "string") throw new TypeError("A characteristic is named by a string");
  return { key: `STRIDE.Characteristic.${characteristic}` };
}

/** What a ruleset says about a test, beside its call, for {@link describeTestWith}. */
export interface DescribeParts {
  /** The characteristic as printed on the profile ("42", "4+"), or null when the actor is gone. */
  readonly printed: string | null;
  /** The roll needed after modifiers, or null when none can pass (or the actor is gone). */
  readonly target: string | null;
  /** No roll can pass. */
  readonly impossible?: boolean;
  /** The lang key of a modifier line's source (a difficulty, a named modifier, a condition). */
  readonly sourceKey: (source: string) => string;
  /** The lang key of a difficulty's name; the title omits it for the `plain` difficulty. */
  readonly difficultyKey: (difficulty: string) => string;
  /** Values the reason's text interpolates (a drop's height …). */
  readonly reasonData?: Readonly<Record<string, string | number>>;
}

/**
 * A card's description of a test: the title names it by its difficulty and that difficulty's own
 * modifier ("Challenging (+0) Agility test"); the lines break the target down; plain tests are
 * titled by the characteristic alone.
 */
export function describeTestWith(call: MovementTestCall, parts: DescribeParts): TestDescription {
  checkCall(call);
  if (typeof parts?.sourceKey !== "function" || typeof parts.difficultyKey !== "function") {
    throw new TypeError("describeTestWith needs sourceKey and difficultyKey functions");
  }
  const characteristic = characteristicText(call.characteristic);
  const difficultyModifier = call.modifiers.find((m) => m.source === call.difficulty)?.value ?? 0;
  const title: CardText =
    call.difficulty === "plain"
      ? { key: "STRIDE.Card.titlePlain", data: { characteristic } }
      : {
          key: "STRIDE.Card.title",
          data: {
            difficulty: { key: parts.difficultyKey(call.difficulty) },
            modifier: signed(difficultyModifier),
            characteristic,
          },
        };
  return {
    title,
    reason: {
      key: `STRIDE.Card.reason.${call.kind}`,
      data: { distance: typeof call.distance === "number" ? call.distance : "", ...parts.reasonData },
    },
    lines: [
      ...(parts.printed === null ? [] : [{ label: characteristic, value: parts.printed }]),
      ...call.modifiers.map((m) => ({ label: modifierLabel(m, parts.sourceKey), value: signed(m.value) })),
    ],
    target: parts.target,
    impossible: parts.impossible === true,
  };
}

/**
 * Checks a test call's shape: string kind, characteristic and difficulty, and modifiers with a
 * string source and a finite value; a distance, when given, finite and ≥ 0; a hit, when given,
 * finite Strength, AP and Damage.
 * @throws {TypeError} when it has not that shape
 * @throws {RangeError} on a negative or non-finite distance or fixed target
 */
export function checkCall(call: MovementTestCall): void {
  const c = call as Partial<MovementTestCall> | null;
  if (
    typeof c !== "object" ||
    c === null ||
    typeof c.kind !== "string" ||
    typeof c.characteristic !== "string" ||
    typeof c.difficulty !== "string" ||
    !isArray(c.modifiers) ||
    !(c.modifiers as readonly unknown[]).every((line) => {
      const m = line as { source?: unknown; value?: unknown } | null;
      return typeof m?.source === "string" && isFiniteNumber(m.value);
    })
  ) {
    throw new TypeError("A test call needs a kind, a characteristic, a difficulty and modifiers");
  }
  if (c.distance !== undefined && !(typeof c.distance === "number" && c.distance >= 0 && c.distance < Infinity)) {
    throw new RangeError(`A test's distance must be a finite number ≥ 0, got ${plain(c.distance)}`);
  }
  if (c.fixedTarget !== undefined && !isFiniteNumber(c.fixedTarget)) {
    throw new RangeError(`A test's fixed target must be a finite number, got ${plain(c.fixedTarget)}`);
  }
  if (c.hit !== undefined) checkHit(c.hit);
}

/**
 * Checks a hit's profile: an object with finite Strength, AP and Damage.
 * @throws {TypeError} when it has not that shape
 */
function checkHit(hit: HitProfile): void {
  const h = hit as Partial<HitProfile> | null;
  if (typeof h !== "object" || h === null || ![h.strength, h.ap, h.damage].every((n) => Number.isFinite(n))) {
    throw new TypeError("A hit has a finite Strength, AP and Damage");
  }
}

/**
 * Checks a rolled test's resolution: a boolean `success` and `prone`, degrees a finite number
 * ≥ 1, a finite target number, a string outcome, and a hit (when given, not null) as
 * {@link checkCall} checks one.
 * @throws {TypeError} when it has not that shape
 * @throws {RangeError} when degrees are below 1 or a number is not finite
 */
export function checkResolution(resolution: MovementTestResolution): void {
  const r = resolution as Partial<MovementTestResolution> | null;
  if (
    typeof r !== "object" ||
    r === null ||
    typeof r.success !== "boolean" ||
    typeof r.prone !== "boolean" ||
    typeof r.outcome !== "string" ||
    typeof r.degrees !== "number" ||
    typeof r.targetNumber !== "number"
  ) {
    throw new TypeError("A test's resolution needs success, degrees, targetNumber, outcome and prone");
  }
  if (!(r.degrees >= 1 && r.degrees < Infinity)) {
    throw new RangeError(`A test's degrees must be a finite number ≥ 1, got ${plain(r.degrees)}`);
  }
  if (!Number.isFinite(r.targetNumber)) {
    throw new RangeError(`A test's target number must be finite, got ${plain(r.targetNumber)}`);
  }
  if (r.hit !== undefined && r.hit !== null) checkHit(r.hit);
}

/**
 * Checks a test request's shape: an object with a string kind; a distance or vehicle Move, when
 * given, finite and ≥ 0.
 * @throws {TypeError} when it is not an object with a string kind
 * @throws {RangeError} on a negative or non-finite distance or vehicle Move
 */
export function checkRequest(request: TestRequest): void {
  const r = request as Partial<TestRequest> | null;
  if (typeof r !== "object" || r === null || typeof r.kind !== "string") {
    throw new TypeError("A test request is an object with a kind");
  }
  for (const key of ["distance", "vehicleMove"] as const) {
    const value = r[key];
    if (value !== undefined && !(typeof value === "number" && value >= 0 && value < Infinity)) {
      throw new RangeError(`A test request's ${key} must be a finite number ≥ 0, got ${plain(value)}`);
    }
  }
}
