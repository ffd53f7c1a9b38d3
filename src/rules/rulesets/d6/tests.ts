/**
 * The OpenD6 movement tests: running, flying, swimming, climbing and jumping rolls against the
 * difficulty of the distance, and holding breath (d6-movement.txt; rulings 10 and 12), rolled as
 * skill codes with the Wild Die (dice/wild-die.ts), and how a card words them.
 * @module
 */
import type { EdgeApproach, ResultDescription, TestConsequence, TestDescription } from "../../capabilities";
import { checkCall, checkResolution, signed, totalModifier } from "../../card-text";
import { modifierLabel } from "../../gm-modifier";
import { formatSkillCode, wildDieFormula, wildDieTest } from "../../dice/wild-die";
import type { ManualTestSpec, MovementProfile, MovementTestCall, MoveSummary, TestRequest } from "../../types";
import type { MovementTestResolution } from "../../capabilities/outcomes";
import { amount, input, own, show } from "../../geometry/validate";
import {
  BASE_DIFFICULTY,
  breathSeconds,
  climbDifficulty,
  D6_TERRAIN,
  drowning,
  fatigueModifier,
  isFree,
  isTerrainLevel,
  jumpDifficulty,
  movements,
  PER_MOVEMENT,
  runningOutcome,
  swimMove,
  climbMove,
  terrainModifier,
  type TerrainLevel,
} from "./movement";
import { DEFAULT_MOVE, pipsCode, profileValue, readMove } from "./profile";
import { heldDifficulty, lastRate, paceSlowdown, requestMove } from "./chase-miss";
import { CLIMB_DIVE_DEGREES, STUNT_TABLE, type StuntId } from "./vehicle-tables";
export { ACTIONS } from "./manifest";
import { ACTIONS } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/** The skill (profile key) each test kind rolls. */
export const TEST_SKILLS = {
  run: "running",
  fly: "flying",
  swim: "swimming",
  climb: "climbing",
  jump: "jumping",
  breath: "stamina",
  fatigue: "stamina",
  flyStunt: "flying",
} as const;

/**
 * The stunts of aerial characters and creatures (§ Stunt Difficulties & Modifiers, "For Aerial
 * Characters and Creatures": the landing area, and a climb or dive of 45° or more), the chart's
 * ids as the vehicles' stunt card names them (vehicle-tables.ts STUNT_TABLE).
 */
export const AERIAL_STUNTS = [
  "unlimitedLanding",
  "limitedLanding",
  "almostNoLanding",
  "roughLanding",
  "climbDive",
] as const satisfies readonly StuntId[];

/** The option of a `flyStunt` request naming its landing area (one of the landing stunts, or `none`). */
export const LANDING_AREA_OPTION = "landing";

/** The option of a `flyStunt` request saying the flight climbed or dived 45° or more (`"true"`). */
export const CLIMB_DIVE_OPTION = "climbDive";

/** The landing-area stunts, as the HUD offers them (`none`: no landing this round). */
const LANDING_STUNTS = [
  "unlimitedLanding",
  "limitedLanding",
  "almostNoLanding",
  "roughLanding",
] as const satisfies readonly StuntId[];
const LANDING_AREAS = ["none", ...LANDING_STUNTS] as const;

/** The chart's lines of a flying stunt's options: its landing area, then a climb or dive. */
function aerialStuntLines(request: TestRequest) {
  const area = option(request, LANDING_AREA_OPTION);
  const landing = LANDING_STUNTS.find((id) => id === area);
  const stunts: StuntId[] = [
    ...(landing ? [landing] : []),
    ...(flag(request, CLIMB_DIVE_OPTION) ? ["climbDive" as const] : []),
  ];
  return stunts.map((id) => ({ source: `stunt.${id}`, value: STUNT_TABLE[id].modifier }));
}
export type D6TestKind = keyof typeof TEST_SKILLS;

/** The test a gap's edge asks for (as the other rulesets stop the drag at a gap). */
export const EDGE_TEST = "jump";

/** The options of a request (strings or booleans, as ManualTestSpec options give them). */
function option(request: TestRequest, key: string): unknown {
  return own(request.options, key);
}

/** A numeric option ≥ 0 given as a number or a string; `fallback` when absent. */
function numberOption(request: TestRequest, key: string, fallback: number): number {
  const raw = option(request, key);
  if (raw === undefined || raw === "") return fallback;
  const n = typeof raw === "string" ? Number(raw) : raw;
  return amount(n, `A test's ${key}`);
}

function flag(request: TestRequest, key: string): boolean {
  const raw = option(request, key);
  return raw === true || raw === "true";
}

