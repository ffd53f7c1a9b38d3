/**
 * Dark Heresy 2nd edition's adapter plugin (rulesets/plugin.ts): its character and npc model and
 * sheet, the journey, Strength and reach cards, and the GM's Journey tool (dh2-movement.md § Travel,
 * § Lifting and Carrying, § Standing Vertical Jumps).
 * @module
 */
import { systemPath } from "../../constants";
import type { RulesetPlugin } from "../plugin";
import { StrideCharacterModel } from "./character-model";
import { StrideCharacterSheet } from "./character-sheet";
import { JOURNEY_TEMPLATE } from "./journey/journey-dialog";
import { registerJourneyHooks } from "./journey/journey-hooks";
import { StrideJourneyModel } from "./journey/journey-model";
import { openJourney } from "./journey/journey-dialog";
import { registerStrengthHooks, STRENGTH_FORM_TEMPLATE } from "./strength/strength-rolls";
import { StrideStrengthModel } from "./strength/strength-model";
import { registerStandingGravityHooks } from "./standing-gravity";
import { dh2TokenHud } from "./token-hud";
import { altitudeAttackApi } from "./altitude/altitude-attack";

/** Dark Heresy's plugin. */
export const dh2Plugin: RulesetPlugin = {
  id: "dh2",
  actors: [{ model: StrideCharacterModel, sheet: StrideCharacterSheet }],
  cards: [StrideJourneyModel, StrideStrengthModel],
  templates: [systemPath("templates/actor/character-sheet.hbs"), JOURNEY_TEMPLATE, STRENGTH_FORM_TEMPLATE],
  registerHooks() {
    registerJourneyHooks();
    registerStrengthHooks();
    registerStandingGravityHooks();
  },
  // The standing jump and reach card; Lift, push or throw (token-hud.ts).
  tokenHUD: dh2TokenHud,
  api: {
    /**
     * Opens the Journey dialog with these actors (uuids) ticked; by default the controlled tokens' actors.
     * @example stride.openJourney(game.actors.filter((a) => a.type === "character").map((a) => a.uuid))
     */
    openJourney,
    /**
     * Whether an attacker reaches a target across altitudes and its Ballistic Skill modifier
     * (§ Low Altitude: −10 from the ground; § High Altitude: only from High Altitude), for another
     * system's attack roll: tokens, actors or position names; an unknown side is on the ground.
     * @example stride.altitudeAttack(token.document, game.user.targets.first().document) // { possible: false, modifier: 0 }
     */
    altitudeAttack: altitudeAttackApi,
  },
};
