/**
 * The reach overlay in Chromium, drawn from a recorded result (tests/fixtures/reach-overlay.json:
 * the engine's reach of a Move 3 fighter on a Necromunda table with a gap and a 1½" platform,
 * tests/support/reach-scene.ts). The overlay's own code turns it into shapes (reachDrawing) and
 * paints them (paintReach) into a recording of exactly the PIXI.Graphics calls it makes; the page
 * replays those calls on a 2D canvas over a dark map, the screenshot is kept under artifacts/, and
 * the screenshot's own pixels are read back: each band's shade where the reach puts it, the map
 * where nothing is reached, the edge line at the gap and the white climb line at the platform.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { Page } from "playwright-core";
import { launchBrowser, screenshot } from "../support/browser";
import { ROOT } from "../support/render";
import { reachOnScene, recordReach, type RecordedReach } from "../support/reach-scene";
import { paintReach, reachDrawing, type OverlayGraphics } from "../../src/foundry/canvas/reach-overlay";
import { bandColor, RULER_COLORS } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";
import type { MoveMap, Reach } from "../../src/rules";

/** Pixels per inch on the page. */
const PX = 50;
/** The map under the overlay. */
const BACKGROUND = [0x30, 0x30, 0x30] as const;

const recorded = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/reach-overlay.json"), "utf8")) as RecordedReach;

/** The recorded reach as the overlay reads it (its map's placement, its bands' actions). */
function replayed(): { reach: Reach; map: MoveMap } {
  const reach = {
    start: recorded.start,
    bands: recorded.bands.map((action) => ({ action })),
    band: Int8Array.from(recorded.band),
    cost: Float64Array.from(recorded.cost, (c) => c ?? Infinity),
    edges: recorded.edges,
    climbs: recorded.climbs,
  } as unknown as Reach;
  return { reach, map: recorded.map as unknown as MoveMap };
}

/** What paintReach tells a PIXI.Graphics, in order. */
type Call = [name: keyof OverlayGraphics, ...args: number[]];

function recordPaint(): Call[] {
  const calls: Call[] = [];
  const graphics: OverlayGraphics = {
    clear: () => calls.push(["clear"]),
    beginFill: (color, alpha) => calls.push(["beginFill", color, alpha]),
    drawRect: (x, y, w, h) => calls.push(["drawRect", x, y, w, h]),
    endFill: () => calls.push(["endFill"]),
    lineStyle: (width, color, alpha) => calls.push(["lineStyle", width, color, alpha]),
    moveTo: (x, y) => calls.push(["moveTo", x, y]),
    lineTo: (x, y) => calls.push(["lineTo", x, y]),
  };
  const { reach, map } = replayed();
  paintReach(graphics, reachDrawing(reach, map, 1 / PX), RULER_COLORS);
  return calls;
}

/** The page: a canvas the calls are replayed on, as PIXI draws them (fills, then each line segment stroked). */
function canvasPage(calls: Call[]): string {
  const width = recorded.map.cols * PX;
  const height = recorded.map.rows * PX;
  return `<canvas id="map" width="${width}" height="${height}"></canvas><script>
const ctx = document.getElementById("map").getContext("2d");
ctx.fillStyle = "rgb(${BACKGROUND.join(",")})";
ctx.fillRect(0, 0, ${width}, ${height});
const rgba = (c, a) => "rgba(" + ((c >> 16) & 255) + "," + ((c >> 8) & 255) + "," + (c & 255) + "," + a + ")";
let fill = null, line = null, at = null;
for (const [name, ...a] of ${JSON.stringify(calls)}) {
  if (name === "beginFill") fill = rgba(a[0], a[1]);
  else if (name === "endFill") fill = null;
  else if (name === "drawRect") { ctx.fillStyle = fill; ctx.fillRect(a[0], a[1], a[2], a[3]); }
  else if (name === "lineStyle") line = a[0] > 0 ? { width: a[0], color: rgba(a[1], a[2]) } : null;
  else if (name === "moveTo") at = a;
  else if (name === "lineTo" && line) {
    ctx.beginPath(); ctx.lineWidth = line.width; ctx.strokeStyle = line.color; ctx.lineCap = "butt";
    ctx.moveTo(at[0], at[1]); ctx.lineTo(a[0], a[1]); ctx.stroke(); at = a;
  }
}
</script>`;
}

