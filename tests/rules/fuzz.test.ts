/**
 * Fuzzing the engine's public API (issue #15 item 2): every function exported by src/rules/index.ts
 * (namespaces included) and every function-valued member of each ruleset object is called with
 * generated input — typed values, NaN and ±Infinity, wrong types, empty and 10,000-point paths,
 * 2,000 bases — and must only throw a RangeError or TypeError of its own (with a message), return
 * no NaN and no negative distance, and not hang (a call over 1 s is taken for one; speed itself is
 * measured by `npm run bench`).
 *
 * A new export fails the coverage test until it has an entry in ENTRIES below. Ruleset members are
 * found by walking each ruleset object, so they need no entry (METHOD_ARGS types the known ones).
 * The seed is fixed, so each run repeats the last; set FUZZ_SEED to try others.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as rules from "../../src/rules";
import * as d6Module from "../../src/rules/rulesets/d6";
import * as dh2Module from "../../src/rules/rulesets/dh2";
import * as necromundaModule from "../../src/rules/rulesets/necromunda";
import * as shadowrunModule from "../../src/rules/rulesets/shadowrun";
import { PROPERTY_SEED } from "../support/property-seed";

type Args = readonly unknown[];
type Fn = (...args: unknown[]) => unknown;

/** How one function is fuzzed. */
interface Entry {
  /** Its arguments. */
  readonly args: fc.Arbitrary<Args>;
  /** Share of the input budget (1 by default; big-input entries take less). */
  readonly weight?: number;
  /** The result is a distance or a cost: a number result must be ≥ 0. */
  readonly nonNegative?: boolean;
  /** Infinity is a documented result (an impassable cost), not an overflow. */
  readonly infinite?: boolean;
  /** Calls the export (default: a plain call). */
  readonly call?: (fn: Fn, args: Args) => unknown;
}

/** Inputs per run, split across every target by weight. */
const TOTAL_INPUTS = Number(process.env["FUZZ_INPUTS"] ?? 110_000);
/**
 * A call this slow (ms) is taken for a hang. Speed targets live in `npm run bench`; this bound only
 * catches a loop that does not end, with room for a busy machine. Most calls take tens of ms; the
 * slowest is `basesAlongPath` on the 10,000-point path against 2,000 bases with a reach of 10¹²,
 * where every base is near every segment: 2 × 10⁷ checks, about 1.2 s on a two-core machine.
 */
const CALL_LIMIT_MS = 3_000;
/** The shared property seed (tests/support/property-seed.ts), or `FUZZ_SEED` to replay or explore. */
const SEED = Number(process.env["FUZZ_SEED"] ?? PROPERTY_SEED);

// ——— Arbitraries ———

const tuple = (...arbs: fc.Arbitrary<unknown>[]): fc.Arbitrary<Args> => fc.tuple(...arbs);
const special = fc.constantFrom(
  Number.NaN,
  Infinity,
  -Infinity,
  0,
  -0,
  -1,
  0.5,
  1e12,
  -1e12,
  1e13,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
);
const num = fc.oneof(
  { weight: 4, arbitrary: fc.double({ min: -1000, max: 1000, noNaN: true }) },
  { weight: 3, arbitrary: fc.integer({ min: -100, max: 200 }) },
  { weight: 2, arbitrary: special },
  { weight: 1, arbitrary: fc.double() },
);
const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constantFrom("constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"),
  fc.constant(() => 1),
  // Values a message cannot print with String() or a template literal: they must not make a check throw a native error.
  fc.constant(Symbol("junk")),
  fc.constant(Object.create(null) as object),
  fc.constant(Object.assign(Object.create(null) as object, { x: 1, kind: "climb" })),
  num,
);
/** A typed value most of the time, anything now and then. */
const or = <T>(typed: fc.Arbitrary<T>, typedWeight = 8): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: typedWeight, arbitrary: typed }, { weight: 1, arbitrary: junk });
const numeric = or(num, 10);
const optional = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined });

const coord = fc.oneof(
  { weight: 12, arbitrary: fc.double({ min: -100, max: 100, noNaN: true }) },
  { weight: 1, arbitrary: special },
);
const length = fc.oneof(
  { weight: 12, arbitrary: fc.double({ min: 0, max: 5, noNaN: true }) },
  { weight: 1, arbitrary: special },
);
const point = or(fc.record({ x: coord, y: coord }), 20);
const base = or(fc.record({ x: coord, y: coord, radius: length }), 20);
const rect = or(fc.record({ x: coord, y: coord, width: length, height: length }), 20);

/** A deterministic pseudo-random sequence (mulberry32), to build big inputs cheaply. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** A 10,000-point random walk over a 100 × 100 table. */
const bigPath = fc.integer().map((seed) => {
  const r = random(seed);
  let x = 50;
  let y = 50;
  return Array.from({ length: 10_000 }, () => {
    x = Math.min(100, Math.max(0, x + r() - 0.5));
    y = Math.min(100, Math.max(0, y + r() - 0.5));
    return { x, y };
  });
});
/** 2,000 bases scattered over a 100 × 100 table. */
const bigBases = fc.integer().map((seed) => {
  const r = random(seed);
  return Array.from({ length: 2_000 }, () => ({ x: r() * 100, y: r() * 100, radius: 0.25 + r() * 0.75 }));
});
const path = fc.oneof(
  { weight: 12, arbitrary: fc.array(point, { maxLength: 8 }) },
  { weight: 2, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: bigPath },
  { weight: 1, arbitrary: junk },
);
const bases = fc.oneof(
  { weight: 12, arbitrary: fc.array(base, { maxLength: 8 }) },
  { weight: 2, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: bigBases },
  { weight: 1, arbitrary: junk },
);

const word = fc.oneof(
  fc.constantFrom(
    ...dh2Module.TERRAIN_CONDITIONS,
    ...necromundaModule.NECROMUNDA_TERRAIN,
    "constructor",
    "__proto__",
    "toString",
    "valueOf",
    "",
  ),
  fc.string({ maxLength: 6 }),
);
const conditions = or(fc.array(word, { maxLength: 5 }));
const variant = optional(fc.constantFrom("core", "alternate", "constructor", ""));
const gravity = optional(fc.constantFrom(...rules.GRAVITIES, "sideways"));
const context = or(optional(fc.record({ gravity, variant }, { requiredKeys: [] })));
const numberDict = fc.dictionary(
  fc.constantFrom("agility", "move", "strength", "half", "full", "charge", "run", "crawl", "ram", "__proto__"),
  numeric,
);
const profile = or(
  fc.record(
    { characteristics: or(numberDict), unnatural: numberDict, size: numeric, modifiers: numberDict },
    { requiredKeys: ["characteristics"] },
  ),
);
const agilityInput = or(
  fc.record({ agility: numeric, unnaturalAgility: numeric, size: numeric, gravity }, { requiredKeys: ["agility"] }),
);
const actionId = fc.constantFrom("half", "full", "charge", "run", "crawl", "move", "ram", "walk", "fly");
const distance = or(fc.double({ min: 0, max: 50, noNaN: true }), 3);
const band = fc.record({ action: actionId, distance });
const moveSummary = or(
  fc.record(
    {
      actions: or(fc.array(actionId, { maxLength: 3 })),
      conditions,
      turnDistance: distance,
      bands: or(fc.array(band, { maxLength: 5 })),
      zeroGravity: fc.boolean(),
      variant,
      drop: numeric,
      vehicle: fc.boolean(),
      rise: numeric,
      inCombat: fc.boolean(),
      edgeCleared: fc.boolean(),
    },
    { requiredKeys: ["actions", "conditions", "turnDistance", "bands", "zeroGravity"] },
  ),
);
const testKind = fc.oneof(
  fc.constantFrom(
    ...[...dh2Module.MANUAL_TESTS, ...necromundaModule.MANUAL_TESTS].map((t) => t.request.kind),
    "runOver",
    "riding",
    "liftObstruct",
    "sideOn",
    "vehicleFall",
    "constructor",
    "valueOf",
    "__proto__",
  ),
  fc.string({ maxLength: 6 }),
);
const hit = or(fc.record({ strength: numeric, ap: numeric, damage: numeric }));
const testRequest = or(
  fc.record(
    {
      kind: testKind,
      condition: word,
      distance: numeric,
      railing: fc.boolean(),
      status: fc.constantFrom("standing", "pinned", "seriouslyInjured", "dancing"),
      vehicleMove: numeric,
      variant,
      tougher: fc.boolean(),
    },
    { requiredKeys: ["kind"] },
  ),
);
const modifierLine = fc.record({ source: word, value: numeric });
const testCall = or(
  fc.record(
    {
      kind: testKind,
      characteristic: fc.constantFrom("agility", "perception", "initiative", "handling"),
      difficulty: fc.constantFrom("challenging", "hard", "plain", "constructor"),
      modifiers: or(fc.array(modifierLine, { maxLength: 3 })),
      condition: word,
      fixedTarget: or(fc.integer({ min: 1, max: 7 }), 4),
      distance: or(fc.double({ min: 0, max: 30, noNaN: true }), 4),
      hit,
    },
    { requiredKeys: ["kind", "characteristic", "difficulty", "modifiers"] },
  ),
);
const d6 = or(fc.integer({ min: 0, max: 7 }), 12);
const dice = fc.oneof(
  { weight: 10, arbitrary: fc.array(d6, { maxLength: 12 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 9_990, maxLength: 10_010 }) },
  { weight: 1, arbitrary: junk },
);
const wildChain = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 5 }))
    .map(([sixes, last]) => [...Array<number>(sixes).fill(6), last]),
  fc.array(d6, { maxLength: 4 }),
);
const wildRoll = or(fc.record({ normal: dice, wild: or(wildChain), pips: optional(numeric) }));
const skillCode = fc.oneof(
  fc
    .tuple(fc.integer({ min: -1, max: 120 }), fc.integer({ min: -1, max: 4 }))
    .map(([d, p]) => (p < 0 ? `${d}D` : `${d}D+${p}`)),
  fc.string({ maxLength: 8 }),
  fc.record({ dice: numeric, pips: numeric }),
  junk,
);
const roll = or(fc.integer({ min: -1, max: 102 }), 10);
const collisionInput = or(
  fc.record(
    {
      move: numeric,
      moverToughness: numeric,
      otherToughness: numeric,
      arc: fc.constantFrom("front", "side", "back"),
      ram: fc.boolean(),
      lowerToughness: fc.boolean(),
      rammerOwnDamage: fc.boolean(),
      terrain: fc.constantFrom("solid", "obstacle", "lava"),
    },
    { requiredKeys: ["move"] },
  ),
);
const riseCost = fc.constantFrom<unknown>(
  necromundaModule.riseCost,
  () => 1,
  () => -1,
  () => Number.NaN,
  () => Infinity,
  "not a function",
);
const step = or(fc.record({ cost: numeric, distance: length, horizontal: length, rise: coord }), 20);
const placement = or(
  fc.record(
    {
      radius: length,
      reach: length,
      bases,
      enemies: bases,
      zone: length,
      within: optional(rect),
      step: optional(fc.oneof(fc.double({ min: 0.1, max: 2, noNaN: true }), special)),
    },
    { requiredKeys: ["radius", "reach", "bases", "enemies", "zone"] },
  ),
  20,
);
const outcomeId = fc.constantFrom("kept", "prone", "falls", "fallsHit", "struck", "loseControlHit", "constructor", "");
/** A rolled test's resolution (types.ts MovementTestResolution), as `tests.resolve` returns one. */
const resolution = or(
  fc.record(
    {
      success: or(fc.boolean(), 12),
      degrees: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 11 }) }, { weight: 1, arbitrary: numeric }),
      targetNumber: or(fc.integer({ min: -20, max: 130 }), 12),
      outcome: or(outcomeId, 12),
      prone: fc.boolean(),
      hit: fc.option(hit, { nil: undefined }),
    },
    { requiredKeys: ["success", "degrees", "targetNumber", "outcome", "prone"] },
  ),
);
/** A model on the scene (scene/snapshot.ts ModelSnapshot). */
const modelSnapshot = or(
  fc.record(
    {
      id: fc.string({ maxLength: 16 }),
      name: fc.string({ maxLength: 8 }),
      kind: or(fc.constantFrom("character", "vehicle"), 12),
      disposition: fc.constantFrom("friendly", "neutral", "hostile", "secret"),
      base,
      footprint: rect,
      elevation: coord,
      status: or(fc.constantFrom("standing", "pinned", "seriouslyInjured", null), 12),
      characteristics: numberDict,
      toughness: fc.option(fc.record({ front: numeric, side: numeric, rear: numeric }), { nil: undefined }),
      facing: optional(coord),
      visible: fc.boolean(),
    },
    {
      requiredKeys: [
        "id",
        "name",
        "kind",
        "disposition",
        "base",
        "footprint",
        "elevation",
        "status",
        "characteristics",
      ],
    },
  ),
);
const maybeAction = or(optional(actionId));
const roundKey = or(fc.option(fc.constantFrom("c1.r1", "c1.r2", "c2.r1", "")), 12);
const lift = tuple(
  numeric,
  or(fc.constantFrom("up", "down"), 6),
  or(optional(fc.double({ min: 0, max: 6, noNaN: true }))),
);

/** Any of the shapes above: arguments of a ruleset member nobody typed yet. */
const anything = fc.oneof(profile, context, moveSummary, testCall, testRequest, conditions, numeric, roll, junk);
const generic = fc.array(anything, { maxLength: 3 }) as fc.Arbitrary<Args>;

// dh2 carrying, throwing and journeys (issue #14).
const bonus = or(fc.integer({ min: -3, max: 25 }), 6);
const carryingInput = or(
  fc.record({ strengthBonus: bonus, toughnessBonus: bonus, gravity, extra: bonus }, { requiredKeys: [] }),
);
const degrees = or(fc.integer({ min: -1, max: 12 }), 6);
const throwInput = or(
  fc.record({
    strengthBonus: bonus,
    toughnessBonus: bonus,
    success: or(fc.boolean()),
    degrees,
    gravity,
    weightKg: numeric,
  }),
);
const pace = fc.constantFrom("walk", "hurry", "run", "crawl");
const journeyInput = or(
  fc.record(
    {
      members: or(
        fc.array(
          or(
            fc.record({
              id: or(fc.string({ maxLength: 4 })),
              agilityBonus: bonus,
              strengthBonus: bonus,
              toughnessBonus: bonus,
              willpowerBonus: bonus,
              encumbered: fc.boolean(),
            }),
          ),
          { maxLength: 6 },
        ),
      ),
      distanceKm: numeric,
      swimmingKm: numeric,
      terrain: fc.constantFrom("normal", "difficult", "denseUrban", "lava"),
      pace,
      hoursPerDay: numeric,
      gravity,
      variant,
    },
    { requiredKeys: ["members", "distanceKm"] },
  ),
);
const recoveryInput = or(fc.record({ variant, levels: bonus, hoursBeyond: bonus, restHours: numeric }));

// dh2 journey2: Encumbered on tests, and rolled attempts to lift or push more than the limit (issue #14).
const situation = or(
  fc.record({ statuses: or(fc.array(fc.constantFrom("encumbered", "prone", "constructor", ""), { maxLength: 3 })) }),
);
const agilityCall = or(
  fc.record({
    kind: fc.constantFrom("treacherous", "darkness", "zeroGravity"),
    characteristic: fc.constantFrom("agility", "perception", "strength"),
    difficulty: fc.constantFrom("challenging", "hard"),
    modifiers: fc.array(modifierLine, { maxLength: 3 }),
  }),
);
const strainTask = or(fc.constantFrom("lift", "push", "throw"), 10);
const strainInput = or(
  fc.record(
    {
      strengthBonus: bonus,
      toughnessBonus: bonus,
      gravity,
      task: strainTask,
      weightKg: numeric,
      success: or(fc.boolean()),
      degrees,
    },
    { requiredKeys: ["strengthBonus", "toughnessBonus", "task", "weightKg"] },
  ),
);
const DH2_JOURNEY2: Readonly<Record<string, Entry>> = {
  "dh2.situationalModifiers": { args: tuple(agilityCall, situation) },
  "dh2.strainNeeded": { args: tuple(strainInput) },
  "dh2.flyingConditions": { args: tuple(anything, optional(word)) },
  "dh2.strainAttempt": { args: tuple(strainInput) },
};

/** A finder over generated bases, then one query of each kind. */
function queryFinder(Finder: new (b: readonly rules.Base[]) => rules.BaseFinder) {
  return (_fn: Fn, [b, x, y, bx, by, radius, zone]: Args) => {
    const finder = new Finder(b as rules.Base[]);
    const q = [x, y, radius, zone] as [number, number, number, number];
    return [
      finder.firstWithin(...q),
      finder.firstEntry(x as number, y as number, bx as number, by as number, radius as number, zone as number),
    ];
  };
}
const finderArgs = tuple(bases, coord, coord, coord, coord, length, length);

// ——— Shadowrun (shadowrun-movement.md; rulings 9 and 11) ———

const sr = shadowrunModule;
/** A rating as a runner's record holds one: mostly 0–12, sometimes any number, now and then junk. */
const srRating = or(
  fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }) }, { weight: 2, arbitrary: num }),
  10,
);
const srHits = or(
  fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 15 }) }, { weight: 2, arbitrary: num }),
  10,
);
const metatype = or(fc.constantFrom(...sr.METATYPES, "gnome", "constructor", "__proto__", ""), 10);
/** An input object (`{ agility, … }`) most of the time, junk now and then. */
const srInput = <T>(shape: { [K in keyof T]: fc.Arbitrary<T[K]> }) => tuple(or(fc.record(shape), 12));
const srRecord = fc.record({
  metatype,
  agility: srRating,
  strength: srRating,
  body: srRating,
  running: srRating,
  swimming: srRating,
  acrobatics: srRating,
  armour: srRating,
  physicalLimit: srRating,
});
const srModifiers = fc.dictionary(fc.constantFrom("srWalk", "srRun", "srSprint", "srSwim", "__proto__"), numeric);
/** A runner's profile as the actor model builds it, or the generic profile, or junk. */
const srProfile = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(srRecord, srModifiers)
      .map(([record, mods]) =>
        sr.runnerProfile(record as shadowrunModule.RunnerRecord, mods as Record<string, number>),
      ),
  },
  { weight: 2, arbitrary: profile },
);
const srKind = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      ...Object.keys(sr.TEST_SPECS),
      ...sr.MANUAL_TESTS.map((t) => t.request.kind),
      "constructor",
      "__proto__",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const srOptions = or(
  fc.record(
    {
      direction: or(fc.constantFrom(...sr.CLIMB_DIRECTIONS, "sideways", "constructor"), 6),
      assisted: fc.constantFrom<unknown>(true, false, "true", "false", 1),
      surface: or(fc.constantFrom(...Object.keys(sr.CLIMB_SURFACES), "glass", "__proto__"), 6),
      condition: or(fc.constantFrom(...Object.keys(sr.CLIMB_CONDITIONS), "icy", "toString"), 6),
      otherAction: fc.constantFrom<unknown>(true, false, "true", null),
      landing: or(fc.constantFrom(...sr.LANDING_KINDS, "lava", "__proto__"), 6),
      // A climb at an edge: the height still to go (terrain.ts sceneEdgeTestOptions), text or junk.
      height: or(fc.oneof(fc.constantFrom("12", "0.5", "", "x", "1e9", "-3"), fc.double({ min: 0, max: 30 })), 6),
    },
    { requiredKeys: [] },
  ),
);
const srRequest = or(
  fc.record(
    {
      kind: srKind,
      distance: or(fc.oneof(fc.double({ min: 0, max: 20, noNaN: true }), fc.integer({ min: -5, max: 300 })), 10),
      options: srOptions,
    },
    { requiredKeys: ["kind"] },
  ),
);
const srModifierLine = fc.record({
  source: or(fc.constantFrom("assisted", "surface.flat", "condition.wet", "otherAction"), 6),
  value: or(fc.integer({ min: -6, max: 4 }), 10),
});
/** A test call: built by the ruleset from a request, or a raw record with Shadowrun kinds, or junk. */
const srCall = fc.oneof(
  {
    weight: 8,
    arbitrary: srRequest.map(
      (r) => tryOr(() => sr.buildTest(r as rules.TestRequest)) ?? sr.buildTest({ kind: "sprint" }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        kind: srKind,
        characteristic: fc.constantFrom(...sr.POOL_KEYS, "agility"),
        difficulty: fc.constantFrom("plain", "constructor"),
        modifiers: or(fc.array(srModifierLine, { maxLength: 3 })),
        distance: or(fc.double({ min: 0, max: 30, noNaN: true }), 4),
      },
      { requiredKeys: ["kind", "characteristic", "difficulty", "modifiers"] },
    ),
  },
  { weight: 1, arbitrary: junk },
);
const srPool = or(fc.integer({ min: 0, max: 14 }), 8);
/** Arguments of a pool test's resolution: mostly as many d6 results as the call rolls. */
const srResolveArgs = fc.tuple(srCall, srPool, srProfile).chain(([call, pool, prof]) => {
  const size = tryOr(() => sr.poolSize(call as rules.MovementTestCall, pool as number));
  const matched =
    size === undefined || size > 40
      ? dice
      : fc.array(fc.integer({ min: 1, max: 6 }), { minLength: size, maxLength: size });
  return fc.tuple(
    fc.constant(call),
    fc.constant(pool),
    fc.oneof({ weight: 8, arbitrary: matched }, { weight: 1, arbitrary: dice }),
    fc.oneof({ weight: 8, arbitrary: fc.constant(prof) }, { weight: 1, arbitrary: junk }),
  );
});
/** A resolution the ruleset gave, or the generic one (no pool report), or junk. */
const srResolution = fc.oneof(
  {
    weight: 6,
    arbitrary: srResolveArgs.map(([c, p, d, prof]) =>
      tryOr(() =>
        sr.resolvePoolTest(c as rules.MovementTestCall, p as number, d as number[], prof as rules.MovementProfile),
      ),
    ),
  },
  { weight: 2, arbitrary: resolution },
  {
    weight: 1,
    arbitrary: fc
      .tuple(resolution, junk)
      .map(([r, pool]) => (typeof r === "object" && r !== null ? { ...r, pool } : r)),
  },
);
const srResults = or(fc.record({ results: dice }));

