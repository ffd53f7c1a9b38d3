/**
 * A turn's cost and distance split by the band list each step was measured in (drag-bands.ts
 * `turnShares`), as a ruleset whose movement types are measured apart reads them: Shadowrun
 * swimming has its own rate (shadowrun-movement.md § Swimming: "a number of metres in a Combat
 * turn equal to the average of their Agility and Strength"), apart from Walk/Run/Sprint
 * (§ Standard Movement), and water is swum whatever action the step was dragged with.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, turnShares, type TurnBands } from "../../src/rules";

const shadowrun = getRuleset("shadowrun");
/** Agility 4, Strength 4: Walk 8 m, Run 16 m, Sprint 16 m; swimming avg(4, 4) = 4 m. */
const turn: TurnBands = {
  bands: [
    { action: "srWalk", distance: 8 },
    { action: "srRun", distance: 16 },
    { action: "srSprint", distance: 16 },
  ],
  flying: null,
  actions: { srSwim: [{ action: "srSwim", distance: 4 }] },
  variant: "core",
  ratio: 1,
};
/** The same character with flying bands (a flyer's 12 m), as another ruleset's flyer has them. */
const flyer: TurnBands = { ...turn, flying: [{ action: "fly", distance: 12 }] };

describe("turnShares splits a turn by the band list each step is measured in (§ Swimming, § Standard Movement)", () => {
  it("walking, then swimming through water, then walking again: two lists, each summed", () => {
    const steps = [
      { cost: 3, distance: 3, action: "srWalk" },
      { cost: 2, distance: 2, action: "srWalk", conditions: ["water"] }, // water is swum
      { cost: 1.5, distance: 1, action: "srRun", conditions: [] },
    ];
    expect(turnShares(turn, steps, shadowrun.terrain)).toEqual({
      "": { cost: 4.5, distance: 4 },
      srSwim: { cost: 2, distance: 2 },
    });
  });

  it("without the ruleset's terrain, a step in water is measured with the action it was dragged with", () => {
    const steps = [{ cost: 2, distance: 2, action: "srWalk", conditions: ["water"] }];
    expect(turnShares(turn, steps)).toEqual({ "": { cost: 2, distance: 2 } });
    // A step dragged as a swim is swum, terrain or not.
    expect(turnShares(turn, [{ cost: 2, distance: 2, action: "srSwim" }])).toEqual({
      srSwim: { cost: 2, distance: 2 },
    });
  });

  it("a flight is measured in the flying bands, over water too; without flying bands, in the walking ones", () => {
    const steps = [
      { cost: 5, distance: 5, action: "fly", conditions: ["water"] },
      { cost: 1, distance: 1, action: null },
    ];
    expect(turnShares(flyer, steps, shadowrun.terrain)).toEqual({
      fly: { cost: 5, distance: 5 },
      "": { cost: 1, distance: 1 },
    });
    expect(turnShares(turn, steps, shadowrun.terrain)).toEqual({ "": { cost: 6, distance: 6 } });
  });

  it("impassable terrain (cost +Infinity) is carried into its list's share; no steps, no shares", () => {
    expect(turnShares(turn, [{ cost: Infinity, distance: 1 }])).toEqual({ "": { cost: Infinity, distance: 1 } });
    expect(turnShares(turn, [])).toEqual({});
  });

  it("conditions that are no list are no terrain: the step keeps its action", () => {
    const steps = [{ cost: 2, distance: 2, action: "srWalk", conditions: "water" as unknown as string[] }];
    expect(turnShares(turn, steps, shadowrun.terrain)).toEqual({ "": { cost: 2, distance: 2 } });
  });

  it("a step with no terrain listed is not asked about terrain: it keeps its action", () => {
    // A terrain that has every ground it is asked about swum (a flooded level): only the step
    // listing its ground is swum; the one with none and the one whose list is no list are walked.
    const flooded = { requiredAction: (conditions: readonly string[]) => (conditions.length > 0 ? "srSwim" : null) };
    const steps = [
      { cost: 3, distance: 3, action: "srWalk" },
      { cost: 1.5, distance: 1, action: "srRun", conditions: "mud" as unknown as string[] },
      { cost: 2, distance: 2, action: "srWalk", conditions: ["mud"] },
    ];
    expect(turnShares(turn, steps, flooded)).toEqual({
      "": { cost: 4.5, distance: 4 },
      srSwim: { cost: 2, distance: 2 },
    });
  });
});
