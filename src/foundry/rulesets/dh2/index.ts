/**
 * Dark Heresy 2nd edition's adapter plugin (rulesets/plugin.ts): its character and npc model and
 * sheet, the journey, Strength and reach cards, and the GM's Journey tool (dh2-movement.md § Travel,
 * § Lifting and Carrying, § Standing Vertical Jumps).
 * @module
 */
import { systemPath } from "../../constants";
import type { RulesetPlugin } from "../plugin";
import { StrideCharacterData } from "./character-data";
import { StrideCharacterSheet } from "./character-sheet";
import { StrideJourneyModel } from "./journey/journey-model";
import { STRENGTH_FORM_TEMPLATE } from "./card-ids";
import { StrideStrengthModel } from "./strength/strength-model";
import { registerStandingGravityHooks } from "./standing-gravity";
import { dh2TokenHud, registerStrengthHooks } from "./token-hud";

/** Dark Heresy's plugin. */
export const dh2Plugin: RulesetPlugin = {
  id: "dh2",
  actors: [{ model: StrideCharacterData, sheet: StrideCharacterSheet }],
  cards: [StrideJourneyModel, StrideStrengthModel],
  templates: [systemPath("templates/actor/character-sheet.hbs"), STRENGTH_FORM_TEMPLATE],
  registerHooks() {
    registerStrengthHooks();
    registerStandingGravityHooks();
  },
  // The standing jump and reach card; Lift, push or throw (token-hud.ts).
  tokenHUD: dh2TokenHud,
  // The character model that derives by the engine, the Journey tool and dialog, and the API's
  // openJourney and altitudeAttack (active.ts).
  load: () => import("./active"),
};
