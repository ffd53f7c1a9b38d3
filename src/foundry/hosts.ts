/**
 * Host systems: the `stride-movement` module runs inside another game system and reads that
 * system's actors through the host adapter a ruleset plugin lists for it (rulesets/plugin.ts
 * `hosts`). This file finds the adapter of a system id among the registered plugins and, once the
 * module chose one (`useHost`), reads a host actor's movement through it. It names no host.
 * @module
 */
import type { MovementProfile, VehicleDamageChanges } from "../rules";
import { rulesetPlugins, type HostActor, type HostAdapter, type HostReading, type HostWrites } from "./rulesets";
import { guard } from "./notify";
import { SYSTEM_ID } from "./constants";

/** A host adapter and the ruleset plugin that lists it. */
export interface HostMatch {
  /** The ruleset whose rules measure the host's actors (the plugin's id). */
  readonly rulesetId: string;
  readonly host: HostAdapter;
}

/** Every host a registered plugin lists, in plugin order. */
export function hostMatches(): HostMatch[] {
  return rulesetPlugins().flatMap((plugin) => (plugin.hosts ?? []).map((host) => ({ rulesetId: plugin.id, host })));
}

/** The host adapter of a game system id, or null when no plugin lists that system. */
export function findHost(systemId: string): HostMatch | null {
  return hostMatches().find((match) => match.host.systemId === systemId) ?? null;
}

/** The host the module reads actors through this session; null in the system (and on an unsupported host). */
let active: HostAdapter | null = null;

/** Sets (or, with null, clears) the host whose actors {@link hostReading} reads. */
export function useHost(host: HostAdapter | null): void {
  active = host;
}

/** The host adapter in use, or null. */
export function activeHost(): HostAdapter | null {
  return active;
}

/**
 * A host actor's movement as the active host adapter reads it, or null without an active host, for
 * an actor Stride does not measure, or when the adapter fails (logged and notified once by `guard`).
 */
export function hostReading(actor: HostActor | null | undefined): HostReading | null {
  const host = active;
  if (!host || !actor) return null;
  return guard(`host:${host.systemId}`, null, () => host.read(actor));
}

/**
 * The movement profile an actor offers: its own data model's (`system.movementProfile`: Stride's
 * actors), else what the host adapter in use reads of it (the module); undefined when neither, or
 * when the profile has no characteristics.
 */
export function actorMovementProfile(actor: HostActor | null | undefined): MovementProfile | undefined {
  const own = (actor?.system as { movementProfile?: unknown } | null | undefined)?.movementProfile;
  const profile = own ?? hostReading(actor)?.movementProfile;
  const characteristics = (profile as { characteristics?: unknown } | null | undefined)?.characteristics;
  return typeof characteristics === "object" && characteristics !== null ? (profile as MovementProfile) : undefined;
}

/** The module's actor flag that keeps a host actor's flight position (HostReading `flight`): `flags.<module id>.altitude`. */
export const HOST_ALTITUDE_FLAG = "altitude";

/** An actor's flight as the altitude control reads and writes it. */
export interface ActorFlight {
  /** Its flight trait (dh2: `flyer`, `hoverer`). */
  readonly trait: string;
  /** Where it flies (dh2: `ground`, `hovering`, `low`, `high`). */
  readonly position: string;
  /** The `Actor#update` path that stores a new position. */
  readonly path: string;
}

/**
 * An actor's flight: in the module, what the host adapter in use reads of it (HostReading `flight`),
 * stored in the module's actor flag {@link HOST_ALTITUDE_FLAG}, never a host field that shares a
 * Stride name; in the system, its data model's `flightTrait` and `flightPosition`, stored at
 * `system.altitude`. Null when the actor does not fly, or has neither.
 */
export function actorFlight(actor: HostActor | null | undefined): ActorFlight | null {
  if (active) {
    const flight = hostReading(actor)?.flight;
    return flight ? { ...flight, path: `flags.${SYSTEM_ID}.${HOST_ALTITUDE_FLAG}` } : null;
  }
  const own = actor?.system as { flightTrait?: unknown; flightPosition?: unknown } | null | undefined;
  return typeof own?.flightTrait === "string" && typeof own.flightPosition === "string"
    ? { trait: own.flightTrait, position: own.flightPosition, path: "system.altitude" }
    : null;
}

