/**
 * Necromunda moves through `rules.play`, with the numbers of necromunda-movement.md: § The 1"
 * Rule (within 1" of an enemy, fighters can't move; a Charge may go in when it ends in base
 * contact), § Movement (YAQ: fighters move through friendly fighters, not enemies) and base
 * contact within 0.05" (docs/rulings.md). A fighter with Move 4" (Charge up to 7") on a 1" base
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

describe("rules.play: Necromunda falls end the activation (§ Leaping Gaps, § Jumping Down, § Falling Damage)", () => {
  /** A fighter with Move 5" and Initiative 4+, on a 1" base, at (x, 0) and `elevation`. */
  const ganger = (x: number, elevation: number): PlayModel => ({
    id: "a",
    type: "fighter",
    side: "friendly",
    x,
    y: 0,
    elevation,
    base: 1,
    system: { profile: { move: 5, i: 4 } },
  });
  /** A 2" gap from x = 3" to 5", its floor 4" below the gantry (bottom 4": raised off the floor). */
  const gap = {
    id: "gap",
    shape: { type: "rectangle" as const, x: 3, y: -5, width: 2, height: 10 },
    bottom: 4,
    top: null,
    terrain: [{ condition: "gap", height: 4 }],
  };

  it('a failed leap over a 4" drop drops the fighter into the gap, Pinned, and it moves no further', () => {
    const t = play({ ruleset: "necromunda", combat: true, models: [ganger(0, 4)], regions: [gap] });
    const m = t.move("a", { action: "move", path: [[8, 0, 4]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "leap", at: { x: 3, elevation: 4 } });
    const leap = m.tests.find((x) => x.kind === "leap")!;
    expect(leap.target).toBe(4);
    const r = t.resolve(leap, { roll: 3 });
    // 4" row of the falling table: S3 AP– D1 (resolution.hit), Pinned, the activation over.
    expect(r).toMatchObject({ success: false, outcome: "fallsHit" });
    expect(r.consequences).toContainEqual({ type: "turnAction", remaining: 0 });
    // Straight down to the nearest place its whole base is over the gap: centre 3.5", on the floor.
    expect(t.model("a")).toMatchObject({ x: 3.5, y: 0, elevation: 0, status: ["prone"] });
    const after = t.move("a", { action: "move", path: [[3.5, 3, 0]] });
    expect(after.stopped?.reason).toBe("allowance");
    expect(after.end.y).toBeCloseTo(0, 5);
    t.endTurn();
    expect(t.move("a", { action: "move", path: [[3.5, 3, 0]] }).stopped).toBeNull();
  });

  it('a failed jump down of 3" (−1: 5+ needed) leaves the fighter at the foot of the drop, not 2" on', () => {
    const t = play({ ruleset: "necromunda", combat: true, models: [ganger(0, 3)] });
    const m = t.move("a", {
      action: "jump",
      path: [
        [1, 0, 3],
        [1, 0, 0],
        [3, 0, 0],
      ],
    });
    expect(m.stopped).toBeNull();
    expect(m.end).toEqual({ x: 3, y: 0, elevation: 0 });
    const jump = m.tests.find((x) => x.kind === "jumpDown")!;
    expect(jump).toMatchObject({ distance: 3, modifier: -1, target: 5 });
    const r = t.resolve(jump, { roll: 4 });
    expect(r.outcome).toBe("fallsHit");
    const at = t.model("a");
    expect([at.x, at.y, at.elevation, at.status]).toEqual([1, expect.closeTo(0, 9), 0, ["prone"]]);
    const after = t.move("a", { action: "move", path: [[1, 2, 0]] });
    expect(after.stopped?.reason).toBe("allowance");
    expect(after.end.y).toBeCloseTo(0, 5);
  });

  it("a passed jump down stays where the move ended and the fighter moves on", () => {
    const t = play({ ruleset: "necromunda", combat: true, models: [ganger(0, 3)] });
    const m = t.move("a", {
      action: "jump",
      path: [
        [1, 0, 3],
        [1, 0, 0],
        [3, 0, 0],
      ],
    });
    const r = t.resolve(
      m.tests.find((x) => x.kind === "jumpDown")!,
      { roll: 5 },
    );
    expect(r.success).toBe(true);
    expect(t.model("a")).toMatchObject({ x: 3, y: 0, elevation: 0, status: [] });
    expect(t.move("a", { action: "move", path: [[3, 1, 0]] }).stopped).toBeNull();
  });
});

