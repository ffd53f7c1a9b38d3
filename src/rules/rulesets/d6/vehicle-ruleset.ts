/**
 * OpenD6 vehicles as capabilities: the speed levels as a vehicle's movement bands and
 * actions, the Lost control status, and the vehicle tests — the pilot's roll for high and all-out
 * speed (an animal-drawn vehicle's team's running instead, vehicle-team.ts), a stunt, bringing a
 * spooked team under control, leaping out — beside the character tests
 * (d6-movement.txt, Vehicles & Aerial Characters; rulings 10 and 12). Pure; metres.
 * @module
 */
import type { ResultDescription, TestDescription, TestSituation, TestsCapability } from "../../capabilities";
import { checkCall, checkResolution, signed, totalModifier } from "../../card-text";
import { modifierLabel } from "../../gm-modifier";
import { formatSkillCode, wildDieTest } from "../../dice/wild-die";
import type {
  ManualTestSpec,
  ModifierLine,
  MovementBand,
  MovementContext,
  MovementProfile,
  MovementTestCall,
  MoveSummary,
  TestRequest,
} from "../../types";
import type { MovementTestResolution, TestConsequence } from "../../capabilities/outcomes";
import { amount, input, isArray, own, show } from "../../geometry/validate";
import { D6_TERRAIN, isTerrainLevel, runningDifficulty, runningOutcome, terrainModifier } from "./movement";
import { pipsCode, readMove } from "./profile";
import {
  FAMILIARITY,
  FAMILIARITY_TABLE,
  MANUAL_MODIFIER,
  MAX_LEVEL_CHANGE,
  SPEED_LEVELS,
  STUNT_TABLE,
  STUNTS,
  TOPPLE_MISS,
  TURN_STUNTS,
  VEHICLE_KINDS,
  type SpeedLevel,
  type StuntId,
} from "./vehicle-tables";
import { isStunt, leapOut, pilotRoll, speedLevelFor, spook, stuntDifficulty, type DifficultyLine } from "./vehicles";
import { windFromWildDie } from "./sailing";
import { LOST_CONTROL, VEHICLE_ACTIONS } from "./vehicle-ids";
import { isVehicleBandList, VEHICLE_COUNTERS, vehicleCounters, vehicleMoveRequests } from "./vehicle-drive";
import { strikeConsequence } from "./vehicle-strike";
import { isDrawnProfile, TEAM_TEST, teamRate } from "./vehicle-team";
import { heldDifficulty, lastRate, paceSlowdown } from "./chase-miss";
import { isFiniteNumber } from "../../scene/numbers";
export { VEHICLE_ACTION_SPECS, VEHICLE_STATUSES } from "./manifest";

export { LOST_CONTROL, VEHICLE_ACTIONS };

/** Whether stored weather is the d6 wind's dice of a becalmed day (sailing.ts windFromWildDie); false for anything else. */
function becalmed(weather: unknown): boolean {
  const dice = own(weather, "dice");
  if (!Array.isArray(dice) || !Array.isArray(dice[0])) return false;
  try {
    return !windFromWildDie(dice[0] as number[]).moves;
  } catch {
    return false;
  }
}

/** A profile's characteristic as a finite number, or `fallback`. */
function characteristic(profile: MovementProfile | undefined, key: string, fallback: number): number {
  const value = own(own(profile, "characteristics"), key);
  return isFiniteNumber(value) ? value : fallback;
}

/**
 * A vehicle's bands (§ Vehicle Movement): cautious (½ Move), cruising (Move), high (2×) and
 * all-out (4×), up to the top speed its damage leaves (profile `topSpeed`, the level's index, 4
 * when absent; Light and Heavy damage) and no more than two levels above its stored speed
 * (profile `vehicleSpeed`, the level's index; no such limit when absent; § Stunts: at most two
 * levels a round). A vehicle whose top speed is stopped has one band of 0 m, and so has a water
 * vehicle (`water` 1) under a becalmed wind on its scene (`context.weather`; § Sailing Ships: a
 * becalmed ship cannot move).
 * The Move is the profile's `move` (10 m when not a number > 0).
 * @returns bands ascending by distance, metres
 * @throws {TypeError} when `profile` is not an object
 */
