/**
 * The Initiative tests Necromunda movement calls for, and what failing them does
 * (necromunda-movement.md § Dangerous Terrain, § Leaping Gaps, § Jumping Down, § Falling
 * Hazards, § Running Over Fighters; rules/README.md ruling 8).
 * @module
 */
import { targetTest } from "../../dice/target";
import { checkCall, totalModifier } from "../../card-text";
import { plain, row } from "../../geometry/validate";
import type { ManualTestSpec, MovementTestCall, MoveSummary, TestRequest } from "../../types";
import { SHOVE_FAIL_OPTION, SHOVE_PASS_OPTION, shoveOf, type Shove } from "../../scene/shove";
import type { MovementTestResolution, TestConsequence } from "../../capabilities/outcomes";
import { collisionDamage, runOverTest, type FighterStatus } from "./collisions";
import { edgeFallModifier, fallingRow, fallingVehicleModifier, jumpDownModifier } from "./falling";
import { JUMP_ACTION, normalMovement } from "./terrain";
export { NECROMUNDA_STATUS_IDS, NECROMUNDA_STATUSES } from "./manifest";
import { NECROMUNDA_STATUS_IDS } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/**
 * A fall ends the faller's activation (§ Falling Damage: the faller is Pinned at once and its
 * activation is over): it may move no further this turn (TestConsequence `turnAction`
 * with nothing left).
 */
const ACTIVATION_ENDS: TestConsequence = { type: "turnAction", remaining: 0 };

/** A consequence that sets one of {@link NECROMUNDA_STATUSES} on the model that took the test. */
const statusOn = (status: string): TestConsequence => ({ type: "status", status, active: true });

/** The consequence carrying out a stored shove (scene/shove.ts). */
const shoveConsequence = (shove: Shove): TestConsequence => ({ type: "shove", ...shove });

/** Outcomes of passed tests that say more than "kept". */
const PASSED: Readonly<Record<string, string>> = { sideOn: "sideOnPass", liftObstruct: "liftClear" };

/** A vehicle takes a fall's hit whether or not it keeps control (§ Falling Damage: Vehicles). */
function passedOutcome(call: MovementTestCall): string {
  if (call.kind === "vehicleFall") return call.hit ? "vehicleLandsHit" : "vehicleLands";
  return row(PASSED, call.kind) ?? "kept";
}

/**
 * The natural D6 an X+ test needs after modifiers (ruling 8), or null when no roll can pass:
 * a 1 always fails, so the least is 2; above 6 nothing passes.
 * @throws {RangeError} when the target or modifier is not a finite number
 */
export function rollNeeded(target: number, modifier: number): number | null {
  if (!Number.isFinite(target) || !Number.isFinite(modifier)) {
    throw new RangeError(`An X+ test needs a finite target and modifier, got ${plain(target)} and ${plain(modifier)}`);
  }
  const needed = Math.max(2, Math.ceil(target - modifier));
  return needed > 6 ? null : needed;
}

/**
 * The roll stored as needed (MovementTestResolution.targetNumber) for a test no D6 can pass: one more
 * than a die shows, so the stored result says what the card does (nothing passes), where the clamped
 * X+ roll (dice/target.ts neededRoll, 2–6) would say 6.
 */
export const NO_ROLL_PASSES = 7;

/** Drops shorter than this are stepped down, not jumped (the falling table starts at 1"). */
export const JUMP_DOWN_MIN = 1;

/** Sum of a test's modifiers; the card-text helper, which checks them. */
export { totalModifier };

/**
 * Checks the input of this file's functions: an object, and a `distance` or `drop`
 * (when given) a finite number.
 * @throws {TypeError} when `value` is not an object, or the number not a number
 * @throws {RangeError} when the number is NaN or ±Infinity
 */
