/**
 * Edges one by one (src/rules/moves/edge-marks.ts): a passed edge test clears its own region for the
 * turn, a gap narrower than the base is stepped over, and each edge a step meets is judged alone
 * (necromunda-movement.md § Leaping Gaps, § Dangerous Terrain). The ruleset's terrain capability is
 * a small fake here: `gap` terrain asks for a `leap` at its edge; nothing else asks for anything.
 */
import { describe, expect, it } from "vitest";
import {
  clearedEdges,
  edgeMarkOf,
  edgePassed,
  edgeRegionPassed,
  edgeRegionsAt,
  obstacleHeight,
} from "../../src/rules/moves/edge-marks";
import type { PathStep, RegionSnapshot, RegionTerrain, SceneSnapshot } from "../../src/rules";
import { inchScene } from "../support/necromunda-vehicles";

const edgeTest = (conditions: readonly string[]) => (conditions.includes("gap") ? "leap" : null);

const terrain = (condition: string, height = 0): RegionTerrain => ({ condition, height, railing: false });

function region(id: string, area: RegionSnapshot["area"], terrains: RegionTerrain[]): RegionSnapshot {
  return { id, name: id, area, bottom: null, top: null, terrain: terrains, ductwayExit: null, lift: null };
}

const scene = (regions: RegionSnapshot[]): SceneSnapshot => inchScene([], { regions });

const step = (x: number, y: number, elevation = 0): PathStep => ({ x, y, elevation, action: "move" });

/** A terrain capability whose stepsOver answers `answer` and records what it was asked. */
function capability(answer: boolean | ((across: number) => boolean) = true) {
  const asked: { across: number; base: number; rise: number }[] = [];
  return {
    asked,
    terrain: {
      edgeTest,
      stepsOver: (_test: string, across: number, base: number, rise: number) => {
        asked.push({ across, base, rise });
        return typeof answer === "function" ? answer(across) : answer;
      },
    },
  };
}

const none = () => ({ all: false, regions: new Set<string>() });

describe("the turn mark of a passed edge test", () => {
  it("names no region when the request's region is empty", () => {
    expect(edgeMarkOf({ kind: "leap", options: { edgeRegion: "" } })).toBe("edgeCleared");
    expect(edgeMarkOf({ kind: "leap", options: { edgeRegion: "gapA" } })).toBe("edgeCleared:gapA");
  });

  it("clears nothing for marks that are not edge marks, and never throws on junk", () => {
    expect(clearedEdges(["rider:x", 5, null, "edgeCleared:gapA"])).toEqual({
      all: false,
      regions: new Set(["gapA"]),
    });
  });
});

describe("the regions asking for a test at a point", () => {
  it("are only those whose terrain asks for it", () => {
    const gap = region("gap", { x: 0, y: 0, width: 4, height: 4 }, [terrain("gap")]);
    const rough = region("rough", { x: 0, y: 0, width: 4, height: 4 }, [terrain("rough")]);
    const found = edgeRegionsAt(scene([rough, gap]), { x: 2, y: 2, elevation: 0 }, "leap", edgeTest);
    expect(found.map((r) => r.id)).toEqual(["gap"]);
  });
});

describe("the obstacle a region puts in a mover's way", () => {
  it("is the highest terrain asking for the test, less the mover's elevation", () => {
    const area = { x: 0, y: 0, width: 4, height: 4 };
    expect(obstacleHeight(region("r", area, [terrain("gap", 4), terrain("gap", 2)]), "leap", edgeTest, 1)).toBe(3);
    // Terrain asking for nothing does not count, however high.
    expect(obstacleHeight(region("r", area, [terrain("gap", 2), terrain("rough", 5)]), "leap", edgeTest, 0)).toBe(2);
    expect(obstacleHeight(region("r", area, [terrain("rough", 5)]), "leap", edgeTest, 1)).toBe(0);
  });
});

describe("one region's edge (§ Leaping Gaps: a gap no wider than the base is stepped over)", () => {
  const gap = () => region("gap", { x: 3, y: 0, width: 3, height: 100 }, [terrain("gap")]);

  it("asks the ruleset about the width crossed along the step's heading", () => {
    const { asked, terrain: t } = capability();
    expect(edgeRegionPassed(gap(), "leap", { x: 2, y: 2 }, { x: 4, y: 4 }, t, none(), 1)).toBe(true);
    expect(asked[0]!.across).toBeCloseTo(3 * Math.SQRT2, 9);
  });

  it("is never stepped over with no base, or by a step that goes nowhere", () => {
    const { asked, terrain: t } = capability();
    expect(edgeRegionPassed(gap(), "leap", { x: 2, y: 2 }, { x: 4, y: 4 }, t, none(), 0)).toBe(false);
    expect(edgeRegionPassed(gap(), "leap", { x: 1, y: 1 }, { x: 1, y: 1 }, t, none(), 1)).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe("the edge a step enters", () => {
  it("is passed when every edge is cleared, even with no region there", () => {
    const { terrain: t } = capability(false);
    const path = [step(0, 5), step(1, 5)];
    expect(edgePassed(scene([]), path, 1, "leap", t, { all: true, regions: new Set() }, 1)).toBe(true);
  });

  it("is not passed at a step with no step before it, or past the path's end", () => {
    const g = region("gap", { x: 0, y: 0, width: 10, height: 10 }, [terrain("gap")]);
    const { terrain: t } = capability();
    const path = [step(5, 5), step(6, 5)];
    expect(edgePassed(scene([g]), path, 0, "leap", t, none(), 1)).toBe(false);
    expect(edgePassed(scene([g]), path, 2, "leap", t, none(), 1)).toBe(false);
    expect(edgePassed(scene([g]), path, 1, "leap", { stepsOver: t.stepsOver }, none(), 1)).toBe(false);
  });

  it("finds a gap narrower than the step at the step's middle", () => {
    const narrow = region("gap", { x: 2, y: 1, width: 1, height: 9 }, [terrain("gap")]);
    const { asked, terrain: t } = capability();
    expect(edgePassed(scene([narrow]), [step(1, 5), step(4, 5)], 1, "leap", t, none(), 2)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it("tells the ruleset how much higher the ground past the edge is", () => {
    const g = region("gap", { x: 0, y: 0, width: 10, height: 10 }, [terrain("gap")]);
    const { asked, terrain: t } = capability();
    edgePassed(scene([g]), [step(4, 5, 1), step(5, 5, 3)], 1, "leap", t, none(), 1);
    expect(asked[0]!.rise).toBe(2);
  });

  it("needs every region there passed: one cleared and one not is a stop", () => {
    const a = region("a", { x: 0, y: 0, width: 10, height: 10 }, [terrain("gap")]);
    const b = region("b", { x: 0, y: 0, width: 10, height: 10 }, [terrain("gap")]);
    const { terrain: t } = capability(false);
    const cleared = { all: false, regions: new Set(["a"]) };
    expect(edgePassed(scene([a, b]), [step(4, 5), step(5, 5)], 1, "leap", t, cleared, 1)).toBe(false);
    expect(edgePassed(scene([a]), [step(4, 5), step(5, 5)], 1, "leap", t, cleared, 1)).toBe(true);
  });
});
