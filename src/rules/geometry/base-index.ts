/**
 * The spatial index every look-up of bases goes through: a Flatbush (a well-kept static R-tree)
 * of the bases' bounding squares. Internal to the engine: not part of the public API.
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