function terrainOption(request: TestRequest): TerrainLevel | undefined {
  const raw = option(request, "terrain");
  if (raw === undefined || raw === "" || raw === "easy") return undefined;
  if (!isTerrainLevel(raw)) throw new RangeError(`Unknown OpenD6 terrain level ${show(raw)}`);
  return raw;
}

function terrainLines(terrain: TerrainLevel | undefined) {
  return terrain ? [{ source: `terrain.${terrain}`, value: terrainModifier(terrain) }] : [];
}

function fatigueLines(request: TestRequest) {
  const value = fatigueModifier({ roundsBeyond: numberOption(request, "fatigueRounds", 0) });
  return value ? [{ source: "fatigue", value }] : [];
}

/** The request a call was built from, with only what was given. */
function call(request: TestRequest, kind: D6TestKind, modifiers: MovementTestCall["modifiers"]): MovementTestCall {
  return {
    kind,
    characteristic: TEST_SKILLS[kind],
    difficulty: "plain",
    modifiers,
    ...(request.distance !== undefined ? { distance: request.distance } : {}),
    request: {
      kind,
      ...(request.distance !== undefined ? { distance: request.distance } : {}),
      ...(request.options ? { options: request.options } : {}),
    },
  };
}

/**
 * Builds a test from a request. Kinds: `run` and `fly` (distance in metres this round; options
 * `move`: the Move or flying Move, default 10; `terrain`; `fatigueRounds`), `swim` (options
 * `move`, `terrain`, `fatigueRounds`, `failedRounds`: drowning so far), `climb` (options `move`,
 * `skilled`, `terrain`, `fatigueRounds`), `jump` (options `move`, `runningRounds`, `terrain`,
 * `fatigueRounds`), `breath` (option `prepared`), `fatigue` (a stamina roll to overcome fatigue,
 * § Fatigue: base 5 plus the fatigue modifier of option `fatigueRounds`, no distance). Lines: the
 * base difficulty (5 but running and flying), movements beyond the first (+5 each), climbing or
 * jumping steps, terrain, fatigue (+3 a round beyond the GM's limit, cumulative: § Fatigue, for any
 * action the GM marks repetitive), drowning, and a running start (a bonus to the total, shown as a
 * lower difficulty).
 * @returns undefined for an unknown kind, or a run, fly, swim, climb or jump without a distance
 * @throws {TypeError} when `request` is not an object
 * @throws {RangeError} on a distance or numeric option that is not a number ≥ 0, a `move` of 0, or
 *   an unknown terrain level
 */
export function buildTest(request: TestRequest): MovementTestCall | undefined {
  input(request, "buildTest");
  const kind =
    typeof request.kind === "string" && Object.hasOwn(TEST_SKILLS, request.kind) ? (request.kind as D6TestKind) : null;
  if (!kind) return undefined;
  if (kind === "breath") return call({ ...request, distance: undefined }, "breath", []);
  if (kind === "flyStunt") {
    return call({ ...request, distance: undefined }, "flyStunt", [
      ...aerialStuntLines(request),
      ...terrainLines(terrainOption(request)),
    ]);
  }
  if (kind === "fatigue") {
    return call({ ...request, distance: undefined }, "fatigue", [
      { source: "base", value: BASE_DIFFICULTY.other },
      ...fatigueLines(request),
    ]);
  }
  if (request.distance === undefined) return undefined;
  const distance = amount(request.distance, "A test's distance");
  const move = readMove(numberOption(request, "move", 10));
  const terrain = terrainOption(request);
  switch (kind) {
    case "run":
    case "fly": {
      const n = movements(move, distance);
      return call(request, kind, [
        { source: "movements", value: PER_MOVEMENT * Math.max(0, n - 1) },
        ...terrainLines(terrain),
        ...fatigueLines(request),
      ]);
    }
    case "swim": {
      const n = movements(swimMove(move), distance);
      const drowned = drowning({ failedRounds: numberOption(request, "failedRounds", 0) }).modifier;
      return call(request, kind, [
        { source: "base", value: BASE_DIFFICULTY.other },
        { source: "movements", value: PER_MOVEMENT * Math.max(0, n - 1) },
        ...terrainLines(terrain),
        ...fatigueLines(request),
        ...(drowned ? [{ source: "drowning", value: drowned }] : []),
      ]);
    }
    case "climb": {
      const skilled = flag(request, "skilled");
      const total = climbDifficulty({ move, skilled, distance });
      return call(request, kind, [
        { source: "base", value: BASE_DIFFICULTY.other },
        { source: "climbSteps", value: total - BASE_DIFFICULTY.other },
        ...terrainLines(terrain),
        ...fatigueLines(request),
      ]);
    }
    default: {
      const rounds = numberOption(request, "runningRounds", 0);
      const { difficulty, bonus } = jumpDifficulty({ move, distance, runningRounds: rounds });
      return call(request, "jump", [
        { source: "base", value: BASE_DIFFICULTY.other },
        { source: "jumpSteps", value: difficulty - BASE_DIFFICULTY.other },
        ...terrainLines(terrain),
        ...fatigueLines(request),
        ...(bonus ? [{ source: "runningStart", value: -bonus }] : []),
      ]);
    }
  }
}

