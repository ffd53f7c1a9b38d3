import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  initialJourneyState,
  journeyDialogContext,
} from "../../src/foundry/applications/journey/journey-dialog-context";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { JOURNEY_ACTORS, journeyCard } from "../support/journey-contexts";
import { format, localize, renderTemplate } from "../support/render";
import { strengthCardContext, type StrengthCardData } from "../../src/foundry/applications/strength/strength-card";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("journey dialog and card in Chromium (issue #14)", () => {
  it("lays out the dialog with its alert and every field visible", async () => {
    const state = { ...initialJourneyState(["Actor.vex"]), errors: ["hours"] as const };
    const body = renderTemplate(
      "templates/apps/journey.hbs",
      journeyDialogContext(JOURNEY_ACTORS, state, "alternate", localize),
    );
    const page = await openPage(
      browser,
      `<form class="stride journey-dialog" style="width:440px;padding:8px">${body}</form>`,
      460,
    );
    for (const name of ["distanceKm", "swimmingKm", "terrain", "pace", "hoursPerDay", "gravity"]) {
      expect(await page.locator(`[name="${name}"]`).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole("alert").textContent()).toContain("from 1 to 24");
    expect(await page.getByRole("checkbox", { name: "Interrogator Vex" }).isChecked()).toBe(true);
    await screenshot(page, "journey-dialog.png");
    await page.close();
  });

  it("shows the card with results, pending Roll buttons and the tally", async () => {
    const body = renderTemplate("templates/chat/journey-card.hbs", journeyCard());
    const page = await openPage(
      browser,
      `<ol style="padding:0"><li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px"><div class="message-content">${body}</div></li></ol>`,
      340,
    );
    const buttons = page.getByRole("button", { name: "Roll" });
    expect(await buttons.count()).toBeGreaterThan(3);
    expect(await buttons.first().isVisible()).toBe(true);
    const box = await buttons.first().boundingBox();
    expect(box!.width).toBeLessThan(300);
    expect(await page.locator("[data-tally]").first().textContent()).toContain("Fatigue 1");
    await screenshot(page, "journey-card.png");
    await page.close();
  });

  it("shows the Strength cards: a lift to roll, a rolled throw with its distance and Impact", async () => {
    const hauler = {
      name: "Hab Warden",
      system: { characteristics: { strength: { value: 38 } }, bonuses: { strength: 3, toughness: 4 } },
    };
    const card = (task: string, weightKg: number, result: StrengthCardData["result"]): StrengthCardData => ({
      actorUuid: "Actor.h",
      tokenUuid: null,
      task,
      weightKg,
      gravity: "normal",
      result,
    });
    const i18n = { localize, format };
    const lift = renderTemplate(
      "templates/chat/strength-card.hbs",
      strengthCardContext(card("lift", 120, null), hauler, i18n, true),
    );
    const thrown = renderTemplate(
      "templates/chat/strength-card.hbs",
      strengthCardContext(
        card("throw", 5, {
          roll: 8,
          strength: 38,
          strengthBonus: 3,
          toughnessBonus: 4,
          target: 38,
          success: true,
          degrees: 4,
          impact: { formula: "1d10 + 6", total: 13 },
        }),
        hauler,
        i18n,
        true,
      ),
    );
    const li = (body: string) =>
      `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px"><div class="message-content">${body}</div></li>`;
    const page = await openPage(browser, `<ol style="padding:0">${li(lift)}${li(thrown)}</ol>`, 340);
    const roll = page.getByRole("button", { name: "Roll" });
    expect(await roll.count()).toBe(1);
    expect(await roll.isVisible()).toBe(true);
    expect(await page.locator("[data-target]").first().textContent()).toBe("38");
    expect(await page.locator("[data-result]").textContent()).toContain("The object flies 12 m.");
    expect(await page.locator("[data-result]").textContent()).toContain("13 Impact (1d10 + 6)");
    await screenshot(page, "strength-card.png");
    await page.close();
  });
});
