/**
 * OpenD6 vehicles in combat as cards (d6-movement.txt § Vehicle Attacking & Dodging, § Stunts' last
 * paragraph; rulings 10): hitting a vehicle (base 10, the range, the scale of attacker and vehicle),
 * the pilot dodging with pilotry + Maneuverability (the total becomes the difficulty to hit the
 * vehicle), the driver firing (an Easy pilot roll besides the marksmanship roll, both with the
 * multi-action penalty) and other actions while driving (the pilot's roll at 5 with the penalty).
 * Pure; the multi-action penalty is 1D (3 pips) off the code per action beyond the first.
 * @module
 */
import type { ResultDescription, TestDescription, TestsCapability } from "../../capabilities";
import type { MovementTestResolution } from "../../capabilities/outcomes";
import { checkCall, checkResolution, signed, totalModifier } from "../../card-text";
import { formatSkillCode, wildDieFormula, wildDieTest } from "../../dice/wild-die";
import { modifierLabel } from "../../gm-modifier";
import { input, numberOf, own, row, show } from "../../geometry/validate";
import type { ManualTestSpec, MovementProfile, MovementTestCall, TestRequest } from "../../types";
import { D6_TERRAIN, isTerrainLevel, terrainModifier } from "./movement";
import { codePips, pipsCode, PIPS_PER_DIE } from "./profile";
import { resolveVehicleTest } from "./vehicle-ruleset";
import { isFiniteNumber, isWholeNumber } from "../../scene/numbers";

/** The combat cards of a vehicle and the skill (profile key) each rolls. */
export const VEHICLE_COMBAT_SKILLS = {
  hitVehicle: "marksmanship",
  vehicleDodge: "pilotry",
  pilotFire: "pilotry",
  pilotOther: "pilotry",
} as const;
export type VehicleCombatKind = keyof typeof VEHICLE_COMBAT_SKILLS;

/** § Vehicle Attacking & Dodging: the base difficulty to hit a vehicle. */
export const HIT_VEHICLE_BASE = 10;
/**
 * The range modifiers to the difficulty to hit (the text: the difficulty varies with range; OpenD6's combat
 * chart, Stride reading, docs/rulings.md): point blank −5, short 0, medium +5, long +10.
 */
export const RANGE_MODIFIERS = { pointBlank: -5, short: 0, medium: 5, long: 10 } as const;
export type Range = keyof typeof RANGE_MODIFIERS;
/** § Vehicle Attacking & Dodging: the driver's "Easy" pilot roll while firing (OpenD6 Easy: 6–10, its top). */
export const EASY = 10;
/** § Stunts: the base difficulty of normal operation while doing something else. */
export const DRIVING_WHILE_BUSY = 5;
/** OpenD6 full defense (as characters use it, § Vehicle Attacking & Dodging): +10 to the defense total. */
export const FULL_DEFENSE_BONUS = 10;
/** The most actions a card counts in a round. */
export const MAX_ACTIONS = 4;

/** Whether a test kind is one of the vehicle combat cards. */
export function isVehicleCombat(kind: unknown): kind is VehicleCombatKind {
  return typeof kind === "string" && Object.hasOwn(VEHICLE_COMBAT_SKILLS, kind);
}

function option(request: unknown, key: string): unknown {
  const value = own(own(request, "options"), key);
  return value === "" ? undefined : value;
}

/** A whole number option within [min, max], else `fallback`. */
function whole(request: unknown, key: string, min: number, max: number, fallback: number): number {
  const raw = option(request, key);
  if (raw === undefined) return fallback;
  const value = numberOf(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`A vehicle combat card's ${key} must be a whole number ${min}–${max}, got ${show(raw)}`);
  }
  return value;
}

/**
 * The actions a card's roller takes this round (option `actions`, 1–4): at least 2 for the driver
 * firing or doing anything else while driving (two actions, § Vehicle Attacking & Dodging, § Stunts).
 * @throws {TypeError} when `call` is not a test call
 * @throws {RangeError} on an `actions` option that is not a whole number 1–4
 */