describe("rules.play: Necromunda climbing down is climbing; only a chosen jump is a jump down (§ Climbing, § Jumping Down)", () => {
  /** A fighter with Move 5" (Run 10", Charge up to 8") and Initiative 4+ at (0, 0), `elevation` up. */
  const up = (elevation: number) =>
    play({
      ruleset: "necromunda",
      combat: true,
      models: [
        {
          id: "a",
          type: "fighter",
          side: "friendly",
          x: 0,
          y: 0,
          elevation,
          base: 1,
          system: { profile: { move: 5 } },
        },
      ],
    });
  const down3: number[][] = [
    [1, 0, 3],
    [1, 0, 0],
  ];

  it('a Run that climbs 3" down costs 6" for the height, like 3" up, and posts no test', () => {
    const m = up(3).move("a", { action: "run", path: down3 });
    expect(m.stopped).toBeNull();
    expect(m.segments).toEqual([
      { mode: "crawl", distance: 1, cost: 1 },
      { mode: "climbDown", distance: 3, cost: 6 },
    ]);
    expect(m.tests).toEqual([]);
  });

  it("the same drop jumped (Foundry's jump action) costs nothing for its 3\" and is tested at −1 (5+)", () => {
    const m = up(3).move("a", { action: "jump", path: down3 });
    expect(m.stopped).toBeNull();
    expect(m.segments.reduce((sum, s) => sum + s.cost, 0)).toBe(1);
    expect(m.tests.map((t) => [t.kind, t.distance, t.modifier, t.target])).toEqual([["jumpDown", 3, -1, 5]]);
  });

  it('a Charge (up to 8") that cannot finish climbing 4" down (1" + 8") stays where it was declared', () => {
    const m = up(4).move("a", {
      action: "charge",
      path: [
        [1, 0, 4],
        [1, 0, 0],
      ],
    });
    expect(m.stopped?.reason).toBe("climb");
    expect(m.end).toEqual({ x: 0, y: 0, elevation: 4 });
  });

  it('up 3" then a 3" jump down still tests the jump: a rise does not cancel a drop', () => {
    // 1" across and 3" up cost 1" + 6"; 1" across; the jump's 3" cost nothing: 8" of the Run's 10".
    const m = up(0).move("a", {
      action: "jump",
      path: [
        [1, 0, 3],
        [2, 0, 3],
        [2, 0, 0],
      ],
    });
    expect(m.stopped).toBeNull();
    expect(m.end).toEqual({ x: 2, y: 0, elevation: 0 });
    expect(m.tests.map((t) => [t.kind, t.distance, t.target])).toEqual([["jumpDown", 3, 5]]);
  });

  it('two jumped drops of 2" and 6" are two tests, each with its own modifier (none: 4+; −2: 6+)', () => {
    const m = up(8).move("a", {
      action: "jump",
      path: [
        [1, 0, 8],
        [1, 0, 6],
        [2, 0, 6],
        [2, 0, 0],
      ],
    });
    expect(m.tests.map((t) => [t.kind, t.distance, t.modifier, t.target])).toEqual([
      ["jumpDown", 2, 0, 4],
      ["jumpDown", 6, -2, 6],
    ]);
  });
});

describe("rules.play: Necromunda Ram (§ Collision Damage: a head-on Ram halves the rammer's own Move)", () => {
  /** A vehicle of Move `move` with Toughness 8 all round on a 2" base, facing +x (rotation −90°). */
  const vehicle = (id: string, x: number, y: number, move: number, side: PlayModel["side"]): PlayModel => ({
    id,
    type: "vehicle",
    side,
    x,
    y,
    base: 2,
    rotation: -90,
    system: { move, toughness: { front: 8, side: 8, rear: 8 }, handling: 5 },
  });
  const collisions = (m: PlayMove) =>
    m.effects.flatMap((e) => (e.type === "notice" && e.notice.kind === "vehicleCollision" ? [e.notice.collision] : []));

  it("an M11 Ram head-on takes its own hit at M6 (11 ÷ 2 = 5½, rounded up: S5 AP−1), the other M11's (S9 AP−3 D3)", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 0, 0, 11, "friendly"), vehicle("b", 5, 0, 5, "hostile")],
    });
    const [hit] = collisions(t.move("a", { action: "ram", path: [[6, 0]] }));
    expect(hit).toMatchObject({
      arc: "front",
      moverHit: { strength: 5, ap: -1, damage: 1 },
      otherHit: { strength: 9, ap: -3, damage: 3 },
    });
  });

  it("the same Ram glancing off a vehicle side-on is not halved: both take M11's hit", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 0, 0, 11, "friendly"), vehicle("b", 4, 1.95, 5, "hostile")],
    });
    const [hit] = collisions(t.move("a", { action: "ram", path: [[6, 0]] }));
    expect(hit).toMatchObject({
      arc: "side",
      moverHit: { strength: 9, ap: -3, damage: 3 },
      otherHit: { strength: 9, ap: -3, damage: 3 },
    });
  });
});

describe("rules.play: Necromunda outcomes applied as statuses (§ Dangerous Terrain, § Falling Damage: Vehicles)", () => {
  it("a failed dangerous-terrain test puts the fighter Out of Action (its status), naming the Lasting Injury", () => {
    const sump = {
      id: "sump",
      shape: { type: "rectangle" as const, x: 2, y: -5, width: 3, height: 10 },
      terrain: [{ condition: "dangerous" }],
    };
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0)],
      regions: [sump],
    });
    const m = t.move("a", { action: "move", path: [[4, 0]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "dangerous" });
    const test = m.tests.find((x) => x.kind === "dangerous")!;
    const r = t.resolve(test, { roll: 1 });
    // The card's outcome: "Goes Out of Action at once; roll for a Lasting Injury."
    expect(r.outcome).toBe("outOfAction");
    expect(t.model("a").status).toEqual(["necroOutOfAction"]);
  });

  it('a vehicle (Handling 5+) falling 2" that fails its Handling test at −1 (6+) Loses Control (its status)', () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [
        {
          id: "v",
          type: "vehicle",
          side: "friendly",
          x: 0,
          y: 0,
          elevation: 2,
          base: 2,
          system: { move: 7, handling: 5 },
        },
      ],
    });
    const m = t.move("v", {
      action: "move",
      path: [
        [1, 0, 2],
        [1, 0, 0],
      ],
    });
    const fall = m.tests.find((x) => x.kind === "vehicleFall")!;
    expect(fall).toMatchObject({ distance: 2, modifier: -1, target: 6 });
    const r = t.resolve(fall, { roll: 5 });
    expect(r.outcome).toBe("loseControl");
    expect(t.model("v").status).toEqual(["necroLossOfControl"]);
  });

  it("a passed test sets no status", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [{ id: "v", type: "vehicle", side: "friendly", x: 0, y: 0, elevation: 2, base: 2, system: { move: 7 } }],
    });
    const m = t.move("v", {
      action: "move",
      path: [
        [1, 0, 2],
        [1, 0, 0],
      ],
    });
    expect(t.resolve(m.tests[0]!, { roll: 6 }).outcome).toBe("vehicleLands");
    expect(t.model("v").status).toEqual([]);
  });
});

