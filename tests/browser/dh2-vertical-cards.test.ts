/**
 * The Dark Heresy climbing, jumping and swimming cards (issue #13) in Chromium: the real view
 * (chat/movement-test-view.ts), template and compiled CSS, with screenshots.
 * Each card is built as the chat log stores it: the request with its options, the rolled dice,
 * and the roller's profile for the metres its outcome gives.
 */
import { describe, expect, it } from "vitest";
import type { MovementProfile, TestRequest } from "../../src/rules";
import { getRuleset } from "../../src/rules";
import { openPage, screenshot } from "../support/browser";
import { movementCard, storedResult, useBrowser } from "../support/cards";

const browser = useBrowser();
const dh2 = getRuleset("dh2");
/** Brother Kade: Strength 45 (SB 4), Agility 35 (AB 3). */
const PROFILE: MovementProfile = { characteristics: { strength: 45, agility: 35 }, size: 4 };

/** A card for `request`, rolled with `roll` against `characteristic` or not rolled. */
function card(request: TestRequest, characteristic: number, roll: number | null = null): string {
  const call = dh2.tests.buildTest(request)!;
  const result = roll === null ? null : storedResult(dh2, call, characteristic, [roll], PROFILE);
  return movementCard({ ruleset: dh2, call, characteristic, result, actorName: "Brother Kade", profile: PROFILE });
}

describe("Dark Heresy climbing, jumping and swimming cards in Chromium", () => {
  it("renders the leap and jump-down cards, before and after the roll", async () => {
    const leap: TestRequest = { kind: "leap", distance: 4, options: { runUp: "8" } };
    const jumpDown: TestRequest = { kind: "jumpDown", distance: 6 };
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${[
        card(leap, 35),
        card(leap, 35, 21), // 45 needed, 21: 3 degrees, SB 4 → 5 m: clears the 4 m gap
        card(jumpDown, 35),
        card(jumpDown, 35, 25), // 2 degrees, AB 3 → 5 m safe of 6: Prone, 3 m of damage
        card(jumpDown, 35, 80), // failure: Prone, the whole 6 m
      ].join("")}</ol>`,
      340,
    );
    await screenshot(page, "dh2-leap-jump-down-cards.png");
    const items = page.locator(".chat-message");
    expect(await page.locator(".stride-card__title").allTextContents()).toEqual(
      Array(5).fill("Challenging (+0) Agility test"),
    );
    expect(await items.nth(0).locator(".stride-card__reason").textContent()).toBe("Leaping a 4 m gap (Full Action).");
    expect(await items.nth(0).locator(".stride-card__target dt").allTextContents()).toEqual([
      "Agility",
      "Challenging",
      "Run-up",
      "Target",
    ]);
    expect(await items.nth(0).locator(".stride-card__target dd").allTextContents()).toEqual(["35", "+0", "+10", "45"]);
    expect(await items.nth(1).locator(".stride-card__verdict").textContent()).toBe("Success · 3 degrees of success");
    expect(await items.nth(1).locator(".stride-card__outcome").textContent()).toBe(
      "Leaps 5 m and lands past the gap; the move goes on.",
    );
    expect(await items.nth(2).locator(".stride-card__reason").textContent()).toBe("Jumping down 6 m.");
    expect(await items.nth(3).locator(".stride-card__outcome").textContent()).toBe(
      "Only 5 m is safe: falls Prone and takes falling damage 1d10 + 3 (Impact, armour does not count).",
    );
    expect(await items.nth(4).locator(".stride-card__outcome").textContent()).toBe(
      "Falls Prone and takes falling damage 1d10 + 6 for the whole drop (Impact, armour does not count).",
    );
    expect(await items.nth(4).locator('button[data-action="applyProne"]').count()).toBe(1);
    await page.close();
  });

  it("renders the climbing and swimming cards: the printed Hard (−10), Strength or Athletics, the −30 in armour", async () => {
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${[
        card({ kind: "climb" }, 45),
        card({ kind: "sheerClimb", distance: 8 }, 45, 90),
        card({ kind: "swim", options: { encumbered: "true" } }, 45, 40),
        card({ kind: "abseil" }, 35, 5),
      ].join("")}</ol>`,
      340,
    );
    await screenshot(page, "dh2-climb-swim-cards.png");
    expect(await page.locator(".stride-card__title").allTextContents()).toEqual([
      "Challenging (+0) Strength or Athletics test",
      "Hard (−10) Athletics test",
      "Challenging (+0) Athletics test",
      "Challenging (+0) Agility test",
    ]);
    const items = page.locator(".chat-message");
    expect(await items.nth(1).locator(".stride-card__outcome").textContent()).toBe(
      "Falls from where the climb started: falling damage 1d10 + 8 (Impact, armour does not count).",
    );
    expect(await items.nth(2).locator(".stride-card__target dd").allTextContents()).toEqual(["45", "+0", "−30", "15"]);
    expect(await items.nth(2).locator(".stride-card__outcome").textContent()).toBe(
      "Makes no progress and gains 1 level of Fatigue.",
    );
    expect(await items.nth(3).locator(".stride-card__outcome").textContent()).toBe("Descends 13 m this round.");
    await page.close();
  });

  it("renders the cards a path sets off: a short leap into a chasm, a climb to the top and one part-way up", async () => {
    // From the Proving Ground: an 8 m run-up to a 3 m chasm 5 m deep; its 3 m sheer wall; a 6 m simple one.
    const short: TestRequest = { kind: "leap", distance: 3, options: { runUp: "8", depth: "5", heading: "0" } };
    const top: TestRequest = { kind: "sheerClimb", options: { height: "3" } };
    const partway: TestRequest = { kind: "climb", options: { height: "6" } };
    const page = await openPage(
      browser(),
      `<ol style="padding:0">${[
        card(short, 35, 80), // 45 needed, 80: 5 degrees of failure: ½ SB 4 = 2 − 2 m, at least ½ m
        card(top, 45, 12), // 35 needed, 12: 3 degrees: Half Move 3 → 1.5 + 2 = 3.5 m ≥ 3 m
        card(partway, 45, 40), // 45 needed, 40: 1 degree: 1.5 m of 6 m
      ].join("")}</ol>`,
      340,
    );
    await screenshot(page, "dh2-path-cards.png");
    const items = page.locator(".chat-message");
    expect(await items.nth(0).locator(".stride-card__reason").textContent()).toBe("Leaping a 3 m gap (Full Action).");
    expect(await items.nth(0).locator(".stride-card__outcome").textContent()).toBe(
      "Leaps only 0.5 m and falls into the gap: falling damage 1d10 + 5 (Impact, armour does not count).",
    );
    expect(await items.nth(1).locator(".stride-card__title").textContent()).toBe("Hard (−10) Athletics test");
    expect(await items.nth(1).locator(".stride-card__outcome").textContent()).toBe(
      "Climbs the remaining 3 m to the top; the move goes on.",
    );
    expect(await items.nth(2).locator(".stride-card__outcome").textContent()).toBe("Climbs 1.5 m this round.");
    await page.close();
  });
});