export function combatActions(call: MovementTestCall): number {
  checkCall(call);
  const busy = call.kind === "pilotFire" || call.kind === "pilotOther";
  return Math.max(busy ? 2 : 1, whole(call.request, "actions", 1, MAX_ACTIONS, 1));
}

/**
 * The pips a combat card rolls: the attacker's code (option `attack`, a skill code; 3D when absent)
 * to hit a vehicle, else the vehicle's pilotry (pilot + Maneuverability, `pips`), less 1D per
 * action beyond the first (the multi-action penalty), at least 0.
 * @throws {TypeError|RangeError} on a call that is not a test call, a malformed code or `actions`
 */
export function combatPips(call: MovementTestCall, pips: number): number {
  checkCall(call);
  const attack = option(call.request, "attack");
  const rolled = call.kind === "hitVehicle" ? (typeof attack === "string" ? codePips(attack) : 9) : pips;
  const base = isFiniteNumber(rolled) ? rolled : 0;
  return Math.max(0, base - PIPS_PER_DIE * (combatActions(call) - 1));
}

/**
 * Builds a vehicle combat card from a request, or undefined when the kind is not one. Kinds and options:
 * - `hitVehicle`: 10 + the range (`range`: pointBlank, short, medium, long) + the attacker's scale
 *   less the vehicle's (`attackerScale`, `vehicleScale`: a person shooting a carriage of scale 6 has
 *   it 6 easier, § Vehicle Attacking & Dodging); with `defense` (the pilot's dodge total) that total
 *   replaces 10 and the range, as the new combat difficulty. Rolled with `attack`.
 * - `vehicleDodge`: no difficulty; the total (+10 with `full`) is the new difficulty to hit.
 * - `pilotFire`: the Easy pilot roll (10) of a driver firing, with the `terrain` level.
 * - `pilotOther`: the pilot's roll at 5 while doing something else, with the `terrain` level.
 * Each takes `actions` (the round's actions, the multi-action penalty, {@link combatPips}).
 * @throws {TypeError} when `request` is not an object
 * @throws {RangeError} on an unknown range or terrain, or a number option out of range
 */
export function buildCombatTest(request: TestRequest): MovementTestCall | undefined {
  input(request, "buildCombatTest");
  const kind = request.kind;
  if (!isVehicleCombat(kind)) return undefined;
  const lines: { source: string; value: number }[] = [];
  if (kind === "hitVehicle") {
    const defense = option(request, "defense");
    if (defense !== undefined) lines.push({ source: "defense", value: whole(request, "defense", 0, 1000, 0) });
    else {
      const range = (option(request, "range") ?? "short") as string;
      const modifier = row(RANGE_MODIFIERS, range);
      if (modifier === undefined) throw new RangeError(`Unknown range ${show(range)}`);
      lines.push({ source: "hitBase", value: HIT_VEHICLE_BASE }, { source: `range.${range}`, value: modifier });
    }
    const scale = whole(request, "attackerScale", -1000, 1000, 0) - whole(request, "vehicleScale", -1000, 1000, 0);
    if (scale !== 0) lines.push({ source: "scale", value: scale });
  } else if (kind === "pilotFire" || kind === "pilotOther") {
    lines.push(
      kind === "pilotFire" ? { source: "easy", value: EASY } : { source: "driving", value: DRIVING_WHILE_BUSY },
    );
    const terrain = option(request, "terrain");
    if (terrain !== undefined && terrain !== "easy") {
      if (!isTerrainLevel(terrain)) throw new RangeError(`Unknown OpenD6 terrain level ${show(terrain)}`);
      lines.push({ source: `terrain.${terrain}`, value: terrainModifier(terrain) });
    }
  }
  const call: MovementTestCall = {
    kind,
    characteristic: VEHICLE_COMBAT_SKILLS[kind],
    difficulty: "plain",
    modifiers: lines,
    request: { kind, ...(request.options ? { options: request.options } : {}) },
  };
  combatActions(call);
  return call;
}

