/**
 * Single branches that decide a rule and that no table row reached: the ruler's limit for the
 * first band and for no bands, the OpenD6 chase slowdown just above 0, jumping difficulty over
 * terrain, and a Necromunda vehicle dropping less than 1". Every expected value is the rules
 * text's own number, worked in the comments.
 */
import { describe, expect, it } from "vitest";
import {
  actionLimit,
  bandStanding,
  baseGap,
  basesAlongPath,
  contactArc,
  EngagementIndex,
  firstZoneEntry,
  getRuleset,
  insideZone,
  NaiveBaseFinder,
  nearestOnSegment,
  pushAhead,
  pushAside,
  withinLimit,
  zoneEntryFraction,
  type Base,
  type TurnBands,
} from "../../src/rules";
import * as n from "../../src/rules/rulesets/necromunda";
import * as d6 from "../../src/rules/rulesets/d6";

describe("the ruler's limit for an action's own band (necromunda-movement.md § Movement; rules/README.md ruling 7's bands)", () => {
  const necromunda = getRuleset("necromunda").bands;
  // M5: Crawl (Double) 3", Move 5", Ram 5", Charge (Double) 8", Run 10" — Crawl is the first band.
  const m5: TurnBands = {
    bands: [
      { action: "crawl", distance: 3 },
      { action: "move", distance: 5 },
      { action: "ram", distance: 5 },
      { action: "charge", distance: 8 },
      { action: "run", distance: 10 },
    ],
    flying: null,
    variant: "core",
    ratio: 1,
  };

  it('a Crawl, the first band, is limited to its own 3", not the last band\'s 10"', () => {
    expect(bandStanding(necromunda, m5, "crawl", 2, 2)).toEqual({
      index: 0,
      band: { action: "crawl", distance: 3 },
      budget: 3,
      bands: m5.bands,
      cost: 2,
      limit: 3,
    });
    expect(actionLimit(necromunda, m5, "crawl", false)).toBe(3);
    expect(withinLimit(necromunda, m5, "crawl", 3, 3)).toBe(true);
    expect(withinLimit(necromunda, m5, "crawl", 3.5, 3.5)).toBe(false);
  });

  it('an action that is no band (walk) is limited by the last band, Run 10"', () => {
    expect(bandStanding(necromunda, m5, "walk", 6, 6)).toMatchObject({ index: 3, budget: 8, limit: 10 });
  });

  it("halved budgets apply once the path costs more than it is long, not when it costs the same", () => {
    // A ruleset halving budgets in difficult terrain (dh2's alternate variant, rules/README.md ruling 3): Move 5, Run 10.
    const halving = { movementBands: () => [], difficultTerrainBudget: (d: number) => d / 2 };
    const turn: TurnBands = { ...m5, bands: [m5.bands[1]!, m5.bands[4]!] };
    // Cost 4 over 4: open ground, Move's 5 reached not; cost 4 over 3: difficult, Move's 2.5 passed.
    expect(bandStanding(halving, turn, "run", 4, 4)).toMatchObject({ index: 0, budget: 5, limit: 10 });
    expect(bandStanding(halving, turn, "run", 4, 3)).toMatchObject({ index: 1, budget: 5, limit: 5 });
    expect(bandStanding(halving, turn, "run", 4, 4 - 1e-3)).toMatchObject({ index: 1, limit: 5 });
    // A cost over the length by no more than rounding slack (1e-6, a path's summed steps) is open ground.
    expect(bandStanding(halving, turn, "run", 3 + 1e-6, 3)).toMatchObject({ index: 0, limit: 10 });
  });

  it("a model without bands may not move: standing, budget and limit are 0, not undefined", () => {
    const none: TurnBands = { ...m5, bands: [] };
    expect(bandStanding(necromunda, none, "move", 0, 0)).toEqual({
      index: 0,
      band: undefined,
      budget: 0,
      bands: [],
      cost: 0,
      limit: 0,
    });
    expect(bandStanding(necromunda, none, "move", 1, 1)).toMatchObject({ budget: 0, limit: 0 });
    expect(withinLimit(necromunda, none, "move", 0.5, 0.5)).toBe(false);
  });
});

