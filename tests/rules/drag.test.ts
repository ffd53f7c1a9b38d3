import { describe, expect, it } from "vitest";
import {
  chargeRunOn,
  dragStop,
  edgeStopAt,
  elevatedGap,
  getRuleset,
  prepareDrag,
  type DragInput,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
} from "../../src/rules";
import { fighter } from "../support/snapshots";
import { dragInput, necromundaBands } from "../support/necromunda-drag";

const necromunda = getRuleset("necromunda");

/** A model with a 1" base (radius ½") centred at (x, y) inches; a vehicle is 2" square. */
const model = fighter;

/** The dragged fighter, friendly, at (0.5, 0.5). */
const me = (extra: Partial<ModelSnapshot> = {}) => model("me", 0.5, 0.5, { disposition: "friendly", ...extra });

function scene(models: ModelSnapshot[]): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: null, models, regions: [] };
}

/** 1" steps along y = 0.5 from x = 0.5, one per inch, with an action and conditions per step. */
function row(inches: number, action = "move", conditions: (i: number) => string[] = () => []): PathStep[] {
  return Array.from({ length: inches + 1 }, (_, i) => ({
    x: 0.5 + i,
    y: 0.5,
    elevation: 0,
    action,
    conditions: conditions(i),
  }));
}

/** An M5 fighter's bands (Crawl 3", Move 5", Charge 8", Run 10"), ruleset units. */
const bands = necromundaBands;

/** Asks the engine about a path whose steps each cost their distance (or the costs given). */
function ask(models: ModelSnapshot[], path: PathStep[], extra: Partial<DragInput> = {}) {
  return dragStop(prepareDrag(scene(models), "me", necromunda), dragInput(path, extra));
}

describe("the allowance (necromunda-movement.md § Movement)", () => {
  it('stops an M5 Move at 5"', () => {
    expect(ask([me()], row(8))).toEqual({ step: 5, fraction: 0, reason: "allowance" });
  });

  it('continues from the turn\'s history: 3" moved leaves 2" of Move', () => {
    expect(ask([me()], row(8), { history: { cost: 3, distance: 3 } })).toMatchObject({ step: 2 });
  });

  it('stops a gridless segment exactly where the allowance runs out (5" of 8")', () => {
    const path = [row(8)[0]!, row(8)[8]!];
    const stop = ask([me()], path, { exact: true })!;
    expect(stop.step).toBe(0);
    expect(stop.fraction).toBeCloseTo(5 / 8, 6);
  });

  it("leaves a path alone when the allowance is not enforced", () => {
    expect(ask([me()], row(8), { turn: null })).toBeNull();
  });
});

describe("a climb that cannot be finished (§ Climbing)", () => {
  // 2" up a wall, each 1" climbed costing 2" (as difficult terrain).
  const climb = (action: string): PathStep[] =>
    [0, 1, 2].map((elevation) => ({ x: 0.5, y: 0.5, elevation, action, conditions: [] }));
  const costs = { segments: [2, 2].map((cost) => ({ cost, distance: 1 })) };

  it('holds a Crawl (M5: 3") where it was declared, and says why', () => {
    expect(ask([me()], climb("crawl"), costs)).toEqual({ step: 0, fraction: 0, reason: "climb" });
  });

  it("lets a Move stop part-way up", () => {
    const stop = ask([me()], climb("move"), { ...costs, turn: bands(3) });
    expect(stop).toEqual({ step: 1, fraction: 0, reason: "allowance" });
  });
});

describe("edges that call for a test first (§ Leaping Gaps, § Dangerous Terrain)", () => {
  const into = (condition: string) => row(4, "move", (i) => (i === 2 || i === 3 ? [condition] : []));

  it("stops at a gap's edge for the leap test, and at dangerous terrain's edge for its test", () => {
    expect(ask([me()], into("gap"))).toEqual({ step: 1, fraction: 0, reason: "edge", test: "leap" });
    expect(ask([me()], into("dangerous"))).toEqual({ step: 1, fraction: 0, reason: "edge", test: "dangerous" });
  });

  it("lets the fighter on once the edge test was posted this turn", () => {
    expect(ask([me()], into("gap"), { edgeCleared: true })).toBeNull();
  });

  it("finds where a path enters such terrain; a path that starts in it is already in", () => {
    expect(edgeStopAt(into("dangerous"), necromunda.terrain)).toEqual({ step: 2, test: "dangerous" });
    expect(edgeStopAt(into("dangerous").slice(2), necromunda.terrain)).toBeNull();
    expect(edgeStopAt(into("difficult"), necromunda.terrain)).toBeNull();
  });
});

