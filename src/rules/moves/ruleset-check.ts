/**
 * The check of a ruleset the finished-move engine receives: the members of the contract it calls,
 * checked where a public function receives the ruleset, once per ruleset object (remembered in a
 * WeakSet, as scene/check.ts remembers snapshots: a ruleset is immutable once passed to the engine).
 * Bad input fails with a TypeError or a RangeError naming the member. Internal to the engine: not
 * exported from the public API.
 * @module
 */
import * as check from "../geometry/validate";
import type { Ruleset } from "../ruleset";

/** Requires an optional capability to be an object when present. */
function capability(ruleset: Record<string, unknown>, key: string, what: string): Record<string, unknown> | null {
  return ruleset[key] === undefined ? null : check.record(ruleset[key], `${what}.${key}`);
}

/** Rulesets {@link checkRuleset} passed. */
const checked = new WeakSet<object>();

/**
 * Requires the members of a ruleset (ruleset.ts Ruleset) the finished-move engine uses: its
 * actions, `tests.buildTest` and `tests.movementTests`; and, for each capability it has, the
 * terrain's conditions, cost multiplier and edge test; the engagement zone (≥ 0) and `holds`;
 * the vehicles' chain limit (a whole number ≥ 0), ram action and collisions; the structures'
 * distances (≥ 0), lift functions and `baseMustFitLevel` (a boolean or absent). O(1) for a ruleset object already checked; one that fails
 * is not remembered and throws every time.
 * @throws {TypeError} when a member has the wrong type
 * @throws {RangeError} when a number is out of range
 */
export function checkRuleset(value: unknown, what = "ruleset"): Ruleset {
  // WeakSet.has is false for a primitive.
  if (checked.has(value as object)) return value as Ruleset;
  const ruleset = check.record(value, what);
  check.array(ruleset["actions"] as unknown[], `${what}.actions`).forEach((a, i) => {
    const action = check.record(a, `${what}.actions[${i}]`);
    check.string(action["id"], `${what}.actions[${i}].id`);
  });
  const tests = check.record(ruleset["tests"], `${what}.tests`);
  check.callable(tests["buildTest"], `${what}.tests.buildTest`);
  check.callable(tests["movementTests"], `${what}.tests.movementTests`);
  for (const key of ["dueOutsideCombat", "profileOptions"]) {
    if (tests[key] !== undefined) check.callable(tests[key], `${what}.tests.${key}`);
  }
  const terrain = capability(ruleset, "terrain", what);
  if (terrain) {
    check.array(terrain["conditions"] as unknown[], `${what}.terrain.conditions`);
    check.callable(terrain["costMultiplier"], `${what}.terrain.costMultiplier`);
    if (terrain["edgeTest"] !== undefined) check.callable(terrain["edgeTest"], `${what}.terrain.edgeTest`);
    for (const key of ["edgeTestDistance", "edgeTestOptions"]) {
      if (terrain[key] !== undefined) check.callable(terrain[key], `${what}.terrain.${key}`);
    }
    const wide = terrain["wideObstacle"] as Record<string, unknown> | undefined;
    if (wide !== undefined) {
      const name = `${what}.terrain.wideObstacle`;
      check.nonNegative(check.record(wide, name)["width"] as number, `${name}.width`);
      check.string(wide["condition"], `${name}.condition`);
    }
  }
  const engagement = capability(ruleset, "engagement", what);
  if (engagement) {
    check.nonNegative(engagement["zone"] as number, `${what}.engagement.zone`);
    check.callable(engagement["holds"], `${what}.engagement.holds`);
  }
  const vehicles = capability(ruleset, "vehicles", what);
  if (vehicles) {
    const maxChain = check.nonNegative(vehicles["maxChain"] as number, `${what}.vehicles.maxChain`);
    if (!Number.isInteger(maxChain)) throw new RangeError(`${what}.vehicles.maxChain must be a whole number`);
    if (vehicles["ramAction"] !== undefined) check.string(vehicles["ramAction"], `${what}.vehicles.ramAction`);
    check.callable(vehicles["collision"], `${what}.vehicles.collision`);
    check.callable(vehicles["terrainCollision"], `${what}.vehicles.terrainCollision`);
  }
  const collisions = capability(ruleset, "collisions", what);
  if (collisions) check.callable(collisions["moveEffects"], `${what}.collisions.moveEffects`);
  const structures = capability(ruleset, "structures", what);
  if (structures) {
    for (const key of ["ductwayReach", "edgeDistance", "liftTravel"]) {
      check.nonNegative(structures[key] as number, `${what}.structures.${key}`);
    }
    if (structures["liftEscape"] !== undefined) {
      check.nonNegative(structures["liftEscape"] as number, `${what}.structures.liftEscape`);
    }
    check.callable(structures["liftElevation"], `${what}.structures.liftElevation`);
    check.callable(structures["liftAvailable"], `${what}.structures.liftAvailable`);
    if (structures["baseMustFitLevel"] !== undefined) {
      check.bool(structures["baseMustFitLevel"], `${what}.structures.baseMustFitLevel`);
    }
  }
  checked.add(ruleset);
  return value as Ruleset;
}
