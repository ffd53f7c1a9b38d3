/**
 * OpenD6 pulling creatures, passengers and the day's wind as capabilities
 * (d6-movement.txt § Targeting the Creatures, § Leaping Out of a Vehicle, § Sailing Ships;
 * rulings 10 and 12): the spook card (intimidation against mettle), the control roll (mettle + 9)
 * whose miss sets the Panic status and whose success clears it, panic speed as the vehicle's only
 * band, the leap out at the vehicle's speed in km/h, the daily wind card and the sailing modifier
 * a water vehicle's pilot and stunt rolls take. Pure; metres per round, km/h where the text says so.
 * @module
 */
import type {
  ResultDescription,
  SceneWeather,
  StatusesCapability,
  TestDescription,
  TestSituation,
  TestsCapability,
  WeatherCapability,
  WeatherDescription,
} from "../../capabilities";
import { checkCall, checkResolution, signed, totalModifier } from "../../card-text";
import { modifierLabel } from "../../gm-modifier";
import { checkD6Results } from "../../dice/pool";
import { formatSkillCode, wildDieFormula } from "../../dice/wild-die";
import type {
  ManualTestOption,
  ManualTestSpec,
  ModifierLine,
  MovementBand,
  MovementProfile,
  MovementTestCall,
  MoveSummary,
  TestRequest,
} from "../../types";
import type { MovementTestResolution } from "../../capabilities/outcomes";
import { amount, input, isArray, MAX_COORDINATE, own, row, show } from "../../geometry/validate";
import { codePips, pipsCode } from "./profile";
import {
  bearingOf,
  COMPASS_POINTS,
  compassOfDie,
  sailingModifier,
  windDirection,
  windFromWildDie,
  windSituation,
  WIND_DIRECTION_TABLE,
  WIND_TABLE,
} from "./sailing";
import { storedHeading } from "./vehicle-drive";
import { SPEED_LEVELS, SPEED_TABLE, type SpeedLevel } from "./vehicle-tables";
import { leapOut, panic } from "./vehicles";
import { resolveVehicleTest, withVehicleTests } from "./vehicle-ruleset";
import { withVehicleCombatTests } from "./vehicle-combat";
import { creatureMoveOf, isDrawnProfile, TEAM_TEST, teamRate } from "./vehicle-team";
import { D6_TERRAIN } from "./movement";
export { PANIC, PANIC_ACTION, CREW_STATUSES, CREW_ACTION_SPECS } from "./manifest";
import { PANIC, PANIC_ACTION, CREW_STATUSES } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/** The pilot's rolls the wind and familiarity reach: pilot, stunt, and the driver's rolls in combat. */
const PILOT_KINDS: readonly string[] = ["pilot", "stunt", "pilotFire", "pilotOther"];

/** A profile's characteristic as a finite number ≥ 0 (at most {@link MAX_COORDINATE}), or 0. */
function value(profile: unknown, key: string): number {
  const v = own(own(profile, "characteristics"), key);
  return isFiniteNumber(v) && v >= 0 ? Math.min(v, MAX_COORDINATE) : 0;
}

/**
 * The bands a vehicle's statuses impose (§ Targeting the Creatures): with Panic, one band at panic
 * speed, 4× the pulling creatures' Move (vehicle-team.ts creatureMoveOf: profile `creatureMove`, else
 * `pullingMove`, metres per round), whatever its own speed levels; null without Panic or without
 * pulling creatures (their Move 0).
 * @param statuses the actor's status ids
 * @throws {TypeError} when `statuses` is not an array or `profile` not an object
 */
export function statusBands(statuses: readonly string[], profile: MovementProfile): MovementBand[] | null {
  if (!Array.isArray(statuses)) throw new TypeError(`statuses must be an array, got ${show(statuses)}`);
  input(profile, "statusBands");
  if (!statuses.includes(PANIC)) return null;
  const creatureMove = Math.min(creatureMoveOf(profile), MAX_COORDINATE);
  if (!(creatureMove > 0)) return null;
  return [{ action: PANIC_ACTION, distance: panic({ creatureMove, surface: "road" }).speed }];
}

/** Seconds in an OpenD6 round (OpenD6 core rules; the movement text gives speeds per round). */
export const ROUND_SECONDS = 5;

