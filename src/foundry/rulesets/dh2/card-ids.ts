/**
 * Dark Heresy's own chat card sub-types and templates: what `init` registers for every world, apart
 * from the code that builds and rolls the cards, which reads the ruleset's engine and is loaded when
 * a card first renders or is clicked (journey/journey-model.ts, strength/strength-model.ts).
 * @module
 */
import { subtype, systemPath } from "../../constants";

/**
 * The `journey` ChatMessage subtype, as declared in system.json `documentTypes.ChatMessage` (prefixed in
 * the module: constants.ts `subtype`).
 */
export const JOURNEY_TYPE = subtype("journey");

/** The journey card's template. */
export const JOURNEY_CARD_TEMPLATE = systemPath("templates/chat/journey-card.hbs");

/** The `strengthTest` ChatMessage subtype, as declared in system.json `documentTypes.ChatMessage`. */
export const STRENGTH_TEST_TYPE = subtype("strengthTest");

/** The Strength card's template. */
export const STRENGTH_CARD_TEMPLATE = systemPath("templates/chat/strength-card.hbs");

/** The HUD dialog's template (the plugin's templates/apps/strength-form.hbs), as the system serves it. */
export const STRENGTH_FORM_TEMPLATE = systemPath("templates/apps/strength-form.hbs");
