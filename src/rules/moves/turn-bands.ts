/**
 * A model's bands for its turn, from its movement profile: what its statuses impose, a vehicle's
 * own bands, or the walking bands; with the metres tests added this turn. Pure; ruleset units.
 * The canvas (the adapter's allowance) and `rules.play` both read a turn's bands through here.
 * @module
 */
import type { Ruleset } from "../ruleset";
import type { ModelKind } from "../scene";
import type { MovementBand, MovementContext, MovementProfile } from "../types";
import * as check from "../geometry/validate";

/**
 * The turn's bands of a model, ruleset units: those its statuses impose
 * (StatusesCapability.statusBands: a panicking team's panic speed) when any; else a vehicle's from
 * BandsCapability.vehicleBands when the ruleset prices vehicles apart (OpenD6 speed levels),
 * everyone else's from movementBands.
 * @param kind what the model is to the rules (only `vehicle` changes anything)
 * @param statuses the model's status ids; none when absent
 * @throws {TypeError} when `ruleset` has no `bands` object or `statuses` is not iterable; as the
 *   ruleset's band functions for a malformed profile or context
 */
export function turnBands(
  ruleset: Pick<Ruleset, "bands" | "statuses">,
  kind: ModelKind | undefined,
  profile: MovementProfile,
  context: MovementContext,
  statuses?: Iterable<string>,
): MovementBand[] {
  check.object(ruleset, "ruleset");
  check.object(ruleset.bands, "ruleset.bands");
  if (statuses != null && typeof (statuses as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function") {
    throw new TypeError("statuses must be iterable when present");
  }
  const list = statuses ? [...statuses] : [];
  const imposed = list.length ? ruleset.statuses?.statusBands?.(list, profile) : null;
  if (imposed) return imposed;
  const own = kind === "vehicle" ? ruleset.bands.vehicleBands : undefined;
  return own ? own(profile, context) : ruleset.bands.movementBands(profile, context);
}

/**
 * The profile with metres tests added to its bands this turn (TestConsequence `allowance`: a
 * Sprinting test's hits) in `modifiers[action]`. Own keys only: an action named `constructor` or
 * `__proto__` adds to nothing inherited and sets no prototype.
 * @param added metres (ruleset units) by band action id
 * @returns the same profile when nothing was added
 * @throws {TypeError|RangeError} when `profile` is not an object, or an added amount, one of the
 *   profile's modifiers or its size is not a finite number
 */
export function withAddedAllowance(profile: MovementProfile, added: Readonly<Record<string, number>>): MovementProfile {
  check.record(profile, "profile");
  if (profile.size !== undefined) check.finite(profile.size, "profile.size");
  check.record(added, "added");
  const actions = Object.keys(added);
  for (const action of actions) check.finite(added[action]!, `added.${action}`);
  if (!actions.length) return profile;
  const base = profile.modifiers ?? {};
  for (const [action, value] of Object.entries(check.record(base, "profile.modifiers"))) {
    check.finite(value as number, `profile.modifiers.${action}`);
  }
  const modifier = (action: string) => (Object.hasOwn(base, action) ? (base[action] ?? 0) : 0);
  const modifiers: Record<string, number> = Object.fromEntries([
    ...Object.entries(base).filter(([action]) => !Object.hasOwn(added, action)),
    ...actions.map((action) => [action, modifier(action) + added[action]!] as const),
  ]);
  return { ...profile, modifiers };
}
