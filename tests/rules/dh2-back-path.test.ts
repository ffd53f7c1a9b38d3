/**
 * Dark Heresy outside a combat: a failed swim makes no progress and a failed climb falls from where
 * it began (dh2-movement.md § Swimming, § Sheer Surfaces), so the card of a move outside combat keeps
 * the end of the move's path (moves/backtrack.ts) and the miss walks it back; a token moved since is
 * not walked back.
 */
import { describe, expect, it } from "vitest";
import {
  backtrackEffects,
  decodePath,
  elevationBack,
  finishedMoveEffects,
  getRuleset,
  pathLength,
  storedBacktrack,
  type MovementProfile,
  type MovementTestCall,
} from "../../src/rules";
import * as dh2Module from "../../src/rules/rulesets/dh2";
import { model, scene } from "../support/snapshots";

const dh2 = getRuleset("dh2");
const climber: MovementProfile = { characteristics: { strength: 40, athletics: 40, agility: 40 } };
const summary = (extra: object) => ({
  actions: ["half"],
  conditions: [] as string[],
  turnDistance: 6,
  bands: dh2.bands.movementBands({ characteristics: { agility: 40 } }),
  zeroGravity: false,
  ...extra,
});
const atop = scene(
  [model("a", 7.5, 0.5, { disposition: "friendly", elevation: 3, characteristics: { agility: 40, strength: 40 } })],
  { gridStep: 1, bounds: null },
);
const testsOf = (effects: ReturnType<typeof finishedMoveEffects>) =>
  effects.flatMap((e) => (e.type === "test" ? [e.call] : []));

