/**
 * The form of the Ruler colours menu (templates/apps/ruler-colors.hbs): one colour picker per palette
 * slot (ruler-colors.ts: six band positions, then beyond every band), each named with the active
 * ruleset's bands at that position; a preview strip of the bands in their colours as the ruler draws
 * them, and the same strip as seen with deuteranopia and protanopia (color-vision.ts, the model the
 * palette test measures with); and "Reset to defaults", which puts the default palette in the pickers
 * (saved only with the form). {@link wireRulerColorsForm} keeps the preview in step with the pickers.
 *
 * Which band takes which slot is the ruler's rule (ruler-colors.ts `bandSlot`): a band's index in the
 * list of bands the engine gives the model for its turn (`turnBands`: a status's bands, a vehicle's own
 * or the walking bands; also its flying bands), the slowest first. That list
 * depends on the model (a Necromunda fighter of Move 2 runs 4" and charges 5", Move 5 charges 8" and
 * runs 10"), so the names come from sampled band lists ({@link sampleBandLists}: each actor type's
 * defaults and the world's actors, alone and under each status), every name a slot takes, the most
 * often first; a band action no sample reaches is listed apart ({@link unplacedBands}).
 *
 * No Foundry global is read here, so the same module runs in a test page.
 * @module
 */
import { turnBands, type MovementBand, type MovementContext, type Ruleset } from "../../rules";
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

export { RULER_COLORS_FORM_PATH } from "./ruler-colors-path";

/** The visions the preview shows, in order: as drawn, then the two simulated dichromacies. */
export const PREVIEW_VISIONS: readonly Vision[] = ["normal", "deuteranopia", "protanopia"];

/** Lang key of the name of movement beyond every band. */
export const BEYOND_LABEL = "STRIDE.RulerColors.beyond";

/** Lang key of a slot's position (`STRIDE.RulerColors.position.0` "1st band" … `.beyond`). */
export const positionLabel = (slot: number): string =>
  `STRIDE.RulerColors.position.${slot === BEYOND_SLOT ? "beyond" : slot}`;

/** An actor whose bands name the pickers: its type, its system data as stored, its status ids. */
export interface BandSample {
  readonly type: string;
  readonly system: unknown;
  readonly statuses?: readonly string[];
}

/** The parts of a ruleset the band names are read from. */
export type BandNamesRuleset = Pick<Ruleset, "actions" | "bands" | "statuses" | "actors">;

/**
 * The band lists the ruler colours for `ruleset`'s models, each slowest first: for each actor type's
 * defaults (`actors.read(type, {})`) and each of `samples`, its turn's bands (`turnBands`) with its own
 * statuses, with none and with each of the ruleset's statuses alone, and its flying bands when it
 * flies. A terrain action's own bands (swimming, `MovementActionSpec.terrain`) are left out: they
 * repeat one name at every position. A sample the ruleset does not read, or whose bands throw, adds none.
 * @param context the turn's movement context (the world's variant)
 */
export function sampleBandLists(
  ruleset: BandNamesRuleset,
  samples: readonly BandSample[],
  context: MovementContext,
): MovementBand[][] {
  const reader = ruleset.actors;
  if (!reader) return [];
  const statusIds = (ruleset.statuses?.statuses ?? []).map((status) => status.id);
  const all = [...reader.types.map((type) => ({ type, system: {}, statuses: [] })), ...samples];
  const lists: MovementBand[][] = [];
  const add = (work: () => MovementBand[] | null | undefined) => {
    try {
      const list = work();
      if (list?.length) lists.push(list);
    } catch {
      // A model the bands cannot read names no band.
    }
  };
  for (const sample of all) {
    const own = sample.statuses ?? [];
    let reading: ReturnType<typeof reader.read>;
    try {
      reading = reader.read(sample.type, sample.system, own);
    } catch {
      continue;
    }
    if (!reading) continue;
    const { kind, profile, flyingSpeed } = reading;
    for (const statuses of [own, [], ...statusIds.map((id) => [id])]) {
      add(() => turnBands(ruleset, kind, profile, context, statuses));
    }
    if (flyingSpeed > 0) add(() => ruleset.bands.flyingBands?.(flyingSpeed, context));
  }
  return lists;
}

/**
 * The lang keys of the bands each palette slot colours, by slot (index = slot, length
 * {@link RULER_COLOR_KEYS}'s): for each of `lists` ({@link sampleBandLists}), each band's action label
 * in the slot its index gives (`bandSlot`), each label once per slot, the labels a slot takes most
 * often first; the beyond slot holds {@link BEYOND_LABEL}; a slot no band reaches is empty.
 */
