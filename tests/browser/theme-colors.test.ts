/**
 * The character sheet inside core's two v13 themes: Foundry puts `.themed.theme-light` or
 * `.themed.theme-dark` on an application and defines its colour variables per theme. The values below
 * are the ones documented in docs/foundry-evidence.md § 45 (dnd5e's less/variables/base.less and
 * dark.less, draw-steel's src/styles/variables/colors.css); Stride's stylesheet must follow them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { sheetContext, sheetSystem } from "../support/contexts";
import { renderTemplate } from "../support/render";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const THEMES = {
  light: { background: "#eeede0", text: "#191813", border: "#7a7971", warning: "#a05a00" },
  dark: { background: "#11121f", text: "#cfd2da", border: "#999999", warning: "#f0b050" },
} as const;
type Theme = keyof typeof THEMES;

/** Core's application: the theme's variables, its background and text colour. */
const themeCss = (Object.keys(THEMES) as Theme[])
  .map((theme) => {
    const t = THEMES[theme];
    return (
      `.themed.theme-${theme}{--background:${t.background};--color-text-primary:${t.text};` +
      `--color-border:${t.border};--color-fieldset-border:${t.border};--color-level-warning:${t.warning};` +
      `background:var(--background);color:var(--color-text-primary)}`
    );
  })
  .join("");

const sheet = (theme: Theme) => {
  const system = sheetSystem({ warnings: [{ path: "characteristics.agility.value", value: 500, used: 100 }] });
  return (
    `<style>${themeCss}</style><div class="application themed theme-${theme} stride sheet actor character">` +
    `<form class="window-content">${renderTemplate("templates/actor/character-sheet.hbs", sheetContext("Kell", system))}` +
    `</form></div>`
  );
};

/** Text colour and the colour behind it (every ancestor's background composited), as [r, g, b]. */
async function colors(page: Page, selector: string): Promise<{ text: number[]; background: number[] }> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext("2d")!;
      const pixel = (css: string[]): number[] => {
        ctx.clearRect(0, 0, 1, 1);
        for (const fill of css) {
          ctx.fillStyle = fill;
          ctx.fillRect(0, 0, 1, 1);
        }
        return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
      };
      const layers: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        layers.unshift(getComputedStyle(node).backgroundColor);
      }
      const background = pixel(["#fff", ...layers]);
      return { text: pixel([`rgb(${background.join(",")})`, getComputedStyle(el).color]), background };
    });
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const PARTS = [
  ".stride-sheet__section h2",
  ".stride-table th[scope='row']",
  ".stride-sheet__warnings li",
  ".stride-encumbrance",
];

describe("character sheet in core's light and dark themes", () => {
  it("follows the theme's colours and keeps text readable in both", async () => {
    const warningBorders: string[] = [];
    const seen: Record<Theme, { text: number[]; background: number[] }[]> = { light: [], dark: [] };
    for (const theme of Object.keys(THEMES) as Theme[]) {
      const page = await openPage(browser, sheet(theme));
      await screenshot(page, `character-sheet-${theme}.png`);
      for (const part of PARTS) {
        const c = await colors(page, part);
        expect(contrast(c.text, c.background), `${theme} ${part}`).toBeGreaterThanOrEqual(4.5);
        seen[theme].push(c);
      }
      warningBorders.push(
        await page.locator(".stride-sheet__warnings").evaluate((el) => getComputedStyle(el).borderLeftColor),
      );
      await page.close();
    }
    // The warning's mark is the theme's warning colour.
    expect(warningBorders).toEqual(["rgb(160, 90, 0)", "rgb(240, 176, 80)"]);
    PARTS.forEach((part, i) => {
      expect(seen.light[i]!.text, part).not.toEqual(seen.dark[i]!.text);
      expect(seen.light[i]!.background, part).not.toEqual(seen.dark[i]!.background);
    });
    // The text is the theme's own colour, not a fixed one.
    expect(seen.dark[0]!.text).toEqual([0xcf, 0xd2, 0xda]);
    expect(seen.light[0]!.text).toEqual([0x19, 0x18, 0x13]);
  });
});
