/**
 * Stride's generic chat card data models, in one list (a ruleset's own cards are in its plugin,
 * rulesets/plugin.ts `cards`): `init` registers each under its `metadata.type` with
 * its `metadata.request` (hooks/init.ts), as dnd5e and Draw Steel register their message models
 * from their classes (docs/foundry-evidence.md § 1, § 14).
 * @module
 */
import type { CardModelClass } from "./card-model";
import { StrideCollisionCardModel } from "./collision-card-model";
import { StrideCollisionNoticeModel } from "./collision-notice-model";
import { StrideFallCardModel } from "./fall-card-model";
import { StrideMovementTestModel } from "./movement-test-model";
import { StrideRuleNoticeModel } from "./rule-notice-model";
import { StrideWeatherCardModel } from "./weather-card-model";

/** Every generic chat card's data model class. */
export const CARD_MODELS: readonly CardModelClass[] = [
  StrideMovementTestModel,
  StrideCollisionNoticeModel,
  StrideFallCardModel,
  StrideRuleNoticeModel,
  StrideWeatherCardModel,
  StrideCollisionCardModel,
];
