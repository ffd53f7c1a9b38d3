/**
 * OpenD6 collisions end to end in the engine (#12 item 4; d6-movement.txt § Speed Damage Modifier,
 * § Collision Damage Modifier, § Vehicle & Passenger Damage and its note, § Crew & Passenger
 * Injuries, § Ramming & Sideswiping Vehicles, § Targeting the Creatures; rulings 10 and 12): every
 * row of the speed, situation and damage tables, the escalation from every level, what Apply changes.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { finishedMoveEffects, getRuleset, revertEffects } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { d6VehicleProfile } from "../../src/rules/rulesets/d6/actors";
import { model, scene, vehicle } from "../support/snapshots";

const { DAMAGE_LEVELS, EXPOSURE, VEHICLE_KINDS } = d6;

/** A collision profile: Toughness and armour pips, damage level, exposure and kind by id. */
function profile(
  spec: {
    toughness?: number;
    armor?: number;
    damage?: d6.DamageLevel;
    exposure?: d6.Exposure;
    kind?: d6.VehicleKind;
  } & {
    maneuverabilityLoss?: number;
    speedLoss?: number;
  } = {},
) {
  return {
    characteristics: {
      toughness: spec.toughness ?? 0,
      armor: spec.armor ?? 0,
      damageLevel: DAMAGE_LEVELS.indexOf(spec.damage ?? "none"),
      exposure: EXPOSURE.indexOf(spec.exposure ?? "normal"),
      vehicleKind: VEHICLE_KINDS.indexOf(spec.kind ?? "land"),
      maneuverabilityLoss: spec.maneuverabilityLoss ?? 0,
      speedLoss: spec.speedLoss ?? 0,
    },
  };
}

/** 1D of damage (stopped, rear-end: 2D − 3D, at least 1D): the Wild Die's results are the total. */
const ONE_DIE = { speed: "stopped", situations: ["rearEnd"] } as const;

describe("collisionSideDice: the speed and collision damage tables", () => {
  it("rolls every speed level's dice, panic speed as all-out", () => {
    const dice = d6.SPEED_LEVELS.map((speed) => d6.collisionSideDice({ speed, situations: [] }).dice);
    expect(dice).toEqual([2, 4, 6, 8, 10]);
  });

  it("adds every situation (head-on +3D, rear-end −3D, sideswipe −3D, nose to side 0, very hard 0, yielding −1D)", () => {
    const cruise = (situations: d6.CollisionSituation[]) => d6.collisionSideDice({ speed: "cruising", situations });
    expect(d6.COLLISION_SITUATIONS.map((s) => cruise([s]).dice)).toEqual([9, 3, 3, 6, 6, 5]);
    expect(cruise(["headOn"]).lines).toEqual([
      { source: "speed.cruising", dice: 6 },
      { source: "situation.headOn", dice: 3 },
    ]);
  });

  it("adds situations up (cumulative), each once, never below 1D (ruling 12)", () => {
    expect(d6.collisionSideDice({ speed: "high", situations: ["sideswipe", "yielding"] }).dice).toBe(4);
    expect(d6.collisionSideDice({ speed: "high", situations: ["headOn", "headOn"] }).dice).toBe(11);
    expect(d6.collisionSideDice(ONE_DIE).dice).toBe(1);
    expect(d6.collisionSideDice({ speed: "cautious", situations: ["rearEnd", "yielding"] }).dice).toBe(1);
  });

  it("deals panic damage of 5D on a road and 6D on rough ground (§ Targeting the Creatures)", () => {
    expect(d6.collisionSideDice({ speed: "panic", situations: [], surface: "road" }).dice).toBe(5);
    expect(d6.collisionSideDice({ speed: "panic", situations: [], surface: "rough" }).dice).toBe(6);
    expect(() => d6.collisionSideDice({ speed: "panic", situations: [] })).toThrow(RangeError);
    expect(() => d6.collisionSideDice({ speed: "warp", situations: [] })).toThrow(RangeError);
    expect(() => d6.collisionSideDice({ speed: "high", situations: ["tbone"] })).toThrow(RangeError);
  });

  it("never rolls fewer dice at a higher speed level (fast-check)", () => {
    fc.assert(
      fc.property(
        // The rules text's situations and speed levels, slowest first: not the tables under test.
        fc.subarray(["headOn", "rearEnd", "sideswipe", "noseToSide", "veryHard", "yielding"] as const),
        fc.integer({ min: 0, max: 3 }),
        (situations, i) => {
          const speeds = ["stopped", "cautious", "cruising", "high", "allOut"] as const;
          return (
            d6.collisionSideDice({ speed: speeds[i + 1]!, situations }).dice >=
            d6.collisionSideDice({ speed: speeds[i]!, situations }).dice
          );
        },
      ),
    );
  });
});

