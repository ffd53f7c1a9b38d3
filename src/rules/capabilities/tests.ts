/**
 * Capability: the tests moves call for, their dice, and how a card words them.
 * @module
 */
import type {
  ManualTestOption,
  ManualTestSpec,
  ModifierLine,
  MovementProfile,
  MovementTestCall,
  MoveSummary,
  TestRequest,
} from "../types";
import type { MovementTestResolution } from "./outcomes";

import type { DiceKind } from "../dice/report";
import type { PathStep } from "../scene";

/**
 * Text for a card: a lang key and the values it interpolates. Numbers are formatted for the
 * user's locale, and a numeric `count` picks the key's plural form (`key.one`, `key.other`) where
 * the language file has them; a nested CardText is localized first.
 */
export interface CardText {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number | CardText>>;
}

/** How a card shows a test before it is rolled. */
export interface TestDescription {
  /** The test's title ("Challenging (+0) Agility test"). */
  readonly title: CardText;
  /** Why the test is called for. */
  readonly reason: CardText;
  /** The breakdown: the characteristic's value, then each modifier. */
  readonly lines: readonly { readonly label: CardText; readonly value: string }[];
  /** The roll needed after modifiers ("22", "3+"), or null when the actor is gone or no roll can pass. */
  readonly target: string | null;
  /** No roll can pass the test (necromunda: the roll needed is above 6). */
  readonly impossible: boolean;
}

/** How a card shows a rolled test's result. */
export interface ResultDescription {
  /** Pass or fail, with the dice kind's report (degrees, hits …). */
  readonly verdict: CardText;
  /** What follows. */
  readonly outcome: CardText;
}

/**
 * The weather as a scene stores it (WeatherCapability.fromDice): the rolled dice only (each
 * formula's active results in order), so every reader re-derives the numbers from the ruleset.
 */
export interface SceneWeather {
  readonly dice: readonly (readonly number[])[];
  /**
   * Where the wind blows from, degrees clockwise from north (opend6: the day's direction die turned
   * into a bearing when rolled, or the GM's choice in the scene configuration); absent: from the dice.
   */
  readonly windFrom?: number;
}

/**
 * What a tested actor's situation is, beside the test: the ids of the statuses it has now
 * (Foundry's `Actor#statuses`), as plain strings.
 */
export interface TestSituation {
  readonly statuses: readonly string[];
  /**
   * The weather stored on the tested token's scene (WeatherCapability.fromDice: opend6's day's
   * wind), or absent when it has none or the card has no token.
   */
  readonly weather?: SceneWeather;
  /** The tested actor's movement profile (opend6: whether a vehicle is a water vehicle), when it has one. */
  readonly profile?: MovementProfile;
}

/** A counter on a model's actor set to a value (TestsCapability.countersAfterMove). */
export interface CounterSetting {
  /** The counter's name, as the actor data model's `setCounter` knows it (opend6: `drowning`). */
  readonly counter: string;
  /** Its new value, whole, ≥ 0. */
  readonly value: number;
}

/**
 * How a ruleset counts the GM's modifier on a card (TestsCapability.gmModifier, gm-modifier.ts): the
 * lang key of its unit, as the card's form names it, and the range a modifier is clamped to (whole
 * numbers, min ≤ 0 ≤ max).
 */
export interface GmModifierRule {
  /** Lang key naming what the number adds to and which sign helps ("d100 target: + is easier"). */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
}

