/**
 * Necromunda vehicle moves through `rules.play`, off the x axis and away from the origin, with the
 * numbers of necromunda-movement.md § Move and Push During Collisions, § Chain Collisions,
 * § Colliding with Terrain, § Running Over Fighters, § Fighters & Loot on Moving Vehicles and
 * § Collision Damage (M8: S7 AP−2 D2; +1 S, AP and D to the lower Toughness: S8 AP−3 D3; a
 * stationary vehicle moved by a collision counts as M3: S3). Vehicles are on 2" bases (contact
 * when centres come within 2.05"), Move 8, Toughness front 8 / side 7 / rear 6, Handling 5+, and
 * with no rotation given (the facing unknown) take hits on their side. Travel along (0.6, 0.8) or
 * −y keeps the arithmetic exact.
 */
import { describe, expect, it } from "vitest";
import { play, type Effect, type PlayModel, type PlayMove } from "../../src/rules";

/** A vehicle centred at (x, y), Move `move`, on a 2" base; `rotation` degrees as Foundry's (absent: unknown facing). */
const vehicle = (id: string, x: number, y: number, extra: Partial<PlayModel> & { move?: number } = {}): PlayModel => {
  const { move = 8, ...rest } = extra;
  return {
    id,
    type: "vehicle",
    side: "hostile",
    x,
    y,
    base: 2,
    system: { move, toughness: { front: 8, side: 7, rear: 6 }, handling: 5 },
    ...rest,
  };
};

/** A fighter of Initiative 4+ on a 1" base, standing, at (x, y). */
const fighter = (id: string, x: number, y: number, extra: Partial<PlayModel> = {}): PlayModel => ({
  id,
  type: "fighter",
  side: "friendly",
  x,
  y,
  base: 1,
  system: { profile: { move: 4, initiative: 4 } },
  ...extra,
});

const notices = (m: PlayMove) =>
  m.effects.flatMap((e: Effect) =>
    e.type === "notice" && (e.notice.kind === "vehicleCollision" || e.notice.kind === "terrainCollision")
      ? [e.notice]
      : [],
  );
const collisions = (m: PlayMove) =>
  m.effects.flatMap((e: Effect) => (e.type === "notice" && e.notice.kind === "vehicleCollision" ? [e.notice] : []));
const m8 = { strength: 7, ap: -2, damage: 2 };
const m8Lower = { strength: 8, ap: -3, damage: 3 };

/** Where a model stands, rounded to 1e-9 so hand-worked values compare exactly. */
const at = (t: ReturnType<typeof play>, id: string) => {
  const m = t.model(id);
  return [Math.round(m.x * 1e9) / 1e9, Math.round(m.y * 1e9) / 1e9];
};

describe("rules.play: a head-on push along a diagonal (§ Move and Push During Collisions)", () => {
  // a drives its full 8" from (10, 20) to (14.8, 26.4), along (0.6, 0.8); b's centre (12.4, 23.2)
  // lies on the path 4" on. The mover's front 8 beats b's side 7: b is pushed to base contact
  // ahead of where a stops, 2" beyond: (16, 28).
  it("the other is pushed ahead of the mover's end, both hit with M8 (the other the lower: +1)", () => {
    const t = play({ ruleset: "necromunda", combat: true, models: [vehicle("a", 10, 20), vehicle("b", 12.4, 23.2)] });
    const m = t.move("a", { action: "move", path: [[14.8, 26.4]] });
    expect(notices(m)).toEqual([
      {
        kind: "vehicleCollision",
        mover: "a",
        other: "b",
        collision: { arc: "front", result: "push", handlingModifier: 0, moverHit: m8, otherHit: m8Lower },
      },
    ]);
    expect(at(t, "a")).toEqual([14.8, 26.4]);
    expect(at(t, "b")).toEqual([16, 28]);
  });

  it('a wall square to the push 9" along stops b with its base against it, and a behind it (§ Chain Collisions)', () => {
    // The wall crosses the path at (15.4, 27.2), along (0.8, −0.6). b's 1" base touches it with
    // its centre 8" along, (14.8, 26.4); a stops in base contact behind, 6" along: (13.6, 24.8).
    // Solid terrain is the tougher: b takes the initial vehicle's M8 with +1 (S8 AP−3 D3).
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 10, 20), vehicle("b", 12.4, 23.2)],
      walls: [{ a: [19.4, 24.2], b: [11.4, 30.2] }],
    });
    const m = t.move("a", { action: "move", path: [[14.8, 26.4]] });
    expect(notices(m).map((n) => [n.kind, n.mover, n.collision.result, n.collision.moverHit])).toEqual([
      ["vehicleCollision", "a", "push", m8],
      ["terrainCollision", "b", "stop", m8Lower],
    ]);
    const [bx, by] = at(t, "b");
    expect(bx).toBeCloseTo(14.8, 6);
    expect(by).toBeCloseTo(26.4, 6);
    const [ax, ay] = at(t, "a");
    expect(ax).toBeCloseTo(13.6, 6);
    expect(ay).toBeCloseTo(24.8, 6);
  });
});

