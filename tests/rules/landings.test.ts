/**
 * Where falls end (moves/landings.ts), off the origin and off the x axis, inches: who a faller
 * landed on and how it gets off them (necromunda-movement.md § Falling on Other Models), and a
 * rider thrown from a vehicle with the loot it held (§ Fighters & Loot on Moving Vehicles).
 * Every expected point is worked by hand in the comments; 3-4-5 triangles keep it exact.
 */
import { describe, expect, it } from "vitest";
import {
  applyFallEffects,
  fallLanding,
  fallOffVehicleEffects,
  getRuleset,
  landingsAfterFall,
  type Effect,
  type ModelSnapshot,
  type RegionSnapshot,
  type Ruleset,
  type SceneSnapshot,
} from "../../src/rules";
import { model } from "../support/snapshots";

const necromunda = getRuleset("necromunda");
const shadowrun = getRuleset("shadowrun");

/** An inch scene with a 1" grid holding these models. */
const scene = (models: ModelSnapshot[]): SceneSnapshot => ({
  unit: "in",
  gridStep: 1,
  bounds: { x: 0, y: 0, width: 60, height: 60 },
  models,
  regions: [],
});

/** Effects with their points rounded to 10⁻⁹ (cos and sin of quarter turns are not exact). */
const rounded = (effects: Effect[]) =>
  effects.map((e) =>
    e.type === "move"
      ? { ...e, to: { x: Math.round(e.to.x * 1e9) / 1e9 + 0, y: Math.round(e.to.y * 1e9) / 1e9 + 0 } }
      : e,
  );

const prone = (id: string): Effect => ({ type: "status", model: id, status: "prone", active: true });

describe("who a faller landed on (§ Falling on Other Models)", () => {
  // A 1" faller centred at (7, 5), 2" up; a 1" grid, so models up to 2.5" high are under it.
  const faller = model("faller", 7, 5, { elevation: 2, disposition: "friendly" });

  it("a model overlapping it up to half a grid space above its feet, and not higher", () => {
    // 0.5" off (0.3, 0.4): overlapping by ½".
    const at = (id: string, elevation: number, disposition: ModelSnapshot["disposition"] = "hostile") =>
      model(id, 7.3, 5.4, { elevation, disposition });
    const snap = scene([faller, at("half", 2.5), at("above", 2.6), at("below", 0, "neutral")]);
    expect(landingsAfterFall(snap, "faller")).toEqual([
      { model: "half", enemy: true },
      { model: "below", enemy: false },
    ]);
  });

  it("bases only touching are not landed on; overlapping ones are, enemy or not", () => {
    // (7, 5) to (10, 9) is 5" (3-4-5): radii 0.5 + 4.5 touch exactly, 0.5 + 4.6 overlap by 0.1".
    const touching = model("touching", 10, 9, { size: 9, elevation: 2 });
    const overlapping = model("overlapping", 10, 9, { size: 9.2, elevation: 2, disposition: "friendly" });
    expect(landingsAfterFall(scene([faller, touching]), "faller")).toEqual([]);
    expect(landingsAfterFall(scene([faller, overlapping]), "faller")).toEqual([{ model: "overlapping", enemy: false }]);
  });

  it("a model not on the scene landed on nothing", () => {
    expect(landingsAfterFall(scene([faller]), "gone")).toEqual([]);
  });
});

