/**
 * Two GM controls on the token HUD (necromunda-movement.md): _Move directly
 * towards/away_ (§ Directly Towards and Directly Away From) asks for the other model (the GM's
 * targeted token first, else any token on the scene), the distance and the way, and carries the
 * forced move out through the effect executor (effects/directly.ts, the engine decides); _Loot_
 * marks or unmarks a token as loot with the record `loot` the GM's client keeps on the scene (data/gm-kept.ts), which the snapshot reads
 * (§ Fighters & Loot on Moving Vehicles).
 *
 * Evidence: `renderTokenHUD` is the ApplicationV2 render hook named after the TokenHUD class,
 * giving the application and its HTMLElement to modify
 * (https://foundryvtt.com/api/functions/hookEvents.renderApplicationV2.html; dnd5e's
 * `ActiveEffect5e.onTokenHUDRender(app, html)` in module/documents/active-effect.mjs edits the
 * HUD's HTML the same way); `User#targets` is the Set of Token placeables the user targeted
 * (UserTargets, https://foundryvtt.com/api/classes/client.UserTargets.html); a token's
 * `document.parent` is its Scene and `Scene#tokens` its TokenDocuments; `Document#setFlag` /
 * `unsetFlag` (https://foundryvtt.com/api/classes/foundry.abstract.Document.html) write the flag.
 * Quench batch `stride.necromunda16ui` checks the buttons, the dialog and the flag in a live world.
 * @module
 */
import { addHudButton } from "./hud-button";
import type { DirectlyMove, DirectlyWay, Ruleset } from "../../rules";
import { formatNumber } from "../chat/localize";
import { SYSTEM_ID, systemPath } from "../constants";
import { moveDirectly, type DirectlyToken } from "../effects";
import { guard } from "../notify";
import { activeRuleset } from "../settings";
import { isLoot, levelOf, LOOT_MARK, onLevel } from "../snapshot";
import { keepRecord } from "../data/gm-kept";

/** A token another model may be moved towards or away from, as the dialog lists it. */
export interface DirectlyCandidate {
  readonly id: string;
  readonly name: string;
}

/** What the GM chose in the dialog. */
export interface DirectlyChoice {
  readonly otherId: string;
  readonly way: DirectlyWay;
  /** Ruleset units (inches), finite, > 0. */
  readonly distance: number;
}

/** The ways, in the order the dialog offers them. */
const WAYS: readonly DirectlyWay[] = ["towards", "away"];

/** The dialog's template (templates/apps/directly-form.hbs), as the system serves it. */
export const DIRECTLY_FORM_PATH = "templates/apps/directly-form.hbs";

/** The template's context: the other tokens (`other`, `selected` first chosen), the ways (lang keys), the unit and the starting distance. */
export interface DirectlyFormContext {
  readonly others: readonly { readonly value: string; readonly label: string }[];
  readonly selected: string;
  readonly ways: readonly { readonly value: DirectlyWay; readonly label: string }[];
  readonly unit: string;
  /** In the ruleset's unit. */
  readonly distance: number;
}

/**
 * The dialog's form context: a choice per other token (its name, else its id; the template escapes
 * it), `selected` preselected ("" for the first), the ways and the distance in the ruleset's unit.
 */
export function directlyFormContext(
  candidates: readonly DirectlyCandidate[],
  selected: string | null,
  unit: string,
): DirectlyFormContext {
  return {
    others: candidates.map((c) => ({ value: c.id, label: c.name || c.id })),
    selected: selected ?? "",
    ways: WAYS.map((w) => ({ value: w, label: `STRIDE.Directly.${w}` })),
    unit,
    distance: 1,
  };
}

/**
 * Reads the dialog's values into a choice, or null when the other token is not one listed, the way
 * is neither, or the distance is not a finite number above 0.
 */
export function directlyFromForm(
  values: { other: string; way: string; distance: string },
  candidates: readonly DirectlyCandidate[],
): DirectlyChoice | null {
  if (!candidates.some((c) => c.id === values.other)) return null;
  const way = WAYS.find((w) => w === values.way);
  const distance = Number(values.distance);
  if (!way || values.distance.trim() === "" || !Number.isFinite(distance) || distance <= 0) return null;
  return { otherId: values.other, way, distance };
}

/** A token document as listed and moved here. */
export interface HudTokenDocument extends DirectlyToken {
  readonly name?: string | null;
  readonly actor?: { readonly type?: string; readonly system?: unknown } | null;
  readonly flags?: Record<string, unknown>;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
  unsetFlag?(scope: string, key: string): Promise<unknown>;
}

/**
 * The other tokens of the mover's scene and level (v14 scene levels), by name, and which to
 * preselect: the first of `targets` (canvas Tokens the user targeted) among them, else none.
 */