describe("OpenD6 chase slowdown (d6-movement.txt § Accelerating & Decelerating)", () => {
  // "subtract 2 times the base Move from the current movement rate ... If this makes the current
  // movement zero, then the character stops. If it's less than zero, the character trips."
  it.each([
    [10, 40, { rate: 20, outcome: "continue" }], // the text's example: 40 − 2 × 10
    [10, 20.5, { rate: 0.5, outcome: "continue" }], // half a metre a round is still moving
    [10, 21, { rate: 1, outcome: "continue" }],
    [1, 2.25, { rate: 0.25, outcome: "continue" }],
    [10, 20, { rate: 0, outcome: "stop" }],
    [10, 19.5, { rate: 0, outcome: "trip" }],
    // Within rounding slack (1e-6 m) of zero, edge included, is zero: the smallest Move, 1e-6 m.
    [0.000001, 0.000001, { rate: 0, outcome: "stop" }],
  ] as const)("base Move %d at %d m a round: %o", (baseMove, currentRate, expected) => {
    expect(d6.chaseSlowdown({ baseMove, currentRate })).toEqual(expected);
  });
});

describe("OpenD6 movements at their edges (rules/README.md ruling 12; d6-movement.txt § Jumping, § Climbing)", () => {
  // Distances are summed from path steps: a millionth of a metre is rounding, not movement.
  it("any real distance is at least one movement; rounding slack is none, and adds none", () => {
    expect(d6.movements(10, 5e-7)).toBe(0);
    expect(d6.movements(10, 1e-6)).toBe(0); // the slack's edge is still slack
    // § Short Distances: up to half the rate is free (ruling 12), rounding slack and its edge included.
    expect(d6.isFree(10, 5.000001)).toBe(true);
    expect(d6.isFree(10, 5.00001)).toBe(false);
    expect(d6.movements(10, 0.01)).toBe(1);
    expect(d6.movements(10, 20 + 5e-7)).toBe(2);
    expect(d6.movements(10, 20.01)).toBe(3);
  });

  it("a leap or climb over its base distance by rounding slack alone costs no further step", () => {
    // Move 10: standing leap 3 m at 5, each further 2 m +10; unskilled climb 5 m at 5, each further 3 m +10.
    expect(d6.jumpDifficulty({ move: 10, distance: 3 + 5e-7 }).difficulty).toBe(5);
    expect(d6.jumpDifficulty({ move: 10, distance: 3.01 }).difficulty).toBe(15);
    expect(d6.jumpDifficulty({ move: 10, distance: 5 + 5e-7 }).difficulty).toBe(15);
    expect(d6.climbDifficulty({ move: 10, skilled: false, distance: 5 + 5e-7 })).toBe(5);
    expect(d6.climbDifficulty({ move: 10, skilled: false, distance: 5.01 })).toBe(15);
    expect(d6.climbDifficulty({ move: 10, skilled: false, distance: 8 + 5e-7 })).toBe(15);
  });
});

describe("OpenD6 terrain levels are their own names (d6-movement.txt § Movement Difficulty Modifiers)", () => {
  it("a list holding a level, or anything else whose text is one, is no level", () => {
    // Object.hasOwn would read ["rough"] as the key "rough": only a string is a level.
    expect(d6.isTerrainLevel("rough")).toBe(true);
    expect(d6.isTerrainLevel(["rough"])).toBe(false);
    expect(d6.isTerrainLevel({ toString: () => "easy" })).toBe(false);
    expect(() => d6.terrainModifier(["rough"] as never)).toThrow(RangeError);
    expect(() => d6.runningDifficulty({ move: 10, distance: 20, terrain: ["rough"] as never })).toThrow(
      /^Unknown OpenD6 terrain level/,
    );
  });
});

describe("OpenD6 jumping over terrain (d6-movement.txt § Jumping, § Movement Difficulty Modifiers)", () => {
  // Move 10: a standing leap of ¼ × 10 = 2.5 → 3 m at base difficulty 5; each further 2 m +10.
  it.each([
    ["easy", 3, 5], // 5 + 0
    ["moderate", 3, 10], // 5 + 5
    ["rough", 3, 15], // 5 + 10
    ["veryRough", 5, 30], // 5 + 10 (one further 2 m) + 15
    ["hazardous", 6, 45], // 5 + 20 (3 m beyond: two steps) + 20
    ["veryHazardous", 3, 30], // 5 + 25
  ] as const)("%s terrain, a %d m leap: difficulty %d", (terrain, distance, difficulty) => {
    expect(d6.jumpDifficulty({ move: 10, distance, terrain })).toEqual({ difficulty, bonus: 0 });
  });

  it("terrain adds to the running start's leap, and the bonus stays the running start's", () => {
    // Move 10, 5 m: 5 + 10; rough +10; two rounds of running start: +10 to the total.
    expect(d6.jumpDifficulty({ move: 10, distance: 5, runningRounds: 2, terrain: "rough" })).toEqual({
      difficulty: 25,
      bonus: 10,
    });
  });
});