describe("collisionFormulas: the Wild Die rolls of damage and resistance (ruling 10)", () => {
  it("rolls the damage dice with one Wild Die, and Toughness + armour as one code", () => {
    // 2D Toughness (6 pips) + 1D+1 armour (4 pips) = 3D+1.
    expect(
      d6.collisionFormulas({ speed: "cruising", situations: ["headOn"] }, profile({ toughness: 6, armor: 4 })),
    ).toEqual({
      damage: "8d6 + 1d6x6",
      resistance: "2d6 + 1d6x6 + 1",
    });
    expect(d6.collisionFormulas(ONE_DIE, profile()).resistance).toBeNull();
    expect(d6.collisionFormulas(ONE_DIE, undefined)).toEqual({ damage: "1d6x6", resistance: null });
  });
});

describe("resolveCollision: the Vehicle & Passenger Damage chart", () => {
  const hit = (wild: number[], p = profile()) => d6.resolveCollision(ONE_DIE, { damage: wild, resistance: [] }, p);

  it("gives every row of the chart from the margin (1–3, 4–8, 9–12, 13–15, 16+) and its passengers' share", () => {
    const rows: [number[], d6.DamageLevel, number][] = [
      [[1], "veryLight", 0],
      [[3], "veryLight", 0],
      [[4], "light", 1],
      [[6, 2], "light", 2],
      [[6, 3], "heavy", 4],
      [[6, 6], "heavy", 6],
      [[6, 6, 1], "severe", 9],
      [[6, 6, 3], "severe", 11],
      [[6, 6, 4], "destroyed", 16],
    ];
    for (const [wild, level, passengers] of rows) {
      const outcome = hit(wild);
      expect(outcome, wild.join()).toMatchObject({
        damageTotal: outcome.margin,
        level,
        hit: level,
        passengerDamage: passengers,
      });
    }
    expect(hit([1]).complication).toBe(true);
    expect(hit([4]).complication).toBe(false);
  });

  it("does nothing when the resistance meets the damage (margin 0)", () => {
    const outcome = d6.resolveCollision(ONE_DIE, { damage: [4], resistance: [4] }, profile({ toughness: 3 }));
    expect(outcome).toMatchObject({ damageTotal: 4, resistanceTotal: 4, margin: 0, level: "none", passengerDamage: 0 });
  });

  it("rolls the resistance from Toughness + armour with its pips (3D+1: two dice, the Wild Die, +1)", () => {
    const outcome = d6.resolveCollision(
      { speed: "cruising", situations: ["headOn"] },
      { damage: [6, 6, 6, 6, 6, 5, 5, 5, 3], resistance: [2, 3, 4] },
      profile({ toughness: 6, armor: 4 }),
    );
    expect(outcome).toMatchObject({ dice: 9, damageTotal: 48, resistanceTotal: 10, margin: 38, level: "destroyed" });
    expect(() =>
      d6.resolveCollision({ speed: "cruising", situations: [] }, { damage: [1, 2], resistance: [] }, profile()),
    ).toThrow(RangeError);
    expect(() => d6.resolveCollision(ONE_DIE, { damage: [4], resistance: [] }, profile({ toughness: 3 }))).toThrow(
      RangeError,
    );
  });

  it("escalates from every current level (ruling 12) and applies the hit's own effect when it does not", () => {
    const margins: Record<d6.DamageLevel, number[]> = {
      none: [],
      veryLight: [2],
      light: [5],
      heavy: [6, 4],
      severe: [6, 6, 2],
      destroyed: [6, 6, 6, 1],
    };
    const expected: Record<d6.DamageLevel, Record<string, [d6.DamageLevel, d6.DamageLevel]>> = {
      none: { veryLight: ["veryLight", "veryLight"], light: ["light", "light"], heavy: ["heavy", "heavy"] },
      veryLight: { veryLight: ["veryLight", "veryLight"], light: ["light", "light"], severe: ["severe", "severe"] },
      light: { veryLight: ["light", "veryLight"], light: ["light", "light"], heavy: ["heavy", "heavy"] },
      heavy: { veryLight: ["heavy", "veryLight"], light: ["severe", "severe"], heavy: ["severe", "severe"] },
      severe: {
        veryLight: ["severe", "veryLight"],
        light: ["destroyed", "destroyed"],
        severe: ["destroyed", "destroyed"],
      },
      destroyed: { light: ["destroyed", "light"], destroyed: ["destroyed", "destroyed"] },
    };
    for (const [current, hits] of Object.entries(expected) as [d6.DamageLevel, typeof expected.none][]) {
      for (const [h, [level, applies]] of Object.entries(hits)) {
        const outcome = hit(margins[h as d6.DamageLevel], profile({ damage: current }));
        expect([outcome.level, outcome.applies], `${current} + ${h}`).toEqual([level, applies]);
      }
    }
  });

  it("moves the passengers' share one row for an enclosed or exposed vehicle (§ Crew & Passenger Injuries)", () => {
    // A Heavy hit of 10: ½ is 5, ¾ is 7 (rounded down), ¼ is 2.
    expect(hit([6, 4]).passengerDamage).toBe(5);
    expect(hit([6, 4], profile({ exposure: "exposed" })).passengerDamage).toBe(7);
    expect(hit([6, 4], profile({ exposure: "enclosed" })).passengerDamage).toBe(2);
    // Very Light (at most 3) exposed moves up to ¼, which rounds 3 down to 0; a Light hit of 8 to ½: 4.
    expect(hit([3], profile({ exposure: "exposed" })).passengerDamage).toBe(0);
    expect(hit([6, 2], profile({ exposure: "exposed" })).passengerDamage).toBe(4);
  });

  it("costs a water vehicle that rams its next round (§ Ramming & Sideswiping Vehicles), no other kind", () => {
    const ram = { ...ONE_DIE, rams: true };
    const roll = { damage: [2], resistance: [] };
    expect(d6.resolveCollision(ram, roll, profile({ kind: "water" })).losesNextRound).toBe(true);
    expect(d6.resolveCollision(ram, roll, profile({ kind: "land" })).losesNextRound).toBe(false);
    expect(d6.resolveCollision(ONE_DIE, roll, profile({ kind: "water" })).losesNextRound).toBe(false);
  });
});