/** The Shadowrun functions by name: `shadowrun.<name>` exports and the same members of the ruleset object. */
const SHADOWRUN: Readonly<Record<string, Entry>> = {
  jump: {
    args: srInput({
      agility: srRating,
      strength: srRating,
      hits: srHits,
      running: fc.boolean(),
      vertical: optional(fc.boolean()),
    }),
    nonNegative: true,
  },
  climb: {
    args: srInput({
      hits: srHits,
      direction: or(fc.constantFrom(...sr.CLIMB_DIRECTIONS, "sideways", "constructor"), 10),
      assisted: fc.boolean(),
    }),
    nonNegative: true,
  },
  climbModifier: {
    args: srInput({
      assisted: fc.boolean(),
      surface: or(fc.constantFrom(...Object.keys(sr.CLIMB_SURFACES), "glass", "constructor", "__proto__"), 10),
      condition: optional(or(fc.constantFrom(...Object.keys(sr.CLIMB_CONDITIONS), "icy", "toString"), 10)),
    }),
  },
  rappel: { args: srInput({ netHits: srHits }), nonNegative: true },
  fallDamage: {
    // Not nonNegative: a fall's AP is −4 (the DV is checked by the boundary tests).
    args: srInput({ metres: or(fc.oneof(fc.double({ min: 0, max: 300, noNaN: true }), num), 10) }),
  },
  fallDistance: { args: srInput({ combatTurn: or(fc.integer({ min: -1, max: 12 }), 10) }), nonNegative: true },
  allowanceTest: { args: tuple(or(fc.constantFrom("srWalk", "srRun", "srSprint", "srSwim", "walk", "constructor"))) },
  fallCombatTurns: {
    args: srInput({ metres: or(fc.oneof(fc.double({ min: 0, max: 1e12, noNaN: true }), num), 10) }),
    nonNegative: true,
  },
  fallResistancePool: { args: srInput({ body: srRating, armour: srRating }), nonNegative: true },
  unresistedBoxes: { args: srInput({ dv: srHits, hits: srHits }), nonNegative: true },
  landedDv: {
    args: srInput({ dv: srHits, surface: or(fc.constantFrom(...sr.LANDING_KINDS, "lava", "constructor"), 10) }),
    nonNegative: true,
  },
  landingOf: { args: tuple(srCall) },
  landingSurfaceOf: { args: tuple(srConditions()) },
  isMetatype: { args: tuple(metatype) },
  rating: { args: tuple(numeric, optional(or(fc.constantFrom("Agility", "Body"), 6))), nonNegative: true },
  movementRates: { args: srInput({ agility: srRating, metatype }), nonNegative: true },
  sprintTestLimit: { args: srInput({ running: srRating }), nonNegative: true },
  swimRate: { args: srInput({ agility: srRating, strength: srRating }), nonNegative: true },
  swimSprintPerHit: { args: srInput({ metatype }), nonNegative: true },
  treadWaterMinutes: { args: srInput({ strength: srRating, body: srRating }), nonNegative: true },
  treadingClock: {
    args: srInput({
      minutes: or(fc.oneof(fc.double({ min: 0, max: 30, noNaN: true }), num), 10),
      since: or(fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), num), 10),
      now: or(fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), num), 10),
    }),
    // Not nonNegative: `since` is a world time, which may be below 0 when the input's is.
  },
  shadowrunPool: { args: tuple(srResults) },
  poolTest: {
    args: tuple(
      or(
        fc.record(
          {
            results: dice,
            threshold: or(fc.integer({ min: 0, max: 4 }), 8),
            limit: or(fc.integer({ min: -1, max: 8 }), 8),
          },
          { requiredKeys: ["results"] },
        ),
      ),
    ),
    nonNegative: true,
  },
  poolFormula: { args: tuple(or(fc.oneof(srPool, numeric))) },
  runnerPools: { args: tuple(or(srRecord, 12)), nonNegative: true },
  runnerProfile: { args: tuple(or(srRecord, 12), optional(or(srModifiers, 10))) },
  profileValue: {
    args: tuple(
      or(srProfile, 10),
      or(fc.constantFrom("agility", "running", "sprintPool", "constructor", "__proto__"), 10),
    ),
  },
  buildTest: { args: tuple(srRequest) },
  movementTests: { args: tuple(moveSummary) },
  poolSize: { args: tuple(srCall, or(fc.oneof(srPool, numeric))), nonNegative: true },
  historyLimit: {
    args: tuple(or(fc.constantFrom("sprint", "swimSprint", "constructor"), 10), or(srProfile, 10)),
    nonNegative: true,
  },
  resolvePoolTest: { args: srResolveArgs },
  modifierKey: { args: tuple(srModifierLine.map((m) => m.source)) },
  describePoolTest: { args: tuple(srCall, or(fc.option(srPool))) },
  describePoolResult: { args: tuple(srCall, srResolution) },
  situationalModifiers: {
    args: tuple(
      srCall,
      or(
        fc.record({
          statuses: or(fc.array(fc.constantFrom("srRunning", "srSprinting", "constructor"), { maxLength: 3 })),
        }),
      ),
    ),
  },
  // Climbing from the path (terrain.ts): the surface mapping, the edge test, its distance and options.
  climbSurfaceOf: { args: tuple(or(fc.constantFrom("simple", "sheer", "constructor"), 10)) },
  sceneEdgeTest: { args: tuple(srConditions()) },
  sceneEdgeTestDistance: { args: tuple(srEdgeTerrain()), nonNegative: true },
  sceneEdgeTestOptions: { args: tuple(srEdgeTerrain(), or(fc.record({ elevation: numeric }), 10)) },
};
/** The ruleset object's own members (capabilities), by the name the ruleset walk meets. */
const SHADOWRUN_METHODS: Readonly<Record<string, Entry>> = {
  ...SHADOWRUN,
  movementBands: { args: tuple(srProfile, context) },
  actionBands: { args: tuple(or(fc.constantFrom("srSwim", "srRun", "srWalk", "swim"), 10), srProfile) },
  difficultTerrainBudget: { args: tuple(numeric), nonNegative: true },
  costMultiplier: { args: tuple(srConditions()), nonNegative: true },
  mayEndOn: { args: tuple(srConditions()) },
  edgeTest: { args: tuple(srConditions()) },
  edgeTestDistance: SHADOWRUN["sceneEdgeTestDistance"]!,
  edgeTestOptions: SHADOWRUN["sceneEdgeTestOptions"]!,
  requiredAction: { args: tuple(srConditions()) },
  bandStatuses: { args: tuple(or(fc.constantFrom("srWalk", "srRun", "srSprint", "srSwim", "constructor"), 10)) },
  testStatuses: { args: tuple(or(fc.constantFrom("sprint", "swimSprint", "fall", "constructor"), 10)) },
  dueOutsideCombat: { args: tuple(or(srCall, 10)) },
  diceKind: { args: tuple(srCall) },
  formula: { args: tuple(srCall, or(fc.oneof(srPool, numeric))) },
  resolve: SHADOWRUN["resolvePoolTest"]!,
  describe: SHADOWRUN["describePoolTest"]!,
  describeResult: SHADOWRUN["describePoolResult"]!,
};
/** Terrain conditions of a Shadowrun region. */
function srConditions(): fc.Arbitrary<unknown> {
  return or(fc.array(fc.oneof(fc.constantFrom(...sr.SHADOWRUN_TERRAIN), word), { maxLength: 4 }));
}
/** A Shadowrun terrain behavior as the edge test reads it (scene/snapshot.ts RegionTerrain), metres, or junk. */
function srEdgeTerrain(): fc.Arbitrary<unknown> {
  return or(
    fc.record(
      {
        condition: or(fc.constantFrom(...sr.SHADOWRUN_TERRAIN, "mud")),
        height: or(fc.oneof(fc.double({ min: 0, max: 40, noNaN: true }), numeric)),
        width: or(fc.oneof(fc.double({ min: 0, max: 10, noNaN: true }), numeric)),
        surface: or(fc.constantFrom("simple", "sheer", "glass")),
      },
      { requiredKeys: ["height"] },
    ),
  );
}

// d6 (d6-movement.txt, Running … Other Movement Options; rulings 10 and 12)

const od6 = d6Module;
const d6Rate = or(
  fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 20 }) }, { weight: 2, arbitrary: num }),
  10,
);
const d6Distance = or(
  fc.oneof({ weight: 6, arbitrary: fc.double({ min: 0, max: 120, noNaN: true }) }, { weight: 2, arbitrary: num }),
  10,
);
const d6Count = or(
  fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }) }, { weight: 1, arbitrary: num }),
  10,
);
const d6Level = or(fc.constantFrom(...od6.D6_TERRAIN, "lava", "constructor", "__proto__"), 8);
const d6Code = fc.oneof(
  fc.constantFrom("3D", "3D+2", "4D+1", "1D", "", "0D", "2D+3", "101D"),
  fc.string({ maxLength: 6 }),
  junk,
);
const d6Record = or(
  fc.record({
    move: d6Rate,
    flyingMove: d6Rate,
    attributes: or(fc.record({ agility: d6Code, physique: d6Code })),
    skills: or(fc.dictionary(fc.constantFrom(...od6.D6_SKILLS, "__proto__"), d6Code)),
    untrainedAttributes: or(
      fc.dictionary(fc.constantFrom(...od6.D6_SKILLS, "__proto__"), fc.constantFrom("agility", "physique", "mec")),
    ),
  }),
  12,
);
const d6Modifiers = fc.dictionary(
  fc.constantFrom(...Object.values(od6.ACTIONS), "d6Swim.d6Move", "__proto__"),
  numeric,
);
const d6Profile = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(d6Record, d6Modifiers)
      .map(([r, m]) => tryOr(() => od6.d6Profile(r as d6Module.D6Record, m as Record<string, number>)) ?? profile),
  },
  { weight: 2, arbitrary: profile },
);
const d6Kind = or(fc.constantFrom(...Object.keys(od6.TEST_SKILLS), "constructor", "__proto__", "leap"), 10);
const d6Option = fc.oneof(fc.constantFrom<unknown>("10", "5", "0", "-1", "abc", "", true, "true", 3), junk);
const d6Request = or(
  fc.record(
    {
      kind: d6Kind,
      distance: d6Distance,
      options: or(
        fc.record(
          {
            move: d6Option,
            terrain: or(d6Level, 6),
            skilled: d6Option,
            prepared: d6Option,
            fatigueRounds: d6Option,
            failedRounds: d6Option,
            runningRounds: d6Option,
            landing: or(fc.constantFrom("none", "limitedLanding", "roughLanding", "climbDive", "constructor"), 6),
            climbDive: d6Option,
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: ["kind"] },
  ),
);
const d6Call = fc.oneof(
  {
    weight: 8,
    arbitrary: d6Request.map(
      (r) => tryOr(() => od6.buildTest(r as rules.TestRequest)) ?? od6.buildTest({ kind: "run", distance: 25 }),
    ),
  },
  { weight: 2, arbitrary: testCall },
);
const d6Pips = or(
  fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 40 }) }, { weight: 1, arbitrary: num }),
  10,
);
/** A test, a code as pips and mostly the formula's own dice (normal dice, then a Wild Die chain). */
const d6ResolveArgs = fc.tuple(d6Call, d6Pips).chain(([call, pips]) => {
  const code = tryOr(() => od6.pipsCode(pips as number));
  const matched =
    code === undefined || code.dice > 40
      ? dice
      : fc
          .tuple(
            fc.array(fc.integer({ min: 1, max: 6 }), { minLength: code.dice - 1, maxLength: code.dice - 1 }),
            wildChain,
          )
          .map(([n, w]) => [...n, ...w]);
  return fc.tuple(
    fc.constant(call),
    fc.constant(pips),
    fc.oneof({ weight: 8, arbitrary: matched }, { weight: 1, arbitrary: dice }),
  );
});
const d6Resolution = fc.oneof(
  {
    weight: 6,
    arbitrary: d6ResolveArgs.map(([c, p, d]) =>
      tryOr(() => od6.resolve(c as rules.MovementTestCall, p as number, d as number[])),
    ),
  },
  { weight: 2, arbitrary: resolution },
);
const d6Input = <T>(shape: { [K in keyof T]: fc.Arbitrary<T[K]> }, required?: (keyof T)[]) =>
  tuple(or(required ? fc.record(shape, { requiredKeys: required }) : fc.record(shape), 12));
const d6Summary = or(
  fc.record({
    actions: or(fc.array(fc.constantFrom(...Object.values(od6.ACTIONS), "fly"), { maxLength: 3 })),
    conditions: or(fc.array(d6Level, { maxLength: 4 })),
    turnDistance: d6Distance,
    bands: or(
      fc.array(fc.record({ action: fc.constantFrom(...Object.values(od6.ACTIONS)), distance: d6Rate }), {
        maxLength: 6,
      }),
    ),
    zeroGravity: fc.boolean(),
  }),
  10,
);

const d6Pace = or(
  fc.record({
    previous: or(fc.option(fc.record({ rate: d6Distance, fastRounds: d6Count }))),
    limits: or(fc.boolean(), 8),
    fatigueAfter: d6Count,
  }),
  10,
);
const d6Context = or(optional(fc.record({ variant: fc.constantFrom("open", "limited"), pace: d6Pace })));
const d6Bands = or(
  fc.array(fc.record({ action: fc.constantFrom(...Object.values(od6.ACTIONS)), distance: d6Rate }), { maxLength: 6 }),
);
const d6RulerMeasure = or(
  fc.record({
    distance: d6Distance,
    action: or(fc.constantFrom(null, "fly", "d6Swim", "d6Climb", "walk"), 8),
    bands: fc.oneof(d6Bands, fc.constant(od6.rateBands(10))),
    conditions: or(fc.array(d6Level, { maxLength: 3 })),
    context: d6Context,
  }),
  10,
);

const d6PacedSummary = fc
  .tuple(
    d6Summary,
    d6Pace,
    fc.option(fc.record({ action: fc.constantFrom("fly", "d6Swim", "d6Climb"), bands: d6Bands })),
  )
  .map(([summary, pace, measured]) =>
    typeof summary === "object" && summary !== null ? { ...summary, pace, ...(measured ? { measured } : {}) } : summary,
  );

/** The OpenD6 functions by name: `d6.<name>` exports and the same members of the ruleset object. */
const D6: Readonly<Record<string, Entry>> = {
  rateBands: {
    args: tuple(
      d6Rate,
      fc.oneof(context, d6Context),
      optional(d6Profile),
      optional(or(fc.constantFrom("d6Swim", "d6Climb"))),
    ),
  },
  isTerrainLevel: { args: tuple(d6Level) },
  terrainModifier: { args: tuple(d6Level), nonNegative: true },
  movements: { args: tuple(d6Rate, d6Distance), nonNegative: true },
  isFree: { args: tuple(d6Rate, d6Distance) },
  runningDifficulty: { args: d6Input({ move: d6Rate, distance: d6Distance, terrain: optional(d6Level) }) },
  swimMove: { args: tuple(d6Rate), nonNegative: true },
  swimDifficulty: { args: d6Input({ move: d6Rate, distance: d6Distance, terrain: optional(d6Level) }) },
  climbMove: { args: d6Input({ move: d6Rate, skilled: or(fc.boolean(), 6) }), nonNegative: true },
  climbDifficulty: {
    args: d6Input({ move: d6Rate, skilled: or(fc.boolean(), 6), distance: d6Distance, terrain: optional(d6Level) }),
    nonNegative: true,
  },
  standingLeap: { args: tuple(d6Rate), nonNegative: true },
  jumpDifficulty: {
    args: d6Input({ move: d6Rate, distance: d6Distance, runningRounds: optional(d6Count), terrain: optional(d6Level) }),
  },
  maxDistance: { args: tuple(d6Rate), nonNegative: true },
  chaseRange: { args: d6Input({ baseMove: d6Rate, currentRate: d6Distance }) },
  chaseStep: { args: d6Input({ baseMove: d6Rate, currentRate: d6Distance, wantedRate: d6Distance }) },
  chaseSlowdown: { args: d6Input({ baseMove: d6Rate, currentRate: d6Distance }) },
  fatigueModifier: { args: d6Input({ roundsBeyond: d6Count }), nonNegative: true },
  breathSeconds: { args: d6Input({ total: d6Count, prepared: optional(or(fc.boolean(), 6)) }), nonNegative: true },
  drowning: { args: d6Input({ failedRounds: d6Count }) },
  runningOutcome: {
    args: d6Input({ move: d6Rate, distance: d6Distance, difficulty: d6Count, total: d6Count }),
  },
  codePips: { args: tuple(d6Code), nonNegative: true },
  pipsCode: { args: tuple(d6Pips) },
  skillPips: { args: tuple(d6Record, or(fc.constantFrom(...od6.D6_SKILLS, "constructor"), 8)), nonNegative: true },
  isTrained: { args: tuple(d6Record, or(fc.constantFrom(...od6.D6_SKILLS, "constructor"), 8)) },
  readMove: { args: tuple(numeric, optional(d6Rate)) },
  d6Profile: { args: tuple(d6Record, optional(or(d6Modifiers, 10))) },
  profileValue: {
    args: tuple(or(d6Profile, 10), or(fc.constantFrom("move", "running", "constructor"), 8), optional(numeric)),
  },
  buildTest: { args: tuple(d6Request) },
  profileOptions: { args: tuple(d6Request, or(d6Profile, 10)) },
  worstTerrain: { args: tuple(or(fc.array(d6Level, { maxLength: 5 }), 8)) },
  climbsOrDives: {
    args: tuple(
      or(
        fc.array(
          or(
            fc.record({
              x: fc.double({ min: -50, max: 50, noNaN: true }),
              y: fc.double({ min: -50, max: 50, noNaN: true }),
              elevation: or(fc.double({ min: -50, max: 50, noNaN: true }), 6),
            }),
            8,
          ),
          { maxLength: 5 },
        ),
        6,
      ),
    ),
  },
  movementTests: { args: tuple(fc.oneof(d6Summary, d6PacedSummary)) },
  countersAfterMove: {
    args: tuple(
      fc.oneof(
        d6Summary,
        d6PacedSummary,
        fc
          .tuple(d6Summary, or(fc.array(fc.oneof(d6Level, fc.constant("water")), { maxLength: 3 }), 8), d6Profile)
          .map(([summary, endConditions, profile]) =>
            typeof summary === "object" && summary !== null ? { ...summary, endConditions, profile } : summary,
          ),
      ),
    ),
  },
  testDifficulty: { args: tuple(d6Call), nonNegative: true },
  formula: { args: tuple(d6Call, d6Pips) },
  resolve: { args: d6ResolveArgs },
  modifierKey: { args: tuple(or(fc.constantFrom("movements", "terrain.rough", "fatigue"), 6)) },
  describe: { args: tuple(d6Call, or(fc.option(d6Pips))) },
  describeResult: { args: tuple(d6Call, d6Resolution) },
  bandRate: { args: tuple(d6Bands), nonNegative: true },
  isFast: { args: tuple(d6Rate, d6Distance) },
  nextPace: {
    args: tuple(
      or(fc.option(fc.record({ rate: d6Distance, fastRounds: d6Count, runningStart: optional(d6Count) }))),
      d6Distance,
      d6Bands,
      optional(or(fc.boolean(), 6)),
      optional(or(fc.boolean(), 6)),
    ),
  },
  walksBack: { args: tuple(or(d6Call, 6)) },
  edgeTestDistance: {
    args: tuple(
      or(fc.record({ height: d6Distance, width: optional(d6Distance) }), 8),
      optional(or(fc.record({ across: d6Distance }), 8)),
    ),
    nonNegative: true,
  },
  edgeTestOptions: {
    args: tuple(fc.constant({ condition: "gap", height: 0 }), or(fc.record({ runningStart: optional(d6Count) }), 8)),
  },
  fatigueRounds: { args: tuple(d6Pace, d6Rate, d6Distance), nonNegative: true },
  paceRange: { args: tuple(d6Pace, d6Rate) },
  rulerLabel: { args: tuple(d6RulerMeasure) },
};
/** The ruleset object's own members (capabilities), by the name the ruleset walk meets. */
const D6_METHODS: Readonly<Record<string, Entry>> = {
  ...D6,
  movementBands: { args: tuple(d6Profile, context) },
  flyingBands: { args: tuple(d6Rate, context) },
  actionBands: { args: tuple(or(fc.constantFrom("d6Swim", "d6Climb", "d6Move"), 10), d6Profile, context) },
  difficultTerrainBudget: { args: tuple(numeric), nonNegative: true },
  costMultiplier: { args: tuple(or(fc.array(d6Level, { maxLength: 4 }), 8)), nonNegative: true },
  requiredAction: { args: tuple(or(fc.array(fc.constantFrom("water", "climb", "gap", "rough"), { maxLength: 3 }), 8)) },
  edgeTest: { args: tuple(or(fc.array(fc.constantFrom("water", "climb", "gap", "rough"), { maxLength: 3 }), 8)) },
  diceKind: { args: tuple(d6Call) },
  next: {
    args: tuple(
      or(fc.option(fc.record({ rate: d6Distance, fastRounds: d6Count, runningStart: optional(d6Count) }))),
      d6Distance,
      d6Bands,
      optional(or(fc.boolean(), 6)),
    ),
  },
};
// end d6