const terrainChoices = D6_TERRAIN.map((value) => ({ value, label: `STRIDE.Terrain.${value}` }));
const yesNo = (key: string) => ({
  key,
  label: `STRIDE.D6.Option.${key}`,
  choices: ["false", "true"].map((value) => ({ value, label: `STRIDE.D6.Option.${value}` })),
});
const rounds = (key: string) => ({
  key,
  label: `STRIDE.D6.Option.${key}`,
  choices: ["0", "1", "2", "3", "4", "5"].map((value) => ({ value, label: `STRIDE.D6.Option.count${value}` })),
});
const terrain = { key: "terrain", label: "STRIDE.D6.Option.terrain", choices: terrainChoices };

/**
 * Tests the token HUD and a GM can post by hand (the distance in metres). The character's Move and
 * skills come from its profile when the card is posted ({@link profileOptions}); a request without
 * them reads Move 10, untrained.
 */
export const MANUAL_TESTS: readonly ManualTestSpec[] = [
  {
    request: { kind: "run" },
    label: "STRIDE.D6.Test.run",
    needsDistance: true,
    options: [terrain, rounds("fatigueRounds")],
  },
  {
    request: { kind: "fly" },
    label: "STRIDE.D6.Test.fly",
    needsDistance: true,
    options: [terrain, rounds("fatigueRounds")],
  },
  {
    request: { kind: "swim" },
    label: "STRIDE.D6.Test.swim",
    needsDistance: true,
    options: [terrain, rounds("failedRounds"), rounds("fatigueRounds")],
  },
  {
    request: { kind: "climb" },
    label: "STRIDE.D6.Test.climb",
    chosen: true,
    needsDistance: true,
    options: [terrain, rounds("fatigueRounds")],
  },
  {
    request: { kind: "jump" },
    label: "STRIDE.D6.Test.jump",
    chosen: true,
    needsDistance: true,
    options: [terrain, { ...rounds("runningRounds"), preset: "runningStart" as const }, rounds("fatigueRounds")],
  },
  { request: { kind: "breath" }, label: "STRIDE.D6.Test.breath", options: [yesNo("prepared")], chosen: true },
  {
    request: { kind: "flyStunt" },
    label: "STRIDE.D6.Test.flyStunt",
    chosen: true,
    options: [
      {
        key: LANDING_AREA_OPTION,
        label: "STRIDE.D6.Option.landing",
        choices: LANDING_AREAS.map((value) => ({
          value,
          label: value === "none" ? "STRIDE.D6.Option.noLanding" : `STRIDE.D6Vehicle.Modifier.stunt.${value}`,
        })),
      },
      yesNo(CLIMB_DIVE_OPTION),
      terrain,
    ],
  },
  // § Fatigue: the GM's call, when an action has gone on beyond the limit they set.
  { request: { kind: "fatigue" }, label: "STRIDE.D6.Test.fatigue", options: [rounds("fatigueRounds")] },
];

/** The option saying the tester has the stamina skill (`"true"`), which prepared breath-holding needs. */
export const STAMINA_OPTION = "staminaSkill";

/**
 * The options a character's test takes from its profile (TestsCapability.profileOptions), for the
 * keys its request does not give: `move`, the Move a run, swim, climb or jump is measured against
 * (a flight's is the flying Move, or the Move when the profile has none: a flying rate the sheet
 * does not give); `skilled` for a climb (§ Climbing: the climbing Move is the Move with the skill,
 * half without); `staminaSkill` for holding breath (§ Swimming: 10 × with preparation only for a
 * character with the stamina skill). `{}` for any other kind (a vehicle's tests).
 * @example profileOptions({ kind: "jump", distance: 4 }, d6Profile({ move: 16, … })) // → { move: "16" }
 * @throws {TypeError} when `request` is not an object
 */
export function profileOptions(request: TestRequest, profile: MovementProfile): Record<string, string> {
  input(request, "profileOptions");
  const move = readMove(profileValue(profile, "move", DEFAULT_MOVE));
  switch (request.kind) {
    case "run":
    case "swim":
    case "jump":
      return { move: String(move) };
    case "fly": {
      const flying = profileValue(profile, "flyingMove");
      return { move: String(flying > 0 ? readMove(flying) : move) };
    }
    case "climb":
      return { move: String(move), skilled: String(profileValue(profile, "climbingSkilled") > 0) };
    case "breath":
      return { [STAMINA_OPTION]: String(profileValue(profile, "staminaSkilled") > 0) };
    default:
      return {};
  }
}

