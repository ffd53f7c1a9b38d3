/**
 * Flight is a mode (dh2-movement.md § Flying Movement, § Hovering Altitude; docs/rulings.md,
 * flight): an airborne step — Foundry's `fly` action, or a Dark Heresy flyer at an altitude — skips
 * the ground's rules through the functions the canvas runs (prepareDrag/dragStop for the drag,
 * finishedMoveEffects for the finished move): no gap edge, swim test, jump down or halved ground.
 * The same path walked still calls every one of them.
 */
import { describe, expect, it } from "vitest";
import {
  dragStop,
  finishedMoveEffects,
  getRuleset,
  prepareDrag,
  type Effect,
  type FinishedMove,
  type ModelSnapshot,
  type PathStep,
} from "../../src/rules";
import { model, scene } from "../support/snapshots";

const dh2 = getRuleset("dh2");
// Agility 40: AB 4 (Half 4, Full 8, Charge 12, Run 24 m); Flyer 6 flies at Half 6, Full 12, Charge 18, Run 36 m.
const walking = dh2.bands.movementBands({ characteristics: { agility: 40 } });
const flyingBands = dh2.bands.flyingBands(6);
const walker = model("me", 0, 0);
const flyer = (position: string): ModelSnapshot => model("me", 0, 0, { flying: position });

/** A straight path along x, one metre a step, with `conditions` on steps `from`–`to` and `action` on every step. */
function row(
  length: number,
  action: string,
  conditions: string[],
  from: number,
  to: number,
  elevation = 0,
): PathStep[] {
  return Array.from({ length: length + 1 }, (_, x) => ({
    x,
    y: 0,
    elevation,
    ...(x > 0 ? { action } : {}),
    conditions: x >= from && x <= to ? conditions : [],
  }));
}

function drag(mover: ModelSnapshot, path: PathStep[]) {
  return dragStop(prepareDrag(scene([mover]), "me", dh2), {
    path,
    segments: path.slice(1).map(() => ({ cost: 1, distance: 1 })),
    turn: null,
    history: { cost: 0, distance: 0 },
    edgeCleared: false,
    exact: false,
  });
}

function finished(mover: ModelSnapshot, path: PathStep[], extra: object = {}): Effect[] {
  const conditions = new Set(path.flatMap((s) => s.conditions ?? []));
  const move: FinishedMove = {
    mover: "me",
    path,
    inCombat: true,
    summary: {
      actions: new Set(path.flatMap((s) => (s.action ? [s.action] : []))),
      conditions,
      turnDistance: path.length - 1,
      bands: walking,
      zeroGravity: false,
      variant: "core",
      ...extra,
    },
  };
  return finishedMoveEffects(scene([mover]), move, dh2);
}

const kinds = (effects: Effect[]) => effects.flatMap((e) => (e.type === "test" ? [e.call.kind] : []));

describe("a flyer over a chasm (§ Jumping and Leaping; § Flying Movement)", () => {
  const chasm = ["gap"];

  it("walked, the drag stops at the edge for the leap (the step before the gap)", () => {
    expect(drag(walker, row(8, "walk", chasm, 4, 6))).toEqual({ step: 3, fraction: 0, reason: "edge", test: "leap" });
  });

  it("a Flyer at Low Altitude is not stopped, whatever action it drags with", () => {
    expect(drag(flyer("low"), row(8, "walk", chasm, 4, 6))).toBeNull();
  });

  it("Foundry's fly action is not stopped either, on the ground", () => {
    expect(drag(walker, row(8, "fly", chasm, 4, 6))).toBeNull();
  });

  it("a finished flight that ends at the gap's edge posts no leap; walked it does", () => {
    const gap = {
      id: "g",
      name: "chasm",
      area: { x: 4, y: -2, width: 3, height: 4 },
      bottom: null,
      top: null,
      terrain: [{ condition: "gap", height: 10, railing: false, width: 3 }],
      ductwayExit: null,
      lift: null,
    };
    const path = row(3, "walk", [], 0, 0);
    const move = (): FinishedMove => ({
      mover: "me",
      path,
      inCombat: true,
      stoppedShort: true,
      summary: null,
    });
    const walked = finishedMoveEffects(scene([walker], { regions: [gap] }), move(), dh2);
    expect(kinds(walked)).toEqual(["leap"]);
    expect(finishedMoveEffects(scene([flyer("low")], { regions: [gap] }), move(), dh2)).toEqual([]);
  });
});

