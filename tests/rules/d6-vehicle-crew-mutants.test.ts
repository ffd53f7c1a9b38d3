/**
 * OpenD6 pulling creatures, passengers and the day's wind (src/rules/rulesets/d6/vehicle-crew.ts)
 * at the edges the main tests leave open: d6-movement.txt § Targeting the Creatures (the spook and
 * control rolls, panic speed), § Leaping Out of a Vehicle (the speed on the card), § Sailing Ships
 * (the wind card, the sailing line, a gale's drive) and the vehicle HUD's tests, with ruling 10
 * (Wild Die rolls). The crew's layer is wrapped inside each test around the d6 character tests, as
 * the ruleset wraps it.
 */
import { describe, expect, it } from "vitest";
import type { MovementProfile, MovementTestCall, TestsCapability } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

/** The d6 character tests alone, without the vehicle and crew layers (and no situational modifiers). */
function characterTests(): TestsCapability {
  return {
    movementTests: d6.movementTests,
    manualTests: d6.MANUAL_TESTS,
    buildTest: d6.buildTest,
    diceKind: () => "wildDie",
    formula: d6.formula,
    resolve: d6.resolve,
    describe: d6.describe,
    describeResult: d6.describeResult,
    proneLabel: "STRIDE.Card.applyProne",
  };
}

/** The crew's layer over the vehicle tests over the character tests (no combat cards). */
function crewTests() {
  return d6.withCrewTests(d6.withVehicleTests(characterTests()));
}

/** A vehicle's profile: Move, speed level index, pulling creatures' Move, water. */
function vehicle(move: number, vehicleSpeed: number, pullingMove = 0, water = 0): MovementProfile {
  return { characteristics: { move, vehicle: 1, vehicleSpeed, pullingMove, water, pilotry: 9 } };
}

/** An animal-drawn vehicle whose team runs (pulling rate 15, team's running 4D, creatures' Move 15). */
function drawnCart(): MovementProfile {
  const kind = d6.VEHICLE_KINDS.indexOf("animalDrawn");
  return { characteristics: { vehicle: 1, move: 15, vehicleKind: kind, teamRunning: 12, pullingMove: 15 } };
}

const MAX = "1000000000000";

describe("spooking the team (§ Targeting the Creatures)", () => {
  it("builds the spook call: intimidation against the creature's mettle, a plain d6 difficulty", () => {
    const options = { intimidation: "2D", mettle: "10" };
    expect(d6.buildSpookTest({ kind: "spook", options })).toEqual({
      kind: "spook",
      characteristic: "intimidation",
      difficulty: "plain",
      modifiers: [{ source: "mettle", value: 10 }],
      request: { kind: "spook", options },
    });
    // No options: mettle 0, and the request carries none.
    expect(d6.buildSpookTest({ kind: "spook" })?.request).toEqual({ kind: "spook" });
  });

  it("reads an option left blank on the HUD form as not given: intimidation 1D, mettle 0", () => {
    const tests = crewTests();
    const call = tests.buildTest({ kind: "spook", options: { intimidation: "", mettle: "" } })!;
    expect(call.modifiers).toEqual([{ source: "mettle", value: 0 }]);
    // 1D: the Wild Die alone.
    expect(tests.formula(call, 0)).toBe("1d6x6");
    expect(d6.describeSpook(call).lines[0]).toEqual({ label: { key: "STRIDE.D6Crew.Card.intimidation" }, value: "1D" });
  });

  it("takes a mettle as a number or number text, nothing else", () => {
    expect(d6.buildSpookTest({ kind: "spook", options: { mettle: 11 as never } })?.modifiers).toEqual([
      { source: "mettle", value: 11 },
    ]);
    expect(() => d6.buildSpookTest({ kind: "spook", options: { mettle: true as never } })).toThrow(
      new TypeError("A test's mettle must be a number, got true"),
    );
    expect(() => d6.buildSpookTest({ kind: "spook", options: { mettle: "-1" } })).toThrow(
      new RangeError(`A test's mettle must be a number from 0 to ${MAX}, got -1`),
    );
    expect(() => d6.buildSpookTest(null as never)).toThrow(
      new TypeError("buildSpookTest needs an input object, got null"),
    );
  });

  it("the spook card gives its reason and is never impossible", () => {
    const call = d6.buildSpookTest({ kind: "spook", options: { intimidation: "3D", mettle: "40" } })!;
    const card = d6.describeSpook(call);
    expect(card.reason).toEqual({ key: "STRIDE.D6Crew.Card.reason.spook" });
    // Mettle 40 is beyond 3D's reach without the Wild Die exploding, yet a 6 can always explode.
    expect(card.impossible).toBe(false);
  });
});