/**
 * Kilometres per hour of a speed in metres per round: × 3600 ÷ {@link ROUND_SECONDS} ÷ 1000, that
 * is × 0.72 (10 m a round is 7.2 km/h).
 * @throws {TypeError|RangeError} when `metresPerRound` is not a number from 0 to 1e12
 */
export function kmhOf(metresPerRound: number): number {
  return (amount(metresPerRound, "A speed (m/round)") * 3600) / ROUND_SECONDS / 1000;
}

/** A vehicle's speed for leaping out of it. */
export interface LeapOutSpeed {
  /** The vehicle's speed level id. */
  readonly level: SpeedLevel;
  /** The level's full speed, metres per round (the text's "moving at": the level's top, Stride reading). */
  readonly metresPerRound: number;
  readonly kmh: number;
  /** Very Easy (5) below 10 km/h; null when the GM sets it (§ Leaping Out of a Vehicle). */
  readonly difficulty: number | null;
}

/**
 * How fast a vehicle moves for leaping out of it, from its profile: the speed level (`vehicleSpeed`,
 * 0 stopped … 4 all-out) times the Move (`move`, metres per round), or panic speed under Panic.
 * @param statuses the vehicle's status ids (Panic: 4× the creatures' Move, `creatureMove`)
 * @throws {TypeError} when `profile` is not an object or `statuses` not an array
 */
export function leapOutSpeed(profile: MovementProfile, statuses: readonly string[] = []): LeapOutSpeed {
  input(profile, "leapOutSpeed");
  const index = Math.min(SPEED_LEVELS.length - 1, Math.floor(value(profile, "vehicleSpeed")));
  const level = SPEED_LEVELS[index]!;
  const bands = statusBands(statuses, profile);
  const metresPerRound = bands ? bands[0]!.distance : value(profile, "move") * SPEED_TABLE[level].times;
  const kmh = kmhOf(Math.min(metresPerRound, 1e12));
  return { level, metresPerRound, kmh, difficulty: leapOut(kmh).difficulty };
}

function option(request: unknown, key: string): unknown {
  const v = own(own(request, "options"), key);
  return v === "" ? undefined : v;
}

/** A number option (numbers or number strings), or `fallback`. */
function numberOption(request: unknown, key: string, fallback: number): number {
  const raw = option(request, key);
  if (raw === undefined) return fallback;
  return amount(typeof raw === "string" ? Number(raw) : raw, `A test's ${key}`);
}

/** The intimidation code a spook request rolls, as pips (1D when absent). */
function intimidationPips(request: unknown): number {
  const raw = option(request, "intimidation");
  return typeof raw === "string" ? codePips(raw) : 3;
}

/**
 * The spook test (§ Targeting the Creatures): the attacker's intimidation code (option
 * `intimidation`, a skill code) against the creature's mettle or Charisma total (option `mettle`).
 * Other kinds: undefined.
 * @throws {TypeError|RangeError} on a malformed code or a mettle that is not a number ≥ 0
 */
export function buildSpookTest(request: TestRequest): MovementTestCall | undefined {
  input(request, "buildSpookTest");
  if (request.kind !== "spook") return undefined;
  intimidationPips(request);
  const mettle = numberOption(request, "mettle", 0);
  return {
    kind: "spook",
    characteristic: "intimidation",
    difficulty: "plain",
    modifiers: [{ source: "mettle", value: mettle }],
    request: { kind: "spook", ...(request.options ? { options: request.options } : {}) },
  };
}

function isCrew(kind: unknown): kind is "spook" | "control" {
  return kind === "spook" || kind === "control";
}

/**
 * Resolves a spook or control roll (ruling 10: made when the Wild Die total meets the difficulty).
 * Spook: the code is the request's intimidation, made means the creature is spooked. Control: the
 * driver's pilotry; a miss sets Panic (and no Lost control), a success clears Panic.
 * @throws {TypeError|RangeError} when `test` is not a spook or control call or the dice are not the formula's
 */