// d6 vehicles (#12: d6-movement.txt, Vehicles & Aerial Characters to the end; ruling 12)
const vSpeed = or(fc.constantFrom(...od6.SPEED_LEVELS, "warp", "__proto__"), 10);
const vDamage = or(fc.constantFrom(...od6.DAMAGE_LEVELS, "scratched", "constructor"), 10);
const vStunts = or(fc.array(or(fc.constantFrom(...od6.STUNTS, "barrelRoll"), 12), { maxLength: 5 }), 8);
const vKind = or(fc.constantFrom(...od6.VEHICLE_KINDS, "submarine"), 8);
const vFamiliarity = or(fc.constantFrom(...od6.FAMILIARITY, "odd"), 8);
const vConditions = {
  terrain: optional(d6Level),
  familiarity: optional(vFamiliarity),
  manual: optional(or(fc.boolean(), 8)),
  sailing: optional(numeric),
};
const vDice = or(
  fc.oneof(
    fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 1 }),
    fc
      .array(fc.constant(6), { maxLength: 4 })
      .chain((sixes) => fc.integer({ min: 1, max: 6 }).map((last) => [...sixes, last])),
    fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 4 }),
  ),
  10,
);
const vPath = or(fc.array(point, { maxLength: 8 }), 10);
const vRequest = or(
  fc.record({
    kind: or(fc.constantFrom("pilot", "stunt", "control", "leapOut", "run"), 10),
    options: optional(
      or(
        fc.record(
          {
            level: vSpeed,
            turn: or(fc.constantFrom(...od6.STUNTS, "barrelRoll")),
            stunts: or(fc.constantFrom("offRoad", "debris,fast45", "", "nope")),
            from: vSpeed,
            to: vSpeed,
            kind: vKind,
            terrain: or(d6Level, 6),
            familiarity: vFamiliarity,
            manual: or(fc.constantFrom("true", "false", true)),
            sailing: or(fc.constantFrom("-10", "5", "abc")),
            mettle: d6Option,
            kmh: d6Option,
            difficulty: d6Option,
          },
          { requiredKeys: [] },
        ),
      ),
    ),
  }),
  12,
);
const vCall = vRequest.map(
  (r) =>
    tryOr(() => od6.buildVehicleTest(r as rules.TestRequest)) ??
    od6.buildVehicleTest({ kind: "pilot", options: { level: "high" } })!,
);
const vResolveArgs = fc.tuple(vCall, d6Pips).chain(([call, pips]) => {
  const code = tryOr(() => od6.pipsCode(pips as number));
  const n = code ? code.dice : 1;
  return fc.tuple(
    fc.constant(call),
    fc.constant(pips),
    or(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: n, maxLength: n + 2 }), 10),
  );
});
const vSummary = or(
  fc.record({
    actions: or(fc.array(fc.constantFrom(...Object.values(od6.VEHICLE_ACTIONS)), { maxLength: 3 })),
    conditions: or(fc.array(d6Level, { maxLength: 4 })),
    turnDistance: d6Distance,
    bands: or(
      fc.oneof(
        d6Rate.map((m) => tryOr(() => od6.vehicleBands({ characteristics: { move: m as number } })) ?? []),
        fc.array(fc.record({ action: fc.constantFrom(...Object.values(od6.VEHICLE_ACTIONS)), distance: d6Rate }), {
          maxLength: 4,
        }),
      ),
    ),
    zeroGravity: fc.boolean(),
    vehicle: fc.boolean(),
  }),
  12,
);
const D6_VEHICLES: Readonly<Record<string, Entry>> = {
  isSpeedLevel: { args: tuple(vSpeed) },
  isDamageLevel: { args: tuple(vDamage) },
  isStunt: { args: tuple(or(fc.constantFrom(...od6.STUNTS, "barrelRoll"))) },
  vehicleSpeed: { args: d6Input({ level: vSpeed, move: d6Rate }) },
  speedLevelFor: { args: d6Input({ move: d6Rate, distance: d6Distance }) },
  teamLevelDifficulty: { args: d6Input({ level: vSpeed, rate: d6Rate }) },
  speedChange: { args: d6Input({ from: vSpeed, to: vSpeed }) },
  stuntModifier: { args: tuple(vStunts) },
  turnStunt: { args: tuple(numeric) },
  turnStuntAt: { args: d6Input({ degrees: numeric, level: vSpeed, ideal: or(fc.boolean(), 8) }) },
  climbDiveStunt: { args: tuple(numeric) },
  waypointTurns: {
    args: tuple(or(fc.oneof({ weight: 12, arbitrary: vPath }, { weight: 1, arbitrary: bigPath })), optional(numeric)),
  },
  familiarityModifier: {
    args: d6Input({ familiarity: optional(vFamiliarity), manual: optional(or(fc.boolean(), 8)) }),
  },
  stuntDifficulty: {
    args: d6Input({
      stunts: vStunts,
      kind: optional(vKind),
      from: optional(vSpeed),
      to: optional(vSpeed),
      ...vConditions,
    }),
  },
  pilotRoll: { args: d6Input({ level: vSpeed, ...vConditions }) },
  collisionDice: {
    args: d6Input({
      speed: or(fc.constantFrom(...od6.SPEED_LEVELS, "panic")),
      situations: optional(
        or(fc.array(or(fc.constantFrom(...od6.COLLISION_SITUATIONS, "tbone"), 12), { maxLength: 4 })),
      ),
    }),
    nonNegative: true,
  },
  damageRow: { args: tuple(numeric) },
  vehicleDamage: { args: d6Input({ margin: numeric, current: optional(vDamage) }) },
  damageEffect: { args: tuple(vDamage) },
  passengerDamage: {
    args: d6Input({
      total: d6Count,
      passengerShare: or(fc.constantFrom(...od6.PASSENGER_SHARES, 0.3)),
      exposure: optional(or(fc.constantFrom(...od6.EXPOSURE, "naked"))),
    }),
    nonNegative: true,
  },
  outOfControlSpeed: { args: tuple(vSpeed) },
  topSpeed: { args: tuple(d6Count) },
  panic: { args: d6Input({ creatureMove: d6Rate, surface: or(fc.constantFrom("road", "rough", "ice")) }) },
  spook: { args: d6Input({ intimidation: optional(d6Count), mettle: d6Count }) },
  leapOut: { args: tuple(d6Distance) },
  ramming: { args: tuple(vKind) },
  windFromWildDie: { args: tuple(vDice) },
  windDirection: { args: tuple(or(fc.integer({ min: 0, max: 7 }))) },
  // The scene's wind as a compass bearing (§ Sailing Ships): the die turned into one, each ship's row by its heading.
  compassOfDie: { args: tuple(or(fc.integer({ min: 0, max: 7 }))) },
  bearingOf: { args: tuple(fc.oneof(numeric, fc.constantFrom("270", "", "north", -45))) },
  windSituation: { args: tuple(numeric, numeric) },
  windBlows: { args: tuple(numeric) },
  sailingModifier: {
    args: d6Input({
      wind: or(fc.constantFrom(...od6.WINDS, "zephyr")),
      direction: or(fc.constantFrom(...od6.WIND_DIRECTIONS, "up")),
    }),
  },
  vehicleBands: {
    args: tuple(
      or(d6Profile, 10),
      optional(or(fc.record({ weather: optional(or(fc.record({ dice: or(fc.array(vDice, { maxLength: 2 })) }))) }))),
    ),
  },
  isVehicleTest: { args: tuple(or(fc.constantFrom("pilot", "stunt", "control", "leapOut", "run", "__proto__"))) },
  buildVehicleTest: { args: tuple(vRequest) },
  vehicleMovementTests: { args: tuple(vSummary) },
  resolveVehicleTest: { args: vResolveArgs },
  describeVehicleTest: { args: tuple(vCall, or(fc.option(d6Pips))) },
  describeVehicleResult: {
    args: vResolveArgs.map(([c, p, d]) => [c, tryOr(() => od6.resolveVehicleTest(c, p as number, d as number[]))]),
  },
  withVehicleTests: {
    args: tuple(or(fc.constantFrom(rules.getRuleset("d6").tests, rules.getRuleset("dh2").tests, {}))),
  },
};
// end d6 vehicles

// d6 vehicles on the canvas (vehicle-drive.ts): rounds, the ruler, the path's stunt, counters, lost control.
const vDriveProfile = or(
  fc.record({
    characteristics: or(
      fc.record(
        {
          move: d6Rate,
          vehicle: or(fc.constantFrom(1, 0)),
          vehicleSpeed: or(fc.integer({ min: -1, max: 6 })),
          heading: or(fc.oneof(fc.integer({ min: 0, max: 359 }), numeric)),
          lostControlRounds: or(fc.integer({ min: 0, max: 2 })),
          topSpeed: or(fc.integer({ min: 0, max: 4 })),
        },
        { requiredKeys: [] },
      ),
    ),
  }),
  10,
);
const vDrivePath = or(
  fc.array(fc.record({ x: numeric, y: numeric, elevation: or(fc.double({ min: -50, max: 50, noNaN: true })) }), {
    maxLength: 8,
  }),
  10,
);
const vDriveBands = or(
  fc.oneof(
    d6Rate.map((m) => tryOr(() => od6.vehicleBands({ characteristics: { move: m as number } })) ?? []),
    d6Bands,
  ),
);
const vDriveSummary = or(
  fc.record({
    actions: or(fc.array(fc.constantFrom(...Object.values(od6.VEHICLE_ACTIONS), "walk"), { maxLength: 2 })),
    conditions: or(fc.array(d6Level, { maxLength: 3 })),
    turnDistance: d6Distance,
    bands: vDriveBands,
    zeroGravity: fc.boolean(),
    profile: optional(vDriveProfile),
    path: optional(vDrivePath),
  }),
  12,
);
const D6_DRIVE: Readonly<Record<string, Entry>> = {
  isVehicleBandList: { args: tuple(vDriveBands) },
  vehicleRound: {
    args: d6Input({ move: d6Rate, stored: vSpeed, distance: d6Distance, declared: optional(vSpeed) }),
  },
  vehicleRulerLabel: {
    args: tuple(
      or(
        fc.record({
          distance: d6Distance,
          action: or(fc.constantFrom(null, "walk", ...Object.values(od6.VEHICLE_ACTIONS)), 8),
          bands: vDriveBands,
          conditions: or(fc.array(d6Level, { maxLength: 3 })),
          path: optional(vDrivePath),
          profile: optional(vDriveProfile),
        }),
        10,
      ),
    ),
  },
  vehicleMoveRequests: { args: tuple(vDriveSummary) },
  vehicleCounters: { args: tuple(vDriveSummary) },
  movedLevel: { args: tuple(vDriveSummary) },
  lostControlTurnStart: {
    args: tuple(
      or(
        fc.record({
          statuses: or(fc.array(fc.constantFrom(od6.LOST_CONTROL, "prone", "__proto__"), { maxLength: 2 })),
          profile: vDriveProfile,
          facing: optional(numeric),
        }),
        10,
      ),
    ),
  },
};
// end d6 drive
// d6 crew and wind (#12 points 5 and 6: § Targeting the Creatures, § Leaping Out, § Sailing Ships)
const cStatuses = or(
  fc.array(fc.constantFrom(od6.PANIC, od6.LOST_CONTROL, "prone", "__proto__"), { maxLength: 3 }),
  10,
);
const cProfile = or(
  fc
    .record({
      move: d6Rate,
      vehicleSpeed: or(fc.integer({ min: -1, max: 6 }), 6),
      pullingMove: d6Rate,
      water: or(fc.constantFrom(0, 1, 2), 6),
    })
    .map((characteristics) => ({ characteristics })),
  10,
);
const cWeather = or(
  fc.oneof(
    fc.tuple(vDice, or(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 2 }), 8)).map((dice) => ({ dice })),
    fc.record({ dice: or(fc.array(vDice, { maxLength: 3 })) }),
  ),
  10,
);
const cRequest = or(
  fc.record({
    kind: or(fc.constantFrom("spook", "control", "leapOut", "pilot", "stunt"), 10),
    options: optional(
      or(
        fc.record(
          { intimidation: or(d6Code, 6), mettle: d6Option, kmh: d6Option, difficulty: d6Option, level: vSpeed },
          { requiredKeys: [] },
        ),
      ),
    ),
  }),
  12,
);
const cTests = rules.getRuleset("d6").tests;
const cCall = cRequest.map(
  (r) => tryOr(() => cTests.buildTest(r as rules.TestRequest)) ?? cTests.buildTest({ kind: "spook" })!,
);
const cResolveArgs = fc.tuple(cCall, d6Pips, or(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 14 }), 10));
const cSituation = or(fc.record({ statuses: cStatuses, weather: optional(cWeather), profile: optional(cProfile) }), 10);
const kRequest = or(
  fc.record({
    kind: or(fc.constantFrom("hitVehicle", "vehicleDodge", "pilotFire", "pilotOther"), 10),
    options: optional(
      or(
        fc.record(
          {
            attack: or(d6Code, 6),
            range: or(fc.constantFrom("pointBlank", "short", "medium", "long", "orbit"), 6),
            attackerScale: d6Option,
            vehicleScale: d6Option,
            defense: d6Option,
            actions: or(fc.constantFrom("1", "2", "3", "4", "9"), 6),
            full: or(fc.constantFrom("true", "", true), 6),
            terrain: or(fc.constantFrom("easy", "rough", "lava"), 6),
          },
          { requiredKeys: [] },
        ),
      ),
    ),
  }),
  12,
);
const kCall = kRequest.map(
  (r) => tryOr(() => cTests.buildTest(r as rules.TestRequest)) ?? cTests.buildTest({ kind: "vehicleDodge" })!,
);
const kResolveArgs = fc.tuple(kCall, d6Pips, or(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 14 }), 10));
const D6_CREW: Readonly<Record<string, Entry>> = {
  statusBands: { args: tuple(cStatuses, cProfile) },
  kmhOf: { args: tuple(d6Distance), nonNegative: true },
  leapOutSpeed: { args: tuple(cProfile, optional(cStatuses)) },
  buildSpookTest: { args: tuple(cRequest) },
  resolveCrewTest: { args: cResolveArgs },
  sailingLines: { args: tuple(cCall, cSituation) },
  familiarityLines: {
    args: tuple(
      cCall,
      or(
        fc.record({
          statuses: cStatuses,
          profile: optional(
            fc.record({
              characteristics: fc.record({
                familiarity: or(fc.integer({ min: -1, max: 8 })),
                manual: or(fc.constantFrom(0, 1)),
              }),
            }),
          ),
        }),
        10,
      ),
    ),
  },
  dailyWind: { args: tuple(cWeather, optional(numeric)) },
  describeWind: { args: tuple(cWeather) },
  vehicleTests: { args: tuple(cProfile, optional(cStatuses)) },
  withSpeedLine: {
    args: tuple(cCall, or(fc.constant(cTests.describe(cTests.buildTest({ kind: "pilot" })!, 9)))),
  },
  describeSpook: { args: tuple(cCall) },
  describeCrewResult: {
    args: cResolveArgs.map(([c, p, d]) => [c, tryOr(() => od6.resolveCrewTest(c, p as number, d as number[]))]),
  },
  withCrewTests: { args: tuple(or(fc.constantFrom(cTests, rules.getRuleset("dh2").tests, {}))) },
  withVehicleCrewTests: { args: tuple(or(fc.constantFrom(cTests, rules.getRuleset("dh2").tests, {}))) },
  withCrewStatuses: {
    args: tuple(or(fc.constantFrom({ statuses: [], bandStatuses: () => [] }, { statuses: 3 }, {}))),
  },
  // #26: vehicles in combat (vehicle-combat.ts): to hit, the dodge, the driver firing or busy.
  isVehicleCombat: { args: tuple(or(fc.constantFrom("hitVehicle", "vehicleDodge", "pilotFire", "x"))) },
  buildCombatTest: { args: tuple(kRequest) },
  combatActions: { args: tuple(kCall) },
  combatPips: { args: tuple(kCall, d6Pips) },
  resolveCombatTest: { args: kResolveArgs },
  describeCombatTest: { args: tuple(kCall, or(fc.option(d6Pips))) },
  describeCombatResult: {
    args: kResolveArgs.map(([c, p, d]) => [c, tryOr(() => od6.resolveCombatTest(c, p as number, d as number[]))]),
  },
  vehicleCombatTests: { args: tuple(cProfile) },
  withVehicleCombatTests: {
    args: tuple(or(fc.constantFrom(cTests, rules.getRuleset("dh2").tests, {}))),
  },
};
// end d6 crew

// ——— moves: drag (arbitraries) ———
// Clean snapshots, paths and turns on a small table, so zones, overlaps, edges and allowances bite;
// dirty ones (special numbers, wrong types in a part) and junk now and then; a 2,000-model table
// and a 10,000-step path rarely.