describe("the crew rolls' verdicts (ruling 10: made when the total meets the difficulty)", () => {
  it("a made spook that just meets the mettle: made, margin 0", () => {
    const tests = crewTests();
    const call = tests.buildTest({ kind: "spook", options: { intimidation: "4D+1", mettle: "12" } })!;
    // 2 + 3 + 4 + Wild Die 2 + 1 = 12.
    const made = tests.resolve(call, 0, [2, 3, 4, 2]);
    expect(tests.describeResult(call, made).verdict).toEqual({
      key: "STRIDE.D6.Card.verdict.made",
      data: { difficulty: 12, margin: 0 },
    });
  });

  it("a control roll one short of mettle + 9: missed by 1", () => {
    const tests = crewTests();
    const call = tests.buildTest({ kind: "control", options: { mettle: "8" } })!;
    // 3D: 6 + 6 + Wild Die 4 = 16 against 17.
    const missed = tests.resolve(call, 9, [6, 6, 4]);
    expect(d6.describeCrewResult(call, missed)).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.missed", data: { difficulty: 17, margin: 1 } },
      outcome: { key: "STRIDE.D6Crew.Card.outcome.panic" },
    });
  });

  it("a control roll made by 2 shows margin 2", () => {
    const tests = crewTests();
    const call = tests.buildTest({ kind: "control", options: { mettle: "5" } })!;
    // 3D: 6 + 5 + Wild Die 5 = 16 against 14.
    const made = tests.resolve(call, 9, [6, 5, 5]);
    expect(tests.describeResult(call, made).verdict).toEqual({
      key: "STRIDE.D6.Card.verdict.made",
      data: { difficulty: 14, margin: 2 },
    });
  });

  it("flags a Wild Die 1 as a complication on the verdict", () => {
    const tests = crewTests();
    const call = tests.buildTest({ kind: "spook", options: { intimidation: "4D+1", mettle: "12" } })!;
    const missed = tests.resolve(call, 0, [2, 3, 4, 1]);
    expect(missed.outcome).toBe("calm:complication");
    expect(tests.describeResult(call, missed)).toMatchObject({
      verdict: { key: "STRIDE.D6.Card.verdict.missedComplication" },
      outcome: { key: "STRIDE.D6Crew.Card.outcome.calm" },
    });
  });
});

