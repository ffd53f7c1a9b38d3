/**
 * v14 scene levels in the adapter: a snapshot built for a mover reads only the tokens on its level
 * (TokenData#level) and the regions whose `levels` include it (RegionData#levels; none named: every
 * level), so collisions, directly towards/away, structures, push-off, pathfinding and the reach's
 * map (terrain, occupied spaces, raised ground) never meet another floor.
 * On v13 (no level anywhere) nothing changes. Small fakes of the document fields read
 * (docs/foundry-evidence.md § 11).
 */
import { describe, expect, it } from "vitest";
import { cellAt, finishedMoveEffects, getRuleset, prepareDrag, prepareMap } from "../../src/rules";
import { stridePathJob } from "../../src/foundry/canvas/placeables/tokens/find-path";
import {
  onLevel,
  regionOnLevel,
  sceneSnapshot,
  type RegionLike,
  type SceneLike,
  type TokenLike,
} from "../../src/foundry/snapshot";
import { decideDirectly } from "../../src/foundry/effects/directly";
import { structureOffers, type StructureToken } from "../../src/foundry/effects/structures";
import { pushOffCheck } from "../../src/foundry/hooks/push-off";
import { directlyCandidates, type HudTokenDocument } from "../../src/foundry/hooks/directly-loot-hud";

/** A 1" grid of 100 px in inches. */
const inchGrid = { size: 100, distance: 1, units: "in" };

/** A 1" fighter whose top-left corner is at (x, y) px, on `level` when given (v14). */
function fighter(id: string, x: number, y: number, level?: string, extra: Partial<TokenLike> = {}): TokenLike {
  return {
    id,
    name: id,
    x,
    y,
    elevation: 0,
    width: 1,
    height: 1,
    disposition: 1,
    ...(level === undefined ? {} : { level }),
    actor: { type: "fighter", system: { movementProfile: { characteristics: { move: 5 } } } },
    ...extra,
  };
}

/** A rectangular region (px) with one Stride terrain behavior, limited to `levels` when given. */
function terrain(
  id: string,
  shape: { x: number; y: number; width: number; height: number },
  system: Record<string, unknown>,
  levels?: Iterable<string> | null,
): RegionLike {
  return {
    id,
    name: id,
    shapes: [{ type: "rectangle", ...shape }],
    behaviors: [{ type: "stride.terrain", system }],
    ...(levels === undefined ? {} : { levels }),
  };
}

describe("which tokens and regions are on a level", () => {
  it("a token is on its own level only; a token on no level, and any token for no level, count everywhere", () => {
    expect(onLevel("ground", { level: "ground" })).toBe(true);
    expect(onLevel("ground", { level: "upper" })).toBe(false);
    expect(onLevel("ground", {})).toBe(true);
    expect(onLevel("ground", { level: null })).toBe(true);
    expect(onLevel(null, { level: "upper" })).toBe(true);
  });

  it("a region is on the levels it names (a Set on the document, an array in its source), or on all", () => {
    expect(regionOnLevel("ground", { levels: new Set(["upper"]) })).toBe(false);
    expect(regionOnLevel("ground", { levels: new Set(["upper", "ground"]) })).toBe(true);
    expect(regionOnLevel("ground", { levels: ["upper"] })).toBe(false);
    expect(regionOnLevel("ground", { levels: ["ground"] })).toBe(true);
    expect(regionOnLevel("ground", { levels: new Set() })).toBe(true);
    expect(regionOnLevel("ground", { levels: [] })).toBe(true);
    expect(regionOnLevel("ground", { levels: null })).toBe(true);
    expect(regionOnLevel("ground", {})).toBe(true);
    expect(regionOnLevel(null, { levels: new Set(["upper"]) })).toBe(true);
  });
});

describe("the snapshot built for a mover (v14 scene levels)", () => {
  const gap = { condition: "gap", height: 4 };
  const area = { x: 0, y: 500, width: 300, height: 300 };
  const scene: SceneLike = {
    grid: inchGrid,
    tokens: [fighter("me", 0, 0, "ground"), fighter("below", 200, 0, "ground"), fighter("above", 200, 0, "upper")],
    regions: [
      terrain("upperOnly", area, gap, new Set(["upper"])),
      terrain("both", area, gap, ["ground", "upper"]),
      terrain("unlimited", area, gap, new Set()),
      terrain("v13", area, gap),
    ],
  };

  it("reads only the tokens and regions on the mover's level", () => {
    const snapshot = sceneSnapshot(scene, "in", { mover: { id: "me", level: "ground" } });
    expect(snapshot.models.map((m) => [m.id, m.level])).toEqual([
      ["me", "ground"],
      ["below", "ground"],
    ]);
    expect(snapshot.regions.map((r) => r.id)).toEqual(["both", "unlimited", "v13"]);
  });

  it("keeps the mover itself when it is read for another level (where its move started)", () => {
    const snapshot = sceneSnapshot(scene, "in", { mover: { id: "me", level: "upper" } });
    expect(snapshot.models.map((m) => m.id)).toEqual(["me", "above"]);
    expect(snapshot.regions.map((r) => r.id)).toEqual(["upperOnly", "both", "unlimited", "v13"]);
  });

  it("reads everything for a mover on no level, and on v13, where no token or region names one", () => {
    const all = sceneSnapshot(scene, "in");
    expect(sceneSnapshot(scene, "in", { mover: { id: "me" } })).toEqual(all);
    expect(all.models).toHaveLength(3);
    expect(all.regions).toHaveLength(4);
    const v13: SceneLike = {
      grid: inchGrid,
      tokens: [fighter("me", 0, 0), fighter("you", 200, 0)],
      regions: [terrain("gap", area, gap)],
    };
    expect(sceneSnapshot(v13, "in", { mover: { id: "me", level: null } })).toEqual(sceneSnapshot(v13, "in"));
  });
});