export function vehicleBands(profile: MovementProfile, context?: MovementContext): MovementBand[] {
  input(profile, "vehicleBands");
  if (characteristic(profile, "water", 0) === 1 && becalmed(own(context, "weather"))) {
    return [{ action: VEHICLE_ACTIONS.cautious, distance: 0 }];
  }
  const move = readMove(own(own(profile, "characteristics"), "move"));
  const damaged = Math.min(SPEED_LEVELS.length - 1, Math.max(0, Math.floor(characteristic(profile, "topSpeed", 4))));
  // At most two levels faster than the stored speed this round (§ Stunts; vehicle-drive.ts).
  const stored = Math.max(0, Math.floor(characteristic(profile, "vehicleSpeed", SPEED_LEVELS.length)));
  const top = Math.min(damaged, stored + MAX_LEVEL_CHANGE);
  const times: Record<string, number> = { cautious: 0.5, cruising: 1, high: 2, allOut: 4 };
  const bands = Object.entries(VEHICLE_ACTIONS)
    .filter(([level]) => SPEED_LEVELS.indexOf(level as SpeedLevel) <= top)
    .map(([level, action]) => ({ action, distance: move * times[level]! }));
  return bands.length ? bands : [{ action: VEHICLE_ACTIONS.cautious, distance: 0 }];
}

/** The vehicle test kinds and the skill (profile key) each rolls. */
export const VEHICLE_TEST_SKILLS = {
  pilot: "pilotry",
  stunt: "pilotry",
  control: "pilotry",
  // § Leaping Out: acrobatics or Agility; characters' profiles carry Agility.
  leapOut: "agility",
  // An animal-drawn vehicle's team runs (§ Vehicle Movement, § Running): the vehicle carries its code.
  team: "teamRunning",
} as const;
export type VehicleTestKind = keyof typeof VEHICLE_TEST_SKILLS;

/** Whether a test kind is a vehicle test. */
export function isVehicleTest(kind: unknown): kind is VehicleTestKind {
  return typeof kind === "string" && Object.hasOwn(VEHICLE_TEST_SKILLS, kind);
}

function option(request: TestRequest, key: string): unknown {
  const value = own(request.options, key);
  return value === "" ? undefined : value;
}

function numberOption(request: TestRequest, key: string): number | undefined {
  const raw = option(request, key);
  if (raw === undefined) return undefined;
  return amount(typeof raw === "string" ? Number(raw) : raw, `A test's ${key}`);
}

/** The conditions a request names: terrain, familiarity, a manual, the sailing modifier. */
function conditions(request: TestRequest) {
  const terrain = option(request, "terrain");
  const familiarity = option(request, "familiarity");
  const sailing = option(request, "sailing");
  if (terrain !== undefined && !isTerrainLevel(terrain))
    throw new RangeError(`Unknown OpenD6 terrain level ${show(terrain)}`);
  return {
    terrain,
    familiarity: familiarity as (typeof FAMILIARITY)[number] | undefined,
    manual: option(request, "manual") === true || option(request, "manual") === "true",
    sailing: sailing === undefined ? undefined : typeof sailing === "string" ? Number(sailing) : (sailing as number),
  };
}

function call(request: TestRequest, kind: VehicleTestKind, lines: readonly DifficultyLine[]): MovementTestCall {
  const distance = kind === TEAM_TEST && request.distance !== undefined ? { distance: request.distance } : {};
  return {
    kind,
    characteristic: VEHICLE_TEST_SKILLS[kind],
    difficulty: "plain",
    modifiers: lines.map((l) => ({ source: l.source, value: l.value })),
    ...distance,
    request: { kind, ...distance, ...(request.options ? { options: request.options } : {}) },
  };
}

/** The pulling rate a team's running request names (option `move`; 10 m when it names none). */
function teamMove(request: unknown): number {
  const raw = own(own(request, "options"), "move");
  return readMove(typeof raw === "string" ? Number(raw) : raw);
}