describe('a Necromunda vehicle dropping under 1" (necromunda-movement.md § Falling Damage: Vehicles)', () => {
  // The table starts at 1"-2": a drop under 1" is no fall — no Handling test, no modifier.
  const ruleset = getRuleset("necromunda");

  it.each([0, 0.5, 0.999])('a %d" drop is no fall: no Handling test', (distance) => {
    expect(ruleset.tests.buildTest({ kind: "vehicleFall", distance })).toBeUndefined();
  });

  it('the Falling Vehicle modifier is 0 with no fall, −1 from 1" (rounded up)', () => {
    expect(n.fallingVehicleModifier(0)).toBe(0);
    expect(n.fallingVehicleModifier(-2)).toBe(0);
    expect(n.fallingVehicleModifier(Number.NaN)).toBe(0);
    expect(n.fallingVehicleModifier(0.5)).toBe(-1);
    expect(n.fallingVehicleModifier(1)).toBe(-1);
    expect(n.jumpDownModifier(0)).toBe(0);
  });

  it('a 1" drop is a Handling test at −1 and no hit (the 1"-2" row)', () => {
    expect(ruleset.tests.buildTest({ kind: "vehicleFall", distance: 1 })).toEqual({
      kind: "vehicleFall",
      characteristic: "handling",
      difficulty: "plain",
      distance: 1,
      modifiers: [{ source: "fallingVehicle", value: -1 }],
      request: { kind: "vehicleFall", distance: 1 },
    });
  });

  it('rounds a drop up to the inch only past the inch: 2" is the 1"-2" row, 2.01" the 3" row', () => {
    expect(n.fallingRow(2)!.from).toBe(1);
    expect(n.fallingRow(2.01)!.from).toBe(3);
    expect(n.fallingRow(1)!.from).toBe(1);
  });
});