describe("a token on level 2 is not a collision for a mover on level 1 (OpenD6 vehicles)", () => {
  const od6 = getRuleset("d6");
  const metreGrid = { size: 100, distance: 1, units: "m" };
  /** A 4 m vehicle at (x, y) px facing `rotation` degrees (270 east, 90 west), on `level`. */
  function vehicle(id: string, x: number, rotation: number, level: string): TokenLike {
    const characteristics = { move: 20, vehicle: 1, vehicleSpeed: 2, topSpeed: 4, toughness: 6, armor: 3 };
    return {
      id,
      name: id,
      x,
      y: 4800,
      elevation: 0,
      width: 4,
      height: 4,
      rotation,
      disposition: 0,
      level,
      actor: { type: "d6vehicle", system: { kind: "vehicle", movementProfile: { characteristics } } },
    };
  }
  /** The carriage drives 2 m → 60 m east along y 50 m, through where the cart stands. */
  function collisions(cartLevel: string): (string | null)[] {
    const scene: SceneLike = {
      grid: metreGrid,
      tokens: [vehicle("carriage", 0, 270, "ground"), vehicle("cart", 3000, 90, cartLevel)],
      regions: [],
    };
    const snapshot = sceneSnapshot(scene, "m", { mover: { id: "carriage", level: "ground" } });
    const path = [
      { x: 2, y: 50, elevation: 0 },
      { x: 60, y: 50, elevation: 0 },
    ];
    const effects = finishedMoveEffects(snapshot, { mover: "carriage", path, summary: null, inCombat: false }, od6);
    return effects.flatMap((e) => (e.type === "collisionCard" ? [e.other] : []));
  }

  it("meets the cart on its own level, and drives under it on the floor above", () => {
    expect(collisions("ground")).toEqual(["cart"]);
    expect(collisions("upper")).toEqual([]);
  });
});

describe("directly towards and away stay on the mover's level", () => {
  const necromunda = getRuleset("necromunda");
  function setup(otherLevel: string) {
    const me = fighter("me", 0, 0, "ground");
    const foe = fighter("foe", 1000, 0, otherLevel, { disposition: -1 });
    const mate = fighter("mate", 0, 300, "ground");
    const scene = { grid: inchGrid, tokens: [me, foe, mate], regions: [] } as never;
    const doc = (t: TokenLike) => ({ ...t, parent: scene }) as HudTokenDocument;
    return { me: doc(me), foe: doc(foe), scene };
  }

  it("moves towards a token on its level, and finds no line to one on another", () => {
    const same = setup("ground");
    expect(decideDirectly(same.me, same.foe, "towards", 2, necromunda, null)!.distance).toBe(2);
    const other = setup("upper");
    expect(decideDirectly(other.me, other.foe, "towards", 2, necromunda, null)).toBeNull();
  });

  it("offers only the tokens on the mover's level in the HUD's list", () => {
    const same = setup("ground");
    expect(directlyCandidates(same.me, []).candidates.map((c) => c.id)).toEqual(["foe", "mate"]);
    const other = setup("upper");
    expect(directlyCandidates(other.me, []).candidates.map((c) => c.id)).toEqual(["mate"]);
  });
});

