/**
 * Off-axis, off-origin geometry of the rules that are decided by where bases stand: travel along
 * ±y, −x and diagonals, paths starting away from (0, 0), three-point paths, and the negative
 * cases (bases apart, just beyond tolerance). Every expected value is worked by hand in the
 * comments, in inches; 3-4-5 triangles keep the arithmetic exact.
 */
import { describe, expect, it } from "vitest";
import {
  basesAlongPath,
  contactArc,
  EngagementIndex,
  firstZoneEntry,
  inBaseContact,
  getRuleset,
  NaiveBaseFinder,
  pushAhead,
  pushAside,
  vehicleMoveEffects,
  zoneEntryFraction,
  type Base,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
} from "../../src/rules";
import * as n from "../../src/rules/rulesets/necromunda";
import { necromundaVehicle } from "../support/necromunda-vehicles";
import { scene as inchScene } from "../support/snapshots";

const p = (x: number, y: number) => ({ x, y });

describe("contact arc off the x axis (necromunda-movement.md § Move and Push During Collisions)", () => {
  // Head-on: the other lies within 45° of the direction of travel; side-on otherwise.
  it.each([
    // travel, to the other, arc — with cos θ = travel·toOther / (|travel| |toOther|)
    [p(0, 1), p(0.2, 3), "front"], // +y: dot 3, cos 3 / (1 · 3.0067) ≈ 0.998
    [p(0, 1), p(3, 0.2), "side"], // +y: dot 0.2, cos ≈ 0.067
    [p(0, -2), p(-1, -1), "front"], // −y: dot 2, cos 2 / (2 · √2) = 0.7071, exactly 45°
    [p(0, -2), p(1, 1), "side"], // −y: dot −2, behind-ish
    [p(0, -2), p(0, 3), "side"], // −y with the other straight behind: dot −6, cos −1
    [p(-1, 0), p(-3, 1), "front"], // −x: dot 3, cos 3 / √10 ≈ 0.949
    [p(1, 1), p(3, 2), "front"], // diagonal: dot 5, cos 5 / (√2 · √13) ≈ 0.981
    [p(1, 1), p(1, -1), "side"], // diagonal: dot 0, square to travel
    [p(-3, -4), p(-3, -4), "front"], // diagonal: dot 25, cos 1
    [p(-3, -4), p(4, -3), "side"], // diagonal: dot −12 + 12 = 0
  ] as const)("travel %o, other at %o: %s", (travel, toOther, arc) => {
    expect(contactArc(travel, toOther)).toBe(arc);
  });
});

describe('inBaseContact: touching within 0.05" only (necromunda-movement.md § Fighters & Loot on Moving Vehicles)', () => {
  // Loot stays on a moving vehicle only in base contact with a rider: the tolerance decides it.
  const a: Base = { x: 2, y: 3, radius: 2.5 };

  it("bases apart are not in contact", () => {
    // (2, 3) to (8, 11): 10" apart (6-8-10), edges 10 − 2.5 − 0.5 = 7" apart.
    expect(inBaseContact(a, { x: 8, y: 11, radius: 0.5 })).toBe(false);
  });

  it('a 0.04" gap is contact, a 0.06" gap is not, on a diagonal', () => {
    // (2, 3) to (5, 7) is 5" (3-4-5); radii 2.5 + 2.46 leave 0.04", 2.5 + 2.44 leave 0.06".
    expect(inBaseContact(a, { x: 5, y: 7, radius: 2.46 })).toBe(true);
    expect(inBaseContact(a, { x: 5, y: 7, radius: 2.44 })).toBe(false);
    // Overlapping by 0.04" is contact; by 0.06" it is not (the gap's size, not its sign).
    expect(inBaseContact(a, { x: 5, y: 7, radius: 2.54 })).toBe(true);
    expect(inBaseContact(a, { x: 5, y: 7, radius: 2.56 })).toBe(false);
  });

  it("touching exactly is contact even with no tolerance", () => {
    // (2, 3) to (5, 7) is 5" and the radii add to 5: a gap of exactly 0.
    expect(inBaseContact(a, { x: 5, y: 7, radius: 2.5 }, 0)).toBe(true);
    expect(inBaseContact(a, { x: 5, y: 7, radius: 2.44 }, 0.07)).toBe(true);
  });
});

