/**
 * The Journey dialog's input checks and plan, the card's view model, the Roll buttons' tests and the
 * hooks that open the dialog and relay results (issue #14 items 1–2).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  JOURNEY_TYPE,
  memberTally,
  planJourney,
  readJourneyForm,
  type JourneyActor,
  type JourneyCardData,
  type JourneyFormValues,
} from "../../src/foundry/rulesets/dh2/journey/journey-plan";
import { journeyCardContext } from "../../src/foundry/rulesets/dh2/journey/journey-card";
import {
  initialJourneyState,
  journeyDialogContext,
} from "../../src/foundry/rulesets/dh2/journey/journey-dialog-context";
import {
  applyJourneyResult,
  journeyResult,
  relayJourneyResult,
  rollJourneyTest,
} from "../../src/foundry/rulesets/dh2/journey/journey-rolls";
import { format, localize } from "../support/render";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";

/** A prepared character as the dialog reads it. */
const actor = (uuid: string, name: string, ab: number, tb: number, extra: Partial<JourneyActor["system"]> = {}) => ({
  uuid,
  name,
  system: {
    agilityBonus: ab,
    bonuses: { strength: 3, toughness: tb, willpower: 3 },
    characteristics: { toughness: { value: tb * 10 + 5 } },
    fatigue: 0,
    ...extra,
  },
});
const SCOUT = actor("Actor.scout", "Scout", 7, 4);
const SAGE = actor("Actor.sage", "Sage", 2, 3, { fatigue: 2 });
const ACTORS = [SCOUT, SAGE];

const form = (over: Partial<JourneyFormValues> = {}): JourneyFormValues => ({
  members: ["Actor.scout", "Actor.sage"],
  distanceKm: "30",
  swimmingKm: "0",
  terrain: "normal",
  pace: "walk",
  hoursPerDay: "10",
  gravity: "normal",
  ...over,
});

describe("reading the Journey form", () => {
  it.each([
    [{ members: [] }, ["noMembers"]],
    [{ members: ["Actor.gone"] }, ["noMembers"]],
    [{ distanceKm: "-5" }, ["distance"]],
    [{ distanceKm: "abc" }, ["distance"]],
    [{ distanceKm: "0" }, ["nothingToCover"]],
    [{ distanceKm: "" }, ["nothingToCover"]],
    [{ swimmingKm: "-1" }, ["swimming"]],
    [{ hoursPerDay: "0" }, ["hours"]],
    [{ hoursPerDay: "25" }, ["hours"]],
    [{ members: [], distanceKm: "0", hoursPerDay: "0" }, ["noMembers", "nothingToCover", "hours"]],
  ] as [Partial<JourneyFormValues>, string[]][])("%o → %o", (over, errors) => {
    expect(readJourneyForm(form(over), ACTORS, "core")).toEqual({ ok: false, errors });
  });

  it("every error has a message", () => {
    const path = ["pathNoScene", "pathNoDrawing", "pathNotAPath", "pathUnits", "pathGrid"];
    for (const key of ["noMembers", "distance", "swimming", "nothingToCover", "hours", "tooLong", ...path]) {
      expect(localize(`STRIDE.Journey.error.${key}`).length).toBeGreaterThan(10);
    }
  });

  it("reads a good form into the engine's input; a land distance of 0 is fine with swimming", () => {
    const read = readJourneyForm(form({ distanceKm: "0", swimmingKm: "4,5", pace: "hurry" }), ACTORS, "alternate");
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input).toMatchObject({ distanceKm: 0, swimmingKm: 4.5, pace: "hurry", variant: "alternate" });
    expect(read.input.members[1]).toEqual({
      id: "Actor.sage",
      agilityBonus: 2,
      strengthBonus: 3,
      toughnessBonus: 3,
      willpowerBonus: 3,
      encumbered: false,
    });
  });
});