/**
 * Requires a list (an iterable other than a string).
 * @throws {TypeError} when `value` is not one
 */
function iterable(value: unknown, what: string): Iterable<unknown> {
  if (
    typeof value !== "object" ||
    value === null ||
    typeof (value as Partial<Iterable<unknown>>)[Symbol.iterator] !== "function"
  ) {
    throw new TypeError(`${what} must be a list, got ${show(value)}`);
  }
  return value as Iterable<unknown>;
}

/**
 * The worst OpenD6 terrain level among conditions, or undefined (easy); other conditions are ignored.
 * @throws {TypeError} when `conditions` is not a list (an iterable other than a string)
 */
export function worstTerrain(conditions: Iterable<unknown>): TerrainLevel | undefined {
  iterable(conditions, "A move's conditions");
  let worst: TerrainLevel | undefined;
  for (const c of conditions) {
    if (isTerrainLevel(c) && c !== "easy" && (!worst || terrainModifier(c) > terrainModifier(worst))) worst = c;
  }
  return worst;
}

/** A rate read from bands: the `d6Move` band, or the second band (an action's own bands). */
function rateOfBands(bands: unknown): number {
  if (!Array.isArray(bands)) throw new TypeError(`A move's bands must be a list, got ${show(bands)}`);
  const band = (bands as unknown[]).find((b) => own(b, "action") === ACTIONS.move) ?? (bands as unknown[])[1];
  const raw = own(band, "distance");
  return readMove(typeof raw === "number" ? raw : undefined);
}

/** The pace options of a request: fatigue rounds and, under the GM's acceleration limits, last round's rate. */
function paceOptions(move: MoveSummary, rate: number, distance: number): Record<string, string> {
  const pace: unknown = own(move, "pace");
  const count = (v: unknown) => (isFiniteNumber(v) && v > 0 ? Math.floor(v) : 0);
  const beyond = count(own(pace, "fatigueAfter"));
  const before = count(own(own(pace, "previous"), "fastRounds"));
  const fast = movements(rate, distance) >= 2;
  const fatigue = beyond && fast ? Math.max(0, before + 1 - beyond) : 0;
  const last = own(own(pace, "previous"), "rate");
  const chase = own(pace, "limits") === true && isFiniteNumber(last) && last > 0;
  return {
    ...(fatigue ? { fatigueRounds: String(fatigue) } : {}),
    ...(chase ? { paceRate: String(last) } : {}),
  };
}

/**
 * The tests a finished move calls for: a move past the free half of its rate (§ Short Distances)
 * rolls running (or flying with the flying bands, or swimming when it swam or crossed water) against
 * the difficulty of the round's whole distance, with the worst terrain crossed (§ Running,
 * § Swimming, § Flying Characters, § Movement Difficulty Modifiers; ruling 12): swimming from its
 * base 5, running and flying only when terrain, movements beyond the first or fatigue give a
 * difficulty above 0. A move measured with the climbing bands rolls climbing from base 5 past the
 * free half of the climbing Move (§ Climbing). The rate is the measured bands' `d6Move` band. A turn split into movement
 * types (MoveSummary.shares) rolls each type apart, against that type's own distance (§ Movement:
 * one movement action of each type a round). With a pace
 * (MoveSummary.pace) the request carries the fatigue rounds beyond the GM's number (§ Fatigue) and,
 * under acceleration limits, last round's rate (`paceRate`: a miss slows from it, § Accelerating &
 * Decelerating).
 * @throws {TypeError} when `move` is not an object, or its bands or conditions not lists
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function movementTests(move: MoveSummary): MovementTestCall[] {
  input(move, "movementTests");
  const distance = amount(move.turnDistance, "A move's distance");
  // One movement action of each type a round (§ Movement; BandsCapability.actionsApart): a turn
  // that ran, swam and climbed rolls each part against its own distance.
  const parts = partsOf(own(move, "shares"));
  if (parts.length > 1) return parts.flatMap(([key, metres]) => testsOfType(move, key, metres));
  return testsOfType(move, null, distance);
}

/** The parts of a turn's shares with a distance, by band list key (`""` land, `d6Swim`, `d6Climb`, `fly`). */
function partsOf(shares: unknown): [string, number][] {
  if (typeof shares !== "object" || shares === null) return [];
  return Object.entries(shares as Record<string, unknown>).flatMap(([key, share]) => {
    const metres = own(share, "distance");
    return isFiniteNumber(metres) && metres > 0 ? [[key, metres] as [string, number]] : [];
  });
}

