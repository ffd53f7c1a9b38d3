/**
 * Issue #16's new sheet parts and dialog in Chromium, with the compiled CSS (screenshots in
 * artifacts/): the fighter sheet's weapon profiles, the vehicle sheet's transport area, and the
 * GM's Move directly dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  fighterSheetContext,
  vehicleSheetContext,
  weaponsSubmitData,
} from "../../src/foundry/rulesets/necromunda/gang-sheet-context";
import { DIRECTLY_FORM_PATH, directlyFormContext, directlyFromForm } from "../../src/foundry/hooks/directly-loot-hud";
import { getRuleset } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { localize, renderTemplate } from "../support/render";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const necromunda = getRuleset("necromunda");
const profile = { move: 5, ws: 4, bs: 3, s: 3, t: 3, w: 1, i: 4, a: 1, ld: 7, cl: 6, wil: 7, int: 8 };
const movement = (move: number) => ({
  bands: necromunda.bands.movementBands({ characteristics: { move } }),
  actions: necromunda.actions,
});

const fighterPage = () =>
  openPage(
    browser,
    `<div class="stride sheet actor fighter"><form class="window-content">${renderTemplate(
      "templates/actor/fighter-sheet.hbs",
      fighterSheetContext(
        {
          name: "Jax",
          img: null,
          system: {
            profile,
            status: "standing",
            weapons: [
              { name: "Shock whip", versatile: true, longRange: 2 },
              { name: "Stub gun", versatile: false, longRange: 12 },
            ],
            warnings: [],
          },
        },
        movement(5),
        true,
        localize,
      ),
    )}</form></div>`,
    560,
  );

/**
 * The form's fields as Foundry's FormDataExtended reads them (checkboxes as their checked state,
 * numbers as numbers), expanded on the dots: what `_processFormData` receives.
 */
async function submitted(page: Page): Promise<Record<string, unknown>> {
  const flat = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>("form [name]")].map((el) => [
        el.name,
        el.type === "checkbox" ? el.checked : el.type === "number" ? Number(el.value) : el.value,
      ]),
    ),
  );
  const data: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    let node = data;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  return data;
}

describe("fighter sheet weapon profiles in Chromium", () => {
  it("renders the list with its add and delete buttons, Long range in inches", async () => {
    const page = await fighterPage();
    await screenshot(page, "fighter-sheet-weapons.png");
    expect(await page.locator(".stride-weapons tbody tr").count()).toBe(2);
    expect(await page.locator('input[name="system.weapons.0.versatile"]').isChecked()).toBe(true);
    expect(await page.locator('tr[data-weapon="1"] .stride-suffix').textContent()).toBe('"');
    expect(await page.locator('[data-action="addWeapon"]').isVisible()).toBe(true);
    // The delete column's heading is for screen readers only.
    const hidden = await page
      .locator(".stride-weapons thead .stride-visually-hidden")
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(hidden).toBeLessThanOrEqual(1);
    await page.close();
  });

  it("fits the fighter's twelve-characteristic profile in the sheet's 560 px window", async () => {
    const page = await fighterPage();
    const width = await page.locator(".stride-profile").evaluate((el) => el.getBoundingClientRect().width);
    const page560 = await page.evaluate(() => document.documentElement.clientWidth);
    expect(width).toBeLessThanOrEqual(page560);
    await page.close();
  });

  it("reads back edits as the array the data model stores", async () => {
    const page = await fighterPage();
    await page.locator('input[name="system.weapons.1.versatile"]').check();
    await page.locator('input[name="system.weapons.1.longRange"]').fill("9");
    await page.locator('input[name="system.weapons.0.versatile"]').uncheck();
    const data = weaponsSubmitData(await submitted(page)) as { system: { weapons: unknown } };
    expect(data.system.weapons).toEqual([
      { name: "Shock whip", versatile: false, longRange: 2 },
      { name: "Stub gun", versatile: true, longRange: 9 },
    ]);
    await page.close();
  });

  it("lets keyboard focus reach every weapon field and button", async () => {
    const page = await fighterPage();
    const wanted = await page.locator(".stride-weapons input, .stride-weapons button").count();
    const reached = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const id = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        if (!el?.closest(".stride-weapons")) return "";
        return el.name || `${el.dataset["action"] ?? ""}:${el.dataset["index"] ?? ""}`;
      });
      if (id) reached.add(id);
    }
    expect(reached.size).toBe(wanted);
    await page.close();
  });
});

describe("vehicle sheet transport area in Chromium", () => {
  it("shows the select with the chosen area", async () => {
    const system = {
      move: 7,
      toughness: { front: 8, side: 7, rear: 6 },
      handling: 5,
      hullPoints: { value: 3, max: 3 },
      transportArea: "rear",
      warnings: [],
    };
    const page = await openPage(
      browser,
      `<div class="stride sheet actor vehicle"><form class="window-content">${renderTemplate(
        "templates/actor/vehicle-sheet.hbs",
        vehicleSheetContext({ name: "Scrap Hauler", img: null, system }, movement(7), true, localize),
      )}</form></div>`,
      480,
    );
    await screenshot(page, "vehicle-sheet-transport.png");
    const select = page.locator('select[name="system.transportArea"]');
    expect(await select.inputValue()).toBe("rear");
    expect(await select.isVisible()).toBe(true);
    await select.selectOption("deck");
    expect((await submitted(page))["system"]).toMatchObject({ transportArea: "deck" });
    await page.close();
  });
});

describe("Move directly dialog in Chromium", () => {
  it("preselects the target and gives the choice the move reads", async () => {
    const candidates = [
      { id: "brute", name: "Ash Choir Brute" },
      { id: "zealot", name: "Ash Choir Zealot" },
    ];
    const page = await openPage(
      browser,
      `<form class="stride-directly-dialog" style="padding:1rem;display:flex;flex-direction:column;gap:.5rem">${renderTemplate(
        DIRECTLY_FORM_PATH,
        directlyFormContext(candidates, "zealot", "in"),
      )}</form>`,
      420,
    );
    expect(await page.locator('select[name="other"]').inputValue()).toBe("zealot");
    await page.locator('select[name="way"]').selectOption("away");
    await page.locator('input[name="distance"]').fill("3");
    await screenshot(page, "directly-dialog.png");
    const values = await page.evaluate(() => {
      const value = (name: string) => (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
      return { other: value("other"), way: value("way"), distance: value("distance") };
    });
    expect(directlyFromForm(values, candidates)).toEqual({ otherId: "zealot", way: "away", distance: 3 });
    expect(await page.locator("label").allTextContents()).toEqual([
      expect.stringContaining("The other model"),
      expect.stringContaining("Way"),
      expect.stringContaining("Distance (in)"),
    ]);
    await page.close();
  });
});
