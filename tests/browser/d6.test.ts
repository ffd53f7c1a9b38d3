/**
 * The OpenD6 character sheet and running card in Chromium, with the compiled CSS (screenshots in
 * artifacts/).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { d6SheetContext } from "../../src/foundry/rulesets/d6/d6-sheet-context";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import {
  storeRequest,
  type MovementTestSystem,
  type StoredResult,
} from "../../src/foundry/data/chat-message/movement-test-data";
import { formatSkillCode, getRuleset } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
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
  it("renders every OpenD6 card rolled: a chase miss slowing to 20 m, flying, drowning, the tree climb, a jump, breath", async () => {
    /** A card of a request rolled with these dice at this code (pips). */
    const rolledCard = (request: Parameters<typeof d6.buildTest>[0], pips: number, dice: number[]) => {
      const call = d6.buildTest(request)!;
      const resolution = ruleset.tests.resolve(call, pips, dice);
      const result: StoredResult = {
        roll: dice.reduce((a, b) => a + b, 0),
        dice,
        characteristicValue: pips,
        targetNumber: resolution.targetNumber,
        success: resolution.success,
        degrees: resolution.degrees,
        outcome: resolution.outcome,
        prone: resolution.prone,
        hit: null,
        landedOn: [],
      };
      const system: MovementTestSystem = {
        rulesetId: "d6",
        request: storeRequest(call.request!),
        actorUuid: "Actor.mara",
        tokenUuid: null,
        result,
        applied: false,
      };
      return `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${renderTemplate(
        "templates/chat/movement-test.hbs",
        movementTestView({ system, ruleset, actorName: "Mara", characteristic: pips, mayAct: true }, i18n),
      )}</li>`;
    };
    const cards = [
      // The thief chase, round 3: holding 40 m needs 15; 12 slows her to 20 m (40 − 2 × 10).
      rolledCard({ kind: "run", distance: 40, options: { move: "10", paceRate: "40" } }, 12, [4, 4, 2, 2]),
      // Flying Move 15, 30 m: difficulty 5, made; a third fast round past the GM's two: +3.
      rolledCard({ kind: "fly", distance: 30, options: { move: "15", fatigueRounds: "1" } }, 14, [4, 4, 3, 5]),
      // A second failed round in the water: +3 more, and 10 m at Move 10 is difficulty 10 + 3.
      rolledCard({ kind: "swim", distance: 10, options: { move: "10", failedRounds: "1" } }, 9, [2, 1, 3]),
      // The tree: climbing Move 5 without the skill, 8 m up is difficulty 20 (+5 moderate included).
      rolledCard({ kind: "climb", distance: 8, options: { move: "10", terrain: "moderate" } }, 14, [6, 6, 4, 3]),
      // 5 m with two rounds of running start: difficulty 15, +10 to the total.
      rolledCard({ kind: "jump", distance: 5, options: { move: "10", runningRounds: "2" } }, 12, [2, 2, 1, 3]),
      rolledCard({ kind: "breath" }, 9, [4, 3, 5]),
    ];
    const page = await openPage(browser, `<ol style="padding:0">${cards.join("")}</ol>`, 340);
    await screenshot(page, "d6-cards.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Running roll, difficulty 15");
    expect(text[0]).toContain("Misses last round's pace: slows to 20 m this round.");
    expect(text[1]).toContain("Flying roll, difficulty 8");
    expect(text[1]).toContain("Fatigue (+3 per round beyond the limit)");
    expect(text[1]).toContain("Covers the 30 m.");
    expect(text[2]).toContain("Swimming roll, difficulty 13");
    expect(text[2]).toContain("Drowning (+3 per failed round)");
    expect(text[2]).toContain("Starts drowning");
    expect(text[3]).toContain("Climbing roll, difficulty 20");
    expect(text[3]).toContain("Moderate terrain (+5)");
    expect(text[4]).toContain("Jumping roll, difficulty 5");
    expect(text[4]).toContain("Running start (added to the total)");
    expect(text[5]).toContain("Holds breath for 60 seconds.");
    await page.close();
  });
});