/**
 * The test of one movement type's distance this round: `type` a band list key (`""` the land's
 * running, `d6Swim`, `d6Climb`, `fly`), or null for a turn of one type, read from how the move was
 * measured and what it crossed.
 */
function testsOfType(move: MoveSummary, type: string | null, distance: number): MovementTestCall[] {
  const walking = rateOfBands(move.bands);
  const conditions = [...iterable(move.conditions, "A move's conditions")];
  const actions = [...iterable(move.actions, "A move's actions")];
  const measured = own(move, "measured") as MoveSummary["measured"];
  const action = type === null ? (typeof measured?.action === "string" ? measured.action : null) : type || null;
  const worst = worstTerrain(conditions);
  const terrain: Record<string, string> = worst ? { terrain: worst } : {};
  if (action === ACTIONS.climb) {
    const profile = own(move, "profile") as MoveSummary["profile"];
    const rate =
      measured?.action === ACTIONS.climb
        ? rateOfBands(measured.bands)
        : climbMove({ move: walking, skilled: profileValue(profile, "climbingSkilled") > 0 });
    // § Climbing: base difficulty 5 from the first metre past the free half (§ Short Distances).
    if (isFree(rate, distance)) return [];
    const built = buildTest({ kind: "climb", distance, options: { move: String(rate), skilled: "true", ...terrain } });
    return built ? [built] : [];
  }
  const swam =
    type === null
      ? action === ACTIONS.swim || actions.includes(ACTIONS.swim) || conditions.includes("water")
      : action === ACTIONS.swim;
  const flew = !swam && action === "fly";
  if (flew && measured?.action !== "fly") return [];
  // § Stunt Difficulties: a flyer's climb or dive of 45° or more is a stunt, whatever the distance.
  const stunt = flew && climbsOrDives(own(move, "path")) ? [flightStunt(terrain)] : [];
  // The flying Move is the flying bands' own; swimming halves the walking Move (swimMove).
  const rate = flew ? rateOfBands(measured?.bands) : walking;
  const rateOf = swam ? swimMove(rate) : rate;
  // Up to half the rate is no action (§ Short Distances); past it every movement has its
  // difficulty: swimming's base 5, running's and flying's 0 plus the terrain (§ Movement Difficulty
  // Modifiers). A difficulty of 0 cannot be missed, so it asks for no roll.
  if (isFree(rateOf, distance)) return stunt;
  // A swimmer already drowning this stay in the water (the actor's count, through the profile).
  const failed = swam ? profileValue(own(move, "profile") as MoveSummary["profile"], "drowning") : 0;
  const built = buildTest({
    kind: swam ? "swim" : flew ? "fly" : "run",
    distance,
    options: {
      move: String(rate),
      ...terrain,
      ...paceOptions(move, rateOf, distance),
      ...(failed > 0 ? { failedRounds: String(Math.floor(failed)) } : {}),
    },
  });
  return [...(built && testDifficulty(built) > 0 ? [built] : []), ...stunt];
}

/** The flying stunt card of a climb or dive (§ Stunt Difficulties: +6), with the worst terrain crossed. */
function flightStunt(terrain: Record<string, string>): MovementTestCall {
  return buildTest({ kind: "flyStunt", options: { [CLIMB_DIVE_OPTION]: "true", ...terrain } })!;
}

/**
 * Whether a path (MoveSummary.path: centres with elevations, ruleset units) has a leg that climbs
 * or dives {@link CLIMB_DIVE_DEGREES}° or more from level (§ Stunt Difficulties & Modifiers: the
 * steep climb or dive row; Stride ruling, docs/rulings.md: measured
 * from level flight, as the vehicles' stunt card measures it). Anything but such a list: none.
 * Never throws.
 * @example climbsOrDives([{ x: 0, y: 0, elevation: 0 }, { x: 3, y: 0, elevation: 4 }]) // → true
 */
export function climbsOrDives(path: unknown): boolean {
  if (!Array.isArray(path)) return false;
  const at = (p: unknown, key: string) => {
    const v = own(p, key);
    return isFiniteNumber(v) ? v : 0;
  };
  const steep = Math.tan((CLIMB_DIVE_DEGREES * Math.PI) / 180) - 1e-9;
  return (path as unknown[]).some((b, i) => {
    if (i === 0) return false;
    const a = path[i - 1] as unknown;
    const rise = Math.abs(at(b, "elevation") - at(a, "elevation"));
    const run = Math.hypot(at(b, "x") - at(a, "x"), at(b, "y") - at(a, "y"));
    return rise > 1e-9 && rise >= steep * run;
  });
}

