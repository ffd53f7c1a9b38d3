/**
 * The stored shape of a `movementTest` card (its message's `system`), and the migration of
 * older shapes. Pure: no Foundry globals, so the migration is tested on fixtures.
 * @module
 */
import {
  getRuleset,
  isRulesetLoaded,
  RULESET_IDS,
  type GmModifier,
  type HitProfile,
  type ModifierLine,
  type MovementTestCall,
  type TestRequest,
} from "../../../rules";

/** A model a fall landed on, as the card stores it (necromunda § Falling on Other Models). */
export interface LandedOn {
  readonly name: string;
  readonly actorUuid: string;
  readonly tokenUuid: string | null;
}

/** The request a card was posted for, as stored: {@link TestRequest} with nulls for what it lacks. */
export interface StoredRequest {
  readonly kind: string;
  readonly condition: string | null;
  /** Height of a drop or fall, in the ruleset's unit. */
  readonly distance: number | null;
  readonly railing: boolean | null;
  readonly status: string | null;
  /** The moving vehicle's Move, in the ruleset's unit. */
  readonly vehicleMove: number | null;
  readonly variant: string | null;
  readonly tougher: boolean | null;
  /** The ruleset's choices of the test (TestRequest.options: shadowrun climbing direction, gear …). */
  readonly options: Readonly<Record<string, string | boolean>> | null;
}

/** A rolled card's result, as written to the same message by its owner or the GM. */
export interface StoredResult {
  /** The roll's total. */
  readonly roll: number;
  /** The results of the formula's dice, in order (what `tests.resolve` took). */
  readonly dice: readonly number[];
  /** The tested characteristic's value when rolled. */
  readonly characteristicValue: number;
  readonly targetNumber: number;
  readonly success: boolean;
  readonly degrees: number;
  readonly outcome: string;
  readonly prone: boolean;
  readonly hit: HitProfile | null;
  /** The models a fall landed on, as the scene showed when rolled; re-checked before they apply. */
  readonly landedOn: readonly LandedOn[];
  /**
   * The modifiers the actor's situation added when rolled (tests.situationalModifiers: dh2 Encumbered),
   * so the rolled card shows and re-resolves the numbers it was rolled with; absent on older cards.
   */
  readonly situational?: readonly ModifierLine[];
  /**
   * The GM's modifier it was rolled with (gm-modifier.ts), as read and clamped when rolled, or
   * null/absent when none; re-read and clamped again whenever the card is shown or resolved.
   */
  readonly gmModifier?: GmModifier | null;
}

/** A `movementTest` card's system data. */
export interface MovementTestSystem {
  /** The ruleset the card was posted under. */
  readonly rulesetId: string;
  readonly request: StoredRequest;
  readonly actorUuid: string;
  readonly tokenUuid: string | null;
  readonly result: StoredResult | null;
  /** The result's status (Prone, Pinned) was applied: the button is gone. */
  readonly applied: boolean;
  /**
   * The damage rolled and taken from the actor's wounds by the Apply damage button (dh2 falling
   * damage), or null/absent before; the button is gone once set.
   */
  readonly damageTaken?: number | null;
  /**
   * The GM's modifier set before the roll (gm-modifier.ts: a whole number in the ruleset's unit
   * and a reason), or null/absent when none. Written only through the card's update by the GM, or
   * by the roller when the world allows it (chat/movement-tests.ts setGmModifier); read and
   * clamped by the ruleset's rule every time, never trusted as stored.
   */
  readonly gmModifier?: GmModifier | null;
  /**
   * The history period the card was posted in (data/token-history.ts historyKey: the combat turn,
   * or round where the ruleset keeps history by round), "" when posted outside a started combat,
   * null/absent when not recorded (older cards): rolled in another period, its test spends the
   * period it belongs to, not the current one (rules TURN_CONSEQUENCES).
   */
  readonly postedTurn?: string | null;
}

/** The keys of a request, in the order stored. */
const REQUEST_KEYS = [
  "condition",
  "distance",
  "railing",
  "status",
  "vehicleMove",
  "variant",
  "tougher",
  "options",
] as const;

/** A request's options as stored: only string and boolean values under own keys, or null when none. */
function storedOptions(options: unknown): Record<string, string | boolean> | null {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  const kept = Object.entries(options).filter(([, v]) => typeof v === "string" || typeof v === "boolean");
  return kept.length ? Object.fromEntries(kept) : null;
}

/** A request as stored (absent fields become null; options only with string or boolean values). */
export function storeRequest(request: TestRequest): StoredRequest {
  const stored: Record<string, unknown> = { kind: request.kind };
  for (const key of REQUEST_KEYS) stored[key] = request[key] ?? null;
  stored["options"] = storedOptions(request.options);
  return stored as unknown as StoredRequest;
}

/** A stored request as the ruleset takes it (nulls dropped). */
export function toRequest(stored: StoredRequest): TestRequest {
  const request: Record<string, unknown> = { kind: stored.kind };
  for (const key of REQUEST_KEYS) if (stored[key] !== null && stored[key] !== undefined) request[key] = stored[key];
  const options = storedOptions(stored.options ?? undefined);
  if (options) request["options"] = options;
  return request as unknown as TestRequest;
}

