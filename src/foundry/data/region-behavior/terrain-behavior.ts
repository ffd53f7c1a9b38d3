/**
 * The `stride.terrain` region behavior: a GM paints a terrain condition on the scene
 * (dh2-movement.md § Treacherous Environment Agility Modifiers, plus plain difficult ground;
 * necromunda-movement.md § Terrain, where an obstacle also has a height).
 * @module
 */
import type { CoreTerrainEffect } from "../../../types/foundry-augment";
import { activeRuleset } from "../../settings";
import { OBSTACLE, TERRAIN_EFFECT } from "../terrain-data";

export { TERRAIN_BEHAVIOR_TYPE } from "../../constants";

/** Choices of the condition field: id → lang key, for the active ruleset. */
export function conditionChoices(conditions: readonly string[]): Record<string, string> {
  return Object.fromEntries(conditions.map((c) => [c, `STRIDE.Terrain.${c}`]));
}

/** The schema of the behavior. */
function defineTerrainSchema() {
  const { BooleanField, NumberField, StringField } = foundry.data.fields;
  const conditions = activeRuleset().terrain?.conditions ?? [];
  return {
    condition: new StringField({
      required: true,
      blank: false,
      initial: conditions[0] ?? "difficult",
      choices: conditionChoices(conditions),
    }),
    /**
     * An obstacle's height (necromunda-movement.md § Obstacles: up to 2", more is priced as 2"),
     * or how far a fighter falls into a gap (§ Leaping Gaps), in the ruleset's unit.
     */
    height: new NumberField({ required: true, nullable: false, min: 0, step: 0.5, initial: 1 }),
    /** A gap's edge has a railing at least ½" tall (necromunda-movement.md § Railings: +1 not to fall). */
    railing: new BooleanField({ initial: false }),
  };
}

/** The data model of the `stride.terrain` region behavior. */
export class StrideTerrainBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<
  ReturnType<typeof defineTerrainSchema>
> {
  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.TerrainBehavior"];

  /** @inheritDoc */
  static override defineSchema(): ReturnType<typeof defineTerrainSchema> {
    return defineTerrainSchema();
  }

  /**
   * Every token moving through the region crosses its condition, whatever the movement action.
   * @inheritDoc
   */
  protected _getTerrainEffects(): CoreTerrainEffect[] {
    const effect: CoreTerrainEffect = { name: TERRAIN_EFFECT, condition: this.condition };
    if (this.condition === OBSTACLE) effect["height"] = this.height;
    return [effect];
  }
}
