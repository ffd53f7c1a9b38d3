/**
 * The dialog that asks which movement test to post by hand (the token HUD's "Post a movement test"
 * and the vehicle tests' button): core's DialogV2 with the form rendered from
 * templates/apps/manual-test-form.hbs, showing only the chosen test's fields.
 *
 * Evidence: `foundry.applications.handlebars.renderTemplate(path, data)`; `DialogV2.prompt` with the
 * `render` callback of DialogV2WaitOptions (run whenever the dialog renders: wires the form) and an OK
 * button whose callback reads the form (DialogV2ButtonCallback: `(event, button, dialog)`,
 * https://foundryvtt.com/api/types/foundry.DialogV2ButtonCallback.html); docs/foundry-evidence.md § 45.
 * @module
 */
import type { ManualTestSpec } from "../../rules";
import { systemPath } from "../constants";
import {
  MANUAL_TEST_FORM_PATH,
  manualTestFormContext,
  manualTestFormValues,
  wireManualTestForm,
} from "./manual-test-form";

/** The template, as Foundry loads it. */
export const MANUAL_TEST_FORM_TEMPLATE = systemPath(MANUAL_TEST_FORM_PATH);

/** What the dialog shows besides the tests. */
export interface ManualTestDialogOptions {
  /** Lang key of the window's title. */
  readonly title: string;
  /** The ruleset's unit label, after the height's label. */
  readonly unit: string;
  /** The mover's standing the options may preselect (manualTestFormContext). */
  readonly presets?: Readonly<Record<string, number | string>>;
  /** The vehicle's passengers, for a passenger's test. */
  readonly passengers?: readonly { readonly id: string; readonly name: string }[];
}

/**
 * Asks which test to post. Resolves with the form's enabled fields by name (`test`, `distance`,
 * `passenger`, `option.<test>.<key>`), or null when the dialog is closed.
 */
export async function promptManualTest(
  specs: readonly ManualTestSpec[],
  options: ManualTestDialogOptions,
): Promise<Record<string, string> | null> {
  const context = manualTestFormContext(specs, options.unit, options.presets, options.passengers);
  const content = await foundry.applications.handlebars.renderTemplate(
    MANUAL_TEST_FORM_TEMPLATE,
    context as unknown as Record<string, unknown>,
  );
  const result: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: options.title },
    content,
    render: (_event: unknown, dialog: { element: HTMLElement }) => wireManualTestForm(dialog.element),
    ok: {
      label: "STRIDE.HUD.post",
      callback: (_event: unknown, button: HTMLButtonElement) => manualTestFormValues(button.form),
    },
    rejectClose: false,
  });
  return result && typeof result === "object" ? (result as Record<string, string>) : null;
}
