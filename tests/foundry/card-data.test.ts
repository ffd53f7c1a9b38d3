import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  migrateMovementTestSource,
  requestOf,
  toRequest,
  type MovementTestSystem,
} from "../../src/foundry/data/chat-message/movement-test-data";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { collisionNoticeView } from "../../src/foundry/chat/collision-notice-view";
import { formatNumber, localizeText, pluralKey } from "../../src/foundry/chat/localize";
import { getRuleset, type MoveSummary, type TestRequest } from "../../src/rules";
import { i18nEn } from "../support/render";
import { installWorld, removeWorld } from "./fakes";

beforeEach(() => installWorld());
afterEach(() => removeWorld());

type Fixture = { type: string; content: string; system: Record<string, unknown> };
const fixtures: Record<string, Fixture> = JSON.parse(
  readFileSync("tests/fixtures/legacy-0.1.0/movement-test-messages.json", "utf8"),
);
const migrated = (name: string) =>
  migrateMovementTestSource(structuredClone(fixtures[name]!.system)) as unknown as MovementTestSystem;

describe("0.1.0 movementTest messages", () => {
  it("an unrolled dh2 card: the request is read from the stored call, the ruleset is dh2", () => {
    const system = migrated("unrolledRubble");
    expect(system.rulesetId).toBe("dh2");
    expect(toRequest(system.request)).toEqual({ kind: "treacherous", condition: "rubble" });
    const view = movementTestView(
      {
        system: { ...system, applied: false },
        ruleset: getRuleset("dh2"),
        actorName: "Ines",
        characteristic: 42,
        mayAct: true,
      },
      i18nEn,
    );
    expect(view.title).toBe("Challenging (+0) Agility test");
    expect(view.target).toBe("22");
    expect(view.canRoll).toBe(true);
  });

  it("a rolled Necromunda fall: ruleset necromunda, the railing kept, its one die, its landing still shown", () => {
    const system = migrated("rolledFall");
    expect(system.rulesetId).toBe("necromunda");
    expect(toRequest(system.request)).toEqual({ kind: "edgeFall", distance: 3, railing: true });
    expect(system.result).toMatchObject({ roll: 2, dice: [2], outcome: "fallsHit" });
    const view = movementTestView(
      {
        system: { ...system, applied: false },
        ruleset: getRuleset("necromunda"),
        actorName: "Jax",
        characteristic: 4,
        mayAct: true,
      },
      i18nEn,
    );
    expect(view.lines).toEqual([
      { label: "Initiative", value: "4+" },
      { label: "Railing", value: "+1" },
    ]);
    expect(view.result?.landing).toContain("Landed on Vex: they take the same S3 AP– D1 hit");
    expect(view.canRoll).toBe(false);
    expect(view.canApply).toBe(true);
  });

  it("a Necromunda jump-down card stays Necromunda's though dh2 has a jumpDown test too (by its characteristic)", () => {
    const legacy = {
      actorUuid: "Actor.j",
      kind: "jumpDown",
      characteristic: "initiative",
      difficulty: "plain",
      distance: 3,
    };
    const system = migrateMovementTestSource(structuredClone(legacy)) as unknown as MovementTestSystem;
    expect(system.rulesetId).toBe("necromunda");
    expect(getRuleset("dh2").tests.buildTest({ kind: "jumpDown", distance: 3 })?.characteristic).toBe("agility");
  });

  it("a Seriously Injured fighter's run-over card keeps its 6+", () => {
    const system = migrated("unrolledRunOverInjured");
    expect(toRequest(system.request)).toEqual({ kind: "runOver", status: "seriouslyInjured" });
    const call = getRuleset("necromunda").tests.buildTest(toRequest(system.request))!;
    expect(call.fixedTarget).toBe(6);
  });

  it("leaves a current card as it is", () => {
    const current = migrated("rolledFall");
    expect(migrateMovementTestSource(structuredClone(current) as never)).toEqual(current);
  });
});

