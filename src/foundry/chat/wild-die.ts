/**
 * The Wild Die tagged on Stride's rolls, so Dice So Nice and the roll's tooltip tell it apart: its
 * term gets the flavor "Wild Die" (core's dice tooltip writes a term's flavor beside it) and, once
 * Dice So Nice is ready, the colorset Stride registers for it (`options.colorset`, which Dice So Nice
 * reads per dice term). A Wild Die is a single d6 exploding on 6 and nothing else (`1d6x6`, as the
 * engine's `wildDieFormula` writes it); no other Stride roll has such a term.
 *
 * Evidence (docs/foundry-evidence.md § 33): SWADE's WildDie term sets `options.flavor` and
 * `options.colorset`; systems set `term.options.colorset` before `evaluate` and register the colorset
 * with `game.dice3d.addColorset` in the `diceSoNiceReady` hook.
 * @module
 */
import { guard } from "../notify";

/** The Dice So Nice colorset Stride registers for the Wild Die. */
export const WILD_DIE_COLORSET = "stride-wild-die";

/** The colorset's colours (CSS hex): a red die with white pips, apart from any default set. */
export const WILD_DIE_COLOURS = {
  foreground: "#ffffff",
  background: "#b3141d",
  outline: "#1a0000",
  edge: "#6e0b10",
} as const;

/** A dice term of a Roll as tagging reads and writes it (core's DiceTerm: `number`, `faces`, `modifiers`, `options`). */
export interface TaggableTerm {
  readonly number?: unknown;
  readonly faces?: unknown;
  readonly modifiers?: unknown;
  options?: { flavor?: string; colorset?: string };
}

/** Whether a term is the Wild Die: one d6 whose only modifier explodes it on a 6 (`x6` or `x`). */
export function isWildDieTerm(term: TaggableTerm): boolean {
  const modifiers = term.modifiers;
  return (
    term.number === 1 &&
    term.faces === 6 &&
    Array.isArray(modifiers) &&
    modifiers.length === 1 &&
    (modifiers[0] === "x6" || modifiers[0] === "x")
  );
}

let colorsetReady = false;

/** The Wild Die's colorset name once Stride registered it with Dice So Nice, else null. */
export function wildDieColorset(): string | null {
  return colorsetReady ? WILD_DIE_COLORSET : null;
}

/**
 * Tags the Wild Die terms of an unevaluated roll: the flavor `label`, and `colorset` when given. A roll
 * without terms has none to tag.
 * @returns how many terms were tagged
 */
export function tagWildDie(
  roll: { readonly terms?: readonly TaggableTerm[] },
  label: string,
  colorset: string | null = wildDieColorset(),
): number {
  let tagged = 0;
  for (const term of roll.terms ?? []) {
    if (!isWildDieTerm(term)) continue;
    term.options ??= {};
    term.options.flavor = label;
    if (colorset) term.options.colorset = colorset;
    tagged++;
  }
  return tagged;
}

/** A Foundry Roll made from a formula, with its Wild Die tagged ({@link tagWildDie}), not yet evaluated. */
export function strideRoll(formula: string): Roll {
  const roll = new Roll(formula);
  guard("wild die tag", 0, () =>
    tagWildDie(roll as unknown as { terms?: TaggableTerm[] }, game.i18n!.localize("STRIDE.WildDie.term")),
  );
  return roll;
}

/**
 * Records that the Wild Die's colorset is registered with Dice So Nice (hooks/dice-so-nice-ready.ts), so
 * rolls from now on carry it.
 */
export function markWildDieColorset(): void {
  colorsetReady = true;
}

/** Forgets the registration (tests). */
export function resetWildDieColorset(): void {
  colorsetReady = false;
}