describe("getting off what a faller landed on (§ Falling on Other Models)", () => {
  // A 4" vehicle centred at (12, 7); the faller's centre 2" from it along (0.6, 0.8), at (13.2, 8.6).
  const car = model("car", 12, 7, { size: 4, kind: "vehicle", disposition: "hostile" });
  const faller = model("faller", 13.2, 8.6, { disposition: "friendly" });

  it("off a vehicle by the shortest way, skipping ids no longer on the scene; only the fighter is Pinned", () => {
    // Straight away from (12, 7) to 2" + ½" = 2.5": (12 + 1.5, 7 + 2).
    const effects = applyFallEffects(scene([car, faller]), "faller", ["gone", "car"], necromunda);
    expect(rounded(effects)).toEqual([{ type: "move", model: "faller", to: { x: 13.5, y: 9 } }, prone("faller")]);
  });

  it('off an enemy fighter to 1" clear, both Pinned', () => {
    // A 1" enemy at (12, 7); the faller ½" + ½" + 1" = 2" off along (0.6, 0.8), 0.8" from where it is.
    const foe = model("foe", 12, 7, { disposition: "hostile" });
    const near = model("faller", 12.3, 7.4, { disposition: "friendly" });
    expect(rounded(applyFallEffects(scene([foe, near]), "faller", ["foe"], necromunda))).toEqual([
      { type: "move", model: "faller", to: { x: 13.2, y: 8.6 } },
      prone("faller"),
      prone("foe"),
    ]);
  });

  it('a ruleset without engagement zones moves it only off the enemy, not 1" clear', () => {
    // Shadowrun has no 1" rule: off the foe to base contact, 1" from (12, 7) along (0.6, 0.8).
    const foe = model("foe", 12, 7, { disposition: "hostile" });
    const near = model("faller", 12.3, 7.4, { disposition: "friendly" });
    expect((shadowrun as Ruleset).engagement).toBeUndefined();
    expect(rounded(applyFallEffects(scene([foe, near]), "faller", ["foe"], shadowrun))).toEqual([
      { type: "move", model: "faller", to: { x: 12.6, y: 7.8 } },
      prone("faller"),
      prone("foe"),
    ]);
  });

  it("landing on nothing, or on a model it is already clear of, moves nothing: it is Pinned", () => {
    expect(applyFallEffects(scene([car, faller]), "faller", [], necromunda)).toEqual([prone("faller")]);
    const away = model("faller", 20, 20, { disposition: "friendly" });
    expect(applyFallEffects(scene([car, away]), "faller", ["car"], necromunda)).toEqual([prone("faller")]);
  });

  it("a faller not on the scene does nothing; a faller id that is not a string is refused by name", () => {
    expect(applyFallEffects(scene([car]), "faller", ["car"], necromunda)).toEqual([]);
    expect(() => applyFallEffects(scene([car]), 5 as unknown as string, [], necromunda)).toThrow(
      /^modelId must be a string/,
    );
  });
});

describe("a rider thrown off a vehicle, and its loot (§ Fighters & Loot on Moving Vehicles)", () => {
  // A 4" vehicle centred at (12, 7), 2" up, footprint (10, 5)–(14, 9); a 1" rider on it at (13, 7).
  // Thrown at a quarter turn (+y), the rider lands 2 + ½ + 1 = 3.5" from the vehicle's centre:
  // (12, 10.5), at the vehicle's elevation. Each piece of loot that falls goes a further quarter
  // turn on: the first along −x, to (8.5, 7).
  const truck = (extra: Partial<ModelSnapshot> = {}) =>
    model("truck", 12, 7, { size: 4, kind: "vehicle", elevation: 2, disposition: "friendly", ...extra });
  const rider = model("rider", 13, 7, { elevation: 3, disposition: "friendly" });
  // Loot 1" from the rider along +y: in base contact.
  const crate = model("crate", 13, 8, { kind: "loot", elevation: 3 });
  const riderFalls: Effect[] = [{ type: "move", model: "rider", to: { x: 12, y: 10.5 }, elevation: 2 }, prone("rider")];
  const crateFalls: Effect = { type: "move", model: "crate", to: { x: 8.5, y: 7 }, elevation: 2 };
  const thrown = (models: ModelSnapshot[], ruleset?: Ruleset) =>
    rounded(fallOffVehicleEffects(scene(models), "rider", Math.PI / 2, ruleset));

  it("loot in base contact with the rider alone falls with it, a quarter turn on", () => {
    expect(thrown([truck(), rider, crate])).toEqual([...riderFalls, crateFalls]);
  });

  it("loot also in base contact with another fighter still on the vehicle stays", () => {
    const mate = model("mate", 13.6, 8.8, { elevation: 3, disposition: "friendly" }); // 1" from the crate (0.6, 0.8)
    expect(thrown([truck(), rider, crate, mate])).toEqual(riderFalls);
  });

  it("a fighter touching it from the ground below, or other loot, does not hold it", () => {
    const below = model("below", 13.6, 8.8, { elevation: 0 }); // under the vehicle's 2": not on it
    expect(thrown([truck(), rider, crate, below])).toEqual([...riderFalls, crateFalls]);
    // A barrel on the vehicle touching the crate (0.6, 0.8) off, 1.9" from the rider: it holds
    // nothing and stays.
    const barrel = model("barrel", 13.6, 8.8, { kind: "loot", elevation: 3 });
    expect(thrown([truck(), rider, crate, barrel])).toEqual([...riderFalls, crateFalls]);
  });

  it("loot in the vehicle's transport area stays", () => {
    expect(thrown([truck({ transportArea: "deck" }), rider, crate])).toEqual(riderFalls);
  });

  it("loot on another vehicle, and a fighter beside the rider, stay where they are", () => {
    // A second 4" vehicle centred at (16, 7), footprint x 14–18; the rider at (13.5, 7) and loot on
    // the second vehicle at (14.5, 7) touch; a fighter at (13.5, 8) touches the rider.
    const other = model("van", 16, 7, { size: 4, kind: "vehicle", elevation: 2 });
    const edgeRider = model("rider", 13.5, 7, { elevation: 3, disposition: "friendly" });
    const onVan = model("sack", 14.5, 7, { kind: "loot", elevation: 3 });
    const mate = model("mate", 13.5, 8, { elevation: 3, disposition: "friendly" });
    expect(thrown([truck(), other, edgeRider, onVan, mate])).toEqual(riderFalls);
  });

  it("a rider not on the scene throws nothing; bad ids and rulesets are refused", () => {
    expect(thrown([truck(), crate])).toEqual([]);
    expect(() => fallOffVehicleEffects(scene([truck(), rider]), 3 as unknown as string, 0)).toThrow(
      /^riderId must be a string/,
    );
    expect(() => fallOffVehicleEffects(scene([truck(), rider]), "rider", 0, {} as Ruleset)).toThrow(/^ruleset/);
  });
});

