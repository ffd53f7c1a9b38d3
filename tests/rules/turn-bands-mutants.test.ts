/**
 * A model's bands for its turn (moves/turn-bands.ts): those its statuses impose, a vehicle's own,
 * or the walking bands; and metres a test adds this turn (shadowrun-movement.md: a Sprinting test's
 * hits add to the run), with the input each refuses named.
 */
import { describe, expect, it } from "vitest";
import { turnBands, withAddedAllowance, type MovementBand, type MovementProfile } from "../../src/rules";

const WALK: MovementBand[] = [{ action: "walk", distance: 5 }];
const DRIVE: MovementBand[] = [{ action: "drive", distance: 20 }];
const PANIC: MovementBand[] = [{ action: "panic", distance: 40 }];

/** A ruleset's bands (walking, and a vehicle's when `vehicles`), and statuses imposing panic speed when `panic` is among them. */
function ruleset(options: { vehicles?: boolean; statuses?: boolean } = {}) {
  return {
    bands: {
      movementBands: () => WALK,
      ...(options.vehicles ? { vehicleBands: () => DRIVE } : {}),
    },
    ...(options.statuses
      ? { statuses: { statusBands: (list: string[]) => (list.includes("panic") ? PANIC : null) } }
      : {}),
  } as never;
}

const profile: MovementProfile = { characteristics: {} };

describe("turnBands", () => {
  it("takes the bands statuses impose, else a vehicle's own, else the walking bands", () => {
    expect(turnBands(ruleset({ statuses: true, vehicles: true }), "vehicle", profile, {}, ["panic"])).toBe(PANIC);
    expect(turnBands(ruleset({ statuses: true, vehicles: true }), "vehicle", profile, {}, ["prone"])).toBe(DRIVE);
    expect(turnBands(ruleset({ vehicles: true }), "vehicle", profile, {}, ["panic"])).toBe(DRIVE);
    expect(turnBands(ruleset({ vehicles: true }), "character", profile, {})).toBe(WALK);
    expect(turnBands(ruleset(), "vehicle", profile, {}, new Set(["panic"]))).toBe(WALK);
    expect(turnBands(ruleset({ statuses: true }), undefined, profile, {}, null as never)).toBe(WALK);
  });

  it("asks the statuses only when the model has some", () => {
    const imposing = { bands: { movementBands: () => WALK }, statuses: { statusBands: () => PANIC } } as never;
    expect(turnBands(imposing, undefined, profile, {})).toBe(WALK);
    expect(turnBands(imposing, undefined, profile, {}, [])).toBe(WALK);
    expect(turnBands(imposing, undefined, profile, {}, ["stunned"])).toBe(PANIC);
  });

  it("names what it refuses", () => {
    expect(() => turnBands(5 as never, undefined, profile, {})).toThrow(/^ruleset must be an object/);
    expect(() => turnBands({} as never, undefined, profile, {})).toThrow(/^ruleset\.bands must be an object/);
    expect(() => turnBands(ruleset(), undefined, profile, {}, 5 as never)).toThrow(
      new TypeError("statuses must be iterable when present"),
    );
  });
});

describe("withAddedAllowance", () => {
  it("adds a test's metres to the band's own modifier and keeps the others", () => {
    const runner: MovementProfile = { characteristics: {}, modifiers: { run: 2, walk: 1 } };
    expect(withAddedAllowance(runner, { run: 4 }).modifiers).toEqual({ walk: 1, run: 6 });
    expect(withAddedAllowance({ characteristics: {} }, { run: 4 }).modifiers).toEqual({ run: 4 });
    expect(withAddedAllowance(runner, { sprint: 3 })).toEqual({ ...runner, modifiers: { run: 2, walk: 1, sprint: 3 } });
    expect(withAddedAllowance(runner, {})).toBe(runner);
  });

  it("adds to own keys only: an action named like an Object member starts from 0", () => {
    const added = withAddedAllowance({ characteristics: {}, modifiers: {} }, { constructor: 2 });
    expect(added.modifiers).toEqual({ constructor: 2 });
    expect(Object.getPrototypeOf(added.modifiers)).toBe(Object.prototype);
  });

  it("names what it refuses", () => {
    const runner: MovementProfile = { characteristics: {}, modifiers: { run: 2 } };
    expect(() => withAddedAllowance(null as never, {})).toThrow(/^profile must be an object/);
    expect(() => withAddedAllowance({ ...runner, size: Number.NaN }, {})).toThrow(/^profile\.size must be a finite/);
    expect(() => withAddedAllowance(runner, 5 as never)).toThrow(/^added must be an object/);
    expect(() => withAddedAllowance(runner, { run: Number.NaN })).toThrow(/^added\.run must be a finite/);
    expect(() => withAddedAllowance({ ...runner, modifiers: 5 as never }, { run: 1 })).toThrow(
      /^profile\.modifiers must be an object/,
    );
    expect(() => withAddedAllowance({ ...runner, modifiers: { walk: Infinity } }, { run: 1 })).toThrow(
      /^profile\.modifiers\.walk must be a finite/,
    );
    expect(withAddedAllowance({ ...runner, size: 4 }, { run: 1 }).size).toBe(4);
  });
});
