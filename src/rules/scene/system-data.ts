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
 * too. `system` null or not an object reads as all initial values. The result is read, never
 * changed: a group that lacks nothing is returned as it is (other keys included); else a new plain
 * object of the keys of `initial`, a missing field being the (frozen) initial value itself. Never throws.
 * @param system an actor's system data (`actor.system.toObject()`, or the data model itself)
 * @param initial the data model's initial values
 * @returns the data with the keys of `initial`
 */
export function withInitial(system: unknown, initial: InitialValues): Readonly<Record<string, unknown>> {
  if (!isRecord(system)) return initial;
  let result: Record<string, unknown> | null = null;
  for (const key of Object.keys(initial)) {
    const start = initial[key];
    const present = has(system, key);
    const value = present ? system[key] : start;
    const read = present && isRecord(start) && isRecord(value) ? withInitial(value, start) : value;
    if (result === null && (!present || read !== value)) {
      // Something is missing: from here a plain object of `initial`'s keys (a data model instance's
      // fields may not be own properties, so they are read one by one, never spread).
      result = {};
      for (const done of Object.keys(initial)) {
        if (done === key) break;
        result[done] = system[done];
      }
    }
    if (result !== null) result[key] = read;
  }
  return result ?? system;
}
