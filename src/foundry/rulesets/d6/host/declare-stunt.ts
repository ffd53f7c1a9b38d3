/**
 * Declaring a ram or sideswipe for a host's vehicle in the module (d6-movement.txt § Ramming &
 * Sideswiping Vehicles: rams and sideswipes are stunts the pilot declares; an od6s vehicle has no
 * sheet field for it): a token HUD button for the vehicle's owner or the GM that asks which stunt
 * and keeps its index in the module's actor flags (`flags.<module>.declaredStunt`), where the host
 * adapter reads it back (od6s.ts od6sVehicleData) and the next move spends it (the executor's
 * setCounter writes the same flag).
 *
 * Evidence: the `renderTokenHUD` hook's `.col.right` column (hooks/hud-button.ts); `DialogV2.prompt`
 * with a form read in the OK button's callback, as hooks/collision-hud.ts asks for panic damage
 * (https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html); `Document#setFlag`
 * (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#setFlag); docs/foundry-evidence.md § 53.
 * @module
 */
import * as d6 from "../../../../rules/rulesets/d6/index";
import { SYSTEM_ID } from "../../../constants";
import { hostReading } from "../../../hosts";
import { addHudButton } from "../../../hooks/hud-button";
import type { HostActor, PluginHudToken } from "../../plugin";

/** A host vehicle's actor as the button writes it. */
type FlaggedActor = HostActor & { setFlag?(scope: string, key: string, value: unknown): Promise<unknown> };

/**
 * The stunt a host vehicle has declared (the flag's index of d6.DECLARED_STUNTS), or null when the
 * token's actor is not a host's vehicle (Stride's own vehicles declare on their sheet).
 */
export function hostDeclaredStunt(actor: unknown): d6.DeclaredStunt | null {
  const system = (actor as { system?: unknown } | null)?.system;
  if (!actor || (system !== null && typeof system === "object" && "declaredStunt" in system)) return null;
  if (hostReading(actor)?.kind !== "vehicle") return null;
  const flags = (actor as { flags?: Record<string, unknown> }).flags?.[SYSTEM_ID] as
    Record<string, unknown> | undefined;
  const index = Number(flags?.[d6.VEHICLE_COUNTERS.declared] ?? 0);
  return d6.DECLARED_STUNTS[Number.isInteger(index) && index >= 0 ? index : 0] ?? "none";
}

/** The dialog's form: one select of the stunts, the declared one chosen (lang keys STRIDE.D6Vehicle.declaredStunt.*). */
export function declareStuntForm(current: d6.DeclaredStunt, localize: (key: string) => string): string {
  const options = d6.DECLARED_STUNTS.map((id) => {
    const label = localize(`STRIDE.D6Vehicle.declaredStunt.${id}`).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    return `<option value="${id}"${id === current ? " selected" : ""}>${label}</option>`;
  }).join("");
  const title = localize("STRIDE.D6Vehicle.Sheet.declaredStunt");
  return `<div class="form-group"><label for="stride-declare-stunt">${title}</label><div class="form-fields"><select id="stride-declare-stunt" name="stunt">${options}</select></div></div>`;
}

/**
 * Keeps the declared stunt on a host vehicle's actor: the index of `stunt` in d6.DECLARED_STUNTS in
 * the module's flags. An unknown stunt is ignored.
 * @returns whether it was written
 */
export async function declareHostStunt(actor: FlaggedActor, stunt: string): Promise<boolean> {
  const index = (d6.DECLARED_STUNTS as readonly string[]).indexOf(stunt);
  if (index < 0 || !actor.setFlag) return false;
  await actor.setFlag(SYSTEM_ID, d6.VEHICLE_COUNTERS.declared, index);
  return true;
}

/** Adds the declare-a-stunt button to a host vehicle's token HUD (its owner's or the GM's: rulesets/plugin.ts tokenHUD). */
export function d6HostTokenHud(token: PluginHudToken, html: HTMLElement): void {
  const actor = token.actor;
  const current = hostDeclaredStunt(actor);
  if (!actor || current === null) return;
  addHudButton(
    html,
    "declare-stunt",
    "fa-solid fa-car-burst",
    "STRIDE.D6Vehicle.Sheet.declaredStunt",
    async () => {
      const picked: unknown = await foundry.applications.api.DialogV2.prompt({
        window: { title: "STRIDE.D6Vehicle.Sheet.declaredStunt" },
        content: declareStuntForm(current, (k) => game.i18n!.localize(k)),
        ok: {
          label: "STRIDE.HUD.post",
          callback: (_event: unknown, button: HTMLButtonElement) =>
            (button.form?.elements.namedItem("stunt") as HTMLSelectElement | null)?.value ?? "",
        },
        rejectClose: false,
      });
      return typeof picked === "string" ? declareHostStunt(actor, picked) : false;
    },
    current !== "none",
  );
}
