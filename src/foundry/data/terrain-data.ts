/**
 * Stride's TerrainData: the conditions of the terrain a path crosses, and the cost of crossing
 * it, as the ruleset prices them: difficult terrain costs double, which halves what a band
 * allows (dh2-movement.md § Movement and Environment, ruling 3 for rounding, applied by the
 * ruler and the constraint; necromunda-movement.md § Difficult Terrain), impassable terrain
 * cannot be crossed. A zero-gravity scene counts as difficult terrain everywhere
 * (§ Zero Gravity). Multipliers do not stack: the worst wins.
 * @module
 */
import type { CoreTerrainDataClass, CoreTerrainEffect } from "../../types/foundry-augment";
import { rulesetPerSceneUnit, sceneGravity, type SceneLike } from "../movement/allowance";
import { activeRuleset } from "../settings";
import { guard, notifyOnce } from "../notify";
import { withVerticalPricing, type StepCost, type VerticalGrid } from "../movement/vertical";
import { withObstacleCrossing } from "../movement/terrain-path";
import {
  airborneConditions,
  flightPositionOf,
  isAirborneStep,
  terrainConditionIds as qualifiedConditions,
  terrainStepCost,
} from "../../rules";
import { waypointConditions } from "../snapshot";
import { actorFlight } from "../hosts";
import type { HostActor } from "../rulesets";

/** The `name` of the terrain effects Stride's region behavior contributes. */
export const TERRAIN_EFFECT = "strideTerrain";

/** The condition of an obstacle, whose effect also carries its `height` (ruleset unit). */
export const OBSTACLE = "obstacle";

/**
 * An obstacle's height as priced: at most the active ruleset's highest obstacle
 * (TerrainCapability.obstacleMax; necromunda: 2", § Obstacles), with a warning (once) for a higher one.
 */
function pricedHeight(height: number): number {
  const max = activeRuleset().terrain?.obstacleMax;
  if (max === undefined || height <= max) return height;
  notifyOnce("obstacle-height", "warn", "STRIDE.Terrain.obstacleTooHigh", { max: String(max) });
  return max;
}

/** The greatest height among the terrain effects of one condition, ruleset units; 0 without one. */
export function heightOf(effects: readonly CoreTerrainEffect[], condition: string): number {
  let height = 0;
  for (const effect of effects) {
    const h = Number(effect["height"]);
    if (effect.name === TERRAIN_EFFECT && effect["condition"] === condition && h > height) height = h;
  }
  return height;
}

/** The greatest overhang among Stride's terrain effects, ruleset units; 0 without one. */
export function overhangOf(effects: readonly CoreTerrainEffect[]): number {
  let overhang = 0;
  for (const effect of effects) {
    const o = Number(effect["overhang"]);
    if (effect.name === TERRAIN_EFFECT && o > overhang) overhang = o;
  }
  return overhang;
}

/**
 * The qualifiers the fields of Stride's terrain effects add to the conditions they name (a sheer
 * climbable surface, hazardous or deep water: the engine's `qualified`, rules/scene/terrain-ids.ts),
 * for the conditions the active ruleset knows; unique, in the order met.
 */
export function qualifiersOf(effects: readonly CoreTerrainEffect[], known: readonly string[]): string[] {
  const out: string[] = [];
  for (const effect of effects) {
    const condition = effect["condition"];
    if (effect.name !== TERRAIN_EFFECT || typeof condition !== "string" || !known.includes(condition)) continue;
    const surface = typeof effect["surface"] === "string" ? effect["surface"] : undefined;
    const water = typeof effect["water"] === "string" ? effect["water"] : undefined;
    const ids = qualifiedConditions({ condition, ...(surface ? { surface } : {}), ...(water ? { water } : {}) });
    for (const id of ids.slice(1)) if (!out.includes(id)) out.push(id);
  }
  return out;
}

/** Cost multiplier of difficult terrain (the engine's). */
export { DIFFICULT_MULTIPLIER } from "../../rules";

/** Asks the ruleset what its conditions cost (Ruleset#terrainCostMultiplier). */
type CostOf = (conditions: readonly string[]) => number;

/**
 * The conditions named by a list of terrain effects, unique and in the order first met. Those the
 * active ruleset does not know (terrain painted under another ruleset: the region behavior
 * accepts every ruleset's) are left out, with one notice per session.
 */
export function conditionsOf(
  effects: readonly CoreTerrainEffect[],
  known: readonly string[] = activeRuleset().terrain?.conditions ?? [],
): string[] {
  const out: string[] = [];
  for (const effect of effects) {
    const condition = effect["condition"];
    if (effect.name !== TERRAIN_EFFECT || typeof condition !== "string" || out.includes(condition)) continue;
    if (known.includes(condition)) out.push(condition);
    else notifyOnce("unknown-terrain", "warn", "STRIDE.Terrain.unknownCondition", { condition });
  }
  return out;
}

/** The cost of a step with its terrain (the engine's terrainStepCost, core's cost as the base). */
export const strideStepCost = terrainStepCost;

const CoreTerrainData = foundry.data.TerrainData as unknown as CoreTerrainDataClass;

/** Stride's TerrainData, registered as `CONFIG.Token.movement.TerrainData`. */
export class StrideTerrainData extends CoreTerrainData {
  /** Conditions of the terrain (see {@link TERRAIN_EFFECT}), in the order met. */
  declare conditions: string[];

  /** Height of the highest obstacle here, in the ruleset's unit; 0 without one. */
  declare obstacle: number;

