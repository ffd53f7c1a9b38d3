/**
 * OpenD6 vehicle combat cards, what the first tests (d6-vehicle-combat.test.ts) left open: how a
 * card words each roll (its lines, verdict and outcome, every key in en.json), the driver's pilot
 * rolls worded as pilot rolls (d6-movement.txt § Vehicle Attacking & Dodging ¶ 2, § Stunts' last
 * paragraph), the dodge's defense total (§ Vehicle Attacking & Dodging ¶ 3), the hit's margin
 * (ruling 10: meets or beats), the multi-action penalty's bounds, and the HUD's option lists.
 */
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  type CardText,
  type MovementProfile,
  type MovementTestCall,
  type TestDescription,
  type TestsCapability,
} from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { d6VehicleProfile } from "../../src/rules/rulesets/d6/actors";
import { langValue } from "../support/lang";

const tests: TestsCapability = getRuleset("d6").tests;
/** A large carriage: scale 6, pilotry 3D + Maneuverability 1D (12 pips), a land vehicle. */
const carriage = d6VehicleProfile({ pilotry: "3D", maneuverability: "1D", scale: 6, vehicleKind: "animalDrawn" });
const pips = carriage.characteristics["pilotry"]!;
const spec = (kind: string) => tests.vehicleTests!(carriage, []).find((s) => s.request.kind === kind)!;
const build = (kind: string, options: Record<string, string | boolean> = {}) =>
  tests.buildTest({ kind, options: { ...spec(kind).request.options, ...options } })!;

/** Every key a card text names (and the texts in its data) is an English string. */
function expectWords(text: CardText | null | undefined): void {
  if (!text) return;
  expect(typeof langValue(text.key), text.key).toBe("string");
  for (const v of Object.values(text.data ?? {})) if (typeof v === "object" && v !== null) expectWords(v);
}
function expectCardWords(card: TestDescription): void {
  expectWords(card.title);
  expectWords(card.reason);
  for (const line of card.lines) expectWords(line.label);
}

