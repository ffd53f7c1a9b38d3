/**
 * The adapter side of OpenD6 creatures, passengers and the day's wind (#12 points 5 and 6), with
 * small fakes of the Foundry shapes read: Panic's status on the actor (`Actor#statuses`) giving the
 * token's allowance panic speed, the control card's consequence set through the executor's status
 * effect, the vehicle HUD's tests and passengers, the weather stored on the scene
 * (`flags.stride.weather`), read into a card's situation and posted as a weather card.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import * as d6Rules from "../../src/rules/rulesets/d6";
import { turnAllowance } from "../../src/foundry/movement/allowance";
import { actorSituation } from "../../src/foundry/chat/card-actor";
import { rollWeather, sceneWeather, weatherCardView, WEATHER_CARD_TYPE } from "../../src/foundry/chat/weather-card";
import { passengerChoices, vehicleHudTests } from "../../src/foundry/hooks/vehicle-tests-hud";
import { renderManualTestForm } from "../support/manual-test-form";
import { requestFromForm } from "../../src/foundry/hooks/render-token-hud";
import { installWorld, removeWorld } from "./fakes";
import { consequenceEffects } from "../../src/foundry/effects/card-effects";
import { situationalLines } from "../../src/foundry/chat/movement-test-view";
import { i18nEn } from "../support/render";
import { installChat } from "./chat-fakes";

const d6 = getRuleset("d6");

/** A drawn vehicle's system data: Move 10 at cruising, its horses' Move 15. */
const carriage = (water = 0) => ({
  kind: "vehicle",
  flyingSpeed: 0,
  movementProfile: { characteristics: { move: 10, vehicle: 1, vehicleSpeed: 2, topSpeed: 4, pullingMove: 15, water } },
  passengers: ["a1", "gone", 3],
});

