/**
 * The branches of rulesets/d6/vehicle-collisions.ts that decide a rule, each pinned by the rule it
 * keeps (d6-movement.txt § Vehicle Damage, § Ramming & Sideswiping Vehicles, § Vehicle & Passenger
 * Damage, § Crew & Passenger Injuries, § Targeting the Creatures, § Sailing Ships; docs/rulings.md
 * rulings 10 and 12), and the checks of their input with the member each error names.
 */
import { describe, expect, it } from "vitest";
import { play, type PlayModel } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { d6VehicleProfile } from "../../src/rules/rulesets/d6/actors";
import { model, scene, vehicle } from "../support/snapshots";

/** 1D of damage (stopped, rear-end: 2D − 3D, at least 1D, ruling 12): the Wild Die's results are the total. */
const ONE_DIE = { speed: "stopped", situations: ["rearEnd"] } as const;
/** A profile of these characteristics (values of any type, as a forged or stale actor may hold). */
const profile = (characteristics: Record<string, unknown>) => ({ characteristics }) as never;
/** The outcome of 1D rolling `wild` against a vehicle of `p`. */
const hit = (wild: number[], p: unknown = profile({}), resistance: number[] = []) =>
  d6.resolveCollision(ONE_DIE, { damage: wild, resistance }, p as never);

describe("checkCollisionRequest: the scale modifier and the members it names (§ Vehicle Damage)", () => {
  const request = (over: Record<string, unknown>) => ({ speed: "stopped", situations: [], ...over }) as never;

  it("takes a scale from 0 to 1000 inclusive, on the damage or the resistance total", () => {
    for (const scale of [0, 6, 1000]) {
      expect(d6.checkCollisionRequest(request({ scale, scaleTo: "damage" })), String(scale)).toBeTruthy();
    }
    // Scale 0 adds nothing: 1D of 4 against nothing is a Light hit of 4 (chart 4–8).
    const none = d6.resolveCollision(
      { ...ONE_DIE, scale: 0, scaleTo: "damage" },
      { damage: [4], resistance: [] },
      profile({}),
    );
    expect([none.damageTotal, none.hit]).toEqual([4, "light"]);
    expect(() => d6.checkCollisionRequest(request({ scale: 1001, scaleTo: "damage" }))).toThrow(
      /^scale must be 0–1000, got 1001$/,
    );
    expect(() => d6.checkCollisionRequest(request({ scale: -1, scaleTo: "damage" }))).toThrow(
      /^scale must be 0–1000, got -1$/,
    );
  });

  it("refuses a scale that is not a number, a rams that is not a boolean, and names the member", () => {
    expect(() => d6.checkCollisionRequest(request({ scale: "6", scaleTo: "damage" }))).toThrow(
      /^scale must be a number, got "6"$/,
    );
    expect(() => d6.checkCollisionRequest(request({ rams: "yes" }))).toThrow(/^rams must be a boolean$/);
    expect(() => d6.checkCollisionRequest(request({ scale: 2 }))).toThrow(
      /^scaleTo must be one of damage, resistance, got undefined$/,
    );
    expect(() => d6.checkCollisionRequest(null as never)).toThrow(/^collision request needs an input object/);
    expect(() => d6.checkCollisionRequest(request({ speed: "warp" }))).toThrow(
      /^speed must be one of stopped, cautious, cruising, high, allOut, panic, got "warp"$/,
    );
    expect(() => d6.checkCollisionRequest(request({ situations: "headOn" }))).toThrow(/^situations must be an array/);
    expect(() => d6.checkCollisionRequest(request({ situations: ["headOn", "tbone"] }))).toThrow(
      /^situations\[1\] must be one of headOn, /,
    );
    expect(() => d6.checkCollisionRequest(request({ speed: "panic", surface: "ice" }))).toThrow(
      /^surface must be one of road, rough, got "ice"$/,
    );
  });

  it("lists the panic damage as its own line (§ Targeting the Creatures: 6D on rough ground)", () => {
    expect(d6.collisionSideDice({ speed: "panic", situations: [], surface: "rough" }).lines).toEqual([
      { source: "panic.rough", dice: 6 },
    ]);
  });
});

