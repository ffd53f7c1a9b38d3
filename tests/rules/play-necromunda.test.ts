/**
 * Necromunda moves through `rules.play`, with the numbers of necromunda-movement.md: § The 1"
 * Rule (within 1" of an enemy, fighters can't move; a Charge may go in when it ends in base
 * contact), § Movement (YAQ: fighters move through friendly fighters, not enemies) and base
 * contact within 0.05" (README § Rulings). A fighter with Move 4" (Charge up to 7") on a 1" base
 * (25 mm); enemies placed so the gaps between base edges are the worked distances.
 */
import { describe, expect, it } from "vitest";
import { play, type PlayModel, type PlayMove } from "../../src/rules";

/** A fighter at (x, y) with Move 4", on a 1" base. */
const fighter = (id: string, side: PlayModel["side"], x: number, y = 0, status = "standing"): PlayModel => ({
  id,
  type: "fighter",
  side,
  x,
  y,
  base: 1,
  system: { profile: { move: 4 }, status },
});

/** The mover "a" at the origin and the other models, in a started combat. */
const table = (...others: PlayModel[]) =>
  play({ ruleset: "necromunda", combat: true, models: [fighter("a", "friendly", 0), ...others] });

const endOf = (m: PlayMove) => [m.end.x, m.end.y];

