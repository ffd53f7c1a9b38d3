/**
 * The pool tests of Shadowrun movement: sprinting, swimming sprints, treading water, jumping,
 * climbing, rappelling and resisting a fall (shadowrun-movement.md; rulings 9 and 11), what a
 * rolled one gives, and how a card words it.
 * @module
 */
import type { CardText, ResultDescription, TestDescription } from "../../capabilities";
import type { MovementTestResolution, PoolReport, TestConsequence } from "../../capabilities/outcomes";
import { checkCall, checkResolution, signed, totalModifier } from "../../card-text";
import { modifierLabel } from "../../gm-modifier";
import { MAX_POOL_DICE } from "../../dice/pool";
import type {
  ManualTestSpec,
  ModifierLine,
  MovementProfile,
  MovementTestCall,
  MoveSummary,
  TestRequest,
} from "../../types";
import type { TestSituation } from "../../capabilities/tests";
import {
  climb,
  CLIMB_CONDITIONS,
  CLIMB_DIRECTIONS,
  CLIMB_SURFACES,
  ASSISTED_CLIMB_BONUS,
  fallCombatTurns,
  fallDamage,
  LANDING_KINDS,
  landingSurfaceOf,
  LANDING_SURFACES,
  landedDv,
  MAX_FALL,
  jump,
  rappel,
  unresistedBoxes,
  type ClimbCondition,
  type ClimbDirection,
  type ClimbSurface,
  type LandingSurface,
} from "./athletics";
import { finiteNumber, input, own, show } from "../../geometry/validate";
import { sprintTestLimit } from "./movement";
import { poolTest } from "./pool";
import { profileValue, type PoolKey } from "./profile";
export { ACTIONS, STATUSES } from "./manifest";
import { ACTIONS, STATUSES } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/** The threshold of treading water and rappelling tests (§ Swimming, § Rappelling). */
export const THRESHOLD = 2;

/** The −2 to the rappelling test for another Simple Action in the same phase (§ Rappelling). */
export const RAPPEL_OTHER_ACTION = -2;

/** What a test kind rolls. */
interface TestSpec {
  readonly pool: PoolKey;
  readonly threshold: number;
  /** The [Physical] limit caps its hits. */
  readonly limited: boolean;
}

const CLIMB_KINDS = {
  up: "climbUp",
  down: "climbDown",
  horizontal: "climbHorizontal",
  overhang: "climbOverhang",
} as const satisfies Record<ClimbDirection, string>;

const climbSpec: TestSpec = { pool: "climbPool", threshold: 0, limited: true };
const jumpSpec: TestSpec = { pool: "jumpPool", threshold: 0, limited: false };

/** Every test kind of this ruleset. */
export const TEST_SPECS: Readonly<Record<string, TestSpec>> = {
  sprint: { pool: "sprintPool", threshold: 0, limited: true },
  swimSprint: { pool: "swimPool", threshold: 0, limited: true },
  treadWater: { pool: "swimPool", threshold: THRESHOLD, limited: true },
  jump: jumpSpec,
  jumpStanding: jumpSpec,
  jumpVertical: jumpSpec,
  climbUp: climbSpec,
  climbDown: climbSpec,
  climbHorizontal: climbSpec,
  climbOverhang: climbSpec,
  rappel: { pool: "rappelPool", threshold: THRESHOLD, limited: true },
  rappelStop: { pool: "rappelPool", threshold: THRESHOLD, limited: true },
  fall: { pool: "fallPool", threshold: 0, limited: false },
};

/** The dice a Running character loses on its actions (shadowrun-movement.md § Running Modifiers). */
export const RUNNING_MODIFIER = -2;

/** The tests of actions taken on foot, which a Running character takes at {@link RUNNING_MODIFIER}. */
const ON_FOOT_KINDS: ReadonlySet<string> = new Set([
  "jump",
  "jumpStanding",
  "jumpVertical",
  "climbUp",
  "climbDown",
  "climbHorizontal",
  "climbOverhang",
  "rappel",
  "rappelStop",
]);

