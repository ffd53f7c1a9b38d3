/**
 * The GM's modifier on test cards of every ruleset, rendered with the compiled CSS in Chromium: the
 * breakdown's "GM: <reason>" line in the ruleset's unit, the target it gives, the Modifier button
 * wired through the real listener module, and the modifier's form as the dialog shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset, type TestRequest } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn as i18n, renderTemplate } from "../support/render";

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

/** An unrolled card of `ruleset` with the GM's modifier, rendered for a user who may set it. */
function card(rulesetId: string, request: TestRequest, characteristic: number, gmModifier: object | null): string {
  const system: MovementTestSystem = {
    rulesetId,
    request: storeRequest(request),
    actorUuid: "Actor.a",
    tokenUuid: null,
    result: null,
    applied: false,
    gmModifier: gmModifier as MovementTestSystem["gmModifier"],
  };
  const view = movementTestView(
    { system, ruleset: getRuleset(rulesetId), actorName: "Ines", characteristic, mayAct: true, mayModify: true },
    i18n,
  );
  const html = renderTemplate("templates/chat/movement-test.hbs", view);
  return `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;
}

/** The dt/dd pairs of the n-th card's breakdown. */
async function breakdown(page: Page, n: number): Promise<string[][]> {
  const item = page.locator(".chat-message").nth(n);
  const dts = await item.locator(".stride-card__target dt").allTextContents();
  const dds = await item.locator(".stride-card__target dd").allTextContents();
  return dts.map((dt, i) => [dt, dds[i] ?? ""]);
}

describe("the GM's modifier on the cards of every ruleset, in Chromium", () => {
  it("shows the reason line in each ruleset's unit and the target it gives; the Modifier button calls its handler once", async () => {
    const body = [
      card("dh2", { kind: "treacherous", condition: "rubble" }, 42, { value: -10, reason: "slippery rungs" }),
      card("shadowrun", { kind: "sprint" }, 8, { value: 2, reason: "good boots" }),
      card("d6", { kind: "run", distance: 20, options: { move: "10" } }, 9, { value: 5, reason: "oil" }),
      card("necromunda", { kind: "dangerous" }, 4, { value: 99, reason: "" }),
    ].join("");
    const page = await openPage(browser, `<ol id="chat" style="padding:0">${body}</ol>`, 340);
    await page.addScriptTag({ content: listeners });
    await page.evaluate(() => {
      const w = window as unknown as {
        calls: number;
        strideCards: { attachCardListeners(root: HTMLElement, h: object): void };
      };
      w.calls = 0;
      const slow = () => {
        w.calls++;
        return new Promise((resolve) => setTimeout(() => resolve(true), 100));
      };
      for (const li of document.querySelectorAll<HTMLElement>(".chat-message")) {
        w.strideCards.attachCardListeners(li, { setModifier: slow });
      }
    });
    await screenshot(page, "gm-modifier-cards.png");
    // dh2: Agility 42, rubble −20, GM −10: target 12.
    expect(await breakdown(page, 0)).toEqual([
      ["Agility", "42"],
      ["Challenging", "+0"],
      ["Rubble", "−20"],
      ["GM: slippery rungs", "−10"],
      ["Target", "12"],
    ]);
    // shadowrun: 8 dice + 2.
    expect((await breakdown(page, 1)).at(-2)).toEqual(["GM: good boots", "+2"]);
    expect((await breakdown(page, 1)).at(-1)?.[1]).toBe("10d6");
    // opend6: difficulty 5 (two movements of Move 10) + 5.
    expect((await breakdown(page, 2)).slice(-2)).toEqual([
      ["GM: oil", "+5"],
      ["Target", "10"],
    ]);
    // necromunda: a stored +99 clamped to +3, no reason: 4+ becomes 2+ (a 1 always fails).
    expect((await breakdown(page, 3)).slice(-2)).toEqual([
      ["GM's modifier", "+3"],
      ["Target", "2+"],
    ]);
    const button = page.locator('button[data-action="setModifier"]').first();
    expect(await button.textContent()).toContain("Modifier");
    await button.click();
    await button.click({ force: true }).catch(() => undefined);
    await page.waitForTimeout(250);
    expect(await page.evaluate(() => (window as unknown as { calls: number }).calls)).toBe(1);
    await page.close();
  });

  it("renders the modifier's form with the unit, the range and an escaped reason", async () => {
    const form = renderTemplate("templates/chat/gm-modifier-form.hbs", {
      value: -10,
      reason: '"><script>window.owned = true</script>',
      min: -60,
      max: 60,
      maxLength: 80,
      unit: i18n.localize("STRIDE.Card.gmModifier.unit.d100"),
      range: i18n.format("STRIDE.Card.gmModifier.range", { min: "-60", max: "60" }),
      labels: { value: "Modifier", reason: "Reason", placeholder: "slippery rungs" },
    });
    const page = await openPage(browser, `<form style="width:320px;background:#fff;padding:8px">${form}</form>`, 360);
    await screenshot(page, "gm-modifier-form.png");
    expect(await page.evaluate(() => (window as unknown as { owned?: boolean }).owned)).toBeUndefined();
    expect(await page.locator('input[name="reason"]').inputValue()).toBe('"><script>window.owned = true</script>');
    const value = page.locator('input[name="value"]');
    expect(await value.inputValue()).toBe("-10");
    await value.fill("-75");
    expect(await value.evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(true);
    expect(await page.locator(".hint").textContent()).toContain("Added to the d100 target: + makes the test easier.");
    await page.close();
  });
});