describe("rules.play: a push along −y stopped by solid terrain or a wall, whichever is nearer (§ Chain Collisions)", () => {
  // a drives 7" from (30, 40) to (30, 33); b at (30, 37) is pushed towards (30, 31).
  const impassable = (top: number) => ({
    id: `rock${top}`,
    shape: { type: "rectangle" as const, x: 20, y: top - 1, width: 20, height: 1 },
    terrain: [{ condition: "impassable" }],
  });

  it("impassable terrain from y 29.5 to 30.5, nearer than a wall at y 26: b stops at 31.5, a at 33.5", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 30, 40), vehicle("b", 30, 37)],
      regions: [impassable(30.5)],
      walls: [{ a: [20, 26], b: [40, 26] }],
    });
    t.move("a", { action: "move", path: [[30, 33]] });
    expect(t.model("b").x).toBeCloseTo(30, 6);
    expect(t.model("b").y).toBeCloseTo(31.5, 6);
    expect(t.model("a").y).toBeCloseTo(33.5, 6);
  });

  it("a wall at y 32, nearer than the terrain: b stops at 33, a at 35", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 30, 40), vehicle("b", 30, 37)],
      regions: [impassable(30.5)],
      walls: [{ a: [20, 32], b: [40, 32] }],
    });
    t.move("a", { action: "move", path: [[30, 33]] });
    expect(t.model("b").y).toBeCloseTo(33, 6);
    expect(t.model("a").y).toBeCloseTo(35, 6);
  });

  it("terrain beyond the push (edge at 29.99) leaves it whole: b at 31, a at 33", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 30, 40), vehicle("b", 30, 37)],
      regions: [impassable(29.99)],
    });
    const m = t.move("a", { action: "move", path: [[30, 33]] });
    expect(at(t, "b")).toEqual([30, 31]);
    expect(at(t, "a")).toEqual([30, 33]);
    expect(notices(m).map((n) => n.kind)).toEqual(["vehicleCollision"]);
  });
});

describe("rules.play: chains along a diagonal (§ Chain Collisions)", () => {
  // a drives 8" from (10, 20) along (0.6, 0.8); b stands 4" along, (12.4, 23.2), and is pushed to
  // 10" along; c stands 11" along, (16.6, 28.8): b meets it when 8.95" along (centres 2.05" apart).
  it("b pushes a weaker c on to base contact ahead of b's end (12\" along: (17.2, 29.6)), hit with a's M8", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 10, 20), vehicle("b", 12.4, 23.2), vehicle("c", 16.6, 28.8)],
    });
    const m = t.move("a", { action: "move", path: [[14.8, 26.4]] });
    expect(notices(m).map((n) => [n.mover, "other" in n ? n.other : null, n.collision])).toEqual([
      ["a", "b", { arc: "front", result: "push", handlingModifier: 0, moverHit: m8, otherHit: m8Lower }],
      ["b", "c", { arc: "front", result: "push", handlingModifier: 0, moverHit: m8, otherHit: m8Lower }],
    ]);
    expect(at(t, "b")).toEqual([16, 28]);
    expect(at(t, "c")).toEqual([17.2, 29.6]);
  });

  it('a tougher c (side 9) stops b where they touch, 8.95" along, and a in contact behind it, 6.95" along', () => {
    const c = vehicle("c", 16.6, 28.8, { system: { move: 8, toughness: { front: 9, side: 9, rear: 9 }, handling: 5 } });
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 10, 20), vehicle("b", 12.4, 23.2), c],
    });
    const m = t.move("a", { action: "move", path: [[14.8, 26.4]] });
    expect(collisions(m).map((n) => [n.mover, n.collision.result, n.collision.moverHit, n.collision.otherHit])).toEqual(
      [
        ["a", "push", m8, m8Lower],
        ["b", "stop", m8Lower, m8],
      ],
    );
    const [bx, by] = at(t, "b");
    expect(bx).toBeCloseTo(10 + 0.6 * 8.95, 5);
    expect(by).toBeCloseTo(20 + 0.8 * 8.95, 5);
    const [ax, ay] = at(t, "a");
    expect(ax).toBeCloseTo(10 + 0.6 * 6.95, 5);
    expect(ay).toBeCloseTo(20 + 0.8 * 6.95, 5);
    expect(at(t, "c")).toEqual([16.6, 28.8]);
  });
});

