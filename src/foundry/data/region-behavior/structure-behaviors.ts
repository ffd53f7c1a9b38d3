/**
 * Region behaviors for structures (StructuresCapability; necromunda: § Ductways, § Lift): the two ends of a ductway, each naming the other
 * (necromunda-movement.md § Ductways), and a lift that carries what stands on it up or down
 * (§ Lift). They hold data only; the token HUD acts on them (hooks/render-token-hud.ts).
 * @module
 */
import { rulesetIds, rulesetManifest } from "../../../rules";
import { migrateDuctwaySource, migrateLiftSource } from "./legacy";

export { DUCTWAY_BEHAVIOR_TYPE, LIFT_BEHAVIOR_TYPE } from "../../constants";

/** The schema of a ductway end: the region at the other end. */
function defineDuctwaySchema() {
  const { DocumentUUIDField } = foundry.data.fields;
  return { exit: new DocumentUUIDField({ type: "Region", nullable: true, initial: null }) };
}

/** The data model of the `stride.ductway` region behavior: one end of a ductway. */
export class StrideDuctwayBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<
  ReturnType<typeof defineDuctwaySchema>
> {
  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.DuctwayBehavior"];

  /** @inheritDoc */
  static override defineSchema(): ReturnType<typeof defineDuctwaySchema> {
    return defineDuctwaySchema();
  }

  /**
   * Older shapes brought to today's before validation ({@link migrateDuctwaySource}).
   * @inheritDoc
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateDuctwaySource(source);
    return super.migrateData(source);
  }
}

/**
 * The most any ruleset's lift travels at a time (StructuresCapability.liftTravel; necromunda: 4"),
 * in its unit; 0 when no ruleset has lifts.
 */
function liftTravelMax(): number {
  return Math.max(0, ...rulesetIds().map((id) => rulesetManifest(id).liftTravel ?? 0));
}

/** The schema of a lift: how far it goes each time, in the ruleset's unit (up to the ruleset's most). */
function defineLiftSchema() {
  const { NumberField } = foundry.data.fields;
  const max = liftTravelMax();
  return {
    travel: new NumberField({ required: true, nullable: false, min: 0, max, step: 0.5, initial: max }),
  };
}

/** The data model of the `stride.lift` region behavior: the region is the lift's platform. */
export class StrideLiftBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<
  ReturnType<typeof defineLiftSchema>
> {
  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.LiftBehavior"];

  /** @inheritDoc */
  static override defineSchema(): ReturnType<typeof defineLiftSchema> {
    return defineLiftSchema();
  }

  /**
   * Older shapes brought to today's before validation ({@link migrateLiftSource}).
   * @inheritDoc
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateLiftSource(source);
    return super.migrateData(source);
  }
}