describe('the stop point entering a 1" zone off the x axis (necromunda-movement.md § The 1" Rule)', () => {
  // A ½"-radius mover and ½"-radius enemies: the zone is entered when the centres are
  // 0.5 + 0.5 + 1 = 2" apart.
  const finders = [
    ["EngagementIndex", (bases: Base[]) => new EngagementIndex(bases)],
    ["NaiveBaseFinder", (bases: Base[]) => new NaiveBaseFinder(bases)],
  ] as const;

  describe.each(finders)("with %s", (_, finder) => {
    it("approaching along +y from (2, 3)", () => {
      // (2, 3) → (2, 13), enemy at (2, 10): stop 2" short, at (2, 8); 5 of 10" is t = 0.5.
      const entry = firstZoneEntry([p(2, 3), p(2, 13)], 0.5, 1, finder([{ x: 2, y: 10, radius: 0.5 }]))!;
      expect(entry.segment).toBe(0);
      expect(entry.t).toBeCloseTo(0.5, 5);
      expect(entry.stop.x).toBeCloseTo(2, 5);
      expect(entry.stop.y).toBeCloseTo(8, 5);
    });

    it("approaching along −y from (2, 3)", () => {
      // (2, 3) → (2, −7), enemy at (2, −2): stop at (2, 0); 3 of 10" is t = 0.3.
      const entry = firstZoneEntry([p(2, 3), p(2, -7)], 0.5, 1, finder([{ x: 2, y: -2, radius: 0.5 }]))!;
      expect(entry.t).toBeCloseTo(0.3, 5);
      expect(entry.stop.x).toBeCloseTo(2, 5);
      expect(entry.stop.y).toBeCloseTo(0, 5);
    });

    it("approaching diagonally from (2, 3), on the second segment", () => {
      // (2, 3) → (14, 19) is 20" along (0.6, 0.8); the enemy 15" along, at (11, 15). Stop 13"
      // along: (2 + 7.8, 3 + 10.4) = (9.8, 13.4), t = 0.65 of the second segment.
      const enemy = { x: 11, y: 15, radius: 0.5 };
      const entry = firstZoneEntry([p(0, 3), p(2, 3), p(14, 19)], 0.5, 1, finder([enemy]))!;
      expect(entry.segment).toBe(1);
      expect(entry.base).toBe(0);
      expect(entry.t).toBeCloseTo(0.65, 5);
      expect(entry.stop.x).toBeCloseTo(9.8, 5);
      expect(entry.stop.y).toBeCloseTo(13.4, 5);
    });

    it("finds the nearer of two zones on a diagonal, whatever their order", () => {
      // Enemies 15" and 5" along (2, 3) → (14, 19): the second listed is entered first, 3" along.
      const entry = finder([
        { x: 11, y: 15, radius: 0.5 },
        { x: 5, y: 7, radius: 0.5 },
      ]).firstEntry(2, 3, 14, 19, 0.5, 1)!;
      expect(entry.base).toBe(1);
      expect(entry.t).toBeCloseTo(3 / 20, 5);
    });
  });

  it.each(finders)("%s looks ahead past the end of a move along ±y", (_, finder) => {
    // (2, 3) → (2, 9), enemy at (2, 10.8): entered 2" short, at y = 8.8, t = 5.8 / 6. The enemy's
    // base spans y 10.3–11.3, beyond the move's end: only a search reaching past it finds it.
    const down = finder([{ x: 2, y: 10.8, radius: 0.5 }]).firstEntry(2, 3, 2, 9, 0.5, 1)!;
    expect(down.t).toBeCloseTo(5.8 / 6, 5);
    // (2, 3) → (2, −3), enemy at (2, −4.8): entered at y = −2.8.
    const up = finder([{ x: 2, y: -4.8, radius: 0.5 }]).firstEntry(2, 3, 2, -3, 0.5, 1)!;
    expect(up.t).toBeCloseTo(5.8 / 6, 5);
  });

  it("zoneEntryFraction measures from the move's start, off the origin", () => {
    // From (2, 3) along −x to (−8, 3), enemy at (−3, 3): stop at (−1, 3), 3 of 10" is t = 0.3.
    expect(zoneEntryFraction(2, 3, -8, 3, 0.5, 1, { x: -3, y: 3, radius: 0.5 })).toBeCloseTo(0.3, 5);
    // Diagonal, enemy off to the side: (2, 3) → (14, 19), enemy 10" along and 1" to the right,
    // at (8, 11) + (−0.8, 0.6) = (7.2, 11.6). Entered where 2² = 1² + d², d = √3 short of 10".
    expect(zoneEntryFraction(2, 3, 14, 19, 0.5, 1, { x: 7.2, y: 11.6, radius: 0.5 })).toBeCloseTo(
      (10 - Math.sqrt(3)) / 20,
      5,
    );
    // The same enemy 2.5" to the right never has its zone entered.
    expect(zoneEntryFraction(2, 3, 14, 19, 0.5, 1, { x: 6, y: 12.5, radius: 0.5 })).toBeNull();
  });
});

