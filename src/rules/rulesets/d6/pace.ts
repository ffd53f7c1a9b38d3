/**
 * OpenD6 on the ruler and across rounds (d6-movement.txt § Running, § Short Distances, § Movement
 * Difficulty Modifiers, § Accelerating & Decelerating, § Fatigue; ruling 12): the ruler's label for
 * a distance ("Run · 27 m · 3 movements · difficulty 20 (+10 rough)", or "free"), a chaser's pace
 * from round to round, and the fatigue rounds of a fast move. Metres; pure functions.
 * @module
 */
import type { CardText, RulerMeasure } from "../../capabilities";
import { COST_EPSILON } from "../../geometry/bands";
import type { MovementBand, PaceContext, PaceRecord } from "../../types";
import { amount, input, own, show } from "../../geometry/validate";
import {
  BASE_DIFFICULTY,
  chaseRange,
  climbDifficulty,
  drowning,
  fatigueModifier,
  isFree,
  movements,
  PER_MOVEMENT,
  terrainModifier,
  type TerrainLevel,
} from "./movement";
import { profileValue } from "./profile";
import { ACTIONS, worstTerrain } from "./tests";
import { isFiniteNumber } from "../../scene/numbers";

/** A count read leniently: a finite number ≥ 0, truncated; anything else 0. */
function count(value: unknown): number {
  return isFiniteNumber(value) && value > 0 ? Math.floor(value) : 0;
}

/** The rate of a set of bands: its Move band (`d6Move`, or the second band of an action's bands). */
export function bandRate(bands: readonly MovementBand[]): number {
  const list: readonly unknown[] = bands;
  if (!Array.isArray(list)) throw new TypeError(`Bands must be a list, got ${show(bands)}`);
  const found: unknown = list.find((b) => own(b, "action") === ACTIONS.move) ?? list[1];
  const raw = own(found, "distance");
  return isFiniteNumber(raw) && raw > 0 ? raw : 0;
}

/**
 * Whether a round's distance is fast movement: beyond one movement of the rate (§ Fatigue "fast
 * movement"; § Running: a roll is needed past the first movement).
 * @throws {TypeError|RangeError} when `rate` is not a number > 0 or `distance` not ≥ 0
 */
export function isFast(rate: number, distance: number): boolean {
  return movements(rate, distance) >= 2;
}

/**
 * The pace after a history period that moved `distance` metres against `bands`: the rate is the
 * distance; fast rounds count on while the rounds are fast and start again at 0 after a slow one.
 * The running start counts on likewise while the fast rounds' running rolls are `made` (§ Jumping: each
 * running round's roll made), and starts again at 0 after a slow round or a roll
 * missed or not known. Bands without a rate count nothing as fast.
 * Under the GM's acceleration `limits` the rate never drops by more than 2× the band rate from last
 * round's (§ Accelerating & Decelerating: speed changes by at most twice the base Move a round):
 * a period that moved less is recorded at that minimum (Stride ruling,
 * docs/rulings.md: a chaser cannot brake harder than the text allows, so the next round's range
 * starts from there); fast rounds and the running start still count the metres moved.
 * @example nextPace({ rate: 20, fastRounds: 1 }, 40, bands) // → { rate: 40, fastRounds: 2, runningStart: 0 }
 * @example nextPace({ rate: 20, fastRounds: 1, runningStart: 1 }, 20, bands, true) // → { …, runningStart: 2 }
 * @example nextPace({ rate: 40, fastRounds: 2 }, 5, bands, false, true) // Move 10 → { rate: 20, fastRounds: 0, … }
 * @throws {TypeError} when `bands` is not a list
 * @throws {RangeError} when `distance` is not a number ≥ 0
 */
export function nextPace(
  previous: PaceRecord | null,
  distance: number,
  bands: readonly MovementBand[],
  made?: boolean,
  limits?: boolean,
): PaceRecord {
  const d = amount(distance, "A distance");
  const rate = bandRate(bands);
  const before = count(own(previous, "fastRounds"));
  const fast = rate > 0 && isFast(rate, d);
  const started = count(own(previous, "runningStart"));
  const floor = limits === true && rate > 0 ? (paceRange({ previous, limits, fatigueAfter: 0 }, rate)?.min ?? 0) : 0;
  return {
    rate: Math.max(d, floor),
    fastRounds: fast ? before + 1 : 0,
    runningStart: fast && made === true ? started + 1 : 0,
  };
}

/**
 * The rounds of fast movement beyond the GM's number, this round's included when `distance` is
 * fast (§ Fatigue: +3 each, cumulative); 0 with fatigue off (`fatigueAfter` 0) or no pace.
 * @example fatigueRounds({ previous: { rate: 20, fastRounds: 3 }, limits: false, fatigueAfter: 3 }, 10, 20) // → 1
 * @throws {TypeError|RangeError} when `rate` is not a number > 0 or `distance` not ≥ 0
 */