const necromundaRules = rules.getRuleset("necromunda");
const dh2Rules = rules.getRuleset("dh2");
/** A ruleset's capabilities, a broken set now and then. */
const dragRules = fc.oneof(
  { weight: 8, arbitrary: fc.constant(necromundaRules) },
  { weight: 3, arbitrary: fc.constant(dh2Rules) },
  {
    weight: 1,
    arbitrary: fc.record({
      bands: fc.constantFrom<unknown>(necromundaRules.bands, {}, null),
      terrain: fc.constantFrom<unknown>(undefined, necromundaRules.terrain, { mayEndOn: 1 }),
      vertical: fc.constantFrom<unknown>(undefined, necromundaRules.vertical, { isClimb: () => true }),
      engagement: fc.constantFrom<unknown>(
        undefined,
        necromundaRules.engagement,
        { zone: Number.NaN, isHeld: () => true, holds: () => true, mayEngage: () => true },
        { zone: 1e13, isHeld: () => true, holds: () => true, mayEngage: () => true },
        { zone: 2, isHeld: () => true, holds: () => true, mayEngage: () => false },
      ),
    }),
  },
  { weight: 1, arbitrary: junk },
);
/** Clean values mostly; with `dirty`, now and then a special number or junk. */
const dirtyOr = <T>(clean: fc.Arbitrary<T>, dirty: boolean, bad: fc.Arbitrary<unknown> = special) =>
  dirty ? fc.oneof({ weight: 20, arbitrary: clean }, { weight: 1, arbitrary: bad }) : clean;
/** A coordinate on a 12" table. */
const dragCoord = (dirty: boolean) => dirtyOr(fc.double({ min: 0, max: 12, noNaN: true }), dirty);
const dragElevation = (dirty: boolean) =>
  dirtyOr(
    fc.oneof(
      { weight: 12, arbitrary: fc.constant(0) },
      { weight: 4, arbitrary: fc.constantFrom(0.4, 1, 3) },
      { weight: 3, arbitrary: fc.double({ min: -5, max: 10, noNaN: true }) },
    ),
    dirty,
  );
const dragRadius = (dirty: boolean) =>
  dirtyOr(
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(0.5, 25 / 25.4 / 2, 1) },
      { weight: 3, arbitrary: fc.double({ min: 0, max: 3, noNaN: true }) },
    ),
    dirty,
  );
const dragDisposition = (dirty: boolean) =>
  dirtyOr(fc.constantFrom("friendly", "hostile", "neutral", "secret"), dirty, junk);
/** A model (scene/snapshot.ts ModelSnapshot) on the small table. */
const dragModel = (id: fc.Arbitrary<unknown>, side: fc.Arbitrary<unknown>, dirty: boolean) =>
  dirtyOr(
    fc
      .record({
        id,
        name: fc.string({ maxLength: 6 }),
        kind: dirtyOr(fc.constantFrom("character", "character", "vehicle"), dirty, junk),
        disposition: side,
        x: dragCoord(dirty),
        y: dragCoord(dirty),
        radius: dragRadius(dirty),
        elevation: dragElevation(dirty),
        status: fc.constantFrom("standing", "pinned", "seriouslyInjured", null),
        visible: dirtyOr(fc.boolean(), dirty, junk),
      })
      .map(({ x, y, radius, ...m }) => ({
        ...m,
        base: { x, y, radius },
        footprint: {
          x: Number(x) - Number(radius),
          y: Number(y) - Number(radius),
          width: 2 * Number(radius),
          height: 2 * Number(radius),
        },
        characteristics: { move: 5 },
      })),
    dirty,
    junk,
  );
/** 2,000 models of both sides scattered over a 100 × 100 table, and the mover in the middle. */
const dragBigModels = fc.integer().map((seed) => {
  const r = random(seed);
  const model = (id: string, x: number, y: number, side: string) => ({
    id,
    name: id,
    kind: r() < 0.05 ? "vehicle" : "character",
    disposition: side,
    base: { x, y, radius: 0.5 },
    footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
    elevation: r() < 0.2 ? 3 : 0,
    status: "standing",
    characteristics: {},
    visible: r() > 0.1,
  });
  const others = Array.from({ length: 2_000 }, (_, i) =>
    model(`m${i}`, r() * 100, r() * 100, r() < 0.5 ? "hostile" : "friendly"),
  );
  return [model("me", 50, 50, "friendly"), ...others];
});
/** The mover (`me`, friendly) and up to 8 others, a table without the mover now and then. */
const dragModels = (dirty: boolean) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(
          dragModel(fc.constant("me"), fc.constant("friendly"), dirty),
          fc.array(dragModel(fc.constantFrom("a", "b", "c", "me"), dragDisposition(dirty), dirty), { maxLength: 8 }),
        )
        .map(([me, others]) => [me, ...others]),
    },
    {
      weight: 1,
      arbitrary: fc.array(dragModel(fc.string({ maxLength: 2 }), dragDisposition(dirty), dirty), { maxLength: 4 }),
    },
    { weight: 1, arbitrary: dragBigModels },
    ...(dirty ? [{ weight: 1, arbitrary: junk }] : []),
  );
/** A ring of an area polygon (scene/shapes.ts Ring). */
const ring = fc.array(coord, { minLength: 6, maxLength: 12 });
/** A region (scene/snapshot.ts RegionSnapshot): the drag reads none, but a snapshot has them. */
const region = fc.record(
  {
    id: fc.string({ maxLength: 4 }),
    name: fc.string({ maxLength: 4 }),
    area: fc.option(rect),
    polygons: fc.array(fc.record({ outer: ring, holes: fc.array(ring, { maxLength: 1 }) }), { maxLength: 2 }),
    bottom: fc.option(coord),
    top: fc.option(coord),
    terrain: fc.array(fc.record({ condition: word, height: length, railing: fc.boolean() }), { maxLength: 2 }),
    ductwayExit: fc.option(fc.string({ maxLength: 4 })),
    lift: fc.option(fc.record({ travel: length, usedRound: fc.option(fc.string({ maxLength: 4 })) })),
  },
  { requiredKeys: ["id", "name", "area", "bottom", "top", "terrain", "ductwayExit", "lift"] },
);
/** A region shape in ruleset units (scene/shapes.ts RegionShapeData), sometimes malformed. */
const regionShape = fc.oneof(
  fc.record({
    type: fc.constant("rectangle"),
    x: coord,
    y: coord,
    width: length,
    height: length,
    rotation: coord,
    hole: fc.boolean(),
  }),
  fc.record({ type: fc.constant("ellipse"), x: coord, y: coord, radiusX: length, radiusY: length, rotation: coord }),
  fc.record({ type: fc.constant("polygon"), points: fc.array(coord, { maxLength: 12 }), hole: fc.boolean() }),
  fc.record({ type: word }),
);
/** A scene snapshot (scene/snapshot.ts SceneSnapshot). */
const dragSnapshot = (dirty: boolean) =>
  dirtyOr(
    fc.record({
      unit: fc.constantFrom("in", "m"),
      gridStep: dirtyOr(fc.constantFrom(1, 0.5, 2), dirty),
      bounds: fc.option(rect),
      models: dragModels(dirty),
      regions: fc.array(region, { maxLength: 2 }),
    }),
    dirty,
    junk,
  );
const moverId = or(fc.constantFrom("me", "me", "me", "a", "nobody"), 20);
/** A prepared drag: made by prepareDrag from a clean snapshot mostly; from a dirty one, forged or junk now and then. */
const dragScene = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(dragSnapshot(false), fc.constantFrom(necromundaRules, necromundaRules, necromundaRules, dh2Rules))
      .map(([snapshot, r]) => rules.prepareDrag(snapshot as rules.SceneSnapshot, "me", r)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(dragSnapshot(true), moverId, dragRules)
      .map(([snapshot, id, r]) =>
        tryOr(() => rules.prepareDrag(snapshot as rules.SceneSnapshot, id as string, r as rules.DragRules), null),
      ),
  },
  { weight: 1, arbitrary: fc.constant({ rules: necromundaRules, mover: null, holderModels: [], otherModels: [] }) },
  { weight: 1, arbitrary: junk },
);
const dragAction = optional(
  fc.constantFrom("move", "move", "charge", "charge", "run", "crawl", "fly", "walk", "sprint", "constructor"),
);
const dragConditions = (dirty: boolean) =>
  optional(
    fc.oneof(
      { weight: 12, arbitrary: fc.array(fc.constantFrom(...necromundaModule.NECROMUNDA_TERRAIN), { maxLength: 2 }) },
      { weight: 1, arbitrary: fc.array(word, { maxLength: 2 }) },
      ...(dirty ? [{ weight: 1, arbitrary: junk }] : []),
    ),
  );
/** One step of a dragged path (scene/snapshot.ts PathStep). */
const dragStep = (dirty: boolean) =>
  dirtyOr(
    fc.record(
      {
        x: dragCoord(dirty),
        y: dragCoord(dirty),
        elevation: dragElevation(dirty),
        action: dirtyOr(dragAction, dirty, junk),
        conditions: dragConditions(dirty),
      },
      { requiredKeys: ["x", "y", "elevation"] },
    ),
    dirty,
    junk,
  );
/** A 10,000-step random walk over the 100 × 100 table, running, then charging, over rough ground now and then. */
const bigDragPath = fc.integer().map((seed) => {
  const r = random(seed);
  let x = 50;
  let y = 50;
  return Array.from({ length: 10_000 }, (_, i) => {
    x = Math.min(100, Math.max(0, x + r() - 0.5));
    y = Math.min(100, Math.max(0, y + r() - 0.5));
    const conditions = r() < 0.05 ? [r() < 0.5 ? "difficult" : "dangerous"] : [];
    return { x, y, elevation: 0, action: i > 9_000 ? "charge" : "run", conditions };
  });
});
const dragPath = (dirty: boolean) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.array(dragStep(dirty), { minLength: 2, maxLength: 3 }) },
    { weight: 8, arbitrary: fc.array(dragStep(dirty), { maxLength: 10 }) },
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: bigDragPath },
    ...(dirty ? [{ weight: 1, arbitrary: junk }] : []),
  );
/** A cost or distance: mostly a few inches, now and then impassable (+Infinity) or special. */
const dragCost = fc.oneof(
  { weight: 12, arbitrary: fc.double({ min: 0, max: 12, noNaN: true }) },
  { weight: 1, arbitrary: fc.constant(Infinity) },
  { weight: 1, arbitrary: special },
);
const bandsCapability = or(
  fc.constantFrom<unknown>(
    necromundaRules.bands,
    necromundaRules.bands,
    dh2Rules.bands,
    dh2Rules.bands,
    { difficultTerrainBudget: () => Number.NaN },
    { difficultTerrainBudget: (d: number) => d / 2 },
    {},
  ),
  12,
);
/** A fighter's bands (M0–M12), in ruleset units. */
const fighterBands = fc.integer({ min: 0, max: 12 }).map((move) => ({
  bands: necromundaRules.bands.movementBands({ characteristics: { move } }),
  flying: null,
  variant: "core",
  ratio: 1,
}));
/** A turn's bands (drag-bands.ts TurnBands): a fighter's, generated ones, or junk. */
const turnBands = or(
  fc.oneof(
    { weight: 6, arbitrary: fighterBands },
    {
      weight: 4,
      arbitrary: fc.record({
        bands: or(fc.array(band, { maxLength: 5 }), 12),
        flying: fc.option(fc.array(band, { maxLength: 3 })),
        variant: or(fc.constantFrom("core", "alternate", ""), 12),
        ratio: fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(1, 0.5, 2, 1 / 2.54) },
          { weight: 1, arbitrary: special },
        ),
      }),
    },
  ),
  12,
);
/** Measured segments for a path: each step's 3D length, at a cost multiplier (1, 2 or impassable). */
function segmentsOf(path: unknown, multipliers: readonly number[], drop: number): unknown {
  if (!Array.isArray(path)) return [];
  const steps = path as { x: number; y: number; elevation: number }[];
  const segments = steps.slice(1).map((p, i) => {
    const from = steps[i]!;
    const d = Math.hypot(p?.x - from?.x, p?.y - from?.y) + Math.abs(p?.elevation - from?.elevation);
    return { cost: d * (multipliers[i % multipliers.length] ?? 1), distance: d };
  });
  return drop > 0 ? segments.slice(0, -drop) : segments;
}
/** A pointer move's input (drag.ts DragInput): measured from its path; with `dirty`, any part may be bad. */
const dragInput = (dirty: boolean) =>
  fc
    .tuple(
      dragPath(dirty),
      fc.array(fc.constantFrom(1, 1, 1, 2, 2, Infinity), { minLength: 1, maxLength: 4 }),
      fc.oneof({ weight: 8, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) }),
      dirty
        ? or(fc.array(or(fc.record({ cost: dragCost, distance: dragCost }), 20), { maxLength: 10 }), 1)
        : fc.constant(null),
      dirty ? fc.oneof({ weight: 8, arbitrary: turnBands }, { weight: 1, arbitrary: fc.constant(null) }) : fighterBands,
      dirtyOr(fc.record({ cost: fc.double({ min: 0, max: 6, noNaN: true }), distance: fc.constant(0) }), dirty, junk),
      dirtyOr(fc.boolean(), dirty, junk),
      dirtyOr(fc.boolean(), dirty, junk),
    )
    .map(([path, multipliers, drop, other, turn, history, edgeCleared, exact]) => {
      // A history costlier than it is long has crossed halved terrain.
      const h = history as { cost: number; distance: number };
      const past = typeof h === "object" && h !== null && !dirty ? { ...h, distance: h.cost * 0.75 } : history;
      return {
        path,
        // Measured from the path; with `dirty`, generated ones (junk included) now and then.
        segments: dirty && multipliers.length === 1 ? other : segmentsOf(path, multipliers, drop),
        turn,
        history: past,
        edgeCleared,
        exact,
      };
    });
/** A short straight Charge (up to 4") across the table: into zones, into contact, or short of the enemy. */
const chargeInput = fc
  .tuple(
    fc.double({ min: 0, max: 12, noNaN: true }),
    fc.double({ min: 0, max: 12, noNaN: true }),
    fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    fc.double({ min: 0, max: 4, noNaN: true }),
    fighterBands,
    fc.boolean(),
  )
  .map(([x, y, angle, run, turn, exact]) => {
    const path = [
      { x, y, elevation: 0, action: "charge" },
      { x: x + run * Math.cos(angle), y: y + run * Math.sin(angle), elevation: 0, action: "charge" },
    ];
    return {
      path,
      segments: segmentsOf(path, [1], 0),
      turn,
      history: { cost: 0, distance: 0 },
      edgeCleared: false,
      exact,
    };
  });
const elevatedPointOf = (dirty: boolean) =>
  dirtyOr(fc.record({ x: dragCoord(dirty), y: dragCoord(dirty), elevation: dragElevation(dirty) }), dirty, junk);
const elevatedPoint = elevatedPointOf(true);
const elevatedBaseOf = (dirty: boolean) =>
  dirtyOr(
    fc.record({
      x: dragCoord(dirty),
      y: dragCoord(dirty),
      radius: dragRadius(dirty),
      elevation: dragElevation(dirty),
    }),
    dirty,
    junk,
  );
const elevatedBase = elevatedBaseOf(true);
const elevatedBases = fc.oneof(
  { weight: 10, arbitrary: fc.array(elevatedBaseOf(false), { maxLength: 8 }) },
  { weight: 3, arbitrary: fc.array(elevatedBase, { maxLength: 8 }) },
  { weight: 1, arbitrary: bigBases.map((b) => b.map((x, i) => ({ ...x, elevation: i % 5 === 0 ? 3 : 0 }))) },
  { weight: 1, arbitrary: junk },
);
const zoneDepth = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(1, 1, 2, 0) },
  { weight: 2, arbitrary: length },
  { weight: 1, arbitrary: junk },
);

// necromunda16 — the last rules of the Necromunda text (issue #16): directly towards and away,
// Versatile and the house rule, overhangs, ladders and stairs. One block; spread into ENTRIES and
// METHOD_ARGS below.
const weapon = or(
  fc.record({
    name: fc.string({ maxLength: 6 }),
    versatile: or(fc.boolean(), 12),
    longRange: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(0, 1, 2, 3, 6) }, { weight: 1, arbitrary: special }),
  }),
  12,
);
const weapons = or(fc.array(weapon, { maxLength: 4 }), 10);
const armedModel = or(
  fc
    .tuple(modelSnapshot, fc.option(weapons, { nil: undefined }))
    .map(([m, w]) => (typeof m === "object" && m !== null && w !== undefined ? { ...m, weapons: w } : m)),
  12,
);
const engageOptions = or(fc.option(fc.record({ voluntary: or(fc.boolean(), 12) }), { nil: undefined }), 10);
const stepVertical = or(
  fc.constantFrom<unknown>(
    necromundaRules.vertical,
    necromundaRules.vertical,
    { cost: () => 1, isClimb: () => true },
    { cost: () => Number.NaN, isClimb: () => true, overhangMax: 1 },
    { ...necromundaRules.vertical, overhangMax: -1 },
    { isClimb: () => true },
  ),
  12,
);
const heightSteps = or(
  fc.array(or(fc.record({ elevation: dragElevation(true), conditions: dragConditions(true) }), 20), { maxLength: 8 }),
  10,
);
const NECROMUNDA16: Readonly<Record<string, Entry>> = {
  directlyMove: {
    args: tuple(
      dragSnapshot(true),
      moverId,
      or(fc.constantFrom("a", "b", "c", "me"), 12),
      or(fc.constantFrom("towards", "away"), 12),
      or(fc.oneof(fc.double({ min: 0, max: 12, noNaN: true }), special), 12),
      or(fc.constantFrom<unknown>(necromundaRules, dh2Rules, { terrain: { costMultiplier: 1 } }), 12),
      or(
        fc.option(fc.record({ wall: or(fc.option(fc.oneof(length, fc.constant(Infinity))), 12) }), { nil: undefined }),
        12,
      ),
    ),
    weight: 0.5,
  },
  isClimbStep: { args: tuple(stepVertical, numeric, conditions) },
  stepMode: {
    args: tuple(
      anything,
      or(fc.record({ rise: numeric, required: optional(word), flying: optional(word), vertical: stepVertical }), 12),
    ),
  },
  stepRiseCost: { args: tuple(stepVertical, numeric, conditions), nonNegative: true },
  overhangBlocks: { args: tuple(stepVertical, numeric, conditions, numeric) },
  jumpDownDrop: { args: tuple(stepVertical, heightSteps), nonNegative: true },
  "necromunda.versatileReach": { args: tuple(weapons), nonNegative: true },
  "necromunda.mayEngage": { args: tuple(maybeAction, engageOptions) },
  "necromunda.engageReach": { args: tuple(armedModel, maybeAction), nonNegative: true },
  "necromunda.takesShortestRoute": { args: tuple(maybeAction) },
  "necromunda.normalMovement": { args: tuple(conditions) },
  "necromunda.stepsOver": { args: tuple(anything, numeric, numeric) },
};
const NECROMUNDA16_METHODS: Readonly<Record<string, Entry>> = {
  mayEngage: { args: tuple(maybeAction, engageOptions) },
  engageReach: { args: tuple(armedModel, maybeAction), nonNegative: true },
  shortestRoute: { args: tuple(maybeAction) },
  normalMovement: { args: tuple(conditions) },
};

// ——— Scenes, paths and finished moves (scene.ts, moves/finished.ts) ———

/** Token and region ids from small pools, so look-ups by id mostly find something. */
const sceneModelId = fc.constantFrom("m1", "m2", "m3", "v1", "v2");
const sceneRegionId = fc.constantFrom("r1", "r2", "r3", "r4");
/** Places on a 24 × 24 table, where generated models and paths meet. */
const tableCoord = fc.oneof(
  { weight: 12, arbitrary: fc.double({ min: 0, max: 24, noNaN: true }) },
  { weight: 1, arbitrary: coord },
);
const height = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 6 }) },
  { weight: 2, arbitrary: fc.double({ min: 0, max: 6, noNaN: true }) },
  { weight: 1, arbitrary: coord },
);
/** A model (scene/snapshot.ts ModelSnapshot) that is all well-typed, its footprint around its base. */
const sceneModel = fc
  .record({
    id: sceneModelId,
    name: fc.string({ maxLength: 6 }),
    kind: fc.constantFrom("character", "character", "vehicle"),
    disposition: fc.constantFrom("friendly", "neutral", "hostile", "secret"),
    x: tableCoord,
    y: tableCoord,
    radius: fc.double({ min: 0.25, max: 2, noNaN: true }),
    elevation: height,
    status: fc.constantFrom("standing", "pinned", "seriouslyInjured", null),
    move: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: -3, max: 0 })),
    toughness: fc.record({
      front: fc.integer({ min: 4, max: 12 }),
      side: fc.integer({ min: 4, max: 12 }),
      rear: fc.integer({ min: 4, max: 12 }),
    }),
    facing: optional(fc.double({ min: -7, max: 7, noNaN: true })),
    visible: fc.boolean(),
  })
  .map(({ x, y, radius, move, toughness, facing, ...m }) => ({
    ...m,
    base: { x, y, radius },
    footprint: { x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius },
    characteristics: { move, initiative: 4, handling: 5 },
    ...(m.kind === "vehicle" ? { toughness } : {}),
    ...(facing === undefined ? {} : { facing }),
  }));
