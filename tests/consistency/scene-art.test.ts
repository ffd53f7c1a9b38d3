/**
 * The Adventure scenes' backgrounds (assets/scenes/*.png), drawn by scripts/scene-art.mjs from each
 * scene's own data: every scene names its image, the image is what the scene's data draws today (so
 * art and walls agree), small, and shipped in dist/ and the zip beside the pack that references it.
 * Evidence: docs/foundry-evidence.md § 56. Run `npm run build` first for the dist/ checks.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { readPackSources } from "../../scripts/packs.mjs";
import {
  ART_SCALE,
  artPath,
  backgroundOf,
  decodePng,
  drawScene,
  encodePng,
  regionKind,
  sameImage,
  type DrawnImage,
} from "../../scripts/scene-art.mjs";

const ROOT = process.cwd();
const SCENES = join(ROOT, "packs", "adventures", "scenes");
const DIST = join(ROOT, "dist");
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
const temp = mkdtempSync(join(tmpdir(), "stride-scene-art-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Shape {
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  hole: boolean;
}
interface Region {
  name: string;
  color: string;
  shapes: Shape[];
  behaviors: { type: string; system: { condition?: string } }[];
  elevation: { bottom: number | null };
}
interface Scene {
  _id: string;
  name: string;
  width: number;
  height: number;
  backgroundColor: string;
  background: { src: string | null; fit?: string };
  grid: { size: number };
  regions: Region[];
  walls: { c: number[]; door: number }[];
}

const files = readdirSync(SCENES)
  .filter((f) => f.endsWith(".json"))
  .sort();
const scenes = files.map((file) => ({ file, scene: JSON.parse(readFileSync(join(SCENES, file), "utf8")) as Scene }));
/** Each scene drawn once, by file. */
const drawn = new Map(scenes.map(({ file, scene }) => [file, drawScene(scene)]));

/** [r, g, b] of `#rrggbb`. */
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
/** The colour at image pixel (x, y). */
const colourAt = (image: DrawnImage, x: number, y: number) => image.palette[image.pixels[y * image.width + x]!]!;
/** The mean colour of the image's pixels in a square of `half` pixels about (x, y). */
function meanAround(image: DrawnImage, x: number, y: number, half: number): number[] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let j = y - half; j <= y + half; j++) {
    for (let i = x - half; i <= x + half; i++) {
      colourAt(image, i, j).forEach((c, k) => (sum[k]! += c));
      n++;
    }
  }
  return sum.map((s) => s / n);
}
/** The colours (`#rrggbb`) of the image's pixels in a square of `half` pixels about (x, y). */
function coloursAround(image: DrawnImage, x: number, y: number, half: number): string[] {
  const seen = new Set<string>();
  for (let j = y - half; j <= y + half; j++) {
    for (let i = x - half; i <= x + half; i++) {
      seen.add(
        `#${colourAt(image, i, j)
          .map((c) => c.toString(16).padStart(2, "0"))
          .join("")}`,
      );
    }
  }
  return [...seen];
}
const within = (shape: Shape, x: number, y: number) =>
  x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height;
const nearWall = (scene: Scene, x: number, y: number, reach: number) =>
  scene.walls.some(({ c: [ax, ay, bx, by] }) => {
    const t = Math.max(
      0,
      Math.min(1, ((x - ax!) * (bx! - ax!) + (y - ay!) * (by! - ay!)) / ((bx! - ax!) ** 2 + (by! - ay!) ** 2)),
    );
    return Math.hypot(x - (ax! + t * (bx! - ax!)), y - (ay! + t * (by! - ay!))) <= reach;
  });

