/**
 * The test that raises a token's movement limit, offered where the limit bites
 * (TestsCapability.allowanceTest; shadowrun-movement.md § Sprinting: a drag past Run stops at Run,
 * and a Sprinting test's hits extend it). Foundry's ruler is a canvas object with no buttons, so
 * the offer is a keybinding — pressed while dragging, or with the token controlled — and the
 * ruler's label at the stop names its key; the token HUD offers the same test as a button.
 *
 * Evidence: a keybinding is registered in `init` with `game.keybindings.register(namespace,
 * action, { name, hint, editable, onDown })`, `onDown` returning true to consume the key
 * (KeybindingActionConfig, https://foundryvtt.com/api/interfaces/foundry.types.KeybindingActionConfig.html;
 * ClientKeybindings "register" during init, https://foundryvtt.com/api/v9/ClientKeybindings.html),
 * and users rebind it in Configure Controls (https://foundryvtt.com/article/keybinds/). The default
 * key R is none of core's defaults (https://foundryvtt.com/article/controls/, v13.350: W A S D and
 * the arrows move, Space pauses, Alt highlights, Tab cycles). The bound key is shown as Configure
 * Controls lists it: core's `ControlsConfig.humanizeBinding(binding)`, as pf2e labels its GM Vision
 * tool (src/scripts/hooks/get-scene-control-buttons.ts; docs/foundry-evidence.md § 33).
 * The controlled tokens are `canvas.tokens.controlled` (v13 TokenLayer page). Checked live by the
 * Quench batch `stride.shadowrun`.
 * @module
 */
import type { ManualTestSpec, MovementTestCall, Ruleset } from "../../../../rules";
import { postMovementTest, type CardActor } from "../../../chat/movement-tests";
import { SYSTEM_ID } from "../../../constants";
import { guard, guardAsync } from "../../../notify";
import { activeRuleset, activeVariant } from "../../../settings";
import type { ConstraintStop } from "../token";
import type { CoreControlsConfigStatic } from "../../../../types/foundry-augment";

/** The keybinding's action id under the system's namespace. */
export const ALLOWANCE_TEST_KEY = "allowanceTest";

/** The test the ruleset offers to raise the limit of `action`, or null. */
export function allowanceTestFor(ruleset: Ruleset, action: string | null | undefined): ManualTestSpec | null {
  return typeof action === "string" ? (ruleset.tests.allowanceTest?.(action) ?? null) : null;
}

/** The test offered at a drag's stop: only where the drag stopped at the limit of its bands. */
export function allowanceTestAtStop(ruleset: Ruleset, stop: ConstraintStop | null | undefined): ManualTestSpec | null {
  return stop?.reason === "allowance" ? allowanceTestFor(ruleset, stop.action) : null;
}

/**
 * The ruler's words at a drag stopped at its limit when a test raises it: the test, and the key
 * that posts it (`key`), or the token HUD when no key is bound; null when no test is offered.
 */
export function allowanceStopText(
  ruleset: Ruleset,
  stop: ConstraintStop | null | undefined,
  key: string | null,
  i18n: { localize(key: string): string; format(key: string, data: Record<string, string>): string },
): string | null {
  const spec = allowanceTestAtStop(ruleset, stop);
  if (!spec) return null;
  const test = i18n.localize(spec.label);
  return key
    ? i18n.format("STRIDE.AllowanceTest.ruler", { key, test })
    : i18n.format("STRIDE.AllowanceTest.rulerHud", { test });
}

/**
 * The key bound to the test as Configure Controls shows it (core's
 * `foundry.applications.sidebar.apps.ControlsConfig.humanizeBinding`), or null when none is bound.
 */
export function allowanceKeyLabel(): string | null {
  const bindings = game.keybindings?.get(SYSTEM_ID, ALLOWANCE_TEST_KEY) ?? [];
  const first = bindings[0];
  if (!first?.key) return null;
  const controls = foundry.applications.sidebar.apps.ControlsConfig as unknown as CoreControlsConfigStatic;
  return controls.humanizeBinding(first);
}

/** A token as posting the test reads it. */
export interface AllowanceToken {
  readonly uuid: string;
  readonly actor: CardActor | null;
}

/**
 * Posts the card of the test that raises `action`'s limit for the token's actor (the request
 * kept on the call, so the card rebuilds it).
 * @returns false when the ruleset offers none for the action or the token has no actor
 */
export async function postAllowanceTest(
  token: AllowanceToken,
  action: string | null | undefined,
  ruleset: Ruleset = activeRuleset(),
): Promise<boolean> {
  const spec = allowanceTestFor(ruleset, action);
  if (!spec || !token.actor) return false;
  const request = { ...spec.request, variant: activeVariant(ruleset) };
  const call: MovementTestCall | undefined = ruleset.tests.buildTest(request);
  if (!call) return false;
  await postMovementTest(token.actor, call.request ? call : { ...call, request }, token);
  return true;
}

/** A controlled canvas token, as the keybinding reads it. */
interface ControlledToken {
  readonly strideStop?: ConstraintStop | null;
  readonly document: AllowanceToken & { readonly isOwner?: boolean; readonly movementAction?: string | null };
}

/**
 * The keybinding's handler: for the first controlled token the user owns, the test of the action
 * its drag stopped at (in water: the swim's), else of its movement action.
 * @returns whether a card is being posted (the key is then consumed)
 */
export function onAllowanceKey(controlled: readonly ControlledToken[]): boolean {
  return guard("allowance test key", false, () => {
    const ruleset = activeRuleset();
    for (const token of controlled) {
      const document = token.document;
      if (!document.actor || !(document.isOwner || game.user?.isGM)) continue;
      const stop = token.strideStop;
      const action = stop?.reason === "allowance" && stop.action ? stop.action : document.movementAction;
      if (!allowanceTestFor(ruleset, action)) continue;
      void guardAsync("allowance test", false, () => postAllowanceTest(document, action, ruleset));
      return true;
    }
    return false;
  });
}

/** Registers the keybinding (in `init`); editable in Configure Controls. */
export function registerAllowanceKeybinding(): void {
  game.keybindings?.register(SYSTEM_ID, ALLOWANCE_TEST_KEY, {
    name: "STRIDE.AllowanceTest.keybinding",
    hint: "STRIDE.AllowanceTest.keybindingHint",
    editable: [{ key: "KeyR" }],
    onDown: () => onAllowanceKey(canvas?.tokens?.controlled ?? []),
  });
}
