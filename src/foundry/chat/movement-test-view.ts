/**
 * The view model of a movement test card: pure, from the card's stored data, the ruleset it was
 * posted under and the actor as it is now. Every word comes from the ruleset's CardText or a
 * `STRIDE.Card.*` key; the view names no difficulty, modifier or hit format itself.
 * @module
 */
import {
  GM_MODIFIER_SOURCE,
  gmModifierLine,
  readGmModifier,
  withGmModifier,
  type GmModifier,
  type ManualTestOption,
  type ModifierLine,
  type MovementProfile,
  type MovementTestCall,
  type MovementTestResolution,
  type Ruleset,
  type TestConsequence,
  type TestSituation,
} from "../../rules";
import type { MovementTestSystem, StoredResult } from "../data/chat-message/movement-test-data";
import { toRequest } from "../data/chat-message/movement-test-data";
import { formatList, formatNumber, localizeText, type CardI18n } from "./localize";

/** What the view reads besides the card's data. */
export interface MovementTestInput {
  readonly system: MovementTestSystem;
  /** The card's ruleset, or null when it is not installed. */
  readonly ruleset: Ruleset | null;
  /** The actor's name, or null when it was deleted. */
  readonly actorName: string | null;
  /** The tested characteristic's current value, or null when the actor has none. */
  readonly characteristic: number | null;
  /** The current user owns the actor or is the GM. */
  readonly mayAct: boolean;
  /**
   * The current user may set the GM's modifier: the GM, or the actor's owner when the world lets
   * rollers set it (settings.ts rollerSetsModifier); absent: not.
   */
  readonly mayModify?: boolean;
  /** The actor's situation now (its statuses), for the ruleset's situational modifiers; none when absent. */
  readonly situation?: TestSituation;
  /** The actor's movement profile now (a pool's hits, a jump's metres are re-derived with it). */
  readonly profile?: MovementProfile;
  /** Tests of this kind rolled this movement history and the limit (TestsCapability.historyLimit), or null. */
  readonly historyTests?: { readonly used: number; readonly limit: number } | null;
}

/** The template context of a card (templates/chat/movement-test.hbs). */
export type MovementTestView = {
  readonly actorName: string;
  readonly title: string;
  readonly reason: string;
  readonly lines: readonly { label: string; value: string }[];
  /** The roll needed, or the "no roll can pass" text, or null when unknown. */
  readonly target: string | null;
  readonly result: {
    readonly roll: string;
    readonly success: boolean;
    readonly verdict: string;
    readonly outcome: string;
    readonly landing: string | null;
  } | null;
  /**
   * The choices the card offers before the roll (TestsCapability.cardOptions: dh2 climbing gear),
   * each with its label and its values, the stored one (else the first) selected; none once rolled.
   */
  readonly options: readonly CardOptionView[];
  /** The card is not rolled and the user may roll it, so may pick its choices. */
  readonly canChoose: boolean;
  /** "Sprinting tests: 1 of 3 this Combat Turn" before the roll, when the kind is limited; null otherwise. */
  readonly limit: string | null;
  readonly canRoll: boolean;
  /**
   * The card is not rolled, its ruleset has a GM's modifier, the test has a roll to meet, and the
   * user may set it.
   */
  readonly canSetModifier: boolean;
  readonly canApply: boolean;
  /** The result deals damage (dh2 falling damage) not yet taken, and the user may take it. */
  readonly canApplyDamage: boolean;
  /** "Took 17 damage (Impact, armour does not count)" once the damage is taken, else null. */
  readonly damageTaken: string | null;
  /** Why the card offers nothing (actor deleted, test unknown), or null. */
  readonly notice: string | null;
  readonly labels: {
    readonly roll: string;
    readonly apply: string;
    readonly target: string;
    readonly applyDamage: string;
    readonly setModifier: string;
  };
};

/** One of a card's choices as shown (templates/chat/movement-test.hbs): its request key, label and values. */
export interface CardOptionView {
  readonly key: string;
  readonly label: string;
  readonly choices: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
}

/**
 * The choices a card's call offers (TestsCapability.cardOptions), labelled, with the value its
 * request holds (else the first) selected; none when the ruleset offers none or refuses the call.
 */
export function cardOptionViews(call: MovementTestCall, ruleset: Ruleset, i18n: CardI18n): CardOptionView[] {
  let specs: readonly ManualTestOption[];
  try {
    specs = ruleset.tests.cardOptions?.(call) ?? [];
  } catch {
    return [];
  }
  const stored: Readonly<Record<string, unknown>> = call.request?.options ?? {};
  return specs.map((spec) => {
    const held = Object.hasOwn(stored, spec.key) ? String(stored[spec.key]) : null;
    const now = spec.choices.some((c) => c.value === held) ? held : (spec.choices[0]?.value ?? null);
    return {
      key: spec.key,
      label: i18n.localize(spec.label),
      choices: spec.choices.map((c) => ({ value: c.value, label: i18n.localize(c.label), selected: c.value === now })),
    };
  });
}

