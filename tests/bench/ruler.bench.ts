/**
 * Drag measurement runs on every pointer move (DESIGN.md § Performance): measuring and banding
 * a 300-step path with turn history, as the ruler and the path constraint do it.
 */
import { bench, describe } from "vitest";
import { getRuleset } from "../../src/rules";
import { turnAllowance } from "../../src/foundry/movement/allowance";
import { waypointStanding, type RulerWaypointLike } from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import { rulesetBands } from "../../src/foundry/movement/allowance";
import { bandColor } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";
import { dragStop, prepareDrag, type PathStep } from "../../src/rules";

const STEPS = 300;
const ruleset = getRuleset("dh2");
const token = {
  actor: {
    system: {
      movementProfile: { characteristics: { agility: 42 }, unnatural: {}, size: 4, modifiers: {} },
      flyingSpeed: 0,
    },
  },
  parent: { grid: { units: "m" }, flags: {} },
};
const history = { cost: 7, distance: 7 };

/** A fresh 300-step ruler path (0.1 m a step, every fifth step difficult), as each pointer move builds. */
function rulerPath(): RulerWaypointLike[] {
  const out: RulerWaypointLike[] = [];
  let cost = 0;
  for (let i = 0; i < STEPS; i++) {
    cost += i % 5 === 0 ? 0.2 : 0.1;
    out.push({
      action: "run",
      stage: "planned",
      measurement: { cost, distance: i * 0.1 },
      previous: out[i - 1] ?? null,
    });
  }
  return out;
}

const complete: PathStep[] = Array.from({ length: STEPS + 1 }, (_, i) => ({
  x: i * 0.1,
  y: 0,
  elevation: 0,
  action: "run",
}));
const segments = Array.from({ length: STEPS }, (_, i) => ({ cost: i % 5 === 0 ? 0.2 : 0.1, distance: 0.1 }));
const empty = prepareDrag({ unit: "m", gridStep: 1, bounds: null, models: [], regions: [] }, "me", ruleset);

describe("300-step path with turn history", () => {
  bench("ruler: band and colour every waypoint", () => {
    const allowance = turnAllowance(token, ruleset, "core")!;
    let sum = 0;
    for (const waypoint of rulerPath()) {
      const standing = waypointStanding(waypoint, allowance, history)!;
      sum += bandColor(standing.index, standing.bands.length);
    }
    if (sum < 0) throw new Error("unreachable");
  });

  bench("constraint: the engine's stop at the allowance", () => {
    const allowance = turnAllowance(token, ruleset, "core")!;
    const turn = rulesetBands(allowance);
    dragStop(empty, { path: complete, segments, turn, history, edgeCleared: false, exact: false });
  });
});
