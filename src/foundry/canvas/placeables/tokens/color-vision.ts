/**
 * Colours as seen under simulated colour-vision deficiency: the ruler colours menu previews the
 * bands under deuteranopia and protanopia ({@link simulatedHex}), and the palette test
 * (tests/foundry/ruler-colors.test.ts, with tests/support/colour-vision.ts' CIEDE2000) measures the
 * default palette's distances through the same model ({@link linearAs}).
 *
 * - sRGB ↔ linear RGB: IEC 61966-2-1.
 * - Dichromacy: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation
 *   of Color Vision Deficiency", IEEE TVCG 15(6), the severity-1.0 matrices for protanopia and
 *   deuteranopia, applied to linear RGB (as the paper's published matrices are meant to be).
 * @module
 */
import { colorNumber } from "./ruler-colors";

/** A colour as 0xRRGGBB. */
export type Rgb24 = number;

type Matrix = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];

/** Machado et al. 2009, severity 1.0, on linear RGB. */
export const DICHROMACY: Readonly<Record<"protanopia" | "deuteranopia", Matrix>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

/** Vision kinds the palette is checked under. */
export type Vision = "normal" | keyof typeof DICHROMACY;

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** Linear RGB (0–1 each) of a 0xRRGGBB colour. */
export function linearRgb(colour: Rgb24): [number, number, number] {
  return [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff].map((c) => toLinear(c / 255)) as [
    number,
    number,
    number,
  ];
}

const apply = (m: Matrix, v: readonly [number, number, number]): [number, number, number] =>
  m.map((row) => Math.min(1, Math.max(0, row[0] * v[0] + row[1] * v[1] + row[2] * v[2]))) as [number, number, number];

/** Linear RGB (0–1 each) of a 0xRRGGBB colour as seen with `vision`, clamped to the sRGB gamut. */
export function linearAs(colour: Rgb24, vision: Vision): [number, number, number] {
  const rgb = linearRgb(colour);
  return vision === "normal" ? rgb : apply(DICHROMACY[vision], rgb);
}

/** sRGB transfer (IEC 61966-2-1): a linear channel 0–1 to its encoded value 0–1. */
const fromLinear = (c: number): number => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/**
 * A 0xRRGGBB colour as seen with `vision` (the dichromacy matrix on linear RGB, clamped to the
 * sRGB gamut, encoded back to sRGB and rounded), as 0xRRGGBB; normal vision returns it unchanged.
 */
export function simulate(colour: Rgb24, vision: Vision): Rgb24 {
  if (vision === "normal") return colour;
  const [r, g, b] = linearAs(colour, vision).map((c) => Math.round(fromLinear(c) * 255));
  return (r! << 16) | (g! << 8) | b!;
}

/** A `#rrggbb` colour as seen with `vision` ({@link simulate}), as `#rrggbb` (lower case). */
export function simulatedHex(hex: string, vision: Vision): string {
  const seen = simulate(colorNumber(hex), vision);
  return `#${seen.toString(16).padStart(6, "0")}`;
}
