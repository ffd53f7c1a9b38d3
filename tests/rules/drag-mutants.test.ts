// moves/drag.ts: the cases its mutation run (docs/development.md § Mutation testing) found untested.
// Rules: necromunda-movement.md unless named; geometry off the axes and the origin
// where geometry decides, values computed by hand.
import { describe, expect, it } from "vitest";
import {
  chargeRunOn,
  dragStop,
  edgeStopAt,
  getRuleset,
  movedAlready,
  play,
  pointAt,
  prepareDrag,
  type DragInput,
  type DragRules,
  type ModelSnapshot,
  type PathStep,
  type PlayModel,
  type SceneSnapshot,
  type TurnBands,
} from "../../src/rules";
import { fighter } from "../support/snapshots";
import { dragInput, necromundaBands } from "../support/necromunda-drag";

const necromunda = getRuleset("necromunda");

/** A copy of `object` without its member `key` (a capability without an optional member). */
function without<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)) as Omit<T, K>;
}

/** A model with a 1" base (radius ½") centred at (x, y) inches; a vehicle is 2" square. */
const model = fighter;

/** The dragged fighter, friendly, at (x, y) (default (2, 3): off the axes and the origin). */
const me = (x = 2, y = 3, extra: Partial<ModelSnapshot> = {}) =>
  model("me", x, y, { disposition: "friendly", ...extra });

function scene(models: ModelSnapshot[], extra: Partial<SceneSnapshot> = {}): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: null, models, regions: [], ...extra };
}

const step = (x: number, y: number, action = "move", extra: Partial<PathStep> = {}): PathStep => ({
  x,
  y,
  elevation: 0,
  action,
  conditions: [],
  ...extra,
});

/** An M5 fighter's bands (Crawl 3", Move 5", Charge 8", Run 10"), ruleset units. */
const bands = necromundaBands;

const input = dragInput;

/** Asks the engine about a path for `me` among `models` under Necromunda (or the rules given). */
function ask(
  models: ModelSnapshot[],
  path: PathStep[],
  extra: Partial<DragInput> = {},
  rules: DragRules = necromunda,
  snapshot: Partial<SceneSnapshot> = {},
) {
  return dragStop(prepareDrag(scene(models, snapshot), "me", rules), input(path, extra));
}