/**
 * The counters a finished move sets (TestsCapability.countersAfterMove): a character with a
 * drowning count whose move ends out of the water (no `water` condition where it ends, and not
 * measured as a swim) leaves that stay in the water, so the count goes back to 0 (§ Swimming:
 * failed rounds add up only within one stay in the water). Nothing when the end
 * is unknown (no `endConditions`) or the count is already 0.
 * @example countersAfterMove({ ..., endConditions: [], profile: { ..., characteristics: { drowning: 2 } } })
 *   // → [{ counter: "drowning", value: 0 }]
 * @throws {TypeError} when `move` is not an object, or its end conditions not a list
 */
export function countersAfterMove(move: MoveSummary): { counter: string; value: number }[] {
  input(move, "countersAfterMove");
  const end = own(move, "endConditions");
  if (end === undefined) return [];
  const here = [...iterable(end, "A move's end conditions")];
  const swimming = here.includes("water") || own(own(move, "measured"), "action") === ACTIONS.swim;
  const count = profileValue(own(move, "profile") as MoveSummary["profile"], "drowning");
  return !swimming && count > 0 ? [{ counter: "drowning", value: 0 }] : [];
}

/**
 * The jump's options at a gap's edge (TerrainCapability.edgeTestOptions): the running start, the
 * rounds of running before this one whose running roll was made (EdgeApproach.runningStart), as
 * `runningRounds` (§ Jumping: +5 each, at most two count); none without a running start.
 * @example edgeTestOptions({ condition: "gap", height: 0 }, { across: 4, runUp: 8, heading: 0, elevation: 0, runningStart: 3 })
 *   // → { runningRounds: "2" }
 * @throws {TypeError} when `approach` is not an object
 */
export function edgeTestOptions(_terrain: unknown, approach: EdgeApproach): Record<string, string> {
  input(approach, "edgeTestOptions");
  const raw = own(approach, "runningStart");
  const rounds = isFiniteNumber(raw) ? Math.min(MAX_RUNNING_START, Math.floor(raw)) : 0;
  return rounds > 0 ? { runningRounds: String(rounds) } : {};
}

/**
 * The jump's distance at a gap's edge (TerrainCapability.edgeTestDistance): the gap's `width` when
 * the region gives one, else the width the path's heading crosses (`approach.across`), metres
 * (§ Jumping: the distance covered; the gap's depth is how far a miss falls, not the jump).
 * @example edgeTestDistance({ height: 5 }, { across: 4, runUp: 8, heading: 0, elevation: 0 }) // → 4
 * @throws {TypeError} when `terrain` is not an object
 */
export function edgeTestDistance(
  terrain: { readonly height: number; readonly width?: number },
  approach?: EdgeApproach,
): number {
  input(terrain, "edgeTestDistance");
  const width = own(terrain, "width");
  if (isFiniteNumber(width) && width > 0) return width;
  const across = own(approach, "across");
  return isFiniteNumber(across) && across > 0 ? across : 0;
}

/** Rounds of running start that count (§ Jumping: up to +10, two rounds). */
const MAX_RUNNING_START = 2;

/**
 * Whether a missed test of this call sends the character back along its path (TestsCapability
 * walksBack): a run or flight covers only the Move, a slowed chaser its slowed rate (§ Running,
 * § Accelerating & Decelerating), and a slowed swimmer likewise.
 */
export function walksBack(call: MovementTestCall): boolean {
  const kind = own(call, "kind");
  return kind === "run" || kind === "fly" || kind === "swim";
}

/** The test's difficulty: the sum of its lines, never below 0. */
export function testDifficulty(test: MovementTestCall): number {
  return Math.max(0, totalModifier(test));
}

/** A characteristic as pips (anything but a finite number counts 1D). */
function pipsOf(characteristic: number): number {
  return isFiniteNumber(characteristic) ? characteristic : 0;
}

/**
 * The Roll formula of a test: the skill code with its Wild Die (ruling 10), as dice/wild-die.ts
 * `wildDieFormula` writes it (`2d6 + 1d6x6 + 2`).
 * @param pips the skill code as pips (profile.ts); below 1D rolls 1D; not a finite number: 1D
 * @throws {TypeError} when `test` is not a test call
 */
export function formula(test: MovementTestCall, pips: number): string {
  checkCall(test);
  return wildDieFormula(pipsCode(pipsOf(pips)));
}

