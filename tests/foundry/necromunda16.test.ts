/**
 * Issue #16 in the adapter, with small fakes of the shapes read: the directly-towards/away move
 * asks core's collision test and hands the wall to the engine; the snapshot reads loot tokens,
 * weapons, transport areas and overhangs; vertical pricing makes ladders normal movement.
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { decideDirectly, type CollisionTest } from "../../src/foundry/effects/directly";
import { modelOf, pathOf, regionOf, frameOf } from "../../src/foundry/snapshot";
import { withVerticalPricing } from "../../src/foundry/movement/vertical";

const necromunda = getRuleset("necromunda");
/** An inch grid of 100 px per inch. */
const grid = { size: 100, distance: 1, units: "in" };
const frame = frameOf(grid, "in");

/** A 1" token whose top-left corner is at (x, y) inches. */
function token(id: string, x: number, y: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: id,
    x: x * 100,
    y: y * 100,
    width: 1,
    height: 1,
    elevation: 0,
    disposition: 1,
    actor: { type: "fighter", system: {} },
    ...extra,
  };
}

describe("directly towards and away through core's collision test", () => {
  const me = token("me", 0, 0);
  const foe = token("foe", 10, 0, { disposition: -1 });
  const scene = { grid, tokens: [me, foe], regions: [] } as never;
  const mover = { id: "me", parent: scene };
  const other = { id: "foe", parent: scene };

  it("asks from the mover's centre to the engine's aim, in pixels, and stops a 1\" base short of the wall", () => {
    const asked: unknown[] = [];
    const wallAt3: CollisionTest = (origin, destination) => {
      asked.push([origin, destination]);
      return { x: 350, y: 50 }; // a wall 3" along the line from the centre at (50, 50)
    };
    const move = decideDirectly(mover, other, "towards", 4, necromunda, wallAt3)!;
    expect(asked).toEqual([
      [
        { x: 50, y: 50 },
        { x: 450, y: 50 },
      ],
    ]);
    expect(move.distance).toBeCloseTo(2.5, 9);
    expect(move.stoppedBy).toBe("wall");
  });

  it("goes the whole way when core finds no wall, or has no test", () => {
    expect(decideDirectly(mover, other, "away", 2, necromunda, () => null)!.distance).toBe(2);
    expect(decideDirectly(mover, other, "away", 2, necromunda, null)!.distance).toBe(2);
  });

  it('into base contact with the enemy it moves towards, then 1" back from it (§ Involuntary Move)', () => {
    // Centres 0.5" and 10.5": 9½" towards stops in base contact (9.5"), and the forced move ends at 8.5".
    const move = decideDirectly(mover, other, "towards", 9.5, necromunda, () => null)!;
    expect(move.stoppedBy).toBe("model");
    expect(move.to.x).toBeCloseTo(9.5, 9);
    expect(move.effects).toHaveLength(1);
    const effect = move.effects[0];
    if (effect?.type !== "move") throw new Error("a forced move was expected");
    expect(effect.to.x).toBeCloseTo(8.5, 5);
    expect(effect.to.y).toBeCloseTo(0.5, 9);
  });

  it("is null for tokens on different scenes", () => {
    expect(decideDirectly(mover, { id: "foe", parent: {} as never }, "away", 2, necromunda, null)).toBeNull();
  });
});

describe("the snapshot reads #16's data", () => {
  it("a token flagged stride.loot is loot, with or without an actor", () => {
    expect(
      modelOf(token("crate", 0, 0, { actor: null, flags: { stride: { loot: true } } }) as never, frame)?.kind,
    ).toBe("loot");
    expect(modelOf(token("crate", 0, 0, { actor: null }) as never, frame)).toBeNull();
  });

  it("reads a fighter's weapons and a vehicle's transport area, dropping bad profiles", () => {
    const fighter = token("f", 0, 0, {
      actor: {
        type: "fighter",
        system: {
          weapons: [
            { name: "Whip", versatile: true, longRange: 2 },
            { name: "Bad", longRange: -1 },
          ],
        },
      },
    });
    expect(modelOf(fighter as never, frame)?.weapons).toEqual([{ name: "Whip", versatile: true, longRange: 2 }]);
    const truck = token("t", 0, 0, { actor: { type: "vehicle", system: { kind: "vehicle", transportArea: "rear" } } });
    expect(modelOf(truck as never, frame)?.transportArea).toBe("rear");
  });

  it("reads an overhang on a terrain behavior and on a waypoint's terrain", () => {
    const region = regionOf(
      {
        id: "r",
        shapes: [],
        behaviors: [{ type: "stride.terrain", system: { condition: "structure", height: 0, overhang: 1.5 } }],
      },
      frame,
    );
    expect(region.terrain[0]?.overhang).toBe(1.5);
    const [, step] = pathOf(
      { width: 1, height: 1 },
      [
        { x: 0, y: 0, elevation: 0 },
        { x: 0, y: 0, elevation: 2, terrain: { conditions: ["structure"], overhang: 1.5 } },
      ],
      frame,
    );
    expect(step).toMatchObject({ elevation: 2, conditions: ["structure"], overhang: 1.5 });
  });
});

describe("ladders in the vertical pricing (§ Ladders and Stairs)", () => {
  const pricingGrid = { distance: 1, units: "in", isGridless: false, measurePath: () => ({ distance: 0 }) };
  const cost = withVerticalPricing(
    (_from, _to, distance) => distance,
    pricingGrid,
    necromunda.vertical,
    "in",
    (segment) => (segment as { terrain?: { conditions?: string[] } }).terrain?.conditions ?? [],
  );
  it('3" up a wall costs 6"; up a ladder 3"', () => {
    expect(cost({ i: 0, j: 0, k: 0 }, { i: 0, j: 0, k: 3 }, 3, { terrain: { conditions: [] } })).toBe(6);
    expect(cost({ i: 0, j: 0, k: 0 }, { i: 0, j: 0, k: 3 }, 3, { terrain: { conditions: ["ladder"] } })).toBe(3);
  });
});
