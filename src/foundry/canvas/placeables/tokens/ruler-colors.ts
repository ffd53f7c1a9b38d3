/**
 * The ruler's band colours, from one palette: `CONFIG.STRIDE.rulerColors` (the world's colour
 * settings, else {@link RULER_COLORS}). The canvas ruler reads it as numbers; the waypoint labels,
 * the sheet rows and the cards read it as CSS custom properties written on the document's root
 * (`--stride-band-0` … `--stride-band-5`, `--stride-band-beyond`).
 * @module
 */
import { RULER_COLORS, strideConfig } from "../../../config";

/** Palette slots for bands: band positions past the last slot take the last band slot. */
export const BAND_SLOTS = RULER_COLORS.length - 1;

/** The palette slot of movement beyond every band. */
export const BEYOND_SLOT = BAND_SLOTS;

/** The palette in use, CSS hex by slot: `CONFIG.STRIDE.rulerColors`, or the defaults before `init`. */
export function rulerColors(): readonly string[] {
  const colors = strideConfig()?.rulerColors;
  return colors && colors.length === RULER_COLORS.length ? colors : RULER_COLORS;
}

/**
 * The palette slot of a band index among `bandCount` bands (slowest first): the index itself up to
 * the last band slot, {@link BEYOND_SLOT} beyond the last band.
 */
export function bandSlot(index: number, bandCount: number): number {
  if (index >= bandCount) return BEYOND_SLOT;
  return Math.max(0, Math.min(index, BAND_SLOTS - 1));
}

/** A CSS hex colour (`#rrggbb`) as the number PIXI and Foundry's ruler styles take (0xrrggbb). */
export function colorNumber(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

/** The colour of a band index among `bandCount` bands, as a number (0xrrggbb). */
export function bandColor(index: number, bandCount: number, colors: readonly string[] = rulerColors()): number {
  return colorNumber(colors[bandSlot(index, bandCount)] ?? RULER_COLORS[bandSlot(index, bandCount)]!);
}

/** The CSS custom property of a palette slot (`--stride-band-2`, `--stride-band-beyond`). */
export function slotProperty(slot: number): string {
  return `--stride-band-${slot === BEYOND_SLOT ? "beyond" : slot}`;
}

/** The CSS custom properties of a palette, by name. */
export function rulerColorProperties(colors: readonly string[] = rulerColors()): Record<string, string> {
  return Object.fromEntries(colors.map((color, slot) => [slotProperty(slot), color]));
}

/** Writes the palette's custom properties on an element's style (the document's root in Foundry). */
export function applyRulerColorProperties(
  style: Pick<CSSStyleDeclaration, "setProperty">,
  colors: readonly string[] = rulerColors(),
): void {
  for (const [name, value] of Object.entries(rulerColorProperties(colors))) style.setProperty(name, value);
}