export function resolveCrewTest(test: MovementTestCall, pips: number, dice: readonly number[]): MovementTestResolution {
  checkCall(test);
  if (!isCrew(test.kind)) throw new RangeError(`Not an OpenD6 crew test: ${show(test.kind)}`);
  const spooking = test.kind === "spook";
  // The vehicle tests' Wild Die roll (ruling 10), read with the crew's outcomes.
  const rolled = resolveVehicleTest(
    { ...test, kind: "control" },
    spooking ? intimidationPips(test.request) : pips,
    dice,
  );
  const outcome = (spooking ? ["calm", "spooked"] : ["panic", "regained"])[rolled.success ? 1 : 0]!;
  return {
    ...rolled,
    outcome: rolled.outcome.replace(/^\w+/, outcome),
    consequences: spooking ? [] : [{ type: "status", status: PANIC, active: !rolled.success }],
  };
}

/**
 * A water vehicle's pilot and stunt rolls (and its driver's rolls in combat) take the day's wind (§ Sailing Ships): the sailing
 * modifier of the scene's weather (situation `weather`) when the profile is a water vehicle's
 * (`water` 1), its source `sailingGale` in a gale or worse (a miss then drives the ship, see
 * {@link withCrewTests}); none when becalmed (no movement at all), for other tests, or when the call
 * has a sailing line already.
 * @throws {TypeError} when `call` is not a test call or `situation` not an object
 */
export function sailingLines(call: MovementTestCall, situation: TestSituation): ModifierLine[] {
  checkCall(call);
  input(situation, "sailingLines");
  if (!PILOT_KINDS.includes(call.kind) || value(situation.profile, "water") !== 1) return [];
  if (call.modifiers.some((m) => m.source.startsWith("sailing"))) return [];
  const wind = readWind(situation.weather, storedHeading(situation.profile));
  if (!wind || wind.modifier === null || (!wind.modifier && !wind.drives)) return [];
  return [{ source: wind.drives ? GALE : "sailing", value: wind.modifier }];
}

/** The sailing line's source in a gale or worse. */
const GALE = "sailingGale";

/** Whether a call was rolled in a gale or worse (its sailing line, {@link sailingLines}). */
const inGale = (c: MovementTestCall) =>
  isArray(own(c, "modifiers")) && c.modifiers.some((m) => own(m, "source") === GALE);

/** The day's wind from stored weather (to a ship heading `heading`, radians), or null when it is not the d6 wind's dice. */
function readWind(weather: unknown, heading?: number) {
  try {
    return dailyWind(weather as SceneWeather, heading);
  } catch {
    return null;
  }
}

/** The day's wind (§ Sailing Ships), from the dice a scene stores. */
export interface DailyWind {
  readonly wind: ReturnType<typeof windFromWildDie>;
  readonly direction: ReturnType<typeof windDirection>;
  /** Wind plus direction; null when becalmed. */
  readonly modifier: number | null;
  /** A ship losing control runs at all-out speed with the wind (gale or worse). */
  readonly drives: boolean;
  /** Where the wind blows from, degrees clockwise from north: the stored bearing, else the direction die's. */
  readonly windFrom: number;
}

/**
 * The day's wind from stored dice: `dice[0]` the Wild Die's results (windFromWildDie), `dice[1][0]`
 * the direction die (windDirection), and where it blows from (`windFrom`, a bearing; else the
 * direction die's, sailing.ts compassOfDie). To a ship with a `heading` its direction is the
 * ship's own situation to that bearing (sailing.ts windSituation: the scene's one wind meets each
 * ship as it lies); without one, the direction die's row.
 * @param heading the ship's heading, radians on the canvas (0 along +x, clockwise), when known
 * @throws {TypeError|RangeError} when `weather` is not `{ dice: [wild results, [direction die]] }`
 */
export function dailyWind(weather: SceneWeather, heading?: number): DailyWind {
  input(weather, "dailyWind");
  const dice = own(weather, "dice");
  if (!Array.isArray(dice) || dice.length !== 2 || !Array.isArray(dice[1])) {
    throw new TypeError(`The wind's dice must be [Wild Die results, [direction die]], got ${show(dice)}`);
  }
  checkD6Results(dice[1] as number[], "The direction die");
  if ((dice[1] as unknown[]).length !== 1) throw new RangeError("The direction is one die");
  const wind = windFromWildDie(dice[0] as number[]);
  const die = (dice[1] as number[])[0]!;
  const windFrom = bearingOf(own(weather, "windFrom")) ?? compassOfDie(die);
  const relative = isFiniteNumber(heading) ? windSituation(heading, windFrom) : null;
  const direction = relative ? { direction: relative, modifier: WIND_DIRECTION_TABLE[relative] } : windDirection(die);
  const sailing = sailingModifier({ wind: wind.wind, direction: direction.direction });
  return { wind, direction, modifier: sailing.modifier, drives: sailing.drivenOnLossOfControl, windFrom };
}

