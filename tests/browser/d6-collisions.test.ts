/**
 * The OpenD6 collision card in Chromium (#12 item 4), with the compiled CSS (screenshot in
 * artifacts/): a carriage ramming an ox cart head-on, both sides rolled, the carriage's Heavy damage
 * offering the GM's two choices and the cart's Severe damage already applied; then the panic card.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { collisionCardView, type CollisionCardSystem } from "../../src/foundry/chat/collision-card-view";
import { ruleNoticeView } from "../../src/foundry/chat/rule-notice-view";
import { getRuleset } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn as i18n, renderTemplate } from "../support/render";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const collisions = getRuleset("d6").collisions;

/** A carriage's collision profile: 2D+1 Toughness, no armour, exposed passengers, animal-drawn. */
const profile = {
  characteristics: {
    toughness: 7,
    armor: 0,
    damageLevel: 0,
    exposure: d6.EXPOSURE.indexOf("exposed"),
    vehicleKind: d6.VEHICLE_KINDS.indexOf("animalDrawn"),
    maneuverabilityLoss: 0,
    speedLoss: 0,
  },
};

/** The card as the chat log shows it. */
function card(system: CollisionCardSystem, passengers: string[]): string {
  const vehicles = system.sides.map(() => ({ profile, mayAct: true, passengers }));
  return `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${renderTemplate(
    "templates/chat/collision-card.hbs",
    collisionCardView(system, collisions, vehicles, i18n),
  )}</li>`;
}

describe("the OpenD6 collision card in Chromium", () => {
  it("shows both vehicles' dice, totals and levels, the GM's choices, and an applied side", async () => {
    const cartRequest = { speed: "cautious", situations: ["headOn"] } as const;
    const cartDice = { damage: [3, 3, 3, 3, 3, 3, 2], resistance: [2, 4] };
    const applied = collisions.resolve(cartRequest, cartDice, { characteristics: { toughness: 6 } });
    const system: CollisionCardSystem = {
      rulesetId: "d6",
      against: "vehicle",
      other: "Ox cart",
      sides: [
        {
          actorUuid: "Actor.carriage",
          tokenUuid: null,
          name: "Road carriage",
          request: { speed: "high", situations: ["headOn"], rams: true },
          damageDice: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 4],
          resistanceDice: [2, 4],
          applied: null,
        },
        {
          actorUuid: "Actor.cart",
          tokenUuid: null,
          name: "Ox cart",
          request: cartRequest,
          damageDice: cartDice.damage,
          resistanceDice: cartDice.resistance,
          applied: { outcome: applied, choice: null, passengers: [] },
        },
      ],
    };
    const page = await openPage(browser, `<ol style="padding:0">${card(system, ["Ada", "Bram"])}</ol>`, 340);
    await screenshot(page, "d6-collision-card.png");
    expect(await page.locator(".stride-card__title").textContent()).toBe("Road carriage collides with Ox cart");
    const [carriage, cart] = await page.locator(".stride-collision-card__side").allTextContents();
    expect(carriage).toContain("Speed: high");
    expect(carriage).toContain("+3D");
    expect(carriage).toContain("Damage dice: 11D");
    // 24 against 2D+1 rolled 2 + 4 + 1 pip = 7: margin 17, Destroyed; exposed passengers take all 24.
    expect(carriage).toContain("Damage 24 against Toughness + armour 7 (margin 17)");
    expect(carriage).toContain("Damage level: Destroyed");
    expect(carriage).toContain("Ada and Bram: passengers suffer 24 damage each");
    expect(cart).toContain("Damage level: Severe");
    expect(cart).toContain("Out of control");
    expect(cart).toContain("Applied");
    await expect(page.locator('.stride-collision-card__side[data-side="0"] button').count()).resolves.toBe(1);
    await expect(page.locator('.stride-collision-card__side[data-side="1"] button').count()).resolves.toBe(0);
    await page.close();
  });

  it("offers the GM's choice for Light damage, and shows a panic card", async () => {
    const system: CollisionCardSystem = {
      rulesetId: "d6",
      against: "panic",
      other: null,
      sides: [
        {
          actorUuid: "Actor.carriage",
          tokenUuid: null,
          name: "Road carriage",
          request: { speed: "panic", situations: [], surface: "rough" },
          damageDice: [2, 2, 2, 2, 2, 3],
          resistanceDice: [2, 3],
          applied: null,
        },
      ],
    };
    const page = await openPage(browser, `<ol style="padding:0">${card(system, [])}</ol>`, 340);
    await screenshot(page, "d6-panic-card.png");
    const text = await page.locator(".chat-message").textContent();
    expect(text).toContain("Road carriage: the team bolts at panic speed");
    expect(text).toContain("Panic speed on rough ground");
    expect(text).toContain("Damage dice: 6D");
    // 13 against 6: margin 7, Light — the GM picks Maneuverability or top speed.
    expect(text).toContain("Damage level: Light");
    expect(await page.locator("button[data-action=applyCollision]").allTextContents()).toEqual([
      " Apply: lose Maneuverability",
      " Apply: lower top speed",
    ]);
    await page.close();
  });
});

describe("a passenger's injury card in Chromium (§ Crew & Passenger Injuries)", () => {
  it("renders the passenger's share against the Physique rolled, titled as an injury, the name escaped", async () => {
    // 15 damage points against Physique 3D rolled 2 + 3 + 4 = 9: margin 6.
    const { text } = collisions.passengerInjury(15, { characteristics: { physique: 9 } }, [2, 3, 4]);
    const view = ruleNoticeView(
      { rulesetId: "d6", mover: "<b>Ada</b>", text, title: "STRIDE.Collision.passengerCard.title" },
      i18n,
    );
    const page = await openPage(
      browser,
      `<ol style="padding:0"><li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${renderTemplate("templates/chat/rule-notice.hbs", view)}</li></ol>`,
      340,
    );
    await screenshot(page, "d6-passenger-card.png");
    expect(await page.locator(".stride-card__title").textContent()).toBe("Passenger injury");
    expect(await page.locator(".stride-card__reason").textContent()).toBe(
      "<b>Ada</b> suffers 15 damage from the vehicle's collision against Physique 3D: 9 (margin 6); the GM applies the wound with the core damage rules.",
    );
    expect(await page.locator(".stride-card__reason b").count()).toBe(0);
    await page.close();
  });
});