describe("applyCollision: what Apply changes on the vehicle", () => {
  const outcome = (wild: number[], p = profile()) => d6.resolveCollision(ONE_DIE, { damage: wild, resistance: [] }, p);

  it("takes Light and Heavy as Maneuverability dice or top speed levels, on top of earlier losses", () => {
    const light = outcome([5]);
    expect(light.choices).toEqual(["maneuverability", "speed"]);
    const worn = profile({ maneuverabilityLoss: 1, speedLoss: 1 });
    expect(d6.applyCollision(light, null, worn)).toEqual({
      changes: { damage: "light", maneuverabilityLoss: 2, speedLoss: 1 },
      statuses: [],
    });
    expect(d6.applyCollision(light, "speed", worn).changes).toEqual({
      damage: "light",
      maneuverabilityLoss: 1,
      speedLoss: 2,
    });
    expect(d6.applyCollision(outcome([6, 4]), "maneuverability", profile()).changes.maneuverabilityLoss).toBe(2);
    expect(d6.applyCollision(outcome([6, 4]), "speed", profile()).changes.speedLoss).toBe(2);
  });

  it("keeps Very Light's −1D for two turn starts, loses control when Severe, and stops a Destroyed vehicle for good", () => {
    expect(d6.applyCollision(outcome([2]), null, profile())).toEqual({
      changes: { damage: "veryLight", maneuverabilityLoss: 0, speedLoss: 0, passingRounds: 2 },
      statuses: [],
    });
    expect(outcome([2]).choices).toEqual([]);
    expect(d6.applyCollision(outcome([6, 6, 2]), null, profile())).toEqual({
      changes: { damage: "severe", maneuverabilityLoss: 0, speedLoss: 0 },
      statuses: [d6.LOST_CONTROL],
    });
    const destroyed = d6.applyCollision(outcome([6, 6, 6, 1]), null, profile());
    expect(destroyed.changes).toEqual({ damage: "destroyed", maneuverabilityLoss: 0, speedLoss: 4 });
    expect(d6.topSpeed(destroyed.changes.speedLoss)).toBe("stopped");
  });

  it("sets Rammed on a water vehicle that rammed, and refuses unknown choices and forged outcomes", () => {
    const rammed = d6.resolveCollision(
      { ...ONE_DIE, rams: true },
      { damage: [2], resistance: [] },
      profile({ kind: "water" }),
    );
    expect(d6.applyCollision(rammed, null, profile()).statuses).toEqual([d6.RAMMED]);
    expect(() => d6.applyCollision(outcome([5]), "wings", profile())).toThrow(RangeError);
    expect(() => d6.applyCollision({ ...outcome([5]), level: "scratched" }, null, profile())).toThrow(RangeError);
    expect(() => d6.applyCollision({ ...outcome([5]), choices: "all" } as never, null, profile())).toThrow(TypeError);
  });
});

