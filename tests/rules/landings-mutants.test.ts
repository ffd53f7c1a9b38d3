/**
 * Where a fall that landed on another model ends (src/rules/moves/landings.ts applyFallEffects;
 * necromunda-movement.md § Falling on Other Models): a falling model that lands on an enemy fighter
 * is moved 1" away from it unless a fighter involved is Seriously Injured. A vehicle is no fighter,
 * so a vehicle that falls is not one that could be Seriously Injured. Inches, 3-4-5 triangles.
 */
import { describe, expect, it } from "vitest";
import { applyFallEffects, getRuleset, type Effect, type SceneSnapshot } from "../../src/rules";
import { model } from "../support/snapshots";

const rounded = (effects: Effect[]) =>
  effects.map((e) =>
    e.type === "move" ? { ...e, to: { x: Math.round(e.to.x * 1e9) / 1e9, y: Math.round(e.to.y * 1e9) / 1e9 } } : e,
  );

describe("a vehicle that falls onto an enemy fighter (§ Falling on Other Models)", () => {
  it('is moved 1" clear of the fighter, and only the fighter is Pinned', () => {
    // A 1" enemy fighter at (12, 7); a 2" vehicle falls on it centred 1" off along (0.6, 0.8). No
    // fighter involved is Seriously Injured, so it goes ½" + 1" + 1" = 2.5" from the fighter's
    // centre: (12 + 1.5, 7 + 2).
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: 0, y: 0, width: 60, height: 60 },
      models: [
        model("foe", 12, 7, { disposition: "hostile", status: "standing" }),
        model("wagon", 12.6, 7.8, { size: 2, kind: "vehicle", disposition: "friendly" }),
      ],
      regions: [],
    };
    expect(rounded(applyFallEffects(snapshot, "wagon", ["foe"], getRuleset("necromunda")))).toEqual([
      { type: "move", model: "wagon", to: { x: 13.5, y: 9 } },
      { type: "status", model: "foe", status: "prone", active: true },
    ]);
  });
});