/** The call a card's stored request builds under its ruleset, or null when it builds none. */
export function cardCall(system: MovementTestSystem, ruleset: Ruleset | null): MovementTestCall | null {
  if (!ruleset) return null;
  try {
    return ruleset.tests.buildTest(toRequest(system.request)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The modifiers the actor's situation adds to a call (tests.situationalModifiers), or none when the
 * ruleset has no such capability or refuses the situation.
 */
export function situationalLines(
  call: MovementTestCall,
  ruleset: Ruleset,
  situation: TestSituation | undefined,
): ModifierLine[] {
  if (!situation || !ruleset.tests.situationalModifiers) return [];
  try {
    return ruleset.tests.situationalModifiers(call, situation);
  } catch {
    return [];
  }
}

/**
 * The GM's modifier a card counts, read from its stored data and clamped by the card's ruleset
 * (TestsCapability.gmModifier): the one it was rolled with once rolled, else the one set now; null
 * when none, or when the ruleset has no GM's modifier.
 */
export function cardGmModifier(system: MovementTestSystem, ruleset: Ruleset | null): GmModifier | null {
  const rule = ruleset?.tests.gmModifier;
  if (!rule) return null;
  return readGmModifier(rule, system.result ? system.result.gmModifier : system.gmModifier).modifier;
}

/**
 * The lines a rolled card was rolled with beyond the call's own: the situation's, then the GM's
 * (clamped on read), so re-resolving the stored dice counts each once.
 */
export function rolledLines(result: StoredResult, ruleset: Ruleset): ModifierLine[] {
  const rule = ruleset.tests.gmModifier;
  const gm = rule ? readGmModifier(rule, result.gmModifier).modifier : null;
  const situational = (result.situational ?? []).filter((line) => line?.source !== GM_MODIFIER_SOURCE);
  return gm ? [...situational, gmModifierLine(gm)] : situational;
}

/** A call with extra modifier lines after its own. */
export function withModifiers(call: MovementTestCall, extra: readonly ModifierLine[]): MovementTestCall {
  return extra.length ? { ...call, modifiers: [...call.modifiers, ...extra] } : call;
}

/**
 * A stored result as the ruleset's resolution: re-derived from the stored dice (so a pool's hits,
 * threshold, net hits and glitch come back: resolution.pool; and a result's amount and consequences,
 * such as dh2 falling damage's formula), with the actor's profile; the
 * stored fields when the dice no longer resolve (a forged or outdated result).
 */
export function resolutionOf(
  result: StoredResult,
  call?: MovementTestCall,
  ruleset?: Ruleset | null,
  profile?: MovementProfile,
): MovementTestResolution {
  const { success, degrees, targetNumber, outcome, prone, hit } = result;
  const stored = { success, degrees, targetNumber, outcome, prone, hit };
  if (!call || !ruleset) return stored;
  try {
    const again = ruleset.tests.resolve(call, result.characteristicValue, result.dice, profile);
    // What the outcome's words read beside the stored fields: a pool's count, the metres it gives
    // (dh2 climbed, leapt …) and its consequences (dh2 falling damage's formula).
    return {
      ...stored,
      ...(again.pool ? { pool: again.pool } : {}),
      ...(again.amount !== undefined ? { amount: again.amount } : {}),
      ...(again.consequences ? { consequences: again.consequences } : {}),
    };
  } catch {
    return stored;
  }
}

/**
 * The damage a rolled test deals (its `damageRoll` consequence: dh2 falling damage), re-derived from
 * the stored dice, the modifiers it was rolled with and the actor's profile; null when it deals none
 * or the dice no longer resolve (a forged or outdated result).
 */
export function storedDamage(
  result: StoredResult,
  call: MovementTestCall,
  ruleset: Ruleset,
  profile?: MovementProfile,
): Extract<TestConsequence, { type: "damageRoll" }> | null {
  try {
    const again = ruleset.tests.resolve(
      withModifiers(call, rolledLines(result, ruleset)),
      result.characteristicValue,
      result.dice,
      profile,
    );
    const damage = (again.consequences ?? []).find((c) => c.type === "damageRoll");
    return damage?.type === "damageRoll" ? damage : null;
  } catch {
    return null;
  }
}

/**
 * Builds a card's view model. Before the roll the numbers are the actor's current ones; after,
 * the ones it was rolled with.
 */
export function movementTestView(input: MovementTestInput, i18n: CardI18n): MovementTestView {
  const { system, ruleset } = input;
  const built = cardCall(system, ruleset);
  const result = system.result;
  // Before the roll the actor's situation now and the GM's modifier set now; after, the lines it
  // was rolled with.
  const call =
    built && ruleset
      ? result
        ? withModifiers(built, rolledLines(result, ruleset))
        : withGmModifier(
            withModifiers(built, situationalLines(built, ruleset, input.situation)),
            cardGmModifier(system, ruleset),
          )
      : null;
  const missing = input.actorName === null;
  const labels = {
    roll: i18n.localize("STRIDE.Card.roll"),
    apply: i18n.localize(ruleset?.tests.proneLabel ?? "STRIDE.Card.applyProne"),
    target: i18n.localize("STRIDE.Card.target"),
    applyDamage: i18n.localize("STRIDE.Card.applyDamage"),
    setModifier: i18n.localize("STRIDE.Card.gmModifier.button"),
  };
  const actorName = input.actorName ?? i18n.localize("STRIDE.Card.unknownActor");
  if (!call || !ruleset) {
    return {
      actorName,
      title: i18n.localize("TYPES.ChatMessage.movementTest"),
      reason: "",
      lines: [],
      target: null,
      result: null,
      limit: null,
      options: [],
      canChoose: false,
      canRoll: false,
      canSetModifier: false,
      canApply: false,
      canApplyDamage: false,
      damageTaken: null,
      notice: i18n.format("STRIDE.Card.unknownTest", { ruleset: system.rulesetId || "?" }),
      labels,
    };
  }
  const value = result ? result.characteristicValue : input.characteristic;
  const description = ruleset.tests.describe(call, value);
  const target = description.target ?? (description.impossible ? i18n.localize("STRIDE.Card.impossible") : null);
  return {
    actorName,
    title: localizeText(description.title, i18n),
    reason: localizeText(description.reason, i18n),
    lines: description.lines.map((line) => ({ label: localizeText(line.label, i18n), value: line.value })),
    target,
    result: result && resultView(call, ruleset, result, i18n, input.profile),
    limit: limitText(input.historyTests ?? null, i18n),
    options: result || missing ? [] : cardOptionViews(built!, ruleset, i18n),
    canChoose: !result && !missing && input.mayAct,
    canRoll: !result && !missing && input.mayAct && !limitReached(input.historyTests ?? null),
    // A test with no roll to meet (opend6 breath: seconds held) has nothing a modifier changes.
    canSetModifier:
      !result &&
      !missing &&
      input.mayModify === true &&
      !!ruleset.tests.gmModifier &&
      (description.target !== null || description.impossible),
    canApply: !!result?.prone && !system.applied && !missing && input.mayAct,
    canApplyDamage:
      !!result &&
      typeof system.damageTaken !== "number" &&
      !missing &&
      input.mayAct &&
      storedDamage(result, built!, ruleset, input.profile) !== null,
    damageTaken:
      typeof system.damageTaken === "number"
        ? i18n.format("STRIDE.Card.damageTaken", { damage: formatNumber(system.damageTaken, i18n.lang) })
        : null,
    notice: missing ? i18n.localize("STRIDE.Card.missingActor") : null,
    labels,
  };
}

/** Whether the limit of tests this movement history is reached. */
function limitReached(tests: { readonly used: number; readonly limit: number } | null): boolean {
  return !!tests && tests.used >= tests.limit;
}

/** "used of limit" of a limited test, or that the limit is reached. */
function limitText(tests: { readonly used: number; readonly limit: number } | null, i18n: CardI18n): string | null {
  if (!tests) return null;
  const data = { used: formatNumber(tests.used, i18n.lang), limit: formatNumber(tests.limit, i18n.lang) };
  return i18n.format(limitReached(tests) ? "STRIDE.Card.historyLimitReached" : "STRIDE.Card.historyTests", data);
}

/** The result part: the roll, the ruleset's verdict and outcome, and who a fall landed on. */
function resultView(
  call: MovementTestCall,
  ruleset: Ruleset,
  result: StoredResult,
  i18n: CardI18n,
  profile?: MovementProfile,
) {
  const described = ruleset.tests.describeResult(call, resolutionOf(result, call, ruleset, profile));
  // The landing repeats the outcome's hit (the same hit for everyone landed on).
  const hit = described.outcome.data?.["hit"];
  const hitText = typeof hit === "string" ? hit : hit && typeof hit === "object" ? localizeText(hit, i18n) : "";
  const names = result.landedOn.map((m) => m.name);
  return {
    roll: formatNumber(result.roll, i18n.lang),
    success: result.success,
    verdict: localizeText(described.verdict, i18n),
    outcome: localizeText(described.outcome, i18n),
    landing: names.length
      ? i18n.format(hitText ? "STRIDE.Card.landedOnHit" : "STRIDE.Card.landedOn", {
          names: formatList(names, i18n),
          hit: hitText,
        })
      : null,
  };
}
