/**
 * Draws each Adventure scene's background (packs/adventures/scenes/*.json) from the scene's own data,
 * so the art and what Stride measures never disagree: the floor in the scene's `backgroundColor` laid
 * as tiles of its grid, each region filled in its own `color` with a pattern for what its behaviours
 * make it (water, a gap, a raised platform, a hazard, rough ground, a climb…), and the walls as dark
 * lines. The image is a paletted PNG (8-bit indices, encoded by fast-png) at
 * {@link ART_SCALE} pixels per scene pixel; the scene stretches it over its own width and height
 * (`background.fit` "fill"), so a grid space of 100 px is 50 image pixels.
 *
 * Shapes drawn: rectangle (turned about its centre), circle, ellipse and polygon, holes cut out; a
 * region of another shape type throws. Usage:
 *   node scripts/scene-art.mjs          writes assets/scenes/<scene file>.png and sets each scene's
 *                                       `background` to it
 *   node scripts/scene-art.mjs --check  exits 1 if an image or a scene's `background` differs from
 *                                       what the scene's data draws
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { Buffer } from "node:buffer";
import { basename, join } from "node:path";
import { decode, encode } from "fast-png";

/** Image pixels per scene pixel: the art is stretched ×2 over the scene, which keeps it under 4096 px a side. */
export const ART_SCALE = 0.5;

/** The scene sources that get art, relative to the repository root. */
export const SCENES_DIR = "packs/adventures/scenes";

/** Where the images are written, relative to the repository root (copied to dist/ by the build). */
export const ART_DIR = "assets/scenes";

/** The image of a scene source file (`stride-underhive.json` → `assets/scenes/stride-underhive.png`). */
export function artPath(sceneFile) {
  return `${ART_DIR}/${basename(sceneFile, ".json")}.png`;
}

/** The `background` a scene with art carries: the image under the system's folder, stretched over the scene. */
export function backgroundOf(sceneFile) {
  return { src: `systems/stride/${artPath(sceneFile)}`, fit: "fill" };
}

/** Colour of the wall lines (walls that block movement or not: every wall is drawn). */
const WALL = "#1f1c19";
/** Colour of a door's line. */
const DOOR = "#8a5a2b";
/** Half the drawn wall's width, in image pixels. */
const WALL_HALF_WIDTH = 3;

/** Terrain conditions by the pattern they are drawn with. */
const CONDITION_KINDS = {
  water: "water",
  shallowWater: "water",
  gap: "gap",
  impassable: "impassable",
  raised: "platform",
  dangerous: "hazard",
  tremors: "hazard",
  difficult: "rough",
  rubble: "rough",
  rough: "rough",
  moderate: "rough",
  mud: "rough",
  underbrush: "rough",
  denseCrowds: "rough",
  thickSnow: "rough",
  fog: "veil",
  darkness: "veil",
  zeroGravity: "veil",
  climb: "climb",
  obstacle: "obstacle",
  ladder: "rungs",
  stairs: "rungs",
  structure: "outline",
  easy: "plain",
};

/** Drawing order of the kinds: ground first, then what stands on it, then holes in it, outlines last. */
const KIND_ORDER = [
  "plain",
  "rough",
  "veil",
  "water",
  "hazard",
  "platform",
  "climb",
  "obstacle",
  "rungs",
  "lift",
  "duct",
  "gap",
  "impassable",
  "outline",
];

/**
 * What a region is drawn as: by its first Stride behaviour (a terrain condition, a lift, a ductway),
 * else a raised platform when its bottom is above the ground, else plain.
 * @param {{behaviors?: {type: string, system?: {condition?: string}}[], elevation?: {bottom?: number|null}}} region
 * @returns {string} one of KIND_ORDER
 */
export function regionKind(region) {
  for (const behavior of region.behaviors ?? []) {
    if (behavior.type === "stride.lift") return "lift";
    if (behavior.type === "stride.ductway") return "duct";
    const kind = CONDITION_KINDS[behavior.system?.condition ?? ""];
    if (behavior.type === "stride.terrain" && kind) return kind;
  }
  return (region.elevation?.bottom ?? 0) > 0 ? "platform" : "plain";
}

