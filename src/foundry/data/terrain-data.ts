/**
 * Stride's TerrainData: the conditions of the terrain a path crosses, and the cost of crossing
 * it. Every condition is difficult terrain: each step costs double, which halves what a band
 * allows (dh2-movement.md § Movement and Environment; ruling 3 for rounding, applied by the
 * ruler and the constraint). A zero-gravity scene counts as difficult terrain everywhere
 * (§ Zero Gravity). Halving does not stack: the worst multiplier wins.
 * @module
 */
import type { CoreTerrainDataClass, CoreTerrainEffect } from "../../types/foundry-augment";
import { sceneGravity, type SceneLike } from "../movement/allowance";

/** The `name` of the terrain effects Stride's region behavior contributes. */
export const TERRAIN_EFFECT = "strideTerrain";

/** Cost multiplier of difficult terrain: twice the cost is half the movement. */
export const DIFFICULT_MULTIPLIER = 2;

/** The conditions named by a list of terrain effects, unique and in the order first met. */
export function conditionsOf(effects: readonly CoreTerrainEffect[]): string[] {
  const out: string[] = [];
  for (const effect of effects) {
    const condition = effect["condition"];
    if (effect.name === TERRAIN_EFFECT && typeof condition === "string" && !out.includes(condition)) {
      out.push(condition);
    }
  }
  return out;
}

/**
 * The cost of a step: core's cost (which applies `modifyMovementCost` regions), raised to
 * double the distance when the step is on Stride terrain or the scene has zero gravity.
 */
export function strideStepCost(coreCost: number, distance: number, conditions: unknown, zeroGravity: boolean): number {
  const onTerrain = zeroGravity || (Array.isArray(conditions) && conditions.length > 0);
  return onTerrain ? Math.max(coreCost, distance * DIFFICULT_MULTIPLIER) : coreCost;
}

const CoreTerrainData = foundry.data.TerrainData as unknown as CoreTerrainDataClass;

/** Stride's TerrainData, registered as `CONFIG.Token.movement.TerrainData`. */
export class StrideTerrainData extends CoreTerrainData {
  /** Conditions of the terrain (see {@link TERRAIN_EFFECT}), in the order met. */
  declare conditions: string[];

  /** @inheritDoc */
  static override defineSchema(): Record<string, unknown> {
    const { ArrayField, StringField } = foundry.data.fields;
    return { ...super.defineSchema(), conditions: new ArrayField(new StringField({ required: true, blank: false })) };
  }

  /** @inheritDoc */
  static override resolveTerrainEffects(effects: CoreTerrainEffect[]): StrideTerrainData | null {
    const data = super.resolveTerrainEffects(effects) as StrideTerrainData | null;
    const conditions = conditionsOf(effects);
    if (!conditions.length) return data;
    if (data) {
      data.updateSource({ conditions });
      return data;
    }
    return new this({ conditions }) as StrideTerrainData;
  }

  /** @inheritDoc */
  static override getMovementCostFunction(
    token: { parent?: SceneLike | null },
    options?: object,
  ): ReturnType<CoreTerrainDataClass["getMovementCostFunction"]> {
    const core = super.getMovementCostFunction(token, options);
    const zeroGravity = sceneGravity(token?.parent ?? null) === "zero";
    return (from, to, distance, segment) =>
      strideStepCost(
        core(from, to, distance, segment),
        distance,
        (segment as { terrain?: { conditions?: unknown } | null })?.terrain?.conditions,
        zeroGravity,
      );
  }

  /** @inheritDoc */
  override equals(other: unknown): boolean {
    if (!(other instanceof StrideTerrainData)) return false;
    return (
      this.difficulty === other.difficulty &&
      this.conditions.length === other.conditions.length &&
      this.conditions.every((c, i) => other.conditions[i] === c)
    );
  }
}
