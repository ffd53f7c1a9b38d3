/**
 * OpenD6 creatures, passengers and the day's wind in Chromium (#12 points 5 and 6), with the
 * compiled CSS (screenshots in artifacts/): the spook card, the control card whose miss sets
 * Panic, the leap out card with the vehicle's km/h, a river boat's pilot roll with the day's wind,
 * and the daily wind card.
 */
import { describe, expect, it } from "vitest";
import { weatherCardView } from "../../src/foundry/chat/weather-card";
import type { StoredResult } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset, type MovementTestCall, type TestSituation } from "../../src/rules";
import { openPage, screenshot } from "../support/browser";
import { chatItem as item, movementCard, storedResult, useBrowser } from "../support/cards";
import { i18nEn as i18n, renderTemplate } from "../support/render";

const browser = useBrowser();
const ruleset = getRuleset("d6");

/** A test card before (null) or after the roll, rendered as the chat log shows it. */
const card = (
  call: MovementTestCall,
  pips: number | null,
  result: StoredResult | null,
  actorName = "Road carriage",
  situation?: TestSituation,
) => movementCard({ ruleset, call, characteristic: pips, result, actorName, ...(situation ? { situation } : {}) });

const rolled = (call: MovementTestCall, pips: number, dice: number[]) => storedResult(ruleset, call, pips, dice);

describe("OpenD6 creatures and wind in Chromium", () => {
  it("renders the spook card: 4D intimidation against mettle 10, spooked", async () => {
    const call = ruleset.tests.buildTest({ kind: "spook", options: { intimidation: "4D", mettle: "10" } })!;
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${card(call, 0, null)}${card(call, 0, rolled(call, 0, [3, 3, 2, 4]))}</ol>`,
      340,
    );
    await screenshot(page, "d6-spook-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Spooking the team, difficulty 10");
    expect(text[0]).toContain("Intimidation");
    expect(text[0]).toContain("4D");
    expect(text[1]).toContain("The creatures are spooked");
    await page.close();
  });

  it("renders the control card against mettle + 9, missed: the team panics", async () => {
    const call = ruleset.tests.buildTest({ kind: "control", options: { mettle: "10" } })!;
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${card(call, 9, null)}${card(call, 9, rolled(call, 9, [4, 5, 3]))}</ol>`,
      340,
    );
    await screenshot(page, "d6-control-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Bringing the team under control, difficulty 19");
    expect(text[1]).toContain("The team panics");
    await page.close();
  });

  it("renders the leap out card with the vehicle's speed: 14.4 km/h at the GM's difficulty 15", async () => {
    const call = ruleset.tests.buildTest({ kind: "leapOut", options: { kmh: "14.4", difficulty: "15" } })!;
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${card(call, 9, null, "Mara")}${card(call, 9, rolled(call, 9, [2, 3, 4]), "Mara")}</ol>`,
      340,
    );
    await screenshot(page, "d6-leap-out-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Leaping out, difficulty 15");
    expect(text[0]).toContain("14.4 km/h");
    expect(text[1]).toContain("6 points of damage or one Wound level");
    await page.close();
  });

  it("renders a river boat's stunt in a gale (running free: −5), missed: driven with the wind", async () => {
    const call = ruleset.tests.buildTest({ kind: "stunt", options: { turn: "fast180" } })!;
    const situation: TestSituation = {
      statuses: [],
      weather: { dice: [[5], [6]] },
      profile: { characteristics: { move: 8, vehicle: 1, water: 1 } },
    };
    const situational = ruleset.tests.situationalModifiers(call, situation);
    const situated = { ...call, modifiers: [...call.modifiers, ...situational] };
    const missed = { ...rolled(situated, 9, [2, 2, 2]), situational };
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${card(call, 9, null, "River boat", situation)}${card(call, 9, missed, "River boat", situation)}</ol>`,
      340,
    );
    await screenshot(page, "d6-sailing-stunt-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Stunt, difficulty 13");
    expect(text[0]).toContain("Wind and heading (a gale or worse)");
    expect(text[0]).toContain("−5");
    expect(text[1]).toContain("runs at all-out speed in the direction of the wind");
    await page.close();
  });

  it("renders the daily wind card: a gale running free", async () => {
    const view = weatherCardView({ rulesetId: "d6", sceneName: "River crossing", dice: [[5], [6]] }, ruleset, i18n);
    const calm = weatherCardView({ rulesetId: "d6", sceneName: "River crossing", dice: [[1], [3]] }, ruleset, i18n);
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${item(renderTemplate("templates/chat/weather-card.hbs", view))}${item(
        renderTemplate("templates/chat/weather-card.hbs", calm),
      )}</ol>`,
      340,
    );
    await screenshot(page, "d6-wind-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Gale");
    expect(text[0]).toContain("River crossing");
    expect(text[0]).toContain("5 → 4 m/round (62–86 km/h)");
    expect(text[0]).toContain("Running free");
    expect(text[0]).toContain("all-out speed");
    expect(text[1]).toContain("Becalmed");
    expect(text[1]).toContain("No movement possible");
    await page.close();
  });
});