describe("Encumbered on a journey at the journey's gravity (§ Encumbered Characters, § The Effects of Gravity)", () => {
  // SB 3 + TB 4 is row 7: 45 kg at normal gravity; high gravity reads row 3 (9 kg), low row 11 (90 kg).
  const porter = (carriedWeight?: number, encumbered?: boolean) =>
    actor("Actor.porter", "Porter", 3, 4, { carriedWeight, ...(encumbered === undefined ? {} : { encumbered }) });
  const encumbered = (who: JourneyActor, gravity: string) => {
    const read = readJourneyForm(form({ members: [who.uuid], gravity }), [who], "core");
    return read.ok && read.input.members[0]!.encumbered;
  };

  it.each([
    [30, "normal", false],
    [30, "high", true],
    [30, "zero", false],
    [60, "normal", true],
    [60, "low", false],
    [95, "low", true],
  ] as const)("%f kg at %s gravity: Encumbered %s", (kg, gravity, expected) => {
    expect(encumbered(porter(kg), gravity)).toBe(expected);
  });

  it("an actor without a carried weight keeps the Encumbered its data says", () => {
    expect(encumbered(porter(undefined, true), "low")).toBe(true);
    expect(encumbered(porter(undefined, false), "high")).toBe(false);
  });

  it("owes its Toughness test after TB hours of each day's travel on the card", () => {
    // AB 3 − 2 at high gravity: 1.5 km/h, 20 h for 30 km, two days of 10 h.
    const read = readJourneyForm(form({ members: ["Actor.porter"], gravity: "high" }), [porter(30)], "core");
    if (!read.ok) throw new Error("form refused");
    const planned = planJourney(read.input, read.actors);
    expect(planned.ok && planned.data.members[0]!.tests.map((t) => [t.kind, t.day, t.hour])).toEqual([
      ["encumbered", 1, 4],
      ["encumbered", 2, 4],
    ]);
  });
});

describe("planning the journey card", () => {
  const planned = () => {
    const read = readJourneyForm(form(), ACTORS, "core");
    if (!read.ok) throw new Error("bad form");
    const plan = planJourney(read.input, read.actors);
    if (!plan.ok) throw new Error("bad plan");
    return plan.data;
  };

  it("moves the party at the Sage's 3 km/h: 10 h for 30 km, with each member's own time", () => {
    const data = planned();
    expect(data).toMatchObject({ travelHours: 10, days: 1, slowest: "Sage", perceptionModifier: 0 });
    expect(data.members.map((m) => [m.name, m.hours, m.fatigueStart, m.fatigueThreshold])).toEqual([
      ["Scout", 3, 0, 7],
      ["Sage", 10, 2, 6],
    ]);
  });

  it("refuses a journey beyond the engine's limit with its message", () => {
    const read = readJourneyForm(form({ distanceKm: "100000" }), ACTORS, "core");
    if (!read.ok) throw new Error("bad form");
    expect(planJourney(read.input, read.actors)).toEqual({ ok: false, errors: ["tooLong"] });
  });

  it("lists a hurried march's tests on the card with Roll buttons for those who may roll", () => {
    const read = readJourneyForm(form({ pace: "hurry", distanceKm: "60" }), ACTORS, "core");
    if (!read.ok) throw new Error("bad form");
    const plan = planJourney(read.input, read.actors);
    if (!plan.ok) throw new Error("bad plan");
    const context = journeyCardContext(plan.data, { localize, format }, (i) => i === 0);
    // Sage hurries at 6 km/h: 10 h; TB 4 tests at 4 and 8 h; TB 3 at 3, 6 and 9 h.
    expect(context.members[0]!.tests.map((t) => [t.label, t.modifier, t.canRoll])).toEqual([
      ["Hurrying, day 1, after 4 h", "+0", true],
      ["Hurrying, day 1, after 8 h", "−10", true],
    ]);
    expect(context.members[1]!.tests.map((t) => [t.modifier, t.canRoll])).toEqual([
      ["+0", false],
      ["−10", false],
      ["−20", false],
    ]);
    expect(context.summary.find((s) => s.label === "Perception tests")!.value).toBe("−10");
  });
});

describe("the card's tally", () => {
  const data = (): JourneyCardData => ({
    variant: "alternate",
    pace: "walk",
    terrain: "normal",
    gravity: "normal",
    hoursPerDay: 16,
    distanceKm: 96,
    swimmingKm: 0,
    travelHours: 16,
    elapsedHours: 16,
    days: 1,
    restHours: 8,
    perceptionModifier: 0,
    halved: false,
    slowest: "Sage",
    members: [
      {
        actorUuid: "Actor.sage",
        name: "Sage",
        hours: 16,
        speedKmh: 6,
        swimKmh: 4,
        fatigueStart: 5,
        fatigueThreshold: 6,
        hoursBeyond: [3],
        tests: [14, 15, 16].map((hour, i) => ({
          kind: "forcedMarch",
          day: 1,
          hour,
          modifier: -10 * (i + 1),
          result: null,
        })),
      },
    ],
  });

  it("counts failures onto the starting Fatigue and says when a member falls unconscious", () => {
    const d = data();
    d.members[0]!.tests[0]!.result = { roll: 80, target: 25, success: false, degrees: 6 };
    expect(memberTally(d.members[0]!)).toEqual({ failures: 1, fatigue: 6, unconscious: false, rolled: 1 });
    d.members[0]!.tests[1]!.result = { roll: 90, target: 15, success: false, degrees: 8 };
    expect(memberTally(d.members[0]!)).toMatchObject({ fatigue: 7, unconscious: true });
    const context = journeyCardContext(d, { localize, format }, () => true);
    expect(context.members[0]!.unconscious).toBe(true);
    expect(context.members[0]!.tests.map((t) => [t.state, t.canRoll])).toEqual([
      ["failed", false],
      ["failed", false],
      ["pending", true],
    ]);
    expect(context.members[0]!.tally).toBe("Fatigue 7 (bears 6); 2 failed test(s) on this journey");
  });

  it("gives forced-march recovery as the variant prints it", () => {
    const alternate = journeyCardContext(data(), { localize, format }, () => true).members[0]!.recovery;
    expect(alternate).toContain("after 6 hours of rest");
    const core = journeyCardContext({ ...data(), variant: "core" }, { localize, format }, () => true).members[0]!;
    expect(core.recovery).toContain("per 2 hours of rest");
  });
});

