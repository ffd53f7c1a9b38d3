/**
 * The view model of a fall card (ChatMessage subtype `fallCard`): pure, from the card's stored data
 * and the actor as it is now. A fall without a test (dh2-movement.md § Flying Movement: a flyer that
 * stops flying); its falling damage (ruling 4) is rolled and taken by the Apply damage button.
 * @module
 */
import { formatNumber, type CardI18n } from "./localize";

/** A fall card's system data. */
export interface FallCardSystem {
  readonly actorUuid: string;
  readonly tokenUuid: string | null;
  /** Metres (the ruleset's unit) fallen. */
  readonly metres: number;
  /** The damage formula with the metres filled in (`1d10 + 15`), as the engine made it. */
  readonly formula: string;
  /** The damage's type (dh2 `impact`). */
  readonly damageType: string;
  /** Lang key of why it fell. */
  readonly reason: string;
  /** The damage rolled and taken, or null before the button is used. */
  readonly damageTaken: number | null;
}

/** The template context of a fall card (templates/chat/fall-card.hbs). */
export type FallCardView = {
  readonly actorName: string;
  readonly title: string;
  readonly reason: string;
  readonly damage: string;
  readonly damageTaken: string | null;
  readonly canApplyDamage: boolean;
  readonly notice: string | null;
  readonly labels: { readonly applyDamage: string };
};

/**
 * Builds a fall card's view model.
 * @param actorName the actor's name, or null when it was deleted
 * @param mayAct the current user owns the actor or is the GM
 */
export function fallCardView(
  system: FallCardSystem,
  actorName: string | null,
  mayAct: boolean,
  i18n: CardI18n,
): FallCardView {
  const metres = formatNumber(Number.isFinite(system.metres) ? system.metres : 0, i18n.lang);
  const taken = typeof system.damageTaken === "number" && Number.isFinite(system.damageTaken);
  const type = i18n.localize(`STRIDE.Fall.damageType.${system.damageType}`);
  return {
    actorName: actorName ?? i18n.localize("STRIDE.Card.unknownActor"),
    title: i18n.format("STRIDE.Fall.title", { metres }),
    reason: i18n.has(system.reason) ? i18n.localize(system.reason) : "",
    damage: i18n.format("STRIDE.Fall.damage", { formula: system.formula, type }),
    damageTaken: taken
      ? i18n.format("STRIDE.Card.damageTaken", { damage: formatNumber(system.damageTaken, i18n.lang) })
      : null,
    canApplyDamage: !taken && actorName !== null && mayAct && system.formula !== "",
    notice: actorName === null ? i18n.localize("STRIDE.Card.missingActor") : null,
    labels: { applyDamage: i18n.localize("STRIDE.Card.applyDamage") },
  };
}
