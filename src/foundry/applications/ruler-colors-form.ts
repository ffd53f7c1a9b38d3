/**
 * The form of the Ruler colours menu (templates/apps/ruler-colors.hbs): one colour picker per palette
 * slot (ruler-colors.ts: six band positions, then beyond every band), each named with the active
 * ruleset's bands at that position; a preview strip of the bands in their colours as the ruler draws
 * them, and the same strip as seen with deuteranopia and protanopia (color-vision.ts, the model the
 * palette test measures with); and "Reset to defaults", which puts the default palette in the pickers
 * (saved only with the form). {@link wireRulerColorsForm} keeps the preview in step with the pickers.
 *
 * Which band takes which slot is the ruler's rule (ruler-colors.ts `bandSlot`): a band's index in its
 * band list, the slowest first. The lists are the ruleset's movement actions that are bands (not an
 * action for terrain, `MovementActionSpec.terrain`): one list, or, for a ruleset with vehicle bands
 * of its own (`BandsCapability.vehicleBands`), the characters' actions and the vehicles' apart.
 *
 * No Foundry global is read here, so the same module runs in a test page.
 * @module
 */
import type { Ruleset } from "../../rules";
import { simulatedHex, type Vision } from "../canvas/placeables/tokens/color-vision";
import {
  bandSlot,
  BEYOND_SLOT,
  checkedRulerColors,
  cssHex,
  RULER_COLOR_KEYS,
  RULER_COLORS,
  type RulerColorKey,
} from "../canvas/placeables/tokens/ruler-colors";

/** The template, as the system serves it. */
export const RULER_COLORS_FORM_PATH = "templates/apps/ruler-colors.hbs";

/** The visions the preview shows, in order: as drawn, then the two simulated dichromacies. */
export const PREVIEW_VISIONS: readonly Vision[] = ["normal", "deuteranopia", "protanopia"];

/** Lang key of the name of movement beyond every band. */
export const BEYOND_LABEL = "STRIDE.RulerColors.beyond";

/** Lang key of a slot's position (`STRIDE.RulerColors.position.0` "1st band" … `.beyond`). */
export const positionLabel = (slot: number): string =>
  `STRIDE.RulerColors.position.${slot === BEYOND_SLOT ? "beyond" : slot}`;

/**
 * The lang keys of the bands each palette slot colours for `ruleset`, by slot (index = slot, length
 * {@link RULER_COLOR_KEYS}'s): band actions' labels, each once, characters' before vehicles'; the
 * beyond slot holds {@link BEYOND_LABEL}; a slot no band of the ruleset reaches is empty.
 */
export function bandSlotLabels(ruleset: Pick<Ruleset, "actions" | "bands">): string[][] {
  const bands = ruleset.actions.filter((action) => !action.terrain?.length);
  const lists = ruleset.bands.vehicleBands
    ? [
        bands.filter((a) => !a.kinds || a.kinds.includes("character")),
        bands.filter((a) => a.kinds?.includes("vehicle") && !a.kinds.includes("character")),
      ]
    : [bands];
  const slots: string[][] = RULER_COLORS.map(() => []);
  for (const list of lists) {
    list.forEach((action, index) => {
      const labels = slots[bandSlot(index, list.length)]!;
      if (!labels.includes(action.label)) labels.push(action.label);
    });
  }
  slots[BEYOND_SLOT] = [BEYOND_LABEL];
  return slots;
}

/** One picker of the form. */
export interface RulerColorPicker {
  readonly key: RulerColorKey;
  readonly slot: number;
  /** The input's id (`stride-ruler-color-0`). */
  readonly id: string;
  /** Lang key of the slot's position. */
  readonly position: string;
  /** Lang keys of the ruleset's bands in this slot; empty when none. */
  readonly bands: readonly string[];
  /** Whether a band of the ruleset (or beyond) uses the slot. */
  readonly used: boolean;
  /** The colour now, `#rrggbb`. */
  readonly value: string;
  /** The slot's default colour, `#rrggbb`. */
  readonly initial: string;
}

/** One band of a preview strip: its slot, its names and its colour as the strip's vision sees it. */
export interface RulerColorCell {
  readonly slot: number;
  readonly bands: readonly string[];
  readonly color: string;
}

/** A preview strip: the ruleset's bands, slowest first, then beyond, under one vision. */
export interface RulerColorStrip {
  readonly vision: Vision;
  /** Lang key of the strip's heading. */
  readonly label: string;
  /** Whether the band names show under the strip (the first strip; the others name them for screen readers only). */
  readonly named: boolean;
  readonly cells: readonly RulerColorCell[];
}

