/**
 * Zero gravity's push-off as a chat card (dh2-movement.md § Zero Gravity: a Move action starts only
 * next to something to push off from; "adjacent" is within 1 m): the engine decides
 * (TerrainCapability.startNotice), the mover's client posts one public rule notice per movement, and
 * the card renders from its stored text. Small fakes of the Foundry shapes read.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pushOffMoveToken } from "../../src/foundry/hooks/push-off";
import { renderRuleNotice, type RuleNoticeSystem } from "../../src/foundry/chat/rule-notice";
import { ruleNoticeView } from "../../src/foundry/chat/rule-notice-view";
import { installWorld, removeWorld } from "./fakes";
import { installChat, type ChatWorld } from "./chat-fakes";
import { format, getListFormatter, has, localize } from "../support/render";

let chat: ChatWorld;
beforeEach(() => {
  installWorld({ ruleset: "dh2" });
  chat = installChat();
});
afterEach(() => removeWorld());

/** A 1 m grid of 100 px in the given gravity, with Kade floating at x 300 px. */
function kade(gravity: string) {
  const scene = {
    grid: { size: 100, distance: 1, units: "m" },
    flags: { stride: { gravity } },
    tokens: [] as object[],
    regions: [],
  };
  const token = {
    id: "t1",
    name: "Kade",
    x: 300,
    y: 0,
    elevation: 0,
    width: 1,
    height: 1,
    disposition: 1,
    hidden: false,
    actor: { type: "character", system: { movementProfile: { characteristics: {} }, flyingSpeed: 0 } },
    parent: scene,
  };
  scene.tokens.push(token);
  return token;
}

/** A movement's piece: the first (`chain` empty) unless `chain` names earlier ones. */
const piece = (elevation: number, chain: string[] = []) => ({
  method: "dragging",
  chain,
  origin: { x: 0, y: 0, elevation },
  passed: { waypoints: [{ action: "walk" }] },
});
const self = { isSelf: true };
const notices = () => chat.created.filter((m) => m.type === "ruleNotice");

describe("a move started 3 m from any surface in zero gravity posts one push-off card", () => {
  it("on the mover's client, once per movement (not for its later pieces), public", async () => {
    const token = kade("zero");
    await pushOffMoveToken(token as never, piece(3), {}, self);
    await pushOffMoveToken(token as never, piece(3, ["m1"]), {}, self);
    await pushOffMoveToken(token as never, piece(3), {}, { isSelf: false });
    expect(notices()).toHaveLength(1);
    const [card] = notices();
    expect(card!.system).toEqual({
      rulesetId: "dh2",
      mover: "Kade",
      text: { key: "STRIDE.Dh2.pushOff.none", data: { reach: 1, name: "Kade" } },
    });
    // No whisper and no roll mode: every user, the GM among them, sees it.
    const create = (
      globalThis as unknown as { ChatMessage: { implementation: { create: { mock: { calls: unknown[][] } } } } }
    ).ChatMessage.implementation.create;
    expect(Object.keys(create.mock.calls[0]![0] as object).sort()).toEqual(["speaker", "system", "type"]);
  });

  it("posts nothing on the floor (½ m up is within reach) or in normal gravity", async () => {
    await pushOffMoveToken(kade("zero") as never, piece(0.5), {}, self);
    await pushOffMoveToken(kade("normal") as never, piece(3), {}, self);
    expect(notices()).toHaveLength(0);
  });

  it("counts a scene wall within 1 m of the start as a surface: no card; one that blocks no movement is none", async () => {
    // The move started at (0.5, 0.5) m, 3 m up; a wall along x = 1.5 m is 0.5 m from the base's edge.
    const walled = kade("zero");
    Object.assign(walled.parent, { walls: [{ c: [150, 0, 150, 500], move: 20, door: 0 }] });
    await pushOffMoveToken(walled as never, piece(3), {}, self);
    expect(notices()).toHaveLength(0);
    // The same wall with movement NONE (CONST.WALL_MOVEMENT_TYPES.NONE = 0) is no surface.
    const ethereal = kade("zero");
    Object.assign(ethereal.parent, { walls: [{ c: [150, 0, 150, 500], move: 0, door: 0 }] });
    await pushOffMoveToken(ethereal as never, piece(3), {}, self);
    expect(notices()).toHaveLength(1);
  });

  it("renders from its stored text: the title, the mover and the rule's words", async () => {
    await pushOffMoveToken(kade("zero") as never, piece(3), {}, self);
    const html = await renderRuleNotice(notices()[0]!.system as unknown as RuleNoticeSystem);
    expect(html).toContain("Cannot start this move");
    expect(html).toContain("Kade is in zero gravity with nothing within 1 m to push off from");
  });
});

describe("the rule notice's view does not trust stored data", () => {
  const i18n = { lang: "en", localize, format, has, getListFormatter };
  it("words nothing for a key outside STRIDE. and drops values that are not strings or numbers", () => {
    expect(ruleNoticeView({ rulesetId: "dh2", mover: "Kade", text: { key: "EVIL.key" } }, i18n).what).toBe("");
    const view = ruleNoticeView(
      {
        rulesetId: "dh2",
        mover: "<b>Kade</b>",
        text: { key: "STRIDE.Dh2.pushOff.none", data: { reach: { toString: () => "x" }, name: "ignored" } },
      },
      i18n,
    );
    expect(view.mover).toBe("<b>Kade</b>");
    expect(view.what).toContain("<b>Kade</b> is in zero gravity");
  });
});
