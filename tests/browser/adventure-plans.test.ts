/**
 * A plan view of each Adventure's scenes in Chromium, drawn from the pack data (packs/adventures, as
 * the Foundry CLI packs it): the scene's background image (assets/scenes, drawn by
 * scripts/scene-art.mjs) stretched over the scene as Foundry's "fill" does, the walls as red lines,
 * each region's shapes outlined in its colour with its name, each token's square with its name, and
 * the journal pin. This is NOT Foundry's canvas (no grid, lighting, vision or Stride's ruler): it shows
 * what the pack places where, and that the art and the walls agree. One screenshot per Adventure in
 * artifacts/adventure-<ruleset>.png. Foundry's own rendering of the background: Quench `stride.sceneArt`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { ROOT } from "../support/render";
import { readPackSources, resolveAdventure } from "../../scripts/packs.mjs";
import { ART_SCALE } from "../../scripts/scene-art.mjs";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Shape {
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
  radius?: number;
  radiusX?: number;
  radiusY?: number;
  points?: number[];
}
interface Scene {
  _id: string;
  name: string;
  width: number;
  height: number;
  backgroundColor: string;
  background: { src: string };
  grid: { size: number; distance: number; units: string };
  regions: { name: string; color: string; shapes: Shape[] }[];
  walls: { c: [number, number, number, number] }[];
  tokens: { name: string; x: number; y: number; width: number; height: number; elevation: number }[];
  notes: { x: number; y: number; text: string }[];
}
interface Adventure {
  name: string;
  flags: { stride: { ruleset: string } };
  scenes: Scene[];
}

const DIR = join(ROOT, "packs", "adventures");
const adventures = (await Promise.all(
  (await readPackSources(DIR)).map((doc) => resolveAdventure(DIR, doc)),
)) as unknown as Adventure[];

/** Width of a scene's plan on the page, in CSS pixels. */
const PLAN_WIDTH = 960;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The background image of a scene as a data URL, read from the repository path its `src` names. */
function backgroundUrl(scene: Scene): string {
  const path = scene.background.src.replace(/^systems\/stride\//, "");
  return `data:image/png;base64,${readFileSync(join(ROOT, path)).toString("base64")}`;
}

/** One shape as SVG, in scene pixels. */
function shapeSvg(shape: Shape, attrs: string): string {
  const turn = (cx: number, cy: number) => (shape.rotation ? ` transform="rotate(${shape.rotation} ${cx} ${cy})"` : "");
  switch (shape.type) {
    case "rectangle":
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}"${turn(shape.x + shape.width / 2, shape.y + shape.height / 2)} ${attrs}/>`;
    case "circle":
      return `<circle cx="${shape.x}" cy="${shape.y}" r="${shape.radius}" ${attrs}/>`;
    case "ellipse":
      return `<ellipse cx="${shape.x}" cy="${shape.y}" rx="${shape.radiusX}" ry="${shape.radiusY}"${turn(shape.x, shape.y)} ${attrs}/>`;
    default:
      return `<polygon points="${(shape.points ?? []).join(" ")}" ${attrs}/>`;
  }
}

/**
 * Places labels without overlap: each label takes the first of its candidate positions (scene
 * pixels, text's left end and baseline) whose box crosses no label placed before, and turns to end at
 * its point where it would run past the scene's right edge.
 */
function labeller(sceneWidth: number, font: number) {
  const placed: [number, number, number, number][] = [];
  return (candidates: [number, number][], text: string, cls: string, extra = "") => {
    const width = text.length * font * 0.56;
    const boxOf = ([x, y]: [number, number]): [number, number, number, number] => {
      const left = Math.min(x, sceneWidth - width - font / 2);
      return [left, y - font, left + width, y + font * 0.25];
    };
    const free = (b: [number, number, number, number]) =>
      placed.every((p) => b[2] <= p[0] || b[0] >= p[2] || b[3] <= p[1] || b[1] >= p[3]);
    const box = candidates.map(boxOf).find(free) ?? boxOf(candidates[0]!);
    placed.push(box);
    return `<text class="${cls}" x="${box[0]}" y="${box[3] - font * 0.25}" font-size="${font}"${extra}>${escape(text)}</text>`;
  };
}

