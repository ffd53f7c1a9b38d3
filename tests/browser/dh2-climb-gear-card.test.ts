/**
 * The climb card posted at a ledge's or wall's foot with its climbing-gear choice (dh2-movement.md
 * § Sheer Surfaces; docs/rulings.md Climbing gear) in Chromium: the real view
 * (chat/movement-test-view.ts), template, compiled CSS and listener module, with a screenshot.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset, type TestRequest } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn as i18n, renderTemplate } from "../support/render";
import { storedResult } from "../support/cards";

let browser: Browser;
/** The real listener module, bundled for the page as `window.strideCards`. */
let listeners: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const bundle = await build({
    entryPoints: ["src/foundry/chat/card-listeners.ts"],
    bundle: true,
    format: "iife",
    globalName: "strideCards",
    write: false,
  });
  listeners = bundle.outputFiles[0]!.text;
});
afterAll(async () => {
  await browser?.close();
});

const dh2 = getRuleset("dh2");
/** Strength or Athletics 40: a simple climb's target before gear. */
const VALUE = 40;

/** A ledge climb card (3 m), with `gear` stored or none, rolled with `roll` or not, for a user who may act or not. */
function card(gear: string | null, roll: number | null = null, mayAct = true): string {
  const request: TestRequest = { kind: "ledge", options: { height: "3", ...(gear ? { gear } : {}) } };
  const call = dh2.tests.buildTest(request)!;
  const system: MovementTestSystem = {
    rulesetId: "dh2",
    request: storeRequest(request),
    actorUuid: "Actor.kade",
    tokenUuid: null,
    result: roll === null ? null : storedResult(dh2, call, VALUE, [roll], { characteristics: { agility: 40 } }),
    applied: false,
  };
  const view = movementTestView(
    { system, ruleset: dh2, actorName: "Brother Kade", characteristic: VALUE, mayAct },
    i18n,
  );
  const html = renderTemplate("templates/chat/movement-test.hbs", view);
  return `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;
}

describe("the climb card's climbing gear in Chromium", () => {
  it("shows the four gear buttons, the stored one pressed, its line and target; a click reaches the handler once", async () => {
    const body = [card(null), card("20"), card("20", 55), card(null, null, false)].join("");
    const page = await openPage(browser, `<ol id="chat" style="padding:0">${body}</ol>`, 340);
    await page.addScriptTag({ content: listeners });
    await page.evaluate(() => {
      const w = window as unknown as {
        picked: string[];
        strideCards: { attachCardListeners(root: HTMLElement, h: object): void };
      };
      w.picked = [];
      const setOption = (button: HTMLButtonElement) => {
        w.picked.push(`${button.dataset["key"]}=${button.dataset["value"]}`);
        return Promise.resolve(true);
      };
      for (const li of document.querySelectorAll<HTMLElement>(".chat-message")) {
        w.strideCards.attachCardListeners(li, { setOption });
      }
    });
    await screenshot(page, "dh2-climb-gear-cards.png");
    const items = page.locator(".chat-message");
    const first = items.nth(0);
    expect(await first.locator(".stride-card__option-label").textContent()).toBe(
      "Climbing gear (grapnel, clip harness)",
    );
    expect(await first.locator('button[data-action="setOption"]').allTextContents()).toEqual([
      "None",
      "+10",
      "+20",
      "+30",
    ]);
    expect(await first.locator('button[aria-pressed="true"]').textContent()).toBe("None");
    expect(await first.locator(".stride-card__total").last().textContent()).toBe("40");
    // Stored +20: its own line in the breakdown, target 60.
    const second = items.nth(1);
    expect(await second.locator('button[aria-pressed="true"]').textContent()).toBe("+20");
    expect(await second.locator(".stride-card__target dt").allTextContents()).toContain("Climbing gear");
    expect(await second.locator(".stride-card__total").last().textContent()).toBe("60");
    // Rolled with it: no choice any more; 55 against 60 passes.
    expect(await items.nth(2).locator('button[data-action="setOption"]').count()).toBe(0);
    expect(await items.nth(2).locator(".stride-card__verdict").textContent()).toContain("Success");
    // A user who may not act sees the choice disabled.
    expect(await items.nth(3).locator('button[data-action="setOption"]:disabled').count()).toBe(4);
    const plus20 = first.locator('button[data-value="20"]');
    await plus20.click();
    await plus20.click({ force: true }).catch(() => undefined);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as unknown as { picked: string[] }).picked)).toEqual(["gear=20"]);
    await page.close();
  });
});
