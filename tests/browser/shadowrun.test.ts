/**
 * The Shadowrun pool card and runner sheet in Debian Chromium, with screenshots (issue #10): a
 * sprint card with "used of limit", one that refuses past the limit, a rolled pool with hits and
 * a glitch re-derived from its dice, a climb posted with options, and the runner sheet with the
 * sprint tests counted on its token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import {
  storeRequest,
  type MovementTestSystem,
  type StoredResult,
} from "../../src/foundry/data/chat-message/movement-test-data";
import { runnerSheetContext } from "../../src/foundry/rulesets/shadowrun/runner-sheet-context";
import { getRuleset, type TestRequest } from "../../src/rules";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn as i18n, localize, renderTemplate } from "../support/render";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sr = getRuleset("shadowrun");
const record = {
  metatype: "human" as const,
  agility: 5,
  strength: 4,
  body: 4,
  running: 5,
  swimming: 3,
  acrobatics: 4,
  armour: 9,
  physicalLimit: 6,
};
const profile = shadowrun.runnerProfile(record);

const chatItem = (html: string) =>
  `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;

/** A shadowrun card: its request, its result rolled from `dice`, and the sprints used of 3. */
function card(request: TestRequest, dice: number[] | null, used: number | null = null): string {
  const call = sr.tests.buildTest(request)!;
  const pool = profile.characteristics[call.characteristic]!;
  let result: StoredResult | null = null;
  if (dice) {
    const r = sr.tests.resolve(call, pool, dice, profile);
    result = {
      roll: r.pool!.hits,
      dice,
      characteristicValue: pool,
      targetNumber: r.targetNumber,
      success: r.success,
      degrees: r.degrees,
      outcome: r.outcome,
      prone: r.prone,
      hit: null,
      landedOn: [],
    };
  }
  const system: MovementTestSystem = {
    rulesetId: "shadowrun",
    request: storeRequest(request),
    actorUuid: "Actor.twitch",
    tokenUuid: "Scene.s.Token.t1",
    result,
    applied: false,
  };
  const view = movementTestView(
    {
      system,
      ruleset: sr,
      actorName: "Twitch",
      characteristic: pool,
      mayAct: true,
      profile,
      historyTests: used === null || result ? null : { used, limit: 3 },
    },
    i18n,
  );
  return chatItem(renderTemplate("templates/chat/movement-test.hbs", view));
}

describe("Shadowrun pool cards in Chromium", () => {
  it("shows used of limit, refuses past it, and a rolled pool's hits, threshold and glitch", async () => {
    const climb = { kind: "climb", options: { direction: "up", assisted: "true", surface: "flat", condition: "wet" } };
    const page = await openPage(
      browser,
      `<ol style="padding:0">${[
        card({ kind: "sprint" }, null, 1),
        card({ kind: "sprint" }, null, 3),
        card({ kind: "sprint" }, [5, 6, 1, 1, 1, 1, 1, 2, 3]),
        card({ kind: "treadWater" }, [5, 2, 3, 4, 2, 3, 4]),
        card(climb, [6, 5, 5, 2, 3]),
      ].join("")}</ol>`,
      340,
    );
    await screenshot(page, "shadowrun-pool-cards.png");
    const limits = await page.locator(".stride-card__limit").allTextContents();
    expect(limits).toEqual([
      "1 of 3 of these tests used until movement resets.",
      "No more of these tests until movement resets (3 allowed).",
    ]);
    expect(await page.locator('button[data-action="roll"]').count()).toBe(1);
    const verdicts = await page.locator(".stride-card__verdict").allTextContents();
    expect(verdicts[0]).toBe("2 hit(s) · Glitch!");
    expect(verdicts[1]).toMatch(/^1 hit\(s\) against threshold 2, 0 net · no glitch$/);
    const outcomes = await page.locator(".stride-card__outcome").allTextContents();
    expect(outcomes[0]).toBe("Sprints 4 m farther this Combat Turn; Sprinting.");
    // Assisted (+2), flat (−3), wet (−2): Acrobatics + Strength 8 − 3 = 5 dice; 3 hits climb 3 m up.
    const lines = await page.locator(".stride-card__target dd").allTextContents();
    expect(lines).toContain("5d6");
    expect(outcomes[2]).toContain("3");
  });
});