/**
 * Builds a vehicle test from a request, or undefined when the kind is not one. Kinds and options:
 * `pilot` (`level` a speed level; terrain, familiarity, manual, sailing), `stunt` (`stunts` the
 * stunt ids joined by commas, each counted once, `turn` a stunt id, `turns` the turn stunt of
 * each waypoint joined by commas, each its own line, `kind` the vehicle's kind, `from`/`to` speed
 * levels; the same conditions), `control` (`mettle` the creature's total: difficulty mettle + 9),
 * `leapOut` (`kmh` the vehicle's speed: Very Easy below 10 km/h, else `difficulty` as the GM sets it),
 * `team` (an animal-drawn vehicle's team running `distance` metres this round, § Running: option
 * `move` the pulling rate, +5 a movement beyond the first, and `terrain`; undefined without a distance).
 * @throws {TypeError} when `request` is not an object
 * @throws {RangeError} on an unknown level, stunt, kind, terrain or familiarity, or a number that is not ≥ 0
 */
export function buildVehicleTest(request: TestRequest): MovementTestCall | undefined {
  input(request, "buildVehicleTest");
  const kind = request.kind;
  if (!isVehicleTest(kind)) return undefined;
  switch (kind) {
    case "pilot": {
      const rolled = pilotRoll({ level: (option(request, "level") ?? "high") as SpeedLevel, ...conditions(request) });
      return call(request, kind, rolled.lines);
    }
    case "stunt": {
      const listed = option(request, "stunts");
      const turn = option(request, "turn");
      const ids = [
        ...(typeof listed === "string"
          ? listed
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)
          : []),
        ...(turn === undefined ? [] : [turn]),
      ] as StuntId[];
      const from = option(request, "from") as SpeedLevel | undefined;
      const to = option(request, "to") as SpeedLevel | undefined;
      // `turns`: one turn stunt per waypoint of a path, each its own line, summed (vehicle-drive.ts).
      const turns = option(request, "turns");
      const turnLines = (typeof turns === "string" ? turns.split(",") : []).filter(Boolean).map((id) => {
        if (!isStunt(id.trim())) throw new RangeError(`Unknown OpenD6 stunt ${show(id)}`);
        return { source: `stunt.${id.trim()}`, value: STUNT_TABLE[id.trim() as StuntId].modifier };
      });
      const result = stuntDifficulty({
        stunts: ids,
        kind: option(request, "kind") as never,
        ...(from && to ? { from, to } : {}),
        ...conditions(request),
      });
      return call(request, kind, [...turnLines, ...result.lines]);
    }
    case "team": {
      if (request.distance === undefined) return undefined;
      const distance = amount(request.distance, "A test's distance");
      const { terrain: where } = conditions(request);
      // The running difficulty of movement.ts, split into its movements and its terrain lines.
      const running = runningDifficulty({ move: teamMove(request), distance });
      return call(request, kind, [
        { source: "movements", value: running.difficulty },
        ...(where !== undefined && where !== "easy"
          ? [{ source: `terrain.${where}`, value: terrainModifier(where) }]
          : []),
      ]);
    }
    case "control": {
      const { controlDifficulty } = spook({ mettle: numberOption(request, "mettle") ?? 0 });
      return call(request, kind, [{ source: "control", value: controlDifficulty }]);
    }
    default: {
      const kmh = numberOption(request, "kmh") ?? 0;
      const set = leapOut(kmh).difficulty ?? numberOption(request, "difficulty") ?? 0;
      return call(request, kind, [{ source: "leapOut", value: set }]);
    }
  }
}

/**
 * The tests a vehicle's finished move calls for (vehicle-drive.ts vehicleMoveRequests): the pilot's
 * roll at high and all-out speed (§ Vehicle Movement) and the stunt of a path that turned, climbed
 * or changed speed rapidly (§ Stunts), with the worst terrain crossed. Null when the move is not a
 * vehicle's (its bands are not speed levels).
 * @throws {TypeError|RangeError} as the character tests do on a malformed summary
 */
export function vehicleMovementTests(move: MoveSummary): MovementTestCall[] | null {
  input(move, "vehicleMovementTests");
  return isVehicleBandList(move.bands) ? vehicleMoveRequests(move).map((r) => buildVehicleTest(r)!) : null;
}

/** Whether a stunt call is the regain-control stunt (its request's `stunts` or `turn` names it). */
function regains(test: MovementTestCall): boolean {
  const options = own(test.request, "options");
  const named = [own(options, "stunts"), own(options, "turn")];
  return named.some((v) => typeof v === "string" && v.split(",").some((s) => s.trim() === "regainControl"));
}

