/**
 * Whole Dark Heresy moves through `rules.play`, with the numbers of dh2-movement.md:
 * § Movement Speed in Structured Time (Agility 40, Size Average: Agility Bonus 4, Half 4 m, Full 8,
 * Charge 12, Run 24), § Movement and Environment (rubble halves movement and a Charge or Run
 * through it tests Agility at −20), § Jumping and Leaping (a gap stops the move at its edge for a
 * leap), § Flying Movement (a flyer crosses gaps and water with no leap or swim).
 */
import { describe, expect, it } from "vitest";
import { play, type PlayInput, type PlayModel, type PlayRegion } from "../../src/rules";

/** A character with Agility 40 (and Size Average, the model's initial value). */
const runner: PlayModel = {
  id: "a",
  type: "character",
  side: "friendly",
  x: 0,
  y: 0,
  base: 1,
  system: { characteristics: { agility: { value: 40, unnatural: 0 } } },
};

const rubble: PlayRegion = {
  id: "rubble",
  shape: { type: "rectangle", x: 4, y: -2, width: 5, height: 4 },
  terrain: [{ condition: "rubble" }],
};

const table = (over: Partial<PlayInput> = {}) =>
  play({ ruleset: "dh2", combat: true, models: [runner], regions: [rubble], ...over });

describe("rules.play: Dark Heresy", () => {
  it("a Walk of 12 m through 5 m of rubble reaches the Run (cost 4 + 10 + 3 = 17 m of 24) and tests rubble at −20", () => {
    const m = table().move("a", {
      action: null,
      path: [
        [0, 0],
        [12, 0],
      ],
    });
    expect(m.stopped).toBeNull();
    expect(m.end).toEqual({ x: 12, y: 0, elevation: 0 });
    expect(m.band).toBe("run");
    expect(m.tests.map((t) => [t.kind, t.characteristic, t.modifier, t.target])).toEqual([
      ["treacherous", "agility", -20, 20],
    ]);
    const distance = m.segments.reduce((s, x) => s + x.distance, 0);
    const cost = m.segments.reduce((s, x) => s + x.cost, 0);
    expect(distance).toBeCloseTo(12, 9);
    expect(cost).toBeCloseTo(17, 9);
  });

  it("a Walk of 8 m on clear ground is a Full Move: no test", () => {
    const m = table({ regions: [] }).move("a", { path: [[8, 0]] });
    expect(m.band).toBe("full");
    expect(m.tests).toEqual([]);
  });

  it("outside a combat only a Run chosen is tested, not a Walk of the same path", () => {
    const walk = table({ combat: false }).move("a", { path: [[12, 0]] });
    expect(walk.band).toBeNull();
    expect(walk.tests).toEqual([]);
    const run = table({ combat: false }).move("a", { action: "run", path: [[12, 0]] });
    expect(run.tests.map((t) => t.kind)).toEqual(["treacherous"]);
  });

  it("successive moves continue the turn: 8 m clear, then 2 m of rubble (cost 4), is a Charge", () => {
    const t = table({ regions: [{ ...rubble, shape: { type: "rectangle", x: 8, y: -2, width: 5, height: 4 } }] });
    expect(t.move("a", { path: [[8, 0]] }).tests).toEqual([]);
    const m = t.move("a", { path: [[10, 0]] });
    expect(m.band).toBe("charge");
    expect(m.tests.map((x) => x.kind)).toEqual(["treacherous"]);
    t.endTurn();
    expect(t.move("a", { path: [[11, 0]] }).tests).toEqual([]);
  });

  it("a Walk past the Run in a combat stops at the allowance: 24 m of open ground", () => {
    const m = table({ regions: [] }).move("a", { path: [[30, 0]] });
    expect(m.stopped?.reason).toBe("allowance");
    expect(m.end.x).toBeCloseTo(24, 4);
  });

  it("a rubble region rotated 90° about its centre covers x 4.5–8.5, so a path at y = 2.2 misses it", () => {
    // The upright box x 4–9, y −2…2 turned a quarter: x 4.5…8.5, y −2.5…2.5 — still crossed at y = 2.2.
    const turned: PlayRegion = {
      ...rubble,
      shape: { type: "rectangle", x: 4, y: -2, width: 5, height: 4, rotation: 90 },
    };
    const m = table({ regions: [turned], models: [{ ...runner, y: 2.2 }] }).move("a", { path: [[12, 2.2]] });
    expect(m.tests.map((t) => t.kind)).toEqual(["treacherous"]);
    const clear = table({ regions: [turned], models: [{ ...runner, y: 2.6 }] }).move("a", { path: [[12, 2.6]] });
    expect(clear.tests).toEqual([]);
  });

  it("refuses bad input with the field named", () => {
    expect(() => play({ ruleset: "dh2", combat: true, models: [{ ...runner, type: "fighter" }] })).toThrow(
      /input\.models\[0\]\.type "fighter"/,
    );
    expect(() => play({ ruleset: "dh2", combat: "yes" as unknown as boolean, models: [] })).toThrow(/input\.combat/);
    expect(() => table().move("b", { path: [[1, 0]] })).toThrow(/No model "b"/);
    expect(() => table().move("a", { path: [[1]] })).toThrow(/move\.path\[0\]/);
    expect(() => play({ ruleset: "dh2", combat: true, models: [runner, runner] })).toThrow(
      /input\.models\[1\]\.id repeats/,
    );
  });
});

