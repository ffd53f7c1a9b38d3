/**
 * The ruler's band colours, from one palette: `CONFIG.STRIDE.rulerColors` (the world's colour
 * settings, else {@link RULER_COLORS}). The canvas ruler reads it as numbers; the waypoint labels,
 * the sheet rows and the cards read it as CSS custom properties written on the document's root
 * (`--stride-band-0` … `--stride-band-5`, `--stride-band-beyond`).
 * @module
 */

/**
 * The ruler's default band colours (CSS hex), by palette slot: six band positions, slowest first,
 * then movement beyond every band. Chosen so that every two slots stay apart under simulated
 * deuteranopia and protanopia as well as normal vision (CIEDE2000 ≥ 20; tests/foundry/ruler-colors.test.ts
 * measures it): light cyan, blue, yellow, orange, crimson, mauve, and a dark plum for beyond.
 * The world's colour settings start from these.
 */
export const RULER_COLORS: readonly string[] = [
  "#7eecff",
  "#4259bf",
  "#ffff26",
  "#e36504",
  "#990526",
  "#be8193",
  "#331133",
];

/**
 * The world setting keys of the palette slots, in {@link RULER_COLORS}' order (settings.ts registers
 * them; the Ruler colours menu writes them).
 */
export const RULER_COLOR_KEYS = [
  "rulerColor0",
  "rulerColor1",
  "rulerColor2",
  "rulerColor3",
  "rulerColor4",
  "rulerColor5",
  "rulerColor6",
] as const;

/** A palette slot's setting key. */
export type RulerColorKey = (typeof RULER_COLOR_KEYS)[number];

/** Stride's own CONFIG entries (`CONFIG.STRIDE`). */
export interface StrideConfig {
  /** The ruler's band colours by palette slot (CSS hex, {@link RULER_COLORS}'s order and length). */
  rulerColors: readonly string[];
}

/** `CONFIG.STRIDE`, or null before `init` made it (and in tests without a CONFIG). */
export function strideConfig(): StrideConfig | null {
  const config = (globalThis as { CONFIG?: { STRIDE?: StrideConfig } }).CONFIG;
  return config?.STRIDE ?? null;
}

/**
 * A colour as CSS hex (`#rrggbb`, lower case), or null: a `#rrggbb` string, or a number 0 … 0xffffff
 * (Foundry's `Color` extends Number, and a ColorField setting may be read as one).
 */
export function cssHex(value: unknown): string | null {
  if (typeof value === "string") return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null;
  const n = typeof value === "number" || value instanceof Number ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 0xffffff ? `#${n.toString(16).padStart(6, "0")}` : null;
}

/**
 * A palette as `#rrggbb` by slot ({@link RULER_COLORS}' length): each entry of `colors` that is a
 * colour ({@link cssHex}); any other is replaced by the default of its slot, with a console warning
 * unless it is missing (undefined, null or "").
 */
export function checkedRulerColors(colors: readonly unknown[]): string[] {
  return RULER_COLORS.map((fallback, slot) => {
    const value = colors[slot];
    const hex = cssHex(value);
    if (hex) return hex;
    if (value !== undefined && value !== null && value !== "") {
      console.warn(
        `Stride | ruler colour ${slot} is not a #rrggbb colour (${JSON.stringify(value)}); using ${fallback}`,
      );
    }
    return fallback;
  });
}

/**
 * Sets `CONFIG.STRIDE.rulerColors` (creating `CONFIG.STRIDE` when absent) to {@link checkedRulerColors}
 * of `colors`.
 * @returns the colours set
 */
export function configureRulerColors(colors: readonly unknown[]): readonly string[] {
  const checked = checkedRulerColors(colors);
  const config = CONFIG as unknown as { STRIDE?: Partial<StrideConfig> };
  config.STRIDE ??= {};
  config.STRIDE.rulerColors = checked;
  return checked;
}

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