function need<T extends object>(value: T, what: string, numberKey?: keyof T & string): T {
  if (typeof value !== "object" || value === null) {
    throw new TypeError(`${what} must be an object, got ${value === null ? "null" : typeof value}`);
  }
  const n: unknown = numberKey === undefined ? undefined : value[numberKey];
  if (n !== undefined) {
    if (typeof n !== "number") throw new TypeError(`${what}'s ${numberKey} must be a number, got ${typeof n}`);
    if (!Number.isFinite(n)) throw new RangeError(`${what}'s ${numberKey} must be finite, got ${n}`);
  }
  return value;
}

/** An Initiative test call. */
function initiativeTest(kind: string, extra: Partial<MovementTestCall> = {}): MovementTestCall {
  return { kind, characteristic: "initiative", difficulty: "plain", modifiers: [], ...extra };
}

const FIGHTER_STATUSES: readonly FighterStatus[] = ["standing", "pinned", "seriouslyInjured"];

/**
 * A choice of a request: its own field when set, else the GM dialog's choice of that key
 * (TestRequest.options, ManualTestSpec.options), else undefined.
 */
function choice(request: TestRequest, key: "status" | "vehicleMove" | "tougher" | "escape"): unknown {
  const own: unknown = key === "escape" ? undefined : request[key];
  return own ?? request.options?.[key];
}

/** A vehicle's Move from a request (its field, or the dialog's choice as text), or 0 when none. */
function vehicleMoveOf(request: TestRequest): number {
  const value = choice(request, "vehicleMove");
  const move = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return isFiniteNumber(move) ? move : 0;
}

/** The fighter can get clear of the lift's path (escape `none`: not within 2", § Lift): the test is then failed. */
export const LIFT_NO_ESCAPE = "none";

/**
 * Builds a test: `dangerous`; `jumpDown`, `leap`, `edgeFall` (with `distance`, and `railing`
 * for falls); `runOver` (with the fighter's `status` and the vehicle's `vehicleMove`); `riding`
 * (a fighter on a vehicle that moves, § Fighters & Loot on Moving Vehicles); `vehicleFall` (a
 * vehicle dropping `distance`: Handling test with the Falling Vehicle modifier, the fall's hit
 * regardless, § Falling Damage); `liftObstruct` (a
 * fighter in the path of a moving lift, § Lift); `sideOn` (the
 * moving vehicle's Handling test after a side-on collision, +1 when `tougher`). The GM dialog's
 * choices (TestRequest.options `status`, `vehicleMove` as text, `tougher` as "true"/"false", and
 * the lift's `escape`: "none" when the fighter has no room to get 2" clear, failed regardless)
 * stand in for fields the request does not set.
 * @returns undefined for an unknown kind, or a fall without a positive distance
 * @throws {TypeError} when `request` is not an object, or its distance or vehicle's Move not a number
 * @throws {RangeError} when its distance is NaN or ±Infinity
 */
export function buildTest(request: TestRequest): MovementTestCall | undefined {
  const distance = need(request, "A test request", "distance").distance ?? 0;
  switch (request.kind) {
    case "dangerous":
      return initiativeTest("dangerous", { condition: "dangerous" });
    case "jumpDown": {
      if (!(distance > 0)) return undefined;
      const modifier = jumpDownModifier(distance);
      return initiativeTest("jumpDown", {
        distance,
        modifiers: modifier ? [{ source: "jumpDown", value: modifier }] : [],
      });
    }
    case "leap":
      return distance > 0 ? initiativeTest("leap", { distance }) : undefined;
    case "edgeFall": {
      if (!(distance > 0)) return undefined;
      const modifier = edgeFallModifier(request.railing === true);
      return initiativeTest("edgeFall", {
        distance,
        modifiers: modifier ? [{ source: "railing", value: modifier }] : [],
      });
    }
    case "riding":
      return initiativeTest("riding");
    case "vehicleFall": {
      if (!(distance >= JUMP_DOWN_MIN)) return undefined;
      const modifier = fallingVehicleModifier(distance);
      return {
        kind: "vehicleFall",
        characteristic: "handling",
        difficulty: "plain",
        distance,
        modifiers: modifier ? [{ source: "fallingVehicle", value: modifier }] : [],
        ...(fallingRow(distance)?.hit ? { hit: fallingRow(distance)!.hit! } : {}),
      };
    }
    case "liftObstruct":
      // No room to get 2" clear: the automatic hit regardless, as a test no roll passes.
      return initiativeTest(
        "liftObstruct",
        choice(request, "escape") === LIFT_NO_ESCAPE ? { fixedTarget: NO_ROLL_PASSES } : {},
      );
    case "sideOn": {
      const tougher = choice(request, "tougher");
      return {
        kind: "sideOn",
        characteristic: "handling",
        difficulty: "plain",
        modifiers: tougher === true || tougher === "true" ? [{ source: "tougher", value: 1 }] : [],
      };
    }
    case "runOver": {
      const status = FIGHTER_STATUSES.find((s) => s === choice(request, "status")) ?? "standing";
      const { target, modifier } = runOverTest(0, status);
      const hit = collisionDamage({ move: vehicleMoveOf(request) });
      return initiativeTest("runOver", {
        ...(status === "seriouslyInjured" ? { fixedTarget: target } : {}),
        modifiers: modifier ? [{ source: "standing", value: modifier }] : [],
        hit,
      });
    }
    default:
      return undefined;
  }
}