describe("the driver's pilot rolls are worded as pilot rolls (§ Vehicle Attacking & Dodging ¶ 2, § Stunts)", () => {
  it("a driver firing who makes the Easy 10 keeps the vehicle steady; a miss veers the carriage, by the margin", () => {
    const fire = build("pilotFire");
    // 3D (4D less 1D for the two actions): 5 + 4 + 2 = 11 meets 10 by 1.
    const made = tests.resolve(fire, pips, [5, 4, 2], carriage);
    const shown = tests.describeResult(fire, made);
    expect(shown).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.made", data: { difficulty: 10, margin: 1 } },
      outcome: { key: "STRIDE.D6Combat.Card.outcome.steady" },
    });
    // 2 + 2 + 2 = 6 misses 10 by 4: a land vehicle veers (§ Stunts ¶ land vehicles).
    const missed = tests.describeResult(fire, tests.resolve(fire, pips, [2, 2, 2], carriage));
    expect(missed).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.missed", data: { difficulty: 10, margin: 4 } },
      outcome: { key: "STRIDE.D6Vehicle.Card.outcome.veered" },
    });
    // A Wild Die 1 (ruling 10) flags the verdict; the outcome is still the veer: 4 + 4 + 1 = 9.
    const slipped = tests.describeResult(fire, tests.resolve(fire, pips, [4, 4, 1], carriage));
    expect(slipped).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.missedComplication", data: { difficulty: 10, margin: 1 } },
      outcome: { key: "STRIDE.D6Vehicle.Card.outcome.veered" },
    });
    for (const r of [shown, missed, slipped]) [r.verdict, r.outcome].forEach(expectWords);
  });

  it("another action while driving is always two actions at least: 3D at 5, made as a pilot's roll (no 'steady')", () => {
    const busy = build("pilotOther");
    expect(d6.combatActions(busy)).toBe(2);
    expect(tests.formula(busy, pips)).toBe("2d6 + 1d6x6");
    // 2 + 2 + 2 = 6 meets 5 by 1: the pilot's roll is made.
    const made = tests.resolve(busy, pips, [2, 2, 2], carriage);
    expect([made.success, made.outcome, made.targetNumber]).toEqual([true, "made", 5]);
    expect(tests.describeResult(busy, made)).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.made", data: { difficulty: 5, margin: 1 } },
      outcome: { key: "STRIDE.D6Vehicle.Card.outcome.made" },
    });
    // 1 + 1 + 2 = 4 misses 5: the carriage veers and is out of control.
    const missed = tests.resolve(busy, pips, [1, 1, 2], carriage);
    expect(missed.outcome).toBe("veered");
    expect(missed.consequences).toEqual([{ type: "status", status: d6.LOST_CONTROL, active: true }]);
    expectWords(tests.describeResult(busy, made).outcome);
  });

  it("a code with pips keeps them: pilotry 3D+1 + 1D less 1D is 3D+1, so 4 + 4 + 2 + 1 = 11 makes the Easy 10", () => {
    const nimble = d6VehicleProfile({ pilotry: "3D+1", maneuverability: "1D", vehicleKind: "animalDrawn" });
    const p = nimble.characteristics["pilotry"]!;
    expect(p).toBe(13);
    const fire = build("pilotFire");
    expect(tests.formula(fire, p)).toBe("2d6 + 1d6x6 + 1");
    const made = tests.resolve(fire, p, [4, 4, 2], nimble);
    expect([made.success, made.degrees]).toEqual([true, 2]);
  });

  it("the driver's cards show the code after the penalty, the penalty, the base and the terrain", () => {
    const fire = build("pilotFire", { terrain: "rough" });
    expect(fire.modifiers).toEqual([
      { source: "easy", value: 10 },
      { source: "terrain.rough", value: 10 },
    ]);
    const card = tests.describe(fire, pips);
    expect(card).toEqual({
      title: { key: "STRIDE.D6Combat.Test.pilotFireTitle", data: { difficulty: 20 } },
      reason: { key: "STRIDE.D6Combat.Card.reason.pilotFire" },
      lines: [
        { label: { key: "STRIDE.D6Combat.Skill.pilotry" }, value: "3D" },
        { label: { key: "STRIDE.D6Combat.Modifier.multiAction", data: { actions: 2 } }, value: "−1D" },
        { label: { key: "STRIDE.D6Combat.Modifier.easy" }, value: "+10" },
        { label: { key: "STRIDE.Terrain.rough" }, value: "+10" },
      ],
      target: "20",
      impossible: false,
    });
    expectCardWords(card);
    const busy = build("pilotOther", { terrain: "easy", actions: "4" });
    // Easy ground adds no line; four actions are −3D (4D → 1D).
    expect(busy.modifiers).toEqual([{ source: "driving", value: 5 }]);
    const shown = tests.describe(busy, pips);
    expect(shown.lines).toEqual([
      { label: { key: "STRIDE.D6Combat.Skill.pilotry" }, value: "1D" },
      { label: { key: "STRIDE.D6Combat.Modifier.multiAction", data: { actions: 4 } }, value: "−3D" },
      { label: { key: "STRIDE.D6Combat.Modifier.driving" }, value: "+5" },
    ]);
    expectCardWords(shown);
    expect(() => build("pilotOther", { terrain: "swamp" })).toThrow(/Unknown OpenD6 terrain level/);
  });

  it("full defense belongs to the dodge alone: a driver's card with a stray `full` is still rolled", () => {
    const fire = build("pilotFire", { full: "true" });
    expect(tests.describe(fire, pips).impossible).toBe(false);
    expect(tests.resolve(fire, pips, [5, 4, 2], carriage).outcome).toBe("made");
  });
});

