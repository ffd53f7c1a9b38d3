/**
 * The turn's recorded movement split by band list on the canvas (tokens/movement-path.ts
 * historySharesOf): a Shadowrun runner's history of 8 m walked and 1 m in water gives the drag
 * those parts, so its next step in the water is measured against what is left of the Combat Turn
 * (docs/rulings.md: one Combat Turn on land and in water). Small fakes of the waypoint shapes read.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type TurnBands } from "../../src/rules";
import { historySharesOf } from "../../src/foundry/canvas/placeables/tokens/movement-path";

const shadowrun = getRuleset("shadowrun");
const turn: TurnBands = {
  bands: [
    { action: "srWalk", distance: 8 },
    { action: "srRun", distance: 16 },
  ],
  flying: null,
  actions: { srSwim: [{ action: "srSwim", distance: 4 }] },
  variant: "core",
  ratio: 1,
};

describe("historySharesOf", () => {
  it("splits 8 m walked and 1 m in water: the water is measured as swimming", () => {
    const history = [
      { cost: 0, action: "walk" },
      { cost: 8, action: "walk", terrain: null },
      { cost: 1, action: "walk", terrain: { conditions: ["water"] } },
    ];
    const measured = {
      segments: [
        { cost: 8, distance: 8 },
        { cost: 1, distance: 1 },
      ],
    };
    expect(historySharesOf(history, measured, turn, shadowrun, 1)).toEqual({
      shares: { "": { cost: 8, distance: 8 }, srSwim: { cost: 1, distance: 1 } },
    });
  });

  it("gives nothing when the whole history was walked (the plain sum stands), or there is none", () => {
    const history = [{ cost: 0 }, { cost: 5, action: "walk" }];
    expect(historySharesOf(history, { segments: [{ cost: 5, distance: 5 }] }, turn, shadowrun, 1)).toEqual({});
    expect(historySharesOf([], null, turn, shadowrun, 1)).toEqual({});
  });

  it("converts scene units by the ratio and reads junk costs as 0", () => {
    const history = [{ cost: 0 }, { cost: "x", action: "walk", terrain: { conditions: ["water"] } }];
    const measured = { segments: [{ cost: 0, distance: 2 }] };
    expect(historySharesOf(history, measured, turn, shadowrun, 0.5)).toEqual({
      shares: { srSwim: { cost: 0, distance: 1 } },
    });
  });
});
