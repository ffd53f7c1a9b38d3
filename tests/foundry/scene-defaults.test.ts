/**
 * New scenes in a Necromunda world measure true distance in inches (a diagonal inch counts √2,
 * necromunda-movement.md: moves are measured with a tape), unless their creator set a grid; other
 * rulesets leave core's defaults.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { preCreateScene, sceneGridDefaults } from "../../src/foundry/hooks/scene-defaults";
import { loadPlugins } from "../support/plugins";
import { installWorld, removeWorld } from "./fakes";

/** CONST.GRID_DIAGONALS as v13 and v14 define it (https://foundryvtt.com/api/v14/variables/CONST.GRID_DIAGONALS.html). */
const GRID_DIAGONALS = { EQUIDISTANT: 0, EXACT: 1, APPROXIMATE: 2, RECTILINEAR: 3, ALTERNATING_1: 4, ALTERNATING_2: 5 };

beforeAll(async () => {
  await loadPlugins();
  vi.stubGlobal("CONST", { GRID_DIAGONALS });
});
afterEach(() => removeWorld());

const newScene = () => ({ updateSource: vi.fn() });

describe("a new scene's grid", () => {
  it('takes exact diagonals, inches and 1" spaces in a Necromunda world', () => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    const scene = newScene();
    preCreateScene(scene, { grid: undefined });
    expect(scene.updateSource).toHaveBeenCalledWith({ "grid.diagonals": 1, "grid.units": "in", "grid.distance": 1 });
  });

  it("keeps what its creator set (an imported scene's grid), filling only the rest", () => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    const scene = newScene();
    preCreateScene(scene, { grid: { diagonals: GRID_DIAGONALS.EQUIDISTANT, units: "in", distance: 1 } });
    expect(scene.updateSource).not.toHaveBeenCalled();
    preCreateScene(scene, { grid: { units: "cm" } });
    expect(scene.updateSource).toHaveBeenCalledWith({ "grid.diagonals": 1, "grid.distance": 1 });
  });

  it("is left to core in a world whose ruleset has no scene defaults", () => {
    installWorld({ ruleset: "dh2", variant: "core" });
    const scene = newScene();
    preCreateScene(scene, {});
    expect(scene.updateSource).not.toHaveBeenCalled();
    expect(sceneGridDefaults({ grid: "junk" }, { diagonals: 1 })).toEqual({ "grid.diagonals": 1 });
  });
});