/** The template's context. */
export interface RulerColorsFormContext {
  /** Lang key of the active ruleset's name. */
  readonly ruleset: string;
  readonly pickers: readonly RulerColorPicker[];
  readonly strips: readonly RulerColorStrip[];
}

/** The preview strips of `palette` for bands named by `labels` ({@link bandSlotLabels}); unused slots are left out. */
export function previewStrips(palette: readonly string[], labels: readonly (readonly string[])[]): RulerColorStrip[] {
  const used = labels.flatMap((bands, slot) => (bands.length ? [slot] : []));
  return PREVIEW_VISIONS.map((vision) => ({
    vision,
    label: `STRIDE.RulerColors.preview.${vision}`,
    named: vision === PREVIEW_VISIONS[0],
    cells: used.map((slot) => ({ slot, bands: labels[slot]!, color: simulatedHex(palette[slot]!, vision) })),
  }));
}

/**
 * The template's context for `ruleset` and the palette in use (`CONFIG.STRIDE.rulerColors`; an entry
 * that is not a colour shows its slot's default).
 */
export function rulerColorsFormContext(
  ruleset: Pick<Ruleset, "label" | "actions" | "bands">,
  colors: readonly unknown[],
): RulerColorsFormContext {
  const palette = checkedRulerColors(colors);
  const labels = bandSlotLabels(ruleset);
  return {
    ruleset: ruleset.label,
    pickers: RULER_COLOR_KEYS.map((key, slot) => ({
      key,
      slot,
      id: `stride-ruler-color-${slot}`,
      position: positionLabel(slot),
      bands: labels[slot]!,
      used: labels[slot]!.length > 0,
      value: palette[slot]!,
      initial: RULER_COLORS[slot]!,
    })),
    strips: previewStrips(palette, labels),
  };
}

/**
 * The colours a submitted form gives, by setting key, and the keys whose value is not a `#rrggbb`
 * colour (left out, so a stored colour is never replaced by a bad one). Keys the form lacks are left
 * out too.
 * @param values the form's values by input name (FormDataExtended#object)
 */
export function rulerColorsFromForm(values: Readonly<Record<string, unknown>>): {
  readonly colors: Partial<Record<RulerColorKey, string>>;
  readonly invalid: readonly RulerColorKey[];
} {
  const colors: Partial<Record<RulerColorKey, string>> = {};
  const invalid: RulerColorKey[] = [];
  for (const key of RULER_COLOR_KEYS) {
    if (!(key in values)) continue;
    const hex = cssHex(values[key]);
    if (hex) colors[key] = hex;
    else invalid.push(key);
  }
  return { colors, invalid };
}

/** The pickers of a rendered form, by slot. */
function pickers(root: ParentNode): HTMLInputElement[] {
  return Array.from(root.querySelectorAll<HTMLInputElement>(".stride-ruler-colors input[data-slot]"));
}

/**
 * Paints the preview under `root` from the pickers' values: each strip's cell of a slot in the colour
 * its vision sees, and each picker's hex beside it.
 */
export function updateRulerColorsPreview(root: ParentNode): void {
  for (const input of pickers(root)) {
    const slot = input.dataset["slot"];
    const hex = cssHex(input.value);
    if (slot === undefined || !hex) continue;
    const shown = root.querySelector<HTMLElement>(`.stride-ruler-colors [data-hex-of="${slot}"]`);
    if (shown) shown.textContent = hex;
    for (const cell of Array.from(
      root.querySelectorAll<HTMLElement>(`.stride-ruler-colors [data-cell-slot="${slot}"]`),
    )) {
      const vision = cell.dataset["vision"] as Vision | undefined;
      if (vision && PREVIEW_VISIONS.includes(vision)) cell.style.backgroundColor = simulatedHex(hex, vision);
    }
  }
}

/** Puts each slot's default colour in its picker and repaints the preview (nothing is saved). */
export function resetRulerColorsForm(root: ParentNode): void {
  for (const input of pickers(root)) {
    const initial = cssHex(input.dataset["default"]);
    if (initial) input.value = initial;
  }
  updateRulerColorsPreview(root);
}

/** Repaints the preview as a picker changes, and resets the pickers on the Reset button. */
export function wireRulerColorsForm(root: ParentNode): void {
  for (const input of pickers(root)) input.addEventListener("input", () => updateRulerColorsPreview(root));
  root
    .querySelector(".stride-ruler-colors [data-stride-reset]")
    ?.addEventListener("click", () => resetRulerColorsForm(root));
}