describe("rules.play: Necromunda Pinned is the Prone status (§ Running Over Fighters)", () => {
  /** A vehicle (Move 7") driving 8" along y = 0 through a fighter (Initiative 4+) at x = 4". */
  const runOver = (status: string[], field = "standing") => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [
        { id: "v", type: "vehicle", side: "hostile", x: 0, y: 0, base: 2, system: { move: 7 } },
        {
          id: "f",
          type: "fighter",
          side: "friendly",
          x: 4,
          y: 0,
          base: 1,
          status,
          system: { profile: { i: 4 }, status: field },
        },
      ],
    });
    return t.move("v", { action: "move", path: [[8, 0]] }).tests.find((x) => x.kind === "runOver")!;
  };

  it("a standing fighter tests at +1 (3+ for Initiative 4+)", () => {
    expect(runOver([])).toMatchObject({ modifier: 1, target: 3 });
  });

  it("a fighter with the Prone status is Pinned: no modifier (4+), whatever its data says", () => {
    expect(runOver(["prone"])).toMatchObject({ modifier: 0, target: 4 });
  });

  it("data saved with the older pinned still reads as Pinned until it is moved to the status", () => {
    expect(runOver([], "pinned")).toMatchObject({ modifier: 0, target: 4 });
  });

  it("Seriously Injured (its data) is a flat 6+, Prone or not", () => {
    expect(runOver(["prone"], "seriouslyInjured")).toMatchObject({ modifier: 0, target: 6 });
  });
});

describe("rules.play: Necromunda, the Charge moves Move + the D3 rolled at the table", () => {
  it('Move 4" + D3 2 = a 6" Charge: a 7" drag stops at 6" (allowance)', () => {
    const m = table().move("a", { action: "charge", d3: 2, path: [[7, 0]] });
    expect(m.stopped?.reason).toBe("allowance");
    expect(m.end.x).toBeCloseTo(6, 5);
  });

  it('Move 4" + D3 2: a 6" Charge stands', () => {
    const m = table().move("a", { action: "charge", d3: 2, path: [[6, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(6);
  });

  it('without a D3 the Charge counts 3: Move 4" + 3 = 7"', () => {
    const m = table().move("a", { action: "charge", path: [[7, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(7);
  });

  it("the turn's D3 stands for its later Charge moves and is cleared with the turn", () => {
    const t = table();
    expect(t.move("a", { action: "charge", d3: 1, path: [[3, 0]] }).stopped).toBeNull();
    const second = t.move("a", { action: "charge", path: [[6, 0]] });
    expect(second.stopped?.reason).toBe("allowance");
    expect(second.end.x).toBeCloseTo(5, 5);
    expect(() => t.move("a", { action: "charge", d3: 3, path: [[6, 0]] })).toThrow(RangeError);
    t.endTurn();
    expect(t.move("a", { action: "charge", d3: 3, path: [[5 + 7, 0]] }).stopped).toBeNull();
  });

  it("a D3 other than 1, 2 or 3 is refused", () => {
    for (const d3 of [0, 4, 2.5, Number.NaN]) {
      expect(() => table().move("a", { action: "charge", d3, path: [[1, 0]] })).toThrow(RangeError);
    }
  });
});

describe("rules.play: Necromunda side-on collisions move a vehicle aside (§ Move and Push During Collisions)", () => {
  /** A vehicle of Move `move` with Toughness 8 all round on a 2" base, facing +x (rotation −90°), Handling 5+. */
  const vehicle = (id: string, x: number, y: number, move: number, side: PlayModel["side"]): PlayModel => ({
    id,
    type: "vehicle",
    side,
    x,
    y,
    base: 2,
    rotation: -90,
    system: { move, toughness: { front: 8, side: 8, rear: 8 }, handling: 5 },
  });
  /** An M8 vehicle driving 6" along +x past another whose centre is 1.5" off its line: their sides meet. */
  const sideSwipe = () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 0, 0, 8, "friendly"), vehicle("b", 4, 1.5, 5, "hostile")],
    });
    const m = t.move("a", { action: "move", path: [[6, 0]] });
    return { t, m };
  };

  it("the mover takes a Handling test (5+, equal Toughness: no +1)", () => {
    const { m } = sideSwipe();
    expect(m.tests.map((x) => [x.model, x.kind, x.target])).toEqual([["a", "sideOn", 5]]);
  });

  it("passed (a 5): the other vehicle is moved aside the shortest way, ½\" until its base clears the mover's path", () => {
    const { t, m } = sideSwipe();
    const r = t.resolve(m.tests[0]!, { roll: 5 });
    expect(r.outcome).toBe("sideOnPass");
    expect(r.effects).toEqual([{ type: "move", model: "b", to: { x: 4, y: 2 } }]);
    expect(t.model("b")).toMatchObject({ x: 4, y: 2 });
    expect(t.model("a")).toMatchObject({ x: 6, y: 0 });
  });

  it('failed (a 4): the moving vehicle is moved the other way by as much (½"), the other stays', () => {
    const { t, m } = sideSwipe();
    const r = t.resolve(m.tests[0]!, { roll: 4 });
    expect(r.outcome).toBe("sideOnFail");
    expect(t.model("a")).toMatchObject({ x: 6, y: -0.5 });
    expect(t.model("b")).toMatchObject({ x: 4, y: 1.5 });
  });

  /** A fighter of Initiative 4+ standing on a vehicle's deck, 1" up, at (x, y). */
  const rider = (id: string, x: number, y: number, side: PlayModel["side"]): PlayModel => ({
    id,
    type: "fighter",
    side,
    x,
    y,
    elevation: 1,
    base: 1,
    system: { profile: { move: 4, initiative: 4 } },
  });

  it("failed: the mover's rider goes aside with it (½\"), having tested once this activation, for the drive", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 0, 0, 8, "friendly"), vehicle("b", 4, 1.5, 5, "hostile"), rider("r", 0, -0.3, "friendly")],
    });
    const m = t.move("a", { action: "move", path: [[6, 0]] });
    expect(m.tests.map((x) => [x.model, x.kind])).toEqual([
      ["a", "sideOn"],
      ["r", "riding"],
    ]);
    expect(t.model("r")).toMatchObject({ x: 6, y: -0.3, elevation: 1 });
    const r = t.resolve(m.tests[0]!, { roll: 4 });
    expect(r.outcome).toBe("sideOnFail");
    expect(t.model("a")).toMatchObject({ x: 6, y: -0.5 });
    expect(t.model("r").x).toBeCloseTo(6, 9);
    expect(t.model("r").y).toBeCloseTo(-0.8, 9);
    expect(t.model("r").elevation).toBe(1);
    expect(r.tests).toEqual([]);
  });

  it("passed: the other vehicle's rider goes aside with it (½\") and tests to hold on (Initiative 4+)", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 0, 0, 8, "friendly"), vehicle("b", 4, 1.5, 5, "hostile"), rider("q", 4, 1.8, "hostile")],
    });
    const m = t.move("a", { action: "move", path: [[6, 0]] });
    const r = t.resolve(m.tests[0]!, { roll: 5 });
    expect(r.outcome).toBe("sideOnPass");
    expect(t.model("b")).toMatchObject({ x: 4, y: 2 });
    expect(t.model("q").x).toBeCloseTo(4, 9);
    expect(t.model("q").y).toBeCloseTo(2.3, 9);
    expect(r.tests.map((x) => [x.model, x.kind, x.target])).toEqual([["q", "riding", 4]]);
  });
});

