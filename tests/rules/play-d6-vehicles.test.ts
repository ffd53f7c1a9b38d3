/**
 * Whole OpenD6 vehicle moves through `rules.play`, with the numbers of d6-movement.txt § Vehicle
 * Movement, § Stunts and § Stunt Difficulties & Modifiers: stunts only where the text asks (a bend
 * under 45° at cautious or cruising on easy ground needs no roll, a turn is "fast" only at high or
 * all-out (slower, 45° or more is Stride's slow turn), pulling away from stopped is no stunt).
 */
import { describe, expect, it } from "vitest";
import { play, type PlayModel, type PlayRegion } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

/** A car: Move 10 m a round, heading east (0°), stored at `speed`. */
const car = (speed: string, system: Record<string, unknown> = {}): PlayModel => ({
  id: "car",
  type: "d6vehicle",
  side: "friendly",
  x: 0,
  y: 0,
  base: 2,
  system: { move: 10, speed, heading: 0, ...system },
});
const table = (model: PlayModel, regions: PlayRegion[] = []) =>
  play({ ruleset: "d6", combat: true, models: [model], regions });
/** Each test a move posts: its kind and the difficulty its card shows. */
const cards = (m: ReturnType<ReturnType<typeof table>["move"]>) => m.tests.map((t) => [t.kind, t.target]);

describe("rules.play: OpenD6 vehicles roll stunts only when the text asks (§ Stunts)", () => {
  it("a cruising car taking a 30° bend on easy ground posts nothing: normal use under ideal conditions", () => {
    // 5 m east, then 30° right for 3 m: 8 m, within cruising's 5–10 m.
    const bend = [
      [5, 0],
      [5 + 3 * Math.cos(Math.PI / 6), 3 * Math.sin(Math.PI / 6)],
    ] as [number, number][];
    expect(cards(table(car("cruising")).move("car", { path: bend }))).toEqual([]);
    // The same bend over off-road scrub (moderate, +5): the pilot's roll at 5 and the easy turn at 3 + 5.
    const scrub: PlayRegion = {
      id: "scrub",
      shape: { type: "rectangle", x: -5, y: -10, width: 30, height: 20 },
      terrain: [{ condition: "moderate" }],
    };
    expect(cards(table(car("cruising"), [scrub]).move("car", { path: bend }))).toEqual([
      ["pilot", 5],
      ["stunt", 8],
    ]);
  });

  it("a 90° corner at cruising is Stride's slow turn (+3), at high speed the fast 90° turn (+12) beside the pilot's 5", () => {
    const corner = (east: number, south: number) =>
      [
        [east, 0],
        [east, south],
      ] as [number, number][];
    expect(cards(table(car("cruising")).move("car", { path: corner(5, 4) }))).toEqual([["stunt", 3]]);
    expect(cards(table(car("high")).move("car", { path: corner(8, 8) }))).toEqual([
      ["pilot", 5],
      ["stunt", 12],
    ]);
  });

  it("a parked car pulling away to cruising (10 m) posts no stunt; cruising to all-out (35 m) is the rapid acceleration at 10", () => {
    expect(cards(table(car("stopped")).move("car", { path: [[10, 0]] }))).toEqual([]);
    expect(cards(table(car("cruising")).move("car", { path: [[35, 0]] }))).toEqual([
      ["pilot", 10],
      ["stunt", 10],
    ]);
  });
});

describe("rules.play: a land vehicle that lost control (§ Stunts, land vehicles)", () => {
  const lost = (rounds: number) => ({
    ...car("stopped", { vehicleKind: "animalDrawn", pullingMove: 15, lostControlRounds: rounds }),
    status: ["d6LostControl"],
  });

  it("cannot move the round it calms its animals; the round after it gets going at cautious (Move 10: 5 m)", () => {
    expect(table(lost(1)).move("car", { path: [[3, 0]] }).stopped).toMatchObject({ reason: "allowance" });
    const going = table(lost(2));
    expect(going.move("car", { path: [[5, 0]] }).stopped).toBeNull();
    expect(table(lost(2)).move("car", { path: [[8, 0]] }).stopped).toMatchObject({ reason: "allowance" });
  });

  it("a missed all-out roll on the card says it veered (difficulty 10, a total of 7)", () => {
    const t = table(car("high", { vehicleKind: "animalDrawn", pullingMove: 15 }));
    const m = t.move("car", { path: [[30, 0]] });
    expect(cards(m)).toEqual([["pilot", 10]]);
    // The carriage's pilotry 3D + Maneuverability 0D: 2 + 2 + 3 = 7.
    const rolled = t.resolve(m.tests[0]!, { dice: [2, 2, 3] });
    expect(rolled).toMatchObject({ success: false, outcome: "veered" });
    expect(t.model("car").status).toContain("d6LostControl");
  });
});

describe("rules.play: a boat that lost control is out of its pilot's hands (§ Stunts)", () => {
  const boat = (rounds: number, status: string[] = ["d6LostControl"]) => ({
    ...car("cruising", { vehicleKind: "water", lostControlRounds: rounds }),
    status,
  });

  it("cannot be steered after its straight-line drive nor after a missed regain roll; once regained it moves again", () => {
    // After the turn start's drive (count 1): even 1 m is over its allowance.
    expect(table(boat(1)).move("car", { path: [[1, 0]] }).stopped).toMatchObject({ reason: "allowance" });
    // The regain roll missed (count back to 0, status kept): still held.
    expect(table(boat(0)).move("car", { path: [[1, 0]] }).stopped).toMatchObject({ reason: "allowance" });
    // Regained (status cleared): cruising's 10 m are the pilot's again.
    expect(table(boat(0, [])).move("car", { path: [[10, 0]] }).stopped).toBeNull();
  });
});

