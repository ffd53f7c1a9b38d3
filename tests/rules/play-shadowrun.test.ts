/**
 * Whole Shadowrun moves through `rules.play`, with the numbers of shadowrun-movement.md:
 * § Standard Movement (Agility 4: Walk 8 m, Run 16 m a Combat Turn), § Swimming (the average of
 * Agility and Strength: 4 m a Combat Turn), and the ruling that land and water share one Combat
 * Turn in proportion to each rate (docs/rulings.md).
 */
import { describe, expect, it } from "vitest";
import { play, type PlayModel, type PlayRegion } from "../../src/rules";

const runner: PlayModel = {
  id: "r",
  type: "runner",
  side: "friendly",
  x: 0,
  y: 0,
  base: 1,
  system: { attributes: { agility: 4, strength: 4, body: 4 } },
};

/** A river from x = 8 onwards. */
const river: PlayRegion = {
  id: "river",
  shape: { type: "rectangle", x: 8, y: -50, width: 100, height: 100 },
  terrain: [{ condition: "water" }],
};

const table = () => play({ ruleset: "shadowrun", combat: true, models: [runner], regions: [river] });

describe("rules.play: Shadowrun swimming shares the Combat Turn with the land", () => {
  it("a runner that walked 8 m (half its 16 m Run) swims half its 4 m: it stops 2 m into the river", () => {
    const m = table().move("r", { path: [[20, 0]] });
    expect(m.stopped?.reason).toBe("allowance");
    expect(m.end.x).toBeCloseTo(10, 4);
    expect(m.segments.map((s) => [s.mode, Math.round(s.distance * 100) / 100])).toEqual([
      ["srWalk", 8],
      ["srSwim", 2],
    ]);
  });

  it("the same split across two moves of the turn: 8 m walked, then 2 m swum", () => {
    const t = table();
    expect(t.move("r", { path: [[8, 0]] }).stopped).toBeNull();
    const m = t.move("r", { path: [[20, 0]] });
    expect(m.end.x).toBeCloseTo(10, 4);
  });

  it("a runner starting in the water swims its whole 4 m", () => {
    const m = play({ ruleset: "shadowrun", combat: true, models: [{ ...runner, x: 9 }], regions: [river] }).move("r", {
      path: [[30, 0]],
    });
    expect(m.end.x).toBeCloseTo(13, 4);
  });
});

describe("rules.play: Shadowrun swimming, then land", () => {
  it("after 2 m of land (2/16 of the turn) and 2 m swum, 1.5 m of swimming is left: 4 − 2 − 2/16 × 4", () => {
    const t = play({ ruleset: "shadowrun", combat: true, models: [{ ...runner, x: 6 }], regions: [river] });
    expect(t.move("r", { path: [[10, 0]] }).end.x).toBeCloseTo(10, 4);
    const back = t.move("r", { path: [[-20, 0]] });
    expect(back.stopped?.reason).toBe("allowance");
    expect(back.end.x).toBeCloseTo(8.5, 4);
  });

  it("a runner that swam 1 m (1/4 of the turn) walks 12 m of its 16 m Run on the bank", () => {
    const t = play({ ruleset: "shadowrun", combat: true, models: [{ ...runner, x: 9 }], regions: [river] });
    t.move("r", { path: [[8, 0]] });
    const m = t.move("r", { path: [[-20, 0]] });
    expect(m.end.x).toBeCloseTo(-4, 4);
  });
});