/**
 * Resolves a rolled test (ruling 10): the dice are the formula's, the normal dice first, then the
 * Wild Die and its re-rolls. Made when the total meets the difficulty. In a chase (the request
 * names last round's rate, `paceRate`) a missed run, flight or swim whose total still makes the
 * difficulty of last round's rate keeps that rate (`keepsPace`), and one that does not slows by 2×
 * the base Move (§ Accelerating & Decelerating). Otherwise a missed run or flight
 * covers only the Move, and trips when missed by 10 or more (prone); a missed swim starts or goes
 * on drowning (1D, +3 next round); a missed climb or jump makes no progress. `breath` always
 * holds: `degrees` is the seconds (5 × the total, 10 × when prepared by a tester with the stamina
 * skill). `fatigue` is made (`overcome`) or missed (`tired`), with no consequence. A complication (the Wild
 * Die's first roll a 1) is marked on the outcome id (`…:complication`). Otherwise `degrees` is 1
 * plus the margin made or missed by.
 * @throws {TypeError} when `test` is not a test call or `dice` not an array
 * @throws {RangeError} for an unknown kind, or dice that are not the formula's results
 */
export function resolve(test: MovementTestCall, pips: number, dice: readonly number[]): MovementTestResolution {
  checkCall(test);
  const kind = Object.hasOwn(TEST_SKILLS, test.kind) ? (test.kind as D6TestKind) : null;
  if (!kind) throw new RangeError(`Unknown OpenD6 test ${show(test.kind)}`);
  if (!Array.isArray(dice)) throw new TypeError(`A test's dice must be an array of d6 results, got ${show(dice)}`);
  const code = pipsCode(pipsOf(pips));
  if (dice.length < code.dice) throw new RangeError(`The test rolls ${code.dice} dice, got ${dice.length} results`);
  const difficulty = kind === "breath" ? 0 : testDifficulty(test);
  const rolled = wildDieTest(
    { normal: dice.slice(0, code.dice - 1), wild: dice.slice(code.dice - 1), pips: code.pips },
    difficulty,
  );
  const mark = (id: string) => (rolled.complication ? `${id}:complication` : id);
  if (kind === "breath") {
    const seconds = breathSeconds({ total: rolled.total, prepared: preparedBreath(test) });
    return { success: true, degrees: seconds, targetNumber: 0, outcome: mark("holds"), prone: false };
  }
  const margin = Math.abs(rolled.total - difficulty);
  let outcome: string;
  let prone = false;
  let covered: number | null = null;
  const distance = test.distance ?? 0;
  if (rolled.success) outcome = "made";
  else if (kind === "run" || kind === "fly" || kind === "swim") {
    const last = lastRate(test);
    const slowed = paceSlowdown(test);
    if (last !== null && rolled.total >= heldDifficulty(test, last)) {
      // § Accelerating & Decelerating: only a roll that would not allow last round's rate slows.
      covered = Math.min(distance, last);
      outcome = "keepsPace";
    } else if (slowed) {
      // § Accelerating & Decelerating: a miss slows from last round's rate by 2× the base Move.
      covered = Math.min(distance, slowed.rate);
      prone = slowed.outcome === "trip";
      outcome = slowed.outcome === "continue" ? "slows" : slowed.outcome === "stop" ? "stops" : "trips";
    } else if (kind === "swim") outcome = "drowning";
    else {
      const result = runningOutcome({ move: requestMove(test), distance, difficulty, total: rolled.total });
      covered = result.covered;
      prone = result.trips;
      outcome = result.trips ? "trips" : "coversMove";
    }
  } else
    outcome =
      kind === "climb" ? "noProgress" : kind === "fatigue" ? "tired" : kind === "flyStunt" ? "lostControl" : "short";
  if (kind === "fatigue" && rolled.success) outcome = "overcome";
  if (kind === "flyStunt" && rolled.success) outcome = "stuntMade";
  const back = covered === null ? 0 : distance - covered;
  const consequences: TestConsequence[] = [
    ...(back > 0 ? [{ type: "backtrack" as const, distance: back }] : []),
    // § Swimming: each failed round adds to the drowning count kept on the actor.
    ...(!rolled.success && kind === "swim" ? [{ type: "counter" as const, counter: "drowning", amount: 1 }] : []),
    // § Jumping: rounds of running whose roll was made count as a running start (the pace record).
    ...(kind === "run" ? [{ type: "paceRoll" as const, made: rolled.success }] : []),
  ];
  return {
    success: rolled.success,
    degrees: 1 + margin,
    targetNumber: difficulty,
    outcome: mark(outcome),
    prone,
    ...(covered !== null ? { amount: covered } : {}),
    ...(consequences.length ? { consequences } : {}),
  };
}

/**
 * Metres a rolled run, flight or swim covers, from the request and the outcome alone (a stored card
 * keeps no amount): all when made; last round's rate when the miss kept it; when missed, last
 * round's rate slowed ({@link paceSlowdown}), else the Move for a run or flight; 0 otherwise.
 */