describe("rules.play: an unfamiliar pilot's every card takes the vehicle's familiarity (§ Vehicle Familiarity)", () => {
  it("a carriage (common, +6) driven all-out by an unfamiliar pilot: the pilot's roll is 10 + 6; with a manual 10 + 6 − 3", () => {
    const carriage = (manual: boolean) =>
      car("high", { vehicleKind: "animalDrawn", pullingMove: 15, familiarity: "common", unfamiliar: true, manual });
    expect(cards(table(carriage(false)).move("car", { path: [[30, 0]] }))).toEqual([["pilot", 16]]);
    expect(cards(table(carriage(true)).move("car", { path: [[30, 0]] }))).toEqual([["pilot", 13]]);
    // A stunt too: a fast 90° turn at high speed is 12 + 6 (beside the pilot's 5 + 6).
    const corner = table(carriage(false)).move("car", {
      path: [
        [8, 0],
        [8, 8],
      ],
    });
    expect(cards(corner)).toEqual([
      ["pilot", 11],
      ["stunt", 18],
    ]);
    // A familiar pilot (the default): the class is not counted.
    expect(cards(table(car("high", { familiarity: "common" })).move("car", { path: [[30, 0]] }))).toEqual([
      ["pilot", 10],
    ]);
  });
});

describe("rules.play: a ram is a declared stunt whose success deals the damage (§ Ramming & Sideswiping Vehicles)", () => {
  /** Two boats bow to bow: the galley (Move 10, cruising) heading east at x 0, the barge at x 12 facing it. */
  const boats = (declaredStunt: string) =>
    play({
      ruleset: "d6",
      combat: true,
      models: [
        {
          ...car("cruising", { vehicleKind: "water", declaredStunt }),
          id: "galley",
        },
        {
          id: "barge",
          type: "d6vehicle",
          side: "hostile",
          x: 12,
          y: 0,
          base: 2,
          rotation: 90,
          system: { move: 10, speed: "stopped", vehicleKind: "water", heading: 180 },
        },
      ],
    });

  it("the galley that declared a ram rolls Ramming (+10); made, the collision card follows, a ram (a water vehicle's lost round)", () => {
    const t = boats("ram");
    const m = t.move("galley", { path: [[10, 0]] });
    expect(cards(m)).toEqual([["stunt", 10]]);
    expect(m.effects.some((e) => e.type === "collisionCard")).toBe(false);
    // Pilotry 3D: 5 + 3 + 2 = 10 meets the 10.
    const made = t.resolve(m.tests[0]!, { dice: [5, 3, 2] });
    expect(made.outcome).toBe("struck");
    const card = made.effects.find((e) => e.type === "collisionCard");
    expect(card).toMatchObject({
      mover: "galley",
      other: "barge",
      sides: [
        { model: "galley", request: { speed: "cruising", situations: ["headOn"], rams: true } },
        { model: "barge", request: { speed: "stopped", situations: ["headOn"] } },
      ],
    });
    // The declaration is spent by the move, and a made stunt keeps control.
    expect(m.effects).toContainEqual({ type: "setCounter", model: "galley", counter: "declaredStunt", value: 0 });
    expect(t.model("galley").status).not.toContain("d6LostControl");
  });

  it("the GM's client re-derives a made ram from the table alone: the galley's nose on the barge's bow, head-on, each at its own speed", () => {
    const t = boats("ram");
    t.move("galley", { path: [[10, 0]] });
    const strike = d6.strikeOnScene(t.snapshot(), { striker: "galley", other: "barge", stunt: "ram" });
    expect(strike).toEqual({
      type: "collision",
      other: "barge",
      request: { speed: "cruising", situations: ["headOn"], rams: true },
      otherRequest: { speed: "stopped", situations: ["headOn"] },
    });
    // The galley's nose, not its side, is on the barge: no sideswipe; a character is struck by neither.
    expect(d6.strikeOnScene(t.snapshot(), { striker: "galley", other: "barge", stunt: "sideswipe" })).toBeNull();
    // Where the barge is 10 m off, the table shows no strike, whatever a card claims.
    const apart = boats("ram");
    expect(d6.strikeOnScene(apart.snapshot(), { striker: "galley", other: "barge", stunt: "ram" })).toBeNull();
  });

  it("a missed ram deals no damage and the galley loses control; without a declaration the contact is an accident", () => {
    const t = boats("ram");
    const m = t.move("galley", { path: [[10, 0]] });
    const missed = t.resolve(m.tests[0]!, { dice: [3, 3, 2] });
    expect(missed.effects.some((e) => e.type === "collisionCard")).toBe(false);
    expect(t.model("galley").status).toContain("d6LostControl");
    const accident = boats("none").move("galley", { path: [[10, 0]] });
    expect(cards(accident)).toEqual([]);
    const card = accident.effects.find((e) => e.type === "collisionCard");
    expect(card?.type === "collisionCard" && card.sides[0]!.request).toEqual({
      speed: "cruising",
      situations: ["headOn"],
    });
  });
});