/** A token of that vehicle with the actor's statuses, on a scene in `units`. */
function token(statuses: string[], units = "m") {
  return {
    actor: { system: carriage(), statuses: new Set(statuses) },
    parent: { grid: { units }, flags: {} },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("Panic on a drawn vehicle's token", () => {
  it("gives the allowance one band at panic speed (4 × 15 m), in the scene's units", () => {
    expect(turnAllowance(token(["d6Panic"]), d6, "open")!.bands).toEqual([{ action: "d6Panic", distance: 60 }]);
    expect(turnAllowance(token(["d6Panic"], "ft"), d6, "open")!.bands[0]!.distance).toBeCloseTo(196.85, 2);
  });

  it("holds a river boat still on a becalmed scene (§ Sailing Ships: no movement possible), not a cart", () => {
    const boat = (dice: number[][]) => ({
      actor: { system: carriage(1), statuses: new Set<string>() },
      parent: { grid: { units: "m" }, flags: { stride: { weather: { dice } } } },
    });
    // Wild Die 1: becalmed (0 m a round); Wild Die 3: moderate winds.
    expect(turnAllowance(boat([[1], [3]]), d6, "open")!.bands).toEqual([{ action: "d6Cautious", distance: 0 }]);
    expect(turnAllowance(boat([[3], [3]]), d6, "open")!.bands).toHaveLength(4);
    const cart = { ...boat([[1], [3]]), actor: { system: carriage(0), statuses: new Set<string>() } };
    expect(turnAllowance(cart, d6, "open")!.bands).toHaveLength(4);
  });

  it("leaves the speed levels without it", () => {
    const bands = turnAllowance(token(["prone"]), d6, "open")!.bands;
    expect(bands.map((b) => b.action)).toEqual(["d6Cautious", "d6Cruising", "d6High", "d6AllOut"]);
    expect(turnAllowance({ ...token([]), actor: { system: carriage() } }, d6, "open")!.bands).toHaveLength(4);
  });

  it("a control card's miss sets Panic and its success clears it, through the executor's status effect", async () => {
    const call = d6.tests.buildTest({ kind: "control", options: { mettle: "8" } })!;
    const fake = { id: "t1", actor: { system: carriage() }, flags: {} } as never;
    const missed = d6.tests.resolve(call, 9, [1, 2, 3]).consequences!;
    expect(await consequenceEffects(fake, missed, d6)).toEqual([
      { type: "status", model: "t1", status: "d6Panic", active: true },
    ]);
    const made = d6.tests.resolve(call, 9, [6, 6, 5]).consequences!;
    expect(await consequenceEffects(fake, made, d6)).toEqual([
      { type: "status", model: "t1", status: "d6Panic", active: false },
    ]);
  });

  it("a made declared ram's consequence is the executor's collision card against the vehicle struck (§ Ramming & Sideswiping Vehicles)", async () => {
    const request = d6Rules.strikeRequest({
      stunt: "ram",
      kind: "water",
      other: "barge",
      speed: "high",
      situation: "headOn",
      otherSpeed: "stopped",
      otherSituation: "headOn",
      scale: 0,
    });
    const call = d6.tests.buildTest(request)!;
    const fake = { id: "galley", actor: { system: carriage() }, flags: {} } as never;
    const made = d6.tests.resolve(call, 9, [6, 5, 4]).consequences!;
    // On the GM's client (a player's client asks the GM instead: effects/strike.ts, d6-strike.test.ts).
    vi.stubGlobal("game", { user: { isGM: true } });
    expect(await consequenceEffects(fake, made, d6)).toEqual([
      {
        type: "collisionCard",
        mover: "galley",
        other: "barge",
        against: "vehicle",
        sides: [
          { model: "galley", request: { speed: "high", situations: ["headOn"], rams: true } },
          { model: "barge", request: { speed: "stopped", situations: ["headOn"] } },
        ],
      },
    ]);
    // Missed (1 + 1 + 1 against 10): no card, Lost control.
    const missed = d6.tests.resolve(call, 9, [1, 1, 1]).consequences!;
    expect((await consequenceEffects(fake, missed, d6)).map((e) => e.type)).toEqual(["status"]);
  });
});

describe("the vehicle HUD's tests", () => {
  const vehicleToken = {
    uuid: "Scene.s.Token.t",
    actor: { name: "Carriage", uuid: "Actor.c", isOwner: true, system: carriage() },
  };

  it("offers the vehicle's owner (the player driving) the four combat cards only; nothing to another player", () => {
    const driven = { ...vehicleToken, actor: { ...vehicleToken.actor, isOwner: true } };
    expect(vehicleHudTests(driven, d6, false).map((s) => s.request.kind)).toEqual([
      "hitVehicle",
      "vehicleDodge",
      "pilotFire",
      "pilotOther",
    ]);
    const someone = { ...vehicleToken, actor: { ...vehicleToken.actor, isOwner: false } };
    expect(vehicleHudTests(someone, d6, false)).toEqual([]);
    // The GM keeps every test.
    expect(vehicleHudTests(driven, d6, true)).toHaveLength(7);
  });

  it("offers the GM the team's tests, the leap out and the combat cards; nothing for other players or characters", () => {
    expect(vehicleHudTests(vehicleToken, d6, true).map((s) => s.request.kind)).toEqual([
      "spook",
      "control",
      "leapOut",
      // § Vehicle Attacking & Dodging: attacking the vehicle, the pilot's dodge, firing or busy while driving.
      "hitVehicle",
      "vehicleDodge",
      "pilotFire",
      "pilotOther",
    ]);
    // A player who does not own it gets none (its owner gets the combat cards, above).
    expect(vehicleHudTests({ ...vehicleToken, actor: { ...vehicleToken.actor, isOwner: false } }, d6, false)).toEqual(
      [],
    );
    const character = { ...vehicleToken, actor: { ...vehicleToken.actor, system: { movementProfile: {} } } };
    expect(vehicleHudTests(character, d6, true)).toEqual([]);
    expect(vehicleHudTests(vehicleToken, getRuleset("dh2"), true)).toEqual([]);
  });

  it("uses the vehicle's statuses: under Panic the leap out is at panic speed (43.2 km/h)", () => {
    const panicking = { ...vehicleToken, actor: { ...vehicleToken.actor, statuses: new Set(["d6Panic"]) } };
    const leap = vehicleHudTests(panicking, d6, true).find((s) => s.request.kind === "leapOut")!;
    expect(leap.request.options).toEqual({ kmh: "43.2" });
    expect(leap.options?.[0]?.key).toBe("difficulty");
  });

  it("lists the passengers that exist, and a select for them when a test is a passenger's", () => {
    const mara = { name: "Mara <3", uuid: "Actor.a1", isOwner: true, system: {} };
    const passengers = passengerChoices(carriage(), (id) => (id === "a1" ? mara : undefined));
    expect(passengers).toEqual([{ id: "a1", actor: mara }]);
    expect(passengerChoices({ passengers: "a1" }, () => mara)).toEqual([]);
    const specs = vehicleHudTests(vehicleToken, d6, true);
    const named = passengers.map((p) => ({ id: p.id, name: p.actor.name }));
    const field = renderManualTestForm(specs, "m", {}, named);
    expect(field).toMatch(
      /<select id="stride-manual-test-passenger" name="passenger"[^>]*>\s*<option value="a1">Mara &lt;3<\/option>/,
    );
    expect(renderManualTestForm(specs.slice(0, 2), "m", {}, named)).not.toContain('name="passenger"');
    expect(renderManualTestForm(specs, "m", {}, [])).not.toContain('name="passenger"');
  });
});

describe("the defense total to hit a vehicle (§ Vehicle Attacking & Dodging)", () => {
  afterEach(() => removeWorld());

  it("is a number field, so a total above 40 (a full defense's +10) can be given; out of range it is clamped with a warning", () => {
    const world = installWorld({ ruleset: "d6", variant: "open" });
    const specs = vehicleHudTests(
      { uuid: "Scene.s.Token.t", actor: { name: "Carriage", uuid: "Actor.c", isOwner: true, system: carriage() } },
      d6,
      true,
    );
    const hit = specs.findIndex((s) => s.request.kind === "hitVehicle");
    const html = renderManualTestForm(specs, "m");
    expect(html).toMatch(
      new RegExp(
        `<input id="stride-manual-test-${hit}-defense" type="number" name="option\\.${hit}\\.defense" min="1" max="1000"`,
      ),
    );
    const form = (defense: string) => (name: string) => (name === `option.${hit}.defense` ? defense : "");
    expect(requestFromForm(specs, String(hit), "", form("43"))?.options?.["defense"]).toBe("43");
    expect(requestFromForm(specs, String(hit), "", form(""))?.options?.["defense"]).toBe("");
    expect(world.notifications.warn).not.toHaveBeenCalled();
    expect(requestFromForm(specs, String(hit), "", form("5000"))?.options?.["defense"]).toBe("1000");
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
    expect(d6.tests.describe(d6.tests.buildTest(requestFromForm(specs, String(hit), "", form("43"))!)!, 9).target).toBe(
      "43",
    );
  });
});

describe("the day's wind on the scene", () => {
  it("reads the scene's flag; nothing from other flags", () => {
    expect(sceneWeather({ flags: { stride: { weather: { dice: [[5], [6]] } } } })).toEqual({ dice: [[5], [6]] });
    expect(sceneWeather({ flags: { stride: { gravity: "low" } } })).toBeUndefined();
    expect(sceneWeather({ flags: { stride: { weather: { dice: "5" } } } })).toBeUndefined();
    expect(sceneWeather(null)).toBeUndefined();
  });

  it("joins a card's situation, so a river boat's pilot roll takes the sailing line", () => {
    const boat = { name: "Boat", uuid: "Actor.b", isOwner: true, system: carriage(1), statuses: new Set(["x"]) };
    const scene = { flags: { stride: { weather: { dice: [[5], [6]] } } } };
    const situation = actorSituation(boat, scene);
    expect(situation).toEqual({ statuses: ["x"], profile: carriage(1).movementProfile, weather: { dice: [[5], [6]] } });
    const pilot = d6.tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    expect(situationalLines(pilot, d6, situation)).toEqual([{ source: "sailingGale", value: -5 }]);
    expect(situationalLines(pilot, d6, actorSituation(boat, null))).toEqual([]);
    expect(actorSituation(null)).toEqual({ statuses: [] });
  });

  it("is rolled by the GM, stored on the scene and posted as a weather card with the rolls", async () => {
    vi.stubGlobal("game", { user: { isGM: true } });
    const world = installChat([5, 6]);
    const setFlag = vi.fn(async () => undefined);
    const stored = await rollWeather(d6, { name: "River crossing", flags: {}, setFlag });
    expect(world.formulas).toEqual(["1d6x6", "1d6"]);
    expect(stored).toEqual({ dice: [[5], [6]], windFrom: 180 });
    expect(setFlag).toHaveBeenCalledWith("stride", "weather", { dice: [[5], [6]], windFrom: 180 });
    const card = world.created[0]!;
    expect(card.type).toBe(WEATHER_CARD_TYPE);
    expect(card.system).toEqual({ rulesetId: "d6", sceneName: "River crossing", dice: [[5], [6]] });
    expect(card.rolls).toHaveLength(2);
    expect(await rollWeather(getRuleset("dh2"), { name: "x", setFlag })).toBeNull();
  });

  it("words the card from the ruleset; an unknown ruleset or dice show the header only", () => {
    const view = weatherCardView({ rulesetId: "d6", sceneName: "River", dice: [[5], [6]] }, d6, i18nEn);
    expect(view.title).toBe("Gale");
    expect(view.lines).toEqual([
      { label: "Wild Die", value: "5 → 4 m/round (62–86 km/h)" },
      { label: "Wind", value: "+5" },
      { label: "Running free", value: "−10" },
      { label: "Ships' pilot and stunt rolls", value: "−5" },
      { label: expect.stringMatching(/^Blows from/), value: "180°" },
    ]);
    expect(view.notes[0]).toContain("all-out speed");
    expect(weatherCardView({ rulesetId: "x", sceneName: "River", dice: [] }, null, i18nEn)).toEqual({
      title: "Weather",
      scene: "River",
      lines: [],
      notes: [],
    });
    expect(weatherCardView({ rulesetId: "d6", sceneName: "", dice: [[9]] }, d6, i18nEn).lines).toEqual([]);
  });
});
