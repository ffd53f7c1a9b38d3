/**
 * The reach overlay: the spaces a selected token can get to this turn, shaded band by band in the
 * ruler's colours (canvas/placeables/tokens/ruler-colors.ts), and a line on each edge where a
 * test would stop it (the engine's src/rules/map reach). Toggled by a keybinding and shown while
 * the token is dragged; worked out again only when the token, the scene or the turn changed (a
 * key of what it was drawn from, {@link ReachOverlay}).
 *
 * Evidence (docs/foundry-evidence.md § 36): keybindings as tokens/allowance-test.ts registers them;
 * `PIXI.Graphics` `beginFill(color, alpha)`, `drawRect`, `lineStyle`, `moveTo`/`lineTo`, `clear`
 * (PixiJS 7, the version v13 bundles); the overlay is added to `canvas.interface` (v13 Canvas
 * page: the interface group holds the drawings above the tokens) and removed on `canvasTearDown`.
 * @module
 */
import { reachOf, vehicleArcReach, type MoveMap, type Reach, type Ruleset } from "../../rules";
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

/**
 * What the overlay draws: per band (index into the reach's bands) the rectangles to shade, the
 * edges where a test stops the mover, and the climbs the turn allows (each the side the climb goes over).
 */
export interface ReachDrawing {
  readonly bands: readonly (readonly PixelRect[])[];
  readonly edges: readonly PixelLine[];
  /** Absent: none. */
  readonly climbs?: readonly PixelLine[];
}

/**
 * The overlay's shapes for a reach: the spaces of each band, runs along a row merged into one
 * rectangle, and for each edge where a test stops the mover, and each climb up or down the turn
 * allows, the side (or corner, on a diagonal) its space shares with the one beyond. Pure.
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
  // The side (or corner, on a diagonal) space `from` shares with space `to`.
  const side = (from: number, to: number): PixelLine => {
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
  };
  const edges = reach.edges.map(({ from, to }) => side(from, to));
  const climbs = reach.climbs.map(({ from, to }) => side(from, to));
  return { bands, edges, climbs };
}

/** The canvas token the overlay is drawn for. */
export interface ReachToken extends PathToken {
  readonly document: PathToken["document"] & {
    readonly movementHistory?: readonly CoreMovementWaypoint[];
    readonly combatant?: { readonly combat?: { readonly round?: number; readonly turn?: number | null } | null } | null;
    /** The movement action chosen (v13 TokenDocument#movementAction): a vehicle's declared speed. */
    readonly movementAction?: string | null;
    measureMovementPath?(waypoints: readonly CoreMovementWaypoint[]): { readonly distance: number };
  };
}

/** Fill opacity of the shaded spaces. */
const FILL_ALPHA = 0.28;
/** Width of the edge lines, pixels (their colour is the ruler's beyond-every-band colour, the last slot). */
const EDGE_WIDTH = 4;
/** Width and colour of the climb lines: thinner than an edge, white over any band's shade. */
const CLIMB_WIDTH = 2;
const CLIMB_COLOR = 0xffffff;

/**
 * The reach of a token this turn and the map it was worked out on, or null when the token has no
 * allowance (no actor the ruleset reads) or stands off a scene. The turn's history counts: its
 * cost and distance, ruleset units. A vehicle whose ruleset moves it at a declared speed
 * (VehicleArcCapability) reaches its arc this round instead (the engine's vehicleArcReach).
 * @param ruleset the world's active ruleset (given by tests with a capability of their own)
 */