/**
 * How the wind card shows the day's wind: the wind (its km/h range and metres per round), the
 * direction, the modifier ships' rolls take, and notes: becalmed ships cannot move; in a gale or
 * worse a ship that loses control runs at all-out speed with the wind, which Stride leaves to the GM.
 * @throws {TypeError|RangeError} as {@link dailyWind}
 */
export function describeWind(weather: SceneWeather): WeatherDescription {
  const day = dailyWind(weather);
  const row = WIND_TABLE[day.wind.wind];
  const kmh = Number.isFinite(row.kmh[1]) ? `${row.kmh[0]}–${row.kmh[1]}` : `${row.kmh[0]}+`;
  const windModifier = row.modifier === null ? "—" : signed(row.modifier);
  return {
    title: { key: `STRIDE.D6Sailing.wind.${day.wind.wind}` },
    lines: [
      {
        label: { key: "STRIDE.D6Sailing.Card.wildDie" },
        value: `${day.wind.value} → ${day.wind.metresPerRound} m/round (${kmh} km/h)`,
      },
      { label: { key: "STRIDE.D6Sailing.Card.windModifier" }, value: windModifier },
      {
        label: { key: `STRIDE.D6Sailing.direction.${day.direction.direction}` },
        value: signed(day.direction.modifier),
      },
      { label: { key: "STRIDE.D6Sailing.Card.total" }, value: day.modifier === null ? "—" : signed(day.modifier) },
      { label: { key: "STRIDE.D6Sailing.Card.windFrom" }, value: `${day.windFrom}°` },
    ],
    notes: [
      ...(day.wind.moves ? [] : [{ key: "STRIDE.D6Sailing.Card.becalmed" }]),
      ...(day.drives ? [{ key: "STRIDE.D6Sailing.Card.drives" }] : []),
      { key: "STRIDE.D6Sailing.Card.applies" },
    ],
  };
}

/** The daily wind as a weather capability: one Wild Die (explodes on 6) and a direction die. */
export const WIND_WEATHER: WeatherCapability = {
  label: "STRIDE.D6Sailing.roll",
  formulas: ["1d6x6", "1d6"],
  fromDice(dice: readonly (readonly number[])[]): SceneWeather {
    const rolled: unknown = dice;
    if (!Array.isArray(rolled)) throw new TypeError(`The weather's dice must be an array, got ${show(rolled)}`);
    const dice2 = rolled.map((d: unknown) => (Array.isArray(d) ? [...(d as number[])] : []));
    // The direction die turned into a bearing once, when rolled (sailing.ts compassOfDie).
    const day = dailyWind({ dice: dice2 });
    return { dice: dice2, windFrom: day.windFrom };
  },
  describe: describeWind,
  compass: COMPASS_POINTS,
};

const codes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => formatSkillCode(pipsCode(from + i)));
const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));
const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const mettle: ManualTestOption = { key: "mettle", label: "STRIDE.D6Crew.Option.mettle", choices: numbers(5, 30) };

/**
 * The tests the GM posts from a vehicle token's HUD (TestsCapability.vehicleTests): for a vehicle
 * with pulling creatures (`creatureMove` or `pullingMove` > 0: a drawn vehicle's, whatever its listed pulling rate) the spook card (the attacker's intimidation code
 * against the creature's mettle total) and the control roll (mettle + 9); for every vehicle the
 * leap out of it, posted for a passenger, at the vehicle's speed in km/h ({@link leapOutSpeed}):
 * Very Easy below 10 km/h, else at the difficulty the GM picks; for an animal-drawn vehicle
 * (`vehicleKind`) its team's running roll over the distance the GM gives, at its pulling rate
 * (vehicle-team.ts; § Vehicle Movement, § Running), with the terrain.
 * @param statuses the vehicle's status ids (Panic moves it at panic speed)
 * @throws {TypeError} when `profile` is not an object
 */
