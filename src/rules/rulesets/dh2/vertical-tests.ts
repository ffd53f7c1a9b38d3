/**
 * The tests of climbing, abseiling, jumping, leaping and swimming in Dark Heresy 2e: how each is
 * built from a request, what a rolled one gives (distance, Prone, falling damage, Fatigue) and how
 * a card words it (dh2-movement.md § Climbing, § Abseiling, § Jumping and Leaping, § Swimming;
 * rulings 1, 4 and 5). Distances are metres.
 * @module
 */
import type { CardText } from "../../capabilities";
import type { MovementTestResolution, TestConsequence } from "../../capabilities/outcomes";
import { isArray, numberOf, plain } from "../../geometry/validate";
import { d100TargetNumber, d100Test } from "../../dice/d100";
import { checkCall, checkResolution, totalModifier } from "../../card-text";
import type {
  Gravity,
  ManualTestOption,
  ManualTestSpec,
  MoveSummary,
  MovementProfile,
  MovementTestCall,
  TestRequest,
} from "../../types";
import { GRAVITIES } from "../../types";
import { characteristicBonus } from "./characteristics";
import { abseil, climbRate, SHEER_MODIFIER } from "./climbing";
import { fallingDamage } from "./falling";
import { jumpDown, leap, leapHeight, runUpBonus, verticalJump, STANDING_JUMP } from "./jumping";
import { movementRates } from "./movement";
import {
  CANNOT_SWIM,
  heldRounds,
  SWIM_BURDEN_SOURCE,
  SWIM_ENCUMBERED_MODIFIER,
  SWIM_FAILURE_FATIGUE,
  swimDistance,
  UNDERWATER_COUNTER,
  underwaterRequestOptions,
} from "./swimming";
import { SWIM_TEST_CONDITIONS } from "./terrain";
import { storedBackLength } from "./back-path";
import { FULL_ACTION_MOVES, fullActionConsequences } from "./full-action";
import { isFiniteNumber } from "../../scene/numbers";

/** How far past a gap's far side a cleared leap lands, metres: off the gap, not on its edge. */
const LANDING_MARGIN = 0.01;

/** The test kinds of this module. */
export const VERTICAL_TEST_KINDS = [
  "climb",
  "sheerClimb",
  "abseil",
  "abseilGrip",
  "jumpDown",
  "leap",
  "verticalJump",
  "stumble",
  "pullUp",
  "swim",
] as const;

/** A climbing, jumping or swimming test kind. */
export type VerticalTestKind = (typeof VERTICAL_TEST_KINDS)[number];

/** Whether a kind is one of {@link VERTICAL_TEST_KINDS}. */
export function isVerticalKind(kind: unknown): kind is VerticalTestKind {
  return (VERTICAL_TEST_KINDS as readonly unknown[]).includes(kind);
}

/**
 * The difficulty id of a sheer climb: the text's "Hard (−10)", named and valued as printed
 * (ruling 5; the core Hard is −20).
 */
export const SHEER_DIFFICULTY = "hardPrinted";

/** The lang keys of this module's modifier sources (a card's breakdown lines). */
export const VERTICAL_SOURCES: Readonly<Record<string, string>> = {
  [SHEER_DIFFICULTY]: "STRIDE.Difficulty.hardPrinted",
  runUp: "STRIDE.Dh2.modifier.runUp",
  [SWIM_BURDEN_SOURCE]: "STRIDE.Dh2.modifier.encumbered",
  climbingGear: "STRIDE.Dh2.modifier.climbingGear",
};

/** What each kind tests: the characteristic, and the difficulty with its modifier (Challenging +0 unless given). */
const SPECS: Readonly<
  Record<VerticalTestKind, readonly [characteristic: string, difficulty?: string, modifier?: number]>
> = {
  climb: ["strengthOrAthletics"],
  sheerClimb: ["athletics", SHEER_DIFFICULTY, SHEER_MODIFIER],
  abseil: ["agility"],
  abseilGrip: ["strength"],
  jumpDown: ["agility"],
  leap: ["agility"],
  verticalJump: ["agility"],
  stumble: ["agility"],
  pullUp: ["strength"],
  swim: ["athletics"],
};

