/**
 * The ruler's default palette stays readable without red–green vision: every two palette slots
 * (adjacent bands, and any band against "beyond", which follows whichever band is a ruleset's last)
 * differ by at least {@link THRESHOLD} CIEDE2000 under normal vision and under simulated
 * deuteranopia and protanopia (Machado et al. 2009, severity 1; src/foundry/canvas/placeables/tokens/color-vision.ts;
 * CIEDE2000 in tests/support/colour-vision.ts).
 *
 * Measured for the palette in src/foundry/canvas/placeables/tokens/ruler-colors.ts (RULER_COLORS), smallest ΔE00 over all pairs:
 * normal 27.5 (5th band crimson / beyond plum), deuteranopia 24.9 (4th band orange / 6th band
 * mauve; adjacent: 3rd yellow / 4th orange, 24.9), protanopia 25.0 (1st band cyan / 6th band mauve);
 * against 0 for the former palette, whose OpenD6 3×, 4× and beyond-4× bands shared one red.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyRulerColorProperties,
  configureRulerColors,
  cssHex,
  RULER_COLORS,
  bandSlot,
  rulerColorProperties,
  rulerColors,
} from "../../src/foundry/canvas/placeables/tokens/ruler-colors";
import { simulate, simulatedHex, type Vision } from "../../src/foundry/canvas/placeables/tokens/color-vision";
import { deltaE2000, difference, labAs } from "../support/colour-vision";

/** The least CIEDE2000 difference any two palette slots must keep, under each vision. */
const THRESHOLD = 20;

/** The smallest ΔE00 measured per vision for RULER_COLORS (rounded down to one decimal). */
const MEASURED: Record<Vision, number> = { normal: 27.4, deuteranopia: 24.9, protanopia: 24.9 };

const VISIONS: readonly Vision[] = ["normal", "deuteranopia", "protanopia"];

const hex = (s: string) => Number.parseInt(s.slice(1), 16);

/** The smallest ΔE00 between two slots of a palette under a vision, and which slots. */
function minimum(palette: readonly string[], vision: Vision): { value: number; pair: [number, number] } {
  let best = { value: Infinity, pair: [0, 0] as [number, number] };
  for (let i = 0; i < palette.length; i++) {
    for (let j = i + 1; j < palette.length; j++) {
      const value = difference(hex(palette[i]!), hex(palette[j]!), vision);
      if (value < best.value) best = { value, pair: [i, j] };
    }
  }
  return best;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "CONFIG");
  vi.restoreAllMocks();
});

describe("CIEDE2000 of tests/support/colour-vision.ts", () => {
  it("gives Sharma, Wu & Dalal's (2005) published differences", () => {
    const pairs = [
      [{ L: 50, a: 2.6772, b: -79.7751 }, { L: 50, a: 0, b: -82.7485 }, 2.0425],
      [{ L: 50, a: -1.3802, b: -84.2814 }, { L: 50, a: 0, b: -82.7485 }, 1.0],
      [{ L: 60.2574, a: -34.0099, b: 36.2677 }, { L: 60.4626, a: -34.1751, b: 39.4387 }, 1.2644],
      [{ L: 22.7233, a: 20.0904, b: -46.694 }, { L: 23.0331, a: 14.973, b: -42.5619 }, 2.0373],
      [{ L: 50, a: 2.5, b: 0 }, { L: 73, a: 25, b: -18 }, 27.1492],
    ] as const;
    for (const [x, y, expected] of pairs) expect(deltaE2000(x, y)).toBeCloseTo(expected, 3);
  });

  it("sees red and green alike under deuteranopia, not under normal vision", () => {
    expect(difference(0xd64541, 0x3fa34d, "normal")).toBeGreaterThan(50);
    expect(difference(0xd64541, 0x3fa34d, "deuteranopia")).toBeLessThan(25);
  });
});

