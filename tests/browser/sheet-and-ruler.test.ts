import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { sheetContext, sheetSystem } from "../support/contexts";
import { format, localize, renderTemplate } from "../support/render";

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
    const page = await openPage(browser, sheet());
    await screenshot(page, "character-sheet.png");
    expect(await page.locator(".stride-rates:not(.stride-rates--flying) .stride-rate").allTextContents()).toEqual([
      "4",
      "8",
      "12",
      "26",
    ]);
    const border = await page.locator('tr[data-band="run"] th').evaluate((el) => getComputedStyle(el).borderLeftColor);
    expect(border).toBe("rgb(214, 69, 65)");
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

describe("ruler waypoint label in Chromium", () => {
  it("reads like 'Full Move · 6 m of 8 m' with the band's colour", async () => {
    const bands = ["half", "full", "charge", "run", "beyond"] as const;
    const labels = bands
      .map((band, i) => {
        const text =
          band === "beyond"
            ? format("STRIDE.Ruler.Beyond", { used: 26, allowance: 24, units: "m" })
            : format("STRIDE.Ruler.Band", {
                band: localize(`STRIDE.Action.${band}`),
                used: [3, 6, 11, 20][i],
                allowance: [4, 8, 12, 24][i],
                units: "m",
              });
        return renderTemplate("templates/canvas/waypoint-label.hbs", {
          cssClass: "",
          units: "m",
          action: { icon: "", label: "" },
          cost: null,
          distance: { total: 0, delta: 0 },
          elevation: null,
          secret: false,
          stride: { text, band, index: i },
        });
      })
      .join("");
    const page = await openPage(
      browser,
      `<div style="display:flex;flex-direction:column;gap:8px;padding:12px">${labels}</div>`,
      360,
    );
    await screenshot(page, "ruler-labels.png");
    expect(await page.locator(".stride-band-label").allTextContents()).toEqual([
      "Half Move · 3 m of 4 m",
      "Full Move · 6 m of 8 m",
      "Charge · 11 m of 12 m",
      "Run · 20 m of 24 m",
      "Beyond Run · 26 m of 24 m",
    ]);
    const underline = await page
      .locator(".stride-band-label--full")
      .evaluate((el) => getComputedStyle(el).borderBottomColor);
    expect(underline).toBe("rgb(217, 201, 49)");
    await page.close();
  });
});