/**
 * Modifiers the runner's situation adds to a test (TestsCapability.situationalModifiers): while
 * Running, every action but the Sprint takes −2 dice (§ Running Modifiers), so Stride's jump, climb
 * and rappel cards carry a `running` line — unless the call already has one. The Sprint test is the
 * text's exception; swimming, treading water and a fall's damage resistance are no action on foot.
 * @throws {TypeError} when `call` is not a test call (card-text `checkCall`) or `situation` has no
 *   array of status ids
 */
export function situationalModifiers(call: MovementTestCall, situation: TestSituation): ModifierLine[] {
  checkCall(call);
  const statuses = (input(situation, "A test situation") as { statuses?: unknown }).statuses;
  if (!Array.isArray(statuses)) throw new TypeError("A test situation needs an array of statuses");
  if (!statuses.includes(STATUSES.running) || !ON_FOOT_KINDS.has(call.kind)) return [];
  return call.modifiers.some((line) => line?.source === "running")
    ? []
    : [{ source: "running", value: RUNNING_MODIFIER }];
}

/** The spec of a test kind: own names only (`constructor` is no test). */
function specOf(kind: string): TestSpec | undefined {
  return own(TEST_SPECS, kind) as TestSpec | undefined;
}

/** The test kind a gap's edge asks for: a running jump (§ Jumping). */
export const EDGE_TEST = "jump";

/**
 * The option of a `jump` request saying it starts from a standing position (`standing`): a gap's
 * edge met without the run-up (terrain.ts RUNNING_JUMP_RUN_UP), so {@link buildTest} gives the
 * standing jump.
 */
export const JUMP_START_OPTION = "start";

/** The option of a gap's `jump` request giving the gap's depth, metres: a jump falling short drops it. */
export const GAP_DEPTH_OPTION = "depth";

/** The option of a gap's `jump` request giving the jump's heading, radians (0 along +x, clockwise). */
export const JUMP_HEADING_OPTION = "heading";

function call(kind: string, extra: Partial<MovementTestCall> = {}): MovementTestCall {
  return { kind, characteristic: TEST_SPECS[kind]!.pool, difficulty: "plain", modifiers: [], ...extra };
}

function option<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Builds a test: `sprint`, `swimSprint`, `treadWater`; `jump`, `jumpStanding`, `jumpVertical`
 * (with the `distance` to clear, metres, when there is one: a gap's width; a `jump` with option
 * `start: "standing"` is the standing jump); `climb` with
 * options `direction` (up, down, horizontal, overhang), `assisted` (`"true"`/true), `surface`
 * (easy, broken, flat, sheer) and `condition` (none, wet, greased), giving a `climbUp` …
 * `climbOverhang` call with the Climbing Table's modifier lines, except that an assisted climb
 * down is rappelling (Climbing Table: "Assisted climbing down (rappelling)") and gives the `rappel`
 * call (Acrobatics + Body [Physical] (2), 20 m + 1 m a net hit); `rappel` (option `otherAction`:
 * another Simple Action in the phase, −2) and `rappelStop`; `fall` (with `distance`, metres:
 * only past 3 m). Unknown option values read as the defaults (up, unassisted, broken, none).
 * @returns undefined for an unknown kind, or a fall of 3 m or less
 * @throws {TypeError} when `request` is not an object, or its distance is given and not a number
 * @throws {RangeError} when its distance is NaN or ±Infinity
 */
