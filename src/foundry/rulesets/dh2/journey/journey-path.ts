/**
 * A journey's distance measured along a path the GM drew on the scene (ruling J14 of
 * travel.ts): the viewed scene's polygon and freehand Drawings are read into plain points, and the engine
 * (`dh2.drawnPathKm`) turns their length into kilometres in the scene's grid units. No Foundry globals:
 * the dialog passes the scene in, and the tests pass small fakes of the same shapes.
 *
 * Why a Drawing: it stays on the scene, the GM can draw it with core's Polygon or Freehand tool along
 * roads and rivers, pick it again for the way back, and see it before measuring; the Ruler's waypoints
 * vanish when the mouse is released. Travel modules measure routes the same way: jwrpalmer99/indy-route
 * (docs/travel-time.plan.md, scripts/clock.js: "totalUnits = (totalPx / gridSize) * distancePerSquare", with
 * `canvas.scene.grid.distance`), and a PF2e module draws a creature's route as a Drawing
 * `{ x, y, shape: { type: "p", points: [x0 − x, y0 − y, …] } }` and measures it as the sum of `Math.hypot`
 * over its segments divided by `scene.grid.size / scene.grid.distance`.
 * @module
 */
import * as dh2 from "../../../../rules/rulesets/dh2/index";

/**
 * What is read of a DrawingDocument (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.DrawingData.html:
 * `_id`, `name?`, `text?`, `shape: ShapeData`, `x`, `y`, `rotation?`, `bezierFactor?`). `shape.points` are the
 * polygon's vertex coordinates `[x0, y0, x1, y1, …]` in pixels relative to the drawing's `x`, `y` (as the
 * modules above create them); only their differences count, so `x`, `y` and the rotation about the shape's
 * centre do not change the length and are not read.
 */
export interface PathDrawing {
  readonly id: string | null;
  readonly name?: string | null;
  readonly text?: string | null;
  /** fvtt-types types each point `number | undefined`; the engine checks every one is a finite number. */
  readonly shape: { readonly type?: string | null; readonly points?: readonly (number | undefined)[] | null };
}

/**
 * What is read of the viewed Scene: its grid (https://foundryvtt.com/api/interfaces/foundry.types.GridData.html:
 * `size` "the width (or height) of a single grid space" in pixels, `distance` "the number of distance units
 * which are represented by a single grid space", `units` "a label for the units of measure") and its
 * embedded Drawings (`scene.drawings`).
 */
export interface PathScene {
  readonly grid: { readonly size: number; readonly distance: number; readonly units: string };
  readonly drawings: Iterable<PathDrawing>;
}

/**
 * The Drawing shape types that are paths: `p`, core's Polygon tool, which v10+ also uses for the
 * Freehand tool (CONST.DRAWING_TYPES, deprecated since v10 for ShapeData.TYPES, listed POLYGON and
 * FREEHAND: https://foundryvtt.com/api/enums/foundry.CONST.DRAWING_TYPES.html), and `f`, the older
 * freehand type. Rectangles, ellipses and text are outlines, not routes.
 */
const PATH_TYPES = new Set(["p", "f"]);

/** A lang key tail under `STRIDE.Journey.error.` for each problem measuring a path can have. */
export type JourneyPathError = "pathNoScene" | "pathNoDrawing" | "pathNotAPath" | "pathUnits" | "pathGrid";

/** One drawn path the dialog offers, measured (or why it cannot be). */
export interface PathChoice {
  /** The Drawing's id. */
  readonly id: string;
  /** Its name or text, trimmed; "" when it has none (the dialog numbers it). */
  readonly name: string;
  /** Its place among the scene's paths, from 1. */
  readonly number: number;
  /** The measure, or null with `error`. */
  readonly measured: dh2.MeasuredPath | null;
  readonly error: JourneyPathError | null;
}

/** The scene's unit label, as typed (for messages). */
export function sceneUnits(scene: PathScene | null): string {
  return String(scene?.grid.units ?? "");
}

