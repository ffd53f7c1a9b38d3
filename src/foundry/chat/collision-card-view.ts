/**
 * The view model of a collision card (ChatMessage subtype `collisionCard`): pure,
 * from the card's stored data, the ruleset's CollisionsCapability (its wording and outcomes) and the
 * vehicles as they are now. A side not yet applied shows the outcome against the vehicle's damage
 * now; an applied side shows what was applied.
 * @module
 */
import type {
  CollisionOutcome,
  CollisionRequest,
  CollisionSideDescription,
  CollisionsCapability,
  MovementProfile,
} from "../../rules";
import { formatList, localizeText, type CardI18n } from "./localize";

/** What Apply did to a side, stored on the card. */
export interface AppliedCollision {
  readonly outcome: CollisionOutcome;
  /** The GM's choice (Light, Heavy), or null. */
  readonly choice: string | null;
  /** The passengers' names when applied. */
  readonly passengers: readonly string[];
}

/** One vehicle's side as the card stores it. */
export interface CollisionCardSide {
  readonly actorUuid: string;
  readonly tokenUuid: string | null;
  /** The vehicle's name when posted. */
  readonly name: string;
  readonly request: CollisionRequest;
  /** Results of the damage formula (normal dice, then the Wild Die's). */
  readonly damageDice: readonly number[];
  /** Results of the resistance formula; [] when the vehicle had nothing to roll. */
  readonly resistanceDice: readonly number[];
  readonly applied: AppliedCollision | null;
}

/** A collision card's system data. */
export interface CollisionCardSystem {
  readonly rulesetId: string;
  /** What the mover ran into: `vehicle`, `token`, `terrain`, or its team's `panic`. */
  readonly against: string;
  /** The name of the model run into, or null. */
  readonly other: string | null;
  readonly sides: readonly CollisionCardSide[];
}

/** A side's vehicle as it is now, for the view. */
export interface SideVehicle {
  /** Its collision profile now, or undefined when the actor is gone. */
  readonly profile: MovementProfile | undefined;
  /** The current user may apply for it (its owner or the GM). */
  readonly mayAct: boolean;
  /** Its passengers' names now. */
  readonly passengers: readonly string[];
}

/** One side in the template. */
export interface CollisionSideView {
  readonly index: number;
  readonly name: string;
  readonly lines: readonly { readonly label: string; readonly value: string }[];
  readonly dice: string;
  readonly totals: string | null;
  readonly level: string | null;
  readonly effect: string | null;
  readonly passengers: string | null;
  readonly notes: readonly string[];
  readonly applied: string | null;
  readonly buttons: readonly { readonly side: number; readonly choice: string; readonly label: string }[];
}

/** The template context (templates/chat/collision-card.hbs). */
export type CollisionCardView = {
  readonly title: string;
  readonly reading: string;
  readonly sides: readonly CollisionSideView[];
};

/**
 * The outcome of a side: the stored one once applied, else resolved now against the vehicle; null
 * when its dice cannot be read (a forged card) or the ruleset cannot resolve it.
 */
export function sideOutcome(
  side: CollisionCardSide,
  collisions: CollisionsCapability,
  profile: MovementProfile | undefined,
): CollisionOutcome | null {
  if (side.applied) return side.applied.outcome;
  try {
    return collisions.resolve(side.request, { damage: side.damageDice, resistance: side.resistanceDice }, profile);
  } catch {
    return null;
  }
}

/**
 * Builds a collision card's view model.
 * @param vehicles each side's vehicle now, in the card's order
 */
export function collisionCardView(
  system: CollisionCardSystem,
  collisions: CollisionsCapability | null,
  vehicles: readonly SideVehicle[],
  i18n: CardI18n,
): CollisionCardView {
  const mover = system.sides[0]?.name ?? "";
  const title = i18n.format(`STRIDE.CollisionCard.title.${system.against}`, { mover, other: system.other ?? "" });
  const sides = system.sides.map((side, index): CollisionSideView => {
    const vehicle = vehicles[index] ?? { profile: undefined, mayAct: false, passengers: [] };
    const outcome = collisions ? sideOutcome(side, collisions, vehicle.profile) : null;
    let description: CollisionSideDescription | null;
    try {
      description = collisions?.describe(side.request, outcome) ?? null;
    } catch {
      description = null;
    }
    const text = (t: Parameters<typeof localizeText>[0]) => localizeText(t, i18n);
    const result = description?.result ?? null;
    const names = side.applied?.passengers ?? vehicle.passengers;
    const notes = [
      ...(outcome?.complication ? [i18n.localize(`STRIDE.CollisionCard.complication`)] : []),
      ...(outcome?.losesNextRound ? [i18n.localize(`STRIDE.CollisionCard.rammed`)] : []),
    ];
    const choices = description?.choices ?? [];
    const canApply = !side.applied && !!outcome && vehicle.mayAct && vehicle.profile !== undefined;
    return {
      index,
      name: side.name,
      lines: (description?.lines ?? []).map((l) => ({ label: text(l.label), value: l.value })),
      dice: description ? text(description.dice) : "",
      totals: result ? text(result.totals) : null,
      level: result ? text(result.level) : null,
      effect: result ? text(result.effect) : null,
      passengers:
        result && names.length && outcome && outcome.passengerDamage > 0
          ? i18n.format(`STRIDE.CollisionCard.passengers`, {
              names: formatList(names, i18n),
              share: text(result.passengers),
            })
          : null,
      notes,
      applied: side.applied
        ? i18n.format(`STRIDE.CollisionCard.applied`, {
            choice: side.applied.choice ? i18n.localize(`STRIDE.CollisionCard.choice.${side.applied.choice}`) : "",
          })
        : null,
      buttons: canApply
        ? choices.length
          ? choices.map((c) => ({ side: index, choice: c.value, label: text(c.label) }))
          : [{ side: index, choice: "", label: i18n.localize(`STRIDE.CollisionCard.apply`) }]
        : [],
    };
  });
  return { title, reading: i18n.localize(`STRIDE.CollisionCard.reading`), sides };
}
