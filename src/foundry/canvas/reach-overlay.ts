/**
 * The reach overlay: the spaces a selected token can get to this turn, shaded band by band in the
 * ruler's colours (canvas/placeables/tokens/ruler-colors.ts), and a line on each edge where a
 * test would stop it (the engine's src/rules/map reach). Toggled by a keybinding; worked out again
 * only when the token, the scene or the turn changed (a key of what it was drawn from).
 *
 * Evidence (docs/foundry-evidence.md § 36): keybindings as tokens/allowance-test.ts registers them;
 * `PIXI.Graphics` `beginFill(color, alpha)`, `drawRect`, `lineStyle`, `moveTo`/`lineTo`, `clear`
 * (PixiJS 7, the version v13 bundles); the overlay is added to `canvas.interface` (v13 Canvas
 * page: the interface group holds the drawings above the tokens) and removed on `canvasTearDown`.
 * @module
 */
import { reachOf, type MoveMap, type Reach } from "../../rules";
import { historyCost } from "./placeables/tokens/movement-path";
import { bandColor } from "./placeables/tokens/ruler-colors";
import { mapFor, diagonalRuleOf, type PathToken } from "./placeables/tokens/find-path";
import { centreOf, frameOf, sceneSnapshot, type Frame, type TokenLike } from "../snapshot";
import { rulesetBands, type TurnAllowance } from "../movement/allowance";
import { tokenAllowance } from "../movement/token-allowance";
import { activeRuleset, voluntaryEngage } from "../settings";
import type { CoreMovementWaypoint } from "../../types/foundry-augment";

