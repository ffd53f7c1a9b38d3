/**
 * An OpenD6 character's own Move and skills on the cards posted for it (d6-movement.txt § Jumping:
 * a standing leap is a quarter of the Move, base difficulty 5, +10 for each further 2 m; § Climbing:
 * the climbing Move is the Move with the skill, half without): a card posted from the token HUD or
 * the API stores the Move and trained skills of the actor's profile (TestsCapability.profileOptions),
 * so a Move-16 character's 4 m jump is difficulty 5, not the difficulty 15 of Move 10.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getRuleset, type MovementTestCall } from "../../src/rules";
import { d6Profile, type D6Record } from "../../src/rules/rulesets/d6";
import { postMovementTest, withProfileOptions } from "../../src/foundry/chat/movement-tests";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { hudTests, requestFromForm } from "../../src/foundry/hooks/render-token-hud";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { i18nEn } from "../support/render";
import { installChat } from "./chat-fakes";
import { installWorld, removeWorld } from "./fakes";

afterEach(() => removeWorld());

const d6 = getRuleset("d6");

/** A character as its data model prepares it: the profile of `record`. */
function character(record: Partial<D6Record>) {
  const full: D6Record = {
    move: 10,
    flyingMove: 0,
    attributes: { agility: "3D", physique: "3D" },
    skills: {},
    ...record,
  };
  return {
    name: "Courier",
    uuid: "Actor.courier",
    isOwner: true,
    system: { movementProfile: d6Profile(full) },
    testUserPermission: () => true,
  };
}

/** The test the GM's HUD dialog asks for: the spec of `kind`, its first choices, `distance` metres. */
function hudCall(kind: string, distance: string) {
  const specs = hudTests(d6.tests.manualTests, true);
  const index = specs.findIndex((s) => s.request.kind === kind);
  const request = requestFromForm(specs, String(index), distance)!;
  return d6.tests.buildTest(request) as MovementTestCall;
}

/** Posts the call for the actor and returns the stored card and what it shows. */
async function posted(actor: ReturnType<typeof character>, call: MovementTestCall) {
  const chat = installChat();
  await postMovementTest(actor, call, null);
  const system = chat.created[0]!.system as unknown as MovementTestSystem;
  const view = movementTestView(
    { system, ruleset: d6, actorName: actor.name, characteristic: 9, mayAct: true, situation: { statuses: [] } },
    i18nEn,
  );
  return { system, view };
}

