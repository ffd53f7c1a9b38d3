/**
 * Jumping, climbing, rappelling and falling (shadowrun-movement.md § Jumping, § Climbing,
 * § Falling; rules/README.md ruling 11). Metres.
 * @module
 */
import { MAX_POOL_DICE } from "../../dice/pool";
import { count, finiteNumber, input, own, show } from "../../geometry/validate";
import { rating } from "./movement";

/** Hits and net hits: no more than a pool has dice (dice/pool.ts), truncated to whole hits. */
function hitCount(value: unknown, name = "Hits"): number {
  return count(value, name, MAX_POOL_DICE);
}

/** The highest fall, DV or boxes the engine reads, metres or boxes: far beyond any scene, still exact. */
export const MAX_FALL = 1e12;

/** A jump's result. */
export interface JumpResult {
  /** How far (or, for a vertical jump, how high) the character jumps, metres to the centimetre. */
  readonly distance: number;
  /** The Agility × 1.3 m cap stopped the jump. */
  readonly capped: boolean;
  /** Hits beyond those the cap let count: the jump was done with style. */
  readonly styleHits: number;
}

/** Centimetres per point of Agility + Strength, and per hit (§ Jumping). */
const JUMP_CM = {
  standing: { base: 20, perHit: 40 },
  running: { base: 20, perHit: 80 },
  vertical: { base: 5, perHit: 5 },
} as const;

/** The longest jump is Agility × this many centimetres (Agility × 1.3 m). */
const JUMP_CAP_CM_PER_AGILITY = 130;

/**
 * A jump from an Acrobatics + Agility test (§ Jumping): 20 cm × (Agility + Strength), plus
 * 40 cm per hit standing or 80 cm per hit running, never farther than Agility × 1.3 m (the
 * surplus hits are style). A vertical jump reaches 5 cm × (Agility + Strength) + 5 cm per hit;
 * the text caps only the distance, so heights are not capped (Stride reading). Centimetres are
 * counted in whole numbers, so the metres are exact to the centimetre (ruling 11).
 * @example jump({ agility: 4, strength: 3, hits: 2, running: true }) // → { distance: 3, capped: false, styleHits: 0 }
 * @throws {TypeError} when `args` is not an object, or an attribute or the hits not a number
 * @throws {RangeError} for NaN or infinite attributes, or hits below 0 or above 10,000 (a pool's most dice)
 */
export function jump(args: {
  readonly agility: number;
  readonly strength: number;
  readonly hits: number;
  readonly running: boolean;
  readonly vertical?: boolean;
}): JumpResult {
  input(args, "jump");
  const agility = rating(args.agility, "Agility");
  const strength = rating(args.strength, "Strength");
  const hits = hitCount(args.hits);
  const kind = args.vertical ? JUMP_CM.vertical : args.running ? JUMP_CM.running : JUMP_CM.standing;
  const base = kind.base * (agility + strength);
  const uncapped = base + kind.perHit * hits;
  if (args.vertical) return { distance: uncapped / 100, capped: false, styleHits: 0 };
  const cap = JUMP_CAP_CM_PER_AGILITY * agility;
  if (uncapped <= cap) return { distance: uncapped / 100, capped: false, styleHits: 0 };
  const countedHits = Math.max(0, Math.ceil((cap - base) / kind.perHit));
  return { distance: cap / 100, capped: true, styleHits: hits - countedHits };
}

/** Which way a climb goes (the Climbing Table's rows; `overhang` is upside down). */
export const CLIMB_DIRECTIONS = ["up", "down", "horizontal", "overhang"] as const;
export type ClimbDirection = (typeof CLIMB_DIRECTIONS)[number];

/** Surfaces of the Climbing Table and their dice pool modifiers. */
export const CLIMB_SURFACES = { easy: 1, broken: 0, flat: -3, sheer: -5 } as const;
export type ClimbSurface = keyof typeof CLIMB_SURFACES;