describe("input checks name the bad part (moves/drag.ts: every function checks its input)", () => {
  const snap = scene([me()]);
  const bad = <T>(v: unknown) => v as T;

  it("prepareDrag: options, the voluntary flag and the scene's gravity (one of GRAVITIES)", () => {
    expect(() => prepareDrag(snap, "me", necromunda, bad(3))).toThrow(/^options must be an object/);
    expect(() => prepareDrag(snap, "me", necromunda, { voluntaryEngage: bad("yes") })).toThrow(
      /^options\.voluntaryEngage must be a boolean/,
    );
    expect(() => prepareDrag(snap, "me", necromunda, { gravity: bad("sideways") })).toThrow(
      new RangeError('options.gravity is one of normal, low, high, zero, got "sideways"'),
    );
    for (const gravity of ["normal", "low", "high", "zero"] as const) {
      expect(prepareDrag(snap, "me", necromunda, { gravity }).startRefused).toBeNull();
    }
  });

  it("prepareDrag: the mover's weapons, each named by its index", () => {
    const armed = (weapons: unknown) => scene([me(2, 3, { weapons: bad(weapons) })]);
    const ok = { name: "sword", versatile: true, longRange: 2 };
    expect(() => prepareDrag(armed("x"), "me", necromunda)).toThrow(/^mover\.weapons must be an array/);
    expect(() => prepareDrag(armed([ok, 1]), "me", necromunda)).toThrow(/^mover\.weapons\[1\] must be an object/);
    expect(() => prepareDrag(armed([{ ...ok, name: 1 }]), "me", necromunda)).toThrow(
      /^mover\.weapons\[0\]\.name must be a string/,
    );
    expect(() => prepareDrag(armed([ok, { ...ok, versatile: 1 }]), "me", necromunda)).toThrow(
      /^mover\.weapons\[1\]\.versatile must be a boolean/,
    );
    expect(() => prepareDrag(armed([{ ...ok, longRange: -1 }]), "me", necromunda)).toThrow(
      /^mover\.weapons\[0\]\.longRange must not be negative/,
    );
  });

  it("prepareDrag: each capability and member, optional members only when present", () => {
    const { terrain, vertical, engagement } = necromunda;
    const rules = (extra: Record<string, unknown>) => bad<DragRules>({ bands: necromunda.bands, ...extra });
    expect(() => prepareDrag(snap, "me", bad(2))).toThrow(/^rules must be an object/);
    // Absent capabilities are not checked.
    expect(() => prepareDrag(snap, "me", rules({}))).not.toThrow();
    expect(() => prepareDrag(snap, "me", rules({ terrain: 4 }))).toThrow(/^rules\.terrain must be an object/);
    expect(() => prepareDrag(snap, "me", rules({ terrain: { ...terrain, mayEndOn: 1 } }))).toThrow(
      /^rules\.terrain\.mayEndOn must be a function/,
    );
    expect(() => prepareDrag(snap, "me", rules({ vertical: 4 }))).toThrow(/^rules\.vertical must be an object/);
    expect(() => prepareDrag(snap, "me", rules({ vertical: { ...vertical, isClimb: 1 } }))).toThrow(
      /^rules\.vertical\.isClimb must be a function/,
    );
    expect(() => prepareDrag(snap, "me", rules({ vertical: { ...vertical, mayEndMidClimb: 1 } }))).toThrow(
      /^rules\.vertical\.mayEndMidClimb must be a function/,
    );
    expect(() => prepareDrag(snap, "me", rules({ vertical: { ...vertical, climbFinishedBy: 1 } }))).toThrow(
      /^rules\.vertical\.climbFinishedBy must be a function/,
    );
    expect(() =>
      prepareDrag(snap, "me", rules({ vertical: { ...vertical, climbFinishedBy: undefined } })),
    ).not.toThrow();
    expect(() => prepareDrag(snap, "me", rules({ engagement: 4 }))).toThrow(/^rules\.engagement must be an object/);
    for (const member of ["isHeld", "holds", "mayEngage", "engageReach", "blocks", "shortestRoute"]) {
      expect(() => prepareDrag(snap, "me", rules({ engagement: { ...engagement, [member]: 1 } }))).toThrow(
        new TypeError(`rules.engagement.${member} must be a function, got number`),
      );
    }
    for (const member of ["engageReach", "blocks", "shortestRoute"]) {
      expect(() =>
        prepareDrag(snap, "me", rules({ engagement: { ...engagement, [member]: undefined } })),
      ).not.toThrow();
    }
  });

  it("dragStop: the input, the history's shares, the flags and the cleared regions", () => {
    const prepared = prepareDrag(snap, "me", necromunda);
    const path = [step(2, 3), step(3, 4)];
    const ok = input(path);
    expect(() => dragStop(prepared, bad(null))).toThrow(/^input must be an object/);
    expect(() => dragStop(prepared, { ...ok, history: { cost: 0, distance: 0, shares: bad(5) } })).toThrow(
      /^input\.history\.shares must be an object/,
    );
    expect(() =>
      dragStop(prepared, { ...ok, history: { cost: 0, distance: 0, shares: { walk: { cost: -1, distance: 0 } } } }),
    ).toThrow(/^input\.history\.shares\.walk\.cost/);
    expect(() => dragStop(prepared, { ...ok, edgeCleared: bad(1) })).toThrow(/^input\.edgeCleared must be a boolean/);
    expect(() => dragStop(prepared, { ...ok, clearedRegions: bad("r1") })).toThrow(
      /^input\.clearedRegions must be an array/,
    );
    expect(() => dragStop(prepared, { ...ok, clearedRegions: bad(["r1", 2]) })).toThrow(
      /^input\.clearedRegions\[1\] must be a string/,
    );
  });

  it("pointAt: the step, the fraction 0–1 and both steps read", () => {
    const path = [step(2, 3), step(6, 6)];
    expect(() => pointAt(path, bad("0"), 0)).toThrow(new TypeError("step must be a number, got string"));
    expect(() => pointAt(path, 0, bad("1"))).toThrow(new TypeError("fraction must be a number, got string"));
    expect(() => pointAt(path, 0, 1.5)).toThrow(new RangeError("fraction must be from 0 to 1, got 1.5"));
    // The fraction 1 is the next step.
    expect(pointAt(path, 0, 1)).toMatchObject({ x: 6, y: 6 });
    expect(() => pointAt([step(2, 3), bad({ ...step(6, 6), y: Number.NaN })], 0, 0.5)).toThrow(/^path\[1\]\.y/);
    // The last step has no next one to check: three steps, the third bad, read at step 1.
    expect(() => pointAt([step(2, 3), step(6, 6), bad({ ...step(1, 1), x: Number.NaN })], 0, 0.5)).not.toThrow();
    expect(() => pointAt([step(2, 3), step(6, 6), bad({ ...step(1, 1), x: Number.NaN })], 1, 0.5)).toThrow(
      /^path\[2\]\.x/,
    );
  });
});

describe("whose side a model is on", () => {
  it("a hostile model is no enemy of a neutral or secret one: only friendly against hostile", async () => {
    const { isEnemy } = await import("../../src/rules");
    expect(isEnemy("hostile", "neutral")).toBe(false);
    expect(isEnemy("hostile", "secret")).toBe(false);
    expect(isEnemy("hostile", "friendly")).toBe(true);
  });
});

describe("a vehicle's one movement action a round (d6-movement.txt § Vehicle Movement: singleVehicleMove)", () => {
  const d6 = getRuleset("d6");
  it("counts a history only once it went further than the cost tolerance, and only a number", () => {
    expect(movedAlready(d6.bands, "vehicle", 1e-6)).toBe(false);
    expect(movedAlready(d6.bands, "vehicle", 2e-6)).toBe(true);
    expect(movedAlready(d6.bands, "vehicle", "5" as unknown as number)).toBe(false);
  });
});

/** A Seriously Injured enemy: it holds no one off, but a held fighter may not pass through its base (§ Movement, YAQ). */
const hurt = (id: string, x: number, y: number, extra: Partial<ModelSnapshot> & { size?: number } = {}) =>
  model(id, x, y, { status: "seriouslyInjured", ...extra });