export function buildTest(request: TestRequest): MovementTestCall | undefined {
  input(request, "buildTest");
  const distance = request.distance === undefined ? undefined : finiteNumber(request.distance, "A test's distance");
  const options: Readonly<Record<string, unknown>> =
    typeof request.options === "object" && request.options !== null ? request.options : {};
  switch (request.kind) {
    case "sprint":
    case "swimSprint":
    case "treadWater":
    case "rappelStop":
      return call(request.kind);
    case "jump":
    case "jumpStanding":
    case "jumpVertical": {
      // A running jump without its run-up is a standing jump (§ Jumping).
      const standing = request.kind === "jump" && own(options, JUMP_START_OPTION) === "standing";
      const built = call(
        standing ? "jumpStanding" : request.kind,
        distance !== undefined && distance > 0 ? { distance } : {},
      );
      // A gap's jump keeps its request: falling short, the result reads the gap's depth and heading.
      return own(options, GAP_DEPTH_OPTION) === undefined ? built : { ...built, request: { ...request } };
    }
    case "climb": {
      const direction = option(own(options, "direction"), CLIMB_DIRECTIONS, "up");
      const assisted = own(options, "assisted") === true || own(options, "assisted") === "true";
      // Assisted climbing down is rappelling (Climbing Table): the rappel test, so the climb card
      // and the rappel card give one answer for one descent. It keeps its request to be rebuilt.
      if (direction === "down" && assisted) return { ...call("rappel"), request: { ...request } };
      const surface = option(own(options, "surface"), Object.keys(CLIMB_SURFACES) as ClimbSurface[], "broken");
      const condition = option(own(options, "condition"), Object.keys(CLIMB_CONDITIONS) as ClimbCondition[], "none");
      const modifiers = [
        ...(assisted ? [{ source: "assisted", value: ASSISTED_CLIMB_BONUS }] : []),
        { source: `surface.${surface}`, value: CLIMB_SURFACES[surface] },
        ...(condition === "none" ? [] : [{ source: `condition.${condition}`, value: CLIMB_CONDITIONS[condition] }]),
      ];
      // A climb at an edge (terrain.ts sceneEdgeTestOptions) carries its request: the card
      // rebuilds it with the height still to climb, which the result reads. A climb has no
      // distance of its own: a negative one is dropped rather than stored.
      const kept: TestRequest = { ...request };
      if (distance === undefined || distance < 0) delete (kept as { distance?: number }).distance;
      return { ...call(CLIMB_KINDS[direction], { modifiers }), request: kept };
    }
    case "rappel": {
      const other = own(options, "otherAction") === true || own(options, "otherAction") === "true";
      return call("rappel", other ? { modifiers: [{ source: "otherAction", value: RAPPEL_OTHER_ACTION }] } : {});
    }
    case "fall": {
      // A drop beyond any scene (fallDamage's MAX_FALL) still throws its RangeError.
      if (distance === undefined || !fallDamage({ metres: Math.max(0, distance) })) return undefined;
      // The landing surface rides on the kept request (the card stores and rebuilds it); a hard
      // landing, the default, keeps none.
      const landing = option(own(options, LANDING_OPTION), LANDING_KINDS, "hard");
      if (landing === "hard") return call("fall", { distance });
      const kept: TestRequest = { ...request, distance, options: { ...options, [LANDING_OPTION]: landing } };
      return call("fall", { distance, request: kept });
    }
    default:
      return undefined;
  }
}

/** The request option naming a fall's landing surface (`hard`, `soft`, `cushioned`). */
export const LANDING_OPTION = "landing";

/**
 * A fall's landing surface as its call keeps it (the request's `landing` option); anything else,
 * or none, is a hard landing. Never throws.
 */
export function landingOf(test: MovementTestCall): LandingSurface {
  return option(own(test?.request?.options, LANDING_OPTION), LANDING_KINDS, "hard");
}

const choices = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `STRIDE.Shadowrun.${prefix}.${value}` }));