describe("the crew's layer over the vehicle tests", () => {
  it("refuses to wrap nothing", () => {
    expect(() => d6.withCrewTests(null as never)).toThrow(
      new TypeError("withCrewTests needs an input object, got null"),
    );
  });

  it("builds, rolls and resolves the spook with the attacker's code, whatever the card actor's pips", () => {
    const tests = crewTests();
    const call = tests.buildTest({ kind: "spook", options: { intimidation: "4D+1", mettle: "12" } })!;
    expect(call.kind).toBe("spook");
    expect(tests.formula(call, 30)).toBe("3d6 + 1d6x6 + 1");
    expect(tests.resolve(call, 30, [2, 3, 4, 2])).toMatchObject({ success: true, outcome: "spooked" });
    // Other tests reach the layers below: a high speed's pilot roll with the pilot's 3D.
    const pilot = tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    expect(tests.formula(pilot, 9)).toBe("2d6 + 1d6x6");
  });

  it("calls for no pilot's roll when any band of the move is at panic speed", () => {
    const tests = crewTests();
    const move = {
      actions: [d6.PANIC_ACTION],
      conditions: [],
      turnDistance: 60,
      bands: [{ action: d6.PANIC_ACTION, distance: 60 }, ...d6.vehicleBands(vehicle(15, 4))],
      zeroGravity: false,
    };
    expect(tests.movementTests(move)).toEqual([]);
  });

  it("adds the sailing line even over tests that have no situational modifiers of their own", () => {
    const pilot = d6.withVehicleTests(characterTests()).buildTest({ kind: "pilot", options: { level: "high" } })!;
    const bare = d6.withCrewTests(characterTests());
    // Strong winds (−5) close hauled (+10): +5.
    const situation = { statuses: [], weather: { dice: [[4], [2]] }, profile: vehicle(8, 3, 0, 1) };
    expect(bare.situationalModifiers(pilot, situation)).toEqual([{ source: "sailing", value: 5 }]);
    expect(crewTests().situationalModifiers(pilot, situation)).toEqual([{ source: "sailing", value: 5 }]);
  });

  it("a miss in a gale with a Wild Die 1 still drives the ship, flagged as a complication", () => {
    const tests = crewTests();
    const stunt = tests.buildTest({ kind: "stunt", options: { turn: "fast180" } })!;
    const gale = { ...stunt, modifiers: [...stunt.modifiers, { source: "sailingGale", value: 5 }] };
    const missed = tests.resolve(gale, 9, [2, 2, 1]);
    expect(missed.outcome).toBe("driven:complication");
    expect(tests.describeResult(gale, missed)).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.missedComplication", data: { difficulty: 23, margin: 18 } },
      outcome: { key: "STRIDE.D6Sailing.Card.driven" },
    });
  });
});

describe("the whole vehicle layer (withVehicleCrewTests), as the ruleset wraps its character tests", () => {
  it("offers a drawn vehicle's team, spook, control and leap out, then the combat cards", () => {
    const tests = d6.withVehicleCrewTests(characterTests());
    expect(tests.vehicleTests(drawnCart()).map((s) => s.request.kind)).toEqual([
      "team",
      "spook",
      "control",
      "leapOut",
      "hitVehicle",
      "vehicleDodge",
      "pilotFire",
      "pilotOther",
    ]);
    const call = tests.buildTest({ kind: "spook", options: { intimidation: "2D", mettle: "7" } })!;
    // 2D: 3 + Wild Die 4 = 7 meets mettle 7.
    expect(tests.resolve(call, 0, [3, 4])).toMatchObject({ success: true, outcome: "spooked" });
  });
});

describe("the sailing line (§ Sailing Ships)", () => {
  it("adds nothing on a moderate wind from the side: the modifier is 0 and no gale", () => {
    const pilot = crewTests().buildTest({ kind: "pilot", options: { level: "high" } })!;
    const boat = vehicle(8, 3, 0, 1);
    expect(d6.sailingLines(pilot, { statuses: [], weather: { dice: [[3], [3]] }, profile: boat })).toEqual([]);
  });

  it("adds none to a call that already has a gale's line", () => {
    const pilot = crewTests().buildTest({ kind: "pilot", options: { level: "high" } })!;
    const marked = { ...pilot, modifiers: [...pilot.modifiers, { source: "sailingGale", value: -5 }] };
    const boat = vehicle(8, 3, 0, 1);
    expect(d6.sailingLines(marked, { statuses: [], weather: { dice: [[5], [6]] }, profile: boat })).toEqual([]);
  });

  it("refuses a missing situation", () => {
    const pilot = crewTests().buildTest({ kind: "pilot", options: { level: "high" } })!;
    expect(() => d6.sailingLines(pilot, null as never)).toThrow(
      new TypeError("sailingLines needs an input object, got null"),
    );
  });
});