/** The request options these tests read. */
export interface VerticalOptions {
  /** Scene gravity (jumping distances, the climber's Half Move); `normal` when absent or unknown. */
  readonly gravity: Gravity;
  /** Straight run-up, metres (leaps and running vertical jumps); 0 when absent or unreadable. */
  readonly runUp: number;
  /** The swimmer wears armour or is weighed down (−30, Fatigue on failure). */
  readonly encumbered: boolean;
  /** The abseiler wears a drop harness or is otherwise secured. */
  readonly secured: boolean;
  /** The world's falling-damage formula (ruling 4); the default when absent. */
  readonly fallingFormula: string | undefined;
  /** A gap's depth, metres: how far a short leap falls (terrain.ts `sceneEdgeTestOptions`); 0 when absent. */
  readonly depth: number;
  /** The heading a short leap falls along, radians; null when absent (the leap then only falls short). */
  readonly heading: number | null;
  /** The height still to climb, metres; null when absent (the climb then only gives its metres). */
  readonly height: number | null;
  /** The climb goes down (from a surface's top to the floor). */
  readonly down: boolean;
  /** How far the gap's far side is along the leap's heading, metres (a cleared leap lands past it); null when absent. */
  readonly landing: number | null;
  /**
   * The band whose action the turn spent before the edge (full-action.ts FULL_ACTION_MOVES: `charge`,
   * `run`), so the leap cannot be taken; null when the turn still has its Full Action.
   */
  readonly spent: string | null;
  /**
   * Climbing gear's bonus to the climb's test (§ Sheer Surfaces: climbing gear such as a
   * grapnel or harness adds to the Athletics test): one of {@link CLIMBING_GEAR_BONUSES}, 0 without gear.
   */
  readonly gear: number;
}

/**
 * The climbing gear bonuses the climb's HUD entry offers, the GM or the climber choosing the gear's
 * (docs/rulings.md: the text names the bonus but leaves its size to the Armoury).
 */
export const CLIMBING_GEAR_BONUSES = [0, 10, 20, 30] as const;

const truthy = (value: unknown) => value === true || value === "true";

/**
 * Reads a request's options leniently, as card data may be old or hand-made: unknown values are
 * the defaults (normal gravity, no run-up, not encumbered, not secured, the default formula).
 * Never throws.
 */
export function verticalOptions(request: TestRequest | undefined): VerticalOptions {
  const raw: Readonly<Record<string, unknown>> =
    typeof request?.options === "object" && request.options !== null ? request.options : {};
  const own = (key: string): unknown => (Object.hasOwn(raw, key) ? raw[key] : undefined);
  const gravity = own("gravity");
  const runUp = numberOf(own("runUp") ?? 0);
  const formula = own("fallingFormula");
  const number = (key: string, min: number): number | null => {
    const raw = own(key);
    const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : typeof raw === "number" ? raw : NaN;
    return Number.isFinite(value) && value >= min && Math.abs(value) <= 1e6 ? value : null;
  };
  return {
    depth: number("depth", 0) ?? 0,
    heading: number("heading", -1e6),
    height: number("height", 0),
    down: truthy(own("down")),
    landing: number("landing", 0),
    spent: (FULL_ACTION_MOVES as readonly unknown[]).includes(own("spent")) ? (own("spent") as string) : null,
    gravity: (GRAVITIES as readonly unknown[]).includes(gravity) ? (gravity as Gravity) : "normal",
    runUp: Number.isFinite(runUp) && runUp >= 0 ? Math.min(runUp, 1e6) : 0,
    encumbered: truthy(own("encumbered")),
    secured: truthy(own("secured")),
    fallingFormula: typeof formula === "string" && formula.length <= 200 ? formula : undefined,
    gear: (CLIMBING_GEAR_BONUSES as readonly unknown[]).includes(number("gear", 0)) ? number("gear", 0)! : 0,
  };
}

