/**
 * Building blocks of the wording rulesets give their cards (capabilities/tests.ts CardText):
 * lang keys and values, never sentences. The adapter localizes them.
 * @module
 */
import type { CardText, TestDescription } from "./capabilities";
import type { MovementTestCall } from "./types";

/** Signed modifier text: `+10`, `+0`, `−20` (a real minus sign). */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}

/** Sum of a test's modifiers. */
export function totalModifier(call: { readonly modifiers: readonly { readonly value: number }[] }): number {
  return call.modifiers.reduce((sum, line) => sum + line.value, 0);
}

/** The lang key of a characteristic's name. */
export function characteristicText(characteristic: string): CardText {
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
    reason: { key: `STRIDE.Card.reason.${call.kind}`, data: { distance: call.distance ?? "", ...parts.reasonData } },
    lines: [
      ...(parts.printed === null ? [] : [{ label: characteristic, value: parts.printed }]),
      ...call.modifiers.map((m) => ({ label: { key: parts.sourceKey(m.source) }, value: signed(m.value) })),
    ],
    target: parts.target,
    impossible: parts.impossible === true,
  };
}