describe("resolveCollision: what a vehicle's stored characteristics count for (§ Vehicle Damage)", () => {
  it("counts Toughness and armour only as whole numbers ≥ 0: a negative, infinite or text value adds nothing", () => {
    // Armour 6 pips is 2D: one normal die and the Wild Die.
    expect(d6.collisionFormulas(ONE_DIE, profile({ toughness: -3, armor: 6 })).resistance).toBe("1d6 + 1d6x6");
    expect(d6.collisionFormulas(ONE_DIE, profile({ toughness: Infinity })).resistance).toBeNull();
    expect(d6.collisionFormulas(ONE_DIE, profile({ toughness: "9" })).resistance).toBeNull();
    // 7.5 pips count as 7: 2D+1.
    expect(d6.collisionFormulas(ONE_DIE, profile({ toughness: 7.5 })).resistance).toBe("1d6 + 1d6x6 + 1");
  });

  it("reads the damage level only from a whole index of the chart: text or a row past Destroyed counts as undamaged", () => {
    // A Very Light hit (margin 2) on a vehicle at Heavy would stay Heavy (the note); undamaged it is Very Light.
    expect(hit([2], profile({ damageLevel: 3 })).level).toBe("heavy");
    for (const damageLevel of ["3", 9, 1.5]) {
      expect(hit([2], profile({ damageLevel })).level, String(damageLevel)).toBe("veryLight");
    }
  });

  it("a hit that does no damage hurts no passenger, however exposed (§ Crew & Passenger Injuries)", () => {
    // 1D of 4 against Toughness 1D rolling 4: margin 0; an exposed vehicle's passengers would take ¼ of a hit.
    const outcome = hit([4], profile({ toughness: 3, exposure: 2 }), [4]);
    expect([outcome.margin, outcome.hit, outcome.passengerDamage]).toEqual([0, "none", 0]);
  });

  it("notes a complication when the resistance roll's Wild Die comes up 1 (ruling 10)", () => {
    // Resistance 1D: the Wild Die's 1 is its total (1), against 4: margin 3, Very Light.
    const outcome = hit([4], profile({ toughness: 3 }), [1]);
    expect([outcome.resistanceTotal, outcome.complication]).toEqual([1, true]);
    expect(hit([4], profile({ toughness: 3 }), [2]).complication).toBe(false);
  });

  it("only a water vehicle's ram costs its next round: an unknown or absent kind counts as land (§ Ramming & Sideswiping Vehicles)", () => {
    const rams = (p: unknown) =>
      d6.resolveCollision({ ...ONE_DIE, rams: true }, { damage: [2], resistance: [] }, p as never).losesNextRound;
    expect(rams(profile({ vehicleKind: d6.VEHICLE_KINDS.indexOf("water") }))).toBe(true);
    expect([rams(profile({ vehicleKind: 9 })), rams(profile({})), rams(undefined)]).toEqual([false, false, false]);
  });

  it("refuses results the formulas cannot give, naming the roll", () => {
    expect(() => d6.resolveCollision(ONE_DIE, { damage: 4, resistance: [] } as never, profile({}))).toThrow(
      /^Damage dice must be an array of d6 results, got 4$/,
    );
    expect(() =>
      d6.resolveCollision({ speed: "cruising", situations: [] }, { damage: [1, 2], resistance: [] }, profile({})),
    ).toThrow(/^Damage dice: the roll has 6 dice, got 2 results$/);
    expect(() => d6.resolveCollision(ONE_DIE, { damage: [4], resistance: [] }, profile({ toughness: 6 }))).toThrow(
      /^Resistance dice: the roll has 2 dice, got 0 results$/,
    );
    expect(() => d6.resolveCollision(ONE_DIE, null as never, profile({}))).toThrow(/^rolled needs an input object/);
  });
});