/**
 * Builds a climbing, jumping or swimming test:
 * - `climb`: Challenging (+0) Strength or Athletics, whichever is better (§ Simple Climbs);
 *   `sheerClimb`: Athletics at the printed Hard (−10) (§ Sheer Surfaces; ruling 5). `distance`: the
 *   height above the ground the climb starts from, which a failure falls (0 or absent: none).
 * - `abseil`: Challenging (+0) Agility (§ Abseiling); `abseilGrip`: the Challenging (+0) Strength
 *   test of two degrees of failure (option `secured`: a drop harness); `distance`: the fall.
 * - `jumpDown`: Challenging (+0) Agility, `distance` the drop (§ Standing Vertical Jumps).
 * - `leap`: Challenging (+0) Agility plus the run-up's bonus (option `runUp`, metres); `distance`,
 *   when given, the gap to clear (§ Standing/Running Horizontal Leaps).
 * - `verticalJump`: the running vertical jump's Challenging (+0) Agility test plus the run-up's
 *   bonus; `stumble`: the Agility test after a failed one, or Prone (§ Running Vertical Jumps).
 * - `pullUp`: Challenging (+0) Strength to pull up onto a grabbed ledge (§ Standing Vertical Jumps).
 * - `swim`: Challenging (+0) Athletics as a Full Action, −30 with option `encumbered` (§ Swimming).
 * - `climb` and `sheerClimb` add option `gear`'s bonus (climbing gear, {@link CLIMBING_GEAR_BONUSES}).
 * Options (TestRequest.options) also carry `gravity` and `fallingFormula`; see {@link verticalOptions}.
 * @returns undefined for another kind, or a `jumpDown` without a distance
 * @throws {RangeError} when `request.distance` is given and not a finite number ≥ 0
 */
export function buildVerticalTest(request: TestRequest): MovementTestCall | undefined {
  if (!isVerticalKind(request?.kind)) return undefined;
  const kind = request.kind;
  const distance = request.distance;
  if (distance !== undefined && !(typeof distance === "number" && distance >= 0 && distance <= 1e12)) {
    throw new RangeError(`A test's distance must be a finite number ≥ 0, got ${plain(distance)}`);
  }
  if (kind === "jumpDown" && distance === undefined) return undefined;
  const [characteristic, difficulty = "challenging", modifier = 0] = SPECS[kind];
  const options = verticalOptions(request);
  const modifiers = [{ source: difficulty, value: modifier }];
  if (kind === "leap" || kind === "verticalJump") {
    const bonus = runUpBonus({ runUp: options.runUp });
    if (bonus > 0) modifiers.push({ source: "runUp", value: bonus });
  }
  if (kind === "swim" && options.encumbered) {
    modifiers.push({ source: SWIM_BURDEN_SOURCE, value: SWIM_ENCUMBERED_MODIFIER });
  }
  if ((kind === "climb" || kind === "sheerClimb") && options.gear > 0) {
    modifiers.push({ source: "climbingGear", value: options.gear });
  }
  return {
    kind,
    characteristic,
    difficulty,
    modifiers,
    ...(distance !== undefined ? { distance } : {}),
  };
}

const yesNo = ["false", "true"].map((value) => ({ value, label: `STRIDE.Dh2.yesNo.${value}` }));

const GRAVITY_OPTION = {
  key: "gravity",
  preset: "gravity",
  label: "STRIDE.Scene.gravity.label",
  choices: GRAVITIES.map((value) => ({ value, label: `STRIDE.Gravity.${value}` })),
} as const;

const RUN_UP_OPTION = {
  key: "runUp",
  label: "STRIDE.Dh2.option.runUp",
  choices: ["0", "4", "8", "12", "16"].map((value) => ({ value, label: `STRIDE.Dh2.runUp.${value}` })),
} as const;

const GEAR_OPTION = {
  key: "gear",
  label: "STRIDE.Dh2.option.gear",
  choices: CLIMBING_GEAR_BONUSES.map((bonus) => ({ value: String(bonus), label: `STRIDE.Dh2.gear.${bonus}` })),
} as const;

const YES_NO = (key: string) => ({
  key,
  label: `STRIDE.Dh2.option.${key}`,
  choices: yesNo,
});

/**
 * The choices a climbing test's card offers before it is rolled (TestsCapability.cardOptions): the
 * climbing gear's bonus (none, +10, +20, +30: {@link CLIMBING_GEAR_BONUSES}) on a simple or sheer climb
 * (§ Sheer Surfaces; docs/rulings.md Climbing gear), as the token HUD's climb asks it, so the card
 * posted at a wall's or ledge's foot takes gear too; none for other tests. Never throws.
 * @example verticalCardOptions({ kind: "climb", … })[0].choices.map((c) => c.value) // → ["0", "10", "20", "30"]
 */
export function verticalCardOptions(call: MovementTestCall): readonly ManualTestOption[] {
  const kind = (call as { kind?: unknown } | null | undefined)?.kind;
  return kind === "climb" || kind === "sheerClimb" ? [GEAR_OPTION] : [];
}