/** A rectangle to shade, pixels. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A line to draw, pixels. */
export interface PixelLine {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** What the overlay draws: per band (index into the reach's bands) the rectangles to shade, and the edges. */
export interface ReachDrawing {
  readonly bands: readonly (readonly PixelRect[])[];
  readonly edges: readonly PixelLine[];
}

/**
 * The overlay's shapes for a reach: the spaces of each band, runs along a row merged into one
 * rectangle, and for each edge where a test stops the mover the side (or corner, on a diagonal)
 * its space shares with the one beyond. Pure.
 * @param scale ruleset units per pixel
 */
export function reachDrawing(reach: Reach, map: MoveMap, scale: number): ReachDrawing {
  const px = (v: number) => v / scale;
  const size = px(map.cell);
  const bands: PixelRect[][] = reach.bands.map(() => []);
  for (let row = 0; row < map.rows; row++) {
    let col = 0;
    while (col < map.cols) {
      const band = reach.band[row * map.cols + col]!;
      let end = col + 1;
      while (end < map.cols && reach.band[row * map.cols + end] === band) end++;
      if (band >= 0) {
        bands[band]!.push({
          x: px(map.originX) + col * size,
          y: px(map.originY) + row * size,
          width: (end - col) * size,
          height: size,
        });
      }
      col = end;
    }
  }
  const edges = reach.edges.map(({ from, to }) => {
    const [c0, r0] = [from % map.cols, Math.floor(from / map.cols)];
    const [dc, dr] = [(to % map.cols) - c0, Math.floor(to / map.cols) - r0];
    // The shared side's centre lies half a space from the centre towards the other space.
    const cx = px(map.originX) + (c0 + 0.5 + dc / 2) * size;
    const cy = px(map.originY) + (r0 + 0.5 + dr / 2) * size;
    if (dc !== 0 && dr !== 0) {
      const tick = size / 4;
      return { x0: cx - tick * dr, y0: cy + tick * dc, x1: cx + tick * dr, y1: cy - tick * dc };
    }
    return dc !== 0
      ? { x0: cx, y0: cy - size / 2, x1: cx, y1: cy + size / 2 }
      : { x0: cx - size / 2, y0: cy, x1: cx + size / 2, y1: cy };
  });
  return { bands, edges };
}

/** The canvas token the overlay is drawn for. */
export interface ReachToken extends PathToken {
  readonly document: PathToken["document"] & {
    readonly movementHistory?: readonly CoreMovementWaypoint[];
    readonly combatant?: { readonly combat?: { readonly round?: number; readonly turn?: number | null } | null } | null;
    measureMovementPath?(waypoints: readonly CoreMovementWaypoint[]): { readonly distance: number };
  };
}

/** Fill opacity of the shaded spaces. */
const FILL_ALPHA = 0.28;
/** Colour of the edge lines (the ruler's beyond-every-band colour is the last slot). */
const EDGE_WIDTH = 4;

/**
 * The reach of a token this turn and the map it was worked out on, or null when the token has no
 * allowance (no actor the ruleset reads) or stands off a scene. The turn's history counts: its
 * cost and distance, ruleset units.
 */
export function tokenReach(
  token: ReachToken,
  canSee: (token: TokenLike) => boolean,
): { readonly reach: Reach; readonly map: MoveMap; readonly frame: Frame } | null {
  const document = token.document;
  const scene = document.parent;
  if (!scene || !document.id || scene.grid.isHexagonal === true) return null;
  const allowance: TurnAllowance | null = tokenAllowance(document as unknown as Parameters<typeof tokenAllowance>[0]);
  if (!allowance) return null;
  const ruleset = activeRuleset();
  const frame = frameOf(scene.grid, ruleset.unit);
  const gridless = scene.grid.isGridless === true;
  const table = (globalThis as { CONST?: { GRID_DIAGONALS?: Record<string, number> } }).CONST?.GRID_DIAGONALS ?? {};
  const { map } = mapFor({
    snapshot: sceneSnapshot(scene, ruleset.unit, { canSee, mover: document }),
    moverId: document.id,
    ruleset,
    gridless,
    diagonals: diagonalRuleOf(scene.grid.diagonals, table) ?? "equidistant",
    engaging: false,
    voluntaryEngage: voluntaryEngage(),
  });
  const history = document.movementHistory ?? [];
  const ratio = frame.ratio;
  const distance = history.length > 1 ? (document.measureMovementPath?.(history).distance ?? 0) : 0;
  const reach = reachOf(map, ruleset.bands, centreOf(document, document, frame), {
    turn: rulesetBands(allowance),
    history: { cost: historyCost(history) * ratio, distance: distance * ratio },
  });
  return { reach, map, frame };
}

/** The Graphics the overlay draws into (PIXI.Graphics, the members used). */
export interface OverlayGraphics {
  clear(): unknown;
  beginFill(color: number, alpha: number): unknown;
  drawRect(x: number, y: number, width: number, height: number): unknown;
  endFill(): unknown;
  lineStyle(width: number, color: number, alpha: number): unknown;
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
}

/** Draws a reach's shapes into the graphics, each band in its ruler colour. */
export function paintReach(graphics: OverlayGraphics, drawing: ReachDrawing, colors?: readonly string[]): void {
  graphics.clear();
  const count = drawing.bands.length;
  drawing.bands.forEach((rects, band) => {
    if (!rects.length) return;
    graphics.beginFill(colors ? bandColor(band, count, colors) : bandColor(band, count), FILL_ALPHA);
    for (const r of rects) graphics.drawRect(r.x, r.y, r.width, r.height);
    graphics.endFill();
  });
  if (drawing.edges.length) {
    graphics.lineStyle(EDGE_WIDTH, colors ? bandColor(count, count, colors) : bandColor(count, count), 0.9);
    for (const e of drawing.edges) {
      graphics.moveTo(e.x0, e.y0);
      graphics.lineTo(e.x1, e.y1);
    }
    graphics.lineStyle(0, 0, 0);
  }
}

/**
 * What a drawn reach was worked out from: the token, where it stands, the turn (combat round and
 * turn, the history's length), and the scene's revision. Drawn again only when it changes.
 */
export function reachKey(token: ReachToken, revision: number): string {
  const d = token.document;
  const combat = d.combatant?.combat;
  return [
    d.id,
    d.x,
    d.y,
    d.elevation ?? 0,
    combat?.round ?? "",
    combat?.turn ?? "",
    d.movementHistory?.length ?? 0,
    revision,
  ].join("|");
}