/**
 * The `Actor#update` data that writes a wounds or fatigue effect into a host actor's own fields
 * (HostWrites): wounds lowered by `amount` and never below 0 where the host keeps the wounds left
 * (`direction: "down"`), else raised and never above the host's maximum; Fatigue raised, never above
 * its maximum. Null when the host keeps no such field (the module then skips the effect) or the
 * amount is not a positive number. Damage past 0 wounds left (Critical Damage) is not written: the
 * hosts keep it in fields the adapters do not map.
 * @param system the host actor's system data, as the host's data model prepared it
 * @param amount points of damage or levels of Fatigue
 */
export function hostConditionUpdate(
  system: unknown,
  writes: HostWrites,
  condition: "wounds" | "fatigue" | "stun",
  amount: number,
): Record<string, number> | null {
  const target = writes[condition];
  if (!target || !(Number.isFinite(amount) && amount > 0)) return null;
  const read = (path: string, fallback: number) => hostNumber(system, path.replace(/^system\./, ""), fallback);
  const now = read(target.path, 0);
  const max = target.max ? read(target.max, Infinity) : Infinity;
  const down = "direction" in target && target.direction === "down";
  const value = down ? Math.max(0, now - amount) : Math.min(Math.max(max, now), now + amount);
  return { [target.path]: value };
}

/** A host actor as a writer takes it: its data, and the document's `update` (Actor#update). */
export interface HostWritable extends HostActor {
  update?(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * A host document's own method of that name (an `Actor` method the host's cards call), or null when it
 * has none; for an adapter's HostWrites `api`.
 */
export function hostMethod(target: object, name: string): ((...args: unknown[]) => Promise<unknown>) | null {
  const fn = (target as Record<string, unknown>)[name];
  return typeof fn === "function" ? (fn as (...args: unknown[]) => Promise<unknown>) : null;
}

/**
 * The call that writes a wounds or fatigue effect into a host actor: the host's own method where the
 * adapter names one and this actor has it (HostWrites `api`: the method the host's chat cards call),
 * else `Actor#update` with {@link hostConditionUpdate}; null when neither applies.
 */
export function hostConditionWriter(
  actor: HostWritable,
  writes: HostWrites,
  condition: "wounds" | "fatigue" | "stun",
  amount: number,
): (() => Promise<unknown>) | null {
  const target = writes[condition];
  if (!target || !(Number.isFinite(amount) && amount > 0)) return null;
  const api = target.api?.(actor, amount);
  if (api) return api;
  const update = actor.update ? hostConditionUpdate(actor.system, writes, condition, amount) : null;
  return update ? () => actor.update!(update) : null;
}

/**
 * The call that writes a collision's damage into a host vehicle through `Actor#update`
 * (HostWrites `vehicleDamage`), or null when the host keeps no vehicle damage or refuses the changes.
 */
export function hostVehicleDamageWriter(
  actor: HostWritable,
  writes: HostWrites,
  changes: VehicleDamageChanges,
): (() => Promise<unknown>) | null {
  const update = actor.update ? writes.vehicleDamage?.(actor, changes) : null;
  return update ? () => actor.update!(update) : null;
}

/**
 * A value at a dotted path of a host's data, through own properties only (an inherited or
 * prototype key reads undefined), e.g. `hostValue(system, "characteristics.agility.total")`.
 */
export function hostValue(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A host's number at a dotted path ({@link hostValue}): a finite number, or a numeric string; else `fallback`. */
export function hostNumber(data: unknown, path: string, fallback = 0): number {
  const raw = hostValue(data, path);
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/**
 * The actor a host links by UUID (od6s keeps a vehicle's crew as `{ uuid }` entries): the Actor the
 * UUID names, or a token's actor when it names a TokenDocument (an unlinked token's own actor), found
 * with Foundry's synchronous `fromUuidSync` (https://foundryvtt.com/api/v14/functions/foundry.utils.fromUuidSync.html;
 * null for what cannot be found synchronously); null when there is no such actor. Never throws.
 */
export function hostLinkedActor(uuid: unknown): HostActor | null {
  if (typeof uuid !== "string" || uuid === "" || typeof fromUuidSync !== "function") return null;
  let doc: { readonly documentName?: unknown; readonly actor?: unknown } | null;
  try {
    doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  } catch {
    return null;
  }
  const actor: unknown = doc?.documentName === "Token" ? doc.actor : doc?.documentName === "Actor" ? doc : null;
  return typeof actor === "object" && actor !== null ? actor : null;
}

/** A host actor's embedded items of a type (traits, skills), as name and system data. */
export function hostItems(actor: HostActor, type: string): { readonly name: string; readonly system: unknown }[] {
  const out: { name: string; system: unknown }[] = [];
  for (const item of actor.items ?? []) {
    if (item.type === type) out.push({ name: typeof item.name === "string" ? item.name : "", system: item.system });
  }
  return out;
}