/** Tests the token HUD and a GM can post by hand. */
export const MANUAL_TESTS: readonly ManualTestSpec[] = [
  { request: { kind: "sprint" }, label: "STRIDE.Shadowrun.Test.sprint" },
  { request: { kind: "swimSprint" }, label: "STRIDE.Shadowrun.Test.swimSprint" },
  { request: { kind: "treadWater" }, label: "STRIDE.Shadowrun.Test.treadWater" },
  { request: { kind: "jump" }, label: "STRIDE.Shadowrun.Test.jump", chosen: true },
  { request: { kind: "jumpStanding" }, label: "STRIDE.Shadowrun.Test.jumpStanding", chosen: true },
  { request: { kind: "jumpVertical" }, label: "STRIDE.Shadowrun.Test.jumpVertical", chosen: true },
  {
    request: { kind: "climb" },
    label: "STRIDE.Shadowrun.Test.climb",
    chosen: true,
    options: [
      { key: "direction", label: "STRIDE.Shadowrun.Climb.direction", choices: choices("Climb", CLIMB_DIRECTIONS) },
      { key: "assisted", label: "STRIDE.Shadowrun.Climb.gear", choices: choices("Climb.assisted", ["false", "true"]) },
      {
        key: "surface",
        label: "STRIDE.Shadowrun.Climb.surfaceLabel",
        choices: choices("Climb.surface", ["broken", "easy", "flat", "sheer"]),
      },
      {
        key: "condition",
        label: "STRIDE.Shadowrun.Climb.conditionLabel",
        choices: choices("Climb.condition", Object.keys(CLIMB_CONDITIONS)),
      },
    ],
  },
  {
    request: { kind: "rappel" },
    label: "STRIDE.Shadowrun.Test.rappel",
    chosen: true,
    options: [
      {
        key: "otherAction",
        label: "STRIDE.Shadowrun.Modifier.otherAction",
        choices: choices("Rappel.otherAction", ["false", "true"]),
      },
    ],
  },
  { request: { kind: "rappelStop" }, label: "STRIDE.Shadowrun.Test.rappelStop", chosen: true },
  {
    request: { kind: "fall" },
    label: "STRIDE.Shadowrun.Test.fall",
    needsDistance: true,
    options: [
      {
        key: LANDING_OPTION,
        label: "STRIDE.Shadowrun.Fall.landingLabel",
        choices: choices("Fall.landing", LANDING_KINDS),
      },
    ],
  },
];

/**
 * The test that raises an action's limit this Combat Turn: a Sprinting test for the walking bands
 * (§ Sprinting), a swimming sprint for swimming (§ Swimming); null for any other action. Never throws.
 * @example allowanceTest("srRun") // → { request: { kind: "sprint" }, label: "STRIDE.Shadowrun.Test.sprint" }
 */
export function allowanceTest(action: string): ManualTestSpec | null {
  const kind =
    action === ACTIONS.swim
      ? "swimSprint"
      : action === ACTIONS.walk || action === ACTIONS.run || action === ACTIONS.sprint
        ? "sprint"
        : null;
  return kind ? (MANUAL_TESTS.find((t) => t.request.kind === kind) ?? null) : null;
}

/**
 * The tests a finished move calls for: a drop of more than 3 m is a fall to resist (§ Falling),
 * landing on the surface where the move ends ({@link landingSurfaceOf}: soft ground or a cushioned
 * region or water take the DV down, README § Rulings, soft landing); a rise (a negative drop) or none
 * calls for nothing.
 * @throws {TypeError} when `move` is not an object, or its drop is given and not a number
 * @throws {RangeError} when its drop is NaN, ±Infinity or beyond any scene (fallDamage's MAX_FALL)
 */
export function movementTests(move: MoveSummary): MovementTestCall[] {
  input(move, "movementTests");
  const drop = move.drop === undefined ? 0 : finiteNumber(move.drop, "A move's drop");
  const landing = landingSurfaceOf(move.endConditions);
  const options = landing === "hard" ? {} : { options: { [LANDING_OPTION]: landing } };
  const fall = buildTest({ kind: "fall", distance: drop, ...options });
  return fall ? [fall] : [];
}