describe("a flyer over hazardous water (§ Swimming)", () => {
  const water = ["water", "hazardousWater"];

  it("walked through 3 m of hazardous water, the swim test is posted for those 3 m", () => {
    const swim = finished(walker, row(6, "walk", water, 3, 5)).filter((e) => e.type === "test");
    expect(swim).toHaveLength(1);
    expect(swim[0]).toMatchObject({ call: { kind: "swim", request: { kind: "swim", distance: 3 } } });
  });

  it("flown at Low Altitude or with the fly action, no swim test", () => {
    expect(kinds(finished(flyer("low"), row(6, "walk", water, 3, 5)))).toEqual([]);
    expect(kinds(finished(walker, row(6, "fly", water, 3, 5)))).toEqual([]);
  });
});

describe("a flyer descending 5 m (§ Standing Vertical Jumps)", () => {
  // From 5 m up to the ground over 5 steps: the adapter's summary counts a 5 m drop.
  const down = (action: string): PathStep[] => row(5, action, [], 9, 9).map((s, i) => ({ ...s, elevation: 5 - i }));

  it("walked off, the jump down is posted for 5 m", () => {
    const effects = finished(walker, down("walk"), { drop: 5 });
    expect(effects.filter((e) => e.type === "test")).toMatchObject([
      { call: { kind: "jumpDown", request: { kind: "jumpDown", distance: 5 } } },
    ]);
  });

  it("flown down, by a Flyer at Low Altitude or the fly action, no jump-down card", () => {
    expect(kinds(finished(flyer("low"), down("walk"), { drop: 5 }))).toEqual([]);
    expect(kinds(finished(walker, down("fly"), { drop: 5 }))).toEqual([]);
  });
});

describe("a flyer over rubble (§ Movement and Environment)", () => {
  // 6 m of rubble: walked, it costs 12 m (halved ground), the Charge band of AB 4 (budget 12),
  // and a Charge through rubble calls the treacherous test at −20.
  const rubble = ["rubble"];

  it("walked, halved ground takes the turn to the Charge band: the treacherous test (rubble −20)", () => {
    const tests = finished(walker, row(6, "walk", rubble, 1, 6)).filter((e) => e.type === "test");
    expect(tests).toMatchObject([
      { call: { kind: "treacherous", request: { kind: "treacherous", condition: "rubble" } } },
    ]);
  });

  it("flown, 6 m cost 6 m (Full Move of AB 4): no halving and no treacherous test", () => {
    expect(kinds(finished(flyer("low"), row(6, "walk", rubble, 1, 6)))).toEqual([]);
    expect(kinds(finished(walker, row(6, "fly", rubble, 1, 6)))).toEqual([]);
  });

  it("in darkness the flyer still meets the dark (it fills the air): past Half Move, the darkness test", () => {
    const dark = ["rubble", "darkness"];
    // Walked: 12 m of cost, Charge band: the treacherous test in darkness too.
    expect(kinds(finished(walker, row(6, "walk", dark, 1, 6)))).toContain("treacherous");
    // Flown: 6 m cost, the Full Move band: past Half Move in darkness, and no treacherous test.
    expect(kinds(finished(flyer("low"), row(6, "walk", dark, 1, 6)))).toEqual(["darkness"]);
  });

  it("the flyer's own bands measure it: 6 m is within a Flyer 6's Half Move", () => {
    const flown = finished(flyer("low"), row(6, "fly", ["darkness"], 1, 6), {
      measured: { action: "fly", bands: flyingBands },
    });
    expect(kinds(flown)).toEqual([]);
  });
});

describe("a hoverer over low obstacles (§ Hovering Altitude)", () => {
  it("meets the edge of a climbable or raised surface (its region's height decides: play-dh2); a flyer at Low Altitude does not", () => {
    // No region holds these steps, so no height is known and the edge stops the hoverer.
    expect(drag(flyer("hovering"), row(6, "walk", ["climb"], 3, 4))).toMatchObject({ reason: "edge", test: "climb" });
    expect(drag(flyer("hovering"), row(6, "walk", ["climb", "sheer"], 3, 4))).toMatchObject({
      reason: "edge",
      test: "sheerClimb",
    });
    expect(drag(flyer("hovering"), row(6, "walk", ["raised"], 3, 4))).toMatchObject({ reason: "edge", test: "ledge" });
    expect(drag(flyer("low"), row(6, "walk", ["climb", "sheer"], 3, 4))).toBeNull();
    expect(drag(flyer("low"), row(6, "walk", ["raised"], 3, 4))).toBeNull();
    expect(drag(walker, row(6, "walk", ["climb"], 3, 4))).toMatchObject({ reason: "edge", test: "climb" });
  });
});
