/**
 * What a scene's lighting is at a point, read from public document data (docs/foundry-evidence.md
 * § 48): the scene's darkness level (`Scene#environment.darknessLevel`, 0 midday … 1 midnight), the
 * ambient lights (`Scene#lights`: AmbientLightData `x`, `y` in pixels, `hidden`, `config.bright` and
 * `config.dim` in the scene's distance units) and the tokens' own lights (TokenData `light`, centred
 * on the token), and the GM's lighting level kept in the scene's flags. Walls are not counted: a
 * light reaches every point within its radius (no public method answers "is this point lit"
 * behind walls; docs/rulings.md Lighting from the scene). The ruleset maps these facts to its
 * levels (TerrainCapability.lightingConditions).
 * @module
 */
import type { LightingFacts } from "../../rules";
import { SYSTEM_ID } from "../constants";

/** A light's radii as LightData holds them: scene distance units. */
export interface LightDataLike {
  readonly bright?: unknown;
  readonly dim?: unknown;
}

/** The parts of a Scene read here. */
export interface LightingSceneLike {
  readonly environment?: { readonly darknessLevel?: unknown } | null;
  readonly grid?: { readonly size?: unknown; readonly distance?: unknown } | null;
  readonly flags?: Record<string, unknown> | null;
  /** AmbientLight documents: origin in pixels. */
  readonly lights?: Iterable<{
    readonly x?: unknown;
    readonly y?: unknown;
    readonly hidden?: unknown;
    readonly config?: LightDataLike | null;
  }> | null;
  /** Token documents: top-left corner in pixels, size in grid spaces, their light. */
  readonly tokens?: Iterable<{
    readonly id?: unknown;
    readonly x?: unknown;
    readonly y?: unknown;
    readonly width?: unknown;
    readonly height?: unknown;
    readonly hidden?: unknown;
    readonly light?: LightDataLike | null;
  }> | null;
}

/** The flag key of the GM's lighting level for a scene (`flags.stride.lighting`). */
export const LIGHTING_FLAG = "lighting";

const number = (raw: unknown): number => (typeof raw === "number" && Number.isFinite(raw) ? raw : 0);

/** The GM's lighting level stored on a scene (a string), or null when none is set. */
export function sceneLightingOverride(scene: LightingSceneLike | null | undefined): string | null {
  const own = scene?.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined;
  const value = own?.[LIGHTING_FLAG];
  return typeof value === "string" && value !== "" && value !== "auto" ? value : null;
}

/**
 * The lighting facts at a point of a scene (pixels): its darkness level, the strongest light
 * reaching the point by the radii of the visible ambient lights and tokens' lights (walls not
 * counted), and the GM's level. A scene without grid data counts no light; junk reads as none.
 * Never throws.
 * @param mover the moving token: its own light is carried to `point` (its document stands elsewhere)
 */
export function lightingFactsAt(
  scene: LightingSceneLike | null | undefined,
  point: { readonly x: number; readonly y: number },
  mover?: { readonly id?: string | null; readonly light?: LightDataLike | null },
): LightingFacts {
  const sceneDarkness = number(scene?.environment?.darknessLevel);
  const override = sceneLightingOverride(scene);
  const size = number(scene?.grid?.size);
  const distance = number(scene?.grid?.distance);
  const pixelsPerUnit = size > 0 && distance > 0 ? size / distance : 0;
  let light: LightingFacts["light"] = "none";
  const reach = (x: number, y: number, data: LightDataLike | null | undefined) => {
    if (light === "bright" || !pixelsPerUnit || !data) return;
    const away = Math.hypot(point.x - x, point.y - y) / pixelsPerUnit;
    const bright = number(data.bright);
    const dim = number(data.dim);
    if (bright > 0 && away <= bright) light = "bright";
    else if (dim > 0 && away <= dim) light = "dim";
  };
  try {
    for (const l of scene?.lights ?? []) if (l?.hidden !== true) reach(number(l?.x), number(l?.y), l?.config);
    reach(point.x, point.y, mover?.light);
    for (const t of scene?.tokens ?? []) {
      if (t?.hidden === true || (mover?.id && t?.id === mover.id)) continue;
      reach(number(t?.x) + (number(t?.width) * size) / 2, number(t?.y) + (number(t?.height) * size) / 2, t?.light);
    }
  } catch {
    // An unreadable collection counts no light.
  }
  return { sceneDarkness, light, override };
}
