/**
 * The GM's panic damage control on the token HUD (d6-movement.txt § Targeting the Creatures: a team
 * at panic speed deals its vehicle 5D on a road, 6D on rough ground, each round): for a
 * vehicle the active ruleset offers panic damage for (CollisionsCapability.panicEntries, from its
 * actor's `collisionProfile`), one button that asks which surface and posts the collision card.
 *
 * Evidence: the `renderTokenHUD(hud, html)` hook and its `.col.right` column (hud-button.ts);
 * `DialogV2.prompt` with a form read in the OK button's callback, as render-token-hud.ts posts the
 * GM's tests (https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html).
 * @module
 */
import type { PanicEntry } from "../../rules";
import { collisionProfileOf, hasPanicCardThisRound, PANIC_AGAINST, postCollisionCard } from "../chat/collision-card";
import type { HistoryToken } from "../data/token-history";
import type { CardActor } from "../chat/card-actor";
import { activeRuleset } from "../settings";
import { systemPath } from "../constants";
import { addHudButton } from "./hud-button";

/** A token as the control reads it (its combat and flags: the round's panic card). */
interface PanicToken extends HistoryToken {
  readonly uuid: string;
  readonly name?: string | null;
  readonly actor: CardActor | null;
}

/** The panic damage entries the active ruleset offers for the token's vehicle, or none. */
export function panicEntriesOf(token: PanicToken): readonly PanicEntry[] {
  const collisions = activeRuleset().collisions;
  return collisions && token.actor ? collisions.panicEntries(collisionProfileOf(token.actor)) : [];
}

/** The dialog's template (templates/apps/panic-form.hbs), as the system serves it. */
export const PANIC_FORM_PATH = "templates/apps/panic-form.hbs";

/** The dialog's form context: one choice per entry, its value the entry's index, its label a lang key. */
export function panicFormContext(entries: readonly PanicEntry[]): {
  readonly entries: readonly { readonly value: string; readonly label: string }[];
} {
  return { entries: entries.map((e, i) => ({ value: String(i), label: e.label })) };
}

/**
 * Asks which panic damage and posts its card, spoken by the vehicle; in a round that already has
 * the vehicle's panic card (its turn start's or an earlier press), warns and posts none.
 */
export async function choosePanic(token: PanicToken, entries: readonly PanicEntry[]): Promise<unknown> {
  const localize = (k: string) => game.i18n!.localize(k);
  if (hasPanicCardThisRound(token)) {
    ui.notifications?.warn(localize("STRIDE.CollisionCard.HUD.panicThisRound"));
    return null;
  }
  const picked = await foundry.applications.api.DialogV2.prompt({
    window: { title: "STRIDE.CollisionCard.HUD.panic" },
    content: await foundry.applications.handlebars.renderTemplate(
      systemPath(PANIC_FORM_PATH),
      panicFormContext(entries) as unknown as Record<string, unknown>,
    ),
    ok: {
      label: "STRIDE.CollisionCard.HUD.post",
      callback: (_event: unknown, button: HTMLButtonElement) =>
        (button.form?.elements.namedItem("panic") as HTMLSelectElement | null)?.value ?? "",
    },
    rejectClose: false,
  });
  const value: unknown = picked;
  const entry = typeof value === "string" && value !== "" ? entries[Number(value)] : undefined;
  if (!entry) return null;
  return postCollisionCard(token, { against: PANIC_AGAINST, other: null, sides: [{ token, request: entry.request }] });
}

/** Adds the GM's panic damage button for a vehicle the ruleset offers it for. */
export function addPanicControl(token: PanicToken | undefined, html: HTMLElement, isGM: boolean): void {
  if (!isGM || !token) return;
  const entries = panicEntriesOf(token);
  if (!entries.length) return;
  addHudButton(html, "panic-damage", "fa-solid fa-horse", "STRIDE.CollisionCard.HUD.panic", () =>
    choosePanic(token, entries),
  );
}
