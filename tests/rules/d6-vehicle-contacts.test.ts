/**
 * An OpenD6 vehicle's path contacts (#12 item 4): tokens, vehicles and walls found through the same
 * spatial index as the other rulesets, each with its situation and both vehicles' collision dice.
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";
import { model, scene, vehicle } from "../support/snapshots";

/** East along y = 50 from x = 10 to x = 60. */
const path = [
  { x: 10, y: 50 },
  { x: 60, y: 50 },
];

describe("vehicleContacts", () => {
  it("meets a vehicle facing it head-on: +3D for both, each at its own speed", () => {
    const snap = scene([vehicle("carriage", 10, 50, 0, 3), vehicle("cart", 40, 50, Math.PI, 0)]);
    const [c] = d6.vehicleContacts(snap, "carriage", path);
    expect(c).toMatchObject({ kind: "vehicle", other: "cart", moverSituation: "headOn", otherSituation: "headOn" });
    expect(d6.contactDice(c!, "high", d6.snapshotSpeed(snap.models[1]!))).toEqual({ mover: 11, other: 5 });
  });

  it("rear-ends a vehicle going the same way, and hits one broadside nose to side", () => {
    const rear = d6.vehicleContacts(scene([vehicle("me", 10, 50, 0), vehicle("ahead", 40, 50, 0)]), "me", path);
    expect(rear[0]).toMatchObject({ moverSituation: "rearEnd", otherSituation: "rearEnd" });
    expect(d6.contactDice(rear[0]!, "cruising", "cautious")).toEqual({ mover: 3, other: 1 });
    const side = d6.vehicleContacts(scene([vehicle("me", 10, 50, 0), vehicle("x", 40, 50, Math.PI / 2)]), "me", path);
    expect(side[0]).toMatchObject({ moverSituation: "noseToSide", otherSituation: "noseToSide" });
  });

  it("sideswipes what it passes alongside, runs into a token as something yielding, and into walls very hard", () => {
    const snap = scene([vehicle("me", 10, 50, 0), vehicle("by", 30, 53.5, 0), model("horse", 45, 50)]);
    const contacts = d6.vehicleContacts(snap, "me", path, { blocked: true });
    expect(contacts.map((c) => [c.kind, c.other ?? null, c.moverSituation])).toEqual([
      ["vehicle", "by", "sideswipe"],
      ["token", "horse", "yielding"],
      ["terrain", null, "veryHard"],
    ]);
    expect(d6.contactDice(contacts[2]!, "allOut")).toEqual({ mover: 10, other: null });
  });

  it("ignores models off its level, bases it starts on, non-vehicles moving, and short paths", () => {
    const snap = scene([vehicle("me", 10, 50, 0), model("bird", 30, 50, { elevation: 10 }), model("on", 10, 50)]);
    expect(d6.vehicleContacts(snap, "me", path)).toEqual([]);
    expect(d6.vehicleContacts(snap, "on", path)).toEqual([]);
    expect(d6.vehicleContacts(snap, "me", [path[0]!])).toEqual([]);
    expect(() => d6.vehicleContacts(snap, "me", [{ x: Number.NaN, y: 0 }, path[1]!])).toThrow(RangeError);
  });
});
