/**
 * The scene snapshot is checked once (src/rules/scene/check.ts): a snapshot object that passed is not
 * walked again by the next public function it reaches, one finished move walks it once, and a
 * snapshot that fails throws the same clear error at every public boundary, every time. The quick
 * test that spares the labelled messages refuses every member the labelled check refuses.
 */
import { describe, expect, it } from "vitest";
import {
  clearsEdge,
  finishedMoveEffects,
  getRuleset,
  modelById,
  prepareDrag,
  regionById,
  regionsAt,
  type ModelSnapshot,
  type PathStep,
  type RegionSnapshot,
  type Ruleset,
  type SceneSnapshot,
} from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { model, scene, vehicle } from "../support/snapshots";

const bad = <T>(value: unknown): T => value as T;

/**
 * A model whose `name` counts its reads: no engine rule reads the name of a model far from the move,
 * so every read is the check's.
 */
function counted(m: ModelSnapshot, reads: { count: number }): ModelSnapshot {
  const { name, ...rest } = m;
  const out = { ...rest } as ModelSnapshot;
  Object.defineProperty(out, "name", {
    enumerable: true,
    get() {
      reads.count++;
      return name;
    },
  });
  return out;
}

/** 40 bystanders on the scene's far side, each counting the reads of its name. */
function bystanders(reads: { count: number }): ModelSnapshot[] {
  return Array.from({ length: 40 }, (_, i) => counted(model(`b${i}`, 150 + (i % 8) * 5, 150 + i, {}), reads));
}

const region = (id: string, extra: Partial<RegionSnapshot> = {}): RegionSnapshot => ({
  id,
  name: id,
  area: { x: 0, y: 0, width: 10, height: 10 },
  bottom: null,
  top: null,
  terrain: [{ condition: "rubble", height: 0, railing: false }],
  ductwayExit: null,
  lift: null,
  ...extra,
});

/** A carriage's move east through a cart that faces it (one collision), 2 m steps. */
const path: PathStep[] = Array.from({ length: 16 }, (_, i) => ({ x: 10 + i * 2, y: 50, elevation: 0 }));
const allOut = {
  actions: ["d6AllOut"],
  conditions: [],
  turnDistance: 30,
  bands: d6.vehicleBands({ characteristics: { move: 20 } }),
  zeroGravity: false,
};

describe("a snapshot that passed is not walked again", () => {
  it("a second public call on the same snapshot object reads none of its models", () => {
    const reads = { count: 0 };
    const snap = scene(bystanders(reads), { regions: [region("r")] });
    expect(modelById(snap, "b39")?.id).toBe("b39");
    expect(reads.count).toBe(40);
    expect(modelById(snap, "b0")?.id).toBe("b0");
    expect(regionById(snap, "r")?.id).toBe("r");
    expect(regionsAt(snap, { x: 5, y: 5 }, 0).map((r) => r.id)).toEqual(["r"]);
    expect(reads.count).toBe(40);
  });

  it("an OpenD6 vehicle's finished move walks its snapshot once, though the d6 collision capability checks it too", () => {
    const reads = { count: 0 };
    const snap = scene([vehicle("carriage", 10, 50, 0), vehicle("cart", 30, 50, Math.PI, 1), ...bystanders(reads)]);
    const ruleset = getRuleset("d6");
    const move = { mover: "carriage", path, summary: allOut, inCombat: false };
    const effects = finishedMoveEffects(snap, move, ruleset);
    expect(effects.filter((e) => e.type === "collisionCard").map((e) => e.type === "collisionCard" && e.other)).toEqual(
      ["cart"],
    );
    // finishedMoveEffects and the ruleset's collisions.moveEffects (a public boundary) each took the snapshot.
    expect(reads.count).toBe(40);
    expect(finishedMoveEffects(snap, move, ruleset)).toEqual(effects);
    expect(d6.vehicleContacts(snap, "carriage", path)).toHaveLength(1);
    expect(reads.count).toBe(40);
  });

  it("a new snapshot object is checked again, so a changed copy of a checked one is caught", () => {
    const reads = { count: 0 };
    const snap = scene(bystanders(reads));
    modelById(snap, "b0");
    // A copy holding the same model objects checks its own members but not those models again.
    const copy = { ...snap };
    modelById(copy, "b0");
    expect(reads.count).toBe(40);
    // A copy with new model objects (a token moved: the adapter builds each snapshot anew) walks them.
    const rebuilt = { ...snap, models: scene(bystanders(reads)).models };
    modelById(rebuilt, "b0");
    expect(reads.count).toBe(80);
    const broken = { ...snap, models: [...snap.models, model("x", 1, 1, { elevation: Number.NaN })] };
    expect(() => modelById(broken, "b0")).toThrow(
      new RangeError("snapshot.models[40].elevation must be a finite number within ±1000000000000, got NaN"),
    );
  });
});