function coveredOf(test: MovementTestCall, success: boolean, outcome: string): number {
  const distance = test.distance ?? 0;
  if (success) return distance;
  const last = lastRate(test);
  if (outcome === "keepsPace" && last !== null) return Math.min(distance, last);
  const slowed = paceSlowdown(test);
  if (slowed) return Math.min(distance, slowed.rate);
  return test.kind === "run" || test.kind === "fly" ? Math.min(distance, requestMove(test)) : 0;
}

/**
 * Whether a breath test holds for 10 × the total: prepared, and the tester has the stamina skill
 * (§ Swimming: the longer hold needs the stamina skill; {@link STAMINA_OPTION}). Prepared
 * without it, or not known to have it, holds 5 × like an unprepared one.
 */
function preparedBreath(test: MovementTestCall): boolean {
  const request = test.request ?? { kind: test.kind };
  return flag(request, "prepared") && flag(request, STAMINA_OPTION);
}

/**
 * Lang key of a modifier line's source (`movements`, `base`, `terrain.rough`, `fatigue` …).
 * @throws {TypeError} when `source` is not a string
 */
export function modifierKey(source: string): string {
  if (typeof source !== "string") throw new TypeError(`A modifier's source must be a string, got ${show(source)}`);
  if (source.startsWith("stunt.")) return `STRIDE.D6Vehicle.Modifier.${source}`;
  return source.startsWith("terrain.") ? `STRIDE.Terrain.${source.slice(8)}` : `STRIDE.D6.Modifier.${source}`;
}

/** The breath card's reason: unprepared (5 ×), prepared with the stamina skill (10 ×), or prepared without it (5 ×). */
function breathReason(test: MovementTestCall): string {
  if (preparedBreath(test)) return "breathPrepared";
  return flag(test.request ?? { kind: test.kind }, "prepared") ? "breathUntrained" : "breath";
}

/**
 * How a card shows a test: titled by the skill and the difficulty ("Running roll, difficulty 10"),
 * the skill code, each line, and the difficulty to meet ("10"); breath has none.
 * @param pips the skill code as pips, or null when the actor is gone
 * @throws {TypeError|RangeError} when `test` is not a test call
 */
export function describe(test: MovementTestCall, pips: number | null): TestDescription {
  checkCall(test);
  const breath = test.kind === "breath";
  const difficulty = breath ? 0 : testDifficulty(test);
  const code = pips === null ? null : formatSkillCode(pipsCode(pipsOf(pips)));
  return {
    title: {
      key: `STRIDE.D6.Test.${Object.hasOwn(TEST_SKILLS, test.kind) ? test.kind : "run"}Title`,
      data: { difficulty },
    },
    reason: {
      key: `STRIDE.D6.Card.reason.${breath ? breathReason(test) : test.kind === "fatigue" || test.kind === "flyStunt" ? test.kind : "distance"}`,
      data: { distance: test.distance ?? 0, move: requestMove(test) },
    },
    lines: [
      ...(code === null ? [] : [{ label: { key: `STRIDE.D6.Skill.${test.characteristic}` }, value: code }]),
      ...test.modifiers.map((m) => ({ label: modifierLabel(m, modifierKey), value: signed(m.value) })),
    ],
    target: breath || code === null ? null : String(difficulty),
    impossible: false,
  };
}

/**
 * How a card shows a rolled test: made or missed against the difficulty (with a complication when
 * the Wild Die showed 1), and what follows (metres covered: `covered` is the resolution's `amount`,
 * seconds of breath, drowning).
 * @throws {TypeError|RangeError} when `test` or `resolution` is not well formed
 */
export function describeResult(test: MovementTestCall, resolution: MovementTestResolution): ResultDescription {
  checkCall(test);
  checkResolution(resolution);
  const [id = "", flagged] = resolution.outcome.split(":");
  const complication = flagged === "complication";
  const breath = test.kind === "breath";
  const verdict = breath ? "rolled" : resolution.success ? "made" : "missed";
  return {
    verdict: {
      key: `STRIDE.D6.Card.verdict.${verdict}${complication ? "Complication" : ""}`,
      data: { difficulty: resolution.targetNumber, margin: Math.max(0, resolution.degrees - 1) },
    },
    outcome: {
      key: `STRIDE.D6.Card.outcome.${id}`,
      data: {
        distance: test.distance ?? 0,
        move: requestMove(test),
        seconds: breath ? resolution.degrees : 0,
        covered: resolution.amount ?? coveredOf(test, resolution.success, id),
      },
    },
  };
}
