/**
 * Data of Necromunda fighters (`fighter` actor type) as a Necromunda world prepares it: the schema
 * part (fighter-data.ts) with the warnings the engine's reading gives (necromunda actors.ts
 * `readFighter`). It comes with the ruleset's chunk (active.ts); it declares no private members or
 * fields, so a fighter prepared before it arrived takes it on (rulesets/loading.ts).
 * @module
 */
import { NECROMUNDA_ACTORS, NECROMUNDA_FIGHTER_INITIAL, readFighter } from "../../../rules/rulesets/necromunda/actors";
import type { ActorModelMetadata } from "../../data/actor/actor-model";
import { StrideFighterData } from "./fighter-data";

export {
  clampProfileValue,
  FIGHTER_PROFILE,
  FIGHTER_STATUSES,
  StrideFighterData,
  TARGET_CHARACTERISTICS,
  type FighterProfileKey,
  type FighterSchema,
} from "./fighter-data";

/** The data model of `fighter` actors. */
export class StrideFighterModel extends StrideFighterData {
  /** The schema part's metadata with the reader that derives movement from the data (actors.ts). */
  static override readonly metadata: ActorModelMetadata = {
    ...StrideFighterData.metadata,
    reader: { actors: NECROMUNDA_ACTORS, initial: NECROMUNDA_FIGHTER_INITIAL },
  };

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.warnings = readFighter(this.systemData(NECROMUNDA_FIGHTER_INITIAL)).warnings;
  }
}