describe('the 1" rule (§ The 1" Rule)', () => {
  const foe = (extra: Partial<ModelSnapshot> = {}) => model("foe", 6.5, 0.5, extra);

  it('holds a fighter 1" off an enemy and names it: square 4 is 1" away, square 5 would be 0"', () => {
    expect(ask([me(), foe()], row(5))).toEqual({ step: 4, fraction: 0, reason: "engaged", enemy: "foe" });
  });

  it('stops exactly 1" off on a gridless scene', () => {
    const path = [row(6)[0]!, row(6)[6]!];
    const stop = ask([me(), foe()], path, { exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "engaged" });
    expect(0.5 + 6 * stop.fraction).toBeCloseTo(4.5, 5);
  });

  it("is not held by friends, Seriously Injured enemies, or enemy vehicles; a vehicle is never held", () => {
    expect(ask([me(), foe({ disposition: "friendly" })], row(5))).toBeNull();
    expect(ask([me(), foe({ status: "seriouslyInjured" })], row(5))).toBeNull();
    expect(ask([me(), model("foe", 7, 0.5, { kind: "vehicle" })], row(5))).toBeNull();
    // A 2" vehicle driving up to base contact with an enemy fighter.
    expect(ask([me({ kind: "vehicle" }), model("foe", 6, 0.5)], row(4), { turn: null })).toBeNull();
  });

  it("ignores enemies the user cannot see, and so never names them (issue #9)", () => {
    expect(ask([me(), foe({ visible: false })], row(5))).toBeNull();
  });

  describe("counts height (Stride ruling: plan gap and elevation difference combined)", () => {
    it("measures the gap in 3D", () => {
      expect(elevatedGap(0.4, 0.3)).toBeCloseTo(0.5, 9);
      expect(elevatedGap(-0.2, 3)).toBe(3);
      expect(elevatedGap(-0.2, 0)).toBe(-0.2);
    });

    it('lets a fighter walk under a gantry 3" up, past and right under an enemy standing on it', () => {
      expect(ask([me(), foe({ elevation: 3 })], row(7), { turn: null })).toBeNull();
      expect(ask([me(), model("foe", 3.5, 0.5, { elevation: 3 })], row(7), { turn: null })).toBeNull();
    });

    it('still holds it when the enemy is less than 1" away in 3D: ¾" up, passing ½" off in plan', () => {
      // Plan gap at its nearest ½", rise ¾": √(½² + ¾²) ≈ 0.9" < 1".
      const above = model("foe", 3.5, 2, { elevation: 0.75 });
      expect(ask([me(), above], row(7), { turn: null })).toMatchObject({ reason: "engaged", enemy: "foe" });
      expect(ask([me(), model("foe", 3.5, 2, { elevation: 1 })], row(7), { turn: null })).toBeNull();
    });

    it("is not held by an enemy on another scene level (v14), whatever their elevations", () => {
      const upstairs = foe({ level: "upper" });
      expect(ask([me({ level: "ground" }), upstairs], row(7), { turn: null })).toBeNull();
      expect(ask([me({ level: "upper" }), upstairs], row(7), { turn: null })).toMatchObject({ reason: "engaged" });
      // A scene without levels (v13): no level on either, the rule stands.
      expect(ask([me(), foe()], row(7), { turn: null })).toMatchObject({ reason: "engaged" });
    });
  });
});

describe("a Charge (§ Charge)", () => {
  const foe = model("foe", 6.5, 0.5);

  it('may go within 1" when it ends in base contact: 5" takes it B2B', () => {
    expect(ask([me(), foe], row(5, "charge"))).toBeNull();
  });

  it('stops 1" away when it falls short of base contact', () => {
    const path = [row(6)[0]!, { ...row(6)[0]!, x: 5.3, action: "charge" }];
    const stop = ask([me(), foe], path, { exact: true })!;
    expect(stop.reason).toBe("engaged");
    expect(0.5 + 4.8 * stop.fraction).toBeCloseTo(4.5, 5);
  });

  it("may not pass another enemy's zone on its way unless it ends in base contact", () => {
    const other = model("other", 3.5, 1.9);
    expect(ask([me(), foe, other], row(5, "charge"))).toBeNull();
    expect(ask([me(), foe, other], row(4, "charge"))).toMatchObject({ reason: "engaged", enemy: "other" });
  });
});