describe("describeCollision and panicEntries", () => {
  it("shows the dice line by line with their sum, then the totals, the level and its effect", () => {
    const request = { speed: "cruising", situations: ["headOn"] } as const;
    const before = d6.describeCollision(request, null);
    expect(before.lines.map((l) => [l.label.key, l.value])).toEqual([
      ["STRIDE.D6Collision.line.speed.cruising", "6D"],
      ["STRIDE.D6Collision.line.situation.headOn", "+3D"],
    ]);
    expect(before.dice).toEqual({ key: "STRIDE.D6Collision.dice", data: { dice: "9D" } });
    expect(before.result).toBeNull();
    const outcome = d6.resolveCollision(ONE_DIE, { damage: [5], resistance: [] }, profile({ damage: "heavy" }));
    const after = d6.describeCollision(ONE_DIE, outcome);
    expect(after.lines[1]!.value).toBe("−3D");
    expect(after.result?.level.key).toBe("STRIDE.D6Collision.levelEscalated");
    expect(after.result?.effect.key).toBe("STRIDE.D6Collision.effect.severe");
    expect(after.choices).toEqual([]);
  });

  it("offers panic damage and the crash of a downed team only for an animal-drawn vehicle (§ Targeting the Creatures)", () => {
    expect(d6.panicEntries(profile({ kind: "animalDrawn" })).map((e) => e.request)).toEqual([
      { speed: "panic", situations: [], surface: "road" },
      { speed: "panic", situations: [], surface: "rough" },
      // A team creature killed or incapacitated: the crash at the stored speed (stopped here), its dice alone.
      { speed: "stopped", situations: [] },
    ]);
    // A cruising carriage whose horse is shot crashes at cruising: 6D (§ Speed Damage Modifier).
    const cruising = { characteristics: { ...profile({ kind: "animalDrawn" }).characteristics, vehicleSpeed: 2 } };
    const crash = d6.panicEntries(cruising).at(-1)!;
    expect(crash.label).toBe("STRIDE.D6Collision.panic.crash");
    expect(d6.collisionSideDice(crash.request).dice).toBe(6);
    expect(d6.panicEntries(profile({ kind: "water" }))).toEqual([]);
    expect(d6.panicEntries(undefined)).toEqual([]);
  });
});

const path = [
  { x: 10, y: 50, elevation: 0 },
  { x: 60, y: 50, elevation: 0 },
];
/** The summary of a 50 m move of a Move 20 vehicle: past high (40 m), so all-out. */
const allOut = {
  actions: ["d6AllOut"],
  conditions: [],
  turnDistance: 50,
  bands: d6.vehicleBands({ characteristics: { move: 20 } }),
  zeroGravity: false,
};

describe("collisionMoveEffects: a vehicle's finished move", () => {
  it("posts one card per contact: both vehicles at their speed levels; an undeclared nose contact is an accident, no ram", () => {
    const snap = scene([vehicle("carriage", 10, 50, 0), vehicle("cart", 40, 50, Math.PI, 1)]);
    expect(d6.collisionMoveEffects(snap, { mover: "carriage", path, summary: allOut })).toEqual([
      {
        type: "collisionCard",
        mover: "carriage",
        other: "cart",
        against: "vehicle",
        sides: [
          { model: "carriage", request: { speed: "allOut", situations: ["headOn"] } },
          { model: "cart", request: { speed: "cautious", situations: ["headOn"] } },
        ],
      },
    ]);
  });

  it("sideswipes a vehicle alongside (both), runs into a token as something yielding, hits walls very hard, at the actor's speed without bands", () => {
    const snap = scene([vehicle("me", 10, 50, 0, 3), vehicle("by", 30, 53.5, 0), model("horse", 45, 50)]);
    const effects = d6.collisionMoveEffects(snap, { mover: "me", path, summary: null, blocked: true });
    expect(
      effects.map((e) => (e.type === "collisionCard" ? [e.against, e.other, e.sides.map((s) => s.request)] : e)),
    ).toEqual([
      [
        "vehicle",
        "by",
        [
          { speed: "high", situations: ["sideswipe"] },
          { speed: "cruising", situations: ["sideswipe"] },
        ],
      ],
      ["token", "horse", [{ speed: "high", situations: ["yielding"] }]],
      ["terrain", null, [{ speed: "high", situations: ["veryHard"] }]],
    ]);
    expect(d6.collisionMoveEffects(snap, { mover: "horse", path, summary: null })).toEqual([]);
  });

  it("rolls the level the move counts as: high at exactly 20 m declared high, all-out at panic speed", () => {
    const snap = scene([vehicle("carriage", 10, 50, 0), vehicle("cart", 40, 50, Math.PI, 1)]);
    const moverSpeed = (summary: object) => {
      const [card] = d6.collisionMoveEffects(snap, { mover: "carriage", path, summary: summary as never });
      return card?.type === "collisionCard" ? card.sides[0]!.request.speed : null;
    };
    // Move 20: high spans 20–40 m, so 20 m declared high is high (8D), not the cruising band it also fills.
    const profile = { characteristics: { move: 20, vehicle: 1, vehicleSpeed: 3 } };
    expect(moverSpeed({ ...allOut, actions: ["d6High"], turnDistance: 20, profile })).toBe("high");
    // Stored at cruising, the bands stop at all-out's two levels up; 35 m at Move 10 is all-out (10D).
    const slow = { characteristics: { move: 10, vehicle: 1, vehicleSpeed: 2 } };
    const bands = d6.vehicleBands(slow);
    expect(moverSpeed({ ...allOut, actions: [], turnDistance: 35, bands, profile: slow })).toBe("allOut");
    // A bolting team: panic speed rolls as all-out (§ Speed Damage Modifier, "all-out, panic speed: 10D").
    const panicking = { ...allOut, actions: [d6.PANIC_ACTION], bands: [{ action: d6.PANIC_ACTION, distance: 60 }] };
    expect(moverSpeed({ ...panicking, turnDistance: 30 })).toBe("allOut");
    expect(d6.collisionDice({ speed: "allOut", situations: ["headOn"] })).toBe(13);
  });

  it("is what the d6 ruleset's finished move sets off (CollisionsCapability), and undoes as not reverted", () => {
    const snap = scene([vehicle("carriage", 10, 50, 0), vehicle("cart", 40, 50, Math.PI, 1)]);
    const ruleset = getRuleset("d6");
    const effects = finishedMoveEffects(snap, { mover: "carriage", path, summary: allOut, inCombat: false }, ruleset);
    expect(effects.filter((e) => e.type === "collisionCard")).toHaveLength(1);
    expect(effects.some((e) => e.type === "test" && e.call.kind === "pilot")).toBe(true);
    expect(ruleset.statuses?.statuses.map((s) => s.id)).toContain(d6.RAMMED);
    expect(revertEffects(snap, effects, "carriage").notReverted).toContain("collisionCard");
    // The move hook remembers how to undo every finished move: an effect type it did not list threw
    // there and stopped the move's effects (the drowning count's setCounter did before this branch).
    const counter = { type: "setCounter" as const, model: "carriage", counter: "drowning", value: 0 };
    expect(revertEffects(snap, [counter], "carriage").notReverted).toEqual(["setCounter"]);
  });
});