export function directlyCandidates(
  mover: HudTokenDocument,
  targets: Iterable<{ document?: { id?: string | null; parent?: unknown } }>,
): { candidates: DirectlyCandidate[]; selected: string | null } {
  const scene = mover.parent as { tokens?: Iterable<HudTokenDocument> } | null;
  const candidates = Array.from(scene?.tokens ?? [])
    .filter(
      (t): t is HudTokenDocument & { id: string } =>
        typeof t.id === "string" && t.id !== mover.id && onLevel(levelOf(mover), t),
    )
    .map((t) => ({ id: t.id, name: t.name ?? "" }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const target = Array.from(targets).find(
    (t) => t.document?.parent === scene && candidates.some((c) => c.id === t.document?.id),
  );
  return { candidates, selected: target?.document?.id ?? candidates[0]?.id ?? null };
}

/** The notification after a move: how far it went and, when short, what stopped it. */
export function directlyReport(
  move: DirectlyMove,
  way: DirectlyWay,
  names: { mover: string; other: string },
  unit: string,
  lang: string,
): { key: string; data: Record<string, string> } {
  const data = { mover: names.mover, other: names.other, distance: formatNumber(move.distance, lang), units: unit };
  return { key: move.stoppedBy ? `STRIDE.Directly.stopped.${move.stoppedBy}` : `STRIDE.Directly.moved.${way}`, data };
}

/** Asks the GM for the other token, the way and the distance, and moves the token. */
async function chooseAndMove(mover: HudTokenDocument, ruleset: Ruleset): Promise<void> {
  const targets = (game.user?.targets ?? []) as Iterable<{ document?: { id?: string | null; parent?: unknown } }>;
  const { candidates, selected } = directlyCandidates(mover, targets);
  const localize = (k: string) => game.i18n!.localize(k);
  if (!candidates.length) {
    ui.notifications?.warn(localize("STRIDE.Directly.noOther"));
    return;
  }
  const values = await foundry.applications.api.DialogV2.prompt({
    window: { title: "STRIDE.Directly.title" },
    content: await foundry.applications.handlebars.renderTemplate(
      systemPath(DIRECTLY_FORM_PATH),
      directlyFormContext(candidates, selected, ruleset.unit) as unknown as Record<string, unknown>,
    ),
    ok: {
      label: "STRIDE.Directly.move",
      callback: (_event: unknown, button: HTMLButtonElement) => {
        const form = button.form?.elements;
        const value = (name: string) => (form?.namedItem(name) as HTMLInputElement | null)?.value ?? "";
        return { other: value("other"), way: value("way"), distance: value("distance") };
      },
    },
    rejectClose: false,
  });
  // The ok callback's return value (DialogV2.prompt resolves with it), typed loosely by fvtt-types.
  const picked = values as unknown as { other: string; way: string; distance: string } | null;
  if (!picked) return;
  const choice = directlyFromForm(picked, candidates);
  if (!choice) {
    ui.notifications?.warn(localize("STRIDE.Directly.invalid"));
    return;
  }
  const scene = mover.parent as { tokens?: { get?(id: string): HudTokenDocument | undefined } } | null;
  const other = scene?.tokens?.get?.(choice.otherId);
  if (!other) return;
  const move = await moveDirectly(mover, other, choice.way, choice.distance, ruleset);
  if (!move) return;
  const names = { mover: mover.name ?? "", other: other.name ?? "" };
  const { key, data } = directlyReport(move, choice.way, names, ruleset.unit, game.i18n!.lang);
  ui.notifications?.info(game.i18n!.format(key, data));
}

/** Whether the token's actor is a vehicle (vehicles are never loot). */
function isVehicle(token: HudTokenDocument): boolean {
  const actor = token.actor;
  const kind = (actor?.system as { kind?: unknown } | undefined)?.kind;
  return kind === "vehicle" || (kind === undefined && actor?.type === "vehicle");
}

/**
 * Marks or unmarks the token as loot, kept on the scene by the GM's client (data/gm-kept.ts; the
 * HUD offers the toggle to GMs only), clears a `loot` flag the token itself carries, and shows the
 * state on the button.
 */
async function toggleLoot(token: HudTokenDocument, button: HTMLButtonElement): Promise<void> {
  const next = !isLoot(token);
  if (!(await keepRecord(token, LOOT_MARK, next))) return;
  if ((token.flags?.[SYSTEM_ID] as { loot?: unknown } | undefined)?.loot !== undefined) {
    await token.unsetFlag?.(SYSTEM_ID, LOOT_MARK);
  }
  button.classList.toggle("active", next);
  button.setAttribute("aria-pressed", String(next));
}

/**
 * Adds the GM's _Move directly_ button (rulesets with an engagement zone, where involuntary moves
 * matter: § The 1" Rule) and _Loot_ toggle (rulesets with vehicles, for tokens that are not
 * vehicles) to the token HUD. Never throws into Foundry.
 */
export function renderDirectlyAndLootHUD(hud: { document?: unknown }, html: HTMLElement): void {
  guard("token HUD (directly, loot)", undefined, () => {
    const token = hud.document as HudTokenDocument | undefined;
    if (!token || !game.user?.isGM || !token.id || !token.parent) return;
    const ruleset = activeRuleset();
    if (ruleset.engagement) {
      addHudButton(html, "directly", "fa-solid fa-arrows-left-right-to-line", "STRIDE.Directly.title", () =>
        chooseAndMove(token, ruleset),
      );
    }
    if (ruleset.vehicles && !isVehicle(token)) {
      addHudButton(
        html,
        "loot",
        "fa-solid fa-box-open",
        "STRIDE.Loot.toggle",
        (button) => toggleLoot(token, button),
        isLoot(token),
      );
    }
  });
}