describe("a Charge that falls short runs on in the direction dragged (§ Movement, § Charge)", () => {
  const foe = model("foe", 20, 3);
  const run = (path: PathStep[], extra: Partial<DragInput> = {}, rules: DragRules = necromunda, models = [me(), foe]) =>
    chargeRunOn(prepareDrag(scene(models, extra.path ? {} : {}), "me", rules), input(path, extra));

  it('along a diagonal last leg: 1" then 5" along (3, 4) used 6" of 8", 2" on to (6.2, 9.6)', () => {
    const result = run([step(2, 3, "charge"), step(2, 4, "charge"), step(5, 8, "charge")])!;
    expect(result.distance).toBeCloseTo(2, 9);
    expect(result.to.x).toBeCloseTo(6.2, 9);
    expect(result.to.y).toBeCloseTo(9.6, 9);
  });

  it('counts the turn\'s earlier movement: 2" moved before leaves 0" after 6" dragged', () => {
    const path = [step(2, 3, "charge"), step(2, 4, "charge"), step(5, 8, "charge")];
    expect(run(path, { history: { cost: 1, distance: 1 } })!.distance).toBeCloseTo(1, 9);
    expect(run(path, { history: { cost: 2, distance: 2 } })).toBeNull();
  });

  it("counts only the segments the path has: a stray one past its end spends nothing", () => {
    const path = [step(2, 3, "charge"), step(2 + 1.8, 3 + 2.4, "charge")];
    const stray = {
      segments: [
        { cost: 3, distance: 3 },
        { cost: 4, distance: 4 },
      ],
    };
    expect(run(path, stray)!.distance).toBeCloseTo(5, 9);
  });

  it("has nothing to run on without a turn, an engagement rule, a last leg, or a direction", () => {
    const path = [step(2, 3, "charge"), step(5, 7, "charge")];
    expect(run(path, { turn: null })).toBeNull();
    const noEngagement = without(necromunda, "engagement");
    expect(run(path, {}, noEngagement)).toBeNull();
    expect(run([step(2, 3, "charge")])).toBeNull();
    expect(run([step(2, 3, "charge"), step(5, 7, "charge"), step(5, 7, "charge")])).toBeNull();
  });

  it("stops at a wall in its way, base against it", () => {
    // Dragged 3" along x from (2, 3) to (5, 3); 5" left; a wall across x = 7 stops the base (½") at x = 6.5.
    const path = [step(2, 3, "charge"), step(5, 3, "charge")];
    const walled = (x: number) =>
      chargeRunOn(
        prepareDrag(scene([me(), foe], { walls: [{ a: { x, y: -10 }, b: { x, y: 10 } }] }), "me", necromunda),
        input(path),
      );
    expect(walled(7)!.to.x).toBeCloseTo(6.5, 6);
  });

  it("runs on within the halved budget once halved terrain was crossed (BandsCapability difficultTerrainBudget)", () => {
    // A ruleset whose budget halves once difficult ground is crossed: the Charge's 8" becomes 4".
    const halving = { ...necromunda, bands: { ...necromunda.bands, difficultTerrainBudget: (d: number) => d / 2 } };
    // Clear ground: 3" dragged of 8", 5" on.
    const clear = run([step(2, 3, "charge"), step(3.8, 5.4, "charge")], {}, halving)!;
    expect(clear.distance).toBeCloseTo(5, 9);
    expect(clear.to.x).toBeCloseTo(6.8, 9);
    // 1.5" of difficult ground costing 3" of the halved 4": 1" on.
    const path = [step(2, 3, "charge"), step(2.9, 4.2, "charge")];
    const rough = run(path, { segments: [{ cost: 3, distance: 1.5 }] }, halving)!;
    expect(rough.distance).toBeCloseTo(1, 9);
    expect(rough.to.y).toBeCloseTo(5, 9);
  });

  it('does not run on at all from exactly 1" off the enemy it cannot reach', () => {
    const path = [step(2, 3, "charge"), step(5, 3, "charge")];
    expect(run(path, {}, necromunda, [me(), model("foe", 7, 3)])).toBeNull();
    expect(run(path, {}, necromunda, [me(), model("foe", 7.5, 3)])!.distance).toBeCloseTo(0.5, 5);
  });
});

describe("riders (§ Vehicle Movement: fighters may end on a vehicle's deck)", () => {
  // A 2" hauler centred at (10.5, 7.5): its deck (footprint) spans x 9.5–11.5, y 6.5–8.5.
  const hauler = (extra: Partial<ModelSnapshot> = {}) =>
    model("hauler", 10.5, 7.5, { kind: "vehicle", disposition: "friendly", ...extra });
  const to = (x: number, y: number, models = [me(), hauler()]) => ask(models, [step(2, 3), step(x, y)], { turn: null });

  it("may end on the deck, off its centre", () => {
    expect(to(10.9, 7.2)).toBeNull();
    expect(to(9.7, 8.3)).toBeNull();
  });

  it("overlaps the vehicle's base when it ends beside the deck on any side", () => {
    for (const [x, y] of [
      [9.3, 7.5],
      [11.7, 7.5],
      [10.5, 6.3],
      [10.5, 8.7],
    ] as const) {
      expect(to(x, y)).toMatchObject({ reason: "overlap" });
    }
  });

  it('does not ride a deck above it: a hauler ¼" up overlaps a fighter ending under its deck', () => {
    expect(to(10.9, 7.2, [me(), hauler({ elevation: 0.25 })])).toMatchObject({ reason: "overlap" });
  });
});