export function vehicleTests(profile: MovementProfile, statuses: readonly string[] = []): ManualTestSpec[] {
  input(profile, "vehicleTests");
  const drawn = creatureMoveOf(profile) > 0;
  const speed = leapOutSpeed(profile, Array.isArray(statuses) ? statuses : []);
  const kmh = String(Math.round(speed.kmh * 10) / 10);
  const team: ManualTestSpec[] = isDrawnProfile(profile)
    ? [
        {
          request: { kind: TEAM_TEST, options: { move: String(teamRate(profile)) } },
          label: "STRIDE.D6Vehicle.Test.team",
          needsDistance: true,
          options: [
            {
              key: "terrain",
              label: "STRIDE.D6.Option.terrain",
              choices: D6_TERRAIN.map((value) => ({ value, label: `STRIDE.Terrain.${value}` })),
            },
          ],
        },
      ]
    : [];
  return [
    ...team,
    ...(drawn
      ? [
          {
            request: { kind: "spook" },
            label: "STRIDE.D6Crew.Test.spook",
            options: [
              { key: "intimidation", label: "STRIDE.D6Crew.Option.intimidation", choices: plain(codes(3, 30)) },
              mettle,
            ],
          },
          { request: { kind: "control" }, label: "STRIDE.D6Vehicle.Test.control", options: [mettle] },
        ]
      : []),
    {
      request: { kind: "leapOut", options: { kmh } },
      label: "STRIDE.D6Vehicle.Test.leapOut",
      passenger: true,
      ...(speed.difficulty === null
        ? { options: [{ key: "difficulty", label: "STRIDE.D6Crew.Option.difficulty", choices: numbers(5, 30) }] }
        : {}),
    },
  ];
}

/**
 * A leap out's description with the vehicle's speed (request option `kmh`) as its first line, so
 * the card says why the difficulty is Very Easy or the GM's; other tests' unchanged.
 * @throws {TypeError} when `description` has no lines array
 */
export function withSpeedLine(test: MovementTestCall, description: TestDescription): TestDescription {
  if (!isArray(own(description, "lines")))
    throw new TypeError(`A test description needs lines, got ${show(description)}`);
  const raw = own(own(test.request, "options"), "kmh");
  const kmh = typeof raw === "string" ? Number(raw) : raw;
  if (test.kind !== "leapOut" || !isFiniteNumber(kmh)) return description;
  const line = { label: { key: "STRIDE.D6Crew.Card.kmh" }, value: `${Math.round(kmh * 10) / 10} km/h` };
  return { ...description, lines: [line, ...description.lines] };
}

/** Lang key of a spook card's line source. */
const SPOOK_LINES: Readonly<Record<string, string>> = { mettle: "STRIDE.D6Crew.Card.mettle" };

/**
 * How a card shows the spook test: the intimidation code it rolls and the creature's mettle.
 * @throws {TypeError|RangeError} when `test` is not a spook call
 */
export function describeSpook(test: MovementTestCall): TestDescription {
  checkCall(test);
  if (test.kind !== "spook") throw new RangeError(`Not a spook test: ${show(test.kind)}`);
  const difficulty = Math.max(0, totalModifier(test));
  return {
    title: { key: "STRIDE.D6Crew.Test.spookTitle", data: { difficulty } },
    reason: { key: "STRIDE.D6Crew.Card.reason.spook" },
    lines: [
      {
        label: { key: "STRIDE.D6Crew.Card.intimidation" },
        value: formatSkillCode(pipsCode(intimidationPips(test.request))),
      },
      ...test.modifiers.map((m) => ({
        label: modifierLabel(m, (source) => row(SPOOK_LINES, source) ?? source),
        value: String(m.value),
      })),
    ],
    target: String(difficulty),
    impossible: false,
  };
}

/**
 * How a card shows a rolled spook or control test.
 * @throws {TypeError|RangeError} when `test` or `resolution` is not well formed
 */