const sceneCondition = fc.constantFrom(
  ...necromundaModule.NECROMUNDA_TERRAIN,
  ...dh2Module.TERRAIN_CONDITIONS,
  ...shadowrunModule.SHADOWRUN_TERRAIN,
  "constructor",
);
/** A region (scene/snapshot.ts RegionSnapshot) that is all well-typed. */
const sceneRegion = fc.record({
  id: sceneRegionId,
  name: fc.string({ maxLength: 6 }),
  area: fc.option(
    fc.record({
      x: tableCoord,
      y: tableCoord,
      width: fc.double({ min: 0, max: 12, noNaN: true }),
      height: fc.double({ min: 0, max: 12, noNaN: true }),
    }),
    { freq: 8 },
  ),
  bottom: fc.option(fc.integer({ min: -2, max: 4 })),
  top: fc.option(fc.integer({ min: 0, max: 8 })),
  terrain: fc.array(fc.record({ condition: sceneCondition, height, railing: fc.boolean() }), { maxLength: 2 }),
  ductwayExit: fc.option(sceneRegionId, { freq: 2 }),
  lift: fc.option(fc.record({ travel: height, usedRound: roundKey }), { freq: 2 }),
});
/** 2,000 models scattered over a 100 × 100 table, a few of them vehicles. */
const bigModels = bigBases.map((b) =>
  b.map((base, i) => ({
    id: i < 5 ? ["m1", "m2", "m3", "v1", "v2"][i]! : `b${i}`,
    name: "",
    kind: i % 50 === 3 ? "vehicle" : "character",
    disposition: i % 2 ? "friendly" : "hostile",
    base,
    footprint: { x: base.x - base.radius, y: base.y - base.radius, width: 2 * base.radius, height: 2 * base.radius },
    elevation: i % 7,
    status: null,
    characteristics: { move: 8 },
    ...(i % 50 === 3 ? { toughness: { front: 8, side: 7, rear: 6 } } : {}),
    visible: true,
  })),
);
/** A scene snapshot (scene/snapshot.ts SceneSnapshot): well-typed mostly, with malformed models, regions or members now and then. */
const anySceneSnapshot = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.record({
      unit: fc.constantFrom("in", "in", "m"),
      gridStep: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 2, noNaN: true })),
      bounds: fc.option(fc.constant({ x: 0, y: 0, width: 24, height: 24 }), { freq: 4 }),
      models: fc.array(sceneModel, { maxLength: 8 }),
      regions: fc.array(sceneRegion, { maxLength: 6 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      unit: fc.constant("in"),
      gridStep: fc.constant(1),
      bounds: fc.constant(null),
      // Three big model lists per run, shared: a pool full of distinct 2,000-model scenes would
      // keep the heap big enough for collection pauses to pass for hangs.
      models: fc.constantFrom(...fc.sample(bigModels, { numRuns: 3, seed: SEED })),
      regions: fc.array(sceneRegion, { maxLength: 6 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      unit: or(fc.constantFrom("in", "m"), 6),
      gridStep: or(length, 6),
      bounds: fc.oneof(fc.constant(null), rect),
      models: or(fc.array(fc.oneof(sceneModel, modelSnapshot), { maxLength: 4 }), 6),
      regions: or(fc.array(or(sceneRegion, 4), { maxLength: 4 }), 6),
    }),
  },
  { weight: 1, arbitrary: junk },
);
/**
 * Snapshots drawn from a pool sampled once per run (from the run's seed): building a snapshot costs
 * far more than most calls that read one, and the pool keeps every kind above in it.
 */