/**
 * Resolves a rolled vehicle test (ruling 10): made when the Wild Die total meets the difficulty.
 * A missed pilot roll, stunt or control roll loses control (the Lost control status; outcome
 * `lostControl`); for a land or animal-drawn vehicle (profile `vehicleKind`) the outcome is
 * `veered` (it swerves aside and halts, vehicle-drive.ts lostControlTurnStart), `veeredBadly`
 * when missed by {@link TOPPLE_MISS} or more (it may topple or lose its pulling creatures: the GM
 * decides; § Stunts). A made regain-control stunt clears Lost control (outcome `regained`). A
 * made declared ram or sideswipe (a stunt whose request carries the collision, vehicle-strike.ts)
 * strikes: outcome `struck` and the collision card's consequence (§ Ramming & Sideswiping
 * Vehicles: both vehicles take damage in a successful one); a missed one strikes nothing. A
 * missed leap out costs 6 points or a Wound level. A team's running roll ({@link TEAM_TEST}) follows
 * § Running: made, the vehicle covers the distance (`teamRuns`); missed, only the pulling rate
 * (`teamSlows`, the rest walked back: `backtrack`, and the stored speed level lowered to the
 * level of that distance: `counter` `vehicleSpeed`), and by 10 or more (movement.ts TRIP_MARGIN)
 * the team may stumble as well (`teamStumbles`: the GM decides what follows; no status); under the
 * GM's acceleration limits (request `paceRate`) § Accelerating & Decelerating instead: last round's
 * rate kept (`teamKeepsPace`) or slowed by 2× the pulling rate (`teamSlowsChase`); never Lost control.
 * @param profile the vehicle's movement profile, when known
 * @throws {TypeError} when `test` is not a test call or `dice` not an array
 * @throws {RangeError} when the kind is not a vehicle test or the dice are not the formula's
 */
export function resolveVehicleTest(
  test: MovementTestCall,
  pips: number,
  dice: readonly number[],
  profile?: MovementProfile,
): MovementTestResolution {
  checkCall(test);
  if (!isVehicleTest(test.kind)) throw new RangeError(`Not an OpenD6 vehicle test: ${show(test.kind)}`);
  if (!Array.isArray(dice)) throw new TypeError(`A test's dice must be an array of d6 results, got ${show(dice)}`);
  const code = pipsCode(isFiniteNumber(pips) ? pips : 0);
  if (dice.length < code.dice) throw new RangeError(`The test rolls ${code.dice} dice, got ${dice.length} results`);
  const difficulty = Math.max(0, totalModifier(test));
  const rolled = wildDieTest(
    { normal: dice.slice(0, code.dice - 1), wild: dice.slice(code.dice - 1), pips: code.pips },
    difficulty,
  );
  if (test.kind === TEAM_TEST) return resolveTeam(test, rolled, difficulty, profile);
  const kind = VEHICLE_KINDS[characteristic(profile, "vehicleKind", -1)];
  const land = test.kind !== "control" && (kind === "land" || kind === "animalDrawn");
  const veered = difficulty - rolled.total >= TOPPLE_MISS ? "veeredBadly" : "veered";
  const missed = test.kind === "leapOut" ? "hurt" : land ? veered : "lostControl";
  const regained = test.kind === "stunt" && regains(test);
  const strike = test.kind === "stunt" && rolled.success ? strikeConsequence(test.request) : null;
  const outcome = rolled.success ? (regained ? "regained" : strike ? "struck" : "made") : missed;
  const loses = !rolled.success && test.kind !== "leapOut";
  const consequences: TestConsequence[] = [
    ...(loses || regained ? [{ type: "status" as const, status: LOST_CONTROL, active: loses }] : []),
    ...(strike ? [strike] : []),
  ];
  return {
    success: rolled.success,
    degrees: 1 + Math.abs(rolled.total - difficulty),
    targetNumber: difficulty,
    outcome: rolled.complication ? `${outcome}:complication` : outcome,
    prone: false,
    ...(consequences.length ? { consequences } : {}),
  };
}

/**
 * A rolled team's running roll (§ Running: a miss covers only the rate, a bad one may trip), at the
 * pulling rate of the vehicle's profile when it is a drawn vehicle's (else the request's `move`). A miss
 * walks the rest back, and with the vehicle's profile known its stored speed level (`vehicleSpeed`)
 * comes down to the level of the metres covered (a `counter` step from the stored level; never up).
 */