describe("OpenD6 cards read the character's own Move and skills", () => {
  it("a Move-16 character's 4 m jump from the HUD is difficulty 5 (a standing leap of 4 m), not 15", async () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const call = hudCall("jump", "4");
    const { system, view } = await posted(character({ move: 16 }), call);
    expect(system.request.options).toMatchObject({ move: "16" });
    expect(view.target).toBe("5");
    // A Move-10 character's is 15: 4 m is 1 m past its 3 m standing leap.
    const { view: ten } = await posted(character({ move: 10 }), hudCall("jump", "4"));
    expect(ten.target).toBe("15");
  });

  it("the HUD's climb asks nothing about the skill: the character's own decides the climbing Move", async () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const climb = hudTests(d6.tests.manualTests, false).find((s) => s.request.kind === "climb")!;
    expect((climb.options ?? []).map((o) => o.key)).toEqual(["terrain", "fatigueRounds"]);
    // Move 10: 8 m is within the skilled climbing Move (difficulty 5); unskilled, 5 m and one half-step
    // of 3 m beyond it (§ Climbing's example: difficulty 5 + 10 = 15 before terrain).
    const skilled = await posted(character({ skills: { climbing: "4D" } }), hudCall("climb", "8"));
    expect(skilled.system.request.options).toMatchObject({ move: "10", skilled: "true" });
    expect(skilled.view.target).toBe("5");
    const unskilled = await posted(character({}), hudCall("climb", "8"));
    expect(unskilled.system.request.options).toMatchObject({ skilled: "false" });
    expect(unskilled.view.target).toBe("15");
  });

  it("a flight from the HUD is measured against the flying Move; a run against the Move", async () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const flyer = character({ move: 10, flyingMove: 20 });
    // 40 m flying is two flying Moves (difficulty 5); 40 m running four Moves (difficulty 15).
    expect((await posted(flyer, hudCall("fly", "40"))).view.target).toBe("5");
    expect((await posted(flyer, hudCall("run", "40"))).view.target).toBe("15");
  });

  it("prepared breath from the HUD holds 10 × only for a character with the stamina skill (§ Swimming)", async () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const specs = hudTests(d6.tests.manualTests, false);
    const index = String(specs.findIndex((s) => s.request.kind === "breath"));
    const prepared = requestFromForm(specs, index, "", (name) => (name.endsWith(".prepared") ? "true" : ""))!;
    expect(prepared.options).toEqual({ prepared: "true" });
    const call = d6.tests.buildTest(prepared) as MovementTestCall;
    const trained = await posted(character({ skills: { stamina: "4D" } }), call);
    expect(trained.system.request.options).toMatchObject({ prepared: "true", staminaSkill: "true" });
    expect(trained.view.reason).toBe("Seconds of breath: 10 × the total (prepared, with the stamina skill).");
    const untrained = await posted(character({}), call);
    expect(untrained.system.request.options).toMatchObject({ prepared: "true", staminaSkill: "false" });
    expect(untrained.view.reason).toBe("Seconds of breath: 5 × the total (prepared, but without the stamina skill).");
  });

  it("the GM marks an action repetitive (§ Fatigue): two rounds beyond the limit is +6 on a climb and on the stamina roll", async () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const gm = hudTests(d6.tests.manualTests, true);
    const twoRounds = (name: string) => (name.endsWith(".fatigueRounds") ? "2" : "");
    const climb = requestFromForm(gm, String(gm.findIndex((s) => s.request.kind === "climb")), "8", twoRounds)!;
    const climbed = await posted(character({ skills: { climbing: "4D" } }), d6.tests.buildTest(climb)!);
    // Move 10 with the skill: 8 m is difficulty 5, +6 for two rounds beyond the limit.
    expect(climbed.view.target).toBe("11");
    expect(climbed.view.lines.map((l) => [l.label, l.value])).toContainEqual([
      "Fatigue (+3 per round beyond the limit)",
      "+6",
    ]);
    // Only the GM posts the roll to overcome it (a test the situation imposes).
    expect(hudTests(d6.tests.manualTests, false).some((s) => s.request.kind === "fatigue")).toBe(false);
    const index = String(gm.findIndex((s) => s.request.kind === "fatigue"));
    const request = requestFromForm(gm, index, "", twoRounds)!;
    expect(request).toEqual({ kind: "fatigue", options: { fatigueRounds: "2" } });
    const overcome = await posted(character({ skills: { stamina: "4D" } }), d6.tests.buildTest(request)!);
    expect(overcome.view.title).toBe("Overcoming fatigue: stamina roll, difficulty 11");
    expect(overcome.view.target).toBe("11");
  });

  it("a flyer's stunt from the HUD (§ Stunt Difficulties, aerial characters): a limited landing after a dive is +3 +6, flying skill", async () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const player = hudTests(d6.tests.manualTests, false);
    const index = String(player.findIndex((s) => s.request.kind === "flyStunt"));
    expect(Number(index)).toBeGreaterThanOrEqual(0);
    const pick = (name: string) =>
      name.endsWith(".landing") ? "limitedLanding" : name.endsWith(".climbDive") ? "true" : "";
    const request = requestFromForm(player, index, "", pick)!;
    expect(request).toEqual({
      kind: "flyStunt",
      options: { landing: "limitedLanding", climbDive: "true", terrain: "easy" },
    });
    const card = await posted(character({ flyingMove: 20, skills: { flying: "4D" } }), d6.tests.buildTest(request)!);
    expect(card.view.title).toBe("Flying stunt: flying roll, difficulty 9");
    // The view is given 9 pips (posted's `characteristic`): the line names the flying skill's code.
    expect(card.view.lines.map((l) => [l.label, l.value])).toEqual([
      ["Flying", "3D"],
      ["Limited landing area", "+3"],
      ["Climb or dive of 45° or more", "+6"],
    ]);
    // An unlimited landing area alone is −3: difficulty 0, never missed.
    const easy = requestFromForm(player, index, "", (name) => (name.endsWith(".landing") ? "unlimitedLanding" : ""))!;
    expect((await posted(character({}), d6.tests.buildTest(easy)!)).view.target).toBe("0");
  });

  it("keeps what the request gives and adds nothing for a ruleset without profile options", () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const profile = character({ move: 16 }).system.movementProfile;
    const given = { kind: "climb", distance: 3, options: { move: "8", skilled: "true" } };
    expect(withProfileOptions(given, d6, profile)).toEqual(given);
    expect(withProfileOptions({ kind: "run", distance: 30 }, d6, undefined)).toEqual({ kind: "run", distance: 30 });
    const sr = getRuleset("shadowrun");
    const jump = { kind: "jump", distance: 2 };
    expect(withProfileOptions(jump, sr, profile)).toBe(jump);
  });
});