describe("the day's wind from stored dice (§ Sailing Ships)", () => {
  it("words a becalmed day's card: no modifier, no movement", () => {
    // Wild Die 1: becalmed, 0 m a round; direction die 1: into the wind (+15), from the north.
    expect(d6.describeWind({ dice: [[1], [1]] })).toEqual({
      title: { key: "STRIDE.D6Sailing.wind.becalmed" },
      lines: [
        { label: { key: "STRIDE.D6Sailing.Card.wildDie" }, value: "1 → 0 m/round (0–5 km/h)" },
        { label: { key: "STRIDE.D6Sailing.Card.windModifier" }, value: "—" },
        { label: { key: "STRIDE.D6Sailing.direction.intoWind" }, value: "+15" },
        { label: { key: "STRIDE.D6Sailing.Card.total" }, value: "—" },
        { label: { key: "STRIDE.D6Sailing.Card.windFrom" }, value: "0°" },
      ],
      notes: [{ key: "STRIDE.D6Sailing.Card.becalmed" }, { key: "STRIDE.D6Sailing.Card.applies" }],
    });
  });

  it("notes only where the modifier applies on a day that moves ships and is no gale", () => {
    expect(d6.describeWind({ dice: [[3], [3]] }).notes).toEqual([{ key: "STRIDE.D6Sailing.Card.applies" }]);
  });

  it("refuses dice that are not exactly the Wild Die's and one direction die", () => {
    expect(() => d6.dailyWind({ dice: [[3], [2], [1]] })).toThrow(TypeError);
    expect(() => d6.dailyWind({ dice: [[3], [7]] })).toThrow(
      new RangeError("The direction die must be integers from 1 to 6, got 7"),
    );
    expect(() => d6.dailyWind(null as never)).toThrow(new TypeError("dailyWind needs an input object, got null"));
  });

  it("rolls the weather from arrays of dice only", () => {
    expect(() => d6.WIND_WEATHER.fromDice("x" as never)).toThrow(
      new TypeError('The weather\'s dice must be an array, got "x"'),
    );
    // A direction entry that is not a list of dice counts as no die.
    expect(() => d6.WIND_WEATHER.fromDice([[3], "x" as never])).toThrow(new RangeError("The direction is one die"));
  });
});

describe("leaping out (§ Leaping Out of a Vehicle)", () => {
  it("names what was wrong with a speed, statuses or a profile", () => {
    expect(() => d6.kmhOf(-1)).toThrow(new RangeError(`A speed (m/round) must be a number from 0 to ${MAX}, got -1`));
    expect(() => d6.leapOutSpeed(null as never)).toThrow(new TypeError("leapOutSpeed needs an input object, got null"));
    expect(() => d6.statusBands("x" as never, vehicle(10, 2, 15))).toThrow(
      new TypeError('statuses must be an array, got "x"'),
    );
    expect(() => d6.statusBands([], null as never)).toThrow(
      new TypeError("statusBands needs an input object, got null"),
    );
  });

  it("puts the speed line on a leap out's card only, and only for a speed that is a number", () => {
    const tests = crewTests();
    const described = (call: MovementTestCall) => d6.withSpeedLine(call, tests.describe(call, 6));
    const pilot = tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    const withKmh = { ...pilot, request: { kind: "pilot", options: { level: "high", kmh: "5" } } };
    expect(described(withKmh)).toEqual(tests.describe(withKmh, 6));
    const leap = tests.buildTest({ kind: "leapOut", options: { kmh: "3" } })!;
    for (const kmh of ["fast", null]) {
      const odd = { ...leap, request: { kind: "leapOut", options: { kmh: kmh as never } } };
      expect(d6.withSpeedLine(odd, { lines: [] } as never)).toEqual({ lines: [] });
    }
  });
});