describe("hitting a vehicle: the attacker's code, the margin, the card (§ Vehicle Attacking & Dodging ¶ 1)", () => {
  it("rolls the attacker's 5D, not the carriage's 4D; 2 + 1 + 1 + 1 + 3 = 8 beats 4 by 4", () => {
    const shot = build("hitVehicle", { attack: "5D" });
    expect(tests.formula(shot, pips)).toBe("4d6 + 1d6x6");
    const hit = tests.resolve(shot, pips, [2, 1, 1, 1, 3]);
    expect(hit).toEqual({ success: true, degrees: 5, targetNumber: 4, outcome: "hit", prone: false });
    const said = tests.describeResult(shot, hit);
    expect(said).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.made", data: { difficulty: 4, margin: 4 } },
      outcome: { key: "STRIDE.D6Combat.Card.outcome.hit" },
    });
    [said.verdict, said.outcome].forEach(expectWords);
    expect(() => tests.resolve(shot, pips, [2, 1, 1])).toThrow(/rolls 5 dice, got 3/);
  });

  it("at long range (14) 2 + 2 + 2 + 2 and a Wild Die 1 is 9: a miss by 5, with a complication", () => {
    const shot = build("hitVehicle", { attack: "5D", range: "long" });
    const miss = tests.resolve(shot, pips, [2, 2, 2, 2, 1]);
    expect(miss).toEqual({ success: false, degrees: 6, targetNumber: 14, outcome: "miss:complication", prone: false });
    const said = tests.describeResult(shot, miss);
    expect(said).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.missedComplication", data: { difficulty: 14, margin: 5 } },
      outcome: { key: "STRIDE.D6Combat.Card.outcome.miss" },
    });
    [said.verdict, said.outcome].forEach(expectWords);
  });

  it("the card shows the attacker's code (known without the vehicle's pilotry), each line and the difficulty", () => {
    const shot = build("hitVehicle", { attack: "5D" });
    const expected = {
      title: { key: "STRIDE.D6Combat.Test.hitVehicleTitle", data: { difficulty: 4 } },
      reason: { key: "STRIDE.D6Combat.Card.reason.hitVehicle" },
      lines: [
        { label: { key: "STRIDE.D6Combat.Skill.marksmanship" }, value: "5D" },
        { label: { key: "STRIDE.D6Combat.Modifier.hitBase" }, value: "+10" },
        { label: { key: "STRIDE.D6Combat.Modifier.range.short" }, value: "+0" },
        { label: { key: "STRIDE.D6Combat.Modifier.scale" }, value: "−6" },
      ],
      target: "4",
      impossible: false,
    };
    expect(tests.describe(shot, pips)).toEqual(expected);
    expect(tests.describe(shot, null)).toEqual(expected);
    expectCardWords(tests.describe(shot, pips));
    // A shooter taking two actions: 5D less 1D, and the penalty's line.
    const busy = tests.describe(build("hitVehicle", { attack: "5D", actions: "2" }), pips);
    expect(busy.lines.slice(0, 2)).toEqual([
      { label: { key: "STRIDE.D6Combat.Skill.marksmanship" }, value: "4D" },
      { label: { key: "STRIDE.D6Combat.Modifier.multiAction", data: { actions: 2 } }, value: "−1D" },
    ]);
    const dodged = tests.describe(build("hitVehicle", { defense: "13" }), pips);
    expect(dodged.lines[1]).toEqual({ label: { key: "STRIDE.D6Combat.Modifier.defense" }, value: "+13" });
    expectCardWords(dodged);
  });

  it("the HUD's 'no defense' choice (an empty value) is no defense: 10 and the range again", () => {
    expect(build("hitVehicle", { defense: "" }).modifiers).toEqual([
      { source: "hitBase", value: 10 },
      { source: "range.short", value: 0 },
      { source: "scale", value: -6 },
    ]);
    expect(() => build("hitVehicle", { range: "orbit" })).toThrow(/Unknown range/);
  });
});