export function bandSlotLabels(
  ruleset: Pick<Ruleset, "actions">,
  lists: readonly (readonly MovementBand[])[],
): string[][] {
  const counts = RULER_COLORS.map(() => new Map<string, number>());
  for (const list of lists) {
    list.forEach((band, index) => {
      const label = ruleset.actions.find((action) => action.id === band.action)?.label;
      if (!label) return;
      const slot = counts[bandSlot(index, list.length)]!;
      slot.set(label, (slot.get(label) ?? 0) + 1);
    });
  }
  const slots = counts.map((slot) => [...slot.entries()].sort((x, y) => y[1] - x[1]).map(([label]) => label));
  slots[BEYOND_SLOT] = [BEYOND_LABEL];
  return slots;
}

/**
 * The lang keys of `ruleset`'s band actions (not its terrain actions) no list of `lists` has: they take
 * the position their turn's order gives them, which no sample showed.
 */
export function unplacedBands(
  ruleset: Pick<Ruleset, "actions">,
  lists: readonly (readonly MovementBand[])[],
): string[] {
  const seen = new Set(lists.flatMap((list) => list.map((band) => band.action)));
  return ruleset.actions.filter((action) => !action.terrain?.length && !seen.has(action.id)).map((a) => a.label);
}

/** One picker of the form. */
export interface RulerColorPicker {
  readonly key: RulerColorKey;
  readonly slot: number;
  /** The input's id (`stride-ruler-color-0`). */
  readonly id: string;
  /** Lang key of the slot's position. */
  readonly position: string;
  /** Lang keys of the ruleset's bands in this slot, the most often first; empty when none. */
  readonly bands: readonly string[];
  /** The bands' names, localized and joined as alternatives ("Charge or Run"). */
  readonly names: string;
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
  /** The bands' names, localized and joined as alternatives. */
  readonly names: string;
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
  /** The names of the band actions no sample placed ({@link unplacedBands}), localized and joined; "" when none. */
  readonly unplaced: string;
}

/** What the form's context localizes with: Foundry's `game.i18n`, as far as it is used. */
export interface RulerColorsI18n {
  localize(key: string): string;
  /** Core's list formatter for the user's language (`Localization#getListFormatter`). */
  getListFormatter(options?: { type?: Intl.ListFormatType; style?: Intl.ListFormatStyle }): Intl.ListFormat;
}

/** Where the form's band names come from, and how they are localized. */
export interface RulerColorsSource {
  /** The world's actors ({@link sampleBandLists}). */
  readonly samples: readonly BandSample[];
  /** The turn's movement context (the world's variant). */
  readonly context: MovementContext;
  readonly i18n: RulerColorsI18n;
}

/** Band names localized and joined as alternatives ("Charge or Run"). */
function alternatives(keys: readonly string[], i18n: RulerColorsI18n): string {
  return i18n.getListFormatter({ type: "disjunction" }).format(keys.map((key) => i18n.localize(key)));
}

/** The preview strips of `palette` for bands named by `labels` ({@link bandSlotLabels}); unused slots are left out. */
export function previewStrips(
  palette: readonly string[],
  labels: readonly (readonly string[])[],
  i18n: RulerColorsI18n,
): RulerColorStrip[] {
  const used = labels.flatMap((bands, slot) => (bands.length ? [slot] : []));
  return PREVIEW_VISIONS.map((vision) => ({
    vision,
    label: `STRIDE.RulerColors.preview.${vision}`,
    named: vision === PREVIEW_VISIONS[0],
    cells: used.map((slot) => ({
      slot,
      bands: labels[slot]!,
      names: alternatives(labels[slot]!, i18n),
      color: simulatedHex(palette[slot]!, vision),
    })),
  }));
}

/**
 * The template's context for `ruleset` and the palette in use (`CONFIG.STRIDE.rulerColors`; an entry
 * that is not a colour shows its slot's default), the pickers named from the band lists of
 * `source.samples` ({@link sampleBandLists}).
 */
export function rulerColorsFormContext(
  ruleset: Pick<Ruleset, "label"> & BandNamesRuleset,
  colors: readonly unknown[],
  source: RulerColorsSource,
): RulerColorsFormContext {
  const palette = checkedRulerColors(colors);
  const lists = sampleBandLists(ruleset, source.samples, source.context);
  const labels = bandSlotLabels(ruleset, lists);
  const unplaced = unplacedBands(ruleset, lists);
  return {
    ruleset: ruleset.label,
    pickers: RULER_COLOR_KEYS.map((key, slot) => ({
      key,
      slot,
      id: `stride-ruler-color-${slot}`,
      position: positionLabel(slot),
      bands: labels[slot]!,
      names: alternatives(labels[slot]!, source.i18n),
      used: labels[slot]!.length > 0,
      value: palette[slot]!,
      initial: RULER_COLORS[slot]!,
    })),
    strips: previewStrips(palette, labels, source.i18n),
    unplaced: unplaced.length
      ? source.i18n.getListFormatter({ type: "conjunction" }).format(unplaced.map((key) => source.i18n.localize(key)))
      : "",
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
