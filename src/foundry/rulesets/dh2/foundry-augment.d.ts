/**
 * The Dark Heresy plugin's own chat cards and their flags, added to Stride's card models and
 * message flags (src/types/foundry-augment.d.ts) by declaration merging.
 */
import type { StrideJourneyModel } from "./journey/journey-model";
import type { StrideStrengthModel } from "./strength/strength-model";
import type { JourneyResultFlag } from "./journey/journey-rolls";
import type { StrengthResultFlag } from "./strength/strength-rolls";

declare module "../../../types/foundry-augment" {
  interface StrideCardModelConfig {
    journey: typeof StrideJourneyModel;
    strengthTest: typeof StrideStrengthModel;
  }

  interface StrideChatMessageFlags {
    /** A player's roll of a journey card, for the active GM to write on the card. */
    journeyResult?: JourneyResultFlag;
    /** A player's roll of a Strength card, for the active GM to write on the card. */
    strengthResult?: StrengthResultFlag;
  }
}
