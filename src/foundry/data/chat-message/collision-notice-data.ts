/**
 * The stored shape of a `collisionNotice` card: the engine's Notice (src/rules/effects.ts) and the
 * names of the models it mentions, as they were when it was posted. Pure.
 * @module
 */
import type { Notice } from "../../../rules";

/** The names a notice mentions, by role. */
export interface NoticeNames {
  readonly mover: string;
  /** The other vehicle (a vehicle collision); null for terrain. */
  readonly other: string | null;
  /** Models that fell off a destroyed obstacle. */
  readonly fallers: readonly string[];
}

/** A `collisionNotice` card's system data. */
export interface CollisionNoticeSystem {
  /** The ruleset the notice was posted under: it words the hits. */
  readonly rulesetId: string;
  readonly notice: Notice;
  readonly names: NoticeNames;
}
