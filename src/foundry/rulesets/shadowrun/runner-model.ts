/**
 * Data of Shadowrun characters (`runner` actor type) as a Shadowrun world prepares it: the schema
 * part (runner-data.ts) with the values derived by the engine on preparation: the Combat Turn's
 * rates, the sprint test limit, swimming and treading water (shadowrun-movement.md). It comes with
 * the ruleset's chunk (active.ts); it declares no private members or fields, so a runner prepared
 * before it arrived takes it on (rulesets/loading.ts).
 * @module
 */
import * as shadowrun from "../../../rules/rulesets/shadowrun/index";
import {
  clampRating,
  readRunner,
  SHADOWRUN_ACTORS,
  SHADOWRUN_RUNNER_INITIAL,
} from "../../../rules/rulesets/shadowrun/actors";
import type { ActorModelMetadata } from "../../data/actor/actor-model";
import { CONDITION_TRACKS, ownValue, StrideRunnerData, type RunnerWarning } from "./runner-data";

export {
  CONDITION_TRACKS,
  migrateRunnerSource,
  RUNNER_ATTRIBUTES,
  RUNNER_SKILLS,
  StrideRunnerData,
  type ConditionTrack,
  type RunnerDerived,
  type RunnerSchema,
  type RunnerWarning,
} from "./runner-data";

/**
 * The data model of `runner` actors. Derived values live on the instance: `rates`,
 * `sprintTests`, `swim`, `treadWater`, `warnings`.
 */
export class StrideRunnerModel extends StrideRunnerData {
  /** The schema part's metadata with the reader that derives movement from the data (actors.ts). */
  static override readonly metadata: ActorModelMetadata = {
    ...StrideRunnerData.metadata,
    reader: { actors: SHADOWRUN_ACTORS, initial: SHADOWRUN_RUNNER_INITIAL },
  };

  /**
   * The record as the engine reads it (shadowrun actors.ts `readRunner`: clamped), with warnings for
   * what was not usable. A sub-object that is missing, null or not an object (data Foundry has not
   * cleaned) reads as empty: its ratings are 0, with a warning each. Never throws.
   */
  protected runnerRecord(): { record: shadowrun.RunnerRecord; warnings: RunnerWarning[] } {
    return readRunner(this.systemData(SHADOWRUN_RUNNER_INITIAL));
  }

  /**
   * The update that marks `boxes` boxes on a condition monitor (a `damage` consequence),
   * filling the track at most to its boxes.
   * @returns the update data, or null for an unknown track or no boxes
   */
  damageUpdate(track: string, boxes: number): Record<string, number> | null {
    if (!(CONDITION_TRACKS as readonly string[]).includes(track) || !(boxes > 0)) return null;
    const monitor = ownValue(this.monitors, track);
    const max = clampRating(ownValue(monitor, "max")).value;
    const value = Math.min(max, clampRating(ownValue(monitor, "value")).value + Math.trunc(boxes));
    return { [`system.monitors.${track}.value`]: value };
  }

  /** Marks `boxes` boxes of damage on `track` (`physical`, `stun`) of the actor. */
  async applyDamage(track: string, boxes: number): Promise<void> {
    const update = this.damageUpdate(track, boxes);
    if (update) await this.parent?.update(update);
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { record, warnings } = this.runnerRecord();
    this.rates = shadowrun.movementRates(record);
    this.sprintTests = shadowrun.sprintTestLimit(record);
    this.swim = { rate: shadowrun.swimRate(record), perHit: shadowrun.swimSprintPerHit(record) };
    this.treadWater = shadowrun.treadWaterMinutes(record);
    this.warnings = warnings;
  }
}
