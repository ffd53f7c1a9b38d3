/**
 * Dark Heresy falls and flight in Chromium (issue #13 items 3, 7): the Apply damage button of a
 * failed jump-down card and the damage it took, the fall card of a flyer that stopped flying, and
 * the token HUD's altitude palette, with the real views, templates and compiled CSS; screenshots
 * under artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { fallCardView, type FallCardSystem } from "../../src/foundry/chat/fall-card-view";
import { storeRequest, type StoredResult } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset, type MovementProfile, type TestRequest } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn as i18n, renderTemplate } from "../support/render";
import { lang } from "../support/lang";

let browser: Browser;
let hud: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const bundle = await build({
    entryPoints: ["tests/browser/pages/altitude-hud.ts"],
    bundle: true,
    format: "iife",
    globalName: "altitudeHud",
    define: { STRIDE_LANG: JSON.stringify(lang) },
    write: false,
  });
  hud = bundle.outputFiles[0]!.text;
});
afterAll(async () => {
  await browser?.close();
});

const dh2 = getRuleset("dh2");
/** Brother Kade: Agility 35 (AB 3). */
const PROFILE: MovementProfile = { characteristics: { strength: 45, agility: 35 }, size: 4 };
const li = (html: string) =>
  `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;

/** A jump-down card of 6 m posted with the world's formula, rolled `roll`, its damage taken or not. */
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
    applied: damageTaken !== null,
    damageTaken,
  };
  const view = movementTestView(
    { system, ruleset: dh2, actorName: "Brother Kade", characteristic: 35, mayAct: true, profile: PROFILE },
    i18n,
  );
  return li(renderTemplate("templates/chat/movement-test.hbs", view));
}

/** A flyer's fall card from high altitude. */
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

describe("Dark Heresy falls and flight in Chromium", () => {
  it("renders a failed jump down's Apply damage button and the damage it took", async () => {
    const page = await openPage(
      browser,
      `<ol style="padding:0">${[jumpDownCard(80, null), jumpDownCard(80, 13)].join("")}</ol>`,
      340,
    );
    await screenshot(page, "dh2-apply-damage-cards.png");
    const items = page.locator(".chat-message");
    expect(await items.nth(0).locator(".stride-card__outcome").textContent()).toBe(
      "Falls Prone and takes falling damage 1d10 + 6 for the whole drop (Impact, armour does not count).",
    );
    expect(await items.nth(0).locator('button[data-action="applyDamage"]').textContent()).toContain("Apply damage");
    expect(await items.nth(1).locator('button[data-action="applyDamage"]').count()).toBe(0);
    expect(await items.nth(1).locator(".stride-card__damage").textContent()).toBe(
      "Took 13 damage from wounds (armour does not count).",
    );
    expect(
      await items
        .nth(1)
        .locator(".stride-card__damage")
        .evaluate((el) => getComputedStyle(el).fontWeight),
    ).toBe("700");
    await page.close();
  });

  it("renders the fall card of a flyer that stopped flying, before and after its damage", async () => {
    const page = await openPage(browser, `<ol style="padding:0">${fallCard(null) + fallCard(31)}</ol>`, 340);
    await screenshot(page, "dh2-fall-cards.png");
    const items = page.locator(".chat-message");
    expect(await items.nth(0).locator(".stride-card__title").textContent()).toBe("Falls 25 m");
    expect(await items.nth(0).locator(".stride-card__reason").textContent()).toBe(
      "Made no Movement action while flying, and plummets (Dark Heresy § Flying Movement).",
    );
    expect(await items.nth(0).locator(".stride-card__outcome").textContent()).toBe(
      "Falling damage 1d10 + 25 (Impact, armour does not count).",
    );
    expect(await items.nth(0).locator('button[data-action="applyDamage"]').count()).toBe(1);
    expect(await items.nth(1).locator('button[data-action="applyDamage"]').count()).toBe(0);
    expect(await items.nth(1).locator(".stride-card__damage").textContent()).toBe(
      "Took 31 damage from wounds (armour does not count).",
    );
    await page.close();
  });

  it("opens the altitude palette on the token HUD and stores the chosen altitude with its cost", async () => {
    const page = await openPage(
      browser,
      `<div id="token-hud" style="position:relative;width:420px;height:260px;background:#333">` +
        `<div class="col left" style="position:absolute;left:8px;top:8px"></div></div>` +
        `<div id="hoverer"><div class="col left"></div></div><div id="walker"><div class="col left"></div></div>` +
        `<div id="stranger"><div class="col left"></div></div>`,
      480,
    );
    await page.addScriptTag({ content: hud });
    await page.evaluate(() => (window as unknown as { altitudeHud: { ready: Promise<void> } }).altitudeHud.ready);
    await page.evaluate(() => {
      const api = (window as unknown as { altitudeHud: { mount: (...a: unknown[]) => void } }).altitudeHud;
      api.mount(document.getElementById("token-hud"), "flyer", "hovering", true);
      api.mount(document.getElementById("hoverer"), "hoverer", "hovering", true);
      api.mount(document.getElementById("walker"), null, "ground", true);
      api.mount(document.getElementById("stranger"), "flyer", "low", false);
    });
    const toggle = page.locator("#token-hud .stride-altitude-toggle");
    expect(await toggle.getAttribute("aria-label")).toBe("Altitude: Hovering");
    const palette = page.locator("#token-hud .stride-altitude-palette");
    expect(await palette.isVisible()).toBe(false);
    await toggle.click();
    expect(await palette.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await palette.locator("button").allTextContents()).toEqual([
      "On the ground",
      "Hovering",
      "Low Altitude",
      "High Altitude",
    ]);
    expect(await palette.locator("button.active").textContent()).toBe("Hovering");
    await screenshot(page, "dh2-altitude-hud.png");
    await palette.locator('button[data-altitude="high"]').click();
    await page.waitForFunction(() => (window as unknown as { notices: string[] }).notices.length > 0);
    expect(await page.evaluate(() => (window as unknown as { updates: object[] }).updates)).toEqual([
      { "system.altitude": "high" },
    ]);
    expect(await page.evaluate(() => (window as unknown as { notices: string[] }).notices)).toEqual([
      "STRIDE.Dh2.altitude.many",
    ]);
    // A Hoverer only hovers or lands; a walker and another user's flyer get no control.
    expect(await page.locator("#hoverer .stride-altitude-palette button").allTextContents()).toEqual([
      "On the ground",
      "Hovering",
    ]);
    expect(await page.locator("#walker .stride-altitude").count()).toBe(0);
    expect(await page.locator("#stranger .stride-altitude").count()).toBe(0);
    await page.close();
  });

  it("in a started combat counts a change against the turn, and refuses one once a jump spent it", async () => {
    const page = await openPage(
      browser,
      `<div id="open" class="hud"><div class="col left"></div></div>` +
        `<div id="spent" class="hud"><div class="col left"></div></div>`,
      480,
    );
    await page.addScriptTag({ content: hud });
    await page.evaluate(() => (window as unknown as { altitudeHud: { ready: Promise<void> } }).altitudeHud.ready);
    await page.evaluate(() => {
      const api = (window as unknown as { altitudeHud: { mountInCombat: (...a: unknown[]) => void } }).altitudeHud;
      api.mountInCombat(document.getElementById("open"), false);
    });
    const notices = () => page.evaluate(() => (window as unknown as { notices: string[] }).notices);
    await page.locator("#open .stride-altitude-toggle").click();
    await page.locator('#open button[data-altitude="low"]').click();
    await page.waitForFunction(() => (window as unknown as { notices: string[] }).notices.length > 0);
    expect(await notices()).toEqual(["info:STRIDE.Dh2Turn.altitude.full"]);
    await page.evaluate(() => {
      const api = (window as unknown as { altitudeHud: { mountInCombat: (...a: unknown[]) => void } }).altitudeHud;
      api.mountInCombat(document.getElementById("spent"), true);
    });
    await page.locator("#spent .stride-altitude-toggle").click();
    await page.locator('#spent button[data-altitude="low"]').click();
    await page.waitForFunction(() => (window as unknown as { notices: string[] }).notices.length > 1);
    expect(await notices()).toEqual(["info:STRIDE.Dh2Turn.altitude.full", "error:STRIDE.Altitude.refused"]);
    // Only the open turn's change was stored.
    expect(await page.evaluate(() => (window as unknown as { updates: object[] }).updates)).toEqual([
      { "system.altitude": "low" },
    ]);
    await page.close();
  });
});
