// moves/drag.ts, second batch: the cases its mutation run (docs/development.md § Mutation testing)
// left after drag-mutants.test.ts. Rules: necromunda-movement.md unless named; geometry off the
// axes and the origin where geometry decides, values computed by hand.
import { describe, expect, it } from "vitest";
import {
  chargeRunOn,
  dragStop,
  getRuleset,
  prepareDrag,
  type DragInput,
  type DragRules,
  type ModelSnapshot,
  type PathStep,
  type TurnBands,
} from "../../src/rules";
import { fighter } from "../support/snapshots";
import { dragInput, necromundaBands } from "../support/necromunda-drag";
import { inchScene } from "../support/necromunda-vehicles";

const necromunda = getRuleset("necromunda");

/** The dragged fighter (1" base), friendly, at (x, y) (default (2, 3): off the axes and the origin). */
const me = (x = 2, y = 3, extra: Partial<ModelSnapshot> = {}) =>
  fighter("me", x, y, { disposition: "friendly", ...extra });

const step = (x: number, y: number, action = "move"): PathStep => ({ x, y, elevation: 0, action, conditions: [] });

/** A point `d` inches from (2, 3) along the diagonal (0.6, 0.8) (negative: the other way). */
const along = (d: number, action = "move") => step(2 + d * 0.6, 3 + d * 0.8, action);

function ask(models: ModelSnapshot[], path: PathStep[], extra: Partial<DragInput> = {}, rules: DragRules = necromunda) {
  return dragStop(prepareDrag(inchScene(models), "me", rules), dragInput(path, extra));
}