/** Tests a GM can post by hand. */
export const MANUAL_TESTS: readonly ManualTestSpec[] = [
  { request: { kind: "dangerous" }, label: "STRIDE.Terrain.dangerous" },
  { request: { kind: "jumpDown" }, label: "STRIDE.Card.reason.jumpDown", needsDistance: true },
  { request: { kind: "leap" }, label: "STRIDE.Card.reason.leap", needsDistance: true },
  { request: { kind: "edgeFall" }, label: "STRIDE.Card.reason.edgeFall", needsDistance: true },
  { request: { kind: "edgeFall", railing: true }, label: "STRIDE.Card.reason.edgeFallRailing", needsDistance: true },
  { request: { kind: "vehicleFall" }, label: "STRIDE.Card.reason.vehicleFall", needsDistance: true },
  // The tests a vehicle's move or a lift calls for (moves/vehicles.ts, moves/structures.ts), for
  // the cases the automation does not see: the same requests, the situation chosen in the dialog.
  {
    request: { kind: "runOver" },
    label: "STRIDE.Card.reason.runOver",
    options: [
      {
        key: "status",
        label: "STRIDE.HUD.necromunda.fighterStatus",
        choices: [
          { value: "standing", label: "STRIDE.Status.standing" },
          { value: "pinned", label: "STRIDE.Status.pinned" },
          { value: "seriouslyInjured", label: "STRIDE.Status.seriouslyInjured" },
        ],
      },
      {
        key: "vehicleMove",
        label: "STRIDE.HUD.necromunda.vehicleMove",
        // One value per row of the collision damage table (a stationary vehicle moved counts as M3").
        choices: [
          { value: "3", label: "STRIDE.HUD.necromunda.move3to5" },
          { value: "6", label: "STRIDE.HUD.necromunda.move6to7" },
          { value: "8", label: "STRIDE.HUD.necromunda.move8to9" },
          { value: "10", label: "STRIDE.HUD.necromunda.move10" },
        ],
      },
    ],
  },
  { request: { kind: "riding" }, label: "STRIDE.Card.reason.riding" },
  {
    request: { kind: "sideOn" },
    label: "STRIDE.Card.reason.sideOn",
    options: [
      {
        key: "tougher",
        label: "STRIDE.HUD.necromunda.toughness",
        choices: [
          { value: "false", label: "STRIDE.HUD.necromunda.notTougher" },
          { value: "true", label: "STRIDE.HUD.necromunda.tougher" },
        ],
      },
    ],
  },
  {
    request: { kind: "liftObstruct" },
    label: "STRIDE.Card.reason.liftObstruct",
    options: [
      {
        key: "escape",
        label: "STRIDE.HUD.necromunda.escape",
        choices: [
          { value: "room", label: "STRIDE.HUD.necromunda.escapeRoom" },
          { value: LIFT_NO_ESCAPE, label: "STRIDE.HUD.necromunda.escapeNone" },
        ],
      },
    ],
  },
];