describe('rules.play: Necromunda, a fighter moved involuntarily ends 1" from enemies (§ Involuntary Move)', () => {
  /** An M8 vehicle on a 2" base at the origin, facing +x. */
  const truck: PlayModel = {
    id: "v",
    type: "vehicle",
    side: "hostile",
    x: 0,
    y: 0,
    base: 2,
    rotation: -90,
    system: { move: 8, toughness: { front: 8, side: 8, rear: 8 }, handling: 5 },
  };
  /** The vehicle drives 8" along +x over fighter "f" (centre 0.5" off its line) with enemy "e" at (4, 4). */
  const runOver = (enemyStatus: string) => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [truck, fighter("f", "friendly", 4, 0.5), fighter("e", "hostile", 4, 4, enemyStatus)],
    });
    t.move("v", { action: "move", path: [[8, 0]] });
    return t.model("f");
  };

  it('run over, moved 1" clear of the vehicle (to y 2.5: 0.5" from e) and on to 1" from e (y 2)', () => {
    const f = runOver("standing");
    expect(f.x).toBeCloseTo(4, 6);
    expect(f.y).toBeCloseTo(2, 5);
  });

  it('a Seriously Injured enemy holds no zone: the fighter stays 1" clear of the vehicle (y 2.5)', () => {
    expect(runOver("seriouslyInjured")).toMatchObject({ x: 4, y: 2.5 });
  });

  it("an enemy rider carried on the vehicle counts where the move leaves it, not where it started", () => {
    // f at (8, 1.2) stops the vehicle where the bases touch: x 8 − √(1.5² − 1.2²) = 7.1. The rider r
    // at (0.5, 0.9) is carried 7.1" to (7.6, 0.9); f goes 1" clear of the vehicle, straight out from
    // its centre along (0.6, 0.8) to 2.5" away: (8.6, 2). That is within 2" of r's centre, so f goes
    // on straight out from r to 2": (7.6, 0.9) + 2·(1, 1.1)/√2.21.
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [truck, fighter("f", "friendly", 8, 1.2), fighter("r", "hostile", 0.5, 0.9)],
    });
    t.move("v", { action: "move", path: [[8, 0]] });
    expect(t.model("r").x).toBeCloseTo(7.6, 9);
    const f = t.model("f");
    expect(f.x).toBeCloseTo(7.6 + 2 / Math.sqrt(2.21), 5);
    expect(f.y).toBeCloseTo(0.9 + 2.2 / Math.sqrt(2.21), 5);
  });

  it("a friend's base at (4, 1.6) where y 2 would be: it ends where 2\" from e's centre meets 1\" from the friend's", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [
        truck,
        fighter("f", "friendly", 4, 0.5),
        fighter("e", "hostile", 4, 4),
        fighter("g", "friendly", 4, 1.6),
      ],
    });
    t.move("v", { action: "move", path: [[8, 0]] });
    const f = t.model("f");
    // Circles of 2" about (4, 4) and 1" about (4, 1.6), 2.4 apart: 1.825 from e, ±√(4 − 1.825²) across.
    expect(Math.abs(f.x - 4)).toBeCloseTo(Math.sqrt(4 - 1.825 ** 2), 5);
    expect(f.y).toBeCloseTo(4 - 1.825, 5);
    expect(t.model("g")).toMatchObject({ x: 4, y: 1.6 });
  });
});

describe("rules.play: Necromunda, a Move ends mid-climb only when the next Move can finish it (§ Climbing)", () => {
  /** A fighter with Move 4" (Run 8") at the origin, on the floor. */
  const climber = () =>
    play({
      ruleset: "necromunda",
      combat: true,
      models: [{ id: "a", type: "fighter", side: "friendly", x: 0, y: 0, base: 1, system: { profile: { move: 4 } } }],
    });
  /** 1" to a wall, then straight up it `height` inches. */
  const wall = (height: number) => [
    [1, 0, 0],
    [1, 0, height],
  ];

  it('a 3" climb (1" + 6" = 7", within the Run\'s 8"): the Move stops part-way up, 1½" up', () => {
    const m = climber().move("a", { action: "move", path: wall(3) });
    expect(m.stopped?.reason).toBe("allowance");
    expect(m.end.x).toBe(1);
    expect(m.end.elevation).toBeCloseTo(1.5, 6);
  });

  it('a 4" climb (1" + 8" = 9", past the Run\'s 8"): the next Move could not finish it, so the Move stays where declared', () => {
    const m = climber().move("a", { action: "move", path: wall(4) });
    expect(m.stopped?.reason).toBe("climb");
    expect(m.end).toEqual({ x: 0, y: 0, elevation: 0 });
  });
});

