/**
 * Dark Heresy water and zero gravity in Chromium (issue #13, helper dh2water): the underwater swim
 * card naming the round held, the sheet's Underwater line with its Reset, and the push-off rule
 * notice — the real views, templates and compiled CSS, with screenshots.
 */
import { describe, expect, it } from "vitest";
import { ruleNoticeView } from "../../src/foundry/chat/rule-notice-view";
import { getRuleset, type TestRequest } from "../../src/rules";
import { openPage, screenshot } from "../support/browser";
import { chatItem as item, movementCard, storedResult, useBrowser } from "../support/cards";
import { sheetContext, sheetSystem } from "../support/contexts";
import { i18nEn as i18n, renderTemplate } from "../support/render";

const browser = useBrowser();
const dh2 = getRuleset("dh2");

/** Strength 40 (SB 4): the swim's metres come from the roller's profile, as the card's roll resolves them. */
const SWIMMER = { characteristics: { strength: 40 } };

/** A swim card for `request` against Athletics 40, rolled with `roll` or not. */
function swimCard(request: TestRequest, roll: number | null): string {
  const call = dh2.tests.buildTest(request)!;
  const result = roll === null ? null : storedResult(dh2, call, 40, [roll], SWIMMER);
  return movementCard({ ruleset: dh2, call, characteristic: 40, result, actorName: "Sister Ines", profile: SWIMMER });
}

describe("underwater in Chromium (§ Swimming)", () => {
  it("the deep-water swim card names the round held and that Suffocation applies, before and after the roll", async () => {
    const underwater: TestRequest = { kind: "swim", distance: 2, options: { underwater: "true", heldRounds: "2" } };
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${[swimCard(underwater, null), swimCard(underwater, 40)].join("")}</ol>`,
      340,
    );
    await screenshot(page, "dh2-underwater-swim-cards.png");
    const reasons = await page.locator(".stride-card__reason").allTextContents();
    expect(reasons).toEqual(
      Array(2).fill(
        "Swimming underwater, holding breath: round 3 underwater. Suffocation applies (Dark Heresy § Swimming); the GM resolves it.",
      ),
    );
    const rolled = page.locator(".chat-message").nth(1);
    expect(await rolled.locator(".stride-card__verdict").textContent()).toBe("Success · 1 degree of success");
    // SB 4: half rounded up, 2 m.
    expect(await rolled.locator(".stride-card__outcome").textContent()).toBe(
      "Swims 2 m in any direction, or treads water.",
    );
    await page.close();
  });

  it("the sheet's Underwater line shows the rounds held and sinking, with Reset only when set", async () => {
    const sheet = (system = sheetSystem()) =>
      `<div class="stride sheet actor character"><form class="window-content">${renderTemplate(
        "templates/actor/character-sheet.hbs",
        sheetContext("Sister Ines", system),
      )}</form></div>`;
    const page = await openPage(browser(), sheet(sheetSystem({ underwater: 2, sinking: 1 })));
    const line = page.locator(".stride-underwater");
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, "dh2-sheet-underwater.png");
    expect(await line.locator('input[name="system.underwater"]').inputValue()).toBe("2");
    expect(await line.locator(".stride-underwater__sinking").textContent()).toBe(
      "Sinking: unable to swim (unconscious, asleep, paralysed or bound).",
    );
    expect(await line.locator('button[data-action="resetUnderwater"]').isVisible()).toBe(true);
    await page.close();
    const dry = await openPage(browser(), sheet());
    expect(await dry.locator(".stride-underwater__sinking").textContent()).toBe("Not sinking.");
    expect(await dry.locator('button[data-action="resetUnderwater"]').count()).toBe(0);
    await dry.close();
  });
});

describe("zero gravity's push-off card in Chromium (§ Zero Gravity)", () => {
  it("renders the rule notice with its title, the mover and the rule's words, escaping the name", async () => {
    const view = ruleNoticeView(
      {
        rulesetId: "dh2",
        mover: "<i>Kade</i>",
        text: { key: "STRIDE.Dh2.pushOff.none", data: { reach: 1 } },
      },
      i18n,
    );
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${item(renderTemplate("templates/chat/rule-notice.hbs", view))}</ol>`,
      340,
    );
    await screenshot(page, "dh2-push-off-card.png");
    expect(await page.locator(".stride-card__title").textContent()).toBe("Cannot start this move");
    expect(await page.locator(".stride-card__reason").textContent()).toBe(
      "<i>Kade</i> is in zero gravity with nothing within 1 m to push off from: it cannot start a move there (Dark Heresy § Zero Gravity).",
    );
    expect(await page.locator(".stride-card i").count()).toBe(0);
    await page.close();
  });
});