/** A vehicle of `kind` (index of VEHICLE_KINDS) that declared `stunt` (index of DECLARED_STUNTS), at scale `scale`. */
const declaring = (id: string, x: number, y: number, facing: number, extra: Record<string, number>) => {
  const v = vehicle(id, x, y, facing);
  return { ...v, characteristics: { ...v.characteristics, ...extra } };
};

describe("collisionMoveEffects: rams and sideswipes are declared stunts (§ Ramming & Sideswiping Vehicles)", () => {
  const water = d6.VEHICLE_KINDS.indexOf("water");
  const land = d6.VEHICLE_KINDS.indexOf("land");
  const ram = d6.DECLARED_STUNTS.indexOf("ram");
  const sideswipe = d6.DECLARED_STUNTS.indexOf("sideswipe");

  it("a boat that declared a ram rolls the ram stunt (+10) instead of the card; its success posts the card, a ram", () => {
    const snap = scene([
      declaring("boat", 10, 50, 0, { vehicleKind: water, declaredStunt: ram }),
      vehicle("barge", 40, 50, Math.PI, 1),
    ]);
    const [effect, ...rest] = d6.collisionMoveEffects(snap, { mover: "boat", path, summary: allOut });
    expect(rest).toEqual([]);
    expect(effect?.type).toBe("test");
    const call = (effect as Extract<typeof effect, { type: "test" }>).call;
    expect(call.kind).toBe("stunt");
    expect(call.modifiers).toEqual([{ source: "stunt.ram", value: 10 }]);
    // Pilotry 3D (9 pips): 4 + 4 + 2 = 10 meets 10; 4 + 4 + 1 = 9 misses.
    const made = d6.resolveVehicleTest(call, 9, [4, 4, 2]);
    expect(made.outcome).toBe("struck");
    expect(made.consequences).toEqual([
      {
        type: "collision",
        other: "barge",
        request: { speed: "allOut", situations: ["headOn"], rams: true },
        otherRequest: { speed: "cautious", situations: ["headOn"] },
      },
    ]);
    // A missed ram strikes nothing: the pilot loses control (§ Stunts).
    const missed = d6.resolveVehicleTest(call, 9, [4, 4, 1]);
    expect(missed.consequences).toEqual([{ type: "status", status: d6.LOST_CONTROL, active: true }]);
    // The struck ram costs the boat its next round (the outcome of its side).
    const side = d6.resolveCollision(
      { speed: "allOut", situations: ["headOn"], rams: true },
      { damage: Array(13).fill(1), resistance: [] },
      { characteristics: { vehicleKind: water } },
    );
    expect(side.losesNextRound).toBe(true);
  });

  it("a land vehicle cannot ram: its nose contact is an accidental collision; any vehicle's declared sideswipe is the +10 stunt", () => {
    const cart = declaring("cart", 10, 50, 0, { vehicleKind: land, declaredStunt: ram });
    const nose = d6.collisionMoveEffects(scene([cart, vehicle("barge", 40, 50, Math.PI, 1)]), {
      mover: "cart",
      path,
      summary: allOut,
    });
    expect(nose.map((e) => e.type)).toEqual(["collisionCard"]);
    const swiper = declaring("cart", 10, 50, 0, { vehicleKind: land, declaredStunt: sideswipe });
    const alongside = scene([swiper, vehicle("by", 30, 53.5, 0)]);
    const [effect] = d6.collisionMoveEffects(alongside, { mover: "cart", path, summary: allOut });
    const call = (effect as Extract<typeof effect, { type: "test" }>).call;
    expect(call.modifiers).toEqual([{ source: "stunt.sideswipe", value: 10 }]);
    expect(d6.resolveVehicleTest(call, 9, [5, 5, 2]).consequences).toEqual([
      {
        type: "collision",
        other: "by",
        request: { speed: "allOut", situations: ["sideswipe"] },
        otherRequest: { speed: "cruising", situations: ["sideswipe"] },
      },
    ]);
    // Declared a sideswipe but met the cart's nose first: an accident, not the stunt.
    const headOn = d6.collisionMoveEffects(scene([swiper, vehicle("barge", 40, 50, Math.PI, 1)]), {
      mover: "cart",
      path,
      summary: allOut,
    });
    expect(headOn.map((e) => e.type)).toEqual(["collisionCard"]);
  });

  it("the declaration is spent by the next move that goes anywhere (vehicleCounters)", () => {
    const move = {
      ...allOut,
      path,
      profile: { characteristics: { move: 20, vehicle: 1, vehicleSpeed: 4, declaredStunt: ram } },
    };
    expect(d6.vehicleCounters(move)).toContainEqual({ counter: "declaredStunt", value: 0 });
    const none = { ...move, profile: { characteristics: { move: 20, vehicle: 1, vehicleSpeed: 4 } } };
    expect(d6.vehicleCounters(none).map((c) => c.counter)).not.toContain("declaredStunt");
  });
});