/** A scene's plan: the background image under an SVG of its regions, walls, tokens and note. */
function planHtml(scene: Scene): string {
  const s = PLAN_WIDTH / scene.width;
  const font = 12 / s;
  const line = font * 1.25;
  const label = labeller(scene.width, font);
  const size = scene.grid.size;
  // Tokens' names first (below the square, else above), then regions' (down from the top left).
  const tokenNames = scene.tokens.map((t) => {
    const name = t.elevation ? `${t.name} (${t.elevation} ${scene.grid.units} up)` : t.name;
    const below = t.y + t.height * size + font * 1.05;
    return label(
      [0, 1, 2].map((k) => [t.x, below + k * line] as [number, number]).concat([[t.x, t.y - font * 0.3]]),
      name,
      "token-name",
    );
  });
  const regions = scene.regions
    .map((region, i) => {
      const [first] = region.shapes;
      const outlines = region.shapes
        .map((shape) => shapeSvg(shape, `class="outline" stroke="${region.color}" stroke-width="${3 / s}"`))
        .join("");
      const [x, y] = [(first?.x ?? 0) + font / 2, (first?.y ?? 0) + font * 1.2];
      const text = label(
        [0, 1, 2, 3, 4, 5].map((k) => [x, y + k * line] as [number, number]),
        region.name,
        "region-name",
      );
      return `<g data-region="${i}">${outlines}${text}</g>`;
    })
    .join("");
  const walls = scene.walls
    .map(
      ({ c: [ax, ay, bx, by] }, i) =>
        `<line data-wall="${i}" x1="${ax}" y1="${ay}" x2="${bx}" y2="${by}" stroke="#e0302a" stroke-width="${2 / s}"/>`,
    )
    .join("");
  const tokens = scene.tokens
    .map(
      (t, i) =>
        `<g data-token="${i}"><rect x="${t.x}" y="${t.y}" width="${t.width * size}" height="${t.height * size}"` +
        ` rx="${size / 6}" class="token" stroke-width="${2 / s}"/>${tokenNames[i]}</g>`,
    )
    .join("");
  const notes = scene.notes
    .map(
      (n) =>
        `<g data-note><circle cx="${n.x}" cy="${n.y}" r="${8 / s}" class="note" stroke-width="${2 / s}"/>` +
        `${label([[n.x + 12 / s, n.y + font / 3]], n.text, "note-name")}</g>`,
    )
    .join("");
  const height = Math.round(scene.height * s);
  return (
    `<figure data-scene="${scene._id}"><figcaption>${escape(scene.name)} · ${scene.width / size} × ${scene.height / size}` +
    ` spaces of ${scene.grid.distance} ${escape(scene.grid.units)} · ${scene.regions.length} regions, ${scene.walls.length}` +
    ` walls, ${scene.tokens.length} tokens</figcaption>` +
    `<div class="plan" style="width:${PLAN_WIDTH}px;height:${height}px;background:${scene.backgroundColor}">` +
    `<img alt="" src="${backgroundUrl(scene)}" style="width:${PLAN_WIDTH}px;height:${height}px">` +
    `<svg viewBox="0 0 ${scene.width} ${scene.height}" width="${PLAN_WIDTH}" height="${height}" overflow="visible">` +
    `${regions}${walls}${tokens}${notes}</svg></div></figure>`
  );
}