describe("the turn's earlier movement with more than the walking bands (§ Movement)", () => {
  it('a turn with a second band list still counts the history: 3" moved leaves 2" of an M5 Move', () => {
    // The swim list makes the engine keep the turn by band list; the history has no shares, so
    // all of it was walked.
    const turn: TurnBands = { ...necromundaBands(), actions: { swim: [{ action: "swim", distance: 4 }] } };
    const stop = ask([me()], [along(0), along(10)], { turn, exact: true, history: { cost: 3, distance: 3 } })!;
    expect(stop).toMatchObject({ step: 0, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(0.2, 6);
  });
});

describe("one turn shared between band lists, with halved terrain's budget (docs/rulings.md)", () => {
  it("walking again after a swim counts the walking done before as clear ground: no halved budget", () => {
    // A ruleset halving the turn over difficult terrain (BandsCapability difficultTerrainBudget), all
    // ground clear. Run 4" of 10", swim 1" of 4" (a quarter of the turn, 2.5" of the run), run 2":
    // 8.5" of the 10" run, within it. Were the walked inches lost, the turn would read as crossing
    // halved terrain (cost beyond distance) and stop at 5".
    const rules = {
      ...necromunda,
      bands: { ...necromunda.bands, difficultTerrainBudget: (d: number) => d / 2 },
    } satisfies DragRules;
    const turn: TurnBands = { ...necromundaBands(), actions: { swim: [{ action: "swim", distance: 4 }] } };
    const path = [along(0, "run"), along(4, "run"), along(5, "swim"), along(7, "run")];
    expect(ask([me()], path, { turn, exact: true }, rules)).toBeNull();
  });
});

describe("one turn shared between walking and flying (docs/rulings.md: any ruleset whose turn mixes band lists)", () => {
  it('half the walking turn used leaves half the flight: 5" of a 10" Run, then 10" of a 20" flight', () => {
    const turn: TurnBands = { ...necromundaBands(), flying: [{ action: "fly", distance: 20 }] };
    const stop = ask([me()], [along(0, "run"), along(5, "run"), along(17, "fly")], { turn, exact: true })!;
    expect(stop).toMatchObject({ step: 1, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(10 / 12, 6);
  });
});

describe("a move running out of allowance on level ground up high (§ Climbing, § Movement)", () => {
  it('a Run along a platform 3" up stops at its allowance: no climb, as nothing rises', () => {
    // M5 Run 10" of a 12" leg at elevation 3: a Run may not end mid-climb, but this is no climb.
    const high = (d: number) => ({ ...along(d, "run"), elevation: 3 });
    const stop = ask([me()], [high(0), high(12)], { exact: true })!;
    expect(stop).toMatchObject({ step: 0, reason: "allowance" });
    expect(stop.fraction).toBeCloseTo(10 / 12, 6);
  });
});

describe('a fighter that starts within 1" of an enemy (§ The 1" Rule; docs/rulings.md)', () => {
  it("may not walk away: held where it starts, the enemy named", () => {
    // The enemy's centre 1.2" off: its base 0.2" away, inside the 1" zone.
    const stop = ask([me(), fighter("foe", 2 + 1.2 * 0.6, 3 + 1.2 * 0.8)], [along(0), along(-3)], { turn: null });
    expect(stop).toEqual({ step: 0, fraction: 0, reason: "engaged", enemy: "foe" });
  });

  it("a ruleset with no zone (depth 0) holds no one, even a fighter starting on an enemy's base", () => {
    const noZone = { ...necromunda, engagement: { ...necromunda.engagement, zone: 0 } } satisfies DragRules;
    // Centres ½" apart: the bases overlap; walking 3" away ends clear of it.
    const path = [along(0), along(-3)];
    expect(ask([me(), fighter("foe", 2 + 0.5 * 0.6, 3 + 0.5 * 0.8)], path, { turn: null }, noZone)).toBeNull();
  });
});

describe("how far from an enemy a move engages (EngagementCapability engageReach, § Charge)", () => {
  // The move ends ½" from the enemy's base (centres 1½" apart): inside its 1" zone, not in contact.
  const foe = () => fighter("foe", 2 + 7 * 0.6, 3 + 7 * 0.8);
  const path = (action: string) => [along(0, action), along(5.5, action)];

  it('a ruleset without a reach engages in base contact only: a Charge ½" short stops at the zone', () => {
    const engagement = Object.fromEntries(
      Object.entries(necromunda.engagement).filter(([k]) => k !== "engageReach"),
    ) as typeof necromunda.engagement;
    const rules = { ...necromunda, engagement } satisfies DragRules;
    expect(ask([me(), foe()], path("charge"), { turn: null }, rules)).toMatchObject({
      reason: "engaged",
      enemy: "foe",
    });
  });

  it("the reach is asked only for an action that engages by the rules, not one the house rule lets engage", () => {
    // A ruleset whose reach is 3" for any action: a Move the voluntary-engaging house rule lets
    // engage still needs base contact (reach is for a Charge, § Charge).
    const rules = {
      ...necromunda,
      engagement: { ...necromunda.engagement, engageReach: () => 3 },
    } satisfies DragRules;
    const drag = (action: string) =>
      dragStop(prepareDrag(inchScene([me(), foe()]), "me", rules, { voluntaryEngage: true }), {
        ...dragInput(path(action)),
        turn: null,
      });
    expect(drag("move")).toMatchObject({ reason: "engaged", enemy: "foe" });
    expect(drag("charge")).toBeNull();
  });

  it("a Charge ending exactly its Versatile Long range from an enemy engages, so does not run on", () => {
    // Ends at (5, 7) after 5" of its 8"; the enemy 4" east, centre to centre: 3" base to base.
    const armed = me(2, 3, { weapons: [{ name: "whip", versatile: true, longRange: 3 }] });
    const run = (foeX: number) =>
      chargeRunOn(
        prepareDrag(inchScene([armed, fighter("foe", foeX, 7)]), "me", necromunda),
        dragInput([step(2, 3, "charge"), step(5, 7, "charge")]),
      );
    expect(run(9)).toBeNull();
    expect(run(9.5)).not.toBeNull();
  });
});

describe("bases a fighter may not pass through (§ Movement, YAQ: through friends only)", () => {
  /** A seriously injured enemy: its base blocks a move but it has no zone. */
  const hurt = (id: string, d: number, extra: Partial<ModelSnapshot> = {}) =>
    fighter(id, 2 + d * 0.6, 3 + d * 0.8, { status: "seriouslyInjured", ...extra });

  it("walking straight away from a base it starts in contact with is not held", () => {
    // Centres 1" apart behind the mover: the bases touch; the 10" leg leads away from it.
    expect(ask([me(), hurt("behind", -1)], [along(0), along(10)], { turn: null, exact: true })).toBeNull();
  });

  it('a base exactly half a grid space (½") up is on another level and is passed under', () => {
    expect(
      ask([me(), hurt("up", 5, { elevation: 0.5 })], [along(0), along(10)], { turn: null, exact: true }),
    ).toBeNull();
    expect(
      ask([me(), hurt("up", 5, { elevation: 0.4 })], [along(0), along(10)], { turn: null, exact: true }),
    ).toMatchObject({
      reason: "overlap",
    });
  });
});

describe("cutting a move back off a line of bases it would end on (§ Movement, YAQ; OVERLAP_CUTS)", () => {
  // Friends in a line on the second leg, 1½" apart centre to centre (½" between bases): cut back
  // to contact with each lands on the one before, 1" behind.
  const line = (count: number) =>
    Array.from({ length: count }, (_, k) =>
      fighter(`friend${k}`, 2 + (14.5 - 1.5 * k) * 0.6, 3 + (14.5 - 1.5 * k) * 0.8, { disposition: "friendly" }),
    );
  const path = [along(0), along(1), along(14.5)];

  it("seven bases are stepped back past, to contact with the first", () => {
    // The first friend at 5.5" along: contact at 4.5", 3.5" into the 13.5" second leg.
    const stop = ask([me(), ...line(7)], path, { turn: null, exact: true })!;
    expect(stop).toMatchObject({ step: 1, reason: "overlap" });
    expect(stop.fraction).toBeCloseTo(3.5 / 13.5, 6);
  });

  it("after eight the leg is given up: back to its start", () => {
    expect(ask([me(), ...line(8)], path, { turn: null, exact: true })).toEqual({
      step: 1,
      fraction: 0,
      reason: "overlap",
    });
  });
});

describe("a Move ending part-way up a climb the Run finishes (§ Climbing), under a halving ruleset", () => {
  it("measures the climb as clear ground when it costs no more than its length: the Run's whole 10\" reaches the top", () => {
    // A ruleset halving the turn once difficult ground is crossed (BandsCapability
    // difficultTerrainBudget); this climb costs its length (1" a 1"). M5: 7" up is past the Move's
    // 5" but within the Run's 10" as clear ground (only 5" were it difficult).
    const rules = {
      ...necromunda,
      bands: { ...necromunda.bands, difficultTerrainBudget: (d: number) => d / 2 },
    } satisfies DragRules;
    const path = [
      { ...step(2, 3), elevation: 0 },
      { ...step(2, 3), elevation: 7 },
    ];
    expect(ask([me()], path, {}, rules)).toEqual({ step: 0, fraction: 0, reason: "allowance" });
  });
});

describe("a Charge that falls short runs on (§ Movement, § Charge): none within the cost tolerance", () => {
  // 7.5" along x from (2, 3) of the Charge's 8": ½" left; the enemy far beyond a wall.
  const runOn = (wallX: number) =>
    chargeRunOn(
      prepareDrag(
        { ...inchScene([me(), fighter("foe", 20, 3)]), walls: [{ a: { x: wallX, y: -10 }, b: { x: wallX, y: 10 } }] },
        "me",
        necromunda,
      ),
      dragInput([step(2, 3, "charge"), step(9.5, 3, "charge")]),
    );

  it('a base 0.1" from a wall runs on 0.1"; one half a millionth of an inch from it does not run on', () => {
    expect(runOn(10.1)!.distance).toBeCloseTo(0.1, 9);
    expect(runOn(10 + 5e-7)).toBeNull();
  });
});