/** What a kind's HUD entry adds to `{ request: { kind }, label }`. */
const MANUAL_EXTRAS: Partial<Record<VerticalTestKind, Partial<ManualTestSpec>>> = {
  climb: { options: [GEAR_OPTION, GRAVITY_OPTION] },
  sheerClimb: { options: [GEAR_OPTION, GRAVITY_OPTION] },
  abseilGrip: { needsDistance: true, options: [YES_NO("secured")] },
  jumpDown: { needsDistance: true, options: [GRAVITY_OPTION] },
  leap: { options: [RUN_UP_OPTION, GRAVITY_OPTION] },
  verticalJump: {
    request: { kind: "verticalJump", options: { runUp: "4" } },
    options: [{ ...RUN_UP_OPTION, choices: RUN_UP_OPTION.choices.slice(1) }, GRAVITY_OPTION],
  },
  swim: {
    options: [
      {
        key: "encumbered",
        label: "STRIDE.Dh2.option.encumbered",
        choices: ["auto", "true", "false"].map((value) => ({ value, label: `STRIDE.Dh2.burden.${value}` })),
      },
    ],
  },
};

/**
 * The tests of actions a character chooses (climbing, abseiling, leaping, jumping, pulling up,
 * swimming; dh2-movement.md § Climbing … § Swimming); a jump down, a slipping grip and a stumble
 * are imposed, so the GM posts those.
 */
const CHOSEN: ReadonlySet<VerticalTestKind> = new Set([
  "climb",
  "sheerClimb",
  "abseil",
  "leap",
  "verticalJump",
  "pullUp",
  "swim",
]);

/** The climbing, jumping and swimming tests a GM (and, for chosen actions, the token's owner) can post from the token HUD, one per kind. */
export const VERTICAL_MANUAL_TESTS: readonly ManualTestSpec[] = VERTICAL_TEST_KINDS.map((kind) => ({
  request: { kind },
  label: `STRIDE.Dh2.test.${kind}`,
  ...(CHOSEN.has(kind) ? { chosen: true } : {}),
  ...MANUAL_EXTRAS[kind],
}));

/** The tester's numbers a result reads from the profile; a missing or junk profile counts 0. */
function profileNumbers(profile: MovementProfile | undefined, gravity: Gravity) {
  const c: Readonly<Record<string, unknown>> =
    typeof profile?.characteristics === "object" && profile.characteristics !== null ? profile.characteristics : {};
  const u: Readonly<Record<string, unknown>> =
    typeof profile?.unnatural === "object" && profile.unnatural !== null ? profile.unnatural : {};
  const value = (record: Readonly<Record<string, unknown>>, key: string) => {
    const v = Object.hasOwn(record, key) ? record[key] : 0;
    return isFiniteNumber(v) ? v : 0;
  };
  const agility = value(c, "agility");
  const unnaturalAgility = value(u, "agility");
  const size = isFiniteNumber(profile?.size) ? profile.size : 4;
  return {
    strengthBonus: characteristicBonus(value(c, "strength"), value(u, "strength")),
    agilityBonus: characteristicBonus(agility, unnaturalAgility),
    halfMove: movementRates({ agility, unnaturalAgility, size, gravity }).half,
  };
}

/**
 * The further test a result calls for (TestConsequence `followUp`): its kind, the options of the
 * rolled test's request it keeps (string and boolean values only) and its variant, and the distance
 * when it has one (metres, finite ≥ 0).
 */
function followUp(
  call: MovementTestCall,
  kind: VerticalTestKind,
  keep: readonly string[],
  distance?: number,
): TestConsequence {
  const raw = call.request?.options;
  const kept: Record<string, string | boolean> = {};
  for (const key of keep) {
    const value = raw && Object.hasOwn(raw, key) ? raw[key] : undefined;
    if (typeof value === "string" || typeof value === "boolean") kept[key] = value;
  }
  const variant = call.request?.variant;
  const request: TestRequest = {
    kind,
    ...(distance !== undefined && Number.isFinite(distance) && distance >= 0 ? { distance } : {}),
    ...(typeof variant === "string" ? { variant } : {}),
    ...(Object.keys(kept).length ? { options: kept } : {}),
  };
  return { type: "followUp", request };
}

/** The falling damage consequence of a fall, none for 0 m. */
function fallDamage(metres: number, options: VerticalOptions): TestConsequence[] {
  const damage = fallingDamage({
    metres,
    ...(options.fallingFormula !== undefined ? { formula: options.fallingFormula } : {}),
  });
  return damage
    ? [{ type: "damageRoll", formula: damage.formula, damageType: damage.damageType, ignoresArmour: true }]
    : [];
}