/** Surface conditions of the Climbing Table and their dice pool modifiers. */
export const CLIMB_CONDITIONS = { none: 0, wet: -2, greased: -4 } as const;
export type ClimbCondition = keyof typeof CLIMB_CONDITIONS;

/** Dice for assisted climbing (Climbing Table). */
export const ASSISTED_CLIMB_BONUS = 2;

/** A rappel descends this many metres per Combat Turn before net hits (§ Rappelling). */
export const RAPPEL_BASE = 20;

/**
 * Metres climbed in one Complex Action (Climbing Table; ruling 11: "per 2 hits" and "per 3
 * hits" count whole metres; unassisted horizontal and upside-down climbs use the assisted
 * rates). Assisted down is rappelling: 20 m + 1 m per hit in the Combat Turn.
 * @example climb({ hits: 3, direction: "up", assisted: false }) // → 1
 * @throws {TypeError} when `args` is not an object or the hits not a number
 * @throws {RangeError} for hits below 0 or above 10,000 (NaN, ±Infinity) or an unknown direction
 */
export function climb(args: {
  readonly hits: number;
  readonly direction: ClimbDirection;
  readonly assisted: boolean;
}): number {
  const hits = hitCount(input(args, "climb").hits);
  switch (args.direction) {
    case "up":
      return args.assisted ? hits : Math.floor(hits / 2);
    case "down":
      return args.assisted ? RAPPEL_BASE + hits : hits;
    case "horizontal":
      return Math.floor(hits / 2);
    case "overhang":
      return Math.floor(hits / 3);
    default:
      throw new RangeError(`Unknown climbing direction ${show(args.direction)}; known: ${CLIMB_DIRECTIONS.join(", ")}`);
  }
}

/**
 * The dice pool modifier of a climb (Climbing Table): +2 assisted; surface easily climbable +1,
 * broken +0, flat −3, sheer −5; slippery or wet −2, greased or gel-treated −4.
 * @example climbModifier({ assisted: true, surface: "flat", condition: "wet" }) // → -3
 * @throws {TypeError} when `args` is not an object
 * @throws {RangeError} for an unknown surface or condition (own names only: `constructor` is none)
 */
export function climbModifier(args: {
  readonly assisted: boolean;
  readonly surface: ClimbSurface;
  readonly condition?: ClimbCondition;
}): number {
  input(args, "climbModifier");
  const surface = own(CLIMB_SURFACES, args.surface);
  const condition = own(CLIMB_CONDITIONS, args.condition ?? "none");
  if (typeof surface !== "number") {
    throw new RangeError(
      `Unknown climbing surface ${show(args.surface)}; known: ${Object.keys(CLIMB_SURFACES).join(", ")}`,
    );
  }
  if (typeof condition !== "number") {
    throw new RangeError(
      `Unknown climbing condition ${show(args.condition)}; known: ${Object.keys(CLIMB_CONDITIONS).join(", ")}`,
    );
  }
  return (args.assisted ? ASSISTED_CLIMB_BONUS : 0) + surface + condition;
}

/**
 * Metres descended by rappelling in a Combat Turn: 20 m plus 1 m per net hit beyond the
 * threshold of the Acrobatics + Body [Physical] (2) test (§ Rappelling).
 * @example rappel({ netHits: 2 }) // → 22
 * @throws {TypeError} when `args` is not an object or the net hits not a number
 * @throws {RangeError} for net hits below 0 or above 10,000 (NaN, ±Infinity)
 */
export function rappel(args: { readonly netHits: number }): number {
  return RAPPEL_BASE + hitCount(input(args, "rappel").netHits, "Net hits");
}

/** Falls this far or less do no damage (§ Falling), metres. */
export const SAFE_FALL = 3;

/** A fall's Armour Penetration (§ Falling). */
export const FALL_AP = -4;

/** The damage a fall deals: Physical, resisted with Body + Armour. */
export interface FallDamage {
  /** Damage Value: whole metres fallen. */
  readonly dv: number;
  /** Armour Penetration: −4. */
  readonly ap: number;
}