describe("where a move may end", () => {
  it("not on top of an obstacle (§ Obstacles): back to where it left the ground", () => {
    const path = row(3, "move", (i) => (i >= 2 ? ["obstacle"] : []));
    expect(ask([me()], path)).toEqual({ step: 1, fraction: 0, reason: "forbiddenEnd" });
    expect(
      ask(
        [me()],
        row(3, "move", (i) => (i === 2 ? ["obstacle"] : [])),
      ),
    ).toBeNull();
  });

  it("passes through a friend but does not end on its base (§ Movement, YAQ)", () => {
    const friend = model("friend", 2.5, 0.5, { disposition: "friendly" });
    expect(ask([me(), friend], row(3))).toBeNull();
    expect(ask([me(), friend], row(2))).toEqual({ step: 1, fraction: 0, reason: "overlap" });
  });

  it("may end on a vehicle's deck, at or above its elevation (§ Vehicle Movement: riders)", () => {
    const hauler = model("hauler", 3, 0.5, { kind: "vehicle", disposition: "friendly" });
    const onto = row(3).map((p, i) => (i === 3 ? { ...p, x: 3 } : p));
    expect(ask([me(), hauler], onto)).toBeNull();
    const vehicle = me({ kind: "vehicle" });
    expect(ask([vehicle, hauler], onto, { turn: null })).toMatchObject({ reason: "overlap" });
  });

  it('does not count a base on another level as overlapping: a fighter on a walkway 2" up', () => {
    const up = model("up", 2.5, 0.5, { disposition: "friendly", elevation: 2 });
    expect(ask([me(), up], row(2))).toBeNull();
  });

  it('counts bases up to 0.05" into each other as contact, not overlap', () => {
    const path = [row(1)[0]!, { ...row(1)[1]!, x: 2.45 }];
    expect(ask([me(), model("friend", 3.42, 0.5, { disposition: "friendly" })], path, { exact: true })).toBeNull();
    const deep = ask([me(), model("friend", 3.3, 0.5, { disposition: "friendly" })], path, { exact: true })!;
    expect(deep).toMatchObject({ step: 0, reason: "overlap" });
    // Cut where the bases touch: centres 1" apart, at x = 2.3 of the 1.95" leg from 0.5.
    expect(0.5 + 1.95 * deep.fraction).toBeCloseTo(2.3, 6);
  });

  it("on a gridded scene cuts an overlap back to the last step clear of every base", () => {
    const friend = model("friend", 2.8, 0.5, { disposition: "friendly" });
    expect(ask([me(), friend], row(2))).toEqual({ step: 1, fraction: 0, reason: "overlap" });
  });

  it("holds a fighter off an enemy's base it would pass through, at the step before on a grid (YAQ)", () => {
    const hurt = model("hurt", 2.5, 0.5, { status: "seriouslyInjured" });
    expect(ask([me(), hurt], row(4))).toEqual({ step: 1, fraction: 0, reason: "overlap" });
    const stop = ask([me(), hurt], [row(4)[0]!, row(4)[4]!], { exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    expect(stop.fraction).toBeCloseTo(1 / 4, 6);
    // A vehicle is not held, so it passes (its run-overs are decided elsewhere).
    expect(ask([me({ kind: "vehicle" }), hurt], row(4), { turn: null })).toBeNull();
  });
});

describe('a fighter that starts within 1" of an enemy (§ The 1" Rule)', () => {
  it("may not move at all, towards or away, and the enemy is named", () => {
    const enemy = model("enemy", 2, 0.5);
    const away = [row(1)[0]!, { ...row(1)[0]!, x: -2.5 }];
    expect(ask([me(), enemy], away)).toEqual({ step: 0, fraction: 0, reason: "engaged", enemy: "enemy" });
    expect(ask([me(), enemy], [row(1)[0]!, { ...row(1)[0]!, x: 1 }], { exact: true })).toMatchObject({
      step: 0,
      fraction: 0,
      reason: "engaged",
    });
  });

  it('may leave from exactly 1" away', () => {
    const away = [row(1)[0]!, { ...row(1)[0]!, x: -2.5 }];
    expect(ask([me(), model("enemy", 2.5, 0.5)], away)).toBeNull();
  });

  it("may Charge when the move ends in base contact with an enemy", () => {
    const enemy = model("enemy", 2, 0.5);
    const round = [
      row(1)[0]!,
      { ...row(1)[0]!, y: 1.5, action: "charge" },
      { ...row(1)[0]!, x: 2, y: 1.5, action: "charge" },
    ];
    expect(ask([me(), enemy], round, { exact: true })).toBeNull();
  });
});

describe("a Charge that falls short still moves its full distance (§ Movement, § Charge)", () => {
  /** The run-on of an M5 fighter's Charge (8") dragged 3" along the row. */
  function runOn(models: ModelSnapshot[], path = row(3, "charge")) {
    const segments = path.slice(1).map(() => ({ cost: 1, distance: 1 }));
    const input: DragInput = {
      path,
      segments,
      turn: bands(),
      history: { cost: 0, distance: 0 },
      edgeCleared: false,
      exact: true,
    };
    return chargeRunOn(prepareDrag(scene(models), "me", necromunda), input);
  }

  it('runs on the 5" left in the direction dragged, when the enemy is out of reach', () => {
    const result = runOn([me(), model("foe", 12.5, 0.5)])!;
    expect(result.distance).toBeCloseTo(5, 9);
    expect(result.to).toMatchObject({ x: 8.5, y: 0.5 });
  });

  it('stops 1" from the enemy it cannot reach: 4" on, at x = 7.5 (the enemy at 9.5)', () => {
    const result = runOn([me(), model("foe", 9.5, 0.5)])!;
    expect(result.distance).toBeCloseTo(4, 5);
    expect(result.to.x).toBeCloseTo(7.5, 5);
  });

  it("does not run on a Move, a Charge already in base contact, or one with no enemy to charge", () => {
    expect(runOn([me(), model("foe", 12.5, 0.5)], row(3, "move"))).toBeNull();
    expect(runOn([me(), model("foe", 4.5, 0.5)])).toBeNull();
    expect(runOn([me()])).toBeNull();
    expect(runOn([me(), model("foe", 12.5, 0.5, { visible: false })])).toBeNull();
  });
});