/** The outcome of a rolled test: its id, distance, Prone, and what it changes. */
interface Outcome {
  readonly outcome: string;
  readonly amount?: number;
  readonly prone?: boolean;
  readonly consequences?: readonly TestConsequence[];
}

const FALL: TestConsequence = { type: "fall" };

function outcomeOf(
  call: MovementTestCall,
  success: boolean,
  degrees: number,
  profile: MovementProfile | undefined,
): Outcome {
  const options = verticalOptions(call.request);
  const numbers = profileNumbers(profile, options.gravity);
  const distance = typeof call.distance === "number" ? call.distance : 0;
  const falls = (): Outcome => ({ outcome: "fell", amount: 0, consequences: [FALL, ...fallDamage(distance, options)] });
  switch (call.kind as VerticalTestKind) {
    case "climb":
    case "sheerClimb": {
      if (!success) {
        // From the path outside a combat (back-path.ts): back to where the climb began, then the fall.
        const back = storedBackLength(call.request);
        const fell = falls();
        return back > 0
          ? { ...fell, consequences: [{ type: "backtrack", distance: back }, ...fell.consequences!] }
          : fell;
      }
      const amount = climbRate({ halfMove: numbers.halfMove, degrees });
      // At an edge (terrain.ts sceneEdgeTestOptions): a climb that reaches the top lets the move go
      // on up this turn; one that does not ends part-way up, where the climber stays.
      if (options.height === null) return { outcome: "climbed", amount };
      return amount >= options.height
        ? {
            outcome: options.down ? "climbedDown" : "climbedTop",
            amount: options.height,
            consequences: [{ type: "crossEdge" }],
          }
        : {
            outcome: "climbed",
            amount,
            consequences: [{ type: "reposition", distance: 0, heading: 0, rise: options.down ? -amount : amount }],
          };
    }
    case "abseil": {
      const { rate, gripTest } = abseil({ success, degrees });
      if (!gripTest) return { outcome: success ? "abseiled" : "slipped", amount: rate };
      // § Abseiling: two or more degrees of failure call for the grip test, a lost grip falling the
      // whole height from the starting position (the abseil's distance).
      const grip = followUp(call, "abseilGrip", ["gravity", "secured", "fallingFormula"], distance);
      return { outcome: "gripTest", amount: rate, consequences: [grip] };
    }
    case "abseilGrip":
      // § Abseiling: a drop harness (or being otherwise secured) keeps a lost grip from a fall.
      return success ? { outcome: "gripHeld" } : options.secured ? { outcome: "hangs" } : falls();
    case "jumpDown": {
      const result = jumpDown({
        agilityBonus: numbers.agilityBonus,
        drop: distance,
        success,
        degrees,
        gravity: options.gravity,
      });
      return {
        outcome: result.safe ? "landed" : success ? "landedHurt" : "fellDown",
        amount: result.safeDrop,
        prone: result.prone,
        consequences: fallDamage(result.fallMetres, options),
      };
    }
    case "leap": {
      // The turn's action went on a Charge or a Run before the edge: there is no leap (full-action.ts).
      if (options.spent !== null) return { outcome: "actionSpent" };
      const amount = leap({ strengthBonus: numbers.strengthBonus, success, degrees, gravity: options.gravity });
      if (call.distance === undefined) return { outcome: "leapt", amount };
      if (amount >= call.distance) {
        // From an edge the leaper lands past the gap's far side, along its heading (a forced move).
        const across = options.landing ?? call.distance;
        const landing: TestConsequence[] =
          options.heading === null
            ? []
            : [{ type: "reposition", distance: across + LANDING_MARGIN, heading: options.heading, rise: 0 }];
        return { outcome: "cleared", amount, consequences: [{ type: "crossEdge" }, ...landing] };
      }
      // From an edge (terrain.ts sceneEdgeTestOptions): the leaper drops into the gap where the leap
      // ends, falling its depth (ruling 4 for the damage).
      if (options.heading === null) return { outcome: "short", amount, consequences: [FALL] };
      return {
        outcome: "short",
        amount,
        consequences: [
          { type: "reposition", distance: amount, heading: options.heading, rise: -options.depth },
          ...fallDamage(options.depth, options),
        ],
      };
    }
    case "verticalJump": {
      const amount = verticalJump({
        strengthBonus: numbers.strengthBonus,
        running: true,
        success,
        degrees,
        gravity: options.gravity,
      });
      if (success) return { outcome: "jumped", amount };
      // § Running Vertical Jumps: a failed jump stumbles, and a further Agility test keeps the jumper up.
      return { outcome: "stumbled", amount, consequences: [followUp(call, "stumble", ["gravity"])] };
    }
    case "stumble":
      return success ? { outcome: "steadied" } : { outcome: "stumbleProne", prone: true };
    case "pullUp":
      return { outcome: success ? "pulledUp" : "hangsOn" };
    case "swim": {
      // Underwater (swimming.ts heldRounds): this swim's round is one more held, passed or failed.
      const held: TestConsequence[] =
        heldRounds(call.request?.options) === null ? [] : [{ type: "counter", counter: UNDERWATER_COUNTER, amount: 1 }];
      const swim = swimOutcome(call, success, numbers.strengthBonus, distance, options);
      return held.length ? { ...swim, consequences: [...(swim.consequences ?? []), ...held] } : swim;
    }
  }
}