/** `#rrggbb` → [r, g, b]. */
function rgb(hex) {
  const m = /^#([0-9a-f]{6})$/i.exec(hex ?? "");
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** `colour` moved towards `to` by `t` (0…1), rounded. */
function mix(colour, to, t) {
  return colour.map((c, i) => Math.round(c + (to[i] - c) * t));
}
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

/**
 * A membership test for one shape in scene pixels.
 * @returns {(x: number, y: number) => boolean}
 */
function shapeTest(shape) {
  const turn = ((shape.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(-turn);
  const sin = Math.sin(-turn);
  switch (shape.type) {
    case "rectangle": {
      const cx = shape.x + shape.width / 2;
      const cy = shape.y + shape.height / 2;
      return (x, y) => {
        const dx = x - cx;
        const dy = y - cy;
        const u = dx * cos - dy * sin;
        const v = dx * sin + dy * cos;
        return Math.abs(u) <= shape.width / 2 && Math.abs(v) <= shape.height / 2;
      };
    }
    case "circle":
      return (x, y) => (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.radius ** 2;
    case "ellipse":
      return (x, y) => {
        const dx = x - shape.x;
        const dy = y - shape.y;
        const u = dx * cos - dy * sin;
        const v = dx * sin + dy * cos;
        return (u / shape.radiusX) ** 2 + (v / shape.radiusY) ** 2 <= 1;
      };
    case "polygon": {
      const p = shape.points;
      return (x, y) => {
        let inside = false;
        for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
          const [xi, yi, xj, yj] = [p[i], p[i + 1], p[j], p[j + 1]];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      };
    }
    default:
      throw new Error(`a region shape of type ${shape.type} is not drawn`);
  }
}

/** The scene-pixel box of a shape (turned shapes: the box of their circumscribed circle). */
function shapeBox(shape) {
  if (shape.type === "polygon") {
    const xs = shape.points.filter((_, i) => i % 2 === 0);
    const ys = shape.points.filter((_, i) => i % 2 === 1);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  }
  if (shape.type === "rectangle") {
    const r = shape.rotation ? Math.hypot(shape.width, shape.height) / 2 : 0;
    const [cx, cy] = [shape.x + shape.width / 2, shape.y + shape.height / 2];
    return r ? [cx - r, cy - r, cx + r, cy + r] : [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
  }
  const r = shape.type === "circle" ? shape.radius : Math.max(shape.radiusX, shape.radiusY);
  return [shape.x - r, shape.y - r, shape.x + r, shape.y + r];
}

/** A region's membership test (a point in a shape and in no hole) and its box, in scene pixels. */
function regionTest(region) {
  const solid = region.shapes.filter((s) => !s.hole);
  const solids = solid.map(shapeTest);
  const holes = region.shapes.filter((s) => s.hole).map(shapeTest);
  const boxes = solid.map(shapeBox);
  const box = [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
  return { inside: (x, y) => solids.some((t) => t(x, y)) && !holes.some((t) => t(x, y)), box };
}

/** A small deterministic hash of two integers, 0…255 (speckle). */
function hash(a, b) {
  let h = (Math.imul(a, 374761393) + Math.imul(b, 668265263)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return (h ^ (h >>> 16)) & 255;
}

/**
 * The colour of image pixel (x, y) inside a region of `kind`, or null to leave what is below.
 * `edge(dx, dy)` tells whether the point that far away (image pixels) is outside the region.
 * @returns {"base"|"light"|"dark"|null}
 */
function patternTone(kind, x, y, edge, cell) {
  const rim = edge(-2, 0) || edge(2, 0) || edge(0, -2) || edge(0, 2);
  switch (kind) {
    case "outline":
      return rim || edge(-5, 0) || edge(5, 0) || edge(0, -5) || edge(0, 5)
        ? Math.floor((x + y) / 8) % 2 === 0
          ? "dark"
          : null
        : null;
    case "platform":
      if (edge(-4, 0) || edge(0, -4)) return "light";
      if (edge(4, 0) || edge(0, 4)) return "dark";
      return x % cell === 0 || y % cell === 0 ? "dark" : "base";
    case "gap":
      if (rim) return "light";
      return (x + y) % 14 < 3 ? "base" : "dark";
    case "impassable":
      if (rim) return "dark";
      return (x + y) % 12 < 2 || (x - y + 12000) % 12 < 2 ? "light" : "base";
    case "water":
      if (rim) return "dark";
      return (((y + 4 * Math.sin(x / 7)) % 16) + 16) % 16 < 2.5 ? "light" : "base";
    case "hazard":
      if (rim) return "dark";
      return Math.floor((x + y) / 10) % 2 === 0 ? "base" : "dark";
    case "rough": {
      if (rim) return "dark";
      const h = hash(Math.floor(x / 3), Math.floor(y / 3));
      return h < 40 ? "dark" : h > 225 ? "light" : "base";
    }
    case "veil":
      if (rim) return "dark";
      return x % 10 < 2 && (y + 5 * (Math.floor(x / 10) % 2)) % 10 < 2 ? "light" : "base";
    case "climb": {
      if (rim) return "dark";
      const row = Math.floor(y / 6);
      return y % 6 === 0 || (x + (row % 2) * 6) % 12 === 0 ? "dark" : "base";
    }
    case "obstacle":
      if (rim) return "dark";
      return y % 8 < 2 ? "light" : x % 8 < 1 ? "dark" : "base";
    case "rungs":
      if (rim || edge(-4, 0) || edge(4, 0)) return "dark";
      return y % 8 < 2 ? "light" : "base";
    case "lift": {
      if (rim || edge(-5, 0) || edge(5, 0) || edge(0, -5) || edge(0, 5)) return "dark";
      return "base";
    }
    case "duct":
      if (rim) return "dark";
      return x % 5 === 0 || y % 5 === 0 ? "dark" : "base";
    default:
      return rim ? "dark" : "base";
  }
}

/**
 * Draws a scene's background from its data.
 * @param {object} scene a Scene source: `width`, `height`, `backgroundColor`, `grid.size`, `regions`
 *   (`color`, `shapes`, `behaviors`, `elevation`), `walls` (`c`, `door`)
 * @param {number} [scale] image pixels per scene pixel
 * @returns {{width: number, height: number, palette: number[][], pixels: Uint8Array}} indices into
 *   `palette` ([r, g, b]), row by row
 */
export function drawScene(scene, scale = ART_SCALE) {
  const width = Math.round(scene.width * scale);
  const height = Math.round(scene.height * scale);
  const palette = [];
  const index = new Map();
  const colourIndex = (c) => {
    const key = c.join(",");
    if (!index.has(key)) {
      if (palette.length === 256) throw new Error(`${scene.name}: more than 256 colours`);
      index.set(key, palette.length);
      palette.push(c);
    }
    return index.get(key);
  };
  const pixels = new Uint8Array(width * height);
  const cell = Math.max(4, Math.round(scene.grid.size * scale));

  // The floor: tiles of the grid, alternate ones a shade lighter, with darker joints.
  const floor = rgb(scene.backgroundColor);
  const floorTones = [colourIndex(floor), colourIndex(mix(floor, WHITE, 0.06)), colourIndex(mix(floor, BLACK, 0.18))];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const joint = x % cell === 0 || y % cell === 0;
      pixels[y * width + x] = joint ? floorTones[2] : floorTones[(Math.floor(x / cell) + Math.floor(y / cell)) % 2];
    }
  }

  const regions = (scene.regions ?? [])
    .map((region, order) => ({ region, order, kind: regionKind(region) }))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.order - b.order);
  for (const { region, kind } of regions) {
    const base = rgb(region.color ?? "#808080");
    const tones = {
      base: colourIndex(base),
      light: colourIndex(mix(base, WHITE, 0.3)),
      // A gap's depth: nearly black between its hatching.
      dark: colourIndex(mix(base, BLACK, kind === "gap" ? 0.75 : 0.45)),
    };
    const { inside, box } = regionTest(region);
    const at = (ix, iy) => inside((ix + 0.5) / scale, (iy + 0.5) / scale);
    const x0 = Math.max(0, Math.floor(box[0] * scale));
    const y0 = Math.max(0, Math.floor(box[1] * scale));
    const x1 = Math.min(width, Math.ceil(box[2] * scale));
    const y1 = Math.min(height, Math.ceil(box[3] * scale));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if (!at(x, y)) continue;
        const tone = patternTone(kind, x, y, (dx, dy) => !at(x + dx, y + dy), cell);
        if (tone) pixels[y * width + x] = tones[tone];
      }
    }
  }

  // Walls: a thick line along each segment.
  for (const wall of scene.walls ?? []) {
    const colour = colourIndex(rgb(wall.door ? DOOR : WALL));
    const [ax, ay, bx, by] = wall.c.map((v) => v * scale);
    const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const pad = WALL_HALF_WIDTH + 1;
    for (let y = Math.max(0, Math.floor(Math.min(ay, by) - pad)); y < Math.min(height, Math.max(ay, by) + pad); y++) {
      for (let x = Math.max(0, Math.floor(Math.min(ax, bx) - pad)); x < Math.min(width, Math.max(ax, bx) + pad); x++) {
        const [px, py] = [x + 0.5, y + 0.5];
        const t = length2 ? Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2)) : 0;
        if (Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))) <= WALL_HALF_WIDTH) {
          pixels[y * width + x] = colour;
        }
      }
    }
  }
  return { width, height, palette, pixels };
}