describe("a failed sheer climb outside combat goes back to where the climb began, then falls (§ Sheer Surfaces)", () => {
  // 2 m across the floor to the wall's foot (x 2.5), up the 3 m sheer wall (x 2.5–3.5), 4 m along the top.
  const path = [
    { x: 0.5, y: 0.5, elevation: 0 },
    { x: 2.5, y: 0.5, elevation: 0 },
    { x: 3.5, y: 0.5, elevation: 3, conditions: ["climb", "sheer"] },
    { x: 7.5, y: 0.5, elevation: 3, conditions: ["raised"] },
  ];
  const move = (inCombat: boolean) => ({
    mover: "a",
    path,
    summary: summary({ conditions: ["climb", "sheer", "raised"], rise: 3, turnDistance: 7 }),
    inCombat,
  });

  it("the card stores the 5 m of path from the wall's foot and the foot's elevation 0", () => {
    const [call] = testsOf(finishedMoveEffects(atop, move(false), dh2));
    expect(call!.kind).toBe("sheerClimb");
    expect(call!.request!.options).toEqual({ backPath: "2.5,0.5 3.5,0.5 7.5,0.5", backElevation: "0" });
    expect(dh2Module.backDistance(call!, path)).toBe(5);
  });

  it("Athletics 40 − 10: 31 fails — back the stored 5 m to the foot, then the fall (from the ground: no damage)", () => {
    const [call] = testsOf(finishedMoveEffects(atop, move(false), dh2));
    expect(dh2.tests.resolve(call!, 40, [31], climber)).toMatchObject({
      outcome: "fell",
      consequences: [{ type: "backtrack", distance: 5 }, { type: "fall" }],
    });
    expect(dh2.tests.resolve(call!, 40, [30], climber).consequences).toEqual([]);
  });

  it("in a started combat the foot's stop asks for the climb: nothing stored, a failure only falls", () => {
    const climb = dh2.tests.buildTest({ kind: "sheerClimb", options: { height: "3" } })!;
    expect(dh2.tests.resolve(climb, 40, [31], climber).consequences).toEqual([{ type: "fall" }]);
  });

  it("walks back only tests that can: swims and climbs, not a jump down; a path that never climbed gives none", () => {
    const kinds = ["swim", "climb", "sheerClimb", "jumpDown", "leap", "abseil"];
    expect(kinds.map((kind) => dh2.tests.walksBack({ kind } as MovementTestCall))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    const climb = { kind: "climb" } as MovementTestCall;
    expect(dh2Module.backDistance(climb, path.slice(0, 2))).toBeNull();
    expect(dh2Module.backDistance({ kind: "swim" } as MovementTestCall, path)).toBeNull();
    // Climbing from the very first step: the whole path.
    expect(dh2Module.backDistance(climb, path.slice(1))).toBe(5);
  });
});

describe("a failed swim outside combat goes back along the stored path (§ Swimming: no progress)", () => {
  it("the swim card of a 6 m move in hazardous water stores the 6 m and the miss goes back all of it", () => {
    const path = [
      { x: 1.5, y: 0.5, elevation: 3 },
      { x: 4.5, y: 0.5, elevation: 3, conditions: ["water", "hazardousWater"] },
      { x: 7.5, y: 0.5, elevation: 3, conditions: ["water", "hazardousWater"] },
    ];
    const move = {
      mover: "a",
      path,
      summary: summary({ conditions: ["water", "hazardousWater"], turnDistance: 6 }),
      inCombat: false,
    };
    const [call] = testsOf(finishedMoveEffects(atop, move, dh2));
    expect(call!.request).toEqual({
      kind: "swim",
      distance: 6,
      options: { backPath: "1.5,0.5 4.5,0.5 7.5,0.5", backElevation: "3" },
    });
    const missed = dh2.tests.resolve(call!, 40, [41], climber);
    expect(missed.consequences).toEqual([
      { type: "backtrack", distance: 6 },
      { type: "turnAction", remaining: 0 },
    ]);
    // In a combat the turn's recorded history decides: nothing stored on the card.
    const [fighting] = testsOf(finishedMoveEffects(atop, { ...move, inCombat: true }, dh2));
    expect(fighting!.request).toEqual({ kind: "swim", distance: 6 });
  });
});

describe("the stored walk back (moves/backtrack.ts storedBacktrack)", () => {
  const stored = decodePath("2.5,0.5 3.5,0.5 7.5,0.5");

  it("all of it goes to the path's first point at the elevation it began; part of it keeps the height", () => {
    expect(pathLength(stored)).toBe(5);
    expect(storedBacktrack("a", stored, 5, { x: 7.5, y: 0.5 }, 0.5, 0)).toEqual({
      effects: [{ type: "move", model: "a", to: { x: 2.5, y: 0.5 }, elevation: 0 }],
      stale: false,
    });
    expect(storedBacktrack("a", stored, 2, { x: 7.5, y: 0.5 }, 0.5, 0)).toEqual({
      effects: backtrackEffects("a", stored, 2),
      stale: false,
    });
  });

  it("a token that moved on before the card was rolled is not walked back (stale); within half a space it is", () => {
    expect(storedBacktrack("a", stored, 5, { x: 9.5, y: 0.5 }, 0.5, 0)).toEqual({ effects: [], stale: true });
    expect(storedBacktrack("a", stored, 5, { x: 7.9, y: 0.5 }, 0.5).stale).toBe(false);
    expect(storedBacktrack("a", stored.slice(0, 1), 5, { x: 9.5, y: 0.5 }, 0.5)).toEqual({ effects: [], stale: false });
  });

  it("elevationBack interpolates along the segment where the walk back ends", () => {
    const path = [
      { x: 0, y: 0, elevation: 0 },
      { x: 2, y: 0, elevation: 6 },
      { x: 6, y: 0, elevation: 6 },
    ];
    expect(elevationBack(path, 6)).toBe(0);
    expect(elevationBack(path, 5)).toBe(3);
    expect(elevationBack(path, 100)).toBe(0);
    expect(elevationBack(path, 0)).toBe(6);
  });

  it("refuses bad input with clear errors", () => {
    expect(() => storedBacktrack("a", stored, 5, { x: Number.NaN, y: 0 }, 0.5)).toThrow(RangeError);
    expect(() => storedBacktrack("a", stored, 5, { x: 0, y: 0 }, -1)).toThrow(RangeError);
    expect(() => storedBacktrack("a", stored, 5, { x: 0, y: 0 }, 0.5, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => elevationBack([], 1)).toThrow(RangeError);
  });
});