/**
 * The drops of a move: its `drops` when the engine gave them (each run of steps down, moves/
 * flight.ts groundDrops), else its one `drop`.
 * @throws {TypeError|RangeError} when `drops` is not a list of finite numbers
 */
function dropsOf(move: MoveSummary): readonly number[] {
  if (move.drops === undefined) return [move.drop ?? 0];
  const drops: unknown = move.drops;
  if (!Array.isArray(drops)) throw new TypeError("A move's drops must be an array");
  return drops.map((d: unknown, i) => {
    if (typeof d !== "number") throw new TypeError(`A move's drops[${i}] must be a number, got ${typeof d}`);
    if (!Number.isFinite(d)) throw new RangeError(`A move's drops[${i}] must be finite, got ${d}`);
    return d;
  });
}

/**
 * The key of a jump down's TestRequest.options holding where the foot of its drop lies from where
 * the move ended (`dx:dy:rise`, ruleset units, rounded to 10⁻⁶): a failed jump leaves the fighter
 * there (§ Falling Damage: a falling fighter's activation ends).
 */
export const DROP_FOOT_OPTION = "dropFoot";

/** A drop of a move: its height and where its foot lies from the move's end, when the steps say. */
interface Drop {
  readonly distance: number;
  readonly foot: Offset | null;
}

/** A forced move from where a model stands (capabilities/outcomes.ts `reposition`). */
interface Reposition {
  readonly distance: number;
  readonly heading: number;
  readonly rise: number;
}

/** A step as the drops read it: the finished move's path (MoveSummary.steps). */
type DropStep = NonNullable<MoveSummary["steps"]>[number];

/** Where a drop's foot lies from the move's end, ruleset units. */
interface Offset {
  readonly dx: number;
  readonly dy: number;
  readonly rise: number;
}

/**
 * The offset from `end` to `foot`, rounded to 10⁻⁶ as a card stores it, or null when they are one
 * place (the drop ended the move).
 */
function footFrom(end: DropStep, foot: DropStep): Offset | null {
  const round = (n: number) => Math.round(n * 1e6) / 1e6 + 0;
  const offset = {
    dx: round(foot.x - end.x),
    dy: round(foot.y - end.y),
    rise: round((foot.elevation ?? 0) - (end.elevation ?? 0)),
  };
  return offset.dx === 0 && offset.dy === 0 && offset.rise === 0 ? null : offset;
}

/** Whether a value is a list (of steps, checked one by one by the caller). */
function isSteps(value: unknown): value is readonly DropStep[] {
  return Array.isArray(value);
}

/**
 * Each drop of a finished move's steps with its foot: a run of steps going down one after another
 * is one drop (ended by a level step, a step up, or one on a ladder or stairs, § Ladders and
 * Stairs), its foot the run's last step. A fighter's drop counts only where its steps were taken
 * with {@link JUMP_ACTION} (the player chose to jump; any other step down is climbed); a vehicle's
 * every drop counts (it falls). Null when the steps carry no elevations (a summary made without
 * them): the move's `drops` or `drop` stand, without feet.
 */
function dropsOfSteps(given: readonly DropStep[] | undefined, vehicle: boolean): Drop[] | null {
  const steps: unknown = given;
  if (!isSteps(steps) || steps.length < 2) return null;
  if (!steps.every((s) => isFiniteNumber(s?.elevation))) return null;
  const end = steps.at(-1)!;
  const drops: Drop[] = [];
  let drop = 0;
  const close = (foot: DropStep) => {
    if (drop > 0) drops.push({ distance: Math.round(drop * 1e9) / 1e9, foot: footFrom(end, foot) });
    drop = 0;
  };
  for (let i = 1; i < steps.length; i++) {
    const to = steps[i]!;
    const change = to.elevation! - steps[i - 1]!.elevation!;
    if (change < 0 && !normalMovement(to.conditions ?? []) && (vehicle || to.action === JUMP_ACTION)) {
      drop -= change;
      continue;
    }
    close(steps[i - 1]!);
  }
  close(end);
  return drops;
}

