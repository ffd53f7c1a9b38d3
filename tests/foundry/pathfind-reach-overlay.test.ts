/**
 * The reach overlay's drawing (src/foundry/canvas/reach-overlay.ts): the engine's reach as
 * rectangles per band in pixels (runs along a row merged), a line on each edge where a test stops
 * the mover, painted into a Graphics fake of exactly the PIXI.Graphics members used, and the key
 * that says when it must be worked out again.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installWorld, removeWorld } from "./fakes";
import {
  getRuleset,
  prepareDrag,
  prepareMap,
  reachOf,
  regionArea,
  type ModelSnapshot,
  type Ruleset,
  type SceneSnapshot,
} from "../../src/rules";
import {
  paintReach,
  reachDrawing,
  reachKey,
  ReachOverlay,
  tokenReach,
  type DrawnGraphics,
  type OverlayGraphics,
  type ReachToken,
} from "../../src/foundry/canvas/reach-overlay";
import { RULER_COLORS } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";

const necromunda = getRuleset("necromunda");

const me: ModelSnapshot = {
  id: "me",
  name: "me",
  kind: "character",
  disposition: "friendly",
  base: { x: 2.5, y: 2.5, radius: 0.5 },
  footprint: { x: 2, y: 2, width: 1, height: 1 },
  elevation: 0,
  status: "standing",
  characteristics: { move: 1 },
  visible: true,
};

/** A 10" table with a gap from x = 4" to 5", the fighter at (2.5, 2.5). */
function reachOnTable() {
  const area = regionArea([{ type: "rectangle", x: 4, y: 0, width: 1, height: 10 }]);
  const snapshot: SceneSnapshot = {
    unit: "in",
    gridStep: 1,
    bounds: { x: 0, y: 0, width: 10, height: 10 },
    models: [me],
    regions: [
      {
        id: "gap",
        name: "gap",
        area: area.bounds,
        polygons: area.polygons,
        bottom: null,
        top: null,
        terrain: [{ condition: "gap", height: 3, railing: false }],
        ductwayExit: null,
        lift: null,
      },
    ],
  };
  const map = prepareMap(prepareDrag(snapshot, "me", necromunda));
  // Move 1: Crawl 1", Move 1", Charge 4" (1 + 3), Run 2".
  const turn = {
    bands: necromunda.bands.movementBands({ characteristics: { move: 1 } }),
    flying: null,
    variant: "core",
    ratio: 1,
  };
  return {
    map,
    reach: reachOf(map, necromunda.bands, { x: 2.5, y: 2.5 }, { turn, history: { cost: 0, distance: 0 } }),
  };
}

describe("reachDrawing", () => {
  it("shades each band's spaces as row runs, 100 px a space, and marks the gap's edge", () => {
    const { map, reach } = reachOnTable();
    const drawing = reachDrawing(reach, map, 0.01);
    expect(drawing.bands.length).toBe(reach.bands.length);
    // Every space reached is covered by exactly one rectangle of its band, and no other space is.
    const covered = new Map<string, number>();
    drawing.bands.forEach((rects, band) => {
      for (const r of rects) {
        expect(r.height).toBe(100);
        for (let x = r.x; x < r.x + r.width; x += 100) covered.set(`${x / 100},${r.y / 100}`, band);
      }
    });
    for (let i = 0; i < map.cols * map.rows; i++) {
      const key = `${i % map.cols},${Math.floor(i / map.cols)}`;
      expect(covered.get(key) ?? -1, key).toBe(reach.band[i]);
    }
    // The first band's row through the fighter is one run of 3 spaces (x 1–3), not three rectangles.
    expect(drawing.bands[0]).toContainEqual({ x: 100, y: 200, width: 300, height: 100 });
    // The gap's edge: vertical lines at x = 400 px from spaces in column 3.
    expect(drawing.edges.length).toBeGreaterThan(0);
    expect(drawing.edges).toContainEqual({ x0: 400, y0: 200, x1: 400, y1: 300 });
  });
});

describe("reachDrawing: climbs", () => {
  it("marks the side each climb goes over: a 3\" wall's face at x = 400 px, in the rows the turn climbs", () => {
    const area = regionArea([{ type: "rectangle", x: 4, y: 0, width: 6, height: 10 }]);
    const snapshot: SceneSnapshot = {
      unit: "in",
      gridStep: 1,
      bounds: { x: 0, y: 0, width: 10, height: 10 },
      models: [{ ...me, characteristics: { move: 5 } }],
      regions: [
        {
          id: "platform",
          name: "platform",
          area: area.bounds,
          polygons: area.polygons,
          bottom: null,
          top: null,
          terrain: [{ condition: "raised", height: 3, railing: false }],
          ductwayExit: null,
          lift: null,
        },
      ],
    };
    const map = prepareMap(prepareDrag(snapshot, "me", necromunda));
    const turn = {
      bands: necromunda.bands.movementBands({ characteristics: { move: 5 } }),
      flying: null,
      variant: "core",
      ratio: 1,
    };
    const reach = reachOf(map, necromunda.bands, { x: 2.5, y: 2.5 }, { turn, history: { cost: 0, distance: 0 } });
    const drawing = reachDrawing(reach, map, 0.01);
    expect(drawing.climbs).toContainEqual({ x0: 400, y0: 200, x1: 400, y1: 300 });
    for (const c of drawing.climbs!) expect(c.x0 === 400 || c.x1 === 400 || (c.x0 + c.x1) / 2 === 400).toBe(true);
    expect(drawing.edges).toEqual([]);
  });
});

