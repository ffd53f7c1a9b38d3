import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { sheetContext, sheetSystem } from "../support/contexts";
import { format, localize, renderTemplate } from "../support/render";
import {
  bandSlot,
  RULER_COLORS,
  rulerColorProperties,
  slotProperty,
} from "../../src/foundry/canvas/placeables/tokens/ruler-colors";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sheet = (context = sheetContext()) =>
  `<div class="stride sheet actor character"><form class="window-content">${renderTemplate(
    "templates/actor/character-sheet.hbs",
    context,
  )}</form></div>`;

describe("character sheet in Chromium", () => {
  it("renders with the compiled CSS, band colours and every rate", async () => {
    // The band rows read the palette's custom properties, which init writes on the root.
    const page = await openPage(browser, rootColors() + sheet());
    await screenshot(page, "character-sheet.png");
    expect(await page.locator(".stride-rates:not(.stride-rates--flying) .stride-rate").allTextContents()).toEqual([
      "4",
      "8",
      "12",
      "26",
    ]);
    const border = await page.locator('tr[data-band="run"] th').evaluate((el) => getComputedStyle(el).borderLeftColor);
    expect(border).toBe(rgb(RULER_COLORS[3]!)); // Run, the 4th band
    const layout = await page.locator(".stride-narrative").evaluate((el) => getComputedStyle(el).display);
    expect(layout).toBe("grid");
    await page.close();
  });

  it("lets keyboard focus reach every input", async () => {
    const page = await openPage(browser, sheet());
    const inputs = await page.locator("input, select").count();
    const reached = new Set<string>();
    for (let i = 0; i < inputs + 2; i++) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => document.activeElement?.getAttribute("name") ?? "");
      if (name) reached.add(name);
    }
    expect(reached.size).toBe(inputs);
    await page.close();
  });

  it("shows clamped-data warnings and escapes a hostile name", async () => {
    const system = sheetSystem({ warnings: [{ path: "characteristics.agility.value", value: 500, used: 100 }] });
    const page = await openPage(browser, sheet(sheetContext("<img src=x onerror=alert(1)>", system)));
    let dialog = false;
    page.on("dialog", () => {
      dialog = true;
    });
    await screenshot(page, "character-sheet-warnings.png");
    expect(await page.locator(".stride-sheet__warnings").isVisible()).toBe(true);
    expect(await page.locator("img[src=x]").count()).toBe(0);
    expect(dialog).toBe(false);
    await page.close();
  });
});

/** One ruleset's labels: band action keys with used/allowance, then one beyond the last band. */
interface RulesetLabels {
  readonly id: string;
  readonly units: string;
  readonly bands: readonly (readonly [action: string, used: number, allowance: number])[];
  /** The ruleset's own label text per band (OpenD6: the roll's difficulty), in place of the band text. */
  readonly own?: readonly string[];
}

const RULESETS: readonly RulesetLabels[] = [
  {
    id: "dh2",
    units: "m",
    bands: [
      ["half", 3, 4],
      ["full", 6, 8],
      ["charge", 11, 12],
      ["run", 20, 24],
    ],
  },
  {
    id: "shadowrun",
    units: "m",
    bands: [
      ["srWalk", 5, 8],
      ["srRun", 14, 16],
      ["srSprint", 18, 22],
    ],
  },
  {
    id: "necromunda",
    units: '"',
    bands: [
      ["crawl", 2, 2],
      ["move", 4, 4],
      ["ram", 6, 8],
      ["charge", 9, 12],
      ["run", 14, 16],
    ],
  },
  {
    id: "d6",
    units: "m",
    bands: [
      ["d6Free", 4, 5],
      ["d6Move", 9, 10],
      ["d6Run2", 18, 20],
      ["d6Run3", 27, 30],
      ["d6Run4", 36, 40],
      ["d6Beyond", 50, 1000],
    ],
    own: [4, 9, 18, 27, 36, 50].map((distance, i) =>
      i === 0
        ? format("STRIDE.D6.Ruler.free", { skill: "Run", distance, chase: "" })
        : format("STRIDE.D6.Ruler.label", {
            skill: "Run",
            distance,
            movements: format(i === 1 ? "STRIDE.D6.Ruler.movement" : "STRIDE.D6.Ruler.movements", { count: i }),
            difficulty: 5 + 5 * (i - 1),
            terrain: "",
            fatigue: "",
            chase: "",
          }),
    ),
  },
];

/** Inch marks stand against the number (as ruler-bands.ts withUnits writes them). */
const withUnits = (value: number, units: string) => (units === '"' ? `${value}"` : `${value} ${units}`);