describe("each call carries the request that builds it again", () => {
  const summary = (over: Partial<MoveSummary>): MoveSummary => ({
    actions: ["run"],
    conditions: [],
    turnDistance: 12,
    bands: [{ action: "half", distance: 4 }],
    zeroGravity: false,
    ...over,
  });
  const cases: [string, MoveSummary][] = [
    ["dh2", summary({ conditions: ["fog", "rubble", "darkness"], zeroGravity: true, variant: "alternate" })],
    ["necromunda", summary({ actions: ["move"], conditions: ["dangerous"], drop: 5 })],
    ["necromunda", summary({ actions: ["move"], drop: 4, vehicle: true })],
  ];
  for (const [id, move] of cases) {
    it(`${id}: ${JSON.stringify(move.conditions)}`, () => {
      const tests = getRuleset(id).tests;
      const calls = tests.movementTests(move);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(tests.buildTest(requestOf(call))).toEqual(call);
    });
  }
  it("manual and adapter requests", () => {
    const requests: [string, TestRequest][] = [
      ["necromunda", { kind: "runOver", status: "standing", vehicleMove: 8 }],
      ["necromunda", { kind: "sideOn", tougher: true }],
      ["necromunda", { kind: "edgeFall", distance: 2, railing: true }],
      ["dh2", { kind: "treacherous", condition: "mud", variant: "alternate" }],
    ];
    for (const [id, request] of requests) {
      const call = getRuleset(id).tests.buildTest(request)!;
      expect(getRuleset(id).tests.buildTest(requestOf(call))).toEqual(call);
    }
  });
});

describe("localizing card text", () => {
  it("picks the plural form by count, in the user's language's rules", () => {
    expect(localizeText({ key: "STRIDE.Card.success", data: { degrees: 1, count: 1 } }, i18nEn)).toBe(
      "Success · 1 degree of success",
    );
    expect(localizeText({ key: "STRIDE.Card.failure", data: { degrees: 3, count: 3 } }, i18nEn)).toBe(
      "Failure · 3 degrees of failure",
    );
    // Polish has a "few" form; a file without it falls back to "other".
    expect(pluralKey("STRIDE.Card.failure", 3, { ...i18nEn, lang: "pl" })).toBe("STRIDE.Card.failure.other");
    // A key without plural forms is used as it is.
    expect(pluralKey("STRIDE.Card.roll", 2, i18nEn)).toBe("STRIDE.Card.roll");
  });

  it("formats numbers for the user's locale and localizes nested texts first", () => {
    expect(formatNumber(1.5, "de")).toBe("1,5");
    expect(formatNumber(1.5, "not a locale!")).toBe("1.5");
    const fell = { key: "STRIDE.Card.reason.vehicleFall", data: { distance: 2.5 } };
    expect(localizeText(fell, { ...i18nEn, lang: "de" })).toBe('Fell 2,5".');
    const title = {
      key: "STRIDE.Card.titlePlain",
      data: { characteristic: { key: "STRIDE.Characteristic.initiative" } },
    };
    expect(localizeText(title, i18nEn)).toBe("Initiative test");
  });
});

describe("collision notices from the engine's Notice", () => {
  const necromunda = getRuleset("necromunda");
  it("a head-on push: both hits, worded by the ruleset (mover front T8 against the other's side T7)", () => {
    const collision = necromunda.vehicles.collision({ move: 8, moverToughness: 8, otherToughness: 7, arc: "front" });
    const view = collisionNoticeView(
      {
        rulesetId: "necromunda",
        notice: { kind: "vehicleCollision", mover: "a", other: "b", collision },
        names: { mover: "Hauler", other: "Rig", fallers: [] },
      },
      necromunda,
      i18nEn,
    );
    expect(view).toEqual({
      title: "Head-on collision",
      what: "Hauler pushes Rig ahead until the move ends.",
      hits: [
        { name: "Hauler", hit: "S7 AP−2 D2" },
        { name: "Rig", hit: "S8 AP−3 D3" },
      ],
    });
  });

  it("a notice of a ruleset without vehicles shows its type only", () => {
    const collision = necromunda.vehicles.terrainCollision({ move: 8, terrain: "solid" });
    const view = collisionNoticeView(
      {
        rulesetId: "dh2",
        notice: { kind: "terrainCollision", mover: "a", collision, fallers: [] },
        names: { mover: "Hauler", other: null, fallers: [] },
      },
      getRuleset("dh2"),
      i18nEn,
    );
    expect(view).toEqual({ title: "Collision notice", what: "", hits: [] });
  });
});
