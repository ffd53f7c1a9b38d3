/**
 * Layering a Stride class over the class a host system registered for the same role (the
 * `stride-movement` module's `init`, hooks/module-init.ts).
 * @module
 */

/** A class, as CONFIG holds them. */
export type AnyClass = abstract new (...args: never[]) => unknown;

/**
 * Puts `stride` (a class written against `core`) on top of the host's class of the same role: its
 * constructor and prototype then inherit from `host`, so the host's overrides run under Stride's.
 * `super` in a class body resolves through its home object's prototype when called (ECMAScript
 * § 13.3.7 `super` keyword, MakeSuperPropertyReference / GetSuperConstructor), so Stride's methods
 * reach the host's. Done once per session, in the module's `init` only; the system never calls it.
 * @param host the class the host registered (CONFIG), or undefined
 * @param core the core class `stride` extends
 * @returns `stride` when it now extends `host` (or `host` is `core` or `stride` already), else null:
 *   a host class that does not extend `core` is left in place
 */
export function rebaseOnto<T extends AnyClass>(stride: T, host: AnyClass | undefined, core: AnyClass): T | null {
  if (!host || host === core || host === stride) return stride;
  if (!(host.prototype instanceof core)) return null;
  if (stride.prototype instanceof host) return stride;
  Object.setPrototypeOf(stride, host);
  Object.setPrototypeOf(stride.prototype, host.prototype as object);
  return stride;
}