describe('rules.play: Necromunda, the 1" rule for a fighter that starts within 1"', () => {
  it('a fighter 0.5" from an enemy (centres 1.5" apart) may not Move into base contact', () => {
    const m = table(fighter("e", "hostile", 1.5)).move("a", { action: "move", path: [[0.5, 0]] });
    expect(m.stopped?.reason).toBe("engaged");
    expect(endOf(m)).toEqual([0, 0]);
  });

  it('a fighter in base contact may not Move 3" away, nor Run away', () => {
    const move = table(fighter("e", "hostile", 1)).move("a", { action: "move", path: [[-3, 0]] });
    expect(move.stopped?.reason).toBe("engaged");
    expect(endOf(move)).toEqual([0, 0]);
    const run = table(fighter("e", "hostile", 1)).move("a", { action: "run", path: [[-8, 0]] });
    expect(run.stopped?.reason).toBe("engaged");
    expect(endOf(run)).toEqual([0, 0]);
  });

  it('a fighter 0.5" away is held even moving directly away (no way out of the zone by a Move)', () => {
    const m = table(fighter("e", "hostile", 1.5)).move("a", { action: "move", path: [[-0.6, 0]] });
    expect(m.stopped?.reason).toBe("engaged");
    expect(endOf(m)).toEqual([0, 0]);
  });

  it('a fighter exactly 1" away (centres 2" apart) may Move 4" away', () => {
    const m = table(fighter("e", "hostile", 2)).move("a", { action: "move", path: [[-4, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBeCloseTo(-4, 9);
  });

  it('a Charge from within 1" may go round the enemy when it ends in base contact', () => {
    // Enemy 0.5" off at (1.5, 0); the Charge ends at (1.5, 1): centres 1" apart, bases touching.
    const m = table(fighter("e", "hostile", 1.5)).move("a", {
      action: "charge",
      path: [
        [0, 1],
        [1.5, 1],
      ],
    });
    expect(m.stopped).toBeNull();
    expect(endOf(m)).toEqual([1.5, 1]);
  });

  it('a Charge from within 1" that ends out of base contact is held where it stands', () => {
    const m = table(fighter("e", "hostile", 1.5)).move("a", { action: "charge", path: [[-3, 0]] });
    expect(m.stopped?.reason).toBe("engaged");
    expect(endOf(m)).toEqual([0, 0]);
  });

  it('a Seriously Injured enemy 0.5" away holds no one: Move 3" away', () => {
    const m = table(fighter("e", "hostile", 1.5, 0, "seriouslyInjured")).move("a", {
      action: "move",
      path: [[-3, 0]],
    });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBeCloseTo(-3, 9);
  });

  it('an enemy 2" up on a gantry above (plan gap 0.5", 3D gap √(0.5² + 2²) ≈ 2.06") holds no one', () => {
    const m = table({ ...fighter("e", "hostile", 1.5), elevation: 2 }).move("a", { action: "move", path: [[-3, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBeCloseTo(-3, 9);
  });

  it('a Charge from within 1" of one enemy may end in base contact with another', () => {
    const m = table(fighter("e1", "hostile", 1.5), fighter("e2", "hostile", -3)).move("a", {
      action: "charge",
      path: [[-2, 0]],
    });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(-2);
  });

  it('a friend in base contact holds no one: Move 3" away', () => {
    const m = table(fighter("f", "friendly", 1)).move("a", { action: "move", path: [[-3, 0]] });
    expect(m.stopped).toBeNull();
  });
});

describe("rules.play: Necromunda, a Charge passes through friends only", () => {
  it('a Charge of 5" through an enemy 2" off (centre at 3") stops in base contact with it, at 2"', () => {
    const m = table(fighter("e1", "hostile", 3), fighter("e2", "hostile", 6)).move("a", {
      action: "charge",
      path: [[5, 0]],
    });
    expect(m.stopped?.reason).toBe("overlap");
    expect(m.end.x).toBeCloseTo(2, 6);
    expect(m.end.y).toBe(0);
  });

  it('the same Charge through a friend reaches base contact with the enemy beyond, at 5"', () => {
    const m = table(fighter("f", "friendly", 3), fighter("e2", "hostile", 6)).move("a", {
      action: "charge",
      path: [[5, 0]],
    });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(5);
  });

  it("a Move past a Seriously Injured enemy (no zone) still may not pass through its base", () => {
    const m = table(fighter("e", "hostile", 2, 0, "seriouslyInjured")).move("a", {
      action: "move",
      path: [[4, 0]],
    });
    expect(m.stopped?.reason).toBe("overlap");
    expect(m.end.x).toBeCloseTo(1, 6);
  });

  it("a Move that grazes a Seriously Injured enemy's base by 0.03\" passes it (contact, not overlap)", () => {
    // Centres 0.97" apart at the closest: the bases touch within 0.05".
    const m = table(fighter("e", "hostile", 2, 0.97, "seriouslyInjured")).move("a", {
      action: "move",
      path: [[4, 0]],
    });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(4);
  });
});

describe('rules.play: Necromunda, base contact within 0.05"', () => {
  it('a Charge of 4.2" at an enemy 4" off (centre at 5") lands in base contact at 4", engaging', () => {
    const m = table(fighter("e", "hostile", 5)).move("a", { action: "charge", path: [[4.2, 0]] });
    expect(m.stopped?.reason).toBe("overlap");
    expect(m.end.x).toBeCloseTo(4, 6);
  });

  it('a Charge 0.03" too far stands where it ends: that is base contact', () => {
    const m = table(fighter("e", "hostile", 5)).move("a", { action: "charge", path: [[4.03, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(4.03);
  });

  it("a Move ending 0.2\" into a friend's base is cut to contact on its last leg, not thrown back to the waypoint", () => {
    const m = table(fighter("f", "friendly", 3.5, 1)).move("a", {
      action: "move",
      path: [
        [0, 1],
        [2.7, 1],
      ],
    });
    expect(m.stopped?.reason).toBe("overlap");
    expect(m.end.x).toBeCloseTo(2.5, 6);
    expect(m.end.y).toBe(1);
  });

  it("a Move ending 0.03\" into a friend's base stands (contact)", () => {
    const m = table(fighter("f", "friendly", 3.5, 1)).move("a", {
      action: "move",
      path: [
        [0, 1],
        [2.53, 1],
      ],
    });
    expect(m.stopped).toBeNull();
    expect(endOf(m)).toEqual([2.53, 1]);
  });
});