/**
 * Dice a test rolls: the pool plus its modifiers, truncated to whole dice, never below 0. A pool
 * that is not a finite number counts 0 (the actor is gone or its value unreadable).
 * @throws {TypeError|RangeError} when the call's modifiers are not finite numbers (card-text `totalModifier`)
 * @throws {RangeError} when the dice come to more than 10,000 (dice/pool.ts MAX_POOL_DICE)
 */
export function poolSize(test: MovementTestCall, pool: number): number {
  const base = isFiniteNumber(pool) ? pool : 0;
  const size = Math.max(0, Math.trunc(base + totalModifier(test)));
  if (!(size <= MAX_POOL_DICE)) throw new RangeError(`A test rolls at most ${MAX_POOL_DICE} dice, got ${size}`);
  return size;
}

/**
 * Sprinting tests a runner may make in a Combat Turn (§ Sprinting); other kinds are unlimited.
 * A profile without a finite Running counts Running 0 (no sprint). Never throws.
 * @example historyLimit("sprint", runnerProfile({ …, running: 5 })) // → 3
 */
export function historyLimit(kind: string, profile: MovementProfile): number | null {
  return kind === "sprint" ? sprintTestLimit({ running: profileValue(profile, "running") }) : null;
}

/** Metres a hit of a sprint adds: the profile's, never below 0. */
function perHit(value: number): number {
  return Math.max(0, value);
}

function climbDirection(kind: string): ClimbDirection | undefined {
  return CLIMB_DIRECTIONS.find((direction) => CLIMB_KINDS[direction] === kind);
}

/**
 * The height a climb at an edge has still to go, metres (its request's `height` option, text or a
 * number from 0 to 10⁶), or null when it has none (a climb from the HUD only gives its metres).
 */
function climbHeight(test: MovementTestCall): number | null {
  const raw = own(test.request?.options, "height");
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : typeof raw === "number" ? raw : NaN;
  return Number.isFinite(value) && value > 0 && value <= 1e6 ? value : null;
}

/**
 * What a climb of `amount` metres this Complex Action gives (§ Climbing): at an edge with
 * `height` still to go, reaching it lets the move go on (`crossEdge`) with the token at the top or
 * the floor (`reposition` by the height), falling short leaves it part-way (`reposition` by the
 * metres climbed, up or down); no metres, no headway.
 */
function climbOutcome(amount: number, direction: ClimbDirection, height: number | null): Outcome {
  const vertical = direction === "up" || direction === "down";
  if (!(amount > 0)) return { success: false, outcome: "noProgress", amount: 0, consequences: [] };
  if (height === null || !vertical) return { success: true, outcome: "climbed", amount, consequences: [] };
  const sign = direction === "up" ? 1 : -1;
  const reposition = (rise: number): TestConsequence => ({ type: "reposition", distance: 0, heading: 0, rise });
  if (amount >= height) {
    return {
      success: true,
      outcome: direction === "up" ? "climbedTop" : "climbedBottom",
      amount: height,
      consequences: [reposition(sign * height), { type: "crossEdge" }],
    };
  }
  return { success: true, outcome: "climbed", amount, consequences: [reposition(sign * amount)] };
}

/** The outcome of a counted pool: its id, the number it names and what it changes. */
interface Outcome {
  readonly success: boolean;
  readonly outcome: string;
  readonly amount?: number;
  readonly styleHits?: number;
  readonly consequences: readonly TestConsequence[];
}

/**
 * What a jump over a gap that falls short sets off (Stride ruling, docs/rulings.md: the text gives
 * no outcome): the jumper drops into the gap where the jump ends, along its heading, and takes the
 * fall test for the gap's depth (§ Falling). None without the gap's depth and heading (a jump posted
 * from the HUD, not at an edge).
 * @param metres how far the jump went, metres
 */
