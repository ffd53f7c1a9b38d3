/**
 * The form of the GM's "Post a movement test" dialog and of the vehicle tests' dialog
 * (templates/apps/manual-test-form.hbs): the test, then only the chosen test's fields: its options
 * (ManualTestSpec.options), the height for a test that needs one (ManualTestSpec.needsDistance) and
 * the passenger for a passenger's test (ManualTestSpec.passenger). The template is rendered with the
 * chosen test's fields shown; {@link wireManualTestForm} shows and hides them as the choice changes.
 *
 * Evidence: core's `selectOptions` Handlebars helper with an array of `{value, label}`, `valueAttr`,
 * `labelAttr`, `selected` and `localize`
 * (https://foundryvtt.com/api/functions/foundry.applications.handlebars.selectOptions.html) and core's
 * `form-group`/`form-fields` layout (as templates/chat/gm-modifier-form.hbs); the dialog's `render`
 * callback (DialogV2WaitOptions, https://foundryvtt.com/api/interfaces/foundry.DialogV2WaitOptions.html)
 * wires the form; docs/foundry-evidence.md § 45. No Foundry global is read here, so the same module
 * runs in a test page.
 * @module
 */
import type { ManualTestSpec } from "../../rules";

/** The template, as the system serves it. */
export const MANUAL_TEST_FORM_PATH = "templates/apps/manual-test-form.hbs";

/** A choice of a select: its value and its label (a lang key, or a name when not localized). */
export interface FormChoice {
  readonly value: string;
  readonly label: string;
}

/** One select of a test's options, named `option.<test>.<key>` (read by requestFromForm). */
export interface ManualTestOptionField {
  readonly id: string;
  readonly name: string;
  /** Lang key of the option's label. */
  readonly label: string;
  readonly choices: readonly FormChoice[];
  /** The value preselected, "" for the first choice. */
  readonly selected: string;
  /** A number field's range (ManualTestOption.number): the template shows a number input, blank for the first choice. */
  readonly number?: { readonly min: number; readonly max: number };
}

/** The template's context. */
export interface ManualTestFormContext {
  /** One choice per test, its value the test's index, its label a lang key. */
  readonly tests: readonly FormChoice[];
  readonly chosenNeedsDistance: boolean;
  readonly chosenPassenger: boolean;
  /** Indices of the tests that ask for a height, space-separated. */
  readonly heightTests: string;
  /** Indices of the tests posted for a passenger, space-separated. */
  readonly passengerTests: string;
  /** The ruleset's unit label (m, "). */
  readonly unit: string;
  /** The height the field starts at, in the ruleset's unit. */
  readonly distance: number;
  /** The vehicle's passengers (value: world actor id, label: name); empty when no test asks for one. */
  readonly passengers: readonly FormChoice[];
  /** One fieldset per test with options, shown only for the chosen test. */
  readonly fieldsets: readonly {
    readonly test: string;
    readonly shown: boolean;
    readonly options: readonly ManualTestOptionField[];
  }[];
}

/** The height field's starting value, in the ruleset's unit. */
export const DEFAULT_HEIGHT = 3;

/**
 * The template's context for `specs`, the first test chosen (the select's first option).
 * @param presets the mover's standing an option may preselect (ManualTestOption.preset): a number
 *   picks the choice with that value, else the largest choice below it (`runningStart`); a string
 *   picks the choice with that value (`gravity`: the token's scene's); otherwise the first choice
 * @param passengers the vehicle's passengers, offered when a test is a passenger's
 */
export function manualTestFormContext(
  specs: readonly ManualTestSpec[],
  unit: string,
  presets: Readonly<Record<string, number | string>> = {},
  passengers: readonly { readonly id: string; readonly name: string }[] = [],
): ManualTestFormContext {
  const indices = (pick: (spec: ManualTestSpec) => boolean | undefined) =>
    specs.flatMap((spec, i) => (pick(spec) ? [String(i)] : [])).join(" ");
  const first = specs[0];
  const offersPassenger = specs.some((s) => s.passenger);
  return {
    tests: specs.map((spec, i) => ({ value: String(i), label: spec.label })),
    chosenNeedsDistance: first?.needsDistance === true,
    chosenPassenger: first?.passenger === true && passengers.length > 0,
    heightTests: indices((s) => s.needsDistance),
    passengerTests: indices((s) => s.passenger),
    unit,
    distance: DEFAULT_HEIGHT,
    passengers: offersPassenger ? passengers.map((p) => ({ value: p.id, label: p.name })) : [],
    fieldsets: specs.flatMap((spec, i) =>
      spec.options?.length
        ? [
            {
              test: String(i),
              shown: i === 0,
              options: spec.options.map((option) => ({
                id: `stride-manual-test-${i}-${option.key}`,
                name: `option.${i}.${option.key}`,
                label: option.label,
                choices: option.choices,
                selected: (option.preset && presetChoice(option.choices, presets[option.preset])) ?? "",
                ...(option.number ? { number: { min: option.number.min, max: option.number.max } } : {}),
              })),
            },
          ]
        : [],
    ),
  };
}

/**
 * The choice a preset picks: a string, the choice of that value; a number, the value of the largest
 * numeric choice not above it; undefined when none (no value, none below, not a choice).
 */
function presetChoice(
  choices: readonly { readonly value: string }[],
  value: number | string | undefined,
): string | undefined {
  if (typeof value === "string") return choices.some((c) => c.value === value) ? value : undefined;
  if (value === undefined || !Number.isFinite(value)) return undefined;
  let best: { value: string; n: number } | undefined;
  for (const c of choices) {
    const n = Number(c.value);
    if (Number.isFinite(n) && n <= value && (!best || n > best.n)) best = { value: c.value, n };
  }
  return best?.value;
}

/** Shows (and enables) a field, or hides (and disables, so it is neither validated nor read) it. */
function toggle(element: HTMLElement | null, shown: boolean): void {
  if (!element) return;
  element.hidden = !shown;
  if (element instanceof HTMLFieldSetElement) element.disabled = !shown;
  for (const control of element.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
    control.disabled = !shown;
  }
}

/**
 * Shows the chosen test's fields in the rendered form under `root` and hides the others' (its
 * options, the height, the passenger); nothing when `root` holds no manual test form.
 */
export function showChosenTest(root: ParentNode): void {
  const form = root.querySelector<HTMLElement>(".stride-manual-test");
  const chosen = form?.querySelector<HTMLSelectElement>('select[name="test"]')?.value;
  if (!form || chosen === undefined) return;
  const listed = (attribute: string | undefined) => (attribute ?? "").split(" ").includes(chosen);
  for (const set of form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-stride-test]")) {
    toggle(set, set.dataset["strideTest"] === chosen);
  }
  toggle(form.querySelector('[data-stride-field="distance"]'), listed(form.dataset["heightTests"]));
  toggle(form.querySelector('[data-stride-field="passenger"]'), listed(form.dataset["passengerTests"]));
}

/** Shows the chosen test's fields now and whenever the test select changes. */
export function wireManualTestForm(root: ParentNode): void {
  showChosenTest(root);
  root.querySelector('.stride-manual-test select[name="test"]')?.addEventListener("change", () => showChosenTest(root));
}

/**
 * The form's values as the dialog's OK button reads them: every enabled select and input by name
 * (the chosen test's options, `test`, `distance`, `passenger`).
 */
export function manualTestFormValues(form: ParentNode | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(
    form?.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select, input") ?? [],
  )) {
    if (element.name && !element.matches(":disabled")) values[element.name] = element.value;
  }
  return values;
}