describe("rules.play: Dark Heresy mixed clear and difficult ground (ruling 3)", () => {
  /** Agility 30: Agility Bonus 3, Half Move 3 m; halved for rubble 1.5 m, rounded up to 2 m (a cost of 4). */
  const ab3: PlayModel = { ...runner, system: { characteristics: { agility: { value: 30, unnatural: 0 } } } };
  /** Rubble from the start to x = 0.25. */
  const strip: PlayRegion = { ...rubble, shape: { type: "rectangle", x: -1, y: -2, width: 1.25, height: 4 } };

  it("0.25 m of rubble then clear ground: a Half Move stops at 3 m, not at 3.75 m (cost 0.5 + 3.5 = 4)", () => {
    const m = table({ models: [ab3], regions: [strip] }).move("a", { action: "half", path: [[3.75, 0]] });
    expect(m.stopped?.reason).toBe("allowance");
    expect(m.end.x).toBeCloseTo(3, 4);
    expect(m.segments.reduce((s, x) => s + x.cost, 0)).toBeCloseTo(3.25, 4);
  });

  it("a Walk of the same 3.75 m is a Full Move, not a Half Move", () => {
    const m = table({ models: [ab3], regions: [strip] }).move("a", { path: [[3.75, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.band).toBe("full");
  });

  it("only rubble still gets the rounded-up 2 m", () => {
    const wide: PlayRegion = { ...rubble, shape: { type: "rectangle", x: -1, y: -2, width: 10, height: 4 } };
    const m = table({ models: [ab3], regions: [wide] }).move("a", { action: "half", path: [[3, 0]] });
    expect(m.stopped?.reason).toBe("allowance");
    expect(m.end.x).toBeCloseTo(2, 4);
  });
});

describe("rules.play: Dark Heresy zero gravity (§ Zero Gravity)", () => {
  const zeroArea: PlayRegion = { ...rubble, id: "void", terrain: [{ condition: "zeroGravity" }] };

  it("a Run through a zero-gravity area in a zero-gravity scene calls one Hard (−20) Agility test", () => {
    const m = table({ gravity: "zero", regions: [zeroArea] }).move("a", { action: "run", path: [[12, 0]] });
    expect(m.tests.map((t) => [t.kind, t.characteristic, t.modifier, t.target])).toEqual([
      ["zeroGravity", "agility", -20, 20],
    ]);
  });

  it("a move started 3 m from any surface is refused in a combat: the model stays where it is", () => {
    const floating: PlayModel = { ...runner, elevation: 3 };
    const m = table({ gravity: "zero", regions: [], models: [floating] }).move("a", { path: [[4, 0, 3]] });
    expect(m.stopped?.reason).toBe("start");
    expect(m.end).toEqual({ x: 0, y: 0, elevation: 3 });
    expect(m.segments).toEqual([]);
    // In normal gravity the same move goes.
    const normal = table({ regions: [], models: [floating] }).move("a", { action: "fly", path: [[4, 0, 3]] });
    expect(normal.stopped).toBeNull();
  });

  it("a wall within 1 m of the base's edge is something to push off from: the move starts", () => {
    const floating: PlayModel = { ...runner, elevation: 3 };
    // A wall along y = 1.2: 0.7 m from the base's edge (radius 0.5).
    const walls = [{ a: [-5, 1.2] as [number, number], b: [5, 1.2] as [number, number] }];
    const m = table({ gravity: "zero", regions: [], models: [floating], walls }).move("a", { path: [[4, 0, 3]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBeCloseTo(4, 6);
  });
});

describe("rules.play: Dark Heresy flight and edges", () => {
  const gap: PlayRegion = {
    id: "chasm",
    shape: { type: "rectangle", x: 5, y: -5, width: 2, height: 10 },
    terrain: [{ condition: "gap", height: 10, width: 2 }],
  };
  const pool: PlayRegion = {
    id: "pool",
    shape: { type: "rectangle", x: 2, y: -5, width: 2, height: 10 },
    terrain: [{ condition: "water", water: "deep" }],
  };
  /** Flyer (6): its bands are 6, 12, 18, 36 m (§ Flying Movement). */
  const flyer: PlayModel = {
    ...runner,
    system: { characteristics: { agility: { value: 40, unnatural: 0 } }, flyer: 6, altitude: "low" },
  };

  it("a walker is stopped at the chasm's edge for a leap", () => {
    const m = table({ regions: [gap] }).move("a", { path: [[10, 0]] });
    expect(m.stopped?.reason).toBe("edge");
    expect(m.stopped?.at.x).toBeLessThanOrEqual(5 + 1e-9);
    expect(m.tests.map((t) => t.kind)).toContain("leap");
  });

  it("a flyer at low altitude crosses the chasm and deep water with no leap, no swim and no jump-down", () => {
    const m = table({ regions: [gap, pool], models: [flyer] }).move("a", { path: [[10, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBe(10);
    expect(m.tests).toEqual([]);
    expect(m.segments.map((s) => s.mode)).toEqual(["fly"]);
  });

  it("a flyer's bands shift with gravity: Flyer (6) flying 20 m is a Run at normal, a Charge in low gravity", () => {
    // Flyer (6): 6/12/18/36 m; low gravity: as AB 8, 8/16/24/48 m; high: as AB 4, 4/8/12/24 m.
    const fly = (gravity: "normal" | "low" | "high", x: number) =>
      table({ gravity, regions: [], models: [flyer] }).move("a", { action: "fly", path: [[x, 0]] });
    expect(fly("normal", 20).band).toBe("run");
    expect(fly("low", 20).band).toBe("charge");
    const high = fly("high", 30);
    expect(high.stopped?.reason).toBe("allowance");
    expect(high.end.x).toBeCloseTo(24, 4);
  });

  it("Foundry's fly action is flight too: a flyer on the ground flying over the chasm is not stopped", () => {
    const grounded: PlayModel = { ...flyer, system: { ...(flyer.system as object), altitude: "ground" } };
    const m = table({ regions: [gap], models: [grounded] }).move("a", { action: "fly", path: [[10, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.tests).toEqual([]);
  });

  it("a walker swimming deep water is tested; the same water flown over is not", () => {
    const walker = table({ regions: [pool] }).move("a", { path: [[3, 0]] });
    expect(walker.tests.map((t) => t.kind)).toContain("swim");
  });
});

describe("rules.play: Dark Heresy leaps are the turn's Full Action", () => {
  /** A 2 m chasm from x = 10 to 12, 10 m deep. Strength 40: Strength Bonus 4, a running leap of 4 m. */
  const chasm: PlayRegion = {
    id: "chasm",
    shape: { type: "rectangle", x: 10, y: -5, width: 2, height: 10 },
    terrain: [{ condition: "gap", height: 10 }],
  };
  const leaper: PlayModel = {
    ...runner,
    system: { characteristics: { agility: { value: 40, unnatural: 0 }, strength: { value: 40, unnatural: 0 } } },
  };
  const leapTable = () => table({ regions: [chasm], models: [leaper] });

  it("after a Full Move's run-up (8 m, no more) the leap is offered and a pass lands past the gap", () => {
    const t = table({ regions: [chasm], models: [{ ...leaper, x: 2 }] });
    const m = t.move("a", { path: [[20, 0]] });
    expect(m.band).toBe("full");
    expect(m.stopped?.reason).toBe("edge");
    expect(m.end.x).toBeCloseTo(10, 6);
    const leap = m.tests.find((x) => x.kind === "leap")!;
    expect(leap.impossible).toBeUndefined();
    const r = t.resolve(leap, { roll: 5 });
    expect(r.outcome).toBe("cleared");
    // Landed a centimetre past the far side (x = 12), with the leap's metres left over to move.
    expect(t.model("a").x).toBeCloseTo(12.01, 6);
    expect(r.consequences).toContainEqual({ type: "turnAction", remaining: (r.amount ?? 0) - 2.01 });
  });

  it("a leap card rolled in a later turn spends the turn it was posted in, not the one now played", () => {
    // Roll 5 at Agility 40 + 10 (8 m run-up, 4 past the first 4): six degrees, a running leap of
    // SB 4 + 5 × ½ = 6.5 m; 2.01 m of it over the gap.
    const now = table({ regions: [chasm], models: [{ ...leaper, x: 2 }] });
    const leapNow = now.move("a", { path: [[20, 0]] }).tests.find((x) => x.kind === "leap")!;
    expect(now.resolve(leapNow, { roll: 5 }).outcome).toBe("cleared");
    // Rolled in its own turn: the Full Action is spent, 4.49 m of the leap left to move.
    const onNow = now.move("a", { path: [[22.01, 0]] });
    expect(onNow.stopped?.reason).toBe("allowance");
    expect(onNow.end.x).toBeCloseTo(16.5, 4);

    const later = table({ regions: [chasm], models: [{ ...leaper, x: 2 }] });
    const leapLater = later.move("a", { path: [[20, 0]] }).tests.find((x) => x.kind === "leap")!;
    later.endTurn();
    const r = later.resolve(leapLater, { roll: 5 });
    // The leap still happens (it lands past the gap) but spends nothing of the new turn.
    expect(r.outcome).toBe("cleared");
    expect(later.model("a").x).toBeCloseTo(12.01, 6);
    const onLater = later.move("a", { path: [[22.01, 0]] });
    expect(onLater.stopped).toBeNull();
    expect(onLater.end.x).toBeCloseTo(22.01, 6);
    expect(onLater.band).toBe("charge");
  });

  it("a Run to the edge refuses the leap: the Run is the turn's action", () => {
    // Only 2 m to the edge: the band reached is the Half Move, but the action chosen was the Run.
    const t = table({ regions: [chasm], models: [{ ...leaper, x: 8 }] });
    const m = t.move("a", { action: "run", path: [[20, 0]] });
    expect(m.band).toBe("half");
    expect(m.stopped?.reason).toBe("edge");
    const leap = m.tests.find((x) => x.kind === "leap")!;
    expect(leap.impossible).toBe(true);
    expect(leap.target).toBeUndefined();
    expect(t.resolve(leap, { roll: 5 }).outcome).toBe("actionSpent");
    expect(t.model("a").x).toBeCloseTo(10, 6);
  });

  it("so does a Walk of 10 m to the edge: at AB 4 that is a Charge (Full Move 8 m < 10 ≤ 12)", () => {
    const m = leapTable().move("a", { path: [[20, 0]] });
    expect(m.band).toBe("charge");
    expect(m.tests.find((x) => x.kind === "leap")?.impossible).toBe(true);
  });
});

describe("rules.play: Dark Heresy swimming stops at the water's edge (§ Swimming)", () => {
  /** Hazardous water from x = 4 to 14. Strength 40: Strength Bonus 4, a swim of half of it, 2 m. */
  const rapids: PlayRegion = {
    id: "rapids",
    shape: { type: "rectangle", x: 4, y: -5, width: 10, height: 10 },
    terrain: [{ condition: "water", water: "hazardous" }],
  };
  const swimmer: PlayModel = {
    ...runner,
    system: { characteristics: { agility: { value: 40, unnatural: 0 }, strength: { value: 40, unnatural: 0 } } },
  };
  const swimTable = () => table({ regions: [rapids], models: [swimmer] });

  it("a Walk into hazardous water stops at its edge and posts the swim test before any metre is swum", () => {
    const m = swimTable().move("a", { path: [[10, 0]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "swim" });
    expect(m.end.x).toBeCloseTo(4, 6);
    const swim = m.tests.find((t) => t.kind === "swim")!;
    expect([swim.characteristic, swim.modifier, swim.distance]).toEqual(["athletics", 0, undefined]);
  });

  it("a passed swim moves on half the Strength Bonus (2 m) into the water, with no second swim test", () => {
    const t = swimTable();
    const swim = t.move("a", { path: [[10, 0]] }).tests.find((x) => x.kind === "swim")!;
    const r = t.resolve(swim, { roll: 5 });
    expect([r.outcome, r.amount]).toEqual(["swam", 2]);
    expect(r.consequences).toContainEqual({ type: "turnAction", remaining: 2 });
    const on = t.move("a", { path: [[10, 0]] });
    expect(on.stopped?.reason).toBe("allowance");
    expect(on.end.x).toBeCloseTo(6, 4);
    expect(on.tests.filter((x) => x.kind === "swim")).toEqual([]);
  });

  it("a failed swim makes no progress: the turn's action is spent at the edge", () => {
    const t = swimTable();
    const swim = t.move("a", { path: [[10, 0]] }).tests.find((x) => x.kind === "swim")!;
    const r = t.resolve(swim, { roll: 95 });
    expect(r.outcome).toBe("noProgress");
    expect(r.consequences).toContainEqual({ type: "turnAction", remaining: 0 });
    expect(t.move("a", { path: [[10, 0]] }).end.x).toBeCloseTo(4, 6);
  });

  it("a swimmer already in the water is held where it is: the swim test comes before any move", () => {
    // The token HUD posts it (no region: a pass clears every edge and leaves its 2 m, dh2-turn.test.ts).
    const held = table({ regions: [rapids], models: [{ ...swimmer, x: 6 }] }).move("a", { path: [[10, 0]] });
    expect(held.stopped).toMatchObject({ reason: "edge", test: "swim" });
    expect(held.end.x).toBeCloseTo(6, 6);
  });

  it("outside a combat the move is not stopped and the swim prices the metres moved through the water", () => {
    const m = play({ ruleset: "dh2", combat: false, models: [swimmer], regions: [rapids] }).move("a", {
      path: [[10, 0]],
    });
    expect(m.stopped).toBeNull();
    expect(m.tests.find((t) => t.kind === "swim")?.distance).toBeCloseTo(6, 6);
  });
});

describe("rules.play: Dark Heresy swimming in armour or weighed down (§ Swimming: −30, Fatigue on a failure)", () => {
  /** Hazardous water from x = 4 to 14. */
  const rapids: PlayRegion = {
    id: "rapids",
    shape: { type: "rectangle", x: 4, y: -5, width: 10, height: 10 },
    terrain: [{ condition: "water", water: "hazardous" }],
  };
  /** Strength 40 with Athletics Trained (+10): Athletics 50; Strength Bonus 4, a swim of 2 m. */
  const system = {
    characteristics: { agility: { value: 40, unnatural: 0 }, strength: { value: 40, unnatural: 0 } },
    skills: { athletics: { training: "trained" } },
  };
  const swimmer = (over: Partial<PlayModel> = {}): PlayModel => ({ ...runner, system, ...over });
  const swimOf = (model: PlayModel) => {
    const t = table({ regions: [rapids], models: [model] });
    return { t, swim: t.move("a", { path: [[10, 0]] }).tests.find((x) => x.kind === "swim")! };
  };

  it("unarmoured, the swim tests Athletics 50 at +0", () => {
    const { swim } = swimOf(swimmer());
    expect([swim.characteristic, swim.modifier, swim.target]).toEqual(["athletics", 0, 50]);
  });

  it("in armour (the actor's data) the swim takes −30: Athletics 50 needs 20; a roll of 20 swims 2 m", () => {
    const { t, swim } = swimOf(swimmer({ system: { ...system, armour: true } }));
    expect([swim.modifier, swim.target]).toEqual([-30, 20]);
    const r = t.resolve(swim, { roll: 20 });
    expect([r.outcome, r.amount]).toEqual(["swam", 2]);
  });

  it("in armour a failed swim (21) makes no progress and costs 1 level of Fatigue", () => {
    const { t, swim } = swimOf(swimmer({ system: { ...system, armour: true } }));
    const r = t.resolve(swim, { roll: 21 });
    expect(r.outcome).toBe("sinksTired");
    expect(r.consequences).toContainEqual({ type: "fatigue", levels: 1 });
  });

  it("Encumbered (carrying more than the Carrying Weight) the swim takes the same −30, counted once with armour", () => {
    const { swim } = swimOf(swimmer({ status: ["encumbered"] }));
    expect([swim.modifier, swim.target]).toEqual([-30, 20]);
    const both = swimOf(swimmer({ status: ["encumbered"], system: { ...system, armour: true } })).swim;
    expect([both.modifier, both.target]).toEqual([-30, 20]);
  });
});

describe("rules.play: Dark Heresy raised surfaces higher than a step (§ Standing Vertical Jumps, § Simple Climbs)", () => {
  /** A 3 m ledge from x = 4 to 10; a 0.4 m platform from x = 4 to 10 (a step). */
  const ledge: PlayRegion = {
    id: "ledge",
    shape: { type: "rectangle", x: 4, y: -5, width: 6, height: 10 },
    terrain: [{ condition: "raised", height: 3 }],
  };
  const kerb: PlayRegion = { ...ledge, id: "kerb", terrain: [{ condition: "raised", height: 0.4 }] };
  /** Agility 40 (Half Move 4 m: a climb of 2 m at one degree, +1 m a further degree), Strength 40. */
  const climber: PlayModel = {
    ...runner,
    system: { characteristics: { agility: { value: 40, unnatural: 0 }, strength: { value: 40, unnatural: 0 } } },
  };

  it("a Walk onto a 3 m ledge stops at its foot and posts the climb test for the 3 m", () => {
    const m = table({ regions: [ledge], models: [climber] }).move("a", { path: [[8, 0]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "ledge" });
    expect(m.end).toEqual({ x: expect.closeTo(4, 6), y: 0, elevation: 0 });
    const climb = m.tests.find((t) => t.kind === "climb")!;
    expect(climb.call.request?.options?.["height"]).toBe("3");
  });

  it("a climb with two further degrees (3 m) reaches the top: the move goes on onto the ledge", () => {
    const t = table({ regions: [ledge], models: [climber] });
    const climb = t.move("a", { path: [[8, 0]] }).tests.find((x) => x.kind === "climb")!;
    // Strength or Athletics 40 (Athletics untrained: −20), roll 5: 4 degrees, 2 + 3 = 5 m ≥ 3 m.
    const r = t.resolve(climb, { roll: 5 });
    expect(r.outcome).toBe("climbedTop");
    const on = t.move("a", { path: [[8, 0]] });
    expect(on.stopped).toBeNull();
    expect(on.end).toMatchObject({ x: 8, elevation: 3 });
  });

  it("a 0.4 m platform is a step: walked onto with no stop and no test", () => {
    const m = table({ regions: [kerb], models: [climber] }).move("a", { path: [[8, 0]] });
    expect(m.stopped).toBeNull();
    expect(m.end).toMatchObject({ x: 8, elevation: 0.4 });
    expect(m.tests).toEqual([]);
  });
});

describe("rules.play: exact region shapes and walls", () => {
  it("a round pool (radius 2 at (6, 0)) is not crossed by a path through its bounding box's corner", () => {
    const pool: PlayRegion = {
      id: "pool",
      shape: { type: "ellipse", x: 6, y: 0, radiusX: 2, radiusY: 2 },
      terrain: [{ condition: "rubble" }],
    };
    // y = 1.9 passes 1.9 m from the centre: inside the circle (2 m) — tested.
    const through = table({ regions: [pool], models: [{ ...runner, y: 1.9 }] }).move("a", { path: [[12, 1.9]] });
    expect(through.tests.map((t) => t.kind)).toEqual(["treacherous"]);
    // A Run along y = 1.95 to x = 4.5 enters the box (x ≥ 4) but ends √(1.5² + 1.95²) ≈ 2.46 m from the centre: dry.
    const corner = table({ regions: [pool], models: [{ ...runner, x: 0, y: 1.95 }] }).move("a", {
      action: "run",
      path: [[4.5, 1.95]],
    });
    expect(corner.tests).toEqual([]);
  });

  it("a wall across the path holds the move at the wall, as Foundry's constraint does", () => {
    const m = table({ regions: [], walls: [{ a: [5, -5], b: [5, 5] }] }).move("a", { path: [[8, 0]] });
    expect(m.end.x).toBeCloseTo(5, 5);
    expect(m.end.x).toBeLessThan(5);
    expect(m.stopped).toBeNull();
  });
});

describe("rules.play: a Hoverer clears low obstacles (§ Hovering Altitude, § Flying Movement)", () => {
  /** Hoverer (6) at hovering altitude: it flies 6/12/18/36 m; its altitude is "no greater than two metres". */
  const hoverer: PlayModel = {
    ...runner,
    flying: "hovering",
    system: { characteristics: { agility: { value: 40, unnatural: 0 } }, hoverer: 6, altitude: "hovering" },
  };
  const obstacle = (id: string, terrain: PlayRegion["terrain"]): PlayRegion => ({
    id,
    shape: { type: "rectangle", x: 4, y: -5, width: 2, height: 10 },
    terrain,
  });
  const move = (region: PlayRegion, who: PlayModel = hoverer) =>
    table({ regions: [region], models: [who] }).move("a", { path: [[10, 0]] });

  it("a 2 m sheer wall is a low obstacle: the hoverer moves 10 m over it with no stop and no test", () => {
    const m = move(obstacle("wall", [{ condition: "climb", surface: "sheer", height: 2 }]));
    expect(m.stopped).toBeNull();
    expect(m.end.x).toBeCloseTo(10, 6);
    expect(m.tests).toEqual([]);
  });

  it("a 2 m simple climb and a 1.5 m raised surface are cleared too", () => {
    expect(move(obstacle("fence", [{ condition: "climb", height: 2 }])).stopped).toBeNull();
    const kerb = move(obstacle("crate", [{ condition: "raised", height: 1.5 }]));
    expect(kerb.stopped).toBeNull();
    expect(kerb.tests).toEqual([]);
  });

  it("a 3 m wall is no low obstacle: the hoverer stops at its foot (x = 4) for the sheer climb, as a walker does", () => {
    const m = move(obstacle("wall", [{ condition: "climb", surface: "sheer", height: 3 }]));
    expect(m.stopped).toMatchObject({ reason: "edge", test: "sheerClimb" });
    expect(m.end.x).toBeCloseTo(4, 6);
  });

  it("a 3 m ledge stops the hoverer at its foot for the climb", () => {
    const m = move(obstacle("ledge", [{ condition: "raised", height: 3 }]));
    expect(m.stopped).toMatchObject({ reason: "edge", test: "ledge" });
    expect(m.end.x).toBeCloseTo(4, 6);
  });

  it("the same 2 m sheer wall stops a walker at its foot; a flyer at Low Altitude passes a 3 m one", () => {
    const walked = move(obstacle("wall", [{ condition: "climb", surface: "sheer", height: 2 }]), runner);
    expect(walked.stopped).toMatchObject({ reason: "edge", test: "sheerClimb" });
    const flyer: PlayModel = {
      ...runner,
      flying: "low",
      system: { characteristics: { agility: { value: 40, unnatural: 0 } }, flyer: 6, altitude: "low" },
    };
    expect(move(obstacle("wall", [{ condition: "climb", surface: "sheer", height: 3 }]), flyer).stopped).toBeNull();
  });
});

describe("rules.play: Dark Heresy lighting from the scene (§ Lighting: faster than half the Movement rate in Darkness)", () => {
  /** Agility 40: Half Move 4 m, Full 8 m. Perception 30 (the initial value): the Hard (−20) test needs 10. */
  const dark = (lighting: PlayInput["lighting"], path: [number, number][]) =>
    table({ regions: [], lighting })
      .move("a", { path })
      .tests.map((t) => [t.kind, t.characteristic, t.modifier, t.target]);
  const DARKNESS_TEST = [["darkness", "perception", -20, 10]];

  it("a Walk of 6 m (Full Move) in a midnight scene (darkness 1) calls the Hard (−20) Perception test", () => {
    expect(dark({ darkness: 1 }, [[6, 0]])).toEqual(DARKNESS_TEST);
  });

  it("a Walk of 4 m (Half Move) in the same dark calls none", () => {
    expect(dark({ darkness: 1 }, [[4, 0]])).toEqual([]);
  });

  it("twilight (darkness 0.5) is Shadow: full speed, no test", () => {
    expect(dark({ darkness: 0.5 }, [[6, 0]])).toEqual([]);
  });

  it("a glow-globe's bright light over the whole path is Bright; its dim edge is Shadow: no test either way", () => {
    expect(dark({ darkness: 1, lights: [{ x: 3, y: 0, bright: 4, dim: 8 }] }, [[6, 0]])).toEqual([]);
    expect(dark({ darkness: 1, lights: [{ x: 3, y: 20, bright: 2, dim: 30 }] }, [[6, 0]])).toEqual([]);
  });

  it("a path that leaves the light's reach for the dark past Half Move is tested", () => {
    expect(dark({ darkness: 1, lights: [{ x: 0, y: 0, bright: 2, dim: 3 }] }, [[6, 0]])).toEqual(DARKNESS_TEST);
  });

  it("the GM's level wins: Darkness set on a midday scene calls the test, Bright on a midnight one does not", () => {
    expect(dark({ darkness: 0, override: "darkness" }, [[6, 0]])).toEqual(DARKNESS_TEST);
    expect(dark({ darkness: 1, override: "bright" }, [[6, 0]])).toEqual([]);
  });
});
