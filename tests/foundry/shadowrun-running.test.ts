/**
 * Shadowrun's Running modifier on Stride's own cards (shadowrun-movement.md § Running Modifiers: a
 * Running character's actions take −2 dice, the Sprint excepted): a jump, climb or rappel card of a
 * runner with the Running status shows the line and rolls two dice fewer; the Sprint, swimming and a
 * fall's damage resistance do not.
 */
import { afterEach, describe, expect, it } from "vitest";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset } from "../../src/rules";
import { i18nEn } from "../support/render";
import { installWorld, removeWorld } from "./fakes";

afterEach(() => removeWorld());

const sr = getRuleset("shadowrun");

/** A stored, unrolled card of a Shadowrun test of `kind`. */
const card = (kind: string): MovementTestSystem => ({
  rulesetId: "shadowrun",
  request: {
    kind,
    condition: null,
    distance: null,
    railing: null,
    status: null,
    vehicleMove: null,
    variant: null,
    tougher: null,
    options: null,
  },
  actorUuid: "Actor.r",
  tokenUuid: null,
  result: null,
  applied: false,
});

/** The card as a runner with a pool of 9 dice sees it, Running or not. */
const view = (kind: string, running: boolean) =>
  movementTestView(
    {
      system: card(kind),
      ruleset: sr,
      actorName: "Twitch",
      characteristic: 9,
      mayAct: true,
      situation: { statuses: running ? ["srRunning"] : [] },
    },
    i18nEn,
  );

describe("a Running runner's cards (§ Running Modifiers)", () => {
  it.each(["jump", "jumpStanding", "jumpVertical"])("%s: a Running −2 line and two dice fewer", (kind) => {
    installWorld({ ruleset: "shadowrun", variant: "core" });
    const walking = view(kind, false);
    const running = view(kind, true);
    expect(walking.lines.some((line) => line.label.startsWith("Running"))).toBe(false);
    expect(running.lines.at(-1)).toEqual({ label: "Running (§ Running Modifiers)", value: "−2" });
    expect([walking.target, running.target]).toEqual(["9d6", "7d6"]);
  });

  it.each(["climb", "rappel", "rappelStop"])("%s from the HUD: a Running −2 line and two dice fewer", (kind) => {
    installWorld({ ruleset: "shadowrun", variant: "core" });
    const walking = view(kind, false);
    const running = view(kind, true);
    expect(walking.lines.some((line) => line.label.startsWith("Running"))).toBe(false);
    expect(running.lines.at(-1)).toEqual({ label: "Running (§ Running Modifiers)", value: "−2" });
    // Rappelling has the text's threshold 2 (§ Rappelling).
    const threshold = kind === "climb" ? "" : " (2)";
    expect([walking.target, running.target]).toEqual([`9d6${threshold}`, `7d6${threshold}`]);
  });

  it("takes −2 dice in the engine on every on-foot action and none on the Sprint, swimming or a fall", () => {
    const running = { statuses: ["srRunning", "srSprinting"] };
    const call = (kind: string) => sr.tests.buildTest({ kind })!;
    for (const kind of ["jump", "jumpStanding", "jumpVertical", "climb", "rappel", "rappelStop"]) {
      expect(sr.tests.situationalModifiers(call(kind), running), kind).toEqual([{ source: "running", value: -2 }]);
      expect(sr.tests.situationalModifiers(call(kind), { statuses: [] }), kind).toEqual([]);
    }
    for (const kind of ["sprint", "swimSprint", "treadWater"]) {
      expect(sr.tests.situationalModifiers(call(kind), running), kind).toEqual([]);
    }
    const withLine = { ...call("jump"), modifiers: [{ source: "running", value: -2 }] };
    expect(sr.tests.situationalModifiers(withLine, running)).toEqual([]);
    expect(() => sr.tests.situationalModifiers(call("jump"), {} as never)).toThrow(TypeError);
  });
});

describe("an assisted climb down from the HUD is the rappel card (Climbing Table: assisted climbing down is rappelling)", () => {
  it("shows and rolls what the rappel card does: Acrobatics + Body [Physical] (2)", () => {
    installWorld({ ruleset: "shadowrun", variant: "core" });
    const climbDown = card("climb");
    const system: MovementTestSystem = {
      ...climbDown,
      request: { ...climbDown.request, options: { direction: "down", assisted: "true", surface: "flat" } },
    };
    const input = (s: MovementTestSystem) => ({
      system: s,
      ruleset: sr,
      actorName: "Twitch",
      characteristic: 9,
      mayAct: true,
      situation: { statuses: [] },
    });
    const asClimb = movementTestView(input(system), i18nEn);
    const asRappel = movementTestView(input(card("rappel")), i18nEn);
    expect(asClimb.title).toBe(asRappel.title);
    expect(asClimb.lines).toEqual(asRappel.lines);
    expect([asClimb.target, asRappel.target]).toEqual(["9d6 (2)", "9d6 (2)"]);
  });
});