describe("which bases a vehicle path reaches, in order (necromunda-movement.md § Chain Collisions)", () => {
  // A ½"-radius mover and ½"-radius models: contact when the centres come within
  // 0.5 + 0.5 + 0.05 = 1.05".
  it("three-point path off the origin: two bases on one segment listed in reverse order", () => {
    const bases: Base[] = [
      { x: 2, y: 10, radius: 0.5 }, // segment 0, reached at y = 8.95: t = 5.95 / 10
      { x: 7, y: 13, radius: 0.5 }, // segment 1, reached at x = 5.95: t = 3.95 / 10
      { x: 2, y: 6, radius: 0.5 }, // segment 0, reached at y = 4.95: t = 1.95 / 10
      { x: 5, y: 16, radius: 0.5 }, // 3" off segment 1: never reached
    ];
    const contacts = basesAlongPath([p(2, 3), p(2, 13), p(12, 13)], 0.5, bases);
    expect(contacts.map((c) => [c.base, c.segment])).toEqual([
      [2, 0],
      [0, 0],
      [1, 1],
    ]);
    expect(contacts[0]!.t).toBeCloseTo(0.195, 5);
    expect(contacts[1]!.t).toBeCloseTo(0.595, 5);
    expect(contacts[2]!.t).toBeCloseTo(0.395, 5);
  });

  it("a segment late in the path does not jump ahead of an earlier one with a larger fraction", () => {
    // Segment 0 (2, 3) → (2, 13) reaches (2, 12) at y = 10.95: t = 0.795; segment 1 (2, 13) → (2, 23)
    // reaches (2, 15) at y = 13.95: t = 0.095. Path order is segment + t: 0.795 before 1.095.
    const contacts = basesAlongPath([p(2, 3), p(2, 13), p(2, 23)], 0.5, [
      { x: 2, y: 15, radius: 0.5 },
      { x: 2, y: 12, radius: 0.5 },
    ]);
    expect(contacts.map((c) => c.base)).toEqual([1, 0]);
    expect(contacts[0]!.t).toBeCloseTo(0.795, 5);
    expect(contacts[1]!.t).toBeCloseTo(0.095, 5);
  });

  it("sorts three bases on one segment by how far along it they are reached, not by list order", () => {
    // (2, 3) → (2, 13): bases at y = 9, 5 and 12 are reached at y = 7.95, 3.95 and 10.95.
    const contacts = basesAlongPath([p(2, 3), p(2, 13)], 0.5, [
      { x: 2, y: 9, radius: 0.5 },
      { x: 2, y: 5, radius: 0.5 },
      { x: 2, y: 12, radius: 0.5 },
    ]);
    expect(contacts.map((c) => c.base)).toEqual([1, 0, 2]);
    expect(contacts.map((c) => c.t)).toEqual([0.095, 0.495, 0.795].map((t) => expect.closeTo(t, 5)));
  });

  it("bases reached at the same point of a later segment go in the order given, among many", () => {
    // (2, 3) → (2, 7) → (22, 7): the second segment runs 20" along +x at y = 7. Nine pairs of
    // ½" bases stand 0.8" either side of it at x = 4, 6 … 20: each pair is reached at the same
    // point, √(1.05² − 0.8²) = 0.680" short of the pair's x, t = (x − 2.680) / 20. Eighteen bases
    // are more than the index holds in one node, so it visits them in its own order, not the list's.
    const xs = [12, 4, 18, 8, 20, 6, 14, 10, 16];
    const bases: Base[] = xs.flatMap((x, k) => {
      const above = { x, y: 7.8, radius: 0.5 };
      const below = { x, y: 6.2, radius: 0.5 };
      return k % 2 === 0 ? [above, below] : [below, above];
    });
    const contacts = basesAlongPath([p(2, 3), p(2, 7), p(22, 7)], 0.5, bases);
    // By x: 4 (indices 2, 3), 6 (10, 11), 8 (6, 7), 10 (14, 15), 12 (0, 1), 14 (12, 13),
    // 16 (16, 17), 18 (4, 5), 20 (8, 9); each pair lower index first.
    expect(contacts.map((c) => c.base)).toEqual([2, 3, 10, 11, 6, 7, 14, 15, 0, 1, 12, 13, 16, 17, 4, 5, 8, 9]);
    expect(contacts.every((c) => c.segment === 1)).toBe(true);
    expect(contacts[0]!.t).toBeCloseTo((4 - 2 - Math.sqrt(1.05 ** 2 - 0.8 ** 2)) / 20, 5);
    expect(contacts[17]!.t).toBeCloseTo((20 - 2 - Math.sqrt(1.05 ** 2 - 0.8 ** 2)) / 20, 5);
  });

  it("reaches bases along −y and diagonally, nearest first", () => {
    // (2, 3) → (2, −7): bases at (2, −5) and (2, 0) are reached at y = −3.95 and 1.05.
    const up = basesAlongPath([p(2, 3), p(2, -7)], 0.5, [
      { x: 2, y: -5, radius: 0.5 },
      { x: 2, y: 0, radius: 0.5 },
    ]);
    expect(up.map((c) => c.base)).toEqual([1, 0]);
    expect(up[0]!.t).toBeCloseTo(0.195, 5);
    expect(up[1]!.t).toBeCloseTo(0.695, 5);
    // (2, 3) → (14, 19), 20" along (0.6, 0.8): bases 15" and 5" along, reached 1.05" short.
    const diagonal = basesAlongPath([p(2, 3), p(14, 19)], 0.5, [
      { x: 11, y: 15, radius: 0.5 },
      { x: 5, y: 7, radius: 0.5 },
    ]);
    expect(diagonal.map((c) => c.base)).toEqual([1, 0]);
    expect(diagonal[0]!.t).toBeCloseTo(3.95 / 20, 5);
    expect(diagonal[1]!.t).toBeCloseTo(13.95 / 20, 5);
  });
});