describe("a region limited to level 2 does not test a token on level 1", () => {
  it("offers the leap at a gap's edge on the token's level only (structures)", () => {
    const necromunda = getRuleset("necromunda");
    const offers = (gapLevels: string[]) => {
      const edge = { ...fighter("edge", 850, 100, "ground"), parent: null as unknown };
      const gap = terrain("G", { x: 1000, y: 0, width: 300, height: 300 }, { condition: "gap", height: 4 }, gapLevels);
      edge.parent = { grid: inchGrid, tokens: [edge], regions: [gap] };
      return structureOffers(edge as unknown as StructureToken, necromunda).edgeTest;
    };
    expect(offers(["ground"])).toBeDefined();
    expect(offers(["upper"])).toBeUndefined();
  });

  it("pushes off from raised terrain on the level the move started on only (dh2 zero gravity)", () => {
    const dh2 = getRuleset("dh2");
    /** Kade floats 2 m up beside a 3 m wall limited to `wallLevels`, and moved off from level `from`. */
    const check = (wallLevels: string[], from: string) => {
      const wall = terrain("wall", { x: 400, y: 0, width: 100, height: 100 }, { condition: "obstacle", height: 3 });
      const scene = {
        grid: { size: 100, distance: 1, units: "m" },
        flags: { stride: { gravity: "zero" } },
        tokens: [] as TokenLike[],
        regions: [{ ...wall, levels: new Set(wallLevels) }],
      };
      // After a level change the token is on "upper"; the move started on `from`.
      const kade = { ...fighter("kade", 300, 0, "upper", { elevation: 2 }), parent: scene };
      kade.actor = { type: "character", system: { movementProfile: { characteristics: {} }, flyingSpeed: 0 } };
      scene.tokens.push(kade);
      const movement = { method: "dragging", chain: [], origin: { x: 300, y: 0, elevation: 2, level: from } };
      return pushOffCheck(kade, movement, dh2)?.key ?? null;
    };
    expect(check(["ground"], "ground")).toBeNull();
    expect(check(["upper"], "ground")).toBe("STRIDE.Dh2.pushOff.none");
    expect(check(["upper"], "upper")).toBeNull();
  });
});

describe("pathfinding and the reach meet only the mover's level", () => {
  const GRID_DIAGONALS = {
    EQUIDISTANT: 0,
    EXACT: 1,
    APPROXIMATE: 2,
    RECTILINEAR: 3,
    ALTERNATING_1: 4,
    ALTERNATING_2: 5,
    ILLEGAL: 6,
  };
  const context = {
    revision: 1,
    ruleset: getRuleset("necromunda"),
    voluntaryEngage: false,
    canSee: () => true,
    diagonalTable: GRID_DIAGONALS,
  };
  const at = (col: number, row: number) => ({
    x: col * 100,
    y: row * 100,
    elevation: 0,
    action: "move",
    explicit: true,
    checkpoint: true,
  });
  /** Me on the ground floor at (2, 2) going to (8, 2), past `regions` and `others`. */
  const pathWith = async (regions: RegionLike[], others: TokenLike[] = []) => {
    const me = fighter("me", 200, 200, "ground");
    const scene = {
      grid: { ...inchGrid, diagonals: 0 },
      dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 1000, sceneHeight: 1000 },
      tokens: [me, ...others],
      regions,
      walls: [],
    };
    const job = stridePathJob({ document: { ...me, parent: scene } }, [at(2, 2), at(8, 2)], {}, context)!;
    return (await job.promise)!;
  };
  /** Impassable terrain from x = 5" down to y = 8", limited to `levels`. */
  const block = (levels: string[]) =>
    terrain("block", { x: 500, y: 0, width: 100, height: 800 }, { condition: "impassable" }, levels);

  it("goes round impassable terrain on its own level, straight through it on another (terrain)", async () => {
    const round = await pathWith([block(["ground"])]);
    expect(Math.max(...round.map((w) => w.y))).toBeGreaterThanOrEqual(800);
    const straight = await pathWith([block(["upper"])]);
    expect(straight.map((w) => [w.x, w.y])).toEqual([
      [200, 200],
      [800, 200],
    ]);
  });

  it("steps round a fighter on its own level, and through the space of one on another (collisions)", async () => {
    const inTheWay = (level: string) => fighter("other", 500, 200, level, { disposition: 1 });
    const round = await pathWith([], [inTheWay("ground")]);
    expect(round.length).toBeGreaterThan(2);
    const straight = await pathWith([], [inTheWay("upper")]);
    expect(straight).toHaveLength(2);
  });

  it("climbs only the raised surfaces of its own level (the map's ground, structures)", async () => {
    const necromunda = getRuleset("necromunda");
    const platform = (levels: string[]) =>
      terrain("platform", { x: 500, y: 0, width: 500, height: 1000 }, { condition: "raised", height: 3 }, levels);
    const me = fighter("me", 200, 200, "ground");
    const scene = (levels: string[]) => ({
      grid: inchGrid,
      dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 1000, sceneHeight: 1000 },
      tokens: [me],
      regions: [platform(levels)],
    });
    const mapOf = (levels: string[]) =>
      prepareMap(prepareDrag(sceneSnapshot(scene(levels), "in", { mover: me }), "me", necromunda));
    const own = mapOf(["ground"]);
    const other = mapOf(["upper"]);
    const east = cellAt(own, { x: 6.5, y: 2.5 });
    expect(own.ground[east]).toBe(3);
    expect(other.ground[east]).toBe(0);
    expect(other.vertical).toBeNull();
  });
});