  /** The greatest overhang protrusion here, in the ruleset's unit (necromunda-movement.md § Overhangs); 0 without one. */
  declare overhang: number;

  /** @inheritDoc */
  static override defineSchema(): Record<string, unknown> {
    const { ArrayField, NumberField, StringField } = foundry.data.fields;
    return {
      ...super.defineSchema(),
      conditions: new ArrayField(new StringField({ required: true, blank: false })),
      obstacle: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
      overhang: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
    };
  }

  /**
   * Core's terrain data with the conditions and obstacle height Stride's behaviors contribute. On
   * an internal error core's own result stands (notify.ts guard: logged and shown once).
   * @inheritDoc
   */
  static override resolveTerrainEffects(effects: CoreTerrainEffect[]): StrideTerrainData | null {
    const data = super.resolveTerrainEffects(effects) as StrideTerrainData | null;
    return guard("terrain effects", data, () => {
      const known = activeRuleset().terrain?.conditions ?? [];
      const named = conditionsOf(effects, known);
      if (!named.length) return data;
      const conditions = [...named, ...qualifiersOf(effects, known).filter((q) => !named.includes(q))];
      const obstacle = heightOf(effects, OBSTACLE);
      const overhang = overhangOf(effects);
      if (data) {
        data.updateSource({ conditions, obstacle, overhang });
        return data;
      }
      return new this({ conditions, obstacle, overhang });
    });
  }

  /**
   * Core's cost, raised for the ruleset's terrain (see {@link strideStepCost}); where the ruleset
   * prices height apart (Ruleset#vertical), steps that change height are priced by it too. On an
   * internal error, building the function or pricing a step, core's own cost stands (notify.ts
   * guard), so a Stride bug never stops a token.
   * @inheritDoc
   */
  static override getMovementCostFunction(
    token: { parent?: (SceneLike & { grid: SceneLike["grid"] & Partial<VerticalGrid> }) | null },
    options?: object,
  ): ReturnType<CoreTerrainDataClass["getMovementCostFunction"]> {
    const core = super.getMovementCostFunction(token, options);
    type CostFunction = ReturnType<CoreTerrainDataClass["getMovementCostFunction"]>;
    const stride = guard("terrain cost", null, () => strideCostFunction(token, core));
    if (!stride) return core;
    return (...args: Parameters<CostFunction>) =>
      guard("terrain cost", undefined, () => stride(...args)) ?? core(...args);
  }

  /** @inheritDoc */
  override equals(other: unknown): boolean {
    if (!(other instanceof StrideTerrainData)) return false;
    return (
      this.difficulty === other.difficulty &&
      this.obstacle === other.obstacle &&
      this.overhang === other.overhang &&
      this.conditions.length === other.conditions.length &&
      this.conditions.every((c, i) => other.conditions[i] === c)
    );
  }
}

/** The token's actor as its flight position is read (hosts.ts actorFlight: a data model's `flightPosition`, a host actor's flag; absent: the ground). */
type FlyingToken = { readonly actor?: HostActor | null };

/** The cost function of {@link StrideTerrainData.getMovementCostFunction}, unguarded. */
function strideCostFunction(
  token: { parent?: (SceneLike & { grid: SceneLike["grid"] & Partial<VerticalGrid> }) | null },
  core: ReturnType<CoreTerrainDataClass["getMovementCostFunction"]>,
): ReturnType<CoreTerrainDataClass["getMovementCostFunction"]> {
  const scene = token?.parent ?? null;
  const zeroGravity = sceneGravity(scene) === "zero";
  const ruleset = activeRuleset();
  const costOf: CostOf = (conditions) => ruleset.terrain?.costMultiplier(conditions) ?? 1;
  // A flyer at an altitude (the actor's `flightPosition`), or a segment of Foundry's `fly` action
  // (TokenMovementSegmentData#action), pays only for terrain that fills the air (rules moves/flight.ts).
  const position = flightPositionOf({ flying: actorFlight((token as FlyingToken)?.actor)?.position });
  const terrain: StepCost = (from, to, distance, segment) => {
    const conditions = (segment as { terrain?: { conditions?: unknown } | null })?.terrain?.conditions;
    const airborne = isAirborneStep(segment as { action?: string }, position) && Array.isArray(conditions);
    return strideStepCost(
      core(from, to, distance, segment),
      distance,
      airborne ? airborneConditions(ruleset.terrain, conditions as string[], position) : conditions,
      zeroGravity,
      costOf,
    );
  };
  const grid = scene?.grid;
  const priced =
    ruleset.vertical && grid && typeof grid.measurePath === "function"
      ? withVerticalPricing(terrain, grid as VerticalGrid, ruleset.vertical, ruleset.unit, (segment) =>
          waypointConditions(segment as { terrain?: unknown }),
        )
      : terrain;
  const obstacleCost = ruleset.terrain?.obstacleCost;
  if (!obstacleCost) return priced as ReturnType<CoreTerrainDataClass["getMovementCostFunction"]>;
  const ratio = rulesetPerSceneUnit(grid?.units ?? "", ruleset.unit);
  const crossing = withObstacleCrossing(
    priced,
    (segment) => Number((segment as { terrain?: { obstacle?: unknown } | null })?.terrain?.obstacle) || 0,
    (height) => obstacleCost(pricedHeight(height)) / ratio,
  );
  return crossing as ReturnType<CoreTerrainDataClass["getMovementCostFunction"]>;
}