/**
 * The damage of a fall (§ Falling; ruling 11): none at 3 m or less; past 3 m, Physical damage
 * with DV the whole metres fallen (rounded down) and AP −4.
 * @example fallDamage({ metres: 7 }) // → { dv: 7, ap: -4 }
 * @returns null at 3 m or less
 * @throws {TypeError} when `args` is not an object or the height not a number
 * @throws {RangeError} for a height below 0 or above {@link MAX_FALL} m (NaN, ±Infinity)
 */
export function fallDamage(args: { readonly metres: number }): FallDamage | null {
  const metres = finiteNumber(input(args, "fallDamage").metres, "A fall's height");
  if (metres < 0 || metres > MAX_FALL) throw new RangeError(`A fall's height must be 0–${MAX_FALL} m, got ${metres}`);
  return metres > SAFE_FALL ? { dv: Math.floor(metres), ap: FALL_AP } : null;
}

/**
 * What a landing surface does to a fall's DV (§ Falling: a soft landing can change the
 * DV; README § Rulings, soft landing): the text gives no numbers, so Stride's are a hard
 * landing 0 (the text's DV as it stands), soft ground (earth, sand, grass, snow) −2 and a cushioned
 * landing (deep water, deep snow, an awning or a net) −4, the text's own two steps of a surface's
 * condition (Climbing Table: "Slippery or wet" −2, "Greased or gel-treated" −4). "Soft" only ever
 * lowers the DV.
 */
export const LANDING_SURFACES = { hard: 0, soft: -2, cushioned: -4 } as const;

/** A landing surface (keys of {@link LANDING_SURFACES}). */
export type LandingSurface = keyof typeof LANDING_SURFACES;

/** The landing surfaces, the hard one (the default) first. */
export const LANDING_KINDS = Object.keys(LANDING_SURFACES) as readonly LandingSurface[];

/** The terrain conditions a fall lands softly on (a region's `stride.terrain` condition). */
export const LANDING_CONDITIONS = { softGround: "soft", cushioned: "cushioned", water: "cushioned" } as const;

/**
 * The landing surface of a fall that ends where these terrain conditions hold (§ Falling; Stride
 * ruling, docs/rulings.md): a region marked cushioned, or water (deep enough to swim: the ruling's
 * "deep water"), is a cushioned landing; one marked soft ground a soft landing; anything else a hard
 * one. The softest wins where regions overlap. Anything but an iterable of strings reads as none.
 * Never throws.
 * @example landingSurfaceOf(["water"]) // → "cushioned"
 * @example landingSurfaceOf(["softGround", "gap"]) // → "soft"
 */
export function landingSurfaceOf(conditions: Iterable<unknown> | undefined): LandingSurface {
  let best: LandingSurface = "hard";
  if (typeof conditions !== "object" || conditions === null || !(Symbol.iterator in conditions)) return best;
  for (const condition of conditions) {
    const surface = typeof condition === "string" ? own(LANDING_CONDITIONS, condition) : undefined;
    if (typeof surface === "string" && LANDING_SURFACES[surface as LandingSurface] < LANDING_SURFACES[best]) {
      best = surface as LandingSurface;
    }
  }
  return best;
}

/**
 * A fall's DV after its landing surface (§ Falling; README § Rulings, soft landing): the DV plus the
 * surface's modifier, never below 0. The surface is applied here once, never to the dice.
 * @example landedDv({ dv: 7, surface: "soft" }) // → 5
 * @example landedDv({ dv: 3, surface: "cushioned" }) // → 0
 * @throws {TypeError} when `args` is not an object or the DV not a number
 * @throws {RangeError} for a DV below 0 or above {@link MAX_FALL} (NaN, ±Infinity), or an unknown surface
 */