function shortJumpFall(test: MovementTestCall, metres: number): TestConsequence[] {
  const options = test.request?.options;
  const depth = Number(own(options, GAP_DEPTH_OPTION));
  const heading = Number(own(options, JUMP_HEADING_OPTION));
  if (!(depth > 0) || !Number.isFinite(depth) || !Number.isFinite(heading)) return [];
  return [
    { type: "reposition", distance: Math.max(0, metres), heading, rise: -depth },
    { type: "followUp", request: { kind: "fall", distance: depth } },
  ];
}

function outcomeOf(test: MovementTestCall, hits: number, netHits: number, passed: boolean, profile?: MovementProfile) {
  const value = (key: string) => profileValue(profile, key);
  switch (test.kind) {
    case "sprint":
    case "swimSprint": {
      const sprint = test.kind === "sprint";
      const amount = hits * perHit(value(sprint ? "sprintPerHit" : "swimSprintPerHit"));
      const consequences: TestConsequence[] = [
        ...(amount > 0
          ? [{ type: "allowance" as const, action: sprint ? ACTIONS.sprint : ACTIONS.swim, distance: amount }]
          : []),
        ...(sprint ? [{ type: "status" as const, status: STATUSES.sprinting, active: true }] : []),
      ];
      return { success: amount > 0, outcome: test.kind, amount, consequences };
    }
    case "treadWater":
      return passed
        ? { success: true, outcome: "afloat", consequences: [] }
        : { success: false, outcome: "slips", amount: 1, consequences: [{ type: "damage", track: "stun", boxes: 1 }] };
    case "jump":
    case "jumpStanding":
    case "jumpVertical": {
      const result = jump({
        agility: value("agility"),
        strength: value("strength"),
        hits,
        running: test.kind === "jump",
        vertical: test.kind === "jumpVertical",
      });
      const clears = test.distance === undefined || result.distance >= test.distance;
      return {
        success: clears,
        outcome: test.distance === undefined ? "jumped" : clears ? "clears" : "short",
        amount: result.distance,
        styleHits: result.styleHits,
        consequences:
          clears && test.kind !== "jumpVertical" && test.distance !== undefined
            ? [{ type: "crossEdge" }]
            : clears
              ? []
              : shortJumpFall(test, result.distance),
      };
    }
    case "rappel": {
      if (!passed) return { success: false, outcome: "rappelFails", consequences: [] };
      const metres = rappel({ netHits });
      // An assisted climb down at an edge (its request keeps the height to the floor) descends as a
      // climb does: to the floor when the metres reach it, else by the metres.
      const height = climbHeight(test);
      return height === null
        ? { success: true, outcome: "rappels", amount: metres, consequences: [] }
        : climbOutcome(metres, "down", height);
    }
    case "rappelStop":
      return { success: passed, outcome: passed ? "rappelStops" : "rappelNoBrake", consequences: [] };
    case "fall": {
      const dv = landedDv({ dv: fallDamage({ metres: test.distance ?? 0 })?.dv ?? 0, surface: landingOf(test) });
      const boxes = unresistedBoxes({ dv, hits });
      return {
        success: boxes === 0,
        outcome: boxes === 0 ? "fallResisted" : "fallHurt",
        amount: boxes,
        consequences: boxes > 0 ? [{ type: "damage", track: "physical", boxes }] : [],
      };
    }
    default: {
      const direction = climbDirection(test.kind);
      if (!direction) return { success: passed, outcome: "fails", consequences: [] };
      const assisted = test.modifiers.some((m) => m.source === "assisted");
      return climbOutcome(climb({ hits, direction, assisted }), direction, climbHeight(test));
    }
  }
}

/**
 * Resolves a rolled pool test (ruling 9): counts hits (capped at the [Physical] limit for the
 * tests the text limits, when the profile has one), compares them with the threshold, and
 * works out the metres gained, jumped, climbed or descended, or the boxes of damage taken.
 * @param pool the dice pool before modifiers (the profile value the call names)
 * @param dice the d6 face values, one per die of the pool after modifiers
 * @param profile the tester's profile (Agility and Strength for jumps, metres per sprint hit,
 *   the Physical limit); values it lacks (or a profile that is not one) count 0; a negative
 *   metres per hit counts 0
 * @throws {TypeError} when `test` is not a test call (card-text `checkCall`) or `dice` not an array
 * @throws {RangeError} for an unknown kind, dice that are not as many d6 results (1–6) as the pool,
 *   or a fall beyond any scene (see {@link fallDamage})
 */