/** The labels the ruler gives a ruleset's bands, and one beyond the last, as token-ruler.ts builds them. */
function rulesetLabels(ruleset: RulesetLabels): string {
  const last = ruleset.bands.at(-1)!;
  const label = (stride: Record<string, unknown>) =>
    renderTemplate("templates/canvas/waypoint-label.hbs", {
      cssClass: "",
      units: ruleset.units,
      action: { icon: "", label: "" },
      cost: null,
      distance: { total: 0, delta: 0 },
      elevation: null,
      secret: false,
      stride: { stop: null, stopFull: null, ...stride },
    });
  const bands = ruleset.bands.map(([action, used, allowance], i) => {
    const own = ruleset.own?.[i];
    const remaining = last[2] - used;
    return label({
      text:
        own ??
        format("STRIDE.Ruler.Band", {
          band: localize(`STRIDE.Action.${action}`),
          used,
          allowance: withUnits(allowance, ruleset.units),
        }),
      remaining: own
        ? ""
        : action === last[0]
          ? format("STRIDE.Ruler.Remaining", { remaining: withUnits(remaining, ruleset.units) })
          : format("STRIDE.Ruler.RemainingTo", {
              remaining: withUnits(remaining, ruleset.units),
              band: localize(`STRIDE.Action.${last[0]}`),
            }),
      band: action,
      index: i,
      colorVar: `var(${slotProperty(bandSlot(i, ruleset.bands.length))})`,
    });
  });
  const beyond = label({
    text: format("STRIDE.Ruler.Beyond", {
      band: localize(`STRIDE.Action.${last[0]}`),
      used: last[2] + 2,
      allowance: withUnits(last[2], ruleset.units),
    }),
    remaining: "",
    band: "beyond",
    index: ruleset.bands.length,
    colorVar: `var(${slotProperty(bandSlot(ruleset.bands.length, ruleset.bands.length))})`,
    stop: format("STRIDE.Ruler.Short.Engaged", { name: "Ganger" }),
    stopFull: format("STRIDE.Ruler.Engaged", { name: "Ganger" }),
  });
  return [...bands, beyond].join("");
}

/** The palette's custom properties on the root, as settings.ts applyRulerColors writes them in Foundry. */
const rootColors = () =>
  `<style>:root{${Object.entries(rulerColorProperties(RULER_COLORS))
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}</style>`;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe("ruler waypoint label in Chromium", () => {
  it("reads like 'Half Move 3/4 m · 21 m to Run' with the band's colour", async () => {
    const page = await openPage(
      browser,
      `${rootColors()}<div style="display:flex;flex-direction:column;gap:8px;padding:12px;background:#222;color:#eee">${rulesetLabels(RULESETS[0]!)}</div>`,
      360,
    );
    await screenshot(page, "ruler-labels.png");
    const rows = await page
      .locator(".stride-waypoint-label")
      .evaluateAll((els) => els.map((el) => el.textContent.replace(/\s+/g, " ").trim()));
    expect(rows).toEqual([
      "Half Move 3/4 m 21 m to Run",
      "Full Move 6/8 m 18 m to Run",
      "Charge 11/12 m 13 m to Run",
      "Run 20/24 m 4 m left",
      'Beyond Run 26/24 m 1" from Ganger',
    ]);
    // The separator is drawn by the stylesheet, not written in the text.
    const separator = await page
      .locator(".stride-remaining-label")
      .first()
      .evaluate((el) => getComputedStyle(el, "::before").content);
    expect(separator).toBe('"· "');
    const underline = await page
      .locator(".stride-band-label--full")
      .evaluate((el) => getComputedStyle(el).borderBottomColor);
    expect(underline).toBe(rgb(RULER_COLORS[1]!));
    await page.close();
  });

  it.each(RULESETS.map((r) => [r.id, r] as const))("gives every %s label its band's colour", async (id, ruleset) => {
    const page = await openPage(
      browser,
      `${rootColors()}<div style="display:flex;flex-direction:column;gap:8px;padding:12px;background:#222;color:#eee">${rulesetLabels(ruleset)}</div>`,
      420,
    );
    await screenshot(page, `ruler-labels-${id}.png`);
    const colours = await page
      .locator(".stride-band-label")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).borderBottomColor));
    const slots = [...ruleset.bands.map((_, i) => bandSlot(i, ruleset.bands.length)), bandSlot(99, 1)];
    expect(colours).toEqual(slots.map((slot) => rgb(RULER_COLORS[slot]!)));
    // No two bands of a ruleset share a colour.
    expect(new Set(colours).size).toBe(colours.length);
    await page.close();
  });
});