export function landedDv(args: { readonly dv: number; readonly surface: LandingSurface }): number {
  input(args, "landedDv");
  const dv = count(args.dv, "DV", MAX_FALL);
  const surface = own(args, "surface");
  if (typeof surface !== "string" || !Object.hasOwn(LANDING_SURFACES, surface)) {
    throw new RangeError(`Unknown landing surface ${show(surface)}`);
  }
  return Math.max(0, dv + LANDING_SURFACES[surface as LandingSurface]);
}

/** Metres fallen in the first, second and third Combat Turns; every later one drops the last (§ Falling). */
export const FALL_PER_TURN = [50, 100, 150, 200] as const;

/**
 * Metres a falling body drops in its n-th Combat Turn of falling (§ Falling): 50, 100, 150,
 * then 200 (terminal velocity) every Combat Turn after.
 * @example fallDistance({ combatTurn: 2 }) // → 100
 * @throws {TypeError} when `args` is not an object or `combatTurn` not a number
 * @throws {RangeError} when `combatTurn` is not an integer ≥ 1
 */
export function fallDistance(args: { readonly combatTurn: number }): number {
  const turn = finiteNumber(input(args, "fallDistance").combatTurn, "Combat Turn");
  if (!Number.isInteger(turn) || turn < 1) throw new RangeError(`Combat Turn must be an integer ≥ 1, got ${turn}`);
  return FALL_PER_TURN[Math.min(turn, FALL_PER_TURN.length) - 1]!;
}

/**
 * How many Combat Turns a fall of `metres` lasts (§ Falling): the first drops 50 m, the second
 * 100 m, the third 150 m, and every later one 200 m, so up to 50 m is one Combat Turn, up to
 * 150 m two, up to 300 m three, and each 200 m more one more. A fall of 0 m still takes its first
 * Combat Turn.
 * @example fallCombatTurns({ metres: 120 }) // → 2
 * @throws {TypeError} when `args` is not an object or the height not a number
 * @throws {RangeError} for a height below 0 or above {@link MAX_FALL} m (NaN, ±Infinity)
 */
export function fallCombatTurns(args: { readonly metres: number }): number {
  const metres = finiteNumber(input(args, "fallCombatTurns").metres, "A fall's height");
  if (metres < 0 || metres > MAX_FALL) throw new RangeError(`A fall's height must be 0–${MAX_FALL} m, got ${metres}`);
  let fallen = 0;
  for (let turn = 1; turn < FALL_PER_TURN.length; turn++) {
    fallen += FALL_PER_TURN[turn - 1]!;
    if (metres <= fallen) return turn;
  }
  const terminal = FALL_PER_TURN.at(-1)!;
  return FALL_PER_TURN.length - 1 + Math.max(1, Math.ceil((metres - fallen) / terminal));
}

/**
 * The damage resistance pool against a fall (§ Falling): Body + Armour, the Armour lowered by
 * the fall's AP −4 (not below 0). Ratings are read as {@link rating} reads them (0–30).
 * @example fallResistancePool({ body: 4, armour: 9 }) // → 9
 * @throws {TypeError} when `args` is not an object or a rating not a number
 * @throws {RangeError} for a NaN or infinite rating
 */
export function fallResistancePool(args: { readonly body: number; readonly armour: number }): number {
  input(args, "fallResistancePool");
  return rating(args.body, "Body") + Math.max(0, rating(args.armour, "Armour") + FALL_AP);
}

/**
 * The boxes of damage a resistance test leaves: DV less the hits, never below 0 (whole numbers).
 * @example unresistedBoxes({ dv: 7, hits: 3 }) // → 4
 * @throws {TypeError} when `args` is not an object, or the DV or hits not a number
 * @throws {RangeError} for a DV below 0 or above {@link MAX_FALL}, or hits below 0 or above 10,000 (NaN, ±Infinity)
 */
export function unresistedBoxes(args: { readonly dv: number; readonly hits: number }): number {
  input(args, "unresistedBoxes");
  return Math.max(0, count(args.dv, "DV", MAX_FALL) - hitCount(args.hits));
}