describe("paintReach", () => {
  it("fills each band in its ruler colour, draws the edges in the beyond colour and the climbs in white", () => {
    const calls: string[] = [];
    const graphics: OverlayGraphics = {
      clear: () => calls.push("clear"),
      beginFill: (color, alpha) => calls.push(`fill ${color.toString(16)} ${alpha}`),
      drawRect: (x, y, w, h) => calls.push(`rect ${x} ${y} ${w} ${h}`),
      endFill: () => calls.push("end"),
      lineStyle: (width, color) => calls.push(`line ${width} ${color.toString(16)}`),
      moveTo: (x, y) => calls.push(`move ${x} ${y}`),
      lineTo: (x, y) => calls.push(`to ${x} ${y}`),
    };
    paintReach(
      graphics,
      {
        bands: [[{ x: 0, y: 0, width: 100, height: 100 }], []],
        edges: [{ x0: 100, y0: 0, x1: 100, y1: 100 }],
        climbs: [{ x0: 0, y0: 100, x1: 100, y1: 100 }],
      },
      RULER_COLORS,
    );
    expect(calls).toEqual([
      "clear",
      `fill ${RULER_COLORS[0]!.slice(1)} 0.28`,
      "rect 0 0 100 100",
      "end",
      `line 4 ${RULER_COLORS.at(-1)!.slice(1)}`,
      "move 100 0",
      "to 100 100",
      "line 0 0",
      "line 2 ffffff",
      "move 0 100",
      "to 100 100",
      "line 0 0",
    ]);
  });
});

describe("reachKey", () => {
  const token = (over: Partial<ReachToken["document"]> = {}): ReachToken => ({
    document: {
      id: "t1",
      x: 100,
      y: 200,
      width: 1,
      height: 1,
      elevation: 0,
      disposition: 1,
      actor: null,
      parent: null,
      movementHistory: [],
      combatant: { combat: { round: 1, turn: 0 } },
      ...over,
    },
  });

  it("changes with the token's place, the turn, its history and the scene, and with nothing else", () => {
    const base = reachKey(token(), 3);
    expect(reachKey(token(), 3)).toBe(base);
    expect(reachKey(token({ name: "renamed" }), 3)).toBe(base);
    expect(reachKey(token({ x: 200 }), 3)).not.toBe(base);
    expect(reachKey(token({ elevation: 2 }), 3)).not.toBe(base);
    expect(reachKey(token({ combatant: { combat: { round: 1, turn: 1 } } }), 3)).not.toBe(base);
    expect(reachKey(token({ movementHistory: [{ x: 0, y: 0 }] }), 3)).not.toBe(base);
    expect(reachKey(token(), 4)).not.toBe(base);
    expect(reachKey(token({ movementAction: "high" }), 3)).not.toBe(base);
  });
});