/** A jump down's foot as its request stores it ({@link DROP_FOOT_OPTION}). */
function footOption(foot: Offset): string {
  return `${foot.dx}:${foot.dy}:${foot.rise}`;
}

/** How far a stored foot may lie from the move's end, ruleset units: beyond it the option is junk. */
const FOOT_MAX = 1e6;

/**
 * The forced move to the foot of a jump down's drop from where the move ended, as its request
 * stores it ({@link DROP_FOOT_OPTION}); null when absent, or not three finite numbers within
 * ±10⁶. Never throws.
 */
export function dropFootOf(request: TestRequest | null | undefined): Reposition | null {
  const stored = request?.options?.[DROP_FOOT_OPTION];
  if (typeof stored !== "string") return null;
  const parts = stored.split(":").map((p) => (p.trim() === "" ? Number.NaN : Number(p)));
  if (parts.length !== 3 || !parts.every((n) => Number.isFinite(n) && Math.abs(n) <= FOOT_MAX)) return null;
  const [dx, dy, rise] = parts as [number, number, number];
  const distance = Math.hypot(dx, dy);
  return { distance, heading: distance === 0 ? 0 : Math.atan2(dy, dx), rise };
}

/**
 * The tests a finished move calls for: crossing dangerous terrain, and each drop of 1" or more the
 * fighter chose to jump ({@link JUMP_ACTION}; a drop climbed down is no test) its own jump down
 * (§ Jumping Down: an Initiative test lets a fighter drop to a lower level; the
 * vertical distance costs no movement; the test has the table's Jumping Down modifier for that
 * drop), its request holding the drop's foot ({@link DROP_FOOT_OPTION}) when the move went on past
 * it; a vehicle dropping 1" or more falls, once per drop (Handling test with the Falling Vehicle
 * modifier). The drops are read from the move's `steps` when they carry elevations, else from its
 * `drops` (or `drop`).
 * @throws {TypeError} when `move` is not an object, its conditions not an iterable object or its drop not a number
 * @throws {RangeError} when its drop is NaN or ±Infinity
 */
export function movementTests(move: MoveSummary): MovementTestCall[] {
  need(move, "A move summary", "drop");
  const conditions: unknown = move.conditions;
  if (typeof conditions !== "object" || conditions === null || !(Symbol.iterator in conditions)) {
    throw new TypeError("A move's conditions must be an iterable object");
  }
  const calls: MovementTestCall[] = [];
  const drops = (
    dropsOfSteps(move.steps, move.vehicle === true) ?? dropsOf(move).map((distance) => ({ distance, foot: null }))
  ).filter((d) => d.distance >= JUMP_DOWN_MIN);
  if (move.vehicle) {
    // Vehicles have no Initiative: a drop is a fall with a Handling test (§ Falling Damage).
    for (const { distance } of drops) calls.push(buildTest({ kind: "vehicleFall", distance })!);
    return calls;
  }
  if (new Set(move.conditions).has("dangerous")) calls.push(buildTest({ kind: "dangerous" })!);
  for (const { distance, foot } of drops) {
    const request: TestRequest = {
      kind: "jumpDown",
      distance,
      ...(foot ? { options: { [DROP_FOOT_OPTION]: footOption(foot) } } : {}),
    };
    calls.push({ ...buildTest(request)!, request });
  }
  return calls;
}

/**
 * Resolves a rolled Initiative test (ruling 8): dangerous terrain failed is Out of Action (its
 * status set, the card naming the Lasting Injury roll); a vehicle's fall failed Loses Control (its
 * status set); a jump,
 * leap or edge failed is a fall (Pinned, with the table's hit from 3"), which ends the fighter's
 * activation, a jump down's at the foot of its drop ({@link DROP_FOOT_OPTION}); a run-over failed is a
 * hit with the collision damage; a rider failed falls off 1" away (Pinned, as any fall); a
 * fighter in a lift's path failed is struck (an automatic hit that wounds, Damage D3), passed it
 * gets clear up to 2" away. The forced move a request stores (scene/shove.ts: `shovePass` for a
 * pass, `shoveFail` for a failure; a side-on Handling test's vehicle moved aside, a lift's fighter
 * moved clear) is a `shove` consequence.
 * @param characteristic the fighter's Initiative X
 * @param roll the natural D6
 * @throws {TypeError} when `call` is not a test call (card-text `checkCall`)
 * @throws {RangeError} for a roll outside 1–6, a characteristic (or fixed target) that is not a
 *   finite number, or a negative distance
 */