describe("checkOutcome and applyCollision: what Apply changes (§ Vehicle & Passenger Damage)", () => {
  const light = () => hit([5]);

  it("refuses a forged outcome, naming the member", () => {
    const forged = (over: Record<string, unknown>) => ({ ...light(), ...over }) as never;
    expect(() => d6.checkOutcome(null as never)).toThrow(/^outcome needs an input object/);
    expect(() => d6.checkOutcome(forged({ damageTotal: "5" }))).toThrow(/^outcome\.damageTotal must be a number$/);
    expect(() => d6.checkOutcome(forged({ passengerDamage: undefined }))).toThrow(
      /^outcome\.passengerDamage must be a number$/,
    );
    expect(() => d6.checkOutcome(forged({ margin: NaN }))).toThrow(/^outcome\.margin must be finite$/);
    expect(() => d6.checkOutcome(forged({ hit: "scratched" }))).toThrow(
      /^outcome\.hit must be one of none, veryLight, light, heavy, severe, destroyed, got "scratched"$/,
    );
    expect(() => d6.checkOutcome(forged({ escalated: "no" }))).toThrow(/^outcome\.escalated must be a boolean$/);
    expect(() => d6.checkOutcome(forged({ complication: 0 }))).toThrow(/^outcome\.complication must be a boolean$/);
    expect(() => d6.checkOutcome(forged({ choices: "all" }))).toThrow(/^outcome\.choices must be an array/);
    expect(() => d6.checkOutcome(forged({ choices: ["speed", "wings"] }))).toThrow(
      /^outcome\.choices\[1\] must be one of maneuverability, speed, got "wings"$/,
    );
    expect(d6.checkOutcome(light())).toEqual(light());
  });

  it("a Light hit with no choice given (null or absent) takes Maneuverability; an unknown choice is named", () => {
    expect(d6.applyCollision(light(), undefined as never, profile({})).changes).toEqual({
      damage: "light",
      maneuverabilityLoss: 1,
      speedLoss: 0,
    });
    expect(() => d6.applyCollision(light(), "wings", profile({}))).toThrow(
      /^choice must be one of maneuverability, speed, got "wings"$/,
    );
  });

  it("Very Light lasts through the round after a started combat's round: hit in round 1, through round 2", () => {
    const veryLight = hit([2]);
    const until = (round: unknown) => d6.applyCollision(veryLight, null, profile({}), round as never).changes;
    expect(until(1)).toEqual({
      damage: "veryLight",
      maneuverabilityLoss: 0,
      speedLoss: 0,
      passingRounds: 2,
      passingUntil: 2,
    });
    // No started combat (round 0, a fraction, text): counted by the vehicle's turn starts instead.
    for (const round of [0, 2.5, "3", NaN]) {
      expect(until(round), String(round)).toEqual({
        damage: "veryLight",
        maneuverabilityLoss: 0,
        speedLoss: 0,
        passingRounds: 2,
      });
    }
  });
});

describe("describeCollision: the card's lines and result", () => {
  it("prints a situation of 0 as +0D (§ Collision Damage Modifier: nose to side 0)", () => {
    const card = d6.describeCollision({ speed: "cruising", situations: ["noseToSide"] }, null);
    expect(card.lines.map((l) => l.value)).toEqual(["6D", "+0D"]);
    expect(card.dice.data).toEqual({ dice: "6D" });
    // Not rolled yet: no result and no choices.
    expect([card.result, card.choices]).toEqual([null, []]);
  });

  it("shows the totals, the level of the hit not escalated, its effect, the passengers and the GM's choices", () => {
    // 1D of 6 + 2 (Wild Die 6 explodes): 8 against nothing, Light (4–8), passengers ¼ of 8 = 2.
    const outcome = hit([6, 2]);
    expect(d6.describeCollision(ONE_DIE, outcome)).toEqual({
      lines: [
        { label: { key: "STRIDE.D6Collision.line.speed.stopped" }, value: "2D" },
        { label: { key: "STRIDE.D6Collision.line.situation.rearEnd" }, value: "−3D" },
      ],
      dice: { key: "STRIDE.D6Collision.dice", data: { dice: "1D" } },
      result: {
        totals: { key: "STRIDE.D6Collision.totals", data: { damage: 8, resistance: 0, margin: 8 } },
        level: {
          key: "STRIDE.D6Collision.levelOf",
          data: { level: { key: "STRIDE.D6Vehicle.damage.light" }, hit: { key: "STRIDE.D6Vehicle.damage.light" } },
        },
        effect: { key: "STRIDE.D6Collision.effect.light" },
        passengers: { key: "STRIDE.D6Collision.passengers", data: { damage: 2 } },
      },
      choices: [
        { value: "maneuverability", label: { key: "STRIDE.D6Collision.choice.maneuverability" } },
        { value: "speed", label: { key: "STRIDE.D6Collision.choice.speed" } },
      ],
    });
    expect(() => d6.describeCollision(ONE_DIE, { ...outcome, level: "scratched" })).toThrow(
      /^outcome\.level must be one of/,
    );
  });

  it("labels the team's panic cards by surface (§ Targeting the Creatures)", () => {
    const entries = d6.panicEntries(profile({ vehicleKind: d6.VEHICLE_KINDS.indexOf("animalDrawn") }));
    expect(entries.map((e) => e.label)).toEqual([
      "STRIDE.D6Collision.panic.road",
      "STRIDE.D6Collision.panic.rough",
      "STRIDE.D6Collision.panic.crash",
    ]);
  });
});