describe("the simulated colours the Ruler colours menu previews", () => {
  it("are the colours the palette test measures, to within the rounding to 8 bits", () => {
    for (const color of [...RULER_COLORS, "#d64541", "#3fa34d", "#ffffff", "#000000"]) {
      for (const vision of VISIONS) {
        const seen = simulate(hex(color), vision);
        expect(deltaE2000(labAs(seen, "normal"), labAs(hex(color), vision)), `${color} ${vision}`).toBeLessThan(0.6);
      }
    }
  });

  it("leave a colour as it is under normal vision and bring red and green together under deuteranopia", () => {
    expect(simulatedHex("#7eecff", "normal")).toBe("#7eecff");
    expect(simulatedHex("#ffffff", "deuteranopia")).toBe("#ffffff");
    expect(simulatedHex("#000000", "protanopia")).toBe("#000000");
    const red = simulate(0xd64541, "deuteranopia");
    const green = simulate(0x3fa34d, "deuteranopia");
    expect(difference(red, green, "normal")).toBeLessThan(25);
    expect(simulatedHex("#ff0000", "protanopia")).toMatch(/^#[0-9a-f]{6}$/);
    expect(simulatedHex("#ff0000", "protanopia")).not.toBe("#ff0000");
  });
});

describe("the default ruler palette", () => {
  it("has six band slots and one beyond, every colour a #rrggbb string", () => {
    expect(RULER_COLORS).toHaveLength(7);
    for (const color of RULER_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(VISIONS)("keeps every two slots at least ΔE00 20 apart under %s vision", (vision) => {
    const { value, pair } = minimum(RULER_COLORS, vision);
    expect(value, `slots ${pair.join(" and ")}`).toBeGreaterThanOrEqual(THRESHOLD);
    expect(value).toBeGreaterThanOrEqual(MEASURED[vision]);
    expect(value).toBeLessThan(MEASURED[vision] + 0.1);
  });

  it("gives OpenD6's six bands six colours, and beyond its own", () => {
    const slots = [0, 1, 2, 3, 4, 5, 6].map((i) => bandSlot(i, 6));
    expect(slots).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("would fail the check with the former palette (3×, 4×, beyond 4× in one red)", () => {
    const former = ["#3fa34d", "#d9c931", "#e8912d", "#d64541", "#d64541", "#d64541", "#6b1f3a"];
    for (const vision of VISIONS) expect(minimum(former, vision).value).toBeLessThan(THRESHOLD);
  });
});

describe("CONFIG.STRIDE.rulerColors", () => {
  it("holds the world's colours, a colour that is not one replaced by its slot's default", () => {
    Object.assign(globalThis, { CONFIG: {} });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const set = configureRulerColors(["#ABCDEF", 0x102030, "red", undefined]);
    expect(set).toEqual(["#abcdef", "#102030", RULER_COLORS[2], ...RULER_COLORS.slice(3)]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(rulerColors()).toEqual(set);
  });

  it("reads a Color-like number object as Foundry's Color (which extends Number)", () => {
    expect(cssHex(new Number(0xff8800))).toBe("#ff8800");
    expect(cssHex(-1)).toBeNull();
    expect(cssHex(0x1000000)).toBeNull();
  });

  it("writes one CSS custom property per slot", () => {
    const props = rulerColorProperties(RULER_COLORS);
    expect(props).toEqual({
      "--stride-band-0": RULER_COLORS[0],
      "--stride-band-1": RULER_COLORS[1],
      "--stride-band-2": RULER_COLORS[2],
      "--stride-band-3": RULER_COLORS[3],
      "--stride-band-4": RULER_COLORS[4],
      "--stride-band-5": RULER_COLORS[5],
      "--stride-band-beyond": RULER_COLORS[6],
    });
    const written = new Map<string, string>();
    applyRulerColorProperties({ setProperty: (name: string, value: string | null) => written.set(name, value ?? "") });
    expect(Object.fromEntries(written)).toEqual(props);
  });
});
