/**
 * The OpenD6 character sheet and running card in Chromium, with the compiled CSS (screenshots in
 * artifacts/).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { d6SheetContext } from "../../src/foundry/applications/sheets/d6-sheet-context";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import {
  storeRequest,
  type MovementTestSystem,
  type StoredResult,
} from "../../src/foundry/data/chat-message/movement-test-data";
import { d6, formatSkillCode, getRuleset } from "../../src/rules";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn as i18n, localize, renderTemplate } from "../support/render";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ruleset = getRuleset("d6");

/** A courier's prepared data, derived by the engine as the data model does. */
function courier() {
  const record: d6.D6Record = {
    move: 10,
    flyingMove: 0,
    attributes: { agility: "3D+1", physique: "2D+2" },
    skills: { running: "4D+1", swimming: "", climbing: "3D+2", jumping: "4D", flying: "", stamina: "" },
  };
  const profile = d6.d6Profile(record);
  return {
    move: 10,
    flyingMove: 0,
    attributes: { agility: "3D+1", physique: "2D+2" },
    skills: { ...record.skills } as Record<string, string>,
    bases: {
      run: 10,
      swim: d6.swimMove(10),
      climb: d6.climbMove({ move: 10, skilled: true }),
      jump: d6.standingLeap(10),
    },
    runDifficulties: [2, 3, 4].map((times) => ({
      times,
      distance: times * 10,
      difficulty: d6.runningDifficulty({ move: 10, distance: times * 10 }).difficulty,
    })),
    rolled: Object.fromEntries(
      d6.D6_SKILLS.map((s) => [
        s,
        { code: formatSkillCode(d6.pipsCode(profile.characteristics[s]!)), trained: d6.isTrained(record, s) },
      ]),
    ) as Record<d6.D6Skill, { code: string; trained: boolean }>,
    warnings: [],
  };
}

describe("OpenD6 in Chromium", () => {
  it("renders the character sheet with bases and running difficulties", async () => {
    const html = `<div class="stride sheet actor d6character"><form class="window-content">${renderTemplate(
      "templates/actor/d6-character-sheet.hbs",
      d6SheetContext({ name: "Mara Quickstep", img: null, system: courier() }, true, localize),
    )}</form></div>`;
    const page = await openPage(browser, html);
    await screenshot(page, "d6-character-sheet.png");
    expect(await page.locator(".stride-rates .stride-rate").allTextContents()).toEqual([
      "10 m",
      "5 m",
      "10 m",
      "3 m",
      "Difficulty 5",
      "Difficulty 10",
      "Difficulty 15",
    ]);
    expect(await page.locator('input[name="system.skills.running"]').inputValue()).toBe("4D+1");
    await page.close();
  });

  it("renders a running card before and after the roll: 27 m on rough ground, missed by 14, trips", async () => {
    const call = d6.buildTest({ kind: "run", distance: 27, options: { move: "10", terrain: "rough" } })!;
    const system = (result: StoredResult | null): MovementTestSystem => ({
      rulesetId: "d6",
      request: storeRequest(call.request!),
      actorUuid: "Actor.mara",
      tokenUuid: null,
      result,
      applied: false,
    });
    const resolution = ruleset.tests.resolve(call, 13, [1, 1, 2, 1]);
    const rolled: StoredResult = {
      roll: 6,
      dice: [1, 1, 2, 1],
      characteristicValue: 13,
      targetNumber: resolution.targetNumber,
      success: resolution.success,
      degrees: resolution.degrees,
      outcome: resolution.outcome,
      prone: resolution.prone,
      hit: null,
      landedOn: [],
    };
    const card = (result: StoredResult | null) =>
      `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${renderTemplate(
        "templates/chat/movement-test.hbs",
        movementTestView(
          { system: system(result), ruleset, actorName: "Mara", characteristic: 13, mayAct: true },
          i18n,
        ),
      )}</li>`;
    const page = await openPage(browser, `<ol style="padding:0">${card(null)}${card(rolled)}</ol>`, 340);
    await screenshot(page, "d6-running-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Running roll, difficulty 20");
    expect(text[0]).toContain("Rough terrain (+10)");
    expect(text[0]).toContain("4D+1");
    expect(text[1]).toContain("Missed difficulty 20 by 14: complication (Wild Die 1)");
    expect(text[1]).toContain("Covers only 10 m and trips");
    expect(await page.locator('button[data-action="applyProne"]').count()).toBe(1);
    await page.close();
  });
});