describe("where a fall at a gap's edge lands (§ Leaping Gaps: straight down by the shortest route)", () => {
  // A gap 4" deep with its box from (5, 2), the fighter 4" up on the platform beside it.
  const gap = (width: number, height: number): RegionSnapshot => ({
    id: "gap",
    name: "gap",
    area: { x: 5, y: 2, width, height },
    bottom: null,
    top: null,
    terrain: [{ condition: "gap", height: 4, railing: false }],
    ductwayExit: null,
    lift: null,
  });
  const at = (x: number, y: number) => model("leaper", x, y, { elevation: 4, disposition: "friendly" });
  const landing = (x: number, y: number, region: RegionSnapshot) => {
    const landed = fallLanding({ ...scene([at(x, y)]), regions: [region] }, "leaper", necromunda);
    return landed && { to: landed.to, elevation: landed.elevation };
  };

  it("from beyond the far side it lands just inside that side, its base wholly over the gap", () => {
    // Gap x 5–8, y 2–12. Standing at (9, 6.5), base edge ½" from x = 8: lands at x = 8 − ½.
    expect(landing(9, 6.5, gap(3, 10))).toEqual({ to: { x: 7.5, y: 6.5 }, elevation: 0 });
    // Standing below its bottom side at (6.5, 12.5) (base edge on y = 12): lands at y = 12 − ½.
    expect(landing(6.5, 12.5, gap(3, 10))).toEqual({ to: { x: 6.5, y: 11.5 }, elevation: 0 });
  });

  it("a gap narrower than the base takes it across its middle", () => {
    // Gap x 5–5.8 (0.8" across, under the 1" base): centred at x = 5.4 whichever side it fell from.
    expect(landing(4.5, 6.5, gap(0.8, 10))).toEqual({ to: { x: 5.4, y: 6.5 }, elevation: 0 });
    expect(landing(6.3, 6.5, gap(0.8, 10))).toEqual({ to: { x: 5.4, y: 6.5 }, elevation: 0 });
  });

  it("a gap drawn as a polygon: the nearest point over the polygon, not its box", () => {
    // A right triangle (5, 2), (11, 2), (5, 10): its long side runs from (11, 2) to (5, 10) along
    // (−0.6, 0.8), the outward normal (0.8, 0.6). Standing 1" out from the side's middle (8, 6),
    // at (8.8, 6.6) (base edge ½" off), inside the box but outside the triangle: it lands ½" in
    // from (8, 6) along (−0.8, −0.6), at (7.6, 5.7).
    const triangle: RegionSnapshot = { ...gap(6, 8), polygons: [{ outer: [5, 2, 11, 2, 5, 10], holes: [] }] };
    const landed = landing(8.8, 6.6, triangle)!;
    expect(landed.to.x).toBeCloseTo(7.6, 6);
    expect(landed.to.y).toBeCloseTo(5.7, 6);
    expect(landed.elevation).toBe(0);
  });
});
