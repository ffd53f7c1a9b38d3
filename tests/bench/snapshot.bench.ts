/**
 * The adapter's snapshot, once per drag or finished move (DESIGN.md § Performance: < 2 ms on a
 * scene of 1,000 tokens, 200 regions, a third of them polygons, and 500 walls, some of them doors
 * and one-way walls): the whole scene, and the snapshot for a mover on one of two v14 scene levels,
 * which reads only that level's half.
 */
import { bench, describe } from "vitest";
import { WARM } from "./warm";
import {
  sceneSnapshot,
  type RegionLike,
  type SceneLike,
  type TokenLike,
  type WallLike,
} from "../../src/foundry/snapshot";

/**
 * A scene of `tokens` 1" fighters and `regions` terrain regions spread over two levels, and `walls`
 * walls (every tenth a closed door, every seventh one-way, every eleventh not blocking movement).
 */
function scene(tokens: number, regions: number, walls: number): SceneLike {
  const level = (i: number) => (i % 2 === 0 ? "ground" : "upper");
  const tokenList: TokenLike[] = Array.from({ length: tokens }, (_, i) => ({
    id: `t${i}`,
    name: `Fighter ${i}`,
    x: (i % 40) * 150,
    y: Math.floor(i / 40) * 150,
    width: 1,
    height: 1,
    elevation: 0,
    rotation: 0,
    disposition: i % 3 === 0 ? -1 : 1,
    level: level(i),
    actor: { type: "fighter", system: { status: "standing", movementProfile: { characteristics: { move: 5 } } } },
  }));
  const regionList: RegionLike[] = Array.from({ length: regions }, (_, i) => ({
    id: `r${i}`,
    name: `Region ${i}`,
    elevation: { bottom: 0, top: null },
    shapes:
      i % 3 === 0
        ? [{ type: "polygon", points: [i * 10, 0, i * 10 + 300, 50, i * 10 + 200, 300, i * 10, 250] }]
        : [{ type: "rectangle", x: i * 10, y: 400, width: 200, height: 200 }],
    behaviors: [{ type: "stride.terrain", system: { condition: i % 2 ? "difficult" : "gap", height: 2 } }],
    levels: i % 4 === 0 ? new Set<string>() : new Set([level(i)]),
  }));
  const wallList: WallLike[] = Array.from({ length: walls }, (_, i) => ({
    c: [(i % 25) * 240, Math.floor(i / 25) * 300, (i % 25) * 240 + 200, Math.floor(i / 25) * 300 + 40],
    move: i % 11 === 0 ? 0 : 20,
    door: i % 10 === 0 ? 1 : 0,
    ds: 0,
    dir: i % 7 === 0 ? 1 : 0,
  }));
  return { grid: { size: 100, distance: 1, units: "in" }, tokens: tokenList, regions: regionList, walls: wallList };
}

describe("scene snapshot, 1000 tokens, 200 regions, 500 walls", () => {
  const big = scene(1000, 200, 500);
  bench(
    "whole scene",
    () => {
      sceneSnapshot(big, "in");
    },
    WARM,
  );
  bench(
    "for a mover on one of two levels",
    () => {
      sceneSnapshot(big, "in", { mover: { id: "t0", level: "ground" } });
    },
    WARM,
  );
});