describe("rolling a journey test", () => {
  let world: FakeWorld;
  let sage: { isOwner: boolean; name: string; system: object; update: ReturnType<typeof vi.fn> };
  let posted: object[];
  beforeEach(() => {
    world = installWorld();
    sage = {
      isOwner: true,
      name: "Sage",
      system: { characteristics: { toughness: { value: 35 } }, fatigue: 2 },
      update: vi.fn(async () => undefined),
    };
    posted = [];
    Object.assign(globalThis, {
      fromUuidSync: (uuid: string) => (uuid === "Actor.sage" ? sage : null),
      ChatMessage: { getSpeaker: () => ({ alias: "Sage" }) },
    });
    Object.assign((globalThis as unknown as { game: object }).game, {
      i18n: { localize, format },
    });
  });
  afterEach(() => {
    removeWorld();
    Reflect.deleteProperty(globalThis, "fromUuidSync");
    Reflect.deleteProperty(globalThis, "ChatMessage");
    Reflect.deleteProperty(globalThis, "Roll");
  });

  /** Foundry's Roll reduced to evaluate() → total and toMessage(data). */
  const rollOf = (total: number) =>
    class {
      total = total;
      async evaluate() {
        return this;
      }
      async toMessage(data: object) {
        posted.push(data);
      }
    };

  const card = (isOwner: boolean) => {
    const system: JourneyCardData = {
      ...({} as JourneyCardData),
      members: [
        {
          actorUuid: "Actor.sage",
          name: "Sage",
          hours: 10,
          speedKmh: 6,
          swimKmh: 4,
          fatigueStart: 2,
          fatigueThreshold: 6,
          hoursBeyond: [0],
          tests: [{ kind: "hurry", day: 1, hour: 3, modifier: -10, result: null }],
        },
      ],
    };
    return { id: "msg1", isOwner, system, update: vi.fn(async () => undefined) };
  };

  it("resolves against Toughness and the cumulative modifier (ruling 1)", () => {
    expect(journeyResult(35, -10, 25)).toEqual({ roll: 25, target: 25, success: true, degrees: 1 });
    expect(journeyResult(35, -10, 47)).toEqual({ roll: 47, target: 25, success: false, degrees: 3 });
  });

  it("a failure adds Fatigue, posts the roll and, for the card's owner, writes the result", async () => {
    Object.assign(globalThis, { Roll: rollOf(80) });
    const message = card(true);
    expect(await rollJourneyTest(message, 0, 0)).toBe(true);
    expect(sage.update).toHaveBeenCalledWith({ "system.fatigue": 3 });
    expect(posted[0]).toMatchObject({
      flags: { stride: { journeyResult: { messageId: "msg1", memberIndex: 0, testIndex: 0 } } },
    });
    const [update] = message.update.mock.calls[0] as unknown as [Record<string, JourneyCardData["members"]>];
    const members = update["system.members"]!;
    expect(members[0]!.tests[0]!.result).toEqual({ roll: 80, target: 25, success: false, degrees: 7 });
  });

  it("a player who is not the card's owner leaves the card to the active GM", async () => {
    Object.assign(globalThis, { Roll: rollOf(10) });
    const message = card(false);
    expect(await rollJourneyTest(message, 0, 0)).toBe(true);
    expect(sage.update).not.toHaveBeenCalled();
    expect(message.update).not.toHaveBeenCalled();
  });

  it("someone who does not own the actor may not roll", async () => {
    sage.isOwner = false;
    Object.assign(globalThis, { Roll: rollOf(10) });
    expect(await rollJourneyTest(card(true), 0, 0)).toBe(false);
    expect(world.notifications.warn).toHaveBeenCalledWith(localize("STRIDE.Journey.notYours"));
  });

  it("the GM does not roll a card a player's client posted (it could name any actor and modifier)", async () => {
    Object.assign(globalThis, { Roll: rollOf(80) });
    const g = (globalThis as unknown as { game: { user: object } }).game;
    const before = g.user;
    g.user = { id: "gm", isGM: true };
    const forged = { ...card(true), author: { id: "p", isGM: false } };
    expect(await rollJourneyTest(forged, 0, 0)).toBe(false);
    expect(sage.update).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
    // The same card posted by a GM is rolled.
    expect(await rollJourneyTest({ ...forged, author: { id: "gm", isGM: true } }, 0, 0)).toBe(true);
    expect(sage.update).toHaveBeenCalledWith({ "system.fatigue": 3 });
    g.user = before;
  });

  /** The active GM's client with a journey card its client posted; the player "p" owns Sage. */
  function asActiveGM() {
    const message = { ...card(true), author: { id: "gm", isGM: true } };
    const user = { id: "gm", isGM: true };
    Object.assign(sage, { testUserPermission: (u: { id?: string }) => u.id === "p" });
    Object.assign((globalThis as unknown as { game: object }).game, {
      user,
      users: { activeGM: user },
      messages: { get: (id: string) => (id === "msg1" ? message : undefined) },
    });
    return message;
  }

  it("the active GM writes a flagged result once, worked out from the roll; a rolled test is not written again", async () => {
    const message = asActiveGM();
    // The flag claims a success; the roll says 47 against 25: the GM writes the failure the roll gives.
    const claimed = { roll: 10, target: 25, success: true, degrees: 2 };
    const flagged = {
      author: { id: "p", isGM: false },
      rolls: [{ formula: "1d100", total: 47 }],
      getFlag: (scope: string, key: string) =>
        scope === "stride" && key === "journeyResult"
          ? { messageId: "msg1", memberIndex: 0, testIndex: 0, result: claimed }
          : undefined,
    };
    expect(await relayJourneyResult(flagged)).toBe(true);
    expect(message.update).toHaveBeenCalledTimes(1);
    const [update] = message.update.mock.calls[0] as unknown as [Record<string, JourneyCardData["members"]>];
    expect(update["system.members"]![0]!.tests[0]!.result).toEqual({
      roll: 47,
      target: 25,
      success: false,
      degrees: 3,
    });
    const result = { roll: 47, target: 25, success: false, degrees: 3 };
    message.system.members[0]!.tests[0]!.result = result;
    expect(await applyJourneyResult(message, { memberIndex: 0, testIndex: 0, result })).toBe(false);
  });

  it("the active GM refuses a result from a non-owner, without a d100, for a test that does not exist, or on a player's card", async () => {
    const message = asActiveGM();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const flagged = (
      author: string,
      rolls: object[],
      flag: object = { messageId: "msg1", memberIndex: 0, testIndex: 0 },
    ) => ({
      author: { id: author, isGM: false },
      rolls,
      getFlag: (_scope: string, key: string) => (key === "journeyResult" ? flag : undefined),
    });
    const d100 = [{ formula: "1d100", total: 5 }];
    expect(await relayJourneyResult(flagged("stranger", d100))).toBe(false);
    expect(await relayJourneyResult(flagged("p", [{ formula: "1d100 + 90", total: 95 }]))).toBe(false);
    expect(await relayJourneyResult(flagged("p", [{ formula: "1d100", total: 101 }]))).toBe(false);
    expect(await relayJourneyResult(flagged("p", d100, { messageId: "msg1", memberIndex: 0, testIndex: 7 }))).toBe(
      false,
    );
    expect(
      await relayJourneyResult(flagged("p", d100, { messageId: "msg1", memberIndex: "constructor", testIndex: 0 })),
    ).toBe(false);
    Object.assign(message, { author: { id: "p", isGM: false } });
    expect(await relayJourneyResult(flagged("p", d100))).toBe(false);
    expect(message.update).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("the Journey dialog's context", () => {
  it("ticks the chosen actors and keeps the form's values and errors", () => {
    const state = { ...initialJourneyState(["Actor.sage"]), errors: ["hours" as const] };
    const context = journeyDialogContext(ACTORS, state, "core", localize);
    expect(context.actors.map((a) => [a.name, a.checked])).toEqual([
      ["Scout", false],
      ["Sage", true],
    ]);
    expect(context.values.hoursPerDay).toBe("10");
    expect(context.paces.map((p) => p.value)).toEqual(["walk", "hurry", "run"]);
    expect(context.errors).toEqual(["Hours of travel a day must be from 1 to 24."]);
  });

  it("takes its gravity from the scene's flag, normal by default", () => {
    const low = journeyDialogContext(ACTORS, initialJourneyState([], "low"), "core", localize);
    expect(low.gravities.find((g) => g.selected)?.value).toBe("low");
    const plain = journeyDialogContext(ACTORS, initialJourneyState([]), "core", localize);
    expect(plain.gravities.find((g) => g.selected)?.value).toBe("normal");
  });

  it("the card's subtype is `journey`", () => {
    expect(JOURNEY_TYPE).toBe("journey");
  });
});
