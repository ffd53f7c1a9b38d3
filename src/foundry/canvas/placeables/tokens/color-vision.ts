/**
 * Colours as seen under simulated colour-vision deficiency, and their difference: the ruler colours
 * menu previews the bands under deuteranopia and protanopia ({@link simulatedHex}), and the palette
 * test (tests/foundry/ruler-colors.test.ts) measures the default palette's distances with the same
 * model ({@link difference}).
 *
 * - sRGB → linear RGB → CIE XYZ (D65) → CIELAB: IEC 61966-2-1 and CIE 15:2004 formulas.
 * - Dichromacy: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation
 *   of Color Vision Deficiency", IEEE TVCG 15(6), the severity-1.0 matrices for protanopia and
 *   deuteranopia, applied to linear RGB (as the paper's published matrices are meant to be).
 * - ΔE00: CIEDE2000 (Sharma, Wu & Dalal 2005, "The CIEDE2000 Color-Difference Formula:
 *   Implementation Notes"), kL = kC = kH = 1; checked against the paper's test pairs.
 * @module
 */

/** A colour as 0xRRGGBB. */
export type Rgb24 = number;

/** CIELAB coordinates (D65 white). */
export interface Lab {
  readonly L: number;
  readonly a: number;
  readonly b: number;
}

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

/** sRGB transfer (IEC 61966-2-1): a linear channel 0–1 to its encoded value 0–1. */
const fromLinear = (c: number): number => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/**
 * A 0xRRGGBB colour as seen with `vision` (the dichromacy matrix on linear RGB, clamped to the
 * sRGB gamut, encoded back to sRGB and rounded), as 0xRRGGBB; normal vision returns it unchanged.
 */
export function simulate(colour: Rgb24, vision: Vision): Rgb24 {
  if (vision === "normal") return colour;
  const [r, g, b] = apply(DICHROMACY[vision], linearRgb(colour)).map((c) => Math.round(fromLinear(c) * 255));
  return (r! << 16) | (g! << 8) | b!;
}

/** A `#rrggbb` colour as seen with `vision` ({@link simulate}), as `#rrggbb` (lower case). */
export function simulatedHex(hex: string, vision: Vision): string {
  const seen = simulate(Number.parseInt(hex.slice(1), 16), vision);
  return `#${seen.toString(16).padStart(6, "0")}`;
}

/** CIELAB of linear RGB (sRGB primaries, D65). */
export function labOfLinear([r, g, b]: readonly [number, number, number]): Lab {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIELAB of a colour as seen with `vision`. */
export function labAs(colour: Rgb24, vision: Vision): Lab {
  const rgb = linearRgb(colour);
  return labOfLinear(vision === "normal" ? rgb : apply(DICHROMACY[vision], rgb));
}

/** CIEDE2000 colour difference ΔE00 between two CIELAB colours. */
export function deltaE2000(x: Lab, y: Lab): number {
  const rad = Math.PI / 180;
  const c1 = Math.hypot(x.a, x.b);
  const c2 = Math.hypot(y.a, y.b);
  const cBar7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + 25 ** 7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1p = Math.hypot(a1, x.b);
  const c2p = Math.hypot(a2, y.b);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const h1 = hue(x.b, a1);
  const h2 = hue(y.b, a2);
  const dL = y.L - x.L;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin((dh / 2) * rad);
  const lBar = (x.L + y.L) / 2;
  const cBar = (c1p + c2p) / 2;
  let hBar = h1 + h2;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1 - h2) <= 180) hBar = (h1 + h2) / 2;
    else hBar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cBar;
  const sH = 1 + 0.015 * cBar * t;
  const cBarP7 = cBar ** 7;
  const rT = -2 * Math.sqrt(cBarP7 / (cBarP7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((hBar - 275) / 25) ** 2)) * rad);
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

/** ΔE00 between two colours as seen with `vision`. */
export function difference(x: Rgb24, y: Rgb24, vision: Vision): number {
  return deltaE2000(labAs(x, vision), labAs(y, vision));
}