export function describeCrewResult(test: MovementTestCall, resolution: MovementTestResolution): ResultDescription {
  checkCall(test);
  checkResolution(resolution);
  const [id = "", flagged] = resolution.outcome.split(":");
  return {
    verdict: {
      key: `STRIDE.D6.Card.verdict.${resolution.success ? "made" : "missed"}${flagged === "complication" ? "Complication" : ""}`,
      data: { difficulty: resolution.targetNumber, margin: Math.max(0, resolution.degrees - 1) },
    },
    outcome: { key: `STRIDE.D6Crew.Card.outcome.${id}` },
  };
}

/** What {@link withCrewTests} adds to a tests capability. */
export type CrewTests = Required<Pick<TestsCapability, "vehicleTests" | "situationalModifiers">>;

/**
 * The vehicle tests with the crew's beside them: the spook test is built, rolled, resolved and
 * described here; the control roll's resolution sets or clears Panic; a move at panic speed calls
 * for no pilot's roll; the day's wind adds the sailing modifier to a water vehicle's rolls
 * (situationalModifiers, after `tests`' own); `vehicleTests` lists the vehicle HUD's tests.
 */
export function withCrewTests<T extends TestsCapability>(tests: T): T & CrewTests {
  input(tests, "withCrewTests");
  const own_ = (c: unknown) => own(c, "kind");
  return {
    ...tests,
    movementTests: (move: MoveSummary) =>
      isArray(own(move, "bands")) && move.bands.some((b) => own(b, "action") === PANIC_ACTION)
        ? []
        : tests.movementTests(move),
    vehicleTests,
    buildTest: (request: TestRequest) => buildSpookTest(request) ?? tests.buildTest(request),
    formula: (c: MovementTestCall, pips: number) =>
      own_(c) === "spook" ? wildDieFormula(pipsCode(intimidationPips(c.request))) : tests.formula(c, pips),
    resolve: (c: MovementTestCall, pips: number, dice: readonly number[], profile?: MovementProfile) => {
      if (isCrew(own_(c))) return resolveCrewTest(c, pips, dice);
      const r = tests.resolve(c, pips, dice, profile);
      // § Sailing Ships: losing control in a gale or worse drives the ship at all-out speed with the wind.
      return !r.success && inGale(c) ? { ...r, outcome: r.outcome.replace(/^\w+/, "driven") } : r;
    },
    describe: (c: MovementTestCall, pips: number | null) => {
      if (own_(c) === "spook") return describeSpook(c);
      const d = withSpeedLine(c, tests.describe(c, pips));
      const key = "STRIDE.D6Sailing.Card.gale";
      return { ...d, lines: d.lines.map((l) => (l.label.key.endsWith(GALE) ? { ...l, label: { key } } : l)) };
    },
    describeResult: (c: MovementTestCall, r: MovementTestResolution) => {
      if (isCrew(own_(c))) return describeCrewResult(c, r);
      const outcome = own(r, "outcome");
      if (!(typeof outcome === "string" && outcome.startsWith("driven"))) return tests.describeResult(c, r);
      const lost = { ...r, outcome: r.outcome.replace("driven", "lostControl") };
      return { ...tests.describeResult(c, lost), outcome: { key: "STRIDE.D6Sailing.Card.driven" } };
    },
    situationalModifiers: (c: MovementTestCall, s: TestSituation) => [
      ...(tests.situationalModifiers?.(c, s) ?? []),
      ...sailingLines(c, s),
    ],
  };
}

/**
 * The character tests with the vehicle tests ({@link withVehicleTests}), the crew's
 * ({@link withCrewTests}) and the vehicle combat cards (vehicle-combat.ts withVehicleCombatTests).
 */
export function withVehicleCrewTests<T extends TestsCapability>(tests: T): T & CrewTests {
  return withVehicleCombatTests(withCrewTests(withVehicleTests(tests)));
}

/**
 * A statuses capability with the crew's Panic status and the bands it imposes ({@link statusBands}).
 * @throws {TypeError} when `statuses` is not a capability with a statuses array
 */
export function withCrewStatuses<T extends StatusesCapability>(
  statuses: T,
): T & Required<Pick<StatusesCapability, "statusBands">> {
  if (!isArray(own(statuses, "statuses")))
    throw new TypeError(`withCrewStatuses needs a statuses array, got ${show(statuses)}`);
  return { ...statuses, statuses: [...statuses.statuses, ...CREW_STATUSES], statusBands };
}