describe("pushAside off the x axis (necromunda-movement.md § Running Over Fighters)", () => {
  // A 1"-radius vehicle runs over ½"-radius fighters, who are moved 1" clear of it: their
  // centres end 1 + 0.5 + 1 = 2.5" from the nearest point of the path. A fighter on the path
  // goes to the right of travel (y grows downwards: right of +x is +y, of +y is −x, of −x is −y,
  // of −y is +x).
  const fighter = (x: number, y: number): Base => ({ x, y, radius: 0.5 });

  it.each([
    ["+y", [p(2, 3), p(2, 13)], fighter(2, 8), p(-0.5, 8)],
    ["+y, off to the right", [p(2, 3), p(2, 13)], fighter(1, 6), p(-0.5, 6)],
    ["+y, off to the left", [p(2, 3), p(2, 13)], fighter(2.5, 8), p(4.5, 8)],
    ["−x", [p(12, 3), p(2, 3)], fighter(7, 3), p(7, 0.5)],
    ["−x, off to the left", [p(12, 3), p(2, 3)], fighter(7, 4), p(7, 5.5)],
    ["−y", [p(2, 13), p(2, 3)], fighter(2, 8), p(4.5, 8)],
    ["−y, off to the left", [p(2, 13), p(2, 3)], fighter(1.5, 8), p(-0.5, 8)],
    // (2, 3) → (14, 19) along (0.6, 0.8): right of it is (−0.8, 0.6); 10" along is (8, 11).
    ["diagonal", [p(2, 3), p(14, 19)], fighter(8, 11), p(6, 12.5)],
    // 1" to the left of (8, 11), at (8.8, 10.4): pushed on to 2.5" left, (10, 9.5).
    ["diagonal, off to the left", [p(2, 3), p(14, 19)], fighter(8.8, 10.4), p(10, 9.5)],
    ["up-left diagonal", [p(14, 19), p(2, 3)], fighter(8, 11), p(10, 9.5)],
  ] as const)("travel %s", (_, path, base, expected) => {
    const to = pushAside(path, 1, base, 1)!;
    expect(to.x).toBeCloseTo(expected.x, 9);
    expect(to.y).toBeCloseTo(expected.y, 9);
  });

  it("uses the path's last segment on a three-point path", () => {
    // (2, 3) → (12, 3) → (12, 13): a fighter at (12.5, 10) is 7" from the first segment and 0.5"
    // from the last, whose nearest point is (12, 10): pushed to (14.5, 10).
    const path = [p(2, 3), p(12, 3), p(12, 13)];
    expect(pushAside(path, 1, fighter(12.5, 10), 1)).toEqual({ x: 14.5, y: 10 });
    // On the last segment, travelling +y: to the right, −x.
    expect(pushAside(path, 1, fighter(12, 8), 1)).toEqual({ x: 9.5, y: 8 });
    // Left alone when already 2.5" from the last segment.
    expect(pushAside(path, 1, fighter(9.5, 8), 1)).toBeNull();
  });

  it("goes off the first of two equally near segments", () => {
    // (11, 4) is 1" from (11, 3) on the first segment and 1" from (12, 4) on the second:
    // pushed straight away from (11, 3), to (11, 5.5).
    const to = pushAside([p(2, 3), p(12, 3), p(12, 13)], 1, fighter(11, 4), 1)!;
    expect(to.x).toBeCloseTo(11, 9);
    expect(to.y).toBeCloseTo(5.5, 9);
  });
});

