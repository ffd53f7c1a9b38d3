/**
 * The spatial indexes look-ups go through: a Flatbush (a well-kept static R-tree) of the bases'
 * bounding squares, and one of regions' boxes. Internal to the engine: not part of the public API.
 * @module
 */
import Flatbush from "flatbush";

/**
 * A Flatbush of the bases' bounding squares, item i for base i; null for no bases. The bases are
 * taken as checked by the caller (finite centres, radii ≥ 0).
 */
export function indexBases(
  bases: readonly { readonly x: number; readonly y: number; readonly radius: number }[],
): Flatbush | null {
  if (bases.length === 0) return null;
  const index = new Flatbush(bases.length);
  for (const b of bases) index.add(b.x - b.radius, b.y - b.radius, b.x + b.radius, b.y + b.radius);
  index.finish();
  return index;
}

/** A Flatbush of rectangles, item i for rectangle i (at least one, each checked by the caller). */
export function indexRects(
  rects: readonly { readonly x: number; readonly y: number; readonly width: number; readonly height: number }[],
): Flatbush {
  const index = new Flatbush(rects.length);
  for (const r of rects) index.add(r.x, r.y, r.x + r.width, r.y + r.height);
  index.finish();
  return index;
}
