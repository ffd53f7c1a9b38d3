/**
 * The `stride.terrain` region behavior: a GM paints a terrain condition on the scene
 * (dh2-movement.md § Treacherous Environment Agility Modifiers, plus plain difficult ground, and
 * the raised surfaces, climbable surfaces, gaps and water of § Climbing, § Jumping and Leaping and
 * § Swimming, whose `surface` and `water` fields qualify them; necromunda-movement.md § Terrain,
 * where an obstacle also has a height). One behavior for every ruleset's terrain: each ruleset
 * prices what it knows.
 *
 * The condition field accepts every ruleset's conditions, so a scene built under one ruleset
 * stays valid after the world switches to another; conditions the active ruleset does not know
 * are ignored where terrain is read (terrain-data.ts `conditionsOf`).
 * @module
 */
import { rulesetIds, rulesetManifest, type RulesetManifest } from "../../../rules";
import type { CoreTerrainEffect } from "../../../types/foundry-augment";
import { guard } from "../../notify";
import { activeManifest, activeRuleset } from "../../settings";
import { OBSTACLE, TERRAIN_EFFECT } from "../terrain-data";
import { migrateTerrainSource, type TerrainChoiceIds } from "./legacy";
import { wideObstacle, type ObstacleRegionLike } from "./obstacle-width";

export { TERRAIN_BEHAVIOR_TYPE } from "../../constants";

/** The condition whose `surface` field counts (a climbable surface). */
const CLIMB_CONDITION = "climb";

/** The condition whose `water` field counts. */
const WATER_CONDITION = "water";

/** A ruleset's terrain conditions (the one place this file reads them from a ruleset). */
function terrainConditionsOf(ruleset: Pick<RulesetManifest, "terrain">): readonly string[] {
  return ruleset.terrain?.conditions ?? [];
}

/**
 * Every ruleset's ids of one terrain list (conditions, climbable surfaces, water kinds), without
 * repeats, in ruleset order; for surfaces and water the first is the field's initial value.
 */
function allTerrainIds(list: "conditions" | "surfaces" | "waterKinds"): string[] {
  return [...new Set(rulesetIds().flatMap((id) => rulesetManifest(id).terrain?.[list] ?? []))];
}

/** Every ruleset's terrain conditions, without repeats, in ruleset order. */
export function allTerrainConditions(): string[] {
  return allTerrainIds("conditions");
}

/** Every ruleset's ids of the behavior's choice fields, as its migration reads them. */
export function terrainChoiceIds(): TerrainChoiceIds {
  return {
    conditions: allTerrainConditions(),
    surfaces: allTerrainIds("surfaces"),
    waterKinds: allTerrainIds("waterKinds"),
  };
}

/** A choice field's choices from ids: id → `STRIDE.TerrainBehavior.<field>.<id>`. */
const labelled = (ids: readonly string[], field: "surface" | "water") =>
  Object.fromEntries(ids.map((id) => [id, `STRIDE.TerrainBehavior.${field}.${id}`]));

/**
 * Choices of the condition field: id → lang key. The first list's conditions come first (the
 * config UI shows the active ruleset's on top), then every other ruleset's.
 */
export function conditionChoices(first: readonly string[], all: readonly string[] = first): Record<string, string> {
  return Object.fromEntries([...new Set([...first, ...all])].map((c) => [c, `STRIDE.Terrain.${c}`]));
}

/** The schema of the behavior. */
function defineTerrainSchema() {
  const { BooleanField, NumberField, StringField } = foundry.data.fields;
  const active = terrainConditionsOf(activeManifest());
  const surfaces = allTerrainIds("surfaces");
  const waters = allTerrainIds("waterKinds");
  return {
    condition: new StringField({
      required: true,
      blank: false,
      initial: active[0] ?? "difficult",
      choices: conditionChoices(active, allTerrainConditions()),
    }),
    /**
     * An obstacle's height (necromunda-movement.md § Obstacles: up to 2", more is priced as 2"),
     * or how far a fighter falls into a gap (§ Leaping Gaps), in the ruleset's unit.
     */
    height: new NumberField({ required: true, nullable: false, min: 0, step: 0.5, initial: 1 }),
    /** How wide a gap is, in the ruleset's unit (shadowrun: a running jump must clear it, § Jumping); 0 not given. */
    width: new NumberField({ required: true, nullable: false, min: 0, step: 0.1, initial: 0 }),
    /** A gap's edge has a railing at least ½" tall (necromunda-movement.md § Railings: +1 not to fall). */
    railing: new BooleanField({ initial: false }),
    /**
     * How far a structure's overhang protrudes from its vertical surface, in the ruleset's unit
     * (necromunda-movement.md § Overhangs: up to 1" climbed like the wall, more impassable when
     * climbing); 0: none. Sources from before the field get the initial 0 (DataModel cleaning).
     */
    overhang: new NumberField({ required: true, nullable: false, min: 0, step: 0.5, initial: 0 }),
    /**
     * A climbable surface's kind (dh2-movement.md § Simple Climbs, § Sheer Surfaces): simple or
     * sheer. Sources from before the field get `simple` (DataModel cleaning).
     */
    surface: new StringField({
      required: true,
      blank: false,
      initial: surfaces[0] ?? "",
      choices: labelled(surfaces, "surface"),
    }),
    /**
     * Water's kind (dh2-movement.md § Swimming): calm (no test), hazardous (the swim test) or deep.
     * Sources from before the field get `calm` (DataModel cleaning).
     */
    water: new StringField({
      required: true,
      blank: false,
      initial: waters[0] ?? "",
      choices: labelled(waters, "water"),
    }),
  };
}

