/**
 * Numbers for property tests spread evenly over their range. `fc.double` draws evenly over the
 * doubles' bit patterns, so most of its values over 0–60 lie under 1 (bases pile into a corner,
 * distances stay short); an integer scaled by `step` covers the range as a table does.
 */
import fc from "fast-check";

/**
 * A multiple of `step` in [min, max], evenly spread: without fast-check's bias towards small
 * integers, which would crowd the low end again. The bounds are for fixed examples beside each
 * property; a failing case still shrinks towards `min`.
 */
export function spread(min: number, max: number, step = 0.01): fc.Arbitrary<number> {
  return fc.noBias(fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })).map((i) => i * step);
}
