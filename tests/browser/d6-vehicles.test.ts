/**
 * OpenD6 vehicles in Chromium (#12), with the compiled CSS (screenshots in artifacts/): the
 * vehicle sheet with its five speed levels, and the pilot's roll and stunt cards before and after
 * the roll (a missed pilot roll loses control).
 */
import { describe, expect, it } from "vitest";
import { d6VehicleSheetContext } from "../../src/foundry/rulesets/d6/d6-vehicle-sheet-context";
import type { StoredResult } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset, type MovementTestCall } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { openPage, screenshot } from "../support/browser";
import { movementCard, storedResult, useBrowser } from "../support/cards";
import { localize, renderTemplate } from "../support/render";

const browser = useBrowser();
const ruleset = getRuleset("d6");

/** The road carriage's prepared data (packs/example-actors/d6-carriage.json), as the data model derives it. */
function carriage() {
  const move = 15;
  return {
    move,
    pilotry: "3D",
    maneuverability: "0D",
    toughness: "2D+1",
    armor: "",
    scale: 6,
    vehicleKind: "animalDrawn",
    pullingMove: 15,
    familiarity: "common",
    speed: "high",
    damage: "none",
    maneuverabilityLoss: 0,
    speedLoss: 0,
    passengers: [],
    exposure: "normal",
    speeds: d6.SPEED_LEVELS.map((level) => ({ level, ...d6.vehicleSpeed({ level, move }), lost: false })),
    topSpeed: "allOut" as const,
    resistancePips: 7,
    warnings: [],
  };
}

/** A test card before (null) or after the roll, rendered as the chat log shows it. */
const card = (call: MovementTestCall, pips: number, result: StoredResult | null) =>
  movementCard({ ruleset, call, characteristic: pips, result, actorName: "Carriage" });

const rolled = (call: MovementTestCall, pips: number, dice: number[]) => storedResult(ruleset, call, pips, dice);

describe("OpenD6 vehicles in Chromium", () => {
  it("renders the vehicle sheet with the five speed levels, ranges and difficulties", async () => {
    const html = `<div class="stride sheet actor d6vehicle"><form class="window-content">${renderTemplate(
      "templates/actor/d6-vehicle-sheet.hbs",
      d6VehicleSheetContext({ name: "Road carriage", img: null, system: carriage() }, true, localize),
    )}</form></div>`;
    const page = await openPage(browser(), html);
    await screenshot(page, "d6-vehicle-sheet.png");
    expect(await page.locator("tr[data-speed] td").allTextContents()).toEqual([
      "0 m",
      "No roll",
      "3.75 m – 7.5 m",
      "No roll",
      "7.5 m – 15 m",
      "No roll",
      "15 m – 30 m",
      "5",
      "30 m – 60 m",
      "10",
    ]);
    expect(await page.locator("tr.stride-band--current").getAttribute("data-speed")).toBe("high");
    await page.close();
  });

  it("renders the pilot's roll at all-out on rough ground, missed: control lost", async () => {
    const call = ruleset.tests.buildTest({ kind: "pilot", options: { level: "allOut", terrain: "rough" } })!;
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${card(call, 9, null)}${card(call, 9, rolled(call, 9, [2, 3, 4]))}</ol>`,
      340,
    );
    await screenshot(page, "d6-pilot-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Pilot's roll, difficulty 20");
    expect(text[0]).toContain("All-out speed");
    expect(text[0]).toContain("3D");
    expect(text[1]).toContain("Control lost for a round");
    await page.close();
  });

  it("renders a stunt card: a fast 90° turn off-road from cruising to all-out", async () => {
    const call = ruleset.tests.buildTest({
      kind: "stunt",
      options: { turn: "fast90", stunts: "offRoad", from: "cruising", to: "allOut" },
    })!;
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${card(call, 9, null)}${card(call, 9, rolled(call, 9, [6, 6, 6, 6, 6, 3]))}</ol>`,
      340,
    );
    await screenshot(page, "d6-stunt-card.png");
    const text = await page.locator(".chat-message").allTextContents();
    expect(text[0]).toContain("Stunt, difficulty 28");
    expect(text[0]).toContain("Fast 90° turn");
    expect(text[0]).toContain("Off-road");
    expect(text[1]).toContain("The vehicle stays under control.");
    await page.close();
  });
});