/** A page of `body` alone (no stylesheet: the canvas is all there is). */
async function openPage(browser: Browser, body: string, width = 640): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 720 } });
  await page.setContent(`<!doctype html><html lang="en"><body style="margin:0">${body}</body></html>`);
  return page;
}

/** A colour `alpha` of the way over the background, as the page composites it. */
function over(color: number, alpha: number): number[] {
  return [(color >> 16) & 255, (color >> 8) & 255, color & 255].map((c, k) =>
    Math.round(c * alpha + BACKGROUND[k]! * (1 - alpha)),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("reach overlay in Chromium", () => {
  it("the recorded result is still the engine's reach of its table", () => {
    const { map, reach } = reachOnScene();
    expect(JSON.parse(JSON.stringify(recordReach(map, reach)))).toEqual(recorded);
  });

  it("shades each band's spaces in its ruler colour and marks the gap's edge and the platform's climbs", async () => {
    const calls = recordPaint();
    const page = await openPage(browser, canvasPage(calls), recorded.map.cols * PX);
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: recorded.map.cols * PX, height: recorded.map.rows * PX },
    });
    await screenshot(page, "reach-overlay.png");
    // Read the screenshot's own pixels back through an image on a fresh canvas.
    const reader = await openPage(browser, "<canvas id=c></canvas>");
    const count = recorded.bands.length;
    // The points read: each space's centre (off the middle, clear of the fighter's lines), the gap's edge, the climb.
    const points: [number, number][] = recorded.band.map((_, i) => [
      ((i % recorded.map.cols) + 0.5) * PX + 10,
      (Math.floor(i / recorded.map.cols) + 0.5) * PX + 10,
    ]);
    points.push([7 * PX - 1, 4.5 * PX], [3.5 * PX, 2 * PX]);
    const read = await reader.evaluate(
      async ({ data, points }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.getElementById("c") as HTMLCanvasElement;
        canvas.width = image.width;
        canvas.height = image.height;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(image, 0, 0);
        return points.map(([x, y]) => [...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)]);
      },
      { data: png.toString("base64"), points },
    );
    const near = (got: number[], want: number[], what: string) =>
      expect(
        Math.max(...got.map((v, k) => Math.abs(v - want[k]!))),
        `${what}: ${got.join()} vs ${want.join()}`,
      ).toBeLessThanOrEqual(3);
    const centre = (col: number, row: number) => read[row * recorded.map.cols + col]!;
    // Every space: its band's shade at 0.28 over the map, or the map where nothing is reached.
    let shaded = 0;
    for (let i = 0; i < recorded.band.length; i++) {
      const col = i % recorded.map.cols;
      const row = Math.floor(i / recorded.map.cols);
      const band = recorded.band[i]!;
      near(
        centre(col, row),
        band < 0 ? [...BACKGROUND] : over(bandColor(band, count, RULER_COLORS), 0.28),
        `space ${col},${row} band ${band}`,
      );
      if (band >= 0) shaded++;
    }
    expect(shaded).toBeGreaterThan(40);
    // The bands used are distinct colours on the screen: Crawl beside the fighter, Charge on the platform.
    expect(centre(2, 4)).not.toEqual(centre(2, 1));
    // The gap's edge: a 4 px line at x = 7" in the beyond colour, read a pixel left of it, over column 6's shade.
    const beyond = bandColor(count, count, RULER_COLORS);
    const shade = over(bandColor(recorded.band[4 * recorded.map.cols + 6]!, count, RULER_COLORS), 0.28);
    const edge = [(beyond >> 16) & 255, (beyond >> 8) & 255, beyond & 255];
    near(
      read[recorded.band.length]!,
      edge.map((c, k) => Math.round(c * 0.9 + shade[k]! * 0.1)),
      "gap edge",
    );
    // The platform's climb: a white line along y = 2" above the spaces climbed from.
    const white = read[recorded.band.length + 1]!;
    expect(Math.min(...white)).toBeGreaterThan(200);
    await reader.close();
    await page.close();
  });
});