describe("rules.play: a pushed vehicle runs over fighters at M3 and carries its riders (§ Collision Damage, § Running Over Fighters)", () => {
  // a drives 7" from (30, 40) to (30, 33) along −y; b at (30, 37) is pushed 6" to (30, 31).
  const pushed = (...others: PlayModel[]) => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 30, 40), vehicle("b", 30, 37), ...others],
    });
    return { t, m: t.move("a", { action: "move", path: [[30, 33]] }) };
  };

  it("f, 1.08\" from b's end but clear of a's path, tests (Initiative 4+, +1 standing: 3+) against S3 and goes 2½\" out from (30, 31)", () => {
    // f at (31, 30.6) is √(1 + 0.16) ≈ 1.077" from b's path's end (30, 31), √(1 + 5.76) ≈ 2.6"
    // from a's: only b runs it over, as a stationary vehicle moved by a collision (M3: S3).
    const { t, m } = pushed(fighter("f", 31, 30.6));
    expect(m.tests.map((x) => [x.model, x.kind, x.target, x.call.hit])).toEqual([
      ["f", "runOver", 3, { strength: 3, ap: 0, damage: 1 }],
    ]);
    const d = Math.sqrt(1.16);
    const [fx, fy] = at(t, "f");
    expect(fx).toBeCloseTo(30 + (2.5 * 1) / d, 6);
    expect(fy).toBeCloseTo(31 - (2.5 * 0.4) / d, 6);
  });

  it('g, run over by a, is not run over again by b; a fighter 3" up on a gantry is under both', () => {
    // g at (29.5, 34.5) is ½" off both paths: a moves it 2½" off its line, to (27.5, 34.5).
    const { t, m } = pushed(fighter("g", 29.5, 34.5), fighter("h", 30.4, 32, { elevation: 3 }));
    expect(m.tests.map((x) => [x.model, x.kind, x.call.hit])).toEqual([["g", "runOver", m8]]);
    expect(at(t, "g")).toEqual([27.5, 34.5]);
    expect(at(t, "h")).toEqual([30.4, 32]);
  });

  it('b\'s rider, 1" up on its deck at (30.3, 37.4), is carried the 6" to (30.3, 31.4) and tests to hold on', () => {
    const { t, m } = pushed(fighter("r", 30.3, 37.4, { elevation: 1 }));
    expect(m.tests.map((x) => [x.model, x.kind, x.target])).toEqual([["r", "riding", 4]]);
    const [rx, ry] = at(t, "r");
    expect(rx).toBeCloseTo(30.3, 9);
    expect(ry).toBeCloseTo(31.4, 9);
    expect(t.model("r").elevation).toBe(1);
  });
});

describe("rules.play: side-on along a diagonal (§ Move and Push During Collisions)", () => {
  // a drives 8" from (10, 20) along (0.6, 0.8); b's centre lies 1.5" off the path's point 4"
  // along, (12.4, 23.2), on the right-hand side (0.8, −0.6): (13.6, 22.3). They meet when
  // centres are 2.05" apart, b at cos θ = √(2.05² − 1.5²) / 2.05 ≈ 0.68 from travel: side-on.
  const swipe = (aSide = 7) => {
    const a = vehicle("a", 10, 20, { system: { move: 8, toughness: { front: 8, side: aSide, rear: 6 }, handling: 5 } });
    const t = play({ ruleset: "necromunda", combat: true, models: [a, vehicle("b", 13.6, 22.3)] });
    return { t, m: t.move("a", { action: "move", path: [[14.8, 26.4]] }) };
  };

  it('a Handling test (5+): passed, b goes aside ½" along (0.8, −0.6), to 2" off the path: (14, 22)', () => {
    const { t, m } = swipe();
    expect(collisions(m).map((n) => [n.collision.arc, n.collision.result])).toEqual([["side", "handling"]]);
    expect(m.tests.map((x) => [x.model, x.kind, x.target, x.modifier])).toEqual([["a", "sideOn", 5, 0]]);
    expect(t.resolve(m.tests[0]!, { roll: 5 }).outcome).toBe("sideOnPass");
    const [bx, by] = at(t, "b");
    expect(bx).toBeCloseTo(14, 9);
    expect(by).toBeCloseTo(22, 9);
    expect(at(t, "a")).toEqual([14.8, 26.4]);
  });

  it('failed, a goes ½" the other way, from (14.8, 26.4) to (14.4, 26.7)', () => {
    const { t, m } = swipe();
    expect(t.resolve(m.tests[0]!, { roll: 4 }).outcome).toBe("sideOnFail");
    const [ax, ay] = at(t, "a");
    expect(ax).toBeCloseTo(14.4, 9);
    expect(ay).toBeCloseTo(26.7, 9);
    expect(at(t, "b")).toEqual([13.6, 22.3]);
  });

  it("+1 when the mover's side is the tougher (9 against b's 7)", () => {
    const { m } = swipe(9);
    expect(m.tests.map((x) => [x.kind, x.modifier])).toEqual([["sideOn", 1]]);
  });

  it('b 2.03" off the path touches (within 0.05") but is already clear: a test that moves no one', () => {
    // (12.4, 23.2) + 2.03 (0.8, −0.6) = (14.024, 21.982).
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [vehicle("a", 10, 20), vehicle("b", 14.024, 21.982)],
    });
    const m = t.move("a", { action: "move", path: [[14.8, 26.4]] });
    expect(m.tests.map((x) => x.kind)).toEqual(["sideOn"]);
    const r = t.resolve(m.tests[0]!, { roll: 6 });
    expect(r.outcome).toBe("sideOnPass");
    expect(r.effects).toEqual([]);
    expect(at(t, "b")).toEqual([14.024, 21.982]);
  });
});