describe("ReachOverlay", () => {
  const tokenAt = (id: string, x: number, round = 1): ReachToken => ({
    document: {
      id,
      x,
      y: 0,
      width: 1,
      height: 1,
      elevation: 0,
      disposition: 1,
      actor: null,
      parent: null,
      movementHistory: [],
      combatant: { combat: { round, turn: 0 } },
    },
  });
  const drawing = { bands: [[{ x: 0, y: 0, width: 100, height: 100 }]], edges: [] };

  /** A host of a canvas with one controlled token (or none), a Graphics fake that records what it is told. */
  function setup(controlled: ReachToken | null) {
    const calls: string[] = [];
    const computed: string[] = [];
    const graphics: DrawnGraphics = {
      name: null,
      clear: () => calls.push("clear"),
      beginFill: () => calls.push("fill"),
      drawRect: () => calls.push("rect"),
      endFill: () => calls.push("end"),
      lineStyle: () => calls.push("line"),
      moveTo: () => calls.push("move"),
      lineTo: () => calls.push("to"),
      destroy: () => calls.push("destroy"),
    };
    const host = {
      controlled: () => controlled,
      create: () => graphics,
      compute: (token: ReachToken) => {
        computed.push(token.document.id!);
        return drawing;
      },
    };
    return { overlay: new ReachOverlay(host), calls, computed };
  }

  it("shows a dragged token's reach with the overlay off, and hides it when the drag ends", () => {
    const dragged = tokenAt("a", 0);
    const { overlay, calls, computed } = setup(null);
    overlay.dragStarted(dragged);
    expect(computed).toEqual(["a"]);
    expect(calls).toEqual(["clear", "fill", "rect", "end"]);
    calls.length = 0;
    overlay.dragEnded(dragged);
    expect(calls).toEqual(["clear"]);
    // Another token's drag ending leaves a drag in progress shown.
    overlay.dragStarted(dragged);
    calls.length = 0;
    overlay.dragEnded(tokenAt("b", 0));
    expect(calls).toEqual([]);
  });

  it("works a reach out once per token, place, turn and scene revision, however often it is shown", () => {
    const token = tokenAt("a", 0);
    const { overlay, computed } = setup(token);
    overlay.toggle();
    overlay.refresh();
    overlay.refresh();
    // A drag of the same token from the same place, the drop cancelled, off and on again: no new work.
    overlay.dragStarted(token);
    overlay.dragEnded(token);
    overlay.toggle();
    overlay.toggle();
    expect(overlay.computed).toBe(1);
    expect(computed).toEqual(["a"]);
    // The scene changes: once more.
    overlay.sceneChanged();
    overlay.refresh();
    expect(overlay.computed).toBe(2);
    // The token moved, the turn changed, another token is dragged: once each.
    overlay.dragStarted(tokenAt("a", 100));
    overlay.dragStarted(tokenAt("a", 100, 2));
    overlay.dragStarted(tokenAt("b", 0));
    expect(computed).toEqual(["a", "a", "a", "a", "b"]);
  });

  it("draws nothing with the overlay off and no drag, and nothing without a canvas", () => {
    const { overlay, calls, computed } = setup(tokenAt("a", 0));
    overlay.refresh();
    overlay.sceneChanged();
    expect(computed).toEqual([]);
    expect(calls).toEqual([]);
    const bare = new ReachOverlay({ controlled: () => tokenAt("a", 0), create: () => null, compute: () => drawing });
    bare.toggle();
    expect(bare.computed).toBe(0);
  });

  it("drops its Graphics and the kept drawing when the canvas goes", () => {
    const token = tokenAt("a", 0);
    const { overlay, calls } = setup(token);
    overlay.toggle();
    overlay.tearDown();
    expect(calls.at(-1)).toBe("destroy");
    overlay.refresh();
    expect(overlay.computed).toBe(2);
  });
});

describe("tokenReach: a vehicle's arc at its declared speed", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda" }));
  afterEach(() => removeWorld());

  /** A token at the space (2, 4) of a 14" × 10" table of 100 px inches, its actor of `kind`. */
  const tokenOf = (kind: "vehicle" | "character", movementAction: string | null = null): ReachToken => {
    const document = {
      id: kind,
      name: kind,
      x: 200,
      y: 400,
      width: 1,
      height: 1,
      elevation: 0,
      disposition: 1,
      movementAction,
      movementHistory: [],
      actor: {
        type: kind === "vehicle" ? "vehicle" : "fighter",
        system: { kind, movementProfile: { characteristics: { move: 5 } }, flyingSpeed: 0 },
      },
      parent: null as unknown,
    };
    document.parent = {
      grid: { size: 100, distance: 1, units: "in" },
      dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 1400, sceneHeight: 1000 },
      tokens: [document],
      regions: [],
      walls: [],
    };
    return { document } as unknown as ReachToken;
  };
  const declared: string[] = [];
  /** Necromunda with an arc of its own: 2" to 4" along +x, 30° either way, in the declared band (else the second). */
  const withArc: Ruleset = {
    ...necromunda,
    vehicleArc: {
      arcOf: (model, bands, action) => {
        declared.push(action ?? "none");
        return model.kind === "vehicle"
          ? { min: 2, max: 4, heading: 0, turn: Math.PI / 6, action: action ?? bands[1]!.action }
          : null;
      },
    },
  };

  it("a vehicle reaches its arc in the declared speed's band; a fighter reaches band by band", () => {
    const found = tokenReach(tokenOf("vehicle", "charge"), () => true, withArc)!;
    expect(declared).toEqual(["charge"]);
    expect(found.reach.bands.map((b) => b.action)).toEqual(["charge"]);
    const reached = [...found.reach.band.keys()].filter((i) => found.reach.band[i] === 0);
    const spaces = reached.map((i) => [i % found.map.cols, Math.floor(i / found.map.cols)]);
    // From (2.5, 4.5): 2" to 4" ahead, within 30°: columns 4 to 6 of row 4, and the rows beside at 5 and 6.
    expect(spaces).toContainEqual([4, 4]);
    expect(spaces).toContainEqual([6, 4]);
    expect(spaces).not.toContainEqual([7, 4]);
    expect(spaces).not.toContainEqual([3, 4]);
    expect(spaces).not.toContainEqual([2, 7]);
    for (const [c, r] of spaces) expect(Math.abs(Math.atan2(r! - 4, c! - 2))).toBeLessThanOrEqual(Math.PI / 6 + 1e-9);
    const walker = tokenReach(tokenOf("character"), () => true, withArc)!;
    expect(walker.reach.bands.length).toBeGreaterThan(1);
    expect(walker.reach.band[4 * walker.map.cols + 1]).toBeGreaterThanOrEqual(0); // behind it too
  });
});
