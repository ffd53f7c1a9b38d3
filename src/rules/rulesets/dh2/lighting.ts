/**
 * Lighting in Dark Heresy 2e (dh2-movement.md § Lighting): the three lighting levels, Bright,
 * Shadow and Darkness, from what the adapter reads of a scene's lighting at a place (the scene's
 * darkness level and the light sources reaching it), with the GM's level for the scene over both.
 * Moving faster than half the Movement rate in Darkness calls the Perception test
 * (environment.ts `movementTests`, by the `darkness` condition these facts give).
 * @module
 */
import type { LightingFacts } from "../../capabilities/terrain";
import { isFiniteNumber } from "../../scene/numbers";

/** The three lighting levels of § Lighting, brightest first. */
export const LIGHTING_LEVELS = ["bright", "shadow", "darkness"] as const;

/** A lighting level (§ Lighting). */
export type LightingLevel = (typeof LIGHTING_LEVELS)[number];

/**
 * The scene darkness (0 midday … 1 midnight) from which an unlit place is in Shadow: the text's
 * predawn and twilight (docs/rulings.md Lighting from the scene).
 */
export const SHADOW_FROM_DARKNESS = 0.25;

/** The scene darkness from which an unlit place is in Darkness (§ Lighting: no light at all). */
export const DARKNESS_FROM_DARKNESS = 0.75;

/**
 * The lighting level at a place (§ Lighting; docs/rulings.md Lighting from the scene): the GM's
 * level for the scene when set; else Darkness within a darkness source's bright radius; else the
 * brighter of what the lights give (Bright within a light source's bright radius, as by a lamp's
 * light; Shadow within only its dim radius, at the edge of a light's reach) and what
 * the scene's darkness level gives (below 0.25 Bright, below 0.75 Shadow, from 0.75 Darkness), no
 * brighter than Shadow within a darkness source's dim radius. A darkness that is not a finite number
 * reads 0 (Bright), one outside 0 … 1 is clamped; an unknown light or darkness source is none and an
 * unknown override is not set. Never throws.
 * @example lightingLevel({ sceneDarkness: 0.9, light: "dim", override: null }) // → "shadow"
 * @example lightingLevel({ sceneDarkness: 0, light: "dim", override: null }) // → "bright"
 */
export function lightingLevel(facts: LightingFacts): LightingLevel {
  const source = (typeof facts === "object" && facts !== null ? facts : {}) as Partial<
    Record<keyof LightingFacts, unknown>
  >;
  const override = source.override;
  if ((LIGHTING_LEVELS as readonly unknown[]).includes(override)) return override as LightingLevel;
  if (source.darkness === "bright") return "darkness";
  const raw = source.sceneDarkness;
  const darkness = isFiniteNumber(raw) ? Math.min(1, Math.max(0, raw)) : 0;
  const byScene: LightingLevel =
    darkness >= DARKNESS_FROM_DARKNESS ? "darkness" : darkness >= SHADOW_FROM_DARKNESS ? "shadow" : "bright";
  const byLight: LightingLevel = source.light === "bright" ? "bright" : source.light === "dim" ? "shadow" : "darkness";
  const brighter = Math.min(LIGHTING_LEVELS.indexOf(byScene), LIGHTING_LEVELS.indexOf(byLight));
  const shadowAtBest = source.darkness === "dim" ? LIGHTING_LEVELS.indexOf("shadow") : 0;
  return LIGHTING_LEVELS[Math.max(brighter, shadowAtBest)]!;
}

/**
 * The terrain conditions a place's lighting gives (TerrainCapability.lightingConditions): `darkness`
 * where {@link lightingLevel} is Darkness, so a turn past Half Move there calls the Hard (−20)
 * Perception test as a painted darkness region does; none in Bright or Shadow (Shadow does not slow
 * movement or call for a test). Never throws.
 */
export function lightingConditions(facts: LightingFacts): readonly string[] {
  return lightingLevel(facts) === "darkness" ? ["darkness"] : [];
}