/** Whether a Drawing is a path: a polygon or freehand shape with at least two vertices. */
export function isPathDrawing(drawing: PathDrawing): boolean {
  const points = drawing.shape.points;
  return PATH_TYPES.has(drawing.shape.type ?? "") && Array.isArray(points) && points.length >= 4;
}

/** The Drawing's label: its name (v14), else its text, trimmed. */
function drawingName(drawing: PathDrawing): string {
  return String(drawing.name ?? "").trim() || String(drawing.text ?? "").trim();
}

/**
 * Measures one Drawing on the scene with the engine (`dh2.drawnPathKm`).
 * @returns the measure, or why not: `pathNotAPath` (not a polygon or freehand path of two or more vertices),
 *   `pathUnits` (the grid's unit is not m, km, ft or mi), `pathGrid` (the grid's size or distance is not above 0)
 */
export function measureDrawing(
  scene: PathScene,
  drawing: PathDrawing,
): { ok: true; measured: dh2.MeasuredPath } | { ok: false; error: JourneyPathError } {
  if (!isPathDrawing(drawing)) return { ok: false, error: "pathNotAPath" };
  const { size, distance, units } = scene.grid;
  if (dh2.sceneUnitKm(units) === undefined) return { ok: false, error: "pathUnits" };
  const positive = (n: unknown) => typeof n === "number" && Number.isFinite(n) && n > 0;
  if (!positive(size) || !positive(distance)) return { ok: false, error: "pathGrid" };
  try {
    const points = [...(drawing.shape.points ?? [])] as number[];
    return { ok: true, measured: dh2.drawnPathKm({ points, gridSize: size, gridDistance: distance, units }) };
  } catch (error) {
    // Points that are not finite numbers (a corrupt document) are no path.
    if (error instanceof RangeError || error instanceof TypeError) return { ok: false, error: "pathNotAPath" };
    throw error;
  }
}

/** Every path Drawing of the scene, in the scene's order, each measured. None without a scene. */
export function pathChoices(scene: PathScene | null): PathChoice[] {
  if (!scene) return [];
  const paths = [...scene.drawings].filter((d) => d.id && isPathDrawing(d));
  return paths.map((drawing, index) => {
    const measured = measureDrawing(scene, drawing);
    return {
      id: drawing.id!,
      name: drawingName(drawing),
      number: index + 1,
      measured: measured.ok ? measured.measured : null,
      error: measured.ok ? null : measured.error,
    };
  });
}

/**
 * The path to offer first: the first controlled Drawing that is a path, else the scene's only path,
 * else none ("").
 */
export function defaultPath(choices: readonly PathChoice[], controlledIds: readonly string[]): string {
  const controlled = controlledIds.find((id) => choices.some((c) => c.id === id));
  if (controlled) return controlled;
  return choices.length === 1 ? choices[0]!.id : "";
}

/**
 * Takes the chosen path's length as the journey's distance.
 * @returns the distance in km (rounded to the metre) and what the dialog notes of it, or why not:
 *   `pathNoScene` (no scene viewed), `pathNoDrawing` (nothing chosen, or the drawing is gone) or the
 *   drawing's own problem ({@link measureDrawing})
 */
export function takePath(
  scene: PathScene | null,
  drawingId: string,
):
  | { ok: true; distanceKm: number; choice: PathChoice & { measured: dh2.MeasuredPath } }
  | { ok: false; error: JourneyPathError } {
  if (!scene) return { ok: false, error: "pathNoScene" };
  const drawing = [...scene.drawings].find((d) => d.id === drawingId && drawingId !== "");
  if (!drawing) return { ok: false, error: "pathNoDrawing" };
  const choice = pathChoices(scene).find((c) => c.id === drawingId);
  if (!choice) return { ok: false, error: "pathNotAPath" };
  if (!choice.measured) return { ok: false, error: choice.error ?? "pathNotAPath" };
  return {
    ok: true,
    distanceKm: Math.round(choice.measured.km * 1000) / 1000,
    choice: { ...choice, measured: choice.measured },
  };
}