export function resolveMovementTest(
  call: MovementTestCall,
  characteristic: number,
  roll: number,
): MovementTestResolution {
  checkCall(call);
  const target = call.fixedTarget ?? characteristic;
  const modifier = totalModifier(call);
  const { success } = targetTest({ target, roll, modifier });
  const base = { success, degrees: 1, targetNumber: rollNeeded(target, modifier) ?? NO_ROLL_PASSES };
  if (success) {
    const hit = call.kind === "vehicleFall" ? (call.hit ?? null) : null;
    const shove = shoveOf(call.request, SHOVE_PASS_OPTION);
    return {
      ...base,
      outcome: passedOutcome(call),
      prone: false,
      hit,
      ...(shove ? { consequences: [shoveConsequence(shove)] } : {}),
    };
  }
  const shove = shoveOf(call.request, SHOVE_FAIL_OPTION);
  const shoved = shove ? [shoveConsequence(shove)] : [];
  switch (call.kind) {
    case "dangerous":
      return {
        ...base,
        outcome: "outOfAction",
        prone: false,
        hit: null,
        consequences: [statusOn(NECROMUNDA_STATUS_IDS.outOfAction)],
      };
    case "runOver":
      return { ...base, outcome: "struck", prone: false, hit: call.hit ?? null };
    case "riding":
      return {
        ...base,
        outcome: "fallsOff",
        prone: true,
        hit: null,
        consequences: [{ type: "fallOff" }, ACTIVATION_ENDS],
      };
    case "sideOn":
      return { ...base, outcome: "sideOnFail", prone: false, hit: null, consequences: shoved };
    case "liftObstruct":
      return { ...base, outcome: "liftCrushed", prone: false, hit: null, consequences: shoved };
    case "vehicleFall":
      return {
        ...base,
        outcome: call.hit ? "loseControlHit" : "loseControl",
        prone: false,
        hit: call.hit ?? null,
        consequences: [statusOn(NECROMUNDA_STATUS_IDS.lossOfControl)],
      };
    case "jumpDown":
    case "leap":
    case "edgeFall": {
      const hit = fallingRow(call.distance ?? 0)?.hit ?? null;
      // A failed jump down leaves the fighter at the foot of its drop, not where the move went on to.
      const foot = call.kind === "jumpDown" ? dropFootOf(call.request) : null;
      const consequences: TestConsequence[] = [
        ...(foot ? [{ type: "reposition" as const, ...foot }] : []),
        { type: "fall" },
        ACTIVATION_ENDS,
      ];
      return { ...base, outcome: hit ? "fallsHit" : "falls", prone: true, hit, consequences };
    }
    default:
      return { ...base, outcome: "fails", prone: false, hit: null };
  }
}

/**
 * How a card shows the numbers: Initiative as printed ("4+") and the roll needed ("3+"; "7+" when no
 * roll can pass, {@link NO_ROLL_PASSES}, as the resolution stores it).
 * @throws {TypeError} when `call` is not a test call (card-text `checkCall`)
 * @throws {RangeError} when the characteristic (or fixed target) is not a finite number
 */
export function describeTest(
  call: MovementTestCall,
  characteristic: number,
): { characteristic: string; target: string } {
  checkCall(call);
  const target = call.fixedTarget ?? characteristic;
  const needed = rollNeeded(target, totalModifier(call)) ?? NO_ROLL_PASSES;
  return { characteristic: `${target}+`, target: `${needed}+` };
}
