/**
 * The engine's shared and narrowed look-ups give the answers of a look-up per question: a
 * `rules.play` table keeps its prepared drag only while nothing but the mover moved; a snapshot
 * built from the last one checked is checked where it differs; the 1" rule's chunked search finds
 * the zone a search per segment finds; a vehicle's contacts and a placement read only the bases
 * near them, and still check every base.
 */
import { describe, expect, it } from "vitest";
import {
  basesAlongPath,
  ElevatedBaseIndex,
  entryFraction,
  placeNear,
  play,
  zoneEntryFraction,
  type Base,
  type ElevatedBase,
  type PlayModel,
  type RegionSnapshot,
} from "../../src/rules";
import { checkDerivedSnapshot, checkSceneSnapshot } from "../../src/rules/scene/check";
import { model, scene } from "../support/snapshots";

/** A small deterministic generator, so every run tests the same cases. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bad = <T>(value: unknown): T => value as T;

/** A Necromunda fighter with Move 4" on a 1" base. */
const fighter = (id: string, side: PlayModel["side"], x: number, y = 0): PlayModel => ({
  id,
  type: "fighter",
  side,
  x,
  y,
  base: 1,
  system: { profile: { move: 4 }, status: "standing" },
});

describe("rules.play: the prepared drag is shared between moves", () => {
  it("reads an enemy where it moved to, not where the mover's last move found it", () => {
    const table = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0), fighter("e", "hostile", 8.5)],
    });
    expect(table.move("a", { action: "move", path: [[2, 0]] }).stopped).toBeNull();
    table.endTurn();
    // The enemy comes to 5": its zone's edge is 3" from a's centre at 2".
    expect(table.move("e", { action: "move", path: [[5, 0]] }).stopped).toBeNull();
    table.endTurn();
    const shared = table.move("a", { action: "move", path: [[5, 0]] });
    const fresh = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 2), fighter("e", "hostile", 5)],
    }).move("a", { action: "move", path: [[5, 0]] });
    expect(shared.stopped?.reason).toBe("engaged");
    expect(shared.end.x).toBeCloseTo(3, 5);
    expect(shared.stopped).toEqual(fresh.stopped);
    expect(shared.end).toEqual(fresh.end);
  });

  it("reads a fighter the mover's own move pushed aside where it was pushed to", () => {
    const truck: PlayModel = { id: "t", type: "vehicle", side: "friendly", x: 0, y: 0, base: 2, system: {} };
    const table = play({ ruleset: "necromunda", combat: true, models: [truck, fighter("f", "friendly", 3, 0.8)] });
    const run = table.move("t", { path: [[5, 0]] });
    expect(run.effects.some((e) => e.type === "move" && e.model === "f")).toBe(true);
    const pushed = table.model("f");
    expect(pushed.y).toBeGreaterThan(2);
    table.endTurn();
    // An end 1" from the fighter's new centre overlaps its base (1.5" would touch); 2.7" from the old one.
    const end: [number, number] = [pushed.x, pushed.y + 1];
    const onto = table.move("t", { path: [end] });
    const fresh = play({
      ruleset: "necromunda",
      combat: true,
      models: [{ ...truck, x: 5 }, fighter("f", "friendly", pushed.x, pushed.y)],
    }).move("t", { path: [end] });
    expect(onto.stopped?.reason).toBe("overlap");
    expect(onto.stopped).toEqual(fresh.stopped);
    expect(onto.end).toEqual(fresh.end);
  });

  it("keeps the mover's own moves counted: the second move of a turn stops at the allowance", () => {
    const table = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0), fighter("e", "hostile", 30)],
    });
    expect(table.move("a", { action: "move", path: [[3, 0]] }).stopped).toBeNull();
    const second = table.move("a", { action: "move", path: [[6, 0]] });
    expect(second.stopped?.reason).toBe("allowance");
    expect(second.end.x).toBeCloseTo(4, 5);
  });

  it("builds each snapshot from the last: the mover's model is new, every other the same object", () => {
    const table = play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0), fighter("b", "friendly", 10), fighter("c", "friendly", 20)],
    });
    const before = table.snapshot();
    table.move("b", { action: "move", path: [[12, 0]] });
    const after = table.snapshot();
    expect(after).not.toBe(before);
    expect(after.models.map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(after.models[0]).toBe(before.models[0]);
    expect(after.models[2]).toBe(before.models[2]);
    expect(after.models[1]!.base).toEqual({ x: 12, y: 0, radius: 0.5 });
  });
});

describe("the snapshot check walks what differs from the last snapshot checked", () => {
  const models = () => [model("a", 10, 10), model("b", 20, 20), model("c", 30, 30)];

  it("refuses a bad model put where a checked one stood, naming it", () => {
    const first = scene(models());
    checkSceneSnapshot(first);
    const next = { ...first, models: [...first.models] };
    next.models[1] = bad({ ...first.models[1], base: { x: Number.NaN, y: 0, radius: 0.5 } });
    expect(() => checkSceneSnapshot(next)).toThrow("snapshot.models[1].base.x");
  });

  it("checks a new list of regions though the models are those checked", () => {
    const first = scene(models());
    checkSceneSnapshot(first);
    const region = bad<RegionSnapshot>({ id: "r", name: "r", area: null, bottom: null, top: null, terrain: 3 });
    expect(() => checkSceneSnapshot({ ...first, regions: [region] })).toThrow("snapshot.regions[0].terrain");
  });

  it("checks a derived snapshot's replaced models, and the whole of one that differs otherwise", () => {
    const first = scene(models());
    checkSceneSnapshot(first);
    const moved = { ...first, models: [...first.models] };
    moved.models[2] = bad({ ...first.models[2], elevation: Infinity });
    expect(() => checkDerivedSnapshot(moved, first, [2])).toThrow("snapshot.models[2].elevation");
    const good = { ...first, models: [...first.models] };
    good.models[0] = model("a", 11, 10);
    expect(() => checkDerivedSnapshot(good, first, [0])).not.toThrow();
    const regions = [bad<RegionSnapshot>({ id: 4 })];
    expect(() => checkDerivedSnapshot({ ...good, regions }, first, [0])).toThrow("snapshot.regions[0].id");
  });
});