describe("bases a held fighter may not pass through (§ Movement, YAQ: through friends only)", () => {
  const diagonal = [step(2, 3), step(8, 11)]; // 10" along (0.6, 0.8)

  it('cuts where the bases touch on a diagonal: a 1½" base (radius ¾") centred 5" along stops it at 3.75"', () => {
    const stop = ask([me(), hurt("hurt", 5, 7, { base: { x: 5, y: 7, radius: 0.75 } })], diagonal, {
      turn: null,
      exact: true,
    })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    expect(stop.fraction).toBeCloseTo(0.375, 6);
  });

  it("stops at the nearer of two bases on one leg, whichever is listed first", () => {
    const near = hurt("near", 3.8, 5.4); // 3" along: touch at 2"
    const far = hurt("far", 6.2, 8.6); // 7" along
    for (const models of [
      [me(), far, near],
      [me(), near, far],
    ]) {
      expect(ask(models, diagonal, { turn: null, exact: true })!.fraction).toBeCloseTo(0.2, 6);
    }
  });

  it("lets a fighter move away from a base behind it, and leave one it starts in contact with only sideways", () => {
    const behind = hurt("behind", 2 - 1.2, 3 - 1.6); // 2" behind along the leg
    expect(ask([me(), behind], diagonal, { turn: null, exact: true })).toBeNull();
    // In contact (0.97" between centres, within 0.05"), moving straight into it: held at once.
    const touching = hurt("touching", 2 + 0.97 * 0.6, 3 + 0.97 * 0.8);
    expect(ask([me(), touching], diagonal, { turn: null, exact: true })).toEqual({
      step: 0,
      fraction: 0,
      reason: "overlap",
    });
  });

  it("counts the base only on the mover's level along a rising leg", () => {
    const me1 = me(2, 3, { elevation: 1 });
    const rising = [step(2, 3, "move", { elevation: 1 }), step(8, 11, "move", { elevation: 3 })];
    // 4.5" along the height is 1.9": a base at 2" is on its level, one at 0" or 4" is not.
    const at = (elevation: number) =>
      ask([me1, hurt("hurt", 5, 7, { elevation })], rising, { turn: null, exact: true });
    expect(at(2)).toMatchObject({ step: 0, reason: "overlap" });
    expect(at(2)!.fraction).toBeCloseTo(0.4, 6);
    expect(at(0)).toBeNull();
    expect(at(4)).toBeNull();
  });

  it('cuts within the part of a leg the allowance keeps (M5 Move: 5" of the 10")', () => {
    const stop = ask([me(), hurt("hurt", 3.8, 5.4)], diagonal, { exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    expect(stop.fraction).toBeCloseTo(0.2, 6);
  });

  it("applies the capability's blocks: a holder or bystander that does not block is passed through", () => {
    const ghostly = {
      ...necromunda,
      engagement: {
        ...necromunda.engagement,
        holds: (m: ModelSnapshot) => m.id !== "bystander" && necromunda.engagement.holds(m),
        blocks: (m: ModelSnapshot) => m.id !== "ghost" && m.id !== "bystander",
      },
    } satisfies DragRules;
    // A Charge through a non-blocking holder (the first holder listed) to base contact with the target.
    const charge = [step(2, 3, "charge"), step(2 + 5.4, 3 + 7.2, "charge")];
    const ghost = model("ghost", 2 + 3 * 0.6, 3 + 3 * 0.8);
    const target = model("target", 2 + 10 * 0.6, 3 + 10 * 0.8);
    expect(ask([me(), ghost, target], charge, { turn: null, exact: true }, ghostly)).toBeNull();
    // A Move through an enemy that neither holds nor blocks.
    const bystander = model("bystander", 5, 7);
    expect(ask([me(), bystander], diagonal, { turn: null, exact: true }, ghostly)).toBeNull();
    // Without `blocks` every base may be passed through.
    const noBlocks = without(necromunda.engagement, "blocks");
    expect(
      ask([me(), hurt("hurt", 5, 7)], diagonal, { turn: null, exact: true }, { ...necromunda, engagement: noBlocks }),
    ).toBeNull();
  });
});

describe("bases a move may not end on (§ Movement, YAQ)", () => {
  const friend = (x: number, y: number, extra: Partial<ModelSnapshot> = {}) =>
    model("friend", x, y, { disposition: "friendly", ...extra });

  it('counts a base exactly half a grid space (½") up as on another level', () => {
    expect(ask([me(), friend(5, 7, { elevation: 0.5 })], [step(2, 3), step(5, 7)], { turn: null })).toBeNull();
    expect(ask([me(), friend(5, 7, { elevation: 0.49 })], [step(2, 3), step(5, 7)], { turn: null })).toMatchObject({
      reason: "overlap",
    });
  });

  it('compares heights, not their sum: two fighters on a platform ⅓" up overlap', () => {
    const up = { elevation: 1 / 3 };
    const path = [step(2, 3, "move", up), step(5, 7, "move", up)];
    expect(ask([me(2, 3, up), friend(5, 7, up)], path, { turn: null })).toMatchObject({ reason: "overlap" });
  });

  it('cuts back to contact inside the part of a leg the allowance keeps (M5 Move: 5" of 10")', () => {
    // The allowance ends at (5, 7); a friend at 5.6" along overlaps it; contact at 4.6" along.
    const stop = ask([me(), friend(2 + 5.6 * 0.6, 3 + 5.6 * 0.8)], [step(2, 3), step(8, 11)], { exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    expect(stop.fraction).toBeCloseTo(0.46, 6);
  });

  it("cuts a three-step path back on the leg before when the last leg starts on the base", () => {
    // The friend covers (5, 7), the second step; the last leg ends on it too: back to contact on leg 0.
    const stop = ask([me(), friend(5.3, 7.4)], [step(2, 3), step(5, 7), step(5.6, 7.8)], { turn: null, exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    // Contact 1" from (5.3, 7.4) along (0.6, 0.8) from (2, 3): 4.5" of the 5" leg.
    expect(stop.fraction).toBeCloseTo(0.9, 6);
  });
});

describe('the 1" rule on a bent, cut path (§ The 1" Rule)', () => {
  it("stops at the zone entered on the first leg when the allowance cuts the second", () => {
    // M5 Move: 3" up x = 2, then 2" of the 10" leg along y = 6 (allowance at step 1, fraction 0.2).
    // The enemy at (3.5, 5): its zone (centres 2" apart) is entered at y = 5 − √1.75 on the first leg.
    const path = [step(2, 3), step(2, 6), step(12, 6)];
    const stop = ask([me(), model("foe", 3.5, 5)], path, { exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "engaged", enemy: "foe" });
    expect(stop.fraction).toBeCloseTo((2 - Math.sqrt(1.75)) / 3, 5);
  });

  it('a single step is no move, even within 1" of an enemy', () => {
    expect(ask([me(), model("foe", 3, 3)], [step(2, 3)])).toBeNull();
  });

  it("Versatile's Long range lets only a Charge stop short, not a Move the house rule lets engage (§ Charge)", () => {
    const armed = me(2, 3, { weapons: [{ name: "whip", versatile: true, longRange: 3 }] });
    // Ends ½" from the enemy's base along the diagonal (centres 1½" apart): inside its 1" zone.
    const foe = model("foe", 2 + 7 * 0.6, 3 + 7 * 0.8);
    const path = (action: string) => [step(2, 3, action), step(2 + 5.5 * 0.6, 3 + 5.5 * 0.8, action)];
    const voluntary = (action: string) =>
      dragStop(prepareDrag(scene([armed, foe]), "me", necromunda, { voluntaryEngage: true }), {
        ...input(path(action)),
        turn: null,
      });
    expect(voluntary("charge")).toBeNull();
    expect(voluntary("move")).toMatchObject({ reason: "engaged", enemy: "foe" });
  });
});

describe("rulesets without some capabilities", () => {
  it('a ruleset without terrain still has its allowance: M5 Move stops at 5" of a diagonal', () => {
    const noTerrain = without(necromunda, "terrain");
    const stop = ask([me()], [step(2, 3), step(8, 11)], { exact: true }, noTerrain)!;
    expect(stop).toMatchObject({ step: 0, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(0.5, 6);
  });

  it("a start refusal is asked only with a scene gravity and a mover, and a ruleset without terrain has none", () => {
    const refusing = {
      ...necromunda,
      terrain: { ...necromunda.terrain, startNotice: () => ({ key: "STRIDE.Test.refused" }) },
    } satisfies DragRules;
    const snap = scene([me()]);
    expect(prepareDrag(snap, "me", refusing, { gravity: "zero" }).startRefused).toEqual({ key: "STRIDE.Test.refused" });
    expect(prepareDrag(snap, "me", refusing).startRefused).toBeNull();
    expect(prepareDrag(snap, "ghost", refusing, { gravity: "zero" }).startRefused).toBeNull();
    const noTerrain = without(necromunda, "terrain");
    expect(prepareDrag(snap, "me", noTerrain, { gravity: "zero" }).startRefused).toBeNull();
  });

  it("models on another scene level are left out only when both the mover and the model have a level", () => {
    const friend = (extra: Partial<ModelSnapshot>) => model("friend", 5, 7, { disposition: "friendly", ...extra });
    const path = [step(2, 3), step(5, 7)];
    expect(ask([me(2, 3, { level: "ground" }), friend({ level: "upper" })], path, { turn: null })).toBeNull();
    expect(ask([me(2, 3, { level: "ground" }), friend({})], path, { turn: null })).toMatchObject({ reason: "overlap" });
    expect(ask([me(), friend({ level: "upper" })], path, { turn: null })).toMatchObject({ reason: "overlap" });
  });
});

describe("one turn shared between band lists (docs/rulings.md: one Combat Turn on land and in water)", () => {
  // Walking M5 bands (Run 10") and a swimming list of 4" measured apart.
  const turn: TurnBands = { ...bands(), actions: { swim: [{ action: "swim", distance: 4 }], none: [] } };

  it('half the walking turn used leaves half the swim: 5" run, then 2" of a 4" swim', () => {
    const path = [step(2, 3, "run"), step(5, 7, "run"), step(5 + 2.4, 7 + 3.2, "swim")];
    const stop = ask([me()], path, { turn, exact: true })!;
    expect(stop).toMatchObject({ step: 1, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(0.5, 6);
  });

  it('carries the history\'s shares: 1" swum of 4" leaves 7.5" of the run', () => {
    const path = [step(2, 3, "run"), step(2 + 6 * 0.6, 3 + 6 * 0.8, "run"), step(2 + 12 * 0.6, 3 + 12 * 0.8, "run")];
    const history = { cost: 1, distance: 1, shares: { swim: { cost: 1, distance: 1 } } };
    const stop = ask([me()], path, { turn, exact: true, history })!;
    expect(stop).toMatchObject({ step: 1, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(1.5 / 6, 6);
    // Swimming again after the run: 3" of the swim left, less the part of the turn run since.
    const back = [
      step(2, 3, "run"),
      step(2 + 3.75 * 0.6, 3 + 3.75 * 0.8, "run"),
      step(2 + 7.75 * 0.6, 3 + 7.75 * 0.8, "swim"),
    ];
    const swim = ask([me()], back, { turn, exact: true, history })!;
    // Run 3.75" of 10" and swim 1" of 4": 0.625 of the turn used, 1.5" of the swim left.
    expect(swim).toMatchObject({ step: 1, reason: "allowance" });
    expect(swim.fraction).toBeCloseTo(1.5 / 4, 6);
  });

  it("a share of nothing in a list that allows nothing uses none of the turn", () => {
    const history = { cost: 0, distance: 0, shares: { none: { cost: 0, distance: 0 } } };
    const stop = ask([me()], [step(2, 3, "run"), step(2 + 12 * 0.6, 3 + 12 * 0.8, "run")], {
      turn,
      exact: true,
      history,
    })!;
    expect(stop.fraction).toBeCloseTo(10 / 12, 6);
  });
});

describe("a Move ending part-way up a climb (§ Climbing)", () => {
  // Each 1" climbed costs 2" (as difficult terrain); flat inches cost 1".
  const cost = (path: PathStep[]) =>
    path.slice(1).map((p, i) => {
      const rise = Math.abs(p.elevation - path[i]!.elevation);
      const d = rise > 0 ? rise : Math.hypot(p.x - path[i]!.x, p.y - path[i]!.y);
      return { cost: rise > 0 ? 2 * rise : d, distance: d };
    });
  const up = (e: number, action = "move", x = 2, y = 3) => step(x, y, action, { elevation: e });

  it('stands when the Run that finishes it reaches the top, whatever comes after the top (M3: Move 3", Run 6")', () => {
    // 1" climbed (2"), then 2" more (4"): the Move's 3" end part-way; the Run reaches the top at 6".
    const path = [up(0), up(1), up(3), up(3, "move", 2 + 3 * 0.6, 3 + 3 * 0.8)];
    const stop = ask([me()], path, { turn: bands(3), segments: cost(path) })!;
    expect(stop).toEqual({ step: 1, fraction: 0, reason: "allowance" });
  });

  it('holds it where it started when the Run cannot reach the top (M3: 7" of climb)', () => {
    const path = [up(0), up(1), up(3.5)];
    expect(ask([me()], path, { turn: bands(3), segments: cost(path) })).toEqual({
      step: 0,
      fraction: 0,
      reason: "climb",
    });
  });

  it("a ruleset whose actions may all end mid-climb, with or without a finishing action", () => {
    const always = {
      ...necromunda.vertical,
      mayEndMidClimb: () => true,
      climbFinishedBy: (a?: string) => (a === "move" ? "run" : undefined),
    };
    // A Run (M5: 10") climbing 6" (12"): stops part-way, at the allowance, not held for the climb.
    const path = [up(0, "run"), up(6, "run")];
    const stop = ask(
      [me()],
      path,
      { turn: bands(), segments: cost(path), exact: true },
      { ...necromunda, vertical: always },
    )!;
    expect(stop).toMatchObject({ step: 0, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(10 / 12, 6);
    const noFinisher = without(always, "climbFinishedBy");
    const plain = ask(
      [me()],
      path,
      { turn: bands(), segments: cost(path), exact: true },
      { ...necromunda, vertical: noFinisher },
    )!;
    expect(plain).toMatchObject({ step: 0, reason: "allowance" });
  });
});

describe("rules.play: a fighter's base and the levels it ends on (§ Structures), off the axes", () => {
  const ganger = (x: number, y: number, elevation: number): PlayModel => ({
    id: "a",
    type: "fighter",
    side: "friendly",
    x,
    y,
    elevation,
    base: 1,
    system: { profile: { move: 5 } },
  });
  /** A rectangle region: a platform `bottom` up, or a raised block (solid) `raised` high standing on the floor. */
  const rect = (
    id: string,
    x: number,
    y: number,
    width: number,
    height: number,
    level: { bottom?: number; raised?: number },
  ) => ({
    id,
    shape: { type: "rectangle" as const, x, y, width, height },
    ...(level.bottom !== undefined ? { bottom: level.bottom, top: null } : {}),
    ...(level.raised !== undefined ? { terrain: [{ condition: "raised", height: level.raised }] } : {}),
  });
  const table = (at: PlayModel, regions: ReturnType<typeof rect>[]) =>
    play({ ruleset: "necromunda", combat: true, models: [at], regions });

  it("walking on the floor into a 3\" block's side stops in base contact along the leg (a diagonal from (2, 3))", () => {
    // Block x 6–10, y 5–9; on the leg (2, 3) → (8, 7) the base would go deeper than base contact
    // (0.05", docs/rulings.md) from x = 5.55: cut back to where it first touches, x = 5.5, 3.5/6 along.
    const m = table(ganger(2, 3, 0), [rect("block", 6, 5, 4, 4, { raised: 3 })]).move("a", {
      action: "move",
      path: [[8, 7, 0]],
    });
    expect(m.stopped?.reason).toBe("footing");
    const t = 3.5 / 6;
    expect(m.end.x).toBeCloseTo(2 + 6 * t, 5);
    expect(m.end.y).toBeCloseTo(3 + 4 * t, 5);
  });

  it("walking off a platform's east edge on a diagonal is cut back to where the base hangs 0.05\" over", () => {
    // Platform x 0–6, y −2–2, 4" up; (2, −1) → (5.8, 0.6): the base fits up to x = 5.55.
    const m = table(ganger(2, -1, 4), [rect("gantry", 0, -2, 6, 4, { bottom: 4 })]).move("a", {
      action: "move",
      path: [[5.8, 0.6, 4]],
    });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(5.55, 5);
    expect(m.end.y).toBeCloseTo(-1 + 1.6 * (3.55 / 3.8), 5);
  });

  it("walking off a platform's south edge (−y) is cut back the same way", () => {
    const m = table(ganger(2, 1, 4), [rect("gantry", 0, -2, 6, 4, { bottom: 4 })]).move("a", {
      action: "move",
      path: [[2, -1.8, 4]],
    });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBe(2);
    expect(m.end.y).toBeCloseTo(-1.55, 5);
  });

  it('finds a narrow platform past a crack: a base fits on the 1.2" ledge (x 3.3–4.5) only from 3.75" to 4.05"', () => {
    const m = table(ganger(1, 0, 4), [
      rect("west", 0, -2, 3, 4, { bottom: 4 }),
      rect("ledge", 3.3, -2, 1.2, 4, { bottom: 4 }),
    ]).move("a", { action: "move", path: [[5.9, 0, 4]] });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(4.05, 5);
  });
});

describe("cutting a move back off the bases it would end on (§ Movement, YAQ)", () => {
  const friend = (x: number, y: number) => model("friend", x, y, { disposition: "friendly" });

  it("on a grid goes back past every step on the base, to the last clear step", () => {
    // Steps 1, 2 and 3 are all within the friend's base (centres ½", ¼" and 0" off).
    const path = [step(2, 3), step(5, 7), step(5.15, 7.2), step(5.3, 7.4)];
    expect(ask([me(), friend(5.3, 7.4)], path, { turn: null })).toEqual({ step: 0, fraction: 0, reason: "overlap" });
    // Gridless: back to where the bases touch on the first leg, 4.5" of its 5".
    const exact = ask([me(), friend(5.3, 7.4)], path, { turn: null, exact: true })!;
    expect(exact).toMatchObject({ step: 0, reason: "overlap" });
    expect(exact.fraction).toBeCloseTo(0.9, 6);
  });

  it("back to the start when the mover starts on the base and never leaves it", () => {
    const path = [step(2, 3), step(2.6, 3.8)];
    expect(ask([me(), friend(2.3, 3.4)], path, { turn: null, exact: true })).toEqual({
      step: 0,
      fraction: 0,
      reason: "overlap",
    });
  });

  it("a Charge ending in base contact may not pass through another enemy's base on its way", () => {
    // M5 Charge 8" of the 10" leg: ends at (10, 3) in contact with `target`; `other` stands on the way.
    const path = [step(2, 3, "move"), step(12, 3, "charge")];
    const stop = ask([me(), model("other", 5, 3), model("target", 11, 3)], path, { exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    // The bases touch with centres 1" apart: at x = 4, 2" of the 10".
    expect(stop.fraction).toBeCloseTo(0.2, 6);
  });
});

describe("where a move may not end, on a cut leg (§ Obstacles)", () => {
  it("an allowance that ends part-way onto an obstacle goes back to the step before it", () => {
    // M5 Move: 2", then 3" of the 6" leg onto the obstacle.
    const path = [step(2, 3), step(4, 3), step(10, 3, "move", { conditions: ["obstacle"] })];
    expect(ask([me()], path, { exact: true })).toEqual({ step: 1, fraction: 0, reason: "forbiddenEnd" });
  });

  it("goes back to the start when every step after it is on the obstacle", () => {
    const on = { conditions: ["obstacle"] };
    const path = [step(2, 3), step(3, 3, "move", on), step(4, 3, "move", on)];
    expect(ask([me()], path, { turn: null })).toEqual({ step: 0, fraction: 0, reason: "forbiddenEnd" });
  });

  it("edgeStopAt reads a step without conditions as none", () => {
    expect(edgeStopAt([{}, { conditions: ["gap"] }], necromunda.terrain)).toEqual({ step: 1, test: "leap" });
  });
});

describe("rules.play: a vehicle's deck is the only level on the table (§ Vehicle Movement, § Structures)", () => {
  /** A fighter 1" up on the deck of a vehicle on a 4" base at (8, 5): its deck spans x 6–10, y 3–7. */
  const riding = (x: number, y: number, elevation: number) =>
    play({
      ruleset: "necromunda",
      combat: true,
      models: [
        { id: "a", type: "fighter", side: "friendly", x, y, elevation, base: 1, system: { profile: { move: 5 } } },
        {
          id: "v",
          type: "vehicle",
          side: "friendly",
          x: 8,
          y: 5,
          elevation: 0,
          base: 4,
          system: { profile: { move: 8 } },
        },
      ],
    });

  it("walking off the deck's north edge (+y) into the air is cut back to where the base fits, y = 6.55", () => {
    const m = riding(8.4, 5, 1).move("a", { action: "move", path: [[8.4, 7.3, 1]] });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBe(8.4);
    expect(m.end.y).toBeCloseTo(6.55, 5);
  });

  it("walking off its west edge on a diagonal is cut back to x = 6.45", () => {
    // (7.5, 4) → (5.5, 5): the base fits while x − ½ ≥ 5.95.
    const m = riding(7.5, 4, 1).move("a", { action: "move", path: [[5.5, 5, 1]] });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(6.45, 5);
    expect(m.end.y).toBeCloseTo(4.525, 5);
  });

  it("on the floor beside the vehicle nothing is asked", () => {
    const m = riding(3, 5, 0).move("a", { action: "move", path: [[4.5, 6, 0]] });
    expect(m.stopped).toBeNull();
  });
});

describe("more stops decided on their boundaries", () => {
  it("no leap test at a gap's edge the allowance ends at: there is not enough Movement to leap (§ Leaping Gaps)", () => {
    // M5 Move along y = 3 from x = 2: the allowance ends at step 5 (x = 7); the gap starts at step 6.
    const path = Array.from({ length: 9 }, (_, i) => step(2 + i, 3, "move", { conditions: i >= 6 ? ["gap"] : [] }));
    expect(ask([me()], path)).toEqual({ step: 5, fraction: 0, reason: "allowance" });
    // With 1" more of Move the edge comes first, and the leap is asked for.
    expect(ask([me()], path, { turn: bands(6) })).toEqual({ step: 5, fraction: 0, reason: "edge", test: "leap" });
  });

  it("a rider's centre exactly on the deck's edge is not on the deck (§ Vehicle Movement)", () => {
    const hauler = model("hauler", 10.5, 7.5, { kind: "vehicle", disposition: "friendly" });
    for (const [x, y] of [
      [9.5, 7.5],
      [11.5, 7.5],
      [10.5, 6.5],
      [10.5, 8.5],
    ] as const) {
      expect(ask([me(), hauler], [step(2, 3), step(x, y)], { turn: null })).toMatchObject({ reason: "overlap" });
    }
  });

  it("a Charge through two enemies' bases on one leg stops at the nearer, whichever is listed first (§ Movement, YAQ)", () => {
    // 10" along (0.6, 0.8) from (2, 3) to base contact with the target 11" along; enemies 3" and 7" along.
    const path = [step(2, 3, "charge"), step(2 + 10 * 0.6, 3 + 10 * 0.8, "charge")];
    const at = (d: number, id: string) => model(id, 2 + d * 0.6, 3 + d * 0.8);
    for (const models of [
      [me(), at(7, "far"), at(3, "near"), at(11, "target")],
      [me(), at(3, "near"), at(7, "far"), at(11, "target")],
    ]) {
      const stop = ask(models, path, { turn: null, exact: true })!;
      expect(stop).toMatchObject({ step: 0, reason: "overlap" });
      expect(stop.fraction).toBeCloseTo(0.2, 6);
    }
  });

  it("a ruleset without engagement has only its allowance and terrain: bases are not asked", () => {
    const noEngagement = without(necromunda, "engagement");
    const friend = model("friend", 5, 7, { disposition: "friendly" });
    expect(
      ask([me(), friend, hurt("hurt", 3.5, 5)], [step(2, 3), step(5, 7)], { turn: null }, noEngagement),
    ).toBeNull();
  });
});

describe("survivors of the drag mutation run, each a rule", () => {
  it('§ Climbing: a climb ends where it turns; the climb down after it is not counted in the Run that finishes it (M3: Run 6")', () => {
    // 1" up (2"), 2" up (4"): the Move's 3" end part-way, and the Run's 6" reach the top at 3".
    // Straight back down 2" (4") is the next climb: counted in the Run it would need 10".
    const climb = (path: PathStep[]) =>
      path.slice(1).map((p, i) => {
        const rise = Math.abs(p.elevation - path[i]!.elevation);
        return { cost: 2 * rise, distance: rise };
      });
    const at = (elevation: number) => step(2, 3, "move", { elevation });
    const path = [at(0), at(1), at(3), at(1)];
    expect(ask([me()], path, { turn: bands(3), segments: climb(path) })).toEqual({
      step: 1,
      fraction: 0,
      reason: "allowance",
    });
  });

  it("§ The 1\" Rule: a Move cut exactly at a step is a Move there, whatever the next step's action", () => {
    // M5: 4" of Move along (0.6, 0.8) from (2, 3) to (4.4, 6.2), then a Charge 5" along −x: past its
    // 8", so the allowance cuts at step 1 exactly. There the fighter is in base contact with the foe
    // 5" along (centres 1" apart), entered by a Move, not a Charge: held where its zone begins.
    const path = [step(2, 3), step(4.4, 6.2), step(-0.6, 6.2, "charge")];
    const foe = model("foe", 5, 7);
    expect(ask([me(), foe], path, { turn: bands() })).toMatchObject({ step: 0, fraction: 0, reason: "engaged" });
    // The same 4" as a Charge may end in base contact.
    const charged = [step(2, 3, "charge"), step(4.4, 6.2, "charge"), step(-0.6, 6.2, "charge")];
    expect(ask([me(), foe], charged, { turn: bands() })).toEqual({ step: 1, fraction: 0, reason: "allowance" });
  });

  it('§ Movement, YAQ: ending on a 2" base, the move is cut back to contact, centres 1½" apart', () => {
    // 10" along (0.6, 0.8) from (2, 3); a friend with a 2" base (radius 1) 9" along: contact 7.5" along.
    const friend = model("friend", 2 + 9 * 0.6, 3 + 9 * 0.8, { disposition: "friendly", size: 2 });
    const stop = ask([me(), friend], [step(2, 3), step(8, 11)], { turn: null, exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    expect(stop.fraction).toBeCloseTo(0.75, 6);
  });

  it('§ Movement, YAQ: a held fighter passing a ¾" enemy base stops in contact, centres ⅞" apart', () => {
    // 10" along (0.6, 0.8) from (2, 3); a seriously injured enemy with a ¾" base (radius ⅜) 5" along.
    const small = hurt("small", 2 + 5 * 0.6, 3 + 5 * 0.8, { size: 0.75 });
    const stop = ask([me(), small], [step(2, 3), step(8, 11)], { turn: null, exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "overlap" });
    expect(stop.fraction).toBeCloseTo((5 - 0.875) / 10, 6);
  });
});