describe("the vehicle HUD's tests (TestsCapability.vehicleTests)", () => {
  it("offers an animal-drawn vehicle's team roll over the ground the GM picks", () => {
    const [team] = d6.vehicleTests(drawnCart());
    expect(team).toEqual({
      request: { kind: "team", options: { move: "15" } },
      label: "STRIDE.D6Vehicle.Test.team",
      needsDistance: true,
      options: [
        {
          key: "terrain",
          label: "STRIDE.D6.Option.terrain",
          choices: ["easy", "moderate", "rough", "veryRough", "hazardous", "veryHazardous"].map((value) => ({
            value,
            label: `STRIDE.Terrain.${value}`,
          })),
        },
      ],
    });
  });

  it("offers the spook (intimidation 1D to 10D, mettle 5 to 30) and the control roll", () => {
    const specs = d6.vehicleTests(drawnCart());
    const spook = specs.find((s) => s.request.kind === "spook")!;
    expect(spook.label).toBe("STRIDE.D6Crew.Test.spook");
    const [intimidation, mettle] = spook.options!;
    expect(intimidation).toMatchObject({ key: "intimidation", label: "STRIDE.D6Crew.Option.intimidation" });
    expect(intimidation!.choices).toHaveLength(28);
    expect(intimidation!.choices.slice(0, 4)).toEqual([
      { value: "1D", label: "1D" },
      { value: "1D+1", label: "1D+1" },
      { value: "1D+2", label: "1D+2" },
      { value: "2D", label: "2D" },
    ]);
    expect(intimidation!.choices.at(-1)).toEqual({ value: "10D", label: "10D" });
    expect(mettle).toMatchObject({ key: "mettle", label: "STRIDE.D6Crew.Option.mettle" });
    expect(mettle!.choices).toHaveLength(26);
    expect(mettle!.choices.slice(0, 2)).toEqual([
      { value: "5", label: "5" },
      { value: "6", label: "6" },
    ]);
    expect(mettle!.choices.at(-1)).toEqual({ value: "30", label: "30" });
    const control = specs.find((s) => s.request.kind === "control")!;
    expect(control).toEqual({
      request: { kind: "control" },
      label: "STRIDE.D6Vehicle.Test.control",
      options: [mettle],
    });
  });

  it("offers the leap out at the GM's difficulty, 5 to 30, from 10 km/h", () => {
    // Move 10 all-out: 40 m a round, 28.8 km/h.
    const leap = d6.vehicleTests(vehicle(10, 4)).find((s) => s.request.kind === "leapOut")!;
    expect(leap.label).toBe("STRIDE.D6Vehicle.Test.leapOut");
    expect(leap.options).toHaveLength(1);
    expect(leap.options![0]!.label).toBe("STRIDE.D6Crew.Option.difficulty");
    expect(leap.options![0]!.choices).toHaveLength(26);
    expect(leap.options![0]!.choices[1]).toEqual({ value: "6", label: "6" });
    expect(() => d6.vehicleTests(null as never)).toThrow(new TypeError("vehicleTests needs an input object, got null"));
  });
});

describe("the crew's Panic status (§ Targeting the Creatures)", () => {
  it("joins the statuses it is given, with the panic bands", () => {
    const own = { id: "x", label: "X", img: "x.svg", description: "X" };
    const statuses = d6.withCrewStatuses({ statuses: [own], bandStatuses: () => [] });
    expect(statuses.statuses.map((s) => s.id)).toEqual(["x", d6.PANIC]);
    expect(statuses.statusBands([d6.PANIC], vehicle(20, 2, 15))).toEqual([{ action: d6.PANIC_ACTION, distance: 60 }]);
    expect(() => d6.withCrewStatuses({} as never)).toThrow(
      new TypeError("withCrewStatuses needs a statuses array, got object"),
    );
  });
});
