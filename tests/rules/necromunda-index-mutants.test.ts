/**
 * How the Necromunda ruleset words a collision notice on its card (index.ts `describeNotice`,
 * `hitText`): necromunda-movement.md § Collision Damage, § Move and Push During Collisions and
 * § Colliding with Terrain. The keys are those of src/foundry/rulesets/necromunda/lang/en.json
 * (STRIDE.Collision.title / result / terrain / fall).
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type Notice } from "../../src/rules";
import { hitText } from "../../src/rules/rulesets/necromunda";

const vehicles = getRuleset("necromunda").vehicles;

describe("necromunda collision notice wording (§ Move and Push During Collisions)", () => {
  it("head-on into a tougher vehicle: the mover stops, and takes the +1 S, AP and D of the weaker", () => {
    // M7 is the 6–7 row: S5 AP-1 (D1). The mover (T5) is weaker than the other (T6): it stops
    // and its own hit is +1 S, AP and D: S6 AP-2 D2; the other takes the row as printed.
    const collision = vehicles.collision({ move: 7, moverToughness: 5, otherToughness: 6, arc: "front" });
    const notice: Notice = { kind: "vehicleCollision", mover: "truck", other: "cart", collision };
    expect(vehicles.describeNotice(notice)).toEqual({
      title: { key: "STRIDE.Collision.title.front" },
      what: [{ key: "STRIDE.Collision.result.stop" }],
      hits: [
        { model: "truck", hit: "S6 AP−2 D2" },
        { model: "cart", hit: "S5 AP−1 D1" },
      ],
    });
  });

  it("head-on into a weaker vehicle: the other is pushed; the 3–5 row prints AP as –", () => {
    // M3 is the 3–5 row: S3 (AP –, D1). The other (T5) is weaker than the mover (T6): S4 AP-1 D2.
    const collision = vehicles.collision({ move: 3, moverToughness: 6, otherToughness: 5, arc: "front" });
    const notice: Notice = { kind: "vehicleCollision", mover: "truck", other: "cart", collision };
    expect(vehicles.describeNotice(notice)).toEqual({
      title: { key: "STRIDE.Collision.title.front" },
      what: [{ key: "STRIDE.Collision.result.push" }],
      hits: [
        { model: "truck", hit: "S3 AP– D1" },
        { model: "cart", hit: "S4 AP−1 D2" },
      ],
    });
  });

  it("side-on between equal Toughness: a Handling test, both take the 10+ row", () => {
    // M10 is the 10+ row: S9 AP-3 D3; equal Toughness, so neither takes the +1.
    const collision = vehicles.collision({ move: 10, moverToughness: 6, otherToughness: 6, arc: "side" });
    const notice: Notice = { kind: "vehicleCollision", mover: "truck", other: "cart", collision };
    expect(vehicles.describeNotice(notice)).toEqual({
      title: { key: "STRIDE.Collision.title.side" },
      what: [{ key: "STRIDE.Collision.result.handling" }],
      hits: [
        { model: "truck", hit: "S9 AP−3 D3" },
        { model: "cart", hit: "S9 AP−3 D3" },
      ],
    });
  });
});

describe("necromunda terrain collision notice wording (§ Colliding with Terrain)", () => {
  it("an obstacle is destroyed and the fighters on it fall; the vehicle takes its row unchanged", () => {
    // M8 is the 8–9 row: S7 AP-2 D2; an obstacle has the lower Toughness, so no +1 for the vehicle.
    const collision = vehicles.terrainCollision({ move: 8, terrain: "obstacle" });
    const notice: Notice = { kind: "terrainCollision", mover: "truck", collision, fallers: ["ganger", "juve"] };
    expect(vehicles.describeNotice(notice)).toEqual({
      title: { key: "STRIDE.Collision.title.obstacle" },
      what: [{ key: "STRIDE.Collision.terrain.destroy" }, { key: "STRIDE.Collision.fall", data: { count: 2 } }],
      hits: [{ model: "truck", hit: "S7 AP−2 D2" }],
    });
  });

  it("solid terrain stops the vehicle, which takes the +1 of the weaker; no one falls", () => {
    // M6 is the 6–7 row: S5 AP-1 D1; solid terrain is the tougher: S6 AP-2 D2.
    const collision = vehicles.terrainCollision({ move: 6, terrain: "solid" });
    const notice: Notice = { kind: "terrainCollision", mover: "truck", collision, fallers: [] };
    expect(vehicles.describeNotice(notice)).toEqual({
      title: { key: "STRIDE.Collision.title.solid" },
      what: [{ key: "STRIDE.Collision.terrain.stop" }],
      hits: [{ model: "truck", hit: "S6 AP−2 D2" }],
    });
  });
});

describe("necromunda collision notice: a notice not of effects.ts Notice's shape is refused", () => {
  const vehicle = vehicles.collision({ move: 3, moverToughness: 5, otherToughness: 5, arc: "front" });
  const terrain = vehicles.terrainCollision({ move: 3, terrain: "solid" });
  const refused = /A notice names its kind/;
  const cases: [string, unknown][] = [
    ["null", null],
    ["undefined", undefined],
    ["a string", "notice"],
    ["no mover", { kind: "vehicleCollision", other: "cart", collision: vehicle }],
    ["a null collision", { kind: "vehicleCollision", mover: "truck", other: "cart", collision: null }],
    ["a collision not an object", { kind: "vehicleCollision", mover: "truck", other: "cart", collision: "x" }],
    ["a vehicle collision with no other", { kind: "vehicleCollision", mover: "truck", collision: vehicle }],
    ["a terrain collision with no fallers", { kind: "terrainCollision", mover: "truck", collision: terrain }],
    ["an unknown kind", { kind: "fighterCollision", mover: "truck", collision: terrain, fallers: [] }],
  ];
  it.each(cases)("%s", (_name, notice) => {
    expect(() => vehicles.describeNotice(notice as Notice)).toThrow(refused);
  });
});

describe("necromunda hit profile as printed (§ Collision Damage)", () => {
  it("prints a negative AP with a minus sign and AP 0 as –", () => {
    expect(hitText({ strength: 7, ap: -2, damage: 2 })).toBe("S7 AP−2 D2");
    expect(hitText({ strength: 3, ap: 0, damage: 1 })).toBe("S3 AP– D1");
  });

  const refused = /finite Strength, AP and Damage/;
  const cases: [string, unknown][] = [
    ["null", null],
    ["a missing Damage", { strength: 3, ap: 0 }],
    ["a NaN Strength", { strength: Number.NaN, ap: 0, damage: 1 }],
    ["an infinite Damage", { strength: 3, ap: 0, damage: Number.POSITIVE_INFINITY }],
  ];
  it.each(cases)("refuses %s", (_name, hit) => {
    expect(() => hitText(hit as { strength: number; ap: number; damage: number })).toThrow(refused);
  });
});