describe('edges of the engagement geometry (necromunda-movement.md § The 1" Rule, § Vehicle Collisions)', () => {
  it('a gap exactly 1" away, or within measuring slack of it, is outside the 1" zone', () => {
    expect(insideZone(1, 1)).toBe(false);
    expect(insideZone(1 - 5e-7, 1)).toBe(false); // within the 1e-6 slack of the edge
    expect(insideZone(1 - 2e-6, 1)).toBe(true);
    expect(insideZone(-0.5, 1)).toBe(true); // overlapping bases are inside
    // Text is not a gap: never inside, even where JavaScript would compare it as a number.
    expect(insideZone("0.5" as never, 1)).toBe(false);
    expect(insideZone(0.5, "1" as never)).toBe(false);
  });

  it("the base gap is measured edge to edge off the axes", () => {
    // (2, 3) to (5, 7) is 5" (3-4-5): radii 2.5 and 0.5 leave 2".
    expect(baseGap({ x: 2, y: 3, radius: 2.5 }, { x: 5, y: 7, radius: 0.5 })).toBeCloseTo(2, 12);
    expect(baseGap({ x: 5, y: 7, radius: 0.5 }, { x: 2, y: 3, radius: 2.5 })).toBeCloseTo(2, 12);
  });

  it("a contact with no direction of travel, or at the mover's own centre, counts as head-on (Stride ruling)", () => {
    expect(contactArc({ x: 0, y: 0 }, { x: -3, y: 4 })).toBe("front");
    expect(contactArc({ x: 3, y: -4 }, { x: 0, y: 0 })).toBe("front");
  });

  it("the nearest point of a diagonal segment, clamped to its ends", () => {
    // (2, 3) → (14, 19) along (0.6, 0.8): (6.4, 12.2) lies 2" to the right of (8, 11).
    const a = { x: 2, y: 3 };
    const b = { x: 14, y: 19 };
    const near = nearestOnSegment({ x: 6.4, y: 12.2 }, a, b);
    expect(near.x).toBeCloseTo(8, 12);
    expect(near.y).toBeCloseTo(11, 12);
    expect(nearestOnSegment({ x: 20, y: 27 }, a, b)).toEqual(b); // beyond the end: t = 1.5, clamped
    expect(nearestOnSegment({ x: 0, y: 0 }, a, b)).toEqual(a); // before the start: t < 0, clamped
    expect(nearestOnSegment({ x: 5, y: 5 }, a, a)).toEqual(a); // a segment of no length
  });

  it("a vehicle that did not move pushes a fighter on its centre along +x, and others straight away (§ Running Over Fighters)", () => {
    // 1"-radius vehicle at (2, 3), ½"-radius fighter, 1" gap: centres 2.5" apart afterwards.
    expect(pushAside([{ x: 2, y: 3 }], 1, { x: 2, y: 3, radius: 0.5 }, 1)).toEqual({ x: 4.5, y: 3 });
    expect(pushAside([{ x: 2, y: 3 }], 1, { x: 2, y: 4, radius: 0.5 }, 1)).toEqual({ x: 2, y: 5.5 });
    expect(pushAside([{ x: 2, y: 3 }], 1, { x: 2, y: 5.5, radius: 0.5 }, 1)).toBeNull(); // already 2.5" away
  });

  it("a pusher that did not move pushes nothing ahead (§ Move and Push During Collisions)", () => {
    expect(pushAhead({ x: 2, y: 3 }, { x: 0, y: 0 }, 1, { x: 2.5, y: 3, radius: 1 })).toBeNull();
  });

  it("a path does not reach a base it starts on, nor any base with one point", () => {
    const bases = [
      { x: 2, y: 3, radius: 0.5 }, // under the start
      { x: 2, y: 8, radius: 0.5 }, // reached at y = 6.95: t = 3.95 / 10
    ];
    expect(
      basesAlongPath(
        [
          { x: 2, y: 3 },
          { x: 2, y: 13 },
        ],
        0.5,
        bases,
      ).map((c) => [c.base, c.t]),
    ).toEqual([[1, expect.closeTo(0.395, 5)]]);
    expect(basesAlongPath([{ x: 2, y: 3 }], 0.5, bases)).toEqual([]);
    // With no tolerance, a base 0.04" off the path's side is not reached; with the default 0.05" it is.
    const side = [{ x: 3.04, y: 8, radius: 0.5 }];
    expect(
      basesAlongPath(
        [
          { x: 2, y: 3 },
          { x: 2, y: 13 },
        ],
        0.5,
        side,
        0,
      ),
    ).toEqual([]);
    expect(
      basesAlongPath(
        [
          { x: 2, y: 3 },
          { x: 2, y: 13 },
        ],
        0.5,
        side,
      ),
    ).toHaveLength(1);
  });
  it.each([
    ["EngagementIndex", (bases: Base[]) => new EngagementIndex(bases)],
    ["NaiveBaseFinder", (bases: Base[]) => new NaiveBaseFinder(bases)],
  ] as const)("%s: of two zones a mover stands in, the closer base is the one found", (_, finder) => {
    // A ½" mover at (2, 3); ½" bases 1.8" and 1.3" from its centre, gaps 0.8" and 0.3": both inside 1".
    const bases: Base[] = [
      { x: 2 + 1.8 * 0.6, y: 3 + 1.8 * 0.8, radius: 0.5 },
      { x: 2 - 1.3 * 0.8, y: 3 + 1.3 * 0.6, radius: 0.5 },
    ];
    expect(finder(bases).firstWithin(2, 3, 0.5, 1)).toBe(1);
    expect(finder([bases[1]!, bases[0]!]).firstWithin(2, 3, 0.5, 1)).toBe(0);
  });

  it("a base passed twice is listed where it was first reached (§ Chain Collisions)", () => {
    // Out (2, 3) → (2, 13) and back: the ½" base at (2, 8) is reached at y = 6.95 going out (segment
    // 0, t = 0.395) and at y = 9.05 coming back (segment 1, t = 0.395): the first contact counts.
    const contacts = basesAlongPath(
      [
        { x: 2, y: 3 },
        { x: 2, y: 13 },
        { x: 2, y: 3 },
      ],
      0.5,
      [{ x: 2, y: 8, radius: 0.5 }],
    );
    expect(contacts.map((c) => [c.base, c.segment])).toEqual([[0, 0]]);
  });

  it("a gap of exactly the zone less its measuring slack is still outside (the slack is not inside)", () => {
    expect(insideZone(1 - 1e-6, 1)).toBe(false);
    expect(insideZone(0.5 - 1e-6, 0.5)).toBe(false);
  });

  it.each([
    ["EngagementIndex", (bases: Base[]) => new EngagementIndex(bases)],
    ["NaiveBaseFinder", (bases: Base[]) => new NaiveBaseFinder(bases)],
  ] as const)(
    "%s: a fighter standing on a zone's edge, not inside it, is stopped at once when it moves in (§ The 1\" Rule)",
    (_, finder) => {
      // ½" bases, 1" zone: the edge is 2" centre to centre less the 1e-6 slack. Standing there the gap
      // is not inside the zone, so a move toward the base enters it at its very start (t = 0).
      const base = { x: 0, y: 3, radius: 0.5 };
      const edge = 0.5 + 0.5 + 1 - 1e-6;
      expect(insideZone(baseGap({ x: edge, y: 3, radius: 0.5 }, base), 1)).toBe(false);
      expect(zoneEntryFraction(edge, 3, -3, 3, 0.5, 1, base)).toBe(0);
      expect(finder([base]).firstEntry(edge, 3, -3, 3, 0.5, 1)).toEqual({ base: 0, t: 0 });
      const path = [
        { x: edge, y: 3 },
        { x: -3, y: 3 },
      ];
      expect(firstZoneEntry(path, 0.5, 1, finder([base]))).toEqual({ segment: 0, t: 0, base: 0, stop: path[0] });
      // Moving away from the edge enters nothing.
      expect(zoneEntryFraction(edge, 3, 6, 3, 0.5, 1, base)).toBeNull();
    },
  );

  it("the reference finder names the first base listed when two zones are entered, or two gaps inside, alike", () => {
    // Bases mirrored across the path (0, 3) → (10, 3): both zones are entered at the same t.
    const above = { x: 5, y: 4.5, radius: 0.5 };
    const below = { x: 5, y: 1.5, radius: 0.5 };
    expect(new NaiveBaseFinder([above, below]).firstEntry(0, 3, 10, 3, 0.5, 1)?.base).toBe(0);
    expect(new NaiveBaseFinder([below, above]).firstEntry(0, 3, 10, 3, 0.5, 1)?.base).toBe(0);
    // A mover at (5, 3) between them: both gaps are 0.5", inside 1".
    expect(new NaiveBaseFinder([above, below]).firstWithin(5, 3, 0.5, 1)).toBe(0);
    expect(new NaiveBaseFinder([below, above]).firstWithin(5, 3, 0.5, 1)).toBe(0);
  });

  it("a base off the path by as little as a billionth of an inch is pushed away on its own side, not to the right (§ Running Over Fighters)", () => {
    // Travel along +x: the right-hand side (y grows downwards) is +y; the base lies 1e-9" to −y.
    const pushed = pushAside(
      [
        { x: -5, y: 0 },
        { x: 5, y: 0 },
      ],
      1,
      { x: 0, y: -1e-9, radius: 0.5 },
      1,
    );
    expect(pushed).toEqual({ x: 0, y: -2.5 });
    // Centred on the path (closer than that), it goes to the right.
    expect(
      pushAside(
        [
          { x: -5, y: 0 },
          { x: 5, y: 0 },
        ],
        1,
        { x: 0, y: 0, radius: 0.5 },
        1,
      ),
    ).toEqual({ x: 0, y: 2.5 });
  });
});

describe("Necromunda vehicles of equal Toughness (necromunda-movement.md § Move and Push During Collisions, § Collision Damage)", () => {
  // "pushed until the moving vehicle stops moving (unless the moving vehicle has a lower Toughness)";
  // "+1 modifier if the moving vehicle has a higher Toughness"; "+1S, AP & D to a vehicle with lower Toughness".
  it("head-on, an equally tough mover pushes; side-on, its Handling test has no +1", () => {
    expect(n.vehicleContact("front", 7, 7)).toEqual({ kind: "push", modifier: 0 });
    expect(n.vehicleContact("side", 7, 7)).toEqual({ kind: "handling", modifier: 0 });
  });

  it("neither of two equally tough vehicles takes the +1 of the weaker", () => {
    // M6: S5 AP−1 D1 for both.
    expect(n.vehicleCollision({ move: 6, moverToughness: 7, otherToughness: 7, arc: "front" })).toEqual({
      arc: "front",
      result: "push",
      handlingModifier: 0,
      moverHit: { strength: 5, ap: -1, damage: 1 },
      otherHit: { strength: 5, ap: -1, damage: 1 },
    });
  });
});
