/**
 * The GM's manual test dialog's form as the system renders it: the real template with the context
 * the dialog builds (applications/manual-test-form.ts).
 */
import type { ManualTestSpec } from "../../src/rules";
import { MANUAL_TEST_FORM_PATH, manualTestFormContext } from "../../src/foundry/applications/manual-test-form";
import { renderTemplate } from "./render";

/** The form's HTML for `specs`, as manualTestFormContext's arguments. */
export function renderManualTestForm(
  specs: readonly ManualTestSpec[],
  unit: string,
  presets: Readonly<Record<string, number | string>> = {},
  passengers: readonly { readonly id: string; readonly name: string }[] = [],
): string {
  return renderTemplate(MANUAL_TEST_FORM_PATH, manualTestFormContext(specs, unit, presets, passengers));
}