export function resolvePoolTest(
  test: MovementTestCall,
  pool: number,
  dice: readonly number[],
  profile?: MovementProfile,
): MovementTestResolution {
  checkCall(test);
  const spec = specOf(test.kind);
  if (!spec) throw new RangeError(`Unknown Shadowrun test ${show(test.kind)}`);
  if (!Array.isArray(dice)) throw new TypeError(`A test's dice must be an array of d6 results, got ${show(dice)}`);
  const size = poolSize(test, pool);
  if (dice.length !== size) throw new RangeError(`The test rolls ${size} dice, got ${dice.length} results`);
  const limit = spec.limited ? profileValue(profile, "physicalLimit") : 0;
  const counted = poolTest({ results: dice, threshold: spec.threshold, limit });
  const result = outcomeOf(test, counted.hits, counted.netHits, counted.success, profile) as Outcome;
  const report: PoolReport = {
    dice: counted.dice,
    hits: counted.hits,
    rolledHits: counted.rolledHits,
    ones: counted.ones,
    threshold: counted.threshold,
    netHits: counted.netHits,
    glitch: counted.glitch,
    criticalGlitch: counted.criticalGlitch,
    ...(result.amount !== undefined ? { amount: result.amount } : {}),
    ...(result.styleHits ? { styleHits: result.styleHits } : {}),
  };
  return {
    success: result.success,
    degrees: 1,
    targetNumber: spec.threshold,
    outcome: result.outcome,
    prone: false,
    hit: null,
    pool: report,
    consequences: result.consequences,
  };
}

/**
 * Lang key of a modifier line's source (`assisted`, `surface.flat`, `condition.wet`, `otherAction`).
 * @throws {TypeError} when `source` is not a string
 */
export function modifierKey(source: string): string {
  if (typeof source !== "string") throw new TypeError(`A modifier's source must be a string, got ${show(source)}`);
  if (source.startsWith("surface.")) return `STRIDE.Shadowrun.Climb.${source}`;
  if (source.startsWith("condition.")) return `STRIDE.Shadowrun.Climb.${source}`;
  return `STRIDE.Shadowrun.Modifier.${source}`;
}

/**
 * Why a card's test is called for: a jump over a gap names its width; a climb at an edge the
 * height still to go; a fall its DV and, past
 * 50 m, the Combat Turns it lasts (§ Falling: 50, 100, 150, then 200 m a Combat Turn).
 */
function reasonText(test: MovementTestCall): CardText {
  if (test.kind === "fall" && test.distance !== undefined) {
    // A call's distance is finite (checkCall); a fall beyond any scene reads as the longest.
    const metres = Math.min(MAX_FALL, Math.max(0, test.distance));
    const turns = fallCombatTurns({ metres });
    return {
      key: `STRIDE.Shadowrun.Card.reason.${turns > 1 ? "fallLong" : "fall"}`,
      // The text's DV (the whole metres fallen); a soft landing is its own line below it.
      data: { distance: test.distance, dv: fallDamage({ metres })?.dv ?? 0, turns },
    };
  }
  const height = test.kind === "climbUp" || test.kind === "climbDown" ? climbHeight(test) : null;
  if (height !== null) return { key: `STRIDE.Shadowrun.Card.reason.${test.kind}Height`, data: { height } };
  const over = test.distance !== undefined && (test.kind === EDGE_TEST || test.kind === "jumpStanding");
  const kind = over ? `${test.kind}Over` : test.kind;
  return { key: `STRIDE.Shadowrun.Card.reason.${kind}`, data: { distance: test.distance ?? "" } };
}

