/**
 * Movement test cards as the chat log shows them, for the Chromium tests: a card's stored system
 * built from a test call, its stored result from dice, and its HTML from the real view and template.
 * One browser per test file ({@link useBrowser}).
 */
import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import {
  storeRequest,
  type MovementTestSystem,
  type StoredResult,
} from "../../src/foundry/data/chat-message/movement-test-data";
import type { MovementProfile, MovementTestCall, Ruleset, TestSituation } from "../../src/rules";
import { launchBrowser } from "./browser";
import { i18nEn, renderTemplate } from "./render";

/** Starts Chromium before the file's tests and closes it after; returns the browser's getter. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** A chat message's list item, 300 px wide, as the chat log frames a card. */
export const chatItem = (html: string) =>
  `<li class="chat-message" style="list-style:none;width:300px;padding:6px;background:#fff;margin:6px">${html}</li>`;

/** The stored result of rolling `dice` on a test against `characteristic` (what the card's Roll writes). */
export function storedResult(
  ruleset: Ruleset,
  call: MovementTestCall,
  characteristic: number,
  dice: number[],
  profile?: MovementProfile,
): StoredResult {
  const r = ruleset.tests.resolve(call, characteristic, dice, profile);
  return {
    roll: dice.reduce((a, b) => a + b, 0),
    dice,
    characteristicValue: characteristic,
    targetNumber: r.targetNumber,
    success: r.success,
    degrees: r.degrees,
    outcome: r.outcome,
    prone: r.prone,
    hit: null,
    landedOn: [],
  };
}

/** A movement test card before (`result` null) or after the roll, framed as a chat message. */
export function movementCard(card: {
  readonly ruleset: Ruleset;
  readonly call: MovementTestCall;
  readonly characteristic: number | null;
  readonly result: StoredResult | null;
  readonly actorName: string;
  readonly situation?: TestSituation;
  readonly profile?: MovementProfile;
}): string {
  const system: MovementTestSystem = {
    rulesetId: card.ruleset.id,
    request: storeRequest(card.call.request ?? { kind: card.call.kind }),
    actorUuid: "Actor.x",
    tokenUuid: null,
    result: card.result,
    applied: false,
  };
  const view = movementTestView(
    {
      system,
      ruleset: card.ruleset,
      actorName: card.actorName,
      characteristic: card.characteristic,
      mayAct: true,
      ...(card.situation ? { situation: card.situation } : {}),
      ...(card.profile ? { profile: card.profile } : {}),
    },
    i18nEn,
  );
  return chatItem(renderTemplate("templates/chat/movement-test.hbs", view));
}