describe("pushAhead off the x axis (necromunda-movement.md § Move and Push During Collisions)", () => {
  // A 1"-radius pusher stops at (2, 3); the 1"-radius vehicle it hit head-on ends in base
  // contact straight ahead: 2" from (2, 3) along the last direction of travel.
  const pushed = (x: number, y: number, radius = 1): Base => ({ x, y, radius });

  it("pushes ahead along −y, +y and −x", () => {
    // −y: (2, 2.5) lies 0.5" ahead, less than 2": to (2, 1).
    expect(pushAhead(p(2, 3), p(0, -1), 1, pushed(2, 2.5))).toEqual({ x: 2, y: 1 });
    // +y with the pushed vehicle off to the side at (4, 4): 1" ahead: to (2, 5).
    expect(pushAhead(p(2, 3), p(0, 5), 1, pushed(4, 4))).toEqual({ x: 2, y: 5 });
    // −x: (1, 3.5) lies 1" ahead: to (0, 3).
    expect(pushAhead(p(2, 3), p(-4, 0), 1, pushed(1, 3.5))).toEqual({ x: 0, y: 3 });
  });

  it("leaves a vehicle already far enough ahead along y or a diagonal", () => {
    // −y: (2, 0) lies 3" ahead (the projection needs the y term: the x offset is 0).
    expect(pushAhead(p(2, 3), p(0, -1), 1, pushed(2, 0))).toBeNull();
    // +y: (2.5, 6) lies 3" ahead.
    expect(pushAhead(p(2, 3), p(0, 2), 1, pushed(2.5, 6))).toBeNull();
    // Diagonal (3, 4) with a 1.5" pusher: (3.8, 5.4) lies 3" ahead, beyond 2.5".
    expect(pushAhead(p(2, 3), p(3, 4), 1.5, pushed(3.8, 5.4))).toBeNull();
  });

  it("projects onto a diagonal from off the origin", () => {
    // (2.6, 3.8) lies 1" ahead along (0.6, 0.8); to 2.5" ahead: (2 + 1.5, 3 + 2) = (3.5, 5).
    const to = pushAhead(p(2, 3), p(3, 4), 1.5, pushed(2.6, 3.8))!;
    expect(to.x).toBeCloseTo(3.5, 9);
    expect(to.y).toBeCloseTo(5, 9);
    // A vehicle 2" to the side of the line, 1" ahead: (2.6, 3.8) + 2 · (−0.8, 0.6) = (1, 5).
    const side = pushAhead(p(2, 3), p(3, 4), 1.5, pushed(1, 5))!;
    expect(side.x).toBeCloseTo(3.5, 9);
    expect(side.y).toBeCloseTo(5, 9);
  });
});