const full = (call: MovementTestCall) => {
  const raw = option(call.request, "full");
  return raw === true || raw === "true";
};

/**
 * Whether a dodge is a full defense taken with other actions in the round (the OpenD6 core rules'
 * full defense is the character's only action in the round; Stride reading, docs/rulings.md): such
 * a card cannot be rolled.
 */
const fullWithOthers = (call: MovementTestCall) =>
  call.kind === "vehicleDodge" && full(call) && combatActions(call) > 1;

/**
 * Resolves a rolled combat card (ruling 10, Wild Die; the dice are {@link combatPips}' code's).
 * To hit: made when the total meets the difficulty (`hit`, else `miss`). The dodge always stands:
 * its total (+10 full defense) is the defense total (`defense`; `degrees` − 1 is it), except a full
 * defense with other actions in the round, which gives none (`fullDefenseAlone`). The driver's
 * pilot rolls resolve as the pilot's roll (vehicle-ruleset.ts resolveVehicleTest): made `made`, a
 * miss loses control (a land vehicle veers).
 * @throws {TypeError|RangeError} when `test` is not a combat card or the dice are not the formula's
 */
export function resolveCombatTest(
  test: MovementTestCall,
  pips: number,
  dice: readonly number[],
  profile?: MovementProfile,
): MovementTestResolution {
  checkCall(test);
  if (!isVehicleCombat(test.kind)) throw new RangeError(`Not an OpenD6 vehicle combat card: ${show(test.kind)}`);
  if (!Array.isArray(dice)) throw new TypeError(`A test's dice must be an array of d6 results, got ${show(dice)}`);
  const code = pipsCode(combatPips(test, pips));
  if (test.kind === "pilotFire" || test.kind === "pilotOther") {
    return resolveVehicleTest({ ...test, kind: "pilot" }, code.dice * PIPS_PER_DIE + code.pips, dice, profile);
  }
  if (dice.length < code.dice) throw new RangeError(`The test rolls ${code.dice} dice, got ${dice.length} results`);
  const difficulty = test.kind === "vehicleDodge" ? 0 : Math.max(0, totalModifier(test));
  const rolled = wildDieTest(
    { normal: dice.slice(0, code.dice - 1), wild: dice.slice(code.dice - 1), pips: code.pips },
    difficulty,
  );
  const flag = rolled.complication ? ":complication" : "";
  if (fullWithOthers(test)) {
    return { success: false, degrees: 1, targetNumber: 0, outcome: "fullDefenseAlone", prone: false };
  }
  if (test.kind === "vehicleDodge") {
    const total = rolled.total + (full(test) ? FULL_DEFENSE_BONUS : 0);
    return { success: true, degrees: 1 + total, targetNumber: 0, outcome: `defense${flag}`, prone: false };
  }
  return {
    success: rolled.success,
    degrees: 1 + Math.abs(rolled.total - difficulty),
    targetNumber: difficulty,
    outcome: `${rolled.success ? "hit" : "miss"}${flag}`,
    prone: false,
  };
}

/** Lang key of a combat card's line source. */
function lineKey(source: string): string {
  if (source.startsWith("terrain.")) return `STRIDE.Terrain.${source.slice(8)}`;
  return `STRIDE.D6Combat.Modifier.${source}`;
}

/**
 * How a card shows a combat card: its title, the code it rolls (after the multi-action penalty,
 * which has its own line), each line of the difficulty and the difficulty to meet (none for the
 * dodge, whose total is the result; a full defense's +10 is a line).
 * @throws {TypeError|RangeError} when `test` is not a combat card
 */