/**
 * A paletted PNG (colour type 3, 8 bits) of a drawn image, encoded by fast-png.
 * @param {{width: number, height: number, palette: number[][], pixels: Uint8Array}} image
 * @returns {Buffer}
 */
export function encodePng({ width, height, palette, pixels }) {
  return Buffer.from(encode({ width, height, data: pixels, depth: 8, channels: 1, palette }));
}

/**
 * Reads back an 8-bit paletted PNG (fast-png's decoder, which checks each chunk's CRC); throws
 * when the file is not one, since only this script's own images are read.
 * @param {Buffer} png
 * @returns {{width: number, height: number, palette: number[][], pixels: Uint8Array}}
 */
export function decodePng(png) {
  const image = decode(png, { checkCrc: true });
  if (!image.palette || image.depth !== 8 || image.channels !== 1) throw new Error("not an 8-bit paletted PNG");
  return {
    width: image.width,
    height: image.height,
    palette: image.palette.map((c) => [...c].slice(0, 3)),
    pixels: Uint8Array.from(image.data),
  };
}

/** Whether two drawn images show the same colour at every pixel (palettes may be ordered differently). */
export function sameImage(a, b) {
  if (a.width !== b.width || a.height !== b.height) return false;
  const key = (palette) => palette.map((c) => c.join(","));
  const [pa, pb] = [key(a.palette), key(b.palette)];
  for (let i = 0; i < a.pixels.length; i++) if (pa[a.pixels[i]] !== pb[b.pixels[i]]) return false;
  return true;
}

