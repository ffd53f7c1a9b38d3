import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  initialJourneyState,
  journeyDialogContext,
} from "../../src/foundry/rulesets/dh2/journey/journey-dialog-context";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { JOURNEY_ACTORS, journeyCard } from "../support/journey-contexts";
import { format, localize, renderTemplate } from "../support/render";
import { strengthCardContext, type StrengthCardData } from "../../src/foundry/rulesets/dh2/strength/strength-card";
import { pathChoices } from "../../src/foundry/rulesets/dh2/journey/journey-path";
import { cardFrameView, type FramedMessage } from "../../src/foundry/chat/card-frame";

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

  it("offers the scene's drawn paths with their lengths beside a Measure button, and notes the path taken", async () => {
    // A 5 m grid of 100 px: the road is 1,500 px (75 m), the unnamed river 200 px (10 m); the hall is no path.
    const scene = {
      grid: { size: 100, distance: 5, units: "m" },
      drawings: [
        { id: "road", text: "Road to Tarsus", shape: { type: "p", points: [0, 0, 300, 400, 300, 1400] } },
        { id: "hall", text: "Hall", shape: { type: "r", points: [] } },
        { id: "river", text: "", shape: { type: "p", points: [0, 0, 50, 0, 200, 0] } },
      ],
    };
    const state = {
      ...initialJourneyState(["Actor.vex"]),
      values: { ...initialJourneyState([]).values, distanceKm: "0.075" },
      path: "road",
      measured: { name: "Road to Tarsus", sceneDistance: 75, units: "m", km: 0.075 },
    };
    const context = journeyDialogContext(
      JOURNEY_ACTORS,
      state,
      "core",
      localize,
      { choices: pathChoices(scene), units: "m" },
      format,
    );
    const body = renderTemplate("templates/apps/journey.hbs", context);
    const page = await openPage(
      browser,
      `<form class="stride journey-dialog" style="width:440px;padding:8px">${body}</form>`,
      460,
    );
    const select = page.getByLabel("Or measure along a drawn path");
    expect(await select.isVisible()).toBe(true);
    expect(await select.inputValue()).toBe("road");
    expect(await select.locator("option").allTextContents()).toEqual([
      "— a drawing on this scene —",
      "Road to Tarsus: 75 m (0.075 km)",
      "Drawing 2: 10 m (0.01 km)",
    ]);
    const measure = page.getByRole("button", { name: "Measure" });
    expect(await measure.isVisible()).toBe(true);
    expect(await measure.isEnabled()).toBe(true);
    const [selectBox, buttonBox] = [(await select.boundingBox())!, (await measure.boundingBox())!];
    expect(buttonBox.x).toBeGreaterThanOrEqual(selectBox.x + selectBox.width);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(456);
    expect(buttonBox.height).toBeLessThan(40);
    expect(await page.locator("[data-path-note]").textContent()).toBe(
      "Measured along Road to Tarsus: 75 m = 0.075 km.",
    );
    expect(await page.locator('[name="distanceKm"]').inputValue()).toBe("0.075");
    await screenshot(page, "journey-dialog-path.png");
    await page.close();
  });

  it("names the scene's unit it cannot measure in the alert and beside the path", async () => {
    const scene = {
      grid: { size: 100, distance: 1, units: "leagues" },
      drawings: [{ id: "road", text: "Road", shape: { type: "p", points: [0, 0, 300, 400] } }],
    };
    const state = { ...initialJourneyState(["Actor.vex"]), path: "road", pathError: "pathUnits" as const };
    const context = journeyDialogContext(
      JOURNEY_ACTORS,
      state,
      "core",
      localize,
      { choices: pathChoices(scene), units: "leagues" },
      format,
    );
    const page = await openPage(
      browser,
      `<form class="stride journey-dialog" style="width:440px;padding:8px">${renderTemplate("templates/apps/journey.hbs", context)}</form>`,
      460,
    );
    expect(await page.getByRole("alert").textContent()).toContain('grid unit "leagues" cannot be measured');
    expect(await page.getByLabel("Or measure along a drawn path").locator("option:checked").textContent()).toContain(
      'Road: cannot be measured (unit "leagues" unknown)',
    );
    expect(await page.getByRole("button", { name: "Measure" }).isEnabled()).toBe(true);
    await screenshot(page, "journey-dialog-path-error.png");
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

  it("frames a card as its whole message, and shows a card hidden from the user as a notice without buttons", async () => {
    const env = {
      isGM: false,
      localize: (key: string) =>
        ({ "CHAT.To": "To", Delete: "Delete", "CHAT.Dismiss": "Dismiss" })[key] ?? localize(key),
      timeSince: () => "now",
      userName: (id: string) => (id === "gm" ? "Gamemaster" : undefined),
    };
    const message = (isContentVisible: boolean): FramedMessage => ({
      id: "m1",
      type: "journey",
      alias: "Interrogator Vex",
      timestamp: 0,
      whisper: ["gm"],
      blind: !isContentVisible,
      isContentVisible,
    });
    const card = renderTemplate("templates/chat/journey-card.hbs", journeyCard());
    const shown = renderTemplate("templates/chat/card-frame.hbs", cardFrameView(message(true), card, {}, env));
    const hidden = renderTemplate("templates/chat/card-frame.hbs", cardFrameView(message(false), "", {}, env));
    const page = await openPage(browser, `<ol id="chat-log" style="padding:0;width:320px">${shown}${hidden}</ol>`, 340);
    const [visible, blind] = [page.locator("#chat-log > li").nth(0), page.locator("#chat-log > li").nth(1)];
    expect(await visible.locator(".message-sender").textContent()).toBe("Interrogator Vex");
    expect(await visible.locator(".whisper-to").textContent()).toBe("To: Gamemaster");
    expect(await visible.getByRole("button", { name: "Roll" }).first().isVisible()).toBe(true);
    expect(await blind.getAttribute("class")).toContain("blind");
    expect(await blind.locator("[data-hidden]").isVisible()).toBe(true);
    expect(await blind.locator("[data-hidden]").textContent()).toBe("This card's result is hidden from you.");
    expect(await blind.getByRole("button").count()).toBe(0);
    await screenshot(page, "card-frame.png");
    await page.close();
  });
});