function resolveTeam(
  test: MovementTestCall,
  rolled: { readonly success: boolean; readonly total: number; readonly complication: boolean },
  difficulty: number,
  profile: MovementProfile | undefined,
): MovementTestResolution {
  const distance = test.distance ?? 0;
  // The vehicle's own pulling rate where its profile is known, not what the request claims.
  const rate = isDrawnProfile(profile) ? teamRate(profile) : teamMove(test.request);
  const run = {
    ...runningOutcome({ move: rate, distance, difficulty, total: rolled.total }),
    ...teamChase(test, rate, rolled),
  };
  const outcome = run.success ? "teamRuns" : (run.chase ?? (run.trips ? "teamStumbles" : "teamSlows"));
  const back = distance - run.covered;
  const stored = Math.floor(characteristic(profile, VEHICLE_COUNTERS.speed, -1));
  const reached = SPEED_LEVELS.indexOf(speedLevelFor({ move: rate, distance: run.covered }) ?? "allOut");
  // A miss only ever slows: a card rolled after the vehicle stopped leaves it stopped.
  const slowed = back > 0 && stored >= 0 ? Math.min(0, reached - stored) : 0;
  const consequences: TestConsequence[] = [
    ...(back > 0 ? [{ type: "backtrack" as const, distance: back }] : []),
    ...(slowed ? [{ type: "counter" as const, counter: VEHICLE_COUNTERS.speed, amount: slowed }] : []),
  ];
  return {
    success: run.success,
    degrees: 1 + Math.abs(rolled.total - difficulty),
    targetNumber: difficulty,
    outcome: rolled.complication ? `${outcome}:complication` : outcome,
    prone: false,
    amount: run.covered,
    ...(consequences.length ? { consequences } : {}),
  };
}

/**
 * A missed team's roll under the GM's acceleration limits (request option `paceRate`, last round's
 * rate from the stored level; vehicle-drive.ts vehicleMoveRequests), as a runner's (chase-miss.ts,
 * § Accelerating & Decelerating): a total that makes last round's rate keeps it (`teamKeepsPace`),
 * else the rate drops by 2× the pulling rate (`teamSlowsChase`; below 0 `teamStumbles`). Empty
 * when made or without limits.
 */
function teamChase(
  test: MovementTestCall,
  rate: number,
  rolled: { readonly success: boolean; readonly total: number },
): { covered?: number; chase?: string } {
  const last = lastRate(test);
  if (rolled.success || last === null) return {};
  const distance = test.distance ?? 0;
  const request: TestRequest = {
    kind: TEAM_TEST,
    ...test.request,
    options: { ...test.request?.options, move: String(rate) },
  };
  const rated: MovementTestCall = { ...test, request };
  if (rolled.total >= heldDifficulty(rated, last)) return { covered: Math.min(distance, last), chase: "teamKeepsPace" };
  const slowed = paceSlowdown(rated)!;
  return {
    covered: Math.min(distance, slowed.rate),
    chase: slowed.outcome === "trip" ? "teamStumbles" : "teamSlowsChase",
  };
}

/** Lang key of a vehicle difficulty line's source (`speed.high`, `stunt.fast90`, `terrain.rough` …). */
function lineKey(source: string): string {
  if (source.startsWith("terrain.")) return `STRIDE.Terrain.${source.slice(8)}`;
  if (source === "movements") return "STRIDE.D6.Modifier.movements";
  return `STRIDE.D6Vehicle.Modifier.${source}`;
}

/**
 * How a card shows a vehicle test: titled by the test and its difficulty, the skill code (pilotry
 * with the vehicle's Maneuverability), each line and the difficulty to meet.
 * @throws {TypeError|RangeError} when `test` is not a vehicle test call
 */