describe("the pilot's dodge: its total is the defense total (§ Vehicle Attacking & Dodging ¶ 3)", () => {
  it("3 + 3 + 3 + 4 = 13 stands as the defense; a Wild Die 1 (3 + 3 + 3 + 1 = 10) flags it", () => {
    const dodge = build("vehicleDodge");
    expect(dodge.modifiers).toEqual([]);
    const stood = tests.resolve(dodge, pips, [3, 3, 3, 4]);
    expect(stood).toEqual({ success: true, degrees: 14, targetNumber: 0, outcome: "defense", prone: false });
    expect(tests.describeResult(dodge, stood).outcome).toEqual({ key: "STRIDE.D6Combat.Card.outcome.defense" });
    const flagged = tests.resolve(dodge, pips, [3, 3, 3, 1]);
    expect(flagged.outcome).toBe("defense:complication");
    const said = tests.describeResult(dodge, flagged);
    expect(said).toEqual({
      verdict: { key: "STRIDE.D6Combat.Card.defenseComplication", data: { total: 10 } },
      outcome: { key: "STRIDE.D6Combat.Card.outcome.defense" },
    });
    [said.verdict, said.outcome].forEach(expectWords);
  });

  it("a full defense set as `true` (not only the HUD's 'true') adds 10: 13 + 10 = 23", () => {
    const full = tests.buildTest({ kind: "vehicleDodge", options: { full: true } })!;
    expect(tests.resolve(full, pips, [3, 3, 3, 4]).degrees - 1).toBe(23);
  });

  it("the dodge's card: the pilotry code, the full defense line, no difficulty to meet ('—')", () => {
    const full = build("vehicleDodge", { full: "true" });
    const card = tests.describe(full, pips);
    expect(card).toEqual({
      title: { key: "STRIDE.D6Combat.Test.vehicleDodgeTitle", data: { difficulty: 0 } },
      reason: { key: "STRIDE.D6Combat.Card.reason.vehicleDodge" },
      lines: [
        { label: { key: "STRIDE.D6Combat.Skill.pilotry" }, value: "4D" },
        { label: { key: "STRIDE.D6Combat.Modifier.fullDefense" }, value: "+10" },
      ],
      target: "—",
      impossible: false,
    });
    expectCardWords(card);
    // Without the vehicle's pilotry the card cannot show a code, nor a target.
    const partial = tests.describe(build("vehicleDodge"), null);
    expect([partial.lines, partial.target]).toEqual([[], null]);
  });

  it("a full defense with a second action gives no total and says so (OpenD6 full defense)", () => {
    const both = build("vehicleDodge", { full: "true", actions: "2" });
    const rolled = tests.resolve(both, pips, [3, 3, 4]);
    expect(rolled).toEqual({ success: false, degrees: 1, targetNumber: 0, outcome: "fullDefenseAlone", prone: false });
    const said = tests.describeResult(both, rolled);
    expect(said.verdict).toEqual({ key: "STRIDE.D6Combat.Card.reason.fullDefenseAlone" });
    [said.verdict, said.outcome].forEach(expectWords);
  });
});

describe("the round's actions (the multi-action penalty, 1D an action beyond the first, 1–4)", () => {
  it("takes 1 to 4 whole actions; 0, 2.5 and 5 are refused", () => {
    expect(d6.combatActions(build("hitVehicle", { actions: "4" }))).toBe(4);
    expect(d6.combatActions(build("hitVehicle", { actions: "1" }))).toBe(1);
    for (const bad of ["0", "2.5", "5"]) {
      expect(() => build("hitVehicle", { actions: bad }), bad).toThrow(/actions must be a whole number 1–4/);
    }
  });

  it("a roll without a code (pips not a number) is the penalty off nothing: 0 pips", () => {
    expect(d6.combatPips(build("vehicleDodge"), Number.NaN)).toBe(0);
    expect(d6.combatPips(build("vehicleDodge"), 12)).toBe(12);
  });
});

