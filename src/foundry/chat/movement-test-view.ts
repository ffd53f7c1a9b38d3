/**
 * The view model of a movement test card: pure, from the card's stored data.
 * @module
 */

/** A card's stored data (the `movementTest` message's `system`). */
export interface MovementTestData {
  readonly actorUuid: string;
  readonly tokenUuid?: string | null;
  readonly kind: string;
  readonly characteristic: string;
  readonly difficulty: string;
  readonly modifiers: readonly { readonly source: string; readonly value: number }[];
  readonly condition?: string | null;
  readonly fixedTarget?: number | null;
  readonly distance?: number | null;
  readonly hit?: HitData | null;
  readonly result?: {
    readonly roll: number;
    readonly characteristicValue: number;
    readonly targetNumber: number;
    readonly success: boolean;
    readonly degrees: number;
    readonly outcome: string;
    readonly prone: boolean;
    readonly hit?: HitData | null;
    /** The models a fall landed on: they suffer the same hit and are Pinned too. */
    readonly landedOn?: readonly LandedOn[];
  } | null;
}

/** A model a falling fighter landed on, as stored on the card. */
export interface LandedOn {
  readonly name: string;
  readonly actorUuid: string;
  readonly tokenUuid?: string | null;
}

/** A hit's profile as stored on a card. */
export interface HitData {
  readonly strength: number;
  readonly ap: number;
  readonly damage: number;
}

/** The template context of a card. */
export interface MovementTestView {
  readonly actorName: string;
  readonly title: string;
  readonly reason: string;
  readonly lines: readonly { label: string; value: string }[];
  readonly targetNumber: string | null;
  readonly result: {
    roll: number;
    verdict: string;
    success: boolean;
    outcome: string;
    landing: string | null;
  } | null;
  readonly canRoll: boolean;
  readonly canApplyProne: boolean;
  readonly missingActor: boolean;
  readonly labels: { roll: string; applyProne: string; target: string; missingActor: string };
}

/** Signed modifier text: `+10`, `+0`, `−20` (a real minus sign). */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}

/** Modifier sources that are neither a difficulty nor a terrain condition. */
const MODIFIER_SOURCES = ["jumpDown", "railing", "standing", "tougher", "fallingVehicle"];

/** Lang key of a modifier line's source: a difficulty, a named modifier or a terrain condition. */
function sourceKey(source: string): string {
  if (["ordinary", "challenging", "difficult", "hard"].includes(source)) return `STRIDE.Difficulty.${source}`;
  if (MODIFIER_SOURCES.includes(source)) return `STRIDE.Modifier.${source}`;
  return `STRIDE.Terrain.${source}`;
}

/** A hit's profile as printed: "S3 AP– D1" (AP "–" when 0). */
export function hitText(hit: HitData): string {
  return `S${hit.strength} AP${hit.ap === 0 ? "–" : signed(hit.ap)} D${hit.damage}`;
}

/** How the ruleset shows a test's numbers (Ruleset#describeTest) and whether it counts degrees. */
export interface TestNumbers {
  /** The characteristic as on the profile ("42", "4+"); null when the actor is gone. */
  readonly characteristic: string | null;
  /** The roll needed after modifiers ("22", "3+"); null when the actor is gone. */
  readonly target: string | null;
  /** Results count degrees (dh2) or only pass and fail (necromunda). */
  readonly degrees: boolean;
  /** Lang key of the button that applies the status (Prone, Pinned). */
  readonly proneLabel: string;
}

/**
 * Builds a card's view model.
 * @param actorName the actor's name, or null when it was deleted
 * @param numbers the ruleset's display of the characteristic and target
 */
export function movementTestView(
  data: MovementTestData,
  actorName: string | null,
  numbers: TestNumbers,
  i18n: { localize(key: string): string; format(key: string, data: Record<string, string>): string },
): MovementTestView {
  const { localize, format } = i18n;
  const characteristic = localize(`STRIDE.Characteristic.${data.characteristic}`);
  const result = data.result ?? null;
  const lines = [
    ...(numbers.characteristic === null ? [] : [{ label: characteristic, value: numbers.characteristic }]),
    ...data.modifiers.map((m) => ({ label: localize(sourceKey(m.source)), value: signed(m.value) })),
  ];
  // The title names the test by its difficulty and that difficulty's own modifier; terrain
  // modifiers are lines of the breakdown ("Challenging (+0) Agility test", Fog +10).
  const difficultyModifier = data.modifiers.find((m) => m.source === data.difficulty)?.value ?? 0;
  const title =
    data.difficulty === "plain"
      ? format("STRIDE.Card.titlePlain", { characteristic })
      : format("STRIDE.Card.title", {
          difficulty: localize(`STRIDE.Difficulty.${data.difficulty}`),
          modifier: signed(difficultyModifier),
          characteristic,
        });
  const verdictKey = result?.success ? "STRIDE.Card.success" : "STRIDE.Card.failure";
  return {
    actorName: actorName ?? localize("STRIDE.Card.unknownActor"),
    title,
    reason: format(`STRIDE.Card.reason.${data.kind}`, { distance: String(data.distance ?? "") }),
    lines,
    targetNumber: numbers.target,
    result: result && {
      roll: result.roll,
      success: result.success,
      verdict: numbers.degrees
        ? format(verdictKey, { degrees: String(result.degrees) })
        : localize(result.success ? "STRIDE.Card.passed" : "STRIDE.Card.failed"),
      outcome: format(`STRIDE.Card.outcome.${result.outcome}`, {
        hit: result.hit ? hitText(result.hit) : "",
        distance: String(data.distance ?? ""),
      }),
      landing: result.landedOn?.length
        ? format(result.hit ? "STRIDE.Card.landedOnHit" : "STRIDE.Card.landedOn", {
            names: result.landedOn.map((m) => m.name).join(", "),
            hit: result.hit ? hitText(result.hit) : "",
          })
        : null,
    },
    canRoll: !result && actorName !== null,
    canApplyProne: !!result?.prone && actorName !== null,
    missingActor: actorName === null,
    labels: {
      roll: localize("STRIDE.Card.roll"),
      applyProne: localize(numbers.proneLabel),
      target: localize("STRIDE.Card.target"),
      missingActor: localize("STRIDE.Card.missingActor"),
    },
  };
}