export function describeVehicleTest(test: MovementTestCall, pips: number | null): TestDescription {
  checkCall(test);
  if (!isVehicleTest(test.kind)) throw new RangeError(`Not an OpenD6 vehicle test: ${show(test.kind)}`);
  const difficulty = Math.max(0, totalModifier(test));
  const code = pips === null ? null : formatSkillCode(pipsCode(isFiniteNumber(pips) ? pips : 0));
  return {
    title: { key: `STRIDE.D6Vehicle.Test.${test.kind}Title`, data: { difficulty } },
    reason: {
      key: `STRIDE.D6Vehicle.Card.reason.${test.kind}`,
      ...(test.kind === TEAM_TEST ? { data: { distance: test.distance ?? 0, move: teamMove(test.request) } } : {}),
    },
    lines: [
      ...(code === null ? [] : [{ label: { key: `STRIDE.D6Vehicle.Skill.${test.characteristic}` }, value: code }]),
      ...test.modifiers.map((m) => ({ label: modifierLabel(m, lineKey), value: signed(m.value) })),
    ],
    target: code === null ? null : String(difficulty),
    impossible: false,
  };
}

/**
 * How a card shows a rolled vehicle test.
 * @throws {TypeError|RangeError} when `test` or `resolution` is not well formed
 */
export function describeVehicleResult(test: MovementTestCall, resolution: MovementTestResolution): ResultDescription {
  checkCall(test);
  checkResolution(resolution);
  const [id = "", flagged] = resolution.outcome.split(":");
  const verdict = resolution.success ? "made" : "missed";
  return {
    verdict: {
      key: `STRIDE.D6.Card.verdict.${verdict}${flagged === "complication" ? "Complication" : ""}`,
      data: { difficulty: resolution.targetNumber, margin: Math.max(0, resolution.degrees - 1) },
    },
    outcome: {
      key: `STRIDE.D6Vehicle.Card.outcome.${id}`,
      ...(test.kind === TEAM_TEST ? { data: teamOutcomeData(test, resolution) } : {}),
    },
  };
}

/** The metres a team's card names: the distance and what it covered (all when made, else the pulling rate). */
function teamOutcomeData(test: MovementTestCall, resolution: MovementTestResolution) {
  const distance = test.distance ?? 0;
  const move = teamMove(test.request);
  const amount_ = own(resolution, "amount");
  const [id = ""] = resolution.outcome.split(":");
  const last = lastRate(test);
  const chased = last === null || resolution.success ? null : id === "teamKeepsPace" ? last : paceSlowdown(test)?.rate;
  const covered = isFiniteNumber(amount_)
    ? amount_
    : resolution.success
      ? distance
      : Math.min(distance, chased ?? move);
  return { distance, move, covered };
}

const terrain = {
  key: "terrain",
  label: "STRIDE.D6.Option.terrain",
  choices: D6_TERRAIN.map((value) => ({ value, label: `STRIDE.Terrain.${value}` })),
};
const familiarity = {
  key: "familiarity",
  label: "STRIDE.D6Vehicle.Sheet.familiarity",
  choices: [
    { value: "", label: "STRIDE.D6Vehicle.familiar" },
    ...FAMILIARITY.map((value) => ({ value, label: `STRIDE.D6Vehicle.familiarity.${value}` })),
  ],
};
const levels = (key: string) => ({
  key,
  label: `STRIDE.D6Vehicle.Option.${key}`,
  choices: SPEED_LEVELS.map((value) => ({ value, label: `STRIDE.D6Vehicle.speed.${value}` })),
});

/** The vehicle tests the token HUD and a GM can post by hand (the stunt card, the pilot's roll …). */
export const VEHICLE_MANUAL_TESTS: readonly ManualTestSpec[] = [
  {
    request: { kind: "pilot" },
    label: "STRIDE.D6Vehicle.Test.pilot",
    options: [levels("level"), terrain, familiarity],
  },
  {
    request: { kind: "stunt" },
    label: "STRIDE.D6Vehicle.Test.stunt",
    options: [
      {
        key: "turn",
        label: "STRIDE.D6Vehicle.Option.turn",
        choices: STUNTS.filter((s) => s !== "straight").map((value) => ({
          value,
          label: `STRIDE.D6Vehicle.Modifier.stunt.${value}`,
        })),
      },
      { ...levels("from"), choices: [{ value: "", label: "STRIDE.D6Vehicle.Option.same" }, ...levels("from").choices] },
      { ...levels("to"), choices: [{ value: "", label: "STRIDE.D6Vehicle.Option.same" }, ...levels("to").choices] },
      terrain,
      familiarity,
    ],
  },
];

