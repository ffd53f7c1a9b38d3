/**
 * Actor system data as plain objects, for the rulesets' `actors` readers (capabilities/actors.ts):
 * a missing field takes its data model's initial value, as Foundry's cleaning of a document's
 * source gives it.
 * @module
 */

/** Initial values of a data model's fields: numbers, text, booleans, null, lists, or nested groups. */
export type InitialValues = { readonly [key: string]: InitialValue };
/** One field's initial value. */
export type InitialValue = number | string | boolean | null | readonly unknown[] | InitialValues;

/** A plain record (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The field `key` of a group, read through `in` so a data model instance reads as its plain data. */
function has(group: object, key: string): boolean {
  return key in group;
}

/**
 * System data with every field of `initial` that `system` lacks filled with its initial value,
 * groups within groups. A field that is present is kept as it is, even when it holds `undefined`,
 * null or junk (the reader clamps it and warns); a group that is present but not an object is kept
 * too. Fields `initial` does not name are dropped. `system` null or not an object reads as all
 * initial values. Lists are copied, so the result never shares a list with `initial`. Never throws.
 * @param system an actor's system data (`actor.system.toObject()`, or the data model itself)
 * @param initial the data model's initial values
 * @returns a new plain object with the keys of `initial`
 */
export function withInitial(system: unknown, initial: InitialValues): Record<string, unknown> {
  const source = typeof system === "object" && system !== null && !Array.isArray(system) ? system : {};
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(initial)) {
    const start = initial[key];
    if (!has(source, key)) {
      result[key] = copy(start);
      continue;
    }
    const value: unknown = (source as Record<string, unknown>)[key];
    result[key] = isRecord(start) && isRecord(value) ? withInitial(value, start) : value;
  }
  return result;
}

/** A deep copy of an initial value (lists and groups are new). */
function copy(value: InitialValue | undefined): unknown {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (isRecord(value)) return withInitial({}, value);
  return value;
}