describe("scale in collisions (§ Vehicle Damage: the attacker's damage total or the target's resistance total)", () => {
  it("the smaller side's damage total and the larger side's resistance total take the difference", () => {
    const carriage = declaring("carriage", 10, 50, 0, { scale: 6 });
    const snap = scene([carriage, vehicle("cart", 40, 50, Math.PI, 1), model("rider", 80, 50)]);
    const [card] = d6.collisionMoveEffects(snap, { mover: "carriage", path, summary: allOut });
    expect(card?.type === "collisionCard" && card.sides.map((s) => s.request)).toEqual([
      { speed: "allOut", situations: ["headOn"], scale: 6, scaleTo: "resistance" },
      { speed: "cautious", situations: ["headOn"], scale: 6, scaleTo: "damage" },
    ]);
    expect(d6.scaleOf(0)).toEqual({});
    // 1D of 4 + 6 = 10 against 0 + 0: margin 10, Heavy; with the scale on the resistance, 4 − 6: none.
    const profile = { characteristics: {} };
    const onDamage = d6.resolveCollision(
      { speed: "stopped", situations: ["rearEnd"], scale: 6, scaleTo: "damage" },
      { damage: [4], resistance: [] },
      profile,
    );
    expect([onDamage.damageTotal, onDamage.margin, onDamage.hit]).toEqual([10, 10, "heavy"]);
    const onResistance = d6.resolveCollision(
      { speed: "stopped", situations: ["rearEnd"], scale: 6, scaleTo: "resistance" },
      { damage: [4], resistance: [] },
      profile,
    );
    expect([onResistance.resistanceTotal, onResistance.margin, onResistance.hit]).toEqual([6, -2, "none"]);
    expect(
      d6.describeCollision({ speed: "stopped", situations: [], scale: 6, scaleTo: "damage" }, null).lines.at(-1),
    ).toEqual({ label: { key: "STRIDE.D6Collision.line.scale.damage" }, value: "+6" });
    expect(() => d6.checkCollisionRequest({ speed: "stopped", situations: [], scale: -1, scaleTo: "damage" })).toThrow(
      RangeError,
    );
    expect(() => d6.checkCollisionRequest({ speed: "stopped", situations: [], scale: 2 })).toThrow(RangeError);
  });
});