describe("rules.play: Necromunda, the Charge takes the shortest route (§ Movement)", () => {
  /** The move's length, inches: its segments added up. */
  const length = (m: PlayMove) => m.segments.reduce((sum, s) => sum + s.distance, 0);
  /** A Charge dragged the long way round: down to y = `below`, across to x = `x`, up to (x, y). */
  const roundabout = (below: number, x: number, y: number, from = 0.5) => [
    [from, below],
    [x, below],
    [x, y],
  ];

  it('round a wall, gridless: the dragged 9" detour becomes the 3.61" line past the wall\'s end', () => {
    // The mover at (0.5, 0.5), the enemy 3" off at (4.5, 0.5); a wall along x = 2 from y = −3 to 1.5.
    // Base contact at (3.5, 0.5); the shortest route turns at the wall's end (2, 1.5):
    // 2 × √(1.5² + 1²) = 3.606", kept 0.01" off the wall's end.
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0.5, 0.5), fighter("e", "hostile", 4.5, 0.5)],
      walls: [{ a: [2, -3], b: [2, 1.5] }],
    });
    const m = t.move("a", { action: "charge", path: roundabout(3.5, 3.5, 0.5) });
    expect(m.stopped).toBeNull();
    expect(endOf(m)).toEqual([3.5, 0.5]);
    expect(m.route).toHaveLength(2);
    expect(m.route![0]!.x).toBeCloseTo(2, 1);
    expect(m.route![0]!.y).toBeCloseTo(1.5, 1);
    expect(length(m)).toBeGreaterThan(2 * Math.sqrt(3.25));
    expect(length(m)).toBeLessThan(2 * Math.sqrt(3.25) + 0.02);
  });

  it("round a wall on an equidistant 1\" grid: through the spaces' centres (1.5, 1.5) and (2.5, 1.5)", () => {
    // The wall along x = 2 ends at y = 1: the step (1.5, 1.5) → (2.5, 0.5) touches its end, so
    // the route goes (0.5, 0.5) → (1.5, 1.5) → (2.5, 1.5) → (3.5, 0.5): 3 spaces, drawn √2 + 1 + √2.
    const t = play({
      ruleset: "necromunda",
      combat: true,
      diagonals: "equidistant",
      models: [fighter("a", "friendly", 0.5, 0.5), fighter("e", "hostile", 4.5, 0.5)],
      walls: [{ a: [2, -3], b: [2, 1] }],
    });
    const m = t.move("a", { action: "charge", path: roundabout(3.5, 3.5, 0.5) });
    expect(m.stopped).toBeNull();
    expect(m.route).toEqual([
      { x: 1.5, y: 1.5 },
      { x: 2.5, y: 1.5 },
      { x: 3.5, y: 0.5 },
    ]);
    expect(length(m)).toBeCloseTo(2 * Math.SQRT2 + 1, 9);
  });

  it('on an exact 1" grid: round an enemy\'s base through (1.5, 5.5), (2.5, 6.5), (5.5, 6.5), 4 + 2√2 = 6.83"', () => {
    // e1's space is closed, and so are the diagonal steps past it (they come within contact of its
    // base): the route steps down one row beside it and back up, 1 + √2 + 3 + √2.
    const t = play({
      ruleset: "necromunda",
      combat: true,
      diagonals: "exact",
      models: [
        fighter("a", "friendly", 0.5, 5.5),
        fighter("e1", "hostile", 3.5, 5.5),
        fighter("e2", "hostile", 7.5, 5.5),
      ],
    });
    const m = t.move("a", { action: "charge", path: roundabout(8.5, 6.5, 5.5) });
    expect(m.stopped).toBeNull();
    expect(m.route).toEqual([
      { x: 1.5, y: 5.5 },
      { x: 2.5, y: 6.5 },
      { x: 5.5, y: 6.5 },
      { x: 6.5, y: 5.5 },
    ]);
    expect(length(m)).toBeCloseTo(4 + 2 * Math.SQRT2, 9);
  });

  it('on an exact 1" grid, through a friend: the straight 6" Charge', () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      diagonals: "exact",
      models: [
        fighter("a", "friendly", 0.5, 5.5),
        fighter("f", "friendly", 3.5, 5.5),
        fighter("e", "hostile", 7.5, 5.5),
      ],
    });
    const m = t.move("a", { action: "charge", path: roundabout(8.5, 6.5, 5.5) });
    expect(m.stopped).toBeNull();
    expect(m.route).toEqual([{ x: 6.5, y: 5.5 }]);
    expect(length(m)).toBeCloseTo(6, 9);
  });

  it('through a friend: the 11" detour becomes the straight 6" Charge', () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [
        fighter("a", "friendly", 0.5, 5.5),
        fighter("f", "friendly", 3.5, 5.5),
        fighter("e", "hostile", 7.5, 5.5),
      ],
    });
    const m = t.move("a", { action: "charge", path: roundabout(8, 6.5, 5.5) });
    expect(m.stopped).toBeNull();
    expect(m.route).toEqual([{ x: 6.5, y: 5.5 }]);
    expect(length(m)).toBeCloseTo(6, 9);
  });

  it('round an enemy\'s base: one turn where both legs graze it, 6.33" (a straight 6" would pass through)', () => {
    // The enemy e1 midway at (3.5, 5.5): the mover's centre keeps 0.95" (contact) + 0.01" off
    // its centre, R = 0.96. From 3" before it to 3" past it, the best single turn is at
    // h = R·3/√(9 − R²) = 1.013" aside, the route 2 × 9/√(9 − R²) = 6.333" (the tangents and
    // arc round it, 6.30", are the least any route can be).
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [
        fighter("a", "friendly", 0.5, 5.5),
        fighter("e1", "hostile", 3.5, 5.5),
        fighter("e2", "hostile", 7.5, 5.5),
      ],
    });
    const m = t.move("a", { action: "charge", path: roundabout(8, 6.5, 5.5) });
    expect(m.stopped).toBeNull();
    expect(endOf(m)).toEqual([6.5, 5.5]);
    expect(m.route).toHaveLength(2);
    const R = 0.96;
    expect(m.route![0]!.x).toBeCloseTo(3.5, 1);
    expect(Math.abs(m.route![0]!.y - 5.5)).toBeCloseTo((R * 3) / Math.sqrt(9 - R * R), 1);
    expect(length(m)).toBeGreaterThan(18 / Math.sqrt(9 - R * R) - 1e-9);
    expect(length(m)).toBeLessThan(18 / Math.sqrt(9 - R * R) + 0.01);
  });

  it("a Charge dragged up and down again keeps its way: the route is searched at one elevation", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0.5, 0.5), fighter("e", "hostile", 4.5, 0.5)],
      walls: [{ a: [2, -3], b: [2, 1.5] }],
    });
    const m = t.move("a", {
      action: "charge",
      path: [
        [0.5, 3.5, 0],
        [2, 3.5, 1],
        [3.5, 3.5, 0],
        [3.5, 0.5, 0],
      ],
    });
    expect(m.route).toBeUndefined();
  });

  it("a straight Charge stands as dragged, and a Move is never rerouted", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0.5, 5.5), fighter("e", "hostile", 7.5, 5.5)],
    });
    expect(
      t.move("a", {
        action: "move",
        path: [
          [0.5, 7.5],
          [2.5, 7.5],
        ],
      }).route,
    ).toBeUndefined();
    t.endTurn();
    const m = t.move("a", { action: "charge", path: [[6.5, 7.5]] });
    expect(m.route).toBeUndefined();
    expect(endOf(m)).toEqual([6.5, 7.5]);
  });

  it("a route longer than the Charge's 7\" stops where the allowance runs out, on the route", () => {
    // Round a wall x = 2 from y = −6 to 4.5, under its end: 2 × √(1.5² + 4²) = 8.54", more than
    // M 4 + D3 3. At 7" the Charge is 7 − 4.27 = 2.73" down the second leg from (2, 4.5) towards
    // (3.5, 0.5): at (2.96, 1.94), 1.11" from the enemy's base, so it stops for the allowance.
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0.5, 0.5), fighter("e", "hostile", 4.5, 0.5)],
      walls: [{ a: [2, -6], b: [2, 4.5] }],
    });
    const m = t.move("a", { action: "charge", path: roundabout(6, 3.5, 0.5) });
    expect(m.route).toHaveLength(2);
    expect(m.stopped?.reason).toBe("allowance");
    expect(length(m)).toBeCloseTo(7, 5);
    const turn = m.route![0]!;
    // Where both legs keep 0.01" off the wall's end: 0.01 / sin(20.6°) ≈ 0.028" beyond it.
    expect(Math.hypot(turn.x - 2, turn.y - 4.5)).toBeLessThan(0.04);
    // On the second leg, 7" less the first leg from the turn.
    const first = Math.hypot(turn.x - 0.5, turn.y - 0.5);
    const leg = Math.hypot(3.5 - turn.x, 0.5 - turn.y);
    const along = (7 - first) / leg;
    expect(m.end.x).toBeCloseTo(turn.x + (3.5 - turn.x) * along, 5);
    expect(m.end.y).toBeCloseTo(turn.y + (0.5 - turn.y) * along, 5);
    expect(Math.hypot(m.end.x - 2.96, m.end.y - 1.94)).toBeLessThan(0.1);
  });
});