/** The ids of the turn stunts, gentlest first (for the ruler's label). */
export const TURN_STUNT_IDS: readonly StuntId[] = TURN_STUNTS.map((t) => t.stunt);

/**
 * The familiarity lines a pilot's roll or stunt (or the driver's roll in combat, vehicle-combat.ts) takes from the vehicle (§ Vehicle Familiarity): for
 * a pilot unfamiliar with it (profile `familiarity`, the index of FAMILIARITY) its row's modifier,
 * and −3 with a manual (`manual` 1); none for a familiar pilot, for other tests, or when the call
 * already has a familiarity or manual line (a card posted with the option chosen).
 * @example familiarityLines(pilotCall, { statuses: [], profile: { characteristics: { familiarity: 1, manual: 1 } } })
 *   // → [{ source: "familiarity.common", value: 6 }, { source: "manual", value: -3 }]
 * @throws {TypeError} when `call` is not a test call or `situation` not an object
 */
export function familiarityLines(call: MovementTestCall, situation: TestSituation): ModifierLine[] {
  checkCall(call);
  input(situation, "familiarityLines");
  if (!["pilot", "stunt", "pilotFire", "pilotOther"].includes(call.kind)) return [];
  if (call.modifiers.some((m) => m.source.startsWith("familiarity.") || m.source === "manual")) return [];
  const row = FAMILIARITY[characteristic(situation.profile, "familiarity", -1)];
  if (row === undefined) return [];
  const manual = characteristic(situation.profile, "manual", 0) === 1;
  return [
    { source: `familiarity.${row}`, value: FAMILIARITY_TABLE[row] },
    ...(manual ? [{ source: "manual", value: MANUAL_MODIFIER }] : []),
  ];
}

/**
 * The character tests with the vehicle tests beside them: vehicle kinds are built, resolved and
 * described here, every other kind by `tests`; a vehicle's move (speed-level bands) calls for the
 * pilot's roll, any other move for the character tests.
 */
export function withVehicleTests<T extends TestsCapability>(tests: T): T {
  input(tests, "withVehicleTests");
  const manual: readonly ManualTestSpec[] = tests.manualTests;
  if (!isArray(manual)) throw new TypeError("withVehicleTests needs a tests capability with manualTests");
  for (const key of ["movementTests", "buildTest", "resolve", "describe", "describeResult"] as const) {
    if (typeof tests[key] !== "function") throw new TypeError(`withVehicleTests needs a tests capability with ${key}`);
  }
  return {
    ...tests,
    movementTests: (move: MoveSummary) => vehicleMovementTests(move) ?? tests.movementTests(move),
    // A vehicle's move stores its speed level and heading (vehicle-drive.ts vehicleCounters).
    countersAfterMove: (move: MoveSummary) =>
      isVehicleBandList(own(move, "bands")) ? vehicleCounters(move) : (tests.countersAfterMove?.(move) ?? []),
    manualTests: [...manual, ...VEHICLE_MANUAL_TESTS],
    // A missed team's running roll covers only the pulling rate: the rest is walked back (§ Running).
    walksBack: (c: MovementTestCall) => own(c, "kind") === TEAM_TEST || (tests.walksBack?.(c) ?? false),
    buildTest: (request: TestRequest) =>
      isVehicleTest(own(request, "kind")) ? buildVehicleTest(request) : tests.buildTest(request),
    resolve: (c: MovementTestCall, pips: number, dice: readonly number[], profile?: MovementProfile) =>
      isVehicleTest(own(c, "kind"))
        ? resolveVehicleTest(c, pips, dice, profile)
        : tests.resolve(c, pips, dice, profile),
    describe: (c: MovementTestCall, pips: number | null) =>
      isVehicleTest(own(c, "kind")) ? describeVehicleTest(c, pips) : tests.describe(c, pips),
    describeResult: (c: MovementTestCall, r: MovementTestResolution) =>
      isVehicleTest(own(c, "kind")) ? describeVehicleResult(c, r) : tests.describeResult(c, r),
    // An unfamiliar pilot's every pilot and stunt card takes the vehicle's familiarity row.
    situationalModifiers: (c: MovementTestCall, s: TestSituation) => [
      ...(tests.situationalModifiers?.(c, s) ?? []),
      ...familiarityLines(c, s),
    ],
  };
}