describe("Very Light damage (§ Vehicle & Passenger Damage: Maneuverability −1D this round and the next)", () => {
  /** A Very Light hit (1D rolling 2 against nothing: margin 2) applied in combat round `round`. */
  const hitIn = (round: number | null) =>
    d6.applyCollision(d6.resolveCollision(ONE_DIE, { damage: [2], resistance: [] }, profile()), null, profile(), round);
  /** The carriage (pilotry 3D, Maneuverability 1D: 12 pips) as the applied changes leave it. */
  const after = (changes: { passingRounds?: number; passingUntil?: number }) =>
    d6VehicleProfile({
      pilotry: "3D",
      maneuverability: "1D",
      veryLightRounds: changes.passingRounds ?? 0,
      veryLightUntil: changes.passingUntil ?? 0,
    });
  /** The vehicle's turn starts in rounds `from`…`to`: the pilot's pips during each round, after its turn start. */
  const pipsByRound = (start: ReturnType<typeof after>, from: number, to: number) => {
    let now = start;
    const pips: number[] = [];
    for (let round = from; round <= to; round++) {
      const answer = d6.vehicleTurnStart({ statuses: [], profile: now, round });
      const cleared = answer?.counters?.some((c) => c.counter === "veryLightRounds" && c.value === 0);
      if (cleared) now = after({});
      pips.push(now.characteristics["pilotry"]!);
    }
    return pips;
  };

  it("hit in round 3 before its own turn: 1D less in rounds 3 and 4, back at its turn start in round 5", () => {
    const hit = hitIn(3);
    expect(hit.changes).toEqual({
      damage: "veryLight",
      maneuverabilityLoss: 0,
      speedLoss: 0,
      passingRounds: 2,
      passingUntil: 4,
    });
    // 4D − 1D = 3D (9 pips) through round 4, whole 4D (12) from round 5.
    expect(pipsByRound(after(hit.changes), 3, 5)).toEqual([9, 9, 12]);
  });

  it("hit in round 3 after its own turn: 1D less for the rest of round 3 and in round 4, back in round 5", () => {
    const hit = hitIn(3);
    expect(after(hit.changes).characteristics["pilotry"]).toBe(9);
    // Its next turn start is round 4's.
    expect(pipsByRound(after(hit.changes), 4, 5)).toEqual([9, 12]);
  });

  it("hit outside a started combat: counted down at its next two turn starts, as no round is known", () => {
    expect(hitIn(null).changes).toEqual({
      damage: "veryLight",
      maneuverabilityLoss: 0,
      speedLoss: 0,
      passingRounds: 2,
    });
    expect(d6.vehicleTurnStart({ statuses: [], profile: after({ passingRounds: 2 }), round: 7 })).toEqual({
      counters: [{ counter: "veryLightRounds", value: 1 }],
    });
  });

  it("counted by turn starts when the count has no round (hit outside a combat)", () => {
    const read = (veryLightRounds: number) =>
      d6VehicleProfile({ pilotry: "3D", maneuverability: "1D", veryLightRounds });
    expect(read(0).characteristics["pilotry"]).toBe(12);
    expect(read(2).characteristics["pilotry"]).toBe(9);
    const first = d6.veryLightTurnStart({ profile: read(2) });
    expect(first).toEqual({ counters: [{ counter: "veryLightRounds", value: 1 }] });
    expect(read(1).characteristics["pilotry"]).toBe(9);
    expect(d6.veryLightTurnStart({ profile: read(1) })).toEqual({
      counters: [{ counter: "veryLightRounds", value: 0 }],
    });
    expect(d6.veryLightTurnStart({ profile: read(0) })).toBeNull();
    expect(d6.vehicleTurnStart({ statuses: [], profile: read(2) })).toEqual({
      counters: [{ counter: "veryLightRounds", value: 1 }],
    });
  });
});

describe("a becalmed ship cannot move (§ Sailing Ships: no movement possible)", () => {
  const boat = d6VehicleProfile({ move: 10, vehicleKind: "water", speed: "cruising" });
  const cart = d6VehicleProfile({ move: 10, vehicleKind: "land", speed: "cruising" });

  it("holds a water vehicle at 0 m on a scene whose day is becalmed (Wild Die 1: 0 m a round)", () => {
    expect(d6.vehicleBands(boat, { weather: { dice: [[1], [3]] } })).toEqual([{ action: "d6Cautious", distance: 0 }]);
    // A light breeze (Wild Die 2): its speed levels, 5 … 40 m.
    expect(d6.vehicleBands(boat, { weather: { dice: [[2], [3]] } }).map((b) => b.distance)).toEqual([5, 10, 20, 40]);
    // A cart is no ship; no weather, no calm.
    expect(d6.vehicleBands(cart, { weather: { dice: [[1], [3]] } }).map((b) => b.distance)).toEqual([5, 10, 20, 40]);
    expect(d6.vehicleBands(boat).map((b) => b.distance)).toEqual([5, 10, 20, 40]);
  });
});