const path = [
  { x: 10, y: 50, elevation: 0 },
  { x: 60, y: 50, elevation: 0 },
];
/** A 50 m move of a Move 20 vehicle: past high (40 m), so all-out. */
const allOut = {
  actions: ["d6AllOut"],
  conditions: [] as string[],
  turnDistance: 50,
  bands: d6.vehicleBands({ characteristics: { move: 20 } }),
  zeroGravity: false,
};
/** A vehicle at (x, y) facing `facing` with these characteristics added. */
const with_ = (id: string, x: number, y: number, facing: number, extra: Record<string, number>, speed = 2) => {
  const v = vehicle(id, x, y, facing, speed);
  return { ...v, characteristics: { ...v.characteristics, ...extra } };
};
const water = d6.VEHICLE_KINDS.indexOf("water");
const ram = d6.DECLARED_STUNTS.indexOf("ram");
/** Each effect as [type, other, the sides' requests] or [type, the stunt's modifiers]. */
const brief = (effects: ReturnType<typeof d6.collisionMoveEffects>) =>
  effects.map((e) =>
    e.type === "collisionCard"
      ? [e.type, e.other, e.sides.map((s) => s.request)]
      : e.type === "test"
        ? [e.type, e.call.modifiers]
        : [e.type],
  );

describe("collisionMoveEffects: which contact a declared ram aims at (§ Ramming & Sideswiping Vehicles)", () => {
  it("a boat's declared ram passes over a token and aims at the first vehicle only; the next vehicle is an accident", () => {
    const snap = scene([
      with_("boat", 10, 50, 0, { vehicleKind: water, declaredStunt: ram }),
      model("swimmer", 24, 50),
      vehicle("barge", 36, 50, Math.PI, 1),
      vehicle("skiff", 52, 50, Math.PI, 1),
    ]);
    expect(brief(d6.collisionMoveEffects(snap, { mover: "boat", path, summary: allOut }))).toEqual([
      // The swimmer is something yielding, not a vehicle: no ram at it.
      ["collisionCard", "swimmer", [{ speed: "allOut", situations: ["yielding"] }]],
      ["test", [{ source: "stunt.ram", value: 10 }]],
      [
        "collisionCard",
        "skiff",
        [
          { speed: "allOut", situations: ["headOn"] },
          { speed: "cautious", situations: ["headOn"] },
        ],
      ],
    ]);
  });

  it("a ram is made with the nose: the boat's side against a vehicle is an accidental sideswipe, not the ram", () => {
    const snap = scene([
      with_("boat", 10, 50, 0, { vehicleKind: water, declaredStunt: ram }),
      vehicle("by", 30, 53.5, 0),
    ]);
    expect(brief(d6.collisionMoveEffects(snap, { mover: "boat", path, summary: allOut }))).toEqual([
      [
        "collisionCard",
        "by",
        [
          { speed: "allOut", situations: ["sideswipe"] },
          { speed: "cruising", situations: ["sideswipe"] },
        ],
      ],
    ]);
  });

  it("the ram's stunt roll counts the worst terrain the move crossed (§ Stunt Difficulties & Modifiers)", () => {
    const snap = scene([
      with_("boat", 10, 50, 0, { vehicleKind: water, declaredStunt: ram }),
      vehicle("barge", 40, 50, Math.PI, 1),
    ]);
    const plain = d6.collisionMoveEffects(snap, { mover: "boat", path, summary: allOut });
    const rough = d6.collisionMoveEffects(snap, {
      mover: "boat",
      path,
      summary: { ...allOut, conditions: ["moderate"] },
    });
    const modifiers = (e: (typeof plain)[number] | undefined) => (e?.type === "test" ? e.call.modifiers : null);
    expect(modifiers(plain[0])).toEqual([{ source: "stunt.ram", value: 10 }]);
    // Off-road scrub (moderate) adds +5 to the ram's +10.
    expect(modifiers(rough[0])).toEqual([
      { source: "stunt.ram", value: 10 },
      { source: "terrain.moderate", value: 5 },
    ]);
  });
});