const sceneSnapshot = fc.constantFrom(...fc.sample(anySceneSnapshot, { numRuns: 500, seed: SEED }));
/** A path (scene/snapshot.ts PathStep[]): short typed walks, empty, 10,000 steps, or malformed. */
const sceneStep = fc.record(
  {
    x: tableCoord,
    y: tableCoord,
    elevation: height,
    action: fc.constantFrom("move", "ram", "run", "crawl", "half"),
    conditions: fc.array(sceneCondition, { maxLength: 2 }),
  },
  { requiredKeys: ["x", "y", "elevation"] },
);
const anyScenePath = fc.oneof(
  { weight: 28, arbitrary: fc.array(sceneStep, { minLength: 2, maxLength: 8 }) },
  { weight: 2, arbitrary: fc.array(sceneStep, { maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ...fc.sample(bigPath, { numRuns: 3, seed: SEED }).map((p) => p.map((s) => ({ ...s, elevation: 0 }))),
    ),
  },
  { weight: 2, arbitrary: fc.array(or(sceneStep, 6), { maxLength: 4 }) },
  { weight: 1, arbitrary: junk },
);
/** Paths from a pool sampled once per run, as {@link sceneSnapshot}. */
const scenePath = fc.constantFrom(...fc.sample(anyScenePath, { numRuns: 500, seed: SEED + 1 }));
const turnMark = fc.constantFrom(rules.EDGE_CLEARED, "rider:m1", "rider:m2", "constructor");
/** A finished move (moves/finished.ts FinishedMove). */
const finishedMove = or(
  fc.record(
    {
      mover: or(sceneModelId, 12),
      path: scenePath,
      summary: fc.oneof(fc.constant(null), moveSummary),
      inCombat: or(fc.boolean(), 12),
      forced: optional(or(fc.boolean(), 12)),
      blocked: optional(or(fc.boolean(), 12)),
      stoppedShort: optional(or(fc.boolean(), 12)),
      marks: optional(or(fc.array(turnMark, { maxLength: 3 }), 12)),
    },
    { requiredKeys: ["mover", "path", "summary", "inCombat"] },
  ),
  16,
);
const rulesetOf = or(
  fc.constantFrom(...rules.RULESET_IDS).map((id) => rules.getRuleset(id)),
  12,
);
const sceneId = or(sceneModelId, 12);
/** Effects a move set off (effects.ts Effect), for undoing them. */
const sceneEffect = or(
  fc.oneof(
    fc.record({ type: fc.constant("move"), model: sceneId, to: point, elevation: optional(height) }),
    fc.record({ type: fc.constantFrom("disableRegion", "enableRegion"), region: or(sceneRegionId, 12) }),
    fc.record({ type: fc.constant("liftUsed"), region: sceneRegionId, round: fc.constantFrom("c1.r1", "c1.r2") }),
    fc.record({ type: fc.constant("status"), model: sceneId, status: fc.constant("prone"), active: fc.boolean() }),
    fc.record({ type: fc.constant("turnMark"), model: sceneId, mark: turnMark }),
    fc.record({ type: fc.constantFrom("test", "notice", "jump"), model: sceneId }),
  ),
  12,
);
const sceneEffects = fc.oneof(
  { weight: 12, arbitrary: fc.array(sceneEffect, { maxLength: 10 }) },
  { weight: 1, arbitrary: junk },
);
/** A snapshot and one of its own models (or another model, or junk). */
const snapshotAndModel = sceneSnapshot.chain((snapshot) => {
  const models = (snapshot as { models?: unknown } | null)?.models;
  const own = Array.isArray(models) && models.length > 0 ? fc.constantFrom(...(models as unknown[])) : sceneModel;
  return fc.tuple(
    fc.constant(snapshot),
    fc.oneof({ weight: 10, arbitrary: own }, { weight: 2, arbitrary: sceneModel }, { weight: 1, arbitrary: junk }),
  );
});
const direction = or(fc.constantFrom("up", "down"), 8);
const vehicleOptions = or(
  fc.record(
    { blocked: or(fc.boolean(), 12), marks: or(fc.array(turnMark, { maxLength: 2 }), 12) },
    { requiredKeys: [] },
  ),
  12,
);
const disposition = or(fc.constantFrom("friendly", "neutral", "hostile", "secret"), 8);

// ——— One entry per exported function ———

/** The d6 vehicle contacts (#12 item 4), over the scene snapshots the moves are fuzzed with. */
const D6_VEHICLE_CONTACTS: Readonly<Record<string, Entry>> = {
  vehicleContacts: {
    args: tuple(sceneSnapshot, sceneId, or(path), optional(or(fc.record({ blocked: fc.boolean() })))),
  },
  contactDice: {
    args: tuple(
      or(
        fc.record({
          kind: fc.constantFrom("vehicle", "token", "terrain"),
          segment: fc.nat(5),
          t: fc.double({ min: 0, max: 1, noNaN: true }),
          moverSituation: fc.constantFrom(...od6.COLLISION_SITUATIONS),
          otherSituation: optional(or(fc.constantFrom(...od6.COLLISION_SITUATIONS))),
        }),
      ),
      vSpeed,
      optional(vSpeed),
    ),
    nonNegative: true,
  },
  snapshotSpeed: { args: tuple(modelSnapshot) },
};

/** OpenD6 collision cards (#12 item 4): requests, rolled dice, collision profiles, outcomes. */
const colRequest = or(
  fc.record(
    {
      speed: or(fc.constantFrom(...od6.SPEED_LEVELS, "panic", "warp"), 12),
      situations: or(fc.array(or(fc.constantFrom(...od6.COLLISION_SITUATIONS, "tbone"), 12), { maxLength: 4 })),
      rams: optional(or(fc.boolean(), 12)),
      surface: optional(or(fc.constantFrom("road", "rough", "ice"), 12)),
      scale: optional(or(fc.integer({ min: -2, max: 1002 }), 12)),
      scaleTo: optional(or(fc.constantFrom("damage", "resistance", "both"), 12)),
    },
    { requiredKeys: ["speed", "situations"] },
  ),
  12,
);
const cDice = or(fc.array(or(fc.integer({ min: 0, max: 7 }), 20), { maxLength: 24 }));
const colProfile = fc.oneof(
  fc.constant(undefined),
  profile,
  fc.record({
    characteristics: fc.record(
      {
        toughness: or(fc.integer({ min: -3, max: 60 }), 12),
        armor: or(fc.integer({ min: -3, max: 30 }), 12),
        damageLevel: or(fc.integer({ min: -1, max: 7 }), 12),
        exposure: or(fc.integer({ min: -1, max: 4 }), 12),
        vehicleKind: or(fc.integer({ min: -1, max: 6 }), 12),
        maneuverabilityLoss: or(fc.integer({ min: -1, max: 9 }), 12),
        speedLoss: or(fc.integer({ min: -1, max: 9 }), 12),
      },
      { requiredKeys: [] },
    ),
  }),
);
const cOutcome = or(
  fc.record(
    {
      dice: numeric,
      damageTotal: numeric,
      resistanceTotal: numeric,
      margin: numeric,
      passengerDamage: numeric,
      hit: vDamage,
      level: vDamage,
      applies: vDamage,
      escalated: or(fc.boolean(), 12),
      losesNextRound: or(fc.boolean(), 12),
      complication: or(fc.boolean(), 12),
      choices: or(fc.array(or(fc.constantFrom(...od6.DAMAGE_CHOICES, "wings"), 12), { maxLength: 3 }), 12),
    },
    { requiredKeys: [] },
  ),
  12,
);
const cChoice = fc.oneof(fc.constant(null), or(fc.constantFrom(...od6.DAMAGE_CHOICES, "wings"), 8));
const cMove = or(
  fc.record(
    {
      mover: or(sceneModelId, 12),
      path: scenePath,
      summary: fc.oneof(fc.constant(null), moveSummary),
      blocked: optional(or(fc.boolean(), 12)),
    },
    { requiredKeys: ["mover", "path", "summary"] },
  ),
  12,
);
const tStatuses = or(
  fc.array(fc.constantFrom(od6.RAMMED, od6.PANIC, od6.LOST_CONTROL, "prone", "__proto__"), { maxLength: 3 }),
  10,
);
const tProfile = or(
  fc.record({
    characteristics: or(
      fc.record(
        {
          move: d6Rate,
          vehicle: or(fc.constantFrom(1, 0)),
          vehicleSpeed: or(fc.integer({ min: -1, max: 6 })),
          heading: or(fc.oneof(fc.integer({ min: 0, max: 359 }), numeric)),
          lostControlRounds: or(fc.integer({ min: 0, max: 2 })),
          rammedRounds: or(fc.integer({ min: 0, max: 2 })),
          damageLevel: or(fc.integer({ min: -1, max: 6 })),
          pullingMove: d6Rate,
          vehicleKind: or(fc.integer({ min: -1, max: 5 })),
          veryLightRounds: or(fc.integer({ min: 0, max: 2 })),
          veryLightUntil: or(fc.integer({ min: 0, max: 6 })),
        },
        { requiredKeys: [] },
      ),
    ),
  }),
  10,
);
const tStart = or(
  fc.record(
    {
      statuses: tStatuses,
      profile: tProfile,
      facing: optional(numeric),
      conditions: optional(or(fc.array(or(d6Level, 8), { maxLength: 3 }), 10)),
      round: optional(or(fc.integer({ min: 0, max: 20 }))),
    },
    { requiredKeys: ["statuses", "profile"] },
  ),
  10,
);
const D6_COLLISIONS: Readonly<Record<string, Entry>> = {
  checkCollisionRequest: { args: tuple(colRequest) },
  collisionSideDice: { args: tuple(colRequest) },
  collisionFormulas: { args: tuple(colRequest, colProfile) },
  resolveCollision: { args: tuple(colRequest, or(fc.record({ damage: cDice, resistance: cDice })), colProfile) },
  checkOutcome: { args: tuple(cOutcome) },
  applyCollision: { args: tuple(cOutcome, cChoice, colProfile, optional(or(fc.integer({ min: -2, max: 50 })))) },
  describeCollision: { args: tuple(colRequest, fc.oneof(fc.constant(null), cOutcome)) },
  panicEntries: { args: tuple(colProfile) },
  collisionMoveEffects: { args: tuple(sceneSnapshot, cMove), weight: 0.5 },
  storedHeading: { args: tuple(tProfile) },
  // A player's made strike re-derived from the scene on the GM's client (d6 § Ramming & Sideswiping Vehicles).
  strikeOnScene: {
    args: tuple(
      sceneSnapshot,
      or(
        fc.record({
          striker: or(sceneModelId, 12),
          other: or(sceneModelId, 12),
          stunt: fc.constantFrom("ram", "sideswipe", "jump"),
        }),
      ),
    ),
    weight: 0.5,
  },
  // #12 finish: Rammed's lost round, Severe's slowing, Panic's damage each round at the turn start
  rammedTurnStart: { args: tuple(tStart) },
  // #26: a Very Light hit's −1D counted down at turn starts; declared rams and sideswipes; scale
  veryLightTurnStart: { args: tuple(tStart) },
  galeDrive: {
    args: tuple(
      or(fc.record({ profile: tProfile, weather: optional(cWeather) })),
      or(fc.record({ heading: numeric, distance: numeric })),
    ),
  },
  scaleOf: { args: tuple(numeric) },
  strikeRequest: {
    args: tuple(
      fc.record({
        stunt: fc.constantFrom("ram", "sideswipe"),
        kind: fc.constantFrom(...od6.VEHICLE_KINDS),
        other: fc.constantFrom("a", "b"),
        speed: fc.constantFrom(...od6.SPEED_LEVELS),
        situation: fc.constantFrom(...od6.COLLISION_SITUATIONS),
        otherSpeed: fc.constantFrom(...od6.SPEED_LEVELS),
        otherSituation: fc.constantFrom(...od6.COLLISION_SITUATIONS),
        scale: fc.integer({ min: -20, max: 20 }),
        terrain: optional(d6Level),
      }),
    ),
  },
  strikeConsequence: {
    args: tuple(
      optional(
        or(
          fc.record({
            kind: fc.constant("stunt"),
            options: or(
              fc.record(
                {
                  stunts: fc.constantFrom("ram", "sideswipe"),
                  collide: or(fc.constantFrom("a", "")),
                  speed: or(fc.constantFrom(...od6.SPEED_LEVELS, "warp")),
                  situation: or(fc.constantFrom(...od6.COLLISION_SITUATIONS)),
                  otherSpeed: or(fc.constantFrom(...od6.SPEED_LEVELS)),
                  otherSituation: or(fc.constantFrom(...od6.COLLISION_SITUATIONS, "tbone")),
                  scale: optional(or(fc.constantFrom("0", "6", "-3", "x", "2000"))),
                },
                { requiredKeys: ["collide"] },
              ),
            ),
          }),
          10,
        ),
      ),
    ),
  },
  panicSurface: { args: tuple(optional(or(fc.array(or(d6Level, 8), { maxLength: 3 }), 10))) },
  vehicleTurnStart: { args: tuple(tStart) },
  vehicleStatusBands: { args: tuple(tStatuses, tProfile) },
  // The vehicle arc (VehicleArcCapability): the declared level's ring ahead, capped by the round's bands
  vehicleArcOf: {
    args: tuple(
      tProfile,
      or(
        fc.array(
          or(fc.record({ action: fc.constantFrom("d6Cautious", "d6Cruising", "d6High", "d6AllOut"), distance })),
          {
            maxLength: 5,
          },
        ),
        10,
      ),
      fc.constantFrom(null, undefined, "d6Cruising", "d6AllOut", "walk", "constructor"),
    ),
  },
  passengerInjury: {
    args: tuple(
      d6Distance,
      or(fc.record({ characteristics: or(fc.record({ physique: d6Pips }, { requiredKeys: [] })) }), 10),
      fc.oneof(fc.constant(null), fc.constant(undefined), cDice),
    ),
  },
};

/** A table for rules.play: a well-formed one now and then, else junk in some field. */
const playInput = or(
  fc.record(
    {
      ruleset: fc.constantFrom("dh2", "necromunda", "shadowrun", "d6", "x"),
      combat: or(fc.boolean()),
      gravity: optional(fc.constantFrom(...rules.GRAVITIES, "sideways")),
      models: or(
        fc.array(
          fc.record({
            id: fc.constantFrom("a", "b", "c"),
            type: fc.constantFrom("character", "fighter", "runner", "x"),
            side: fc.constantFrom("friendly", "hostile", "x"),
            x: coord,
            y: coord,
            base: length,
            system: or(fc.constant({})),
          }),
          { maxLength: 2 },
        ),
      ),
      regions: optional(
        or(
          fc.array(
            fc.record({
              id: fc.constantFrom("r", "s"),
              shape: or(
                fc.record({
                  type: fc.constantFrom("rectangle", "ellipse"),
                  x: coord,
                  y: coord,
                  width: length,
                  height: length,
                  radiusX: length,
                  radiusY: length,
                }),
              ),
              terrain: optional(fc.array(fc.record({ condition: word }), { maxLength: 2 })),
            }),
            { maxLength: 2 },
          ),
        ),
      ),
    },
    { requiredKeys: ["ruleset", "combat", "models"] },
  ),
);

/** Options of a map (src/rules/map prepareMap): spaces, gridless, diagonals, elevation, zero gravity, a Charge. */
const mapOptions = fc.record(
  {
    cell: or(fc.constantFrom(0.5, 1, 2, 0, -1), 12),
    gridless: or(fc.boolean(), 12),
    diagonals: or(fc.constantFrom("equidistant", "exact", "alternating1", "illegal", "hex"), 12),
    elevation: or(coord, 12),
    zeroGravity: or(fc.boolean(), 12),
    engaging: or(fc.boolean(), 12),
    passThrough: or(fc.boolean(), 12),
  },
  { requiredKeys: [] },
);
/** A map made from a prepared drag (null where the drag has no bounds to map), or junk now and then. */
const moveMap = fc.oneof(
  { weight: 10, arbitrary: dragScene.map((scene) => tryOr(() => rules.prepareMap(scene as rules.DragScene), null)) },
  { weight: 1, arbitrary: junk },
);
/** A map with a path found on it (null where none), for straighten. */
const mapWithPath = fc
  .tuple(
    dragScene.map((scene) => tryOr(() => rules.prepareMap(scene as rules.DragScene), null)),
    fc.record({ x: coord, y: coord }),
    fc.record({ x: coord, y: coord }),
  )
  .map(([map, a, b]) => [map, map ? tryOr(() => rules.findPath(map, a, b), null) : null] as const);

const ENTRIES: Readonly<Record<string, Entry>> = {
  // registry
  getRuleset: { args: tuple(or(fc.constantFrom("dh2", "necromunda", "constructor", "__proto__"), 3)) },
  isRulesetId: { args: tuple(or(fc.constantFrom("dh2", "necromunda", "constructor", "__proto__"), 3)) },
  hasRuleset: { args: tuple(or(fc.constantFrom("dh2", "necromunda", "constructor", "__proto__"), 3)) },
  rulesetIds: { args: generic },
  // Junk never passes registration's checks, so nothing is registered; the ids are never registered either.
  registerRuleset: { args: tuple(anything) },
  unregisterRuleset: { args: tuple(or(fc.constantFrom("dh2", "fuzzed"), 3)) },
  // card wording and bands
  signed: { args: tuple(numeric) },
  totalModifier: { args: tuple(testCall) },
  characteristicText: { args: tuple(or(word)) },
  describeTestWith: {
    args: tuple(
      testCall,
      or(
        fc.record({
          printed: fc.option(word),
          target: fc.option(word),
          sourceKey: fc.constant((x: string) => `k.${x}`),
          difficultyKey: fc.constant((x: string) => `d.${x}`),
        }),
      ),
    ),
  },
  checkCall: { args: tuple(testCall) },
  checkRequest: { args: tuple(testRequest) },
  "necromunda.describeNotice": { args: tuple(anything) },
  checkResolution: { args: tuple(resolution) },
  "necromunda.hitText": { args: tuple(hit) },
  "necromunda.rollNeeded": { args: tuple(numeric, numeric) },
  sortBands: { args: tuple(or(fc.array(band, { maxLength: 6 }))), nonNegative: true },
  // dice
  capModifier: { args: tuple(numeric) },
  d100TargetNumber: { args: tuple(numeric, numeric) },
  d100Test: { args: tuple(or(fc.record({ target: numeric, roll, modifier: optional(numeric) }))) },
  targetTest: { args: tuple(or(fc.record({ target: numeric, roll, modifier: optional(numeric) }))) },
  neededRoll: { args: tuple(numeric, numeric) },
  checkD6Results: { args: tuple(dice, fc.string({ maxLength: 4 })), weight: 0.5 },
  poolResult: { args: tuple(dice) },
  thresholdTest: { args: tuple(dice, numeric) },
  poolFormula: { args: tuple(numeric) },
  parseSkillCode: { args: tuple(skillCode) },
  formatSkillCode: { args: tuple(skillCode) },
  wildDieFormula: { args: tuple(skillCode) },
  wildDieTotal: { args: tuple(wildRoll) },
  wildDieRoll: {
    args: tuple(
      or(
        wildRoll.map((r) =>
          typeof r === "object" && r !== null ? { ...r, dice: (r as { normal?: unknown }).normal } : r,
        ),
      ),
    ),
  },
  wildDieTest: { args: tuple(wildRoll, numeric) },
  d100Report: { args: tuple(or(fc.record({ success: fc.boolean(), degrees: fc.integer({ min: 1, max: 11 }) }))) },
  targetReport: { args: tuple(or(fc.record({ success: fc.boolean(), total: fc.integer({ min: -5, max: 12 }) }))) },
  poolReport: {
    args: tuple(
      or(
        fc
          .tuple(dice, fc.integer({ min: 0, max: 5 }))
          .map(([d, t]) => tryOr(() => rules.thresholdTest(d as number[], t))),
      ),
    ),
  },
  wildDieReport: { args: tuple(or(wildRoll.map((r) => tryOr(() => rules.wildDieTotal(r as rules.WildDieRoll))))) },
  // units and bands
  isKnownUnit: { args: tuple(or(fc.constantFrom("m", "ft.", " Inches ", '"', "km", "constructor", "__proto__"), 3)) },
  unitRatio: {
    args: tuple(
      or(fc.constantFrom("m", "ft", "in", "constructor", "__proto__"), 3),
      or(fc.constantFrom("m", "in", "toString"), 3),
    ),
  },
  convertDistance: {
    args: tuple(numeric, or(fc.constantFrom("m", "ft", "in", "constructor"), 3), or(fc.constantFrom("m", "in"), 3)),
  },
  bandIndexForCost: { args: tuple(or(fc.array(numeric, { maxLength: 5 })), numeric) },
  normalizeBands: { args: tuple(or(fc.array(or(band), { maxLength: 5 }))) },
  // engagement
  baseGap: { args: tuple(base, base) },
  insideZone: { args: tuple(numeric, numeric) },
  inBaseContact: { args: tuple(base, base, optional(length)) },
  zoneEntryFraction: { args: tuple(coord, coord, coord, coord, length, length, base) },
  NaiveBaseFinder: { args: finderArgs, weight: 0.5, call: queryFinder(rules.NaiveBaseFinder) },
  EngagementIndex: { args: finderArgs, weight: 0.5, call: queryFinder(rules.EngagementIndex) },
  firstZoneEntry: {
    args: tuple(path, length, length, bases),
    weight: 0.5,
    call: (fn, [p, r, z, b]) =>
      fn(
        p,
        r,
        z,
        tryOr(() => new rules.EngagementIndex(b as rules.Base[]), new rules.EngagementIndex([])),
      ),
  },
  basesAlongPath: { args: tuple(path, length, bases, optional(length)), weight: 0.5 },
  contactArc: { args: tuple(point, point) },
  nearestOnSegment: { args: tuple(point, point, point) },
  pushAside: { args: tuple(path, length, base, length), weight: 0.5 },
  pushAhead: { args: tuple(point, point, length, base) },
  priceVerticalStep: { args: tuple(step, riseCost), nonNegative: true, infinite: true },
  horizontalOf: { args: tuple(numeric, numeric), nonNegative: true },
  rectGap: { args: tuple(base, rect) },
  placeNear: { args: tuple(rect, placement), weight: 0.3 },
  sweptBaseTouchesRect: { args: tuple(point, point, length, rect) },
  // map: pathfinding and the reach (src/rules/map); costs are Infinity where nothing reaches
  prepareMap: { args: tuple(dragScene, optional(or(mapOptions, 12))), weight: 0.3, infinite: true },
  cellAt: { args: tuple(moveMap, point) },
  cellCentre: { args: tuple(moveMap, or(fc.integer({ min: -1, max: 400 }), 12)) },
  findPath: { args: tuple(moveMap, point, point), weight: 0.5 },
  cheapestCosts: { args: tuple(moveMap, point), weight: 0.3, infinite: true },
  shortestRoute: {
    args: tuple(
      dragScene,
      dragPath(false),
      or(
        fc.constantFrom(
          (steps: readonly { x: number; y: number }[]) =>
            steps.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - steps[i]!.x, p.y - steps[i]!.y), 0),
          () => Infinity,
          () => 3,
        ),
        10,
      ),
      or(
        fc.record(
          {
            gridless: or(fc.boolean(), 12),
            cell: or(fc.constantFrom(0.5, 1, 2, 0, -1), 12),
            diagonals: or(fc.constantFrom("equidistant", "exact", "alternating1", "illegal", "hex"), 12),
          },
          { requiredKeys: ["gridless"] },
        ),
        12,
      ),
    ),
    weight: 0.2,
  },
  straighten: {
    args: fc.oneof({ weight: 8, arbitrary: mapWithPath }, { weight: 1, arbitrary: tuple(moveMap, junk) }),
    weight: 0.3,
  },
  reachOf: {
    args: tuple(
      moveMap,
      bandsCapability,
      point,
      or(fc.record({ turn: turnBands, history: fc.record({ cost: length, distance: length }) }), 12),
    ),
    weight: 0.3,
    infinite: true,
  },
  vehicleArcReach: {
    args: tuple(
      moveMap,
      point,
      or(
        fc.record({
          min: length,
          max: length,
          heading: fc.oneof(fc.constant(null), fc.double({ min: -7, max: 7, noNaN: true })),
          turn: fc.double({ min: 0, max: Math.PI, noNaN: true }),
          action: fc.constantFrom("cruising", "high"),
        }),
        12,
      ),
      or(fc.record({ action: fc.constantFrom("cruising", "high"), distance: length }), 12),
    ),
    weight: 0.3,
    infinite: true,
  },
  // moves: drag
  isEnemy: { args: tuple(dragDisposition(true), dragDisposition(true)) },
  prepareDrag: { args: tuple(dragSnapshot(true), moverId, dragRules), weight: 0.5 },
  // #12: a vehicle's one movement action a round (drag and pre-move check)
  movedAlready: {
    args: tuple(
      or(fc.record({ singleVehicleMove: or(fc.boolean(), 10) }, { requiredKeys: [] }), 10),
      or(fc.constantFrom("vehicle", "character"), 10),
      numeric,
    ),
  },
  dragStop: {
    args: tuple(
      dragScene,
      fc.oneof(
        { weight: 6, arbitrary: dragInput(false) },
        { weight: 2, arbitrary: chargeInput },
        { weight: 3, arbitrary: dragInput(true) },
        { weight: 1, arbitrary: junk },
      ),
    ),
    weight: 1.5,
  },
  chargeRunOn: {
    args: tuple(
      dragScene,
      fc.oneof(
        { weight: 6, arbitrary: dragInput(false) },
        { weight: 6, arbitrary: chargeInput },
        { weight: 3, arbitrary: dragInput(true) },
        { weight: 1, arbitrary: junk },
      ),
    ),
  },
  edgeStopAt: {
    args: tuple(
      dragPath(true),
      or(fc.constantFrom<unknown>(necromundaRules.terrain, dh2Rules.terrain, {}, { edgeTest: 1 }), 12),
    ),
    weight: 0.5,
  },
  pointAt: {
    args: tuple(
      dragPath(true),
      or(fc.integer({ min: -1, max: 10 }), 8),
      or(fc.oneof(fc.double({ min: -0.1, max: 1.1, noNaN: true }), fc.constantFrom(0, 1)), 8),
    ),
    weight: 0.5,
  },
  bandsForAction: { args: tuple(turnBands, or(dragAction, 12)) },
  // The budgets of one of the turn's lists mostly (the cache's key), of a generated list now and then.
  bandBudgets: {
    args: fc
      .tuple(bandsCapability, turnBands, or(fc.array(band, { maxLength: 4 }), 6), or(fc.boolean(), 20), fc.boolean())
      .map(([capability, turn, other, difficult, own]): Args => {
        const bands = own ? (turn as { bands?: unknown } | null)?.bands : undefined;
        return [capability, turn, bands ?? other, difficult];
      }),
    nonNegative: true,
  },
  actionLimit: { args: tuple(bandsCapability, turnBands, or(dragAction, 12), or(fc.boolean(), 20)), nonNegative: true },
  bandStanding: { args: tuple(bandsCapability, turnBands, or(dragAction, 12), dragCost, dragCost), nonNegative: true },
  withinLimit: { args: tuple(bandsCapability, turnBands, or(dragAction, 12), dragCost, dragCost) },
  elevatedGap: { args: tuple(numeric, numeric) },
  elevatedBaseGap: { args: tuple(elevatedBase, elevatedBase) },
  // The class: built from bases, then each method asked once.
  ElevatedBaseIndex: {
    args: tuple(
      elevatedBases,
      fc.oneof({ weight: 4, arbitrary: dragPath(false) }, { weight: 1, arbitrary: dragPath(true) }),
      fc.oneof({ weight: 4, arbitrary: elevatedPointOf(false) }, { weight: 1, arbitrary: elevatedPoint }),
      dragRadius(true),
      zoneDepth,
      fc.array(coord, { minLength: 4, maxLength: 4 }),
    ),
    weight: 0.5,
    call: (_fn, [b, p, at, radius, zone, box]) => {
      const index = new rules.ElevatedBaseIndex(b as rules.ElevatedBase[]);
      const [minX, minY, maxX, maxY] = box as number[];
      let found = 0;
      index.search(minX!, minY!, maxX!, maxY!, zone as number, () => found++);
      return [
        index.firstEntry(p as rules.ElevatedPoint[], radius as number, zone as number),
        index.firstWithin(at as rules.ElevatedPoint, radius as number, zone as number),
        found,
        index.maxRadius,
        index.bases.length,
      ];
    },
  },
  entryFraction: { args: tuple(elevatedPoint, elevatedPoint, dragRadius(true), zoneDepth, elevatedBase) },
  // dh2
  "dh2.clampInteger": {
    args: fc.oneof(
      {
        weight: 4,
        // Whole bounds with min ≤ fallback ≤ max, as the clamps call it; the raw value is anything.
        arbitrary: fc
          .tuple(anything, fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 3, maxLength: 3 }))
          .map(([raw, bounds]): Args => {
            const [min, fallback, max] = bounds.sort((x, y) => x - y);
            return [raw, min, max, fallback];
          }),
      },
      { weight: 1, arbitrary: tuple(anything, numeric, numeric, numeric) },
    ),
  },
  "dh2.clampCharacteristic": { args: tuple(anything) },
  "dh2.clampSize": { args: tuple(anything) },
  "dh2.clampTraitValue": { args: tuple(anything) },
  "dh2.characteristicBonus": { args: tuple(numeric, numeric) },
  "dh2.applyGravity": { args: tuple(numeric, gravity) },
  "dh2.movementAgilityBonus": { args: tuple(agilityInput) },
  "dh2.ratesForBonus": { args: tuple(numeric), nonNegative: true },
  "dh2.movementRates": { args: tuple(agilityInput), nonNegative: true },
  "dh2.narrativeRatesForBonus": { args: tuple(numeric), nonNegative: true },
  "dh2.narrativeRates": { args: tuple(agilityInput), nonNegative: true },
  "dh2.flyingSpeed": { args: tuple(anything), nonNegative: true },
  "dh2.halveForTerrain": { args: tuple(numeric, variant), nonNegative: true },
  "dh2.difficultTerrainBudget": { args: tuple(numeric, variant), nonNegative: true },
  "dh2.terrainCostMultiplier": { args: tuple(conditions), nonNegative: true, infinite: true },
  "dh2.isTreacherous": { args: tuple(or(word)) },
  "dh2.worstCondition": { args: tuple(conditions) },
  "dh2.difficultyForModifier": { args: tuple(numeric) },
  "dh2.treacherousTest": { args: tuple(or(word), variant) },
  "dh2.buildTest": { args: tuple(testRequest, variant) },
  "dh2.totalModifier": { args: tuple(testCall) },
  "dh2.movementTests": { args: tuple(moveSummary) },
  "dh2.movementTestOutcome": {
    args: tuple(
      fc.constantFrom("treacherous", "darkness", "zeroGravity", "x"),
      or(fc.record({ success: fc.boolean(), degrees: numeric })),
    ),
  },
  "dh2.resolveMovementTest": { args: tuple(testCall, numeric, roll) },
  "dh2.carryingSum": { args: tuple(carryingInput) },
  "dh2.limitsForSum": { args: tuple(numeric), nonNegative: true },
  "dh2.carryingLimits": { args: tuple(carryingInput), nonNegative: true },
  "dh2.encumbrance": { args: tuple(numeric, or(fc.record({ carry: numeric, lift: numeric, push: numeric }))) },
  "dh2.strainLimits": { args: tuple(throwInput) },
  "dh2.throwingStrengthBonus": { args: tuple(numeric, gravity), nonNegative: true },
  "dh2.throwDistance": { args: tuple(throwInput), nonNegative: true },
  "dh2.throwTest": { args: tuple(throwInput) },
  "dh2.throwImpact": { args: tuple(throwInput) },
  "dh2.throwAtTarget": {
    args: tuple(
      or(
        fc.record(
          {
            strengthBonus: bonus,
            toughnessBonus: bonus,
            weightKg: numeric,
            gravity,
            thrower: or(fc.constantFrom("ground", "hovering", "low", "high")),
            target: or(fc.constantFrom("ground", "hovering", "low", "high")),
          },
          { requiredKeys: ["strengthBonus", "toughnessBonus", "weightKg"] },
        ),
      ),
    ),
  },
  "dh2.journeyHalved": { args: tuple(fc.constantFrom("normal", "difficult", "denseUrban"), variant, gravity) },
  "dh2.overlandSpeed": { args: tuple(numeric, pace, fc.boolean(), gravity), nonNegative: true },
  "dh2.swimmingSpeed": { args: tuple(numeric), nonNegative: true },
  "dh2.paceTests": { args: tuple(pace, numeric, numeric, variant) },
  "dh2.forcedMarchTests": { args: tuple(numeric, numeric, variant) },
  "dh2.swimmingTests": { args: tuple(numeric, numeric) },
  "dh2.journey": { args: tuple(journeyInput) },
  "dh2.forcedMarchRecovery": { args: tuple(recoveryInput) },
  "dh2.fatigueUnconscious": { args: tuple(numeric, numeric) },
  // dh2 journeys: a distance measured along a drawn path (issue #14, ruling J14).
  ...((): Record<string, Entry> => {
    const unit = or(fc.constantFrom("m", "km", "ft", "mi", "Feet", "miles", "sq", "", "constructor"));
    const points = or(fc.oneof(fc.array(numeric, { maxLength: 40 }), fc.array(fc.integer(), { maxLength: 10_000 })));
    const path = or(fc.record({ points, gridSize: numeric, gridDistance: numeric, units: unit }, { requiredKeys: [] }));
    return {
      "dh2.sceneUnitKm": { args: tuple(unit), nonNegative: true },
      "dh2.pathLengthPixels": { args: tuple(points), nonNegative: true },
      "dh2.drawnPathKm": { args: tuple(path), nonNegative: true },
    };
  })(),
  "dh2.skillModifier": { args: tuple(or(fc.constantFrom("untrained", "known", "trained", "veteran", "constructor"))) },
  ...DH2_JOURNEY2,
  // dh2 vertical: climbing, jumping, swimming, falling, flying (issue #13). One block, arbitraries inline.
  ...((): Record<string, Entry> => {
    const flag = or(fc.boolean());
    const metres = or(fc.oneof(fc.double({ min: 0, max: 60, noNaN: true }), fc.constantFrom(0, 4, 8, 20)), 6);
    const result = { success: flag, degrees };
    const leapInput = or(fc.record({ strengthBonus: bonus, gravity, ...result }, { requiredKeys: [] }));
    const jumpInput = or(fc.record({ strengthBonus: bonus, running: flag, gravity, ...result }, { requiredKeys: [] }));
    const dropInput = or(fc.record({ agilityBonus: bonus, drop: metres, gravity, ...result }, { requiredKeys: [] }));
    const altitude = or(fc.constantFrom(...dh2Module.ALTITUDES, "ground", "orbit"));
    const options = or(
      fc.record(
        {
          gravity,
          runUp: or(fc.constantFrom("0", "4", "12", "x", "-4", "1e400")),
          encumbered: or(fc.constantFrom("true", "false", true)),
          secured: or(fc.constantFrom("true", true)),
          fallingFormula: or(fc.constantFrom("1d10 + @metres", "", "@metres".repeat(40))),
        },
        { requiredKeys: [] },
      ),
    );
    const request = or(
      fc.record(
        {
          kind: or(fc.constantFrom(...dh2Module.VERTICAL_TEST_KINDS, "treacherous", "constructor")),
          distance: metres,
          options,
        },
        { requiredKeys: ["kind"] },
      ),
      12,
    );
    const call = fc.oneof(
      { weight: 6, arbitrary: request.map((r) => tryOr(() => dh2Module.buildVerticalTest(r as rules.TestRequest))) },
      { weight: 1, arbitrary: testCall },
    );
    return {
      "dh2.skillValue": { args: tuple(numeric, or(fc.constantFrom("trained", "veteran", "nope"))) },
      "dh2.strengthOrAthletics": { args: tuple(numeric, or(fc.constantFrom("trained", "untrained"))) },
      "dh2.skillCharacteristics": {
        args: tuple(or(fc.record({ strength: numeric, agility: numeric })), or(fc.record({ athletics: word }))),
      },
      "dh2.jumpInGravity": { args: tuple(metres, gravity), nonNegative: true },
      "dh2.leap": { args: tuple(leapInput), nonNegative: true },
      "dh2.leapHeight": { args: tuple(metres), nonNegative: true },
      "dh2.runUpBonus": { args: tuple(or(fc.record({ runUp: metres }))), nonNegative: true },
      "dh2.verticalJump": { args: tuple(jumpInput), nonNegative: true },
      "dh2.jumpReach": { args: tuple(or(fc.record({ height: metres, jump: metres, gravity }, { requiredKeys: [] }))) },
      "dh2.jumpDown": { args: tuple(dropInput) },
      "dh2.climbNeedsTest": {
        args: tuple(
          or(fc.record({ surface: or(fc.constantFrom("simple", "sheer")), distracted: flag, trivial: flag })),
        ),
      },
      "dh2.climbRate": { args: tuple(or(fc.record({ halfMove: metres, degrees }))), nonNegative: true },
      "dh2.abseil": { args: tuple(or(fc.record(result))) },
      "dh2.swimDistance": { args: tuple(or(fc.record({ strengthBonus: bonus }))), nonNegative: true },
      "dh2.swimNeedsTest": { args: tuple(or(fc.constantFrom(...dh2Module.WATER_KINDS)), optional(flag)) },
      "dh2.fallingDamage": {
        args: tuple(or(fc.record({ metres, formula: or(fc.string({ maxLength: 20 })) }, { requiredKeys: [] }))),
      },
      "dh2.isAltitude": { args: tuple(altitude) },
      "dh2.altitudesFor": { args: tuple(or(fc.constantFrom("flyer", "hoverer"))) },
      "dh2.altitudeChange": { args: tuple(altitude, altitude) },
      "dh2.altitudeAttack": { args: tuple(altitude, altitude) },
      "dh2.flyerFall": { args: tuple(altitude), nonNegative: true },
      "dh2.canPushOff": { args: tuple(gravity, or(fc.option(metres))) },
      "dh2.isVerticalKind": { args: tuple(or(fc.constantFrom(...dh2Module.VERTICAL_TEST_KINDS))) },
      "dh2.verticalOptions": { args: tuple(request) },
      "dh2.buildVerticalTest": { args: tuple(request) },
      "dh2.resolveVerticalTest": { args: tuple(call, numeric, roll, profile) },
      "dh2.verticalReason": { args: tuple(call) },
      "dh2.describeVerticalOutcome": {
        args: tuple(
          call,
          fc.oneof(
            resolution,
            fc
              .tuple(call, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 }), profile)
              .map(([c, value, r, p]) =>
                tryOr(() => dh2Module.resolveVerticalTest(c as rules.MovementTestCall, value, r, p as never)),
              ),
          ),
        ),
      },
    };
  })(),
  // dh2 scene terrain (issue #13): edge tests, their distance and options, the move's own tests
  "dh2.sceneEdgeTest": { args: tuple(conditions) },
  "dh2.sceneEdgeTestDistance": {
    args: tuple(
      or(fc.record({ condition: word, height: distance, width: optional(distance) }, { requiredKeys: ["height"] })),
      optional(or(fc.record({ across: distance, runUp: distance, heading: numeric, elevation: numeric }))),
    ),
    nonNegative: true,
  },
  "dh2.sceneEdgeTestOptions": {
    args: tuple(
      or(fc.record({ condition: or(fc.constantFrom("gap", "climb", "mud")), height: distance })),
      or(fc.record({ across: distance, runUp: distance, heading: numeric, elevation: numeric, gravity })),
    ),
  },
  "dh2.sceneMovementTests": { args: tuple(moveSummary) },
  // dh2 falling damage, flight positions, stalls and zero gravity's push-off (issue #13, helper dh2misc).
  ...((): Record<string, Entry> => {
    const position = or(fc.constantFrom(...dh2Module.FLIGHT_POSITIONS, "orbit"));
    const at = optional(
      or(fc.record({ x: or(fc.double({ min: -50, max: 50, noNaN: true })), y: numeric, elevation: numeric })),
    );
    const modelId = (m: unknown) => (m as { id?: unknown } | null)?.id ?? m;
    return {
      "dh2.takeDamage": {
        args: tuple(or(fc.record({ wounds: numeric, critical: numeric, damage: numeric }, { requiredKeys: [] }))),
      },
      "dh2.addFatigue": { args: tuple(numeric, numeric), nonNegative: true },
      "dh2.flightTrait": { args: tuple(or(fc.record({ flyer: numeric, hoverer: numeric }, { requiredKeys: [] }))) },
      "dh2.flightPositions": { args: tuple(or(fc.constantFrom("flyer", "hoverer", null))) },
      "dh2.altitudeChangeText": { args: tuple(position, position) },
      "dh2.stalledFlight": { args: tuple(or(fc.record({ position, moved: or(fc.boolean()) }))) },
      "dh2.flyerFallEffects": {
        args: tuple(
          or(
            fc.record(
              { model: or(fc.constantFrom("t1")), position, moved: or(fc.boolean()), formula: or(fc.string()) },
              { requiredKeys: ["model", "position", "moved"] },
            ),
          ),
        ),
      },
      "dh2.pushOffDistance": {
        args: fc.tuple(snapshotAndModel, at).map(([[snap, m], a]) => [snap, modelId(m), a]),
        weight: 0.5,
      },
      "dh2.pushOffNotice": {
        args: fc.tuple(snapshotAndModel, gravity, at).map(([[snap, m], g, a]) => [snap, modelId(m), g, a]),
        weight: 0.5,
      },
    };
  })(),
  // necromunda
  "necromunda.collisionDamage": { args: tuple(collisionInput) },
  "necromunda.runOverTest": { args: tuple(numeric, fc.constantFrom("standing", "pinned", "seriouslyInjured", "x")) },
  "necromunda.vehicleContact": { args: tuple(fc.constantFrom("front", "side", "back"), numeric, numeric) },
  "necromunda.vehicleCollision": { args: tuple(collisionInput) },
  "necromunda.terrainCollision": { args: tuple(collisionInput) },
  "necromunda.fallingRow": { args: tuple(numeric) },
  "necromunda.jumpDownModifier": { args: tuple(numeric) },
  "necromunda.fallingVehicleModifier": { args: tuple(numeric) },
  "necromunda.edgeFallModifier": { args: tuple(anything) },
  "necromunda.actionAllowances": { args: tuple(numeric), nonNegative: true },
  "necromunda.chargeD3": {
    args: tuple(or(optional(fc.dictionary(actionId, fc.oneof(fc.constantFrom(1, 2, 3), numeric), { maxKeys: 3 })))),
    nonNegative: true,
  },
  "necromunda.liftElevation": { args: lift },
  "necromunda.liftAvailable": { args: tuple(roundKey, roundKey) },
  "necromunda.edgeTest": { args: tuple(conditions) },
  "necromunda.mayEndOn": { args: tuple(conditions) },
  "necromunda.terrainCostMultiplier": { args: tuple(conditions), nonNegative: true, infinite: true },
  "necromunda.verticalCost": { args: tuple(numeric), nonNegative: true },
  "necromunda.riseCost": { args: tuple(numeric, anything), nonNegative: true },
  "necromunda.dropFootOf": { args: tuple(anything) },
  "necromunda.isClimb": { args: tuple(numeric) },
  "necromunda.mayEndMidClimb": { args: tuple(anything) },
  "necromunda.climbFinishedBy": { args: tuple(anything) },
  "necromunda.obstacleCost": { args: tuple(numeric), nonNegative: true },
  "necromunda.climbCompletes": { args: tuple(numeric, numeric) },
  "necromunda.difficultTerrainBudget": { args: tuple(numeric), nonNegative: true },
  "necromunda.totalModifier": { args: tuple(testCall) },
  "necromunda.buildTest": { args: tuple(testRequest) },
  "necromunda.movementTests": { args: tuple(moveSummary) },
  "necromunda.resolveMovementTest": { args: tuple(testCall, numeric, roll) },
  "necromunda.describeTest": { args: tuple(testCall, numeric) },
  // moves: finished moves and structures
  modelById: { args: tuple(sceneSnapshot, sceneId) },
  regionById: { args: tuple(sceneSnapshot, or(sceneRegionId, 12)) },
  areEnemies: { args: tuple(disposition, disposition) },
  pointInRect: { args: tuple(point, rect) },
  pointInRegion: { args: tuple(point, region) },
  regionArea: { args: tuple(fc.array(regionShape, { maxLength: 4 })) },
  areaFromRings: { args: tuple(fc.array(fc.array(coord, { maxLength: 12 }), { maxLength: 4 })) },
  baseAt: { args: fc.tuple(snapshotAndModel, point).map(([[, m], p]) => [m, p]) },
  footprintAt: { args: fc.tuple(snapshotAndModel, point).map(([[, m], p]) => [m, p]) },
  regionsAt: { args: tuple(sceneSnapshot, point, or(height, 12)) },
  conditionsAt: { args: tuple(sceneSnapshot, point, or(height, 12)) },
  conditionsAlong: {
    args: tuple(
      sceneSnapshot,
      or(fc.record({ x: coord, y: coord, elevation: height }), 20),
      or(fc.record({ x: coord, y: coord, elevation: height }), 20),
    ),
  },
  facingToward: { args: fc.tuple(snapshotAndModel, point).map(([[, m], p]) => [m, p]) },
  edgeStopEffects: { args: tuple(sceneSnapshot, finishedMove, rulesetOf), weight: 0.5 },
  // moves/ground.ts (issue #13)
  terrainConditionIds: {
    args: tuple(
      or(
        fc.record({ condition: word, surface: optional(word), water: optional(word) }, { requiredKeys: ["condition"] }),
      ),
    ),
  },
  groundElevation: { args: tuple(sceneSnapshot, point), nonNegative: true },
  turnBands: {
    args: tuple(
      or(fc.constantFrom(necromundaRules, dh2Rules, rules.getRuleset("d6"), rules.getRuleset("shadowrun"))),
      or(fc.constantFrom("character", "vehicle", "loot")),
      profile,
      context,
      or(fc.option(fc.array(fc.constantFrom("prone", "panic", "stun"), { maxLength: 2 }), { nil: undefined })),
    ),
  },
  turnShares: {
    args: tuple(
      turnBands,
      or(
        fc.array(
          fc.record(
            { cost: length, distance: length, action: maybeAction, conditions: conditions },
            { requiredKeys: ["cost", "distance"] },
          ),
          { maxLength: 4 },
        ),
      ),
      or(fc.constantFrom(rules.getRuleset("shadowrun").terrain, undefined)),
    ),
  },
  readGmModifier: {
    args: tuple(
      or(
        fc.constantFrom(...["dh2", "necromunda", "shadowrun", "d6"].map((id) => rules.getRuleset(id).tests.gmModifier)),
      ),
      or(
        fc.record(
          { value: or(fc.oneof(numeric, fc.constantFrom("−10", " 5 ", "x"))), reason: or(fc.string()) },
          { requiredKeys: [] },
        ),
      ),
    ),
  },
  gmModifierLine: { args: tuple(or(fc.record({ value: fc.integer({ min: -60, max: 60 }), reason: fc.string() }))) },
  withGmModifier: {
    args: tuple(
      testCall,
      or(fc.option(fc.record({ value: fc.integer({ min: -60, max: 60 }), reason: fc.string() }), { nil: null })),
    ),
  },
  modifierLabel: {
    args: tuple(
      or(fc.record({ source: word, value: numeric, reason: optional(fc.string()) })),
      fc.constant((source: string) => `K.${source}`),
    ),
  },
  withAddedAllowance: { args: tuple(profile, or(fc.dictionary(actionId, numeric, { maxKeys: 3 }))) },
  terrainStepCost: {
    args: tuple(
      or(fc.oneof(length, fc.constant(Infinity))),
      length,
      conditions,
      or(fc.boolean()),
      fc.constantFrom<unknown>(
        dh2Rules.terrain.costMultiplier,
        necromundaRules.terrain.costMultiplier,
        () => 0.5,
        null,
      ),
    ),
    nonNegative: true,
    infinite: true,
  },
  terrainAction: {
    args: tuple(or(fc.constantFrom(rules.getRuleset("shadowrun").terrain, undefined)), conditions, maybeAction),
  },
  withTerrainActions: {
    args: tuple(scenePath, or(fc.constantFrom(rules.getRuleset("shadowrun").terrain, dh2Rules.terrain, undefined))),
  },
  play: { args: tuple(playInput) },
  PlayTable: {
    args: tuple(playInput),
    call: (fn, args) => new (fn as unknown as new (...a: Args) => unknown)(...args),
  },
  followGround: {
    args: tuple(sceneSnapshot, scenePath, or(fc.record({ airborne: or(fc.array(actionId, { maxLength: 2 })) }))),
  },
  straightRunUp: { args: tuple(scenePath, or(length)), nonNegative: true },
  // Edges one by one (moves/edge-marks.ts) and flight as a mode (moves/flight.ts): well-formed paths.
  edgeMark: { args: tuple(word) },
  edgeMarkOf: { args: tuple(or(testRequest)) },
  clearedEdges: { args: tuple(or(fc.array(or(word), { maxLength: 4 }))) },
  flightPositionOf: { args: tuple(anything) },
  isAirborneStep: { args: tuple(anything, optional(word)) },
  airborneConditions: { args: tuple(anything, anything, optional(word)) },
  distanceAcross: { args: tuple(rect, point, or(fc.double({ min: -7, max: 7, noNaN: true }), 8)), nonNegative: true },
  repositionEffects: {
    args: tuple(
      sceneSnapshot,
      sceneId,
      or(fc.record({ distance: length, heading: numeric, rise: fc.double({ min: -20, max: 20, noNaN: true }) })),
    ),
  },
  finishedMoveEffects: { args: tuple(sceneSnapshot, finishedMove, rulesetOf) },
  standingCounterEffects: { args: tuple(sceneSnapshot, sceneId, or(fc.option(d6Profile), 8), rulesetOf) },
  statusTurnStartEffects: {
    args: tuple(
      sceneSnapshot,
      sceneId,
      or(fc.record({ statuses: or(fc.array(fc.constantFrom("d6LostControl", "prone"))), profile: vDriveProfile }), 8),
      rulesetOf,
    ),
  },
  clearsEdge: { args: tuple(or(testKind), rulesetOf) },
  passedTestEffects: { args: tuple(sceneId, or(testKind), rulesetOf) },
  revertEffects: { args: tuple(sceneSnapshot, sceneEffects, optional(sceneId)) },
  pastAllowance: {
    args: tuple(
      or(
        fc.record({
          turnDistance: distance,
          bands: or(fc.array(fc.record({ action: fc.constantFrom("half", "run"), distance }), { maxLength: 4 })),
        }),
      ),
    ),
  },
  undoEffects: {
    args: tuple(
      sceneSnapshot,
      or(
        fc.record({
          effects: sceneEffects,
          placed: or(fc.dictionary(sceneModelId, fc.record({ x: distance, y: distance }))),
        }),
      ),
    ),
  },
  undoneBandStatusEffects: {
    args: tuple(
      sceneId,
      distance,
      or(fc.array(fc.record({ action: fc.oneof(actionId, fc.constantFrom("srWalk", "srRun", "srSprint")), distance }))),
      rulesetOf,
      optional(or(fc.array(fc.oneof(testKind, fc.constantFrom("sprint", "swimSprint")), { maxLength: 3 }))),
    ),
  },
  ridersOf: { args: fc.tuple(snapshotAndModel, or(sceneStep, 12)).map(([[s, m], p]) => [s, m, p]) },
  obstaclesCrossed: { args: fc.tuple(snapshotAndModel, scenePath).map(([[s, m], p]) => [s, m, p]) },
  vehicleMoveEffects: {
    args: tuple(sceneSnapshot, fc.oneof(sceneId, fc.constantFrom("v1", "v2")), scenePath, rulesetOf, vehicleOptions),
  },
  landingsAfterFall: { args: tuple(sceneSnapshot, sceneId) },
  fallLanding: { args: tuple(sceneSnapshot, sceneId, rulesetOf) },
  applyFallEffects: { args: tuple(sceneSnapshot, sceneId, or(fc.array(sceneId, { maxLength: 3 }), 12), rulesetOf) },
  fallOffVehicleEffects: { args: tuple(sceneSnapshot, sceneId, or(fc.double({ min: -7, max: 7, noNaN: true }), 8)) },
  ductwayRoute: { args: tuple(sceneSnapshot, sceneId, rulesetOf) },
  crawlThroughEffects: { args: tuple(sceneSnapshot, sceneId, rulesetOf), weight: 0.5 },
  liftUnder: { args: tuple(sceneSnapshot, sceneId) },
  liftState: { args: tuple(sceneSnapshot, sceneId, roundKey, rulesetOf) },
  operateLiftEffects: { args: tuple(sceneSnapshot, sceneId, direction, roundKey, rulesetOf) },
  edgeNear: { args: tuple(sceneSnapshot, sceneId, rulesetOf) },
  edgeTestAt: { args: tuple(sceneSnapshot, sceneId, rulesetOf) },
  edgeFallEffects: { args: tuple(sceneSnapshot, sceneId, rulesetOf) },
  readObstacles: { args: tuple(or(fc.oneof(region, sceneRegion)), rulesetOf), weight: 0.5 },
  // shadowrun
  ...Object.fromEntries(Object.entries(SHADOWRUN).map(([name, entry]) => [`shadowrun.${name}`, entry])),
  shadowrunPool: SHADOWRUN["shadowrunPool"]!,
  ...NECROMUNDA16,
  backtrackPoint: { args: tuple(path, numeric) },
  backtrackEffects: { args: tuple(or(fc.constantFrom("t1", ""), 8), path, numeric) },
  pathTail: { args: tuple(path, numeric) },
  encodePath: { args: tuple(path) },
  encodeShove: { args: tuple(or(fc.record({ model: or(word), dx: numeric, dy: numeric }))) },
  shoveOf: { args: tuple(anything, or(fc.constantFrom("shovePass", "shoveFail"))) },
  involuntaryEnd: { args: tuple(sceneSnapshot, sceneId, point, rulesetOf, optional(numeric)) },
  involuntaryEnds: { args: tuple(sceneSnapshot, sceneEffects, rulesetOf) },
  shoveEffects: { args: tuple(sceneSnapshot, or(fc.record({ model: sceneId, dx: numeric, dy: numeric })), rulesetOf) },
  shoveCarrying: {
    args: tuple(
      sceneSnapshot,
      or(fc.record({ model: sceneId, dx: numeric, dy: numeric })),
      rulesetOf,
      optional(or(fc.array(fc.constantFrom("rider:m1", "rider:m2", "edge"), { maxLength: 3 }), 10)),
    ),
  },
  decodePath: {
    args: tuple(or(fc.oneof(fc.constantFrom("7,0 10.5,0.25", ",", "1,2,3", "NaN,1", " "), fc.string()), 8)),
  },
  // The stored back path outside combat (issue #13, helper dh2water): lengths, heights, stale paths.
  ...((): Record<string, Entry> => {
    const step = or(
      fc.record(
        {
          x: coord,
          y: coord,
          elevation: coord,
          conditions: or(fc.constantFrom([], ["climb"], ["climb", "sheer"], ["water", "deepWater"])),
        },
        { requiredKeys: ["x", "y"] },
      ),
      20,
    );
    const steps = fc.oneof({ weight: 8, arbitrary: fc.array(step, { maxLength: 8 }) }, { weight: 1, arbitrary: junk });
    const kindCall = or(
      fc.record({
        kind: fc.constantFrom("swim", "climb", "sheerClimb", "leap", "constructor"),
        characteristic: fc.constant("athletics"),
        modifiers: fc.constant([]),
      }),
    );
    const backRequest = or(
      fc.record(
        {
          kind: fc.constant("sheerClimb"),
          options: or(fc.record({ backPath: or(fc.constantFrom("2.5,0.5 3.5,0.5 7.5,0.5", "x,y", "")) })),
        },
        { requiredKeys: ["kind"] },
      ),
    );
    return {
      pathLength: { args: tuple(path), nonNegative: true },
      elevationBack: { args: tuple(steps, numeric) },
      storedBacktrack: {
        args: tuple(or(fc.constantFrom("t1", ""), 8), path, numeric, point, numeric, optional(numeric)),
      },
      decodeBackElevation: { args: tuple(or(fc.oneof(fc.constantFrom("0", "3.5", "-1", "NaN", ""), fc.string()))) },
      "dh2.walksBack": { args: tuple(kindCall) },
      "dh2.backDistance": { args: tuple(kindCall, steps), nonNegative: true },
      "dh2.storedBackLength": { args: tuple(backRequest), nonNegative: true },
      // Underwater: rounds held and sinking (§ Swimming).
      "dh2.cannotSwim": { args: tuple(or(fc.array(fc.constantFrom("unconscious", "prone", "restrain", "")))) },
      "dh2.underwaterCounters": {
        args: tuple(
          or(
            fc.record(
              {
                endConditions: or(fc.constantFrom([], ["water", "deepWater"], ["hazardousWater"])),
                standing: or(fc.boolean()),
                profile: or(
                  fc.record({
                    characteristics: fc.record(
                      { underwater: numeric, sinking: numeric, cannotSwim: numeric },
                      { requiredKeys: [] },
                    ),
                  }),
                ),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      },
      "dh2.underwaterRequestOptions": {
        args: tuple(
          or(
            fc.record(
              {
                conditions: or(fc.constantFrom([], ["water", "deepWater"])),
                profile: or(fc.record({ characteristics: fc.record({ underwater: numeric }) })),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      },
      "dh2.heldRounds": {
        args: tuple(
          or(fc.record({ underwater: or(fc.constantFrom("true", true, "no")), heldRounds: or(fc.string()) })),
        ),
      },
      // Armour or weighed down (§ Swimming: −30).
      "dh2.swimBurden": {
        args: tuple(
          or(
            fc.record({
              characteristics: fc.record(
                { armourWorn: numeric, carriedWeight: numeric, carryingWeight: numeric },
                { requiredKeys: [] },
              ),
            }),
          ),
        ),
      },
      "dh2.lightingLevel": {
        args: tuple(
          or(
            fc.record({
              sceneDarkness: numeric,
              light: or(fc.constantFrom("bright", "dim", "none", "")),
              override: or(fc.constantFrom("bright", "shadow", "darkness", "auto", null)),
            }),
          ),
        ),
      },
      "dh2.lightingConditions": {
        args: tuple(
          or(
            fc.record({ sceneDarkness: numeric, light: or(fc.constantFrom("dim", "none")), override: or(fc.string()) }),
          ),
        ),
      },
      "dh2.verticalCardOptions": {
        args: tuple(or(fc.record({ kind: or(fc.constantFrom("climb", "sheerClimb", "ledge", "swim", "")) }))),
      },
      "dh2.swimBurdenChoice": {
        args: tuple(or(fc.record({ encumbered: or(fc.constantFrom("auto", "true", "false", true, false, "")) }))),
      },
    };
  })(),
  // A turn whose action a test used (jumping and leaping take the Full Action) and a flyer's turn
  // (altitude changes, Stunned flyers): issue #13, helper dh2turn. One block, arbitraries inline.
  ...((): Record<string, Entry> => {
    const cost = or(fc.oneof(fc.double({ min: 0, max: 60, noNaN: true }), fc.constantFrom(0, 4, 6, 10)), 6);
    const spent = or(fc.oneof(fc.constant(null), fc.record({ from: cost, remaining: cost })), 8);
    const position = or(fc.constantFrom(...dh2Module.FLIGHT_POSITIONS, "orbit"));
    const levels = or(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(1000, 1001, 0.5, -1)), 8);
    const statuses = or(fc.array(fc.constantFrom("stun", "prone", "dead", "unconscious", "fly"), { maxLength: 3 }));
    const kind = or(fc.constantFrom(...dh2Module.VERTICAL_TEST_KINDS, "x"));
    const outcome = or(fc.constantFrom("cleared", "leapt", "short", "landed", "jumped", "swam", "x"));
    return {
      spentActionCap: { args: tuple(spent, cost), nonNegative: true },
      capTurnBands: { args: tuple(turnBands, or(fc.oneof(fc.constant(null), cost), 8)) },
      "dh2.fullActionConsequences": { args: tuple(kind, outcome, numeric, numeric) },
      "dh2.stepsOver": {
        args: tuple(
          or(fc.constantFrom("ledge", "leap", "climb", "sheerClimb")),
          numeric,
          numeric,
          numeric,
          or(
            fc.oneof(
              fc.constant(undefined),
              fc.record({ position: or(fc.constantFrom("hovering", "low", null)), height: numeric }),
            ),
          ),
        ),
      },
      "dh2.altitudeLevels": { args: tuple(position, position), nonNegative: true },
      "dh2.altitudeAction": { args: tuple(levels) },
      "dh2.altitudeTurn": {
        args: tuple(or(fc.record({ from: position, to: position, levelsBefore: levels, spent: or(fc.boolean()) }))),
      },
      "dh2.stopsFlight": { args: tuple(statuses) },
      "dh2.flightStopEffects": {
        args: tuple(
          or(
            fc.record(
              { model: or(fc.constantFrom("t1")), position, statuses, formula: or(fc.string()) },
              { requiredKeys: ["model", "position", "statuses"] },
            ),
          ),
        ),
      },
    };
  })(),
  // d6
  ...Object.fromEntries(Object.entries(D6).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_VEHICLES).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_VEHICLE_CONTACTS).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_DRIVE).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_CREW).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_COLLISIONS).map(([name, entry]) => [`d6.${name}`, entry])),
  // the engines' manifests and their loading
  rulesetManifest: { args: tuple(or(fc.constantFrom("dh2", "d6", "constructor", "__proto__"), 3)) },
  isRulesetLoaded: { args: tuple(or(fc.constantFrom("dh2", "d6", "constructor", "__proto__"), 3)) },
  // Every built-in engine is loaded by the setup file, so these resolve at once.
  loadRuleset: { args: tuple(or(fc.constantFrom("dh2", "shadowrun", "constructor", "__proto__"), 3)) },
  loadRulesets: { args: generic },
  manifestOf: { args: tuple(rulesetOf) },
};

/**
 * Arguments of ruleset members by name (a ruleset's own, `<id>.<name>`, first); members not listed
 * get {@link generic} arguments.
 */
const METHOD_ARGS: Readonly<Record<string, Entry>> = {
  movementBands: { args: tuple(profile, context) },
  flyingBands: { args: tuple(numeric, context) },
  difficultTerrainBudget: { args: tuple(numeric, context), nonNegative: true },
  terrainCostMultiplier: { args: tuple(conditions), nonNegative: true, infinite: true },
  obstacleCost: { args: tuple(numeric), nonNegative: true },
  mayEndOn: { args: tuple(conditions) },
  edgeTest: { args: tuple(conditions) },
  movementTests: { args: tuple(moveSummary) },
  buildTest: { args: tuple(testRequest) },
  vehicleCollision: { args: tuple(collisionInput) },
  terrainCollision: { args: tuple(collisionInput) },
  resolveMovementTest: { args: tuple(testCall, numeric, roll) },
  describeTest: { args: tuple(testCall, numeric) },
  movementRates: { args: tuple(agilityInput), nonNegative: true },
  narrativeRates: { args: tuple(agilityInput), nonNegative: true },
  cost: { args: tuple(numeric), nonNegative: true },
  // Infinity: impassable terrain (TerrainCapability.costMultiplier).
  costMultiplier: { args: tuple(conditions), nonNegative: true, infinite: true },
  collision: { args: tuple(collisionInput) },
  resolve: {
    args: tuple(
      testCall,
      numeric,
      or(
        fc.oneof(
          fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 1 }),
          fc.array(roll, { maxLength: 3 }),
        ),
      ),
    ),
  },
  describe: { args: tuple(testCall, or(fc.option(numeric))) },
  diceKind: { args: tuple(testCall) },
  formula: { args: tuple(testCall, numeric) },
  isClimb: { args: tuple(numeric) },
  mayEndMidClimb: { args: tuple(maybeAction) },
  // The capability contract (src/rules/capabilities/*.ts), typed arguments with some junk.
  describeResult: { args: tuple(testCall, resolution) },
  isHeld: { args: tuple(modelSnapshot) },
  holds: { args: tuple(modelSnapshot) },
  liftElevation: { args: lift },
  liftAvailable: { args: tuple(roundKey, roundKey) },
  // Capabilities only Shadowrun has so far, typed for any ruleset that adds them.
  actionBands: SHADOWRUN_METHODS["actionBands"]!,
  historyLimit: SHADOWRUN["historyLimit"]!,
  requiredAction: SHADOWRUN_METHODS["requiredAction"]!,
  bandStatuses: SHADOWRUN_METHODS["bandStatuses"]!,
  situationalModifiers: DH2_JOURNEY2["dh2.situationalModifiers"]!,
  ...Object.fromEntries(Object.entries(SHADOWRUN_METHODS).map(([name, entry]) => [`shadowrun.${name}`, entry])),
  // d6
  ...Object.fromEntries(Object.entries(D6_METHODS).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_VEHICLES).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_DRIVE).map(([name, entry]) => [`d6.${name}`, entry])),
  ...Object.fromEntries(Object.entries(D6_CREW).map(([name, entry]) => [`d6.${name}`, entry])),
  fromDice: { args: tuple(or(fc.array(vDice, { maxLength: 3 }))) },
  // The d6 collisions capability (CollisionsCapability); its resolve and describe share names with
  // the tests capability's, whose arguments they reject as documented.
  "d6.moveEffects": D6_COLLISIONS["collisionMoveEffects"]!,
  "d6.formulas": D6_COLLISIONS["collisionFormulas"]!,
  "d6.apply": D6_COLLISIONS["applyCollision"]!,
  "d6.panicEntries": D6_COLLISIONS["panicEntries"]!,
  carryingLimits: { args: tuple(carryingInput), nonNegative: true },
  throwDistance: { args: tuple(throwInput), nonNegative: true },
  journey: { args: tuple(journeyInput) },
  ...NECROMUNDA16_METHODS,
};

