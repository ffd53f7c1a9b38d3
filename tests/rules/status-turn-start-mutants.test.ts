/**
 * What a model's statuses set off at the start of its turn (src/rules/moves/status-turn-start.ts),
 * through OpenD6's vehicles: a vehicle that lost control keeps going straight at its speed for a
 * round (d6-movement.txt § Stunts), stopped by the scene's edge, a wall or another model on its
 * level; Rammed's lost round cleared after it (§ Ramming & Sideswiping Vehicles). What the engine
 * tells the ruleset (facing, weather, round) is checked with the ruleset's own turnStart watched.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, statusTurnStartEffects, type Ruleset, type StatusTurnStart } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { model, scene } from "../support/snapshots";

const ruleset = getRuleset("d6");

/** Lost control at high speed (Move 10: 20 m a round), heading `degrees` (0 along +x, 90 along +y). */
const lost = (degrees: number) => ({
  statuses: [d6.LOST_CONTROL],
  profile: { characteristics: { move: 10, vehicle: 1, vehicleSpeed: 3, topSpeed: 4, heading: degrees } },
});
/** A 2 m vehicle (base radius 1 m) centred at (x, y). */
const car = (x: number, y: number, extra = {}) => model("car", x, y, { size: 2, kind: "vehicle", ...extra });
const cart = (x: number, y: number, elevation = 0) => model("cart", x, y, { size: 2, elevation });

/** Equal to `v` within the contact's tolerance (a millionth of a metre). */
const near = (v: number) => expect.closeTo(v, 4);

/** Where the drive took the car, or null when it did not move. */
function drove(models = [car(10, 10)], degrees = 0, over = {}) {
  const effects = statusTurnStartEffects({ ...scene(models), ...over }, "car", lost(degrees), ruleset);
  const move = effects.find((e) => e.type === "move") as { to: { x: number; y: number } } | undefined;
  return move ? move.to : null;
}

describe("a vehicle out of control drives 20 m straight on (d6-movement.txt § Stunts)", () => {
  it("along −y from (10, 50) to (10, 30): the scene's edge behind it does not stop it", () => {
    expect(drove([car(10, 50)], 270)).toEqual({ x: 10, y: 30 });
  });

  it("along −y from (10, 10): stopped by the scene's top edge at y 0", () => {
    expect(drove([car(10, 10)], 270)).toEqual({ x: 10, y: 0 });
  });

  it("at 225° from (10, 20): its centre reaches the left edge after 10·√2 m, at (0, 10)", () => {
    expect(drove([car(10, 20)], 225)).toEqual({ x: 0, y: 10 });
  });

  it("at 45° from (190, 100): its centre reaches the right edge after 10·√2 m, at (200, 110)", () => {
    expect(drove([car(190, 100)], 45)).toEqual({ x: 200, y: 110 });
  });

  it("already at the edge it drives towards, it does not move at all", () => {
    const effects = statusTurnStartEffects(scene([car(10, 200)]), "car", lost(90), ruleset);
    expect(effects.some((e) => e.type === "move")).toBe(false);
  });

  it("along +x from (10, 10), a cart 15 m ahead stops it where the bases touch: after 13 m, at (23, 10)", () => {
    expect(drove([car(10, 10), cart(25, 10)], 0)).toEqual({ x: near(23), y: 10 });
  });

  it("a model on another level (3 m up, over half the 2 m grid step) is not in the way; 1 m up still is", () => {
    expect(drove([car(10, 10), cart(25, 10, 3)], 0)).toEqual({ x: 30, y: 10 });
    expect(drove([car(10, 10), cart(25, 10, 1)], 0)).toEqual({ x: near(23), y: 10 });
  });

  it("a vehicle 5 m up meets a model 5 m up on its level", () => {
    expect(drove([car(10, 10, { elevation: 5 }), cart(25, 10, 5)], 0)).toEqual({ x: near(23), y: 10 });
  });

  it("a wall across its way 10 m ahead stops it where its base touches: at (19, 10)", () => {
    const walls = [{ a: { x: 20, y: 0 }, b: { x: 20, y: 40 } }];
    expect(drove([car(10, 10)], 0, { walls })).toEqual({ x: 19, y: 10 });
  });

  it("no heading stored: along the token's facing (0 rad, +x), 20 m to (30, 10)", () => {
    const noHeading = {
      statuses: [d6.LOST_CONTROL],
      profile: { characteristics: { move: 10, vehicle: 1, vehicleSpeed: 3, topSpeed: 4 } },
    };
    const effects = statusTurnStartEffects(scene([car(10, 10, { facing: 0 })]), "car", noHeading, ruleset);
    expect(effects[0]).toEqual({ type: "move", model: "car", to: { x: 30, y: 10 } });
  });
});