/** The tests a ruleset's movement calls for. Every ruleset has it. */
export interface TestsCapability {
  /** The tests a finished move calls for. */
  readonly movementTests: (move: MoveSummary) => MovementTestCall[];
  /**
   * Whether one of {@link movementTests}' tests is due after a move outside a started combat too,
   * whatever its action (dh2: a jump down and the swim test, which the text asks for whenever they
   * happen; shadowrun: a fall, which hurts whenever it happens, § Falling); absent: only after a
   * hasty action (MovementActionSpec#hasty).
   */
  readonly dueOutsideCombat?: (call: MovementTestCall) => boolean;
  /**
   * Counters kept on the mover's actor that a finished move sets, read from where it ends
   * (MoveSummary.endConditions) and its profile (opend6: `drowning` back to 0 once the move ends
   * out of the water, d6-movement.txt § Swimming). Absent: the ruleset keeps no such counters.
   */
  readonly countersAfterMove?: (move: MoveSummary) => readonly CounterSetting[];
  /**
   * Whether a missed test of this call can send the model back along its path (TestConsequence
   * `backtrack`; opend6: running, flying, swimming). Outside a started combat, where Foundry records
   * no movement history, such a test's request then carries the move's path (scene/path.ts
   * BACK_PATH_OPTION). Absent: none does.
   */
  readonly walksBack?: (call: MovementTestCall) => boolean;
  /**
   * How far back along the finished move's path, ruleset units, a missed test of a {@link walksBack}
   * call sends the model, when not the call's own distance (dh2: a failed climb falls from where the
   * climb began, dh2-movement.md § Sheer Surfaces: the path back to the step before it entered
   * climbable terrain); null or absent: the call's distance.
   * @param path the move's path, first step first (its steps' conditions and elevations)
   */
  readonly backDistance?: (call: MovementTestCall, path: readonly PathStep[]) => number | null;
  /** Tests a GM can post by hand. */
  readonly manualTests: readonly ManualTestSpec[];
  /** Builds the test a request asks for, or undefined when the ruleset has none such. */
  readonly buildTest: (request: TestRequest) => MovementTestCall | undefined;
  /**
   * The options (TestRequest.options, as text) a request takes from the tester's movement profile,
   * for the keys it does not give itself (opend6: the Move a distance is measured against, the
   * flying Move, whether the climbing and stamina skills are trained). Applied to a test at an
   * edge (moves/finished.ts) and to a card posted for an actor (the token HUD, the API), so neither
   * assumes a default character. Absent: none.
   * @throws {TypeError} when `request` is not an object
   */
  readonly profileOptions?: (request: TestRequest, profile: MovementProfile) => Readonly<Record<string, string>>;
  /** The dice kind of a test. */
  readonly diceKind: (call: MovementTestCall) => DiceKind;
  /**
   * The Foundry dice formula that rolls a test (`1d100`, `1d6`, `7d6`).
   * @param characteristic the tested characteristic's value
   */
  readonly formula: (call: MovementTestCall, characteristic: number) => string;
  /**
   * Resolves a rolled test.
   * @param characteristic the tested characteristic's value
   * @param dice the results of the formula's dice, in order (face values, also for pools whose
   *   formula counts successes)
   * @param profile the tester's movement profile, when the outcome depends on more than one value
   *   (shadowrun: a jump's distance from Agility and Strength, the [Physical] limit); rulesets
   *   that need it treat it as all zeros when absent
   * @throws {RangeError} when the dice are not valid results of the test's formula
   */
  readonly resolve: (
    call: MovementTestCall,
    characteristic: number,
    dice: readonly number[],
    profile?: MovementProfile,
  ) => MovementTestResolution;
  /**
   * How a card shows the test (characteristic as printed on the profile, modifiers, the roll needed).
   * @param characteristic the tested characteristic's value, or null when the actor is gone
   */
  readonly describe: (call: MovementTestCall, characteristic: number | null) => TestDescription;
  /** How a card shows a test's result. */
  readonly describeResult: (call: MovementTestCall, resolution: MovementTestResolution) => ResultDescription;
  /**
   * The most tests of this kind a model may roll while its movement history lasts
   * (BandsCapability.history), or null when unlimited; absent: all unlimited. The adapter counts
   * the rolled ones on the token, shows "used of limit" on the card and refuses the roll past it
   * (shadowrun: ceil(Running ÷ 2) Sprinting tests a Combat Turn).
   */
  readonly historyLimit?: (kind: string, profile: MovementProfile) => number | null;
  /**
   * Modifiers the actor's situation adds to a test, line by line (dh2: Encumbered, −10 to Agility
   * tests). The adapter appends them to the call's modifiers before describing and resolving it, so
   * the card shows them as lines and the roll counts them. Absent: none.
   * @throws {TypeError} when `call` is not a test call or `situation` has no statuses array
   */
  readonly situationalModifiers?: (call: MovementTestCall, situation: TestSituation) => ModifierLine[];
  /**
   * Choices a test card offers before it is rolled, as the token HUD's entry asks them (values of
   * {@link TestRequest.options}, first the default): the card stores the one picked in its request,
   * which builds the call again when rolled (dh2: climbing gear on a climb's card). Only a value
   * among an option's choices is stored. Absent or empty: the card offers none. Never throws.
   */
  readonly cardOptions?: (call: MovementTestCall) => readonly ManualTestOption[];
  /**
   * The test that raises the limit of a movement action's bands (its consequence an `allowance`),
   * which the model's owner may call for at once: the token HUD offers it, and the ruler names how
   * when a drag stops at the limit (shadowrun: a Sprinting test past Run, a swimming sprint in
   * water). Null for an action without one; absent: none.
   */
  readonly allowanceTest?: (action: string) => ManualTestSpec | null;
  /**
   * How the GM's modifier on a card counts (gm-modifier.ts): the unit its number is in and the
   * range it is clamped to. The card adds it as one more modifier line, so {@link resolve} and
   * {@link describe} count it in the ruleset's own unit (dh2: the d100 target; shadowrun: dice of
   * the pool; opend6: the difficulty; necromunda: the X+ roll). Absent: cards offer no GM modifier.
   */
  readonly gmModifier?: GmModifierRule;
  /** Lang key of the button that applies a failed test's status (dh2 Prone, necromunda Pinned). */
  readonly proneLabel: string;
  /**
   * The key of {@link TestRequest.options} under which the ruleset reads the world's falling-damage
   * formula (dh2 ruling 4: `fallingFormula`); the adapter stores the world setting there when it
   * posts a card, so the card shows and rolls it. Absent: the ruleset reads none.
   */
  readonly fallingFormulaOption?: string;
  /**
   * A fall card's damage formula for `metres` fallen (ruleset units) from the world's formula
   * template (dh2 ruling 4: `@metres` filled with the whole metres), so a card's damage is rolled
   * from the world setting and the metres, never a formula stored on the card. Null when the fall
   * deals nothing. Absent: the card's own formula is rolled.
   * @throws {TypeError|RangeError} for metres that are not a finite number ≥ 0, or a template that is not a string
   */
  readonly fallFormula?: (metres: number, template: string) => string | null;
  /**
   * The world setting a GM writes the falling-damage formula template in (dh2 ruling 4): its
   * default (`1d10 + @metres`), the placeholder filled with the metres fallen (`@metres`) and the
   * longest template accepted (characters). Absent: the ruleset has no such setting.
   */
  readonly fallingFormulaSetting?: {
    readonly initial: string;
    readonly placeholder: string;
    readonly maxLength: number;
  };
  /**
   * The tests a GM posts from a vehicle token's HUD (opend6: spooking its team, bringing it under
   * control, leaping out of it at its speed); a spec marked `passenger` is posted for one of the
   * vehicle's passengers, chosen in the dialog. Absent: none.
   * @param statuses the vehicle actor's status ids now
   */
  readonly vehicleTests?: (profile: MovementProfile, statuses?: readonly string[]) => readonly ManualTestSpec[];
}
