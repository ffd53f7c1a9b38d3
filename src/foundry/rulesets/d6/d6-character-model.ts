/**
 * Data of OpenD6 characters (`d6character` actor type) as an OpenD6 world prepares it: the schema
 * part (d6-character-data.ts) with the values derived by the engine on preparation: the movement
 * profile (codes as pips, untrained skills at their attribute), the running, swimming, climbing and
 * jumping base distances and the running difficulty of 2×, 3× and 4× Move (d6-movement.txt). It
 * comes with the ruleset's chunk (active.ts); it declares no private members or fields, so a
 * character prepared before it arrived takes it on (rulesets/loading.ts).
 * @module
 */
import { formatSkillCode } from "../../../rules";
import * as d6 from "../../../rules/rulesets/d6/index";
import { D6_ACTORS, D6_CHARACTER_INITIAL, readD6Character } from "../../../rules/rulesets/d6/actors";
import type { ActorModelMetadata } from "../../data/actor/actor-model";
import { StrideD6CharacterData, type D6Derived, type D6Warning } from "./d6-character-data";

export { StrideD6CharacterData, type D6Derived, type D6Schema, type D6Warning } from "./d6-character-data";

/**
 * The data model of `d6character` actors. Derived values live on the instance: `bases`,
 * `runDifficulties`, `rolled`, `warnings`.
 */
export class StrideD6CharacterModel extends StrideD6CharacterData {
  /** The schema part's metadata with the reader that derives movement from the data (d6 actors.ts). */
  static override readonly metadata: ActorModelMetadata = {
    ...StrideD6CharacterData.metadata,
    reader: { actors: D6_ACTORS, initial: D6_CHARACTER_INITIAL },
  };

  /**
   * The record as the engine reads it (d6 actors.ts `readD6Character`), with warnings for what was
   * not usable. A sub-object that is missing, null or not an object (data Foundry has not cleaned)
   * reads as empty; a code that is not text reads as blank (untrained, or 1D for an attribute);
   * numbers that are not finite read as 0. Never throws.
   */
  protected d6Record(): { record: d6.D6Record; warnings: D6Warning[] } {
    return readD6Character(this.systemData(D6_CHARACTER_INITIAL));
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { record, warnings } = this.d6Record();
    const profile = d6.d6Profile(record);
    const skilled = d6.isTrained(record, "climbing");
    this.bases = {
      run: record.move,
      swim: d6.swimMove(record.move),
      climb: d6.climbMove({ move: record.move, skilled }),
      jump: d6.standingLeap(record.move),
    };
    this.runDifficulties = [2, 3, 4].map((times) => ({
      times,
      distance: times * record.move,
      difficulty: d6.runningDifficulty({ move: record.move, distance: times * record.move }).difficulty,
    }));
    this.rolled = Object.fromEntries(
      d6.D6_SKILLS.map((skill) => [
        skill,
        {
          code: formatSkillCode(d6.pipsCode(profile.characteristics[skill] ?? 0)),
          trained: d6.isTrained(record, skill),
        },
      ]),
    ) as D6Derived["rolled"];
    this.warnings = warnings;
  }
}