describe("Ram (Double) halves the rammer's own damage head-on only (necromunda-movement.md § Collision Damage)", () => {
  // M8 is S7 AP−2 D2; halved to 4 it is S3 AP0 D1. Equal Toughness: no +1 either way.
  it("a side-on Ram does not halve the rammer's damage", () => {
    const c = n.vehicleCollision({ move: 8, moverToughness: 6, otherToughness: 6, arc: "side", ram: true });
    expect(c.moverHit).toEqual({ strength: 7, ap: -2, damage: 2 });
    expect(c.otherHit).toEqual({ strength: 7, ap: -2, damage: 2 });
  });

  it("a head-on Ram halves the rammer's damage, not the other's", () => {
    const c = n.vehicleCollision({ move: 8, moverToughness: 6, otherToughness: 6, arc: "front", ram: true });
    expect(c.moverHit).toEqual({ strength: 3, ap: 0, damage: 1 });
    expect(c.otherHit).toEqual({ strength: 7, ap: -2, damage: 2 });
  });

  it("a head-on contact without a Ram does not halve it", () => {
    const c = n.vehicleCollision({ move: 8, moverToughness: 6, otherToughness: 6, arc: "front" });
    expect(c.moverHit).toEqual({ strength: 7, ap: -2, damage: 2 });
  });
});

