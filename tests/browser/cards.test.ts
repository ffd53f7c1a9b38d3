import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { collisionNoticeView } from "../../src/foundry/chat/collision-notice-view";
import {
  migrateMovementTestSource,
  storeRequest,
  type MovementTestSystem,
  type StoredResult,
} from "../../src/foundry/data/chat-message/movement-test-data";
import type { Notice, Ruleset, TestRequest } from "../../src/rules";
import { getRuleset } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { FAILED_RUBBLE } from "../foundry/chat-fakes";
import { i18nEn as i18n, renderTemplate } from "../support/render";

let browser: Browser;
/** The real listener module, bundled for the page as `window.strideCards`. */
let listeners: string;
/** The real card code with page fakes (pages/forged-card.ts), as `window.forgedCards`. */
let forged: string;

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
  const page = await build({
    entryPoints: ["tests/browser/pages/forged-card.ts"],
    bundle: true,
    format: "iife",
    globalName: "forgedCards",
    write: false,
  });
  forged = page.outputFiles[0]!.text;
});
afterAll(async () => {
  await browser?.close();
});

/** A chat log entry holding a rendered card. */
const chatItem = (html: string) =>
  `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;

const dh2 = getRuleset("dh2");

/** A card's stored data: posted under `ruleset` for `request`, rolled or not. */
function data(
  test: TestRequest,
  result: StoredResult | null = null,
  ruleset: Ruleset = dh2,
  actorUuid = "Actor.a",
): MovementTestSystem {
  return { rulesetId: ruleset.id, request: storeRequest(test), actorUuid, tokenUuid: null, result, applied: false };
}

/** A card as the data model renders it, for an actor with `characteristic`, in a chat log entry. */
function card(d: MovementTestSystem, name: string | null = "Sister Ines", value: number | null = 42): string {
  const ruleset = getRuleset(d.rulesetId);
  const view = movementTestView(
    { system: d, ruleset, actorName: name, characteristic: name === null ? null : value, mayAct: true },
    i18n,
  );
  return chatItem(renderTemplate("templates/chat/movement-test.hbs", view));
}

/** A collision notice as the data model renders it. */
function noticeCard(notice: Notice, names: { mover: string; other: string | null; fallers: string[] }): string {
  const view = collisionNoticeView({ rulesetId: "necromunda", notice, names }, getRuleset("necromunda"), i18n);
  return chatItem(renderTemplate("templates/chat/collision-notice.hbs", view));
}

const failure = FAILED_RUBBLE;
const success: StoredResult = {
  roll: 9,
  dice: [9],
  characteristicValue: 35,
  targetNumber: 15,
  success: true,
  degrees: 1,
  outcome: "kept",
  prone: false,
  hit: null,
  landedOn: [],
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
    expect(await failed.locator(".stride-card__verdict").textContent()).toBe("Failure · 3 degrees of failure");
    expect(await page.locator(".chat-message").nth(5).locator(".stride-card__verdict").textContent()).toBe(
      "Success · 1 degree of success",
    );
    expect(await failed.locator('button[data-action="roll"]').count()).toBe(0);
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
    const nCard = (request: TestRequest, result: StoredResult | null = null) =>
      card(data(request, result, necromunda, "Actor.j"), "Jax", 4);
    const fall: StoredResult = {
      roll: 5,
      dice: [5],
      characteristicValue: 4,
      targetNumber: 6,
      success: false,
      degrees: 1,
      outcome: "fallsHit",
      prone: true,
      hit: { strength: 3, ap: 0, damage: 1 },
      landedOn: [],
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
    const collision = necromunda.vehicles.collision({ move: 8, moverToughness: 7, otherToughness: 8, arc: "side" });
    const notice = noticeCard(
      { kind: "vehicleCollision", mover: "h", other: "r", collision },
      { mover: "Hauler", other: "<b>Rig</b>", fallers: [] },
    );
    const handling = card(data({ kind: "sideOn", tougher: false }, null, necromunda, "Actor.h"), "Hauler", 5);
    const page = await cardsPage(notice + handling);
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
    const d = data(
      { kind: "jumpDown", distance: 5 },
      {
        roll: 2,
        dice: [2],
        characteristicValue: 4,
        targetNumber: 6,
        success: false,
        degrees: 1,
        outcome: "fallsHit",
        prone: true,
        hit: { strength: 3, ap: 0, damage: 1 },
        landedOn: [
          { name: "<b>Grub</b>", actorUuid: "Actor.g", tokenUuid: null },
          { name: "Vex", actorUuid: "Actor.v", tokenUuid: null },
        ],
      },
      necromunda,
      "Actor.j",
    );
    const page = await cardsPage(card(d, "Jax", 4));
    await screenshot(page, "fall-landing-card.png");
    expect(await page.locator(".stride-card__landing").textContent()).toBe(
      'Landed on <b>Grub</b> and Vex: they take the same S3 AP– D1 hit, all are Pinned, and the faller moves off by the shortest way (1" from an enemy).',
    );
    expect(await page.locator("b").count()).toBe(0);
    expect((await click(page, "applyProne")).applyProne).toBe(1);
    await page.close();
  });

  it("renders the vehicle-fall and lift cards: Handling at the Falling Vehicle modifier, the hit either way", async () => {
    const necromunda = getRuleset("necromunda");
    const fall = necromunda.tests.buildTest({ kind: "vehicleFall", distance: 6 })!;
    const fallData = data(
      { kind: "vehicleFall", distance: 6 },
      {
        roll: 5,
        dice: [5],
        characteristicValue: 4,
        targetNumber: 6,
        success: false,
        degrees: 1,
        outcome: "loseControlHit",
        prone: false,
        hit: fall.hit ?? null,
        landedOn: [],
      },
      necromunda,
      "Actor.h",
    );
    const page = await cardsPage(
      card(fallData, "Hauler", 4) + card(data({ kind: "liftObstruct" }, null, necromunda, "Actor.j"), "Jax", 4),
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
      noticeCard(
        {
          kind: "terrainCollision",
          mover: "h",
          collision: necromunda.vehicles.terrainCollision({ move: 8, terrain }),
          fallers: terrain === "obstacle" ? ["a", "b"] : [],
        },
        { mover: "<i>Hauler</i>", other: null, fallers: terrain === "obstacle" ? ["Lookout", "Scav"] : [] },
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
    expect(await page.locator(".stride-card__reason").nth(1).textContent()).toContain(
      "Lookout and Scav fell from it: all are Pinned.",
    );
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

  describe("a forged card clicked by a player and by the GM", () => {
    /** 0.1.0-shaped cards a player forged: a jump at +60, and a fall that claims to have landed on Vex. */
    const sources = {
      jump: {
        actorUuid: "Actor.j",
        tokenUuid: "Scene.s.Token.j",
        kind: "jumpDown",
        characteristic: "initiative",
        difficulty: "plain",
        distance: 5,
        modifiers: [{ source: "jumpDown", value: 60 }],
        result: null,
      },
      fall: {
        actorUuid: "Actor.j",
        tokenUuid: "Scene.s.Token.j",
        kind: "jumpDown",
        characteristic: "initiative",
        difficulty: "plain",
        distance: 5,
        modifiers: [{ source: "jumpDown", value: 60 }],
        result: {
          roll: 2,
          characteristicValue: 4,
          targetNumber: 1,
          success: false,
          degrees: 1,
          outcome: "fallsHit",
          prone: true,
          hit: { strength: 3, ap: 0, damage: 1 },
          landedOn: [{ name: "Vex", actorUuid: "Actor.v", tokenUuid: "Scene.s.Token.v" }],
        },
      },
    };
    const necromunda = getRuleset("necromunda");
    /** A forged card rendered as its author's client shows it. */
    const forgedItem = (id: string, source: Record<string, unknown>) => {
      const system = migrateMovementTestSource(structuredClone(source)) as unknown as MovementTestSystem;
      const view = movementTestView(
        { system, ruleset: necromunda, actorName: "Jax", characteristic: 4, mayAct: true },
        i18n,
      );
      return `<li class="chat-message" data-message-id="${id}">${renderTemplate("templates/chat/movement-test.hbs", view)}</li>`;
    };

    it("as the GM: a card a player posted is neither rolled nor applied, and says so", async () => {
      const page = await openPage(
        browser,
        `<ol>${forgedItem("jump", sources.jump)}${forgedItem("fall", sources.fall)}</ol>`,
        340,
      );
      await page.addScriptTag({ content: forged });
      await page.evaluate(() => (window as unknown as { forgedCards: { ready: Promise<void> } }).forgedCards.ready);
      await page.evaluate(
        ([cards]) => {
          const w = window as unknown as {
            forgedCards: { setup(role: string, cards: object, dice: number[]): unknown };
            observed: unknown;
          };
          w.observed = w.forgedCards.setup("gm", cards, [5]);
        },
        [sources] as const,
      );
      await page.locator('[data-message-id="jump"] button[data-action="roll"]').click();
      await page.locator('[data-message-id="fall"] button[data-action="applyProne"]').click();
      await page.waitForTimeout(150);
      const observed = (await page.evaluate(() => (window as unknown as { observed: unknown }).observed)) as {
        rolled: string[];
        statuses: string[];
        moved: string[];
        notices: string[];
        systems: Record<string, unknown>[];
      };
      expect(observed).toEqual({
        rolled: [],
        statuses: [],
        moved: [],
        notices: ["STRIDE.Card.playerPosted", "STRIDE.Card.playerPosted"],
        systems: [],
      });
      await page.close();
    });

    for (const role of ["player"] as const) {
      it(`as the ${role}: the roll is against the real 6+, and Vex is neither pinned nor moved`, async () => {
        const page = await openPage(
          browser,
          `<ol>${forgedItem("jump", sources.jump)}${forgedItem("fall", sources.fall)}</ol>`,
          340,
        );
        // The card shows the rebuilt numbers, not the forged +60.
        expect(await page.locator(".stride-card__total + dd, dd.stride-card__total").first().textContent()).toBe("6+");
        await page.addScriptTag({ content: forged });
        await page.evaluate(() => (window as unknown as { forgedCards: { ready: Promise<void> } }).forgedCards.ready);
        await page.evaluate(
          ([r, cards]) => {
            const w = window as unknown as {
              forgedCards: { setup(role: string, cards: object, dice: number[]): unknown };
              observed: unknown;
            };
            w.observed = w.forgedCards.setup(r, cards, [5]);
          },
          [role, sources] as const,
        );
        await page.locator('[data-message-id="jump"] button[data-action="roll"]').click();
        await page.locator('[data-message-id="fall"] button[data-action="applyProne"]').click();
        await page.waitForTimeout(150);
        const observed = (await page.evaluate(() => (window as unknown as { observed: unknown }).observed)) as {
          rolled: string[];
          statuses: string[];
          moved: string[];
          notices: string[];
          systems: Record<string, unknown>[];
        };
        expect(observed.rolled).toEqual(["1d6=5"]);
        // 5 at −2 is 3, short of Jax's 4+: failed, a fall (with +60 it would have passed).
        expect(observed.systems[0]).toMatchObject({ result: { success: false, targetNumber: 6, outcome: "fallsHit" } });
        expect(observed.statuses).toEqual(["Jax:prone"]);
        expect(observed.moved).toEqual([]);
        expect(observed.notices).toEqual([]);
        expect(observed.systems[1]).toMatchObject({ applied: true });
        // A second click on the same rendering does nothing.
        await page.locator('[data-message-id="jump"] button[data-action="roll"]').dispatchEvent("click");
        await page.waitForTimeout(50);
        const after = await page.evaluate(() => (window as unknown as { observed: { rolled: string[] } }).observed);
        expect(after.rolled).toHaveLength(1);
        await page.close();
      });
    }
  });
});
