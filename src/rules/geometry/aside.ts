/**
 * Pushing a base aside off a moving model's path, unchecked (engagement.ts pushAside checks its
 * input and calls this). Internal to the engine: not part of the public API.
 * @module
 */

/**
 * engagement.ts pushAside for input already checked (a path of finite points, a base, a radius and
 * gap ≥ 0): for callers that push many bases off one checked path.
 */
export function asideOfPath(
  path: readonly { readonly x: number; readonly y: number }[],
  moverRadius: number,
  base: { readonly x: number; readonly y: number; readonly radius: number },
  gap: number,
): { x: number; y: number } | null {
  if (path.length === 0) return null;
  // The nearest point of the path: its segment's start, direction and fraction.
  let bestX = 0;
  let bestY = 0;
  let bestDx = 0;
  let bestDy = 0;
  let bestDistance = Infinity;
  for (let s = 0; s < Math.max(1, path.length - 1); s++) {
    const a = path[s]!;
    const b = path[s + 1] ?? a;
    const vx = b.x - a.x;
    const vy = b.y - a.y;
    const length2 = vx * vx + vy * vy;
    const t = length2 > 0 ? Math.min(1, Math.max(0, ((base.x - a.x) * vx + (base.y - a.y) * vy) / length2)) : 0;
    const x = a.x + vx * t;
    const y = a.y + vy * t;
    const distance = Math.hypot(base.x - x, base.y - y);
    if (distance < bestDistance || s === 0) {
      bestX = x;
      bestY = y;
      bestDx = vx;
      bestDy = vy;
      bestDistance = distance;
    }
  }
  const reach = moverRadius + base.radius + gap;
  if (bestDistance >= reach - 1e-9) return null;
  let ux = base.x - bestX;
  let uy = base.y - bestY;
  if (bestDistance < 1e-9) {
    // On the line: the right-hand normal of travel (y grows downwards on a canvas).
    const length = Math.hypot(bestDx, bestDy) || 1;
    [ux, uy] = [-bestDy / length, bestDx / length];
    if (bestDx === 0 && bestDy === 0) [ux, uy] = [1, 0];
  } else {
    ux /= bestDistance;
    uy /= bestDistance;
  }
  return { x: bestX + ux * reach, y: bestY + uy * reach };
}
