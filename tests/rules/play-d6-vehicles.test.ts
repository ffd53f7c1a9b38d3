/**
 * Whole OpenD6 vehicle moves through `rules.play`, with the numbers of d6-movement.txt § Vehicle
 * Movement, § Stunts and § Stunt Difficulties & Modifiers: stunts only where the text asks (a bend
 * under 45° at cautious or cruising on easy ground needs no roll, a turn is "fast" only at high or
 * all-out (slower, 45° or more is Stride's slow turn), pulling away from stopped is no stunt); and
 * an animal-drawn vehicle's team running at its pulling rate (§ Vehicle Movement, § Running).
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

  it("cannot move the round it calms its animals; the round after it gets going at cautious (pulling rate 15: 7.5 m)", () => {
    expect(table(lost(1)).move("car", { path: [[3, 0]] }).stopped).toMatchObject({ reason: "allowance" });
    const going = table(lost(2));
    expect(going.move("car", { path: [[7.5, 0]] }).stopped).toBeNull();
    expect(table(lost(2)).move("car", { path: [[8, 0]] }).stopped).toMatchObject({ reason: "allowance" });
  });

  it("a missed all-out roll on the card says it veered (difficulty 10, a total of 7)", () => {
    const t = table(car("high", { vehicleKind: "land" }));
    const m = t.move("car", { path: [[30, 0]] });
    expect(cards(m)).toEqual([["pilot", 10]]);
    // The pilot's pilotry 3D + Maneuverability 0D: 2 + 2 + 3 = 7.
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
  it("a common car (+6) driven all-out by an unfamiliar pilot: the pilot's roll is 10 + 6; with a manual 10 + 6 − 3", () => {
    const carriage = (manual: boolean) =>
      car("high", { vehicleKind: "land", familiarity: "common", unfamiliar: true, manual });
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

describe("rules.play: an animal-drawn vehicle runs at its team's pulling rate (§ Vehicle Movement, § Running)", () => {
  /** The example carriage: Move 15, pulling rate 15, its team's running 4D, at high speed heading east. */
  const carriage = (system: Record<string, unknown> = {}): PlayModel => ({
    ...car("high", { move: 15, vehicleKind: "animalDrawn", pullingMove: 15, teamRunning: "4D", ...system }),
  });
  const drive = (metres: number, model = carriage(), regions: PlayRegion[] = []) => {
    const t = table(model, regions);
    return { t, m: t.move("car", { path: [[metres, 0]] }) };
  };

  it("15 m is one movement (no roll); 30 m, 45 m and 60 m are the team's running at 5, 10 and 15; 61 m is past the 4× limit", () => {
    // High to cautious is a rapid deceleration (the stunt at high's 5), but within the free half: no running.
    expect(cards(drive(7).m)).toEqual([["stunt", 5]]);
    expect(cards(drive(15).m)).toEqual([]);
    expect(cards(drive(30).m)).toEqual([["team", 5]]);
    expect(cards(drive(45).m)).toEqual([["team", 10]]);
    expect(cards(drive(60).m)).toEqual([["team", 15]]);
    const beyond = drive(61);
    expect(beyond.m.stopped).toMatchObject({ reason: "allowance" });
    expect(beyond.t.model("car").x).toBeCloseTo(60, 3);
    expect(cards(beyond.m)).toEqual([["team", 15]]);
    // The card rolls the team's running code, not the pilot's pilotry + Maneuverability.
    expect(drive(45).m.tests[0]).toMatchObject({ characteristic: "teamRunning", distance: 45 });
  });

  it("the terrain adds to the team's running: 30 m across scrub (moderate) is 5 + 5, 10 m rolls 5, and so does 7 m at cautious", () => {
    const scrub: PlayRegion = {
      id: "scrub",
      shape: { type: "rectangle", x: -5, y: -10, width: 80, height: 20 },
      terrain: [{ condition: "moderate" }],
    };
    expect(cards(drive(30, carriage(), [scrub]).m)).toEqual([["team", 10]]);
    expect(cards(drive(10, carriage({ speed: "cruising" }), [scrub]).m)).toEqual([["team", 5]]);
    // Cautious (7 m, within the free half): § Vehicle Movement lets terrain raise its base 0, so scrub rolls 5.
    expect(cards(drive(7, carriage({ speed: "cruising" }), [scrub]).m)).toEqual([["team", 5]]);
    expect(cards(drive(7, carriage({ speed: "cruising" })).m)).toEqual([]);
  });

  it("a missed running roll covers only the pulling rate; by 10 or more the team may stumble; neither loses control", () => {
    // 45 m at 10: 4D of 1 + 2 + 2 + 3 = 8 misses by 2: the carriage goes back to 15 m.
    const missed = drive(45);
    expect(missed.t.resolve(missed.m.tests[0]!, { dice: [1, 2, 2, 3] })).toMatchObject({
      success: false,
      outcome: "teamSlows",
      amount: 15,
    });
    expect(missed.t.model("car")).toMatchObject({ x: 15, status: [] });
    // 60 m at 15: 3 + 3 + 2 + 4 = 12 misses by 3.
    const stumbled = drive(60);
    expect(stumbled.t.resolve(stumbled.m.tests[0]!, { dice: [3, 3, 2, 4] })).toMatchObject({ outcome: "teamSlows" });
    const bad = drive(60);
    // 1 + 1 + 1 + 2 = 5 misses the 15 by 10.
    expect(bad.t.resolve(bad.m.tests[0]!, { dice: [1, 1, 1, 2] })).toMatchObject({
      outcome: "teamStumbles",
      amount: 15,
    });
    expect(bad.t.model("car")).toMatchObject({ x: 15, status: [] });
    // Made: 6 + 5 + 2 + 2 = 15 meets the 15, the whole 60 m stand.
    const made = drive(60);
    expect(made.t.resolve(made.m.tests[0]!, { dice: [6, 5, 2, 2] })).toMatchObject({ outcome: "teamRuns" });
    expect(made.t.model("car").x).toBeCloseTo(60, 3);
  });

  it("without a pulling rate (0) the team runs at the vehicle's Move: Move 12, 24 m at 5, 48 m at 15, 49 m past the limit", () => {
    const unlisted = carriage({ move: 12, pullingMove: 0 });
    expect(cards(drive(12, unlisted).m)).toEqual([]);
    expect(cards(drive(24, unlisted).m)).toEqual([["team", 5]]);
    expect(cards(drive(48, unlisted).m)).toEqual([["team", 15]]);
    expect(drive(49, unlisted).m.stopped).toMatchObject({ reason: "allowance" });
  });

  it("a motor vehicle is unchanged: Move 15 at high, 15 m and 30 m are the pilot's roll at 5, 45 m and 60 m at 10 (all-out)", () => {
    const motor = car("high", { move: 15, vehicleKind: "land", teamRunning: "4D" });
    // 15 m is half of high's 30 m: it stays high (§ Vehicle Movement), whose roll is 5.
    expect(cards(drive(15, motor).m)).toEqual([["pilot", 5]]);
    expect(cards(drive(30, motor).m)).toEqual([["pilot", 5]]);
    expect(cards(drive(45, motor).m)).toEqual([["pilot", 10]]);
    expect(cards(drive(60, motor).m)).toEqual([["pilot", 10]]);
    expect(drive(61, motor).m.stopped).toMatchObject({ reason: "allowance" });
    expect(drive(45, motor).m.tests[0]).toMatchObject({ characteristic: "pilotry" });
  });

  it("a missed team's roll leaves the carriage stored at cruising; a team creature killed afterwards crashes it at cruising (6D)", () => {
    // 45 m at high is all-out (3× the rate 15); 1 + 2 + 2 + 3 = 8 misses the 10: only 15 m, cruising.
    const { t, m } = drive(45);
    const speedOf = () => t.snapshot().models.find((s) => s.id === "car")!.characteristics["vehicleSpeed"];
    expect(speedOf()).toBe(4);
    t.resolve(m.tests[0]!, { dice: [1, 2, 2, 3] });
    expect(speedOf()).toBe(2);
    const snap = t.snapshot().models.find((s) => s.id === "car")!;
    const crash = d6.panicEntries({ characteristics: snap.characteristics }).at(-1)!;
    expect(crash.request).toEqual({ speed: "cruising", situations: [] });
    // § Speed Damage Modifier: cruise is 6D.
    expect(d6.collisionDice(crash.request as { speed: "cruising" })).toBe(6);
  });

  it("a killed or incapacitated team still crashes the carriage at its current speed (§ Targeting the Creatures)", () => {
    const t = table(carriage({ speed: "allOut" }));
    const snap = t.snapshot().models.find((m) => m.id === "car")!;
    const crash = d6.panicEntries({ characteristics: snap.characteristics }).at(-1)!;
    expect(crash).toEqual({ label: "STRIDE.D6Collision.panic.crash", request: { speed: "allOut", situations: [] } });
    // § Speed Damage Modifier: all-out is 10D.
    expect(d6.collisionDice(crash.request as { speed: "allOut" })).toBe(10);
  });
});