describe("combat cards refuse what is not one", () => {
  it("names the card kind, the dice and the input it wanted", () => {
    const fire = build("pilotFire");
    const pilot = { ...fire, kind: "pilot" } as MovementTestCall;
    expect(() => d6.resolveCombatTest(pilot, pips, [4, 4, 2])).toThrow(/Not an OpenD6 vehicle combat card/);
    expect(() => d6.describeCombatTest(pilot, pips)).toThrow(/Not an OpenD6 vehicle combat card/);
    const shot = build("hitVehicle", { attack: "4D" });
    expect(() => d6.resolveCombatTest(shot, pips, "2112" as unknown as number[])).toThrow(/array of d6 results/);
    expect(d6.buildCombatTest({ kind: "pilot" })).toBeUndefined();
    expect(() => d6.buildCombatTest(null as never)).toThrow(/buildCombatTest/);
    expect(() => d6.vehicleCombatTests(null as never)).toThrow(/vehicleCombatTests/);
    expect(() => d6.withVehicleCombatTests(null as never)).toThrow(/withVehicleCombatTests/);
  });
});

describe("the HUD's combat cards (§ Vehicle Attacking & Dodging): each option's first choice is the card's default", () => {
  // Built inside each test, not here: Stryker's per-test coverage sees only what a test runs.
  const combatCards = () => d6.vehicleCombatTests(carriage);
  const actions = (from: number) => ({
    key: "actions",
    label: "STRIDE.D6Combat.Option.actions",
    choices: ["1", "2", "3", "4"].slice(from - 1).map((v) => ({ value: v, label: v })),
  });
  const terrain = {
    key: "terrain",
    label: "STRIDE.D6.Option.terrain",
    choices: ["easy", "moderate", "rough", "veryRough", "hazardous", "veryHazardous"].map((v) => ({
      value: v,
      label: `STRIDE.Terrain.${v}`,
    })),
  };

  it("hitting the vehicle: the attacker's code 1D–10D, the range (short first), the scale, the dodge's total", () => {
    const [hit] = combatCards();
    expect(hit!.request).toEqual({ kind: "hitVehicle", options: { vehicleScale: "6" } });
    expect([hit!.label, hit!.chosen]).toEqual(["STRIDE.D6Combat.Test.hitVehicle", true]);
    const [attack, range, scale, defense, acts] = hit!.options!;
    expect([attack!.key, attack!.label]).toEqual(["attack", "STRIDE.D6Combat.Option.attack"]);
    const codes = attack!.choices;
    expect(codes).toHaveLength(28);
    expect(codes.slice(0, 3)).toEqual([
      { value: "1D", label: "1D" },
      { value: "1D+1", label: "1D+1" },
      { value: "1D+2", label: "1D+2" },
    ]);
    expect(codes.at(-1)).toEqual({ value: "10D", label: "10D" });
    expect(range).toEqual({
      key: "range",
      label: "STRIDE.D6Combat.Option.range",
      choices: ["short", "pointBlank", "medium", "long"].map((v) => ({
        value: v,
        label: `STRIDE.D6Combat.range.${v}`,
      })),
    });
    expect([scale!.key, scale!.label]).toEqual(["attackerScale", "STRIDE.D6Combat.Option.attackerScale"]);
    expect(scale!.choices).toHaveLength(31);
    expect(scale!.choices[0]).toEqual({ value: "0", label: "0" });
    expect(scale!.choices[1]).toEqual({ value: "1", label: "1" });
    expect(scale!.choices.at(-1)).toEqual({ value: "30", label: "30" });
    expect(defense).toEqual({
      key: "defense",
      label: "STRIDE.D6Combat.Option.defense",
      choices: [{ value: "", label: "STRIDE.D6Combat.Option.noDefense" }],
      number: { min: 1, max: 1000 },
    });
    expect(acts).toEqual(actions(1));
    expect(hit!.options).toHaveLength(5);
  });

  it("the dodge (partial first), the driver firing and the other action (two actions at least, the terrain)", () => {
    const [, dodge, fire, busy] = combatCards();
    expect(dodge).toEqual({
      request: { kind: "vehicleDodge" },
      label: "STRIDE.D6Combat.Test.vehicleDodge",
      chosen: true,
      options: [
        {
          key: "full",
          label: "STRIDE.D6Combat.Option.full",
          choices: [
            { value: "", label: "STRIDE.D6Combat.Option.partial" },
            { value: "true", label: "STRIDE.D6Combat.Option.fullDefense" },
          ],
        },
        actions(1),
      ],
    });
    expect(fire).toEqual({
      request: { kind: "pilotFire" },
      label: "STRIDE.D6Combat.Test.pilotFire",
      chosen: true,
      options: [actions(2), terrain],
    });
    expect(busy).toEqual({
      request: { kind: "pilotOther" },
      label: "STRIDE.D6Combat.Test.pilotOther",
      chosen: true,
      options: [actions(2), terrain],
    });
  });

  it("every label is in en.json, and every choice offered builds a card", () => {
    for (const card of combatCards()) {
      expectWords({ key: card.label });
      for (const option of card.options ?? []) {
        expectWords({ key: option.label });
        for (const choice of option.choices ?? []) {
          if (choice.label.startsWith("STRIDE.")) expectWords({ key: choice.label });
          const options = { ...card.request.options, [option.key]: choice.value };
          expect(() => tests.buildTest({ kind: card.request.kind, options }), choice.value).not.toThrow();
        }
      }
    }
  });

  it("the vehicle's scale is a whole number within ±1000 (what the card takes), else 0", () => {
    const scaleOf = (scale: unknown) =>
      d6.vehicleCombatTests({ characteristics: { scale } } as unknown as MovementProfile)[0]!.request.options;
    expect(scaleOf(1000)).toEqual({ vehicleScale: "1000" });
    expect(scaleOf(-3)).toEqual({ vehicleScale: "-3" });
    for (const junk of [1001, 6.5, "6", Number.NaN]) expect(scaleOf(junk), String(junk)).toEqual({ vehicleScale: "0" });
  });

  it("the d6 vehicle HUD lists the vehicle's own cards first, then these four", () => {
    const listed = tests.vehicleTests!(carriage, []).map((s) => s.request.kind);
    expect(listed.slice(-4)).toEqual(["hitVehicle", "vehicleDodge", "pilotFire", "pilotOther"]);
    expect(listed.length).toBeGreaterThan(4);
  });
});