export function tokenReach(
  token: ReachToken,
  canSee: (token: TokenLike) => boolean,
  ruleset: Ruleset = activeRuleset(),
): { readonly reach: Reach; readonly map: MoveMap; readonly frame: Frame } | null {
  const document = token.document;
  const scene = document.parent;
  if (!scene || !document.id || scene.grid.isHexagonal === true) return null;
  const allowance: TurnAllowance | null = tokenAllowance(document as unknown as Parameters<typeof tokenAllowance>[0]);
  if (!allowance) return null;
  const frame = frameOf(scene.grid, ruleset.unit);
  const gridless = scene.grid.isGridless === true;
  const table = (globalThis as { CONST?: { GRID_DIAGONALS?: Record<string, number> } }).CONST?.GRID_DIAGONALS ?? {};
  const snapshot = sceneSnapshot(scene, ruleset.unit, { ruleset, canSee, mover: document });
  const { map } = mapFor({
    snapshot,
    moverId: document.id,
    ruleset,
    gridless,
    diagonals: diagonalRuleOf(scene.grid.diagonals, table) ?? "equidistant",
    engaging: false,
    voluntaryEngage: voluntaryEngage(),
  });
  const turn = rulesetBands(allowance);
  const from = centreOf(document, document, frame);
  // A vehicle that moves at a declared speed: its arc this round (VehicleArcCapability).
  const model = snapshot.models.find((m) => m.id === document.id);
  const arc =
    model?.kind === "vehicle" ? (ruleset.vehicleArc?.arcOf(model, turn.bands, document.movementAction) ?? null) : null;
  if (arc) {
    const band = turn.bands.find((b) => b.action === arc.action) ?? { action: arc.action, distance: arc.max };
    return { reach: vehicleArcReach(map, from, arc, band), map, frame };
  }
  const history = document.movementHistory ?? [];
  const ratio = frame.ratio;
  const distance = history.length > 1 ? (document.measureMovementPath?.(history).distance ?? 0) : 0;
  const reach = reachOf(map, ruleset.bands, from, {
    turn,
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
  if (drawing.climbs?.length) {
    graphics.lineStyle(CLIMB_WIDTH, CLIMB_COLOR, 0.9);
    for (const c of drawing.climbs) {
      graphics.moveTo(c.x0, c.y0);
      graphics.lineTo(c.x1, c.y1);
    }
    graphics.lineStyle(0, 0, 0);
  }
}

/**
 * What a drawn reach was worked out from: the token, where it stands, the turn (combat round and
 * turn, the history's length), the movement action chosen (a vehicle's declared speed), and the
 * scene's revision. Drawn again only when it changes.
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
    d.movementAction ?? "",
    revision,
  ].join("|");
}

/** A PIXI.Graphics as the overlay uses it. */
export type DrawnGraphics = OverlayGraphics & { destroy(): void; name: string | null };

/** What the overlay reads from the canvas, injected (hooks/reach-overlay.ts gives Foundry's). */
export interface ReachOverlayHost {
  /** The token shown while no drag is in progress: the first controlled one, or null. */
  controlled(): ReachToken | null;
  /** A Graphics added to `canvas.interface`, or null while there is no canvas. */
  create(): DrawnGraphics | null;
  /** The drawing of a token's reach this turn, or null when it has none ({@link tokenReach}). */
  compute(token: ReachToken): ReachDrawing | null;
}

/**
 * The overlay's state: on or off (the keybinding), the token being dragged (shown whether or not
 * the overlay is on), the scene's revision, and the last drawing worked out with the key it was
 * worked out from ({@link reachKey}). A drawing is worked out only when no drawing of the same key
 * is kept: the same token, place, turn and scene revision paint the kept one again.
 */
export class ReachOverlay {
  #enabled = false;
  #dragged: ReachToken | null = null;
  #graphics: DrawnGraphics | null = null;
  /** The key of what the Graphics shows now, or null when it shows nothing. */
  #painted: string | null = null;
  /** The last drawing worked out and its key. */
  #kept: { readonly key: string; readonly drawing: ReachDrawing | null } | null = null;
  #revision = 0;

  constructor(public host: ReachOverlayHost) {}

  /** Whether the keybinding turned the overlay on. */
  get enabled(): boolean {
    return this.#enabled;
  }

  /** How many drawings were worked out (for the checks that nothing is worked out twice). */
  computed = 0;

  /** The keybinding: on or off. */
  toggle(): void {
    this.#enabled = !this.#enabled;
    this.refresh();
  }

  /** A token, region, wall or the combat changed: the next refresh works the reach out again. */
  sceneChanged(): void {
    this.#revision++;
    this.refresh();
  }

  /** A drag of this token started: its reach shows until the drag ends. */
  dragStarted(token: ReachToken): void {
    this.#dragged = token;
    this.refresh();
  }

  /** A drag ended (dropped or cancelled): the overlay shows the controlled token again, if on. */
  dragEnded(token: ReachToken): void {
    if (this.#dragged !== token) return;
    this.#dragged = null;
    this.refresh();
  }

  /** Paints the token shown, working its reach out only when no drawing of its key is kept. */
  refresh(): void {
    const token = this.#dragged ?? (this.#enabled ? this.host.controlled() : null);
    if (!token) {
      this.#graphics?.clear();
      this.#painted = null;
      return;
    }
    const key = reachKey(token, this.#revision);
    if (key === this.#painted && this.#graphics) return;
    this.#graphics ??= this.host.create();
    if (!this.#graphics) return;
    if (this.#kept?.key !== key) {
      this.computed++;
      this.#kept = { key, drawing: this.host.compute(token) };
    }
    const drawing = this.#kept.drawing;
    if (drawing) paintReach(this.#graphics, drawing);
    else this.#graphics.clear();
    this.#painted = key;
  }

  /** The canvas goes: its Graphics, the drag and the kept drawing with it. */
  tearDown(): void {
    const old = this.#graphics;
    this.#graphics = null;
    this.#painted = null;
    this.#dragged = null;
    this.#kept = null;
    old?.destroy();
  }
}

/** The overlay of this client; hooks/reach-overlay.ts sets its host to the canvas at `init`. */
export const reachOverlay = new ReachOverlay({ controlled: () => null, create: () => null, compute: () => null });