describe("a drag checks the members it reads, once per snapshot object", () => {
  const necromunda = getRuleset("necromunda");

  it("a second drag on the same snapshot, or a drag on one checked whole, reads none of its models", () => {
    const reads = { count: 0 };
    const snap = scene(bystanders(reads));
    prepareDrag(snap, "b0", necromunda);
    expect(reads.count).toBe(40);
    prepareDrag(snap, "b1", necromunda);
    expect(reads.count).toBe(40);
    const checked = scene(bystanders(reads));
    modelById(checked, "b0");
    expect(reads.count).toBe(80);
    prepareDrag(checked, "b0", necromunda);
    expect(reads.count).toBe(80);
  });

  it("a snapshot checked for a drag is still checked whole where a finished move reads it all", () => {
    const partial = scene([model("a", 1, 1), bad<ModelSnapshot>({ ...model("b", 5, 5), characteristics: null })]);
    expect(prepareDrag(partial, "a", necromunda).otherModels.map((m) => m.id)).toEqual(["b"]);
    expect(() => modelById(partial, "a")).toThrow(
      new TypeError("snapshot.models[1].characteristics must be an object, got null"),
    );
  });

  it("a grid step of 0 passes the whole check but not a drag's, every time", () => {
    const flat = scene([model("a", 1, 1)], { gridStep: 0 });
    expect(modelById(flat, "a")?.id).toBe("a");
    for (let i = 0; i < 2; i++) {
      expect(() => prepareDrag(flat, "a", necromunda)).toThrow(new RangeError("snapshot.gridStep must be > 0, got 0"));
    }
  });

  it("names a model a drag cannot read, every time", () => {
    const snap = scene([model("a", 1, 1), model("b", 5, 5, { visible: bad("yes") })]);
    for (let i = 0; i < 2; i++) {
      expect(() => prepareDrag(snap, "a", necromunda)).toThrow(
        new TypeError("snapshot.models[1].visible must be a boolean, got string"),
      );
    }
  });
});

describe("a snapshot that fails throws the same clear error at every public boundary, every time", () => {
  const nan = model("b", 40, 50, { base: { x: Number.NaN, y: 50, radius: 0.5 } });
  const snap = scene([vehicle("carriage", 10, 50, 0), nan]);
  const message = "snapshot.models[1].base.x must be a finite number within ±1000000000000, got NaN";

  it("from the finished move, the d6 capability and the query alike", () => {
    const move = { mover: "carriage", path, summary: allOut, inCombat: false };
    for (let i = 0; i < 2; i++) {
      expect(() => finishedMoveEffects(snap, move, getRuleset("d6"))).toThrow(new RangeError(message));
      expect(() => d6.collisionMoveEffects(snap, { mover: "carriage", path, summary: allOut })).toThrow(
        new RangeError(message),
      );
      expect(() => d6.vehicleContacts(snap, "carriage", path)).toThrow(new RangeError(message));
      expect(() => modelById(snap, "carriage")).toThrow(new RangeError(message));
    }
  });
});