export function describeCombatTest(test: MovementTestCall, pips: number | null): TestDescription {
  checkCall(test);
  if (!isVehicleCombat(test.kind)) throw new RangeError(`Not an OpenD6 vehicle combat card: ${show(test.kind)}`);
  const difficulty = Math.max(0, totalModifier(test));
  const penalty = combatActions(test) - 1;
  const code =
    pips === null && test.kind !== "hitVehicle" ? null : formatSkillCode(pipsCode(combatPips(test, pips ?? 0)));
  const dodge = test.kind === "vehicleDodge";
  return {
    title: { key: `STRIDE.D6Combat.Test.${test.kind}Title`, data: { difficulty } },
    reason: { key: `STRIDE.D6Combat.Card.reason.${fullWithOthers(test) ? "fullDefenseAlone" : test.kind}` },
    lines: [
      ...(code === null ? [] : [{ label: { key: `STRIDE.D6Combat.Skill.${test.characteristic}` }, value: code }]),
      ...(penalty > 0
        ? [
            {
              label: { key: "STRIDE.D6Combat.Modifier.multiAction", data: { actions: penalty + 1 } },
              value: `−${penalty}D`,
            },
          ]
        : []),
      ...(dodge && full(test)
        ? [{ label: { key: "STRIDE.D6Combat.Modifier.fullDefense" }, value: signed(FULL_DEFENSE_BONUS) }]
        : []),
      ...test.modifiers.map((m) => ({ label: modifierLabel(m, lineKey), value: signed(m.value) })),
    ],
    target: code === null || fullWithOthers(test) ? null : dodge ? "—" : String(difficulty),
    impossible: fullWithOthers(test),
  };
}

/**
 * How a card shows a rolled combat card: the verdict (the dodge: its defense total, the new
 * difficulty to hit the vehicle until its pilot's turn next round) and the outcome.
 * @throws {TypeError|RangeError} when `test` or `resolution` is not well formed
 */
export function describeCombatResult(test: MovementTestCall, resolution: MovementTestResolution): ResultDescription {
  checkCall(test);
  checkResolution(resolution);
  const [id = "", flagged] = resolution.outcome.split(":");
  const complication = flagged === "complication" ? "Complication" : "";
  if (id === "fullDefenseAlone") {
    return {
      verdict: { key: "STRIDE.D6Combat.Card.reason.fullDefenseAlone" },
      outcome: { key: "STRIDE.D6Combat.Card.outcome.fullDefenseAlone" },
    };
  }
  if (test.kind === "vehicleDodge") {
    return {
      verdict: { key: `STRIDE.D6Combat.Card.defense${complication}`, data: { total: resolution.degrees - 1 } },
      outcome: { key: "STRIDE.D6Combat.Card.outcome.defense" },
    };
  }
  const pilot = test.kind === "pilotFire" || test.kind === "pilotOther";
  return {
    verdict: {
      key: `STRIDE.D6.Card.verdict.${resolution.success ? "made" : "missed"}${complication}`,
      data: { difficulty: resolution.targetNumber, margin: Math.max(0, resolution.degrees - 1) },
    },
    outcome: {
      key: pilot ? `STRIDE.D6Vehicle.Card.outcome.${id}` : `STRIDE.D6Combat.Card.outcome.${id}`,
      ...(test.kind === "pilotFire" && resolution.success ? { key: "STRIDE.D6Combat.Card.outcome.steady" } : {}),
    },
  };
}

const codes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const value = formatSkillCode(pipsCode(from + i));
    return { value, label: value };
  });
const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));
const actions = (from: number) => ({
  key: "actions",
  label: "STRIDE.D6Combat.Option.actions",
  choices: numbers(from, MAX_ACTIONS),
});

/**
 * The combat cards a vehicle token's HUD offers (§ Vehicle Attacking & Dodging): hitting the
 * vehicle (the attacker's code, the range, the attacker's scale against the vehicle's `scale`, the
 * pilot's defense total when it dodged), the pilot's dodge (full defense or not), the driver firing
 * and another action while driving (the round's actions, the terrain). Each is `chosen`: the
 * vehicle's owner (the player driving) posts them too, the GM still any.
 * @throws {TypeError} when `profile` is not an object
 */