describe("rules.play: a declared ram aims at the first vehicle the galley noses (§ Ramming & Sideswiping Vehicles)", () => {
  /** A boat: Move 10, 2 m, at (x, 0), heading east (0°) or west (180°). */
  const boat = (id: string, x: number, system: Record<string, unknown>): PlayModel => ({
    id,
    type: "d6vehicle",
    side: "hostile",
    x,
    y: 0,
    base: 2,
    system: { move: 10, vehicleKind: "water", ...system },
  });

  it("the galley runs down a swimmer (a yielding card), rolls the ram at the barge, and the skiff beyond is an accident", () => {
    const t = play({
      ruleset: "d6",
      combat: true,
      models: [
        boat("galley", 0, { speed: "cruising", heading: 0, declaredStunt: "ram" }),
        { id: "swimmer", type: "d6character", side: "neutral", x: 4, y: 0, base: 1, system: {} },
        { ...boat("barge", 7, { speed: "stopped", heading: 180 }), rotation: 90 },
        { ...boat("skiff", 10, { speed: "stopped", heading: 180 }), rotation: 90 },
      ],
    });
    const m = t.move("galley", { path: [[10, 0]] });
    // One stunt roll, Ramming's +10: at the barge, not at the swimmer or the skiff.
    expect(m.tests.map((x) => [x.kind, x.target])).toEqual([["stunt", 10]]);
    const posted = m.effects.flatMap((e) =>
      e.type === "collisionCard" ? [[e.other, e.sides.map((side) => side.request)]] : [],
    );
    expect(posted).toEqual([
      ["swimmer", [{ speed: "cruising", situations: ["yielding"] }]],
      [
        "skiff",
        [
          { speed: "cruising", situations: ["headOn"] },
          { speed: "stopped", situations: ["headOn"] },
        ],
      ],
    ]);
  });
});

describe("collisionMoveEffects: accidents against tokens and terrain", () => {
  it("a token brushed by the vehicle's side is a sideswipe into something yielding (−3D −1D), one side only", () => {
    const snap = scene([vehicle("cart", 10, 50, 0), model("walker", 30, 52.4)]);
    expect(brief(d6.collisionMoveEffects(snap, { mover: "cart", path, summary: allOut }))).toEqual([
      ["collisionCard", "walker", [{ speed: "allOut", situations: ["sideswipe", "yielding"] }]],
    ]);
    // 10D − 3D − 1D = 6D.
    expect(d6.collisionSideDice({ speed: "allOut", situations: ["sideswipe", "yielding"] }).dice).toBe(6);
  });

  it("a wall has no scale: a large vehicle stopped by it takes no scale modifier (§ Vehicle Damage)", () => {
    const snap = scene([with_("galleon", 10, 50, 0, { scale: 6 })]);
    expect(brief(d6.collisionMoveEffects(snap, { mover: "galleon", path, summary: allOut, blocked: true }))).toEqual([
      ["collisionCard", null, [{ speed: "allOut", situations: ["veryHard"] }]],
    ]);
  });

  it("a move that had no bands rolls the vehicle's stored speed level, not panic speed's all-out", () => {
    const snap = scene([vehicle("cart", 10, 50, 0, 3), vehicle("barge", 40, 50, Math.PI, 1)]);
    const [card] = d6.collisionMoveEffects(snap, { mover: "cart", path, summary: { ...allOut, bands: [] } });
    expect(card?.type === "collisionCard" && card.sides[0]!.request.speed).toBe("high");
  });

  it("does nothing for a mover not on the scene, and names a malformed move's member", () => {
    const snap = scene([vehicle("cart", 10, 50, 0)]);
    expect(d6.collisionMoveEffects(snap, { mover: "ghost", path, summary: allOut })).toEqual([]);
    const move = (over: Record<string, unknown>) => ({ mover: "cart", path, summary: allOut, ...over }) as never;
    expect(() => d6.collisionMoveEffects(snap, null as never)).toThrow(/^move needs an input object/);
    expect(() => d6.collisionMoveEffects(snap, move({ mover: 7 }))).toThrow(/^move\.mover must be a string, got 7$/);
    expect(() => d6.collisionMoveEffects(snap, move({ path: "east" }))).toThrow(/^move\.path/);
    expect(() => d6.collisionMoveEffects(snap, move({ blocked: "yes" }))).toThrow(
      /^move\.blocked must be a boolean when present, got "yes"$/,
    );
  });
});