describe("the quick test refuses every member the labelled check refuses", () => {
  const good = vehicle("v", 5, 5, 0);
  const cases: [string, (m: ModelSnapshot) => unknown, unknown[]][] = [
    ["id", () => null, [3, null, undefined]],
    ["name", () => null, [{}, undefined]],
    ["kind", () => null, ["tank", 1, "Vehicle"]],
    ["disposition", () => null, ["enemy", null]],
    ["base", () => null, [null, [], 5]],
    ["base.x", (m) => m.base, [Number.NaN, Infinity, "1", 1e13]],
    ["base.radius", (m) => m.base, [-1, Number.NaN, null]],
    ["footprint", () => null, [null, "box"]],
    ["footprint.width", (m) => m.footprint, [-0.5, Infinity, undefined]],
    ["footprint.y", (m) => m.footprint, [-1e13, "0"]],
    ["elevation", () => null, [Number.NaN, -Infinity, null]],
    ["status", () => null, [undefined, 3]],
    ["characteristics", () => null, [null, [], 2]],
    ["characteristics.move", (m) => m.characteristics, [Number.NaN, "20", null]],
    ["toughness", () => null, [null, 8]],
    ["toughness.rear", () => ({ front: 8, side: 7, rear: 6 }), [undefined, Number.NaN]],
    ["facing", () => null, [Number.NaN, "north", null]],
    ["visible", () => null, [undefined, 1, "yes"]],
  ];

  /** The model with the member at `member` (dotted) set to `value`, its parent copied from `parent(good)`. */
  function withMember(member: string, parent: (m: ModelSnapshot) => unknown, value: unknown): ModelSnapshot {
    const [key, inner] = member.split(".") as [string, string | undefined];
    if (inner === undefined) return { ...good, [key]: value };
    return { ...good, [key]: { ...(parent(good) as object), [inner]: value } };
  }

  it.each(cases)("%s", (member, parent, values) => {
    for (const value of values) {
      const what = new RegExp(`^snapshot\\.models\\[1\\]\\.${member.replace(".", "\\.")}( |\\.)`);
      expect(() => modelById(scene([good, withMember(member, parent, value)]), "v"), String(value)).toThrow(what);
    }
  });

  it("accepts the edges of every range: 0, ±10¹², a status, no toughness or facing", () => {
    const edges = [
      model("a", 0, 0, { size: 0, elevation: -1e12, status: "prone", characteristics: { move: 0, agility: -3 } }),
      model("b", 1e12, -1e12, {
        size: 0,
        elevation: 1e12,
        facing: -Math.PI,
        toughness: { front: 0, side: -1, rear: 1e12 },
      }),
    ];
    expect(modelById(scene(edges), "b")?.id).toBe("b");
  });

  const regionCases: [string, Partial<RegionSnapshot>][] = [
    ["id", { id: bad(1) }],
    ["name", { name: bad(null) }],
    ["area", { area: bad("all") }],
    ["area.width", { area: { x: 0, y: 0, width: -1, height: 1 } }],
    ["bottom", { bottom: bad(Number.NaN) }],
    ["top", { top: bad("high") }],
    ["terrain", { terrain: bad({}) }],
    ["terrain[0]", { terrain: bad([null]) }],
    ["terrain[0].condition", { terrain: bad([{ condition: 1, height: 0, railing: false }]) }],
    ["terrain[0].height", { terrain: bad([{ condition: "gap", height: -2, railing: false }]) }],
    ["terrain[0].railing", { terrain: bad([{ condition: "gap", height: 2 }]) }],
    ["ductwayExit", { ductwayExit: bad(3) }],
    ["lift", { lift: bad(true) }],
    ["lift.travel", { lift: bad({ travel: Number.NaN, usedRound: null }) }],
    ["lift.usedRound", { lift: bad({ travel: 4, usedRound: 2 }) }],
  ];

  it.each(regionCases)("region %s", (member, change) => {
    const snap: SceneSnapshot = scene([], { regions: [region("ok"), region("r", change)] });
    const escaped = member.replace(/[.[\]]/g, (c) => `\\${c}`);
    expect(() => regionById(snap, "r")).toThrow(new RegExp(`^snapshot\\.regions\\[1\\]\\.${escaped}( |\\.)`));
  });
});

describe("a ruleset is checked once per ruleset object", () => {
  /** A copy of the necromunda ruleset whose `structures` counts its reads (clearsEdge reads only its terrain). */
  function countedRuleset(reads: { count: number }, structures: unknown = getRuleset("necromunda").structures) {
    const ruleset = { ...getRuleset("necromunda") } as Ruleset;
    Object.defineProperty(ruleset, "structures", {
      enumerable: true,
      get() {
        reads.count++;
        return structures;
      },
    });
    return ruleset;
  }

  it("a second call with the same ruleset object does not check it again", () => {
    const reads = { count: 0 };
    const ruleset = countedRuleset(reads);
    expect(clearsEdge("leap", ruleset)).toBe(true);
    const once = reads.count;
    expect(once).toBeGreaterThan(0);
    expect(clearsEdge("initiative", ruleset)).toBe(false);
    expect(reads.count).toBe(once);
  });

  it("a malformed ruleset throws the same error every time", () => {
    const reads = { count: 0 };
    const ruleset = countedRuleset(reads, { ductwayReach: -1 });
    const message = "ruleset.structures.ductwayReach must not be negative, got -1";
    expect(() => clearsEdge("leap", ruleset)).toThrow(new RangeError(message));
    const once = reads.count;
    expect(() => clearsEdge("leap", ruleset)).toThrow(new RangeError(message));
    expect(reads.count).toBe(2 * once);
  });
});