describe("withVehicleCombatTests: the combat cards beside any tests", () => {
  const marker = (what: string) => () => what as never;
  const inner = {
    buildTest: marker("built"),
    formula: marker("formula"),
    resolve: marker("resolved"),
    describe: marker("described"),
    describeResult: marker("worded"),
  } as unknown as TestsCapability;

  it("hands other kinds to the tests it wraps, and rolls the combat cards itself", () => {
    const both = d6.withVehicleCombatTests(inner);
    const other = { kind: "pilot", characteristic: "pilotry", difficulty: "plain", modifiers: [] } as MovementTestCall;
    expect(both.buildTest({ kind: "pilot" })).toBe("built");
    expect(both.formula(other, 12)).toBe("formula");
    expect(both.resolve(other, 12, [1])).toBe("resolved");
    expect(both.describe(other, 12)).toBe("described");
    expect(
      both.describeResult(other, { success: true, degrees: 1, targetNumber: 0, outcome: "made", prone: false }),
    ).toBe("worded");
    expect(both.vehicleTests).toBeUndefined();
    const dodge = both.buildTest({ kind: "vehicleDodge" })!;
    expect(dodge.characteristic).toBe("pilotry");
    expect(both.formula(dodge, 12)).toBe("3d6 + 1d6x6");
    const stood = both.resolve(dodge, 12, [3, 3, 3, 4]);
    expect(stood.outcome).toBe("defense");
    expect(both.describe(dodge, 12).target).toBe("—");
    expect(both.describeResult(dodge, stood).outcome).toEqual({ key: "STRIDE.D6Combat.Card.outcome.defense" });
  });

  it("adds the four combat cards to the HUD list of the tests it wraps", () => {
    const own = { request: { kind: "pilot" }, label: "x" };
    const wrapped: TestsCapability = { ...inner, vehicleTests: () => [own] };
    const both = d6.withVehicleCombatTests(wrapped);
    expect(both.vehicleTests!(carriage, []).map((s) => s.request.kind)).toEqual([
      "pilot",
      "hitVehicle",
      "vehicleDodge",
      "pilotFire",
      "pilotOther",
    ]);
  });
});