describe("turn starts: Very Light's rounds, Rammed, Panic, a ship in a gale", () => {
  const counted = (veryLightRounds: number, veryLightUntil: number) =>
    d6VehicleProfile({ pilotry: "3D", maneuverability: "1D", veryLightRounds, veryLightUntil });

  it("a Very Light hit through round 4 ends at a turn start of round 5, both counters back to 0", () => {
    expect(d6.veryLightTurnStart({ profile: counted(2, 4), round: 4 })).toBeNull();
    expect(d6.veryLightTurnStart({ profile: counted(2, 4), round: 5 })).toEqual({
      counters: [
        { counter: "veryLightRounds", value: 0 },
        { counter: "veryLightUntil", value: 0 },
      ],
    });
  });

  it("Rammed holds the vehicle the round after the ram, then clears (§ Ramming & Sideswiping Vehicles: loses all actions the next round)", () => {
    const rammed = (rammedRounds: number) => ({
      statuses: [d6.RAMMED],
      profile: profile({ vehicle: 1, rammedRounds }),
    });
    // The first turn start counts the lost round and clears nothing; the next clears the status.
    expect(d6.vehicleTurnStart(rammed(0))).toEqual({ counters: [{ counter: "rammedRounds", value: 1 }] });
    expect(d6.vehicleTurnStart(rammed(1))).toEqual({
      clear: [d6.RAMMED],
      counters: [{ counter: "rammedRounds", value: 0 }],
    });
  });

  it("keeps a combat's Very Light hit unchanged at a turn start that knows no round (no combat, NaN)", () => {
    expect(d6.veryLightTurnStart({ profile: counted(2, 4) })).toBeNull();
    expect(d6.veryLightTurnStart({ profile: counted(2, 4), round: NaN })).toBeNull();
    expect(() => d6.veryLightTurnStart(null as never)).toThrow(/^veryLightTurnStart needs an input object/);
  });

  it("names the function and the statuses in their errors", () => {
    const p = counted(0, 0);
    expect(() => d6.rammedTurnStart(null as never)).toThrow(/^rammedTurnStart needs an input object/);
    expect(() => d6.rammedTurnStart({ statuses: "rammed", profile: p } as never)).toThrow(
      /^A model's statuses must be an array/,
    );
    expect(() => d6.vehicleTurnStart(null as never)).toThrow(/^vehicleTurnStart needs an input object/);
    expect(() => d6.panicSurface("rough" as never)).toThrow(/^conditions must be an array/);
  });

  it("a team bolting over easy or moderate ground runs on a road's 5D, rough ground 6D (§ Targeting the Creatures)", () => {
    expect([d6.panicSurface(["easy"]), d6.panicSurface(["moderate"]), d6.panicSurface(["rough"])]).toEqual([
      "road",
      "road",
      "rough",
    ]);
  });

  it("a gale drives only a ship, at 4 × its own Move, and needs a heading to replace (§ Sailing Ships)", () => {
    const gale = { dice: [[5], [6]] };
    const ship = d6VehicleProfile({ move: 20, vehicleKind: "water", speed: "cruising", heading: 0 });
    expect(d6.galeDrive({ profile: ship, weather: gale }, { heading: 0, distance: 20 })?.distance).toBe(80);
    const cart = d6VehicleProfile({ move: 20, vehicleKind: "land", speed: "cruising", heading: 0 });
    expect(d6.galeDrive({ profile: cart, weather: gale }, { heading: 0, distance: 20 })).toBeNull();
    expect(d6.galeDrive({ profile: ship }, { heading: 0, distance: 20 })).toBeNull();
    for (const heading of [NaN, Infinity, "0"]) {
      expect(d6.galeDrive({ profile: ship, weather: gale }, { heading, distance: 20 } as never), String(heading)).toBe(
        null,
      );
    }
    expect(() => d6.galeDrive(null as never, { heading: 0, distance: 20 })).toThrow(/^galeDrive needs an input object/);
  });
});

describe("passengerInjury: the passenger's card (§ Crew & Passenger Injuries; ruling 10)", () => {
  it("asks for the Physique roll when no results are given (null as absent)", () => {
    const p = profile({ physique: 9 });
    expect(d6.passengerInjury(11, p, null)).toEqual(d6.passengerInjury(11, p));
    expect(d6.passengerInjury(11, p, null).text.key).toBe("STRIDE.D6Collision.passengerCard.resist");
  });

  it("names the bad damage and the Physique roll", () => {
    const p = profile({ physique: 9 });
    expect(() => d6.passengerInjury(-1, p)).toThrow(/^damage must be a number from 0 to/);
    expect(() => d6.passengerInjury(11, p, [2])).toThrow(/^Physique dice: the roll has 3 dice, got 1 results$/);
  });
});
