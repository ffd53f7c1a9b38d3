/**
 * Host systems: the `stride-movement` module runs inside another game system and reads that
 * system's actors through the host adapter a ruleset plugin lists for it (rulesets/plugin.ts
 * `hosts`). This file finds the adapter of a system id among the registered plugins and, once the
 * module chose one (`useHost`), reads a host actor's movement through it. It names no host.
 * @module
 */
import { rulesetPlugins, type HostActor, type HostAdapter, type HostReading } from "./rulesets";
import { guard } from "./notify";

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

/** A host actor's embedded items of a type (traits, skills), as name and system data. */
export function hostItems(actor: HostActor, type: string): { readonly name: string; readonly system: unknown }[] {
  const out: { name: string; system: unknown }[] = [];
  for (const item of actor.items ?? []) {
    if (item.type === type) out.push({ name: typeof item.name === "string" ? item.name : "", system: item.system });
  }
  return out;
}