const STYLE =
  `<style>body{background:#202124;color:#eee;padding:12px}h1{font-size:16px;margin:0 0 4px}` +
  `p.honest{font-size:12px;margin:0 0 10px;color:#c8c8c8}figure{margin:0 0 40px}figcaption{font-size:13px;margin-bottom:4px}` +
  `.plan{position:relative}.plan img,.plan svg{position:absolute;left:0;top:0}.plan img{object-fit:fill}` +
  `.outline{fill:none}text{font-family:sans-serif;fill:#fff;paint-order:stroke;stroke:#000;stroke-width:0.25em}` +
  `.token{fill:rgba(255,255,255,.55);stroke:#111}.note{fill:#f2c230;stroke:#111}.note-name{fill:#f2c230}</style>`;

/** The page of one Adventure: a heading that says what this is, then each scene's plan. */
const adventurePage = (adventure: Adventure) =>
  `${STYLE}<h1>${escape(adventure.name)}</h1><p class="honest">Plan view of the Adventure's pack data` +
  ` (background image, walls, regions, tokens, journal pin), drawn in a test page; not Foundry's canvas.</p>` +
  adventure.scenes.map(planHtml).join("");

describe("a plan view of each Adventure's scenes from the pack data (not Foundry's canvas)", () => {
  it("holds the four Adventures with five scenes between them", () => {
    expect(adventures.map((a) => a.flags.stride.ruleset).sort()).toEqual(["d6", "dh2", "necromunda", "shadowrun"]);
    expect(adventures.flatMap((a) => a.scenes).length).toBe(5);
  });

  for (const ruleset of ["dh2", "necromunda", "shadowrun", "d6"]) {
    it(`draws the ${ruleset} Adventure's scenes: the background loaded at half the scene's size, every region, wall and token on it`, async () => {
      const adventure = adventures.find((a) => a.flags.stride.ruleset === ruleset)!;
      const page = await openPage(browser, adventurePage(adventure), PLAN_WIDTH + 40);
      for (const scene of adventure.scenes) {
        const figure = page.locator(`figure[data-scene="${scene._id}"]`);
        const image = await figure.locator("img").evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          return { complete: img.complete, width: img.naturalWidth, height: img.naturalHeight };
        });
        expect(image, scene.name).toEqual({
          complete: true,
          width: Math.round(scene.width * ART_SCALE),
          height: Math.round(scene.height * ART_SCALE),
        });
        expect(await figure.locator("[data-region]").count(), scene.name).toBe(scene.regions.length);
        expect(await figure.locator("[data-wall]").count(), scene.name).toBe(scene.walls.length);
        expect(await figure.locator("[data-token]").count(), scene.name).toBe(scene.tokens.length);
        // Every token's square lies on the plan.
        const plan = (await figure.locator(".plan").boundingBox())!;
        for (const box of await figure
          .locator("[data-token] rect")
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(box.x).toBeGreaterThanOrEqual(plan.x - 0.5);
          expect(box.y).toBeGreaterThanOrEqual(plan.y - 0.5);
          expect(box.x + box.width).toBeLessThanOrEqual(plan.x + plan.width + 0.5);
          expect(box.y + box.height).toBeLessThanOrEqual(plan.y + plan.height + 0.5);
        }
        // The art and the walls agree: under each wall's middle the decoded image shows the wall colour.
        const underWalls = await figure.locator("img").evaluate(
          (img: HTMLImageElement, { walls, scale }) => {
            const canvas = document.createElement("canvas");
            [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
            const ctx = canvas.getContext("2d")!;
            ctx.drawImage(img, 0, 0);
            return walls.map(([ax, ay, bx, by]) =>
              Array.from(
                ctx.getImageData(Math.floor(((ax + bx) / 2) * scale), Math.floor(((ay + by) / 2) * scale), 1, 1).data,
              ),
            );
          },
          { walls: scene.walls.map((w) => w.c), scale: ART_SCALE },
        );
        expect(underWalls, scene.name).toEqual(scene.walls.map(() => [0x1f, 0x1c, 0x19, 255]));
      }
      expect(await page.locator("p.honest").textContent()).toContain("not Foundry's canvas");
      await screenshot(page, `adventure-${ruleset}.png`);
      await page.close();
    });
  }
});