describe("rules.play: a Running runner's own cards take −2 dice (§ Running Modifiers)", () => {
  /** Agility 4, Strength 4, Body 4, Acrobatics 3: jump pool 7 (Acrobatics + Agility), climb pool 7 (Acrobatics + Strength). */
  const acrobat: PlayModel = {
    ...runner,
    system: { attributes: { agility: 4, strength: 4, body: 4 }, skills: { acrobatics: 3 } },
  };
  const gap: PlayRegion = {
    id: "gap",
    shape: { type: "rectangle", x: 12, y: -50, width: 2, height: 100 },
    terrain: [{ condition: "gap", width: 2 }],
  };
  const wall: PlayRegion = {
    id: "wall",
    shape: { type: "rectangle", x: 12, y: -50, width: 5, height: 100 },
    terrain: [{ condition: "climb", height: 6 }],
  };
  const at = (x: number, region: PlayRegion) =>
    play({ ruleset: "shadowrun", combat: true, models: [{ ...acrobat, x }], regions: [region] });

  it("a runner who ran 12 m (past its 8 m Walk) to a 2 m gap jumps with 5 dice, not 7", () => {
    const m = at(0, gap).move("r", { path: [[20, 0]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "jump" });
    expect(m.tests.map((t) => [t.kind, t.pool, t.modifier])).toEqual([["jump", 5, -2]]);
    expect(m.tests[0]!.call.modifiers).toEqual([{ source: "running", value: -2 }]);
  });

  it("a jump that falls short of a 6 m gap 4 m deep drops the runner into it and calls the 4 m fall test", () => {
    const deep: PlayRegion = { ...gap, shape: { type: "rectangle", x: 12, y: -50, width: 6, height: 100 } };
    const table = play({
      ruleset: "shadowrun",
      combat: true,
      models: [{ ...acrobat, x: 6 }],
      regions: [{ ...deep, terrain: [{ condition: "gap", width: 6, height: 4 }] }],
    });
    const m = table.move("r", { path: [[30, 0]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "jump" });
    const edge = m.end;
    // Seven dice, no hits: 0.2 m × (Agility 4 + Strength 4) = 1.6 m, short of the 6 m (§ Jumping).
    const r = table.resolve(m.tests[0]!, { dice: [1, 2, 3, 4, 1, 2, 3] });
    expect([r.success, r.outcome]).toEqual([false, "short"]);
    expect(r.consequences).toEqual([
      { type: "reposition", distance: 1.6, heading: 0, rise: -4 },
      { type: "followUp", request: { kind: "fall", distance: 4 } },
    ]);
    const landed = table.snapshot().models.find((model) => model.id === "r")!;
    expect(landed.base.x).toBeCloseTo(edge.x + 1.6, 6);
    expect(landed.elevation).toBeCloseTo(edge.elevation - 4, 6);
  });

  it("§ Jumping: one hit of a running jump goes 1.6 + 0.8 = 2.4 m: it clears a 2.4 m gap, not a 2.41 m one", () => {
    const over = (width: number) => {
      const region: PlayRegion = {
        id: "gap",
        shape: { type: "rectangle", x: 12, y: -50, width, height: 100 },
        terrain: [{ condition: "gap", width }],
      };
      const t = at(6, region);
      const m = t.move("r", { path: [[30, 0]] });
      expect(m.tests.map((test) => [test.kind, test.pool])).toEqual([["jump", 7]]);
      // Seven dice, one hit: 20 cm × (Agility 4 + Strength 4) + 80 cm.
      return t.resolve(m.tests[0]!, { dice: [5, 1, 2, 3, 4, 2, 3] });
    };
    const exact = over(2.4);
    expect([exact.success, exact.outcome]).toEqual([true, "clears"]);
    expect(exact.consequences).toEqual([{ type: "crossEdge" }]);
    const wider = over(2.41);
    expect([wider.success, wider.outcome]).toEqual([false, "short"]);
    expect(wider.consequences).not.toContainEqual({ type: "crossEdge" });
  });

  it("one who walked 6 m to the same gap (within Walk) jumps with all 7 dice", () => {
    const m = at(6, gap).move("r", { path: [[20, 0]] });
    expect(m.tests.map((t) => [t.kind, t.pool, t.modifier])).toEqual([["jump", 7, 0]]);
  });

  it("a runner who ran 10 m to a wall climbs with 5 dice; one who walked 4 m climbs with 7", () => {
    const ran = at(2, wall).move("r", { path: [[20, 0]] });
    expect(ran.tests.map((t) => [t.kind, t.pool])).toEqual([["climbUp", 5]]);
    const walked = at(8, wall).move("r", { path: [[20, 0]] });
    expect(walked.tests.map((t) => [t.kind, t.pool])).toEqual([["climbUp", 7]]);
  });

  it("the −2 goes with the Running status: a rolled climb of a Running runner counts the dice of 5", () => {
    const t = at(2, wall);
    const [climb] = t.move("r", { path: [[20, 0]] }).tests;
    // Five dice, four of them hits: 4 hits unassisted up is 2 m (§ Climbing: 1 metre per 2 hits).
    expect(() => t.resolve(climb!, { dice: [5, 5, 6, 6, 1, 1, 1] })).toThrow(RangeError);
    const rolled = t.resolve(climb!, { dice: [5, 5, 6, 6, 1] });
    expect(rolled.outcome).toBe("climbed");
    expect(t.model("r").elevation).toBe(2);
  });
});

describe("rules.play: a fall lands on the surface where the move ends (§ Falling: a soft landing surface)", () => {
  const pad = (condition: string): PlayRegion => ({
    id: "pad",
    shape: { type: "rectangle", x: 3, y: -5, width: 10, height: 10 },
    terrain: [{ condition }],
  });
  /** A runner on a 7.6 m ledge steps off onto `condition` 4 m away: DV 7 (whole metres, ruling 11). */
  const drop = (condition: string | null) => {
    const t = play({
      ruleset: "shadowrun",
      combat: true,
      models: [{ ...runner, elevation: 7.6 }],
      regions: condition ? [pad(condition)] : [],
    });
    return { t, m: t.move("r", { path: [[4, 0, 0]] }) };
  };

  it("onto soft ground: the fall card carries the soft landing, and three hits leave 5 − 3 = 2 boxes", () => {
    const { t, m } = drop("softGround");
    const fall = m.tests.find((test) => test.kind === "fall")!;
    expect(fall.call.request?.options).toEqual({ landing: "soft" });
    const r = t.resolve(fall, { dice: Array.from({ length: fall.pool! }, (_, i) => (i < 3 ? 5 : 2)) });
    expect(r.outcome).toBe("fallHurt");
    expect(r.consequences).toContainEqual({ type: "damage", track: "physical", boxes: 2 });
  });

  it("into water (deep enough to swim) or onto a cushioned region: DV 7 − 4 = 3, three hits leave none", () => {
    for (const condition of ["water", "cushioned"]) {
      const { t, m } = drop(condition);
      const fall = m.tests.find((test) => test.kind === "fall")!;
      expect(fall.call.request?.options).toEqual({ landing: "cushioned" });
      const r = t.resolve(fall, { dice: Array.from({ length: fall.pool! }, (_, i) => (i < 3 ? 6 : 1)) });
      expect(r.outcome).toBe("fallResisted");
    }
  });

  it("onto plain ground: a hard landing, DV 7, three hits leave 4 boxes", () => {
    const { t, m } = drop(null);
    const fall = m.tests.find((test) => test.kind === "fall")!;
    expect(fall.distance).toBeCloseTo(7.6, 6);
    expect(fall.call.request).toBeUndefined();
    const r = t.resolve(fall, { dice: Array.from({ length: fall.pool! }, (_, i) => (i < 3 ? 5 : 2)) });
    expect(r.consequences).toContainEqual({ type: "damage", track: "physical", boxes: 4 });
  });
});