/** A swim test's outcome before the underwater round is counted (§ Swimming). */
function swimOutcome(
  call: MovementTestCall,
  success: boolean,
  strengthBonus: number,
  distance: number,
  options: VerticalOptions,
): Outcome {
  if (success) {
    // § Swimming: a success moves half the SB; metres the path swam beyond it go back (`distance`:
    // the metres moved through the water, sceneMovementTests).
    const swam = swimDistance({ strengthBonus });
    const excess = Math.round((distance - swam) * 100) / 100;
    return {
      outcome: "swam",
      amount: swam,
      ...(excess > 0 ? { consequences: [{ type: "backtrack", distance: excess }] } : {}),
    };
  }
  // § Swimming: a failure makes no progress, so the swim the path already made goes back
  // (`distance`: the metres moved through the water, sceneMovementTests); weighed down (the request's option or
  // the Encumbered status's line, carrying.ts situationalModifiers) it also costs Fatigue.
  const back: TestConsequence[] = distance > 0 ? [{ type: "backtrack", distance }] : [];
  const weighedDown =
    options.encumbered ||
    call.modifiers.some((line) => line?.source === SWIM_BURDEN_SOURCE || line?.source === "encumbered");
  return weighedDown
    ? {
        outcome: "sinksTired",
        amount: 0,
        consequences: [...back, { type: "fatigue", levels: SWIM_FAILURE_FATIGUE }],
      }
    : { outcome: "noProgress", amount: 0, consequences: back };
}

/**
 * Resolves a rolled climbing, jumping or swimming test (ruling 1 for the d100 result) into its
 * outcome: `amount` is the metres it gives (climbed, abseiled, safe drop, leapt, jumped, swum);
 * consequences are `fall` (the model drops to the ground or into the gap), `damageRoll` (falling
 * damage, ruling 4), `crossEdge` (a cleared gap: the move goes on), `fatigue`, and `turnAction` for
 * a jump or leap, which takes the turn's Full Action (full-action.ts).
 * @param characteristic the value tested (the profile's `strengthOrAthletics`, `athletics`, `agility` …)
 * @param roll the d100 result, 1–100
 * @param profile the tester's profile: Strength and Agility bonuses, Half Move; zeros when absent
 * @throws {RangeError} when `call.kind` is not a vertical kind, its distance is not a finite number ≥ 0,
 *   the roll is not 1–100, or the characteristic not finite
 * @throws {TypeError} when `call` is not a test call (card-text `checkCall`)
 */
export function resolveVerticalTest(
  call: MovementTestCall,
  characteristic: number,
  roll: number,
  profile?: MovementProfile,
): MovementTestResolution {
  checkCall(call);
  if (!isVerticalKind(call.kind)) throw new RangeError("Not a climbing, jumping or swimming test");
  const modifier = totalModifier(call);
  const result = d100Test({ target: characteristic, roll, modifier });
  const outcome = outcomeOf(call, result.success, result.degrees, profile);
  return {
    ...result,
    targetNumber: d100TargetNumber(characteristic, modifier),
    outcome: outcome.outcome,
    prone: outcome.prone === true,
    ...(outcome.amount !== undefined ? { amount: outcome.amount } : {}),
    // § Jumping and Leaping: a jump or a leap uses the turn's Full Action (full-action.ts).
    consequences: [
      ...(outcome.consequences ?? []),
      ...fullActionConsequences(call.kind, outcome.outcome, leftAfterLanding(outcome), call.distance ?? 0),
    ],
  };
}

