/**
 * Colour difference for the palette tests: CIELAB of a colour as seen with a vision (the product's
 * model, src/foundry/canvas/placeables/tokens/color-vision.ts `linearAs`), and CIEDE2000 between two.
 *
 * - linear RGB → CIE XYZ (D65) → CIELAB: CIE 15:2004 formulas.
 * - ΔE00: CIEDE2000 (Sharma, Wu & Dalal 2005, "The CIEDE2000 Color-Difference Formula:
 *   Implementation Notes"), kL = kC = kH = 1; checked against the paper's test pairs.
 * @module
 */
import { linearAs, type Rgb24, type Vision } from "../../src/foundry/canvas/placeables/tokens/color-vision";

/** CIELAB coordinates (D65 white). */
export interface Lab {
  readonly L: number;
  readonly a: number;
  readonly b: number;
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
  return labOfLinear(linearAs(colour, vision));
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