/**
 * How a card shows a pool test: titled by the test ("Sprinting test"), the pool as its skill +
 * attribute [limit] with its dice, each modifier line, and the dice rolled after modifiers with
 * the threshold ("8d6 (2)").
 * @param pool the dice pool before modifiers, or null when the actor is gone (a pool that is not a
 *   finite number counts 0, as {@link poolSize} reads it)
 * @throws {TypeError|RangeError} when `test` is not a test call (card-text `checkCall`), or as {@link poolSize}
 */
export function describePoolTest(test: MovementTestCall, pool: number | null): TestDescription {
  checkCall(test);
  const spec = specOf(test.kind);
  const threshold = spec?.threshold ?? 0;
  const read = pool === null ? null : isFiniteNumber(pool) ? pool : 0;
  const dice = read === null ? null : poolSize(test, read);
  return {
    title: { key: `STRIDE.Shadowrun.Test.${test.kind}`, data: { threshold } },
    reason: reasonText(test),
    lines: [
      ...(read === null
        ? []
        : [{ label: { key: `STRIDE.Shadowrun.Pool.${test.characteristic}` }, value: String(read) }]),
      ...test.modifiers.map((m) => ({ label: modifierLabel(m, modifierKey), value: signed(m.value) })),
      ...landingLines(test),
    ],
    target: dice === null || dice === 0 ? null : threshold > 0 ? `${dice}d6 (${threshold})` : `${dice}d6`,
    impossible: dice === 0,
  };
}

/** A fall's landing line ("Soft landing (DV) −2"), none for a hard landing or any other test. */
function landingLines(test: MovementTestCall): { label: CardText; value: string }[] {
  const surface = test.kind === "fall" ? landingOf(test) : "hard";
  if (surface === "hard") return [];
  return [{ label: { key: `STRIDE.Shadowrun.Fall.landingLine.${surface}` }, value: signed(LANDING_SURFACES[surface]) }];
}

/** The glitch line of a card: none, glitch or critical glitch (ruling 9). */
function glitchText(report: PoolReport): CardText {
  const kind = report.criticalGlitch ? "critical" : report.glitch ? "glitch" : "none";
  return { key: `STRIDE.Shadowrun.Card.glitch.${kind}` };
}

/**
 * How a card shows a rolled pool test: hits (and the threshold and net hits when it has one),
 * the glitch, and the outcome with the metres or boxes it names (a jump "with style" says the
 * surplus hits).
 * @throws {TypeError|RangeError} when `test` or `resolution` is not well formed (card-text
 *   `checkCall`, `checkResolution`), or the resolution's pool is given and not an object (null: none)
 */
export function describePoolResult(test: MovementTestCall, resolution: MovementTestResolution): ResultDescription {
  checkCall(test);
  checkResolution(resolution);
  const pool: unknown = resolution.pool;
  if (pool !== undefined && pool !== null && typeof pool !== "object") {
    throw new TypeError(`A resolution's pool must be a pool report, got ${show(pool)}`);
  }
  const report = resolution.pool ?? undefined;
  const hits = report?.hits ?? 0;
  const threshold = report?.threshold ?? 0;
  const style = (report?.styleHits ?? 0) > 0;
  return {
    verdict: {
      key: `STRIDE.Shadowrun.Card.${threshold > 0 ? "hitsThreshold" : "hits"}`,
      data: {
        hits,
        count: hits,
        threshold,
        netHits: report?.netHits ?? 0,
        glitch: report ? glitchText(report) : { key: "STRIDE.Shadowrun.Card.glitch.none" },
      },
    },
    outcome: {
      key: `STRIDE.Shadowrun.Card.outcome.${resolution.outcome}${style ? "Style" : ""}`,
      data: {
        amount: report?.amount ?? 0,
        count: report?.amount ?? 0,
        distance: test.distance ?? "",
        styleHits: report?.styleHits ?? 0,
      },
    },
  };
}