function tryOr<T>(make: () => T, fallback?: T): T | undefined {
  try {
    return make();
  } catch {
    return fallback;
  }
}

// ——— Targets ———

interface Target extends Entry {
  readonly name: string;
  readonly fn: Fn;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Every function exported by the engine's public surface and by each built-in ruleset's module
 * (which its adapter folder imports), by its dotted name (`dh2.leap`).
 */
function exportedFunctions(): Map<string, Fn> {
  const found = new Map<string, Fn>();
  const modules: [string, Record<string, unknown>][] = [
    ["", rules],
    ["dh2.", dh2Module],
    ["necromunda.", necromundaModule],
    ["shadowrun.", shadowrunModule],
    ["d6.", d6Module],
  ];
  for (const [prefix, module] of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === "function") found.set(`${prefix}${name}`, value as Fn);
    }
  }
  return found;
}

/** Every function-valued member of each ruleset object, one level of nested objects deep. */
function rulesetMethods(): Target[] {
  const targets: Target[] = [];
  for (const id of rules.RULESET_IDS) {
    const walk = (owner: Record<string, unknown>, prefix: string, depth: number) => {
      for (const [key, value] of Object.entries(owner)) {
        if (typeof value === "function") {
          const entry = METHOD_ARGS[`${id}.${key}`] ?? METHOD_ARGS[key] ?? { args: generic };
          targets.push({
            ...entry,
            name: `ruleset:${id}.${prefix}${key}`,
            fn: (...a) => (value as Fn).apply(owner, a),
          });
        } else if (isPlainObject(value) && depth < 2) walk(value, `${prefix}${key}.`, depth + 1);
      }
    };
    walk(rules.getRuleset(id), "", 0);
  }
  return targets;
}

