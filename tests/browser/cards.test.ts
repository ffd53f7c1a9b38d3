import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { movementTestView, type MovementTestData } from "../../src/foundry/chat/movement-test-view";
import { testNumbers } from "../../src/foundry/chat/movement-tests";
import { collisionNoticeView, terrainNoticeView } from "../../src/foundry/chat/collision-notice";
import type { TestRequest } from "../../src/rules";
import { getRuleset } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { FAILED_RUBBLE } from "../foundry/chat-fakes";
import { format, localize, renderTemplate } from "../support/render";

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

const i18n = { localize, format };

/** A chat log entry holding a rendered card. */
const chatItem = (html: string) =>
  `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;

/** System data with the tested characteristics at `value`. */
const profile = (value: number) => ({
  movementProfile: { characteristics: { agility: value, perception: value } },
  flyingSpeed: 0,
});
const dh2 = getRuleset("dh2");

function data(test: TestRequest, result: MovementTestData["result"] = null): MovementTestData {
  const call = dh2.tests.buildTest(test)!;
  return { actorUuid: "Actor.a", tokenUuid: null, ...call, condition: call.condition ?? null, result };
}

function card(d: MovementTestData, name: string | null = "Sister Ines", value = 42): string {
  const actor = name === null ? null : { name, uuid: "Actor.a", isOwner: true, system: profile(value) };
  const view = movementTestView(d, name, testNumbers(dh2, d, actor), i18n);
  return chatItem(renderTemplate("templates/chat/movement-test.hbs", view));
}

const failure = FAILED_RUBBLE;
const success = {
  roll: 9,
  characteristicValue: 35,
  targetNumber: 15,
  success: true,
  degrees: 1,
  outcome: "kept",
  prone: false,
};

/** Opens a page of cards with the listener module wired to counting handlers. */
async function cardsPage(body: string): Promise<Page> {
  const page = await openPage(browser, `<ol id="chat" style="padding:0">${body}</ol>`, 340);
  await page.addScriptTag({ content: listeners });
  await page.evaluate(() => {
    const w = window as unknown as {
      calls: Record<string, number>;
      strideCards: { attachCardListeners(root: HTMLElement, h: object): void };
    };
    w.calls = { roll: 0, applyProne: 0 };
    const slow = (action: string) => () => {
      w.calls[action]!++;
      return new Promise((resolve) => setTimeout(() => resolve(true), 100));
    };
    for (const li of document.querySelectorAll<HTMLElement>(".chat-message")) {
      w.strideCards.attachCardListeners(li, { roll: slow("roll"), applyProne: slow("applyProne") });
    }
  });
  return page;
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { calls: Record<string, number> }).calls);

/** Clicks a card button, lets its handler run, and returns the handler counts. */
async function click(page: Page, action: string): Promise<Record<string, number>> {
  await page.locator(`button[data-action="${action}"]`).click();
  await page.waitForTimeout(150);
  return calls(page);
}

describe("movement test cards in Chromium", () => {
  it("renders every card with the compiled CSS", async () => {
    const page = await cardsPage(
      [
        card(data({ kind: "treacherous", condition: "rubble" })),
        card(data({ kind: "treacherous", condition: "fog" })),
        card(data({ kind: "darkness" }), "Sister Ines", 35),
        card(data({ kind: "zeroGravity" })),
        card(data({ kind: "treacherous", condition: "rubble" }, failure)),
        card(data({ kind: "darkness" }, success), "Sister Ines", 35),
        card(data({ kind: "treacherous", condition: "mud" }), null),
      ].join(""),
    );
    await screenshot(page, "movement-test-cards.png");
    const titles = await page.locator(".stride-card__title").allTextContents();
    expect(titles).toEqual([
      "Challenging (+0) Agility test",
      "Challenging (+0) Agility test",
      "Hard (−20) Perception test",
      "Hard (−20) Agility test",
      "Challenging (+0) Agility test",
      "Hard (−20) Perception test",
      "Challenging (+0) Agility test",
    ]);
    const first = page.locator(".chat-message").first();
    expect(await first.locator(".stride-card__target dt").allTextContents()).toEqual([
      "Agility",
      "Challenging",
      "Rubble",
      "Target",
    ]);
    expect(await first.locator(".stride-card__target dd").allTextContents()).toEqual(["42", "+0", "−20", "22"]);
    const failed = page.locator(".chat-message").nth(4);
    expect(await failed.locator(".stride-card__verdict").textContent()).toBe("Failure · 3 degree(s) of failure");
    expect(await failed.locator("article").evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe(
      "rgb(214, 69, 65)",
    );
    expect(await page.locator(".chat-message").nth(6).locator(".stride-card__notice").textContent()).toBe(
      "The character of this card no longer exists.",
    );
    expect(await page.locator(".chat-message").nth(6).locator("button").count()).toBe(0);
    await page.close();
  });

  it("calls the roll handler exactly once, even for a rapid second click", async () => {
    const page = await cardsPage(card(data({ kind: "treacherous", condition: "rubble" })));
    const roll = page.locator('button[data-action="roll"]');
    await roll.click();
    await roll.click({ force: true }).catch(() => undefined);
    await roll.dispatchEvent("click");
    await page.waitForTimeout(250);
    expect(await calls(page)).toEqual({ roll: 1, applyProne: 0 });
    expect(await roll.isDisabled()).toBe(true);
    await page.close();
  });

  it("calls the Apply Prone handler from a failed result", async () => {
    const page = await cardsPage(card(data({ kind: "zeroGravity" }, { ...failure, outcome: "drifting" })));
    expect(await click(page, "applyProne")).toEqual({ roll: 0, applyProne: 1 });
    expect(await page.locator(".stride-card__outcome").textContent()).toBe(
      "Drifts off in a random direction and is Prone.",
    );
    await page.close();
  });

  it("renders Necromunda's Initiative cards: X+ targets, falls and run-overs", async () => {
    const necromunda = getRuleset("necromunda");
    const fighter = {
      name: "Jax",
      uuid: "Actor.j",
      isOwner: true,
      system: { movementProfile: { characteristics: { initiative: 4 } }, flyingSpeed: 0 },
    };
    const nCard = (request: TestRequest, result: MovementTestData["result"] = null) => {
      const call = necromunda.tests.buildTest(request)!;
      const d: MovementTestData = {
        actorUuid: "Actor.j",
        tokenUuid: null,
        ...call,
        condition: call.condition ?? null,
        fixedTarget: call.fixedTarget ?? null,
        distance: call.distance ?? null,
        hit: call.hit ?? null,
        result,
      };
      const view = movementTestView(d, "Jax", testNumbers(necromunda, d, fighter), i18n);
      return chatItem(renderTemplate("templates/chat/movement-test.hbs", view));
    };
    const fall = {
      roll: 5,
      characteristicValue: 4,
      targetNumber: 6,
      success: false,
      degrees: 1,
      outcome: "fallsHit",
      prone: true,
      hit: { strength: 3, ap: 0, damage: 1 },
    };
    const page = await cardsPage(
      nCard({ kind: "dangerous" }) +
        nCard({ kind: "jumpDown", distance: 5 }) +
        nCard({ kind: "jumpDown", distance: 5 }, fall) +
        nCard({ kind: "runOver", status: "seriouslyInjured", vehicleMove: 8 }),
    );
    await screenshot(page, "necromunda-cards.png");
    expect(await page.locator(".stride-card__title").allTextContents()).toEqual(Array(4).fill("Initiative test"));
    expect(await page.locator(".stride-card__total + dd, dd.stride-card__total").allTextContents()).toEqual([
      "4+",
      "6+",
      "6+",
      "6+",
    ]);
    expect(await page.locator(".stride-card__verdict").textContent()).toBe("Failed");
    expect(await page.locator('button[data-action="applyProne"]').textContent()).toContain("Apply Pinned");
    expect((await click(page, "applyProne")).applyProne).toBe(1);
    await page.close();
  });

  it("renders a collision notice with both hits, names escaped, and the side-on Handling card", async () => {
    const necromunda = getRuleset("necromunda");
    const collision = necromunda.vehicles.collision!({ move: 8, moverToughness: 7, otherToughness: 8, arc: "side" });
    const notice = renderTemplate(
      "templates/chat/collision-notice.hbs",
      collisionNoticeView("Hauler", "<b>Rig</b>", collision, i18n),
    );
    const call = necromunda.tests.buildTest({ kind: "sideOn", tougher: false })!;
    const d: MovementTestData = { actorUuid: "Actor.h", tokenUuid: null, ...call, condition: null, result: null };
    const vehicle = {
      name: "Hauler",
      uuid: "Actor.h",
      isOwner: true,
      system: { movementProfile: { characteristics: { handling: 5 } }, flyingSpeed: 0 },
    };
    const card = renderTemplate(
      "templates/chat/movement-test.hbs",
      movementTestView(d, "Hauler", testNumbers(necromunda, d, vehicle), i18n),
    );
    const page = await cardsPage(chatItem(notice) + chatItem(card));
    await screenshot(page, "collision-cards.png");
    expect(await page.locator(".stride-card--collision .stride-card__title").textContent()).toBe("Side-on collision");
    expect(await page.locator(".stride-card--collision dt").allTextContents()).toEqual(["Hauler", "<b>Rig</b>"]);
    expect(await page.locator(".stride-card--collision dd").allTextContents()).toEqual(["S8 AP−3 D3", "S7 AP−2 D2"]);
    expect(await page.locator("b").count()).toBe(0);
    expect(await page.locator(".stride-card__title").nth(1).textContent()).toBe("Handling test");
    expect((await click(page, "roll")).roll).toBe(1);
    await page.close();
  });

  it("renders a fall onto other models: who was landed on, the shared hit, names escaped, and Apply Pinned", async () => {
    const necromunda = getRuleset("necromunda");
    const call = necromunda.tests.buildTest({ kind: "jumpDown", distance: 5 })!;
    const d: MovementTestData = {
      actorUuid: "Actor.j",
      tokenUuid: "Scene.s.Token.j",
      ...call,
      condition: null,
      distance: 5,
      result: {
        roll: 2,
        characteristicValue: 4,
        targetNumber: 6,
        success: false,
        degrees: 1,
        outcome: "fallsHit",
        prone: true,
        hit: { strength: 3, ap: 0, damage: 1 },
        landedOn: [
          { name: "<b>Grub</b>", actorUuid: "Actor.g" },
          { name: "Vex", actorUuid: "Actor.v" },
        ],
      },
    };
    const fighter = {
      name: "Jax",
      uuid: "Actor.j",
      isOwner: true,
      system: { movementProfile: { characteristics: { initiative: 4 } } },
    };
    const view = movementTestView(d, "Jax", testNumbers(necromunda, d, fighter), i18n);
    const page = await cardsPage(chatItem(renderTemplate("templates/chat/movement-test.hbs", view)));
    await screenshot(page, "fall-landing-card.png");
    expect(await page.locator(".stride-card__landing").textContent()).toBe(
      'Landed on <b>Grub</b>, Vex: they take the same S3 AP– D1 hit, all are Pinned, and the faller moves off by the shortest way (1" from an enemy).',
    );
    expect(await page.locator("b").count()).toBe(0);
    expect((await click(page, "applyProne")).applyProne).toBe(1);
    await page.close();
  });

  it("renders the vehicle-fall and lift cards: Handling at the Falling Vehicle modifier, the hit either way", async () => {
    const necromunda = getRuleset("necromunda");
    const li = (d: MovementTestData, name: string, system: object) => {
      const actor = { name, uuid: d.actorUuid, isOwner: true, system };
      const view = movementTestView(d, name, testNumbers(necromunda, d, actor), i18n);
      return chatItem(renderTemplate("templates/chat/movement-test.hbs", view));
    };
    const fall = necromunda.tests.buildTest({ kind: "vehicleFall", distance: 6 })!;
    const fallData: MovementTestData = {
      actorUuid: "Actor.h",
      tokenUuid: null,
      ...fall,
      condition: null,
      result: {
        roll: 5,
        characteristicValue: 4,
        targetNumber: 6,
        success: false,
        degrees: 1,
        outcome: "loseControlHit",
        prone: false,
        hit: fall.hit ?? null,
      },
    };
    const lift = necromunda.tests.buildTest({ kind: "liftObstruct" })!;
    const liftData: MovementTestData = {
      actorUuid: "Actor.j",
      tokenUuid: null,
      ...lift,
      condition: null,
      result: null,
    };
    const page = await cardsPage(
      li(fallData, "Hauler", { movementProfile: { characteristics: { handling: 4 } } }) +
        li(liftData, "Jax", { movementProfile: { characteristics: { initiative: 4 } } }),
    );
    await screenshot(page, "vehicle-fall-and-lift-cards.png");
    expect(await page.locator(".stride-card__title").allTextContents()).toEqual(["Handling test", "Initiative test"]);
    expect(await page.locator(".stride-card__reason").allTextContents()).toEqual([
      'Fell 6".',
      "In the path of a moving lift.",
    ]);
    expect(await page.locator(".stride-card__outcome").textContent()).toBe(
      "Loses Control, and takes the fall's S5 AP−1 D1 hit.",
    );
    expect(await page.locator(".stride-card__target dd").first().textContent()).toBe("4+");
    expect(await page.locator(".stride-card__target").first().textContent()).toContain("Falling vehicle");
    expect(await page.locator('button[data-action="roll"]').count()).toBe(1);
    await page.close();
  });

  it("renders the terrain collision notices: solid terrain stops the vehicle, an obstacle is smashed", async () => {
    const necromunda = getRuleset("necromunda");
    const notices = (["solid", "obstacle"] as const).map((terrain) =>
      chatItem(
        renderTemplate(
          "templates/chat/collision-notice.hbs",
          terrainNoticeView("<i>Hauler</i>", necromunda.vehicles.terrainCollision!({ move: 8, terrain }), i18n),
        ),
      ),
    );
    const page = await cardsPage(notices.join(""));
    await screenshot(page, "terrain-collision-notices.png");
    expect(await page.locator(".stride-card__title").allTextContents()).toEqual([
      "Collision with solid terrain",
      "Collision with an obstacle",
    ]);
    expect(await page.locator(".stride-card__reason").nth(0).textContent()).toContain("stops");
    expect(await page.locator(".stride-card__reason").nth(1).textContent()).toContain("anyone standing on it falls");
    expect(await page.locator("dt").allTextContents()).toEqual(["<i>Hauler</i>", "<i>Hauler</i>"]);
    expect(await page.locator("dd").allTextContents()).toEqual(["S8 AP−3 D3", "S7 AP−2 D2"]);
    expect(await page.locator("i").count()).toBe(0);
    await page.close();
  });

  it("renders a hostile actor name as text", async () => {
    const page = await cardsPage(card(data({ kind: "treacherous", condition: "fog" }), "<img src=x onerror=alert(1)>"));
    let dialog = false;
    page.on("dialog", () => {
      dialog = true;
    });
    await page.waitForTimeout(50);
    expect(await page.locator("img").count()).toBe(0);
    expect(await page.locator(".stride-card__actor").textContent()).toBe("<img src=x onerror=alert(1)>");
    expect(dialog).toBe(false);
    await page.close();
  });

  it("lets keyboard focus reach every button and Enter roll", async () => {
    const page = await cardsPage(
      card(data({ kind: "treacherous", condition: "rubble" })) + card(data({ kind: "zeroGravity" }, failure)),
    );
    const reached: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      const action = await page.evaluate(() => document.activeElement?.getAttribute("data-action") ?? "");
      if (action) reached.push(action);
    }
    expect(reached.slice(0, 2)).toEqual(["roll", "applyProne"]);
    await page.locator('button[data-action="roll"]').focus();
    await page.keyboard.press("Enter");
    await page.waitForTimeout(150);
    expect((await calls(page)).roll).toBe(1);
    await page.close();
  });
});