describe("the scene's wind from a compass bearing (§ Sailing Ships, Situation table)", () => {
  it("turns the direction die into a bearing once, for a ship heading north", () => {
    expect([1, 2, 3, 4, 5, 6].map((die) => d6.compassOfDie(die))).toEqual([0, 45, 90, 270, 135, 180]);
    expect(() => d6.compassOfDie(7)).toThrow(RangeError);
  });

  it("gives each ship its own row by its heading to the wind: from the north, a ship heading north sails into it", () => {
    const north = -Math.PI / 2;
    expect(d6.windSituation(north, 0)).toBe("intoWind");
    expect(d6.windSituation(north + Math.PI / 4, 0)).toBe("closeHauled");
    expect(d6.windSituation(0, 0)).toBe("reaching");
    expect(d6.windSituation(Math.PI / 4 + Math.PI / 2, 0)).toBe("quartering");
    expect(d6.windSituation(Math.PI / 2, 0)).toBe("runningFree");
  });

  it("a moderate wind from the north: +15 heading north, −10 heading south, 0 heading east (wind 0 plus the row)", () => {
    const weather = { dice: [[3], [1]] };
    const row = (degrees: number) => d6.dailyWind(weather, (degrees * Math.PI) / 180).modifier;
    expect([row(270), row(90), row(0)]).toEqual([15, -10, 0]);
    // The wind card's bearing is the die's, or the one the GM set.
    expect(d6.dailyWind(weather).windFrom).toBe(0);
    expect(d6.dailyWind({ ...weather, windFrom: 180 }).windFrom).toBe(180);
    expect(d6.WIND_WEATHER.fromDice([[3], [2]])).toEqual({ dice: [[3], [2]], windFrom: 45 });
  });
});

describe("a ship out of control in a gale runs at all-out speed with the wind (§ Sailing Ships)", () => {
  const ship = (damage = "none") => ({
    statuses: [d6.LOST_CONTROL],
    profile: d6VehicleProfile({ move: 10, vehicleKind: "water", speed: "cruising", heading: 0, damage }),
  });
  const drive = (weather?: { dice: number[][]; windFrom?: number }, damage?: string) =>
    d6.vehicleTurnStart({ ...ship(damage), ...(weather ? { weather } : {}) });

  it("drives 40 m (4 × Move 10) the way the gale blows, from the bearing the day's die gives or the GM set", () => {
    // Wild Die 5: 4 m a round, a gale; direction die 6: from the south (a north-heading ship's running free), blowing north.
    const north = drive({ dice: [[5], [6]] });
    expect(north?.drive?.distance).toBe(40);
    expect(north?.drive?.heading).toBeCloseTo((3 * Math.PI) / 2);
    expect(north?.counters).toContainEqual({ counter: "vehicleSpeed", value: 4 });
    // Die 1: from the north, blowing south; die 3 from the east blows west, die 4 from the west blows east.
    expect(drive({ dice: [[5], [1]] })!.drive!.heading).toBeCloseTo(Math.PI / 2);
    expect(drive({ dice: [[6, 1], [3]] })!.drive!.heading).toBeCloseTo(Math.PI);
    expect(drive({ dice: [[6, 1], [4]] })!.drive!.heading).toBeCloseTo(0);
    // A bearing set on the scene wins over the die: from the south-west (225°) blows north-east.
    expect(drive({ dice: [[5], [1]], windFrom: 225 })!.drive!.heading).toBeCloseTo((7 * Math.PI) / 4);
  });

  it("runs the same way at the next turn start after the drive turned the ship into the wind's line (no flip)", () => {
    const weather = { dice: [[5], [1]] };
    const first = drive(weather)!;
    const degrees = Math.round((first.drive!.heading * 180) / Math.PI);
    expect(degrees).toBe(90);
    // The ship now heads where it was driven (90°, south) and is still out of control.
    const next = d6.vehicleTurnStart({
      statuses: [d6.LOST_CONTROL],
      profile: d6VehicleProfile({ move: 10, vehicleKind: "water", speed: "allOut", heading: degrees }),
      weather,
    })!;
    expect(next.drive!.heading).toBeCloseTo(first.drive!.heading);
  });

  it("keeps the straight drive at its own speed in lesser winds, without weather, and at Severe damage", () => {
    // Wild Die 4: strong winds (3 m), no drive with the wind: cruising's 10 m straight on.
    expect(drive({ dice: [[4], [1]] })?.drive).toEqual({ heading: 0, distance: 10 });
    expect(drive()?.drive).toEqual({ heading: 0, distance: 10 });
    const gale = d6.galeDrive({ profile: ship().profile, weather: { dice: [[5], [6]] } }, { heading: 1, distance: 10 });
    expect(gale?.distance).toBe(40);
    expect(gale?.heading).toBeCloseTo((3 * Math.PI) / 2);
    expect(
      d6.galeDrive({ profile: ship("severe").profile, weather: { dice: [[5], [6]] } }, { heading: 1, distance: 10 }),
    ).toBeNull();
    expect(
      d6.galeDrive({ profile: ship().profile, weather: { dice: [[9], [6]] } }, { heading: 1, distance: 10 }),
    ).toBeNull();
  });
});