/**
 * The metres a resolved outcome leaves to move: a cleared leap that landed the leaper past the gap
 * (its `reposition`) has moved those metres already; otherwise the outcome's amount.
 */
function leftAfterLanding(outcome: { readonly amount?: number; readonly consequences?: readonly TestConsequence[] }) {
  const landed = outcome.consequences?.find((c) => c.type === "reposition");
  const moved = landed?.type === "reposition" ? landed.distance : 0;
  return outcome.amount === undefined ? undefined : Math.max(0, outcome.amount - moved);
}

/**
 * The card's reason for a test: its kind, and the distance (a height or gap) when it has one.
 * @throws {TypeError|RangeError} when `call` is not a test call (card-text `checkCall`)
 */
export function verticalReason(call: MovementTestCall): CardText {
  checkCall(call);
  const distance = typeof call.distance === "number" ? call.distance : 0;
  // Underwater (§ Swimming): the card names the round held and that Suffocation applies (swimming.ts).
  const held = call.kind === "swim" ? heldRounds(call.request?.options) : null;
  if (held !== null) return { key: "STRIDE.Dh2Water.reason.underwater", data: { round: held + 1 } };
  const spent = call.kind === "leap" ? verticalOptions(call.request).spent : null;
  if (spent !== null) return { key: "STRIDE.Dh2.reason.leapSpent", data: { band: { key: `STRIDE.Action.${spent}` } } };
  const suffix = distance > 0 && ["climb", "sheerClimb", "abseilGrip", "leap"].includes(call.kind) ? "Distance" : "";
  return { key: `STRIDE.Dh2.reason.${call.kind}${suffix}`, data: { distance } };
}

/**
 * How a card words a rolled climbing, jumping or swimming test's outcome: the metres it gives, a
 * leap's height and the falling damage's formula (the ruleset's describeResult adds the verdict).
 * An amount that is not a finite distance reads 0.
 * @throws {TypeError|RangeError} when `call` or `resolution` is not well formed (card-text `checkCall`,
 *   `checkResolution`)
 */
export function describeVerticalOutcome(call: MovementTestCall, resolution: MovementTestResolution): CardText {
  checkCall(call);
  checkResolution(resolution);
  const raw = resolution.amount;
  const amount = typeof raw === "number" && raw >= 0 && raw <= 1e12 ? raw : 0;
  const consequences: readonly TestConsequence[] = isArray(resolution.consequences) ? resolution.consequences : [];
  const damage = consequences.find((c) => (c as TestConsequence | null)?.type === "damageRoll");
  const data: Record<string, string | number> = {
    distance: amount,
    height: call.kind === "leap" ? leapHeight(amount) : STANDING_JUMP,
    damage: damage?.type === "damageRoll" && typeof damage.formula === "string" ? damage.formula : "",
  };
  const hurt = damage ? "Damage" : "";
  return { key: `STRIDE.Dh2.outcome.${resolution.outcome}${hurt}`, data };
}

/**
 * The smallest drop that is a jump down, metres: a step down no deeper than the standing vertical
 * jump (½ m, § Standing Vertical Jumps) is a step, as stepping up onto it would be.
 */
export const JUMP_DOWN_MIN = STANDING_JUMP;

/** The scene terrain a climb goes through (terrain.ts SCENE_TERRAIN): a move through it climbs down, not jumps. */
const CLIMB_CONDITION = "climb";

/** The qualifier of a sheer climbable surface (terrain.ts, scene/terrain-ids.ts). */
const SHEER_CONDITION = "sheer";

/**
 * The metres a move went through hazardous or deep water (§ Swimming): the lengths of its steps
 * (MoveSummary.steps) into a step with one of {@link SWIM_TEST_CONDITIONS}; without steps, the
 * turn's distance. Clamped to 0 … 1,000,000.
 */
function swumDistance(move: MoveSummary): number {
  const steps = move.steps;
  let metres = 0;
  if (isArray(steps) && steps.length > 1) {
    for (let i = 1; i < steps.length; i++) {
      const [a, b] = [steps[i - 1], steps[i]];
      if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) continue;
      const wet = isArray(b.conditions) && SWIM_TEST_CONDITIONS.some((c) => b.conditions!.includes(c));
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (wet && Number.isFinite(length)) metres += length;
    }
  } else if (Number.isFinite(move.turnDistance)) metres = move.turnDistance;
  return Math.min(Math.max(0, metres), 1e6);
}

