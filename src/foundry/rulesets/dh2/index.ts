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
import { addHudButton } from "../../hooks/hud-button";
import { openJourney } from "./journey/journey-dialog";
import {
  canStrain,
  promptStrengthTest,
  registerStrengthHooks,
  type StrengthRollActor,
} from "./strength/strength-rolls";
import { StrideStrengthModel } from "./strength/strength-model";
import { registerStandingGravityHooks } from "./standing-gravity";
import { postReachCard, type ReachToken } from "./reach/reach-card";
import { altitudeAttackApi } from "./altitude/altitude-attack";

/** Dark Heresy's plugin. */
export const dh2Plugin: RulesetPlugin = {
  id: "dh2",
  actors: [{ model: StrideCharacterModel, sheet: StrideCharacterSheet }],
  cards: [StrideJourneyModel, StrideStrengthModel],
  templates: [systemPath("templates/actor/character-sheet.hbs"), JOURNEY_TEMPLATE],
  registerHooks() {
    registerJourneyHooks();
    registerStrengthHooks();
    registerStandingGravityHooks();
  },
  // Lift, push or throw: characters whose data has Carrying limits (dh2-movement.md § Carrying,
  // Lifting, and Pushing Objects, § Throwing Objects).
  tokenHUD(token, html) {
    // The standing vertical jump and reach (§ Standing Vertical Jumps): a card, no test.
    if (token.actor) {
      addHudButton(html, "reach", "fa-solid fa-arrow-up", "STRIDE.Dh2.reach.hud", () =>
        postReachCard(token as ReachToken),
      );
    }
    if (!canStrain(token.actor)) return;
    addHudButton(html, "strength", "fa-solid fa-dumbbell", "STRIDE.Strength.open", () =>
      promptStrengthTest(token as { uuid: string; parent?: unknown; actor: StrengthRollActor | null }),
    );
  },
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