// ——— Checks ———

/** Messages of errors the JavaScript engine throws by itself: a bug, not a documented error. */
const ENGINE_MESSAGE =
  /Cannot (read|set) propert|is not (a function|iterable|a constructor|defined)|Cannot convert|Cannot destructure|Invalid array length|Maximum call stack|Cannot create property|in operator|Spread syntax|non-callable|Reduce of empty array|called on null or undefined|Converting circular|Cannot mix BigInt|Invalid time value|object null is not|Symbol\(/;

type Violation =
  "undocumented error" | "NaN" | "negative distance" | "slow" | "Infinity from finite input" | "prototype member";

/**
 * What a lookup of a stored string on a plain object's prototype hands back (`constructor`, `valueOf`,
 * `__proto__` …): never a result of the engine's own.
 */
const PROTOTYPE_MEMBERS: ReadonlySet<unknown> = new Set<unknown>([
  Object,
  Object.prototype,
  ...Object.getOwnPropertyNames(Object.prototype)
    .filter((name) => name !== "__proto__")
    .map((name) => (Object.prototype as Record<string, unknown>)[name]),
]);

/** Objects reachable from the arguments: what a result merely hands back is not its own. */
function reachable(args: Args): Set<object> {
  const seen = new Set<object>();
  const visit = (v: unknown, depth: number) => {
    if (typeof v !== "object" || v === null || seen.has(v) || depth > 4) return;
    seen.add(v);
    if (Array.isArray(v) && v.length > 50) return;
    for (const inner of Object.values(v)) visit(inner, depth + 1);
  };
  for (const a of args) visit(a, 0);
  return seen;
}

/** Whether a non-finite number (NaN, ±Infinity) is among the arguments or reachable from them. */
function nonFiniteInput(args: Args, inputs: Set<object>): boolean {
  const bad = (v: unknown) => typeof v === "number" && !Number.isFinite(v);
  return args.some(bad) || [...inputs].some((o) => Object.values(o).some(bad));
}

/**
 * The first bad value in a result: NaN anywhere, a member of Object.prototype (a table read through its
 * prototype), ±Infinity when every number given was finite, a negative `distance`, or a negative number
 * when it must not be.
 */
function badValue(result: unknown, nonNegative: boolean, inputs: Set<object>, finiteInput: boolean): Violation | null {
  let found: Violation | null = null;
  const visit = (v: unknown, key: string, depth: number) => {
    if (found || depth > 5) return;
    if (PROTOTYPE_MEMBERS.has(v) && !inputs.has(v as object)) {
      found = "prototype member";
      return;
    }
    if (typeof v === "number") {
      if (Number.isNaN(v)) found = "NaN";
      else if (finiteInput && !Number.isFinite(v)) found = "Infinity from finite input";
      else if (v < 0 && (key === "distance" || (nonNegative && depth <= 1))) found = "negative distance";
      return;
    }
    if (typeof v !== "object" || v === null || inputs.has(v)) return;
    if (Array.isArray(v) && v.length > 50) return;
    for (const [k, inner] of Object.entries(v)) visit(inner, k, depth + 1);
  };
  visit(result, "", 0);
  return found;
}

interface Tally {
  inputs: number;
  errors: Record<string, number>;
  violations: Map<string, { kind: Violation; example: string; count: number }>;
  slowest: { name: string; ms: number };
}

function describeArgs(args: Args): string {
  const text = JSON.stringify(args, (_k, v: unknown) =>
    typeof v === "number" && !Number.isFinite(v)
      ? String(v)
      : Array.isArray(v) && v.length > 6
        ? `[${v.length} items]`
        : v,
  );
  return (text ?? String(args)).slice(0, 300);
}

function run(target: Target, runs: number, seed: number, tally: Tally): void {
  const samples = fc.sample(target.args, { numRuns: runs, seed });
  const call = target.call ? (a: Args) => target.call!(target.fn, a) : (a: Args) => target.fn(...a);
  for (const args of samples) {
    tally.inputs++;
    let violation: Violation | null = null;
    const time = () => {
      const start = performance.now();
      let result: unknown;
      let error: unknown;
      let threw = false;
      try {
        result = call(args);
      } catch (e) {
        threw = true;
        error = e;
      }
      return { ms: performance.now() - start, result, error, threw };
    };
    let outcome = time();
    // A slow call is timed again (twice at most), so a garbage-collection pause or a busy machine
    // is not taken for a hang; a real hang is slow every time.
    for (let retry = 0; retry < 2 && outcome.ms > CALL_LIMIT_MS; retry++) outcome = time();
    if (outcome.ms > tally.slowest.ms) tally.slowest = { name: target.name, ms: outcome.ms };
    if (outcome.ms > CALL_LIMIT_MS) violation = "slow";
    else if (outcome.threw) {
      const e = outcome.error;
      const documented =
        (e instanceof RangeError || e instanceof TypeError) && e.message.length > 0 && !ENGINE_MESSAGE.test(e.message);
      if (documented) tally.errors[e.name] = (tally.errors[e.name] ?? 0) + 1;
      else violation = "undocumented error";
    } else {
      const inputs = reachable(args);
      const finiteInput = target.infinite !== true && !nonFiniteInput(args, inputs);
      violation = badValue(outcome.result, target.nonNegative === true, inputs, finiteInput);
    }
    if (violation) {
      const key = `${target.name}: ${violation}`;
      const known = tally.violations.get(key);
      if (known) known.count++;
      else {
        const detail = outcome.threw ? ` → ${String(outcome.error)}${thrownAt(outcome.error)}` : "";
        tally.violations.set(key, { kind: violation, example: describeArgs(args) + detail, count: 1 });
      }
    }
  }
}

/** Where in the engine an error was thrown (its first stack frame under src/rules), to find it. */
function thrownAt(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  const frame = /src\/rules\/[^\s):]+:\d+/.exec(stack);
  return frame ? ` at ${frame[0]}` : "";
}

/** Inputs with violations of one kind. */
const count = (found: [string, { kind: Violation; count: number }][], kind: Violation) =>
  found.filter(([, v]) => v.kind === kind).reduce((sum, [, v]) => sum + v.count, 0);

describe("fuzzing the engine's public API (issue #15)", () => {
  const exported = exportedFunctions();

  it("has a fuzz entry for every exported function", () => {
    const missing = [...exported.keys()].filter((name) => !(name in ENTRIES));
    expect(missing, "add an entry to ENTRIES in tests/rules/fuzz.test.ts").toEqual([]);
    const stale = Object.keys(ENTRIES).filter((name) => !exported.has(name));
    if (stale.length) console.log(`fuzz: entries without an export (remove them): ${stale.join(", ")}`);
  });

  it("only documented errors, no NaN, no negative distance, no hang", () => {
    const targets: Target[] = [
      ...[...exported].filter(([name]) => name in ENTRIES).map(([name, fn]) => ({ ...ENTRIES[name]!, name, fn })),
      ...rulesetMethods(),
    ];
    const totalWeight = targets.reduce((sum, t) => sum + (t.weight ?? 1), 0);
    const tally: Tally = { inputs: 0, errors: {}, violations: new Map(), slowest: { name: "", ms: 0 } };
    const started = performance.now();
    targets.forEach((target, i) => {
      run(target, Math.ceil((TOTAL_INPUTS * (target.weight ?? 1)) / totalWeight), SEED + i, tally);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const found = [...tally.violations];
    console.log(
      [
        `fuzz (seed ${SEED}): ${tally.inputs} inputs over ${targets.length} functions in ${seconds} s`,
        `  documented errors: ${
          Object.entries(tally.errors)
            .map(([k, n]) => `${k} ${n}`)
            .join(", ") || "none"
        }`,
        `  NaN ${count(found, "NaN")}, prototype members ${count(found, "prototype member")}, Infinity from finite input ${count(found, "Infinity from finite input")}, negative distances ${count(found, "negative distance")}, hangs ${count(found, "slow")}, undocumented errors ${count(found, "undocumented error")}`,
        `  slowest call: ${tally.slowest.name} ${tally.slowest.ms.toFixed(1)} ms`,
      ].join("\n"),
    );
    expect(tally.inputs).toBeGreaterThanOrEqual(TOTAL_INPUTS * 0.9);
    expect(
      found.map(([key, v]) => `${key} ×${v.count}, e.g. ${v.example}`),
      `replay with FUZZ_SEED=${SEED}`,
    ).toEqual([]);
  }, 120_000);
});