/**
 * The climbing, jumping and swimming tests a finished move calls for, one per elevation change
 * and one for the water: a move that ends more than {@link JUMP_DOWN_MIN} lower than it set off
 * without going through a climbable surface is a jump down (§ Standing Vertical Jumps: the Agility
 * test, `distance` the drop); one through a sheer surface is an abseil (§ Abseiling: the Agility
 * test, `distance` the drop; through a simple one a climb down, no test); a move outside a started
 * combat (`inCombat` not true) that ends higher (`rise`) through a sheer surface is the sheer climb
 * (§ Sheer Surfaces, ruling 5; in combat the drag stops at its foot for it); a move through
 * hazardous or deep water needs the swim test (§ Swimming; calm water none; none for one who cannot
 * swim and sinks), `distance` the metres moved through that water, which a failure goes back and a
 * success keeps up to its swim distance. Requests carry the scene's gravity when it is not normal.
 * @throws {TypeError} when `move` is not an object or its conditions are not iterable
 * @throws {RangeError} when the drop is given and not a finite number ≥ 0
 */
export function sceneMovementTests(move: MoveSummary): MovementTestCall[] {
  if (typeof move !== "object" || move === null) throw new TypeError("A move summary must be an object");
  const conditions = move.conditions as Iterable<unknown> | null | undefined;
  if (typeof conditions?.[Symbol.iterator] !== "function") throw new TypeError("A move's conditions must be iterable");
  const crossed = new Set(conditions);
  const drop = move.drop ?? 0;
  if (!(typeof drop === "number" && drop >= 0 && drop <= 1e12)) {
    throw new RangeError(`A move's drop must be a finite number ≥ 0, got ${plain(drop)}`);
  }
  const gravity = (GRAVITIES as readonly unknown[]).includes(move.gravity) ? move.gravity : "normal";
  const options = gravity === "normal" ? {} : { options: { gravity: gravity as string } };
  const rise = typeof move.rise === "number" && move.rise > 0 && move.rise <= 1e12 ? move.rise : 0;
  const sheer = crossed.has(CLIMB_CONDITION) && crossed.has(SHEER_CONDITION);
  const requests: TestRequest[] = [];
  if (drop > JUMP_DOWN_MIN + 1e-9 && !crossed.has(CLIMB_CONDITION)) {
    requests.push({ kind: "jumpDown", distance: Math.round(drop * 100) / 100, ...options });
  }
  // § Abseiling: down a sheer surface from the path is the quick way down, the Agility test.
  // Not after a climb down tested at the top's edge this turn (`edgeCleared`): that was the test.
  if (drop > JUMP_DOWN_MIN + 1e-9 && sheer && move.edgeCleared !== true) {
    requests.push({ kind: "abseil", distance: Math.round(drop * 100) / 100, ...options });
  }
  // § Sheer Surfaces, ruling 5: up a sheer surface needs its test every time. In a started combat
  // the drag stops at the foot for it (terrain.ts sceneEdgeTest); outside one the card follows
  // the move that went up (a failure falls: the card's Apply button).
  if (move.inCombat !== true && rise > 1e-9 && sheer) requests.push({ kind: "sheerClimb", ...options });
  // One physically incapable of swimming sinks (swimming.ts underwaterCounters): no swim to test.
  const sinks = (move.profile?.characteristics?.[CANNOT_SWIM] ?? 0) > 0;
  if (!sinks && SWIM_TEST_CONDITIONS.some((c) => crossed.has(c))) {
    // The swim is the turn's Full Action (full-action.ts); the metres moved through the water are
    // what a failure takes back and a success keeps up to its distance (the consequence's backtrack).
    const swum = swumDistance(move);
    // Through deep water the swim is underwater, holding the breath (swimming.ts underwaterRequestOptions).
    const underwater = underwaterRequestOptions(move);
    requests.push({
      kind: "swim",
      ...(swum > 0 ? { distance: Math.round(swum * 100) / 100 } : {}),
      ...(Object.keys(underwater).length ? { options: underwater } : {}),
    });
  }
  return requests.flatMap((request) => {
    const call = buildVerticalTest(request);
    return call ? [{ ...call, request }] : [];
  });
}