/**
 * The request a call was built from: the one it carries (MovementTestCall.request), else its kind,
 * condition and distance (what the calls of a finished move are built from).
 */
export function requestOf(call: MovementTestCall): TestRequest {
  if (call.request) return call.request;
  return {
    kind: call.kind,
    ...(call.condition ? { condition: call.condition } : {}),
    ...(typeof call.distance === "number" ? { distance: call.distance } : {}),
  };
}

/**
 * The id of the first ruleset whose engine has loaded and whose tests build this request (testing `characteristic`, when
 * given: rulesets share kind names, dh2 and necromunda both have `jumpDown` and `leap`), or null
 * when none does.
 */
export function rulesetFor(request: TestRequest, characteristic?: string): string | null {
  // Only the engines at hand are asked: a world's own ruleset loads in `init`.
  for (const id of RULESET_IDS.filter(isRulesetLoaded)) {
    try {
      const call = getRuleset(id).tests.buildTest(request);
      if (call && (characteristic === undefined || call.characteristic === characteristic)) return id;
    } catch {
      // A ruleset that throws on the request does not know it.
    }
  }
  return null;
}

type Source = Record<string, unknown>;

const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null;

/** Whether a 0.1.0 card's modifiers have a line from `source`. */
function hasModifier(source: Source, name: string): boolean {
  return Array.isArray(source["modifiers"]) && source["modifiers"].some((m) => isRecord(m) && m["source"] === name);
}

/**
 * The request of a 0.1.0 card, from the test call it stored: its kind, condition and distance,
 * and what its modifier lines say (a railing, a tougher vehicle, a run-over fighter's status).
 * A run-over card's vehicle Move was not stored: it stays unknown.
 */
function legacyRequest(source: Source): TestRequest {
  const kind = String(source["kind"]);
  const text = (key: string) => (typeof source[key] === "string" && source[key] ? String(source[key]) : undefined);
  const distance = typeof source["distance"] === "number" ? source["distance"] : undefined;
  const status =
    kind === "runOver"
      ? typeof source["fixedTarget"] === "number"
        ? "seriouslyInjured"
        : hasModifier(source, "standing")
          ? "standing"
          : "pinned"
      : undefined;
  return {
    kind,
    ...(text("condition") ? { condition: text("condition")! } : {}),
    ...(distance === undefined ? {} : { distance }),
    ...(hasModifier(source, "railing") ? { railing: true } : {}),
    ...(hasModifier(source, "tougher") ? { tougher: true } : {}),
    ...(status ? { status } : {}),
  };
}

/** Whether every key of an object is an array index (`{ "0": …, "1": … }`: an array stored as an object). */
const indexKeyed = (value: Source) => Object.keys(value).every((key) => /^(0|[1-9]\d*)$/u.test(key));

/**
 * A stored `landedOn` as a list: absent or null is none; one model (an object with its `actorUuid`
 * or `name`) is a list of it; an array stored as an object with index keys is its entries in order.
 * Anything else is kept as stored (nothing a card held is dropped).
 */
function landedList(raw: unknown): unknown {
  if (raw === undefined || raw === null || Array.isArray(raw)) return raw ?? [];
  if (!isRecord(raw)) return raw;
  if (Object.hasOwn(raw, "actorUuid") || Object.hasOwn(raw, "name")) return [raw];
  if (indexKeyed(raw)) {
    return Object.keys(raw)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => raw[key]);
  }
  return raw;
}

/**
 * Brings a stored card's source to the current shape, in place (TypeDataModel.migrateData):
 * - 0.1.0 cards stored the test call (kind, characteristic, modifiers …) and no request or
 *   ruleset: the request is read from the call, the ruleset is the first whose tests build it;
 * - 0.1.0 results had no dice: the roll's total was its one die; a single die stored as a number is
 *   a list of it;
 * - a result's `landedOn` that is not a list is read as one ({@link landedList}), never dropped.
 * Fields are read as own properties only. Never throws.
 * @returns the same object
 */
export function migrateMovementTestSource(source: Source): Source {
  const own = (record: Source, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
  if (!isRecord(own(source, "request")) && typeof own(source, "kind") === "string") {
    source["request"] = storeRequest(legacyRequest(source));
  }
  const request = own(source, "request");
  if (typeof own(source, "rulesetId") !== "string" && isRecord(request)) {
    const stated = own(source, "characteristic");
    const characteristic = typeof stated === "string" ? stated : undefined;
    const id = rulesetFor(toRequest(request as unknown as StoredRequest), characteristic);
    if (id) source["rulesetId"] = id;
  }
  const result = own(source, "result");
  if (isRecord(result) && !Array.isArray(result)) {
    const dice = own(result, "dice");
    const roll = own(result, "roll");
    if (typeof dice === "number") result["dice"] = [dice];
    else if ((dice === undefined || dice === null) && typeof roll === "number") result["dice"] = [roll];
    result["landedOn"] = landedList(own(result, "landedOn"));
    if (!Object.hasOwn(result, "hit")) result["hit"] = null;
  }
  return source;
}
