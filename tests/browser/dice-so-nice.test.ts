/**
 * Dice So Nice hides a card's result until the dice land. When a message update adds rolls, Dice So
 * Nice's `renderChatMessageHTML` hook adds the class `dsn-hide` to the last `.dice-roll` elements of
 * the message, one per roll added, and takes it off once the animation ends (Dice So Nice
 * module/main.js and Dice3D.js; docs/foundry-evidence.md § 33). Stride's cards put each roll's
 * result in its own `.dice-roll`, in roll order: the test's roll, then the damage roll. Here the page
 * does what Dice So Nice does to the rendered card, with the compiled stylesheet, and reads what a
 * user sees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { fallCardView, type FallCardSystem } from "../../src/foundry/chat/fall-card-view";
import { storeRequest, type StoredResult } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset, type MovementProfile, type TestRequest } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn as i18n, renderTemplate } from "../support/render";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dh2 = getRuleset("dh2");
/** Brother Kade: Agility 35 (AB 3). */
const PROFILE: MovementProfile = { characteristics: { strength: 45, agility: 35 }, size: 4 };
const li = (html: string) =>
  `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;

/** A jump-down card of 6 m rolled `roll` (80: failed, Prone, falling damage), its damage taken or not. */
function jumpDownCard(roll: number, damageTaken: number | null): string {
  const request: TestRequest = { kind: "jumpDown", distance: 6, options: { fallingFormula: "1d10 + @metres" } };
  const call = dh2.tests.buildTest(request)!;
  const r = dh2.tests.resolve(call, 35, [roll], PROFILE);
  const result: StoredResult = {
    roll,
    dice: [roll],
    characteristicValue: 35,
    targetNumber: r.targetNumber,
    success: r.success,
    degrees: r.degrees,
    outcome: r.outcome,
    prone: r.prone,
    hit: null,
    landedOn: [],
  };
  const system = {
    rulesetId: "dh2",
    request: storeRequest(request),
    actorUuid: "Actor.k",
    tokenUuid: "Scene.s.Token.k",
    result,
    applied: false,
    damageTaken,
  };
  const view = movementTestView(
    { system, ruleset: dh2, actorName: "Brother Kade", characteristic: 35, mayAct: true, profile: PROFILE },
    i18n,
  );
  return li(renderTemplate("templates/chat/movement-test.hbs", view));
}

/** A flyer's fall card from high altitude, its damage rolled or not. */
function fallCard(damageTaken: number | null): string {
  const system: FallCardSystem = {
    actorUuid: "Actor.hawk",
    tokenUuid: "Scene.s.Token.hawk",
    metres: 25,
    formula: "1d10 + 25",
    damageType: "impact",
    reason: "STRIDE.Fall.reason.flight",
    damageTaken,
  };
  return li(renderTemplate("templates/chat/fall-card.hbs", fallCardView(system, "Carrion Hawk", true, i18n)));
}

/** What Dice So Nice's render hook does while `added` rolls animate: hides the last `added` `.dice-roll`. */
function hideRolls(page: Page, item: number, added: number): Promise<void> {
  return page.evaluate(
    ([index, count]) => {
      const message = document.querySelectorAll(".chat-message")[index]!;
      [...message.querySelectorAll(".dice-roll")].slice(-count).forEach((el) => el.classList.add("dsn-hide"));
    },
    [item, added] as const,
  );
}

/** What Dice So Nice does once the dice land: shows every hidden roll again. */
function land(page: Page, item: number): Promise<void> {
  return page.evaluate((index) => {
    const message = document.querySelectorAll(".chat-message")[index]!;
    message.querySelectorAll(".dice-roll.dsn-hide").forEach((el) => el.classList.remove("dsn-hide"));
  }, item);
}

const borderColor = (page: Page, item: number) =>
  page
    .locator(".chat-message")
    .nth(item)
    .locator(".stride-card")
    .evaluate((el) => getComputedStyle(el).borderLeftColor);

describe("a card's result while Dice So Nice rolls its dice", () => {
  it("puts each roll in its own .dice-roll, in roll order: the test's roll, then its damage", async () => {
    const page = await openPage(
      browser,
      `<ol style="padding:0">${[jumpDownCard(80, null), jumpDownCard(80, 13), fallCard(13)].join("")}</ol>`,
      340,
    );
    const items = page.locator(".chat-message");
    const rolls = (i: number) =>
      items
        .nth(i)
        .locator(".dice-roll")
        .evaluateAll((els) => els.map((e) => e.className));
    expect(await rolls(0)).toEqual(["dice-roll stride-card__result"]);
    expect(await rolls(1)).toEqual(["dice-roll stride-card__result", "dice-roll stride-card__damage-roll"]);
    expect(await rolls(2)).toEqual(["dice-roll stride-card__damage-roll"]);
    await page.close();
  });

  it("hides the test's result, the outcome's colour and the buttons until the dice land", async () => {
    const page = await openPage(browser, `<ol style="padding:0">${jumpDownCard(80, null)}</ol>`, 340);
    const card = page.locator(".chat-message").nth(0);
    // Landed: the failure shows, in red, with its buttons.
    expect(await card.locator(".stride-card__verdict").isVisible()).toBe(true);
    expect(await borderColor(page, 0)).toBe("rgb(214, 69, 65)");
    expect(await card.locator('button[data-action="applyProne"]').isVisible()).toBe(true);
    // The roll was just added: Dice So Nice hides its .dice-roll.
    await hideRolls(page, 0, 1);
    await screenshot(page, "dice-so-nice-rolling.png");
    expect(await card.locator(".stride-card__title").isVisible()).toBe(true);
    expect(await card.locator(".stride-card__target").isVisible()).toBe(true);
    for (const part of [".stride-card__roll", ".stride-card__verdict", ".stride-card__outcome"]) {
      expect(await card.locator(part).isVisible(), part).toBe(false);
    }
    expect(await borderColor(page, 0)).toBe("rgb(138, 109, 59)");
    expect(await card.locator('button[data-action="applyProne"]').isVisible()).toBe(false);
    expect(await card.locator('button[data-action="applyDamage"]').isVisible()).toBe(false);
    // The dice land.
    await land(page, 0);
    expect(await card.locator(".stride-card__verdict").isVisible()).toBe(true);
    expect(await borderColor(page, 0)).toBe("rgb(214, 69, 65)");
    expect(await card.locator('button[data-action="applyProne"]').isVisible()).toBe(true);
    await page.close();
  });

  it("hides only the damage while the damage roll lands, on the test card and on the fall card", async () => {
    const page = await openPage(
      browser,
      `<ol style="padding:0">${[jumpDownCard(80, 13), fallCard(13)].join("")}</ol>`,
      340,
    );
    const items = page.locator(".chat-message");
    await hideRolls(page, 0, 1);
    await hideRolls(page, 1, 1);
    await screenshot(page, "dice-so-nice-damage-rolling.png");
    expect(await items.nth(0).locator(".stride-card__verdict").isVisible()).toBe(true);
    expect(await borderColor(page, 0)).toBe("rgb(214, 69, 65)");
    expect(await items.nth(0).locator(".stride-card__damage").isVisible()).toBe(false);
    expect(await items.nth(1).locator(".stride-card__outcome").isVisible()).toBe(true);
    expect(await items.nth(1).locator(".stride-card__damage").isVisible()).toBe(false);
    await land(page, 0);
    await land(page, 1);
    expect(await items.nth(0).locator(".stride-card__damage").textContent()).toContain("13");
    expect(await items.nth(0).locator(".stride-card__damage").isVisible()).toBe(true);
    expect(await items.nth(1).locator(".stride-card__damage").isVisible()).toBe(true);
    await page.close();
  });
});
