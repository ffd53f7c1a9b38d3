/**
 * The text of each ruleset's Tour (nue/tours.ts strideTourConfig) in Chromium: its title, description
 * and steps in order, each step's title and content localized from lang/en.json and the element of
 * core's interface it points at. This is a STAGING of the tour's text outside Foundry, not Foundry's
 * Tour overlay (no canvas, no highlighted element, no step-by-step navigation): it shows what a GM
 * reads, in the order the tour shows it. One screenshot per ruleset in artifacts/tour-<ruleset>.png.
 * Foundry's own tour: Quench `stride.tour` and `stride.tourTargets`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { RULESET_IDS } from "../../src/rules";
import { strideTourConfig, TOUR_STEPS, TOUR_TARGETS } from "../../src/foundry/nue/tours";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { localize } from "../support/render";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page: an honest banner, the tour's title and description, then one box per step. */
function stagingPage(rulesetId: string): string {
  const tour = strideTourConfig(rulesetId);
  const steps = tour.steps
    .map(
      (step, i) =>
        `<li class="step" data-step="${escape(step.id)}" style="background:#1c1c24;color:#f0f0e0;border:1px solid #ff6400;` +
        `border-radius:6px;padding:10px 14px;margin:0 0 12px;list-style:none">` +
        `<div style="font-size:12px;opacity:.8">${i + 1} / ${tour.steps.length}</div>` +
        `<h3 class="step-title" style="margin:4px 0 6px;font-size:17px">${escape(localize(step.title))}</h3>` +
        `<p class="step-content" style="margin:0 0 6px;line-height:1.4">${escape(localize(step.content))}</p>` +
        `<div style="font-size:12px;opacity:.75">Points at, in Foundry: <code>${escape(
          TOUR_TARGETS[step.id as keyof typeof TOUR_TARGETS].join(" or, if not shown, "),
        )}</code> (centred when neither is shown)</div></li>`,
    )
    .join("");
  return (
    `<main style="padding:16px 20px;max-width:760px">` +
    `<p class="staging" style="background:#fff3c4;color:#3a2d00;border:1px solid #c9a227;padding:8px 10px;margin:0 0 14px">` +
    `Staging of the tour's text outside Foundry: the steps of the tour <code>${escape(tour.namespace)}.${escape(tour.id)}</code> ` +
    `as lang/en.json words them, in order. Not Foundry's Tour overlay: no canvas, no highlighted element.</p>` +
    `<h2 class="tour-title" style="margin:0 0 4px">${escape(localize(tour.title))}</h2>` +
    `<p class="tour-description" style="margin:0 0 14px">${escape(localize(tour.description))}</p>` +
    `<ol style="padding:0;margin:0">${steps}</ol></main>`
  );
}

/** Each ruleset's tour title, as lang/en.json words it. */
const TITLES: Record<string, string> = {
  dh2: "Stride: a first move (Dark Heresy)",
  necromunda: "Stride: a first move (Necromunda)",
  shadowrun: "Stride: a first move (Shadowrun)",
  d6: "Stride: a first move (OpenD6)",
};

/** Each ruleset's first step (its movement actions), as lang/en.json words it. */
const FIRST_STEPS: Record<string, string> = {
  dh2:
    "Select the token and choose its movement action in the token HUD: Half Move, Full Move, Charge or Run. " +
    "Each allows the metres of the Movement table for its Agility bonus.",
  necromunda:
    "Select the fighter and choose Move, Charge or Run in the token HUD. " +
    "A Move allows the fighter's Move in inches; a Charge adds D3\".",
  shadowrun:
    "Select the token and choose Walk or Run in the token HUD. " +
    "The rates count for the whole Combat Turn; a Sprint test adds metres per hit.",
  d6:
    "Select the token and choose its movement in the token HUD. " +
    "Up to half the Move is free; one Move, then 2×, 3× and 4× the Move each raise the running difficulty.",
};

describe("each ruleset's Tour, its text staged in Chromium", () => {
  it.each(RULESET_IDS.map((id) => [id]))("%s: every step's title and text, localized, in order", async (id) => {
    const tour = strideTourConfig(id);
    const page = await openPage(browser, stagingPage(id), 800);
    await screenshot(page, `tour-${id}.png`);
    const shown = await page.evaluate(() => ({
      staging: document.querySelector(".staging")?.textContent ?? "",
      title: document.querySelector(".tour-title")?.textContent ?? "",
      description: document.querySelector(".tour-description")?.textContent ?? "",
      steps: [...document.querySelectorAll<HTMLElement>(".step")].map((li) => ({
        id: li.dataset["step"],
        title: li.querySelector(".step-title")?.textContent ?? "",
        content: li.querySelector(".step-content")?.textContent ?? "",
        visible: li.getBoundingClientRect().height > 0,
      })),
      body: document.body.innerText,
    }));
    expect(shown.staging).toMatch(/outside Foundry/);
    expect(shown.title).toBe(TITLES[id]);
    expect(shown.description).toBe(
      "A first move with Stride: pick how the token moves, drag it, read the ruler, roll the card.",
    );
    // The tour's steps, in the order the tour shows them: pick an action, drag, read the ruler, roll the card.
    expect(shown.steps.map((s) => s.id)).toEqual(["action", "drag", "ruler", "card"]);
    expect(shown.steps.map((s) => s.title)).toEqual([
      "Pick how the token moves",
      "Drag the token",
      "Read the ruler",
      "Roll the card",
    ]);
    expect(shown.steps[0]!.content).toBe(FIRST_STEPS[id]);
    for (const step of shown.steps) {
      expect(step.visible, step.id).toBe(true);
      expect(step.content.length, step.id).toBeGreaterThan(40);
    }
    // The first step is the ruleset's own (its movement actions); the others are shared.
    expect(tour.steps[0]!.content).toBe(`STRIDE.Tour.${id}.action`);
    expect(new Set(shown.steps.map((s) => s.content)).size).toBe(TOUR_STEPS.length);
    // The drag step says where blocking is seen: a player's token in a started combat.
    expect(shown.steps[1]!.content).toMatch(/player's token in a started combat/);
    // Nothing shown is a raw lang key.
    expect(shown.body).not.toMatch(/STRIDE\.[A-Za-z]/);
    await page.close();
  });

  it("words each ruleset's first step with that ruleset's own movement actions", () => {
    const first = Object.fromEntries(RULESET_IDS.map((id) => [id, localize(strideTourConfig(id).steps[0]!.content)]));
    expect(first["dh2"]).toMatch(/Half Move, Full Move, Charge or Run/);
    expect(first["shadowrun"]).toMatch(/Walk or Run/);
    expect(first["necromunda"]).toMatch(/Move, Charge or Run/);
    expect(first["d6"]).toMatch(/half the Move is free/);
  });
});
