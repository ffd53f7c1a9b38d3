/**
 * What a scene's lighting is at a point, read from public document data (docs/foundry-evidence.md
 * § 48, § 58): the scene's darkness level (`Scene#environment.darknessLevel`, 0 midday … 1
 * midnight), its global illumination (`environment.globalLight`: `enabled`, `bright`, and the
 * `darkness` range it is active in), the ambient lights (`Scene#lights`: AmbientLightData `x`, `y` in
 * pixels, `hidden`, `config.bright` and `config.dim` in the scene's distance units,
 * `config.negative` for a darkness source, `config.darkness` the range of scene darkness it is
 * active in) and the tokens' own lights (TokenData `light`, centred on the token), and the GM's
 * lighting level kept in the scene's flags. Walls are not counted, and a cone (`config.angle` below
 * 360) counts as its whole circle: a light reaches every point within its radius (no public method
 * answers "is this point lit" behind walls; docs/rulings.md Lighting from the scene). The ruleset
 * maps these facts to its levels (TerrainCapability.lightingConditions).
 * @module
 */
import type { LightingFacts } from "../../rules";
import { SYSTEM_ID } from "../constants";

/**
 * A light as LightData holds it: radii in scene distance units, whether it is a darkness source,
 * and the range of scene darkness (0 … 1) it is active in.
 */
export interface LightDataLike {
  readonly bright?: unknown;
  readonly dim?: unknown;
  readonly negative?: unknown;
  readonly darkness?: { readonly min?: unknown; readonly max?: unknown } | null;
}

/** A scene's global illumination as `environment.globalLight` holds it. */
export interface GlobalLightLike {
  readonly enabled?: unknown;
  readonly bright?: unknown;
  readonly darkness?: { readonly min?: unknown; readonly max?: unknown } | null;
}

/** The parts of a Scene read here. */
export interface LightingSceneLike {
  readonly environment?: { readonly darknessLevel?: unknown; readonly globalLight?: GlobalLightLike | null } | null;
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

/** Whether a light with this darkness range (`{min, max}`, 0 … 1; absent: always) is active at this scene darkness. */
function activeAt(range: LightDataLike["darkness"], sceneDarkness: number): boolean {
  const min = typeof range?.min === "number" && Number.isFinite(range.min) ? range.min : 0;
  const max = typeof range?.max === "number" && Number.isFinite(range.max) ? range.max : 1;
  return sceneDarkness >= min && sceneDarkness <= max;
}

type Reach = LightingFacts["light"];
const stronger = (a: Reach, b: Reach): Reach =>
  a === "bright" || b === "bright" ? "bright" : a === "dim" || b === "dim" ? "dim" : "none";

/**
 * The lighting facts at a point of a scene (pixels): its darkness level, the strongest light
 * reaching the point (the global illumination where enabled and active at the scene's darkness:
 * `bright` in its bright mode, else `dim`; the visible ambient lights and tokens' lights active at
 * the scene's darkness, by their radii, walls not counted), the strongest darkness source reaching
 * it (the same lights with `negative` set), and the GM's level. A scene without grid data counts no
 * light source by radius; junk reads as none. Never throws.
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
  let light: Reach = "none";
  let darkness: Reach = "none";
  const reach = (x: number, y: number, data: LightDataLike | null | undefined) => {
    if (!pixelsPerUnit || !data || !activeAt(data.darkness, sceneDarkness)) return;
    const away = Math.hypot(point.x - x, point.y - y) / pixelsPerUnit;
    const bright = number(data.bright);
    const dim = number(data.dim);
    const here: Reach = bright > 0 && away <= bright ? "bright" : dim > 0 && away <= dim ? "dim" : "none";
    if (data.negative === true) darkness = stronger(darkness, here);
    else light = stronger(light, here);
  };
  try {
    const global = scene?.environment?.globalLight;
    if (global?.enabled === true && activeAt(global.darkness, sceneDarkness))
      light = global.bright === true ? "bright" : "dim";
    for (const l of scene?.lights ?? []) if (l?.hidden !== true) reach(number(l?.x), number(l?.y), l?.config);
    reach(point.x, point.y, mover?.light);
    for (const t of scene?.tokens ?? []) {
      if (t?.hidden === true || (mover?.id && t?.id === mover.id)) continue;
      reach(number(t?.x) + (number(t?.width) * size) / 2, number(t?.y) + (number(t?.height) * size) / 2, t?.light);
    }
  } catch {
    // An unreadable collection counts no more sources.
  }
  return { sceneDarkness, light, darkness, override };
}