describe("a vehicle's finished move off the x axis (necromunda-movement.md § Move and Push During Collisions)", () => {
  // 1"-radius vehicles, M8, Toughness front 8 / side 7 / rear 6; with no facing known the hit lands
  // on the other's side (7). Contact when centres come within 1 + 1 + 0.05 = 2.05".
  const necromunda = getRuleset("necromunda");
  const vehicle = (id: string, x: number, y: number): ModelSnapshot => necromundaVehicle(id, x, y);
  const scene = (models: ModelSnapshot[]): SceneSnapshot =>
    inchScene(models, { unit: "in", gridStep: 1, bounds: null });
  const step = (x: number, y: number, action?: string): PathStep => ({
    x,
    y,
    elevation: 0,
    ...(action ? { action } : {}),
  });
  const notices = (effects: ReturnType<typeof vehicleMoveEffects>) =>
    effects.flatMap((e) => (e.type === "notice" && e.notice.kind === "vehicleCollision" ? [e.notice] : []));
  // M8: S7 AP−2 D2; +1 S, AP and D against the lower Toughness; halved to M4: S3 AP0 D1.
  const m8 = { strength: 7, ap: -2, damage: 2 };
  const m8Lower = { strength: 8, ap: -3, damage: 3 };
  const m4 = { strength: 3, ap: 0, damage: 1 };

  it('loot stays aboard in base contact with a rider within 0.05", and falls off 0.06" away (§ Fighters & Loot on Moving Vehicles)', () => {
    // v at (2, 3) covers (1, 2)–(3, 4); a ½"-radius rider aboard at (1.5, 2.5). A ½"-radius crate
    // 1.04" from it along (0.6, 0.8), at (2.124, 3.332), is 0.04" off: carried 5" along +y.
    // At 1.06", (2.136, 3.348), it is 0.06" off: it falls 1" off where v set off, at angle 0:
    // (2 + 1 + 0.5 + 1, 3) = (4.5, 3).
    const rider: ModelSnapshot = {
      id: "rider",
      name: "rider",
      kind: "character",
      disposition: "friendly",
      base: { x: 1.5, y: 2.5, radius: 0.5 },
      footprint: { x: 1, y: 2, width: 1, height: 1 },
      elevation: 0,
      status: "standing",
      characteristics: { move: 5, initiative: 4 },
      visible: true,
    };
    const crate = (x: number, y: number): ModelSnapshot => ({
      ...rider,
      id: "crate",
      name: "crate",
      kind: "loot",
      status: null,
      disposition: "neutral",
      base: { x, y, radius: 0.5 },
      footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
    });
    const crateTo = (loot: ModelSnapshot) => {
      const effects = vehicleMoveEffects(
        scene([vehicle("v", 2, 3), rider, loot]),
        "v",
        [step(2, 3), step(2, 8)],
        necromunda,
        {
          fallAngles: [0],
        },
      );
      const move = effects.find((e) => e.type === "move" && e.model === "crate");
      return move?.type === "move" ? move.to : null;
    };
    const carried = crateTo(crate(2.124, 3.332))!;
    expect(carried.x).toBeCloseTo(2.124, 9);
    expect(carried.y).toBeCloseTo(8.332, 9);
    const fell = crateTo(crate(2.136, 3.348))!;
    expect(fell.x).toBeCloseTo(4.5, 9);
    expect(fell.y).toBeCloseTo(3, 9);
  });

  it("head-on along −y: the other is pushed to base contact ahead of where the mover stops", () => {
    // (2, 13) → (2, 8) → (2, 3) meets w at (2, 6) head-on at y = 8.05; the mover's front (8) beats
    // w's side (7): w is pushed 2" beyond the mover's end along −y, to (2, 1).
    const s = scene([vehicle("v", 2, 13), vehicle("w", 2, 6)]);
    const effects = vehicleMoveEffects(s, "v", [step(2, 13), step(2, 8), step(2, 3)], necromunda);
    expect(notices(effects)).toEqual([
      {
        kind: "vehicleCollision",
        mover: "v",
        other: "w",
        collision: { arc: "front", result: "push", handlingModifier: 0, moverHit: m8, otherHit: m8Lower },
      },
    ]);
    expect(effects.filter((e) => e.type === "move")).toEqual([{ type: "move", model: "w", to: { x: 2, y: 1 } }]);
  });

  it("a head-on push along −y carries on into the next vehicle (§ Chain Collisions)", () => {
    // As above, with x at (2, 0): w, pushed from (2, 6) to (2, 1), meets x head-on at y = 2.05 and
    // pushes it 2" beyond its own end, to (2, −1). The initial vehicle's M8 powers both hits.
    const s = scene([vehicle("v", 2, 13), vehicle("w", 2, 6), vehicle("x", 2, 0)]);
    const effects = vehicleMoveEffects(s, "v", [step(2, 13), step(2, 8), step(2, 3)], necromunda);
    expect(notices(effects).map((c) => [c.mover, c.other, c.collision.arc, c.collision.result])).toEqual([
      ["v", "w", "front", "push"],
      ["w", "x", "front", "push"],
    ]);
    expect(effects.filter((e) => e.type === "move")).toEqual([
      { type: "move", model: "w", to: { x: 2, y: 1 } },
      { type: "move", model: "x", to: { x: 2, y: -1 } },
    ]);
  });

  it("side-on contacts along −y come in the order reached, each a Handling test", () => {
    // (2, 23) → (2, 3); "far" at (4, 8) and "near" at (0, 16) lie 2" off the path: reached at
    // y = 16.45 and 8.45, where the other lies at cos θ = 0.45 / 2.05 ≈ 0.22 from travel: side-on.
    const s = scene([vehicle("v", 2, 23), vehicle("far", 4, 8), vehicle("near", 0, 16)]);
    const effects = vehicleMoveEffects(s, "v", [step(2, 23), step(2, 3)], necromunda);
    expect(notices(effects).map((c) => [c.other, c.collision.arc, c.collision.result])).toEqual([
      ["near", "side", "handling"],
      ["far", "side", "handling"],
    ]);
    expect(effects.filter((e) => e.type === "move")).toEqual([]);
  });

  it("a side-on Ram (Double) does not halve the rammer's own damage; a head-on one does (§ Collision Damage)", () => {
    const side = vehicleMoveEffects(
      scene([vehicle("v", 2, 23), vehicle("w", 4, 8)]),
      "v",
      [step(2, 23), step(2, 3, "ram")],
      necromunda,
    );
    // Side 7 against side 7: no +1 either way.
    expect(notices(side).map((c) => [c.collision.arc, c.collision.moverHit, c.collision.otherHit])).toEqual([
      ["side", m8, m8],
    ]);
    const head = vehicleMoveEffects(
      scene([vehicle("v", 2, 13), vehicle("w", 2, 6)]),
      "v",
      [step(2, 13), step(2, 8, "ram"), step(2, 3, "ram")],
      necromunda,
    );
    expect(notices(head).map((c) => [c.collision.arc, c.collision.moverHit, c.collision.otherHit])).toEqual([
      ["front", m4, m8Lower],
    ]);
  });
});