describe("every other Shadowrun card in Chromium (§ Swimming, § Jumping, § Climbing, § Falling)", () => {
  it("a swimming sprint, jumps over a gap and with style, a rappel, a fall's boxes and a long fall", async () => {
    const page = await openPage(
      browser,
      `<ol style="padding:0">${[
        // Swimming + Strength 7 dice; 3 hits, 1 m each for a human (ruling 11).
        card({ kind: "swimSprint" }, [5, 6, 5, 1, 2, 3, 4]),
        // Acrobatics + Agility 9 dice; 2 hits: 1.8 m + 2 × 0.8 m = 3.4 m clears the 3 m gap.
        card({ kind: "jump", distance: 3 }, [5, 6, 1, 2, 3, 4, 2, 3, 4]),
        // 7 hits would reach 7.4 m; Agility 5 caps it at 6.5 m, 6 hits suffice: 1 to spare.
        card({ kind: "jump" }, [5, 5, 5, 5, 5, 5, 6, 1, 2]),
        // Acrobatics + Body 8 dice, threshold 2: 4 hits, 2 net: 22 m.
        card({ kind: "rappel" }, [5, 6, 6, 5, 1, 2, 3, 4]),
        card({ kind: "rappelStop" }, null),
        // Body 4 + Armour 9 − 4 = 9 dice against DV 12: 3 hits leave 9 boxes.
        card({ kind: "fall", distance: 12 }, [5, 6, 5, 1, 2, 3, 4, 4, 2]),
        card({ kind: "fall", distance: 120 }, null),
        card({ kind: "jumpVertical" }, null),
      ].join("")}</ol>`,
      340,
    );
    await screenshot(page, "shadowrun-more-cards.png");
    const outcomes = await page.locator(".stride-card__outcome").allTextContents();
    expect(outcomes).toEqual([
      "Swims 3 m farther this Combat Turn.",
      "Clears the 3 m: jumps 3.4 m and may cross.",
      "Jumps 6.5 m, the most this character can, with style (1 hit(s) to spare).",
      "Descends 22 m this Combat Turn under control.",
      "Takes 9 box(es) of Physical damage.",
    ]);
    const reasons = await page.locator(".stride-card__reason").allTextContents();
    expect(reasons).toContain("Running jump over a 3 m gap.");
    expect(reasons).toContain(
      "Fell 12 m: Physical damage DV 12 (the whole metres fallen), AP −4, resisted with Body + Armour.",
    );
    expect(reasons.some((r) => r.startsWith("Fell 120 m over 2 Combat Turns"))).toBe(true);
    const titles = await page.locator(".stride-card__title").allTextContents();
    expect(titles.map((t) => t.trim())).toContain("Stopping a rappel: Acrobatics + Body [Physical] (2)");
    expect(titles.map((t) => t.trim())).toContain("Vertical jump: Acrobatics + Agility");
    expect(await page.locator('button[data-action="roll"]').count()).toBe(3);
  });
});

describe("the runner sheet in Chromium", () => {
  it("shows Walk, Run, Sprint per hit and the sprint tests left after the token's count", async () => {
    const model = {
      metatype: "human",
      attributes: { agility: 5, strength: 4, body: 4 },
      skills: { running: 5, swimming: 3, acrobatics: 4 },
      armour: 9,
      physicalLimit: 6,
      monitors: { physical: { value: 2, max: 10 }, stun: { value: 0, max: 10 } },
      rates: shadowrun.movementRates(record),
      sprintTests: shadowrun.sprintTestLimit(record),
      swim: { rate: shadowrun.swimRate(record), perHit: shadowrun.swimSprintPerHit(record) },
      treadWater: shadowrun.treadWaterMinutes(record),
      warnings: [],
    };
    const context = runnerSheetContext({ name: "Twitch", img: null, system: model }, true, localize, 2);
    const html = `<div class="stride sheet actor runner"><form class="window-content">${renderTemplate(
      "templates/actor/runner-sheet.hbs",
      context,
    )}</form></div>`;
    const page = await openPage(browser, html);
    await screenshot(page, "shadowrun-runner-sheet.png");
    const text = await page.locator('[data-rate="sprintTests"] .stride-rate').textContent();
    expect(text).toContain("1");
    expect(text).toContain("3");
    expect(context.rates.map((r) => r.value)).toEqual(["10 m", "20 m", "2 m"]);
  });
});
