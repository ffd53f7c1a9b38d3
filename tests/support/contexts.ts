/** Template contexts shared by the template and browser tests, built by the real view-model code. */
import {
  characterSheetContext,
  type CharacterSheetSystem,
} from "../../src/foundry/rulesets/dh2/character-sheet-context";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { localize } from "./render";

/** A prepared character as the sheet reads it: Agility 42, Flyer 6, a +2 Run modifier. */
export function sheetSystem(overrides: Partial<CharacterSheetSystem> = {}): CharacterSheetSystem {
  const characteristics = {
    agility: { value: 42, unnatural: 0 },
    strength: { value: 35, unnatural: 1 },
    toughness: { value: 38, unnatural: 0 },
    perception: { value: 31, unnatural: 0 },
    willpower: { value: 29, unnatural: 0 },
  };
  const ruleset = dh2.dh2;
  const profile = {
    characteristics: { agility: 42 },
    unnatural: {},
    size: 4,
    modifiers: { run: 2 },
  };
  return {
    characteristics,
    size: 4,
    flyer: 6,
    hoverer: 0,
    movement: { modifiers: { half: 0, full: 0, charge: 0, run: 2 } },
    bonuses: { agility: 4, strength: 4, toughness: 3, perception: 3, willpower: 2 },
    agilityBonus: 4,
    bands: ruleset.bands.movementBands(profile),
    flyingBands: ruleset.bands.flyingBands(6),
    narrative: dh2.narrativeRates({ agility: 42 }),
    // Issue #14: SB 4 + TB 3 = row 7 (45 / 90 / 180 kg); 50 kg carried is Encumbered.
    skills: { athletics: { training: "trained" }, acrobatics: { training: "untrained" } },
    skillTraining: {
      athletics: { training: "trained", modifier: 10 },
      acrobatics: { training: "untrained", modifier: -20 },
    },
    fatigue: 1,
    fatigueThreshold: 5,
    carriedWeight: 50,
    carrying: { sum: 7, ...dh2.carryingLimits({ strengthBonus: 4, toughnessBonus: 3 }) },
    encumbrance: "encumbered",
    encumbered: true,
    warnings: [],
    ...overrides,
  };
}

/** The sheet's template context for a character named `name`. */
export function sheetContext(name = "Interrogator Vex", system = sheetSystem(), editable = true) {
  return characterSheetContext({ name, img: "icons/svg/mystery-man.svg", system }, editable, localize);
}