describe("the Adventure scenes' backgrounds", () => {
  it("are set on every scene: the image of the scene's file under systems/stride/assets/scenes/, stretched over it", () => {
    expect(files.length).toBe(5);
    for (const { file, scene } of scenes) {
      expect(scene.background, file).toEqual({
        src: `systems/stride/assets/scenes/${file.replace(".json", ".png")}`,
        fit: "fill",
      });
      expect(backgroundOf(file)).toEqual(scene.background);
    }
  });

  it("are the images the scenes' data draws today (run node scripts/scene-art.mjs after editing a scene)", () => {
    for (const { file, scene } of scenes) {
      const committed = decodePng(readFileSync(join(ROOT, artPath(file))));
      expect(committed.width, file).toBe(Math.round(scene.width * ART_SCALE));
      expect(committed.height, file).toBe(Math.round(scene.height * ART_SCALE));
      expect(sameImage(committed, drawn.get(file)!), `${artPath(file)} is out of date`).toBe(true);
    }
  });

  it("are compact PNGs of at most 4096 pixels a side and 150 KB", () => {
    for (const { file } of scenes) {
      const png = readFileSync(join(ROOT, artPath(file)));
      const image = decodePng(png);
      expect(Math.max(image.width, image.height), file).toBeLessThanOrEqual(4096);
      expect(png.length, file).toBeLessThan(150 * 1024);
      expect(png.length, file).toBeGreaterThan(2_000);
    }
  });

  it("show each region in its own colour where no other region or wall lies, the walls as dark lines and the floor between", () => {
    let checked = 0;
    for (const { file, scene } of scenes) {
      const image = drawn.get(file)!;
      for (const region of scene.regions) {
        expect(region.shapes.every((s) => s.type === "rectangle" && !s.rotation && !s.hole)).toBe(true);
        const shape = region.shapes[0]!;
        const [cx, cy] = [shape.x + shape.width / 2, shape.y + shape.height / 2];
        const others = scene.regions.filter((r) => r !== region && r.shapes.some((s) => within(s, cx, cy)));
        if (others.length || nearWall(scene, cx, cy, 40) || regionKind(region) === "outline") continue;
        // Every pattern shows the region's own colour; no floor shows through.
        const seen = coloursAround(image, Math.floor(cx * ART_SCALE), Math.floor(cy * ART_SCALE), 7);
        expect(seen, `${file}: ${region.name}`).toContain(region.color.toLowerCase());
        expect(seen, `${file}: ${region.name}`).not.toContain(scene.backgroundColor.toLowerCase());
        checked++;
      }
      for (const { c } of scene.walls) {
        const [x, y] = [((c[0]! + c[2]!) / 2) * ART_SCALE, ((c[1]! + c[3]!) / 2) * ART_SCALE];
        expect(colourAt(image, Math.floor(x), Math.floor(y)), `${file}: wall ${c.join(",")}`).toEqual(rgb("#1f1c19"));
      }
      // The scene's top left corner is floor in every scene but the River Crossing (fields to the edges).
      if (scene.regions.some((r) => r.shapes.some((s) => within(s, 10, 10)))) continue;
      expect(distance(meanAround(image, 12, 12, 8), rgb(scene.backgroundColor)), file).toBeLessThan(20);
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it("follow the data: a region moved in the scene moves in the drawing", () => {
    const { scene } = scenes.find((s) => s.file === "stride-underhive.json")!;
    const pool = scene.regions.find((r) => r.name === "Sump pool")!;
    const moved = structuredClone(scene);
    moved.regions.find((r) => r.name === "Sump pool")!.shapes[0]!.x -= 1500;
    const [before, after] = [drawn.get("stride-underhive.json")!, drawScene(moved)];
    expect(sameImage(before, after)).toBe(false);
    const [x, y] = [(pool.shapes[0]!.x + 250 - 1500) * ART_SCALE, (pool.shapes[0]!.y + 250) * ART_SCALE];
    expect(coloursAround(after, x, y, 7)).toContain(pool.color);
    expect(coloursAround(before, x, y, 7)).not.toContain(pool.color);
  });

  it("read back what they wrote, and refuse a PNG with a damaged chunk or a shape they cannot draw", () => {
    const image = drawScene(scenes[0]!.scene, 0.05);
    const png = encodePng(image);
    expect(sameImage(decodePng(png), image)).toBe(true);
    const broken = Buffer.from(png);
    broken[20] = broken[20]! ^ 0xff;
    expect(() => decodePng(broken)).toThrow(/CRC/);
    const odd = structuredClone(scenes[0]!.scene);
    odd.regions[0]!.shapes[0]!.type = "star";
    expect(() => drawScene(odd, 0.05)).toThrow(/type star is not drawn/);
  });
});

describe("the built package's scene art (run `npm run build` first)", () => {
  it("ships each image under dist/assets/scenes and in the zip, referenced by the packed Adventure's scene", async () => {
    expect(existsSync(join(DIST, "packs", "adventures")), "dist/ is missing: run npm run build").toBe(true);
    await extractPack(join(DIST, "packs", "adventures"), join(temp, "out"), { log: false });
    const packed = (await readPackSources(join(temp, "out"))) as unknown as { scenes: Scene[] }[];
    const packedScenes = packed.flatMap((a) => a.scenes);
    expect(packedScenes.length).toBe(scenes.length);
    const zip = unzipSync(new Uint8Array(readFileSync(join(DIST, `stride-${manifest.version}.zip`))));
    for (const { file, scene } of scenes) {
      const path = artPath(file);
      expect(packedScenes.find((s) => s._id === scene._id)?.background.src, file).toBe(`systems/stride/${path}`);
      expect(readFileSync(join(DIST, path)).equals(readFileSync(join(ROOT, path))), path).toBe(true);
      expect(zip[path]?.length, path).toBe(readFileSync(join(ROOT, path)).length);
    }
  });
});