describe('rules.play: Necromunda, a climb in ½" steps costs what the whole climb does (§ Stepping Up, § Climbing)', () => {
  /** A fighter with Move 4" (Run 8") at the origin, on the floor. */
  const climber = () =>
    play({
      ruleset: "necromunda",
      combat: true,
      models: [{ id: "a", type: "fighter", side: "friendly", x: 0, y: 0, base: 1, system: { profile: { move: 4 } } }],
    });
  const total = (path: number[][]) =>
    climber()
      .move("a", { action: "run", path })
      .segments.reduce((sum, s) => sum + s.cost, 0);

  it('1" across then 2" up in four ½" steps costs 1" + 4", as the 2" up in one step does', () => {
    const steps = [
      [1, 0, 0],
      [1, 0, 0.5],
      [1, 0, 1],
      [1, 0, 1.5],
      [1, 0, 2],
    ];
    expect(total(steps)).toBe(5);
    expect(total([steps[0]!, steps[4]!])).toBe(5);
  });

  it('a lone ½" step up is free: 1" across then ½" up costs 1"', () => {
    expect(
      total([
        [1, 0, 0],
        [1, 0, 0.5],
      ]),
    ).toBe(1);
  });
});

describe("rules.play: Necromunda, a fighter ends on a level only where its base fits (§ Structures)", () => {
  /** A fighter with Move 5" on a 1" base (radius ½") at (x, 0) and `elevation`. */
  const ganger = (x: number, elevation: number): PlayModel => ({
    id: "a",
    type: "fighter",
    side: "friendly",
    x,
    y: 0,
    elevation,
    base: 1,
    system: { profile: { move: 5 } },
  });
  /** A platform (a region raised off the floor) from x0 to x1, 4" across (y −2 to 2), `bottom` up. */
  const platform = (id: string, x0: number, x1: number, bottom = 4) => ({
    id,
    shape: { type: "rectangle" as const, x: x0, y: -2, width: x1 - x0, height: 4 },
    bottom,
    top: null,
  });
  const on = (elevation: number, ...regions: ReturnType<typeof platform>[]) =>
    play({ ruleset: "necromunda", combat: true, models: [ganger(1, elevation)], regions });

  it('a Move to 0.3" short of the gantry\'s end (the base 0.2" over it) stops where the base fits, 0.05" over at most', () => {
    const m = on(4, platform("gantry", 0, 6)).move("a", { action: "move", path: [[5.7, 0, 4]] });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(5.55, 6);
    expect(m.end.elevation).toBe(4);
  });

  it("a Move whose base ends 0.03\" over the gantry's edge stands (within base contact's 0.05\")", () => {
    const m = on(4, platform("gantry", 0, 6)).move("a", { action: "move", path: [[5.53, 0, 4]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(5.53);
  });

  it("two platforms drawn side by side at the same height are one level: a base across the join fits", () => {
    const m = on(4, platform("west", 0, 3), platform("east", 3, 6)).move("a", { action: "move", path: [[3, 0, 4]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(3);
  });

  it('a base across a 0.3" crack between two platforms does not fit: the Move stops before it', () => {
    const m = on(4, platform("west", 0, 3), platform("east", 3.3, 6)).move("a", {
      action: "move",
      path: [[2.9, 0, 4]],
    });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(2.55, 6);
  });

  it('climbing 1" onto a platform to a place where the base hangs 0.3" off stays at the foot (the last place it fits)', () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [ganger(-1, 0)],
      regions: [platform("step", 0, 6, 1)],
    });
    const m = t.move("a", {
      action: "move",
      path: [
        [-0.6, 0, 0],
        [0.2, 0, 1],
      ],
    });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end).toEqual({ x: -0.6, y: 0, elevation: 0 });
  });

  it("the same climb to a place where the whole base is on the platform stands", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [ganger(-1, 0)],
      regions: [platform("step", 0, 6, 1)],
    });
    const m = t.move("a", {
      action: "move",
      path: [
        [-0.6, 0, 0],
        [0.6, 0, 1],
      ],
    });
    expect(m.stopped).toBeNull();
    expect(m.end).toEqual({ x: 0.6, y: 0, elevation: 1 });
  });

  it('a Move dragged 0.3" past the gantry\'s end is cut back as one 0.3" short is, to 5.55" (not to its start)', () => {
    const m = on(4, platform("gantry", 0, 6)).move("a", { action: "move", path: [[6.3, 0, 4]] });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(5.55, 6);
    expect(m.end.elevation).toBe(4);
  });

  it('a Move dragged across a 0.3" crack onto the far platform and off its end stops on the far platform', () => {
    const m = on(4, platform("west", 0, 3), platform("east", 3.3, 6)).move("a", {
      action: "move",
      path: [[6.3, 0, 4]],
    });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(5.55, 6);
  });

  it('walking off the gantry\'s end into the air at 4" (to 6.5" or 7.5") is cut back to 5.55"', () => {
    for (const x of [6.5, 7.5]) {
      const m = on(4, platform("gantry", 0, 6)).move("a", { action: "move", path: [[x, 0, 4]] });
      expect(m.stopped?.reason).toBe("footing");
      expect(m.end.x).toBeCloseTo(5.55, 6);
      expect(m.end.elevation).toBe(4);
    }
  });

  it("a climb cut back from hanging off a platform's edge stays at its foot, not in the air at the top", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [ganger(-1, 0)],
      regions: [platform("step", 0, 6, 1)],
    });
    const m = t.move("a", {
      action: "move",
      path: [
        [-0.5, 0, 0],
        [-0.5, 0, 1],
        [0.2, 0, 1],
      ],
    });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end).toEqual({ x: -0.5, y: 0, elevation: 0 });
  });

  it("a Move up to a gap's edge between two gantries keeps its leap: stopped at the edge (the base on the gantry, 2.55\")", () => {
    const gap = {
      id: "gap",
      shape: { type: "rectangle" as const, x: 3, y: -2, width: 2, height: 4 },
      bottom: 4,
      top: null,
      terrain: [{ condition: "gap", height: 4 }],
    };
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [ganger(1, 4)],
      regions: [platform("west", 0, 3), gap, platform("east", 5, 10)],
    });
    const m = t.move("a", { action: "move", path: [[6, 0, 4]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "leap" });
    expect(m.end.x).toBeCloseTo(2.55, 6);
  });

  it("a ladder's top is part of the level at its height: a Move at 4\" off the gantry onto the ladder beside it stands", () => {
    const ladder = {
      id: "ladder",
      shape: { type: "rectangle" as const, x: 6, y: -1, width: 1, height: 2 },
      terrain: [{ condition: "ladder", height: 4 }],
    };
    const m = play({
      ruleset: "necromunda",
      combat: true,
      models: [ganger(2, 4)],
      regions: [platform("gantry", 0, 6), ladder],
    }).move("a", { action: "move", path: [[6.5, 0, 4]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(6.5);
  });

  it('a vehicle is not asked for footing: one driven to 5.7" on the gantry stands', () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [
        {
          id: "v",
          type: "vehicle",
          side: "friendly",
          x: 1,
          y: 0,
          elevation: 4,
          base: 1,
          system: { profile: { move: 8 } },
        },
      ],
      regions: [platform("gantry", 0, 6)],
    });
    const m = t.move("v", { action: "move", path: [[5.7, 0, 4]] });
    expect(m.stopped?.reason).not.toBe("footing");
  });

  it("on the floor below a platform nothing is asked: a base half under its outline stands", () => {
    const m = on(0, platform("gantry", 2, 6)).move("a", { action: "move", path: [[2, 0, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(2);
  });

  describe("a vehicle's deck is a level (§ Vehicle Movement: fighters move onto vehicles)", () => {
    /** A 1" step (x 0 to 6) and a vehicle on a 4" base at (8, 0) beside it, at `elevation`: its deck spans x 6 to 10. */
    const boarding = (x: number, elevation: number | null) =>
      play({
        ruleset: "necromunda",
        combat: true,
        models: [
          ganger(x, 1),
          ...(elevation === null
            ? []
            : [
                {
                  id: "v",
                  type: "vehicle" as const,
                  side: "friendly" as const,
                  x: 8,
                  y: 0,
                  elevation,
                  base: 4,
                  system: { profile: { move: 8 } },
                },
              ]),
        ],
        regions: [platform("step", 0, 6, 1)],
      });

    it('a fighter at 1" walks off the step onto the deck of a vehicle parked beside it and stands there, 2" on', () => {
      const m = boarding(4, 0).move("a", { action: "move", path: [[8, 0, 1]] });
      expect(m.stopped).toBeNull();
      expect(m.end.x).toBe(8);
      expect(m.end.elevation).toBe(1);
    });

    it("a vehicle raised to 1\" (the deck at the step's height) is boarded the same way", () => {
      const m = boarding(4, 1).move("a", { action: "move", path: [[8, 0, 1]] });
      expect(m.stopped).toBeNull();
      expect(m.end.x).toBe(8);
    });

    it('walking on over the deck\'s far end into the air (to 10.3") is cut back to where the base fits, 9.55"', () => {
      const m = boarding(5.5, 0).move("a", { action: "move", path: [[10.3, 0, 1]] });
      expect(m.stopped?.reason).toBe("footing");
      expect(m.end.x).toBeCloseTo(9.55, 6);
    });

    it('without the vehicle, walking off the step into the air (to 8") is still cut back to 5.55"', () => {
      const m = boarding(4, null).move("a", { action: "move", path: [[8, 0, 1]] });
      expect(m.stopped?.reason).toBe("footing");
      expect(m.end.x).toBeCloseTo(5.55, 6);
    });

    it('a vehicle standing higher than the fighter (2" up) is no deck at 1": the walk is cut back to 5.55"', () => {
      const m = boarding(4, 2).move("a", { action: "move", path: [[8, 0, 1]] });
      expect(m.stopped?.reason).toBe("footing");
      expect(m.end.x).toBeCloseTo(5.55, 6);
    });
  });
});

describe('rules.play: Necromunda obstacles are at most 2" across (§ Obstacles, § Structures)', () => {
  /** A fighter with Move 5" on a 1" base at (0, 0). */
  const table = (...regions: object[]) =>
    play({
      ruleset: "necromunda",
      combat: true,
      models: [{ id: "a", type: "fighter", side: "friendly", x: 0, y: 0, base: 1, system: { profile: { move: 5 } } }],
      regions: regions as never,
    });
  /** A region marked as an obstacle 1" high, `width` by `length` inches, its near side at x = 1". */
  const obstacle = (width: number, length: number) => ({
    id: "crate",
    shape: { type: "rectangle" as const, x: 1, y: -length / 2, width, height: length },
    terrain: [{ condition: "obstacle", height: 1 }],
  });
  const cost = (m: { segments: readonly { cost: number }[] }) => m.segments.reduce((sum, s) => sum + s.cost, 0);

  it('a pipeline 1" thick and 4" long is an obstacle: crossing it costs its 1" height, and no move ends on it', () => {
    const across = table(obstacle(1, 4)).move("a", { action: "move", path: [[3, 0]] });
    expect(across.stopped).toBeNull();
    expect(cost(across)).toBeCloseTo(4, 9);
    const onto = table(obstacle(1, 4)).move("a", { action: "move", path: [[1.5, 0]] });
    expect(onto.stopped?.reason).toBe("forbiddenEnd");
  });

  it('a crate 3" across marked as an obstacle is a structure: climbed up and onto, not walked into at floor level', () => {
    // At floor level its side holds the move at base contact (centre ½" short of x = 1"), through it or into it.
    const across = table(obstacle(3, 3)).move("a", { action: "move", path: [[5, 0]] });
    expect(across.stopped?.reason).toBe("footing");
    expect(across.end.x).toBeCloseTo(0.5, 6);
    const into = table(obstacle(3, 3)).move("a", { action: "move", path: [[2.5, 0]] });
    expect(into.stopped?.reason).toBe("footing");
    expect(into.end.x).toBeCloseTo(0.5, 6);
    // On its top (1" up) a move may end.
    const onto = table(obstacle(3, 3)).move("a", { action: "move", path: [[2.5, 0, 1]] });
    expect(onto.stopped).toBeNull();
    expect(onto.end).toEqual({ x: 2.5, y: 0, elevation: 1 });
  });

  it('climbed, its top is a level: 1" up costs 2", and the base must fit on its 3" top', () => {
    const up = table(obstacle(3, 3)).move("a", { action: "move", path: [[1.5, 0, 1]] });
    expect(up.stopped).toBeNull();
    expect(cost(up)).toBeCloseTo(1.5 + 2, 9);
    // A Run (two Moves, 10") on across its top to 0.3" short of its far side (x = 4").
    const hanging = table(obstacle(3, 3)).move("a", {
      action: "run",
      path: [
        [1.5, 0, 1],
        [3.8, 0, 1],
      ],
    });
    expect(hanging.stopped?.reason).toBe("footing");
    expect(hanging.end.x).toBeCloseTo(3.55, 6);
  });

  it('a fighter on the floor beside a ½"-high wide crate, its base 0.3" over the outline, is not stopped', () => {
    const low = { ...obstacle(3, 3), terrain: [{ condition: "obstacle", height: 0.5 }] };
    const m = table(low).move("a", { action: "move", path: [[0.8, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(0.8);
  });

  it('an L barricade with 1.5" thick arms is an obstacle (its corner is not 2" across): no move ends on it', () => {
    const l = {
      id: "barricade",
      shape: { type: "polygon" as const, points: [1, -3, 7, -3, 7, -1.5, 2.5, -1.5, 2.5, 3, 1, 3] },
      terrain: [{ condition: "obstacle", height: 1 }],
    };
    const onto = table(l).move("a", { action: "move", path: [[1.75, -2.25]] });
    expect(onto.stopped?.reason).toBe("forbiddenEnd");
  });

  it('a 2" by 8" obstacle drawn turned 10° is still an obstacle: no move ends on it', () => {
    const turned = {
      id: "wall",
      shape: { type: "rectangle" as const, x: 1, y: -4, width: 2, height: 8, rotation: 10 },
      terrain: [{ condition: "obstacle", height: 1 }],
    };
    const onto = table(turned).move("a", { action: "move", path: [[2, 0]] });
    expect(onto.stopped?.reason).toBe("forbiddenEnd");
  });

  it('a 2" by 2" block is still an obstacle (no more than 2" across)', () => {
    const onto = table(obstacle(2, 2)).move("a", { action: "move", path: [[2, 0]] });
    expect(onto.stopped?.reason).toBe("forbiddenEnd");
  });
});