/**
 * The condition an obstacle painted on the behavior's region is read as when it is too wide for the
 * active ruleset (TerrainCapability `wideObstacle`), else null. The region is the behavior
 * document's parent (the data model's `parent` is the behavior). Never throws (notify.ts guard).
 */
function wideObstacleCondition(model: { readonly parent?: unknown }): string | null {
  return guard("obstacle width", null, () => {
    const region = (model.parent as { parent?: ObstacleRegionLike | null } | null | undefined)?.parent;
    return wideObstacle(region, activeRuleset())?.condition ?? null;
  });
}

/** The schema's shape. */
type TerrainSchema = ReturnType<typeof defineTerrainSchema>;

/**
 * Asks the canvas to re-plan every token's planned movement path, because terrain changed
 * (shared/foundry-v13.md § Movement: `canvas.tokens.recalculatePlannedMovementPaths()` after
 * terrain changes). Feature-detected: does nothing without a canvas or on a core without the
 * method; never throws into Foundry.
 */
export function recalculatePlannedPaths(): void {
  guard("terrain-behavior.recalculate", undefined, () => {
    const layer = (globalThis as { canvas?: { tokens?: { recalculatePlannedMovementPaths?: unknown } | null } }).canvas
      ?.tokens;
    const recalculate = layer?.recalculatePlannedMovementPaths;
    if (typeof recalculate === "function") (recalculate as (this: unknown) => void).call(layer);
  });
}

/**
 * The data model of the `stride.terrain` region behavior.
 *
 * Planned paths are re-planned when the terrain changes, as dnd5e's difficult terrain behavior
 * does (foundryvtt/dnd5e 5.3.3, module/data/region-behavior/difficult-terrain.mjs): on the
 * `behaviorViewed` event (the behavior appears on the viewed scene: created or enabled),
 * `behaviorUnviewed` (deleted or disabled), `regionBoundary` (the region's shape changed), and
 * in `_onUpdate` (a GM edits the condition or height). The event names are the values of
 * `CONST.REGION_EVENTS.BEHAVIOR_VIEWED`, `BEHAVIOR_UNVIEWED` and `REGION_BOUNDARY`
 * (foundryvtt.com/api, RegionBehaviorType#events; types RegionBehaviorViewedEvent, …).
 */
export class StrideTerrainBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<
  ReturnType<typeof defineTerrainSchema>
> {
  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.TerrainBehavior"];

  /** @inheritDoc */
  static override defineSchema(): ReturnType<typeof defineTerrainSchema> {
    return defineTerrainSchema();
  }

  /** @inheritDoc */
  static override events = {
    behaviorViewed: () => Promise.resolve(recalculatePlannedPaths()),
    behaviorUnviewed: () => Promise.resolve(recalculatePlannedPaths()),
    regionBoundary: function (this: { behavior?: { viewed?: boolean } | null }): Promise<void> {
      if (this.behavior?.viewed !== false) recalculatePlannedPaths();
      return Promise.resolve();
    },
  };

  /**
   * Older shapes of the behavior's data, brought to today's before validation
   * ({@link migrateTerrainSource}).
   * @inheritDoc
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateTerrainSource(source, terrainChoiceIds());
    return super.migrateData(source);
  }

  /**
   * A GM edited the behavior: re-plan paths, unless only the data of a behavior on a scene
   * nobody views changed (dnd5e's check, difficult-terrain.mjs `_onUpdate`).
   * @inheritDoc
   */
  override _onUpdate(
    ...args: Parameters<foundry.data.regionBehaviors.RegionBehaviorType<TerrainSchema>["_onUpdate"]>
  ): void {
    super._onUpdate(...args);
    const [changed] = args;
    const viewed = (this as { behavior?: { viewed?: boolean } | null }).behavior?.viewed;
    if (changed && typeof changed === "object" && "system" in changed && viewed === false) return;
    recalculatePlannedPaths();
  }

  /**
   * Every token moving through the region crosses its condition, whatever the movement action.
   * @inheritDoc
   */
  protected _getTerrainEffects(): CoreTerrainEffect[] {
    const effect: CoreTerrainEffect = { name: TERRAIN_EFFECT, condition: this.condition };
    // An obstacle too wide for the ruleset is its climbed terrain instead (obstacle-width.ts).
    const wide = this.condition === OBSTACLE ? wideObstacleCondition(this) : null;
    if (wide) effect["condition"] = wide;
    else if (this.condition === OBSTACLE) effect["height"] = this.height;
    if (this.overhang > 0) effect["overhang"] = this.overhang;
    // The fields that qualify a condition (rules/scene/terrain-ids.ts `qualified`): only where they
    // mean something, so other rulesets' terrain data stays as it was.
    if (this.condition === CLIMB_CONDITION) effect["surface"] = this.surface;
    if (this.condition === WATER_CONDITION) effect["water"] = this.water;
    return [effect];
  }
}