export function fatigueRounds(pace: PaceContext | undefined, rate: number, distance: number): number {
  const after = count(own(pace, "fatigueAfter"));
  if (!after || !isFast(rate, distance)) return 0;
  const before = count(own(own(pace, "previous"), "fastRounds"));
  return Math.max(0, before + 1 - after);
}

/**
 * The rates a chaser may reach this round under the GM's acceleration limits, or null when they
 * are off or no earlier round is recorded (§ Accelerating & Decelerating; `rate` is the type of
 * movement's base Move: 2× it is the most change).
 * @throws {TypeError|RangeError} when `rate` is not a number > 0
 */
export function paceRange(pace: PaceContext | undefined, rate: number): { min: number; max: number } | null {
  if (own(pace, "limits") !== true) return null;
  const current = own(own(pace, "previous"), "rate");
  if (!isFiniteNumber(current) || !(current >= 0)) return null;
  return chaseRange({ baseMove: rate, currentRate: current });
}

/** Which roll a ruler action stands for. */
function kindOf(action: string | null): "run" | "fly" | "swim" | "climb" {
  if (action === ACTIONS.swim) return "swim";
  if (action === ACTIONS.climb) return "climb";
  return action === "fly" ? "fly" : "run";
}

/** `+10 rough` as a nested text, or "" on easy ground. */
function terrainText(terrain: TerrainLevel | undefined): CardText | string {
  return terrain
    ? {
        key: "STRIDE.D6.Ruler.terrain",
        data: { value: terrainModifier(terrain), terrain: { key: `STRIDE.D6.Ruler.level.${terrain}` } },
      }
    : "";
}

/**
 * The ruler's label at a waypoint (§ Running, § Swimming, § Climbing, § Flying Characters): the
 * roll, the distance, the movements and the difficulty with the worst terrain crossed, the fatigue,
 * a swimmer's drowning so far (the profile's `drowning` rounds, +3 each) and the chase's allowed
 * range, as the card the move posts counts them; "free" up to half the rate (§ Short Distances). Climbing counts
 * its steps of half the climbing Move (as {@link climbDifficulty}). Null beyond the last band (the
 * common "beyond" label) or for bands without a rate.
 * @throws {TypeError} when `measure` is not an object, or its bands or conditions not lists
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function rulerLabel(measure: RulerMeasure): CardText | null {
  input(measure, "rulerLabel");
  const distance = amount(measure.distance, "A distance");
  const bands = measure.bands;
  const rate = bandRate(bands);
  if (!(rate > 0)) return null;
  const last: unknown = bands.at(-1)?.distance ?? 0;
  if (typeof last !== "number" || distance > last + COST_EPSILON) return null;
  if (!Array.isArray(measure.conditions)) {
    throw new TypeError(`A ruler's conditions must be a list, got ${show(measure.conditions)}`);
  }
  const kind = kindOf(typeof measure.action === "string" ? measure.action : null);
  const skill = { key: `STRIDE.D6.Ruler.${kind}` };
  const metres = Math.round(distance * 10) / 10;
  const pace = measure.context?.pace;
  const range = paceRange(pace, rate);
  // Short of the chase's minimum the label says so (§ Accelerating & Decelerating: at most 2× Move slower).
  const chase: CardText | string = range
    ? {
        key: distance + COST_EPSILON < range.min ? "STRIDE.D6.Ruler.chaseBelow" : "STRIDE.D6.Ruler.chase",
        data: { min: range.min, max: range.max },
      }
    : "";
  if (isFree(rate, distance)) return { key: "STRIDE.D6.Ruler.free", data: { skill, distance: metres, chase } };
  const terrain = worstTerrain(measure.conditions);
  const n = movements(rate, distance);
  const fatigue = kind === "climb" ? 0 : fatigueModifier({ roundsBeyond: fatigueRounds(pace, rate, distance) });
  const base =
    kind === "climb"
      ? // The climbing bands' rate is already the climbing Move: skilled as far as the formula goes.
        climbDifficulty({ move: rate, skilled: true, distance })
      : (kind === "swim" ? BASE_DIFFICULTY.other : BASE_DIFFICULTY.running) + PER_MOVEMENT * (n - 1);
  // A swimmer already drowning this stay in the water adds +3 a failed round, as its card does.
  const drowned = kind === "swim" ? drowning({ failedRounds: profileValue(measure.profile, "drowning") }).modifier : 0;
  const difficulty = base + (terrain ? terrainModifier(terrain) : 0) + fatigue + drowned;
  return {
    key: "STRIDE.D6.Ruler.label",
    data: {
      skill,
      distance: metres,
      movements: { key: n === 1 ? "STRIDE.D6.Ruler.movement" : "STRIDE.D6.Ruler.movements", data: { count: n } },
      difficulty,
      terrain: terrainText(terrain),
      fatigue: fatigue ? { key: "STRIDE.D6.Ruler.fatigue", data: { value: fatigue } } : "",
      drowning: drowned ? { key: "STRIDE.D6.Ruler.drowning", data: { value: drowned } } : "",
      chase,
    },
  };
}