describe('the 1" rule looks enemies up once per stretch of the path', () => {
  /** The first entry by testing every base on every segment, the lowest base first of equal entries. */
  function reference(path: readonly { x: number; y: number; elevation: number }[], bases: ElevatedBase[], r: number) {
    for (let s = 0; s + 1 < path.length; s++) {
      let best: { segment: number; t: number; base: number } | null = null;
      bases.forEach((b, i) => {
        const t = entryFraction(path[s]!, path[s + 1]!, r, 1, b);
        if (t !== null && (best === null || t < best.t)) best = { segment: s, t, base: i };
      });
      if (best) return best;
    }
    return null;
  }

  it("finds the segment, fraction and base a test of every base finds, on 200 random tables", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = mulberry32(seed);
      const bases: ElevatedBase[] = Array.from({ length: 60 }, () => ({
        x: random() * 40,
        y: random() * 40,
        radius: 0.25 + random() * 0.75,
        elevation: random() < 0.3 ? Math.floor(random() * 3) : 0,
      }));
      const path = [{ x: random() * 40, y: random() * 40, elevation: 0 }];
      for (let i = 0; i < 70; i++) {
        const last = path.at(-1)!;
        path.push({
          x: last.x + (random() - 0.5) * 2,
          y: last.y + (random() - 0.5) * 2,
          elevation: random() < 0.1 ? Math.floor(random() * 2) : last.elevation,
        });
      }
      expect(new ElevatedBaseIndex(bases).firstEntry(path, 0.5, 1), `seed ${seed}`).toEqual(
        reference(path, bases, 0.5),
      );
    }
  });

  it("of two zones entered at the same point, names the base given first", () => {
    const bases: ElevatedBase[] = [
      { x: 10, y: 1.8, radius: 0.5, elevation: 0 },
      { x: 10, y: -1.8, radius: 0.5, elevation: 0 },
    ];
    const path = Array.from({ length: 41 }, (_, i) => ({ x: i * 0.5, y: 0, elevation: 0 }));
    const entry = new ElevatedBaseIndex(bases).firstEntry(path, 0.5, 1);
    expect(entry?.base).toBe(0);
    expect(new ElevatedBaseIndex([...bases].reverse()).firstEntry(path, 0.5, 1)).toEqual(entry);
  });
});

describe("a vehicle's contacts and a placement read only the bases near them", () => {
  it("basesAlongPath: every base a test of each segment reaches, in path order, bases far off included in the list", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = mulberry32(seed);
      const bases: Base[] = Array.from({ length: 300 }, () => ({
        x: random() * 200,
        y: random() * 200,
        radius: 0.5,
      }));
      const path = [{ x: 20 + random() * 10, y: 20 + random() * 10 }];
      for (let i = 0; i < 40; i++) path.push({ x: path.at(-1)!.x + random() * 2, y: path.at(-1)!.y + random() * 2 });
      const reached = new Map<number, { base: number; segment: number; t: number }>();
      for (let s = 0; s + 1 < path.length; s++) {
        bases.forEach((b, i) => {
          if (reached.has(i)) return;
          const [a, c] = [path[s]!, path[s + 1]!];
          const t = zoneEntryFraction(a.x, a.y, c.x, c.y, 1, 0.05, b);
          if (t !== null) reached.set(i, { base: i, segment: s, t });
        });
      }
      const expected = [...reached.values()].sort(
        (x, y) => x.segment + x.t - (y.segment + y.t) || x.segment - y.segment || x.base - y.base,
      );
      expect(basesAlongPath(path, 1, bases), `seed ${seed}`).toEqual(expected);
    }
  });

  it("basesAlongPath: two bases reached at the same point go in the order given", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ];
    const above = { x: 5, y: 1.2, radius: 0.5 };
    const below = { x: 5, y: -1.2, radius: 0.5 };
    expect(basesAlongPath(path, 1, [above, below]).map((c) => c.base)).toEqual([0, 1]);
    expect(basesAlongPath(path, 1, [below, above]).map((c) => c.base)).toEqual([0, 1]);
  });

  it("placeNear: the same spot with a thousand bases far away, which are still checked", () => {
    const area = { x: 10, y: 10, width: 1, height: 1 };
    const near: Base[] = [
      { x: 10.5, y: 10.5, radius: 0.5 },
      { x: 12, y: 10.5, radius: 0.5 },
    ];
    const far: Base[] = Array.from({ length: 1000 }, (_, i) => ({
      x: 100 + (i % 40),
      y: Math.floor(i / 40),
      radius: 0.5,
    }));
    const rules = { radius: 0.5, reach: 1, bases: near, enemies: [near[1]!], zone: 1 };
    const spot = placeNear(area, rules);
    expect(spot).not.toBeNull();
    expect(placeNear(area, { ...rules, bases: [...far, ...near], enemies: [...far, near[1]!] })).toEqual(spot);
    const broken = [...far, { x: 500, y: Number.NaN, radius: 0.5 }];
    expect(() => placeNear(area, { ...rules, bases: broken })).toThrow("bases[1000].y");
    expect(() => placeNear(area, { ...rules, enemies: broken })).toThrow("bases[1000].y");
  });
});