export function vehicleCombatTests(profile: MovementProfile): ManualTestSpec[] {
  input(profile, "vehicleCombatTests");
  const raw = own(own(profile, "characteristics"), "scale");
  const scale = isWholeNumber(raw) && Math.abs(raw) <= 1000 ? raw : 0;
  const terrain = {
    key: "terrain",
    label: "STRIDE.D6.Option.terrain",
    choices: D6_TERRAIN.map((value) => ({ value, label: `STRIDE.Terrain.${value}` })),
  };
  return [
    {
      request: { kind: "hitVehicle", options: { vehicleScale: String(scale) } },
      label: "STRIDE.D6Combat.Test.hitVehicle",
      chosen: true,
      options: [
        { key: "attack", label: "STRIDE.D6Combat.Option.attack", choices: codes(3, 30) },
        {
          key: "range",
          label: "STRIDE.D6Combat.Option.range",
          choices: Object.keys(RANGE_MODIFIERS)
            .sort((a, b) => (a === "short" ? -1 : b === "short" ? 1 : 0))
            .map((value) => ({ value, label: `STRIDE.D6Combat.range.${value}` })),
        },
        { key: "attackerScale", label: "STRIDE.D6Combat.Option.attackerScale", choices: numbers(0, 30) },
        {
          key: "defense",
          label: "STRIDE.D6Combat.Option.defense",
          choices: [{ value: "", label: "STRIDE.D6Combat.Option.noDefense" }],
          // Any whole total: a full defense's +10 and a good pilot's roll pass 40 (§ Vehicle Attacking & Dodging).
          number: { min: 1, max: 1000 },
        },
        actions(1),
      ],
    },
    {
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
    },
    {
      request: { kind: "pilotFire" },
      label: "STRIDE.D6Combat.Test.pilotFire",
      chosen: true,
      options: [actions(2), terrain],
    },
    {
      request: { kind: "pilotOther" },
      label: "STRIDE.D6Combat.Test.pilotOther",
      chosen: true,
      options: [actions(2), terrain],
    },
  ];
}

/**
 * The tests with the vehicle combat cards beside them: built, rolled (at {@link combatPips}),
 * resolved and described here; every other kind by `tests`. The vehicle HUD's list (`vehicleTests`)
 * gains the combat cards.
 */
export function withVehicleCombatTests<T extends TestsCapability>(tests: T): T {
  input(tests, "withVehicleCombatTests");
  const kind = (c: unknown) => own(c, "kind");
  return {
    ...tests,
    buildTest: (request: TestRequest) =>
      isVehicleCombat(kind(request)) ? buildCombatTest(request) : tests.buildTest(request),
    formula: (c: MovementTestCall, pips: number) =>
      isVehicleCombat(kind(c)) ? wildDieFormula(pipsCode(combatPips(c, pips))) : tests.formula(c, pips),
    resolve: (c: MovementTestCall, pips: number, dice: readonly number[], profile?: MovementProfile) =>
      isVehicleCombat(kind(c)) ? resolveCombatTest(c, pips, dice, profile) : tests.resolve(c, pips, dice, profile),
    describe: (c: MovementTestCall, pips: number | null) =>
      isVehicleCombat(kind(c)) ? describeCombatTest(c, pips) : tests.describe(c, pips),
    describeResult: (c: MovementTestCall, r: MovementTestResolution) =>
      isVehicleCombat(kind(c)) ? describeCombatResult(c, r) : tests.describeResult(c, r),
    ...(tests.vehicleTests
      ? {
          vehicleTests: (profile: MovementProfile, statuses?: readonly string[]) => [
            ...tests.vehicleTests!(profile, statuses),
            ...vehicleCombatTests(profile),
          ],
        }
      : {}),
  };
}