describe("the other answers of a turn start", () => {
  it("Rammed's lost round over, the status is cleared and its count goes back (§ Ramming & Sideswiping Vehicles)", () => {
    const rammed = {
      statuses: [d6.RAMMED],
      profile: { characteristics: { move: 10, vehicle: 1, vehicleSpeed: 2, topSpeed: 4, rammedRounds: 1 } },
    };
    expect(statusTurnStartEffects(scene([car(10, 10)]), "car", rammed, ruleset)).toEqual([
      { type: "setCounter", model: "car", counter: "rammedRounds", value: 0 },
      { type: "status", model: "car", status: d6.RAMMED, active: false },
    ]);
  });

  it("nothing for a vehicle with no status, a model not on the scene, or a ruleset without a turn start", () => {
    const calm = { statuses: [], profile: lost(0).profile };
    expect(statusTurnStartEffects(scene([car(10, 10)]), "car", calm, ruleset)).toEqual([]);
    expect(statusTurnStartEffects(scene([car(10, 10)]), "ghost", lost(0), ruleset)).toEqual([]);
    const without = { ...ruleset, statuses: undefined } as unknown as Ruleset;
    expect(statusTurnStartEffects(scene([car(10, 10)]), "car", lost(0), without)).toEqual([]);
  });

  it("names what is malformed", () => {
    const s = scene([car(10, 10)]);
    expect(() => statusTurnStartEffects(s, 3 as never, lost(0), ruleset)).toThrow(/^mover/);
    expect(() => statusTurnStartEffects(s, "car", null as never, ruleset)).toThrow(/^model must/);
    expect(() => statusTurnStartEffects(s, "car", { ...lost(0), statuses: "x" as never }, ruleset)).toThrow(
      /^model\.statuses/,
    );
  });
});

describe("what the ruleset's turnStart is told", () => {
  /** d6 with its turnStart watched: each model it is asked about, answering `answer`. */
  function watched(answer: StatusTurnStart | null) {
    const seen: Record<string, unknown>[] = [];
    const rules = {
      ...ruleset,
      statuses: {
        ...ruleset.statuses,
        turnStart: (m: Record<string, unknown>) => {
          seen.push(m);
          return answer;
        },
      },
    } as unknown as Ruleset;
    return { seen, rules };
  }

  it("the facing, weather and round when there are any; no such keys when there are none", () => {
    const { seen, rules } = watched(null);
    const weather = { windFrom: 90 } as never;
    statusTurnStartEffects(scene([car(10, 10, { facing: 1 })]), "car", { ...lost(0), weather, round: 3 }, rules);
    expect(seen[0]).toMatchObject({ facing: 1, weather, round: 3 });
    statusTurnStartEffects(scene([car(10, 10)]), "car", { ...lost(0), round: Number.NaN }, rules);
    expect(Object.keys(seen[1]!)).not.toContain("facing");
    expect(Object.keys(seen[1]!)).not.toContain("weather");
    expect(Object.keys(seen[1]!)).not.toContain("round");
  });

  it("a test the ruleset cannot build is no card", () => {
    const { rules } = watched({ tests: [{ kind: "noSuchTest" }] });
    expect(statusTurnStartEffects(scene([car(10, 10)]), "car", lost(0), rules)).toEqual([]);
  });
});