/** Writes (or with `check`, compares) every scene's image and `background`; returns the files that differ. */
export function run(root, { check = false } = {}) {
  const differ = [];
  mkdirSync(join(root, ART_DIR), { recursive: true });
  for (const file of readdirSync(join(root, SCENES_DIR))
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const sourcePath = join(root, SCENES_DIR, file);
    const text = readFileSync(sourcePath, "utf8");
    const scene = JSON.parse(text);
    const image = drawScene(scene);
    const out = join(root, artPath(file));
    const same = existsSync(out) && sameImage(decodePng(readFileSync(out)), image);
    const background = { ...scene.background, ...backgroundOf(file) };
    const sameBackground = JSON.stringify(background) === JSON.stringify(scene.background);
    if (check) {
      if (!same) differ.push(artPath(file));
      if (!sameBackground) differ.push(`${SCENES_DIR}/${file}`);
      continue;
    }
    if (!same) writeFileSync(out, encodePng(image));
    if (!sameBackground) {
      // The scene's own top-level field, rewritten in place so the rest of the file keeps its layout.
      const field = /\n {2}"background": \{[^}]*\}/;
      if (!field.test(text)) throw new Error(`${file}: no top-level "background" object to set`);
      const value = JSON.stringify(background, null, 2).replace(/\n/g, "\n  ");
      writeFileSync(sourcePath, text.replace(field, `\n  "background": ${value}`));
    }
    const size = readFileSync(out).length;
    console.log(
      `${artPath(file)} ${image.width}×${image.height}, ${image.palette.length} colours, ${(size / 1024).toFixed(1)} KB`,
    );
  }
  return differ;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const root = new URL("..", import.meta.url).pathname;
  const differ = run(root, { check: process.argv.includes("--check") });
  if (differ.length) {
    console.error(`Out of date (run node scripts/scene-art.mjs): ${differ.join(", ")}`);
    process.exit(1);
  }
}
